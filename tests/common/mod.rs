//! Checks written from the rules alone, independent of the engine, shared
//! by the test targets.
#![allow(dead_code)] // each test target uses its own part

use sudoku_dlx::sudoku::Grid;

/// Whether `solution` is complete, obeys the rules, and keeps the givens;
/// written from the rules, not from the solver's encoding.
pub fn check_solution(puzzle: &Grid, solution: &Grid) -> Result<(), String> {
    let shape = puzzle.shape();
    let n = shape.side();
    if solution.shape() != shape {
        return Err("the solution has another size".into());
    }
    let cells = solution.cells();
    for (index, (&given, &value)) in puzzle.cells().iter().zip(cells).enumerate() {
        if value == 0 {
            return Err(format!("cell {index} is empty"));
        }
        if given != 0 && given != value {
            return Err(format!("cell {index} changed a given"));
        }
    }
    let all: u64 = (1 << n) - 1;
    for unit in 0..n {
        let (mut row, mut col, mut bx) = (0u64, 0u64, 0u64);
        let (box_top, box_left) = (
            unit / (n / shape.box_cols()) * shape.box_rows(),
            unit % (n / shape.box_cols()) * shape.box_cols(),
        );
        for k in 0..n {
            row |= 1 << (cells[unit * n + k] - 1);
            col |= 1 << (cells[k * n + unit] - 1);
            let (r, c) = (
                box_top + k / shape.box_cols(),
                box_left + k % shape.box_cols(),
            );
            bx |= 1 << (cells[r * n + c] - 1);
        }
        if row != all || col != all || bx != all {
            return Err(format!("row, column or box {} repeats a symbol", unit + 1));
        }
    }
    Ok(())
}

/// Plain cell-by-cell backtracking, independent of the engine, for counts
/// up to `limit` (0 for all).
pub fn count_by_backtracking(puzzle: &Grid, limit: u64) -> u64 {
    backtrack(puzzle, limit).0
}

/// The count up to `limit` (0 for all) and the first solution, by plain
/// cell-by-cell backtracking, always in the cell with the fewest choices.
pub fn backtrack(puzzle: &Grid, limit: u64) -> (u64, Option<Grid>) {
    fn fits(cells: &[u8], n: usize, bh: usize, bw: usize, index: usize, v: u8) -> bool {
        let (row, col) = (index / n, index % n);
        let (top, left) = (row / bh * bh, col / bw * bw);
        (0..n).all(|k| {
            cells[row * n + k] != v
                && cells[k * n + col] != v
                && cells[(top + k / bw) * n + left + k % bw] != v
        })
    }
    struct Found {
        count: u64,
        first: Option<Vec<u8>>,
    }
    fn go(cells: &mut Vec<u8>, n: usize, bh: usize, bw: usize, limit: u64, found: &mut Found) {
        // The empty cell with the fewest symbols that fit, so that hard 9×9
        // puzzles take milliseconds rather than minutes.
        let fitting = |index: usize| {
            let cells = &*cells;
            (1..=n as u8)
                .filter(move |&v| fits(cells, n, bh, bw, index, v))
                .count()
        };
        let empty = (0..cells.len()).filter(|&index| cells[index] == 0);
        let Some(index) = empty.min_by_key(|&index| fitting(index)) else {
            found.count += 1;
            found.first.get_or_insert_with(|| cells.clone());
            return;
        };
        for v in 1..=n as u8 {
            if limit != 0 && found.count == limit {
                return;
            }
            if fits(cells, n, bh, bw, index, v) {
                cells[index] = v;
                go(cells, n, bh, bw, limit, found);
                cells[index] = 0;
            }
        }
    }
    let shape = puzzle.shape();
    let mut found = Found {
        count: 0,
        first: None,
    };
    go(
        &mut puzzle.cells().to_vec(),
        shape.side(),
        shape.box_rows(),
        shape.box_cols(),
        limit,
        &mut found,
    );
    let first = found.first.map(|cells| Grid::from_cells(cells).unwrap());
    (found.count, first)
}

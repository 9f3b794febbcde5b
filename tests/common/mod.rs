//! What the Sudoku tests share: the vendored fixtures, and a check of a
//! solution written from the rules alone.
#![allow(dead_code)] // each test crate uses its own part of this module

use sudoku_dlx::sudoku::Grid;

/// `puzzle:count:solution` lines of every size, answered by an independent
/// program (tests/fixtures/generate.py).
pub const FIXTURES: &str = include_str!("../fixtures/sudoku.txt");

pub struct Fixture {
    pub line: usize,
    pub puzzle: Grid,
    pub count: u64,
    pub solution: Option<Grid>,
}

pub fn fixtures() -> Vec<Fixture> {
    let fixtures: Vec<Fixture> = FIXTURES
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .map(|(index, line)| {
            let fields: Vec<&str> = line.split(':').collect();
            assert_eq!(fields.len(), 3, "fixture line {}", index + 1);
            Fixture {
                line: index + 1,
                puzzle: fields[0].parse().expect("fixture puzzles parse"),
                count: fields[1].parse().expect("fixture counts are numbers"),
                solution: (!fields[2].is_empty()).then(|| fields[2].parse().unwrap()),
            }
        })
        .collect();
    for side in [4, 6, 9, 16, 25] {
        let of_side = |f: &&Fixture| f.puzzle.shape().side() == side;
        for (what, wanted) in [("none", 0..=0), ("one", 1..=1), ("several", 2..=u64::MAX)] {
            assert!(
                fixtures
                    .iter()
                    .filter(of_side)
                    .any(|f| wanted.contains(&f.count)),
                "the fixtures have a {side}×{side} grid with {what} solutions"
            );
        }
    }
    fixtures
}

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

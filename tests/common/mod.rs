//! What the test targets share, written from the rules alone and
//! independent of the engine: the vendored fixtures, a check of a solution,
//! a backtracking solver, each cell's candidates, every exact cover of a
//! small problem by brute force, Knuth's example as a matrix, the
//! command run as a user runs it (with an easy grid to give it), an allocator
//! that counts memory (`counting.rs`), and Knuth's programs where they are
//! built (`knuth.rs`).
// Each test target uses its own part.
#![allow(dead_code)]

pub mod counting;
pub mod knuth;

use std::io::Write;
use std::process::{Child, Command, Output, Stdio};
use sudoku_dlx::dlx::Matrix;
use sudoku_dlx::sudoku::Grid;

/// `puzzle:count:solution` lines of every size, answered by an independent
/// program (tests/fixtures/generate.py).
const FIXTURES: &str = include_str!("../fixtures/sudoku.txt");

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

/// Visits each solution (cell values in row order) up to `limit` (0 for
/// all), found by plain backtracking, always in the empty cell with the
/// fewest symbols that fit, so that hard 9×9 puzzles take milliseconds.
pub fn each_solution_by_backtracking(puzzle: &Grid, limit: u64, mut visit: impl FnMut(&[u8])) {
    fn fits(cells: &[u8], shape: (usize, usize, usize), index: usize, v: u8) -> bool {
        let (n, bh, bw) = shape;
        let (row, col) = (index / n, index % n);
        let (top, left) = (row / bh * bh, col / bw * bw);
        (0..n).all(|k| {
            cells[row * n + k] != v
                && cells[k * n + col] != v
                && cells[(top + k / bw) * n + left + k % bw] != v
        })
    }
    fn go(
        cells: &mut Vec<u8>,
        shape: (usize, usize, usize),
        left: &mut u64,
        visit: &mut dyn FnMut(&[u8]),
    ) {
        let n = shape.0;
        let fitting = |cells: &[u8], index: usize| {
            (1..=n as u8)
                .filter(|&v| fits(cells, shape, index, v))
                .count()
        };
        let empty = (0..cells.len()).filter(|&index| cells[index] == 0);
        let Some(index) = empty.min_by_key(|&index| fitting(cells, index)) else {
            *left = left.saturating_sub(1);
            visit(cells);
            return;
        };
        for v in 1..=n as u8 {
            if *left == 0 {
                return;
            }
            if fits(cells, shape, index, v) {
                cells[index] = v;
                go(cells, shape, left, visit);
                cells[index] = 0;
            }
        }
    }
    let shape = puzzle.shape();
    let mut left = if limit == 0 { u64::MAX } else { limit };
    go(
        &mut puzzle.cells().to_vec(),
        (shape.side(), shape.box_rows(), shape.box_cols()),
        &mut left,
        &mut visit,
    );
}

/// The solutions by backtracking, as cell values in row order, up to
/// `limit` (0 for all).
pub fn solutions_by_backtracking(puzzle: &Grid, limit: u64) -> Vec<Vec<u8>> {
    let mut found = Vec::new();
    each_solution_by_backtracking(puzzle, limit, |cells| found.push(cells.to_vec()));
    found
}

/// The number of solutions by backtracking, up to `limit` (0 for all).
pub fn count_by_backtracking(puzzle: &Grid, limit: u64) -> u64 {
    backtrack(puzzle, limit).0
}

/// The count by backtracking up to `limit` (0 for all), and the first
/// solution.
pub fn backtrack(puzzle: &Grid, limit: u64) -> (u64, Option<Grid>) {
    let mut count = 0;
    let mut first = None;
    each_solution_by_backtracking(puzzle, limit, |cells| {
        count += 1;
        first.get_or_insert_with(|| Grid::from_cells(cells.to_vec()).unwrap());
    });
    (count, first)
}

/// Each cell's candidates from the rules alone: the symbols (bit `v - 1`)
/// that no given in its row, column or box holds; 0 for a given.
pub fn candidates_by_rules(puzzle: &Grid) -> Vec<u32> {
    let shape = puzzle.shape();
    let (n, bh, bw) = (shape.side(), shape.box_rows(), shape.box_cols());
    let cells = puzzle.cells();
    (0..cells.len())
        .map(|index| {
            if cells[index] != 0 {
                return 0;
            }
            let (row, col) = (index / n, index % n);
            let (top, left) = (row / bh * bh, col / bw * bw);
            (1..=n as u8)
                .filter(|&v| {
                    (0..n).all(|k| {
                        cells[row * n + k] != v
                            && cells[k * n + col] != v
                            && cells[(top + k / bw) * n + left + k % bw] != v
                    })
                })
                .fold(0, |set, v| set | 1 << (v - 1))
        })
        .collect()
}

/// The cells of each row, column and box, in that order, as indices in
/// row order.
pub fn units(puzzle: &Grid) -> Vec<Vec<usize>> {
    let shape = puzzle.shape();
    let (n, bh, bw) = (shape.side(), shape.box_rows(), shape.box_cols());
    let rows = (0..n).map(|r| (0..n).map(|c| r * n + c).collect());
    let cols = (0..n).map(|c| (0..n).map(|r| r * n + c).collect());
    let boxes = (0..n).map(|b| {
        let (top, left) = (b / (n / bw) * bh, b % (n / bw) * bw);
        (0..n).map(|k| (top + k / bw) * n + left + k % bw).collect()
    });
    rows.chain(cols).chain(boxes).collect()
}

/// Starts the `sudoku-dlx` command with `args`, its standard input piped.
pub fn spawn_cli(args: &[&str], stdout: Stdio, stderr: Stdio) -> Child {
    Command::new(env!("CARGO_BIN_EXE_sudoku-dlx"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .expect("the binary runs")
}

/// Runs the command with `input` on standard input; the output streams as
/// given.
pub fn run_cli_with(args: &[&str], input: &[u8], stdout: Stdio, stderr: Stdio) -> Output {
    let mut child = spawn_cli(args, stdout, stderr);
    let mut stdin = child.stdin.take().unwrap();
    // The command may stop reading early (a failed write ends it).
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// An easy 9×9 and its one solution, for the command-line tests.
pub const EASY: &str =
    ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
pub const EASY_SOLVED: &str =
    "652483917978162435314975628825736149791824563436519872269348751547291386183657294";

/// The lines of a command's standard output.
pub fn stdout_lines(output: &Output) -> Vec<String> {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Runs the command as a user would, with its output captured.
pub fn run_cli(args: &[&str], input: &str) -> Output {
    run_cli_with(args, input.as_bytes(), Stdio::piped(), Stdio::piped())
}

/// Every exact cover, found by trying every subset of the options. An
/// option with no primary item can never be chosen by Algorithm X (it is
/// reached only through a primary item), so it is left out here too.
pub fn exact_covers_by_brute_force(
    primary: usize,
    items: usize,
    options: &[Vec<usize>],
) -> Vec<Vec<usize>> {
    let usable: Vec<usize> = (0..options.len())
        .filter(|&o| options[o].iter().any(|&i| i < primary))
        .collect();
    let mut covers = Vec::new();
    for subset in 0u32..(1 << usable.len()) {
        let mut uses = vec![0; items];
        let mut chosen = Vec::new();
        for (k, &option) in usable.iter().enumerate() {
            if subset >> k & 1 == 1 {
                chosen.push(option);
                for &item in &options[option] {
                    uses[item] += 1;
                }
            }
        }
        if uses[..primary].iter().all(|&u| u == 1) && uses[primary..].iter().all(|&u| u <= 1) {
            covers.push(chosen);
        }
    }
    covers.sort();
    covers
}

/// The example of Knuth's "Dancing links" paper and of TAOCP 7.2.2.1:
/// items a..g and six options, the visualizer's `knuth` problem.
pub fn knuth_example() -> Matrix {
    let mut matrix = Matrix::new(7, 0);
    let [a, b, c, d, e, f, g] = [0, 1, 2, 3, 4, 5, 6];
    for option in [
        &[c, e][..],
        &[a, d, g],
        &[b, c, f],
        &[a, d, f],
        &[b, g],
        &[d, e, g],
    ] {
        matrix.add_option(option).unwrap();
    }
    matrix
}

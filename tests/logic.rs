//! Human techniques and the difficulty rating, checked against the rules
//! and against solutions found by independent backtracking.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_dlx::sudoku::logic::{Candidates, Hint, Step, Technique};
use sudoku_dlx::sudoku::{generate, rate, Cell, Grid, Level, Options, Solver, Unit, Unrated};

mod common;
use common::backtrack;

const EASY: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
/// Needs locked candidates (found by the generator, seed 7).
const MEDIUM: &str =
    "..4.6...7..9..5...52...7.9.......8...6....4.59...52.6..821......7...81...........";
/// Needs a pair or triple (found by the generator, seed 7).
const HARD: &str =
    "........796........8..9...4.7..1...31.3..89....2...........5.3....671.52..52...61";
/// The first of magictour's top 1465.
const EXPERT: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const EXPERT_SOLVED: &str =
    "468931527751624839392578461134756298289413675675289314846192753513867942927345186";

const FIXTURES: &str = include_str!("fixtures/sudoku.txt");

/// Unique puzzles of every level with their solutions: the fixtures'
/// (answered by an independent program), and others solved by backtracking.
fn puzzles() -> Vec<(Grid, Grid)> {
    let mut puzzles: Vec<(Grid, Grid)> = FIXTURES
        .lines()
        .filter(|line| line.contains(":1:"))
        .map(|line| {
            let fields: Vec<&str> = line.split(':').collect();
            (fields[0].parse().unwrap(), fields[2].parse().unwrap())
        })
        .collect();
    puzzles.push((EXPERT.parse().unwrap(), EXPERT_SOLVED.parse().unwrap()));
    let mut others: Vec<Grid> = [EASY, MEDIUM, HARD]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
    for (side, seed) in [(4, 1), (6, 2), (6, 3), (9, 4), (9, 5), (9, 6)] {
        let options = Options {
            side,
            seed,
            ..Options::default()
        };
        others.push(generate(options).unwrap());
    }
    for puzzle in others {
        let solution = backtrack(&puzzle, 2).1.unwrap();
        puzzles.push((puzzle, solution));
    }
    puzzles
}

fn index(grid: &Grid, cell: Cell) -> usize {
    cell.row * grid.shape().side() + cell.col
}

/// The cells of a unit, from the rules.
fn unit_cells(grid: &Grid, unit: Unit) -> Vec<Cell> {
    let shape = grid.shape();
    let n = shape.side();
    let all = (0..n * n).map(|i| Cell {
        row: i / n,
        col: i % n,
    });
    all.filter(|cell| match unit {
        Unit::Row(r) => cell.row == r,
        Unit::Column(c) => cell.col == c,
        Unit::Box(b) => shape.box_of(cell.row, cell.col) == b,
    })
    .collect()
}

/// Whether `value` may go in an empty `cell` of `values` by the rules.
fn fits(grid: &Grid, values: &[u8], cell: Cell, value: u8) -> bool {
    let shape = grid.shape();
    let n = shape.side();
    let (top, left) = (
        cell.row / shape.box_rows() * shape.box_rows(),
        cell.col / shape.box_cols() * shape.box_cols(),
    );
    values[index(grid, cell)] == 0
        && (0..n).all(|k| {
            let in_box = (top + k / shape.box_cols()) * n + left + k % shape.box_cols();
            values[cell.row * n + k] != value
                && values[k * n + cell.col] != value
                && values[in_box] != value
        })
}

#[test]
fn singles_are_singles_by_the_rules_and_agree_with_the_solution() {
    let mut singles = 0;
    for (puzzle, solution) in puzzles() {
        let mut candidates = Candidates::new(&puzzle);
        while let Some(step) = candidates.next_step(Technique::HiddenSingle) {
            let values = candidates.values().to_vec();
            let n = puzzle.shape().side() as u8;
            match &step {
                Step::NakedSingle { cell, value } => {
                    let fitting: Vec<u8> = (1..=n)
                        .filter(|&v| fits(&puzzle, &values, *cell, v))
                        .collect();
                    assert_eq!(fitting, [*value], "{puzzle}: {step}");
                    assert_eq!(solution.get(*cell), *value, "{puzzle}: {step}");
                }
                Step::HiddenSingle { cell, value, unit } => {
                    let places: Vec<Cell> = unit_cells(&puzzle, *unit)
                        .into_iter()
                        .filter(|&c| fits(&puzzle, &values, c, *value))
                        .collect();
                    assert_eq!(places, [*cell], "{puzzle}: {step}");
                    assert_eq!(solution.get(*cell), *value, "{puzzle}: {step}");
                }
                other => panic!("{other} is not a single"),
            }
            singles += 1;
            candidates.apply(&step);
        }
    }
    assert!(singles > 500, "only {singles} singles were checked");
}

#[test]
fn every_step_keeps_the_solution_and_easy_to_hard_puzzles_are_solved() {
    let mut techniques = Vec::new();
    for (puzzle, solution) in puzzles() {
        let mut candidates = Candidates::new(&puzzle);
        while let Some(step) = candidates.next_step(Technique::Triple) {
            let kept = |cell: &Cell, value: &u8| solution.get(*cell) != *value;
            match &step {
                Step::NakedSingle { cell, value } | Step::HiddenSingle { cell, value, .. } => {
                    assert_eq!(solution.get(*cell), *value, "{puzzle}: {step}")
                }
                Step::LockedCandidates { value, removed, .. } => {
                    assert!(
                        removed.iter().all(|cell| kept(cell, value)),
                        "{puzzle}: {step}"
                    )
                }
                Step::Subset { removed, .. } => {
                    assert!(
                        removed.iter().all(|(cell, value)| kept(cell, value)),
                        "{puzzle}: {step}"
                    )
                }
            }
            techniques.push(step.technique());
            candidates.apply(&step);
        }
        if Level::of(&puzzle) < Level::Expert {
            assert_eq!(candidates.values(), solution.cells(), "{puzzle}");
        }
    }
    for technique in [Technique::LockedCandidates, Technique::Pair] {
        assert!(
            techniques.contains(&technique),
            "no {technique:?} was checked"
        );
    }
}

#[test]
fn known_puzzles_rate_as_a_player_would() {
    let mut solver = Solver::new();
    let levels = [
        (EASY, Level::Easy),
        (MEDIUM, Level::Medium),
        (HARD, Level::Hard),
        (EXPERT, Level::Expert),
    ];
    let mut scores = Vec::new();
    for (text, level) in levels {
        let rating = rate(&text.parse().unwrap(), &mut solver).unwrap();
        assert_eq!(rating.level, level, "{text}");
        scores.push(rating.score);
    }
    assert_eq!(scores[0], 0.0, "singles need no wrong turn");
    assert!(scores[3] > 100.0, "top1465's first scores {}", scores[3]);
    let empty: Grid = ".".repeat(16).parse().unwrap();
    assert_eq!(rate(&empty, &mut solver), Err(Unrated::NotUnique));
    let none: Grid = "1...34.1..424...".parse().unwrap();
    assert_eq!(rate(&none, &mut solver), Err(Unrated::NoSolution));
    assert_eq!("hard".parse(), Ok(Level::Hard));
    assert!("tricky".parse::<Level>().unwrap_err().contains("expert"));
}

#[test]
fn a_hint_is_the_next_single_or_the_cell_to_guess_in() {
    let easy: Grid = EASY.parse().unwrap();
    let Hint::Step(step) = Candidates::new(&easy).hint(Technique::HiddenSingle) else {
        panic!("an easy puzzle starts with a single");
    };
    assert_eq!(
        step.to_string(),
        "naked single: 4 in row 5, column 6, its only candidate"
    );
    let expert: Grid = EXPERT.parse().unwrap();
    let mut candidates = Candidates::new(&expert);
    candidates.solve(Technique::HiddenSingle);
    let Hint::Guess {
        cell,
        candidates: choices,
    } = candidates.hint(Technique::HiddenSingle)
    else {
        panic!("top1465's first needs a guess after singles");
    };
    let values = candidates.values();
    let fitting = |cell: Cell| (1..=9).filter(|&v| fits(&expert, values, cell, v)).count();
    let fewest = (0..81)
        .map(|i| Cell {
            row: i / 9,
            col: i % 9,
        })
        .filter(|&c| values[index(&expert, c)] == 0)
        .map(fitting)
        .min();
    assert_eq!(Some(choices.len()), fewest);
    assert_eq!(choices.len(), fitting(cell));
    let solved: Grid = EXPERT_SOLVED.parse().unwrap();
    assert_eq!(
        Candidates::new(&solved).hint(Technique::Triple),
        Hint::Solved
    );
    let stuck: Grid = "12.....3..4.....".parse().unwrap();
    assert_eq!(
        Candidates::new(&stuck).hint(Technique::Triple),
        Hint::Contradiction
    );
}

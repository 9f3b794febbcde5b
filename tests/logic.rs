//! Human techniques and the difficulty rating, checked against the rules
//! and against solutions found by independent backtracking.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_dlx::sudoku::logic::{Candidates, Hint, Technique};
use sudoku_dlx::sudoku::{
    generate, hardest, rate, Cell, Grid, Level, Options, Solver, Unit, Unrated,
};

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
            let n = puzzle.shape().side();
            let [(at, value)] = step.placements[..] else {
                panic!("{step} places one symbol");
            };
            let cell = Cell {
                row: at / n,
                col: at % n,
            };
            assert_eq!(solution.get(cell), value, "{puzzle}: {step}");
            match step.technique {
                Technique::NakedSingle => {
                    let fitting: Vec<u8> = (1..=n as u8)
                        .filter(|&v| fits(&puzzle, &values, cell, v))
                        .collect();
                    assert_eq!(fitting, [value], "{puzzle}: {step}");
                }
                Technique::HiddenSingle => {
                    let unit = [
                        Unit::Row(cell.row),
                        Unit::Column(cell.col),
                        Unit::Box(puzzle.shape().box_of(cell.row, cell.col)),
                    ]
                    .into_iter()
                    .find(|&unit| {
                        let places: Vec<Cell> = unit_cells(&puzzle, unit)
                            .into_iter()
                            .filter(|&c| fits(&puzzle, &values, c, value))
                            .collect();
                        places == [cell]
                    });
                    assert!(unit.is_some(), "{puzzle}: {step}");
                }
                other => panic!("{other} is not a single"),
            }
            singles += 1;
            candidates.apply(&step);
        }
    }
    assert!(singles > 500, "only {singles} singles were checked");
}

/// Follows every step from `candidates` to the end, checking each against
/// the solution; returns the techniques used.
fn follow(
    puzzle: &Grid,
    mut candidates: Candidates,
    solution: &Grid,
) -> (Vec<Technique>, Candidates) {
    let mut techniques = Vec::new();
    while let Some(step) = candidates.next_step(Technique::ForcingChain) {
        check_step(&candidates, &step, solution, puzzle);
        techniques.push(step.technique);
        candidates.apply(&step);
    }
    (techniques, candidates)
}

/// A step places only the solution's symbols, rules out only candidates
/// that are there and not the solution's, and shows its proof.
fn check_step(candidates: &Candidates, step: &Hint, solution: &Grid, puzzle: &Grid) {
    let has = |(cell, value): (usize, u8)| candidates.masks()[cell] & 1 << (value - 1) != 0;
    for &(cell, value) in &step.placements {
        assert!(
            has((cell, value)),
            "{puzzle}: {step}: placed where it is a candidate"
        );
        assert_eq!(solution.cells()[cell], value, "{puzzle}: {step}");
    }
    for &(cell, value) in &step.eliminations {
        assert!(
            has((cell, value)),
            "{puzzle}: {step}: rules out a candidate"
        );
        assert_ne!(solution.cells()[cell], value, "{puzzle}: {step}");
    }
    assert!(
        !step.placements.is_empty() || !step.eliminations.is_empty(),
        "{step}"
    );
    assert!(!step.focus.is_empty() && !step.nudge.is_empty(), "{step}");
    let words: Vec<char> = step.explanation.chars().collect();
    if puzzle.cells().len() == 81 {
        assert!(
            !words
                .windows(2)
                .any(|w| w[0].is_ascii_digit() && w[1].is_ascii_digit()),
            "{puzzle}: symbols read as one number: {}",
            step.explanation
        );
    }
    for unit in 1..=9 {
        for kind in ["row", "column"] {
            let doubled = format!("{kind} {unit} at {kind} {unit},");
            assert!(!step.explanation.contains(&doubled), "{}", step.explanation);
        }
    }
    if step.technique != Technique::BasicElimination {
        assert!(
            step.evidence.iter().all(|&c| has(c)),
            "{puzzle}: {step}: evidence"
        );
    }
}

#[test]
fn every_step_keeps_the_solution_and_puzzles_without_a_guess_are_solved() {
    let mut techniques = Vec::new();
    for (puzzle, solution) in puzzles() {
        let (used, candidates) = follow(&puzzle, Candidates::new(&puzzle), &solution);
        techniques.extend(used);
        if hardest(&puzzle) != Technique::Guess {
            assert_eq!(candidates.values(), solution.cells(), "{puzzle}");
        }
    }
    for technique in [Technique::Pointing, Technique::NakedPair, Technique::Aic] {
        assert!(
            techniques.contains(&technique),
            "no {technique} was checked"
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
    // Naked singles alone; one pointing; one naked pair; a forcing chain
    // (the fourth of the expert level's five techniques).
    assert_eq!(scores, [1.4, 2.0, 3.0, 4.6]);
    let empty: Grid = ".".repeat(16).parse().unwrap();
    assert_eq!(rate(&empty, &mut solver), Err(Unrated::NotUnique));
    let none: Grid = "1...34.1..424...".parse().unwrap();
    assert_eq!(rate(&none, &mut solver), Err(Unrated::NoSolution));
    assert_eq!("hard".parse(), Ok(Level::Hard));
    assert!("tricky".parse::<Level>().unwrap_err().contains("expert"));
}

#[test]
fn a_guess_is_the_cell_with_the_fewest_candidates() {
    let easy: Grid = EASY.parse().unwrap();
    let step = Candidates::new(&easy)
        .next_step(Technique::ForcingChain)
        .unwrap();
    assert_eq!(
        step.to_string(),
        "Naked single: row 5, column 6 can only be 4, its last candidate."
    );
    let expert: Grid = EXPERT.parse().unwrap();
    let mut candidates = Candidates::new(&expert);
    candidates.solve(Technique::HiddenSingle);
    assert_eq!(candidates.next_step(Technique::HiddenSingle), None);
    let guess = candidates.guess().unwrap();
    assert_eq!(guess.technique, Technique::Guess);
    assert!(guess.placements.is_empty() && guess.eliminations.is_empty());
    let values = candidates.values();
    let fitting = |at: usize| {
        (1..=9)
            .filter(|&v| {
                fits(
                    &expert,
                    values,
                    Cell {
                        row: at / 9,
                        col: at % 9,
                    },
                    v,
                )
            })
            .count()
    };
    let fewest = (0..81).filter(|&i| values[i] == 0).map(fitting).min();
    assert_eq!(Some(guess.evidence.len()), fewest);
    assert_eq!(guess.focus.len(), 1);
    assert_eq!(guess.evidence.len(), fitting(guess.focus[0]));
    let solved: Grid = EXPERT_SOLVED.parse().unwrap();
    assert_eq!(Candidates::new(&solved).guess(), None);
    assert_eq!(
        Candidates::new(&solved).next_step(Technique::ForcingChain),
        None
    );
    let stuck: Grid = "12.....3..4.....".parse().unwrap();
    let candidates = Candidates::new(&stuck);
    assert!(candidates.contradiction().is_some());
    assert_eq!(candidates.next_step(Technique::ForcingChain), None);
}

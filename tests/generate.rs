//! The generator against an independent backtracking solver and the rules
//! of its options.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_dlx::sudoku::{
    generate, GenerateError, Generator, Grid, Level, Options, Solver, Symmetry,
};

mod common;
use common::{backtrack, check_solution};

const SYMMETRIES: [Symmetry; 3] = [Symmetry::None, Symmetry::Rotational, Symmetry::Mirror];

/// The puzzle of seed 42 with the default options (9×9, no symmetry); the
/// binding's test pins the same one.
const SEED_42: &str =
    "47....1..3.8..7..4.1.9..6....63.........6..7..4..79.1.......5.3..5...96.........2";

fn givens(puzzle: &Grid) -> usize {
    puzzle.cells().iter().filter(|&&v| v != 0).count()
}

/// One solution, checked against the rules by backtracking alone.
fn assert_unique(puzzle: &Grid) {
    let (count, solution) = backtrack(puzzle, 2);
    assert_eq!(count, 1, "{puzzle} has {count} solutions");
    check_solution(puzzle, &solution.unwrap()).unwrap();
}

fn assert_symmetric(puzzle: &Grid, symmetry: Symmetry) {
    let n = puzzle.shape().side();
    let cells = puzzle.cells();
    for row in 0..n {
        for col in 0..n {
            let image = match symmetry {
                Symmetry::None => continue,
                Symmetry::Rotational => (n - 1 - row) * n + n - 1 - col,
                Symmetry::Mirror => row * n + n - 1 - col,
            };
            assert_eq!(
                cells[row * n + col] == 0,
                cells[image] == 0,
                "{puzzle} is not {symmetry:?}"
            );
        }
    }
}

fn options(side: usize, seed: u64, symmetry: Symmetry) -> Options {
    Options {
        side,
        seed,
        symmetry,
        ..Options::default()
    }
}

#[test]
fn every_small_puzzle_has_one_solution_and_keeps_its_symmetry() {
    for (side, seeds) in [(4, 30), (6, 20), (9, 5)] {
        for symmetry in SYMMETRIES {
            for minimal in [false, true] {
                let mut generator = Generator::new(Options {
                    minimal,
                    ..options(side, side as u64, symmetry)
                })
                .unwrap();
                for _ in 0..seeds {
                    let puzzle = generator.next_puzzle().unwrap();
                    assert_eq!(puzzle.shape().side(), side);
                    assert_unique(&puzzle);
                    assert_symmetric(&puzzle, symmetry);
                }
            }
        }
    }
}

#[test]
fn minimal_puzzles_lose_uniqueness_without_any_one_given() {
    for (side, symmetry) in [
        (4, Symmetry::None),
        (6, Symmetry::Mirror),
        (9, Symmetry::None),
    ] {
        for seed in 0..4 {
            let puzzle = generate(Options {
                minimal: true,
                ..options(side, seed, symmetry)
            })
            .unwrap();
            assert_symmetric(&puzzle, symmetry);
            let mut cells = puzzle.cells().to_vec();
            for index in 0..cells.len() {
                let value = std::mem::take(&mut cells[index]);
                if value != 0 {
                    let fewer = Grid::from_cells(cells.clone()).unwrap();
                    assert_eq!(backtrack(&fewer, 2).0, 2, "{puzzle} without cell {index}");
                }
                cells[index] = value;
            }
        }
    }
}

#[test]
fn large_puzzles_have_one_solution() {
    let mut solver = Solver::new();
    for (side, givens, symmetry) in [
        (16, None, Symmetry::Rotational),
        (16, Some(150), Symmetry::None),
        (25, Some(450), Symmetry::Mirror),
    ] {
        let puzzle = generate(Options {
            givens,
            ..options(side, 5, symmetry)
        })
        .unwrap();
        assert_eq!(solver.count(&puzzle, 0).count, 1, "{puzzle}");
        assert_symmetric(&puzzle, symmetry);
        if let Some(target) = givens {
            assert_eq!(self::givens(&puzzle), target);
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzles_and_another_seed_others() {
    assert_eq!(
        generate(Options::default()).unwrap(),
        generate(Options::default()).unwrap()
    );
    assert_eq!(
        generate(options(9, 42, Symmetry::None))
            .unwrap()
            .to_string(),
        SEED_42
    );
    let mut generator = Generator::new(options(9, 42, Symmetry::None)).unwrap();
    let first = generator.next_puzzle().unwrap();
    let second = generator.next_puzzle().unwrap();
    assert_eq!(
        first.to_string(),
        SEED_42,
        "a batch starts where one puzzle does"
    );
    assert_ne!(first, second);
    let others: Vec<Grid> = (0..20)
        .map(|seed| generate(options(9, seed, Symmetry::None)).unwrap())
        .collect();
    for (i, a) in others.iter().enumerate() {
        assert!(others[i + 1..].iter().all(|b| a != b), "seed {i} repeats");
    }
}

#[test]
fn a_givens_target_is_met_exactly_or_by_one_more_in_symmetric_pairs() {
    for (side, target) in [(4, 8), (6, 16), (9, 30), (9, 27)] {
        for symmetry in SYMMETRIES {
            let puzzle = generate(Options {
                givens: Some(target),
                ..options(side, 3, symmetry)
            })
            .unwrap();
            let slack = usize::from(symmetry != Symmetry::None);
            assert!(
                (target..=target + slack).contains(&givens(&puzzle)),
                "{puzzle}: {} givens for {target}",
                givens(&puzzle)
            );
            assert_unique(&puzzle);
            assert_symmetric(&puzzle, symmetry);
        }
    }
}

#[test]
fn a_difficulty_target_gives_puzzles_of_that_level() {
    for level in Level::ALL {
        let puzzle = generate(Options {
            difficulty: Some(level),
            ..options(9, 11, Symmetry::None)
        })
        .unwrap();
        assert_eq!(Level::of(&puzzle), level, "{puzzle}");
        assert_unique(&puzzle);
    }
}

#[test]
fn options_that_cannot_work_are_refused_with_a_reason() {
    let refused = |options: Options| Generator::new(options).err().unwrap();
    assert_eq!(
        refused(options(8, 0, Symmetry::None)),
        GenerateError::UnsupportedSize(8)
    );
    assert_eq!(
        refused(Options {
            givens: Some(82),
            ..Options::default()
        }),
        GenerateError::TooManyGivens {
            givens: 82,
            cells: 81
        }
    );
    assert_eq!(
        refused(Options {
            givens: Some(30),
            minimal: true,
            ..Options::default()
        }),
        GenerateError::MinimalWithGivens
    );
    assert_eq!(
        refused(Options {
            minimal: true,
            ..options(25, 0, Symmetry::None)
        }),
        GenerateError::MinimalTooLarge(25)
    );
    let impossible = Options {
        givens: Some(3),
        ..options(4, 0, Symmetry::None)
    };
    assert_eq!(
        generate(impossible).unwrap_err(),
        GenerateError::GaveUp { attempts: 1000 }
    );
    assert!(GenerateError::UnsupportedSize(8)
        .to_string()
        .contains("4, 6, 9, 16 or 25"));
    assert_eq!("mirror".parse(), Ok(Symmetry::Mirror));
    assert!("diagonal"
        .parse::<Symmetry>()
        .unwrap_err()
        .contains("rotational"));
}

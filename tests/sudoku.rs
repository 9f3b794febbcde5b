//! The Sudoku model against vendored fixtures, the rules themselves, and an
//! independent backtracking solver.
// proptest is a native-only dev-dependency; wasm-pack builds every test target.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use sudoku_dlx::dlx::{Event, Matrix, Search};
use sudoku_dlx::sudoku::{Cell, Encoding, Grid, ParseError, Solver, Unit};

mod common;

use common::{check_solution, count_by_backtracking, fixtures};

#[test]
fn solutions_of_every_size_obey_the_rules_and_the_givens() {
    let mut solver = Solver::new();
    for f in fixtures() {
        let solved = solver.solve(&f.puzzle);
        match (&solved.solution, f.count) {
            (None, 0) => {}
            (None, _) => panic!("line {}: no solution found", f.line),
            (Some(_), 0) => panic!("line {}: a solution to an unsolvable puzzle", f.line),
            (Some(solution), _) => {
                if let Err(why) = check_solution(&f.puzzle, solution) {
                    panic!("line {}: {why}", f.line);
                }
                if let Some(expected) = &f.solution {
                    assert_eq!(solution, expected, "line {}", f.line);
                }
            }
        }
        assert!(
            solved.stats.nodes > 0,
            "line {}: counters are reported",
            f.line
        );
    }
}

const LARGEST_FULL_COUNT: u64 = 100_000;

#[test]
fn counts_of_every_size_match_the_fixtures() {
    let mut solver = Solver::new();
    for f in fixtures() {
        // The empty 6×6 grid has 28,200,960 solutions: too many to list in a
        // test, so counts that large are checked up to a limit.
        let limit = if f.count > LARGEST_FULL_COUNT {
            LARGEST_FULL_COUNT
        } else {
            0
        };
        let counted = solver.count(&f.puzzle, limit);
        assert_eq!(
            counted.count,
            f.count.min(LARGEST_FULL_COUNT),
            "line {}",
            f.line
        );
        assert_eq!(counted.stats.solutions, counted.count, "line {}", f.line);
        assert_eq!(solver.count(&f.puzzle, 1).count, f.count.min(1));
        assert_eq!(
            solver.is_unique(&f.puzzle).0,
            f.count == 1,
            "line {}",
            f.line
        );
    }
}

#[test]
fn every_solution_found_is_distinct_and_valid() {
    let mut solver = Solver::new();
    for f in fixtures().iter().filter(|f| (2..=300).contains(&f.count)) {
        let mut matrix = Matrix::default();
        let mut encoding = Encoding::default();
        encoding.encode(&f.puzzle, &mut matrix);
        let mut solutions: Vec<String> = Search::new(&mut matrix)
            .solutions()
            .map(|options| encoding.fill(options))
            .inspect(|grid| check_solution(&f.puzzle, grid).unwrap())
            .map(|grid| grid.to_string())
            .collect();
        solutions.sort();
        solutions.dedup();
        assert_eq!(solutions.len() as u64, f.count, "line {}", f.line);
        assert_eq!(solver.count(&f.puzzle, 0).count, f.count);
    }
}

#[test]
fn the_stepper_sees_what_the_solver_sees_on_sudoku() {
    let small = fixtures()
        .into_iter()
        .filter(|f| f.puzzle.shape().side() <= 6 && f.count <= 500);
    for f in small {
        let mut matrix = Matrix::default();
        let mut encoding = Encoding::default();
        encoding.encode(&f.puzzle, &mut matrix);
        let built = matrix.clone();
        let mut search = Search::new(&mut matrix);
        let (mut solutions, mut covers, mut uncovers) = (0, 0, 0);
        loop {
            match search.step() {
                Event::Solution => {
                    solutions += 1;
                    check_solution(&f.puzzle, &encoding.fill(search.solution())).unwrap();
                }
                Event::Cover { .. } => covers += 1,
                Event::Uncover { .. } => uncovers += 1,
                Event::Done => break,
                _ => {}
            }
        }
        drop(search);
        assert_eq!(solutions, f.count, "line {}", f.line);
        assert_eq!(covers, uncovers, "line {}", f.line);
        assert_eq!(matrix, built, "line {}", f.line);
    }
}

#[test]
fn the_encoding_has_324_items_and_729_options_when_empty() {
    let mut matrix = Matrix::default();
    let empty: Grid = ".".repeat(81).parse().unwrap();
    Encoding::default().encode(&empty, &mut matrix);
    assert_eq!((matrix.item_count(), matrix.option_count()), (324, 729));
}

#[test]
fn givens_remove_their_constraints_and_contradicted_candidates() {
    let mut matrix = Matrix::default();
    let mut encoding = Encoding::default();
    let one_given: Grid = format!("5{}", ".".repeat(80)).parse().unwrap();
    encoding.encode(&one_given, &mut matrix);
    // Four constraints met; 80 cells keep 9 candidates except the 20 peers,
    // which lose the 5.
    assert_eq!(matrix.item_count(), 320);
    assert_eq!(matrix.option_count(), 80 * 9 - 20);
    assert_eq!(encoding.constraint(0).to_string(), "R1C2");
    let placement = encoding.placement(0);
    assert_eq!((placement.cell, placement.value), (1, 1));
}

/// A solved grid of side `side` (4 or 6), its symbols relabelled by `labels`.
fn solved_grid(side: usize, labels: &[u8]) -> Vec<u8> {
    let (box_rows, box_cols) = if side == 4 { (2, 2) } else { (2, 3) };
    (0..side * side)
        .map(|index| {
            let (row, col) = (index / side, index % side);
            labels[(row * box_cols + row / box_rows + col) % side]
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    /// Givens are taken from a solved grid, so they never contradict each
    /// other, and one may then be changed, which often leaves none.
    #[test]
    fn counts_agree_with_backtracking_on_small_grids(
        side in prop::sample::select(vec![4usize, 6]),
        labels in Just((1..=6u8).collect::<Vec<_>>()).prop_shuffle(),
        keep in prop::collection::vec(prop::bool::weighted(0.45), 36),
        change in prop::option::weighted(0.3, (0..36usize, 1..=6u8)),
    ) {
        let labels: Vec<u8> = labels.into_iter().filter(|&l| l as usize <= side).collect();
        let solved = solved_grid(side, &labels);
        let mut givens: Vec<u8> = solved
            .iter()
            .zip(&keep)
            .map(|(&value, &kept)| if kept { value } else { 0 })
            .collect();
        if let Some((cell, value)) = change {
            givens[cell % (side * side)] = 1 + (value - 1) % side as u8;
        }
        if let Ok(grid) = Grid::from_cells(givens) {
            let limit = 2000;
            prop_assert_eq!(
                Solver::new().count(&grid, limit).count,
                count_by_backtracking(&grid, limit),
                "{}", grid
            );
        }
    }
}

#[test]
fn the_generated_grids_are_valid_sudokus() {
    for side in [4, 6] {
        let labels: Vec<u8> = (1..=side as u8).collect();
        let solved = Grid::from_cells(solved_grid(side, &labels)).unwrap();
        check_solution(&solved, &solved).unwrap();
    }
}

#[test]
fn all_288_four_by_four_grids_are_found() {
    let empty: Grid = ".".repeat(16).parse().unwrap();
    assert_eq!(Solver::new().count(&empty, 0).count, 288);
    assert_eq!(count_by_backtracking(&empty, 0), 288);
}

#[test]
fn pretty_multi_line_grids_parse_like_one_line_ones() {
    let pretty = "
        +-------+-------+-------+
        | 4 . . | . 3 . | . . . |
        | . . . | 6 . . | 8 . . |
        | . . . | . . . | . . 1 |
        +-------+-------+-------+
        | . . . | . 5 . | . 9 . |
        | . 8 . | . . . | 6 . . |
        | . 7 . | 2 . . | . . . |
        +-------+-------+-------+
        | . . . | 1 . 2 | 7 . . |
        | 5 . 3 | . . . | . 4 . |
        | 9 . . | . . . | . . . |
        +-------+-------+-------+";
    let one_line =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let grid: Grid = pretty.parse().unwrap();
    assert_eq!(grid.to_string(), one_line);
    assert_eq!(grid, one_line.parse().unwrap());
}

#[test]
fn letters_and_empty_marks_are_read_as_documented() {
    let sixteen = format!("ab0_{}", ".".repeat(252));
    let grid: Grid = sixteen.parse().unwrap();
    assert_eq!(&grid.cells()[..4], &[10, 11, 0, 0]);
    assert!(grid.to_string().starts_with("AB.."));
}

#[test]
fn wrong_lengths_say_how_many_cells_were_found() {
    let error = ".".repeat(80).parse::<Grid>().unwrap_err();
    assert_eq!(error, ParseError::WrongLength { cells: 80 });
    assert_eq!(
        error.to_string(),
        "found 80 cells; a grid has 16 (4×4), 36 (6×6), 81 (9×9), 256 (16×16) or 625 (25×25)"
    );
    assert_eq!(
        "".parse::<Grid>(),
        Err(ParseError::WrongLength { cells: 0 })
    );
}

#[test]
fn bad_characters_say_which_and_where() {
    let error = format!("{}x{}", ".".repeat(16), ".".repeat(64))
        .parse::<Grid>()
        .unwrap_err();
    assert_eq!(
        error,
        ParseError::BadCharacter {
            found: 'x',
            line: 1,
            column: 17,
            in_rows: false,
        }
    );
    assert!(error
        .to_string()
        .starts_with("unexpected 'x' at column 17:"));
    let error = "1 2 . .\n3 4 . .\n. . ? .\n. . . ."
        .parse::<Grid>()
        .unwrap_err();
    assert!(error
        .to_string()
        .starts_with("unexpected '?' at line 3, column 5:"));
    // Written one row a line, the lines and columns are the grid's rows
    // and columns, and the message says so (the solver page sends a grid
    // this way, so that it needs to rewrite no message).
    for (text, place) in [
        ("x...\n....\n....\n....", "row 1, column 1"),
        ("....\n....\n..?.\n....\n", "row 3, column 3"),
    ] {
        let error = text.parse::<Grid>().unwrap_err();
        assert!(
            error
                .to_string()
                .contains(&format!(" at {place}: a cell is")),
            "{error}"
        );
    }
}

/// The characters the page lets empty a cell, and those it keeps out of
/// one, are the parser's.
#[test]
fn the_empty_and_ignored_characters_are_the_parsers() {
    use sudoku_dlx::sudoku::{EMPTY_CELLS, IGNORED};
    let with = |ch: char| format!("{ch}{}", ".".repeat(15)).parse::<Grid>();
    for ch in EMPTY_CELLS.chars() {
        assert_eq!(with(ch).unwrap().to_string(), ".".repeat(16), "{ch:?}");
    }
    for ch in IGNORED.chars() {
        assert_eq!(
            with(ch),
            Err(ParseError::WrongLength { cells: 15 }),
            "{ch:?}"
        );
    }
    for ch in (' '..='~').filter(|&ch| !ch.is_ascii_alphanumeric() && ch != ' ') {
        let kind = with(ch);
        let empty = kind.as_ref().is_ok_and(|g| g.to_string() == ".".repeat(16));
        let ignored = kind == Err(ParseError::WrongLength { cells: 15 });
        assert_eq!(empty, EMPTY_CELLS.contains(ch), "{ch:?}");
        assert_eq!(ignored, IGNORED.contains(ch), "{ch:?}");
    }
}

#[test]
fn symbols_beyond_the_size_name_the_cell() {
    let error = "1234....5.......".parse::<Grid>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "row 3, column 1: '5' is not a symbol of a 4×4 grid (1-4)"
    );
}

#[test]
fn cell_values_beyond_every_alphabet_are_an_error_too() {
    let error = Grid::from_cells(vec![30; 16]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "row 1, column 1: 30 is not a symbol of a 4×4 grid (1-4)"
    );
    assert!(Grid::from_cells(vec![9; 16]).is_err());
}

#[test]
fn contradicting_givens_name_both_cells() {
    let row = format!("5......5.{}", ".".repeat(72));
    assert_eq!(
        row.parse::<Grid>().unwrap_err(),
        ParseError::Conflict {
            symbol: '5',
            unit: Unit::Row(0),
            first: Cell { row: 0, col: 0 },
            second: Cell { row: 0, col: 7 },
        }
    );
    let mut column = vec![b'.'; 81];
    column[2] = b'7';
    column[8 * 9 + 2] = b'7';
    let error = String::from_utf8(column)
        .unwrap()
        .parse::<Grid>()
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "the givens contradict each other: 7 appears twice in column 3, at row 1, column 3 and at row 9, column 3"
    );
    let mut in_box = vec![b'.'; 81];
    in_box[4 * 9 + 4] = b'2';
    in_box[5 * 9 + 3] = b'2';
    let error = String::from_utf8(in_box)
        .unwrap()
        .parse::<Grid>()
        .unwrap_err();
    assert!(matches!(
        error,
        ParseError::Conflict {
            unit: Unit::Box(4),
            ..
        }
    ));
}

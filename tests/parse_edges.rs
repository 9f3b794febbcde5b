//! The parsers at the edges of their input: byte-order marks, text that was
//! not valid Unicode, symbols echoed as typed.

use sudoku_dlx::problem;
use sudoku_dlx::sudoku::{Grid, ParseError};

const PUZZLE: &str =
    ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";

#[test]
fn a_leading_byte_order_mark_is_ignored() {
    let with_bom: Grid = format!("\u{feff}{PUZZLE}").parse().unwrap();
    assert_eq!(with_bom.to_string(), PUZZLE);
}

#[test]
fn a_byte_order_mark_is_not_part_of_the_first_item_name() {
    let problem = problem::parse("\u{feff}a b | s\na s\nb\n").unwrap();
    assert_eq!(problem.item_names, ["a", "b", "s"]);
    let matrix = problem::parse("\u{feff}101\n010\n").unwrap();
    assert_eq!(matrix.item_names.len(), 3);
}

#[test]
fn a_symbol_out_of_range_is_echoed_as_typed() {
    let error = "abcd............".parse::<Grid>().unwrap_err().to_string();
    assert!(
        error.starts_with("row 1, column 1: 'a' is not a symbol of a 4×4 grid (1-4)"),
        "{error}"
    );
    let error = "1b..............".parse::<Grid>().unwrap_err().to_string();
    assert!(error.contains("'b' is not a symbol"), "{error}");
    let error = "1B..............".parse::<Grid>().unwrap_err().to_string();
    assert!(error.contains("'B' is not a symbol"), "{error}");
}

#[test]
fn replacement_characters_are_reported_as_invalid_text() {
    // A lone surrogate from JavaScript, or a byte that is not UTF-8, arrives
    // as U+FFFD.
    let error = "12\u{fffd}4".parse::<Grid>().unwrap_err().to_string();
    assert!(error.contains("not valid text"), "{error}");
    assert!(error.contains("column 3"), "{error}");
    assert!(!error.contains('\u{fffd}'), "{error}");
    let error = problem::parse("a b\na \u{fffd}\n").unwrap_err();
    assert_eq!(error.line, 2);
    assert!(error.message.contains("not valid text"), "{error}");
}

#[test]
fn a_grid_with_far_too_many_cells_is_reported_with_its_count() {
    let error = ".".repeat(100_000).parse::<Grid>().unwrap_err();
    assert_eq!(error, ParseError::WrongLength { cells: 100_000 });
    // A bad character still wins, wherever it is.
    let error = format!("{}x", ".".repeat(5000))
        .parse::<Grid>()
        .unwrap_err();
    assert!(matches!(
        error,
        ParseError::BadCharacter { column: 5001, .. }
    ));
}

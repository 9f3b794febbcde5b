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
}

#[test]
fn an_item_may_be_named_with_a_replacement_character() {
    // Text that was not valid is refused where it is read (bytes by
    // `parse_bytes`, a JavaScript string by the wasm binding), so a U+FFFD
    // that reaches the parser was written.
    let problem = problem::parse("a \u{fffd}\na \u{fffd}\n").unwrap();
    assert_eq!(problem.item_names, ["a", "\u{fffd}"]);
    assert_eq!(problem.option_names, ["a \u{fffd}"]);
}

#[test]
fn bytes_that_are_not_utf8_are_refused_naming_their_line() {
    for (bytes, line) in [
        (&b"a b\na \xff\n"[..], 2),
        (b"\xc3", 1),
        (b"a b\r\na\r\n\r\nb \xe2\x82", 4),
        (b"a b\ra\rb\r\x80", 4),
    ] {
        let error = problem::parse_bytes(bytes).unwrap_err();
        assert_eq!(error.line, line, "{error}");
        assert!(error.message.contains("not valid text"), "{error}");
        assert!(!error.out_of_memory);
    }
    assert_eq!(problem::parse_bytes(b"a\na\n").unwrap().option_names, ["a"]);
}

#[test]
fn a_carriage_return_alone_ends_a_line() {
    // Old Macs' line ends: read as one line, the first line named `a` twice.
    let problem = problem::parse("a b\ra\rb\ra b\r").unwrap();
    assert_eq!(problem.item_names, ["a", "b"]);
    assert_eq!(problem.option_names, ["a", "b", "a b"]);
    // Mixed with the others, each ends one line, and lines are counted so.
    let error = problem::parse("a b\r\na\rb\nc\r").unwrap_err();
    assert_eq!(error.line, 4, "{error}");
    let matrix = problem::parse("10\r01\r").unwrap();
    assert_eq!(matrix.option_names, ["row 1", "row 2"]);
}

#[test]
fn a_first_line_of_zeros_and_ones_names_items_when_the_rest_are_not_its_rows() {
    // Options of one item each: not rows of two columns, so `0 1` names
    // the items `0` and `1`.
    let problem = problem::parse("0 1\n0\n1\n0 1\n").unwrap();
    assert_eq!(problem.item_names, ["0", "1"]);
    assert_eq!(problem.option_names, ["0", "1", "0 1"]);
    assert_eq!(problem.matrix.option_count(), 3);
    let problem = problem::parse("1\n1 \n").unwrap();
    assert_eq!(problem.option_names, ["row 1", "row 2"]);
    // Rows of the same width are a matrix, as before.
    let matrix = problem::parse("0 1\n1 0\n").unwrap();
    assert_eq!(matrix.item_names, ["1", "2"]);
    assert_eq!(matrix.option_names, ["row 1", "row 2"]);
    // A line that could not name items (a name twice) is a row, and a row
    // of the wrong width is still the error.
    let error = problem::parse("0 0 1\n1 1\n").unwrap_err();
    assert_eq!(error.line, 2);
    assert!(
        error.message.contains("2 columns, but the first row has 3"),
        "{error}"
    );
    // Neither a matrix nor Knuth's format: the matrix's error.
    let error = problem::parse("0 1\n0 2\n").unwrap_err();
    assert!(error.message.contains("'2' in a matrix row"), "{error}");
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

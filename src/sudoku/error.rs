//! What can be wrong with a puzzle's text.

use super::{Cell, Unit, SYMBOLS};
use std::fmt;

/// How U+FFFD is reported: it is what a lone surrogate from JavaScript, or
/// bytes that are not UTF-8, become on the way in, never a character that
/// someone typed.
pub const NOT_VALID_TEXT: &str =
    "not valid text (U+FFFD, which stands for a lone surrogate or bytes that are not UTF-8)";

/// What is wrong with a puzzle's text, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// A character that is neither a symbol, an empty cell, nor ignorable.
    BadCharacter {
        /// The character.
        found: char,
        /// 1-based line of the text.
        line: usize,
        /// 1-based column (in characters) within that line.
        column: usize,
        /// Whether the text is the grid written one row a line, each line
        /// a row's cells and nothing else, so that the line and column
        /// are the grid's row and column.
        in_rows: bool,
    },
    /// The number of cells matches no supported size.
    WrongLength {
        /// How many cells the text holds.
        cells: usize,
    },
    /// A symbol beyond the grid's size, such as `7` in a 4×4 grid.
    SymbolTooLarge {
        /// The symbol's number from 1 (beyond 25 when it came from
        /// [`Grid::from_cells`] rather than text).
        value: u8,
        /// Where it stands.
        cell: Cell,
        /// The grid's side.
        side: usize,
        /// The character as it was typed, when the grid came from text.
        typed: Option<char>,
    },
    /// Two givens put the same symbol in one row, column or box.
    Conflict {
        /// The repeated symbol.
        symbol: char,
        /// The unit where both stand.
        unit: Unit,
        /// The earlier cell, in row order.
        first: Cell,
        /// The later cell.
        second: Cell,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::BadCharacter {
                found,
                line,
                column,
                in_rows,
            } => {
                if *found == char::REPLACEMENT_CHARACTER {
                    write!(f, "{NOT_VALID_TEXT} at ")?;
                } else {
                    write!(f, "unexpected {found:?} at ")?;
                }
                if *in_rows {
                    write!(f, "row {line}, ")?;
                } else if *line > 1 {
                    write!(f, "line {line}, ")?;
                }
                write!(
                    f,
                    "column {column}: a cell is a symbol (1-9, then A-P) or '.', '0' or '_' when empty"
                )
            }
            ParseError::WrongLength { cells } => write!(
                f,
                "found {cells} cells; a grid has 16 (4×4), 36 (6×6), 81 (9×9), 256 (16×16) or 625 (25×25)"
            ),
            ParseError::SymbolTooLarge {
                value,
                cell,
                side,
                typed,
            } => {
                let last = SYMBOLS[side - 1] as char;
                let symbol = typed.or_else(|| {
                    SYMBOLS
                        .get(usize::from(*value) - 1)
                        .map(|&symbol| symbol as char)
                });
                match symbol {
                    Some(symbol) => write!(f, "{cell}: {symbol:?} is not a symbol")?,
                    None => write!(f, "{cell}: {value} is not a symbol")?,
                }
                write!(f, " of a {side}×{side} grid (1-{last})")
            }
            ParseError::Conflict {
                symbol,
                unit,
                first,
                second,
            } => write!(
                f,
                "the givens contradict each other: {symbol} appears twice in {unit}, at {first} and at {second}"
            ),
        }
    }
}

impl std::error::Error for ParseError {}

//! Grids, their shapes and their text form.

use super::ParseError;
use std::fmt;
use std::str::FromStr;

/// The symbols, in order: a grid of side `n` uses the first `n`.
pub const SYMBOLS: &[u8; 25] = b"123456789ABCDEFGHIJKLMNOP";

/// The supported grid sizes: side, and box height by width.
const SHAPES: [Shape; 5] = [
    Shape::new(4, 2, 2),
    Shape::new(6, 2, 3),
    Shape::new(9, 3, 3),
    Shape::new(16, 4, 4),
    Shape::new(25, 5, 5),
];

/// A grid's side and box dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    side: usize,
    box_rows: usize,
    box_cols: usize,
}

impl Shape {
    const fn new(side: usize, box_rows: usize, box_cols: usize) -> Shape {
        Shape {
            side,
            box_rows,
            box_cols,
        }
    }

    /// Every supported shape, smallest first.
    pub fn supported() -> [Shape; 5] {
        SHAPES
    }

    /// The shape of a grid with `cells` cells, if one is supported.
    pub fn for_cells(cells: usize) -> Option<Shape> {
        SHAPES.into_iter().find(|shape| shape.cells() == cells)
    }

    /// Symbols per row, column and box.
    pub fn side(self) -> usize {
        self.side
    }

    /// Rows in a box.
    pub fn box_rows(self) -> usize {
        self.box_rows
    }

    /// Columns in a box.
    pub fn box_cols(self) -> usize {
        self.box_cols
    }

    /// Cells in the grid.
    pub fn cells(self) -> usize {
        self.side * self.side
    }

    /// The box (numbered row by row from 0) that holds a cell.
    pub fn box_of(self, row: usize, col: usize) -> usize {
        row / self.box_rows * (self.side / self.box_cols) + col / self.box_cols
    }
}

/// A cell's place, 0-based; shown 1-based as "row 2, column 7".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// 0-based row.
    pub row: usize,
    /// 0-based column.
    pub col: usize,
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row {}, column {}", self.row + 1, self.col + 1)
    }
}

/// A row, column or box: where two givens can contradict each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// A row, 0-based.
    Row(usize),
    /// A column, 0-based.
    Column(usize),
    /// A box, 0-based, numbered row by row.
    Box(usize),
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(i) => write!(f, "row {}", i + 1),
            Unit::Column(i) => write!(f, "column {}", i + 1),
            Unit::Box(i) => write!(f, "box {}", i + 1),
        }
    }
}

/// A Sudoku grid whose givens do not contradict each other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub(super) shape: Shape,
    /// Row by row: 0 for empty, else the symbol's number from 1.
    pub(super) cells: Vec<u8>,
}

impl Grid {
    /// A grid from cell values (0 for empty, 1..=side), checked like parsed
    /// text: the size must be supported and the givens consistent.
    pub fn from_cells(cells: Vec<u8>) -> Result<Grid, ParseError> {
        let shape =
            Shape::for_cells(cells.len()).ok_or(ParseError::WrongLength { cells: cells.len() })?;
        let grid = Grid { shape, cells };
        grid.check()?;
        Ok(grid)
    }

    /// The grid's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The cells, row by row: 0 for empty, else the symbol's number from 1.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The value at a cell: 0 for empty, else the symbol's number from 1.
    pub fn get(&self, cell: Cell) -> u8 {
        self.cells[cell.row * self.shape.side + cell.col]
    }

    fn cell_at(&self, index: usize) -> Cell {
        Cell {
            row: index / self.shape.side,
            col: index % self.shape.side,
        }
    }

    /// Symbols in range, then no symbol twice in a unit.
    fn check(&self) -> Result<(), ParseError> {
        let shape = self.shape;
        let side = shape.side;
        if let Some(index) = self.cells.iter().position(|&v| v as usize > side) {
            return Err(ParseError::SymbolTooLarge {
                value: self.cells[index],
                cell: self.cell_at(index),
                side,
                typed: None,
            });
        }
        if self.units_agree() {
            return Ok(());
        }
        // The first cell seen holding each symbol, per unit, to say where
        // the conflict is.
        let mut seen = vec![None; 3 * side * side];
        for (index, &value) in self.cells.iter().enumerate() {
            if value == 0 {
                continue;
            }
            let cell = self.cell_at(index);
            let symbol = value as usize - 1;
            let units = [
                Unit::Row(cell.row),
                Unit::Column(cell.col),
                Unit::Box(shape.box_of(cell.row, cell.col)),
            ];
            for (group, unit) in units.into_iter().enumerate() {
                let unit_index = match unit {
                    Unit::Row(i) | Unit::Column(i) | Unit::Box(i) => i,
                };
                let slot = &mut seen[(group * side + unit_index) * side + symbol];
                if let Some(first) = *slot {
                    return Err(ParseError::Conflict {
                        symbol: symbol_char(value),
                        unit,
                        first,
                        second: cell,
                    });
                }
                *slot = Some(cell);
            }
        }
        Ok(())
    }
}

impl Grid {
    /// Whether no symbol is given twice in a row, column or box: the check
    /// every grid passes, with a bit set per unit and no allocation.
    fn units_agree(&self) -> bool {
        let shape = self.shape;
        let mut seen = [[0u32; SYMBOLS.len()]; 3];
        for (row, cells) in self.cells.chunks_exact(shape.side).enumerate() {
            for (col, &value) in cells.iter().enumerate() {
                if value == 0 {
                    continue;
                }
                let bit = 1 << (value - 1);
                let units = [row, col, shape.box_of(row, col)];
                for (seen, unit) in seen.iter_mut().zip(units) {
                    if seen[unit] & bit != 0 {
                        return false;
                    }
                    seen[unit] |= bit;
                }
            }
        }
        true
    }
}

pub(super) fn symbol_char(value: u8) -> char {
    SYMBOLS[value as usize - 1] as char
}

/// The largest grid's number of cells: the parser stops collecting there.
const MAX_CELLS: usize = 625;

/// The characters that stand for an empty cell.
pub const EMPTY_CELLS: &str = ".0_";

/// The characters, besides whitespace, that a grid's text may hold between
/// cells: the lines of a grid drawn with borders.
pub const IGNORED: &str = "|-+";

/// What a character of a grid's text is: `Some(Some(value))` a cell (0
/// for empty), `Some(None)` ignorable, `None` not allowed. The patterns
/// spell out [`EMPTY_CELLS`] and [`IGNORED`], which a test holds them to.
fn cell_value(ch: char) -> Option<Option<u8>> {
    Some(Some(match ch {
        '.' | '0' | '_' => 0,
        '1'..='9' => ch as u8 - b'0',
        'A'..='P' => ch as u8 - b'A' + 10,
        'a'..='p' => ch as u8 - b'a' + 10,
        '|' | '-' | '+' => return Some(None),
        ch if ch.is_whitespace() => return Some(None),
        _ => return None,
    }))
}

/// Whether `text` is a grid written one row a line, each line a row's
/// cells and nothing else, so that its lines and columns are the grid's
/// rows and columns: as many lines as characters in each (a last newline
/// and carriage returns aside), and that number a supported side. Only
/// for a message, so one plain pass: the core module has no line
/// splitting of its own.
fn is_in_rows(text: &str) -> bool {
    let (mut lines, mut width, mut column) = (0, None, 0);
    for ch in text.chars().chain(['\n']) {
        match ch {
            '\r' => {}
            '\n' if column == 0 && lines > 0 => break,
            '\n' => {
                if *width.get_or_insert(column) != column {
                    return false;
                }
                lines += 1;
                column = 0;
            }
            _ => column += 1,
        }
    }
    width == Some(lines) && Shape::supported().iter().any(|shape| shape.side() == lines)
}

impl FromStr for Grid {
    type Err = ParseError;

    /// Reads cells in row order: symbols, and `.`, `0` or `_` for empty.
    /// Whitespace and the grid-drawing characters `|`, `-` and `+` are
    /// ignored, so both one-line and pretty multi-line grids parse; so is a
    /// byte-order mark at the start. Past the largest grid's cells the text
    /// is only counted, so a huge text costs no memory beyond itself.
    fn from_str(text: &str) -> Result<Grid, ParseError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut cells = Vec::with_capacity(81);
        let mut count = 0;
        let (mut line, mut column) = (1, 0);
        for ch in text.chars() {
            column += 1;
            match cell_value(ch) {
                Some(Some(value)) => {
                    if count < MAX_CELLS {
                        cells.push(value);
                    }
                    count += 1;
                }
                _ if ch == '\n' => (line, column) = (line + 1, 0),
                Some(None) => {}
                None => {
                    return Err(ParseError::BadCharacter {
                        found: ch,
                        line,
                        column,
                        in_rows: is_in_rows(text),
                    })
                }
            }
        }
        if count > MAX_CELLS {
            return Err(ParseError::WrongLength { cells: count });
        }
        Grid::from_cells(cells).map_err(|mut error| {
            if let ParseError::SymbolTooLarge {
                cell, side, typed, ..
            } = &mut error
            {
                *typed = text
                    .chars()
                    .filter(|&ch| matches!(cell_value(ch), Some(Some(_))))
                    .nth(cell.row * *side + cell.col);
            }
            error
        })
    }
}

impl fmt::Display for Grid {
    /// The one-line form: row by row, `.` for empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text: String = self
            .cells
            .iter()
            .map(|&v| if v == 0 { '.' } else { symbol_char(v) })
            .collect();
        f.write_str(&text)
    }
}

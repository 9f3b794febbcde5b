//! Sudoku as an exact-cover problem, on the generic engine in [`crate::dlx`].
//!
//! A grid of side `n` has four groups of `n²` constraints: each cell holds one
//! symbol, and each row, column and box holds each symbol once. A placement
//! "symbol `v` in cell `(r, c)`" is an option covering one constraint of each
//! group. Only constraints the givens leave open become items, and only
//! placements consistent with the givens become options, so the search starts
//! from the smallest matrix the givens allow (the seeds do the same).

use crate::dlx::{Matrix, Search, Stats};
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
            } => {
                write!(f, "unexpected {found:?} at ")?;
                if *line > 1 {
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
            ParseError::SymbolTooLarge { value, cell, side } => {
                let last = SYMBOLS[side - 1] as char;
                match SYMBOLS.get(usize::from(*value) - 1) {
                    Some(&symbol) => write!(f, "{cell}: {:?} is not a symbol", symbol as char)?,
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

/// A Sudoku grid whose givens do not contradict each other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    shape: Shape,
    /// Row by row: 0 for empty, else the symbol's number from 1.
    cells: Vec<u8>,
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
            });
        }
        // The first cell seen holding each symbol, per unit.
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

fn symbol_char(value: u8) -> char {
    SYMBOLS[value as usize - 1] as char
}

impl FromStr for Grid {
    type Err = ParseError;

    /// Reads cells in row order: symbols, and `.`, `0` or `_` for empty.
    /// Whitespace and the grid-drawing characters `|`, `-` and `+` are
    /// ignored, so both one-line and pretty multi-line grids parse.
    fn from_str(text: &str) -> Result<Grid, ParseError> {
        let mut cells = Vec::with_capacity(81);
        for (line_index, line) in text.lines().enumerate() {
            for (column_index, ch) in line.chars().enumerate() {
                let value = match ch {
                    '.' | '0' | '_' => 0,
                    '1'..='9' => ch as u8 - b'0',
                    'A'..='P' => ch as u8 - b'A' + 10,
                    'a'..='p' => ch as u8 - b'a' + 10,
                    '|' | '-' | '+' => continue,
                    ch if ch.is_whitespace() => continue,
                    found => {
                        return Err(ParseError::BadCharacter {
                            found,
                            line: line_index + 1,
                            column: column_index + 1,
                        })
                    }
                };
                cells.push(value);
            }
        }
        Grid::from_cells(cells)
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

/// The kind of an exact-cover constraint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstraintKind {
    /// A cell holds exactly one symbol.
    Cell,
    /// A row holds a symbol exactly once.
    Row,
    /// A column holds a symbol exactly once.
    Column,
    /// A box holds a symbol exactly once.
    Box,
}

/// One constraint, that is one item of the matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Constraint {
    /// Which group it belongs to.
    pub kind: ConstraintKind,
    /// For a cell constraint its row, else the row, column or box (0-based).
    pub unit: usize,
    /// For a cell constraint its column, else the symbol's number from 1.
    pub value: usize,
}

impl fmt::Display for Constraint {
    /// Short names as in the visualizer: `R3C5` for a cell, `R3#5`, `C5#3`
    /// and `B2#7` for a symbol in a row, column or box.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let unit = self.unit + 1;
        match self.kind {
            ConstraintKind::Cell => write!(f, "R{unit}C{}", self.value + 1),
            ConstraintKind::Row => write!(f, "R{unit}#{}", symbol_char(self.value as u8)),
            ConstraintKind::Column => write!(f, "C{unit}#{}", symbol_char(self.value as u8)),
            ConstraintKind::Box => write!(f, "B{unit}#{}", symbol_char(self.value as u8)),
        }
    }
}

/// One option of the matrix: a symbol in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The cell's index, row by row.
    pub cell: u16,
    /// The symbol's number from 1.
    pub value: u8,
}

/// How a grid's open constraints and candidate placements map onto the
/// items and options of a [`Matrix`].
#[derive(Clone, Debug, Default)]
pub struct Encoding {
    givens: Option<Grid>,
    /// The constraint of each item.
    constraints: Vec<Constraint>,
    /// The placement of each option.
    placements: Vec<Placement>,
    /// Scratch: each constraint's item, or `u32::MAX` if the givens meet it.
    item_of: Vec<u32>,
}

impl Encoding {
    /// Encodes `grid` into `matrix`, replacing what both held before but
    /// keeping their allocations.
    pub fn encode(&mut self, grid: &Grid, matrix: &mut Matrix) {
        let shape = grid.shape;
        let n = shape.side;
        let full: u32 = (1 << n) - 1;
        // Symbols already used in each row, column and box, as bit sets.
        let mut used = [0u32; 3 * SYMBOLS.len()];
        let (rows, rest) = used.split_at_mut(n);
        let (cols, boxes) = rest.split_at_mut(n);
        for (index, &value) in grid.cells.iter().enumerate() {
            if value != 0 {
                let (row, col) = (index / n, index % n);
                let bit = 1 << (value - 1);
                rows[row] |= bit;
                cols[col] |= bit;
                boxes[shape.box_of(row, col)] |= bit;
            }
        }

        self.constraints.clear();
        self.item_of.clear();
        self.item_of.resize(4 * n * n, u32::MAX);
        let groups = [
            ConstraintKind::Cell,
            ConstraintKind::Row,
            ConstraintKind::Column,
            ConstraintKind::Box,
        ];
        for (group, kind) in groups.into_iter().enumerate() {
            for unit in 0..n {
                for value in 0..n {
                    let open = match kind {
                        ConstraintKind::Cell => grid.cells[unit * n + value] == 0,
                        ConstraintKind::Row => rows[unit] & (1 << value) == 0,
                        ConstraintKind::Column => cols[unit] & (1 << value) == 0,
                        ConstraintKind::Box => boxes[unit] & (1 << value) == 0,
                    };
                    if open {
                        self.item_of[(group * n + unit) * n + value] =
                            self.constraints.len() as u32;
                        let value = if kind == ConstraintKind::Cell {
                            value
                        } else {
                            value + 1
                        };
                        self.constraints.push(Constraint { kind, unit, value });
                    }
                }
            }
        }

        matrix.clear(self.constraints.len(), 0);
        self.placements.clear();
        for (index, &value) in grid.cells.iter().enumerate() {
            if value != 0 {
                continue;
            }
            let (row, col) = (index / n, index % n);
            let bx = shape.box_of(row, col);
            let mut candidates = full & !(rows[row] | cols[col] | boxes[bx]);
            while candidates != 0 {
                let symbol = candidates.trailing_zeros() as usize;
                candidates &= candidates - 1;
                let item = |group: usize, unit: usize, value: usize| {
                    self.item_of[(group * n + unit) * n + value] as usize
                };
                let option = [
                    item(0, row, col),
                    item(1, row, symbol),
                    item(2, col, symbol),
                    item(3, bx, symbol),
                ];
                matrix
                    .add_option(&option)
                    .expect("an open cell's candidates meet four distinct open constraints");
                self.placements.push(Placement {
                    cell: index as u16,
                    value: symbol as u8 + 1,
                });
            }
        }
        self.givens = Some(grid.clone());
    }

    /// The constraint that an item stands for.
    ///
    /// # Panics
    ///
    /// If `item` is not an item of the last grid encoded, as for the other
    /// methods that take an item or an option, and for all of them before
    /// the first [`Encoding::encode`].
    pub fn constraint(&self, item: usize) -> Constraint {
        self.constraints[item]
    }

    /// An option's name, such as `R3C5=7`: a symbol in a cell.
    pub fn placement_name(&self, option: usize) -> String {
        let Placement { cell, value } = self.placements[option];
        let side = self
            .givens
            .as_ref()
            .expect("named after encode()")
            .shape
            .side;
        let (row, col) = (usize::from(cell) / side + 1, usize::from(cell) % side + 1);
        format!("R{row}C{col}={}", symbol_char(value))
    }

    /// The placement that an option stands for.
    pub fn placement(&self, option: usize) -> Placement {
        self.placements[option]
    }

    /// The givens with the placements of `options` filled in.
    pub fn fill(&self, options: impl IntoIterator<Item = usize>) -> Grid {
        let mut grid = self.givens.clone().expect("fill() follows encode()");
        for option in options {
            let Placement { cell, value } = self.placements[option];
            grid.cells[cell as usize] = value;
        }
        grid
    }
}

/// The answer of [`Solver::solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The first solution found, if there is one.
    pub solution: Option<Grid>,
    /// The work it took.
    pub stats: Stats,
}

/// The answer of [`Solver::count`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted {
    /// The number of solutions, at most the limit.
    pub count: u64,
    /// The work it took.
    pub stats: Stats,
}

/// Solves and counts grids, reusing its buffers from one grid to the next.
pub struct Solver {
    search: Search<Matrix>,
    encoding: Encoding,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

impl Solver {
    /// A solver with empty buffers.
    pub fn new() -> Solver {
        Solver {
            search: Search::new(Matrix::default()),
            encoding: Encoding::default(),
        }
    }

    fn load(&mut self, grid: &Grid) {
        let encoding = &mut self.encoding;
        self.search.rebuild(|matrix| encoding.encode(grid, matrix));
    }

    /// The first solution, if any.
    pub fn solve(&mut self, grid: &Grid) -> Solved {
        self.load(grid);
        let solution = self
            .search
            .next_solution()
            .map(|options| self.encoding.fill(options));
        Solved {
            solution,
            stats: self.search.stats(),
        }
    }

    /// The number of solutions, stopping at `limit` (0 for all).
    pub fn count(&mut self, grid: &Grid, limit: u64) -> Counted {
        self.load(grid);
        let count = self.search.count(limit);
        Counted {
            count,
            stats: self.search.stats(),
        }
    }

    /// Whether the grid has exactly one solution; the search stops at two.
    pub fn is_unique(&mut self, grid: &Grid) -> (bool, Stats) {
        let Counted { count, stats } = self.count(grid, 2);
        (count == 1, stats)
    }
}

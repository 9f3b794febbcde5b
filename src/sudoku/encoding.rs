//! The map between a grid and the items and options of a matrix.

use super::grid::symbol_char;
use super::{Grid, Shape, SYMBOLS};
use crate::dlx::Matrix;
use std::fmt;

/// The kind of an exact-cover constraint, numbered as the binding's
/// `itemGroup` numbers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
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

impl ConstraintKind {
    /// Every kind, in the matrix's order of items.
    pub const ALL: [ConstraintKind; 4] = [
        ConstraintKind::Cell,
        ConstraintKind::Row,
        ConstraintKind::Column,
        ConstraintKind::Box,
    ];
}

/// One constraint, that is one item of the matrix. Rows, columns, boxes and
/// cells count from 0 (boxes row by row); a value is a symbol's number from
/// 1, as in a [`Grid`]'s cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Constraint {
    /// The cell at `row`, `column` holds exactly one symbol.
    Cell {
        /// The cell's row.
        row: usize,
        /// The cell's column.
        column: usize,
    },
    /// `row` holds `value` exactly once.
    Row {
        /// The row.
        row: usize,
        /// The symbol's number from 1.
        value: u8,
    },
    /// `column` holds `value` exactly once.
    Column {
        /// The column.
        column: usize,
        /// The symbol's number from 1.
        value: u8,
    },
    /// Box `index` holds `value` exactly once.
    Box {
        /// The box, numbered row by row.
        index: usize,
        /// The symbol's number from 1.
        value: u8,
    },
}

impl Constraint {
    /// The group the constraint belongs to.
    pub fn kind(self) -> ConstraintKind {
        match self {
            Constraint::Cell { .. } => ConstraintKind::Cell,
            Constraint::Row { .. } => ConstraintKind::Row,
            Constraint::Column { .. } => ConstraintKind::Column,
            Constraint::Box { .. } => ConstraintKind::Box,
        }
    }

    /// The cells of a grid of `shape` whose placements meet the constraint,
    /// row by row: one cell, or a whole row, column or box.
    pub fn cells(self, shape: Shape) -> Vec<usize> {
        let n = shape.side();
        match self {
            Constraint::Cell { row, column } => vec![row * n + column],
            Constraint::Row { row, .. } => (row * n..(row + 1) * n).collect(),
            Constraint::Column { column, .. } => (0..n).map(|r| r * n + column).collect(),
            Constraint::Box { index, .. } => {
                let (rows, cols) = (shape.box_rows(), shape.box_cols());
                let boxes_per_row = n / cols;
                let top = index / boxes_per_row * rows;
                let left = index % boxes_per_row * cols;
                (0..n)
                    .map(|k| (top + k / cols) * n + left + k % cols)
                    .collect()
            }
        }
    }

    /// The constraint of `kind` on `unit` (a row, column or box; for a cell
    /// constraint the cell's row) and `slot` (for a cell constraint its
    /// column, else the symbol's number from 0).
    fn new(kind: ConstraintKind, unit: usize, slot: usize) -> Constraint {
        let value = slot as u8 + 1;
        match kind {
            ConstraintKind::Cell => Constraint::Cell {
                row: unit,
                column: slot,
            },
            ConstraintKind::Row => Constraint::Row { row: unit, value },
            ConstraintKind::Column => Constraint::Column {
                column: unit,
                value,
            },
            ConstraintKind::Box => Constraint::Box { index: unit, value },
        }
    }
}

impl fmt::Display for Constraint {
    /// Short names as in the visualizer: `R3C5` for a cell, `R3#5`, `C5#3`
    /// and `B2#7` for a symbol in a row, column or box.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Constraint::Cell { row, column } => write!(f, "R{}C{}", row + 1, column + 1),
            Constraint::Row { row, value } => write!(f, "R{}#{}", row + 1, symbol_char(value)),
            Constraint::Column { column, value } => {
                write!(f, "C{}#{}", column + 1, symbol_char(value))
            }
            Constraint::Box { index, value } => {
                write!(f, "B{}#{}", index + 1, symbol_char(value))
            }
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

/// The four groups of constraints, in the order their items are numbered.
/// Cell constraints come first: MRV breaks ties leftmost, and cells make the
/// better branches (docs/performance.md has the figures).
const GROUPS: [ConstraintKind; 4] = [
    ConstraintKind::Cell,
    ConstraintKind::Row,
    ConstraintKind::Column,
    ConstraintKind::Box,
];

/// The symbols the givens already use in each row, column and box, as bit
/// sets (bit `v - 1` for value `v`), and each column's box within its band
/// of boxes, so that the loops over cells find a cell's box without
/// dividing.
struct Used {
    rows: [u32; SYMBOLS.len()],
    cols: [u32; SYMBOLS.len()],
    boxes: [u32; SYMBOLS.len()],
    box_of_col: [u8; SYMBOLS.len()],
}

impl Used {
    fn of(grid: &Grid) -> Used {
        let shape = grid.shape;
        let n = shape.side();
        let mut used = Used {
            rows: [0; SYMBOLS.len()],
            cols: [0; SYMBOLS.len()],
            boxes: [0; SYMBOLS.len()],
            box_of_col: [0; SYMBOLS.len()],
        };
        for col in 0..n {
            used.box_of_col[col] = shape.box_of(0, col) as u8;
        }
        for (row, cells) in grid.cells.chunks_exact(n).enumerate() {
            let band = used.band(shape, row);
            for (col, &value) in cells.iter().enumerate() {
                if value != 0 {
                    let bit = 1 << (value - 1);
                    used.rows[row] |= bit;
                    used.cols[col] |= bit;
                    used.boxes[band + usize::from(used.box_of_col[col])] |= bit;
                }
            }
        }
        used
    }

    /// The first box of `row`'s band: a cell's box is this plus its
    /// column's `box_of_col`.
    fn band(&self, shape: Shape, row: usize) -> usize {
        shape.box_of(row, 0)
    }
}

/// How a grid's open constraints and candidate placements map onto the
/// items and options of a [`Matrix`].
#[derive(Clone, Debug, Default)]
pub struct Encoding {
    givens: Option<Grid>,
    /// The constraint of each item, as its place in `item_of`: group,
    /// unit and slot, each numbered from 0 (see [`Constraint::new`]).
    constraints: Vec<u16>,
    /// The placement of each option.
    placements: Vec<Placement>,
    /// Scratch: each constraint's item, or `u32::MAX` if the givens meet it.
    item_of: Vec<u32>,
}

impl Encoding {
    /// Encodes `grid` into `matrix`, replacing what both held before but
    /// keeping their allocations.
    pub fn encode(&mut self, grid: &Grid, matrix: &mut Matrix) {
        let used = Used::of(grid);
        self.number_open_constraints(grid, &used);
        self.add_candidates(grid, &used, matrix);
        match &mut self.givens {
            // Copied into the last grid's cells: no allocation per puzzle.
            Some(givens) => {
                givens.shape = grid.shape;
                givens.cells.clone_from(&grid.cells);
            }
            None => self.givens = Some(grid.clone()),
        }
    }

    /// Makes every constraint the givens leave open an item, in group order
    /// (cells, rows, columns, boxes).
    fn number_open_constraints(&mut self, grid: &Grid, used: &Used) {
        let n = grid.shape.side();
        self.constraints.clear();
        self.item_of.clear();
        self.item_of.resize(4 * n * n, u32::MAX);
        let mut open = |key: usize| {
            self.item_of[key] = self.constraints.len() as u32;
            self.constraints.push(key as u16);
        };
        for (key, &value) in grid.cells.iter().enumerate() {
            if value == 0 {
                open(key);
            }
        }
        for (group, units) in [&used.rows, &used.cols, &used.boxes]
            .into_iter()
            .enumerate()
        {
            for (unit, &mask) in units[..n].iter().enumerate() {
                let base = ((group + 1) * n + unit) * n;
                for slot in 0..n {
                    if mask & (1 << slot) == 0 {
                        open(base + slot);
                    }
                }
            }
        }
    }

    /// Adds an option for every symbol that the givens allow in an open
    /// cell, covering its four constraints.
    fn add_candidates(&mut self, grid: &Grid, used: &Used, matrix: &mut Matrix) {
        let shape = grid.shape;
        let n = shape.side();
        let full: u32 = (1 << n) - 1;
        matrix.clear(self.constraints.len(), 0);
        self.placements.clear();
        let item_of = &self.item_of;
        for (row, cells) in grid.cells.chunks_exact(n).enumerate() {
            let band = used.band(shape, row);
            let row_items = &item_of[(n + row) * n..][..n];
            for (col, &value) in cells.iter().enumerate() {
                if value != 0 {
                    continue;
                }
                let bx = band + usize::from(used.box_of_col[col]);
                let index = row * n + col;
                let cell_item = item_of[index] as usize;
                let col_items = &item_of[(2 * n + col) * n..][..n];
                let box_items = &item_of[(3 * n + bx) * n..][..n];
                let mut candidates = full & !(used.rows[row] | used.cols[col] | used.boxes[bx]);
                while candidates != 0 {
                    let symbol = candidates.trailing_zeros() as usize;
                    candidates &= candidates - 1;
                    let option = [
                        cell_item,
                        row_items[symbol] as usize,
                        col_items[symbol] as usize,
                        box_items[symbol] as usize,
                    ];
                    // Not `expect`: its message would print the error, and
                    // its formatting would weigh on the wasm module.
                    let added = matrix.add_option(&option);
                    assert!(
                        added.is_ok(),
                        "an open cell's candidates meet four distinct open constraints"
                    );
                    self.placements.push(Placement {
                        cell: index as u16,
                        value: symbol as u8 + 1,
                    });
                }
            }
        }
    }

    /// The constraint that an item stands for.
    ///
    /// # Panics
    ///
    /// If `item` is not an item of the last grid encoded, as for the other
    /// methods that take an item or an option, and for all of them before
    /// the first [`Encoding::encode`].
    pub fn constraint(&self, item: usize) -> Constraint {
        let key = usize::from(self.constraints[item]);
        let n = self.shape().side();
        Constraint::new(GROUPS[key / (n * n)], key / n % n, key % n)
    }

    /// The cells whose placements meet an item's constraint, row by row.
    pub fn constraint_cells(&self, item: usize) -> Vec<usize> {
        self.constraint(item).cells(self.shape())
    }

    fn shape(&self) -> Shape {
        self.givens.as_ref().expect("shaped after encode()").shape
    }

    /// An option's name, such as `R3C5=7`: a symbol in a cell.
    pub fn placement_name(&self, option: usize) -> String {
        let Placement { cell, value } = self.placements[option];
        let side = self.shape().side();
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

//! The map between a grid and the items and options of a matrix.

use super::grid::symbol_char;
use super::{Grid, SYMBOLS};
use crate::dlx::Matrix;
use std::fmt;

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
        let n = shape.side();
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
            .side();
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

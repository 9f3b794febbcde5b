//! Rows, columns and boxes as lists of cells, worked out once per grid size
//! so that neither the ladder's rungs nor the logical techniques divide to
//! find a cell's box: the one definition of the units.

use super::{Shape, Unit};

/// The units of a grid: rows are units `0..n`, columns `n..2n` and boxes
/// `2n..3n`, for a grid of side `n`; cells are numbered row by row.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    side: usize,
    /// Each cell's row, column and box.
    units_of: Vec<[usize; 3]>,
    /// Each unit's cells, `side` per unit.
    cells_of: Vec<usize>,
}

impl Layout {
    /// The layout of a grid of `shape`.
    pub fn new(shape: Shape) -> Layout {
        let n = shape.side();
        let units_of: Vec<[usize; 3]> = (0..n * n)
            .map(|cell| {
                let (row, col) = (cell / n, cell % n);
                [row, n + col, 2 * n + shape.box_of(row, col)]
            })
            .collect();
        Layout::of_units(n, units_of)
    }

    /// The layout of a grid of side `side` whose third kind of unit is
    /// `boxes[cell]`, each cell's box: a jigsaw's regions, each of `side`
    /// cells, numbered from 0.
    pub fn with_boxes(side: usize, boxes: &[usize]) -> Layout {
        let n = side;
        let units_of: Vec<[usize; 3]> = (0..n * n)
            .map(|cell| [cell / n, n + cell % n, 2 * n + boxes[cell]])
            .collect();
        Layout::of_units(n, units_of)
    }

    /// The layout whose cells lie in `units_of`, each cell's row, column
    /// and box.
    fn of_units(n: usize, units_of: Vec<[usize; 3]>) -> Layout {
        let mut cells_of = vec![0; 3 * n * n];
        let mut filled = vec![0; 3 * n];
        for (cell, units) in units_of.iter().enumerate() {
            for &unit in units {
                cells_of[unit * n + filled[unit]] = cell;
                filled[unit] += 1;
            }
        }
        Layout {
            side: n,
            units_of,
            cells_of,
        }
    }

    /// Symbols per unit, and units of each kind.
    pub fn side(&self) -> usize {
        self.side
    }

    /// The number of cells.
    pub fn cells(&self) -> usize {
        self.units_of.len()
    }

    /// The number of units: rows, columns and boxes.
    pub fn units(&self) -> usize {
        3 * self.side
    }

    /// A cell's row, column and box.
    pub fn units_of(&self, cell: usize) -> [usize; 3] {
        self.units_of[cell]
    }

    /// A unit's cells, in row order.
    pub fn unit(&self, unit: usize) -> &[usize] {
        &self.cells_of[unit * self.side..(unit + 1) * self.side]
    }

    /// The mask of every symbol: bit `s - 1` for symbol `s`.
    pub fn all_symbols(&self) -> u32 {
        (1 << self.side) - 1
    }

    /// This layout, rebuilt if `shape` is another size.
    pub fn fit(&mut self, shape: Shape) {
        if self.side != shape.side() {
            *self = Layout::new(shape);
        }
    }

    /// A unit's number as the row, column or box it is.
    pub fn named(&self, unit: usize) -> Unit {
        let n = self.side;
        match unit / n {
            0 => Unit::Row(unit),
            1 => Unit::Column(unit - n),
            _ => Unit::Box(unit - 2 * n),
        }
    }

    /// Whether two distinct cells share a row, column or box.
    pub fn sees(&self, a: usize, b: usize) -> bool {
        a != b && {
            let (x, y) = (self.units_of[a], self.units_of[b]);
            x[0] == y[0] || x[1] == y[1] || x[2] == y[2]
        }
    }
}

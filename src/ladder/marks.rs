//! Rung 2, marks: the search of brute force, but each row, column and box
//! keeps a table of the symbols it uses, so a check is three lookups instead
//! of a scan.

use super::brute::InOrder;
use super::{Backtrack, Board, Layout};
use crate::sudoku::Grid;

/// The marks rung.
pub fn rung() -> Backtrack<Marks, InOrder> {
    Backtrack::new("marks", Marks::default(), InOrder)
}

/// The cells, and for each unit and symbol whether the unit uses it.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    layout: Layout,
    cells: Vec<u8>,
    /// `used[unit * side + symbol - 1]`.
    used: Vec<bool>,
}

impl Marks {
    fn mark(&mut self, cell: usize, symbol: u8, used: bool) {
        let side = self.layout.side();
        for unit in self.layout.units_of(cell) {
            self.used[unit * side + usize::from(symbol) - 1] = used;
        }
    }
}

impl Board for Marks {
    fn load(&mut self, grid: &Grid) {
        self.layout.fit(grid.shape());
        self.cells.clear();
        self.cells.resize(self.layout.cells(), 0);
        self.used.clear();
        self.used
            .resize(self.layout.units() * self.layout.side(), false);
        for (cell, &symbol) in grid.cells().iter().enumerate() {
            if symbol != 0 {
                self.place(cell, symbol);
            }
        }
    }

    fn layout(&self) -> &Layout {
        &self.layout
    }

    fn fits(&self, cell: usize, symbol: u8) -> bool {
        let side = self.layout.side();
        let symbol = usize::from(symbol) - 1;
        self.layout
            .units_of(cell)
            .iter()
            .all(|&unit| !self.used[unit * side + symbol])
    }

    fn cells(&self) -> &[u8] {
        &self.cells
    }

    fn place(&mut self, cell: usize, symbol: u8) {
        self.cells[cell] = symbol;
        self.mark(cell, symbol, true);
    }

    fn remove(&mut self, cell: usize) {
        let symbol = self.cells[cell];
        self.cells[cell] = 0;
        self.mark(cell, symbol, false);
    }
}

//! Rung 3, bitmask: each row, column and box keeps the symbols it still
//! lacks as the bits of one word, so the candidates of a cell are
//! `row & column & box`, found at once, and the search tries them bit by
//! bit instead of checking every symbol.

use super::brute::InOrder;
use super::{Backtrack, Board, Layout};
use crate::sudoku::Grid;

/// The bitmask rung.
pub fn rung() -> Backtrack<Masks, InOrder> {
    Backtrack::new("bitmask", Masks::default(), InOrder)
}

/// The cells, and for each unit the mask of its free symbols.
#[derive(Clone, Debug, Default)]
pub struct Masks {
    layout: Layout,
    cells: Vec<u8>,
    /// Bit `s - 1` of `free[unit]` is set while the unit lacks symbol `s`.
    free: Vec<u32>,
}

impl Board for Masks {
    fn load(&mut self, grid: &Grid) {
        self.layout.fit(grid.shape());
        self.cells.clear();
        self.cells.resize(self.layout.cells(), 0);
        self.free.clear();
        self.free
            .resize(self.layout.units(), self.layout.all_symbols());
        for (cell, &symbol) in grid.cells().iter().enumerate() {
            if symbol != 0 {
                self.place(cell, symbol);
            }
        }
    }

    fn layout(&self) -> &Layout {
        &self.layout
    }

    fn cells(&self) -> &[u8] {
        &self.cells
    }

    fn fits(&self, cell: usize, symbol: u8) -> bool {
        self.candidates(cell) >> (symbol - 1) & 1 == 1
    }

    fn candidates(&self, cell: usize) -> u32 {
        let [row, col, bx] = self.layout.units_of(cell);
        self.free[row] & self.free[col] & self.free[bx]
    }

    /// The lowest candidate bit above `after`: no symbol is checked in vain.
    fn next_symbol(&self, cell: usize, after: u8) -> Option<u8> {
        let above = self.candidates(cell) >> after;
        (above != 0).then(|| after + 1 + above.trailing_zeros() as u8)
    }

    fn place(&mut self, cell: usize, symbol: u8) {
        self.cells[cell] = symbol;
        for unit in self.layout.units_of(cell) {
            self.free[unit] &= !(1 << (symbol - 1));
        }
    }

    fn remove(&mut self, cell: usize) {
        let symbol = self.cells[cell];
        self.cells[cell] = 0;
        for unit in self.layout.units_of(cell) {
            self.free[unit] |= 1 << (symbol - 1);
        }
    }
}

//! Rung 1, brute force: fill the cells in row order, and before writing a
//! symbol, scan the cell's row, column and box for it.

use super::{Backtrack, Board, Layout, Move, Strategy};
use crate::sudoku::Grid;

/// The brute-force rung.
pub fn rung() -> Backtrack<Scan, InOrder> {
    Backtrack::new("brute", Scan::default(), InOrder)
}

/// The cells alone: every check scans them.
#[derive(Clone, Debug, Default)]
pub struct Scan {
    layout: Layout,
    cells: Vec<u8>,
}

impl Board for Scan {
    fn load(&mut self, grid: &Grid) {
        self.layout.fit(grid.shape());
        self.cells.clear();
        self.cells.extend_from_slice(grid.cells());
    }

    fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Whether `symbol` is nowhere in the row, column or box of `cell`.
    fn fits(&self, cell: usize, symbol: u8) -> bool {
        self.layout.units_of(cell).iter().all(|&unit| {
            self.layout
                .unit(unit)
                .iter()
                .all(|&c| self.cells[c] != symbol)
        })
    }

    fn cells(&self) -> &[u8] {
        &self.cells
    }

    fn place(&mut self, cell: usize, symbol: u8) {
        self.cells[cell] = symbol;
    }

    fn remove(&mut self, cell: usize) {
        self.cells[cell] = 0;
    }
}

/// Rungs 1 to 3 fill the cells in row order, whatever their candidates: a
/// cell where nothing fits is found only when the search reaches it.
#[derive(Clone, Copy, Debug, Default)]
pub struct InOrder;

impl Strategy for InOrder {
    fn next_move<B: Board>(&self, board: &B, from: usize) -> Move {
        match board.cells()[from..].iter().position(|&symbol| symbol == 0) {
            Some(offset) => Move::Branch {
                cell: from + offset,
            },
            None => Move::Solved,
        }
    }
}

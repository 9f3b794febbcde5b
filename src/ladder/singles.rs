//! Rung 5, singles first: before each guess, place every naked single (a
//! cell with one candidate) and hidden single (a symbol with one place left
//! in its row, column or box), each a forced node, undone on backtracking
//! like any placement. Only when none is left does the search guess, on the
//! cell with the fewest candidates as rung 4 does.

use super::bitmask::Masks;
use super::fewest::Fewest;
use super::{Backtrack, Board, Move, Strategy};

/// The singles rung.
pub fn rung() -> Backtrack<Masks, Singles> {
    Backtrack::new("singles", Masks::default(), Singles)
}

/// Naked singles, then hidden singles, then the fewest candidates.
#[derive(Clone, Copy, Debug, Default)]
pub struct Singles;

impl Strategy for Singles {
    fn next_move<B: Board>(&self, board: &B, from: usize) -> Move {
        naked_single(board)
            .or_else(|| hidden_single(board))
            .unwrap_or_else(|| Fewest.next_move(board, from))
    }
}

/// The first cell with one candidate, or a dead end at a cell with none.
fn naked_single<B: Board>(board: &B) -> Option<Move> {
    for (cell, _) in board.cells().iter().enumerate().filter(|(_, &s)| s == 0) {
        let candidates = board.candidates(cell);
        if candidates == 0 {
            return Some(Move::DeadEnd);
        }
        if candidates.is_power_of_two() {
            let symbol = candidates.trailing_zeros() as u8 + 1;
            return Some(Move::Force { cell, symbol });
        }
    }
    None
}

/// The first symbol with one place left in some unit, or a dead end at a
/// symbol with none.
fn hidden_single<B: Board>(board: &B) -> Option<Move> {
    let layout = board.layout();
    let cells = board.cells();
    for unit in 0..layout.units() {
        // Symbols placed in the unit, and those that fit in one of its empty
        // cells or more, and in two or more.
        let (mut placed, mut once, mut twice) = (0, 0, 0);
        for &cell in layout.unit(unit) {
            match cells[cell] {
                0 => {
                    let candidates = board.candidates(cell);
                    twice |= once & candidates;
                    once |= candidates;
                }
                symbol => placed |= 1 << (symbol - 1),
            }
        }
        if placed | once != layout.all_symbols() {
            return Some(Move::DeadEnd);
        }
        let single = once & !twice;
        if single != 0 {
            let bit = single & single.wrapping_neg();
            let &cell = layout
                .unit(unit)
                .iter()
                .find(|&&cell| cells[cell] == 0 && board.candidates(cell) & bit != 0)
                .expect("a symbol that fits once has a cell");
            let symbol = bit.trailing_zeros() as u8 + 1;
            return Some(Move::Force { cell, symbol });
        }
    }
    None
}

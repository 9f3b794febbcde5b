//! Rung 4, fewest candidates first: on the bitmask board, branch on the
//! empty cell with the fewest candidates (the leftmost among equals), and
//! back up at once when some cell has none. Most guesses become forced
//! moves, and a dead end shows before the search walks into it.

use super::bitmask::Masks;
use super::{Backtrack, Board, Move, Strategy};

/// The fewest-candidates rung.
pub fn rung() -> Backtrack<Masks, Fewest> {
    Backtrack::new("fewest", Masks::default(), Fewest)
}

/// Branch on the empty cell with the fewest candidates.
#[derive(Clone, Copy, Debug, Default)]
pub struct Fewest;

impl Strategy for Fewest {
    fn next_move<B: Board>(&self, board: &B, _from: usize) -> Move {
        let mut best: Option<(usize, u32)> = None;
        for (cell, _) in board.cells().iter().enumerate().filter(|(_, &s)| s == 0) {
            let count = board.candidates(cell).count_ones();
            if count == 0 {
                return Move::DeadEnd;
            }
            if best.map_or(true, |(_, fewest)| count < fewest) {
                best = Some((cell, count));
            }
        }
        match best {
            Some((cell, _)) => Move::Branch { cell },
            None => Move::Solved,
        }
    }
}

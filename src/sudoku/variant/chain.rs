//! Chains: rules read along a line of cells, one cell after another, by a
//! small machine whose state is all that the cells so far say of the rest.
//! A little killer's state is the running total of its diagonal; a
//! sandwich's, whether its row has met the 1 or the largest symbol yet,
//! and the sum since. Neither can list its fillings (a nine-cell diagonal
//! of sum 45 has millions), but the machine's moves are few: at most
//! (total + 1) × side a cell.
//!
//! The encoding (`encoding/coloured.rs`) makes each cell of the line a
//! step: one primary item, whose options are the step's moves (state
//! before, symbol, state after), each giving the cell's value item its
//! symbol and the secondary items of the states on either side their
//! states as colours. The steps agree on every state between them, so the
//! options chosen are one run of the machine from its start to an end it
//! accepts: the rule, exactly (Pesant's regular constraint, as colours).

use super::Relation;

/// One move of a chain's machine at one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The state before the cell.
    pub from: u32,
    /// The cell's symbol.
    pub symbol: u8,
    /// The state after it.
    pub to: u32,
}

/// A sandwich's state before its row meets the 1 or the largest symbol.
const BEFORE: u32 = 0;
/// A sandwich's state once it has met both.
const AFTER: u32 = 1;
/// A sandwich's state between them, with the sum `s` so far: `INSIDE + s`.
const INSIDE: u32 = 2;

impl Relation {
    /// Whether the rule is a chain, kept by [`Relation::moves`].
    pub fn is_chain(&self) -> bool {
        matches!(
            self,
            Relation::LittleKiller { .. } | Relation::Sandwich { .. }
        )
    }

    /// For a chain (a little killer or a sandwich), the moves its machine
    /// may make at each cell on some run from its start to an end it
    /// accepts, each cell's symbol among its `candidates` (bit `v - 1` for
    /// symbol `v`, in the order of the cells); `None` for any other rule.
    pub fn moves(&self, candidates: &[u32], side: usize) -> Option<Vec<Vec<Move>>> {
        let (total, sandwich) = match *self {
            Relation::LittleKiller { total, .. } => (total, false),
            Relation::Sandwich { total, .. } => (total, true),
            _ => return None,
        };
        let largest = side as u8;
        let step = |state: u32, symbol: u8| -> Option<u32> {
            if !sandwich {
                return Some(state + u32::from(symbol)).filter(|&to| to <= total);
            }
            let end = symbol == 1 || symbol == largest;
            match (state, end) {
                (BEFORE, true) => Some(INSIDE),
                (BEFORE, false) | (AFTER, false) => Some(state),
                (AFTER, true) => None,
                (inside, true) => (inside - INSIDE == total).then_some(AFTER),
                (inside, false) => {
                    Some(inside + u32::from(symbol)).filter(|&to| to - INSIDE <= total)
                }
            }
        };
        let last = candidates.len();
        if total as usize > side * last {
            // No line makes it (the parser refuses such a clue).
            return Some(vec![Vec::new(); last]);
        }
        let accepts = |state: u32| {
            if sandwich {
                state == AFTER
            } else {
                state == total
            }
        };
        let states = total as usize + INSIDE as usize + 1;
        // Forward: the states some filling of the cells before reaches.
        let mut reach = vec![vec![false; states]; candidates.len() + 1];
        reach[0][BEFORE as usize] = true;
        for (at, &symbols) in candidates.iter().enumerate() {
            let (before, after) = reach.split_at_mut(at + 1);
            for from in (0..states).filter(|&s| before[at][s]) {
                for symbol in each(symbols) {
                    if let Some(to) = step(from as u32, symbol) {
                        after[0][to as usize] = true;
                    }
                }
            }
        }
        // Backward: of those, the states from which the rest can end well.
        let mut live = vec![vec![false; states]; last + 1];
        for state in (0..states).filter(|&s| reach[last][s] && accepts(s as u32)) {
            live[last][state] = true;
        }
        let mut moves = vec![Vec::new(); last];
        for at in (0..last).rev() {
            for from in (0..states).filter(|&s| reach[at][s]) {
                for symbol in each(candidates[at]) {
                    let Some(to) = step(from as u32, symbol) else {
                        continue;
                    };
                    if live[at + 1][to as usize] {
                        live[at][from] = true;
                        let from = from as u32;
                        moves[at].push(Move { from, symbol, to });
                    }
                }
            }
        }
        Some(moves)
    }
}

/// The symbols of a bit set, from 1.
fn each(set: u32) -> impl Iterator<Item = u8> {
    (1..=32u8).filter(move |&v| set & 1 << (v - 1) != 0)
}

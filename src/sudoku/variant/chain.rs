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
        let machine = match *self {
            Relation::LittleKiller { total, .. } => Machine {
                total,
                sandwich: None,
            },
            Relation::Sandwich { total, .. } => Machine {
                total,
                sandwich: Some(side as u8),
            },
            _ => return None,
        };
        let last = candidates.len();
        if machine.total as usize > side * last {
            // No line makes it (the parser refuses such a clue).
            return Some(vec![Vec::new(); last]);
        }
        let reach = machine.reach(candidates);
        // Backward: of those, the states from which the rest can end well.
        let states = reach[0].len();
        let mut live = vec![vec![false; states]; last + 1];
        for state in (0..states).filter(|&s| reach[last][s] && machine.accepts(s as u32)) {
            live[last][state] = true;
        }
        let mut moves = vec![Vec::new(); last];
        for at in (0..last).rev() {
            for from in (0..states).filter(|&s| reach[at][s]) {
                for symbol in each(candidates[at]) {
                    let Some(to) = machine.step(from as u32, symbol) else {
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

/// A chain's machine: a little killer's, or a sandwich's (its largest
/// symbol given).
struct Machine {
    total: u32,
    sandwich: Option<u8>,
}

impl Machine {
    /// The state after `symbol` from `state`, if the rule lets it go on.
    fn step(&self, state: u32, symbol: u8) -> Option<u32> {
        let total = self.total;
        let Some(largest) = self.sandwich else {
            return Some(state + u32::from(symbol)).filter(|&to| to <= total);
        };
        let end = symbol == 1 || symbol == largest;
        match (state, end) {
            (BEFORE, true) => Some(INSIDE),
            (BEFORE, false) | (AFTER, false) => Some(state),
            (AFTER, true) => None,
            (inside, true) => (inside - INSIDE == total).then_some(AFTER),
            (inside, false) => Some(inside + u32::from(symbol)).filter(|&to| to - INSIDE <= total),
        }
    }

    /// Whether a run may end in `state`.
    fn accepts(&self, state: u32) -> bool {
        match self.sandwich {
            Some(_) => state == AFTER,
            None => state == self.total,
        }
    }

    /// Before each cell and after the last, the states some filling of
    /// the cells before reaches.
    fn reach(&self, candidates: &[u32]) -> Vec<Vec<bool>> {
        let states = self.total as usize + INSIDE as usize + 1;
        let mut reach = vec![vec![false; states]; candidates.len() + 1];
        reach[0][BEFORE as usize] = true;
        for (at, &symbols) in candidates.iter().enumerate() {
            let (before, after) = reach.split_at_mut(at + 1);
            for from in (0..states).filter(|&s| before[at][s]) {
                for symbol in each(symbols) {
                    if let Some(to) = self.step(from as u32, symbol) {
                        after[0][to as usize] = true;
                    }
                }
            }
        }
        reach
    }
}

/// The symbols of a bit set, from 1.
fn each(set: u32) -> impl Iterator<Item = u8> {
    (1..=32u8).filter(move |&v| set & 1 << (v - 1) != 0)
}

//! The column rules of [`crate::dlx::rule`], read from sparse sets.
//!
//! "Leftmost" means first in the active set of primary items, whose order
//! the search permutes as it takes items out and puts them back: this is
//! the tie-break of Knuth's `ssxc1`, so [`Knuth`] here is his `ssxc1`
//! rule, as in the links engine it is his `dlx1` rule.

use super::{Cells, OtherNodes};
use crate::dlx::rule::{First, Knuth, Weighed};
use crate::dlx::Algorithm;
use crate::work::LENGTHS_PER_UNIT;
use std::cmp::Reverse;

/// How many of the shortest items [`Weighed`] weighs before a real branch,
/// as in the links engine.
pub(super) const BRANCH_CANDIDATES: u64 = 8;

/// A column rule the dancing-cells search can branch by.
pub trait SetRule: Copy + Default {
    /// Whether, on cells with colours, the search takes forced moves as
    /// `ssxcc` does (see `Cells::forced_or_lowest_shortest`) rather than
    /// asking [`SetRule::choose`].
    #[doc(hidden)]
    const FORCED_MOVES: bool = false;

    /// The item to branch on, as its run start, with its size; `None` when
    /// no primary item is left (a solution). What choosing costs beyond a
    /// node is added to `overhead`, in units of work (see [`crate::work`]).
    ///
    /// `A` is the search's algorithm: [`Knuth`] breaks ties otherwise for
    /// cells with colours, as his program for them does.
    #[doc(hidden)]
    fn choose<A: Algorithm>(cells: &Cells, overhead: &mut u64) -> Option<(u32, u32)>;
}

impl Cells {
    /// The shortest active primary item, the leftmost among equals, with
    /// its position in `items`; the scan stops at a size of 1. The sizes it
    /// reads are counted in `overhead`.
    fn shortest(&self, overhead: &mut u64) -> Option<(usize, u32)> {
        let mut best = None;
        let mut best_size = u32::MAX;
        let mut read = self.active_primary;
        for position in 0..self.active_primary {
            let size = self.size(self.item_at(position));
            if size < best_size {
                best = Some(position);
                best_size = size;
                if size <= 1 {
                    read = position + 1;
                    break;
                }
            }
        }
        *overhead += read as u64 / LENGTHS_PER_UNIT;
        best.map(|position| (position, best_size))
    }

    /// How much choosing item `x` would hide: the sizes of the other items
    /// in its active options, added up.
    fn branch_weight(&self, x: u32) -> u64 {
        let mut weight = 0;
        for at in x..x + self.size(x) {
            let mut others = OtherNodes::of(self.word(at));
            while let Some((_, item, _)) = others.next(self) {
                weight += u64::from(self.size(item));
            }
        }
        weight
    }
}

impl SetRule for Knuth {
    const FORCED_MOVES: bool = true;

    fn choose<A: Algorithm>(cells: &Cells, overhead: &mut u64) -> Option<(u32, u32)> {
        if A::COLOURS && cells.has_colours() {
            return cells.lowest_shortest(overhead);
        }
        let (position, size) = cells.shortest(overhead)?;
        Some((cells.item_at(position), size))
    }
}

impl Cells {
    /// The rule of Knuth's `ssxcc`, for cells with colours: the shortest
    /// active primary item, the lowest numbered among equals, not the first
    /// in the active set as in `ssxc1` (Weigel's suggestion, he notes): the
    /// tree no longer hangs on how the swaps permuted that set. On a
    /// slitherlink of 12×12, `ssxc1`'s tie-break grew 3,301,850 nodes here
    /// where `ssxcc` grows 851,506. `ssxcc` also takes an item left with
    /// one option as soon as hiding finds it (a forced move), which this
    /// rule does not: so its tree is `ssxcc`'s with forced moves taken as
    /// it takes the others (856,896 nodes on that problem, as an `ssxcc`
    /// without them counts). It reads every active primary item's size,
    /// counted in `overhead`.
    fn lowest_shortest(&self, overhead: &mut u64) -> Option<(u32, u32)> {
        *overhead += self.active_primary as u64 / LENGTHS_PER_UNIT;
        (0..self.active_primary)
            .map(|position| self.item_at(position))
            .map(|x| (x, self.size(x)))
            .min_by_key(|&(x, size)| (size, x))
    }
}

impl SetRule for Weighed {
    fn choose<A: Algorithm>(cells: &Cells, overhead: &mut u64) -> Option<(u32, u32)> {
        let (position, size) = cells.shortest(overhead)?;
        if size < 2 {
            return Some((cells.item_at(position), size));
        }
        let (mut weighed, mut weights) = (0, 0);
        let best = (position..cells.active_primary)
            .map(|at| cells.item_at(at))
            .filter(|&x| cells.size(x) == size)
            .take(BRANCH_CANDIDATES as usize)
            .enumerate()
            .max_by_key(|&(rank, x)| {
                let weight = cells.branch_weight(x);
                (weighed, weights) = (rank as u64 + 1, weights + weight);
                (weight, Reverse(rank))
            })
            .map(|(_, x)| x)?;
        // Weighing walked the candidates' options and read their other
        // nodes: no more than the options' widths allow, nor than the
        // weights found (each node read added a size of at least 1).
        // Counted from what it found rather than as it read, which would
        // cost the rule a tenth.
        let options = weighed * u64::from(size);
        *overhead += options + weights.min(options * cells.widest);
        Some((best, size))
    }
}

impl SetRule for First {
    fn choose<A: Algorithm>(cells: &Cells, _overhead: &mut u64) -> Option<(u32, u32)> {
        (cells.active_primary > 0).then(|| {
            let x = cells.item_at(0);
            (x, cells.size(x))
        })
    }
}

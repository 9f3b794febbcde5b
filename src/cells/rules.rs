//! The column rules of [`crate::dlx::rule`], read from sparse sets.
//!
//! "Leftmost" means first in the active set of primary items, whose order
//! the search permutes as it takes items out and puts them back: this is
//! the tie-break of Knuth's `ssxc1`, so [`Knuth`] here is his `ssxc1`
//! rule, as in the links engine it is his `dlx1` rule.

use super::{Cells, OtherNodes};
use crate::dlx::rule::{First, Knuth, Weighed};
use std::cmp::Reverse;

/// How many of the shortest items [`Weighed`] weighs before a real branch,
/// as in the links engine.
const BRANCH_CANDIDATES: usize = 8;

/// A column rule the dancing-cells search can branch by.
pub trait SetRule: Copy + Default {
    /// The item to branch on, as its run start, with its size; `None` when
    /// no primary item is left (a solution).
    #[doc(hidden)]
    fn choose(cells: &Cells) -> Option<(u32, u32)>;

    /// The item to branch on in a search by Algorithm C of cells with
    /// colours: as [`SetRule::choose`], but for [`Knuth`], whose program
    /// for colours breaks ties otherwise.
    #[doc(hidden)]
    fn choose_coloured(cells: &Cells) -> Option<(u32, u32)> {
        Self::choose(cells)
    }
}

impl Cells {
    /// The shortest active primary item, the leftmost among equals, with
    /// its position in `items`; the scan stops at a size of 1.
    fn shortest(&self) -> Option<(usize, u32)> {
        let mut best = None;
        let mut best_size = u32::MAX;
        for position in 0..self.active_primary {
            let size = self.size(self.item_at(position));
            if size < best_size {
                best = Some(position);
                best_size = size;
                if size <= 1 {
                    break;
                }
            }
        }
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
    fn choose(cells: &Cells) -> Option<(u32, u32)> {
        let (position, size) = cells.shortest()?;
        Some((cells.item_at(position), size))
    }

    /// Knuth's `ssxcc` breaks ties by the item's number, not its place in
    /// the active set (Weigel's suggestion, he notes): the tree no longer
    /// hangs on how the swaps permuted that set. On a slitherlink of 12×12,
    /// `ssxc1`'s tie-break grew 3,301,850 nodes here where `ssxcc` grows
    /// 851,506. `ssxcc` also takes an item left with one option as soon as
    /// hiding finds it (a forced move), which this rule does not: so its
    /// tree is `ssxcc`'s with forced moves taken as it takes the others
    /// (856,896 nodes on that problem, as an `ssxcc` without them counts).
    fn choose_coloured(cells: &Cells) -> Option<(u32, u32)> {
        (0..cells.active_primary)
            .map(|position| cells.item_at(position))
            .map(|x| (x, cells.size(x)))
            .min_by_key(|&(x, size)| (size, x))
    }
}

impl SetRule for Weighed {
    fn choose(cells: &Cells) -> Option<(u32, u32)> {
        let (position, size) = cells.shortest()?;
        if size < 2 {
            return Some((cells.item_at(position), size));
        }
        let best = (position..cells.active_primary)
            .map(|at| cells.item_at(at))
            .filter(|&x| cells.size(x) == size)
            .take(BRANCH_CANDIDATES)
            .enumerate()
            .max_by_key(|&(rank, x)| (cells.branch_weight(x), Reverse(rank)))
            .map(|(_, x)| x)?;
        Some((best, size))
    }
}

impl SetRule for First {
    fn choose(cells: &Cells) -> Option<(u32, u32)> {
        (cells.active_primary > 0).then(|| {
            let x = cells.item_at(0);
            (x, cells.size(x))
        })
    }
}

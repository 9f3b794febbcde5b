//! The active primary items on a ring, for Algorithm C: Knuth's `dlx2`
//! keeps them so, and its column rule walks the ring, not every item.
//!
//! The problems that take colours have many primary items and search deep
//! (a 20×20 slitherlink: 649 items, most of them covered a few levels
//! down), so a scan of every item's length, which is cheap for a Sudoku's
//! 324, read all 649 at each of millions of nodes: half the time of the
//! search, and `dlx2` 2.3 times as fast on that slitherlink. Walking the
//! ring reads only the items still active, and the rule then chooses as
//! `dlx2` does, the leftmost of the fewest options.
//!
//! Only Algorithm C keeps the ring, in the search's [`ColourSearch`]:
//! Algorithm X, the Sudoku solver's and the page's core's, neither holds,
//! writes nor reads it. A search by Algorithm C links it as the matrix
//! stands when it starts ([`Matrix::ring_active`]); every cover of a
//! primary item then takes the item off and its uncover puts it back, last
//! out first in, as `dlx2` does with its headers' `prev` and `next`.
//!
//! [`ColourSearch`]: super::ColourSearch

use super::{Matrix, COVERED};
use crate::work::LENGTHS_PER_UNIT;

/// The active primary items on a ring: each item's neighbours
/// `[prev, next]` by its index (0 for the root), the root's at 0.
#[derive(Debug, Default)]
pub(super) struct Ring(Vec<[u32; 2]>);

impl Ring {
    /// Takes primary item `i` off the ring.
    #[inline(always)]
    pub(super) fn remove(&mut self, i: u32) {
        let [prev, next] = self.0[i as usize];
        self.0[prev as usize][1] = next;
        self.0[next as usize][0] = prev;
    }

    /// Puts primary item `i` back where [`Ring::remove`] took it from,
    /// after everything removed since is back.
    #[inline(always)]
    pub(super) fn restore(&mut self, i: u32) {
        let [prev, next] = self.0[i as usize];
        self.0[prev as usize][1] = i;
        self.0[next as usize][0] = i;
    }

    /// The active primary items from `first` (an active one, or 0 for
    /// none) rightwards, as the ring holds them.
    pub(super) fn walk_from(&self, first: u32) -> impl Iterator<Item = u32> + '_ {
        let mut item = first;
        std::iter::from_fn(move || {
            let here = item;
            item = self.0[here as usize][1];
            (here != 0).then_some(here)
        })
    }
}

impl Matrix {
    /// Links `ring` as the ring of the active primary items, in order, as
    /// the matrix stands.
    pub(super) fn ring_active(&self, ring: &mut Ring) {
        let active = (1..=self.primary as u32).filter(|&item| self.len[item as usize] < COVERED);
        let order: Vec<u32> = std::iter::once(0).chain(active).collect();
        ring.0.clear();
        ring.0.resize(self.primary + 1, [0, 0]);
        for (k, &item) in order.iter().enumerate() {
            let prev = order[(k + order.len() - 1) % order.len()];
            let next = order[(k + 1) % order.len()];
            ring.0[item as usize] = [prev, next];
        }
    }

    /// The leftmost active primary item of the fewest options, 1-based,
    /// with its length, walking the ring and reading no further once a
    /// length is `stop_at` or less; a length of `COVERED` when none is
    /// active. The lengths it reads are counted as extra work.
    pub(super) fn ring_shortest(&self, ring: &Ring, stop_at: u32) -> (u32, u32) {
        // A plain loop, not `Ring::walk_from`: the rule's one hot loop, at every
        // node, where the iterator took 18 instructions an item read and
        // this takes 11 (slitherlink 20×20 (6): 4.9% of the search's
        // instructions). Both arrays are cut to the ring's length, so one
        // bounds check covers both reads of an item.
        let ring = ring.0.as_slice();
        let len = &self.len[..ring.len()];
        let mut shortest = (0, COVERED);
        let mut read = 0;
        let mut item = ring[0][1];
        while item != 0 {
            let length = len[item as usize];
            read += 1;
            if length < shortest.1 {
                shortest = (item, length);
                if length <= stop_at {
                    break;
                }
            }
            item = ring[item as usize][1];
        }
        self.add_extra(read / LENGTHS_PER_UNIT);
        shortest
    }
}

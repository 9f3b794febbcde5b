//! The primary items' lengths as a tournament tree (each inner node the
//! least of its two children), for whoever covers and uncovers item by item
//! and chooses between, as the estimate's probes do: the column rules'
//! choice in time that grows with the links a cover changes, not with the
//! items. The search scans its dense array instead, which is faster while
//! the items are few (a Sudoku's hundreds); a probe on a problem of tens of
//! thousands of items would scan them all at every level. So the tree is
//! kept only for a matrix of more than [`SCAN_UP_TO`] primary items.

use super::{Matrix, COVERED};
use crate::dlx::{Exact, Rule};
use std::cmp::Reverse;

/// A padding leaf: never active, never the shortest.
const ABSENT: u32 = u32::MAX;

/// The most primary items chosen by a scan: a 16×16 Sudoku's 1,024. Timed
/// natively, a 9×9's probes took about twice as long with the tree, a
/// 16×16's about as long, and a 25×25's a third as long.
const SCAN_UP_TO: usize = 1024;

/// The lengths of a matrix's primary items, kept in step with it by
/// [`Lengths::refresh`] after each cover and uncover.
#[derive(Clone, Debug)]
pub(in crate::dlx) struct Lengths {
    /// The first leaf: the number of leaves, a power of two.
    leaves: usize,
    /// `least[1]` is the root; node `k`'s children are `2k` and `2k + 1`;
    /// item `i` (1-based) is the leaf `leaves + i - 1`. Empty when the
    /// matrix is small enough to scan.
    least: Vec<u32>,
}

impl Lengths {
    /// The lengths of `matrix`'s primary items as they stand.
    pub(in crate::dlx) fn new(matrix: &Matrix) -> Lengths {
        if matrix.primary <= SCAN_UP_TO {
            return Lengths {
                leaves: 0,
                least: Vec::new(),
            };
        }
        let leaves = matrix.primary.max(1).next_power_of_two();
        let mut least = vec![ABSENT; 2 * leaves];
        least[leaves..leaves + matrix.primary].copy_from_slice(&matrix.len[1..=matrix.primary]);
        for node in (1..leaves).rev() {
            least[node] = least[2 * node].min(least[2 * node + 1]);
        }
        Lengths { leaves, least }
    }

    /// Takes into account the cover or uncover of `item` just made: its own
    /// length, and those of the other items of the options in its list,
    /// which are exactly the options that covering it hid (or uncovering
    /// it restored). Returns the tree's nodes it visited, its work.
    pub(in crate::dlx) fn refresh(&mut self, matrix: &Matrix, item: u32) -> u64 {
        if self.least.is_empty() {
            return 0;
        }
        let mut visited = self.set(matrix, item);
        let header = Matrix::header(item);
        let mut p = matrix.down(header);
        while p != header {
            let mut q = matrix.right(p);
            while q != p {
                visited += self.set(matrix, matrix.top(q));
                q = matrix.right(q);
            }
            p = matrix.down(p);
        }
        visited
    }

    /// Sets `item`'s leaf and the least lengths above it that change;
    /// returns the nodes visited.
    fn set(&mut self, matrix: &Matrix, item: u32) -> u64 {
        if item as usize > matrix.primary {
            return 0;
        }
        let mut node = self.leaves + item as usize - 1;
        self.least[node] = matrix.len[item as usize];
        let mut visited = 1;
        while node > 1 {
            node /= 2;
            visited += 1;
            let least = self.least[2 * node].min(self.least[2 * node + 1]);
            if self.least[node] == least {
                break;
            }
            self.least[node] = least;
        }
        visited
    }

    /// The item `rule` branches on, exactly as [`ItemRule::choose`] would
    /// choose it from `matrix` and `singles` (a scan of a small matrix
    /// counted as the matrix's extra work, as in the search).
    ///
    /// [`ItemRule::choose`]: crate::dlx::ItemRule::choose
    pub(in crate::dlx) fn choose(
        &self,
        rule: Rule,
        matrix: &Matrix,
        singles: &mut Vec<u32>,
    ) -> Option<(u32, u32)> {
        if rule == Rule::Weighed && matrix.empty_primaries == 0 {
            while let Some(item) = singles.pop() {
                if matrix.len[item as usize] == 1 {
                    return Some((item, 1));
                }
            }
        }
        if self.least.is_empty() {
            return match rule {
                Rule::Weighed => matrix.shortest_item::<true, Exact>(&(), singles),
                Rule::Knuth => matrix.shortest_item::<false, Exact>(&(), singles),
                Rule::First => matrix.first_active(),
            };
        }
        if rule == Rule::First {
            let item = self.leftmost(1, COVERED - 1)?;
            return Some((item, matrix.len[item as usize]));
        }
        let length = self.least[1];
        let mut best = self.leftmost(1, length.min(COVERED - 1))?;
        if rule == Rule::Weighed && length >= 2 {
            best = self
                .ties(best, length)
                .max_by_key(|&item| (matrix.branch_weight(item), Reverse(item)))
                .expect("the leftmost shortest item is a tie");
        }
        Some((best, length))
    }

    /// The items [`Matrix::branch_candidates`] gives, from `from` on: the
    /// first few active primary items of `length`, the least length.
    fn ties(&self, from: u32, length: u32) -> impl Iterator<Item = u32> + '_ {
        let mut next = Some(from);
        std::iter::from_fn(move || {
            let item = next?;
            next = self.leftmost(item + 1, length);
            Some(item)
        })
        .take(super::choice::BRANCH_CANDIDATES)
    }

    /// The leftmost primary item from `from` on whose length is at most
    /// `bound`.
    fn leftmost(&self, from: u32, bound: u32) -> Option<u32> {
        let first = self.leaves + from as usize - 1;
        if first >= 2 * self.leaves {
            return None;
        }
        // Up from the leaf while the nodes to the right hold nothing small
        // enough, then down into the leftmost subtree that does.
        let mut node = first;
        while self.least[node] > bound {
            while node % 2 == 1 {
                node /= 2;
                if node == 0 {
                    return None;
                }
            }
            node += 1;
        }
        while node < self.leaves {
            node = if self.least[2 * node] <= bound {
                2 * node
            } else {
                2 * node + 1
            };
        }
        Some((node - self.leaves + 1) as u32)
    }
}

//! What the column rules read from the matrix: the shortest item, the
//! weighing of a real branch, and the account of a tie that explains one.

use super::colours::Beside;
use super::ring::Ring;
use super::{Matrix, Node, COVERED, NODE, SECONDARY};
use crate::dlx::Algorithm;
use crate::work::LENGTHS_PER_UNIT;
use std::cmp::Reverse;

/// How many of the shortest items are weighed before a branch: enough to
/// find a branch that hides much, few enough that weighing costs less than
/// the nodes it saves (docs/performance.md has the figures).
pub(super) const BRANCH_CANDIDATES: usize = 8;

/// How many lengths the scan for the shortest item reads before it looks
/// at what it found. A block's least length is a minimum with no branch
/// per item, which the compiler unrolls (and natively vectorizes); only the
/// block that holds the shortest is read again, for its leftmost item. Blocks
/// of 64 took 2.7% fewer instructions than an item-by-item scan on a
/// hard Sudoku, where choosing is a sixth of the work, and still stop
/// early on a problem of thousands of items.
const SCAN_BLOCK: usize = 64;

impl Matrix {
    /// The MRV rule: an active primary item with the fewest options, 1-based,
    /// with its length, or `None` when no primary item is left (a solution).
    ///
    /// With `WEIGH` (the default rule): most choices in a Sudoku search are
    /// forced (length 1), so the items that fell to length 1 are kept on a
    /// stack, `singles`, and the most recent one still of length 1 is taken
    /// without a scan. Entries are only hints: each is checked, and one lost
    /// on backtracking is found by the scan. Otherwise the scan finds the
    /// shortest length, stopping at 1 when no item is empty, since nothing
    /// can then be shorter; an empty or forced item is the leftmost of its
    /// length. A real branch (length 2 or more) goes to the item with the
    /// greatest [`Matrix::branch_weight`] among the first
    /// [`BRANCH_CANDIDATES`] shortest ones, the leftmost among equals: each
    /// of its branches then hides the most, so the subtrees below are
    /// smallest.
    ///
    /// Without `WEIGH`, it is Knuth's rule in `dlx1` exactly: the leftmost
    /// item of the fewest options, whatever that length (`singles` unread).
    ///
    /// Algorithm C (`A`) reads the lengths of the active items from their
    /// ring in `beside`, as `dlx2` does, where Algorithm X scans every
    /// item's (see `ring.rs`); both choose the same item.
    ///
    /// What the scan and the weighing cost is counted as [`Matrix::extra`]
    /// work: the weighing only when some item is long (see `crate::work`).
    pub(in crate::dlx) fn shortest_item<const WEIGH: bool, A: Algorithm>(
        &self,
        beside: &A::Beside,
        singles: &mut Vec<u32>,
    ) -> Option<(u32, u32)> {
        if WEIGH && self.empty_primaries == 0 {
            while let Some(item) = singles.pop() {
                if self.len[item as usize] == 1 {
                    return Some((item, 1));
                }
            }
        }
        let stop_at = u32::from(self.empty_primaries == 0);
        let ring = beside.colours().map(|colours| &colours.ring);
        let mut best = match ring {
            Some(ring) => self.ring_shortest(ring, stop_at),
            None => self.leftmost_shortest(stop_at),
        };
        if WEIGH && best.1 >= 2 && best.1 < COVERED {
            best.0 = if let Some(ring) = ring {
                self.heaviest_on_ring(ring, best)
            } else if self.short_items {
                self.branch_candidates(best.0, best.1)
                    .max_by_key(|&item| (self.branch_weight(item), Reverse(item)))
                    .expect("the leftmost shortest item is a candidate")
            } else {
                self.heaviest_counted(best)
            };
        }
        (best.1 < COVERED).then_some(best)
    }

    /// The candidate for a real branch of `length` options, from `leftmost`
    /// on, that hides the most, the leftmost among equals, in a matrix of
    /// long items, where the weighing's work is counted. Out of line: the
    /// search of a Sudoku never calls it, and it keeps the rule as the
    /// compiler laid it out without it.
    #[inline(never)]
    fn heaviest_counted(&self, (leftmost, length): (u32, u32)) -> u32 {
        self.branch_candidates(leftmost, length)
            .max_by_key(|&item| {
                let (weight, read) = self.weigh::<true>(item);
                self.add_extra(read);
                (weight, Reverse(item))
            })
            .expect("the leftmost shortest item is a candidate")
    }

    /// [`Matrix::heaviest_counted`] for Algorithm C: the candidates are
    /// the first [`BRANCH_CANDIDATES`] of `length` on the ring, from
    /// `leftmost` on, and the weighing is counted where some item is long.
    #[inline(never)]
    fn heaviest_on_ring(&self, ring: &Ring, (leftmost, length): (u32, u32)) -> u32 {
        ring.walk_from(leftmost)
            .filter(|&item| self.len[item as usize] == length)
            .take(BRANCH_CANDIDATES)
            .max_by_key(|&item| {
                let (weight, read) = self.weigh::<true>(item);
                if !self.short_items {
                    self.add_extra(read);
                }
                (weight, Reverse(item))
            })
            .expect("the leftmost shortest item is a candidate")
    }

    /// The leftmost active primary item of the fewest options, 1-based, with
    /// its length, reading no further once a block holds a length of
    /// `stop_at` or less; a length of `COVERED` when none is active. The
    /// lengths it reads are counted as extra work.
    fn leftmost_shortest(&self, stop_at: u32) -> (u32, u32) {
        let lengths = &self.len[1..=self.primary];
        let mut shortest = (0, COVERED);
        let mut read = lengths.len();
        for (block, lens) in lengths.chunks(SCAN_BLOCK).enumerate() {
            let least = lens.iter().fold(COVERED, |least, &len| least.min(len));
            if least < shortest.1 {
                shortest = (block, least);
                if least <= stop_at {
                    read = lengths.len().min((block + 1) * SCAN_BLOCK);
                    break;
                }
            }
        }
        self.add_extra(read as u64 / LENGTHS_PER_UNIT);
        let (block, length) = shortest;
        if length == COVERED {
            return (0, COVERED);
        }
        let start = block * SCAN_BLOCK;
        let offset = lengths[start..]
            .iter()
            .position(|&len| len == length)
            .expect("the block holds its least length");
        ((start + offset) as u32 + 1, length)
    }

    /// The items a real branch of `length` options weighs, 1-based: the
    /// first [`BRANCH_CANDIDATES`] active primary items of that length, from
    /// `from` (the leftmost of them, or any item before it) on.
    fn branch_candidates(&self, from: u32, length: u32) -> impl Iterator<Item = u32> + '_ {
        (from..=self.primary as u32)
            .filter(move |&item| self.len[item as usize] == length)
            .take(BRANCH_CANDIDATES)
    }

    /// What the default column rule weighs before a real branch on an item
    /// of `length` options (two or more), called on the matrix as it stands
    /// when the rule chooses: how many active primary items have that
    /// length, and the ones it weighs, each with its weight. It takes the
    /// heaviest, the leftmost among equals. For whoever explains a search;
    /// the search itself never calls it.
    pub fn tie(&self, length: usize) -> Tie {
        let Some(length) = u32::try_from(length).ok().filter(|&len| len < COVERED) else {
            return Tie {
                items: 0,
                weighed: Vec::new(),
            };
        };
        let items = self.len[1..=self.primary]
            .iter()
            .filter(|&&len| len == length)
            .count();
        let weighed = self
            .branch_candidates(1, length)
            .map(|item| (item as usize - 1, self.branch_weight(item)))
            .collect();
        Tie { items, weighed }
    }

    /// The first active primary item, 1-based, and its length, whatever it
    /// is; `None` when no primary item is left. The lengths it reads are
    /// counted as extra work.
    pub(in crate::dlx) fn first_active(&self) -> Option<(u32, u32)> {
        let lengths = &self.len[1..=self.primary];
        let item = lengths.iter().position(|&len| len < COVERED);
        let read = item.map_or(lengths.len(), |item| item + 1);
        self.add_extra(read as u64 / LENGTHS_PER_UNIT);
        let item = item?;
        Some((item as u32 + 1, self.len[item + 1]))
    }

    /// How much choosing `item` would hide: the lengths of the other items
    /// in its options, added up.
    // Kept out of line in wasm, as the compiler kept it while the search was
    // its one caller: now that the estimate's index weighs too, leaving it
    // to the compiler cost the search 0.7% more wasm instructions (and
    // inlining it everywhere 5%). Natively the count is the same either way.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub(super) fn branch_weight(&self, item: u32) -> u64 {
        self.weigh::<false>(item).0
    }

    /// The branch weight of `item` and, with `COUNT`, the units of work
    /// weighing it took: an option walked or a node read.
    #[inline(always)]
    fn weigh<const COUNT: bool>(&self, item: u32) -> (u64, u64) {
        let mut weight = 0;
        let mut read = 0;
        let header = Matrix::header(item);
        let mut p = self.link(header).down;
        while p != header {
            let mut q = p + NODE;
            while q != p {
                let Node { up, top, .. } = self.link(q);
                if top <= 0 {
                    q = up;
                } else {
                    weight += u64::from(self.len_of(top) & !SECONDARY);
                    q += NODE;
                    if COUNT {
                        read += 1;
                    }
                }
            }
            p = self.link(p).down;
            if COUNT {
                read += 1;
            }
        }
        (weight, read)
    }
}

/// The items tied for a real branch, as [`Matrix::tie`] reports them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tie {
    /// How many active primary items have the chosen item's length, the
    /// chosen one included.
    pub items: usize,
    /// The first few of them, leftmost first, each with its weight: the
    /// lengths of the other items in its options, added up, which is how
    /// much choosing it would hide.
    pub weighed: Vec<(usize, u64)>,
}

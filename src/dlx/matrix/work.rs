//! The work a search spends on the matrix beyond Knuth's nodes and updates
//! (see `crate::work`): the extra units counted as they are spent, and the
//! bounds on what one node can spend, by which a budgeted search sets its
//! marks.

use super::{choice, Matrix, COVERED, SECONDARY};
use crate::work::LENGTHS_PER_UNIT;

impl Matrix {
    /// The units of work spent on the matrix beside nodes and updates, in
    /// all; a search counts what it spent from where it began.
    pub(in crate::dlx) fn extra(&self) -> u64 {
        self.extra.get()
    }

    /// Counts `units` of extra work.
    pub(in crate::dlx) fn add_extra(&self, units: u64) {
        self.extra.set(self.extra.get() + units);
    }

    /// The most units of work one node of a search can spend on this
    /// matrix, roughly, from its size alone: the node, a scan of the
    /// primary items, every link changed at most once and, where some item
    /// is long, every option walked and every node weighed by each of the
    /// candidates (counted only there: see `crate::work`).
    pub(in crate::dlx) fn size_bound(&self) -> u64 {
        let links = self.nodes.len() as u64;
        let scan = self.primary as u64 / LENGTHS_PER_UNIT + 16;
        let long = if self.short_items {
            0
        } else {
            (1 + choice::BRANCH_CANDIDATES as u64) * links
        };
        1 + scan + links + long
    }

    /// The same bound, closer, from the matrix's shape: between two nodes a
    /// search covers at most the chosen item and the other items of an
    /// option, each changing at most a link for each other item of each
    /// of its options (and never more links than there are), and, where
    /// items are long, walks their options and weighs the candidates'. A
    /// pass over the options, to find the widest.
    pub(in crate::dlx) fn node_work_bound(&self) -> u64 {
        let links = self.nodes.len() as u64;
        let widest = u64::from(
            self.spacers
                .windows(2)
                .map(|w| w[1] - w[0] - 1)
                .max()
                .unwrap_or(0),
        );
        let longest = u64::from(self.longest);
        let covers = links.min(widest * (1 + longest * widest));
        let long = if self.short_items {
            0
        } else {
            widest * longest + choice::BRANCH_CANDIDATES as u64 * longest * (1 + widest)
        };
        1 + self.primary as u64 / LENGTHS_PER_UNIT + 16 + covers + long
    }

    /// Counts, after `cover(i)` of a matrix of long items, the options it
    /// walked: its own list, which covering left as it was. Out of line, so
    /// that a Sudoku's cover is compiled as it was without it.
    #[cold]
    #[inline(never)]
    pub(super) fn count_walked(&self, i: u32) {
        self.add_extra(u64::from(self.len[i as usize] & !(COVERED | SECONDARY)));
    }
}

//! Solving and counting variants with one reusable search, as
//! [`crate::sudoku::Solver`] does classic grids.

use super::{Variant, VariantEncoding, VariantError};
use crate::dlx::{Matrix, Search, Stats};
use crate::work::Budget;

/// What a search within a budget found: the solutions (each a grid's
/// cells, row by row) or the count, the work, and whether it finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The solutions kept, at most the limit asked for.
    pub solutions: Vec<Vec<u8>>,
    /// The number found, at most the limit.
    pub count: u64,
    /// Whether the search answered before its budget ran out.
    pub done: bool,
    /// The work it took.
    pub stats: Stats,
}

/// Solves and counts variants, reusing its buffers from one to the next.
pub struct VariantSolver {
    search: Search<Matrix>,
    encoding: VariantEncoding,
}

impl Default for VariantSolver {
    fn default() -> VariantSolver {
        VariantSolver::new()
    }
}

impl VariantSolver {
    /// A solver with empty buffers.
    pub fn new() -> VariantSolver {
        VariantSolver {
            search: Search::new(Matrix::default()),
            encoding: VariantEncoding::default(),
        }
    }

    /// Searches `variant` for up to `limit` solutions (0 for all), keeping
    /// the first `keep` of them, within `budget`; `go_on`, asked after
    /// every slice of [`crate::work::SLICE`] units of work, may stop it.
    pub fn search(
        &mut self,
        variant: &Variant,
        (limit, keep): (u64, usize),
        budget: Budget,
        mut go_on: impl FnMut() -> bool,
    ) -> Result<Found, VariantError> {
        let encoding = &mut self.encoding;
        let mut encoded = Ok(());
        self.search
            .rebuild(|matrix| encoded = encoding.encode(variant, matrix));
        encoded?;
        let mut solutions = Vec::new();
        let mut count = 0;
        loop {
            let left = budget.less(self.search.stats().nodes, self.search.work());
            // One solution a slice while some are kept, so each is read.
            let want = if solutions.len() < keep {
                1
            } else if limit == 0 {
                0
            } else {
                limit - count
            };
            let found = self.search.count_within(want, left.slice());
            if found > 0 && solutions.len() < keep {
                solutions.push(self.encoding.fill(self.search.solution()));
            }
            count += found;
            let done = self.search.is_done() || (limit != 0 && count >= limit);
            let spent = budget
                .less(self.search.stats().nodes, self.search.work())
                .is_spent();
            if done || spent || !go_on() {
                return Ok(Found {
                    solutions,
                    count,
                    done,
                    stats: self.search.stats(),
                });
            }
        }
    }
}

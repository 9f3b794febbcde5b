//! Solving and counting variants with one reusable search, as
//! [`crate::sudoku::Solver`] does classic grids.

use super::{Variant, VariantEncoding, VariantError};
use crate::dlx::rule::Weighed;
use crate::dlx::{Algorithm, Colours, Matrix, Search, Stats};
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
/// A variant whose encoding has colours (one with arrows) is searched by
/// Knuth's Algorithm C, every other by Algorithm X, which pays nothing for
/// colours.
pub struct VariantSolver {
    exact: Search<Matrix>,
    coloured: Search<Matrix, Weighed, Colours>,
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
            exact: Search::new(Matrix::default()),
            coloured: Search::with_algorithm(Matrix::default(), Weighed, Colours),
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
        go_on: impl FnMut() -> bool,
    ) -> Result<Found, VariantError> {
        let encoding = &mut self.encoding;
        let derived = variant.with_house_sums();
        let variant = derived.as_ref().unwrap_or(variant);
        if variant.has_colours() {
            run(
                &mut self.coloured,
                encoding,
                variant,
                (limit, keep),
                budget,
                go_on,
            )
        } else {
            run(
                &mut self.exact,
                encoding,
                variant,
                (limit, keep),
                budget,
                go_on,
            )
        }
    }
}

/// [`VariantSolver::search`] by algorithm `A`.
fn run<A: Algorithm>(
    search: &mut Search<Matrix, Weighed, A>,
    encoding: &mut VariantEncoding,
    variant: &Variant,
    (limit, keep): (u64, usize),
    budget: Budget,
    mut go_on: impl FnMut() -> bool,
) -> Result<Found, VariantError> {
    let mut encoded = Ok(());
    search.rebuild(|matrix| encoded = encoding.encode(variant, matrix));
    encoded?;
    let mut solutions = Vec::new();
    let mut count = 0;
    loop {
        let left = budget.less(search.stats().nodes, search.work());
        // One solution a slice while some are kept, so each is read.
        let want = if solutions.len() < keep {
            1
        } else if limit == 0 {
            0
        } else {
            limit - count
        };
        let found = search.count_within(want, left.slice());
        if found > 0 && solutions.len() < keep {
            solutions.push(encoding.fill(search.solution()));
        }
        count += found;
        let done = search.is_done() || (limit != 0 && count >= limit);
        let spent = budget.less(search.stats().nodes, search.work()).is_spent();
        if done || spent || !go_on() {
            return Ok(Found {
                solutions,
                count,
                done,
                stats: search.stats(),
            });
        }
    }
}

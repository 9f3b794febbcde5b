//! Rung 6, dancing links: the engine of [`crate::dlx`] on the Sudoku
//! encoding of [`crate::sudoku`], with a node budget. Its nodes are the
//! engine's own: the start, and each option (a placement) selected.

use super::{nodes_allowed, Progress, Rung};
use crate::dlx::rule::{First, Knuth, Weighed};
use crate::dlx::{ItemRule, Matrix, Rule, Search};
use crate::sudoku::{Encoding, Grid};
use crate::work::Budget;

/// The dancing-links rung, branching by `rule`.
pub fn rung(rule: Rule) -> Box<dyn Rung> {
    match rule {
        Rule::Weighed => Box::new(Dlx::new(Weighed)),
        Rule::Knuth => Box::new(Dlx::new(Knuth)),
        Rule::First => Box::new(Dlx::new(First)),
    }
}

/// Dancing links with the column rule `R`.
pub struct Dlx<R: ItemRule> {
    search: Search<Matrix, R>,
    encoding: Encoding,
}

impl<R: ItemRule> Dlx<R> {
    /// A rung with empty buffers.
    pub fn new(rule: R) -> Dlx<R> {
        Dlx {
            search: Search::with_rule(Matrix::default(), rule),
            encoding: Encoding::default(),
        }
    }
}

impl<R: ItemRule> Rung for Dlx<R> {
    fn name(&self) -> &'static str {
        "dlx"
    }

    fn start(&mut self, grid: &Grid) {
        let encoding = &mut self.encoding;
        self.search.rebuild(|matrix| encoding.encode(grid, matrix));
    }

    fn resume(&mut self, budget: u64) -> Progress {
        let left = nodes_allowed(budget).saturating_sub(self.nodes());
        if self.search.is_done() {
            Progress::Exhausted
        } else if left == 0 {
            Progress::OutOfBudget
        } else if self.search.count_within(1, Budget::nodes(left)) == 1 {
            Progress::Solution
        } else if self.search.is_done() {
            Progress::Exhausted
        } else {
            Progress::OutOfBudget
        }
    }

    fn nodes(&self) -> u64 {
        self.search.stats().nodes
    }

    fn grid(&self) -> Grid {
        self.encoding.fill(self.search.partial())
    }
}

//! Beside the top rung, dancing cells: the engine of [`crate::cells`] on
//! the same Sudoku encoding, with a node budget. It is not a step up the
//! ladder but the same idea in another representation, so the race runs it
//! as a lane of its own beside dancing links. Its nodes are the engine's
//! own: the start, and each option selected that left no active item
//! without options (a dead end found while selecting is not a node).

use super::{nodes_allowed, Progress, Rung};
use crate::cells::{Cells, Search, SetRule};
use crate::dlx::rule::{First, Knuth, Weighed};
use crate::dlx::{Matrix, Rule};
use crate::sudoku::{Encoding, Grid};
use crate::work::Budget;

/// The dancing-cells search, branching by `rule`.
pub fn rung(rule: Rule) -> Box<dyn Rung> {
    match rule {
        Rule::Weighed => Box::new(DancingCells::<Weighed>::default()),
        Rule::Knuth => Box::new(DancingCells::<Knuth>::default()),
        Rule::First => Box::new(DancingCells::<First>::default()),
    }
}

/// Dancing cells with the column rule `R`, started on a grid.
struct DancingCells<R: SetRule> {
    search: Option<Search<R>>,
    encoding: Encoding,
    /// The options of the solution found, once one is.
    solution: Vec<usize>,
}

impl<R: SetRule> Default for DancingCells<R> {
    fn default() -> Self {
        DancingCells {
            search: None,
            encoding: Encoding::default(),
            solution: Vec::new(),
        }
    }
}

impl<R: SetRule> Rung for DancingCells<R> {
    fn name(&self) -> &'static str {
        "cells"
    }

    fn start(&mut self, grid: &Grid) {
        let mut matrix = Matrix::default();
        self.encoding.encode(grid, &mut matrix);
        self.search = Some(Search::with_rule(Cells::new(&matrix), R::default()));
        self.solution.clear();
    }

    fn resume(&mut self, budget: u64) -> Progress {
        let Some(search) = &mut self.search else {
            return Progress::Exhausted;
        };
        let left = nodes_allowed(budget).saturating_sub(search.stats().nodes);
        if search.is_done() {
            Progress::Exhausted
        } else if left == 0 {
            Progress::OutOfBudget
        } else if search.count_within(1, Budget::nodes(left)) == 1 {
            self.solution = search.solution();
            Progress::Solution
        } else if search.is_done() {
            Progress::Exhausted
        } else {
            Progress::OutOfBudget
        }
    }

    fn nodes(&self) -> u64 {
        self.search.as_ref().map_or(0, |s| s.stats().nodes)
    }

    fn grid(&self) -> Grid {
        self.encoding.fill(self.solution.iter().copied())
    }
}

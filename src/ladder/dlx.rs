//! Rung 6, dancing links: the engine of [`crate::dlx`] on the Sudoku
//! encoding of [`crate::sudoku`], with a node budget. Its nodes are the
//! engine's own: the start, and each option (a placement) selected. Stepped
//! through, its placements and removals are the options it selects and
//! deselects, each with the item it branched on.

use super::{nodes_allowed, Progress, Rung, Step, Stepping};
use crate::dlx::rule::{First, Knuth, Weighed};
use crate::dlx::{Event, ItemRule, Matrix, Rule, Search};
use crate::sudoku::{Constraint, Encoding, Grid, Placement};
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
    /// The item each depth branched on and its options then, while
    /// stepping; the newest choice until its first option is selected.
    branches: Vec<(usize, usize)>,
    chosen: Option<(usize, usize)>,
}

impl<R: ItemRule> Dlx<R> {
    /// A rung with empty buffers.
    pub fn new(rule: R) -> Dlx<R> {
        Dlx {
            search: Search::with_rule(Matrix::default(), rule),
            encoding: Encoding::default(),
            branches: Vec::new(),
            chosen: None,
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
        self.branches.clear();
        self.chosen = None;
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

impl<R: ItemRule + 'static> Stepping for Dlx<R> {
    /// The next placement, removal or solution: a select of an option is a
    /// placement, forced when the item it branched on had one option, and a
    /// deselect is its removal; the engine's other events move no digit.
    fn step(&mut self) -> Step {
        loop {
            match self.search.step() {
                Event::Choose { item, length } => self.chosen = Some((item, length)),
                Event::Select { option, depth } => {
                    // A select at a new depth opens it with the choice just
                    // made; one at a depth already open tries the next option
                    // of its item (deeper levels are gone, and a choice that
                    // found no option, a dead end, opened nothing).
                    let chosen = self.chosen.take();
                    if depth == self.branches.len() {
                        self.branches.extend(chosen);
                    } else {
                        self.branches.truncate(depth + 1);
                    }
                    let branch = self.branches.get(depth).copied();
                    let Placement { cell, value } = self.encoding.placement(option);
                    return Step::Place {
                        cell: usize::from(cell),
                        symbol: value,
                        candidates: 0,
                        forced: branch.is_some_and(|(_, length)| length == 1),
                        branch,
                    };
                }
                Event::Deselect { option, .. } => {
                    let Placement { cell, value } = self.encoding.placement(option);
                    return Step::Remove {
                        cell: usize::from(cell),
                        symbol: value,
                    };
                }
                Event::Solution => return Step::Solution,
                Event::Done => return Step::Done,
                Event::Cover { .. }
                | Event::Uncover { .. }
                | Event::Purify { .. }
                | Event::Unpurify { .. } => {}
            }
        }
    }

    fn solutions(&self) -> u64 {
        self.search.stats().solutions
    }

    fn is_done(&self) -> bool {
        self.search.is_done()
    }

    fn into_rung(self: Box<Self>) -> Box<dyn Rung> {
        self
    }

    fn constraint(&self, item: usize) -> Option<Constraint> {
        (item < self.search.matrix().item_count()).then(|| self.encoding.constraint(item))
    }
}

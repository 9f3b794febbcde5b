//! Solving and counting grids with one reusable search.

use super::{Encoding, Grid};
use crate::dlx::{Matrix, Search, Stats};
use crate::work::Budget;

/// The answer of [`Solver::solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The first solution found, if there is one.
    pub solution: Option<Grid>,
    /// The work it took.
    pub stats: Stats,
}

/// The answer of [`Solver::count`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted {
    /// The number of solutions, at most the limit.
    pub count: u64,
    /// The work it took.
    pub stats: Stats,
}

/// A search stopped by its budget, or because it was told to stop, before
/// it could answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GaveUp {
    /// The work done until then.
    pub stats: Stats,
}

/// Solves and counts grids, reusing its buffers from one grid to the next.
pub struct Solver {
    search: Search<Matrix>,
    encoding: Encoding,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

impl Solver {
    /// A solver with empty buffers.
    pub fn new() -> Solver {
        Solver {
            search: Search::new(Matrix::default()),
            encoding: Encoding::default(),
        }
    }

    fn load(&mut self, grid: &Grid) {
        let encoding = &mut self.encoding;
        self.search.rebuild(|matrix| encoding.encode(grid, matrix));
    }

    /// The first solution, if any.
    pub fn solve(&mut self, grid: &Grid) -> Solved {
        self.load(grid);
        let solution = self
            .search
            .next_solution()
            .map(|options| self.encoding.fill(options));
        Solved {
            solution,
            stats: self.search.stats(),
        }
    }

    /// The number of solutions, stopping at `limit` (0 for all).
    pub fn count(&mut self, grid: &Grid, limit: u64) -> Counted {
        self.load(grid);
        let count = self.search.count(limit);
        Counted {
            count,
            stats: self.search.stats(),
        }
    }

    /// The solutions, at most `limit` of them, in the order found, within
    /// a budget as for [`Solver::solve_within`].
    pub fn solutions_within(
        &mut self,
        grid: &Grid,
        limit: usize,
        budget: Budget,
        mut go_on: impl FnMut() -> bool,
    ) -> Result<Vec<Grid>, GaveUp> {
        self.load(grid);
        let mut found = Vec::new();
        while found.len() < limit {
            if self.search.count_within(1, self.next_slice(budget)) == 1 {
                found.push(self.encoding.fill(self.search.solution()));
            }
            if self.search.is_done() || found.len() == limit {
                break;
            }
            self.check_budget(budget, &mut go_on)?;
        }
        Ok(found)
    }

    /// Like [`Solver::solve`], but gives up once the search has spent
    /// `budget` (its nodes or its work), or when `go_on`, asked after every
    /// slice of [`crate::work::SLICE`] units of work, says no: some grids,
    /// the larger ones above all, take exact cover hours.
    pub fn solve_within(
        &mut self,
        grid: &Grid,
        budget: Budget,
        mut go_on: impl FnMut() -> bool,
    ) -> Result<Solved, GaveUp> {
        self.load(grid);
        loop {
            if self.search.count_within(1, self.next_slice(budget)) == 1 {
                return Ok(Solved {
                    solution: Some(self.encoding.fill(self.search.solution())),
                    stats: self.search.stats(),
                });
            }
            if self.search.is_done() {
                return Ok(Solved {
                    solution: None,
                    stats: self.search.stats(),
                });
            }
            self.check_budget(budget, &mut go_on)?;
        }
    }

    /// Like [`Solver::count`], within a budget as for
    /// [`Solver::solve_within`].
    pub fn count_within(
        &mut self,
        grid: &Grid,
        limit: u64,
        budget: Budget,
        mut go_on: impl FnMut() -> bool,
    ) -> Result<Counted, GaveUp> {
        self.load(grid);
        let mut count = 0;
        loop {
            let left = if limit == 0 { 0 } else { limit - count };
            count += self.search.count_within(left, self.next_slice(budget));
            if self.search.is_done() || (limit != 0 && count >= limit) {
                return Ok(Counted {
                    count,
                    stats: self.search.stats(),
                });
            }
            self.check_budget(budget, &mut go_on)?;
        }
    }

    /// What is left of `budget`, given to the search at its start.
    fn left(&self, budget: Budget) -> Budget {
        budget.less(self.search.stats().nodes, self.search.work())
    }

    /// What the next slice of a search within `budget` may take.
    fn next_slice(&self, budget: Budget) -> Budget {
        self.left(budget).slice()
    }

    fn check_budget(&self, budget: Budget, go_on: &mut impl FnMut() -> bool) -> Result<(), GaveUp> {
        if self.left(budget).is_spent() || !go_on() {
            Err(GaveUp {
                stats: self.search.stats(),
            })
        } else {
            Ok(())
        }
    }

    /// The units of work the last search spent (see [`crate::work`]).
    pub fn work(&self) -> u64 {
        self.search.work()
    }

    /// Whether the grid has exactly one solution; the search stops at two.
    pub fn is_unique(&mut self, grid: &Grid) -> (bool, Stats) {
        let Counted { count, stats } = self.count(grid, 2);
        (count == 1, stats)
    }

    /// Like [`Solver::is_unique`], if the search settles it within
    /// `budget`; `None` when it would take longer.
    pub fn is_unique_within(&mut self, grid: &Grid, budget: Budget) -> Option<bool> {
        self.load(grid);
        match self.search.count_within(2, budget) {
            2 => Some(false),
            found if self.search.is_done() => Some(found == 1),
            _ => None,
        }
    }
}

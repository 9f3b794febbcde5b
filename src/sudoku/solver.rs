//! Solving and counting grids with one reusable search.

use super::{Encoding, Grid};
use crate::dlx::{Matrix, Search, Stats};

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

    /// Whether the grid has exactly one solution; the search stops at two.
    pub fn is_unique(&mut self, grid: &Grid) -> (bool, Stats) {
        let Counted { count, stats } = self.count(grid, 2);
        (count == 1, stats)
    }

    /// Like [`Solver::is_unique`], if the search settles it within about
    /// `nodes` nodes; `None` when it would take longer.
    pub fn is_unique_within(&mut self, grid: &Grid, nodes: u64) -> Option<bool> {
        self.load(grid);
        match self.search.count_within(2, nodes) {
            2 => Some(false),
            found if self.search.is_done() => Some(found == 1),
            _ => None,
        }
    }
}

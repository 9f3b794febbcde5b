//! A rung of the ladder answering a batch in place of the engine's solver.

use sudoku_dlx::dlx::{Rule, Stats};
use sudoku_dlx::ladder::{self, Outcome, Rung};
use sudoku_dlx::sudoku::{GaveUp, Grid};

/// The rung that `--solver` and `--rule` choose.
#[derive(Clone, Copy, Debug)]
pub struct Choice {
    /// One of [`ladder::NAMES`].
    pub name: &'static str,
    /// The column rule, for `dlx`.
    pub rule: Rule,
}

impl Choice {
    /// The rung, ready to search.
    pub fn rung(self) -> Box<dyn Rung> {
        ladder::rung(self.name, self.rule).expect("the arguments name only known rungs")
    }

    /// The rung's name, with its column rule for `dlx`.
    pub fn label(self) -> String {
        label(self.name, self.rule)
    }
}

/// A rung's name, with `rule` for `dlx`.
pub fn label(name: &str, rule: Rule) -> String {
    if name == "dlx" {
        format!("dlx/{rule}")
    } else {
        name.to_string()
    }
}

/// Searches `grid` for up to `limit` solutions (0 for all) within `nodes`
/// and while `go_on` says so, with the work it took in the engine's terms
/// (a rung counts no updates).
pub fn search(
    rung: &mut dyn Rung,
    grid: &Grid,
    (limit, nodes): (u64, u64),
    go_on: &mut dyn FnMut() -> bool,
) -> Result<Outcome, GaveUp> {
    let outcome = rung.search_within(grid, limit, nodes, go_on);
    if outcome.gave_up {
        Err(GaveUp {
            stats: stats(&outcome),
        })
    } else {
        Ok(outcome)
    }
}

/// The engine's measures of what a rung did.
pub fn stats(outcome: &Outcome) -> Stats {
    Stats {
        nodes: outcome.nodes,
        updates: 0,
        solutions: outcome.count,
    }
}

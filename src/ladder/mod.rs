//! The ladder from brute force to dancing links: six Sudoku solvers, each a
//! step up from the one before, to show what each idea buys.
//!
//! 1. [`brute`]: cells in row order, each symbol checked by scanning the
//!    cell's row, column and box;
//! 2. [`marks`]: the same search, checked in O(1) with "used" tables per row,
//!    column and box;
//! 3. [`bitmask`]: the candidates of a cell as one word, the free symbols of
//!    its row & column & box, tried bit by bit;
//! 4. [`fewest`]: the same, branching on the cell with the fewest candidates
//!    and failing at once on a cell with none;
//! 5. [`singles`]: naked and hidden singles placed before each guess, and
//!    undone on backtracking;
//! 6. [`dlx`]: the engine of [`crate::dlx`], with any of its column rules.
//!
//! Beside rung 6, [`cells`] runs the engine of [`crate::cells`], dancing
//! cells: not a step up but the same search in another representation, so
//! it is named by [`rung`] (as `cells`) and not in [`NAMES`], and the race
//! gives it a lane of its own.
//!
//! Rungs 1 to 5 share one backtracking loop ([`Backtrack`]) and differ only
//! in their [`Board`] (how a placement is checked: rungs 1 to 3) and their
//! [`Strategy`] (which cell is filled next: rungs 3 to 5).
//!
//! # Nodes
//!
//! Every rung counts the same thing, Knuth's nodes of the search tree: the
//! start, and each placement the search tries (a symbol written into a cell,
//! forced or guessed). A symbol that a check rejects is not a node. For
//! dancing links a placement is an option joining the partial solution, so
//! its node count is the engine's own. Brute force, marks and bitmask search
//! the same tree, so they count the same nodes; only their cost per node
//! differs.
//!
//! A node budget stops a search that has reached that many nodes before it
//! tries another placement; the search then "gave up after N nodes".

mod backtrack;
pub mod bitmask;
pub mod brute;
pub mod cells;
pub mod dlx;
pub mod fewest;
pub mod marks;
pub mod singles;

pub use crate::sudoku::Layout;
pub use backtrack::{Backtrack, Board, Move, Step, Strategy};

use crate::dlx::Rule;
use crate::sudoku::Grid;
use std::fmt;

/// The rungs' names, from the bottom of the ladder to the top.
pub const NAMES: [&str; 6] = ["brute", "marks", "bitmask", "fewest", "singles", "dlx"];

/// Where a search stopped, see [`Rung::resume`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// At a solution: [`Rung::grid`] shows it.
    Solution,
    /// The whole tree is searched.
    Exhausted,
    /// The node budget is spent; resuming with a larger one goes on.
    OutOfBudget,
}

/// What [`Rung::search`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The first solution, if one was found.
    pub solution: Option<Grid>,
    /// Solutions found, at most the limit.
    pub count: u64,
    /// Nodes of the search tree (see the [module notes](self)).
    pub nodes: u64,
    /// Whether the budget ran out first, so `count` is only a lower bound.
    pub gave_up: bool,
}

/// A solver on the ladder. Every rung is searched the same way: start it on
/// a grid, then resume it to each solution in turn, within a node budget.
pub trait Rung {
    /// The rung's name, one of [`NAMES`].
    fn name(&self) -> &'static str;

    /// Starts a search of `grid`, forgetting any earlier one.
    fn start(&mut self, grid: &Grid);

    /// Searches on to the next solution or the end of the tree, pausing
    /// before the tree grows past `budget` nodes in all (0 for no budget).
    fn resume(&mut self, budget: u64) -> Progress;

    /// Nodes of the search tree so far.
    fn nodes(&self) -> u64;

    /// The givens with the search's placements; right after
    /// [`Progress::Solution`], the solution.
    fn grid(&self) -> Grid;

    /// Searches `grid` for up to `limit` solutions (0 for all) within
    /// `budget` nodes (0 for no budget).
    fn search(&mut self, grid: &Grid, limit: u64, budget: u64) -> Outcome {
        self.search_within(grid, limit, budget, &mut || true)
    }

    /// Like [`Rung::search`], and also gives up when `go_on`, asked every
    /// [`SLICE`] nodes, says no: for a deadline.
    fn search_within(
        &mut self,
        grid: &Grid,
        limit: u64,
        budget: u64,
        go_on: &mut dyn FnMut() -> bool,
    ) -> Outcome {
        self.start(grid);
        let budget = nodes_allowed(budget);
        let mut outcome = Outcome {
            solution: None,
            count: 0,
            nodes: 0,
            gave_up: false,
        };
        while limit == 0 || outcome.count < limit {
            let pause = budget.min(self.nodes().saturating_add(SLICE));
            match self.resume(pause) {
                Progress::Solution => {
                    outcome.count += 1;
                    if outcome.solution.is_none() {
                        outcome.solution = Some(self.grid());
                    }
                }
                Progress::Exhausted => break,
                Progress::OutOfBudget if pause < budget && go_on() => {}
                Progress::OutOfBudget => {
                    outcome.gave_up = true;
                    break;
                }
            }
        }
        outcome.nodes = self.nodes();
        outcome
    }
}

/// How many nodes [`Rung::search_within`] runs between two questions
/// whether to go on: a few milliseconds of work on any rung.
pub const SLICE: u64 = 1 << 16;

/// The rung named `name`, or `cells` beside the ladder; `rule` is the
/// column rule of `dlx` and `cells` and is not used by the others.
pub fn rung(name: &str, rule: Rule) -> Result<Box<dyn Rung>, UnknownRung> {
    match name {
        "dlx" => Ok(dlx::rung(rule)),
        "cells" => Ok(cells::rung(rule)),
        _ => Ok(backtracker(name)?.into_rung()),
    }
}

/// A rung by name, for stepping through its search one placement at a
/// time: the rungs of [`Backtrack`], and `dlx` with the default column rule,
/// its placements the options it selects.
pub fn backtracker(name: &str) -> Result<Box<dyn Stepping>, UnknownRung> {
    Ok(match name {
        "dlx" => Box::new(dlx::Dlx::new(crate::dlx::rule::Weighed)),
        "brute" => Box::new(brute::rung()),
        "marks" => Box::new(marks::rung()),
        "bitmask" => Box::new(bitmask::rung()),
        "fewest" => Box::new(fewest::rung()),
        "singles" => Box::new(singles::rung()),
        _ => return Err(UnknownRung(name.to_string())),
    })
}

/// A rung whose search can be followed one placement at a time.
pub trait Stepping: Rung {
    /// Advances by exactly one event; [`Step::Done`] once the whole tree is
    /// searched.
    fn step(&mut self) -> Step;

    /// Solutions found so far.
    fn solutions(&self) -> u64;

    /// Whether the whole tree has been searched.
    fn is_done(&self) -> bool;

    /// The same rung, seen as a [`Rung`] only.
    fn into_rung(self: Box<Self>) -> Box<dyn Rung>;

    /// What item `item` of the rung's Sudoku encoding stands for: only
    /// dancing links branches on items ([`Step::Place`]'s `branch`).
    fn constraint(&self, _item: usize) -> Option<crate::sudoku::Constraint> {
        None
    }
}

/// A name that is not one of [`NAMES`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRung(pub String);

impl fmt::Display for UnknownRung {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown solver {:?}: the solvers are {}",
            self.0,
            NAMES.join(", ")
        )
    }
}

impl std::error::Error for UnknownRung {}

/// The budget as a number of nodes, with 0 for no budget.
fn nodes_allowed(budget: u64) -> u64 {
    if budget == 0 {
        u64::MAX
    } else {
        budget
    }
}

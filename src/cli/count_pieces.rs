//! `count --threads`: a Sudoku that one search does not count within a
//! small budget, counted again in pieces (`dlx::split`) on every thread.
//!
//! Every puzzle is first counted alone, by the plain search, within
//! [`ALONE`]: nearly every puzzle a person gives ends there, at the cost
//! one thread pays, so a batch of them is not slowed by splitting each.
//! Only a puzzle still running after it (a 16×16 or 25×25 with few clues)
//! is split; the work spent alone, at most [`ALONE`], is done again.
//! Threads over the puzzles of a batch instead would need the answers
//! held back to keep their order, and would leave one hard puzzle on one
//! core: the case that needs the cores.

use super::cover::{split_problem, Engine};
use super::pieces::Run;
use std::time::{Duration, Instant};
use sudoku_dlx::dlx::{Matrix, Path, Rule, Stats};
use sudoku_dlx::sudoku::{Encoding, GaveUp, Grid};
use sudoku_dlx::work::{Budget, WORK_PER_NODE};

/// What a puzzle may take alone before it is split: some milliseconds,
/// past the hardest 9×9s by far (hundreds of nodes), and a blink beside
/// a count that is worth splitting.
pub const ALONE: Budget = Budget {
    nodes: 20_000,
    work: 20_000 * WORK_PER_NODE,
};

/// The pieces each thread is given (as `cover --threads`).
const PIECES_PER_THREAD: usize = 16;

/// The budget of the count alone: [`ALONE`], or less if `budget` is less.
pub fn alone(budget: Budget) -> Budget {
    Budget {
        nodes: budget.nodes.min(ALONE.nodes),
        work: budget.work.min(ALONE.work),
    }
}

/// Counts the solutions of `grid` up to `limit` (0: all) in pieces on
/// `threads` threads, within what is left of `budget` after the `spent`
/// nodes and work, and of `timeout` from `start`. The statistics count
/// the `spent` nodes too.
pub fn count(
    grid: &Grid,
    (limit, threads): (u64, usize),
    (budget, spent): (Budget, (Stats, u64)),
    (start, timeout): (Instant, Duration),
) -> Result<(u64, Stats), GaveUp> {
    let mut matrix = Matrix::default();
    Encoding::default().encode(grid, &mut matrix);
    let rule = Rule::default();
    let pieces = split_problem(&matrix, rule, PIECES_PER_THREAD * threads);
    let paths: Vec<Path> = pieces.iter().map(|piece| piece.path.clone()).collect();
    let mut order: Vec<usize> = (0..pieces.len()).collect();
    if limit == 0 {
        // The largest first; with a limit, the search's own order, since
        // the first pieces may be all it needs.
        order.sort_by(|&a, &b| pieces[b].nodes.total_cmp(&pieces[a].nodes));
    }
    let run = Run {
        engine: Engine::Links,
        rule,
        threads,
        limit,
        listing: false,
        budget: budget.less(spent.0.nodes, spent.1),
        timeout,
        start,
    };
    let (mut found, mut answered, mut complete) = (0, 0, true);
    let mut updates = spent.0.updates;
    let (nodes, _) = run.search(&matrix, (&paths, &order), |_, answer| {
        answered += 1;
        updates += answer.stats.updates;
        complete &= answer.complete;
        found += match limit {
            0 => answer.count,
            limit => answer.count.min(limit - found),
        };
        answer.complete && (limit == 0 || found < limit)
    });
    let stats = Stats {
        nodes: spent.0.nodes + nodes,
        updates,
        solutions: found,
    };
    let reached = limit != 0 && found >= limit;
    if reached || (complete && answered == paths.len()) {
        Ok((found, stats))
    } else {
        Err(GaveUp { stats })
    }
}

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
//!
//! `count --shards N --shard K` counts shard K's share of one puzzle's
//! pieces, dealt as `cover --shards` deals them, and prints its result in
//! the same form for `merge`.

use super::cover::{split_problem, Engine, MAX_PIECES, PIECES_PER_HAND};
use super::lines::PuzzleLines;
use super::pieces::Run;
use super::shards::{self, Job, Shard};
use super::{Failure, Status};
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};
use sudoku_dlx::dlx::{split, Matrix, Path, Rule, Stats};
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
    let wanted = PIECES_PER_THREAD * threads;
    let pieces = split_problem(&matrix, rule, (wanted, split::THREAD_PROBES));
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

/// `count --shards`: counts `shard`'s share of the pieces of the one
/// puzzle in `input` (read from `what`), up to `limit` a piece, on
/// `threads` threads within `budget` and the time left of `timeout` from
/// `start`, and prints the shard's result for `merge`.
pub fn shard(
    input: impl BufRead,
    what: &str,
    (shard, limit, threads): (Shard, u64, usize),
    (budget, timeout, start): (Budget, Duration, Instant),
    out: &mut impl Write,
) -> Result<Status, Failure> {
    let grid = one_puzzle(input, what)?;
    let mut matrix = Matrix::default();
    Encoding::default().encode(&grid, &mut matrix);
    let rule = Rule::default();
    let wanted = (PIECES_PER_HAND * shard.of).min(MAX_PIECES);
    let pieces = split_problem(&matrix, rule, (wanted, split::PROBES));
    let sizes: Vec<f64> = pieces.iter().map(|piece| piece.nodes).collect();
    let hand_of = split::deal(&sizes, shard.of);
    let mine: Vec<usize> = (0..pieces.len())
        .filter(|&i| hand_of[i] == shard.index)
        .collect();
    let paths: Vec<Path> = mine.iter().map(|&i| pieces[i].path.clone()).collect();
    let mut order: Vec<usize> = (0..mine.len()).collect();
    if limit == 0 {
        order.sort_by(|&a, &b| sizes[mine[b]].total_cmp(&sizes[mine[a]]));
    }
    let job = Job {
        shards: shard.of,
        pieces: pieces.len(),
        problem: shards::fingerprint(grid.to_string().as_bytes()),
        rule: rule.to_string(),
        limit,
        listing: false,
    };
    let run = Run {
        engine: Engine::Links,
        rule,
        threads,
        limit,
        listing: false,
        budget,
        timeout,
        start,
    };
    let writing = Failure::writing("output");
    writeln!(out, "{}", shards::header(shard.index, &job)).map_err(&writing)?;
    let (mut failed, mut gave_up) = (None, false);
    run.search(&matrix, (&paths, &order), |at, answer| {
        gave_up |= !answer.complete;
        let nodes = (!answer.complete).then_some(answer.stats.nodes);
        match shards::write_piece(out, mine[at], &paths[at], answer.count, nodes) {
            Ok(()) => answer.complete,
            Err(failure) => {
                failed = Some(failure);
                false
            }
        }
    });
    if let Some(failure) = failed {
        return Err(failure);
    }
    writeln!(out, "{}", shards::footer(shard.index)).map_err(&writing)?;
    out.flush().map_err(&writing)?;
    Ok(if gave_up {
        Status::SomeGaveUp
    } else {
        Status::Answered
    })
}

/// The one puzzle of a shard's input: a line that is not a grid, or a
/// second puzzle, is an error that names its line.
fn one_puzzle(input: impl BufRead, what: &str) -> Result<Grid, Failure> {
    let mut lines = PuzzleLines::new(input);
    let mut grid = None;
    while let Some((number, text)) = lines.next_line().map_err(Failure::reading(what))? {
        if grid.is_some() {
            return Err(Failure::Io(format!(
                "count --shards counts one puzzle, but {what} has another on line {number}"
            )));
        }
        let parsed = text
            .map_err(|why| why.to_string())
            .and_then(|text| text.parse::<Grid>().map_err(|error| error.to_string()));
        grid = Some(parsed.map_err(|why| Failure::Input(format!("line {number}: {why}")))?);
    }
    grid.ok_or_else(|| {
        Failure::Usage(format!(
            "count --shards needs a puzzle, and {what} has none"
        ))
    })
}

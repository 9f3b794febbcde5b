//! `cover` in pieces (`dlx::split`): on several threads, and as one shard
//! of many, printed for `merge`.

use super::super::pieces::{self, Answer, Run};
use super::super::shards::{self, Job, Shard};
use super::super::{Failure, Status};
use super::{Cover, Engine, DEFAULT_TIMEOUT};
use std::io::{self, Write};
use std::time::Instant;
use sudoku_dlx::dlx::rule::{First, ItemRule, Knuth, Weighed};
use sudoku_dlx::dlx::split::{self, split_probing, Piece};
use sudoku_dlx::dlx::{Algorithm, Colours, Exact, Matrix, Path, Rule, Search};
use sudoku_dlx::problem::Problem;
use sudoku_dlx::work::Budget;

/// The pieces each thread, or each shard, is given: enough that a thread
/// that drew large ones is not left running alone at the end, few enough
/// that splitting is a blink beside the search.
pub const PIECES_PER_HAND: usize = 16;

/// The most pieces a search is split into: each is estimated, and the
/// split must stay a blink beside the search.
pub const MAX_PIECES: usize = 1 << 16;

/// A solution's options in the order the problem lists them: the order a
/// search takes its forced options in depends on the branches it searched
/// before, so a piece of a split search can take them in another order
/// than the whole search; in the problem's order every way prints alike.
pub(super) fn in_problem_order(mut solution: Vec<usize>) -> Vec<usize> {
    solution.sort_unstable();
    solution
}

/// The problem split into at least `wanted` pieces under `rule`, each
/// estimated from `probes` probes (see [`split_probing`]): the same pieces
/// for either engine.
pub fn split_problem(matrix: &Matrix, rule: Rule, (wanted, probes): (usize, u64)) -> Vec<Piece> {
    fn with<R: ItemRule, A: Algorithm>(
        matrix: &Matrix,
        rule: R,
        algorithm: A,
        (wanted, probes): (usize, u64),
    ) -> Vec<Piece> {
        let mut search = Search::with_algorithm(matrix.clone(), rule, algorithm);
        split_probing(&mut search, wanted, probes)
    }
    fn by_rule<A: Algorithm>(
        matrix: &Matrix,
        rule: Rule,
        algorithm: A,
        wanted: (usize, u64),
    ) -> Vec<Piece> {
        match rule {
            Rule::Weighed => with(matrix, Weighed, algorithm, wanted),
            Rule::Knuth => with(matrix, Knuth, algorithm, wanted),
            Rule::First => with(matrix, First, algorithm, wanted),
        }
    }
    if matrix.has_colours() {
        by_rule(matrix, rule, Colours, (wanted, probes))
    } else {
        by_rule(matrix, rule, Exact, (wanted, probes))
    }
}

/// What the pieces answered so far, in their order.
#[derive(Default)]
struct Tally {
    answered: usize,
    found: u64,
    updates: u64,
    gave_up: bool,
}

impl Cover {
    /// Answers in pieces when the command asks for more than one thread
    /// or for a shard: `None` when the plain search is to answer.
    pub(super) fn in_pieces(
        &self,
        text: &[u8],
        problem: &Problem,
        start: Instant,
        out: &mut impl Write,
    ) -> Option<Result<Status, Failure>> {
        let shard = match shards::shard(self.shards, self.shard, |name| std::env::var(name).ok()) {
            Ok(shard) => shard,
            Err(message) => return Some(Err(Failure::Usage(message))),
        };
        let threads = self.threads.unwrap_or_else(pieces::all_cores);
        if shard.is_none() && threads == 1 {
            return None;
        }
        if !self.count && self.engine() == Engine::Cells {
            // Unasked, listing by dancing cells stays on one thread.
            return (shard.is_some() || self.threads.is_some()).then(|| {
                Err(Failure::Usage(
                    "listing solutions on several threads or shards takes --engine links: \
                     dancing cells' order of solutions depends on the branches searched \
                     before (--count takes either engine)"
                        .into(),
                ))
            });
        }
        let job = Job {
            shards: shard.map_or(1, |shard| shard.of),
            pieces: 0,
            problem: shards::fingerprint(text),
            rule: self.rule.to_string(),
            limit: self.limit,
            listing: !self.count,
        };
        Some(self.run_in_pieces(problem, (threads, shard, job), start, out))
    }

    /// Answers on `threads` threads, and when `shard` says, only that
    /// shard's share, printed for `merge`.
    fn run_in_pieces(
        &self,
        problem: &Problem,
        (threads, shard, mut job): (usize, Option<Shard>, Job),
        start: Instant,
        out: &mut impl Write,
    ) -> Result<Status, Failure> {
        let (mine, paths, order) = self.share(problem, threads, shard, &mut job);
        let run = Run {
            engine: self.engine(),
            rule: self.rule,
            threads,
            limit: self.limit,
            listing: !self.count,
            budget: self.budget.map_or(Budget::UNLIMITED, Budget::nodes),
            timeout: self.timeout.unwrap_or(DEFAULT_TIMEOUT),
            start,
        };
        let writing = Failure::writing("output");
        if let Some(shard) = shard {
            writeln!(out, "{}", shards::header(shard.index, &job)).map_err(&writing)?;
        }
        let mut failed = None;
        let mut tally = Tally::default();
        let (nodes, work) =
            run.search(
                &problem.matrix,
                (&paths, &order),
                |at, answer: Answer| match self.take(
                    problem,
                    &mut tally,
                    (shard, mine[at], &paths[at]),
                    &answer,
                    out,
                ) {
                    Ok(go_on) => go_on,
                    Err(failure) => {
                        failed = Some(failure);
                        false
                    }
                },
            );
        if let Some(failure) = failed {
            return Err(failure);
        }
        let reached = shard.is_none() && self.limit != 0 && tally.found >= self.limit;
        let gave_up = !reached && (tally.gave_up || tally.answered < paths.len());
        match shard {
            Some(shard) => writeln!(out, "{}", shards::footer(shard.index)),
            None if self.count => writeln!(out, "{}", tally.found),
            None => Ok(()),
        }
        .map_err(&writing)?;
        if shard.is_none() && gave_up {
            writeln!(out, "gave up after {nodes} nodes").map_err(&writing)?;
        }
        out.flush().map_err(&writing)?;
        if self.stats {
            report(&tally, (nodes, work), (threads, paths.len()), start)?;
        }
        Ok(if gave_up {
            Status::SomeGaveUp
        } else {
            Status::Answered
        })
    }

    /// The pieces to search, as indices into the split and as paths: all
    /// of them, or a shard's share, dealt by their estimates so that the
    /// shards' work is as even as the estimates can make it; and the order
    /// to take them in: the largest first, or with a limit, the search's
    /// own, since the first pieces may be all it needs. Notes the number
    /// of pieces in `job`.
    fn share(
        &self,
        problem: &Problem,
        threads: usize,
        shard: Option<Shard>,
        job: &mut Job,
    ) -> (Vec<usize>, Vec<Path>, Vec<usize>) {
        let hands = shard.map_or(threads, |shard| shard.of);
        let wanted = (PIECES_PER_HAND * hands).min(MAX_PIECES);
        // Threads take the pieces in turn and need rougher sizes than a deal.
        let probes = shard.map_or(split::THREAD_PROBES, |_| split::PROBES);
        let pieces = split_problem(&problem.matrix, self.rule, (wanted, probes));
        job.pieces = pieces.len();
        let sizes: Vec<f64> = pieces.iter().map(|piece| piece.nodes).collect();
        let mine: Vec<usize> = match shard {
            None => (0..pieces.len()).collect(),
            Some(shard) => {
                let hand_of = split::deal(&sizes, shard.of);
                (0..pieces.len())
                    .filter(|&i| hand_of[i] == shard.index)
                    .collect()
            }
        };
        let paths = mine.iter().map(|&i| pieces[i].path.clone()).collect();
        let mut order: Vec<usize> = (0..mine.len()).collect();
        if self.limit == 0 {
            order.sort_by(|&a, &b| sizes[mine[b]].total_cmp(&sizes[mine[a]]));
        }
        (mine, paths, order)
    }

    /// Takes one piece's answer, in the pieces' order: prints it, and
    /// says whether to go on (not past the limit, nor past a piece that
    /// gave up).
    fn take(
        &self,
        problem: &Problem,
        tally: &mut Tally,
        (shard, index, path): (Option<Shard>, usize, &Path),
        answer: &Answer,
        out: &mut impl Write,
    ) -> Result<bool, Failure> {
        tally.answered += 1;
        tally.updates += answer.stats.updates;
        tally.gave_up |= !answer.complete;
        if shard.is_some() {
            let gave_up = (!answer.complete).then_some(answer.stats.nodes);
            shards::write_piece(out, index, path, answer.count, gave_up)?;
            write_solutions(problem, &answer.solutions, out)?;
            return Ok(answer.complete);
        }
        let wanted = match self.limit {
            0 => answer.count,
            limit => answer.count.min(limit - tally.found),
        };
        tally.found += wanted;
        let listed = answer.solutions.len().min(wanted as usize);
        write_solutions(problem, &answer.solutions[..listed], out)?;
        Ok(answer.complete && (self.limit == 0 || tally.found < self.limit))
    }
}

/// Prints `--stats` on standard error: the updates of the pieces
/// answered, the nodes and work of all.
fn report(
    tally: &Tally,
    (nodes, work): (u64, u64),
    (threads, pieces): (usize, usize),
    start: Instant,
) -> Result<(), Failure> {
    let (found, updates) = (tally.found, tally.updates);
    let seconds = start.elapsed().as_secs_f64();
    writeln!(
        io::stderr().lock(),
        "solutions {found}, nodes {nodes}, updates {updates}, work {work}, time {seconds:.3} s, \
         threads {threads}, pieces {pieces}"
    )
    .map_err(Failure::writing("statistics"))
}

/// Prints solutions as `cover` prints them.
fn write_solutions(
    problem: &Problem,
    solutions: &[Vec<usize>],
    out: &mut impl Write,
) -> Result<(), Failure> {
    let writing = Failure::writing("output");
    for solution in solutions {
        for option in in_problem_order(solution.clone()) {
            writeln!(out, "{}", &problem.option_names[option]).map_err(&writing)?;
        }
        writeln!(out).map_err(&writing)?;
    }
    Ok(())
}

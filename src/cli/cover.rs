//! `cover`: a generic exact-cover problem in Knuth's dlx format, solved or
//! counted by either engine.

use super::batch::DEFAULT_TIMEOUT;
use super::out_of_memory::fallibly;
use super::shards::MAX_SHARDS;
use super::{Failure, Status};
use std::borrow::Cow;
use std::io::{self, Read, Write};
use std::str::FromStr;
use std::time::{Duration, Instant};
use sudoku_dlx::cells::{self, Cells, SetRule};
use sudoku_dlx::dlx::rule::{First, ItemRule, Knuth, Weighed};
use sudoku_dlx::dlx::{
    multiplicities, Algorithm, BadPath, Colours, Exact, Matrix, Path, Rule, Search, Stats,
};
use sudoku_dlx::problem::{parse_bytes, Names, Problem};
use sudoku_dlx::work::Budget;

mod in_pieces;

pub(super) use in_pieces::{split_problem, MAX_PIECES, PIECES_PER_HAND};

pub const USAGE: &str = "\
usage: sudoku-dlx cover [--count] [--limit N] [--engine links|cells] [--rule RULE]
                        [--budget NODES] [--timeout SECONDS] [--stats]
                        [--threads N] [--shards N [--shard K]] [FILE]

Reads one exact-cover problem in Knuth's dlx format (the first line names
the items, '|' before the secondary ones; then one option a line; lines
starting with '|' are comments) and prints its solutions, each option on a
line and a blank line after each solution, or with --count their number.
--limit stops at N solutions (default 0: all). --engine picks dancing cells
(the default) or dancing links, --rule the column rule: weighed (the
default), knuth or first. --budget stops after NODES nodes of the search
tree (or the work of 100 cheap nodes each, see docs/hardening.md),
--timeout after SECONDS (default 60); either answers 'gave up after N
nodes' and exits 3. --stats prints the nodes, updates and units of work
on standard error. --threads searches on N threads (default: every core;
at most 1024), the answer the same as one thread's; listing solutions on
several threads takes --engine links. --shards N --shard K (K from 0; or
from Slurm's SLURM_ARRAY_TASK_ID or Kubernetes' JOB_COMPLETION_INDEX)
searches the K-th of N shares of the search (N at most 65536) and prints
a result that 'sudoku-dlx merge' puts together with the others.";

/// Which representation searches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Engine {
    /// Dancing cells, [`sudoku_dlx::cells`]: the faster on every generic
    /// problem measured (docs/performance.md).
    #[default]
    Cells,
    /// Dancing links, [`sudoku_dlx::dlx`].
    Links,
}

impl FromStr for Engine {
    type Err = String;

    fn from_str(name: &str) -> Result<Engine, String> {
        match name {
            "cells" => Ok(Engine::Cells),
            "links" => Ok(Engine::Links),
            _ => Err(format!(
                "unknown engine {name:?}: the engines are links and cells"
            )),
        }
    }
}

/// What `cover` was asked to do.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cover {
    count: bool,
    limit: u64,
    /// The engine asked for, if any.
    engine: Option<Engine>,
    rule: Rule,
    budget: Option<u64>,
    timeout: Option<Duration>,
    stats: bool,
    /// Threads; every core when not given.
    threads: Option<usize>,
    shards: Option<usize>,
    shard: Option<usize>,
    file: Option<String>,
}

/// Reads `cover`'s arguments, those after the command's name.
pub fn parse_args(args: &[String]) -> Result<Cover, String> {
    let mut cover = Cover::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |needs: &str| {
            args.next()
                .ok_or_else(|| format!("{arg} needs {needs}"))
                .map(String::as_str)
        };
        match arg.as_str() {
            "--count" => cover.count = true,
            "--stats" => cover.stats = true,
            "--limit" => cover.limit = number(arg, value("a whole number")?, 0)?,
            "--threads" => {
                let threads = value("a whole number from 1 to 1024")?;
                cover.threads = Some(within(arg, threads, 1..=MAX_THREADS)?);
            }
            "--shards" => {
                let shards = value("a whole number from 1 to 65536")?;
                cover.shards = Some(within(arg, shards, 1..=MAX_SHARDS)?);
            }
            "--shard" => {
                let shard = value("a whole number from 0 to 65535")?;
                cover.shard = Some(within(arg, shard, 0..=MAX_SHARDS - 1)?);
            }
            "--budget" => cover.budget = Some(number(arg, value("a whole number from 1")?, 1)?),
            "--timeout" => {
                let seconds = value("a number of seconds above 0")?;
                let parsed = seconds.parse::<f64>().ok();
                let timeout = parsed.and_then(|s| Duration::try_from_secs_f64(s).ok());
                cover.timeout = Some(timeout.filter(|t| !t.is_zero()).ok_or_else(|| {
                    format!("--timeout needs a number of seconds above 0, not {seconds:?}")
                })?);
            }
            "--engine" => cover.engine = Some(value("links or cells")?.parse()?),
            "--rule" => {
                let rule = value("weighed, knuth or first")?;
                cover.rule = rule.parse().map_err(|why| format!("{arg}: {why}"))?;
            }
            _ if arg.starts_with('-') && arg != "-" => {
                return Err(format!("unknown option {arg:?} for cover"))
            }
            _ if cover.file.is_some() => return Err("cover reads at most one FILE".into()),
            _ => cover.file = Some(arg.clone()),
        }
    }
    Ok(cover)
}

/// The most threads `--threads` takes: past the cores of any machine.
const MAX_THREADS: usize = 1024;

fn within(
    flag: &str,
    value: &str,
    range: std::ops::RangeInclusive<usize>,
) -> Result<usize, String> {
    value
        .parse()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            format!(
                "{flag} needs a whole number from {} to {}, not {value:?}",
                range.start(),
                range.end()
            )
        })
}

fn number(flag: &str, value: &str, least: u64) -> Result<u64, String> {
    value
        .parse()
        .ok()
        .filter(|&n| n >= least)
        .ok_or_else(|| format!("{flag} needs a whole number from {least}, not {value:?}"))
}

/// A search of either engine, under any rule, as `cover` drives it.
pub trait CoverSearch {
    fn descend(&mut self, path: &Path) -> Result<(), BadPath>;
    fn solution(&self) -> Vec<usize>;
    fn count_within(&mut self, limit: u64, budget: Budget) -> u64;
    fn is_done(&self) -> bool;
    fn stats(&self) -> Stats;
    fn work(&self) -> u64;
}

impl<R: ItemRule, A: Algorithm> CoverSearch for Search<Matrix, R, A> {
    fn descend(&mut self, path: &Path) -> Result<(), BadPath> {
        Search::descend(self, path)
    }
    fn solution(&self) -> Vec<usize> {
        Search::solution(self)
    }
    fn count_within(&mut self, limit: u64, budget: Budget) -> u64 {
        Search::count_within(self, limit, budget)
    }
    fn is_done(&self) -> bool {
        Search::is_done(self)
    }
    fn stats(&self) -> Stats {
        Search::stats(self)
    }
    fn work(&self) -> u64 {
        Search::work(self)
    }
}

impl CoverSearch for multiplicities::Search {
    fn descend(&mut self, path: &Path) -> Result<(), BadPath> {
        multiplicities::Search::descend(self, path)
    }
    fn solution(&self) -> Vec<usize> {
        multiplicities::Search::solution(self)
    }
    fn count_within(&mut self, limit: u64, budget: Budget) -> u64 {
        multiplicities::Search::count_within(self, limit, budget)
    }
    fn is_done(&self) -> bool {
        multiplicities::Search::is_done(self)
    }
    fn stats(&self) -> Stats {
        multiplicities::Search::stats(self)
    }
    fn work(&self) -> u64 {
        multiplicities::Search::work(self)
    }
}

impl<R: SetRule, A: Algorithm> CoverSearch for cells::Search<R, A> {
    fn descend(&mut self, path: &Path) -> Result<(), BadPath> {
        cells::Search::descend(self, path)
    }
    fn solution(&self) -> Vec<usize> {
        cells::Search::solution(self)
    }
    fn count_within(&mut self, limit: u64, budget: Budget) -> u64 {
        cells::Search::count_within(self, limit, budget)
    }
    fn is_done(&self) -> bool {
        cells::Search::is_done(self)
    }
    fn stats(&self) -> Stats {
        cells::Search::stats(self)
    }
    fn work(&self) -> u64 {
        cells::Search::work(self)
    }
}

/// A search of the problem by `engine` and `rule`, by Algorithm C when the
/// problem has colours and X when it has none. Dancing links searches the
/// matrix in place, so a matrix handed over (`Cow::Owned`) is not copied;
/// dancing cells builds its own from it.
pub fn search(matrix: Cow<'_, Matrix>, engine: Engine, rule: Rule) -> Box<dyn CoverSearch> {
    fn with<R: ItemRule + SetRule + 'static, A: Algorithm + 'static>(
        matrix: Cow<'_, Matrix>,
        engine: Engine,
        rule: R,
        algorithm: A,
    ) -> Box<dyn CoverSearch> {
        match engine {
            Engine::Links => Box::new(Search::with_algorithm(matrix.into_owned(), rule, algorithm)),
            Engine::Cells => Box::new(cells::Search::with_algorithm(
                Cells::new(&matrix),
                rule,
                algorithm,
            )),
        }
    }
    fn by_rule<A: Algorithm + 'static>(
        matrix: Cow<'_, Matrix>,
        engine: Engine,
        rule: Rule,
        algorithm: A,
    ) -> Box<dyn CoverSearch> {
        match rule {
            Rule::Weighed => with(matrix, engine, Weighed, algorithm),
            Rule::Knuth => with(matrix, engine, Knuth, algorithm),
            Rule::First => with(matrix, engine, First, algorithm),
        }
    }
    if matrix.has_colours() {
        by_rule(matrix, engine, rule, Colours)
    } else {
        by_rule(matrix, engine, rule, Exact)
    }
}

/// All of `reader`'s bytes, `size` of them expected, or an error of kind
/// `OutOfMemory` where there is no room for them: the text of a problem is
/// read whole, and may be larger than the memory the process may have.
fn read_all(mut reader: impl Read, size: u64) -> io::Result<Vec<u8>> {
    let no_memory = |_| io::Error::new(io::ErrorKind::OutOfMemory, "out of memory");
    let mut bytes = Vec::new();
    // One more than expected, so that reading sees the end without growing.
    let expected = usize::try_from(size)
        .unwrap_or(usize::MAX)
        .saturating_add(1);
    bytes.try_reserve_exact(expected).map_err(no_memory)?;
    loop {
        if bytes.len() == bytes.capacity() {
            bytes
                .try_reserve(bytes.len().max(1 << 16))
                .map_err(no_memory)?;
        }
        // Read into at most a mebibyte of zeros at a time, not all the room
        // left, which would zero it again at every read of a pipe.
        let start = bytes.len();
        bytes.resize(bytes.capacity().min(start + (1 << 20)), 0);
        match reader.read(&mut bytes[start..]) {
            Ok(0) => {
                bytes.truncate(start);
                return Ok(bytes);
            }
            Ok(read) => bytes.truncate(start + read),
            Err(error) if error.kind() == io::ErrorKind::Interrupted => bytes.truncate(start),
            Err(error) => return Err(error),
        }
    }
}

impl Cover {
    /// The engine that searches a problem without multiplicities.
    fn engine(&self) -> Engine {
        self.engine.unwrap_or_default()
    }

    /// The text of the problem, and the problem it writes.
    fn read_problem(&self) -> Result<(Vec<u8>, Problem), Failure> {
        let what = self.file.as_deref().unwrap_or("standard input");
        let text = fallibly(|| match self.file.as_deref() {
            None | Some("-") => read_all(io::stdin().lock(), 0),
            Some(path) => std::fs::File::open(path).and_then(|file| {
                let size = file.metadata().map_or(0, |metadata| metadata.len());
                read_all(file, size)
            }),
        })
        .map_err(Failure::reading(what))?;
        let problem = fallibly(|| parse_bytes(&text)).map_err(|error| {
            let message = format!("{what}: {error}");
            if error.out_of_memory {
                Failure::Io(message)
            } else {
                Failure::Input(message)
            }
        })?;
        Ok((text, problem))
    }

    /// Reads the problem and answers it on `out`.
    pub fn run(&self, out: &mut impl Write) -> Result<Status, Failure> {
        let (text, problem) = self.read_problem()?;
        let start = Instant::now();
        if problem.multiplicities.is_empty() {
            if let Some(answer) = self.in_pieces(&text, &problem, start, out) {
                return answer;
            }
        } else {
            self.check_multiplicities()?;
        }
        drop(text);
        let Problem {
            matrix,
            option_names,
            multiplicities,
            ..
        } = problem;
        let mut search: Box<dyn CoverSearch> = if multiplicities.is_empty() {
            search(Cow::Owned(matrix), self.engine(), self.rule)
        } else {
            Box::new(multiplicities::Search::new(
                &matrix,
                &multiplicities,
                self.rule,
            ))
        };
        let writing = Failure::writing("output");
        let found = if self.count {
            let found = self.search_on(search.as_mut(), self.limit, start);
            writeln!(out, "{found}").map_err(&writing)?;
            found
        } else {
            self.print_solutions(&option_names, search.as_mut(), start, out)?
        };
        out.flush().map_err(&writing)?;
        let gave_up = !search.is_done() && (self.limit == 0 || found < self.limit);
        if gave_up {
            writeln!(out, "gave up after {} nodes", search.stats().nodes).map_err(&writing)?;
        }
        if self.stats {
            let Stats { nodes, updates, .. } = search.stats();
            let work = search.work();
            let seconds = start.elapsed().as_secs_f64();
            writeln!(
                io::stderr().lock(),
                "solutions {found}, nodes {nodes}, updates {updates}, work {work}, time {seconds:.3} s"
            )
            .map_err(Failure::writing("statistics"))?;
        }
        Ok(if gave_up {
            Status::SomeGaveUp
        } else {
            Status::Answered
        })
    }

    /// Whether this command can answer a problem with multiplicities: only
    /// dancing links search them (Knuth's Algorithm M), on one thread.
    fn check_multiplicities(&self) -> Result<(), Failure> {
        let refuse = |why: &str| {
            Err(Failure::Usage(format!(
                "a problem with multiplicities (u:v|item) is searched by dancing links on one \
                 thread: {why}"
            )))
        };
        if self.engine == Some(Engine::Cells) {
            return refuse("drop --engine cells");
        }
        if self.threads.is_some_and(|threads| threads > 1) || self.shards.is_some() {
            return refuse("drop --threads and --shards");
        }
        Ok(())
    }

    /// Searches on until `limit` more solutions (0: all), the end, the
    /// budget or the deadline, a slice of work at a time so that the clock
    /// is read every few milliseconds whatever a node costs; returns the
    /// solutions found. The search stops right at the last of them, which
    /// it still holds.
    fn search_on(&self, search: &mut dyn CoverSearch, limit: u64, start: Instant) -> u64 {
        let budget = self.budget.map_or(Budget::UNLIMITED, Budget::nodes);
        let timeout = self.timeout.unwrap_or(DEFAULT_TIMEOUT);
        let mut found = 0;
        while !search.is_done() && (limit == 0 || found < limit) && start.elapsed() < timeout {
            let left = budget.less(search.stats().nodes, search.work());
            if left.is_spent() {
                break;
            }
            let wanted = if limit == 0 { 0 } else { limit - found };
            let before = search.work();
            found += search.count_within(wanted, left.slice());
            if search.work() == before {
                // Held by a bound of its own (dancing cells' memory).
                break;
            }
        }
        found
    }

    /// Prints each solution found within the limit, the budget and the time.
    fn print_solutions(
        &self,
        option_names: &Names,
        search: &mut dyn CoverSearch,
        start: Instant,
        out: &mut impl Write,
    ) -> Result<u64, Failure> {
        let writing = Failure::writing("output");
        let mut found = 0;
        while self.limit == 0 || found < self.limit {
            if self.search_on(search, 1, start) == 0 {
                break;
            }
            // `count_within` stops right at the solution, which the search
            // still holds.
            found += 1;
            for option in in_pieces::in_problem_order(search.solution()) {
                writeln!(out, "{}", &option_names[option]).map_err(&writing)?;
            }
            writeln!(out).map_err(&writing)?;
        }
        Ok(found)
    }
}

//! `solve` and `count`: one answer a puzzle line, in order, whatever the
//! other lines hold.

use super::count_pieces;
use super::hint::{self, Tally};
use super::ladder::{self, Choice};
use super::lines::PuzzleLines;
use super::shards::Shard;
use super::{Failure, Status};
use std::io::{self, BufRead, Write};
use std::time::{Duration, Instant};
use sudoku_dlx::dlx::{Rule, Stats};
use sudoku_dlx::ladder::Rung;
use sudoku_dlx::sudoku::variant::{self, VariantSolver};
use sudoku_dlx::sudoku::{rate_within, GaveUp, Grid, Solver, Unrated};
use sudoku_dlx::work::Budget;

/// What a batch does with each puzzle.
pub enum Kind {
    Solve,
    Count {
        limit: u64,
    },
    /// The level and score; a puzzle without exactly one solution is an
    /// error line.
    Rate,
    /// The chain of techniques that solves it, one line, or one line a
    /// step with `trace`.
    Hint {
        trace: bool,
    },
    /// Knuth's estimate of the search tree's nodes and its standard error.
    Estimate {
        probes: u64,
        seed: u64,
        rule: Rule,
    },
}

/// The time a puzzle may take when `--timeout` does not say: ample for
/// any puzzle a person would solve, and an end to one that has no end in
/// sight (counting every solution of an empty 16×16, say).
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// How much work one puzzle may take, as the caller set it.
#[derive(Clone, Copy, Default)]
pub struct Bounds {
    /// Nodes of the search tree.
    pub nodes: Option<u64>,
    /// Time from the start of its search.
    pub timeout: Option<Duration>,
}

impl Bounds {
    fn any(self) -> bool {
        self.nodes.is_some() || self.timeout.is_some()
    }

    /// The node budget, none meaning none.
    pub fn nodes(self) -> u64 {
        self.nodes.unwrap_or(u64::MAX)
    }

    /// The budget of the engine's search: the nodes, with the work they
    /// allow ([`Budget::nodes`]); none meaning none.
    pub fn budget(self) -> Budget {
        self.nodes.map_or(Budget::UNLIMITED, Budget::nodes)
    }

    /// When a puzzle started now must stop: the timeout given, or
    /// [`DEFAULT_TIMEOUT`].
    pub fn deadline(self) -> Instant {
        let timeout = self.timeout.unwrap_or(DEFAULT_TIMEOUT);
        Instant::now()
            .checked_add(timeout)
            .unwrap_or_else(|| Instant::now() + Duration::from_secs(u32::MAX.into()))
    }
}

/// A `solve` or `count` command.
pub struct Batch {
    pub kind: Kind,
    /// Whether to print totals to standard error.
    pub stats: bool,
    /// The rung of the ladder that solves and counts, if not the engine.
    pub choice: Option<Choice>,
    pub bounds: Bounds,
    /// The threads a count that runs past [`count_pieces::ALONE`] is
    /// split across.
    pub threads: usize,
    /// The shard of a count split across jobs (`count --shards`).
    pub shard: Option<Shard>,
}

/// What answers a batch: the engine's solver (which also rates), and the
/// rung chosen instead for solving and counting, if any.
struct Solvers {
    engine: Solver,
    rung: Option<Box<dyn Rung>>,
    variants: VariantSolver,
}

/// An answer line, the work it took, and whether the puzzle has a solution.
type Answer = (String, Stats, bool);

/// Totals over a batch, for `--stats`.
#[derive(Default)]
struct Totals {
    puzzles: u64,
    solved: u64,
    errors: u64,
    gave_up: u64,
    nodes: u64,
    updates: u64,
    hints: Tally,
}

impl Totals {
    fn add(&mut self, stats: Stats, solved: bool) {
        self.puzzles += 1;
        self.solved += u64::from(solved);
        self.nodes += stats.nodes;
        self.updates += stats.updates;
    }

    fn status(&self) -> Status {
        if self.errors > 0 {
            Status::SomeLinesBad
        } else if self.gave_up > 0 {
            Status::SomeGaveUp
        } else {
            Status::Answered
        }
    }
}

impl Batch {
    /// Answers every puzzle line of `input` (named `what` in errors) on `out`.
    pub fn run(
        &self,
        input: impl BufRead,
        what: &str,
        out: &mut impl Write,
    ) -> Result<Status, Failure> {
        let start = Instant::now();
        if let (Some(shard), Kind::Count { limit }) = (self.shard, &self.kind) {
            let bounds = (self.bounds.budget(), self.timeout(), start);
            return count_pieces::shard(input, what, (shard, *limit, self.threads), bounds, out);
        }
        let mut solvers = Solvers {
            engine: Solver::new(),
            rung: self.choice.map(Choice::rung),
            variants: VariantSolver::new(),
        };
        let mut totals = Totals::default();
        let mut lines = PuzzleLines::new(input);
        let writing = Failure::writing("output");
        while let Some((number, text)) = lines.next_line().map_err(Failure::reading(what))? {
            let grid = match text.map(|text| (text, text.parse::<Grid>())) {
                Ok((_, Ok(grid))) => grid,
                // Asked only of a line that is no grid, so that a grid's
                // line costs nothing more than it did before variants.
                Ok((text, Err(_))) if variant::is_variant(text) => {
                    self.answer_variant(&mut solvers, (number, text), &mut totals, out)
                        .map_err(&writing)?;
                    continue;
                }
                Ok((_, Err(error))) => {
                    totals.errors += 1;
                    writeln!(out, "error: line {number}: {error}").map_err(&writing)?;
                    continue;
                }
                Err(why) => {
                    totals.errors += 1;
                    writeln!(out, "error: line {number}: {why}").map_err(&writing)?;
                    continue;
                }
            };
            self.answer(&mut solvers, (number, &grid), &mut totals, out)
                .map_err(&writing)?;
        }
        out.flush().map_err(&writing)?;
        if self.stats {
            self.write_totals(&totals, start.elapsed(), &mut io::stderr().lock())
                .map_err(Failure::writing("statistics"))?;
        }
        Ok(totals.status())
    }

    /// Answers the puzzle on line `number`.
    fn answer(
        &self,
        solvers: &mut Solvers,
        (number, grid): (usize, &Grid),
        totals: &mut Totals,
        out: &mut impl Write,
    ) -> io::Result<()> {
        let count = match self.kind {
            Kind::Solve => None,
            Kind::Count { limit } => Some(limit),
            Kind::Estimate { probes, seed, rule } => {
                let bounds = (self.bounds.budget(), self.bounds.deadline());
                let found = super::estimate::estimate(grid, rule, (probes, seed), bounds);
                if found.probes < probes {
                    totals.gave_up += 1;
                    return writeln!(out, "gave up after {} of {probes} probes", found.probes);
                }
                return writeln!(out, "{:.0} {:.0}", found.nodes, found.standard_error);
            }
            Kind::Rate => return self.rate(solvers, (number, grid), totals, out),
            Kind::Hint { trace } => return self.hint(solvers, (number, grid), trace, totals, out),
        };
        match self.search(solvers, grid, count) {
            Ok((answer, stats, solved)) => {
                totals.add(stats, solved);
                writeln!(out, "{answer}")
            }
            Err(GaveUp { stats }) => {
                totals.add(stats, false);
                totals.gave_up += 1;
                writeln!(out, "gave up after {} nodes", stats.nodes)
            }
        }
    }

    /// Solves or counts the variant puzzle (a constraint string) on line
    /// `number`; the other commands and the ladder's rungs read grids alone.
    fn answer_variant(
        &self,
        solvers: &mut Solvers,
        (number, text): (usize, &str),
        totals: &mut Totals,
        out: &mut impl Write,
    ) -> io::Result<()> {
        let bounds = match (&self.kind, self.choice) {
            (Kind::Solve, None) => (1, 1),
            (Kind::Count { limit }, None) => (*limit, 0),
            _ => {
                totals.errors += 1;
                return writeln!(
                    out,
                    "error: line {number}: a variant puzzle is read by solve and count alone, \
                     with the engine"
                );
            }
        };
        let (budget, go_on) = self.limits();
        let found = variant::parse(text)
            .and_then(|puzzle| solvers.variants.search(&puzzle, bounds, budget, go_on));
        let found = match found {
            Ok(found) => found,
            Err(error) => {
                totals.errors += 1;
                return writeln!(out, "error: line {number}: {error}");
            }
        };
        totals.add(found.stats, found.count > 0);
        if !found.done {
            totals.gave_up += 1;
            return writeln!(out, "gave up after {} nodes", found.stats.nodes);
        }
        match (&self.kind, found.solutions.first()) {
            (Kind::Solve, Some(solution)) => writeln!(out, "{}", variant::grid_text(solution)),
            (Kind::Solve, None) => writeln!(out, "none"),
            _ => writeln!(out, "{}", found.count),
        }
    }

    /// A budget and a deadline for one puzzle: the budget, and whether to
    /// go on.
    fn limits(&self) -> (Budget, impl FnMut() -> bool) {
        let deadline = self.bounds.deadline();
        (self.bounds.budget(), move || Instant::now() < deadline)
    }

    /// The level, the hardest technique and the score.
    fn rate(
        &self,
        solvers: &mut Solvers,
        (number, grid): (usize, &Grid),
        totals: &mut Totals,
        out: &mut impl Write,
    ) -> io::Result<()> {
        let (budget, go_on) = self.limits();
        match rate_within(grid, &mut solvers.engine, budget, go_on) {
            Ok(rating) => writeln!(
                out,
                "{} {:.1} {}",
                rating.level, rating.score, rating.technique
            ),
            Err(Unrated::GaveUp { nodes }) => {
                totals.gave_up += 1;
                writeln!(out, "gave up after {nodes} nodes")
            }
            Err(error) => {
                totals.errors += 1;
                writeln!(out, "error: line {number}: cannot rate: {error}")
            }
        }
    }

    /// The chain of techniques, once the search has found a solution.
    fn hint(
        &self,
        solvers: &mut Solvers,
        (number, grid): (usize, &Grid),
        trace: bool,
        totals: &mut Totals,
        out: &mut impl Write,
    ) -> io::Result<()> {
        let (budget, go_on) = self.limits();
        match solvers.engine.solve_within(grid, budget, go_on) {
            Ok(solved) if solved.solution.is_some() => {
                totals.add(solved.stats, true);
                hint::chain(grid, trace, &mut totals.hints, out)
            }
            Ok(_) => {
                totals.errors += 1;
                writeln!(out, "error: line {number}: no solution")
            }
            Err(GaveUp { stats }) => {
                totals.gave_up += 1;
                writeln!(out, "gave up after {} nodes", stats.nodes)
            }
        }
    }

    /// Solves `grid`, or with `count`, counts its solutions up to that
    /// limit, within the bounds.
    fn search(
        &self,
        solvers: &mut Solvers,
        grid: &Grid,
        count: Option<u64>,
    ) -> Result<Answer, GaveUp> {
        let (budget, mut go_on) = self.limits();
        let solver = &mut solvers.engine;
        match (solvers.rung.as_deref_mut(), count) {
            (Some(rung), _) => {
                let limit = count.unwrap_or(1);
                let nodes = self.bounds.nodes();
                let outcome = ladder::search(rung, grid, (limit, nodes), &mut go_on)?;
                let answer = match (count, &outcome.solution) {
                    (Some(_), _) => outcome.count.to_string(),
                    (None, Some(solution)) => solution.to_string(),
                    (None, None) => "none".to_string(),
                };
                Ok((answer, ladder::stats(&outcome), outcome.count > 0))
            }
            (None, None) => solver.solve_within(grid, budget, go_on).map(|solved| {
                let solution = solved.solution.as_ref();
                let answer = solution.map_or("none".to_string(), Grid::to_string);
                (answer, solved.stats, solution.is_some())
            }),
            (None, Some(limit)) if self.threads > 1 => self.count_on_threads(solver, grid, limit),
            (None, Some(limit)) => solver
                .count_within(grid, limit, budget, go_on)
                .map(|counted| (counted.count.to_string(), counted.stats, counted.count > 0)),
        }
    }

    /// The time a puzzle may take.
    fn timeout(&self) -> Duration {
        self.bounds.timeout.unwrap_or(DEFAULT_TIMEOUT)
    }

    /// Counts `grid` alone within [`count_pieces::ALONE`], and if it is
    /// still running then, in pieces on every thread.
    fn count_on_threads(
        &self,
        solver: &mut Solver,
        grid: &Grid,
        limit: u64,
    ) -> Result<Answer, GaveUp> {
        let start = Instant::now();
        let (budget, mut go_on) = self.limits();
        let alone = count_pieces::alone(budget);
        let (count, stats) = match solver.count_within(grid, limit, alone, &mut go_on) {
            Ok(counted) => (counted.count, counted.stats),
            Err(GaveUp { stats }) => {
                let spent = (stats, solver.work());
                if budget.less(stats.nodes, spent.1).is_spent() || !go_on() {
                    return Err(GaveUp { stats });
                }
                let timeout = self.timeout();
                count_pieces::count(
                    grid,
                    (limit, self.threads),
                    (budget, spent),
                    (start, timeout),
                )?
            }
        };
        Ok((count.to_string(), stats, count > 0))
    }

    fn write_totals(
        &self,
        totals: &Totals,
        time: Duration,
        err: &mut impl Write,
    ) -> io::Result<()> {
        if let Some(choice) = self.choice {
            write!(err, "solver {}, ", choice.label())?;
        }
        write!(
            err,
            "puzzles {}, solved {}, errors {}, ",
            totals.puzzles, totals.solved, totals.errors
        )?;
        if self.bounds.any() {
            write!(err, "gave up {}, ", totals.gave_up)?;
        }
        write!(err, "nodes {}, ", totals.nodes)?;
        // The simple rungs have no links to update.
        if self.choice.is_none() {
            write!(err, "updates {}, ", totals.updates)?;
        }
        writeln!(err, "time {:.3} s", time.as_secs_f64())?;
        if matches!(self.kind, Kind::Hint { .. }) {
            totals.hints.write(err)?;
        }
        Ok(())
    }
}

//! `solve` and `count`: one answer a puzzle line, in order, whatever the
//! other lines hold.

use super::lines::PuzzleLines;
use super::{Failure, Status};
use std::io::{self, BufRead, Write};
use std::time::{Duration, Instant};
use sudoku_dlx::dlx::Stats;
use sudoku_dlx::sudoku::{rate, GaveUp, Grid, Solver};

/// What a batch does with each puzzle.
pub enum Kind {
    Solve,
    Count {
        limit: u64,
    },
    /// The level and score; a puzzle without exactly one solution is an
    /// error line.
    Rate,
}

/// How much work one puzzle may take.
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
}

/// A `solve` or `count` command.
pub struct Batch {
    pub kind: Kind,
    /// Whether to print totals to standard error.
    pub stats: bool,
    pub bounds: Bounds,
}

/// Totals over a batch, for `--stats`.
#[derive(Default)]
struct Totals {
    puzzles: u64,
    solved: u64,
    errors: u64,
    gave_up: u64,
    nodes: u64,
    updates: u64,
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
        let mut solver = Solver::new();
        let mut totals = Totals::default();
        let mut lines = PuzzleLines::new(input);
        let writing = Failure::writing("output");
        while let Some((number, text)) = lines.next_line().map_err(Failure::reading(what))? {
            let grid = match text.map(str::parse::<Grid>) {
                Ok(Ok(grid)) => grid,
                Ok(Err(error)) => {
                    totals.errors += 1;
                    writeln!(out, "error: line {number}: {error}").map_err(&writing)?;
                    continue;
                }
                Err(byte) => {
                    totals.errors += 1;
                    writeln!(out, "error: line {number}: invalid UTF-8 at byte {byte}")
                        .map_err(&writing)?;
                    continue;
                }
            };
            self.answer(&mut solver, (number, &grid), &mut totals, out)
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
        solver: &mut Solver,
        (number, grid): (usize, &Grid),
        totals: &mut Totals,
        out: &mut impl Write,
    ) -> io::Result<()> {
        let nodes = self.bounds.nodes.unwrap_or(u64::MAX);
        let deadline = self.bounds.timeout.map(|timeout| Instant::now() + timeout);
        let go_on = || deadline.map_or(true, |deadline| Instant::now() < deadline);
        let answer = match self.kind {
            Kind::Solve => solver.solve_within(grid, nodes, go_on).map(|solved| {
                totals.add(solved.stats, solved.solution.is_some());
                solved
                    .solution
                    .map_or("none".to_string(), |s| s.to_string())
            }),
            Kind::Count { limit } => {
                solver
                    .count_within(grid, limit, nodes, go_on)
                    .map(|counted| {
                        totals.add(counted.stats, counted.count > 0);
                        counted.count.to_string()
                    })
            }
            Kind::Rate => {
                return match rate(grid, solver) {
                    Ok(rating) => writeln!(out, "{} {}", rating.level, rating.score),
                    Err(error) => {
                        totals.errors += 1;
                        writeln!(out, "error: line {number}: cannot rate: {error}")
                    }
                }
            }
        };
        match answer {
            Ok(answer) => writeln!(out, "{answer}"),
            Err(GaveUp { stats }) => {
                totals.add(stats, false);
                totals.gave_up += 1;
                writeln!(out, "gave up after {} nodes", stats.nodes)
            }
        }
    }

    fn write_totals(
        &self,
        totals: &Totals,
        time: Duration,
        err: &mut impl Write,
    ) -> io::Result<()> {
        write!(
            err,
            "puzzles {}, solved {}, errors {}, ",
            totals.puzzles, totals.solved, totals.errors
        )?;
        if self.bounds.any() {
            write!(err, "gave up {}, ", totals.gave_up)?;
        }
        writeln!(
            err,
            "nodes {}, updates {}, time {:.3} s",
            totals.nodes,
            totals.updates,
            time.as_secs_f64()
        )
    }
}

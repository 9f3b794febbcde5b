//! `bench`: times parse, solve and formatting of every puzzle in each file,
//! as the peers of `../shared/peers/bench.sh` are timed, less their printing;
//! or, with `--solver`, races rungs of the ladder on them.

use super::batch::Bounds;
use super::ladder::label;
use super::lines::PuzzleLines;
use super::{Failure, Status};
use std::fmt::Write as _;
use std::fs::File;
use std::io::{self, BufReader, Write};
use std::time::{Duration, Instant};
use sudoku_dlx::dlx::Rule;
use sudoku_dlx::ladder;
use sudoku_dlx::sudoku::{Grid, Solver};

/// The node budget of a puzzle in plain `bench` when `--budget` is not
/// given: 500 times the hardest puzzle of the shared sets (each under
/// 20,000), so that the
/// figures are never of a puzzle cut short, while one that has no end in
/// sight (the 25×25 pigeonhole) stops.
const BENCH_BUDGET: u64 = 10_000_000;

/// Prints a row of figures for each file, as soon as it is timed, each
/// puzzle within the bounds (a budget of [`BENCH_BUDGET`] nodes unless
/// given); says on standard error how many puzzles of a file gave up, and
/// then exits with status 3.
pub fn run(files: &[String], bounds: Bounds, out: &mut impl Write) -> Result<Status, Failure> {
    let writing = Failure::writing("output");
    writeln!(
        out,
        "{:<34} {:>7} {:>9} {:>10} {:>12} {:>14}",
        "dataset", "puzzles", "seconds", "puzzles/s", "nodes/puzzle", "updates/puzzle"
    )
    .map_err(&writing)?;
    let mut solver = Solver::new();
    let bounds = Bounds {
        nodes: Some(bounds.nodes.unwrap_or(BENCH_BUDGET)),
        ..bounds
    };
    let mut status = Status::Answered;
    for path in files {
        let (name, puzzles) = puzzles_of(path)?;
        let timing = time(&puzzles, &mut solver, bounds);
        let solved = timing.solved.max(1) as f64;
        let seconds = timing.elapsed.as_secs_f64();
        writeln!(
            out,
            "{:<34} {:>7} {:>9.3} {:>10.0} {:>12.1} {:>14.1}",
            name,
            puzzles.len(),
            seconds,
            solved / seconds,
            timing.nodes as f64 / solved,
            timing.updates as f64 / solved,
        )
        .map_err(&writing)?;
        if timing.gave_up > 0 {
            status = Status::SomeGaveUp;
            writeln!(
                io::stderr(),
                "{name}: {} puzzles gave up at the budget or the timeout",
                timing.gave_up
            )
            .map_err(Failure::writing("messages"))?;
        }
    }
    Ok(status)
}

/// The file's name and the puzzle text of each line that parses; says on
/// standard error how many lines did not.
fn puzzles_of(path: &str) -> Result<(String, Vec<String>), Failure> {
    let name = std::path::Path::new(path)
        .file_name()
        .map_or(path.to_string(), |n| n.to_string_lossy().into_owned());
    let (puzzles, bad) = read_puzzles(path)?;
    if bad > 0 {
        writeln!(
            io::stderr(),
            "{name}: {bad} lines did not parse and are left out"
        )
        .map_err(Failure::writing("messages"))?;
    }
    if puzzles.is_empty() {
        return Err(Failure::Io(format!("{path} has no puzzles to time")));
    }
    Ok((name, puzzles))
}

/// The puzzle text of each line that parses (a `puzzle:count:solution`
/// line is timed on its puzzle), and how many lines did not.
fn read_puzzles(path: &str) -> Result<(Vec<String>, usize), Failure> {
    let file = File::open(path).map_err(Failure::reading(path))?;
    let mut lines = PuzzleLines::new(BufReader::new(file));
    let mut puzzles = Vec::new();
    let mut bad = 0;
    while let Some((_, text)) = lines.next_line().map_err(Failure::reading(path))? {
        match text.map(|line| line.split_once(':').map_or(line, |(puzzle, _)| puzzle)) {
            Ok(puzzle) if puzzle.parse::<Grid>().is_ok() => puzzles.push(puzzle.to_string()),
            _ => bad += 1,
        }
    }
    Ok((puzzles, bad))
}

/// The time a set took and the work it did.
#[derive(Default)]
struct Timing {
    elapsed: Duration,
    /// Puzzles solved, counting every repetition.
    solved: u64,
    nodes: u64,
    updates: u64,
    /// Puzzles of one pass that reached the bounds.
    gave_up: u64,
}

/// Solves every puzzle within `bounds`, repeating short sets until they
/// have run for a while.
fn time(puzzles: &[String], solver: &mut Solver, bounds: Bounds) -> Timing {
    let mut line_out = String::with_capacity(700);
    let mut timing = Timing::default();
    while timing.elapsed < Duration::from_millis(500) {
        let start = Instant::now();
        timing.gave_up = 0;
        for line in puzzles {
            let Ok(grid) = line.parse::<Grid>() else {
                continue;
            };
            let deadline = bounds.deadline();
            let answer =
                match solver.solve_within(&grid, bounds.budget(), || Instant::now() < deadline) {
                    Ok(answer) => answer,
                    Err(gave_up) => {
                        timing.gave_up += 1;
                        timing.nodes += gave_up.stats.nodes;
                        continue;
                    }
                };
            line_out.clear();
            if let Some(solution) = &answer.solution {
                write!(line_out, "{solution}").expect("writing to a String");
            }
            timing.solved += 1;
            timing.nodes += answer.stats.nodes;
            timing.updates += answer.stats.updates;
        }
        timing.elapsed += start.elapsed();
    }
    timing
}

/// `bench --solver`: rungs of the ladder raced on every file.
pub struct Race {
    /// Rung names, from the bottom of the ladder up.
    pub solvers: Vec<&'static str>,
    /// The column rule of `dlx`.
    pub rule: Rule,
}

/// The node budget per puzzle of a race when `--budget` is not given, the
/// same for every rung: enough for every rung from `fewest` up on the
/// hardest sets, while brute force gives up on the worst of them rather
/// than run for minutes.
const RACE_BUDGET: u64 = 1_000_000;

/// What one rung did on one set, in one pass.
struct Lap {
    seconds: f64,
    nodes: f64,
    gave_up: u64,
}

/// Prints, for each file and rung, puzzles/s, nodes per puzzle and how many
/// puzzles hit the budget, with each rung's speed and nodes relative to the
/// rung before it.
pub fn race(
    race: &Race,
    (files, bounds): (&[String], Bounds),
    out: &mut impl Write,
) -> Result<Status, Failure> {
    let writing = Failure::writing("output");
    writeln!(
        out,
        "{:<28} {:<14} {:>7} {:>10} {:>12} {:>8} {:>10} {:>7} {:>7}",
        "dataset",
        "solver",
        "puzzles",
        "puzzles/s",
        "nodes/puzzle",
        "gave up",
        "budget",
        "×faster",
        "÷nodes"
    )
    .map_err(&writing)?;
    let budget = bounds.nodes.unwrap_or(RACE_BUDGET);
    let bounds = Bounds {
        nodes: Some(budget),
        ..bounds
    };
    for path in files {
        let (name, puzzles) = puzzles_of(path)?;
        let grids: Vec<Grid> = puzzles.iter().filter_map(|p| p.parse().ok()).collect();
        let mut previous: Option<Lap> = None;
        for &solver in &race.solvers {
            let lap = time_rung(solver, race.rule, &grids, bounds);
            let n = grids.len() as f64;
            let (faster, fewer) = previous.as_ref().map_or((1.0, 1.0), |before| {
                (before.seconds / lap.seconds, before.nodes / lap.nodes)
            });
            writeln!(
                out,
                "{:<28} {:<14} {:>7} {:>10.0} {:>12.1} {:>8} {:>10} {:>7.2} {:>7.2}",
                name,
                label(solver, race.rule),
                grids.len(),
                n / lap.seconds,
                lap.nodes / n,
                lap.gave_up,
                budget,
                faster,
                fewer,
            )
            .map_err(&writing)?;
            previous = Some(lap);
        }
    }
    Ok(Status::Answered)
}

/// Solves every grid with one rung to its first solution within `bounds`,
/// repeating short sets until they have run for a while; one pass's
/// figures.
fn time_rung(solver: &str, rule: Rule, grids: &[Grid], bounds: Bounds) -> Lap {
    let mut rung = ladder::rung(solver, rule).expect("the arguments name only known rungs");
    let (mut passes, mut nodes, mut gave_up) = (0u32, 0u64, 0u64);
    let mut elapsed = Duration::ZERO;
    while elapsed < Duration::from_millis(500) {
        let start = Instant::now();
        for grid in grids {
            let deadline = bounds.deadline();
            let mut go_on = || Instant::now() < deadline;
            let outcome = rung.search_within(grid, 1, bounds.nodes(), &mut go_on);
            nodes += outcome.nodes;
            gave_up += u64::from(outcome.gave_up);
        }
        elapsed += start.elapsed();
        passes += 1;
    }
    let passes_f = f64::from(passes);
    Lap {
        seconds: elapsed.as_secs_f64() / passes_f,
        nodes: nodes as f64 / passes_f,
        gave_up: gave_up / u64::from(passes),
    }
}

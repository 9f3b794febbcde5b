//! `bench`: times parse, solve and formatting of every puzzle in each file,
//! as the peers of `../shared/peers/bench.sh` are timed, less their printing.

use super::lines::PuzzleLines;
use super::{Failure, Status};
use std::fmt::Write as _;
use std::fs::File;
use std::io::{self, BufReader, Write};
use std::time::{Duration, Instant};
use sudoku_dlx::sudoku::{Grid, Solver};

/// Prints a row of figures for each file, as soon as it is timed.
pub fn run(files: &[String], out: &mut impl Write) -> Result<Status, Failure> {
    let writing = Failure::writing("output");
    writeln!(
        out,
        "{:<34} {:>7} {:>9} {:>10} {:>12} {:>14}",
        "dataset", "puzzles", "seconds", "puzzles/s", "nodes/puzzle", "updates/puzzle"
    )
    .map_err(&writing)?;
    let mut solver = Solver::new();
    for path in files {
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
        let timing = time(&puzzles, &mut solver);
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
    }
    Ok(Status::Answered)
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
}

/// Solves every puzzle, repeating short sets until they have run for a
/// while.
fn time(puzzles: &[String], solver: &mut Solver) -> Timing {
    let mut line_out = String::with_capacity(700);
    let mut timing = Timing::default();
    while timing.elapsed < Duration::from_millis(500) {
        let start = Instant::now();
        for line in puzzles {
            let Ok(grid) = line.parse::<Grid>() else {
                continue;
            };
            let answer = solver.solve(&grid);
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

//! The `generate`, `rate` and `bench-generate` commands.

use super::{puzzle_lines, read_input};
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Instant, SystemTime, UNIX_EPOCH};
use sudoku_dlx::sudoku::{rate, Generator, Grid, Level, Options, Solver, Symmetry};

/// A flag's value, parsed, or a message naming the flag.
fn value<T: std::str::FromStr>(
    flag: &str,
    args: &mut std::slice::Iter<'_, String>,
    what: &str,
) -> Result<T, String>
where
    T::Err: std::fmt::Display,
{
    let text = args.next().ok_or_else(|| format!("{flag} needs {what}"))?;
    text.parse()
        .map_err(|e| format!("{flag} needs {what}, not {text:?} ({e})"))
}

/// `generate`: reads the options, prints `--count` puzzles, one per line.
pub fn generate(args: &[String]) -> Result<ExitCode, String> {
    let mut options = Options {
        seed: clock_seed(),
        ..Options::default()
    };
    let mut count: u64 = 1;
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        match flag.as_str() {
            "--size" => options.side = value(flag, &mut args, "a size: 4, 6, 9, 16 or 25")?,
            "--count" => count = value(flag, &mut args, "a whole number")?,
            "--seed" => options.seed = value(flag, &mut args, "a whole number below 2^64")?,
            "--symmetry" => {
                options.symmetry = value(flag, &mut args, "none, rotational or mirror")?
            }
            "--minimal" => options.minimal = true,
            "--givens" => options.givens = Some(value(flag, &mut args, "a whole number")?),
            "--difficulty" => {
                options.difficulty = Some(value(flag, &mut args, "easy, medium, hard or expert")?)
            }
            other => return Err(format!("generate: unknown option {other:?}")),
        }
    }
    let mut generator = Generator::new(options).map_err(|e| e.to_string())?;
    let mut out = io::stdout().lock();
    for _ in 0..count {
        match generator.next_puzzle() {
            Ok(puzzle) => writeln!(out, "{puzzle}").map_err(|e| format!("writing output: {e}"))?,
            Err(error) => {
                eprintln!("sudoku-dlx: {error}");
                return Ok(ExitCode::FAILURE);
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A seed for runs that do not give one.
fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos() as u64)
}

/// `rate`: the level and score of each puzzle, or what stops a rating.
pub fn rate_batch(args: &[String]) -> Result<ExitCode, String> {
    if args.len() > 1 {
        return Err("rate takes at most one FILE".into());
    }
    if let Some(flag) = args.first().filter(|a| a.starts_with('-') && *a != "-") {
        return Err(format!("rate: unknown option {flag:?}"));
    }
    let input = read_input(args.first().map(String::as_str))?;
    let mut solver = Solver::new();
    let mut failed = false;
    let mut out = io::BufWriter::new(io::stdout().lock());
    for (number, line) in puzzle_lines(&input) {
        let answer = line
            .parse::<Grid>()
            .map_err(|e| e.to_string())
            .and_then(|grid| rate(&grid, &mut solver).map_err(|e| format!("cannot rate: {e}")));
        let written = match answer {
            Ok(rating) => writeln!(out, "{} {}", rating.level, rating.score),
            Err(error) => {
                failed = true;
                writeln!(out, "error: line {number}: {error}")
            }
        };
        written.map_err(|e| format!("writing output: {e}"))?;
    }
    out.flush().map_err(|e| format!("writing output: {e}"))?;
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// `bench-generate`: the median time per puzzle of a few kinds of puzzle.
pub fn bench(args: &[String]) -> Result<ExitCode, String> {
    let mut rounds: usize = 51;
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        match flag.as_str() {
            "--count" => rounds = value(flag, &mut args, "a whole number from 1")?,
            other => return Err(format!("bench-generate: unknown option {other:?}")),
        }
    }
    let rounds = rounds.max(1);
    println!(
        "{:<28} {:>8} {:>11} {:>11} {:>7}  levels (easy/medium/hard/expert)",
        "puzzle", "puzzles", "median ms", "max ms", "givens"
    );
    let cases = [
        ("4×4 minimal", 4, Symmetry::None, true, rounds),
        ("6×6 minimal", 6, Symmetry::None, true, rounds),
        ("9×9 minimal", 9, Symmetry::None, true, rounds),
        (
            "9×9 rotational, minimal",
            9,
            Symmetry::Rotational,
            true,
            rounds,
        ),
        ("9×9 rotational", 9, Symmetry::Rotational, false, rounds),
        (
            "16×16 minimal",
            16,
            Symmetry::None,
            true,
            rounds.div_ceil(5),
        ),
        ("16×16", 16, Symmetry::None, false, rounds.div_ceil(5)),
        ("25×25", 25, Symmetry::None, false, rounds.div_ceil(25)),
    ];
    for (name, side, symmetry, minimal, count) in cases {
        let options = Options {
            side,
            symmetry,
            minimal,
            seed: 1,
            ..Options::default()
        };
        bench_case(name, options, count)?;
    }
    Ok(ExitCode::SUCCESS)
}

fn bench_case(name: &str, options: Options, count: usize) -> Result<(), String> {
    let mut generator = Generator::new(options).map_err(|e| e.to_string())?;
    let mut times = Vec::with_capacity(count);
    let mut givens = 0;
    let mut levels = [0; Level::ALL.len()];
    for _ in 0..count {
        let start = Instant::now();
        let puzzle = generator.next_puzzle().map_err(|e| e.to_string())?;
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        givens += puzzle.cells().iter().filter(|&&v| v != 0).count();
        levels[Level::of(&puzzle) as usize] += 1;
    }
    times.sort_by(f64::total_cmp);
    let levels: Vec<String> = levels.iter().map(u32::to_string).collect();
    println!(
        "{:<28} {:>8} {:>11.2} {:>11.2} {:>7.1}  {}",
        name,
        count,
        times[count / 2],
        times[count - 1],
        givens as f64 / count as f64,
        levels.join("/")
    );
    Ok(())
}

//! `generate` and `bench-generate`: new puzzles, and how long they take.

use super::batch::{Bounds, DEFAULT_TIMEOUT};
use super::numbered;
use super::{Failure, Status};
use std::io::{self, Write};
use std::time::{Duration, Instant};
use sudoku_dlx::sudoku::variant::{Kind, Sketch, VariantGenerator, VariantOptions};
use sudoku_dlx::sudoku::{
    puzzle_seed, GenerateError, Generator, Level, Options, Symmetry, MAX_ATTEMPTS,
};

/// How often a long generation says on standard error how far it is.
const PROGRESS_EVERY: Duration = Duration::from_secs(5);

/// Writes `count` new puzzles, one a line, each within the bounds: at most
/// `--budget` grids tried (default [`MAX_ATTEMPTS`]) and `--timeout`
/// seconds (default [`DEFAULT_TIMEOUT`]). Puzzle `i` comes from its own
/// seed ([`puzzle_seed`]), so `threads` threads make the puzzles at once
/// and print the same lines, in the same order, as one. A puzzle that
/// takes long says how far it is on standard error every few seconds; one
/// that reaches either bound ends the command with status 3, the reason
/// on standard error, after the puzzles before it.
pub fn generate(
    (variant, options): (Option<Kind>, Options),
    (count, bounds, threads): (u64, Bounds, usize),
    out: &mut impl Write,
) -> Result<Status, Failure> {
    if let Some(kind) = variant {
        return generate_variants((kind, options), (count, bounds, threads), out);
    }
    Generator::new(options).map_err(|e| Failure::Usage(e.to_string()))?;
    let make = |number, attempts, go_on: &mut dyn FnMut(u32) -> bool| {
        let seed = puzzle_seed(options.seed, number);
        let mut generator = Generator::new(Options { seed, ..options })?;
        let puzzle = generator.next_puzzle_within(attempts, go_on)?;
        Ok(puzzle.to_string())
    };
    write_puzzles(make, (count, bounds, threads), out)
}

/// `generate --variant`: killers or jigsaws of `options`' size and seed
/// (and difficulty), each in the variant text `solve` reads, after a `#`
/// line (which `solve` skips) with its kind and rating.
fn generate_variants(
    (kind, options): (Kind, Options),
    run: (u64, Bounds, usize),
    out: &mut impl Write,
) -> Result<Status, Failure> {
    let variant = |seed| VariantOptions {
        kind,
        side: options.side,
        seed,
        difficulty: options.difficulty,
    };
    VariantGenerator::new(variant(options.seed)).map_err(|e| Failure::Usage(e.to_string()))?;
    let make = |number, attempts, go_on: &mut dyn FnMut(u32) -> bool| {
        let mut generator = VariantGenerator::new(variant(puzzle_seed(options.seed, number)))?;
        let made = generator.next_puzzle_within(attempts, go_on)?;
        let (n, rating) = (options.side, made.rating);
        Ok(format!(
            "# {kind} {n}×{n}, {} {:.1} ({})\n{}",
            rating.level,
            rating.score,
            rating.technique.name(),
            Sketch::of(&made.variant).text
        ))
    };
    write_puzzles(make, run, out)
}

/// What making one puzzle gave: the puzzle or why not, whether its
/// progress reached standard error, and how long it took.
type Made = (Result<String, GenerateError>, io::Result<()>, Duration);

/// Writes `count` puzzles that `make` makes (given the puzzle's number,
/// the grids it may try, and the clock to ask), one a line, on `threads`
/// threads, as [`generate`] says.
fn write_puzzles(
    make: impl Fn(u64, u32, &mut dyn FnMut(u32) -> bool) -> Result<String, GenerateError> + Sync,
    (count, bounds, threads): (u64, Bounds, usize),
    out: &mut impl Write,
) -> Result<Status, Failure> {
    let (attempts, timeout) = limits(bounds);
    let one = |number: u64, go_on: &dyn Fn() -> bool| -> Made {
        let start = Instant::now();
        let mut reported = start;
        let mut progress = Ok(());
        let found = make(number, attempts, &mut |tried| {
            let now = Instant::now();
            if now.duration_since(reported) >= PROGRESS_EVERY && progress.is_ok() {
                reported = now;
                progress = writeln!(
                    io::stderr(),
                    "sudoku-dlx: puzzle {} of {count}: {tried} grids tried in {:.0} s",
                    number + 1,
                    (now - start).as_secs_f64()
                );
            }
            go_on() && now.duration_since(start) < timeout
        });
        (found, progress, start.elapsed())
    };
    let mut outcome = Ok(Status::Answered);
    let mut write = |number: u64, (found, progress, took): Made| -> Result<bool, Failure> {
        let writing = Failure::writing("output");
        progress.map_err(Failure::writing("progress"))?;
        match found {
            Ok(puzzle) => {
                writeln!(out, "{puzzle}").map_err(&writing)?;
                // Each puzzle shows as it comes, however long the next one takes.
                out.flush().map_err(&writing)?;
                Ok(true)
            }
            Err(gave_up @ GenerateError::GaveUp { .. }) => {
                out.flush().map_err(&writing)?;
                writeln!(
                    io::stderr(),
                    "sudoku-dlx: puzzle {}, after {:.1} s: {gave_up}",
                    number + 1,
                    took.as_secs_f64()
                )
                .map_err(Failure::writing("messages"))?;
                outcome = Ok(Status::SomeGaveUp);
                Ok(false)
            }
            Err(other) => Err(Failure::Io(other.to_string())),
        }
    };
    let mut failed = None;
    numbered::run_in_order((count, threads), one, |number, made| {
        write(number, made).unwrap_or_else(|failure| {
            failed = Some(failure);
            false
        })
    });
    failed.map_or(outcome, Err)
}

/// The grids a puzzle may try and the time it may take: the caller's
/// bounds, or [`MAX_ATTEMPTS`] and [`DEFAULT_TIMEOUT`].
fn limits(bounds: Bounds) -> (u32, Duration) {
    let attempts = bounds
        .nodes
        .map_or(MAX_ATTEMPTS, |n| n.min(u32::MAX.into()) as u32);
    (attempts, bounds.timeout.unwrap_or(DEFAULT_TIMEOUT))
}

/// The median and slowest time per puzzle of a few kinds of puzzle, over
/// `rounds` puzzles each (fewer for the large sizes), each puzzle within
/// the bounds as `generate`'s; a kind whose puzzle gives up says so in its
/// row, and the command ends with status 3.
pub fn bench(rounds: u64, bounds: Bounds, out: &mut impl Write) -> Result<Status, Failure> {
    let writing = Failure::writing("output");
    writeln!(
        out,
        "{:<28} {:>8} {:>11} {:>11} {:>7}  levels (easy/medium/hard/expert)",
        "puzzle", "puzzles", "median ms", "max ms", "givens"
    )
    .map_err(&writing)?;
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
    let mut status = Status::Answered;
    for (name, side, symmetry, minimal, count) in cases {
        let options = Options {
            side,
            symmetry,
            minimal,
            seed: 1,
            ..Options::default()
        };
        let (line, gave_up) = bench_case(name, options, count, limits(bounds))?;
        writeln!(out, "{line}").map_err(&writing)?;
        // Each row shows as it comes: the large sizes take seconds a puzzle.
        out.flush().map_err(&writing)?;
        if gave_up {
            status = Status::SomeGaveUp;
        }
    }
    if bench_variants(rounds, bounds, out)? {
        status = Status::SomeGaveUp;
    }
    Ok(status)
}

/// The rows of killers and jigsaws, and whether one gave up.
fn bench_variants(rounds: u64, bounds: Bounds, out: &mut impl Write) -> Result<bool, Failure> {
    let mut gave_up = false;
    for (kind, side) in [
        (Kind::Killer, 6),
        (Kind::Killer, 9),
        (Kind::Jigsaw, 6),
        (Kind::Jigsaw, 9),
    ] {
        let options = VariantOptions {
            kind,
            side,
            seed: 1,
            difficulty: None,
        };
        let name = format!("{side}×{side} {kind}");
        let (line, stopped) = bench_variant(&name, options, rounds, limits(bounds))?;
        writeln!(out, "{line}").map_err(Failure::writing("output"))?;
        out.flush().map_err(Failure::writing("output"))?;
        gave_up |= stopped;
    }
    Ok(gave_up)
}

/// [`bench_case`] for killers and jigsaws.
fn bench_variant(
    name: &str,
    options: VariantOptions,
    count: u64,
    (attempts, timeout): (u32, Duration),
) -> Result<(String, bool), Failure> {
    let mut generator =
        VariantGenerator::new(options).map_err(|e| Failure::Usage(e.to_string()))?;
    let mut times = Vec::new();
    let mut givens = 0;
    let mut levels = [0; Level::ALL.len()];
    for _ in 0..count {
        let start = Instant::now();
        let made = match generator.next_puzzle_within(attempts, |_| start.elapsed() < timeout) {
            Ok(made) => made,
            Err(gave_up @ GenerateError::GaveUp { .. }) => {
                let seconds = start.elapsed().as_secs_f64();
                return Ok((format!("{name:<28} {gave_up} (after {seconds:.1} s)"), true));
            }
            Err(other) => return Err(Failure::Io(other.to_string())),
        };
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        givens += made.variant.givens.iter().filter(|&&v| v != 0).count();
        levels[made.rating.level as usize] += 1;
    }
    Ok((row(name, &mut times, givens, levels), false))
}

/// A row of the table: the median and slowest time, the mean givens and
/// the puzzles of each level.
fn row(name: &str, times: &mut [f64], givens: usize, levels: [u32; 4]) -> String {
    times.sort_by(f64::total_cmp);
    let levels: Vec<String> = levels.iter().map(u32::to_string).collect();
    format!(
        "{:<28} {:>8} {:>11.2} {:>11.2} {:>7.1}  {}",
        name,
        times.len(),
        times[times.len() / 2],
        times[times.len() - 1],
        givens as f64 / times.len() as f64,
        levels.join("/")
    )
}

/// A row of the table, and whether a puzzle gave up (which ends the row).
fn bench_case(
    name: &str,
    options: Options,
    count: u64,
    (attempts, timeout): (u32, Duration),
) -> Result<(String, bool), Failure> {
    let mut generator = Generator::new(options).map_err(|e| Failure::Usage(e.to_string()))?;
    let mut times = Vec::new();
    let mut givens = 0;
    let mut levels = [0; Level::ALL.len()];
    for _ in 0..count {
        let start = Instant::now();
        let puzzle = match generator.next_puzzle_within(attempts, |_| start.elapsed() < timeout) {
            Ok(puzzle) => puzzle,
            Err(gave_up @ GenerateError::GaveUp { .. }) => {
                let seconds = start.elapsed().as_secs_f64();
                return Ok((format!("{name:<28} {gave_up} (after {seconds:.1} s)"), true));
            }
            Err(other) => return Err(Failure::Io(other.to_string())),
        };
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        givens += puzzle.cells().iter().filter(|&&v| v != 0).count();
        levels[Level::of(&puzzle) as usize] += 1;
    }
    Ok((row(name, &mut times, givens, levels), false))
}

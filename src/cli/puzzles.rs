//! `generate` and `bench-generate`: new puzzles, and how long they take.

use super::{Failure, Status};
use std::io::Write;
use std::time::Instant;
use sudoku_dlx::sudoku::{Generator, Level, Options, Symmetry};

/// Writes `count` new puzzles, one a line.
pub fn generate(options: Options, count: u64, out: &mut impl Write) -> Result<Status, Failure> {
    let mut generator = Generator::new(options).map_err(|e| Failure::Usage(e.to_string()))?;
    let writing = Failure::writing("output");
    for _ in 0..count {
        let puzzle = generator
            .next_puzzle()
            .map_err(|e| Failure::Io(e.to_string()))?;
        writeln!(out, "{puzzle}").map_err(&writing)?;
    }
    out.flush().map_err(&writing)?;
    Ok(Status::Answered)
}

/// The median and slowest time per puzzle of a few kinds of puzzle, over
/// `rounds` puzzles each (fewer for the large sizes).
pub fn bench(rounds: u64, out: &mut impl Write) -> Result<Status, Failure> {
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
    for (name, side, symmetry, minimal, count) in cases {
        let options = Options {
            side,
            symmetry,
            minimal,
            seed: 1,
            ..Options::default()
        };
        let line = bench_case(name, options, count)?;
        writeln!(out, "{line}").map_err(&writing)?;
    }
    Ok(Status::Answered)
}

fn bench_case(name: &str, options: Options, count: u64) -> Result<String, Failure> {
    let mut generator = Generator::new(options).map_err(|e| Failure::Usage(e.to_string()))?;
    let mut times = Vec::new();
    let mut givens = 0;
    let mut levels = [0; Level::ALL.len()];
    for _ in 0..count {
        let start = Instant::now();
        let puzzle = generator
            .next_puzzle()
            .map_err(|e| Failure::Io(e.to_string()))?;
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        givens += puzzle.cells().iter().filter(|&&v| v != 0).count();
        levels[Level::of(&puzzle) as usize] += 1;
    }
    times.sort_by(f64::total_cmp);
    let levels: Vec<String> = levels.iter().map(u32::to_string).collect();
    Ok(format!(
        "{:<28} {:>8} {:>11.2} {:>11.2} {:>7.1}  {}",
        name,
        count,
        times[times.len() / 2],
        times[times.len() - 1],
        givens as f64 / times.len() as f64,
        levels.join("/")
    ))
}

//! `sudoku-dlx`: solve, count and benchmark batches of Sudoku puzzles, one per line.

use std::fmt::Write as _;
use std::io::{self, Read, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};
use sudoku_dlx::dlx::Stats;
use sudoku_dlx::sudoku::{Grid, Solver};

mod ladder_cli;

const USAGE: &str = "\
usage: sudoku-dlx solve [--stats] [FILE]
       sudoku-dlx count [--limit N] [--stats] [FILE]
       sudoku-dlx bench FILE...
       sudoku-dlx solve|count --solver NAME [--budget NODES] [--rule RULE] ...
       sudoku-dlx bench --solver NAME|all [--budget NODES] [--rule RULE] FILE...

One puzzle per line, of any size from 4×4 to 25×25; '#' lines and blank
lines are skipped, and a line 'end' stops the input. Without FILE, read
standard input. 'count' stops at N solutions (default 0: count them all).
--solver picks a rung of the ladder: brute, marks, bitmask, fewest, singles
or dlx; a puzzle that reaches the node budget is answered 'gave up after N
nodes'. --rule is the column rule of dlx: weighed (default), knuth or first.";

enum Command {
    Solve,
    Count { limit: u64 },
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    match run(args.get(1..).unwrap_or_default()) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("sudoku-dlx: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<ExitCode, String> {
    if ladder_cli::wants(args) {
        return ladder_cli::run(args);
    }
    let (name, rest) = args.split_first().ok_or("no command given")?;
    let mut limit = None;
    let mut stats = false;
    let mut files = Vec::new();
    let mut rest = rest.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--stats" => stats = true,
            "--limit" => {
                let value = rest.next().ok_or("--limit needs a number")?;
                limit = Some(
                    value
                        .parse()
                        .map_err(|_| format!("--limit needs a whole number, not {value:?}"))?,
                );
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(ExitCode::SUCCESS);
            }
            flag if flag.starts_with('-') && flag != "-" => {
                return Err(format!("unknown option {flag:?}"))
            }
            file => files.push(file),
        }
    }
    if limit.is_some() && name != "count" {
        return Err("--limit applies only to count".into());
    }
    if stats && name == "bench" {
        return Err("bench always prints its figures; --stats is for solve and count".into());
    }
    let command = match name.as_str() {
        "solve" => Command::Solve,
        "count" => Command::Count {
            limit: limit.unwrap_or(0),
        },
        "bench" if !files.is_empty() => return bench(&files),
        "bench" => return Err("bench needs at least one FILE".into()),
        "-h" | "--help" => {
            println!("{USAGE}");
            return Ok(ExitCode::SUCCESS);
        }
        other => return Err(format!("unknown command {other:?}")),
    };
    if files.len() > 1 {
        return Err("give at most one FILE".into());
    }
    let input = read_input(files.first().copied())?;
    batch(&command, &input, stats).map_err(|e| format!("writing output: {e}"))
}

fn read_input(file: Option<&str>) -> Result<String, String> {
    match file {
        None | Some("-") => {
            let mut text = String::new();
            io::stdin()
                .read_to_string(&mut text)
                .map_err(|e| format!("reading standard input: {e}"))?;
            Ok(text)
        }
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("reading {path}: {e}")),
    }
}

/// The puzzle lines of a batch with their 1-based line numbers, as written,
/// so that an error's column is the column in the file.
fn puzzle_lines(input: &str) -> impl Iterator<Item = (usize, &str)> {
    input
        .strip_prefix('\u{feff}')
        .unwrap_or(input)
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line))
        .take_while(|&(_, line)| line.trim() != "end")
        .filter(|&(_, line)| {
            let line = line.trim_start();
            !line.is_empty() && !line.starts_with('#')
        })
}

/// Totals over a batch, for `--stats`.
#[derive(Default)]
struct Totals {
    puzzles: u64,
    solved: u64,
    errors: u64,
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
}

fn batch(command: &Command, input: &str, show_stats: bool) -> io::Result<ExitCode> {
    let start = Instant::now();
    let mut solver = Solver::new();
    let mut totals = Totals::default();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for (number, line) in puzzle_lines(input) {
        let grid = match line.parse::<Grid>() {
            Ok(grid) => grid,
            Err(error) => {
                totals.errors += 1;
                writeln!(out, "error: line {number}: {error}")?;
                continue;
            }
        };
        match command {
            Command::Solve => {
                let solved = solver.solve(&grid);
                totals.add(solved.stats, solved.solution.is_some());
                match solved.solution {
                    Some(solution) => writeln!(out, "{solution}")?,
                    None => writeln!(out, "none")?,
                }
            }
            Command::Count { limit } => {
                let counted = solver.count(&grid, *limit);
                totals.add(counted.stats, counted.count > 0);
                writeln!(out, "{}", counted.count)?;
            }
        }
    }
    out.flush()?;
    if show_stats {
        let seconds = start.elapsed().as_secs_f64();
        eprintln!(
            "puzzles {}, solved {}, errors {}, nodes {}, updates {}, time {seconds:.3} s",
            totals.puzzles, totals.solved, totals.errors, totals.nodes, totals.updates
        );
    }
    Ok(if totals.errors > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Times parse, solve and formatting of every puzzle in each file, as the
/// peers of `../shared/peers/bench.sh` are timed, less their printing.
fn bench(files: &[&str]) -> Result<ExitCode, String> {
    println!(
        "{:<34} {:>7} {:>9} {:>10} {:>12} {:>14}",
        "dataset", "puzzles", "seconds", "puzzles/s", "nodes/puzzle", "updates/puzzle"
    );
    let mut solver = Solver::new();
    let mut line_out = String::with_capacity(700);
    for path in files {
        let text = std::fs::read_to_string(path).map_err(|e| format!("reading {path}: {e}"))?;
        let name = std::path::Path::new(path)
            .file_name()
            .map_or(path.to_string(), |n| n.to_string_lossy().into_owned());
        // A `puzzle:count:solution` file is timed on its puzzles.
        let (puzzles, bad): (Vec<&str>, Vec<&str>) = puzzle_lines(&text)
            .map(|(_, line)| line.split_once(':').map_or(line, |(puzzle, _)| puzzle))
            .partition(|line| line.parse::<Grid>().is_ok());
        if !bad.is_empty() {
            eprintln!("{name}: {} lines did not parse and are left out", bad.len());
        }
        if puzzles.is_empty() {
            return Err(format!("{path} has no puzzles to time"));
        }
        let mut totals = Totals::default();
        let mut elapsed = Duration::ZERO;
        // Short sets are repeated until they have run for a while.
        while elapsed < Duration::from_millis(500) {
            let start = Instant::now();
            for line in &puzzles {
                let grid: Grid = line.parse().expect("only lines that parse are timed");
                let solved = solver.solve(&grid);
                line_out.clear();
                if let Some(solution) = &solved.solution {
                    write!(line_out, "{solution}").expect("writing to a String");
                }
                totals.add(solved.stats, solved.solution.is_some());
            }
            elapsed += start.elapsed();
        }
        let n = totals.puzzles.max(1) as f64;
        println!(
            "{:<34} {:>7} {:>9.3} {:>10.0} {:>12.1} {:>14.1}",
            name,
            puzzles.len(),
            elapsed.as_secs_f64(),
            n / elapsed.as_secs_f64(),
            totals.nodes as f64 / n,
            totals.updates as f64 / n,
        );
    }
    Ok(ExitCode::SUCCESS)
}

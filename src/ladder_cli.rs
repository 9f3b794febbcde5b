//! The ladder on the command line: `solve`, `count` and `bench` with
//! `--solver NAME`, `--budget NODES` and `--rule RULE`.

use super::{puzzle_lines, read_input};
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};
use sudoku_dlx::dlx::Rule;
use sudoku_dlx::ladder::{self, Outcome, NAMES};
use sudoku_dlx::sudoku::Grid;

/// Whether the arguments choose a solver of the ladder, so that this module
/// answers them.
pub fn wants(args: &[String]) -> bool {
    args.iter().any(|arg| arg == "--solver" || arg == "--rule")
}

/// The node budget per puzzle in `bench` when `--budget` is not given, the
/// same for every rung: brute force gives up on about one puzzle in ten of
/// the hardest sets and takes about a minute on each, while no rung from
/// fewest up comes near it.
const BENCH_BUDGET: u64 = 1_000_000;

struct Options<'a> {
    command: &'a str,
    solvers: Vec<&'static str>,
    rule: Rule,
    /// 0 for none; `None` when not given.
    budget: Option<u64>,
    limit: u64,
    stats: bool,
    files: Vec<&'a str>,
}

fn parse(args: &[String]) -> Result<Options<'_>, String> {
    let (command, rest) = args.split_first().ok_or("no command given")?;
    let mut options = Options {
        command,
        solvers: vec!["dlx"],
        rule: Rule::default(),
        budget: None,
        limit: 0,
        stats: false,
        files: Vec::new(),
    };
    let mut limit = None;
    let mut rest = rest.iter();
    while let Some(arg) = rest.next() {
        let mut value = |flag: &str| rest.next().ok_or(format!("{flag} needs a value"));
        match arg.as_str() {
            "--solver" => options.solvers = solvers(value("--solver")?)?,
            "--rule" => options.rule = value("--rule")?.parse().map_err(|e| format!("{e}"))?,
            "--budget" => options.budget = Some(number("--budget", value("--budget")?)?),
            "--limit" => limit = Some(number("--limit", value("--limit")?)?),
            "--stats" => options.stats = true,
            flag if flag.starts_with('-') && flag != "-" => {
                return Err(format!("unknown option {flag:?}"))
            }
            file => options.files.push(file),
        }
    }
    if limit.is_some() && command != "count" {
        return Err("--limit applies only to count".into());
    }
    options.limit = limit.unwrap_or(0);
    if options.stats && command == "bench" {
        return Err("bench always prints its figures; --stats is for solve and count".into());
    }
    if options.solvers.len() > 1 && command != "bench" {
        return Err("--solver all is for bench; solve and count take one solver".into());
    }
    Ok(options)
}

fn solvers(name: &str) -> Result<Vec<&'static str>, String> {
    if name == "all" {
        return Ok(NAMES.to_vec());
    }
    let known = NAMES.iter().find(|&&known| known == name);
    known
        .map(|&name| vec![name])
        .ok_or_else(|| format!("{}, or all", ladder::UnknownRung(name.into())))
}

fn number(flag: &str, value: &str) -> Result<u64, String> {
    value
        .parse()
        .map_err(|_| format!("{flag} needs a whole number, not {value:?}"))
}

/// Answers the arguments that [`wants`] this module.
pub fn run(args: &[String]) -> Result<ExitCode, String> {
    let options = parse(args)?;
    match options.command {
        "solve" | "count" if options.files.len() > 1 => Err("give at most one FILE".into()),
        "solve" | "count" => {
            let input = read_input(options.files.first().copied())?;
            batch(&options, &input).map_err(|e| format!("writing output: {e}"))
        }
        "bench" if options.files.is_empty() => Err("bench needs at least one FILE".into()),
        "bench" => bench(&options),
        other => Err(format!("unknown command {other:?}")),
    }
}

fn batch(options: &Options<'_>, input: &str) -> io::Result<ExitCode> {
    let start = Instant::now();
    let mut rung = ladder::rung(options.solvers[0], options.rule).expect("a known solver");
    let limit = if options.command == "solve" {
        1
    } else {
        options.limit
    };
    let budget = options.budget.unwrap_or(0);
    let (mut puzzles, mut errors, mut gave_up, mut nodes) = (0, 0, 0, 0);
    let mut out = io::BufWriter::new(io::stdout().lock());
    for (number, line) in puzzle_lines(input) {
        let grid = match line.parse::<Grid>() {
            Ok(grid) => grid,
            Err(error) => {
                errors += 1;
                writeln!(out, "error: line {number}: {error}")?;
                continue;
            }
        };
        let outcome = rung.search(&grid, limit, budget);
        puzzles += 1;
        nodes += outcome.nodes;
        gave_up += u64::from(outcome.gave_up);
        match outcome {
            Outcome { gave_up: true, .. } => {
                writeln!(out, "gave up after {} nodes", outcome.nodes)?
            }
            _ if limit != 1 => writeln!(out, "{}", outcome.count)?,
            Outcome {
                solution: Some(solution),
                ..
            } => writeln!(out, "{solution}")?,
            _ => writeln!(out, "none")?,
        }
    }
    out.flush()?;
    if options.stats {
        let seconds = start.elapsed().as_secs_f64();
        eprintln!(
            "solver {}, puzzles {puzzles}, gave up {gave_up}, errors {errors}, nodes {nodes}, time {seconds:.3} s",
            rung_label(options.solvers[0], options.rule)
        );
    }
    Ok(if errors > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

fn rung_label(name: &str, rule: Rule) -> String {
    if name == "dlx" {
        format!("dlx/{rule}")
    } else {
        name.to_string()
    }
}

/// What one rung did on one set.
struct Run {
    seconds: f64,
    nodes: f64,
}

/// Times each rung on each file, solving every puzzle to its first solution
/// within the budget, with each rung's time and nodes relative to the rung
/// before it.
fn bench(options: &Options<'_>) -> Result<ExitCode, String> {
    println!(
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
    );
    for path in &options.files {
        let text = std::fs::read_to_string(path).map_err(|e| format!("reading {path}: {e}"))?;
        let name = std::path::Path::new(path)
            .file_name()
            .map_or(path.to_string(), |n| n.to_string_lossy().into_owned());
        // A `puzzle:count:solution` file is timed on its puzzles.
        let (grids, bad): (Vec<_>, Vec<_>) = puzzle_lines(&text)
            .map(|(_, line)| line.split(':').next().unwrap_or(line).parse::<Grid>())
            .partition(Result::is_ok);
        if !bad.is_empty() {
            eprintln!("{name}: {} lines did not parse and are left out", bad.len());
        }
        let grids: Vec<Grid> = grids.into_iter().flatten().collect();
        if grids.is_empty() {
            return Err(format!("{path} has no puzzles to time"));
        }
        let mut previous: Option<Run> = None;
        for &solver in &options.solvers {
            let budget = options.budget.unwrap_or(BENCH_BUDGET);
            let (run, gave_up) = time_rung(solver, options.rule, &grids, budget);
            let n = grids.len() as f64;
            let (faster, fewer) = previous.as_ref().map_or((1.0, 1.0), |before| {
                (before.seconds / run.seconds, before.nodes / run.nodes)
            });
            println!(
                "{:<28} {:<14} {:>7} {:>10.0} {:>12.1} {:>8} {:>10} {:>7.2} {:>7.2}",
                name,
                rung_label(solver, options.rule),
                grids.len(),
                n / run.seconds,
                run.nodes / n,
                gave_up,
                if budget == 0 {
                    "none".into()
                } else {
                    budget.to_string()
                },
                faster,
                fewer,
            );
            previous = Some(run);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Solves every grid with one rung, repeating short sets until they have
/// run for a while; returns the time and nodes of one pass, and how many
/// grids gave up.
fn time_rung(solver: &str, rule: Rule, grids: &[Grid], budget: u64) -> (Run, u64) {
    let mut rung = ladder::rung(solver, rule).expect("a known solver");
    let (mut passes, mut nodes, mut gave_up) = (0u32, 0u64, 0u64);
    let mut elapsed = Duration::ZERO;
    while elapsed < Duration::from_millis(500) {
        let start = Instant::now();
        for grid in grids {
            let outcome = rung.search(grid, 1, budget);
            nodes += outcome.nodes;
            gave_up += u64::from(outcome.gave_up);
        }
        elapsed += start.elapsed();
        passes += 1;
    }
    let passes_f = f64::from(passes);
    let run = Run {
        seconds: elapsed.as_secs_f64() / passes_f,
        nodes: nodes as f64 / passes_f,
    };
    (run, gave_up / u64::from(passes))
}

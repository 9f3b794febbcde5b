//! The command line's arguments: every flag is read first, then checked
//! against the command it was given to.

use super::batch::{Batch, Bounds, Kind};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use sudoku_dlx::sudoku::Options;

pub const USAGE: &str = "\
usage: sudoku-dlx solve [--stats] [--budget NODES] [--timeout SECONDS] [FILE]
       sudoku-dlx count [--limit N] [--stats] [--budget NODES] [--timeout SECONDS] [FILE]
       sudoku-dlx bench FILE...
       sudoku-dlx generate [--size N] [--count K] [--seed S] [--minimal]
                  [--symmetry none|rotational|mirror] [--givens G]
                  [--difficulty easy|medium|hard|expert]
       sudoku-dlx rate [FILE]
       sudoku-dlx bench-generate [--count K]

One puzzle per line, of any size from 4×4 to 25×25; '#' lines and blank
lines are skipped, and a line 'end' stops the input. Without FILE, read
standard input. 'count' stops at N solutions (default 0: count them all).
--budget and --timeout bound the work on each puzzle; a puzzle that reaches
either is answered 'gave up after N nodes'. 'generate' prints K new puzzles
(default 1) with one solution each; 'rate' prints each puzzle's level and
search score.";

/// What the command line asks for.
pub enum Command {
    Help,
    Batch(Batch),
    Bench { files: Vec<String> },
    Generate { options: Options, count: u64 },
    BenchGenerate { rounds: u64 },
}

/// A command and the input it reads.
pub struct Invocation {
    pub command: Command,
    /// The batch's input; standard input when `None` or `-`.
    pub file: Option<String>,
}

/// Every flag as given, before the command checks which apply to it.
#[derive(Default)]
struct Flags {
    stats: bool,
    limit: Option<u64>,
    budget: Option<u64>,
    timeout: Option<Duration>,
    help: bool,
    count: Option<u64>,
    generate: Options,
    /// Which of the generator's own flags were given, for the check that
    /// they are given to `generate`.
    generator_flags: Vec<&'static str>,
    operands: Vec<String>,
}

/// A flag's value, parsed, or a message naming the flag and what it needs.
fn parsed<T>(flag: &str, text: &str, what: &str) -> Result<T, String>
where
    T: std::str::FromStr,
    T::Err: std::fmt::Display,
{
    text.parse()
        .map_err(|e| format!("{flag} needs {what}, not {text:?} ({e})"))
}

/// Reads one of `generate`'s own flags, if `arg` is one.
fn read_generator_flag(
    flags: &mut Flags,
    arg: &str,
    value: &mut dyn FnMut(&str) -> Result<String, String>,
) -> Result<bool, String> {
    let options = &mut flags.generate;
    let (flag, what): (&'static str, &str) = match arg {
        "--size" => ("--size", "a size: 4, 6, 9, 16 or 25"),
        "--seed" => ("--seed", "a whole number below 2^64"),
        "--symmetry" => ("--symmetry", "none, rotational or mirror"),
        "--givens" => ("--givens", "a whole number"),
        "--difficulty" => ("--difficulty", "easy, medium, hard or expert"),
        "--minimal" => {
            options.minimal = true;
            flags.generator_flags.push("--minimal");
            return Ok(true);
        }
        _ => return Ok(false),
    };
    let text = value(what)?;
    match flag {
        "--size" => options.side = parsed(flag, &text, what)?,
        "--seed" => options.seed = parsed(flag, &text, what)?,
        "--symmetry" => options.symmetry = parsed(flag, &text, what)?,
        "--givens" => options.givens = Some(parsed(flag, &text, what)?),
        _ => options.difficulty = Some(parsed(flag, &text, what)?),
    }
    flags.generator_flags.push(flag);
    Ok(true)
}

fn read_flags(args: &[String]) -> Result<Flags, String> {
    let mut flags = Flags::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |what: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{arg} needs {what}"))
        };
        if read_generator_flag(&mut flags, arg, &mut value)? {
            continue;
        }
        match arg.as_str() {
            "--stats" => flags.stats = true,
            "--count" => {
                let count = value("a whole number from 1")?;
                flags.count = Some(match count.parse() {
                    Ok(count) if count > 0 => count,
                    _ => {
                        return Err(format!(
                            "--count needs a whole number from 1, not {count:?}"
                        ))
                    }
                })
            }
            "-h" | "--help" => flags.help = true,
            "--limit" => {
                let value = value("a number")?;
                let limit = value.parse();
                flags.limit = Some(
                    limit.map_err(|_| format!("--limit needs a whole number, not {value:?}"))?,
                )
            }
            "--budget" => {
                let nodes = value("a whole number of nodes from 1")?;
                flags.budget = Some(match nodes.parse() {
                    Ok(nodes) if nodes > 0 => nodes,
                    _ => {
                        return Err(format!(
                            "--budget needs a whole number of nodes from 1, not {nodes:?}"
                        ))
                    }
                })
            }
            "--timeout" => {
                let seconds = value("a number of seconds")?;
                let timeout = seconds
                    .parse()
                    .ok()
                    .filter(|&s: &f64| s > 0.0)
                    .and_then(|s| Duration::try_from_secs_f64(s).ok());
                flags.timeout = Some(timeout.ok_or_else(|| {
                    format!("--timeout needs a number of seconds above 0, not {seconds:?}")
                })?)
            }
            flag if flag.starts_with('-') && flag != "-" => {
                return Err(format!("unknown option {flag:?}"))
            }
            operand => flags.operands.push(operand.to_string()),
        }
    }
    Ok(flags)
}

/// Refuses a flag given to a command it does not apply to.
fn applies_only(given: bool, flag: &str, command: &str, allowed: &[&str]) -> Result<(), String> {
    if given && !allowed.contains(&command) {
        return Err(format!("{flag} applies only to {}", allowed.join(" and ")));
    }
    Ok(())
}

pub fn parse(args: &[String]) -> Result<Invocation, String> {
    let flags = read_flags(args)?;
    if flags.help {
        return Ok(Invocation {
            command: Command::Help,
            file: None,
        });
    }
    let (name, operands) = flags.operands.split_first().ok_or("no command given")?;
    let name = name.as_str();
    applies_only(flags.limit.is_some(), "--limit", name, &["count"])?;
    applies_only(
        flags.budget.is_some(),
        "--budget",
        name,
        &["solve", "count"],
    )?;
    applies_only(
        flags.timeout.is_some(),
        "--timeout",
        name,
        &["solve", "count"],
    )?;
    applies_only(
        flags.count.is_some(),
        "--count",
        name,
        &["generate", "bench-generate"],
    )?;
    for flag in &flags.generator_flags {
        applies_only(true, flag, name, &["generate"])?;
    }
    let kind = match name {
        "solve" => Kind::Solve,
        "rate" if flags.stats => return Err("--stats is for solve and count".into()),
        "rate" => Kind::Rate,
        "generate" | "bench-generate" if !operands.is_empty() => {
            return Err(format!("{name} reads no FILE"))
        }
        "generate" => {
            let mut options = flags.generate;
            if !flags.generator_flags.contains(&"--seed") {
                options.seed = clock_seed();
            }
            return Ok(Invocation {
                command: Command::Generate {
                    options,
                    count: flags.count.unwrap_or(1),
                },
                file: None,
            });
        }
        "bench-generate" => {
            return Ok(Invocation {
                command: Command::BenchGenerate {
                    rounds: flags.count.unwrap_or(51),
                },
                file: None,
            })
        }
        "count" => Kind::Count {
            limit: flags.limit.unwrap_or(0),
        },
        "bench" if flags.stats => {
            return Err("bench always prints its figures; --stats is for solve and count".into())
        }
        "bench" if operands.is_empty() => return Err("bench needs at least one FILE".into()),
        "bench" => {
            return Ok(Invocation {
                command: Command::Bench {
                    files: operands.to_vec(),
                },
                file: None,
            })
        }
        other => return Err(format!("unknown command {other:?}")),
    };
    if operands.len() > 1 {
        return Err("give at most one FILE".into());
    }
    Ok(Invocation {
        command: Command::Batch(Batch {
            kind,
            stats: flags.stats,
            bounds: Bounds {
                nodes: flags.budget,
                timeout: flags.timeout,
            },
        }),
        file: operands.first().cloned(),
    })
}

/// A seed for a `generate` that gives none.
fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos() as u64)
}

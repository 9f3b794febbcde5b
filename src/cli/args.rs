//! The command line's arguments: every flag is read first, then checked
//! against the command it was given to.

use super::batch::{Batch, Bounds, Kind};
use std::str::FromStr;
use std::time::Duration;

pub const USAGE: &str = "\
usage: sudoku-dlx solve [--stats] [--budget NODES] [--timeout SECONDS] [FILE]
       sudoku-dlx count [--limit N] [--stats] [--budget NODES] [--timeout SECONDS] [FILE]
       sudoku-dlx bench FILE...

One puzzle per line, of any size from 4×4 to 25×25; '#' lines and blank
lines are skipped, and a line 'end' stops the input. Without FILE, read
standard input. 'count' stops at N solutions (default 0: count them all).
--budget and --timeout bound the work on each puzzle; a puzzle that reaches
either is answered 'gave up after N nodes'.";

/// What the command line asks for.
pub enum Command {
    Help,
    Batch(Batch),
    Bench { files: Vec<String> },
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
    operands: Vec<String>,
}

fn read_flags(args: &[String]) -> Result<Flags, String> {
    let mut flags = Flags::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |needs: &str| args.next().ok_or_else(|| format!("{arg} needs {needs}"));
        match arg.as_str() {
            "--stats" => flags.stats = true,
            "-h" | "--help" => flags.help = true,
            "--limit" => {
                let needs = "a whole number";
                flags.limit = Some(parse_value(arg, value(needs)?, needs, |_| true)?);
            }
            "--budget" => {
                let needs = "a whole number of nodes from 1";
                flags.budget = Some(parse_value(arg, value(needs)?, needs, |&n| n > 0)?);
            }
            "--timeout" => {
                let needs = "a number of seconds above 0";
                let seconds = parse_value(arg, value(needs)?, needs, |&s| {
                    s > 0.0 && Duration::try_from_secs_f64(s).is_ok()
                })?;
                flags.timeout = Some(Duration::from_secs_f64(seconds));
            }
            flag if flag.starts_with('-') && flag != "-" => {
                return Err(format!("unknown option {flag:?}"))
            }
            operand => flags.operands.push(operand.to_string()),
        }
    }
    Ok(flags)
}

/// A flag's value read as a `T` that `valid` accepts, or an error saying
/// what the flag needs.
fn parse_value<T: FromStr>(
    flag: &str,
    value: &str,
    needs: &str,
    valid: impl Fn(&T) -> bool,
) -> Result<T, String> {
    value
        .parse()
        .ok()
        .filter(valid)
        .ok_or_else(|| format!("{flag} needs {needs}, not {value:?}"))
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
    let kind = match name {
        "solve" => Kind::Solve,
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

//! The command line's arguments: every flag is read first, then checked
//! against the command it was given to.

use super::batch::{Batch, Bounds, Kind};
use super::bench::Race;
use super::ladder::Choice;
use super::pieces;
use super::shards::{self, Shard, MAX_SHARDS};
use std::str::FromStr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use sudoku_dlx::dlx::{Rule, MAX_PROBES};
use sudoku_dlx::ladder::{UnknownRung, NAMES};
use sudoku_dlx::sudoku::variant::Kind as VariantKind;
use sudoku_dlx::sudoku::Options;

pub const USAGE: &str = "\
usage: sudoku-dlx solve [--stats] [--budget NODES] [--timeout SECONDS]
                        [--solver NAME] [--rule RULE] [FILE]
       sudoku-dlx count [--limit N] [--stats] [--budget NODES] [--timeout SECONDS]
                        [--solver NAME] [--rule RULE] [--threads N]
                        [--shards N [--shard K]] [FILE]
       sudoku-dlx bench [--budget NODES] [--timeout SECONDS] FILE...
       sudoku-dlx bench --solver NAME|all [--budget NODES] [--timeout SECONDS]
                        [--rule RULE] FILE...
       sudoku-dlx generate [--size N] [--count K] [--seed S] [--minimal]
                  [--symmetry none|rotational|mirror] [--givens G]
                  [--difficulty easy|medium|hard|expert]
                  [--variant killer|jigsaw] [--budget GRIDS] [--timeout SECONDS]
                  [--threads N]
       sudoku-dlx rate [--budget NODES] [--timeout SECONDS] [FILE]
       sudoku-dlx hint [--trace] [--stats] [--budget NODES] [--timeout SECONDS] [FILE]
       sudoku-dlx estimate [--probes N] [--seed S] [--rule RULE]
                           [--budget NODES] [--timeout SECONDS] [FILE]
       sudoku-dlx bench-generate [--count K] [--budget GRIDS] [--timeout SECONDS]
       sudoku-dlx cover [--count] [--limit N] [--engine links|cells] [--rule RULE]
                        [--budget NODES] [--timeout SECONDS] [--stats]
                        [--threads N] [--shards N [--shard K]] [FILE]
       sudoku-dlx merge [FILE...]

One puzzle per line, of any size from 4×4 to 25×25; '#' lines and blank
lines are skipped, and a line 'end' stops the input. Without FILE, read
standard input. 'count' stops at N solutions (default 0: count them all).
--budget and --timeout bound the work on each puzzle (the timeout is 60
seconds unless given); a puzzle that reaches either is answered 'gave
up'. 'count' uses --threads N threads (default: every core) on a puzzle
that one search does not count within 20,000 nodes; 'count --shards N
--shard K' (K from 0) counts shard K of one puzzle's pieces, for 'merge'. --solver picks a rung of the ladder: brute, marks, bitmask, fewest,
singles or dlx (the default); --rule is the column rule of dlx: weighed
(the default), knuth or first. 'generate' prints K new puzzles (default 1)
with one solution each, trying at most GRIDS grids (default 1000) for
each, on --threads N threads (default: every core; the same puzzles in
the same order as one thread); with --variant, killers or jigsaws of size 4, 6 or 9 in the
variant text that 'solve' reads, each after a '#' line with its rating; 'rate' prints each puzzle's level, score (1.0 to 4.9: the
level's number, then tenths within it) and hardest technique; 'hint'
prints each puzzle's chain of techniques, ending in 'solved' or 'guess'
(--trace: one line a step). 'rate' and 'hint' search
at most 2,000,000 nodes a puzzle unless --budget says otherwise.
'estimate' prints Knuth's estimate of the nodes of each puzzle's search
tree and its standard error, from N random probes (default 1000, at most
100000) seeded by S (default 1). 'cover' solves an exact-cover problem in
Knuth's dlx format (sudoku-dlx cover --help), on every core, or one shard
of many; 'merge' puts the shards' results together (sudoku-dlx merge --help).";

/// The nodes `rate` and `hint` may search a puzzle for when `--budget` is
/// not given: a hard 9×9 needs thousands, and a 25×25 without a solution
/// could otherwise run for hours.
const DEFAULT_BUDGET: u64 = 2_000_000;

/// What the command line asks for.
pub enum Command {
    Help,
    Batch(Batch),
    /// The engine's figures per file, or with `race`, the ladder's.
    Bench {
        files: Vec<String>,
        race: Option<Race>,
        bounds: Bounds,
    },
    Generate {
        /// A killer or jigsaw in place of a classic grid, and the options.
        what: (Option<VariantKind>, Options),
        /// The puzzles, the bounds on each, and the threads that make them.
        run: (u64, Bounds, usize),
    },
    BenchGenerate {
        rounds: u64,
        bounds: Bounds,
    },
}

/// A command and the input it reads.
pub struct Invocation {
    pub command: Command,
    /// The batch's input; standard input when `None` or `-`.
    pub file: Option<String>,
}

/// Each flag and the commands it applies to.
const APPLIES: &[(&str, &[&str])] = &[
    ("--stats", &["solve", "count", "hint"]),
    ("--trace", &["hint"]),
    ("--limit", &["count"]),
    ("--threads", &["count", "generate"]),
    ("--shards", &["count"]),
    ("--shard", &["count"]),
    (
        "--budget",
        &[
            "solve",
            "count",
            "bench",
            "rate",
            "hint",
            "estimate",
            "generate",
            "bench-generate",
        ],
    ),
    (
        "--timeout",
        &[
            "solve",
            "count",
            "rate",
            "hint",
            "estimate",
            "generate",
            "bench",
            "bench-generate",
        ],
    ),
    ("--solver", &["solve", "count", "bench"]),
    ("--rule", &["solve", "count", "bench", "estimate"]),
    ("--probes", &["estimate"]),
    ("--count", &["generate", "bench-generate"]),
    ("--size", &["generate"]),
    ("--seed", &["generate", "estimate"]),
    ("--symmetry", &["generate"]),
    ("--minimal", &["generate"]),
    ("--givens", &["generate"]),
    ("--difficulty", &["generate"]),
    ("--variant", &["generate"]),
];

/// Every flag as given, before the command checks which apply to it.
#[derive(Default)]
struct Flags {
    /// The flags given, with the commands each applies to.
    given: Vec<(&'static str, &'static [&'static str])>,
    stats: bool,
    trace: bool,
    limit: Option<u64>,
    budget: Option<u64>,
    timeout: Option<Duration>,
    /// The rungs `--solver` names: one, or every one for `all`.
    solvers: Option<Vec<&'static str>>,
    rule: Option<Rule>,
    count: Option<u64>,
    probes: Option<u64>,
    threads: Option<usize>,
    shards: Option<usize>,
    shard: Option<usize>,
    help: bool,
    generate: Options,
    variant: Option<VariantKind>,
    operands: Vec<String>,
}

fn read_flags(args: &[String]) -> Result<Flags, String> {
    let mut flags = Flags::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |needs: &str| {
            args.next()
                .map(String::as_str)
                .ok_or_else(|| format!("{arg} needs {needs}"))
        };
        if let Some(&(flag, commands)) = APPLIES.iter().find(|(flag, _)| flag == arg) {
            read_flag(&mut flags, flag, &mut value)?;
            flags.given.push((flag, commands));
        } else if arg == "-h" || arg == "--help" {
            flags.help = true;
        } else if arg.starts_with('-') && arg != "-" {
            return Err(format!("unknown option {arg:?}"));
        } else {
            flags.operands.push(arg.clone());
        }
    }
    Ok(flags)
}

/// Reads the value of `flag`, one of [`APPLIES`], with `value`.
fn read_flag<'a>(
    flags: &mut Flags,
    flag: &str,
    value: &mut impl FnMut(&str) -> Result<&'a str, String>,
) -> Result<(), String> {
    let mut read = |needs: &'static str| value(needs).map(|text| (flag, text, needs));
    let options = &mut flags.generate;
    match flag {
        "--stats" => flags.stats = true,
        "--trace" => flags.trace = true,
        "--minimal" => options.minimal = true,
        "--limit" => flags.limit = Some(parse_value(read("a whole number")?, |_| true)?),
        "--budget" => {
            let nodes = read("a whole number of nodes from 1")?;
            flags.budget = Some(parse_value(nodes, |&n| n > 0)?);
        }
        "--timeout" => {
            let seconds = parse_value(read("a number of seconds above 0")?, |&s| {
                s > 0.0 && Duration::try_from_secs_f64(s).is_ok()
            })?;
            flags.timeout = Some(Duration::from_secs_f64(seconds));
        }
        "--solver" => flags.solvers = Some(solvers(read("a solver's name")?)?),
        "--rule" => flags.rule = Some(parse_named(read("weighed, knuth or first")?)?),
        "--count" => flags.count = Some(parse_value(read("a whole number from 1")?, |&n| n > 0)?),
        "--threads" => {
            let threads = read("a whole number from 1 to 1024")?;
            flags.threads = Some(parse_value(threads, |n| (1..=1024).contains(n))?);
        }
        "--shards" => {
            let shards = read("a whole number from 1 to 65536")?;
            flags.shards = Some(parse_value(shards, |n| (1..=MAX_SHARDS).contains(n))?);
        }
        "--shard" => {
            let shard = read("a whole number from 0 to 65535")?;
            flags.shard = Some(parse_value(shard, |n| *n < MAX_SHARDS)?);
        }
        "--probes" => {
            let probes = read("a whole number from 1 to 100000")?;
            flags.probes = Some(parse_value(probes, |&n| (1..=MAX_PROBES).contains(&n))?);
        }
        "--size" => options.side = parse_value(read("a size: 4, 6, 9, 16 or 25")?, |_| true)?,
        "--seed" => options.seed = parse_value(read("a whole number below 2^64")?, |_| true)?,
        "--givens" => options.givens = Some(parse_value(read("a whole number")?, |_| true)?),
        "--symmetry" => options.symmetry = parse_named(read("none, rotational or mirror")?)?,
        "--variant" => flags.variant = Some(parse_named(read("killer or jigsaw")?)?),
        _ => options.difficulty = Some(parse_named(read("easy, medium, hard or expert")?)?),
    }
    Ok(())
}

/// The rungs `--solver` names: `all`, or one of [`NAMES`].
fn solvers((flag, name, _): Given<'_>) -> Result<Vec<&'static str>, String> {
    if name == "all" {
        return Ok(NAMES.to_vec());
    }
    match NAMES.iter().find(|&&known| known == name) {
        Some(&known) => Ok(vec![known]),
        None => Err(format!("{flag}: {}, or all", UnknownRung(name.into()))),
    }
}

/// A flag, its value as given, and what the flag needs.
type Given<'a> = (&'a str, &'a str, &'a str);

/// A flag's value read as a `T` that `valid` accepts, or an error saying
/// what the flag needs.
fn parse_value<T: FromStr>(
    (flag, value, needs): Given<'_>,
    valid: impl Fn(&T) -> bool,
) -> Result<T, String> {
    value
        .parse()
        .ok()
        .filter(valid)
        .ok_or_else(|| format!("{flag} needs {needs}, not {value:?}"))
}

/// A flag's value that is one of a few names, or the model's own word on
/// why it is not.
fn parse_named<T>((flag, value, _): Given<'_>) -> Result<T, String>
where
    T: FromStr,
    T::Err: std::fmt::Display,
{
    value.parse().map_err(|why| format!("{flag}: {why}"))
}

pub fn parse(args: &[String]) -> Result<Invocation, String> {
    let flags = read_flags(args)?;
    if flags.help {
        return Ok(invocation(Command::Help));
    }
    let (name, operands) = flags.operands.split_first().ok_or("no command given")?;
    let name = name.as_str();
    for &(flag, commands) in &flags.given {
        if name == "bench" && flag == "--stats" {
            return Err("bench always prints its figures; --stats is for solve and count".into());
        }
        if !commands.contains(&name) {
            return Err(format!("{flag} applies only to {}", commands.join(" and ")));
        }
    }
    if let (Some(_), Some(solvers)) = (flags.rule, &flags.solvers) {
        if !solvers.contains(&"dlx") {
            return Err("--rule is the column rule of dlx, which --solver leaves out".into());
        }
    }
    match name {
        "solve" | "count" | "rate" | "hint" | "estimate" => batch(name, &flags, operands),
        "bench" => bench(&flags, operands),
        "generate" | "bench-generate" if !operands.is_empty() => {
            Err(format!("{name} reads no FILE"))
        }
        "generate" => generate(flags).map(invocation),
        "bench-generate" => Ok(invocation(Command::BenchGenerate {
            rounds: flags.count.unwrap_or(51),
            bounds: Bounds {
                nodes: flags.budget,
                timeout: flags.timeout,
            },
        })),
        other => Err(format!("unknown command {other:?}")),
    }
}

fn invocation(command: Command) -> Invocation {
    Invocation {
        command,
        file: None,
    }
}

/// `solve`, `count`, `rate`, `hint` or `estimate` over one FILE or standard input.
fn batch(name: &str, flags: &Flags, operands: &[String]) -> Result<Invocation, String> {
    if operands.len() > 1 {
        return Err("give at most one FILE".into());
    }
    let solver = match flags.solvers.as_deref() {
        Some([_, _, ..]) => {
            return Err("--solver all is for bench; solve and count take one solver".into())
        }
        Some(&[rung]) => Some(rung),
        _ => None,
    };
    let kind = match name {
        "solve" => Kind::Solve,
        "count" => Kind::Count {
            limit: flags.limit.unwrap_or(0),
        },
        "rate" => Kind::Rate,
        "hint" => Kind::Hint { trace: flags.trace },
        _ => Kind::Estimate {
            probes: flags.probes.unwrap_or(1000),
            seed: if flags.given.iter().any(|&(flag, _)| flag == "--seed") {
                flags.generate.seed
            } else {
                1
            },
            rule: flags.rule.unwrap_or_default(),
        },
    };
    Ok(Invocation {
        command: Command::Batch(Batch {
            kind,
            stats: flags.stats,
            choice: (solver.is_some() || flags.rule.is_some()).then(|| Choice {
                name: solver.unwrap_or("dlx"),
                rule: flags.rule.unwrap_or_default(),
            }),
            bounds: Bounds {
                nodes: match name {
                    "rate" | "hint" => Some(flags.budget.unwrap_or(DEFAULT_BUDGET)),
                    _ => flags.budget,
                },
                timeout: flags.timeout,
            },
            threads: flags.threads.unwrap_or_else(pieces::all_cores),
            shard: count_shard(flags)?,
        }),
        file: operands.first().cloned(),
    })
}

/// The shard `count --shards N [--shard K]` asks for, K from the job
/// runner's variables when `--shard` is not given. Only `--shards` makes a
/// count a shard: a plain count run inside a job array stays plain.
fn count_shard(flags: &Flags) -> Result<Option<Shard>, String> {
    if flags.shards.is_none() && flags.shard.is_none() {
        return Ok(None);
    }
    if flags.solvers.is_some() || flags.rule.is_some() {
        return Err(
            "count --shards searches by dancing links' own rule: no --solver or --rule".into(),
        );
    }
    shards::shard(flags.shards, flags.shard, |name| std::env::var(name).ok())
}

/// `bench` over FILE..., the ladder's when `--solver` or `--rule` asks
/// for it.
fn bench(flags: &Flags, operands: &[String]) -> Result<Invocation, String> {
    if operands.is_empty() {
        return Err("bench needs at least one FILE".into());
    }
    let race = (flags.solvers.is_some() || flags.rule.is_some()).then(|| Race {
        solvers: flags.solvers.clone().unwrap_or_else(|| vec!["dlx"]),
        rule: flags.rule.unwrap_or_default(),
    });
    Ok(invocation(Command::Bench {
        files: operands.to_vec(),
        race,
        bounds: Bounds {
            nodes: flags.budget,
            timeout: flags.timeout,
        },
    }))
}

/// `generate`, seeded by the clock unless `--seed` is given. A variant
/// takes no symmetry, minimality or number of givens: its givens are what
/// uniqueness leaves (a killer's none).
fn generate(flags: Flags) -> Result<Command, String> {
    if flags.variant.is_some() {
        let classic_only = ["--symmetry", "--minimal", "--givens"];
        if let Some((flag, _)) = flags.given.iter().find(|(f, _)| classic_only.contains(f)) {
            return Err(format!(
                "{flag} applies only to classic puzzles, not to --variant"
            ));
        }
    }
    let mut options = flags.generate;
    if !flags.given.iter().any(|&(flag, _)| flag == "--seed") {
        options.seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_nanos() as u64);
    }
    Ok(Command::Generate {
        what: (flags.variant, options),
        run: (
            flags.count.unwrap_or(1),
            Bounds {
                nodes: flags.budget,
                timeout: flags.timeout,
            },
            flags.threads.unwrap_or_else(pieces::all_cores),
        ),
    })
}

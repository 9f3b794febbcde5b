//! The command line: its arguments, the batch commands, the benchmark, and
//! what each outcome means for the exit status.

mod args;
mod batch;
mod bench;
pub mod closed_stdout;
mod count_pieces;
mod cover;
mod estimate;
mod hint;
mod ladder;
mod lines;
mod merge;
mod numbered;
pub mod out_of_memory;
mod pieces;
mod puzzles;
mod shards;

use args::{Command, USAGE};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

/// The exit statuses, as docs/command-line.md lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Every line answered.
    Answered = 0,
    /// Some lines were errors; every other line was answered.
    SomeLinesBad = 1,
    /// Wrong arguments, or input or output failed.
    Failed = 2,
    /// No line was an error, but the budget or the timeout stopped some
    /// puzzles.
    SomeGaveUp = 3,
}

/// Why a command stopped before its end.
#[derive(Debug)]
pub enum Failure {
    /// Wrong arguments: the message and the usage text.
    Usage(String),
    /// Input or output failed: the message alone.
    Io(String),
    /// The input is not what the command reads: the message alone.
    Input(String),
    /// The reader of the output went away, as `| head` does: nothing is
    /// wrong, there is just no one left to answer.
    BrokenPipe,
}

impl Failure {
    /// A failure while writing `what`.
    fn writing(what: &str) -> impl Fn(io::Error) -> Failure + '_ {
        move |error| match error.kind() {
            io::ErrorKind::BrokenPipe => Failure::BrokenPipe,
            _ => Failure::Io(format!("writing {what}: {error}")),
        }
    }

    /// A failure while reading `what`.
    fn reading(what: &str) -> impl Fn(io::Error) -> Failure + '_ {
        move |error| Failure::Io(format!("reading {what}: {error}"))
    }

    /// Says what went wrong, if anything needs saying.
    pub fn report(&self, err: &mut impl Write) -> io::Result<()> {
        match self {
            Failure::Usage(message) => writeln!(err, "sudoku-dlx: {message}\n\n{USAGE}"),
            Failure::Io(message) | Failure::Input(message) => {
                writeln!(err, "sudoku-dlx: {message}")
            }
            Failure::BrokenPipe => Ok(()),
        }
    }

    /// The exit status it calls for.
    pub fn status(&self) -> Status {
        match self {
            Failure::Usage(_) | Failure::Io(_) => Status::Failed,
            Failure::Input(_) => Status::SomeLinesBad,
            Failure::BrokenPipe => Status::Answered,
        }
    }
}

/// Runs the command that `args` (without the program's name) ask for.
pub fn run(args: &[String]) -> Result<Status, Failure> {
    if let Some(("cover", rest)) = args.split_first().map(|(name, rest)| (name.as_str(), rest)) {
        if rest.iter().any(|arg| arg == "-h" || arg == "--help") {
            writeln!(io::stdout().lock(), "{}", cover::USAGE)
                .map_err(Failure::writing("output"))?;
            return Ok(Status::Answered);
        }
        let cover = cover::parse_args(rest).map_err(Failure::Usage)?;
        return cover.run(&mut io::BufWriter::new(io::stdout().lock()));
    }
    if let Some(("merge", files)) = args.split_first().map(|(name, rest)| (name.as_str(), rest)) {
        if files.iter().any(|arg| arg == "-h" || arg == "--help") {
            writeln!(io::stdout().lock(), "{}", merge::USAGE)
                .map_err(Failure::writing("output"))?;
            return Ok(Status::Answered);
        }
        if let Some(flag) = files.iter().find(|arg| arg.starts_with('-') && *arg != "-") {
            return Err(Failure::Usage(format!("unknown option {flag:?} for merge")));
        }
        return merge::run(files, &mut io::BufWriter::new(io::stdout().lock()));
    }
    let invocation = args::parse(args).map_err(Failure::Usage)?;
    let stdout = io::stdout();
    match invocation.command {
        Command::Help => {
            writeln!(stdout.lock(), "{USAGE}").map_err(Failure::writing("output"))?;
            Ok(Status::Answered)
        }
        Command::Bench {
            files,
            race: None,
            bounds,
        } => bench::run(&files, bounds, &mut stdout.lock()),
        Command::Bench {
            files,
            race: Some(race),
            bounds,
        } => bench::race(&race, (&files, bounds), &mut stdout.lock()),
        Command::Generate { what, run } => {
            puzzles::generate(what, run, &mut io::BufWriter::new(stdout.lock()))
        }
        Command::BenchGenerate { rounds, bounds } => {
            puzzles::bench(rounds, bounds, &mut stdout.lock())
        }
        Command::Batch(batch) => {
            let input: Box<dyn BufRead> = match invocation.file.as_deref() {
                None | Some("-") => Box::new(io::stdin().lock()),
                Some(path) => Box::new(BufReader::new(
                    File::open(path).map_err(Failure::reading(path))?,
                )),
            };
            let what = invocation.file.as_deref().unwrap_or("standard input");
            batch.run(input, what, &mut io::BufWriter::new(stdout.lock()))
        }
    }
}

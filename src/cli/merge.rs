//! `merge`: the results of every shard of a job (`cover --shards`), read
//! in any order from any number of files, put back together as one `cover`
//! prints them: the count summed, or the solutions in the order of one
//! search. Anything missing, doubled or from another job is an error that
//! says what and where.

use super::shards::footer;
use super::{Failure, Status};
use std::io::{self, Read, Write};

pub const USAGE: &str = "\
usage: sudoku-dlx merge [FILE...]

Reads the results of every shard of one job (sudoku-dlx cover --shards N
--shard K, K from 0 to N-1), from the FILEs or standard input, in any
order, and prints what one 'cover' would: the count, or the solutions in
the same order. A shard missing, given twice, cut short or of another job
is an error (status 2) that names the file and line; a shard that gave
up makes the answer end 'gave up after N nodes' (status 3).";

/// One piece's result.
struct PieceResult {
    count: u64,
    gave_up: Option<u64>,
    /// Its solutions, each its option lines, when listed.
    solutions: Vec<Vec<String>>,
}

/// The job's header and every piece read so far.
#[derive(Default)]
struct Merged {
    /// The job as its first header wrote it, and where that was.
    job: Option<(String, String)>,
    shards: Vec<bool>,
    pieces: Vec<Option<PieceResult>>,
    listing: bool,
    limit: u64,
}

/// Reads the results and prints the merged answer.
pub fn run(files: &[String], out: &mut impl Write) -> Result<Status, Failure> {
    let mut merged = Merged::default();
    let stdin = ["-".to_string()];
    for file in if files.is_empty() { &stdin[..] } else { files } {
        let (what, text) = read(file)?;
        merged.read(&what, &text).map_err(Failure::Io)?;
    }
    merged.answer(out)
}

fn read(file: &str) -> Result<(String, String), Failure> {
    let mut text = String::new();
    let what = if file == "-" { "standard input" } else { file };
    match file {
        "-" => io::stdin().lock().read_to_string(&mut text),
        path => std::fs::File::open(path).and_then(|mut f| f.read_to_string(&mut text)),
    }
    .map_err(Failure::reading(what))?;
    Ok((what.to_string(), text))
}

impl Merged {
    /// Reads one file's results: any number of shards, one after another.
    fn read(&mut self, what: &str, text: &str) -> Result<(), String> {
        let mut lines = text.lines().enumerate().map(|(i, line)| (i + 1, line));
        while let Some((number, line)) = lines.next() {
            let at = format!("{what}: line {number}");
            if line.is_empty() {
                continue;
            }
            let index = self.header(&at, line)?;
            self.shard_body(what, index, &mut lines)?;
        }
        Ok(())
    }

    /// Reads a shard's header line; returns its index.
    fn header(&mut self, at: &str, line: &str) -> Result<usize, String> {
        let bad =
            || format!("{at}: {line:?} is not a shard's first line (sudoku-dlx shard K of N: ...)");
        let rest = line.strip_prefix("sudoku-dlx shard ").ok_or_else(bad)?;
        let (index, job) = rest.split_once(' ').ok_or_else(bad)?;
        let index: usize = index.parse().map_err(|_| bad())?;
        let field = |name: &str| {
            job.split(", ")
                .find_map(|part| part.strip_prefix(name)?.strip_prefix(' '))
                .and_then(|value| value.parse::<u64>().ok())
        };
        let shards = job
            .strip_prefix("of ")
            .and_then(|rest| rest.split(':').next()?.parse::<usize>().ok())
            .ok_or_else(bad)?;
        let pieces = job
            .split_once(": pieces ")
            .and_then(|(_, rest)| rest.split(',').next()?.parse::<usize>().ok())
            .ok_or_else(bad)?;
        match &self.job {
            Some((first, first_at)) if first != job => {
                return Err(format!(
                    "{at}: shard {index} is of another job ({job}) than {first_at} ({first})"
                ))
            }
            Some(_) => {}
            None => {
                self.job = Some((job.to_string(), at.to_string()));
                self.shards = vec![false; shards];
                self.pieces = (0..pieces).map(|_| None).collect();
                self.listing = job.ends_with(", solutions");
                self.limit = field("limit").ok_or_else(bad)?;
            }
        }
        if index >= shards {
            return Err(format!(
                "{at}: shard {index} of {shards}: shards are numbered from 0"
            ));
        }
        if std::mem::replace(&mut self.shards[index], true) {
            return Err(format!("{at}: shard {index} is given twice"));
        }
        Ok(index)
    }

    /// Reads a shard's pieces up to its `end` line.
    fn shard_body<'a>(
        &mut self,
        what: &str,
        index: usize,
        lines: &mut impl Iterator<Item = (usize, &'a str)>,
    ) -> Result<(), String> {
        let end = footer(index);
        loop {
            let cut =
                |at: &str| format!("{at}: shard {index} ends before its line {end:?}: cut short?");
            let Some((number, line)) = lines.next() else {
                return Err(cut(what));
            };
            let at = format!("{what}: line {number}");
            if line == end {
                return Ok(());
            }
            if line.starts_with("sudoku-dlx shard ") {
                return Err(cut(&at));
            }
            let (piece, count, gave_up) = piece_line(line).ok_or_else(|| {
                format!("{at}: {line:?} is not a piece's line (piece I PATH COUNT)")
            })?;
            let mut solutions = Vec::new();
            if self.listing {
                for _ in 0..count {
                    let mut solution = Vec::new();
                    loop {
                        match lines.next() {
                            Some((_, "")) => break,
                            Some((_, option)) => solution.push(option.to_string()),
                            None => {
                                return Err(format!(
                                "{at}: piece {piece} ends before its {count} solutions: cut short?"
                            ))
                            }
                        }
                    }
                    solutions.push(solution);
                }
            }
            let pieces = self.pieces.len();
            let slot = self.pieces.get_mut(piece).ok_or_else(|| {
                format!("{at}: piece {piece} is not below the job's {pieces} pieces")
            })?;
            if slot.is_some() {
                return Err(format!("{at}: piece {piece} is given twice"));
            }
            *slot = Some(PieceResult {
                count,
                gave_up,
                solutions,
            });
        }
    }

    /// Prints the merged answer: what one `cover` prints.
    fn answer(self, out: &mut impl Write) -> Result<Status, Failure> {
        if self.job.is_none() {
            return Err(Failure::Io("merge: no shard's result to merge".into()));
        }
        let missing: Vec<String> = (0..self.shards.len())
            .filter(|&shard| !self.shards[shard])
            .map(|shard| shard.to_string())
            .collect();
        if !missing.is_empty() {
            return Err(Failure::Io(format!(
                "merge: shard {} of {} missing",
                missing.join(", "),
                self.shards.len()
            )));
        }
        let writing = Failure::writing("output");
        let mut found = 0;
        let mut gave_up = None;
        for piece in self.pieces.iter() {
            let piece = piece
                .as_ref()
                .ok_or_else(|| Failure::Io("merge: a piece is missing from every shard".into()))?;
            if self.limit != 0 && found >= self.limit {
                break;
            }
            let take = if self.limit == 0 {
                piece.count
            } else {
                piece.count.min(self.limit - found)
            };
            for solution in piece.solutions.iter().take(take as usize) {
                for option in solution {
                    writeln!(out, "{option}").map_err(&writing)?;
                }
                writeln!(out).map_err(&writing)?;
            }
            found += take;
            if let Some(nodes) = piece.gave_up {
                gave_up = Some(gave_up.unwrap_or(0) + nodes);
            }
        }
        if !self.listing {
            writeln!(out, "{found}").map_err(&writing)?;
        }
        if let Some(nodes) = gave_up.filter(|_| self.limit == 0 || found < self.limit) {
            writeln!(out, "gave up after {nodes} nodes").map_err(&writing)?;
            return Ok(Status::SomeGaveUp);
        }
        Ok(Status::Answered)
    }
}

/// A piece's line: its index, count, and the nodes it gave up after.
fn piece_line(line: &str) -> Option<(usize, u64, Option<u64>)> {
    let mut words = line.strip_prefix("piece ")?.splitn(3, ' ');
    let index = words.next()?.parse().ok()?;
    let _path = words.next()?;
    let rest = words.next()?;
    match rest.strip_prefix("gave up after ") {
        Some(rest) => {
            let (nodes, count) = rest.split_once(" nodes, ")?;
            Some((index, count.parse().ok()?, Some(nodes.parse().ok()?)))
        }
        None => Some((index, rest.parse().ok()?, None)),
    }
}

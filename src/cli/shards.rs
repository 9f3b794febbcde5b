//! Shards: one job of many, each searching its share of the pieces of a
//! split search, and `merge`, which puts their results back together.
//!
//! A shard's result is text, so any job runner can carry it: a header
//! that names the job (the shard, the pieces, the problem's fingerprint,
//! the rule, the limit, and whether solutions are listed), a line a piece
//! with its count and, when listed, its solutions as `cover` prints them,
//! and an `end` line, so a result cut short is told from a whole one.
//!
//! ```text
//! sudoku-dlx shard 2 of 8: pieces 64, problem 9c1e…, rule weighed, limit 0, count
//! piece 5 /12/40 17
//! piece 9 /12/41 gave up after 1234 nodes, 3
//! end of shard 2
//! ```

use super::Failure;
use std::fmt;
use std::io::Write;
use sudoku_dlx::dlx::Path;

/// The most shards `--shards` takes: each shard gets at least one piece
/// of the split, which is kept to tens of thousands.
pub const MAX_SHARDS: usize = 65_536;

/// Which shard of how many this job is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// From 0.
    pub index: usize,
    pub of: usize,
}

/// The shard from `--shards` and `--shard`, or where those are not given,
/// from the job runner's variables (`var` reads one): Slurm's job array
/// (`SLURM_ARRAY_TASK_ID` from `SLURM_ARRAY_TASK_MIN`, and
/// `SLURM_ARRAY_TASK_COUNT`) or a Kubernetes indexed job
/// (`JOB_COMPLETION_INDEX`, the count from `--shards`). `None` when no
/// shard is asked for.
pub fn shard(
    shards: Option<usize>,
    shard: Option<usize>,
    var: impl Fn(&str) -> Option<String>,
) -> Result<Option<Shard>, String> {
    let number = |name: &str| -> Result<Option<usize>, String> {
        var(name)
            .map(|value| {
                value
                    .trim()
                    .parse()
                    .map_err(|_| format!("{name}={value:?} is not a whole number from 0"))
            })
            .transpose()
    };
    let slurm_count = number("SLURM_ARRAY_TASK_COUNT")?;
    let of = match (shards, slurm_count) {
        (Some(shards), Some(count)) if shard.is_none() && count != shards => {
            return Err(format!(
            "--shards {shards} but SLURM_ARRAY_TASK_COUNT={count}: the job array has {count} tasks"
        ))
        }
        (Some(shards), _) => shards,
        (None, Some(count)) if shard.is_none() => count,
        (None, _) if shard.is_some() => return Err("--shard needs --shards N".into()),
        (None, _) => return Ok(None),
    };
    let index = match shard {
        Some(index) => index,
        None => match (
            number("SLURM_ARRAY_TASK_ID")?,
            number("JOB_COMPLETION_INDEX")?,
        ) {
            (Some(id), _) => {
                let min = number("SLURM_ARRAY_TASK_MIN")?.unwrap_or(0);
                id.checked_sub(min).ok_or_else(|| {
                    format!("SLURM_ARRAY_TASK_ID={id} is below SLURM_ARRAY_TASK_MIN={min}")
                })?
            }
            (None, Some(index)) => index,
            (None, None) => {
                return Err(format!(
                "--shards {of} needs --shard K, or SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX set"
            ))
            }
        },
    };
    if of == 0 {
        return Err("--shards needs a whole number from 1".into());
    }
    if index >= of {
        return Err(format!(
            "shard {index} of {of}: shards are numbered from 0 to {}",
            of - 1
        ));
    }
    Ok(Some(Shard { index, of }))
}

/// What a shard's header says, which every shard of one job must agree
/// on but its index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    pub shards: usize,
    pub pieces: usize,
    /// The problem's text, hashed (FNV-1a): shards of another problem are
    /// told apart.
    pub problem: u64,
    pub rule: String,
    pub limit: u64,
    pub listing: bool,
}

/// The fingerprint of a problem's text.
pub fn fingerprint(text: &[u8]) -> u64 {
    text.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl fmt::Display for Job {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = if self.listing { "solutions" } else { "count" };
        write!(
            f,
            "of {}: pieces {}, problem {:016x}, rule {}, limit {}, {kind}",
            self.shards, self.pieces, self.problem, self.rule, self.limit
        )
    }
}

/// The line that opens shard `index`'s result.
pub fn header(index: usize, job: &Job) -> String {
    format!("sudoku-dlx shard {index} {job}")
}

/// Writes one piece's line: its index, path and count, and the nodes
/// after which it gave up, if it did.
pub fn write_piece(
    out: &mut impl Write,
    index: usize,
    path: &Path,
    count: u64,
    gave_up: Option<u64>,
) -> Result<(), Failure> {
    match gave_up {
        None => writeln!(out, "piece {index} {path} {count}"),
        Some(nodes) => writeln!(
            out,
            "piece {index} {path} gave up after {nodes} nodes, {count}"
        ),
    }
    .map_err(Failure::writing("output"))
}

/// The line that closes shard `index`'s result.
pub fn footer(index: usize) -> String {
    format!("end of shard {index}")
}

//! `hint`: each puzzle's chain of techniques from its own candidates, to
//! `solved` or to the first `guess`.

use std::fmt::Write as _;
use std::io::{self, Write};
use sudoku_dlx::sudoku::logic::Candidates;
use sudoku_dlx::sudoku::{Grid, Technique};

/// The steps of a batch by technique, and its puzzles by their ending,
/// for `--stats`.
#[derive(Default)]
pub struct Tally {
    steps: [u64; Technique::ALL.len()],
    solved: u64,
    guessed: u64,
}

impl Tally {
    /// Writes the share solved without a guess and the techniques' counts.
    pub fn write(&self, err: &mut impl Write) -> io::Result<()> {
        let chains = self.solved + self.guessed;
        let share = if chains == 0 {
            0.0
        } else {
            100.0 * self.solved as f64 / chains as f64
        };
        write!(
            err,
            "solved without a guess {} of {chains} ({share:.2}%), steps:",
            self.solved
        )?;
        let used = Technique::ALL
            .iter()
            .zip(self.steps)
            .filter(|&(_, n)| n > 0);
        for (index, (technique, count)) in used.enumerate() {
            let separator = if index == 0 { " " } else { ", " };
            write!(err, "{separator}{technique} {count}")?;
        }
        writeln!(err)
    }
}

/// Follows the chain of steps from `grid`'s own candidates and writes it:
/// one line of techniques (repeats counted), or with `trace` one line a
/// step; the last word is `solved` or `guess`. `grid` must have a solution.
pub fn chain(grid: &Grid, trace: bool, tally: &mut Tally, out: &mut impl Write) -> io::Result<()> {
    let mut candidates = Candidates::new(grid);
    let mut line = String::new();
    let mut last: Option<(Technique, u64)> = None;
    let flush = |line: &mut String, last: Option<(Technique, u64)>| {
        if let Some((technique, times)) = last {
            let _ = match times {
                1 => write!(line, "{technique}, "),
                _ => write!(line, "{technique} ×{times}, "),
            };
        }
    };
    while let Some(step) = candidates.next_step(Technique::ForcingChain) {
        tally.steps[step.technique as usize] += 1;
        if trace {
            writeln!(out, "{step}")?;
        }
        last = match last {
            Some((technique, times)) if technique == step.technique => Some((technique, times + 1)),
            _ => {
                flush(&mut line, last);
                Some((step.technique, 1))
            }
        };
        candidates.apply(&step);
    }
    flush(&mut line, last);
    let ending = if candidates.is_solved() {
        tally.solved += 1;
        "solved".to_string()
    } else {
        tally.guessed += 1;
        tally.steps[Technique::Guess as usize] += 1;
        match candidates.guess() {
            Some(guess) if trace => guess.to_string(),
            _ => "guess".to_string(),
        }
    };
    if trace {
        writeln!(out, "{ending}")
    } else {
        writeln!(out, "{line}{ending}")
    }
}

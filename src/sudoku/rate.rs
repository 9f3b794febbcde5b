//! How hard a puzzle is for a person, and for the search.

use super::logic::{Candidates, Technique};
use super::{Grid, Solver};
use crate::work::Budget;
use std::fmt;
use std::str::FromStr;

/// A difficulty a player would recognise: the level of the hardest
/// technique that a person solving step by step, always taking the simplest
/// step, needs (see [`Technique::level`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Naked and hidden singles solve it.
    Easy,
    /// It also needs locked candidates (pointing or claiming).
    Medium,
    /// It also needs subsets (pairs, triples, quads), fish (X-wing,
    /// swordfish, jellyfish), wings (XY, XYZ, W) or simple colouring.
    Hard,
    /// It needs chains (X, XY, alternating inference, forcing), or those
    /// stall too and it needs a guess.
    Expert,
}

impl Level {
    /// Every level, from the easiest.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The level of a grid: the level of [`hardest`]'s technique.
    pub fn of(grid: &Grid) -> Level {
        hardest(grid).level()
    }

    /// The level's number on the score's scale: 1 for easy to 4 for expert.
    pub fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The level's name, as the command line and the binding spell it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(text: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|level| level.name() == text)
            .ok_or_else(|| format!("unknown difficulty \"{text}\": easy, medium, hard or expert"))
    }
}

/// The hardest technique a person solving `grid` step by step, always
/// taking the simplest step, needs: [`Technique::Guess`] when every
/// technique stalls, and a naked single for a full grid.
pub fn hardest(grid: &Grid) -> Technique {
    Path::of(grid).hardest
}

/// What a person solving step by step, always taking the simplest step,
/// meets on the way: the hardest technique, how often it was needed, and
/// how many cells were still empty if every technique stalled.
struct Path {
    hardest: Technique,
    /// Steps that used `hardest` (the stall counts as one guess).
    uses: usize,
    /// The empty cells at the start and, when the techniques stalled, at the stall.
    empty: usize,
    left: usize,
}

impl Path {
    fn of(grid: &Grid) -> Path {
        Path::within(Candidates::new(grid), |_| {})
    }

    /// The path from `candidates`, which `narrow` narrows before each
    /// step by the rules its units do not hold (a killer's cage sums).
    fn within(mut candidates: Candidates, mut narrow: impl FnMut(&mut Candidates)) -> Path {
        let empty = candidates.empty_cells();
        let (mut hardest, mut uses) = (Technique::NakedSingle, 0);
        loop {
            narrow(&mut candidates);
            let Some(step) = candidates.next_step(Technique::ForcingChain) else {
                break;
            };
            if step.technique > hardest {
                (hardest, uses) = (step.technique, 0);
            }
            uses += usize::from(step.technique == hardest);
            candidates.apply(&step);
        }
        let left = candidates.empty_cells();
        if left > 0 {
            (hardest, uses) = (Technique::Guess, 1);
        }
        Path {
            hardest,
            uses,
            empty,
            left,
        }
    }

    fn rating(&self) -> Rating {
        Rating {
            level: self.hardest.level(),
            technique: self.hardest,
            score: self.score(),
        }
    }

    /// The score (see [`Rating::score`]): the level's number, then the
    /// hardest technique's place among the level's techniques, then how far
    /// the puzzle goes in that technique's share of the level.
    fn score(&self) -> f64 {
        let level = self.hardest.level();
        let peers: Vec<Technique> = Technique::ALL
            .into_iter()
            .filter(|t| t.level() == level && *t != Technique::BasicElimination)
            .collect();
        let place = peers.iter().position(|&t| t == self.hardest).unwrap_or(0);
        let within = if self.hardest == Technique::Guess {
            self.left as f64 / self.empty.max(1) as f64
        } else {
            1.0 - 1.0 / self.uses.max(1) as f64
        };
        let share = (place as f64 + within.min(0.99)) / peers.len() as f64;
        // Whole tenths, rounded down so that the score stays inside its
        // level; the nudge keeps a share such as 3/5 from falling to 0.5.
        let tenths = (share * 10.0 + 1e-9).floor();
        f64::from(level.number()) + tenths / 10.0
    }
}

/// A puzzle's difficulty.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// For a person.
    pub level: Level,
    /// The hardest technique a person needs, whose level is `level`.
    pub technique: Technique,
    /// One scale for every level and size, from 1.0 to 4.9 in tenths: the
    /// whole part is the level's number (1 easy, 2 medium, 3 hard, 4
    /// expert), so a harder level always scores higher. The tenths split
    /// the level between its techniques, in the order the hint tries
    /// them, and place the puzzle in its technique's share by how often
    /// the technique was needed (1 − 1/uses of it) or, for a guess, by the
    /// share of the empty cells every technique left open.
    pub score: f64,
}
/// Why a puzzle has no rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unrated {
    /// It has no solution.
    NoSolution,
    /// It has more than one.
    NotUnique,
    /// The search ran out of its budget before it could tell.
    GaveUp {
        /// The nodes it searched.
        nodes: u64,
    },
}

impl fmt::Display for Unrated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unrated::NoSolution => f.write_str("no solution"),
            Unrated::NotUnique => f.write_str("more than one solution"),
            Unrated::GaveUp { nodes } => write!(f, "gave up after {nodes} nodes"),
        }
    }
}

/// Rates a puzzle with a unique solution.
pub fn rate(grid: &Grid, solver: &mut Solver) -> Result<Rating, Unrated> {
    rate_within(grid, solver, Budget::UNLIMITED, || true)
}

/// Like [`rate`], but gives up once the search that proves the solution
/// unique has spent `budget`, or when `go_on`, asked after every slice of
/// [`crate::work::SLICE`] units of work, says no.
pub fn rate_within(
    grid: &Grid,
    solver: &mut Solver,
    budget: Budget,
    go_on: impl FnMut() -> bool,
) -> Result<Rating, Unrated> {
    let counted = solver
        .count_within(grid, 2, budget, go_on)
        .map_err(|gave_up| Unrated::GaveUp {
            nodes: gave_up.stats.nodes,
        })?;
    match counted.count {
        0 => return Err(Unrated::NoSolution),
        1 => {}
        _ => return Err(Unrated::NotUnique),
    }
    Ok(Path::of(grid).rating())
}

/// The rating, on the classic scale, of a puzzle known to have one
/// solution, solved from `candidates` by the classic techniques, with
/// `narrow` ruling candidates out before each step by the puzzle's other
/// rules: the variants' rating (`sudoku::variant::generate`).
pub fn rate_candidates(candidates: Candidates, narrow: impl FnMut(&mut Candidates)) -> Rating {
    Path::within(candidates, narrow).rating()
}

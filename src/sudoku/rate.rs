//! How hard a puzzle is for a person, and for the search.

use super::logic::{Candidates, Technique};
use super::random::Relabelling;
use super::{Grid, Solver};
use crate::random::Rng;
use std::fmt;
use std::str::FromStr;

/// A difficulty a player would recognise: the hardest technique that a
/// person solving step by step, always taking the simplest step, needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Naked and hidden singles solve it.
    Easy,
    /// It also needs locked candidates (pointing or claiming).
    Medium,
    /// It also needs naked or hidden pairs or triples.
    Hard,
    /// Those techniques stall: it needs guessing (or techniques beyond them).
    Expert,
}

impl Level {
    /// Every level, from the easiest.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The level of a grid: solved with every technique of
    /// [`super::logic`], does it finish, and with which?
    pub fn of(grid: &Grid) -> Level {
        let mut candidates = Candidates::new(grid);
        let hardest = candidates.solve(Technique::Triple);
        if !candidates.is_solved() {
            return Level::Expert;
        }
        match hardest {
            None | Some(Technique::NakedSingle | Technique::HiddenSingle) => Level::Easy,
            Some(Technique::LockedCandidates) => Level::Medium,
            Some(Technique::Pair | Technique::Triple) => Level::Hard,
        }
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

/// A puzzle's difficulty.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// For a person.
    pub level: Level,
    /// For the search: the nodes beyond the root and one per empty cell
    /// that proving the solution unique takes, averaged over [`VARIANTS`] relabelled and
    /// shuffled copies of the puzzle. The search places every naked and
    /// hidden single before it branches (an item with one option left is
    /// one), so this counts only the wrong turns: 0 when singles suffice.
    pub score: f64,
}

/// Why a puzzle has no rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unrated {
    /// It has no solution.
    NoSolution,
    /// It has more than one.
    NotUnique,
}

impl fmt::Display for Unrated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unrated::NoSolution => "no solution",
            Unrated::NotUnique => "more than one solution",
        })
    }
}

/// How many copies of a puzzle the score averages over.
pub const VARIANTS: u64 = 4;

/// Rates a puzzle with a unique solution.
pub fn rate(grid: &Grid, solver: &mut Solver) -> Result<Rating, Unrated> {
    let empty = grid.cells().iter().filter(|&&v| v == 0).count() as u64;
    let mut nodes = 0;
    for variant in 0..VARIANTS {
        let copy = if variant == 0 {
            grid.clone()
        } else {
            let relabelling = Relabelling::random(grid.shape(), &mut Rng::new(variant));
            Grid {
                shape: grid.shape(),
                cells: relabelling.apply(grid.cells()),
            }
        };
        let counted = solver.count(&copy, 2);
        match counted.count {
            0 => return Err(Unrated::NoSolution),
            1 => nodes += counted.stats.nodes.saturating_sub(empty + 1),
            _ => return Err(Unrated::NotUnique),
        }
    }
    Ok(Rating {
        level: Level::of(grid),
        score: nodes as f64 / VARIANTS as f64,
    })
}

//! How hard a puzzle is for a person, and for the search.

use super::logic::{Candidates, Technique};
use super::shuffle::Relabelling;
use super::{Grid, Solver};
use crate::random::Rng;
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
    let mut candidates = Candidates::new(grid);
    let hardest = candidates.solve(Technique::ForcingChain);
    if candidates.is_solved() {
        hardest.unwrap_or(Technique::NakedSingle)
    } else {
        Technique::Guess
    }
}

/// A puzzle's difficulty.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// For a person.
    pub level: Level,
    /// The hardest technique a person needs, whose level is `level`.
    pub technique: Technique,
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

/// How many copies of a puzzle the score averages over.
pub const VARIANTS: u64 = 4;

/// Rates a puzzle with a unique solution.
pub fn rate(grid: &Grid, solver: &mut Solver) -> Result<Rating, Unrated> {
    rate_within(grid, solver, Budget::UNLIMITED, || true)
}

/// Like [`rate`], but gives up once its searches have spent `budget`
/// between them, or when `go_on`, asked after every slice of
/// [`crate::work::SLICE`] units of work, says no.
pub fn rate_within(
    grid: &Grid,
    solver: &mut Solver,
    budget: Budget,
    mut go_on: impl FnMut() -> bool,
) -> Result<Rating, Unrated> {
    let empty = grid.cells().iter().filter(|&&v| v == 0).count() as u64;
    let mut wrong_turns = 0;
    let mut left = budget;
    let mut spent = 0;
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
        let counted = solver
            .count_within(&copy, 2, left, &mut go_on)
            .map_err(|gave_up| Unrated::GaveUp {
                nodes: spent + gave_up.stats.nodes,
            })?;
        spent += counted.stats.nodes;
        left = left.less(counted.stats.nodes, solver.work());
        match counted.count {
            0 => return Err(Unrated::NoSolution),
            1 => wrong_turns += counted.stats.nodes.saturating_sub(empty + 1),
            _ => return Err(Unrated::NotUnique),
        }
    }
    let technique = hardest(grid);
    Ok(Rating {
        level: technique.level(),
        technique,
        score: wrong_turns as f64 / VARIANTS as f64,
    })
}

//! New killer and jigsaw puzzles with exactly one solution, from a seed,
//! rated on the classic scale.
//!
//! A **jigsaw**: the boxes' layout bent into irregular regions by random
//! swaps across region borders (each swap kept only if both regions stay
//! connected), a random full grid under those regions, then givens taken
//! away for as long as the variant's search still counts one solution.
//!
//! A **killer**: a random full grid, a random partition of it into
//! connected cages of 2 to 5 cells with no digit twice (a cell left
//! alone joins a neighbouring cage with room for it), each cage's sum
//! from the grid, and no givens. When the cages allow two solutions, they
//! are told apart without one-cell cages where they can be: a cage of 4
//! or 5 where the two differ is split in two pieces whose sums differ;
//! else a cell where they differ moves to a neighbouring cage (whose sum
//! then differs), at most `n²` times a puzzle; else a cage is split as
//! it can be. When the count runs past its budget, the largest cage is
//! split: more, smaller cages until one solution is proved, never a
//! timeout. A one-cell cage left (a given by another name, which
//! published killers have none or one or two of) then joins a
//! neighbouring cage where the puzzle stays unique: 0.16 a 9×9 puzzle
//! where there were 10.
//!
//! The rating is the classic one ([`crate::sudoku::rate`]) on the
//! variant's houses: a jigsaw's regions stand where the boxes stood, and
//! a killer's cage sums rule candidates out before each step (every way
//! to fill a cage with distinct candidates, and so a sum of a few cells
//! of one house that the 45 rule gives), as freely as the basic
//! elimination does. So a killer that its cage sums and singles solve is
//! easy, and one that stalls every technique is expert, as a classic
//! grid is.

mod random_grids;

use super::{Cage, Variant, VariantSolver};
use crate::random::Rng;
use crate::sudoku::logic::Candidates;
use crate::sudoku::{rate_candidates, GenerateError, Layout, Level, Rating, Shape};
use crate::work::Budget;
use random_grids::{hosts, random_cages, random_regions, random_solution, split_cage, tell_apart};
use std::fmt;
use std::str::FromStr;

/// The kinds of variant the generator makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Cages with sums, and no givens.
    Killer,
    /// Irregular regions in place of the boxes.
    Jigsaw,
}

impl Kind {
    /// Both kinds.
    pub const ALL: [Kind; 2] = [Kind::Killer, Kind::Jigsaw];

    /// The name the command line and the binding use.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Killer => "killer",
            Kind::Jigsaw => "jigsaw",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Kind {
    type Err = String;

    fn from_str(text: &str) -> Result<Kind, String> {
        Kind::ALL
            .into_iter()
            .find(|kind| kind.name() == text)
            .ok_or_else(|| format!("unknown variant \"{text}\": killer or jigsaw"))
    }
}

/// The sides a variant is generated in.
pub const VARIANT_SIDES: [usize; 3] = [4, 6, 9];

/// The search budget of one uniqueness check, in nodes per cell: as the
/// classic generator's, a check that runs past it counts as "not unique".
pub const NODES_PER_CELL: u64 = 50;

/// The largest killer cage drawn.
pub const MAX_CAGE: usize = 5;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantOptions {
    /// Killer or jigsaw.
    pub kind: Kind,
    /// The grid's side: 4, 6 or 9.
    pub side: usize,
    /// The same seed and options give the same puzzles, on every platform.
    pub seed: u64,
    /// Only puzzles of this level.
    pub difficulty: Option<Level>,
}

/// A new puzzle and its rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Made {
    /// The puzzle; its text is [`super::Sketch::of`]'s `text`.
    pub variant: Variant,
    /// Its difficulty on the classic scale.
    pub rating: Rating,
}

/// Generates variant puzzles one after another from one seed.
pub struct VariantGenerator {
    options: VariantOptions,
    shape: Shape,
    rng: Rng,
    solver: VariantSolver,
}

impl VariantGenerator {
    /// A generator, once the size is one of [`VARIANT_SIDES`].
    pub fn new(options: VariantOptions) -> Result<VariantGenerator, GenerateError> {
        let shape = Shape::for_cells(options.side * options.side)
            .filter(|_| VARIANT_SIDES.contains(&options.side))
            .ok_or(GenerateError::UnsupportedVariantSize(options.side))?;
        Ok(VariantGenerator {
            options,
            shape,
            rng: Rng::new(options.seed),
            solver: VariantSolver::new(),
        })
    }

    /// The next puzzle, trying up to `attempts` grids, and before each one
    /// after the first asking `go_on` (told how many were tried) whether
    /// to try it, and again between the uniqueness checks of a grid: a
    /// caller's clock. A grid it stops is counted as tried.
    pub fn next_puzzle_within(
        &mut self,
        attempts: u32,
        mut go_on: impl FnMut(u32) -> bool,
    ) -> Result<Made, GenerateError> {
        let mut tried = 0;
        while tried < attempts && go_on(tried) {
            tried += 1;
            let made = match self.options.kind {
                Kind::Killer => self.killer(|| go_on(tried - 1)),
                Kind::Jigsaw => self.jigsaw(|| go_on(tried - 1)),
            };
            let wanted = |made: &Made| {
                self.options
                    .difficulty
                    .map_or(true, |level| made.rating.level == level)
            };
            if let Some(made) = made.filter(wanted) {
                return Ok(made);
            }
        }
        Err(GenerateError::GaveUp { attempts: tried })
    }

    /// One jigsaw: regions, a grid under them, givens taken away while
    /// the puzzle stays unique. `None` when `go_on` says stop.
    fn jigsaw(&mut self, mut go_on: impl FnMut() -> bool) -> Option<Made> {
        let n = self.shape.side();
        let (regions, solution) = loop {
            let regions = random_regions(self.shape, &mut self.rng);
            if let Some(solution) = random_solution(n, &regions, &mut self.rng) {
                break (regions, solution);
            }
            if !go_on() {
                return None;
            }
        };
        let mut variant = Variant::classic(self.shape);
        variant.boxes = false;
        variant.regions = Some(regions.iter().map(|&r| r as u8).collect());
        variant.givens = solution;
        let mut cells: Vec<usize> = (0..n * n).collect();
        self.rng.shuffle(&mut cells);
        for cell in cells {
            if !go_on() {
                return None;
            }
            let value = std::mem::take(&mut variant.givens[cell]);
            if self.count(&variant, 0).0 != Some(1) {
                variant.givens[cell] = value;
            }
        }
        // A given narrows its cell to its digit, as the parser has it.
        for (allowed, &value) in variant.allowed.iter_mut().zip(&variant.givens) {
            if value != 0 {
                *allowed = 1 << (value - 1);
            }
        }
        let layout = Layout::with_boxes(n, &regions);
        let rating = rate_candidates(Candidates::within(layout, &variant.givens), |_| {});
        Some(Made { variant, rating })
    }

    /// One killer: cages over a full grid, split until one solution is
    /// proved. `None` when `go_on` says stop.
    fn killer(&mut self, mut go_on: impl FnMut() -> bool) -> Option<Made> {
        let n = self.shape.side();
        let boxes: Vec<usize> = (0..n * n)
            .map(|cell| self.shape.box_of(cell / n, cell % n))
            .collect();
        let solution = loop {
            if let Some(solution) = random_solution(n, &boxes, &mut self.rng) {
                break solution;
            }
        };
        let mut cages = random_cages(n, &solution, &mut self.rng);
        let mut variant = Variant::classic(self.shape);
        let mut moves = 0;
        loop {
            variant.cages = cages
                .iter()
                .map(|cells| Cage {
                    cells: cells.clone(),
                    sum: Some(cells.iter().map(|&c| u32::from(solution[c])).sum()),
                })
                .collect();
            if !go_on() {
                return None;
            }
            match self.count(&variant, 2) {
                (Some(1), _) => break,
                (Some(_), solutions) => {
                    if let Some(other) = solutions.into_iter().find(|other| *other != solution) {
                        // Moves do not shrink the cages as splits do, so
                        // a bounded number of them keeps the loop finite.
                        let may_move = moves < n * n;
                        moves += usize::from(may_move);
                        tell_apart(&mut cages, &solution, &other, n, may_move, &mut self.rng);
                        continue;
                    }
                }
                (None, _) => {}
            }
            // Past the budget: the largest cage, split.
            let largest = cages.iter().map(Vec::len).max().unwrap_or(1);
            let candidates: Vec<usize> = (0..cages.len())
                .filter(|&i| cages[i].len() == largest)
                .collect();
            let cage = cages.swap_remove(candidates[self.rng.below(candidates.len())]);
            let (first, second) = split_cage(&cage, n, &mut self.rng, |_| true);
            cages.push(first);
            cages.push(second);
        }
        let variant = self.join_alone(variant, &solution, go_on)?;
        let rated = with_house_cages(&variant);
        let rating = rate_candidates(
            Candidates::within(Layout::new(self.shape), &variant.givens),
            |candidates| narrow_by_cages(&rated, candidates),
        );
        Some(Made { variant, rating })
    }

    /// `variant` (unique), each of its one-cell cages (a given by another
    /// name) joined to a neighbouring cage where the puzzle stays unique
    /// without it. `None` when `go_on` says stop.
    fn join_alone(
        &mut self,
        mut variant: Variant,
        solution: &[u8],
        mut go_on: impl FnMut() -> bool,
    ) -> Option<Variant> {
        let n = self.shape.side();
        let mut index = 0;
        'alone: while index < variant.cages.len() {
            if let [cell] = variant.cages[index].cells[..] {
                let cages = cages_of(&variant);
                for host in hosts(&cages, cell, index, n, solution, MAX_CAGE.min(n - 1)) {
                    if !go_on() {
                        return None;
                    }
                    let mut merged = variant.clone();
                    let alone = merged.cages.swap_remove(index);
                    // swap_remove moved the last cage to `index`.
                    let host = if host == merged.cages.len() {
                        index
                    } else {
                        host
                    };
                    let joined = &mut merged.cages[host];
                    joined.cells.push(cell);
                    joined.cells.sort_unstable();
                    joined.sum = joined.sum.zip(alone.sum).map(|(a, b)| a + b);
                    if self.count(&merged, 0).0 == Some(1) {
                        variant = merged;
                        // `index` now holds a cage not looked at yet.
                        continue 'alone;
                    }
                }
            }
            index += 1;
        }
        Some(variant)
    }

    /// The solutions of `variant` counted up to two within
    /// [`NODES_PER_CELL`] nodes a cell (`None` past the budget), and the
    /// first `keep` of them.
    fn count(&mut self, variant: &Variant, keep: usize) -> (Option<u64>, Vec<Vec<u8>>) {
        let budget = Budget::nodes(NODES_PER_CELL * self.shape.cells() as u64);
        match self.solver.search(variant, (2, keep), budget, || true) {
            Ok(found) if found.done => (Some(found.count), found.solutions),
            _ => (None, Vec::new()),
        }
    }
}

/// The cells of each of `variant`'s cages.
fn cages_of(variant: &Variant) -> Vec<Vec<usize>> {
    variant
        .cages
        .iter()
        .map(|cage| cage.cells.clone())
        .collect()
}

/// `variant` with each sum of a few cells of one house that the 45 rule
/// gives on its empty grid (`house_sums.rs`) as a cage of its own, for
/// the rating: where a killer player starts, and the hints do too. Found
/// once, before the rating's first step: each step finding them again
/// made a killer three times slower to make.
fn with_house_cages(variant: &Variant) -> Variant {
    let mut rated = variant.clone();
    let sums = variant.house_sums().unwrap_or_default();
    rated.cages.extend(
        sums.into_iter()
            .filter(|&(ref cells, _, distinct, _)| distinct && cells.len() <= MAX_CAGE)
            .map(|(cells, total, ..)| Cage {
                cells,
                sum: Some(total),
            }),
    );
    rated
}

/// Narrows `candidates` by `variant`'s cage sums, with what the grid holds
/// and the candidates left: each cell keeps the digits some filling of its
/// cage with distinct candidates gives it.
fn narrow_by_cages(variant: &Variant, candidates: &mut Candidates) {
    let mut now = variant.clone();
    now.givens = candidates.values().to_vec();
    now.allowed = candidates.masks().to_vec();
    candidates.narrow(&super::candidates(&now));
}

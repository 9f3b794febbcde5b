//! New puzzles with exactly one solution: a random full grid, then givens
//! taken away for as long as the engine still counts one solution.

use super::shuffle::Relabelling;
use super::{Grid, Level, Shape, Solver};
use crate::random::Rng;
use crate::work::Budget;
use std::fmt;
use std::str::FromStr;

/// How the givens' pattern repeats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Symmetry {
    /// Any pattern.
    #[default]
    None,
    /// Unchanged by a half turn about the centre.
    Rotational,
    /// Unchanged by a mirror between the left and right halves.
    Mirror,
}

impl Symmetry {
    /// The cell that `index` maps to, in a grid of side `n`.
    fn image(self, index: usize, n: usize) -> usize {
        let (row, col) = (index / n, index % n);
        match self {
            Symmetry::None => index,
            Symmetry::Rotational => (n - 1 - row) * n + (n - 1 - col),
            Symmetry::Mirror => row * n + (n - 1 - col),
        }
    }

    /// The name the command line and the binding use.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::Mirror => "mirror",
        }
    }
}

impl FromStr for Symmetry {
    type Err = String;

    fn from_str(text: &str) -> Result<Symmetry, String> {
        [Symmetry::None, Symmetry::Rotational, Symmetry::Mirror]
            .into_iter()
            .find(|symmetry| symmetry.name() == text)
            .ok_or_else(|| format!("unknown symmetry \"{text}\": none, rotational or mirror"))
    }
}

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The grid's side: 4, 6, 9, 16 or 25.
    pub side: usize,
    /// The same seed and options give the same puzzles, on every platform.
    pub seed: u64,
    /// The pattern of the givens.
    pub symmetry: Symmetry,
    /// No single given can go without a second solution appearing. Without
    /// it, givens go for as long as the search proves the puzzle unique
    /// within [`NODES_PER_CELL`] nodes a cell (or until `givens` are left),
    /// which leaves nearly every 9×9 puzzle minimal anyway but lets
    /// 25×25 ones finish. With symmetry, givens go in symmetric groups,
    /// so only some puzzles are minimal, and this asks for one that is.
    pub minimal: bool,
    /// Stop taking givens away at this many; a grid that cannot get down
    /// to it is passed over.
    pub givens: Option<usize>,
    /// Only puzzles of this level.
    pub difficulty: Option<Level>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            side: 9,
            seed: 0,
            symmetry: Symmetry::None,
            minimal: false,
            givens: None,
            difficulty: None,
        }
    }
}

/// Why no puzzle came.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// The side is not one of 4, 6, 9, 16 and 25.
    UnsupportedSize(usize),
    /// A killer or jigsaw of a side other than 4, 6 and 9.
    UnsupportedVariantSize(usize),
    /// More givens than cells.
    TooManyGivens {
        /// Asked for.
        givens: usize,
        /// Cells of the grid.
        cells: usize,
    },
    /// A minimal puzzle of a side over [`MAX_MINIMAL_SIDE`]: proving that
    /// every given is needed takes too long.
    MinimalTooLarge(usize),
    /// `minimal` and `givens` together: a minimal puzzle has as many givens
    /// as it needs.
    MinimalWithGivens,
    /// A difficulty that the generator's puzzles of this side never have
    /// (see [`levels_within_reach`]), with no `givens` to make it easier.
    OutOfReach {
        /// The side.
        side: usize,
        /// The level asked for.
        level: Level,
    },
    /// No grid tried met the options.
    GaveUp {
        /// Grids tried.
        attempts: u32,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::UnsupportedSize(side) => {
                write!(f, "size {side} is not supported: 4, 6, 9, 16 or 25")
            }
            GenerateError::UnsupportedVariantSize(side) => write!(
                f,
                "size {side} is not supported for a killer or jigsaw: 4, 6 or 9"
            ),
            GenerateError::TooManyGivens { givens, cells } => {
                write!(f, "{givens} givens do not fit in {cells} cells")
            }
            GenerateError::MinimalTooLarge(side) => write!(
                f,
                "minimal {side}×{side} puzzles take too long to prove minimal: sizes up to 16 can be minimal"
            ),
            GenerateError::MinimalWithGivens => f.write_str(
                "minimal and a number of givens exclude each other: a minimal puzzle keeps the givens it needs",
            ),
            GenerateError::OutOfReach { side, level } => {
                let within: Vec<&str> = levels_within_reach(*side).iter().map(|l| l.name()).collect();
                write!(
                    f,
                    "no {side}×{side} puzzle is {level}: every one the generator makes is {}",
                    within.join(" or ")
                )
            }
            GenerateError::GaveUp { attempts } => write!(
                f,
                "gave up: none of {attempts} grids gave a puzzle with these options; fewer constraints (more givens, another difficulty) will do"
            ),
        }
    }
}

impl std::error::Error for GenerateError {}

/// The levels the generator's puzzles of `side` reach (with no `givens`),
/// measured by `sudoku-dlx generate --difficulty`: a 4×4 grid is too
/// small for anything but singles (1,000 of 1,000 generated puzzles are
/// easy), and every 16×16 and 25×25 one needs chains or a guess (none of
/// 130 16×16 puzzles was easy, 35 medium, 40 hard). 6×6 and 9×9 reach all
/// four, each within a few hundred grids.
pub fn levels_within_reach(side: usize) -> &'static [Level] {
    match side {
        4 => &[Level::Easy],
        16 | 25 => &[Level::Expert],
        _ => &Level::ALL,
    }
}

/// How many grids [`Generator::next_puzzle`] tries before it gives up.
pub const MAX_ATTEMPTS: u32 = 1000;

/// The largest side for which a minimal puzzle is generated in reasonable
/// time.
pub const MAX_MINIMAL_SIDE: usize = 16;

/// The search budget of a uniqueness check, in nodes per cell, when the
/// puzzle need not be minimal.
pub const NODES_PER_CELL: u64 = 50;

/// Generates puzzles one after another from one seed.
pub struct Generator {
    options: Options,
    shape: Shape,
    rng: Rng,
    solver: Solver,
}

impl Generator {
    /// A generator, once the options make sense.
    pub fn new(options: Options) -> Result<Generator, GenerateError> {
        let shape = Shape::for_cells(options.side * options.side)
            .filter(|shape| shape.side() == options.side)
            .ok_or(GenerateError::UnsupportedSize(options.side))?;
        match options.givens {
            Some(givens) if givens > shape.cells() => {
                return Err(GenerateError::TooManyGivens {
                    givens,
                    cells: shape.cells(),
                })
            }
            Some(_) if options.minimal => return Err(GenerateError::MinimalWithGivens),
            _ => {}
        }
        if options.minimal && options.side > MAX_MINIMAL_SIDE {
            return Err(GenerateError::MinimalTooLarge(options.side));
        }
        if let Some(level) = options.difficulty {
            if options.givens.is_none() && !levels_within_reach(options.side).contains(&level) {
                return Err(GenerateError::OutOfReach {
                    side: options.side,
                    level,
                });
            }
        }
        Ok(Generator {
            options,
            shape,
            rng: Rng::new(options.seed),
            solver: Solver::new(),
        })
    }

    /// The next puzzle, trying up to [`MAX_ATTEMPTS`] grids.
    pub fn next_puzzle(&mut self) -> Result<Grid, GenerateError> {
        self.next_puzzle_within(MAX_ATTEMPTS, |_| true)
    }

    /// The next puzzle, trying up to `attempts` grids, and before each one
    /// after the first asking `go_on` (told how many were tried) whether
    /// to try it, and again between the uniqueness checks of a grid (a
    /// 25×25 grid takes hundreds): a caller's clock, and its place to show
    /// progress. A grid it stops is counted as tried.
    pub fn next_puzzle_within(
        &mut self,
        attempts: u32,
        mut go_on: impl FnMut(u32) -> bool,
    ) -> Result<Grid, GenerateError> {
        let mut tried = 0;
        while tried < attempts && go_on(tried) {
            tried += 1;
            if let Some(puzzle) = self.attempt_while(|| go_on(tried - 1)) {
                return Ok(puzzle);
            }
        }
        Err(GenerateError::GaveUp { attempts: tried })
    }

    /// One grid, emptied as far as uniqueness allows: the puzzle if it
    /// meets the options. A caller can run attempts one at a time, to show
    /// progress or stop between them.
    pub fn attempt(&mut self) -> Option<Grid> {
        self.attempt_while(|| true)
    }

    /// [`Generator::attempt`], asking `go_on` before each uniqueness check
    /// and before the rating, and giving up on the grid at its first no.
    fn attempt_while(&mut self, mut go_on: impl FnMut() -> bool) -> Option<Grid> {
        let solution = self.full_grid();
        let mut cells = solution.clone();
        let mut givens = cells.len();
        let target = self.options.givens.unwrap_or(0);
        for orbit in self.orbits() {
            if !go_on() {
                return None;
            }
            if givens - orbit.len() < target {
                continue;
            }
            for &index in &orbit {
                cells[index] = 0;
            }
            if self.is_unique(&cells) {
                givens -= orbit.len();
            } else {
                for &index in &orbit {
                    cells[index] = solution[index];
                }
            }
        }
        let puzzle = self.grid(cells);
        let reached = match self.options.givens {
            Some(target) => givens < target + self.largest_orbit(),
            None => true,
        };
        if !go_on() {
            return None;
        }
        let minimal_ok = !self.options.minimal
            || self.options.symmetry == Symmetry::None
            || self.is_minimal(&puzzle);
        let level_ok = match self.options.difficulty {
            Some(level) => Level::of(&puzzle) == level,
            None => true,
        };
        (reached && minimal_ok && level_ok).then_some(puzzle)
    }

    /// A grid of cells taken from a solved grid (or its diagonal boxes, which
    /// share no unit), so with givens that cannot contradict each other.
    fn grid(&self, cells: Vec<u8>) -> Grid {
        Grid {
            shape: self.shape,
            cells,
        }
    }

    /// Whether `cells` have one solution. Unless the puzzle must be
    /// minimal, a check that runs past [`NODES_PER_CELL`] nodes a cell
    /// counts as "not unique", so the given stays and the large grids
    /// finish.
    fn is_unique(&mut self, cells: &[u8]) -> bool {
        let grid = self.grid(cells.to_vec());
        if self.options.minimal {
            return self.solver.is_unique(&grid).0;
        }
        let budget = Budget::nodes(NODES_PER_CELL * cells.len() as u64);
        self.solver.is_unique_within(&grid, budget) == Some(true)
    }

    /// Whether taking away any one given lets a second solution in.
    fn is_minimal(&mut self, puzzle: &Grid) -> bool {
        let mut cells = puzzle.cells().to_vec();
        (0..cells.len()).all(|index| {
            let value = cells[index];
            if value == 0 {
                return true;
            }
            cells[index] = 0;
            let unique = self.is_unique(&cells);
            cells[index] = value;
            !unique
        })
    }

    fn largest_orbit(&self) -> usize {
        if self.options.symmetry == Symmetry::None {
            1
        } else {
            2
        }
    }

    /// The cells in groups the symmetry maps onto themselves, shuffled.
    fn orbits(&mut self) -> Vec<Vec<usize>> {
        let n = self.shape.side();
        let mut orbits: Vec<Vec<usize>> = (0..n * n)
            .filter_map(|index| {
                let image = self.options.symmetry.image(index, n);
                match index.cmp(&image) {
                    std::cmp::Ordering::Less => Some(vec![index, image]),
                    std::cmp::Ordering::Equal => Some(vec![index]),
                    std::cmp::Ordering::Greater => None,
                }
            })
            .collect();
        self.rng.shuffle(&mut orbits);
        orbits
    }

    /// A random solved grid: the boxes along the diagonal, which share no
    /// row or column, filled at random and the rest by the engine, then
    /// rows, columns and symbols shuffled. (Diagonal boxes that the rest
    /// cannot complete are drawn again.)
    fn full_grid(&mut self) -> Vec<u8> {
        let shape = self.shape;
        loop {
            let seeded = self.random_diagonal();
            if let Some(solution) = self.solver.solve(&seeded).solution {
                return Relabelling::random(shape, &mut self.rng).apply(solution.cells());
            }
        }
    }

    fn random_diagonal(&mut self) -> Grid {
        let shape = self.shape;
        let n = shape.side();
        let diagonal = (n / shape.box_rows()).min(n / shape.box_cols());
        let mut cells = vec![0u8; n * n];
        for b in 0..diagonal {
            let mut symbols: Vec<u8> = (1..=n as u8).collect();
            self.rng.shuffle(&mut symbols);
            for (k, symbol) in symbols.into_iter().enumerate() {
                let row = b * shape.box_rows() + k / shape.box_cols();
                let col = b * shape.box_cols() + k % shape.box_cols();
                cells[row * n + col] = symbol;
            }
        }
        self.grid(cells)
    }
}

/// The seed of puzzle `number` (from 0) of a run of puzzles from `seed`:
/// `seed` itself for the first, so a run's first puzzle is the one a
/// [`Generator`] seeded with `seed` makes (the daily puzzle, the page's,
/// any seed written down), and for the others a mix of the two, so each
/// puzzle of a run is made alone, on any thread, and the same whichever
/// thread makes it.
pub fn puzzle_seed(seed: u64, number: u64) -> u64 {
    if number == 0 {
        return seed;
    }
    // An odd multiplier spreads the numbers apart; SplitMix64's output
    // function then mixes every bit of seed and number into every bit.
    Rng::new(seed ^ number.wrapping_mul(0xd1b5_4a32_d192_ed03)).next_u64()
}

/// The first puzzle of a [`Generator`] with these options.
pub fn generate(options: Options) -> Result<Grid, GenerateError> {
    Generator::new(options)?.next_puzzle()
}

//! What a solver page shows beside a solution, read from the exact-cover
//! matrix itself: each open cell's candidates, every value some solution
//! allows, and the next step a person could take.
//!
//! The matrix is the engine's view of the puzzle, and it already speaks a
//! player's language: a cell item's options are that cell's candidates, a
//! cell item with one option is a naked single, and a row, column or box
//! item with one option is a hidden single. The hint takes its steps from
//! [`logic`](super::logic) and checks them against the solution the search
//! finds.

use super::logic::{self, Candidates, Technique};
use super::{Constraint, Encoding, Grid, Solver, Unit};
use crate::dlx::{BadPath, Matrix, Path, Search, Stats};
use crate::work::Budget;
use std::fmt;

/// A set of symbols, bit `v - 1` standing for symbol `v`.
pub type Symbols = u32;

/// Each cell's candidates, in row order: the symbols the givens allow there
/// (the options of the cell's item once the givens are placed); empty for a
/// given.
pub fn candidates(grid: &Grid) -> Vec<Symbols> {
    let mut matrix = Matrix::default();
    let mut encoding = Encoding::default();
    encoding.encode(grid, &mut matrix);
    candidates_of(&encoding, &matrix, grid.cells().len())
}

fn candidates_of(encoding: &Encoding, matrix: &Matrix, cells: usize) -> Vec<Symbols> {
    let mut symbols = vec![0; cells];
    for option in 0..matrix.option_count() {
        let placement = encoding.placement(option);
        symbols[usize::from(placement.cell)] |= 1 << (placement.value - 1);
    }
    symbols
}

/// Every value that some solution puts in each cell, with how many of the
/// solutions found use it, enumerated in node-budgeted slices so that a
/// page can show progress and stop at any time.
pub struct Possibilities {
    search: Search<Matrix>,
    encoding: Encoding,
    side: usize,
    limit: u64,
    /// For each cell and symbol (cell-major), the solutions that put the
    /// symbol there.
    counts: Vec<u64>,
}

impl Possibilities {
    /// Starts enumerating `grid`'s solutions, stopping after `limit` of
    /// them (at least one).
    pub fn new(grid: &Grid, limit: u64) -> Possibilities {
        let mut matrix = Matrix::default();
        let mut encoding = Encoding::default();
        encoding.encode(grid, &mut matrix);
        let side = grid.shape().side();
        Possibilities {
            search: Search::new(matrix),
            encoding,
            side,
            limit: limit.max(1),
            counts: vec![0; side * side * side],
        }
    }

    /// Searches about `nodes` more nodes of the tree (at least one), within
    /// the work [`Budget::nodes`] allows them, tallying each solution found;
    /// returns whether the enumeration is over, because every solution was
    /// found or the limit was reached.
    pub fn run(&mut self, nodes: u64) -> bool {
        let budget = Budget::nodes(nodes.max(1));
        let (nodes, work) = (self.search.stats().nodes, self.search.work());
        while !self.is_finished() {
            let left = budget.less(self.search.stats().nodes - nodes, self.search.work() - work);
            if left.is_spent() {
                break;
            }
            if self.search.count_within(1, left) == 1 {
                for option in self.search.solution() {
                    let placement = self.encoding.placement(option);
                    let slot = usize::from(placement.cell) * self.side;
                    self.counts[slot + usize::from(placement.value) - 1] += 1;
                }
            }
        }
        self.is_finished()
    }

    /// Starts over at the piece of the search at `path` (one of
    /// [`split`](crate::dlx::split::split)'s), tallying only that subtree's
    /// solutions, up to the limit; the pieces' tallies, summed in order, are
    /// the whole search's.
    pub fn descend(&mut self, path: &Path) -> Result<(), BadPath> {
        self.counts.fill(0);
        self.search.descend(path)
    }

    fn is_finished(&self) -> bool {
        self.search.is_done() || self.search.stats().solutions >= self.limit
    }

    /// Solutions found so far.
    pub fn solutions(&self) -> u64 {
        self.search.stats().solutions
    }

    /// Whether the solutions found are all there are.
    pub fn is_complete(&self) -> bool {
        self.search.is_done()
    }

    /// The work done so far.
    pub fn stats(&self) -> Stats {
        self.search.stats()
    }

    /// How many cells the grid has.
    pub fn cells(&self) -> usize {
        self.side * self.side
    }

    /// The symbols that some solution found so far puts in `cell`; empty for
    /// a given.
    pub fn symbols(&self, cell: usize) -> Symbols {
        self.tallies(cell)
            .enumerate()
            .filter(|&(_, count)| count > 0)
            .fold(0, |set, (symbol, _)| set | 1 << symbol)
    }

    /// How many of the solutions found put each symbol in `cell`, symbol
    /// by symbol from the first.
    pub fn tallies(&self, cell: usize) -> impl Iterator<Item = u64> + '_ {
        self.counts[cell * self.side..(cell + 1) * self.side]
            .iter()
            .copied()
    }
}

/// Why a puzzle has no next step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintError {
    /// An open cell that no symbol fits.
    NoCandidates {
        /// The cell, in row order.
        cell: usize,
        /// The grid's side, to name the cell.
        side: usize,
    },
    /// A symbol with no place left in a unit.
    NoPlace {
        /// The symbol's number from 1.
        value: u8,
        /// The row, column or box.
        unit: Unit,
    },
    /// Every cell has candidates and every symbol a place, but no
    /// solution exists.
    NoSolution,
    /// The player's pencil marks, taken as every cell's candidates, leave
    /// no way to finish the clues and entries, so a step from them could
    /// be wrong. Which mark is at fault is not said: that would tell the
    /// player a symbol of the solution.
    WrongMarks,
    /// The search for the solution ran out of its budget.
    GaveUp {
        /// The nodes it searched.
        nodes: u64,
    },
}

impl fmt::Display for HintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            HintError::NoCandidates { cell, side } => write!(
                f,
                "no solution: no symbol fits at row {}, column {}",
                cell / side + 1,
                cell % side + 1
            ),
            HintError::NoPlace { value, unit } => write!(
                f,
                "no solution: {} has no place left in {unit}",
                super::grid::symbol_char(value)
            ),
            HintError::NoSolution => f.write_str("no solution: the givens allow none"),
            HintError::WrongMarks => f.write_str(
                "the pencil marks leave no way to finish the grid: some cell's marks leave out a symbol it needs",
            ),
            HintError::GaveUp { nodes } => write!(f, "gave up after {nodes} nodes"),
        }
    }
}

impl std::error::Error for HintError {}

/// The next step a person could take on `grid`, from its own candidates
/// or from a player's pencil `marks` (one set per cell in row order): the
/// simplest step of [`logic`](super::logic), else where to guess; `None`
/// for a full grid. `marks` are the whole candidate set (a player who
/// says their marks are complete); a player's partial notes are not passed
/// at all. The solution, found within `budget`, proves the puzzle
/// solvable; the marks are sound when some way to finish the clues and
/// entries keeps to them (the solution found, or on a puzzle with several
/// solutions another, searched for within [`MARK_TRIALS`] guesses), so
/// every step agrees with a solution.
pub fn hint(
    grid: &Grid,
    marks: Option<&[Symbols]>,
    solver: &mut Solver,
    budget: Budget,
) -> Result<Option<logic::Hint>, HintError> {
    let mut matrix = Matrix::default();
    let mut encoding = Encoding::default();
    encoding.encode(grid, &mut matrix);
    if matrix.primary_count() == 0 {
        return Ok(None);
    }
    let side = grid.shape().side();
    if let Some(empty) = (0..matrix.item_count()).find(|&item| matrix.item_length(item) == 0) {
        return Err(empty_item_error(&encoding, empty, side));
    }
    let solved = solver
        .solve_within(grid, budget, || true)
        .map_err(|gave_up| HintError::GaveUp {
            nodes: gave_up.stats.nodes,
        })?;
    let solution = solved.solution.ok_or(HintError::NoSolution)?;
    let candidates = match marks {
        None => Candidates::new(grid),
        Some(marks) => {
            let fits = (0..grid.cells().len()).all(|cell| {
                grid.cells()[cell] != 0 || marks[cell] & 1 << (solution.cells()[cell] - 1) != 0
            });
            if !fits && !marks_admit_a_solution(grid, marks)? {
                return Err(HintError::WrongMarks);
            }
            Candidates::with_marks(grid, marks)
        }
    };
    Ok(candidates
        .next_step(Technique::ForcingChain)
        .or_else(|| candidates.guess()))
}

/// The guesses the search for a solution within a player's marks may
/// try, when the solution found leaves the marks: a bound on the time one
/// hint takes on a puzzle with many solutions.
pub const MARK_TRIALS: u64 = 200_000;

/// Whether some way to finish `grid` keeps to `marks` (each narrowed to
/// what the clues and entries allow).
fn marks_admit_a_solution(grid: &Grid, marks: &[Symbols]) -> Result<bool, HintError> {
    let allowed = Candidates::new(grid);
    let narrowed: Vec<Symbols> = marks
        .iter()
        .zip(allowed.masks())
        .map(|(mark, allows)| mark & allows)
        .collect();
    let mut trials = MARK_TRIALS;
    Candidates::with_marks(grid, &narrowed)
        .admits_solution(&mut trials)
        .ok_or(HintError::GaveUp { nodes: MARK_TRIALS })
}

fn empty_item_error(encoding: &Encoding, item: usize, side: usize) -> HintError {
    match encoding.constraint(item) {
        Constraint::Cell { row, column } => HintError::NoCandidates {
            cell: row * side + column,
            side,
        },
        Constraint::Row { row, value } => HintError::NoPlace {
            value,
            unit: Unit::Row(row),
        },
        Constraint::Column { column, value } => HintError::NoPlace {
            value,
            unit: Unit::Column(column),
        },
        Constraint::Box { index, value } => HintError::NoPlace {
            value,
            unit: Unit::Box(index),
        },
    }
}

//! What a solver page shows beside a solution, read from the exact-cover
//! matrix itself: each open cell's candidates, every value some solution
//! allows, and the next step a person could take.
//!
//! The matrix is the engine's view of the puzzle, and it already speaks a
//! player's language: a cell item's options are that cell's candidates, a
//! cell item with one option is a naked single, and a row, column or box
//! item with one option is a hidden single. So none of this needs solving
//! techniques of its own.

use super::{Constraint, Encoding, Grid, Solver, Unit};
use crate::dlx::{Matrix, Search, Stats};
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

    /// Searches about `nodes` more nodes of the tree (at least one),
    /// tallying each solution found; returns whether the enumeration is
    /// over, because every solution was found or the limit was reached.
    pub fn run(&mut self, nodes: u64) -> bool {
        let until = self.search.stats().nodes.saturating_add(nodes.max(1));
        while !self.is_finished() && self.search.stats().nodes < until {
            let left = until - self.search.stats().nodes;
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

/// The next step a person could take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// What kind of step it is.
    pub kind: HintKind,
    /// The cell, in row order.
    pub cell: usize,
    /// The cell's candidates.
    pub candidates: Symbols,
}

/// Why a hint's cell is the one to look at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintKind {
    /// The cell has one candidate left: `value`.
    NakedSingle {
        /// The symbol's number from 1.
        value: u8,
    },
    /// `unit` has one place left for `value`: this cell.
    HiddenSingle {
        /// The symbol's number from 1.
        value: u8,
        /// The row, column or box.
        unit: Unit,
    },
    /// No single is left; the cell has the fewest candidates, so a guess
    /// there has the best odds.
    Guess,
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
        }
    }
}

impl std::error::Error for HintError {}

/// The next step a person could take on `grid`: a naked single (cells in
/// row order), else a hidden single (rows, then columns, then boxes), else
/// the cell with the fewest candidates, where a guess is needed; `None`
/// for a full grid. Every single is forced, so it agrees with every
/// solution; a puzzle without one is an error saying why.
pub fn hint(grid: &Grid, solver: &mut Solver) -> Result<Option<Hint>, HintError> {
    let mut matrix = Matrix::default();
    let mut encoding = Encoding::default();
    encoding.encode(grid, &mut matrix);
    if matrix.primary_count() == 0 {
        return Ok(None);
    }
    let side = grid.shape().side();
    let candidates = candidates_of(&encoding, &matrix, grid.cells().len());
    let hint_at = |kind, cell: usize| Hint {
        kind,
        cell,
        candidates: candidates[cell],
    };
    let items = 0..matrix.item_count();
    if let Some(empty) = items.clone().find(|&item| matrix.item_length(item) == 0) {
        return Err(empty_item_error(&encoding, empty, side));
    }
    if solver.count(grid, 1).count == 0 {
        return Err(HintError::NoSolution);
    }
    let only_option = |item: usize| {
        let option = matrix.item_options(item).next().expect("no item is empty");
        encoding.placement(option)
    };
    let singles = items.filter(|&item| matrix.item_length(item) == 1);
    let (cell_items, unit_items): (Vec<usize>, Vec<usize>) =
        singles.partition(|&item| unit_of(&encoding, item).is_none());
    if let Some(&item) = cell_items.first() {
        let placement = only_option(item);
        let kind = HintKind::NakedSingle {
            value: placement.value,
        };
        return Ok(Some(hint_at(kind, usize::from(placement.cell))));
    }
    if let Some(&item) = unit_items.first() {
        let placement = only_option(item);
        let kind = HintKind::HiddenSingle {
            value: placement.value,
            unit: unit_of(&encoding, item).expect("a unit item").0,
        };
        return Ok(Some(hint_at(kind, usize::from(placement.cell))));
    }
    let fewest = (0..candidates.len())
        .filter(|&cell| candidates[cell] != 0)
        .min_by_key(|&cell| candidates[cell].count_ones())
        .expect("an open grid has an open cell");
    Ok(Some(hint_at(HintKind::Guess, fewest)))
}

/// The row, column or box of a symbol's item, and the symbol; `None` for a
/// cell's item.
fn unit_of(encoding: &Encoding, item: usize) -> Option<(Unit, u8)> {
    match encoding.constraint(item) {
        Constraint::Cell { .. } => None,
        Constraint::Row { row, value } => Some((Unit::Row(row), value)),
        Constraint::Column { column, value } => Some((Unit::Column(column), value)),
        Constraint::Box { index, value } => Some((Unit::Box(index), value)),
    }
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

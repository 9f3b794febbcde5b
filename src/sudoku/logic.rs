//! Solving as a person does: candidates per cell, and the techniques that
//! place a symbol or rule a candidate out, each step explained.
//!
//! [`Candidates::next_step`] finds the simplest step the allowed techniques
//! give, so the same code serves a hint ("the next step a person could
//! take"), a singles-only solver, and the difficulty rating.

use super::{Cell, Grid, Shape, Unit};
use std::fmt;

/// The techniques, from the simplest; a rating compares them in this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// A cell with one candidate left.
    NakedSingle,
    /// A symbol with one place left in a row, column or box.
    HiddenSingle,
    /// A symbol confined to one line within a box (pointing), or to one box
    /// within a line (claiming), is ruled out of the rest of that line or box.
    LockedCandidates,
    /// Two cells of a unit with the same two candidates, or two symbols with
    /// the same two places in a unit.
    Pair,
    /// Three cells of a unit with three candidates between them, or three
    /// symbols with three places between them.
    Triple,
}

/// One step a person could take, and why it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// `value` is the only candidate left in `cell`.
    NakedSingle {
        /// Where it goes.
        cell: Cell,
        /// The symbol's number from 1.
        value: u8,
    },
    /// `cell` is the only place left for `value` in `unit`.
    HiddenSingle {
        /// Where it goes.
        cell: Cell,
        /// The symbol's number from 1.
        value: u8,
        /// The row, column or box with no other place for it.
        unit: Unit,
    },
    /// Within `inside`, `value` can only go where `inside` meets `along`, so
    /// it goes nowhere else in `along`.
    LockedCandidates {
        /// The symbol's number from 1.
        value: u8,
        /// The box (pointing) or line (claiming) that confines it.
        inside: Unit,
        /// The line (pointing) or box (claiming) it is removed from.
        along: Unit,
        /// The cells that lose it.
        removed: Vec<Cell>,
    },
    /// In `unit`, `cells` hold exactly `values` between them: a naked pair or
    /// triple when `hidden` is false, which rules `values` out of the unit's
    /// other cells; a hidden one when true, which rules every other symbol
    /// out of `cells`.
    Subset {
        /// The row, column or box.
        unit: Unit,
        /// Whether the symbols have no other place (hidden) rather than the
        /// cells no other candidate (naked).
        hidden: bool,
        /// The cells, in the unit's order.
        cells: Vec<Cell>,
        /// The symbols' numbers from 1, ascending.
        values: Vec<u8>,
        /// The candidates ruled out: cell and symbol.
        removed: Vec<(Cell, u8)>,
    },
}

impl Step {
    /// The technique this step uses.
    pub fn technique(&self) -> Technique {
        match self {
            Step::NakedSingle { .. } => Technique::NakedSingle,
            Step::HiddenSingle { .. } => Technique::HiddenSingle,
            Step::LockedCandidates { .. } => Technique::LockedCandidates,
            Step::Subset { cells, .. } if cells.len() == 2 => Technique::Pair,
            Step::Subset { .. } => Technique::Triple,
        }
    }
}

fn symbol(value: u8) -> char {
    super::grid::symbol_char(value)
}

fn symbols(values: &[u8]) -> String {
    values.iter().map(|&v| symbol(v)).collect()
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::NakedSingle { cell, value } => write!(
                f,
                "naked single: {} in {cell}, its only candidate",
                symbol(*value)
            ),
            Step::HiddenSingle { cell, value, unit } => write!(
                f,
                "hidden single: {} in {cell}, the only place for it in {unit}",
                symbol(*value)
            ),
            Step::LockedCandidates {
                value,
                inside,
                along,
                removed,
            } => {
                let kind = if matches!(inside, Unit::Box(_)) {
                    "pointing"
                } else {
                    "claiming"
                };
                write!(
                    f,
                    "locked candidates ({kind}): in {inside}, {} lies only in {along}, so it leaves",
                    symbol(*value)
                )?;
                list(f, removed.iter())
            }
            Step::Subset {
                unit,
                hidden,
                cells,
                values,
                removed,
            } => {
                let kind = if *hidden { "hidden" } else { "naked" };
                let size = if cells.len() == 2 { "pair" } else { "triple" };
                write!(f, "{kind} {size} {} in {unit} at", symbols(values))?;
                list(f, cells.iter())?;
                f.write_str(", so")?;
                for (index, (cell, value)) in removed.iter().enumerate() {
                    let separator = if index == 0 { "" } else { ";" };
                    write!(f, "{separator} {cell} loses {}", symbol(*value))?;
                }
                Ok(())
            }
        }
    }
}

fn list<'a>(f: &mut fmt::Formatter<'_>, cells: impl Iterator<Item = &'a Cell>) -> fmt::Result {
    for (index, cell) in cells.enumerate() {
        let separator = if index == 0 { " " } else { "; " };
        write!(f, "{separator}{cell}")?;
    }
    Ok(())
}

/// What a person could do next in a grid: see [`Candidates::hint`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// A step the techniques allow.
    Step(Step),
    /// No technique allowed applies: guess in the cell with the fewest
    /// candidates, which are listed (symbols' numbers from 1).
    Guess {
        /// The cell with the fewest candidates (the first, in row order).
        cell: Cell,
        /// Its candidates.
        candidates: Vec<u8>,
    },
    /// An empty cell has no candidate left, or a symbol no place in a unit:
    /// the grid has no solution.
    Contradiction,
    /// Every cell is filled.
    Solved,
}

/// Which cells make up each row, column and box of a shape: units `0..n` are
/// the rows, `n..2n` the columns and `2n..3n` the boxes.
#[derive(Clone, Debug)]
struct Units {
    side: usize,
    /// `side` cell indices per unit.
    cells: Vec<usize>,
    /// The box of each cell.
    box_of: Vec<usize>,
}

impl Units {
    fn new(shape: Shape) -> Units {
        let n = shape.side();
        let mut cells = Vec::with_capacity(3 * n * n);
        cells.extend(0..n * n);
        cells.extend((0..n).flat_map(|col| (0..n).map(move |row| row * n + col)));
        let box_of: Vec<usize> = (0..n * n).map(|i| shape.box_of(i / n, i % n)).collect();
        for b in 0..n {
            cells.extend((0..n * n).filter(|&i| box_of[i] == b));
        }
        Units {
            side: n,
            cells,
            box_of,
        }
    }

    fn cells(&self, unit: usize) -> &[usize] {
        &self.cells[unit * self.side..(unit + 1) * self.side]
    }

    /// The row, column and box of a cell.
    fn of(&self, index: usize) -> [usize; 3] {
        let n = self.side;
        [index / n, n + index % n, 2 * n + self.box_of[index]]
    }

    fn unit(&self, unit: usize) -> Unit {
        let n = self.side;
        match unit / n {
            0 => Unit::Row(unit),
            1 => Unit::Column(unit - n),
            _ => Unit::Box(unit - 2 * n),
        }
    }

    fn cell(&self, index: usize) -> Cell {
        Cell {
            row: index / self.side,
            col: index % self.side,
        }
    }
}

/// Looks for one technique's step.
type Finder = fn(&Candidates) -> Option<Step>;

/// A grid with each empty cell's candidates: bit `v - 1` of a mask stands
/// for symbol `v`.
#[derive(Clone, Debug)]
pub struct Candidates {
    units: Units,
    /// 0 for empty, else the symbol's number from 1.
    values: Vec<u8>,
    /// The candidates of each empty cell; 0 for a filled one.
    masks: Vec<u32>,
}

impl Candidates {
    /// The candidates the givens leave: every symbol not yet in the cell's
    /// row, column or box.
    pub fn new(grid: &Grid) -> Candidates {
        let shape = grid.shape();
        let n = shape.side();
        let mut candidates = Candidates {
            units: Units::new(shape),
            values: vec![0; n * n],
            masks: vec![(1 << n) - 1; n * n],
        };
        for (index, &value) in grid.cells().iter().enumerate() {
            if value != 0 {
                candidates.place(index, value);
            }
        }
        candidates
    }

    /// The cells, row by row: 0 for empty, else the symbol's number from 1.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// The candidates of a cell, as a mask (0 when it is filled).
    pub fn mask(&self, cell: Cell) -> u32 {
        self.masks[cell.row * self.units.side + cell.col]
    }

    /// Whether every cell is filled.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Puts `value` in the cell with index `index` and rules it out of the
    /// cell's row, column and box.
    fn place(&mut self, index: usize, value: u8) {
        self.values[index] = value;
        self.masks[index] = 0;
        let bit = !(1u32 << (value - 1));
        for unit in self.units.of(index) {
            for &peer in self.units.cells(unit) {
                self.masks[peer] &= bit;
            }
        }
    }

    /// Carries out a step.
    pub fn apply(&mut self, step: &Step) {
        let n = self.units.side;
        let index = |cell: &Cell| cell.row * n + cell.col;
        match step {
            Step::NakedSingle { cell, value } | Step::HiddenSingle { cell, value, .. } => {
                self.place(index(cell), *value)
            }
            Step::LockedCandidates { value, removed, .. } => {
                for cell in removed {
                    self.masks[index(cell)] &= !(1 << (value - 1));
                }
            }
            Step::Subset { removed, .. } => {
                for (cell, value) in removed {
                    self.masks[index(cell)] &= !(1 << (value - 1));
                }
            }
        }
    }

    /// The simplest step that the techniques up to `hardest` allow, unless
    /// the grid is solved or contradicts itself.
    pub fn next_step(&self, hardest: Technique) -> Option<Step> {
        if self.is_contradiction() {
            return None;
        }
        let finders: [(Technique, Finder); 5] = [
            (Technique::NakedSingle, Candidates::naked_single),
            (Technique::HiddenSingle, Candidates::hidden_single),
            (Technique::LockedCandidates, Candidates::locked_candidates),
            (Technique::Pair, |c| c.subset(2)),
            (Technique::Triple, |c| c.subset(3)),
        ];
        finders
            .into_iter()
            .take_while(|&(technique, _)| technique <= hardest)
            .find_map(|(_, find)| find(self))
    }

    /// The next step with the techniques up to `hardest`, or where a guess
    /// is needed when they do not apply.
    pub fn hint(&self, hardest: Technique) -> Hint {
        if self.is_solved() {
            return Hint::Solved;
        }
        if let Some(step) = self.next_step(hardest) {
            return Hint::Step(step);
        }
        match self.fewest_candidates() {
            Some(index) if !self.is_contradiction() => Hint::Guess {
                cell: self.units.cell(index),
                candidates: values_of(self.masks[index]).collect(),
            },
            _ => Hint::Contradiction,
        }
    }

    /// Applies the simplest step, again and again, while the techniques up
    /// to `hardest` allow one; returns the hardest technique it used, if any.
    pub fn solve(&mut self, hardest: Technique) -> Option<Technique> {
        let mut used = None;
        while let Some(step) = self.next_step(hardest) {
            used = used.max(Some(step.technique()));
            self.apply(&step);
        }
        used
    }

    /// The empty cell with the fewest candidates, the first in row order.
    fn fewest_candidates(&self) -> Option<usize> {
        (0..self.values.len())
            .filter(|&i| self.values[i] == 0)
            .min_by_key(|&i| self.masks[i].count_ones())
    }

    /// An empty cell without candidates, or a symbol missing from a unit
    /// with no place left in it.
    fn is_contradiction(&self) -> bool {
        let empty_without =
            (0..self.values.len()).any(|i| self.values[i] == 0 && self.masks[i] == 0);
        empty_without
            || (0..3 * self.units.side).any(|unit| {
                let (placed, open) = self.unit_symbols(unit);
                placed | open != (1 << self.units.side) - 1
            })
    }

    /// The symbols placed in a unit, and the candidates of its empty cells.
    fn unit_symbols(&self, unit: usize) -> (u32, u32) {
        self.units
            .cells(unit)
            .iter()
            .fold((0, 0), |(placed, open), &i| {
                let value = self.values[i];
                let bit = if value == 0 { 0 } else { 1 << (value - 1) };
                (placed | bit, open | self.masks[i])
            })
    }

    /// The places of `value` in a unit, as a mask of positions in the unit.
    fn places(&self, unit: usize, value: u8) -> u32 {
        let bit = 1 << (value - 1);
        self.units
            .cells(unit)
            .iter()
            .enumerate()
            .filter(|&(_, &i)| self.masks[i] & bit != 0)
            .fold(0, |places, (k, _)| places | 1 << k)
    }

    fn naked_single(&self) -> Option<Step> {
        let index = (0..self.values.len()).find(|&i| self.masks[i].count_ones() == 1)?;
        Some(Step::NakedSingle {
            cell: self.units.cell(index),
            value: self.masks[index].trailing_zeros() as u8 + 1,
        })
    }

    /// Boxes first, as people scan them first, then rows and columns.
    fn hidden_single(&self) -> Option<Step> {
        let n = self.units.side;
        (2 * n..3 * n).chain(0..2 * n).find_map(|unit| {
            (1..=n as u8).find_map(|value| {
                let places = self.places(unit, value);
                (places.count_ones() == 1).then(|| Step::HiddenSingle {
                    cell: self
                        .units
                        .cell(self.units.cells(unit)[places.trailing_zeros() as usize]),
                    value,
                    unit: self.units.unit(unit),
                })
            })
        })
    }

    /// Boxes first (pointing: a box confines a symbol to one line), then
    /// lines (claiming: a line confines it to one box).
    fn locked_candidates(&self) -> Option<Step> {
        let n = self.units.side;
        (2 * n..3 * n).chain(0..2 * n).find_map(|inside| {
            (1..=n as u8).find_map(|value| {
                let bit = 1 << (value - 1);
                let cells = self.units.cells(inside);
                let first = *cells.iter().find(|&&i| self.masks[i] & bit != 0)?;
                let [row, col, bx] = self.units.of(first);
                let lines = if inside >= 2 * n {
                    [row, col]
                } else {
                    [bx, bx]
                };
                lines
                    .into_iter()
                    .find_map(|along| self.locked(value, inside, along))
            })
        })
    }

    /// The step if, within unit `inside`, `value` lies only in unit `along`
    /// and `along` has other places for it.
    fn locked(&self, value: u8, inside: usize, along: usize) -> Option<Step> {
        let bit = 1 << (value - 1);
        let inside_cells = self.units.cells(inside);
        let confined = inside_cells
            .iter()
            .filter(|&&i| self.masks[i] & bit != 0)
            .all(|&i| self.units.of(i).contains(&along));
        if !confined {
            return None;
        }
        let removed: Vec<Cell> = self
            .units
            .cells(along)
            .iter()
            .filter(|&&i| self.masks[i] & bit != 0 && !inside_cells.contains(&i))
            .map(|&i| self.units.cell(i))
            .collect();
        (!removed.is_empty()).then(|| Step::LockedCandidates {
            value,
            inside: self.units.unit(inside),
            along: self.units.unit(along),
            removed,
        })
    }

    /// A naked subset of `size` cells in some unit, else a hidden one.
    fn subset(&self, size: usize) -> Option<Step> {
        let units = 0..3 * self.units.side;
        units
            .clone()
            .find_map(|unit| self.naked_subset(unit, size))
            .or_else(|| {
                units
                    .into_iter()
                    .find_map(|unit| self.hidden_subset(unit, size))
            })
    }

    fn naked_subset(&self, unit: usize, size: usize) -> Option<Step> {
        let cells = self.units.cells(unit);
        let masks: Vec<u32> = cells.iter().map(|&i| self.masks[i]).collect();
        let eligible: Vec<usize> = (0..cells.len())
            .filter(|&k| (2..=size as u32).contains(&masks[k].count_ones()))
            .collect();
        combinations(&eligible, size, &mut |chosen| {
            let values = chosen.iter().fold(0, |all, &k| all | masks[k]);
            if values.count_ones() as usize != size {
                return None;
            }
            let removed: Vec<(Cell, u8)> = (0..cells.len())
                .filter(|k| !chosen.contains(k))
                .flat_map(|k| values_of(masks[k] & values).map(move |v| (k, v)))
                .map(|(k, v)| (self.units.cell(cells[k]), v))
                .collect();
            self.subset_step(unit, false, chosen, values, removed)
        })
    }

    fn hidden_subset(&self, unit: usize, size: usize) -> Option<Step> {
        let cells = self.units.cells(unit);
        let places: Vec<u32> = (1..=self.units.side as u8)
            .map(|value| self.places(unit, value))
            .collect();
        let eligible: Vec<usize> = (0..places.len())
            .filter(|&v| (2..=size as u32).contains(&places[v].count_ones()))
            .collect();
        combinations(&eligible, size, &mut |chosen| {
            let at = chosen.iter().fold(0, |all, &v| all | places[v]);
            if at.count_ones() as usize != size {
                return None;
            }
            let values = chosen.iter().fold(0, |all, &v| all | 1 << v);
            let positions: Vec<usize> = (0..cells.len()).filter(|k| at & 1 << k != 0).collect();
            let removed: Vec<(Cell, u8)> = positions
                .iter()
                .flat_map(|&k| values_of(self.masks[cells[k]] & !values).map(move |v| (k, v)))
                .map(|(k, v)| (self.units.cell(cells[k]), v))
                .collect();
            self.subset_step(unit, true, &positions, values, removed)
        })
    }

    /// The subset step at `positions` of `unit`, if it removes anything.
    fn subset_step(
        &self,
        unit: usize,
        hidden: bool,
        positions: &[usize],
        values: u32,
        removed: Vec<(Cell, u8)>,
    ) -> Option<Step> {
        let cells = self.units.cells(unit);
        (!removed.is_empty()).then(|| Step::Subset {
            unit: self.units.unit(unit),
            hidden,
            cells: positions
                .iter()
                .map(|&k| self.units.cell(cells[k]))
                .collect(),
            values: values_of(values).collect(),
            removed,
        })
    }
}

/// The symbols of a mask, ascending.
fn values_of(mask: u32) -> impl Iterator<Item = u8> {
    (0..32u8).filter(move |v| mask & 1 << v != 0).map(|v| v + 1)
}

/// The first `found` answer over the `size`-element combinations of
/// `items`, in lexicographic order.
fn combinations<T>(
    items: &[usize],
    size: usize,
    found: &mut impl FnMut(&[usize]) -> Option<T>,
) -> Option<T> {
    fn go<T>(
        items: &[usize],
        size: usize,
        chosen: &mut Vec<usize>,
        found: &mut impl FnMut(&[usize]) -> Option<T>,
    ) -> Option<T> {
        if chosen.len() == size {
            return found(chosen);
        }
        for (k, &item) in items.iter().enumerate() {
            chosen.push(item);
            let answer = go(&items[k + 1..], size, chosen, found);
            chosen.pop();
            if answer.is_some() {
                return answer;
            }
        }
        None
    }
    go(items, size, &mut Vec::with_capacity(size), found)
}

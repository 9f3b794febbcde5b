//! Solving as a person does: candidates per cell, and the techniques that
//! place a symbol or rule candidates out, each step explained.
//!
//! [`Candidates::next_step`] finds the simplest step the allowed techniques
//! give, so the same code serves a hint ("the next step a person could
//! take"), a singles-only solver, and the difficulty rating. Each family of
//! techniques has its own file; this one holds the candidates and the
//! order in which the techniques are tried.
//!
//! Cells are numbered from 0 in row order and symbols from 1; the words
//! name a cell `r2c7` (row 2, column 7), as solvers' notation does.

mod chains;
mod colouring;
mod fish;
mod forcing;
mod intersections;
mod singles;
mod subsets;
mod technique;
mod wings;
mod within;

pub use technique::Technique;

/// A chain's links, read from its candidates in turn, the `k`-th link of
/// kind `kinds[k % kinds.len()]` (a slice, not a closure: one copy of the
/// code in the wasm module).
fn links_along(chain: &[Candidate], kinds: &[LinkKind]) -> Vec<Link> {
    chain
        .windows(2)
        .zip(kinds.iter().cycle())
        .map(|(pair, &kind)| Link {
            from: pair[0],
            to: pair[1],
            kind,
        })
        .collect()
}

use super::grid::{symbol_char, Unit};
use super::{Grid, Layout};
use std::fmt;

/// A candidate: a cell (0-based, row order) and a symbol's number from 1.
pub type Candidate = (usize, u8);

/// How one candidate of a chain leads to the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    /// One of the two is true: if the first is false, the second is true.
    Strong,
    /// Not both are true: if the first is true, the second is false.
    Weak,
    /// The first, placed, leads to the second by singles (a forcing chain).
    Forces,
}

impl LinkKind {
    /// The kind's name in the hint's JSON.
    pub fn name(self) -> &'static str {
        match self {
            LinkKind::Strong => "strong",
            LinkKind::Weak => "weak",
            LinkKind::Forces => "forces",
        }
    }
}

/// A link of a step's chain, from one candidate to the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Link {
    /// Where the link starts.
    pub from: Candidate,
    /// Where it leads.
    pub to: Candidate,
    /// What it says.
    pub kind: LinkKind,
}

/// One step a person could take, and why it holds: what it places, what it
/// rules out, and what to look at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// How the step is found.
    pub technique: Technique,
    /// The symbols it places. The candidates a placement rules out of the
    /// cell's peers are left to the caller, as auto-candidates do.
    pub placements: Vec<Candidate>,
    /// The candidates it rules out, in cell order.
    pub eliminations: Vec<Candidate>,
    /// The candidates that prove it (the pattern), in cell order.
    pub evidence: Vec<Candidate>,
    /// The cells to look at: the units or cells of the pattern.
    pub focus: Vec<usize>,
    /// A chain's links in the chain's order (X-chain, XY-chain, AIC,
    /// simple colouring's conjugate pairs, a forcing chain's singles);
    /// empty for other steps.
    pub links: Vec<Link>,
    /// The evidence of the second colour, for simple colouring (the rest
    /// of the evidence has the first); empty for other steps.
    pub opposite: Vec<Candidate>,
    /// A fish's base lines and cover lines, as their cells in row order;
    /// empty for other steps.
    pub base: Vec<usize>,
    /// See `base`.
    pub cover: Vec<usize>,
    /// The technique and where to look, without the answer.
    pub nudge: String,
    /// The whole step in words.
    pub explanation: String,
}

impl Hint {
    /// A step of `technique` placing and removing the given candidates,
    /// which puts its lists in cell order without repeats.
    fn new(
        technique: Technique,
        placements: Vec<Candidate>,
        eliminations: Vec<Candidate>,
        evidence: Vec<Candidate>,
        focus: Vec<usize>,
    ) -> Hint {
        // One sort of whole numbers serves every list (a sort per element
        // type would cost the wasm module a few kilobytes each).
        let sorted = |list: Vec<Candidate>| {
            let keys = list
                .iter()
                .map(|&(cell, value)| cell << 5 | usize::from(value));
            let keys = sorted_cells(keys.collect());
            keys.into_iter()
                .map(|key| (key >> 5, (key & 31) as u8))
                .collect()
        };
        let focus = sorted_cells(focus);
        Hint {
            technique,
            placements: sorted(placements),
            eliminations: sorted(eliminations),
            evidence: sorted(evidence),
            focus,
            links: Vec::new(),
            opposite: Vec::new(),
            base: Vec::new(),
            cover: Vec::new(),
            nudge: String::new(),
            explanation: String::new(),
        }
    }

    /// This step with its words.
    fn said(mut self, nudge: String, explanation: String) -> Hint {
        self.nudge = nudge;
        self.explanation = explanation;
        self
    }

    /// A step that only rules candidates out, proved by `evidence`, whose
    /// cells are the focus.
    fn eliminating(
        technique: Technique,
        eliminations: Vec<Candidate>,
        evidence: Vec<Candidate>,
    ) -> Hint {
        let focus = evidence.iter().map(|&(cell, _)| cell).collect();
        Hint::new(technique, Vec::new(), eliminations, evidence, focus)
    }
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.explanation)
    }
}

/// Cells (or other whole numbers) in order, without repeats.
pub(crate) fn sorted_cells(mut cells: Vec<usize>) -> Vec<usize> {
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// The symbol a number stands for.
fn symbol(value: u8) -> char {
    symbol_char(value)
}

/// The symbols of a mask, ascending.
fn values_of(mask: u32) -> impl Iterator<Item = u8> {
    (0..32u8).filter(move |v| mask & 1 << v != 0).map(|v| v + 1)
}

/// The symbols of a mask as a list a person reads as separate symbols,
/// `"4 and 7"` or `"1, 2 and 4"`, not as one number.
pub(crate) fn symbols(mask: u32) -> String {
    joined(
        values_of(mask).map(|v| symbol(v).to_string()).collect(),
        ", ",
    )
}

/// The bit that stands for a symbol.
fn bit(value: u8) -> u32 {
    1 << (value - 1)
}

/// Why a grid's candidates cannot be completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// An empty cell without a candidate.
    NoCandidate(usize),
    /// A symbol with no place left in a unit (numbered as [`Layout`] does).
    NoPlace(u8, usize),
}

/// Looks for one technique's step.
type Finder = fn(&Candidates) -> Option<Hint>;

/// The techniques in the order a person tries them, simplest first.
const FINDERS: [(Technique, Finder); 22] = [
    (Technique::BasicElimination, Candidates::basic_elimination),
    (Technique::NakedSingle, Candidates::naked_single),
    (Technique::HiddenSingle, Candidates::hidden_single),
    (Technique::Pointing, Candidates::pointing),
    (Technique::Claiming, Candidates::claiming),
    (Technique::NakedPair, |c| c.naked_subset(2)),
    (Technique::HiddenPair, |c| c.hidden_subset(2)),
    (Technique::NakedTriple, |c| c.naked_subset(3)),
    (Technique::HiddenTriple, |c| c.hidden_subset(3)),
    (Technique::XWing, |c| c.fish(2)),
    (Technique::XyWing, Candidates::xy_wing),
    (Technique::NakedQuad, |c| c.naked_subset(4)),
    (Technique::HiddenQuad, |c| c.hidden_subset(4)),
    (Technique::Swordfish, |c| c.fish(3)),
    (Technique::XyzWing, Candidates::xyz_wing),
    (Technique::WWing, Candidates::w_wing),
    (Technique::SimpleColouring, Candidates::simple_colouring),
    (Technique::Jellyfish, |c| c.fish(4)),
    (Technique::XChain, Candidates::x_chain),
    (Technique::XyChain, Candidates::xy_chain),
    (Technique::Aic, Candidates::aic),
    (Technique::ForcingChain, Candidates::forcing_chain),
];

/// A grid with each empty cell's candidates: bit `v - 1` of a mask stands
/// for symbol `v`.
#[derive(Clone, Debug)]
pub struct Candidates {
    layout: Layout,
    /// 0 for empty, else the symbol's number from 1.
    values: Vec<u8>,
    /// The candidates of each empty cell; 0 for a filled one.
    masks: Vec<u32>,
}

impl Candidates {
    /// The candidates the givens leave: every symbol not yet in the cell's
    /// row, column or box (auto-candidates).
    pub fn new(grid: &Grid) -> Candidates {
        Candidates::within(Layout::new(grid.shape()), grid.cells())
    }

    /// [`Candidates::new`] for the grid of `values` (row by row, 0 for
    /// empty) whose units are `layout`'s: a jigsaw's regions in place of
    /// the boxes.
    pub fn within(layout: Layout, values: &[u8]) -> Candidates {
        let n = layout.side();
        let mut candidates = Candidates {
            masks: vec![layout.all_symbols(); n * n],
            values: vec![0; n * n],
            layout,
        };
        for (index, &value) in values.iter().enumerate() {
            if value != 0 {
                candidates.place(index, value);
            }
        }
        candidates
    }

    /// Keeps of each empty cell's candidates only those in `masks[cell]`:
    /// what rules beyond the units (a killer's cage sums) leave.
    pub fn narrow(&mut self, masks: &[u32]) {
        for (mask, &keep) in self.masks.iter_mut().zip(masks) {
            *mask &= keep;
        }
    }

    /// A player's own pencil marks for the empty cells of `grid`, one mask
    /// per cell in row order (a filled cell's is ignored). They may hold
    /// symbols a peer already has: the first step then rules those out.
    pub fn with_marks(grid: &Grid, marks: &[u32]) -> Candidates {
        let layout = Layout::new(grid.shape());
        let values = grid.cells().to_vec();
        let masks = values
            .iter()
            .zip(marks)
            .map(|(&v, &m)| if v == 0 { m & layout.all_symbols() } else { 0 })
            .collect();
        Candidates {
            layout,
            values,
            masks,
        }
    }

    /// The cells, row by row: 0 for empty, else the symbol's number from 1.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// The candidates of each cell, as masks (0 for a filled cell).
    pub fn masks(&self) -> &[u32] {
        &self.masks
    }

    /// The units of the grid.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Whether every cell is filled.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// How many cells are still empty.
    pub fn empty_cells(&self) -> usize {
        self.values.iter().filter(|&&v| v == 0).count()
    }

    /// Whether a cell may still hold a symbol.
    fn has(&self, cell: usize, value: u8) -> bool {
        self.masks[cell] & bit(value) != 0
    }

    /// Puts `value` in a cell and rules it out of the cell's peers.
    fn place(&mut self, cell: usize, value: u8) {
        self.values[cell] = value;
        self.masks[cell] = 0;
        for unit in self.layout.units_of(cell) {
            for &peer in self.layout.unit(unit) {
                self.masks[peer] &= !bit(value);
            }
        }
    }

    /// Carries out a step: its placements (with what they rule out of
    /// their peers), then its eliminations.
    pub fn apply(&mut self, hint: &Hint) {
        for &(cell, value) in &hint.placements {
            self.place(cell, value);
        }
        for &(cell, value) in &hint.eliminations {
            self.masks[cell] &= !bit(value);
        }
    }

    /// The simplest step that the techniques up to `hardest` allow, unless
    /// the grid is solved or contradicts itself.
    pub fn next_step(&self, hardest: Technique) -> Option<Hint> {
        if self.contradiction().is_some() {
            return None;
        }
        FINDERS
            .into_iter()
            .take_while(|&(technique, _)| technique <= hardest)
            .find_map(|(_, find)| find(self))
    }

    /// Where to guess when no technique applies: the empty cell with the
    /// fewest candidates (the first in row order); `None` when solved.
    pub fn guess(&self) -> Option<Hint> {
        let cell = (0..self.values.len())
            .filter(|&i| self.values[i] == 0)
            .min_by_key(|&i| self.masks[i].count_ones())?;
        let mask = self.masks[cell];
        let evidence = values_of(mask).map(|v| (cell, v)).collect();
        let hint = Hint::new(
            Technique::Guess,
            Vec::new(),
            Vec::new(),
            evidence,
            vec![cell],
        );
        let name = self.name(cell);
        Some(hint.said(
            format!("No technique here applies: a guess is needed, best at {name}."),
            format!(
                "Guess: no technique here applies; {name} has the fewest candidates ({}), so a guess there has the best odds.",
                symbols(mask)
            ),
        ))
    }

    /// Applies the simplest step, again and again, while the techniques up
    /// to `hardest` allow one; returns the hardest technique it used, if
    /// any.
    pub fn solve(&mut self, hardest: Technique) -> Option<Technique> {
        let mut used = None;
        while let Some(step) = self.next_step(hardest) {
            used = used.max(Some(step.technique));
            self.apply(&step);
        }
        used
    }

    /// An empty cell without candidates, or a symbol missing from a unit
    /// with no place left in it.
    pub fn contradiction(&self) -> Option<Contradiction> {
        if let Some(cell) =
            (0..self.values.len()).find(|&i| self.values[i] == 0 && self.masks[i] == 0)
        {
            return Some(Contradiction::NoCandidate(cell));
        }
        (0..self.layout.units()).find_map(|unit| {
            let (placed, open) = self.layout.unit(unit).iter().fold((0, 0), |(p, o), &i| {
                let value = self.values[i];
                (
                    p | if value == 0 { 0 } else { bit(value) },
                    o | self.masks[i],
                )
            });
            let missing = self.layout.all_symbols() & !(placed | open);
            (missing != 0).then(|| Contradiction::NoPlace(missing.trailing_zeros() as u8 + 1, unit))
        })
    }

    /// The places of `value` in a unit, as a mask of positions in the unit.
    fn places(&self, unit: usize, value: u8) -> u32 {
        self.layout
            .unit(unit)
            .iter()
            .enumerate()
            .filter(|&(_, &i)| self.has(i, value))
            .fold(0, |places, (k, _)| places | 1 << k)
    }

    /// The cells of a unit at the positions of a mask.
    fn at(&self, unit: usize, positions: u32) -> Vec<usize> {
        let cells = self.layout.unit(unit);
        (0..cells.len())
            .filter(|k| positions & 1 << k != 0)
            .map(|k| cells[k])
            .collect()
    }

    /// The empty cells, other than `except`, that see every cell of
    /// `cells` and may hold `value`.
    fn seeing_all(&self, cells: &[usize], value: u8) -> Vec<usize> {
        (0..self.masks.len())
            .filter(|&c| self.has(c, value) && cells.iter().all(|&o| self.layout.sees(c, o)))
            .collect()
    }

    /// A cell's name, `row 2, column 7`: the words the page uses for a
    /// cell everywhere a person reads.
    fn name(&self, cell: usize) -> String {
        let n = self.layout.side();
        format!("row {}, column {}", cell / n + 1, cell % n + 1)
    }

    /// A candidate's name, `4 in row 2, column 7`.
    fn candidate_name(&self, (cell, value): Candidate) -> String {
        format!("{} in {}", symbol(value), self.name(cell))
    }

    /// Cells' names as a list, `row 1, column 2; row 1, column 5 and row 2, column 7`.
    fn names(&self, cells: &[usize]) -> String {
        listed(cells.iter().map(|&c| self.name(c)).collect())
    }

    /// Candidates in words, the cells that lose the same symbols together,
    /// `row 2, column 7 and row 3, column 1 lose 4 and 5; row 4, column 2
    /// loses 5`, in the order of their first cell (eliminations come in
    /// cell order). Semicolons part the groups, as "and" lists a group's
    /// cells and symbols.
    fn removals(&self, eliminations: &[Candidate]) -> String {
        let mut lost: Vec<(usize, u32)> = Vec::new();
        for &(cell, value) in eliminations {
            match lost.last_mut() {
                Some((last, mask)) if *last == cell => *mask |= bit(value),
                _ => lost.push((cell, bit(value))),
            }
        }
        let mut groups: Vec<(u32, Vec<usize>)> = Vec::new();
        for (cell, mask) in lost {
            match groups.iter_mut().find(|(same, _)| *same == mask) {
                Some((_, cells)) => cells.push(cell),
                None => groups.push((mask, vec![cell])),
            }
        }
        let words: Vec<String> = groups
            .iter()
            .map(|(mask, cells)| {
                let verb = if cells.len() == 1 { "loses" } else { "lose" };
                format!("{} {verb} {}", self.names(cells), symbols(*mask))
            })
            .collect();
        words.join("; ")
    }

    /// Cells of `unit` by what tells them apart there: `columns 2 and 7`
    /// of a row, `rows 4 and 8` of a column, whole names in a box.
    fn places_in(&self, unit: Unit, cells: &[usize]) -> String {
        let n = self.layout.side();
        let (kind, number): (&str, fn(usize, usize) -> usize) = match unit {
            Unit::Row(_) => ("column", |cell, n| cell % n + 1),
            Unit::Column(_) => ("row", |cell, n| cell / n + 1),
            Unit::Box(_) => return format!("at {}", self.names(cells)),
        };
        let plural = if cells.len() == 1 { "" } else { "s" };
        let numbers = cells.iter().map(|&c| number(c, n).to_string());
        format!("{kind}{plural} {}", joined(numbers.collect(), ", "))
    }
}

/// Words as a list: semicolons between them, since a cell's name holds a
/// comma, and "and" before the last.
fn listed(words: Vec<String>) -> String {
    joined(words, "; ")
}

/// Words as a list, `separator` between them and "and" before the last.
pub(crate) fn joined(mut words: Vec<String>, separator: &str) -> String {
    match words.pop() {
        None => String::new(),
        Some(last) if words.is_empty() => last,
        Some(last) => format!("{} and {last}", words.join(separator)),
    }
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
            if items.len() - k < size - chosen.len() {
                break;
            }
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

//! The singles a variant's rules imply, for a hint in its own words: each
//! open cell's candidates (what no group, cage sum, odd or even cell or
//! non-consecutive neighbour rules out), then a digit with one place left
//! in a cage, region or other group ("the only place for 7 in this region";
//! a cage says why it must hold the digit), or a cell with one digit left.

use super::sketch::{groups, Group};
use super::sums::{sum_step, SumStep};
use super::Variant;
use crate::sudoku::logic::{Candidates, Hint, Technique};
use crate::sudoku::Layout;

/// Why a single is the only choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The digit has one place left in this group (named as the sketch
    /// names it: "cage", "region", "row").
    OnlyPlace {
        /// The group's name.
        group: &'static str,
        /// Its cells.
        cells: Vec<usize>,
    },
    /// The cell has one digit left.
    OnlyDigit,
}

/// A digit the rules force into a cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Single {
    /// The cell, row by row from 0.
    pub cell: usize,
    /// The digit, from 1.
    pub value: u8,
    /// Why.
    pub reason: Reason,
}

impl Single {
    /// What the hint says first: where to look.
    pub fn nudge(&self, side: usize) -> String {
        match &self.reason {
            Reason::OnlyPlace { group, cells } => format!(
                "Look for {} {} in {}.",
                article(self.value),
                self.value,
                group_at(group, cells[0], side)
            ),
            Reason::OnlyDigit => format!("Look at {}.", place(self.cell, side)),
        }
    }

    /// The step in words.
    pub fn explanation(&self, side: usize) -> String {
        let (value, at) = (self.value, place(self.cell, side));
        let (a, cell) = (article(value), &at[1..]);
        match &self.reason {
            // A cage says why it must hold the digit, which a house need not.
            Reason::OnlyPlace {
                group: "cage",
                cells,
            } if cells.len() == 1 => {
                format!("R{cell} is {value}: a cage of one cell holds its sum.")
            }
            Reason::OnlyPlace {
                group: "cage",
                cells,
            } if cells.len() < side => format!(
                "R{cell} is the only cell of this cage that can still hold {a} {value}, and the \
                 cage needs one: every way to make its sum in {} cells uses {a} {value}.",
                cells.len()
            ),
            Reason::OnlyPlace { group: "cage", .. } => format!(
                "R{cell} is the only cell of this cage that can still hold {a} {value}, and a \
                 cage of {side} cells holds every digit."
            ),
            // "Row 3, …": the sentence opens the status ("Hint: Row 3, column 4 is …").
            Reason::OnlyPlace { group, .. } => format!(
                "R{} is the only place for {value} in this {group}: no other cell of it can hold \
                 {} {value} by this puzzle's rules.",
                &at[1..],
                article(value)
            ),
            Reason::OnlyDigit => format!(
                "{value} is the only digit {at} can hold: its groups, its cage's sum and the \
                 variant's other rules rule out the rest."
            ),
        }
    }
}

/// "row 3, column 7"
pub(super) fn place(cell: usize, side: usize) -> String {
    format!("row {}, column {}", cell / side + 1, cell % side + 1)
}

/// A group by a name a player knows: "row 3", "column 7", "the cage at row 3, column 3".
fn group_at(group: &str, first: usize, side: usize) -> String {
    match group {
        "row" => format!("row {}", first / side + 1),
        "column" => format!("column {}", first % side + 1),
        _ => format!("the {group} at {}", place(first, side)),
    }
}

/// "a" or "an" before a digit said aloud: an 8, an 11, an 18.
pub(super) fn article(value: u8) -> &'static str {
    if matches!(value, 8 | 11 | 18) {
        "an"
    } else {
        "a"
    }
}

/// Each cell's candidates as bit sets (bit `v - 1` for digit `v`); a given's is its own digit.
pub fn candidates(variant: &Variant) -> Vec<u32> {
    let n = variant.shape.side();
    let mut sets: Vec<u32> = (0..n * n)
        .map(|c| match variant.givens[c] {
            0 => variant.allowed[c],
            v => 1 << (v - 1),
        })
        .collect();
    for group in groups(variant) {
        let placed = group
            .cells
            .iter()
            .filter(|&&c| variant.givens[c] != 0)
            .fold(0, |set, &c| set | 1 << (variant.givens[c] - 1));
        for &cell in group.cells.iter().filter(|&&c| variant.givens[c] == 0) {
            sets[cell] &= !placed;
        }
    }
    for [a, b] in variant.edges() {
        for (from, to) in [(a, b), (b, a)] {
            if variant.givens[from] != 0 && variant.givens[to] == 0 {
                let v = variant.givens[from] - 1;
                sets[to] &= !((1 << (v + 1)) | if v > 0 { 1 << (v - 1) } else { 0 });
            }
        }
    }
    for cage in variant.cages.iter().filter(|cage| cage.is_summed(n)) {
        let sum = cage.sum.unwrap_or(0);
        let mut seen = vec![0u32; cage.cells.len()];
        fill(
            &cage.cells,
            &sets,
            sum,
            0,
            &mut vec![0; cage.cells.len()],
            &mut seen,
        );
        for (k, &cell) in cage.cells.iter().enumerate() {
            sets[cell] &= seen[k];
        }
    }
    sets
}

/// Every way to fill `cells[k..]` with distinct candidates summing to
/// `left`, each cell's digits seen in some way noted in `seen`.
pub(super) fn fill(
    cells: &[usize],
    sets: &[u32],
    left: u32,
    k: usize,
    chosen: &mut Vec<u32>,
    seen: &mut [u32],
) {
    if k == cells.len() {
        if left == 0 {
            for (slot, &value) in seen.iter_mut().zip(chosen.iter()) {
                *slot |= 1 << (value - 1);
            }
        }
        return;
    }
    let used = chosen[..k].iter().fold(0, |set, &v| set | 1 << (v - 1));
    let mut options = sets[cells[k]] & !used;
    while options != 0 {
        let value = options.trailing_zeros() + 1;
        options &= options - 1;
        if value <= left {
            chosen[k] = value;
            fill(cells, sets, left - value, k + 1, chosen, seen);
        }
    }
}

/// The first single the rules imply: a digit with one place left in a
/// group (the variant's own groups, cages first, before rows, columns and
/// boxes), else a cell with one digit left; `None` when there is none or
/// the grid is full.
pub fn single(variant: &Variant) -> Option<Single> {
    single_among(variant, &candidates(variant))
}

/// `single`, given the open cells' candidates.
fn single_among(variant: &Variant, sets: &[u32]) -> Option<Single> {
    let n = variant.shape.side();
    let open = |c: usize| variant.givens[c] == 0;
    let named = groups(variant);
    // The variant's words first: a cage, a region, a diagonal… then the
    // classic houses. Three passes in place of a stable sort, whose code
    // (some 6 KB, used nowhere else) the logic package's budget could not
    // spare.
    let rank = |group: &&Group| match group.name {
        "cage" => 0,
        "row" | "column" | "box" => 2,
        _ => 1,
    };
    let ranked = (0..3).flat_map(|r| named.iter().filter(move |g| rank(g) == r));
    for group in ranked.filter(|g| g.cells.len() == n || g.name == "cage") {
        for value in 1..=n as u8 {
            let bit = 1 << (value - 1);
            if group.cells.iter().any(|&c| variant.givens[c] == value) {
                continue;
            }
            let mut places = group
                .cells
                .iter()
                .filter(|&&c| open(c) && sets[c] & bit != 0);
            let (Some(&cell), None) = (places.next(), places.next()) else {
                continue;
            };
            // A cage smaller than the grid holds a digit only if every way to fill it does.
            if group.cells.len() < n && !needs(variant, &group.cells, sets, value) {
                continue;
            }
            return Some(Single {
                cell,
                value,
                reason: Reason::OnlyPlace {
                    group: group.name,
                    cells: group.cells.clone(),
                },
            });
        }
    }
    (0..n * n)
        .find(|&c| open(c) && sets[c].count_ones() == 1)
        .map(|cell| Single {
            cell,
            value: sets[cell].trailing_zeros() as u8 + 1,
            reason: Reason::OnlyDigit,
        })
}

/// Whether every way to fill the summed cage on `cells` uses `value`.
fn needs(variant: &Variant, cells: &[usize], sets: &[u32], value: u8) -> bool {
    let Some(cage) = variant.cages.iter().find(|cage| {
        cage.sum.is_some()
            && cage.cells.iter().all(|c| cells.contains(c))
            && cage.cells.len() == cells.len()
    }) else {
        return false;
    };
    let open: Vec<usize> = cage
        .cells
        .iter()
        .copied()
        .filter(|&c| variant.givens[c] == 0)
        .collect();
    let placed: u32 = cage
        .cells
        .iter()
        .map(|&c| u32::from(variant.givens[c]))
        .sum();
    let Some(left) = cage.sum.unwrap_or(0).checked_sub(placed) else {
        return false;
    };
    // Fillings of the open cells without `value`: if there are none, it is needed.
    let without: Vec<u32> = sets.iter().map(|&set| set & !(1 << (value - 1))).collect();
    let mut seen = vec![0u32; open.len()];
    fill(
        &open,
        &without,
        left,
        0,
        &mut vec![0; open.len()],
        &mut seen,
    );
    seen.iter().all(|&s| s == 0) && !open.is_empty()
}

/// Where to guess when no single follows: an open cell with the fewest
/// candidates, as the classic hint's `Candidates::guess` offers one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guess {
    /// The cell, row by row from 0.
    pub cell: usize,
    /// Its candidates by the variant's rules, as a bit set (bit `v - 1` for `v`).
    pub candidates: u32,
}

/// Why no guess can be offered: the rules leave an open cell no digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoDigitLeft {
    /// The cell, row by row from 0.
    pub cell: usize,
    /// The grid's side, to name the cell.
    pub side: usize,
}

impl std::fmt::Display for NoDigitLeft {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let at = place(self.cell, self.side);
        write!(f, "no solution: no digit fits {at} by this puzzle's rules")
    }
}

impl std::error::Error for NoDigitLeft {}

/// The open cell with the fewest candidates (the first in row order);
/// `Ok(None)` for a full grid, and an error naming an open cell the rules
/// leave no digit.
pub fn guess(variant: &Variant) -> Result<Option<Guess>, NoDigitLeft> {
    guess_among(variant, &candidates(variant))
}

/// `guess`, given the open cells' candidates.
fn guess_among(variant: &Variant, sets: &[u32]) -> Result<Option<Guess>, NoDigitLeft> {
    let open = (0..sets.len()).filter(|&c| variant.givens[c] == 0);
    let Some(cell) = open.min_by_key(|&c| sets[c].count_ones()) else {
        return Ok(None);
    };
    match sets[cell] {
        0 => Err(NoDigitLeft {
            cell,
            side: variant.shape.side(),
        }),
        candidates => Ok(Some(Guess { cell, candidates })),
    }
}

/// What a player calls the puzzle, for a hint's words: "killer" when a
/// cage has a sum, "jigsaw" when it has regions, else "puzzle".
pub fn kind_word(variant: &Variant) -> &'static str {
    if variant.cages.iter().any(|cage| cage.sum.is_some()) {
        "killer"
    } else if variant.regions.is_some() {
        "jigsaw"
    } else {
        "puzzle"
    }
}

impl Guess {
    /// What the hint says first, in the variant's words (`kind`: "killer",
    /// "jigsaw", "puzzle").
    pub fn nudge(&self, kind: &str, side: usize) -> String {
        format!(
            "No technique here applies to this {kind}: a guess is needed, best at {}.",
            place(self.cell, side)
        )
    }

    /// The step in words; for a killer, what was tried before guessing.
    pub fn explanation(&self, kind: &str, side: usize) -> String {
        let digits: Vec<String> = (1..=side as u32)
            .filter(|v| self.candidates & 1 << (v - 1) != 0)
            .map(|v| v.to_string())
            .collect();
        let tried = if kind == "killer" {
            "no single, cage combination, 45 rule or other technique"
        } else {
            "no single or other technique"
        };
        format!(
            "Guess: {tried} here applies to this {kind}; {} has the fewest candidates ({}), so a \
             guess there has the best odds.",
            place(self.cell, side),
            digits.join(", ")
        )
    }
}

/// What a hint offers next: a single, else what a sum gives, else a
/// classic technique, else a guess.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A digit the rules force.
    Single(Single),
    /// What a cage's combinations or the 45 rule place or rule out.
    Sum(SumStep),
    /// A classic technique on the variant's candidates (pointing, a naked
    /// pair …), in its houses: rows, columns and boxes or regions.
    Technique(Hint),
    /// Where to guess: nothing else follows.
    Guess(Guess),
}

/// The next step for a hint, from one reading of the candidates: an open
/// cell the rules leave no digit is said first (no step follows from a
/// grid with no solution), then the first `single`, what a sum gives
/// (`sum_step`), a classic technique, else the `guess`; `Ok(None)` for a
/// full grid.
pub fn next_step(variant: &Variant) -> Result<Option<Step>, NoDigitLeft> {
    let sets = candidates(variant);
    let Some(guess) = guess_among(variant, &sets)? else {
        return Ok(None);
    };
    let step = single_among(variant, &sets)
        .map(Step::Single)
        .or_else(|| sum_step(variant, &sets).map(Step::Sum))
        .or_else(|| technique(variant, &sets).map(Step::Technique))
        .unwrap_or(Step::Guess(guess));
    Ok(Some(step))
}

/// The first classic technique's step on the variant's candidates, where
/// its houses make a classic layout (rows, columns, and boxes or a
/// jigsaw's regions): the techniques read only that each of those holds
/// every digit once, which the variant's rules keep, and candidates that
/// its other rules have narrowed only help.
fn technique(variant: &Variant, sets: &[u32]) -> Option<Hint> {
    let n = variant.shape.side();
    let layout = match &variant.regions {
        _ if variant.boxes => Layout::new(variant.shape),
        Some(regions) => {
            let boxes: Vec<usize> = regions.iter().map(|&r| usize::from(r)).collect();
            Layout::with_boxes(n, &boxes)
        }
        None => return None,
    };
    let mut found = Candidates::within(layout, &variant.givens);
    found.narrow(sets);
    found.next_step(Technique::ForcingChain)
}

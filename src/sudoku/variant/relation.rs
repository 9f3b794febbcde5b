//! Relations: rules on the values of a few cells together (a thermometer's
//! order, an arrow's sum), and rules on two cells (a thermometer's step, a
//! kropki dot, an X or a V). The encoding lists the values each relation
//! allows its cells together, to narrow each cell to the symbols some of
//! them give it. A thermometer is then kept by the pairs along it, with
//! secondary items between the two cells of each (see `encoding.rs`); an
//! arrow, whose sum no pair can keep, becomes one primary item whose
//! options are those lists, each giving each open cell its value as the
//! colour of a secondary item of the cell, as every placement there does
//! (Knuth's `dlx2`: any constraint is colours once its allowed assignments
//! are listed).

/// A rule on the values of a few cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Relation {
    /// A thermometer: the values strictly increase from the bulb, the first
    /// cell, along the rest.
    Thermo(Vec<usize>),
    /// An arrow: the circle holds the sum of the other cells (which may
    /// repeat a symbol, where no house forbids it). The circle is the
    /// first `pill` cells, read as one number, their symbols its digits in
    /// order: one cell for a plain arrow, two or three for a pill arrow
    /// (whose digits after the first are at most 9).
    Arrow {
        /// The circle's cells, then the arrow's.
        cells: Vec<usize>,
        /// How many of `cells` make the circle.
        pill: usize,
    },
    /// A little killer: the symbols along a diagonal add up to `total`,
    /// repeats allowed where no house forbids them. Kept by a chain of
    /// running totals (`chain.rs`): too many fillings to list.
    LittleKiller {
        /// The diagonal, from the clue's end.
        cells: Vec<usize>,
        /// The clue.
        total: u32,
    },
    /// A sandwich: the symbols between the 1 and the largest symbol (9) of
    /// a row or column add up to `total`. Kept by a chain (`chain.rs`).
    Sandwich {
        /// The row or column, from its left or top.
        cells: Vec<usize>,
        /// The clue.
        total: u32,
    },
    /// Cells whose symbols add up to `total`, all different if `distinct`:
    /// never read from a puzzle, but what its houses and cages imply (the
    /// 45 rule, see `house_sums.rs`), so that the search sees it.
    Sum {
        /// The cells, in no particular order.
        cells: Vec<usize>,
        /// What their symbols add up to.
        total: u32,
        /// Whether they lie in one house.
        distinct: bool,
    },
}

impl Relation {
    /// The cells the rule is on, in its order.
    pub fn cells(&self) -> &[usize] {
        match self {
            Relation::Thermo(cells)
            | Relation::Arrow { cells, .. }
            | Relation::LittleKiller { cells, .. }
            | Relation::Sandwich { cells, .. }
            | Relation::Sum { cells, .. } => cells,
        }
    }

    /// What the rule is called in an error.
    pub fn name(&self) -> &'static str {
        match self {
            Relation::Thermo(_) => "thermometer",
            Relation::Arrow { pill: 1, .. } => "arrow",
            Relation::Arrow { .. } => "pill arrow",
            Relation::LittleKiller { .. } => "little killer",
            Relation::Sandwich { .. } => "sandwich",
            Relation::Sum { .. } => "sum",
        }
    }

    /// Every assignment of values to [`Relation::cells`] that the rule
    /// allows, each cell's value among its `candidates` (bit `v - 1` for
    /// symbol `v`, in the order of the cells), one after another in one
    /// vector; none for a chain ([`Relation::moves`]), which has too many.
    pub fn assignments(&self, candidates: &[u32], side: usize) -> Vec<u8> {
        let mut found = Vec::new();
        let mut values = vec![0; candidates.len()];
        match self {
            Relation::Thermo(_) => rise(candidates, side, (&mut values, 0), 0, &mut found),
            &Relation::Arrow { pill, .. } => {
                pill_up(candidates, pill, (&mut values, 0), 0, &mut found);
            }
            Relation::LittleKiller { .. } | Relation::Sandwich { .. } => {}
            &Relation::Sum {
                total, distinct, ..
            } => {
                let spent = if distinct { 0 } else { u32::MAX };
                total_up(candidates, (&mut values, 0), (total, spent), &mut found);
            }
        }
        found
    }
}

/// Fills `values[at..]` with symbols above `below`, rising, each from its
/// cell's candidates and leaving room for the cells after it.
fn rise(
    candidates: &[u32],
    side: usize,
    (values, at): (&mut Vec<u8>, usize),
    below: u32,
    found: &mut Vec<u8>,
) {
    if at == candidates.len() {
        found.extend_from_slice(values);
        return;
    }
    // Above `below`, and at most `side` less the cells still to come.
    let highest = side.saturating_sub(candidates.len() - at - 1);
    let mut symbols = candidates[at] & !((1u32 << below) - 1) & ((1u32 << highest) - 1);
    while symbols != 0 {
        let symbol = symbols.trailing_zeros() + 1;
        symbols &= symbols - 1;
        values[at] = symbol as u8;
        rise(candidates, side, (values, at + 1), symbol, found);
    }
}

/// Fills the circle's cells, `values[at..pill]`, with the digits of the
/// number it reads (`number` so far): the first any symbol, the others at
/// most 9; then the arrow's cells with symbols adding up to it.
fn pill_up(
    candidates: &[u32],
    pill: usize,
    (values, at): (&mut Vec<u8>, usize),
    number: u32,
    found: &mut Vec<u8>,
) {
    if at == pill {
        total_up(candidates, (values, at), (number, u32::MAX), found);
        return;
    }
    let digits = if at == 0 { u32::MAX } else { 0x1ff };
    let mut symbols = candidates[at] & digits;
    while symbols != 0 {
        let symbol = symbols.trailing_zeros() + 1;
        symbols &= symbols - 1;
        values[at] = symbol as u8;
        pill_up(
            candidates,
            pill,
            (values, at + 1),
            number * 10 + symbol,
            found,
        );
    }
}

/// Fills `values[at..]` with symbols adding up to `left`, each from its
/// cell's candidates and, unless `used` is all ones (repeats allowed), none
/// in `used`.
fn total_up(
    candidates: &[u32],
    (values, at): (&mut Vec<u8>, usize),
    (left, used): (u32, u32),
    found: &mut Vec<u8>,
) {
    if at == values.len() {
        if left == 0 {
            found.extend_from_slice(values);
        }
        return;
    }
    let after = (values.len() - at - 1) as u32;
    let fresh = if used == u32::MAX { u32::MAX } else { !used };
    let mut symbols = candidates[at] & fresh;
    while symbols != 0 {
        let symbol = symbols.trailing_zeros() + 1;
        symbols &= symbols - 1;
        if symbol + after > left {
            break;
        }
        values[at] = symbol as u8;
        let used = if used == u32::MAX {
            used
        } else {
            used | 1 << (symbol - 1)
        };
        total_up(candidates, (values, at + 1), (left - symbol, used), found);
    }
}

/// A rule on the symbols `x` and `y` of two cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairRule {
    /// A step of a thermometer: `x < y`.
    Rise,
    /// A white kropki dot: `x` and `y` consecutive.
    Consecutive,
    /// A black kropki dot: one twice the other.
    Double,
    /// An X (10) or a V (5): `x + y` is the sum.
    Sum(u8),
    /// Neighbours with no kropki dot where every dot is shown (ISS's
    /// `StrictKropki`): neither consecutive nor one twice the other.
    NoKropki,
    /// Neighbours with no X or V where every one is shown (`StrictXV`):
    /// `x + y` neither 10 nor 5.
    NoXv,
}

impl PairRule {
    /// Whether the first cell may hold `x` while the second holds `y`.
    pub fn allows(self, x: u8, y: u8) -> bool {
        match self {
            PairRule::Rise => x < y,
            PairRule::Consecutive => x.abs_diff(y) == 1,
            PairRule::Double => x == 2 * y || y == 2 * x,
            PairRule::Sum(sum) => x + y == sum,
            PairRule::NoKropki => {
                !PairRule::Consecutive.allows(x, y) && !PairRule::Double.allows(x, y)
            }
            PairRule::NoXv => x + y != 10 && x + y != 5,
        }
    }

    /// What the rule is called in an error.
    pub fn name(self) -> &'static str {
        match self {
            PairRule::Rise => "thermometer",
            PairRule::Consecutive => "white dot",
            PairRule::Double => "black dot",
            PairRule::Sum(10) => "X",
            PairRule::Sum(_) => "V",
            PairRule::NoKropki => "missing kropki dot",
            PairRule::NoXv => "missing X or V",
        }
    }
}

/// Two cells and the rule on their symbols.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    /// The first cell and the second (a thermometer's lower, then upper).
    pub cells: [usize; 2],
    /// What their symbols must be.
    pub rule: PairRule,
}

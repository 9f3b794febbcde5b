//! Killer cages whose digits already break their sums, seen from the
//! grid alone, as a repeated digit is (no solution needed): a cage past its
//! sum before it is full, a full cage of another total, and a cage whose
//! empty cells cannot make the rest of its sum with digits it does not
//! hold yet (5 in a 10-cage of two cells leaves 5, which the cage holds).
//! Beside them, two filled cells that break a rule on the pair: a
//! thermometer's step, a kropki dot, an X or a V, the neighbours a strict
//! rule or non-consecutive keeps apart.

use super::singles::{article, place};
use super::{PairRule, Variant};

/// How a cage's sum is broken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Broken {
    /// Its digits add up to more than the sum, with cells still empty.
    Over,
    /// It is full, and its digits add up to another total.
    WrongTotal,
    /// No distinct digits it does not hold yet fill its empty cells to the sum.
    Short,
}

/// A cage whose sum its digits break.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CageBreak {
    /// Its filled cells, row by row from 0: the digits at fault.
    pub cells: Vec<usize>,
    /// All of the cage's cells: the break stands while they hold the same digits.
    pub cage: Vec<usize>,
    /// Its sum.
    pub sum: u32,
    /// What its filled cells add up to.
    pub total: u32,
    /// Its empty cells.
    pub open: usize,
    /// The digits in it, as a bit set (bit `v - 1` for `v`).
    pub held: u32,
    /// How.
    pub broken: Broken,
}

impl CageBreak {
    /// What each digit of it does, after the digit: "makes the 16-cage at
    /// row 1, column 1 add up to 17 before it is full".
    pub fn says(&self, side: usize) -> String {
        let first = self.cage.iter().copied().min().unwrap_or(0);
        let cage = format!(
            "the {}-cage at row {}, column {}",
            self.sum,
            first / side + 1,
            first % side + 1
        );
        let (total, sum) = (self.total, self.sum);
        match self.broken {
            Broken::Over => format!("makes {cage} add up to {total} before it is full"),
            Broken::WrongTotal => format!("makes {cage} add up to {total}, not {sum}"),
            Broken::Short => self.short(&cage, side),
        }
    }
}

impl CageBreak {
    /// Why the empty cells cannot make the rest: "leaves 5 for the last
    /// cell of the 12-cage at row 5, column 2, which has a 5 already".
    fn short(&self, cage: &str, side: usize) -> String {
        let (left, open) = (self.sum - self.total, self.open);
        if open == 1 {
            return match left {
                0 => format!("leaves nothing for the last cell of {cage}"),
                _ if left as usize > side => {
                    format!("leaves {left} for the last cell of {cage}, more than a digit")
                }
                _ => format!(
                    "leaves {left} for the last cell of {cage}, which has {} {left} already",
                    article(left as u8)
                ),
            };
        }
        let lacks: Vec<u32> = (1..=side as u32)
            .filter(|v| self.held & 1 << (v - 1) == 0)
            .collect();
        let least: u32 = lacks.iter().take(open).sum();
        let most: u32 = lacks.iter().rev().take(open).sum();
        let why = if left < least {
            format!(": too little for {open} different digits")
        } else if left > most {
            format!(": too much for {open} different digits it lacks")
        } else {
            format!(", which no {open} different digits it lacks add up to")
        };
        format!("leaves {left} for the {open} empty cells of {cage}{why}")
    }
}

/// Every cage with a sum that its filled cells (the givens of `variant`:
/// a page passes the player's entries as givens) already break.
pub fn cage_breaks(variant: &Variant) -> Vec<CageBreak> {
    let n = variant.shape.side();
    let mut breaks = Vec::new();
    for cage in variant.cages.iter().filter(|cage| cage.is_summed(n)) {
        let sum = cage.sum.unwrap_or(0);
        let cells: Vec<usize> = cage
            .cells
            .iter()
            .copied()
            .filter(|&c| variant.givens[c] != 0)
            .collect();
        let total: u32 = cells.iter().map(|&c| u32::from(variant.givens[c])).sum();
        let held = cells
            .iter()
            .fold(0u32, |set, &c| set | 1 << (variant.givens[c] - 1));
        let open = cage.cells.len() - cells.len();
        let broken = if open == 0 {
            (total != sum).then_some(Broken::WrongTotal)
        } else if total > sum {
            Some(Broken::Over)
        } else {
            (!makes(n, held, open, sum - total)).then_some(Broken::Short)
        };
        if let (Some(broken), false) = (broken, cells.is_empty()) {
            breaks.push(CageBreak {
                cells,
                cage: cage.cells.clone(),
                held,
                sum,
                total,
                open,
                broken,
            });
        }
    }
    breaks
}

/// Whether `count` distinct digits from 1 to `n`, none of `held` (bit
/// `v - 1` for `v`), add up to `left`: the sums of each number of digits
/// reachable, digit by digit (at most 25 digits, sums to 325).
fn makes(n: usize, held: u32, count: usize, left: u32) -> bool {
    let left = left as usize;
    // reach[k][s]: some k of the digits so far add up to s.
    let mut reach = vec![vec![false; left + 1]; count + 1];
    reach[0][0] = true;
    for digit in (1..=n).filter(|&v| held & 1 << (v - 1) == 0 && v <= left) {
        for k in (0..count).rev() {
            for s in 0..=left - digit {
                if reach[k][s] {
                    reach[k + 1][s + digit] = true;
                }
            }
        }
    }
    reach[count][left]
}

/// Two filled cells whose digits break a rule on the pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairBreak {
    /// The two cells, row by row from 0 (a thermometer's lower first).
    pub cells: [usize; 2],
    /// The rule they break; `None` for non-consecutive neighbours.
    pub rule: Option<PairRule>,
}

impl PairBreak {
    /// What each digit of the pair does, after the digit: "breaks the
    /// white dot between row 1, column 1 and row 1, column 2: the two are
    /// not consecutive".
    pub fn says(&self, side: usize) -> String {
        let [a, b] = self.cells.map(|cell| place(cell, side));
        let (what, why) = match self.rule {
            None => ("non-consecutive", "neighbours may not differ by 1"),
            Some(PairRule::Rise) => ("thermometer", "it must rise from its bulb"),
            Some(PairRule::Consecutive) => ("white dot", "the two are not consecutive"),
            Some(PairRule::Double) => ("black dot", "neither is twice the other"),
            Some(PairRule::Sum(10)) => ("X", "the two do not add up to 10"),
            Some(PairRule::Sum(_)) => ("V", "the two do not add up to 5"),
            Some(PairRule::NoKropki) => (
                "strict kropki",
                "with no dot they may be neither consecutive nor one twice the other",
            ),
            Some(PairRule::NoXv) => (
                "strict XV",
                "with no X or V they may add up to neither 10 nor 5",
            ),
        };
        format!("breaks the {what} rule between {a} and {b}: {why}")
    }
}

/// Every pair of filled cells (the givens of `variant`: a page passes the
/// player's entries as givens) whose digits break a rule on the two: a
/// thermometer's step, a dot, an X or a V, strict kropki or XV, and
/// non-consecutive neighbours.
pub fn pair_breaks(variant: &Variant) -> Vec<PairBreak> {
    let digits = |[a, b]: [usize; 2]| (variant.givens[a], variant.givens[b]);
    let filled = |cells: [usize; 2]| digits(cells).0 != 0 && digits(cells).1 != 0;
    let pairs = variant.pairs().into_iter().filter(|pair| {
        let (x, y) = digits(pair.cells);
        filled(pair.cells) && !pair.rule.allows(x, y)
    });
    let mut breaks: Vec<PairBreak> = pairs
        .map(|pair| PairBreak {
            cells: pair.cells,
            rule: Some(pair.rule),
        })
        .collect();
    for cells in variant.edges() {
        let (x, y) = digits(cells);
        if filled(cells) && x.abs_diff(y) == 1 {
            breaks.push(PairBreak { cells, rule: None });
        }
    }
    breaks
}

//! A variant as a constraint problem ([`crate::csp`]) rather than exact
//! cover: each cell a variable whose values are its symbols, each house and
//! distinct group all-different, each summed cage a sum (and all-different
//! where no house holds it), each sum the houses imply (the 45 rule,
//! `house_sums.rs`) a sum too, and each pair of cells under a rule (a
//! thermometer's step, a kropki dot, an X or V, non-consecutive
//! neighbours) a table of the symbols allowed together.
//!
//! Killers are why: exact cover learns that a cage can no longer hold a
//! symbol only once an item runs out of options, while a sum here narrows
//! its cells after every placement, as ISS's sum handlers do
//! (docs/variants.md has the measurements). Arrows, little killers and
//! sandwiches are not sums of distinct cells a table lists cheaply, and
//! stay with exact cover ([`problem`] answers `None`).

use super::{Relation, Variant};
use crate::csp::{Problem, MAX_VALUES};

/// The most cells of a sum the houses imply across houses (whose symbols
/// may repeat, so it is narrowed by bounds alone): over more, a pass costs
/// more than the bounds narrow (TAREK #1 to #3 took 1.8 times the
/// instructions with every band's sum, up to 40 cells, for as many nodes).
const MOST_CELLS_ACROSS: usize = 9;

/// `variant` as a constraint problem, each cell (row by row) a variable
/// and each symbol `v` its value `v - 1`; `None` if it is no killer (a
/// summed cage) or has a rule this search does not take (arrows, little
/// killers, sandwiches, more than [`MAX_VALUES`] symbols). Variants
/// without sums stay with exact cover, whose node is the cheaper where
/// houses are all there is to propagate (ISS's 16×16 windoku: two million
/// nodes in 45 s here against 4.8 s, both giving up).
pub(super) fn problem(variant: &Variant) -> Option<Problem> {
    let n = variant.shape.side();
    let takes = |relation: &Relation| matches!(relation, Relation::Thermo(_));
    let killer = variant.cages.iter().any(|cage| cage.is_summed(n));
    if n > MAX_VALUES
        || !killer
        || !variant.relations.iter().all(takes)
        || !variant.implied.is_empty()
    {
        return None;
    }
    let mut problem = Problem::new(n * n, n);
    for (cell, (&given, &allowed)) in variant.givens.iter().zip(&variant.allowed).enumerate() {
        let mask = if given > 0 { 1 << (given - 1) } else { allowed };
        problem.narrow(cell, mask as u16);
    }
    let houses = variant.houses();
    for house in &houses {
        problem.distinct(house);
    }
    for group in variant.groups(&houses) {
        problem.distinct(&group);
    }
    for cage in (variant.cages.iter()).filter(|cage| cage.is_summed(n)) {
        problem.sum(&cage.cells, cage.sum.unwrap_or_default(), true);
        if !houses
            .iter()
            .any(|h| cage.cells.iter().all(|c| h.contains(c)))
        {
            problem.distinct(&cage.cells);
        }
    }
    for (cells, total, distinct) in variant.house_sums().unwrap_or_default() {
        match cells.len() {
            1 => problem.narrow(cells[0], number(total)),
            // A whole house's sum says nothing its group does not.
            k if distinct && k == n => {}
            k if !distinct && k > MOST_CELLS_ACROSS => {}
            _ => problem.sum(&cells, total, distinct),
        }
    }
    for (plus, minus, total) in variant.house_differences() {
        problem.difference(&plus, &minus, total);
    }
    for pair in variant.pairs() {
        let [a, b] = pair.cells;
        problem.pair(a, b, |x, y| pair.rule.allows(x as u8 + 1, y as u8 + 1));
    }
    for [a, b] in variant.edges() {
        problem.pair(a, b, |x, y| x.abs_diff(y) != 1);
    }
    Some(problem)
}

/// The mask of the symbol `total`, or none if no symbol is.
fn number(total: u32) -> u16 {
    if (1..=16).contains(&total) {
        1 << (total - 1)
    } else {
        0
    }
}

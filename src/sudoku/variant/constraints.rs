//! A variant as a constraint problem ([`crate::csp`]) rather than exact
//! cover: each cell a variable whose values are its symbols, each house and
//! distinct group all-different, each summed cage a sum (and all-different
//! where no house holds it), each sum the houses imply (the 45 rule,
//! `house_sums.rs`) a sum too, each little killer a sum whose symbols may
//! repeat (with the sums across houses they imply), each pair of cells
//! under a rule (a thermometer's step, a kropki dot, an X or V,
//! non-consecutive neighbours) a table of the symbols allowed together,
//! and, without sums, where two houses meet, the rest of each taking the
//! same symbols.
//!
//! Killers were first why: exact cover learns that a cage can no longer
//! hold a symbol only once an item runs out of options, while a sum here
//! narrows its cells after every placement, as ISS's sum handlers do. Then
//! the rest: with its houses' intersections the search's trees on ISS's
//! 16×16 X and windoku were 10 to 60 times smaller than exact cover's, and
//! no larger on its other examples (docs/variants.md has the
//! measurements). Arrows and sandwiches, a sum whose total is a cell's and
//! a sum between two cells the search finds, stay with exact cover
//! ([`problem`] answers `None`).

use super::{Relation, Variant};
use crate::csp::{Problem, MAX_VALUES};

/// The most cells of a sum the houses imply across houses (whose symbols
/// may repeat, so it is narrowed by bounds alone): over more, a pass costs
/// more than the bounds narrow (TAREK #1 to #3 took 1.8 times the
/// instructions with every band's sum, up to 40 cells, for as many nodes).
const MOST_CELLS_ACROSS: usize = 9;

/// `variant` as a constraint problem, each cell (row by row) a variable
/// and each symbol `v` its value `v - 1`; `None` if it has a rule this
/// search does not take (arrows, sandwiches, more than [`MAX_VALUES`]
/// symbols), which stays with exact cover.
pub(super) fn problem(variant: &Variant) -> Option<Problem> {
    let n = variant.shape.side();
    let takes = |relation: &Relation| {
        matches!(
            relation,
            Relation::Thermo(_) | Relation::LittleKiller { .. }
        )
    };
    if n > MAX_VALUES || !variant.relations.iter().all(takes) || !variant.implied.is_empty() {
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
    for (cells, total, distinct, _) in variant.house_sums().unwrap_or_default() {
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
    // Little killers, and the sums across houses they imply.
    for (cells, total) in variant.crossing_sums(&houses) {
        problem.sum(&cells, total, false);
    }
    let sums = variant.cages.iter().any(|cage| cage.is_summed(n))
        || (variant.relations.iter()).any(|r| matches!(r, Relation::LittleKiller { .. }));
    if !sums {
        intersections(variant, &houses, &mut problem);
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

/// Where two houses meet in a box's row or column of cells (a row or a
/// diagonal and a box, a row and a window), the rest of one takes the
/// values the rest of the other takes: both take what the cells they share
/// do not (pointing and claiming, as ISS's house intersections). On ISS's
/// 16×16 X and windoku they cut the trees 2 to 60 times (its very hard X
/// 76,395 nodes to 45,544, its windoku from more than two million to
/// 29,652); with sums they cost more than they saved (HS_KILLERS 2,793
/// nodes to 12,611; TAREK_ALL 171,205 to 130,760 nodes but 15% more
/// CPU), so killers go without.
fn intersections(variant: &Variant, houses: &[Vec<usize>], problem: &mut Problem) {
    let (n, shape) = (variant.shape.side(), variant.shape);
    for (i, a) in houses.iter().enumerate() {
        for b in &houses[..i] {
            let shared = a.iter().filter(|c| b.contains(c)).count();
            let meet = shared == shape.box_rows() || shared == shape.box_cols();
            if meet && shared < n && a.len() == n && b.len() == n {
                let rest = |x: &[usize], y: &[usize]| -> Vec<usize> {
                    x.iter().copied().filter(|c| !y.contains(c)).collect()
                };
                problem.same(&rest(a, b), &rest(b, a));
            }
        }
    }
}

/// The mask of the symbol `total`, or none if no symbol is.
fn number(total: u32) -> u16 {
    if (1..=16).contains(&total) {
        1 << (total - 1)
    } else {
        0
    }
}

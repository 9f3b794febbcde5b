//! Pairs and thermometers: the narrowing of their cells, their items in a
//! placement, and the givens that break them.
//!
//! A pair's rule lists the symbols `(x, y)` its cells may hold together.
//! Each `x` of the first cell that some candidate of the second may not
//! stand beside is a secondary item: the placement of `x` in the first cell
//! covers it, and so does the placement of each `y` in the second cell
//! that may not stand beside `x`. Two placements share an item exactly when
//! the rule forbids them together, so the pair is exact with no colours,
//! and a placement strikes its partner's forbidden candidates at once, as
//! a given's house does.

use super::{cell_name, Items, Pair, Relation, Row, Variant, VariantError, MET};

impl Items {
    /// Pushes the pairs' items of `symbol` in `cell` onto `option`.
    pub(super) fn pair_placement(&self, cell: usize, symbol: u8, option: &mut Row) {
        for &(pair, second) in &self.pairs_of[cell] {
            let (rule, need) = (self.pair_rule[pair], self.pair_need[pair]);
            let mut firsts = if second {
                need
            } else {
                need & 1 << (symbol - 1)
            };
            while firsts != 0 {
                let x = firsts.trailing_zeros() as u8 + 1;
                firsts &= firsts - 1;
                let item = self.pair_item[pair * self.side + usize::from(x) - 1];
                if (!second || !rule.allows(x, symbol)) && item != MET {
                    option.push(item);
                }
            }
        }
    }

    /// Narrows each open cell on a pair to the symbols that some candidate
    /// of its partner may stand beside, and each on a thermometer to those
    /// that some rising filling of it gives the cell, until nothing
    /// narrows; then notes the symbols of each pair's first cell that need
    /// an item, and returns each relation's assignments (one after
    /// another, a value a cell).
    pub(super) fn relate(&mut self, variant: &Variant, pairs: &[Pair]) -> Vec<Vec<u8>> {
        let givens = &variant.givens;
        let candidate = |items: &Items, c: usize| match givens[c] {
            0 => items.candidates(c),
            given => 1 << (given - 1),
        };
        let mut tables = vec![Vec::new(); variant.relations.len()];
        let mut narrowed = true;
        while narrowed {
            narrowed = false;
            for (relation, table) in variant.relations.iter().zip(&mut tables) {
                let cells = relation.cells();
                let candidates: Vec<u32> = cells.iter().map(|&c| candidate(self, c)).collect();
                let seen = supports(relation, &candidates, self.side, table);
                for (&cell, seen) in cells.iter().zip(seen) {
                    narrowed |= self.keep(variant, cell, seen);
                }
            }
            for &Pair {
                cells: [a, b],
                rule,
            } in pairs
            {
                let (first, second) = (candidate(self, a), candidate(self, b));
                let beside = |x: u8, others: u32, flip: bool| {
                    symbols(others).any(|y| {
                        if flip {
                            rule.allows(y, x)
                        } else {
                            rule.allows(x, y)
                        }
                    })
                };
                let keep_a = symbols(first).filter(|&x| beside(x, second, false));
                let keep_b = symbols(second).filter(|&y| beside(y, first, true));
                narrowed |= self.keep(variant, a, keep_a.fold(0, |set, x| set | 1 << (x - 1)));
                narrowed |= self.keep(variant, b, keep_b.fold(0, |set, y| set | 1 << (y - 1)));
            }
        }
        self.pair_need = pairs
            .iter()
            .map(
                |&Pair {
                     cells: [a, b],
                     rule,
                 }| {
                    let second = candidate(self, b);
                    symbols(candidate(self, a))
                        .filter(|&x| symbols(second).any(|y| !rule.allows(x, y)))
                        .fold(0, |set, x| set | 1 << (x - 1))
                },
            )
            .collect();
        tables
    }

    /// Narrows an open `cell` to `seen`; whether that narrowed it.
    fn keep(&mut self, variant: &Variant, cell: usize, seen: u32) -> bool {
        let narrows = variant.givens[cell] == 0 && self.allowed[cell] & !seen != 0;
        if narrows {
            self.allowed[cell] &= seen;
        }
        narrows
    }

    /// An error if two givens on a thermometer do not rise, two givens
    /// break the rule of their pair, or an arrow's givens do not add up.
    pub(super) fn check_givens(variant: &Variant) -> Result<(), VariantError> {
        let (givens, side) = (&variant.givens, variant.shape.side());
        let name = |cell: usize| cell_name(cell, side);
        for relation in &variant.relations {
            if let &Relation::Arrow { pill, ref cells } = relation {
                if !few_fillings(pill, cells.len(), side) {
                    return Err(VariantError::rule(format!(
                        "the {} from {} may be filled in more than 5,000,000 ways, the most this \
                         solver lists: not supported (a shorter arrow, or a circle of fewer cells, is)",
                        relation.name(),
                        name(cells[0])
                    )));
                }
            }
            let cells = match relation {
                Relation::Thermo(cells) => cells,
                Relation::Sum { .. } => continue,
                Relation::Arrow { .. }
                | Relation::LittleKiller { .. }
                | Relation::Sandwich { .. } => {
                    if relation.cells().iter().all(|&c| givens[c] != 0) {
                        Items::check_sum(relation, givens, side)?;
                    }
                    continue;
                }
            };
            let given: Vec<usize> = cells.iter().copied().filter(|&c| givens[c] != 0).collect();
            if let Some(pair) = given.windows(2).find(|p| givens[p[0]] >= givens[p[1]]) {
                return Err(VariantError::rule(format!(
                    "the givens {} and {} do not rise along a thermometer",
                    name(pair[0]),
                    name(pair[1])
                )));
            }
        }
        for &Pair {
            cells: [a, b],
            rule,
        } in &variant.dots
        {
            if givens[a] != 0 && givens[b] != 0 && !rule.allows(givens[a], givens[b]) {
                return Err(VariantError::rule(format!(
                    "the givens {} and {} break the {} between them",
                    name(a),
                    name(b),
                    rule.name()
                )));
            }
        }
        Ok(())
    }
}

impl Items {
    /// An error if the givens that fill an arrow, a little killer or a
    /// sandwich whole break its sum.
    fn check_sum(relation: &Relation, givens: &[u8], side: usize) -> Result<(), VariantError> {
        let cells = relation.cells();
        let value = |c: &usize| u32::from(givens[*c]);
        let (kept, wants) = match *relation {
            Relation::Arrow { pill, .. } => {
                let circle = cells[..pill].iter().fold(0, |n, c| n * 10 + value(c));
                let sum = cells[pill..].iter().map(value).sum::<u32>();
                (sum == circle, String::from("add up"))
            }
            Relation::LittleKiller { total, .. } | Relation::Sandwich { total, .. } => {
                let given: Vec<u32> = cells.iter().map(|&c| 1 << (givens[c] - 1)).collect();
                let moves = relation.moves(&given, side).unwrap_or_default();
                let kept = moves.iter().all(|at| !at.is_empty());
                (kept, format!("make its sum, {total}"))
            }
            _ => (true, String::new()),
        };
        if kept {
            return Ok(());
        }
        Err(VariantError::rule(format!(
            "the givens on the {} from {} do not {wants}",
            relation.name(),
            cell_name(cells[0], side)
        )))
    }
}

/// The most assignments of an arrow's cells the encoding lists: a pill of
/// two with seven cells has 4,304,637 (natively about 2 s and 107 MB), a
/// long one more than memory holds (ISS's `PillArrow~2` over 32 cells about
/// 3.7 × 10²⁵), and listing them would not end.
const MOST_FILLINGS: u64 = 5_000_000;

/// Whether an arrow of `cells` whose circle is its first `pill` may be
/// filled, every other rule aside, in at most [`MOST_FILLINGS`] ways:
/// counted, not listed, as the fillings of the arrow's cells whose sum the
/// circle's largest number reaches (a few more than it reads; a pill of two
/// with seven cells 4,782,969). In integers, saturating: a float's
/// formatting would add some 10 KB to each wasm build with variants.
fn few_fillings(pill: usize, cells: usize, side: usize) -> bool {
    // The circle's first digit is any symbol, the others 1 to 9.
    let largest = (1..pill).fold(side, |n, _| n * 10 + 9);
    // ways[s]: the ways the arrow's cells so far add up to s.
    let mut ways = vec![1u64];
    for _ in pill..cells {
        let mut next = vec![0u64; (ways.len() + side).min(largest + 1)];
        for (sum, &w) in ways.iter().enumerate() {
            for to in next.iter_mut().skip(sum + 1).take(side) {
                *to = to.saturating_add(w);
            }
        }
        ways = next;
    }
    ways.iter().fold(0u64, |all, &w| all.saturating_add(w)) <= MOST_FILLINGS
}

/// The symbols each of a relation's cells takes in some assignment it
/// allows, its cells' `candidates` as they stand; an assignment's table
/// kept in `table`, but for a chain, which has too many.
fn supports(relation: &Relation, candidates: &[u32], side: usize, table: &mut Vec<u8>) -> Vec<u32> {
    let cells = candidates.len();
    if let Some(moves) = relation.moves(candidates, side) {
        let seen =
            |at: &Vec<super::super::Move>| at.iter().fold(0, |set, m| set | 1 << (m.symbol - 1));
        return moves.iter().map(seen).collect();
    }
    *table = relation.assignments(candidates, side);
    (0..cells)
        .map(|k| (table.chunks_exact(cells)).fold(0, |set, values| set | 1 << (values[k] - 1)))
        .collect()
}

/// The symbols of a bit set, from 1.
fn symbols(set: u32) -> impl Iterator<Item = u8> + Clone {
    (1..=32u8).filter(move |&v| set & 1 << (v - 1) != 0)
}

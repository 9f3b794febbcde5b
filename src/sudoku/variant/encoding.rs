//! A variant's items and options.
//!
//! Items, in order: each open cell (primary), each (house, symbol) the
//! givens leave open (primary), then each (group, symbol) the givens leave
//! open (secondary). An option is either one symbol in one open cell
//! outside the summed cages, covering its cell, its houses' items for the
//! symbol and its groups' (the classic encoding, with more houses), or one
//! filling of a summed cage's open cells: distinct symbols of the right
//! sum, covering every item each of its placements would.
//!
//! Whole-cage options need no colours and put the sum where the search
//! sees it: a cage's fillings are exactly its options, and choosing one
//! settles the cage. Their number grows fast with the cage (a 5-cell cage
//! of sum 25 has 1,440 before the givens and the other rules prune them),
//! so a cage may have at most [`MAX_CAGE_FILLINGS`]; a cage of `n` cells
//! is a house instead.

use super::{cell_name, Variant, VariantError};
use crate::dlx::Matrix;

/// The most fillings one summed cage may have once the givens are placed.
/// Every cage of a 9×9 fits: a cage of nine cells is a house, and one of
/// eight has at most 8! = 40,320 fillings (one set of digits). Large cages
/// of a 16×16 may not.
pub const MAX_CAGE_FILLINGS: usize = 50_000;

/// Not an item: the givens meet that constraint already.
const MET: u32 = u32::MAX;

/// A variant's map from options to placements.
#[derive(Clone, Debug, Default)]
pub struct VariantEncoding {
    givens: Vec<u8>,
    /// Each option's placements are `placements[starts[o]..starts[o + 1]]`.
    starts: Vec<u32>,
    /// (cell, symbol) for each placement of each option.
    placements: Vec<(u16, u8)>,
}

/// Where each cell's items for each symbol are.
struct Items {
    side: usize,
    /// The houses and the groups each cell is in.
    houses_of: Vec<Vec<usize>>,
    groups_of: Vec<Vec<usize>>,
    cell_item: Vec<u32>,
    /// Item of (house, symbol from 0) at `house * side + symbol`.
    house_item: Vec<u32>,
    group_item: Vec<u32>,
}

impl Items {
    /// Pushes the items of `symbol` (from 1) in `cell` onto `option`.
    fn placement(&self, cell: usize, symbol: u8, option: &mut Vec<usize>) {
        let s = usize::from(symbol) - 1;
        option.push(self.cell_item[cell] as usize);
        for &h in &self.houses_of[cell] {
            option.push(self.house_item[h * self.side + s] as usize);
        }
        for &g in &self.groups_of[cell] {
            option.push(self.group_item[g * self.side + s] as usize);
        }
    }
}

impl VariantEncoding {
    /// Encodes `variant` into `matrix`, replacing what it held. Fails when
    /// two givens break a rule or a cage has too many fillings.
    pub fn encode(&mut self, variant: &Variant, matrix: &mut Matrix) -> Result<(), VariantError> {
        let n = variant.shape.side();
        let cells = n * n;
        let houses = variant.houses();
        let groups = variant.groups(&houses);
        let mut houses_of = vec![Vec::new(); cells];
        let mut groups_of = vec![Vec::new(); cells];
        // The symbols the givens use in each house and group, as bit sets.
        let mut house_used = vec![0u32; houses.len()];
        let mut group_used = vec![0u32; groups.len()];
        for (sets, used, of, kind) in [
            (&houses, &mut house_used, &mut houses_of, "house"),
            (&groups, &mut group_used, &mut groups_of, "group"),
        ] {
            for (index, set) in sets.iter().enumerate() {
                for &cell in set {
                    of[cell].push(index);
                    let value = variant.givens[cell];
                    if value == 0 {
                        continue;
                    }
                    let bit = 1 << (value - 1);
                    if used[index] & bit != 0 {
                        let other = set
                            .iter()
                            .find(|&&c| c != cell && variant.givens[c] == value)
                            .map_or(cell, |&c| c);
                        return Err(VariantError::rule(format!(
                            "the givens {} and {} hold {} twice in one {}",
                            cell_name(other, n),
                            cell_name(cell, n),
                            super::grid_text(&[value]),
                            if kind == "house" {
                                "house (row, column, box, region, diagonal or window)"
                            } else {
                                "anti-knight pair, anti-king square or cage"
                            }
                        )));
                    }
                    used[index] |= bit;
                }
            }
        }
        // Numbered in order: open cells, open (house, symbol), then the
        // secondary (group, symbol).
        let mut next = 0u32;
        let number = |next: &mut u32, open: bool| {
            if open {
                *next += 1;
                *next - 1
            } else {
                MET
            }
        };
        let cell_item: Vec<u32> = variant
            .givens
            .iter()
            .map(|&v| number(&mut next, v == 0))
            .collect();
        let house_item: Vec<u32> = (0..houses.len() * n)
            .map(|key| number(&mut next, house_used[key / n] & (1 << (key % n)) == 0))
            .collect();
        // A summed cage whose givens already break its sum: one item no
        // option covers, so the search finds nothing.
        // So does a cage of `n` cells whose sum is not that of all symbols.
        let broken = variant.cages.iter().any(|cage| {
            let given = cage.cells.iter().all(|&c| variant.givens[c] != 0);
            let total: u32 = cage
                .cells
                .iter()
                .map(|&c| u32::from(variant.givens[c]))
                .sum();
            cage.sum.is_some_and(|sum| {
                (given && total != sum) || (cage.cells.len() == n && !cage.is_house(n))
            })
        });
        number(&mut next, broken);
        let primary = next;
        let group_item: Vec<u32> = (0..groups.len() * n)
            .map(|key| number(&mut next, group_used[key / n] & (1 << (key % n)) == 0))
            .collect();
        let items = Items {
            side: n,
            houses_of,
            groups_of,
            cell_item,
            house_item,
            group_item,
        };
        matrix.clear(primary as usize, (next - primary) as usize);
        self.givens.clone_from(&variant.givens);
        self.starts.clear();
        self.placements.clear();
        self.starts.push(0);
        let full: u32 = (1 << n) - 1;
        let candidates: Vec<u32> = (0..cells)
            .map(|cell| {
                let used = items.houses_of[cell].iter().map(|&h| house_used[h]);
                let used = used.chain(items.groups_of[cell].iter().map(|&g| group_used[g]));
                full & !used.fold(0, |a, b| a | b)
            })
            .collect();
        let mut caged = vec![false; cells];
        for cage in variant.cages.iter().filter(|cage| cage.is_summed(n)) {
            for &cell in &cage.cells {
                caged[cell] = true;
            }
        }
        let mut option = Vec::new();
        for cell in (0..cells).filter(|&c| variant.givens[c] == 0 && !caged[c]) {
            let mut symbols = candidates[cell];
            while symbols != 0 {
                let symbol = symbols.trailing_zeros() as u8 + 1;
                symbols &= symbols - 1;
                option.clear();
                items.placement(cell, symbol, &mut option);
                self.add(matrix, &option, &[(cell as u16, symbol)]);
            }
        }
        for cage in variant.cages.iter().filter(|cage| cage.is_summed(n)) {
            let sum = cage.sum.unwrap_or_default();
            self.add_cage(matrix, (variant, &items, &candidates), &cage.cells, sum)?;
        }
        Ok(())
    }

    /// Adds an option and the placements it stands for.
    fn add(&mut self, matrix: &mut Matrix, option: &[usize], placements: &[(u16, u8)]) {
        // Not `expect`: its message would print the error, and its
        // formatting would weigh on the wasm module.
        let added = matrix.add_option(option);
        assert!(added.is_ok(), "a placement's items are distinct open items");
        self.placements.extend_from_slice(placements);
        self.starts.push(self.placements.len() as u32);
    }

    /// Adds one option for each filling of a summed cage's open cells.
    fn add_cage(
        &mut self,
        matrix: &mut Matrix,
        (variant, items, candidates): (&Variant, &Items, &[u32]),
        cells: &[usize],
        sum: u32,
    ) -> Result<(), VariantError> {
        let givens = &variant.givens;
        let open: Vec<usize> = cells.iter().copied().filter(|&c| givens[c] == 0).collect();
        if open.is_empty() {
            return Ok(());
        }
        let given: u32 = cells.iter().map(|&c| u32::from(givens[c])).sum();
        let taken: u32 = cells
            .iter()
            .filter(|&&c| givens[c] != 0)
            .fold(0, |set, &c| set | 1 << (givens[c] - 1));
        let fillings = fillings(&open, candidates, taken, sum.checked_sub(given));
        let Some(fillings) = fillings else {
            return Err(VariantError::rule(format!(
                "the cage at {} (sum {sum}, {} cells) has more than {MAX_CAGE_FILLINGS} ways \
                 to fill it, more than this solver encodes",
                cell_name(cells[0], variant.shape.side()),
                cells.len()
            )));
        };
        let (mut option, mut placed) = (Vec::new(), Vec::new());
        for filling in fillings.chunks_exact(open.len()) {
            option.clear();
            placed.clear();
            for (&cell, &symbol) in open.iter().zip(filling) {
                items.placement(cell, symbol, &mut option);
                placed.push((cell as u16, symbol));
            }
            self.add(matrix, &option, &placed);
        }
        Ok(())
    }

    /// The givens with the placements of `options` filled in.
    pub fn fill(&self, options: impl IntoIterator<Item = usize>) -> Vec<u8> {
        let mut cells = self.givens.clone();
        for option in options {
            let (start, end) = (self.starts[option], self.starts[option + 1]);
            for &(cell, symbol) in &self.placements[start as usize..end as usize] {
                cells[usize::from(cell)] = symbol;
            }
        }
        cells
    }
}

/// Every way to give `open` cells distinct symbols among their candidates
/// and not in `taken` (bit `v - 1` for symbol `v`), summing to `sum`, one
/// after another in one vector; `None` past [`MAX_CAGE_FILLINGS`].
fn fillings(open: &[usize], candidates: &[u32], taken: u32, sum: Option<u32>) -> Option<Vec<u8>> {
    let mut found = Vec::new();
    let Some(sum) = sum else {
        return Some(found);
    };
    let mut filling = vec![0u8; open.len()];
    let mut count = 0;
    let ok = fill(
        (open, candidates),
        (&mut filling, 0),
        (taken, sum),
        (&mut found, &mut count),
    );
    ok.then_some(found)
}

/// Fills `filling[at..]`, the symbols used so far in `taken` and `left` of
/// the sum to make; false once there are too many fillings.
fn fill(
    (open, candidates): (&[usize], &[u32]),
    (filling, at): (&mut Vec<u8>, usize),
    (taken, left): (u32, u32),
    (found, count): (&mut Vec<u8>, &mut usize),
) -> bool {
    if at == open.len() {
        if left == 0 {
            *count += 1;
            if *count > MAX_CAGE_FILLINGS {
                return false;
            }
            found.extend_from_slice(filling);
        }
        return true;
    }
    // The cells after this one need at least 1 + 2 + … of what is left.
    let after = (open.len() - at - 1) as u32;
    let least_after = after * (after + 1) / 2;
    let mut symbols = candidates[open[at]] & !taken;
    while symbols != 0 {
        let symbol = symbols.trailing_zeros() + 1;
        symbols &= symbols - 1;
        if symbol + least_after > left {
            break;
        }
        filling[at] = symbol as u8;
        if !fill(
            (open, candidates),
            (filling, at + 1),
            (taken | 1 << (symbol - 1), left - symbol),
            (found, count),
        ) {
            return false;
        }
    }
    true
}

//! Large cages by their sets of symbols. A cage of five cells has hundreds
//! of fillings, each an option listing every item of every cell, so each
//! node of the search costs thousands of updates; but it has few sets of
//! symbols that make its sum (sum 20 in three cells: {3,8,9}, {4,7,9},
//! {5,6,9}, {5,7,8}). Such a cage takes a primary item, which one option
//! for each set covers, and a primary item for each symbol its givens
//! leave open, "the symbol is in the cage": covered by the set's option if
//! the set lacks it, else by the placement of the symbol in one of the
//! cage's cells, which are placed one at a time by their ordinary options.
//! So exactly one set is chosen, no symbol is placed twice in the cage,
//! and the symbols placed are the set's, which makes the sum. Choosing a
//! set strikes every placement in the cage of a symbol outside it, and a
//! placement strikes every set without its symbol: what ISS's sum handler
//! does with a cage's combinations.

use super::{Cage, Items, Matrix, Numbers, Row, Variant, VariantEncoding, MET};

/// The items of the cages encoded by their sets.
#[derive(Default)]
pub(super) struct SetCages {
    side: usize,
    /// The cages each cell is in: one of the puzzle's at most, and any
    /// number of those its houses imply, which may overlap it.
    of: Vec<Vec<u32>>,
    /// Whether each cage has an open cell.
    open: Vec<bool>,
    /// Each cage's item, which one set covers: the puzzle's cages have
    /// one, for the search may best branch on their sets (HS_KILLERS #6
    /// of ISS took 1,054 nodes with it, more than five million without);
    /// the cages the houses imply have none ([`MET`]), which the search
    /// would otherwise branch on, to no gain (TAREK #1 to #38: 4.6 M nodes
    /// without, 5.8 M with). Their symbols' items alone make one set
    /// exact: `k` open cells place `k` symbols, each covering its item,
    /// and the rest are covered by the one set whose complement they are.
    item: Vec<u32>,
    /// The item of (cage, symbol from 0) at `cage * side + symbol`
    /// ([`MET`] for a symbol the cage's givens hold).
    symbol_item: Vec<u32>,
}

impl SetCages {
    /// Numbers the items of `cages` on from `next`.
    /// The cages from `implied` on are implied by the houses, and take no
    /// item of their own.
    pub(super) fn number(
        givens: &[u8],
        (cages, implied): (&[&Cage], usize),
        next: &mut Numbers,
    ) -> SetCages {
        let side = (givens.len() as f64).sqrt() as usize;
        let mut found = SetCages {
            side,
            of: vec![Vec::new(); givens.len()],
            ..SetCages::default()
        };
        for (index, cage) in cages.iter().enumerate() {
            let open = cage.cells.iter().any(|&c| givens[c] == 0);
            found.open.push(open);
            found.item.push(next.item(open && index < implied));
            for &cell in &cage.cells {
                found.of[cell].push(index as u32);
            }
            let given = given_symbols(givens, &cage.cells);
            let symbols = (0..side).map(|s| next.item(open && given & 1 << s == 0));
            found.symbol_item.extend(symbols);
        }
        found
    }

    /// The items of (cage, symbol) of cage `index`, a symbol (from 0) each.
    fn symbols(&self, index: usize) -> &[u32] {
        &self.symbol_item[index * self.side..(index + 1) * self.side]
    }

    /// The items of (cage, `symbol` from 0) of the cages `cell` is in.
    pub(super) fn items(&self, cell: usize, symbol: usize) -> impl Iterator<Item = u32> + '_ {
        let cages = self.of.get(cell).map_or(&[][..], Vec::as_slice);
        cages
            .iter()
            .map(move |&cage| self.symbols(cage as usize)[symbol])
    }

    /// The symbols the cages `cell` is in leave it: those their givens do
    /// not hold.
    pub(super) fn free(&self, cell: usize) -> u32 {
        let cages = self.of.get(cell).map_or(&[][..], Vec::as_slice);
        cages.iter().fold(u32::MAX, |free, &cage| {
            let open = (self.symbols(cage as usize).iter().enumerate())
                .filter(|&(_, &item)| item != MET)
                .fold(0, |set, (s, _)| set | 1 << s);
            free & open
        })
    }
}

/// The symbols the givens among `cells` hold, as a bit set.
fn given_symbols(givens: &[u8], cells: &[usize]) -> u32 {
    (cells.iter())
        .filter(|&&c| givens[c] != 0)
        .fold(0, |set, &c| set | 1 << (givens[c] - 1))
}

impl VariantEncoding {
    /// Adds one option for each set of symbols that can fill `cage`, number
    /// `index` among those encoded by their sets: as many symbols as it has
    /// open cells, none its givens hold, adding up to what they leave of
    /// its sum, each held by a different open cell among its candidates.
    /// Each covers the cage's item and its (cage, symbol) for the open
    /// symbols outside the set.
    pub(super) fn add_sets(
        &mut self,
        matrix: &mut Matrix,
        (variant, items): (&Variant, &Items),
        (index, cage): (usize, &Cage),
    ) {
        let (givens, cells) = (&variant.givens, &cage.cells);
        let sum = cage.sum.unwrap_or_default();
        if !items.set_cages.open[index] {
            return;
        }
        let candidates: Vec<u32> = (cells.iter())
            .filter(|&&c| givens[c] == 0)
            .map(|&c| items.candidates(c))
            .collect();
        let given: u32 = cells.iter().map(|&c| u32::from(givens[c])).sum();
        let Some(left) = sum.checked_sub(given) else {
            return;
        };
        let taken = given_symbols(givens, cells);
        let reach = candidates.iter().fold(0, |set, &c| set | c) & !taken;
        let symbols = items.set_cages.symbols(index);
        let mut option = Row::default();
        for set in sets(reach, candidates.len(), left) {
            if !matches(&candidates, set) {
                continue;
            }
            option.clear();
            let item = items.set_cages.item[index];
            if item != MET {
                option.push(item);
            }
            for (s, &symbol_item) in symbols.iter().enumerate() {
                if set & 1 << s == 0 && symbol_item != MET {
                    option.push(symbol_item);
                }
            }
            self.add(matrix, &option, &[]);
        }
    }
}

/// Every set of `size` symbols among `reach` (bit `v - 1` for symbol `v`)
/// adding up to `sum`.
fn sets(reach: u32, size: usize, sum: u32) -> Vec<u32> {
    let mut found = Vec::new();
    choose(reach, (size, sum), 0, &mut found);
    found
}

/// Adds to `found` each set of `size` more symbols among `reach` making
/// `left`, each with `chosen`.
fn choose(reach: u32, (size, left): (usize, u32), chosen: u32, found: &mut Vec<u32>) {
    if size == 0 {
        if left == 0 {
            found.push(chosen);
        }
        return;
    }
    let mut symbols = reach;
    while symbols != 0 {
        let bit = symbols & symbols.wrapping_neg();
        let symbol = bit.trailing_zeros() + 1;
        symbols &= symbols - 1;
        // The rest are larger: the smallest `size - 1` of them must fit.
        let rest = (size - 1) as u32;
        if symbol * size as u32 + rest * (rest + 1) / 2 > left {
            break;
        }
        choose(symbols, (size - 1, left - symbol), chosen | bit, found);
    }
}

/// Whether each cell can hold a different symbol of `set`, each among the
/// cell's `candidates` (a matching, by augmenting paths).
fn matches(candidates: &[u32], set: u32) -> bool {
    // holder[s]: the cell holding symbol s, or usize::MAX.
    let mut holder = [usize::MAX; 32];
    (0..candidates.len()).all(|cell| {
        let mut seen = 0u32;
        augment(candidates, set, cell, &mut holder, &mut seen)
    })
}

/// Finds `cell` a symbol of `set`, moving other cells to others if needed.
fn augment(
    candidates: &[u32],
    set: u32,
    cell: usize,
    holder: &mut [usize; 32],
    seen: &mut u32,
) -> bool {
    let mut symbols = candidates[cell] & set & !*seen;
    while symbols != 0 {
        let s = symbols.trailing_zeros() as usize;
        symbols &= symbols - 1;
        *seen |= 1 << s;
        if holder[s] == usize::MAX || augment(candidates, set, holder[s], holder, seen) {
            holder[s] = cell;
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::{matches, sets};

    const fn set(symbols: &[u32]) -> u32 {
        let mut bits = 0;
        let mut k = 0;
        while k < symbols.len() {
            bits |= 1 << (symbols[k] - 1);
            k += 1;
        }
        bits
    }

    #[test]
    fn the_sets_of_twenty_in_three_cells_are_the_four_a_player_knows() {
        let found = sets(0x1ff, 3, 20);
        let want = [
            set(&[3, 8, 9]),
            set(&[4, 7, 9]),
            set(&[5, 6, 9]),
            set(&[5, 7, 8]),
        ];
        assert_eq!(found.len(), 4);
        assert!(want.iter().all(|s| found.contains(s)));
    }

    #[test]
    fn a_set_needs_a_different_cell_for_each_symbol() {
        let (one, two, three) = (set(&[1]), set(&[2]), set(&[3]));
        assert!(matches(&[one | two, one], one | two));
        assert!(!matches(&[one, one], one | two));
        assert!(matches(
            &[one | two | three, one | two, one],
            one | two | three
        ));
        assert!(!matches(&[three, one | two, one | two], one | two));
    }
}

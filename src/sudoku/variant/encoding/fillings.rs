//! Summed cages by their fillings: each way to fill a cage's open cells
//! (distinct symbols among their candidates, of the sum its givens leave)
//! is one option placing all of them, covering every item their single
//! placements would. A cage with more than the encoding's bound of them is
//! encoded by its sets of symbols instead (`sets.rs`).

use super::{
    cell_name, Cage, Items, Matrix, Pair, PairRule, Row, Variant, VariantEncoding, VariantError,
    MAX_CAGE_FILLINGS,
};

/// Whether a summed cage is encoded by its sets of symbols: when it has
/// more than `most` fillings, the givens placed (before the search narrows
/// them further).
pub(super) fn encoded_by_sets(variant: &Variant, cage: &Cage, most: usize) -> bool {
    let givens = &variant.givens;
    let open = cage.cells.iter().filter(|&&c| givens[c] == 0);
    let candidates: Vec<u32> = open.map(|&c| variant.allowed[c]).collect();
    let given = cage.cells.iter().map(|&c| u32::from(givens[c])).sum();
    let taken = (cage.cells.iter().filter(|&&c| givens[c] != 0))
        .fold(0, |set, &c| set | 1 << (givens[c] - 1));
    let sum = cage.sum.unwrap_or_default().checked_sub(given);
    fillings(&candidates, taken, sum, most).is_none()
}

impl VariantEncoding {
    /// Adds one option for each filling of a summed cage's open cells.
    pub(super) fn add_cage(
        &mut self,
        matrix: &mut Matrix,
        (variant, items): (&Variant, &Items),
        cage: &Cage,
    ) -> Result<(), VariantError> {
        let (givens, cells) = (&variant.givens, &cage.cells);
        let sum = cage.sum.unwrap_or_default();
        let open: Vec<usize> = cells.iter().copied().filter(|&c| givens[c] == 0).collect();
        if open.is_empty() {
            return Ok(());
        }
        let given: u32 = cells.iter().map(|&c| u32::from(givens[c])).sum();
        let taken: u32 = cells
            .iter()
            .filter(|&&c| givens[c] != 0)
            .fold(0, |set, &c| set | 1 << (givens[c] - 1));
        let candidates: Vec<u32> = open.iter().map(|&c| items.candidates(c)).collect();
        let fillings = fillings(
            &candidates,
            taken,
            sum.checked_sub(given),
            MAX_CAGE_FILLINGS,
        );
        let Some(fillings) = fillings else {
            return Err(VariantError::rule(format!(
                "the cage at {} (sum {sum}, {} cells) has more than {MAX_CAGE_FILLINGS} ways \
                 to fill it, more than this solver encodes",
                cell_name(cells[0], variant.shape.side()),
                cells.len()
            )));
        };
        self.add_fillings(matrix, (variant, items), &open, &fillings);
        Ok(())
    }

    /// Adds one option for each filling of `open` cells (one after another,
    /// a symbol a cell) that keeps the rules between them: no symbol twice
    /// in a house or group, no consecutive non-consecutive neighbours, and
    /// every pair's rule.
    pub(super) fn add_fillings(
        &mut self,
        matrix: &mut Matrix,
        (variant, items): (&Variant, &Items),
        open: &[usize],
        fillings: &[u8],
    ) {
        // Pairs within the cells, by their places in `open`.
        let at = |cell: usize| open.iter().position(|&c| c == cell);
        let neighbours: Vec<(usize, usize)> = variant
            .edges()
            .into_iter()
            .filter_map(|[a, b]| Some((at(a)?, at(b)?)))
            .collect();
        let pairs: Vec<(usize, usize, PairRule)> = variant
            .pairs()
            .into_iter()
            .filter_map(
                |Pair {
                     cells: [a, b],
                     rule,
                 }| Some((at(a)?, at(b)?, rule)),
            )
            .collect();
        let shared = |a: usize, b: usize| {
            let (houses, groups) = (&items.houses.of, &items.groups.of);
            houses[a].iter().any(|h| houses[b].contains(h))
                || groups[a].iter().any(|g| groups[b].contains(g))
        };
        let mut seeing = Vec::new();
        for a in 0..open.len() {
            seeing.extend(
                (a + 1..open.len())
                    .filter(|&b| shared(open[a], open[b]))
                    .map(|b| (a, b)),
            );
        }
        let (mut option, mut placed) = (Row::default(), Vec::new());
        for filling in fillings.chunks_exact(open.len()) {
            let consecutive = |&(a, b): &(usize, usize)| filling[a].abs_diff(filling[b]) == 1;
            let breaks =
                |&(a, b, rule): &(usize, usize, PairRule)| !rule.allows(filling[a], filling[b]);
            let repeats = |&(a, b): &(usize, usize)| filling[a] == filling[b];
            if neighbours.iter().any(consecutive)
                || pairs.iter().any(breaks)
                || seeing.iter().any(repeats)
            {
                continue;
            }
            option.clear();
            placed.clear();
            for (&cell, &symbol) in open.iter().zip(filling) {
                items.placement(cell, symbol, &mut option);
                placed.push((cell as u16, symbol));
            }
            self.add(matrix, &option, &placed);
        }
    }
}

/// Every way to give cells distinct symbols among their `candidates`
/// (one bit set a cell, bit `v - 1` for symbol `v`) and not in `taken`,
/// summing to `sum`, one after another in one vector; `None` past `most`.
fn fillings(candidates: &[u32], taken: u32, sum: Option<u32>, most: usize) -> Option<Vec<u8>> {
    let mut found = Vec::new();
    let Some(sum) = sum else {
        return Some(found);
    };
    let mut filling = vec![0u8; candidates.len()];
    let mut room = most;
    let ok = fill(
        candidates,
        (&mut filling, 0),
        (taken, sum),
        (&mut found, &mut room),
    );
    ok.then_some(found)
}

/// Fills `filling[at..]`, the symbols used so far in `taken` and `left` of
/// the sum to make; false once there are more fillings than `room` left.
fn fill(
    candidates: &[u32],
    (filling, at): (&mut Vec<u8>, usize),
    (taken, left): (u32, u32),
    (found, room): (&mut Vec<u8>, &mut usize),
) -> bool {
    if at == candidates.len() {
        if left == 0 {
            if *room == 0 {
                return false;
            }
            *room -= 1;
            found.extend_from_slice(filling);
        }
        return true;
    }
    // The cells after this one need at least 1 + 2 + … of what is left.
    let after = (candidates.len() - at - 1) as u32;
    let least_after = after * (after + 1) / 2;
    let mut symbols = candidates[at] & !taken;
    while symbols != 0 {
        let symbol = symbols.trailing_zeros() + 1;
        symbols &= symbols - 1;
        if symbol + least_after > left {
            break;
        }
        filling[at] = symbol as u8;
        let next = (taken | 1 << (symbol - 1), left - symbol);
        if !fill(candidates, (filling, at + 1), next, (found, room)) {
            return false;
        }
    }
    true
}

//! A small deterministic random source and the grid shuffles built on it.
//!
//! Self-written rather than a crate so that a seed gives the same numbers
//! natively and in wasm, now and later, and the module stays small.

use super::Shape;

/// SplitMix64 (Steele, Lea and Flood): one 64-bit state, passes BigCrush,
/// and any seed, 0 included, is a good one.
#[derive(Clone, Debug)]
pub(crate) struct Rng {
    state: u64,
}

impl Rng {
    pub(crate) fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (Lemire's multiply-shift; its bias of at most
    /// `n / 2⁶⁴` does not matter here).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// Fisher–Yates.
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// A map of grids onto grids that keeps the rules: rows permuted within
/// their bands and bands among themselves, columns likewise within stacks,
/// and symbols relabelled.
pub(crate) struct Relabelling {
    /// The source row of each row.
    pub(crate) rows: Vec<usize>,
    /// The source column of each column.
    pub(crate) cols: Vec<usize>,
    /// The new number of each symbol number (index 0 keeps empty cells empty).
    pub(crate) labels: Vec<u8>,
}

impl Relabelling {
    /// A random one.
    pub(crate) fn random(shape: Shape, rng: &mut Rng) -> Relabelling {
        let n = shape.side();
        let mut labels: Vec<u8> = (0..=n as u8).collect();
        rng.shuffle(&mut labels[1..]);
        Relabelling {
            rows: lines(n, shape.box_rows(), rng),
            cols: lines(n, shape.box_cols(), rng),
            labels,
        }
    }

    pub(crate) fn apply(&self, cells: &[u8]) -> Vec<u8> {
        let n = self.rows.len();
        (0..n * n)
            .map(|i| self.labels[cells[self.rows[i / n] * n + self.cols[i % n]] as usize])
            .collect()
    }
}

/// Lines `0..n` in groups of `group`: groups shuffled, and lines within each.
fn lines(n: usize, group: usize, rng: &mut Rng) -> Vec<usize> {
    let mut groups: Vec<usize> = (0..n / group).collect();
    rng.shuffle(&mut groups);
    let mut order = Vec::with_capacity(n);
    for g in groups {
        let mut within: Vec<usize> = (g * group..(g + 1) * group).collect();
        rng.shuffle(&mut within);
        order.extend(within);
    }
    order
}

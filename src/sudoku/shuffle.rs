//! The grid shuffles, built on the crate's deterministic random source.

use super::Shape;
use crate::random::Rng;

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

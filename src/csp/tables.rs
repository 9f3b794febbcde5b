//! The sets of distinct values that make each sum: every mask of `values`
//! bits, filed by how many values it holds and what their numbers (value
//! `v` counting `v + 1`) add up to, so that a sum of `k` open variables
//! reads its candidate sets in one slice.

/// Every set of values, by its size and its total.
#[derive(Clone, Debug, Default)]
pub(super) struct Combinations {
    values: usize,
    /// The sets of size `k` and total `s` are
    /// `masks[starts[k * totals + s]..starts[k * totals + s + 1]]`.
    starts: Vec<u32>,
    masks: Vec<u16>,
    totals: usize,
}

impl Combinations {
    /// The table for `values` values (at most 16).
    pub(super) fn new(values: usize) -> Combinations {
        let totals = values * (values + 1) / 2 + 1;
        let key = |mask: u32| mask.count_ones() as usize * totals + total(mask) as usize;
        let mut starts = vec![0u32; (values + 1) * totals + 1];
        for mask in 0..1u32 << values {
            starts[key(mask) + 1] += 1;
        }
        for k in 1..starts.len() {
            starts[k] += starts[k - 1];
        }
        let mut masks = vec![0u16; 1 << values];
        let mut next = starts.clone();
        for mask in 0..1u32 << values {
            let at = &mut next[key(mask)];
            masks[*at as usize] = mask as u16;
            *at += 1;
        }
        Combinations {
            values,
            starts,
            masks,
            totals,
        }
    }

    /// Every set of `k` distinct values whose numbers add up to `sum`.
    pub(super) fn of(&self, k: usize, sum: u32) -> &[u16] {
        let sum = sum as usize;
        if k > self.values || sum >= self.totals {
            return &[];
        }
        let key = k * self.totals + sum;
        &self.masks[self.starts[key] as usize..self.starts[key + 1] as usize]
    }
}

/// What the numbers of a set of values add up to.
fn total(mut mask: u32) -> u32 {
    let mut sum = 0;
    while mask != 0 {
        sum += mask.trailing_zeros() + 1;
        mask &= mask - 1;
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::{total, Combinations};

    #[test]
    fn the_sets_of_each_size_and_total_are_those_and_only_those() {
        let table = Combinations::new(9);
        assert_eq!(table.of(2, 3), &[0b11]);
        assert_eq!(table.of(9, 45), &[0x1ff]);
        assert_eq!(table.of(3, 6), &[0b111]);
        assert!(table.of(2, 18).is_empty());
        assert!(table.of(10, 45).is_empty());
        let mut seen = 0;
        for k in 0..=9 {
            for sum in 0..=46 {
                for &mask in table.of(k, sum) {
                    assert_eq!(mask.count_ones() as usize, k);
                    assert_eq!(total(u32::from(mask)), sum);
                    seen += 1;
                }
            }
        }
        assert_eq!(seen, 512);
    }
}

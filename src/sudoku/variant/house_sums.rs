//! The 45 rule: what a killer's houses say about its cages. The symbols of
//! a house add up to 1 + 2 + … + `n` (45 in a 9×9), and those of a few
//! adjacent rows or columns to as many times that; take away the cages
//! wholly inside, and the few cells left (the innies) have a known sum.
//! Add the cages that reach out of a house whose every open cell is caged,
//! and the cells outside it (the outies) have one too. Human solvers start
//! a hard killer there, and ISS's sum handlers derive the same cages.
//!
//! A sum over two or more cells of one house, any number of them, becomes
//! an implied cage ([`Variant::implied`]), encoded by its sets of symbols
//! (`encoding/sets.rs`) beside and over the puzzle's cages; one over a
//! single cell, or two or three cells across houses (which may repeat a
//! symbol), a coloured relation ([`Relation::Sum`]), which narrows its
//! cells before the search. In the search, a cage filling that leaves the
//! cells of either no way to make their sum is struck as soon as the
//! sum's items run out of options.

use super::{Cage, Relation, Variant};

/// The most cells a sum across houses may have: with more, its options
/// (every way to fill it) cost more than the sum tells.
const MOST_CELLS: usize = 3;

impl Variant {
    /// The variant with the sums its houses and summed cages imply added
    /// as implied cages and relations, or `None` if they imply none (no
    /// summed cage).
    pub fn with_house_sums(&self) -> Option<Variant> {
        let n = self.shape.side();
        let sums = self.house_sums()?;
        let mut found: Vec<Relation> = Vec::new();
        let mut implied: Vec<Cage> = Vec::new();
        for (cells, total, distinct) in sums {
            if cells.len() == 1 || (!distinct && cells.len() <= MOST_CELLS) {
                found.push(Relation::Sum {
                    cells,
                    total,
                    distinct,
                });
            } else if distinct && cells.len() < n {
                implied.push(Cage {
                    cells,
                    sum: Some(total),
                });
            }
        }
        let mut derived = self.clone();
        derived.relations.extend(found);
        derived.implied.extend(implied);
        Some(derived)
    }

    /// Every sum the houses and summed cages imply over open cells (innies
    /// and outies of each house and band), each once and none a cage's:
    /// its cells (sorted), its total, and whether they lie in one house;
    /// `None` without a summed cage.
    pub(super) fn house_sums(&self) -> Option<Vec<(Vec<usize>, u32, bool)>> {
        let n = self.shape.side();
        let full = (n * (n + 1) / 2) as u32;
        let cages: Vec<(&[usize], u32)> = (self.cages.iter())
            .filter(|cage| cage.is_summed(n))
            .map(|cage| (cage.cells.as_slice(), cage.sum.unwrap_or_default()))
            .collect();
        if cages.is_empty() {
            return None;
        }
        let houses = self.houses();
        let mut cage_of = vec![usize::MAX; n * n];
        for (index, (cells, _)) in cages.iter().enumerate() {
            for &cell in *cells {
                cage_of[cell] = index;
            }
        }
        let mut regions: Vec<(Vec<usize>, u32)> =
            houses.iter().map(|house| (house.clone(), full)).collect();
        // Two or more adjacent rows, and columns, up to all but one.
        for width in 2..n {
            for first in 0..=n - width {
                let rows = (first * n..(first + width) * n).collect();
                let columns = (0..n * n).filter(|c| (first..first + width).contains(&(c % n)));
                regions.push((rows, full * width as u32));
                regions.push((columns.collect(), full * width as u32));
            }
        }
        let mut found: Vec<(Vec<usize>, u32, bool)> = Vec::new();
        let sums = regions.iter().flat_map(|(cells, total)| {
            let sides = Sides::of(cells, *total, (&cages, &cage_of), &self.givens);
            [sides.innies(), sides.outies()]
        });
        for (cells, total) in sums.flatten() {
            let a_cage = cages.iter().any(|(cage, _)| self.open_cells(cage) == cells);
            let known = found.iter().any(|(known, ..)| same_cells(known, &cells));
            if cells.is_empty() || a_cage || known {
                continue;
            }
            let distinct = houses
                .iter()
                .any(|house| cells.iter().all(|c| house.contains(c)));
            found.push((cells, total, distinct));
        }
        Some(found)
    }

    /// The open cells among `cells`, sorted.
    fn open_cells(&self, cells: &[usize]) -> Vec<usize> {
        let mut open: Vec<usize> = cells
            .iter()
            .copied()
            .filter(|&c| self.givens[c] == 0)
            .collect();
        open.sort_unstable();
        open
    }
}

/// Whether two lists hold the same cells (`b` sorted).
fn same_cells(a: &[usize], b: &[usize]) -> bool {
    a.len() == b.len() && a.iter().all(|c| b.binary_search(c).is_ok())
}

/// A region of cells with a known total, and the cages about it.
struct Sides<'a> {
    cells: &'a [usize],
    total: u32,
    cages: &'a [(&'a [usize], u32)],
    cage_of: &'a [usize],
    givens: &'a [u8],
}

impl<'a> Sides<'a> {
    fn of(
        cells: &'a [usize],
        total: u32,
        (cages, cage_of): (&'a [(&'a [usize], u32)], &'a [usize]),
        givens: &'a [u8],
    ) -> Sides<'a> {
        Sides {
            cells,
            total,
            cages,
            cage_of,
            givens,
        }
    }

    fn inside(&self, cell: usize) -> bool {
        self.cells.contains(&cell)
    }

    /// The cages with a cell in the region, each once.
    fn touching(&self) -> Vec<usize> {
        let mut touching: Vec<usize> = (self.cells.iter())
            .map(|&c| self.cage_of[c])
            .filter(|&cage| cage != usize::MAX)
            .collect();
        touching.sort_unstable();
        touching.dedup();
        touching
    }

    /// The open cells of the region outside the cages wholly in it, sorted,
    /// and their sum.
    fn innies(&self) -> Option<(Vec<usize>, u32)> {
        let mut left = i64::from(self.total);
        let mut cells = Vec::new();
        let whole = |cage: usize| self.cages[cage].0.iter().all(|&c| self.inside(c));
        for cage in self.touching().into_iter().filter(|&cage| whole(cage)) {
            left -= i64::from(self.cages[cage].1);
        }
        for &cell in self.cells {
            let cage = self.cage_of[cell];
            if cage != usize::MAX && whole(cage) {
                continue;
            }
            match self.givens[cell] {
                0 => cells.push(cell),
                given => left -= i64::from(given),
            }
        }
        cells.sort_unstable();
        Some((cells, u32::try_from(left).ok()?))
    }

    /// The open cells outside the region of the cages that reach into it,
    /// sorted, and their sum, when every open cell of the region is caged.
    fn outies(&self) -> Option<(Vec<usize>, u32)> {
        let caged = |c: &usize| self.givens[*c] != 0 || self.cage_of[*c] != usize::MAX;
        if !self.cells.iter().all(caged) {
            return None;
        }
        let mut left = -i64::from(self.total);
        for &cell in self.cells {
            if self.cage_of[cell] == usize::MAX {
                left += i64::from(self.givens[cell]);
            }
        }
        let mut cells = Vec::new();
        for cage in self.touching() {
            let (cage_cells, sum) = self.cages[cage];
            left += i64::from(sum);
            for &cell in cage_cells.iter().filter(|&&c| !self.inside(c)) {
                match self.givens[cell] {
                    0 => cells.push(cell),
                    given => left -= i64::from(given),
                }
            }
        }
        cells.sort_unstable();
        Some((cells, u32::try_from(left).ok()?))
    }
}

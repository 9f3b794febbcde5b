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

/// The most cells of a difference (ISS's `_MAX_SUM_SIZE` for its innies
/// less outies).
const MOST_DIFFERENCE: usize = 6;

impl Variant {
    /// The variant with the sums its houses and summed cages imply added
    /// as implied cages and relations, or `None` if they imply none (no
    /// summed cage).
    pub fn with_house_sums(&self) -> Option<Variant> {
        let n = self.shape.side();
        let sums = self.house_sums()?;
        let mut found: Vec<Relation> = Vec::new();
        let mut implied: Vec<Cage> = Vec::new();
        for (cells, total, distinct, _) in sums {
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
    /// its cells (sorted), its total, whether they lie in one house, and
    /// where it comes from (for a hint's words); `None` without a summed
    /// cage.
    #[allow(clippy::type_complexity)]
    pub(super) fn house_sums(&self) -> Option<Vec<(Vec<usize>, u32, bool, Origin)>> {
        let (cages, cage_of, regions) = self.regions()?;
        let houses = self.houses();
        let open_cages: Vec<Vec<usize>> = (cages.iter())
            .map(|(cage, _)| self.open_cells(cage))
            .collect();
        let mut found: Vec<(Vec<usize>, u32, bool, Origin)> = Vec::new();
        let sums = regions
            .iter()
            .enumerate()
            .flat_map(|(index, (cells, total))| {
                let sides = Sides::of(cells, *total, (&cages, &cage_of), &self.givens);
                let origin = |innies| Origin {
                    region: index,
                    innies,
                };
                [
                    sides.innies().map(|sum| (sum, origin(true))),
                    sides.outies().map(|sum| (sum, origin(false))),
                ]
            });
        for ((cells, total), origin) in sums.flatten() {
            let a_cage = open_cages.contains(&cells);
            let known = found.iter().any(|(known, ..)| same_cells(known, &cells));
            if cells.is_empty() || a_cage || known {
                continue;
            }
            let distinct = houses
                .iter()
                .any(|house| cells.iter().all(|c| house.contains(c)));
            found.push((cells, total, distinct, origin));
        }
        Some(found)
    }

    /// Every difference the houses and summed cages imply: the open cells
    /// of a house or band outside a few cages mostly in it, less the open
    /// cells of those cages outside it, make a known number (ISS's innies
    /// less outies), for a cage that sticks out by one cell with the cages
    /// wholly inside, and for every cage mostly inside at once; each once,
    /// on at most [`MOST_DIFFERENCE`] cells, at most two on one side.
    pub(super) fn house_differences(&self) -> Vec<(Vec<usize>, Vec<usize>, i64)> {
        let Some((cages, cage_of, regions)) = self.regions() else {
            return Vec::new();
        };
        let mut found: Vec<(Vec<usize>, Vec<usize>, i64)> = Vec::new();
        for (cells, total) in &regions {
            let sides = Sides::of(cells, *total, (&cages, &cage_of), &self.givens);
            for (plus, minus, total) in sides.differences() {
                let small = plus.len() + minus.len() <= MOST_DIFFERENCE
                    && (plus.len() <= 2 || minus.len() <= 2);
                let known = (found.iter()).any(|(p, m, _)| *p == plus && *m == minus);
                if small && !plus.is_empty() && !minus.is_empty() && !known {
                    found.push((plus, minus, total));
                }
            }
        }
        found
    }

    /// The summed cages (cells and sum), each cell's cage (`usize::MAX`
    /// for none), and the regions with a known total: every house, and
    /// two or more adjacent rows or columns; `None` without a summed cage.
    #[allow(clippy::type_complexity)]
    pub(super) fn regions(
        &self,
    ) -> Option<(Vec<(&[usize], u32)>, Vec<usize>, Vec<(Vec<usize>, u32)>)> {
        let n = self.shape.side();
        let full = (n * (n + 1) / 2) as u32;
        let cages: Vec<(&[usize], u32)> = (self.cages.iter())
            .filter(|cage| cage.is_summed(n))
            .map(|cage| (cage.cells.as_slice(), cage.sum.unwrap_or_default()))
            .collect();
        if cages.is_empty() {
            return None;
        }
        let mut cage_of = vec![usize::MAX; n * n];
        for (index, (cells, _)) in cages.iter().enumerate() {
            for &cell in *cells {
                cage_of[cell] = index;
            }
        }
        let mut regions: Vec<(Vec<usize>, u32)> = (self.houses().into_iter())
            .map(|house| (house, full))
            .collect();
        // Two or more adjacent rows, and columns, up to all but one.
        for width in 2..n {
            for first in 0..=n - width {
                let rows = (first * n..(first + width) * n).collect();
                let columns = (0..n * n).filter(|c| (first..first + width).contains(&(c % n)));
                regions.push((rows, full * width as u32));
                regions.push((columns.collect(), full * width as u32));
            }
        }
        Some((cages, cage_of, regions))
    }

    /// The open cells among `cells`, sorted.
    pub(super) fn open_cells(&self, cells: &[usize]) -> Vec<usize> {
        let mut open: Vec<usize> = cells
            .iter()
            .copied()
            .filter(|&c| self.givens[c] == 0)
            .collect();
        open.sort_unstable();
        open
    }
}

/// Where a sum of [`Variant::house_sums`] comes from: a region of
/// [`Variant::regions`] (by its place in that list), and whether the sum
/// is of its innies (the cells left once the cages wholly inside it are
/// taken away) or its outies (the cells its cages hold outside it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Origin {
    pub region: usize,
    pub innies: bool,
}

/// Whether two lists hold the same cells (`b` sorted).
fn same_cells(a: &[usize], b: &[usize]) -> bool {
    a.len() == b.len() && a.iter().all(|c| b.binary_search(c).is_ok())
}

/// A region of cells with a known total, and the cages about it.
struct Sides<'a> {
    cells: &'a [usize],
    /// Whether each cell of the grid is in the region.
    within: Vec<bool>,
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
        let mut within = vec![false; cage_of.len()];
        for &cell in cells {
            within[cell] = true;
        }
        Sides {
            cells,
            within,
            total,
            cages,
            cage_of,
            givens,
        }
    }

    fn inside(&self, cell: usize) -> bool {
        self.within[cell]
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

    /// The differences of [`Variant::house_differences`] for this region.
    fn differences(&self) -> Vec<(Vec<usize>, Vec<usize>, i64)> {
        let touching = self.touching();
        let inside = |cage: usize| {
            (self.cages[cage].0.iter())
                .filter(|&&c| self.inside(c))
                .count()
        };
        let outside = |cage: usize| self.cages[cage].0.len() - inside(cage);
        let whole: Vec<usize> = (touching.iter())
            .copied()
            .filter(|&c| outside(c) == 0)
            .collect();
        let mostly = (touching.iter())
            .copied()
            .filter(|&c| outside(c) == 1 || (outside(c) > 0 && outside(c) < inside(c)));
        let mut found = Vec::new();
        for cage in touching.iter().copied().filter(|&c| outside(c) == 1) {
            let mut pieces = whole.clone();
            pieces.push(cage);
            found.push(self.difference(&pieces));
        }
        let mut pieces = whole;
        pieces.extend(mostly);
        found.push(self.difference(&pieces));
        found
    }

    /// The open cells of the region outside `pieces` (cages), sorted; the
    /// open cells of `pieces` outside the region, sorted; and what the
    /// first's sum less the second's is.
    fn difference(&self, pieces: &[usize]) -> (Vec<usize>, Vec<usize>, i64) {
        let mut left = i64::from(self.total);
        let (mut plus, mut minus) = (Vec::new(), Vec::new());
        for &piece in pieces {
            let (cells, sum) = self.cages[piece];
            left -= i64::from(sum);
            for &cell in cells.iter().filter(|&&c| !self.inside(c)) {
                match self.givens[cell] {
                    0 => minus.push(cell),
                    given => left += i64::from(given),
                }
            }
        }
        for &cell in self.cells {
            let cage = self.cage_of[cell];
            if cage != usize::MAX && pieces.contains(&cage) {
                continue;
            }
            match self.givens[cell] {
                0 => plus.push(cell),
                given => left -= i64::from(given),
            }
        }
        plus.sort_unstable();
        minus.sort_unstable();
        (plus, minus, left)
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

impl Variant {
    /// Every little killer's sum, then the sums across houses that a house
    /// and the sums crossing it imply (ISS's
    /// `_addSumIntersectionHandler`), for puzzles with little killers: the
    /// little killers and summed cages through a house, none
    /// sharing a cell, with the houses that fill what they leave of it,
    /// add up to their totals; take away the house and every house wholly
    /// among the rest, and the cells left (which may repeat symbols) add
    /// up to what is left. ISS's Hailstone: box 1, the four little killers
    /// beside the main diagonal and that diagonal, less boxes 5 and 9,
    /// leave twelve cells adding up to 81; with them its tree fell from
    /// 547,833 nodes to 58,071 (ISS: 27,496). Without little killers there
    /// are none: of cages alone the 45 rule's sums say enough (these took
    /// HS_KILLERS from 4,393 nodes to 7,684). ISS's filter (only sums whose
    /// slack is under a quarter of their span) and its order of the pieces
    /// (the fewest crossings first) changed no node on its X examples and
    /// were left out for size.
    pub(super) fn crossing_sums(&self, houses: &[Vec<usize>]) -> Vec<(Vec<usize>, u32)> {
        const BASE: u8 = 1;
        const COVERED: u8 = 2;
        let n = self.shape.side();
        let full = (n * (n + 1) / 2) as i64;
        let mut pieces: Vec<(&[usize], u32)> = Vec::new();
        let mut found: Vec<(Vec<usize>, u32)> = Vec::new();
        for relation in &self.relations {
            if let Relation::LittleKiller { cells, total } = relation {
                pieces.push((cells, *total));
                found.push((cells.clone(), *total));
            }
        }
        if pieces.is_empty() {
            return found;
        }
        for cage in self.cages.iter().filter(|cage| cage.is_summed(n)) {
            pieces.push((&cage.cells, cage.sum.unwrap_or_default()));
        }
        for base in houses {
            let mut state = vec![0u8; n * n];
            base.iter().for_each(|&c| state[c] = BASE);
            let mut total = -full;
            for &(cells, sum) in &pieces {
                let free = count(cells, &state, COVERED, COVERED) == 0;
                if free && count(cells, &state, BASE, BASE) > 0 {
                    cells.iter().for_each(|&c| state[c] |= COVERED);
                    total += i64::from(sum);
                }
            }
            // Houses that fill the gaps the pieces leave in the base.
            for gap in houses {
                let fills = count(gap, &state, BASE | COVERED, BASE);
                if fills >= 2 && count(gap, &state, COVERED, COVERED) == 0 {
                    gap.iter().for_each(|&c| state[c] |= COVERED);
                    total += full;
                }
            }
            if count(base, &state, COVERED, 0) > 0 {
                continue;
            }
            base.iter().for_each(|&c| state[c] = 0);
            for house in houses {
                if count(house, &state, COVERED, COVERED) == n {
                    house.iter().for_each(|&c| state[c] = 0);
                    total -= full;
                }
            }
            let cells: Vec<usize> = (0..n * n).filter(|&c| state[c] != 0).collect();
            // Each once: two bases can give the same (boxes 1 and 9 on
            // Hailstone), and a second copy weighs its cells twice (X #1
            // took 90,486 nodes with both).
            if !cells.is_empty() && !found.iter().any(|(known, _)| *known == cells) {
                // Below 0 (no solution): past any the cells make.
                found.push((cells, u32::try_from(total).unwrap_or(u32::MAX)));
            }
        }
        found
    }
}

/// How many of `cells` have the flags `want` among `bits` in `state`. Not
/// inlined: each of its uses unrolled took the logic package past its size
/// budget.
#[inline(never)]
fn count(cells: &[usize], state: &[u8], bits: u8, want: u8) -> usize {
    cells.iter().filter(|&&c| state[c] & bits == want).count()
}

//! What the generator draws at random: a jigsaw's regions (the boxes bent
//! by swaps that keep both regions connected), a full grid under any
//! regions, a killer's cages over a grid (connected, no digit twice), and
//! a cage split in two connected pieces.

use super::MAX_CAGE;
use crate::random::Rng;
use crate::sudoku::Shape;

/// Each cell's region: the boxes of `shape`, bent by random swaps across
/// borders, numbered from 0 in row order. A swap moves a cell of one region into its neighbour and a
/// cell of the neighbour back, and stands only if both stay connected.
pub(super) fn random_regions(shape: Shape, rng: &mut Rng) -> Vec<usize> {
    let n = shape.side();
    let mut regions: Vec<usize> = (0..n * n)
        .map(|cell| shape.box_of(cell / n, cell % n))
        .collect();
    for _ in 0..20 * n * n {
        let a = rng.below(n * n);
        let across: Vec<usize> = neighbours(a, n)
            .filter(|&b| regions[b] != regions[a])
            .collect();
        if across.is_empty() {
            continue;
        }
        let (from, to) = (regions[a], regions[across[rng.below(across.len())]]);
        // A cell of `to` that touches `from` where `a` is not.
        let back: Vec<usize> = (0..n * n)
            .filter(|&c| regions[c] == to && neighbours(c, n).any(|d| d != a && regions[d] == from))
            .collect();
        if back.is_empty() {
            continue;
        }
        let c = back[rng.below(back.len())];
        (regions[a], regions[c]) = (to, from);
        if !is_connected(&regions, n, from) || !is_connected(&regions, n, to) {
            (regions[a], regions[c]) = (from, to);
        }
    }
    // Numbered in order of first appearance, row by row, as the parser
    // numbers a layout it reads.
    let mut order: Vec<usize> = Vec::with_capacity(n);
    for &region in &regions {
        if !order.contains(&region) {
            order.push(region);
        }
    }
    regions
        .iter()
        .map(|r| order.iter().position(|o| o == r).unwrap_or(0))
        .collect()
}

/// A cell's orthogonal neighbours in a grid of side `n`.
fn neighbours(cell: usize, n: usize) -> impl Iterator<Item = usize> {
    let (row, col) = (cell / n, cell % n);
    [
        (row > 0).then(|| cell - n),
        (row + 1 < n).then(|| cell + n),
        (col > 0).then(|| cell - 1),
        (col + 1 < n).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

/// Whether the cells of `region` form one piece.
fn is_connected(regions: &[usize], n: usize, region: usize) -> bool {
    let cells: Vec<usize> = (0..n * n).filter(|&c| regions[c] == region).collect();
    is_piece(&cells, n)
}

/// Whether `cells` (at least one) form one orthogonally connected piece.
fn is_piece(cells: &[usize], n: usize) -> bool {
    let mut reached = vec![cells[0]];
    let mut next = 0;
    while next < reached.len() {
        let cell = reached[next];
        next += 1;
        for d in neighbours(cell, n) {
            if cells.contains(&d) && !reached.contains(&d) {
                reached.push(d);
            }
        }
    }
    reached.len() == cells.len()
}

/// The most nodes [`random_solution`] tries before it calls a layout
/// unsolvable (some jigsaw layouts have no solution at all).
const FILL_NODES: u64 = 20_000;

/// A random full grid of side `n` whose rows, columns and `boxes` (each
/// cell's box or region) hold every symbol once: a randomised
/// backtracking search, fewest candidates first. `None` past
/// [`FILL_NODES`] nodes.
pub(super) fn random_solution(n: usize, boxes: &[usize], rng: &mut Rng) -> Option<Vec<u8>> {
    let mut filler = Filler {
        n,
        boxes,
        used: vec![0; 3 * n],
        cells: vec![0; n * n],
        nodes: 0,
    };
    filler.fill(rng).then_some(filler.cells)
}

/// [`random_solution`]'s search: the symbols each row, column and box
/// holds (bit `v - 1`), and the grid so far.
struct Filler<'a> {
    n: usize,
    boxes: &'a [usize],
    used: Vec<u32>,
    cells: Vec<u8>,
    nodes: u64,
}

impl Filler<'_> {
    fn units(&self, cell: usize) -> [usize; 3] {
        let n = self.n;
        [cell / n, n + cell % n, 2 * n + self.boxes[cell]]
    }

    fn free(&self, cell: usize) -> u32 {
        let taken = self
            .units(cell)
            .iter()
            .fold(0, |set, &u| set | self.used[u]);
        !taken & ((1 << self.n) - 1)
    }

    /// Puts `value` in `cell`, or takes it out with `value` 0.
    fn set(&mut self, cell: usize, value: u8) {
        let toggled = self.cells[cell].max(value);
        for unit in self.units(cell) {
            self.used[unit] ^= 1 << (toggled - 1);
        }
        self.cells[cell] = value;
    }

    fn fill(&mut self, rng: &mut Rng) -> bool {
        let open = (0..self.cells.len()).filter(|&c| self.cells[c] == 0);
        let Some(cell) = open.min_by_key(|&c| self.free(c).count_ones()) else {
            return true;
        };
        self.nodes += 1;
        if self.nodes > FILL_NODES {
            return false;
        }
        let free = self.free(cell);
        let mut values: Vec<u8> = (1..=self.n as u8)
            .filter(|v| free & 1 << (v - 1) != 0)
            .collect();
        rng.shuffle(&mut values);
        for value in values {
            self.set(cell, value);
            if self.fill(rng) {
                return true;
            }
            self.set(cell, 0);
        }
        false
    }
}

/// The share of each cage size drawn, from 1 cell to [`MAX_CAGE`], in
/// twentieths: mostly pairs and triples, as published killers have.
const CAGE_SIZES: [usize; MAX_CAGE] = [1, 6, 7, 4, 2];

/// Cages covering the grid: from each cell not yet caged (in random
/// order), a cage of a random size grown by random neighbours whose digit
/// it does not hold yet, each cage's cells in row order.
pub(super) fn random_cages(n: usize, solution: &[u8], rng: &mut Rng) -> Vec<Vec<usize>> {
    let mut caged = vec![false; n * n];
    let mut order: Vec<usize> = (0..n * n).collect();
    rng.shuffle(&mut order);
    let mut cages = Vec::new();
    for start in order {
        if caged[start] {
            continue;
        }
        let mut draw = rng.below(CAGE_SIZES.iter().sum());
        let size = 1 + CAGE_SIZES
            .iter()
            .position(|&share| {
                let hit = draw < share;
                draw = draw.saturating_sub(share);
                hit
            })
            .unwrap_or(0);
        let mut cage = vec![start];
        caged[start] = true;
        while cage.len() < size.min(n - 1) {
            let grow: Vec<usize> = cage
                .iter()
                .flat_map(|&c| neighbours(c, n))
                .filter(|&d| !caged[d] && cage.iter().all(|&c| solution[c] != solution[d]))
                .collect();
            if grow.is_empty() {
                break;
            }
            let cell = grow[rng.below(grow.len())];
            caged[cell] = true;
            cage.push(cell);
        }
        cage.sort_unstable();
        cages.push(cage);
    }
    cages
}

/// `cage` (two cells or more) in two connected pieces, each in row order:
/// its first half in breadth-first order from a random cell, when the rest
/// stays one piece, else one cell whose going leaves the rest one piece.
pub(super) fn split_cage(cage: &[usize], n: usize, rng: &mut Rng) -> (Vec<usize>, Vec<usize>) {
    let mut starts = cage.to_vec();
    rng.shuffle(&mut starts);
    for &start in &starts {
        let mut part = vec![start];
        let mut next = 0;
        while part.len() < cage.len() / 2 && next < part.len() {
            for d in neighbours(part[next], n) {
                if cage.contains(&d) && !part.contains(&d) && part.len() < cage.len() / 2 {
                    part.push(d);
                }
            }
            next += 1;
        }
        let rest: Vec<usize> = cage.iter().copied().filter(|c| !part.contains(c)).collect();
        if is_piece(&rest, n) {
            part.sort_unstable();
            return (part, rest);
        }
    }
    // A connected piece always has a cell whose going leaves it connected.
    let alone = starts
        .iter()
        .copied()
        .find(|&c| {
            let rest: Vec<usize> = cage.iter().copied().filter(|&d| d != c).collect();
            is_piece(&rest, n)
        })
        .unwrap_or(cage[0]);
    (
        vec![alone],
        cage.iter().copied().filter(|&c| c != alone).collect(),
    )
}

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
/// twentieths: mostly pairs and triples, as published killers have, and
/// no one-cell cage, which is a given by another name.
const CAGE_SIZES: [usize; MAX_CAGE] = [0, 6, 7, 4, 3];

/// Cages covering the grid: from each cell not yet caged (in random
/// order), a cage of a random size grown by random neighbours whose digit
/// it does not hold yet, each cage's cells in row order. A cell left
/// alone (every neighbour caged, or holding its digit) joins a
/// neighbouring cage with room for it where one has.
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
        cages.push(cage);
    }
    let alone: Vec<usize> = (0..cages.len()).filter(|&i| cages[i].len() == 1).collect();
    for index in alone.into_iter().rev() {
        let cell = cages[index][0];
        let hosts = hosts(&cages, cell, index, n, solution, MAX_CAGE.min(n - 1));
        if !hosts.is_empty() {
            cages[hosts[rng.below(hosts.len())]].push(cell);
            cages.swap_remove(index);
        }
    }
    for cage in &mut cages {
        cage.sort_unstable();
    }
    cages
}

/// The cages (by index, never `not`) beside `cell` that could take it:
/// fewer than `most` cells, none holding its digit.
pub(super) fn hosts(
    cages: &[Vec<usize>],
    cell: usize,
    not: usize,
    n: usize,
    solution: &[u8],
    most: usize,
) -> Vec<usize> {
    let mut found: Vec<usize> = neighbours(cell, n)
        .filter_map(|d| cages.iter().position(|cage| cage.contains(&d)))
        .filter(|&i| {
            i != not
                && cages[i].len() < most
                && cages[i].iter().all(|&c| solution[c] != solution[cell])
        })
        .collect();
    found.sort_unstable();
    found.dedup();
    found
}

/// Changes `cages` (which `solution` and `other` both fill to their sums)
/// so that `other` no longer does, without a one-cell cage where it can:
/// - a cage of 4 or more cells where the two differ is split in two
///   pieces of 2 or more, whose sums tell the two apart where a split can;
/// - else, when `may_move`, a cell where they differ moves to a
///   neighbouring cage with room (its new cage's sum then differs in
///   `other`), and a cage of two that it leaves goes with it, its other
///   cell to a neighbour of its own;
/// - else a cage where they differ is split as it can be.
pub(super) fn tell_apart(
    cages: &mut Vec<Vec<usize>>,
    solution: &[u8],
    other: &[u8],
    n: usize,
    may_move: bool,
    rng: &mut Rng,
) {
    let most = MAX_CAGE.min(n - 1);
    let differs = |cage: &Vec<usize>| cage.iter().any(|&c| solution[c] != other[c]);
    let differing: Vec<usize> = (0..cages.len()).filter(|&i| differs(&cages[i])).collect();
    let large: Vec<usize> = differing
        .iter()
        .copied()
        .filter(|&i| cages[i].len() >= 4)
        .collect();
    if !large.is_empty() {
        let index = large[rng.below(large.len())];
        split_at(cages, index, solution, other, n, rng);
        return;
    }
    if may_move {
        let mut cells: Vec<usize> = (0..n * n).filter(|&c| solution[c] != other[c]).collect();
        rng.shuffle(&mut cells);
        for cell in cells {
            let Some(from) = cages.iter().position(|cage| cage.contains(&cell)) else {
                continue;
            };
            let rest: Vec<usize> = cages[from].iter().copied().filter(|&c| c != cell).collect();
            let to = hosts(cages, cell, from, n, solution, most);
            if to.is_empty() || rest.is_empty() || !is_piece(&rest, n) {
                continue;
            }
            let to = to[rng.below(to.len())];
            if rest.len() == 1 {
                // The cell left behind needs a cage of its own to join.
                let mut grown = cages.to_vec();
                grown[to].push(cell);
                let hosts = hosts(&grown, rest[0], from, n, solution, most);
                if hosts.is_empty() {
                    continue;
                }
                grown[hosts[rng.below(hosts.len())]].push(rest[0]);
                grown.swap_remove(from);
                *cages = grown;
            } else {
                cages[to].push(cell);
                cages[from] = rest;
            }
            for cage in cages.iter_mut() {
                cage.sort_unstable();
            }
            return;
        }
    }
    let index = differing[rng.below(differing.len())];
    split_at(cages, index, solution, other, n, rng);
}

/// Splits `cages[index]` (two cells or more) in two, by [`split_cage`],
/// in pieces whose sums differ between `solution` and `other` where it
/// finds such a split.
fn split_at(
    cages: &mut Vec<Vec<usize>>,
    index: usize,
    solution: &[u8],
    other: &[u8],
    n: usize,
    rng: &mut Rng,
) {
    let cage = cages.swap_remove(index);
    let sum = |cells: &[usize], grid: &[u8]| cells.iter().map(|&c| u32::from(grid[c])).sum::<u32>();
    let (first, second) = split_cage(&cage, n, rng, |part| {
        sum(part, solution) != sum(part, other)
    });
    cages.push(first);
    cages.push(second);
}

/// `cage` (two cells or more) in two connected pieces, each in row order:
/// its first half in breadth-first order from a random cell, when the rest
/// stays one piece (the first such half that `prefer` likes, else the
/// first), else one cell whose going leaves the rest one piece.
pub(super) fn split_cage(
    cage: &[usize],
    n: usize,
    rng: &mut Rng,
    prefer: impl Fn(&[usize]) -> bool,
) -> (Vec<usize>, Vec<usize>) {
    let mut starts = cage.to_vec();
    rng.shuffle(&mut starts);
    let mut first = None;
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
            if prefer(&part) {
                return (part, rest);
            }
            first.get_or_insert((part, rest));
        }
    }
    if let Some(pieces) = first {
        return pieces;
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

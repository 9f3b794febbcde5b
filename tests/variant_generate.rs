//! Generated killers and jigsaws, over many seeds: each has exactly one
//! solution by a backtracking search written here from the rules (not the
//! engine), keeps its kind's rules (connected regions of `side` cells,
//! connected cages of 1 to 5 cells with no digit twice and no givens, and
//! few of one cell),
//! reads back from its text as the same puzzle (whose sketch names its
//! kind), and comes again from the same seed.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_dlx::sudoku::logic::Candidates;
use sudoku_dlx::sudoku::variant::{
    self, Kind, Made, Sketch, VariantGenerator, VariantOptions, MAX_CAGE,
};
use sudoku_dlx::sudoku::{rate, rate_candidates, GenerateError, Grid, Level, Solver};

// The checker alone: the brute force and the text of the rules serve `variants.rs`.
#[allow(dead_code)]
#[path = "variants/rules.rs"]
mod rules;

use rules::Rules;

fn made(kind: Kind, side: usize, seed: u64) -> Made {
    let options = VariantOptions {
        kind,
        side,
        seed,
        difficulty: None,
    };
    VariantGenerator::new(options)
        .unwrap()
        .next_puzzle_within(1000, |_| true)
        .unwrap_or_else(|e| panic!("{kind} {side} seed {seed}: {e}"))
}

/// The rules of a generated puzzle, for the checker in `variants/rules.rs`.
fn rules_of(made: &Made) -> Rules {
    let variant = &made.variant;
    let n = variant.shape.side();
    let mut rules = Rules::new(n);
    if !variant.boxes {
        rules.boxes = None;
    }
    rules.jigsaw = variant
        .regions
        .as_ref()
        .map(|regions| regions.iter().map(|&r| char::from(b'0' + r)).collect());
    rules.cages = variant
        .cages
        .iter()
        .map(|cage| (cage.cells.clone(), cage.sum.unwrap()))
        .collect();
    rules.givens = variant.givens.clone();
    rules
}

/// Solutions of `rules`, up to `limit`: a backtracking search of its own
/// (bit sets of the symbols each row, column, box or region and cage
/// holds, and each cage's sum left within what its open cells can make),
/// filling the empty cell with the fewest symbols left first.
fn solutions(rules: &Rules, limit: usize) -> Vec<Vec<u8>> {
    let n = rules.side;
    let mut units: Vec<Vec<usize>> = Vec::new();
    for cell in 0..n * n {
        let (row, col) = (cell / n, cell % n);
        let mut of = vec![row, n + col];
        if let Some((h, w)) = rules.boxes {
            of.push(2 * n + (row / h) * (n / w) + col / w);
        }
        if let Some(layout) = &rules.jigsaw {
            of.push(3 * n + layout[cell].to_digit(36).unwrap() as usize);
        }
        if let Some(k) = rules
            .cages
            .iter()
            .position(|(cells, _)| cells.contains(&cell))
        {
            of.push(4 * n + k);
        }
        units.push(of);
    }
    let mut search = Search {
        n,
        units,
        used: vec![0; 4 * n + rules.cages.len()],
        left: rules
            .cages
            .iter()
            .map(|(cells, sum)| (cells.len(), *sum))
            .collect(),
        grid: vec![0; n * n],
        found: Vec::new(),
        limit,
    };
    for (cell, &v) in rules.givens.iter().enumerate() {
        if v != 0 {
            assert!(search.fits(cell, v), "the givens clash");
            search.set(cell, v);
        }
    }
    search.go();
    search.found
}

struct Search {
    n: usize,
    units: Vec<Vec<usize>>,
    used: Vec<u32>,
    /// Each cage's open cells and the sum they still make.
    left: Vec<(usize, u32)>,
    grid: Vec<u8>,
    found: Vec<Vec<u8>>,
    limit: usize,
}

impl Search {
    fn cage(&self, cell: usize) -> Option<usize> {
        self.units[cell]
            .iter()
            .find(|&&u| u >= 4 * self.n)
            .map(|u| u - 4 * self.n)
    }

    fn fits(&self, cell: usize, v: u8) -> bool {
        if self.units[cell]
            .iter()
            .any(|&u| self.used[u] & 1 << (v - 1) != 0)
        {
            return false;
        }
        let Some(k) = self.cage(cell) else {
            return true;
        };
        let (open, sum) = self.left[k];
        let Some(rest) = sum.checked_sub(u32::from(v)) else {
            return false;
        };
        let (m, top) = (open as u32 - 1, self.n as u32);
        // The other open cells hold m distinct symbols.
        rest >= m * (m + 1) / 2 && rest <= m * (2 * top + 1 - m) / 2
    }

    fn set(&mut self, cell: usize, v: u8) {
        for &u in &self.units[cell] {
            self.used[u] |= 1 << (v - 1);
        }
        if let Some(k) = self.cage(cell) {
            self.left[k].0 -= 1;
            self.left[k].1 -= u32::from(v);
        }
        self.grid[cell] = v;
    }

    fn unset(&mut self, cell: usize) {
        let v = self.grid[cell];
        for &u in &self.units[cell] {
            self.used[u] &= !(1 << (v - 1));
        }
        if let Some(k) = self.cage(cell) {
            self.left[k].0 += 1;
            self.left[k].1 += u32::from(v);
        }
        self.grid[cell] = 0;
    }

    fn go(&mut self) {
        let mut best: Option<(usize, Vec<u8>)> = None;
        for cell in (0..self.grid.len()).filter(|&c| self.grid[c] == 0) {
            let fits: Vec<u8> = (1..=self.n as u8).filter(|&v| self.fits(cell, v)).collect();
            if best.as_ref().map_or(true, |(_, b)| fits.len() < b.len()) {
                best = Some((cell, fits));
            }
        }
        let Some((cell, values)) = best else {
            self.found.push(self.grid.clone());
            return;
        };
        for v in values {
            self.set(cell, v);
            self.go();
            self.unset(cell);
            if self.found.len() >= self.limit {
                return;
            }
        }
    }
}

fn is_piece(cells: &[usize], n: usize) -> bool {
    let touch = |a: usize, b: usize| a.abs_diff(b) == n || (a.abs_diff(b) == 1 && a / n == b / n);
    let mut reached = vec![cells[0]];
    let mut next = 0;
    while next < reached.len() {
        let at = reached[next];
        next += 1;
        for &c in cells {
            if touch(at, c) && !reached.contains(&c) {
                reached.push(c);
            }
        }
    }
    reached.len() == cells.len()
}

/// Everything a generated puzzle must be.
fn check(made: &Made, kind: Kind) {
    let variant = &made.variant;
    let n = variant.shape.side();
    let sketch = Sketch::of(variant);
    let text = sketch.text;
    assert_eq!(variant::parse(&text).as_ref(), Ok(variant), "{text}");
    assert_eq!(
        sketch.kind,
        Some(kind),
        "{text}: the page names another kind"
    );
    let rules = rules_of(made);
    let found = solutions(&rules, 2);
    assert_eq!(found.len(), 1, "{text} has {} solutions", found.len());
    rules
        .check(&found[0])
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    match kind {
        Kind::Jigsaw => {
            let regions = variant.regions.as_ref().expect("a jigsaw has regions");
            assert!(!variant.boxes && variant.cages.is_empty());
            for region in 0..n as u8 {
                let cells: Vec<usize> = (0..n * n).filter(|&c| regions[c] == region).collect();
                assert_eq!(cells.len(), n, "{text}: region {region}");
                assert!(is_piece(&cells, n), "{text}: region {region} is in pieces");
            }
        }
        Kind::Killer => {
            assert!(variant.boxes && variant.regions.is_none());
            assert!(variant.givens.iter().all(|&v| v == 0), "{text} has givens");
            let mut caged = vec![0; n * n];
            for cage in &variant.cages {
                assert!((1..=MAX_CAGE).contains(&cage.cells.len()), "{text}");
                assert!(is_piece(&cage.cells, n), "{text}: a cage in pieces");
                cage.cells.iter().for_each(|&c| caged[c] += 1);
            }
            assert!(caged.iter().all(|&k| k == 1), "{text}: not a partition");
        }
    }
}

#[test]
fn small_killers_and_jigsaws_have_one_solution_and_keep_their_rules() {
    for kind in Kind::ALL {
        for side in [4, 6] {
            for seed in 0..40 {
                check(&made(kind, side, seed), kind);
            }
        }
    }
}

#[test]
fn nine_by_nine_killers_and_jigsaws_have_one_solution_and_keep_their_rules() {
    // Four seeds a kind: the independent check of a 9×9 killer's uniqueness
    // takes seconds, and the small sizes above take the many seeds.
    for kind in Kind::ALL {
        for seed in 0..4 {
            check(&made(kind, 9, seed), kind);
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzles_and_another_seed_others() {
    for kind in Kind::ALL {
        let text = |seed| Sketch::of(&made(kind, 9, seed).variant).text;
        assert_eq!(text(5), text(5));
        assert_ne!(text(5), text(6));
    }
}

#[test]
fn a_difficulty_asked_for_is_the_rating_given() {
    // Easy jigsaws are rare (hundreds of tries), so the test asks for medium.
    for (kind, level) in [
        (Kind::Jigsaw, Level::Medium),
        (Kind::Killer, Level::Easy),
        (Kind::Killer, Level::Expert),
    ] {
        let options = VariantOptions {
            kind,
            side: 9,
            seed: 3,
            difficulty: Some(level),
        };
        let made = VariantGenerator::new(options)
            .unwrap()
            .next_puzzle_within(1000, |_| true)
            .unwrap();
        assert_eq!(made.rating.level, level);
    }
}

#[test]
fn the_classic_rating_is_the_variant_rating_with_boxes_and_nothing_to_narrow() {
    let mut solver = Solver::new();
    for text in [
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    ] {
        let grid: Grid = text.parse().unwrap();
        let classic = rate(&grid, &mut solver).unwrap();
        let candidates = Candidates::new(&grid);
        assert_eq!(rate_candidates(candidates, |_| {}), classic);
    }
}

#[test]
fn sizes_other_than_4_6_and_9_are_refused() {
    for side in [5, 16, 25] {
        let options = VariantOptions {
            kind: Kind::Killer,
            side,
            seed: 0,
            difficulty: None,
        };
        assert_eq!(
            VariantGenerator::new(options).err(),
            Some(GenerateError::UnsupportedVariantSize(side))
        );
    }
}

#[test]
fn killers_have_few_one_cell_cages() {
    // A one-cell cage is a given by another name: published killers have
    // none or one or two. Before the generator drew no such cages and
    // joined the ones left to a neighbour, a 9×9 killer had ten.
    for (side, most_in_all) in [(9, 15), (6, 10)] {
        let mut all = 0;
        for seed in 0..50 {
            let made = made(Kind::Killer, side, seed);
            let alone = made.variant.cages.iter().filter(|c| c.cells.len() == 1);
            let count = alone.count();
            let text = Sketch::of(&made.variant).text;
            assert!(count <= 2, "{text}: {count} one-cell cages");
            all += count;
        }
        assert!(
            all <= most_in_all,
            "{side}×{side}: {all} one-cell cages in 50 killers"
        );
    }
}

//! Sudoku variants as exact cover: the classic rules plus extra ones, each
//! turned into items and options of the same generic engine.
//!
//! A [`Variant`] is a grid's shape, its givens and its rules. The rules
//! come in a few kinds, which is all the encoding needs to know of them:
//!
//! - **houses**: `n` cells holding each symbol exactly once: rows,
//!   columns, boxes (unless the puzzle has none), jigsaw regions, the X
//!   diagonals, windoku's windows, disjoint groups, and a cage of `n`
//!   cells without a sum. Each (house, symbol) is a primary item, as for
//!   the classic rows and boxes.
//! - **narrowed cells**: odd, even, or any few symbols: fewer options.
//! - **distinct groups**: fewer than `n` cells holding no symbol twice:
//!   anti-knight's pairs, anti-king's 2×2 squares, cages without a sum.
//!   Each (group, symbol) is a secondary item: covered at most once.
//! - **non-consecutive edges**: two orthogonal neighbours, and each pair
//!   of consecutive symbols (k, k + 1) a secondary item, which a placement
//!   of k or k + 1 in either cell covers.
//! - **cages with a sum**: each way to fill the cage with distinct symbols
//!   of that sum is one option, placing all of its cells at once; or, for
//!   a cage with many of them, each set of symbols that can fill it is one
//!   option, and its cells are placed one at a time, each covering the
//!   cage's item of its symbol.
//! - **pairs**: two cells whose symbols `x` and `y` keep a rule: a
//!   thermometer's step (`x < y`), a kropki dot, an X or a V. Each `x` of
//!   the first cell is a secondary item, which the placement of `x` covers,
//!   and so does every placement of a `y` in the second cell that may not
//!   stand beside `x`. Each cell is narrowed first to the symbols its pairs
//!   and thermometers leave it.
//! - **arrows**: one primary item each, whose options are the symbols its
//!   cells may hold together (the circle the sum of the rest), each giving
//!   a secondary item of each open cell its symbol as colour, as every
//!   placement in the cell gives it: Knuth's colours (Algorithm C).
//! - **chains** (little killers, sandwiches): one primary item a cell of
//!   the line, whose options are the moves of the rule's machine there,
//!   colouring the running states between the cells (`chain.rs`).
//!
//! [`Sketch`] describes a variant for a page to draw and referee.
//! [`parse`] reads sigh's Interactive Sudoku Solver's constraint strings;
//! docs/variants.md has the format and the reasons for each encoding.

mod breaks;
mod chain;
mod constraints;
mod encoding;
mod generate;
mod house_sums;
mod parse;
mod relation;
mod singles;
mod sketch;
mod solver;
mod unit;

pub use breaks::{cage_breaks, pair_breaks, Broken, CageBreak, PairBreak};
pub use chain::Move;
pub use encoding::{ItemKind, ItemLabel, VariantEncoding, MAX_CAGE_FILLINGS};
pub use generate::{Kind, Made, VariantGenerator, VariantOptions, MAX_CAGE, VARIANT_SIDES};
pub use parse::{is_variant, parse, VariantError};
pub use relation::{Pair, PairRule, Relation};
pub use singles::{
    candidates, guess, kind_word, next_step, single, Guess, NoDigitLeft, Reason, Single, Step,
};
pub use sketch::{marks, Group, Mark, Rule, Sketch};
pub use solver::{Found, VariantSolver};
pub use unit::{cage_name, symbol_name, GroupKind, HouseKind};

use super::{Shape, SYMBOLS};

/// A killer cage: its cells, row by row numbers, and the sum they make, if
/// it has one. Its cells hold no symbol twice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cage {
    /// The cells, as the puzzle lists them.
    pub cells: Vec<usize>,
    /// The sum of their symbols' numbers, if the cage has one.
    pub sum: Option<u32>,
}

impl Cage {
    /// Whether the cage is a house: `side` cells with no sum or the sum of
    /// every symbol, which any `side` distinct symbols make. Its sum is
    /// then no rule of its own, and it takes no whole-cage options.
    pub fn is_house(&self, side: usize) -> bool {
        self.cells.len() == side
            && self
                .sum
                .map_or(true, |sum| sum as usize == side * (side + 1) / 2)
    }

    /// Whether the cage's sum takes whole-cage options.
    pub fn is_summed(&self, side: usize) -> bool {
        self.sum.is_some() && !self.is_house(side)
    }
}

/// Which of the grid's two long diagonals hold each symbol once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Diagonals {
    /// From the top left to the bottom right (╲; ISS's `Diagonal~-1`).
    pub main: bool,
    /// From the bottom left to the top right (╱; ISS's `Diagonal~1`).
    pub anti: bool,
}

/// A Sudoku with the rules of its variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    /// The grid's size, and its boxes' when it has them.
    pub shape: Shape,
    /// Row by row: 0 for empty, else the symbol's number from 1.
    pub givens: Vec<u8>,
    /// Row by row, the symbols each cell may hold, as bit sets (bit `v - 1`
    /// for symbol `v`): every symbol, unless the puzzle narrows a cell to a
    /// few (an odd cell, say) or to one (then it is a given).
    pub allowed: Vec<u32>,
    /// Whether the shape's boxes are houses (a jigsaw usually has none).
    pub boxes: bool,
    /// Each cell's jigsaw region, numbered from 0, if the grid has them.
    pub regions: Option<Vec<u8>>,
    /// The X rules.
    pub diagonals: Diagonals,
    /// Windoku: the windows between the boxes are houses.
    pub windows: bool,
    /// Disjoint groups: the cells at one place within their boxes are a
    /// house.
    pub disjoint: bool,
    /// No symbol twice a knight's move apart.
    pub anti_knight: bool,
    /// No symbol twice a king's move apart (diagonally touching).
    pub anti_king: bool,
    /// Non-consecutive: no two orthogonal neighbours hold consecutive
    /// symbols.
    pub anti_consecutive: bool,
    /// Killer cages.
    pub cages: Vec<Cage>,
    /// Cages the houses imply (the 45 rule, `house_sums.rs`), never read
    /// from a puzzle: open cells of one house and their sum. They may
    /// overlap the puzzle's cages and each other, and are encoded by their
    /// sets of symbols.
    pub implied: Vec<Cage>,
    /// Rules on a few cells' values together: thermometers and arrows.
    pub relations: Vec<Relation>,
    /// Rules on two neighbours' values: kropki dots, X and V.
    pub dots: Vec<Pair>,
    /// Every kropki dot is shown: neighbours without one are neither
    /// consecutive nor one twice the other.
    pub strict_kropki: bool,
    /// Every X and V is shown: neighbours without one sum to neither.
    pub strict_xv: bool,
}

impl Variant {
    /// Classic Sudoku of `shape` with no givens: the rules to add to.
    pub fn classic(shape: Shape) -> Variant {
        Variant {
            shape,
            givens: vec![0; shape.cells()],
            allowed: vec![(1 << shape.side()) - 1; shape.cells()],
            boxes: true,
            regions: None,
            diagonals: Diagonals::default(),
            windows: false,
            disjoint: false,
            anti_knight: false,
            anti_king: false,
            anti_consecutive: false,
            cages: Vec::new(),
            implied: Vec::new(),
            relations: Vec::new(),
            dots: Vec::new(),
            strict_kropki: false,
            strict_xv: false,
        }
    }

    /// Whether the encoding gives items colours, and so needs Knuth's
    /// Algorithm C: arrows that share a cell, little killers and
    /// sandwiches do.
    pub fn has_colours(&self) -> bool {
        self.coloured().contains(&true)
    }

    /// For each relation, whether it takes its own item and coloured
    /// options: an arrow that shares a cell with another arrow or a summed
    /// cage, and every chain (little killer, sandwich). An arrow alone is
    /// filled whole, as a summed cage is, and a thermometer is its pairs.
    pub fn coloured(&self) -> Vec<bool> {
        let mut whole = vec![0u8; self.shape.cells()];
        let summed = self
            .cages
            .iter()
            .filter(|cage| cage.is_summed(self.shape.side()));
        for &cell in summed.flat_map(|cage| &cage.cells) {
            whole[cell] = 2;
        }
        for relation in &self.relations {
            if let Relation::Arrow { cells, .. } = relation {
                for &cell in cells {
                    whole[cell] += 1;
                }
            }
        }
        self.relations
            .iter()
            .map(|relation| match relation {
                Relation::Thermo(_) => false,
                Relation::Arrow { cells, .. } => cells.iter().any(|&c| whole[c] > 1),
                Relation::LittleKiller { .. }
                | Relation::Sandwich { .. }
                | Relation::Sum { .. } => true,
            })
            .collect()
    }

    /// Every pair: each two cells in a row of a thermometer, (lower,
    /// upper), the dots, and the neighbours a strict rule keeps apart;
    /// each once.
    pub fn pairs(&self) -> Vec<Pair> {
        let thermos = self.relations.iter().filter_map(|relation| match relation {
            Relation::Thermo(cells) => Some(cells),
            _ => None,
        });
        let steps = thermos.flat_map(|cells| {
            cells.windows(2).map(|step| Pair {
                cells: [step[0], step[1]],
                rule: PairRule::Rise,
            })
        });
        let mut pairs: Vec<Pair> = Vec::new();
        for pair in steps.chain(self.dots.iter().copied()) {
            if !pairs.contains(&pair) {
                pairs.push(pair);
            }
        }
        let strict = [
            (self.strict_kropki, PairRule::NoKropki),
            (self.strict_xv, PairRule::NoXv),
        ];
        for (on, rule) in strict {
            let family = |dot: &Pair| match dot.rule {
                PairRule::Consecutive | PairRule::Double => PairRule::NoKropki,
                _ => PairRule::NoXv,
            };
            let dotted = |a: usize, b: usize| {
                self.dots
                    .iter()
                    .any(|dot| family(dot) == rule && (dot.cells == [a, b] || dot.cells == [b, a]))
            };
            for [a, b] in self.neighbours().into_iter().filter(|_| on) {
                if !dotted(a, b) {
                    pairs.push(Pair {
                        cells: [a, b],
                        rule,
                    });
                }
            }
        }
        pairs
    }

    /// Every house, each as its cells in row order, without repeats: two
    /// rules that make the same house (a jigsaw region that is a box) make
    /// one set of items.
    pub fn houses(&self) -> Vec<Vec<usize>> {
        let mut houses: Vec<Vec<usize>> = Vec::new();
        self.each_house(|_, cells| houses.push(cells));
        first_of_each(&mut houses, |cells| cells);
        houses
    }

    /// Every house as [`Variant::houses`] lists it, with what it is (the
    /// first rule that makes it).
    pub fn named_houses(&self) -> Vec<(HouseKind, Vec<usize>)> {
        let mut houses = Vec::new();
        self.each_house(|kind, cells| houses.push((kind, cells)));
        first_of_each(&mut houses, |(_, cells)| cells);
        houses
    }

    /// Hands `push` every house, repeats and all, with what it is; the
    /// solver's [`Variant::houses`] ignores the kind, which then costs
    /// nothing.
    fn each_house(&self, mut push: impl FnMut(HouseKind, Vec<usize>)) {
        let n = self.shape.side();
        for row in 0..n {
            push(HouseKind::Row(row), (row * n..(row + 1) * n).collect());
        }
        for col in 0..n {
            push(
                HouseKind::Column(col),
                (0..n).map(|row| row * n + col).collect(),
            );
        }
        if self.boxes {
            for (index, cells) in self.box_houses().into_iter().enumerate() {
                push(HouseKind::Box(index), cells);
            }
        }
        if let Some(regions) = &self.regions {
            for region in 0..n as u8 {
                let cells = (0..n * n).filter(|&c| regions[c] == region).collect();
                push(HouseKind::Region(region), cells);
            }
        }
        if self.diagonals.main {
            push(HouseKind::Diagonal, (0..n).map(|k| k * n + k).collect());
        }
        if self.diagonals.anti {
            push(
                HouseKind::AntiDiagonal,
                (0..n).map(|k| k * n + n - 1 - k).collect(),
            );
        }
        if self.windows {
            for (index, cells) in windows(self.shape).into_iter().enumerate() {
                push(HouseKind::Window(index), cells);
            }
        }
        if self.disjoint {
            let boxes = self.box_houses();
            for place in 0..n {
                let mut cells: Vec<usize> = boxes.iter().map(|cells| cells[place]).collect();
                cells.sort_unstable();
                push(HouseKind::Disjoint(place), cells);
            }
        }
        for cage in &self.cages {
            if cage.is_house(n) {
                let mut cells = cage.cells.clone();
                cells.sort_unstable();
                let (head, sum) = (cage.cells[0], cage.sum);
                push(HouseKind::Cage { head, sum }, cells);
            }
        }
    }

    /// The shape's boxes, each in row order.
    fn box_houses(&self) -> Vec<Vec<usize>> {
        let (n, shape) = (self.shape.side(), self.shape);
        let mut boxes = vec![Vec::with_capacity(n); n];
        for cell in 0..n * n {
            boxes[shape.box_of(cell / n, cell % n)].push(cell);
        }
        boxes
    }

    /// Every distinct group that the houses do not already hold whole: a
    /// pair or square inside one box sets no new rule, so it costs no
    /// items.
    pub fn groups(&self, houses: &[Vec<usize>]) -> Vec<Vec<usize>> {
        let mut groups: Vec<Vec<usize>> = Vec::new();
        self.each_group(|_, cells| groups.push(cells));
        groups.retain(|group| !held(houses, group));
        groups
    }

    /// Every group as [`Variant::groups`] lists it, with what it is.
    pub fn named_groups(&self, houses: &[Vec<usize>]) -> Vec<(GroupKind, Vec<usize>)> {
        let mut groups = Vec::new();
        self.each_group(|kind, cells| groups.push((kind, cells)));
        groups.retain(|(_, group)| !held(houses, group));
        groups
    }

    /// Hands `push` every distinct group, with what it is, as
    /// [`Variant::each_house`] does the houses.
    fn each_group(&self, mut push: impl FnMut(GroupKind, Vec<usize>)) {
        let n = self.shape.side();
        if self.anti_knight {
            for cell in 0..n * n {
                let (row, col) = (cell / n, cell % n);
                // Each pair once: from its upper cell, or its left one in
                // a row.
                for (down, across) in [(1, -2), (1, 2), (2, -1), (2, 1)] {
                    let (r, c) = (row + down, col as isize + across);
                    if r < n && (0..n as isize).contains(&c) {
                        push(GroupKind::Knight, vec![cell, r * n + c as usize]);
                    }
                }
            }
        }
        if self.anti_king {
            // Every king's move lies within a 2×2 square, and a square's
            // four cells all touch: no symbol twice in any square.
            for row in 0..n - 1 {
                for col in 0..n - 1 {
                    let cell = row * n + col;
                    push(
                        GroupKind::King,
                        vec![cell, cell + 1, cell + n, cell + n + 1],
                    );
                }
            }
        }
        for cage in &self.cages {
            if cage.sum.is_none() && cage.cells.len() < n {
                let mut cells = cage.cells.clone();
                cells.sort_unstable();
                push(
                    GroupKind::Cage {
                        head: cage.cells[0],
                    },
                    cells,
                );
            }
        }
    }
}

/// Whether one of `houses` holds every cell of `group`.
fn held(houses: &[Vec<usize>], group: &[usize]) -> bool {
    houses
        .iter()
        .any(|house| group.iter().all(|cell| house.contains(cell)))
}

/// Keeps the first of each set of cells in `list` (`cells` reads one).
fn first_of_each<T>(list: &mut Vec<T>, cells: impl Fn(&T) -> &Vec<usize>) {
    let mut seen: Vec<Vec<usize>> = Vec::with_capacity(list.len());
    list.retain(|item| {
        let new = !seen.contains(cells(item));
        if new {
            seen.push(cells(item).clone());
        }
        new
    });
}

impl Variant {
    /// Every pair of orthogonal neighbours, each once, if the puzzle is
    /// non-consecutive.
    pub fn edges(&self) -> Vec<[usize; 2]> {
        if self.anti_consecutive {
            self.neighbours()
        } else {
            Vec::new()
        }
    }

    /// Every pair of orthogonal neighbours, each once.
    fn neighbours(&self) -> Vec<[usize; 2]> {
        let n = self.shape.side();
        let mut edges = Vec::new();
        for cell in 0..n * n {
            if cell % n + 1 < n {
                edges.push([cell, cell + 1]);
            }
            if cell + n < n * n {
                edges.push([cell, cell + n]);
            }
        }
        edges
    }
}

/// Windoku's windows: boxes of the grid's box size, one cell in from the
/// edge and one apart, as many as fit (four in a 9×9, one in a 4×4).
fn windows(shape: Shape) -> Vec<Vec<usize>> {
    let n = shape.side();
    let (height, width) = (shape.box_rows(), shape.box_cols());
    let mut windows = Vec::new();
    let mut top = 1;
    while top + height < n {
        let mut left = 1;
        while left + width < n {
            let mut cells: Vec<usize> = (0..n)
                .map(|k| (top + k / width) * n + left + k % width)
                .collect();
            cells.sort_unstable();
            windows.push(cells);
            left += width + 1;
        }
        top += height + 1;
    }
    windows
}

/// A cell's name as ISS writes it: `R3C7`, rows and columns past 9 as
/// letters (`RaCg` in a 16×16).
pub fn cell_name(cell: usize, side: usize) -> String {
    let digit = |k: usize| char::from_digit(k as u32 + 1, 17).unwrap_or('?');
    format!("R{}C{}", digit(cell / side), digit(cell % side))
}

/// The one-line text of a filled or partly filled grid: row by row, `.`
/// for empty.
pub fn grid_text(cells: &[u8]) -> String {
    cells
        .iter()
        .map(|&v| {
            if v == 0 {
                '.'
            } else {
                SYMBOLS[usize::from(v) - 1] as char
            }
        })
        .collect()
}

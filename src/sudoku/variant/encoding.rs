//! A variant's items and options.
//!
//! Items, in order: each open cell (primary), each (house, symbol) the
//! givens leave open (primary), each coloured relation's and each large
//! cage's with its (cage, symbol) (primary), then each (group, symbol) the
//! givens leave open, each non-consecutive edge's (pair of symbols) and
//! each open pair's (symbol of its first cell) (secondary). An option is
//! either one symbol in one open cell outside the cages filled whole,
//! covering its cell, its houses' items for the
//! symbol and its groups' (the classic encoding, with more houses), or one
//! filling of a summed cage's open cells: distinct symbols of the right
//! sum, covering every item each of its placements would (`fillings.rs`),
//! or one set of symbols of a large summed cage (`sets.rs`).
//!
//! Whole-cage options need no colours and put the sum where the search
//! sees it: a cage's fillings are exactly its options, and choosing one
//! settles the cage. Their number grows fast with the cage (a 5-cell cage
//! of sum 25 has 1,440 before the givens and the other rules prune them),
//! and each lists every item of every cell, so a cage of more than
//! [`FILLINGS_UP_TO`] is encoded by its sets of symbols instead, its
//! cells placed one by one; a cage of `n` cells is a house.

mod coloured;
mod fillings;
mod names;
mod pairs;
mod sets;

use super::{cell_name, Cage, Pair, PairRule, Relation, Variant, VariantError};
use crate::dlx::Matrix;
use coloured::{relation_items, state_items, value_items, whole_arrows};
pub use names::{ItemKind, ItemLabel};
use sets::SetCages;

/// The most fillings one summed cage may have once the givens are placed,
/// when every cage is filled whole (the visualizer's encoding; the
/// solver's encodes a large cage by its sets, whatever its size).
/// Every cage of a 9×9 fits: a cage of nine cells is a house, and one of
/// eight has at most 8! = 40,320 fillings (one set of digits). Large cages
/// of a 16×16 may not.
pub const MAX_CAGE_FILLINGS: usize = 50_000;

/// The most fillings a summed cage is encoded by; one with more is encoded
/// by its sets of symbols (measured: docs/variants.md).
const FILLINGS_UP_TO: usize = 100;

/// Not an item: the givens meet that constraint already.
const MET: u32 = u32::MAX;

/// A variant's map from options to placements.
#[derive(Clone, Debug)]
pub struct VariantEncoding {
    /// [`VariantEncoding::encode`] encodes a summed cage of at most this
    /// many fillings by them, one of more by its sets of symbols.
    fillings_up_to: usize,
    givens: Vec<u8>,
    /// Each option's placements are `placements[starts[o]..starts[o + 1]]`.
    starts: Vec<u32>,
    /// (cell, symbol) for each placement of each option.
    placements: Vec<(u16, u8)>,
}

impl Default for VariantEncoding {
    fn default() -> VariantEncoding {
        VariantEncoding {
            fillings_up_to: FILLINGS_UP_TO,
            givens: Vec::new(),
            starts: Vec::new(),
            placements: Vec::new(),
        }
    }
}

impl VariantEncoding {
    /// An encoding that encodes each summed cage of more than `most`
    /// fillings by its sets of symbols (0: every cage; `usize::MAX`: none),
    /// for tests and measurements; the default is measured.
    pub fn with_fillings_up_to(most: usize) -> VariantEncoding {
        VariantEncoding {
            fillings_up_to: most,
            ..VariantEncoding::default()
        }
    }
}

/// A kind of set of cells, and what each symbol in it is.
struct Sets {
    /// The sets each cell is in.
    of: Vec<Vec<usize>>,
    /// The symbols the givens use in each set, as bit sets.
    used: Vec<u32>,
}

impl Sets {
    /// Where `sets` lie, and what their givens use; an error naming two
    /// givens that repeat a symbol in one set, a `what`.
    fn of(sets: &[Vec<usize>], givens: &[u8], what: &str) -> Result<Sets, VariantError> {
        let side = (givens.len() as f64).sqrt() as usize;
        let mut found = Sets {
            of: vec![Vec::new(); givens.len()],
            used: vec![0; sets.len()],
        };
        for (index, set) in sets.iter().enumerate() {
            for &cell in set {
                found.of[cell].push(index);
                let value = givens[cell];
                if value == 0 {
                    continue;
                }
                let bit = 1 << (value - 1);
                if found.used[index] & bit != 0 {
                    let other = set
                        .iter()
                        .find(|&&c| c != cell && givens[c] == value)
                        .map_or(cell, |&c| c);
                    return Err(VariantError::rule(format!(
                        "the givens {} and {} hold {} twice in one {what}",
                        cell_name(other, side),
                        cell_name(cell, side),
                        super::grid_text(&[value]),
                    )));
                }
                found.used[index] |= bit;
            }
        }
        Ok(found)
    }

    /// The symbols none of a cell's sets has among its givens.
    fn free(&self, cell: usize) -> u32 {
        !self.of[cell]
            .iter()
            .fold(0, |used, &set| used | self.used[set])
    }
}

/// The items numbered so far.
struct Numbers(u32);

impl Numbers {
    /// The next item if `open`, else [`MET`].
    fn item(&mut self, open: bool) -> u32 {
        if open {
            self.0 += 1;
            self.0 - 1
        } else {
            MET
        }
    }
}

/// An option as it is built: its items, and their colours (0 for none).
#[derive(Default)]
struct Row {
    items: Vec<usize>,
    colours: Vec<u32>,
}

impl Row {
    fn clear(&mut self) {
        self.items.clear();
        self.colours.clear();
    }

    fn push(&mut self, item: u32) {
        self.colour(item, 0);
    }

    fn colour(&mut self, item: u32, colour: u8) {
        self.state(item, u32::from(colour));
    }

    /// Colours `item` with `colour`, which may pass 255 (a chain's
    /// running total); 0 is none.
    fn state(&mut self, item: u32, colour: u32) {
        self.items.push(item as usize);
        self.colours.push(colour);
    }
}

/// Where each cell's items for each symbol are.
struct Items {
    side: usize,
    houses: Sets,
    groups: Sets,
    cell_item: Vec<u32>,
    /// Item of (house, symbol from 0) at `house * side + symbol`.
    house_item: Vec<u32>,
    group_item: Vec<u32>,
    /// The non-consecutive edges each cell is on, and the item of (edge,
    /// pair k, k + 1) at `edge * (side - 1) + k - 1`.
    edges_of: Vec<Vec<usize>>,
    edge_item: Vec<u32>,
    /// The pairs each cell is on, each as (pair, whether the cell is the
    /// second), and the item of (pair, symbol `x` of the first cell) at
    /// `pair * side + x - 1`.
    pairs_of: Vec<Vec<(usize, bool)>>,
    pair_item: Vec<u32>,
    /// Each pair's rule, and the symbols of its first cell that some
    /// candidate of the second may not stand beside: those take an item.
    pair_rule: Vec<PairRule>,
    pair_need: Vec<u32>,
    /// The item of each coloured relation (an arrow) with an open cell,
    /// and of each open cell's value on one, which every placement in the
    /// cell colours with its symbol; [`MET`] where there is none.
    relation_item: Vec<u32>,
    value_item: Vec<u32>,
    /// The first of the secondary items of the states between a chain's
    /// steps, one fewer than its cells (its steps' items follow its
    /// `relation_item`); [`MET`] for a relation that is not a chain.
    chain_state: Vec<u32>,
    /// The items of the cages encoded by their sets of symbols.
    set_cages: SetCages,
    /// The symbols each cell may hold, as the puzzle, the non-consecutive
    /// givens, the pairs and the thermometers allow.
    allowed: Vec<u32>,
    /// How many are primary, and how many in all.
    primary: usize,
    count: usize,
}

/// The edges each of `cells` cells lies on.
fn edges_of_cells(cells: usize, edges: &[[usize; 2]]) -> Vec<Vec<usize>> {
    let mut edges_of = vec![Vec::new(); cells];
    for (edge, ends) in edges.iter().enumerate() {
        for &cell in ends {
            edges_of[cell].push(edge);
        }
    }
    edges_of
}

impl Items {
    /// Numbers the items in order: open cells, open (house, symbol), an
    /// item no option covers if `broken`, each coloured relation's, each
    /// cage encoded by its sets and its (cage, symbol) for the symbols its
    /// givens leave open, then the secondary (group, symbol), (edge, pair
    /// of symbols) and (pair, symbol).
    fn number(
        givens: &[u8],
        (houses, groups, edges, pairs): (Sets, Sets, &[[usize; 2]], &[Pair]),
        (broken, relations, coloured): (bool, &[Relation], &[bool]),
        set_cages: (&[&Cage], usize),
    ) -> Items {
        let side = (givens.len() as f64).sqrt() as usize;
        let mut next = Numbers(0);
        let cell_item = givens.iter().map(|&v| next.item(v == 0)).collect();
        let open = |used: &[u32], key: usize| used[key / side] & (1 << (key % side)) == 0;
        let house_item = (0..houses.used.len() * side)
            .map(|key| next.item(open(&houses.used, key)))
            .collect();
        next.item(broken);
        let coloured: Vec<&Relation> = (relations.iter().zip(coloured))
            .filter_map(|(relation, &on)| on.then_some(relation))
            .collect();
        let relation_item = relation_items(givens, &coloured, &mut next);
        let set_cages = SetCages::number(givens, set_cages, &mut next);
        let primary = next.0 as usize;
        let group_item = (0..groups.used.len() * side)
            .map(|key| next.item(open(&groups.used, key)))
            .collect();
        let edges_of = edges_of_cells(givens.len(), edges);
        // Each edge's pairs (1, 2) … (side - 1, side); a given end keeps
        // the other from its neighbours, so its pairs need no item.
        let edge_item = edges
            .iter()
            .flat_map(|&[a, b]| (1..side).map(move |_| givens[a] == 0 && givens[b] == 0))
            .map(|open| next.item(open))
            .collect();
        // A pair with a given end needs no items: the other end is narrowed
        // to the symbols that may stand beside the given.
        let mut pairs_of = vec![Vec::new(); givens.len()];
        for (index, pair) in pairs.iter().enumerate() {
            pairs_of[pair.cells[0]].push((index, false));
            pairs_of[pair.cells[1]].push((index, true));
        }
        let pair_item = pairs
            .iter()
            .flat_map(|pair| (0..side).map(move |_| pair.cells.iter().all(|&c| givens[c] == 0)))
            .map(|open| next.item(open))
            .collect();
        let value_item = value_items(givens, &coloured, &mut next);
        let chain_state = state_items(&coloured, &mut next);
        Items {
            side,
            houses,
            groups,
            cell_item,
            house_item,
            group_item,
            edges_of,
            edge_item,
            pairs_of,
            pair_item,
            pair_rule: pairs.iter().map(|pair| pair.rule).collect(),
            pair_need: Vec::new(),
            relation_item,
            value_item,
            chain_state,
            set_cages,
            allowed: Vec::new(),
            primary,
            count: next.0 as usize,
        }
    }

    /// Pushes the items of `symbol` (from 1) in `cell` onto `option`.
    fn placement(&self, cell: usize, symbol: u8, option: &mut Row) {
        let s = usize::from(symbol) - 1;
        option.push(self.cell_item[cell]);
        for &h in &self.houses.of[cell] {
            option.push(self.house_item[h * self.side + s]);
        }
        for &g in &self.groups.of[cell] {
            option.push(self.group_item[g * self.side + s]);
        }
        for item in self.set_cages.items(cell, s) {
            option.push(item);
        }
        if self.value_item[cell] != MET {
            option.colour(self.value_item[cell], symbol);
        }
        for &e in &self.edges_of[cell] {
            // The pairs (symbol - 1, symbol) and (symbol, symbol + 1).
            for pair in [s, s + 1] {
                if (1..self.side).contains(&pair) {
                    let item = self.edge_item[e * (self.side - 1) + pair - 1];
                    if item != MET {
                        option.push(item);
                    }
                }
            }
        }
        self.pair_placement(cell, symbol, option);
    }

    /// The symbols a cell may take as far as the givens say.
    fn candidates(&self, cell: usize) -> u32 {
        self.allowed[cell]
            & self.houses.free(cell)
            & self.groups.free(cell)
            & self.set_cages.free(cell)
    }

    /// Narrows each cell to the symbols the puzzle allows it, and the
    /// neighbours of a non-consecutive given to the symbols not next to
    /// it; an error if two neighbouring givens are consecutive.
    fn narrow(&mut self, variant: &Variant, edges: &[[usize; 2]]) -> Result<(), VariantError> {
        check_edges(variant, edges)?;
        self.allowed.clone_from(&variant.allowed);
        let givens = &variant.givens;
        for &[a, b] in edges {
            for (given, other) in [(a, b), (b, a)] {
                let value = givens[given];
                if value != 0 {
                    self.allowed[other] &= !((1 << value >> 2) | (1 << value));
                }
            }
        }
        Items::check_givens(variant)
    }
}

/// An error if two neighbouring givens of a non-consecutive puzzle are
/// consecutive.
fn check_edges(variant: &Variant, edges: &[[usize; 2]]) -> Result<(), VariantError> {
    let (givens, side) = (&variant.givens, variant.shape.side());
    let consecutive = |&&[a, b]: &&[usize; 2]| {
        givens[a] != 0 && givens[b] != 0 && givens[a].abs_diff(givens[b]) == 1
    };
    match edges.iter().find(consecutive) {
        Some(&[a, b]) => Err(VariantError::rule(format!(
            "the givens {} and {} are neighbours holding consecutive symbols",
            cell_name(a, side),
            cell_name(b, side)
        ))),
        None => Ok(()),
    }
}

/// The errors [`VariantEncoding::encode`] gives for givens that break a
/// rule (two in one house or group, consecutive neighbours, a thermometer
/// or pair broken, an arrow that does not add up), found without encoding:
/// the constraint search (`constraints.rs`) would only find no solution.
pub(super) fn check_givens(variant: &Variant) -> Result<(), VariantError> {
    let houses = variant.houses();
    Sets::of(&houses, &variant.givens, HOUSES)?;
    Sets::of(&variant.groups(&houses), &variant.givens, GROUPS)?;
    check_edges(variant, &variant.edges())?;
    Items::check_givens(variant)
}

/// What [`Sets::of`] calls a house, and a distinct group, in an error.
const HOUSES: &str = "house (row, column, box, region, diagonal or window)";
const GROUPS: &str = "anti-knight pair, anti-king square or cage";

/// Whether a summed cage's givens already break its sum, or it is `side`
/// cells whose sum is not that of all symbols: then nothing can fill it.
fn broken(variant: &Variant) -> bool {
    let side = variant.shape.side();
    variant.cages.iter().any(|cage| {
        let givens = cage.cells.iter().map(|&c| variant.givens[c]);
        let given = givens.clone().all(|v| v != 0);
        let total: u32 = givens.map(u32::from).sum();
        cage.sum.is_some_and(|sum| {
            (given && total != sum) || (cage.cells.len() == side && !cage.is_house(side))
        })
    })
}

/// The summed cages encoded by their sets (those of more than
/// `fillings_up_to` fillings, then the implied ones) and by their fillings,
/// and where the implied ones start among the first.
fn split_cages(variant: &Variant, fillings_up_to: usize) -> (Vec<&Cage>, Vec<&Cage>, usize) {
    let n = variant.shape.side();
    let summed = variant.cages.iter().filter(|cage| cage.is_summed(n));
    let (mut by_sets, by_fillings): (Vec<&Cage>, Vec<&Cage>) =
        summed.partition(|cage| fillings::encoded_by_sets(variant, cage, fillings_up_to));
    let implied = by_sets.len();
    by_sets.extend(&variant.implied);
    (by_sets, by_fillings, implied)
}

impl VariantEncoding {
    /// Encodes `variant` into `matrix`, replacing what it held. Fails when
    /// two givens break a rule or a cage has too many fillings.
    pub fn encode(&mut self, variant: &Variant, matrix: &mut Matrix) -> Result<(), VariantError> {
        self.build(variant, matrix, self.fillings_up_to).map(drop)
    }

    /// Encodes as [`VariantEncoding::encode`] does, and returns where each
    /// item is, for naming them (`names.rs`).
    /// A summed cage of at most `fillings_up_to` fillings is encoded by
    /// them, one of more by its sets of symbols (`sets.rs`).
    fn build(
        &mut self,
        variant: &Variant,
        matrix: &mut Matrix,
        fillings_up_to: usize,
    ) -> Result<Items, VariantError> {
        let (n, givens) = (variant.shape.side(), &variant.givens);
        let (by_sets, by_fillings, implied) = split_cages(variant, fillings_up_to);
        let houses = variant.houses();
        let groups = variant.groups(&houses);
        let (edges, pairs) = (variant.edges(), variant.pairs());
        let sets = (
            Sets::of(&houses, givens, HOUSES)?,
            Sets::of(&groups, givens, GROUPS)?,
            edges.as_slice(),
            pairs.as_slice(),
        );
        let coloured = variant.coloured();
        let relations = (
            broken(variant),
            variant.relations.as_slice(),
            coloured.as_slice(),
        );
        let mut items = Items::number(givens, sets, relations, (&by_sets, implied));
        items.narrow(variant, &edges)?;
        let tables = items.relate(variant, &pairs);
        matrix.clear(items.primary, items.count - items.primary);
        self.givens.clone_from(givens);
        self.starts.clear();
        self.placements.clear();
        self.starts.push(0);
        // Summed cages and arrows that share no cell are filled whole, but
        // for the cages encoded by their sets, whose cells are placed one by
        // one.
        let mut caged = vec![false; n * n];
        let cages = by_fillings.iter().map(|cage| &cage.cells);
        for &cell in cages.chain(whole_arrows(variant, &coloured)).flatten() {
            caged[cell] = true;
        }
        let mut option = Row::default();
        for cell in (0..n * n).filter(|&c| givens[c] == 0 && !caged[c]) {
            let mut symbols = items.candidates(cell);
            while symbols != 0 {
                let symbol = symbols.trailing_zeros() as u8 + 1;
                symbols &= symbols - 1;
                option.clear();
                items.placement(cell, symbol, &mut option);
                self.add(matrix, &option, &[(cell as u16, symbol)]);
            }
        }
        for cage in &by_fillings {
            self.add_cage(matrix, (variant, &items), cage)?;
        }
        for (index, cage) in by_sets.iter().enumerate() {
            self.add_sets(matrix, (variant, &items), (index, cage));
        }
        self.add_whole_arrows(matrix, (variant, &items), (&tables, &coloured));
        self.add_relations(matrix, (variant, &items), (&tables, &coloured));
        Ok(items)
    }

    /// Adds an option and the placements it stands for.
    fn add(&mut self, matrix: &mut Matrix, option: &Row, placements: &[(u16, u8)]) {
        // Not `expect`: its message would print the error, and its
        // formatting would weigh on the wasm module.
        let added = if option.colours.iter().all(|&colour| colour == 0) {
            matrix.add_option(&option.items)
        } else {
            matrix.add_coloured_option(&option.items, &option.colours)
        };
        assert!(added.is_ok(), "a placement's items are distinct open items");
        self.placements.extend_from_slice(placements);
        self.starts.push(self.placements.len() as u32);
    }

    /// The givens with the placements of `options` filled in.
    pub fn fill(&self, options: impl IntoIterator<Item = usize>) -> Vec<u8> {
        let mut cells = self.givens.clone();
        for option in options {
            let (start, end) = (self.starts[option], self.starts[option + 1]);
            for &(cell, symbol) in &self.placements[start as usize..end as usize] {
                cells[usize::from(cell)] = symbol;
            }
        }
        cells
    }
}

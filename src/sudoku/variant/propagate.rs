//! Propagation for the cages encoded by their sets of symbols, run by the
//! search after each selection ([`crate::cells::Propagator`]).
//!
//! Exact cover strikes a cage's set only when one of its (cage, symbol)
//! items is covered, and keeps a cell's symbol that no set left can give
//! it until the search branches on the cage. Here, at every node, for
//! each such cage: the sets left are those still active (or, once one is
//! chosen, the symbols it still needs); a set whose symbols not yet placed
//! cannot go each to a different open cell of the cage, among the
//! symbols those cells still have, is hidden (a matching, as `sets.rs`
//! builds them); and a cell's symbol that no set left holds is hidden. It
//! repeats until nothing changes, since hiding a symbol in a cell may
//! strike a set of another cage over it (the cages the houses imply
//! overlap the puzzle's). The sum bounds come with the sets: a set is a
//! choice of symbols of the right sum, so when no set fits the cells,
//! nothing can.
//!
//! What is active is read from the cells at each call, so nothing here
//! needs undoing: the search restores the cells.

use super::encoding::{matches, VariantEncoding, MET};
use crate::cells::{ItemRef, Layout, NodeRef, Propagator, Prune};
use crate::dlx::Matrix;

/// The cages encoded by their sets, as the cells name their items.
#[derive(Clone, Debug, Default)]
pub struct CagePropagator {
    cages: Vec<Cage>,
    /// The symbol, as a bit, that each node at the item of a cage's open
    /// cell places there; 0 for every other node.
    symbol: Vec<u32>,
    /// The open cells of the cage at hand, and the symbols they still
    /// have.
    open: Vec<ItemRef>,
    domains: Vec<u32>,
    /// The symbols each cell of the cage at hand still has, 0 for one
    /// placed.
    all: Vec<u32>,
    /// The symbols of each subset of the open cells (see [`unions`]).
    unions: Vec<u32>,
}

/// A cage's items and sets.
#[derive(Clone, Debug)]
struct Cage {
    cells: Vec<ItemRef>,
    item: Option<ItemRef>,
    symbols: Vec<(u32, ItemRef)>,
    /// The symbols with an item, as bits.
    open_symbols: u32,
    /// Each set: a node of its option, and its symbols as bits.
    sets: Vec<(NodeRef, u32)>,
    /// What the cage's sets were last checked against (each cell's
    /// symbols, 0 for a placed cell, and the symbols needed), and which
    /// sets failed then: the same cells and symbols give the same
    /// verdicts, and the matchings were most of the work.
    seen: Vec<u32>,
    seen_needed: u32,
    verdicts: Vec<Verdict>,
    /// The sizes of its cells' items and the symbols it needed when it was
    /// last narrowed and nothing was hidden (see [`signature`]).
    quiet: u64,
}

/// Whether a set's symbols still needed can fill the open cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Unknown,
    Fits,
    Fails,
}

/// The most open cells whose every subset's symbols are listed for Hall's
/// condition; a cage with more is matched by augmenting paths.
const HALL_UP_TO: usize = 8;

/// Every symbol: what a cell whose options do not all place a symbol may
/// still hold, as far as this propagation knows.
const ANY: u32 = u32::MAX;

impl CagePropagator {
    /// The propagation for `encoding`'s cages encoded by their sets, as it
    /// last encoded a variant into `matrix`.
    pub fn new(encoding: &VariantEncoding, matrix: &Matrix) -> CagePropagator {
        let layout = Layout::of(matrix);
        let cell_item = encoding.cell_items();
        let mut in_cage = vec![false; cell_item.len()];
        // The cells some option fills with others (a cage's filling): their
        // runs are long, and reading them at every node cost more than
        // their cages' propagation saved.
        let mut filled = vec![false; cell_item.len()];
        for option in 0..matrix.option_count() {
            let placements = encoding.placements_of(option);
            if placements.len() > 1 {
                for &(cell, _) in placements {
                    filled[usize::from(cell)] = true;
                }
            }
        }
        let mut cages = Vec::new();
        for cage in encoding.set_cages() {
            // A set with no item of its own (one using every open symbol
            // of an implied cage) could not be told active: no such cage
            // is propagated.
            let named = cage
                .sets
                .iter()
                .all(|&(o, _)| matrix.option_items(o).next().is_some());
            let whole = cage.cells.iter().any(|&c| filled[c]);
            if cage.cells.is_empty() || cage.sets.is_empty() || !named || whole {
                continue;
            }
            for &cell in &cage.cells {
                in_cage[cell] = true;
            }
            let item = |item: u32| layout.item(item as usize);
            cages.push(Cage {
                cells: cage.cells.iter().map(|&c| item(cell_item[c])).collect(),
                item: (cage.item != MET).then(|| item(cage.item)),
                symbols: cage
                    .symbols
                    .iter()
                    .map(|&(bit, i)| (bit, item(i)))
                    .collect(),
                open_symbols: cage.symbols.iter().fold(0, |set, &(bit, _)| set | bit),
                sets: (cage.sets.iter())
                    .map(|&(option, set)| (layout.node(option, 0), set))
                    .collect(),
                seen: Vec::new(),
                seen_needed: 0,
                verdicts: vec![Verdict::Unknown; cage.sets.len()],
                quiet: u64::MAX,
            });
        }
        let mut symbol = vec![0; layout.nodes()];
        if !cages.is_empty() {
            for option in 0..matrix.option_count() {
                for &(cell, value) in encoding.placements_of(option) {
                    let cell = usize::from(cell);
                    if !in_cage[cell] {
                        continue;
                    }
                    let at = matrix
                        .option_items(option)
                        .position(|i| i as u32 == cell_item[cell]);
                    if let Some(k) = at {
                        symbol[layout.node(option, k).index()] = 1 << (value - 1);
                    }
                }
            }
        }
        CagePropagator {
            cages,
            symbol,
            open: Vec::new(),
            domains: Vec::new(),
            all: Vec::new(),
            unions: Vec::new(),
        }
    }

    /// Narrows cage `index` (see the module's notes): `Some(true)` if it
    /// hid an option, `None` at a dead end.
    fn narrow(&mut self, index: usize, prune: &mut Prune<'_>) -> Option<bool> {
        let cage = &mut self.cages[index];
        let signature = signature(cage, prune);
        prune.spend((cage.cells.len() + cage.symbols.len()) as u64);
        if signature == cage.quiet {
            return Some(false);
        }
        let hid = self.narrow_cage(index, prune)?;
        let cage = &mut self.cages[index];
        cage.quiet = if hid { u64::MAX } else { signature };
        Some(hid)
    }

    /// Narrows cage `index`, as [`CagePropagator::narrow`] does, whatever
    /// was seen before.
    fn narrow_cage(&mut self, index: usize, prune: &mut Prune<'_>) -> Option<bool> {
        let cage = &mut self.cages[index];
        self.open.clear();
        self.domains.clear();
        self.all.clear();
        let mut reads = 0;
        for &cell in &cage.cells {
            if !prune.is_active(cell) {
                self.all.push(0);
                continue;
            }
            let places = prune.options(cell);
            reads += u64::from(places.end - places.start);
            let domain = places.fold(0, |domain, place| {
                match self.symbol[prune.node_at(place).index()] {
                    0 => ANY,
                    bit => domain | bit,
                }
            });
            self.open.push(cell);
            self.domains.push(domain);
            self.all.push(domain);
        }
        if self.open.is_empty() {
            prune.spend(reads + cage.cells.len() as u64);
            return Some(false);
        }
        let needed = (cage.symbols.iter())
            .filter(|&&(_, item)| prune.is_active(item))
            .fold(0, |set, &(bit, _)| set | bit);
        // Each cell placed covers the (cage, symbol) of its symbol; a set
        // chosen covers those of the symbols it lacks besides.
        let placed = cage.cells.len() - self.open.len();
        let covered = (cage.open_symbols.count_ones() - needed.count_ones()) as usize;
        let chosen = cage.item.is_some_and(|item| !prune.is_active(item)) || covered > placed;
        let mut hid = false;
        let held = if chosen {
            if needed.count_ones() as usize != self.open.len() {
                return Some(false);
            }
            if !matches(&self.domains, needed) {
                return None;
            }
            needed
        } else {
            let known = cage.seen_needed == needed && cage.seen == self.all;
            if !known {
                cage.seen.clone_from(&self.all);
                cage.seen_needed = needed;
                cage.verdicts.fill(Verdict::Unknown);
            }
            // The subsets' symbols, listed at the first set to match.
            let mut listed = false;
            let mut held = 0;
            for (k, &(node, set)) in cage.sets.iter().enumerate() {
                reads += 1;
                if !prune.is_live(node) {
                    continue;
                }
                let rest = set & needed;
                if cage.verdicts[k] == Verdict::Unknown {
                    if !listed {
                        unions(&self.domains, &mut self.unions);
                        reads += self.unions.len() as u64;
                        listed = true;
                    }
                    let fits = if self.domains.len() <= HALL_UP_TO {
                        reads += self.unions.len() as u64;
                        hall(&self.unions, rest)
                    } else {
                        matches(&self.domains, rest)
                    };
                    cage.verdicts[k] = if fits { Verdict::Fits } else { Verdict::Fails };
                }
                if cage.verdicts[k] == Verdict::Fits {
                    held |= rest;
                } else {
                    if !prune.hide(node) {
                        return None;
                    }
                    hid = true;
                }
            }
            held
        };
        for (&cell, &domain) in self.open.iter().zip(&self.domains) {
            if domain & !held == 0 {
                continue;
            }
            // From the end: hiding the option at a place moves only those
            // after it.
            for place in prune.options(cell).rev() {
                reads += 1;
                let bit = self.symbol[prune.node_at(place).index()];
                if bit != 0 && bit & held == 0 {
                    if !prune.hide(prune.node_at(place)) {
                        return None;
                    }
                    hid = true;
                }
            }
        }
        prune.spend(reads + cage.cells.len() as u64 + cage.symbols.len() as u64);
        Some(hid)
    }
}

/// What a cage's narrowing reads, in brief: the number of options its
/// open cells have in all and the symbols it needs. Sizes only shrink
/// down a path: the same sizes there are the same options, so a cage
/// narrowed to no effect at these sizes is left alone until they change.
/// (After a backtrack, another branch may reach the same sizes with other
/// options, and the cage is then not narrowed where it could be: weaker,
/// never wrong.)
fn signature(cage: &Cage, prune: &Prune<'_>) -> u64 {
    let options: u64 = (cage.cells.iter())
        .filter(|&&cell| prune.is_active(cell))
        .map(|&cell| u64::from(prune.options(cell).len() as u32))
        .sum();
    let needed = (cage.symbols.iter())
        .filter(|&&(_, item)| prune.is_active(item))
        .fold(0, |set, &(bit, _)| set | u64::from(bit));
    let chosen = cage
        .item
        .map_or(0, |item| u64::from(!prune.is_active(item)));
    options << 33 | chosen << 32 | needed
}

/// The symbols of each subset of the cells of `domains` (bit `i` of the
/// index for cell `i`), if they are at most [`HALL_UP_TO`]; else none.
fn unions(domains: &[u32], unions: &mut Vec<u32>) {
    unions.clear();
    if domains.len() > HALL_UP_TO {
        return;
    }
    unions.push(0);
    for &domain in domains {
        for k in 0..unions.len() {
            unions.push(unions[k] | domain);
        }
    }
}

/// Hall's condition: whether every subset of the cells whose symbols are
/// `unions` has at least as many symbols of `set` as cells, so that (as
/// `set` has as many symbols as cells) each cell can hold a different one.
fn hall(unions: &[u32], set: u32) -> bool {
    (1..unions.len()).all(|cells| (unions[cells] & set).count_ones() >= cells.count_ones())
}

impl Propagator for CagePropagator {
    fn propagate(&mut self, prune: &mut Prune<'_>) -> bool {
        loop {
            let mut hid = false;
            for index in 0..self.cages.len() {
                match self.narrow(index, prune) {
                    None => return false,
                    Some(more) => hid |= more,
                }
            }
            if !hid {
                return true;
            }
        }
    }
}

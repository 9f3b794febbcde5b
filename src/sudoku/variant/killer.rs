//! Killers as plain Sudoku with propagation between nodes: each open cell
//! an item whose options are its placements, each (house, symbol) an item,
//! each cage's (cage, symbol) a secondary one, and the sums left to a
//! [`Propagator`] that narrows the cells' candidates after every step of
//! the search, as ISS's sum handlers do: a cell's candidates are its
//! item's active options, read in a few words.
//!
//! What it narrows, over candidate bit sets (bit `v - 1` for symbol `v`):
//!
//! - a sum over the cells of one house (a cage, or an innie or outie sum
//!   the houses imply, `house_sums.rs`) by its combinations, the sets of
//!   distinct symbols of that total: those that fit the cells' candidates
//!   survive, a cell keeps only their symbols, a symbol every survivor
//!   holds and only one cell can take is placed there, and one that only
//!   cells of one house can take leaves that house's other cells;
//! - a sum across houses by bounds: the least and greatest each cell's
//!   partners can make.
//!
//! Only the sums over a cell whose candidates changed since the last
//! fixpoint are looked at again (a sum's narrowing depends on its cells'
//! candidates alone, and the last fixpoint held for every sum), and each
//! narrowing queues the sums over the cells it narrowed.

use super::Variant;
use crate::cells::{Layout, NodeRef, Propagator, Prune};
use crate::dlx::Matrix;

/// The most combinations a sum over one house is narrowed by; beyond,
/// by bounds (a 16×16's cage of eight cells has thousands).
const MOST_COMBINATIONS: usize = 512;

/// The most cells an implied sum may have: over more, bounds narrow
/// little and cost a pass over every cell each time one moves (TAREK #1
/// to #3: 9 cells 1.16 G instructions, every sum (up to 40 cells) 2.05 G,
/// for as many nodes).
const MOST_CELLS: usize = 9;

/// A sum the propagator keeps.
#[derive(Clone, Debug)]
struct Sum {
    cells: Vec<u16>,
    /// Its cells as bits.
    mask: u128,
    total: u32,
    /// Its combinations (bit sets), or none: narrowed by bounds.
    combinations: Vec<u32>,
}

/// Whether `variant` is a killer this encoding takes: houses, givens,
/// narrowed cells and cages, nothing else, and a cage with a sum.
pub(super) fn applies(variant: &Variant) -> bool {
    let n = variant.shape.side();
    variant.relations.is_empty()
        && variant.dots.is_empty()
        && variant.implied.is_empty()
        && !variant.anti_knight
        && !variant.anti_king
        && !variant.anti_consecutive
        && !variant.strict_kropki
        && !variant.strict_xv
        && variant.cages.iter().any(|cage| cage.is_summed(n))
        && variant.cages.iter().all(|cage| cage.cells.len() <= n)
        && n <= 9
}

/// The map from options to placements of the last encoding.
#[derive(Clone, Debug, Default)]
pub(super) struct KillerEncoding {
    givens: Vec<u8>,
    placements: Vec<(u16, u8)>,
}

impl KillerEncoding {
    /// The givens with the placements of `options` filled in.
    pub(super) fn fill(&self, options: impl IntoIterator<Item = usize>) -> Vec<u8> {
        let mut cells = self.givens.clone();
        for option in options {
            let (cell, symbol) = self.placements[option];
            cells[usize::from(cell)] = symbol;
        }
        cells
    }
}

/// Encodes `variant` (one that [`applies`]) into `matrix`, and makes its
/// propagator. `None` when its givens break a house or a cage (no
/// solution: the caller's own encoding says why).
pub(super) fn encode(
    variant: &Variant,
    matrix: &mut Matrix,
) -> Option<(KillerEncoding, KillerPropagator)> {
    let n = variant.shape.side();
    let cells = n * n;
    let houses = variant.houses();
    let groups: Vec<&[usize]> = (variant.cages.iter())
        .filter(|cage| !cage.is_house(n))
        .map(|cage| cage.cells.as_slice())
        .collect();
    let mut seen = vec![0u32; houses.len() + groups.len()];
    let all = houses
        .iter()
        .map(Vec::as_slice)
        .chain(groups.iter().copied());
    for (index, group) in all.enumerate() {
        for &cell in group {
            let given = variant.givens[cell];
            if given > 0 {
                let bit = 1 << (given - 1);
                if seen[index] & bit != 0 {
                    return None;
                }
                seen[index] |= bit;
            }
        }
    }
    let mut of_cell: Vec<Vec<usize>> = vec![Vec::new(); cells];
    let all = houses
        .iter()
        .map(Vec::as_slice)
        .chain(groups.iter().copied());
    for (index, group) in all.enumerate() {
        for &cell in group {
            of_cell[cell].push(index);
        }
    }
    let open: Vec<usize> = (0..cells).filter(|&c| variant.givens[c] == 0).collect();
    let mut cell_item = vec![usize::MAX; cells];
    for (item, &cell) in open.iter().enumerate() {
        cell_item[cell] = item;
    }
    // (group, symbol) items: houses' primary, cages' secondary.
    let mut symbol_item = vec![usize::MAX; seen.len() * n];
    let mut primary = open.len();
    for (index, &taken) in seen.iter().enumerate().take(houses.len()) {
        for symbol in (0..n).filter(|s| taken & 1 << s == 0) {
            symbol_item[index * n + symbol] = primary;
            primary += 1;
        }
    }
    let mut secondary = 0;
    for (index, &taken) in seen.iter().enumerate().skip(houses.len()) {
        for symbol in (0..n).filter(|s| taken & 1 << s == 0) {
            symbol_item[index * n + symbol] = primary + secondary;
            secondary += 1;
        }
    }
    matrix.clear(primary, secondary);
    let mut encoding = KillerEncoding {
        givens: variant.givens.clone(),
        placements: Vec::new(),
    };
    let mut option_of = vec![usize::MAX; cells * n];
    let mut items = Vec::new();
    for &cell in &open {
        for symbol in 0..n {
            let taken = of_cell[cell].iter().any(|&g| seen[g] & 1 << symbol != 0);
            if variant.allowed[cell] & 1 << symbol == 0 || taken {
                continue;
            }
            items.clear();
            items.push(cell_item[cell]);
            items.extend(of_cell[cell].iter().map(|&g| symbol_item[g * n + symbol]));
            let added = matrix.add_option(&items);
            assert!(added.is_ok(), "a placement's items are distinct open items");
            option_of[cell * n + symbol] = encoding.placements.len();
            encoding.placements.push((cell as u16, symbol as u8 + 1));
        }
    }
    let propagator = KillerPropagator::new(variant, matrix, (&open, &cell_item), &option_of);
    Some((encoding, propagator))
}

/// The killer's sums, narrowing the cells between the search's nodes.
#[derive(Clone, Debug, Default)]
pub(super) struct KillerPropagator {
    side: usize,
    sums: Vec<Sum>,
    /// The sums over each cell.
    sums_of: Vec<Vec<u32>>,
    /// Each cell's houses, as bits (none past the 64th house).
    houses_of: Vec<u64>,
    /// Each house's cells, as bits.
    houses: Vec<u128>,
    /// The open cells, with their items.
    open: Vec<(u16, crate::cells::ItemRef)>,
    /// The node of each (cell, symbol)'s option in its cell's item.
    node: Vec<Option<NodeRef>>,
    /// The (cell, symbol from 0) each node's option places.
    placed: Vec<(u16, u8)>,
    /// Each cell's candidates as the search stands, and at the last
    /// fixpoint.
    now: Vec<u32>,
    last: Vec<u32>,
    /// The cells that may hold each symbol (from 0), as bits.
    has: [u128; 9],
    queue: Vec<u32>,
    queued: Vec<bool>,
    /// How many narrowings there have been: whether a pass narrowed.
    narrowed: u64,
}

impl KillerPropagator {
    fn new(
        variant: &Variant,
        matrix: &Matrix,
        (open, cell_item): (&[usize], &[usize]),
        option_of: &[usize],
    ) -> KillerPropagator {
        let n = variant.shape.side();
        let cells = n * n;
        let layout = Layout::of(matrix);
        let mut placed = vec![(u16::MAX, 0); layout.nodes()];
        let mut node = vec![None; cells * n];
        for cell in 0..cells {
            for symbol in 0..n {
                let option = option_of[cell * n + symbol];
                if option == usize::MAX {
                    continue;
                }
                let items = matrix.option_items(option).count();
                for k in 0..items {
                    placed[layout.node(option, k).index()] = (cell as u16, symbol as u8);
                }
                node[cell * n + symbol] = Some(layout.node(option, 0));
            }
        }
        let houses: Vec<u128> = (variant.houses().into_iter())
            .map(|house| house.into_iter().fold(0, |bits, c| bits | 1 << c))
            .collect();
        let mut houses_of = vec![0u64; cells];
        for (index, house) in variant.houses().iter().enumerate().take(64) {
            for &cell in house {
                houses_of[cell] |= 1 << index;
            }
        }
        let mut sums = Vec::new();
        let summed = (variant.cages.iter()).filter(|cage| cage.is_summed(n));
        for cage in summed {
            let cells: Vec<u16> = cage.cells.iter().map(|&c| c as u16).collect();
            sums.push(Sum::new(cells, cage.sum.unwrap_or_default(), true, n));
        }
        for (cells, total, distinct) in variant.house_sums().unwrap_or_default() {
            // A whole house's sum says nothing its items do not.
            if (distinct && cells.len() == n) || cells.len() > MOST_CELLS {
                continue;
            }
            let cells = cells.into_iter().map(|c| c as u16).collect();
            sums.push(Sum::new(cells, total, distinct, n));
        }
        let mut sums_of = vec![Vec::new(); cells];
        for (index, sum) in sums.iter().enumerate() {
            for &cell in &sum.cells {
                sums_of[usize::from(cell)].push(index as u32);
            }
        }
        let now: Vec<u32> = (variant.givens.iter())
            .map(|&given| if given > 0 { 1 << (given - 1) } else { 0 })
            .collect();
        let queued = vec![false; sums.len()];
        let mut has = [0u128; 9];
        for (cell, &given) in now.iter().enumerate() {
            if given != 0 {
                has[given.trailing_zeros() as usize] |= 1 << cell;
            }
        }
        KillerPropagator {
            side: n,
            sums,
            sums_of,
            houses_of,
            houses,
            open: (open.iter())
                .map(|&c| (c as u16, layout.item(cell_item[c])))
                .collect(),
            node,
            placed,
            last: vec![0; cells],
            now,
            has,
            queue: Vec::new(),
            queued,
            narrowed: 0,
        }
    }

    /// Takes `cell`'s candidates as the search left them.
    fn set(&mut self, cell: usize, candidates: u32) {
        let was = self.now[cell];
        let mut moved = was ^ candidates;
        while moved != 0 {
            self.has[moved.trailing_zeros() as usize] ^= 1 << cell;
            moved &= moved - 1;
        }
        self.now[cell] = candidates;
    }

    /// Narrows `cell` to `keep`, hiding the options of the rest.
    fn narrow(&mut self, prune: &mut Prune<'_>, cell: usize, keep: u32, from: usize) -> bool {
        let mut gone = self.now[cell] & !keep;
        if gone == 0 {
            return true;
        }
        if self.now[cell] & keep == 0 {
            return false;
        }
        self.now[cell] &= keep;
        self.narrowed += 1;
        while gone != 0 {
            let symbol = gone.trailing_zeros() as usize;
            gone &= gone - 1;
            self.has[symbol] &= !(1 << cell);
            let node = self.node[cell * self.side + symbol].expect("a candidate has an option");
            if !prune.hide(node) {
                return false;
            }
        }
        self.queue_sums(cell, gone | self.now[cell], from);
        true
    }

    /// Queues the sums over `cell`, but `from`, that its narrowing from
    /// `was` may narrow further: a sum by bounds only if the cell's least
    /// or greatest symbol moved.
    fn queue_sums(&mut self, cell: usize, was: u32, from: usize) {
        let now = self.now[cell];
        let ends = |c: u32| (c.trailing_zeros(), c.leading_zeros());
        let ends_moved = ends(now) != ends(was);
        for &sum in &self.sums_of[cell] {
            let sum = sum as usize;
            if sum != from
                && !self.queued[sum]
                && (ends_moved || !self.sums[sum].combinations.is_empty())
            {
                self.queued[sum] = true;
                self.queue.push(sum as u32);
            }
        }
    }

    /// Narrows the cells of sum `index` by its combinations or bounds,
    /// again while that narrows them (neither is settled by one pass: a
    /// cell's bound moved moves the others').
    fn narrow_sum(&mut self, prune: &mut Prune<'_>, index: usize) -> bool {
        loop {
            let before = self.narrowed;
            if !self.narrow_sum_once(prune, index) {
                return false;
            }
            if self.narrowed == before {
                return true;
            }
        }
    }

    /// One pass of [`KillerPropagator::narrow_sum`].
    fn narrow_sum_once(&mut self, prune: &mut Prune<'_>, index: usize) -> bool {
        let sum = &self.sums[index];
        let mut keep = [0u32; 16];
        let cells = sum.cells.len();
        prune.spend((cells + sum.combinations.len()) as u64);
        let mut required = 0;
        if sum.combinations.is_empty() {
            let (mut least, mut most) = (0, 0);
            for &cell in &sum.cells {
                let c = self.now[usize::from(cell)];
                least += c.trailing_zeros() + 1;
                most += 32 - c.leading_zeros();
            }
            if sum.total < least || sum.total > most {
                return false;
            }
            for (k, &cell) in sum.cells.iter().enumerate() {
                let c = self.now[usize::from(cell)];
                let (low, high) = (c.trailing_zeros() + 1, 32 - c.leading_zeros());
                // The cell's symbol lies between what the others leave.
                let from = (sum.total + high).saturating_sub(most).max(1);
                let to = (sum.total + low - least).min(31);
                keep[k] = if from > to {
                    0
                } else {
                    (u32::MAX >> (32 - to)) & !((1 << (from - 1)) - 1)
                };
            }
        } else {
            let mut union = 0;
            for &cell in &sum.cells {
                union |= self.now[usize::from(cell)];
            }
            let (mut allowed, mut every) = (0, u32::MAX);
            for &combination in &sum.combinations {
                if combination & !union != 0 {
                    continue;
                }
                let fits = (sum.cells.iter()).all(|&c| self.now[usize::from(c)] & combination != 0);
                if fits {
                    allowed |= combination;
                    every &= combination;
                }
            }
            if allowed == 0 {
                return false;
            }
            keep[..cells].fill(allowed);
            // A symbol every combination holds, in one cell only: placed.
            let mut forced = every;
            while forced != 0 {
                let symbol = forced.trailing_zeros() as usize;
                forced &= forced - 1;
                let holders = self.has[symbol] & sum.mask;
                match holders.count_ones() {
                    0 => return false,
                    1 => {
                        let cell = holders.trailing_zeros() as u16;
                        let k = sum.cells.iter().position(|&c| c == cell).unwrap_or(0);
                        keep[k] &= 1 << symbol;
                    }
                    _ => {}
                }
            }
            required = every;
        }
        let cells_of = std::mem::take(&mut self.sums[index].cells);
        let narrowed = self.narrow_cells(prune, index, &cells_of, &keep, required);
        self.sums[index].cells = cells_of;
        narrowed
    }

    /// Narrows each of `cells_of`, sum `index`'s cells, to its `keep`, then
    /// takes each `required` symbol that only cells of one house can hold
    /// out of the house's other cells.
    fn narrow_cells(
        &mut self,
        prune: &mut Prune<'_>,
        index: usize,
        cells_of: &[u16],
        keep: &[u32; 16],
        mut required: u32,
    ) -> bool {
        for (k, &cell) in cells_of.iter().enumerate() {
            if !self.narrow(prune, usize::from(cell), keep[k], index) {
                return false;
            }
        }
        // A required symbol that only cells of one house can take leaves
        // the house's other cells.
        while required != 0 {
            let bit = required & required.wrapping_neg();
            required &= required - 1;
            let holders = self.has[bit.trailing_zeros() as usize] & self.sums[index].mask;
            if holders.count_ones() < 2 {
                continue;
            }
            let mut common = u64::MAX;
            let mut each = holders;
            while each != 0 {
                common &= self.houses_of[each.trailing_zeros() as usize];
                each &= each - 1;
            }
            while common != 0 {
                let house = common.trailing_zeros() as usize;
                common &= common - 1;
                let mut others =
                    self.houses[house] & !holders & self.has[bit.trailing_zeros() as usize];
                while others != 0 {
                    let cell = others.trailing_zeros() as usize;
                    others &= others - 1;
                    if !self.narrow(prune, cell, !bit, index) {
                        return false;
                    }
                }
            }
        }
        true
    }
}

impl Sum {
    fn new(cells: Vec<u16>, total: u32, distinct: bool, side: usize) -> Sum {
        let mut combinations = Vec::new();
        if distinct && cells.len() <= side {
            let k = cells.len() as u32;
            for set in 1u32..1 << side {
                if set.count_ones() == k && symbols_sum(set) == total {
                    combinations.push(set);
                    if combinations.len() > MOST_COMBINATIONS {
                        combinations.clear();
                        break;
                    }
                }
            }
            if combinations.is_empty() {
                // No way to make it: a combination no cell set can fit.
                combinations.push(u32::MAX);
            }
        }
        Sum {
            mask: cells.iter().fold(0, |bits, &c| bits | 1 << c),
            cells,
            total,
            combinations,
        }
    }
}

/// The sum of the symbols of a bit set (bit `v - 1` for `v`).
fn symbols_sum(mut set: u32) -> u32 {
    let mut sum = 0;
    while set != 0 {
        sum += set.trailing_zeros() + 1;
        set &= set - 1;
    }
    sum
}

impl Propagator for KillerPropagator {
    fn propagate(&mut self, prune: &mut Prune<'_>) -> bool {
        for node in prune.chosen() {
            let (cell, symbol) = self.placed[node.index()];
            self.set(usize::from(cell), 1 << symbol);
        }
        for k in 0..self.open.len() {
            let (cell, item) = self.open[k];
            if prune.is_active(item) {
                let mut candidates = 0;
                for place in prune.options(item) {
                    candidates |= 1 << self.placed[prune.node_at(place).index()].1;
                }
                self.set(usize::from(cell), candidates);
            }
        }
        prune.spend(self.open.len() as u64);
        // Givens too, which the first call finds changed from nothing.
        for cell in 0..self.now.len() {
            if self.now[cell] != self.last[cell] {
                self.queue_sums(cell, self.last[cell], usize::MAX);
            }
        }
        let mut at = 0;
        while at < self.queue.len() {
            let sum = self.queue[at] as usize;
            self.queued[sum] = false;
            at += 1;
            if !self.narrow_sum(prune, sum) {
                for &left in &self.queue[at..] {
                    self.queued[left as usize] = false;
                }
                self.queue.clear();
                return false;
            }
        }
        self.queue.clear();
        self.last.copy_from_slice(&self.now);
        true
    }
}

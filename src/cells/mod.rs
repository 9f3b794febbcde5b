//! Exact cover by dancing cells: the sparse-set representation of Knuth's
//! `ssxc1` (2023), beside the dancing links of [`crate::dlx`].
//!
//! It solves the same problems, built the same way (a [`Matrix`] is read
//! once into cells), with the same column rules, node budgets and counters,
//! and finds the same solutions, in another order.
//!
//! # The representation
//!
//! Each item owns a contiguous run of `set`: the option nodes that contain
//! it. Its first `size` entries are the options still active; removing one
//! swaps it with the last active entry and shortens the run by one, so
//! nothing is unlinked and no pointer is chased. Every node knows its item
//! and where it stands in that item's run, so it can be found and swapped
//! in constant time. The items still to be covered form sparse sets too:
//! an array of item runs whose first `active` entries are the active ones,
//! the primary items in one region and the secondary ones in another.
//!
//! Undoing is cheaper still. Removals only permute a run, so the set of its
//! first `size` entries is the item's set of options whatever happened
//! after: restoring the sizes saved on entering a level (Christine Solnon's
//! idea, which Knuth adopted in `ssxc1`) restores everything, with no walk
//! over the options that were hidden.
//!
//! Selecting an option first takes all its items out of the active sets,
//! then hides their options, and gives up as soon as an active primary
//! item would be left with none. A dead end is therefore found before it
//! becomes a node of the search tree, which is why this engine's trees are
//! smaller than the links engine's on the same rule (on pentominoes 6×10,
//! 1.2 million nodes against 3.6 million with Knuth's rule).
//!
//! # Counters
//!
//! A *node* is a level entered, as in the links engine, except that the
//! dead ends found while selecting are not entered. An *update* is, as in
//! `ssxc1`, an item taken out of the active set or an option node taken
//! out of an item's set; restoring sizes costs no update. (In the links
//! engine an update is a node unlinked from an item's list or an item
//! covered.)

mod colours;
mod mirror;
mod rules;
mod search;

pub use mirror::{Mark, Mirror};
pub use rules::SetRule;
pub use search::{Search, MAX_SAVED};

use crate::dlx::Matrix;
use crate::work::LENGTHS_PER_UNIT;
use rules::BRANCH_CANDIDATES;

/// Words of `set` before each item's run: its number, its place in the
/// active sets, and its size (see [`Cells`]).
const HEADER: u32 = 3;

/// An option node: its item and its place in that item's run, or a spacer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Cell {
    /// The start of the item's run in `set`; for the spacer after an option
    /// of `t` items, `-t`.
    item: i32,
    /// The node's index in `set`; for a spacer, the number of options
    /// before it, less one.
    loc: u32,
}

/// A walk over the other nodes of one node's option: from the node after
/// it round to the node before it, each of the option's other items met
/// once, the spacer at the option's end leading back to its first node.
///
/// It borrows no cells, so a walker may change them between steps, as a
/// cover does: the walk reads only the cells' `item`s, which never change.
#[derive(Clone, Copy, Debug)]
struct OtherNodes {
    start: u32,
    node: u32,
}

impl OtherNodes {
    /// The other nodes of `node`'s option.
    fn of(node: u32) -> OtherNodes {
        OtherNodes {
            start: node,
            node: node + 1,
        }
    }

    /// The next node, its item and its place in that item's run; `None`
    /// back at the start.
    #[inline(always)]
    fn next(&mut self, cells: &Cells) -> Option<(u32, u32, u32)> {
        while self.node != self.start {
            let node = self.node;
            let Cell { item, loc } = cells.cell(node);
            if item < 0 {
                self.node = (node as i32 + item) as u32;
            } else {
                self.node = node + 1;
                return Some((node, item as u32, loc));
            }
        }
        None
    }
}

/// The items and options of an exact-cover problem as sparse sets.
///
/// An item is named by `x`, the start of its run in `set`: `set[x - 3]` is
/// its number (0-based, primary items first), `set[x - 2]` its position in
/// `items`, `set[x - 1]` its size, and `set[x..x + size]` its active options
/// (as node indices). Primary items come first in `set`, so an item is
/// primary exactly when `x < second`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cells {
    set: Vec<u32>,
    cells: Vec<Cell>,
    /// The runs of the items: `items[..primary]` the primary ones, of which
    /// the first `active_primary` are active, and `items[primary..]` the
    /// secondary ones, of which the first `active_secondary` are active.
    items: Vec<u32>,
    primary: usize,
    active_primary: usize,
    active_secondary: usize,
    second: u32,
    /// Every item's size as built, to start again.
    built_sizes: Vec<u32>,
    /// Each node's colour (0 for none), when the matrix has colours;
    /// empty when it has none.
    colours: Vec<u32>,
    /// The most options of one item that a selection's hiding can walk
    /// past without taking out a node: options of that item alone, added
    /// up over the items of an option, the largest such sum (0 in most
    /// problems). A search counts it as work for every option it selects
    /// (see `crate::work`), where counting each walk would cost the
    /// search's inner loop.
    lone_bound: u64,
    /// The most items an option has, less one: the most nodes weighing
    /// reads in one option besides the item weighed.
    widest: u64,
    /// The most units of work a search can spend between two of its
    /// steps (entering a node, or trying another option of a level): see
    /// [`step_bound`].
    step_bound: u64,
}

impl Cells {
    /// The cells of `matrix`'s problem: its items and options, in the same
    /// numbering, all of them active (a search in progress on the matrix
    /// makes no difference).
    ///
    /// # Panics
    ///
    /// If the problem has 2³¹ nodes or more (a [`Matrix`] has fewer).
    pub fn new(matrix: &Matrix) -> Cells {
        let item_count = matrix.item_count();
        let sizes = item_sizes(matrix);
        let mut set = Vec::new();
        let mut starts = Vec::with_capacity(item_count);
        for (item, &size) in sizes.iter().enumerate() {
            let start = set.len() as u32 + HEADER;
            set.extend([item as u32, item as u32, 0]);
            set.resize(set.len() + size as usize, 0);
            starts.push(start);
        }
        let second = starts
            .get(matrix.primary_count())
            .copied()
            .unwrap_or(set.len() as u32 + HEADER);
        let mut cells = vec![Cell { item: 0, loc: 0 }];
        for option in 0..matrix.option_count() {
            let first = cells.len();
            for item in matrix.option_items(option) {
                let start = starts[item];
                let size = &mut set[start as usize - 1];
                let loc = start + *size;
                *size += 1;
                set[loc as usize] = cells.len() as u32;
                cells.push(Cell {
                    item: start as i32,
                    loc,
                });
            }
            cells.push(Cell {
                item: -((cells.len() - first) as i32),
                loc: option as u32,
            });
        }
        assert!(cells.len() < i32::MAX as usize, "fewer than 2^31 nodes");
        let colours = colours::of_cells(matrix, cells.len());
        let lone_bound = lone_bound(matrix);
        let widest = widest(matrix);
        let step_bound = step_bound(
            &sizes,
            (cells.len(), widest, lone_bound),
            matrix.primary_count(),
            !colours.is_empty(),
        );
        Cells {
            set,
            cells,
            items: starts,
            primary: matrix.primary_count(),
            active_primary: matrix.primary_count(),
            active_secondary: item_count - matrix.primary_count(),
            second,
            built_sizes: sizes,
            colours,
            lone_bound,
            widest,
            step_bound,
        }
    }

    /// The number of items, primary and secondary.
    pub fn item_count(&self) -> usize {
        self.items.len()
    }

    /// The number of primary items.
    pub fn primary_count(&self) -> usize {
        self.primary
    }

    /// Whether some option gives an item a colour: such cells are searched
    /// by Algorithm C.
    pub fn has_colours(&self) -> bool {
        !self.colours.is_empty()
    }

    /// The option that node `node` belongs to.
    fn option_of(&self, mut node: u32) -> usize {
        while self.cells[node as usize].item > 0 {
            node += 1;
        }
        self.cells[node as usize].loc as usize
    }

    /// Every item active again with all its options, in the order built.
    fn restore_all(&mut self) {
        let mut start = HEADER;
        for (item, &size) in self.built_sizes.iter().enumerate() {
            self.items[item] = start;
            self.set[start as usize - 2] = item as u32;
            self.set[start as usize - 1] = size;
            start += size + HEADER;
        }
        self.active_primary = self.primary;
        self.active_secondary = self.items.len() - self.primary;
    }

    // The inner loops index without bounds checks. Every `x` they are given
    // or read is an item's run start (`items` and a cell's `item` hold only
    // those, and runs have their three header words before them), and every
    // node is an option node or a spacer: a run's first `size` entries are
    // option nodes of that item, sizes never exceed the run built for them,
    // and each option is followed by its spacer, whose `item` leads back to
    // the option's first node. `new` builds these, and the search only
    // swaps entries within a run's active prefix, shortens it, and writes
    // back sizes it saved (a `Mirror` swaps as the search does, and gives
    // back what its covers took, the last taken first).

    #[allow(unsafe_code)]
    fn word(&self, at: u32) -> u32 {
        debug_assert!((at as usize) < self.set.len());
        // SAFETY: `at` is within a run or its header; see above.
        unsafe { *self.set.get_unchecked(at as usize) }
    }

    #[allow(unsafe_code)]
    fn word_mut(&mut self, at: u32) -> &mut u32 {
        debug_assert!((at as usize) < self.set.len());
        // SAFETY: as for `word`.
        unsafe { self.set.get_unchecked_mut(at as usize) }
    }

    #[allow(unsafe_code)]
    fn cell(&self, node: u32) -> Cell {
        debug_assert!((node as usize) < self.cells.len());
        // SAFETY: `node` is read from a run or walks one option; see above.
        unsafe { *self.cells.get_unchecked(node as usize) }
    }

    #[allow(unsafe_code)]
    fn cell_mut(&mut self, node: u32) -> &mut Cell {
        debug_assert!((node as usize) < self.cells.len());
        // SAFETY: as for `cell`.
        unsafe { self.cells.get_unchecked_mut(node as usize) }
    }

    #[allow(unsafe_code)]
    fn item_at(&self, position: usize) -> u32 {
        debug_assert!(position < self.items.len());
        // SAFETY: positions are below `items.len()`: the active counts never
        // exceed their regions.
        unsafe { *self.items.get_unchecked(position) }
    }

    fn size(&self, x: u32) -> u32 {
        self.word(x - 1)
    }

    /// Takes item `x` out of its active set. Returns 1, the update it makes.
    #[inline(always)]
    fn deactivate(&mut self, x: u32) -> u64 {
        let last = if x < self.second {
            self.active_primary -= 1;
            self.active_primary
        } else {
            self.active_secondary -= 1;
            self.primary + self.active_secondary
        };
        let at = self.word(x - 2) as usize;
        let other = self.item_at(last);
        self.items.swap(at, last);
        *self.word_mut(other - 2) = at as u32;
        *self.word_mut(x - 2) = last as u32;
        1
    }

    /// Whether `x` is a primary item still to be covered.
    fn is_active_primary(&self, x: u32) -> bool {
        x < self.second && (self.word(x - 2) as usize) < self.active_primary
    }

    /// Hides every active option of item `x` from the other items' sets,
    /// adding to `updates` each node it removes. With
    /// `CHECK`, stops and returns `false` as soon as an active primary item
    /// would be left with no options.
    ///
    /// Each option it walks past takes out a node, unless the option has
    /// no other item: those the search counts by [`Cells::lone_bound`].
    #[inline(always)]
    fn hide<const CHECK: bool>(&mut self, x: u32, updates: &mut u64) -> bool {
        self.hide_with::<CHECK, false>(x, 0, 0, updates, &mut Vec::new())
    }

    /// Hides as [`Cells::hide`] does, with colours: keeps the options that
    /// give `x` the colour `keep` (none when 0), and leaves alone the sets of
    /// the secondary items at positions `purified` or later in `items`,
    /// those purified before the option now selected (see `colours.rs`).
    /// With `CHECK`, it pushes onto `forced` each active primary item it
    /// leaves with one option, as `ssxcc` does (see `colours.rs`).
    #[inline(always)]
    fn hide_with<const CHECK: bool, const COLOURS: bool>(
        &mut self,
        x: u32,
        keep: u32,
        purified: usize,
        updates: &mut u64,
        forced: &mut Vec<u32>,
    ) -> bool {
        for at in x..x + self.size(x) {
            let option = self.word(at);
            if COLOURS && keep != 0 && self.colours[option as usize] == keep {
                continue;
            }
            let mut others = OtherNodes::of(option);
            while let Some((node, item, loc)) = others.next(self) {
                if COLOURS && item >= self.second && self.word(item - 2) as usize >= purified {
                    continue;
                }
                let size = self.size(item) - 1;
                if CHECK && size == 0 && self.is_active_primary(item) {
                    return false;
                }
                if COLOURS && CHECK && size == 1 && self.is_active_primary(item) {
                    forced.push(item);
                }
                self.take_out(node, item, loc, size);
                *updates += 1;
            }
        }
        true
    }

    /// Takes `node`, at `loc` in item `x`'s run, out of `x`'s active
    /// options, leaving `size` of them: swaps it with the last active one
    /// and shortens the prefix past it. Returns the place it moved to.
    #[inline(always)]
    fn take_out(&mut self, node: u32, x: u32, loc: u32, size: u32) -> u32 {
        let last = x + size;
        let moved = self.word(last);
        *self.word_mut(x - 1) = size;
        *self.word_mut(last) = node;
        *self.word_mut(loc) = moved;
        self.cell_mut(node).loc = last;
        self.cell_mut(moved).loc = loc;
        last
    }

    /// Pushes the sizes of the active items onto `saved`.
    fn save_sizes(&self, saved: &mut Vec<(u32, u32)>) {
        let primary = &self.items[..self.active_primary];
        let secondary = &self.items[self.primary..self.primary + self.active_secondary];
        saved.extend(primary.iter().chain(secondary).map(|&x| (x, self.size(x))));
    }

    /// Writes back sizes saved by [`Cells::save_sizes`] when
    /// `active_primary` primary items were active, and makes active again
    /// the items that were active then.
    fn restore_sizes(&mut self, saved: &[(u32, u32)], active_primary: usize) {
        for &(x, size) in saved {
            *self.word_mut(x - 1) = size;
        }
        self.active_primary = active_primary;
        self.active_secondary = saved.len() - active_primary;
    }
}

/// How many options each item of `matrix` has.
fn item_sizes(matrix: &Matrix) -> Vec<u32> {
    let mut sizes = vec![0u32; matrix.item_count()];
    for option in 0..matrix.option_count() {
        for item in matrix.option_items(option) {
            sizes[item] += 1;
        }
    }
    sizes
}

/// The most items an option of `matrix` has, less one.
fn widest(matrix: &Matrix) -> u64 {
    (0..matrix.option_count())
        .map(|option| matrix.option_items(option).count() as u64 - 1)
        .max()
        .unwrap_or(0)
}

/// The most options of a single item that selecting one option of
/// `matrix` walks past while hiding the options of its other items: for
/// each option of two items or more, the options of one item alone in the
/// lists of its items, added up; the largest sum. (Selecting an option of
/// one item hides nothing: counting the options beside it in its item's
/// list would count 40,000 units for each of the 40,000 leaves of
/// `a` with 40,000 options `a`, whose whole search takes milliseconds.)
fn lone_bound(matrix: &Matrix) -> u64 {
    let mut lone = vec![0u64; matrix.item_count()];
    for option in 0..matrix.option_count() {
        let mut items = matrix.option_items(option);
        if let (Some(item), None) = (items.next(), items.next()) {
            lone[item] += 1;
        }
    }
    if lone.iter().all(|&n| n == 0) {
        return 0;
    }
    (0..matrix.option_count())
        .filter(|&option| matrix.option_items(option).nth(1).is_some())
        .map(|option| matrix.option_items(option).map(|item| lone[item]).sum())
        .max()
        .unwrap_or(0)
}

/// The most units of work a search of these cells can count between two
/// steps: a node's scan, weighing and branch (hiding the chosen item's
/// options, saving every size), then selecting an option (taking out its
/// items and hiding their options) and restoring every size before the
/// next; never more nodes taken out than there are. `sizes` are the items'
/// lengths, and `(nodes, widest, lone)` the cells' number, the widest
/// option less one and [`Cells::lone_bound`]. With colours, a selection's
/// purifications also walk past the options that agree with them: at most
/// every option of each of its items.
fn step_bound(
    sizes: &[u32],
    (nodes, widest, lone): (usize, u64, u64),
    primary: usize,
    coloured: bool,
) -> u64 {
    let items = sizes.len() as u64;
    let longest = u64::from(sizes.iter().copied().max().unwrap_or(0));
    let nodes = nodes as u64;
    let scan = primary as u64 / LENGTHS_PER_UNIT + 1;
    let weighing = BRANCH_CANDIDATES * longest * (1 + widest);
    let hiding = nodes.min((widest + 2) * (1 + longest * widest));
    let purified = if coloured { (widest + 1) * longest } else { 0 };
    1 + scan + weighing + hiding + purified + 2 * (items + lone) + longest
}

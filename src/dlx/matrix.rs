//! The linked structure: items and options, built and read. Beside it,
//! each in a file of its own: covering and uncovering (`covering.rs`), the
//! purifying of Algorithm C (`colours.rs`), what the column rules read
//! (`choice.rs`, `lengths.rs`), the work a search spends on it
//! (`work.rs`), and the unchecked walks of the links (`links.rs`).

use std::cell::Cell;

mod choice;
mod colours;
mod covering;
mod error;
mod lengths;
mod links;
mod ring;
mod work;

pub use choice::Tie;
pub use colours::{Beside, ColourSearch};
pub(super) use colours::{Commit, Uncommit};
pub use error::BuildError;
pub(super) use lengths::Lengths;
use links::{handle, index, Walk, NODE};

/// A node of the dancing-links structure: an entry of some option, an item
/// header, or a spacer between options. Its links are the handles of other
/// nodes (see [`links::handle`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Node {
    up: u32,
    down: u32,
    /// The item (1-based) of an option's node, or `-k` for the spacer after
    /// the first `k` options.
    top: i32,
}

/// Added to the length of a covered item, so that no covered item is ever
/// the shortest and none is mistaken for an active one.
const COVERED: u32 = 1 << 31;

/// Added to the length of every secondary item, so that no secondary item
/// ever looks empty or forced: the loops that hide and restore options
/// then tell a primary item from its length alone, without comparing it
/// with the number of primary items.
const SECONDARY: u32 = 1 << 30;

/// The most nodes a matrix may have: with fewer, every node's handle (its
/// byte offset) fits in 32 bits, and no length reaches [`SECONDARY`].
const MAX_NODES: usize = 1 << 28;

/// The items and options of an exact-cover problem, linked for Algorithm X.
///
/// Items are numbered from 0: the primary items first, then the secondary
/// ones. Options are numbered from 0 in the order they were added.
#[derive(Clone, Debug)]
pub struct Matrix {
    primary: usize,
    /// For each item, from index 1: how many of its options are not hidden,
    /// plus [`SECONDARY`] if it is secondary, plus [`COVERED`] while it is
    /// covered.
    len: Vec<u32>,
    /// How many active primary items have no options left. While there is
    /// one, the search fails without scanning; while there is none, the
    /// first item of length 1 is already the leftmost shortest.
    empty_primaries: usize,
    /// The nodes: node 0 (unused), the item headers, then each option's
    /// nodes after a spacer, and a final spacer.
    nodes: Vec<Node>,
    /// The spacer before each option, plus the final one.
    spacers: Vec<u32>,
    /// Whether every item had at most [`SHORT_ITEM`] options when
    /// [`Matrix::weigh_items`] last looked: how covering is compiled best
    /// (see `Walk::hide`), and whether choosing and covering must count the
    /// options they walk past (see `crate::work`). Either way covers alike.
    short_items: bool,
    /// Each node's colour, by index (0 for none), once an option has given
    /// a secondary item a colour; empty until then, and nodes past its end
    /// have none. See `colours.rs`.
    colours: Vec<u32>,
    /// The most options an item had when [`Matrix::weigh_items`] looked.
    longest: u32,
    /// Units of work spent on the matrix that are neither nodes nor Knuth's
    /// updates, in all (see `crate::work`): lengths read by the column
    /// rule's scan and, where some item is long, the options covers walked
    /// and the nodes the rule weighed. A cell, so that choosing, which only
    /// reads the matrix, can count what it reads.
    extra: Cell<u64>,
}

/// Two matrices are equal when their items, options and covers are:
/// `short_items` only says how to cover them, and `extra` what that cost.
impl PartialEq for Matrix {
    fn eq(&self, other: &Matrix) -> bool {
        self.primary == other.primary
            && self.len == other.len
            && self.empty_primaries == other.empty_primaries
            && self.nodes == other.nodes
            && self.spacers == other.spacers
            && self.colours == other.colours
    }
}

impl Eq for Matrix {}

/// The most options an item may have for its matrix to count as one of
/// short items: a 25×25 Sudoku's 25, with room to spare.
const SHORT_ITEM: u32 = 32;

impl Matrix {
    /// An empty matrix with `primary` primary and `secondary` secondary items.
    ///
    /// # Panics
    ///
    /// If there are 2²⁸ items or more, beyond the 32-bit handles.
    pub fn new(primary: usize, secondary: usize) -> Matrix {
        let mut matrix = Matrix::empty();
        matrix.clear(primary, secondary);
        matrix
    }

    /// An empty matrix with `primary` primary and `secondary` secondary
    /// items, or why there is none: 2²⁸ items or more
    /// ([`BuildError::TooLarge`]), or no memory for them
    /// ([`BuildError::OutOfMemory`]), as when their number comes from a
    /// text read from outside.
    pub fn try_new(primary: usize, secondary: usize) -> Result<Matrix, BuildError> {
        let n = primary
            .checked_add(secondary)
            .filter(|&n| n + 2 < MAX_NODES)
            .ok_or(BuildError::TooLarge)?;
        let mut matrix = Matrix::empty();
        // The room `clear` asks for, asked for first without demanding it
        // (and as `clear` asks for it: exact room would grow by doubling
        // from an odd size, 3, 6, 12, ..., which for a million nodes holds
        // half as many again as needed).
        matrix.len.try_reserve(n + 1)?;
        matrix.nodes.try_reserve(n + 2)?;
        matrix.spacers.try_reserve(1)?;
        matrix.clear(primary, secondary);
        Ok(matrix)
    }

    /// A matrix with no items and no room, to be cleared.
    fn empty() -> Matrix {
        Matrix {
            primary: 0,
            len: Vec::new(),
            empty_primaries: 0,
            nodes: Vec::new(),
            spacers: Vec::new(),
            short_items: false,
            colours: Vec::new(),
            longest: 0,
            extra: Cell::new(0),
        }
    }

    /// Empties the matrix for a new problem, keeping its allocations, so a
    /// batch of problems costs no allocation after the first.
    ///
    /// # Panics
    ///
    /// If there are 2²⁸ items or more, beyond the 32-bit handles.
    pub fn clear(&mut self, primary: usize, secondary: usize) {
        let n = primary
            .checked_add(secondary)
            .filter(|&n| n + 2 < MAX_NODES)
            .expect("fewer than 2^28 items");
        // Room first, so that a failed allocation leaves the matrix as it
        // was, never with item lengths but no headers (see `link`).
        self.len.reserve((n + 1).saturating_sub(self.len.len()));
        self.nodes.reserve((n + 2).saturating_sub(self.nodes.len()));
        self.spacers.reserve(1);
        self.primary = primary;
        self.short_items = false;
        self.len.clear();
        self.len.resize(n + 1, 0);
        self.len[primary + 1..].fill(SECONDARY);
        self.empty_primaries = primary;
        self.nodes.clear();
        self.spacers.clear();
        self.colours.clear();
        self.nodes.extend((0..=n).map(|i| Node {
            up: handle(i),
            down: handle(i),
            top: i as i32,
        }));
        self.spacers.push(self.nodes.len() as u32);
        self.nodes.push(Node {
            up: 0,
            down: 0,
            top: 0,
        });
    }

    /// The number of items, primary and secondary.
    pub fn item_count(&self) -> usize {
        self.len.len() - 1
    }

    /// The number of primary items.
    pub fn primary_count(&self) -> usize {
        self.primary
    }

    /// The number of options added so far.
    pub fn option_count(&self) -> usize {
        self.spacers.len() - 1
    }

    /// Adds an option and returns its index. On error nothing is added.
    // Inlined natively: a Sudoku's encoding adds hundreds of options a
    // puzzle, and once the binary also reads generic problems (`cover`),
    // a second caller made the compiler call it instead, at 24% more
    // instructions for encoding.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub fn add_option(&mut self, items: &[usize]) -> Result<usize, BuildError> {
        let option = self.option_count();
        let item_count = self.item_count();
        if items.is_empty() {
            return Err(BuildError::EmptyOption { option });
        }
        if let Some(&item) = items.iter().find(|&&item| item >= item_count) {
            return Err(BuildError::ItemOutOfRange {
                option,
                item,
                items: item_count,
            });
        }
        let first_index = self.nodes.len();
        if first_index + items.len() >= MAX_NODES {
            return Err(BuildError::TooLarge);
        }
        let first = handle(first_index);
        // Room first: once linking starts nothing may fail, or a panic would
        // leave linked nodes with no spacer after them (see `link`). A
        // reader of text asks for it first with `try_reserve_option`.
        self.nodes.reserve(items.len() + 1);
        self.spacers.reserve(1);
        for (node, &item) in (first..).step_by(NODE as usize).zip(items) {
            let header = item + 1;
            let bottom = self.nodes[header].up;
            // An item whose last node is already in this option is a repeat.
            // Found while linking, it costs nothing, where a separate pass
            // over the items would be paid for every option of every puzzle.
            if bottom >= first {
                self.unlink_since(first_index);
                return Err(BuildError::RepeatedItem { option, item });
            }
            self.nodes[header].up = node;
            // The item's last node, a header or an option node: the walks'
            // invariant (above `Matrix::link`) holds while linking.
            links::at_mut(&mut self.nodes, bottom).down = node;
            self.nodes.push(Node {
                up: bottom,
                down: handle(header),
                top: header as i32,
            });
            let len = &mut self.len[header];
            if *len == 0 {
                self.empty_primaries -= 1;
            }
            *len += 1;
        }
        let spacer = self.nodes.len();
        self.nodes[first_index - 1].down = handle(spacer - 1);
        self.spacers.push(spacer as u32);
        self.nodes.push(Node {
            up: first,
            down: 0,
            top: -(option as i32 + 1),
        });
        Ok(option)
    }

    /// Room for one more option of `items` items (with colours, if
    /// `coloured`), asked for rather than demanded: where the options come
    /// from a text read from outside, the one too many for the memory there
    /// is is an error ([`BuildError::OutOfMemory`]), not an abort. Adding
    /// the option then allocates nothing.
    pub fn try_reserve_option(&mut self, items: usize, coloured: bool) -> Result<(), BuildError> {
        self.nodes.try_reserve(items + 1)?;
        self.spacers.try_reserve(1)?;
        if coloured || self.has_colours() {
            let nodes = self.nodes.len() + items + 1;
            self.colours
                .try_reserve(nodes.saturating_sub(self.colours.len()))?;
        }
        Ok(())
    }

    /// Takes the nodes from `first` on, the start of an option being added,
    /// back out of their items' lists, newest first.
    fn unlink_since(&mut self, first: usize) {
        while self.nodes.len() > first {
            let Node { up, down, top } = self.nodes.pop().expect("a node after `first`");
            self.nodes[index(down)].up = up;
            self.nodes[index(up)].down = down;
            self.len[top as usize] -= 1;
            if self.len[top as usize] == 0 {
                self.empty_primaries += 1;
            }
        }
    }

    /// The items of an option, in the order they were given.
    ///
    /// # Panics
    ///
    /// If `option` is not less than [`Matrix::option_count`].
    pub fn option_items(&self, option: usize) -> impl Iterator<Item = usize> + '_ {
        let start = self.spacers[option] as usize + 1;
        let end = self.spacers[option + 1] as usize;
        self.nodes[start..end]
            .iter()
            .map(|node| node.top as usize - 1)
    }

    /// The node whose handle is `node`, checked.
    fn node(&self, node: u32) -> Node {
        links::get(&self.nodes, node)
    }

    /// The handle of the header of `item` (1-based), for walking its list.
    pub(super) fn header(item: u32) -> u32 {
        handle(item as usize)
    }

    /// The node below `node` in its item's list; below a header, the first
    /// option node (or the header itself when the list is empty).
    pub(super) fn down(&self, node: u32) -> u32 {
        self.node(node).down
    }

    /// The node above `node` in its item's list; above a header, the last
    /// option node (or the header itself when the list is empty).
    pub(super) fn up(&self, node: u32) -> u32 {
        self.node(node).up
    }

    /// The raw structure, node by node, for drawing it: `(up, down, top)`.
    /// Nodes `1..=items` are the item headers (node 0 is unused), then each
    /// option's nodes follow its spacer, whose `top` is `-k` after `k`
    /// options. An option node's `top` is its item plus 1. Links are given
    /// as nodes' indices in this order, not as handles.
    pub fn links(&self) -> impl Iterator<Item = (u32, u32, i32)> + '_ {
        self.nodes
            .iter()
            .map(|node| (index(node.up) as u32, index(node.down) as u32, node.top))
    }

    /// How many options of an item are currently not hidden.
    ///
    /// # Panics
    ///
    /// If `item` is not less than [`Matrix::item_count`], as for the other
    /// methods that take an item.
    pub fn item_length(&self, item: usize) -> usize {
        (self.len[item + 1] & !(COVERED | SECONDARY)) as usize
    }

    /// The options in an item's list, top to bottom.
    pub fn item_options(&self, item: usize) -> ItemOptions<'_> {
        ItemOptions {
            matrix: self,
            header: handle(item + 1),
            node: self.nodes[item + 1].down,
        }
    }

    /// Whether an item is still in its list of active items (not covered).
    pub fn is_active(&self, item: usize) -> bool {
        self.len[item + 1] < COVERED
    }

    pub(super) fn option_of(&self, mut node: u32) -> usize {
        loop {
            node += NODE;
            let top = self.node(node).top;
            if top <= 0 {
                return (-top) as usize - 1;
            }
        }
    }

    pub(super) fn is_header(&self, node: u32) -> bool {
        node <= handle(self.item_count())
    }

    /// The node after `node` in its option, wrapping at the spacer. `node`
    /// is an option node reached from an item header, so this, `left` and
    /// `top` read without a check (see the invariant above `link`): the
    /// search calls them a few times for every item it covers, and the
    /// checks were 5.5% of a hard Sudoku's instructions.
    pub(super) fn right(&self, node: u32) -> u32 {
        let next = node + NODE;
        let spacer = self.link(next);
        if spacer.top <= 0 {
            spacer.up
        } else {
            next
        }
    }

    /// The node before `node` in its option, wrapping at the spacer.
    pub(super) fn left(&self, node: u32) -> u32 {
        let prev = node - NODE;
        let spacer = self.link(prev);
        if spacer.top <= 0 {
            spacer.down
        } else {
            prev
        }
    }

    /// The header (1-based item) of `node`'s item; a header's own. `node`
    /// is a header or an option node reached from one.
    pub(super) fn top(&self, node: u32) -> u32 {
        self.link(node).top as u32
    }

    /// Notes whether every item has at most [`SHORT_ITEM`] options, for
    /// covering to take the faster way for such a matrix; a search calls it
    /// once its matrix is built.
    pub(super) fn weigh_items(&mut self) {
        self.longest = self.len[1..]
            .iter()
            .map(|&len| len & !(COVERED | SECONDARY))
            .max()
            .unwrap_or(0);
        self.short_items = self.longest <= SHORT_ITEM;
    }

    /// Whether some active primary item has no options left, so that the
    /// current partial solution cannot be completed.
    pub(super) fn is_dead_end(&self) -> bool {
        self.empty_primaries > 0
    }

    fn is_item_header(&self, i: u32) -> bool {
        i >= 1 && i as usize <= self.item_count()
    }

    // The loops that walk the links reach nodes by their handles without
    // bounds checks, because they are the inner loops of every search. Each
    // walk starts at an item header: `cover` and `uncover`
    // check theirs, `shortest_item` weighs items up to `primary`, which `clear`
    // keeps within the items, and `clear` never leaves item lengths without
    // their headers. Then two invariants do the rest. First, the up and down
    // links of an item's header and of its option nodes only ever point at
    // that item's header or option nodes: `hide` and `unhide` keep it, after
    // any sequence of `cover` and `uncover` of item headers in any order, as
    // they only copy such links or write the node they are walking. Second,
    // every linked option node belongs to a whole option: its nodes are
    // contiguous, with a spacer after them whose `up` is the first and a
    // spacer before them whose `down` is the last. `add_option` keeps both
    // by making room before it links anything and undoing a refused option;
    // spacers are otherwise only written by `clear`, never by the search. An
    // option node's `top` is its item's header. Every link is the handle
    // of a node in the array (`add_option` and `clear` write no other). So
    // every node reached from a header is a header or an option node, its
    // neighbours in the array are its option's nodes or spacers, and each
    // `top` indexes `len`. The unchecked accessors are in links.rs.

    /// The links of `node`, a header or an option node.
    fn link(&self, node: u32) -> Node {
        *links::at(&self.nodes, node)
    }

    /// The length of the item whose header is `top`, an option node's `top`.
    fn len_of(&self, top: i32) -> u32 {
        links::len_of(&self.len, top)
    }

    /// The arrays that covering and uncovering change, borrowed apart.
    fn walk(&mut self) -> Walk<'_> {
        Walk {
            nodes: &mut self.nodes,
            len: &mut self.len,
            empty_primaries: self.empty_primaries,
        }
    }
}

impl Default for Matrix {
    /// A matrix with no items and no options.
    fn default() -> Matrix {
        Matrix::new(0, 0)
    }
}

/// The options in one item's list, top to bottom; see [`Matrix::item_options`].
#[derive(Clone)]
pub struct ItemOptions<'a> {
    matrix: &'a Matrix,
    header: u32,
    node: u32,
}

impl Iterator for ItemOptions<'_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.node == self.header {
            return None;
        }
        let option = self.matrix.option_of(self.node);
        self.node = self.matrix.down(self.node);
        Some(option)
    }
}

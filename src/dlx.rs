//! Exact cover by dancing links: Knuth's Algorithm X, laid out as in his `dlx1`.
//!
//! An exact-cover problem has *items* and *options*; each option is a set of
//! items. A solution is a set of options that contains every *primary* item
//! exactly once and every *secondary* item at most once.
//!
//! # Implementation notes
//!
//! A "pointer" is an index into flat arrays, never a reference: 32-bit
//! indices halve the memory traffic of 64-bit pointers, and the whole
//! structure can be cloned and compared, which the tests use to prove that
//! every search puts it back exactly as it was built.
//!
//! `nodes[0..=n]` are the item headers (only their `up`/`down` are used).
//! After them the options are stored one after another, each followed by a
//! *spacer* node, so an option needs no left/right links: its nodes are
//! consecutive, and a spacer's `up` leads back to the first node of the
//! option before it and its `down` forward to the last node of the option
//! after it. A spacer's `top` is `-k` where `k` is the number of options
//! before it, which is how a node finds its option.
//!
//! Items are not linked into a list as in `dlx1`. Each item's length lives
//! in one dense array, and a covered item carries [`COVERED`] on top of its
//! length, so choosing an item is a scan of contiguous memory rather than a
//! chase through dependent links; on Sudoku that made the whole search about
//! twice as fast. The primary items come first, and the scan stops before
//! the secondary ones, so the search never branches on a secondary item.
//!
//! Covering an item hides each of its options from every *other* item's
//! list but leaves the item's own list intact. That is what makes uncovering
//! possible, and it also means that right after a cover (or uncover) the
//! item's list is exactly the set of options it hid (or restored), which is
//! what [`Event::Cover`] hands to a caller without copying anything.

use std::borrow::BorrowMut;
use std::cmp::Reverse;
use std::fmt;

/// A node of the dancing-links structure: an entry of some option, an item
/// header, or a spacer between options.
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

/// How many of the shortest items are weighed before a branch. On the
/// hardest Sudoku sets, weighing the first 8 searched 25% to 29% fewer nodes
/// than taking the leftmost, and 15% fewer instructions in all; weighing
/// every one searched about as few nodes but cost more than it saved.
const BRANCH_CANDIDATES: usize = 8;

/// Why an option could not be added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The option has no items.
    EmptyOption {
        /// The index the option would have had.
        option: usize,
    },
    /// An item index is not less than the number of items.
    ItemOutOfRange {
        /// The index the option would have had.
        option: usize,
        /// The offending item.
        item: usize,
        /// How many items the matrix has.
        items: usize,
    },
    /// The same item appears twice in one option.
    RepeatedItem {
        /// The index the option would have had.
        option: usize,
        /// The repeated item.
        item: usize,
    },
    /// The matrix would exceed the 32-bit node indices it is built on.
    TooLarge,
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::EmptyOption { option } => write!(f, "option {option} has no items"),
            BuildError::ItemOutOfRange {
                option,
                item,
                items,
            } => write!(
                f,
                "option {option}: item {item} is out of range (there are {items} items)"
            ),
            BuildError::RepeatedItem { option, item } => {
                write!(f, "option {option}: item {item} appears twice")
            }
            BuildError::TooLarge => write!(f, "the matrix is too large for 32-bit indices"),
        }
    }
}

impl std::error::Error for BuildError {}

/// The items and options of an exact-cover problem, linked for Algorithm X.
///
/// Items are numbered from 0: the primary items first, then the secondary
/// ones. Options are numbered from 0 in the order they were added.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Matrix {
    primary: usize,
    /// For each item, from index 1: how many of its options are not hidden,
    /// plus [`COVERED`] while it is covered.
    len: Vec<u32>,
    /// How many active primary items have no options left. While there is
    /// one, the search fails without scanning; while there is none, the
    /// first item of length 1 is already the leftmost shortest.
    empty_primaries: usize,
    nodes: Vec<Node>,
    /// The spacer before each option, plus the final one.
    spacers: Vec<u32>,
}

impl Matrix {
    /// An empty matrix with `primary` primary and `secondary` secondary items.
    pub fn new(primary: usize, secondary: usize) -> Matrix {
        let mut matrix = Matrix::default();
        matrix.clear(primary, secondary);
        matrix
    }

    /// Empties the matrix for a new problem, keeping its allocations, so a
    /// batch of problems costs no allocation after the first.
    pub fn clear(&mut self, primary: usize, secondary: usize) {
        let n = primary + secondary;
        self.primary = primary;
        self.len.clear();
        self.len.resize(n + 1, 0);
        self.empty_primaries = primary;
        self.nodes.clear();
        self.spacers.clear();
        for i in 0..=n {
            self.nodes.push(Node {
                up: i as u32,
                down: i as u32,
                top: i as i32,
            });
        }
        self.spacers.push(self.nodes.len() as u32);
        self.nodes.push(Node {
            up: 0,
            down: 0,
            top: 0,
        });
    }

    /// The number of items, primary and secondary.
    pub fn item_count(&self) -> usize {
        self.len.len().saturating_sub(1)
    }

    /// The number of primary items.
    pub fn primary_count(&self) -> usize {
        self.primary
    }

    /// The number of options added so far.
    pub fn option_count(&self) -> usize {
        self.spacers.len().saturating_sub(1)
    }

    /// Adds an option and returns its index. On error nothing is added.
    pub fn add_option(&mut self, items: &[usize]) -> Result<usize, BuildError> {
        let option = self.option_count();
        let item_count = self.item_count();
        if items.is_empty() {
            return Err(BuildError::EmptyOption { option });
        }
        for (k, &item) in items.iter().enumerate() {
            if item >= item_count {
                return Err(BuildError::ItemOutOfRange {
                    option,
                    item,
                    items: item_count,
                });
            }
            if items[..k].contains(&item) {
                return Err(BuildError::RepeatedItem { option, item });
            }
        }
        let last = self.nodes.len() + items.len();
        if last >= i32::MAX as usize {
            return Err(BuildError::TooLarge);
        }

        let first = self.nodes.len() as u32;
        for &item in items {
            let header = item + 1;
            let node = self.nodes.len() as u32;
            let bottom = self.nodes[header].up;
            self.nodes.push(Node {
                up: bottom,
                down: header as u32,
                top: header as i32,
            });
            self.nodes[bottom as usize].down = node;
            self.nodes[header].up = node;
            if self.len[header] == 0 && header <= self.primary {
                self.empty_primaries -= 1;
            }
            self.len[header] += 1;
        }
        let previous_spacer = *self.spacers.last().expect("clear() makes the first spacer");
        self.nodes[previous_spacer as usize].down = last as u32 - 1;
        self.spacers.push(last as u32);
        self.nodes.push(Node {
            up: first,
            down: 0,
            top: -(option as i32 + 1),
        });
        Ok(option)
    }

    /// The items of an option, in the order they were given.
    pub fn option_items(&self, option: usize) -> impl Iterator<Item = usize> + '_ {
        let start = self.spacers[option] as usize + 1;
        let end = self.spacers[option + 1] as usize;
        self.nodes[start..end]
            .iter()
            .map(|node| node.top as usize - 1)
    }

    /// The raw structure, node by node, for drawing it: `(up, down, top)`.
    /// Nodes `1..=items` are the item headers (node 0 is unused), then each
    /// option's nodes follow its spacer, whose `top` is `-k` after `k`
    /// options. An option node's `top` is its item plus 1.
    pub fn links(&self) -> impl Iterator<Item = (u32, u32, i32)> + '_ {
        self.nodes.iter().map(|node| (node.up, node.down, node.top))
    }

    /// How many options of an item are currently not hidden.
    pub fn item_len(&self, item: usize) -> usize {
        (self.len[item + 1] & !COVERED) as usize
    }

    /// The options in an item's list, top to bottom.
    pub fn item_options(&self, item: usize) -> ItemOptions<'_> {
        ItemOptions {
            matrix: self,
            header: item as u32 + 1,
            node: self.nodes[item + 1].down,
        }
    }

    /// Whether an item is still in its list of active items (not covered).
    pub fn is_active(&self, item: usize) -> bool {
        self.len[item + 1] < COVERED
    }

    fn option_of(&self, mut node: u32) -> usize {
        loop {
            node += 1;
            let top = self.nodes[node as usize].top;
            if top <= 0 {
                return (-top) as usize - 1;
            }
        }
    }

    fn is_header(&self, node: u32) -> bool {
        node as usize <= self.item_count()
    }

    /// The node after `node` in its option, wrapping at the spacer.
    fn right(&self, node: u32) -> u32 {
        let next = node + 1;
        let spacer = self.nodes[next as usize];
        if spacer.top <= 0 {
            spacer.up
        } else {
            next
        }
    }

    /// The node before `node` in its option, wrapping at the spacer.
    fn left(&self, node: u32) -> u32 {
        let prev = node - 1;
        let spacer = self.nodes[prev as usize];
        if spacer.top <= 0 {
            spacer.down
        } else {
            prev
        }
    }

    fn top(&self, node: u32) -> u32 {
        self.nodes[node as usize].top as u32
    }

    /// The MRV rule: an active primary item with the fewest options, or
    /// `None` when no primary item is left (a solution).
    ///
    /// Most choices in a Sudoku search are forced (length 1), so the items
    /// that fell to length 1 are kept on a stack, `singles`, and the most
    /// recent one still of length 1 is taken without a scan. Entries are only
    /// hints: each is checked, and one lost on backtracking is found by the
    /// scan. Otherwise the scan finds the shortest length, stopping at 1 when
    /// no item is empty, since nothing can then be shorter; an empty or
    /// forced item is the leftmost of its length.
    ///
    /// A real branch (length 2 or more) goes to the item with the greatest
    /// [`Matrix::branch_weight`] among the first [`BRANCH_CANDIDATES`]
    /// shortest ones, the leftmost among equals: each of its branches then
    /// hides the most, so the subtrees below are smallest.
    fn choose_item(&self, singles: &mut Vec<u32>) -> Option<(u32, u32)> {
        if self.empty_primaries == 0 {
            while let Some(item) = singles.pop() {
                if self.len[item as usize] == 1 {
                    return Some((item, 1));
                }
            }
        }
        let stop_at = u32::from(self.empty_primaries == 0);
        let mut best = (0, COVERED);
        for (item, &len) in self.len[1..=self.primary].iter().enumerate() {
            if len < best.1 {
                best = (item as u32 + 1, len);
                if len <= stop_at {
                    break;
                }
            }
        }
        if best.1 >= 2 && best.1 < COVERED {
            let shortest = best.1;
            best.0 = (best.0..=self.primary as u32)
                .filter(|&item| self.len[item as usize] == shortest)
                .take(BRANCH_CANDIDATES)
                .max_by_key(|&item| (self.branch_weight(item), Reverse(item)))
                .expect("the leftmost shortest item is a candidate");
        }
        (best.1 < COVERED).then_some(best)
    }

    /// How much choosing `item` would hide: the lengths of the other items
    /// in its options, added up.
    fn branch_weight(&self, item: u32) -> u64 {
        let mut weight = 0;
        let mut p = self.nodes[item as usize].down;
        while p != item {
            let mut q = self.right(p);
            while q != p {
                weight += u64::from(self.len[self.top(q) as usize]);
                q = self.right(q);
            }
            p = self.nodes[p as usize].down;
        }
        weight
    }

    /// Whether some active primary item has no options left, so that the
    /// current partial solution cannot be completed.
    fn is_dead_end(&self) -> bool {
        self.empty_primaries > 0
    }

    /// Covers item `i`: marks it covered and hides its options from every
    /// other item, pushing onto `singles` the primary items left with one
    /// option. Returns the number of links removed.
    fn cover(&mut self, i: u32, singles: &mut Vec<u32>) -> u64 {
        let mut updates = 0;
        let mut p = self.nodes[i as usize].down;
        while p != i {
            updates += self.hide(p, singles);
            p = self.nodes[p as usize].down;
        }
        // The other items of a selected option can be emptied by covering
        // its first item (which hides the option itself); covered, they no
        // longer make a dead end.
        if self.len[i as usize] == 0 && i as usize <= self.primary {
            self.empty_primaries -= 1;
        }
        self.len[i as usize] += COVERED;
        updates + 1
    }

    /// Exactly undoes `cover(i)`, the steps in reverse order.
    fn uncover(&mut self, i: u32) {
        self.len[i as usize] -= COVERED;
        if self.len[i as usize] == 0 && i as usize <= self.primary {
            self.empty_primaries += 1;
        }
        let mut p = self.nodes[i as usize].up;
        while p != i {
            self.unhide(p);
            p = self.nodes[p as usize].up;
        }
    }

    /// Removes the other nodes of `p`'s option from their items' lists.
    fn hide(&mut self, p: u32, singles: &mut Vec<u32>) -> u64 {
        let mut removed = 0;
        let mut q = p + 1;
        while q != p {
            let Node { up, down, top } = self.nodes[q as usize];
            if top <= 0 {
                q = up;
            } else {
                self.nodes[up as usize].down = down;
                self.nodes[down as usize].up = up;
                self.len[top as usize] -= 1;
                if self.len[top as usize] <= 1 && top as usize <= self.primary {
                    if self.len[top as usize] == 0 {
                        self.empty_primaries += 1;
                    } else {
                        singles.push(top as u32);
                    }
                }
                removed += 1;
                q += 1;
            }
        }
        removed
    }

    /// Exactly undoes `hide(p)`, right to left.
    fn unhide(&mut self, p: u32) {
        let mut q = p - 1;
        while q != p {
            let Node { up, down, top } = self.nodes[q as usize];
            if top <= 0 {
                q = down;
            } else {
                self.nodes[up as usize].down = q;
                self.nodes[down as usize].up = q;
                if self.len[top as usize] == 0 && top as usize <= self.primary {
                    self.empty_primaries -= 1;
                }
                self.len[top as usize] += 1;
                q -= 1;
            }
        }
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
        self.node = self.matrix.nodes[self.node as usize].down;
        Some(option)
    }
}

/// Knuth's measures of the work a search has done.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Nodes of the search tree: how many times a level was entered.
    pub nodes: u64,
    /// Link removals: each node hidden from an item's list, and each item
    /// covered.
    pub updates: u64,
    /// Solutions found so far.
    pub solutions: u64,
}

/// One step of the search, as [`Search::step`] reports it.
///
/// Items and options are the matrix's 0-based indices. Depth 0 is the first
/// choice.
#[derive(Clone)]
pub enum Event<'a> {
    /// MRV chose `item`, which has `len` options left. A length of 0 fails at
    /// once: the search backs up without covering it.
    Choose {
        /// The chosen item.
        item: usize,
        /// Its number of remaining options.
        len: usize,
    },
    /// `item` was covered and `hidden` were hidden from the other
    /// items' lists.
    Cover {
        /// The covered item.
        item: usize,
        /// The options it hid.
        hidden: ItemOptions<'a>,
    },
    /// The exact inverse of a [`Event::Cover`] of `item`.
    Uncover {
        /// The uncovered item.
        item: usize,
        /// The options it restored.
        restored: ItemOptions<'a>,
    },
    /// `option` joined the partial solution at `depth`.
    Select {
        /// The option.
        option: usize,
        /// Its depth in the partial solution.
        depth: usize,
    },
    /// `option` left the partial solution at `depth`.
    Deselect {
        /// The option.
        option: usize,
        /// Its depth in the partial solution.
        depth: usize,
    },
    /// The partial solution covers every primary item; read it with
    /// [`Search::solution`].
    Solution,
    /// The whole tree has been searched (or the search was stopped).
    Done,
}

/// Where the search stands, in the steps of Knuth's Algorithm X.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// X2: a new level, nothing covered at it yet.
    Enter,
    /// X4: `item` was chosen and is about to be covered.
    Cover(u32),
    /// X5: the top of the stack is the next option to try, or the chosen
    /// item's header when its options are exhausted.
    Try,
    /// Covering the other items of the option on top of the stack; the node
    /// is the next one to cover.
    CoverRest(u32),
    /// X6: uncovering them in reverse; the node is the next to uncover.
    UncoverRest(u32),
    /// The option on top of the stack leaves the partial solution.
    Deselect,
    /// X7: the chosen item is uncovered.
    UncoverChosen,
    /// X8: back up a level.
    Leave,
    /// Everything has been searched and undone.
    Done,
}

/// What one call of the state machine produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Choose(u32, u32),
    Cover(u32),
    Uncover(u32),
    Select(u32),
    Deselect(u32),
    Solution,
    Done,
    /// The node budget ran out; see [`Search::count_within`].
    OutOfBudget,
}

/// A resumable Algorithm X search over a [`Matrix`], owned or borrowed.
///
/// The search is an explicit state machine with a stack of option nodes and
/// no recursion, so it can stop after any event and resume later. Dropping it
/// or calling [`Search::reset`] undoes every cover in reverse order, which
/// leaves the matrix exactly as it was built.
pub struct Search<M: BorrowMut<Matrix> = Matrix> {
    matrix: M,
    /// The option node tried at each level (the item header when exhausted).
    stack: Vec<u32>,
    /// Items that fell to length 1, for [`Matrix::choose_item`].
    singles: Vec<u32>,
    /// For each level, the length of `singles` once its item was covered:
    /// what was pushed after that is stale when the next option is tried.
    marks: Vec<usize>,
    phase: Phase,
    stats: Stats,
    /// The fast paths pause when `stats.nodes` reaches this.
    node_budget: u64,
}

impl<M: BorrowMut<Matrix>> Search<M> {
    /// A search at its start.
    pub fn new(matrix: M) -> Search<M> {
        Search {
            matrix,
            stack: Vec::new(),
            singles: Vec::new(),
            marks: Vec::new(),
            phase: Phase::Enter,
            stats: Stats::default(),
            node_budget: u64::MAX,
        }
    }

    /// The matrix, in its current state of covers.
    pub fn matrix(&self) -> &Matrix {
        self.matrix.borrow()
    }

    /// The work done so far.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// Whether the whole tree has been searched.
    pub fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }

    /// Runs to the next solution and returns its options, in the order they
    /// were chosen; `None` once the tree is exhausted.
    pub fn next_solution(&mut self) -> Option<Vec<usize>> {
        match self.run::<false>() {
            Step::Solution => Some(self.solution()),
            _ => None,
        }
    }

    /// Counts the solutions from here on, stopping at `limit` (0 for all).
    pub fn count(&mut self, limit: u64) -> u64 {
        let mut found = 0;
        while (limit == 0 || found < limit) && self.run::<false>() == Step::Solution {
            found += 1;
        }
        found
    }

    /// Like [`Search::count`], but pauses once the search tree has `nodes`
    /// nodes in all, so a long count can report progress and be abandoned
    /// between slices. Returns how many solutions this slice found; the
    /// count is complete when [`Search::is_done`] or the limit is reached.
    pub fn count_within(&mut self, limit: u64, nodes: u64) -> u64 {
        self.node_budget = nodes;
        let mut found = 0;
        while (limit == 0 || found < limit) && self.run::<false>() == Step::Solution {
            found += 1;
        }
        self.node_budget = u64::MAX;
        found
    }

    /// The solutions from here on, found lazily.
    pub fn solutions(&mut self) -> impl Iterator<Item = Vec<usize>> + '_ {
        std::iter::from_fn(move || self.next_solution())
    }

    /// Advances by exactly one event.
    pub fn step(&mut self) -> Event<'_> {
        let step = self.run::<true>();
        let matrix = self.matrix.borrow();
        let depth = self.stack.len().saturating_sub(1);
        match step {
            Step::Choose(item, len) => Event::Choose {
                item: item as usize - 1,
                len: len as usize,
            },
            Step::Cover(item) => Event::Cover {
                item: item as usize - 1,
                hidden: matrix.item_options(item as usize - 1),
            },
            Step::Uncover(item) => Event::Uncover {
                item: item as usize - 1,
                restored: matrix.item_options(item as usize - 1),
            },
            Step::Select(node) => Event::Select {
                option: matrix.option_of(node),
                depth,
            },
            Step::Deselect(node) => Event::Deselect {
                option: matrix.option_of(node),
                depth,
            },
            Step::Solution => Event::Solution,
            Step::Done | Step::OutOfBudget => Event::Done,
        }
    }

    /// The options of the solution just found. Only meaningful right after
    /// a solution; use [`Search::partial`] at other times.
    pub fn solution(&self) -> Vec<usize> {
        self.partial().collect()
    }

    /// The options in the partial solution, from depth 0 up.
    pub fn partial(&self) -> impl Iterator<Item = usize> + '_ {
        // The top of the stack is only selected between its Select and
        // Deselect events.
        let top_selected = matches!(
            self.phase,
            Phase::CoverRest(_) | Phase::UncoverRest(_) | Phase::Deselect
        );
        let entered = matches!(
            self.phase,
            Phase::Enter | Phase::Cover(_) | Phase::Leave | Phase::Done
        );
        let selected = if entered || top_selected {
            self.stack.len()
        } else {
            self.stack.len() - 1
        };
        let matrix = self.matrix.borrow();
        self.stack[..selected]
            .iter()
            .map(|&node| matrix.option_of(node))
    }

    /// Ends the search without undoing its covers, has `build` make a new
    /// problem in the emptied matrix, and starts at the top; every buffer is
    /// kept. This is the fast way from one problem to the next: undoing the
    /// covers of a search that is about to be thrown away was a fifth of the
    /// time of solving an easy Sudoku.
    pub fn rebuild(&mut self, build: impl FnOnce(&mut Matrix)) {
        let matrix = self.matrix.borrow_mut();
        matrix.clear(0, 0);
        build(matrix);
        self.stack.clear();
        self.singles.clear();
        self.marks.clear();
        self.phase = Phase::Enter;
        self.stats = Stats::default();
    }

    /// Undoes every cover, in reverse order, and starts again from the top.
    pub fn reset(&mut self) {
        let matrix = self.matrix.borrow_mut();
        // First the partly done work of the current level...
        if let Some(&x) = self.stack.last() {
            let still_covered_from = match self.phase {
                Phase::CoverRest(next) => Some(matrix.left(next)),
                Phase::UncoverRest(next) => Some(next),
                Phase::Try | Phase::Deselect | Phase::UncoverChosen => Some(x),
                Phase::Enter | Phase::Cover(_) | Phase::Leave | Phase::Done => None,
            };
            if let Some(mut node) = still_covered_from {
                while node != x {
                    matrix.uncover(matrix.top(node));
                    node = matrix.left(node);
                }
                let chosen = if matrix.is_header(x) {
                    x
                } else {
                    matrix.top(x)
                };
                matrix.uncover(chosen);
                self.stack.pop();
            }
        }
        // ...then each level below, whose option is wholly covered.
        while let Some(x) = self.stack.pop() {
            let mut node = matrix.left(x);
            while node != x {
                matrix.uncover(matrix.top(node));
                node = matrix.left(node);
            }
            matrix.uncover(matrix.top(x));
        }
        self.singles.clear();
        self.marks.clear();
        self.phase = Phase::Enter;
        self.stats = Stats::default();
    }

    /// The state machine. With `EACH_EVENT` it returns after every event;
    /// without, only at a solution or the end, so the fast paths pay for no
    /// event they do not report.
    fn run<const EACH_EVENT: bool>(&mut self) -> Step {
        let matrix = self.matrix.borrow_mut();
        loop {
            let step = match self.phase {
                Phase::Enter => {
                    if !EACH_EVENT && self.stats.nodes >= self.node_budget {
                        return Step::OutOfBudget;
                    }
                    self.stats.nodes += 1;
                    // Without events to report, a dead end needs no scan for
                    // which item is empty.
                    if !EACH_EVENT && matrix.is_dead_end() {
                        self.phase = Phase::Leave;
                        continue;
                    }
                    match matrix.choose_item(&mut self.singles) {
                        None => {
                            self.stats.solutions += 1;
                            self.phase = Phase::Leave;
                            Some(Step::Solution)
                        }
                        Some((item, len)) => {
                            self.phase = if len == 0 {
                                Phase::Leave
                            } else {
                                Phase::Cover(item)
                            };
                            Some(Step::Choose(item, len))
                        }
                    }
                }
                Phase::Cover(item) => {
                    self.stats.updates += matrix.cover(item, &mut self.singles);
                    self.marks.push(self.singles.len());
                    self.stack.push(matrix.nodes[item as usize].down);
                    self.phase = Phase::Try;
                    Some(Step::Cover(item))
                }
                Phase::Try => {
                    let x = *self.stack.last().expect("Try has a level");
                    let mark = *self.marks.last().expect("Try has a level");
                    self.singles.truncate(mark);
                    if matrix.is_header(x) {
                        self.phase = Phase::UncoverChosen;
                        None
                    } else {
                        self.phase = Phase::CoverRest(matrix.right(x));
                        Some(Step::Select(x))
                    }
                }
                // Without events to report, the rest of an option is covered
                // in one go rather than one state-machine pass an item.
                Phase::CoverRest(mut node) => {
                    let x = *self.stack.last().expect("CoverRest has a level");
                    loop {
                        if node == x {
                            self.phase = Phase::Enter;
                            break None;
                        }
                        let item = matrix.top(node);
                        self.stats.updates += matrix.cover(item, &mut self.singles);
                        node = matrix.right(node);
                        if EACH_EVENT {
                            self.phase = Phase::CoverRest(node);
                            break Some(Step::Cover(item));
                        }
                    }
                }
                Phase::Leave => match self.stack.last() {
                    None => {
                        self.phase = Phase::Done;
                        Some(Step::Done)
                    }
                    Some(&x) => {
                        self.phase = Phase::UncoverRest(matrix.left(x));
                        None
                    }
                },
                Phase::UncoverRest(mut node) => {
                    let x = *self.stack.last().expect("UncoverRest has a level");
                    loop {
                        if node == x {
                            self.phase = Phase::Deselect;
                            break None;
                        }
                        let item = matrix.top(node);
                        matrix.uncover(item);
                        node = matrix.left(node);
                        if EACH_EVENT {
                            self.phase = Phase::UncoverRest(node);
                            break Some(Step::Uncover(item));
                        }
                    }
                }
                Phase::Deselect => {
                    let top = self.stack.last_mut().expect("Deselect has a level");
                    let x = *top;
                    *top = matrix.nodes[x as usize].down;
                    self.phase = Phase::Try;
                    Some(Step::Deselect(x))
                }
                Phase::UncoverChosen => {
                    let item = self.stack.pop().expect("UncoverChosen has a level");
                    self.marks.pop();
                    matrix.uncover(item);
                    self.phase = Phase::Leave;
                    Some(Step::Uncover(item))
                }
                Phase::Done => Some(Step::Done),
            };
            match step {
                Some(step @ (Step::Solution | Step::Done)) => return step,
                Some(step) if EACH_EVENT => return step,
                _ => {}
            }
        }
    }
}

impl<M: BorrowMut<Matrix>> Drop for Search<M> {
    fn drop(&mut self) {
        self.reset();
    }
}

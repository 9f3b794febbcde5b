//! Propagation between the nodes of a dancing-cells search: a hook that
//! the search calls after each selection, which may hide further options
//! or declare a dead end, reasoning about the problem as exact cover
//! alone cannot (a sum over several items, say).
//!
//! The hook sees the cells through a [`Prune`]: whether an item is still
//! to be covered, the active options of an item (as nodes), and whether a
//! node's option is still active; and it may hide an option, as a cover
//! hides the options that clash with it. Undoing costs nothing more: a
//! hidden option is only taken out of the runs of active items, whose
//! sizes the level being tried saved when it began, so restoring them
//! undoes the hook's hiding with the selection's. A hook keeps no state
//! of its own that needs undoing, or it would have to be told of
//! backtracking; [`Propagator::propagate`] reads the cells afresh.
//!
//! Without a hook ([`NoPropagation`], the default) the search compiles to
//! what it was: every call is behind a constant `false`.

use super::search::Level;
use super::{Cells, OtherNodes, HEADER};
use crate::dlx::Matrix;
use std::ops::Range;

/// Reasoning the search runs after each selection (and once at the root).
pub trait Propagator {
    /// Whether the search calls [`Propagator::propagate`] at all.
    const ON: bool = true;

    /// Narrows the problem further, by hiding options through `cells`;
    /// `false` when no solution is left below (a dead end).
    fn propagate(&mut self, cells: &mut Prune<'_>) -> bool;
}

/// No propagation: plain exact cover.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoPropagation;

impl Propagator for NoPropagation {
    const ON: bool = false;

    fn propagate(&mut self, _: &mut Prune<'_>) -> bool {
        true
    }
}

/// An item of the cells, as a hook names it (see [`Layout`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ItemRef(u32);

/// A node of the cells: one item of one option (see [`Layout`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeRef(u32);

impl NodeRef {
    /// A number for the node, below [`Layout::nodes`], to index a table.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Where [`Cells::new`] puts a matrix's items and nodes, so that a hook
/// built beside the cells can name them.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    items: Vec<u32>,
    options: Vec<u32>,
    nodes: usize,
}

impl Layout {
    /// The layout of the cells that [`Cells::new`] builds from `matrix`.
    pub fn of(matrix: &Matrix) -> Layout {
        let mut sizes = vec![0u32; matrix.item_count()];
        let mut options = Vec::with_capacity(matrix.option_count());
        let mut node = 1;
        for option in 0..matrix.option_count() {
            options.push(node);
            for item in matrix.option_items(option) {
                sizes[item] += 1;
                node += 1;
            }
            node += 1;
        }
        let mut start = HEADER;
        let items = sizes
            .iter()
            .map(|&size| {
                start += size + HEADER;
                start - size - HEADER
            })
            .collect();
        Layout {
            items,
            options,
            nodes: node as usize,
        }
    }

    /// Item number `item` (primary items first).
    pub fn item(&self, item: usize) -> ItemRef {
        ItemRef(self.items[item])
    }

    /// The `k`th item (from 0) of option `option`, as the matrix lists it.
    pub fn node(&self, option: usize, k: usize) -> NodeRef {
        NodeRef(self.options[option] + k as u32)
    }

    /// The number of nodes, spacers included: every [`NodeRef::index`]
    /// is below it.
    pub fn nodes(&self) -> usize {
        self.nodes
    }
}

/// The cells as a hook sees and narrows them.
pub struct Prune<'a> {
    pub(super) cells: &'a mut Cells,
    pub(super) updates: &'a mut u64,
    pub(super) overhead: &'a mut u64,
    /// Algorithm C's forced moves, onto which hiding pushes the active
    /// primary items it leaves with one option; `None` without colours.
    pub(super) forced: Option<&'a mut Vec<u32>>,
    /// The levels of the path to here, the search's prefix first.
    pub(super) path: [&'a [Level]; 2],
}

impl Prune<'_> {
    /// Whether `item` is still to be covered (or, secondary, neither
    /// covered nor purified).
    pub fn is_active(&self, item: ItemRef) -> bool {
        let position = self.cells.word(item.0 - 2) as usize;
        if item.0 < self.cells.second {
            position < self.cells.active_primary
        } else {
            position < self.cells.secondary_end()
        }
    }

    /// The places of the active options of an active `item`: read each
    /// with [`Prune::node_at`]. Hiding the option at one place moves
    /// only options at later places of the run, so a hook that hides
    /// while it walks walks from the end.
    pub fn options(&self, item: ItemRef) -> Range<u32> {
        item.0..item.0 + self.cells.size(item.0)
    }

    /// The node at `place` of a run (see [`Prune::options`]).
    pub fn node_at(&self, place: u32) -> NodeRef {
        NodeRef(self.cells.word(place))
    }

    /// Whether `node`'s option is active, its item being active: an option
    /// hidden is out of every active item's run.
    pub fn is_live(&self, node: NodeRef) -> bool {
        let x = self.cells.cell(node.0).item as u32;
        self.is_active(ItemRef(x)) && self.cells.cell(node.0).loc < x + self.cells.size(x)
    }

    /// A node of each option chosen on the path to here (the option being
    /// tried last): what a hook reads the covered items' choices from.
    pub fn chosen(&self) -> impl Iterator<Item = NodeRef> + '_ {
        (self.path.iter().copied().flatten()).map(|level| NodeRef(self.cells.word(level.at)))
    }

    /// Counts `units` of the hook's work beside its hiding (see
    /// `crate::work`).
    pub fn spend(&mut self, units: u64) {
        *self.overhead += units;
    }

    /// Hides the option of `node`, which [`Prune::is_live`]: takes its
    /// nodes out of the runs of its active items. `false` when that leaves
    /// an active primary item with no option (the dead end is then left
    /// half hidden, for the search to restore).
    pub fn hide(&mut self, node: NodeRef) -> bool {
        let mut others = OtherNodes::of(node.0);
        let mut next = Some((node.0, self.cells.cell(node.0).item as u32));
        while let Some((at, x)) = next {
            let loc = self.cells.cell(at).loc;
            let size = self.cells.size(x);
            if self.is_active(ItemRef(x)) && loc < x + size {
                self.cells.take_out(at, x, loc, size - 1);
                *self.updates += 1;
                if x < self.cells.second {
                    if size == 1 {
                        return false;
                    }
                    if let (2, Some(forced)) = (size, self.forced.as_deref_mut()) {
                        forced.push(x);
                    }
                }
            }
            next = others.next(self.cells).map(|(at, x, _)| (at, x));
        }
        true
    }
}

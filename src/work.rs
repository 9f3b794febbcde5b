//! Work: what a search has spent, in units that each take about the same
//! time whatever the problem, so that a bound on work is a bound on time.
//!
//! Nodes alone do not bound time: a node of a Sudoku search changes a few
//! dozen links, while a node of a problem with long items or thousands of
//! secondary items may change hundreds of thousands, or read every item's
//! length, or save every item's size. So both engines count, beside
//! Knuth's nodes and updates, units of **work**:
//!
//! - a node entered;
//! - a link changed (an update, as Knuth counts them) or, in dancing
//!   cells, an entry taken out of a set, and each item covered;
//! - an option walked past without changing a link (an option of one
//!   item, in the list of the item covered);
//! - [`LENGTHS_PER_UNIT`] lengths read by the column rule's scan, and each
//!   node read to weigh a candidate for a branch;
//! - in dancing cells, a size saved on entering a level or restored on
//!   trying the next option.
//!
//! The links engine counts the walks and the weighing only where an item
//! has more than 32 options: where none has, a cover walks at most 32
//! options for each link it changes (and the unit it counts for the item
//! covered), and weighing a candidate reads fewer nodes than 32 times the
//! links its cover would change, so their cost is within a constant of the
//! work counted, and the Sudoku search pays nothing for counting it.
//!
//! Counting rides on the counters the engines already keep: the links
//! engine's updates become its work (a cover returns the units it spent,
//! which are its updates unless it walked an option of one item), and the
//! rest is counted where it is spent in bulk, once per scan, weighing or
//! save, never once per link. A budget of work costs the search no check of
//! its own: the search pauses when its work reaches a mark, and the mark
//! also keeps the node budget, since every node is at least a unit (see
//! [`Limits`]).
//!
//! Every budget in every interface is a [`Budget`] of nodes and work, and
//! every timeout is a clock read between slices of at most [`SLICE`] units
//! of work, so a clock is read every few milliseconds whatever a node
//! costs (a unit took 4 to 28 ns natively on a busy machine: see
//! docs/hardening.md).

/// A bound on a search from where it stands: at most `nodes` more nodes of
/// its tree and `work` more units of work. A search stops at whichever it
/// reaches first (see each engine's `count_within`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Nodes of the search tree.
    pub nodes: u64,
    /// Units of work.
    pub work: u64,
}

/// The units of work a budget of nodes allows each node (and never fewer
/// than [`DEFAULT_WORK`] in all): a Sudoku's node spends about 20, the
/// hardest 25×25's about 150, so a budget of nodes keeps its meaning there,
/// while a problem whose nodes cost thousands of units stops in about the
/// time a budget of cheap nodes takes.
pub const WORK_PER_NODE: u64 = 100;

/// The work a budget of nodes allows at least, and the bound of every
/// search for which an interface sets no other: 6 to 28 s natively on a
/// busy machine, by the shape of the problem (docs/hardening.md).
pub const DEFAULT_WORK: u64 = 1_000_000_000;

/// The work between two readings of a clock, or two questions whether to
/// go on: 4 to 28 ms natively on a busy machine.
pub const SLICE: u64 = 1 << 20;

/// The lengths a scan for the shortest item reads for one unit of work:
/// reading lengths one after another in a dense array, it reads about 4 in
/// the time a cover changes a link.
pub const LENGTHS_PER_UNIT: u64 = 4;

impl Budget {
    /// No bound at all.
    pub const UNLIMITED: Budget = Budget {
        nodes: u64::MAX,
        work: u64::MAX,
    };

    /// A budget of `nodes` nodes, with [`WORK_PER_NODE`] units of work for
    /// each (at least [`DEFAULT_WORK`]): the bound every interface sets for
    /// a budget given in nodes.
    pub fn nodes(nodes: u64) -> Budget {
        Budget {
            nodes,
            work: nodes.saturating_mul(WORK_PER_NODE).max(DEFAULT_WORK),
        }
    }

    /// A budget of `work` units, the nodes unbounded.
    pub fn work(work: u64) -> Budget {
        Budget {
            nodes: u64::MAX,
            work,
        }
    }

    /// What is left of this budget after `nodes` nodes and `work` units.
    pub fn less(self, nodes: u64, work: u64) -> Budget {
        Budget {
            nodes: self.nodes.saturating_sub(nodes),
            work: self.work.saturating_sub(work),
        }
    }

    /// The next slice of this budget: at most [`SLICE`] units of work.
    pub fn slice(self) -> Budget {
        Budget {
            nodes: self.nodes,
            work: self.work.min(SLICE),
        }
    }

    /// Whether nothing is left: no node, or no unit of work.
    pub fn is_spent(self) -> bool {
        self.nodes == 0 || self.work == 0
    }
}

/// The totals at which a bounded search must pause, absolute: its nodes
/// and work when it was given a [`Budget`], plus the budget.
///
/// A search checks one number as it enters each node, as it did for a
/// budget of nodes alone: whether its nodes have reached a mark. At the
/// mark it asks [`Limits::next_mark`], which counts its work and either
/// pauses it or sets the next mark no further than the work left allows
/// nodes of the most work a node can cost. So the search never passes its
/// budget of work by more than the node that crossed it, and counts its
/// work no more often than its nodes' cost requires.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Limits {
    nodes: u64,
    work: u64,
}

/// The most units of work one node of a search can cost, as far as the
/// search has needed to know it: a rough bound from the problem's size,
/// known at once, and a closer one from its shape, which takes a pass over
/// the options and is found only when the rough one would hold the search
/// to a few nodes between marks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct NodeBound {
    rough: u64,
    close: u64,
}

/// Marks fewer nodes apart than this ask for the closer bound of a node's
/// work.
const FEW_NODES: u64 = 64;

impl Limits {
    /// No limit.
    pub(crate) const NONE: Limits = Limits {
        nodes: u64::MAX,
        work: u64::MAX,
    };

    /// The limits of `budget` given to a search that has entered `nodes`
    /// nodes and spent `work` units. It enters at least one more node when
    /// the budget allows any.
    pub(crate) fn new(budget: Budget, nodes: u64, work: u64) -> Limits {
        Limits {
            nodes: nodes.saturating_add(budget.nodes),
            work: work.saturating_add(budget.work),
        }
    }

    /// Where a search that has entered `nodes` nodes and spent `work`
    /// units looks again: the number of nodes at which it must ask once
    /// more, or `None` when it has reached a limit and must pause. `rough`
    /// and `close` give bounds of a node's work when `bound` first needs
    /// them (see [`NodeBound`]).
    #[cold]
    #[inline(never)]
    pub(crate) fn next_mark(
        self,
        (nodes, work): (u64, u64),
        bound: &mut NodeBound,
        rough: impl FnOnce() -> u64,
        close: impl FnOnce() -> u64,
    ) -> Option<u64> {
        if nodes >= self.nodes || work >= self.work {
            return None;
        }
        let (nodes_left, work_left) = (self.nodes - nodes, self.work - work);
        if bound.rough == 0 {
            bound.rough = rough().max(1);
        }
        if bound.close == 0 && work_left / bound.rough < FEW_NODES.min(nodes_left) {
            bound.close = close().clamp(1, bound.rough);
        }
        let per_node = if bound.close > 0 {
            bound.close
        } else {
            bound.rough
        };
        Some(nodes + (work_left / per_node).clamp(1, nodes_left))
    }
}

#[cfg(test)]
mod tests {
    use super::{Budget, Limits, NodeBound, DEFAULT_WORK, WORK_PER_NODE};

    #[test]
    fn a_budget_of_nodes_allows_work_for_each_and_never_less_than_the_default() {
        assert_eq!(Budget::nodes(1_000).work, DEFAULT_WORK);
        let large = 100 * DEFAULT_WORK;
        assert_eq!(Budget::nodes(large).work, large * WORK_PER_NODE);
        assert_eq!(Budget::nodes(u64::MAX).work, u64::MAX);
    }

    #[test]
    fn marks_keep_both_budgets_asking_for_the_closer_bound_only_when_needed() {
        let limits = Limits::new(
            Budget {
                nodes: 10,
                work: 1_000_000,
            },
            5,
            50,
        );
        let mut bound = NodeBound::default();
        let (rough, close) = (|| 1_000, || 100);
        // 999,950 units left hold 999 nodes of the rough bound: more than
        // the 10 nodes left, so the node budget sets the mark.
        assert_eq!(
            limits.next_mark((5, 50), &mut bound, rough, close),
            Some(15)
        );
        assert_eq!(
            bound,
            NodeBound {
                rough: 1_000,
                close: 0
            }
        );
        assert_eq!(limits.next_mark((15, 900), &mut bound, rough, close), None);
        let limits = Limits::new(
            Budget {
                nodes: 1 << 40,
                work: 50_000,
            },
            0,
            0,
        );
        // 50 nodes of the rough bound are few: the closer one allows 500.
        assert_eq!(
            limits.next_mark((0, 0), &mut bound, rough, close),
            Some(500)
        );
        assert_eq!(
            bound,
            NodeBound {
                rough: 1_000,
                close: 100
            }
        );
        assert_eq!(
            limits.next_mark((500, 49_950), &mut bound, rough, close),
            Some(501)
        );
        assert_eq!(
            limits.next_mark((501, 50_000), &mut bound, rough, close),
            None
        );
        let unbounded = Limits::NONE.next_mark((3, 7), &mut NodeBound::default(), rough, close);
        assert!(unbounded > Some(1 << 50), "{unbounded:?}");
    }
}

//! Multiplicities: Knuth's Algorithm M (TAOCP 7.2.2.1, his `dlx3`). Each
//! primary item is to be covered between `lower` and `upper` times, not
//! exactly once; secondary items and colours are as in Algorithm C.
//!
//! A search of its own, beside [`Search`](super::Search): exact cover and
//! colours keep their loops as they were, and pay nothing for the bounds.
//! It branches on the item of fewest ways (see `Links::choose`), and at
//! each level tries that item's options top to bottom, each *tweaked* out
//! of the item's list once tried, so that the next branch takes the next
//! option without the ones before it, and, while the item's slack allows,
//! a last, empty branch that leaves the item as it stands. Every solution
//! is found once.
//!
//! The counters are Knuth's: a node is a level entered (dead ends
//! included), an update a link removed or an item covered; under Knuth's
//! rule the search makes, to the unit, `dlx3`'s nodes and updates. Work
//! (see [`crate::work`]) adds the options that covers and purifications
//! walk, and the lengths the rule reads.

use super::{BadPath, Matrix, Path, Rule, Stats};
use crate::work::Budget;
use links::{Links, NO_ITEM};

mod links;

/// How many times a primary item is to be covered: from `lower` to
/// `upper`, both included. Knuth writes it `lower:upper|item` before the
/// item's name, or `upper|item` when the two are equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Multiplicity {
    /// The fewest times.
    pub lower: u32,
    /// The most times; at least 1 and at least `lower`.
    pub upper: u32,
}

impl Multiplicity {
    /// Exactly once, as in exact cover.
    pub const ONCE: Multiplicity = Multiplicity { lower: 1, upper: 1 };
}

/// Where the search stands, in the steps of `dlx3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Enter a new level: choose an item and begin its branches.
    Forward,
    /// Try the level's current node: an option, or the item's header for
    /// the branch that takes none.
    Advance,
    /// Undo the level's item, its branches all tried.
    Backup,
    /// Back up a level, undoing its option.
    Backdown,
    /// Every branch has been searched and undone.
    Done,
}

/// A resumable search by Algorithm M over a matrix and its primary items'
/// multiplicities.
pub struct Search {
    links: Links,
    /// Knuth's rule, or the first active item (`Rule::First`).
    first: bool,
    /// The node tried at each level: an option's, or the item's header for
    /// the branch that takes no option.
    choice: Vec<u32>,
    /// The top of each level's item's list before its options were
    /// tweaked, 0 when the level covers the item as Algorithm X does.
    first_tweak: Vec<u32>,
    /// The item branched on at the current level, and the node tried.
    item: u32,
    node: u32,
    phase: Phase,
    /// The nodes and solutions; the updates are the links'.
    stats: Stats,
}

impl Search {
    /// A search at its start of `matrix` (with or without colours), each
    /// primary item to be covered as `multiplicities` say (exactly once
    /// when it is empty), by `rule`: `Rule::First` branches on the first
    /// active item, the others both on Knuth's choice in `dlx3` (the item
    /// of fewest ways; the weighing of the default rule is exact cover's).
    ///
    /// # Panics
    ///
    /// If `multiplicities` is neither empty nor one for each primary item,
    /// or one has an upper bound of 0 or below its lower.
    pub fn new(matrix: &Matrix, multiplicities: &[Multiplicity], rule: Rule) -> Search {
        assert!(
            multiplicities.is_empty() || multiplicities.len() == matrix.primary_count(),
            "a multiplicity for each primary item"
        );
        assert!(
            multiplicities
                .iter()
                .all(|m| m.upper >= 1 && m.upper >= m.lower),
            "multiplicities with 1 <= upper and lower <= upper"
        );
        Search {
            links: Links::new(matrix, multiplicities),
            first: rule == Rule::First,
            choice: Vec::new(),
            first_tweak: Vec::new(),
            item: 0,
            node: 0,
            phase: Phase::Forward,
            stats: Stats::default(),
        }
    }

    /// The work done so far, in Knuth's counters.
    pub fn stats(&self) -> Stats {
        Stats {
            updates: self.links.updates,
            ..self.stats
        }
    }

    /// The units of work spent so far (see [`crate::work`]).
    pub fn work(&self) -> u64 {
        self.stats.nodes + self.links.updates + self.links.extra
    }

    /// Whether the whole tree has been searched.
    pub fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }

    /// A search of a path is not offered: splitting a search into pieces
    /// (`dlx::split`) follows Algorithm X's branches.
    ///
    /// # Errors
    ///
    /// Always, saying so.
    pub fn descend(&mut self, _path: &Path) -> Result<(), BadPath> {
        Err(BadPath(
            "a search with multiplicities is not split into pieces".into(),
        ))
    }

    /// Runs to the next solution and returns its options, in the order
    /// they were chosen; `None` once the tree is exhausted.
    pub fn next_solution(&mut self) -> Option<Vec<usize>> {
        (self.run(u64::MAX, u64::MAX) == Found::Solution).then(|| self.solution())
    }

    /// The solutions from here on, found lazily.
    pub fn solutions(&mut self) -> impl Iterator<Item = Vec<usize>> + '_ {
        std::iter::from_fn(move || self.next_solution())
    }

    /// Counts the solutions from here on, stopping at `limit` (0 for all).
    pub fn count(&mut self, limit: u64) -> u64 {
        self.count_within(limit, Budget::UNLIMITED)
    }

    /// Counts as [`Search::count`] does, pausing before the tree grows by
    /// more than `budget.nodes` nodes or the work by more than about
    /// `budget.work` units (by at most the node that crossed it), entering
    /// at least one node; the count is complete when [`Search::is_done`]
    /// or the limit is reached.
    pub fn count_within(&mut self, limit: u64, budget: Budget) -> u64 {
        let nodes = self.stats.nodes.saturating_add(budget.nodes.max(1));
        let work = self.work().saturating_add(budget.work.max(1));
        let mut found = 0;
        while (limit == 0 || found < limit) && self.run(nodes, work) == Found::Solution {
            found += 1;
        }
        found
    }

    /// The options of the solution just found, in the order they were
    /// chosen. Only meaningful right after a solution.
    pub fn solution(&self) -> Vec<usize> {
        self.choice
            .iter()
            .filter(|&&node| !self.links.is_header(node))
            .map(|&node| self.links.option_of(node))
            .collect()
    }

    /// The search, as `dlx3`'s steps, to the next solution, the end, or
    /// the entry of a node once the nodes reach `nodes` or the work
    /// `work`.
    fn run(&mut self, nodes: u64, work: u64) -> Found {
        loop {
            match self.phase {
                Phase::Forward => {
                    if self.stats.nodes >= nodes || self.work() >= work {
                        return Found::Paused;
                    }
                    self.stats.nodes += 1;
                    let (item, score) = self.links.choose(self.first);
                    if score == NO_ITEM {
                        self.stats.solutions += 1;
                        self.phase = Phase::Backdown;
                        return Found::Solution;
                    }
                    if score <= 0 {
                        self.phase = Phase::Backdown;
                        continue;
                    }
                    self.begin_level(item);
                }
                Phase::Advance => {
                    if self.try_node() {
                        self.choice.push(self.node);
                        self.phase = Phase::Forward;
                    } else {
                        self.phase = Phase::Backup;
                    }
                }
                Phase::Backup => {
                    let item = self.item;
                    let (bound, slack) = self.links.bounds(item);
                    let first = self.first_tweak.pop().expect("a level to back up");
                    if bound == 0 && slack == 0 {
                        self.links.uncover(item, true);
                    } else {
                        self.links.untweak(item, first, bound != 0);
                    }
                    self.links.add_to_bound(item, 1);
                    self.phase = Phase::Backdown;
                }
                Phase::Backdown => {
                    let Some(node) = self.choice.pop() else {
                        self.phase = Phase::Done;
                        return Found::Done;
                    };
                    if self.links.is_header(node) {
                        self.item = node;
                        self.links.reactivate(node);
                        self.phase = Phase::Backup;
                        continue;
                    }
                    self.item = self.links.item_of(node);
                    self.links.uncommit_others(node);
                    self.node = self.links.down(node);
                    self.phase = Phase::Advance;
                }
                Phase::Done => return Found::Done,
            }
        }
    }

    /// Begins a level that branches on `item`: takes one from its bound
    /// and, when none is left, covers it.
    fn begin_level(&mut self, item: u32) {
        let top = self.links.down(item);
        self.links.add_to_bound(item, -1);
        let (bound, slack) = self.links.bounds(item);
        let tweaks = !(bound == 0 && slack == 0);
        if bound == 0 {
            self.links.cover(item, true);
        }
        self.first_tweak.push(if tweaks { top } else { 0 });
        self.item = item;
        self.node = top;
        self.phase = Phase::Advance;
    }

    /// Tries the level's current node, `dlx3`'s step "advance": `false`
    /// when the item's branches are all tried. Otherwise the node's option
    /// joins the partial solution (tweaked out of the item's list when the
    /// item allows more than one), or, at the item's header, the branch
    /// that takes no option leaves the item inactive as it stands.
    fn try_node(&mut self) -> bool {
        let (item, node) = (self.item, self.node);
        let (bound, slack) = self.links.bounds(item);
        if bound == 0 && slack == 0 {
            if node == item {
                return false;
            }
        } else if self.links.len(item) + slack <= bound {
            return false;
        } else if node != item {
            self.links.tweak(node, bound != 0);
        } else if bound != 0 {
            self.links.deactivate(item);
        }
        if !self.links.is_header(node) {
            self.links.commit_others(node);
        }
        true
    }
}

/// Where a run of the search stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Found {
    Solution,
    Done,
    Paused,
}

//! The search: Knuth's Algorithm X over sparse sets, as `ssxc1` does it,
//! resumable after any solution and within a node budget.

use super::{Cells, OtherNodes, SetRule};
use crate::dlx::rule::Weighed;
use crate::dlx::{Algorithm, Exact, Stats};
use crate::work::{Budget, Limits, NodeBound};
use std::marker::PhantomData;

mod path;

/// The most sizes a bounded search keeps saved, 128 MiB of them: each level
/// saves every active item's size, so a deep search of many items (200,000
/// items, 230 levels deep in a second) would otherwise grow its memory
/// faster than any bound on work could stop it, past wasm's 4 GiB (issue
/// 32, row 6). A search that reaches it pauses as out of budget, and
/// goes no further.
pub const MAX_SAVED: usize = 1 << 24;

/// A level of the search: the item it branches on, the place in that
/// item's run of the option it tries, and where its saved sizes start.
#[derive(Clone, Copy, Debug)]
struct Level {
    item: u32,
    at: u32,
    saved_from: usize,
    active_primary: usize,
}

/// Where the search stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// A new level: choose an item, or report a solution.
    Enter,
    /// Select the option the top level is at, unless its item has no more.
    Try,
    /// The option the top level is at has been undone (or failed): restore
    /// the sizes and move to the next one.
    Next,
    /// Back up to the level below.
    Leave,
    /// Everything has been searched.
    Done,
}

/// What one run of the search ended with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Solution,
    Done,
    OutOfBudget,
}

/// A resumable dancing-cells search by Knuth's Algorithm X, or with `A` =
/// [`Colours`](crate::dlx::Colours) his Algorithm C (as in his `ssxcc`),
/// that branches by the column rule `R`.
///
/// It owns its [`Cells`]; [`Search::reset`] puts them back as built.
pub struct Search<R: SetRule = Weighed, A: Algorithm = Exact> {
    cells: Cells,
    rule: PhantomData<(R, A)>,
    levels: Vec<Level>,
    /// The levels of the path the search was started at by
    /// [`Search::descend`], below every level of `levels`: the search ends
    /// when `levels` empties, so its loop never looks at them.
    prefix: Vec<Level>,
    /// The active items' sizes as each level found them, `(item, size)`.
    saved: Vec<(u32, u32)>,
    phase: Phase,
    stats: Stats,
    /// The units of work spent beside nodes and updates (`crate::work`):
    /// choosing, walking, saving and restoring.
    overhead: u64,
    /// Where a bounded search must pause.
    limits: Limits,
    node_bound: NodeBound,
    /// The search looks at `limits` again when `stats.nodes` reaches this,
    node_budget: u64,
    /// or when `tries` reaches this.
    try_budget: u64,
    /// Options tried after the first of a level: what happens between two
    /// nodes when selecting an option fails, which costs work that no node
    /// counts.
    tries: u64,
    /// Algorithm C's forced moves: the active primary items that
    /// selections left with one option, most recent last (see
    /// `Cells::forced_or_lowest_shortest`). Cleared when a selection fails
    /// or a level moves to its next option, as `ssxcc` clears it.
    forced: Vec<u32>,
}

impl Search {
    /// A search at its start, with the default column rule, [`Weighed`].
    pub fn new(cells: Cells) -> Search {
        Search::with_rule(cells, Weighed)
    }
}

impl<R: SetRule> Search<R> {
    /// A search at its start that branches by `rule`.
    ///
    /// # Panics
    ///
    /// If the cells have colours: those take Algorithm C
    /// ([`Search::with_algorithm`]).
    pub fn with_rule(cells: Cells, rule: R) -> Search<R> {
        Search::with_algorithm(cells, rule, Exact)
    }
}

impl<R: SetRule, A: Algorithm> Search<R, A> {
    /// A search at its start by Knuth's algorithm `A` that branches by
    /// `rule`.
    ///
    /// # Panics
    ///
    /// If the cells have colours and `A` is [`Exact`].
    pub fn with_algorithm(cells: Cells, _rule: R, _algorithm: A) -> Search<R, A> {
        assert!(
            A::COLOURS || !cells.has_colours(),
            "cells with colours are searched by Algorithm C (dlx::Colours)"
        );
        Search {
            cells,
            rule: PhantomData,
            levels: Vec::new(),
            prefix: Vec::new(),
            saved: Vec::new(),
            phase: Phase::Enter,
            stats: Stats::default(),
            overhead: 0,
            limits: Limits::NONE,
            node_bound: NodeBound::default(),
            node_budget: u64::MAX,
            try_budget: u64::MAX,
            tries: 0,
            forced: Vec::new(),
        }
    }

    /// The work done so far, in Knuth's counters.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// The units of work spent so far (see [`crate::work`]).
    pub fn work(&self) -> u64 {
        self.stats.nodes + self.stats.updates + self.overhead
    }

    /// Whether the whole tree has been searched.
    pub fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }

    /// Runs to the next solution and returns its options, in the order they
    /// were chosen; `None` once the tree is exhausted.
    pub fn next_solution(&mut self) -> Option<Vec<usize>> {
        (self.run() == Outcome::Solution).then(|| self.solution())
    }

    /// The solutions from here on, found lazily.
    pub fn solutions(&mut self) -> impl Iterator<Item = Vec<usize>> + '_ {
        std::iter::from_fn(move || self.next_solution())
    }

    /// Counts the solutions from here on, stopping at `limit` (0 for all).
    pub fn count(&mut self, limit: u64) -> u64 {
        let mut found = 0;
        while (limit == 0 || found < limit) && self.run() == Outcome::Solution {
            found += 1;
        }
        found
    }

    /// Like [`Search::count`], but pauses before the search tree grows by
    /// more than `budget.nodes` nodes or the work by more than about
    /// `budget.work` units, entering at least one node; the count is
    /// complete when [`Search::is_done`] or the limit is reached.
    pub fn count_within(&mut self, limit: u64, budget: Budget) -> u64 {
        let budget = Budget {
            nodes: budget.nodes.max(1),
            work: budget.work.max(1),
        };
        self.limits = Limits::new(budget, self.stats.nodes, self.work());
        (self.node_budget, self.try_budget) = (self.stats.nodes, self.tries);
        let found = self.count(limit);
        self.limits = Limits::NONE;
        (self.node_budget, self.try_budget) = (u64::MAX, u64::MAX);
        found
    }

    /// At a mark: sets the next ones, each no further than half the work
    /// left allows steps (nodes or tries) of the most work one can cost, nor
    /// than [`MAX_SAVED`] allows nodes, or answers `false` when the search
    /// must pause.
    #[cold]
    #[inline(never)]
    fn next_marks(&mut self) -> bool {
        let bound = self.cells.step_bound;
        let at = (self.stats.nodes, self.work());
        match self
            .limits
            .next_mark(at, &mut self.node_bound, || bound, || bound)
        {
            Some(mark) => {
                // Each node saves at most every item's size: no more nodes
                // than the room left for them.
                let items = self.cells.built_sizes.len() + 1;
                let room = MAX_SAVED.saturating_sub(self.saved.len()) / items;
                if room == 0 {
                    return false;
                }
                let steps = ((mark - self.stats.nodes) / 2).clamp(1, room as u64);
                self.node_budget = self.stats.nodes + steps;
                self.try_budget = self.tries + steps;
                true
            }
            None => false,
        }
    }

    /// The options of the solution just found, from depth 0 up. Only
    /// meaningful right after a solution.
    pub fn solution(&self) -> Vec<usize> {
        self.prefix
            .iter()
            .chain(&self.levels)
            .map(|level| self.cells.option_of(self.cells.word(level.at)))
            .collect()
    }

    /// Starts again from the top, the cells as built.
    pub fn reset(&mut self) {
        self.cells.restore_all();
        self.levels.clear();
        self.prefix.clear();
        self.saved.clear();
        self.phase = Phase::Enter;
        self.stats = Stats::default();
        self.overhead = 0;
        self.tries = 0;
        self.forced.clear();
        self.node_bound = NodeBound::default();
    }

    /// Algorithm X in the order of `ssxc1`: enter a level and choose an
    /// item (X2, X3), hide its options (X4), try each of them (X5), and
    /// undo by restoring sizes (X6, X7), backing up when none is left (X8).
    /// Knuth's rule is that of his program for the problem: `ssxc1` without
    /// colours, `ssxcc` with them.
    ///
    /// The phase lives in a local while the search runs, stored back only
    /// when it returns: each step then jumps straight to the next, where a
    /// phase kept in the search was stored and dispatched on every step,
    /// at a cost that moved with how the compiler happened to assign
    /// registers (0.3% of the instructions of queens 12, once colours were
    /// added beside this code).
    fn run(&mut self) -> Outcome {
        let mut phase = self.phase;
        let outcome = loop {
            match phase {
                Phase::Enter => {
                    if self.stats.nodes >= self.node_budget && !self.next_marks() {
                        break Outcome::OutOfBudget;
                    }
                    self.stats.nodes += 1;
                    match self.choose() {
                        None => {
                            self.stats.solutions += 1;
                            phase = Phase::Leave;
                            break Outcome::Solution;
                        }
                        Some((_, 0)) => phase = Phase::Leave,
                        Some((item, _)) => {
                            self.branch_on(item);
                            phase = Phase::Try;
                        }
                    }
                }
                Phase::Try => {
                    let level = *self.levels.last().expect("Try has a level");
                    phase = if level.at >= level.item + self.cells.size(level.item) {
                        self.leave_level();
                        Phase::Leave
                    } else if self.select(self.cells.word(level.at)) {
                        Phase::Enter
                    } else {
                        Phase::Next
                    };
                }
                Phase::Next => {
                    if self.tries >= self.try_budget && !self.next_marks() {
                        break Outcome::OutOfBudget;
                    }
                    self.tries += 1;
                    if A::COLOURS {
                        self.forced.clear();
                    }
                    let level = self.levels.last_mut().expect("Next has a level");
                    level.at += 1;
                    let level = *level;
                    if level.at >= level.item + self.cells.size(level.item) {
                        self.leave_level();
                        phase = Phase::Leave;
                    } else {
                        let saved = &self.saved[level.saved_from..];
                        // The sizes restored, and what selecting the next
                        // option may walk past.
                        self.overhead += saved.len() as u64 + self.cells.lone_bound;
                        self.cells.restore_sizes(saved, level.active_primary);
                        phase = Phase::Try;
                    }
                }
                Phase::Leave if self.levels.is_empty() => phase = Phase::Done,
                Phase::Leave => phase = Phase::Next,
                Phase::Done => break Outcome::Done,
            }
        };
        self.phase = phase;
        outcome
    }

    /// The item to branch on, with its size, by the rule; with colours
    /// and a rule that takes them, a forced move first.
    #[inline(always)]
    fn choose(&mut self) -> Option<(u32, u32)> {
        if A::COLOURS && R::FORCED_MOVES && self.cells.has_colours() {
            return self
                .cells
                .forced_or_lowest_shortest(&mut self.forced, &mut self.overhead);
        }
        if A::COLOURS {
            self.forced.clear();
        }
        R::choose::<A>(&self.cells, &mut self.overhead)
    }

    /// Takes `item` out of the active set, hides its options, saves the
    /// sizes, and tries its first option.
    ///
    /// An item of one option saves nothing, as `ssxcc`'s forced moves do
    /// not: its level has no next option, so nothing ever restores the
    /// sizes it would save (a level is left without restoring, and the
    /// level below restores what it saved before any of this). Most levels
    /// of a slitherlink or a jigsaw are forced: saving every active size at
    /// each of them was a quarter of the colour searches' time.
    fn branch_on(&mut self, item: u32) {
        let options = self.cells.size(item);
        self.stats.updates += self.cells.deactivate(item);
        if A::COLOURS {
            let purified = self.cells.secondary_end();
            self.cells.hide_with::<false, true>(
                item,
                0,
                purified,
                &mut self.stats.updates,
                &mut self.forced,
            );
        } else {
            self.cells.hide::<false>(item, &mut self.stats.updates);
        }
        let saved_from = self.saved.len();
        self.levels.push(Level {
            item,
            at: item,
            saved_from,
            active_primary: self.cells.active_primary,
        });
        if options > 1 {
            self.cells.save_sizes(&mut self.saved);
        }
        // The sizes saved, the options the hiding walked, and what
        // selecting the first of them may walk past.
        let saved = (self.saved.len() - saved_from) as u64;
        self.overhead += saved + u64::from(options) + self.cells.lone_bound;
    }

    /// Pops the top level, which has tried all its options.
    fn leave_level(&mut self) {
        let level = self.levels.pop().expect("a level to leave");
        self.saved.truncate(level.saved_from);
    }

    /// Selects the option of `node`: takes its other items out of the
    /// active sets, then hides their options. Returns `false` as soon as an
    /// active primary item would be left with no option.
    fn select(&mut self, node: u32) -> bool {
        let cells = &mut self.cells;
        if A::COLOURS {
            return cells.select_coloured(
                node,
                &mut self.stats.updates,
                &mut self.overhead,
                &mut self.forced,
            );
        }
        let mut others = OtherNodes::of(node);
        while let Some((_, item, _)) = others.next(cells) {
            self.stats.updates += cells.deactivate(item);
        }
        let mut others = OtherNodes::of(node);
        while let Some((_, item, _)) = others.next(cells) {
            if !cells.hide::<true>(item, &mut self.stats.updates) {
                return false;
            }
        }
        true
    }
}

//! The search: Algorithm X as a resumable state machine over a [`Matrix`].

use super::algorithm::{Algorithm, Exact};
use super::event::Event;
use super::holder::MatrixHolder;
use super::matrix::{Beside, Matrix};
use super::rule::{ItemRule, Weighed};
use crate::work::{Budget, Limits, NodeBound};
use moves::{commit, cover, uncommit, uncover};
use std::marker::PhantomData;

mod moves;
mod path;

pub use path::{BadPath, Below, Path};

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
    /// The item of this node was purified by its colour.
    Purify(u32),
    /// The item of this node was unpurified.
    Unpurify(u32),
    Select(u32),
    Deselect(u32),
    Solution,
    Done,
    /// The budget ran out; see [`Search::count_within`].
    OutOfBudget,
}

/// A resumable search over a [`Matrix`], owned or borrowed, by Knuth's
/// Algorithm X, or with `A` = [`Colours`](super::Colours) his Algorithm C,
/// that branches by the column rule `R` (see [`crate::dlx::rule`]).
///
/// The search is an explicit state machine with a stack of option nodes and
/// no recursion, so it can stop after any event and resume later. Dropping it
/// or calling [`Search::reset`] undoes every cover in reverse order, which
/// leaves the matrix exactly as it was built.
pub struct Search<M: MatrixHolder = Matrix, R: ItemRule = Weighed, A: Algorithm = Exact> {
    matrix: M,
    rule: PhantomData<(R, A)>,
    /// What the algorithm keeps beside the matrix: for Algorithm C its
    /// ring and colours by handle, laid out as the search begins.
    beside: A::Beside,
    /// The option node tried at each level (the item header when exhausted).
    stack: Vec<u32>,
    /// The option nodes of the path the search was started at by
    /// [`Search::descend`], covered below every level of `stack`: the
    /// search ends when it backs up to them, so the loop never looks.
    prefix: Vec<u32>,
    /// Items that fell to length 1, hints for the column rule.
    singles: Vec<u32>,
    /// For each level, the length of `singles` once its item was covered:
    /// what was pushed after that is stale when the next option is tried.
    marks: Vec<usize>,
    phase: Phase,
    stats: Stats,
    /// The matrix's extra work (`Matrix::extra`) when the search began.
    extra_from: u64,
    /// Where the fast paths must pause.
    limits: Limits,
    /// The most work a node can cost, as far as the fast paths have needed
    /// to know it.
    node_bound: NodeBound,
    /// The fast paths look at `limits` again when `stats.nodes` reaches
    /// this.
    node_budget: u64,
}

impl<M: MatrixHolder> Search<M> {
    /// A search at its start, with the default column rule, [`Weighed`].
    pub fn new(matrix: M) -> Search<M> {
        Search::with_rule(matrix, Weighed)
    }
}

impl<M: MatrixHolder, R: ItemRule> Search<M, R> {
    /// A search at its start that branches by `rule`.
    ///
    /// # Panics
    ///
    /// If the matrix has colours: those take Algorithm C
    /// ([`Search::with_algorithm`]).
    pub fn with_rule(matrix: M, rule: R) -> Search<M, R> {
        Search::with_algorithm(matrix, rule, Exact)
    }
}

impl<M: MatrixHolder, R: ItemRule, A: Algorithm> Search<M, R, A> {
    /// A search at its start by Knuth's algorithm `A` that branches by
    /// `rule`.
    ///
    /// # Panics
    ///
    /// If the matrix has colours and `A` is [`Exact`].
    pub fn with_algorithm(mut matrix: M, _rule: R, _algorithm: A) -> Search<M, R, A> {
        matrix.matrix().check_algorithm::<A>();
        matrix.matrix_mut().weigh_items();
        let mut beside = A::Beside::default();
        if let Some(colours) = beside.colours_mut() {
            matrix.matrix().begin_colours(colours);
        }
        let extra_from = matrix.matrix().extra();
        Search {
            matrix,
            rule: PhantomData,
            beside,
            stack: Vec::new(),
            prefix: Vec::new(),
            singles: Vec::new(),
            marks: Vec::new(),
            phase: Phase::Enter,
            stats: Stats::default(),
            extra_from,
            limits: Limits::NONE,
            node_bound: NodeBound::default(),
            node_budget: u64::MAX,
        }
    }

    /// The matrix, in its current state of covers.
    pub fn matrix(&self) -> &Matrix {
        self.matrix.matrix()
    }

    /// The work done so far, in Knuth's counters.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// The units of work spent so far (see [`crate::work`]): its nodes and
    /// updates, and the matrix's extra work since it began.
    pub fn work(&self) -> u64 {
        let extra = self.matrix.matrix().extra() - self.extra_from;
        self.stats.nodes + self.stats.updates + extra
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

    /// Like [`Search::count`], but pauses before the search tree grows by
    /// more than `budget.nodes` nodes or the work by more than about
    /// `budget.work` units (by at most the node that crossed it), entering
    /// at least one node, so a long count can report progress and be
    /// abandoned between slices. Returns how many solutions this slice
    /// found; the count is complete when [`Search::is_done`] or the limit is
    /// reached.
    pub fn count_within(&mut self, limit: u64, budget: Budget) -> u64 {
        let budget = Budget {
            nodes: budget.nodes.max(1),
            work: budget.work.max(1),
        };
        self.limits = Limits::new(budget, self.stats.nodes, self.work());
        self.node_budget = self.stats.nodes;
        let mut found = 0;
        while (limit == 0 || found < limit) && self.run::<false>() == Step::Solution {
            found += 1;
        }
        self.limits = Limits::NONE;
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
        let matrix = self.matrix.matrix();
        let depth = self.stack.len().saturating_sub(1);
        match step {
            Step::Choose(item, len) => Event::Choose {
                item: item as usize - 1,
                length: len as usize,
            },
            // The phase the event left behind tells the chosen item's
            // cover and uncover from the others', at no cost to the fast
            // paths.
            Step::Cover(item) => Event::Cover {
                item: item as usize - 1,
                options: matrix.item_options(item as usize - 1),
                chosen: self.phase == Phase::Try,
            },
            Step::Uncover(item) => Event::Uncover {
                item: item as usize - 1,
                options: matrix.item_options(item as usize - 1),
                chosen: self.phase == Phase::Leave,
            },
            Step::Purify(node) => Event::Purify {
                item: matrix.top(node) as usize - 1,
                colour: matrix.node_colour(node),
            },
            Step::Unpurify(node) => Event::Unpurify {
                item: matrix.top(node) as usize - 1,
                colour: matrix.node_colour(node),
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
            // A node budget only pauses the fast paths, never a step.
            Step::Done | Step::OutOfBudget => Event::Done,
        }
    }

    /// The option the current level tries next, when the search is about to
    /// try one (right after the chosen item's [`Event::Cover`] or an
    /// [`Event::Deselect`]); `None` when every option of the level has been
    /// tried, so the search uncovers the chosen item and backs up, and
    /// whenever it is not about to try an option.
    pub fn next_option(&self) -> Option<usize> {
        let &x = self.stack.last()?;
        let matrix = self.matrix.matrix();
        (self.phase == Phase::Try && !matrix.is_header(x)).then(|| matrix.option_of(x))
    }

    /// The options of the solution just found. Only meaningful right after
    /// a solution; use [`Search::partial`] at other times.
    pub fn solution(&self) -> Vec<usize> {
        let matrix = self.matrix.matrix();
        let path = self.prefix.iter().map(|&node| matrix.option_of(node));
        path.chain(self.partial()).collect()
    }

    /// The options in the partial solution, from depth 0 up (below the
    /// path of [`Search::descend`], whose options [`Search::path`] gives;
    /// the events' depths count from there too).
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
        let matrix = self.matrix.matrix();
        self.stack[..selected]
            .iter()
            .map(|&node| matrix.option_of(node))
    }

    /// Ends the search without undoing its covers, has `build` make a new
    /// problem in the emptied matrix, and starts at the top; every buffer is
    /// kept. This is the fast way from one problem to the next: undoing the
    /// covers of a search that is about to be thrown away is work nobody
    /// needs, and on an easy Sudoku it rivals the search itself.
    pub fn rebuild(&mut self, build: impl FnOnce(&mut Matrix)) {
        // The search forgets its covers before the matrix is emptied, so that
        // nothing refers to the old structure even if `build` panics.
        self.stack.clear();
        self.prefix.clear();
        self.singles.clear();
        self.marks.clear();
        self.phase = Phase::Enter;
        self.stats = Stats::default();
        self.node_bound = NodeBound::default();
        let matrix = self.matrix.matrix_mut();
        matrix.clear(0, 0);
        build(matrix);
        matrix.check_algorithm::<A>();
        matrix.weigh_items();
        if let Some(colours) = self.beside.colours_mut() {
            matrix.begin_colours(colours);
        }
        self.extra_from = matrix.extra();
    }

    /// Undoes every cover, in reverse order, and starts again from the top.
    pub fn reset(&mut self) {
        let matrix = self.matrix.matrix_mut();
        let beside = &mut self.beside;
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
                    uncommit::<A>(matrix, beside, node);
                    node = matrix.left(node);
                }
                // A header's `top` is itself, as an option node's is its
                // item's header.
                uncover::<A>(matrix, beside, matrix.top(x));
                self.stack.pop();
            }
        }
        // ...then each level below, whose option is wholly covered, and the
        // path it was started at.
        while let Some(x) = self.stack.pop().or_else(|| self.prefix.pop()) {
            let mut node = matrix.left(x);
            while node != x {
                uncommit::<A>(matrix, beside, node);
                node = matrix.left(node);
            }
            uncover::<A>(matrix, beside, matrix.top(x));
        }
        self.singles.clear();
        self.marks.clear();
        self.phase = Phase::Enter;
        self.stats = Stats::default();
        self.extra_from = self.matrix.matrix().extra();
    }

    /// The state machine. With `EACH_EVENT` it returns after every event;
    /// without, only at a solution or the end, so the fast paths pay for no
    /// event they do not report. The one long function of the crate: the
    /// whole of Algorithm X in one loop, so each phase's transitions read
    /// side by side.
    #[allow(clippy::too_many_lines)]
    fn run<const EACH_EVENT: bool>(&mut self) -> Step {
        let matrix = self.matrix.matrix_mut();
        let beside = &mut self.beside;
        loop {
            let step = match self.phase {
                Phase::Enter => {
                    if !EACH_EVENT && self.stats.nodes >= self.node_budget {
                        let stats = self.stats;
                        let work = stats.nodes + stats.updates + matrix.extra() - self.extra_from;
                        let next = self.limits.next_mark(
                            (stats.nodes, work),
                            &mut self.node_bound,
                            || matrix.size_bound(),
                            || matrix.node_work_bound(),
                        );
                        match next {
                            Some(mark) => self.node_budget = mark,
                            None => return Step::OutOfBudget,
                        }
                    }
                    self.stats.nodes += 1;
                    // Without events to report, a dead end needs no scan for
                    // which item is empty.
                    if !EACH_EVENT && R::FAILS_AT_ONCE && matrix.is_dead_end() {
                        self.phase = Phase::Leave;
                        continue;
                    }
                    match R::choose::<A>(matrix, beside, &mut self.singles) {
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
                    self.stats.updates += cover::<R, A>(matrix, beside, item, &mut self.singles);
                    if R::HINTS {
                        self.marks.push(self.singles.len());
                    }
                    self.stack.push(matrix.down(Matrix::header(item)));
                    self.phase = Phase::Try;
                    Some(Step::Cover(item))
                }
                Phase::Try => {
                    let x = *self.stack.last().expect("Try has a level");
                    if R::HINTS {
                        let mark = *self.marks.last().expect("Try has a level");
                        self.singles.truncate(mark);
                    }
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
                        // Algorithm X covers in place, not through `commit`:
                        // though the same work once inlined, that cost the
                        // loop of hiding a register, and exact cover 1.8%
                        // more instructions (forum hardest, first 300).
                        let step = if A::COLOURS {
                            let (step, updates) =
                                commit::<R, A>(matrix, beside, node, &mut self.singles);
                            self.stats.updates += updates;
                            step
                        } else {
                            let item = matrix.top(node);
                            self.stats.updates +=
                                cover::<R, A>(matrix, beside, item, &mut self.singles);
                            Some(Step::Cover(item))
                        };
                        node = matrix.right(node);
                        if EACH_EVENT && step.is_some() {
                            self.phase = Phase::CoverRest(node);
                            break step;
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
                        // In place for Algorithm X, as in `CoverRest`.
                        let step = if A::COLOURS {
                            uncommit::<A>(matrix, beside, node)
                        } else {
                            let item = matrix.top(node);
                            matrix.uncover(item);
                            Some(Step::Uncover(item))
                        };
                        node = matrix.left(node);
                        if EACH_EVENT && step.is_some() {
                            self.phase = Phase::UncoverRest(node);
                            break step;
                        }
                    }
                }
                Phase::Deselect => {
                    let top = self.stack.last_mut().expect("Deselect has a level");
                    let x = *top;
                    *top = matrix.down(x);
                    self.phase = Phase::Try;
                    Some(Step::Deselect(x))
                }
                Phase::UncoverChosen => {
                    let header = self.stack.pop().expect("UncoverChosen has a level");
                    if R::HINTS {
                        self.marks.pop();
                    }
                    let item = matrix.top(header);
                    uncover::<A>(matrix, beside, item);
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

impl<M: MatrixHolder, R: ItemRule, A: Algorithm> Drop for Search<M, R, A> {
    fn drop(&mut self) {
        self.reset();
    }
}

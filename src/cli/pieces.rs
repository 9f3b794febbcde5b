//! The pieces of a split search (`dlx::split`) searched on several threads
//! at once, their answers handed back in the pieces' order.
//!
//! Each thread owns a search of its own and takes the next piece not yet
//! taken, so a thread that drew small pieces takes more of them. The
//! budget and the timeout are shared: before each slice a thread sets its
//! share of what is left aside in the shared totals, and gives back what
//! the slice did not use, so the threads together never pass the budget;
//! they stop once nothing is left or the clock reaches the timeout.

use super::cover::{search, CoverSearch, Engine};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};
use sudoku_dlx::dlx::{Matrix, Path, Rule, Stats};
use sudoku_dlx::work::Budget;

/// What searching one piece found.
#[derive(Clone, Debug, Default)]
pub struct Answer {
    /// Its solutions counted, up to the limit.
    pub count: u64,
    /// Its solutions, when they are listed.
    pub solutions: Vec<Vec<usize>>,
    /// Whether the piece was searched to its end (or to the limit).
    pub complete: bool,
    /// Knuth's counters of its search, and its units of work.
    pub stats: Stats,
    pub work: u64,
}

/// How the pieces are searched.
#[derive(Clone, Copy)]
pub struct Run {
    pub engine: Engine,
    pub rule: Rule,
    pub threads: usize,
    /// The most solutions each piece is searched for (0: all).
    pub limit: u64,
    /// Whether to keep the solutions, or only count them.
    pub listing: bool,
    pub budget: Budget,
    pub timeout: Duration,
    pub start: Instant,
}

/// The budget and the stop the threads share.
struct Shared {
    next: AtomicUsize,
    /// One lock, taken twice a slice (milliseconds of search), so that
    /// nodes and work move together.
    spent: Mutex<Spent>,
    /// Told whenever a slice is settled.
    settled: Condvar,
    stop: AtomicBool,
}

/// Nodes and work, spent by every thread and set aside for the slices
/// under way; together never more than the budget.
#[derive(Default)]
struct Spent {
    used: (u64, u64),
    reserved: (u64, u64),
}

impl Shared {
    /// Sets aside a thread's share of what is left of `budget`, or `None`
    /// once the threads must stop or the budget is used up. While other
    /// threads' slices hold what is left, it waits for them: what they do
    /// not use is this thread's to take, so a search that gives up has
    /// spent the whole budget, as one thread's does.
    fn reserve(&self, budget: Budget, threads: u64) -> Option<Budget> {
        let mut spent = self.spent.lock().unwrap_or_else(PoisonError::into_inner);
        let left = loop {
            if self.stop.load(Ordering::Relaxed) {
                return None;
            }
            let left = budget
                .less(spent.used.0, spent.used.1)
                .less(spent.reserved.0, spent.reserved.1);
            if !left.is_spent() {
                break left;
            }
            if spent.reserved == (0, 0) {
                return None;
            }
            spent = self
                .settled
                .wait(spent)
                .unwrap_or_else(PoisonError::into_inner);
        };
        let share = Budget {
            nodes: (left.nodes / threads).max(1),
            work: (left.work / threads).max(1),
        }
        .slice();
        spent.reserved.0 += share.nodes;
        spent.reserved.1 += share.work;
        Some(share)
    }

    /// Settles a slice that set `share` aside and used `nodes` and `work`.
    fn settle(&self, share: Budget, (nodes, work): (u64, u64)) {
        let mut spent = self.spent.lock().unwrap_or_else(PoisonError::into_inner);
        spent.reserved.0 -= share.nodes;
        spent.reserved.1 -= share.work;
        spent.used.0 += nodes;
        spent.used.1 += work;
        self.settled.notify_all();
    }
}

impl Run {
    /// Searches the pieces of `matrix` at `paths`, taken in `order` (the
    /// largest first, so that no thread is left alone with a large one at
    /// the end), and calls `answer` with each
    /// piece's index and answer, in the order of `paths`, on this thread;
    /// once `answer` says `false`, the pieces not yet answered are
    /// abandoned. Returns the nodes and the work of every thread's search,
    /// the pieces abandoned included.
    pub fn search(
        self,
        matrix: &Matrix,
        (paths, order): (&[Path], &[usize]),
        mut answer: impl FnMut(usize, Answer) -> bool,
    ) -> (u64, u64) {
        let shared = Shared {
            next: AtomicUsize::new(0),
            spent: Mutex::default(),
            settled: Condvar::new(),
            stop: AtomicBool::new(false),
        };
        let (send, receive) = mpsc::channel();
        std::thread::scope(|scope| {
            for _ in 0..self.threads.clamp(1, paths.len().max(1)) {
                // A matrix a thread: a matrix counts its work in a `Cell`,
                // so it is not shared between threads.
                let matrix = matrix.clone();
                let (send, shared) = (send.clone(), &shared);
                scope.spawn(move || self.work_on(&matrix, (paths, order), shared, &send));
            }
            drop(send);
            let mut waiting = BTreeMap::new();
            let mut next = 0;
            for (index, result) in &receive {
                waiting.insert(index, result);
                while let Some(result) = waiting.remove(&next) {
                    next += 1;
                    if !answer(next - 1, result) {
                        shared.stop.store(true, Ordering::Relaxed);
                    }
                }
                if shared.stop.load(Ordering::Relaxed) && next < paths.len() {
                    // The threads stop at their next slice; what they send
                    // after is not asked for.
                    waiting.clear();
                }
            }
        });
        let spent = shared.spent.into_inner();
        spent.unwrap_or_else(PoisonError::into_inner).used
    }

    /// One thread's part: pieces taken in turn until none is left or the
    /// threads must stop.
    fn work_on(
        &self,
        matrix: &Matrix,
        (paths, order): (&[Path], &[usize]),
        shared: &Shared,
        send: &mpsc::Sender<(usize, Answer)>,
    ) {
        let mut search = search(Cow::Borrowed(matrix), self.engine, self.rule);
        loop {
            let taken = shared.next.fetch_add(1, Ordering::Relaxed);
            let Some(&index) = order.get(taken) else {
                return;
            };
            if shared.stop.load(Ordering::Relaxed) {
                return;
            }
            search
                .descend(&paths[index])
                .expect("the split's own paths");
            let answer = self.piece(search.as_mut(), shared);
            if send.send((index, answer)).is_err() {
                return;
            }
        }
    }

    /// Searches one piece within the shared budget and the time left.
    fn piece(&self, search: &mut dyn CoverSearch, shared: &Shared) -> Answer {
        let mut answer = Answer::default();
        let wanted = |found: u64| {
            if self.limit == 0 {
                0
            } else {
                self.limit - found
            }
        };
        loop {
            let reached = self.limit != 0 && answer.count >= self.limit;
            if search.is_done() || reached {
                answer.complete = true;
                break;
            }
            if shared.stop.load(Ordering::Relaxed) || self.start.elapsed() >= self.timeout {
                break;
            }
            let Some(share) = shared.reserve(self.budget, self.threads as u64) else {
                break;
            };
            let before = (search.stats().nodes, search.work());
            let limit = if self.listing {
                1
            } else {
                wanted(answer.count)
            };
            let found = search.count_within(limit, share);
            answer.count += found;
            if self.listing && found == 1 {
                answer.solutions.push(search.solution());
            }
            let (nodes, work) = (search.stats().nodes - before.0, search.work() - before.1);
            shared.settle(share, (nodes, work));
            if work == 0 && found == 0 && !search.is_done() {
                // Held by a bound of its own (dancing cells' memory).
                break;
            }
        }
        answer.stats = search.stats();
        answer.work = search.work();
        answer
    }
}

/// The threads to use when `--threads` does not say: every core.
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

//! The pieces of a split search (`dlx::split`) searched on several threads
//! at once, their answers handed back in the pieces' order.
//!
//! Each thread owns a search of its own and takes the next piece not yet
//! taken, so a thread that drew small pieces takes more of them. The
//! budget and the timeout are shared: every thread adds the nodes and work
//! of each slice to the same atomic totals, and stops once they reach the
//! budget or the clock the timeout.

use super::cover::{search, CoverSearch, Engine};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc;
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
    nodes: AtomicU64,
    work: AtomicU64,
    stop: AtomicBool,
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
            nodes: AtomicU64::new(0),
            work: AtomicU64::new(0),
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
        (shared.nodes.into_inner(), shared.work.into_inner())
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
            let (nodes, work) = (
                shared.nodes.load(Ordering::Relaxed),
                shared.work.load(Ordering::Relaxed),
            );
            let left = self.budget.less(nodes, work);
            if left.is_spent() {
                break;
            }
            // A thread's share of what is left, so that the threads between
            // them pass the budget by at most a node each.
            let threads = self.threads as u64;
            let left = Budget {
                nodes: (left.nodes / threads).max(1),
                work: (left.work / threads).max(1),
            };
            let before = (search.stats().nodes, search.work());
            let limit = if self.listing {
                1
            } else {
                wanted(answer.count)
            };
            let found = search.count_within(limit, left.slice());
            answer.count += found;
            if self.listing && found == 1 {
                answer.solutions.push(search.solution());
            }
            let (nodes, work) = (search.stats().nodes - before.0, search.work() - before.1);
            shared.nodes.fetch_add(nodes, Ordering::Relaxed);
            shared.work.fetch_add(work, Ordering::Relaxed);
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

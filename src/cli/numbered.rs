//! Numbered jobs (the puzzles of `generate`) on several threads at once,
//! their answers handed back in the jobs' order.
//!
//! Each thread takes the lowest number not yet taken; an answer waits
//! until every lower number's has been handed back. A thread takes no
//! number more than [`AHEAD`] jobs a thread past the last answer handed
//! back, so one slow job does not let the others fill memory while it runs.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Condvar, Mutex, PoisonError};

/// How many jobs a thread may run ahead of the answers handed back.
const AHEAD: u64 = 16;

/// The numbers taken and answered, which the threads share.
struct Progress {
    taken: Mutex<Taken>,
    /// Told whenever an answer is handed back, or the jobs must stop.
    moved: Condvar,
    stop: AtomicBool,
}

#[derive(Default)]
struct Taken {
    /// The lowest number no thread has taken.
    next: u64,
    /// The answers handed back: every number below this one.
    answered: u64,
}

/// Runs `job(number, go_on)` for each number of `0..count` on up to
/// `threads` threads, and calls `answer` with each number and its job's
/// result on this thread, in the numbers' order. Once `answer` says
/// `false`, no job starts, and `go_on` (which a long job asks between its
/// steps) says `false` to the jobs under way.
pub fn run_in_order<T: Send>(
    (count, threads): (u64, usize),
    job: impl Fn(u64, &dyn Fn() -> bool) -> T + Sync,
    mut answer: impl FnMut(u64, T) -> bool,
) {
    let threads = (threads.max(1) as u64).min(count.max(1));
    let progress = Progress {
        taken: Mutex::default(),
        moved: Condvar::new(),
        stop: AtomicBool::new(false),
    };
    let (send, receive) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (send, progress, job) = (send.clone(), &progress, &job);
            scope.spawn(move || {
                let go_on = || !progress.stop.load(Ordering::Relaxed);
                while let Some(number) = progress.take(count, threads) {
                    if send.send((number, job(number, &go_on))).is_err() {
                        return;
                    }
                }
            });
        }
        drop(send);
        let mut waiting = BTreeMap::new();
        let mut next = 0;
        'answers: for (number, result) in &receive {
            waiting.insert(number, result);
            while let Some(result) = waiting.remove(&next) {
                if !answer(next, result) {
                    break 'answers;
                }
                next += 1;
                progress.answered(next);
            }
        }
        progress.stop();
    });
}

impl Progress {
    /// The next number for a thread, once it is no more than [`AHEAD`]
    /// jobs a thread past the answers; `None` when none is left or the
    /// jobs must stop.
    fn take(&self, count: u64, threads: u64) -> Option<u64> {
        let mut taken = self.taken.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            if self.stop.load(Ordering::Relaxed) || taken.next >= count {
                return None;
            }
            if taken.next < taken.answered + AHEAD * threads {
                taken.next += 1;
                return Some(taken.next - 1);
            }
            taken = self
                .moved
                .wait(taken)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }

    fn answered(&self, below: u64) {
        let mut taken = self.taken.lock().unwrap_or_else(PoisonError::into_inner);
        taken.answered = below;
        self.moved.notify_all();
    }

    fn stop(&self) {
        let _taken = self.taken.lock().unwrap_or_else(PoisonError::into_inner);
        self.stop.store(true, Ordering::Relaxed);
        self.moved.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicU64;

    #[test]
    fn answers_come_in_order_whichever_thread_finishes_first() {
        for threads in 1..=4 {
            let mut seen = Vec::new();
            run_in_order(
                (100, threads),
                // Later numbers finish sooner, so the threads finish out of order.
                |number, _| {
                    std::thread::sleep(std::time::Duration::from_micros(100 - number));
                    number * number
                },
                |number, square| {
                    seen.push((number, square));
                    true
                },
            );
            let wanted: Vec<_> = (0..100).map(|n| (n, n * n)).collect();
            assert_eq!(seen, wanted, "{threads} threads");
        }
    }

    #[test]
    fn a_no_stops_the_jobs_and_none_runs_far_ahead() {
        let started = AtomicU64::new(0);
        let mut seen = 0;
        run_in_order(
            (1_000_000, 3),
            |number, _| {
                started.fetch_add(1, Ordering::Relaxed);
                number
            },
            |number, _| {
                seen += 1;
                number < 9
            },
        );
        assert_eq!(seen, 10);
        assert!(started.into_inner() <= 10 + AHEAD * 3);
    }

    #[test]
    fn no_jobs_no_answers() {
        run_in_order((0, 4), |_, _| (), |_, ()| panic!("no job to answer"));
    }
}

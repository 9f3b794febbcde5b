//! The replay against the search it records: at every step, forward, back
//! and after any jump, the replay's matrix (every link, length and covered
//! item), counters and partial solution are the search's own at that step,
//! and the links a step reports changing are exactly the ones that changed.

use sudoku_dlx::classic;
use sudoku_dlx::dlx::{Matrix, Move, Replay, Search, Stats};
use sudoku_dlx::problem;
use sudoku_dlx::sudoku::Encoding;

const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// What the search shows at one step, to hold the replay against.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Seen {
    links: u64,
    lengths: Vec<usize>,
    active: Vec<bool>,
    stats: Stats,
    partial: Vec<usize>,
}

fn seen(matrix: &Matrix, stats: Stats, partial: Vec<usize>) -> Seen {
    // FNV-1a over every link: the whole structure in one number per step.
    let mut hash = 0xcbf2_9ce4_8422_2325_u64;
    for (up, down, top) in matrix.links() {
        for word in [up, down, top as u32] {
            hash = (hash ^ u64::from(word)).wrapping_mul(0x100_0000_01b3);
        }
    }
    Seen {
        links: hash,
        lengths: (0..matrix.item_count())
            .map(|i| matrix.item_length(i))
            .collect(),
        active: (0..matrix.item_count())
            .map(|i| matrix.is_active(i))
            .collect(),
        stats,
        partial,
    }
}

fn seen_by_replay(replay: &Replay) -> Seen {
    seen(replay.matrix(), replay.stats(), replay.partial().collect())
}

fn sudoku(puzzle: &str) -> Matrix {
    let mut matrix = Matrix::default();
    Encoding::default().encode(&puzzle.parse().unwrap(), &mut matrix);
    matrix
}

/// The search of `matrix` recorded into a replay that follows it step by
/// step; returns the replay (at the end) and what the search showed at
/// each step, from step 0.
fn record(matrix: Matrix, cap: usize) -> (Replay, Vec<Seen>) {
    let mut replay = Replay::new(matrix.clone(), cap);
    let mut search = Search::new(matrix);
    let mut shown = vec![seen(
        search.matrix(),
        search.stats(),
        search.partial().collect(),
    )];
    while shown.len() <= cap {
        let Some(event) = Move::of(&search.step()) else {
            break;
        };
        replay.record(event);
        assert_eq!(replay.forward(false), Some(event));
        let now = seen(search.matrix(), search.stats(), search.partial().collect());
        assert!(
            replay.matrix() == search.matrix(),
            "matrix at step {}",
            replay.step()
        );
        assert_eq!(seen_by_replay(&replay), now, "step {}", replay.step());
        shown.push(now);
    }
    (replay, shown)
}

#[test]
fn every_step_back_is_the_search_one_step_earlier() {
    let (mut replay, shown) = record(sudoku(HARD), 100_000);
    assert!(
        shown.len() > 9_000,
        "the hard 9×9 has {} steps",
        shown.len()
    );
    while let Some(_event) = replay.back(false) {
        assert_eq!(
            seen_by_replay(&replay),
            shown[replay.step()],
            "back to {}",
            replay.step()
        );
        assert!(
            replay
                .levels()
                .iter()
                .all(|l| !replay.matrix().is_active(l.item as usize)),
            "every level's item is covered at {}",
            replay.step()
        );
    }
    assert_eq!(replay.step(), 0);
    assert_eq!(replay.stats(), Stats::default());
}

#[test]
fn a_seek_lands_on_the_search_at_that_step_from_anywhere() {
    let (mut replay, shown) = record(sudoku(HARD), 100_000);
    let last = shown.len() - 1;
    // Far and near, forward and back, onto and beside checkpoints.
    for target in [
        9_000,
        0,
        last,
        4_095,
        4_096,
        4_097,
        12_289,
        8_191,
        8_193,
        1,
        last - 1,
        9_000,
    ] {
        let target = target.min(last);
        assert!(replay.seek(target, usize::MAX));
        assert_eq!(replay.step(), target);
        assert_eq!(seen_by_replay(&replay), shown[target], "seek to {target}");
    }
    // A budget bounds the steps a seek takes (from a checkpoint or here).
    replay.seek(0, usize::MAX);
    assert!(!replay.seek(4_000, 1_000));
    assert_eq!(replay.step(), 1_000);
    assert!(replay.seek(4_000, 3_000));
    assert_eq!(seen_by_replay(&replay), shown[4_000]);
    // Past the end of the record, a seek stops at its end.
    assert!(replay.seek(usize::MAX, usize::MAX));
    assert_eq!(replay.step(), last);
}

#[test]
fn advance_stops_after_each_solution() {
    let text = classic::langford(7);
    let matrix = problem::parse(&text).unwrap().matrix;
    let (mut replay, shown) = record(matrix, 1_000_000);
    let solutions = shown.last().unwrap().stats.solutions;
    assert!(solutions > 1, "langford 7 has {solutions} solutions");
    replay.seek(0, usize::MAX);
    let mut stops = 0;
    loop {
        let moved = replay.advance(usize::MAX);
        if moved == 0 {
            break;
        }
        assert_eq!(seen_by_replay(&replay), shown[replay.step()]);
        stops += 1;
    }
    // One stop at each solution, and one at the end of the record.
    assert_eq!(stops, solutions + 1);
    replay.seek(0, usize::MAX);
    assert_eq!(replay.advance(10), 10);
    assert_eq!(replay.step(), 10);
}

/// Applies `changes` to `links` (up and down per node), checking that each
/// link was what the change says it was.
fn apply(links: &mut [(u32, u32)], replay: &Replay, step: usize) {
    for change in replay.changes() {
        let link = &mut links[change.node as usize];
        let slot = if change.is_down {
            &mut link.1
        } else {
            &mut link.0
        };
        assert_eq!(*slot, change.old, "node {} before step {step}", change.node);
        *slot = change.now;
    }
}

fn links_of(matrix: &Matrix) -> Vec<(u32, u32)> {
    matrix.links().map(|(up, down, _)| (up, down)).collect()
}

#[test]
fn a_traced_step_reports_every_link_it_rewrites() {
    let text = classic::pentominoes(3, 20);
    let matrix = problem::parse(&text).unwrap().matrix;
    let (mut replay, _) = record(matrix, 20_000);
    replay.seek(0, usize::MAX);
    let mut links = links_of(replay.matrix());
    let mut rewritten = 0;
    while let Some(event) = replay.forward(true) {
        apply(&mut links, &replay, replay.step());
        assert_eq!(
            links,
            links_of(replay.matrix()),
            "after step {}",
            replay.step()
        );
        if matches!(event, Move::Cover(_) | Move::Uncover(_)) {
            rewritten += replay.changes().count();
        } else {
            assert!(replay.changes().next().is_none());
        }
    }
    assert!(rewritten > 1_000, "{rewritten} links rewritten");
    while replay.back(true).is_some() {
        apply(&mut links, &replay, replay.step());
        assert_eq!(
            links,
            links_of(replay.matrix()),
            "back to step {}",
            replay.step()
        );
    }
}

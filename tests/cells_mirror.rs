//! The links search's moves mirrored on sparse sets: at every step, each
//! item's active options are, as a set, the options in its list in the
//! links engine, an item is active exactly when it is not covered, the
//! cells are the same however the step was reached (forward, back, or by
//! a jump), and the marks of a step are the entries its move changed.
// proptest is a native-only dev-dependency; wasm-pack builds every test target.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use std::collections::BTreeSet;
use sudoku_dlx::cells::Mirror;
use sudoku_dlx::dlx::{Matrix, Move, Replay, Search};
use sudoku_dlx::problem;
use sudoku_dlx::sudoku::Encoding;

const KNUTH: &str = "a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n";

/// Each item's run as the mirror holds it: its size and its options in order.
type Runs = Vec<(usize, Vec<usize>)>;

fn runs(mirror: &Mirror, items: usize) -> Runs {
    (0..items)
        .map(|item| {
            let (size, run) = mirror.run(item);
            (size, run.collect())
        })
        .collect()
}

/// The search of `matrix` recorded in full, at most `cap` moves.
fn record(matrix: &Matrix, cap: usize) -> Replay {
    let mut replay = Replay::new(matrix.clone(), cap);
    let mut search = Search::new(matrix.clone());
    while replay.len() < cap {
        let Some(event) = Move::of(&search.step()) else {
            break;
        };
        replay.record(event);
    }
    replay
}

/// Walks the record forward, holding the mirror's sets against the links
/// at every step; returns the runs seen at each step, from step 0.
fn walk(matrix: &Matrix, cap: usize) -> (Replay, Mirror, Vec<Runs>) {
    let mut replay = record(matrix, cap);
    let mut mirror = Mirror::new(matrix, replay.len());
    let items = matrix.item_count();
    let mut seen = vec![runs(&mirror, items)];
    while replay.forward(false).is_some() {
        mirror.seek(replay.moves(), replay.step());
        let links = replay.matrix();
        let cells = mirror.cells();
        let active: BTreeSet<usize> = cells
            .item_order()
            .take(cells.active_primary())
            .chain(
                cells
                    .item_order()
                    .skip(matrix.primary_count())
                    .take(cells.active_secondary()),
            )
            .collect();
        for item in 0..items {
            let (size, run) = mirror.run(item);
            let set: BTreeSet<usize> = run.take(size).collect();
            let list: BTreeSet<usize> = links.item_options(item).collect();
            assert_eq!(set, list, "item {item} at step {}", replay.step());
            assert_eq!(
                active.contains(&item),
                links.is_active(item),
                "item {item} active at step {}",
                replay.step()
            );
        }
        seen.push(runs(&mirror, items));
    }
    (replay, mirror, seen)
}

fn knuth() -> Matrix {
    problem::parse(KNUTH).unwrap().matrix
}

#[test]
fn knuths_example_mirrored_at_every_step_and_back() {
    let matrix = knuth();
    let (replay, mut mirror, seen) = walk(&matrix, 10_000);
    assert!(replay.len() > 30, "the whole search of Knuth's example");
    for step in (0..replay.len()).rev() {
        mirror.seek(replay.moves(), step);
        assert_eq!(runs(&mirror, 7), seen[step], "back to step {step}");
    }
}

#[test]
fn a_cover_marks_each_swap_and_an_uncover_each_node_restored() {
    let matrix = knuth();
    let replay = record(&matrix, 10_000);
    let mut mirror = Mirror::new(&matrix, replay.len());
    // Step 1 chooses a (options {a d g} and {a d f}), step 2 covers it:
    // d loses both options and g and f one each.
    assert_eq!(&replay.moves()[..2], &[Move::Choose, Move::Cover(0)]);
    mirror.seek(replay.moves(), 1);
    assert!(mirror.marks().is_empty());
    mirror.seek(replay.moves(), 2);
    let marked: BTreeSet<u32> = mirror.marks().iter().map(|m| m.item).collect();
    assert_eq!(marked, BTreeSet::from([3, 5, 6]));
    assert_eq!(mirror.run(3).0, 1);
    assert_eq!(mirror.updates(), 1 + 4);
    let uncover = replay
        .moves()
        .iter()
        .position(|&m| m == Move::Uncover(0))
        .unwrap();
    mirror.seek(replay.moves(), uncover + 1);
    let restored: Vec<(u32, u32)> = mirror.marks().iter().map(|m| (m.item, m.at)).collect();
    assert_eq!(restored.len(), 4);
    for (item, at) in restored {
        assert!(
            at < mirror.run(item as usize).0 as u32,
            "item {item} entry {at} active again"
        );
    }
}

#[test]
fn a_4x4_sudoku_mirrored_however_each_step_is_reached() {
    let mut matrix = Matrix::default();
    Encoding::default().encode(&"..4....32......1".parse().unwrap(), &mut matrix);
    let (replay, _, seen) = walk(&matrix, 100_000);
    // A small cap makes checkpoints every 1,024 steps; jump about.
    let mut mirror = Mirror::new(&matrix, replay.len());
    let mut step = 0usize;
    for k in 0..400usize {
        step = (step * 7 + k * 13 + 5) % (replay.len() + 1);
        mirror.seek(replay.moves(), step);
        assert_eq!(
            runs(&mirror, matrix.item_count()),
            seen[step],
            "jump to {step}"
        );
    }
}

/// Up to 6 primary and 3 secondary items, options of up to 4 items.
fn small_problem() -> impl Strategy<Value = Matrix> {
    (1usize..7, 0usize..4).prop_flat_map(|(primary, secondary)| {
        let items = primary + secondary;
        let option = prop::collection::btree_set(0..items, 1..=items.min(4))
            .prop_map(|set| set.into_iter().collect::<Vec<_>>())
            .prop_shuffle();
        prop::collection::vec(option, 0..12).prop_map(move |options| {
            let mut matrix = Matrix::new(primary, secondary);
            for option in &options {
                matrix.add_option(option).unwrap();
            }
            matrix
        })
    })
}

proptest! {
    #[test]
    fn random_problems_with_secondary_items_mirrored(matrix in small_problem()) {
        let (replay, mut mirror, seen) = walk(&matrix, 5_000);
        let middle = replay.len() / 2;
        mirror.seek(replay.moves(), middle);
        prop_assert_eq!(runs(&mirror, matrix.item_count()), seen[middle].clone());
    }
}

/// The mirror reads its cells without bounds checks, which is sound only
/// for moves that nest as a search's do; moves of the caller's own that do
/// not are refused with a panic, never a read out of bounds.
#[test]
fn moves_that_do_not_nest_are_refused() {
    let refused = |moves: &[Move]| {
        let moves = moves.to_vec();
        std::panic::catch_unwind(move || {
            let mut mirror = Mirror::new(&knuth(), 16);
            mirror.seek(&moves, moves.len());
        })
        .is_err()
    };
    assert!(
        refused(&[Move::Uncover(0)]),
        "an uncover of an item not covered"
    );
    assert!(
        refused(&[Move::Cover(0), Move::Cover(0)]),
        "a cover of an item covered"
    );
    assert!(
        refused(&[Move::Cover(0), Move::Cover(1), Move::Uncover(0)]),
        "an uncover of an item not covered last"
    );
    assert!(refused(&[Move::Cover(7)]), "an item out of range");
    assert!(!refused(&[
        Move::Cover(0),
        Move::Cover(1),
        Move::Uncover(1),
        Move::Uncover(0)
    ]));
}

//! Knuth's memory table (TAOCP 7.2.2.1, Table 1) as a replay reports it:
//! on the book's example (6), the table before the search and after
//! covering item `a`, field for field, and the writes of that cover in the
//! order of the book's operations (12) and (13); on larger problems, every
//! traced step's writes turn the table before it into the table after it,
//! forward and back, each write finding the value it says it replaces.
//!
//! The expected values are derived by hand from the book's layout and
//! operations (12) to (15): nodes numbered as Table 1 numbers them, each
//! item's list in the options' order, each spacer's `ULINK` the first node
//! of the option before and `DLINK` the last node of the option after.
//! They agree with Table 1 as printed; `dlx1` itself was not run here.

use sudoku_dlx::classic;
use sudoku_dlx::dlx::memory::{Field, Memory, Write};
use sudoku_dlx::dlx::rule::Knuth;
use sudoku_dlx::dlx::{Move, Replay, Search};
use sudoku_dlx::problem::parse;

/// TAOCP 7.2.2.1's example (6): items a to g, six options.
const TAOCP_6: &str = "a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n";

/// The search of `text` under Knuth's rule, recorded into a replay
/// standing at step 0.
fn replay_of(text: &str, cap: usize) -> Replay {
    let matrix = parse(text).expect("a problem").matrix;
    let mut replay = Replay::new(matrix.clone(), cap);
    let mut search = Search::with_rule(matrix, Knuth);
    while replay.len() < cap {
        let Some(event) = Move::of(&search.step()) else {
            break;
        };
        replay.record(event);
    }
    replay
}

/// Table 1 as printed: `(LEN or TOP, ULINK, DLINK)` of nodes 1 to 30 (node
/// 0 is unused), and `LLINK`, `RLINK` of items 0 to 7. `None` where the
/// book leaves a field blank (the first spacer's `ULINK`, the last's
/// `DLINK`): the engine never reads them.
#[rustfmt::skip]
const TABLE_1_NODES: [(i32, Option<u32>, Option<u32>); 30] = [
    // The headers a to g: LEN, ULINK, DLINK.
    (2, Some(20), Some(12)), (2, Some(24), Some(16)), (2, Some(17), Some(9)),
    (3, Some(27), Some(13)), (2, Some(28), Some(10)), (2, Some(22), Some(18)),
    (3, Some(29), Some(14)),
    // Spacer 8, then 'c e'.
    (0, None, Some(10)), (3, Some(3), Some(17)), (5, Some(5), Some(28)),
    // Spacer 11, then 'a d g'.
    (-1, Some(9), Some(14)), (1, Some(1), Some(20)), (4, Some(4), Some(21)), (7, Some(7), Some(25)),
    // Spacer 15, then 'b c f'.
    (-2, Some(12), Some(18)), (2, Some(2), Some(24)), (3, Some(9), Some(3)), (6, Some(6), Some(22)),
    // Spacer 19, then 'a d f'.
    (-3, Some(16), Some(22)), (1, Some(12), Some(1)), (4, Some(13), Some(27)), (6, Some(18), Some(6)),
    // Spacer 23, then 'b g'.
    (-4, Some(20), Some(25)), (2, Some(16), Some(2)), (7, Some(14), Some(29)),
    // Spacer 26, then 'd e g', and the last spacer, 30.
    (-5, Some(24), Some(29)), (4, Some(21), Some(4)), (5, Some(10), Some(5)), (7, Some(25), Some(7)),
    (-6, Some(27), None),
];

const TABLE_1_LLINK: [u32; 8] = [7, 0, 1, 2, 3, 4, 5, 6];
const TABLE_1_RLINK: [u32; 8] = [1, 2, 3, 4, 5, 6, 7, 0];

/// Checks `memory` against Table 1 with `changes` applied: `(field, at,
/// value)`.
fn assert_table(memory: &Memory, changes: &[(Field, usize, i32)]) {
    let mut llink = TABLE_1_LLINK.map(|l| l as i32);
    let mut rlink = TABLE_1_RLINK.map(|r| r as i32);
    let mut nodes: Vec<(i32, Option<i32>, Option<i32>)> = TABLE_1_NODES
        .iter()
        .map(|&(top, up, down)| (top, up.map(|u| u as i32), down.map(|d| d as i32)))
        .collect();
    for &(field, at, value) in changes {
        match field {
            Field::Llink => llink[at] = value,
            Field::Rlink => rlink[at] = value,
            Field::Len => nodes[at - 1].0 = value,
            Field::Ulink => nodes[at - 1].1 = Some(value),
            Field::Dlink => nodes[at - 1].2 = Some(value),
        }
    }
    assert_eq!(memory.llink, llink.map(|l| l as u32), "LLINK");
    assert_eq!(memory.rlink, rlink.map(|r| r as u32), "RLINK");
    assert_eq!(memory.top.len(), 31, "nodes 0 to 30");
    for (x, &(top, up, down)) in (1..).zip(&nodes) {
        assert_eq!(memory.top[x], top, "TOP or LEN of node {x}");
        if let Some(up) = up {
            assert_eq!(memory.ulink[x] as i32, up, "ULINK of node {x}");
        }
        if let Some(down) = down {
            assert_eq!(memory.dlink[x] as i32, down, "DLINK of node {x}");
        }
    }
}

#[test]
fn the_table_before_the_search_is_table_1() {
    let replay = replay_of(TAOCP_6, 100);
    assert_table(&replay.memory(), &[]);
}

/// The writes of `cover(a)` in the order of (12) and (13): option 'a d g'
/// hidden (d, then g), then 'a d f' (d, then f), then `a` taken out of the
/// list of items.
fn cover_a() -> Vec<Write> {
    let w = |field, at, old, now| Write {
        field,
        at,
        old,
        now,
    };
    use Field::{Dlink, Len, Llink, Rlink, Ulink};
    vec![
        w(Dlink, 4, 13, 21),
        w(Ulink, 21, 13, 4),
        w(Len, 4, 3, 2),
        w(Dlink, 7, 14, 25),
        w(Ulink, 25, 14, 7),
        w(Len, 7, 3, 2),
        w(Dlink, 4, 21, 27),
        w(Ulink, 27, 21, 4),
        w(Len, 4, 2, 1),
        w(Dlink, 18, 22, 6),
        w(Ulink, 6, 22, 18),
        w(Len, 6, 2, 1),
        w(Rlink, 0, 1, 2),
        w(Llink, 2, 1, 0),
    ]
}

#[test]
fn covering_a_writes_the_book_s_links_in_the_book_s_order() {
    let mut replay = replay_of(TAOCP_6, 100);
    assert_eq!(replay.forward(true), Some(Move::Choose));
    assert!(replay.writes().is_empty(), "choosing writes nothing");
    assert_eq!(
        replay.forward(true),
        Some(Move::Cover(0)),
        "Knuth's X3 takes a"
    );
    assert_eq!(replay.writes(), cover_a());
    let after: Vec<(Field, usize, i32)> = cover_a()
        .iter()
        .map(|w| (w.field, w.at as usize, w.now))
        .collect();
    assert_table(&replay.memory(), &after);
    // Part way through: the table after each write, one at a time.
    for k in 0..=after.len() {
        assert_table(&replay.memory_within(k), &after[..k]);
    }
    // Stepping back uncovers: (14) puts a back in the list first, then
    // (15) unhides the nodes bottom to top, right to left: the cover's
    // node by node in reverse, each node's own three writes (and the
    // list's two) in the same order as (12) and (13) make them.
    let cover = cover_a();
    let (nodes, list) = cover.split_at(12);
    let undone: Vec<Write> = std::iter::once(list)
        .chain(nodes.chunks(3).rev())
        .flatten()
        .map(|w| Write {
            old: w.now,
            now: w.old,
            ..*w
        })
        .collect();
    assert_eq!(replay.back(true), Some(Move::Cover(0)));
    assert_eq!(replay.writes(), undone);
    assert_table(&replay.memory(), &[]);
}

/// Applies `writes` to `memory`, checking that each finds the value it
/// says it replaces.
fn apply(memory: &mut Memory, writes: &[Write], step: usize) {
    for (k, w) in writes.iter().enumerate() {
        let at = w.at as usize;
        let slot = match w.field {
            Field::Len => &mut memory.top[at],
            Field::Llink | Field::Rlink | Field::Ulink | Field::Dlink => {
                let links = match w.field {
                    Field::Llink => &mut memory.llink,
                    Field::Rlink => &mut memory.rlink,
                    Field::Ulink => &mut memory.ulink,
                    _ => &mut memory.dlink,
                };
                assert_eq!(links[at] as i32, w.old, "write {k} of step {step}: {w:?}");
                links[at] = w.now as u32;
                continue;
            }
        };
        assert_eq!(*slot, w.old, "write {k} of step {step}: {w:?}");
        *slot = w.now;
    }
}

/// Every traced step's writes, applied to the table before it, give the
/// table after it, forward to the end and back to the start.
fn writes_replay_the_table(text: &str, cap: usize) {
    let mut replay = replay_of(text, cap);
    let start = replay.memory();
    let mut memory = start.clone();
    let mut writes = 0;
    while let Some(event) = replay.forward(true) {
        apply(&mut memory, replay.writes(), replay.step());
        assert_eq!(memory, replay.memory(), "after step {}", replay.step());
        match event {
            Move::Cover(_) | Move::Uncover(_) => assert!(!replay.writes().is_empty()),
            _ => assert!(replay.writes().is_empty()),
        }
        writes += replay.writes().len();
    }
    assert!(writes > 100, "{writes} writes");
    while replay.back(true).is_some() {
        apply(&mut memory, replay.writes(), replay.step());
        assert_eq!(memory, replay.memory(), "back to step {}", replay.step());
    }
    assert_eq!(memory, start);
}

#[test]
fn every_write_of_taocp_6_is_reported() {
    writes_replay_the_table(TAOCP_6, 1_000);
}

#[test]
fn every_write_of_queens_with_secondary_items_is_reported() {
    writes_replay_the_table(&classic::queens(6), 5_000);
}

#[test]
fn secondary_items_have_their_own_list() {
    let replay = replay_of(&classic::queens(4), 10);
    let memory = replay.memory();
    // 4 queens: 8 primary items (ranks and files), 14 secondary diagonals.
    let (primary, items) = (8, 22);
    assert_eq!(memory.llink.len(), items + 2);
    assert_eq!(memory.rlink[0], 1);
    assert_eq!(memory.llink[0], primary);
    assert_eq!(memory.rlink[primary as usize], 0);
    assert_eq!(memory.rlink[items + 1], primary + 1);
    assert_eq!(memory.llink[items + 1], items as u32);
    assert_eq!(memory.rlink[items], items as u32 + 1);
}

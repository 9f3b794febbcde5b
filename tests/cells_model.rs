//! Dancing cells against brute force and against dancing links on small
//! random problems with secondary items: the same solutions under every
//! column rule, counts that survive node budgets and resets, and counters
//! that mean what the engine's documentation says.
// proptest is a native-only dev-dependency; wasm-pack builds every test target.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use proptest::prelude::*;
use sudoku_dlx::cells::{self, Cells, SetRule};
use sudoku_dlx::dlx::rule::{First, ItemRule, Knuth, Weighed};
use sudoku_dlx::dlx::{Matrix, Search};
use sudoku_dlx::work::Budget;

/// Up to 7 primary and 4 secondary items, options of up to 4 items in any
/// order.
fn problem() -> impl Strategy<Value = (usize, usize, Vec<Vec<usize>>)> {
    (0usize..8, 0usize..5).prop_flat_map(|(primary, secondary)| {
        let items = primary + secondary;
        let option = if items == 0 {
            Just(Vec::new()).boxed()
        } else {
            prop::collection::btree_set(0..items, 1..=items.min(4))
                .prop_map(|set| set.into_iter().collect::<Vec<_>>())
                .prop_shuffle()
                .boxed()
        };
        let count = if items == 0 { 0..1 } else { 0..13 };
        (
            Just(primary),
            Just(secondary),
            prop::collection::vec(option, count),
        )
    })
}

fn build(primary: usize, secondary: usize, options: &[Vec<usize>]) -> Matrix {
    let mut matrix = Matrix::new(primary, secondary);
    for option in options {
        matrix.add_option(option).unwrap();
    }
    matrix
}

/// Every solution the cells engine finds under `rule`, each sorted, all
/// sorted; the solutions must be distinct.
fn cells_solutions<R: SetRule>(matrix: &Matrix, rule: R) -> Vec<Vec<usize>> {
    let mut search = cells::Search::with_rule(Cells::new(matrix), rule);
    let mut found: Vec<Vec<usize>> = search
        .solutions()
        .map(|mut solution| {
            solution.sort_unstable();
            solution
        })
        .collect();
    found.sort();
    found
}

fn links_count<R: ItemRule>(matrix: &Matrix, rule: R) -> u64 {
    Search::with_rule(matrix.clone(), rule).count(0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn cells_agree_with_brute_force_and_links((primary, secondary, options) in problem()) {
        let matrix = build(primary, secondary, &options);
        let expected = common::exact_covers_by_brute_force(primary, primary + secondary, &options);
        prop_assert_eq!(&cells_solutions(&matrix, Weighed), &expected);
        prop_assert_eq!(&cells_solutions(&matrix, Knuth), &expected);
        prop_assert_eq!(&cells_solutions(&matrix, First), &expected);
        let count = expected.len() as u64;
        prop_assert_eq!(links_count(&matrix, Weighed), count);
        prop_assert_eq!(links_count(&matrix, Knuth), count);
    }

    #[test]
    fn budgets_limits_and_resets_keep_the_count(
        (primary, secondary, options) in problem(),
        slice in 1u64..5,
        limit in 0u64..4,
    ) {
        let matrix = build(primary, secondary, &options);
        let total = common::exact_covers_by_brute_force(primary, primary + secondary, &options).len() as u64;
        let mut search = cells::Search::new(Cells::new(&matrix));
        // Half a count, then a reset: the next count starts from the top.
        search.count_within(0, Budget::nodes(slice));
        search.reset();
        prop_assert_eq!(search.stats().nodes, 0);
        let mut found = 0;
        let mut slices = 0;
        while !search.is_done() && (limit == 0 || found < limit) {
            let before = search.stats().nodes;
            found += search.count_within(limit.saturating_sub(found), Budget::nodes(slice));
            prop_assert!(search.stats().nodes - before <= slice);
            slices += 1;
            prop_assert!(slices < 10_000);
        }
        let expected = if limit == 0 { total } else { total.min(limit) };
        prop_assert_eq!(found, expected);
        prop_assert_eq!(search.stats().solutions, found);
        let unsliced = cells::Search::new(Cells::new(&matrix)).count(limit);
        prop_assert_eq!(unsliced, expected);
    }
}

/// Knuth's example of a problem: items a..g, six options, one cover.
#[test]
fn knuths_example_and_its_counters() {
    let options = [
        vec![2, 4],
        vec![0, 3, 6],
        vec![1, 2, 5],
        vec![0, 3, 5],
        vec![1, 6],
        vec![3, 4, 6],
    ];
    let matrix = build(7, 0, &options);
    let mut search = cells::Search::with_rule(Cells::new(&matrix), Knuth);
    let mut solution = search.next_solution().expect("one cover");
    solution.sort_unstable();
    assert_eq!(solution, [0, 3, 4]);
    assert_eq!(search.next_solution(), None);
    let stats = search.stats();
    assert_eq!(stats.solutions, 1);
    // Five levels entered, where the links engine enters six: a dead end
    // found while selecting an option is never entered.
    assert_eq!((stats.nodes, stats.updates), (5, 25));
}

#[test]
fn a_primary_item_with_no_options_means_no_cover() {
    let matrix = build(3, 1, &[vec![0, 1], vec![0, 3]]);
    assert_eq!(cells::Search::new(Cells::new(&matrix)).count(0), 0);
    let nothing = build(0, 2, &[vec![0, 1]]);
    assert_eq!(cells::Search::new(Cells::new(&nothing)).count(0), 1);
}

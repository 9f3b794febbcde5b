//! The engine against brute force on small random problems: every way of
//! driving a search finds the same solutions, every event tells the truth
//! about the links it changed, and the structure always comes back.
// proptest is a native-only dev-dependency; wasm-pack builds every test target.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use proptest::prelude::*;
use std::collections::BTreeSet;
use sudoku_dlx::dlx::{Event, Matrix, Search};
use sudoku_dlx::work::Budget;

fn build(primary: usize, secondary: usize, options: &[Vec<usize>]) -> Matrix {
    let mut matrix = Matrix::new(primary, secondary);
    for option in options {
        matrix.add_option(option).unwrap();
    }
    matrix
}

/// Up to 6 primary and 3 secondary items, and options of up to 4 items in
/// any order.
fn problem(max_options: usize) -> impl Strategy<Value = (usize, usize, Vec<Vec<usize>>)> {
    (0usize..7, 0usize..4).prop_flat_map(move |(primary, secondary)| {
        let items = primary + secondary;
        let option = if items == 0 {
            Just(Vec::new()).boxed()
        } else {
            prop::collection::btree_set(0..items, 1..=items.min(4))
                .prop_map(|set| set.into_iter().collect::<Vec<_>>())
                .prop_shuffle()
                .boxed()
        };
        let count = if items == 0 { 0..1 } else { 0..max_options };
        (
            Just(primary),
            Just(secondary),
            prop::collection::vec(option, count),
        )
    })
}

fn sorted(mut options: Vec<usize>) -> Vec<usize> {
    options.sort_unstable();
    options
}

/// Each (item, option) link in the items' lists.
fn links(matrix: &Matrix) -> BTreeSet<(usize, usize)> {
    (0..matrix.item_count())
        .flat_map(|item| matrix.item_options(item).map(move |option| (item, option)))
        .collect()
}

/// The links an option has outside `item`'s own list.
fn links_outside(matrix: &Matrix, options: &[usize], item: usize) -> BTreeSet<(usize, usize)> {
    options
        .iter()
        .flat_map(|&o| {
            matrix
                .option_items(o)
                .filter(move |&j| j != item)
                .map(move |j| (j, o))
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_way_of_searching_agrees_with_brute_force(
        (primary, secondary, options) in problem(10),
        actions in prop::collection::vec(0u8..6, 0..300),
    ) {
        let built = build(primary, secondary, &options);
        let expected = common::exact_covers_by_brute_force(primary, primary + secondary, &options);

        let mut matrix = built.clone();
        let mut found: Vec<_> = Search::new(&mut matrix).solutions().map(sorted).collect();
        found.sort();
        prop_assert_eq!(&found, &expected);
        prop_assert_eq!(&matrix, &built);
        prop_assert_eq!(Search::new(built.clone()).count(0), expected.len() as u64);

        // Steps, solutions, budgeted counts and resets, interleaved at random:
        // the partial solution always follows Select and Deselect, and a
        // reset or a drop from wherever the search paused restores the links.
        let mut matrix = built.clone();
        let mut search = Search::new(&mut matrix);
        let mut partial: Vec<usize> = Vec::new();
        for action in actions {
            match action {
                0..=2 => match search.step() {
                    Event::Select { option, depth } => {
                        prop_assert_eq!(depth, partial.len());
                        partial.push(option);
                    }
                    Event::Deselect { option, depth } => {
                        prop_assert_eq!(partial.pop(), Some(option));
                        prop_assert_eq!(depth, partial.len());
                    }
                    Event::Solution => {
                        prop_assert!(expected.contains(&sorted(partial.clone())));
                    }
                    Event::Done => prop_assert!(partial.is_empty()),
                    _ => {}
                },
                3 => match search.next_solution() {
                    Some(solution) => {
                        prop_assert!(expected.contains(&sorted(solution.clone())));
                        partial = solution;
                    }
                    None => partial.clear(),
                },
                4 => {
                    let before = search.stats().solutions;
                    let found = search.count_within(2, Budget::nodes(3));
                    prop_assert_eq!(search.stats().solutions - before, found);
                    partial = search.partial().collect();
                }
                _ => {
                    search.reset();
                    partial.clear();
                    prop_assert_eq!(search.matrix(), &built);
                }
            }
            prop_assert_eq!(search.partial().collect::<Vec<_>>(), partial.clone());
        }
        drop(search);
        prop_assert_eq!(&matrix, &built);
    }

    #[test]
    fn events_tell_the_truth_about_the_links((primary, secondary, options) in problem(16)) {
        let items = primary + secondary;
        let mut matrix = build(primary, secondary, &options);
        let built = matrix.clone();
        let mut search = Search::new(&mut matrix);
        // The item chosen at each level whose cover has not been undone:
        // a cover or uncover is of the chosen item (Knuth's X4, X7) exactly
        // when it is the newest of these, just chosen or all its options tried.
        let mut chosen_items: Vec<usize> = Vec::new();
        let mut just_chose = None;
        loop {
            let before = links(search.matrix());
            let active: Vec<bool> = (0..items).map(|i| search.matrix().is_active(i)).collect();
            let lens: Vec<usize> = (0..items).map(|i| search.matrix().item_length(i)).collect();
            let event = search.step();
            let chose = match event {
                Event::Choose { item, length } if length > 0 => Some(item),
                _ => None,
            };
            match event {
                Event::Choose { item, length: len } => {
                    prop_assert!(item < primary && active[item]);
                    prop_assert_eq!(len, lens[item]);
                    let shortest = (0..primary).filter(|&i| active[i]).map(|i| lens[i]).min();
                    prop_assert_eq!(Some(len), shortest, "MRV takes a shortest item");
                }
                Event::Cover { item, options: hidden, chosen } => {
                    prop_assert_eq!(chosen, just_chose == Some(item));
                    if chosen {
                        chosen_items.push(item);
                    }
                    let hidden: Vec<usize> = hidden.collect();
                    prop_assert!(active[item]);
                    let after = links(search.matrix());
                    let removed: BTreeSet<_> = before.difference(&after).copied().collect();
                    prop_assert_eq!(removed, links_outside(&built, &hidden, item));
                    prop_assert!(after.is_subset(&before));
                    prop_assert!(!search.matrix().is_active(item));
                }
                Event::Uncover { item, options: restored, chosen } => {
                    prop_assert_eq!(chosen, chosen_items.last() == Some(&item));
                    if chosen {
                        chosen_items.pop();
                    }
                    let restored: Vec<usize> = restored.collect();
                    prop_assert!(!active[item]);
                    let after = links(search.matrix());
                    let added: BTreeSet<_> = after.difference(&before).copied().collect();
                    prop_assert_eq!(added, links_outside(&built, &restored, item));
                    prop_assert!(search.matrix().is_active(item));
                }
                Event::Done => break,
                _ => {}
            }
            just_chose = chose;
        }
        prop_assert!(chosen_items.is_empty());
        for _ in 0..3 {
            prop_assert!(matches!(search.step(), Event::Done));
        }
        prop_assert_eq!(search.count(0), 0);
        prop_assert_eq!(search.count_within(0, Budget::nodes(5)), 0);
        drop(search);
        prop_assert_eq!(&matrix, &built);
    }
}

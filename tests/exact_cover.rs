//! The generic engine on problems with known answers, the invariants of its
//! step-through search, and what it tells whoever explains a search: the tie
//! a real branch broke (`Matrix::tie`) and the option a level tries next
//! (`Search::next_option`).

mod common;

use sudoku_dlx::dlx::{BuildError, Event, Matrix, Search};
use sudoku_dlx::sudoku::{Encoding, Grid};
use sudoku_dlx::work::Budget;

/// N queens: rows and columns are primary, the diagonals secondary.
fn queens(n: usize) -> Matrix {
    let diagonals = 2 * n - 1;
    let mut matrix = Matrix::new(2 * n, 2 * diagonals);
    for row in 0..n {
        for col in 0..n {
            let rising = 2 * n + row + col;
            let falling = 2 * n + diagonals + (n - 1 + row - col);
            matrix.add_option(&[row, n + col, rising, falling]).unwrap();
        }
    }
    matrix
}

/// Solutions as sorted option lists, for order-free comparison.
fn sorted(mut solution: Vec<usize>) -> Vec<usize> {
    solution.sort_unstable();
    solution
}

#[test]
fn knuths_example_has_its_one_cover() {
    let mut matrix = common::knuth_example();
    let solutions: Vec<_> = Search::new(&mut matrix).solutions().map(sorted).collect();
    assert_eq!(solutions, vec![vec![0, 3, 4]]);
}

#[test]
fn queens_counts_match_the_known_sequence() {
    let known = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];
    for (n, &expected) in (1..=10).zip(&known) {
        let mut search = Search::new(queens(n));
        assert_eq!(search.count(0), expected, "{n} queens");
    }
}

#[test]
fn every_queens_solution_is_an_exact_cover() {
    let n = 8;
    let mut matrix = queens(n);
    let reference = matrix.clone();
    let solutions: Vec<_> = Search::new(&mut matrix).solutions().collect();
    assert_eq!(solutions.len(), 92);
    for solution in &solutions {
        let mut uses = vec![0; reference.item_count()];
        for &option in solution {
            for item in reference.option_items(option) {
                uses[item] += 1;
            }
        }
        assert!(uses[..reference.primary_count()].iter().all(|&u| u == 1));
        assert!(uses[reference.primary_count()..].iter().all(|&u| u <= 1));
    }
}

#[test]
fn count_stops_at_its_limit_and_resumes() {
    let mut search = Search::new(queens(8));
    assert_eq!(search.count(10), 10);
    assert_eq!(search.count(0), 82);
    assert!(search.is_done());
    assert_eq!(search.stats().solutions, 92);
}

#[test]
fn an_item_without_options_fails_at_once() {
    let mut matrix = Matrix::new(3, 0);
    matrix.add_option(&[1, 2]).unwrap();
    let mut search = Search::new(&mut matrix);
    assert!(matches!(
        search.step(),
        Event::Choose { item: 0, length: 0 }
    ));
    assert!(
        matches!(search.step(), Event::Done),
        "no cover of an empty item"
    );
    assert_eq!(search.stats().nodes, 1);
}

#[test]
fn bad_options_are_refused_and_leave_the_matrix_unchanged() {
    let mut matrix = common::knuth_example();
    let before = matrix.clone();
    assert_eq!(
        matrix.add_option(&[1, 7]),
        Err(BuildError::ItemOutOfRange {
            option: 6,
            item: 7,
            items: 7
        })
    );
    assert_eq!(
        matrix.add_option(&[2, 4, 2]),
        Err(BuildError::RepeatedItem { option: 6, item: 2 })
    );
    assert_eq!(
        matrix.add_option(&[]),
        Err(BuildError::EmptyOption { option: 6 })
    );
    assert_eq!(matrix, before);

    // A repeat found late in a long option, in a matrix whose items are all
    // still empty: every link and count goes back as it was.
    let mut fresh = Matrix::new(20, 0);
    let before = fresh.clone();
    let long: Vec<usize> = (0..20).chain([19]).collect();
    assert_eq!(
        fresh.add_option(&long),
        Err(BuildError::RepeatedItem {
            option: 0,
            item: 19
        })
    );
    assert_eq!(fresh, before);
    assert_eq!(Search::new(&mut fresh).count(0), 0, "every item is empty");

    assert_eq!(
        BuildError::ItemOutOfRange {
            option: 6,
            item: 7,
            items: 7
        }
        .to_string(),
        "option 6: item 7 is out of range (there are 7 items)"
    );
}

/// What the stepper saw over a whole run.
#[derive(Default)]
struct Trace {
    solutions: Vec<Vec<usize>>,
    covers: usize,
    uncovers: usize,
    selects: usize,
    deselects: usize,
    hidden: usize,
    restored: usize,
    events: usize,
}

fn trace(search: &mut Search<&mut Matrix>) -> Trace {
    let mut trace = Trace::default();
    loop {
        trace.events += 1;
        match search.step() {
            Event::Choose { .. } => {}
            Event::Cover {
                options: hidden, ..
            } => {
                trace.covers += 1;
                trace.hidden += hidden.count();
            }
            Event::Uncover {
                options: restored, ..
            } => {
                trace.uncovers += 1;
                trace.restored += restored.count();
            }
            Event::Select { .. } => trace.selects += 1,
            Event::Deselect { .. } => trace.deselects += 1,
            Event::Solution => trace.solutions.push(sorted(search.solution())),
            Event::Purify { .. } | Event::Unpurify { .. } => unreachable!("no colours"),
            Event::Done => return trace,
        }
    }
}

#[test]
fn the_stepper_sees_every_solution_and_balances_its_events() {
    for n in 1..=7 {
        let mut matrix = queens(n);
        let built = matrix.clone();
        let mut fast: Vec<_> = Search::new(&mut matrix).solutions().map(sorted).collect();
        let mut search = Search::new(&mut matrix);
        let mut stepped = trace(&mut search);
        assert!(search.is_done());
        drop(search);
        fast.sort();
        stepped.solutions.sort();
        assert_eq!(stepped.solutions, fast, "{n} queens");
        assert_eq!(stepped.covers, stepped.uncovers, "{n} queens");
        assert_eq!(stepped.hidden, stepped.restored, "{n} queens");
        assert_eq!(stepped.selects, stepped.deselects, "{n} queens");
        assert_eq!(matrix, built, "{n} queens: the structure is restored");
    }
}

#[test]
fn stepping_and_running_do_the_same_work() {
    let mut matrix = queens(6);
    let mut search = Search::new(&mut matrix);
    search.count(0);
    let fast = search.stats();
    search.reset();
    trace(&mut search);
    assert_eq!(search.stats(), fast);
}

#[test]
fn the_partial_solution_follows_select_and_deselect() {
    let mut matrix = queens(5);
    let mut search = Search::new(&mut matrix);
    let mut partial: Vec<usize> = Vec::new();
    loop {
        match search.step() {
            Event::Select { option, depth } => {
                assert_eq!(depth, partial.len());
                partial.push(option);
            }
            Event::Deselect { option, depth } => {
                assert_eq!(partial.pop(), Some(option));
                assert_eq!(depth, partial.len());
            }
            Event::Done => break,
            _ => {}
        }
        assert_eq!(search.partial().collect::<Vec<_>>(), partial);
    }
}

#[test]
fn stopping_anywhere_restores_the_structure() {
    let built = queens(6);
    let events = trace(&mut Search::new(&mut built.clone())).events;
    for stop in 0..events {
        let mut matrix = built.clone();
        let mut search = Search::new(&mut matrix);
        for _ in 0..stop {
            search.step();
        }
        if stop % 2 == 0 {
            drop(search);
        } else {
            search.reset();
            assert_eq!(search.matrix(), &built, "reset after {stop} events");
            drop(search);
        }
        assert_eq!(matrix, built, "dropped after {stop} events");
    }
}

#[test]
fn a_reset_search_finds_the_same_solutions_again() {
    let mut search = Search::new(queens(6));
    let first: Vec<_> = search.solutions().collect();
    search.reset();
    search.step();
    search.step();
    search.reset();
    let again: Vec<_> = search.solutions().collect();
    assert_eq!(first, again);
    assert_eq!(first.len(), 4);
}

#[test]
fn secondary_items_are_never_chosen() {
    // Item 1 is secondary, so it may stay uncovered: both {0} and {0 1}
    // cover the one primary item.
    let mut matrix = Matrix::new(1, 1);
    matrix.add_option(&[0]).unwrap();
    matrix.add_option(&[0, 1]).unwrap();
    let mut search = Search::new(&mut matrix);
    let mut chosen = Vec::new();
    loop {
        match search.step() {
            Event::Choose { item, .. } => chosen.push(item),
            Event::Done => break,
            _ => {}
        }
    }
    assert_eq!(chosen, vec![0]);
    assert_eq!(search.stats().solutions, 2);
}

#[test]
fn a_count_in_slices_equals_a_count_in_one_go() {
    let mut search = Search::new(queens(8));
    let mut found = 0;
    let mut slices = 0;
    while !search.is_done() {
        found += search.count_within(0, Budget::nodes(50));
        slices += 1;
    }
    assert_eq!(found, 92);
    assert!(
        slices > 10,
        "the budget paused the search ({slices} slices)"
    );
    let mut whole = Search::new(queens(8));
    whole.count(0);
    assert_eq!(search.stats(), whole.stats());
}

#[test]
fn rebuilding_midway_starts_the_new_problem_afresh() {
    let mut search = Search::new(queens(6));
    for _ in 0..40 {
        search.step();
    }
    search.rebuild(|matrix| *matrix = common::knuth_example());
    assert_eq!(search.matrix(), &common::knuth_example());
    assert_eq!(search.stats().nodes, 0);
    assert_eq!(
        search.solutions().map(sorted).collect::<Vec<_>>(),
        [[0, 3, 4]]
    );
    search.rebuild(|matrix| *matrix = queens(8));
    assert_eq!(search.count(0), 92);
}

const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

fn sudoku(text: &str) -> Matrix {
    let grid: Grid = text.parse().unwrap();
    let mut matrix = Matrix::default();
    Encoding::default().encode(&grid, &mut matrix);
    matrix
}

/// How much choosing `item` would hide, counted the slow way: the lengths of
/// the other items of each of its options.
fn weight(matrix: &Matrix, item: usize) -> u64 {
    matrix
        .item_options(item)
        .flat_map(|option| matrix.option_items(option).filter(move |&j| j != item))
        .map(|j| matrix.item_length(j) as u64)
        .sum()
}

/// Checks every real branch of `matrix`'s search against the tie the
/// matrix reports; returns how many branches were ties and in how many the
/// chosen item was not the leftmost shortest.
fn check_ties(matrix: Matrix) -> (usize, usize, usize) {
    let mut search = Search::new(matrix);
    let (mut branches, mut ties, mut not_leftmost) = (0, 0, 0);
    loop {
        let (item, length) = match search.step() {
            Event::Done => break,
            Event::Choose { item, length } if length >= 2 => (item, length),
            _ => continue,
        };
        let matrix = search.matrix();
        let tie = matrix.tie(length);
        let shortest: Vec<usize> = (0..matrix.primary_count())
            .filter(|&i| matrix.is_active(i) && matrix.item_length(i) == length)
            .collect();
        let fewest = (0..matrix.primary_count())
            .filter(|&i| matrix.is_active(i))
            .map(|i| matrix.item_length(i))
            .min();
        assert_eq!(fewest, Some(length), "the chosen item is a shortest one");
        assert_eq!(tie.items, shortest.len());
        let weighed: Vec<usize> = tie.weighed.iter().map(|&(i, _)| i).collect();
        assert!(!weighed.is_empty());
        assert_eq!(
            weighed,
            shortest[..weighed.len()],
            "the leftmost are weighed"
        );
        for &(i, w) in &tie.weighed {
            assert_eq!(w, weight(matrix, i), "the weight of item {i}");
        }
        let heaviest = tie.weighed.iter().map(|&(_, w)| w).max().unwrap();
        let first_heaviest = tie.weighed.iter().find(|&&(_, w)| w == heaviest).unwrap();
        assert_eq!(
            first_heaviest.0, item,
            "the rule took the leftmost heaviest"
        );
        branches += 1;
        ties += usize::from(tie.items > 1);
        not_leftmost += usize::from(item != shortest[0]);
    }
    (branches, ties, not_leftmost)
}

#[test]
fn each_real_branch_is_the_heaviest_of_the_ties_the_matrix_reports() {
    let (branches, ties, not_leftmost) = check_ties(sudoku(HARD));
    assert!(branches > 50, "{branches} branches");
    assert!(
        ties > 0 && not_leftmost > 0,
        "{ties} ties, {not_leftmost} not leftmost"
    );
    let (branches, ..) = check_ties(queens(8));
    assert!(branches > 10);
}

#[test]
fn tie_of_a_length_no_item_has_is_empty() {
    let matrix = queens(4);
    let tie = matrix.tie(3);
    assert_eq!(tie.items, 0);
    assert!(tie.weighed.is_empty());
    assert_eq!(matrix.tie(usize::MAX).items, 0);
    assert_eq!(matrix.tie(4).items, 8, "every row and column has 4 options");
}

#[test]
fn next_option_names_what_the_search_tries_after_a_deselect() {
    for matrix in [sudoku(HARD), queens(6), sudoku(&".".repeat(16))] {
        let mut search = Search::new(matrix);
        let (mut with_next, mut without) = (0, 0);
        let mut expected = None;
        loop {
            let event = search.step();
            let done = matches!(event, Event::Done);
            let deselect = matches!(event, Event::Deselect { .. });
            let tried = match event {
                Event::Select { option, .. } => Some(Some(option)),
                Event::Uncover { .. } => Some(None),
                _ => None,
            };
            if let Some(promised) = expected.take() {
                assert_eq!(
                    tried,
                    Some(promised),
                    "a deselect's next option is what follows it"
                );
            }
            if done {
                break;
            }
            if deselect {
                let promised = search.next_option();
                with_next += usize::from(promised.is_some());
                without += usize::from(promised.is_none());
                expected = Some(promised);
            }
        }
        assert!(
            with_next > 0 && without > 0,
            "{with_next} with a next option, {without} without"
        );
    }
}

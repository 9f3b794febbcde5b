//! Bounded work: a node budget stops a search that exact cover cannot finish
//! in reasonable time, and changes nothing for one that ends within it.

use sudoku_dlx::sudoku::{GaveUp, Grid, Solver};
use sudoku_dlx::work::Budget;

/// A 25×25 with 33 givens and no solution (see the fixture's comment).
fn pigeonhole() -> Grid {
    let text = include_str!("fixtures/pigeonhole25.txt");
    let line = text.lines().find(|l| !l.starts_with('#')).unwrap();
    line.parse().unwrap()
}

const EASY: &str =
    ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";

#[test]
fn the_pigeonhole_puzzle_is_what_its_comment_says() {
    let grid = pigeonhole();
    let cells = grid.cells();
    assert_eq!(grid.shape().side(), 25);
    assert_eq!(cells.iter().filter(|&&v| v != 0).count(), 33);
    let symbols_of_row = |row: usize| {
        let mut symbols: Vec<u8> = cells[row * 25..(row + 1) * 25]
            .iter()
            .copied()
            .filter(|&v| v != 0)
            .collect();
        symbols.sort_unstable();
        symbols
    };
    let first = symbols_of_row(0);
    assert_eq!(first, (1..=11).collect::<Vec<u8>>());
    assert_eq!(symbols_of_row(1), first);
    assert_eq!(symbols_of_row(2), first);
    // None of them in box 1, so box 1 needs all 11 in its rows 4 and 5.
    for row in 0..5 {
        assert!(cells[row * 25..row * 25 + 5].iter().all(|&v| v == 0));
    }
    assert!(cells[3 * 25..].iter().all(|&v| v == 0));
}

#[test]
fn a_node_budget_stops_the_pigeonhole_puzzle() {
    let mut solver = Solver::new();
    let budget = 50_000;
    let GaveUp { stats } = solver
        .solve_within(&pigeonhole(), Budget::nodes(budget), || true)
        .unwrap_err();
    assert_eq!(stats.nodes, budget);
    let GaveUp { stats } = solver
        .count_within(&pigeonhole(), 0, Budget::nodes(budget), || true)
        .unwrap_err();
    assert_eq!(stats.nodes, budget);
}

#[test]
fn being_told_to_stop_gives_up_between_slices() {
    let mut solver = Solver::new();
    let mut asked = 0;
    let GaveUp { stats } = solver
        .solve_within(&pigeonhole(), Budget::UNLIMITED, || {
            asked += 1;
            asked < 2
        })
        .unwrap_err();
    assert_eq!(asked, 2);
    assert!(stats.nodes > 0 && stats.nodes < 1_000_000, "{stats:?}");
}

#[test]
fn a_search_within_its_budget_answers_as_without_one() {
    let mut solver = Solver::new();
    let easy: Grid = EASY.parse().unwrap();
    let unbounded = solver.solve(&easy);
    let bounded = solver
        .solve_within(&easy, Budget::nodes(1_000_000), || true)
        .unwrap();
    assert_eq!(bounded, unbounded);
    assert!(unbounded.solution.is_some());
    let empty4: Grid = ".".repeat(16).parse().unwrap();
    let counted = solver
        .count_within(&empty4, 0, Budget::nodes(1_000_000), || true)
        .unwrap();
    assert_eq!(counted.count, 288);
    assert_eq!(counted, solver.count(&empty4, 0));
    let limited = solver
        .count_within(&empty4, 5, Budget::nodes(1_000_000), || true)
        .unwrap();
    assert_eq!(limited.count, 5);
    // Exactly the nodes the search needs are enough; one fewer is not.
    let needed = unbounded.stats.nodes;
    assert!(solver
        .solve_within(&easy, Budget::nodes(needed), || true)
        .is_ok());
    let GaveUp { stats } = solver
        .solve_within(&easy, Budget::nodes(needed - 1), || true)
        .unwrap_err();
    assert_eq!(stats.nodes, needed - 1);
    let unsolvable: Grid = "1...34.1..424...".parse().unwrap();
    let none = solver
        .solve_within(&unsolvable, Budget::nodes(1_000_000), || true)
        .unwrap();
    assert_eq!(none.solution, None);
}

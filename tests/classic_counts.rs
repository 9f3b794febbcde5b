//! Knuth's counts for the classic problems of TAOCP 7.2.2.1, by both
//! engines and the column rules: the small ones in every build, and queens
//! 11 and 12 and the larger pentomino boxes, which take minutes
//! unoptimized, in optimized builds (about 20 s of CPU): `cargo test
//! --release`, or `cargo test --profile checks -- --ignored` (`npm test`
//! leaves them out: under load they took ten minutes). An unoptimized
//! `cargo test` lists them as ignored.

use sudoku_dlx::cells::{self, Cells, SetRule};
use sudoku_dlx::classic::{langford, pentominoes, queens};
use sudoku_dlx::dlx::rule::{First, ItemRule, Knuth, Weighed};
use sudoku_dlx::dlx::{Matrix, Search};
use sudoku_dlx::problem::parse;

fn matrix(text: &str) -> Matrix {
    parse(text).expect("a generated problem parses").matrix
}

fn count_both<R: ItemRule + SetRule>(rule: R, text: &str) -> (u64, u64) {
    let matrix = matrix(text);
    let cells = Cells::new(&matrix);
    let links = Search::with_rule(matrix, rule).count(0);
    let cells = cells::Search::with_rule(cells, rule).count(0);
    (links, cells)
}

fn assert_count(text: &str, expected: u64, what: &str) {
    for (rule, counts) in [
        ("weighed", count_both(Weighed, text)),
        ("knuth", count_both(Knuth, text)),
    ] {
        assert_eq!(
            counts,
            (expected, expected),
            "{what}, rule {rule}: (links, cells)"
        );
    }
}

#[test]
fn queens_one_to_ten() {
    let known = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];
    for (n, &expected) in (1..).zip(&known) {
        assert_count(&queens(n), expected, &format!("{n} queens"));
    }
    assert_eq!(
        count_both(First, &queens(8)),
        (92, 92),
        "8 queens, rule first"
    );
}

#[test]
fn langford_seven_and_eight() {
    assert_count(&langford(7), 52, "Langford 7");
    assert_count(&langford(8), 300, "Langford 8");
    assert_count(&langford(5), 0, "Langford 5");
}

#[test]
fn pentominoes_three_by_twenty() {
    let counts = count_both(Weighed, &pentominoes(3, 20));
    assert_eq!(counts, (8, 8), "pentominoes 3×20: (links, cells)");
}

#[test]
#[cfg_attr(debug_assertions, ignore = "minutes unoptimized")]
fn queens_eleven_and_twelve() {
    assert_count(&queens(11), 2_680, "11 queens");
    assert_count(&queens(12), 14_200, "12 queens");
}

/// Both engines with the default rule: about 20 s of CPU in all, most of
/// it the links engine on 6×10.
#[test]
#[cfg_attr(debug_assertions, ignore = "minutes unoptimized")]
fn pentominoes_in_the_larger_boxes() {
    for (rows, cols, expected) in [(4, 15, 1_472), (5, 12, 4_040), (6, 10, 9_356)] {
        let counts = count_both(Weighed, &pentominoes(rows, cols));
        assert_eq!(
            counts,
            (expected, expected),
            "pentominoes {rows}×{cols}: (links, cells)"
        );
    }
}

/// The visualizer's named problems are these texts, through the binding
/// (`queensProblem` and its siblings), so the page and the command line
/// search one matrix; tests/e2e/named-problems.test.mjs holds the page to
/// the same node counts. (The page once wrote its own queens with the rows
/// before the columns: another matrix, 1,195 nodes under Knuth's rule.)
#[test]
fn queens_eight_takes_its_known_nodes_under_each_rule() {
    fn nodes<R: ItemRule>(rule: R) -> u64 {
        let mut search = Search::with_rule(matrix(&queens(8)), rule);
        search.count(0);
        search.stats().nodes
    }
    assert_eq!(nodes(Knuth), 1_223, "Knuth's rule, as dlx1 takes");
    assert_eq!(nodes(Weighed), 893, "the default rule, the visualizer's");
}

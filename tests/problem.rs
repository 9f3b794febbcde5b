//! Exact-cover problems typed as text.

use sudoku_dlx::dlx::Search;
use sudoku_dlx::problem::{parse, ProblemError};

fn solve_all(text: &str) -> Vec<Vec<String>> {
    let problem = parse(text).unwrap();
    let mut matrix = problem.matrix;
    let mut solutions: Vec<Vec<String>> = Search::new(&mut matrix)
        .solutions()
        .map(|options| {
            let mut names: Vec<String> = options
                .iter()
                .map(|&o| problem.option_names[o].clone())
                .collect();
            names.sort();
            names
        })
        .collect();
    solutions.sort();
    solutions
}

#[test]
fn knuths_example_in_dlx_format() {
    let text = "| Knuth's example\na b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n";
    assert_eq!(solve_all(text), vec![vec!["a d f", "b g", "c e"]]);
    let problem = parse(text).unwrap();
    assert_eq!(problem.item_names, ["a", "b", "c", "d", "e", "f", "g"]);
}

#[test]
fn knuths_example_as_a_matrix() {
    let text = "0010100\n1001001\n0110010\n1001010\n0100001\n0001101\n";
    assert_eq!(solve_all(text), vec![vec!["row 1", "row 4", "row 5"]]);
    assert_eq!(solve_all("1 0\n0 1\n1 1\n").len(), 2);
}

#[test]
fn secondary_items_follow_the_bar() {
    // Two queens on a 2×2 board cannot avoid sharing a diagonal.
    let text =
        "r1 r2 c1 c2 | a2 a3 a4 b1 b2 b3\nr1 c1 a2 b2\nr1 c2 a3 b1\nr2 c1 a3 b3\nr2 c2 a4 b2\n";
    assert!(solve_all(text).is_empty());
    let problem = parse(text).unwrap();
    assert_eq!(problem.matrix.primary_count(), 4);
    assert_eq!(problem.matrix.item_count(), 10);
}

#[test]
fn errors_name_the_line_and_the_problem() {
    let error = |text: &str| parse(text).unwrap_err().to_string();
    assert_eq!(
        error("a b\na c\n"),
        "line 2: \"c\" is not an item of the first line"
    );
    assert_eq!(error("a b a\n"), "line 1: item \"a\" is named twice");
    assert_eq!(
        error("a b\n\nb b\n"),
        "line 3: item \"b\" appears twice in this option"
    );
    assert_eq!(
        error("101\n11\n"),
        "line 2: 2 columns, but the first row has 3"
    );
    assert_eq!(
        error("101\n000\n"),
        "line 2: an option needs at least one item"
    );
    assert_eq!(
        error("101\n1x1\n"),
        "line 2: 'x' in a matrix row: use only 0 and 1"
    );
    assert_eq!(
        error("a b | c\nb d\n"),
        "line 2: \"d\" is not an item of the first line"
    );
    assert_eq!(
        parse("| only a comment\n\n"),
        Err(ProblemError {
            line: 1,
            message: "no items: the first line names the items, or is a row of 0s and 1s".into()
        })
    );
}

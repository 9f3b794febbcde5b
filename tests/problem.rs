//! Exact-cover problems typed as text.

use sudoku_dlx::dlx::{Multiplicity, Search};
use sudoku_dlx::problem::{parse, ProblemError};

fn solve_all(text: &str) -> Vec<Vec<String>> {
    let problem = parse(text).unwrap();
    let mut matrix = problem.matrix;
    let mut solutions: Vec<Vec<String>> = Search::new(&mut matrix)
        .solutions()
        .map(|options| {
            let mut names: Vec<String> = options
                .iter()
                .map(|&o| problem.option_names[o].to_string())
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
        error("a | b | c\na\n"),
        "line 1: '|' appears twice in the line of items"
    );
    assert_eq!(
        error("a | x\na x\nx\n"),
        "line 3: an option needs a primary item: with only secondary ones it could never be chosen"
    );
    assert_eq!(
        parse("| only a comment\n\n"),
        Err(ProblemError {
            line: 1,
            message: "no items: the first line names the items, or is a row of 0s and 1s".into(),
            out_of_memory: false,
        })
    );
}

#[test]
fn tabs_and_windows_line_ends_are_read_like_spaces() {
    let matrix = "0\t0\t1\t0\t1\t0\t0\r\n1\t0\t0\t1\t0\t0\t1\r\n0\t1\t1\t0\t0\t1\t0\r\n\
                  1\t0\t0\t1\t0\t1\t0\r\n0\t1\t0\t0\t0\t0\t1\r\n0\t0\t0\t1\t1\t0\t1\r\n";
    assert_eq!(solve_all(matrix), vec![vec!["row 1", "row 4", "row 5"]]);
    let dlx = "a\tb c d e f g\r\nc\te\r\na d g\r\nb c f\r\na d f\r\nb g\r\nd e g\r\n";
    assert_eq!(solve_all(dlx), vec![vec!["a d f", "b g", "c e"]]);
}

#[test]
fn wide_problems_parse() {
    // 20,000 items in one option, and a repeat at the far end of another.
    let names: Vec<String> = (0..20_000).map(|i| format!("i{i}")).collect();
    let text = format!("{}\n{}\n", names.join(" "), names.join(" "));
    assert_eq!(solve_all(&text).len(), 1);
    let repeated = format!("{text}{} i0\n", names.join(" "));
    let error = parse(&repeated).unwrap_err().to_string();
    assert_eq!(error, "line 3: item \"i0\" appears twice in this option");
}

/// Every solution of a problem with colours, by Algorithm C on both
/// engines, as sorted option names; both must agree.
fn solve_coloured(text: &str) -> Vec<Vec<String>> {
    use sudoku_dlx::cells::{self, Cells};
    use sudoku_dlx::dlx::{rule::Weighed, Colours};
    let problem = parse(text).unwrap();
    let named = |solutions: &mut dyn Iterator<Item = Vec<usize>>| {
        let mut named: Vec<Vec<String>> = solutions
            .map(|options| {
                let mut names: Vec<String> = options
                    .iter()
                    .map(|&o| problem.option_names[o].to_string())
                    .collect();
                names.sort();
                names
            })
            .collect();
        named.sort();
        named
    };
    let links =
        named(&mut Search::with_algorithm(problem.matrix.clone(), Weighed, Colours).solutions());
    let cells = named(
        &mut cells::Search::with_algorithm(Cells::new(&problem.matrix), Weighed, Colours)
            .solutions(),
    );
    assert_eq!(links, cells);
    links
}

#[test]
fn colours_in_knuths_syntax() {
    // Two solutions, as Knuth's dlx2 and ssxcc count them: the options that
    // agree on X and Y may be chosen together.
    let text = "A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC Y:0\nB X:1\nC Y:1\n";
    assert_eq!(
        solve_coloured(text),
        vec![vec!["A B X:0 Y:0", "C Y:0"], vec!["A C X:1 Y:1", "B X:1"]]
    );
    let problem = parse(text).unwrap();
    assert!(problem.matrix.has_colours());
    assert_eq!(problem.colour_names, ["0", "1"]);
    // Colours longer than Knuth's one character.
    let long = "p q | cell\np cell:red\nq cell:red\np q cell:blue\n";
    assert_eq!(
        solve_coloured(long),
        vec![vec!["p cell:red", "q cell:red"], vec!["p q cell:blue"]]
    );
    // Numbered as they first appear, as in Knuth's dlx2, not sorted.
    assert_eq!(parse(long).unwrap().colour_names, ["red", "blue"]);
    // A colour after an item without one, and one before it.
    let mixed = "p q | x y\np x:A y\nq x:A\nq y x:B\n";
    assert_eq!(solve_coloured(mixed), vec![vec!["p x:A y", "q x:A"]]);
    assert!(!parse("a | x\na x\n").unwrap().matrix.has_colours());
}

#[test]
fn multiplicities_in_knuths_syntax() {
    // dlx3's example: C is covered 2 or 3 times, the others once.
    let problem = parse("A B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\n").unwrap();
    let once = Multiplicity::ONCE;
    let c = Multiplicity { lower: 2, upper: 3 };
    assert_eq!(problem.multiplicities, [once, once, c]);
    assert_eq!(problem.matrix.primary_count(), 3);
    assert_eq!(problem.item_names, ["A", "B", "C", "X", "Y"]);
    // `v|p` is exactly v times; `0:v` allows none; bounds of 1 leave the
    // problem one of exact cover.
    let exactly = parse("a 2|b 0:4|c\na b c\n").unwrap();
    assert_eq!(
        exactly.multiplicities,
        [
            once,
            Multiplicity { lower: 2, upper: 2 },
            Multiplicity { lower: 0, upper: 4 }
        ]
    );
    assert!(parse("1|a 1:1|b\na b\n").unwrap().multiplicities.is_empty());
    // The separator may be glued to the first secondary item.
    assert_eq!(parse("2|a |x\na x\n").unwrap().item_names, ["a", "x"]);
}

#[test]
fn bad_colours_and_multiplicities_are_refused_by_line() {
    let refused = |text: &str| parse(text).unwrap_err().to_string();
    assert_eq!(
        refused("a | x\na x:\n"),
        "line 2: \"x:\": after ':' comes one colour, a name with no ':'"
    );
    assert_eq!(
        refused("a | x\na x:A:B\n"),
        "line 2: \"x:A:B\": after ':' comes one colour, a name with no ':'"
    );
    assert!(refused("a | x\na:A x\n").starts_with("line 2: \"a:A\": \"a\" is a primary item"));
    assert_eq!(
        refused("a | x\na y:A\n"),
        "line 2: \"y\" is not an item of the first line"
    );
    assert!(refused("a b:c\na\n").starts_with("line 1: \"b:c\": an item's name holds no ':'"));
    for (text, message) in [
        ("0|a\na\n", "line 1: \"0|a\": the upper bound is 0"),
        (
            "3:2|a\na\n",
            "line 1: \"3:2|a\": the lower bound 3 exceeds the upper bound 2",
        ),
        (
            "x|a\na\n",
            "line 1: \"x|a\": a multiplicity is u:v|item or v|item",
        ),
        (
            ":2|a\na\n",
            "line 1: \":2|a\": a multiplicity is u:v|item or v|item",
        ),
        (
            "-1|a\na\n",
            "line 1: \"-1|a\": a multiplicity is u:v|item or v|item",
        ),
        (
            "99999999999|a\na\n",
            "line 1: \"99999999999|a\": 99999999999 is too large",
        ),
        (
            "2|\na\n",
            "line 1: \"2|\": a multiplicity needs an item's name",
        ),
        ("2|a|b\na\n", "line 1: \"a|b\": an item's name holds no '|'"),
        (
            "a | 2|x\na\n",
            "line 1: \"2|x\": a secondary item takes no multiplicity",
        ),
    ] {
        assert!(
            refused(text).starts_with(message),
            "{text:?}: {}",
            refused(text)
        );
    }
}

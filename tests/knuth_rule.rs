//! Knuth's column rule replayed: under `Knuth` the engine makes exactly
//! the choices of the book's Algorithm X as `dlx1` runs it (X3: the
//! leftmost item of the fewest options), checked against an Algorithm X
//! written here with plain vectors and no links, item by item and option
//! by option in the order chosen, on the paper's matrix, TAOCP's (6) and
//! 6 queens.

use sudoku_dlx::classic::queens;
use sudoku_dlx::dlx::rule::Knuth;
use sudoku_dlx::dlx::{Event, Search};
use sudoku_dlx::problem::{parse, Problem};

/// The matrix of Knuth's paper "Dancing Links" (2000), Figure 1 and 2:
/// items A to G, rows CEF, ADG, BCF, AD, BG, DEG.
const PAPER: &str = "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

/// TAOCP 7.2.2.1's example (6): items a to g, six options.
const TAOCP_6: &str = "a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n";

/// What Algorithm X does at a level: branch on an item (X3), then try one
/// of its options (X5); a solution is the level that finds no item left.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Move {
    Choose { item: usize, length: usize },
    Try(usize),
    Solution,
}

/// Algorithm X, as the book states it, on plain vectors: the items still
/// to cover and the options still possible, the leftmost item of the
/// fewest options chosen at each level, its options tried top to bottom.
struct PlainX<'a> {
    options: &'a [Vec<usize>],
    primary: usize,
    moves: Vec<Move>,
}

impl PlainX<'_> {
    fn search(&mut self, open: &[usize], possible: &[usize]) {
        let primary_open: Vec<usize> = open.iter().copied().filter(|&i| i < self.primary).collect();
        if primary_open.is_empty() {
            self.moves.push(Move::Solution);
            return;
        }
        let length = |item: usize| {
            possible
                .iter()
                .filter(|&&o| self.options[o].contains(&item))
                .count()
        };
        // `min_by_key` keeps the first of equals: the leftmost.
        let item = *primary_open
            .iter()
            .min_by_key(|&&i| length(i))
            .expect("an item is open");
        self.moves.push(Move::Choose {
            item,
            length: length(item),
        });
        for &option in possible
            .iter()
            .filter(|&&o| self.options[o].contains(&item))
        {
            self.moves.push(Move::Try(option));
            let chosen = &self.options[option];
            let open: Vec<usize> = open
                .iter()
                .copied()
                .filter(|i| !chosen.contains(i))
                .collect();
            let possible: Vec<usize> = possible
                .iter()
                .copied()
                .filter(|&o| !self.options[o].iter().any(|i| chosen.contains(i)))
                .collect();
            self.search(&open, &possible);
        }
    }
}

/// The plain Algorithm X's moves on `problem`.
fn plain_moves(problem: &Problem) -> Vec<Move> {
    let matrix = &problem.matrix;
    let options: Vec<Vec<usize>> = (0..matrix.option_count())
        .map(|o| matrix.option_items(o).collect())
        .collect();
    let mut x = PlainX {
        options: &options,
        primary: matrix.primary_count(),
        moves: Vec::new(),
    };
    let items: Vec<usize> = (0..matrix.item_count()).collect();
    let possible: Vec<usize> = (0..options.len()).collect();
    x.search(&items, &possible);
    x.moves
}

/// The engine's moves on `problem` under Knuth's rule, from its events.
fn engine_moves(problem: &Problem) -> Vec<Move> {
    let mut search = Search::with_rule(problem.matrix.clone(), Knuth);
    let mut moves = Vec::new();
    loop {
        match search.step() {
            Event::Choose { item, length } => moves.push(Move::Choose { item, length }),
            Event::Select { option, .. } => moves.push(Move::Try(option)),
            Event::Solution => moves.push(Move::Solution),
            Event::Done => return moves,
            Event::Cover { .. }
            | Event::Uncover { .. }
            | Event::Purify { .. }
            | Event::Unpurify { .. }
            | Event::Deselect { .. } => {}
        }
    }
}

/// The two searches' moves, the first that differs named by its index.
fn assert_same_moves(text: &str, what: &str) {
    let problem = parse(text).expect("the problem parses");
    let plain = plain_moves(&problem);
    let engine = engine_moves(&problem);
    for (i, (p, e)) in plain.iter().zip(&engine).enumerate() {
        assert_eq!(
            e, p,
            "{what}: move {i} differs (engine, then plain Algorithm X)"
        );
    }
    assert_eq!(engine.len(), plain.len(), "{what}: as many moves");
}

fn names(problem: &Problem, moves: &[Move]) -> Vec<String> {
    moves
        .iter()
        .map(|m| match *m {
            Move::Choose { item, length } => format!("{}({length})", &problem.item_names[item]),
            Move::Try(option) => problem.option_names[option].to_string(),
            Move::Solution => "solution".to_string(),
        })
        .collect()
}

/// The paper's search worked by hand: A first (the leftmost of the items
/// of two rows; the paper's Figure 3 shows A covered), row ADG leaves B one
/// row, BCF, which leaves E none, so the search backs up to AD; then E (one
/// row, left of G) takes CEF and B takes BG: the one solution AD, CEF, BG.
#[test]
fn the_papers_matrix_follows_its_text() {
    let problem = parse(PAPER).expect("the paper's matrix parses");
    let moves = names(&problem, &engine_moves(&problem));
    assert_eq!(
        moves,
        [
            "A(2)", "A D G", "B(1)", "B C F", "E(0)", "A D", "E(1)", "C E F", "B(1)", "B G",
            "solution"
        ]
    );
}

#[test]
fn the_papers_matrix_replays_plain_algorithm_x() {
    assert_same_moves(PAPER, "the paper's matrix");
}

#[test]
fn taocp_example_6_replays_plain_algorithm_x() {
    assert_same_moves(TAOCP_6, "TAOCP's (6)");
}

#[test]
fn six_queens_replays_plain_algorithm_x() {
    assert_same_moves(&queens(6), "6 queens");
}

/// `dlx1`'s figures for 8 queens (1,223 nodes, 92 solutions), which the
/// engine's Knuth rule took other ways through when it took forced items
/// most recent first (1,216 nodes).
#[test]
fn eight_queens_takes_dlx1s_nodes() {
    let problem = parse(&queens(8)).expect("8 queens parses");
    let mut search = Search::with_rule(problem.matrix, Knuth);
    assert_eq!(search.count(0), 92);
    assert_eq!(search.stats().nodes, 1_223);
}

//! The search split into pieces (`dlx::split`) and each piece searched
//! alone from its path (`Search::descend`): the pieces' solutions, one
//! piece after another, are exactly the whole search's, in its order, on
//! random problems (with and without secondary items and colours), the
//! classic problems' known counts and Sudoku of every size.
// proptest is a native-only dev-dependency; wasm-pack builds every test target.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use sudoku_dlx::cells::{self, Cells, SetRule};
use sudoku_dlx::classic;
use sudoku_dlx::dlx::rule::{First, ItemRule, Knuth, Weighed};
use sudoku_dlx::dlx::split::{deal, split};
use sudoku_dlx::dlx::{Algorithm, Colours, Exact, Matrix, Path, Search};
use sudoku_dlx::problem::parse;

/// Every solution of `matrix`, in order, by one search, each solution's
/// options sorted (see `in_order`).
fn whole<R: ItemRule, A: Algorithm>(matrix: &Matrix, rule: R, algorithm: A) -> Vec<Vec<usize>> {
    let mut search = Search::with_algorithm(matrix.clone(), rule, algorithm);
    in_order(search.solutions())
}

/// The solutions in the order found, each one's options sorted: the
/// options a search is forced to take come in the order its hints of
/// forced items give, which depends on the branches searched before, so a
/// piece can take a solution's forced options in another order than the
/// whole search; which solutions come, and in which order, cannot differ.
fn in_order(solutions: impl Iterator<Item = Vec<usize>>) -> Vec<Vec<usize>> {
    solutions
        .map(|mut solution| {
            solution.sort_unstable();
            solution
        })
        .collect()
}

/// Every solution of `matrix`, split into `wanted` pieces, each piece
/// searched by a search of its own, the pieces in order.
fn pieced<R: ItemRule, A: Algorithm>(
    matrix: &Matrix,
    rule: R,
    algorithm: A,
    wanted: usize,
) -> Vec<Vec<usize>> {
    let mut splitter = Search::with_algorithm(matrix.clone(), rule, algorithm);
    let pieces = split(&mut splitter, wanted);
    assert_eq!(
        splitter.matrix(),
        matrix,
        "splitting leaves the matrix as built"
    );
    let mut solutions = Vec::new();
    for piece in &pieces {
        let mut search = Search::with_algorithm(matrix.clone(), rule, algorithm);
        search.descend(&piece.path).expect("a piece's path");
        assert_eq!(search.path(), piece.path);
        for solution in search.solutions() {
            assert!(
                solution.starts_with(&piece.path.0),
                "a solution below its piece"
            );
            solutions.push(solution);
        }
        search.reset();
        assert_eq!(search.matrix(), matrix, "a piece's search put back whole");
    }
    in_order(solutions.into_iter())
}

/// The same pieces searched by dancing cells: the whole search's
/// solutions, each sorted, as a sorted list (dancing cells' order within a
/// piece is its own).
fn pieced_by_cells<R: ItemRule + SetRule, A: Algorithm>(
    matrix: &Matrix,
    rule: R,
    algorithm: A,
    wanted: usize,
) -> Vec<Vec<usize>> {
    let mut splitter = Search::with_algorithm(matrix.clone(), rule, algorithm);
    let mut solutions = Vec::new();
    for piece in split(&mut splitter, wanted) {
        let mut search = cells::Search::with_algorithm(Cells::new(matrix), rule, algorithm);
        search.descend(&piece.path).expect("a piece's path");
        for solution in search.solutions() {
            assert!(
                solution.starts_with(&piece.path.0),
                "a solution below its piece"
            );
            solutions.push(solution);
        }
    }
    sorted(solutions)
}

fn sorted(mut solutions: Vec<Vec<usize>>) -> Vec<Vec<usize>> {
    for solution in &mut solutions {
        solution.sort_unstable();
    }
    solutions.sort();
    solutions
}

fn count_pieces(matrix: &Matrix, wanted: usize) -> (u64, usize) {
    let mut splitter = Search::new(matrix.clone());
    let pieces = split(&mut splitter, wanted);
    let count = pieces
        .iter()
        .map(|piece| {
            let mut search = Search::new(matrix.clone());
            search.descend(&piece.path).unwrap();
            search.count(0)
        })
        .sum();
    (count, pieces.len())
}

/// Up to 6 primary and 3 secondary items, up to 14 options of up to 4
/// items, secondary items coloured 0, 1 or 2 when `colours`.
fn problem(colours: bool) -> impl Strategy<Value = Matrix> {
    (1usize..7, 0usize..4).prop_flat_map(move |(primary, secondary)| {
        let items = primary + secondary;
        let option =
            prop::collection::btree_set(0..items, 1..=items.min(4)).prop_flat_map(move |set| {
                let items: Vec<usize> = set.into_iter().collect();
                let colours = prop::collection::vec(0u32..if colours { 3 } else { 1 }, items.len());
                (Just(items), colours)
            });
        prop::collection::vec(option, 0..15).prop_map(move |options| {
            let mut matrix = Matrix::new(primary, secondary);
            for (items, colours) in options {
                let colours: Vec<u32> = items
                    .iter()
                    .zip(colours)
                    .map(|(&item, colour)| if item < primary { 0 } else { colour })
                    .collect();
                // An option with no primary item is refused; skip it.
                let _ = matrix.add_coloured_option(&items, &colours);
            }
            matrix
        })
    })
}

proptest! {
    #[test]
    fn pieces_give_the_whole_search_in_order(matrix in problem(false), wanted in 1usize..12) {
        for rule in [0, 1, 2] {
            let (one, many) = match rule {
                0 => (whole(&matrix, Weighed, Exact), pieced(&matrix, Weighed, Exact, wanted)),
                1 => (whole(&matrix, Knuth, Exact), pieced(&matrix, Knuth, Exact, wanted)),
                _ => (whole(&matrix, First, Exact), pieced(&matrix, First, Exact, wanted)),
            };
            prop_assert_eq!(&one, &many, "rule {}", rule);
            let by_cells = match rule {
                0 => pieced_by_cells(&matrix, Weighed, Exact, wanted),
                1 => pieced_by_cells(&matrix, Knuth, Exact, wanted),
                _ => pieced_by_cells(&matrix, First, Exact, wanted),
            };
            prop_assert_eq!(sorted(one), by_cells, "cells, rule {}", rule);
        }
    }

    #[test]
    fn pieces_with_colours_give_the_whole_search_in_order(
        matrix in problem(true),
        wanted in 1usize..12,
    ) {
        prop_assert_eq!(
            whole(&matrix, Weighed, Colours),
            pieced(&matrix, Weighed, Colours, wanted)
        );
        let one = whole(&matrix, Knuth, Colours);
        prop_assert_eq!(&one, &pieced(&matrix, Knuth, Colours, wanted));
        prop_assert_eq!(sorted(one), pieced_by_cells(&matrix, Knuth, Colours, wanted));
    }

    #[test]
    fn a_deal_gives_every_piece_to_one_hand(
        sizes in prop::collection::vec(0.0f64..1e6, 0..50),
        hands in 1usize..9,
    ) {
        let hand_of = deal(&sizes, hands);
        prop_assert_eq!(hand_of.len(), sizes.len());
        prop_assert!(hand_of.iter().all(|&hand| hand < hands));
        // The largest hand holds at most the fair share plus one piece.
        let mut held = vec![0.0; hands];
        for (piece, &hand) in hand_of.iter().enumerate() {
            held[hand] += sizes[piece];
        }
        let total: f64 = sizes.iter().sum();
        let largest_piece = sizes.iter().copied().fold(0.0, f64::max);
        let largest_hand = held.iter().copied().fold(0.0, f64::max);
        prop_assert!(largest_hand <= total / hands as f64 + largest_piece + 1e-6);
    }
}

#[test]
fn pentominoes_in_pieces_count_the_known_tilings() {
    // 2 and 368 tilings, each four ways (Golomb, Polyominoes); 6×10,
    // 2,339 four ways, is counted in pieces by `cli_shards.rs`.
    for (rows, known, wanted) in [(3, 8, 1), (3, 8, 7), (3, 8, 64), (4, 1_472, 16)] {
        let matrix = parse(&classic::pentominoes(rows, 60 / rows))
            .unwrap()
            .matrix;
        {
            let (count, pieces) = count_pieces(&matrix, wanted);
            assert_eq!(count, known, "{rows} rows, {pieces} pieces");
            assert!(
                pieces >= wanted.min(2),
                "{pieces} pieces for {wanted} wanted"
            );
        }
    }
}

#[test]
fn queens_in_pieces_count_the_known_placements() {
    // OEIS A000170.
    for (n, known) in [(1, 1), (4, 2), (6, 4), (8, 92), (10, 724)] {
        let matrix = parse(&classic::queens(n)).unwrap().matrix;
        for wanted in [2, 10, 100] {
            assert_eq!(
                count_pieces(&matrix, wanted).0,
                known,
                "queens {n}, {wanted}"
            );
        }
    }
}

#[test]
fn sudoku_of_every_size_in_pieces_gives_the_whole_search() {
    use sudoku_dlx::sudoku::{Encoding, Grid};
    let grids = [
        "1...\n..1.\n.1..\n...1",
        // Few givens: hundreds of solutions, in order.
        "..3.......1..5..9.....8....4.1......3.......8.....7..........6....2..9..7........",
        "",
    ];
    for text in grids {
        let grid: Grid = if text.is_empty() {
            // A 16×16 with its first row given: many solutions; the first
            // few hundred of them, in order.
            let mut cells = vec![b'.'; 256];
            for (i, cell) in cells.iter_mut().take(16).enumerate() {
                *cell = b"123456789ABCDEFG"[i];
            }
            String::from_utf8(cells).unwrap().parse().unwrap()
        } else {
            text.parse().unwrap()
        };
        let mut matrix = Matrix::default();
        Encoding::default().encode(&grid, &mut matrix);
        let matrix = &matrix;
        let limit = 300;
        let one = in_order(Search::new(matrix.clone()).solutions().take(limit));
        let mut many = Vec::new();
        let mut splitter = Search::new(matrix.clone());
        for piece in split(&mut splitter, 16) {
            let mut search = Search::new(matrix.clone());
            search.descend(&piece.path).unwrap();
            many.extend(search.solutions().take(limit - many.len()));
            if many.len() == limit {
                break;
            }
        }
        assert_eq!(one, in_order(many.into_iter()), "{text:?}");
        assert!(!one.is_empty());
    }
}

#[test]
fn a_path_the_search_would_not_take_is_refused() {
    let matrix = parse(&classic::queens(6)).unwrap().matrix;
    let mut search = Search::new(matrix.clone());
    let mut splitter = Search::new(matrix.clone());
    let pieces = split(&mut splitter, 4);
    let first = pieces[0].path.0[0];
    // Two options of the same item at once.
    let sibling = pieces.last().unwrap().path.0[0];
    let error = search.descend(&Path(vec![first, sibling])).unwrap_err();
    assert!(
        error.to_string().contains("not a branch at depth 1"),
        "{error}"
    );
    assert_eq!(
        search.matrix(),
        &matrix,
        "refused, the search is at the root"
    );
    assert_eq!(search.count(0), 4, "and counts the whole tree");
    let error = search
        .descend(&Path(vec![matrix.option_count()]))
        .unwrap_err();
    assert!(
        error.to_string().contains("not a branch at depth 0"),
        "{error}"
    );
}

#[test]
fn a_path_is_written_and_read_back() {
    for path in [Path(vec![]), Path(vec![0]), Path(vec![12, 40, 3])] {
        assert_eq!(path.to_string().parse::<Path>(), Ok(path));
    }
    assert_eq!(Path(vec![12, 40, 3]).to_string(), "/12/40/3");
    assert_eq!(Path(vec![]).to_string(), "/");
    for bad in ["", "12", "/12/", "/x", "//"] {
        assert!(bad.parse::<Path>().is_err(), "{bad:?}");
    }
}

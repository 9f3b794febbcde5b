//! What the engine tells whoever explains a search: the tie a real branch
//! broke (`Matrix::tie`) and the option a level tries next
//! (`Search::next_option`), each checked against the matrix as it stands and
//! against the events that follow.

use sudoku_dlx::dlx::{Event, Matrix, Search};
use sudoku_dlx::sudoku::{Encoding, Grid};

const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

fn sudoku(text: &str) -> Matrix {
    let grid: Grid = text.parse().unwrap();
    let mut matrix = Matrix::default();
    Encoding::default().encode(&grid, &mut matrix);
    matrix
}

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

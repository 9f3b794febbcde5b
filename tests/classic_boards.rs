//! The boards the visualizer draws the classic problems on agree with their
//! text, option by option: each option's squares are the cells, the queen's
//! square or the slots its items name, read back from the dlx text.

use sudoku_dlx::classic::{
    langford, langford_board, pentominoes, pentominoes_board, queens, queens_board, Board,
};

/// The options of a dlx text: its lines after the items, comments left out.
fn options(text: &str) -> Vec<Vec<String>> {
    let mut lines = text.lines().filter(|line| !line.starts_with('|'));
    lines.next().expect("a line of items");
    lines
        .map(|line| line.split_whitespace().map(String::from).collect())
        .collect()
}

/// A board's size and its options as (label, squares).
fn read(board: &Board) -> (usize, usize, Vec<(u32, Vec<usize>)>) {
    let flat = &board.0;
    let (rows, cols) = (flat[0] as usize, flat[1] as usize);
    let mut placed = Vec::new();
    let mut at = 2;
    while at < flat.len() {
        let count = flat[at + 1] as usize;
        let squares = flat[at + 2..at + 2 + count]
            .iter()
            .map(|&s| s as usize)
            .collect();
        placed.push((flat[at], squares));
        at += 2 + count;
    }
    (rows, cols, placed)
}

fn number(item: &str) -> usize {
    item[1..].parse().expect("a numbered item")
}

#[test]
fn a_queen_stands_on_its_options_row_and_column() {
    for n in [1, 4, 8] {
        let (rows, cols, placed) = read(&queens_board(n));
        assert_eq!((rows, cols), (n, n));
        let text = options(&queens(n));
        assert_eq!(placed.len(), text.len());
        for ((label, squares), option) in placed.iter().zip(&text) {
            let (r, c) = (number(&option[0]) - 1, number(&option[1]) - 1);
            assert_eq!(
                (*label, squares.as_slice()),
                (0, [r * n + c].as_slice()),
                "{option:?}"
            );
        }
    }
}

#[test]
fn a_langford_option_fills_the_two_slots_it_names() {
    for n in [3, 4, 7] {
        let (rows, cols, placed) = read(&langford_board(n));
        assert_eq!((rows, cols), (1, 2 * n));
        let text = options(&langford(n));
        assert_eq!(placed.len(), text.len());
        for ((label, squares), option) in placed.iter().zip(&text) {
            let k = number(&option[0]);
            let slots = [number(&option[1]) - 1, number(&option[2]) - 1];
            assert_eq!(*label as usize, k);
            assert_eq!(squares.as_slice(), slots.as_slice(), "{option:?}");
            assert_eq!(slots[1] - slots[0], k + 1, "the two {k}s stand {k} apart");
        }
    }
}

#[test]
fn a_pentomino_covers_the_cells_its_option_names() {
    let names = "OPQRSTUVWXYZ";
    for (rows, cols) in [(6, 10), (3, 20)] {
        let (r, c, placed) = read(&pentominoes_board(rows, cols));
        assert_eq!((r, c), (rows, cols));
        let text = options(&pentominoes(rows, cols));
        assert_eq!(placed.len(), text.len());
        for ((label, squares), option) in placed.iter().zip(&text) {
            assert_eq!(&names[*label as usize..=*label as usize], option[0]);
            let cells: Vec<usize> = option[1..]
                .iter()
                .map(|cell| {
                    let digit = |k: usize| cell[k..=k].chars().next().and_then(|d| d.to_digit(36));
                    digit(0).expect("a row") as usize * cols + digit(1).expect("a column") as usize
                })
                .collect();
            assert_eq!(squares, &cells, "{option:?}");
        }
    }
}

//! Classic exact-cover problems written in Knuth's dlx format, the text
//! that [`crate::problem::parse`], `sudoku-dlx cover` and Knuth's `dlx1` and
//! `ssxc1` read: the benchmarks and known counts of TAOCP 7.2.2.1.
//!
//! No symmetry is broken, so each count includes every rotation and
//! reflection, as Knuth's counts do.

use std::fmt::Write;

/// The twelve pentominoes in Conway's names, each as five cells drawn in
/// rows (`#` a cell).
const PENTOMINOES: [(char, [&str; 3]); 12] = [
    ('O', ["#####", "", ""]),
    ('P', ["##", "##", "#"]),
    ('Q', ["####", "#", ""]),
    ('R', [".##", "##", ".#"]),
    ('S', ["..##", "###", ""]),
    ('T', ["###", ".#", ".#"]),
    ('U', ["#.#", "###", ""]),
    ('V', ["#", "#", "###"]),
    ('W', ["#", "##", ".##"]),
    ('X', [".#", "###", ".#"]),
    ('Y', ["..#.", "####", ""]),
    ('Z', ["##", ".#", ".##"]),
];

/// Every placement of the twelve pentominoes in a `rows`×`cols` box: items
/// the pieces and the cells (`RrCc`, in base 36), one option a placement.
pub fn pentominoes(rows: usize, cols: usize) -> String {
    let mut text = String::from("| pentominoes in a box, every placement\n");
    let cell = |text: &mut String, r: usize, c: usize| {
        text.extend([' ', digit(r), digit(c)]);
    };
    let names: String = PENTOMINOES.iter().map(|&(name, _)| name).collect();
    text.extend(names.chars().flat_map(|name| [name, ' ']));
    text.pop();
    for r in 0..rows {
        for c in 0..cols {
            cell(&mut text, r, c);
        }
    }
    text.push('\n');
    for_each_placement(rows, cols, &mut |piece, cells| {
        text.push(PENTOMINOES[piece].0);
        for (r, c) in cells {
            cell(&mut text, r, c);
        }
        text.push('\n');
    });
    text
}

/// Calls `place(piece, cells)` for every placement of a pentomino in a
/// `rows`×`cols` box, in the order of [`pentominoes`]' options: the piece
/// (its index in Conway's names) and its five cells, row and column. A
/// `dyn` callback: one copy of the loops serves the text and the board.
fn for_each_placement(rows: usize, cols: usize, place: &mut dyn FnMut(usize, [(usize, usize); 5])) {
    for (piece, &(_, drawing)) in PENTOMINOES.iter().enumerate() {
        for shape in orientations(drawing) {
            let bits = || (0..25).filter(move |bit| shape >> bit & 1 == 1);
            let height = bits().map(|bit| bit / 5).max().expect("five cells") + 1;
            let width = bits().map(|bit| bit % 5).max().expect("five cells") + 1;
            if height > rows || width > cols {
                continue;
            }
            for r in 0..=rows - height {
                for c in 0..=cols - width {
                    let mut cells = [(0, 0); 5];
                    for (cell, bit) in cells.iter_mut().zip(bits()) {
                        *cell = (r + bit / 5, c + bit % 5);
                    }
                    place(piece, cells);
                }
            }
        }
    }
}

/// Where a classic problem's options put things on its board, for drawing
/// it: a `rows`×`cols` board and, option by option, a label and the squares
/// (`row * cols + col`) it fills. Flat, as the visualizer's binding passes
/// it: `rows, cols`, then for each option `label, count, squares...`.
/// Queens: an n×n board, each option one square, label 0. Langford pairs:
/// one row of 2n slots, each option the two slots of value k, label k.
/// Pentominoes: the box, each option five cells, label the piece (0 to 11,
/// in Conway's names OPQRSTUVWXYZ).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Board(pub Vec<u32>);

impl Board {
    fn new(rows: usize, cols: usize) -> Self {
        Board(vec![rows as u32, cols as u32])
    }

    fn place(&mut self, label: usize, squares: &[usize]) {
        self.0.push(label as u32);
        self.0.push(squares.len() as u32);
        self.0.extend(squares.iter().map(|&square| square as u32));
    }
}

/// The board of [`queens`]`(n)`.
pub fn queens_board(n: usize) -> Board {
    let mut board = Board::new(n, n);
    for square in 0..n * n {
        board.place(0, &[square]);
    }
    board
}

/// The board of [`langford`]`(n)`.
pub fn langford_board(n: usize) -> Board {
    let mut board = Board::new(1, 2 * n);
    for k in 1..=n {
        for first in 0..(2 * n).saturating_sub(k + 1) {
            board.place(k, &[first, first + k + 1]);
        }
    }
    board
}

/// The board of [`pentominoes`]`(rows, cols)`.
pub fn pentominoes_board(rows: usize, cols: usize) -> Board {
    let mut board = Board::new(rows, cols);
    for_each_placement(rows, cols, &mut |piece, cells| {
        board.place(piece, &cells.map(|(r, c)| r * cols + c));
    });
    board
}

fn digit(n: usize) -> char {
    char::from_digit(n as u32, 36).expect("a box under 36 wide")
}

/// The distinct shapes of a piece under rotation and reflection, each
/// moved to the top left corner, in the order the turns first reach them.
/// A shape is a 5×5 grid of bits, bit `5r + c` for the cell at row `r`,
/// column `c`: two shapes compare as numbers, and its bits from the lowest
/// are its cells in row order, so nothing is sorted (sorting's code would
/// have been most of this module in the visualizer's wasm).
fn orientations(drawing: [&str; 3]) -> Vec<usize> {
    let mut cells = [(0, 0); 5];
    let drawn = drawing.iter().enumerate().flat_map(|(r, row)| {
        row.bytes()
            .enumerate()
            .filter(|&(_, mark)| mark == b'#')
            .map(move |(c, _)| (r as i32, c as i32))
    });
    for (cell, at) in cells.iter_mut().zip(drawn) {
        *cell = at;
    }
    let mut shapes = Vec::new();
    for turn in 0..8 {
        let moved = cells.map(|(r, c)| {
            let (r, c) = if turn & 4 == 0 { (r, c) } else { (r, -c) };
            match turn & 3 {
                0 => (r, c),
                1 => (c, -r),
                2 => (-r, -c),
                _ => (-c, r),
            }
        });
        let top = moved.iter().map(|&(r, _)| r).min().expect("five cells");
        let left = moved.iter().map(|&(_, c)| c).min().expect("five cells");
        let shape = moved
            .iter()
            .fold(0, |bits, &(r, c)| bits | 1 << (5 * (r - top) + c - left));
        if !shapes.contains(&shape) {
            shapes.push(shape);
        }
    }
    shapes
}

/// `n` queens: rows and columns primary, the diagonals secondary (a
/// diagonal holds at most one queen, and most hold none). Items count from
/// 1: rows `r1`.., columns `c1`.., the diagonals `a1`.. (up, the row plus
/// the column) and `b1`.. (down); the rows and columns alternate, `r1 c1
/// r2 c2 ...`, which is the order the column rules break ties in.
pub fn queens(n: usize) -> String {
    let mut text = String::new();
    write(
        &mut text,
        format_args!("| {n} queens, the diagonals secondary\n"),
    );
    for r in 1..=n {
        write(&mut text, format_args!("r{r} c{r} "));
    }
    text.push('|');
    let diagonals = 2 * n.max(1) - 1;
    for direction in ['a', 'b'] {
        for d in 1..=diagonals {
            write(&mut text, format_args!(" {direction}{d}"));
        }
    }
    text.push('\n');
    for r in 1..=n {
        for c in 1..=n {
            write(
                &mut text,
                format_args!("r{r} c{c} a{} b{}\n", r + c - 1, n + r - c),
            );
        }
    }
    text
}

/// Langford pairs of order `n`: place two copies of each value `k` in
/// `1..=n` in `2n` slots, `k` slots apart. Items the values `d1`.. and the
/// slots `s1`..; an option puts a value's two copies in two slots.
pub fn langford(n: usize) -> String {
    let mut text = String::new();
    write(&mut text, format_args!("| Langford pairs of order {n}\n"));
    for k in 1..=n {
        write(&mut text, format_args!("d{k} "));
    }
    for slot in 1..=2 * n {
        write(&mut text, format_args!("s{slot} "));
    }
    text.pop();
    text.push('\n');
    for k in 1..=n {
        for first in 1..=(2 * n).saturating_sub(k + 1) {
            write(
                &mut text,
                format_args!("d{k} s{first} s{}\n", first + k + 1),
            );
        }
    }
    text
}

/// Appends to a text: a `String` takes every write.
fn write(text: &mut String, args: std::fmt::Arguments<'_>) {
    text.write_fmt(args).expect("a String takes writes");
}

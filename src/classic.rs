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
    let cell = |r: usize, c: usize| format!("{}{}", digit(r), digit(c));
    let mut text = String::from("| pentominoes in a box, every placement\n");
    let names: Vec<String> = PENTOMINOES
        .iter()
        .map(|(name, _)| name.to_string())
        .collect();
    let cells: Vec<String> = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .map(|(r, c)| cell(r, c))
        .collect();
    writeln!(text, "{} {}", names.join(" "), cells.join(" ")).expect("a String takes writes");
    for (name, drawing) in PENTOMINOES {
        for shape in orientations(drawing) {
            let height = shape.iter().map(|&(r, _)| r).max().expect("five cells") + 1;
            let width = shape.iter().map(|&(_, c)| c).max().expect("five cells") + 1;
            if height > rows || width > cols {
                continue;
            }
            for r in 0..=rows - height {
                for c in 0..=cols - width {
                    let placed: Vec<String> =
                        shape.iter().map(|&(dr, dc)| cell(r + dr, c + dc)).collect();
                    writeln!(text, "{name} {}", placed.join(" ")).expect("a String takes writes");
                }
            }
        }
    }
    text
}

fn digit(n: usize) -> char {
    char::from_digit(n as u32, 36).expect("a box under 36 wide")
}

/// The distinct shapes of a piece under rotation and reflection, each
/// moved to the top left corner and sorted.
fn orientations(drawing: [&str; 3]) -> Vec<Vec<(usize, usize)>> {
    let cells: Vec<(i32, i32)> = drawing
        .iter()
        .enumerate()
        .flat_map(|(r, row)| {
            row.chars()
                .enumerate()
                .filter(|&(_, c)| c == '#')
                .map(move |(c, _)| (r as i32, c as i32))
        })
        .collect();
    let mut shapes: Vec<Vec<(usize, usize)>> = Vec::new();
    for turn in 0..8 {
        let moved: Vec<(i32, i32)> = cells
            .iter()
            .map(|&(r, c)| {
                let (r, c) = if turn & 4 == 0 { (r, c) } else { (r, -c) };
                match turn & 3 {
                    0 => (r, c),
                    1 => (c, -r),
                    2 => (-r, -c),
                    _ => (-c, r),
                }
            })
            .collect();
        let top = moved.iter().map(|&(r, _)| r).min().expect("five cells");
        let left = moved.iter().map(|&(_, c)| c).min().expect("five cells");
        let mut shape: Vec<(usize, usize)> = moved
            .iter()
            .map(|&(r, c)| ((r - top) as usize, (c - left) as usize))
            .collect();
        shape.sort_unstable();
        if !shapes.contains(&shape) {
            shapes.push(shape);
        }
    }
    shapes
}

/// `n` queens: rows and columns primary, the diagonals secondary (a
/// diagonal holds at most one queen, and most hold none).
pub fn queens(n: usize) -> String {
    let mut text = format!("| {n} queens, the diagonals secondary\n");
    let rows = (0..n).map(|r| format!("r{r}"));
    let cols = (0..n).map(|c| format!("c{c}"));
    let diagonals = 2 * n.max(1) - 1;
    let sums = (0..diagonals).map(|d| format!("a{d}"));
    let differences = (0..diagonals).map(|d| format!("b{d}"));
    let primary: Vec<String> = rows.zip(cols).flat_map(|(r, c)| [r, c]).collect();
    let secondary: Vec<String> = sums.chain(differences).collect();
    writeln!(text, "{} | {}", primary.join(" "), secondary.join(" "))
        .expect("a String takes writes");
    for r in 0..n {
        for c in 0..n {
            writeln!(text, "r{r} c{c} a{} b{}", r + c, n - 1 + r - c)
                .expect("a String takes writes");
        }
    }
    text
}

/// Langford pairs of order `n`: place two copies of each value `k` in
/// `1..=n` in `2n` slots, `k` slots apart. Items the values and the slots.
pub fn langford(n: usize) -> String {
    let mut text = format!("| Langford pairs of order {n}\n");
    let values: Vec<String> = (1..=n).map(|k| k.to_string()).collect();
    let slots: Vec<String> = (0..2 * n).map(|s| format!("s{s}")).collect();
    writeln!(text, "{} {}", values.join(" "), slots.join(" ")).expect("a String takes writes");
    for k in 1..=n {
        for first in 0..(2 * n).saturating_sub(k + 1) {
            writeln!(text, "{k} s{first} s{}", first + k + 1).expect("a String takes writes");
        }
    }
    text
}

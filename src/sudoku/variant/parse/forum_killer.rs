//! Killers in the enjoysudoku forum's 81-character form ("snarfable killer
//! cages", as sigh's Interactive Sudoku Solver reads them): each cell an
//! arrow to the next cell of its cage, or, at the cage's head, its sum.

use super::VariantError;
use crate::sudoku::variant::{cell_name, Cage, Variant};
use crate::sudoku::Shape;

/// The arrows of the forum's killer form: each points to the next cell of
/// its cage, `` ` `` up-left, `'` up-right, `,` down-left, `.` down-right.
const ARROWS: &[u8] = b"<>^v`',.";

/// Whether `text` is a killer in the enjoysudoku forum's form ("snarfable
/// killer cages", as ISS reads it): 81 characters, arrows and sums, at
/// least one arrow that is not `.`.
pub(super) fn is_killer(text: &str) -> bool {
    // One pass and no allocation: `solve` asks this of every grid line.
    let (mut cells, mut arrow) = (0, false);
    for b in text.bytes().filter(|b| !b.is_ascii_whitespace()) {
        cells += 1;
        if ARROWS.contains(&b) {
            arrow |= b != b'.';
        } else if !(b.is_ascii_digit() || b.is_ascii_uppercase() || (b'a'..=b'j').contains(&b)) {
            return false;
        }
    }
    cells == 81 && arrow
}

/// A 9×9 killer in the forum's form: each cell an arrow to the next cell
/// of its cage, or, at the cage's head, its sum (`0`-`9`, then `A` for 10
/// to `Z` for 35 and `a` for 36 to `j` for 45; `0` for no sum).
pub(super) fn parse_killer(text: &str) -> Result<Variant, VariantError> {
    let shape = Shape::for_cells(81).expect("9×9 is supported");
    let cells: Vec<(usize, u8)> = text
        .bytes()
        .enumerate()
        .filter(|(_, b)| !b.is_ascii_whitespace())
        .collect();
    let step = |cell: usize| killer_step(cell, cells[cell].1);
    let wrong = |cell: usize, why: &str| VariantError {
        column: Some(cells[cell].0 + 1),
        message: format!("killer: the arrow at {} {why}", cell_name(cell, 9)),
    };
    let mut variant = Variant::classic(shape);
    let mut cage_of_head: Vec<Option<usize>> = vec![None; 81];
    for start in 0..81 {
        let mut head = start;
        for _ in 0..=81 {
            let next = step(head).ok_or_else(|| wrong(head, "points off the grid"))?;
            if next == head {
                break;
            }
            head = next;
        }
        if step(head) != Some(head) {
            return Err(wrong(start, "leads round a loop, to no sum"));
        }
        let index = *cage_of_head[head].get_or_insert_with(|| {
            let sum = match cells[head].1 {
                b @ b'0'..=b'9' => u32::from(b - b'0'),
                b @ b'A'..=b'Z' => u32::from(b - b'A') + 10,
                b => u32::from(b - b'a') + 36,
            };
            variant.cages.push(Cage {
                cells: Vec::new(),
                sum: (sum > 0).then_some(sum),
            });
            variant.cages.len() - 1
        });
        variant.cages[index].cells.push(start);
    }
    if let Some(cage) = variant.cages.iter().find(|cage| cage.cells.len() > 9) {
        return Err(VariantError::rule(format!(
            "killer: the cage at {} has {} cells; a cage has at most 9",
            cell_name(cage.cells[0], 9),
            cage.cells.len()
        )));
    }
    Ok(variant)
}

/// The cell that the arrow `arrow` in `cell` points to: itself for a sum,
/// `None` off the grid.
fn killer_step(cell: usize, arrow: u8) -> Option<usize> {
    let (row, col) = ((cell / 9) as isize, (cell % 9) as isize);
    let (down, across) = match arrow {
        b'<' => (0, -1),
        b'>' => (0, 1),
        b'^' => (-1, 0),
        b'v' => (1, 0),
        b'`' => (-1, -1),
        b'\'' => (-1, 1),
        b',' => (1, -1),
        b'.' => (1, 1),
        _ => return Some(cell),
    };
    let (r, c) = (row + down, col + across);
    ((0..9).contains(&r) && (0..9).contains(&c)).then(|| (r * 9 + c) as usize)
}

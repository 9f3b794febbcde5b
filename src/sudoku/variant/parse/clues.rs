//! The constraints that add up a line of cells to a clue: arrows, pill arrows
//! (`.PillArrow~2~R1C1~R1C2~R2C3…`, the pill first), little killers
//! (`.LittleKiller~22~R1C2`, the diagonal from that edge cell) and
//! sandwiches (`.Sandwich~8~R1`, or `~C3`), as ISS writes them.

use super::{read_arrow, read_cell, read_distinct_cells, Constraint, VariantError};
use crate::sudoku::variant::{cell_name, Relation};
use crate::sudoku::Shape;

/// An `Arrow`, `PillArrow`, `LittleKiller` or `Sandwich` constraint.
pub(super) fn read(constraint: &Constraint, shape: Shape) -> Result<Relation, VariantError> {
    match constraint.kind.as_str() {
        "Arrow" => Ok(Relation::Arrow {
            cells: read_arrow(constraint, shape)?,
            pill: 1,
        }),
        "PillArrow" => read_pill_arrow(constraint, shape),
        "LittleKiller" => read_little_killer(constraint, shape),
        _ => read_sandwich(constraint, shape),
    }
}

/// `PillArrow~<2 or 3>~<pill>~<arrow>`: the pill's cells first, read in
/// reading order as one number (each one right, down, or down and right of
/// the one before, as ISS asks), then at least one cell of the arrow.
fn read_pill_arrow(constraint: &Constraint, shape: Shape) -> Result<Relation, VariantError> {
    let side = shape.side();
    let (pill, ids) = match constraint.args.split_first() {
        Some((size, ids)) if size == "2" || size == "3" => {
            (usize::from(size.as_bytes()[0] - b'0'), ids)
        }
        Some((size, _)) => {
            return Err(constraint.error(format_args!(
                "the pill has 2 or 3 cells, found {size:?} (PillArrow~2~R1C1~R1C2~R2C3…)"
            )))
        }
        None => return Err(constraint.error("takes the pill's size (2 or 3), then its cells")),
    };
    let reading = Constraint {
        column: constraint.column,
        kind: constraint.kind.clone(),
        args: ids.to_vec(),
    };
    let mut cells = read_distinct_cells(&reading, side)?;
    if cells.len() <= pill {
        return Err(constraint.error(format_args!(
            "a pill arrow has its {pill} pill cells and at least one more, found {} cells",
            cells.len()
        )));
    }
    cells[..pill].sort_unstable();
    let next = |a: usize, b: usize| {
        let (down, across) = (
            b / side - a / side,
            (b % side) as isize - (a % side) as isize,
        );
        matches!((down, across), (0, 1) | (1, 0) | (1, 1))
    };
    if let Some(pair) = cells[..pill].windows(2).find(|p| !next(p[0], p[1])) {
        return Err(constraint.error(format_args!(
            "the pill's cells must touch in reading order (each right, below, or below and \
             right of the one before): {} then {}",
            cell_name(pair[0], side),
            cell_name(pair[1], side)
        )));
    }
    Ok(Relation::Arrow { cells, pill })
}

/// `LittleKiller~<sum>~<cell>`: the sum along the diagonal that starts at
/// `cell`, on the grid's edge, as ISS numbers them: from the left column
/// down and right (but the bottom corner), from the right column up and
/// left (but the corners), from the top row down and left (but the left
/// corner), from the bottom row up and right (but the corners). Each
/// diagonal of two cells or more has one start.
fn read_little_killer(constraint: &Constraint, shape: Shape) -> Result<Relation, VariantError> {
    let side = shape.side();
    let (total, id) = read_sum_and_place(constraint, "the cell its diagonal starts from")?;
    let start = read_cell(constraint, id, side)?;
    let (row, col, last) = (start / side, start % side, side - 1);
    let (down, across): (isize, isize) = if col == 0 && row < last {
        (1, 1)
    } else if col == last && (1..last).contains(&row) {
        (-1, -1)
    } else if row == 0 && col >= 1 {
        (1, -1)
    } else if row == last && (1..last).contains(&col) {
        (-1, 1)
    } else {
        return Err(constraint.error(format_args!(
            "{id} starts no little killer's diagonal: a clue names the edge cell its diagonal \
             starts from (R1C1 down and right, R1C{} down and left, …)",
            &cell_name(last, side)[3..]
        )));
    };
    let (mut r, mut c) = (row as isize, col as isize);
    let mut cells = Vec::with_capacity(side);
    while (0..side as isize).contains(&r) && (0..side as isize).contains(&c) {
        cells.push(r as usize * side + c as usize);
        (r, c) = (r + down, c + across);
    }
    let most = cells.len() * side;
    if total as usize > most {
        return Err(constraint.error(format_args!(
            "the diagonal from {id} has {} cells, which add up to at most {most}, not {total}",
            cells.len()
        )));
    }
    Ok(Relation::LittleKiller { cells, total })
}

/// `Sandwich~<sum>~<R1 or C3>`: the sum between the 1 and the largest
/// symbol of that row or column.
fn read_sandwich(constraint: &Constraint, shape: Shape) -> Result<Relation, VariantError> {
    let side = shape.side();
    let (total, id) = read_sum_and_place(constraint, "a row or column (Sandwich~8~R1, ~C3)")?;
    let line = match id.as_bytes() {
        [kind @ (b'R' | b'r' | b'C' | b'c'), at] => (*at as char)
            .to_digit(17)
            .filter(|&k| (1..=side as u32).contains(&k))
            .map(|k| (kind.to_ascii_uppercase(), k as usize - 1)),
        _ => None,
    };
    let cells = match line {
        Some((b'R', row)) => (row * side..(row + 1) * side).collect(),
        Some((_, col)) => (0..side).map(|row| row * side + col).collect(),
        None => {
            return Err(constraint.error(format_args!(
                "{id:?} is not a row or column of the grid (R1 to R{0}, C1 to C{0}, as the \
                 cells name them)",
                &cell_name(side * side - 1, side)[1..2]
            )))
        }
    };
    // At most every symbol but the 1 and the largest between them.
    let most = side * (side + 1) / 2 - 1 - side;
    if total as usize > most {
        return Err(constraint.error(format_args!(
            "a sandwich in a {side}×{side} grid adds up to at most {most}, found {total}"
        )));
    }
    Ok(Relation::Sandwich { cells, total })
}

/// A clue's two arguments: its sum, a whole number (0 or more), and the
/// place it is the sum of, which the error, when there are not two, names
/// as `place`.
fn read_sum_and_place<'a>(
    constraint: &'a Constraint,
    place: &str,
) -> Result<(u32, &'a str), VariantError> {
    let [sum, id] = constraint.args.as_slice() else {
        return Err(constraint.error(format_args!("takes a sum and {place}")));
    };
    let total = sum
        .parse()
        .map_err(|_| constraint.error(format_args!("the sum {sum:?} is not a whole number")))?;
    Ok((total, id))
}

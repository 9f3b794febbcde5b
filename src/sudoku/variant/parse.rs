//! Sigh's Interactive Sudoku Solver's constraint strings, for the types
//! this model encodes: `.Shape~9x9`, givens `.~R1C1_5~R2C7_3`, `.NoBoxes`,
//! `.Jigsaw~<a region character a cell>`, `.Diagonal~1` (╱) and
//! `.Diagonal~-1` (╲), `.Windoku`, `.DisjointSets`, `.AntiKnight`,
//! `.AntiKing`, `.AntiConsecutive`, `.Cage~<sum>~R1C1~R1C2…` (an empty
//! sum for a cage with none), `.Thermo~R1C1~R1C2…` (from the bulb),
//! `.Arrow~R1C1~R1C2…` (the circle first), `.PillArrow~2~R1C1~R1C2~R2C3…`
//! (a pill of 2 or 3 cells first), `.LittleKiller~22~R1C2` (the sum along
//! the diagonal from that edge cell), `.Sandwich~8~R1` (or `~C3`), and the
//! dots between neighbours, `.WhiteDot~R1C1~R1C2`, `.BlackDot`, `.X` and
//! `.V` (on every two orthogonal neighbours among their cells), with
//! `.StrictKropki` and `.StrictXV` (every dot shown); a given may be a few
//! values
//! (`.~R1C1_1_3_5_7_9`, an odd cell). Whitespace is ignored, as ISS
//! ignores it; every other type is refused by name. ISS also reads killers
//! in the enjoysudoku forum's 81-character form of arrows and sums, and so
//! does [`parse`].

use super::{cell_name, Cage, Pair, PairRule, Relation, Variant};
use crate::sudoku::Shape;
use std::fmt;

mod clues;
mod forum_killer;

use forum_killer::{is_killer, parse_killer};

/// The types read, as the refusal of any other lists them.
const SUPPORTED: &str = "Shape, NoBoxes, Jigsaw, Diagonal, Windoku, DisjointSets, AntiKnight, \
                         AntiKing, AntiConsecutive, Cage, Thermo, Arrow, PillArrow, LittleKiller, \
                         Sandwich, WhiteDot, BlackDot, X, V, StrictKropki, StrictXV and givens \
                         (.~R1C1_5, or .~R1C1_1_3_5 for a few values)";

/// What is wrong with a variant puzzle, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantError {
    /// 1-based column (in characters) of the constraint at fault, if one
    /// constraint is.
    pub column: Option<usize>,
    /// What is wrong.
    pub message: String,
}

impl VariantError {
    /// A rule the puzzle breaks as a whole, or its givens do.
    pub(super) fn rule(message: String) -> VariantError {
        VariantError {
            column: None,
            message,
        }
    }
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(column) => write!(f, "column {column}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for VariantError {}

/// Whether `text` is a variant puzzle rather than a grid: a constraint
/// string (it starts with `.` and holds a `~` or a letter past `P`, which
/// no grid holds: `.Windoku`, `.Cage~…`; `..3.A` stays a grid), or a killer
/// in the forum's 81-character form (it holds an arrow, `<>^v`',`).
pub fn is_variant(text: &str) -> bool {
    let constraints = text.trim_start().starts_with('.')
        && text
            .bytes()
            .any(|b| b == b'~' || matches!(b.to_ascii_uppercase(), b'Q'..=b'Z'));
    constraints || is_killer(text)
}

/// One constraint of the string: its type, its arguments, and the column
/// of its `.`.
struct Constraint {
    column: usize,
    kind: String,
    args: Vec<String>,
}

impl Constraint {
    fn error(&self, message: impl fmt::Display) -> VariantError {
        let shown = if self.kind.is_empty() {
            "givens"
        } else {
            &self.kind
        };
        VariantError {
            column: Some(self.column),
            message: format!("{shown}: {message}"),
        }
    }

    fn no_args(&self) -> Result<(), VariantError> {
        match self.args.first() {
            None => Ok(()),
            Some(arg) => Err(self.error(format_args!("takes no arguments, found {arg:?}"))),
        }
    }
}

/// The constraints of `text`, whitespace dropped.
fn constraints(text: &str) -> Result<Vec<Constraint>, VariantError> {
    let mut found: Vec<Constraint> = Vec::new();
    let mut word = String::new();
    let finish = |found: &mut Vec<Constraint>, word: &mut String| {
        if let Some(last) = found.last_mut() {
            let mut parts = word.split('~').map(str::to_string);
            last.kind = parts.next().unwrap_or_default();
            last.args = parts.collect();
        }
        word.clear();
    };
    for (index, ch) in text.chars().enumerate() {
        if ch.is_whitespace() {
            continue;
        }
        if ch == '.' {
            finish(&mut found, &mut word);
            found.push(Constraint {
                column: index + 1,
                kind: String::new(),
                args: Vec::new(),
            });
        } else if found.is_empty() {
            return Err(VariantError {
                column: Some(index + 1),
                message: format!("a constraint string starts with '.', not {ch:?}"),
            });
        } else {
            word.push(ch);
        }
    }
    finish(&mut found, &mut word);
    Ok(found)
}

/// Reads a constraint string, or a killer in the forum's form.
pub fn parse(text: &str) -> Result<Variant, VariantError> {
    if is_killer(text) {
        return parse_killer(text);
    }
    let constraints = constraints(text)?;
    let mut shape = Shape::for_cells(81).expect("9×9 is supported");
    for constraint in constraints.iter().filter(|c| c.kind == "Shape") {
        shape = read_shape(constraint)?;
    }
    let mut variant = Variant::classic(shape);
    let mut in_cage = vec![false; shape.cells()];
    for constraint in &constraints {
        apply(constraint, &mut variant, &mut in_cage)?;
    }
    Ok(variant)
}

/// Adds one constraint's rule to `variant`; `in_cage` marks the cells
/// already in a cage.
fn apply(
    constraint: &Constraint,
    variant: &mut Variant,
    in_cage: &mut [bool],
) -> Result<(), VariantError> {
    let shape = variant.shape;
    match constraint.kind.as_str() {
        "Shape" => {}
        "" => read_givens(constraint, variant)?,
        "NoBoxes" => {
            constraint.no_args()?;
            variant.boxes = false;
        }
        "Jigsaw" => variant.regions = Some(read_jigsaw(constraint, shape)?),
        "Diagonal" => match constraint.args.as_slice() {
            [way] if way == "1" => variant.diagonals.anti = true,
            [way] if way == "-1" => variant.diagonals.main = true,
            _ => return Err(constraint.error("takes 1 (╱) or -1 (╲)")),
        },
        "Windoku" | "DisjointSets" | "AntiKnight" | "AntiKing" | "AntiConsecutive"
        | "StrictKropki" | "StrictXV" => {
            constraint.no_args()?;
            *match constraint.kind.as_str() {
                "Windoku" => &mut variant.windows,
                "DisjointSets" => &mut variant.disjoint,
                "AntiKnight" => &mut variant.anti_knight,
                "AntiKing" => &mut variant.anti_king,
                "StrictKropki" => &mut variant.strict_kropki,
                "StrictXV" => &mut variant.strict_xv,
                _ => &mut variant.anti_consecutive,
            } = true;
        }
        "Cage" => {
            let cage = read_cage(constraint, shape)?;
            if let Some(&cell) = cage.cells.iter().find(|&&c| in_cage[c]) {
                return Err(constraint.error(format_args!(
                    "{} is already in a cage: overlapping cages are not supported",
                    cell_name(cell, shape.side())
                )));
            }
            for &cell in &cage.cells {
                in_cage[cell] = true;
            }
            variant.cages.push(cage);
        }
        "Thermo" => {
            let cells = read_line(constraint, shape, 2)?;
            variant.relations.push(Relation::Thermo(cells));
        }
        "Arrow" | "PillArrow" | "LittleKiller" | "Sandwich" => {
            variant.relations.push(clues::read(constraint, shape)?);
        }
        "WhiteDot" | "BlackDot" | "X" | "V" => variant.dots.extend(read_dots(constraint, shape)?),
        other => {
            return Err(constraint.error(format_args!(
                "the constraint type {other:?} is not supported (supported: {SUPPORTED})"
            )))
        }
    }
    Ok(())
}

/// `Shape~9x9`, with the number of values if it is the side.
fn read_shape(constraint: &Constraint) -> Result<Shape, VariantError> {
    // ISS names cells by one character a coordinate, so up to 16.
    let sides = [4, 6, 9, 16];
    let wrong = || {
        constraint.error(format_args!(
            "a square grid of side 4, 6, 9 or 16, as 9x9, found {:?}",
            constraint.args.join("~")
        ))
    };
    let (dims, values) = match constraint.args.as_slice() {
        [dims] => (dims, None),
        [dims, values] => (dims, Some(values)),
        _ => return Err(wrong()),
    };
    let (rows, cols) = dims.split_once('x').ok_or_else(wrong)?;
    let side: usize = rows.parse().map_err(|_| wrong())?;
    if rows != cols || !sides.contains(&side) {
        return Err(wrong());
    }
    if values.is_some_and(|values| *values != side.to_string()) {
        return Err(constraint.error(format_args!(
            "the values must be 1 to the side, {side}, found {:?}",
            values.map_or("", String::as_str)
        )));
    }
    Ok(Shape::for_cells(side * side).expect("a supported side"))
}

/// A cell as ISS names it, `R3C7`: one character a coordinate, from 1 to 9
/// and then `a` to `g` (for 10 to 16), either case.
fn read_cell(constraint: &Constraint, id: &str, side: usize) -> Result<usize, VariantError> {
    let bytes = id.as_bytes();
    let coordinate = |b: u8| {
        (b as char)
            .to_digit(17)
            .filter(|&k| k >= 1)
            .map(|k| k as usize - 1)
    };
    if let [b'R' | b'r', row, b'C' | b'c', col] = *bytes {
        if let (Some(row), Some(col)) = (coordinate(row), coordinate(col)) {
            if row < side && col < side {
                return Ok(row * side + col);
            }
        }
    }
    Err(constraint.error(format_args!(
        "{id:?} is not a cell of the grid (R1C1 to {})",
        cell_name(side * side - 1, side)
    )))
}

/// `.~R1C1_5~R2C7_3`: a value a cell, or a few (`R1C1_1_3_5_7_9`, an odd
/// cell). Several for one cell leave the values they share, as in ISS; one
/// value left is a given.
fn read_givens(constraint: &Constraint, variant: &mut Variant) -> Result<(), VariantError> {
    let side = variant.shape.side();
    for arg in constraint.args.iter().filter(|arg| !arg.is_empty()) {
        let mut parts = arg.split('_');
        let id = parts.next().unwrap_or_default();
        let cell = read_cell(constraint, id, side)?;
        let mut values = 0u32;
        for value in parts {
            match value.parse::<usize>() {
                Ok(value) if (1..=side).contains(&value) => values |= 1 << (value - 1),
                _ => {
                    return Err(constraint.error(format_args!(
                        "{arg:?}: a given is a cell, then '_' and a value from 1 to {side}, \
                         once or more"
                    )))
                }
            }
        }
        if values == 0 {
            return Err(constraint.error(format_args!("{arg:?}: a given needs a value")));
        }
        let left = variant.allowed[cell] & values;
        if left == 0 {
            return Err(constraint.error(format_args!(
                "{id} has no value left: {arg} shares none with what it was given before"
            )));
        }
        variant.allowed[cell] = left;
        variant.givens[cell] = if left.is_power_of_two() {
            left.trailing_zeros() as u8 + 1
        } else {
            0
        };
    }
    Ok(())
}

/// `Jigsaw~<layout>` (or ISS's older `Jigsaw~<shape>~<layout>`): one
/// character a cell naming its region, each region `side` cells.
fn read_jigsaw(constraint: &Constraint, shape: Shape) -> Result<Vec<u8>, VariantError> {
    let (side, cells) = (shape.side(), shape.cells());
    let layout: Vec<char> = match constraint.args.as_slice() {
        [layout] | [_, layout] => layout.chars().collect(),
        _ => return Err(constraint.error("takes the layout, one region character a cell")),
    };
    if layout.len() != cells {
        return Err(constraint.error(format_args!(
            "the layout has {} characters; a {side}×{side} grid has {cells} cells",
            layout.len()
        )));
    }
    let mut names: Vec<char> = Vec::new();
    let mut sizes: Vec<usize> = Vec::new();
    let mut regions = Vec::with_capacity(cells);
    for &ch in &layout {
        let region = names.iter().position(|&n| n == ch).unwrap_or_else(|| {
            names.push(ch);
            sizes.push(0);
            names.len() - 1
        });
        sizes[region] += 1;
        regions.push(region as u8);
        if names.len() > side {
            return Err(constraint.error(format_args!(
                "more than {side} regions (the last new one is {ch:?})"
            )));
        }
    }
    if let Some(region) = sizes.iter().position(|&size| size != side) {
        return Err(constraint.error(format_args!(
            "region {:?} has {} cells; each region has {side}",
            names[region], sizes[region]
        )));
    }
    Ok(regions)
}

/// `Cage~<sum>~<cells>`: distinct cells, at most `side` of them; an empty
/// sum or 0 for a cage that only forbids repeats.
fn read_cage(constraint: &Constraint, shape: Shape) -> Result<Cage, VariantError> {
    let side = shape.side();
    let Some((sum, ids)) = constraint.args.split_first() else {
        return Err(constraint.error("takes a sum and its cells"));
    };
    // A sum of 0, as in ISS, is no sum: the cage only forbids repeats (the
    // forum's killers write such a cage's head as `0`).
    let sum = match sum.as_str() {
        "" => None,
        text => match text.parse::<u32>() {
            Ok(0) => None,
            Ok(sum) => Some(sum),
            _ => {
                return Err(constraint.error(format_args!(
                    "the sum {text:?} is not a whole number (0 or empty, for no sum)"
                )))
            }
        },
    };
    let mut cells = Vec::with_capacity(ids.len());
    for id in ids {
        let cell = read_cell(constraint, id, side)?;
        if cells.contains(&cell) {
            return Err(constraint.error(format_args!("{id} is named twice")));
        }
        cells.push(cell);
    }
    if cells.is_empty() || cells.len() > side {
        return Err(constraint.error(format_args!(
            "a cage has 1 to {side} cells, found {}",
            cells.len()
        )));
    }
    Ok(Cage { cells, sum })
}

/// The cells of a line (`Thermo~R1C1~R1C2…`), in its order: distinct, at
/// least `fewest` and at most `side`, since its values all differ.
fn read_line(
    constraint: &Constraint,
    shape: Shape,
    fewest: usize,
) -> Result<Vec<usize>, VariantError> {
    let side = shape.side();
    let cells = read_distinct_cells(constraint, side)?;
    if !(fewest..=side).contains(&cells.len()) {
        return Err(constraint.error(format_args!(
            "a line has {fewest} to {side} cells (its values all differ), found {}",
            cells.len()
        )));
    }
    Ok(cells)
}

/// A constraint's arguments as cells, each named once.
fn read_distinct_cells(constraint: &Constraint, side: usize) -> Result<Vec<usize>, VariantError> {
    let mut cells = Vec::with_capacity(constraint.args.len());
    for id in &constraint.args {
        let cell = read_cell(constraint, id, side)?;
        if cells.contains(&cell) {
            return Err(constraint.error(format_args!("{id} is named twice")));
        }
        cells.push(cell);
    }
    Ok(cells)
}

/// A dot's pairs: every two orthogonal neighbours among its cells, as ISS
/// reads `WhiteDot`, `BlackDot`, `X` and `V`; an error if there are none.
fn read_dots(constraint: &Constraint, shape: Shape) -> Result<Vec<Pair>, VariantError> {
    let rule = match constraint.kind.as_str() {
        "WhiteDot" => PairRule::Consecutive,
        "BlackDot" => PairRule::Double,
        "X" => PairRule::Sum(10),
        _ => PairRule::Sum(5),
    };
    let side = shape.side();
    let cells = read_distinct_cells(constraint, side)?;
    let mut pairs = Vec::new();
    for (k, &a) in cells.iter().enumerate() {
        for &b in &cells[k + 1..] {
            let (row, col) = ((a / side).abs_diff(b / side), (a % side).abs_diff(b % side));
            if row + col == 1 {
                pairs.push(Pair {
                    cells: [a, b],
                    rule,
                });
            }
        }
    }
    if pairs.is_empty() {
        return Err(constraint
            .error("a dot needs two cells side by side (orthogonal neighbours) among its cells"));
    }
    Ok(pairs)
}

/// `Arrow~<circle>~<cells>`: distinct cells, the circle and at least one
/// more; the cells after the circle may repeat a symbol, so there may be
/// more than `side` of them.
fn read_arrow(constraint: &Constraint, shape: Shape) -> Result<Vec<usize>, VariantError> {
    let side = shape.side();
    let cells = read_distinct_cells(constraint, side)?;
    if cells.len() < 2 {
        return Err(constraint.error(format_args!(
            "an arrow has its circle and at least one cell, found {} cells",
            cells.len()
        )));
    }
    Ok(cells)
}

//! The next step a person could take: `hint(grid, marks?, budget?)`, from
//! the human-solving techniques (`crate::sudoku::logic`). Behind the `logic`
//! feature with `generate` and `rate`, so that the default module leaves
//! the techniques out. Its answer is JSON read by `JSON.parse`, as in
//! `analysis.rs`.

use super::analysis::{json, symbols};
use super::arguments::{array, budget, range_error, text, type_error, Result};
use super::{parse, SOLVER};
use crate::contract::ErrorCode;
use crate::sudoku::logic::{Hint, Link};
use crate::sudoku::{self, HintError, Symbols, SYMBOLS};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A candidate: a cell (from 0, in row order) and its symbol. */
export interface HintCandidate {
  cell: number;
  symbol: string;
}

/** A link of a hint's chain: strong (one of the two is true), weak (not both) or forces (placed, the first leads to the second by singles). */
export interface HintLink {
  from: HintCandidate;
  to: HintCandidate;
  kind: "strong" | "weak" | "forces";
}

/** The next step a person could take; see `hint`. */
export interface Hint {
  technique: string;
  level: "easy" | "medium" | "hard" | "expert";
  placements: HintCandidate[];
  eliminations: HintCandidate[];
  nudge: string;
  explanation: string;
  focus: number[];
  evidence: HintCandidate[];
  links: HintLink[];
  opposite: HintCandidate[];
  base: number[];
  cover: number[];
}
"#;

/// The nodes of search a hint or a rating may take when the caller sets no
/// budget: a hard 9×9 needs a few thousand, and a 25×25 without a solution
/// could otherwise search for hours.
pub const DEFAULT_BUDGET: u64 = 2_000_000;

/// Pencil marks: one string per cell of a grid of `side` in row order,
/// each holding symbols of the grid's size (a filled cell's is ignored).
pub(super) fn marks(value: &JsValue, side: usize) -> Result<Option<Vec<Symbols>>> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    let cells = side * side;
    let Some((length, elements)) = array(value, cells)? else {
        return Err(type_error("marks must be an array of strings"));
    };
    if length != cells {
        return Err(range_error(&format!(
            "marks must hold one string per cell: {cells}"
        )));
    }
    let mut masks = Vec::with_capacity(cells);
    for (index, element) in elements.iter().enumerate() {
        let name = format!("marks[{index}]");
        let text = text(&name, element, 64)?;
        let mut mask = 0;
        for ch in text.chars() {
            match SYMBOLS[..side]
                .iter()
                .position(|&s| char::from(s) == ch.to_ascii_uppercase())
            {
                Some(symbol) => mask |= 1 << symbol,
                None => {
                    return Err(range_error(&format!(
                        "{name} holds {ch:?}, not a symbol of a {side}×{side} grid"
                    )))
                }
            }
        }
        masks.push(mask);
    }
    Ok(Some(masks))
}

/// A candidate as JSON: `{"cell":…,"symbol":"…"}`.
fn candidate_json((cell, value): (usize, u8)) -> String {
    format!(
        r#"{{"cell":{cell},"symbol":"{}"}}"#,
        symbols(1 << (value - 1))
    )
}

/// Cells as a JSON array.
pub(super) fn cells_json(cells: &[usize]) -> String {
    let items: Vec<String> = cells.iter().map(ToString::to_string).collect();
    format!("[{}]", items.join(","))
}

/// A chain's links as JSON: `[{"from":…,"to":…,"kind":"strong"}, …]`.
fn links_json(links: &[Link]) -> String {
    let items: Vec<String> = links
        .iter()
        .map(|link| {
            format!(
                r#"{{"from":{},"to":{},"kind":"{}"}}"#,
                candidate_json(link.from),
                candidate_json(link.to),
                link.kind.name()
            )
        })
        .collect();
    format!("[{}]", items.join(","))
}

/// A list of candidates as JSON: `[{"cell":…,"symbol":"…"}, …]`.
pub(super) fn candidates_json(list: &[(usize, u8)]) -> String {
    let items: Vec<String> = list.iter().map(|&c| candidate_json(c)).collect();
    format!("[{}]", items.join(","))
}

/// The next step a person could take: `{ technique, level, placements,
/// eliminations, nudge, explanation, focus, evidence, links, opposite, base,
/// cover }` (see docs/javascript-api.md),
/// from the grid's own candidates or the player's `marks` (one string per
/// cell, the whole candidate set: a player's partial notes are not
/// passed); `undefined` for a full grid. Throws an `Error` saying why for a
/// puzzle with no solution or marks that leave no way to finish it, and one
/// starting "gave up after" when `budget` nodes (2,000,000 by default)
/// could not find the solution that proves the step.
#[wasm_bindgen(unchecked_return_type = "Hint | undefined")]
pub fn hint(
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string[] | null")] marks: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
) -> Result<JsValue> {
    let grid = parse(&grid)?;
    let marks = self::marks(&marks, grid.shape().side())?;
    let budget = self::budget("budget", &budget, DEFAULT_BUDGET)?;
    let found =
        SOLVER.with_borrow_mut(|solver| sudoku::hint(&grid, marks.as_deref(), solver, budget));
    let Some(hint) = found.map_err(|e| {
        let code = match e {
            HintError::GaveUp { .. } => ErrorCode::GaveUp,
            HintError::WrongMarks => ErrorCode::WrongMarks,
            _ => ErrorCode::NoSolution,
        };
        super::arguments::coded_error(code, &e)
    })?
    else {
        return Ok(JsValue::UNDEFINED);
    };
    json(&hint_json(&hint))
}

/// A step as JSON, as `hint` answers it.
pub(super) fn hint_json(hint: &Hint) -> String {
    format!(
        r#"{{"technique":"{}","level":"{}","placements":{},"eliminations":{},"nudge":"{}","explanation":"{}","focus":{},"evidence":{},"links":{},"opposite":{},"base":{},"cover":{}}}"#,
        hint.technique.name(),
        hint.technique.level().name(),
        candidates_json(&hint.placements),
        candidates_json(&hint.eliminations),
        hint.nudge,
        hint.explanation,
        cells_json(&hint.focus),
        candidates_json(&hint.evidence),
        links_json(&hint.links),
        candidates_json(&hint.opposite),
        cells_json(&hint.base),
        cells_json(&hint.cover),
    )
}

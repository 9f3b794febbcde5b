//! Variant puzzles for JavaScript (the `variants` feature, built into the
//! on-demand module `pkg-logic/` beside the techniques, so the core module
//! does not grow: the parser and the encodings would add 18 KB gzipped
//! to it, and add 18 KB to pkg-logic).
//! `solveVariant(text, budget?)` and `countVariant(text, limit, budget?)`
//! take an ISS constraint string (docs/variants.md) and answer as
//! `solveWithStats` and `count` do for grids; every argument is checked
//! first, and a bad puzzle is an `Error` saying what and where.

use super::arguments::{
    budget, error, text, whole_number, Result, DEFAULT_SEARCH_BUDGET, MAX_GRID_TEXT,
    MAX_SAFE_INTEGER,
};
use super::SolveReport;
use crate::sudoku::variant::{self, Found, VariantSolver};
use crate::work::Budget;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

thread_local! {
    /// One solver for all calls, so its buffers are allocated once.
    static VARIANTS: RefCell<VariantSolver> = RefCell::new(VariantSolver::new());
}

/// Reads the puzzle `text` and searches it for up to `limit` solutions,
/// keeping `keep` of them.
fn search(text: &JsValue, (limit, keep): (u64, usize), budget: Budget) -> Result<Found> {
    let text = self::text("text", text, MAX_GRID_TEXT)?;
    let puzzle = variant::parse(&text).map_err(|e| error(&e))?;
    VARIANTS
        .with_borrow_mut(|solver| solver.search(&puzzle, (limit, keep), budget, || true))
        .map_err(|e| error(&e))
}

/// A solution of the variant puzzle `text` with the work it took, as
/// `solveWithStats` gives one for a grid: `{ solution, nodes, updates,
/// gaveUp }`, `solution` one line (row by row) or `undefined`.
#[wasm_bindgen(js_name = solveVariant)]
pub fn solve_variant(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
) -> Result<SolveReport> {
    let budget = self::budget("budget", &budget, DEFAULT_SEARCH_BUDGET)?;
    let found = search(&text, (1, 1), budget)?;
    Ok(SolveReport {
        solution: found
            .solutions
            .first()
            .map(|cells| variant::grid_text(cells)),
        stats: found.stats,
        gave_up: !found.done,
    })
}

/// The number of solutions of the variant puzzle `text`, stopping at
/// `limit` (0 counts them all), or `undefined` when `budget` nodes of the
/// search tree (by default 10,000,000) were not enough.
#[wasm_bindgen(js_name = countVariant)]
pub fn count_variant(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
) -> Result<Option<f64>> {
    let limit = whole_number("limit", &limit, 0, MAX_SAFE_INTEGER)?;
    let budget = self::budget("budget", &budget, DEFAULT_SEARCH_BUDGET)?;
    let found = search(&text, (limit, 0), budget)?;
    Ok(found.done.then_some(found.count as f64))
}

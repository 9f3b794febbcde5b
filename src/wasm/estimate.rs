//! Knuth's estimate of the size of a search tree, for the visualizer's tree
//! panel: `estimateTree(grid, probes, seed)` for a Sudoku and
//! `estimateExactCover(text, probes, seed)` for an exact-cover problem.

use super::arguments::{error, text, whole_number, Result, MAX_PROBLEM_TEXT, MAX_SAFE_INTEGER};
use super::{object, parse};
use crate::dlx::{estimate, rule::Weighed, Matrix, MAX_PROBES};
use crate::problem;
use crate::random::Rng;
use crate::sudoku::Encoding;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** Knuth's estimate of a search tree's size: the mean of `probes` random probes. */
export type TreeEstimate = { probes: number; nodes: number; standardError: number };
"#;

/// Knuth's estimate of the nodes of the search tree of `grid`, from
/// `probes` random probes (at most 100,000) chosen by `seed`: the same
/// seed gives the same figure. Throws an `Error` for bad input.
#[wasm_bindgen(js_name = estimateTree, unchecked_return_type = "TreeEstimate")]
pub fn estimate_tree(
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] probes: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
) -> Result<JsValue> {
    let (probes, seed) = read_counts(&probes, &seed)?;
    let grid = parse(&grid)?;
    let mut matrix = Matrix::default();
    Encoding::default().encode(&grid, &mut matrix);
    report(&mut matrix, probes, seed)
}

/// [`estimate_tree`] for an exact-cover problem in the form
/// `Stepper.fromExactCover` reads. Throws an `Error` naming a bad line.
#[wasm_bindgen(js_name = estimateExactCover, unchecked_return_type = "TreeEstimate")]
pub fn estimate_exact_cover(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] probes: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
) -> Result<JsValue> {
    let (probes, seed) = read_counts(&probes, &seed)?;
    let text = self::text("text", &text, MAX_PROBLEM_TEXT)?;
    let mut matrix = problem::parse(&text).map_err(|e| error(&e))?.matrix;
    report(&mut matrix, probes, seed)
}

fn read_counts(probes: &JsValue, seed: &JsValue) -> Result<(u64, u64)> {
    Ok((
        whole_number("probes", probes, 1, MAX_PROBES)?,
        whole_number("seed", seed, 0, MAX_SAFE_INTEGER)?,
    ))
}

fn report(matrix: &mut Matrix, probes: u64, seed: u64) -> Result<JsValue> {
    let found = estimate(matrix, Weighed, probes, &mut Rng::new(seed));
    object(&[
        ("probes", (found.probes as f64).into()),
        ("nodes", found.nodes.into()),
        ("standardError", found.standard_error.into()),
    ])
}

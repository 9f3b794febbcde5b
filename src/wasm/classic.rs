//! The classic problems of [`crate::classic`] as text, for the visualizer:
//! its queens, Langford pairs and pentominoes are the command line's and the
//! benchmarks' matrices, item for item and option for option.

use super::arguments::{whole_number, Result};
use crate::classic;
use wasm_bindgen::prelude::*;

/// The largest queens and Langford problems written: larger ones are far
/// too long to watch, and their text grows as the square.
const MAX_SIZE: u64 = 64;

/// The widest pentomino box: cells are named by one base-36 digit a side.
const MAX_SIDE: u64 = 36;

/// `n` queens in Knuth's dlx format: rows and columns primary, the
/// diagonals secondary. `n` is a whole number from 1 to 64.
#[wasm_bindgen(js_name = queensProblem)]
pub fn queens_problem(
    #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
) -> Result<String> {
    Ok(classic::queens(whole_number("n", &n, 1, MAX_SIZE)? as usize))
}

/// Langford pairs of order `n` in Knuth's dlx format. `n` is a whole
/// number from 1 to 64.
#[wasm_bindgen(js_name = langfordProblem)]
pub fn langford_problem(
    #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
) -> Result<String> {
    Ok(classic::langford(
        whole_number("n", &n, 1, MAX_SIZE)? as usize
    ))
}

/// Every placement of the twelve pentominoes in a `rows`×`cols` box, in
/// Knuth's dlx format. Each side is a whole number from 1 to 36.
#[wasm_bindgen(js_name = pentominoesProblem)]
pub fn pentominoes_problem(
    #[wasm_bindgen(unchecked_param_type = "number")] rows: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] cols: JsValue,
) -> Result<String> {
    let rows = whole_number("rows", &rows, 1, MAX_SIDE)? as usize;
    let cols = whole_number("cols", &cols, 1, MAX_SIDE)? as usize;
    Ok(classic::pentominoes(rows, cols))
}

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

/// Where each option of `queensProblem(n)` puts its queen, for drawing
/// the board: `n, n`, then per option `0, 1, square` (`row * n + col`).
#[wasm_bindgen(js_name = queensBoard)]
pub fn queens_board(
    #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
) -> Result<Vec<u32>> {
    Ok(classic::queens_board(whole_number("n", &n, 1, MAX_SIZE)? as usize).0)
}

/// Where each option of `langfordProblem(n)` puts its pair: `1, 2n`, then
/// per option `k, 2, first, second` (the slots from 0).
#[wasm_bindgen(js_name = langfordBoard)]
pub fn langford_board(
    #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
) -> Result<Vec<u32>> {
    Ok(classic::langford_board(whole_number("n", &n, 1, MAX_SIZE)? as usize).0)
}

/// Where each option of `pentominoesProblem(rows, cols)` puts its piece:
/// `rows, cols`, then per option `piece, 5, cells...` (`row * cols + col`;
/// the piece 0 to 11 in Conway's names, OPQRSTUVWXYZ).
#[wasm_bindgen(js_name = pentominoesBoard)]
pub fn pentominoes_board(
    #[wasm_bindgen(unchecked_param_type = "number")] rows: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] cols: JsValue,
) -> Result<Vec<u32>> {
    let rows = whole_number("rows", &rows, 1, MAX_SIDE)? as usize;
    let cols = whole_number("cols", &cols, 1, MAX_SIDE)? as usize;
    Ok(classic::pentominoes_board(rows, cols).0)
}

//! A Sudoku's search in pieces (`dlx::split`), for the page's workers to
//! count or tally at once: `pieces` names the pieces by their paths (the
//! options chosen from the root), and a `Counter` or `Possibilities` told
//! to `descend` searches one of them. Both are in the stepper's module
//! (whose estimate the split shares), and the pieces are searched on its
//! workers, so that the core and the other modules do not grow. A path
//! crosses as a `Uint32Array`, which holds nothing but whole numbers: no
//! text is parsed for it.

use super::analysis::Possibilities;
use super::arguments::{error, type_error, Result};
use super::Counter;
use crate::dlx::Path;
use js_sys::Uint32Array;
use wasm_bindgen::prelude::*;

/// The probes that estimate each piece. The page's workers take the
/// pieces in the search's order, the next to the first worker free, so
/// the estimates only choose where to cut, and rough ones cut as well:
/// on 9×9s of 30 to 38 givens, 32 pieces cut with 8 probes each share 2
/// workers within 3% of even, as with 64 (`split::THREAD_PROBES`), and
/// the split, which runs before any piece, takes 6 ms of a worker's CPU
/// in Chromium on the 9×9 of 657,384 solutions, where 64 took 0.15 s,
/// 13% of one worker's whole count (docs/performance.md).
const PROBES: u64 = 8;

/// The most pieces one call splits into: a few for each of a page's
/// workers is enough, and each piece is estimated.
const MAX_PIECES: u64 = 1024;

/// The pieces of `grid`'s search, at least `wanted` (1 to 1,024) of them
/// unless the search has fewer branches, each the path of options that
/// leads to it, in the order the search visits them: the pieces' counts
/// sum to the whole count, and their solutions, piece after piece, are the
/// whole search's in its order.
#[wasm_bindgen(unchecked_return_type = "Uint32Array[]")]
pub fn pieces(
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] wanted: JsValue,
) -> Result<JsValue> {
    use crate::dlx::{split, Matrix, Search};
    let wanted = super::arguments::whole_number("wanted", &wanted, 1, MAX_PIECES)?;
    let grid = super::parse(&grid)?;
    let mut matrix = Matrix::default();
    crate::sudoku::Encoding::default().encode(&grid, &mut matrix);
    let mut search = Search::<Matrix>::new(matrix);
    let pieces = split::split_probing(&mut search, wanted as usize, PROBES);
    let paths = js_sys::Array::new();
    for piece in pieces {
        let options: Vec<u32> = piece.path.0.iter().map(|&option| option as u32).collect();
        paths.push(&Uint32Array::from(options.as_slice()));
    }
    Ok(paths.into())
}

/// A path as `pieces` gives it.
fn path(value: &JsValue) -> Result<Path> {
    let options = value
        .dyn_ref::<Uint32Array>()
        .ok_or_else(|| type_error("path must be a Uint32Array"))?;
    Ok(Path(
        options
            .to_vec()
            .into_iter()
            .map(|option| option as usize)
            .collect(),
    ))
}

#[wasm_bindgen]
impl Counter {
    /// Starts over at the piece `path` (one of `pieces`'), counting only
    /// its solutions; throws if the path is not one of the search's.
    pub fn descend(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Uint32Array")] path: JsValue,
    ) -> Result<()> {
        let path = self::path(&path)?;
        self.search.descend(&path).map_err(|e| error(&e))
    }
}

#[wasm_bindgen]
impl Possibilities {
    /// Starts over at the piece `path` (one of `pieces`'), tallying only
    /// its solutions; throws if the path is not one of the search's.
    pub fn descend(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Uint32Array")] path: JsValue,
    ) -> Result<()> {
        let path = self::path(&path)?;
        self.inner.descend(&path).map_err(|e| error(&e))
    }
}

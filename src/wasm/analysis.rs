//! What the solver page shows beside a solution: every solution up to a
//! limit, each cell's candidates and every value some solution allows. Arguments are checked as everywhere in the binding. Results that
//! are objects are written as JSON and read by `JSON.parse`, which defines
//! every field and element rather than assigning it, so no setter a page
//! put on a prototype runs, and nothing JavaScript does can throw while a
//! tally is borrowed.

use super::arguments::{
    budget, optional_whole_number, whole_number, Result, DEFAULT_SEARCH_BUDGET, MAX_SAFE_INTEGER,
};
use super::{parse, SOLVER};
use crate::sudoku::{self, Symbols, SYMBOLS};
use js_sys::JSON;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** Every value that some solution puts in each cell; see `possibilities`. */
export interface PossibilitiesReport {
  solutions: number;
  complete: boolean;
  cells: string[];
  counts: number[][];
}
"#;

/// The most solutions one call lists: enough to step through, and a bound
/// on the memory the answer takes.
const MAX_SOLUTIONS: u64 = 100_000;

/// The most solutions a tally counts: its memory is one count a cell and
/// symbol whatever the limit, so only the counts' exactness as JavaScript
/// numbers bounds it, and the page's "Tally them all" runs to the end.
const MAX_TALLIED: u64 = MAX_SAFE_INTEGER;

/// A set of symbols as text, in symbol order.
pub(super) fn symbols(set: Symbols) -> String {
    (0..SYMBOLS.len())
        .filter(|&v| set & 1 << v != 0)
        .map(|v| char::from(SYMBOLS[v]))
        .collect()
}

/// The solutions, at most `limit` (1 to 100,000) of them, as one-line
/// strings; `undefined` when `budget` nodes of the search tree (by default
/// 10,000,000) were not enough.
#[wasm_bindgen]
pub fn solutions(
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
) -> Result<Option<Vec<String>>> {
    let limit = whole_number("limit", &limit, 1, MAX_SOLUTIONS)?;
    let budget = self::budget("budget", &budget, DEFAULT_SEARCH_BUDGET)?;
    let grid = parse(&grid)?;
    let found = SOLVER
        .with_borrow_mut(|solver| solver.solutions_within(&grid, limit as usize, budget, || true));
    Ok(found
        .ok()
        .map(|grids| grids.iter().map(ToString::to_string).collect()))
}

/// Each cell's candidates in row order: the symbols the givens allow there,
/// in symbol order; `""` for a given.
#[wasm_bindgen]
pub fn candidates(
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
) -> Result<Vec<String>> {
    let grid = parse(&grid)?;
    Ok(sudoku::candidates(&grid).into_iter().map(symbols).collect())
}

/// Every value that some solution puts in each cell, tallied over the
/// solutions up to `limit` (1 to 2⁵³ − 1): `{ solutions, complete, cells,
/// counts }`, where `cells[i]` holds cell `i`'s symbols and `counts[i]` how
/// many solutions use each; `undefined` when `budget` nodes (by default
/// 10,000,000) were not enough. For progress along the way, use `Possibilities`.
#[wasm_bindgen(unchecked_return_type = "PossibilitiesReport | undefined")]
pub fn possibilities(
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
) -> Result<JsValue> {
    let mut tally = Possibilities::new(grid, limit)?;
    let budget = optional_whole_number("budget", &budget, 1, MAX_SAFE_INTEGER)?;
    if tally.inner.run(budget.unwrap_or(DEFAULT_SEARCH_BUDGET)) {
        tally.report()
    } else {
        Ok(JsValue::UNDEFINED)
    }
}

/// All possibilities tallied in slices of the search, so that a long
/// enumeration can report progress and be abandoned at any time.
#[wasm_bindgen]
pub struct Possibilities {
    pub(super) inner: sudoku::Possibilities,
}

#[wasm_bindgen]
impl Possibilities {
    /// Starts tallying `grid`'s solutions, up to `limit` (1 to 2⁵³ − 1).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    ) -> Result<Possibilities> {
        let limit = whole_number("limit", &limit, 1, MAX_TALLIED)?;
        let grid = parse(&grid)?;
        Ok(Possibilities {
            inner: sudoku::Possibilities::new(&grid, limit),
        })
    }

    /// Searches about `nodes` more nodes of the tree (at least one);
    /// returns whether the tally is final.
    pub fn run(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] nodes: JsValue,
    ) -> Result<bool> {
        let nodes = whole_number("nodes", &nodes, 0, MAX_SAFE_INTEGER)?;
        Ok(self.inner.run(nodes))
    }

    /// Solutions tallied so far.
    #[wasm_bindgen(getter)]
    pub fn solutions(&self) -> f64 {
        self.inner.solutions() as f64
    }

    /// Whether the solutions tallied are all there are.
    #[wasm_bindgen(getter)]
    pub fn complete(&self) -> bool {
        self.inner.is_complete()
    }

    /// Nodes of the search tree so far.
    #[wasm_bindgen(getter)]
    pub fn nodes(&self) -> f64 {
        self.inner.stats().nodes as f64
    }

    /// The tally so far, as `possibilities` answers it.
    #[wasm_bindgen(unchecked_return_type = "PossibilitiesReport")]
    pub fn report(&self) -> Result<JsValue> {
        let tally = &self.inner;
        let mut cells = Vec::new();
        let mut counts = Vec::new();
        for cell in 0..tally.cells() {
            cells.push(format!("\"{}\"", symbols(tally.symbols(cell))));
            let used: Vec<String> = tally
                .tallies(cell)
                .filter(|&n| n > 0)
                .map(|n| n.to_string())
                .collect();
            counts.push(format!("[{}]", used.join(",")));
        }
        json(&format!(
            r#"{{"solutions":{},"complete":{},"cells":[{}],"counts":[{}]}}"#,
            tally.solutions(),
            tally.is_complete(),
            cells.join(","),
            counts.join(",")
        ))
    }
}

/// Reads JSON written here; its strings are symbols and fixed words, which
/// need no escaping.
pub(super) fn json(text: &str) -> Result<JsValue> {
    JSON::parse(text)
}

//! What the solver page shows beside a solution: every solution up to a
//! limit, each cell's candidates, every value some solution allows, and a
//! hint. Arguments are checked as everywhere in the binding; results are
//! plain objects built with `Object.fromEntries`, so no setter runs.

use super::arguments::{optional_whole_number, whole_number, Result, MAX_SAFE_INTEGER};
use super::{parse, SOLVER};
use crate::sudoku::{self, HintKind, Symbols, SYMBOLS};
use js_sys::{Array, Object};
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

/** The next step a person could take; see `hint`. */
export interface Hint {
  kind: "naked single" | "hidden single" | "guess";
  cell: number;
  symbol?: string;
  unit?: string;
  candidates: string;
}
"#;

/// The most solutions one call lists or tallies: enough to step through,
/// and a bound on the memory the answer takes.
const MAX_SOLUTIONS: u64 = 100_000;

fn object(fields: &[(&str, JsValue)]) -> Result<JsValue> {
    let entries: Array = fields
        .iter()
        .map(|(key, value)| Array::of2(&JsValue::from_str(key), value))
        .collect();
    Ok(Object::from_entries(&entries)?.into())
}

/// A set of symbols as text, in symbol order.
fn symbols(set: Symbols) -> String {
    (0..SYMBOLS.len())
        .filter(|&v| set & 1 << v != 0)
        .map(|v| char::from(SYMBOLS[v]))
        .collect()
}

/// The solutions, at most `limit` (1 to 100,000) of them, as one-line
/// strings; `undefined` when `budget` nodes of the search tree were not
/// enough.
#[wasm_bindgen]
pub fn solutions(
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
) -> Result<Option<Vec<String>>> {
    let limit = whole_number("limit", &limit, 1, MAX_SOLUTIONS)?;
    let budget = optional_whole_number("budget", &budget, 1, MAX_SAFE_INTEGER)?;
    let grid = parse(&grid)?;
    let found = SOLVER.with_borrow_mut(|solver| {
        solver.solutions_within(&grid, limit as usize, budget.unwrap_or(u64::MAX), || true)
    });
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
/// solutions up to `limit` (1 to 100,000): `{ solutions, complete, cells,
/// counts }`, where `cells[i]` holds cell `i`'s symbols and `counts[i]` how
/// many solutions use each; `undefined` when `budget` nodes were not
/// enough. For progress along the way, use `Possibilities`.
#[wasm_bindgen(unchecked_return_type = "PossibilitiesReport | undefined")]
pub fn possibilities(
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
) -> Result<JsValue> {
    let mut tally = Possibilities::new(grid, limit)?;
    let budget = optional_whole_number("budget", &budget, 1, MAX_SAFE_INTEGER)?;
    if tally.inner.run(budget.unwrap_or(u64::MAX)) {
        tally.report()
    } else {
        Ok(JsValue::UNDEFINED)
    }
}

/// All possibilities tallied in slices of the search, so that a long
/// enumeration can report progress and be abandoned at any time.
#[wasm_bindgen]
pub struct Possibilities {
    inner: sudoku::Possibilities,
}

#[wasm_bindgen]
impl Possibilities {
    /// Starts tallying `grid`'s solutions, up to `limit` (1 to 100,000).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    ) -> Result<Possibilities> {
        let limit = whole_number("limit", &limit, 1, MAX_SOLUTIONS)?;
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
        let cells = (0..tally.cells()).map(|cell| JsValue::from(symbols(tally.symbols(cell))));
        let counts = (0..tally.cells()).map(|cell| {
            let used = tally.tallies(cell).filter(|&n| n > 0);
            JsValue::from(used.map(|n| JsValue::from(n as f64)).collect::<Array>())
        });
        object(&[
            ("solutions", self.solutions().into()),
            ("complete", self.complete().into()),
            ("cells", cells.collect::<Array>().into()),
            ("counts", counts.collect::<Array>().into()),
        ])
    }
}

/// The next step a person could take: `{ kind, cell, symbol, unit,
/// candidates }`, where `kind` is `"naked single"`, `"hidden single"` or
/// `"guess"`, `cell` counts from 0 in row order, `symbol` is absent for a
/// guess and `unit` (`"row 3"`, `"column 5"`, `"box 7"`) present for a
/// hidden single; `undefined` for a full grid. Throws an `Error` saying why
/// for a puzzle with no solution.
#[wasm_bindgen(unchecked_return_type = "Hint | undefined")]
pub fn hint(#[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue) -> Result<JsValue> {
    let grid = parse(&grid)?;
    let found = SOLVER.with_borrow_mut(|solver| sudoku::hint(&grid, solver));
    let Some(hint) = found.map_err(|e| super::arguments::error(&e))? else {
        return Ok(JsValue::UNDEFINED);
    };
    let symbol = |value: u8| JsValue::from(symbols(1 << (value - 1)));
    let mut fields = vec![("cell", JsValue::from(hint.cell as f64))];
    match hint.kind {
        HintKind::NakedSingle { value } => {
            fields.extend([("kind", "naked single".into()), ("symbol", symbol(value))]);
        }
        HintKind::HiddenSingle { value, unit } => fields.extend([
            ("kind", "hidden single".into()),
            ("symbol", symbol(value)),
            ("unit", unit.to_string().into()),
        ]),
        HintKind::Guess => fields.push(("kind", "guess".into())),
    }
    fields.push(("candidates", symbols(hint.candidates).into()));
    object(&fields)
}

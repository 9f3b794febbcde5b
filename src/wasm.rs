//! The JavaScript binding. It only translates: text in, answers and plain
//! objects out, and every error a JavaScript `Error` carrying the model's
//! message. Every argument is checked in JavaScript's terms before it
//! reaches Rust: text must be a string (taken as a `JsValue`, so that the
//! glue never copies anything else into wasm memory) of bounded length,
//! numbers whole and in range, without coercion. Nothing here panics, and
//! no JavaScript value can leave an object half-borrowed, so the module and
//! every object keep working after any error.

use crate::dlx::{Matrix, Search, Stats};
use crate::sudoku::{Encoding, Grid, Solver};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

/// Turns a panic into a readable console message instead of an opaque trap;
/// nothing should panic, so this is only a safety net.
#[wasm_bindgen(start)]
fn start() {
    #[cfg(feature = "console_error_panic_hook")]
    console_error_panic_hook::set_once();
}

thread_local! {
    /// One solver for all calls, so its buffers are allocated once.
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::new());
}

mod analysis;
mod arguments;
#[cfg(feature = "stepper")]
mod classic;
#[cfg(feature = "cover")]
mod cover;
#[cfg(feature = "stepper")]
mod estimate;
#[cfg(feature = "logic")]
mod hints;
#[cfg(feature = "ladder")]
mod ladder;
#[cfg(feature = "stepper")]
mod pieces;
#[cfg(feature = "logic")]
mod puzzles;
#[cfg(feature = "stepper")]
mod stepper;
#[cfg(feature = "variants")]
mod variants;

pub use analysis::{candidates, possibilities, solutions, Possibilities};
#[cfg(feature = "stepper")]
pub use classic::{
    langford_board, langford_problem, pentominoes_board, pentominoes_problem, queens_board,
    queens_problem,
};
#[cfg(feature = "cover")]
pub use cover::{count_exact_cover, solve_exact_cover};
#[cfg(feature = "stepper")]
pub use estimate::{estimate_exact_cover, estimate_tree};
#[cfg(feature = "logic")]
pub use hints::hint;
#[cfg(feature = "ladder")]
pub use ladder::{
    count_with, rung_names, solve_with, MoveKind, RungReport, RungSearch, RungStepper,
};
#[cfg(feature = "stepper")]
pub use pieces::pieces;
#[cfg(feature = "logic")]
pub use puzzles::{daily, generate, rate};
#[cfg(feature = "stepper")]
pub use stepper::{EventKind, Stepper};
#[cfg(feature = "variants")]
pub use variants::{
    count_variant, is_variant, sketch_variant, solve_variant, variant_breaks, variant_candidates,
    variant_hint,
};

use crate::work::Budget;
use arguments::{
    budget, error, text, whole_number, Result, DEFAULT_SEARCH_BUDGET, MAX_GRID_TEXT,
    MAX_SAFE_INTEGER,
};

fn parse(grid: &JsValue) -> Result<Grid> {
    text("grid", grid, MAX_GRID_TEXT)?
        .parse()
        .map_err(|e: crate::sudoku::ParseError| error(&e))
}

/// The puzzle in the one-line form (row by row, `.` for empty), which also
/// tells its size. Throws an `Error` saying what is wrong, and where.
#[wasm_bindgen]
pub fn normalize(#[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue) -> Result<String> {
    Ok(parse(&grid)?.to_string())
}

/// The one-line solution, or `undefined` when there is none. Throws an
/// `Error` saying what is wrong, and where, for bad input, and one that
/// begins "gave up" when the default budget (10,000,000 nodes) runs out;
/// `solveWithStats` takes a budget of the caller's.
#[wasm_bindgen]
pub fn solve(
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
) -> Result<Option<String>> {
    let report = solve_with_stats(grid, JsValue::UNDEFINED)?;
    if report.gave_up {
        let nodes = report.stats.nodes;
        return Err(error(&format!("gave up after {nodes} nodes")));
    }
    Ok(report.solution)
}

/// The number of solutions, stopping at `limit` (0 counts them all), or
/// `undefined` when `budget` nodes of the search tree (by default
/// 10,000,000) were not enough.
#[wasm_bindgen]
pub fn count(
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
) -> Result<Option<f64>> {
    let limit = whole_number("limit", &limit, 0, MAX_SAFE_INTEGER)?;
    let budget = self::budget("budget", &budget, DEFAULT_SEARCH_BUDGET)?;
    let grid = parse(&grid)?;
    let counted =
        SOLVER.with_borrow_mut(|solver| solver.count_within(&grid, limit, budget, || true));
    Ok(counted.ok().map(|counted| counted.count as f64))
}

/// A solution with the work it took: `{ solution, nodes, updates, gaveUp }`;
/// `gaveUp` is true, and `solution` `undefined`, when `budget` nodes of the
/// search tree (by default 10,000,000) were not enough.
#[wasm_bindgen(js_name = solveWithStats)]
pub fn solve_with_stats(
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
) -> Result<SolveReport> {
    let budget = self::budget("budget", &budget, DEFAULT_SEARCH_BUDGET)?;
    let grid = parse(&grid)?;
    let solved = SOLVER.with_borrow_mut(|solver| solver.solve_within(&grid, budget, || true));
    Ok(match solved {
        Ok(solved) => SolveReport {
            solution: solved.solution.map(|g| g.to_string()),
            stats: solved.stats,
            gave_up: false,
        },
        Err(gave_up) => SolveReport {
            solution: None,
            stats: gave_up.stats,
            gave_up: true,
        },
    })
}

/// What [`solve_with_stats`] found.
#[wasm_bindgen]
pub struct SolveReport {
    solution: Option<String>,
    stats: Stats,
    gave_up: bool,
}

#[wasm_bindgen]
impl SolveReport {
    /// The one-line solution, or `undefined`.
    #[wasm_bindgen(getter)]
    pub fn solution(&self) -> Option<String> {
        self.solution.clone()
    }

    /// Nodes of the search tree.
    #[wasm_bindgen(getter)]
    pub fn nodes(&self) -> f64 {
        self.stats.nodes as f64
    }

    /// Link updates.
    #[wasm_bindgen(getter)]
    pub fn updates(&self) -> f64 {
        self.stats.updates as f64
    }

    /// Whether the node budget ran out before an answer.
    #[wasm_bindgen(getter, js_name = gaveUp)]
    pub fn gave_up(&self) -> bool {
        self.gave_up
    }
}

/// Counts solutions in slices, so a long count can report progress between
/// calls and be abandoned at any time.
#[wasm_bindgen]
pub struct Counter {
    search: Search<Matrix>,
    limit: u64,
}

#[wasm_bindgen]
impl Counter {
    /// Starts counting `grid`'s solutions up to `limit` (0 for all).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    ) -> Result<Counter> {
        let limit = whole_number("limit", &limit, 0, MAX_SAFE_INTEGER)?;
        let grid = parse(&grid)?;
        let mut matrix = Matrix::default();
        Encoding::default().encode(&grid, &mut matrix);
        Ok(Counter {
            search: Search::new(matrix),
            limit,
        })
    }

    /// Searches about `nodes` more nodes of the tree (at least one); returns
    /// whether the count is final.
    pub fn run(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] nodes: JsValue,
    ) -> Result<bool> {
        let nodes = whole_number("nodes", &nodes, 0, MAX_SAFE_INTEGER)?;
        if !self.finished() {
            let left = if self.limit == 0 {
                0
            } else {
                self.limit - self.found()
            };
            self.search.count_within(left, Budget::nodes(nodes));
        }
        Ok(self.finished())
    }

    fn finished(&self) -> bool {
        self.search.is_done() || (self.limit != 0 && self.found() >= self.limit)
    }

    fn found(&self) -> u64 {
        self.search.stats().solutions
    }

    /// Solutions found so far.
    #[wasm_bindgen(getter)]
    pub fn count(&self) -> f64 {
        self.found() as f64
    }

    /// Nodes searched so far.
    #[wasm_bindgen(getter)]
    pub fn nodes(&self) -> f64 {
        self.search.stats().nodes as f64
    }

    /// Link updates so far.
    #[wasm_bindgen(getter)]
    pub fn updates(&self) -> f64 {
        self.search.stats().updates as f64
    }
}

/// A plain JavaScript object with these fields, each defined rather than
/// assigned, so no setter on `Object.prototype` runs; nor on
/// `Array.prototype`, since the arrays built on the way are made whole by
/// `Array.of` rather than pushed onto. `Object.fromEntries` is imported with
/// `catch`, so that even a page that broke arrays' iteration gets an
/// `Error` back, not an exception through wasm (see `arguments`).
#[cfg(any(feature = "stepper", feature = "cover", feature = "logic"))]
fn object(fields: &[(&str, JsValue)]) -> Result<JsValue> {
    use js_sys::{Array, Object};
    let object = Object::new();
    let yes = JsValue::TRUE;
    for (key, value) in fields {
        let descriptor = Object::from_entries(&Array::of4(
            &Array::of2(&"value".into(), value),
            &Array::of2(&"writable".into(), &yes),
            &Array::of2(&"enumerable".into(), &yes),
            &Array::of2(&"configurable".into(), &yes),
        ))?;
        Object::define_property(&object, &JsValue::from_str(key), &descriptor);
    }
    Ok(object.into())
}

#[cfg(any(feature = "stepper", feature = "ladder"))]
#[wasm_bindgen(typescript_custom_section)]
const ITEM_CONSTRAINT: &'static str = r#"
/** What a Sudoku item stands for: rows, columns and boxes from 0, values from 1. */
export type ItemConstraint =
  | { kind: "cell"; row: number; column: number }
  | { kind: "row"; row: number; value: number }
  | { kind: "column"; column: number; value: number }
  | { kind: "box"; index: number; value: number };
"#;

/// What a Sudoku item stands for, as the object the stepper's and the
/// ladder's `itemConstraint` return: `{ kind: "cell", row, column }`, or
/// `{ kind: "row", row, value }`, `{ kind: "column", column, value }`,
/// `{ kind: "box", index, value }`.
#[cfg(any(feature = "stepper", feature = "ladder"))]
fn constraint_object(constraint: crate::sudoku::Constraint) -> Result<JsValue> {
    use crate::sudoku::Constraint;
    let value = |v: u8| JsValue::from(v);
    match constraint {
        Constraint::Cell { row, column } => object(&[
            ("kind", "cell".into()),
            ("row", row.into()),
            ("column", column.into()),
        ]),
        Constraint::Row { row, value: v } => object(&[
            ("kind", "row".into()),
            ("row", row.into()),
            ("value", value(v)),
        ]),
        Constraint::Column { column, value: v } => object(&[
            ("kind", "column".into()),
            ("column", column.into()),
            ("value", value(v)),
        ]),
        Constraint::Box { index, value: v } => object(&[
            ("kind", "box".into()),
            ("index", index.into()),
            ("value", value(v)),
        ]),
    }
}

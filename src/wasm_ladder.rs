//! The ladder's JavaScript binding: every rung and column rule with node
//! budgets, a resumable search for racing the rungs, and a step-through of
//! the simple rungs. Like the rest of the binding it only translates, and
//! checks every argument first: a value of the wrong type is a `TypeError`
//! naming the parameter, a number that is not whole or out of range a
//! `RangeError`, so nothing is coerced, nothing panics, and the module goes
//! on after any error.

use crate::dlx::Rule;
use crate::ladder::{self, Outcome, Progress, Rung, Step, Stepping};
use crate::sudoku::Grid;
use js_sys::{Array, Int32Array, Object, RangeError, Reflect, TypeError};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** One event of a simple rung's search; see the README. */
export type RungEvent =
  | { kind: "place"; cell: number; symbol: number; candidates: number[]; forced: boolean }
  | { kind: "remove"; cell: number; symbol: number }
  | { kind: "solution"; solutions: number };
"#;

/// The largest count, limit or budget a JavaScript number holds exactly.
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// The most events one [`RungStepper::next_batch`] returns.
const MAX_BATCH: u64 = 1 << 20;

fn type_error(message: String) -> JsValue {
    TypeError::new(&message).into()
}

fn string(name: &str, value: &JsValue) -> Result<String, JsValue> {
    value
        .as_string()
        .ok_or_else(|| type_error(format!("{name} must be a string")))
}

/// A whole number from 0 to `max`, refused rather than coerced or wrapped.
fn whole_number(name: &str, value: &JsValue, max: u64) -> Result<u64, JsValue> {
    let number = value
        .as_f64()
        .ok_or_else(|| type_error(format!("{name} must be a number")))?;
    if number.fract() == 0.0 && (0.0..=max as f64).contains(&number) {
        Ok(number as u64)
    } else {
        Err(RangeError::new(&format!("{name} must be a whole number from 0 to {max}")).into())
    }
}

fn grid(value: &JsValue) -> Result<Grid, JsValue> {
    string("grid", value)?
        .parse()
        .map_err(|e: crate::sudoku::ParseError| JsError::new(&e.to_string()).into())
}

/// The column rule: `undefined` for the default, else its name.
fn rule(value: &JsValue) -> Result<Rule, JsValue> {
    if value.is_undefined() {
        return Ok(Rule::default());
    }
    string("rule", value)?
        .parse()
        .map_err(|e: crate::dlx::rule::UnknownRule| JsError::new(&e.to_string()).into())
}

fn rung(name: &JsValue, rule_name: &JsValue) -> Result<Box<dyn Rung>, JsValue> {
    let rule = rule(rule_name)?;
    ladder::rung(&string("name", name)?, rule).map_err(|e| JsError::new(&e.to_string()).into())
}

/// The names of the rungs, from brute force up to `dlx`.
#[wasm_bindgen(js_name = rungNames)]
pub fn rung_names() -> Array {
    ladder::NAMES
        .iter()
        .map(|&name| JsValue::from(name))
        .collect()
}

/// Solves `grid` with the rung `name` (`brute`, `marks`, `bitmask`,
/// `fewest`, `singles` or `dlx`) within `budget` nodes (0 for no budget);
/// `rule` is dancing links' column rule (`weighed`, the default, `knuth` or
/// `first`). Returns `{ solution, count, nodes, gaveUp }`.
#[wasm_bindgen(js_name = solveWith)]
pub fn solve_with(
    #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] budget: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | undefined")] rule: JsValue,
) -> Result<RungReport, JsValue> {
    count_with(name, grid, JsValue::from(1), budget, rule)
}

/// Counts the solutions of `grid` up to `limit` (0 for all) with the rung
/// `name` within `budget` nodes (0 for no budget); as [`solve_with`].
#[wasm_bindgen(js_name = countWith)]
pub fn count_with(
    #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] budget: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | undefined")] rule: JsValue,
) -> Result<RungReport, JsValue> {
    let mut rung = rung(&name, &rule)?;
    let limit = whole_number("limit", &limit, MAX_SAFE_INTEGER)?;
    let budget = whole_number("budget", &budget, MAX_SAFE_INTEGER)?;
    let grid = self::grid(&grid)?;
    Ok(RungReport(rung.search(&grid, limit, budget)))
}

/// What [`solve_with`] and [`count_with`] found.
#[wasm_bindgen]
pub struct RungReport(Outcome);

#[wasm_bindgen]
impl RungReport {
    /// The first solution in the one-line form, or `undefined`.
    #[wasm_bindgen(getter)]
    pub fn solution(&self) -> Option<String> {
        self.0.solution.as_ref().map(Grid::to_string)
    }

    /// Solutions found (a lower bound when the rung gave up).
    #[wasm_bindgen(getter)]
    pub fn count(&self) -> f64 {
        self.0.count as f64
    }

    /// Nodes of the search tree: the start and each placement tried.
    #[wasm_bindgen(getter)]
    pub fn nodes(&self) -> f64 {
        self.0.nodes as f64
    }

    /// Whether the budget ran out before the search finished.
    #[wasm_bindgen(getter, js_name = gaveUp)]
    pub fn gave_up(&self) -> bool {
        self.0.gave_up
    }
}

/// A rung's search for a first solution, run in slices so that a race can
/// show its nodes as it goes and stop it at any time.
#[wasm_bindgen]
pub struct RungSearch {
    rung: Box<dyn Rung>,
    solution: Option<String>,
    finished: bool,
}

#[wasm_bindgen]
impl RungSearch {
    /// Starts the rung `name` on `grid`, with `rule` for `dlx` (`undefined`
    /// for the default).
    #[wasm_bindgen(constructor)]
    pub fn new(name: JsValue, grid: JsValue, rule: JsValue) -> Result<RungSearch, JsValue> {
        let mut rung = rung(&name, &rule)?;
        rung.start(&self::grid(&grid)?);
        Ok(RungSearch {
            rung,
            solution: None,
            finished: false,
        })
    }

    /// Searches about `nodes` more nodes (at least one); returns whether
    /// the search is finished: a solution found or none possible.
    pub fn run(&mut self, nodes: JsValue) -> Result<bool, JsValue> {
        let nodes = whole_number("nodes", &nodes, MAX_SAFE_INTEGER)?.max(1);
        if !self.finished {
            let budget = self.rung.nodes().saturating_add(nodes);
            match self.rung.resume(budget) {
                Progress::Solution => {
                    self.solution = Some(self.rung.grid().to_string());
                    self.finished = true;
                }
                Progress::Exhausted => self.finished = true,
                Progress::OutOfBudget => {}
            }
        }
        Ok(self.finished)
    }

    /// Whether the search is finished.
    #[wasm_bindgen(getter)]
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// The solution once found, in the one-line form; else `undefined`.
    #[wasm_bindgen(getter)]
    pub fn solution(&self) -> Option<String> {
        self.solution.clone()
    }

    /// Nodes searched so far.
    #[wasm_bindgen(getter)]
    pub fn nodes(&self) -> f64 {
        self.rung.nodes() as f64
    }
}

/// The event kinds of [`RungStepper::next_batch`], by code.
const KINDS: [&str; 4] = ["place", "place", "remove", "solution"];

/// An event as four numbers: its kind code (0 a guess placed, 1 a forced
/// placement, 2 a removal, 3 a solution), then the cell, the symbol and the
/// candidates' mask (for a solution: the solutions so far, 0, 0).
fn record(step: Step, solutions: u64) -> Option<[i32; 4]> {
    Some(match step {
        Step::Place {
            cell,
            symbol,
            candidates,
            forced,
        } => [
            i32::from(forced),
            cell as i32,
            i32::from(symbol),
            candidates as i32,
        ],
        Step::Remove { cell, symbol } => [2, cell as i32, i32::from(symbol), 0],
        Step::Solution => [3, solutions as i32, 0, 0],
        Step::Done | Step::OutOfBudget => return None,
    })
}

/// A simple rung's search (every rung but `dlx`, which has `Stepper`),
/// one placement or removal at a time.
#[wasm_bindgen]
pub struct RungStepper {
    rung: Box<dyn Stepping>,
    grid: Grid,
    steps: u64,
}

#[wasm_bindgen]
impl RungStepper {
    /// Starts the rung `name` on `grid`.
    #[wasm_bindgen(constructor)]
    pub fn new(name: JsValue, grid: JsValue) -> Result<RungStepper, JsValue> {
        let name = string("name", &name)?;
        let mut rung = ladder::backtracker(&name).map_err(|e| {
            let hint = if name == "dlx" {
                "dlx steps through Stepper".to_string()
            } else {
                e.to_string()
            };
            JsValue::from(JsError::new(&hint))
        })?;
        let grid = self::grid(&grid)?;
        rung.start(&grid);
        Ok(RungStepper {
            rung,
            grid,
            steps: 0,
        })
    }

    fn next_record(&mut self) -> Option<[i32; 4]> {
        let step = self.rung.step();
        let record = record(step, self.rung.solutions())?;
        self.steps += 1;
        Some(record)
    }

    /// The next event, or `undefined` once the whole tree is searched.
    #[wasm_bindgen(js_name = next, unchecked_return_type = "RungEvent | undefined")]
    pub fn next_event(&mut self) -> JsValue {
        let Some([kind, a, b, mask]) = self.next_record() else {
            return JsValue::UNDEFINED;
        };
        let event = Object::new();
        let set = |key: &str, value: JsValue| {
            Reflect::set(&event, &key.into(), &value).expect("setting a field of a new object");
        };
        set("kind", KINDS[kind as usize].into());
        if kind == 3 {
            set("solutions", a.into());
        } else {
            set("cell", a.into());
            set("symbol", b.into());
        }
        if kind < 2 {
            let symbols: Array = (0..25)
                .filter(|bit| mask >> bit & 1 == 1)
                .map(|bit| JsValue::from(bit + 1))
                .collect();
            set("candidates", symbols.into());
            set("forced", (kind == 1).into());
        }
        event.into()
    }

    /// Up to `max` events (at most 1,048,576) as records of four numbers:
    /// `[kind, cell, symbol, candidates]`, kind 0 a guess placed, 1 a forced
    /// placement, 2 a removal (candidates 0), 3 a solution (`[3, solutions
    /// so far, 0, 0]`); the candidates are a mask, bit `s - 1` for symbol
    /// `s`. Fewer than `max` events means the search is done.
    #[wasm_bindgen(js_name = nextBatch)]
    pub fn next_batch(&mut self, max: JsValue) -> Result<Int32Array, JsValue> {
        let max = whole_number("max", &max, MAX_BATCH)?;
        let mut records = Vec::new();
        for _ in 0..max {
            let Some(record) = self.next_record() else {
                break;
            };
            records.extend(record);
        }
        Ok(Int32Array::from(&records[..]))
    }

    /// Starts the search again from the top.
    pub fn reset(&mut self) {
        self.rung.start(&self.grid);
        self.steps = 0;
    }

    /// The givens with the search's placements, in the one-line form.
    #[wasm_bindgen(getter)]
    pub fn grid(&self) -> String {
        self.rung.grid().to_string()
    }

    /// Events so far.
    #[wasm_bindgen(getter)]
    pub fn steps(&self) -> f64 {
        self.steps as f64
    }

    /// Whether the whole tree has been searched.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        self.rung.is_done()
    }

    /// Nodes so far: the start and each placement.
    #[wasm_bindgen(getter)]
    pub fn nodes(&self) -> f64 {
        self.rung.nodes() as f64
    }

    /// Solutions found so far.
    #[wasm_bindgen(getter)]
    pub fn solutions(&self) -> f64 {
        self.rung.solutions() as f64
    }
}

//! The ladder's JavaScript binding: every rung and column rule with node
//! budgets, a resumable search for racing the rungs, and a step-through of
//! the simple rungs. Like the rest of the binding it only translates, and
//! checks every argument first: a value of the wrong type is a `TypeError`
//! naming the parameter, a number that is not whole or out of range a
//! `RangeError`, so nothing is coerced, nothing panics, and the module goes
//! on after any error.

use super::arguments::{error, index, text, whole_number, Result, MAX_SAFE_INTEGER};
use super::{constraint_object, object, parse};
use crate::contract::RUNG_RECORD;
use crate::dlx::Rule;
use crate::ladder::{self, Outcome, Progress, Rung, Step, Stepping};
use crate::sudoku::Grid;
use js_sys::{Array, Int32Array};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** One event of a rung's search; see docs/javascript-api.md. */
export type RungEvent =
  | { kind: "place"; cell: number; symbol: number; candidates: number[]; options: number; forced: boolean; item?: number }
  | { kind: "remove"; cell: number; symbol: number }
  | { kind: "solution"; solutions: number };
"#;

/// The most events one [`RungStepper::next_batch`] returns.
const MAX_BATCH: u64 = 1 << 20;

/// A batch stops once its records reach this many bytes (65,536 events),
/// as [`Stepper::next_batch`](super::Stepper::next_batch)'s do, so that
/// the largest batch asked for does not grow the module's memory for good.
const MAX_BATCH_BYTES: usize = 1 << 20;

/// The longest rung or rule name read: longer is no name.
const MAX_NAME: u32 = 16;

/// The column rule: `undefined` for the default, else its name.
fn rule(value: &JsValue) -> Result<Rule> {
    if value.is_undefined() {
        return Ok(Rule::default());
    }
    text("rule", value, MAX_NAME)?
        .parse()
        .map_err(|e: crate::dlx::rule::UnknownRule| error(&e))
}

fn rung(name: &JsValue, rule_name: &JsValue) -> Result<Box<dyn Rung>> {
    let rule = rule(rule_name)?;
    ladder::rung(&text("name", name, MAX_NAME)?, rule).map_err(|e| error(&e))
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
) -> Result<RungReport> {
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
) -> Result<RungReport> {
    let mut rung = rung(&name, &rule)?;
    let limit = whole_number("limit", &limit, 0, MAX_SAFE_INTEGER)?;
    let budget = whole_number("budget", &budget, 0, MAX_SAFE_INTEGER)?;
    let grid = parse(&grid)?;
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
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | undefined")] rule: JsValue,
    ) -> Result<RungSearch> {
        let mut rung = rung(&name, &rule)?;
        rung.start(&parse(&grid)?);
        Ok(RungSearch {
            rung,
            solution: None,
            finished: false,
        })
    }

    /// Searches about `nodes` more nodes (at least one); returns whether
    /// the search is finished: a solution found or none possible.
    pub fn run(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] nodes: JsValue,
    ) -> Result<bool> {
        let nodes = whole_number("nodes", &nodes, 1, MAX_SAFE_INTEGER)?;
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

/// The kind of a simple rung's move, the first number of each record of
/// [`RungStepper::next_batch`]. This is the one definition: the JavaScript
/// imports it as `MoveKind`.
#[wasm_bindgen]
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    /// A symbol placed in a cell, one of several candidates: a guess.
    Guess = 0,
    /// A symbol placed in a cell as the only candidate, or a single.
    Forced = 1,
    /// A placement taken back: the search backtracks.
    Remove = 2,
    /// Every cell is filled: a solution.
    Solution = 3,
}

impl MoveKind {
    /// The kind's name in the event objects of [`RungStepper::next_event`].
    fn name(self) -> &'static str {
        match self {
            MoveKind::Guess | MoveKind::Forced => "place",
            MoveKind::Remove => "remove",
            MoveKind::Solution => "solution",
        }
    }
}

/// An event as the numbers of its record (see `contract::RUNG_RECORD`).
#[derive(Clone, Copy)]
struct Record {
    kind: MoveKind,
    cell: i32,
    symbol: i32,
    candidates: u32,
    item: i32,
    options: i32,
}

impl Record {
    /// The record's numbers by name, in `contract::RUNG_RECORD`'s order,
    /// which debug builds check.
    fn numbers(self) -> [i32; 6] {
        let named = [
            ("kind", self.kind as i32),
            ("cell", self.cell),
            ("symbol", self.symbol),
            ("candidates", self.candidates as i32),
            ("item", self.item),
            ("options", self.options),
        ];
        debug_assert!(named
            .iter()
            .zip(RUNG_RECORD.head)
            .all(|((name, _), field)| *name == field.name));
        named.map(|(_, number)| number)
    }
}

/// `step` as a record; `None` once the search is done.
fn record(step: Step, solutions: u64) -> Option<Record> {
    let mut record = Record {
        kind: MoveKind::Solution,
        cell: 0,
        symbol: 0,
        candidates: 0,
        item: -1,
        options: 0,
    };
    match step {
        Step::Place {
            cell,
            symbol,
            candidates,
            forced,
            branch,
        } => {
            record.kind = if forced {
                MoveKind::Forced
            } else {
                MoveKind::Guess
            };
            (record.cell, record.symbol, record.candidates) =
                (cell as i32, i32::from(symbol), candidates);
            (record.item, record.options) = match branch {
                Some((item, options)) => (item as i32, options as i32),
                None => (-1, candidates.count_ones() as i32),
            };
        }
        Step::Remove { cell, symbol } => {
            record.kind = MoveKind::Remove;
            (record.cell, record.symbol) = (cell as i32, i32::from(symbol));
        }
        Step::Solution => record.cell = solutions as i32,
        Step::Done | Step::OutOfBudget => return None,
    }
    Some(record)
}

/// A rung's search, dancing links included, one placement or removal at a
/// time.
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
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    ) -> Result<RungStepper> {
        let name = text("name", &name, MAX_NAME)?;
        let mut rung = ladder::backtracker(&name).map_err(|e| error(&e))?;
        let grid = parse(&grid)?;
        rung.start(&grid);
        Ok(RungStepper {
            rung,
            grid,
            steps: 0,
        })
    }

    fn next_record(&mut self) -> Option<Record> {
        let step = self.rung.step();
        let record = record(step, self.rung.solutions())?;
        self.steps += 1;
        Some(record)
    }

    /// The next event, or `undefined` once the whole tree is searched.
    #[wasm_bindgen(js_name = next, unchecked_return_type = "RungEvent | undefined")]
    pub fn next_event(&mut self) -> Result<JsValue> {
        let Some(record) = self.next_record() else {
            return Ok(JsValue::UNDEFINED);
        };
        let kind = JsValue::from(record.kind.name());
        let (cell, symbol) = (JsValue::from(record.cell), JsValue::from(record.symbol));
        match record.kind {
            MoveKind::Solution => object(&[("kind", kind), ("solutions", cell)]),
            MoveKind::Remove => object(&[("kind", kind), ("cell", cell), ("symbol", symbol)]),
            MoveKind::Guess | MoveKind::Forced => {
                let candidates: Array = (0..25)
                    .filter(|bit| record.candidates >> bit & 1 == 1)
                    .map(|bit| JsValue::from(bit + 1))
                    .collect();
                let mut fields = vec![
                    ("kind", kind),
                    ("cell", cell),
                    ("symbol", symbol),
                    ("candidates", candidates.into()),
                    ("options", record.options.into()),
                    ("forced", (record.kind == MoveKind::Forced).into()),
                ];
                if record.item >= 0 {
                    fields.push(("item", record.item.into()));
                }
                object(&fields)
            }
        }
    }

    /// Up to `max` events (at most 1,048,576) as records of six numbers,
    /// laid out as `contract::RUNG_RECORD` declares: `[kind, cell, symbol,
    /// candidates, item, options]`, kind a [`MoveKind`]: a guess or a
    /// forced placement (the candidates a mask, bit `s - 1` for symbol `s`,
    /// of a simple rung; the item dancing links branched on, else -1; how
    /// many choices there were), a removal, or a solution (the cell its
    /// count so far). A batch stops early at 1 MiB of records, so fewer
    /// than `max` events means the search is done or the batch full:
    /// `done` tells which.
    #[wasm_bindgen(js_name = nextBatch)]
    pub fn next_batch(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] max: JsValue,
    ) -> Result<Int32Array> {
        let max = whole_number("max", &max, 0, MAX_BATCH)?;
        let mut records = Vec::new();
        for _ in 0..max {
            if records.len() * 4 >= MAX_BATCH_BYTES {
                break;
            }
            let Some(record) = self.next_record() else {
                break;
            };
            records.extend(record.numbers());
        }
        Ok(Int32Array::from(&records[..]))
    }

    /// What item `item` of dancing links' Sudoku encoding stands for (as
    /// `Stepper.itemConstraint` says it), the item a placement's record
    /// names; `undefined` for another rung or out of range.
    #[wasm_bindgen(js_name = itemConstraint, unchecked_return_type = "ItemConstraint | undefined")]
    pub fn item_constraint(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] item: JsValue,
    ) -> Result<JsValue> {
        match index("item", &item)?.and_then(|item| self.rung.constraint(item)) {
            Some(constraint) => constraint_object(constraint),
            None => Ok(JsValue::UNDEFINED),
        }
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

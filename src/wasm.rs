//! The JavaScript binding. It only translates: text in, answers and plain
//! objects out, and every error a JavaScript `Error` carrying the model's
//! message. Every input is checked before use (numbers too, since they
//! arrive as `f64`), so nothing panics and the module keeps working after
//! any error.

use crate::dlx::{Event, ItemOptions, Matrix, Search, Stats};
use crate::problem::{self, Problem};
use crate::sudoku::{
    Encoding, Generator as PuzzleGenerator, Grid, Options as GenerateOptions, Solver,
};
use js_sys::{Array, Int32Array, Object, Reflect, Uint32Array};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** One event of the search; see the README for what each kind means. */
export type StepEvent =
  | { kind: "choose"; item: number; length: number }
  | { kind: "cover"; item: number; options: Uint32Array }
  | { kind: "uncover"; item: number; options: Uint32Array }
  | { kind: "select"; option: number; depth: number }
  | { kind: "deselect"; option: number; depth: number }
  | { kind: "solution"; solutions: number };

/** The options of `generate`; every field is optional. */
export interface GenerateOptions {
  size?: 4 | 6 | 9 | 16 | 25;
  seed?: number;
  symmetry?: "none" | "rotational" | "mirror";
  minimal?: boolean;
  givens?: number;
  difficulty?: "easy" | "medium" | "hard" | "expert";
}
"#;

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

/// A JavaScript number that must be a whole number from 0 to `max`: numbers
/// arrive as `f64`, so nothing wraps silently into a smaller type. The
/// message leaves the number out: printing floats would add a tenth to the
/// size of the module.
fn whole_number(name: &str, value: f64, max: u64) -> Result<u64, JsError> {
    if value.fract() == 0.0 && (0.0..=max as f64).contains(&value) {
        Ok(value as u64)
    } else {
        Err(JsError::new(&format!(
            "{name} must be a whole number from 0 to {max}"
        )))
    }
}

/// The largest count or limit a JavaScript number holds exactly.
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// The most events one [`Stepper::next_batch`] call returns, so that a
/// batch stays a few megabytes at most.
const MAX_BATCH: u64 = 1 << 20;

fn parse(grid: &str) -> Result<Grid, JsError> {
    grid.parse()
        .map_err(|e: crate::sudoku::ParseError| JsError::new(&e.to_string()))
}

/// The puzzle in the one-line form (row by row, `.` for empty), which also
/// tells its size. Throws an `Error` saying what is wrong, and where.
#[wasm_bindgen]
pub fn normalize(grid: &str) -> Result<String, JsError> {
    Ok(parse(grid)?.to_string())
}

/// The one-line solution, or `undefined` when there is none. Throws an
/// `Error` saying what is wrong, and where, for bad input.
#[wasm_bindgen]
pub fn solve(grid: &str) -> Result<Option<String>, JsError> {
    let grid = parse(grid)?;
    let solved = SOLVER.with_borrow_mut(|solver| solver.solve(&grid));
    Ok(solved.solution.map(|g| g.to_string()))
}

/// The number of solutions, stopping at `limit` (0 counts them all).
#[wasm_bindgen]
pub fn count(grid: &str, limit: f64) -> Result<f64, JsError> {
    let limit = whole_number("limit", limit, MAX_SAFE_INTEGER)?;
    let grid = parse(grid)?;
    let counted = SOLVER.with_borrow_mut(|solver| solver.count(&grid, limit));
    Ok(counted.count as f64)
}

/// A solution with the work it took: `{ solution, nodes, updates }`.
#[wasm_bindgen(js_name = solveWithStats)]
pub fn solve_with_stats(grid: &str) -> Result<SolveReport, JsError> {
    let grid = parse(grid)?;
    let solved = SOLVER.with_borrow_mut(|solver| solver.solve(&grid));
    Ok(SolveReport {
        solution: solved.solution.map(|g| g.to_string()),
        stats: solved.stats,
    })
}

/// What [`solve_with_stats`] found.
#[wasm_bindgen]
pub struct SolveReport {
    solution: Option<String>,
    stats: Stats,
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
    pub fn new(grid: &str, limit: f64) -> Result<Counter, JsError> {
        let limit = whole_number("limit", limit, MAX_SAFE_INTEGER)?;
        let grid = parse(grid)?;
        let mut matrix = Matrix::default();
        Encoding::default().encode(&grid, &mut matrix);
        Ok(Counter {
            search: Search::new(matrix),
            limit,
        })
    }

    /// Searches about `nodes` more nodes of the tree (at least one); returns
    /// whether the count is final.
    pub fn run(&mut self, nodes: f64) -> Result<bool, JsError> {
        let nodes = whole_number("nodes", nodes, MAX_SAFE_INTEGER)?;
        if !self.finished() {
            let left = if self.limit == 0 {
                0
            } else {
                self.limit - self.found()
            };
            self.search.count_within(left, nodes);
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

/// Each event kind's name and the names of its two fields, indexed by the
/// kind codes of [`Stepper::next_batch`]; an empty name is a field not shown.
const KINDS: [(&str, &str, &str); 6] = [
    ("choose", "item", "length"),
    ("cover", "item", ""),
    ("uncover", "item", ""),
    ("select", "option", "depth"),
    ("deselect", "option", "depth"),
    ("solution", "solutions", ""),
];

/// An event as plain numbers: its kind code, two fields, and the options it
/// hid or restored; `None` once the search is done.
fn record(event: Event<'_>, solutions: u64) -> Option<(usize, usize, usize, Vec<u32>)> {
    let options = |list: ItemOptions<'_>| list.map(|o| o as u32).collect();
    Some(match event {
        Event::Choose { item, len } => (0, item, len, Vec::new()),
        Event::Cover { item, hidden } => (1, item, 0, options(hidden)),
        Event::Uncover { item, restored } => (2, item, 0, options(restored)),
        Event::Select { option, depth } => (3, option, depth, Vec::new()),
        Event::Deselect { option, depth } => (4, option, depth, Vec::new()),
        Event::Solution => (5, solutions as usize + 1, 0, Vec::new()),
        Event::Done => return None,
    })
}

/// What the items and options of a stepper's matrix stand for.
enum Labels {
    Sudoku(Encoding),
    Named {
        items: Vec<String>,
        options: Vec<String>,
    },
}

/// The search of one Sudoku, or of a small exact-cover problem, one event at
/// a time.
#[wasm_bindgen]
pub struct Stepper {
    search: Search<Matrix>,
    labels: Labels,
    steps: u64,
}

#[wasm_bindgen]
impl Stepper {
    /// Starts the search of `grid`. Throws an `Error` for bad input.
    #[wasm_bindgen(constructor)]
    pub fn new(grid: &str) -> Result<Stepper, JsError> {
        let grid = parse(grid)?;
        let mut matrix = Matrix::default();
        let mut encoding = Encoding::default();
        encoding.encode(&grid, &mut matrix);
        Ok(Stepper {
            search: Search::new(matrix),
            labels: Labels::Sudoku(encoding),
            steps: 0,
        })
    }

    /// Starts the search of an exact-cover problem written in Knuth's dlx
    /// format (a line of items, `|` before the secondary ones, then one
    /// option per line) or as a 0/1 matrix. Throws an `Error` naming the line.
    #[wasm_bindgen(js_name = fromExactCover)]
    pub fn from_exact_cover(text: &str) -> Result<Stepper, JsError> {
        let Problem {
            matrix,
            item_names,
            option_names,
        } = problem::parse(text).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(Stepper {
            search: Search::new(matrix),
            labels: Labels::Named {
                items: item_names,
                options: option_names,
            },
            steps: 0,
        })
    }

    /// The next event, or `undefined` once the whole tree is searched.
    #[wasm_bindgen(js_name = next, unchecked_return_type = "StepEvent | undefined")]
    pub fn next_event(&mut self) -> JsValue {
        let solutions = self.search.stats().solutions;
        let Some((kind, a, b, options)) = record(self.search.step(), solutions) else {
            return JsValue::UNDEFINED;
        };
        self.steps += 1;
        let (name, a_name, b_name) = KINDS[kind];
        let event = Object::new();
        let set = |key: &str, value: JsValue| {
            Reflect::set(&event, &key.into(), &value).expect("setting a field of a new object");
        };
        set("kind", name.into());
        set(a_name, a.into());
        if !b_name.is_empty() {
            set(b_name, b.into());
        }
        if kind == 1 || kind == 2 {
            set("options", Uint32Array::from(&options[..]).into());
        }
        event.into()
    }

    /// Up to `max` events at once, for fast playback, as records of four
    /// numbers and a list: `[kind, a, b, n, ...n options]`. Kinds: 0 choose
    /// (item, length), 1 cover and 2 uncover (item, 0, the options hidden or
    /// restored), 3 select and 4 deselect (option, depth), 5 solution
    /// (solutions so far, 0). Fewer than `max` events means the search is
    /// done. `max` is at most 1,048,576.
    #[wasm_bindgen(js_name = nextBatch)]
    pub fn next_batch(&mut self, max: f64) -> Result<Int32Array, JsError> {
        let max = whole_number("max", max, MAX_BATCH)?;
        let mut records: Vec<i32> = Vec::new();
        for _ in 0..max {
            let solutions = self.search.stats().solutions;
            let Some((kind, a, b, options)) = record(self.search.step(), solutions) else {
                break;
            };
            self.steps += 1;
            records.extend([kind as i32, a as i32, b as i32, options.len() as i32]);
            records.extend(options.iter().map(|&o| o as i32));
        }
        Ok(Int32Array::from(&records[..]))
    }

    /// Starts the search again from the top.
    pub fn reset(&mut self) {
        self.search.reset();
        self.steps = 0;
    }

    /// The givens with the partial solution filled in, in the one-line
    /// form; `undefined` for a problem that is not a Sudoku.
    #[wasm_bindgen(getter)]
    pub fn grid(&self) -> Option<String> {
        match &self.labels {
            Labels::Sudoku(encoding) => Some(encoding.fill(self.search.partial()).to_string()),
            Labels::Named { .. } => None,
        }
    }

    /// The options of the partial solution, from depth 0 up.
    #[wasm_bindgen(getter)]
    pub fn partial(&self) -> Uint32Array {
        let options: Vec<u32> = self.search.partial().map(|o| o as u32).collect();
        Uint32Array::from(&options[..])
    }

    /// Events so far.
    #[wasm_bindgen(getter)]
    pub fn steps(&self) -> f64 {
        self.steps as f64
    }

    /// Whether the whole tree has been searched.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        self.search.is_done()
    }

    /// Nodes of the search tree so far.
    #[wasm_bindgen(getter)]
    pub fn nodes(&self) -> f64 {
        self.search.stats().nodes as f64
    }

    /// Link updates so far.
    #[wasm_bindgen(getter)]
    pub fn updates(&self) -> f64 {
        self.search.stats().updates as f64
    }

    /// Solutions found so far.
    #[wasm_bindgen(getter)]
    pub fn solutions(&self) -> f64 {
        self.search.stats().solutions as f64
    }

    /// How many items (constraints) the matrix has.
    #[wasm_bindgen(getter, js_name = itemCount)]
    pub fn item_count(&self) -> usize {
        self.search.matrix().item_count()
    }

    /// How many of the items are primary (the rest are secondary).
    #[wasm_bindgen(getter, js_name = primaryCount)]
    pub fn primary_count(&self) -> usize {
        self.search.matrix().primary_count()
    }

    /// How many options (candidate placements) the matrix has.
    #[wasm_bindgen(getter, js_name = optionCount)]
    pub fn option_count(&self) -> usize {
        self.search.matrix().option_count()
    }

    /// An item's name, such as `R3C5` (a cell) or `R3#5`, `C5#3`, `B2#7` (a
    /// symbol in a row, column or box); `undefined` out of range.
    #[wasm_bindgen(js_name = itemName)]
    pub fn item_name(&self, item: usize) -> Option<String> {
        match &self.labels {
            _ if item >= self.item_count() => None,
            Labels::Sudoku(encoding) => Some(encoding.constraint(item).to_string()),
            Labels::Named { items, .. } => items.get(item).cloned(),
        }
    }

    /// An option's name: a placement such as `R3C5=7`, or the option as it
    /// was typed; `undefined` out of range.
    #[wasm_bindgen(js_name = optionName)]
    pub fn option_name(&self, option: usize) -> Option<String> {
        match &self.labels {
            _ if option >= self.option_count() => None,
            Labels::Sudoku(encoding) => Some(encoding.placement_name(option)),
            Labels::Named { options, .. } => options.get(option).cloned(),
        }
    }

    /// Every item's name, for a matrix's column labels.
    #[wasm_bindgen(js_name = itemNames)]
    pub fn item_names(&self) -> Array {
        (0..self.item_count())
            .filter_map(|i| self.item_name(i))
            .map(JsValue::from)
            .collect()
    }

    /// A Sudoku item's group: 0 cell, 1 row, 2 column, 3 box; -1 out of
    /// range or for a problem that is not a Sudoku.
    #[wasm_bindgen(js_name = itemGroup)]
    pub fn item_group(&self, item: usize) -> i32 {
        match &self.labels {
            Labels::Sudoku(encoding) if item < self.item_count() => {
                encoding.constraint(item).kind as i32
            }
            _ => -1,
        }
    }

    /// An option's items; empty out of range.
    #[wasm_bindgen(js_name = optionItems)]
    pub fn option_items(&self, option: usize) -> Uint32Array {
        let matrix = self.search.matrix();
        let items: Vec<u32> = if option < matrix.option_count() {
            matrix.option_items(option).map(|i| i as u32).collect()
        } else {
            Vec::new()
        };
        Uint32Array::from(&items[..])
    }

    /// A Sudoku option's placement as `[cell, value]` (value counted from
    /// 1); empty out of range or for a problem that is not a Sudoku.
    #[wasm_bindgen(js_name = optionPlacement)]
    pub fn option_placement(&self, option: usize) -> Uint32Array {
        match &self.labels {
            Labels::Sudoku(encoding) if option < self.option_count() => {
                let placement = encoding.placement(option);
                Uint32Array::from(&[u32::from(placement.cell), u32::from(placement.value)][..])
            }
            _ => Uint32Array::new_with_length(0),
        }
    }

    /// The raw links, three numbers a node: `[up, down, top, ...]`, for
    /// drawing the structure as in Knuth's figures. Nodes `1..=itemCount`
    /// are the item headers; each option's nodes follow a spacer node whose
    /// `top` is `-k` after `k` options; an option node's `top` is its item
    /// plus 1. Hidden nodes keep their own links while their neighbours
    /// skip them.
    pub fn links(&self) -> Int32Array {
        let links: Vec<i32> = self
            .search
            .matrix()
            .links()
            .flat_map(|(up, down, top)| [up as i32, down as i32, top])
            .collect();
        Int32Array::from(&links[..])
    }

    /// Every item's current length, with covered items as -1.
    #[wasm_bindgen(js_name = itemLengths)]
    pub fn item_lengths(&self) -> Int32Array {
        let matrix = self.search.matrix();
        let lengths: Vec<i32> = (0..matrix.item_count())
            .map(|i| {
                if matrix.is_active(i) {
                    matrix.item_len(i) as i32
                } else {
                    -1
                }
            })
            .collect();
        Int32Array::from(&lengths[..])
    }
}

/// Reads the options of [`generate`]: an object whose fields are all
/// optional, or `undefined`. Unknown fields are refused, so that a typo is
/// not silently ignored.
fn generate_options(options: &JsValue) -> Result<GenerateOptions, JsError> {
    let mut parsed = GenerateOptions {
        seed: (js_sys::Math::random() * MAX_SAFE_INTEGER as f64) as u64,
        ..GenerateOptions::default()
    };
    if options.is_undefined() || options.is_null() {
        return Ok(parsed);
    }
    if !options.is_object() {
        return Err(JsError::new("options must be an object"));
    }
    for key in Object::keys(options.unchecked_ref::<Object>()) {
        let key = key.as_string().unwrap_or_default();
        let value = Reflect::get(options, &key.as_str().into()).unwrap_or(JsValue::UNDEFINED);
        if value.is_undefined() {
            continue;
        }
        let number = |max| whole_number(&key, value.as_f64().unwrap_or(f64::NAN), max);
        let text = || {
            value
                .as_string()
                .ok_or_else(|| format!("{key} must be a string"))
        };
        match key.as_str() {
            "size" => parsed.side = number(25)? as usize,
            "seed" => parsed.seed = number(MAX_SAFE_INTEGER)?,
            "givens" => parsed.givens = Some(number(625)? as usize),
            "minimal" => {
                parsed.minimal = value
                    .as_bool()
                    .ok_or_else(|| JsError::new("minimal must be true or false"))?
            }
            "symmetry" => parsed.symmetry = text().and_then(|t| t.parse()).map_err(js_error)?,
            "difficulty" => {
                parsed.difficulty = Some(text().and_then(|t| t.parse()).map_err(js_error)?)
            }
            _ => {
                return Err(JsError::new(&format!(
                    "unknown option \"{key}\": size, seed, symmetry, minimal, givens or difficulty"
                )))
            }
        }
    }
    Ok(parsed)
}

fn js_error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// A new puzzle with exactly one solution, in the one-line form. `options`
/// (every field optional): `size` (4, 6, 9, 16 or 25; 9), `seed` (a whole
/// number; random), `symmetry` (`"none"`, `"rotational"`, `"mirror"`),
/// `minimal` (boolean), `givens` (a whole number), `difficulty` (`"easy"`,
/// `"medium"`, `"hard"`, `"expert"`). The same options and seed give the
/// same puzzle as the command line.
#[wasm_bindgen]
pub fn generate(
    #[wasm_bindgen(unchecked_param_type = "GenerateOptions | undefined")] options: JsValue,
) -> Result<String, JsError> {
    let options = generate_options(&options)?;
    let mut generator = PuzzleGenerator::new(options).map_err(js_error)?;
    Ok(generator.next_puzzle().map_err(js_error)?.to_string())
}

/// A puzzle's difficulty: `{ level, score }`, the level `"easy"`,
/// `"medium"`, `"hard"` or `"expert"` and the score the search's wrong
/// turns (see the README). Throws for bad input, and for a puzzle without
/// exactly one solution.
#[wasm_bindgen(unchecked_return_type = "{ level: string; score: number }")]
pub fn rate(grid: &str) -> Result<JsValue, JsError> {
    let grid = parse(grid)?;
    let rating = SOLVER
        .with_borrow_mut(|solver| crate::sudoku::rate(&grid, solver))
        .map_err(|e| JsError::new(&format!("cannot rate: {e}")))?;
    let object = Object::new();
    let set = |key: &str, value: JsValue| Reflect::set(&object, &key.into(), &value);
    set("level", rating.level.name().into()).expect("setting a field of a new object");
    set("score", rating.score.into()).expect("setting a field of a new object");
    Ok(object.into())
}

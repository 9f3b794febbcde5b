//! The search one event at a time, for the visualizer: the events, and
//! what the items and options of the matrix stand for.

use super::arguments::{error, problem, text, whole_number, Result, MAX_GRID_TEXT};
use super::object;
use crate::cells::Mirror;
use crate::contract::{Packer, TIE};
use crate::dlx::{AlgorithmStep, Event, ItemOptions, Matrix, Move, Replay, Rule, Tie};
use crate::problem::{Names, Problem};
use crate::sudoku::variant::{self as variants, is_variant};
use crate::sudoku::Encoding;
use js_sys::{Array, Int32Array, Uint32Array};
use ruled::{rule_of, RuledSearch};
use wasm_bindgen::prelude::*;

mod matrix;
mod replay;
mod ruled;
mod variant;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/**
 * How a stepper searches: the column rule of step X3, `"weighed"` (the
 * default: fewest options, a real branch to the item whose options hide
 * the most), `"knuth"` (fewest options, the leftmost among equals, as in
 * TAOCP and `dlx1`) or `"first"` (the first item left, whatever its length).
 */
export type StepperOptions = { rule?: "weighed" | "knuth" | "first" };

/**
 * One event of the search; see docs/javascript-api.md for what each kind
 * means. A choose event that broke a tie says how many items had its
 * length (`tied`, the chosen one included) and the first few of them,
 * leftmost first (`weighed`), with their weights: under the weighed rule,
 * a real branch (length 2 or more), which took the heaviest, the leftmost
 * among equals; under Knuth's, any length but 0, which took the leftmost.
 * A deselect says which option its level tries next, when one is left.
 */
export type StepEvent = { algorithmStep: AlgorithmStep } & (
  | { kind: "choose"; item: number; length: number; tied: number; weighed: Uint32Array; weights: Uint32Array }
  | { kind: "cover"; item: number; options: Uint32Array }
  | { kind: "uncover"; item: number; options: Uint32Array }
  | { kind: "select"; option: number; depth: number }
  | { kind: "deselect"; option: number; depth: number; next?: number }
  | { kind: "solution"; solutions: number });

/**
 * The step of Knuth's Algorithm X (TAOCP 7.2.2.1) an event performs: 2
 * for X2 (a solution is visited), 3 for X3 (choose), 4 for X4 (cover the
 * chosen item), 5 for X5 (try an option: select it, cover its other
 * items), 6 for X6 (try again: uncover them, deselect it), 7 for X7
 * (backtrack: uncover the chosen item).
 */
export type AlgorithmStep = 2 | 3 | 4 | 5 | 6 | 7;

/** A Sudoku option: a value (from 1) in a cell (row by row, from 0). */
export type Placement = { cell: number; value: number };
"#;

/// The most events one [`Stepper::next_batch`] call returns.
const MAX_BATCH: u64 = 1 << 20;

/// A batch stops after the event that takes its records past this many
/// bytes, since one event can carry thousands of options.
const MAX_BATCH_BYTES: usize = 1 << 20;

/// The kind of a search event, as the first number of each record of
/// [`Stepper::next_batch`]; [`Stepper::next_event`] names it in lower case.
/// This is the one definition: the JavaScript imports it as `EventKind`.
#[wasm_bindgen]
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// The column rule chose `item`, which has `length` options left, with
    /// the items it was tied with (see [`tie_list`]).
    Choose = 0,
    /// `item` was covered, hiding `options`.
    Cover = 1,
    /// `item` was uncovered, restoring `options`.
    Uncover = 2,
    /// `option` joined the partial solution at `depth`.
    Select = 3,
    /// `option` left the partial solution at `depth`; `next` is tried next.
    Deselect = 4,
    /// A solution was found: `solutions` so far.
    Solution = 5,
}

impl EventKind {
    /// The kind's name and the names of its two fields, as in the event
    /// objects; an empty name is a field not shown.
    fn names(self) -> (&'static str, &'static str, &'static str) {
        match self {
            EventKind::Choose => ("choose", "item", "length"),
            EventKind::Cover => ("cover", "item", ""),
            EventKind::Uncover => ("uncover", "item", ""),
            EventKind::Select => ("select", "option", "depth"),
            EventKind::Deselect => ("deselect", "option", "depth"),
            EventKind::Solution => ("solution", "solutions", ""),
        }
    }
}

/// An event as plain numbers: its kind, two fields, the step of Algorithm X
/// it performs (see [`crate::dlx::AlgorithmStep`]) and a list. The list
/// holds the options a cover hid or an uncover restored; for the choice of
/// a tie (see [`tie_list`]), how many items were tied, then the first few of
/// them, then their weights; for a deselect, the option tried next, if one
/// is left.
struct Record {
    kind: EventKind,
    a: usize,
    b: usize,
    step: AlgorithmStep,
    list: Vec<u32>,
}

/// `event` as a [`Record`]; `None` once the search is done. What the event
/// itself does not carry (ties, the next option) is added by the caller.
fn record(event: Event<'_>, solutions: u64) -> Option<Record> {
    let list = |options: ItemOptions<'_>| options.map(|o| o as u32).collect();
    let step = event.algorithm_step();
    let (kind, a, b, list) = match event {
        Event::Choose { item, length } => (EventKind::Choose, item, length, Vec::new()),
        Event::Cover { item, options, .. } => (EventKind::Cover, item, 0, list(options)),
        Event::Uncover { item, options, .. } => (EventKind::Uncover, item, 0, list(options)),
        Event::Select { option, depth } => (EventKind::Select, option, depth, Vec::new()),
        Event::Deselect { option, depth } => (EventKind::Deselect, option, depth, Vec::new()),
        Event::Solution => (EventKind::Solution, solutions as usize + 1, 0, Vec::new()),
        // The stepper runs Algorithm X, which purifies nothing (a problem
        // with colours is refused when read).
        Event::Purify { .. } | Event::Unpurify { .. } | Event::Done => return None,
    };
    Some(Record {
        kind,
        a,
        b,
        step,
        list,
    })
}

/// Whether a choice of `length` options under `rule` broke a tie worth
/// telling: the weighed rule weighs only a real branch (a forced item is
/// taken as found), Knuth's takes the leftmost of any length but 0 (a dead
/// end backs up whichever it is), and the first rule ties nothing.
fn breaks_tie(rule: Rule, length: usize) -> bool {
    match rule {
        Rule::Weighed => length >= 2,
        Rule::Knuth => length >= 1,
        Rule::First => false,
    }
}

/// A tie as a record's list, laid out as `contract::TIE` declares: how
/// many items were tied, the first few of them, their weights (at most
/// `i32::MAX`, the largest a batch record holds).
fn tie_list(tie: &Tie) -> Vec<u32> {
    let weight = |w: u64| u32::try_from(w).unwrap_or(u32::MAX).min(i32::MAX as u32);
    let mut list = Packer::new(&TIE, &[("tied", tie.items as u32)]);
    list.part("weighed", tie.weighed.iter().map(|&(item, _)| item as u32))
        .part("weights", tie.weighed.iter().map(|&(_, w)| weight(w)));
    list.finish()
}

/// `record` as the object [`Stepper::next_event`] returns.
fn event_object(record: &Record) -> Result<JsValue> {
    let Record {
        kind,
        a,
        b,
        step,
        list,
    } = record;
    let (name, a_name, b_name) = kind.names();
    let mut fields = vec![
        ("kind", name.into()),
        ("algorithmStep", (*step as u8).into()),
        (a_name, (*a).into()),
    ];
    if !b_name.is_empty() {
        fields.push((b_name, (*b).into()));
    }
    let array = |numbers: &[u32]| JsValue::from(Uint32Array::from(numbers));
    match kind {
        EventKind::Cover | EventKind::Uncover => fields.push(("options", array(list))),
        EventKind::Choose => {
            let weighed = list.len().saturating_sub(1) / 2;
            fields.push(("tied", list.first().copied().unwrap_or(0).into()));
            fields.push(("weighed", array(list.get(1..=weighed).unwrap_or(&[]))));
            fields.push(("weights", array(list.get(1 + weighed..).unwrap_or(&[]))));
        }
        EventKind::Deselect => {
            if let Some(&next) = list.first() {
                fields.push(("next", next.into()));
            }
        }
        EventKind::Select | EventKind::Solution => {}
    }
    object(&fields)
}

/// What the items and options of a stepper's matrix stand for.
enum Labels {
    Sudoku(Encoding),
    Variant(Box<variant::Opened>),
    Named { items: Names, options: Names },
}

/// The search of one Sudoku, or of a small exact-cover problem, one event at
/// a time.
#[wasm_bindgen]
pub struct Stepper {
    search: RuledSearch,
    labels: Labels,
    steps: u64,
    /// Every event so far, for stepping back and forth (see `replay.rs`),
    /// once the caller asks for it.
    replay: Option<Replay>,
    /// The replay's moves on sparse sets, made the first time they are read.
    cells: Option<Mirror>,
}

#[wasm_bindgen]
impl Stepper {
    /// Starts the search of `grid`, a Sudoku or a variant puzzle (ISS's
    /// constraint string, docs/variants.md: the variant's own matrix), under
    /// the column rule of `options` (the weighed rule by default). Throws an
    /// `Error` for bad input, and for arrows that need colours.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "StepperOptions")] options: JsValue,
    ) -> Result<Stepper> {
        let rule = rule_of(&options)?;
        let text = text("grid", &grid, MAX_GRID_TEXT)?;
        let mut matrix = Matrix::default();
        let labels = if is_variant(&text) {
            Labels::Variant(Box::new(variant::open(&text, &mut matrix)?))
        } else {
            let grid = text
                .parse()
                .map_err(|e: crate::sudoku::ParseError| error(&e))?;
            let mut encoding = Encoding::default();
            encoding.encode(&grid, &mut matrix);
            Labels::Sudoku(encoding)
        };
        Ok(Stepper {
            search: RuledSearch::new(matrix, rule),
            labels,
            steps: 0,
            replay: None,
            cells: None,
        })
    }

    /// Starts the search of an exact-cover problem written in Knuth's dlx
    /// format (a line of items, `|` before the secondary ones, then one
    /// option per line) or as a 0/1 matrix, under the column rule of
    /// `options` as for the constructor. Throws an `Error` naming the line,
    /// or saying that colours (`x:A`) are not stepped: the stepper shows
    /// Algorithm X.
    #[wasm_bindgen(js_name = fromExactCover)]
    pub fn from_exact_cover(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "StepperOptions")] options: JsValue,
    ) -> Result<Stepper> {
        let rule = rule_of(&options)?;
        let Problem {
            matrix,
            item_names,
            option_names,
            multiplicities,
            ..
        } = problem(&text)?;
        if matrix.has_colours() {
            return Err(error(
                &"colours (x:A, Knuth's Algorithm C) are not yet in the visualizer, which steps \
                  Algorithm X: write no x:A in an option",
            ));
        }
        if !multiplicities.is_empty() {
            return Err(error(
                &"the stepper shows Algorithm X, each item covered once: write no multiplicities (u:v|item)",
            ));
        }
        Ok(Stepper {
            search: RuledSearch::new(matrix, rule),
            labels: Labels::Named {
                items: item_names,
                options: option_names,
            },
            steps: 0,
            replay: None,
            cells: None,
        })
    }

    /// The next event, or `undefined` once the whole tree is searched. The
    /// event is built with `Object.fromEntries`, which defines its fields
    /// rather than assigning them, so no setter on `Object.prototype` runs.
    #[wasm_bindgen(js_name = next, unchecked_return_type = "StepEvent | undefined")]
    pub fn next_event(&mut self) -> Result<JsValue> {
        match self.next_record() {
            Some(record) => event_object(&record),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Up to `max` events at once, for fast playback, as records of five
    /// numbers and a list: `[kind, a, b, step, n, ...n numbers]`, `step` the
    /// step of Knuth's Algorithm X the event performs (2 to 7, as
    /// `algorithmStep` in [`Stepper::next_event`]), `kind` an
    /// [`EventKind`]: choose (item, length; for a tie the list is how many
    /// items were tied, then the first few of them, then their weights), cover
    /// and uncover (item, 0, the options hidden or restored), select
    /// (option, depth), deselect (option, depth, the option tried next if
    /// one is left), solution (solutions so far, 0). Fewer than `max` events
    /// means the search is done. `max` is at most 1,048,576.
    #[wasm_bindgen(js_name = nextBatch)]
    pub fn next_batch(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] max: JsValue,
    ) -> Result<Int32Array> {
        let max = whole_number("max", &max, 0, MAX_BATCH)?;
        let mut records: Vec<i32> = Vec::new();
        for _ in 0..max {
            if records.len() * 4 >= MAX_BATCH_BYTES {
                break;
            }
            let Some(Record {
                kind,
                a,
                b,
                step,
                list,
            }) = self.next_record()
            else {
                break;
            };
            let step = step as u8 as i32;
            records.extend([
                kind as u8 as i32,
                a as i32,
                b as i32,
                step,
                list.len() as i32,
            ]);
            records.extend(list.iter().map(|&n| n as i32));
        }
        Ok(Int32Array::from(&records[..]))
    }

    /// Starts the search again from the top.
    pub fn reset(&mut self) {
        self.search.reset();
        self.steps = 0;
        self.cells = None;
        self.replay = self
            .replay
            .take()
            .map(|replay| Replay::new(self.search.matrix().clone(), replay.cap()));
    }

    /// The givens with the partial solution filled in, in the one-line
    /// form; `undefined` for a problem that is not a Sudoku or a variant.
    #[wasm_bindgen(getter)]
    pub fn grid(&self) -> Option<String> {
        match &self.labels {
            Labels::Sudoku(encoding) => Some(encoding.fill(self.search.partial()).to_string()),
            Labels::Variant(opened) => Some(opened.fill(self.search.partial())),
            Labels::Named { .. } => None,
        }
    }

    /// What a variant's grid shows beside the matrix: whether its boxes
    /// are a rule, and its marks as `sketchVariant` gives them (cages with
    /// their sums, regions, diagonals, windows, thermometers, dots…);
    /// `undefined` for any other problem.
    #[wasm_bindgen(
        js_name = variantSketch,
        unchecked_return_type = "{ boxes: boolean; marks: { kind: string; cells: number[]; value: number | null }[] } | undefined"
    )]
    pub fn variant_sketch(&self) -> Result<JsValue> {
        let Labels::Variant(opened) = &self.labels else {
            return Ok(JsValue::UNDEFINED);
        };
        let marks = variants::marks(&opened.variant).into_iter().map(|mark| {
            let cells: Array = mark.cells.iter().map(|&c| JsValue::from(c)).collect();
            object(&[
                ("kind", mark.kind.into()),
                ("cells", cells.into()),
                ("value", mark.value.map_or(JsValue::NULL, JsValue::from)),
            ])
        });
        let marks: Array = marks.collect::<Result<_>>()?;
        object(&[
            ("boxes", opened.variant.boxes.into()),
            ("marks", marks.into()),
        ])
    }

    /// Whether the problem is a variant puzzle: its items are grouped by
    /// `VariantItemGroups` (engine-facts.js), not a Sudoku's four.
    #[wasm_bindgen(getter, js_name = isVariant)]
    pub fn is_variant(&self) -> bool {
        matches!(self.labels, Labels::Variant(_))
    }

    /// The options of the partial solution, from depth 0 up.
    #[wasm_bindgen(getter)]
    pub fn partial(&self) -> Uint32Array {
        let options: Vec<u32> = self
            .search
            .partial()
            .into_iter()
            .map(|o| o as u32)
            .collect();
        Uint32Array::from(&options[..])
    }

    /// The column rule the search branches by: `"weighed"`, `"knuth"` or
    /// `"first"`.
    #[wasm_bindgen(getter, unchecked_return_type = "\"weighed\" | \"knuth\" | \"first\"")]
    pub fn rule(&self) -> String {
        self.search.rule().name().to_string()
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
}

impl Stepper {
    /// One step of the search as a [`Record`], with what only the matrix
    /// and the search can still tell right after it: the tie a real branch
    /// broke, and the option a deselect leaves to try next.
    fn next_record(&mut self) -> Option<Record> {
        let solutions = self.search.stats().solutions;
        let event = self.search.step();
        if let (Some(replay), Some(step)) = (&mut self.replay, Move::of(&event)) {
            replay.record(step);
        }
        let mut record = record(event, solutions)?;
        match record.kind {
            EventKind::Choose if breaks_tie(self.search.rule(), record.b) => {
                record.list = tie_list(&self.search.matrix().tie(record.b));
            }
            EventKind::Deselect => {
                record
                    .list
                    .extend(self.search.next_option().map(|o| o as u32));
            }
            _ => {}
        }
        self.steps += 1;
        Some(record)
    }
}

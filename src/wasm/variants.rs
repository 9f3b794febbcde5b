//! Variant puzzles for JavaScript (the `variants` feature, built into the
//! on-demand module `pkg-logic/` beside the techniques, so the core module
//! does not grow: the parser and the encodings would add 18 KB gzipped
//! to it, and add 18 KB to pkg-logic).
//! `solveVariant(text, budget?)` and `countVariant(text, limit, budget?)`
//! take an ISS constraint string (docs/variants.md) and answer as
//! `solveWithStats` and `count` do for grids; `isVariant(text)` tells a
//! variant from a grid, and `sketchVariant(text)` says what a page draws
//! and which cells may not repeat a symbol (`VariantSketch`). Every
//! argument is checked first, and a bad puzzle is an `Error` saying what
//! and where.

use super::analysis::{json, symbols};
use super::arguments::coded_error;
use super::arguments::{
    budget, error, text, whole_number, Result, DEFAULT_SEARCH_BUDGET, MAX_GRID_TEXT,
    MAX_SAFE_INTEGER,
};
use super::SolveReport;
use crate::contract::ErrorCode;
use crate::sudoku::variant::{self, Found, Guess, Reason, Sketch, Step, VariantSolver};
use crate::sudoku::SYMBOLS;
use crate::work::Budget;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** Something drawn on a variant's grid: a jigsaw `region`, a `cage` (its sum in `value`, or null), a `diagonal` (its cells in order along it), a `window`, an `odd` or an `even` cell; later kinds may come, which a page can list by name. */
export interface VariantMark {
  kind: string;
  cells: number[];
  value: number | null;
}

/** A variant as a page draws and referees it; see `sketchVariant`. */
export interface VariantSketch {
  side: number;
  boxRows: number;
  boxCols: number;
  boxes: boolean;
  givens: string;
  text: string;
  rulesText: string;
  marks: VariantMark[];
  rules: { name: string; says: string }[];
  groups: { name: string; cells: number[] }[];
  /** The kind the generator makes that the puzzle is (a killer: summed cages alone; a jigsaw: regions alone), or null for any other mix of rules. */
  kind: "killer" | "jigsaw" | null;
}

/** A killer cage whose sum its digits already break, or two cells that break a rule on the pair; see `variantBreaks`. */
export interface CageBreak {
  cells: number[];
  cage: number[];
  says: string;
}
"#;

thread_local! {
    /// One solver for all calls, so its buffers are allocated once.
    static VARIANTS: RefCell<VariantSolver> = RefCell::new(VariantSolver::new());
}

/// Reads the puzzle `text` and searches it for up to `limit` solutions,
/// keeping `keep` of them.
fn search(text: &JsValue, (limit, keep): (u64, usize), budget: Budget) -> Result<Found> {
    let text = self::text("text", text, MAX_GRID_TEXT)?;
    let puzzle = variant::parse(&text).map_err(|e| error(&e))?;
    VARIANTS
        .with_borrow_mut(|solver| solver.search(&puzzle, (limit, keep), budget, || true))
        .map_err(|e| error(&e))
}

/// A solution of the variant puzzle `text` with the work it took, as
/// `solveWithStats` gives one for a grid: `{ solution, nodes, updates,
/// gaveUp }`, `solution` one line (row by row) or `undefined`.
#[wasm_bindgen(js_name = solveVariant)]
pub fn solve_variant(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
) -> Result<SolveReport> {
    let budget = self::budget("budget", &budget, DEFAULT_SEARCH_BUDGET)?;
    let found = search(&text, (1, 1), budget)?;
    Ok(SolveReport {
        solution: found
            .solutions
            .first()
            .map(|cells| variant::grid_text(cells)),
        stats: found.stats,
        gave_up: !found.done,
    })
}

/// The number of solutions of the variant puzzle `text`, stopping at
/// `limit` (0 counts them all), or `undefined` when `budget` nodes of the
/// search tree (by default 10,000,000) were not enough.
#[wasm_bindgen(js_name = countVariant)]
pub fn count_variant(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
) -> Result<Option<f64>> {
    let limit = whole_number("limit", &limit, 0, MAX_SAFE_INTEGER)?;
    let budget = self::budget("budget", &budget, DEFAULT_SEARCH_BUDGET)?;
    let found = search(&text, (limit, 0), budget)?;
    Ok(found.done.then_some(found.count as f64))
}

/// Whether `text` is a variant puzzle (a constraint string or a killer in
/// the forum's form) rather than a grid: docs/variants.md says how it is
/// told.
#[wasm_bindgen(js_name = isVariant)]
pub fn is_variant(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<bool> {
    let text = self::text("text", &text, MAX_GRID_TEXT)?;
    Ok(variant::is_variant(&text))
}

/// What a page needs to draw the variant puzzle `text` and referee it:
/// `{ side, boxRows, boxCols, boxes, givens, text, rulesText, marks, rules,
/// groups, kind }` (docs/javascript-api.md). `text` is the puzzle as one
/// constraint string whatever form it was read in, `rulesText` the same
/// without its givens; `groups` every set of cells that may not repeat a
/// symbol, named ("row", "cage", "knight's move").
#[wasm_bindgen(js_name = sketchVariant, unchecked_return_type = "VariantSketch")]
pub fn sketch_variant(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<JsValue> {
    let text = self::text("text", &text, MAX_GRID_TEXT)?;
    let puzzle = variant::parse(&text).map_err(|e| error(&e))?;
    json(&sketch_json(&Sketch::of(&puzzle)))
}

/// A list of cells as JSON.
fn cells_json(cells: &[usize]) -> String {
    let cells: Vec<String> = cells.iter().map(usize::to_string).collect();
    format!("[{}]", cells.join(","))
}

/// The sketch as JSON; its strings are cell names, digits and fixed words,
/// which need no escaping.
fn sketch_json(sketch: &Sketch) -> String {
    let marks: Vec<String> = sketch
        .marks
        .iter()
        .map(|mark| {
            let value = mark.value.map_or("null".to_string(), |v| v.to_string());
            format!(
                r#"{{"kind":"{}","cells":{},"value":{value}}}"#,
                mark.kind,
                cells_json(&mark.cells)
            )
        })
        .collect();
    let rules: Vec<String> = sketch
        .rules
        .iter()
        .map(|rule| format!(r#"{{"name":"{}","says":"{}"}}"#, rule.name, rule.says))
        .collect();
    let groups: Vec<String> = sketch
        .groups
        .iter()
        .map(|group| {
            format!(
                r#"{{"name":"{}","cells":{}}}"#,
                group.name,
                cells_json(&group.cells)
            )
        })
        .collect();
    let kind = sketch
        .kind
        .map_or("null".to_string(), |kind| format!(r#""{kind}""#));
    format!(
        r#"{{"side":{},"boxRows":{},"boxCols":{},"boxes":{},"givens":"{}","text":"{}","rulesText":"{}","marks":[{}],"rules":[{}],"groups":[{}],"kind":{kind}}}"#,
        sketch.side,
        sketch.box_rows,
        sketch.box_cols,
        sketch.boxes,
        sketch.givens,
        sketch.text,
        sketch.rules_text,
        marks.join(","),
        rules.join(","),
        groups.join(",")
    )
}

/// Each cell's candidates by the variant's rules, in row order (its
/// groups, its cages' sums, odd and even cells, non-consecutive
/// neighbours): the symbols as text, `""` for a given.
#[wasm_bindgen(js_name = variantCandidates)]
pub fn variant_candidates(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<Vec<String>> {
    let text = self::text("text", &text, MAX_GRID_TEXT)?;
    let puzzle = variant::parse(&text).map_err(|e| error(&e))?;
    let sets = variant::candidates(&puzzle);
    Ok(sets
        .iter()
        .zip(&puzzle.givens)
        .map(|(&set, &given)| {
            if given == 0 {
                symbols(set)
            } else {
                String::new()
            }
        })
        .collect())
}

/// The next single the variant's rules imply, as `hint` gives a step
/// (`Hint`, its technique "Only place in a cage", "Only digit left" …,
/// level "easy"); when none follows, where to guess, as `hint` offers one
/// when no technique applies (technique "guess", level "expert": the cell
/// with the fewest candidates, which are its `evidence`), in the variant's
/// words; `undefined` for a full grid. Throws an `Error` whose `code` is
/// "no-solution" when the rules leave an open cell no digit.
#[wasm_bindgen(js_name = variantHint, unchecked_return_type = "Hint | undefined")]
pub fn variant_hint(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<JsValue> {
    let text = self::text("text", &text, MAX_GRID_TEXT)?;
    let puzzle = variant::parse(&text).map_err(|e| error(&e))?;
    let side = puzzle.shape.side();
    let found =
        match variant::next_step(&puzzle).map_err(|e| coded_error(ErrorCode::NoSolution, &e))? {
            None => return Ok(JsValue::UNDEFINED),
            Some(Step::Guess(guess)) => return guess_json(&guess, &puzzle),
            Some(Step::Single(found)) => found,
        };
    let (technique, focus) = match &found.reason {
        Reason::OnlyPlace { group, cells } => (format!("Only place in a {group}"), cells.clone()),
        Reason::OnlyDigit => ("Only digit left".to_string(), vec![found.cell]),
    };
    json(&format!(
        r#"{{"technique":"{technique}","level":"easy","placements":[{{"cell":{},"symbol":"{}"}}],"eliminations":[],"nudge":"{}","explanation":"{}","focus":{},"evidence":[],"links":[],"opposite":[],"base":[],"cover":[]}}"#,
        found.cell,
        char::from(SYMBOLS[usize::from(found.value) - 1]),
        found.nudge(side),
        found.explanation(side),
        cells_json(&focus)
    ))
}

/// A guess as `hint` gives one: the cell in focus, its candidates as evidence.
fn guess_json(guess: &Guess, puzzle: &variant::Variant) -> Result<JsValue> {
    let (side, kind) = (puzzle.shape.side(), variant::kind_word(puzzle));
    let evidence: Vec<String> = (0..side)
        .filter(|v| guess.candidates & 1 << v != 0)
        .map(|v| {
            format!(
                r#"{{"cell":{},"symbol":"{}"}}"#,
                guess.cell,
                char::from(SYMBOLS[v])
            )
        })
        .collect();
    json(&format!(
        r#"{{"technique":"guess","level":"expert","placements":[],"eliminations":[],"nudge":"{}","explanation":"{}","focus":[{}],"evidence":[{}],"links":[],"opposite":[],"base":[],"cover":[]}}"#,
        guess.nudge(kind, side),
        guess.explanation(kind, side),
        guess.cell,
        evidence.join(",")
    ))
}

/// The killer cages whose sums the filled cells of the variant puzzle
/// `text` (its givens: a page passes the player's entries as givens)
/// already break, seen from the grid alone, then the pairs of filled
/// cells that break a rule on the two (a thermometer's step, a dot, an X
/// or a V, strict kropki or XV, non-consecutive): `[{ cells, cage, says }]`,
/// `cells` the cage's filled cells (a pair's two), `cage` all of its cells
/// (the break stands while they hold the same digits) and `says` what each
/// digit in it does
/// ("makes the 16-cage at row 1, column 1 add up to 17 before it is full";
/// "leaves 5 for the last cell of the 10-cage at row 1, column 1, which no
/// digit not yet in it makes"; "breaks the white dot rule between row 1,
/// column 1 and row 1, column 2: the two are not consecutive"). Empty when
/// none is broken.
#[wasm_bindgen(js_name = variantBreaks, unchecked_return_type = "CageBreak[]")]
pub fn variant_breaks(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<JsValue> {
    let text = self::text("text", &text, MAX_GRID_TEXT)?;
    let puzzle = variant::parse(&text).map_err(|e| error(&e))?;
    let side = puzzle.shape.side();
    let cages = variant::cage_breaks(&puzzle).into_iter().map(|found| {
        let says = found.says(side);
        (found.cells, found.cage, says)
    });
    let pairs = variant::pair_breaks(&puzzle).into_iter().map(|found| {
        let says = found.says(side);
        (found.cells.to_vec(), found.cells.to_vec(), says)
    });
    let breaks: Vec<String> = cages
        .chain(pairs)
        .map(|(cells, cage, says)| {
            format!(
                r#"{{"cells":{},"cage":{},"says":"{says}"}}"#,
                cells_json(&cells),
                cells_json(&cage)
            )
        })
        .collect();
    json(&format!("[{}]", breaks.join(",")))
}

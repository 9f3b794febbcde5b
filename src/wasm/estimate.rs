//! Knuth's estimate of the size of a search tree, for the visualizer's tree
//! panel: `estimateTree(grid, probes, seed, budget?, rule?)` for a Sudoku
//! and `estimateExactCover(text, probes, seed, budget?, rule?)` for an
//! exact-cover problem, each bounded in its total work, each the tree of
//! the column rule given (the weighed rule by default), as the stepper
//! searching it would grow.

use super::arguments::{
    error, optional_whole_number, problem, text, whole_number, Result, MAX_GRID_TEXT,
    MAX_SAFE_INTEGER,
};
use super::object;
use crate::dlx::rule::UnknownRule;
use crate::dlx::{estimate_by, unstopped, EstimateLimits, Matrix, Rule, MAX_PROBES};
use crate::random::Rng;
use crate::sudoku::variant::{self, is_variant, VariantEncoding};
use crate::sudoku::{Encoding, ParseError};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** Knuth's estimate of a search tree's size: the mean of `probes` random probes. */
export type TreeEstimate = { probes: number; nodes: number; standardError: number; gaveUp: boolean };
"#;

/// The work an estimate does when the caller sets no budget, in the units
/// of [`EstimateLimits`]: 1,000 probes of a hard 9×9 take 2.2·10⁶ of them,
/// and an empty 25×25's probes or the 60,000-item problem of the tests stop
/// within about 100 ms in Node (50 to 130 ms on a busy machine, parsing
/// included), short enough for a page's main thread.
const DEFAULT_WORK: u64 = 4_000_000;

/// Knuth's estimate of the nodes of the search tree of `grid` (a Sudoku, or
/// a variant puzzle on its own matrix, as the stepper searches it), from
/// `probes` random probes (at most 100,000) chosen by `seed`: the same
/// seed gives the same figure. The probes stop at `budget` nodes, or
/// without one at a default amount of work (about 100 ms); `probes` then
/// says how many were made, and `gaveUp` is true. The tree is that of the
/// column `rule` (`"weighed"`, the default, `"knuth"` or `"first"`).
/// Throws an `Error` for bad input.
#[wasm_bindgen(js_name = estimateTree, unchecked_return_type = "TreeEstimate")]
pub fn estimate_tree(
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] probes: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "\"weighed\" | \"knuth\" | \"first\"")]
    rule: JsValue,
) -> Result<JsValue> {
    let counts = read_counts(&probes, &seed, &budget, &rule)?;
    let text = text("grid", &grid, MAX_GRID_TEXT)?;
    let mut matrix = Matrix::default();
    if is_variant(&text) {
        // The variant's own matrix, as the stepper searches it.
        let puzzle = variant::parse(&text).map_err(|e| error(&e))?;
        if puzzle.has_colours() {
            return Err(error(
                &"the estimate follows Algorithm X: arrows that share a cell need colours",
            ));
        }
        // Every cage by its fillings, as the visualizer steps it.
        let mut encoding = VariantEncoding::with_fillings_up_to(usize::MAX);
        let encoded = encoding.encode(&puzzle, &mut matrix);
        encoded.map_err(|e| error(&e))?;
    } else {
        let grid = text.parse().map_err(|e: ParseError| error(&e))?;
        Encoding::default().encode(&grid, &mut matrix);
    }
    report(&mut matrix, counts)
}

/// [`estimate_tree`] for an exact-cover problem in the form
/// `Stepper.fromExactCover` reads. Throws an `Error` naming a bad line.
#[wasm_bindgen(js_name = estimateExactCover, unchecked_return_type = "TreeEstimate")]
pub fn estimate_exact_cover(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] probes: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "\"weighed\" | \"knuth\" | \"first\"")]
    rule: JsValue,
) -> Result<JsValue> {
    let counts = read_counts(&probes, &seed, &budget, &rule)?;
    let problem = problem(&text)?;
    if !problem.multiplicities.is_empty() {
        return Err(error(
            &"the estimate follows Algorithm X, each item covered once: write no multiplicities (u:v|item)",
        ));
    }
    report(&mut { problem.matrix }, counts)
}

/// The probes, the seed, the budget in nodes, if any, and the column rule.
type Counts = (u64, u64, Option<u64>, Rule);

/// The longest rule name read: longer is no rule.
const MAX_RULE_NAME: u32 = 16;

fn read_counts(
    probes: &JsValue,
    seed: &JsValue,
    budget: &JsValue,
    rule: &JsValue,
) -> Result<Counts> {
    let rule = if rule.is_undefined() {
        Rule::default()
    } else {
        text("rule", rule, MAX_RULE_NAME)?
            .parse()
            .map_err(|e: UnknownRule| error(&e))?
    };
    Ok((
        whole_number("probes", probes, 1, MAX_PROBES)?,
        whole_number("seed", seed, 0, MAX_SAFE_INTEGER)?,
        optional_whole_number("budget", budget, 1, MAX_SAFE_INTEGER)?,
        rule,
    ))
}

fn report(matrix: &mut Matrix, (probes, seed, budget, rule): Counts) -> Result<JsValue> {
    let limits = match budget {
        Some(nodes) => EstimateLimits {
            probes,
            nodes,
            work: u64::MAX,
        },
        None => EstimateLimits {
            work: DEFAULT_WORK,
            ..EstimateLimits::probes(probes)
        },
    };
    let rng = &mut Rng::new(seed);
    let found = estimate_by(matrix, rule, limits, rng, unstopped);
    object(&[
        ("probes", (found.probes as f64).into()),
        ("nodes", found.nodes.into()),
        ("standardError", found.standard_error.into()),
        ("gaveUp", (found.probes < probes).into()),
    ])
}

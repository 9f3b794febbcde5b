//! Generic exact cover for JavaScript (the `cover` feature, built into the
//! on-demand module `pkg-ladder/`, so the core module does not grow):
//! `solveExactCover(text, options?)` and `countExactCover(text, limit,
//! budget?)`, on a problem in Knuth's dlx format as `sudoku-dlx cover` reads
//! it, by dancing cells (the faster engine) or dancing links, within a node
//! budget. Every argument is checked first, as for `solve` and `count`.

use super::arguments::{
    budget, error, problem, text, type_error, whole_number, Result, DEFAULT_SEARCH_BUDGET,
    MAX_SAFE_INTEGER,
};
use super::object;
use crate::cells::{self, Cells, SetRule};
use crate::dlx::rule::{First, ItemRule, Knuth, UnknownRule, Weighed};
use crate::dlx::{multiplicities, Algorithm, Colours, Exact, Rule, Search, Stats};
use crate::problem::Problem;
use crate::work::Budget;
use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** How `solveExactCover` searches: the engine (`"cells"`, the default, or `"links"`), the column rule (`"weighed"`, the default, `"knuth"` or `"first"`), and a budget of search-tree nodes. */
export type ExactCoverOptions = { engine?: "cells" | "links"; rule?: string; budget?: number };
/** What `solveExactCover` found: the chosen options as written (`undefined` when there is no exact cover or the budget ran out), and the work it took. */
export type ExactCoverReport = { options: string[] | undefined; nodes: number; updates: number; gaveUp: boolean };
"#;

/// The longest engine or rule name read.
const MAX_NAME: u32 = 16;

/// What `solveExactCover`'s options ask for.
struct Settings {
    links: bool,
    /// Whether dancing cells were asked for by name, which a problem with
    /// multiplicities refuses.
    cells_asked: bool,
    rule: Rule,
    budget: Budget,
}

fn field(options: &JsValue, key: &str) -> Result<JsValue> {
    Reflect::get(options, &JsValue::from_str(key))
}

fn settings(options: &JsValue) -> Result<Settings> {
    let mut settings = Settings {
        links: false,
        cells_asked: false,
        rule: Rule::default(),
        budget: Budget::nodes(DEFAULT_SEARCH_BUDGET),
    };
    if options.is_undefined() || options.is_null() {
        return Ok(settings);
    }
    if !options.is_object() || options.is_function() {
        return Err(type_error("options must be an object"));
    }
    let engine = field(options, "engine")?;
    if !engine.is_undefined() {
        settings.links = match text("options.engine", &engine, MAX_NAME)?.as_str() {
            "cells" => false,
            "links" => true,
            _ => return Err(error(&"options.engine must be \"cells\" or \"links\"")),
        };
        settings.cells_asked = !settings.links;
    }
    let rule = field(options, "rule")?;
    if !rule.is_undefined() {
        settings.rule = text("options.rule", &rule, MAX_NAME)?
            .parse()
            .map_err(|e: UnknownRule| error(&e))?;
    }
    settings.budget = budget(
        "options.budget",
        &field(options, "budget")?,
        DEFAULT_SEARCH_BUDGET,
    )?;
    Ok(settings)
}

/// What one search found: the first solution when asked for one, how many
/// it counted, whether it finished, and its counters.
struct Found {
    solution: Option<Vec<usize>>,
    count: u64,
    done: bool,
    stats: Stats,
}

fn search_with<R: ItemRule + SetRule, A: Algorithm>(
    problem: &Problem,
    (links, rule, algorithm): (bool, R, A),
    (limit, budget): (u64, Budget),
) -> Found {
    if links {
        let mut search = Search::with_algorithm(problem.matrix.clone(), rule, algorithm);
        let count = search.count_within(limit, budget);
        let solution = (limit == 1 && count == 1).then(|| search.solution());
        let done = search.is_done() || (limit != 0 && count >= limit);
        return Found {
            solution,
            count,
            done,
            stats: search.stats(),
        };
    }
    let mut search = cells::Search::with_algorithm(Cells::new(&problem.matrix), rule, algorithm);
    let count = search.count_within(limit, budget);
    let solution = (limit == 1 && count == 1).then(|| search.solution());
    let done = search.is_done() || (limit != 0 && count >= limit);
    Found {
        solution,
        count,
        done,
        stats: search.stats(),
    }
}

/// Searches by Algorithm M when the problem has multiplicities (on
/// dancing links: an error when dancing cells were asked for), else by
/// Algorithm C when it has colours and X when it has none.
fn search(problem: &Problem, settings: &Settings, limit: u64) -> Result<Found> {
    fn by_rule<A: Algorithm>(
        problem: &Problem,
        settings: &Settings,
        algorithm: A,
        bounds: (u64, Budget),
    ) -> Found {
        let links = settings.links;
        match settings.rule {
            Rule::Weighed => search_with(problem, (links, Weighed, algorithm), bounds),
            Rule::Knuth => search_with(problem, (links, Knuth, algorithm), bounds),
            Rule::First => search_with(problem, (links, First, algorithm), bounds),
        }
    }
    let bounds = (limit, settings.budget);
    if !problem.multiplicities.is_empty() {
        if settings.cells_asked {
            return Err(error(
                &"a problem with multiplicities (u:v|item) is searched by dancing links: \
                  ask for engine \"links\", or for none",
            ));
        }
        let mut search =
            multiplicities::Search::new(&problem.matrix, &problem.multiplicities, settings.rule);
        let count = search.count_within(limit, settings.budget);
        return Ok(Found {
            solution: (limit == 1 && count == 1).then(|| search.solution()),
            count,
            done: search.is_done() || (limit != 0 && count >= limit),
            stats: search.stats(),
        });
    }
    Ok(if problem.matrix.has_colours() {
        by_rule(problem, settings, Colours, bounds)
    } else {
        by_rule(problem, settings, Exact, bounds)
    })
}

/// One exact cover of the problem `text` (Knuth's dlx format: the items,
/// `|` before the secondary ones, `u:v|p` covering primary item `p` from
/// `u` to `v` times, then one option a line, `x:A` giving secondary item
/// `x` the colour `A`), searched as
/// `options` say: `{ options, nodes, updates, gaveUp }`, where `options`
/// holds the chosen options as written, in the order of the text, and is
/// `undefined` when there is no cover or the budget ran out (`gaveUp`).
/// Throws an `Error` naming a bad line, and a `TypeError` or `RangeError`
/// for a bad argument.
#[wasm_bindgen(js_name = solveExactCover, unchecked_return_type = "ExactCoverReport")]
pub fn solve_exact_cover(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "ExactCoverOptions")] options: JsValue,
) -> Result<JsValue> {
    let settings = settings(&options)?;
    let problem = problem(&text)?;
    let found = search(&problem, &settings, 1)?;
    let chosen = found.solution.map(|mut solution| {
        solution.sort_unstable();
        solution
            .into_iter()
            .map(|option| JsValue::from_str(&problem.option_names[option]))
            .collect::<Array>()
    });
    object(&[
        ("options", chosen.map_or(JsValue::UNDEFINED, Into::into)),
        ("nodes", (found.stats.nodes as f64).into()),
        ("updates", (found.stats.updates as f64).into()),
        ("gaveUp", (!found.done).into()),
    ])
}

/// The number of exact covers of the problem `text`, stopping at `limit`
/// (0 counts them all), by dancing cells with the default rule; `undefined`
/// when `budget` nodes of the search tree (by default
/// [`DEFAULT_SEARCH_BUDGET`]) were not enough. Throws as
/// [`solve_exact_cover`] does.
#[wasm_bindgen(js_name = countExactCover)]
pub fn count_exact_cover(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
) -> Result<Option<f64>> {
    let limit = whole_number("limit", &limit, 0, MAX_SAFE_INTEGER)?;
    let budget = self::budget("budget", &budget, DEFAULT_SEARCH_BUDGET)?;
    let problem = problem(&text)?;
    let settings = Settings {
        links: false,
        cells_asked: false,
        rule: Rule::default(),
        budget,
    };
    let found = search(&problem, &settings, limit)?;
    Ok(found.done.then_some(found.count as f64))
}

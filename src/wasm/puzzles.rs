//! New puzzles and their difficulty: `generate(options)`, `daily(date)`
//! and `rate(grid)`, behind the `logic` feature (the rating and a
//! difficulty need the techniques).

use super::arguments::{
    budget, object_keys, range_error, text, type_error, whole_number, Result, MAX_SAFE_INTEGER,
};
use super::hints::DEFAULT_BUDGET;
use super::{object, parse, SOLVER};
use crate::contract::ErrorCode;
use crate::sudoku::variant::{Kind, Sketch, VariantGenerator, VariantOptions};
use crate::sudoku::{self, Date, GenerateError, Generator, Level, Options, Unrated};
use js_sys::Reflect;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`, the monotonic clock of a window, a worker and
    /// Node alike (`Date.now()` jumps when the system clock is set), read
    /// from the global at each call and imported with `catch`: a page may
    /// have replaced it with something that throws.
    #[wasm_bindgen(catch, js_namespace = performance, js_name = now)]
    fn performance_now() -> Result<f64>;
}

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** The options of `generate`; every field is optional. */
export interface GenerateOptions {
  size?: 4 | 6 | 9 | 16 | 25;
  seed?: number;
  symmetry?: "none" | "rotational" | "mirror";
  minimal?: boolean;
  givens?: number;
  difficulty?: "easy" | "medium" | "hard" | "expert";
  /** A killer (cages with sums, no givens) or a jigsaw, of size 4, 6 or 9, as a variant's text; neither takes `symmetry`, `minimal` or `givens`. */
  variant?: "killer" | "jigsaw";
  /** Grids to try before giving up: 1 to 1,000,000, default 1,000. */
  budget?: number;
  /** Milliseconds before giving up: from 1, default 10,000. */
  timeout?: number;
}

/** The puzzle of a UTC date; see `daily`. */
export interface Daily {
  puzzle: string;
  date: string;
  difficulty: "easy" | "medium" | "hard" | "expert";
}

/** A puzzle's difficulty; see `rate`. */
export interface Rating {
  level: "easy" | "medium" | "hard" | "expert";
  technique: string;
  /** 1.0 to 4.9 in tenths: the level's number (1 easy to 4 expert), then tenths within the level. */
  score: number;
}
"#;

/// The fields [`generate`] reads, for the message that refuses the others.
const FIELDS: &str =
    "size, seed, symmetry, minimal, givens, difficulty, variant, budget or timeout";

/// The most grids `generate` may be asked to try.
const MAX_ATTEMPTS: u64 = 1_000_000;

/// The time `generate` takes before it gives up when `timeout` does not
/// say: a refusal within seconds, where 16×16 easy takes minutes to fail.
const DEFAULT_TIMEOUT_MS: f64 = 10_000.0;

/// How long [`generate`] may take.
struct Limits {
    /// Grids to try.
    attempts: u32,
    /// Milliseconds.
    timeout: f64,
}

/// A new puzzle with exactly one solution, in the one-line form. `options`
/// (every field optional): `size` (4, 6, 9, 16 or 25; 9), `seed` (a whole
/// number; random when left out), `symmetry` (`"none"`, `"rotational"`,
/// `"mirror"`), `minimal` (a boolean), `givens` (a whole number),
/// `difficulty` (`"easy"`, `"medium"`, `"hard"`, `"expert"`), `budget`
/// (grids to try, default 1,000), `timeout` (milliseconds, default
/// 10,000), `variant` (`"killer"` or `"jigsaw"`: the puzzle in the
/// variant text `sketchVariant` and `solveVariant` read). The same options
/// and seed give the same puzzle as the command line. Throws an `Error`
/// beginning "gave up" when the budget or the timeout runs out.
#[wasm_bindgen]
pub fn generate(
    #[wasm_bindgen(unchecked_optional_param_type = "GenerateOptions")] options: JsValue,
) -> Result<String> {
    let (options, limits, variant) = read_options(&options)?;
    match variant {
        None => Ok(generate_within(options, &limits)?.to_string()),
        Some(kind) => generate_variant(kind, options, &limits),
    }
}

/// A killer or jigsaw with `options`' size, seed and difficulty, within
/// `limits`, as its variant text.
fn generate_variant(kind: Kind, options: Options, limits: &Limits) -> Result<String> {
    let mut generator = VariantGenerator::new(VariantOptions {
        kind,
        side: options.side,
        seed: options.seed,
        difficulty: options.difficulty,
    })
    .map_err(|e| range_error(&e.to_string()))?;
    let made = within_clock(limits, |go_on| {
        generator.next_puzzle_within(limits.attempts, go_on)
    })?;
    Ok(Sketch::of(&made.variant).text)
}

/// The first puzzle of a generator with `options`, within `limits`; one
/// function for `generate` and `daily`, so the module holds one copy of
/// the generator's loop.
fn generate_within(options: Options, limits: &Limits) -> Result<sudoku::Grid> {
    let mut generator = Generator::new(options).map_err(|e| range_error(&e.to_string()))?;
    within_clock(limits, |go_on| {
        generator.next_puzzle_within(limits.attempts, go_on)
    })
}

/// What `generate` (a generator's `next_puzzle_within`, given the clock to
/// ask between grids) makes before `limits.timeout`, or the error.
fn within_clock<T>(
    limits: &Limits,
    generate: impl FnOnce(&mut dyn FnMut(u32) -> bool) -> std::result::Result<T, GenerateError>,
) -> Result<T> {
    // A deadline of infinity (the daily puzzle's) needs no clock.
    let deadline = if limits.timeout.is_finite() {
        performance_now()? + limits.timeout
    } else {
        f64::INFINITY
    };
    let mut clock_failed = None;
    let puzzle = generate(&mut |_| {
        if deadline == f64::INFINITY {
            return true;
        }
        match performance_now() {
            Ok(now) => now < deadline,
            Err(error) => {
                clock_failed = Some(error);
                false
            }
        }
    });
    if let Some(error) = clock_failed {
        return Err(error);
    }
    puzzle.map_err(|e| match e {
        GenerateError::GaveUp { .. } => super::arguments::coded_error(ErrorCode::GaveUp, &e),
        _ => super::arguments::error(&e),
    })
}

/// The daily puzzle of `date` (`"YYYY-MM-DD"`, a UTC date the caller
/// reads from its clock): `{ puzzle, date, difficulty }`, a 9×9 puzzle
/// with exactly one solution at `difficulty` (`"easy"` to `"expert"`),
/// or at the weekday's when it is left out (easy on Monday and Tuesday,
/// medium on Wednesday and Thursday, hard on Friday and Sunday, expert on
/// Saturday). The generator is bounded by the grids it tries, never by a
/// clock, so every machine makes the same puzzle for a date. A date that
/// is not `YYYY-MM-DD` or not a day of the calendar is a `RangeError`.
#[wasm_bindgen(unchecked_return_type = "Daily")]
pub fn daily(
    #[wasm_bindgen(unchecked_param_type = "string")] date: JsValue,
    #[wasm_bindgen(
        unchecked_optional_param_type = "\"easy\" | \"medium\" | \"hard\" | \"expert\""
    )]
    difficulty: JsValue,
) -> Result<JsValue> {
    let written = text("date", &date, 10)?;
    let date: Date = written.parse().map_err(|e: String| range_error(&e))?;
    let level: Level = if difficulty.is_undefined() {
        sudoku::weekday_level(date)
    } else {
        choice("difficulty", &difficulty)?
    };
    // Bounded by grids alone: a deadline of infinity never stops it.
    let limits = Limits {
        attempts: sudoku::MAX_ATTEMPTS,
        timeout: f64::INFINITY,
    };
    let puzzle = generate_within(sudoku::daily_options(date, level), &limits)?;
    object(&[
        ("puzzle", puzzle.to_string().into()),
        // The text read is the date's own form: exactly YYYY-MM-DD.
        ("date", written.into()),
        ("difficulty", level.name().into()),
    ])
}

/// Reads [`generate`]'s options: `undefined`, or an object whose fields are
/// all optional. An unknown field is refused, so that a typo does not pass
/// unnoticed.
fn read_options(options: &JsValue) -> Result<(Options, Limits, Option<Kind>)> {
    let mut read = Options {
        seed: (js_sys::Math::random() * MAX_SAFE_INTEGER as f64) as u64,
        ..Options::default()
    };
    let mut limits = Limits {
        attempts: sudoku::MAX_ATTEMPTS,
        timeout: DEFAULT_TIMEOUT_MS,
    };
    let mut variant = None;
    if options.is_undefined() {
        return Ok((read, limits, variant));
    }
    if !options.is_object() {
        return Err(type_error("options must be an object"));
    }
    for key in object_keys(options)? {
        let name = key.as_string().unwrap_or_default();
        let value = Reflect::get(options, &key)?;
        match name.as_str() {
            _ if value.is_undefined() => {}
            "budget" => limits.attempts = whole_number(&name, &value, 1, MAX_ATTEMPTS)? as u32,
            "timeout" => {
                limits.timeout = whole_number(&name, &value, 1, MAX_SAFE_INTEGER)? as f64;
            }
            "variant" => variant = Some(choice(&name, &value)?),
            _ => read_option(&mut read, &name, &value)?,
        }
    }
    let classic_only =
        read.symmetry != Options::default().symmetry || read.minimal || read.givens.is_some();
    if variant.is_some() && classic_only {
        return Err(type_error(
            "symmetry, minimal and givens apply to classic puzzles only, not to a variant",
        ));
    }
    Ok((read, limits, variant))
}

fn read_option(options: &mut Options, name: &str, value: &JsValue) -> Result<()> {
    match name {
        "size" => options.side = whole_number(name, value, 4, 25)? as usize,
        "seed" => options.seed = whole_number(name, value, 0, MAX_SAFE_INTEGER)?,
        "givens" => options.givens = Some(whole_number(name, value, 0, 625)? as usize),
        "minimal" => {
            options.minimal = value
                .as_bool()
                .ok_or_else(|| type_error("minimal must be true or false"))?;
        }
        "symmetry" => options.symmetry = choice(name, value)?,
        "difficulty" => options.difficulty = Some(choice(name, value)?),
        _ => {
            return Err(type_error(&format!(
                "unknown option {name:?}: options are {FIELDS}"
            )))
        }
    }
    Ok(())
}

/// One of a few words, such as a symmetry's name.
fn choice<T: std::str::FromStr<Err = String>>(name: &str, value: &JsValue) -> Result<T> {
    text(name, value, 16)?
        .parse()
        .map_err(|e: String| range_error(&e))
}

/// A puzzle's difficulty: `{ level, technique, score }`, the level
/// `"easy"`, `"medium"`, `"hard"` or `"expert"` of `technique`, the hardest
/// technique a person needs, and the score from 1.0 to 4.9 whose whole part
/// is the level's number (docs/generate-and-rate.md). Throws for bad input, for a puzzle without exactly one solution,
/// and with a message starting "gave up after" when `budget` nodes of
/// search (2,000,000 by default) could not tell.
#[wasm_bindgen(unchecked_return_type = "Rating")]
pub fn rate(
    #[wasm_bindgen(unchecked_param_type = "string")] grid: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] budget: JsValue,
) -> Result<JsValue> {
    let grid = parse(&grid)?;
    let budget = self::budget("budget", &budget, DEFAULT_BUDGET)?;
    let rating = SOLVER
        .with_borrow_mut(|solver| sudoku::rate_within(&grid, solver, budget, || true))
        .map_err(|e| match e {
            Unrated::GaveUp { nodes } => {
                let error = super::arguments::coded_error(ErrorCode::GaveUp, &e);
                // The nodes searched, for a page to show without reading the message.
                let _ = Reflect::set(&error, &"nodes".into(), &(nodes as f64).into());
                error
            }
            Unrated::NoSolution => {
                super::arguments::coded_error(ErrorCode::NoSolution, &format!("cannot rate: {e}"))
            }
            Unrated::NotUnique => super::arguments::coded_error(
                ErrorCode::SeveralSolutions,
                &format!("cannot rate: {e}"),
            ),
        })?;
    object(&[
        ("level", rating.level.name().into()),
        ("technique", rating.technique.name().into()),
        ("score", rating.score.into()),
    ])
}

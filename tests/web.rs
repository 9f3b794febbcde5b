//! The JavaScript binding of the core module (pkg/), run by
//! wasm-bindgen-test in Node and in headless Chromium: answers, errors that
//! say what and where, and a module that keeps working after them. The
//! stepper's are in `web_stepper.rs`.
#![cfg(target_arch = "wasm32")]

use js_sys::Reflect;
use sudoku_dlx::wasm::{self, Counter};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const HARD_SOLVED: &str =
    "468931527751624839392578461134756298289413675675289314846192753513867942927345186";

fn message(error: JsValue) -> String {
    let error: js_sys::Error = error.dyn_into().expect("a JavaScript Error");
    error.message().into()
}

// The exports take `JsValue`s, checked inside; these call them as
// JavaScript would with the right types.

fn solve(grid: &str) -> Result<Option<String>, JsValue> {
    wasm::solve(grid.into())
}

fn normalize(grid: &str) -> Result<String, JsValue> {
    wasm::normalize(grid.into())
}

fn solve_with_stats(grid: &str) -> Result<wasm::SolveReport, JsValue> {
    wasm::solve_with_stats(grid.into(), JsValue::UNDEFINED)
}

fn count(grid: &str, limit: f64) -> Result<f64, JsValue> {
    let counted = wasm::count(grid.into(), limit.into(), JsValue::UNDEFINED)?;
    Ok(counted.expect("without a budget there is always a count"))
}

fn counter(grid: &str, limit: f64) -> Result<Counter, JsValue> {
    Counter::new(grid.into(), limit.into())
}

fn field(event: &JsValue, key: &str) -> JsValue {
    Reflect::get(event, &key.into()).unwrap()
}

#[wasm_bindgen_test]
fn solve_returns_the_solution_or_nothing() {
    assert_eq!(solve(HARD).unwrap().as_deref(), Some(HARD_SOLVED));
    let unsolvable = "1...34.1..424...";
    assert_eq!(solve(unsolvable).unwrap(), None);
    let report = solve_with_stats(HARD).unwrap();
    assert_eq!(report.solution().as_deref(), Some(HARD_SOLVED));
    assert!(report.nodes() > 0.0 && report.updates() > report.nodes());
}

#[wasm_bindgen_test]
fn count_stops_at_its_limit() {
    let empty4 = ".".repeat(16);
    assert_eq!(count(&empty4, 0.0).unwrap(), 288.0);
    assert_eq!(count(&empty4, 10.0).unwrap(), 10.0);
    assert_eq!(count(HARD, 0.0).unwrap(), 1.0);
}

#[wasm_bindgen_test]
fn bad_input_throws_an_error_that_says_what_and_where_and_the_module_goes_on() {
    let bad = format!("{}x{}", ".".repeat(16), ".".repeat(64));
    let error = message(solve(&bad).unwrap_err());
    assert!(error.starts_with("unexpected 'x' at column 17"), "{error}");
    let error = message(count(&"1".repeat(81), 0.0).unwrap_err());
    assert!(error.contains("1 appears twice in row 1"), "{error}");
    let error = message(normalize("123").unwrap_err());
    assert!(error.starts_with("found 3 cells"), "{error}");
    assert_eq!(solve(HARD).unwrap().as_deref(), Some(HARD_SOLVED));
}

#[wasm_bindgen_test]
fn numbers_that_would_wrap_are_refused_and_everything_goes_on() {
    let empty4 = ".".repeat(16);
    // 2^32 + 5 used to wrap to 5; now it is the limit it says.
    assert_eq!(count(&empty4, 2f64.powi(32) + 5.0).unwrap(), 288.0);
    let error = message(count(&empty4, 2f64.powi(53)).unwrap_err());
    assert_eq!(
        error,
        "limit must be a whole number from 0 to 9007199254740991"
    );
    assert!(count(&empty4, -1.0).is_err());
    assert!(count(&empty4, 1.5).is_err());
    assert!(counter(&empty4, f64::NAN).is_err());
    let mut counter = counter(&empty4, 0.0).unwrap();
    assert!(counter.run((-3.0).into()).is_err());
    while !counter.run(1000.0.into()).unwrap() {}
    assert_eq!(counter.count(), 288.0);
    assert_eq!(count(&empty4, 0.0).unwrap(), 288.0);
}

#[wasm_bindgen_test]
fn a_counter_in_slices_reaches_the_full_count() {
    let mut counter = counter(&".".repeat(16), 0.0).unwrap();
    let mut slices = 0;
    while !counter.run(20.0.into()).unwrap() {
        slices += 1;
    }
    assert_eq!(counter.count(), 288.0);
    assert!(slices > 5);
}

fn strings(value: JsValue) -> Vec<String> {
    js_sys::Array::from(&value)
        .iter()
        .map(|s| s.as_string().expect("a string"))
        .collect()
}

#[wasm_bindgen_test]
fn solutions_lists_every_solution_up_to_the_limit() {
    // Two solutions: the 1s and 3s of the blank cells can swap.
    let two = ".2.4.4.221434321";
    let all = wasm::solutions(two.into(), 10.into(), JsValue::UNDEFINED).unwrap();
    let mut all = all.expect("no budget, so an answer");
    all.sort();
    assert_eq!(all, ["1234341221434321", "3214143221434321"]);
    let first = wasm::solutions(two.into(), 1.into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(first.unwrap().len(), 1);
    let gave_up = wasm::solutions(".".repeat(625).into(), 100_000.into(), 50.into()).unwrap();
    assert_eq!(
        gave_up, None,
        "fifty nodes are not enough for 100,000 solutions"
    );
    let zero = wasm::solutions(two.into(), 0.into(), JsValue::UNDEFINED).unwrap_err();
    assert_eq!(
        message(zero),
        "limit must be a whole number from 1 to 100000"
    );
}

#[wasm_bindgen_test]
fn candidates_are_the_symbols_the_givens_allow() {
    let found = wasm::candidates("12..34..........".into()).unwrap();
    assert_eq!(&found[..4], ["", "", "34", "34"]);
    assert_eq!(&found[4..8], ["", "", "12", "12"]);
    assert_eq!(found[8], "24");
    let error = wasm::candidates("11..............".into()).unwrap_err();
    assert!(message(error).starts_with("the givens contradict each other"));
}

#[wasm_bindgen_test]
fn possibilities_tally_every_solution() {
    let two = ".2.4.4.221434321";
    let report = wasm::possibilities(two.into(), 10.into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(field(&report, "solutions").as_f64(), Some(2.0));
    assert_eq!(field(&report, "complete").as_bool(), Some(true));
    let cells = strings(field(&report, "cells"));
    assert_eq!(cells[1], "", "a given");
    assert_eq!(cells[0], "13");
    let counts = js_sys::Array::from(&field(&report, "counts"));
    let tallies: Vec<f64> = js_sys::Array::from(&counts.get(0))
        .iter()
        .map(|n| n.as_f64().unwrap())
        .collect();
    assert_eq!(tallies, [1.0, 1.0]);

    let mut tally = wasm::Possibilities::new(".".repeat(81).into(), 30.into()).unwrap();
    while !tally.run(5.into()).unwrap() {}
    assert_eq!(tally.solutions(), 30.0);
    assert!(
        !tally.complete(),
        "an empty grid has more than 30 solutions"
    );
    let report = tally.report().unwrap();
    let first: f64 = js_sys::Array::from(&js_sys::Array::from(&field(&report, "counts")).get(0))
        .iter()
        .map(|n| n.as_f64().unwrap())
        .sum();
    assert_eq!(first, 30.0, "each solution puts one symbol in each cell");
}

//! The JavaScript binding, run by wasm-bindgen-test in Node and in headless
//! Chromium: answers, errors that say what and where, and a module that
//! keeps working after them.
#![cfg(target_arch = "wasm32")]

use js_sys::{Int32Array, Reflect};
use sudoku_dlx::wasm::{count, normalize, solve, solve_with_stats, Counter, Stepper};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const HARD_SOLVED: &str =
    "468931527751624839392578461134756298289413675675289314846192753513867942927345186";

fn message(error: wasm_bindgen::JsError) -> String {
    let value: JsValue = error.into();
    let error: js_sys::Error = value.dyn_into().expect("a JavaScript Error");
    error.message().into()
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
    assert_eq!(count(&empty4, 0).unwrap(), 288.0);
    assert_eq!(count(&empty4, 10).unwrap(), 10.0);
    assert_eq!(count(HARD, 0).unwrap(), 1.0);
}

#[wasm_bindgen_test]
fn bad_input_throws_an_error_that_says_what_and_where_and_the_module_goes_on() {
    let bad = format!("{}x{}", ".".repeat(16), ".".repeat(64));
    let error = message(solve(&bad).unwrap_err());
    assert!(error.starts_with("unexpected 'x' at column 17"), "{error}");
    let error = message(count(&"1".repeat(81), 0).unwrap_err());
    assert!(error.contains("1 appears twice in row 1"), "{error}");
    let error = message(normalize("123").unwrap_err());
    assert!(error.starts_with("found 3 cells"), "{error}");
    assert!(Stepper::new("").is_err());
    assert!(Stepper::from_exact_cover("a b\na z\n").is_err());
    assert_eq!(solve(HARD).unwrap().as_deref(), Some(HARD_SOLVED));
}

#[wasm_bindgen_test]
fn out_of_range_indices_answer_nothing_instead_of_trapping() {
    let stepper = Stepper::new(HARD).unwrap();
    assert_eq!(stepper.item_name(100_000), None);
    assert_eq!(stepper.option_name(100_000), None);
    assert_eq!(stepper.option_items(100_000).length(), 0);
    assert_eq!(stepper.option_placement(100_000).length(), 0);
    assert_eq!(stepper.item_group(100_000), -1);
}

#[wasm_bindgen_test]
fn the_stepper_walks_to_the_solution_with_balanced_events() {
    let mut stepper = Stepper::new(HARD).unwrap();
    let (mut covers, mut uncovers, mut found) = (0, 0, None);
    loop {
        let event = stepper.next_event();
        if event.is_undefined() {
            break;
        }
        match field(&event, "kind").as_string().unwrap().as_str() {
            "cover" => covers += 1,
            "uncover" => uncovers += 1,
            "solution" if found.is_none() => found = stepper.grid(),
            _ => {}
        }
    }
    assert_eq!(found.as_deref(), Some(HARD_SOLVED));
    assert_eq!(covers, uncovers);
    assert!(stepper.done());
    assert_eq!(stepper.solutions(), 1.0);
}

#[wasm_bindgen_test]
fn batches_replay_the_same_events_as_single_steps() {
    let mut single = Stepper::new(HARD).unwrap();
    let mut batched = Stepper::new(HARD).unwrap();
    let records: Int32Array = batched.next_batch(500);
    let records = records.to_vec();
    let mut at = 0;
    for _ in 0..500 {
        let event = single.next_event();
        let kind = field(&event, "kind").as_string().unwrap();
        let codes = [
            "choose", "cover", "uncover", "select", "deselect", "solution",
        ];
        assert_eq!(codes[records[at] as usize], kind);
        let list = records[at + 3] as usize;
        if kind == "cover" || kind == "uncover" {
            let options: js_sys::Uint32Array = field(&event, "options").dyn_into().unwrap();
            let options: Vec<i32> = options.to_vec().into_iter().map(|o| o as i32).collect();
            assert_eq!(&records[at + 4..at + 4 + list], &options[..]);
        }
        at += 4 + list;
    }
    assert_eq!(at, records.len());
    assert_eq!(single.steps(), batched.steps());
    assert_eq!(single.grid(), batched.grid());
}

#[wasm_bindgen_test]
fn a_counter_in_slices_reaches_the_full_count() {
    let mut counter = Counter::new(&".".repeat(16), 0).unwrap();
    let mut slices = 0;
    while !counter.run(20) {
        slices += 1;
    }
    assert_eq!(counter.count(), 288.0);
    assert!(slices > 5);
}

#[wasm_bindgen_test]
fn knuths_example_steps_through_its_names() {
    let mut stepper =
        Stepper::from_exact_cover("a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g").unwrap();
    assert_eq!(stepper.item_count(), 7);
    assert_eq!(stepper.grid(), None);
    let mut solution = None;
    while !stepper.done() {
        let event = stepper.next_event();
        if !event.is_undefined() && field(&event, "kind").as_string().unwrap() == "solution" {
            let mut names: Vec<String> = stepper
                .partial()
                .to_vec()
                .into_iter()
                .map(|o| stepper.option_name(o as usize).unwrap())
                .collect();
            names.sort();
            solution = Some(names);
        }
    }
    assert_eq!(solution.unwrap(), ["a d f", "b g", "c e"]);
    assert_eq!(stepper.links().length() % 3, 0);
}

//! The JavaScript binding, run by wasm-bindgen-test in Node and in headless
//! Chromium: answers, errors that say what and where, and a module that
//! keeps working after them.
#![cfg(target_arch = "wasm32")]

use js_sys::Reflect;
use sudoku_dlx::wasm::{self, Counter, EventKind, Stepper};
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

fn stepper(grid: &str) -> Result<Stepper, JsValue> {
    Stepper::new(grid.into())
}

fn problem(text: &str) -> Result<Stepper, JsValue> {
    Stepper::from_exact_cover(text.into())
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
    assert!(stepper("").is_err());
    assert!(problem("a b\na z\n").is_err());
    assert_eq!(solve(HARD).unwrap().as_deref(), Some(HARD_SOLVED));
}

#[wasm_bindgen_test]
fn out_of_range_indices_answer_nothing_instead_of_trapping() {
    let stepper = stepper(HARD).unwrap();
    assert_eq!(stepper.item_name(100_000.into()).unwrap(), None);
    assert_eq!(stepper.option_name(100_000.into()).unwrap(), None);
    assert_eq!(stepper.option_items(100_000.into()).unwrap().length(), 0);
    assert!(stepper
        .option_placement(100_000.into())
        .unwrap()
        .is_undefined());
    assert_eq!(stepper.item_group(100_000.into()).unwrap(), -1);
}

#[wasm_bindgen_test]
fn the_stepper_walks_to_the_solution_with_balanced_events() {
    let mut stepper = stepper(HARD).unwrap();
    let (mut covers, mut uncovers, mut found) = (0, 0, None);
    loop {
        let event = stepper.next_event().unwrap();
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

/// An event object as the numbers of a batch record: `[kind, a, b, step, options...]`, without the list's length.
fn as_record(event: &JsValue) -> Vec<i32> {
    let kinds = [
        "choose", "cover", "uncover", "select", "deselect", "solution",
    ];
    let fields = [
        ("item", "length"),
        ("item", ""),
        ("item", ""),
        ("option", "depth"),
        ("option", "depth"),
        ("solutions", ""),
    ];
    let kind = field(event, "kind").as_string().unwrap();
    let code = kinds.iter().position(|&k| k == kind).unwrap();
    let number = |name: &str| match name {
        "" => 0,
        name => field(event, name).as_f64().unwrap() as i32,
    };
    let mut record = vec![
        code as i32,
        number(fields[code].0),
        number(fields[code].1),
        number("algorithmStep"),
    ];
    let list = |name: &str| -> Vec<i32> {
        let numbers: js_sys::Uint32Array = field(event, name).dyn_into().unwrap();
        numbers.to_vec().into_iter().map(|n| n as i32).collect()
    };
    match code {
        0 if record[2] >= 2 => {
            record.push(number("tied"));
            record.extend(list("weighed"));
            record.extend(list("weights"));
        }
        1 | 2 => record.extend(list("options")),
        4 if !field(event, "next").is_undefined() => record.push(number("next")),
        _ => {}
    }
    record
}

#[wasm_bindgen_test]
fn batches_replay_the_same_events_as_single_steps_to_the_end() {
    // Three solutions, so the replay passes solutions and reaches the end.
    let several = "1.3....4..2.....";
    let mut single = stepper(several).unwrap();
    let mut batched = stepper(several).unwrap();
    let mut records = Vec::new();
    loop {
        let batch = batched.next_batch(7.0.into()).unwrap().to_vec();
        let before = records.len();
        records.extend(batch);
        let mut at = before;
        let mut events = 0;
        while at < records.len() {
            at += 5 + records[at + 4] as usize;
            events += 1;
        }
        if events < 7 {
            break;
        }
    }
    assert!(batched.done());
    let mut at = 0;
    let mut solutions = 0;
    loop {
        let event = single.next_event().unwrap();
        if event.is_undefined() {
            break;
        }
        let expected = as_record(&event);
        let length = records[at + 4] as usize;
        let mut got = records[at..at + 4].to_vec();
        got.extend(&records[at + 5..at + 5 + length]);
        assert_eq!(got, expected, "event {}", single.steps());
        solutions += i32::from(expected[0] == 5);
        at += 5 + length;
    }
    assert_eq!(at, records.len());
    assert_eq!(solutions, 3);
    assert_eq!(single.steps(), batched.steps());
    assert_eq!(batched.next_batch(10.0.into()).unwrap().length(), 0);
}

#[wasm_bindgen_test]
fn choices_carry_their_tie_and_deselects_the_option_tried_next() {
    let mut stepper = stepper(HARD).unwrap();
    let (mut branches, mut ties, mut promised, mut deselects) = (0, 0, None, 0);
    loop {
        let event = stepper.next_event().unwrap();
        if event.is_undefined() {
            break;
        }
        let kind = field(&event, "kind").as_string().unwrap();
        let number = |name: &str| field(&event, name).as_f64().unwrap();
        if let Some(next) = promised.take() {
            let tried = (kind == "select").then(|| number("option"));
            assert_eq!(tried, next, "the option a deselect promised is tried next");
        }
        match kind.as_str() {
            "choose" if number("length") >= 2.0 => {
                let weighed: js_sys::Uint32Array = field(&event, "weighed").dyn_into().unwrap();
                let weights: js_sys::Uint32Array = field(&event, "weights").dyn_into().unwrap();
                let (weighed, weights) = (weighed.to_vec(), weights.to_vec());
                assert_eq!(weighed.len(), weights.len());
                let heaviest = *weights.iter().max().unwrap();
                let at = weights.iter().position(|&w| w == heaviest).unwrap();
                assert_eq!(f64::from(weighed[at]), number("item"));
                assert!(number("tied") >= weighed.len() as f64);
                branches += 1;
                ties += usize::from(number("tied") > 1.0);
            }
            "choose" => assert_eq!(number("tied"), 0.0, "no tie for a forced choice"),
            "deselect" => {
                deselects += 1;
                promised = Some(field(&event, "next").as_f64());
            }
            _ => {}
        }
    }
    assert!(branches > 50 && ties > 0 && deselects > 0);
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
    let mut stepper = stepper(HARD).unwrap();
    let error = message(stepper.next_batch((-1.0).into()).unwrap_err());
    assert_eq!(error, "max must be a whole number from 0 to 1048576");
    assert!(stepper.next_batch(4_294_967_295.0.into()).is_err());
    assert_eq!(stepper.steps(), 0.0);
    assert!(stepper.next_batch(100.0.into()).unwrap().length() >= 400);
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

#[wasm_bindgen_test]
fn knuths_example_steps_through_its_names() {
    let mut stepper = problem("a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g").unwrap();
    assert_eq!(stepper.item_count(), 7);
    assert_eq!(stepper.grid(), None);
    let mut solution = None;
    while !stepper.done() {
        let event = stepper.next_event().unwrap();
        if !event.is_undefined() && field(&event, "kind").as_string().unwrap() == "solution" {
            let mut names: Vec<String> = stepper
                .partial()
                .to_vec()
                .into_iter()
                .map(|o| stepper.option_name((o as f64).into()).unwrap().unwrap())
                .collect();
            names.sort();
            solution = Some(names);
        }
    }
    assert_eq!(solution.unwrap(), ["a d f", "b g", "c e"]);
    // The root, 7 headers, 7 spacers and 16 option nodes, three numbers a
    // node; item a's list starts at option {a d g}, the node after the
    // spacer that follows {c e}.
    let links = stepper.links().to_vec();
    assert_eq!(links.len(), 3 * 31);
    assert_eq!(links[3 + 1], 12, "a's first option node");
    assert_eq!(links[3 * 12 + 2], 1, "that node's item is a");
}

#[wasm_bindgen_test]
fn items_and_options_say_what_they_stand_for_as_data() {
    // One given, 5 in the top left corner: item 0 is the cell at row 1,
    // column 2; option 0 puts 1 there.
    let stepper = stepper(&format!("5{}", ".".repeat(80))).unwrap();
    let number = |value: &JsValue, key: &str| field(value, key).as_f64().unwrap();
    let first = stepper.item_constraint(0.into()).unwrap();
    assert_eq!(field(&first, "kind").as_string().as_deref(), Some("cell"));
    assert_eq!(
        (number(&first, "row"), number(&first, "column")),
        (0.0, 1.0)
    );
    assert_eq!(stepper.item_cells(0.into()).unwrap().to_vec(), vec![1]);
    let placement = stepper.option_placement(0.into()).unwrap();
    assert_eq!(
        (number(&placement, "cell"), number(&placement, "value")),
        (1.0, 1.0)
    );
    for item in 0..stepper.item_count() {
        let constraint = stepper.item_constraint(item.into()).unwrap();
        let kind = field(&constraint, "kind").as_string().unwrap();
        let name = stepper.item_name(item.into()).unwrap().unwrap();
        let cells = stepper.item_cells(item.into()).unwrap().to_vec();
        let expected = if kind == "cell" { 1 } else { 9 };
        assert_eq!(cells.len(), expected, "{name}");
        let unit = match kind.as_str() {
            "cell" => format!(
                "R{}C{}",
                number(&constraint, "row") + 1.0,
                number(&constraint, "column") + 1.0
            ),
            "row" => format!(
                "R{}#{}",
                number(&constraint, "row") + 1.0,
                number(&constraint, "value")
            ),
            "column" => format!(
                "C{}#{}",
                number(&constraint, "column") + 1.0,
                number(&constraint, "value")
            ),
            _ => format!(
                "B{}#{}",
                number(&constraint, "index") + 1.0,
                number(&constraint, "value")
            ),
        };
        assert_eq!(unit, name);
    }
    assert!(stepper
        .item_constraint(100_000.into())
        .unwrap()
        .is_undefined());
    assert_eq!(stepper.item_cells(100_000.into()).unwrap().length(), 0);
    let knuth = problem("a b\na\nb\n").unwrap();
    assert!(knuth.item_constraint(0.into()).unwrap().is_undefined());
    assert!(knuth.option_placement(0.into()).unwrap().is_undefined());
    assert_eq!(knuth.item_cells(0.into()).unwrap().length(), 0);
}

#[wasm_bindgen_test]
fn batch_records_carry_the_event_kind_the_objects_name() {
    let mut batched = stepper("1.3....4..2.....").unwrap();
    let mut named = stepper("1.3....4..2.....").unwrap();
    let kinds = [
        (EventKind::Choose, "choose"),
        (EventKind::Cover, "cover"),
        (EventKind::Uncover, "uncover"),
        (EventKind::Select, "select"),
        (EventKind::Deselect, "deselect"),
        (EventKind::Solution, "solution"),
    ];
    let records = batched.next_batch(1_000_000.0.into()).unwrap().to_vec();
    let mut at = 0;
    while at < records.len() {
        let event = named.next_event().unwrap();
        let name = field(&event, "kind").as_string().unwrap();
        let (kind, _) = kinds.iter().find(|(_, n)| *n == name).unwrap();
        assert_eq!(records[at], *kind as u8 as i32);
        let step = field(&event, "algorithmStep").as_f64().unwrap();
        assert_eq!(f64::from(records[at + 3]), step);
        at += 5 + records[at + 4] as usize;
    }
    assert!(named.next_event().unwrap().is_undefined());
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

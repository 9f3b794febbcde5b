//! The ladder's JavaScript binding (the `ladder` feature), run by
//! wasm-bindgen-test: every rung and rule with budgets, the resumable
//! search, the step-through, and arguments of the wrong type or range.
#![cfg(all(target_arch = "wasm32", feature = "ladder"))]

use js_sys::Reflect;
use sudoku_dlx::contract::RUNG_RECORD;
use sudoku_dlx::wasm::{count_with, rung_names, solve_with, MoveKind, RungSearch, RungStepper};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const HARD_SOLVED: &str =
    "468931527751624839392578461134756298289413675675289314846192753513867942927345186";
const EASY: &str =
    ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
const EASY_SOLVED: &str =
    "652483917978162435314975628825736149791824563436519872269348751547291386183657294";
const SEVERAL: &str = "1.3....4..2.....";

fn js(text: &str) -> JsValue {
    JsValue::from(text)
}

fn num(n: f64) -> JsValue {
    JsValue::from(n)
}

/// The error's class name and message.
fn error(value: JsValue) -> (String, String) {
    let error: js_sys::Error = value.dyn_into().expect("a JavaScript Error");
    (error.name().into(), error.message().into())
}

/// The error `solveWith` throws for these arguments: its class and message.
fn refused(name: JsValue, grid: JsValue, budget: JsValue, rule: JsValue) -> (String, String) {
    error(solve_with(name, grid, budget, rule).err().expect("refused"))
}

fn field(event: &JsValue, key: &str) -> JsValue {
    Reflect::get(event, &key.into()).unwrap()
}

#[wasm_bindgen_test]
fn every_rung_and_rule_solves_within_its_budget_or_gives_up() {
    let names: Vec<String> = rung_names()
        .iter()
        .map(|n| n.as_string().unwrap())
        .collect();
    assert_eq!(
        names,
        ["brute", "marks", "bitmask", "fewest", "singles", "dlx"]
    );
    for name in &names {
        let report = solve_with(js(name), js(EASY), num(0.0), JsValue::UNDEFINED).unwrap();
        assert_eq!(report.solution().as_deref(), Some(EASY_SOLVED), "{name}");
        assert!(!report.gave_up() && report.nodes() > 1.0, "{name}");
        let stopped = solve_with(js(name), js(HARD), num(10.0), JsValue::UNDEFINED).unwrap();
        assert!(stopped.gave_up(), "{name}");
        assert_eq!(
            (stopped.nodes(), stopped.solution()),
            (10.0, None),
            "{name}"
        );
        let counted = count_with(
            js(name),
            js(SEVERAL),
            num(0.0),
            num(0.0),
            JsValue::UNDEFINED,
        );
        assert_eq!(counted.unwrap().count(), 3.0, "{name}");
    }
    for rule in ["weighed", "knuth", "first"] {
        let report = solve_with(js("dlx"), js(EASY), num(0.0), js(rule)).unwrap();
        assert_eq!(report.solution().as_deref(), Some(EASY_SOLVED), "{rule}");
    }
}

#[wasm_bindgen_test]
fn a_race_runs_each_rung_in_slices_to_the_same_answer() {
    for name in ["brute", "fewest", "dlx"] {
        let whole = solve_with(js(name), js(EASY), num(0.0), JsValue::UNDEFINED).unwrap();
        let mut search = RungSearch::new(js(name), js(EASY), JsValue::UNDEFINED).unwrap();
        let mut slices = 0;
        while !search.run(num(20.0)).unwrap() {
            slices += 1;
            assert!(search.nodes() <= 20.0 * f64::from(slices) + 1.0, "{name}");
        }
        assert!(search.finished());
        assert_eq!(search.solution().as_deref(), Some(EASY_SOLVED), "{name}");
        assert_eq!(search.nodes(), whole.nodes(), "{name}");
    }
}

#[wasm_bindgen_test]
fn the_step_through_places_and_removes_until_every_solution_is_seen() {
    let mut stepper = RungStepper::new(js("fewest"), js(SEVERAL)).unwrap();
    let (mut places, mut removes, mut solutions) = (0, 0, Vec::new());
    loop {
        let event = stepper.next_event().unwrap();
        if event.is_undefined() {
            break;
        }
        match field(&event, "kind").as_string().unwrap().as_str() {
            "place" => {
                places += 1;
                let symbol = field(&event, "symbol").as_f64().unwrap();
                let candidates: js_sys::Array = field(&event, "candidates").dyn_into().unwrap();
                assert!(candidates.includes(&num(symbol), 0));
                assert_eq!(field(&event, "forced").as_bool(), Some(false));
            }
            "remove" => removes += 1,
            "solution" => solutions.push(stepper.grid()),
            other => panic!("unexpected event {other}"),
        }
    }
    assert_eq!(solutions.len(), 3);
    assert_eq!(places, removes);
    assert_eq!(stepper.grid(), SEVERAL);
    assert_eq!(stepper.nodes(), f64::from(places) + 1.0);
    // A batch replays the same search, a record of contract::RUNG_RECORD an
    // event, each kind a MoveKind.
    stepper.reset();
    assert_eq!(stepper.steps(), 0.0);
    let batch = stepper.next_batch(num(1_000_000.0)).unwrap().to_vec();
    let size = RUNG_RECORD.head.len();
    assert_eq!(batch.len(), size * (2 * places as usize + 3));
    let kind = RUNG_RECORD.index("kind");
    let kinds = |k: MoveKind| batch.chunks(size).filter(|r| r[kind] == k as i32).count();
    assert_eq!(kinds(MoveKind::Guess), places as usize);
    assert_eq!(kinds(MoveKind::Forced), 0);
    assert_eq!(kinds(MoveKind::Remove), removes as usize);
    assert_eq!(kinds(MoveKind::Solution), 3);
    assert!(stepper.done());
}

#[wasm_bindgen_test]
fn arguments_of_the_wrong_type_or_range_are_refused_and_the_module_goes_on() {
    let undefined = JsValue::UNDEFINED;
    let (kind, message) = refused(js("dlx"), num(5.0), num(0.0), undefined.clone());
    assert_eq!(
        (kind.as_str(), message.as_str()),
        ("TypeError", "grid must be a string")
    );
    let (kind, message) = refused(num(1.0), js(HARD), num(0.0), undefined.clone());
    assert_eq!(
        (kind.as_str(), message.as_str()),
        ("TypeError", "name must be a string")
    );
    let (kind, _) = refused(js("dlx"), js(HARD), js("10"), undefined.clone());
    assert_eq!(kind, "TypeError", "a budget is not coerced from a string");
    let (kind, message) = refused(js("dlx"), js(HARD), num(1.5), undefined.clone());
    assert_eq!(kind, "RangeError");
    assert_eq!(
        message,
        "budget must be a whole number from 0 to 9007199254740991"
    );
    assert!(solve_with(js("dlx"), js(HARD), num(-1.0), undefined.clone()).is_err());
    let (_, message) = refused(js("dfs"), js(HARD), num(0.0), undefined.clone());
    assert!(message.starts_with("unknown solver \"dfs\""), "{message}");
    let (_, message) = refused(js("dlx"), js(HARD), num(0.0), js("mrv"));
    assert!(
        message.starts_with("unknown column rule \"mrv\""),
        "{message}"
    );
    let (kind, _) = refused(js("dlx"), js(HARD), num(0.0), num(2.0));
    assert_eq!(kind, "TypeError");
    let (_, message) = refused(js("dlx"), js("12x"), num(0.0), undefined.clone());
    assert!(
        message.starts_with("unexpected 'x' at column 3"),
        "{message}"
    );
    assert!(RungStepper::new(js("cells"), js(HARD)).is_err());
    let mut stepper = RungStepper::new(js("brute"), js(HARD)).unwrap();
    let (kind, _) = error(stepper.next_batch(num(2f64.powi(32))).err().unwrap());
    assert_eq!(kind, "RangeError");
    let mut search = RungSearch::new(js("marks"), js(HARD), undefined.clone()).unwrap();
    assert!(search.run(num(f64::NAN)).is_err());
    assert!(search.run(JsValue::NULL).is_err());
    assert_eq!(stepper.steps(), 0.0);
    let report = solve_with(js("singles"), js(HARD), num(0.0), undefined).unwrap();
    assert_eq!(report.solution().as_deref(), Some(HARD_SOLVED));
}

#[wasm_bindgen_test]
fn events_are_made_whatever_setters_object_prototype_has() {
    let prototype = js_sys::Object::get_prototype_of(&js_sys::Object::new().into());
    let throwing = js_sys::Function::new_with_args("value", "throw new Error('a setter ran')");
    let descriptor = js_sys::Object::new();
    Reflect::set(&descriptor, &js("set"), &throwing).unwrap();
    Reflect::set(&descriptor, &js("configurable"), &JsValue::TRUE).unwrap();
    for key in [
        "kind",
        "cell",
        "symbol",
        "candidates",
        "forced",
        "solutions",
    ] {
        js_sys::Object::define_property(&prototype, &js(key), &descriptor);
    }
    let mut stepper = RungStepper::new(js("singles"), js(SEVERAL)).unwrap();
    let mut kinds = Vec::new();
    let outcome = loop {
        match stepper.next_event() {
            Ok(event) if event.is_undefined() => break Ok(()),
            Ok(event) => kinds.push(field(&event, "kind").as_string().unwrap()),
            Err(error) => break Err(error),
        }
    };
    for key in [
        "kind",
        "cell",
        "symbol",
        "candidates",
        "forced",
        "solutions",
    ] {
        Reflect::delete_property(&prototype, &js(key)).unwrap();
    }
    assert!(outcome.is_ok(), "{outcome:?}");
    for kind in ["place", "remove", "solution"] {
        assert!(kinds.iter().any(|k| k == kind), "{kind} in {kinds:?}");
    }
}

/// Issue 23 row 11: the largest batch of brute force on an empty 25×25 is
/// capped at 1 MiB of records, as `Stepper`'s are, instead of 16 MiB that
/// grew the module's memory for good; the search goes on after it.
#[wasm_bindgen_test]
fn a_batch_is_capped_in_bytes() {
    let empty = ".".repeat(625);
    let mut stepper = RungStepper::new(js("brute"), js(&empty)).unwrap();
    let before = wasm_bindgen::memory()
        .unchecked_into::<js_sys::WebAssembly::Memory>()
        .buffer()
        .unchecked_into::<js_sys::ArrayBuffer>()
        .byte_length();
    let batch = stepper.next_batch(num(2f64.powi(20))).unwrap();
    // The batch stops once its records pass 1 MiB.
    let size = RUNG_RECORD.head.len() as u32;
    let events = (1u32 << 18).div_ceil(size);
    assert_eq!(batch.byte_length(), 4 * size * events);
    assert_eq!(stepper.steps(), f64::from(events));
    assert!(!stepper.done());
    assert_eq!(stepper.next_batch(num(10.0)).unwrap().length(), 10 * size);
    let after = wasm_bindgen::memory()
        .unchecked_into::<js_sys::WebAssembly::Memory>()
        .buffer()
        .unchecked_into::<js_sys::ArrayBuffer>()
        .byte_length();
    assert!(after - before < 8 << 20, "{before} -> {after} bytes");
}

/// Dancing links steps through RungStepper too: each placement names the
/// item it branched on, which `itemConstraint` says the placement meets,
/// and is forced exactly when that item had one option.
#[wasm_bindgen_test]
fn dancing_links_steps_with_the_item_it_branched_on() {
    let mut stepper = RungStepper::new(js("dlx"), js(SEVERAL)).unwrap();
    let (mut places, mut forced, mut solutions) = (0, 0, 0);
    loop {
        let event = stepper.next_event().unwrap();
        if event.is_undefined() {
            break;
        }
        match field(&event, "kind").as_string().unwrap().as_str() {
            "place" => {
                places += 1;
                let number = |key: &str| field(&event, key).as_f64().unwrap();
                let options = number("options");
                assert_eq!(field(&event, "forced").as_bool(), Some(options == 1.0));
                forced += usize::from(options == 1.0);
                let item = number("item");
                let constraint = stepper.item_constraint(item.into()).unwrap();
                let (cell, symbol) = (number("cell") as usize, number("symbol"));
                let side = 4;
                let holds = |key: &str| field(&constraint, key).as_f64();
                let meets = match field(&constraint, "kind").as_string().unwrap().as_str() {
                    "cell" => {
                        holds("row") == Some((cell / side) as f64)
                            && holds("column") == Some((cell % side) as f64)
                    }
                    "row" => {
                        holds("row") == Some((cell / side) as f64) && holds("value") == Some(symbol)
                    }
                    "column" => {
                        holds("column") == Some((cell % side) as f64)
                            && holds("value") == Some(symbol)
                    }
                    _ => holds("value") == Some(symbol),
                };
                assert!(meets, "item {item} and {cell}={symbol}");
            }
            "solution" => solutions += 1,
            _ => {}
        }
    }
    assert_eq!(solutions, 3);
    assert!(places > 0 && forced > 0);
    assert!(stepper
        .item_constraint(100_000.into())
        .unwrap()
        .is_undefined());
}

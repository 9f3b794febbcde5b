//! The hint's binding, run by wasm-bindgen-test in Node and in headless
//! Chromium: the plain object HINT-API.md describes, a player's marks, and
//! the arguments and budget checked.
#![cfg(target_arch = "wasm32")]

use js_sys::Reflect;
use sudoku_dlx::wasm;
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

fn field(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &key.into()).unwrap()
}

fn solve(grid: &str) -> Result<Option<String>, JsValue> {
    wasm::solve(grid.into())
}

fn hint(grid: &str) -> Result<JsValue, JsValue> {
    wasm::hint(grid.into(), JsValue::UNDEFINED, JsValue::UNDEFINED)
}

/// A hint's list of candidates as `cell:symbol` words.
fn listed(hint: &JsValue, name: &str) -> Vec<String> {
    js_sys::Array::from(&field(hint, name))
        .iter()
        .map(|c| {
            let cell = field(&c, "cell").as_f64().unwrap();
            format!("{cell}:{}", field(&c, "symbol").as_string().unwrap())
        })
        .collect()
}

#[wasm_bindgen_test]
fn hints_are_plain_objects_with_the_technique_and_its_proof() {
    let naked = hint("123.............").unwrap();
    let text = |name: &str| field(&naked, name).as_string().unwrap();
    assert_eq!(text("technique"), "naked single");
    assert_eq!(text("level"), "easy");
    assert_eq!(listed(&naked, "placements"), ["3:4"]);
    assert!(listed(&naked, "eliminations").is_empty());
    assert_eq!(listed(&naked, "evidence"), ["3:4"]);
    assert!(text("nudge").contains("r1c4") && text("explanation").contains("only be 4"));
    assert_eq!(
        js_sys::Array::from(&field(&naked, "focus")).to_vec(),
        [JsValue::from(3)]
    );

    let step = hint(HARD).unwrap();
    for placement in listed(&step, "placements") {
        let (cell, symbol) = placement.split_once(':').unwrap();
        let cell: usize = cell.parse().unwrap();
        assert_eq!(&HARD_SOLVED[cell..=cell], symbol);
    }

    let guess = hint(&".".repeat(16)).unwrap();
    assert_eq!(
        field(&guess, "technique").as_string().as_deref(),
        Some("guess")
    );
    assert_eq!(
        field(&guess, "level").as_string().as_deref(),
        Some("expert")
    );
    assert!(listed(&guess, "placements").is_empty());
    assert_eq!(
        listed(&guess, "evidence").len(),
        4,
        "every symbol fits the empty 4×4"
    );

    // A player's marks that hold every symbol: a basic elimination first.
    let marks: js_sys::Array = (0..16).map(|_| JsValue::from("1234")).collect();
    let from_marks =
        wasm::hint("123.............".into(), marks.into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(
        field(&from_marks, "technique").as_string().as_deref(),
        Some("basic elimination")
    );

    assert!(hint("1234341221434321").unwrap().is_undefined());
    let stuck = hint("12.....3.......4").unwrap_err();
    assert_eq!(
        message(stuck),
        "no solution: no symbol fits at row 1, column 4"
    );
    assert_eq!(
        solve(HARD).unwrap().as_deref(),
        Some(HARD_SOLVED),
        "still working"
    );
}

#[wasm_bindgen_test]
fn hint_arguments_are_checked_and_its_search_is_bounded() {
    let grid = || JsValue::from("123.............");
    let wrong = |marks: JsValue, budget: JsValue| wasm::hint(grid(), marks, budget).unwrap_err();
    assert!(wrong("1234".into(), JsValue::UNDEFINED).is_instance_of::<js_sys::TypeError>());
    let short: js_sys::Array = (0..15).map(|_| JsValue::from("1234")).collect();
    let error = wrong(short.into(), JsValue::UNDEFINED);
    assert!(error.is_instance_of::<js_sys::RangeError>());
    assert!(message(error).contains("one string per cell"));
    let mut cells: Vec<JsValue> = (0..16).map(|_| JsValue::from("1234")).collect();
    cells[5] = JsValue::from("15");
    let error = wrong(
        cells.iter().collect::<js_sys::Array>().into(),
        JsValue::UNDEFINED,
    );
    assert!(error.is_instance_of::<js_sys::RangeError>());
    assert!(message(error).contains("marks[5]"));
    cells[5] = JsValue::from(7);
    let error = wrong(
        cells.iter().collect::<js_sys::Array>().into(),
        JsValue::UNDEFINED,
    );
    assert!(error.is_instance_of::<js_sys::TypeError>());
    assert!(wrong(JsValue::UNDEFINED, JsValue::from(0)).is_instance_of::<js_sys::RangeError>());
    assert!(wrong(JsValue::UNDEFINED, JsValue::from("9")).is_instance_of::<js_sys::TypeError>());
    assert!(wasm::hint(grid(), JsValue::NULL, JsValue::from(1000)).is_ok());
    let pigeons = include_str!("fixtures/pigeonhole25.txt")
        .lines()
        .find(|l| !l.starts_with('#') && !l.is_empty())
        .unwrap();
    let gave_up = wasm::hint(pigeons.into(), JsValue::UNDEFINED, JsValue::from(1000)).unwrap_err();
    assert!(message(gave_up).starts_with("gave up after "));
    let gave_up = wasm::rate(pigeons.into(), JsValue::from(1000)).unwrap_err();
    assert!(message(gave_up).starts_with("gave up after "));
}

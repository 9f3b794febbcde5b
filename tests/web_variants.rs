//! The variants' binding (the `variants` feature), run by
//! wasm-bindgen-test: a published puzzle solved to its published
//! solution, counts, budgets, bad puzzles named with their column, and
//! arguments of the wrong type refused; the module keeps working after.
#![cfg(all(target_arch = "wasm32", feature = "variants"))]

use sudoku_dlx::wasm::{count_variant, solve_variant};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

/// ISS's jigsaw example, and its published solution.
const JIGSAW: &str = ".NoBoxes.Jigsaw~000000021453303021453333221453322221455566121445666111445566667488887777888887777.~R1C1_3~R1C9_7~R2C1_1~R2C9_5~R3C5_6~R3C6_8~R4C3_5~R4C5_1~R4C6_9~R5C4_9~R6C9_2~R7C1_8~R7C6_3~R8C4_2~R8C5_3~R8C6_5~R8C9_1~R9C8_9";
const JIGSAW_SOLVED: &str =
    "364891527189374265542168739625719843213987456937456182876523914498235671751642398";

fn js(text: &str) -> JsValue {
    JsValue::from(text)
}

fn message(value: JsValue) -> (String, String) {
    let error: js_sys::Error = value.dyn_into().expect("a JavaScript Error");
    (error.name().into(), error.message().into())
}

#[wasm_bindgen_test]
fn a_jigsaw_solves_to_its_published_solution_and_is_unique() {
    let report = solve_variant(js(JIGSAW), JsValue::UNDEFINED).unwrap();
    assert_eq!(report.solution().as_deref(), Some(JIGSAW_SOLVED));
    assert!(!report.gave_up() && report.nodes() > 0.0);
    let count = count_variant(js(JIGSAW), 0.0.into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(count, Some(1.0));
}

#[wasm_bindgen_test]
fn counts_stop_at_the_limit_and_the_budget() {
    let x4 = js(".Shape~4x4.Diagonal~1.Diagonal~-1");
    assert_eq!(
        count_variant(x4.clone(), 0.0.into(), JsValue::UNDEFINED).unwrap(),
        Some(48.0)
    );
    assert_eq!(
        count_variant(x4.clone(), 5.0.into(), JsValue::UNDEFINED).unwrap(),
        Some(5.0)
    );
    assert_eq!(count_variant(x4, 0.0.into(), 3.0.into()).unwrap(), None);
    let report = solve_variant(js(".Shape~4x4.AntiKing"), JsValue::UNDEFINED).unwrap();
    assert_eq!(report.solution(), None);
}

#[wasm_bindgen_test]
fn bad_puzzles_and_arguments_throw_and_the_module_goes_on() {
    let (name, text) = message(
        solve_variant(js(".Whisper~R1C1~R1C2"), JsValue::UNDEFINED)
            .err()
            .unwrap(),
    );
    assert_eq!(name, "Error");
    assert!(
        text.starts_with("column 1: Whisper: the constraint type"),
        "{text}"
    );
    let (name, _) = message(solve_variant(7.into(), JsValue::UNDEFINED).err().unwrap());
    assert_eq!(name, "TypeError");
    let (name, _) = message(
        count_variant(js(JIGSAW), (-1.0).into(), JsValue::UNDEFINED)
            .err()
            .unwrap(),
    );
    assert_eq!(name, "RangeError");
    let report = solve_variant(js(JIGSAW), JsValue::UNDEFINED).unwrap();
    assert_eq!(report.solution().as_deref(), Some(JIGSAW_SOLVED));
}

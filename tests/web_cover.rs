//! The generic exact-cover binding (the `cover` feature), run by
//! wasm-bindgen-test: solutions and counts by both engines and every rule,
//! budgets, bad problems named by line, and arguments of the wrong type or
//! range refused without coercion.
#![cfg(all(target_arch = "wasm32", feature = "cover"))]

use js_sys::{Array, Object, Reflect};
use sudoku_dlx::classic::{langford, queens};
use sudoku_dlx::wasm::{count_exact_cover, solve_exact_cover};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

/// Knuth's example: one cover, {a d f}, {b g}, {c e}.
const KNUTH: &str = "| Knuth's example\na b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n";

fn js(text: &str) -> JsValue {
    JsValue::from(text)
}

fn num(n: f64) -> JsValue {
    JsValue::from(n)
}

fn field(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &js(key)).expect("an object")
}

fn options(pairs: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (key, value) in pairs {
        Reflect::set(&object, &js(key), value).expect("an object");
    }
    object.into()
}

/// The error's class name and message.
fn error(value: JsValue) -> (String, String) {
    let error: js_sys::Error = value.dyn_into().expect("a JavaScript Error");
    (error.name().into(), error.message().into())
}

fn chosen(report: &JsValue) -> Vec<String> {
    let options: Array = field(report, "options").dyn_into().expect("an array");
    options
        .iter()
        .map(|o| o.as_string().expect("a string"))
        .collect()
}

#[wasm_bindgen_test]
fn every_engine_and_rule_finds_knuths_cover() {
    for engine in ["cells", "links"] {
        for rule in ["weighed", "knuth", "first"] {
            let settings = options(&[("engine", js(engine)), ("rule", js(rule))]);
            let report = solve_exact_cover(js(KNUTH), settings).unwrap();
            assert_eq!(chosen(&report), ["c e", "a d f", "b g"], "{engine} {rule}");
            assert_eq!(field(&report, "gaveUp"), JsValue::FALSE);
            assert!(field(&report, "nodes").as_f64().unwrap() >= 1.0);
        }
    }
    let report = solve_exact_cover(js(KNUTH), JsValue::UNDEFINED).unwrap();
    assert_eq!(chosen(&report), ["c e", "a d f", "b g"]);
}

#[wasm_bindgen_test]
fn counts_with_secondary_items_and_limits() {
    assert_eq!(
        count_exact_cover(js(&queens(8)), num(0.0), JsValue::UNDEFINED).unwrap(),
        Some(92.0)
    );
    assert_eq!(
        count_exact_cover(js(&queens(8)), num(5.0), JsValue::UNDEFINED).unwrap(),
        Some(5.0)
    );
    assert_eq!(
        count_exact_cover(js(&langford(7)), num(0.0), JsValue::UNDEFINED).unwrap(),
        Some(52.0)
    );
}

#[wasm_bindgen_test]
fn no_cover_and_a_budget_that_runs_out_are_told_apart() {
    let none = solve_exact_cover(js("a b\na\n"), JsValue::UNDEFINED).unwrap();
    assert!(field(&none, "options").is_undefined());
    assert_eq!(field(&none, "gaveUp"), JsValue::FALSE);
    let short = options(&[("budget", num(3.0))]);
    let stopped = solve_exact_cover(js(&queens(10)), short).unwrap();
    assert_eq!(field(&stopped, "gaveUp"), JsValue::TRUE);
    assert!(field(&stopped, "options").is_undefined());
    assert_eq!(field(&stopped, "nodes").as_f64(), Some(3.0));
    assert_eq!(
        count_exact_cover(js(&queens(8)), num(0.0), num(10.0)).unwrap(),
        None
    );
}

#[wasm_bindgen_test]
fn a_bad_problem_is_named_by_its_line() {
    let (name, message) =
        error(solve_exact_cover(js("a b\na x\n"), JsValue::UNDEFINED).unwrap_err());
    assert_eq!(name, "Error");
    assert!(message.starts_with("line 2: "), "{message}");
    let (_, message) =
        error(count_exact_cover(js("a b | c\nc\n"), num(0.0), JsValue::UNDEFINED).unwrap_err());
    assert!(
        message.contains("line 2") && message.contains("primary"),
        "{message}"
    );
}

#[wasm_bindgen_test]
fn arguments_of_the_wrong_type_or_range_are_refused() {
    let refused =
        |text: JsValue, settings: JsValue| error(solve_exact_cover(text, settings).unwrap_err());
    assert_eq!(refused(num(1.0), JsValue::UNDEFINED).0, "TypeError");
    assert_eq!(refused(js(KNUTH), js("cells")).0, "TypeError");
    // No settings, as `hint` reads them: null is undefined.
    assert!(solve_exact_cover(js(KNUTH), JsValue::NULL).is_ok());
    assert_eq!(
        refused(js(KNUTH), options(&[("engine", num(1.0))])).0,
        "TypeError"
    );
    let (name, message) = refused(js(KNUTH), options(&[("engine", js("ropes"))]));
    assert_eq!((name.as_str(), message.contains("cells")), ("Error", true));
    assert_eq!(
        refused(js(KNUTH), options(&[("rule", js("random"))])).0,
        "Error"
    );
    assert_eq!(
        refused(js(KNUTH), options(&[("budget", num(0.0))])).0,
        "RangeError"
    );
    assert_eq!(
        refused(js(KNUTH), options(&[("budget", js("5"))])).0,
        "TypeError"
    );
    let count = |limit: JsValue, budget: JsValue| {
        error(count_exact_cover(js(KNUTH), limit, budget).unwrap_err()).0
    };
    assert_eq!(count(num(-1.0), JsValue::UNDEFINED), "RangeError");
    assert_eq!(count(num(0.5), JsValue::UNDEFINED), "RangeError");
    assert_eq!(count(js("1"), JsValue::UNDEFINED), "TypeError");
    assert_eq!(count(num(0.0), num(0.0)), "RangeError");
    assert_eq!(count(num(0.0), JsValue::NULL), "TypeError");
}

#[wasm_bindgen_test]
fn colours_are_read_and_searched_by_algorithm_c() {
    // Two covers, as Knuth's dlx2 and ssxcc count them.
    let coloured = "A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC Y:0\nB X:1\nC Y:1\n";
    assert_eq!(
        count_exact_cover(js(coloured), num(0.0), JsValue::UNDEFINED).unwrap(),
        Some(2.0)
    );
    for engine in ["cells", "links"] {
        let settings = options(&[("engine", js(engine))]);
        let report = solve_exact_cover(js(coloured), settings).unwrap();
        assert_eq!(chosen(&report).len(), 2, "{engine}");
    }
    let (kind, message) =
        error(count_exact_cover(js("a | x\na x:\n"), num(0.0), JsValue::UNDEFINED).unwrap_err());
    assert_eq!(kind, "Error");
    assert!(message.contains("line 2"), "{message}");
}

#[wasm_bindgen_test]
fn multiplicities_are_read_and_searched_by_algorithm_m() {
    // dlx3's example: C covered 2 or 3 times; one solution.
    let bounded = "A B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n";
    let report = solve_exact_cover(js(bounded), JsValue::UNDEFINED).unwrap();
    assert_eq!(chosen(&report), ["A C X:1 Y:1", "B X:1", "C Y:1"]);
    let links = options(&[("engine", js("links")), ("rule", js("knuth"))]);
    let report = solve_exact_cover(js(bounded), links).unwrap();
    assert_eq!(chosen(&report).len(), 3);
    assert_eq!(field(&report, "gaveUp"), JsValue::FALSE);
    // A pair of options from six, or one, or none: 15 + 6 + 1.
    let up_to_two = "0:2|a\na\na\na\na\na\na\n";
    let count = |text: &str, budget: JsValue| count_exact_cover(js(text), num(0.0), budget);
    assert_eq!(count(up_to_two, JsValue::UNDEFINED).unwrap(), Some(22.0));
    assert_eq!(count(up_to_two, num(3.0)).unwrap(), None);
    // Errors, not traps, and the module answers after them.
    let cells = options(&[("engine", js("cells"))]);
    let (kind, message) = error(solve_exact_cover(js(up_to_two), cells).unwrap_err());
    assert_eq!(kind, "Error");
    assert!(message.contains("searched by dancing links"), "{message}");
    let (kind, message) = error(count("0|a\na\n", JsValue::UNDEFINED).unwrap_err());
    assert_eq!(kind, "Error");
    assert!(
        message.starts_with("line 1: \"0|a\": the upper bound is 0"),
        "{message}"
    );
    assert_eq!(count(up_to_two, JsValue::UNDEFINED).unwrap(), Some(22.0));
}

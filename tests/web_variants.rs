//! The variants' binding (the `variants` feature), run by
//! wasm-bindgen-test: a published puzzle solved to its published
//! solution, counts, budgets, bad puzzles named with their column, and
//! arguments of the wrong type refused; the module keeps working after.
#![cfg(all(target_arch = "wasm32", feature = "variants"))]

use sudoku_dlx::wasm::{
    count_variant, is_variant, sketch_variant, solve_variant, variant_breaks, variant_candidates,
    variant_hint,
};
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
    // A pill arrow too long to list its fillings: refused, not a trap.
    let long = ".PillArrow~2~R1C1~R1C2~R2C1~R2C2~R2C3~R2C4~R2C5~R2C6~R2C7~R2C8";
    let (name, text) = message(solve_variant(js(long), JsValue::UNDEFINED).err().unwrap());
    assert_eq!(name, "Error");
    assert!(
        text.starts_with("the pill arrow from R1C1 may be filled"),
        "{text}"
    );
    let report = solve_variant(js(JIGSAW), JsValue::UNDEFINED).unwrap();
    assert_eq!(report.solution().as_deref(), Some(JIGSAW_SOLVED));
}

#[wasm_bindgen_test]
fn a_sketch_reads_back_and_a_bad_one_says_where() {
    let sketch = sketch_variant(js(JIGSAW)).unwrap();
    let field = |name: &str| js_sys::Reflect::get(&sketch, &name.into()).unwrap();
    assert_eq!(field("side").as_f64(), Some(9.0));
    assert_eq!(field("boxes").as_bool(), Some(false));
    let marks: js_sys::Array = field("marks").dyn_into().unwrap();
    assert_eq!(marks.length(), 9);
    let text = field("text").as_string().unwrap();
    let again = solve_variant(js(&text), JsValue::UNDEFINED).unwrap();
    assert_eq!(again.solution().as_deref(), Some(JIGSAW_SOLVED));
    let (_, message) = message(sketch_variant(js(".Cage~15~R1C3~R1Z4")).err().unwrap());
    assert_eq!(
        message,
        "column 1: Cage: \"R1Z4\" is not a cell of the grid (R1C1 to R9C9)"
    );
    assert_eq!(is_variant(js("..3.A")).unwrap(), false);
    assert_eq!(is_variant(js(".Windoku")).unwrap(), true);
    assert!(sketch_variant(JsValue::from(3)).is_err());
    assert!(sketch_variant(js(".Windoku")).is_ok());
}

#[wasm_bindgen_test]
fn a_hint_is_a_single_of_the_solution_and_a_full_grid_has_none() {
    let hint = variant_hint(js(JIGSAW), JsValue::UNDEFINED).unwrap();
    let field = |name: &str| js_sys::Reflect::get(&hint, &name.into()).unwrap();
    let placements: js_sys::Array = field("placements").dyn_into().unwrap();
    let first = placements.get(0);
    let cell = js_sys::Reflect::get(&first, &"cell".into())
        .unwrap()
        .as_f64()
        .unwrap() as usize;
    let symbol = js_sys::Reflect::get(&first, &"symbol".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert_eq!(symbol, JIGSAW_SOLVED[cell..=cell]);
    assert!(field("technique").as_string().unwrap().starts_with("Only "));
    let candidates = variant_candidates(js(JIGSAW)).unwrap();
    assert_eq!(candidates.len(), 81);
    assert!(candidates[cell].contains(&symbol));
    assert_eq!(candidates[0], "", "a given has none");
    let full: String = JIGSAW_SOLVED
        .char_indices()
        .map(|(i, v)| format!("~R{}C{}_{v}", i / 9 + 1, i % 9 + 1))
        .collect();
    let solved = format!(".NoBoxes.Jigsaw~000000021453303021453333221453322221455566121445666111445566667488887777888887777.{full}");
    assert!(variant_hint(js(&solved), JsValue::UNDEFINED)
        .unwrap()
        .is_undefined());
    assert!(variant_hint(js(".Thermo"), JsValue::UNDEFINED).is_err());
}

#[wasm_bindgen_test]
fn a_cage_of_one_way_clears_its_house_then_marks_lead_to_a_guess_and_a_cell_left_no_digit_is_coded_no_solution(
) {
    // Only 1 and 2 make the cage's 3: they leave the rest of row 1 and box 1.
    let cage = ".Cage~3~R1C1~R1C2";
    let hint = variant_hint(js(cage), JsValue::UNDEFINED).unwrap();
    let field = |hint: &JsValue, name: &str| js_sys::Reflect::get(hint, &name.into()).unwrap();
    assert_eq!(
        field(&hint, "technique").as_string().unwrap(),
        "cage combination"
    );
    assert_eq!(
        field(&hint, "explanation").as_string().unwrap(),
        "The cage of 3 in two cells at row 1, column 1 can only be 1 and 2: so 1 and 2 go nowhere \
         else in row 1 or box 1."
    );
    let eliminations: js_sys::Array = field(&hint, "eliminations").dyn_into().unwrap();
    assert_eq!(
        eliminations.length(),
        2 * (7 + 6),
        "row 1's seven other cells, box 1's six"
    );
    // The eliminations written as the player's complete marks: the next step
    // reads them, and with nothing else to find, offers a guess.
    let mut marks: Vec<String> = variant_candidates(js(cage)).unwrap();
    for k in 0..eliminations.length() {
        let cut = eliminations.get(k);
        let cell = field(&cut, "cell").as_f64().unwrap() as usize;
        marks[cell] = marks[cell].replace(&field(&cut, "symbol").as_string().unwrap(), "");
    }
    let marks_js = js_sys::Array::new();
    for mark in &marks {
        marks_js.push(&JsValue::from_str(mark));
    }
    let hint = variant_hint(js(cage), marks_js.into()).unwrap();
    assert_eq!(field(&hint, "technique").as_string().unwrap(), "guess");
    let evidence: js_sys::Array = field(&hint, "evidence").dyn_into().unwrap();
    assert_eq!(evidence.length(), 2, "the cell's two candidates");
    let placements: js_sys::Array = field(&hint, "placements").dyn_into().unwrap();
    assert_eq!(placements.length(), 0);
    // Marks that leave out the solution's digit are refused by their code.
    let wrong = js_sys::Array::new();
    for _ in 0..81 {
        wrong.push(&JsValue::from_str("3456789"));
    }
    let error = variant_hint(js(cage), wrong.into()).err().unwrap();
    let code = js_sys::Reflect::get(&error, &"code".into()).unwrap();
    assert_eq!(code.as_string().as_deref(), Some("wrong-marks"));
    // Row 1 holds 1 and 2 already: the cage's cells have no digit left.
    let error = variant_hint(js(".Cage~3~R1C1~R1C2.~R1C3_1~R1C4_2"), JsValue::UNDEFINED)
        .err()
        .unwrap();
    let code = js_sys::Reflect::get(&error, &"code".into()).unwrap();
    assert_eq!(code.as_string().as_deref(), Some("no-solution"));
}

#[wasm_bindgen_test]
fn a_cage_its_digits_break_is_listed_with_its_cells_and_why() {
    let breaks = variant_breaks(js(".Cage~10~R1C1~R1C2.~R1C1_5")).unwrap();
    let breaks: js_sys::Array = breaks.dyn_into().unwrap();
    assert_eq!(breaks.length(), 1);
    let first = breaks.get(0);
    let says = js_sys::Reflect::get(&first, &"says".into()).unwrap();
    assert_eq!(
        says.as_string().unwrap(),
        "leaves 5 for the last cell of the 10-cage at row 1, column 1, which has a 5 already"
    );
    let cage: js_sys::Array = js_sys::Reflect::get(&first, &"cage".into())
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(cage.length(), 2);
    let fine: js_sys::Array = variant_breaks(js(".Cage~10~R1C1~R1C2.~R1C1_4"))
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(fine.length(), 0);
}

#[wasm_bindgen_test]
fn pill_arrows_little_killers_and_sandwiches_solve_and_count() {
    // Counts the native tests hold to a brute force (tests/variant_clues.rs).
    let clues = js(".Shape~4x4.LittleKiller~5~R1C2.Sandwich~2~R1");
    assert_eq!(
        count_variant(clues.clone(), 0.0.into(), JsValue::UNDEFINED).unwrap(),
        Some(24.0)
    );
    let solved = solve_variant(clues, JsValue::UNDEFINED)
        .unwrap()
        .solution()
        .unwrap();
    let cells: Vec<u32> = solved.chars().map(|c| c.to_digit(10).unwrap()).collect();
    assert_eq!(cells[1] + cells[4], 5, "{solved}");
    let pill = js(".Shape~4x4.PillArrow~2~R1C1~R1C2~R2C1~R2C2~R3C2~R3C3~R4C4");
    assert_eq!(
        count_variant(pill, 0.0.into(), JsValue::UNDEFINED).unwrap(),
        Some(9.0)
    );
    let (_, text) = message(
        solve_variant(js(".LittleKiller~22~R5C5"), JsValue::UNDEFINED)
            .err()
            .unwrap(),
    );
    assert!(
        text.contains("R5C5 starts no little killer's diagonal"),
        "{text}"
    );
    assert!(sketch_variant(js(".Sandwich~8~C1")).is_ok());
}

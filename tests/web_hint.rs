//! The `logic` feature's binding, run by wasm-bindgen-test in Node and in
//! headless Chromium (`-- --features logic --test web_hint`): the hint's
//! plain object HINT-API.md describes, a player's marks, the arguments and
//! budget checked; the generator's options and the rating.
#![cfg(all(target_arch = "wasm32", feature = "logic"))]

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

/// The `code` JavaScript tells the errors apart by.
fn code(error: &JsValue) -> JsValue {
    field(error, "code")
}

fn field(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &key.into()).unwrap()
}

fn count(grid: &str, limit: f64) -> Result<f64, JsValue> {
    wasm::count(grid.into(), limit.into(), JsValue::UNDEFINED)
        .map(|n| n.expect("no budget, so an answer"))
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
    assert!(text("nudge").contains("row 1, column 4") && text("explanation").contains("only be 4"));
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
    // Candidates read as a list of symbols, not as the number 1234.
    let said = field(&guess, "explanation").as_string().unwrap();
    assert!(said.contains("(1, 2, 3 and 4)"), "{said}");

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
    assert_eq!(code(&gave_up), "gave-up");
    assert!(message(gave_up).starts_with("gave up after "));
    let gave_up = wasm::rate(pigeons.into(), JsValue::from(1000)).unwrap_err();
    assert_eq!(code(&gave_up), "gave-up");
    assert_eq!(field(&gave_up, "nodes"), 1000.0);
    assert!(message(gave_up).starts_with("gave up after "));
}

/// The X-chain position of tests/techniques.rs, as a player's whole marks.
const X_CHAIN: &str =
    ".................1..2..3.4........2..5..6.3..16..7.........8.....4..2....7..1...6";

#[wasm_bindgen_test]
fn a_chain_hint_carries_its_links_and_wrong_marks_name_no_cell() {
    use sudoku_dlx::sudoku::logic::{Candidates, Technique};
    let grid: sudoku_dlx::sudoku::Grid = X_CHAIN.parse().unwrap();
    let mut candidates = Candidates::new(&grid);
    while let Some(step) = candidates.next_step(Technique::Aic) {
        if step.technique == Technique::XChain {
            break;
        }
        candidates.apply(&step);
    }
    let symbols = |mask: u32| {
        (1..=9)
            .filter(move |v| mask & 1 << (v - 1) != 0)
            .map(|v| v.to_string())
    };
    let marks: js_sys::Array = (candidates.masks().iter())
        .map(|&mask| JsValue::from(symbols(mask).collect::<String>()))
        .collect();
    // The placements made on the way are the player's entries.
    let grid: String = (candidates.values().iter())
        .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
        .collect();
    let step = wasm::hint(grid.as_str().into(), marks.into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(
        field(&step, "technique").as_string().as_deref(),
        Some("x-chain")
    );
    let links = js_sys::Array::from(&field(&step, "links"));
    assert_eq!(links.length() as usize + 1, listed(&step, "evidence").len());
    for (k, link) in links.iter().enumerate() {
        let kind = field(&link, "kind").as_string().unwrap();
        assert_eq!(kind, if k % 2 == 0 { "strong" } else { "weak" });
        assert!(field(&field(&link, "from"), "symbol").is_string());
    }
    for name in ["opposite", "base", "cover"] {
        assert_eq!(
            js_sys::Array::from(&field(&step, name)).length(),
            0,
            "{name}"
        );
    }
    // Marks with the solution's symbol struck from every open cell.
    let solved = solve(X_CHAIN).unwrap().unwrap();
    let wrong: js_sys::Array = (0..81)
        .map(|c| {
            JsValue::from(
                symbols(0x1ff & !(1 << (solved.as_bytes()[c] - b'1'))).collect::<String>(),
            )
        })
        .collect();
    let error = wasm::hint(grid.as_str().into(), wrong.into(), JsValue::UNDEFINED).unwrap_err();
    assert_eq!(code(&error), "wrong-marks");
    assert!(!message(error).contains("row"));
}

fn rate(grid: &str) -> Result<JsValue, JsValue> {
    wasm::rate(grid.into(), JsValue::UNDEFINED)
}

/// The native test pins the same puzzle for this seed (tests/generate.rs).
const SEED_42: &str =
    "47....1..3.8..7..4.1.9..6....63.........6..7..4..79.1.......5.3..5...96.........2";

fn options(pairs: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (key, value) in pairs {
        Reflect::set(&object, &(*key).into(), value).unwrap();
    }
    object.into()
}

#[wasm_bindgen_test]
fn generate_gives_the_native_puzzle_for_a_seed_and_obeys_its_options() {
    assert_eq!(
        wasm::generate(options(&[("seed", 42.into())])).unwrap(),
        SEED_42
    );
    let symmetric = wasm::generate(options(&[
        ("size", 6.into()),
        ("seed", 3.into()),
        ("symmetry", "rotational".into()),
        ("minimal", true.into()),
        ("difficulty", JsValue::UNDEFINED),
    ]))
    .unwrap();
    let cells: Vec<bool> = symmetric.chars().map(|c| c == '.').collect();
    assert_eq!(cells.len(), 36);
    assert!((0..36).all(|i| cells[i] == cells[35 - i]), "{symmetric}");
    assert_eq!(count(&symmetric, 0.0).unwrap(), 1.0);
    let given = wasm::generate(options(&[("givens", 30.into()), ("seed", 1.into())])).unwrap();
    assert_eq!(given.chars().filter(|&c| c != '.').count(), 30);
    let any = wasm::generate(JsValue::UNDEFINED).unwrap();
    assert_eq!((any.len(), count(&any, 0.0).unwrap()), (81, 1.0));
}

#[wasm_bindgen_test]
fn generate_refuses_bad_options_with_a_reason_and_goes_on() {
    let refused = |value: JsValue| message(wasm::generate(value).unwrap_err());
    assert_eq!(refused(5.into()), "options must be an object");
    assert!(refused(options(&[("size", 8.into())])).contains("4, 6, 9, 16 or 25"));
    assert!(refused(options(&[("size", "9".into())])).contains("size must be a number"));
    assert!(refused(options(&[("seed", (-1).into())])).contains("seed must be a whole number"));
    assert!(refused(options(&[("seed", 1.5.into())])).contains("seed must be a whole number"));
    assert!(refused(options(&[("givens", 1e300.into())])).contains("givens must be"));
    assert!(refused(options(&[("symmetry", 3.into())])).contains("symmetry must be a string"));
    assert!(refused(options(&[("difficulty", "tricky".into())])).contains("expert"));
    assert!(refused(options(&[("minimal", "yes".into())])).contains("true or false"));
    assert!(refused(options(&[("sise", 9.into())])).contains("unknown option \"sise\""));
    let both = options(&[("minimal", true.into()), ("givens", 30.into())]);
    assert!(refused(both).contains("exclude each other"));
    assert_eq!(
        wasm::generate(options(&[("seed", 42.into())])).unwrap(),
        SEED_42
    );
}

#[wasm_bindgen_test]
fn rate_gives_the_level_and_score_or_says_why_not() {
    let easy =
        rate("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
            .unwrap();
    assert_eq!(field(&easy, "level"), "easy");
    assert_eq!(field(&easy, "score"), 1.4);
    let hard = rate(HARD).unwrap();
    assert_eq!(field(&hard, "level"), "expert");
    assert_eq!(field(&hard, "technique"), "forcing chain");
    assert_eq!(field(&hard, "score"), 4.6);
    let several = rate(&".".repeat(16)).unwrap_err();
    assert_eq!(code(&several), "several-solutions");
    assert_eq!(message(several), "cannot rate: more than one solution");
    let none = rate(".23........1...4").unwrap_err();
    assert_eq!(code(&none), "no-solution");
    let unreadable = rate("12x").unwrap_err();
    assert!(code(&unreadable).is_undefined());
    assert!(message(unreadable).contains("unexpected 'x'"));
}

#[wasm_bindgen_test]
fn generate_gives_up_by_the_clock_with_a_code() {
    let late = wasm::generate(options(&[
        ("difficulty", "expert".into()),
        ("seed", 7.into()),
        ("timeout", 1.into()),
    ]))
    .unwrap_err();
    assert_eq!(code(&late), "gave-up");
    assert!(message(late).starts_with("gave up"));
}

/// The native test pins the same puzzle for this date (tests/daily.rs).
const FRIDAY: &str =
    "...3..85258...9..4.....4...67..3.4...9.....7...5.2..36...6.....1..7...68846..3...";

#[wasm_bindgen_test]
fn daily_gives_the_native_puzzle_of_a_date_and_refuses_bad_dates() {
    let friday = wasm::daily("2026-11-27".into(), JsValue::UNDEFINED).unwrap();
    let read = |key: &str| {
        Reflect::get(&friday, &key.into())
            .unwrap()
            .as_string()
            .unwrap()
    };
    assert_eq!(read("puzzle"), FRIDAY);
    assert_eq!(read("date"), "2026-11-27");
    assert_eq!(read("difficulty"), "hard");
    let easy = wasm::daily("2026-11-27".into(), "easy".into()).unwrap();
    let easy_puzzle = Reflect::get(&easy, &"puzzle".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert_ne!(easy_puzzle, FRIDAY);
    assert_eq!(count(&easy_puzzle, 0.0).unwrap(), 1.0);
    let refused = |date: JsValue, level: JsValue| message(wasm::daily(date, level).unwrap_err());
    assert!(refused("2026-02-29".into(), JsValue::UNDEFINED).contains("not a day of the calendar"));
    assert!(refused("27/11/2026".into(), JsValue::UNDEFINED).contains("YYYY-MM-DD"));
    assert_eq!(
        refused(20261127.into(), JsValue::UNDEFINED),
        "date must be a string"
    );
    assert!(refused("2026-11-27".into(), "hardest".into()).contains("unknown difficulty"));
    assert_eq!(read("puzzle"), FRIDAY);
}

//! The `stepper` feature's binding (pkg-stepper/, the visualizer's), run by
//! wasm-bindgen-test in Node and in headless Chromium
//! (`-- --features stepper --test web_stepper`): the search one event at a
//! time, its batches, what items and options stand for, and every packed
//! array written as src/contract.rs declares it: these tests run the debug
//! build, whose `Packer` checks each name, order and length.
#![cfg(all(target_arch = "wasm32", feature = "stepper"))]

use js_sys::Reflect;
use sudoku_dlx::contract::{Layout, MATRIX_NODES, OPTIONS, REPLAY_MEMORY, REPLAY_STATE};
use sudoku_dlx::wasm::{self, EventKind, Stepper};
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

fn stepper(grid: &str) -> Result<Stepper, JsValue> {
    Stepper::new(grid.into(), JsValue::UNDEFINED)
}

fn problem(text: &str) -> Result<Stepper, JsValue> {
    Stepper::from_exact_cover(text.into(), JsValue::UNDEFINED)
}

fn field(event: &JsValue, key: &str) -> JsValue {
    Reflect::get(event, &key.into()).unwrap()
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
    // The root, 7 headers, 7 spacers and 16 option nodes, read by the
    // names of their layout; item a's list starts at option {a d g}, the
    // node after the spacer that follows {c e}.
    let nodes = stepper.matrix_nodes().to_vec();
    let (head, fields) = (MATRIX_NODES.head.len(), MATRIX_NODES.parts[0].fields);
    let at = |node: usize, name: &str| {
        nodes[head + node * fields.len() + fields.iter().position(|f| f.name == name).unwrap()]
    };
    assert_eq!(nodes[MATRIX_NODES.head_index("items")], 7);
    assert_eq!(nodes[MATRIX_NODES.head_index("entries")], 16);
    assert_eq!(nodes.len() - head, fields.len() * 31);
    assert_eq!(at(1, "down"), 12, "a's first option node");
    assert_eq!(
        (at(12, "item"), at(12, "option")),
        (0, 1),
        "a's, in {{a d g}}"
    );
    assert_eq!((at(1, "item"), at(1, "option")), (0, -1), "a's header");
    assert_eq!((at(11, "item"), at(11, "option")), (-1, -1), "a spacer");
    // Every option's items in one call, as optionItems gives them one by one.
    let options = stepper.options().to_vec();
    let lengths_at = OPTIONS.head.len();
    let items_at = lengths_at + 6;
    assert_eq!(&options[lengths_at..items_at], &[2, 3, 3, 3, 2, 3]);
    let mut flat = Vec::new();
    for option in 0..6 {
        let items = stepper
            .option_items(f64::from(option).into())
            .unwrap()
            .to_vec();
        flat.extend(items.into_iter().map(|i| i as i32));
    }
    assert_eq!(&options[items_at..], &flat[..]);
    assert!(
        stepper.placements().to_vec().is_empty(),
        "no placements but a Sudoku's"
    );
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
    // Every placement in one call, cell and value an option.
    let placements = stepper.placements().to_vec();
    assert_eq!(placements.len(), 2 * stepper.option_count());
    for (option, pair) in placements.chunks_exact(2).enumerate() {
        let placement = stepper.option_placement(option.into()).unwrap();
        assert_eq!(
            (f64::from(pair[0]), f64::from(pair[1])),
            (number(&placement, "cell"), number(&placement, "value"))
        );
    }
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

#[wasm_bindgen_test]
fn bad_input_throws_an_error_and_the_module_goes_on() {
    assert!(stepper("").is_err());
    assert!(problem("a b\na z\n").is_err());
    // Algorithm X's stepper and estimate refuse multiplicities (Algorithm M).
    let error = message(problem("2|a b\na b\na\n").err().expect("refused"));
    assert!(
        error.contains("write no multiplicities (u:v|item)"),
        "{error}"
    );
    let estimate = wasm::estimate_exact_cover(
        "2|a b\na b\na\n".into(),
        10.0.into(),
        1.0.into(),
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
    );
    let error = message(estimate.err().expect("refused"));
    assert!(
        error.contains("write no multiplicities (u:v|item)"),
        "{error}"
    );
    let error = message(stepper("123").err().expect("too few cells"));
    assert!(error.starts_with("found 3 cells"), "{error}");
    assert_eq!(
        wasm::solve(HARD.into()).unwrap().as_deref(),
        Some(HARD_SOLVED)
    );
}

#[wasm_bindgen_test]
fn batch_sizes_that_would_wrap_are_refused_and_the_stepper_goes_on() {
    let mut stepper = stepper(HARD).unwrap();
    let error = message(stepper.next_batch((-1.0).into()).unwrap_err());
    assert_eq!(error, "max must be a whole number from 0 to 1048576");
    assert!(stepper.next_batch(4_294_967_295.0.into()).is_err());
    assert_eq!(stepper.steps(), 0.0);
    assert!(stepper.next_batch(100.0.into()).unwrap().length() >= 400);
}

/// The number `name` of a layout's head in `array`.
fn head(array: &[f64], layout: &Layout, name: &str) -> f64 {
    array[layout.head_index(name)]
}

/// At every step of Knuth's example and of a 4x4 Sudoku, forward and back,
/// each packed array of the replay is written as its layout declares (the
/// debug build's `Packer` panics otherwise), and the state's head agrees
/// with the stepper's own counters.
#[wasm_bindgen_test]
fn every_packed_array_is_written_as_its_layout_declares() {
    for mut stepper in [
        problem("a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g").unwrap(),
        stepper("..4....32......1").unwrap(),
    ] {
        stepper.keep_replay(100_000.into()).unwrap();
        while !stepper.done() {
            stepper.next_batch(4096.into()).unwrap();
        }
        let steps = stepper.steps();
        let (nodes, solutions) = (stepper.nodes(), stepper.solutions());
        let items = stepper.item_count() as f64;
        let mut walk = |forward: bool| loop {
            let kind = if forward {
                stepper.replay_forward(true)
            } else {
                stepper.replay_back(true)
            };
            let state = stepper.replay_state().to_vec();
            assert_eq!(head(&state, &REPLAY_STATE, "items"), items);
            stepper.replay_cells();
            stepper.replay_links();
            stepper.replay_changes();
            stepper.replay_memory(None);
            stepper.replay_writes();
            if kind < 0 {
                break state;
            }
        };
        let end = walk(true);
        assert_eq!(head(&end, &REPLAY_STATE, "nodes"), nodes);
        assert_eq!(head(&end, &REPLAY_STATE, "solutions"), solutions);
        let start = walk(false);
        assert_eq!(head(&start, &REPLAY_STATE, "nodes"), 0.0);
        assert!(steps > 20.0);
        stepper.matrix_nodes();
        stepper.options();
        stepper.placements();
    }
}

/// Knuth's memory table through the binding: TAOCP's (6) before the search
/// as the book's Table 1 prints it (the Rust test `knuth_memory` checks it
/// whole), and each traced move's writes turning the table before it into
/// the table after it.
#[wasm_bindgen_test]
fn the_memory_table_and_its_writes_cross_the_binding() {
    let mut stepper = problem("a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g").unwrap();
    stepper.keep_replay(1_000.into()).unwrap();
    while !stepper.done() {
        stepper.next_batch(4096.into()).unwrap();
    }
    let mut memory = stepper.replay_memory(None).to_vec();
    let entries = memory[REPLAY_MEMORY.head_index("entries")] as usize;
    assert_eq!(entries, 8, "the head and items a to g");
    let list = 1;
    let nodes = list + 2 * entries;
    assert_eq!(&memory[list..list + 2], &[7, 1], "LLINK(0), RLINK(0)");
    // Node 4, d's header: LEN 3, ULINK 27, DLINK 13.
    assert_eq!(&memory[nodes + 3 * 4..nodes + 3 * 5], &[3, 27, 13]);
    let mut writes = 0;
    while stepper.replay_forward(true) >= 0 {
        for w in stepper.replay_writes().to_vec().chunks(4) {
            let (field, at, old, now) = (w[0], w[1] as usize, w[2], w[3]);
            let slot = match field {
                0 | 1 => list + 2 * at + field as usize,
                // LEN, ULINK, DLINK: a node's TOP, up and down.
                _ => nodes + 3 * at + field as usize - 2,
            };
            assert_eq!(memory[slot], old, "field {field} of {at}");
            memory[slot] = now;
            writes += 1;
        }
        assert_eq!(memory, stepper.replay_memory(None).to_vec());
    }
    assert!(writes > 20, "{writes} writes");
}

//! The facts the page needs before any wasm arrives (the grid sizes, their
//! boxes and symbols, the ladder's rungs) are written into
//! `www/sudoku-dlx/shared/engine-facts.js` from the Rust that owns them, so
//! that the JavaScript keeps no copy of its own. This test fails when the
//! file and the Rust disagree; `UPDATE_JS_FACTS=1 cargo test --test
//! js_facts` writes it again.

use std::fmt::Write;
use std::path::Path;
use sudoku_dlx::ladder;
use sudoku_dlx::sudoku::{levels_within_reach, Level, Shape, SYMBOLS};

const FACTS: &str = "www/sudoku-dlx/shared/engine-facts.js";

fn facts() -> String {
    let mut text = String::from(
        "// Generated from the Rust that owns these facts (src/sudoku/grid.rs,\n\
         // src/sudoku/rate.rs, src/sudoku/generate.rs and src/ladder/mod.rs) by\n\
         // tests/js_facts.rs: do not edit; run\n\
         // `UPDATE_JS_FACTS=1 cargo test --test js_facts` after changing them.\n\n",
    );
    let symbols = std::str::from_utf8(SYMBOLS).expect("ASCII symbols");
    text.push_str("/** The symbols, in order: a grid of side n uses the first n. */\n");
    writeln!(text, "export const SYMBOLS = '{symbols}';\n").unwrap();
    text.push_str("/** Each supported side, with its box's height and width. */\n");
    text.push_str("export const SHAPES = [\n");
    for shape in Shape::supported() {
        writeln!(
            text,
            "  {{ side: {}, boxRows: {}, boxCols: {} }},",
            shape.side(),
            shape.box_rows(),
            shape.box_cols()
        )
        .unwrap();
    }
    text.push_str("];\n\n");
    let quoted = |levels: &[Level]| -> String {
        let names: Vec<String> = levels.iter().map(|l| format!("'{}'", l.name())).collect();
        names.join(", ")
    };
    text.push_str("/** The difficulty levels, from the easiest; a score's whole part is a level's place + 1. */\n");
    writeln!(text, "export const LEVELS = [{}];\n", quoted(&Level::ALL)).unwrap();
    text.push_str("/** The levels the generator's puzzles of each side reach. */\n");
    text.push_str("export const LEVELS_WITHIN_REACH = {\n");
    for shape in Shape::supported() {
        let side = shape.side();
        writeln!(text, "  {side}: [{}],", quoted(levels_within_reach(side))).unwrap();
    }
    text.push_str("};\n\n");
    text.push_str("/** The ladder's rungs, from the bottom to the top. */\n");
    let names: Vec<String> = ladder::NAMES.iter().map(|n| format!("'{n}'")).collect();
    writeln!(text, "export const RUNGS = [{}];", names.join(", ")).unwrap();
    text
}

#[test]
fn the_pages_facts_are_the_rusts() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(FACTS);
    let expected = facts();
    if std::env::var_os("UPDATE_JS_FACTS").is_some() {
        std::fs::write(&path, &expected).unwrap();
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        written == expected,
        "{FACTS} differs from the Rust: run `UPDATE_JS_FACTS=1 cargo test --test js_facts`"
    );
}

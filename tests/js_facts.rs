//! What the JavaScript knows of the Rust is written from the Rust, so that
//! it keeps no copy of its own: the facts the page needs before any wasm
//! arrives (the grid sizes, their boxes and symbols, the characters a cell
//! is read from, the ladder's rungs, the kinds of a Sudoku's items, the
//! codes of the binding's errors) into `www/sudoku-dlx/shared/engine-facts.js`,
//! and a named reader for every packed array of `src/contract.rs` into
//! `www/sudoku-dlx/shared/layouts.js`. This test fails when either file and
//! the Rust disagree; `UPDATE_JS_FACTS=1 cargo test --test js_facts` writes
//! them again.

use std::fmt::Write;
use std::path::Path;
use sudoku_dlx::contract::{Count, ErrorCode, Layout, Part, RecordStream, LAYOUTS, RECORD_STREAMS};
use sudoku_dlx::ladder;
use sudoku_dlx::sudoku::variant::ItemKind;
use sudoku_dlx::sudoku::{
    levels_within_reach, ConstraintKind, Level, Shape, EMPTY_CELLS, IGNORED, SYMBOLS,
};

const FACTS: &str = "www/sudoku-dlx/shared/engine-facts.js";
const LAYOUTS_JS: &str = "www/sudoku-dlx/shared/layouts.js";

const HEADER: &str = "by tests/js_facts.rs: do not edit; run\n\
// `UPDATE_JS_FACTS=1 cargo test --test js_facts` after changing them.\n\n";

/// A JavaScript string literal in single quotes.
fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
}

fn facts() -> String {
    let mut text = String::from(
        "// Generated from the Rust that owns these facts (src/sudoku/grid.rs,\n\
         // src/sudoku/encoding.rs, src/sudoku/rate.rs, src/sudoku/generate.rs,\n\
         // src/ladder/mod.rs and src/contract.rs) ",
    );
    text.push_str(HEADER);
    let symbols = std::str::from_utf8(SYMBOLS).expect("ASCII symbols");
    text.push_str("/** The symbols, in order: a grid of side n uses the first n. */\n");
    writeln!(text, "export const SYMBOLS = {};\n", quoted(symbols)).unwrap();
    text.push_str("/** The characters that stand for an empty cell. */\n");
    writeln!(
        text,
        "export const EMPTY_CELLS = {};\n",
        quoted(EMPTY_CELLS)
    )
    .unwrap();
    text.push_str(
        "/** The characters a grid's text may hold between cells (and any whitespace): they are no cell. */\n",
    );
    writeln!(text, "export const IGNORED = {};\n", quoted(IGNORED)).unwrap();
    text.push_str(
        "/**\n * Each supported side, with its box's height and width, and each cell's box\n \
         * (row by row, one base-36 digit a cell).\n */\n",
    );
    text.push_str("export const SHAPES = [\n");
    for shape in Shape::supported() {
        let n = shape.side();
        let boxes: String = (0..n * n)
            .map(|cell| char::from_digit(shape.box_of(cell / n, cell % n) as u32, 36).unwrap())
            .collect();
        let boxes = quoted(&boxes);
        // As prettier prints it: on the key's line when it fits.
        let boxes = if "    boxes: ".len() + boxes.len() < 120 {
            format!(" {boxes}")
        } else {
            format!("\n      {boxes}")
        };
        writeln!(
            text,
            "  {{\n    side: {n},\n    boxRows: {},\n    boxCols: {},\n    boxes:{boxes},\n  }},",
            shape.box_rows(),
            shape.box_cols(),
        )
        .unwrap();
    }
    text.push_str("];\n\n");
    text.push_str(&levels());
    text.push_str(&kinds());
    text
}

/// The difficulty levels, and those the generator reaches at each size.
fn levels() -> String {
    let names = |levels: &[Level]| -> String {
        let names: Vec<String> = levels.iter().map(|l| quoted(l.name())).collect();
        names.join(", ")
    };
    let mut text = String::from(
        "/** The difficulty levels, from the easiest; a score's whole part is a level's place + 1. */\n",
    );
    writeln!(text, "export const LEVELS = [{}];\n", names(&Level::ALL)).unwrap();
    text.push_str("/** The levels the generator's puzzles of each side reach. */\n");
    text.push_str("export const LEVELS_WITHIN_REACH = {\n");
    for shape in Shape::supported() {
        let side = shape.side();
        writeln!(text, "  {side}: [{}],", names(levels_within_reach(side))).unwrap();
    }
    text.push_str("};\n\n");
    text
}

/// The ladder's rungs, the kinds of a Sudoku's items and the codes of the
/// binding's errors.
fn kinds() -> String {
    let mut text = String::from("/** The ladder's rungs, from the bottom to the top. */\n");
    let names: Vec<String> = ladder::NAMES.iter().map(|n| quoted(n)).collect();
    writeln!(text, "export const RUNGS = [{}];\n", names.join(", ")).unwrap();
    text.push_str(
        "/** What a Sudoku item stands for, as `Stepper.itemGroup` numbers it (src/sudoku/encoding.rs). */\n",
    );
    text.push_str("export const ItemGroup = Object.freeze({\n");
    for kind in ConstraintKind::ALL {
        writeln!(text, "  {:?}: {},", kind, kind as u8).unwrap();
    }
    text.push_str("});\n\n");
    text.push_str(
        "/** The name of each kind of a variant's items, as `Stepper.itemGroup` numbers them (src/sudoku/variant/encoding/names.rs). */\n",
    );
    text.push_str("export const VariantItemGroups = Object.freeze([\n");
    for (number, kind) in ItemKind::ALL.into_iter().enumerate() {
        assert_eq!(
            kind as usize, number,
            "ItemKind::ALL is in the order of its numbers"
        );
        writeln!(text, "  {},", quoted(kind.group_name())).unwrap();
    }
    text.push_str("]);\n\n");
    text.push_str(
        "/** The `code` of each error the binding throws on purpose (src/contract.rs). */\n",
    );
    text.push_str("export const ErrorCode = Object.freeze({\n");
    for code in ErrorCode::ALL {
        writeln!(text, "  {}: {},", code.js_name(), quoted(code.as_str())).unwrap();
    }
    text.push_str("});\n");
    text
}

/// `replayState` as `ReplayState`.
fn capitalized(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// What a reader returns, as a JSDoc typedef; and the names it returns.
fn typedef(layout: &Layout) -> (String, Vec<String>) {
    let array = layout.array.js_name();
    let mut text = String::new();
    let mut typedef = Vec::new();
    writeln!(text, "/**\n * {}\n *", layout.doc).unwrap();
    writeln!(text, " * @typedef {{object}} {}", capitalized(layout.name)).unwrap();
    for field in layout.head {
        writeln!(text, " * @property {{number}} {} {}", field.name, field.doc).unwrap();
        typedef.push(field.name.to_string());
    }
    for part in layout.parts {
        if part.fields.is_empty() {
            writeln!(text, " * @property {{{array}}} {} {}", part.name, part.doc).unwrap();
        } else {
            let fields: Vec<String> = part
                .fields
                .iter()
                .map(|f| format!("{}: {array}", f.name))
                .collect();
            writeln!(
                text,
                " * @property {{{{ {} }}}} {} {} One array a field: {}",
                fields.join(", "),
                part.name,
                part.doc,
                part.fields
                    .iter()
                    .map(|f| format!("`{}`, {}", f.name, lower_first(f.doc)))
                    .collect::<Vec<_>>()
                    .join(" ")
            )
            .unwrap();
        }
        typedef.push(part.name.to_string());
    }
    text.push_str(" */\n\n");
    (text, typedef)
}

/// One reader: the head's numbers, then each part as a subarray, or as
/// one array a field for a part of records.
fn reader(layout: &Layout) -> String {
    let array = layout.array.js_name();
    let (mut text, typedef) = typedef(layout);
    writeln!(
        text,
        "/**\n * `{}()` read by name; an empty array reads as zeros and empty parts.\n * @param {{{array}}} array\n * @returns {{{}}}\n */",
        layout.name,
        capitalized(layout.name)
    )
    .unwrap();
    writeln!(
        text,
        "export function read{}(array) {{",
        capitalized(layout.name)
    )
    .unwrap();
    for (k, field) in layout.head.iter().enumerate() {
        writeln!(text, "  const {} = array[{k}] ?? 0;", field.name).unwrap();
    }
    let head = layout.head.len();
    if !layout.parts.is_empty() {
        writeln!(text, "  let at = {head};").unwrap();
    }
    for (k, part) in layout.parts.iter().enumerate() {
        text.push_str(&read_part(part, k + 1 == layout.parts.len(), array));
    }
    writeln!(text, "  return {};\n}}", object("  return ", &typedef)).unwrap();
    text
}

/// The lines that read one part: a subarray, or one array a field for a
/// part of records.
fn read_part(part: &Part, last: bool, array: &str) -> String {
    let mut text = String::new();
    let stride = part.fields.len().max(1);
    let count = match part.count {
        Count::Head(field) => field.to_string(),
        Count::HalfOfRest => "Math.max(0, array.length - at) >> 1".to_string(),
        Count::Rest if stride == 1 => "Math.max(0, array.length - at)".to_string(),
        Count::Rest => format!("Math.max(0, array.length - at) / {stride}"),
    };
    if part.fields.is_empty() {
        if last {
            writeln!(
                text,
                "  const {} = array.subarray(at, at + {count});",
                part.name
            )
            .unwrap();
        } else {
            writeln!(
                text,
                "  const {} = array.subarray(at, (at += {count}));",
                part.name
            )
            .unwrap();
        }
        return text;
    }
    let n = format!("{}Count", part.name);
    writeln!(text, "  const {n} = {count};").unwrap();
    let columns: Vec<String> = part
        .fields
        .iter()
        .map(|f| format!("{}: new {array}({n})", f.name))
        .collect();
    let start = format!("  const {} = ", part.name);
    writeln!(text, "{start}{};", object(&start, &columns)).unwrap();
    writeln!(text, "  for (let k = 0; k < {n}; k++, at += {stride}) {{").unwrap();
    for (f, field) in part.fields.iter().enumerate() {
        let offset = if f == 0 {
            "at".to_string()
        } else {
            format!("at + {f}")
        };
        writeln!(
            text,
            "    {}.{}[k] = array[{offset}];",
            part.name, field.name
        )
        .unwrap();
    }
    text.push_str("  }\n");
    text
}

/// An object literal of `entries` after `start`, as prettier prints it:
/// on one line when it fits in 120 columns, else one entry a line.
fn object(start: &str, entries: &[String]) -> String {
    let inline = format!("{{ {} }}", entries.join(", "));
    if start.len() + inline.len() < 120 {
        return inline;
    }
    let lines: Vec<String> = entries.iter().map(|e| format!("    {e},\n")).collect();
    format!("{{\n{}  }}", lines.concat())
}

fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_lowercase().chain(chars).collect()
    })
}

/// A stream's named offsets: each head field's, and the list's (or, with
/// no list, a record's size).
fn offsets(stream: &RecordStream) -> String {
    let shape = if stream.list {
        "Each record is its head, then a list of `listLength` numbers:"
    } else {
        "Each record is these numbers:"
    };
    let mut text = format!("/**\n * {} {shape}\n", stream.doc);
    for field in stream.head {
        writeln!(text, " * - `{}`: {}", field.name, lower_first(field.doc)).unwrap();
    }
    let (last, end) = if stream.list {
        ("list", "where the list starts")
    } else {
        ("size", "the numbers a record takes")
    };
    writeln!(text, " * `{last}` is {end}.\n */").unwrap();
    writeln!(text, "export const {} = Object.freeze({{", stream.name).unwrap();
    for (k, field) in stream.head.iter().enumerate() {
        writeln!(text, "  {}: {k},", field.name).unwrap();
    }
    writeln!(text, "  {last}: {},\n}});\n", stream.head.len()).unwrap();
    text
}

fn layouts() -> String {
    let mut text = String::from(
        "// The packed arrays of the binding, each read by name: generated from their\n\
         // one declaration (src/contract.rs) ",
    );
    text.push_str(HEADER);
    for stream in RECORD_STREAMS {
        text.push_str(&offsets(stream));
    }
    let readers: Vec<String> = LAYOUTS.iter().map(|layout| reader(layout)).collect();
    text.push_str(&readers.join("\n"));
    text
}

fn check(file: &str, expected: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    if std::env::var_os("UPDATE_JS_FACTS").is_some() {
        std::fs::write(&path, expected).unwrap();
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        written == expected,
        "{file} differs from the Rust: run `UPDATE_JS_FACTS=1 cargo test --test js_facts`"
    );
}

#[test]
fn the_pages_facts_are_the_rusts() {
    check(FACTS, &facts());
}

#[test]
fn the_pages_readers_are_the_contracts() {
    check(LAYOUTS_JS, &layouts());
}

/// Every count of a part names a field of its layout's head, and only a
/// last part takes the rest.
#[test]
fn every_layout_is_whole() {
    for layout in LAYOUTS {
        let last = layout.parts.len().saturating_sub(1);
        for (k, part) in layout.parts.iter().enumerate() {
            match part.count {
                Count::Head(field) => {
                    layout.head_index(field);
                }
                Count::Rest => assert_eq!(k, last, "{}.{}", layout.name, part.name),
                Count::HalfOfRest => assert_eq!(k + 1, last, "{}.{}", layout.name, part.name),
            }
        }
    }
}

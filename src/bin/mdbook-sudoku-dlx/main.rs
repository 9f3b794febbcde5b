//! mdbook-sudoku-dlx: an mdBook preprocessor turning ```sudoku-dlx fences
//! into `<sudoku-dlx>` elements (or visible error boxes), as the markdown-it
//! plugin does. mdBook runs `mdbook-sudoku-dlx supports <renderer>` (exit 0
//! for html) and then sends `[context, book]` as JSON on stdin, expecting
//! the book back on stdout.

mod fence;
mod json;
mod markdown;

use json::Value;
use std::io::{Read, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("supports") => {
            // The element needs a browser: other renderers keep the code block.
            if args.get(1).map(String::as_str) == Some("html") {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        None => match run() {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("mdbook-sudoku-dlx: {message}");
                ExitCode::FAILURE
            }
        },
        Some(other) => {
            eprintln!("mdbook-sudoku-dlx: unknown command {other:?}; usage: mdbook-sudoku-dlx [supports RENDERER]");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<(), String> {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| format!("reading stdin: {e}"))?;
    let mut book = match json::parse(&input)? {
        Value::Array(mut pair) if pair.len() == 2 => pair.pop().unwrap_or(Value::Null),
        _ => return Err("expected [context, book] on stdin".into()),
    };
    convert_chapters(&mut book);
    let mut out = String::new();
    json::write(&book, &mut out);
    std::io::stdout()
        .write_all(out.as_bytes())
        .map_err(|e| format!("writing stdout: {e}"))
}

/// Rewrites the `content` of every `Chapter`, however deep (sub_items), in
/// any version of the book's layout (`sections` or `items`).
fn convert_chapters(value: &mut Value) {
    match value {
        Value::Array(items) => items.iter_mut().for_each(convert_chapters),
        Value::Object(fields) => {
            for (key, field) in fields.iter_mut() {
                if key == "Chapter" {
                    if let Value::Object(chapter) = field {
                        for (name, content) in chapter.iter_mut() {
                            if let (true, Value::String(text)) = (name == "content", &mut *content)
                            {
                                *text = markdown::convert(text);
                            }
                        }
                    }
                }
                convert_chapters(field);
            }
        }
        _ => {}
    }
}

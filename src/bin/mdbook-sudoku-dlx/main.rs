//! mdbook-sudoku-dlx: an mdBook preprocessor turning ```sudoku-dlx fences
//! into `<sudoku-dlx>` elements (or visible error boxes), as the markdown-it
//! plugin does. mdBook runs `mdbook-sudoku-dlx supports <renderer>` (exit 0
//! for html) and then sends `[context, book]` as JSON on stdin, expecting
//! the book back on stdout.
// A native program (serde_json is a native-only dependency); wasm-pack's
// test builds compile every binary for wasm too, where it is empty.
#![cfg_attr(target_arch = "wasm32", no_main)]
#![cfg(not(target_arch = "wasm32"))]

mod book;
#[path = "../../cli/closed_stdout.rs"]
mod closed_stdout;
mod fence;
mod markdown;

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
                // Where standard error fails too, the status alone tells.
                let _ = writeln!(std::io::stderr(), "mdbook-sudoku-dlx: {message}");
                ExitCode::FAILURE
            }
        },
        Some(other) => {
            let _ = writeln!(
                std::io::stderr(),
                "mdbook-sudoku-dlx: unknown command {other:?}; usage: mdbook-sudoku-dlx [supports RENDERER]"
            );
            ExitCode::from(2)
        }
    }
}

/// Reads the book, converts it and writes it back, every step checked,
/// the final flush too.
fn run() -> Result<(), String> {
    if closed_stdout::stdout_was_closed() {
        return Err("standard output is closed".into());
    }
    let mut input = Vec::new();
    std::io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("reading stdin: {e}"))?;
    let book = book::preprocess(&input)?;
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(&book)
        .and_then(|()| stdout.flush())
        .map_err(|e| format!("writing stdout: {e}"))
}

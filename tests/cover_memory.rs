//! The memory a problem's text takes once read (issue 32, row 6): a small
//! multiple of the text, measured by a counting allocator, and a failed
//! allocation answered by `sudoku-dlx cover` as an error (status 2 and a
//! message), never an abort (134), under a limit of virtual memory.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::counting::{Counting, LIVE, PEAK};
use std::process::{Command, Output};
use std::sync::atomic::Ordering;
use sudoku_dlx::problem;

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The most bytes parsing `text` holds at once beyond the text itself, a
/// realloc counted as its new block and its old one together.
fn peak_of_parsing(text: &str) -> usize {
    let before = LIVE.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    let problem = problem::parse(text).unwrap();
    let peak = PEAK.load(Ordering::SeqCst) - before;
    eprintln!(
        "PEAK {peak} {} {}",
        text.len(),
        peak as f64 / text.len() as f64
    );
    drop(problem);
    peak
}

#[test]
fn a_problem_takes_a_small_multiple_of_its_text() {
    // The densest text there is: an option of one item in two bytes. The
    // links take 24 bytes an option (its node and its spacer), so 12 times
    // the text is the least any reading could hold, and the growth of the
    // lists by doubling half as much again at its peak: 21.2 times, where
    // each option's name a `String` took 33.8 (and in the peak RSS of
    // `cover`, which counts the allocator's 32 bytes for each name, 52).
    let text = "a\n".repeat(1_000_001);
    let peak = peak_of_parsing(&text);
    assert!(
        peak <= 24 * text.len(),
        "{peak} bytes for {} of text",
        text.len()
    );
    // 200,000 items named in the first line and an option each: 6.0 times
    // the text, where names each a `String` took 8.5.
    let items: Vec<String> = (0..200_000).map(|i| format!("item{i}")).collect();
    let text = format!("{}\n{}\n", items.join(" "), items.join("\n"));
    let peak = peak_of_parsing(&text);
    assert!(
        peak <= 7 * text.len(),
        "{peak} bytes for {} of text",
        text.len()
    );
}

/// `cover` with `args` under a limit of 100 MB of virtual memory, reading
/// `lines` lines of options `a` after the line of items `a`.
fn cover_under_a_limit(args: &str, lines: u64) -> Output {
    let script =
        format!("ulimit -v 100000 && {{ echo a; yes a | head -n {lines}; }} | \"$0\" cover {args}");
    Command::new("sh")
        .args(["-c", &script])
        .arg(env!("CARGO_BIN_EXE_sudoku-dlx"))
        .output()
        .unwrap()
}

#[test]
fn a_problem_too_large_for_memory_is_an_error_naming_its_line() {
    // 20 million options, 40 MB of text: more than 100 MB as links.
    for engine in ["cells", "links"] {
        let output = cover_under_a_limit(&format!("--count --engine {engine}"), 20_000_000);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{stderr}");
        assert!(
            stderr.starts_with("sudoku-dlx: standard input: line ")
                && stderr.contains(": out of memory"),
            "{stderr}"
        );
        assert!(output.stdout.is_empty());
    }
}

#[test]
fn a_search_too_large_for_memory_is_an_error() {
    // Two million options, which fit as links but not beside dancing
    // cells' own copy: an allocation by the engine fails, outside any
    // `try_reserve`, and the allocator of the command line answers it.
    let output = cover_under_a_limit("--count --engine cells", 2_000_000);
    let stderr = String::from_utf8_lossy(&output.stderr);
    match output.status.code() {
        Some(2) => assert!(stderr.contains("out of memory"), "{stderr}"),
        // Where the whole of it fits after all, the right count.
        Some(0) => assert_eq!(String::from_utf8_lossy(&output.stdout), "2000000\n"),
        _ => panic!("{:?}: {stderr}", output.status),
    }
}

#[test]
fn text_that_is_not_utf8_is_a_bad_problem_naming_its_line() {
    let output = Command::new("sh")
        .args(["-c", "printf 'a b\\na\\nb \\377\\n' | \"$0\" cover"])
        .arg(env!("CARGO_BIN_EXE_sudoku-dlx"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr).lines().next(),
        Some("sudoku-dlx: standard input: line 3: not valid text: bytes that are not UTF-8")
    );
}

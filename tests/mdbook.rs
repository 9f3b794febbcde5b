//! The mdBook preprocessor, run as mdBook runs it: `supports html`, then a
//! small book as `[context, book]` JSON on stdin, the book back on stdout;
//! and every fence of tests/fixtures/fences.json, which the markdown-it
//! plugin's tests hold to the same HTML.

// serde_json is a native-only dependency; wasm-pack builds every test target.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::{json, Value};
use std::io::Write;
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_mdbook-sudoku-dlx");

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the preprocessor runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn parse(bytes: &[u8]) -> Value {
    serde_json::from_slice(bytes).expect("the output is JSON")
}

fn text(value: &Value) -> &str {
    value.as_str().expect("a string")
}

fn items(value: &Value) -> &[Value] {
    value.as_array().expect("an array")
}

/// A book of one chapter holding `content`, as mdBook sends it.
fn book_of(content: &str) -> String {
    json!([
        {"root": "/", "renderer": "html"},
        {"sections": [{"Chapter": {"name": "c", "content": content, "sub_items": []}}]}
    ])
    .to_string()
}

#[test]
fn supports_only_the_html_renderer() {
    assert!(run(&["supports", "html"], "").status.success());
    assert!(!run(&["supports", "latex"], "").status.success());
}

#[test]
fn a_small_book_comes_back_with_its_fences_as_elements() {
    let input = std::fs::read_to_string("tests/fixtures/mdbook-book.json").unwrap();
    let output = run(&[], &input);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let book = parse(&output.stdout);
    let sections = items(&book["sections"]);
    assert_eq!(sections.len(), 3);
    assert_eq!(sections[1], json!("Separator"));
    let intro = &sections[0]["Chapter"];
    assert_eq!(
        text(&intro["content"]),
        "# Intro\n\n\n<sudoku-dlx mode=\"visualize\" step=\"3\" panels=\"grid matrix\" puzzle=\"..4....32......1\"></sudoku-dlx>\n\n\nText with \"quotes\" and \u{e9}.\n"
    );
    assert_eq!(intro["number"], json!([1]));
    let nested = &items(&intro["sub_items"])[0]["Chapter"];
    let content = text(&nested["content"]);
    assert!(
        content.starts_with("````markdown\n```sudoku-dlx\n..4....32......1\n```\n````\n"),
        "a fence inside a fence stays: {content}"
    );
    assert!(
        content.contains("<div class=\"sudoku-dlx-error\" role=\"alert\""),
        "{content}"
    );
    assert!(
        content.contains("sudoku-dlx block: step=x is not a number"),
        "{content}"
    );
    assert_eq!(book.get("__non_exhaustive"), Some(&Value::Null));
}

#[test]
fn every_shared_fixture_renders_as_the_markdown_it_plugin_does() {
    let cases = parse(&std::fs::read("tests/fixtures/fences.json").unwrap());
    assert!(items(&cases).len() >= 10);
    for case in items(&cases) {
        let (info, body, html) = (
            text(&case["info"]),
            text(&case["body"]),
            text(&case["html"]),
        );
        let output = run(&[], &book_of(&format!("```sudoku-dlx {info}\n{body}```\n")));
        assert!(output.status.success());
        let book = parse(&output.stdout);
        let chapter = &items(&book["sections"])[0]["Chapter"];
        assert_eq!(
            text(&chapter["content"]),
            format!("\n{html}\n"),
            "info {info:?}"
        );
    }
}

#[test]
fn bad_json_is_a_clear_error() {
    let output = run(&[], "[{\"root\": }]");
    assert!(!output.status.success());
    let message = String::from_utf8_lossy(&output.stderr);
    assert!(
        message
            .starts_with("mdbook-sudoku-dlx: reading the book: expected value at line 1 column 11"),
        "{message}"
    );
}

/// Rows 3 and 13 of issue 23: input nested past the parser's limit, a
/// lone surrogate and numbers that are not JSON are errors with exit 1,
/// never a stack overflow (status 134) or a silent repair.
#[test]
fn deep_nesting_and_json_that_is_not_strict_are_errors() {
    let deep = format!("[{{}},{}{}]", "[".repeat(50_000), "]".repeat(50_000));
    let lone = r#"[{}, {"sections": ["\ud83d\u0041"]}]"#;
    let cases = [
        (deep.as_str(), "recursion limit exceeded"),
        (lone, "lone leading surrogate"),
        (r#"[{}, {"sections": ["\udc00"]}]"#, "lone"),
        (r#"[{}, {"sections": [-]}]"#, "invalid number"),
        (r#"[{}, {"sections": [01]}]"#, "invalid number"),
        (r#"[{}, {"sections": []}] x"#, "trailing characters"),
    ];
    for (input, why) in cases {
        let output = run(&[], input);
        assert_eq!(output.status.code(), Some(1), "{why}");
        let message = String::from_utf8_lossy(&output.stderr);
        assert!(message.contains(why), "{why}: {message}");
        assert!(output.stdout.is_empty());
    }
    // A surrogate pair is one character, kept.
    let output = run(&[], r#"[{}, {"sections": ["\ud83d\ude00"]}]"#);
    assert_eq!(parse(&output.stdout)["sections"], json!(["\u{1f600}"]));
}

/// Row 4: output that cannot be written (the last flush included) is exit
/// 1, as is a closed standard output.
#[test]
fn output_that_cannot_be_written_is_a_failure() {
    let mut child = Command::new(BIN)
        .stdin(Stdio::piped())
        .stdout(std::fs::File::create("/dev/full").unwrap())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(br#"[{}, {"sections":[]}]"#).unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let message = String::from_utf8_lossy(&output.stderr);
    assert!(message.contains("writing stdout"), "{message}");

    let closed = Command::new("sh")
        .args(["-c", r#"printf '[{}, {"sections":[]}]' | "$0" >&-"#, BIN])
        .output()
        .unwrap();
    assert_eq!(closed.status.code(), Some(1));
}

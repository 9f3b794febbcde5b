//! The mdBook preprocessor, run as mdBook runs it: `supports html`, then a
//! small book as `[context, book]` JSON on stdin, the book back on stdout;
//! and every fence of tests/fixtures/fences.json, which the markdown-it
//! plugin's tests hold to the same HTML.

#[path = "../src/bin/mdbook-sudoku-dlx/json.rs"]
#[allow(dead_code)]
mod json;

use json::Value;
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

fn field<'a>(value: &'a Value, key: &str) -> &'a Value {
    match value {
        Value::Object(fields) => &fields.iter().find(|(k, _)| k == key).expect(key).1,
        _ => panic!("not an object looking for {key}"),
    }
}

fn text(value: &Value) -> &str {
    match value {
        Value::String(s) => s,
        _ => panic!("not a string"),
    }
}

fn items(value: &Value) -> &[Value] {
    match value {
        Value::Array(items) => items,
        _ => panic!("not an array"),
    }
}

/// A book of one chapter holding `content`, as mdBook sends it.
fn book_of(content: &str) -> String {
    let mut chapter = String::new();
    json::write(&Value::String(content.into()), &mut chapter);
    format!(
        r#"[{{"root":"/","renderer":"html"}},{{"sections":[{{"Chapter":{{"name":"c","content":{chapter},"sub_items":[]}}}}]}}]"#
    )
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
    let book = json::parse(std::str::from_utf8(&output.stdout).unwrap()).unwrap();
    let sections = items(field(&book, "sections"));
    assert_eq!(sections.len(), 3);
    assert_eq!(sections[1], Value::String("Separator".into()));
    let intro = field(&sections[0], "Chapter");
    assert_eq!(
        text(field(intro, "content")),
        "# Intro\n\n\n<sudoku-dlx mode=\"visualize\" step=\"3\" panels=\"grid matrix\" puzzle=\"..4....32......1\"></sudoku-dlx>\n\n\nText with \"quotes\" and \u{e9}.\n"
    );
    assert_eq!(
        field(intro, "number"),
        &Value::Array(vec![Value::Number("1".into())])
    );
    let nested = field(&items(field(intro, "sub_items"))[0], "Chapter");
    let content = text(field(nested, "content"));
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
    assert_eq!(field(&book, "__non_exhaustive"), &Value::Null);
}

#[test]
fn every_shared_fixture_renders_as_the_markdown_it_plugin_does() {
    let cases =
        json::parse(&std::fs::read_to_string("tests/fixtures/fences.json").unwrap()).unwrap();
    assert!(items(&cases).len() >= 10);
    for case in items(&cases) {
        let (info, body, html) = (
            text(field(case, "info")),
            text(field(case, "body")),
            text(field(case, "html")),
        );
        let output = run(&[], &book_of(&format!("```sudoku-dlx {info}\n{body}```\n")));
        assert!(output.status.success());
        let book = json::parse(std::str::from_utf8(&output.stdout).unwrap()).unwrap();
        let chapter = field(&items(field(&book, "sections"))[0], "Chapter");
        assert_eq!(
            text(field(chapter, "content")),
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
        message.contains("mdbook-sudoku-dlx: expected a JSON value at byte"),
        "{message}"
    );
}

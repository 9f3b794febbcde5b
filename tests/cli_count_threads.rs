//! `count --threads`, run as a user runs it: a puzzle that one search
//! does not count within its budget alone is counted in pieces on several
//! threads, to the count one thread gives; the fixtures (counted by an
//! independent program) count as they are known to; a batch answers
//! line for line as on one thread, its error lines included.
// Spawns the binary; wasm-pack builds every test target.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::process::Output;

/// A 16×16 of the fixtures' kind with few clues: 13,957 solutions, some
/// 560,000 nodes of search, far past what a puzzle is counted alone.
const FEW_CLUES_16: &str = "...........A.....3..1...B....9AE6.....F.523.....CB9.DA....465..G.9E..3..27.....B..B5....A.E.6G91.4....EA9...F.C.........3.D4...7.E.B...5.4...6D...C7E.2..8..4.F..2G.3D1......AE......B.G..6C7...D.....6F..........532.DE.....7..7..28.4...1....5....G.C.8A.....F";

fn run(args: &[&str], input: &str) -> Output {
    common::run_cli(args, input)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The fixtures' puzzles, but for those with millions of solutions.
fn fixture_lines() -> (String, Vec<u64>) {
    let fixtures: Vec<_> = common::fixtures()
        .into_iter()
        .filter(|fixture| fixture.count < 1_000_000)
        .collect();
    let lines = fixtures
        .iter()
        .map(|fixture| format!("{}\n", fixture.puzzle))
        .collect();
    (
        lines,
        fixtures.iter().map(|fixture| fixture.count).collect(),
    )
}

#[test]
fn a_sixteen_with_few_clues_counts_on_two_threads_as_on_one() {
    // One search's count (the backtracking solver takes minutes on it).
    let known = 13_957;
    for threads in ["1", "2", "3"] {
        let output = run(
            &["count", "--threads", threads],
            &format!("{FEW_CLUES_16}\n"),
        );
        assert_eq!(output.status.code(), Some(0), "{threads} threads");
        assert_eq!(
            text(&output.stdout),
            format!("{known}\n"),
            "{threads} threads"
        );
    }
}

#[test]
fn a_limit_stops_the_pieces_where_one_search_stops() {
    for limit in ["1", "1000", "13957", "20000"] {
        let args = |threads| ["count", "--limit", limit, "--threads", threads];
        let input = format!("{FEW_CLUES_16}\n");
        let one = run(&args("1"), &input);
        let two = run(&args("2"), &input);
        assert_eq!(text(&two.stdout), text(&one.stdout), "--limit {limit}");
        let expected = limit.parse::<u64>().unwrap().min(13_957);
        assert_eq!(
            text(&one.stdout),
            format!("{expected}\n"),
            "--limit {limit}"
        );
    }
}

#[test]
fn a_batch_answers_line_for_line_as_on_one_thread_its_errors_included() {
    let (fixtures, counts) = fixture_lines();
    let input = format!("{fixtures}1234\n{FEW_CLUES_16}\n{fixtures}");
    let one = run(&["count", "--threads", "1"], &input);
    let two = run(&["count", "--threads", "2"], &input);
    assert_eq!(
        one.status.code(),
        Some(1),
        "an error line: {}",
        text(&one.stderr)
    );
    assert_eq!(two.status.code(), one.status.code());
    assert_eq!(text(&two.stdout), text(&one.stdout));
    let answers: Vec<String> = text(&two.stdout).lines().map(String::from).collect();
    let mut expected: Vec<String> = counts.iter().map(u64::to_string).collect();
    let bad_line = counts.len() + 1;
    let error = &answers[counts.len()];
    assert!(
        error.starts_with(&format!("error: line {bad_line}: ")),
        "{error}"
    );
    expected.push(error.clone());
    expected.push("13957".into());
    expected.extend(counts.iter().map(u64::to_string));
    assert_eq!(answers, expected);
}

#[test]
fn the_budget_and_the_timeout_bound_the_pieces_too() {
    let input = format!("{FEW_CLUES_16}\n");
    for bound in [["--budget", "100000"], ["--timeout", "0.001"]] {
        let output = run(&["count", "--threads", "2", bound[0], bound[1]], &input);
        assert_eq!(output.status.code(), Some(3), "{bound:?}");
        let answer = text(&output.stdout);
        let nodes: u64 = answer
            .trim()
            .strip_prefix("gave up after ")
            .and_then(|rest| rest.strip_suffix(" nodes"))
            .and_then(|nodes| nodes.parse().ok())
            .unwrap_or_else(|| panic!("{bound:?}: {answer}"));
        // The threads share the budget and spend it exactly, as one thread
        // does (they passed 100,000 by up to a fifth before each slice was
        // set aside, and stopped short of it when a piece gave up first).
        if bound[0] == "--budget" {
            assert_eq!(nodes, 100_000);
        }
    }
}

#[test]
fn threads_out_of_range_are_an_error_that_says_so() {
    for threads in ["0", "1025", "many"] {
        let output = run(&["count", "--threads", threads], "");
        assert_eq!(output.status.code(), Some(2), "--threads {threads}");
        let error = text(&output.stderr);
        assert!(
            error.contains("--threads needs a whole number from 1 to 1024"),
            "{error}"
        );
    }
    let output = run(&["solve", "--threads", "2"], "");
    assert_eq!(output.status.code(), Some(2), "solve takes no --threads");
}

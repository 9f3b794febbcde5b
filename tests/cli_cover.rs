//! `sudoku-dlx cover`, run as a user would run it: Knuth's dlx format in,
//! solutions as option lines or a count out, by both engines and every
//! rule, with budgets, statistics and errors that name the line.

mod common;

use std::process::Output;
use sudoku_dlx::classic::{langford, pentominoes, queens};

const KNUTH: &str = "| Knuth's example\na b c d e f g\n  c e\na  d g\nb c f\na d f\nb g\nd e g\n";

fn run(args: &[&str], input: &str) -> Output {
    common::run_cli(args, input)
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn each_engine_and_rule_prints_knuths_cover_as_option_lines() {
    for engine in ["cells", "links"] {
        for rule in ["weighed", "knuth", "first"] {
            let output = run(&["cover", "--engine", engine, "--rule", rule], KNUTH);
            assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
            let mut lines: Vec<String> = stdout(&output).lines().map(String::from).collect();
            assert_eq!(
                lines.pop().as_deref(),
                Some(""),
                "a blank line ends a solution"
            );
            lines.sort();
            assert_eq!(lines, ["a d f", "b g", "c e"], "{engine} {rule}");
        }
    }
}

#[test]
fn counts_limits_and_stats() {
    let eight = queens(8);
    for engine in ["cells", "links"] {
        let output = run(&["cover", "--count", "--engine", engine, "--stats"], &eight);
        assert_eq!(stdout(&output), "92\n");
        let stats = stderr(&output);
        assert!(stats.starts_with("solutions 92, nodes "), "{stats}");
        assert!(stats.contains(", updates "), "{stats}");
    }
    assert_eq!(
        stdout(&run(&["cover", "--count", "--limit", "7"], &eight)),
        "7\n"
    );
    assert_eq!(stdout(&run(&["cover", "--count"], &langford(7))), "52\n");
    let three = run(&["cover", "--limit", "3"], &eight);
    assert_eq!(stdout(&three).lines().filter(|l| l.is_empty()).count(), 3);
    assert_eq!(
        stdout(&three)
            .lines()
            .filter(|l| l.starts_with('r'))
            .count(),
        24
    );
}

#[test]
fn a_budget_that_runs_out_says_so_and_exits_3() {
    let output = run(&["cover", "--count", "--budget", "5"], &queens(10));
    assert_eq!(output.status.code(), Some(3));
    assert!(
        stdout(&output).ends_with("gave up after 5 nodes\n"),
        "{}",
        stdout(&output)
    );
    let output = run(
        &["cover", "--budget", "5", "--engine", "links"],
        &queens(10),
    );
    assert_eq!(output.status.code(), Some(3));
}

#[test]
fn a_timeout_that_runs_out_says_so_and_exits_3() {
    // Counting 6×10 pentominoes takes seconds even in release; a tenth of a
    // second is never enough, for either engine, counting or printing.
    for args in [
        &["cover", "--count", "--timeout", "0.1"][..],
        &["cover", "--engine", "links", "--timeout", "0.1"],
    ] {
        let output = run(args, &pentominoes(6, 10));
        assert_eq!(
            output.status.code(),
            Some(3),
            "{args:?}: {}",
            stderr(&output)
        );
        let printed = stdout(&output);
        let last = printed.lines().last().unwrap_or_default();
        assert!(last.starts_with("gave up after "), "{args:?}: {last}");
    }
    for bad in ["0", "-1", "soon"] {
        let output = run(&["cover", "--timeout", bad], KNUTH);
        assert_eq!(output.status.code(), Some(2), "--timeout {bad}");
        assert!(stderr(&output).contains("--timeout needs a number of seconds above 0"));
    }
}

#[test]
fn bad_problems_are_named_by_line_and_bad_arguments_refused() {
    let output = run(&["cover"], "a b\na b\nb z\n");
    assert_eq!(output.status.code(), Some(1));
    let message = stderr(&output);
    assert!(
        message.contains("standard input: line 3: \"z\" is not an item"),
        "{message}"
    );
    let output = run(&["cover"], "a b | c\nc\n");
    assert!(stderr(&output).contains("line 2: an option needs a primary item"));
    for args in [
        &["cover", "--engine", "ropes"][..],
        &["cover", "--rule", "random"],
        &["cover", "--budget", "0"],
        &["cover", "--limit"],
        &["cover", "a", "b"],
    ] {
        let output = run(args, KNUTH);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).starts_with("sudoku-dlx: "), "{args:?}");
    }
    let help = run(&["cover", "--help"], "");
    assert!(stdout(&help).contains("Knuth's dlx format"));
}

#[test]
fn multiplicities_are_searched_by_algorithm_m() {
    // dlx3's example: one solution, in 6 nodes and 14 updates.
    let bounded = "A B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n";
    for rule in ["weighed", "knuth", "first"] {
        let output = run(&["cover", "--rule", rule], bounded);
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        let mut lines: Vec<String> = stdout(&output).lines().map(String::from).collect();
        lines.sort();
        assert_eq!(lines, ["", "A C X:1 Y:1", "B X:1", "C Y:1"], "{rule}");
    }
    let output = run(&["cover", "--count", "--stats", "--rule", "knuth"], bounded);
    assert_eq!(stdout(&output), "1\n");
    assert!(
        stderr(&output).starts_with("solutions 1, nodes 6, updates 14, "),
        "{}",
        stderr(&output)
    );
    // A pair of options from six, or one, or none: 15 + 6 + 1.
    let up_to_two = "0:2|a\na\na\na\na\na\na\n";
    let output = run(&["cover", "--count", "--engine", "links"], up_to_two);
    assert_eq!(stdout(&output), "22\n", "{}", stderr(&output));
    // A budget stops it as it stops the other searches.
    let output = run(&["cover", "--count", "--budget", "3"], up_to_two);
    assert_eq!(output.status.code(), Some(3), "{}", stderr(&output));
    assert!(
        stdout(&output).ends_with("gave up after 3 nodes\n"),
        "{}",
        stdout(&output)
    );
    for args in [
        &["cover", "--engine", "cells"][..],
        &["cover", "--threads", "2"],
        &["cover", "--shards", "2", "--shard", "0"],
    ] {
        let output = run(args, up_to_two);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&output).contains("multiplicities (u:v|item) is searched by dancing links"),
            "{args:?}: {}",
            stderr(&output)
        );
    }
    let output = run(&["cover"], "3:2|a\na\n");
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(stderr(&output).contains("line 1: \"3:2|a\": the lower bound 3 exceeds"));
}

#[test]
fn colours_are_counted_by_every_engine_and_rule() {
    // Knuth's dlx2 and ssxcc count 2 covers of this problem.
    let coloured = "A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC Y:0\nB X:1\nC Y:1\n";
    for engine in ["cells", "links"] {
        for rule in ["weighed", "knuth", "first"] {
            let output = run(
                &["cover", "--count", "--engine", engine, "--rule", rule],
                coloured,
            );
            assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
            assert_eq!(stdout(&output), "2\n", "{engine} {rule}");
        }
    }
}

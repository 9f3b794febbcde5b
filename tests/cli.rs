//! The `sudoku-dlx` batch commands, run as a user would run them, by the
//! engine and by the rungs of the ladder (`--solver`, `--rule`).

mod common;

use common::{stdout_lines as stdout, EASY, EASY_SOLVED};

use std::process::Output;

fn run(args: &[&str], input: &str) -> Output {
    common::run_cli(args, input)
}

#[test]
fn every_bad_line_is_answered_in_its_place_and_the_rest_still_solve() {
    let bad = include_str!("fixtures/bad_lines.txt");
    let bad_count = bad.lines().filter(|l| !l.starts_with('#')).count();
    let input = format!("# a batch\n{EASY}\n\n{bad}{EASY}\n");
    let output = run(&["solve"], &input);
    let lines = stdout(&output);
    assert_eq!(lines.len(), bad_count + 2, "{lines:?}");
    assert_eq!(lines[0], EASY_SOLVED);
    assert_eq!(lines[bad_count + 1], EASY_SOLVED);
    let errors = &lines[1..=bad_count];
    assert!(
        errors.iter().all(|l| l.starts_with("error: line ")),
        "{errors:?}"
    );
    assert!(errors[0].contains("found 80 cells"));
    assert!(errors[1].contains("unexpected 'x' at column 1"));
    assert!(errors[2].contains("row 1, column 2: '5' is not a symbol of a 4×4 grid"));
    assert!(errors[3].contains("row 1, column 1: 'H' is not a symbol of a 16×16 grid (1-G)"));
    assert!(
        errors[4].contains("7 appears twice in row 1, at row 1, column 1 and at row 1, column 9")
    );
    assert!(errors[5].contains("twice in column 3"));
    assert!(errors[6].contains("twice in box 1"));
    // The line numbers are those of the input: the first bad line is line 5.
    assert!(errors[0].starts_with("error: line 5: "), "{}", errors[0]);
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn unsolvable_puzzles_print_none_and_end_stops_the_input() {
    let unsolvable = "1...34.1..424...";
    let output = run(&["solve"], &format!("{unsolvable}\nend\n{EASY}\n"));
    assert_eq!(stdout(&output), ["none"]);
    assert!(output.status.success());
}

#[test]
fn count_honours_its_limit_and_reports_stats() {
    let empty4 = ".".repeat(16);
    let output = run(&["count", "--stats"], &format!("{empty4}\n{EASY}\n"));
    assert_eq!(stdout(&output), ["288", "1"]);
    let stats = String::from_utf8_lossy(&output.stderr);
    assert!(
        stats.contains("puzzles 2, solved 2, errors 0, nodes "),
        "{stats}"
    );
    let output = run(&["count", "--limit", "5"], &format!("{empty4}\n"));
    assert_eq!(stdout(&output), ["5"]);
}

#[test]
fn a_file_argument_is_read_instead_of_standard_input() {
    let path = std::env::temp_dir().join(format!("sudoku-dlx-cli-{}.txt", std::process::id()));
    std::fs::write(&path, format!("{EASY}\n")).unwrap();
    let output = run(&["solve", path.to_str().unwrap()], "");
    std::fs::remove_file(&path).unwrap();
    assert_eq!(stdout(&output), [EASY_SOLVED]);
}

#[test]
fn usage_errors_exit_with_2_and_say_why() {
    for (args, why) in [
        (&[][..], "no command given"),
        (&["frobnicate"], "unknown command \"frobnicate\""),
        (
            &["count", "--limit", "many"],
            "--limit needs a whole number, not \"many\"",
        ),
        (&["solve", "/no/such/file"], "reading /no/such/file"),
        (&["bench"], "bench needs at least one FILE"),
        (&["solve", "--limit", "3"], "--limit applies only to count"),
        (&["bench", "--stats", "x"], "--stats is for solve and count"),
    ] {
        let output = run(args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(why), "{args:?}: {stderr}");
    }
}

#[test]
fn columns_count_from_the_start_of_the_line_as_written() {
    let indented = format!("    12x{}\n", ".".repeat(78));
    let output = run(&["solve"], &indented);
    assert_eq!(
        stdout(&output),
        ["error: line 1: unexpected 'x' at column 7: a cell is a symbol (1-9, then A-P) or '.', '0' or '_' when empty"]
    );
}

#[test]
fn a_byte_order_mark_is_not_a_bad_character() {
    let output = run(&["solve"], &format!("\u{feff}{EASY}\n"));
    assert_eq!(stdout(&output), [EASY_SOLVED]);
}

#[test]
fn bench_reports_bad_lines_once_and_times_the_rest() {
    let path = std::env::temp_dir().join(format!("sudoku-dlx-bench-{}.txt", std::process::id()));
    std::fs::write(
        &path,
        format!("{EASY}\nnot a puzzle\n{EASY}:1:{EASY_SOLVED}\n"),
    )
    .unwrap();
    let output = run(&["bench", path.to_str().unwrap()], "");
    std::fs::remove_file(&path).unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.ends_with(": 1 lines did not parse and are left out\n"),
        "{stderr}"
    );
    let lines = stdout(&output);
    assert_eq!(lines.len(), 2, "{lines:?}");
    let figures: Vec<&str> = lines[1].split_whitespace().collect();
    assert_eq!(figures[1], "2", "two puzzles timed: {lines:?}");
    assert!(output.status.success());
}

const MEDIUM: &str =
    "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....";
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

#[test]
fn every_solver_answers_a_batch_and_a_puzzle_over_budget_gives_up_in_its_place() {
    let input = format!("{EASY}\n{HARD}\n1...34.1..424...\nbad\n{EASY}\n");
    for solver in ["brute", "marks", "bitmask", "fewest", "singles", "dlx"] {
        let output = run(&["solve", "--solver", solver, "--budget", "300"], &input);
        let out = stdout(&output);
        assert_eq!(out.len(), 5, "{solver}: {out:?}");
        assert_eq!(out[0], EASY_SOLVED, "{solver}");
        assert_eq!(out[1], "gave up after 300 nodes", "{solver}");
        assert_eq!(out[2], "none", "{solver}");
        assert!(
            out[3].starts_with("error: line 4: "),
            "{solver}: {}",
            out[3]
        );
        assert_eq!(out[4], EASY_SOLVED, "{solver}");
        assert_eq!(output.status.code(), Some(1), "{solver}: the bad line");
    }
}

#[test]
fn count_with_a_solver_counts_up_to_the_limit_or_gives_up() {
    let empty4 = ".".repeat(16);
    let input = format!("{empty4}\n1.3....4..2.....\n");
    let output = run(&["count", "--solver", "marks"], &input);
    assert_eq!(stdout(&output), ["288", "3"]);
    assert!(output.status.success());
    let output = run(&["count", "--solver", "singles", "--limit", "10"], &input);
    assert_eq!(stdout(&output), ["10", "3"]);
    let output = run(&["count", "--solver", "brute", "--budget", "100"], &input);
    assert_eq!(stdout(&output), ["gave up after 100 nodes", "3"]);
}

#[test]
fn the_column_rules_give_the_same_answers_with_different_stats() {
    // A hard puzzle on which no rule at all still ends in a few thousand nodes.
    let input = format!("{MEDIUM}\n{EASY}\n");
    let mut nodes = Vec::new();
    for rule in ["weighed", "knuth", "first"] {
        let output = run(&["solve", "--rule", rule, "--stats"], &input);
        assert!(output.status.success(), "{rule}");
        assert_eq!(stdout(&output)[1], EASY_SOLVED, "{rule}");
        let stats = String::from_utf8_lossy(&output.stderr).into_owned();
        assert!(
            stats.starts_with(&format!(
                "solver dlx/{rule}, puzzles 2, solved 2, errors 0, nodes "
            )),
            "{stats}"
        );
        nodes.push(
            stats
                .split("nodes ")
                .nth(1)
                .unwrap()
                .split(',')
                .next()
                .unwrap()
                .to_owned(),
        );
    }
    assert_ne!(nodes[0], nodes[1]);
    assert_ne!(nodes[1], nodes[2]);
}

#[test]
fn bench_prints_a_line_per_solver_with_nodes_and_budgets() {
    let dir = std::env::temp_dir().join(format!("ladder-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("two.txt");
    std::fs::write(&file, format!("{EASY}\n{HARD}\n")).unwrap();
    let path = file.to_str().unwrap();
    let output = run(&["bench", "--solver", "all", "--budget", "2000", path], "");
    let out = stdout(&output);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(
        output.status.success(),
        "{:?}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(out.len(), 7, "{out:?}");
    assert!(out[0].contains("puzzles/s") && out[0].contains("gave up"));
    let solvers: Vec<&str> = out[1..]
        .iter()
        .map(|line| line.split_whitespace().nth(1).unwrap())
        .collect();
    assert_eq!(
        solvers,
        [
            "brute",
            "marks",
            "bitmask",
            "fewest",
            "singles",
            "dlx/weighed"
        ]
    );
    // Brute force gives up on the hard puzzle at 2000 nodes; dlx does not.
    let gave_up = |line: &str| line.split_whitespace().nth(5).unwrap().to_owned();
    assert_eq!(gave_up(&out[1]), "1");
    assert_eq!(gave_up(&out[6]), "0");
}

#[test]
fn unknown_solvers_rules_and_misplaced_options_are_usage_errors() {
    for (args, says) in [
        (&["solve", "--solver", "dfs"][..], "unknown solver \"dfs\""),
        (&["solve", "--rule", "mrv"], "unknown column rule \"mrv\""),
        (&["solve", "--solver", "all"], "--solver all is for bench"),
        (
            &["solve", "--solver", "marks", "--rule", "knuth"],
            "--rule is the column rule of dlx",
        ),
        (
            &["solve", "--solver", "dlx", "--budget", "-3"],
            "--budget needs a whole number",
        ),
        (
            &["solve", "--solver", "dlx", "--limit", "3"],
            "--limit applies only to count",
        ),
    ] {
        let output = run(args, EASY);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let error = String::from_utf8_lossy(&output.stderr).into_owned();
        assert!(error.contains(says), "{args:?}: {error}");
    }
}

#[test]
fn a_timeout_stops_a_rung_and_a_batch_that_gave_up_exits_3() {
    let input = format!("{HARD}\n{EASY}\n");
    let output = run(
        &["solve", "--solver", "brute", "--timeout", "0.05", "--stats"],
        &input,
    );
    let out = stdout(&output);
    assert_eq!(out.len(), 2, "{out:?}");
    let nodes: u64 = out[0]
        .strip_prefix("gave up after ")
        .and_then(|rest| rest.strip_suffix(" nodes"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{}", out[0]));
    assert!(nodes > 0);
    assert_eq!(out[1], EASY_SOLVED);
    assert_eq!(output.status.code(), Some(3));
    let stats = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(
        stats.starts_with("solver brute, puzzles 2, solved 1, errors 0, gave up 1, nodes "),
        "{stats}"
    );
}

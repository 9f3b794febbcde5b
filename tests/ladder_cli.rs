//! `sudoku-dlx` with `--solver`, `--budget` and `--rule`, run as a user
//! would run it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-dlx"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    // A usage error exits before reading its input: the pipe may be closed.
    stdin.write_all(input.as_bytes()).ok();
    drop(stdin);
    child.wait_with_output().unwrap()
}

fn lines(bytes: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(bytes)
        .lines()
        .map(str::to_owned)
        .collect()
}

const EASY: &str =
    ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
const EASY_SOLVED: &str =
    "652483917978162435314975628825736149791824563436519872269348751547291386183657294";
const MEDIUM: &str =
    "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....";
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

#[test]
fn every_solver_answers_a_batch_and_a_puzzle_over_budget_gives_up_in_its_place() {
    let input = format!("{EASY}\n{HARD}\n1...34.1..424...\nbad\n{EASY}\n");
    for solver in ["brute", "marks", "bitmask", "fewest", "singles", "dlx"] {
        let output = run(&["solve", "--solver", solver, "--budget", "300"], &input);
        let out = lines(&output.stdout);
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
    assert_eq!(lines(&output.stdout), ["288", "3"]);
    assert!(output.status.success());
    let output = run(&["count", "--solver", "singles", "--limit", "10"], &input);
    assert_eq!(lines(&output.stdout), ["10", "3"]);
    let output = run(&["count", "--solver", "brute", "--budget", "100"], &input);
    assert_eq!(lines(&output.stdout), ["gave up after 100 nodes", "3"]);
}

#[test]
fn the_column_rules_give_the_same_answers_with_different_stats() {
    // A hard puzzle on which no rule at all still ends in a few thousand nodes.
    let input = format!("{MEDIUM}\n{EASY}\n");
    let mut nodes = Vec::new();
    for rule in ["weighed", "knuth", "first"] {
        let output = run(&["solve", "--rule", rule, "--stats"], &input);
        assert!(output.status.success(), "{rule}");
        assert_eq!(lines(&output.stdout)[1], EASY_SOLVED, "{rule}");
        let stats = lines(&output.stderr).join("\n");
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
    let out = lines(&output.stdout);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(output.status.success(), "{:?}", lines(&output.stderr));
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
        let error = lines(&output.stderr).join("\n");
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
    let out = lines(&output.stdout);
    assert_eq!(out.len(), 2, "{out:?}");
    let nodes: u64 = out[0]
        .strip_prefix("gave up after ")
        .and_then(|rest| rest.strip_suffix(" nodes"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{}", out[0]));
    assert!(nodes > 0);
    assert_eq!(out[1], EASY_SOLVED);
    assert_eq!(output.status.code(), Some(3));
    let stats = lines(&output.stderr).join("\n");
    assert!(
        stats.starts_with("solver brute, puzzles 2, solved 1, errors 0, gave up 1, nodes "),
        "{stats}"
    );
}

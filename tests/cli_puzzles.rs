//! The `generate` and `rate` commands, run as a user would run them.

mod common;

use std::process::Output;
use sudoku_dlx::sudoku::{generate, puzzle_seed, Grid, Options, Solver};

fn run(args: &[&str], input: &str) -> (Output, Vec<String>) {
    let output = common::run_cli(args, input);
    let lines = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_owned)
        .collect();
    (output, lines)
}

const SEED_42: &str =
    "47....1..3.8..7..4.1.9..6....63.........6..7..4..79.1.......5.3..5...96.........2";

#[test]
fn generate_prints_count_unique_puzzles_and_a_seed_repeats_them() {
    let args = [
        "generate",
        "--size",
        "6",
        "--count",
        "5",
        "--seed",
        "9",
        "--symmetry",
        "mirror",
        "--difficulty",
        "easy",
    ];
    let (output, first) = run(&args, "");
    assert!(output.status.success());
    assert_eq!(first.len(), 5);
    let mut solver = Solver::new();
    for line in &first {
        let puzzle: Grid = line.parse().unwrap();
        assert_eq!(puzzle.shape().side(), 6);
        assert!(solver.is_unique(&puzzle).0, "{line}");
    }
    assert_eq!(run(&args, "").1, first);
    assert_eq!(run(&["generate", "--seed", "42"], "").1, [SEED_42]);
    let (_, givens) = run(&["generate", "--seed", "1", "--givens", "32"], "");
    assert_eq!(givens[0].chars().filter(|&c| c != '.').count(), 32);
}

#[test]
fn rate_answers_each_line_in_its_place() {
    let input = "\
# a batch
..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..
12x
4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
................
";
    let (output, lines) = run(&["rate"], input);
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(lines[0], "easy 1.4 naked single");
    assert!(
        lines[1].starts_with("error: line 3: unexpected 'x'"),
        "{}",
        lines[1]
    );
    assert!(lines[2].starts_with("expert "), "{}", lines[2]);
    assert!(lines[2].ends_with(" forcing chain"), "{}", lines[2]);
    assert_eq!(
        lines[3],
        "error: line 5: cannot rate: more than one solution"
    );
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn rate_and_hint_give_up_on_their_budget() {
    let pigeons = include_str!("fixtures/pigeonhole25.txt");
    for command in ["rate", "hint"] {
        let (output, lines) = run(&[command, "--budget", "1000"], pigeons);
        assert_eq!(lines, ["gave up after 1000 nodes"], "{command}");
        assert_eq!(output.status.code(), Some(3), "{command}");
    }
    let (output, lines) = run(&["rate", "--timeout", "0.001"], pigeons);
    assert!(lines[0].starts_with("gave up after "), "{lines:?}");
    assert_eq!(output.status.code(), Some(3));
}

#[test]
fn hint_prints_each_chain_to_solved_or_guess_and_answers_bad_lines_in_place() {
    let input = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..
12x
1...34.1..424...
................
";
    let (output, lines) = run(&["hint"], input);
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(lines[0], "naked single ×49, solved");
    assert!(
        lines[1].starts_with("error: line 2: unexpected 'x'"),
        "{}",
        lines[1]
    );
    assert_eq!(lines[2], "error: line 3: no solution");
    assert_eq!(lines[3], "guess");
    assert_eq!(output.status.code(), Some(1));

    let (output, lines) = run(&["hint", "--trace", "--stats"], &input[..82]);
    assert_eq!(lines.len(), 50, "one line a step, then the ending");
    assert_eq!(
        lines[0],
        "Naked single: row 5, column 6 can only be 4, its last candidate."
    );
    assert_eq!(lines[49], "solved");
    let stats = String::from_utf8(output.stderr).unwrap();
    assert!(
        stats.contains("solved without a guess 1 of 1 (100.00%), steps: naked single 49"),
        "{stats}"
    );
    assert_eq!(output.status.code(), Some(0));
}

#[test]
fn bad_options_exit_with_2_and_say_why() {
    for (args, why) in [
        (&["generate", "--size", "7"][..], "size 7 is not supported"),
        (&["generate", "--size"], "--size needs a size"),
        (&["generate", "--seed", "-1"], "--seed needs a whole number"),
        (
            &["generate", "--symmetry", "diagonal"],
            "unknown symmetry \"diagonal\"",
        ),
        (
            &["generate", "--difficulty", "tricky"],
            "unknown difficulty",
        ),
        (
            &["generate", "--minimal", "--givens", "30"],
            "exclude each other",
        ),
        (&["generate", "--size", "25", "--minimal"], "take too long"),
        (&["generate", "--fast"], "unknown option \"--fast\""),
        (&["rate", "a", "b"], "at most one FILE"),
    ] {
        let (output, _) = run(args, "");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(why), "{args:?}: {stderr}");
    }
    // Options that no grid meets run out of the budget of grids, which is
    // giving up (status 3), as the README says.
    let (output, lines) = run(&["generate", "--size", "4", "--givens", "3"], "");
    assert!(lines.is_empty());
    assert_eq!(output.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&output.stderr).contains("gave up: none of 1000 grids"));
    let (output, _) = run(
        &["generate", "--size", "4", "--givens", "3", "--budget", "7"],
        "",
    );
    assert_eq!(output.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&output.stderr).contains("none of 7 grids"));
}

/// Issue 23 row 9: a 25×25 easy puzzle, which took over 300 s without a
/// word; a 25×25 is never easy now (refused at once, below), so 100 givens,
/// too few for any 25×25 grid, stand in for a search that cannot succeed.
/// It stops at its timeout, having said how far it was on standard error,
/// and exits 3, the status docs/command-line.md gives to giving up.
#[test]
fn a_long_generation_reports_progress_and_stops_at_its_timeout() {
    let start = std::time::Instant::now();
    let (output, lines) = run(
        &[
            "generate",
            "--size",
            "25",
            "--givens",
            "100",
            "--seed",
            "1",
            "--timeout",
            "6",
        ],
        "",
    );
    let elapsed = start.elapsed().as_secs_f64();
    assert!(lines.is_empty(), "{lines:?}");
    assert_eq!(output.status.code(), Some(3));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("sudoku-dlx: puzzle 1 of 1: "), "{stderr}");
    assert!(stderr.contains(" grids tried in "), "{stderr}");
    assert!(stderr.contains(": gave up: none of "), "{stderr}");
    // Well under the 300 s it took: the clock is read between the grid's
    // uniqueness checks, not only between grids.
    assert!(elapsed < 60.0, "{elapsed} s");
    let docs = include_str!("../docs/command-line.md");
    assert!(
        docs.contains("| 3 | no line was an error, but `--budget` or `--timeout` (or its default) stopped some puzzles; for `generate`, the puzzle it gave up on |"),
        "the documented status of giving up"
    );
}

/// Issue 23 row 10: `generate --size 16 --difficulty easy` searched 151 s
/// and gave up; issue 30: a 4×4 expert always gave up. A level the size's
/// puzzles never reach is refused at once, with status 2 and the reason.
#[test]
fn a_level_out_of_a_sizes_reach_is_refused_at_once() {
    for (size, level, within) in [("16", "easy", "expert"), ("4", "expert", "easy")] {
        let start = std::time::Instant::now();
        let (output, lines) = run(&["generate", "--size", size, "--difficulty", level], "");
        assert!(start.elapsed().as_secs_f64() < 10.0);
        assert!(lines.is_empty(), "{lines:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        let reason = format!(
            "no {size}×{size} puzzle is {level}: every one the generator makes is {within}"
        );
        assert!(stderr.contains(&reason), "{stderr}");
        assert_eq!(output.status.code(), Some(2), "{stderr}");
    }
}

/// Issue 23 row 6: every command takes `--budget` and `--timeout`, and
/// `bench-generate` took neither (its 25×25 puzzles ran for as long as
/// they took). Bounded, a kind whose puzzle gives up says so in its row,
/// the other rows still come, and the status is 3.
#[test]
fn bench_generate_bounds_each_puzzle() {
    let (output, lines) = run(
        &["bench-generate", "--count", "1", "--timeout", "0.001"],
        "",
    );
    assert_eq!(output.status.code(), Some(3), "{lines:?}");
    assert_eq!(lines.len(), 13, "a header and twelve rows: {lines:?}");
    assert!(lines[1].starts_with("4×4 minimal"), "{lines:?}");
    let classic = &lines[8];
    assert!(
        classic.starts_with("25×25 ") && classic.contains("gave up: none of 1 grids"),
        "{classic}"
    );
    // The variants' rows, after the classic ones, are bounded too.
    let last = &lines[12];
    assert!(
        last.starts_with("9×9 jigsaw ") && last.contains("gave up: none of 1 grids"),
        "{last}"
    );
    // Its budget is a number of grids, as generate's.
    let (output, _) = run(&["bench-generate", "--budget", "0"], "");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("--budget needs a whole number"), "{stderr}");
}

/// Standard error without the time a message gives ("after 0.1 s"), which
/// the threads need not share: one CI run read 0.0 s beside 0.1 s.
fn untimed(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let Some(at) = text.find("after ") else {
        return text.into_owned();
    };
    let rest = &text[at + "after ".len()..];
    let past_time = rest
        .find(" s")
        .map_or(rest, |end| &rest[end + " s".len()..]);
    format!("{}after … s{past_time}", &text[..at])
}

/// Issue 37: `generate` makes its puzzles on every core, each from its own
/// seed, and prints what one thread prints, in the same order: for classic
/// puzzles of several sizes and options, killers and jigsaws, and a run that
/// gives up part way (the same puzzles before it, the same message, status 3).
#[test]
fn generate_on_several_threads_prints_what_one_thread_prints() {
    let runs = [
        "--size 4 --count 40 --seed 3",
        "--size 6 --count 12 --seed 8 --symmetry mirror",
        "--count 9 --seed 42 --symmetry rotational",
        "--count 5 --seed 7 --minimal --difficulty hard",
        "--size 16 --count 3 --seed 2",
        "--variant killer --size 6 --count 5 --seed 4",
        "--variant jigsaw --count 4 --seed 11",
        GIVES_UP_AT_THE_THIRD,
    ];
    for flags in runs {
        let with = |threads| {
            let args: Vec<&str> = ["generate", "--threads", threads]
                .into_iter()
                .chain(flags.split(' '))
                .collect();
            run(&args, "")
        };
        let (one, lines) = with("1");
        assert!(!lines.is_empty(), "{flags}");
        for threads in ["2", "3"] {
            let (many, many_lines) = with(threads);
            assert_eq!(many_lines, lines, "{flags} on {threads} threads");
            assert_eq!(many.status.code(), one.status.code(), "{flags}");
            assert_eq!(untimed(&many.stderr), untimed(&one.stderr), "{flags}");
        }
    }
    let args: Vec<&str> = ["generate", "--threads", "3"]
        .into_iter()
        .chain(GIVES_UP_AT_THE_THIRD.split(' '))
        .collect();
    let (output, lines) = run(&args, "");
    assert_eq!(
        (lines.len(), output.status.code()),
        (2, Some(3)),
        "{lines:?}"
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("sudoku-dlx: puzzle 3, after "),
        "{stderr}"
    );
}

/// Two puzzles, then one that finds no medium puzzle in 3 grids.
const GIVES_UP_AT_THE_THIRD: &str = "--difficulty medium --budget 3 --count 12 --seed 4";

/// A run's first puzzle is the one its seed makes alone (so a seed written
/// down, the page's puzzle and the daily puzzle stay what they were), and
/// puzzle `i` is the first puzzle of [`puzzle_seed`]`(seed, i)`: each is
/// made alone, and checked against the rules by an independent solver.
#[test]
fn each_puzzle_of_a_run_is_the_first_of_its_own_seed() {
    let (_, run_of_six) = run(
        &["generate", "--seed", "42", "--count", "6", "--size", "6"],
        "",
    );
    assert_eq!(run_of_six.len(), 6);
    for (number, line) in run_of_six.iter().enumerate() {
        let seed = puzzle_seed(42, number as u64);
        let alone = generate(Options {
            side: 6,
            seed,
            ..Options::default()
        })
        .unwrap();
        assert_eq!(&alone.to_string(), line, "puzzle {number}");
        let puzzle: Grid = line.parse().unwrap();
        assert!(Solver::new().is_unique(&puzzle).0, "{line}");
    }
    assert_eq!(puzzle_seed(42, 0), 42);
    let (_, first) = run(&["generate", "--seed", "42", "--count", "3"], "");
    assert_eq!(first[0], SEED_42);
    let distinct: std::collections::HashSet<_> = first.iter().collect();
    assert_eq!(distinct.len(), 3, "{first:?}");
}

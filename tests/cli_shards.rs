//! `cover --threads`, `cover --shards` and `merge`, run as a user runs
//! them: several threads answer exactly what one does, in the same order;
//! shards, run one by one, from a job runner's variables or under GNU
//! parallel, merge to one search's answer; and every bad or mismatched
//! shard is an error that says what and where.
// Spawns the binary and GNU parallel; wasm-pack builds every test target.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};
use sudoku_dlx::classic::{langford, pentominoes, queens};

/// A problem with colours (Algorithm C) and one with secondary items.
const COLOURED: &str = "A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC Y:0\nB X:1\nC Y:1\nA X:1\nB C\n";

fn run(args: &[&str], input: &str) -> Output {
    common::run_cli(args, input)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The answer, checked to be a success.
fn answer(args: &[&str], input: &str) -> String {
    let output = run(args, input);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{args:?}: {}",
        text(&output.stderr)
    );
    text(&output.stdout)
}

fn problems() -> Vec<(&'static str, String)> {
    vec![
        ("queens 8", queens(8)),
        ("langford 7", langford(7)),
        ("pentominoes 3×20", pentominoes(3, 20)),
        ("coloured", COLOURED.to_string()),
        ("queens 6 (secondary items)", queens(6)),
    ]
}

#[test]
fn several_threads_answer_what_one_does_in_the_same_order() {
    for (name, problem) in problems() {
        for engine in ["cells", "links"] {
            let one = answer(
                &["cover", "--count", "--engine", engine, "--threads", "1"],
                &problem,
            );
            for threads in ["2", "3"] {
                let many = answer(
                    &["cover", "--count", "--engine", engine, "--threads", threads],
                    &problem,
                );
                assert_eq!(one, many, "{name}, {engine}, {threads} threads");
            }
        }
        // Pentominoes by the first item, not the shortest, take minutes.
        let rules: &[&str] = if name.starts_with("pentominoes") {
            &["weighed", "knuth"]
        } else {
            &["weighed", "knuth", "first"]
        };
        for &rule in rules {
            let args = |threads| {
                [
                    "cover",
                    "--engine",
                    "links",
                    "--rule",
                    rule,
                    "--threads",
                    threads,
                ]
            };
            let one = answer(&args("1"), &problem);
            assert!(!one.is_empty(), "{name}");
            assert_eq!(one, answer(&args("2"), &problem), "{name}, {rule}");
            let limited = |threads| {
                answer(
                    &[
                        "cover",
                        "--engine",
                        "links",
                        "--limit",
                        "3",
                        "--threads",
                        threads,
                    ],
                    &problem,
                )
            };
            assert_eq!(limited("1"), limited("2"), "{name}, limit 3");
        }
    }
}

#[test]
fn listing_by_dancing_cells_on_several_threads_is_refused() {
    let output = run(&["cover", "--threads", "2"], &queens(6));
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("takes --engine links"),
        "{}",
        text(&output.stderr)
    );
    // Without --threads, listing by dancing cells takes one thread.
    assert_eq!(
        answer(&["cover"], &queens(6)),
        answer(&["cover", "--threads", "1"], &queens(6))
    );
}

#[test]
fn a_shared_budget_gives_up_on_every_thread() {
    let output = run(
        &["cover", "--count", "--threads", "2", "--budget", "500"],
        &queens(10),
    );
    assert_eq!(output.status.code(), Some(3));
    let out = text(&output.stdout);
    let nodes: u64 = out
        .lines()
        .last()
        .and_then(|line| {
            line.strip_prefix("gave up after ")?
                .strip_suffix(" nodes")?
                .parse()
                .ok()
        })
        .unwrap_or_else(|| panic!("{out}"));
    // Each thread sets its slice aside before it searches, and waits for
    // what the others' slices leave: the budget spent exactly.
    assert_eq!(nodes, 500);
}

/// Each shard's result, run one by one with `--shard`.
fn shards(args: &[&str], problem: &str, of: usize) -> Vec<String> {
    (0..of)
        .map(|k| {
            let (of, k) = (of.to_string(), k.to_string());
            let mut all = vec!["cover", "--shards", &of, "--shard", &k];
            all.extend(args);
            answer(&all, problem)
        })
        .collect()
}

fn merge(results: &[String]) -> Output {
    let mut child = common::spawn_cli(&["merge"], Stdio::piped(), Stdio::piped());
    let mut stdin = child.stdin.take().unwrap();
    // In another order than the shards'.
    for result in results.iter().rev() {
        stdin.write_all(result.as_bytes()).unwrap();
    }
    drop(stdin);
    child.wait_with_output().unwrap()
}

#[test]
fn shards_merge_to_one_search() {
    for (name, problem) in problems() {
        // One search's answers, once for every number of shards.
        let counted = answer(&["cover", "--count"], &problem);
        let one = answer(&["cover", "--engine", "links", "--threads", "1"], &problem);
        for of in [1, 3, 7] {
            let count = merge(&shards(&["--count"], &problem, of));
            assert_eq!(count.status.code(), Some(0), "{}", text(&count.stderr));
            assert_eq!(text(&count.stdout), counted, "{name}, {of}");
            let listed = merge(&shards(&["--engine", "links"], &problem, of));
            assert_eq!(text(&listed.stdout), one, "{name}, {of} shards listed");
        }
    }
}

#[test]
fn the_shard_comes_from_slurm_or_kubernetes() {
    let problem = queens(8);
    let by_flag = shards(&["--count"], &problem, 4);
    let env = |vars: &[(&str, &str)], args: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_sudoku-dlx"));
        command
            .args(["cover", "--count"])
            .args(args)
            .stdin(Stdio::piped());
        for (name, value) in vars {
            command.env(name, value);
        }
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(problem.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    };
    // Slurm: --array=1-4 numbers its tasks from 1.
    let slurm = env(
        &[
            ("SLURM_ARRAY_TASK_ID", "3"),
            ("SLURM_ARRAY_TASK_MIN", "1"),
            ("SLURM_ARRAY_TASK_COUNT", "4"),
        ],
        &[],
    );
    assert_eq!(text(&slurm.stdout), by_flag[2]);
    let kubernetes = env(&[("JOB_COMPLETION_INDEX", "1")], &["--shards", "4"]);
    assert_eq!(text(&kubernetes.stdout), by_flag[1]);
    let mismatch = env(
        &[
            ("SLURM_ARRAY_TASK_ID", "0"),
            ("SLURM_ARRAY_TASK_COUNT", "4"),
        ],
        &["--shards", "5"],
    );
    assert_eq!(mismatch.status.code(), Some(2));
    assert!(
        text(&mismatch.stderr).contains("SLURM_ARRAY_TASK_COUNT=4"),
        "{}",
        text(&mismatch.stderr)
    );
    let bad = env(&[("JOB_COMPLETION_INDEX", "x")], &["--shards", "4"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad.stderr).contains("JOB_COMPLETION_INDEX=\"x\""),
        "{}",
        text(&bad.stderr)
    );
}

#[test]
fn bad_shards_are_refused_with_what_and_where() {
    let problem = queens(8);
    for (args, says) in [
        (
            &["--shards", "3", "--shard", "3"][..],
            "numbered from 0 to 2",
        ),
        (&["--shard", "0"][..], "--shard needs --shards"),
        (&["--shards", "3"][..], "needs --shard K"),
        (&["--shards", "0", "--shard", "0"][..], "from 1"),
    ] {
        let mut all = vec!["cover", "--count"];
        all.extend(args);
        let output = run(&all, &problem);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            text(&output.stderr).contains(says),
            "{args:?}: {}",
            text(&output.stderr)
        );
    }
    let results = shards(&["--count"], &problem, 3);
    let refused = |results: &[String], says: &str| {
        let output = merge(results);
        assert_eq!(output.status.code(), Some(2), "{says}");
        assert!(
            text(&output.stderr).contains(says),
            "{}",
            text(&output.stderr)
        );
    };
    refused(&results[..2], "shard 2 of 3 missing");
    refused(
        &[results[0].clone(), results[0].clone()],
        "shard 0 is given twice",
    );
    let cut: String = results[1]
        .lines()
        .take(2)
        .map(|line| format!("{line}\n"))
        .collect();
    refused(
        &[results[0].clone(), cut, results[2].clone()],
        "shard 1 ends before",
    );
    let other = shards(&["--count"], &queens(7), 3);
    refused(&[results[0].clone(), other[1].clone()], "of another job");
    refused(
        &["hello\n".to_string()],
        "standard input: line 1: \"hello\" is not a shard's first line",
    );
}

#[test]
fn shards_under_gnu_parallel_count_the_pentominoes() {
    let parallel = Command::new("parallel").arg("--version").output();
    assert!(
        parallel.is_ok_and(|output| output.status.success()),
        "GNU parallel is not installed: bash scripts/setup.sh --browser installs it"
    );
    let dir = std::env::temp_dir().join(format!("sudoku-dlx-shards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let problem = dir.join("pentominoes.dlx");
    // 3×20 rather than the docs' 6×10: the same recipe, six shards of a
    // search with a known count, at 3 CPU s where 4×15 took 13 and 6×10 20.
    std::fs::write(&problem, pentominoes(3, 20)).unwrap();
    // The docs' recipe: every shard a job, one thread each, then merge;
    // a timeout that a loaded machine's tests do not reach.
    let output = Command::new("parallel")
        .args(["--will-cite", "--jobs", "2", "--halt", "now,fail=1"])
        .arg(format!(
            "{} cover --count --threads 1 --timeout 1000 --shards 6 --shard {{}} {} > {}/shard-{{}}.txt",
            env!("CARGO_BIN_EXE_sudoku-dlx"),
            problem.display(),
            dir.display()
        ))
        .args([":::", "0", "1", "2", "3", "4", "5"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", text(&output.stderr));
    let results: Vec<String> = (0..6)
        .map(|k| std::fs::read_to_string(dir.join(format!("shard-{k}.txt"))).unwrap())
        .collect();
    std::fs::remove_dir_all(&dir).unwrap();
    let merged = merge(&results);
    assert_eq!(merged.status.code(), Some(0), "{}", text(&merged.stderr));
    // Two tilings, each four ways (tests/classic_counts.rs counts them too).
    assert_eq!(text(&merged.stdout), "8\n");
}

/// Sudoku counted by `count --shards`: a 4×4 and a 9×9 of 6,000 solutions
/// (a solved grid's first 40 cells; the count from a backtracking solver).
/// The 16×16 of 13,957 (tests/cli_count_threads.rs) runs under GNU
/// parallel: its split, every shard's, is the costly part.
fn sudoku() -> Vec<(&'static str, String, u64)> {
    let solved =
        "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
    let first_40 = format!("{}{}", &solved[..40], ".".repeat(41));
    vec![
        ("empty 4×4", ".".repeat(16), 288),
        ("9×9, 40 givens", first_40, 6000),
    ]
}

const FEW_CLUES_16: &str = "...........A.....3..1...B....9AE6.....F.523.....CB9.DA....465..G.9E..3..27.....B..B5....A.E.6G91.4....EA9...F.C.........3.D4...7.E.B...5.4...6D...C7E.2..8..4.F..2G.3D1......AE......B.G..6C7...D.....6F..........532.DE.....7..7..28.4...1....5....G.C.8A.....F";

/// Each shard of `count`, run one by one.
fn count_shards(args: &[&str], puzzle: &str, of: usize) -> Vec<String> {
    (0..of)
        .map(|k| {
            let (of, k) = (of.to_string(), k.to_string());
            let mut all = vec!["count", "--shards", &of, "--shard", &k];
            all.extend(args);
            answer(&all, &format!("{puzzle}\n"))
        })
        .collect()
}

#[test]
fn sudoku_count_shards_merge_to_one_count() {
    let first_40 = &sudoku()[1].1;
    let grid: sudoku_dlx::sudoku::Grid = first_40.parse().unwrap();
    assert_eq!(common::count_by_backtracking(&grid, 0), 6000);
    for (name, puzzle, count) in sudoku() {
        assert_eq!(
            answer(&["count", "--threads", "1"], &puzzle),
            format!("{count}\n")
        );
        for of in [1, 3, 5] {
            let merged = merge(&count_shards(&["--threads", "1"], &puzzle, of));
            assert_eq!(merged.status.code(), Some(0), "{}", text(&merged.stderr));
            assert_eq!(
                text(&merged.stdout),
                format!("{count}\n"),
                "{name}, {of} shards"
            );
            let limited = merge(&count_shards(&["--limit", "100"], &puzzle, of));
            assert_eq!(
                text(&limited.stdout),
                "100\n",
                "{name}, {of} shards, up to 100"
            );
        }
    }
    // Shards of another puzzle are of another job.
    let mut mixed = count_shards(&[], &sudoku()[1].1, 2);
    mixed[1] = count_shards(&[], &sudoku()[0].1, 2).swap_remove(1);
    let merged = merge(&mixed);
    assert_eq!(merged.status.code(), Some(2));
    assert!(
        text(&merged.stderr).contains("of another job"),
        "{}",
        text(&merged.stderr)
    );
}

#[test]
fn a_sudoku_shard_takes_one_puzzle_by_dancing_links() {
    let empty = ".".repeat(16);
    let two = run(
        &["count", "--shards", "2", "--shard", "0"],
        &format!("{empty}\n{empty}\n"),
    );
    assert_eq!(two.status.code(), Some(2));
    let said = text(&two.stderr);
    assert!(
        said.contains("one puzzle") && said.contains("line 2"),
        "{said}"
    );
    let bad = run(&["count", "--shards", "2", "--shard", "0"], "12x.\n");
    assert!(
        text(&bad.stderr).contains("line 1"),
        "{}",
        text(&bad.stderr)
    );
    let rule = run(
        &["count", "--shards", "2", "--shard", "0", "--rule", "knuth"],
        "",
    );
    assert_eq!(rule.status.code(), Some(2));
    let shard = run(
        &["count", "--shards", "2", "--shard", "2"],
        ".".repeat(16).as_str(),
    );
    assert!(
        text(&shard.stderr).contains("shard 2 of 2"),
        "{}",
        text(&shard.stderr)
    );
}

#[test]
fn sudoku_shards_under_gnu_parallel_count_a_16x16() {
    let dir = std::env::temp_dir().join(format!("sudoku-dlx-count-shards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let puzzle = dir.join("puzzle.txt");
    std::fs::write(&puzzle, format!("{FEW_CLUES_16}\n")).unwrap();
    let output = Command::new("parallel")
        .args(["--will-cite", "--jobs", "2", "--halt", "now,fail=1"])
        .arg(format!(
            "{} count --threads 1 --timeout 1000 --shards 4 --shard {{}} {} > {}/shard-{{}}.txt",
            env!("CARGO_BIN_EXE_sudoku-dlx"),
            puzzle.display(),
            dir.display()
        ))
        .args([":::", "0", "1", "2", "3"])
        .output()
        .expect("GNU parallel: bash scripts/setup.sh --browser installs it");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let results: Vec<String> = (0..4)
        .map(|k| std::fs::read_to_string(dir.join(format!("shard-{k}.txt"))).unwrap())
        .collect();
    std::fs::remove_dir_all(&dir).unwrap();
    let merged = merge(&results);
    assert_eq!(merged.status.code(), Some(0), "{}", text(&merged.stderr));
    assert_eq!(text(&merged.stdout), "13957\n");
}

//! Both binaries under any runner: every command with its standard output
//! a read-write `/dev/null` (what Python's `subprocess.DEVNULL`, Node's
//! `stdio: 'ignore'`, systemd and cron hand a program), a pipe, a file,
//! `/dev/full` and closed, each with the right exit status (issue 32, row 1).
#![cfg(target_os = "linux")]

mod common;

use common::{EASY, EASY_SOLVED};

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::process::{Command, Output, Stdio};

const KNUTH: &str = "a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n";

/// Where standard output goes.
#[derive(Clone, Copy, Debug)]
enum Out {
    ReadWriteNull,
    Pipe,
    File,
    Full,
    Closed,
}

const EVERY_OUT: [Out; 5] = [
    Out::ReadWriteNull,
    Out::Pipe,
    Out::File,
    Out::Full,
    Out::Closed,
];

fn temp(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("sudoku-dlx-stdout-{}-{name}", std::process::id()))
}

/// Runs `binary args` with `input` on standard input and standard output
/// sent to `out`; the output, and what a file received.
fn run(binary: &str, args: &[&str], input: &str, out: Out, tag: &str) -> (Output, String) {
    let file = temp(tag);
    let mut command = match out {
        // The shell's `>&-` closes descriptor 1 before the program starts.
        Out::Closed => {
            let mut command = Command::new("sh");
            command.args(["-c", "exec \"$@\" >&-", "sh", binary]);
            command
        }
        _ => Command::new(binary),
    };
    command
        .args(args)
        .stdin(Stdio::piped())
        .stderr(Stdio::piped());
    match out {
        Out::ReadWriteNull => {
            let null = OpenOptions::new()
                .read(true)
                .write(true)
                .open("/dev/null")
                .unwrap();
            command.stdout(null);
        }
        Out::Pipe => {
            command.stdout(Stdio::piped());
        }
        Out::File => {
            command.stdout(File::create(&file).unwrap());
        }
        Out::Full => {
            command.stdout(File::create("/dev/full").unwrap());
        }
        Out::Closed => {}
    }
    let mut child = command.spawn().unwrap();
    // A program that fails before reading may close its input first.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let output = child.wait_with_output().unwrap();
    let written = std::fs::read_to_string(&file).unwrap_or_default();
    let _ = std::fs::remove_file(&file);
    (output, written)
}

/// Checks one command under every kind of standard output: `answered` is
/// its status when its output can be written (0, or 3 for a command that
/// gives up), `failed` when it cannot, and `says` a line its output holds.
fn check(binary: &str, args: &[&str], input: &str, (answered, failed): (i32, i32), says: &str) {
    for out in EVERY_OUT {
        let tag = format!("{}-{out:?}", args.join("-").replace('/', "_"));
        let (output, written) = run(binary, args, input, out, &tag);
        let stderr = String::from_utf8_lossy(&output.stderr);
        let want = match out {
            Out::ReadWriteNull | Out::Pipe | Out::File => answered,
            Out::Full | Out::Closed => failed,
        };
        assert_eq!(
            output.status.code(),
            Some(want),
            "{args:?} with standard output {out:?}: {stderr}"
        );
        match out {
            Out::Pipe => {
                let stdout = String::from_utf8_lossy(&output.stdout);
                assert!(stdout.contains(says), "{args:?} piped: {stdout}");
            }
            Out::File => assert!(written.contains(says), "{args:?} into a file: {written}"),
            Out::ReadWriteNull => assert!(stderr.is_empty(), "{args:?}: {stderr}"),
            Out::Closed if binary.ends_with("sudoku-dlx") => {
                assert!(stderr.contains("standard output is closed"), "{stderr}");
            }
            Out::Full | Out::Closed => {}
        }
    }
}

#[test]
fn every_command_exits_as_its_standard_output_allows() {
    let cli = env!("CARGO_BIN_EXE_sudoku-dlx");
    let puzzle = format!("{EASY}\n");
    let file = temp("puzzles.txt");
    std::fs::write(&file, &puzzle).unwrap();
    let file = file.to_str().unwrap();
    let answered = (0, 2);
    check(cli, &["solve"], &puzzle, answered, EASY_SOLVED);
    check(cli, &["count"], &puzzle, answered, "1");
    check(cli, &["rate"], &puzzle, answered, "easy");
    check(cli, &["hint"], &puzzle, answered, "solved");
    check(cli, &["estimate", "--probes", "10"], &puzzle, answered, " ");
    check(
        cli,
        &["generate", "--size", "4", "--seed", "1"],
        "",
        answered,
        ".",
    );
    check(cli, &["bench", file], "", answered, "puzzles");
    check(cli, &["cover"], KNUTH, answered, "c e");
    check(cli, &["cover", "--count"], KNUTH, answered, "1");
    check(cli, &["--help"], "", answered, "usage:");
    // Giving up is status 3 wherever its answer can be written.
    let gave_up = (3, 2);
    check(
        cli,
        &["solve", "--budget", "1"],
        &puzzle,
        gave_up,
        "gave up",
    );
    let generate = ["bench-generate", "--count", "1", "--timeout", "0.2"];
    check(cli, &generate, "", gave_up, "gave up");
    let _ = std::fs::remove_file(file);
}

#[test]
fn the_preprocessor_exits_as_its_standard_output_allows() {
    let mdbook = env!("CARGO_BIN_EXE_mdbook-sudoku-dlx");
    let book = r#"[{}, {"sections":[]}]"#;
    check(mdbook, &[], book, (0, 1), "sections");
}

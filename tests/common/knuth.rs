//! Knuth's own programs (`dlx2`, `ssxcc`, `dlx3`, ...), where the peers
//! script (../shared/peers/build-c-peers.sh) has built them into
//! `$PEERS_CACHE/knuth` (by default ~/.cache/sudoku-peers/knuth): a test
//! that compares with them skips, saying so, where they are not built.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Knuth's program `name`, if it is built.
pub fn program(name: &str) -> Option<PathBuf> {
    let cache = std::env::var_os("PEERS_CACHE")
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache/sudoku-peers"))
        })?;
    let program = cache.join("knuth").join(name);
    program.is_file().then_some(program)
}

/// What Knuth's `program` reports for the problem `text` on its last line
/// ("Altogether 1 solution, 366+362 mems, 14 updates, ..., 6 nodes, ..."):
/// its solutions, updates and nodes.
pub fn totals(program: &PathBuf, text: &str) -> (u64, u64, u64) {
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("Knuth's program runs");
    child
        .stdin
        .take()
        .expect("a pipe")
        .write_all(text.as_bytes())
        .expect("Knuth's program reads the problem");
    let output = child.wait_with_output().expect("Knuth's program ends");
    let report = String::from_utf8_lossy(&output.stderr);
    let line = report
        .lines()
        .find(|line| line.starts_with("Altogether"))
        .unwrap_or_else(|| panic!("{program:?} reported no totals for\n{text}\n{report}"));
    let words: Vec<&str> = line.split([' ', ',']).filter(|w| !w.is_empty()).collect();
    let number_before = |word: &str| -> u64 {
        let at = words
            .iter()
            .position(|w| w.starts_with(word))
            .unwrap_or_else(|| panic!("no {word} in {line}"));
        words[at - 1].parse().expect("a number")
    };
    (
        number_before("solution"),
        number_before("updates"),
        number_before("nodes"),
    )
}

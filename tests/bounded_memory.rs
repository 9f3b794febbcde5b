//! Memory the parsers take, measured by a counting allocator: a huge input
//! must not be copied cell by cell before its size is checked.
// The allocator counts only the native test process.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::counting::{Counting, LIVE, PEAK};
use std::sync::atomic::Ordering;
use sudoku_dlx::sudoku::{Grid, ParseError};

#[global_allocator]
static ALLOCATOR: Counting = Counting;

#[test]
fn parsing_a_huge_grid_text_takes_no_memory_for_its_cells() {
    let text = ".".repeat(10_000_000);
    let before = LIVE.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    let error = text.parse::<Grid>().unwrap_err();
    let extra = PEAK.load(Ordering::SeqCst) - before;
    assert_eq!(error, ParseError::WrongLength { cells: 10_000_000 });
    assert!(
        extra < 64 * 1024,
        "parsing took {extra} bytes beyond its input"
    );
}

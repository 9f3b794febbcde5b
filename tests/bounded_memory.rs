//! Memory the parsers take, measured by a counting allocator: a huge input
//! must not be copied cell by cell before its size is checked.
// The allocator counts only the native test process.
#![cfg(not(target_arch = "wasm32"))]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use sudoku_dlx::sudoku::{Grid, ParseError};

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
        PEAK.fetch_max(live, Ordering::SeqCst);
        System.alloc(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::SeqCst);
        System.dealloc(ptr, layout)
    }
}

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

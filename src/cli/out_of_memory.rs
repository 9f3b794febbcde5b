//! A failed allocation answered as the command line answers any failure:
//! a message and status 2, never Rust's abort (status 134).
//!
//! Where the size of an allocation comes from the input (a problem's text,
//! its names, its matrix) it is asked for with `try_reserve` inside
//! [`fallibly`], and a refusal is an error that names the line. This
//! allocator is what catches the rest: the structures an engine builds
//! from a matrix, a search's stacks. It is the system's allocator, and
//! where that gives nothing outside [`fallibly`] it writes to standard
//! error and ends the process at once (`_exit`: nothing is flushed, and no
//! destructor runs, since neither may allocate).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::io::Write;

thread_local! {
    /// Whether a failed allocation is answered by its caller: inside
    /// [`fallibly`].
    static FALLIBLE: Cell<bool> = const { Cell::new(false) };
}

/// Runs `job`, whose allocations that fail are refused (`try_reserve`
/// sees an error) rather than ending the process: a job that asks for its
/// memory with `try_reserve` and answers a refusal itself.
pub fn fallibly<T>(job: impl FnOnce() -> T) -> T {
    let before = FALLIBLE.replace(true);
    let done = job();
    FALLIBLE.set(before);
    done
}

/// The pointer, or for a failed allocation null inside [`fallibly`] and
/// the end of the process outside.
fn checked(pointer: *mut u8, layout: Layout) -> *mut u8 {
    if pointer.is_null() && !FALLIBLE.get() {
        out_of_memory(layout);
    }
    pointer
}

/// The system's allocator, ending the process with status 2 when it fails.
pub struct ExitWhenOut;

extern "C" {
    fn _exit(status: i32) -> !;
}

/// Says so on standard error, without allocating, and ends with status 2.
#[cold]
fn out_of_memory(layout: Layout) -> ! {
    // Standard error is unbuffered: writing to it allocates nothing.
    let _ = writeln!(
        std::io::stderr(),
        "sudoku-dlx: out of memory: {} bytes more could not be had; the input is too large for \
         the memory there is",
        layout.size()
    );
    // SAFETY: `_exit` ends the process; it touches none of its memory.
    #[allow(unsafe_code)]
    unsafe {
        _exit(2)
    }
}

// SAFETY: every call is the system allocator's, with the same arguments,
// and answers what it answers, or ends the process.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for ExitWhenOut {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        checked(System.alloc(layout), layout)
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        checked(System.alloc_zeroed(layout), layout)
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        let asked = Layout::from_size_align_unchecked(size, layout.align());
        checked(System.realloc(pointer, layout, size), asked)
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        System.dealloc(pointer, layout);
    }
}

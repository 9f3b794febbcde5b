//! Whether standard output was closed when the program started
//! (`command >&-`), which both binaries answer as a failure rather than
//! losing their output without a word.
//!
//! Rust's runtime opens `/dev/null` in place of a closed standard stream
//! before `main`, so by then a closed standard output looks like a
//! read-write `/dev/null`: which is also what every job runner that
//! discards output hands a program (Python's `subprocess.DEVNULL`, Node's
//! `stdio: 'ignore'`, systemd, cron), so it cannot be told apart there. The
//! descriptor is looked at earlier instead, by a function in the program's
//! `.init_array`, which the loader runs before the runtime's own start
//! (where Rust's standard library reads its arguments the same way). Linux
//! only; elsewhere this says no.

#[cfg(target_os = "linux")]
mod at_start {
    use std::sync::atomic::{AtomicBool, Ordering};

    /// Whether descriptor 1 was closed when the program was loaded.
    pub static CLOSED: AtomicBool = AtomicBool::new(false);

    extern "C" {
        fn fcntl(fd: i32, cmd: i32, ...) -> i32;
    }

    /// `fcntl`'s command that reads a descriptor's flags, and fails with
    /// `EBADF` for one that is not open.
    const F_GETFD: i32 = 1;

    extern "C" fn look_at_standard_output() {
        // SAFETY: `F_GETFD` only reads the flags of a descriptor, and an
        // unopened one is an error it reports, not undefined behaviour.
        #[allow(unsafe_code)]
        let flags = unsafe { fcntl(1, F_GETFD) };
        CLOSED.store(flags == -1, Ordering::Relaxed);
    }

    /// Run by the loader before `main` and before Rust's runtime starts.
    #[used]
    #[link_section = ".init_array"]
    static LOOK: extern "C" fn() = look_at_standard_output;
}

/// Whether standard output was closed at the start.
pub fn stdout_was_closed() -> bool {
    #[cfg(target_os = "linux")]
    return at_start::CLOSED.load(std::sync::atomic::Ordering::Relaxed);
    #[cfg(not(target_os = "linux"))]
    false
}

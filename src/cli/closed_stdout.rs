//! Whether standard output was closed when the program started
//! (`command >&-`), which both binaries answer as a failure rather than
//! losing their output without a word.

/// Whether standard output was closed at the start. Rust's runtime opens
/// `/dev/null` read-write in place of a closed standard stream, so writes
/// to it succeed and vanish; a shell's `>/dev/null` opens it write-only, so
/// a read-write `/dev/null` on descriptor 1 is the closed stream (or the
/// rare `1<>/dev/null`, which wants no output either). Linux only: there
/// `/proc` tells; elsewhere this says no.
pub fn stdout_was_closed() -> bool {
    const READ_WRITE: u32 = 2;
    const ACCESS_MODE: u32 = 3;
    if std::fs::read_link("/proc/self/fd/1").ok().as_deref()
        != Some(std::path::Path::new("/dev/null"))
    {
        return false;
    }
    let info = std::fs::read_to_string("/proc/self/fdinfo/1").unwrap_or_default();
    info.lines()
        .find_map(|line| line.strip_prefix("flags:"))
        .and_then(|flags| u32::from_str_radix(flags.trim(), 8).ok())
        .is_some_and(|flags| flags & ACCESS_MODE == READ_WRITE)
}

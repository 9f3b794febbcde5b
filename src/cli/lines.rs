//! The puzzle lines of a batch, read as bytes and decoded one line at a
//! time, so that a byte that is not UTF-8 costs only its own line, and
//! capped in length, so that a line without end (`/dev/zero`) costs only
//! its own line too, in constant memory.

use std::fmt;
use std::io::{self, BufRead};

/// The longest line kept, in bytes: as long as the longest grid text the
/// wasm module reads, and far beyond a pretty 25×25 grid (under 4,000).
pub const MAX_LINE: usize = 1 << 16;

/// Why a line holds no text to read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineError {
    /// Not UTF-8 from this byte on (1-based, within the line).
    InvalidUtf8(usize),
    /// Longer than [`MAX_LINE`] bytes; the rest of it was skipped unread.
    TooLong,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::InvalidUtf8(byte) => write!(f, "invalid UTF-8 at byte {byte}"),
            LineError::TooLong => write!(f, "longer than {MAX_LINE} bytes; skipped"),
        }
    }
}

/// A line's text, or why it has none.
pub type LineText<'a> = Result<&'a str, LineError>;

/// Reads the lines that hold puzzles: `#` lines and blank lines are skipped,
/// a line `end` stops the input, and a byte-order mark at the start is
/// ignored. Lines keep their leading spaces, so that an error's column is
/// the column in the file.
pub struct PuzzleLines<R> {
    reader: R,
    buffer: Vec<u8>,
    number: usize,
    ended: bool,
}

impl<R: BufRead> PuzzleLines<R> {
    pub fn new(reader: R) -> PuzzleLines<R> {
        PuzzleLines {
            reader,
            buffer: Vec::new(),
            number: 0,
            ended: false,
        }
    }

    /// The next puzzle line with its 1-based number, `None` at the end.
    pub fn next_line(&mut self) -> io::Result<Option<(usize, LineText<'_>)>> {
        while !self.ended {
            let Some(too_long) = self.read_line()? else {
                break;
            };
            self.number += 1;
            if too_long && !self.buffer.trim_ascii_start().starts_with(b"#") {
                return Ok(Some((self.number, Err(LineError::TooLong))));
            }
            if too_long {
                continue;
            }
            let line = self.line();
            match std::str::from_utf8(&self.buffer[line.clone()]) {
                Ok(text) if text.trim() == "end" => break,
                Ok(text) if text.trim_start().is_empty() || text.trim_start().starts_with('#') => {}
                Err(_)
                    if self.buffer[line.clone()]
                        .trim_ascii_start()
                        .starts_with(b"#") => {}
                Ok(_) | Err(_) => {
                    let text = std::str::from_utf8(&self.buffer[line])
                        .map_err(|error| LineError::InvalidUtf8(error.valid_up_to() + 1));
                    return Ok(Some((self.number, text)));
                }
            }
        }
        self.ended = true;
        Ok(None)
    }

    /// Reads the next line into the buffer, keeping at most [`MAX_LINE`]
    /// bytes and its line end, and skipping the rest of a longer one as it
    /// streams past. `None` at the end of the input, else whether the line
    /// was too long.
    fn read_line(&mut self) -> io::Result<Option<bool>> {
        // Room for the line, a carriage return and a line feed.
        const ROOM: usize = MAX_LINE + 2;
        self.buffer.clear();
        let (mut read, mut too_long) = (false, false);
        loop {
            let available = match self.reader.fill_buf() {
                Ok(available) => available,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(error),
            };
            if available.is_empty() {
                break;
            }
            read = true;
            let newline = available.iter().position(|&b| b == b'\n');
            let taken = newline.map_or(available.len(), |at| at + 1);
            let room = ROOM - self.buffer.len();
            self.buffer.extend_from_slice(&available[..taken.min(room)]);
            too_long |= taken > room;
            self.reader.consume(taken);
            if newline.is_some() {
                break;
            }
        }
        too_long |= self.line().len() > MAX_LINE;
        Ok(read.then_some(too_long))
    }

    /// Where the line just read lies in the buffer, without its line end
    /// and, on the first line, a byte-order mark.
    fn line(&self) -> std::ops::Range<usize> {
        let mut line = self.buffer.as_slice();
        line = line.strip_suffix(b"\n").unwrap_or(line);
        line = line.strip_suffix(b"\r").unwrap_or(line);
        let end = line.len();
        let bom = "\u{feff}".as_bytes();
        let start = if self.number == 1 && line.starts_with(bom) {
            bom.len()
        } else {
            0
        };
        start..end
    }
}

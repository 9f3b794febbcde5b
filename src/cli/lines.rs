//! The puzzle lines of a batch, read as bytes and decoded one line at a
//! time, so that a byte that is not UTF-8 costs only its own line.

use std::io::{self, BufRead};

/// A line's text, or the 1-based byte where it stops being UTF-8.
pub type LineText<'a> = Result<&'a str, usize>;

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
            self.buffer.clear();
            if self.reader.read_until(b'\n', &mut self.buffer)? == 0 {
                break;
            }
            self.number += 1;
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
                        .map_err(|error| error.valid_up_to() + 1);
                    return Ok(Some((self.number, text)));
                }
            }
        }
        self.ended = true;
        Ok(None)
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

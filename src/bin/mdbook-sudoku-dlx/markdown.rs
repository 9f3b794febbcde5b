//! Finds the top-level fenced code blocks of a Markdown chapter by
//! CommonMark's rules, as markdown-it reads them (npm/fence.js states the
//! rules both follow): lines end at LF, CRLF or a lone CR; a fence opens
//! with up to three spaces, three or more backticks or tildes (and no
//! backtick in a backtick fence's info string), and closes with up to three
//! spaces and at least as many of the same, then only spaces and tabs; the
//! opening's indent is taken off each line of the body, a tab counting to
//! the next multiple of four columns; NUL reads as U+FFFD. Those whose
//! language is `sudoku-dlx` are replaced by their HTML. Fences inside other
//! fences stay as written.

use super::fence::render_fence;

const LANGUAGE: &str = "sudoku-dlx";

/// A line of the chapter: its text and its ending ("\n", "\r\n", "\r", or "" at the end).
struct Line<'a> {
    text: &'a str,
    ending: &'a str,
}

/// The chapter's lines, each ending where CommonMark ends one.
fn lines(chapter: &str) -> Vec<Line<'_>> {
    let mut found = Vec::new();
    let mut rest = chapter;
    while !rest.is_empty() {
        let Some(at) = rest.find(['\n', '\r']) else {
            found.push(Line {
                text: rest,
                ending: "",
            });
            break;
        };
        let width = if rest[at..].starts_with("\r\n") { 2 } else { 1 };
        found.push(Line {
            text: &rest[..at],
            ending: &rest[at..at + width],
        });
        rest = &rest[at + width..];
    }
    found
}

fn is_space(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// The opening of a fence: its character, its length, its indent and its info string.
fn opening(line: &str) -> Option<(char, usize, usize, &str)> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    let rest = &line[indent..];
    let marker = rest.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let length = rest.len() - rest.trim_start_matches(marker).len();
    let raw = &rest[length..];
    (indent <= 3 && length >= 3 && !(marker == '`' && raw.contains('`'))).then_some((
        marker,
        length,
        indent,
        raw.trim_matches(is_space),
    ))
}

fn closes(line: &str, marker: char, length: usize) -> bool {
    let indent = line.len() - line.trim_start_matches(' ').len();
    let rest = &line[indent..];
    let run = rest.len() - rest.trim_start_matches(marker).len();
    indent <= 3 && run >= length && rest[run..].trim_matches(is_space).is_empty()
}

/// The chapter with its sudoku-dlx fences replaced.
pub fn convert(text: &str) -> String {
    let lines = lines(text);
    let mut out = String::with_capacity(text.len());
    let whole = |line: &Line, out: &mut String| {
        out.push_str(line.text);
        out.push_str(line.ending);
    };
    let mut i = 0;
    while i < lines.len() {
        let Some((marker, length, indent, info)) = opening(lines[i].text) else {
            whole(&lines[i], &mut out);
            i += 1;
            continue;
        };
        let end = (i + 1..lines.len()).find(|&j| closes(lines[j].text, marker, length));
        let last = end.unwrap_or(lines.len());
        let mut words = info.splitn(2, is_space);
        if words.next() == Some(LANGUAGE) {
            let body: String = lines[i + 1..last]
                .iter()
                .map(|line| {
                    let newline = if line.ending.is_empty() { "" } else { "\n" };
                    strip_indent(line.text, indent) + newline
                })
                .collect();
            let info = words.next().unwrap_or("").replace('\0', "\u{FFFD}");
            out.push('\n');
            out.push_str(&render_fence(&info, &body.replace('\0', "\u{FFFD}")));
            out.push('\n');
        } else {
            lines[i..(last + 1).min(lines.len())]
                .iter()
                .for_each(|line| whole(line, &mut out));
        }
        i = last + 1;
    }
    out
}

/// `line` with up to `indent` columns of spaces and tabs taken off its
/// start; a tab that reaches past them leaves the rest as spaces.
fn strip_indent(line: &str, indent: usize) -> String {
    let mut column = 0;
    let mut cut = 0;
    for c in line.chars() {
        if column >= indent {
            break;
        }
        match c {
            ' ' => column += 1,
            '\t' => column += 4 - column % 4,
            _ => break,
        }
        cut += 1;
    }
    " ".repeat(column.saturating_sub(indent)) + &line[cut..]
}

//! Finds the top-level fenced code blocks of a Markdown chapter (CommonMark's
//! rules: up to three spaces of indent, three or more backticks or tildes,
//! closed by at least as many of the same) and replaces those whose language
//! is `sudoku-dlx` by their HTML. Fences inside other fences stay as written.

use super::fence::render_fence;

const LANGUAGE: &str = "sudoku-dlx";

/// The opening of a fence: its character, its length, its indent and its info string.
fn opening(line: &str) -> Option<(char, usize, usize, &str)> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    let rest = &line[indent..];
    let marker = rest.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let length = rest.len() - rest.trim_start_matches(marker).len();
    let info = rest[length..].trim();
    (indent <= 3 && length >= 3 && !(marker == '`' && info.contains('`')))
        .then_some((marker, length, indent, info))
}

fn closes(line: &str, marker: char, length: usize) -> bool {
    let indent = line.len() - line.trim_start_matches(' ').len();
    let rest = &line[indent..];
    let run = rest.len() - rest.trim_start_matches(marker).len();
    indent <= 3 && run >= length && rest[run..].trim().is_empty()
}

/// The chapter with its sudoku-dlx fences replaced.
pub fn convert(text: &str) -> String {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < lines.len() {
        let Some((marker, length, indent, info)) = opening(lines[i].trim_end_matches(['\n', '\r']))
        else {
            out.push_str(lines[i]);
            i += 1;
            continue;
        };
        let end = (i + 1..lines.len())
            .find(|&j| closes(lines[j].trim_end_matches(['\n', '\r']), marker, length));
        let last = end.unwrap_or(lines.len());
        let mut words = info.splitn(2, char::is_whitespace);
        if words.next() == Some(LANGUAGE) {
            let body: String = lines[i + 1..last]
                .iter()
                .map(|l| strip_indent(l, indent))
                .collect();
            out.push('\n');
            out.push_str(&render_fence(words.next().unwrap_or(""), &body));
            out.push('\n');
        } else {
            lines[i..(last + 1).min(lines.len())]
                .iter()
                .for_each(|l| out.push_str(l));
        }
        i = last + 1;
    }
    out
}

fn strip_indent(line: &str, indent: usize) -> &str {
    let spaces = line.len() - line.trim_start_matches(' ').len();
    &line[spaces.min(indent)..]
}

//! Small exact-cover problems written as text, for people to type in.
//!
//! Two forms are read:
//!
//! - Knuth's `dlx` format: the first line names the items, primary ones
//!   first, then `|` and the secondary ones; every further line is an option
//!   naming its items, at least one of them primary (an option of only
//!   secondary items could never be chosen). Lines starting with `|` are
//!   comments.
//!
//!   ```text
//!   a b c d e f g
//!   c e
//!   a d g
//!   ```
//!
//! - A 0/1 matrix: one option per line, one column per item (all primary),
//!   spaces optional. Items are named `1`, `2`, ... and options by their row.

use crate::dlx::{BuildError, Matrix};
use crate::sudoku::NOT_VALID_TEXT;
use std::fmt;

/// An exact-cover problem with names for its items and options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The linked structure, ready to search.
    pub matrix: Matrix,
    /// Each item's name.
    pub item_names: Vec<String>,
    /// Each option as the user wrote it.
    pub option_names: Vec<String>,
}

/// What is wrong with a problem's text, and on which line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProblemError {
    /// 1-based line of the text.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ProblemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ProblemError {}

/// Reads either form; a first line of only `0`, `1` and spaces means a matrix.
/// A byte-order mark at the start is ignored.
pub fn parse(text: &str) -> Result<Problem, ProblemError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // Searched for as bytes: `str::contains` would add a substring search,
    // more than a kilobyte, to the wasm module.
    let replacement = "\u{fffd}".as_bytes();
    if let Some(at) = text.as_bytes().windows(3).position(|w| w == replacement) {
        return Err(ProblemError {
            line: 1 + text.as_bytes()[..at]
                .iter()
                .filter(|&&b| b == b'\n')
                .count(),
            message: NOT_VALID_TEXT.into(),
        });
    }
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('|'));
    let Some((first_number, first)) = lines.next() else {
        return Err(ProblemError {
            line: 1,
            message: "no items: the first line names the items, or is a row of 0s and 1s".into(),
        });
    };
    if first
        .chars()
        .all(|c| c == '0' || c == '1' || c.is_whitespace())
    {
        parse_matrix((first_number, first), lines)
    } else {
        parse_dlx((first_number, first), lines)
    }
}

fn parse_dlx<'a>(
    (header_line, header): (usize, &str),
    options: impl Iterator<Item = (usize, &'a str)>,
) -> Result<Problem, ProblemError> {
    let at_header = |message: String| ProblemError {
        line: header_line,
        message,
    };
    // The header cannot start with '|' (that is a comment), so there is
    // always a primary item.
    let (primary, secondary) = header.split_once('|').unwrap_or((header, ""));
    if secondary.contains('|') {
        return Err(at_header("'|' appears twice in the line of items".into()));
    }
    let primary: Vec<&str> = primary.split_whitespace().collect();
    let secondary: Vec<&str> = secondary.split_whitespace().collect();
    let item_names: Vec<String> = primary
        .iter()
        .chain(&secondary)
        .map(|s| s.to_string())
        .collect();
    // Names sorted with their items, for lookups by binary search: linear
    // scans are quadratic in wide problems, and a hash map would weigh on
    // the size of the wasm module.
    let mut by_name: Vec<(&str, usize)> = item_names
        .iter()
        .enumerate()
        .map(|(index, name)| (name.as_str(), index))
        .collect();
    by_name.sort_unstable();
    if let Some(pair) = by_name.windows(2).find(|pair| pair[0].0 == pair[1].0) {
        return Err(at_header(format!("item {:?} is named twice", pair[0].0)));
    }
    let index_of = |name: &str| {
        by_name
            .binary_search_by(|&(candidate, _)| candidate.cmp(name))
            .ok()
            .map(|found| by_name[found].1)
    };
    let mut matrix = Matrix::new(primary.len(), secondary.len());
    let mut option_names = Vec::new();
    let mut items = Vec::new();
    for (line, text) in options {
        items.clear();
        for name in text.split_whitespace() {
            let item = index_of(name).ok_or_else(|| ProblemError {
                line,
                message: format!("{name:?} is not an item of the first line"),
            })?;
            items.push(item);
        }
        if items.iter().all(|&item| item >= primary.len()) {
            return Err(ProblemError {
                line,
                message: "an option needs a primary item: with only secondary ones it could never be chosen".into(),
            });
        }
        add_option(&mut matrix, &items, line, |item| item_names[item].clone())?;
        option_names.push(text.split_whitespace().collect::<Vec<_>>().join(" "));
    }
    Ok(Problem {
        matrix,
        item_names,
        option_names,
    })
}

fn parse_matrix<'a>(
    first: (usize, &'a str),
    rest: impl Iterator<Item = (usize, &'a str)>,
) -> Result<Problem, ProblemError> {
    let width = first.1.chars().filter(|c| !c.is_whitespace()).count();
    let item_names: Vec<String> = (1..=width).map(|i| i.to_string()).collect();
    let mut matrix = Matrix::new(width, 0);
    let mut option_names = Vec::new();
    let mut items = Vec::new();
    for (row, (line, text)) in std::iter::once(first).chain(rest).enumerate() {
        let cells: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        let error = |message: String| ProblemError { line, message };
        if let Some(bad) = cells.iter().find(|&&c| c != '0' && c != '1') {
            return Err(error(format!("{bad:?} in a matrix row: use only 0 and 1")));
        }
        if cells.len() != width {
            return Err(error(format!(
                "{} columns, but the first row has {width}",
                cells.len()
            )));
        }
        items.clear();
        items.extend(
            cells
                .iter()
                .enumerate()
                .filter(|(_, &c)| c == '1')
                .map(|(i, _)| i),
        );
        add_option(&mut matrix, &items, line, |item| item_names[item].clone())?;
        option_names.push(format!("row {}", row + 1));
    }
    Ok(Problem {
        matrix,
        item_names,
        option_names,
    })
}

fn add_option(
    matrix: &mut Matrix,
    items: &[usize],
    line: usize,
    name: impl Fn(usize) -> String,
) -> Result<(), ProblemError> {
    matrix.add_option(items).map_err(|error| ProblemError {
        line,
        message: match error {
            BuildError::EmptyOption { .. } => "an option needs at least one item".into(),
            BuildError::RepeatedItem { item, .. } => {
                format!("item {:?} appears twice in this option", name(item))
            }
            other => other.to_string(),
        },
    })?;
    Ok(())
}

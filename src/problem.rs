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
//!   With Knuth's extensions: in an option, `x:A` gives secondary item `x`
//!   the colour `A` (his `dlx2`; options that give an item the same colour
//!   may be chosen together). Knuth's colours are single characters and his
//!   names at most eight; here both may be longer. His multiplicities
//!   (`u:v|p` on the first line, `dlx3`) are refused, with a message that
//!   says so.
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
    /// The colours the options name, colour `k` of the matrix being
    /// `colour_names[k - 1]`.
    pub colour_names: Vec<String>,
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
    let (names, primary) = read_items(header_line, header)?;
    // Names sorted with their items, for lookups by binary search: linear
    // scans are quadratic in wide problems, and a hash map would weigh on
    // the size of the wasm module.
    let by_name = sorted(names.iter().copied().enumerate().map(|(i, name)| (name, i)));
    if let Some(pair) = by_name.windows(2).find(|pair| pair[0].0 == pair[1].0) {
        return Err(ProblemError {
            line: header_line,
            message: format!("item {:?} is named twice", pair[0].0),
        });
    }
    let mut matrix = Matrix::new(primary, names.len() - primary);
    let mut option_names = Vec::new();
    let mut colours = Colours::default();
    // Each option's items, and their colours once a word has given one.
    let (mut chosen, mut coloured) = (Vec::new(), Vec::new());
    for (line, text) in options {
        chosen.clear();
        coloured.clear();
        for token in text.split_whitespace() {
            // A name holds no ':', so a word `x:A` is never found: only
            // then is it read for a colour, and a problem without colours
            // reads as it did before them, in one pass.
            let item = match find(&by_name, token) {
                Some(found) => by_name[found].1,
                None => {
                    let (item, colour) = colours
                        .read(token, primary, &by_name)
                        .map_err(|message| ProblemError { line, message })?;
                    coloured.resize(chosen.len(), 0);
                    coloured.push(colour);
                    item
                }
            };
            chosen.push(item);
        }
        if chosen.iter().all(|&item| item >= primary) {
            return Err(ProblemError {
                line,
                message: "an option needs a primary item: with only secondary ones it could never be chosen".into(),
            });
        }
        let added = if coloured.is_empty() {
            matrix.add_option(&chosen)
        } else {
            coloured.resize(chosen.len(), 0);
            matrix.add_coloured_option(&chosen, &coloured)
        };
        added.map_err(|error| build_error(error, line, |item| names[item].to_string()))?;
        option_names.push(text.split_whitespace().collect::<Vec<_>>().join(" "));
    }
    Ok(Problem {
        matrix,
        item_names: names.into_iter().map(str::to_string).collect(),
        option_names,
        colour_names: colours.names.into_iter().map(str::to_string).collect(),
    })
}

/// The colours named so far: colour `k` of the matrix is `names[k - 1]`,
/// numbered in the order they first appear, as Knuth's `dlx2` does.
#[derive(Default)]
struct Colours<'a> {
    names: Vec<&'a str>,
    /// The names with their numbers, sorted for [`find`].
    by_name: Vec<(&'a str, usize)>,
}

impl<'a> Colours<'a> {
    /// The item and the colour of a word `x:A` of an option, or why it is
    /// neither an item nor that. Out of line: reading a problem without
    /// colours never calls it.
    #[inline(never)]
    fn read(
        &mut self,
        token: &'a str,
        primary: usize,
        by_name: &[(&str, usize)],
    ) -> Result<(usize, u32), String> {
        let not_an_item = |name: &str| format!("{name:?} is not an item of the first line");
        let Some((name, colour)) = token.split_once(':') else {
            return Err(not_an_item(token));
        };
        let item = find(by_name, name).ok_or_else(|| not_an_item(name))?;
        let item = by_name[item].1;
        if colour.is_empty() || colour.contains(':') {
            return Err(format!(
                "{token:?}: after ':' comes one colour, a name with no ':'"
            ));
        }
        if item < primary {
            return Err(format!(
                "{token:?}: {name:?} is a primary item, which takes no colour (only the secondary \
                 items, after '|', do)"
            ));
        }
        let number = match self
            .by_name
            .binary_search_by(|&(named, _)| named.cmp(colour))
        {
            Ok(found) => self.by_name[found].1,
            Err(place) => {
                self.names.push(colour);
                self.by_name.insert(place, (colour, self.names.len()));
                self.names.len()
            }
        };
        Ok((item, number as u32))
    }
}

/// The pairs, sorted for [`find`].
fn sorted<'a>(pairs: impl Iterator<Item = (&'a str, usize)>) -> Vec<(&'a str, usize)> {
    let mut pairs: Vec<(&str, usize)> = pairs.collect();
    pairs.sort_unstable();
    pairs
}

/// The place of `name` in pairs sorted by [`sorted`]. Inlined natively,
/// where reading words one by one took 70,000 instructions more on
/// pentominoes 3×20 with a call for each; the wasm modules stay smaller
/// without.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
fn find(pairs: &[(&str, usize)], name: &str) -> Option<usize> {
    pairs
        .binary_search_by(|&(candidate, _)| candidate.cmp(name))
        .ok()
}

/// Reads the line of items: the names, and how many come before the `|`
/// that begins the secondary ones (all of them when there is none). A name
/// holds neither `|` nor `:`, which gives a colour in an option.
fn read_items(line: usize, header: &str) -> Result<(Vec<&str>, usize), ProblemError> {
    let error = |message: String| ProblemError { line, message };
    let (mut names, mut primary) = (Vec::new(), None);
    for token in header.split_whitespace() {
        let name = match token.strip_prefix('|') {
            Some(rest) => {
                if primary.is_some() {
                    return Err(error("'|' appears twice in the line of items".into()));
                }
                primary = Some(names.len());
                rest
            }
            None => token,
        };
        if name.contains('|') {
            return Err(error(format!(
                "{name:?}: multiplicities (u:v|item, Knuth's dlx3) are not supported, and a name \
                 holds no '|'"
            )));
        }
        if name.contains(':') {
            return Err(error(format!(
                "{name:?}: an item's name holds no ':', which gives a colour in an option"
            )));
        }
        if !name.is_empty() {
            names.push(name);
        }
    }
    let primary = primary.unwrap_or(names.len());
    Ok((names, primary))
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
        colour_names: Vec::new(),
    })
}

fn add_option(
    matrix: &mut Matrix,
    items: &[usize],
    line: usize,
    name: impl Fn(usize) -> String,
) -> Result<(), ProblemError> {
    matrix
        .add_option(items)
        .map_err(|error| build_error(error, line, name))?;
    Ok(())
}

/// What a refused option means to the person who wrote it.
fn build_error(error: BuildError, line: usize, name: impl Fn(usize) -> String) -> ProblemError {
    ProblemError {
        line,
        message: match error {
            BuildError::EmptyOption { .. } => "an option needs at least one item".into(),
            BuildError::RepeatedItem { item, .. } => {
                format!("item {:?} appears twice in this option", name(item))
            }
            other => other.to_string(),
        },
    }
}

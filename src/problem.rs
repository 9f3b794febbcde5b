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
//!   names at most eight; here both may be longer. On the first line,
//!   `u:v|p` says that primary item `p` is to be covered between `u` and
//!   `v` times, and `v|p` exactly `v` times (his multiplicities, `dlx3`;
//!   `v` at least 1, `u` at most `v`).
//!
//! - A 0/1 matrix: one option per line, one column per item (all primary),
//!   spaces optional. Items are named `1`, `2`, ... and options by their row.
//!
//! A first line of only `0`, `1` and spaces is a matrix's first row, unless
//! the lines after it are not rows of the same width and it could name
//! items (its words differ, as a line of items' names must): then it names
//! them, so `0 1` followed by options `0` and `1` is Knuth's format. Lines
//! end at a line feed, a carriage return and line feed, or a carriage
//! return alone (as old Macs wrote them), and line numbers count them so.

mod names;

use crate::dlx::{BuildError, Matrix, Multiplicity};
use std::fmt;

pub use names::Names;
use names::OutOfMemory;

/// An exact-cover problem with names for its items and options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The linked structure, ready to search.
    pub matrix: Matrix,
    /// Each item's name.
    pub item_names: Names,
    /// Each option as the user wrote it, its words one space apart.
    pub option_names: Names,
    /// The colours the options name, colour `k` of the matrix being
    /// `colour_names[k - 1]`.
    pub colour_names: Names,
    /// How many times each primary item is to be covered, in their order;
    /// empty when every one is to be covered exactly once, as in exact
    /// cover (the problem then is Algorithm X's, or C's with colours, and
    /// any search takes it; with multiplicities only
    /// [`dlx::multiplicities::Search`](crate::dlx::multiplicities::Search)
    /// does).
    pub multiplicities: Vec<Multiplicity>,
}

/// What is wrong with a problem's text, and on which line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProblemError {
    /// 1-based line of the text.
    pub line: usize,
    /// What is wrong.
    pub message: String,
    /// Whether nothing is wrong with the text but its size: there was no
    /// memory for the problem it writes (reading up to `line`).
    pub out_of_memory: bool,
}

impl ProblemError {
    fn new(line: usize, message: String) -> ProblemError {
        ProblemError {
            line,
            message,
            out_of_memory: false,
        }
    }

    fn out_of_memory(line: usize) -> ProblemError {
        ProblemError {
            line,
            message: "out of memory: the problem is too large for the memory there is".into(),
            out_of_memory: true,
        }
    }
}

impl fmt::Display for ProblemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ProblemError {}

/// Reads either form from bytes, which must be UTF-8: where they are not,
/// the error names the line.
pub fn parse_bytes(bytes: &[u8]) -> Result<Problem, ProblemError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => parse(text),
        Err(error) => {
            let valid = &bytes[..error.valid_up_to()];
            // Valid UTF-8 up to there, so this is its text.
            let before = std::str::from_utf8(valid).unwrap_or_default();
            Err(ProblemError::new(
                lines(before).count().max(1) + usize::from(ends_a_line(before)),
                "not valid text: bytes that are not UTF-8".into(),
            ))
        }
    }
}

/// Whether `text` ends with a line's end, so that what follows begins the
/// next line.
fn ends_a_line(text: &str) -> bool {
    text.ends_with(['\n', '\r'])
}

/// The lines of `text`, without their ends: a line ends at `\n`, `\r\n` or
/// a lone `\r`.
fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let bytes = rest.as_bytes();
        let end = bytes
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
            .unwrap_or(bytes.len());
        let line = &rest[..end];
        let next = match &bytes[end..] {
            [b'\r', b'\n', ..] => end + 2,
            [] => end,
            _ => end + 1,
        };
        rest = &rest[next..];
        Some(line)
    })
}

/// Reads either form (see the module's documentation for which). A
/// byte-order mark at the start is ignored.
pub fn parse(text: &str) -> Result<Problem, ProblemError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines = || {
        lines(text)
            .enumerate()
            .map(|(index, line)| (index + 1, line.trim()))
            .filter(|(_, line)| !line.is_empty() && !line.starts_with('|'))
    };
    let mut rest = lines();
    let Some((first_number, first)) = rest.next() else {
        return Err(ProblemError::new(
            1,
            "no items: the first line names the items, or is a row of 0s and 1s".into(),
        ));
    };
    if !first
        .chars()
        .all(|c| c == '0' || c == '1' || c.is_whitespace())
    {
        return parse_dlx((first_number, first), rest);
    }
    match parse_matrix((first_number, first), rest) {
        Err(error) if !error.out_of_memory && could_name_items(first) => {
            let mut rest = lines();
            rest.next();
            // Where it is neither, the matrix's error: the line looked like
            // a row first.
            parse_dlx((first_number, first), rest).map_err(|_| error)
        }
        read => read,
    }
}

/// Whether a line of `0`s, `1`s and spaces could be a line of items' names:
/// the names `0` and `1` at most once each.
fn could_name_items(line: &str) -> bool {
    let mut words = line.split_whitespace();
    match (words.next(), words.next(), words.next()) {
        (Some(_), None, None) => true,
        (Some(first), Some(second), None) => first != second,
        _ => false,
    }
}

fn parse_dlx<'a>(
    (header_line, header): (usize, &str),
    options: impl Iterator<Item = (usize, &'a str)>,
) -> Result<Problem, ProblemError> {
    let no_memory = |line| move |_| ProblemError::out_of_memory(line);
    let (names, primary, multiplicities) = read_items(header_line, header)?;
    let item_count = names.len();
    let (by_name, item_names) = index_items(header_line, names)?;
    let mut matrix = Matrix::try_new(primary, item_count - primary)
        .map_err(|error| build_error(error, header_line, |_| String::new()))?;
    let mut option_names = Names::default();
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
                    let (item, colour) = colours.read(token, primary, &by_name, line)?;
                    coloured.resize(chosen.len(), 0);
                    push(&mut coloured, colour).map_err(no_memory(line))?;
                    item
                }
            };
            push(&mut chosen, item).map_err(no_memory(line))?;
        }
        if chosen.iter().all(|&item| item >= primary) {
            return Err(ProblemError::new(
                line,
                "an option needs a primary item: with only secondary ones it could never be chosen"
                    .into(),
            ));
        }
        let added = matrix
            .try_reserve_option(chosen.len(), !coloured.is_empty())
            .and_then(|()| {
                if coloured.is_empty() {
                    matrix.add_option(&chosen)
                } else {
                    coloured.resize(chosen.len(), 0);
                    matrix.add_coloured_option(&chosen, &coloured)
                }
            });
        added.map_err(|error| build_error(error, line, |item| item_names[item].to_string()))?;
        option_names
            .push_words(text.split_whitespace())
            .map_err(no_memory(line))?;
    }
    option_names.shrink_to_fit();
    Ok(Problem {
        matrix,
        item_names,
        option_names,
        colour_names: colours.names,
        multiplicities,
    })
}

/// Names with their items' numbers, sorted by name for [`find`].
type ByName<'a> = Vec<(&'a str, usize)>;

/// The items' names sorted with their items, for lookups by binary search
/// (linear scans are quadratic in wide problems, and a hash map would weigh
/// on the size of the wasm module), and in their order.
fn index_items(line: usize, names: Vec<&str>) -> Result<(ByName<'_>, Names), ProblemError> {
    let no_memory = |_| ProblemError::out_of_memory(line);
    let mut by_name = Vec::new();
    by_name
        .try_reserve_exact(names.len())
        .map_err(|_| no_memory(OutOfMemory))?;
    by_name.extend(names.iter().copied().zip(0..));
    by_name.sort_unstable();
    if let Some(pair) = by_name.windows(2).find(|pair| pair[0].0 == pair[1].0) {
        return Err(ProblemError::new(
            line,
            format!("item {:?} is named twice", pair[0].0),
        ));
    }
    let mut item_names = Names::default();
    for name in names {
        item_names
            .push_words(std::iter::once(name))
            .map_err(no_memory)?;
    }
    Ok((by_name, item_names))
}

/// Pushes `value`, or says there was no memory for it, as where the length
/// of a list comes from a text read from outside.
fn push<T>(list: &mut Vec<T>, value: T) -> Result<(), OutOfMemory> {
    list.try_reserve(1).map_err(|_| OutOfMemory)?;
    list.push(value);
    Ok(())
}

/// The colours named so far: colour `k` of the matrix is `names[k - 1]`,
/// numbered in the order they first appear, as Knuth's `dlx2` does.
#[derive(Default)]
struct Colours<'a> {
    names: Names,
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
        line: usize,
    ) -> Result<(usize, u32), ProblemError> {
        let error = |message| ProblemError::new(line, message);
        let not_an_item = |name: &str| error(format!("{name:?} is not an item of the first line"));
        let Some((name, colour)) = token.split_once(':') else {
            return Err(not_an_item(token));
        };
        let item = find(by_name, name).ok_or_else(|| not_an_item(name))?;
        let item = by_name[item].1;
        if colour.is_empty() || colour.contains(':') {
            return Err(error(format!(
                "{token:?}: after ':' comes one colour, a name with no ':'"
            )));
        }
        if item < primary {
            return Err(error(format!(
                "{token:?}: {name:?} is a primary item, which takes no colour (only the secondary \
                 items, after '|', do)"
            )));
        }
        let number = match self
            .by_name
            .binary_search_by(|&(named, _)| named.cmp(colour))
        {
            Ok(found) => self.by_name[found].1,
            Err(place) => {
                let no_memory = |_| ProblemError::out_of_memory(line);
                self.by_name
                    .try_reserve(1)
                    .map_err(|_| no_memory(OutOfMemory))?;
                self.names
                    .push_words(std::iter::once(colour))
                    .map_err(no_memory)?;
                self.by_name.insert(place, (colour, self.names.len()));
                self.names.len()
            }
        };
        Ok((item, number as u32))
    }
}

/// The place of `name` in pairs sorted by name. Inlined natively,
/// where reading words one by one took 70,000 instructions more on
/// pentominoes 3×20 with a call for each; the wasm modules stay smaller
/// without.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
fn find(pairs: &[(&str, usize)], name: &str) -> Option<usize> {
    pairs
        .binary_search_by(|&(candidate, _)| candidate.cmp(name))
        .ok()
}

/// Reads the line of items: the names, how many come before the `|` that
/// begins the secondary ones (all of them when there is none), and the
/// primary items' multiplicities (none when each is to be covered once). A
/// name holds neither `|`, which ends a multiplicity, nor `:`, which gives
/// a colour in an option.
fn read_items(
    line: usize,
    header: &str,
) -> Result<(Vec<&str>, usize, Vec<Multiplicity>), ProblemError> {
    let error = |message: String| ProblemError::new(line, message);
    let no_memory = || ProblemError::out_of_memory(line);
    let (mut names, mut primary) = (Vec::new(), None);
    let (mut multiplicities, mut bounded) = (Vec::new(), false);
    for token in header.split_whitespace() {
        let mut name = match token.strip_prefix('|') {
            Some(rest) => {
                if primary.is_some() {
                    return Err(error("'|' appears twice in the line of items".into()));
                }
                primary = Some(names.len());
                rest
            }
            None => token,
        };
        let mut multiplicity = Multiplicity::ONCE;
        if let Some((bounds, rest)) = name.split_once('|') {
            if primary.is_some() {
                return Err(error(format!(
                    "{name:?}: a secondary item takes no multiplicity (u:v|item), only a \
                     primary one, before the '|' that begins the secondary items"
                )));
            }
            multiplicity =
                read_multiplicity(bounds).map_err(|why| error(format!("{name:?}: {why}")))?;
            if rest.is_empty() {
                return Err(error(format!(
                    "{name:?}: a multiplicity needs an item's name after its '|'"
                )));
            }
            if rest.contains('|') {
                return Err(error(format!("{rest:?}: an item's name holds no '|'")));
            }
            name = rest;
        }
        if name.contains(':') {
            return Err(error(format!(
                "{name:?}: an item's name holds no ':', which gives a colour in an option"
            )));
        }
        if name.is_empty() {
            continue;
        }
        // Written down from the first item that is not to be covered once.
        if multiplicity != Multiplicity::ONCE && !bounded {
            bounded = true;
            multiplicities
                .try_reserve_exact(names.len() + 1)
                .map_err(|_| no_memory())?;
            multiplicities.resize(names.len(), Multiplicity::ONCE);
        }
        if bounded && primary.is_none() {
            push(&mut multiplicities, multiplicity).map_err(|_| no_memory())?;
        }
        push(&mut names, name).map_err(|_| no_memory())?;
    }
    let primary = primary.unwrap_or(names.len());
    Ok((names, primary, multiplicities))
}

/// The multiplicity written before an item's `|`: `u:v` (from `u` to `v`
/// times) or `v` (exactly `v` times), or why it is not one.
fn read_multiplicity(bounds: &str) -> Result<Multiplicity, String> {
    let number = |text: &str| {
        if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!(
                "a multiplicity is u:v|item or v|item, with whole numbers u and v, not {text:?}"
            ));
        }
        text.parse::<u32>()
            .map_err(|_| format!("{text} is too large a bound: at most {}", u32::MAX))
    };
    let (lower, upper) = match bounds.split_once(':') {
        Some((lower, upper)) => (number(lower)?, number(upper)?),
        None => {
            let upper = number(bounds)?;
            (upper, upper)
        }
    };
    if upper == 0 {
        return Err("the upper bound is 0: an item is covered at least once at most".into());
    }
    if lower > upper {
        return Err(format!(
            "the lower bound {lower} exceeds the upper bound {upper}"
        ));
    }
    Ok(Multiplicity { lower, upper })
}

fn parse_matrix<'a>(
    first: (usize, &'a str),
    rest: impl Iterator<Item = (usize, &'a str)>,
) -> Result<Problem, ProblemError> {
    let no_memory = |line| move |_| ProblemError::out_of_memory(line);
    let width = first.1.chars().filter(|c| !c.is_whitespace()).count();
    let mut item_names = Names::default();
    for item in 1..=width {
        item_names
            .push_words(std::iter::once(item.to_string().as_str()))
            .map_err(no_memory(first.0))?;
    }
    let mut matrix = Matrix::try_new(width, 0)
        .map_err(|error| build_error(error, first.0, |_| String::new()))?;
    let mut option_names = Names::default();
    let mut items = Vec::new();
    for (row, (line, text)) in std::iter::once(first).chain(rest).enumerate() {
        let error = |message: String| ProblemError::new(line, message);
        items.clear();
        let mut columns = 0;
        for cell in text.chars().filter(|c| !c.is_whitespace()) {
            match cell {
                '0' => {}
                '1' => push(&mut items, columns).map_err(no_memory(line))?,
                bad => {
                    return Err(error(format!("{bad:?} in a matrix row: use only 0 and 1")));
                }
            }
            columns += 1;
        }
        if columns != width {
            return Err(error(format!(
                "{columns} columns, but the first row has {width}"
            )));
        }
        matrix
            .try_reserve_option(items.len(), false)
            .and_then(|()| matrix.add_option(&items))
            .map_err(|error| build_error(error, line, |item| item_names[item].to_string()))?;
        option_names
            .push_words(std::iter::once(format!("row {}", row + 1).as_str()))
            .map_err(no_memory(line))?;
    }
    option_names.shrink_to_fit();
    Ok(Problem {
        matrix,
        item_names,
        option_names,
        colour_names: Names::default(),
        multiplicities: Vec::new(),
    })
}

/// What a refused option means to the person who wrote it.
fn build_error(error: BuildError, line: usize, name: impl Fn(usize) -> String) -> ProblemError {
    let message = match error {
        BuildError::OutOfMemory => return ProblemError::out_of_memory(line),
        BuildError::EmptyOption { .. } => "an option needs at least one item".into(),
        BuildError::RepeatedItem { item, .. } => {
            format!("item {:?} appears twice in this option", name(item))
        }
        other => other.to_string(),
    };
    ProblemError::new(line, message)
}

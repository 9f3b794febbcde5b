//! A ```sudoku-dlx fence read into the element's HTML, by the rules of
//! npm/fence.js (the markdown-it plugin's), which that file states:
//! tests/fixtures/fences.json and a property test over generated fences
//! (tests/e2e/fence-spec.test.mjs) hold both to the same answers.

const MODES: [&str; 3] = ["solve", "visualize", "ladder"];

/// What an attribute takes.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Flag,
    Text,
    Number,
    Speed,
    Theme,
    Mode,
}

/// Every attribute a fence may set and what it takes: npm/fence.js's
/// `FENCE_ATTRIBUTES`, in its order (tests/e2e/fence-spec.test.mjs renders a
/// fence with each through both).
const ATTRIBUTES: [(&str, Kind); 22] = [
    ("mode", Kind::Mode),
    ("puzzle", Kind::Text),
    ("entries", Kind::Text),
    ("marks", Kind::Text),
    ("count-limit", Kind::Number),
    ("watch", Kind::Text),
    ("storage-key", Kind::Text),
    ("daily", Kind::Text),
    ("label", Kind::Text),
    ("problem", Kind::Text),
    ("rule", Kind::Text),
    ("speed", Kind::Speed),
    ("autoplay", Kind::Flag),
    ("loop", Kind::Flag),
    ("controls", Kind::Text),
    ("panels", Kind::Text),
    ("compact", Kind::Flag),
    ("present", Kind::Flag),
    ("loading", Kind::Text),
    ("step", Kind::Number),
    ("theme", Kind::Theme),
    ("id", Kind::Text),
];

fn kind_of(name: &str) -> Option<Kind> {
    ATTRIBUTES
        .iter()
        .find(|(known, _)| *known == name)
        .map(|&(_, kind)| kind)
}

/// The info string's whitespace: spaces and tabs (CommonMark's).
fn is_space(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// ASCII whitespace, trimmed from the body and left out of a grid.
fn is_ascii_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\x0c' | '\r')
}

/// Text made safe in an attribute or an element, on one line.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.replace("\r\n", "\n").replace('\r', "\n").chars() {
        match c {
            '&' | '<' | '>' | '"' | '\'' | '\n' => out.push_str(&format!("&#{};", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// The words of the info string: name and value (None for a bare word).
fn words(info: &str) -> Result<Vec<(String, Option<String>)>, String> {
    let chars: Vec<char> = info.chars().collect();
    let unreadable = |at: usize| {
        let rest: String = chars[at..].iter().collect();
        format!("cannot read \"{rest}\" (an unclosed quote, or = without a value?)")
    };
    let mut found = Vec::new();
    let mut at = 0;
    loop {
        while at < chars.len() && is_space(chars[at]) {
            at += 1;
        }
        if at >= chars.len() {
            return Ok(found);
        }
        let start = at;
        while at < chars.len() && !is_space(chars[at]) && !"=\"'".contains(chars[at]) {
            at += 1;
        }
        if at == start {
            return Err(unreadable(start));
        }
        let name: String = chars[start..at].iter().collect();
        let mut value = None;
        if chars.get(at) == Some(&'=') {
            at += 1;
            match chars.get(at) {
                Some(&quote @ ('"' | '\'')) => {
                    let close = chars[at + 1..]
                        .iter()
                        .position(|&c| c == quote)
                        .ok_or_else(|| unreadable(start))?;
                    value = Some(chars[at + 1..at + 1 + close].iter().collect());
                    at += close + 2;
                }
                _ => {
                    let from = at;
                    while at < chars.len() && !is_space(chars[at]) && !"\"'".contains(chars[at]) {
                        at += 1;
                    }
                    if at == from {
                        return Err(unreadable(start));
                    }
                    value = Some(chars[from..at].iter().collect());
                }
            }
        }
        if at < chars.len() && !is_space(chars[at]) {
            return Err(unreadable(start));
        }
        found.push((name, value));
    }
}

fn is_grid(body: &str) -> bool {
    let cells: Vec<char> = body
        .chars()
        .filter(|&c| !is_ascii_space(c) && !"|+-".contains(c))
        .collect();
    let symbol = |c: &char| {
        c.is_ascii_digit() || ('a'..='p').contains(&c.to_ascii_lowercase()) || "._".contains(*c)
    };
    let not_empty = |c: &&char| {
        ('2'..='9').contains(*c) || ('a'..='p').contains(&c.to_ascii_lowercase()) || **c == '.'
    };
    cells.iter().all(symbol)
        && cells.iter().any(|c| not_empty(&c))
        && [16, 36, 81, 256, 625].contains(&cells.len())
}

/// What is wrong with `value` for an attribute of `kind`, if anything.
fn value_problem(kind: Kind, value: &str) -> Option<&'static str> {
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    let fits = match kind {
        Kind::Number => digits(value),
        Kind::Speed => {
            value == "max"
                || value
                    .split_once('.')
                    .map_or(digits(value), |(a, b)| digits(a) && digits(b))
        }
        Kind::Theme => ["light", "dark", "auto"].contains(&value),
        Kind::Mode => MODES.contains(&value),
        Kind::Flag | Kind::Text => true,
    };
    (!fits).then_some(match kind {
        Kind::Theme => "is not light, dark or auto",
        Kind::Mode => "is not solve, visualize or ladder",
        _ => "is not a number",
    })
}

/// Adds one word to `attributes`, or says what is wrong with it.
fn check_word(
    name: String,
    value: Option<String>,
    attributes: &mut Vec<(String, String)>,
) -> Result<(), String> {
    let bare_mode = value.is_none() && MODES.contains(&name.as_str());
    let (key, given) = if bare_mode {
        ("mode".to_string(), Some(name.clone()))
    } else {
        (name.clone(), value)
    };
    let Some(kind) = kind_of(&key) else {
        return Err(format!("unknown attribute \"{name}\""));
    };
    let given = match (kind == Kind::Flag, given) {
        (true, Some(_)) => return Err(format!("{key} takes no value")),
        (false, None) => return Err(format!("{key} needs a value ({key}=...)")),
        (true, None) => String::new(),
        (false, Some(given)) => given,
    };
    if let Some((_, had)) = attributes.iter().find(|(k, _)| *k == key) {
        return Err(if key == "mode" {
            format!("two modes: {had} and {given}")
        } else {
            format!("{key} is given twice")
        });
    }
    if kind != Kind::Flag {
        if let Some(problem) = value_problem(kind, &given) {
            return Err(format!("{key}={given} {problem}"));
        }
    }
    attributes.push((key, given));
    Ok(())
}

/// The element's attributes for a fence, or the reason there are none.
pub fn read_fence(info: &str, body: &str) -> Result<Vec<(String, String)>, String> {
    let mut attributes = Vec::new();
    for (name, value) in words(info)? {
        check_word(name, value, &mut attributes)?;
    }
    let mode = match attributes.iter().position(|(k, _)| k == "mode") {
        Some(i) => attributes[i].1.clone(),
        None => {
            attributes.push(("mode".into(), "solve".into()));
            "solve".into()
        }
    };
    let text = body.trim_matches(is_ascii_space);
    if !text.is_empty() {
        let key = if mode == "visualize" && !is_grid(text) {
            "problem"
        } else {
            "puzzle"
        };
        if attributes.iter().any(|(k, _)| k == key) {
            return Err(format!(
                "{key} is given twice, in the info string and the body"
            ));
        }
        attributes.push((key.into(), text.into()));
    }
    if mode != "visualize" && attributes.iter().any(|(k, _)| k == "problem") {
        return Err("problem needs visualize mode".into());
    }
    Ok(attributes)
}

/// The HTML of a fence: the element, or a visible error naming the problem.
pub fn render_fence(info: &str, body: &str) -> String {
    match read_fence(info, body) {
        Err(error) => format!(
            "<div class=\"sudoku-dlx-error\" role=\"alert\">{}</div>\n",
            escape_html(&format!("sudoku-dlx block: {error}"))
        ),
        Ok(attributes) => {
            let mut html = String::from("<sudoku-dlx");
            for (name, value) in attributes {
                if kind_of(&name) == Some(Kind::Flag) {
                    html.push_str(&format!(" {name}"));
                } else {
                    html.push_str(&format!(" {name}=\"{}\"", escape_html(&value)));
                }
            }
            html.push_str("></sudoku-dlx>\n");
            html
        }
    }
}

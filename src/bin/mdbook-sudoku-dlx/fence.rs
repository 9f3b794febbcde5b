//! A ```sudoku-dlx fence read into the element's HTML, by the rules of
//! npm/fence.js (the markdown-it plugin's); tests/fixtures/fences.json holds
//! both to the same answers.

const MODES: [&str; 3] = ["solve", "visualize", "ladder"];
const FLAGS: [&str; 3] = ["autoplay", "loop", "compact"];
const VALUED: [&str; 7] = [
    "puzzle",
    "problem",
    "step",
    "speed",
    "controls",
    "panels",
    "count-limit",
];

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
        while at < chars.len() && chars[at].is_whitespace() {
            at += 1;
        }
        if at >= chars.len() {
            return Ok(found);
        }
        let start = at;
        while at < chars.len() && !chars[at].is_whitespace() && !"=\"'".contains(chars[at]) {
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
                    while at < chars.len()
                        && !chars[at].is_whitespace()
                        && !"\"'".contains(chars[at])
                    {
                        at += 1;
                    }
                    if at == from {
                        return Err(unreadable(start));
                    }
                    value = Some(chars[from..at].iter().collect());
                }
            }
        }
        if at < chars.len() && !chars[at].is_whitespace() {
            return Err(unreadable(start));
        }
        found.push((name, value));
    }
}

fn is_grid(body: &str) -> bool {
    let cells: Vec<char> = body
        .chars()
        .filter(|c| !c.is_whitespace() && !"|+-".contains(*c))
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

fn is_number(name: &str, value: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    match name {
        "step" | "count-limit" => digits(value),
        "speed" => {
            value == "max"
                || value
                    .split_once('.')
                    .map_or(digits(value), |(a, b)| digits(a) && digits(b))
        }
        _ => true,
    }
}

/// Adds one word to `attributes`, or says what is wrong with it.
fn check_word(
    name: String,
    value: Option<String>,
    attributes: &mut Vec<(String, String)>,
) -> Result<(), String> {
    let get = |attributes: &Vec<(String, String)>, key: &str| {
        attributes
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
    };
    if value.is_none() && MODES.contains(&name.as_str()) {
        if let Some(mode) = get(attributes, "mode") {
            return Err(format!("two modes: {mode} and {name}"));
        }
        attributes.push(("mode".into(), name));
        return Ok(());
    }
    let flag = FLAGS.contains(&name.as_str());
    if !flag && !VALUED.contains(&name.as_str()) {
        return Err(format!("unknown attribute \"{name}\""));
    }
    if get(attributes, &name).is_some() {
        return Err(format!("{name} is given twice"));
    }
    match (flag, value) {
        (true, Some(_)) => Err(format!("{name} takes no value")),
        (false, None) => Err(format!("{name} needs a value ({name}=...)")),
        (_, Some(v)) if !is_number(&name, &v) => Err(format!("{name}={v} is not a number")),
        (_, value) => {
            attributes.push((name, value.unwrap_or_default()));
            Ok(())
        }
    }
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
    let text = body.trim();
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
            "<div class=\"sudoku-dlx-error\" role=\"alert\" style=\"border:2px solid #b42318;color:#b42318;padding:8px 12px\">{}</div>\n",
            escape_html(&format!("sudoku-dlx block: {error}"))
        ),
        Ok(attributes) => {
            let mut html = String::from("<sudoku-dlx");
            for (name, value) in attributes {
                if FLAGS.contains(&name.as_str()) {
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

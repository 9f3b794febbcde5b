//! Arguments checked in JavaScript's terms: a `TypeError` naming the
//! argument unless it has the right type, a `RangeError` unless it is in
//! range, and nothing coerced.
//!
//! Nothing a caller passes may throw through wasm. An exception thrown by
//! an import leaves the wasm frames under it without restoring the stack
//! pointer, so a few thousand of them (a revoked `Proxy` passed again and
//! again) leave the module trapping on every call for good. So every
//! import that can run a caller's code (a getter, a proxy's trap, an
//! iterator) is declared `catch`, which hands the exception back as an
//! `Err` to be returned: `Reflect.get` for a property or an element (not
//! `array[i]` or `.length`), and the imports below. The rest only look at
//! a value's type (`typeof`), which runs nothing.

#[cfg(feature = "logic")]
use crate::contract::ErrorCode;
use crate::work::Budget;
use js_sys::{JsString, RangeError, TypeError};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What every export returns: its answer, or the JavaScript error to throw.
pub type Result<T> = std::result::Result<T, JsValue>;

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray`, which throws for a revoked proxy (js-sys's
    /// `Array::is_array`, and `dyn_ref::<Array>`, do not catch it).
    #[cfg(feature = "logic")]
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(value: &JsValue) -> Result<bool>;

    /// `Object.keys`, which runs a proxy's traps (js-sys's `Object::keys`
    /// does not catch them).
    #[cfg(feature = "logic")]
    #[wasm_bindgen(catch, js_namespace = Object, js_name = keys)]
    pub fn object_keys(value: &JsValue) -> Result<js_sys::Array>;
}

/// The elements of an array argument, each read once through
/// `Reflect.get`, or `None` when `value` is not an array; a getter or a
/// proxy's trap that throws is an `Err`. At most `max` elements are read:
/// a longer array is answered with its length alone, to be refused.
#[cfg(feature = "logic")]
pub fn array(value: &JsValue, max: usize) -> Result<Option<(usize, Vec<JsValue>)>> {
    if !is_array(value)? {
        return Ok(None);
    }
    let length = js_sys::Reflect::get(value, &"length".into())?
        .as_f64()
        .filter(|length| length.fract() == 0.0 && *length >= 0.0)
        .unwrap_or(f64::MAX);
    if length > max as f64 {
        return Ok(Some((length.min(usize::MAX as f64) as usize, Vec::new())));
    }
    let elements = (0..length as u32)
        .map(|index| js_sys::Reflect::get_u32(value, index))
        .collect::<Result<_>>()?;
    Ok(Some((length as usize, elements)))
}

pub fn type_error(message: &str) -> JsValue {
    TypeError::new(message).into()
}

pub fn range_error(message: &str) -> JsValue {
    RangeError::new(message).into()
}

/// A plain `Error` carrying a parser's message.
pub fn error(message: &impl ToString) -> JsValue {
    JsError::new(&message.to_string()).into()
}

/// An `Error` whose `code` JavaScript tests instead of the wording (as
/// Node's errors carry `code`): one of [`ErrorCode`], which the page reads
/// as `ErrorCode` of `shared/engine-facts.js`, written from it.
#[cfg(feature = "logic")]
pub fn coded_error(code: ErrorCode, message: &impl ToString) -> JsValue {
    let error = js_sys::Error::new(&message.to_string());
    // Setting a property of a fresh `Error` cannot fail.
    let _ = js_sys::Reflect::set(&error, &"code".into(), &code.as_str().into());
    error.into()
}

/// The longest grid text read, in UTF-16 units: a pretty 25×25 grid is
/// under 4,000.
pub const MAX_GRID_TEXT: u32 = 1 << 16;

/// The nodes a search export may take when the caller gives no budget:
/// 500 times the hardest 9×9 of the shared sets (each under 20,000), and
/// an end to a search with no end in sight:
/// the 25×25 pigeonhole puzzle, whose nodes are slow, reaches it in about
/// 40 s in Node on a busy machine.
pub const DEFAULT_SEARCH_BUDGET: u64 = 10_000_000;

/// The longest exact-cover text read.
#[cfg(any(feature = "stepper", feature = "cover"))]
pub const MAX_PROBLEM_TEXT: u32 = 1 << 20;

/// A text argument: a string of at most `max` UTF-16 units, measured before
/// it is copied into wasm memory, which never shrinks.
pub fn text(name: &str, value: &JsValue, max: u32) -> Result<String> {
    let Some(string) = value.dyn_ref::<JsString>() else {
        return Err(type_error(&format!("{name} must be a string")));
    };
    if string.length() > max {
        return Err(range_error(&format!(
            "{name} must be at most {max} characters long"
        )));
    }
    Ok(string.into())
}

/// An exact-cover problem read from the argument `text`: a string of at
/// most [`MAX_PROBLEM_TEXT`] units, with no lone surrogate (which would
/// arrive as U+FFFD, so that a replacement character the caller wrote
/// could not be told from one made of a broken string), parsed. Throws an
/// `Error` naming the line of a lone surrogate or of what is wrong.
#[cfg(any(feature = "stepper", feature = "cover"))]
pub fn problem(text: &JsValue) -> Result<crate::problem::Problem> {
    let read = self::text("text", text, MAX_PROBLEM_TEXT)?;
    // Searched for as bytes: `str::contains` would add a substring search
    // to the module.
    let replacement = "\u{fffd}".as_bytes();
    if read.as_bytes().windows(3).any(|bytes| bytes == replacement) {
        if let Some(line) = text.dyn_ref::<JsString>().and_then(lone_surrogate_line) {
            return Err(error(&format!(
                "line {line}: not valid text: a lone surrogate"
            )));
        }
    }
    crate::problem::parse(&read).map_err(|e| error(&e))
}

/// The line of the first lone surrogate in `string`, if it has one, lines
/// counted as the problem's parser counts them (`\n`, `\r\n` or `\r`).
#[cfg(any(feature = "stepper", feature = "cover"))]
fn lone_surrogate_line(string: &JsString) -> Option<usize> {
    let (mut line, mut after_return, mut high) = (1, false, false);
    for unit in string.iter() {
        // A high surrogate must come before each low one, and only there.
        if high != (0xDC00..0xE000).contains(&unit) {
            return Some(line);
        }
        high = (0xD800..0xDC00).contains(&unit);
        if unit == u16::from(b'\r') || (unit == u16::from(b'\n') && !after_return) {
            line += 1;
        }
        after_return = unit == u16::from(b'\r');
    }
    high.then_some(line)
}

/// The largest count or limit a JavaScript number holds exactly.
pub const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// A number argument, whatever number it is.
fn number(name: &str, value: &JsValue) -> Result<f64> {
    value
        .as_f64()
        .ok_or_else(|| type_error(&format!("{name} must be a number")))
}

/// A number argument that must be a whole number from `min` to `max`:
/// anything else that is a number is a `RangeError`, and anything that is
/// not a number (`null`, `true`, `'5'`, `[7]`, ...) a `TypeError`, rather
/// than coerced. The message leaves the number out: printing floats would
/// add a tenth to the size of the module.
pub fn whole_number(name: &str, value: &JsValue, min: u64, max: u64) -> Result<u64> {
    let number = number(name, value)?;
    if number.fract() == 0.0 && (min as f64..=max as f64).contains(&number) {
        Ok(number as u64)
    } else {
        Err(range_error(&format!(
            "{name} must be a whole number from {min} to {max}"
        )))
    }
}

/// Like [`whole_number`], for an argument that may be left out.
pub fn optional_whole_number(
    name: &str,
    value: &JsValue,
    min: u64,
    max: u64,
) -> Result<Option<u64>> {
    if value.is_undefined() {
        return Ok(None);
    }
    whole_number(name, value, min, max).map(Some)
}

/// A search's budget given in nodes, or `default_nodes` when left out: the
/// nodes, with the work [`Budget::nodes`] allows them, so that a search
/// whose nodes are costly stops in about the time a budget of cheap nodes
/// takes.
pub fn budget(name: &str, value: &JsValue, default_nodes: u64) -> Result<Budget> {
    let nodes = optional_whole_number(name, value, 1, MAX_SAFE_INTEGER)?;
    Ok(Budget::nodes(nodes.unwrap_or(default_nodes)))
}

/// An index argument: a `TypeError` unless a number, and `None` for any
/// number that is no index (NaN, a fraction, a negative or huge number), so
/// that it answers like an index out of range.
#[cfg(any(feature = "stepper", feature = "ladder"))]
pub fn index(name: &str, value: &JsValue) -> Result<Option<usize>> {
    let number = number(name, value)?;
    let whole = number.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&number);
    Ok(whole.then_some(number as usize))
}

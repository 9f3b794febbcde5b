//! mdBook's preprocessor protocol: `[context, book]` as JSON in, the book
//! with its chapters converted out. The JSON is serde_json's, strict (a
//! lone surrogate, an invalid number or text after the document is an
//! error) and with a limit on nesting, so that no input can overflow the
//! stack.

use super::markdown;
use serde_json::Value;

/// The book of `input`, the JSON `[context, book]`, with every chapter's
/// fences turned into elements, as compact JSON; or what is wrong with the
/// input.
pub fn preprocess(input: &[u8]) -> Result<Vec<u8>, String> {
    let pair: Value =
        serde_json::from_slice(input).map_err(|e| format!("reading the book: {e}"))?;
    let mut book = match pair {
        Value::Array(mut pair) if pair.len() == 2 => pair.pop().unwrap_or(Value::Null),
        _ => return Err("expected [context, book] on stdin".into()),
    };
    convert_chapters(&mut book);
    serde_json::to_vec(&book).map_err(|e| format!("writing the book: {e}"))
}

/// Rewrites the `content` of every `Chapter`, however deep (sub_items), in
/// any version of the book's layout (`sections` or `items`). The parser's
/// nesting limit bounds the recursion.
fn convert_chapters(value: &mut Value) {
    match value {
        Value::Array(items) => items.iter_mut().for_each(convert_chapters),
        Value::Object(fields) => {
            if let Some(Value::Object(chapter)) = fields.get_mut("Chapter") {
                if let Some(Value::String(text)) = chapter.get_mut("content") {
                    *text = markdown::convert(text);
                }
            }
            fields.values_mut().for_each(convert_chapters);
        }
        _ => {}
    }
}

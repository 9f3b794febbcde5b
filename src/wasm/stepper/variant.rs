//! A variant puzzle opened in the stepper: the variant's own matrix (its
//! houses, groups, pairs and whole-cage options, `src/sudoku/variant/`),
//! with each item and option named in the variant's words.

use super::super::arguments::{error, Result};
use crate::dlx::Matrix;
use crate::sudoku::variant::{self, grid_text, ItemLabel, Variant, VariantEncoding};

/// A variant as the stepper searches it.
pub(super) struct Opened {
    pub variant: Variant,
    pub encoding: VariantEncoding,
    /// Each item's kind and name.
    pub items: Vec<ItemLabel>,
}

/// Reads and encodes the variant `text` into `matrix`. Throws what the
/// parser or the encoding says, and refuses an arrow that shares a cell, a
/// little killer and a sandwich: they need Knuth's colours, and the
/// stepper shows Algorithm X.
pub(super) fn open(text: &str, matrix: &mut Matrix) -> Result<Opened> {
    let variant = variant::parse(text).map_err(|e| error(&e))?;
    if variant.has_colours() {
        return Err(error(
            &"little killers, sandwiches and an arrow that shares a cell with another arrow or a \
              cage are searched with colours (Knuth's Algorithm C), which the visualizer does \
              not step yet",
        ));
    }
    let mut encoding = VariantEncoding::default();
    let items = encoding
        .encode_named(&variant, matrix)
        .map_err(|e| error(&e))?;
    Ok(Opened {
        variant,
        encoding,
        items,
    })
}

impl Opened {
    /// The givens with the placements of `options` filled in, one line.
    pub fn fill(&self, options: impl IntoIterator<Item = usize>) -> String {
        grid_text(&self.encoding.fill(options))
    }
}

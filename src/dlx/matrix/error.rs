//! Why an option could not be added to a matrix.

use std::fmt;

/// Why an option could not be added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The option has no items.
    EmptyOption {
        /// The index the option would have had.
        option: usize,
    },
    /// An item index is not less than the number of items.
    ItemOutOfRange {
        /// The index the option would have had.
        option: usize,
        /// The offending item.
        item: usize,
        /// How many items the matrix has.
        items: usize,
    },
    /// The same item appears twice in one option.
    RepeatedItem {
        /// The index the option would have had.
        option: usize,
        /// The repeated item.
        item: usize,
    },
    /// The matrix would have 2²⁸ nodes or more (items and options' items),
    /// beyond its 32-bit handles.
    TooLarge,
    /// There was no memory for the option (or for the items of a new
    /// matrix): the allocation failed, and the matrix is unchanged.
    OutOfMemory,
    /// A colour was given to a primary item: only secondary items take
    /// colours.
    ColouredPrimary {
        /// The index the option would have had.
        option: usize,
        /// The primary item.
        item: usize,
    },
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::EmptyOption { option } => write!(f, "option {option} has no items"),
            BuildError::ItemOutOfRange {
                option,
                item,
                items,
            } => write!(
                f,
                "option {option}: item {item} is out of range (there are {items} items)"
            ),
            BuildError::RepeatedItem { option, item } => {
                write!(f, "option {option}: item {item} appears twice")
            }
            BuildError::TooLarge => write!(
                f,
                "the matrix is too large: it must have fewer than 2^28 nodes"
            ),
            BuildError::OutOfMemory => write!(f, "out of memory for the matrix"),
            BuildError::ColouredPrimary { option, item } => write!(
                f,
                "option {option}: item {item} is primary and cannot take a colour"
            ),
        }
    }
}

impl std::error::Error for BuildError {}

impl From<std::collections::TryReserveError> for BuildError {
    fn from(_: std::collections::TryReserveError) -> BuildError {
        BuildError::OutOfMemory
    }
}

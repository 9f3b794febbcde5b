//! The events of a search taken step by step, for whoever shows it.

use super::ItemOptions;

/// One step of the search, as [`Search::step`](super::Search::step)
/// reports it.
///
/// Items and options are the matrix's 0-based indices. Depth 0 is the first
/// choice.
#[derive(Clone)]
pub enum Event<'a> {
    /// The column rule chose `item`, which has `length` options left. A
    /// length of 0 fails at once: the search backs up without covering it.
    Choose {
        /// The chosen item.
        item: usize,
        /// Its number of remaining options.
        length: usize,
    },
    /// `item` was covered and its `options` were hidden from the other
    /// items' lists.
    Cover {
        /// The covered item.
        item: usize,
        /// The options it hid.
        options: ItemOptions<'a>,
        /// Whether `item` is the level's chosen item (Knuth's step X4)
        /// rather than another item of the option tried (X5).
        chosen: bool,
    },
    /// The exact inverse of a [`Event::Cover`] of `item`.
    Uncover {
        /// The uncovered item.
        item: usize,
        /// The options it restored.
        options: ItemOptions<'a>,
        /// Whether `item` is the level's chosen item, its options all tried
        /// (Knuth's step X7), rather than another item of the option
        /// tried (X6).
        chosen: bool,
    },
    /// Algorithm C only: `item`, a secondary item that the option just
    /// selected gives `colour`, was purified: the options that give it
    /// another colour, or none, were hidden from the other items' lists,
    /// and the item is no longer active. (An item the option colours alike
    /// with one chosen before is purified already, with no event.)
    Purify {
        /// The purified item.
        item: usize,
        /// Its colour, as the matrix numbers colours.
        colour: u32,
    },
    /// The exact inverse of a [`Event::Purify`] of `item`.
    Unpurify {
        /// The item.
        item: usize,
        /// Its colour.
        colour: u32,
    },
    /// `option` joined the partial solution at `depth`.
    Select {
        /// The option.
        option: usize,
        /// Its depth in the partial solution.
        depth: usize,
    },
    /// `option` left the partial solution at `depth`.
    Deselect {
        /// The option.
        option: usize,
        /// Its depth in the partial solution.
        depth: usize,
    },
    /// The partial solution covers every primary item; read it with
    /// [`Search::solution`](super::Search::solution).
    Solution,
    /// The whole tree has been searched (or the search was stopped).
    Done,
}

//! Exact cover by dancing links: Knuth's Algorithm X, laid out as in his `dlx1`.
//!
//! An exact-cover problem has *items* and *options*; each option is a set of
//! items. A solution is a set of options that contains every *primary* item
//! exactly once and every *secondary* item at most once.
//!
//! # Implementation notes
//!
//! A "pointer" is an index into flat arrays, never a reference: 32-bit
//! indices halve the memory traffic of 64-bit pointers, and the whole
//! structure can be cloned and compared, which the tests use to prove that
//! every search puts it back exactly as it was built.
//!
//! `nodes[0..=n]` are the item headers (only their `up`/`down` are used).
//! After them the options are stored one after another, each followed by a
//! *spacer* node, so an option needs no left/right links: its nodes are
//! consecutive, and a spacer's `up` leads back to the first node of the
//! option before it and its `down` forward to the last node of the option
//! after it. A spacer's `top` is `-k` where `k` is the number of options
//! before it, which is how a node finds its option.
//!
//! Items are not linked into a list as in `dlx1`. Each item's length lives
//! in one dense array, and a covered item carries a large offset on top of its
//! length, so choosing an item is a scan of contiguous memory rather than a
//! chase through dependent links; on Sudoku that made the whole search about
//! twice as fast. The primary items come first, and the scan stops before
//! the secondary ones, so the search never branches on a secondary item.
//!
//! Covering an item hides each of its options from every *other* item's
//! list but leaves the item's own list intact. That is what makes uncovering
//! possible, and it also means that right after a cover (or uncover) the
//! item's list is exactly the set of options it hid (or restored), which is
//! what [`Event::Cover`] hands to a caller without copying anything.

mod algorithm;
mod estimate;
mod event;
mod holder;
mod matrix;
pub mod memory;
pub mod multiplicities;
mod replay;
pub mod rule;
mod search;
pub mod split;

pub use algorithm::{Algorithm, AlgorithmStep, Colours, Exact};
pub use estimate::{
    estimate, estimate_by, estimate_within, probe, unstopped, Estimate, EstimateLimits, MAX_PROBES,
};
pub use event::Event;
pub use holder::MatrixHolder;
pub use matrix::{BuildError, ItemOptions, Matrix, Tie};
pub use multiplicities::Multiplicity;
pub use replay::{Level, LinkChange, Move, Replay};
pub use rule::{ItemRule, Rule};
pub use search::{BadPath, Below, Path, Search, Stats};

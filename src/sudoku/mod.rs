//! Sudoku as an exact-cover problem, on the generic engine in [`crate::dlx`].
//!
//! A grid of side `n` has four groups of `n²` constraints: each cell holds one
//! symbol, and each row, column and box holds each symbol once. A placement
//! "symbol `v` in cell `(r, c)`" is an option covering one constraint of each
//! group. Only constraints the givens leave open become items, and only
//! placements consistent with the givens become options, so the search starts
//! from the smallest matrix the givens allow (the seeds do the same).

mod analysis;
mod daily;
mod encoding;
mod error;
mod generate;
mod grid;
mod layout;
pub mod logic;
mod rate;
mod shuffle;
mod solver;
pub mod variant;

pub use analysis::{candidates, hint, HintError, Possibilities, Symbols};
pub use daily::{daily, daily_options, daily_seed, weekday_level, Daily, Date, WEEK};
pub use encoding::{Constraint, ConstraintKind, Encoding, Placement};
pub use error::{ParseError, NOT_VALID_TEXT};
pub use generate::{
    generate, levels_within_reach, puzzle_seed, GenerateError, Generator, Options, Symmetry,
    MAX_ATTEMPTS,
};
pub use grid::{Cell, Grid, Shape, Unit, EMPTY_CELLS, IGNORED, SYMBOLS};
pub use layout::Layout;
pub use logic::{Hint, Technique};
pub use rate::{hardest, rate, rate_candidates, rate_within, Level, Rating, Unrated};
pub use solver::{Counted, GaveUp, Solved, Solver};

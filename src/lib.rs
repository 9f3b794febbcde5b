//! Knuth's dancing links in Rust: a generic exact-cover engine ([`dlx`]), a
//! Sudoku model built on it ([`sudoku`]), and, on `wasm32`, a thin
//! JavaScript binding.
//!
//! ```
//! use sudoku_dlx::dlx::{Matrix, Search};
//!
//! let mut matrix = Matrix::new(7, 0); // Knuth's example: items a..g
//! for option in [&[2, 4][..], &[0, 3, 6], &[1, 2, 5], &[0, 3, 5], &[1, 6], &[3, 4, 6]] {
//!     matrix.add_option(option)?;
//! }
//! let mut search = Search::new(&mut matrix);
//! // Options in the order the search chose them: {a d f}, {c e}, {b g}.
//! assert_eq!(search.next_solution(), Some(vec![3, 0, 4]));
//! assert_eq!(search.next_solution(), None);
//! # Ok::<(), sudoku_dlx::dlx::BuildError>(())
//! ```
#![deny(unsafe_code)]
#![deny(missing_docs)]

pub mod cells;
pub mod classic;
pub mod contract;
pub mod csp;
pub mod dlx;
pub mod ladder;
pub mod problem;
pub mod random;
pub mod sudoku;
pub mod work;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

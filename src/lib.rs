//! Knuth's dancing links in Rust: a generic exact-cover engine ([`dlx`]), a
//! Sudoku model built on it ([`sudoku`]), and, on `wasm32`, a thin
//! JavaScript binding.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod dlx;
pub mod problem;
pub mod sudoku;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

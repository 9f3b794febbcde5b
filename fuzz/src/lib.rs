//! The checks behind the fuzz targets, apart from libFuzzer so that stable
//! `cargo test` runs them too, on the seed corpus (`tests/fuzz_seeds.rs`).

pub mod checks;

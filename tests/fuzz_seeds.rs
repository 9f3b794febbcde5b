//! The fuzz targets' checks on their seed corpus, so that stable `cargo
//! test` runs them too; `scripts/fuzz.sh` runs them under libFuzzer.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../fuzz/src/checks.rs"]
mod checks;

use std::path::Path;

fn seeds(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/seeds")
        .join(target);
    let mut seeds: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| {
            let path = entry.unwrap().path();
            (path.display().to_string(), std::fs::read(&path).unwrap())
        })
        .collect();
    seeds.sort();
    assert!(seeds.len() >= 3, "{target} has seeds");
    seeds
}

#[test]
fn grid_text_seeds_pass_their_checks() {
    for (_, data) in seeds("grid_text") {
        checks::grid_text(&data);
    }
}

#[test]
fn problem_text_seeds_pass_their_checks() {
    for (_, data) in seeds("problem_text") {
        checks::problem_text(&data);
    }
}

#[test]
fn engine_seeds_pass_their_checks() {
    for (_, data) in seeds("engine") {
        checks::engine(&data);
    }
}

#[test]
fn preprocessor_seeds_pass_their_checks() {
    for (_, data) in seeds("preprocessor") {
        checks::preprocessor(&data);
    }
}

#[test]
fn ladder_seeds_pass_their_checks() {
    for (_, data) in seeds("ladder") {
        checks::ladder(&data);
    }
}

#[test]
fn the_checks_catch_what_they_are_for() {
    let puzzle: sudoku_dlx::sudoku::Grid = "1...34.1..424...".parse().unwrap();
    assert_eq!(checks::count_by_backtracking(&puzzle, u64::MAX), 0);
    let empty: sudoku_dlx::sudoku::Grid = ".".repeat(16).parse().unwrap();
    assert_eq!(checks::count_by_backtracking(&empty, u64::MAX), 288);
    let solved: sudoku_dlx::sudoku::Grid = "1234341221434321".parse().unwrap();
    assert!(checks::obeys_the_rules(&empty, &solved).is_ok());
    let swapped = sudoku_dlx::sudoku::Grid::from_cells(vec![0; 16]).unwrap();
    assert!(checks::obeys_the_rules(&solved, &swapped).is_err());
}

#[test]
fn colours_seeds_pass_their_checks() {
    for (_, data) in seeds("colours") {
        checks::colours(&data);
    }
}

#[test]
fn variant_text_seeds_pass_their_checks() {
    for (_, data) in seeds("variant_text") {
        checks::variant_text(&data);
    }
}

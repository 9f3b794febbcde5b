//! The model's own search of a variant, shared by the tests that hold it
//! to the brute force of `rules.rs`: the solutions of a constraint string,
//! and a random classic solution to make clues from.

use crate::rules::{Random, Rules};
use sudoku_dlx::sudoku::variant::{self, VariantSolver};
use sudoku_dlx::work::Budget;

/// How many solutions of `text` `solver` finds, up to `limit` (0 for
/// all), and the first five of them; the search must finish.
pub fn solve_with(mut solver: VariantSolver, text: &str, limit: u64) -> (u64, Vec<Vec<u8>>) {
    let variant = variant::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let found = solver
        .search(&variant, (limit, 5), Budget::UNLIMITED, || true)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    assert!(found.done, "{text}");
    (found.count, found.solutions)
}

/// [`solve_with`] the default solver.
pub fn solve_all(text: &str, limit: u64) -> (u64, Vec<Vec<u8>>) {
    solve_with(VariantSolver::new(), text, limit)
}

/// A grid's digits from its text, one a character.
pub fn digits(text: &str) -> Vec<u8> {
    text.bytes().map(|b| b - b'0').collect()
}

/// A random solution of the classic rules of `side`: a few random givens
/// that break no rule, tried again until they leave a solution.
pub fn random_grid(random: &mut Random, side: usize) -> Vec<u8> {
    loop {
        let mut seed = Rules::new(side);
        for _ in 0..side {
            let cell = random.below(side * side);
            seed.givens[cell] = 1 + random.below(side) as u8;
            if seed.allows(&seed.givens).is_err() {
                seed.givens[cell] = 0;
            }
        }
        if let Some(grid) = solve_all(&seed.text(), 1).1.pop() {
            return grid;
        }
    }
}

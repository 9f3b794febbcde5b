//! `estimate`: Knuth's estimate of the size of each puzzle's search tree.

use std::time::Instant;
use sudoku_dlx::dlx::rule::{First, Knuth, Weighed};
use sudoku_dlx::dlx::{estimate_within, Estimate, EstimateLimits, Matrix, Rule};
use sudoku_dlx::random::Rng;
use sudoku_dlx::sudoku::{Encoding, Grid};
use sudoku_dlx::work::Budget;

/// The estimate for `grid`'s search under `rule`, from `probes` probes
/// seeded by `seed`, which stop at `budget` and at `deadline`: fewer probes
/// than asked when either is reached.
pub fn estimate(
    grid: &Grid,
    rule: Rule,
    (probes, seed): (u64, u64),
    (budget, deadline): (Budget, Instant),
) -> Estimate {
    let mut matrix = Matrix::default();
    Encoding::default().encode(grid, &mut matrix);
    let limits = EstimateLimits {
        probes,
        nodes: budget.nodes,
        work: budget.work,
    };
    let rng = &mut Rng::new(seed);
    let go_on = || Instant::now() < deadline;
    match rule {
        Rule::Weighed => estimate_within(&mut matrix, Weighed, limits, rng, go_on),
        Rule::Knuth => estimate_within(&mut matrix, Knuth, limits, rng, go_on),
        Rule::First => estimate_within(&mut matrix, First, limits, rng, go_on),
    }
}

//! `estimate`: Knuth's estimate of the size of each puzzle's search tree.

use sudoku_dlx::dlx::rule::{First, Knuth, Weighed};
use sudoku_dlx::dlx::{estimate as probes_of, Estimate, Matrix, Rule};
use sudoku_dlx::random::Rng;
use sudoku_dlx::sudoku::{Encoding, Grid};

/// The estimate for `grid`'s search under `rule`, from `probes` probes
/// seeded by `seed`.
pub fn estimate(grid: &Grid, rule: Rule, probes: u64, seed: u64) -> Estimate {
    let mut matrix = Matrix::default();
    Encoding::default().encode(grid, &mut matrix);
    let rng = &mut Rng::new(seed);
    match rule {
        Rule::Weighed => probes_of(&mut matrix, Weighed, probes, rng),
        Rule::Knuth => probes_of(&mut matrix, Knuth, probes, rng),
        Rule::First => probes_of(&mut matrix, First, probes, rng),
    }
}

//! Whether candidates still hold a way to finish the grid: the test that a
//! player's marks, said to be complete, leave the puzzle solvable, judged
//! against the clues and entries rather than against one solution (a
//! puzzle with several solutions may be marked for any of them).

use super::{values_of, Candidates};

impl Candidates {
    /// Whether some filling of the grid keeps to these candidates, trying
    /// at most `*trials` guesses (singles cost none); `None` when the
    /// trials ran out first.
    pub fn admits_solution(&self, trials: &mut u64) -> Option<bool> {
        let mut grid = self.clone();
        // A full grid reached by placing candidates alone keeps every rule:
        // `place` strikes each symbol from its peers.
        grid.propagate(usize::MAX);
        if grid.contradiction().is_some() {
            return Some(false);
        }
        let Some(cell) = (0..grid.masks.len())
            .filter(|&c| grid.values[c] == 0)
            .min_by_key(|&c| grid.masks[c].count_ones())
        else {
            return Some(true);
        };
        for value in values_of(grid.masks[cell]) {
            *trials = trials.checked_sub(1)?;
            let mut guess = grid.clone();
            guess.place(cell, value);
            if guess.admits_solution(trials)? {
                return Some(true);
            }
        }
        Some(false)
    }
}

//! A dancing-cells search started partway down: at the options of a
//! [`Path`] of the links engine's tree, so that one piece of a split search
//! ([`crate::dlx::split`]) can be searched by dancing cells.
//!
//! The subtree of the links search at a path holds exactly the solutions
//! that contain every option of the path (each level branches on an item
//! that the path's option covers, and a solution holds one option for each
//! item), whichever engine searches them. So the path's options are
//! selected here one after another, each at a level of its own, branching
//! on the item the rule chooses if that item holds the option, or else on
//! the first active primary item that does. The solutions below are the
//! piece's, in dancing cells' order for that piece (sparse sets keep no
//! order from the siblings searched before, so it can differ from the
//! order of one whole search).

use super::{Phase, Search};
use crate::cells::SetRule;
use crate::dlx::{Algorithm, BadPath, Path, Stats};

impl<R: SetRule, A: Algorithm> Search<R, A> {
    /// Starts again at the solutions that hold every option of `path`: the
    /// search then yields them, each with the path's options first, and
    /// [`Search::is_done`] once they are exhausted. Its counters count
    /// what it searches below the path. [`Search::reset`] goes back to the
    /// whole problem.
    ///
    /// # Errors
    ///
    /// If an option of `path` is no option of the problem, or clashes with
    /// one before it. The search is then at its start.
    pub fn descend(&mut self, path: &Path) -> Result<(), BadPath> {
        self.reset();
        for (depth, &option) in path.0.iter().enumerate() {
            let Some((item, at)) = self.branch_for(option) else {
                self.reset();
                return Err(BadPath(format!(
                    "path {path}: option {option} at depth {depth} is no option left there"
                )));
            };
            self.branch_on(item);
            let level = self.levels.last_mut().expect("the level just made");
            level.at = at;
            // `branch_on` moved no option within the chosen item's run.
            if !self.select(self.cells.word(at)) {
                // No solution holds the path: nothing below it.
                self.phase = Phase::Done;
                break;
            }
        }
        self.prefix = std::mem::take(&mut self.levels);
        self.stats = Stats::default();
        self.overhead = 0;
        Ok(())
    }

    /// The item to branch on for `option` and the place of the option in
    /// its run: the rule's choice if it holds the option, or else the first
    /// active primary item that does.
    fn branch_for(&mut self, option: usize) -> Option<(u32, u32)> {
        let chosen = R::choose::<A>(&self.cells, &mut self.overhead).map(|(item, _)| item);
        let primary = (0..self.cells.active_primary).map(|at| self.cells.item_at(at));
        chosen.into_iter().chain(primary).find_map(|item| {
            let run = item..item + self.cells.size(item);
            run.into_iter()
                .find(|&at| self.cells.option_of(self.cells.word(at)) == option)
                .map(|at| (item, at))
        })
    }
}

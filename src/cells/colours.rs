//! Colours on sparse sets: Knuth's Algorithm C as his `ssxcc` does it.
//!
//! Selecting an option takes its items out of the active sets, as in
//! Algorithm X, except a secondary item that an option chosen before has
//! purified in the same colour: that one is inactive already. Then each
//! item hides its options: a primary item, or a secondary one the option
//! leaves uncoloured, all of them; a secondary item the option colours,
//! only those that give it another colour or none, which *purifies* it,
//! the options that agree staying in every set.
//!
//! The invariant: a secondary item purified at a lower level keeps its
//! set exactly as it was when purified, since its size was not saved on
//! the way down and will not be restored. So hiding leaves alone the
//! sets of secondary items that were inactive before the selection began
//! (at or past `purified`, the end of the active secondary items then);
//! the items this selection takes out of the active sets are still at
//! earlier positions, and their sets are kept up to date, as the hiding of
//! the selection's later items walks them. A covered item's set is never
//! met: its options are hidden from every other set.

use super::{Cells, OtherNodes};
use crate::dlx::Matrix;

/// Each of the `nodes` cells' colour (0 for none), as [`Cells::new`] lays
/// them out: a spacer, then each option's items and a spacer after them;
/// empty when `matrix` has no colours.
pub(super) fn of_cells(matrix: &Matrix, nodes: usize) -> Vec<u32> {
    let mut colours = Vec::new();
    if matrix.has_colours() {
        colours.reserve(nodes);
        colours.push(0);
        for option in 0..matrix.option_count() {
            colours.extend(matrix.option_colours(option));
            colours.push(0);
        }
    }
    colours
}

impl Cells {
    /// The end of the active secondary items in `items`: a secondary item at
    /// this position or later is covered or purified.
    pub(super) fn secondary_end(&self) -> usize {
        self.primary + self.active_secondary
    }

    /// Selects the option of `node` by Algorithm C (see the module's
    /// notes), adding the updates to `updates` and, to `overhead`, the
    /// options a purification walks past, which agree with its colour and
    /// take out no node (see `crate::work`). Returns `false` as soon as an
    /// active primary item would be left with no option.
    pub(super) fn select_coloured(
        &mut self,
        node: u32,
        updates: &mut u64,
        overhead: &mut u64,
    ) -> bool {
        let purified = self.secondary_end();
        let mut others = OtherNodes::of(node);
        while let Some((_, item, _)) = others.next(self) {
            if item < self.second || (self.word(item - 2) as usize) < purified {
                *updates += self.deactivate(item);
            }
        }
        let mut others = OtherNodes::of(node);
        while let Some((at, item, _)) = others.next(self) {
            let keep = if item < self.second {
                0
            } else if (self.word(item - 2) as usize) < purified {
                self.colours.get(at as usize).copied().unwrap_or(0)
            } else {
                continue;
            };
            if keep != 0 {
                *overhead += u64::from(self.size(item));
            }
            if !self.hide_with::<true, true>(item, keep, purified, updates) {
                return false;
            }
        }
        true
    }
}

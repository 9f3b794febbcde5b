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
use crate::work::LENGTHS_PER_UNIT;

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
    /// take out no node (see `crate::work`), and onto `forced` the active
    /// primary items it leaves with one option. Returns `false` as soon as
    /// an active primary item would be left with no option.
    pub(super) fn select_coloured(
        &mut self,
        node: u32,
        updates: &mut u64,
        overhead: &mut u64,
        forced: &mut Vec<u32>,
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
            if !self.hide_with::<true, true>(item, keep, purified, updates, forced) {
                return false;
            }
        }
        true
    }

    /// The item `ssxcc` branches on, with its size; `None` when no primary
    /// item is left. First a forced move: the item most recently left with
    /// one option by a selection (`forced`, see `select_coloured`) that is
    /// still active. Otherwise the rule of [`Cells::lowest_shortest`], except
    /// that the scan pushes onto `forced` every item of one option it
    /// meets, in the order of the active set, and the last of them is taken,
    /// the others left for the levels below. A forced move needs no scan:
    /// on a 20×20 slitherlink most levels are forced, and `ssxcc` grows
    /// 2,313,594 nodes there where [`Cells::lowest_shortest`] alone grows
    /// 2,340,295. The sizes the scan reads are counted in `overhead`.
    pub(super) fn forced_or_lowest_shortest(
        &self,
        forced: &mut Vec<u32>,
        overhead: &mut u64,
    ) -> Option<(u32, u32)> {
        while let Some(x) = forced.pop() {
            if self.is_active_primary(x) {
                return Some((x, self.size(x)));
            }
        }
        *overhead += self.active_primary as u64 / LENGTHS_PER_UNIT;
        let mut best: Option<(u32, u32)> = None;
        for position in 0..self.active_primary {
            let x = self.item_at(position);
            let size = self.size(x);
            if size == 0 {
                return Some((x, 0));
            }
            if size == 1 {
                forced.push(x);
            } else if best.map_or(true, |best| (size, x) < best) {
                best = Some((size, x));
            }
        }
        if let Some(x) = forced.pop() {
            return Some((x, 1));
        }
        best.map(|(size, x)| (x, size))
    }
}

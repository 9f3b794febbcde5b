//! Singles, and the marks a placed peer rules out.

use super::{symbol, Candidate, Candidates, Hint, Technique};

impl Candidates {
    /// Every pencil mark that a symbol placed in the cell's row, column or
    /// box already rules out: auto-candidates never have one.
    pub(super) fn basic_elimination(&self) -> Option<Hint> {
        let mut eliminations = Vec::new();
        let mut evidence = Vec::new();
        for cell in 0..self.masks.len() {
            for unit in self.layout.units_of(cell) {
                for &peer in self.layout.unit(unit) {
                    let value = self.values[peer];
                    if value != 0 && self.has(cell, value) {
                        eliminations.push((cell, value));
                        evidence.push((peer, value));
                    }
                }
            }
        }
        let first = *eliminations.first()?;
        let mut hint = Hint::eliminating(Technique::BasicElimination, eliminations, Vec::new());
        hint.focus = evidence.iter().map(|&(cell, _)| cell).collect();
        hint.focus = super::sorted_cells(std::mem::take(&mut hint.focus));
        let words = self.removals(&hint.eliminations);
        Some(hint.said(
            format!(
                "Basic elimination: some marks, such as {} at {}, are already placed in a peer.",
                symbol(first.1),
                self.name(first.0)
            ),
            format!("Basic elimination: a symbol placed in a row, column or box leaves its other cells: {words}."),
        ))
    }

    /// A cell with one candidate left (the first in row order).
    pub(super) fn naked_single(&self) -> Option<Hint> {
        let cell = (0..self.masks.len()).find(|&i| self.masks[i].count_ones() == 1)?;
        let value = self.masks[cell].trailing_zeros() as u8 + 1;
        let name = self.name(cell);
        let hint = Hint::new(
            Technique::NakedSingle,
            vec![(cell, value)],
            Vec::new(),
            vec![(cell, value)],
            vec![cell],
        );
        Some(hint.said(
            format!("Naked single: look at {name}."),
            format!(
                "Naked single: {name} can only be {}, its last candidate.",
                symbol(value)
            ),
        ))
    }

    /// A symbol with one place left in a unit: boxes first, as people scan
    /// them first, then rows and columns.
    pub(super) fn hidden_single(&self) -> Option<Hint> {
        let (unit, (cell, value)) = self.hidden_singles().next()?;
        let cells = self.layout.unit(unit).to_vec();
        let where_ = self.layout.named(unit);
        let hint = Hint::new(
            Technique::HiddenSingle,
            vec![(cell, value)],
            Vec::new(),
            vec![(cell, value)],
            cells,
        );
        Some(hint.said(
            format!("Hidden single: look for {} in {where_}.", symbol(value)),
            format!(
                "Hidden single: {} has one place left in {where_}: {}.",
                symbol(value),
                self.name(cell)
            ),
        ))
    }

    /// Every hidden single, by unit (boxes first), and its placement.
    fn hidden_singles(&self) -> impl Iterator<Item = (usize, Candidate)> + '_ {
        let n = self.layout.side();
        (2 * n..3 * n).chain(0..2 * n).flat_map(move |unit| {
            (1..=n as u8).filter_map(move |value| {
                let places = self.places(unit, value);
                (places.count_ones() == 1).then(|| {
                    let cell = self.layout.unit(unit)[places.trailing_zeros() as usize];
                    (unit, (cell, value))
                })
            })
        })
    }

    /// Places singles, naked then hidden, until none is left or the grid
    /// contradicts itself; returns the placements in order, and whether it
    /// ended in a contradiction. A forcing chain's proof.
    pub(super) fn propagate(&mut self, limit: usize) -> (Vec<Candidate>, bool) {
        let mut placed = Vec::new();
        while placed.len() < limit {
            if self.contradiction().is_some() {
                return (placed, true);
            }
            let naked = (0..self.masks.len())
                .find(|&i| self.masks[i].count_ones() == 1)
                .map(|cell| (cell, self.masks[cell].trailing_zeros() as u8 + 1));
            let Some((cell, value)) =
                naked.or_else(|| self.hidden_singles().next().map(|(_, c)| c))
            else {
                return (placed, false);
            };
            self.place(cell, value);
            placed.push((cell, value));
        }
        (placed, false)
    }
}

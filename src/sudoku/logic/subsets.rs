//! Naked and hidden pairs, triples and quads.

use super::{combinations, symbols, values_of, Candidate, Candidates, Hint, Technique};

/// The technique of a subset of `size` cells.
fn technique(size: usize, hidden: bool) -> Technique {
    match (size, hidden) {
        (2, false) => Technique::NakedPair,
        (2, true) => Technique::HiddenPair,
        (3, false) => Technique::NakedTriple,
        (3, true) => Technique::HiddenTriple,
        (_, false) => Technique::NakedQuad,
        (_, true) => Technique::HiddenQuad,
    }
}

impl Candidates {
    /// `size` cells of a unit with `size` candidates between them: those
    /// symbols leave the unit's other cells.
    pub(super) fn naked_subset(&self, size: usize) -> Option<Hint> {
        (0..self.layout.units()).find_map(|unit| {
            let cells = self.layout.unit(unit);
            let eligible: Vec<usize> = cells
                .iter()
                .copied()
                .filter(|&c| (2..=size as u32).contains(&self.masks[c].count_ones()))
                .collect();
            combinations(&eligible, size, &mut |chosen| {
                let values = chosen.iter().fold(0, |all, &c| all | self.masks[c]);
                if values.count_ones() as usize != size {
                    return None;
                }
                let eliminations: Vec<Candidate> = cells
                    .iter()
                    .filter(|c| !chosen.contains(c))
                    .flat_map(|&c| values_of(self.masks[c] & values).map(move |v| (c, v)))
                    .collect();
                self.subset_hint(unit, false, chosen, values, eliminations)
            })
        })
    }

    /// `size` symbols with `size` places between them in a unit: the other
    /// symbols leave those cells.
    pub(super) fn hidden_subset(&self, size: usize) -> Option<Hint> {
        (0..self.layout.units()).find_map(|unit| {
            let places: Vec<u32> = (1..=self.layout.side() as u8)
                .map(|value| self.places(unit, value))
                .collect();
            let eligible: Vec<usize> = (0..places.len())
                .filter(|&v| (2..=size as u32).contains(&places[v].count_ones()))
                .collect();
            combinations(&eligible, size, &mut |chosen| {
                let at = chosen.iter().fold(0, |all, &v| all | places[v]);
                if at.count_ones() as usize != size {
                    return None;
                }
                let values = chosen.iter().fold(0, |all, &v| all | 1 << v);
                let cells = self.at(unit, at);
                let eliminations: Vec<Candidate> = cells
                    .iter()
                    .flat_map(|&c| values_of(self.masks[c] & !values).map(move |v| (c, v)))
                    .collect();
                self.subset_hint(unit, true, &cells, values, eliminations)
            })
        })
    }

    /// The step of a subset at `cells` of `unit`, if it removes anything.
    fn subset_hint(
        &self,
        unit: usize,
        hidden: bool,
        cells: &[usize],
        values: u32,
        eliminations: Vec<Candidate>,
    ) -> Option<Hint> {
        if eliminations.is_empty() {
            return None;
        }
        let technique = technique(cells.len(), hidden);
        let evidence = cells
            .iter()
            .flat_map(|&c| values_of(self.masks[c] & values).map(move |v| (c, v)))
            .collect();
        let mut hint = Hint::eliminating(technique, eliminations, evidence);
        hint.focus = self.layout.unit(unit).to_vec();
        hint.focus = super::sorted_cells(std::mem::take(&mut hint.focus));
        let capital = match technique {
            Technique::NakedPair => "Naked pair",
            Technique::HiddenPair => "Hidden pair",
            Technique::NakedTriple => "Naked triple",
            Technique::HiddenTriple => "Hidden triple",
            Technique::NakedQuad => "Naked quad",
            _ => "Hidden quad",
        };
        let where_ = self.layout.named(unit);
        let (symbols, places) = (symbols(values), self.places_in(where_, cells));
        let reason = if hidden {
            format!("{symbols} have no other places in {where_}, so those cells hold nothing else")
        } else {
            format!(
                "those cells hold only {symbols} between them, so the rest of {where_} does not"
            )
        };
        let words = self.removals(&hint.eliminations);
        Some(hint.said(
            format!("{capital}: look at {where_}."),
            format!("{capital} {symbols} in {where_}, {places}: {reason}; {words}."),
        ))
    }
}

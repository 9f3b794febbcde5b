//! Locked candidates: where a box meets a line.

use super::{symbol, Candidates, Hint, Technique};

impl Candidates {
    /// A box confines a symbol to one line: it leaves the rest of the line.
    pub(super) fn pointing(&self) -> Option<Hint> {
        let n = self.layout.side();
        (2 * n..3 * n).find_map(|inside| self.locked(inside, Technique::Pointing))
    }

    /// A line confines a symbol to one box: it leaves the rest of the box.
    pub(super) fn claiming(&self) -> Option<Hint> {
        let n = self.layout.side();
        (0..2 * n).find_map(|inside| self.locked(inside, Technique::Claiming))
    }

    /// The first symbol that unit `inside` confines to where it meets
    /// another unit with other places for it.
    fn locked(&self, inside: usize, technique: Technique) -> Option<Hint> {
        let n = self.layout.side();
        (1..=n as u8).find_map(|value| {
            let places = self.at(inside, self.places(inside, value));
            let first = *places.first()?;
            let [row, col, bx] = self.layout.units_of(first);
            let alongs = if inside >= 2 * n { [row, col] } else { [bx, bx] };
            alongs.into_iter().find_map(|along| {
                let confined = places
                    .iter()
                    .all(|&c| self.layout.units_of(c).contains(&along));
                if !confined || places.len() < 2 {
                    return None;
                }
                let eliminations: Vec<_> = self
                    .layout
                    .unit(along)
                    .iter()
                    .filter(|&&c| self.has(c, value) && !places.contains(&c))
                    .map(|&c| (c, value))
                    .collect();
                if eliminations.is_empty() {
                    return None;
                }
                let evidence = places.iter().map(|&c| (c, value)).collect();
                let mut hint = Hint::eliminating(technique, eliminations, evidence);
                hint.focus = self.layout.unit(inside).to_vec();
                hint.focus = super::sorted_cells(std::mem::take(&mut hint.focus));
                let (inside, along) = (self.layout.named(inside), self.layout.named(along));
                let capital = if technique == Technique::Pointing { "Pointing" } else { "Claiming" };
                let words = self.removals(&hint.eliminations);
                Some(hint.said(
                    format!("{capital}: look at {} in {inside}.", symbol(value)),
                    format!(
                        "{capital}: in {inside}, {} lies only in {along}, so it leaves the rest of {along}: {words}.",
                        symbol(value)
                    ),
                ))
            })
        })
    }
}

//! Fish: X-wing, swordfish and jellyfish.

use super::{combinations, symbol, Candidate, Candidates, Hint, Technique};

impl Candidates {
    /// A symbol whose places in `size` rows lie in `size` columns between
    /// them (or the other way round): it leaves the rest of those columns.
    pub(super) fn fish(&self, size: usize) -> Option<Hint> {
        let n = self.layout.side();
        (1..=n as u8).find_map(|value| {
            [0, n]
                .into_iter()
                .find_map(|base| self.fish_on(value, size, base))
        })
    }

    /// A fish on `value` whose base lines are units `base..base + n` (rows
    /// or columns) and whose cover lines are the other kind.
    fn fish_on(&self, value: u8, size: usize, base: usize) -> Option<Hint> {
        let n = self.layout.side();
        let cover = n - base;
        let places: Vec<u32> = (0..n).map(|line| self.places(base + line, value)).collect();
        let eligible: Vec<usize> = (0..n)
            .filter(|&line| (2..=size as u32).contains(&places[line].count_ones()))
            .collect();
        combinations(&eligible, size, &mut |lines| {
            let crossed = lines.iter().fold(0, |all, &l| all | places[l]);
            if crossed.count_ones() as usize != size {
                return None;
            }
            let covers: Vec<usize> = (0..n).filter(|k| crossed & 1 << k != 0).collect();
            let base_cells: Vec<usize> = lines
                .iter()
                .flat_map(|&l| self.layout.unit(base + l).iter().copied())
                .collect();
            let eliminations: Vec<Candidate> = covers
                .iter()
                .flat_map(|&k| self.layout.unit(cover + k).iter().copied())
                .filter(|&c| self.has(c, value) && !base_cells.contains(&c))
                .map(|c| (c, value))
                .collect();
            if eliminations.is_empty() {
                return None;
            }
            let evidence = base_cells
                .iter()
                .filter(|&&c| self.has(c, value))
                .map(|&c| (c, value))
                .collect();
            Some(self.fish_hint(
                value,
                (base, lines),
                (cover, &covers),
                eliminations,
                evidence,
            ))
        })
    }

    fn fish_hint(
        &self,
        value: u8,
        (base, lines): (usize, &[usize]),
        (cover, covers): (usize, &[usize]),
        eliminations: Vec<Candidate>,
        evidence: Vec<Candidate>,
    ) -> Hint {
        let technique = match lines.len() {
            2 => Technique::XWing,
            3 => Technique::Swordfish,
            _ => Technique::Jellyfish,
        };
        let mut hint = Hint::eliminating(technique, eliminations, evidence);
        hint.focus = lines
            .iter()
            .flat_map(|&l| self.layout.unit(base + l).iter().copied())
            .collect();
        hint.focus = super::sorted_cells(std::mem::take(&mut hint.focus));
        hint.base.clone_from(&hint.focus);
        let covered = covers
            .iter()
            .flat_map(|&k| self.layout.unit(cover + k).iter().copied());
        hint.cover = super::sorted_cells(covered.collect());
        let kinds = |first: usize| if first == 0 { "rows" } else { "columns" };
        let numbers = |list: &[usize]| {
            super::joined(list.iter().map(|l| (l + 1).to_string()).collect(), ", ")
        };
        let capital = match technique {
            Technique::XWing => "X-wing",
            Technique::Swordfish => "Swordfish",
            _ => "Jellyfish",
        };
        let (v, words) = (symbol(value), self.removals(&hint.eliminations));
        hint.said(
            format!("{capital}: look at {v} in {} {}.", kinds(base), numbers(lines)),
            format!(
                "{capital} on {v}: in {} {}, {v} lies only in {} {}, so whichever way it goes, those {} are covered there: {words}.",
                kinds(base),
                numbers(lines),
                kinds(cover),
                numbers(covers),
                kinds(cover)
            ),
        )
    }
}

//! Simple colouring: one symbol's conjugate pairs in two colours.

use super::{symbol, Candidate, Candidates, Hint, Link, LinkKind, Technique};

impl Candidates {
    /// The cells joined to `cell` by a unit where `value` has exactly two
    /// places.
    pub(super) fn conjugates(&self, cell: usize, value: u8) -> Vec<(usize, usize)> {
        self.layout
            .units_of(cell)
            .into_iter()
            .filter_map(|unit| {
                let places = self.at(unit, self.places(unit, value));
                match places[..] {
                    [p, q] if p == cell => Some((q, unit)),
                    [p, q] if q == cell => Some((p, unit)),
                    _ => None,
                }
            })
            .collect()
    }

    /// For each symbol, each chain of conjugate pairs coloured in turn: one
    /// colour is the truth. Two cells of one colour in a unit make that
    /// colour false (a colour wrap); a cell that sees both colours cannot
    /// hold the symbol (a colour trap).
    pub(super) fn simple_colouring(&self) -> Option<Hint> {
        let n = self.layout.side();
        (1..=n as u8).find_map(|value| {
            let mut colour = vec![0u8; self.masks.len()];
            let mut next = 1;
            (0..self.masks.len()).find_map(|start| {
                if colour[start] != 0
                    || !self.has(start, value)
                    || self.conjugates(start, value).is_empty()
                {
                    return None;
                }
                let (cells, pairs) = self.colour_from(start, value, next, &mut colour);
                next += 2;
                let mut hint = self.colour_step(value, &cells, &colour)?;
                let first = colour[start];
                hint.opposite = (hint.evidence.iter().copied())
                    .filter(|&(cell, _)| colour[cell] != first)
                    .collect();
                hint.links = (pairs.into_iter())
                    .map(|(from, to)| Link {
                        from: (from, value),
                        to: (to, value),
                        kind: LinkKind::Strong,
                    })
                    .collect();
                Some(hint)
            })
        })
    }

    /// Colours the chain through `start` with colours `first` and `first +
    /// 1`; returns its cells, and the conjugate pairs that coloured them
    /// (from a coloured cell to the one it coloured).
    fn colour_from(
        &self,
        start: usize,
        value: u8,
        first: u8,
        colour: &mut [u8],
    ) -> (Vec<usize>, Vec<(usize, usize)>) {
        colour[start] = first;
        let mut cells = vec![start];
        let mut pairs = Vec::new();
        let mut k = 0;
        while k < cells.len() {
            let cell = cells[k];
            k += 1;
            let other = if colour[cell] == first {
                first + 1
            } else {
                first
            };
            for (peer, _) in self.conjugates(cell, value) {
                if colour[peer] == 0 {
                    colour[peer] = other;
                    cells.push(peer);
                    pairs.push((cell, peer));
                }
            }
        }
        (cells, pairs)
    }

    fn colour_step(&self, value: u8, cells: &[usize], colour: &[u8]) -> Option<Hint> {
        if cells.len() < 3 {
            return None;
        }
        let first = colour[cells[0]];
        let of =
            |c: u8| -> Vec<usize> { cells.iter().copied().filter(|&x| colour[x] == c).collect() };
        let (a, b) = (of(first), of(first + 1));
        for (same, other) in [(&a, &b), (&b, &a)] {
            let clash = same.iter().enumerate().find_map(|(k, &p)| {
                same[k + 1..]
                    .iter()
                    .find(|&&q| self.layout.sees(p, q))
                    .map(|&q| (p, q))
            });
            if let Some((p, q)) = clash {
                let eliminations = same.iter().map(|&c| (c, value)).collect();
                let words = format!(
                    "{} and {} share a colour and a unit, so that colour is false and {} goes in the other ({})",
                    self.name(p),
                    self.name(q),
                    symbol(value),
                    self.names(other)
                );
                return Some(self.colour_hint(value, cells, eliminations, &words));
            }
        }
        let trapped: Vec<Candidate> = (0..self.masks.len())
            .filter(|&c| self.has(c, value) && !cells.contains(&c))
            .filter(|&c| {
                a.iter().any(|&p| self.layout.sees(c, p))
                    && b.iter().any(|&q| self.layout.sees(c, q))
            })
            .map(|c| (c, value))
            .collect();
        if trapped.is_empty() {
            return None;
        }
        let words =
            "a cell that sees both colours cannot hold it, since one colour is true".to_string();
        Some(self.colour_hint(value, cells, trapped, &words))
    }

    fn colour_hint(
        &self,
        value: u8,
        cells: &[usize],
        eliminations: Vec<Candidate>,
        reason: &str,
    ) -> Hint {
        let evidence = cells.iter().map(|&c| (c, value)).collect();
        let hint = Hint::eliminating(Technique::SimpleColouring, eliminations, evidence);
        let v = symbol(value);
        let words = self.removals(&hint.eliminations);
        hint.said(
            format!("Simple colouring: follow the cells where {v} has only two places in a unit, starting at {}.", self.name(cells[0])),
            format!(
                "Simple colouring on {v}: the chain {} alternates between two colours, one of which holds {v}; {reason}: {words}.",
                self.names(cells)
            ),
        )
    }
}

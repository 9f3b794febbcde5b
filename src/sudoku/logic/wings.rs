//! Wings: XY-wing, XYZ-wing and W-wing.

use super::{symbol, values_of, Candidate, Candidates, Hint, Technique};

impl Candidates {
    /// The empty cells with exactly `count` candidates.
    fn with_count(&self, count: u32) -> Vec<usize> {
        (0..self.masks.len())
            .filter(|&c| self.masks[c].count_ones() == count)
            .collect()
    }

    /// A pivot (xy, or xyz for the XYZ-wing) that sees two bivalue pincers
    /// xz and yz: one of the pincers is z, so z leaves every cell that sees
    /// both (and the pivot, for the XYZ-wing).
    fn wing(&self, technique: Technique) -> Option<Hint> {
        let pivots = self.with_count(if technique == Technique::XyWing { 2 } else { 3 });
        let pairs = self.with_count(2);
        pivots.into_iter().find_map(|pivot| {
            let wings: Vec<usize> = pairs
                .iter()
                .copied()
                .filter(|&w| self.layout.sees(pivot, w))
                .collect();
            wings.iter().enumerate().find_map(|(k, &one)| {
                wings[k + 1..].iter().find_map(|&other| {
                    let (p, a, b) = (self.masks[pivot], self.masks[one], self.masks[other]);
                    let z = a & b;
                    let wing_ok = if technique == Technique::XyWing {
                        z.count_ones() == 1 && a | b == p | z && p & z == 0 && a != b
                    } else {
                        z.count_ones() == 1 && a | b == p && a != b && p & z != 0
                    };
                    if !wing_ok {
                        return None;
                    }
                    let value = z.trailing_zeros() as u8 + 1;
                    let mut seen = vec![one, other];
                    if technique == Technique::XyzWing {
                        seen.push(pivot);
                    }
                    let targets: Vec<Candidate> = self
                        .seeing_all(&seen, value)
                        .into_iter()
                        .filter(|&c| c != pivot)
                        .map(|c| (c, value))
                        .collect();
                    (!targets.is_empty())
                        .then(|| self.wing_hint(technique, [pivot, one, other], value, targets))
                })
            })
        })
    }

    fn wing_hint(
        &self,
        technique: Technique,
        cells: [usize; 3],
        value: u8,
        eliminations: Vec<Candidate>,
    ) -> Hint {
        let evidence = cells
            .iter()
            .flat_map(|&c| values_of(self.masks[c]).map(move |v| (c, v)))
            .collect();
        let hint = Hint::eliminating(technique, eliminations, evidence);
        let [pivot, one, other] = cells.map(|c| self.name(c));
        let capital = if technique == Technique::XyWing {
            "XY-wing"
        } else {
            "XYZ-wing"
        };
        let z = symbol(value);
        let words = self.removals(&hint.eliminations);
        let pivot_too = if technique == Technique::XyzWing {
            format!(" (or the pivot itself) is {z}; what sees all three")
        } else {
            format!(" is {z}; what sees both")
        };
        hint.said(
            format!("{capital}: look at the pivot {pivot} and the cells it sees with two candidates."),
            format!(
                "{capital}: pivot {pivot} with pincers {one} and {other}: whichever the pivot holds, one pincer{pivot_too} loses {z}: {words}."
            ),
        )
    }

    pub(super) fn xy_wing(&self) -> Option<Hint> {
        self.wing(Technique::XyWing)
    }

    pub(super) fn xyz_wing(&self) -> Option<Hint> {
        self.wing(Technique::XyzWing)
    }

    /// Two cells with the same two candidates xy that do not see each
    /// other, and a unit where x has two places, one seeing each cell: one
    /// of the cells is y, so y leaves every cell that sees both.
    pub(super) fn w_wing(&self) -> Option<Hint> {
        let pairs = self.with_count(2);
        pairs.iter().enumerate().find_map(|(k, &a)| {
            pairs[k + 1..].iter().find_map(|&b| {
                if self.masks[a] != self.masks[b] || self.layout.sees(a, b) {
                    return None;
                }
                let [x, y] = [0, 1].map(|i| values_of(self.masks[a]).nth(i).unwrap_or(1));
                [(x, y), (y, x)]
                    .into_iter()
                    .find_map(|(x, y)| self.w_link(a, b, x, y))
            })
        })
    }

    /// The W-wing on cells `a` and `b` (both xy) through a strong link on
    /// `x`, removing `y`.
    fn w_link(&self, a: usize, b: usize, x: u8, y: u8) -> Option<Hint> {
        let targets: Vec<Candidate> = self
            .seeing_all(&[a, b], y)
            .into_iter()
            .map(|c| (c, y))
            .collect();
        if targets.is_empty() {
            return None;
        }
        (0..self.layout.units()).find_map(|unit| {
            let places = self.at(unit, self.places(unit, x));
            let [p, q] = places[..] else { return None };
            let joined = |p: usize, q: usize| {
                self.layout.sees(a, p) && self.layout.sees(b, q) && ![a, b].contains(&p) && ![a, b].contains(&q)
            };
            let (p, q) = if joined(p, q) {
                (p, q)
            } else if joined(q, p) {
                (q, p)
            } else {
                return None;
            };
            let evidence = vec![(a, x), (a, y), (b, x), (b, y), (p, x), (q, x)];
            let mut hint = Hint::eliminating(Technique::WWing, targets.clone(), evidence);
            hint.focus = vec![a, b, p, q];
            hint.focus = super::sorted_cells(std::mem::take(&mut hint.focus));
            let (xs, ys) = (symbol(x), symbol(y));
            let [an, bn, pn, qn] = [a, b, p, q].map(|c| self.name(c));
            let words = self.removals(&hint.eliminations);
            let unit = self.layout.named(unit);
            Some(hint.said(
                format!("W-wing: look at {an} and {bn}, which hold the same two candidates."),
                format!(
                    "W-wing: {an} and {bn} both hold only {xs} and {ys}; in {unit}, {xs} goes at {pn} or {qn}, so one of {an} and {bn} is not {xs} but {ys}; what sees both loses {ys}: {words}."
                ),
            ))
        })
    }
}

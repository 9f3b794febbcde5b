//! Chains of strong links (one of two candidates is true) and weak links
//! (not both are): X-chains, XY-chains and alternating inference chains.
//!
//! A chain that starts with a strong link and alternates to a strong link
//! at its end proves that its first or its last candidate is true, so a
//! candidate weakly linked to both ends is false. The search is breadth
//! first from every candidate, so the chain shown is a shortest one.

use super::{bit, Candidate, Candidates, Hint, LinkKind, Technique};

/// The links a kind of chain may use.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Links {
    /// One symbol's: strong links are conjugate pairs, weak links peers.
    Single(u8),
    /// Bivalue cells': strong links within a cell, weak links between
    /// bivalue peers with the same symbol.
    Bivalue,
    /// Any candidate's.
    All,
}

/// The edges a chain search may follow before it gives up: a bound on the
/// time one step takes on the largest grids.
const WORK: usize = 4_000_000;

impl Candidates {
    pub(super) fn x_chain(&self) -> Option<Hint> {
        let n = self.layout.side() as u8;
        (1..=n).find_map(|value| self.chain(Links::Single(value), Technique::XChain))
    }

    pub(super) fn xy_chain(&self) -> Option<Hint> {
        self.chain(Links::Bivalue, Technique::XyChain)
    }

    pub(super) fn aic(&self) -> Option<Hint> {
        self.chain(Links::All, Technique::Aic)
    }

    /// Whether a candidate can be a link of the chain.
    fn in_chain(&self, (cell, value): Candidate, links: Links) -> bool {
        self.has(cell, value)
            && match links {
                Links::Single(only) => value == only,
                Links::Bivalue => self.masks[cell].count_ones() == 2,
                Links::All => true,
            }
    }

    /// The candidates strongly linked to one: if it is false, they are
    /// true.
    fn strong(&self, (cell, value): Candidate, links: Links) -> Vec<Candidate> {
        let mut found = Vec::new();
        if links != Links::Single(value) && self.masks[cell].count_ones() == 2 {
            let other = self.masks[cell] & !bit(value);
            found.push((cell, other.trailing_zeros() as u8 + 1));
        }
        if links != Links::Bivalue {
            found.extend(
                self.conjugates(cell, value)
                    .into_iter()
                    .map(|(c, _)| (c, value)),
            );
        }
        found
    }

    /// The candidates weakly linked to one: if it is true, they are false.
    fn weak(&self, (cell, value): Candidate, links: Links) -> Vec<Candidate> {
        let mut found = Vec::new();
        if links == Links::All {
            found.extend(super::values_of(self.masks[cell] & !bit(value)).map(|v| (cell, v)));
        }
        for unit in self.layout.units_of(cell) {
            for &peer in self.layout.unit(unit) {
                if peer != cell && self.in_chain((peer, value), links) {
                    found.push((peer, value));
                }
            }
        }
        found
    }

    /// The candidates weakly linked to both ends of a chain, which one of
    /// the ends makes false.
    fn both_see(&self, (a, x): Candidate, (z, y): Candidate) -> Vec<Candidate> {
        if a == z {
            return super::values_of(self.masks[a] & !bit(x) & !bit(y))
                .map(|v| (a, v))
                .collect();
        }
        if x == y {
            return self
                .seeing_all(&[a, z], x)
                .into_iter()
                .map(|c| (c, x))
                .collect();
        }
        if !self.layout.sees(a, z) {
            return Vec::new();
        }
        [(z, x), (a, y)]
            .into_iter()
            .filter(|&(c, v)| self.has(c, v))
            .collect()
    }

    /// The shortest chain of `links` that rules a candidate out.
    fn chain(&self, links: Links, technique: Technique) -> Option<Hint> {
        let n = self.layout.side();
        let index = |(cell, value): Candidate| 2 * (cell * n + value as usize - 1);
        let mut parent = vec![usize::MAX; 2 * n * self.masks.len()];
        let mut best: Option<(Vec<Candidate>, Vec<Candidate>)> = None;
        let mut work = 0;
        let starts: Vec<Candidate> = (0..self.masks.len())
            .flat_map(|c| super::values_of(self.masks[c]).map(move |v| (c, v)))
            .filter(|&c| self.in_chain(c, links))
            .collect();
        for &start in &starts {
            let limit = best.as_ref().map_or(usize::MAX, |(chain, _)| chain.len());
            let mut visited = vec![index(start)];
            parent[index(start)] = index(start);
            // States alternate: even depth false (after a weak link), odd true.
            let mut frontier = vec![start];
            let mut depth = 0;
            while !frontier.is_empty() && depth + 2 < limit && work < WORK {
                let mut next = Vec::new();
                for &node in &frontier {
                    let truth = depth % 2;
                    let linked = if truth == 0 {
                        self.strong(node, links)
                    } else {
                        self.weak(node, links)
                    };
                    work += linked.len();
                    for to in linked {
                        let state = index(to) + 1 - truth;
                        if parent[state] != usize::MAX {
                            continue;
                        }
                        parent[state] = index(node) + truth;
                        visited.push(state);
                        next.push(to);
                    }
                }
                depth += 1;
                if depth % 2 == 1 {
                    let found = next.iter().find_map(|&end| {
                        let removed = self.both_see(start, end);
                        (end != start && !removed.is_empty()).then_some((end, removed))
                    });
                    if let Some((end, removed)) = found {
                        best = Some((self.path(&parent, index(start), index(end) + 1), removed));
                        break;
                    }
                }
                frontier = next;
            }
            for state in visited {
                parent[state] = usize::MAX;
            }
        }
        let (chain, removed) = best?;
        Some(self.chain_hint(technique, chain, removed))
    }

    /// The chain that ends at state `end`, from its start.
    fn path(&self, parent: &[usize], start: usize, end: usize) -> Vec<Candidate> {
        let n = self.layout.side();
        let mut states = vec![end];
        let mut state = end;
        while state != start {
            state = parent[state];
            states.push(state);
        }
        states.reverse();
        states
            .into_iter()
            .map(|s| {
                let node = s / 2;
                (node / n, (node % n) as u8 + 1)
            })
            .collect()
    }

    fn chain_hint(
        &self,
        technique: Technique,
        chain: Vec<Candidate>,
        removed: Vec<Candidate>,
    ) -> Hint {
        let name = |candidate| self.candidate_name(candidate);
        let mut text = name(chain[0]);
        for (k, &node) in chain.iter().enumerate().skip(1) {
            text.push_str(if k % 2 == 1 { " = " } else { " - " });
            text.push_str(&name(node));
        }
        let (first, last) = (name(chain[0]), name(chain[chain.len() - 1]));
        let mut hint = Hint::eliminating(technique, removed, chain.clone());
        // The chain starts with a strong link and alternates.
        hint.links = super::links_along(&chain, &[LinkKind::Strong, LinkKind::Weak]);
        let capital = match technique {
            Technique::XChain => "X-chain",
            Technique::XyChain => "XY-chain",
            _ => "Alternating inference chain",
        };
        let words = self.removals(&hint.eliminations);
        hint.said(
            format!("{capital}: follow strong and weak links from {first}."),
            format!(
                "{capital}: {text} (= a strong link: if one is false, the other is true; - a weak link: not both), so {first} or {last} is true, and what sees both is false: {words}."
            ),
        )
    }
}

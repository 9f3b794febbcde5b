//! Relations: rules on the values of a few cells together (a thermometer's
//! order). The encoding lists the values each relation allows its cells
//! together, to narrow each cell to the symbols some of them give it, and
//! keeps the rule itself with secondary items between neighbours on it
//! (see `encoding.rs`).

/// A rule on the values of a few cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Relation {
    /// A thermometer: the values strictly increase from the bulb, the first
    /// cell, along the rest.
    Thermo(Vec<usize>),
}

impl Relation {
    /// The cells the rule is on, in its order.
    pub fn cells(&self) -> &[usize] {
        match self {
            Relation::Thermo(cells) => cells,
        }
    }

    /// What the rule is called in an error.
    pub fn name(&self) -> &'static str {
        match self {
            Relation::Thermo(_) => "thermometer",
        }
    }

    /// Every assignment of values to [`Relation::cells`] that the rule
    /// allows, each cell's value among its `candidates` (bit `v - 1` for
    /// symbol `v`, in the order of the cells), one after another in one
    /// vector.
    pub fn assignments(&self, candidates: &[u32], side: usize) -> Vec<u8> {
        let mut found = Vec::new();
        let mut values = vec![0; candidates.len()];
        match self {
            Relation::Thermo(_) => rise(candidates, side, (&mut values, 0), 0, &mut found),
        }
        found
    }
}

/// Fills `values[at..]` with symbols above `below`, rising, each from its
/// cell's candidates and leaving room for the cells after it.
fn rise(
    candidates: &[u32],
    side: usize,
    (values, at): (&mut Vec<u8>, usize),
    below: u32,
    found: &mut Vec<u8>,
) {
    if at == candidates.len() {
        found.extend_from_slice(values);
        return;
    }
    // Above `below`, and at most `side` less the cells still to come.
    let highest = side.saturating_sub(candidates.len() - at - 1);
    let mut symbols = candidates[at] & !((1u32 << below) - 1) & ((1u32 << highest) - 1);
    while symbols != 0 {
        let symbol = symbols.trailing_zeros() + 1;
        symbols &= symbols - 1;
        values[at] = symbol as u8;
        rise(candidates, side, (values, at + 1), symbol, found);
    }
}

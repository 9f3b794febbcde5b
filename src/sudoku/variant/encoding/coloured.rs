//! The options of arrows and chains, and their items. An arrow that shares no cell with another arrow
//! or a summed cage is filled whole, as a cage is: each assignment is one
//! option placing all of its open cells. Any other is a coloured relation:
//! one option for each assignment, covering the relation's item and giving
//! each open cell's value item its symbol as colour. Every placement in
//! such a cell gives the item its own symbol, so an assignment stands only
//! beside the placements that agree with it, whichever the search chooses
//! first. A chain (a little killer, a sandwich: `chain.rs`) is a step a
//! cell, each step's options its machine's moves there, colouring the
//! cell's value item and the states on either side.

use super::{Items, Matrix, Numbers, Relation, Row, Variant, VariantEncoding, MET};

impl VariantEncoding {
    /// Adds the options of the arrows filled whole, from their assignments
    /// (`tables`, as [`Items::relate`] returns them).
    pub(super) fn add_whole_arrows(
        &mut self,
        matrix: &mut Matrix,
        (variant, items): (&Variant, &Items),
        (tables, coloured): (&[Vec<u8>], &[bool]),
    ) {
        let givens = &variant.givens;
        let arrows = variant.relations.iter().zip(tables).zip(coloured);
        for ((relation, table), &coloured) in arrows {
            let (Relation::Arrow { cells, .. }, false) = (relation, coloured) else {
                continue;
            };
            let open: Vec<usize> = cells.iter().copied().filter(|&c| givens[c] == 0).collect();
            let fillings: Vec<u8> = table
                .chunks_exact(cells.len())
                .flat_map(|values| cells.iter().zip(values))
                .filter(|(&cell, _)| givens[cell] == 0)
                .map(|(_, &value)| value)
                .collect();
            if !open.is_empty() {
                self.add_fillings(matrix, (variant, items), &open, &fillings);
            }
        }
    }

    /// Adds each coloured relation's options, from its assignments
    /// (`tables`, as [`Items::relate`] returns them; `coloured` says which
    /// relations are coloured).
    pub(super) fn add_relations(
        &mut self,
        matrix: &mut Matrix,
        (variant, items): (&Variant, &Items),
        (tables, coloured): (&[Vec<u8>], &[bool]),
    ) {
        let mut option = Row::default();
        let relations = variant.relations.iter().zip(tables).zip(coloured);
        let coloured = relations.filter(|(_, &on)| on).map(|(both, _)| both);
        let items_of = items.relation_item.iter().zip(&items.chain_state);
        for ((relation, table), (&item, &state)) in coloured.zip(items_of) {
            let cells = relation.cells();
            if item == MET {
                continue;
            }
            if state != MET {
                self.add_chain(matrix, (variant, items), relation, (item, state));
                continue;
            }
            for values in table.chunks_exact(cells.len()) {
                option.clear();
                option.push(item);
                for (&cell, &value) in cells.iter().zip(values) {
                    if variant.givens[cell] == 0 {
                        option.colour(items.value_item[cell], value);
                    }
                }
                self.add(matrix, &option, &[]);
            }
        }
    }

    /// Adds a chain's options: at each cell, one for each move its machine
    /// may make there (`chain.rs`), covering the step's item (`item` and
    /// on, a cell each) and colouring the states on either side (the items
    /// from `state`, between each two cells) and the cell's value.
    fn add_chain(
        &mut self,
        matrix: &mut Matrix,
        (variant, items): (&Variant, &Items),
        relation: &Relation,
        (item, state): (u32, u32),
    ) {
        let (cells, givens) = (relation.cells(), &variant.givens);
        let candidates: Vec<u32> = (cells.iter())
            .map(|&c| match givens[c] {
                0 => items.candidates(c),
                given => 1 << (given - 1),
            })
            .collect();
        let moves = relation.moves(&candidates, items.side).unwrap_or_default();
        let last = cells.len() - 1;
        let mut option = Row::default();
        for (at, (&cell, moves)) in cells.iter().zip(&moves).enumerate() {
            for step in moves {
                option.clear();
                option.push(item + at as u32);
                if at > 0 {
                    option.state(state + at as u32 - 1, step.from + 1);
                }
                if at < last {
                    option.state(state + at as u32, step.to + 1);
                }
                if givens[cell] == 0 {
                    option.colour(items.value_item[cell], step.symbol);
                }
                self.add(matrix, &option, &[]);
            }
        }
    }
}

/// The primary item of each coloured relation with an open cell: an
/// arrow's one, a chain's first step (one a cell of it, numbered in a
/// row); [`MET`] for an arrow its givens fill.
pub(super) fn relation_items(
    givens: &[u8],
    coloured: &[&Relation],
    next: &mut Numbers,
) -> Vec<u32> {
    let open_cell = |relation: &Relation| relation.cells().iter().any(|&c| givens[c] == 0);
    (coloured.iter())
        .map(|relation| {
            let first = next.item(open_cell(relation) || relation.is_chain());
            if relation.is_chain() {
                next.0 += relation.cells().len() as u32 - 1;
            }
            first
        })
        .collect()
}

/// The first of each chain's states, one between each two of its cells,
/// numbered in a row; [`MET`] for a relation that is no chain.
pub(super) fn state_items(coloured: &[&Relation], next: &mut Numbers) -> Vec<u32> {
    (coloured.iter())
        .map(|relation| {
            let first = next.item(relation.is_chain());
            if relation.is_chain() {
                next.0 += relation.cells().len() as u32 - 2;
            }
            first
        })
        .collect()
}

/// The item of each open cell on a coloured relation, numbered on from
/// `next`; [`MET`] for the others.
pub(super) fn value_items(givens: &[u8], coloured: &[&Relation], next: &mut Numbers) -> Vec<u32> {
    let mut on_coloured = vec![false; givens.len()];
    for &cell in coloured.iter().flat_map(|relation| relation.cells()) {
        on_coloured[cell] = true;
    }
    (0..givens.len())
        .map(|cell| next.item(on_coloured[cell] && givens[cell] == 0))
        .collect()
}

/// The arrows that share no cell, each filled whole as a cage is.
pub(super) fn whole_arrows<'a>(
    variant: &'a Variant,
    coloured: &'a [bool],
) -> impl Iterator<Item = &'a Vec<usize>> + 'a {
    variant
        .relations
        .iter()
        .zip(coloured)
        .filter_map(|(relation, &coloured)| match relation {
            Relation::Arrow { cells, .. } if !coloured => Some(cells),
            _ => None,
        })
}

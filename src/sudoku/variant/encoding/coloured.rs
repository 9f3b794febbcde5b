//! The options of arrows. An arrow that shares no cell with another arrow
//! or a summed cage is filled whole, as a cage is: each assignment is one
//! option placing all of its open cells. Any other is a coloured relation:
//! one option for each assignment, covering the relation's item and giving
//! each open cell's value item its symbol as colour. Every placement in
//! such a cell gives the item its own symbol, so an assignment stands only
//! beside the placements that agree with it, whichever the search chooses
//! first.

use super::{Items, Matrix, Relation, Row, Variant, VariantEncoding, MET};

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
            let (Relation::Arrow(cells), false) = (relation, coloured) else {
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
        for ((relation, table), &item) in coloured.zip(&items.relation_item) {
            let cells = relation.cells();
            if item == MET {
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
}

//! What each item and option of a variant's matrix stands for, in the
//! variant's words, for the visualizer: the encoding numbers items by
//! cells alone, and here each number is given back its house, group, edge,
//! pair or relation. Only the stepper asks, so the solver pays nothing.

use super::super::{cage_name, cell_name, symbol_name, Relation, Variant, VariantError};
use super::{Items, Matrix, VariantEncoding, MET};

/// What a variant's item stands for, as `Stepper.itemGroup` numbers it for
/// a variant; the items of one kind are side by side in the matrix, in
/// this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum ItemKind {
    /// An open cell holds one symbol (primary).
    Cell,
    /// A row holds a symbol once (primary).
    Row,
    /// A column holds a symbol once (primary).
    Column,
    /// A box holds a symbol once (primary).
    Box,
    /// A jigsaw region holds a symbol once (primary).
    Region,
    /// A long diagonal holds a symbol once (primary).
    Diagonal,
    /// A windoku window holds a symbol once (primary).
    Window,
    /// A disjoint group holds a symbol once (primary).
    Disjoint,
    /// A cage of `n` cells holds a symbol once (primary).
    Cage,
    /// A summed cage its givens break: no option covers it (primary).
    Broken,
    /// An arrow that shares a cell takes one assignment (primary).
    Arrow,
    /// Two cells a knight's move apart hold a symbol at most once (secondary).
    Knight,
    /// A 2×2 square holds a symbol at most once (secondary).
    King,
    /// A cage without a sum holds a symbol at most once (secondary).
    Unsummed,
    /// Two non-consecutive neighbours hold a pair k, k + 1 at most once
    /// between them (secondary).
    Edge,
    /// A pair's first cell holds `x`, or the second a symbol that may not
    /// stand beside it (secondary).
    Pair,
    /// An open cell on a coloured arrow, coloured by its symbol (secondary).
    Value,
}

impl ItemKind {
    /// Every kind, in the matrix's order of items.
    pub const ALL: [ItemKind; 17] = [
        ItemKind::Cell,
        ItemKind::Row,
        ItemKind::Column,
        ItemKind::Box,
        ItemKind::Region,
        ItemKind::Diagonal,
        ItemKind::Window,
        ItemKind::Disjoint,
        ItemKind::Cage,
        ItemKind::Broken,
        ItemKind::Arrow,
        ItemKind::Knight,
        ItemKind::King,
        ItemKind::Unsummed,
        ItemKind::Edge,
        ItemKind::Pair,
        ItemKind::Value,
    ];

    /// The kind's items together, as the matrix labels them.
    pub fn group_name(self) -> &'static str {
        match self {
            ItemKind::Cell => "cells",
            ItemKind::Row => "rows",
            ItemKind::Column => "columns",
            ItemKind::Box => "boxes",
            ItemKind::Region => "regions",
            ItemKind::Diagonal => "diagonals",
            ItemKind::Window => "windows",
            ItemKind::Disjoint => "disjoint groups",
            ItemKind::Cage => "cages",
            ItemKind::Broken => "broken cages",
            ItemKind::Arrow => "arrows",
            ItemKind::Knight => "knight pairs",
            ItemKind::King => "king squares",
            ItemKind::Unsummed => "cages, no sum",
            ItemKind::Edge => "non-consecutive",
            ItemKind::Pair => "pairs",
            ItemKind::Value => "arrow cells",
        }
    }
}

/// An item's kind and its name, such as `R1C1`, `region 3 #5` or `knight
/// R1C1 R2C3 #5`.
pub type ItemLabel = (ItemKind, String);

impl VariantEncoding {
    /// Encodes as [`VariantEncoding::encode`] does, and names every item.
    pub fn encode_named(
        &mut self,
        variant: &Variant,
        matrix: &mut Matrix,
    ) -> Result<Vec<ItemLabel>, VariantError> {
        let items = self.build(variant, matrix, usize::MAX)?;
        Ok(items.labels(variant))
    }

    /// The (cell, symbol) placements of `option`: one for a cell's symbol,
    /// all of a cage's or an arrow's open cells for one filling of it, none
    /// for a coloured arrow's assignment.
    pub fn placements_of(&self, option: usize) -> &[(u16, u8)] {
        let (start, end) = (self.starts[option], self.starts[option + 1]);
        &self.placements[start as usize..end as usize]
    }

    /// An option's name: `R1C1=5` for one placement, and for a filling,
    /// what it fills and each placement (`cage R1C1 sum 15: R1C1=7
    /// R1C2=8`).
    pub fn option_name(&self, variant: &Variant, option: usize) -> String {
        let side = variant.shape.side();
        let placements = self.placements_of(option);
        let placed = |&(cell, symbol): &(u16, u8)| {
            format!(
                "{}={}",
                cell_name(usize::from(cell), side),
                symbol_name(symbol)
            )
        };
        let each: Vec<String> = placements.iter().map(placed).collect();
        let Some(&(first, _)) = placements.first() else {
            return "arrow assignment".to_string();
        };
        if placements.len() == 1 && !self.is_filling(variant, first) {
            return each.join(" ");
        }
        let first = usize::from(first);
        let cage = variant
            .cages
            .iter()
            .find(|cage| cage.is_summed(side) && cage.cells.contains(&first));
        let whole = match cage {
            Some(cage) => cage_name(cage.cells[0], cage.sum, side),
            None => format!("arrow {}", cell_name(arrow_of(variant, first), side)),
        };
        format!("{whole}: {}", each.join(" "))
    }

    /// Whether `cell`'s options are fillings of a cage or an arrow, which
    /// may place one cell when the others are given.
    fn is_filling(&self, variant: &Variant, cell: u16) -> bool {
        let (side, cell) = (variant.shape.side(), usize::from(cell));
        let in_cage = |cells: &[usize]| cells.contains(&cell);
        variant
            .cages
            .iter()
            .any(|cage| cage.is_summed(side) && in_cage(&cage.cells))
            || variant
                .relations
                .iter()
                .any(|relation| matches!(relation, Relation::Arrow { cells, .. } if in_cage(cells)))
    }
}

/// The circle of the arrow through `cell` (the cell itself if none).
fn arrow_of(variant: &Variant, cell: usize) -> usize {
    let mut arrows = variant
        .relations
        .iter()
        .filter_map(|relation| match relation {
            Relation::Arrow { cells, .. } if cells.contains(&cell) => Some(cells[0]),
            _ => None,
        });
    arrows.next().unwrap_or(cell)
}

impl Items {
    /// Every item's kind and name, from where [`Items::number`] put it.
    fn labels(&self, variant: &Variant) -> Vec<ItemLabel> {
        let side = self.side;
        let broken = (ItemKind::Broken, "broken cage sum".to_string());
        let mut labels = vec![broken; self.count];
        let mut name = |item: u32, kind: ItemKind, text: String| {
            if item != MET {
                labels[item as usize] = (kind, text);
            }
        };
        let symbol = |key: usize| symbol_name((key % side + 1) as u8);
        for (cell, &item) in self.cell_item.iter().enumerate() {
            name(item, ItemKind::Cell, cell_name(cell, side));
        }
        let houses = variant.named_houses();
        for (key, &item) in self.house_item.iter().enumerate() {
            let house = houses[key / side].0;
            name(item, house.item_kind(), house.item_name(side, symbol(key)));
        }
        let cells: Vec<Vec<usize>> = houses.into_iter().map(|(_, cells)| cells).collect();
        let groups = variant.named_groups(&cells);
        for (key, &item) in self.group_item.iter().enumerate() {
            let (group, cells) = &groups[key / side];
            let text = format!("{} #{}", group.name(cells, side), symbol(key));
            name(item, group.item_kind(), text);
        }
        let pairs = variant.pairs();
        for (key, &item) in self.pair_item.iter().enumerate() {
            let pair = &pairs[key / side];
            let [a, b] = pair.cells.map(|cell| cell_name(cell, side));
            let text = format!("{} {a} {b} #{}", pair.rule.name(), symbol(key));
            name(item, ItemKind::Pair, text);
        }
        let edges = variant.edges();
        for (key, &item) in self.edge_item.iter().enumerate() {
            let [a, b] = edges[key / (side - 1)].map(|cell| cell_name(cell, side));
            let k = (key % (side - 1) + 1) as u8;
            let (low, high) = (symbol_name(k), symbol_name(k + 1));
            name(item, ItemKind::Edge, format!("{a} {b} not {low},{high}"));
        }
        let coloured = variant.coloured();
        let arrows = (variant.relations.iter().zip(&coloured)).filter(|(_, &on)| on);
        let items = self.relation_item.iter().zip(&self.chain_state);
        for ((relation, _), (&item, &state)) in arrows.zip(items) {
            for (item, kind, text) in relation_labels(relation, (item, state), side) {
                name(item, kind, text);
            }
        }
        for (cell, &item) in self.value_item.iter().enumerate() {
            name(
                item,
                ItemKind::Value,
                format!("{} value", cell_name(cell, side)),
            );
        }
        labels
    }
}

/// The items of a coloured relation: an arrow's one, or a chain's steps
/// (from `item`, one a cell) and states (from `state`, one between each
/// two cells), each with its kind and name.
fn relation_labels(
    relation: &Relation,
    (item, state): (u32, u32),
    side: usize,
) -> Vec<(u32, ItemKind, String)> {
    let (cells, what) = (relation.cells(), relation.name());
    let first = cell_name(cells[0], side);
    if state == MET {
        return vec![(item, ItemKind::Arrow, format!("{what} {first}"))];
    }
    let mut labels = Vec::new();
    for (at, &cell) in cells.iter().enumerate() {
        let cell = cell_name(cell, side);
        let step = format!("{what} {first} at {cell}");
        labels.push((item + at as u32, ItemKind::Arrow, step));
        if at + 1 < cells.len() {
            let after = format!("{what} {first} after {cell}");
            labels.push((state + at as u32, ItemKind::Value, after));
        }
    }
    labels
}

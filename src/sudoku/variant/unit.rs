//! What each house and each distinct group of a variant is: the encoding
//! numbers items by cells alone, and the visualizer names them by these.

use super::{cell_name, grid_text, ItemKind};

/// A house: `n` cells that hold every symbol once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HouseKind {
    /// A row, from 0.
    Row(usize),
    /// A column, from 0.
    Column(usize),
    /// A box, from 0, row by row.
    Box(usize),
    /// A jigsaw region, as the layout numbers it from 0.
    Region(u8),
    /// The main diagonal ╲.
    Diagonal,
    /// The anti-diagonal ╱.
    AntiDiagonal,
    /// A windoku window, from 0, row by row.
    Window(usize),
    /// The cells at one place within their boxes, from 0.
    Disjoint(usize),
    /// A cage of `n` cells (no sum, or the sum of every symbol).
    Cage {
        /// The first cell the puzzle lists.
        head: usize,
        /// The sum, if the puzzle gives one.
        sum: Option<u32>,
    },
}

/// A distinct group: fewer than `n` cells that hold no symbol twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupKind {
    /// Two cells a knight's move apart.
    Knight,
    /// A 2×2 square, where every two cells are a king's move apart.
    King,
    /// A cage without a sum.
    Cage {
        /// The first cell the puzzle lists.
        head: usize,
    },
}

impl HouseKind {
    /// The house's short name, as an item's is written before its symbol:
    /// `R3`, `C5` and `B2` as the classic items, then the variant's words.
    pub fn name(self, side: usize) -> String {
        match self {
            HouseKind::Row(row) => format!("R{}", row + 1),
            HouseKind::Column(column) => format!("C{}", column + 1),
            HouseKind::Box(index) => format!("B{}", index + 1),
            HouseKind::Region(region) => format!("region {}", region + 1),
            HouseKind::Diagonal => "diagonal ╲".to_string(),
            HouseKind::AntiDiagonal => "diagonal ╱".to_string(),
            HouseKind::Window(index) => format!("window {}", index + 1),
            HouseKind::Disjoint(place) => format!("disjoint group {}", place + 1),
            HouseKind::Cage { head, sum } => cage_name(head, sum, side),
        }
    }
}

impl HouseKind {
    /// The name of the house's item for `symbol`: `R3#5`, `C5#3` and `B2#7`
    /// as the classic items, `region 3 #5` and the like for the others.
    pub fn item_name(self, side: usize, symbol: String) -> String {
        match self {
            HouseKind::Row(_) | HouseKind::Column(_) | HouseKind::Box(_) => {
                format!("{}#{symbol}", self.name(side))
            }
            _ => format!("{} #{symbol}", self.name(side)),
        }
    }
}

impl GroupKind {
    /// The group's name, from its `cells` in row order.
    pub fn name(self, cells: &[usize], side: usize) -> String {
        let cell = |k: usize| cell_name(cells[k], side);
        match self {
            GroupKind::Knight => format!("knight {} {}", cell(0), cell(1)),
            GroupKind::King => format!("king {}", cell(0)),
            GroupKind::Cage { head } => cage_name(head, None, side),
        }
    }
}

/// A cage's name: `cage R1C1`, and its sum when it has one (`cage R1C1 sum
/// 15`).
pub fn cage_name(head: usize, sum: Option<u32>, side: usize) -> String {
    match sum {
        Some(sum) => format!("cage {} sum {sum}", cell_name(head, side)),
        None => format!("cage {}", cell_name(head, side)),
    }
}

/// A symbol as the grid writes it: `5`, or `A` in a 16×16.
pub fn symbol_name(symbol: u8) -> String {
    grid_text(&[symbol])
}

impl HouseKind {
    /// The kind of the items the house makes.
    pub fn item_kind(self) -> ItemKind {
        match self {
            HouseKind::Row(_) => ItemKind::Row,
            HouseKind::Column(_) => ItemKind::Column,
            HouseKind::Box(_) => ItemKind::Box,
            HouseKind::Region(_) => ItemKind::Region,
            HouseKind::Diagonal | HouseKind::AntiDiagonal => ItemKind::Diagonal,
            HouseKind::Window(_) => ItemKind::Window,
            HouseKind::Disjoint(_) => ItemKind::Disjoint,
            HouseKind::Cage { .. } => ItemKind::Cage,
        }
    }
}

impl GroupKind {
    /// The kind of the items the group makes.
    pub fn item_kind(self) -> ItemKind {
        match self {
            GroupKind::Knight => ItemKind::Knight,
            GroupKind::King => ItemKind::King,
            GroupKind::Cage { .. } => ItemKind::Unsummed,
        }
    }
}

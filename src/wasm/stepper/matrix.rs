//! What the items and options of a stepper's matrix stand for, and the
//! matrix itself: names, Sudoku constraints and placements, each option's
//! items, and the nodes and their links, the larger ones as arrays laid out
//! as `src/contract.rs` declares.

use super::super::arguments::{index, Result};
use super::super::{constraint_object, object};
use super::{Labels, Stepper};
use crate::contract::{Packer, MATRIX_NODES, OPTIONS, PLACEMENTS};
use crate::sudoku::Placement;
use js_sys::{Array, Int32Array, Uint32Array};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl Stepper {
    /// How many items (constraints) the matrix has.
    #[wasm_bindgen(getter, js_name = itemCount)]
    pub fn item_count(&self) -> usize {
        self.search.matrix().item_count()
    }

    /// How many of the items are primary (the rest are secondary).
    #[wasm_bindgen(getter, js_name = primaryCount)]
    pub fn primary_count(&self) -> usize {
        self.search.matrix().primary_count()
    }

    /// How many options (candidate placements) the matrix has.
    #[wasm_bindgen(getter, js_name = optionCount)]
    pub fn option_count(&self) -> usize {
        self.search.matrix().option_count()
    }

    /// An item's name, such as `R3C5` (a cell) or `R3#5`, `C5#3`, `B2#7` (a
    /// symbol in a row, column or box), and a variant's in its words
    /// (`region 3 #5`, `knight R1C1 R2C3 #5`); `undefined` out of range.
    #[wasm_bindgen(js_name = itemName)]
    pub fn item_name(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] item: JsValue,
    ) -> Result<Option<String>> {
        Ok(index("item", &item)?.and_then(|item| self.name_of_item(item)))
    }

    /// An option's name: a placement such as `R3C5=7`, a variant's filling
    /// such as `cage R1C1 sum 15: R1C1=7 R1C2=8`, or the option as it was
    /// typed; `undefined` out of range.
    #[wasm_bindgen(js_name = optionName)]
    pub fn option_name(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] option: JsValue,
    ) -> Result<Option<String>> {
        let option = index("option", &option)?;
        Ok(option.and_then(|option| match &self.labels {
            _ if option >= self.option_count() => None,
            Labels::Sudoku(encoding) => Some(encoding.placement_name(option)),
            Labels::Variant(opened) => Some(opened.encoding.option_name(&opened.variant, option)),
            Labels::Named { options, .. } => options.get(option).map(str::to_string),
        }))
    }

    /// Every item's name, for a matrix's column labels.
    #[wasm_bindgen(js_name = itemNames)]
    pub fn item_names(&self) -> Array {
        (0..self.item_count())
            .filter_map(|i| self.name_of_item(i))
            .map(JsValue::from)
            .collect()
    }

    /// A Sudoku item's group: 0 cell, 1 row, 2 column, 3 box (`ItemGroup`
    /// in engine-facts.js); a variant's item's kind (`VariantItemGroups`
    /// there names each); -1 out of range or for any other problem.
    #[wasm_bindgen(js_name = itemGroup)]
    pub fn item_group(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] item: JsValue,
    ) -> Result<i32> {
        Ok(match (&self.labels, index("item", &item)?) {
            (Labels::Sudoku(encoding), Some(item)) if item < self.item_count() => {
                encoding.constraint(item).kind() as i32
            }
            (Labels::Variant(opened), Some(item)) if item < self.item_count() => {
                opened.items[item].0 as i32
            }
            _ => -1,
        })
    }

    /// A Sudoku item's constraint: `{ kind: "cell", row, column }`, or
    /// `{ kind: "row", row, value }`, `{ kind: "column", column, value }`,
    /// `{ kind: "box", index, value }` (rows, columns and boxes from 0, the
    /// value from 1); `undefined` out of range or for a problem that is not
    /// a Sudoku.
    #[wasm_bindgen(js_name = itemConstraint, unchecked_return_type = "ItemConstraint | undefined")]
    pub fn item_constraint(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] item: JsValue,
    ) -> Result<JsValue> {
        let (Labels::Sudoku(encoding), Some(item)) = (&self.labels, index("item", &item)?) else {
            return Ok(JsValue::UNDEFINED);
        };
        if item >= self.item_count() {
            return Ok(JsValue::UNDEFINED);
        }
        constraint_object(encoding.constraint(item))
    }

    /// The cells, row by row, whose placements meet a Sudoku item's
    /// constraint; empty out of range or for a problem that is not a Sudoku.
    #[wasm_bindgen(js_name = itemCells)]
    pub fn item_cells(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] item: JsValue,
    ) -> Result<Uint32Array> {
        let cells: Vec<u32> = match (&self.labels, index("item", &item)?) {
            (Labels::Sudoku(encoding), Some(item)) if item < self.item_count() => encoding
                .constraint_cells(item)
                .into_iter()
                .map(|c| c as u32)
                .collect(),
            _ => Vec::new(),
        };
        Ok(Uint32Array::from(&cells[..]))
    }

    /// An option's items; empty out of range.
    #[wasm_bindgen(js_name = optionItems)]
    pub fn option_items(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] option: JsValue,
    ) -> Result<Uint32Array> {
        let matrix = self.search.matrix();
        let items: Vec<u32> = match index("option", &option)? {
            Some(option) if option < matrix.option_count() => {
                matrix.option_items(option).map(|i| i as u32).collect()
            }
            _ => Vec::new(),
        };
        Ok(Uint32Array::from(&items[..]))
    }

    /// A Sudoku option's placement: `{ cell, value }`, the cell's index row
    /// by row and the value from 1; `undefined` out of range or for a
    /// problem that is not a Sudoku.
    #[wasm_bindgen(js_name = optionPlacement, unchecked_return_type = "Placement | undefined")]
    pub fn option_placement(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] option: JsValue,
    ) -> Result<JsValue> {
        match (&self.labels, index("option", &option)?) {
            (Labels::Sudoku(encoding), Some(option)) if option < self.option_count() => {
                let Placement { cell, value } = encoding.placement(option);
                object(&[("cell", cell.into()), ("value", value.into())])
            }
            _ => Ok(JsValue::UNDEFINED),
        }
    }

    /// The matrix's nodes at the search's step, for drawing the structure
    /// as in Knuth's figures, laid out as `contract::MATRIX_NODES` declares:
    /// each node's up and down links, its item and its option. Node 0 is the root,
    /// nodes `1..=itemCount` the item headers, then each option's nodes
    /// follow a spacer, and a spacer ends the last. Hidden nodes keep their
    /// own links while their neighbours skip them.
    #[wasm_bindgen(js_name = matrixNodes)]
    pub fn matrix_nodes(&self) -> Int32Array {
        let matrix = self.search.matrix();
        let items = matrix.item_count();
        let mut option = -1;
        let nodes = matrix
            .links()
            .enumerate()
            .flat_map(|(node, (up, down, top))| {
                // A node's `top` is its item's header (1-based) for a header or
                // an option node, and minus the options before it for a spacer.
                let (item, of) = match node {
                    0 => (-1, -1),
                    _ if node <= items => (top - 1, -1),
                    _ if top <= 0 => {
                        option = -top;
                        (-1, -1)
                    }
                    _ => (top - 1, option),
                };
                [up as i32, down as i32, item, of]
            });
        let entries = (0..matrix.option_count())
            .map(|o| matrix.option_items(o).count())
            .sum::<usize>();
        let mut packed = Packer::new(
            &MATRIX_NODES,
            &[
                ("items", items as i32),
                ("options", matrix.option_count() as i32),
                ("entries", entries as i32),
            ],
        );
        packed.part("nodes", nodes);
        Int32Array::from(&packed.finish()[..])
    }

    /// Every option's items, laid out as `contract::OPTIONS` declares: in
    /// one call, where `optionItems` takes one an option.
    pub fn options(&self) -> Int32Array {
        let matrix = self.search.matrix();
        let count = matrix.option_count();
        let lengths: Vec<i32> = (0..count)
            .map(|o| matrix.option_items(o).count() as i32)
            .collect();
        let mut packed = Packer::new(
            &OPTIONS,
            &[
                ("options", count as i32),
                ("entries", lengths.iter().sum::<i32>()),
            ],
        );
        packed.part("lengths", lengths).part(
            "items",
            (0..count).flat_map(|o| matrix.option_items(o).map(|i| i as i32)),
        );
        Int32Array::from(&packed.finish()[..])
    }

    /// What every option of a Sudoku places, laid out as
    /// `contract::PLACEMENTS` declares: in one call, where
    /// `optionPlacement` takes one an option. Empty for a problem that is
    /// not a classic Sudoku (a variant's filling places several cells: its
    /// name says which).
    pub fn placements(&self) -> Int32Array {
        let mut packed = Packer::new(&PLACEMENTS, &[]);
        match &self.labels {
            Labels::Sudoku(encoding) => packed.part(
                "placements",
                (0..self.option_count()).flat_map(|o| {
                    let Placement { cell, value } = encoding.placement(o);
                    [i32::from(cell), i32::from(value)]
                }),
            ),
            Labels::Variant(_) | Labels::Named { .. } => packed.part("placements", []),
        };
        Int32Array::from(&packed.finish()[..])
    }

    /// Every item's current length, with covered items as -1.
    #[wasm_bindgen(js_name = itemLengths)]
    pub fn item_lengths(&self) -> Int32Array {
        let matrix = self.search.matrix();
        let lengths: Vec<i32> = (0..matrix.item_count())
            .map(|i| {
                if matrix.is_active(i) {
                    matrix.item_length(i) as i32
                } else {
                    -1
                }
            })
            .collect();
        Int32Array::from(&lengths[..])
    }
}

impl Stepper {
    fn name_of_item(&self, item: usize) -> Option<String> {
        match &self.labels {
            _ if item >= self.item_count() => None,
            Labels::Sudoku(encoding) => Some(encoding.constraint(item).to_string()),
            Labels::Variant(opened) => opened.items.get(item).map(|(_, name)| name.clone()),
            Labels::Named { items, .. } => items.get(item).map(str::to_string),
        }
    }
}

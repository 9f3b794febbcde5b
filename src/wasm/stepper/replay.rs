//! The stepper's replay: the search it has produced so far, at any step,
//! forward or back, and what a view draws at that step, as typed arrays
//! read once a frame. The engine's [`Replay`] does the work; this file only
//! translates. Before `keepReplay` there is nothing to replay: a move
//! returns -1 and a reader an empty array, as at the start of an empty
//! record. Steps and counts are numbers clamped to what they can be (a
//! negative or NaN one is 0), so no call throws on the hot path.

use super::super::arguments::{error, whole_number, Result};
use super::{EventKind, Labels, Stepper};
use crate::cells::Mirror;
use crate::contract::{
    Packer, REPLAY_CELLS, REPLAY_CHANGES, REPLAY_LINKS, REPLAY_MEMORY, REPLAY_STATE, REPLAY_WRITES,
};
use crate::dlx::{Move, Replay};
use js_sys::{Float64Array, Int32Array};
use wasm_bindgen::prelude::*;

/// The longest record a replay keeps: the visualizer's own cap is 2,000,000.
const MAX_REPLAY: u64 = 1 << 26;

impl From<Move> for EventKind {
    fn from(event: Move) -> EventKind {
        match event {
            Move::Choose => EventKind::Choose,
            Move::Cover(_) => EventKind::Cover,
            Move::Uncover(_) => EventKind::Uncover,
            Move::Select(_) => EventKind::Select,
            Move::Deselect(_) => EventKind::Deselect,
            Move::Solution => EventKind::Solution,
        }
    }
}

/// A kind as the number a replay move returns: -1 when it could not move.
fn kind_code(event: Option<Move>) -> i32 {
    event.map_or(-1, |e| EventKind::from(e) as i32)
}

/// A count from JavaScript: `as` saturates, and NaN is 0.
fn count(value: f64) -> usize {
    value as usize
}

#[wasm_bindgen]
impl Stepper {
    /// Keeps every event from now on (at most `cap`, up to 67,108,864), so
    /// that the `replay…` methods can show the search at any step it has
    /// reached. Only before the first step. Throws an `Error` otherwise.
    #[wasm_bindgen(js_name = keepReplay)]
    pub fn keep_replay(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] cap: JsValue,
    ) -> Result<()> {
        let cap = whole_number("cap", &cap, 0, MAX_REPLAY)?;
        if self.steps > 0 {
            return Err(error(&"keepReplay() must come before the first step"));
        }
        self.replay = Some(Replay::new(self.search.matrix().clone(), cap as usize));
        self.cells = None;
        Ok(())
    }

    /// Applies the next kept event: returns its `EventKind`, or -1 when the
    /// replay stands at the last event kept. With `traced`, `replayChanges`
    /// then tells every link it rewrote.
    #[wasm_bindgen(js_name = replayForward)]
    pub fn replay_forward(&mut self, traced: bool) -> i32 {
        kind_code(self.replay.as_mut().and_then(|r| r.forward(traced)))
    }

    /// Exactly undoes the last applied event: returns its `EventKind`, or -1
    /// at step 0. With `traced`, as for `replayForward`.
    #[wasm_bindgen(js_name = replayBack)]
    pub fn replay_back(&mut self, traced: bool) -> i32 {
        kind_code(self.replay.as_mut().and_then(|r| r.back(traced)))
    }

    /// Applies up to `max` kept events, stopping after a solution; returns
    /// how many it applied.
    #[wasm_bindgen(js_name = replayAdvance)]
    pub fn replay_advance(&mut self, max: f64) -> f64 {
        self.replay.as_mut().map_or(0, |r| r.advance(count(max))) as f64
    }

    /// Moves toward step `target` (at most the events kept) by at most
    /// `budget` steps, from the nearest checkpoint when that is shorter;
    /// returns the step it reached.
    #[wasm_bindgen(js_name = replaySeek)]
    pub fn replay_seek(&mut self, target: f64, budget: f64) -> f64 {
        self.replay.as_mut().map_or(0, |r| {
            r.seek(count(target), count(budget));
            r.step()
        }) as f64
    }

    /// What the search shows at the replay's step, as one array laid out
    /// as `contract::REPLAY_STATE` declares: Knuth's counters, the covers
    /// and the stack of levels. Empty before `keepReplay`.
    #[wasm_bindgen(js_name = replayState)]
    pub fn replay_state(&self) -> Float64Array {
        let Some(replay) = &self.replay else {
            return Float64Array::new_with_length(0);
        };
        let matrix = replay.matrix();
        let (items, options) = (matrix.item_count(), matrix.option_count());
        let levels = replay.levels();
        let mut hidden_by = vec![-1.0; options];
        let mut hidden = 0;
        for item in (0..items).filter(|&item| !matrix.is_active(item)) {
            for option in matrix.item_options(item) {
                hidden_by[option] = item as f64;
                hidden += 1;
            }
        }
        let covered = (0..items).filter(|&item| !matrix.is_active(item)).count();
        let stats = replay.stats();
        let mut state = Packer::new(
            &REPLAY_STATE,
            &[
                ("items", items as f64),
                ("options", options as f64),
                ("depth", levels.len() as f64),
                ("partialLength", replay.partial().count() as f64),
                ("nodes", stats.nodes as f64),
                ("updates", stats.updates as f64),
                ("solutions", stats.solutions as f64),
                ("coveredCount", covered as f64),
                ("hiddenCount", f64::from(hidden)),
            ],
        );
        state
            .part("lengths", (0..items).map(|i| matrix.item_length(i) as f64))
            .part(
                "covered",
                (0..items).map(|i| f64::from(u8::from(!matrix.is_active(i)))),
            )
            .part("hiddenBy", hidden_by)
            .part(
                "levels",
                levels.iter().flat_map(|level| {
                    let option = level.option.map_or(-1.0, f64::from);
                    [
                        level.item.into(),
                        level.length.into(),
                        level.tried.into(),
                        option,
                    ]
                }),
            );
        Float64Array::from(&state.finish()[..])
    }

    /// The same step on dancing cells: the replay's covers and uncovers
    /// made on each item's sparse set (`src/cells/mirror.rs`), as one array
    /// laid out as `contract::REPLAY_CELLS` declares. Empty before
    /// `keepReplay`.
    #[wasm_bindgen(js_name = replayCells)]
    pub fn replay_cells(&mut self) -> Float64Array {
        let Some(replay) = &self.replay else {
            return Float64Array::new_with_length(0);
        };
        let matrix = replay.matrix();
        let mirror = self
            .cells
            .get_or_insert_with(|| Mirror::new(matrix, replay.cap()));
        mirror.seek(replay.moves(), replay.step());
        let cells = mirror.cells();
        let items = matrix.item_count();
        let marks = mirror.marks();
        let mut sizes = Vec::with_capacity(items);
        let mut lengths = Vec::with_capacity(items);
        let mut runs = Vec::new();
        for item in 0..items {
            let (size, run) = mirror.run(item);
            let before = runs.len();
            runs.extend(run.map(|option| option as f64));
            sizes.push(size as f64);
            lengths.push((runs.len() - before) as f64);
        }
        let mut state = Packer::new(
            &REPLAY_CELLS,
            &[
                ("items", items as f64),
                ("primary", matrix.primary_count() as f64),
                ("activePrimary", cells.active_primary() as f64),
                ("activeSecondary", cells.active_secondary() as f64),
                ("updates", mirror.updates() as f64),
                ("runEntries", runs.len() as f64),
                ("marks", marks.len() as f64),
            ],
        );
        state
            .part("order", cells.item_order().map(|item| item as f64))
            .part("sizes", sizes)
            .part("runLengths", lengths)
            .part("runs", runs)
            .part(
                "marked",
                marks
                    .iter()
                    .flat_map(|m| [f64::from(m.item), f64::from(m.at)]),
            );
        Float64Array::from(&state.finish()[..])
    }

    /// Every node's up and down links at the replay's step, laid out as
    /// `contract::REPLAY_LINKS` declares, numbered as in `matrixNodes()`.
    #[wasm_bindgen(js_name = replayLinks)]
    pub fn replay_links(&self) -> Int32Array {
        let mut links = Packer::new(&REPLAY_LINKS, &[]);
        if let Some(replay) = &self.replay {
            links.part(
                "nodes",
                replay
                    .matrix()
                    .links()
                    .flat_map(|(up, down, _)| [up as i32, down as i32]),
            );
        } else {
            links.part("nodes", []);
        }
        Int32Array::from(&links.finish()[..])
    }

    /// The links the last traced move rewrote, in order, laid out as
    /// `contract::REPLAY_CHANGES` declares.
    #[wasm_bindgen(js_name = replayChanges)]
    pub fn replay_changes(&self) -> Int32Array {
        let mut changes = Packer::new(&REPLAY_CHANGES, &[]);
        changes.part(
            "changes",
            self.replay.iter().flat_map(|r| r.changes()).flat_map(|c| {
                [
                    c.node as i32,
                    i32::from(c.is_down),
                    c.old as i32,
                    c.now as i32,
                ]
            }),
        );
        Int32Array::from(&changes.finish()[..])
    }

    /// Knuth's memory table at the replay's step, laid out as
    /// `contract::REPLAY_MEMORY` declares; with `writes`, part way through
    /// the last traced move: only its first `writes` writes made. Empty
    /// before `keepReplay`.
    #[wasm_bindgen(js_name = replayMemory)]
    pub fn replay_memory(&self, writes: Option<f64>) -> Int32Array {
        let Some(replay) = &self.replay else {
            return Int32Array::new_with_length(0);
        };
        let memory = replay.memory_within(writes.map_or(usize::MAX, count));
        let mut packed = Packer::new(&REPLAY_MEMORY, &[("entries", memory.llink.len() as i32)]);
        packed
            .part(
                "list",
                memory
                    .llink
                    .iter()
                    .zip(&memory.rlink)
                    .flat_map(|(&l, &r)| [l as i32, r as i32]),
            )
            .part(
                "nodes",
                (0..memory.top.len()).flat_map(|x| {
                    [
                        memory.top[x],
                        memory.ulink[x] as i32,
                        memory.dlink[x] as i32,
                    ]
                }),
            );
        Int32Array::from(&packed.finish()[..])
    }

    /// Every field of the memory table the last traced move wrote, in the
    /// order of Knuth's operations (12) to (15), laid out as
    /// `contract::REPLAY_WRITES` declares.
    #[wasm_bindgen(js_name = replayWrites)]
    pub fn replay_writes(&self) -> Int32Array {
        let mut writes = Packer::new(&REPLAY_WRITES, &[]);
        writes.part(
            "writes",
            self.replay
                .iter()
                .flat_map(|r| r.writes())
                .flat_map(|w| [w.field as i32, w.at as i32, w.old, w.now]),
        );
        Int32Array::from(&writes.finish()[..])
    }

    /// The givens with the partial solution at the replay's step filled in,
    /// one line; `undefined` for a problem that is not a Sudoku or a
    /// variant, or before
    /// `keepReplay`.
    #[wasm_bindgen(js_name = replayGrid)]
    pub fn replay_grid(&self) -> Option<String> {
        match (&self.labels, &self.replay) {
            (Labels::Sudoku(encoding), Some(replay)) => {
                Some(encoding.fill(replay.partial()).to_string())
            }
            (Labels::Variant(opened), Some(replay)) => Some(opened.fill(replay.partial())),
            _ => None,
        }
    }
}

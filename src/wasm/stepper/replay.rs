//! The stepper's replay: the search it has produced so far, at any step,
//! forward or back, and what a view draws at that step, as typed arrays
//! read once a frame. The engine's [`Replay`] does the work; this file only
//! translates.

use super::super::arguments::{error, whole_number, Result};
use super::{EventKind, Stepper};
use crate::dlx::{Move, Replay};
use js_sys::{Float64Array, Int32Array, Uint32Array, Uint8Array};
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

fn usize_from(value: u64) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
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
        self.replay = Some(Replay::new(self.search.matrix().clone(), usize_from(cap)));
        Ok(())
    }

    /// Applies the next kept event: returns its `EventKind`, or -1 when the
    /// replay stands at the last event kept. With `traced`, `replayChanges`
    /// then tells every link it rewrote.
    #[wasm_bindgen(js_name = replayForward)]
    pub fn replay_forward(&mut self, traced: bool) -> Result<i32> {
        Ok(kind_code(self.replaying()?.forward(traced)))
    }

    /// Exactly undoes the last applied event: returns its `EventKind`, or -1
    /// at step 0. With `traced`, as for `replayForward`.
    #[wasm_bindgen(js_name = replayBack)]
    pub fn replay_back(&mut self, traced: bool) -> Result<i32> {
        Ok(kind_code(self.replaying()?.back(traced)))
    }

    /// Applies up to `max` kept events, stopping after a solution; returns
    /// how many it applied.
    #[wasm_bindgen(js_name = replayAdvance)]
    pub fn replay_advance(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] max: JsValue,
    ) -> Result<f64> {
        let max = whole_number("max", &max, 0, u64::MAX)?;
        Ok(self.replaying()?.advance(usize_from(max)) as f64)
    }

    /// Moves toward step `target` (at most the events kept) by at most
    /// `budget` steps, from the nearest checkpoint when that is shorter;
    /// returns whether it arrived.
    #[wasm_bindgen(js_name = replaySeek)]
    pub fn replay_seek(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] target: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] budget: JsValue,
    ) -> Result<bool> {
        let target = whole_number("target", &target, 0, u64::MAX)?;
        let budget = whole_number("budget", &budget, 0, u64::MAX)?;
        Ok(self
            .replaying()?
            .seek(usize_from(target), usize_from(budget)))
    }

    /// The step the replay stands at.
    #[wasm_bindgen(getter, js_name = replayStep)]
    pub fn replay_step(&self) -> Result<f64> {
        Ok(self.replayed()?.step() as f64)
    }

    /// The counters at the replay's step: `[depth, partial, nodes, updates,
    /// solutions, covered, hidden]`: the levels entered, the options in the
    /// partial solution, Knuth's three counters, the items covered and the
    /// options they hide.
    #[wasm_bindgen(js_name = replayCounters)]
    pub fn replay_counters(&self) -> Result<Float64Array> {
        let replay = self.replayed()?;
        let matrix = replay.matrix();
        let stats = replay.stats();
        let covered: Vec<usize> = (0..matrix.item_count())
            .filter(|&i| !matrix.is_active(i))
            .collect();
        let hidden: usize = covered.iter().map(|&i| matrix.item_length(i)).sum();
        let counters = [
            replay.levels().len() as f64,
            replay.partial().count() as f64,
            stats.nodes as f64,
            stats.updates as f64,
            stats.solutions as f64,
            covered.len() as f64,
            hidden as f64,
        ];
        Ok(Float64Array::from(&counters[..]))
    }

    /// Every item's length at the replay's step (a covered item keeps the
    /// length it had when covered).
    #[wasm_bindgen(js_name = replayLengths)]
    pub fn replay_lengths(&self) -> Result<Int32Array> {
        let matrix = self.replayed()?.matrix();
        let lengths: Vec<i32> = (0..matrix.item_count())
            .map(|i| matrix.item_length(i) as i32)
            .collect();
        Ok(Int32Array::from(&lengths[..]))
    }

    /// 1 for each covered item at the replay's step, 0 for the others.
    #[wasm_bindgen(js_name = replayCovered)]
    pub fn replay_covered(&self) -> Result<Uint8Array> {
        let matrix = self.replayed()?.matrix();
        let covered: Vec<u8> = (0..matrix.item_count())
            .map(|i| u8::from(!matrix.is_active(i)))
            .collect();
        Ok(Uint8Array::from(&covered[..]))
    }

    /// For each option, the covered item that hides it at the replay's
    /// step, or -1: a covered item keeps in its own list exactly the
    /// options its cover hid.
    #[wasm_bindgen(js_name = replayHiddenBy)]
    pub fn replay_hidden_by(&self) -> Result<Int32Array> {
        let matrix = self.replayed()?.matrix();
        let mut hidden_by = vec![-1; matrix.option_count()];
        for item in (0..matrix.item_count()).filter(|&i| !matrix.is_active(i)) {
            for option in matrix.item_options(item) {
                hidden_by[option] = item as i32;
            }
        }
        Ok(Int32Array::from(&hidden_by[..]))
    }

    /// The levels of the search at the replay's step, four numbers each
    /// from depth 0 up: the chosen item, its options when covered, how many
    /// have been tried, and the option selected there (-1 when none is).
    #[wasm_bindgen(js_name = replayLevels)]
    pub fn replay_levels(&self) -> Result<Int32Array> {
        let levels: Vec<i32> = self
            .replayed()?
            .levels()
            .iter()
            .flat_map(|l| {
                let option = l.option.map_or(-1, |o| o as i32);
                [l.item as i32, l.length as i32, l.tried as i32, option]
            })
            .collect();
        Ok(Int32Array::from(&levels[..]))
    }

    /// Every node's up and down links at the replay's step, two numbers a
    /// node, numbered as in `links()`.
    #[wasm_bindgen(js_name = replayLinks)]
    pub fn replay_links(&self) -> Result<Int32Array> {
        let links: Vec<i32> = self
            .replayed()?
            .matrix()
            .links()
            .flat_map(|(up, down, _)| [up as i32, down as i32])
            .collect();
        Ok(Int32Array::from(&links[..]))
    }

    /// The links the last traced move rewrote, in order, four numbers each:
    /// the node, 1 for its down link or 0 for its up link, the link before
    /// and after.
    #[wasm_bindgen(js_name = replayChanges)]
    pub fn replay_changes(&self) -> Result<Int32Array> {
        let changes: Vec<i32> = self
            .replayed()?
            .changes()
            .iter()
            .flat_map(|c| {
                [
                    c.node as i32,
                    i32::from(c.is_down),
                    c.old as i32,
                    c.now as i32,
                ]
            })
            .collect();
        Ok(Int32Array::from(&changes[..]))
    }

    /// The options of the partial solution at the replay's step.
    #[wasm_bindgen(js_name = replayPartial)]
    pub fn replay_partial(&self) -> Result<Uint32Array> {
        let options: Vec<u32> = self.replayed()?.partial().map(|o| o as u32).collect();
        Ok(Uint32Array::from(&options[..]))
    }

    /// The givens with the partial solution at the replay's step filled in,
    /// one line; `undefined` for a problem that is not a Sudoku.
    #[wasm_bindgen(js_name = replayGrid)]
    pub fn replay_grid(&self) -> Result<Option<String>> {
        let replay = self.replayed()?;
        Ok(match &self.labels {
            super::Labels::Sudoku(encoding) => Some(encoding.fill(replay.partial()).to_string()),
            super::Labels::Named { .. } => None,
        })
    }
}

impl Stepper {
    fn replayed(&self) -> Result<&Replay> {
        self.replay
            .as_ref()
            .ok_or_else(|| error(&"call keepReplay() before the replay's methods"))
    }

    fn replaying(&mut self) -> Result<&mut Replay> {
        self.replay
            .as_mut()
            .ok_or_else(|| error(&"call keepReplay() before the replay's methods"))
    }
}

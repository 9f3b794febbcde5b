//! The links search's moves played on sparse sets, so that a view can set
//! dancing cells beside dancing links at every step of one search.
//!
//! The cells engine's own [`Search`](super::Search) would not do: it finds
//! dead ends while selecting, so it enters fewer nodes, and it breaks ties
//! by the order of its active set, which the search permutes; its tree is
//! not the links engine's. A [`Mirror`] instead takes each cover and
//! uncover of a recorded links search ([`Move`]) and makes it on the
//! cells: a cover takes the item out of the active set and hides its
//! options by swapping each node past the end of its item's active prefix,
//! and an uncover gives the sizes back, leaving the nodes where they are,
//! as `ssxc1` does. So at every step each item's active options are, as a
//! set, the options in its list in the links engine.
//!
//! Undoing a cover by sizes alone would leave the swaps in place, so a step
//! back would show another order than the step forward did. A mirror
//! therefore never moves back: it goes forward from the nearest checkpoint,
//! which makes the cells at a step the same however the step was reached.

use super::{Cells, OtherNodes, HEADER};
use crate::dlx::{Matrix, Move};

/// Memory the checkpoints of one mirror may take at most.
const CHECKPOINT_MEMORY: usize = 8 << 20;

/// An entry of an item's run that a move changed: the item and the entry's
/// place in its run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    /// The item, numbered as in the matrix.
    pub item: u32,
    /// The entry's index in the item's run, from 0.
    pub at: u32,
}

/// The cells, the updates made to reach them, and the items covered, the
/// last covered last.
#[derive(Clone)]
struct Position {
    cells: Cells,
    updates: u64,
    covered: Vec<u32>,
}

/// A links search's moves mirrored on sparse sets, at any step.
pub struct Mirror {
    now: Position,
    step: usize,
    /// Every item's run start, by its number.
    starts: Vec<u32>,
    /// Position `k * interval` for each `k`, saved when first reached.
    checkpoints: Vec<Position>,
    interval: usize,
    /// The entries the move that led to `step` changed.
    marks: Vec<Mark>,
}

impl Mirror {
    /// A mirror of the search of `matrix` at step 0, for a record of at
    /// most `cap` moves.
    pub fn new(matrix: &Matrix, cap: usize) -> Mirror {
        let cells = Cells::new(matrix);
        let starts = cells.items.clone();
        let bytes = 4 * (cells.set.len() + 2 * cells.cells.len() + 2 * cells.items.len()) + 64;
        let mut interval = 1024;
        while cap / interval * bytes > CHECKPOINT_MEMORY {
            interval *= 2;
        }
        let start = Position {
            cells,
            updates: 0,
            covered: Vec::new(),
        };
        Mirror {
            checkpoints: vec![start.clone()],
            now: start,
            step: 0,
            starts,
            interval,
            marks: Vec::new(),
        }
    }

    /// The step the mirror stands at: how many moves it has made.
    pub fn step(&self) -> usize {
        self.step
    }

    /// The cells at this step.
    pub fn cells(&self) -> &Cells {
        &self.now.cells
    }

    /// The updates made to reach this step, counted as the cells engine
    /// counts them: an item taken out of the active set, or a node out of
    /// an item's set (giving sizes back costs none).
    pub fn updates(&self) -> u64 {
        self.now.updates
    }

    /// The entries the move that led to this step changed: for a cover,
    /// each node it hid and each node swapped into its place; for an
    /// uncover, each node back in its item's active prefix.
    pub fn marks(&self) -> &[Mark] {
        &self.marks
    }

    /// Item `item`'s active size and its whole run, as options in the
    /// run's order: the first `size` are its active options.
    pub fn run(&self, item: usize) -> (usize, impl Iterator<Item = usize> + '_) {
        let cells = &self.now.cells;
        let x = self.starts[item];
        let options = (x..x + cells.built_sizes[item]).map(|at| cells.option_of(cells.word(at)));
        (cells.size(x) as usize, options)
    }

    /// Stands at step `target` of `moves` (at most their number), from the
    /// nearest checkpoint at or before it when that is not this step.
    pub fn seek(&mut self, moves: &[Move], target: usize) {
        let target = target.min(moves.len());
        if target == self.step {
            return;
        }
        // One move at least is made after a jump, so that the marks are
        // always those of the move before `target`.
        let nearest = (target.saturating_sub(1) / self.interval).min(self.checkpoints.len() - 1);
        let start = nearest * self.interval;
        if target < self.step || start > self.step {
            self.now.clone_from(&self.checkpoints[nearest]);
            self.step = start;
            self.marks.clear();
        }
        while self.step < target {
            self.forward(moves[self.step]);
        }
    }

    /// Makes `event`, the move at this step.
    ///
    /// # Panics
    ///
    /// Unless the moves nest as a search's do: a cover only of an item not
    /// covered, an uncover only of the item covered last. The cells are
    /// read without bounds checks, which is sound only for such moves, so
    /// a list of the caller's own is checked here (a search's always
    /// passes).
    fn forward(&mut self, event: Move) {
        self.marks.clear();
        match event {
            Move::Cover(item) => self.cover(item),
            Move::Uncover(item) => self.uncover(item),
            Move::Choose | Move::Select(_) | Move::Deselect(_) | Move::Solution => {}
        }
        self.step += 1;
        if self.step % self.interval == 0 && self.checkpoints.len() == self.step / self.interval {
            self.checkpoints.push(self.now.clone());
        }
    }

    /// Takes `item` out of the active set and hides its options from the
    /// other items' sets, as [`Cells::hide`] does, marking each swap.
    fn cover(&mut self, item: usize) {
        let x = self.starts[item];
        let Position {
            cells,
            updates,
            covered,
        } = &mut self.now;
        assert!(
            cells.is_active(x),
            "a mirror covers only an item not covered"
        );
        covered.push(item as u32);
        *updates += cells.deactivate(x);
        for at in x..x + cells.size(x) {
            let mut others = OtherNodes::of(cells.word(at));
            while let Some((node, y, loc)) = others.next(cells) {
                let last = cells.take_out(node, y, loc, cells.size(y) - 1);
                let number = cells.set[y as usize - HEADER as usize];
                self.marks.extend([loc, last].map(|place| Mark {
                    item: number,
                    at: place - y,
                }));
                *updates += 1;
            }
        }
    }

    /// Gives back the sizes that covering `item` took from the other
    /// items (each hidden node still lies just past its item's active
    /// prefix) and makes `item` active again.
    fn uncover(&mut self, item: usize) {
        let x = self.starts[item];
        let Position { cells, covered, .. } = &mut self.now;
        assert!(
            covered.pop() == Some(item as u32),
            "a mirror uncovers only the item covered last"
        );
        for at in x..x + cells.size(x) {
            let mut others = OtherNodes::of(cells.word(at));
            while let Some((_, y, _)) = others.next(cells) {
                let size = cells.size(y);
                cells.set[y as usize - 1] = size + 1;
                self.marks.push(Mark {
                    item: cells.set[y as usize - HEADER as usize],
                    at: size,
                });
            }
        }
        // Covers and uncovers nest, so `item` is the last one taken out of
        // its region of the active set.
        if x < cells.second {
            cells.active_primary += 1;
        } else {
            cells.active_secondary += 1;
        }
    }
}

impl Cells {
    /// The items in the order of the active sets: the primary region
    /// first, whose first [`Cells::active_primary`] are active, then the
    /// secondary region, whose first [`Cells::active_secondary`] are.
    pub fn item_order(&self) -> impl Iterator<Item = usize> + '_ {
        self.items.iter().map(|&x| self.word(x - HEADER) as usize)
    }

    /// Whether the item whose run starts at `x` is in its active set.
    fn is_active(&self, x: u32) -> bool {
        let at = self.word(x - 2) as usize;
        if x < self.second {
            at < self.active_primary
        } else {
            at - self.primary < self.active_secondary
        }
    }

    /// How many primary items are active.
    pub fn active_primary(&self) -> usize {
        self.active_primary
    }

    /// How many secondary items are active.
    pub fn active_secondary(&self) -> usize {
        self.active_secondary
    }
}

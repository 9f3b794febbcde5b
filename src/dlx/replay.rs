//! A recorded search played back and forth: the events of a [`Search`],
//! applied to a matrix of the replay's own. A step forward covers or
//! uncovers as the search did; a step back is its mirror image, since
//! uncover undoes cover exactly. Checkpoints, saved on the way forward, make
//! a long jump cost at most one interval of steps.
//!
//! The search itself only moves forward and never pays for any of this: the
//! replay is a separate value that a caller feeds with the search's events.
//!
//! [`Search`]: super::Search

use super::event::Event;
use super::matrix::Matrix;
use super::memory::{Field, ItemList, Memory, Write};
use super::search::Stats;

/// What a recorded event did, with the one number a replay needs of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// An item was chosen (a node of the search tree).
    Choose,
    /// This item was covered.
    Cover(usize),
    /// This item was uncovered.
    Uncover(usize),
    /// This option joined the partial solution.
    Select(usize),
    /// This option left the partial solution.
    Deselect(usize),
    /// A solution was found.
    Solution,
}

impl Move {
    /// The move of `event`; `None` for [`Event::Done`], and for the
    /// purifications of Algorithm C, which a replay does not play (it
    /// replays Algorithm X: [`Replay::new`] takes no colours).
    pub fn of(event: &Event<'_>) -> Option<Move> {
        Some(match *event {
            Event::Choose { .. } => Move::Choose,
            Event::Cover { item, .. } => Move::Cover(item),
            Event::Uncover { item, .. } => Move::Uncover(item),
            Event::Select { option, .. } => Move::Select(option),
            Event::Deselect { option, .. } => Move::Deselect(option),
            Event::Solution => Move::Solution,
            Event::Purify { .. } | Event::Unpurify { .. } | Event::Done => return None,
        })
    }
}

/// One level of the search: the item chosen there, how many options it had,
/// how many have been tried, and the option in the partial solution (while
/// one is).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Level {
    /// The chosen item.
    pub item: u32,
    /// Its options when it was covered.
    pub length: u32,
    /// Options tried so far, the current one included.
    pub tried: u32,
    /// The option selected at this level, if one is.
    pub option: Option<u32>,
}

/// One link rewritten by a step: `node`'s down link (`is_down`) or up link,
/// from `old` to `now`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkChange {
    /// The node whose link changed.
    pub node: u32,
    /// Whether it was the down link (else the up link).
    pub is_down: bool,
    /// The link before.
    pub old: u32,
    /// The link after.
    pub now: u32,
}

/// Where the memory writes of a traced step go, when `on`.
struct Changes<'a> {
    writes: &'a mut Vec<Write>,
    on: bool,
}

impl Changes<'_> {
    /// Records `node`'s leaving (`relinked` false) or rejoining its list
    /// between `up` and `down`: the two links that change, and the length
    /// of its item (whose header is `header`), `len` before.
    fn link(&mut self, node: u32, (up, down): (u32, u32), header: u32, len: u32, relinked: bool) {
        let (old, now) = if relinked { (down, node) } else { (node, down) };
        self.write(Field::Dlink, up, old, now);
        let (old, now) = if relinked { (up, node) } else { (node, up) };
        self.write(Field::Ulink, down, old, now);
        let now = if relinked { len + 1 } else { len - 1 };
        self.write(Field::Len, header, len, now);
    }

    fn write(&mut self, field: Field, at: u32, old: u32, now: u32) {
        self.writes.push(Write {
            field,
            at,
            old: old as i32,
            now: now as i32,
        });
    }

    /// Where the list of items tells of its writes: nowhere unless `on`.
    fn item_writes(&mut self) -> Option<&mut Vec<Write>> {
        self.on.then_some(&mut *self.writes)
    }
}

/// Everything a position holds, saved for a jump back to it.
#[derive(Clone)]
struct Position {
    matrix: Matrix,
    /// The list of items `dlx1` would keep beside it, for the memory table.
    items: ItemList,
    levels: Vec<Level>,
    stats: Stats,
}

/// Memory the checkpoints of one replay may take at most.
const CHECKPOINT_MEMORY: usize = 16 << 20;

/// A recorded search, replayed at any step.
pub struct Replay {
    /// The matrix, levels and counters at `step`.
    now: Position,
    /// The events recorded so far.
    moves: Vec<Move>,
    step: usize,
    /// Position `k * interval` for each `k`: always a prefix, since a
    /// checkpoint is saved when a forward step first reaches it.
    checkpoints: Vec<Position>,
    interval: usize,
    cap: usize,
    singles: Vec<u32>,
    /// Every field of the memory table the last traced step wrote.
    writes: Vec<Write>,
}

impl Replay {
    /// A replay of the search of `matrix`, which must be as built (no item
    /// covered), for a log of at most `cap` events.
    ///
    /// # Panics
    ///
    /// If the matrix has colours: a replay plays Algorithm X.
    pub fn new(matrix: Matrix, cap: usize) -> Replay {
        assert!(
            !matrix.has_colours(),
            "a replay plays Algorithm X, without colours"
        );
        let nodes = matrix.links().count();
        let bytes = 12 * nodes + 8 * matrix.item_count() + 4 * matrix.option_count() + 64;
        let mut interval = 4096;
        while cap / interval * bytes > CHECKPOINT_MEMORY {
            interval *= 2;
        }
        let start = Position {
            items: ItemList::new(matrix.primary_count(), matrix.item_count()),
            matrix,
            levels: Vec::new(),
            stats: Stats::default(),
        };
        Replay {
            checkpoints: vec![start.clone()],
            now: start,
            moves: Vec::new(),
            step: 0,
            interval,
            cap,
            singles: Vec::new(),
            writes: Vec::new(),
        }
    }

    /// Adds the next event of the search to the record, unless it holds
    /// its `cap` already.
    pub fn record(&mut self, event: Move) {
        if self.moves.len() < self.cap {
            self.moves.push(event);
        }
    }

    /// The most events it records.
    pub fn cap(&self) -> usize {
        self.cap
    }

    /// The events recorded so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many events are recorded.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether no event is recorded.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The step the replay stands at: how many events it has applied.
    pub fn step(&self) -> usize {
        self.step
    }

    /// The matrix at this step.
    pub fn matrix(&self) -> &Matrix {
        &self.now.matrix
    }

    /// The levels of the search at this step, from depth 0 up.
    pub fn levels(&self) -> &[Level] {
        &self.now.levels
    }

    /// The counters at this step.
    pub fn stats(&self) -> Stats {
        self.now.stats
    }

    /// The options of the partial solution, from depth 0 up.
    pub fn partial(&self) -> impl Iterator<Item = usize> + '_ {
        self.now
            .levels
            .iter()
            .map_while(|l| l.option)
            .map(|o| o as usize)
    }

    /// The links the last traced step rewrote, in the order it did: its
    /// writes of `ULINK` and `DLINK`.
    pub fn changes(&self) -> impl Iterator<Item = LinkChange> + '_ {
        self.writes.iter().filter_map(|w| {
            let is_down = match w.field {
                Field::Dlink => true,
                Field::Ulink => false,
                Field::Llink | Field::Rlink | Field::Len => return None,
            };
            Some(LinkChange {
                node: w.at,
                is_down,
                old: w.old as u32,
                now: w.now as u32,
            })
        })
    }

    /// Every field of the memory table the last traced step wrote, in the
    /// order of Knuth's operations (12) to (15) (see [`super::memory`]).
    pub fn writes(&self) -> &[Write] {
        &self.writes
    }

    /// The memory table at this step, as TAOCP 7.2.2.1 prints it.
    pub fn memory(&self) -> Memory {
        let matrix = &self.now.matrix;
        let items = matrix.item_count();
        let nodes = matrix.links().count();
        let mut memory = Memory {
            llink: self.now.items.llink().to_vec(),
            rlink: self.now.items.rlink().to_vec(),
            top: Vec::with_capacity(nodes),
            ulink: Vec::with_capacity(nodes),
            dlink: Vec::with_capacity(nodes),
        };
        for (node, (up, down, top)) in matrix.links().enumerate() {
            let is_header = (1..=items).contains(&node);
            memory.top.push(if is_header {
                matrix.item_length(node - 1) as i32
            } else {
                top
            });
            memory.ulink.push(up);
            memory.dlink.push(down);
        }
        memory
    }

    /// The memory table part way through the last traced step: with only
    /// its first `writes` writes made (all of them from their number on),
    /// for a reader who follows a cover or an uncover one write at a time.
    pub fn memory_within(&self, writes: usize) -> Memory {
        let mut memory = self.memory();
        for w in self.writes.iter().skip(writes).rev() {
            let at = w.at as usize;
            match w.field {
                Field::Llink => memory.llink[at] = w.old as u32,
                Field::Rlink => memory.rlink[at] = w.old as u32,
                Field::Len => memory.top[at] = w.old,
                Field::Ulink => memory.ulink[at] = w.old as u32,
                Field::Dlink => memory.dlink[at] = w.old as u32,
            }
        }
        memory
    }

    /// Applies the next recorded event, telling of each link it rewrites
    /// when `traced`; returns it, or `None` at the end of the record.
    pub fn forward(&mut self, traced: bool) -> Option<Move> {
        let event = *self.moves.get(self.step)?;
        let after_choose = self.step > 0 && self.moves[self.step - 1] == Move::Choose;
        let after_deselect =
            self.step > 0 && matches!(self.moves[self.step - 1], Move::Deselect(_));
        self.writes.clear();
        let changes = Changes {
            writes: &mut self.writes,
            on: traced,
        };
        let Position {
            matrix,
            items,
            levels,
            stats,
        } = &mut self.now;
        match event {
            Move::Choose => stats.nodes += 1,
            Move::Solution => {
                stats.nodes += 1;
                stats.solutions += 1;
            }
            Move::Cover(item) => {
                stats.updates += cover(matrix, items, item, &mut self.singles, changes);
                if after_choose {
                    levels.push(Level {
                        item: item as u32,
                        length: matrix.item_length(item) as u32,
                        tried: 0,
                        option: None,
                    });
                }
            }
            Move::Uncover(item) => {
                uncover(matrix, items, item, changes);
                if after_deselect {
                    levels.pop();
                }
            }
            Move::Select(option) => {
                if let Some(top) = levels.last_mut() {
                    top.option = Some(option as u32);
                    top.tried += 1;
                }
            }
            Move::Deselect(_) => {
                if let Some(top) = levels.last_mut() {
                    top.option = None;
                }
            }
        }
        self.step += 1;
        if self.step % self.interval == 0 && self.checkpoints.len() == self.step / self.interval {
            self.checkpoints.push(self.now.clone());
        }
        Some(event)
    }

    /// Exactly undoes the last applied event, telling of each link it
    /// rewrites when `traced`; returns it, or `None` at step 0.
    pub fn back(&mut self, traced: bool) -> Option<Move> {
        let step = self.step.checked_sub(1)?;
        let event = self.moves[step];
        let after_choose = step > 0 && self.moves[step - 1] == Move::Choose;
        let after_deselect = step > 0 && matches!(self.moves[step - 1], Move::Deselect(_));
        self.writes.clear();
        let changes = Changes {
            writes: &mut self.writes,
            on: traced,
        };
        let Position {
            matrix,
            items,
            levels,
            stats,
        } = &mut self.now;
        match event {
            Move::Choose => stats.nodes -= 1,
            Move::Solution => {
                stats.nodes -= 1;
                stats.solutions -= 1;
            }
            Move::Cover(item) => {
                if after_choose {
                    levels.pop();
                }
                stats.updates -= cover_cost(matrix, item);
                uncover(matrix, items, item, changes);
            }
            Move::Uncover(item) => {
                if after_deselect {
                    // The chosen item is uncovered only once every option was tried.
                    let length = matrix.item_length(item) as u32;
                    levels.push(Level {
                        item: item as u32,
                        length,
                        tried: length,
                        option: None,
                    });
                }
                cover(matrix, items, item, &mut self.singles, changes);
            }
            Move::Select(_) => {
                if let Some(top) = levels.last_mut() {
                    top.option = None;
                    top.tried -= 1;
                }
            }
            Move::Deselect(option) => {
                if let Some(top) = levels.last_mut() {
                    top.option = Some(option as u32);
                }
            }
        }
        self.step = step;
        Some(event)
    }

    /// Moves toward `target` (at most the record's length) by at most
    /// `budget` steps, first jumping to the nearest checkpoint when that is
    /// shorter; returns whether it arrived.
    pub fn seek(&mut self, target: usize, budget: usize) -> bool {
        let target = target.min(self.moves.len());
        let nearest = (target / self.interval).min(self.checkpoints.len() - 1);
        let start = nearest * self.interval;
        if self.step.abs_diff(target) > target - start {
            self.now.clone_from(&self.checkpoints[nearest]);
            self.step = start;
        }
        for _ in 0..budget {
            let moved = match self.step.cmp(&target) {
                std::cmp::Ordering::Less => self.forward(false),
                std::cmp::Ordering::Greater => self.back(false),
                std::cmp::Ordering::Equal => break,
            };
            if moved.is_none() {
                break;
            }
        }
        self.step == target
    }

    /// Applies up to `max` recorded events, stopping after a solution;
    /// returns how many it applied.
    pub fn advance(&mut self, max: usize) -> usize {
        let mut moved = 0;
        while moved < max {
            let Some(event) = self.forward(false) else {
                break;
            };
            moved += 1;
            if event == Move::Solution {
                break;
            }
        }
        moved
    }
}

/// Covers `item`, telling `changes` of each link it rewrites; returns the
/// links it removed.
fn cover(
    matrix: &mut Matrix,
    items: &mut ItemList,
    item: usize,
    singles: &mut Vec<u32>,
    mut changes: Changes,
) -> u64 {
    let header = item as u32 + 1;
    let mut lengths = if changes.on {
        lengths(matrix)
    } else {
        Vec::new()
    };
    let updates = matrix.cover(header, singles);
    // The search's hints for the column rule; a replay chooses nothing.
    singles.clear();
    if changes.on {
        let mut unlinked = Vec::new();
        matrix.unlinked_by(header, |node, links, top| unlinked.push((node, links, top)));
        for &(node, links, top) in unlinked.iter().rev() {
            let len = &mut lengths[top as usize];
            changes.link(node, links, top, *len, false);
            *len -= 1;
        }
    }
    items.unlink(header, changes.item_writes());
    updates
}

/// Uncovers `item`, telling `changes` of each link it rewrites.
fn uncover(matrix: &mut Matrix, items: &mut ItemList, item: usize, mut changes: Changes) {
    let header = item as u32 + 1;
    items.relink(header, changes.item_writes());
    if changes.on {
        let mut lengths = lengths(matrix);
        matrix.unlinked_by(header, |node, links, top| {
            let len = &mut lengths[top as usize];
            changes.link(node, links, top, *len, true);
            *len += 1;
        });
    }
    matrix.uncover(header);
}

/// Every item's length, indexed by its header (from 1).
fn lengths(matrix: &Matrix) -> Vec<u32> {
    let mut lengths = vec![0];
    lengths.extend((0..matrix.item_count()).map(|i| matrix.item_length(i) as u32));
    lengths
}

/// The links a cover of `item` removes, as [`Matrix::cover`] counts them:
/// each other node of each option in its list, and the item itself.
fn cover_cost(matrix: &Matrix, item: usize) -> u64 {
    let others: usize = matrix
        .item_options(item)
        .map(|o| matrix.option_items(o).count() - 1)
        .sum();
    others as u64 + 1
}

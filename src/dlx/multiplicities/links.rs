//! The links of Algorithm M, as Knuth lays them out in `dlx3`, and the
//! dance steps on them: covering, purifying by a colour, and tweaking.
//!
//! A pointer is an index. Nodes `1..=n` are the item headers (node 0 is the
//! unused header of the list of active items); node `n + 1` is the first
//! spacer, and each option's nodes follow it, a spacer after each. A
//! spacer's `item` is `-k` after the first `k` options (0 for the first),
//! its `up` the first node of the option before it and its `down` the last
//! node of the option after it, so an option is walked round without links
//! of its own. A node's colour is `-1` once it is *cleansed*: its item has
//! been purified in that node's colour, so hiding passes it by.

use super::Multiplicity;
use crate::dlx::Matrix;
use crate::work::LENGTHS_PER_UNIT;

/// A node: an option's entry for an item, an item's header, or a spacer.
#[derive(Clone, Copy, Debug)]
struct Node {
    up: u32,
    down: u32,
    /// The item (1-based) of an option's node; `-k` for the spacer after
    /// the first `k` options.
    item: i32,
    /// The colour the option gives its (secondary) item, 0 for none, `-1`
    /// once cleansed.
    colour: i32,
}

/// An item: its neighbours in the list of active primary items, and what
/// is left of its multiplicity.
#[derive(Clone, Copy, Debug)]
struct Item {
    prev: u32,
    next: u32,
    /// How many more options of its list the partial solution may take.
    bound: u32,
    /// Its upper bound less its lower: how many of those it may leave.
    slack: u32,
    /// How many options its list holds.
    len: u32,
}

/// The structure Algorithm M dances on, with Knuth's counts of its work.
#[derive(Clone, Debug)]
pub(super) struct Links {
    nodes: Vec<Node>,
    items: Vec<Item>,
    /// The first secondary item, 1-based.
    second: u32,
    /// The first spacer: a node below it is a header.
    first_spacer: u32,
    /// Links removed, and items covered: Knuth's updates.
    pub(super) updates: u64,
    /// Work beside nodes and updates (see `crate::work`): the options a
    /// cover or purification walks, and the lengths the rule reads, a unit
    /// for [`LENGTHS_PER_UNIT`] of them.
    pub(super) extra: u64,
}

/// `matrix`'s items, from 1, with no options yet: the primary ones in the
/// active list after item 0, its head, each with its multiplicity; a
/// secondary one never active, its links leading to itself, so that
/// covering and uncovering it leave the active list alone.
fn items(matrix: &Matrix, multiplicities: &[Multiplicity]) -> Vec<Item> {
    let primary = matrix.primary_count();
    let mut items: Vec<Item> = (0..=matrix.item_count() as u32)
        .map(|k| Item {
            prev: k,
            next: k,
            bound: 0,
            slack: 0,
            len: 0,
        })
        .collect();
    for (k, item) in items.iter_mut().enumerate().take(primary + 1) {
        item.prev = if k == 0 { primary as u32 } else { k as u32 - 1 };
        item.next = if k == primary { 0 } else { k as u32 + 1 };
        if k > 0 {
            let Multiplicity { lower, upper } = multiplicities
                .get(k - 1)
                .copied()
                .unwrap_or(Multiplicity::ONCE);
            item.bound = upper;
            item.slack = upper - lower;
        }
    }
    items
}

/// The score of an item with no options to choose from, none left to
/// satisfy it: a dead end; and of no item at all, a solution.
pub(super) const NO_ITEM: i64 = i64::MAX;

impl Links {
    /// The links of `matrix`'s items and options, each primary item with
    /// its multiplicity (every one [`Multiplicity::ONCE`] when
    /// `multiplicities` is empty).
    pub(super) fn new(matrix: &Matrix, multiplicities: &[Multiplicity]) -> Links {
        let primary = matrix.primary_count();
        let mut links = Links {
            nodes: Vec::new(),
            items: items(matrix, multiplicities),
            second: primary as u32 + 1,
            first_spacer: matrix.item_count() as u32 + 1,
            updates: 0,
            extra: 0,
        };
        links.nodes = (0..links.first_spacer)
            .map(|k| Node {
                up: k,
                down: k,
                item: 0,
                colour: 0,
            })
            .collect();
        links.nodes.push(Node {
            up: 0,
            down: 0,
            item: 0,
            colour: 0,
        });
        for option in 0..matrix.option_count() {
            let coloured = matrix
                .option_items(option)
                .zip(matrix.option_colours(option));
            links.append(option, coloured);
        }
        links
    }

    /// Appends option number `option`, its items (0-based) with their
    /// colours, at the bottom of their lists, and a spacer after it.
    fn append(&mut self, option: usize, items: impl Iterator<Item = (usize, u32)>) {
        let nodes = &mut self.nodes;
        let start = nodes.len() as u32;
        for (item, colour) in items {
            let header = item as u32 + 1;
            let node = nodes.len() as u32;
            let last = nodes[header as usize].up;
            nodes.push(Node {
                up: last,
                down: header,
                item: header as i32,
                colour: colour as i32,
            });
            nodes[last as usize].down = node;
            nodes[header as usize].up = node;
            self.items[header as usize].len += 1;
        }
        let end = nodes.len() as u32;
        nodes[start as usize - 1].down = end - 1;
        nodes.push(Node {
            up: start,
            down: 0,
            item: -(option as i32) - 1,
            colour: 0,
        });
    }

    /// Whether `node` is an item's header rather than an option's node.
    pub(super) fn is_header(&self, node: u32) -> bool {
        node < self.first_spacer
    }

    pub(super) fn down(&self, node: u32) -> u32 {
        self.nodes[node as usize].down
    }

    /// The item (1-based) of an option's node.
    pub(super) fn item_of(&self, node: u32) -> u32 {
        self.nodes[node as usize].item as u32
    }

    /// The option (0-based) of an option's node.
    pub(super) fn option_of(&self, node: u32) -> usize {
        let mut q = node + 1;
        while self.nodes[q as usize].item > 0 {
            q += 1;
        }
        (-self.nodes[q as usize].item) as usize - 1
    }

    /// An item's bound and slack.
    pub(super) fn bounds(&self, item: u32) -> (u32, u32) {
        let Item { bound, slack, .. } = self.items[item as usize];
        (bound, slack)
    }

    pub(super) fn len(&self, item: u32) -> u32 {
        self.items[item as usize].len
    }

    /// Takes one from `item`'s bound, or gives one back (`by` is -1 or 1).
    pub(super) fn add_to_bound(&mut self, item: u32, by: i32) {
        let bound = &mut self.items[item as usize].bound;
        *bound = bound.wrapping_add_signed(by);
    }

    /// The item to branch on and its branching degree, as Knuth's `dlx3`
    /// chooses it (with `first`, the first active item whatever its
    /// degree); [`NO_ITEM`] when no primary item is active, a solution. A
    /// degree of 0 or less is a dead end: too few options are left.
    ///
    /// An item of length `l` and bound `b` with slack `s` (at most `b`)
    /// can take `l + s - b + 1` ways: its first option, or its second
    /// with the first left out, ..., or, while the slack allows, none.
    /// Among equal degrees the item of least slack wins, then the longer.
    pub(super) fn choose(&mut self, first: bool) -> (u32, i64) {
        let (mut best, mut score) = (0, NO_ITEM);
        let (mut best_s, mut best_l) = (0, 0);
        let mut k = self.items[0].next;
        let mut read = 0;
        while k != 0 {
            let Item {
                next,
                bound,
                slack,
                len,
                ..
            } = self.items[k as usize];
            let s = slack.min(bound);
            let t = i64::from(len) + i64::from(s) - i64::from(bound) + 1;
            read += 1;
            if t < score || (t == score && (s < best_s || (s == best_s && len > best_l))) {
                (best, score, best_s, best_l) = (k, t, s, len);
            }
            if first {
                break;
            }
            k = next;
        }
        self.extra += read / LENGTHS_PER_UNIT;
        (best, score)
    }

    /// Takes `item` out of the list of active items.
    pub(super) fn deactivate(&mut self, item: u32) {
        let Item { prev, next, .. } = self.items[item as usize];
        self.items[prev as usize].next = next;
        self.items[next as usize].prev = prev;
    }

    /// Puts `item` back where [`Links::deactivate`] took it from.
    pub(super) fn reactivate(&mut self, item: u32) {
        let Item { prev, next, .. } = self.items[item as usize];
        self.items[prev as usize].next = item;
        self.items[next as usize].prev = item;
    }

    /// Removes an option node from its item's list.
    fn unlink(&mut self, node: u32) {
        let Node { up, down, item, .. } = self.nodes[node as usize];
        self.nodes[up as usize].down = down;
        self.nodes[down as usize].up = up;
        self.items[item as usize].len -= 1;
        self.updates += 1;
    }

    /// Puts back an option node that [`Links::unlink`] removed.
    fn relink(&mut self, node: u32) {
        let Node { up, down, item, .. } = self.nodes[node as usize];
        self.nodes[up as usize].down = node;
        self.nodes[down as usize].up = node;
        self.items[item as usize].len += 1;
    }

    /// Hides the option of `node` from the lists of its other items,
    /// passing by cleansed nodes, from the node after `node` round to the
    /// one before it; with `itself`, `node` too, last.
    fn hide(&mut self, node: u32, itself: bool) {
        let mut q = node + 1;
        loop {
            if q == node {
                if itself {
                    self.unlink(q);
                }
                return;
            }
            let Node {
                up, item, colour, ..
            } = self.nodes[q as usize];
            if item <= 0 {
                q = up;
                continue;
            }
            if colour >= 0 {
                self.unlink(q);
            }
            q += 1;
        }
    }

    /// Exactly undoes `hide(node, false)`.
    fn unhide(&mut self, node: u32) {
        let mut q = node + 1;
        while q != node {
            let Node {
                up, item, colour, ..
            } = self.nodes[q as usize];
            if item <= 0 {
                q = up;
                continue;
            }
            if colour >= 0 {
                self.relink(q);
            }
            q += 1;
        }
    }

    /// Covers `item`: hides every option in its list from the others'
    /// lists and, with `deactivate`, takes it out of the active items.
    pub(super) fn cover(&mut self, item: u32, deactivate: bool) {
        if deactivate {
            self.deactivate(item);
        }
        self.updates += 1;
        let mut r = self.down(item);
        while !self.is_header(r) {
            self.hide(r, false);
            self.extra += 1;
            r = self.down(r);
        }
    }

    /// Exactly undoes `cover(item, reactivate)`. The options are put back
    /// top to bottom, as they were hidden: as Knuth notes in `dlx3`, the
    /// links come back whichever way.
    pub(super) fn uncover(&mut self, item: u32, reactivate: bool) {
        let mut r = self.down(item);
        while !self.is_header(r) {
            self.unhide(r);
            r = self.down(r);
        }
        if reactivate {
            self.reactivate(item);
        }
    }

    /// Commits the other items of the option of `node`, just chosen: a
    /// primary item's bound falls by one, and it is covered when none is
    /// left; a secondary item is covered, or purified by the colour the
    /// option gives it, unless it is purified in that colour already.
    pub(super) fn commit_others(&mut self, node: u32) {
        let mut q = node + 1;
        while q != node {
            let Node {
                up, item, colour, ..
            } = self.nodes[q as usize];
            if item <= 0 {
                q = up;
                continue;
            }
            let item = item as u32;
            if item < self.second {
                self.add_to_bound(item, -1);
                if self.items[item as usize].bound == 0 {
                    self.cover(item, true);
                }
            } else if colour == 0 {
                self.cover(item, true);
            } else if colour > 0 {
                self.purify(q);
            }
            q += 1;
        }
    }

    /// Exactly undoes `commit_others(node)`, right to left.
    pub(super) fn uncommit_others(&mut self, node: u32) {
        let mut q = node - 1;
        while q != node {
            let Node {
                down, item, colour, ..
            } = self.nodes[q as usize];
            if item <= 0 {
                q = down;
                continue;
            }
            let item = item as u32;
            if item < self.second {
                if self.items[item as usize].bound == 0 {
                    self.uncover(item, true);
                }
                self.add_to_bound(item, 1);
            } else if colour == 0 {
                self.uncover(item, true);
            } else if colour > 0 {
                self.unpurify(q);
            }
            q -= 1;
        }
    }

    /// Purifies the item of `node` by the node's colour: hides the options
    /// of its list that give it another colour or none, and cleanses those
    /// that agree, so that choosing one of them later leaves the item be.
    fn purify(&mut self, node: u32) {
        let Node { item, colour, .. } = self.nodes[node as usize];
        let mut r = self.down(item as u32);
        while !self.is_header(r) {
            if self.nodes[r as usize].colour != colour {
                self.hide(r, false);
            } else if r != node {
                self.nodes[r as usize].colour = -1;
            }
            self.extra += 1;
            r = self.down(r);
        }
    }

    /// Exactly undoes `purify(node)`, bottom to top.
    fn unpurify(&mut self, node: u32) {
        let Node { item, colour, .. } = self.nodes[node as usize];
        let mut r = self.nodes[item as usize].up;
        while !self.is_header(r) {
            if self.nodes[r as usize].colour < 0 {
                self.nodes[r as usize].colour = colour;
            } else if r != node {
                self.unhide(r);
            }
            r = self.nodes[r as usize].up;
        }
    }

    /// Tweaks the topmost option `node` of the item being branched on:
    /// hides it from every list, its item's included, or, when the item is
    /// covered already (`block` false: its options are hidden from the
    /// other lists), takes it out of the item's list alone.
    pub(super) fn tweak(&mut self, node: u32, block: bool) {
        if block {
            self.hide(node, true);
        } else {
            self.unlink(node);
        }
    }

    /// Exactly undoes every tweak of `item` since its list began at
    /// `first`, with `unblock` as each tweak's `block`, and then, without
    /// it, the item's cover (not its deactivation). The tweaked options
    /// still point down to the one tweaked after them, the last to what
    /// is now the top of the list: so the list is put back by walking down
    /// from `first` (Knuth's "punch line" in `dlx3`).
    pub(super) fn untweak(&mut self, item: u32, first: u32, unblock: bool) {
        let top = self.down(item);
        self.nodes[item as usize].down = first;
        let (mut r, mut above, mut restored) = (first, item, 0);
        while r != top {
            self.nodes[r as usize].up = above;
            restored += 1;
            if unblock {
                self.unhide(r);
            }
            above = r;
            r = self.down(r);
        }
        self.nodes[r as usize].up = above;
        self.items[item as usize].len += restored;
        if !unblock {
            self.uncover(item, false);
        }
    }
}

//! Knuth's memory table (TAOCP 7.2.2.1, Table 1): the structure as the
//! book prints it, for a reader who follows a cover link by link.
//!
//! The nodes are the engine's own, numbered as the book numbers them:
//! node 0 unused, nodes `1..=N` the item headers (whose `TOP` field holds
//! `LEN`), then each option after its spacer, whose `TOP` is `-k` after `k`
//! options, `ULINK` the first node of the option before and `DLINK` the
//! last node of the option after. The one thing the engine does not keep
//! is the doubly linked list of items (`LLINK`, `RLINK`): it scans a dense
//! array of lengths instead (see the module's notes). [`ItemList`] keeps
//! that list beside a replay, as `dlx1` would, so the table is the book's
//! field for field: the primary items in a list headed by item 0 and, when
//! there are any, the secondary ones in a list headed by item `N + 1`.
//!
//! A traced step reports each memory write in the order of the book's
//! operations (12) to (15): `cover(i)` hides each option below `i` top to
//! bottom, each hide writing `DLINK(u)`, `ULINK(d)` and `LEN(x)` for each
//! other node left to right, and then takes `i` out of the list of items;
//! `uncover(i)` puts `i` back first and then unhides bottom to top, right
//! to left, so every write is undone in exactly the reverse order.

/// A field of the table that a cover or an uncover writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The item before an item in its list.
    Llink = 0,
    /// The item after an item in its list.
    Rlink = 1,
    /// An item's length: the `TOP` field of its header node.
    Len = 2,
    /// The node above a node in its item's list.
    Ulink = 3,
    /// The node below a node in its item's list.
    Dlink = 4,
}

/// One write to memory: `field` of item or node `at`, from `old` to `now`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Write {
    /// The field written.
    pub field: Field,
    /// The item (`LLINK`, `RLINK`) or node (`LEN` at the item's header,
    /// `ULINK`, `DLINK`) written.
    pub at: u32,
    /// The value before.
    pub old: i32,
    /// The value after.
    pub now: i32,
}

/// The doubly linked list of items that `dlx1` keeps and this engine does
/// not: item `i`'s neighbours are `llink[i]` and `rlink[i]`, items numbered
/// from 1 as their headers are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ItemList {
    llink: Vec<u32>,
    rlink: Vec<u32>,
}

impl ItemList {
    /// The list as `dlx1` builds it for `items` items, the first `primary`
    /// of them primary: every item in its list, in order.
    pub fn new(primary: usize, items: usize) -> ItemList {
        let heads = if items > primary {
            items + 2
        } else {
            items + 1
        };
        let mut list = ItemList {
            llink: vec![0; heads],
            rlink: vec![0; heads],
        };
        list.ring(0, 1..=primary);
        if items > primary {
            list.ring(items + 1, primary + 1..=items);
        }
        list
    }

    /// Links `head` and `members` in a circle, in order.
    fn ring(&mut self, head: usize, members: std::ops::RangeInclusive<usize>) {
        let mut previous = head;
        for item in members {
            self.rlink[previous] = item as u32;
            self.llink[item] = previous as u32;
            previous = item;
        }
        self.rlink[previous] = head as u32;
        self.llink[head] = previous as u32;
    }

    /// Each entry's `LLINK`: the items' (from 1) and the lists' heads'.
    pub fn llink(&self) -> &[u32] {
        &self.llink
    }

    /// Each entry's `RLINK`.
    pub fn rlink(&self) -> &[u32] {
        &self.rlink
    }

    /// Takes item `i` (from 1) out of its list, as the end of (12) does,
    /// telling `writes` of the two links it rewrites.
    pub(super) fn unlink(&mut self, i: u32, writes: Option<&mut Vec<Write>>) {
        let (l, r) = (self.llink[i as usize], self.rlink[i as usize]);
        self.rlink[l as usize] = r;
        self.llink[r as usize] = l;
        if let Some(writes) = writes {
            writes.push(link_write(Field::Rlink, l, i, r));
            writes.push(link_write(Field::Llink, r, i, l));
        }
    }

    /// Puts item `i` back between the neighbours it kept, as the start of
    /// (14) does, telling `writes` of the two links it rewrites.
    pub(super) fn relink(&mut self, i: u32, writes: Option<&mut Vec<Write>>) {
        let (l, r) = (self.llink[i as usize], self.rlink[i as usize]);
        let (old_right, old_left) = (self.rlink[l as usize], self.llink[r as usize]);
        self.rlink[l as usize] = i;
        self.llink[r as usize] = i;
        if let Some(writes) = writes {
            writes.push(link_write(Field::Rlink, l, old_right, i));
            writes.push(link_write(Field::Llink, r, old_left, i));
        }
    }
}

fn link_write(field: Field, at: u32, old: u32, now: u32) -> Write {
    Write {
        field,
        at,
        old: old as i32,
        now: now as i32,
    }
}

/// The whole table at one moment, as TAOCP's Table 1 prints it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Memory {
    /// `LLINK` of each entry of the list of items: item 0 the primary
    /// items' head, items from 1, then the secondary items' head if any.
    pub llink: Vec<u32>,
    /// `RLINK` of each entry, as `llink`.
    pub rlink: Vec<u32>,
    /// Each node's `TOP`: `LEN` for an item's header, the item (from 1) for
    /// an option's node, `-k` for the spacer after `k` options; 0 for node 0.
    pub top: Vec<i32>,
    /// Each node's `ULINK`.
    pub ulink: Vec<u32>,
    /// Each node's `DLINK`.
    pub dlink: Vec<u32>,
}

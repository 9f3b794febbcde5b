//! The nodes' links, a field to an array, and the walks that hide and
//! restore an option: the inner loops of every search.

use super::Node;

/// The nodes, a field to an array. An array of `Node`s needs an address
/// computation (the index times 12) before every access to a node; with an
/// array a field each, every access is one instruction.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Links {
    pub(super) up: Vec<u32>,
    pub(super) down: Vec<u32>,
    pub(super) top: Vec<i32>,
}

impl Links {
    /// The number of nodes; the three arrays only grow and shrink together.
    pub(super) fn len(&self) -> usize {
        self.top.len()
    }

    pub(super) fn reserve(&mut self, additional: usize) {
        self.up.reserve(additional);
        self.down.reserve(additional);
        self.top.reserve(additional);
    }

    pub(super) fn clear(&mut self) {
        self.up.clear();
        self.down.clear();
        self.top.clear();
    }

    /// Pushes node 0 and the headers of `items` items, each an empty list.
    pub(super) fn push_headers(&mut self, items: usize) {
        let nodes = 0..=items as u32;
        self.up.extend(nodes.clone());
        self.down.extend(nodes.clone());
        self.top.extend(nodes.map(|node| node as i32));
    }

    pub(super) fn push(&mut self, Node { up, down, top }: Node) {
        self.up.push(up);
        self.down.push(down);
        self.top.push(top);
    }

    pub(super) fn pop(&mut self) -> Option<Node> {
        Some(Node {
            up: self.up.pop()?,
            down: self.down.pop()?,
            top: self.top.pop()?,
        })
    }

    pub(super) fn get(&self, node: usize) -> Node {
        Node {
            up: self.up[node],
            down: self.down[node],
            top: self.top[node],
        }
    }
}

/// What covering and uncovering change, borrowed apart from the matrix
/// (`Matrix::walk`) for the length of one cover or uncover. Through
/// `&mut Matrix` the compiler could not tell that storing a link leaves the
/// arrays' addresses as they were, and loaded them again before every
/// access; borrowed apart, they stay in registers.
pub(super) struct Walk<'a> {
    pub(super) up: &'a mut [u32],
    pub(super) down: &'a mut [u32],
    pub(super) top: &'a [i32],
    /// The lengths, where only a primary item's can be 0 or 1.
    pub(super) len: &'a mut [u32],
    /// The matrix's count, to be written back when the walk is done.
    pub(super) empty_primaries: usize,
}

// No bounds checks here: every node these walks reach is a header or an
// option node, its neighbours in the arrays are its option's nodes or
// spacers, and each option node's `top` indexes `len` (the invariant in
// matrix.rs, above `Matrix::link`). The debug builds check every index.
#[allow(unsafe_code)]
impl Walk<'_> {
    pub(super) fn up(&self, node: u32) -> u32 {
        debug_assert!((node as usize) < self.up.len());
        // SAFETY: see above.
        unsafe { *self.up.get_unchecked(node as usize) }
    }

    pub(super) fn down(&self, node: u32) -> u32 {
        debug_assert!((node as usize) < self.down.len());
        // SAFETY: see above.
        unsafe { *self.down.get_unchecked(node as usize) }
    }

    fn top(&self, node: u32) -> i32 {
        debug_assert!((node as usize) < self.top.len());
        // SAFETY: see above.
        unsafe { *self.top.get_unchecked(node as usize) }
    }

    fn set_up(&mut self, node: u32, up: u32) {
        debug_assert!((node as usize) < self.up.len());
        // SAFETY: see above.
        unsafe { *self.up.get_unchecked_mut(node as usize) = up }
    }

    fn set_down(&mut self, node: u32, down: u32) {
        debug_assert!((node as usize) < self.down.len());
        // SAFETY: see above.
        unsafe { *self.down.get_unchecked_mut(node as usize) = down }
    }

    /// The length of the item whose header is `top`, an option node's `top`.
    fn len_mut(&mut self, top: i32) -> &mut u32 {
        debug_assert!(top > 0 && (top as usize) < self.len.len());
        // SAFETY: see above.
        unsafe { self.len.get_unchecked_mut(top as usize) }
    }

    /// Removes the other nodes of `p`'s option from their items' lists,
    /// pushing onto `singles` the primary items left with one option.
    /// Returns the number of links removed.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(super) fn hide(&mut self, p: u32, singles: &mut Vec<u32>) -> u64 {
        let mut removed = 0;
        let mut q = p + 1;
        while q != p {
            let top = self.top(q);
            if top <= 0 {
                q = self.up(q);
            } else {
                let (up, down) = (self.up(q), self.down(q));
                self.set_down(up, down);
                self.set_up(down, up);
                let len = self.len_mut(top);
                *len -= 1;
                let len = *len;
                if len <= 1 {
                    if len == 0 {
                        self.empty_primaries += 1;
                    } else {
                        singles.push(top as u32);
                    }
                }
                removed += 1;
                q += 1;
            }
        }
        removed
    }

    /// Exactly undoes `hide(p)`, right to left.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(super) fn unhide(&mut self, p: u32) {
        let mut q = p - 1;
        while q != p {
            let top = self.top(q);
            if top <= 0 {
                q = self.down(q);
            } else {
                let (up, down) = (self.up(q), self.down(q));
                self.set_down(up, q);
                self.set_up(down, q);
                let len = self.len_mut(top);
                let was_empty = *len == 0;
                *len += 1;
                if was_empty {
                    self.empty_primaries -= 1;
                }
                q -= 1;
            }
        }
    }
}

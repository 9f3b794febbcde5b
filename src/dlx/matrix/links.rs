//! The nodes' handles, the unchecked access to a node by its handle, and
//! the walks that hide and restore an option: the inner loops of every
//! search.

use super::{Node, COVERED};

/// The size of a node in bytes, and the step from one node's handle to the
/// next.
pub(super) const NODE: u32 = std::mem::size_of::<Node>() as u32;

/// The handle of the node at `index` in the array of nodes: its byte
/// offset. The links hold handles, not indices, so that reaching a node's
/// field is the array's address plus the handle plus the field's offset, a
/// constant: no index is multiplied by the node's size, neither natively
/// nor in wasm, whose loads take a constant offset but cannot scale an
/// index.
pub(super) fn handle(index: usize) -> u32 {
    debug_assert!(index <= (u32::MAX / NODE) as usize);
    index as u32 * NODE
}

/// The index of the node whose handle is `node`.
pub(super) fn index(node: u32) -> usize {
    (node / NODE) as usize
}

/// The node whose handle is `node`, checked: a handle past the last node
/// panics. Without a division by the node's size, as an index would need.
#[allow(unsafe_code)]
pub(super) fn get(nodes: &[Node], node: u32) -> Node {
    assert!(
        node as usize + NODE as usize <= std::mem::size_of_val(nodes),
        "a node's handle"
    );
    debug_assert_eq!(node % NODE, 0, "a node's handle");
    // SAFETY: the node's bytes are inside `nodes`, checked just above, and
    // any bytes make a `Node`; a misaligned handle reads a wrong node but
    // nothing outside the array.
    unsafe { nodes.as_ptr().byte_add(node as usize).read_unaligned() }
}

// The unchecked access below. Every handle these functions take is a node
// reached from an item header, and the invariant in matrix.rs (above
// `Matrix::link`) makes every such node a header or an option node, whose
// neighbours in the array are its option's nodes or spacers, and each
// option node's `top` an index into the lengths. A handle is a multiple of
// `NODE` below `NODE` times the number of nodes, so it points at a whole
// node inside the array. Debug builds check every handle and index.

/// The node whose handle is `node`.
#[allow(unsafe_code)]
pub(super) fn at(nodes: &[Node], node: u32) -> &Node {
    debug_assert!(node % NODE == 0 && index(node) < nodes.len());
    // SAFETY: `node` is a whole node's byte offset inside `nodes`; see above.
    unsafe { &*nodes.as_ptr().byte_add(node as usize) }
}

/// The node whose handle is `node`, to change its links.
#[allow(unsafe_code)]
pub(super) fn at_mut(nodes: &mut [Node], node: u32) -> &mut Node {
    debug_assert!(node % NODE == 0 && index(node) < nodes.len());
    // SAFETY: as for `at`.
    unsafe { &mut *nodes.as_mut_ptr().byte_add(node as usize) }
}

/// The length of the item whose header is `top`, an option node's `top`.
#[allow(unsafe_code)]
pub(super) fn len_of(len: &[u32], top: i32) -> u32 {
    debug_assert!(top > 0 && (top as usize) < len.len());
    // SAFETY: an option node's `top` is its item's header; see above.
    unsafe { *len.get_unchecked(top as usize) }
}

#[allow(unsafe_code)]
fn len_mut(len: &mut [u32], top: i32) -> &mut u32 {
    debug_assert!(top > 0 && (top as usize) < len.len());
    // SAFETY: as for `len_of`.
    unsafe { len.get_unchecked_mut(top as usize) }
}

/// What covering and uncovering change, borrowed apart from the matrix
/// (`Matrix::walk`) for the length of one cover or uncover. Through
/// `&mut Matrix` the compiler could not tell that storing a link leaves the
/// arrays' addresses as they were, and loaded them again before every
/// access; borrowed apart, they stay in registers.
pub(super) struct Walk<'a> {
    pub(super) nodes: &'a mut [Node],
    /// The lengths, where only a primary item's can be 0 or 1.
    pub(super) len: &'a mut [u32],
    /// The matrix's count, to be written back when the walk is done.
    pub(super) empty_primaries: usize,
}

impl Walk<'_> {
    pub(super) fn up(&self, node: u32) -> u32 {
        at(self.nodes, node).up
    }

    pub(super) fn down(&self, node: u32) -> u32 {
        at(self.nodes, node).down
    }

    /// Removes the other nodes of `p`'s option from their items' lists,
    /// pushing onto `singles` the primary items left with one option.
    /// Returns the number of links removed.
    ///
    /// With `SHORT_ITEMS`, an emptied item is counted, and an item left
    /// with one option pushed, without a branch on its length, the push
    /// undone unless the length is 1: where every item is short, as in a
    /// Sudoku, such a branch goes either way at random, and its
    /// mispredictions took 13% of the time on forum hardest 1905. Where
    /// items are long it is rarely taken, and the unconditional push cost
    /// 22% of the time on pentominoes.
    ///
    /// With `COLOURS`, a node whose item is inactive stays in its list: an
    /// item purified by a colour (see `Matrix::purify`) keeps the options
    /// that agree with it, and their nodes there need no removal (the
    /// cleansed nodes of Knuth's `dlx2`). Without colours no walk meets an
    /// inactive item, so the check is left out.
    ///
    /// Without `HINTS`, nothing is pushed: a rule that never reads
    /// `singles` (Knuth's, `First`) leaves the walk its registers. On a
    /// 20×20 slitherlink under Knuth's rule the pushes were a tenth of the
    /// search's instructions.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(super) fn hide<const SHORT_ITEMS: bool, const COLOURS: bool, const HINTS: bool>(
        &mut self,
        p: u32,
        singles: &mut Vec<u32>,
    ) -> u64 {
        let mut removed = 0;
        let mut q = p + NODE;
        while q != p {
            let Node { up, down, top } = *at(self.nodes, q);
            if top <= 0 {
                q = up;
            } else if COLOURS && len_of(self.len, top) >= COVERED {
                q += NODE;
            } else {
                at_mut(self.nodes, up).down = down;
                at_mut(self.nodes, down).up = up;
                let len = len_mut(self.len, top);
                *len -= 1;
                let len = *len;
                if SHORT_ITEMS {
                    self.empty_primaries += usize::from(len == 0);
                    if HINTS {
                        singles.push(top as u32);
                        singles.truncate(singles.len() - usize::from(len != 1));
                    }
                } else if len <= 1 {
                    if len == 0 {
                        self.empty_primaries += 1;
                    } else if HINTS {
                        singles.push(top as u32);
                    }
                }
                removed += 1;
                q += NODE;
            }
        }
        removed
    }

    /// Exactly undoes `hide(p)`, right to left, with or without branches
    /// on the lengths and colours as `hide` was.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(super) fn unhide<const SHORT_ITEMS: bool, const COLOURS: bool>(&mut self, p: u32) {
        let mut q = p - NODE;
        while q != p {
            let Node { up, down, top } = *at(self.nodes, q);
            if top <= 0 {
                q = down;
            } else if COLOURS && len_of(self.len, top) >= COVERED {
                q -= NODE;
            } else {
                at_mut(self.nodes, up).down = q;
                at_mut(self.nodes, down).up = q;
                let len = len_mut(self.len, top);
                if SHORT_ITEMS {
                    self.empty_primaries -= usize::from(*len == 0);
                } else if *len == 0 {
                    self.empty_primaries -= 1;
                }
                *len += 1;
                q -= NODE;
            }
        }
    }
}

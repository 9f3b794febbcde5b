//! Covering and uncovering an item, as Algorithm X does and undoes them,
//! with or without colours (see `colours.rs`), and the links an uncover
//! restores, for a replay that draws them.

use super::links::{handle, index, NODE};
use super::{Matrix, Node, COVERED};

impl Matrix {
    /// Covers item `i`: marks it covered and hides its options from every
    /// other item, pushing onto `singles` the primary items left with one
    /// option. Returns the number of links removed, and the item covered
    /// (Knuth's updates). Unless every item is short, the options it walked
    /// are counted as extra work: an option of one item changes no link,
    /// and a long list of them would otherwise cost time no count shows.
    ///
    /// # Panics
    ///
    /// If `i` is not an item header; the unchecked walks below rely on it.
    // Covering and hiding, and their inverses, are always inlined natively:
    // the binary has a search loop per column rule, and with several copies
    // the compiler would otherwise call them from each, at a cost to every
    // rule. The wasm module has only the default rule, and stays smaller
    // when the compiler decides.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(in crate::dlx) fn cover(&mut self, i: u32, singles: &mut Vec<u32>) -> u64 {
        self.cover_with::<false, true>(i, singles)
    }

    /// Covers item `i` as [`Matrix::cover`] does, leaving alone, with
    /// `COLOURS`, the nodes of items purified by a colour (Algorithm C
    /// takes the item off its ring too: see `Matrix::cover_coloured`);
    /// pushing onto `singles` only with `HINTS` (see `Walk::hide`).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(in crate::dlx) fn cover_with<const COLOURS: bool, const HINTS: bool>(
        &mut self,
        i: u32,
        singles: &mut Vec<u32>,
    ) -> u64 {
        assert!(self.is_item_header(i), "cover() takes an item header");
        let header = handle(i as usize);
        let short_items = self.short_items;
        let mut walk = self.walk();
        let mut updates = 0;
        let mut p = walk.down(header);
        if short_items {
            while p != header {
                updates += walk.hide::<true, COLOURS, HINTS>(p, singles);
                p = walk.down(p);
            }
        } else {
            while p != header {
                updates += walk.hide::<false, COLOURS, HINTS>(p, singles);
                p = walk.down(p);
            }
        }
        let empty_primaries = walk.empty_primaries;
        self.empty_primaries = empty_primaries;
        // The other items of a selected option can be emptied by covering
        // its first item (which hides the option itself); covered, they no
        // longer make a dead end.
        if self.len[i as usize] == 0 {
            self.empty_primaries -= 1;
        }
        self.len[i as usize] += COVERED;
        if !short_items {
            self.count_walked(i);
        }
        updates + 1
    }

    /// Exactly undoes `cover(i)`, the steps in reverse order.
    ///
    /// # Panics
    ///
    /// If `i` is not an item header, as for [`Matrix::cover`].
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(in crate::dlx) fn uncover(&mut self, i: u32) {
        self.uncover_with::<false>(i);
    }

    /// Exactly undoes `cover_with::<COLOURS, _>(i)`.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(in crate::dlx) fn uncover_with<const COLOURS: bool>(&mut self, i: u32) {
        assert!(self.is_item_header(i), "uncover() takes an item header");
        self.len[i as usize] -= COVERED;
        if self.len[i as usize] == 0 {
            self.empty_primaries += 1;
        }
        let header = handle(i as usize);
        let short_items = self.short_items;
        let mut walk = self.walk();
        let mut p = walk.up(header);
        if short_items {
            while p != header {
                walk.unhide::<true, COLOURS>(p);
                p = walk.up(p);
            }
        } else {
            while p != header {
                walk.unhide::<false, COLOURS>(p);
                p = walk.up(p);
            }
        }
        let empty_primaries = walk.empty_primaries;
        self.empty_primaries = empty_primaries;
    }

    /// Calls `visit(node, (up, down), top)` for each node that covering
    /// item `i` unlinked, with the neighbours it still points at and its
    /// item's header, in the order
    /// `uncover` relinks them: the reverse of the order `cover` unlinked
    /// them. A hidden node's own links stay as they were when it was
    /// hidden, so these are the links each unlink rewrote and each relink
    /// restores. Only for a covered item; a replay that draws the links
    /// reads them, while `cover` and `uncover` stay untouched. Nodes are
    /// given as indices, as [`Matrix::links`] numbers them.
    pub(in crate::dlx) fn unlinked_by(&self, i: u32, mut visit: impl FnMut(u32, (u32, u32), u32)) {
        let header = handle(i as usize);
        let mut p = self.node(header).up;
        while p != header {
            let mut q = p - NODE;
            while q != p {
                let Node { up, down, top } = self.node(q);
                if top <= 0 {
                    q = down;
                } else {
                    let links = (index(up) as u32, index(down) as u32);
                    visit(index(q) as u32, links, top as u32);
                    q -= NODE;
                }
            }
            p = self.node(p).up;
        }
    }
}

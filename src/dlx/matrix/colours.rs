//! Colours: Knuth's Algorithm C (TAOCP 7.2.2.1, his `dlx2`). An option may
//! give a secondary item a colour, and any options that give an item the
//! same colour may be chosen together; an option that leaves the item
//! uncoloured still takes it alone, as in Algorithm X.
//!
//! Choosing an option *commits* each of its other items. A primary item,
//! or a secondary one the option leaves uncoloured, is covered. A secondary
//! item the option colours is *purified*: every option in its list that
//! gives it another colour, or none, is hidden as a cover would hide it,
//! and the item is marked inactive ([`COVERED`] on its length), while the
//! options that agree with the colour stay in every list. A later option
//! that colours the item alike finds it purified and leaves it be.
//!
//! While an item is purified, hiding and unhiding leave its nodes alone
//! (`Walk::hide` with colours): the options that agree with it may still be
//! hidden through their other items, but not from the purified item, whose
//! list must hold, when it is unpurified, exactly what it held when it was
//! purified. Knuth marks each of those nodes "cleansed" (colour −1); here
//! the item's mark says it for all of its nodes at once, read from the
//! length that hiding reads anyway, so a purification writes no node.
//!
//! The invariant this adds to those above `Matrix::link`: a walk meets the
//! node of an inactive item only when the item is purified (a covered
//! item's options are all hidden from every other list, the chosen one's
//! included), and an item is marked between its purify and unpurify, which
//! nest like covers. So a purified item's list is, to the node, the same at
//! its unpurify as at its purify, and hiding and unhiding skip the same
//! nodes, as they must for the links to come back exactly.

use super::links::{handle, index, NODE};
use super::ring::Ring;
use super::{BuildError, Matrix, COVERED};
use crate::dlx::Algorithm;

/// What a search by Algorithm C keeps beside its matrix: the active
/// primary items on a ring (see `ring.rs`) and each node's colour by its
/// handle (see [`Matrix::begin_colours`]), both laid out when the search
/// begins. The search holds them, not the matrix: a matrix searched only by
/// Algorithm X (the Sudoku solver's, the page's core's) then carries no
/// code to build, clear or drop them (#36: the colour array by handle, a
/// field of `Matrix`, had grown the core wasm by 83 bytes gzipped).
#[derive(Debug, Default)]
pub struct ColourSearch {
    pub(super) ring: Ring,
    colour_at: Vec<u32>,
}

/// What a search keeps beside its matrix, by algorithm
/// ([`Algorithm::Beside`]): nothing for X, a [`ColourSearch`] for C. Known
/// at compile time, so that X's search holds no path through C's arrays.
pub trait Beside: Default + Send + Sync {
    /// Algorithm C's arrays, `None` for X.
    fn colours(&self) -> Option<&ColourSearch>;
    /// Algorithm C's arrays, to change, `None` for X.
    fn colours_mut(&mut self) -> Option<&mut ColourSearch>;
}

impl Beside for () {
    #[inline(always)]
    fn colours(&self) -> Option<&ColourSearch> {
        None
    }
    #[inline(always)]
    fn colours_mut(&mut self) -> Option<&mut ColourSearch> {
        None
    }
}

impl Beside for ColourSearch {
    #[inline(always)]
    fn colours(&self) -> Option<&ColourSearch> {
        Some(self)
    }
    #[inline(always)]
    fn colours_mut(&mut self) -> Option<&mut ColourSearch> {
        Some(self)
    }
}

/// What committing one item of a chosen option did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::dlx) enum Commit {
    /// The item (1-based) was covered, at this many updates.
    Cover(u32, u64),
    /// The item was purified by the node's colour, at this many updates.
    Purify(u32, u64),
    /// The item was purified already, in the same colour.
    None,
}

/// What uncommitting one item of a chosen option undid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::dlx) enum Uncommit {
    /// The item (1-based) was uncovered.
    Uncover(u32),
    /// The item was unpurified.
    Unpurify(u32),
    /// Nothing: the item stays purified by an option chosen before.
    None,
}

impl Matrix {
    /// Adds an option whose items have colours, `colours[k]` for
    /// `items[k]`, 0 for none; returns its index. Only secondary items take
    /// colours. On error nothing is added.
    ///
    /// # Panics
    ///
    /// If `colours` and `items` differ in length.
    pub fn add_coloured_option(
        &mut self,
        items: &[usize],
        colours: &[u32],
    ) -> Result<usize, BuildError> {
        assert_eq!(items.len(), colours.len(), "a colour for each item");
        let option = self.option_count();
        let coloured = items
            .iter()
            .zip(colours)
            .filter(|&(_, &colour)| colour != 0);
        if let Some((&item, _)) = coloured.clone().find(|&(&item, _)| item < self.primary) {
            return Err(BuildError::ColouredPrimary { option, item });
        }
        let first = self.nodes.len();
        let has_colour = coloured.count() > 0;
        // Room first, so that once the option is linked nothing can fail.
        if has_colour {
            self.colours
                .reserve((first + items.len() + 1).saturating_sub(self.colours.len()));
        }
        let added = self.add_option(items)?;
        if has_colour {
            self.colours.resize(first, 0);
            self.colours.extend_from_slice(colours);
            self.colours.push(0);
        }
        Ok(added)
    }

    /// Whether some option gives an item a colour: such a matrix is searched
    /// by Algorithm C.
    pub fn has_colours(&self) -> bool {
        !self.colours.is_empty()
    }

    /// Panics unless algorithm `A` may search this matrix: Algorithm X
    /// takes no colours. The panic is out of line, so that the searches of
    /// matrices built without colours (the Sudoku solver's) carry only the
    /// test.
    #[inline(always)]
    pub(crate) fn check_algorithm<A: Algorithm>(&self) {
        if !A::COLOURS && self.has_colours() {
            colours_need_algorithm_c();
        }
    }

    /// The colours of an option's items, in the order of
    /// [`Matrix::option_items`], 0 for none.
    ///
    /// # Panics
    ///
    /// If `option` is not less than [`Matrix::option_count`].
    pub fn option_colours(&self, option: usize) -> impl Iterator<Item = u32> + '_ {
        let start = self.spacers[option] as usize + 1;
        let end = self.spacers[option + 1] as usize;
        (start..end).map(|node| self.colours.get(node).copied().unwrap_or(0))
    }

    /// The colour of the node whose handle is `node`, 0 for none.
    pub(in crate::dlx) fn node_colour(&self, node: u32) -> u32 {
        self.colours.get(index(node)).copied().unwrap_or(0)
    }

    /// Readies `search` for a search of the matrix by Algorithm C: links
    /// the ring of active primary items (see `ring.rs`) and lays the
    /// colours out by handle.
    ///
    /// The colours by index, as the matrix keeps them, cost a division by
    /// the node's size (12 bytes) and a check against their end at every
    /// read, and purifying reads a colour for every node of the item's
    /// list: on a 20×20 slitherlink the division alone was 5% of the
    /// search's instructions. By handle, the colour of the node whose
    /// handle is `h` is at `h / 4`, every node has one (0 for none), and a
    /// read is a shift: three words a node while the search runs, two of
    /// them unused, which `dlx2` spends too in the colour field of every
    /// node.
    pub(in crate::dlx) fn begin_colours(&self, search: &mut ColourSearch) {
        self.ring_active(&mut search.ring);
        let colour_at = &mut search.colour_at;
        colour_at.clear();
        colour_at.resize(self.nodes.len() * (NODE / 4) as usize, 0);
        for (node, &colour) in self.colours.iter().enumerate() {
            colour_at[handle(node) as usize / 4] = colour;
        }
    }

    /// Covers item `i` as Algorithm C does: as [`Matrix::cover_with`] with
    /// colours, and a primary item taken off the ring.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(in crate::dlx) fn cover_coloured<const HINTS: bool>(
        &mut self,
        search: &mut ColourSearch,
        i: u32,
        singles: &mut Vec<u32>,
    ) -> u64 {
        let updates = self.cover_with::<true, HINTS>(i, singles);
        if i as usize <= self.primary {
            search.ring.remove(i);
        }
        updates
    }

    /// Exactly undoes `cover_coloured(i)`.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(in crate::dlx) fn uncover_coloured(&mut self, search: &mut ColourSearch, i: u32) {
        if i as usize <= self.primary {
            search.ring.restore(i);
        }
        self.uncover_with::<true>(i);
    }

    /// Commits the item of `node`, a node of the option just chosen: covers
    /// it, purifies it, or leaves it purified (see the module's notes),
    /// pushing onto `singles` the primary items left with one option if
    /// `HINTS`.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(in crate::dlx) fn commit<const HINTS: bool>(
        &mut self,
        search: &mut ColourSearch,
        node: u32,
        singles: &mut Vec<u32>,
    ) -> Commit {
        let item = self.top(node);
        let colour = colour_at(&search.colour_at, node);
        if colour == 0 {
            let updates = self.cover_coloured::<HINTS>(search, item, singles);
            return Commit::Cover(item, updates);
        }
        if self.len[item as usize] >= COVERED {
            return Commit::None;
        }
        let updates = self.purify::<HINTS>(&search.colour_at, item, colour, singles);
        Commit::Purify(item, updates)
    }

    /// Exactly undoes `commit(node)`, after everything committed since has
    /// been undone.
    ///
    /// Whether `node`'s commit purified its item is read from the links:
    /// choosing the option hid it from every list but the chosen item's,
    /// skipping only the lists of purified items. So the node is still
    /// linked in its item's list exactly when the item was purified before
    /// (a node taken out of a list is never again the `down` of the node
    /// above it until it is put back, as the links are restored last out,
    /// first in).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(in crate::dlx) fn uncommit(&mut self, search: &mut ColourSearch, node: u32) -> Uncommit {
        let item = self.top(node);
        let colour = colour_at(&search.colour_at, node);
        if colour == 0 {
            self.uncover_coloured(search, item);
            return Uncommit::Uncover(item);
        }
        if self.link(self.link(node).up).down == node {
            return Uncommit::None;
        }
        self.unpurify(&search.colour_at, item, colour);
        Uncommit::Unpurify(item)
    }

    /// Purifies `item` (1-based, secondary) by `colour`: hides its options
    /// of other colours (by the colours of `colours`, laid out by handle)
    /// and marks it inactive. Returns the links removed; the options it
    /// walked are counted as extra work, as a cover counts them, where some
    /// item is long.
    fn purify<const HINTS: bool>(
        &mut self,
        colours: &[u32],
        item: u32,
        colour: u32,
        singles: &mut Vec<u32>,
    ) -> u64 {
        let header = handle(item as usize);
        let short_items = self.short_items;
        let mut walk = self.walk();
        let mut updates = 0;
        let mut p = walk.down(header);
        while p != header {
            if colour_at(colours, p) != colour {
                updates += if short_items {
                    walk.hide::<true, true, HINTS>(p, singles)
                } else {
                    walk.hide::<false, true, HINTS>(p, singles)
                };
            }
            p = walk.down(p);
        }
        self.empty_primaries = walk.empty_primaries;
        self.len[item as usize] += COVERED;
        if !short_items {
            self.count_walked(item);
        }
        updates
    }

    /// Exactly undoes `purify(item, colour)`, the steps in reverse order.
    fn unpurify(&mut self, colours: &[u32], item: u32, colour: u32) {
        self.len[item as usize] -= COVERED;
        let header = handle(item as usize);
        let short_items = self.short_items;
        let mut walk = self.walk();
        let mut p = walk.up(header);
        while p != header {
            if colour_at(colours, p) != colour {
                if short_items {
                    walk.unhide::<true, true>(p);
                } else {
                    walk.unhide::<false, true>(p);
                }
            }
            p = walk.up(p);
        }
        self.empty_primaries = walk.empty_primaries;
    }
}

/// The colour of the node whose handle is `node`, in `colour_at` as
/// `Matrix::begin_colours` lays it out.
#[inline(always)]
#[allow(unsafe_code)]
fn colour_at(colour_at: &[u32], node: u32) -> u32 {
    debug_assert!((node as usize / 4) < colour_at.len());
    // SAFETY: `node` is a node's handle, below `NODE` times the number of
    // nodes (see the invariant above `Matrix::link`), and `begin_colours`
    // laid out `NODE / 4` words for each node of the search's matrix when
    // the search began or was rebuilt (the matrix it holds is always the
    // same one, see `MatrixHolder`); a search changes no option.
    unsafe { *colour_at.get_unchecked(node as usize / 4) }
}

#[cold]
#[inline(never)]
fn colours_need_algorithm_c() -> ! {
    panic!("a matrix with colours is searched by Algorithm C (dlx::Colours)")
}

//! What one step of the search does to the matrix, by algorithm: X covers
//! an item, C covers or purifies it (Knuth's Algorithm C) and keeps its
//! ring, and a rule that reads no hints (`ItemRule::HINTS`) has none
//! pushed. Each is resolved at compile time (C's arrays, in `beside`, are
//! there for C alone), so the search's loop holds one path for its
//! algorithm.

use super::Step;
use crate::dlx::algorithm::Algorithm;
use crate::dlx::matrix::{Beside, Commit, Matrix, Uncommit};
use crate::dlx::rule::ItemRule;

/// Covers `item` (1-based) as algorithm `A` does, with the hints rule `R`
/// reads.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
pub(super) fn cover<R: ItemRule, A: Algorithm>(
    matrix: &mut Matrix,
    beside: &mut A::Beside,
    item: u32,
    singles: &mut Vec<u32>,
) -> u64 {
    match (beside.colours_mut(), R::HINTS) {
        (Some(colours), true) => matrix.cover_coloured::<true>(colours, item, singles),
        (Some(colours), false) => matrix.cover_coloured::<false>(colours, item, singles),
        (None, true) => matrix.cover_with::<false, true>(item, singles),
        (None, false) => matrix.cover_with::<false, false>(item, singles),
    }
}

/// Exactly undoes `cover::<_, A>(item)`.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
pub(super) fn uncover<A: Algorithm>(matrix: &mut Matrix, beside: &mut A::Beside, item: u32) {
    match beside.colours_mut() {
        Some(colours) => matrix.uncover_coloured(colours, item),
        None => matrix.uncover(item),
    }
}

/// Commits the item of `node`, in the option just selected: Algorithm X
/// covers it, and C covers or purifies it, or finds it purified already
/// (no event). Returns the event and the updates.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
pub(super) fn commit<R: ItemRule, A: Algorithm>(
    matrix: &mut Matrix,
    beside: &mut A::Beside,
    node: u32,
    singles: &mut Vec<u32>,
) -> (Option<Step>, u64) {
    let Some(colours) = beside.colours_mut() else {
        let item = matrix.top(node);
        return (
            Some(Step::Cover(item)),
            cover::<R, A>(matrix, beside, item, singles),
        );
    };
    let commit = if R::HINTS {
        matrix.commit::<true>(colours, node, singles)
    } else {
        matrix.commit::<false>(colours, node, singles)
    };
    match commit {
        Commit::Cover(item, updates) => (Some(Step::Cover(item)), updates),
        Commit::Purify(_, updates) => (Some(Step::Purify(node)), updates),
        Commit::None => (None, 0),
    }
}

/// Exactly undoes `commit::<A>(node)`; returns the event.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
pub(super) fn uncommit<A: Algorithm>(
    matrix: &mut Matrix,
    beside: &mut A::Beside,
    node: u32,
) -> Option<Step> {
    let Some(colours) = beside.colours_mut() else {
        let item = matrix.top(node);
        matrix.uncover(item);
        return Some(Step::Uncover(item));
    };
    match matrix.uncommit(colours, node) {
        Uncommit::Uncover(item) => Some(Step::Uncover(item)),
        Uncommit::Unpurify(_) => Some(Step::Unpurify(node)),
        Uncommit::None => None,
    }
}

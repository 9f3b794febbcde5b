//! What one step of the search does to the matrix, by algorithm: X covers
//! an item, C covers or purifies it (Knuth's Algorithm C), and a rule that
//! reads no hints (`ItemRule::HINTS`) has none pushed. Each is resolved at
//! compile time, so the search's loop holds one path for its algorithm.

use super::Step;
use crate::dlx::algorithm::Algorithm;
use crate::dlx::matrix::{Commit, Matrix, Uncommit};
use crate::dlx::rule::ItemRule;

/// Covers `item` (1-based) as algorithm `A` does, with the hints rule `R`
/// reads.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
pub(super) fn cover<R: ItemRule, A: Algorithm>(
    matrix: &mut Matrix,
    item: u32,
    singles: &mut Vec<u32>,
) -> u64 {
    match (A::COLOURS, R::HINTS) {
        (true, true) => matrix.cover_with::<true, true>(item, singles),
        (true, false) => matrix.cover_with::<true, false>(item, singles),
        (false, true) => matrix.cover_with::<false, true>(item, singles),
        (false, false) => matrix.cover_with::<false, false>(item, singles),
    }
}

/// Exactly undoes `cover::<_, A>(item)`.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
pub(super) fn uncover<A: Algorithm>(matrix: &mut Matrix, item: u32) {
    if A::COLOURS {
        matrix.uncover_with::<true>(item);
    } else {
        matrix.uncover(item);
    }
}

/// Commits the item of `node`, in the option just selected: Algorithm X
/// covers it, and C covers or purifies it, or finds it purified already
/// (no event). Returns the event and the updates.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
pub(super) fn commit<R: ItemRule, A: Algorithm>(
    matrix: &mut Matrix,
    node: u32,
    singles: &mut Vec<u32>,
) -> (Option<Step>, u64) {
    if !A::COLOURS {
        let item = matrix.top(node);
        return (
            Some(Step::Cover(item)),
            cover::<R, A>(matrix, item, singles),
        );
    }
    let commit = if R::HINTS {
        matrix.commit::<true>(node, singles)
    } else {
        matrix.commit::<false>(node, singles)
    };
    match commit {
        Commit::Cover(item, updates) => (Some(Step::Cover(item)), updates),
        Commit::Purify(_, updates) => (Some(Step::Purify(node)), updates),
        Commit::None => (None, 0),
    }
}

/// Exactly undoes `commit::<A>(node)`; returns the event.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
pub(super) fn uncommit<A: Algorithm>(matrix: &mut Matrix, node: u32) -> Option<Step> {
    if !A::COLOURS {
        let item = matrix.top(node);
        matrix.uncover(item);
        return Some(Step::Uncover(item));
    }
    match matrix.uncommit(node) {
        Uncommit::Uncover(item) => Some(Step::Uncover(item)),
        Uncommit::Unpurify(_) => Some(Step::Unpurify(node)),
        Uncommit::None => None,
    }
}

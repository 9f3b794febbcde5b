//! The search split into independent pieces, each a subtree named by its
//! [`Path`], for searching on many cores or machines at once.
//!
//! The pieces are the top of the search tree, cut where the search itself
//! branches (by its own column rule): the root is cut into the options of
//! the item it branches on, and then, again and again, the piece that
//! Knuth's estimate says is largest is cut into its own branches, until
//! there are as many pieces as asked for. Cutting where the tree is large
//! keeps the pieces' sizes close, where cutting every piece to one depth
//! leaves a few giants among many crumbs. A piece is never a forced option:
//! a chain of forced options is followed to the next real branch.
//!
//! The pieces come in the order the search visits them, so the solutions
//! of the pieces, one piece after another, are the whole search's in its
//! order (a solution's forced options perhaps in another order within it:
//! see [`Search::descend`]), and their counts sum to its count. Everything is decided by the
//! problem, the rule and the number of pieces (the estimate's random
//! choices start from one fixed seed), so every machine that splits the
//! same problem into the same number of pieces gets the same pieces.

use super::algorithm::Algorithm;
use super::estimate::{estimate_by, unstopped, EstimateLimits};
use super::holder::MatrixHolder;
use super::rule::ItemRule;
use super::search::{Below, Path, Search};
use crate::random::Rng;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// One piece of the search: the subtree at `path`, of about `nodes` nodes
/// by Knuth's estimate.
#[derive(Clone, Debug, PartialEq)]
pub struct Piece {
    /// Where the subtree starts.
    pub path: Path,
    /// Its estimated size, in nodes of the search tree.
    pub nodes: f64,
    /// Whether the search branches at its root, so it can be cut further.
    branches: bool,
}

/// The probes that estimate each piece. Knuth's estimate of a lopsided
/// tree is mostly too small and now and then far too large, so a piece
/// judged on few probes can stay whole while holding a large share of the
/// work: on pentominoes 6×10, 64 probes left the largest of 64 shards 5.2%
/// of the work (a speed-up of 19 on 64 cores), 256 left it 2.4% (42), at
/// about 1.5 ms of splitting a piece (docs/performance.md).
pub const PROBES: u64 = 256;

/// The probes that estimate each piece when threads take the pieces in
/// turn, the largest first (a page's workers, which take them in the
/// search's order, probe less: `src/wasm/pieces.rs`): a thread that drew
/// a large piece takes fewer, so rough sizes do, and the split, which runs before
/// any thread starts, costs a quarter of [`PROBES`]'. On a 9×9 of 657,384
/// solutions, 32 pieces took 0.101 s of CPU at 256 probes, 15% of the
/// count, and 0.024 s at 64; the pieces' real work shared as evenly on 2
/// threads (1.997 and 1.996 of 2) and on 4 (3.980 and 3.981 of 4).
/// Shards are dealt once, by the estimates alone, and keep [`PROBES`].
pub const THREAD_PROBES: u64 = 64;

/// The work each piece's estimate may take, so that a piece of long items
/// cannot make the split itself long.
const ESTIMATE_WORK: u64 = 1 << 20;

/// The seed of the estimates' random choices: fixed, so that the split is
/// the same everywhere.
const SEED: u64 = 37;

/// Splits the search of `search`'s matrix into at least `wanted` pieces (or
/// all its branches, if it has fewer), in the order the search visits them.
/// The search is left at its root. `wanted` is best kept to thousands:
/// each piece is estimated, and the largest pieces are cut down to it.
pub fn split<M: MatrixHolder, R: ItemRule, A: Algorithm>(
    search: &mut Search<M, R, A>,
    wanted: usize,
) -> Vec<Piece> {
    split_probing(search, wanted, PROBES)
}

/// [`split`], each piece estimated from `probes` probes in place of
/// [`PROBES`].
pub fn split_probing<M: MatrixHolder, R: ItemRule, A: Algorithm>(
    search: &mut Search<M, R, A>,
    wanted: usize,
    probes: u64,
) -> Vec<Piece> {
    let mut rng = Rng::new(SEED);
    // Every piece made, or once cut, the pieces made of it, in the order
    // the search visits them; and the pieces still uncut that can be cut,
    // largest first (by the bits of a size, which order as the sizes do,
    // none being negative), the first made among equals.
    let mut made = vec![Made::Piece(piece(
        search,
        Path::default(),
        (probes, &mut rng),
    ))];
    let mut cuttable = BinaryHeap::new();
    let mut uncut = 1;
    if let Made::Piece(root) = &made[0] {
        if root.branches {
            cuttable.push((root.nodes.to_bits(), Reverse(0)));
        }
    }
    while uncut < wanted {
        let Some((_, Reverse(at))) = cuttable.pop() else {
            break;
        };
        let Made::Piece(cut) = std::mem::replace(&mut made[at], Made::Cut(Vec::new())) else {
            unreachable!("a piece is cut once")
        };
        search.descend(&cut.path).expect("a piece's path");
        let Below::Options(options) = search.below() else {
            unreachable!("a piece that branches has options")
        };
        uncut += options.len() - 1;
        let mut children = Vec::with_capacity(options.len());
        for option in options {
            let mut child = cut.path.clone();
            child.0.push(option);
            let child = piece(search, child, (probes, &mut rng));
            if child.branches {
                cuttable.push((child.nodes.to_bits(), Reverse(made.len())));
            }
            children.push(made.len());
            made.push(Made::Piece(child));
        }
        made[at] = Made::Cut(children);
    }
    search.reset();
    // The estimates weighed the items of covered matrices; the search is
    // weighed as at its start again.
    search.matrix_below().weigh_items();
    // The uncut pieces, depth first from the root: the search's order.
    let mut pieces = Vec::with_capacity(uncut);
    let mut next = vec![0];
    while let Some(at) = next.pop() {
        match std::mem::replace(&mut made[at], Made::Cut(Vec::new())) {
            Made::Piece(piece) => pieces.push(piece),
            Made::Cut(children) => next.extend(children.into_iter().rev()),
        }
    }
    pieces
}

/// A piece of the split as it goes: still whole, or cut into the pieces
/// made of it (their places in the list of pieces made).
enum Made {
    Piece(Piece),
    Cut(Vec<usize>),
}

/// The piece at `path`, followed down its forced options to where the
/// search branches, or ends, and estimated there.
fn piece<M: MatrixHolder, R: ItemRule, A: Algorithm>(
    search: &mut Search<M, R, A>,
    mut path: Path,
    (probes, rng): (u64, &mut Rng),
) -> Piece {
    search.descend(&path).expect("a branch of a piece");
    loop {
        match search.below() {
            Below::Options(options) if options.len() == 1 => {
                path.0.push(options[0]);
                search.go_down(options[0]);
            }
            // Knuth's estimate probes by Algorithm X, whose covers would
            // meet the items that colours purified; the pieces of a
            // search by Algorithm C are weighed by their branches alone.
            Below::Options(options) if A::COLOURS => {
                return Piece {
                    path,
                    nodes: options.len() as f64,
                    branches: true,
                }
            }
            Below::Options(_) => {
                let limits = EstimateLimits {
                    probes,
                    nodes: u64::MAX,
                    work: ESTIMATE_WORK,
                };
                let estimate = estimate_by(search.matrix_below(), R::RULE, limits, rng, unstopped);
                // A piece whose probes ran out of work is large.
                let nodes = if estimate.probes == 0 {
                    f64::INFINITY
                } else {
                    estimate.nodes
                };
                return Piece {
                    path,
                    nodes,
                    branches: true,
                };
            }
            Below::Solution | Below::DeadEnd => {
                return Piece {
                    path,
                    nodes: 1.0,
                    branches: false,
                }
            }
        }
    }
}

/// Deals `sizes` (the pieces' sizes, in any unit) to `hands` hands, each
/// piece in turn from the largest to the hand that holds least so far (the
/// lowest-numbered among equals): the hand of each piece. Deterministic, so
/// every shard of a job computes the same deal.
pub fn deal(sizes: &[f64], hands: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..sizes.len()).collect();
    order.sort_by(|&a, &b| sizes[b].total_cmp(&sizes[a]));
    let mut held = vec![0.0_f64; hands.max(1)];
    let mut hand_of = vec![0; sizes.len()];
    for piece in order {
        let least = (0..held.len())
            .min_by(|&a, &b| held[a].total_cmp(&held[b]))
            .expect("a hand");
        held[least] += sizes[piece];
        hand_of[piece] = least;
    }
    hand_of
}

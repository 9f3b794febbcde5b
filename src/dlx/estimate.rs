//! Knuth's estimate of the size of a search tree, from random probes
//! ("Estimating the efficiency of backtrack programs", 1975).
//!
//! A probe walks from the root to a leaf, choosing the item by the same
//! column rule as [`Search`](super::Search) and then one of its `d` options
//! uniformly at random. If the levels it passes have `d₁, d₂, …` options,
//! the probe's estimate is `1 + d₁ + d₁d₂ + …`: each node on the path stands
//! for all the nodes of its level that the path could have reached instead.
//! Its expectation is exactly the number of nodes of the tree, counted as
//! [`Stats::nodes`](super::Stats) counts them (one per level entered,
//! solutions and dead ends included), so the mean of many probes converges
//! on it.
//!
//! A probe covers and uncovers like the search but has its own loop, so the
//! search pays nothing for it. The one difference: the column rule takes
//! forced items (length 1) from a stack of hints, and a search that has
//! backtracked may hold other hints than a probe that went straight down,
//! so the two can take forced items in another order. Every branch (an item
//! of two options or more) is the same, and the order of forced items
//! changes only how soon a dead end shows.

use super::matrix::Matrix;
use super::rule::ItemRule;
use crate::random::Rng;

/// The mean of many probes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// How many probes were made.
    pub probes: u64,
    /// The estimated number of nodes: the mean of the probes' estimates.
    pub nodes: f64,
    /// The standard error of that mean (0 for fewer than two probes).
    pub standard_error: f64,
}

/// Knuth's estimate of the nodes of `matrix`'s search tree under `rule`,
/// from `probes` probes whose choices `rng` makes. The matrix is left
/// exactly as it was. A tree too large for an `f64` (a 25×25 can be) is
/// estimated as infinite.
pub fn estimate<R: ItemRule>(matrix: &mut Matrix, rule: R, probes: u64, rng: &mut Rng) -> Estimate {
    let values: Vec<f64> = (0..probes)
        .map(|_| probe(matrix, rule, |options| rng.below(options)))
        .collect();
    // Scaled by the largest, so that squaring cannot overflow before the
    // values themselves do.
    let largest = values.iter().copied().fold(1.0, f64::max);
    if largest.is_infinite() {
        return Estimate {
            probes,
            nodes: f64::INFINITY,
            standard_error: f64::INFINITY,
        };
    }
    let n = probes as f64;
    let mean = values.iter().map(|v| v / largest).sum::<f64>() / n.max(1.0);
    let standard_error = if probes < 2 {
        0.0
    } else {
        let squares: f64 = values.iter().map(|v| (v / largest - mean).powi(2)).sum();
        (squares / (n - 1.0) / n).sqrt() * largest
    };
    Estimate {
        probes,
        nodes: mean * largest,
        standard_error,
    }
}

/// One probe: walks down the tree taking, at a level of `d` options, the
/// option `pick(d)` (from 0; a number of `d` or more is taken as the last),
/// and returns its estimate `1 + d₁ + d₁d₂ + …`. The matrix is left exactly
/// as it was.
pub fn probe<R: ItemRule>(
    matrix: &mut Matrix,
    _rule: R,
    mut pick: impl FnMut(usize) -> usize,
) -> f64 {
    let mut singles = Vec::new();
    let mut path = Vec::new();
    let mut nodes = 1.0;
    let mut reached = 1.0;
    while let Some((item, length)) = R::choose(matrix, &mut singles) {
        if length == 0 {
            break;
        }
        matrix.cover(item, &mut singles);
        let mut node = matrix.down(item);
        for _ in 0..pick(length as usize).min(length as usize - 1) {
            node = matrix.down(node);
        }
        let mut other = matrix.right(node);
        while other != node {
            matrix.cover(matrix.top(other), &mut singles);
            other = matrix.right(other);
        }
        path.push(node);
        reached *= f64::from(length);
        nodes += reached;
    }
    while let Some(node) = path.pop() {
        let mut other = matrix.left(node);
        while other != node {
            matrix.uncover(matrix.top(other));
            other = matrix.left(other);
        }
        matrix.uncover(matrix.top(node));
    }
    nodes
}

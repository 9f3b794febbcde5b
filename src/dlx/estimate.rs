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

use super::matrix::{Lengths, Matrix};
use super::rule::{ItemRule, Rule};
use crate::random::Rng;

/// The mean of many probes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// How many probes were made: fewer than asked when the budget ran out.
    pub probes: u64,
    /// The estimated number of nodes: the mean of the probes' estimates.
    pub nodes: f64,
    /// The standard error of that mean (0 for fewer than two probes).
    pub standard_error: f64,
}

/// The most probes an interface asks for in one estimate: a steady figure
/// for any puzzle, and a bound on the work a caller can ask for.
pub const MAX_PROBES: u64 = 100_000;

/// Knuth's estimate of the nodes of `matrix`'s search tree under `rule`,
/// from `probes` probes whose choices `rng` makes. The matrix is left
/// exactly as it was. A tree too large for an `f64` (a 25×25 can be) is
/// estimated as infinite.
pub fn estimate<R: ItemRule>(matrix: &mut Matrix, rule: R, probes: u64, rng: &mut Rng) -> Estimate {
    estimate_within(matrix, rule, EstimateLimits::probes(probes), rng, || true)
}

/// What an estimate may do: the probes, and the nodes and the work they
/// may take between them. A unit of work is a node entered, a link that
/// covering changed, or what choosing the next item cost: four items read
/// by a scan of a small matrix, or a step through the index of lengths of
/// a large one (whose cost grows with the links changed, not with the
/// items), so that the work measures the time an estimate takes on any
/// problem to within a few times.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EstimateLimits {
    /// The probes to make.
    pub probes: u64,
    /// The nodes the probes may enter between them.
    pub nodes: u64,
    /// The units of work the probes may do between them.
    pub work: u64,
}

impl EstimateLimits {
    /// `probes` probes, their nodes and work unbounded.
    pub fn probes(probes: u64) -> EstimateLimits {
        EstimateLimits {
            probes,
            nodes: u64::MAX,
            work: u64::MAX,
        }
    }
}

/// [`estimate`] within `limits`: it stops, abandoning the probe under way,
/// once the probes have entered `limits.nodes` nodes, or at the level that
/// would take them past `limits.work` units of work (its cover undone), and
/// before a probe when `go_on` says no. The estimate is then of the probes
/// made: `probes` tells how many.
pub fn estimate_within<R: ItemRule>(
    matrix: &mut Matrix,
    _rule: R,
    limits: EstimateLimits,
    rng: &mut Rng,
    go_on: impl FnMut() -> bool,
) -> Estimate {
    estimate_by(matrix, R::RULE, limits, rng, go_on)
}

/// The `go_on` of an estimate that nothing stops: one function, so that
/// every caller that passes it shares one copy of the probes (the
/// stepper's wasm carries the estimate and the split).
pub fn unstopped() -> bool {
    true
}

/// [`estimate_within`] under a rule named at run time: the probes choose
/// by the rule's name anyway, so one copy serves every rule (the
/// visualizer's wasm, which estimates under the rule its reader picked,
/// carries one).
pub fn estimate_by(
    matrix: &mut Matrix,
    rule: Rule,
    mut limits: EstimateLimits,
    rng: &mut Rng,
    mut go_on: impl FnMut() -> bool,
) -> Estimate {
    matrix.weigh_items();
    let mut lengths = Lengths::new(matrix);
    let mut moments = Moments::default();
    for _ in 0..limits.probes {
        if !go_on() {
            break;
        }
        let pick = |options| rng.below(options);
        match probe_within(matrix, rule, &mut lengths, pick, &mut limits) {
            Some(value) => moments.add(value),
            None => break,
        }
    }
    moments.estimate()
}

/// The running mean and sum of squared deviations of the probes' values
/// (Welford's method), so that no probe is kept. They are held in units of
/// the largest value so far, so that squaring cannot overflow before the
/// values themselves do.
struct Moments {
    count: u64,
    scale: f64,
    mean: f64,
    squares: f64,
}

impl Default for Moments {
    fn default() -> Moments {
        Moments {
            count: 0,
            scale: 1.0,
            mean: 0.0,
            squares: 0.0,
        }
    }
}

impl Moments {
    fn add(&mut self, value: f64) {
        self.count += 1;
        if self.scale.is_infinite() {
            return;
        }
        if value > self.scale {
            let ratio = self.scale / value;
            self.mean *= ratio;
            self.squares *= ratio * ratio;
            self.scale = value;
        }
        if value.is_infinite() {
            return;
        }
        let x = value / self.scale;
        let delta = x - self.mean;
        self.mean += delta / self.count as f64;
        self.squares += delta * (x - self.mean);
    }

    fn estimate(&self) -> Estimate {
        let (probes, n) = (self.count, self.count as f64);
        if self.scale.is_infinite() {
            return Estimate {
                probes,
                nodes: f64::INFINITY,
                standard_error: f64::INFINITY,
            };
        }
        let standard_error = if probes < 2 {
            0.0
        } else {
            (self.squares.max(0.0) / (n - 1.0) / n).sqrt() * self.scale
        };
        Estimate {
            probes,
            nodes: self.mean * self.scale,
            standard_error,
        }
    }
}

/// One probe: walks down the tree taking, at a level of `d` options, the
/// option `pick(d)` (from 0; a number of `d` or more is taken as the last),
/// and returns its estimate `1 + d₁ + d₁d₂ + …`. The matrix is left exactly
/// as it was.
pub fn probe<R: ItemRule>(matrix: &mut Matrix, _rule: R, pick: impl FnMut(usize) -> usize) -> f64 {
    matrix.weigh_items();
    let mut lengths = Lengths::new(matrix);
    let mut unbounded = EstimateLimits::probes(1);
    probe_within(matrix, R::RULE, &mut lengths, pick, &mut unbounded).expect("no limit to reach")
}

/// [`probe`], taking its nodes and work from `limits` (see
/// [`estimate_within`]), or `None`, the matrix put back, if either runs out
/// first. `lengths` holds the matrix's item lengths, and is left so.
fn probe_within(
    matrix: &mut Matrix,
    rule: Rule,
    lengths: &mut Lengths,
    mut pick: impl FnMut(usize) -> usize,
    limits: &mut EstimateLimits,
) -> Option<f64> {
    let mut singles = Vec::new();
    let mut path = Vec::new();
    let mut nodes = 1.0;
    let mut reached = 1.0;
    let mut finished = true;
    // What a level costs: the node, the walk to its option, the links its
    // covers change, the steps through `lengths`, and the matrix's extra
    // work (the scan of a small matrix, and where items are long, the
    // options walked and the nodes weighed).
    let mut work = 0;
    let mut extra = matrix.extra();
    while let Some((item, length)) = lengths.choose(rule, matrix, &mut singles) {
        if length == 0 {
            break;
        }
        if limits.nodes == 0 {
            finished = false;
            break;
        }
        limits.nodes -= 1;
        let picked = pick(length as usize).min(length as usize - 1);
        let (node, steps) = nth_option(matrix, item, picked, length as usize);
        work += 1 + steps + cover(matrix, lengths, item, &mut singles);
        let mut other = matrix.right(node);
        while other != node {
            work += cover(matrix, lengths, matrix.top(other), &mut singles);
            other = matrix.right(other);
        }
        path.push(node);
        work += matrix.extra() - extra;
        extra = matrix.extra();
        if work > limits.work {
            finished = false;
            break;
        }
        limits.work -= work;
        work = 0;
        reached *= f64::from(length);
        nodes += reached;
    }
    while let Some(node) = path.pop() {
        let mut other = matrix.left(node);
        while other != node {
            uncover(matrix, lengths, matrix.top(other));
            other = matrix.left(other);
        }
        uncover(matrix, lengths, matrix.top(node));
    }
    finished.then_some(nodes)
}

/// The node of the option `picked` places down the list of `item`, which
/// holds `length` options, and the steps taken to reach it: from the top or
/// from the bottom, whichever is nearer, each step a unit of work (an item
/// of 40,000 options is a walk of up to 20,000).
fn nth_option(matrix: &Matrix, item: u32, picked: usize, length: usize) -> (u32, u64) {
    let header = Matrix::header(item);
    if picked < length / 2 {
        let mut node = matrix.down(header);
        for _ in 0..picked {
            node = matrix.down(node);
        }
        (node, picked as u64)
    } else {
        let mut node = matrix.up(header);
        for _ in picked + 1..length {
            node = matrix.up(node);
        }
        (node, (length - 1 - picked) as u64)
    }
}

/// Covers `item`, keeping `lengths` in step; returns the work: the links
/// changed, and the nodes of `lengths` visited.
fn cover(matrix: &mut Matrix, lengths: &mut Lengths, item: u32, singles: &mut Vec<u32>) -> u64 {
    matrix.cover(item, singles) + lengths.refresh(matrix, item)
}

/// Uncovers `item`, keeping `lengths` in step.
fn uncover(matrix: &mut Matrix, lengths: &mut Lengths, item: u32) {
    matrix.uncover(item);
    lengths.refresh(matrix, item);
}

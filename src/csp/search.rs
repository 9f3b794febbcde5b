//! The search: frames of candidate masks copied to branch, constraints
//! queued on the variables they watch and run to a fixed point.

use super::compile::{compile, complements, peers, watchers, weights};
use super::rules::{is_single, Rule};
use super::tables::Combinations;
use super::Problem;
use crate::dlx::Stats;
use crate::work::Budget;

/// No variable: a level that has not chosen one yet.
const NONE: u32 = u32::MAX;

/// Conflicts between two halvings of every variable's weight (ISS's
/// `ConflictScores` decay as often).
const DECAY: u32 = 1 << 14;

/// The constraints waiting to run, who watches each variable, and which
/// variables each may not share a value with (its peers: `words` bits a
/// variable, in `peers`).
#[derive(Clone, Debug, Default)]
pub(super) struct Queue {
    list: Vec<u32>,
    head: usize,
    /// The queued constraints from `first_late` on (the pairs of groups
    /// taking the same values), run only when no other waits.
    late: Vec<u32>,
    first_late: u32,
    queued: Vec<bool>,
    /// The constraints watching variable `v` are
    /// `watchers[starts[v]..starts[v + 1]]`.
    starts: Vec<u32>,
    watchers: Vec<u32>,
    updates: u64,
    peers: Vec<u64>,
    words: usize,
    /// The peers common to a few variables, as they are found.
    common: Vec<u64>,
}

impl Queue {
    fn push(&mut self, rule: u32) {
        if !self.queued[rule as usize] {
            self.queued[rule as usize] = true;
            if rule < self.first_late {
                self.list.push(rule);
            } else {
                self.late.push(rule);
            }
        }
    }

    /// Queues the constraints watching `var` but the one running (which
    /// stays marked queued while it runs).
    fn changed(&mut self, var: usize) {
        for at in self.starts[var] as usize..self.starts[var + 1] as usize {
            self.push(self.watchers[at]);
        }
    }

    /// Narrows `var` to `mask`, a subset of its candidates; `false` if
    /// none is left.
    #[inline]
    pub(super) fn set(&mut self, grid: &mut [u16], var: usize, mask: u16) -> bool {
        if mask == 0 {
            return false;
        }
        if grid[var] != mask {
            grid[var] = mask;
            self.updates += 1;
            self.changed(var);
        }
        true
    }

    /// Takes `value`, which one of `vars` must take, out of every variable
    /// that is a peer of each of `vars` that may take it, when two or more
    /// may; `false` on a conflict (none may).
    pub(super) fn point(&mut self, grid: &mut [u16], vars: &[u32], value: u16) -> bool {
        let words = self.words;
        self.common.fill(u64::MAX);
        let mut holders = 0;
        for &v in vars {
            let mask = grid[v as usize];
            if mask == value {
                // Placed: its groups take it from its peers.
                return true;
            }
            if mask & value != 0 {
                holders += 1;
                let row = &self.peers[v as usize * words..(v as usize + 1) * words];
                for (common, &peer) in self.common.iter_mut().zip(row) {
                    *common &= peer;
                }
            }
        }
        if holders < 2 {
            return holders == 1;
        }
        for w in 0..words {
            let mut bits = self.common[w];
            while bits != 0 {
                let var = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if grid[var] & value != 0 && !self.set(grid, var, grid[var] & !value) {
                    return false;
                }
            }
        }
        true
    }

    fn clear(&mut self) {
        for &rule in &self.list[self.head..] {
            self.queued[rule as usize] = false;
        }
        for &rule in &self.late {
            self.queued[rule as usize] = false;
        }
        self.list.clear();
        self.late.clear();
        self.head = 0;
    }
}

/// The constraints, their queue and what they spend.
#[derive(Clone, Debug)]
struct Propagation {
    rules: Vec<Rule>,
    queue: Queue,
    tables: Combinations,
    work: u64,
}

impl Propagation {
    /// Runs the queued constraints until none is left (`true`) or one
    /// finds a conflict (`false`), the late ones only when no other waits.
    fn run(&mut self, grid: &mut [u16]) -> bool {
        loop {
            while self.queue.head < self.queue.list.len() {
                let rule = self.queue.list[self.queue.head];
                self.queue.head += 1;
                if !self.fire(rule, grid) {
                    return false;
                }
            }
            let Some(rule) = self.queue.late.pop() else {
                break;
            };
            if !self.fire(rule, grid) {
                return false;
            }
        }
        self.queue.clear();
        true
    }

    /// Runs one constraint, taken off the queue; on a conflict, clears
    /// the queue.
    #[inline(always)]
    fn fire(&mut self, rule: u32, grid: &mut [u16]) -> bool {
        // Its own narrowings do not queue it: it stays marked queued while
        // it runs.
        let (queue, index) = (&mut self.queue, rule as usize);
        let rule = &self.rules[index];
        self.work += rule.cost();
        let holds = rule.narrow(grid, queue, &self.tables);
        queue.queued[index] = false;
        if !holds {
            queue.clear();
        }
        holds
    }
}

/// Where the search stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Start,
    Running,
    Done,
}

/// A search of a [`Problem`]'s solutions (see the module's documentation).
#[derive(Clone, Debug)]
pub struct Search {
    width: usize,
    start: Vec<u16>,
    propagation: Propagation,
    /// Level `d`'s candidates are `frames[d * width..(d + 1) * width]`.
    frames: Vec<u16>,
    /// The variable each level branches on, or [`NONE`] before it chose.
    chosen: Vec<u32>,
    /// A level that branches on where a value goes in a group (the value
    /// and the other variable that may take it, tried once `chosen`'s
    /// branch is done), or `(0, NONE)`: it branches on `chosen`'s values.
    placing: Vec<(u16, u32)>,
    depth: usize,
    /// Each variable's weight: its conflicts, halved every [`DECAY`].
    weights: Vec<u32>,
    /// Each value's conflicts, quartered every [`DECAY`].
    value_weights: [u32; 16],
    /// The groups that take each of their values once, whose values a
    /// level may branch on; none where only all-different groups
    /// constrain.
    houses: Vec<Box<[u32]>>,
    /// The fewest conflicts that make a value hot: as many as the values
    /// (ISS's), or never where only all-different groups constrain.
    hot_floor: u32,
    countdown: u32,
    phase: Phase,
    nodes: u64,
    solutions: u64,
    solution: Vec<u16>,
}

impl Search {
    /// A search of `problem`, not started.
    pub fn new(problem: &Problem) -> Search {
        let width = problem.domains.len();
        let values = problem.values;
        // The pairs of groups taking the same values last, to run late.
        let (mut rules, late): (Vec<Rule>, Vec<Rule>) = (problem.constraints.iter())
            .map(|constraint| compile(constraint, &problem.domains, values as u32))
            .partition(|rule| !matches!(rule, Rule::Same { .. }));
        let first_late = rules.len() as u32;
        rules.extend(late);
        let words = width.div_ceil(64);
        let peers = peers(&rules, width, words);
        complements(&mut rules);
        let (starts, watchers) = watchers(&rules, width);
        let weights = weights(&rules, width, values);
        // ISS's branching (house candidates, the hot value) only where more
        // than all-different groups constrain: it shrinks the killers' and
        // thermometers' trees, but of ISS's 16×16 groups-only examples it
        // took windoku's from 29,652 nodes to 142,738 where X's fell from
        // 51,120 to 30,067 (docs/variants.md).
        let guided = (rules.iter()).any(|rule| matches!(rule, Rule::Sum(_) | Rule::Pair { .. }));
        let houses = (rules.iter())
            .filter_map(|rule| match rule {
                Rule::Distinct { vars, full } if guided && *full != 0 && vars.len() > 2 => {
                    Some(vars.clone())
                }
                _ => None,
            })
            .collect();
        let queue = Queue {
            queued: vec![false; rules.len()],
            starts,
            watchers,
            first_late,
            peers,
            words,
            common: vec![0; words],
            ..Queue::default()
        };
        Search {
            width,
            start: problem.domains.clone(),
            propagation: Propagation {
                rules,
                queue,
                tables: Combinations::new(values),
                work: 0,
            },
            frames: vec![0; (width + 1) * width],
            chosen: vec![NONE; width + 1],
            placing: vec![(0, NONE); width + 1],
            depth: 0,
            weights,
            value_weights: [0; 16],
            houses,
            hot_floor: if guided { values as u32 } else { u32::MAX },
            countdown: DECAY,
            phase: Phase::Start,
            nodes: 0,
            solutions: 0,
            solution: vec![0; width],
        }
    }

    /// Nodes (values tried, and the root), updates (candidate masks
    /// narrowed) and solutions so far.
    pub fn stats(&self) -> Stats {
        Stats {
            nodes: self.nodes,
            updates: self.propagation.queue.updates,
            solutions: self.solutions,
        }
    }

    /// Units of work so far ([`crate::work`]): a node and a twelfth of its
    /// variables (the copy and the choice read them all), a constraint run
    /// and a quarter of its variables, and each narrowing.
    pub fn work(&self) -> u64 {
        self.propagation.work + self.propagation.queue.updates
    }

    /// Whether the whole tree has been searched.
    pub fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }

    /// The last solution found: each variable's value.
    pub fn solution(&self) -> Vec<usize> {
        (self.solution.iter())
            .map(|&mask| mask.trailing_zeros() as usize)
            .collect()
    }

    /// Counts solutions, up to `limit` more (0: all), pausing before the
    /// tree grows by more than `budget.nodes` nodes or the work by more
    /// than about `budget.work` units (entering at least one node); the
    /// count is complete when [`Search::is_done`] or the limit is reached.
    pub fn count_within(&mut self, limit: u64, budget: Budget) -> u64 {
        let (entered, work) = (self.nodes, self.work());
        let node_end = entered.saturating_add(budget.nodes.max(1));
        let work_end = work.saturating_add(budget.work.max(1));
        if self.phase == Phase::Start {
            self.begin();
        }
        let mut found = 0;
        while self.phase == Phase::Running {
            if self.nodes > entered && (self.nodes >= node_end || self.work() >= work_end) {
                break;
            }
            if self.step() {
                found += 1;
                if limit != 0 && found >= limit {
                    break;
                }
            }
        }
        found
    }

    /// The root: every constraint run once on the domains.
    fn begin(&mut self) {
        let width = self.width;
        self.frames[..width].copy_from_slice(&self.start);
        self.nodes += 1;
        self.phase = Phase::Done;
        if self.start.contains(&0) {
            return;
        }
        let propagation = &mut self.propagation;
        for rule in 0..propagation.rules.len() {
            propagation.queue.push(rule as u32);
        }
        if propagation.run(&mut self.frames[..width]) {
            self.phase = Phase::Running;
        }
    }

    /// One step: a value tried (a node), or a level left; whether it found
    /// a solution.
    fn step(&mut self) -> bool {
        let (d, width) = (self.depth, self.width);
        if self.chosen[d] == NONE {
            match self.choose(&self.frames[d * width..(d + 1) * width]) {
                Some((var, placing)) => (self.chosen[d], self.placing[d]) = (var as u32, placing),
                None => {
                    let grid = &self.frames[d * width..(d + 1) * width];
                    debug_assert!(!grid.contains(&0), "a leaf with an empty variable");
                    let holds = self.propagation.rules.iter().all(|rule| rule.holds(grid));
                    if holds {
                        self.solution.copy_from_slice(grid);
                        self.solutions += 1;
                    }
                    self.back();
                    return holds;
                }
            }
        }
        let first = self.chosen[d] as usize;
        let (var, value, last) = self.next_try(d);
        if self.frames[d * width + var] & value == 0 {
            self.chosen[d] = NONE;
            self.back();
            return false;
        }
        self.nodes += 1;
        self.propagation.work += 1 + width as u64 / 12;
        // The last value needs no copy: the level becomes its child.
        let at = if last {
            self.chosen[d] = NONE;
            self.frames[d * width + var] = value;
            d
        } else {
            self.frames[d * width + var] ^= value;
            self.frames
                .copy_within(d * width..(d + 1) * width, (d + 1) * width);
            self.frames[(d + 1) * width + var] = value;
            self.chosen[d + 1] = NONE;
            d + 1
        };
        let propagation = &mut self.propagation;
        propagation.queue.changed(var);
        // A placing's second try: its first variable lost the value when
        // the first try began, and no rule has run on that since.
        if var != first {
            propagation.queue.changed(first);
        }
        if propagation.run(&mut self.frames[at * width..(at + 1) * width]) {
            self.depth = at;
        } else {
            self.conflict(var, value);
            if at == d {
                self.back();
            }
        }
        false
    }

    /// The variable and value level `d` tries next, and whether the level
    /// is done after it.
    fn next_try(&self, d: usize) -> (usize, u16, bool) {
        let first = self.chosen[d] as usize;
        let mask = self.frames[d * self.width + first];
        match self.placing[d] {
            (value, other) if value != 0 => {
                if mask & value != 0 {
                    (first, value, false)
                } else {
                    (other as usize, value, true)
                }
            }
            _ => {
                let value = mask & mask.wrapping_neg();
                (first, value, mask == value)
            }
        }
    }

    /// Leaves the level (the search is done when it leaves the root).
    fn back(&mut self) {
        if self.depth == 0 {
            self.phase = Phase::Done;
        } else {
            self.depth -= 1;
        }
    }

    /// Weighs `var` and `value` for the conflict it met.
    fn conflict(&mut self, var: usize, value: u16) {
        self.weights[var] += 1;
        self.value_weights[value.trailing_zeros() as usize] += 1;
        self.countdown -= 1;
        if self.countdown == 0 {
            self.countdown = DECAY;
            for weight in &mut self.weights {
                *weight >>= 1;
            }
            for weight in &mut self.value_weights {
                *weight >>= 2;
            }
        }
    }

    /// The value of the most conflicts and their count, when it stands out
    /// (more than one and a half times the fewest of any value that met
    /// one, and at least as many as the values), as ISS's
    /// `getMaxValueScore`; else `(0, 0)`.
    fn hot_value(&self) -> (u16, u64) {
        let (mut most, mut value, mut fewest) = (0u32, 0u16, u32::MAX);
        // Only the problem's values meet conflicts: a bound known at run
        // time keeps the loop a loop (unrolled, it grew the logic package).
        let values = self.value_weights.iter().take(self.hot_floor as usize);
        for (v, &weight) in values.enumerate() {
            if weight > most {
                (most, value) = (weight, 1 << v);
            }
            if weight != 0 {
                fewest = fewest.min(weight);
            }
        }
        if most < self.hot_floor || 2 * most <= 3 * fewest {
            return (0, 0);
        }
        (value, u64::from(most))
    }

    /// The open variable of the greatest weight per candidate (the fewest
    /// candidates among equals; a variable holding the value of the most
    /// conflicts weighs a fifth of that value's conflicts more), or `None`
    /// when every one is fixed; and, when that variable has more than two
    /// candidates and has met conflicts, a value that only two variables
    /// of a group may take, if one of them weighs at least twice the
    /// chosen's weight per candidate: the level then tries that value in
    /// the heavier of the two, then in the other (ISS's house candidates).
    fn choose(&self, grid: &[u16]) -> Option<(usize, (u16, u32))> {
        let (hot, hot_weight) = self.hot_value();
        // Past any count, so that the first open variable is taken.
        let (mut best, mut best_weight, mut best_count) = (None, 0u64, 1u64 << 32);
        for (var, &mask) in grid.iter().enumerate() {
            if is_single(mask) {
                continue;
            }
            let bonus = if mask & hot != 0 { hot_weight } else { 0 };
            let weight = 5 * u64::from(self.weights[var]) + bonus;
            let count = u64::from(mask.count_ones());
            let (ahead, behind) = (weight * best_count, best_weight * count);
            if ahead > behind || (ahead == behind && count < best_count) {
                (best, best_weight, best_count) = (Some(var), weight, count);
            }
        }
        let var = best?;
        let (weight, count) = (u64::from(self.weights[var]), best_count);
        if count <= 2 || weight == 0 {
            return Some((var, (0, NONE)));
        }
        // The best placing so far, weighing `score.0 / score.1`.
        let (mut placing, mut score) = (None, (weight, count));
        for house in &self.houses {
            let (mut all, mut twice, mut thrice) = (0u16, 0u16, 0u16);
            for &v in house.iter() {
                let mask = grid[v as usize];
                thrice |= twice & mask;
                twice |= all & mask;
                all |= mask;
            }
            let mut two = twice & !thrice;
            while two != 0 {
                let value = two & two.wrapping_neg();
                two ^= value;
                let mut holders = house.iter().filter(|&&v| grid[v as usize] & value != 0);
                let (Some(&a), Some(&b)) = (holders.next(), holders.next()) else {
                    continue;
                };
                let (wa, wb) = (self.weights[a as usize], self.weights[b as usize]);
                let heavy = u64::from(wa.max(wb));
                if heavy * score.1 >= 2 * score.0 {
                    score = (heavy, 2);
                    placing = Some(if wb > wa {
                        (b, a, value)
                    } else {
                        (a, b, value)
                    });
                }
            }
        }
        Some(match placing {
            Some((a, b, value)) => (a as usize, (value, b)),
            None => (var, (0, NONE)),
        })
    }
}

//! The constraints as the search runs them: all-different groups, sums
//! and pairs, each narrowing its variables' candidate masks through the
//! queue (`search.rs`), which hears of every change.

use super::search::Queue;
use super::tables::Combinations;

/// A constraint as the search runs it.
#[derive(Clone, Debug)]
pub(super) enum Rule {
    /// No value twice; `full` is the values its variables' domains hold
    /// when they are exactly as many as the variables (each value then
    /// taken once: hidden singles), else 0.
    Distinct { vars: Box<[u32]>, full: u16 },
    /// The variables' numbers add up to a total.
    Sum(SumRule),
    /// `ahead[x]`: the values `b` may take beside `x` in `a`; `back[y]`:
    /// those `a` may take beside `y` in `b`.
    Pair {
        a: u32,
        b: u32,
        ahead: [u16; 16],
        back: [u16; 16],
    },
    /// Two groups of as many variables, each all different, that take the
    /// same values: the first half of `vars` and the second.
    Same { vars: Box<[u32]> },
}

/// A sum's variables, their total, and, when they are distinct and lie in
/// a group that takes each of its values once, the rest of that group and
/// its values: what the sum's variables do not take, the rest must.
#[derive(Clone, Debug)]
pub(super) struct SumRule {
    pub(super) vars: Box<[u32]>,
    pub(super) total: u32,
    pub(super) distinct: bool,
    pub(super) complement: Box<[u32]>,
    pub(super) full: u16,
    /// How many of the last variables count negatively: each is read with
    /// its values reversed (value `v` as `values - 1 - v`, its number `n`
    /// as `values + 1 - n`), which adds `values + 1` to the total.
    pub(super) minus: usize,
    pub(super) values: u32,
}

impl SumRule {
    /// Reverses the values of the variables that count negatively.
    fn reverse(&self, grid: &mut [u16]) {
        for &v in &self.vars[self.vars.len() - self.minus..] {
            let v = v as usize;
            grid[v] = grid[v].reverse_bits() >> (16 - self.values);
        }
    }
}

/// The smallest number a mask holds (value `v` is `v + 1`).
#[inline]
fn least(mask: u16) -> u32 {
    mask.trailing_zeros() + 1
}

/// The greatest number a mask holds.
#[inline]
fn most(mask: u16) -> u32 {
    16 - mask.leading_zeros()
}

/// The mask of the value whose number is `n`, if there is one.
#[inline]
fn number(n: u32) -> u16 {
    if (1..=16).contains(&n) {
        1 << (n - 1)
    } else {
        0
    }
}

#[inline]
pub(super) fn is_single(mask: u16) -> bool {
    mask & mask.wrapping_sub(1) == 0
}

impl Rule {
    /// Work units a run costs: one, and one for each four variables read.
    pub(super) fn cost(&self) -> u64 {
        match self {
            Rule::Distinct { vars, .. } | Rule::Same { vars } => 1 + (vars.len() as u64 >> 2),
            Rule::Sum(sum) => 1 + ((sum.vars.len() + sum.complement.len()) as u64 >> 2),
            Rule::Pair { .. } => 1,
        }
    }

    pub(super) fn vars(&self) -> Vec<u32> {
        match self {
            Rule::Distinct { vars, .. } | Rule::Sum(SumRule { vars, .. }) | Rule::Same { vars } => {
                vars.to_vec()
            }
            &Rule::Pair { a, b, .. } => vec![a, b],
        }
    }

    /// Narrows the variables of this constraint; `false` on a conflict.
    /// Every value taken away is one no solution within `grid` gives its
    /// variable; a conflict is found at the latest once every variable is
    /// fixed.
    pub(super) fn narrow(
        &self,
        grid: &mut [u16],
        queue: &mut Queue,
        tables: &Combinations,
    ) -> bool {
        match self {
            Rule::Distinct { vars, full } => distinct(vars, *full, grid, queue),
            Rule::Sum(rule) if rule.minus > 0 => {
                // As a sum of the reversed values; a conflict drops the
                // frame, so only a success turns them back.
                rule.reverse(grid);
                let narrowed = sum(rule, grid, queue, tables);
                if narrowed {
                    rule.reverse(grid);
                }
                narrowed
            }
            Rule::Sum(rule) => sum(rule, grid, queue, tables),
            Rule::Pair { a, b, ahead, back } => {
                let (a, b) = (*a as usize, *b as usize);
                let through = |mask: u16, table: &[u16; 16]| {
                    let (mut bits, mut allowed) = (mask, 0);
                    while bits != 0 {
                        allowed |= table[bits.trailing_zeros() as usize];
                        bits &= bits - 1;
                    }
                    allowed
                };
                let to_b = grid[b] & through(grid[a], ahead);
                if !queue.set(grid, b, to_b) {
                    return false;
                }
                let to_a = grid[a] & through(grid[b], back);
                queue.set(grid, a, to_a)
            }
            Rule::Same { vars } => {
                let (a, b) = vars.split_at(vars.len() / 2);
                same(a, b, grid, queue)
            }
        }
    }

    /// Whether the constraint holds on `grid`, every variable fixed.
    pub(super) fn holds(&self, grid: &[u16]) -> bool {
        match self {
            Rule::Distinct { vars, .. } => {
                let mut seen = 0u16;
                vars.iter().all(|&v| {
                    let fresh = seen & grid[v as usize] == 0;
                    seen |= grid[v as usize];
                    fresh
                })
            }
            Rule::Sum(rule) => {
                let (mut seen, mut sum, mut fresh) = (0u16, 0, true);
                let plus = rule.vars.len() - rule.minus;
                for (k, &v) in rule.vars.iter().enumerate() {
                    let mask = grid[v as usize];
                    fresh &= seen & mask == 0;
                    seen |= mask;
                    sum += if k < plus {
                        least(mask)
                    } else {
                        rule.values + 1 - least(mask)
                    };
                }
                sum == rule.total && (fresh || !rule.distinct)
            }
            Rule::Pair { a, b, ahead, .. } => {
                let x = grid[*a as usize].trailing_zeros() as usize;
                ahead[x] & grid[*b as usize] != 0
            }
            Rule::Same { vars } => {
                // Each fixed: a group is all different when its values are
                // as many as its variables.
                let (a, b) = vars.split_at(vars.len() / 2);
                let union = |vars: &[u32]| vars.iter().fold(0u16, |all, &v| all | grid[v as usize]);
                union(a) == union(b) && union(a).count_ones() as usize == a.len()
            }
        }
    }
}

/// Two groups that take the same values: each variable keeps only the
/// values both groups may take, which must be enough for either.
fn same(a: &[u32], b: &[u32], grid: &mut [u16], queue: &mut Queue) -> bool {
    let union = |vars: &[u32], grid: &[u16]| vars.iter().fold(0, |all, &v| all | grid[v as usize]);
    let (in_a, in_b) = (union(a, grid), union(b, grid));
    let both = in_a & in_b;
    if (both.count_ones() as usize) < a.len() {
        return false;
    }
    // Mostly the two unions agree and nothing narrows: a group whose
    // union is `both` already keeps only those values.
    for (vars, union) in [(a, in_a), (b, in_b)] {
        if union != both
            && !(vars.iter()).all(|&v| queue.set(grid, v as usize, grid[v as usize] & both))
        {
            return false;
        }
    }
    true
}

/// An all-different group: a fixed value leaves the others (repeated while
/// that fixes more), and in a group that takes each of its values once, a
/// value only one variable can take is fixed there.
fn distinct(vars: &[u32], full: u16, grid: &mut [u16], queue: &mut Queue) -> bool {
    loop {
        let (mut all, mut twice, mut fixed) = (0u16, 0u16, 0u16);
        for &v in vars {
            let mask = grid[v as usize];
            if is_single(mask) {
                if fixed & mask != 0 {
                    return false;
                }
                fixed |= mask;
            }
            twice |= all & mask;
            all |= mask;
        }
        if full != 0 {
            if all != full {
                return false;
            }
        } else if (all.count_ones() as usize) < vars.len() {
            return false;
        }
        let mut again = false;
        if fixed & twice != 0 {
            for &v in vars {
                let (v, mask) = (v as usize, grid[v as usize]);
                if !is_single(mask) && mask & fixed != 0 {
                    let left = mask & !fixed;
                    if !queue.set(grid, v, left) {
                        return false;
                    }
                    again |= is_single(left);
                }
            }
        }
        let hidden = if full != 0 { all & !twice & !fixed } else { 0 };
        if hidden != 0 {
            for &v in vars {
                let (v, mask) = (v as usize, grid[v as usize]);
                let only = mask & hidden;
                if only != 0 && only != mask {
                    if !is_single(only) {
                        return false;
                    }
                    queue.set(grid, v, only);
                    again = true;
                }
            }
        }
        if !again {
            return true;
        }
    }
}

/// A sum: its bounds (each variable between what the others' least and
/// greatest leave it); with one variable open, that variable's number;
/// with two, each value whose partner the other holds. Then, distinct, the
/// sets of values of the open count and total that the open variables'
/// candidates hold (and whose missing values the rest of its group holds,
/// when it has one): a value in none leaves the open variables (and one
/// every set leaves to the rest, the rest), a value in every set that only
/// one of them can take is fixed there, and one that several can take
/// leaves every variable that is a peer of them all.
fn sum(rule: &SumRule, grid: &mut [u16], queue: &mut Queue, tables: &Combinations) -> bool {
    let (vars, want, distinct) = (&rule.vars, rule.total, rule.distinct);
    let (mut low, mut high, mut fixed_sum, mut open) = (0, 0, 0, 0usize);
    let (mut fixed, mut union, mut twice) = (0u16, 0u16, 0u16);
    for &v in vars.iter() {
        let mask = grid[v as usize];
        low += least(mask);
        high += most(mask);
        if is_single(mask) {
            if distinct && fixed & mask != 0 {
                return false;
            }
            fixed |= mask;
            fixed_sum += least(mask);
        } else {
            open += 1;
            twice |= union & mask;
            union |= mask;
        }
    }
    if want < low || want > high {
        return false;
    }
    if open == 0 {
        return true;
    }
    let target = want - fixed_sum;
    let free = if distinct { !fixed } else { u16::MAX };
    if open == 1 {
        let v = vars
            .iter()
            .map(|&v| v as usize)
            .find(|&v| !is_single(grid[v]));
        return v.map_or(true, |v| {
            queue.set(grid, v, grid[v] & number(target) & free)
        });
    }
    if !bounds(vars, (want - low, high - want), grid, queue) {
        return false;
    }
    if open == 2 {
        if !pair_sum(vars, (target, distinct, free), grid, queue) {
            return false;
        }
        if rule.full == 0 {
            return true;
        }
    }
    if !distinct {
        return true;
    }
    sets(
        rule,
        (open, target),
        (fixed, union, twice),
        grid,
        queue,
        tables,
    )
}

/// Each open variable of a sum between what the others' least and
/// greatest leave it: at most its least plus the slack `below` the total,
/// at least its greatest less the slack `above`.
fn bounds(vars: &[u32], (below, above): (u32, u32), grid: &mut [u16], queue: &mut Queue) -> bool {
    if below >= 15 && above >= 15 {
        return true;
    }
    for &v in vars {
        let (v, mask) = (v as usize, grid[v as usize]);
        if is_single(mask) {
            continue;
        }
        let top = (least(mask) + below).min(16);
        let bottom = most(mask).saturating_sub(above).max(1);
        let range = (u32::MAX >> (32 - top)) as u16 & !((1u32 << (bottom - 1)) - 1) as u16;
        if !queue.set(grid, v, mask & range) {
            return false;
        }
    }
    true
}

/// The two open variables of a sum: each keeps the values whose partner
/// (`target` less it, another value if `distinct`, none of those fixed
/// outside `free`) the other holds.
fn pair_sum(
    vars: &[u32],
    (target, distinct, free): (u32, bool, u16),
    grid: &mut [u16],
    queue: &mut Queue,
) -> bool {
    let mut pair = vars
        .iter()
        .map(|&v| v as usize)
        .filter(|&v| !is_single(grid[v]));
    let (Some(a), Some(b)) = (pair.next(), pair.next()) else {
        return true;
    };
    let partners = |mask: u16| {
        let (mut bits, mut found) = (mask & free, 0);
        while bits != 0 {
            let x = least(bits);
            bits &= bits - 1;
            let y = target.wrapping_sub(x);
            if !(distinct && y == x) {
                found |= number(y);
            }
        }
        found
    };
    let to_b = grid[b] & partners(grid[a]);
    if !queue.set(grid, b, to_b) {
        return false;
    }
    let to_a = grid[a] & partners(grid[b]);
    queue.set(grid, a, to_a)
}

/// A distinct sum's `open` variables by the sets of `open` values adding
/// up to `target` that their candidates (`union`, values held by two or
/// more in `twice`) hold and, if it has a group around it, whose missing
/// values the rest of the group holds (see [`sum`]).
fn sets(
    rule: &SumRule,
    (open, target): (usize, u32),
    (fixed, union, twice): (u16, u16, u16),
    grid: &mut [u16],
    queue: &mut Queue,
    tables: &Combinations,
) -> bool {
    let vars = &rule.vars;
    let open_values = union & !fixed;
    if (open_values.count_ones() as usize) < open {
        return false;
    }
    // What the rest of the group must take beside each set, and holds.
    let outside = rule.full & !fixed;
    let rest_holds = (rule.complement.iter()).fold(0, |all, &v| all | grid[v as usize]);
    let (mut possible, mut required, mut rest) = (0u16, u16::MAX, 0u16);
    for &set in tables.of(open, target) {
        if set & !open_values == 0 && outside & !set & !rest_holds == 0 {
            possible |= set;
            required &= set;
            rest |= outside & !set;
        }
    }
    if possible == 0 {
        return false;
    }
    let gone = union & !possible;
    let hidden = required & !twice;
    if gone != 0 || hidden != 0 {
        for &v in vars.iter() {
            let (v, mask) = (v as usize, grid[v as usize]);
            if is_single(mask) {
                continue;
            }
            let mut keep = mask & !gone;
            let only = keep & hidden;
            if only != 0 {
                if !is_single(only) {
                    return false;
                }
                keep = only;
            }
            if !queue.set(grid, v, keep) {
                return false;
            }
        }
    }
    if rule.full != 0 {
        for &v in rule.complement.iter() {
            let v = v as usize;
            if !queue.set(grid, v, grid[v] & rest) {
                return false;
            }
        }
    }
    let mut pointed = required & twice;
    while pointed != 0 {
        let value = pointed & pointed.wrapping_neg();
        pointed ^= value;
        if !queue.point(grid, vars, value) {
            return false;
        }
    }
    true
}

//! The problem compiled for the search: each constraint as the rule it
//! runs, and what the search keeps beside them (each variable's peers,
//! who watches it, its first weight, each distinct sum's complement).

use super::rules::{Rule, SumRule};
use super::Constraint;

/// A constraint as the search runs it, given the variables' domains and
/// how many values they have.
pub(super) fn compile(constraint: &Constraint, domains: &[u16], values: u32) -> Rule {
    match constraint {
        Constraint::Distinct(vars) => {
            let union = (vars.iter()).fold(0, |all, &v| all | domains[v as usize]);
            let perfect = union.count_ones() as usize == vars.len();
            Rule::Distinct {
                vars: vars.clone().into_boxed_slice(),
                full: if perfect { union } else { 0 },
            }
        }
        &Constraint::Sum {
            ref vars,
            total,
            distinct,
            minus,
        } => {
            // Each reversed variable adds `values + 1`; a total no numbers
            // reach (below 0) is past any they make.
            let total = total + minus as i64 * (i64::from(values) + 1);
            Rule::Sum(SumRule {
                vars: vars.clone().into_boxed_slice(),
                total: u32::try_from(total).unwrap_or(u32::MAX),
                distinct,
                complement: Box::default(),
                full: 0,
                minus,
                values,
            })
        }
        Constraint::Pair { a, b, allowed } => {
            let (mut ahead, mut back) = ([0u16; 16], [0u16; 16]);
            for (x, &ys) in allowed.iter().enumerate() {
                ahead[x] = ys;
                let mut bits = ys;
                while bits != 0 {
                    back[bits.trailing_zeros() as usize] |= 1 << x;
                    bits &= bits - 1;
                }
            }
            Rule::Pair {
                a: *a,
                b: *b,
                ahead,
                back,
            }
        }
        Constraint::Same(vars) => Rule::Same {
            vars: vars.clone().into_boxed_slice(),
        },
    }
}

/// Each variable's peers, `words` bits a variable: the others of every
/// all-different group and distinct sum it is in.
pub(super) fn peers(rules: &[Rule], width: usize, words: usize) -> Vec<u64> {
    let mut peers = vec![0u64; width * words];
    for rule in rules {
        let vars = match rule {
            Rule::Distinct { vars, .. } => vars,
            Rule::Sum(sum) if sum.distinct => &sum.vars,
            _ => continue,
        };
        for &a in vars.iter() {
            for &b in vars.iter().filter(|&&b| b != a) {
                peers[a as usize * words + b as usize / 64] |= 1 << (b % 64);
            }
        }
    }
    peers
}

/// Gives each distinct sum the smallest group that takes each of its
/// values once and holds all its variables, if one does: the rest of that
/// group, and its values.
pub(super) fn complements(rules: &mut [Rule]) {
    let groups: Vec<(Box<[u32]>, u16)> = (rules.iter())
        .filter_map(|rule| match rule {
            Rule::Distinct { vars, full } if *full != 0 => Some((vars.clone(), *full)),
            _ => None,
        })
        .collect();
    for rule in rules.iter_mut() {
        let Rule::Sum(sum) = rule else { continue };
        let holds = |group: &[u32]| sum.vars.iter().all(|v| group.contains(v));
        let smallest = (groups.iter())
            .filter(|(group, _)| sum.distinct && group.len() > sum.vars.len() && holds(group))
            .min_by_key(|(group, _)| group.len());
        if let Some((group, full)) = smallest {
            sum.complement = (group.iter())
                .filter(|v| !sum.vars.contains(v))
                .copied()
                .collect();
            sum.full = *full;
        }
    }
}

/// Who watches each variable: the constraints on variable `v` are
/// `watchers[starts[v]..starts[v + 1]]`.
pub(super) fn watchers(rules: &[Rule], width: usize) -> (Vec<u32>, Vec<u32>) {
    let mut starts = vec![0u32; width + 1];
    for rule in rules {
        for v in rule.vars() {
            starts[v as usize + 1] += 1;
        }
    }
    for v in 0..width {
        starts[v + 1] += starts[v];
    }
    let mut watchers = vec![0u32; starts[width] as usize];
    let mut next = starts.clone();
    for (index, rule) in rules.iter().enumerate() {
        for v in rule.vars() {
            watchers[next[v as usize] as usize] = index as u32;
            next[v as usize] += 1;
        }
    }
    (starts, watchers)
}

/// Each variable's first weight, as ISS's priorities go: a group adds its
/// size, a sum more the fewer its variables (twice the values less them,
/// at least the values), a pair two.
pub(super) fn weights(rules: &[Rule], width: usize, values: usize) -> Vec<u32> {
    let mut weights = vec![0u32; width];
    for rule in rules {
        let vars = rule.vars();
        let weight = match rule {
            Rule::Sum(_) => (2 * values).saturating_sub(vars.len()).max(values),
            // Implied by groups already weighed.
            Rule::Same { .. } => 0,
            _ => vars.len(),
        } as u32;
        for &v in &vars {
            weights[v as usize] += weight;
        }
    }
    weights
}

//! The constraint search (`src/csp/`) on problems that know no Sudoku:
//! Latin squares, and random small problems of all-different groups, sums,
//! differences, pairs and groups taking the same values, whose every
//! solution a brute force over all assignments
//! lists; the search must list the same ones, in slices of any budget.

use sudoku_dlx::csp::{Problem, Search};
use sudoku_dlx::work::Budget;

/// A small deterministic generator (xorshift).
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A constraint as the brute force checks it.
enum Rule {
    Distinct(Vec<usize>),
    Sum(Vec<usize>, u32, bool),
    /// The first variables' numbers less the rest's make the total.
    Difference(Vec<usize>, usize, i64),
    Pair(usize, usize, Vec<Vec<bool>>),
    Same(Vec<usize>, Vec<usize>),
}

impl Rule {
    fn holds(&self, values: &[usize]) -> bool {
        let distinct = |vars: &[usize]| {
            (0..vars.len()).all(|i| (0..i).all(|j| values[vars[i]] != values[vars[j]]))
        };
        match self {
            Rule::Distinct(vars) => distinct(vars),
            Rule::Sum(vars, total, all_different) => {
                let sum: u32 = vars.iter().map(|&v| values[v] as u32 + 1).sum();
                sum == *total && (!all_different || distinct(vars))
            }
            Rule::Difference(vars, plus, total) => {
                let number = |v: &usize| values[*v] as i64 + 1;
                let (ahead, behind) = vars.split_at(*plus);
                ahead.iter().map(number).sum::<i64>() - behind.iter().map(number).sum::<i64>()
                    == *total
            }
            Rule::Pair(a, b, table) => table[values[*a]][values[*b]],
            Rule::Same(a, b) => {
                let set = |vars: &[usize]| (vars.iter()).fold(0u32, |all, &v| all | 1 << values[v]);
                distinct(a) && distinct(b) && set(a) == set(b)
            }
        }
    }
}

/// Every solution the search finds, one a call, in slices of at most
/// `nodes` nodes.
fn solutions(problem: &Problem, nodes: u64) -> Vec<Vec<usize>> {
    let mut search = Search::new(problem);
    let mut found = Vec::new();
    while !search.is_done() {
        let budget = Budget {
            nodes,
            work: u64::MAX,
        };
        if search.count_within(1, budget) == 1 {
            found.push(search.solution());
        }
    }
    assert_eq!(search.stats().solutions, found.len() as u64);
    found
}

#[test]
fn latin_squares_of_order_four_number_576() {
    let mut problem = Problem::new(16, 4);
    for k in 0..4 {
        problem.distinct(&(0..4).map(|c| 4 * k + c).collect::<Vec<_>>());
        problem.distinct(&(0..4).map(|r| 4 * r + k).collect::<Vec<_>>());
    }
    let mut search = Search::new(&problem);
    assert_eq!(search.count_within(0, Budget::UNLIMITED), 576);
    assert!(search.is_done());
    // Its first row given: 576 / 24.
    for (cell, value) in [0, 1, 2, 3].into_iter().enumerate() {
        problem.narrow(cell, 1 << value);
    }
    assert_eq!(solutions(&problem, 1).len(), 24);
}

/// A random problem of `vars` variables and `values` values: a few
/// domains narrowed, one to four groups, sums, differences, pairs and groups taking the same values; the same rules
/// for the brute force, and the domains.
fn random_problem(
    random: &mut Random,
    (vars, values): (usize, usize),
) -> (Problem, Vec<Rule>, Vec<u16>) {
    let mut problem = Problem::new(vars, values);
    let mut rules = Vec::new();
    let mut domains = vec![(1u16 << values) - 1; vars];
    for (var, domain) in domains.iter_mut().enumerate() {
        if random.below(4) == 0 {
            let mask = 1 + random.below((1 << values) - 1) as u16;
            *domain &= mask;
            problem.narrow(var, mask);
        }
    }
    let pick = |random: &mut Random, k: usize| {
        let mut picked: Vec<usize> = Vec::new();
        while picked.len() < k {
            let v = random.below(vars);
            if !picked.contains(&v) {
                picked.push(v);
            }
        }
        picked
    };
    for _ in 0..1 + random.below(4) {
        match random.below(5) {
            0 => {
                let k = 2 + random.below(values - 1);
                let group = pick(random, k);
                problem.distinct(&group);
                rules.push(Rule::Distinct(group));
            }
            1 => {
                let k = 1 + random.below(vars.min(5));
                let cells = pick(random, k);
                let all_different = random.below(2) == 0 && cells.len() <= values;
                let total = (cells.len() + random.below(cells.len() * values)) as u32;
                problem.sum(&cells, total, all_different);
                rules.push(Rule::Sum(cells, total, all_different));
            }
            2 => {
                let k = 2 + random.below(vars.min(5) - 1);
                let cells = pick(random, k);
                rules.push(difference(random, cells, values, &mut problem));
            }
            3 => {
                let k = 1 + random.below((vars / 2).min(values));
                let mut a = pick(random, 2 * k);
                let b = a.split_off(k);
                problem.same(&a, &b);
                rules.push(Rule::Same(a, b));
            }
            _ => {
                let ends = pick(random, 2);
                let table: Vec<Vec<bool>> = (0..values)
                    .map(|_| (0..values).map(|_| random.below(3) > 0).collect())
                    .collect();
                problem.pair(ends[0], ends[1], |x, y| table[x][y]);
                rules.push(Rule::Pair(ends[0], ends[1], table));
            }
        }
    }
    (problem, rules, domains)
}

/// A difference over `cells` (at least two): the first one or more less
/// the rest make a random total, in `problem` and for the brute force.
fn difference(
    random: &mut Random,
    cells: Vec<usize>,
    values: usize,
    problem: &mut Problem,
) -> Rule {
    let plus = 1 + random.below(cells.len() - 1);
    let total = random.below(2 * values + 1) as i64 - values as i64;
    problem.difference(&cells[..plus], &cells[plus..], total);
    Rule::Difference(cells, plus, total)
}

/// Every assignment within `domains` that keeps `rules`, sorted.
fn brute_force(rules: &[Rule], domains: &[u16], values: usize) -> Vec<Vec<usize>> {
    let mut found = Vec::new();
    let mut assignment = vec![0; domains.len()];
    'all: loop {
        let fits = (assignment.iter().zip(domains)).all(|(&x, &domain)| domain & 1 << x != 0);
        if fits && rules.iter().all(|rule| rule.holds(&assignment)) {
            found.push(assignment.clone());
        }
        for x in assignment.iter_mut() {
            *x += 1;
            if *x < values {
                continue 'all;
            }
            *x = 0;
        }
        break;
    }
    found.sort();
    found
}

/// Solves `problem` (pausing every 1 or 3 nodes, or never, by `round`) and
/// asserts it finds the brute force's solutions of `rules`; whether it has any.
fn agrees_with_brute_force(
    round: usize,
    problem: &Problem,
    rules: &[Rule],
    domains: &[u16],
    values: usize,
) -> bool {
    let expected = brute_force(rules, domains, values);
    let nodes = [1, 3, u64::MAX][round % 3];
    let mut found = solutions(problem, nodes);
    found.sort();
    assert_eq!(found, expected, "round {round}");
    !expected.is_empty()
}

#[test]
fn random_problems_have_the_brute_forces_solutions() {
    let mut random = Random(0x00c5_9000_2026);
    let (mut solvable, mut none) = (0, 0);
    for round in 0..400 {
        let (vars, values) = (4 + random.below(4), 3 + random.below(2));
        let (problem, rules, domains) = random_problem(&mut random, (vars, values));
        if agrees_with_brute_force(round, &problem, &rules, &domains, values) {
            solvable += 1;
        } else {
            none += 1;
        }
    }
    assert!(
        solvable > 100 && none > 50,
        "{solvable} solvable, {none} not"
    );
}

#[test]
fn random_sums_over_distinct_groups_have_the_brute_forces_solutions() {
    // Sums and differences whose variables may repeat values but fall into
    // groups of mutually distinct ones (what a bound by groups, measured in
    // docs/variants.md, would read): two or three all-different groups,
    // some overlapping, then sums and differences over their variables.
    let mut random = Random(0x0005_0a15_2026);
    let (mut solvable, mut none) = (0, 0);
    for round in 0..300 {
        let (vars, values) = (5 + random.below(3), 3 + random.below(2));
        let mut problem = Problem::new(vars, values);
        let mut rules = Vec::new();
        let domains = vec![(1u16 << values) - 1; vars];
        for _ in 0..2 + random.below(2) {
            let start = random.below(vars - 1);
            let k = (2 + random.below(values - 1)).min(vars - start);
            let group: Vec<usize> = (start..start + k).collect();
            problem.distinct(&group);
            rules.push(Rule::Distinct(group));
        }
        for _ in 0..1 + random.below(2) {
            let k = 3 + random.below(vars - 2);
            let mut cells: Vec<usize> = (0..vars).collect();
            for i in 0..vars {
                cells.swap(i, i + random.below(vars - i));
            }
            cells.truncate(k);
            if random.below(2) == 0 {
                let total = (k + random.below(k * values)) as u32;
                problem.sum(&cells, total, false);
                rules.push(Rule::Sum(cells, total, false));
            } else {
                rules.push(difference(&mut random, cells, values, &mut problem));
            }
        }
        if agrees_with_brute_force(round, &problem, &rules, &domains, values) {
            solvable += 1;
        } else {
            none += 1;
        }
    }
    assert!(
        solvable > 50 && none > 30,
        "{solvable} solvable, {none} not"
    );
}

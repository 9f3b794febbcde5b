//! The constraint search (`src/csp/`) on problems that know no Sudoku:
//! Latin squares, and random small problems of all-different groups, sums
//! and pairs, whose every solution a brute force over all assignments
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
    Pair(usize, usize, Vec<Vec<bool>>),
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
            Rule::Pair(a, b, table) => table[values[*a]][values[*b]],
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

#[test]
fn random_problems_have_the_brute_forces_solutions() {
    let mut random = Random(0x00c5_9000_2026);
    let (mut solvable, mut none) = (0, 0);
    for round in 0..400 {
        let (vars, values) = (4 + random.below(4), 3 + random.below(2));
        let mut problem = Problem::new(vars, values);
        let mut rules = Vec::new();
        let mut domains = vec![(1u16 << values) - 1; vars];
        for var in 0..vars {
            if random.below(4) == 0 {
                let mask = 1 + random.below((1 << values) - 1);
                domains[var] &= mask as u16;
                problem.narrow(var, mask as u16);
            }
        }
        let pick = |random: &mut Random, k: usize| {
            let mut vars_of: Vec<usize> = Vec::new();
            while vars_of.len() < k {
                let v = random.below(vars);
                if !vars_of.contains(&v) {
                    vars_of.push(v);
                }
            }
            vars_of
        };
        for _ in 0..1 + random.below(4) {
            match random.below(3) {
                0 => {
                    let k = 2 + random.below(values - 1);
                    let group = pick(&mut random, k);
                    problem.distinct(&group);
                    rules.push(Rule::Distinct(group));
                }
                1 => {
                    let k = 1 + random.below(vars.min(5));
                    let cells = pick(&mut random, k);
                    let all_different = random.below(2) == 0 && cells.len() <= values;
                    let total = (cells.len() + random.below(cells.len() * values)) as u32;
                    problem.sum(&cells, total, all_different);
                    rules.push(Rule::Sum(cells, total, all_different));
                }
                _ => {
                    let ends = pick(&mut random, 2);
                    let table: Vec<Vec<bool>> = (0..values)
                        .map(|_| (0..values).map(|_| random.below(3) > 0).collect())
                        .collect();
                    problem.pair(ends[0], ends[1], |x, y| table[x][y]);
                    rules.push(Rule::Pair(ends[0], ends[1], table));
                }
            }
        }
        let mut expected = Vec::new();
        let mut values_of = vec![0; vars];
        'all: loop {
            let fits = (0..vars).all(|v| domains[v] & 1 << values_of[v] != 0);
            if fits && rules.iter().all(|rule| rule.holds(&values_of)) {
                expected.push(values_of.clone());
            }
            for v in 0..vars {
                values_of[v] += 1;
                if values_of[v] < values {
                    continue 'all;
                }
                values_of[v] = 0;
            }
            break;
        }
        expected.sort();
        let nodes = [1, 3, u64::MAX][round % 3];
        let mut found = solutions(&problem, nodes);
        found.sort();
        assert_eq!(found, expected, "round {round}");
        if expected.is_empty() {
            none += 1;
        } else {
            solvable += 1;
        }
    }
    assert!(
        solvable > 100 && none > 50,
        "{solvable} solvable, {none} not"
    );
}

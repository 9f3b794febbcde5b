//! A finite-domain constraint search on small domains, beside the exact
//! cover of [`crate::dlx`] and [`crate::cells`]: variables whose values
//! are at most [`MAX_VALUES`] numbers, constraints that narrow them, and a
//! search that tries one value of one variable at a time.
//!
//! Exact cover lists every way a constraint can be met as options, and
//! learns that a value is dead only when one of its items runs out of
//! options. A constraint here looks at its variables' candidates after
//! every change and narrows them at once: a sum by the bounds its
//! variables leave and by the sets of distinct values that make it, an
//! all-different group by its fixed values and its hidden singles, a pair
//! by the values its table allows beside the other's. That is the pruning
//! sums need (a killer's cages), and what Sigh's Interactive Sudoku Solver
//! does; docs/variants.md has the measurements that led here.
//!
//! # The model
//!
//! A [`Problem`] has `variables`, each with a domain of the values `0` to
//! `values - 1` (a bit set: bit `v` for value `v`), and constraints:
//!
//! - [`Problem::distinct`]: no two of a group's variables take one value.
//!   A group of as many variables as the values its domains hold takes
//!   each of them exactly once, so a value only one variable can take is
//!   placed there (a hidden single).
//! - [`Problem::sum`]: the variables' values, each counted as its number
//!   plus one (value `v` adds `v + 1`, so that values read as the numbers
//!   1 to `values`), add up to a total; the variables distinct or not.
//! - [`Problem::pair`]: two variables' values keep a rule, given as a
//!   table of the values allowed together.
//!
//! # The search
//!
//! [`Search`] keeps every variable's candidates in one frame of 16-bit
//! masks a level, and copies the frame to branch (as tdoku and ISS do), so
//! nothing is undone on the way back: the parent's frame is still there.
//! After a variable narrows, the constraints watching it are queued and
//! run until none narrows anything or one finds a conflict; pairs of
//! groups taking the same values ([`Problem::same`]) wait until no other
//! constraint does, so that one run of each sees a wave's changes
//! together. It branches on
//! the open variable whose conflicts, per candidate, are the most (dom/wdeg:
//! the conflicts a variable's values met, halved now and then so that
//! recent ones weigh more), starting from weights that favour variables
//! in many small constraints; one value per branch, the smallest first.
//! Nodes, updates and work are counted as the other engines count them
//! ([`crate::work`]), so budgets, slices and cancelling behave alike.

mod compile;
mod rules;
mod search;
mod tables;

pub use search::Search;

/// The most values a variable may have: its candidates are a 16-bit mask.
pub const MAX_VALUES: usize = 16;

/// A constraint of a [`Problem`].
#[derive(Clone, Debug, PartialEq, Eq)]
enum Constraint {
    /// No value twice among the variables.
    Distinct(Vec<u32>),
    /// The variables' numbers (value `v` is `v + 1`) add up to `total`,
    /// all different if `distinct`.
    Sum {
        vars: Vec<u32>,
        total: i64,
        distinct: bool,
        minus: usize,
    },
    /// `allowed[x]` is the mask of the values `b` may take while `a` takes
    /// `x`.
    Pair { a: u32, b: u32, allowed: Vec<u16> },
    /// Two groups of as many variables, each all different, the first
    /// half and the second, take the same values.
    Same(Vec<u32>),
}

/// A constraint problem: variables with their domains, and constraints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    values: usize,
    domains: Vec<u16>,
    constraints: Vec<Constraint>,
}

impl Problem {
    /// `variables` variables, each of which may take any of the values `0`
    /// to `values - 1`; `values` is at most [`MAX_VALUES`] (more are cut
    /// to that).
    pub fn new(variables: usize, values: usize) -> Problem {
        let values = values.min(MAX_VALUES);
        Problem {
            values,
            domains: vec![all(values); variables],
            constraints: Vec::new(),
        }
    }

    /// The number of variables.
    pub fn variables(&self) -> usize {
        self.domains.len()
    }

    /// The number of values.
    pub fn values(&self) -> usize {
        self.values
    }

    /// Keeps only the values of `mask` in `var`'s domain.
    pub fn narrow(&mut self, var: usize, mask: u16) {
        self.domains[var] &= mask;
    }

    /// No two of `vars` take one value.
    pub fn distinct(&mut self, vars: &[usize]) {
        let vars = vars.iter().map(|&v| v as u32).collect();
        self.constraints.push(Constraint::Distinct(vars));
    }

    /// The numbers of `vars` (value `v` counting `v + 1`) add up to
    /// `total`; they are all different too if `distinct`.
    pub fn sum(&mut self, vars: &[usize], total: u32, distinct: bool) {
        let vars = vars.iter().map(|&v| v as u32).collect();
        self.constraints.push(Constraint::Sum {
            vars,
            total: i64::from(total),
            distinct,
            minus: 0,
        });
    }

    /// The numbers of `plus` less those of `minus` make `total` (the
    /// variables may repeat values).
    pub fn difference(&mut self, plus: &[usize], minus: &[usize], total: i64) {
        let vars = plus.iter().chain(minus).map(|&v| v as u32).collect();
        self.constraints.push(Constraint::Sum {
            vars,
            total,
            distinct: false,
            minus: minus.len(),
        });
    }

    /// `a` and `b`, of as many variables, each all different, take the
    /// same values.
    pub fn same(&mut self, a: &[usize], b: &[usize]) {
        let vars = a.iter().chain(b).map(|&v| v as u32).collect();
        self.constraints.push(Constraint::Same(vars));
    }

    /// `a` may take `x` while `b` takes `y` only if `allows(x, y)`.
    pub fn pair(&mut self, a: usize, b: usize, allows: impl Fn(usize, usize) -> bool) {
        let allowed = (0..self.values)
            .map(|x| {
                (0..self.values)
                    .filter(|&y| allows(x, y))
                    .fold(0, |mask, y| mask | 1 << y)
            })
            .collect();
        self.constraints.push(Constraint::Pair {
            a: a as u32,
            b: b as u32,
            allowed,
        });
    }
}

/// The mask of every one of `values` values.
fn all(values: usize) -> u16 {
    (((1u32 << values) - 1) & 0xffff) as u16
}

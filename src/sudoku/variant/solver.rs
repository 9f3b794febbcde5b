//! Solving and counting variants with one reusable search, as
//! [`crate::sudoku::Solver`] does classic grids.

use super::{constraints, encoding, Variant, VariantEncoding, VariantError};
use crate::cells::{self, Cells, SetRule};
use crate::csp;
use crate::dlx::rule::{ItemRule, Weighed};
use crate::dlx::{self as links, Algorithm, Colours, Matrix, Stats};
use crate::work::Budget;

/// What a search within a budget found: the solutions (each a grid's
/// cells, row by row) or the count, the work, and whether it finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The solutions kept, at most the limit asked for.
    pub solutions: Vec<Vec<u8>>,
    /// The number found, at most the limit.
    pub count: u64,
    /// Whether the search answered before its budget ran out.
    pub done: bool,
    /// The work it took.
    pub stats: Stats,
}

/// Solves and counts variants, reusing its buffers from one to the next.
/// A variant whose every rule the constraint search takes (`constraints.rs`:
/// not arrows or sandwiches) is searched by it, its sums narrowing their
/// cells after every placement and, without sums, the houses'
/// intersections pruning as ISS's do. Any other variant
/// whose encoding has colours (a killer, with the sums its
/// houses imply; arrows that share a cell) is searched by Knuth's
/// Algorithm C on dancing cells ([`crate::cells`]): a cage's filling lists
/// every item of every cell, and hiding so long an option is a swap in a
/// sparse set there, undone for free, where dancing links unlinks and
/// relinks each of its nodes (TAREK #36, #1 and #9 of ISS's hardest
/// killers took 3.5 to 5 times less CPU). Every other variant is searched
/// by Algorithm X on dancing links, whose trees were the smaller on them
/// (XV & kropki: 25,603 nodes against 56,112).
pub struct VariantSolver {
    exact: links::Search<Matrix>,
    matrix: Matrix,
    encoding: VariantEncoding,
    /// Whether a variant the constraint search takes goes to it.
    constraints: bool,
}

impl Default for VariantSolver {
    fn default() -> VariantSolver {
        VariantSolver::new()
    }
}

impl VariantSolver {
    /// A solver with empty buffers.
    pub fn new() -> VariantSolver {
        VariantSolver {
            exact: links::Search::new(Matrix::default()),
            matrix: Matrix::default(),
            encoding: VariantEncoding::default(),
            constraints: true,
        }
    }

    /// A solver that searches every variant by exact cover, for tests and
    /// measurements.
    pub fn exact_cover() -> VariantSolver {
        VariantSolver {
            constraints: false,
            ..VariantSolver::new()
        }
    }

    /// A solver that encodes each summed cage of more than `most` fillings
    /// by its sets of symbols ([`VariantEncoding::with_fillings_up_to`]),
    /// searching every variant by exact cover, for tests and measurements.
    pub fn with_fillings_up_to(most: usize) -> VariantSolver {
        VariantSolver {
            encoding: VariantEncoding::with_fillings_up_to(most),
            ..VariantSolver::exact_cover()
        }
    }

    /// Searches `variant` for up to `limit` solutions (0 for all), keeping
    /// the first `keep` of them, within `budget`; `go_on`, asked after
    /// every slice of [`crate::work::SLICE`] units of work, may stop it.
    pub fn search(
        &mut self,
        variant: &Variant,
        wanted: (u64, usize),
        budget: Budget,
        go_on: impl FnMut() -> bool,
    ) -> Result<Found, VariantError> {
        if let Some(problem) = (self.constraints)
            .then(|| constraints::problem(variant))
            .flatten()
        {
            encoding::check_givens(variant)?;
            let mut search = csp::Search::new(&problem);
            let fill = |values: Vec<usize>| values.iter().map(|&v| v as u8 + 1).collect();
            return Ok(run(&mut search, fill, wanted, budget, go_on));
        }
        let derived = variant.with_house_sums();
        let variant = derived.as_ref().unwrap_or(variant);
        let encoding = &mut self.encoding;
        if variant.has_colours() {
            encoding.encode(variant, &mut self.matrix)?;
            let cells = Cells::new(&self.matrix);
            let mut search = cells::Search::with_algorithm(cells, Weighed, Colours);
            return Ok(run(
                &mut search,
                |o| encoding.fill(o),
                wanted,
                budget,
                go_on,
            ));
        }
        let mut encoded = Ok(());
        self.exact
            .rebuild(|matrix| encoded = encoding.encode(variant, matrix));
        encoded?;
        Ok(run(
            &mut self.exact,
            |o| encoding.fill(o),
            wanted,
            budget,
            go_on,
        ))
    }
}

/// What [`run`] asks of a search, which every engine answers alike.
trait Searching {
    fn stats(&self) -> Stats;
    fn work(&self) -> u64;
    fn is_done(&self) -> bool;
    fn count_within(&mut self, limit: u64, budget: Budget) -> u64;
    fn solution(&self) -> Vec<usize>;
}

/// Each engine answers [`Searching`] with its own methods of those names.
macro_rules! searching {
    ($(impl<$($param:ident: $bound:path),*> for $engine:ty;)*) => {$(
        impl<$($param: $bound),*> Searching for $engine {
            fn stats(&self) -> Stats {
                self.stats()
            }
            fn work(&self) -> u64 {
                self.work()
            }
            fn is_done(&self) -> bool {
                self.is_done()
            }
            fn count_within(&mut self, limit: u64, budget: Budget) -> u64 {
                self.count_within(limit, budget)
            }
            fn solution(&self) -> Vec<usize> {
                self.solution()
            }
        }
    )*};
}

searching! {
    impl<R: ItemRule, A: Algorithm> for links::Search<Matrix, R, A>;
    impl<R: SetRule, A: Algorithm> for cells::Search<R, A>;
    impl<> for csp::Search;
}

/// [`VariantSolver::search`] by any engine; `fill` makes a grid of a
/// solution.
fn run(
    search: &mut impl Searching,
    fill: impl Fn(Vec<usize>) -> Vec<u8>,
    (limit, keep): (u64, usize),
    budget: Budget,
    mut go_on: impl FnMut() -> bool,
) -> Found {
    let mut solutions = Vec::new();
    let mut count = 0;
    loop {
        let left = budget.less(search.stats().nodes, search.work());
        // One solution a slice while some are kept, so each is read.
        let want = if solutions.len() < keep {
            1
        } else if limit == 0 {
            0
        } else {
            limit - count
        };
        let found = search.count_within(want, left.slice());
        if found > 0 && solutions.len() < keep {
            solutions.push(fill(search.solution()));
        }
        count += found;
        let done = search.is_done() || (limit != 0 && count >= limit);
        let spent = budget.less(search.stats().nodes, search.work()).is_spent();
        if done || spent || !go_on() {
            return Found {
                solutions,
                count,
                done,
                stats: search.stats(),
            };
        }
    }
}

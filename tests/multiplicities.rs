//! Multiplicities (Knuth's Algorithm M) against a brute force on small
//! random problems, against Algorithm C where every item is covered once,
//! within budgets, and against Knuth's own `dlx3` where it is built.
// proptest is a native-only dev-dependency; wasm-pack builds every test target.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use proptest::prelude::*;
use sudoku_dlx::dlx::multiplicities::Search;
use sudoku_dlx::dlx::{self, Colours, Matrix, Multiplicity, Rule};
use sudoku_dlx::problem::parse;
use sudoku_dlx::random::Rng;
use sudoku_dlx::work::Budget;

/// An option: its items, each with a colour (0 for none; only secondary
/// items have colours).
type Option_ = Vec<(usize, u32)>;

/// A problem: each primary item's multiplicity, the number of secondary
/// items, and the options.
#[derive(Clone, Debug)]
struct Problem {
    multiplicities: Vec<Multiplicity>,
    secondary: usize,
    options: Vec<Option_>,
}

impl Problem {
    fn primary(&self) -> usize {
        self.multiplicities.len()
    }

    fn matrix(&self) -> Matrix {
        let mut matrix = Matrix::new(self.primary(), self.secondary);
        for option in &self.options {
            let (items, colours): (Vec<usize>, Vec<u32>) = option.iter().copied().unzip();
            matrix.add_coloured_option(&items, &colours).unwrap();
        }
        matrix
    }

    /// The problem in Knuth's format, as `dlx3` reads it: items `p0`...
    /// and `s0`..., colours `a`, `b`, ...
    fn text(&self) -> String {
        let mut text = String::new();
        for (item, m) in self.multiplicities.iter().enumerate() {
            text += &format!("{}:{}|p{item} ", m.lower, m.upper);
        }
        if self.secondary > 0 {
            text += "|";
        }
        for item in 0..self.secondary {
            text += &format!(" s{item}");
        }
        text += "\n";
        for option in &self.options {
            let words: Vec<String> = option
                .iter()
                .map(
                    |&(item, colour)| match (item.checked_sub(self.primary()), colour) {
                        (None, _) => format!("p{item}"),
                        (Some(s), 0) => format!("s{s}"),
                        (Some(s), c) => format!("s{s}:{}", char::from(b'a' + c as u8 - 1)),
                    },
                )
                .collect();
            text += &words.join(" ");
            text += "\n";
        }
        text
    }
}

/// Up to 5 primary items, each to be covered from 0 to 3 times (at least
/// once at most), up to 3 secondary items, and up to 11 options of up to
/// 4 items, each with a primary item, secondary items coloured 0, 1 or 2
/// at random.
fn problem() -> impl Strategy<Value = Problem> {
    let multiplicity = (0u32..4, 0u32..3).prop_map(|(lower, more)| Multiplicity {
        lower,
        upper: lower.max(1) + more.min(1),
    });
    (prop::collection::vec(multiplicity, 1..6), 0usize..4).prop_flat_map(
        |(multiplicities, secondary)| {
            let primary = multiplicities.len();
            let items = primary + secondary;
            let option = (
                0..primary,
                prop::collection::btree_set(0..items, 0..items.min(4)),
                prop::collection::vec(0u32..3, 4),
            )
                .prop_map(move |(first, mut set, colours)| {
                    set.insert(first);
                    set.into_iter()
                        .zip(colours)
                        .map(|(item, colour)| (item, if item < primary { 0 } else { colour }))
                        .collect::<Option_>()
                })
                .prop_shuffle();
            (
                Just(multiplicities),
                Just(secondary),
                prop::collection::vec(option, 0..12),
            )
                .prop_map(|(multiplicities, secondary, options)| Problem {
                    multiplicities,
                    secondary,
                    options,
                })
        },
    )
}

/// Every set of options that is a solution, by the definition and nothing
/// else: each primary item in between its bounds of chosen options, and
/// each secondary item in at most one, or in several that all give it the
/// same colour.
fn brute_force(problem: &Problem) -> Vec<Vec<usize>> {
    let (primary, options) = (problem.primary(), &problem.options);
    let mut solutions = Vec::new();
    for subset in 0u32..1 << options.len() {
        let chosen: Vec<usize> = (0..options.len())
            .filter(|&o| subset & (1 << o) != 0)
            .collect();
        let uses = |item: usize| -> Vec<u32> {
            chosen
                .iter()
                .flat_map(|&o| options[o].iter())
                .filter(|&&(i, _)| i == item)
                .map(|&(_, colour)| colour)
                .collect()
        };
        let primaries_within = problem
            .multiplicities
            .iter()
            .enumerate()
            .all(|(item, m)| (m.lower..=m.upper).contains(&(uses(item).len() as u32)));
        let secondaries_agree = (primary..primary + problem.secondary).all(|item| {
            let colours = uses(item);
            colours.len() <= 1 || colours.iter().all(|&c| c != 0 && c == colours[0])
        });
        if primaries_within && secondaries_agree {
            solutions.push(chosen);
        }
    }
    solutions.sort();
    solutions
}

/// Solutions each sorted, and all sorted, to compare as sets.
fn sorted(solutions: impl Iterator<Item = Vec<usize>>) -> Vec<Vec<usize>> {
    let mut found: Vec<Vec<usize>> = solutions
        .map(|mut solution| {
            solution.sort_unstable();
            solution
        })
        .collect();
    found.sort();
    found
}

fn solutions(problem: &Problem, rule: Rule) -> Vec<Vec<usize>> {
    let mut search = Search::new(&problem.matrix(), &problem.multiplicities, rule);
    sorted(search.solutions())
}

#[test]
fn knuths_example_has_one_solution() {
    // dlx3's example: A B 2:3|C | X Y. dlx3 reports 6 nodes, 14 updates.
    let problem =
        parse("A B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n").unwrap();
    let mut search = Search::new(&problem.matrix, &problem.multiplicities, Rule::Knuth);
    let found: Vec<Vec<usize>> = search.solutions().collect();
    assert_eq!(sorted(found.into_iter()), vec![vec![1, 3, 4]]);
    let stats = search.stats();
    assert_eq!((stats.nodes, stats.updates), (6, 14));
}

#[test]
fn an_item_of_lower_bound_0_may_be_left_uncovered() {
    // a is covered 0 to 2 times, b exactly once: {b}, {a b}, {a, b}, {a, a b}.
    let problem = parse("0:2|a b\na\na b\nb\n").unwrap();
    let mut search = Search::new(&problem.matrix, &problem.multiplicities, Rule::Knuth);
    let found = sorted(search.solutions());
    assert_eq!(found, vec![vec![0, 1], vec![0, 2], vec![1], vec![2]]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn m_finds_what_brute_force_finds(problem in problem()) {
        let expected = brute_force(&problem);
        for rule in Rule::ALL {
            prop_assert_eq!(&solutions(&problem, rule), &expected, "rule {}", rule);
        }
    }

    /// With every item covered once, Algorithm M finds Algorithm C's
    /// solutions.
    #[test]
    fn once_each_m_is_c(problem in problem()) {
        let matrix = problem.matrix();
        let mut c = dlx::Search::with_algorithm(matrix.clone(), dlx::rule::Knuth, Colours);
        let expected = sorted(c.solutions());
        let mut m = Search::new(&matrix, &[], Rule::Knuth);
        prop_assert_eq!(sorted(m.solutions()), expected);
    }

    /// Counted in slices of any budget, the count and the counters are
    /// the whole search's, and no slice enters more nodes than it may.
    #[test]
    fn a_count_in_slices_is_the_whole_count(problem in problem(), nodes in 1u64..5, work in 1u64..40) {
        let matrix = problem.matrix();
        let mut whole = Search::new(&matrix, &problem.multiplicities, Rule::Knuth);
        let expected = whole.count(0);
        let mut sliced = Search::new(&matrix, &problem.multiplicities, Rule::Knuth);
        let mut found = 0;
        while !sliced.is_done() {
            let before = sliced.stats().nodes;
            found += sliced.count_within(0, Budget { nodes, work });
            prop_assert!(sliced.stats().nodes - before <= nodes);
        }
        prop_assert_eq!(found, expected);
        prop_assert_eq!(sliced.stats(), whole.stats());
        prop_assert_eq!(sliced.work(), whole.work());
    }
}

/// A problem larger than the brute force takes: up to 8 primary items,
/// each covered between 0 and 4 times, up to 4 secondary items, and up to
/// 40 options of up to 5 items, the first primary.
fn random_problem(rng: &mut Rng) -> Problem {
    let multiplicities: Vec<Multiplicity> = (0..1 + rng.below(8))
        .map(|_| {
            let lower = rng.below(4) as u32;
            let upper = lower.max(1) + rng.below(2) as u32;
            Multiplicity { lower, upper }
        })
        .collect();
    let (primary, secondary) = (multiplicities.len(), rng.below(5));
    let options = (0..rng.below(41))
        .map(|_| {
            let mut items = vec![rng.below(primary)];
            for _ in 0..rng.below(5) {
                let item = rng.below(primary + secondary);
                if !items.contains(&item) {
                    items.push(item);
                }
            }
            items
                .into_iter()
                .map(|item| {
                    (
                        item,
                        if item < primary {
                            0
                        } else {
                            rng.below(3) as u32
                        },
                    )
                })
                .collect()
        })
        .collect();
    Problem {
        multiplicities,
        secondary,
        options,
    }
}

/// Under Knuth's rule, the search makes `dlx3`'s count, nodes and updates,
/// to the unit, on random problems written in its format.
#[test]
fn knuths_rule_makes_dlx3s_tree() {
    let Some(program) = common::knuth::program("dlx3") else {
        eprintln!("skipped: Knuth's dlx3 is not built (../shared/peers/build-c-peers.sh)");
        return;
    };
    let mut rng = Rng::new(36);
    for _ in 0..300 {
        let problem = random_problem(&mut rng);
        let text = problem.text();
        let parsed = parse(&text).unwrap();
        let mut search = Search::new(&parsed.matrix, &parsed.multiplicities, Rule::Knuth);
        let count = search.count(0);
        let stats = search.stats();
        assert_eq!(
            (count, stats.updates, stats.nodes),
            common::knuth::totals(&program, &text),
            "solutions, updates and nodes of\n{text}"
        );
    }
}

//! Knuth's estimate of a search tree's size: unbiased, as his 1975 paper
//! proves, and close to the real count on the fixtures.

mod common;

use sudoku_dlx::dlx::rule::{First, Knuth, Weighed};
use sudoku_dlx::dlx::{estimate, estimate_within, probe, EstimateLimits, ItemRule, Matrix, Search};
use sudoku_dlx::random::Rng;
use sudoku_dlx::sudoku::Encoding;

/// The exact expectation of a probe's estimate: every path from the root to
/// a leaf, each with its probability, enumerated as an odometer over the
/// choices made at each level.
fn exact_expectation<R: ItemRule>(matrix: &mut Matrix, rule: R) -> f64 {
    let mut choices: Vec<usize> = Vec::new();
    let mut expectation = 0.0;
    loop {
        let mut lengths = Vec::new();
        let value = probe(matrix, rule, |length| {
            let choice = choices.get(lengths.len()).copied().unwrap_or(0);
            lengths.push(length);
            choice
        });
        choices.resize(lengths.len(), 0);
        let probability: f64 = lengths.iter().map(|&d| 1.0 / d as f64).product();
        expectation += probability * value;
        let Some(level) = (0..lengths.len())
            .rev()
            .find(|&k| choices[k] + 1 < lengths[k])
        else {
            return expectation;
        };
        choices[level] += 1;
        choices.truncate(level + 1);
    }
}

fn nodes_of<R: ItemRule>(matrix: &mut Matrix, rule: R) -> u64 {
    let mut search = Search::with_rule(matrix, rule);
    search.count(0);
    search.stats().nodes
}

fn random_problem(seed: u64) -> Matrix {
    let mut rng = Rng::new(seed);
    let items = 4 + rng.below(5);
    let mut matrix = Matrix::new(items, 0);
    for _ in 0..items + rng.below(3 * items) {
        let mut option: Vec<usize> = (0..items).filter(|_| rng.below(3) == 0).collect();
        if option.is_empty() {
            option.push(rng.below(items));
        }
        matrix.add_option(&option).unwrap();
    }
    matrix
}

fn sudoku(fixture: &common::Fixture) -> Matrix {
    let mut matrix = Matrix::default();
    Encoding::default().encode(&fixture.puzzle, &mut matrix);
    matrix
}

fn assert_unbiased<R: ItemRule>(matrix: &mut Matrix, rule: R, what: &str) {
    let expected = exact_expectation(matrix, rule);
    let nodes = nodes_of(matrix, rule) as f64;
    assert!(
        (expected - nodes).abs() <= 1e-9 * nodes,
        "{what}: the probes' expectation is {expected}, the tree has {nodes} nodes"
    );
}

#[test]
fn the_exact_expectation_of_a_probe_is_the_node_count_of_small_problems() {
    assert_unbiased(&mut common::knuth_example(), Weighed, "Knuth's example");
    for seed in 0..500 {
        let mut matrix = random_problem(seed);
        let what = format!("random problem {seed}");
        assert_unbiased(&mut matrix, Weighed, &what);
        assert_unbiased(&mut matrix, Knuth, &what);
        assert_unbiased(&mut matrix, First, &what);
    }
    for fixture in common::fixtures() {
        if fixture.puzzle.shape().side() <= 6 && fixture.count < 1000 {
            assert_unbiased(
                &mut sudoku(&fixture),
                Weighed,
                &format!("fixture line {}", fixture.line),
            );
        }
    }
}

/// With the rule that needs no hints the probes see exactly the search's
/// tree on any problem, Sudoku included.
#[test]
fn with_the_first_rule_the_expectation_is_exact_on_sudoku() {
    for fixture in common::fixtures() {
        if fixture.puzzle.shape().side() == 4 && fixture.count < 1000 {
            assert_unbiased(
                &mut sudoku(&fixture),
                First,
                &format!("fixture line {}", fixture.line),
            );
        }
    }
}

/// Where a search that backtracked takes forced items in another order than
/// a probe, the trees differ only in how soon a dead end shows.
#[test]
fn on_9x9_fixtures_the_expectation_is_the_node_count_within_a_thousandth() {
    let mut checked = 0;
    for fixture in common::fixtures() {
        if fixture.puzzle.shape().side() != 9 || fixture.count > 1000 {
            continue;
        }
        let mut matrix = sudoku(&fixture);
        let nodes = nodes_of(&mut matrix, Weighed) as f64;
        if nodes > 5000.0 {
            continue;
        }
        let expected = exact_expectation(&mut matrix, Weighed);
        assert!(
            (expected - nodes).abs() <= nodes / 1000.0,
            "fixture line {}: expectation {expected}, nodes {nodes}",
            fixture.line
        );
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} 9×9 fixtures checked");
}

/// The factor the README states: on every fixture whose search ends in
/// reasonable time, the mean of 1,000 probes is within it of the real count.
const FACTOR: f64 = 1.5;
const PROBES: u64 = 1000;

#[test]
fn on_the_fixtures_1000_probes_are_within_the_stated_factor() {
    let mut worst = (1.0, 0);
    for fixture in common::fixtures().iter().filter(|f| f.count < 10_000) {
        let mut matrix = sudoku(fixture);
        let before = matrix.clone();
        let found = estimate(
            &mut matrix,
            Weighed,
            PROBES,
            &mut Rng::new(fixture.line as u64),
        );
        assert_eq!(matrix, before, "the probes leave the matrix as it was");
        let nodes = nodes_of(&mut matrix, Weighed) as f64;
        let factor = (found.nodes / nodes).max(nodes / found.nodes);
        if factor > worst.0 {
            worst = (factor, fixture.line);
        }
    }
    eprintln!("worst factor {:.3} on fixture line {}", worst.0, worst.1);
    assert!(worst.0 <= FACTOR, "{worst:?}");
}

#[test]
fn a_seed_gives_the_same_estimate_and_another_seed_another() {
    let mut matrix = common::knuth_example();
    let first = estimate(&mut matrix, Weighed, 100, &mut Rng::new(7));
    assert_eq!(first, estimate(&mut matrix, Weighed, 100, &mut Rng::new(7)));
    assert_eq!(first.probes, 100);
    // Knuth's example branches once, into a dead end and a solution path.
    assert!(first.nodes > 1.0 && first.standard_error > 0.0, "{first:?}");
    let none = estimate(&mut matrix, Weighed, 0, &mut Rng::new(7));
    assert_eq!((none.nodes, none.standard_error), (0.0, 0.0));
}

#[test]
fn a_pick_beyond_the_options_is_taken_as_the_last() {
    let mut matrix = common::knuth_example();
    let before = matrix.clone();
    let last = probe(&mut matrix, Weighed, |length| length - 1);
    assert_eq!(probe(&mut matrix, Weighed, |_| usize::MAX), last);
    assert_eq!(matrix, before);
}

/// `levels` items of two options each, every option its own item alone: a
/// complete binary tree of `2^(levels + 1) - 1` nodes, every probe alike.
fn binary_tree(levels: usize) -> Matrix {
    let mut matrix = Matrix::new(levels, 0);
    for item in 0..levels {
        matrix.add_option(&[item]).unwrap();
        matrix.add_option(&[item]).unwrap();
    }
    matrix
}

#[test]
fn a_tree_near_the_range_of_a_double_is_estimated_and_one_beyond_is_infinite() {
    let near = estimate(&mut binary_tree(1000), Weighed, 10, &mut Rng::new(1));
    assert_eq!(near.nodes, 2f64.powi(1001) - 1.0);
    assert_eq!(near.standard_error, 0.0);
    let beyond = estimate(&mut binary_tree(1100), Weighed, 10, &mut Rng::new(1));
    assert_eq!(beyond.nodes, f64::INFINITY);
    assert_eq!(beyond.standard_error, f64::INFINITY);
}

const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// `sudoku-dlx estimate`: one line a puzzle, the library's figure for the
/// same seed, a bad line answered as an error in its place.
#[test]
fn the_command_line_prints_the_estimate_of_each_puzzle() {
    let output = common::run_cli(
        &["estimate", "--probes", "200", "--seed", "9"],
        &format!("{HARD}\n12\n{HARD}\n"),
    );
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let mut matrix = Matrix::default();
    Encoding::default().encode(&HARD.parse().unwrap(), &mut matrix);
    let expected = estimate(&mut matrix, Weighed, 200, &mut Rng::new(9));
    let figure = format!("{:.0} {:.0}", expected.nodes, expected.standard_error);
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(lines[0], figure);
    assert!(lines[1].starts_with("error: line 2: "), "{}", lines[1]);
    assert_eq!(lines[2], figure);
    assert_eq!(
        output.status.code(),
        Some(1),
        "a bad line makes the exit status 1"
    );
    let knuth = common::run_cli(&["estimate", "--rule", "knuth", "--seed", "9"], HARD);
    assert_ne!(String::from_utf8(knuth.stdout).unwrap().trim(), figure);
    let refused = common::run_cli(&["estimate", "--probes", "0"], HARD);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("--probes needs a whole number from 1")
    );
}

/// The probes are summed as they go, not kept: the running figures agree
/// with the mean and standard error of every probe's value, computed the
/// plain way from the same choices.
#[test]
fn the_running_mean_and_error_agree_with_the_probes_kept() {
    let mut matrix = sudoku_of(HARD);
    let found = estimate(&mut matrix, Weighed, 300, &mut Rng::new(5));
    let rng = &mut Rng::new(5);
    let values: Vec<f64> = (0..300)
        .map(|_| probe(&mut matrix, Weighed, |options| rng.below(options)))
        .collect();
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    let squares: f64 = values.iter().map(|v| (v - mean).powi(2)).sum();
    let error = (squares / (n - 1.0) / n).sqrt();
    assert_eq!(found.probes, 300);
    assert!(
        (found.nodes - mean).abs() <= 1e-9 * mean,
        "{found:?} {mean}"
    );
    assert!(
        (found.standard_error - error).abs() <= 1e-9 * error,
        "{found:?} {error}"
    );
}

fn sudoku_of(puzzle: &str) -> Matrix {
    let mut matrix = Matrix::default();
    Encoding::default().encode(&puzzle.parse().unwrap(), &mut matrix);
    matrix
}

/// The limits stop the probes: each of the binary tree's probes enters 10
/// nodes, each costing 4 units of work: itself, its cover, and 2 for the
/// scan of 10 items that chose it.
#[test]
fn a_budget_of_nodes_or_work_stops_the_probes_and_leaves_the_matrix_as_it_was() {
    let mut matrix = binary_tree(10);
    let before = matrix.clone();
    let limited = |nodes, work| EstimateLimits {
        probes: 100,
        nodes,
        work,
    };
    for ((nodes, work), probes) in [
        ((0, u64::MAX), 0),
        ((9, u64::MAX), 0),
        ((30, u64::MAX), 3),
        ((35, u64::MAX), 3),
        ((u64::MAX, 0), 0),
        ((u64::MAX, 39), 0),
        ((u64::MAX, 120), 3),
        ((u64::MAX, 121), 3),
    ] {
        let found = estimate_within(
            &mut matrix,
            Weighed,
            limited(nodes, work),
            &mut Rng::new(1),
            || true,
        );
        assert_eq!(found.probes, probes, "nodes {nodes}, work {work}");
        assert_eq!(matrix, before, "nodes {nodes}, work {work}");
    }
    let all = EstimateLimits::probes(100);
    let full = estimate_within(&mut matrix, Weighed, all, &mut Rng::new(1), || true);
    assert_eq!((full.probes, full.nodes), (100, 2047.0));
    let mut calls = 0;
    let stopped = estimate_within(&mut matrix, Weighed, all, &mut Rng::new(1), || {
        calls += 1;
        calls <= 7
    });
    assert_eq!(stopped.probes, 7);
}

/// A problem of `items` items (a multiple of 4) in blocks of four, a b c d,
/// with the options {a b}, {c d}, {a c} and {b d}: a real branch of two
/// options a block, then a forced choice, so a probe passes `items / 2`
/// levels. At 60,000 items it is the 756 KB problem of issue 23 row 8.
fn blocks(items: usize) -> Matrix {
    let mut matrix = Matrix::new(items, 0);
    for a in (0..items).step_by(4) {
        for option in [[a, a + 1], [a + 2, a + 3], [a, a + 2], [a + 1, a + 3]] {
            matrix.add_option(&option).unwrap();
        }
    }
    matrix
}

/// Issue 23 row 8: a probe chose each item by a scan of every item, so one
/// probe of the 60,000-item problem read 60,000 items at each of its 15,000
/// branches (3 s), and no probe fitted the page's bound of 2·10⁷ units of
/// work. Choosing now costs what covering changed, so its probes fit; and
/// a probe's work grows with the problem, not with its square.
#[test]
fn a_probe_of_a_large_problem_costs_in_proportion_to_its_links() {
    let mut large = blocks(60_000);
    let before = large.clone();
    let bounded = EstimateLimits {
        work: 20_000_000,
        ..EstimateLimits::probes(100)
    };
    let found = estimate_within(&mut large, Weighed, bounded, &mut Rng::new(1), || true);
    assert!(found.probes >= 10, "{found:?}");
    assert_eq!(found.nodes, f64::INFINITY, "2^15,000 leaves");
    assert_eq!(large, before);
    // The work of one probe, found by raising the work allowed: linear in
    // the items, but for the depth of the index of lengths (their square
    // would be 16 times as much).
    let work_of_a_probe = |items| {
        let (mut done, mut work) = (0, 0);
        while done == 0 {
            work += 1_000;
            let limits = EstimateLimits {
                work,
                ..EstimateLimits::probes(1)
            };
            done = estimate_within(&mut blocks(items), Knuth, limits, &mut Rng::new(1), || true)
                .probes;
        }
        work
    };
    let (small, four_times) = (work_of_a_probe(4_000), work_of_a_probe(16_000));
    assert!(four_times <= 5 * small, "{small} then {four_times}");
}

/// `estimate --budget`: a puzzle whose probes reach it is answered `gave
/// up` in its place, with exit status 3; probes past the cap that wasm
/// uses are a usage error rather than an allocation.
#[test]
fn the_command_line_bounds_the_probes_and_their_work() {
    let input = format!("{HARD}\n");
    let output = common::run_cli(&["estimate", "--probes", "200", "--budget", "100"], &input);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.starts_with("gave up after "), "{text}");
    assert!(text.ends_with(" of 200 probes\n"), "{text}");
    assert_eq!(output.status.code(), Some(3));
    let bounded = common::run_cli(
        &["estimate", "--probes", "200", "--budget", "1000000"],
        &input,
    );
    let unbounded = common::run_cli(&["estimate", "--probes", "200"], &input);
    assert_eq!(bounded.stdout, unbounded.stdout);
    assert_eq!(bounded.status.code(), Some(0));

    let empty = format!("{}\n", ".".repeat(625));
    let output = common::run_cli(
        &["estimate", "--timeout", "0.05", "--probes", "100000"],
        &empty,
    );
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.starts_with("gave up after "), "{text}");
    assert_eq!(output.status.code(), Some(3));

    for probes in ["18446744073709551615", "100001", "1000000000"] {
        let output = common::run_cli(&["estimate", "--probes", probes], &format!("{HARD}\n"));
        assert_eq!(output.status.code(), Some(2), "--probes {probes}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains("--probes needs a whole number from 1 to 100000"),
            "{stderr}"
        );
        assert!(output.stdout.is_empty());
    }
}

//! Bounds on work, not nodes (issue 32): the shapes whose nodes are costly
//! stop within their budget of work in both engines and in the estimate,
//! having counted what their nodes really cost. No clock is read: a bound
//! on work is a bound on time because the work counts what takes the time
//! (docs/hardening.md gives the time a unit takes on this machine).

use sudoku_dlx::cells::{self, Cells, MAX_SAVED};
use sudoku_dlx::dlx::rule::{Knuth, Weighed};
use sudoku_dlx::dlx::{estimate_within, EstimateLimits, Matrix, Search};
use sudoku_dlx::problem;
use sudoku_dlx::random::Rng;
use sudoku_dlx::work::{Budget, SLICE};

/// `items` primary items, each with two options of that item alone: every
/// node scans all the items still active for the shortest (and the cells
/// engine saves every size), so a node costs about `items / 4` units.
fn wide(items: usize) -> Matrix {
    let names: Vec<String> = (0..items).map(|i| format!("i{i}")).collect();
    let mut text = names.join(" ") + "\n";
    for name in &names {
        text += &format!("{name}\n{name}\n");
    }
    problem::parse(&text).unwrap().matrix
}

/// One item with `options` options of that item alone: every node walks
/// the whole list (issue 32's `'a\n' + 'a\n'.repeat(40000)`).
fn long(options: usize) -> Matrix {
    problem::parse(&("a\n".to_string() + &"a\n".repeat(options)))
        .unwrap()
        .matrix
}

/// The work a budget may be passed by: the node that crosses it.
const ONE_NODE: u64 = 50_000;

#[test]
fn a_budget_of_work_stops_the_links_engine_whatever_a_node_costs() {
    for (matrix, per_node) in [(wide(20_000), 2_000), (wide(2_000), 200)] {
        let mut search = Search::with_rule(matrix.clone(), Weighed);
        let budget = Budget::work(1_000_000);
        search.count_within(0, budget);
        let (nodes, work) = (search.stats().nodes, search.work());
        assert!(!search.is_done());
        assert!(work <= budget.work + ONE_NODE, "{work} units");
        // Half the budget spent at least, and the nodes' cost counted: a
        // budget of nodes alone would have let these run for minutes.
        assert!(work >= budget.work / 2, "{work} units");
        assert!(nodes * per_node <= work, "{nodes} nodes, {work} units");
        let mut knuth = Search::with_rule(matrix, Knuth);
        knuth.count_within(0, budget);
        assert!(
            knuth.work() <= budget.work + ONE_NODE
                && knuth.stats().nodes * per_node <= knuth.work()
        );
    }
}

#[test]
fn a_budget_of_work_stops_the_cells_engine_whatever_a_node_costs() {
    for (matrix, per_node) in [(wide(20_000), 2_000), (wide(2_000), 200)] {
        let mut search = cells::Search::new(Cells::new(&matrix));
        let budget = Budget::work(1_000_000);
        search.count_within(0, budget);
        let (nodes, work) = (search.stats().nodes, search.work());
        assert!(!search.is_done());
        assert!(work <= budget.work + ONE_NODE, "{work} units");
        assert!(work >= budget.work / 2, "{work} units");
        assert!(nodes * per_node <= work, "{nodes} nodes, {work} units");
    }
}

#[test]
fn slices_of_work_keep_a_clock_read_often() {
    // The CLI's loop: a slice of at most SLICE units (about a millisecond)
    // between two readings of the clock, each stopping within a node of its
    // end, whatever a node costs.
    let matrix = wide(20_000);
    let mut cells = cells::Search::new(Cells::new(&matrix));
    let mut links = Search::new(matrix);
    for _ in 0..5 {
        let before = cells.work();
        cells.count_within(0, Budget::UNLIMITED.slice());
        let spent = cells.work() - before;
        assert!((SLICE / 2..=SLICE + ONE_NODE).contains(&spent), "{spent}");
        let before = links.work();
        links.count_within(0, Budget::UNLIMITED.slice());
        let spent = links.work() - before;
        assert!((SLICE / 2..=SLICE + ONE_NODE).contains(&spent), "{spent}");
    }
}

#[test]
fn a_budget_of_nodes_allows_a_budget_of_work_too() {
    // Every interface's budget in nodes (the wasm exports' default of 10
    // million included) bounds the work as well, so costly nodes give up.
    let matrix = wide(20_000);
    let budget = Budget {
        work: 2_000_000,
        ..Budget::nodes(10_000_000)
    };
    let mut search = cells::Search::new(Cells::new(&matrix));
    search.count_within(0, budget);
    assert!(!search.is_done() && search.stats().nodes < 1_000);
    assert_eq!(Budget::nodes(10_000_000).work, 1_000_000_000);
}

#[test]
fn a_long_list_walked_once_is_counted_once() {
    // 40,000 options of one item: the root walks the list, and each of the
    // 40,000 leaves costs a few units. Work counted as the walk's length at
    // every leaf would be 1.6·10⁹ units and give up within the default
    // budget on a search of milliseconds.
    let matrix = long(40_000);
    let budget = Budget::nodes(10_000_000);
    let mut cells = cells::Search::new(Cells::new(&matrix));
    assert_eq!(cells.count_within(0, budget), 40_000);
    assert!(
        cells.is_done() && cells.work() < 1_000_000,
        "{}",
        cells.work()
    );
    let mut links = Search::new(matrix);
    assert_eq!(links.count_within(0, budget), 40_000);
    assert!(
        links.is_done() && links.work() < 1_000_000,
        "{}",
        links.work()
    );
}

#[test]
fn the_estimate_counts_its_walks_down_a_long_list() {
    // Issue 32: 100,000 probes of this took 28 s, the walk to each probe's
    // option and its cover's walk uncounted; now the work stops them.
    let mut matrix = long(40_000);
    let limits = EstimateLimits {
        work: 10_000_000,
        ..EstimateLimits::probes(100_000)
    };
    let estimate = estimate_within(&mut matrix, Weighed, limits, &mut Rng::new(1), || true);
    assert!(
        (1..1_000).contains(&estimate.probes),
        "{} probes",
        estimate.probes
    );
    assert!(
        (estimate.nodes - 40_001.0).abs() < 1.0,
        "{}",
        estimate.nodes
    );
}

#[test]
fn dancing_cells_keeps_its_saved_sizes_bounded() {
    // Each level saves every active item's size: 20,000 items fill
    // MAX_SAVED in about 840 levels, where the budget of work would allow
    // tens of thousands (and in wasm ran out of memory: row 6). The search
    // pauses there and goes no further.
    let matrix = wide(20_000);
    let mut search = cells::Search::new(Cells::new(&matrix));
    search.count_within(0, Budget::UNLIMITED);
    let nodes = search.stats().nodes;
    assert!(!search.is_done());
    // A level saves the sizes still active: 20,000 less its depth.
    assert!(nodes <= (MAX_SAVED / 19_000) as u64, "{nodes} nodes");
    assert!(nodes >= (MAX_SAVED / 20_001 / 2) as u64, "{nodes} nodes");
    search.count_within(0, Budget::UNLIMITED);
    assert_eq!(search.stats().nodes, nodes);
}

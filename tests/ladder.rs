//! The ladder: every rung against the fixtures, the engine and each other;
//! budgets; the column rules; and the step-through of the simple rungs.
//! Dancing cells, beside the ladder, is held to what every rung is.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{check_solution, fixtures};
use sudoku_dlx::dlx::Rule;
use sudoku_dlx::ladder::{self, Progress, Rung, Step, NAMES};
use sudoku_dlx::sudoku::{Constraint, Grid, Solver};

/// Nodes enough for every rung to finish every fixture up to 6×6, and for
/// the rungs from fewest up to finish every fixture, up to 25×25; the rungs
/// that fill cells in order get fewer, so that the tests stay quick.
fn budget(name: &str) -> u64 {
    match name {
        "brute" | "marks" | "bitmask" => 20_000,
        _ => 300_000,
    }
}

/// Solutions counted at most, so that the empty 6×6 grid ends quickly.
const LIMIT: u64 = 1000;

const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// The rungs and dancing cells beside them, which every rung's test holds too.
const WITH_CELLS: [&str; 7] = [
    "brute", "marks", "bitmask", "fewest", "singles", "dlx", "cells",
];

fn rung(name: &str) -> Box<dyn Rung> {
    ladder::rung(name, Rule::default()).unwrap()
}

#[test]
fn every_rung_solves_and_counts_the_fixtures_of_every_size_as_the_engine_does() {
    let mut engine = Solver::new();
    for name in WITH_CELLS {
        let mut rung = rung(name);
        assert_eq!(rung.name(), name);
        for f in fixtures() {
            let at = format!("{name}, line {}", f.line);
            let budget = budget(name);
            let solved = rung.search(&f.puzzle, 1, budget);
            let counted = rung.search(&f.puzzle, LIMIT, budget);
            let in_order = matches!(name, "brute" | "marks" | "bitmask");
            let must_finish = f.puzzle.shape().side() <= 6 || !in_order;
            assert!(!must_finish || !(solved.gave_up || counted.gave_up), "{at}");
            assert!(solved.nodes <= budget && counted.nodes <= budget, "{at}");
            if !solved.gave_up {
                assert_eq!(solved.count, f.count.min(1), "{at}");
                match (&solved.solution, &f.solution) {
                    (Some(found), _) => check_solution(&f.puzzle, found).expect(&at),
                    (None, _) => assert_eq!(f.count, 0, "{at}"),
                }
                if let (Some(found), Some(expected)) = (&solved.solution, &f.solution) {
                    assert_eq!(found, expected, "{at}");
                }
            }
            if !counted.gave_up {
                assert_eq!(counted.count, f.count.min(LIMIT), "{at}");
                assert_eq!(counted.count, engine.count(&f.puzzle, LIMIT).count, "{at}");
            }
        }
    }
}

#[test]
fn a_budget_stops_every_rung_at_exactly_that_many_nodes() {
    let hard: Grid = HARD.parse().unwrap();
    for name in WITH_CELLS {
        let mut rung = rung(name);
        let stopped = rung.search(&hard, 1, 10);
        assert!(stopped.gave_up, "{name}");
        assert_eq!((stopped.nodes, stopped.count), (10, 0), "{name}");
        assert_eq!(stopped.solution, None, "{name}");
        // A budget of one node is the start alone.
        assert_eq!(rung.search(&hard, 1, 1).nodes, 1, "{name}");
    }
}

#[test]
fn a_search_resumed_in_slices_finds_what_one_run_finds() {
    let several: Grid = "1.3....4..2.....".parse().unwrap();
    for name in WITH_CELLS {
        let mut rung = rung(name);
        let whole = rung.search(&several, 0, 0);
        assert_eq!(whole.count, 3, "{name}");
        rung.start(&several);
        let (mut found, mut slices) = (Vec::new(), 0);
        loop {
            match rung.resume(rung.nodes() + 2) {
                Progress::Solution => found.push(rung.grid()),
                Progress::Exhausted => break,
                Progress::OutOfBudget => slices += 1,
            }
        }
        assert_eq!(found.len(), 3, "{name}");
        assert_eq!(found[0], whole.solution.unwrap(), "{name}");
        assert_eq!(rung.nodes(), whole.nodes, "{name}");
        assert!(slices > 1, "{name}");
    }
}

#[test]
fn go_on_is_asked_between_slices_and_stops_every_rung_there() {
    let hard: Grid = HARD.parse().unwrap();
    for name in NAMES {
        let whole = rung(name).search(&hard, 1, 0);
        let mut asked = 0;
        let mut go_on = || {
            asked += 1;
            true
        };
        let sliced = rung(name).search_within(&hard, 1, 0, &mut go_on);
        assert_eq!(sliced, whole, "{name}");
        let slices = whole.nodes / ladder::SLICE;
        assert!(
            (slices.saturating_sub(1)..=slices).contains(&asked),
            "{name}: asked {asked} times in {} nodes",
            whole.nodes
        );
        let stopped = rung(name).search_within(&hard, 1, 0, &mut || false);
        if whole.nodes > ladder::SLICE + 1 {
            assert!(stopped.gave_up, "{name}");
            // The start may count as a node of its own.
            assert!(
                (ladder::SLICE..=ladder::SLICE + 1).contains(&stopped.nodes),
                "{name}: {}",
                stopped.nodes
            );
        } else {
            assert_eq!(stopped, whole, "{name}: done within one slice");
        }
    }
}

#[test]
fn brute_force_marks_and_bitmask_search_one_tree_and_so_does_dlx_with_no_rule() {
    let no_rule = |grid: &Grid| {
        ladder::rung("dlx", Rule::First)
            .unwrap()
            .search(grid, LIMIT, budget("brute"))
    };
    for f in fixtures().iter().filter(|f| f.puzzle.shape().side() <= 9) {
        let nodes = no_rule(&f.puzzle).nodes;
        for name in ["brute", "marks", "bitmask"] {
            let outcome = rung(name).search(&f.puzzle, LIMIT, budget(name));
            assert_eq!(outcome.nodes, nodes, "{name}, line {}", f.line);
        }
    }
}

#[test]
fn each_rung_up_the_ladder_searches_fewer_nodes_on_a_hard_puzzle() {
    let hard: Grid = HARD.parse().unwrap();
    let nodes: Vec<u64> = ["bitmask", "fewest", "singles"]
        .into_iter()
        .map(|name| rung(name).search(&hard, 1, 0).nodes)
        .collect();
    assert!(nodes[0] > 10 * nodes[1], "{nodes:?}");
    assert!(nodes[1] > nodes[2], "{nodes:?}");
}

#[test]
fn column_rules_change_node_counts_and_never_answers() {
    let mut differ = [false; 3];
    for f in fixtures() {
        let outcomes: Vec<_> = Rule::ALL
            .into_iter()
            .map(|rule| {
                let mut rung = ladder::rung("dlx", rule).unwrap();
                let budget = budget(if rule == Rule::First { "brute" } else { "dlx" });
                (
                    rung.search(&f.puzzle, 1, budget),
                    rung.search(&f.puzzle, LIMIT, budget),
                )
            })
            .collect();
        let finished = outcomes.iter().filter(|(s, c)| !s.gave_up && !c.gave_up);
        for (solved, counted) in finished {
            assert_eq!(counted.count, f.count.min(LIMIT), "line {}", f.line);
            if let Some(solution) = &solved.solution {
                check_solution(&f.puzzle, solution).unwrap();
            }
            assert_eq!(solved.solution.is_some(), f.count > 0, "line {}", f.line);
        }
        let (weighed, knuth, first) = (&outcomes[0].1, &outcomes[1].1, &outcomes[2].1);
        assert!(!weighed.gave_up && !knuth.gave_up, "line {}", f.line);
        differ[0] |= weighed.nodes != knuth.nodes;
        differ[1] |= knuth.nodes != first.nodes;
        differ[2] |= weighed.nodes < first.nodes;
    }
    assert_eq!(differ, [true; 3]);
}

#[test]
fn rules_and_rungs_are_named_and_unknown_names_say_what_exists() {
    for rule in Rule::ALL {
        assert_eq!(rule.name().parse::<Rule>().unwrap(), rule);
    }
    let error = "mrv".parse::<Rule>().unwrap_err().to_string();
    assert_eq!(
        error,
        "unknown column rule \"mrv\": the rules are weighed, knuth and first"
    );
    let error = ladder::rung("dfs", Rule::Knuth).err().unwrap().to_string();
    assert_eq!(
        error,
        "unknown solver \"dfs\": the solvers are brute, marks, bitmask, fewest, singles, dlx"
    );
    assert!(ladder::backtracker("cells").is_err());
}

/// Steps a rung to the end, checking each event against the grid: a
/// simple rung's placement against the candidates it weighed, dancing
/// links' against the item it branched on (forced when that had one
/// option).
fn step_to_the_end(name: &str, puzzle: &Grid) -> (u64, Vec<Grid>) {
    let mut stepper = ladder::backtracker(name).unwrap();
    stepper.start(puzzle);
    let mut cells = puzzle.cells().to_vec();
    let mut solutions = Vec::new();
    loop {
        match stepper.step() {
            Step::Place {
                cell,
                symbol,
                candidates,
                forced,
                branch,
            } => {
                assert_eq!(cells[cell], 0, "{name}: a placement into an empty cell");
                if let Some((item, options)) = branch {
                    let side = puzzle.shape().side();
                    let meets = stepper
                        .constraint(item)
                        .map(|c| meets(c, cell, symbol, side));
                    assert_eq!(meets, Some(true), "{name}: placed by item {item}");
                    assert_eq!(forced, options == 1, "{name}: forced with one option");
                } else {
                    assert!(
                        candidates >> (symbol - 1) & 1 == 1,
                        "{name}: {candidates:b}"
                    );
                    assert!(!forced || name == "singles", "{name}");
                }
                assert_eq!(branch.is_some(), name == "dlx", "{name}");
                cells[cell] = symbol;
            }
            Step::Remove { cell, symbol } => {
                assert_eq!(cells[cell], symbol, "{name}: removes what it placed");
                cells[cell] = 0;
            }
            Step::Solution => solutions.push(stepper.grid()),
            Step::Done => break,
            Step::OutOfBudget => panic!("stepping has no budget"),
        }
        assert_eq!(stepper.grid().cells(), &cells[..], "{name}");
    }
    assert!(stepper.is_done());
    assert_eq!(&cells[..], puzzle.cells(), "{name}: every placement undone");
    assert_eq!(stepper.solutions(), solutions.len() as u64);
    (stepper.nodes(), solutions)
}

/// Whether placing `symbol` in `cell` meets `constraint`.
fn meets(constraint: Constraint, cell: usize, symbol: u8, side: usize) -> bool {
    let (row, column) = (cell / side, cell % side);
    match constraint {
        Constraint::Cell { row: r, column: c } => (r, c) == (row, column),
        Constraint::Row { row: r, value } => r == row && value == symbol,
        Constraint::Column { column: c, value } => c == column && value == symbol,
        Constraint::Box { value, .. } => value == symbol,
    }
}

#[test]
fn stepping_a_rung_shows_every_placement_and_removal_and_undoes_them_all() {
    let small = fixtures()
        .into_iter()
        .filter(|f| f.puzzle.shape().side() <= 6 && f.count <= 300);
    for f in small {
        for name in NAMES {
            let (nodes, solutions) = step_to_the_end(name, &f.puzzle);
            let mut rung = rung(name);
            let outcome = rung.search(&f.puzzle, 0, 0);
            assert_eq!(solutions.len() as u64, f.count, "{name}, line {}", f.line);
            assert_eq!(nodes, outcome.nodes, "{name}, line {}", f.line);
            assert_eq!(solutions.first(), outcome.solution.as_ref());
            for solution in &solutions {
                check_solution(&f.puzzle, solution).unwrap();
            }
        }
    }
}

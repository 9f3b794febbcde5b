//! Each event of the search names the step of Knuth's Algorithm X (TAOCP
//! 7.2.2.1) it performs, checked by hand on Knuth's example, the small
//! problem of the visualizer.

mod common;

use sudoku_dlx::dlx::{AlgorithmStep, Event, Matrix, Search};

const ITEMS: [&str; 7] = ["a", "b", "c", "d", "e", "f", "g"];

/// Every event of the search as "step: what happened", to the end.
fn trace(matrix: &mut Matrix) -> Vec<String> {
    let mut search = Search::new(matrix);
    let mut lines = Vec::new();
    loop {
        let event = search.step();
        let step = match event.algorithm_step() {
            AlgorithmStep::Enter => "X2",
            AlgorithmStep::Choose => "X3",
            AlgorithmStep::CoverChosen => "X4",
            AlgorithmStep::Try => "X5",
            AlgorithmStep::TryAgain => "X6",
            AlgorithmStep::Backtrack => "X7",
            AlgorithmStep::Leave => "X8",
        };
        let what = match event {
            Event::Choose { item, length } => format!("choose {} ({length})", ITEMS[item]),
            Event::Cover { item, .. } => format!("cover {}", ITEMS[item]),
            Event::Uncover { item, .. } => format!("uncover {}", ITEMS[item]),
            Event::Purify { item, colour } => format!("purify {} in {colour}", ITEMS[item]),
            Event::Unpurify { item, colour } => format!("unpurify {} in {colour}", ITEMS[item]),
            Event::Select { option, depth } => format!("select {option} at {depth}"),
            Event::Deselect { option, depth } => format!("deselect {option} at {depth}"),
            Event::Solution => "solution".to_string(),
            Event::Done => "done".to_string(),
        };
        lines.push(format!("{step}: {what}"));
        if matches!(event, Event::Done) {
            return lines;
        }
    }
}

/// Knuth's example under the default rule, step by step, as worked by hand:
/// a is chosen first (the heaviest of the shortest items), then option
/// `a d g` leaves e with no option, so the search backs up twice and tries
/// `a d f`, which leads to the one solution, `a d f`, `c e`, `b g`.
#[test]
fn every_event_of_knuths_example_names_its_step() {
    let expected = [
        "X3: choose a (2)",
        "X4: cover a",
        // Level 0 tries a d g: d and g are covered with it.
        "X5: select 1 at 0",
        "X5: cover d",
        "X5: cover g",
        "X3: choose b (1)",
        "X4: cover b",
        "X5: select 2 at 1",
        "X5: cover c",
        "X5: cover f",
        // e has no option left: the level is left at once, with no X4, so
        // X8 makes no event, and level 1 tries again.
        "X3: choose e (0)",
        "X6: uncover f",
        "X6: uncover c",
        "X6: deselect 2 at 1",
        // b has no other option: backtrack, then level 0 tries again.
        "X7: uncover b",
        "X6: uncover g",
        "X6: uncover d",
        "X6: deselect 1 at 0",
        "X5: select 3 at 0",
        "X5: cover d",
        "X5: cover f",
        "X3: choose c (1)",
        "X4: cover c",
        "X5: select 0 at 1",
        "X5: cover e",
        "X3: choose b (1)",
        "X4: cover b",
        "X5: select 4 at 2",
        "X5: cover g",
        // Level 3 finds every item covered: X2 visits the solution.
        "X2: solution",
        "X6: uncover g",
        "X6: deselect 4 at 2",
        "X7: uncover b",
        "X6: uncover e",
        "X6: deselect 0 at 1",
        "X7: uncover c",
        "X6: uncover f",
        "X6: uncover d",
        "X6: deselect 3 at 0",
        "X7: uncover a",
        // X8 at level 0 terminates.
        "X8: done",
    ];
    assert_eq!(trace(&mut common::knuth_example()), expected);
}

//! Candidates, solutions, all possibilities and hints, checked against the
//! rules and an independent backtracking solver on the fixtures of every
//! size.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{candidates_by_rules, check_solution, fixtures, solutions_by_backtracking, units};
use std::collections::BTreeSet;
use sudoku_dlx::sudoku::{
    candidates, hint, Grid, HintError, HintKind, Possibilities, Solver, Unit,
};

/// Fixtures with few enough solutions to list them all.
fn enumerable() -> impl Iterator<Item = common::Fixture> {
    fixtures().into_iter().filter(|f| f.count <= 1000)
}

/// Every solution: by plain backtracking up to 6×6, where it is quick;
/// beyond, by the engine, each checked against the rules and the givens and
/// their number against the fixture's independent count.
fn all_solutions(f: &common::Fixture) -> Vec<Vec<u8>> {
    if f.puzzle.shape().side() <= 6 {
        return solutions_by_backtracking(&f.puzzle, 0);
    }
    let solutions = Solver::new()
        .solutions_within(&f.puzzle, usize::MAX, u64::MAX, || true)
        .unwrap();
    assert_eq!(solutions.len() as u64, f.count, "fixture line {}", f.line);
    for solution in &solutions {
        check_solution(&f.puzzle, solution).unwrap();
    }
    solutions.iter().map(|grid| grid.cells().to_vec()).collect()
}

#[test]
fn candidates_are_what_the_rules_allow_in_every_size() {
    for f in fixtures() {
        assert_eq!(
            candidates(&f.puzzle),
            candidates_by_rules(&f.puzzle),
            "fixture line {}",
            f.line
        );
    }
}

#[test]
fn solutions_are_every_solution_up_to_the_limit() {
    let mut solver = Solver::new();
    for f in enumerable() {
        let found: BTreeSet<Vec<u8>> = solver
            .solutions_within(&f.puzzle, 1000, u64::MAX, || true)
            .unwrap()
            .iter()
            .inspect(|grid| check_solution(&f.puzzle, grid).unwrap())
            .map(|grid| grid.cells().to_vec())
            .collect();
        let expected: BTreeSet<Vec<u8>> = all_solutions(&f).into_iter().collect();
        assert_eq!(found, expected, "fixture line {}", f.line);
        if f.count >= 2 {
            assert_eq!(
                solver
                    .solutions_within(&f.puzzle, 2, u64::MAX, || true)
                    .unwrap()
                    .len(),
                2,
                "fixture line {}",
                f.line
            );
        }
    }
}

/// Per cell, the symbols of every solution and how many use each.
fn union_of(solutions: &[Vec<u8>], cells: usize, side: usize) -> Vec<Vec<u64>> {
    let mut tallies = vec![vec![0; side]; cells];
    for solution in solutions {
        for (cell, &value) in solution.iter().enumerate() {
            tallies[cell][usize::from(value) - 1] += 1;
        }
    }
    tallies
}

#[test]
fn possibilities_are_the_union_of_all_solutions() {
    for f in enumerable() {
        let side = f.puzzle.shape().side();
        let solutions = all_solutions(&f);
        let mut expected = union_of(&solutions, f.puzzle.cells().len(), side);
        for (cell, &given) in f.puzzle.cells().iter().enumerate() {
            if given != 0 {
                expected[cell] = vec![0; side];
            }
        }
        // Small slices make the enumeration stop and resume all the time; the
        // tallies must not notice.
        for slice in [7, 1_000_000] {
            let mut possibilities = Possibilities::new(&f.puzzle, 10_000);
            while !possibilities.run(slice) {}
            assert!(possibilities.is_complete(), "fixture line {}", f.line);
            assert_eq!(
                possibilities.solutions(),
                f.count,
                "fixture line {}",
                f.line
            );
            for (cell, tallies) in expected.iter().enumerate() {
                let found: Vec<u64> = possibilities.tallies(cell).collect();
                assert_eq!(&found, tallies, "fixture line {}, cell {cell}", f.line);
                let symbols = tallies
                    .iter()
                    .enumerate()
                    .filter(|&(_, &n)| n > 0)
                    .fold(0, |set, (v, _)| set | 1 << v);
                assert_eq!(possibilities.symbols(cell), symbols);
            }
        }
    }
}

#[test]
fn possibilities_stop_at_the_limit_and_say_so() {
    let empty: Grid = ".".repeat(81).parse().unwrap();
    let mut possibilities = Possibilities::new(&empty, 50);
    while !possibilities.run(100) {}
    assert_eq!(possibilities.solutions(), 50);
    assert!(!possibilities.is_complete());
    let used: u64 = possibilities.tallies(0).sum();
    assert_eq!(used, 50, "each solution puts one symbol in each cell");
}

/// Checks that `hint` is a true step on `grid`, from the rules alone.
fn check_hint(grid: &Grid, hint: &sudoku_dlx::sudoku::Hint, solution: &Grid) {
    let rules = candidates_by_rules(grid);
    assert_eq!(hint.candidates, rules[hint.cell], "the hint's candidates");
    let side = grid.shape().side();
    let units = units(grid);
    let places = |unit: &Vec<usize>, v: u8| {
        unit.iter()
            .filter(|&&cell| rules[cell] & 1 << (v - 1) != 0)
            .count()
    };
    let any_hidden = units
        .iter()
        .any(|unit| (1..=side as u8).any(|v| places(unit, v) == 1));
    let any_naked = rules.iter().any(|&set| set.count_ones() == 1);
    match hint.kind {
        HintKind::NakedSingle { value } => {
            assert_eq!(
                rules[hint.cell],
                1 << (value - 1),
                "a naked single has one candidate"
            );
            assert_eq!(solution.cells()[hint.cell], value, "the solution agrees");
        }
        HintKind::HiddenSingle { value, unit } => {
            assert!(!any_naked, "naked singles come first");
            let index = match unit {
                Unit::Row(i) => i,
                Unit::Column(i) => side + i,
                Unit::Box(i) => 2 * side + i,
            };
            assert!(units[index].contains(&hint.cell), "the cell is in the unit");
            assert_eq!(places(&units[index], value), 1, "one place in {unit}");
            assert_ne!(rules[hint.cell] & 1 << (value - 1), 0);
            assert_eq!(solution.cells()[hint.cell], value, "the solution agrees");
        }
        HintKind::Guess => {
            assert!(
                !any_naked && !any_hidden,
                "a guess only when no single is left"
            );
            let fewest = rules
                .iter()
                .filter(|&&s| s != 0)
                .map(|s| s.count_ones())
                .min();
            assert_eq!(Some(hint.candidates.count_ones()), fewest);
        }
    }
}

#[test]
fn following_the_hints_solves_every_unique_puzzle() {
    let mut solver = Solver::new();
    for f in fixtures().into_iter().filter(|f| f.count == 1) {
        let solution = f.solution.clone().unwrap();
        let mut cells = f.puzzle.cells().to_vec();
        loop {
            let grid = Grid::from_cells(cells.clone()).unwrap();
            let Some(step) = hint(&grid, &mut solver).unwrap() else {
                break;
            };
            check_hint(&grid, &step, &solution);
            cells[step.cell] = solution.cells()[step.cell];
        }
        assert_eq!(cells, solution.cells(), "fixture line {}", f.line);
    }
}

#[test]
fn a_hint_says_why_there_is_no_step() {
    let mut solver = Solver::new();
    for f in fixtures().into_iter().filter(|f| f.count == 0) {
        assert!(
            hint(&f.puzzle, &mut solver).is_err(),
            "fixture line {}",
            f.line
        );
    }
    let full: Grid = "1234341221434321".parse().unwrap();
    assert_eq!(hint(&full, &mut solver), Ok(None));

    // Row 1 holds 1 and 2, column 4 holds 3 and 4: nothing fits at row 1, column 4.
    let stuck: Grid = "12.....3.......4".parse().unwrap();
    let error = hint(&stuck, &mut solver).unwrap_err();
    assert_eq!(error, HintError::NoCandidates { cell: 3, side: 4 });
    assert_eq!(
        error.to_string(),
        "no solution: no symbol fits at row 1, column 4"
    );

    // Row 1 and column 1 hold a 1 and row 2, column 2 a 2: row 2 has no
    // place left for 1.
    let no_place: Grid = "..1..2..1.......".parse().unwrap();
    let error = hint(&no_place, &mut solver).unwrap_err();
    assert_eq!(
        error,
        HintError::NoPlace {
            value: 1,
            unit: Unit::Row(1)
        }
    );
    assert_eq!(
        error.to_string(),
        "no solution: 1 has no place left in row 2"
    );
}

//! Candidates, solutions, all possibilities and hints, checked against the
//! rules and an independent backtracking solver on the fixtures of every
//! size.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{candidates_by_rules, check_solution, fixtures, solutions_by_backtracking, units};
use std::collections::BTreeSet;
use sudoku_dlx::sudoku::logic::LinkKind;
use sudoku_dlx::sudoku::{
    candidates, hint, Grid, Hint, HintError, Possibilities, Solver, Symbols, Technique, Unit,
};
use sudoku_dlx::work::Budget;

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
        .solutions_within(&f.puzzle, usize::MAX, Budget::UNLIMITED, || true)
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
            .solutions_within(&f.puzzle, 1000, Budget::UNLIMITED, || true)
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
                    .solutions_within(&f.puzzle, 2, Budget::UNLIMITED, || true)
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

/// Checks that `hint` is a true step from `marks`, by the solution and the
/// rules alone.
fn check_hint(marks: &[Symbols], hint: &Hint, solution: &Grid) {
    let at = |(cell, value): (usize, u8)| marks[cell] & 1 << (value - 1) != 0;
    for &(cell, value) in &hint.placements {
        assert_eq!(solution.cells()[cell], value, "{hint}: the solution agrees");
    }
    for &(cell, value) in &hint.eliminations {
        assert!(at((cell, value)), "{hint}: only marks are eliminated");
        assert_ne!(solution.cells()[cell], value, "{hint}: the solution stays");
    }
    if hint.technique != Technique::BasicElimination {
        assert!(
            hint.evidence.iter().all(|&c| at(c)),
            "{hint}: evidence are marks"
        );
    }
    assert!(!hint.focus.is_empty() && !hint.nudge.is_empty(), "{hint}");
    check_drawing(marks, hint, solution);
    assert!(
        hint.explanation
            .to_lowercase()
            .starts_with(hint.technique.name()),
        "{hint}"
    );
    if hint.technique == Technique::Guess {
        let fewest = marks
            .iter()
            .filter(|&&m| m != 0)
            .map(|m| m.count_ones())
            .min();
        assert_eq!(Some(marks[hint.focus[0]].count_ones()), fewest, "{hint}");
    }
}

/// What a hint draws: a chain's links between its own marks, each strong
/// link with one end true and each weak link with not both (in the
/// solution), as long as the chain; simple colouring's second colour the
/// true or the false one whole; a fish's evidence where its base and cover
/// lines cross.
fn check_drawing(marks: &[Symbols], hint: &Hint, solution: &Grid) {
    let at = |(cell, value): (usize, u8)| marks[cell] & 1 << (value - 1) != 0;
    let truth = |(cell, value): (usize, u8)| solution.cells()[cell] == value;
    for link in &hint.links {
        assert!(at(link.from) && at(link.to), "{hint}: links join marks");
        match link.kind {
            LinkKind::Strong => assert!(truth(link.from) || truth(link.to), "{hint}: {link:?}"),
            LinkKind::Weak => assert!(!(truth(link.from) && truth(link.to)), "{hint}: {link:?}"),
            LinkKind::Forces => {}
        }
    }
    let chain = matches!(
        hint.technique,
        Technique::XChain | Technique::XyChain | Technique::Aic | Technique::ForcingChain
    );
    if chain {
        // A chain's candidates, each once: one link fewer than candidates.
        assert_eq!(hint.links.len() + 1, hint.evidence.len(), "{hint}");
        for pair in hint.links.windows(2) {
            assert_eq!(pair[0].to, pair[1].from, "{hint}: the links follow on");
        }
    }
    if hint.technique == Technique::SimpleColouring {
        assert_eq!(hint.links.len() + 1, hint.evidence.len(), "{hint}");
        assert!(!hint.opposite.is_empty(), "{hint}");
        let second_true = hint.opposite.iter().all(|&c| truth(c));
        let first: Vec<_> = (hint.evidence.iter())
            .filter(|c| !hint.opposite.contains(c))
            .collect();
        assert!(!first.is_empty(), "{hint}");
        assert_eq!(first.iter().all(|&&c| truth(c)), !second_true, "{hint}");
    } else {
        assert!(hint.opposite.is_empty(), "{hint}");
    }
    let fish = matches!(
        hint.technique,
        Technique::XWing | Technique::Swordfish | Technique::Jellyfish
    );
    assert_eq!(
        fish,
        !hint.base.is_empty() && !hint.cover.is_empty(),
        "{hint}"
    );
    if fish {
        for &(cell, _) in &hint.evidence {
            assert!(
                hint.base.contains(&cell) && hint.cover.contains(&cell),
                "{hint}"
            );
        }
        for &(cell, _) in &hint.eliminations {
            assert!(
                hint.cover.contains(&cell) && !hint.base.contains(&cell),
                "{hint}"
            );
        }
    }
}

#[test]
fn following_the_hints_on_marks_solves_every_unique_puzzle() {
    let mut solver = Solver::new();
    for f in fixtures().into_iter().filter(|f| f.count == 1) {
        let solution = f.solution.clone().unwrap();
        let side = f.puzzle.shape().side();
        let mut cells = f.puzzle.cells().to_vec();
        // The marks hold every symbol at first: basic eliminations come first.
        let mut marks: Vec<Symbols> = cells
            .iter()
            .map(|&v| if v == 0 { (1 << side) - 1 } else { 0 })
            .collect();
        let grid_units = units(&f.puzzle);
        loop {
            let grid = Grid::from_cells(cells.clone()).unwrap();
            let Some(step) = hint(&grid, Some(&marks), &mut solver, Budget::UNLIMITED).unwrap()
            else {
                break;
            };
            check_hint(&marks, &step, &solution);
            let mut placements = step.placements.clone();
            if step.technique == Technique::Guess {
                placements.push((step.focus[0], solution.cells()[step.focus[0]]));
            }
            for (cell, value) in placements {
                cells[cell] = value;
                marks[cell] = 0;
                for unit in grid_units.iter().filter(|u| u.contains(&cell)) {
                    for &peer in unit {
                        marks[peer] &= !(1 << (value - 1));
                    }
                }
            }
            for &(cell, value) in &step.eliminations {
                marks[cell] &= !(1 << (value - 1));
            }
        }
        assert_eq!(cells, solution.cells(), "fixture line {}", f.line);
    }
}

#[test]
fn a_hint_on_auto_candidates_is_the_simplest_step() {
    let mut solver = Solver::new();
    for f in fixtures().into_iter().filter(|f| f.count == 1) {
        let rules = candidates_by_rules(&f.puzzle);
        let Some(step) = hint(&f.puzzle, None, &mut solver, Budget::UNLIMITED).unwrap() else {
            continue;
        };
        check_hint(&rules, &step, f.solution.as_ref().unwrap());
        if rules.iter().any(|&set| set.count_ones() == 1) {
            assert_eq!(
                step.technique,
                Technique::NakedSingle,
                "fixture line {}",
                f.line
            );
            assert_eq!(rules[step.placements[0].0].count_ones(), 1);
        }
    }
}

#[test]
fn a_hint_refuses_marks_that_leave_no_solution_and_gives_up_on_its_budget() {
    let mut solver = Solver::new();
    let f = fixtures()
        .into_iter()
        .find(|f| f.count == 1 && f.puzzle.shape().side() == 4)
        .unwrap();
    let (puzzle, solution) = (f.puzzle, f.solution.unwrap());
    let mut marks = candidates(&puzzle);
    let open = (0..16).find(|&c| puzzle.cells()[c] == 0).unwrap();
    marks[open] &= !(1 << (solution.cells()[open] - 1));
    let error = hint(&puzzle, Some(&marks), &mut solver, Budget::UNLIMITED).unwrap_err();
    assert_eq!(error, HintError::WrongMarks);
    // The words name no cell: that would give a symbol of the solution away.
    assert!(!error.to_string().contains("row"), "{error}");
    let pigeons: Grid = include_str!("fixtures/pigeonhole25.txt")
        .lines()
        .find(|l| !l.starts_with('#') && !l.is_empty())
        .unwrap()
        .parse()
        .unwrap();
    let error = hint(&pigeons, None, &mut solver, Budget::nodes(1000)).unwrap_err();
    assert!(
        matches!(error, HintError::GaveUp { nodes } if nodes >= 1000),
        "{error}"
    );
    assert!(error.to_string().starts_with("gave up after "), "{error}");
}

#[test]
fn marks_that_fit_another_solution_are_not_refused() {
    let mut solver = Solver::new();
    let mut tried = 0;
    for f in enumerable().filter(|f| f.count >= 2 && f.puzzle.shape().side() <= 6) {
        let first = solver.solve(&f.puzzle).solution.unwrap();
        let solutions = all_solutions(&f);
        let other = solutions
            .iter()
            .find(|s| s[..] != first.cells()[..])
            .unwrap();
        // The marks rule out the first solution's symbol where the other differs.
        let mut marks = candidates(&f.puzzle);
        let cell = (0..other.len())
            .find(|&c| other[c] != first.cells()[c])
            .unwrap();
        marks[cell] &= !(1 << (first.cells()[cell] - 1));
        let step = hint(&f.puzzle, Some(&marks), &mut solver, Budget::UNLIMITED)
            .unwrap_or_else(|e| panic!("fixture line {}: {e}", f.line))
            .unwrap();
        // The step holds in every solution that keeps to the marks.
        let fitting = solutions.iter().filter(|s| {
            (0..s.len()).all(|c| f.puzzle.cells()[c] != 0 || marks[c] & 1 << (s[c] - 1) != 0)
        });
        for solution in fitting {
            check_hint(&marks, &step, &Grid::from_cells(solution.clone()).unwrap());
        }
        tried += 1;
    }
    assert!(tried > 0, "a fixture with several solutions");
}

#[test]
fn a_hint_says_why_there_is_no_step() {
    let mut solver = Solver::new();
    for f in fixtures().into_iter().filter(|f| f.count == 0) {
        assert!(
            hint(&f.puzzle, None, &mut solver, Budget::UNLIMITED).is_err(),
            "fixture line {}",
            f.line
        );
    }
    let full: Grid = "1234341221434321".parse().unwrap();
    assert_eq!(hint(&full, None, &mut solver, Budget::UNLIMITED), Ok(None));

    // Row 1 holds 1 and 2, column 4 holds 3 and 4: nothing fits at row 1, column 4.
    let stuck: Grid = "12.....3.......4".parse().unwrap();
    let error = hint(&stuck, None, &mut solver, Budget::UNLIMITED).unwrap_err();
    assert_eq!(error, HintError::NoCandidates { cell: 3, side: 4 });
    assert_eq!(
        error.to_string(),
        "no solution: no symbol fits at row 1, column 4"
    );

    // Row 1 and column 1 hold a 1 and row 2, column 2 a 2: row 2 has no
    // place left for 1.
    let no_place: Grid = "..1..2..1.......".parse().unwrap();
    let error = hint(&no_place, None, &mut solver, Budget::UNLIMITED).unwrap_err();
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

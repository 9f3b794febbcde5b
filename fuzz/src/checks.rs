//! What every input must satisfy, one function a fuzz target. Each panics
//! when a promise is broken; the oracles here are written from the rules,
//! not from the engine.

use sudoku_dlx::cells::{self, Cells};
use sudoku_dlx::dlx::rule::{Knuth, Weighed};
use sudoku_dlx::dlx::{Colours, Matrix, Rule, Search};
use sudoku_dlx::ladder::{self, Step, NAMES};
use sudoku_dlx::problem;
use sudoku_dlx::sudoku::variant::{self, VariantSolver};
use sudoku_dlx::sudoku::{Grid, Solver};
use sudoku_dlx::work::Budget;

// The mdBook preprocessor is a binary; its modules are checked from here.
#[path = "../../src/bin/mdbook-sudoku-dlx/book.rs"]
mod book;
#[path = "../../src/bin/mdbook-sudoku-dlx/fence.rs"]
mod fence;
#[path = "../../src/bin/mdbook-sudoku-dlx/markdown.rs"]
mod markdown;

/// Nodes a check may search: enough for any 4×4 or 6×6 grid and most 9×9
/// ones, few enough that a fuzz run stays fast.
const BUDGET: u64 = 20_000;

/// Any text: an error displays, a grid prints as a line that parses back to
/// itself, and a small grid is solved and counted consistently, the
/// solution obeying the rules and the givens, and the count matching plain
/// backtracking.
pub fn grid_text(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let grid = match text.parse::<Grid>() {
        Ok(grid) => grid,
        Err(error) => {
            assert!(!error.to_string().is_empty());
            return;
        }
    };
    let line = grid.to_string();
    assert_eq!(line.chars().count(), grid.cells().len());
    assert_eq!(line.parse::<Grid>().as_ref(), Ok(&grid), "{line}");
    if grid.shape().side() > 9 {
        return;
    }
    let mut solver = Solver::new();
    let (Ok(solved), Ok(counted)) = (
        solver.solve_within(&grid, Budget::nodes(BUDGET), || true),
        solver.count_within(&grid, 2, Budget::nodes(BUDGET), || true),
    ) else {
        return;
    };
    assert_eq!(solved.solution.is_some(), counted.count > 0, "{line}");
    if let Some(solution) = &solved.solution {
        if let Err(broken) = obeys_the_rules(&grid, solution) {
            panic!("{line}: {solution}: {broken}");
        }
    }
    if grid.shape().side() <= 6 {
        assert_eq!(counted.count, count_by_backtracking(&grid, 2), "{line}");
    }
}

/// Any text, then up to 255 steps of its search, then a reset or a drop
/// (the first byte says which and how many): the matrix is exactly the one
/// built.
pub fn problem_text(data: &[u8]) {
    let Some((&steps, text)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(text);
    let mut problem = match problem::parse(&text) {
        Ok(problem) => problem,
        Err(error) => {
            assert!(!error.to_string().is_empty());
            return;
        }
    };
    let built = problem.matrix.clone();
    let mut search = Search::new(&mut problem.matrix);
    for _ in 0..steps >> 1 {
        search.step();
    }
    if steps & 1 == 0 {
        search.reset();
        assert!(
            search.matrix() == &built,
            "reset after {} steps",
            steps >> 1
        );
    }
    drop(search);
    assert!(
        problem.matrix == built,
        "dropped after {} steps",
        steps >> 1
    );
}

/// Options from bytes, added with [`Matrix::add_option`] (which must refuse
/// a bad one and leave the matrix as it was), then counted by the engine,
/// at once and in slices, against every subset of the options.
pub fn engine(data: &[u8]) {
    let [shape, rest @ ..] = data else {
        return;
    };
    let primary = usize::from(shape % 6) + 1;
    let secondary = usize::from(shape / 6 % 3);
    // At most 6 + 2 = 8 items, as `count_by_subsets` assumes.
    let items = primary + secondary;
    let mut matrix = Matrix::new(primary, secondary);
    let mut options: Vec<Vec<usize>> = Vec::new();
    // Each option: a length byte, then item bytes (some out of range).
    let mut bytes = rest.iter();
    while let Some(&len) = bytes.next() {
        if options.len() == 12 {
            break;
        }
        let option: Vec<usize> = bytes
            .by_ref()
            .take(usize::from(len % 5))
            .map(|&b| usize::from(b) % (items + 1))
            .collect();
        let before = matrix.clone();
        match matrix.add_option(&option) {
            Ok(index) => {
                assert_eq!(index, options.len());
                options.push(option);
            }
            Err(error) => {
                assert!(!error.to_string().is_empty());
                assert!(matrix == before, "a refused option changed the matrix");
            }
        }
    }
    let expected = count_by_subsets(primary, &options);
    let built = matrix.clone();
    assert_eq!(Search::new(&mut matrix).count(0), expected);
    let mut sliced = Search::new(&mut matrix);
    let mut found = 0;
    while !sliced.is_done() {
        found += sliced.count_within(0, Budget::nodes(1 + u64::from(*shape % 4)));
    }
    assert_eq!(found, expected);
    drop(sliced);
    assert!(matrix == built);
}

/// Solutions among every subset of `options`: each primary item covered
/// once, each secondary item at most once, and no option without a primary
/// item (Algorithm X reaches options only through primary items, so it
/// never chooses one).
fn count_by_subsets(primary: usize, options: &[Vec<usize>]) -> u64 {
    let choosable: u32 = options
        .iter()
        .enumerate()
        .filter(|(_, option)| option.iter().any(|&item| item < primary))
        .map(|(index, _)| 1 << index)
        .sum();
    let mut solutions = 0;
    for subset in (0u32..1 << options.len()).filter(|subset| subset & !choosable == 0) {
        // An array, not a Vec: an allocation a subset made the target
        // crawl under the address sanitizer.
        let mut covered = [0u8; 8];
        for (index, option) in options.iter().enumerate() {
            if subset & (1 << index) != 0 {
                option.iter().for_each(|&item| covered[item] += 1);
            }
        }
        let exact = covered[..primary].iter().all(|&c| c == 1);
        solutions += u64::from(exact && covered[primary..].iter().all(|&c| c <= 1));
    }
    solutions
}

/// Options with colours (`x:A`, Knuth's Algorithm C) from bytes through
/// `Matrix::add_coloured_option` (a refused one must leave the matrix
/// unchanged), then solved by both engines under two rules, each agreeing
/// with every subset of the options, and counted in node slices.
pub fn colours(data: &[u8]) {
    let [shape, rest @ ..] = data else {
        return;
    };
    let primary = usize::from(shape % 5) + 1;
    let (mut matrix, options) = coloured_matrix(*shape, rest);
    let expected = coloured_subsets(primary, &options);
    let sorted = |solutions: &mut dyn Iterator<Item = Vec<usize>>| {
        let mut found: Vec<u32> = solutions
            .map(|solution| solution.iter().map(|&o| 1 << o).sum())
            .collect();
        found.sort_unstable();
        found
    };
    if !matrix.has_colours() {
        // No colour given: Algorithm X's matrix, which `engine` checks.
        return;
    }
    let built = matrix.clone();
    for knuth in [false, true] {
        let cells = Cells::new(&matrix);
        let found = if knuth {
            sorted(&mut cells::Search::with_algorithm(cells, Knuth, Colours).solutions())
        } else {
            sorted(&mut cells::Search::with_algorithm(cells, Weighed, Colours).solutions())
        };
        assert_eq!(found, expected, "dancing cells, Knuth's rule {knuth}");
    }
    assert_eq!(
        sorted(&mut Search::with_algorithm(&mut matrix, Knuth, Colours).solutions()),
        expected
    );
    let mut sliced = Search::with_algorithm(&mut matrix, Weighed, Colours);
    let mut found = 0;
    while !sliced.is_done() {
        found += sliced.count_within(0, Budget::nodes(1 + u64::from(*shape % 4)));
    }
    assert_eq!(found, expected.len() as u64);
    drop(sliced);
    assert!(matrix == built);
}

/// The matrix of [`colours`]'s bytes, and the options it took.
fn coloured_matrix(shape: u8, rest: &[u8]) -> (Matrix, Vec<Vec<(usize, u32)>>) {
    let primary = usize::from(shape % 5) + 1;
    let secondary = usize::from(shape / 5 % 3) + 1;
    // At most 5 + 3 = 8 items, as `coloured_subsets` assumes.
    let items = primary + secondary;
    let mut matrix = Matrix::new(primary, secondary);
    let mut options: Vec<Vec<(usize, u32)>> = Vec::new();
    // Each option: a length byte, then a byte an item, which gives its
    // colour too (some out of range, some colouring a primary item).
    let mut bytes = rest.iter();
    while let Some(&len) = bytes.next() {
        if options.len() == 11 {
            break;
        }
        let option: Vec<(usize, u32)> = bytes
            .by_ref()
            .take(usize::from(len % 5))
            .map(|&b| (usize::from(b) % (items + 1), u32::from(b >> 6)))
            .collect();
        let (chosen, colours): (Vec<usize>, Vec<u32>) = option.iter().copied().unzip();
        let before = matrix.clone();
        match matrix.add_coloured_option(&chosen, &colours) {
            Ok(index) => {
                assert_eq!(index, options.len());
                options.push(option);
            }
            Err(error) => {
                assert!(!error.to_string().is_empty());
                assert!(matrix == before, "a refused option changed the matrix");
            }
        }
    }
    (matrix, options)
}

/// Each subset of `options` that is a solution of Algorithm C, as a mask,
/// in order: every option with a primary item (no search reaches one
/// without), each primary item in exactly one chosen option, and each
/// secondary item in at most one, or in several that all give it the same
/// colour.
fn coloured_subsets(primary: usize, options: &[Vec<(usize, u32)>]) -> Vec<u32> {
    let choosable: u32 = options
        .iter()
        .enumerate()
        .filter(|(_, option)| option.iter().any(|&(item, _)| item < primary))
        .map(|(index, _)| 1 << index)
        .sum();
    let mut solutions = Vec::new();
    for subset in (0u32..1 << options.len()).filter(|subset| subset & !choosable == 0) {
        // Each item's uses, and the colour of its first: 0 for none.
        let (mut uses, mut colour, mut agree) = ([0u8; 8], [0u32; 8], true);
        for (index, option) in options.iter().enumerate() {
            if subset & (1 << index) != 0 {
                for &(item, given) in option {
                    if uses[item] == 0 {
                        colour[item] = given;
                    } else {
                        agree &= given != 0 && given == colour[item];
                    }
                    uses[item] += 1;
                }
            }
        }
        if agree && uses[..primary].iter().all(|&c| c == 1) {
            solutions.push(subset);
        }
    }
    solutions
}

/// Whether `solution` fills the grid, keeps the givens, and holds each
/// symbol once in every row, column and box.
pub fn obeys_the_rules(puzzle: &Grid, solution: &Grid) -> Result<(), String> {
    let shape = puzzle.shape();
    let n = shape.side();
    let (cells, givens) = (solution.cells(), puzzle.cells());
    if cells.len() != givens.len() {
        return Err("another size".into());
    }
    if let Some(cell) = (0..cells.len()).find(|&i| givens[i] != 0 && givens[i] != cells[i]) {
        return Err(format!("cell {cell} changed a given"));
    }
    let unit_of = |index: usize| {
        let (row, col) = (index / n, index % n);
        [row, n + col, 2 * n + shape.box_of(row, col)]
    };
    let mut seen = vec![0u32; 3 * n];
    for (index, &value) in cells.iter().enumerate() {
        if value == 0 || usize::from(value) > n {
            return Err(format!("cell {index} holds {value}"));
        }
        for unit in unit_of(index) {
            if seen[unit] & (1 << value) != 0 {
                return Err(format!("{value} twice in unit {unit}"));
            }
            seen[unit] |= 1 << value;
        }
    }
    Ok(())
}

/// Solutions up to `limit` (at least 1) by trying every symbol in the first
/// empty cell.
pub fn count_by_backtracking(puzzle: &Grid, limit: u64) -> u64 {
    fn fill(cells: &mut [u8], puzzle: &Grid, limit: u64) -> u64 {
        let Some(empty) = cells.iter().position(|&v| v == 0) else {
            return 1;
        };
        let mut found = 0;
        for value in 1..=puzzle.shape().side() as u8 {
            cells[empty] = value;
            let fits = Grid::from_cells(cells.to_vec()).is_ok();
            if fits {
                found += fill(cells, puzzle, limit - found);
            }
            if found == limit {
                break;
            }
        }
        cells[empty] = 0;
        found
    }
    fill(&mut puzzle.cells().to_vec(), puzzle, limit)
}

/// Any bytes as mdBook's `[context, book]`: an error says what is wrong, or
/// the book comes back as JSON, which is the input's book itself when no
/// chapter holds a `sudoku-dlx` fence; never a panic or a stack overflow,
/// however deep the nesting.
pub fn preprocessor(data: &[u8]) {
    match book::preprocess(data) {
        Err(message) => assert!(!message.is_empty()),
        Ok(output) => {
            let book: serde_json::Value =
                serde_json::from_slice(&output).expect("the book comes back as JSON");
            if !data.windows(10).any(|w| w == b"sudoku-dlx") {
                let input: serde_json::Value = serde_json::from_slice(data).unwrap();
                assert_eq!(book, input[1], "a book without fences is unchanged");
            }
        }
    }
}

/// Any text as a grid, solved by the rung the first byte names within a
/// budget: the count up to 2 and the solution agree with the engine's (and
/// the solution obeys the rules and the givens), and the rung stepped
/// through one event at a time, within a number of steps, ends where the
/// search does.
pub fn ladder(data: &[u8]) {
    let Some((&choice, text)) = data.split_first() else {
        return;
    };
    let Ok(grid) = String::from_utf8_lossy(text).parse::<Grid>() else {
        return;
    };
    if grid.shape().side() > 9 {
        return;
    }
    let name = NAMES[usize::from(choice) % NAMES.len()];
    let mut rung = ladder::rung(name, Rule::default()).expect("every name is a rung");
    let outcome = rung.search(&grid, 2, BUDGET);
    let Ok(counted) = Solver::new().count_within(&grid, 2, Budget::nodes(BUDGET * 10), || true)
    else {
        return;
    };
    if outcome.gave_up {
        assert!(outcome.count <= counted.count, "{name}: {grid}");
        return;
    }
    assert_eq!(outcome.count, counted.count, "{name}: {grid}");
    if let Some(solution) = &outcome.solution {
        if let Err(broken) = obeys_the_rules(&grid, solution) {
            panic!("{name}: {grid}: {solution}: {broken}");
        }
    }
    let Ok(mut stepping) = ladder::backtracker(name) else {
        return;
    };
    stepping.start(&grid);
    for _ in 0..BUDGET {
        if stepping.step() == Step::Done {
            assert!(stepping.is_done(), "{name}: {grid}");
            // The engine's count stopped at 2: beyond it, at least 2.
            let stepped = stepping.solutions().min(2);
            assert_eq!(stepped, counted.count, "{name} stepped: {grid}");
            return;
        }
    }
}

/// A variant puzzle's text: refused with a message, or searched without a
/// panic within 2^23 units of work (a killer's node can cost thousands,
/// so a budget of nodes would allow seconds), and any solution keeps its
/// givens and allowed values.
pub fn variant_text(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let puzzle = match variant::parse(&text) {
        Ok(puzzle) => puzzle,
        Err(error) => {
            assert!(!error.to_string().is_empty());
            return;
        }
    };
    match VariantSolver::new().search(&puzzle, (1, 1), Budget::work(1 << 23), || true) {
        Err(error) => assert!(!error.to_string().is_empty()),
        Ok(found) => {
            for solution in &found.solutions {
                for (cell, (&given, &value)) in puzzle.givens.iter().zip(solution).enumerate() {
                    assert!(given == 0 || given == value, "given {cell} changed");
                    assert!(puzzle.allowed[cell] & 1 << (value - 1) != 0, "cell {cell}");
                }
            }
        }
    }
}

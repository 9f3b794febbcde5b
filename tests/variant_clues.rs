//! Pill arrows, little killers and sandwiches: counts against the brute
//! force of `variants/rules.rs` on 4×4 and 6×6 grids (the clues made from a
//! random solution, so each puzzle has one at least), every solution
//! checked against the rules, ISS's published puzzles of each kind, and
//! bad clues refused with what and where.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_dlx::sudoku::variant::{self, Sketch, VariantSolver};
use sudoku_dlx::work::Budget;

#[path = "variants/rules.rs"]
mod rules;
#[path = "variants/solve.rs"]
mod solve;

use rules::{Random, Rules};
use solve::{digits, random_grid, solve_all};

/// Every little killer's diagonal of a `side` grid, from its clue's cell,
/// written out here from ISS's rule (data: `LittleKiller.cellMap`): from
/// the left column down and right, the right column up and left, the top
/// row down and left, the bottom row up and right, each diagonal once.
fn diagonals(side: usize) -> Vec<Vec<usize>> {
    let n = side as isize;
    let walk = |(mut r, mut c): (isize, isize), (dr, dc): (isize, isize)| {
        let mut cells = Vec::new();
        while (0..n).contains(&r) && (0..n).contains(&c) {
            cells.push((r * n + c) as usize);
            (r, c) = (r + dr, c + dc);
        }
        cells
    };
    let mut all = Vec::new();
    all.extend((0..n - 1).map(|r| walk((r, 0), (1, 1))));
    all.extend((1..n - 1).map(|r| walk((r, n - 1), (-1, -1))));
    all.extend((1..n).map(|c| walk((0, c), (1, -1))));
    all.extend((1..n - 1).map(|c| walk((n - 1, c), (-1, 1))));
    all
}

/// Keeps about `percent` in 100 of `grid`'s cells as givens.
fn give_some(random: &mut Random, rules: &mut Rules, grid: &[u8], percent: usize) {
    for (cell, &value) in grid.iter().enumerate() {
        if random.chance(percent) {
            rules.givens[cell] = value;
        }
    }
}

/// Counts `rules` with the engine and the brute force, checks every
/// solution, and says whether it had more than one.
fn agree(rules: &Rules, grid: &[u8]) -> bool {
    let text = rules.text();
    let expected = rules.brute_count();
    let (count, found) = solve_all(&text, 0);
    assert_eq!(count, expected, "{text}");
    for solution in &found {
        assert_eq!(rules.check(solution), Ok(()), "{text}");
    }
    assert!(found.contains(&grid.to_vec()) || count > 5, "{text}");
    count > 1
}

#[test]
fn little_killers_count_as_a_brute_force_does() {
    let mut random = Random(0x1177_1e4b);
    let mut several = 0;
    for (side, rounds, percent) in [(4, 150, 0), (6, 25, 45)] {
        let all = diagonals(side);
        for _ in 0..rounds {
            let grid = random_grid(&mut random, side);
            let mut rules = Rules::new(side);
            for _ in 0..1 + random.below(3) {
                let cells = all[random.below(all.len())].clone();
                let sum = cells.iter().map(|&c| u32::from(grid[c])).sum();
                if !rules
                    .little_killers
                    .iter()
                    .any(|(other, _)| *other == cells)
                {
                    rules.little_killers.push((cells, sum));
                }
            }
            give_some(&mut random, &mut rules, &grid, percent);
            several += usize::from(agree(&rules, &grid));
        }
    }
    assert!(several > 40, "only {several} with more than one solution");
}

#[test]
fn sandwiches_count_as_a_brute_force_does() {
    let mut random = Random(0x5a4d_3c1e);
    let mut several = 0;
    for (side, rounds, percent) in [(4, 150, 0), (6, 25, 45)] {
        for _ in 0..rounds {
            let grid = random_grid(&mut random, side);
            let mut rules = Rules::new(side);
            for _ in 0..1 + random.below(3) {
                let (row, k) = (random.chance(50), random.below(side));
                let cells: Vec<usize> = match row {
                    true => (k * side..(k + 1) * side).collect(),
                    false => (0..side).map(|r| r * side + k).collect(),
                };
                let at = |v: usize| cells.iter().position(|&c| usize::from(grid[c]) == v);
                let (one, top) = (at(1).unwrap(), at(side).unwrap());
                let between = &cells[one.min(top) + 1..one.max(top)];
                let sum = between.iter().map(|&c| u32::from(grid[c])).sum();
                if !rules.sandwiches.iter().any(|(other, ..)| *other == cells) {
                    rules.sandwiches.push((cells, row, sum));
                }
            }
            give_some(&mut random, &mut rules, &grid, percent);
            several += usize::from(agree(&rules, &grid));
        }
    }
    assert!(several > 40, "only {several} with more than one solution");
}

/// A pill of `size` cells in reading order from `start` (each right, below,
/// or below and right of the one before), if it fits the grid.
fn random_pill(random: &mut Random, side: usize, start: usize, size: usize) -> Option<Vec<usize>> {
    let mut cells = vec![start];
    for _ in 1..size {
        let last = *cells.last()?;
        let (r, c) = (last / side, last % side);
        let (r, c) = match random.below(3) {
            0 => (r, c + 1),
            1 => (r + 1, c),
            _ => (r + 1, c + 1),
        };
        if r >= side || c >= side {
            return None;
        }
        cells.push(r * side + c);
    }
    Some(cells)
}

/// A pill arrow of two that `grid` keeps, found by a random walk of
/// king's moves from the pill, if this walk finds one.
fn random_pill_arrow(random: &mut Random, grid: &[u8], side: usize) -> Option<Vec<usize>> {
    let start = random.below(side * side);
    let pill = random_pill(random, side, start, 2)?;
    let number = pill.iter().fold(0, |n, &c| n * 10 + u32::from(grid[c]));
    let (mut cells, mut sum) = (pill.clone(), 0);
    let mut at = pill[1];
    while sum < number && cells.len() < 8 {
        let (r, c) = ((at / side) as isize, (at % side) as isize);
        let (r, c) = (
            r + random.below(3) as isize - 1,
            c + random.below(3) as isize - 1,
        );
        let next = (r * side as isize + c) as usize;
        let inside = (0..side as isize).contains(&r) && (0..side as isize).contains(&c);
        if !inside || cells.contains(&next) {
            return None;
        }
        (at, sum) = (next, sum + u32::from(grid[next]));
        cells.push(next);
    }
    (sum == number).then_some(cells)
}

#[test]
fn pill_arrows_count_as_a_brute_force_does() {
    // On a 4×4 a pill of two reads 11 to 44: an arrow of three or more
    // cells, found by random walks of king's moves that add up to it.
    let mut random = Random(0x9111_a770);
    let (mut made, mut several) = (0, 0);
    for (side, rounds, percent) in [(4, 300, 10), (6, 60, 45)] {
        for _ in 0..rounds {
            let grid = random_grid(&mut random, side);
            let Some(cells) = (0..400).find_map(|_| random_pill_arrow(&mut random, &grid, side))
            else {
                continue;
            };
            let mut rules = Rules::new(side);
            rules.pills.push((2, cells));
            give_some(&mut random, &mut rules, &grid, percent);
            made += 1;
            several += usize::from(agree(&rules, &grid));
        }
    }
    assert!(made > 25, "only {made} pill arrows made");
    assert!(several > 5, "only {several} with more than one solution");
}

/// ISS's published puzzles of each kind (data/example_puzzles.js of
/// github:sigh/Interactive-Sudoku-Solver), with their solutions.
const PUBLISHED: [(&str, &str, &str); 4] = [
    (
        "Pill arrow",
        ".PillArrow~2~R1C3~R1C2~R1C1~R2C1~R3C1.PillArrow~2~R1C8~R1C7~R1C6~R1C5~R1C4.PillArrow~2~R2C7~R2C6~R2C5~R2C4~R2C3.PillArrow~2~R4C1~R5C1~R6C1~R7C1~R8C1.PillArrow~2~R3C2~R4C2~R5C2~R6C2~R7C2.PillArrow~2~R9C1~R9C2~R9C3~R9C4~R9C5.PillArrow~2~R5C9~R4C9~R3C9~R2C9~R1C9.PillArrow~2~R8C6~R9C6~R9C7~R9C8~R9C9.Arrow~R3C3~R4C4~R5C5.Arrow~R7C3~R6C4~R5C5~R4C6.Arrow~R3C8~R4C7.",
        "514896237679231485328745196235684971491327658786159342967418523853962714142573869",
    ),
    (
        "Little killer",
        ".~R3C2_5~R3C7_2~R5C4_3~R5C5_7.LittleKiller~22~R1C1.LittleKiller~28~R2C1.LittleKiller~26~R3C1.LittleKiller~23~R1C5.LittleKiller~34~R1C7.LittleKiller~40~R1C8.LittleKiller~42~R1C9",
        "198235764427968531653714289732186945541379826986542173865421397279653418314897652",
    ),
    (
        "The Barbed Cross (disjoint little killer)",
        ".DisjointSets.LittleKiller~62~R1C9.LittleKiller~33~R1C1.LittleKiller~12~R1C3.LittleKiller~14~R3C9.LittleKiller~21~R9C7.LittleKiller~36~R9C5.LittleKiller~8~R7C1.LittleKiller~9~R1C2.",
        "325784169719625483684319725843297651592861347167543298478932516236158974951476832",
    ),
    (
        "Sandwich (Between 1 and 9)",
        ".Sandwich~8~C1.Sandwich~4~C2.Sandwich~17~C3.Sandwich~35~C4.Sandwich~14~C5.Sandwich~13~C6.Sandwich~3~C7.Sandwich~10~C8.Sandwich~25~C9.Sandwich~4~R1.Sandwich~33~R2.Sandwich~20~R3.Sandwich~17~R4.Sandwich~26~R5.Sandwich~10~R6.Sandwich~16~R7.Sandwich~24~R8.Sandwich~0~R9.~R3C3_1~R5C5_5~R7C7_9",
        "236941875954378612871625439182439756397856124645217398413562987569783241728194563",
    ),
];

#[test]
fn iss_sandwich_example_has_one_solution_the_published_one() {
    // 1.7 million nodes, 0.8 to 5 s (docs/variants.md).
    let (_, text, solution) = PUBLISHED[3];
    assert_eq!(solve_all(text, 0), (1, vec![digits(solution)]));
}

#[test]
fn iss_examples_with_a_third_of_their_solutions_given_have_one_solution_the_published_one() {
    // The whole puzzles are too hard for this search but the sandwich (see
    // docs/variants.md); a third of the published solution as givens, the
    // rest left to the clues, checks that they are read as ISS reads them
    // (a little killer's diagonal the wrong way, a pill read in the wrong
    // order, would leave none) and kept exactly.
    let mut random = Random(0x0155_e8a3);
    for (name, text, solution) in PUBLISHED {
        for _ in 0..3 {
            let mut givens = String::from(".");
            for (cell, value) in solution.bytes().enumerate() {
                if random.chance(33) {
                    let (row, col) = (cell / 9 + 1, cell % 9 + 1);
                    givens += &format!("~R{row}C{col}_{}", value as char);
                }
            }
            let puzzle = format!("{text}{givens}");
            let (count, found) = solve_all(&puzzle, 0);
            assert_eq!(count, 1, "{name}: {puzzle}");
            assert_eq!(found, vec![digits(solution)], "{name}");
        }
    }
}

#[test]
fn the_sketch_writes_the_clues_back_as_iss_does() {
    for (name, text, _) in PUBLISHED {
        let variant = variant::parse(text).unwrap();
        let again = Sketch::of(&variant).text;
        assert_eq!(variant::parse(&again), Ok(variant), "{name}: {again}");
    }
    let sketch = Sketch::of(&variant::parse(PUBLISHED[3].1).unwrap());
    assert!(sketch.text.contains(".Sandwich~35~C4"), "{}", sketch.text);
    assert!(sketch.rules.iter().any(|rule| rule.name == "Sandwich"));
    let kinds: Vec<&str> = (PUBLISHED.iter())
        .flat_map(|(_, text, _)| Sketch::of(&variant::parse(text).unwrap()).marks)
        .map(|mark| mark.kind)
        .collect();
    for kind in ["pill-arrow", "arrow", "little-killer", "sandwich"] {
        assert!(kinds.contains(&kind), "{kind}");
    }
}

#[test]
fn a_pill_is_read_in_reading_order_whatever_order_it_is_listed_in() {
    // 4×4: the pill R1C1 R1C2 reads (R1C1)(R1C2), a number from 12 to 43,
    // listed either way round.
    let mut counts = Vec::new();
    for pill in ["R1C1~R1C2", "R1C2~R1C1"] {
        let text = format!(".Shape~4x4.PillArrow~2~{pill}~R2C1~R2C2~R3C2~R3C3~R4C4");
        let (count, found) = solve_all(&text, 0);
        let reads = |g: &Vec<u8>| u32::from(g[0]) * 10 + u32::from(g[1]);
        let adds = |g: &Vec<u8>| [4, 5, 9, 10, 15].iter().map(|&c| u32::from(g[c])).sum();
        assert!(found.iter().all(|g| reads(g) == adds(g)), "{text}");
        counts.push(count);
    }
    assert!(counts[0] > 0 && counts[0] == counts[1], "{counts:?}");
}

/// Bad clues, and what their errors must say.
const BAD: &[(&str, &str)] = &[
    (
        ".PillArrow~4~R1C1~R1C2~R1C3~R1C4~R2C4",
        "column 1: PillArrow: the pill has 2 or 3 cells, found \"4\"",
    ),
    (
        ".PillArrow~2~R1C1~R1C2",
        "column 1: PillArrow: a pill arrow has its 2 pill cells and at least one more, found 2 cells",
    ),
    (
        ".PillArrow~2~R1C1~R2C2~R3C3~R4C4.PillArrow~2~R1C1~R1C3~R2C2",
        "column 33: PillArrow: the pill's cells must touch in reading order (each right, below, \
         or below and right of the one before): R1C1 then R1C3",
    ),
    (
        ".PillArrow~2~R1C2~R2C1~R3C1",
        "the pill's cells must touch in reading order",
    ),
    (
        ".PillArrow~2~R1C1~R1C2~R1Z3",
        "column 1: PillArrow: \"R1Z3\" is not a cell of the grid (R1C1 to R9C9)",
    ),
    (
        ".LittleKiller~22~R5C5",
        "column 1: LittleKiller: R5C5 starts no little killer's diagonal",
    ),
    (
        ".LittleKiller~22~R9C9",
        "LittleKiller: R9C9 starts no little killer's diagonal",
    ),
    (
        ".LittleKiller~22",
        "LittleKiller: takes a sum and the cell its diagonal starts from",
    ),
    (
        ".LittleKiller~x~R1C1",
        "LittleKiller: the sum \"x\" is not a whole number",
    ),
    (
        ".LittleKiller~19~R1C2",
        "LittleKiller: the diagonal from R1C2 has 2 cells, which add up to at most 18, not 19",
    ),
    (
        ".~R1C1_9.Sandwich~8~R10",
        "column 9: Sandwich: \"R10\" is not a row or column of the grid (R1 to R9, C1 to C9",
    ),
    (
        ".Sandwich~36~C3",
        "Sandwich: a sandwich in a 9×9 grid adds up to at most 35, found 36",
    ),
    (
        ".Sandwich~-1~C3",
        "Sandwich: the sum \"-1\" is not a whole number",
    ),
    (
        ".Shape~4x4.Sandwich~1~R1.~R1C1_1~R1C2_2~R1C3_4~R1C4_3",
        "the givens on the sandwich from R1C1 do not make its sum, 1",
    ),
    (
        ".Shape~4x4.LittleKiller~5~R1C2.~R1C2_1~R2C1_3",
        "the givens on the little killer from R1C2 do not make its sum, 5",
    ),
    (
        ".Shape~4x4.PillArrow~2~R1C1~R1C2~R2C1~R2C2~R3C1.~R1C1_1~R1C2_2~R2C1_3~R2C2_4~R3C1_4",
        "the givens on the pill arrow from R1C1 do not add up",
    ),
];

#[test]
fn bad_clues_say_what_and_where() {
    for &(text, expected) in BAD {
        let message = match variant::parse(text) {
            Err(e) => e.to_string(),
            Ok(variant) => VariantSolver::new()
                .search(&variant, (1, 1), Budget::UNLIMITED, || true)
                .expect_err(text)
                .to_string(),
        };
        assert!(message.contains(expected), "{text}: {message}");
    }
}

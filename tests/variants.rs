//! Sudoku variants: published puzzles solved to their published solutions,
//! every solution checked against the rules by a checker written here from
//! the rules themselves, counts against a brute force on 4×4 and 6×6
//! grids, and bad inputs refused with what and where.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_dlx::sudoku::variant::{self, Variant, VariantSolver};
use sudoku_dlx::work::Budget;

#[path = "variants/rules.rs"]
mod rules;
#[path = "variants/solve.rs"]
mod solve;

use rules::{Random, Rules};
use solve::{digits, random_grid, solve_all};

/// ISS's examples (data/example_puzzles.js and data/collections.js of
/// github:sigh/Interactive-Sudoku-Solver), with its published solutions.
const PUBLISHED: [(&str, &str, &str); 12] = [
    (
        "killer (Wikipedia)",
        ".Cage~3~R1C1~R1C2.Cage~15~R1C3~R1C4~R1C5.Cage~25~R2C1~R2C2~R3C1~R3C2.Cage~17~R2C3~R2C4.Cage~9~R3C3~R3C4~R4C4.Cage~22~R1C6~R2C5~R2C6~R3C5.Cage~4~R1C7~R2C7.Cage~16~R1C8~R2C8.Cage~15~R1C9~R2C9~R3C9~R4C9.Cage~20~R3C7~R3C8~R4C7.Cage~8~R3C6~R4C6~R5C6.Cage~17~R4C5~R5C5~R6C5.Cage~20~R5C4~R6C4~R7C4.Cage~14~R4C2~R4C3.Cage~6~R4C1~R5C1.Cage~13~R5C2~R5C3~R6C2.Cage~6~R6C3~R7C2~R7C3.Cage~17~R4C8~R5C7~R5C8.Cage~27~R6C1~R7C1~R8C1~R9C1.Cage~8~R8C2~R9C2.Cage~16~R8C3~R9C3.Cage~10~R7C5~R8C4~R8C5~R9C4.Cage~12~R5C9~R6C9.Cage~6~R6C7~R6C8.Cage~20~R6C6~R7C6~R7C7.Cage~15~R8C6~R8C7.Cage~14~R7C8~R7C9~R8C8~R8C9.Cage~13~R9C5~R9C6~R9C7.Cage~17~R9C8~R9C9",
        "215647398368952174794381652586274931142593867973816425821739546659428713437165289",
    ),
    (
        "Sudoku X",
        ".Diagonal~1.Diagonal~-1.~R1C3_1~R1C7_2~R2C3_2~R2C4_3~R2C9_4~R3C1_4~R4C1_5~R4C3_3~R4C8_6~R5C2_1~R5C9_5~R6C3_6~R7C5_7~R7C6_8~R8C5_9~R9C2_7~R9C6_1~R9C8_9",
        "681945237792316584435827619523784961817639425946152873369478152158293746274561398",
    ),
    (
        "X-Windoku",
        ".Diagonal~1.Diagonal~-1.Windoku.~R1C8_1~R2C5_2~R2C9_3~R4C1_4~R4C6_3~R5C5_5~R5C9_6~R6C5_1~R7C6_7~R7C7_8~R8C5_6~R9C5_3~R9C6_2",
        "932674518678521943541398267469283751217459386853716429326147895794865132185932674",
    ),
    (
        "jigsaw",
        ".NoBoxes.Jigsaw~000000021453303021453333221453322221455566121445666111445566667488887777888887777.~R1C1_3~R1C9_7~R2C1_1~R2C9_5~R3C5_6~R3C6_8~R4C3_5~R4C5_1~R4C6_9~R5C4_9~R6C9_2~R7C1_8~R7C6_3~R8C4_2~R8C5_3~R8C6_5~R8C9_1~R9C8_9",
        "364891527189374265542168739625719843213987456937456182876523914498235671751642398",
    ),
    (
        "anti-knight",
        ".AntiKnight.~R1C2_3~R1C5_4~R1C6_1~R1C9_7~R2C4_5~R3C4_8~R3C6_9~R4C1_6~R4C8_7~R5C9_4~R6C2_4~R7C1_3~R8C5_6~R8C8_5~R9C2_6~R9C3_4~R9C4_3",
        "536241897978536241421879635613485972789623514245917368357198426892764153164352789",
    ),
    (
        "thermo",
        ".~R1C2_4~R1C8_1~R2C1_2~R2C9_6~R8C1_9~R8C9_2~R9C2_1~R9C8_9.Thermo~R9C4~R8C3~R7C2~R6C1~R5C2~R4C3.Thermo~R4C1~R3C2~R2C3~R1C4~R2C5~R3C6.Thermo~R1C6~R2C7~R3C8~R4C9~R5C8~R6C7.Thermo~R6C9~R7C8~R8C7~R9C6~R8C5~R7C4",
        "847632519295471386631598247129743865486259173753816924368924751974185632512367498",
    ),
    (
        "XV & kropki",
        ".X~R2C1~R2C2.X~R3C1~R3C2.X~R1C8~R1C7.X~R2C7~R2C8.X~R7C8~R8C8.X~R7C9~R8C9.X~R8C3~R9C3.X~R8C2~R9C2.X~R5C4~R5C5.V~R8C2~R8C3.V~R8C8~R8C9.V~R2C1~R3C1.V~R1C7~R2C7.BlackDot~R2C5~R2C6.BlackDot~R4C6~R5C6.BlackDot~R5C6~R6C6.BlackDot~R3C1~R4C1.WhiteDot~R3C3~R3C2.WhiteDot~R4C3~R5C3.WhiteDot~R8C4~R8C5.WhiteDot~R8C6~R8C7.WhiteDot~R5C2~R6C2",
        "195287463284536197376149825657912384918374256423658719532461978741895632869723541",
    ),
    (
        "XV-sudoku",
        ".V~R2C3~R2C4.V~R3C4~R3C5.V~R3C4~R4C4.V~R6C4~R6C5.V~R7C5~R7C6.V~R8C1~R9C1.X~R5C3~R5C4.X~R9C8~R9C9.X~R6C7~R6C8.~R1C2_3~R6C1_1~R6C2_8~R4C3_6~R7C3_8~R9C3_9~R9C1_2~R8C5_2~R7C5_1~R7C4_9~R9C8_6~R6C7_6~R4C8_3~R4C9_8~R3C5_4~R3C6_5~R2C5_8~R1C7_8~R3C7_2~R1C9_5",
        "431692875592387416867145293726451938943768521185239647678914352314526789259873164",
    ),
    (
        "strict kropki",
        ".BlackDot~R1C6~R1C7~R2C7~R4C9~R4C8~R5C8~R8C7~R9C7~R9C6~R7C4~R7C5~R6C5~R6C6~R9C4~R9C3~R8C3~R5C1~R5C2.BlackDot~R4C5~R5C5.WhiteDot~R3C9~R4C9~R4C7~R5C7~R5C6~R7C8~R7C9~R1C8~R2C8~R1C6~R2C6~R3C5~R3C4~R4C4~R5C3~R5C2~R6C2~R8C2~R8C3~R8C5~R8C6.WhiteDot~R8C8~R8C9~R5C8~R5C9~R6C2~R6C3~R4C4~R4C5~R7C1~R8C1.WhiteDot~R1C2~R1C1.WhiteDot~R5C1~R6C1~R2C1~R2C2.StrictKropki",
        "983162475451793862627458319169325748845917623732684951316249587298576134574831296",
    ),
    (
        "strict XV",
        ".~R2C5_1~R8C5_2.X~R1C3~R2C3~R2C1~R3C1~R1C8~R1C9~R3C9~R3C8~R5C6~R5C5~R6C3~R6C4~R8C4~R9C4~R7C8~R8C8.X~R6C2~R7C2~R7C4~R7C5~R7C9~R8C9~R3C7~R3C6.X~R7C3~R8C3.V~R7C3~R7C4~R4C1~R5C1~R2C8~R2C9~R5C7~R5C8.StrictXV",
        "683472519947516832152983764361849275295637148478251396834195627516724983729368451",
    ),
    (
        "anti-everything",
        ".AntiKing .AntiKnight .AntiConsecutive .BlackDot~R2C2~R2C3 .BlackDot~R3C5~R3C6 .BlackDot~R1C8~R1C9 .BlackDot~R2C7~R3C7 .BlackDot~R4C5~R5C5 .BlackDot~R5C3~R5C4 .BlackDot~R1C4~R2C4 .BlackDot~R6C1~R7C1 .BlackDot~R7C1~R7C2 .BlackDot~R8C4~R8C5 .BlackDot~R7C6~R8C6 .BlackDot~R6C6~R6C7 .BlackDot~R5C8~R6C8 .BlackDot~R3C9~R4C9 .BlackDot~R8C9~R9C9 .BlackDot~R9C7~R9C8 .StrictKropki",
        "372615948948372615615948372837261594594837261261594837483726159159483726726159483",
    ),
    (
        "classic, in ISS's syntax",
        ".~R1C1_8~R2C3_3~R2C4_6~R3C2_7~R3C5_9~R3C7_2~R4C2_5~R4C6_7~R5C5_4~R5C6_5~R5C7_7~R6C4_1~R6C8_3~R7C3_1~R7C8_6~R7C9_8~R8C3_8~R8C4_5~R8C8_1~R9C2_9~R9C7_4",
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452",
    ),
];

#[test]
fn published_puzzles_have_one_solution_the_published_one() {
    for (name, text, solution) in PUBLISHED {
        let (count, found) = solve_all(text, 0);
        assert_eq!(count, 1, "{name}");
        assert_eq!(found, vec![digits(solution)], "{name}");
    }
}

/// The published puzzles' rules, as the checker reads them.
fn published_rules(name: &str) -> Rules {
    let mut rules = Rules::new(9);
    let (_, text, _) = PUBLISHED.iter().find(|(n, ..)| *n == name).unwrap();
    // The givens and cages, read by hand from ISS's syntax.
    let text = text.replace(' ', "");
    for item in text.split('.').skip(1) {
        let mut parts = item.split('~');
        let cell = |id: &str| {
            let b = id.as_bytes();
            usize::from(b[1] - b'1') * 9 + usize::from(b[3] - b'1')
        };
        match parts.next().unwrap() {
            "" => {
                for given in parts {
                    let (id, v) = given.split_once('_').unwrap();
                    rules.givens[cell(id)] = v.parse().unwrap();
                }
            }
            "Cage" => {
                let sum = parts.next().unwrap().parse().unwrap();
                rules.cages.push((parts.map(cell).collect(), sum));
            }
            "Diagonal" => {
                if parts.next() == Some("1") {
                    rules.anti = true;
                } else {
                    rules.main = true;
                }
            }
            "Windoku" => rules.windoku = true,
            "AntiKnight" => rules.knight = true,
            "NoBoxes" => rules.boxes = None,
            "Jigsaw" => rules.jigsaw = Some(parts.next().unwrap().chars().collect()),
            "Thermo" => rules.thermos.push(parts.map(cell).collect()),
            kind @ ("WhiteDot" | "BlackDot" | "X" | "V") => {
                let cells: Vec<usize> = parts.map(cell).collect();
                for (k, &a) in cells.iter().enumerate() {
                    for &b in &cells[k + 1..] {
                        if a.abs_diff(b) == 9 || (a.abs_diff(b) == 1 && a / 9 == b / 9) {
                            rules.dots.push((a, b, kind.as_bytes()[0] as char));
                        }
                    }
                }
            }
            "StrictKropki" => rules.strict_kropki = true,
            "StrictXV" => rules.strict_xv = true,
            "AntiKing" => rules.king = true,
            "AntiConsecutive" => rules.consecutive = true,
            other => panic!("{other}"),
        }
    }
    rules
}

#[test]
fn the_checker_accepts_the_published_solutions_and_catches_broken_ones() {
    for (name, _, solution) in PUBLISHED {
        let rules = published_rules(name);
        let mut grid = digits(solution);
        assert_eq!(rules.check(&grid), Ok(()), "{name}");
        // Swapping the first two rows keeps the rows, columns and boxes
        // whole, but breaks the variant's own rules or a given.
        for col in 0..9 {
            grid.swap(col, 9 + col);
        }
        assert!(rules.check(&grid).is_err(), "{name}: a swap went unseen");
    }
}

/// 4×4 jigsaw layouts, each region four cells.
const JIGSAWS_4: [&str; 3] = ["0001021122312333", "0011001122332233", "0111002103223332"];

/// Narrows a few cells to odd or even symbols, or to any few.
fn narrow_some_cells(random: &mut Random, rules: &mut Rules) {
    let side = rules.side;
    for _ in 0..random.below(3) {
        let cell = random.below(side * side);
        rules.allowed[cell] = match random.below(3) {
            0 => 0b0101_0101_0101 & ((1 << side) - 1),
            1 => 0b1010_1010_1010 & ((1 << side) - 1),
            _ => (random.below((1 << side) - 2) + 1) as u32,
        };
        if rules.allowed[cell].is_power_of_two() {
            rules.allowed[cell] = 0;
        }
    }
}

/// Up to three thermometers of two to four cells, each a walk of king's
/// moves; one may start on a cell of another (a branch) or run through a
/// cage.
fn random_thermos(random: &mut Random, rules: &mut Rules) {
    let side = rules.side;
    for _ in 0..random.below(3) {
        let mut cell = match rules.thermos.first() {
            Some(other) if random.chance(40) => other[random.below(other.len())],
            _ => random.below(side * side),
        };
        let mut cells = vec![cell];
        for _ in 0..1 + random.below(3) {
            let (r, c) = ((cell / side) as isize, (cell % side) as isize);
            let (dr, dc) = (random.below(3) as isize - 1, random.below(3) as isize - 1);
            let (r, c) = (r + dr, c + dc);
            if !(0..side as isize).contains(&r) || !(0..side as isize).contains(&c) {
                break;
            }
            cell = (r * side as isize + c) as usize;
            if cells.contains(&cell) {
                break;
            }
            cells.push(cell);
        }
        if cells.len() > 1 {
            rules.thermos.push(cells);
        }
    }
}

/// Arrows of two or three cells that `grid` keeps, each a walk of king's
/// moves from its circle, up to three, found by trying walks; one may share
/// a cell with another (then the encoding colours them).
fn random_arrows(random: &mut Random, rules: &mut Rules, grid: &[u8]) {
    let side = rules.side;
    for _ in 0..400 {
        if rules.arrows.len() == 3 {
            break;
        }
        let mut cell = match rules.arrows.first() {
            Some(other) if random.chance(40) => other[random.below(other.len())],
            _ => random.below(side * side),
        };
        let mut cells = vec![cell];
        for _ in 0..1 + random.below(2) {
            let (r, c) = ((cell / side) as isize, (cell % side) as isize);
            let (r, c) = (
                r + random.below(3) as isize - 1,
                c + random.below(3) as isize - 1,
            );
            if !(0..side as isize).contains(&r) || !(0..side as isize).contains(&c) {
                break;
            }
            cell = (r * side as isize + c) as usize;
            if cells.contains(&cell) {
                break;
            }
            cells.push(cell);
        }
        let sum: u8 = cells[1..].iter().map(|&c| grid[c]).sum();
        if cells.len() > 1 && sum == grid[cells[0]] {
            rules.arrows.push(cells);
        }
    }
}

#[test]
fn iss_arrow_example_solves_to_its_published_solution() {
    // Proving it unique takes 702,427 nodes (18.6 s in the checks profile,
    // docs/variants.md): too long for a test, so the first solution only.
    let text = ".Arrow~R1C5~R2C4~R3C3~R4C2~R5C1.Arrow~R3C7~R2C6~R3C5~R4C4~R5C3.Arrow~R6C2~R7C3~R6C4~R5C5~R4C6.Arrow~R7C4~R7C5~R7C6.Arrow~R6C7~R5C7~R4C7.Arrow~R5C9~R6C8~R7C7~R8C6~R9C5.~R1C2_6~R1C9_9~R2C1_9~R8C9_3~R9C1_4~R9C8_7";
    let solution =
        "167584329985362417342719856718293645253647198694158732571936284829471563436825971";
    let (_, found) = solve_all(text, 1);
    assert_eq!(found, vec![digits(solution)]);
}

#[test]
fn arrows_count_as_a_brute_force_does() {
    // Arrows that a random grid keeps, a cage now and then across one,
    // and a few givens: the grid is one solution, the brute force counts
    // the rest.
    let mut random = Random(0xa770_5eed);
    let (mut several, mut coloured) = (0, 0);
    // 4×4 only: the brute force of a 6×6 with two givens visits millions.
    for (side, rounds) in [(4, 120)] {
        for _ in 0..rounds {
            let grid = random_grid(&mut random, side);
            let mut rules = Rules::new(side);
            random_arrows(&mut random, &mut rules, &grid);
            if rules.arrows.is_empty() {
                continue;
            }
            let (a, b) = (rules.arrows[0][0], rules.arrows[0][1]);
            if random.chance(30) && grid[a] != grid[b] {
                let cells = vec![a, b];
                let sum = cells.iter().map(|&c| u32::from(grid[c])).sum();
                rules.cages.push((cells, sum));
            }
            for _ in 0..random.below(3) {
                let cell = random.below(side * side);
                rules.givens[cell] = grid[cell];
            }
            let text = rules.text();
            let expected = rules.brute_count();
            let (count, found) = solve_all(&text, 0);
            assert_eq!(count, expected, "{text}");
            for solution in &found {
                assert_eq!(rules.check(solution), Ok(()), "{text}");
            }
            assert!(found.contains(&grid) || count > 5, "{text}");
            several += usize::from(count > 1);
            coloured += usize::from(variant::parse(&text).unwrap().has_colours());
        }
    }
    assert!(several > 20, "only {several} with more than one solution");
    assert!(coloured > 20, "only {coloured} coloured");
}

/// Up to three dots between random neighbours, and now and then every
/// dot of a kind shown.
fn random_dots(random: &mut Random, rules: &mut Rules) {
    let side = rules.side;
    for _ in 0..random.below(4) {
        let cell = random.below(side * side);
        let other = if random.chance(50) {
            cell + 1
        } else {
            cell + side
        };
        if other < side * side && (other == cell + side || other % side != 0) {
            // No two symbols of a 4×4 make an X's 10.
            let kinds = if side == 4 { "WBV" } else { "WBXV" };
            let kind = kinds.as_bytes()[random.below(kinds.len())] as char;
            rules.dots.push((cell, other, kind));
        }
    }
}

/// Random rules on a 4×4 or 6×6 grid: some of every kind, and random
/// givens that break none of them.
fn random_rules(random: &mut Random, side: usize) -> Rules {
    let mut rules = Rules::new(side);
    if side == 4 && random.chance(30) {
        rules.jigsaw = Some(JIGSAWS_4[random.below(3)].chars().collect());
        if random.chance(70) {
            rules.boxes = None;
        }
    }
    rules.main = random.chance(40);
    rules.anti = random.chance(40);
    rules.windoku = random.chance(30);
    rules.knight = random.chance(25);
    rules.king = side > 4 && random.chance(15);
    rules.consecutive = random.chance(12);
    narrow_some_cells(random, &mut rules);
    // Cages: dominoes and L-trominoes at random places, not overlapping.
    let mut used = vec![false; side * side];
    for _ in 0..random.below(4) {
        let cell = random.below(side * side);
        let (r, c) = (cell / side, cell % side);
        let mut cells = vec![cell];
        if c + 1 < side {
            cells.push(cell + 1);
        }
        if r + 1 < side && random.chance(50) {
            cells.push(cell + side);
        }
        if cells.len() < 2 || cells.iter().any(|&c| used[c]) {
            continue;
        }
        for &c in &cells {
            used[c] = true;
        }
        let sum = if random.chance(25) {
            0
        } else {
            (cells.len() * (cells.len() + 1) / 2 + random.below(2 * side)) as u32
        };
        rules.cages.push((cells, sum));
    }
    // Half of them thermometers, half dots: all at once leave few grids.
    if random.chance(50) {
        random_thermos(random, &mut rules);
    } else {
        random_dots(random, &mut rules);
    }
    let givens = if side == 4 {
        random.below(4)
    } else {
        8 + random.below(6)
    };
    for _ in 0..givens {
        let cell = random.below(side * side);
        rules.givens[cell] = 1 + random.below(side) as u8;
        if rules.allows(&rules.givens).is_err() {
            rules.givens[cell] = 0;
        }
    }
    rules
}

#[test]
fn counts_match_a_brute_force_on_random_small_variants() {
    let mut random = Random(0x5eed_1234_abcd);
    let (mut solvable, mut thermo, mut dots) = (0, 0, 0);
    for (side, rounds) in [(4, 800), (6, 80)] {
        for _ in 0..rounds {
            let rules = random_rules(&mut random, side);
            let text = rules.text();
            let expected = rules.brute_count();
            let (count, found) = solve_all(&text, 0);
            assert_eq!(count, expected, "{text}");
            for solution in &found {
                assert_eq!(rules.check(solution), Ok(()), "{text}");
            }
            solvable += usize::from(expected > 0);
            thermo += usize::from(expected > 0 && !rules.thermos.is_empty());
            dots += usize::from(expected > 0 && !rules.dots.is_empty());
        }
    }
    // The test means something only if many had solutions.
    assert!(solvable > 100, "only {solvable} solvable");
    assert!(thermo > 20, "only {thermo} solvable with thermometers");
    assert!(dots > 30, "only {dots} solvable with dots");
}

/// Every dot of a kind that a grid shows between neighbours.
fn dots_of(grid: &[u8], side: usize, kinds: &str) -> Vec<(usize, usize, char)> {
    let mut dots = Vec::new();
    for a in 0..grid.len() {
        for b in [a + 1, a + side] {
            if b >= grid.len() || (b == a + 1 && b % side == 0) {
                continue;
            }
            let (x, y) = (grid[a], grid[b]);
            let kind = if x.abs_diff(y) == 1 && kinds.contains('W') {
                'W'
            } else if (x == 2 * y || y == 2 * x) && kinds.contains('B') {
                'B'
            } else if x + y == 10 && kinds.contains('X') {
                'X'
            } else if x + y == 5 && kinds.contains('V') {
                'V'
            } else {
                continue;
            };
            dots.push((a, b, kind));
        }
    }
    dots
}

#[test]
fn strict_dots_count_as_a_brute_force_does() {
    // Every dot of a random grid shown and a few givens: the grid is one
    // solution, and the brute force counts the rest.
    let mut random = Random(0x0d07_5eed);
    let mut several = 0;
    for (side, rounds) in [(4, 60), (6, 12)] {
        for round in 0..rounds {
            let grid = &random_grid(&mut random, side);
            let mut rules = Rules::new(side);
            let (kinds, strict_kropki) = if round % 2 == 0 {
                ("WB", true)
            } else {
                ("XV", false)
            };
            rules.dots = dots_of(grid, side, kinds);
            (rules.strict_kropki, rules.strict_xv) = (strict_kropki, !strict_kropki);
            for _ in 0..random.below(3) {
                let cell = random.below(side * side);
                rules.givens[cell] = grid[cell];
            }
            let text = rules.text();
            let expected = rules.brute_count();
            let (count, found) = solve_all(&text, 0);
            assert_eq!(count, expected, "{text}");
            for solution in &found {
                assert_eq!(rules.check(solution), Ok(()), "{text}");
            }
            assert!(found.contains(grid) || count > 5, "{text}");
            several += usize::from(count > 1);
        }
    }
    assert!(several > 20, "only {several} with more than one solution");
}

#[test]
fn a_jigsaw_region_that_is_a_box_and_a_full_cage_make_one_house_each() {
    let text = ".Shape~4x4.Jigsaw~0011001122332233.Cage~~R1C1~R1C2~R2C1~R2C2";
    let variant = variant::parse(text).unwrap();
    // Rows, columns and boxes; the regions and the cage repeat boxes.
    assert_eq!(variant.houses().len(), 12);
    assert_eq!(solve_all(text, 0).0, 288);
}

#[test]
fn anti_king_squares_inside_a_box_cost_no_items() {
    let mut variant = Variant::classic(variant::parse(".Shape~9x9").unwrap().shape);
    variant.anti_king = true;
    let houses = variant.houses();
    // 64 squares, 4 inside each of the 9 boxes.
    assert_eq!(variant.groups(&houses).len(), 64 - 36);
    variant.anti_king = false;
    variant.anti_knight = true;
    // 4 (n-1)(n-2) = 224 knight's pairs, 8 of them inside each box.
    assert_eq!(variant.groups(&houses).len(), 224 - 72);
}

#[test]
fn known_counts_of_empty_small_grids() {
    // 288 classic 4×4 grids; with both diagonals, 48 (the X rules leave a
    // sixth); a 4×4 anti-king grid is impossible.
    assert_eq!(solve_all(".Shape~4x4", 0).0, 288);
    assert_eq!(solve_all(".Shape~4x4.Diagonal~1.Diagonal~-1", 0).0, 48);
    assert_eq!(solve_all(".Shape~4x4.AntiKing", 0).0, 0);
    // A thermometer along a row fixes it to 1 2 3 4: a 24th of 288.
    let row = ".Shape~4x4.Thermo~R1C1~R1C2~R1C3~R1C4";
    assert_eq!(solve_all(row, 0).0, 12);
    assert_eq!(
        solve_all(".Shape~4x4.Diagonal~1.Diagonal~-1", 0).0,
        Rules {
            main: true,
            anti: true,
            ..Rules::new(4)
        }
        .brute_count()
    );
}

#[test]
fn a_cage_of_a_whole_house_is_a_house() {
    let row = "~R1C1~R1C2~R1C3~R1C4";
    assert_eq!(solve_all(&format!(".Shape~4x4.Cage~10{row}"), 0).0, 288);
    assert_eq!(solve_all(&format!(".Shape~4x4.Cage~11{row}"), 0).0, 0);
    let square = "~R2C2~R2C3~R3C2~R3C3";
    assert_eq!(
        solve_all(&format!(".Shape~4x4.Cage~10{square}"), 0).0,
        solve_all(&format!(".Shape~4x4.Cage~{square}"), 0).0
    );
    // The nine-cell cage of sum 45 is encoded, as a house.
    let cells: String = (1..=9).map(|c| format!("~R1C{c}")).collect();
    let (count, _) = solve_all(&format!("{}.Cage~45{cells}", PUBLISHED[1].1), 0);
    assert_eq!(count, 1);
}

#[test]
fn givens_that_break_a_cage_sum_leave_no_solution() {
    let text = ".Shape~4x4.Cage~4~R1C1~R1C2.~R1C1_1~R1C2_2";
    assert_eq!(solve_all(text, 0).0, 0);
    // Kept, they leave the grids that start 1 2: a twelfth of 288.
    let text = ".Shape~4x4.Cage~3~R1C1~R1C2.~R1C1_1~R1C2_2";
    assert_eq!(solve_all(text, 0).0, 24);
}

#[test]
fn givens_on_a_thermometer_bound_it_and_givens_that_break_it_leave_none() {
    let thermo = ".Shape~4x4.Thermo~R1C1~R1C2";
    // Rising from a 1 or to a 4 is free; nothing rises to a 1.
    assert_eq!(solve_all(&format!("{thermo}.~R1C1_1"), 0).0, 72);
    assert_eq!(solve_all(&format!("{thermo}.~R1C1_3~R1C2_4"), 0).0, 24);
    assert_eq!(solve_all(&format!("{thermo}.~R1C2_1"), 0).0, 0);
    // A 1 and a 2 two apart leave the cell between them nothing.
    let text = ".Shape~4x4.Thermo~R1C1~R1C2~R2C2.~R1C1_1~R2C2_2";
    assert_eq!(solve_all(text, 0).0, 0);
    // Three cells from a given 2 leave 2 3 4 in the row's first three.
    let text = ".Shape~4x4.Thermo~R1C2~R1C3~R1C4.~R1C2_2";
    assert_eq!(solve_all(text, 0).0, 12);
}

fn error(text: &str) -> String {
    match variant::parse(text) {
        Err(e) => e.to_string(),
        Ok(variant) => VariantSolver::new()
            .search(&variant, (1, 1), Budget::UNLIMITED, || true)
            .expect_err(text)
            .to_string(),
    }
}

/// Bad puzzles, and what their errors must say.
const BAD: &[(&str, &str)] = &[
    (
        "Cage~3~R1C1",
        "column 1: a constraint string starts with '.', not 'C'",
    ),
    (
        ".Whisper~R1C1~R1C2",
        "column 1: Whisper: the constraint type \"Whisper\" is not supported",
    ),
    (
        ".Windoku.Thermo~R1C1",
        "column 9: Thermo: a line has 2 to 9 cells (its values all differ), found 1",
    ),
    (
        ".Shape~4x4.Thermo~R1C1~R1C2~R1C3~R1C4~R2C4",
        "column 11: Thermo: a line has 2 to 4 cells (its values all differ), found 5",
    ),
    (".Thermo~R1C1~R2C2~R1C1", "column 1: Thermo: R1C1 is named twice"),
    (
        ".WhiteDot~R1C1~R2C2",
        "column 1: WhiteDot: a dot needs two cells side by side (orthogonal neighbours)",
    ),
    (".X~R1C1~R1C2~R1C1", "column 1: X: R1C1 is named twice"),
    (".V~R1C1~R1CA", "column 1: V: \"R1CA\" is not a cell of the grid"),
    (".StrictXV~1", "StrictXV: takes no arguments, found \"1\""),
    (
        ".Arrow~R1C1",
        "column 1: Arrow: an arrow has its circle and at least one cell, found 1 cells",
    ),
    (
        ".Arrow~R1C1~R1C2~R2C4.~R1C1_5~R1C2_1~R2C4_3",
        "the givens on the arrow from R1C1 do not add up",
    ),
    (
        ".BlackDot~R5C5~R5C6.~R5C5_3~R5C6_5",
        "the givens R5C5 and R5C6 break the black dot between them",
    ),
    (
        ".Thermo~R1C1~R1C2~R2C4.~R1C1_5~R2C4_5",
        "the givens R1C1 and R2C4 do not rise along a thermometer",
    ),
    (
        ".Thermo~R1C1~R2C0",
        "column 1: Thermo: \"R2C0\" is not a cell of the grid (R1C1 to R9C9)",
    ),
    (
        ".AntiKnight.Cage~10~R1C1~R1Z2",
        "column 12: Cage: \"R1Z2\" is not a cell of the grid (R1C1 to R9C9)",
    ),
    (
        ".Shape~4x4.~R5C1_1",
        "column 11: givens: \"R5C1\" is not a cell of the grid (R1C1 to R4C4)",
    ),
    (
        ".~R1C1_1_2.~R1C1_3",
        "column 11: givens: R1C1 has no value left: R1C1_3 shares none with what it was given before",
    ),
    (".~R1C1_0", "a given is a cell, then '_' and a value from 1 to 9, once or more"),
    (".~R1C1", "givens: \"R1C1\": a given needs a value"),
    (
        ".AntiConsecutive.~R5C5_4~R5C6_5",
        "the givens R5C5 and R5C6 are neighbours holding consecutive symbols",
    ),
    (
        ".Shape~5x5",
        "column 1: Shape: a square grid of side 4, 6, 9 or 16, as 9x9, found \"5x5\"",
    ),
    (
        ".Shape~9x9~8",
        "Shape: the values must be 1 to the side, 9, found \"8\"",
    ),
    (
        ".Shape~4x4.Jigsaw~0001022103321",
        "Jigsaw: the layout has 13 characters; a 4×4 grid has 16 cells",
    ),
    (
        ".Shape~4x4.Jigsaw~0001022103321334",
        "Jigsaw: more than 4 regions (the last new one is '4')",
    ),
    (
        ".Shape~4x4.Jigsaw~0001022103321332",
        "Jigsaw: region '0' has 5 cells; each region has 4",
    ),
    (".Diagonal~2", "Diagonal: takes 1 (╱) or -1 (╲)"),
    (".Windoku~3", "Windoku: takes no arguments, found \"3\""),
    (
        ".Cage~x~R1C1",
        "Cage: the sum \"x\" is not a whole number (0 or empty, for no sum)",
    ),
    (".Cage~3~R1C1~R1C1", "Cage: R1C1 is named twice"),
    (".Cage~3", "Cage: a cage has 1 to 9 cells, found 0"),
    (
        ".Cage~3~R1C1~R1C2.Cage~5~R1C2~R1C3",
        "column 18: Cage: R1C2 is already in a cage",
    ),
    (
        ".AntiKnight.~R1C3_5~R2C5_5",
        "the givens R1C3 and R2C5 hold 5 twice in one anti-knight pair",
    ),
    (
        ".Diagonal~-1.~R1C1_5~R9C9_5",
        "the givens R1C1 and R9C9 hold 5 twice in one house",
    ),
    (
        "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>>",
        "column 81: killer: the arrow at R9C9 points off the grid",
    ),
    (
        "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^><",
        "column 80: killer: the arrow at R9C8 leads round a loop, to no sum",
    ),
];

#[test]
fn bad_inputs_say_what_and_where() {
    for &(text, expected) in BAD {
        let message = error(text);
        assert!(message.contains(expected), "{text}: {message}");
    }
}

#[test]
fn only_constraint_strings_are_variants() {
    assert!(variant::is_variant(".Windoku"));
    assert!(variant::is_variant("  .Cage~3~R1C1~R1C2"));
    assert!(!variant::is_variant("..3.A.....")); // a grid's row
    assert!(!variant::is_variant("4.3~")); // a grid does not start there
}

#[test]
fn every_given_in_a_solution_stays_and_a_full_search_stops_at_its_limit() {
    let rules = published_rules("Sudoku X");
    let mut text = PUBLISHED[1].1.to_string();
    // Drop the last given: more solutions, each a Sudoku X.
    text.truncate(text.rfind('~').unwrap());
    let (count, found) = solve_all(&text, 3);
    assert!(count > 1 && count <= 3);
    let mut fewer = rules.clone();
    fewer.givens[8 * 9 + 7] = 0;
    for solution in found {
        assert_eq!(fewer.check(&solution), Ok(()));
    }
}

/// The sums the 45 rule derives (innies and outies of rows, columns, boxes
/// and bands of rows and columns) hold in the published killer's solution
/// and in a hard killer's (TAREK #1 of ISS's `TAREK_ALL`, its solution
/// ISS's), each over open cells: the implied cages (two or more cells in
/// one house, of any size) all different, and the coloured sums of one
/// cell or of two or three cells across houses; and the killer's count is
/// unchanged by them (it is one).
#[test]
fn derived_house_sums_hold_in_killers_solutions() {
    let tarek = (
        "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^",
        "432851769786239415159467823263974581971583642548612397397148256614725938825396174",
    );
    for (text, solution) in [(PUBLISHED[0].1, PUBLISHED[0].2), tarek] {
        let variant = variant::parse(text).unwrap();
        let derived = variant.with_house_sums().expect("a killer implies sums");
        let mut sums: Vec<(Vec<usize>, u32, bool)> = derived.relations[variant.relations.len()..]
            .iter()
            .map(|relation| match relation {
                variant::Relation::Sum {
                    cells,
                    total,
                    distinct,
                } => {
                    assert!(cells.len() == 1 || (!distinct && cells.len() <= 3));
                    (cells.clone(), *total, *distinct)
                }
                _ => panic!("not a sum: {relation:?}"),
            })
            .collect();
        assert!(variant.implied.is_empty());
        assert!(
            derived.implied.len() >= 5 && derived.implied.iter().any(|c| c.cells.len() >= 4),
            "{} implied cages from {text}",
            derived.implied.len()
        );
        for cage in &derived.implied {
            assert!((2..9).contains(&cage.cells.len()), "{cage:?}");
            sums.push((cage.cells.clone(), cage.sum.unwrap(), true));
        }
        let solution = digits(solution);
        for (cells, total, distinct) in &sums {
            assert!(cells.iter().all(|&c| variant.givens[c] == 0));
            let values: Vec<u8> = cells.iter().map(|&c| solution[c]).collect();
            let made: u32 = values.iter().map(|&v| u32::from(v)).sum();
            assert_eq!(made, *total, "{cells:?}");
            if *distinct {
                let mut sorted = values.clone();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(sorted.len(), values.len(), "{cells:?}");
            }
        }
        let (count, found) = solve_all(text, 0);
        assert_eq!((count, found[0].clone()), (1, solution));
    }
}

/// A cage of sum 0 has no sum, as in ISS (whose canonical text writes the
/// forum killers' `0` heads so): it reads as the cage with an empty sum.
#[test]
fn a_cage_of_sum_zero_only_forbids_repeats() {
    let zero = variant::parse(".Cage~0~R1C1~R1C2.Cage~0~R2C1~R3C1").unwrap();
    let empty = variant::parse(".Cage~~R1C1~R1C2.Cage~~R2C1~R3C1").unwrap();
    assert_eq!(zero, empty);
    assert!(zero.cages.iter().all(|cage| cage.sum.is_none()));
}

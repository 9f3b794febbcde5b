//! Killer cages encoded by their sets of symbols (a primary item for the
//! cage, one option a set, the cells placed one by one) count exactly as
//! the brute force of `variants/rules.rs` does and as the fillings do, on
//! random small killers whose cages, small ones included, are encoded that
//! way (every one, or those of more than 2, 6 or 24 fillings, beside the
//! others' fillings); and a hard killer keeps its one solution.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_dlx::sudoku::variant::{self, VariantSolver};
use sudoku_dlx::work::Budget;

#[path = "variants/rules.rs"]
mod rules;
#[allow(dead_code)]
#[path = "variants/solve.rs"]
mod solve;

use rules::{Random, Rules};
use solve::{random_grid, solve_with};

/// The count of `text` with each summed cage of more than `most` fillings
/// encoded by its sets (0: every one), and the solutions kept (up to 5).
fn count(text: &str, most: usize) -> (u64, Vec<Vec<u8>>) {
    solve_with(VariantSolver::with_fillings_up_to(most), text, 0)
}

/// Random cages of 2 to `most` orthogonally connected cells, not
/// overlapping, summing to what `grid` gives them (or, one in thirty, to
/// one more or less, which may leave no solution).
fn random_cages(random: &mut Random, rules: &mut Rules, grid: &[u8], most: usize) {
    let n = rules.side;
    let mut used = vec![false; n * n];
    for _ in 0..2 * n {
        let start = random.below(n * n);
        if used[start] {
            continue;
        }
        let mut cells = vec![start];
        used[start] = true;
        let size = 2 + random.below(most - 1);
        while cells.len() < size {
            let from = cells[random.below(cells.len())];
            let (r, c) = (from / n, from % n);
            let next = match random.below(4) {
                0 if r > 0 => from - n,
                1 if r + 1 < n => from + n,
                2 if c > 0 => from - 1,
                3 if c + 1 < n => from + 1,
                _ => continue,
            };
            // A cage keeps its symbols distinct, as the grid must.
            let repeats = cells.iter().any(|&c| grid[c] == grid[next]);
            if used[next] || repeats {
                if random.chance(20) {
                    break;
                }
                continue;
            }
            used[next] = true;
            cells.push(next);
        }
        if cells.len() < 2 {
            used[start] = false;
            continue;
        }
        let mut sum: u32 = cells.iter().map(|&c| u32::from(grid[c])).sum();
        if random.below(30) == 0 {
            sum = if random.chance(50) { sum + 1 } else { sum - 1 };
        }
        rules.cages.push((cells, sum));
    }
}

/// A random killer on `side`, with a few givens from its grid and now and
/// then another rule, that the brute force counts quickly.
fn random_killer(random: &mut Random, side: usize) -> Rules {
    let grid = random_grid(random, side);
    let mut rules = Rules::new(side);
    random_cages(random, &mut rules, &grid, if side == 4 { 4 } else { 6 });
    rules.main = random.chance(20);
    rules.knight = random.chance(15);
    rules.consecutive = random.chance(10);
    let givens = if side == 4 {
        random.below(3)
    } else {
        6 + random.below(6)
    };
    for _ in 0..givens {
        let cell = random.below(side * side);
        rules.givens[cell] = grid[cell];
        // The grid keeps the classic rules, not always the others.
        if rules.allows(&rules.givens).is_err() {
            rules.givens[cell] = 0;
        }
    }
    rules
}

#[test]
fn cages_by_sets_count_as_the_brute_force_and_the_fillings_do() {
    let mut random = Random(0x5e75_0fd1_6175);
    let (mut solvable, mut large) = (0, 0);
    for (side, rounds) in [(4, 150), (6, 40)] {
        for _ in 0..rounds {
            let rules = random_killer(&mut random, side);
            let text = rules.text();
            let expected = rules.brute_count();
            assert_eq!(count(&text, usize::MAX).0, expected, "fillings: {text}");
            for most in [0, 2, 6, 24] {
                let (found, solutions) = count(&text, most);
                assert_eq!(found, expected, "fillings up to {most}: {text}");
                for solution in &solutions {
                    assert_eq!(rules.check(solution), Ok(()), "{text}");
                }
            }
            solvable += usize::from(expected > 0);
            large += usize::from(rules.cages.iter().any(|(cells, _)| cells.len() >= 4));
        }
    }
    // The test means something only if many had solutions and large cages.
    assert!(solvable > 80, "only {solvable} solvable");
    assert!(large > 40, "only {large} with a cage of four cells or more");
}

#[test]
fn givens_inside_a_cage_by_sets_leave_its_other_symbols() {
    // A 4×4 cage of three cells, sum 6 ({1,2,3}), one of them given 2: the
    // other two hold 1 and 3, either way round; the rest of the grid
    // follows. Counted against the brute force.
    let mut rules = Rules::new(4);
    rules.cages.push((vec![0, 1, 4], 6));
    rules.givens[1] = 2;
    let text = rules.text();
    let expected = rules.brute_count();
    assert!(expected > 0);
    for most in [0, 1, usize::MAX] {
        assert_eq!(count(&text, most).0, expected, "{most}");
    }
    // A given the cage's sum cannot hold: no set is left, no solution.
    rules.givens[1] = 4;
    let text = rules.text();
    assert_eq!(rules.brute_count(), 0);
    assert_eq!(count(&text, 0).0, 0);
}

#[test]
fn a_hard_killer_keeps_its_one_solution_whichever_the_encoding() {
    // TAREK #3 of ISS's `TAREK_ALL` (the enjoysudoku forum's hardest
    // killers), in the forum's form: one solution by fillings alone, and
    // the same one with its cages of more than 24, 100 and 500 fillings by
    // their sets.
    let tarek = "G<<N<J<H<^O>^>^K^^>^GI<A^<L^>^^E^<>^FF<E^<C^I^^E^<>^>^^C^<GH<^QF^<>^^E<^^<J<<>^>^";
    let (one, solutions) = count(tarek, usize::MAX);
    assert_eq!(one, 1);
    for most in [24, 100, 500] {
        assert_eq!(count(tarek, most), (1, solutions.clone()), "{most}");
    }
}

#[test]
fn a_cage_too_large_to_fill_whole_is_solved_by_its_sets() {
    // Six cells of a 16×16 summing to 51 have more fillings than the
    // fillings may number (the stepper, which fills every cage whole,
    // refuses it); by its sets the solver finds a grid, every row, column
    // and box a permutation, the cage distinct and of its sum.
    let text = ".Shape~16x16.Cage~51~R1C1~R1C2~R1C3~R1C4~R1C5~R1C6";
    let variant = variant::parse(text).unwrap();
    let found = VariantSolver::new()
        .search(&variant, (1, 1), Budget::UNLIMITED, || true)
        .unwrap();
    assert_eq!(found.count, 1);
    let grid = &found.solutions[0];
    let n = 16;
    let permutation = |cells: Vec<usize>| {
        let seen = cells.iter().fold(0u32, |set, &c| set | 1 << (grid[c] - 1));
        seen == 0xffff
    };
    for k in 0..n {
        assert!(permutation((0..n).map(|c| k * n + c).collect()));
        assert!(permutation((0..n).map(|r| r * n + k).collect()));
        let (top, left) = (k / 4 * 4, k % 4 * 4);
        assert!(permutation(
            (0..n).map(|i| (top + i / 4) * n + left + i % 4).collect()
        ));
    }
    let cage = &grid[..6];
    assert_eq!(cage.iter().map(|&v| u32::from(v)).sum::<u32>(), 51);
    assert!((1..6).all(|i| !cage[..i].contains(&cage[i])));
}

#[test]
fn killers_with_implied_cages_count_as_the_brute_force() {
    // The 45 rule's cages (open cells of one house outside the cages
    // wholly in it, or the cells the cages reaching out of a caged house
    // cover beyond it) overlap the puzzle's cages and each other, and are
    // encoded by their sets whatever the threshold for the puzzle's own.
    // Random small killers dense with cages, many of which imply some,
    // count as the brute force counts them.
    let mut random = Random(0x0045_0045_2026);
    let (mut implied, mut large) = (0, 0);
    for (side, rounds) in [(4, 120), (6, 40)] {
        for _ in 0..rounds {
            let grid = random_grid(&mut random, side);
            let mut rules = Rules::new(side);
            random_cages(
                &mut random,
                &mut rules,
                &grid,
                if side == 4 { 3 } else { 5 },
            );
            random_cages_more(&mut random, &mut rules, &grid);
            let text = rules.text();
            let variant = variant::parse(&text).unwrap();
            let derived = variant
                .with_house_sums()
                .map(|v| v.implied)
                .unwrap_or_default();
            implied += usize::from(!derived.is_empty());
            large += usize::from(derived.iter().any(|cage| cage.cells.len() >= 3));
            let expected = rules.brute_count();
            for most in [0, 6, usize::MAX] {
                let (found, solutions) = count(&text, most);
                assert_eq!(found, expected, "fillings up to {most}: {text}");
                for solution in &solutions {
                    assert_eq!(rules.check(solution), Ok(()), "{text}");
                }
            }
        }
    }
    assert!(implied > 100, "only {implied} killers implied a cage");
    assert!(
        large > 80,
        "only {large} implied a cage of three cells or more"
    );
}

/// Cages of two cells on the cells `random_cages` left, side by side in a
/// row, so that more houses are nearly covered.
fn random_cages_more(random: &mut Random, rules: &mut Rules, grid: &[u8]) {
    let n = rules.side;
    let mut used = vec![false; n * n];
    for (cells, _) in &rules.cages {
        for &c in cells {
            used[c] = true;
        }
    }
    for cell in 0..n * n - 1 {
        let next = cell + 1;
        if next % n == 0 || used[cell] || used[next] || grid[cell] == grid[next] {
            continue;
        }
        if random.chance(60) {
            used[cell] = true;
            used[next] = true;
            let sum = u32::from(grid[cell]) + u32::from(grid[next]);
            rules.cages.push((vec![cell, next], sum));
        }
    }
}

#[test]
fn killers_by_the_constraint_search_count_as_the_brute_force() {
    // The solver's own path for a killer (`constraints.rs`: the cages and
    // the sums the houses imply narrowing their cells between nodes)
    // against the brute force and exact cover alone, on random small
    // killers, sparse and dense with cages, with givens, now and then a
    // diagonal, anti-knight or non-consecutive: the same count, the same
    // solutions (as many as kept), each by the rules.
    let mut random = Random(0x6b11_1e25_2026);
    let mut solvable = 0;
    for (side, rounds) in [(4, 150), (6, 60)] {
        for round in 0..rounds {
            let rules = if round % 2 == 0 {
                random_killer(&mut random, side)
            } else {
                let grid = random_grid(&mut random, side);
                let mut rules = Rules::new(side);
                random_cages(&mut random, &mut rules, &grid, side - 1);
                random_cages_more(&mut random, &mut rules, &grid);
                rules
            };
            let text = rules.text();
            let expected = rules.brute_count();
            solvable += usize::from(expected > 0);
            let (found, mut solutions) = solve_with(VariantSolver::new(), &text, 0);
            let (exact, mut exact_solutions) = solve_with(VariantSolver::exact_cover(), &text, 0);
            assert_eq!(found, expected, "constraints: {text}");
            assert_eq!(exact, expected, "exact cover: {text}");
            solutions.sort();
            exact_solutions.sort();
            if found <= 5 {
                assert_eq!(solutions, exact_solutions, "{text}");
            }
            for solution in &solutions {
                assert_eq!(rules.check(solution), Ok(()), "{text}");
            }
        }
    }
    assert!(solvable > 80, "only {solvable} solvable");
}

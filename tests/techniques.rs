//! One real position per technique, where it is the simplest step left,
//! with the step expected; and the soundness of every step, on generated
//! positions and on a player's own marks, checked against the solution.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use proptest::prelude::*;
use sudoku_dlx::sudoku::logic::{Candidates, Hint, LinkKind, Technique};
use sudoku_dlx::sudoku::{candidates, Grid, Solver};

/// Each technique, a 17-clue puzzle (of the 49,158) whose chain needs it,
/// and its first step of that technique: placements `r1c2=4`,
/// eliminations `r1c2-4`.
const STEPS: &[(Technique, &str, &str)] = &[
    (
        Technique::Pointing,
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
        "r7c7-1 r8c7-1 r9c7-1",
    ),
    (
        Technique::Claiming,
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
        "r1c1-4 r1c2-4 r2c1-4 r2c2-4",
    ),
    (
        Technique::NakedPair,
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
        "r8c4-1 r8c4-5 r8c6-1 r8c6-5 r8c7-5",
    ),
    (
        Technique::HiddenPair,
        ".................1....23.4......2.3...1.45.....6...7.....71.....4.......23.....8.",
        "r1c3-4 r1c3-5 r1c3-8 r1c3-9 r2c3-4 r2c3-5 r2c3-8 r2c3-9",
    ),
    (
        Technique::NakedTriple,
        ".................1..2.34..............5...34..6.7........1.6..8..98......74....9.",
        "r1c5-2 r1c5-8 r2c5-2 r2c5-8 r5c5-2 r5c5-8",
    ),
    (
        Technique::HiddenTriple,
        "................12....34........53....16......27.........2....7.8...3...4......61",
        "r4c4-4 r4c4-8 r4c4-9 r4c5-4 r4c5-8 r4c5-9 r4c8-4 r4c8-8 r4c8-9",
    ),
    (
        Technique::XWing,
        ".................1..2..3.4......23...5.......41......6...56......4.1......7...82.",
        "r1c8-9 r8c8-9",
    ),
    (
        Technique::XyWing,
        ".................1..2..3.4......25...1......67..........5...38...8.6.....4.17....",
        "r1c8-9 r2c8-9",
    ),
    (
        Technique::NakedQuad,
        "................12..3..4........53...14.....672...........8.......12..7...6...4..",
        "r4c5-7 r6c4-8 r6c4-9 r6c5-9 r6c6-8 r6c6-9",
    ),
    (
        Technique::Swordfish,
        ".................1..2.34.5.......32....6......7.1.........2.4...6..5....81......6",
        "r5c5-8",
    ),
    (
        Technique::XyzWing,
        ".................1..2..3.4........5......632..7..8.........2....8.7....971......8",
        "r5c4-4",
    ),
    (
        Technique::WWing,
        ".................1..2..3.4.............15...6.43..7..........3815.6.....6......7.",
        "r4c5-2 r4c6-2",
    ),
    (
        Technique::SimpleColouring,
        ".................1..2..3..4.......5......4....3...678.....9.2..1..5.....46.1.....",
        "r3c5-7 r3c8-7 r4c2-7 r5c4-7 r7c6-7 r8c9-7 r9c3-7",
    ),
    (
        Technique::Jellyfish,
        "................12..3.45......1......2.....4..6.7.3......2....6..4...5.3.8.......",
        "r1c1-9 r8c5-9",
    ),
    (
        Technique::XChain,
        ".................1..2..3.4........2..5..6.3..16..7.........8.....4..2....7..1...6",
        "r4c1-8",
    ),
    (
        Technique::XyChain,
        "................12....34.........3....1.......5..6.4.7.....1.8.3..2.8...7.....6..",
        "r8c3-6",
    ),
    (
        Technique::Aic,
        ".................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3",
        "r1c2-7",
    ),
    (
        Technique::ForcingChain,
        "................12....34........53....1.......261..7.....2....5.7..8....3.....4..",
        "r5c6-6",
    ),
];

/// A step's placements and eliminations in solvers' notation.
fn notation(step: &Hint) -> String {
    let name = |cell: usize| format!("r{}c{}", cell / 9 + 1, cell % 9 + 1);
    let placed = step
        .placements
        .iter()
        .map(|&(c, v)| format!("{}={v}", name(c)));
    let removed = step
        .eliminations
        .iter()
        .map(|&(c, v)| format!("{}-{v}", name(c)));
    placed.chain(removed).collect::<Vec<_>>().join(" ")
}

/// The first step of `technique` on the way from `puzzle`'s candidates.
fn first_of(puzzle: &Grid, technique: Technique) -> Option<(Candidates, Hint)> {
    let mut candidates = Candidates::new(puzzle);
    while let Some(step) = candidates.next_step(Technique::ForcingChain) {
        if step.technique == technique {
            return Some((candidates, step));
        }
        candidates.apply(&step);
    }
    None
}

#[test]
fn each_technique_finds_its_step_in_a_real_position() {
    let mut solver = Solver::new();
    let mut wrong = Vec::new();
    for &(technique, puzzle, expected) in STEPS {
        let grid: Grid = puzzle.parse().unwrap();
        let solution = solver.solve(&grid).solution.unwrap();
        let (candidates, step) = first_of(&grid, technique).expect("the technique is needed");
        check(&candidates, &step, &solution);
        // Every simpler technique finds nothing here.
        let before =
            Technique::ALL[Technique::ALL.iter().position(|&t| t == technique).unwrap() - 1];
        assert_eq!(
            candidates.next_step(before),
            None,
            "{technique} is the simplest step"
        );
        assert!(
            step.explanation
                .to_lowercase()
                .starts_with(technique.name()),
            "{step}"
        );
        if notation(&step) != expected {
            wrong.push(format!("{technique}: {:?} ({step})", notation(&step)));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn basic_elimination_clears_a_players_marks_that_a_peer_rules_out() {
    let grid: Grid = STEPS[0].1.parse().unwrap();
    let all = vec![0x1ff; 81];
    let step = Candidates::with_marks(&grid, &all)
        .next_step(Technique::ForcingChain)
        .unwrap();
    assert_eq!(step.technique, Technique::BasicElimination);
    let auto = candidates(&grid);
    let expected: Vec<(usize, u8)> = (0..81)
        .filter(|&c| grid.cells()[c] == 0)
        .flat_map(|c| {
            let ruled_out = 0x1ff & !auto[c];
            (1..=9u8)
                .filter(move |v| ruled_out & 1 << (v - 1) != 0)
                .map(move |v| (c, v))
        })
        .collect();
    assert_eq!(step.eliminations, expected);
}

/// A step places only the solution's symbols and rules out only
/// candidates that are there and not the solution's.
fn check(candidates: &Candidates, step: &Hint, solution: &Grid) {
    let has = |(cell, value): (usize, u8)| candidates.masks()[cell] & 1 << (value - 1) != 0;
    for &(cell, value) in &step.placements {
        assert!(
            has((cell, value)) && solution.cells()[cell] == value,
            "{step}"
        );
    }
    for &(cell, value) in &step.eliminations {
        assert!(
            has((cell, value)) && solution.cells()[cell] != value,
            "{step}"
        );
    }
}

/// Follows every step from `candidates`, checking each; returns the steps.
fn follow_checked(mut candidates: Candidates, solution: &Grid) -> usize {
    let mut steps = 0;
    while let Some(step) = candidates.next_step(Technique::ForcingChain) {
        check(&candidates, &step, solution);
        candidates.apply(&step);
        steps += 1;
    }
    steps
}

/// Unique puzzles with their solutions: the 17-clue ones above, and the
/// vendored fixtures of every size.
fn unique_puzzles() -> Vec<(Grid, Grid)> {
    let mut solver = Solver::new();
    let mut found: Vec<(Grid, Grid)> = STEPS
        .iter()
        .map(|&(_, text, _)| {
            let grid: Grid = text.parse().unwrap();
            let solution = solver.solve(&grid).solution.unwrap();
            (grid, solution)
        })
        .collect();
    found.extend(
        common::fixtures()
            .into_iter()
            .filter(|f| f.count == 1)
            .map(|f| (f.puzzle, f.solution.unwrap())),
    );
    found
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Positions on the way to a solution (some of its cells revealed), from
    /// their own candidates and from a player's marks holding extra symbols.
    #[test]
    fn every_step_agrees_with_the_solution(
        pick in 0usize..1000,
        reveal in proptest::collection::vec(any::<bool>(), 625),
        extra in proptest::collection::vec(any::<u32>(), 625),
    ) {
        let puzzles = unique_puzzles();
        let (puzzle, solution) = &puzzles[pick % puzzles.len()];
        let cells: Vec<u8> = puzzle
            .cells()
            .iter()
            .enumerate()
            .map(|(i, &v)| if v == 0 && reveal[i] && i % 3 == 0 { solution.cells()[i] } else { v })
            .collect();
        let grid = Grid::from_cells(cells).unwrap();
        follow_checked(Candidates::new(&grid), solution);
        let side = grid.shape().side();
        let auto = candidates(&grid);
        let marks: Vec<u32> = (0..auto.len())
            .map(|i| auto[i] | extra[i] & ((1 << side) - 1) & (extra[i] >> 16))
            .collect();
        follow_checked(Candidates::with_marks(&grid, &marks), solution);
    }
}

/// The first step of `technique` in its position above, with the solution.
fn step_of(technique: Technique) -> (Candidates, Hint, Grid) {
    let &(_, puzzle, _) = STEPS.iter().find(|&&(t, _, _)| t == technique).unwrap();
    let grid: Grid = puzzle.parse().unwrap();
    let solution = Solver::new().solve(&grid).solution.unwrap();
    let (candidates, step) = first_of(&grid, technique).unwrap();
    (candidates, step, solution)
}

#[test]
fn a_chain_is_drawn_link_for_link_as_its_words_read() {
    for technique in [Technique::XChain, Technique::XyChain, Technique::Aic] {
        let (candidates, step, solution) = step_of(technique);
        let has = |(cell, value): (usize, u8)| candidates.masks()[cell] & 1 << (value - 1) != 0;
        let truth = |(cell, value): (usize, u8)| solution.cells()[cell] == value;
        // The words write a strong link " = " and a weak one " - ".
        let chain = step.explanation.split(" (= a strong").next().unwrap();
        let kinds: Vec<LinkKind> = step.links.iter().map(|link| link.kind).collect();
        let strong = kinds.iter().filter(|&&k| k == LinkKind::Strong).count();
        let weak = kinds.iter().filter(|&&k| k == LinkKind::Weak).count();
        assert_eq!(strong, chain.matches(" = ").count(), "{step}");
        assert_eq!(weak, chain.matches(" - ").count(), "{step}");
        assert!(strong >= 2 && kinds[0] == LinkKind::Strong, "{step}");
        assert_eq!(step.links.len() + 1, step.evidence.len(), "{step}");
        for pair in step.links.windows(2) {
            assert_eq!(pair[0].to, pair[1].from, "{step}: the links follow on");
        }
        for link in &step.links {
            assert!(has(link.from) && has(link.to), "{step}");
            match link.kind {
                LinkKind::Strong => assert!(truth(link.from) || truth(link.to), "{step}"),
                _ => assert!(!(truth(link.from) && truth(link.to)), "{step}"),
            }
        }
    }
}

#[test]
fn a_forcing_chain_links_its_supposition_to_each_single_in_turn() {
    let (_, step, _) = step_of(Technique::ForcingChain);
    let singles = step.explanation.split(" (").nth(1).unwrap();
    let singles = singles.split(") until").next().unwrap();
    assert_eq!(step.links.len(), singles.split("; ").count(), "{step}");
    assert!(step.links.iter().all(|l| l.kind == LinkKind::Forces));
    assert_eq!(step.links[0].from, step.eliminations[0], "{step}");
}

#[test]
fn simple_colouring_parts_its_chain_in_two_colours_one_of_them_true() {
    let (_, step, solution) = step_of(Technique::SimpleColouring);
    let truth = |(cell, value): (usize, u8)| solution.cells()[cell] == value;
    let (second, first): (Vec<_>, Vec<_>) =
        (step.evidence.iter()).partition(|c| step.opposite.contains(c));
    assert!(!first.is_empty() && !second.is_empty(), "{step}");
    let second_true = second.iter().all(|&&c| truth(c));
    assert!(second_true || second.iter().all(|&&c| !truth(c)), "{step}");
    assert_eq!(first.iter().all(|&&c| truth(c)), !second_true, "{step}");
    // Each conjugate pair joins the two colours.
    assert_eq!(step.links.len() + 1, step.evidence.len(), "{step}");
    for link in &step.links {
        assert_ne!(
            step.opposite.contains(&link.from),
            step.opposite.contains(&link.to),
            "{step}"
        );
    }
}

#[test]
fn a_fish_names_its_base_and_cover_lines() {
    for (technique, size) in [
        (Technique::XWing, 2),
        (Technique::Swordfish, 3),
        (Technique::Jellyfish, 4),
    ] {
        let (_, step, _) = step_of(technique);
        assert_eq!(step.base.len(), 9 * size, "{step}");
        assert_eq!(step.cover.len(), 9 * size, "{step}");
        for &(cell, _) in &step.evidence {
            assert!(
                step.base.contains(&cell) && step.cover.contains(&cell),
                "{step}"
            );
        }
        for &(cell, _) in &step.eliminations {
            assert!(
                step.cover.contains(&cell) && !step.base.contains(&cell),
                "{step}"
            );
        }
    }
}

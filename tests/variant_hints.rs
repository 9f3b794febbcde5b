//! A variant's hints as a killer player takes them: what a cage's
//! combinations and the 45 rule give comes before any guess, in the
//! player's words, and every step, played to the end, agrees with the
//! solution (found by the variant's own search, apart from the hints).

use sudoku_dlx::sudoku::variant::{
    next_step, parse, Kind, Step, Variant, VariantGenerator, VariantOptions, VariantSolver,
};
use sudoku_dlx::sudoku::Level;
use sudoku_dlx::work::Budget;

/// Wikipedia's killer (as tests/variant_breaks.rs has it) and its solution.
const KILLER: &str = ".Cage~3~R1C1~R1C2.Cage~15~R1C3~R1C4~R1C5.Cage~25~R2C1~R2C2~R3C1~R3C2.Cage~17~R2C3~R2C4.Cage~9~R3C3~R3C4~R4C4.Cage~22~R1C6~R2C5~R2C6~R3C5.Cage~4~R1C7~R2C7.Cage~16~R1C8~R2C8.Cage~15~R1C9~R2C9~R3C9~R4C9.Cage~20~R3C7~R3C8~R4C7.Cage~8~R3C6~R4C6~R5C6.Cage~17~R4C5~R5C5~R6C5.Cage~20~R5C4~R6C4~R7C4.Cage~14~R4C2~R4C3.Cage~6~R4C1~R5C1.Cage~13~R5C2~R5C3~R6C2.Cage~6~R6C3~R7C2~R7C3.Cage~17~R4C8~R5C7~R5C8.Cage~27~R6C1~R7C1~R8C1~R9C1.Cage~8~R8C2~R9C2.Cage~16~R8C3~R9C3.Cage~10~R7C5~R8C4~R8C5~R9C4.Cage~12~R5C9~R6C9.Cage~6~R6C7~R6C8.Cage~20~R6C6~R7C6~R7C7.Cage~15~R8C6~R8C7.Cage~14~R7C8~R7C9~R8C8~R8C9.Cage~13~R9C5~R9C6~R9C7.Cage~17~R9C8~R9C9";
const KILLER_SOLVED: &str =
    "215647398368952174794381652586274931142593867973816425821739546659428713437165289";

/// Candidates: a cell and a digit.
type Candidates = Vec<(usize, u8)>;

/// What one step places and rules out, and its technique's name.
fn effect(step: &Step) -> (Candidates, Candidates, String) {
    match step {
        Step::Single(single) => (
            vec![(single.cell, single.value)],
            Vec::new(),
            "single".into(),
        ),
        Step::Sum(sum) => (
            sum.placements.clone(),
            sum.eliminations.clone(),
            sum.technique.into(),
        ),
        Step::Technique(hint) => (
            hint.placements.clone(),
            hint.eliminations.clone(),
            hint.technique.name().into(),
        ),
        Step::Guess(guess) => (Vec::new(), Vec::new(), format!("guess at {}", guess.cell)),
    }
}

/// Plays hints on `variant` to the end, as a player applying each step
/// (a guess taken at the solution's digit), each checked against
/// `solution`; returns the techniques used, in order.
fn play(mut variant: Variant, solution: &[u8]) -> Vec<String> {
    let mut used = Vec::new();
    for _ in 0..2000 {
        let Some(step) = next_step(&variant).expect("a grid with a solution has steps") else {
            assert_eq!(variant.givens, solution, "the hints fill the solution");
            return used;
        };
        let (placements, eliminations, name) = effect(&step);
        for &(cell, value) in &placements {
            assert_eq!(value, solution[cell], "{name} places the solution's digit");
            variant.givens[cell] = value;
            variant.allowed[cell] = 1 << (value - 1);
        }
        for &(cell, value) in &eliminations {
            assert_ne!(
                value, solution[cell],
                "{name} never rules out the solution's digit"
            );
            variant.allowed[cell] &= !(1 << (value - 1));
        }
        if let Step::Guess(guess) = &step {
            let value = solution[guess.cell];
            variant.givens[guess.cell] = value;
            variant.allowed[guess.cell] = 1 << (value - 1);
        } else {
            assert!(
                !placements.is_empty() || !eliminations.is_empty(),
                "{name} does something"
            );
        }
        used.push(name);
    }
    panic!("the hints did not finish the grid: {used:?}");
}

fn digits(text: &str) -> Vec<u8> {
    text.bytes().map(|b| b - b'0').collect()
}

#[test]
fn the_first_hint_on_wikipedias_killer_is_its_cage_of_3_not_a_guess() {
    let variant = parse(KILLER).unwrap();
    let Ok(Some(Step::Sum(step))) = next_step(&variant) else {
        panic!("a cage's combination first: {:?}", next_step(&variant));
    };
    assert_eq!(step.technique, "cage combination");
    assert_eq!(
        step.explanation,
        "The cage of 3 in two cells at row 1, column 1 can only be 1 and 2: so 1 and 2 go nowhere \
         else in row 1 or box 1."
    );
    assert_eq!(
        step.nudge,
        "Look at the cage of 3 at row 1, column 1: what can make it?"
    );
    assert_eq!(step.cells, [0, 1]);
    // Row 1's seven other cells and box 1's six, 1 and 2 from each where its
    // candidates (its cage's sums) still hold them.
    let solution = digits(KILLER_SOLVED);
    assert!(!step.eliminations.is_empty());
    for &(cell, value) in &step.eliminations {
        assert!(value == 1 || value == 2);
        assert!(
            cell / 9 == 0 || (cell / 9 < 3 && cell % 9 < 3),
            "cell {cell}"
        );
        assert_ne!(solution[cell], value);
    }
}

#[test]
fn wikipedias_killer_is_played_to_the_end_by_hints_every_step_sound_and_no_guess() {
    let used = play(parse(KILLER).unwrap(), &digits(KILLER_SOLVED));
    // Its three cages of one way (3, 17 and 4 in two cells) open it; singles do the rest.
    assert!(
        used.iter().all(|name| !name.starts_with("guess")),
        "{used:?}"
    );
    assert!(used[0] == "cage combination", "{used:?}");
}

#[test]
fn a_cage_with_one_way_to_its_sum_clears_those_digits_from_its_houses() {
    for (cage, only) in [
        (".Cage~17~R1C1~R1C2", "8 and 9"),
        (".Cage~6~R1C1~R1C2~R1C3", "1, 2 and 3"),
        (".Cage~24~R1C1~R1C2~R1C3", "7, 8 and 9"),
        (".Cage~4~R1C1~R2C1", "1 and 3"),
    ] {
        let variant = parse(cage).unwrap();
        let Ok(Some(Step::Sum(step))) = next_step(&variant) else {
            panic!("{cage}: {:?}", next_step(&variant));
        };
        assert!(
            step.explanation.contains(&format!(
                "can only be {only}: so {only} go nowhere else in "
            )),
            "{cage}: {}",
            step.explanation
        );
        let digits: Vec<u8> = only
            .split(|c: char| !c.is_ascii_digit())
            .filter_map(|d| d.parse().ok())
            .collect();
        for &(cell, value) in &step.eliminations {
            assert!(
                digits.contains(&value) && !step.cells.contains(&cell),
                "{cage}: {cell} {value}"
            );
        }
    }
}

#[test]
fn the_45_rule_places_the_one_cell_a_row_leaves_outside_its_cages() {
    // Row 1's cages, none with a forced digit, make 10 + 11 + 12 + 9 = 42:
    // row 1, column 9 is 45 - 42 = 3.
    let text = ".Cage~10~R1C1~R1C2.Cage~11~R1C3~R1C4.Cage~12~R1C5~R1C6.Cage~9~R1C7~R1C8";
    let variant = parse(text).unwrap();
    let Ok(Some(Step::Sum(step))) = next_step(&variant) else {
        panic!("{:?}", next_step(&variant));
    };
    assert_eq!(step.technique, "45 rule");
    assert_eq!(step.placements, [(8, 3)]);
    assert_eq!(
        step.explanation,
        "By the 45 rule, row 1, column 9 is 3: what row 1 leaves once the cages wholly inside it \
         are taken away."
    );
}

/// TAREK #1 and #2 of ISS's TAREK_ALL, hard killers, in the forum's
/// 81-character form (as tests/e2e/variant-play.test.mjs has them), and
/// their solutions.
const TAREK: [(&str, &str); 2] = [
    (
        "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^",
        "432851769786239415159467823263974581971583642548612397397148256614725938825396174",
    ),
    (
        "G<<M<L<M<^O>^>^C^^>^FF<G^<C^>^^H^<>^FE<E^<C^M^^H^<>^>^^E^<FH<^MH^<>^^L<^^<D<<>^>^",
        "134698572862517394957432186426875913315964728789321465541786239673259841298143657",
    ),
];

#[test]
fn tareks_hard_killers_are_played_to_the_end_by_hints_every_step_sound() {
    for (text, solved) in TAREK {
        let used = play(parse(text).unwrap(), &digits(solved));
        assert!(!used[0].starts_with("guess"), "{used:?}");
    }
}

#[test]
fn generated_killers_are_played_to_the_end_by_hints_every_step_sound() {
    let mut solver = VariantSolver::new();
    for (seed, difficulty) in [(1, None), (2, Some(Level::Hard)), (3, Some(Level::Expert))] {
        let options = VariantOptions {
            kind: Kind::Killer,
            side: 9,
            seed,
            difficulty,
        };
        let made = VariantGenerator::new(options)
            .unwrap()
            .next_puzzle_within(1000, |_| true)
            .unwrap();
        let found = solver
            .search(&made.variant, (2, 1), Budget::nodes(10_000_000), || true)
            .unwrap();
        assert_eq!(found.count, 1, "seed {seed}: one solution");
        let used = play(made.variant, &found.solutions[0]);
        assert!(!used.is_empty(), "seed {seed}");
    }
}

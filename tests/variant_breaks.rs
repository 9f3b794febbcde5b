//! What a killer player is told from the grid alone: a cage whose digits
//! break its sum (past it, a full cage of another total, or empty cells
//! that no distinct digits left can fill to it), checked against a brute
//! force over every cage of two to four cells; two cells that break a rule
//! on the pair (a thermometer, a dot, an X or a V, strict kropki or XV,
//! non-consecutive), checked for every two digits against the rule written
//! out here; and, when no single follows, where to guess: the fewest
//! candidates, the solution's digit among them.

use sudoku_dlx::sudoku::variant::{
    cage_breaks, candidates, guess, next_step, pair_breaks, parse, single, Broken, NoDigitLeft,
    Step, Variant,
};

/// Wikipedia's killer (as tests/variant_sketch.rs has it) and its solution.
const KILLER: &str = ".Cage~3~R1C1~R1C2.Cage~15~R1C3~R1C4~R1C5.Cage~25~R2C1~R2C2~R3C1~R3C2.Cage~17~R2C3~R2C4.Cage~9~R3C3~R3C4~R4C4.Cage~22~R1C6~R2C5~R2C6~R3C5.Cage~4~R1C7~R2C7.Cage~16~R1C8~R2C8.Cage~15~R1C9~R2C9~R3C9~R4C9.Cage~20~R3C7~R3C8~R4C7.Cage~8~R3C6~R4C6~R5C6.Cage~17~R4C5~R5C5~R6C5.Cage~20~R5C4~R6C4~R7C4.Cage~14~R4C2~R4C3.Cage~6~R4C1~R5C1.Cage~13~R5C2~R5C3~R6C2.Cage~6~R6C3~R7C2~R7C3.Cage~17~R4C8~R5C7~R5C8.Cage~27~R6C1~R7C1~R8C1~R9C1.Cage~8~R8C2~R9C2.Cage~16~R8C3~R9C3.Cage~10~R7C5~R8C4~R8C5~R9C4.Cage~12~R5C9~R6C9.Cage~6~R6C7~R6C8.Cage~20~R6C6~R7C6~R7C7.Cage~15~R8C6~R8C7.Cage~14~R7C8~R7C9~R8C8~R8C9.Cage~13~R9C5~R9C6~R9C7.Cage~17~R9C8~R9C9";
const KILLER_SOLVED: &str =
    "215647398368952174794381652586274931142593867973816425821739546659428713437165289";

/// Wikipedia's killer with the solution's first `cells` cells given.
fn solved_up_to(cells: usize) -> Variant {
    let givens: String = KILLER_SOLVED
        .bytes()
        .take(cells)
        .enumerate()
        .map(|(c, d)| format!("~R{}C{}_{}", c / 9 + 1, c % 9 + 1, char::from(d)))
        .collect();
    parse(&format!("{KILLER}.{givens}")).unwrap()
}

/// A 9×9 with one cage of `size` cells along row 1 summing to `sum`, and
/// `digits` in its first cells.
fn cage(size: usize, sum: u32, digits: &[u8]) -> String {
    let cells: String = (1..=size).map(|c| format!("~R1C{c}")).collect();
    let givens: String = digits
        .iter()
        .enumerate()
        .map(|(c, d)| format!("~R1C{}_{d}", c + 1))
        .collect();
    let givens = if givens.is_empty() {
        givens
    } else {
        format!(".{givens}")
    };
    format!(".Cage~{sum}{cells}{givens}")
}

/// Whether the cage's empty cells can be filled with digits 1 to 9, none
/// repeated in the cage, to make `sum`: every filling tried.
fn fillable(size: usize, sum: u32, digits: &[u8]) -> bool {
    fn fill(left: usize, want: i64, used: u32) -> bool {
        if left == 0 {
            return want == 0;
        }
        (1..=9u32).any(|d| used & 1 << d == 0 && fill(left - 1, want - i64::from(d), used | 1 << d))
    }
    let used = digits.iter().fold(0, |set, &d| set | 1 << d);
    let total: i64 = digits.iter().map(|&d| i64::from(d)).sum();
    fill(size - digits.len(), i64::from(sum) - total, used)
}

/// Every tuple of `count` distinct digits 1 to 9.
fn tuples(count: usize) -> Vec<Vec<u8>> {
    let mut all = vec![Vec::new()];
    for _ in 0..count {
        all = all
            .into_iter()
            .flat_map(|t: Vec<u8>| {
                (1..=9u8)
                    .filter(|d| !t.contains(d))
                    .map(|d| [t.as_slice(), &[d]].concat())
                    .collect::<Vec<_>>()
            })
            .collect();
    }
    all
}

#[test]
fn a_cage_is_broken_exactly_when_no_filling_of_its_empty_cells_makes_its_sum() {
    let mut seen = [0usize; 3];
    for size in 2..=4 {
        let least = (size * (size + 1) / 2) as u32;
        let most = (9 + 10 - size as u32) * size as u32 / 2;
        for sum in least..=most {
            for filled in 1..=size.min(3) {
                for digits in tuples(filled) {
                    let variant = parse(&cage(size, sum, &digits)).unwrap();
                    let breaks = cage_breaks(&variant);
                    let total: u32 = digits.iter().map(|&d| u32::from(d)).sum();
                    let how = if filled == size {
                        Broken::WrongTotal
                    } else if total > sum {
                        Broken::Over
                    } else {
                        Broken::Short
                    };
                    let want = (!fillable(size, sum, &digits)).then_some(how);
                    let got = breaks.first().map(|b| b.broken);
                    assert_eq!(got, want, "{size} cells, sum {sum}, {digits:?}");
                    if let Some(found) = breaks.first() {
                        assert_eq!(found.cells, (0..filled).collect::<Vec<_>>());
                        seen[found.broken as usize] += 1;
                    }
                }
            }
        }
    }
    assert!(
        seen.iter().all(|&n| n > 0),
        "each way to break a cage met: {seen:?}"
    );
}

#[test]
fn a_broken_cage_is_said_by_its_sum_and_first_cell() {
    let said = |size, sum, digits: &[u8]| {
        let variant = parse(&cage(size, sum, digits)).unwrap();
        cage_breaks(&variant)
            .iter()
            .map(|b| b.says(9))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        said(2, 10, &[5]),
        ["leaves 5 for the last cell of the 10-cage at row 1, column 1, which has a 5 already"]
    );
    assert_eq!(
        said(3, 23, &[1]),
        ["leaves 22 for the 2 empty cells of the 23-cage at row 1, column 1: too much for 2 different digits it lacks"]
    );
    assert_eq!(
        said(4, 16, &[9, 6]),
        ["leaves 1 for the 2 empty cells of the 16-cage at row 1, column 1: too little for 2 different digits"]
    );
    // 1, 8 and 9 are what it lacks: pairs of them make 9, 10 and 17, not 12.
    assert_eq!(
        said(8, 39, &[2, 3, 4, 5, 6, 7]),
        ["leaves 12 for the 2 empty cells of the 39-cage at row 1, column 1, which no 2 different digits it lacks add up to"]
    );
    assert!(said(2, 17, &[9]).is_empty(), "9 leaves 8 for one cell");
    assert_eq!(
        said(2, 16, &[5]),
        ["leaves 11 for the last cell of the 16-cage at row 1, column 1, more than a digit"]
    );
    assert_eq!(
        said(3, 6, &[1, 5]),
        ["leaves nothing for the last cell of the 6-cage at row 1, column 1"]
    );
    assert_eq!(
        said(4, 16, &[9, 8]),
        ["makes the 16-cage at row 1, column 1 add up to 17 before it is full"]
    );
    assert_eq!(
        said(2, 10, &[3, 8]),
        ["makes the 10-cage at row 1, column 1 add up to 11, not 10"]
    );
    // 6 leaves 4 for one cell, which 4 makes: no break, and none in an empty cage.
    assert!(said(2, 10, &[6]).is_empty());
    assert!(said(2, 10, &[]).is_empty());
}

#[test]
fn two_neighbours_break_a_rule_on_the_pair_exactly_when_their_digits_do() {
    type Rule = fn(u8, u8) -> bool;
    let rules: [(&str, Rule); 8] = [
        (".Thermo~R1C1~R1C2", |x, y| x < y),
        (".WhiteDot~R1C1~R1C2", |x, y| x.abs_diff(y) == 1),
        (".BlackDot~R1C1~R1C2", |x, y| x == 2 * y || y == 2 * x),
        (".X~R1C1~R1C2", |x, y| x + y == 10),
        (".V~R1C1~R1C2", |x, y| x + y == 5),
        (".AntiConsecutive", |x, y| x.abs_diff(y) != 1),
        (".StrictKropki", |x, y| {
            x.abs_diff(y) != 1 && x != 2 * y && y != 2 * x
        }),
        (".StrictXV", |x, y| x + y != 10 && x + y != 5),
    ];
    for (rule, keeps) in rules {
        for x in 1..=9u8 {
            assert!(
                pair_breaks(&parse(&format!("{rule}.~R1C1_{x}")).unwrap()).is_empty(),
                "{rule}: one cell filled breaks nothing"
            );
            for y in (1..=9u8).filter(|&y| y != x) {
                let text = format!("{rule}.~R1C1_{x}~R1C2_{y}");
                let found = pair_breaks(&parse(&text).unwrap());
                let cells: Vec<[usize; 2]> = found.iter().map(|found| found.cells).collect();
                let expected: Vec<[usize; 2]> = if keeps(x, y) { vec![] } else { vec![[0, 1]] };
                assert_eq!(cells, expected, "{text}");
            }
        }
    }
    let found = pair_breaks(&parse(".WhiteDot~R1C1~R1C2.~R1C1_3~R1C2_5").unwrap());
    assert_eq!(
        found[0].says(9),
        "breaks the white dot rule between row 1, column 1 and row 1, column 2: the two are not consecutive"
    );
}

#[test]
fn the_solved_killer_breaks_no_cage() {
    let variant = solved_up_to(81);
    assert!(cage_breaks(&variant).is_empty());
}

#[test]
fn with_no_single_the_hint_offers_a_guess_at_the_fewest_candidates() {
    let variant = parse(KILLER).unwrap();
    assert_eq!(
        single(&variant),
        None,
        "Wikipedia's killer opens with no single"
    );
    let found = guess(&variant).unwrap().expect("an open cell to guess at");
    let sets = candidates(&variant);
    let fewest = sets.iter().map(|set| set.count_ones()).min().unwrap();
    assert_eq!(found.candidates, sets[found.cell]);
    assert_eq!(found.candidates.count_ones(), fewest);
    let digit = KILLER_SOLVED.as_bytes()[found.cell] - b'0';
    assert_ne!(
        found.candidates & 1 << (digit - 1),
        0,
        "the solution's digit is a candidate"
    );
    // R1C1 and R1C2 make 3: 1 and 2, the first two candidates of the grid.
    assert_eq!((found.cell, found.candidates), (0, 0b11));
    assert_eq!(
        found.nudge("killer", 9),
        "No single follows from this killer's rules here: a guess is needed, best at row 1, column 1."
    );
    assert!(found
        .explanation("killer", 9)
        .starts_with("Guess: no single follows from this killer's rules; row 1, column 1 has the fewest candidates (1, 2)"));
}

#[test]
fn a_guess_is_refused_for_a_cell_the_rules_leave_no_digit_and_absent_for_a_full_grid() {
    // R1C1 and R1C2 must make 3, from 1 and 2, which row 1 holds already.
    let stuck = parse(".Cage~3~R1C1~R1C2.~R1C3_1~R1C4_2").unwrap();
    let refused = guess(&stuck).unwrap_err();
    assert_eq!(refused, NoDigitLeft { cell: 0, side: 9 });
    assert_eq!(
        refused.to_string(),
        "no solution: no digit fits row 1, column 1 by this puzzle's rules"
    );
    assert_eq!(guess(&solved_up_to(81)), Ok(None));
}

#[test]
fn the_next_step_is_the_single_else_the_guess_and_a_dead_cell_first() {
    let opening = parse(KILLER).unwrap();
    assert_eq!(
        next_step(&opening),
        Ok(Some(Step::Guess(guess(&opening).unwrap().unwrap())))
    );
    // The solution but for row 9: each of its cells is a single.
    let nearly = solved_up_to(72);
    let found = single(&nearly).expect("a single in the last row");
    assert!(found.cell >= 72);
    assert_eq!(next_step(&nearly), Ok(Some(Step::Single(found))));
    let stuck = parse(".Cage~3~R1C1~R1C2.~R1C3_1~R1C4_2").unwrap();
    assert_eq!(next_step(&stuck), Err(NoDigitLeft { cell: 0, side: 9 }));
    assert_eq!(next_step(&solved_up_to(81)), Ok(None));
}

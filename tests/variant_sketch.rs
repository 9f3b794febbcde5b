//! What the page draws and referees of a variant (`Sketch`): its text read
//! back is the same puzzle, its groups are exactly the rules' no-repeat
//! sets (checked against the rules written out here, independently), and
//! its marks are the puzzle's cages, regions, diagonals and odd cells.

use sudoku_dlx::sudoku::variant::{parse, Kind, Sketch};

const KILLER: &str = ".Cage~3~R1C1~R1C2.Cage~15~R1C3~R1C4~R1C5.Cage~25~R2C1~R2C2~R3C1~R3C2.Cage~17~R2C3~R2C4.Cage~9~R3C3~R3C4~R4C4.Cage~22~R1C6~R2C5~R2C6~R3C5.Cage~4~R1C7~R2C7.Cage~16~R1C8~R2C8.Cage~15~R1C9~R2C9~R3C9~R4C9.Cage~20~R3C7~R3C8~R4C7.Cage~8~R3C6~R4C6~R5C6.Cage~17~R4C5~R5C5~R6C5.Cage~20~R5C4~R6C4~R7C4.Cage~14~R4C2~R4C3.Cage~6~R4C1~R5C1.Cage~13~R5C2~R5C3~R6C2.Cage~6~R6C3~R7C2~R7C3.Cage~17~R4C8~R5C7~R5C8.Cage~27~R6C1~R7C1~R8C1~R9C1.Cage~8~R8C2~R9C2.Cage~16~R8C3~R9C3.Cage~10~R7C5~R8C4~R8C5~R9C4.Cage~12~R5C9~R6C9.Cage~6~R6C7~R6C8.Cage~20~R6C6~R7C6~R7C7.Cage~15~R8C6~R8C7.Cage~14~R7C8~R7C9~R8C8~R8C9.Cage~13~R9C5~R9C6~R9C7.Cage~17~R9C8~R9C9";
const JIGSAW: &str = ".NoBoxes.Jigsaw~000000021453303021453333221453322221455566121445666111445566667488887777888887777.~R1C1_3~R1C9_7~R2C1_1~R2C9_5~R3C5_6~R3C6_8~R4C3_5~R4C5_1~R4C6_9~R5C4_9~R6C9_2~R7C1_8~R7C6_3~R8C4_2~R8C5_3~R8C6_5~R8C9_1~R9C8_9";
const X_WINDOKU: &str = ".Diagonal~1.Diagonal~-1.Windoku.~R1C8_1~R2C5_2~R2C9_3~R4C1_4~R4C6_3~R5C5_5~R5C9_6~R6C5_1~R7C6_7~R7C7_8~R8C5_6~R9C5_3~R9C6_2";
// ISS's examples, as tests/variants.rs solves them: their text must carry
// every relation and dot, which the page solves and referees by.
const THERMO: &str = ".~R1C2_4~R1C8_1~R2C1_2~R2C9_6~R8C1_9~R8C9_2~R9C2_1~R9C8_9.Thermo~R9C4~R8C3~R7C2~R6C1~R5C2~R4C3.Thermo~R4C1~R3C2~R2C3~R1C4~R2C5~R3C6.Thermo~R1C6~R2C7~R3C8~R4C9~R5C8~R6C7.Thermo~R6C9~R7C8~R8C7~R9C6~R8C5~R7C4";
const STRICT_KROPKI: &str = ".BlackDot~R1C6~R1C7~R2C7~R4C9~R4C8~R5C8~R8C7~R9C7~R9C6~R7C4~R7C5~R6C5~R6C6~R9C4~R9C3~R8C3~R5C1~R5C2.BlackDot~R4C5~R5C5.WhiteDot~R3C9~R4C9~R4C7~R5C7~R5C6~R7C8~R7C9~R1C8~R2C8~R1C6~R2C6~R3C5~R3C4~R4C4~R5C3~R5C2~R6C2~R8C2~R8C3~R8C5~R8C6.WhiteDot~R8C8~R8C9~R5C8~R5C9~R6C2~R6C3~R4C4~R4C5~R7C1~R8C1.WhiteDot~R1C2~R1C1.WhiteDot~R5C1~R6C1~R2C1~R2C2.StrictKropki";
const STRICT_XV: &str = ".~R2C5_1~R8C5_2.X~R1C3~R2C3~R2C1~R3C1~R1C8~R1C9~R3C9~R3C8~R5C6~R5C5~R6C3~R6C4~R8C4~R9C4~R7C8~R8C8.X~R6C2~R7C2~R7C4~R7C5~R7C9~R8C9~R3C7~R3C6.X~R7C3~R8C3.V~R7C3~R7C4~R4C1~R5C1~R2C8~R2C9~R5C7~R5C8.StrictXV";
const ARROWS: &str = ".Arrow~R1C5~R2C4~R3C3~R4C2~R5C1.Arrow~R3C7~R2C6~R3C5~R4C4~R5C3.Arrow~R6C2~R7C3~R6C4~R5C5~R4C6.Arrow~R7C4~R7C5~R7C6.Arrow~R6C7~R5C7~R4C7.Arrow~R5C9~R6C8~R7C7~R8C6~R9C5.~R1C2_6~R1C9_9~R2C1_9~R8C9_3~R9C1_4~R9C8_7";
const SMALL: &str = ".Shape~6x6.AntiKnight.AntiKing.AntiConsecutive.DisjointSets.~R1C1_1_3_5~R2C2_2_4_6~R3C3_4.Cage~~R6C5~R6C6";

#[test]
fn a_killer_or_a_jigsaw_alone_is_named_its_kind_and_any_other_mix_none() {
    assert_eq!(sketch(KILLER).kind, Some(Kind::Killer));
    assert_eq!(sketch(JIGSAW).kind, Some(Kind::Jigsaw));
    // A jigsaw that keeps its boxes too is still a jigsaw's rules alone.
    let boxed = JIGSAW.replacen(".NoBoxes", "", 1);
    assert_eq!(sketch(&boxed).kind, Some(Kind::Jigsaw));
    let with_x = format!("{KILLER}.Diagonal~1");
    let caged_jigsaw = format!("{JIGSAW}.Cage~10~R5C5~R5C6");
    for text in [
        X_WINDOKU,
        THERMO,
        STRICT_KROPKI,
        ARROWS,
        SMALL,
        &with_x,
        &caged_jigsaw,
        ".Cage~~R1C1~R1C2",
    ] {
        assert_eq!(sketch(text).kind, None, "{text}");
    }
}

fn sketch(text: &str) -> Sketch {
    Sketch::of(&parse(text).unwrap_or_else(|e| panic!("{text}: {e}")))
}

#[test]
fn the_text_and_the_rules_with_the_givens_read_back_as_the_same_puzzle() {
    for text in [
        KILLER,
        JIGSAW,
        X_WINDOKU,
        SMALL,
        THERMO,
        STRICT_KROPKI,
        STRICT_XV,
        ARROWS,
    ] {
        let sketch = sketch(text);
        assert_eq!(parse(&sketch.text), parse(text), "{text}");
        let (whole, rules) = (parse(text).unwrap(), parse(&sketch.rules_text).unwrap());
        assert!(
            rules.givens.iter().all(|&g| g == 0),
            "{}",
            sketch.rules_text
        );
        let all = (1 << whole.shape.side()) - 1;
        for cell in 0..whole.givens.len() {
            let narrowed = whole.givens[cell] == 0 && whole.allowed[cell] != all;
            assert_eq!(narrowed, rules.allowed[cell] != all, "{text}: cell {cell}");
        }
        assert_eq!(
            (&rules.cages, &rules.regions),
            (&whole.cages, &whole.regions)
        );
        assert_eq!(
            (&rules.relations, &rules.dots),
            (&whole.relations, &whole.dots),
            "{}",
            sketch.rules_text
        );
        assert_eq!(
            (rules.strict_kropki, rules.strict_xv),
            (whole.strict_kropki, whole.strict_xv)
        );
        assert_eq!(sketch.givens.len(), whole.givens.len());
    }
}

/// The no-repeat sets of a puzzle as its rules define them, written here
/// from the rules alone.
fn expected_groups(side: usize, houses: &[Vec<usize>], pairs: &[[usize; 2]]) -> Vec<Vec<usize>> {
    let mut all: Vec<Vec<usize>> = (0..side)
        .map(|r| (r * side..(r + 1) * side).collect())
        .chain((0..side).map(|c| (0..side).map(|r| r * side + c).collect()))
        .collect();
    all.extend(houses.iter().cloned());
    all.extend(pairs.iter().map(|p| p.to_vec()));
    all
}

#[test]
fn a_jigsaw_has_rows_columns_and_regions_and_no_boxes() {
    let sketch = sketch(JIGSAW);
    let layout =
        "000000021453303021453333221453322221455566121445666111445566667488887777888887777";
    // Regions are numbered as they first appear.
    let regions: Vec<Vec<usize>> = "021453678"
        .chars()
        .map(|r| {
            layout
                .char_indices()
                .filter(|&(_, c)| c == r)
                .map(|(i, _)| i)
                .collect()
        })
        .collect();
    let got: Vec<Vec<usize>> = sketch.groups.iter().map(|g| g.cells.clone()).collect();
    assert_eq!(got, expected_groups(9, &regions, &[]));
    assert!(sketch.groups[18..].iter().all(|g| g.name == "region"));
    assert!(!sketch.boxes);
    let marks: Vec<&Vec<usize>> = sketch
        .marks
        .iter()
        .filter(|m| m.kind == "region")
        .map(|m| &m.cells)
        .collect();
    assert_eq!(marks, regions.iter().collect::<Vec<_>>());
    assert_eq!(
        sketch.rules.iter().map(|r| r.name).collect::<Vec<_>>(),
        ["Jigsaw"]
    );
}

#[test]
fn a_killer_has_its_cages_as_groups_and_marks_with_their_sums() {
    let sketch = sketch(KILLER);
    let cages: Vec<_> = sketch.marks.iter().filter(|m| m.kind == "cage").collect();
    assert_eq!(cages.len(), 29);
    assert_eq!(
        (cages[0].cells.clone(), cages[0].value),
        (vec![0, 1], Some(3))
    );
    assert_eq!(cages.iter().map(|c| c.value.unwrap()).sum::<u32>(), 405);
    let named: Vec<_> = sketch.groups.iter().filter(|g| g.name == "cage").collect();
    assert_eq!(named.len(), 29);
    assert_eq!(sketch.groups.iter().filter(|g| g.name == "box").count(), 9);
    assert_eq!(sketch.rules[0].name, "Killer cages");
}

#[test]
fn diagonals_run_corner_to_corner_and_windows_are_marked() {
    let sketch = sketch(X_WINDOKU);
    let diagonals: Vec<_> = sketch
        .marks
        .iter()
        .filter(|m| m.kind == "diagonal")
        .collect();
    assert_eq!(diagonals.len(), 2);
    let ends: Vec<_> = diagonals.iter().map(|d| (d.cells[0], d.cells[8])).collect();
    assert_eq!(ends, [(0, 80), (72, 8)]);
    let windows: Vec<_> = sketch.marks.iter().filter(|m| m.kind == "window").collect();
    assert_eq!(windows.len(), 4);
    assert_eq!(windows[0].cells[..3], [10, 11, 12]);
    for name in ["diagonal", "window"] {
        assert!(sketch.groups.iter().any(|g| g.name == name), "{name}");
    }
}

#[test]
fn knight_and_king_groups_are_exactly_the_moves_no_house_holds() {
    let sketch = sketch(SMALL);
    let n = 6;
    let shares_house = |a: usize, b: usize| {
        let (ra, ca, rb, cb) = (a / n, a % n, b / n, b % n);
        ra == rb || ca == cb || (ra / 2 == rb / 2 && ca / 3 == cb / 3)
    };
    let mut knights = Vec::new();
    for a in 0..36usize {
        for b in a + 1..36 {
            let (dr, dc) = ((a / n).abs_diff(b / n), (a % n).abs_diff(b % n));
            if (dr, dc) == (1, 2) || (dr, dc) == (2, 1) {
                knights.push(vec![a, b]);
            }
        }
    }
    let got: Vec<Vec<usize>> = sketch
        .groups
        .iter()
        .filter(|g| g.name == "knight's move")
        .map(|g| g.cells.clone())
        .collect();
    let want: Vec<Vec<usize>> = knights
        .into_iter()
        .filter(|p| !shares_house(p[0], p[1]))
        .collect();
    assert_eq!(got.len(), want.len());
    assert!(want.iter().all(|p| got.contains(p)));
    assert!(sketch.groups.iter().any(|g| g.name == "king's move"));
    assert!(sketch
        .groups
        .iter()
        .any(|g| g.name == "cage" && g.cells == [34, 35]));
    assert_eq!(
        sketch
            .groups
            .iter()
            .filter(|g| g.name == "disjoint group")
            .count(),
        6
    );
}

#[test]
fn odd_and_even_cells_are_marked_and_every_rule_is_named() {
    let sketch = sketch(SMALL);
    let odd: Vec<_> = sketch
        .marks
        .iter()
        .filter(|m| m.kind == "odd")
        .map(|m| m.cells.clone())
        .collect();
    let even: Vec<_> = sketch
        .marks
        .iter()
        .filter(|m| m.kind == "even")
        .map(|m| m.cells.clone())
        .collect();
    assert_eq!((odd, even), (vec![vec![0]], vec![vec![7]]));
    let names: Vec<_> = sketch.rules.iter().map(|r| r.name).collect();
    assert_eq!(
        names,
        [
            "Cages",
            "Disjoint groups",
            "Anti-knight",
            "Anti-king",
            "Non-consecutive",
            "Odd and even"
        ]
    );
}

/// Places singles one by one while there are any, checking each against
/// the puzzle's published solution; the number placed and the reasons'
/// group names.
fn play_singles(text: &str, solution: &str) -> (usize, Vec<&'static str>) {
    use sudoku_dlx::sudoku::variant::{single, Reason};
    let mut variant = parse(text).unwrap();
    let (mut placed, mut names) = (0, Vec::new());
    while let Some(found) = single(&variant) {
        let want = solution.as_bytes()[found.cell] - b'0';
        assert_eq!(found.value, want, "{text}: {found:?} after {placed}");
        assert_eq!(variant.givens[found.cell], 0, "a single fills an open cell");
        variant.givens[found.cell] = found.value;
        variant.allowed[found.cell] = 1 << (found.value - 1);
        placed += 1;
        if let Reason::OnlyPlace { group, .. } = found.reason {
            names.push(group);
        }
    }
    (placed, names)
}

#[test]
fn every_single_agrees_with_the_published_solution() {
    let killer =
        "215647398368952174794381652586274931142593867973816425821739546659428713437165289";
    // Wikipedia's killer needs more than singles from its first step (its
    // cages' pairs, the 45 rule); with a few cells placed, a cage's last
    // digits are singles.
    assert_eq!(play_singles(KILLER, killer).0, 0);
    let started = format!("{KILLER}.~R1C1_2~R1C3_5~R1C4_6~R3C3_4~R3C4_3");
    let (placed, names) = play_singles(&started, killer);
    assert!(placed > 0, "{names:?}");
    assert!(names.contains(&"cage"), "{names:?}");
    let jigsaw =
        "364891527189374265542168739625719843213987456937456182876523914498235671751642398";
    let (placed, names) = play_singles(JIGSAW, jigsaw);
    assert!(placed >= 13, "the jigsaw's singles placed {placed}");
    assert!(names.contains(&"region"), "{names:?}");
    let x = "932674518678521943541398267469283751217459386853716429326147895794865132185932674";
    // X-windoku opens with no single: only soundness to check.
    play_singles(X_WINDOKU, x);
}

#[test]
fn a_hint_names_rows_and_columns_as_players_do_and_says_an_8() {
    use sudoku_dlx::sudoku::variant::{Reason, Single};
    let column = Single {
        cell: 8,
        value: 8,
        reason: Reason::OnlyPlace {
            group: "column",
            cells: (0..9).map(|row| row * 9 + 8).collect(),
        },
    };
    assert_eq!(column.nudge(9), "Look for an 8 in column 9.");
    assert_eq!(
        column.explanation(9),
        "Row 1, column 9 is the only place for 8 in this column: no other cell of it can hold \
         an 8 by this puzzle's rules."
    );
    let row = Single {
        cell: 13,
        value: 7,
        reason: Reason::OnlyPlace {
            group: "row",
            cells: (9..18).collect(),
        },
    };
    assert_eq!(row.nudge(9), "Look for a 7 in row 2.");
    let cage = Single {
        cell: 21,
        value: 7,
        reason: Reason::OnlyPlace {
            group: "cage",
            cells: vec![20, 21, 30],
        },
    };
    assert_eq!(
        cage.nudge(9),
        "Look for a 7 in the cage at row 3, column 3."
    );
}

#[test]
fn a_cage_single_says_why_the_cage_must_hold_its_digit() {
    use sudoku_dlx::sudoku::variant::{Reason, Single};
    let cage = |cells: Vec<usize>| Single {
        cell: 21,
        value: 8,
        reason: Reason::OnlyPlace {
            group: "cage",
            cells,
        },
    };
    assert_eq!(
        cage(vec![20, 21, 30]).explanation(9),
        "Row 3, column 4 is the only cell of this cage that can still hold an 8, and the cage \
         needs one: every way to make its sum in 3 cells uses an 8."
    );
    assert_eq!(
        cage(vec![21]).explanation(9),
        "Row 3, column 4 is 8: a cage of one cell holds its sum."
    );
    assert_eq!(
        cage((18..27).collect()).explanation(9),
        "Row 3, column 4 is the only cell of this cage that can still hold an 8, and a cage of 9 \
         cells holds every digit."
    );
}

//! `sudoku-dlx solve` and `count` on variant puzzles (ISS constraint
//! strings), beside grids in one batch, as a user would run them.

mod common;

use common::{stdout_lines as stdout, EASY, EASY_SOLVED};

use std::process::Output;

fn run(args: &[&str], input: &str) -> Output {
    common::run_cli(args, input)
}

const X_WINDOKU: &str = ".Diagonal~1.Diagonal~-1.Windoku.~R1C8_1~R2C5_2~R2C9_3~R4C1_4~R4C6_3~R5C5_5~R5C9_6~R6C5_1~R7C6_7~R7C7_8~R8C5_6~R9C5_3~R9C6_2";
const X_WINDOKU_SOLVED: &str =
    "932674518678521943541398267469283751217459386853716429326147895794865132185932674";

#[test]
fn variants_and_grids_share_a_batch_and_a_bad_line_costs_only_itself() {
    let input = format!(
        "{X_WINDOKU}\n.AntiKnight.Thermo~R1C1\n{EASY}\n.Shape~4x4.AntiKing\n  .Shape~4x4.Cage~3~R1C1~R1C2.~R1C1_1\n"
    );
    let output = run(&["solve"], &input);
    let lines = stdout(&output);
    assert_eq!(lines.len(), 5, "{lines:?}");
    assert_eq!(lines[0], X_WINDOKU_SOLVED);
    assert!(
        lines[1].starts_with(
            "error: line 2: column 12: Thermo: a line has 2 to 9 cells (its values all differ), found 1"
        ),
        "{}",
        lines[1]
    );
    assert_eq!(lines[2], EASY_SOLVED);
    assert_eq!(lines[3], "none");
    assert!(lines[4].starts_with("12"), "{}", lines[4]);
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn count_counts_variants_up_to_its_limit() {
    let input = ".Shape~4x4\n.Shape~4x4.Diagonal~1.Diagonal~-1\n.Shape~4x4.AntiKing\n";
    assert_eq!(stdout(&run(&["count"], input)), ["288", "48", "0"]);
    assert_eq!(
        stdout(&run(&["count", "--limit", "10"], input)),
        ["10", "10", "0"]
    );
}

#[test]
fn the_other_commands_refuse_variants_by_line() {
    for args in [&["rate"][..], &["hint"], &["solve", "--solver", "brute"]] {
        let output = run(args, &format!("{X_WINDOKU}\n"));
        assert_eq!(
            stdout(&output),
            ["error: line 1: a variant puzzle is read by solve and count alone, with the engine"],
            "{args:?}"
        );
    }
}

#[test]
fn a_budget_stops_a_variant_search_in_its_place() {
    let output = run(&["count", "--budget", "10"], ".AntiKnight\n");
    let lines = stdout(&output);
    assert!(lines[0].starts_with("gave up after "), "{lines:?}");
    assert_eq!(output.status.code(), Some(3));
}

#[test]
fn generated_killers_and_jigsaws_are_read_back_by_count_with_one_solution_each() {
    for kind in ["killer", "jigsaw"] {
        let made = run(
            &["generate", "--variant", kind, "--seed", "4", "--count", "3"],
            "",
        );
        assert_eq!(made.status.code(), Some(0), "{made:?}");
        let lines = stdout(&made);
        assert_eq!(lines.len(), 6, "{lines:?}");
        for pair in lines.chunks(2) {
            assert!(
                pair[0].starts_with(&format!("# {kind} 9×9, ")),
                "{}",
                pair[0]
            );
        }
        let counted = run(&["count", "--limit", "2"], &lines.join("\n"));
        assert_eq!(stdout(&counted), ["1", "1", "1"], "{kind}: {lines:?}");
        let again = run(
            &["generate", "--variant", kind, "--seed", "4", "--count", "3"],
            "",
        );
        assert_eq!(stdout(&again), lines, "the same seed, the same puzzles");
    }
}

#[test]
fn a_variant_refuses_classic_options_and_other_sizes() {
    for (args, says) in [
        (
            &["generate", "--variant", "killer", "--symmetry", "mirror"][..],
            "--symmetry applies only to classic puzzles, not to --variant",
        ),
        (
            &["generate", "--variant", "jigsaw", "--givens", "30"][..],
            "--givens applies only to classic puzzles, not to --variant",
        ),
        (
            &["generate", "--variant", "jigsaw", "--size", "16"][..],
            "size 16 is not supported for a killer or jigsaw: 4, 6 or 9",
        ),
        (
            &["generate", "--variant", "thermo"][..],
            "unknown variant \"thermo\": killer or jigsaw",
        ),
    ] {
        let output = run(args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let error = String::from_utf8_lossy(&output.stderr);
        assert!(error.contains(says), "{args:?}: {error}");
    }
}

#[test]
fn pill_arrows_little_killers_and_sandwiches_count_and_solve_beside_a_bad_clue() {
    // Counts held to a brute force by tests/variant_clues.rs.
    let input = ".Shape~4x4.LittleKiller~5~R1C2.Sandwich~2~R1\n\
                 .Shape~4x4.PillArrow~2~R1C1~R1C2~R2C1~R2C2~R3C2~R3C3~R4C4\n\
                 .Sandwich~8~R0\n";
    let counted = stdout(&run(&["count"], input));
    assert_eq!(counted[..2], ["24", "9"], "{counted:?}");
    assert!(
        counted[2].starts_with("error: line 3: column 1: Sandwich: \"R0\" is not a row or column"),
        "{}",
        counted[2]
    );
    let solved = stdout(&run(&["solve"], input));
    let cells: Vec<u32> = solved[1].chars().map(|c| c.to_digit(10).unwrap()).collect();
    let circle = cells[0] * 10 + cells[1];
    assert_eq!(
        circle,
        [4, 5, 9, 10, 15].iter().map(|&c| cells[c]).sum::<u32>()
    );
}

/// A pill arrow with more fillings than the encoding lists is refused, by
/// name, from its first cell (ISS's anti-king example's
/// pill over 32 cells made the encoding list until memory ran out); the
/// line after it is answered, and a pill of two with five cells is solved.
#[test]
fn a_pill_arrow_too_long_to_list_is_refused_and_the_next_line_answered() {
    let long: Vec<String> = (1..=9).map(|c| format!("R2C{c}")).collect();
    let input = format!(
        ".PillArrow~2~R1C1~R1C2~{}\n.PillArrow~2~R1C1~R1C2~R2C1~R2C2~R2C3~R2C4~R2C5\n",
        long[..8].join("~")
    );
    let solved = stdout(&run(&["solve"], &input));
    assert_eq!(
        solved[0],
        "error: line 1: the pill arrow from R1C1 may be filled in more than 5,000,000 ways, the \
         most this solver lists: not supported (a shorter arrow, or a circle of fewer cells, is)"
    );
    let cells: Vec<u32> = solved[1].chars().map(|c| c.to_digit(10).unwrap()).collect();
    assert_eq!(cells.len(), 81, "{}", solved[1]);
    assert_eq!(cells[0] * 10 + cells[1], cells[9..14].iter().sum::<u32>());
}

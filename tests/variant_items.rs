//! What a variant's items and options stand for, as the visualizer names
//! them (`VariantEncoding::encode_named`): every item named once in the
//! variant's words and of the kind its rule makes, counts against the
//! rules counted here by hand, and each filling of a cage named by the
//! cage and the placements it makes, which must add up to the cage's sum.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_dlx::dlx::Matrix;
use sudoku_dlx::sudoku::variant::{self, ItemKind, ItemLabel, VariantEncoding};

/// A 4×4 killer with one solution, 1234/3412/2143/4321: eight cages of two.
const KILLER: &str = ".Shape~4x4.Cage~3~R1C1~R1C2.Cage~4~R1C3~R2C3.Cage~6~R1C4~R2C4\
    .Cage~7~R2C1~R2C2.Cage~6~R3C1~R4C1.Cage~4~R3C2~R4C2.Cage~7~R3C3~R3C4.Cage~3~R4C3~R4C4";

fn encode(text: &str) -> (Matrix, VariantEncoding, Vec<ItemLabel>) {
    let variant = variant::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let (mut matrix, mut encoding) = (Matrix::default(), VariantEncoding::default());
    let labels = encoding.encode_named(&variant, &mut matrix).unwrap();
    assert_eq!(
        labels.len(),
        matrix.item_count(),
        "{text}: one label an item"
    );
    let mut names: Vec<&str> = labels.iter().map(|(_, name)| name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), labels.len(), "{text}: every name once");
    (matrix, encoding, labels)
}

fn count(labels: &[ItemLabel], kind: ItemKind) -> usize {
    labels.iter().filter(|(k, _)| *k == kind).count()
}

fn named(labels: &[ItemLabel], name: &str) -> ItemKind {
    let found = labels.iter().find(|(_, n)| n == name);
    found.unwrap_or_else(|| panic!("no item {name}")).0
}

/// Ways to give `cells` distinct symbols 1..=4 summing to `sum`.
fn fillings(cells: usize, sum: u32) -> usize {
    let mut found = 0;
    for code in 0..4usize.pow(cells as u32) {
        let digits: Vec<u32> = (0..cells)
            .map(|k| (code / 4usize.pow(k as u32) % 4) as u32 + 1)
            .collect();
        let distinct = (0..cells).all(|a| (a + 1..cells).all(|b| digits[a] != digits[b]));
        if distinct && digits.iter().sum::<u32>() == sum {
            found += 1;
        }
    }
    found
}

#[test]
fn a_killer_has_the_classic_items_and_one_option_a_filling_named_by_its_cage() {
    let (matrix, encoding, labels) = encode(KILLER);
    // No givens: 16 cells, and (4 rows + 4 columns + 4 boxes) × 4 symbols.
    assert_eq!(matrix.primary_count(), 16 + 48);
    assert_eq!(
        matrix.item_count(),
        64,
        "a summed cage makes no item of its own"
    );
    assert_eq!(count(&labels, ItemKind::Cell), 16);
    for kind in [ItemKind::Row, ItemKind::Column, ItemKind::Box] {
        assert_eq!(count(&labels, kind), 16, "{kind:?}");
    }
    assert_eq!(named(&labels, "R1C1"), ItemKind::Cell);
    assert_eq!(named(&labels, "R2#3"), ItemKind::Row);
    assert_eq!(named(&labels, "C4#1"), ItemKind::Column);
    assert_eq!(named(&labels, "B4#4"), ItemKind::Box);
    // Every cell is in a cage of two, so every option fills a cage.
    let sums = [3, 4, 6, 7, 6, 4, 7, 3];
    let expected: usize = sums.iter().map(|&sum| fillings(2, sum)).sum();
    assert_eq!(matrix.option_count(), expected);
    let variant = variant::parse(KILLER).unwrap();
    let mut names = Vec::new();
    for option in 0..matrix.option_count() {
        let name = encoding.option_name(&variant, option);
        let placed = encoding.placements_of(option);
        assert_eq!(placed.len(), 2, "{name}");
        let (head, rest) = name.split_once(": ").unwrap_or_else(|| panic!("{name}"));
        let sum: u32 = head.rsplit(' ').next().unwrap().parse().unwrap();
        assert_eq!(
            placed.iter().map(|&(_, v)| u32::from(v)).sum::<u32>(),
            sum,
            "{name}"
        );
        assert_eq!(rest.split(' ').count(), 2, "{name}");
        // The option covers its two cells' items and their houses'.
        let items: Vec<&str> = matrix
            .option_items(option)
            .map(|i| labels[i].1.as_str())
            .collect();
        for &(cell, value) in placed {
            let (row, column) = (cell / 4 + 1, cell % 4 + 1);
            assert!(
                items.contains(&format!("R{row}C{column}").as_str()),
                "{name}: {items:?}"
            );
            assert!(
                items.contains(&format!("R{row}#{value}").as_str()),
                "{name}: {items:?}"
            );
        }
        names.push(name);
    }
    assert!(
        names.contains(&"cage R1C1 sum 3: R1C1=1 R1C2=2".to_string()),
        "{names:?}"
    );
    assert!(
        names.contains(&"cage R1C1 sum 3: R1C1=2 R1C2=1".to_string()),
        "{names:?}"
    );
}

#[test]
fn a_cage_given_all_but_one_cell_is_still_named_by_its_cage() {
    let text = ".Shape~4x4.Cage~7~R1C1~R1C2.~R1C1_3";
    let (matrix, encoding, _) = encode(text);
    let variant = variant::parse(text).unwrap();
    let names: Vec<String> = (0..matrix.option_count())
        .map(|o| encoding.option_name(&variant, o))
        .collect();
    assert!(
        names.contains(&"cage R1C1 sum 7: R1C2=4".to_string()),
        "{names:?}"
    );
    assert!(names.contains(&"R2C1=1".to_string()), "{names:?}");
}

#[test]
fn regions_diagonals_windows_and_whole_cages_are_houses_named_in_their_words() {
    // Four regions of four, no boxes; both diagonals.
    let (_, _, labels) =
        encode(".Shape~4x4.NoBoxes.Jigsaw~0001201122312333.Diagonal~1.Diagonal~-1");
    assert_eq!(count(&labels, ItemKind::Box), 0);
    assert_eq!(count(&labels, ItemKind::Region), 16);
    assert_eq!(count(&labels, ItemKind::Diagonal), 8);
    assert_eq!(named(&labels, "region 1 #1"), ItemKind::Region);
    assert_eq!(named(&labels, "diagonal ╲ #4"), ItemKind::Diagonal);
    assert_eq!(named(&labels, "diagonal ╱ #2"), ItemKind::Diagonal);
    let (_, _, labels) =
        encode(".Windoku.DisjointSets.Cage~45~R1C1~R2C2~R3C3~R4C4~R5C5~R6C6~R7C7~R8C8~R9C9");
    assert_eq!(count(&labels, ItemKind::Window), 4 * 9);
    assert_eq!(count(&labels, ItemKind::Disjoint), 9 * 9);
    assert_eq!(count(&labels, ItemKind::Cage), 9);
    assert_eq!(named(&labels, "window 4 #9"), ItemKind::Window);
    assert_eq!(named(&labels, "cage R1C1 sum 45 #5"), ItemKind::Cage);
}

#[test]
fn groups_edges_and_pairs_are_secondary_items_named_by_their_cells() {
    let text = ".Shape~4x4.AntiKnight.AntiKing.AntiConsecutive.Cage~~R1C1~R2C2.Thermo~R4C1~R4C2.WhiteDot~R3C3~R3C4";
    let (matrix, _, labels) = encode(text);
    let primary = matrix.primary_count();
    let kinds = [
        ItemKind::Knight,
        ItemKind::King,
        ItemKind::Unsummed,
        ItemKind::Edge,
        ItemKind::Pair,
    ];
    for (item, (kind, name)) in labels.iter().enumerate() {
        assert_eq!(
            item >= primary,
            kinds.contains(kind),
            "{name} is secondary exactly when a group's"
        );
    }
    // A 4×4 has 24 knight's moves, none within a box, row or column.
    assert_eq!(count(&labels, ItemKind::Knight), 24 * 4);
    assert_eq!(named(&labels, "knight R1C1 R2C3 #1"), ItemKind::Knight);
    // The 2×2 squares not a box: 9 less the 4 boxes.
    assert_eq!(count(&labels, ItemKind::King), 5 * 4);
    assert_eq!(named(&labels, "king R2C2 #3"), ItemKind::King);
    // An unsummed cage of two inside box 1 adds nothing: no items.
    assert_eq!(count(&labels, ItemKind::Unsummed), 0);
    // 24 edges of orthogonal neighbours, each with pairs 1-2, 2-3, 3-4.
    assert_eq!(count(&labels, ItemKind::Edge), 24 * 3);
    assert_eq!(named(&labels, "R1C1 R1C2 not 1,2"), ItemKind::Edge);
    assert!(labels
        .iter()
        .any(|(k, n)| *k == ItemKind::Pair && n.starts_with("thermometer R4C1 R4C2 #")));
    assert!(labels
        .iter()
        .any(|(k, n)| *k == ItemKind::Pair && n.starts_with("white dot R3C3 R3C4 #")));
}

//! A variant puzzle in the `stepper` feature's binding (pkg-stepper/), run
//! by wasm-bindgen-test in Node and in headless Chromium
//! (`-- --features stepper --test web_stepper_variants`): the stepper
//! reports the variant encoding's own items and options, named as the
//! encoding names them, steps a 4×4 killer to its one solution (each grid
//! it finds checked against the rules written here, and equal to a brute
//! force's), and refuses in words what it cannot show.
#![cfg(all(target_arch = "wasm32", feature = "stepper"))]

use js_sys::Reflect;
use sudoku_dlx::wasm::{EventKind, Stepper};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn message(error: JsValue) -> String {
    let error: js_sys::Error = error.dyn_into().expect("a JavaScript Error");
    error.message().into()
}

fn stepper(grid: &str) -> Result<Stepper, JsValue> {
    Stepper::new(grid.into(), JsValue::UNDEFINED)
}

fn field(event: &JsValue, key: &str) -> JsValue {
    Reflect::get(event, &key.into()).unwrap()
}

/// A 4×4 killer with one solution, 1234/3412/2143/4321: eight cages of two.
const KILLER: &str = ".Shape~4x4.Cage~3~R1C1~R1C2.Cage~4~R1C3~R2C3.Cage~6~R1C4~R2C4\
    .Cage~7~R2C1~R2C2.Cage~6~R3C1~R4C1.Cage~4~R3C2~R4C2.Cage~7~R3C3~R3C4.Cage~3~R4C3~R4C4";
const KILLER_CAGES: [(u32, [usize; 2]); 8] = [
    (3, [0, 1]),
    (4, [2, 6]),
    (6, [3, 7]),
    (7, [4, 5]),
    (6, [8, 12]),
    (4, [9, 13]),
    (7, [10, 11]),
    (3, [14, 15]),
];

/// Whether `grid` (a 4×4, one line) keeps the classic rules and the cages.
fn keeps_the_killer(grid: &[u8]) -> bool {
    let distinct = |cells: [usize; 4]| {
        let mut seen = 0u32;
        cells.iter().all(|&c| {
            (1..=4).contains(&grid[c]) && seen & 1 << grid[c] == 0 && {
                seen |= 1 << grid[c];
                true
            }
        })
    };
    (0..4).all(|k| {
        let (row, column) = (
            [0, 1, 2, 3].map(|c| 4 * k + c),
            [0, 1, 2, 3].map(|r| 4 * r + k),
        );
        let corner = (k / 2) * 8 + (k % 2) * 2;
        distinct(row) && distinct(column) && distinct([corner, corner + 1, corner + 4, corner + 5])
    }) && KILLER_CAGES
        .iter()
        .all(|&(sum, [a, b])| grid[a] != grid[b] && u32::from(grid[a] + grid[b]) == sum)
}

/// Every 4×4 grid of 1-4 that keeps the killer, by trying each digit in
/// each cell in turn and checking the whole grid once it is full (a row's
/// repeat cut short as soon as it shows, so the 4¹⁶ grids are not all tried).
fn brute_force_killer() -> Vec<Vec<u8>> {
    fn fill(grid: &mut Vec<u8>, at: usize, found: &mut Vec<Vec<u8>>) {
        if at == 16 {
            if keeps_the_killer(grid) {
                found.push(grid.clone());
            }
            return;
        }
        for digit in 1..=4 {
            if grid[at - at % 4..at].contains(&digit) {
                continue;
            }
            grid[at] = digit;
            fill(grid, at + 1, found);
        }
        grid[at] = 0;
    }
    let mut found = Vec::new();
    fill(&mut vec![0; 16], 0, &mut found);
    found
}

#[wasm_bindgen_test]
fn a_variant_is_stepped_on_its_own_matrix_named_as_the_encoding_names_it() {
    use sudoku_dlx::dlx::Matrix;
    use sudoku_dlx::sudoku::variant::{self, VariantEncoding};
    let stepper = stepper(KILLER).unwrap();
    let parsed = variant::parse(KILLER).unwrap();
    let (mut matrix, mut encoding) = (Matrix::default(), VariantEncoding::default());
    let labels = encoding.encode_named(&parsed, &mut matrix).unwrap();
    assert!(stepper.is_variant());
    assert_eq!(stepper.grid().as_deref(), Some("................"));
    assert_eq!(stepper.item_count(), 64);
    assert_eq!(
        (stepper.item_count(), stepper.primary_count()),
        (matrix.item_count(), matrix.primary_count())
    );
    assert_eq!(stepper.option_count(), matrix.option_count());
    for (item, (kind, name)) in labels.iter().enumerate() {
        assert_eq!(
            stepper.item_name(item.into()).unwrap().as_deref(),
            Some(name.as_str())
        );
        assert_eq!(stepper.item_group(item.into()).unwrap(), *kind as i32);
    }
    let mut cage_r1c1 = 0;
    for option in 0..matrix.option_count() {
        let name = stepper.option_name(option.into()).unwrap().unwrap();
        assert_eq!(name, encoding.option_name(&parsed, option));
        let items: Vec<usize> = matrix.option_items(option).collect();
        let given: Vec<usize> = stepper
            .option_items(option.into())
            .unwrap()
            .to_vec()
            .into_iter()
            .map(|i| i as usize)
            .collect();
        assert_eq!(given, items, "{name}");
        cage_r1c1 += usize::from(name.starts_with("cage R1C1 sum 3: "));
    }
    assert_eq!(cage_r1c1, 2, "1+2 and 2+1");
    assert_eq!(
        stepper.placements().length(),
        0,
        "a filling places two cells: its name says which"
    );
}

#[wasm_bindgen_test]
fn a_variant_stepped_to_the_end_finds_each_solution_the_rules_allow() {
    let mut killer = stepper(KILLER).unwrap();
    let (mut covers, mut uncovers, mut found) = (0, 0, Vec::new());
    loop {
        let event = killer.next_event().unwrap();
        if event.is_undefined() {
            break;
        }
        match field(&event, "kind").as_string().unwrap().as_str() {
            "cover" => covers += 1,
            "uncover" => uncovers += 1,
            "solution" => found.push(killer.grid().unwrap()),
            _ => {}
        }
    }
    assert_eq!(covers, uncovers);
    let digits = |grid: &String| grid.bytes().map(|b| b - b'0').collect::<Vec<u8>>();
    let found: Vec<Vec<u8>> = found.iter().map(digits).collect();
    assert!(found.iter().all(|grid| keeps_the_killer(grid)), "{found:?}");
    assert_eq!(found, brute_force_killer());
    assert_eq!(found, vec![digits(&"1234341221434321".to_string())]);
    assert_eq!(killer.solutions(), 1.0);
    // A given is kept: the same killer with R1C1 given solves to the same.
    let mut given = stepper(&format!("{KILLER}.~R1C1_1")).unwrap();
    assert_eq!(given.grid().as_deref(), Some("1..............."));
    let names: Vec<String> = (0..given.option_count())
        .filter_map(|o| given.option_name(o.into()).unwrap())
        .collect();
    assert!(
        names.contains(&"cage R1C1 sum 3: R1C2=2".to_string()),
        "{names:?}"
    );
    let mut solved = None;
    while !given.done() {
        let batch = given.next_batch(1.into()).unwrap().to_vec();
        if batch.first() == Some(&(EventKind::Solution as i32)) {
            solved = given.grid();
        }
    }
    assert_eq!(solved.as_deref(), Some("1234341221434321"));
    assert_eq!(given.solutions(), 1.0);
}

#[wasm_bindgen_test]
fn a_variant_the_stepper_cannot_show_is_refused_in_words() {
    let shared = ".Shape~4x4.Arrow~R1C1~R1C2~R1C3.Arrow~R1C1~R2C1~R3C1";
    let refused = message(stepper(shared).err().unwrap());
    assert!(refused.contains("colours"), "{refused}");
    let bad = message(stepper(".Shape~4x4.Cage~3~R1C1~R1Z2").err().unwrap());
    assert!(bad.starts_with("column "), "{bad}");
}

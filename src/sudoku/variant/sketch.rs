//! What a page needs to draw and referee a variant, with no drawing in it:
//! the marks on the grid (each a kind and its cells, a cage's sum), the
//! rules in words for a caption, and every group of cells that may not
//! repeat a symbol, each named, so that a clash can say "same cage".
//!
//! A new kind of constraint adds its marks here and a drawing function in
//! the page; the page lists a kind it cannot draw in the caption.

use super::{cell_name, grid_text, Kind, PairRule, Relation, Variant};

/// One thing drawn on the grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    /// What it is: `region` (a jigsaw region), `cage`, `diagonal`,
    /// `window`, `odd` or `even`.
    pub kind: &'static str,
    /// Its cells: a diagonal's in order along it, a region's and a
    /// window's in row order, a cage's as the puzzle lists them.
    pub cells: Vec<usize>,
    /// A cage's sum.
    pub value: Option<u32>,
}

/// A rule of the puzzle beyond the classic ones, for a caption.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// Its name: "Killer cages".
    pub name: &'static str,
    /// What it asks, one sentence.
    pub says: &'static str,
}

/// Cells that may not hold a symbol twice, and what they are ("row",
/// "cage", "knight's move").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// The name a clash gives it: "same cage".
    pub name: &'static str,
    /// Its cells, in row order.
    pub cells: Vec<usize>,
}

/// A variant as a page draws and referees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sketch {
    /// The grid's side.
    pub side: usize,
    /// Its boxes' rows and columns.
    pub box_rows: usize,
    /// See `box_rows`.
    pub box_cols: usize,
    /// Whether the boxes are houses (drawn with thick lines).
    pub boxes: bool,
    /// The givens, one line, `.` for empty.
    pub givens: String,
    /// The puzzle as a constraint string, its givens included: the one
    /// form of it that a link carries, whatever form it was read in.
    pub text: String,
    /// The puzzle's rules without its givens, to which a page adds a
    /// grid's givens (`.~R1C1_5…`) to solve that grid by them.
    pub rules_text: String,
    /// What is drawn.
    pub marks: Vec<Mark>,
    /// The rules beyond the classic ones.
    pub rules: Vec<Rule>,
    /// Every group that may not repeat a symbol, houses first.
    pub groups: Vec<Group>,
    /// The kind of puzzle the generator makes that this one is (a killer:
    /// summed cages and the classic rules; a jigsaw: regions for boxes),
    /// or `None` for any other mix of rules, so a page can say which kind
    /// is on the board.
    pub kind: Option<Kind>,
}

impl Sketch {
    /// The sketch of `variant`.
    pub fn of(variant: &Variant) -> Sketch {
        let (shape, n) = (variant.shape, variant.shape.side());
        let rules_text = rules_text(variant);
        let givens = grid_text(&variant.givens);
        let given_args: Vec<String> = (0..n * n)
            .filter(|&c| variant.givens[c] != 0)
            .map(|c| format!("~{}_{}", cell_name(c, n), variant.givens[c]))
            .collect();
        let text = if given_args.is_empty() {
            rules_text.clone()
        } else {
            format!("{rules_text}.{}", given_args.concat())
        };
        let rules = rules(variant);
        let kind = match rules.as_slice() {
            [only] if only.name == KILLER => Some(Kind::Killer),
            [only] if only.name == JIGSAW => Some(Kind::Jigsaw),
            _ => None,
        };
        Sketch {
            side: n,
            box_rows: shape.box_rows(),
            box_cols: shape.box_cols(),
            boxes: variant.boxes,
            givens,
            text,
            rules_text,
            marks: marks(variant),
            rules,
            groups: groups(variant),
            kind,
        }
    }
}

/// The odd and the even symbols of a grid of side `n`, as bit sets.
fn parities(n: usize) -> (u32, u32) {
    let odd = (0..n).step_by(2).fold(0, |set, v| set | 1 << v);
    (odd, ((1 << n) - 1) & !odd)
}

/// What is drawn on `variant`'s grid (the sketch's marks, which the
/// visualizer reads alone).
pub fn marks(variant: &Variant) -> Vec<Mark> {
    let n = variant.shape.side();
    let mark = |kind, cells| Mark {
        kind,
        cells,
        value: None,
    };
    let mut marks = Vec::new();
    if let Some(regions) = &variant.regions {
        for region in 0..n as u8 {
            marks.push(mark(
                "region",
                (0..n * n).filter(|&c| regions[c] == region).collect(),
            ));
        }
    }
    for cage in &variant.cages {
        marks.push(Mark {
            kind: "cage",
            cells: cage.cells.clone(),
            value: cage.sum,
        });
    }
    if variant.diagonals.main {
        marks.push(mark("diagonal", (0..n).map(|k| k * n + k).collect()));
    }
    if variant.diagonals.anti {
        marks.push(mark(
            "diagonal",
            (0..n).map(|k| (n - 1 - k) * n + k).collect(),
        ));
    }
    if variant.windows {
        for window in super::windows(variant.shape) {
            marks.push(mark("window", window));
        }
    }
    marks.extend(line_and_dot_marks(variant));
    let (odd, even) = parities(n);
    for (kind, set) in [("odd", odd), ("even", even)] {
        let cells: Vec<usize> = (0..n * n)
            .filter(|&c| variant.givens[c] == 0 && variant.allowed[c] == set)
            .collect();
        if !cells.is_empty() {
            marks.push(mark(kind, cells));
        }
    }
    marks
}

/// The thermometers (their cells from the bulb), the arrows (from the
/// circle) and the dots between two cells: white and black kropki dots,
/// and X or V (`xv`, its sum the value).
fn line_and_dot_marks(variant: &Variant) -> Vec<Mark> {
    let thermometers = variant.relations.iter().map(|relation| {
        let (kind, value) = match *relation {
            Relation::Thermo(_) => ("thermo", None),
            Relation::Arrow { pill: 1, .. } => ("arrow", None),
            Relation::Arrow { pill, .. } => ("pill-arrow", Some(pill as u32)),
            Relation::LittleKiller { total, .. } => ("little-killer", Some(total)),
            Relation::Sandwich { total, .. } => ("sandwich", Some(total)),
            Relation::Sum { .. } => ("sum", None),
        };
        Mark {
            kind,
            cells: relation.cells().to_vec(),
            value,
        }
    });
    let dots = variant.dots.iter().filter_map(|dot| {
        let (kind, value) = match dot.rule {
            PairRule::Consecutive => ("white-dot", None),
            PairRule::Double => ("black-dot", None),
            PairRule::Sum(sum) => ("xv", Some(u32::from(sum))),
            _ => return None,
        };
        Some(Mark {
            kind,
            cells: dot.cells.to_vec(),
            value,
        })
    });
    thermometers.chain(dots).collect()
}

/// The rule a killer has alone.
const KILLER: &str = "Killer cages";
/// The rule a jigsaw has alone (its boxes gone with its regions).
const JIGSAW: &str = "Jigsaw";

/// Each rule beyond the classic ones, named and said, in the caption's
/// order; `rules` says which a puzzle has.
const RULES: [(&str, &str); 18] = [
    (
        KILLER,
        "the digits in a dashed cage add up to its sum, none repeated.",
    ),
    ("Cages", "no digit repeats within a dashed cage."),
    (
        JIGSAW,
        "each region in thick lines holds every digit once.",
    ),
    ("No boxes", "the boxes are not houses."),
    ("Diagonals", "each marked diagonal holds every digit once."),
    ("Windoku", "each shaded window holds every digit once."),
    (
        "Disjoint groups",
        "the cells at one place in their boxes hold every digit once.",
    ),
    ("Anti-knight", "no digit twice a knight's move apart."),
    (
        "Anti-king",
        "no digit twice a king's move apart (diagonally touching).",
    ),
    (
        "Non-consecutive",
        "no two side-by-side cells hold consecutive digits.",
    ),
    (
        "Odd and even",
        "a circled cell holds an odd digit, a squared cell an even one.",
    ),
    (
        "Thermometers",
        "the digits rise along each thermometer from its bulb.",
    ),
    (
        "Arrows",
        "the digit in an arrow's circle is the sum of the digits along it.",
    ),
    (
        "Pill arrows",
        "the digits in an arrow's pill, read as one number, are the sum of the digits along it.",
    ),
    (
        "Little killer",
        "the digits along a diagonal add up to the clue at its end; they may repeat.",
    ),
    (
        "Sandwich",
        "the digits between the smallest and the largest digit of a row or column add up to its clue.",
    ),
    (
        "Kropki dots",
        "a white dot joins consecutive digits, a black dot a digit and its double.",
    ),
    (
        "XV",
        "an X joins two digits that add up to 10, a V two that add up to 5.",
    ),
];

fn rules(variant: &Variant) -> Vec<Rule> {
    let (odd, even) = parities(variant.shape.side());
    let parity = variant
        .allowed
        .iter()
        .zip(&variant.givens)
        .any(|(&set, &given)| given == 0 && (set == odd || set == even));
    let summed = variant.cages.iter().any(|cage| cage.sum.is_some());
    let dotted = |rule: PairRule| variant.dots.iter().any(|dot| dot.rule == rule);
    let has = |kind: &dyn Fn(&Relation) -> bool| variant.relations.iter().any(kind);
    let has = [
        summed,
        !variant.cages.is_empty() && !summed,
        variant.regions.is_some(),
        !variant.boxes && variant.regions.is_none(),
        variant.diagonals.main || variant.diagonals.anti,
        variant.windows,
        variant.disjoint,
        variant.anti_knight,
        variant.anti_king,
        variant.anti_consecutive,
        parity,
        has(&|r| matches!(r, Relation::Thermo(_))),
        has(&|r| matches!(r, Relation::Arrow { pill: 1, .. })),
        has(&|r| matches!(r, Relation::Arrow { pill: 2.., .. })),
        has(&|r| matches!(r, Relation::LittleKiller { .. })),
        has(&|r| matches!(r, Relation::Sandwich { .. })),
        variant.strict_kropki || dotted(PairRule::Consecutive) || dotted(PairRule::Double),
        variant.strict_xv || dotted(PairRule::Sum(10)) || dotted(PairRule::Sum(5)),
    ];
    RULES
        .iter()
        .zip(has)
        .filter(|&(_, on)| on)
        .map(|(&(name, says), _)| Rule { name, says })
        .collect()
}

/// Every group of cells that may not repeat a symbol, named: the houses
/// by what they are, every cage (one with a sum repeats nothing either),
/// and the pairs and squares of anti-knight and anti-king. A group two
/// rules make is listed once, by its first name.
pub(super) fn groups(variant: &Variant) -> Vec<Group> {
    let n = variant.shape.side();
    let mut named: Vec<(&'static str, Vec<usize>)> = Vec::new();
    named.extend((0..n).map(|row| ("row", (row * n..(row + 1) * n).collect())));
    named.extend((0..n).map(|col| ("column", (0..n).map(|row| row * n + col).collect())));
    let boxes = variant.box_houses();
    if variant.boxes {
        named.extend(boxes.iter().map(|cells| ("box", cells.clone())));
    }
    if let Some(regions) = &variant.regions {
        for region in 0..n as u8 {
            named.push((
                "region",
                (0..n * n).filter(|&c| regions[c] == region).collect(),
            ));
        }
    }
    if variant.diagonals.main {
        named.push(("diagonal", (0..n).map(|k| k * n + k).collect()));
    }
    if variant.diagonals.anti {
        named.push(("diagonal", (0..n).map(|k| k * n + n - 1 - k).collect()));
    }
    if variant.windows {
        named.extend(
            super::windows(variant.shape)
                .into_iter()
                .map(|cells| ("window", cells)),
        );
    }
    if variant.disjoint {
        for place in 0..n {
            let mut cells: Vec<usize> = boxes.iter().map(|cells| cells[place]).collect();
            cells.sort_unstable();
            named.push(("disjoint group", cells));
        }
    }
    for cage in &variant.cages {
        let mut cells = cage.cells.clone();
        cells.sort_unstable();
        named.push(("cage", cells));
    }
    let houses = variant.houses();
    for cells in variant.groups(&houses) {
        let name = match cells.len() {
            2 if variant.anti_knight => "knight's move",
            4 if variant.anti_king => "king's move",
            _ => continue,
        };
        named.push((name, cells));
    }
    let mut groups: Vec<Group> = Vec::with_capacity(named.len());
    for (name, cells) in named {
        if !groups.iter().any(|group| group.cells == cells) {
            groups.push(Group { name, cells });
        }
    }
    groups
}

/// The puzzle's rules as a constraint string, without its givens but with
/// the cells it narrows (`.~R1C1_1_3_5_7_9` for an odd cell): every rule the
/// parser reads, so that the page solves and referees by all of them
/// (`tests/variant_sketch.rs` reads it back as the same puzzle).
fn rules_text(variant: &Variant) -> String {
    let n = variant.shape.side();
    let mut text = String::new();
    if n != 9 {
        text += &format!(".Shape~{n}x{n}");
    }
    if !variant.boxes {
        text += ".NoBoxes";
    }
    if let Some(regions) = &variant.regions {
        let layout: String = regions
            .iter()
            .map(|&r| char::from_digit(u32::from(r), 36).unwrap_or('?'))
            .collect();
        text += &format!(".Jigsaw~{layout}");
    }
    for (on, name) in [
        (variant.diagonals.anti, ".Diagonal~1"),
        (variant.diagonals.main, ".Diagonal~-1"),
        (variant.windows, ".Windoku"),
        (variant.disjoint, ".DisjointSets"),
        (variant.anti_knight, ".AntiKnight"),
        (variant.anti_king, ".AntiKing"),
        (variant.anti_consecutive, ".AntiConsecutive"),
        (variant.strict_kropki, ".StrictKropki"),
        (variant.strict_xv, ".StrictXV"),
    ] {
        if on {
            text += name;
        }
    }
    for cage in &variant.cages {
        text += &format!(
            ".Cage~{}",
            cage.sum.map_or(String::new(), |s| s.to_string())
        );
        for &cell in &cage.cells {
            text += &format!("~{}", cell_name(cell, n));
        }
    }
    text += &lines_and_dots_text(variant);
    let all = (1u32 << n) - 1;
    let narrowed: Vec<String> = (0..n * n)
        .filter(|&c| variant.givens[c] == 0 && variant.allowed[c] != all)
        .map(|c| {
            let values: String = (0..n)
                .filter(|&v| variant.allowed[c] & 1 << v != 0)
                .map(|v| format!("_{}", v + 1))
                .collect();
            format!("~{}{values}", cell_name(c, n))
        })
        .collect();
    if !narrowed.is_empty() {
        text += &format!(".{}", narrowed.concat());
    }
    text
}

/// The thermometers, arrows and dots of a puzzle as constraints, in the
/// order the parser keeps them.
fn lines_and_dots_text(variant: &Variant) -> String {
    let n = variant.shape.side();
    let mut text = String::new();
    for relation in &variant.relations {
        let cells = relation.cells();
        text += &match *relation {
            Relation::Thermo(_) => ".Thermo".to_string(),
            Relation::Arrow { pill: 1, .. } => ".Arrow".to_string(),
            Relation::Arrow { pill, .. } => format!(".PillArrow~{pill}"),
            Relation::Sum { .. } => ".Sum".to_string(),
            // An outside clue names its line by where it starts.
            Relation::LittleKiller { total, .. } => {
                text += &format!(".LittleKiller~{total}~{}", cell_name(cells[0], n));
                continue;
            }
            Relation::Sandwich { total, .. } => {
                let line = match cells[1] - cells[0] {
                    1 => format!("R{}", &cell_name(cells[0], n)[1..2]),
                    _ => format!("C{}", &cell_name(cells[0], n)[3..4]),
                };
                text += &format!(".Sandwich~{total}~{line}");
                continue;
            }
        };
        for &cell in cells {
            text += &format!("~{}", cell_name(cell, n));
        }
    }
    for dot in &variant.dots {
        let kind = match dot.rule {
            PairRule::Consecutive => "WhiteDot",
            PairRule::Double => "BlackDot",
            PairRule::Sum(10) => "X",
            PairRule::Sum(5) => "V",
            // The parser makes no other pair a dot: the rest are a
            // thermometer's steps and the strict forms' absent dots.
            _ => continue,
        };
        let [a, b] = dot.cells;
        text += &format!(".{kind}~{}~{}", cell_name(a, n), cell_name(b, n));
    }
    text
}

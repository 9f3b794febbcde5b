//! What a killer's sums teach when no single follows, in a player's words,
//! before any other technique or a guess: a cage whose every way to make
//! its sum holds a digit keeps that digit out of the rest of each house it
//! lies in ("The cage of 3 in two cells at row 1, column 1 can only be 1
//! and 2: so 1 and 2 go nowhere else in row 1 or box 1."); and the 45
//! rule (`house_sums.rs`): the cells a house or band leaves once the cages
//! wholly inside it are taken away (or that its cages hold outside it)
//! make a known sum, which places a lone cell and narrows a few, as a cage
//! does.

use super::singles::{fill, place};
use super::sketch::groups;
use super::Variant;
use crate::sudoku::logic::{joined, sorted_cells, symbols, Candidate};

/// The most cells whose sum is narrowed cell by cell, every way to fill
/// them tried; more are narrowed by the sets of digits that make the sum
/// (what no such set holds leaves every cell, what all hold leaves the
/// rest of their houses), since the ways to fill them grow as a factorial
/// (TAREK #1 took 16 s to play by hints when every size was filled cell
/// by cell, native; 0.3 s so).
const MOST_CELLS: usize = 4;

/// A step a sum gives: what it places or rules out, and why in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumStep {
    /// "cage combination" or "45 rule".
    pub technique: &'static str,
    /// The cells whose sum it reads.
    pub cells: Vec<usize>,
    /// What it places (a lone cell of the 45 rule).
    pub placements: Vec<Candidate>,
    /// What it rules out, in cell order.
    pub eliminations: Vec<Candidate>,
    /// What proves it: the candidates its cells keep.
    pub evidence: Vec<Candidate>,
    /// Where to look, without the answer.
    pub nudge: String,
    /// The whole step.
    pub explanation: String,
}

/// The first step a sum gives: the puzzle's cages first, then the 45
/// rule's sums; `None` when none rules anything out.
pub fn sum_step(variant: &Variant, sets: &[u32]) -> Option<SumStep> {
    let n = variant.shape.side();
    let houses: Vec<(String, Vec<usize>)> = groups(variant)
        .into_iter()
        .filter(|group| group.cells.len() == n && group.name != "cage")
        .map(|group| (house_name(variant, group.name, &group.cells), group.cells))
        .collect();
    for cage in variant.cages.iter().filter(|cage| cage.is_summed(n)) {
        let cells = variant.open_cells(&cage.cells);
        let sum = cage.sum.unwrap_or(0);
        let placed: u32 = cage
            .cells
            .iter()
            .map(|&c| u32::from(variant.givens[c]))
            .sum();
        let Some(left) = sum.checked_sub(placed) else {
            continue;
        };
        let head = *cage.cells.iter().min().unwrap_or(&0);
        let lead = if cells.len() == cage.cells.len() {
            format!(
                "The cage of {sum} in {} cells at {}",
                count(cells.len()),
                place(head, n)
            )
        } else {
            format!(
                "The cage of {sum} at {}, with {left} left for its {} open cells,",
                place(head, n),
                count(cells.len())
            )
        };
        let nudge = format!(
            "Look at the cage of {sum} at {}: what can make it?",
            place(head, n)
        );
        let found = narrowed(sets, &houses, &cells, left, variant);
        if let Some(step) = found.and_then(|found| found.said("cage combination", lead, nudge)) {
            return Some(step);
        }
    }
    house_step(variant, sets, &houses)
}

/// The first step the 45 rule's sums give (`house_sums.rs`): a lone cell
/// placed, or a few cells of one house narrowed as a cage.
fn house_step(variant: &Variant, sets: &[u32], houses: &[(String, Vec<usize>)]) -> Option<SumStep> {
    let n = variant.shape.side();
    let (_, _, regions) = variant.regions()?;
    for (cells, total, distinct, origin) in variant.house_sums()? {
        let region = region_name(variant, &regions[origin.region].0);
        let why = if origin.innies {
            format!("what {region} leaves once the cages wholly inside it are taken away")
        } else {
            format!("what the cages covering {region} hold outside it")
        };
        let names = cells_name(&cells, n);
        let nudge = format!("The 45 rule: look at {region}.");
        if let [cell] = cells[..] {
            let fits = (1..=n as u32).contains(&total) && sets[cell] & 1 << (total - 1) != 0;
            if fits {
                let explanation = format!("By the 45 rule, {names} is {total}: {why}.");
                return Some(SumStep {
                    technique: "45 rule",
                    cells,
                    placements: vec![(cell, total as u8)],
                    eliminations: Vec::new(),
                    evidence: Vec::new(),
                    nudge,
                    explanation,
                });
            }
        } else if distinct {
            let lead = format!("By the 45 rule, {names} make {total} ({why}); they");
            let found = narrowed(sets, houses, &cells, total, variant);
            if let Some(step) = found.and_then(|found| found.said("45 rule", lead, nudge)) {
                return Some(step);
            }
        }
    }
    None
}

/// What the distinct digits of `cells` making `total` rule out: each
/// cell's candidates no way of making it uses, and every digit all the
/// ways use from the rest of each house that holds every cell it may go
/// in.
struct Narrowed {
    cells: Vec<usize>,
    /// The digits the cells may hold, and those every way holds.
    union: u32,
    needed: u32,
    /// The houses the needed digits leave, named.
    houses: Vec<String>,
    eliminations: Vec<Candidate>,
    /// Whether the cells' own candidates lose any.
    own: bool,
    /// The candidates the cells keep.
    evidence: Vec<Candidate>,
}

/// [`Narrowed`] for `cells` making `total` among `sets`; `None` for a
/// sum no digits left make (a hint then says where to guess, or that a
/// cell has no digit).
fn narrowed(
    sets: &[u32],
    houses: &[(String, Vec<usize>)],
    cells: &[usize],
    total: u32,
    variant: &Variant,
) -> Option<Narrowed> {
    let (seen, needed) = if cells.len() <= MOST_CELLS {
        by_ways(sets, cells, total)
    } else {
        by_sets(sets, cells, total, variant.shape.side())
    };
    if cells.is_empty() || seen.contains(&0) {
        return None;
    }
    let union = seen.iter().fold(0, |all, &s| all | s);
    let mut eliminations: Vec<Candidate> = Vec::new();
    let mut own = false;
    for (k, &cell) in cells.iter().enumerate() {
        for value in digits(sets[cell] & !seen[k]) {
            eliminations.push((cell, value));
            own = true;
        }
    }
    let mut named = Vec::new();
    for value in digits(needed) {
        let bit = 1 << (value - 1);
        let holders: Vec<usize> = (cells.iter().zip(&seen))
            .filter(|&(_, &s)| s & bit != 0)
            .map(|(&c, _)| c)
            .collect();
        for (name, house) in houses
            .iter()
            .filter(|(_, h)| holders.iter().all(|c| h.contains(c)))
        {
            let before = eliminations.len();
            eliminations.extend(
                (house.iter())
                    .filter(|&&c| !cells.contains(&c) && variant.givens[c] == 0)
                    .filter(|&&c| sets[c] & bit != 0)
                    .map(|&c| (c, value)),
            );
            if eliminations.len() > before && !named.contains(name) {
                named.push(name.clone());
            }
        }
    }
    // One sort of whole numbers, as logic's Hint::new has it: a sort of
    // pairs would cost the wasm module a copy of the sort (7 KB).
    let keys = eliminations.iter().map(|&(c, v)| c << 5 | usize::from(v));
    let eliminations: Vec<Candidate> = (sorted_cells(keys.collect()).into_iter())
        .map(|key| (key >> 5, (key & 31) as u8))
        .collect();
    let evidence = (cells.iter().zip(&seen))
        .flat_map(|(&c, &s)| digits(s).map(move |v| (c, v)))
        .collect();
    Some(Narrowed {
        evidence,
        cells: cells.to_vec(),
        union,
        needed,
        houses: named,
        eliminations,
        own,
    })
}

/// Each cell's digits and the digits every way holds, for `cells` making
/// `total`, every way to fill them tried.
fn by_ways(sets: &[u32], cells: &[usize], total: u32) -> (Vec<u32>, u32) {
    let ways = |sets: &[u32]| {
        let mut seen = vec![0u32; cells.len()];
        fill(cells, sets, total, 0, &mut vec![0; cells.len()], &mut seen);
        seen
    };
    let seen = ways(sets);
    let union = seen.iter().fold(0, |all, &s| all | s);
    let needed = (0..32)
        .map(|v| 1u32 << v)
        .filter(|&bit| union & bit != 0)
        .filter(|&bit| {
            let without: Vec<u32> = sets.iter().map(|&set| set & !bit).collect();
            ways(&without).contains(&0)
        })
        .fold(0, |all, bit| all | bit);
    (seen, needed)
}

/// Each cell's digits and the digits every way holds, for `cells` making
/// `total`, from the sets of `cells.len()` distinct digits that make it
/// and give each cell one of its candidates: a superset of the sets a way
/// to fill them uses, so what it rules out is ruled out.
fn by_sets(sets: &[u32], cells: &[usize], total: u32, side: usize) -> (Vec<u32>, u32) {
    let (mut union, mut needed) = (0u32, u32::MAX);
    let all = cells.iter().fold(0, |all, &c| all | sets[c]);
    for set in 0u32..1 << side {
        let sum: u32 = digits(set).map(u32::from).sum();
        let fits = set & !all == 0 && cells.iter().all(|&c| sets[c] & set != 0);
        if set.count_ones() as usize == cells.len() && sum == total && fits {
            union |= set;
            needed &= set;
        }
    }
    let seen = cells.iter().map(|&c| sets[c] & union).collect();
    (seen, if union == 0 { 0 } else { needed })
}

impl Narrowed {
    /// The step in words, `lead` naming the sum ("The cage of 3 in two
    /// cells at row 1, column 1"); `None` when it rules nothing out.
    fn said(self, technique: &'static str, lead: String, nudge: String) -> Option<SumStep> {
        if self.eliminations.is_empty() {
            return None;
        }
        let (union, needed) = (symbols(self.union), symbols(self.needed));
        let can =
            if self.union == self.needed && self.needed.count_ones() as usize == self.cells.len() {
                format!("can only be {needed}")
            } else if self.own {
                format!("can hold only {union}")
            } else {
                format!("must hold {needed} whichever way the sum is made")
            };
        let mut so = Vec::new();
        let houses = match self.houses.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => self.houses.concat(),
        };
        if !self.houses.is_empty() {
            let removed: u32 = (self.eliminations.iter())
                .filter(|(c, _)| !self.cells.contains(c))
                .fold(0, |all, &(_, v)| all | 1 << (v - 1));
            let verb = if removed.count_ones() == 1 {
                "goes"
            } else {
                "go"
            };
            so.push(format!(
                "{} {verb} nowhere else in {}",
                symbols(removed),
                houses
            ));
        }
        if self.own {
            so.push("no other digit fits those cells".to_string());
        }
        let explanation = format!("{lead} {can}: so {}.", joined(so, ", "));
        Some(SumStep {
            technique,
            cells: self.cells,
            placements: Vec::new(),
            eliminations: self.eliminations,
            evidence: self.evidence,
            nudge,
            explanation,
        })
    }
}

/// The digits of a bit set, ascending.
fn digits(set: u32) -> impl Iterator<Item = u8> {
    (1..=32u8).filter(move |v| set & 1 << (v - 1) != 0)
}

/// Cells by name, as few words as a player uses: "row 1, columns 8 and
/// 9", "column 3, rows 1 and 4", else each cell's name.
fn cells_name(cells: &[usize], n: usize) -> String {
    let plural = if cells.len() > 1 { "s" } else { "" };
    let first = cells[0];
    let (row, column) = (first / n, first % n);
    let lines = |line: usize, word: &str, other: &str, across: bool| {
        let numbers = cells
            .iter()
            .map(|&c| (if across { c % n } else { c / n } + 1).to_string());
        format!(
            "{word} {}, {other}{plural} {}",
            line + 1,
            joined(numbers.collect(), ", ")
        )
    };
    if cells.iter().all(|&c| c / n == row) {
        lines(row, "row", "column", true)
    } else if cells.iter().all(|&c| c % n == column) {
        lines(column, "column", "row", false)
    } else {
        joined(cells.iter().map(|&c| place(c, n)).collect(), "; ")
    }
}

/// A number of cells in words, as a player says it: "two", "nine".
fn count(cells: usize) -> String {
    const WORDS: [&str; 9] = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    ];
    WORDS
        .get(cells.wrapping_sub(1))
        .map_or_else(|| cells.to_string(), |w| (*w).to_string())
}

/// A house by a name a player knows: "row 3", "column 7", "box 2", "the
/// region at row 1, column 1".
fn house_name(variant: &Variant, group: &str, cells: &[usize]) -> String {
    let n = variant.shape.side();
    let first = cells[0];
    match group {
        "row" => format!("row {}", first / n + 1),
        "column" => format!("column {}", first % n + 1),
        "box" => format!("box {}", variant.shape.box_of(first / n, first % n) + 1),
        _ => format!("the {group} at {}", place(first, n)),
    }
}

/// A region of the 45 rule by name: a house, "rows 1 to 3", "columns 4 and 5".
fn region_name(variant: &Variant, cells: &[usize]) -> String {
    let n = variant.shape.side();
    let lines = |line: fn(usize, usize) -> usize, word: &str| {
        let (low, high) = cells.iter().fold((n, 0), |(lo, hi), &c| {
            (lo.min(line(c, n)), hi.max(line(c, n)))
        });
        let width = high - low + 1;
        (width > 1 && cells.len() == width * n).then(|| match width {
            2 => format!("{word}s {} and {}", low + 1, high + 1),
            _ => format!("{word}s {} to {}", low + 1, high + 1),
        })
    };
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    lines(|c, n| c / n, "row")
        .or_else(|| lines(|c, n| c % n, "column"))
        .or_else(|| {
            let group = groups(variant).into_iter().find(|g| g.cells == sorted)?;
            Some(house_name(variant, group.name, &group.cells))
        })
        .unwrap_or_else(|| "this region".to_string())
}

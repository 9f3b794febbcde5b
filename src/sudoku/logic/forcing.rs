//! The last resort before a guess: a forcing chain, a candidate that, put
//! in its cell, leads by singles alone to a contradiction.

use super::{symbol, values_of, Candidates, Contradiction, Hint, LinkKind, Technique};

/// The singles one trial may place, and the placements all trials of one
/// step may make: a bound on the time a step takes on the largest grids.
const TRIAL: usize = 200;
const WORK: usize = 100_000;

impl Candidates {
    /// The first candidate (cells with the fewest candidates first) whose
    /// placement, followed by every single it forces, empties a cell or a
    /// unit: that candidate is false.
    pub(super) fn forcing_chain(&self) -> Option<Hint> {
        let side = self.layout.side() as u32;
        let cells = (2..=side).flat_map(|count| {
            (0..self.masks.len()).filter(move |&c| self.masks[c].count_ones() == count)
        });
        let mut work = 0;
        cells.into_iter().find_map(|cell| {
            values_of(self.masks[cell]).find_map(|value| {
                if work > WORK {
                    return None;
                }
                let mut trial = self.clone();
                trial.place(cell, value);
                let (placed, failed) = trial.propagate(TRIAL);
                work += placed.len() + 1;
                let contradiction = trial.contradiction().filter(|_| failed)?;
                Some(self.forcing_hint(cell, value, &placed, contradiction))
            })
        })
    }

    fn forcing_hint(
        &self,
        cell: usize,
        value: u8,
        placed: &[(usize, u8)],
        contradiction: Contradiction,
    ) -> Hint {
        let (focus, ending) = match contradiction {
            Contradiction::NoCandidate(empty) => (
                vec![empty],
                format!("{} has no candidate left", self.name(empty)),
            ),
            Contradiction::NoPlace(missing, unit) => (
                self.layout.unit(unit).to_vec(),
                format!(
                    "{} has no place left in {}",
                    symbol(missing),
                    self.layout.named(unit)
                ),
            ),
        };
        let mut evidence = vec![(cell, value)];
        evidence.extend_from_slice(placed);
        let mut hint = Hint::eliminating(Technique::ForcingChain, vec![(cell, value)], evidence);
        hint.focus = focus;
        hint.focus.push(cell);
        hint.focus = super::sorted_cells(std::mem::take(&mut hint.focus));
        let mut path = vec![(cell, value)];
        path.extend_from_slice(placed);
        hint.links = super::links_along(&path, &[LinkKind::Forces]);
        let steps: Vec<String> = placed
            .iter()
            .map(|&candidate| self.candidate_name(candidate))
            .collect();
        let name = self.name(cell);
        let v = symbol(value);
        hint.said(
            format!("Forcing chain: suppose {name} were {v}, and follow the singles."),
            format!(
                "Forcing chain: if {name} were {v}, singles would follow ({}) until {ending}; so {name} is not {v}.",
                if steps.is_empty() { "none".to_string() } else { steps.join("; ") }
            ),
        )
    }
}

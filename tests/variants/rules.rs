//! The rules of a variant, written in the test from the rules themselves:
//! the checker of every solution and the brute force the counts are held
//! to, independent of the model's parser and encodings.

/// The rules of a constraint string, read here by hand: what the checker
/// and the brute force know, independent of the model's parser.
#[derive(Clone, Debug, Default)]
pub struct Rules {
    pub side: usize,
    pub boxes: Option<(usize, usize)>,
    pub jigsaw: Option<Vec<char>>,
    pub main: bool,
    pub anti: bool,
    pub windoku: bool,
    pub knight: bool,
    pub king: bool,
    pub consecutive: bool,
    /// Each cell's allowed symbols (bit v - 1), 0 for any.
    pub allowed: Vec<u32>,
    /// (cells, sum or 0 for none).
    pub cages: Vec<(Vec<usize>, u32)>,
    /// Thermometers, from the bulb.
    pub thermos: Vec<Vec<usize>>,
    /// Dots between two neighbours: 'W'hite, 'B'lack, 'X' or 'V'.
    pub dots: Vec<(usize, usize, char)>,
    /// Arrows: the circle first, the sum of the rest.
    pub arrows: Vec<Vec<usize>>,
    /// Pill arrows: (pill size, the pill's cells in reading order, then
    /// the arrow's).
    pub pills: Vec<(usize, Vec<usize>)>,
    /// Little killers: the diagonal from its clue's cell (on the edge, in
    /// ISS's direction), and the sum along it.
    pub little_killers: Vec<(Vec<usize>, u32)>,
    /// Sandwiches: the row's or column's cells, whether it is a row, and
    /// the sum between its 1 and its largest symbol.
    pub sandwiches: Vec<(Vec<usize>, bool, u32)>,
    /// Every kropki dot shown, and every X and V.
    pub strict_kropki: bool,
    pub strict_xv: bool,
    pub givens: Vec<u8>,
}

impl Rules {
    pub fn new(side: usize) -> Rules {
        let boxes = match side {
            4 => (2, 2),
            6 => (2, 3),
            _ => (3, 3),
        };
        Rules {
            side,
            boxes: Some(boxes),
            givens: vec![0; side * side],
            allowed: vec![0; side * side],
            ..Rules::default()
        }
    }

    /// The constraint string of these rules, in ISS's syntax.
    pub fn text(&self) -> String {
        let n = self.side;
        let cell = |c: usize| format!("R{}C{}", c / n + 1, c % n + 1);
        let mut text = format!(".Shape~{n}x{n}");
        if self.boxes.is_none() {
            text += ".NoBoxes";
        }
        if let Some(layout) = &self.jigsaw {
            text += &format!(".Jigsaw~{}", layout.iter().collect::<String>());
        }
        for (on, name) in [
            (self.main, ".Diagonal~-1"),
            (self.anti, ".Diagonal~1"),
            (self.windoku, ".Windoku"),
            (self.knight, ".AntiKnight"),
            (self.king, ".AntiKing"),
            (self.consecutive, ".AntiConsecutive"),
        ] {
            if on {
                text += name;
            }
        }
        for (cells, sum) in &self.cages {
            let sum = if *sum == 0 {
                String::new()
            } else {
                sum.to_string()
            };
            text += &format!(".Cage~{sum}");
            for &c in cells {
                text += &format!("~{}", cell(c));
            }
        }
        text += &self.lines_text();
        text += ".";
        for (c, &v) in self.givens.iter().enumerate() {
            if v != 0 {
                text += &format!("~{}_{v}", cell(c));
            }
        }
        for (c, &set) in self.allowed.iter().enumerate() {
            if set != 0 {
                text += &format!("~{}", cell(c));
                for v in (1..=self.side).filter(|v| set & 1 << (v - 1) != 0) {
                    text += &format!("_{v}");
                }
            }
        }
        text
    }

    /// The thermometers and dots of [`Rules::text`].
    fn lines_text(&self) -> String {
        let n = self.side;
        let cell = |c: usize| format!("R{}C{}", c / n + 1, c % n + 1);
        let mut text = String::new();
        for cells in &self.thermos {
            text += ".Thermo";
            for &c in cells {
                text += &format!("~{}", cell(c));
            }
        }
        for cells in &self.arrows {
            text += ".Arrow";
            for &c in cells {
                text += &format!("~{}", cell(c));
            }
        }
        for (pill, cells) in &self.pills {
            text += &format!(".PillArrow~{pill}");
            for &c in cells {
                text += &format!("~{}", cell(c));
            }
        }
        for (cells, sum) in &self.little_killers {
            text += &format!(".LittleKiller~{sum}~{}", cell(cells[0]));
        }
        for (cells, row, sum) in &self.sandwiches {
            let line = match row {
                true => format!("R{}", cells[0] / n + 1),
                false => format!("C{}", cells[0] % n + 1),
            };
            text += &format!(".Sandwich~{sum}~{line}");
        }
        for &(a, b, kind) in &self.dots {
            let name = match kind {
                'W' => "WhiteDot",
                'B' => "BlackDot",
                'X' => "X",
                _ => "V",
            };
            text += &format!(".{name}~{}~{}", cell(a), cell(b));
        }
        if self.strict_kropki {
            text += ".StrictKropki";
        }
        if self.strict_xv {
            text += ".StrictXV";
        }
        text
    }

    /// Whether two distinct cells may not hold the same symbol.
    pub fn see(&self, a: usize, b: usize) -> bool {
        let n = self.side;
        let (ra, ca, rb, cb) = (a / n, a % n, b / n, b % n);
        let (dr, dc) = (ra.abs_diff(rb), ca.abs_diff(cb));
        let window = |r: usize, c: usize| -> Option<(usize, usize)> {
            // The box's size, whether or not the boxes are houses.
            let (h, w) = match n {
                4 => (2, 2),
                6 => (2, 3),
                _ => (3, 3),
            };
            // Windows start one in from the edge, one apart.
            let (wr, wc) = (r.checked_sub(1)? / (h + 1), c.checked_sub(1)? / (w + 1));
            let inside = (r - 1) % (h + 1) < h && (c - 1) % (w + 1) < w;
            let fits = 1 + wr * (h + 1) + h < n && 1 + wc * (w + 1) + w < n;
            (inside && fits).then_some((wr, wc))
        };
        ra == rb
            || ca == cb
            || self
                .boxes
                .is_some_and(|(h, w)| ra / h == rb / h && ca / w == cb / w)
            || self.jigsaw.as_ref().is_some_and(|j| j[a] == j[b])
            || (self.main && ra == ca && rb == cb)
            || (self.anti && ra + ca == n - 1 && rb + cb == n - 1)
            || (self.windoku && window(ra, ca).is_some() && window(ra, ca) == window(rb, cb))
            || (self.knight && ((dr == 1 && dc == 2) || (dr == 2 && dc == 1)))
            || (self.king && dr <= 1 && dc <= 1)
            || self
                .cages
                .iter()
                .any(|(cells, _)| cells.contains(&a) && cells.contains(&b))
    }

    /// Whether `grid` (0 for empty) breaks no rule so far: full cages make
    /// their sums, partial ones stay under them, and the filled cells of a
    /// thermometer rise.
    pub fn allows(&self, grid: &[u8]) -> Result<(), String> {
        let n = self.side;
        for a in 0..grid.len() {
            if grid[a] != 0 && self.allowed[a] != 0 && self.allowed[a] & 1 << (grid[a] - 1) == 0 {
                return Err(format!("cell {a} holds {}, not an allowed value", grid[a]));
            }
            for b in a + 1..grid.len() {
                if grid[a] != 0 && grid[a] == grid[b] && self.see(a, b) {
                    return Err(format!("cells {a} and {b} both hold {}", grid[a]));
                }
                let touch = (b == a + 1 && b % n != 0) || b == a + n;
                let consecutive = grid[a] != 0 && grid[b] != 0 && grid[a].abs_diff(grid[b]) == 1;
                if self.consecutive && touch && consecutive {
                    return Err(format!("neighbours {a} and {b} are consecutive"));
                }
            }
        }
        for (cells, sum) in self.cages.iter().filter(|(_, sum)| *sum != 0) {
            let total: u32 = cells.iter().map(|&c| u32::from(grid[c])).sum();
            let full = cells.iter().all(|&c| grid[c] != 0);
            if (full && total != *sum) || total > *sum {
                return Err(format!("cage {cells:?} sums to {total}, not {sum}"));
            }
        }
        if let Some(cells) = self.thermos.iter().find(|cells| !rises(grid, cells)) {
            return Err(format!("thermometer {cells:?} does not rise"));
        }
        if let Some(cells) = self.arrows.iter().find(|cells| !adds_up(grid, cells)) {
            return Err(format!("arrow {cells:?} does not add up"));
        }
        if let Some(broken) = self.broken_clue(grid) {
            return Err(broken);
        }
        for a in 0..grid.len() {
            for b in [a + 1, a + n] {
                let touch = b < grid.len() && (b == a + n || b % n != 0);
                if touch && !self.dotted_pair_keeps(grid, a, b) {
                    return Err(format!("the dots' rule between {a} and {b} is broken"));
                }
            }
        }
        Ok(())
    }

    /// Whether neighbours `a` and `b` keep their dots' rules, or a strict
    /// rule's for no dot, or one is empty.
    fn dotted_pair_keeps(&self, grid: &[u8], a: usize, b: usize) -> bool {
        let (x, y) = (grid[a], grid[b]);
        if x == 0 || y == 0 {
            return true;
        }
        let kinds: Vec<char> = self
            .dots
            .iter()
            .filter(|&&(p, q, _)| (p, q) == (a, b) || (p, q) == (b, a))
            .map(|&(_, _, kind)| kind)
            .collect();
        let white = x.abs_diff(y) == 1;
        let black = x == 2 * y || y == 2 * x;
        let kept = kinds.iter().all(|kind| match kind {
            'W' => white,
            'B' => black,
            'X' => x + y == 10,
            _ => x + y == 5,
        });
        let kropki = kinds.iter().any(|k| "WB".contains(*k));
        let xv = kinds.iter().any(|k| "XV".contains(*k));
        kept && (!self.strict_kropki || kropki || !(white || black))
            && (!self.strict_xv || xv || (x + y != 10 && x + y != 5))
    }

    /// Whether the symbol just put in `at` keeps every rule with the
    /// symbols already placed: the brute force's step, cheaper than
    /// [`Rules::allows`] on the whole grid.
    pub fn fits(&self, grid: &[u8], at: usize) -> bool {
        let (n, v) = (self.side, grid[at]);
        if self.allowed[at] != 0 && self.allowed[at] & 1 << (v - 1) == 0 {
            return false;
        }
        let clash = (0..grid.len()).any(|b| {
            let touch = at.abs_diff(b) == n || (at.abs_diff(b) == 1 && at / n == b / n);
            b != at
                && grid[b] != 0
                && ((grid[b] == v && self.see(at, b))
                    || (self.consecutive && touch && grid[b].abs_diff(v) == 1))
        });
        let neighbours = [at.wrapping_sub(n), at + n, at.wrapping_sub(1), at + 1];
        let touching = neighbours
            .into_iter()
            .filter(|&b| b < grid.len() && (at.abs_diff(b) == n || at / n == b / n));
        !clash
            && touching
                .into_iter()
                .all(|b| self.dotted_pair_keeps(grid, at, b))
            && self.thermos.iter().all(|cells| rises(grid, cells))
            && self.arrows.iter().all(|cells| adds_up(grid, cells))
            && self.broken_clue(grid).is_none()
            && self.cages.iter().all(|(cells, sum)| {
                let total: u32 = cells.iter().map(|&c| u32::from(grid[c])).sum();
                let full = cells.iter().all(|&c| grid[c] != 0);
                *sum == 0 || !cells.contains(&at) || (total <= *sum && (!full || total == *sum))
            })
    }

    /// The first pill arrow, little killer or sandwich that `grid` breaks:
    /// a full line that misses its sum, or a partial one already past it.
    fn broken_clue(&self, grid: &[u8]) -> Option<String> {
        let full = |cells: &[usize]| cells.iter().all(|&c| grid[c] != 0);
        let sum = |cells: &[usize]| cells.iter().map(|&c| u32::from(grid[c])).sum::<u32>();
        for (pill, cells) in &self.pills {
            let number = cells[..*pill]
                .iter()
                .fold(0, |n, &c| n * 10 + u32::from(grid[c]));
            if full(cells) && number != sum(&cells[*pill..]) {
                return Some(format!("pill arrow {cells:?} does not add up"));
            }
        }
        for (cells, total) in &self.little_killers {
            if sum(cells) > *total || (full(cells) && sum(cells) != *total) {
                return Some(format!("little killer {cells:?} does not make {total}"));
            }
        }
        for (cells, _, total) in self.sandwiches.iter().filter(|(cells, ..)| full(cells)) {
            let at = |v: usize| cells.iter().position(|&c| usize::from(grid[c]) == v);
            let (Some(one), Some(top)) = (at(1), at(self.side)) else {
                continue;
            };
            let between = &cells[one.min(top) + 1..one.max(top)];
            if sum(between) != *total {
                return Some(format!("sandwich {cells:?} does not make {total}"));
            }
        }
        None
    }

    /// A solution: full, every rule kept, every given where it was.
    pub fn check(&self, grid: &[u8]) -> Result<(), String> {
        if grid.len() != self.side * self.side {
            return Err(format!("{} cells", grid.len()));
        }
        if let Some(c) = (0..grid.len()).find(|&c| grid[c] == 0 || grid[c] as usize > self.side) {
            return Err(format!("cell {c} holds {}", grid[c]));
        }
        if let Some(c) = (0..grid.len()).find(|&c| self.givens[c] != 0 && grid[c] != self.givens[c])
        {
            return Err(format!("given {c} changed"));
        }
        self.allows(grid)
    }

    /// Counts solutions by trying every symbol in every cell in order.
    pub fn brute_count(&self) -> u64 {
        fn go(rules: &Rules, grid: &mut Vec<u8>, at: usize) -> u64 {
            if at == grid.len() {
                return 1;
            }
            if grid[at] != 0 {
                return go(rules, grid, at + 1);
            }
            let mut count = 0;
            for v in 1..=rules.side as u8 {
                grid[at] = v;
                if rules.fits(grid, at) {
                    count += go(rules, grid, at + 1);
                }
            }
            grid[at] = 0;
            count
        }
        let mut grid = self.givens.clone();
        if self.allows(&grid).is_err() {
            return 0;
        }
        go(self, &mut grid, 0)
    }
}

/// Whether the filled cells of a thermometer rise from its bulb, the
/// empty ones skipped.
fn rises(grid: &[u8], cells: &[usize]) -> bool {
    let filled: Vec<u8> = cells.iter().map(|&c| grid[c]).filter(|&v| v != 0).collect();
    filled.windows(2).all(|pair| pair[0] < pair[1])
}

/// Whether an arrow's circle holds the sum of the rest once all are
/// filled, and more than the sum so far before.
fn adds_up(grid: &[u8], cells: &[usize]) -> bool {
    let circle = u32::from(grid[cells[0]]);
    let sum: u32 = cells[1..].iter().map(|&c| u32::from(grid[c])).sum();
    if cells.iter().all(|&c| grid[c] != 0) {
        circle == sum
    } else {
        circle == 0 || sum < circle
    }
}

/// A small deterministic generator (xorshift), so failures reproduce.
pub struct Random(pub u64);

impl Random {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

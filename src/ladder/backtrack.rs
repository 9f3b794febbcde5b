//! The backtracking loop that rungs 1 to 5 share, as a resumable state
//! machine, so that a search can pause at a budget or after any single
//! placement and go on later.

use super::{nodes_allowed, Layout, Progress, Rung, Stepping};
use crate::sudoku::Grid;

/// The cells of a grid and how a rung checks a placement in them. Cells are
/// numbered row by row from 0; symbols from 1, 0 being an empty cell.
pub trait Board {
    /// Takes the givens of `grid`, forgetting everything else.
    fn load(&mut self, grid: &Grid);

    /// The grid's rows, columns and boxes.
    fn layout(&self) -> &Layout;

    /// The cells: 0 for empty, else the symbol.
    fn cells(&self) -> &[u8];

    /// Whether `symbol` can go in the empty `cell` now.
    fn fits(&self, cell: usize, symbol: u8) -> bool;

    /// The symbols that fit in `cell` now, as a mask: bit `s - 1` for
    /// symbol `s`. By default each symbol is checked in turn.
    fn candidates(&self, cell: usize) -> u32 {
        (1..=self.layout().side() as u8)
            .filter(|&symbol| self.fits(cell, symbol))
            .fold(0, |mask, symbol| mask | 1 << (symbol - 1))
    }

    /// The smallest symbol greater than `after` (0 for the first) that fits
    /// in `cell`. By default each symbol is checked in turn.
    fn next_symbol(&self, cell: usize, after: u8) -> Option<u8> {
        (after + 1..=self.layout().side() as u8).find(|&symbol| self.fits(cell, symbol))
    }

    /// Writes `symbol` into the empty `cell`.
    fn place(&mut self, cell: usize, symbol: u8);

    /// Empties `cell`, exactly undoing its [`Board::place`].
    fn remove(&mut self, cell: usize);
}

/// What the search does next, as a [`Strategy`] decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// Every cell is filled: a solution.
    Solved,
    /// The grid cannot be completed: back up.
    DeadEnd,
    /// Only `symbol` can go in `cell`: place it without a choice.
    Force {
        /// The cell.
        cell: usize,
        /// The symbol.
        symbol: u8,
    },
    /// Branch on `cell`, trying each symbol that fits, smallest first.
    Branch {
        /// The cell.
        cell: usize,
    },
}

/// How a rung decides which cell to fill next.
pub trait Strategy {
    /// The next move on `board`. `from` is the cell after the last one
    /// branched on (0 at the start): a strategy that fills cells in row
    /// order knows that every cell before it is filled.
    fn next_move<B: Board>(&self, board: &B, from: usize) -> Move;
}

/// One event of a search, as [`Stepping::step`] reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// `symbol` was written into `cell`, which had `candidates` (a mask, bit
    /// `s - 1` for symbol `s`) just before; `forced` when it was no guess.
    /// Dancing links tells instead the item it branched on.
    Place {
        /// The cell, row by row from 0.
        cell: usize,
        /// The symbol, from 1.
        symbol: u8,
        /// The symbols that fitted in the cell (0 for dancing links).
        candidates: u32,
        /// Whether the placement was forced (a single, or the only option
        /// of an item) rather than a guess.
        forced: bool,
        /// For dancing links, the item it branched on (an item of the
        /// Sudoku encoding) and how many options it had then.
        branch: Option<(usize, usize)>,
    },
    /// `symbol` was taken out of `cell`.
    Remove {
        /// The cell.
        cell: usize,
        /// The symbol it held.
        symbol: u8,
    },
    /// Every cell is filled.
    Solution,
    /// The whole tree has been searched.
    Done,
    /// The node budget is spent (never reported by [`Stepping::step`]).
    OutOfBudget,
}

/// A cell the search branches on, and the symbol it holds (0 before the
/// first is placed, and the last one tried while it is being replaced).
#[derive(Clone, Copy, Debug)]
struct Frame {
    cell: usize,
    symbol: u8,
    /// The length of the trail when the level of this branch began: the
    /// forced placements made before it are the trail's entries after that.
    trail: usize,
}

/// Where the search stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// A new level: forced placements, then a branch, a solution or a dead
    /// end. The number is the length of the trail when the level began.
    Enter(usize),
    /// The top frame's next symbol goes in.
    Advance,
    /// Forced placements are taken out until the trail has this length.
    Undo(usize),
    /// The top frame's symbol comes out (or, with no frame, the search ends).
    Retreat,
    /// Everything has been searched and undone.
    Done,
}

/// Backtracking search on a [`Board`] by a [`Strategy`]: one rung.
pub struct Backtrack<B, S> {
    name: &'static str,
    board: B,
    strategy: S,
    stack: Vec<Frame>,
    /// The cells filled by forced placements, in order.
    trail: Vec<usize>,
    phase: Phase,
    nodes: u64,
    solutions: u64,
    budget: u64,
}

impl<B: Board, S: Strategy> Backtrack<B, S> {
    /// The rung `name`, searching `board` by `strategy`.
    pub fn new(name: &'static str, board: B, strategy: S) -> Backtrack<B, S> {
        Backtrack {
            name,
            board,
            strategy,
            stack: Vec::new(),
            trail: Vec::new(),
            phase: Phase::Done,
            nodes: 0,
            solutions: 0,
            budget: u64::MAX,
        }
    }

    /// The board as the search has left it.
    pub fn board(&self) -> &B {
        &self.board
    }

    /// Places `symbol` in `cell` as a new node, unless the budget is spent.
    fn place(&mut self, cell: usize, symbol: u8, forced: bool, each_event: bool) -> Step {
        if self.nodes >= self.budget {
            return Step::OutOfBudget;
        }
        let candidates = if each_event {
            self.board.candidates(cell)
        } else {
            0
        };
        self.board.place(cell, symbol);
        self.nodes += 1;
        Step::Place {
            cell,
            symbol,
            candidates,
            forced,
            branch: None,
        }
    }

    fn remove(&mut self, cell: usize) -> Step {
        let symbol = self.board.cells()[cell];
        self.board.remove(cell);
        Step::Remove { cell, symbol }
    }

    /// The state machine. With `each_event` it returns after every event;
    /// without, only at a solution, the end, or the budget. (A run-time flag
    /// rather than a type parameter, as in the engine, since one copy of
    /// the loop per rung keeps the wasm module small, and these rungs are
    /// not the hot path.) Each phase answers its event, or `None` when it
    /// only moved to another phase.
    fn run(&mut self, each_event: bool) -> Step {
        loop {
            let step = match self.phase {
                Phase::Enter(level) => self.enter(level, each_event),
                Phase::Advance => self.advance(each_event),
                Phase::Undo(length) => self.undo(length),
                Phase::Retreat => Some(self.retreat()),
                Phase::Done => Some(Step::Done),
            };
            match step {
                Some(step @ (Step::Solution | Step::Done | Step::OutOfBudget)) => return step,
                Some(step) if each_event => return step,
                _ => {}
            }
        }
    }

    /// A new level: a forced placement, a branch, a solution or a dead end.
    fn enter(&mut self, level: usize, each_event: bool) -> Option<Step> {
        let from = self.stack.last().map_or(0, |frame| frame.cell + 1);
        match self.strategy.next_move(&self.board, from) {
            Move::Force { cell, symbol } => {
                let step = self.place(cell, symbol, true, each_event);
                if step != Step::OutOfBudget {
                    self.trail.push(cell);
                }
                Some(step)
            }
            Move::Branch { cell } => {
                self.stack.push(Frame {
                    cell,
                    symbol: 0,
                    trail: level,
                });
                self.phase = Phase::Advance;
                None
            }
            Move::Solved => {
                self.solutions += 1;
                self.phase = Phase::Undo(level);
                Some(Step::Solution)
            }
            Move::DeadEnd => {
                self.phase = Phase::Undo(level);
                None
            }
        }
    }

    /// The next symbol of the innermost branch, or back out of it.
    fn advance(&mut self, each_event: bool) -> Option<Step> {
        let frame = *self.stack.last().expect("Advance has a frame");
        match self.board.next_symbol(frame.cell, frame.symbol) {
            Some(symbol) => {
                let step = self.place(frame.cell, symbol, false, each_event);
                if step != Step::OutOfBudget {
                    self.stack.last_mut().expect("a frame").symbol = symbol;
                    self.phase = Phase::Enter(self.trail.len());
                }
                Some(step)
            }
            None => {
                self.stack.pop();
                self.phase = Phase::Undo(frame.trail);
                None
            }
        }
    }

    /// Removes the forced placements of a level, the latest first.
    fn undo(&mut self, length: usize) -> Option<Step> {
        match self.trail.last() {
            Some(&cell) if self.trail.len() > length => {
                self.trail.pop();
                Some(self.remove(cell))
            }
            _ => {
                self.phase = Phase::Retreat;
                None
            }
        }
    }

    /// Removes the innermost branch's guess, so that the next can be tried.
    fn retreat(&mut self) -> Step {
        match self.stack.last() {
            Some(frame) => {
                let cell = frame.cell;
                self.phase = Phase::Advance;
                self.remove(cell)
            }
            None => {
                self.phase = Phase::Done;
                Step::Done
            }
        }
    }
}

impl<B: Board, S: Strategy> Rung for Backtrack<B, S> {
    fn name(&self) -> &'static str {
        self.name
    }

    fn start(&mut self, grid: &Grid) {
        self.board.load(grid);
        self.stack.clear();
        self.trail.clear();
        self.phase = Phase::Enter(0);
        self.nodes = 1;
        self.solutions = 0;
    }

    fn resume(&mut self, budget: u64) -> Progress {
        self.budget = nodes_allowed(budget);
        match self.run(false) {
            Step::Solution => Progress::Solution,
            Step::OutOfBudget => Progress::OutOfBudget,
            _ => Progress::Exhausted,
        }
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn grid(&self) -> Grid {
        Grid::from_cells(self.board.cells().to_vec())
            .expect("a board only ever holds placements that fit")
    }
}

impl<B: Board + 'static, S: Strategy + 'static> Stepping for Backtrack<B, S> {
    fn step(&mut self) -> Step {
        self.budget = u64::MAX;
        self.run(true)
    }

    fn solutions(&self) -> u64 {
        self.solutions
    }

    fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }

    fn into_rung(self: Box<Self>) -> Box<dyn Rung> {
        self
    }
}

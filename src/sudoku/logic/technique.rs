//! The techniques' names and levels.

use crate::sudoku::Level;
use std::fmt;

/// The techniques, from the simplest: a person tries them in this order,
/// and a rating compares them in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// Pencil marks that a peer's symbol already rules out (only a player's
    /// own marks have them).
    BasicElimination,
    /// A cell with one candidate left.
    NakedSingle,
    /// A symbol with one place left in a row, column or box.
    HiddenSingle,
    /// A symbol confined to one line within a box leaves the rest of the
    /// line.
    Pointing,
    /// A symbol confined to one box within a line leaves the rest of the
    /// box.
    Claiming,
    /// Two cells of a unit with the same two candidates.
    NakedPair,
    /// Two symbols with the same two places in a unit.
    HiddenPair,
    /// Three cells of a unit with three candidates between them.
    NakedTriple,
    /// Three symbols with three places between them in a unit.
    HiddenTriple,
    /// A symbol in two lines confined to the same two cross lines.
    XWing,
    /// A bivalue pivot xy and two pincers xz and yz it sees: z leaves the
    /// cells that see both pincers.
    XyWing,
    /// Four cells of a unit with four candidates between them.
    NakedQuad,
    /// Four symbols with four places between them in a unit.
    HiddenQuad,
    /// An X-wing of three lines.
    Swordfish,
    /// An XY-wing whose pivot also holds z.
    XyzWing,
    /// Two bivalue cells xy joined by a strong link on x: y leaves the
    /// cells that see both.
    WWing,
    /// The conjugate pairs of one symbol coloured in two colours, one of
    /// which is true.
    SimpleColouring,
    /// An X-wing of four lines.
    Jellyfish,
    /// A chain of one symbol's strong and weak links.
    XChain,
    /// A chain of bivalue cells.
    XyChain,
    /// A chain of strong and weak links between any candidates.
    Aic,
    /// A candidate whose assumption leads, by singles, to a contradiction.
    ForcingChain,
    /// No technique applies.
    Guess,
}

impl Technique {
    /// Every technique, from the simplest.
    pub const ALL: [Technique; 23] = [
        Technique::BasicElimination,
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::XWing,
        Technique::XyWing,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::Swordfish,
        Technique::XyzWing,
        Technique::WWing,
        Technique::SimpleColouring,
        Technique::Jellyfish,
        Technique::XChain,
        Technique::XyChain,
        Technique::Aic,
        Technique::ForcingChain,
        Technique::Guess,
    ];

    /// The lower-case name the command line and the binding use.
    pub fn name(self) -> &'static str {
        match self {
            Technique::BasicElimination => "basic elimination",
            Technique::NakedSingle => "naked single",
            Technique::HiddenSingle => "hidden single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked pair",
            Technique::HiddenPair => "hidden pair",
            Technique::NakedTriple => "naked triple",
            Technique::HiddenTriple => "hidden triple",
            Technique::XWing => "x-wing",
            Technique::XyWing => "xy-wing",
            Technique::NakedQuad => "naked quad",
            Technique::HiddenQuad => "hidden quad",
            Technique::Swordfish => "swordfish",
            Technique::XyzWing => "xyz-wing",
            Technique::WWing => "w-wing",
            Technique::SimpleColouring => "simple colouring",
            Technique::Jellyfish => "jellyfish",
            Technique::XChain => "x-chain",
            Technique::XyChain => "xy-chain",
            Technique::Aic => "alternating inference chain",
            Technique::ForcingChain => "forcing chain",
            Technique::Guess => "guess",
        }
    }

    /// The level a puzzle whose hardest step is this technique has: easy
    /// for singles, medium for locked candidates, hard for subsets, fish,
    /// wings and colouring, expert for chains and guesses.
    pub fn level(self) -> Level {
        match self {
            Technique::BasicElimination | Technique::NakedSingle | Technique::HiddenSingle => {
                Level::Easy
            }
            Technique::Pointing | Technique::Claiming => Level::Medium,
            Technique::XChain
            | Technique::XyChain
            | Technique::Aic
            | Technique::ForcingChain
            | Technique::Guess => Level::Expert,
            _ => Level::Hard,
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

//! The column rule: which item the search branches on (Knuth's step X3).
//!
//! Algorithm X is correct whichever item it branches on; the rule only
//! decides how large the search tree is. A rule is a type parameter of
//! [`Search`](super::Search), not a run-time setting, so that the default
//! rule costs nothing for the choice: each rule gets its own search loop.

use super::matrix::Matrix;
use super::Algorithm;
use std::fmt;
use std::str::FromStr;

/// A way of choosing the item to branch on.
pub trait ItemRule: Copy + Default {
    /// Whether an item with no options left fails the search at once, before
    /// any choosing, as it does whenever the rule prefers the shortest item.
    const FAILS_AT_ONCE: bool;

    /// Whether the rule reads `singles`: if not, covering pushes nothing
    /// onto it (see `Walk::hide`), and the search keeps no marks of it.
    const HINTS: bool;

    /// The rule's name, for whoever chooses as the rule does by other
    /// means (the estimate's probes, from an index of the lengths).
    const RULE: Rule;

    /// The item to branch on, 1-based, with its length; `None` when no
    /// primary item is left (a solution). `singles` holds items that fell to
    /// length 1, most recent last (see [`Matrix::cover`]); a rule may use
    /// them as hints. What choosing costs beyond a node is counted as the
    /// matrix's extra work (see [`crate::work`]).
    /// `A` is the search's algorithm, and `beside` what its search keeps
    /// beside the matrix: Algorithm C keeps the active items on a ring,
    /// which the rule walks (see `matrix/ring.rs`).
    fn choose<A: Algorithm>(
        matrix: &Matrix,
        beside: &A::Beside,
        singles: &mut Vec<u32>,
    ) -> Option<(u32, u32)>;
}

/// The default rule: fewest options (MRV), forced items most recent first,
/// and a real branch (two options or more) weighed: among the first few
/// shortest items, the one whose options would hide the most.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Weighed;

/// Knuth's rule in `dlx1` (and in Algorithm X's step X3 as TAOCP 7.2.2.1
/// states it): fewest options, the leftmost among equals, forced items
/// included.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Knuth;

/// No rule: the first active primary item, whatever its length. An item
/// with no options fails only once it is first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct First;

impl ItemRule for Weighed {
    const RULE: Rule = Rule::Weighed;
    const FAILS_AT_ONCE: bool = true;
    const HINTS: bool = true;

    fn choose<A: Algorithm>(
        matrix: &Matrix,
        beside: &A::Beside,
        singles: &mut Vec<u32>,
    ) -> Option<(u32, u32)> {
        matrix.shortest_item::<true, A>(beside, singles)
    }
}

impl ItemRule for Knuth {
    const RULE: Rule = Rule::Knuth;
    const FAILS_AT_ONCE: bool = true;
    const HINTS: bool = false;

    fn choose<A: Algorithm>(
        matrix: &Matrix,
        beside: &A::Beside,
        singles: &mut Vec<u32>,
    ) -> Option<(u32, u32)> {
        matrix.shortest_item::<false, A>(beside, singles)
    }
}

impl ItemRule for First {
    const RULE: Rule = Rule::First;
    const FAILS_AT_ONCE: bool = false;
    const HINTS: bool = false;

    fn choose<A: Algorithm>(
        matrix: &Matrix,
        _beside: &A::Beside,
        _singles: &mut Vec<u32>,
    ) -> Option<(u32, u32)> {
        matrix.first_active()
    }
}

/// The column rules by name, for choosing one at run time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rule {
    /// [`Weighed`], the default.
    #[default]
    Weighed,
    /// [`Knuth`].
    Knuth,
    /// [`First`].
    First,
}

impl Rule {
    /// Every rule, the default first.
    pub const ALL: [Rule; 3] = [Rule::Weighed, Rule::Knuth, Rule::First];

    /// The rule's name: `weighed`, `knuth` or `first`.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Weighed => "weighed",
            Rule::Knuth => "knuth",
            Rule::First => "first",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not one of [`Rule::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRule(pub String);

impl fmt::Display for UnknownRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown column rule {:?}: the rules are weighed, knuth and first",
            self.0
        )
    }
}

impl std::error::Error for UnknownRule {}

impl FromStr for Rule {
    type Err = UnknownRule;

    fn from_str(name: &str) -> Result<Rule, UnknownRule> {
        Rule::ALL
            .into_iter()
            .find(|rule| rule.name() == name)
            .ok_or_else(|| UnknownRule(name.to_string()))
    }
}

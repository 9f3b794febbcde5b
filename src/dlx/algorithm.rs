//! Which of Knuth's algorithms a search runs: X (exact cover) or C (exact
//! cover with colours); and the step of the algorithm each event performs.
//!
//! Like the column rule, the algorithm is a type parameter of
//! [`Search`](super::Search), so that exact cover pays nothing for colours:
//! its search loop is compiled without a check of them, and a module that
//! never searches with colours (the page's core wasm) holds none of their
//! code. A program that reads any problem chooses once, when its search
//! begins, by [`Matrix::has_colours`](super::Matrix::has_colours).

use super::event::Event;
use super::matrix::{Beside, ColourSearch};

/// One of Knuth's algorithms for the search.
pub trait Algorithm: Copy + Default {
    /// Whether options may give secondary items colours (Algorithm C).
    const COLOURS: bool;

    /// What a search by the algorithm keeps beside its matrix while it
    /// runs: nothing for X; for C the ring of active items and the colours
    /// by handle ([`ColourSearch`]). Kept by the search, not the matrix, so
    /// that a module that searches only by X (the page's core wasm) neither
    /// builds, clears nor drops C's arrays with every matrix.
    type Beside: Beside;
}

/// Algorithm X: every primary item covered exactly once, every secondary
/// item at most once. The matrix may have no colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Exact;

/// Algorithm C: as [`Exact`], except that options that give a secondary
/// item the same colour may all be chosen (see `matrix/colours.rs`). On a
/// matrix without colours it searches exactly as [`Exact`] does, at the cost
/// of the checks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Colours;

impl Algorithm for Exact {
    const COLOURS: bool = false;
    type Beside = ();
}

impl Algorithm for Colours {
    const COLOURS: bool = true;
    type Beside = ColourSearch;
}

/// The step of Knuth's Algorithm X (TAOCP 7.2.2.1) that an [`Event`]
/// performs, numbered as in the book. X1 (initialize) builds the matrix
/// and makes no event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum AlgorithmStep {
    /// X2, enter level l: with every primary item covered, visit the
    /// solution ([`Event::Solution`]).
    Enter = 2,
    /// X3, choose an item i ([`Event::Choose`]).
    Choose = 3,
    /// X4, cover i ([`Event::Cover`] of the chosen item).
    CoverChosen = 4,
    /// X5, try x_l: the option joins the partial solution
    /// ([`Event::Select`]) and the other items of the option are covered.
    Try = 5,
    /// X6, try again: the other items of x_l are uncovered in reverse
    /// order and x_l leaves the partial solution ([`Event::Deselect`]).
    TryAgain = 6,
    /// X7, backtrack: uncover i, its options all tried.
    Backtrack = 7,
    /// X8, leave level l; at level 0 the search ends ([`Event::Done`]).
    Leave = 8,
}

impl Event<'_> {
    /// The step of Algorithm X this event performs.
    pub fn algorithm_step(&self) -> AlgorithmStep {
        match self {
            Event::Choose { .. } => AlgorithmStep::Choose,
            Event::Cover { chosen: true, .. } => AlgorithmStep::CoverChosen,
            Event::Cover { chosen: false, .. } | Event::Purify { .. } | Event::Select { .. } => {
                AlgorithmStep::Try
            }
            Event::Uncover { chosen: false, .. }
            | Event::Unpurify { .. }
            | Event::Deselect { .. } => AlgorithmStep::TryAgain,
            Event::Uncover { chosen: true, .. } => AlgorithmStep::Backtrack,
            Event::Solution => AlgorithmStep::Enter,
            Event::Done => AlgorithmStep::Leave,
        }
    }
}

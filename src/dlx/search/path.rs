//! A search started partway down its tree: at the node a [`Path`] of
//! options leads to, so that one subtree can be searched alone.
//!
//! The path is replayed as the search itself goes down it (the item chosen
//! by the same rule, each option covered in the same order), so the matrix
//! is exactly what the whole search has at that node, and the subtree
//! yields the same solutions in the same order. One thing differs: the
//! hints of forced items (see `Matrix::shortest_item`) that the whole
//! search carries from the branches it searched before, so a solution's
//! forced options can come in another order within it (never another
//! branch: between two branches every forced option is taken, in whatever
//! order, and the matrix at the next branch is the same). The path's
//! levels are kept apart from the search's stack: the search ends when its
//! own stack empties, as it always has, and the loop never asks where the
//! path ends.

use super::{commit, cover, Phase, Search};
use crate::dlx::algorithm::Algorithm;
use crate::dlx::holder::MatrixHolder;
use crate::dlx::matrix::Matrix;
use crate::dlx::rule::ItemRule;
use std::fmt;
use std::str::FromStr;

/// A node of the search tree, named by the options chosen on the way down
/// to it from the root (as [`Search::solution`] numbers options, from 0).
/// Written `/12/40/3`, the root `/`: the same text names the same subtree
/// on any machine that reads the same problem and searches by the same
/// rule and algorithm.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Path(pub Vec<usize>);

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("/");
        }
        self.0.iter().try_for_each(|option| write!(f, "/{option}"))
    }
}

/// A text that names no path, with why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadPath(pub String);

impl fmt::Display for BadPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadPath {}

impl FromStr for Path {
    type Err = BadPath;

    fn from_str(text: &str) -> Result<Path, BadPath> {
        let rest = text
            .strip_prefix('/')
            .ok_or_else(|| BadPath(format!("a path starts with '/', not {text:?}")))?;
        if rest.is_empty() {
            return Ok(Path::default());
        }
        rest.split('/')
            .map(|option| {
                option.parse().map_err(|_| {
                    BadPath(format!(
                        "a path is option numbers after '/', not {option:?} in {text:?}"
                    ))
                })
            })
            .collect::<Result<_, _>>()
            .map(Path)
    }
}

/// What a node of the tree holds below it: how the search goes on from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Below {
    /// Every primary item is covered: the node is a solution.
    Solution,
    /// An item has no option left: nothing below.
    DeadEnd,
    /// The options of the item the rule branches on, in the order the
    /// search tries them.
    Options(Vec<usize>),
}

impl<M: MatrixHolder, R: ItemRule, A: Algorithm> Search<M, R, A> {
    /// Starts again at the node `path` leads to: the search then yields the
    /// solutions of that subtree, each with the path's options first, in
    /// the order the whole search yields them (see the module's notes for
    /// the order of forced options within one), and [`Search::is_done`]
    /// once the subtree is exhausted. Its counters count the subtree alone.
    /// [`Search::reset`] goes back to the root of the whole tree.
    ///
    /// # Errors
    ///
    /// If the search would not go down `path`: an option is not among
    /// those of the item the rule branches on there, or the path goes on
    /// past a solution or a dead end. The search is then at the root.
    pub fn descend(&mut self, path: &Path) -> Result<(), BadPath> {
        self.reset();
        for (depth, &option) in path.0.iter().enumerate() {
            let options = match self.below() {
                Below::Options(options) => options,
                below => {
                    self.reset();
                    let at = Path(path.0[..depth].to_vec());
                    return Err(BadPath(format!(
                        "path {path} goes on past a {} at {at}",
                        if below == Below::Solution {
                            "solution"
                        } else {
                            "dead end"
                        }
                    )));
                }
            };
            if !options.contains(&option) {
                self.reset();
                return Err(BadPath(format!(
                    "path {path}: option {option} is not a branch at depth {depth}"
                )));
            }
            self.go_down(option);
        }
        Ok(())
    }

    /// What the node the search has descended to holds below it; only at
    /// a node (after [`Search::descend`], before any search).
    pub fn below(&self) -> Below {
        debug_assert!(self.phase == Phase::Enter && self.stack.is_empty());
        let matrix = self.matrix.matrix();
        if R::FAILS_AT_ONCE && matrix.is_dead_end() {
            return Below::DeadEnd;
        }
        // The rule pops the hints it reads; the search's own stay as they
        // are for the search to read again.
        match R::choose::<A>(matrix, &self.beside, &mut self.singles.clone()) {
            None => Below::Solution,
            Some((_, 0)) => Below::DeadEnd,
            Some((item, _)) => Below::Options(matrix.item_options(item as usize - 1).collect()),
        }
    }

    /// Goes down to `option`, one of those [`Search::below`] lists, as
    /// the search's own steps would: the chosen item covered, then the
    /// rest of the option from left to right.
    pub(in crate::dlx) fn go_down(&mut self, option: usize) {
        let matrix = self.matrix.matrix_mut();
        let beside = &mut self.beside;
        let (item, _) = R::choose::<A>(matrix, beside, &mut self.singles).expect("a branch");
        cover::<R, A>(matrix, beside, item, &mut self.singles);
        let mut x = Matrix::header(item);
        loop {
            x = matrix.down(x);
            if matrix.option_of(x) == option {
                break;
            }
        }
        let mut node = matrix.right(x);
        while node != x {
            commit::<R, A>(matrix, beside, node, &mut self.singles);
            node = matrix.right(node);
        }
        self.prefix.push(x);
    }

    /// The path the search was started at.
    pub fn path(&self) -> Path {
        let matrix = self.matrix.matrix();
        Path(self.prefix.iter().map(|&x| matrix.option_of(x)).collect())
    }

    /// The matrix, covered down to the path, for a caller that leaves it
    /// as it found it (Knuth's estimate of the subtree).
    pub(in crate::dlx) fn matrix_below(&mut self) -> &mut Matrix {
        self.matrix.matrix_mut()
    }
}

//! The stepper's search under the column rule its reader chose. A rule is
//! a type parameter of the engine's [`Search`], so that the solvers' loops
//! pay nothing for choosing; the stepper, which goes one event at a time,
//! picks one of the three searches at run time instead.

use super::super::arguments::{error, text, type_error, Result};
use crate::dlx::rule::{First, Knuth, UnknownRule, Weighed};
use crate::dlx::{Event, Matrix, Rule, Search, Stats};
use js_sys::Reflect;
use wasm_bindgen::prelude::*;

/// The longest rule name read: longer is no rule.
const MAX_NAME: u32 = 16;

/// The column rule of a stepper's `options` (`{ rule }`): the default,
/// [`Rule::Weighed`], when `options` or its `rule` is `undefined`.
pub(super) fn rule_of(options: &JsValue) -> Result<Rule> {
    if options.is_undefined() {
        return Ok(Rule::default());
    }
    if !options.is_object() || options.is_function() {
        return Err(type_error("options must be an object"));
    }
    let rule = Reflect::get(options, &JsValue::from_str("rule"))?;
    if rule.is_undefined() {
        return Ok(Rule::default());
    }
    text("options.rule", &rule, MAX_NAME)?
        .parse()
        .map_err(|e: UnknownRule| error(&e))
}

/// A search of the stepper's matrix under one of the column rules.
pub(super) enum RuledSearch {
    Weighed(Search<Matrix, Weighed>),
    Knuth(Search<Matrix, Knuth>),
    First(Search<Matrix, First>),
}

/// `$body` with `$search` bound to whichever search `$ruled` holds.
macro_rules! each {
    ($ruled:expr, $search:ident => $body:expr) => {
        match $ruled {
            RuledSearch::Weighed($search) => $body,
            RuledSearch::Knuth($search) => $body,
            RuledSearch::First($search) => $body,
        }
    };
}

impl RuledSearch {
    pub(super) fn new(matrix: Matrix, rule: Rule) -> RuledSearch {
        match rule {
            Rule::Weighed => RuledSearch::Weighed(Search::with_rule(matrix, Weighed)),
            Rule::Knuth => RuledSearch::Knuth(Search::with_rule(matrix, Knuth)),
            Rule::First => RuledSearch::First(Search::with_rule(matrix, First)),
        }
    }

    pub(super) fn rule(&self) -> Rule {
        match self {
            RuledSearch::Weighed(_) => Rule::Weighed,
            RuledSearch::Knuth(_) => Rule::Knuth,
            RuledSearch::First(_) => Rule::First,
        }
    }

    pub(super) fn step(&mut self) -> Event<'_> {
        each!(self, search => search.step())
    }

    pub(super) fn matrix(&self) -> &Matrix {
        each!(self, search => search.matrix())
    }

    pub(super) fn stats(&self) -> Stats {
        each!(self, search => search.stats())
    }

    pub(super) fn is_done(&self) -> bool {
        each!(self, search => search.is_done())
    }

    pub(super) fn next_option(&self) -> Option<usize> {
        each!(self, search => search.next_option())
    }

    /// The options of the partial solution, from depth 0 up.
    pub(super) fn partial(&self) -> Vec<usize> {
        each!(self, search => search.partial().collect())
    }

    pub(super) fn reset(&mut self) {
        each!(self, search => search.reset());
    }
}

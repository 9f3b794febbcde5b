//! The daily puzzle: one 9×9 puzzle a UTC date and level, the same for
//! everyone. Its seed comes from the date and the level alone, and the
//! generator is bounded by grids tried (work), never by a clock, so two
//! machines of any speed make the same puzzle for the same date.

use super::generate::{Generator, Options, Symmetry};
use super::{GenerateError, Grid, Level};
use crate::random::Rng;
use std::fmt;
use std::str::FromStr;

/// A day of the proleptic Gregorian calendar, as `YYYY-MM-DD` spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

/// The years a date may name: four digits.
const YEARS: std::ops::RangeInclusive<u16> = 1..=9999;

impl Date {
    /// A date, when the day exists.
    pub fn new(year: u16, month: u8, day: u8) -> Option<Date> {
        let valid = YEARS.contains(&year)
            && (1..=12).contains(&month)
            && (1..=days_in(year, month)).contains(&day);
        valid.then_some(Date { year, month, day })
    }

    /// Days since 1970-01-01 (negative before it), by Hinnant's
    /// `days_from_civil`.
    pub fn days_since_epoch(self) -> i64 {
        let (month, day) = (i64::from(self.month), i64::from(self.day));
        let year = i64::from(self.year) - i64::from(month <= 2);
        let era = year.div_euclid(400);
        let year_of_era = year - era * 400;
        let day_of_year = (153 * (month + if month > 2 { -3 } else { 9 }) + 2) / 5 + day - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * 146_097 + day_of_era - 719_468
    }

    /// The day of the week, 0 for Monday to 6 for Sunday (1970-01-01 was a Thursday).
    pub fn weekday(self) -> u8 {
        (self.days_since_epoch() + 3).rem_euclid(7) as u8
    }
}

fn days_in(year: u16, month: u8) -> u8 {
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = String;

    /// Exactly `YYYY-MM-DD`, a day that exists.
    fn from_str(text: &str) -> Result<Date, String> {
        let bytes = text.as_bytes();
        let digits = |range: std::ops::Range<usize>| {
            bytes[range].iter().try_fold(0u16, |value, &byte| {
                byte.is_ascii_digit()
                    .then(|| value * 10 + u16::from(byte - b'0'))
            })
        };
        let parts = (bytes.len() == 10 && bytes[4] == b'-' && bytes[7] == b'-')
            .then(|| Some((digits(0..4)?, digits(5..7)?, digits(8..10)?)))
            .flatten();
        let Some((year, month, day)) = parts else {
            return Err(format!(
                "\"{text}\" is not a date: write it as YYYY-MM-DD, such as 2026-11-27"
            ));
        };
        Date::new(year, month as u8, day as u8)
            .ok_or_else(|| format!("{text} is not a day of the calendar"))
    }
}

/// The level of each day of the week, Monday first: easy at the start of
/// the week, rising to expert on Saturday, and hard on Sunday.
pub const WEEK: [Level; 7] = [
    Level::Easy,
    Level::Easy,
    Level::Medium,
    Level::Medium,
    Level::Hard,
    Level::Expert,
    Level::Hard,
];

/// A date's puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Daily {
    /// The day.
    pub date: Date,
    /// Its level: the weekday's, or the one asked for.
    pub level: Level,
    /// The puzzle, with exactly one solution and the rotational symmetry.
    pub puzzle: Grid,
}

/// The seed of a date's puzzle at a level: the day number and the level
/// mixed by SplitMix64, so neighbouring days share nothing.
pub fn daily_seed(date: Date, level: Level) -> u64 {
    const SALT: u64 = 0xda11_5eed_0000_0000;
    let level_index = Level::ALL.iter().position(|&l| l == level).unwrap_or(0) as u64;
    Rng::new(SALT ^ ((date.days_since_epoch() as u64) << 2 | level_index)).next_u64()
}

/// The generator's options for the puzzle of `date` at `level`: 9×9,
/// rotationally symmetric, of that level, from the day's seed.
pub fn daily_options(date: Date, level: Level) -> Options {
    Options {
        side: 9,
        seed: daily_seed(date, level),
        symmetry: Symmetry::Rotational,
        difficulty: Some(level),
        ..Options::default()
    }
}

/// The level of `date`'s puzzle when none is asked for: its weekday's.
pub fn weekday_level(date: Date) -> Level {
    WEEK[usize::from(date.weekday())]
}

/// The puzzle of `date` at `level` (the weekday's level when `None`):
/// 9×9, unique, of that level, rotationally symmetric. The same on every
/// machine, since the generator's only bound is the grids it tries.
pub fn daily(date: Date, level: Option<Level>) -> Result<Daily, GenerateError> {
    let level = level.unwrap_or_else(|| weekday_level(date));
    let puzzle = Generator::new(daily_options(date, level))?.next_puzzle()?;
    Ok(Daily {
        date,
        level,
        puzzle,
    })
}

//! The daily puzzle: dates read and counted against an independent count,
//! and each day's puzzle unique, of its weekday's level, symmetric, and
//! the same on every call and every platform.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_dlx::sudoku::{daily, daily_seed, Date, Grid, Level, WEEK};

mod common;
use common::{backtrack, check_solution};

/// The Friday puzzle of 2026-11-27 (hard); the binding's test pins the same one.
const FRIDAY: &str =
    "...3..85258...9..4.....4...67..3.4...9.....7...5.2..36...6.....1..7...68846..3...";

fn date(text: &str) -> Date {
    text.parse().unwrap()
}

/// Days since 1970-01-01 counted day by day, the slow and obvious way.
fn days_counted(year: u16, month: u8, day: u8) -> i64 {
    let leap = |y: u16| y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    let year_days = |y: u16| if leap(y) { 366 } else { 365 };
    let month_days = |y: u16, m: u8| match m {
        2 if leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    let mut days: i64 = 0;
    if year >= 1970 {
        days += (1970..year).map(year_days).sum::<i64>();
    } else {
        days -= (year..1970).map(year_days).sum::<i64>();
    }
    days += (1..month).map(|m| month_days(year, m)).sum::<i64>();
    days + i64::from(day) - 1
}

#[test]
fn dates_are_read_strictly_and_counted_from_1970() {
    for (text, days, weekday) in [
        ("1970-01-01", 0, 3),
        ("2000-02-29", 11_016, 1),
        ("2026-11-27", 20_784, 4),
        ("0001-01-01", -719_162, 0),
        ("9999-12-31", 2_932_896, 4),
    ] {
        let parsed = date(text);
        assert_eq!(parsed.to_string(), text);
        assert_eq!(parsed.days_since_epoch(), days, "{text}");
        assert_eq!(parsed.weekday(), weekday, "{text}");
    }
    for year in [1, 1899, 1900, 1969, 1970, 2000, 2024, 2100, 2400] {
        for month in 1..=12 {
            for day in [1, 28] {
                let parsed = Date::new(year, month, day).unwrap();
                assert_eq!(
                    parsed.days_since_epoch(),
                    days_counted(year, month, day),
                    "{parsed}"
                );
            }
        }
    }
    assert!(Date::new(2024, 2, 29).is_some());
    for bad in [
        "2026-02-29",
        "2100-02-29",
        "2026-13-01",
        "2026-04-31",
        "2026-00-10",
        "0000-01-01",
        "2026-1-1",
        "2026/11/27",
        "+026-11-27",
        "2026-11-27 ",
        "",
        "２０２６-11-27",
    ] {
        let error = bad.parse::<Date>().unwrap_err();
        assert!(error.contains(bad) || bad.is_empty(), "{bad}: {error}");
    }
}

#[test]
fn each_day_of_a_week_has_one_puzzle_of_its_level() {
    // Monday 2026-11-23 to Sunday 2026-11-29.
    let week: Vec<Grid> = (23..=29)
        .map(|day| {
            let today = Date::new(2026, 11, day).unwrap();
            let made = daily(today, None).unwrap();
            assert_eq!(made.level, WEEK[usize::from(today.weekday())], "{today}");
            assert_eq!(
                Level::of(&made.puzzle),
                made.level,
                "{today}: {}",
                made.puzzle
            );
            let (count, solution) = backtrack(&made.puzzle, 2);
            assert_eq!(count, 1, "{today}: {}", made.puzzle);
            check_solution(&made.puzzle, &solution.unwrap()).unwrap();
            let cells = made.puzzle.cells();
            assert_eq!(cells.len(), 81);
            assert!(
                (0..81).all(|i| (cells[i] == 0) == (cells[80 - i] == 0)),
                "{today}: not symmetric"
            );
            made.puzzle
        })
        .collect();
    for (i, a) in week.iter().enumerate() {
        assert!(week[i + 1..].iter().all(|b| a != b), "day {i} repeats");
    }
}

#[test]
fn a_day_gives_the_same_puzzle_every_time_and_another_level_another() {
    let friday = date("2026-11-27");
    let made = daily(friday, None).unwrap();
    assert_eq!(made.level, Level::Hard);
    assert_eq!(made.puzzle.to_string(), FRIDAY);
    assert_eq!(daily(friday, Some(Level::Hard)).unwrap(), made);
    let easy = daily(friday, Some(Level::Easy)).unwrap();
    assert_eq!(Level::of(&easy.puzzle), Level::Easy);
    assert_ne!(easy.puzzle, made.puzzle);
    let seeds: Vec<u64> = Level::ALL
        .iter()
        .map(|&level| daily_seed(friday, level))
        .collect();
    assert!(seeds
        .iter()
        .enumerate()
        .all(|(i, s)| !seeds[i + 1..].contains(s)));
    assert_ne!(
        daily_seed(friday, Level::Hard),
        daily_seed(date("2026-11-28"), Level::Hard)
    );
}

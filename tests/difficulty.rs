//! One difficulty scale: the level is the hardest technique a person needs,
//! and the score (1.0 to 4.9) rises with the level, and within a level
//! with the technique; a size offers only the levels its puzzles reach.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_dlx::sudoku::{
    generate, levels_within_reach, rate, GenerateError, Generator, Grid, Level, Options, Rating,
    Solver, Technique,
};

fn options(side: usize, seed: u64, difficulty: Option<Level>) -> Options {
    Options {
        side,
        seed,
        difficulty,
        ..Options::default()
    }
}

/// Puzzles of every level the size reaches, and some of no asked level.
fn sample(side: usize, per_level: u64) -> Vec<(Grid, Rating)> {
    let mut solver = Solver::new();
    let asked = levels_within_reach(side).iter().map(|&level| Some(level));
    asked
        .chain([None])
        .flat_map(|difficulty| (0..per_level).map(move |seed| options(side, seed, difficulty)))
        .map(|options| {
            let puzzle = generate(options).unwrap();
            let rating = rate(&puzzle, &mut solver).unwrap();
            if let Some(level) = options.difficulty {
                assert_eq!(rating.level, level, "{puzzle}");
            }
            (puzzle, rating)
        })
        .collect()
}

#[test]
fn scores_rise_with_the_level_and_the_technique_across_generated_puzzles() {
    let mut rated = sample(9, 4);
    rated.extend(sample(6, 4));
    rated.extend(sample(4, 4));
    let levels: Vec<Level> = rated.iter().map(|(_, rating)| rating.level).collect();
    for level in Level::ALL {
        assert!(levels.contains(&level), "no {level} puzzle in the sample");
    }
    for (puzzle, rating) in &rated {
        let floor = f64::from(rating.level.number());
        assert!(
            (floor..floor + 1.0).contains(&rating.score),
            "{puzzle}: {} scores {}",
            rating.level,
            rating.score
        );
        assert_eq!(rating.level, rating.technique.level(), "{puzzle}");
        assert_eq!((rating.score * 10.0).round() / 10.0, rating.score, "tenths");
    }
    for (a, x) in &rated {
        for (b, y) in &rated {
            if x.level < y.level {
                assert!(x.score < y.score, "{a} ({x:?}) against {b} ({y:?})");
            }
            if x.technique < y.technique {
                assert!(x.score <= y.score, "{a} ({x:?}) against {b} ({y:?})");
            }
        }
    }
}

#[test]
fn a_technique_needed_more_often_scores_higher_within_its_share() {
    let mut solver = Solver::new();
    // Singles only: the 4×4 puzzle needs one naked single, the 9×9 many.
    let one: Grid = "1234341221434.21".parse().unwrap();
    let many: Grid =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
            .parse()
            .unwrap();
    let one = rate(&one, &mut solver).unwrap();
    let many = rate(&many, &mut solver).unwrap();
    assert_eq!((one.technique, one.score), (Technique::NakedSingle, 1.0));
    assert_eq!((many.technique, many.score), (Technique::NakedSingle, 1.4));
    // A guess: the share of the empty cells every technique left open.
    let guess: Grid =
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"
            .parse()
            .unwrap();
    let guess = rate(&guess, &mut solver).unwrap();
    assert_eq!(guess.technique, Technique::Guess);
    assert!((4.8..5.0).contains(&guess.score), "{}", guess.score);
}

#[test]
fn a_size_offers_the_levels_its_puzzles_reach_and_refuses_the_others() {
    assert_eq!(levels_within_reach(4), [Level::Easy]);
    assert_eq!(levels_within_reach(9), Level::ALL);
    assert_eq!(levels_within_reach(25), [Level::Expert]);
    // What the 4×4 entry stands on: no generated 4×4 needs more than singles.
    let mut generator = Generator::new(options(4, 1, None)).unwrap();
    for _ in 0..300 {
        let puzzle = generator.next_puzzle().unwrap();
        assert_eq!(Level::of(&puzzle), Level::Easy, "{puzzle}");
    }
    for level in [Level::Medium, Level::Hard, Level::Expert] {
        let refused = Generator::new(options(4, 1, Some(level))).err().unwrap();
        assert_eq!(refused, GenerateError::OutOfReach { side: 4, level });
        assert_eq!(
            refused.to_string(),
            format!("no 4×4 puzzle is {level}: every one the generator makes is easy")
        );
    }
    let refused = Generator::new(options(16, 1, Some(Level::Easy))).err();
    assert!(refused.unwrap().to_string().contains("is expert"));
    // With givens to spare, an easier 16×16 is for the caller to try.
    let generous = Options {
        givens: Some(200),
        ..options(16, 1, Some(Level::Easy))
    };
    assert!(Generator::new(generous).is_ok());
}

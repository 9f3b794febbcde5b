//! How evenly `cover --shards N` shares a search out: the problem split as
//! `cover` splits it (16 pieces a shard), the pieces dealt by their
//! estimates, each piece searched once and its work counted, and for each
//! N the largest shard's share of the work, with the speed-up on N cores
//! that it allows (the whole work over the largest shard's). A figure for
//! the benchmark and the docs, not a test:
//!
//! ```text
//! cargo run --release --example exact_cover_problems -- pentominoes 6 10 > p.dlx
//! cargo run --release --example shard_balance -- p.dlx 8 64 1000
//! ```

use std::process::ExitCode;
use sudoku_dlx::dlx::split::{deal, split};
use sudoku_dlx::dlx::Search;
use sudoku_dlx::problem::parse;

/// As `cover` splits: pieces a shard.
const PIECES_PER_HAND: usize = 16;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let shards: Option<Vec<usize>> = args.iter().skip(1).map(|a| a.parse().ok()).collect();
    let (Some(file), Some(shards)) = (args.first(), shards.filter(|s| !s.is_empty())) else {
        eprintln!("usage: shard_balance FILE SHARDS...");
        return ExitCode::from(2);
    };
    let problem = match std::fs::read_to_string(file)
        .map_err(|e| e.to_string())
        .and_then(|text| parse(&text).map_err(|e| e.to_string()))
    {
        Ok(problem) => problem,
        Err(error) => {
            eprintln!("shard_balance: {file}: {error}");
            return ExitCode::from(2);
        }
    };
    let matrix = problem.matrix;
    println!(
        "{:>8} {:>8} {:>14} {:>10}",
        "shards", "pieces", "largest share", "speed-up"
    );
    for n in shards {
        let pieces = split(&mut Search::new(matrix.clone()), PIECES_PER_HAND * n);
        let sizes: Vec<f64> = pieces.iter().map(|piece| piece.nodes).collect();
        let hand_of = deal(&sizes, n);
        let mut held = vec![0u64; n];
        let mut search = Search::new(matrix.clone());
        for (piece, &hand) in pieces.iter().zip(&hand_of) {
            search.descend(&piece.path).expect("the split's own path");
            search.count(0);
            held[hand] += search.work();
        }
        let total: u64 = held.iter().sum();
        let largest = held.iter().copied().max().unwrap_or(0).max(1);
        println!(
            "{n:>8} {:>8} {:>13.2}% {:>10.1}",
            pieces.len(),
            100.0 * largest as f64 / total as f64,
            total as f64 / largest as f64
        );
    }
    ExitCode::SUCCESS
}

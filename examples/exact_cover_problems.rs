//! Writes a classic exact-cover problem in Knuth's dlx format, for
//! `sudoku-dlx cover` and for Knuth's `dlx1` and `ssxc1` beside it:
//!
//! ```text
//! cargo run --release --example exact_cover_problems -- pentominoes 6 10
//! cargo run --release --example exact_cover_problems -- queens 14
//! cargo run --release --example exact_cover_problems -- langford 8
//! ```

use std::process::ExitCode;
use sudoku_dlx::classic::{langford, pentominoes, queens};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let numbers: Option<Vec<usize>> = args.iter().skip(1).map(|a| a.parse().ok()).collect();
    let text = match (args.first().map(String::as_str), numbers.as_deref()) {
        (Some("pentominoes"), Some(&[rows, cols])) if rows * cols == 60 && rows.max(cols) <= 36 => {
            pentominoes(rows, cols)
        }
        (Some("queens"), Some(&[n])) if (1..=36).contains(&n) => queens(n),
        (Some("langford"), Some(&[n])) if (1..=1000).contains(&n) => langford(n),
        _ => {
            eprintln!("usage: exact_cover_problems pentominoes ROWS COLS (ROWS×COLS = 60) | queens N | langford N");
            return ExitCode::from(2);
        }
    };
    print!("{text}");
    ExitCode::SUCCESS
}

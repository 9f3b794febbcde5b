//! `sudoku-dlx`: solve, count, rate and benchmark batches of Sudoku puzzles,
//! one per line, and generate new ones.

mod cli;

use std::io;
use std::process::ExitCode;

#[global_allocator]
static ALLOCATOR: cli::out_of_memory::ExitWhenOut = cli::out_of_memory::ExitWhenOut;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let answer = if cli::closed_stdout::stdout_was_closed() {
        Err(cli::Failure::Io("standard output is closed".into()))
    } else {
        cli::run(&args)
    };
    let status = match answer {
        Ok(status) => status,
        Err(failure) => {
            // Where standard error fails too, the status alone tells.
            let _ = failure.report(&mut io::stderr().lock());
            failure.status()
        }
    };
    ExitCode::from(status as u8)
}

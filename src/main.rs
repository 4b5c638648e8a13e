use clap::Parser;
use mexican_train::cli::{self, Cli};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = Cli::parse();
    match args.command {
        Some(command) => cli::run(command),
        None => mexican_train::play(args.window),
    }
}

// A release build on Windows opens no console window beside the game (so `simulate` and
// `verify` print nothing there: use a debug build, or redirect their output to a file).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use clap::FromArgMatches;
use mexican_train::cli::{self, Cli};
use std::process::ExitCode;

fn main() -> ExitCode {
    // The help in the language `LANG` names; a wrong argument exits with clap's message.
    let args = Cli::from_arg_matches(&cli::command().get_matches()).unwrap_or_else(|e| e.exit());
    match args.command {
        Some(command) => cli::run(command),
        None => mexican_train::play(args.window),
    }
}

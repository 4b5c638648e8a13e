// On Windows the game opens no console window beside it; its commands print to the console
// they are typed in (`cli::console`).
#![cfg_attr(windows, windows_subsystem = "windows")]

#[cfg(not(target_family = "wasm"))]
use clap::FromArgMatches;
use mexican_train::cli;
#[cfg(not(target_family = "wasm"))]
use mexican_train::cli::Cli;
use std::process::ExitCode;

fn main() -> ExitCode {
    if std::env::args_os().len() > 1 {
        cli::console::attach_to_parent();
    }
    // The help in the language `LANG` names; a wrong argument exits with clap's message.
    #[cfg(not(target_family = "wasm"))]
    let args = Cli::from_arg_matches(&cli::command().get_matches()).unwrap_or_else(|e| e.exit());
    // A browser's page: its address's `?seed=…&lang=…`.
    #[cfg(target_family = "wasm")]
    let args = cli::page::arguments();
    match args.command {
        Some(command) => cli::run(command),
        None => mexican_train::play(args.window),
    }
}

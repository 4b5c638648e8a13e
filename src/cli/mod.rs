//! The command line: the game window (default), `simulate` and `verify`.

mod simulate;
mod verify;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

pub use simulate::SimulateArgs;
pub use verify::VerifyArgs;

#[derive(Parser, Debug)]
#[command(name = "mexican-train", version, about = "Mexican Train dominoes", args_conflicts_with_subcommands = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub window: WindowArgs,
}

/// Options of the game window.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct WindowArgs {
    /// A game record (.mtr.ron) to watch in the replay viewer (what a file manager passes when
    /// one is double-clicked).
    #[arg(value_name = "RECORD")]
    pub record: Option<PathBuf>,
    /// Render a real window, save a screenshot to PATH after --frames frames, and exit.
    #[arg(long, value_name = "PATH")]
    pub screenshot: Option<PathBuf>,
    /// Frames to render before the screenshot.
    #[arg(long, default_value_t = 60, requires = "screenshot")]
    pub frames: u32,
    /// Deal a seeded game and let computer players make a few moves first.
    #[arg(long)]
    pub demo: bool,
    /// Measure a busy 8-seat table played by computers, print the figures and exit.
    #[arg(long, conflicts_with = "demo")]
    pub perf: bool,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play computer players against each other, headless, and print a summary.
    Simulate(SimulateArgs),
    /// Replay game records (.mtr.ron) under their rules and check every move.
    Verify(VerifyArgs),
}

/// Run a subcommand; `None` means: open the game window (the caller's job).
pub fn run(command: Command) -> ExitCode {
    match command {
        Command::Simulate(args) => simulate::run(&args),
        Command::Verify(args) => verify::run(&args),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_given_alone_is_a_record_to_watch_and_subcommands_still_parse() {
        let cli = Cli::try_parse_from(["mexican-train", "/home/ana/Sunday.mtr.ron"]).expect("a record path parses");
        assert!(cli.command.is_none());
        assert_eq!(cli.window.record, Some(PathBuf::from("/home/ana/Sunday.mtr.ron")));
        let cli = Cli::try_parse_from(["mexican-train", "verify", "a.mtr.ron"]).expect("verify parses");
        assert!(matches!(cli.command, Some(Command::Verify(_))));
        assert!(Cli::try_parse_from(["mexican-train"]).expect("no arguments").window.record.is_none());
    }
}

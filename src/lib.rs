//! Mexican Train dominoes: the rules engine, computer players, the command line and (with the
//! `gui` feature) the Bevy table game.

pub mod ai;
pub mod cli;
pub mod persist;
pub mod rules;
pub mod setup;
pub mod table;

#[cfg(feature = "gui")]
pub mod app;
#[cfg(feature = "gui")]
pub mod audio;
#[cfg(feature = "gui")]
mod demo;
#[cfg(feature = "gui")]
pub mod game;
#[cfg(feature = "gui")]
mod perf;
#[cfg(feature = "gui")]
pub mod replay;
#[cfg(feature = "gui")]
pub mod screens;
#[cfg(feature = "gui")]
mod screenshot;
#[cfg(feature = "gui")]
pub mod ui;

#[cfg(not(feature = "gui"))]
use std::process::ExitCode;

/// Open the game window.
#[cfg(feature = "gui")]
pub fn play(window: cli::WindowArgs) -> std::process::ExitCode {
    app::run(window)
}

/// Open the game window.
#[cfg(not(feature = "gui"))]
pub fn play(_: cli::WindowArgs) -> ExitCode {
    eprintln!(
        "mexican-train was built without the game window (the `gui` feature); \
         `simulate` and `verify` work. Build with default features to play."
    );
    ExitCode::from(2)
}

//! Mexican Train dominoes: the command line and (with the `gui` feature) the Bevy table game, on
//! the rules engine and computer players (`mexican-train-engine`) and online play
//! (`mexican-train-net`), re-exported here as `rules`, `ai` and `net`.

pub use engine::{ai, demo, rules};
pub use net;

pub mod cli;
pub mod files;
pub mod game_setup;
pub mod lang;
pub mod locale;
pub mod table;

#[cfg(feature = "gui")]
pub mod access;
#[cfg(feature = "gui")]
pub mod app;
#[cfg(feature = "gui")]
pub mod audio;
#[cfg(feature = "gui")]
mod dev_tools;
#[cfg(feature = "gui")]
pub mod game;
#[cfg(feature = "gui")]
pub mod gestures;
#[cfg(feature = "gui")]
pub mod learn;
#[cfg(feature = "gui")]
pub mod online;
#[cfg(all(feature = "gui", target_family = "wasm"))]
pub mod page;
#[cfg(feature = "gui")]
pub mod play;
#[cfg(feature = "gui")]
pub mod replay;
#[cfg(feature = "gui")]
pub mod saving;
#[cfg(feature = "gui")]
pub mod schedule;
#[cfg(feature = "gui")]
pub mod screens;
#[cfg(feature = "gui")]
pub mod settings;
#[cfg(feature = "gui")]
pub mod single_instance;
#[cfg(feature = "gui")]
pub mod theme;
#[cfg(feature = "gui")]
pub mod title;
#[cfg(feature = "gui")]
pub mod toasts;
#[cfg(feature = "gui")]
pub mod ui;

#[cfg(not(feature = "gui"))]
use std::process::ExitCode;

/// Open the game window.
#[cfg(feature = "gui")]
pub fn play(window: cli::WindowArgs) -> std::process::ExitCode {
    // A crash leaves a report in the data folder, and the next start says so.
    if !(window.demo || window.perf) {
        files::crash::install_hook(files::Dirs::locate());
    }
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

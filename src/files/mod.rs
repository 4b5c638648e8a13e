//! What the game keeps between runs: settings, named rule sets, the autosave, statistics and
//! replays, in the OS's config and data folders (never beside the program or in the working
//! directory). Writes are atomic; a damaged file never stops the game. No Bevy here.

pub mod autosave;
pub mod crash;
pub mod damage;
pub mod replays;
pub mod rule_sets;
pub mod safe_io;
pub mod settings;
pub mod stats;

use std::path::PathBuf;

/// The game's folders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dirs {
    pub config: PathBuf,
    pub data: PathBuf,
}

/// Set this to keep everything under one folder instead (tests, portable installs).
pub const HOME_VARIABLE: &str = "MEXICAN_TRAIN_HOME";

impl Dirs {
    /// The OS's folders for this game (`MEXICAN_TRAIN_HOME` overrides them), or `None` when the
    /// OS has none (then nothing is saved).
    pub fn locate() -> Option<Dirs> {
        if let Some(home) = std::env::var_os(HOME_VARIABLE).filter(|h| !h.is_empty()) {
            return Some(Dirs::under(PathBuf::from(home)));
        }
        let project = directories::ProjectDirs::from("", "", "mexican-train")?;
        Some(Dirs { config: project.config_dir().to_path_buf(), data: project.data_dir().to_path_buf() })
    }

    /// Everything below one folder.
    pub fn under(root: PathBuf) -> Dirs {
        Dirs { config: root.join("config"), data: root.join("data") }
    }

    pub fn settings(&self) -> PathBuf {
        self.config.join("settings.ron")
    }

    pub fn rule_sets(&self) -> PathBuf {
        self.config.join("rules")
    }

    pub fn autosave(&self) -> PathBuf {
        self.data.join("autosave.ron")
    }

    pub fn stats(&self) -> PathBuf {
        self.data.join("stats.ron")
    }

    pub fn replays(&self) -> PathBuf {
        self.data.join("replays")
    }

    /// The report of a crash not yet told to the player.
    pub fn crash_report(&self) -> PathBuf {
        self.data.join("crash.txt")
    }

    /// The last crash report, once the player has been told.
    pub fn last_crash_report(&self) -> PathBuf {
        self.data.join("last-crash.txt")
    }
}

//! What the game keeps between runs: settings, named rule sets, the autosave, statistics and
//! replays, in the OS's config and data folders (never beside the program or in the working
//! directory), or in a browser, in the page's local storage (`store`). Writes are atomic; a
//! damaged file never stops the game. No Bevy here.

pub mod autosave;
pub mod crash;
pub mod damage;
pub mod replays;
pub mod rule_sets;
pub mod safe_io;
pub mod settings;
pub mod stats;
pub mod store;

use std::path::PathBuf;

/// The game's folders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dirs {
    /// Settings and named rule sets.
    pub config: PathBuf,
    /// The player's games: the saved game, statistics, replays.
    pub data: PathBuf,
    /// What belongs to this machine rather than to the player: crash reports, the rooms of a
    /// table hosted here, a server's database. (The same folder as `data` but on Windows.)
    pub local: PathBuf,
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
        Dirs::of_system()
    }

    /// Windows: the player's things in `%APPDATA%\Mexican Train` (roaming: they follow the
    /// player to another computer of the same network), the machine's in
    /// `%LOCALAPPDATA%\Mexican Train`, as Windows programs keep them.
    #[cfg(windows)]
    fn of_system() -> Option<Dirs> {
        let base = directories::BaseDirs::new()?;
        let roaming = base.data_dir().join("Mexican Train");
        Some(Dirs { config: roaming.clone(), data: roaming, local: base.data_local_dir().join("Mexican Train") })
    }

    /// Linux: `~/.config/mexican-train` and `~/.local/share/mexican-train` (the XDG folders);
    /// macOS: `~/Library/Application Support/mexican-train`.
    #[cfg(not(any(windows, target_family = "wasm")))]
    fn of_system() -> Option<Dirs> {
        let project = directories::ProjectDirs::from("", "", "mexican-train")?;
        let data = project.data_dir().to_path_buf();
        Some(Dirs { config: project.config_dir().to_path_buf(), local: data.clone(), data })
    }

    /// A browser: the page's local storage, its keys under `mexican-train/` (`None` where the
    /// browser keeps nothing for the site).
    #[cfg(target_family = "wasm")]
    fn of_system() -> Option<Dirs> {
        store::available().then(|| Dirs::under(PathBuf::from("mexican-train")))
    }

    /// Everything below one folder.
    pub fn under(root: PathBuf) -> Dirs {
        let data = root.join("data");
        Dirs { config: root.join("config"), local: data.clone(), data }
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
        self.local.join("crash.txt")
    }

    /// The last crash report, once the player has been told.
    pub fn last_crash_report(&self) -> PathBuf {
        self.local.join("last-crash.txt")
    }
}

/// A file given as a `file://` URL (as a desktop passes it to a handler of links and files
/// alike) as a path; any other path as it is.
pub fn local_path(given: &std::path::Path) -> std::path::PathBuf {
    let text = given.to_string_lossy();
    let Some(rest) = text.strip_prefix("file://") else { return given.to_path_buf() };
    // `file:///home/…` or `file://localhost/home/…`: the path after the host.
    let path = rest.strip_prefix("localhost").unwrap_or(rest);
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (bytes[i], bytes.get(i + 1).copied().and_then(hex), bytes.get(i + 2).copied().and_then(hex)) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStringExt;
        std::path::PathBuf::from(std::ffi::OsString::from_vec(out))
    }
    #[cfg(not(unix))]
    std::path::PathBuf::from(String::from_utf8_lossy(&out).into_owned())
}

#[cfg(test)]
mod local_path_tests {
    use super::local_path;
    use std::path::{Path, PathBuf};

    #[test]
    fn a_file_url_is_its_path() {
        assert_eq!(local_path(Path::new("file:///home/ana/Sunday%20game.mtr.ron")), PathBuf::from("/home/ana/Sunday game.mtr.ron"));
        assert_eq!(local_path(Path::new("file://localhost/tmp/a.mtr.ron")), PathBuf::from("/tmp/a.mtr.ron"));
        assert_eq!(local_path(Path::new("/tmp/50%.mtr.ron")), PathBuf::from("/tmp/50%.mtr.ron"));
        assert_eq!(local_path(Path::new("file:///tmp/%C3%A9t%C3%A9.mtr.ron")), PathBuf::from("/tmp/été.mtr.ron"));
    }
}

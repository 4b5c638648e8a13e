//! The autosave: the match's record (every deal and move), who plays which seat, and the seed
//! that deals the rounds to come. Resuming replays the record, so the position is exact: the
//! same hands, boneyard order, turn and scores.

use super::damage::{FileKind, Issue, Unreadable};
use super::safe_io::{self, Loaded, Recover};
use crate::game_setup::SeatSetup;
use crate::rules::verify::replay;
use crate::rules::{Match, MatchRecord};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The autosave format this program writes.
pub const VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Autosave {
    pub version: u32,
    pub seats: Vec<SeatSetup>,
    pub seed: u64,
    pub record: MatchRecord,
    /// Hints each seat asked for so far (written only when some were).
    #[serde(default, skip_serializing_if = "no_hints")]
    pub hints: Vec<u32>,
}

fn no_hints(hints: &[u32]) -> bool {
    hints.iter().all(|&n| n == 0)
}

impl Autosave {
    pub fn of(m: &Match, seats: &[SeatSetup]) -> Autosave {
        Autosave { version: VERSION, seats: seats.to_vec(), seed: m.seed(), record: m.record(), hints: Vec::new() }
    }

    /// The same, with the hints each seat asked for.
    pub fn with_hints(self, hints: &[u32]) -> Autosave {
        Autosave { hints: hints.to_vec(), ..self }
    }

    /// The file's text, or why it cannot be written (then nothing is written: the last good
    /// save stays).
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        let config = ron::ser::PrettyConfig::new().indentor(" ").compact_arrays(true).depth_limit(6);
        ron::ser::to_string_pretty(self, config)
    }

    /// The match as it was saved, or why it cannot be resumed.
    pub fn resume(&self) -> Result<Match, Unreadable> {
        if self.seats.len() != self.record.seats as usize {
            return Err(Unreadable::Seats { players: self.seats.len(), seats: self.record.seats });
        }
        replay(&self.record).map(|m| m.with_seed(self.seed)).map_err(Unreadable::Game)
    }
}

impl Recover for Autosave {
    fn recover(text: &str) -> Result<(Self, Vec<Issue>), Unreadable> {
        let save: Autosave = ron::from_str(text)?;
        if save.version > VERSION {
            return Err(Unreadable::Newer { format: save.version });
        }
        save.resume()?;
        Ok((save, Vec::new()))
    }
}

/// The saved game, if there is one that can be resumed (a damaged one is moved aside).
pub fn load(path: &Path) -> Loaded<Option<Autosave>> {
    struct Maybe(Option<Autosave>);
    impl Recover for Maybe {
        fn recover(text: &str) -> Result<(Self, Vec<Issue>), Unreadable> {
            Autosave::recover(text).map(|(s, issues)| (Maybe(Some(s)), issues))
        }
    }
    let loaded = safe_io::load(path, FileKind::SavedGame, || Maybe(None));
    Loaded { value: loaded.value.0, problem: loaded.problem, recovered: loaded.recovered }
}

pub fn save(path: &Path, save: &Autosave) -> std::io::Result<()> {
    safe_io::write_atomic(path, save.to_ron().map_err(std::io::Error::other)?.as_bytes())
}

/// Forget the saved game (after it ended).
pub fn remove(path: &Path) -> std::io::Result<()> {
    match super::store::remove(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

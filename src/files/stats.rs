//! Statistics over the games played, for each person by name.

use super::damage::{FileKind, Issue};
use super::safe_io::{self, Loaded};
use crate::rules::{Match, Seat};
use crate::setup::{Player, SeatSetup};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

pub const VERSION: u32 = 1;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayerStats {
    pub games: u32,
    pub wins: u32,
    pub rounds: u32,
    pub points: u64,
    pub zero_rounds: u32,
    /// Lowest final total.
    pub best_game: Option<u32>,
    /// Hints asked for.
    pub hints: u32,
}

impl PlayerStats {
    pub fn average_per_round(&self) -> Option<f64> {
        (self.rounds > 0).then(|| self.points as f64 / self.rounds as f64)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    pub version: u32,
    pub players: BTreeMap<String, PlayerStats>,
}

impl Default for Stats {
    fn default() -> Self {
        Stats { version: VERSION, players: BTreeMap::new() }
    }
}

crate::files::safe_io::recover_fields!(Stats, Stats::default(), [version, players]);

impl Stats {
    /// Count a finished match for every person in it, with the hints each seat asked for.
    pub fn record(&mut self, m: &Match, seats: &[SeatSetup], hints: &[u32]) {
        let winner = m.winner();
        for (s, seat) in seats.iter().enumerate() {
            if seat.player != Player::Human {
                continue;
            }
            let s = s as Seat;
            let total = m.totals().get(s as usize).copied().unwrap_or(0);
            let entry = self.players.entry(seat.name.clone()).or_default();
            entry.games += 1;
            let won = winner.is_some_and(|w| w == s || m.rules().partner(s) == Some(w));
            entry.wins += u32::from(won);
            for scores in m.round_scores() {
                entry.rounds += 1;
                let score = scores.get(s as usize).copied().unwrap_or(0);
                entry.points += score as u64;
                entry.zero_rounds += u32::from(score == 0);
            }
            entry.hints += hints.get(s as usize).copied().unwrap_or(0);
            entry.best_game = Some(entry.best_game.map_or(total, |b| b.min(total)));
        }
    }

    /// The file's text, or why it cannot be written (then nothing is written).
    pub fn to_ron(&self) -> Result<String, String> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new().indentor("    ")).map_err(|e| e.to_string())
    }
}

pub fn load(path: &Path) -> Loaded<Stats> {
    let loaded = safe_io::load_checked(path, FileKind::Statistics, Stats::default, |s: &Stats| {
        (s.version > VERSION).then_some(Issue::Newer { format: s.version })
    });
    loaded.write_back(|s| save(path, &Stats { version: VERSION, ..s.clone() }))
}

pub fn save(path: &Path, stats: &Stats) -> std::io::Result<()> {
    safe_io::write_atomic(path, stats.to_ron().map_err(std::io::Error::other)?.as_bytes())
}

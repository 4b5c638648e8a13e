//! Statistics over the games played, for each person by name.

use super::damage::{FileKind, Issue};
use super::safe_io::{self, Loaded};
use crate::game_setup::{Player, SeatSetup};
use crate::rules::{Match, Seat};
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
    /// The games of theirs reviewed (*Review my game*), each by a digest of its record, so that
    /// a game reviewed twice counts once.
    pub reviewed: Vec<u64>,
    /// The moves with a choice measured in those reviews, and the points they lost in all, in
    /// hundredths of a point.
    pub reviewed_moves: u32,
    pub points_lost: u64,
}

impl PlayerStats {
    pub fn average_per_round(&self) -> Option<f64> {
        (self.rounds > 0).then(|| self.points as f64 / self.rounds as f64)
    }

    /// Expected points lost a move with a choice, over the reviewed games.
    pub fn lost_per_move(&self) -> Option<f64> {
        (self.reviewed_moves > 0).then(|| self.points_lost as f64 / 100.0 / self.reviewed_moves as f64)
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

    /// Count the review of one of `name`'s games (`game`: its record's digest): its moves with a
    /// choice and the points they lost. `false` if that game was counted already.
    pub fn record_review(&mut self, name: &str, game: u64, moves: u32, lost: f64) -> bool {
        let entry = self.players.entry(name.to_string()).or_default();
        if entry.reviewed.contains(&game) {
            return false;
        }
        entry.reviewed.push(game);
        entry.reviewed_moves += moves;
        entry.points_lost += (lost * 100.0).round().max(0.0) as u64;
        true
    }

    /// The file's text, or why it cannot be written (then nothing is written).
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new().indentor("    "))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A review counts once per game, and the points lost a move are over every reviewed move.
    #[test]
    fn a_reviewed_game_counts_once() {
        let mut stats = Stats::default();
        assert!(stats.record_review("Ana", 7, 10, 5.0));
        assert!(!stats.record_review("Ana", 7, 10, 5.0), "the same game again");
        assert!(stats.record_review("Ana", 8, 30, 3.0));
        let ana = &stats.players["Ana"];
        assert_eq!((ana.reviewed.len(), ana.reviewed_moves), (2, 40));
        assert_eq!(ana.lost_per_move(), Some(0.2));
        assert_eq!(PlayerStats::default().lost_per_move(), None);
        // A file written before reviews were counted still reads.
        let old = "(version: 1, players: {\"Ana\": (games: 2, wins: 1, rounds: 26, points: 500, zero_rounds: 3, best_game: Some(190), hints: 4)})";
        let read: Stats = ron::from_str(old).expect("an older file reads");
        assert_eq!((read.players["Ana"].games, read.players["Ana"].reviewed_moves), (2, 0));
    }
}

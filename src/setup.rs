//! Who plays a match and under which rules: what the title and settings screens edit, what
//! starts a game, and what the autosave keeps beside the record.

use crate::ai::Level;
use crate::rules::HouseRules;
use serde::{Deserialize, Serialize};

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    Human,
    Computer(Level),
    /// A seat of a recorded match in the replay viewer: its moves come from the record.
    Recorded,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    pub name: String,
    pub player: Player,
}

impl SeatSetup {
    /// The level of the computer at this seat (none for a person or a recorded seat).
    pub fn level(&self) -> Option<crate::ai::Level> {
        match self.player {
            Player::Computer(level) => Some(level),
            Player::Human | Player::Recorded => None,
        }
    }
}

/// Default names for new seats.
pub const NAMES: [&str; 12] = ["You", "Ana", "Bert", "Carmen", "Dev", "Emma", "Farid", "Grace", "Hugo", "Iris", "Jun", "Kai"];

/// Everything needed to start a match. Fields missing from a file take their defaults (a
/// settings file edited by hand keeps the seats even without a `seed`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameSetup {
    /// The preset the rules started from, or a saved rule set's name.
    pub preset: String,
    pub rules: HouseRules,
    pub seats: Vec<SeatSetup>,
    pub seed: u64,
}

impl Default for GameSetup {
    /// You against three computer players, `standard` rules.
    fn default() -> Self {
        let rules = HouseRules::default();
        let seats = (0..rules.players as usize)
            .map(|i| SeatSetup {
                name: if i == 0 { crate::lang::words::you() } else { NAMES[i % NAMES.len()].to_string() },
                player: if i == 0 { Player::Human } else { Player::Computer(Level::Normal) },
            })
            .collect();
        GameSetup { preset: "standard".into(), rules, seats, seed: 1 }
    }
}

impl GameSetup {
    /// Add or remove seats to have `n`, naming new ones and making them computer players.
    pub fn resize(&mut self, n: usize) {
        while self.seats.len() < n {
            let i = self.seats.len();
            self.seats.push(SeatSetup { name: NAMES[i % NAMES.len()].to_string(), player: Player::Computer(Level::Normal) });
        }
        self.seats.truncate(n);
    }

    /// Why this setup cannot start (`None`: it can).
    pub fn problem(&self) -> Option<SetupProblem> {
        let mut rules = self.rules.clone();
        rules.players = self.seats.len() as u8;
        if let Err(e) = rules.validate() {
            return Some(SetupProblem::Rules(e));
        }
        if self.seats.iter().any(|s| s.name.trim().is_empty()) {
            return Some(SetupProblem::NameNeeded);
        }
        None
    }
}

/// Why a game set up cannot start (`lang::words::setup_problem` words it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    /// The rules cannot be played with these seats.
    Rules(crate::rules::InvalidRules),
    /// A seat has no name.
    NameNeeded,
}

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
    /// You against three computer players, `standard` rules: what a settings file's new game
    /// missing its fields takes (a new player's is `config/new-player.ron`'s). (Seat 1 is "You"
    /// in English: the game words it in the player's language, `saving::in_own_words`.)
    fn default() -> Self {
        let rules = HouseRules::default();
        let seats = (0..rules.players as usize)
            .map(|i| SeatSetup {
                name: NAMES[i % NAMES.len()].to_string(),
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
            // The seat's own default name, or the next one no seat has (a seat renamed before
            // may hold it).
            let i = self.seats.len();
            let taken = |name: &str| self.seats.iter().any(|s| s.name.trim().eq_ignore_ascii_case(name));
            let name = (0..NAMES.len())
                .map(|k| NAMES[(i + k) % NAMES.len()])
                .find(|n| *n != NAMES[0] && !taken(n))
                .unwrap_or(NAMES[i % NAMES.len()]);
            self.seats.push(SeatSetup { name: name.to_string(), player: Player::Computer(Level::Normal) });
        }
        self.seats.truncate(n);
    }

    /// Computer seats named as the person at the screen goes by (`person`, their name online)
    /// take a default name no seat has: a new game with "Ana" at the screen has no computer "Ana".
    pub fn computers_apart_from(&mut self, person: &str) {
        let person = person.trim();
        if person.is_empty() {
            return;
        }
        for i in 0..self.seats.len() {
            let seat = &self.seats[i];
            if seat.player == Player::Human || !seat.name.trim().eq_ignore_ascii_case(person) {
                continue;
            }
            let taken =
                |name: &str| name.eq_ignore_ascii_case(person) || self.seats.iter().any(|s| s.name.trim().eq_ignore_ascii_case(name));
            if let Some(free) = NAMES[1..].iter().find(|n| !taken(n)) {
                self.seats[i].name = (*free).to_string();
            }
        }
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

/// Why a game set up cannot start (`lang::refusal::setup_problem` words it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    /// The rules cannot be played with these seats.
    Rules(crate::rules::InvalidRules),
    /// A seat has no name.
    NameNeeded,
}

/// A seed for a new game from the clock: only the choice of deal, never the rules, uses it.
pub fn fresh_seed() -> u64 {
    web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).map_or(7, |d| d.as_nanos() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computers_online_never_take_a_name_the_card_gives_people() {
        // A friend brings a name like these; a computer called Bert in the lobby before the real
        // Bert sits down reads as two Berts.
        for name in net::names::COMPUTER_NAMES {
            assert!(!NAMES.iter().any(|n| n.eq_ignore_ascii_case(name)), "{name} is a name the new-game card gives people");
        }
    }

    fn names(setup: &GameSetup) -> Vec<&str> {
        setup.seats.iter().map(|s| s.name.as_str()).collect()
    }

    #[test]
    fn no_computer_is_named_as_the_player_goes_by() {
        let mut setup = GameSetup::default();
        setup.seats[0].name = "You".into();
        setup.computers_apart_from(" ana ");
        assert_eq!(names(&setup), ["You", "Dev", "Bert", "Carmen"], "the first name no seat has");
        // A person at another seat keeps their name, whatever it is.
        setup.seats[2] = SeatSetup { name: "Ana".into(), player: Player::Human };
        setup.computers_apart_from("Ana");
        assert_eq!(names(&setup)[2], "Ana");
        setup.computers_apart_from("");
        assert_eq!(names(&setup), ["You", "Dev", "Ana", "Carmen"]);
    }

    #[test]
    fn seats_added_take_names_no_seat_has() {
        let mut setup = GameSetup::default();
        setup.seats[1].name = "Carmen".into();
        setup.resize(2);
        setup.resize(5);
        assert_eq!(names(&setup), ["You", "Carmen", "Bert", "Dev", "Emma"]);
    }
}

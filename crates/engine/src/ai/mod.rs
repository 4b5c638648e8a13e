//! Computer players. A bot sees only its seat's [`Observation`] and the legal actions.

mod greedy;
pub mod hint;
pub mod planner;
mod random;
pub mod review;
pub mod search;
mod snapshot;

pub use greedy::Greedy;
pub use planner::Planner;
pub use random::RandomBot;
pub use search::{Budget, Search};
pub use snapshot::{SeatSnapshot, decision_seed};

use crate::rules::rng::stream_rng;
use crate::rules::{Action, Match, Observation, RuleError};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The seat to move in `game` lets `bot` choose, and the choice is played: what was played.
/// (The bot chooses among the legal actions, so an error here is the engine's bug.)
pub fn play_turn(game: &mut Match, bot: &mut dyn Bot) -> Result<Action, RuleError> {
    let seat = game.to_move();
    let action = bot.choose(&game.observation(seat), &game.legal_actions());
    game.apply(seat, action)?;
    Ok(action)
}

/// A computer player.
pub trait Bot: Send {
    /// Pick one of `legal` (never empty) for the observing seat.
    fn choose(&mut self, obs: &Observation<'_>, legal: &[Action]) -> Action;

    /// [`Bot::choose`] as a place in `legal` (`Err`: an action written otherwise, say a tile
    /// the other way round), so that the caller need not look it up again
    /// ([`Match::apply_legal`]).
    fn choose_index(&mut self, obs: &Observation<'_>, legal: &[Action]) -> Result<usize, Action> {
        let action = self.choose(obs, legal);
        legal.iter().position(|&a| a == action).ok_or(action)
    }
}

/// How strong a computer player is. People choose Easy (`Random`), Normal and Hard; `Greedy`
/// (the heaviest tile first) stays for `simulate` and older saved games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Any legal move, uniformly at random.
    Random,
    /// Plays its heaviest tile first.
    Greedy,
    /// Plans the best chain for its own train and sheds the other tiles first.
    Normal,
    /// Searches over the tiles it cannot see, with the planner playing the worlds out.
    Hard,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Random, Level::Greedy, Level::Normal, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// Whether its decisions take long enough to be worth timing (the planner's and the
    /// search's; Easy and Greedy answer in well under a microsecond, less than reading the clock).
    pub fn thinks(self) -> bool {
        matches!(self, Level::Normal | Level::Hard)
    }

    /// A bot of this level; `seed` makes it reproducible (a Hard one thinks for the default time).
    pub fn bot(self, seed: u64) -> Box<dyn Bot> {
        self.bot_with(seed, Budget::Time(search::THINK))
    }

    /// A bot of this level whose thinking ends early once `stop` is set (a Hard one within
    /// `budget` otherwise).
    pub fn bot_until(self, seed: u64, budget: Budget, stop: std::sync::Arc<std::sync::atomic::AtomicBool>) -> Box<dyn Bot> {
        match self {
            Level::Hard => Box::new(Search::new(budget, seed).stopping_when(stop)),
            other => other.bot_with(seed, budget),
        }
    }

    /// A bot of this level; a Hard one thinks within `budget`.
    pub fn bot_with(self, seed: u64, budget: Budget) -> Box<dyn Bot> {
        match self {
            Level::Random => Box::new(RandomBot::new(stream_rng(seed, 0xB07))),
            Level::Greedy => Box::new(Greedy),
            Level::Normal => Box::new(Planner::new()),
            Level::Hard => Box::new(Search::new(budget, seed)),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A computer player's name that is none of [`Level::ALL`]'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
        write!(f, "unknown computer player \"{}\"; choose one of {}", self.0, names.join(", "))
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;

    /// A level by its name (`easy` is `random`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let name = if s == "easy" { "random" } else { s };
        Level::ALL.into_iter().find(|l| l.name() == name).ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

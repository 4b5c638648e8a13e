//! Computer players. A bot sees only its seat's [`Observation`] and the legal actions.

mod greedy;
mod random;

pub use greedy::Greedy;
pub use random::RandomBot;

use crate::rules::rng::stream_rng;
use crate::rules::{Action, Observation};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A computer player.
pub trait Bot: Send {
    /// Pick one of `legal` (never empty) for the observing seat.
    fn choose(&mut self, obs: &Observation<'_>, legal: &[Action]) -> Action;
}

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Any legal move, uniformly at random.
    Random,
    /// Plays its heaviest tile first.
    Greedy,
}

impl Level {
    pub const ALL: [Level; 2] = [Level::Random, Level::Greedy];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
        }
    }

    /// A bot of this level; `seed` makes a random one reproducible.
    pub fn bot(self, seed: u64) -> Box<dyn Bot> {
        match self {
            Level::Random => Box::new(RandomBot::new(stream_rng(seed, 0xB07))),
            Level::Greedy => Box::new(Greedy),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::ALL.into_iter().find(|l| l.name() == s).ok_or_else(|| {
            let names: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
            format!("unknown computer player \"{s}\"; choose one of {}", names.join(", "))
        })
    }
}

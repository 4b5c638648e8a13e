//! What a player can do, and which train a play goes on.

use super::tile::Tile;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, 0-based; play goes 0, 1, 2, … (clockwise).
pub type Seat = u8;

/// A train: one personal train per seat, and the shared Mexican train.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub enum TrainId {
    Personal(Seat),
    Mexican,
}

/// Index of the Mexican train in per-train arrays (personal trains use their seat).
pub(crate) const MEXICAN_INDEX: usize = super::house_rules::MAX_PLAYERS as usize;
/// Number of train slots: one per possible seat plus the Mexican train.
pub(crate) const TRAIN_SLOTS: usize = MEXICAN_INDEX + 1;

impl TrainId {
    pub(crate) fn index(self) -> usize {
        match self {
            TrainId::Personal(s) => s as usize,
            TrainId::Mexican => MEXICAN_INDEX,
        }
    }

    pub(crate) fn from_index(i: usize) -> TrainId {
        if i == MEXICAN_INDEX { TrainId::Mexican } else { TrainId::Personal(i as Seat) }
    }

    /// The seat owning this train, if it is a personal train.
    pub fn owner(self) -> Option<Seat> {
        match self {
            TrainId::Personal(s) => Some(s),
            TrainId::Mexican => None,
        }
    }
}

impl fmt::Display for TrainId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrainId::Personal(s) => write!(f, "seat {s}'s train"),
            TrainId::Mexican => f.write_str("the Mexican train"),
        }
    }
}

/// One move. In a record: `Play(tile: (12, 5), train: Personal(0))`, `Draw`, `Pass`, `EndTurn`,
/// `Announce`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub enum Action {
    /// Lay a tile on a train. The tile may be written either way round; the engine orients it.
    /// [`super::Round::legal_actions`] writes it touching end first. Only with wild blanks can
    /// both ways be legal, and then the written order decides which end touches.
    Play { tile: Tile, train: TrainId },
    /// Take a tile from the boneyard (when no tile plays).
    Draw,
    /// No legal play left: the turn ends and the player's marker goes on their train.
    Pass,
    /// End a turn that may go on: after building your train on the first turn, or to decline
    /// announcing your last tile (and take the penalty).
    EndTurn,
    /// Announce (tap) your last tile.
    Announce,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Play { tile, train } => {
                let train = match train {
                    TrainId::Personal(s) => format!("Personal({s})"),
                    TrainId::Mexican => "Mexican".to_string(),
                };
                write!(f, "Play(tile: ({}, {}), train: {train})", tile.0, tile.1)
            }
            Action::Draw => f.write_str("Draw"),
            Action::Pass => f.write_str("Pass"),
            Action::EndTurn => f.write_str("EndTurn"),
            Action::Announce => f.write_str("Announce"),
        }
    }
}


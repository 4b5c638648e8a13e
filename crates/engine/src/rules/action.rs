//! What a player can do, and which train a play goes on.

use super::tile::Tile;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, 0-based; play goes 0, 1, 2, … (clockwise).
pub type Seat = u8;

/// A train: one personal train per seat, and the shared Mexican train; with branching doubles,
/// also the sides of doubles, numbered in the order they opened this round (`Side(0)`, …), each
/// belonging to the train its double is on (see `Round::main_train`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub enum TrainId {
    Personal(Seat),
    Mexican,
    Side(u8),
}

/// Most seats a table has.
pub const MAX_PLAYERS: u8 = 12;

/// Index of the Mexican train in per-train arrays (personal trains use their seat).
pub(crate) const MEXICAN_INDEX: usize = MAX_PLAYERS as usize;
/// Number of main train slots: one per possible seat plus the Mexican train.
pub(crate) const TRAIN_SLOTS: usize = MEXICAN_INDEX + 1;
/// Every line a round can have: the main trains, then the sides of doubles (two per double).
pub(crate) const MAX_LINES: usize = 64;
/// Most sides a round can open.
pub(crate) const MAX_SIDES: usize = MAX_LINES - TRAIN_SLOTS;

impl TrainId {
    pub(crate) fn index(self) -> usize {
        match self {
            TrainId::Personal(s) => s as usize,
            TrainId::Mexican => MEXICAN_INDEX,
            TrainId::Side(n) => TRAIN_SLOTS + n as usize,
        }
    }

    pub(crate) fn from_index(i: usize) -> TrainId {
        match i {
            MEXICAN_INDEX => TrainId::Mexican,
            i if i < MEXICAN_INDEX => TrainId::Personal(i as Seat),
            i => TrainId::Side((i - TRAIN_SLOTS) as u8),
        }
    }

    /// The seat owning this train, if it is a personal train (a side belongs to the train of its
    /// double: ask the round).
    pub fn owner(self) -> Option<Seat> {
        match self {
            TrainId::Personal(s) => Some(s),
            TrainId::Mexican | TrainId::Side(_) => None,
        }
    }

    pub fn is_side(self) -> bool {
        matches!(self, TrainId::Side(_))
    }
}

impl fmt::Display for TrainId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrainId::Personal(s) => write!(f, "seat {s}'s train"),
            TrainId::Mexican => f.write_str("the Mexican train"),
            TrainId::Side(n) => write!(f, "side {n} of a double"),
        }
    }
}

/// One move. In a record: `Play(tile: (12, 5), train: Personal(0))`, `Draw`, `Pass`, `EndTurn`,
/// `Announce`, `Bullet`.
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
    /// Declare a bullet train: every tile in hand laid on your own train at once, and out (a
    /// variant; the engine lays the chain, then the others lay what they can on their trains).
    Bullet,
}

impl Action {
    /// Whether `other` is the same move: a tile is the same tile either way round.
    pub fn same_move(self, other: Action) -> bool {
        match (self, other) {
            (Action::Play { tile: t, train: x }, Action::Play { tile: u, train: y }) => t.id() == u.id() && x == y,
            _ => self == other,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Play { tile, train } => {
                let train = match train {
                    TrainId::Personal(s) => format!("Personal({s})"),
                    TrainId::Mexican => "Mexican".to_string(),
                    TrainId::Side(n) => format!("Side({n})"),
                };
                write!(f, "Play(tile: ({}, {}), train: {train})", tile.0, tile.1)
            }
            Action::Draw => f.write_str("Draw"),
            Action::Pass => f.write_str("Pass"),
            Action::EndTurn => f.write_str("EndTurn"),
            Action::Announce => f.write_str("Announce"),
            Action::Bullet => f.write_str("Bullet"),
        }
    }
}

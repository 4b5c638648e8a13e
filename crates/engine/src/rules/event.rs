//! What happened: the facts `apply` reports, in order, for the table, animation and sound.

use super::action::{Seat, TrainId};
use super::tile::{Pip, Tile};
use serde::{Deserialize, Serialize};

/// How a round ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum RoundEnd {
    /// `seat` played their last tile.
    Domino { seat: Seat },
    /// The boneyard is empty and nobody could play for a whole turn of the table.
    Blocked,
    /// Not finished (only in records of unfinished matches).
    InProgress,
}

/// One fact about a change of the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Event {
    /// The engine double went into the hub; `by` is the seat that placed it from its hand.
    EngineOpened {
        pip: Pip,
        by: Option<Seat>,
    },
    /// `tile` was laid on `train`, written touching end first.
    Played {
        seat: Seat,
        tile: Tile,
        train: TrainId,
    },
    /// `seat` took `tile` from the boneyard. Only that seat may see the tile: told to anyone
    /// else (`view::seen_by`) it is `None`.
    Drew {
        seat: Seat,
        tile: Option<Tile>,
    },
    /// A penalty draw for not announcing the last tile (each tile also comes as `Drew`).
    Penalized {
        seat: Seat,
        tiles: u8,
    },
    Announced {
        seat: Seat,
    },
    MarkerPlaced {
        seat: Seat,
    },
    MarkerRemoved {
        seat: Seat,
    },
    /// A double was left open at the end of a turn: play is restricted until it is covered.
    DoubleOpened {
        train: TrainId,
        pip: Pip,
    },
    /// An open double was covered.
    DoubleCovered {
        train: TrainId,
        pip: Pip,
    },
    /// Branching doubles: a covered double opened a side, a new end of its train.
    SideOpened {
        side: TrainId,
        pip: Pip,
    },
    /// `seat`'s turn ended; `next` moves.
    TurnEnded {
        seat: Seat,
        next: Seat,
    },
    RoundEnded {
        end: RoundEnd,
    },
}

/// Where `apply` puts its events. `()` drops them (for simulations and search).
pub trait EventSink {
    fn push(&mut self, event: Event);
}

impl EventSink for () {
    #[inline]
    fn push(&mut self, _: Event) {}
}

impl EventSink for Vec<Event> {
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}

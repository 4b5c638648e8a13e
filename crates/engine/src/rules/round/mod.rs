//! One round: the deal, the table, whose turn it is, and the turn's progress.
//!
//! `legal.rs` decides what may be done (`legal_actions`, and the reason an action is refused);
//! `apply.rs` does it. Nothing else changes a `Round`. `setup.rs` checks a deal and opens the
//! station, `dealing.rs` shuffles and deals a round's tiles, `queries.rs` reads a round,
//! `hidden.rs` deals its hidden tiles another way, and
//! `playout.rs` plays a round out by index for the computer players, counting its legal actions
//! from the hands' rows where it can instead of listing them.

mod apply;
mod bits;
mod counted;
mod dealing;
mod hidden;
mod judge;
mod legal;
mod outlook;
mod playout;
mod queries;
mod setup;
#[cfg(test)]
mod tests;

use super::action::{Action, MAX_SIDES, MEXICAN_INDEX, Seat, TRAIN_SLOTS, TrainId};
use super::event::RoundEnd;
pub use super::house_rules::RoundRules;
use super::house_rules::{BlockedRound, EngineRule, MAX_PLAYERS, MexicanTrain, Opening, Scoring};
use super::tile::{Pip, Tile, TileId, TileSet, tile_count};
use serde::{Deserialize, Serialize};

pub use super::error::DealError;
pub(crate) use dealing::all_seats;
pub use dealing::{deal_round, deal_round_into, start_dealt_round};
pub use legal::TurnPhase;
pub use playout::Playout;

const SEATS: usize = MAX_PLAYERS as usize;

impl RoundRules {
    /// The seat opposite `seat`, when partnerships are on.
    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        self.partnerships.then(|| (seat + self.seats / 2) % self.seats)
    }

    /// Points for one tile left in a hand.
    pub fn tile_points(&self, t: Tile) -> u32 {
        match self.scoring {
            Scoring::Pips => t.pips(),
            Scoring::Blanks { blank, double_blank } => {
                if t == Tile(0, 0) {
                    double_blank as u32
                } else {
                    let end = |p: Pip| if p == 0 { blank as u32 } else { p as u32 };
                    end(t.0) + end(t.1)
                }
            }
        }
    }
}

/// The dealt tiles of a round: one hand per seat (empty for a seat that is out of the match)
/// and the boneyard in draw order (first listed is drawn first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    pub hands: Vec<Vec<Tile>>,
    pub boneyard: Vec<Tile>,
}

/// Tiles already on the table when a position is set up by hand (tests, tutorials, puzzles):
/// each train's tiles from the hub outwards, markers, and doubles left open by earlier turns
/// (oldest first). Only for rules that set the engine aside.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    pub trains: Vec<(TrainId, Vec<Tile>)>,
    pub markers: Vec<Seat>,
    pub open_doubles: Vec<TrainId>,
}

/// How a round starts, decided by the match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundStart {
    /// The engine of this round (for `SetAside` and `HolderOpens`; ignored for
    /// `FirstPlayersHighestDouble`, whose engine comes from a hand).
    pub engine: Pip,
    /// The seat the starter rule designates.
    pub designated: Seat,
    /// Seats dealt in, as a bit mask (everyone but eliminated players).
    pub active: u16,
}

/// One train's state. Its tiles are in [`Round::placements`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Train {
    /// The open end: the engine pip while unstarted.
    pub end: Pip,
    /// Tiles laid on it.
    pub len: u16,
    /// Whether its last tile is a double (an unstarted train does not end in a double).
    pub ends_in_double: bool,
}

/// A tile on the table: who laid it, where, written touching end first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    pub seat: Seat,
    pub tile: Tile,
    pub train: TrainId,
}

/// A side of a double (branching doubles): a line growing from one side of a double that was
/// covered, part of the train the double is on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Side {
    /// The main train slot it belongs to (whose owner and markers decide who may play on it).
    pub main: u8,
    /// The line the double lies on: a main train slot, or an earlier side's slot.
    pub parent: u8,
    /// Which tile of that line is the double (0 = its first tile).
    pub at: u16,
    /// To the left of the line's direction (else to the right).
    pub left: bool,
    /// Its end: the double's number until a tile is laid (it "ends in a double" until then).
    pub line: Train,
}

/// What everyone knows a seat does not hold: when it drew or passed it held none of `tiles`
/// (every tile it could have played then), and it has drawn `drawn_since` tiles since (each of
/// which could be one of them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Void {
    pub tiles: TileSet,
    pub drawn_since: u8,
}

/// The legal list's room made at once: most turns' plays.
const LEGAL_ROOM: usize = 32;

/// Most open doubles at once (a turn leaves few, and each is covered before others are laid).
const MAX_OPEN: usize = 32;
/// Most doubles one turn can lay (the largest set has 19).
const MAX_TURN_DOUBLES: usize = 24;

/// A double left open at the end of a turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenDouble {
    pub train: u8,
    /// Who laid it (for continuous draw).
    pub placer: Seat,
}

/// The progress of the current turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: Seat,
    /// Tiles laid this turn.
    pub placed: u8,
    /// Drew since the last tile laid this turn.
    pub drew: bool,
    /// A double was laid and the tile after it is still owed.
    pub finishing: bool,
    /// The turn is ending with a pass.
    pub passed: bool,
    /// Down to one tile: waiting for Announce or EndTurn.
    pub announce_pending: bool,
    /// Swan drive: the train slot last played on in the drive (it goes on clockwise from there).
    pub swan_from: Option<u8>,
    /// Swan drive: a double just laid on this train slot, to be covered from the hand.
    pub swan_cover: Option<u8>,
    /// Lines on which this turn's doubles were laid, in order.
    doubles: [u8; MAX_TURN_DOUBLES],
    n_doubles: u8,
}

impl Turn {
    /// A fresh turn: nothing done yet.
    const FRESH: Turn = Turn {
        seat: 0,
        placed: 0,
        drew: false,
        finishing: false,
        passed: false,
        announce_pending: false,
        swan_from: None,
        swan_cover: None,
        doubles: [0; MAX_TURN_DOUBLES],
        n_doubles: 0,
    };

    /// `seat`'s fresh turn (written whole from a constant: a turn begins on every move).
    #[inline]
    fn new(seat: Seat) -> Turn {
        Turn { seat, ..Turn::FRESH }
    }

    fn doubles(&self) -> &[u8] {
        &self.doubles[..self.n_doubles as usize]
    }

    fn push_double(&mut self, train: usize) {
        if let Some(slot) = self.doubles.get_mut(self.n_doubles as usize) {
            *slot = train as u8;
            self.n_doubles += 1;
        }
    }
}

/// What the round is waiting for before normal play: the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Seek {
    Engine(Pip),
    AnyDouble,
}

/// One round of Mexican Train. Build it with [`Round::new`]; change it only with `apply`.
///
/// Serialized as its [`State`]; what is derived from the state (the phase and the legal
/// actions) is rebuilt on reading, so a saved round cannot carry a stale or forged cache.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "State", into = "State")]
pub struct Round {
    s: State,
    /// The hands by number, kept with `s.hands` (`give`, `take`, `set_hand`).
    rows: HandRows,
    /// Derived from `s` after every change (`refresh`): asked for on every move, so kept.
    /// Debug builds check them against a fresh derivation on every read.
    phase: TurnPhase,
    /// The lines the mover may play on in `phase`, and how (derived with it).
    targets: legal::Targets,
    legal: Vec<Action>,
}

/// Everything a round is, without what can be derived from it.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    rules: RoundRules,
    active: u16,
    engine: Option<Pip>,
    seek: Option<Seek>,
    /// The seat the starter rule designated (the first player, unless the engine's holder or
    /// the first double's owner opens instead).
    #[serde(default)]
    designated: Seat,
    first: Seat,
    hands: [TileSet; SEATS],
    /// Next tile to draw is the last one.
    boneyard: Vec<TileId>,
    trains: [Train; TRAIN_SLOTS],
    /// Sides of doubles (branching doubles), in the order they opened: line `TRAIN_SLOTS + k`.
    #[serde(default)]
    sides: Vec<Side>,
    placements: Vec<Placement>,
    on_table: TileSet,
    markers: u16,
    open: [OpenDouble; MAX_OPEN],
    n_open: u8,
    turn: Turn,
    turn_no: u32,
    pass_streak: u8,
    /// Seats still to take their "build your train" first turn.
    building: u16,
    announced: u16,
    /// What each seat is known not to hold (public: read off its draws and passes).
    #[serde(default)]
    voids: [Void; SEATS],
    end: Option<RoundEnd>,
}

impl Clone for Round {
    fn clone(&self) -> Round {
        // The legal list keeps its room for most turns' plays (a copy of a short list had to
        // grow again on the copy's next moves: a playout's worlds are copies).
        let mut legal = Vec::with_capacity(self.legal.len().max(LEGAL_ROOM));
        legal.extend_from_slice(&self.legal);
        Round { s: self.s.clone(), rows: self.rows, phase: self.phase, targets: self.targets, legal }
    }

    /// Into an existing round, keeping its memory: a search copies worlds thousands of times.
    fn clone_from(&mut self, source: &Round) {
        self.s.clone_from(&source.s);
        self.rows = source.rows;
        self.phase = source.phase;
        self.targets = source.targets;
        self.legal.clone_from(&source.legal);
    }
}

/// The fields of a [`State`] that are plain values (copied), and those with memory (whose
/// `clone_from` keeps it).
macro_rules! state_clone {
    (copy: [$($c:ident),*], vec: [$($v:ident),*]) => {
        impl Clone for State {
            fn clone(&self) -> State {
                State { $($c: self.$c,)* $($v: self.$v.clone(),)* }
            }

            fn clone_from(&mut self, source: &State) {
                $(self.$c = source.$c;)*
                $(self.$v.clone_from(&source.$v);)*
            }
        }
    };
}

state_clone!(
    copy: [rules, active, engine, seek, designated, first, hands, trains, on_table, markers, open, n_open, turn, turn_no, pass_streak, building, announced, voids, end],
    vec: [boneyard, sides, placements]
);

impl From<State> for Round {
    fn from(s: State) -> Round {
        let rows = HandRows::of(&s.hands);
        let mut round = Round { s, rows, phase: TurnPhase::Over, targets: legal::Targets::default(), legal: Vec::new() };
        round.refresh();
        round
    }
}

impl From<Round> for State {
    fn from(round: Round) -> State {
        round.s
    }
}

fn bit(seat: Seat) -> u16 {
    1 << seat
}

/// Numbers on a tile: 0 to `MAX_PIP`.
const PIPS: usize = crate::rules::tile::MAX_PIP as usize + 1;

/// Each seat's hand by number: bit `q` of `rows[seat][p]` is set when the hand holds `p|q` (a
/// double sets one bit), and `counts[seat][p]` is how many bits row `p` has. Derived from the
/// hands and changed with them: the tiles that touch an end showing `p` are row `p`, each
/// already turned to touch it, in tile-id order; a turn's plays are counted without counting bits.
/// `lens[seat]` is how many tiles the hand holds (asked of every play: not counted either).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct HandRows {
    rows: [[u32; PIPS]; SEATS],
    counts: [[u8; PIPS]; SEATS],
    lens: [u8; SEATS],
}

impl HandRows {
    const EMPTY: HandRows = HandRows { rows: [[0; PIPS]; SEATS], counts: [[0; PIPS]; SEATS], lens: [0; SEATS] };

    fn of(hands: &[TileSet; SEATS]) -> HandRows {
        let mut rows = HandRows::EMPTY;
        for (seat, hand) in hands.iter().enumerate().filter(|(_, h)| !h.is_empty()) {
            rows.set(seat, *hand);
        }
        rows
    }

    fn set(&mut self, seat: usize, hand: TileSet) {
        self.rows[seat] = [0; PIPS];
        self.counts[seat] = [0; PIPS];
        self.lens[seat] = 0;
        for t in hand.tiles() {
            self.add(seat, t);
        }
    }

    /// `t` into `seat`'s rows (it is not there).
    #[inline]
    fn add(&mut self, seat: usize, t: Tile) {
        self.flip(seat, t);
        let other = (t.0 != t.1) as u8;
        self.counts[seat][t.0 as usize] += 1;
        self.counts[seat][t.1 as usize] += other;
        self.lens[seat] += 1;
    }

    /// `t` out of `seat`'s rows (it is there).
    #[inline]
    fn remove(&mut self, seat: usize, t: Tile) {
        self.flip(seat, t);
        let other = (t.0 != t.1) as u8;
        self.counts[seat][t.0 as usize] -= 1;
        self.counts[seat][t.1 as usize] -= other;
        self.lens[seat] -= 1;
    }

    #[inline]
    fn flip(&mut self, seat: usize, t: Tile) {
        let row = &mut self.rows[seat];
        // A double's one bit flipped once: the second flip is of no bit (no branch).
        row[t.0 as usize] ^= 1 << t.1;
        row[t.1 as usize] ^= ((t.0 != t.1) as u32) << t.0;
    }
}

impl Round {
    /// `id` into `seat`'s hand (it is not there).
    #[inline(always)]
    fn give(&mut self, seat: Seat, id: TileId) {
        debug_assert!(!self.s.hands[seat as usize].contains(id));
        self.s.hands[seat as usize].insert(id);
        self.rows.add(seat as usize, id.tile());
    }

    /// `tile` (either way round) out of `seat`'s hand (it is there).
    #[inline(always)]
    fn take(&mut self, seat: Seat, tile: Tile) {
        let id = tile.id();
        debug_assert!(self.s.hands[seat as usize].contains(id));
        self.s.hands[seat as usize].remove(id);
        self.rows.remove(seat as usize, tile);
    }

    /// `seat`'s whole hand replaced.
    fn set_hand(&mut self, seat: Seat, hand: TileSet) {
        self.s.hands[seat as usize] = hand;
        self.rows.set(seat as usize, hand);
    }

    fn next_active(&self, seat: Seat) -> Seat {
        // The active seats after `seat`, else the first from seat 0 (a bit scan, no division).
        let active = self.active_mask();
        let after = active & !((2u32 << seat) - 1) as u16;
        // `after`, else `active` (a mask, not a branch: which it is follows the dice).
        let next = after | (active & ((after == 0) as u16).wrapping_neg());
        if next == 0 { seat } else { next.trailing_zeros() as Seat }
    }

    fn active_count(&self) -> u32 {
        self.s.active.count_ones()
    }

    fn push_open(&mut self, od: OpenDouble) {
        if let Some(slot) = self.s.open.get_mut(self.s.n_open as usize) {
            *slot = od;
            self.s.n_open += 1;
        }
    }

    fn remove_open(&mut self, train: usize) -> bool {
        let n = self.s.n_open as usize;
        match self.s.open[..n].iter().position(|o| o.train as usize == train) {
            Some(i) => {
                self.s.open.copy_within(i + 1..n, i);
                self.s.n_open -= 1;
                true
            }
            None => false,
        }
    }

    fn is_open(&self, train: usize) -> bool {
        self.s.open[..self.s.n_open as usize].iter().any(|o| o.train as usize == train)
    }
}

/// Index of the Mexican train, for iteration in `legal.rs`/`apply.rs`.
const MEX: usize = MEXICAN_INDEX;
/// The first side's line index.
const TRAIN_SLOTS_USIZE: usize = TRAIN_SLOTS;

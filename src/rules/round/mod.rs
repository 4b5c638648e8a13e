//! One round: the deal, the table, whose turn it is, and the turn's progress.
//!
//! `legal.rs` decides what may be done (`legal_actions`, and the reason an action is refused);
//! `apply.rs` does it. Nothing else changes a `Round`.

mod apply;
mod legal;
#[cfg(test)]
mod tests;

use super::action::{Action, MAX_SIDES, MEXICAN_INDEX, Seat, TRAIN_SLOTS, TrainId};
use super::event::RoundEnd;
use super::house_rules::{BlockedRound, EngineRule, MAX_PLAYERS, MexicanTrain, Opening, Scoring};
pub use super::house_rules::RoundRules;
use super::tile::{Pip, Tile, TileId, TileSet, tile_count};
use serde::{Deserialize, Serialize};
use std::fmt;

pub use legal::TurnPhase;

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

/// A deal that is not a legal start of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealError(pub String);

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DealError {}

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
    fn new(seat: Seat) -> Turn {
        Turn { seat, ..Turn::default() }
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
    /// Derived from `s` after every change (`refresh`): asked for on every move, so kept.
    /// Debug builds check them against a fresh derivation on every read.
    phase: TurnPhase,
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
        Round { s: self.s.clone(), phase: self.phase, legal: self.legal.clone() }
    }

    /// Into an existing round, keeping its memory: a search copies worlds thousands of times.
    fn clone_from(&mut self, source: &Round) {
        self.s.clone_from(&source.s);
        self.phase = source.phase;
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
        let mut round = Round { s, phase: TurnPhase::Over, legal: Vec::new() };
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

impl Round {
    /// Start a round from a deal. Checks that the deal is exactly the set (with the engine set
    /// aside when the rules say so) and that seats out of the match hold nothing. Hand sizes are
    /// the match's business (see `Match`), so scenario tests can set up any position.
    pub fn new(rules: RoundRules, start: RoundStart, deal: &Deal) -> Result<Round, DealError> {
        Round::with_layout(rules, start, deal, &Layout::default())
    }

    /// Set up a position: a deal plus tiles already on the table. The hands, the boneyard, the
    /// table and the engine together must be exactly the set, and each train must chain.
    pub fn with_layout(rules: RoundRules, start: RoundStart, deal: &Deal, layout: &Layout) -> Result<Round, DealError> {
        let seats = rules.seats as usize;
        let bad = |s: String| Err(DealError(s));
        if deal.hands.len() != seats {
            return bad(format!("the deal has {} hands for {seats} seats", deal.hands.len()));
        }
        if start.active == 0 || start.active >> seats != 0 {
            return bad("no seat is in play".into());
        }
        if start.designated as usize >= seats || start.active & bit(start.designated) == 0 {
            return bad(format!("seat {} is not in play and cannot start", start.designated));
        }
        let set_aside = rules.engine == EngineRule::SetAside;
        let engine_tile = Tile(start.engine, start.engine);
        if set_aside && start.engine > rules.set {
            return bad(format!("engine {0}|{0} is not in a double-{1} set", start.engine, rules.set));
        }
        let laid = layout.trains.iter().flat_map(|(_, ts)| ts.iter());
        let all = || deal.hands.iter().flatten().chain(deal.boneyard.iter()).chain(laid.clone());
        // Fast check: every tile in the set, as many tiles as the set has, no tile twice.
        let mut seen = TileSet::EMPTY;
        let mut count = 0usize;
        let mut in_set = true;
        let groups = deal.hands.iter().map(Vec::as_slice).chain([deal.boneyard.as_slice()]);
        for group in groups.chain(layout.trains.iter().map(|(_, ts)| ts.as_slice())) {
            for &t in group {
                in_set &= t.in_set(rules.set);
                if in_set {
                    seen.insert(t.id());
                }
            }
            count += group.len();
        }
        if set_aside {
            seen.insert(engine_tile.id());
            count += 1;
        }
        if !in_set || count != tile_count(rules.set) || seen != TileSet::full(rules.set) {
            return bad(Self::describe_bad_deal(rules.set, set_aside.then_some(engine_tile), all()));
        }
        for (s, hand) in deal.hands.iter().enumerate() {
            if start.active & bit(s as Seat) == 0 && !hand.is_empty() {
                return bad(format!("seat {s} is out of the match but was dealt tiles"));
            }
        }
        let mut hands = [TileSet::EMPTY; SEATS];
        for (s, hand) in deal.hands.iter().enumerate() {
            hands[s] = hand.iter().map(|t| t.id()).collect();
        }
        let state = State {
            rules,
            active: start.active,
            engine: None,
            seek: None,
            designated: start.designated,
            first: start.designated,
            hands,
            boneyard: deal.boneyard.iter().rev().map(|t| t.id()).collect(),
            trains: [Train::default(); TRAIN_SLOTS],
            sides: Vec::new(),
            placements: Vec::with_capacity(tile_count(rules.set)),
            on_table: TileSet::EMPTY,
            markers: 0,
            open: [OpenDouble::default(); MAX_OPEN],
            n_open: 0,
            turn: Turn::new(start.designated),
            turn_no: 0,
            pass_streak: 0,
            building: 0,
            announced: 0,
            voids: [Void::default(); SEATS],
            end: None,
        };
        // Derived fields are filled in by `refresh` once the position is complete.
        let mut round = Round { s: state, phase: TurnPhase::Over, legal: Vec::new() };
        match rules.engine {
            EngineRule::SetAside => round.open_station(start.engine),
            EngineRule::HolderOpens => {
                let holder = round.seats_from(start.designated).find(|&s| hands[s as usize].contains(engine_tile.id()));
                match holder {
                    Some(s) => {
                        round.s.hands[s as usize].remove(engine_tile.id());
                        round.s.first = s;
                        round.s.turn = Turn::new(s);
                        round.open_station(start.engine);
                    }
                    None => round.s.seek = Some(Seek::Engine(start.engine)),
                }
            }
            EngineRule::FirstPlayersHighestDouble => {
                let opener = round.seats_from(start.designated).find_map(|s| {
                    let doubles = hands[s as usize].and(TileSet::doubles());
                    doubles.iter().last().map(|d| (s, d.tile().0))
                });
                match opener {
                    Some((s, pip)) => {
                        round.s.hands[s as usize].remove(Tile(pip, pip).id());
                        round.s.first = s;
                        round.s.turn = Turn::new(s);
                        round.open_station(pip);
                    }
                    None => round.s.seek = Some(Seek::AnyDouble),
                }
            }
        }
        if round.s.seek.is_some() && round.s.boneyard.is_empty() {
            return bad("nobody can open the station: no engine in any hand and nothing to draw".into());
        }
        round.lay_out(layout)?;
        round.refresh();
        Ok(round)
    }

    fn lay_out(&mut self, layout: &Layout) -> Result<(), DealError> {
        for &(train, ref tiles) in &layout.trains {
            let t = train.index();
            let exists = match train {
                TrainId::Personal(s) => self.is_active(s),
                TrainId::Mexican => self.s.rules.mexican != MexicanTrain::Off,
                TrainId::Side(_) => false,
            };
            if !exists {
                return Err(DealError(format!("{train} is not in play")));
            }
            for &tile in tiles {
                let end = self.line(t).end;
                let oriented = self.orient(tile, end).ok_or_else(|| {
                    DealError(format!("{tile} does not chain onto the {end} at the end of {train}"))
                })?;
                let seat = train.owner().unwrap_or(0);
                self.s.placements.push(Placement { seat, tile: oriented, train });
                self.s.on_table.insert(tile.id());
                let slot = self.line_mut(t);
                slot.end = oriented.1;
                slot.len += 1;
                slot.ends_in_double = oriented.is_double();
            }
        }
        for &seat in &layout.markers {
            if !self.is_active(seat) {
                return Err(DealError(format!("seat {seat} is not in play and has no marker")));
            }
            self.s.markers |= bit(seat);
        }
        for &train in &layout.open_doubles {
            let t = train.index();
            if !self.line(t).ends_in_double || self.is_open(t) {
                return Err(DealError(format!("{train} does not end in a double that could be open")));
            }
            let placer = self.s.placements.iter().rev().find(|p| p.train == train).map_or(0, |p| p.seat);
            self.push_open(OpenDouble { train: t as u8, placer });
        }
        Ok(())
    }

    /// Say what is wrong with a deal that is not exactly the set.
    fn describe_bad_deal<'a>(set: Pip, engine: Option<Tile>, tiles: impl Iterator<Item = &'a Tile>) -> String {
        let mut seen = TileSet::EMPTY;
        let mut twice = Vec::new();
        let mut outside = Vec::new();
        for t in tiles.copied().chain(engine) {
            if !t.in_set(set) {
                outside.push(t);
            } else if seen.contains(t.id()) {
                twice.push(t);
            } else {
                seen.insert(t.id());
            }
        }
        let missing: Vec<Tile> = TileSet::full(set).minus(seen).tiles().collect();
        let list = |v: &[Tile]| v.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ");
        let mut parts = Vec::new();
        if !outside.is_empty() {
            parts.push(format!("not in the set: {}", list(&outside)));
        }
        if !twice.is_empty() {
            parts.push(format!("dealt twice: {}", list(&twice)));
        }
        if !missing.is_empty() {
            parts.push(format!("missing: {}", list(&missing)));
        }
        format!(
            "the deal is not a full double-{set} set{} ({})",
            if engine.is_some() { " with the engine set aside" } else { "" },
            parts.join("; ")
        )
    }

    /// Put the engine in the hub and start the trains from it.
    fn open_station(&mut self, pip: Pip) {
        self.s.engine = Some(pip);
        self.s.seek = None;
        self.s.on_table.insert(Tile(pip, pip).id());
        for t in &mut self.s.trains {
            t.end = pip;
        }
        self.s.sides.clear();
        if matches!(self.s.rules.opening, Opening::BuildTrain | Opening::Fast) {
            self.s.building = self.s.active;
        }
    }

    /// Active seats clockwise starting at `from`.
    fn seats_from(&self, from: Seat) -> impl Iterator<Item = Seat> + '_ {
        let n = self.s.rules.seats;
        (0..n).map(move |i| (from + i) % n).filter(move |&s| self.is_active(s))
    }

    pub fn rules(&self) -> &RoundRules {
        &self.s.rules
    }

    /// Whether `seat` is dealt in this round (not eliminated).
    pub fn is_active(&self, seat: Seat) -> bool {
        (seat as usize) < self.s.rules.seats as usize && self.s.active & bit(seat) != 0
    }

    pub fn active_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.s.rules.seats).filter(move |&s| self.is_active(s))
    }

    /// The hub double's pip, once the station is open.
    pub fn engine(&self) -> Option<Pip> {
        self.s.engine
    }

    /// The seat the starter rule designated for this round (rotation goes on from it).
    pub fn designated(&self) -> Seat {
        self.s.designated
    }

    /// The seat whose turn it was when the round began (after an engine found in the deal was
    /// placed). In a record this is `first`.
    pub fn first(&self) -> Seat {
        self.s.first
    }

    /// The seat to act.
    pub fn to_move(&self) -> Seat {
        self.s.turn.seat
    }

    pub fn turn(&self) -> &Turn {
        &self.s.turn
    }

    /// Turns completed so far.
    pub fn turn_number(&self) -> u32 {
        self.s.turn_no
    }

    pub fn is_over(&self) -> bool {
        self.s.end.is_some()
    }

    /// How the round ended, once it has.
    pub fn end(&self) -> Option<RoundEnd> {
        self.s.end
    }

    pub fn hand(&self, seat: Seat) -> TileSet {
        self.s.hands.get(seat as usize).copied().unwrap_or_default()
    }

    pub fn hand_len(&self, seat: Seat) -> usize {
        self.hand(seat).len()
    }

    pub fn boneyard_len(&self) -> usize {
        self.s.boneyard.len()
    }

    /// The boneyard in draw order (first is drawn next). Hidden information.
    pub fn boneyard(&self) -> impl Iterator<Item = Tile> + '_ {
        self.s.boneyard.iter().rev().map(|id| id.tile())
    }

    /// Every tile on the table, engine included.
    pub fn on_table(&self) -> TileSet {
        self.s.on_table
    }

    /// A train's (or a side's) state; an unknown side reads as unstarted.
    pub fn train(&self, train: TrainId) -> Train {
        self.line(train.index())
    }

    /// Line `t`: a main train slot, or a side (`TRAIN_SLOTS + k`).
    pub(super) fn line(&self, t: usize) -> Train {
        match t.checked_sub(TRAIN_SLOTS) {
            None => self.s.trains[t],
            Some(k) => self.s.sides.get(k).map_or_else(Train::default, |s| s.line),
        }
    }

    pub(super) fn line_mut(&mut self, t: usize) -> &mut Train {
        match t.checked_sub(TRAIN_SLOTS) {
            None => &mut self.s.trains[t],
            Some(k) => &mut self.s.sides[k].line,
        }
    }

    /// The main train slot line `t` belongs to.
    pub(super) fn main_slot(&self, t: usize) -> usize {
        match t.checked_sub(TRAIN_SLOTS) {
            None => t,
            Some(k) => self.s.sides.get(k).map_or(t, |s| s.main as usize),
        }
    }

    /// The train a line belongs to: itself, or for a side, the train its double is on.
    pub fn main_train(&self, train: TrainId) -> TrainId {
        TrainId::from_index(self.main_slot(train.index()))
    }

    /// The line a side grows from (for a main train: itself).
    pub fn parent_of(&self, train: TrainId) -> TrainId {
        match train {
            TrainId::Side(k) => self.s.sides.get(k as usize).map_or(train, |s| TrainId::from_index(s.parent as usize)),
            _ => train,
        }
    }

    /// The sides of doubles opened this round (branching doubles), in order.
    pub fn sides(&self) -> impl Iterator<Item = (TrainId, Side)> + '_ {
        self.s.sides.iter().enumerate().map(|(k, s)| (TrainId::Side(k as u8), *s))
    }

    /// Open two sides on the double that ended line `t` (`double`: the line before it was
    /// covered).
    pub(super) fn open_sides(&mut self, t: usize, double: Train, placer: Seat) -> [Option<TrainId>; 2] {
        let mut out = [None, None];
        for (i, left) in [true, false].into_iter().enumerate() {
            if self.s.sides.len() >= MAX_SIDES {
                break;
            }
            let side = Side { main: self.main_slot(t) as u8, parent: t as u8, at: double.len.saturating_sub(1), left, line: Train { end: double.end, len: 0, ends_in_double: true } };
            self.s.sides.push(side);
            let id = TrainId::Side((self.s.sides.len() - 1) as u8);
            if self.s.rules.branching == super::house_rules::Branching::ThreeCovers {
                self.push_open(OpenDouble { train: id.index() as u8, placer });
            }
            out[i] = Some(id);
        }
        out
    }

    /// The trains in play: each active seat's, then the Mexican train if the rules have one.
    pub fn trains(&self) -> impl Iterator<Item = TrainId> + '_ {
        self.active_seats()
            .map(TrainId::Personal)
            .chain((self.s.rules.mexican != MexicanTrain::Off).then_some(TrainId::Mexican))
    }

    /// The tiles of one train (or side) from the hub outwards, touching end first.
    pub fn train_tiles(&self, train: TrainId) -> impl Iterator<Item = Tile> + '_ {
        self.s.placements.iter().filter(move |p| p.train == train).map(|p| p.tile)
    }

    /// Every tile laid this round, in order.
    pub fn placements(&self) -> &[Placement] {
        &self.s.placements
    }

    pub fn has_marker(&self, seat: Seat) -> bool {
        self.s.markers & bit(seat) != 0
    }

    /// Whether other players may play on `seat`'s train.
    pub fn is_public(&self, seat: Seat) -> bool {
        match self.s.rules.partner(seat) {
            Some(p) => self.has_marker(seat) && self.has_marker(p),
            None => self.has_marker(seat),
        }
    }

    /// Doubles left open by earlier turns, oldest first (including ones nobody can cover).
    pub fn open_doubles(&self) -> impl Iterator<Item = OpenDouble> + '_ {
        self.s.open[..self.s.n_open as usize].iter().copied()
    }

    /// The trains with a double left open by an earlier turn, oldest first.
    pub fn open_double_trains(&self) -> impl Iterator<Item = TrainId> + '_ {
        self.open_doubles().map(|o| TrainId::from_index(o.train as usize))
    }

    /// This position with every tile `seat` cannot see put elsewhere: the other active seats'
    /// hands and the boneyard (in draw order, first drawn first). The caller (the sampler) must
    /// give each hand its size and the boneyard its length; what the seat sees is kept as it is.
    pub(in crate::rules) fn with_hidden(&self, seat: Seat, hands: &[(Seat, TileSet)], boneyard: &[TileId]) -> Round {
        let mut world = self.clone();
        for &(s, hand) in hands {
            if s != seat && world.is_active(s) {
                world.s.hands[s as usize] = hand;
            }
        }
        world.s.boneyard.clear();
        world.s.boneyard.extend(boneyard.iter().rev());
        world.refresh();
        world
    }

    /// [`Round::with_hidden`] for anyone, checked: the hands must keep their sizes and, with the
    /// boneyard, hold exactly the tiles `seat` cannot see. (A position a player cannot tell from
    /// this one, for tests and tools.)
    pub fn with_hidden_tiles(&self, seat: Seat, hands: &[(Seat, TileSet)], boneyard: &[TileId]) -> Result<Round, DealError> {
        let unseen = TileSet::full(self.s.rules.set).minus(self.hand(seat)).minus(self.s.on_table);
        let mut given: TileSet = boneyard.iter().copied().collect();
        let mut count = boneyard.len();
        for &(s, hand) in hands {
            if s == seat || !self.is_active(s) || hand.len() != self.hand_len(s) {
                return Err(DealError(format!("seat {s} cannot be given {} tiles", hand.len())));
            }
            given = given.or(hand);
            count += hand.len();
        }
        let others = self.active_seats().filter(|&s| s != seat).count();
        if given != unseen || count != unseen.len() || boneyard.len() != self.boneyard_len() || hands.len() != others {
            return Err(DealError("the hidden tiles must be exactly the unseen ones, each once".into()));
        }
        Ok(self.with_hidden(seat, hands, boneyard))
    }

    /// What everyone knows `seat` does not hold (see [`Void`]).
    pub fn known_void(&self, seat: Seat) -> Void {
        self.s.voids.get(seat as usize).copied().unwrap_or_default()
    }

    /// Whether `seat` has announced its last tile.
    pub fn has_announced(&self, seat: Seat) -> bool {
        self.s.announced & bit(seat) != 0
    }

    /// Seats still to take their "build your train" first turn.
    pub fn is_building(&self, seat: Seat) -> bool {
        self.s.building & bit(seat) != 0
    }

    /// Whether `seat` sees `train` now. In the fast game everyone builds at once, so until the
    /// opening is over nobody sees the others' trains (only their own, or their team's).
    pub fn shows(&self, seat: Seat, train: TrainId) -> bool {
        let hidden = self.s.rules.opening == Opening::Fast && self.s.building != 0;
        !hidden || train.owner().is_some_and(|o| o == seat || self.s.rules.partner(seat) == Some(o))
    }

    /// Whether some tile that could still be played (in a hand or the boneyard) can cover a
    /// double of pip `p`. Doubles never cover doubles.
    pub fn coverable(&self, p: Pip) -> bool {
        let unplayed = TileSet::full(self.s.rules.set).minus(self.s.on_table);
        let matching = if self.s.rules.blanks_wild {
            if p == 0 { TileSet::full(self.s.rules.set) } else { TileSet::with_pip(p).or(TileSet::with_pip(0)) }
        } else {
            TileSet::with_pip(p)
        };
        !unplayed.and(matching).minus(TileSet::doubles()).is_empty()
    }

    /// Points each seat scores for this round, once it is over: pips left in hand (0 for the
    /// player who went out); with partnerships, each seat gets its team's score. A blocked round
    /// is scored as the rules say: hands counted, the lowest hand at 0, or nothing.
    pub fn scores(&self) -> Option<Vec<u32>> {
        let end = self.s.end?;
        let hand_points = |s: Seat| -> u32 { self.hand(s).tiles().map(|t| self.s.rules.tile_points(t)).sum() };
        let domino = match end {
            RoundEnd::Domino { seat } => Some(seat),
            _ => None,
        };
        let mut scores: Vec<u32> = (0..self.s.rules.seats)
            .map(|s| {
                if !self.is_active(s) {
                    return 0;
                }
                let team_out = domino.is_some_and(|d| d == s || self.s.rules.partner(s) == Some(d));
                if team_out {
                    0
                } else {
                    hand_points(s) + self.s.rules.partner(s).map_or(0, hand_points)
                }
            })
            .collect();
        if end == RoundEnd::Blocked {
            match self.s.rules.blocked_round {
                BlockedRound::CountHands => {}
                BlockedRound::Void => scores.iter_mut().for_each(|x| *x = 0),
                BlockedRound::LowestHandWins => {
                    let lowest = self.active_seats().map(|s| scores[s as usize]).min().unwrap_or(0);
                    scores.iter_mut().filter(|x| **x == lowest).for_each(|x| *x = 0);
                }
            }
        }
        Some(scores)
    }

    fn next_active(&self, seat: Seat) -> Seat {
        let n = self.s.rules.seats;
        let mut s = seat;
        loop {
            s = (s + 1) % n;
            if self.is_active(s) {
                return s;
            }
        }
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

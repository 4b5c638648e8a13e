//! What one seat may know: its own hand, the table, how many tiles the others hold, the size of
//! the boneyard, and the moves so far. Computer players get this and nothing else; the type
//! offers no way to the hidden hands or the boneyard order.

use super::action::{Action, Seat, TrainId};
use super::record::Move;
use super::round::{Deal, Round, RoundRules, RoundStart, Train, TurnPhase};
use super::tile::{Pip, Tile, TileSet};

/// One seat's view of a round. Cheap to make (borrows the round).
#[derive(Clone, Copy)]
pub struct Observation<'a> {
    round: &'a Round,
    seat: Seat,
    history: &'a [Move],
    totals: &'a [u32],
    /// The round's index in its match and the match's number of rounds, when known.
    in_match: Option<(u32, u32)>,
    /// How the round was dealt and started, when known: for the sampler only, to set up again
    /// the positions the others decided in (their hands then are what it is guessing).
    dealt: Option<(&'a Deal, RoundStart)>,
}

impl<'a> Observation<'a> {
    #[inline]
    pub fn new(round: &'a Round, seat: Seat, history: &'a [Move], totals: &'a [u32]) -> Self {
        Observation { round, seat, history, totals, in_match: None, dealt: None }
    }

    /// How the round began (its deal and start), so that the sampler can see again the positions
    /// in which the others made their moves. The deal itself stays out of reach.
    #[inline]
    pub fn dealt_from(self, deal: &'a Deal, start: RoundStart) -> Self {
        Observation { dealt: Some((deal, start)), ..self }
    }

    /// Where this round stands in the match: its index and the match's number of rounds.
    #[inline]
    pub fn in_match(self, round_index: u32, rounds: u32) -> Self {
        Observation { in_match: Some((round_index, rounds)), ..self }
    }

    /// The observing seat.
    #[inline]
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The position itself, for the sampler only: it keeps what this seat sees and replaces
    /// every hidden tile (`Round::with_hidden`).
    pub(in crate::rules) fn position(&self) -> &'a Round {
        self.round
    }

    /// The round's deal and start and all its moves, for the sampler only: it replays them to
    /// the positions the others moved in and replaces every hidden tile there (`sample::past_plays`).
    pub(in crate::rules) fn dealt(&self) -> Option<((&'a Deal, RoundStart), &'a [Move])> {
        self.dealt.map(|d| (d, self.history))
    }

    /// The train a line belongs to (a side of a double: the train of its double).
    #[inline]
    pub fn main_train(&self, train: TrainId) -> TrainId {
        self.round.main_train(train)
    }

    /// What everyone knows `seat` does not hold (from its fruitless draws and passes).
    #[inline]
    pub fn known_void(&self, seat: Seat) -> crate::rules::round::Void {
        self.round.known_void(seat)
    }

    /// Whether this seat sees every train (not so during the fast game's opening).
    #[inline]
    pub fn sees_everything(&self) -> bool {
        self.round.trains().all(|t| self.round.shows(self.seat, t))
    }

    /// The match's round number (0-based) and its number of rounds (the last is the match's
    /// end), if the observation was made within a match.
    #[inline]
    pub fn round_of_match(&self) -> Option<(u32, u32)> {
        self.in_match
    }

    /// Whether this is known to be the match's last round (the match's result is at stake).
    #[inline]
    pub fn is_last_round(&self) -> bool {
        self.in_match.is_some_and(|(index, rounds)| index + 1 >= rounds)
    }

    #[inline]
    pub fn rules(&self) -> &RoundRules {
        self.round.rules()
    }

    #[inline]
    pub fn to_move(&self) -> Seat {
        self.round.to_move()
    }

    #[inline]
    pub fn phase(&self) -> TurnPhase {
        self.round.phase()
    }

    #[inline]
    pub fn engine(&self) -> Option<Pip> {
        self.round.engine()
    }

    /// The observing seat's own tiles.
    #[inline]
    pub fn hand(&self) -> TileSet {
        self.round.hand(self.seat)
    }

    /// How many tiles `seat` holds.
    #[inline]
    pub fn hand_len(&self, seat: Seat) -> usize {
        self.round.hand_len(seat)
    }

    #[inline]
    pub fn boneyard_len(&self) -> usize {
        self.round.boneyard_len()
    }

    #[inline]
    pub fn trains(&self) -> impl Iterator<Item = TrainId> + 'a {
        self.round.trains()
    }

    /// A train as this seat sees it (in the fast game's opening, the others' trains look unstarted).
    pub fn train(&self, train: TrainId) -> Train {
        if self.round.shows(self.seat, train) {
            self.round.train(train)
        } else {
            Train { end: self.round.engine().unwrap_or(0), len: 0, ends_in_double: false }
        }
    }

    #[inline]
    pub fn train_tiles(&self, train: TrainId) -> impl Iterator<Item = Tile> + 'a {
        let shown = self.round.shows(self.seat, train);
        self.round.train_tiles(train).filter(move |_| shown)
    }

    /// The tiles this seat sees on the table, the engine included.
    pub fn on_table(&self) -> TileSet {
        let hidden: TileSet =
            self.round.placements().iter().filter(|p| !self.round.shows(self.seat, p.train)).map(|p| p.tile.id()).collect();
        self.round.on_table().minus(hidden)
    }

    #[inline]
    pub fn is_public(&self, seat: Seat) -> bool {
        self.round.is_public(seat)
    }

    #[inline]
    pub fn has_marker(&self, seat: Seat) -> bool {
        self.round.has_marker(seat)
    }

    #[inline]
    pub fn has_announced(&self, seat: Seat) -> bool {
        self.round.has_announced(seat)
    }

    #[inline]
    pub fn active_seats(&self) -> impl Iterator<Item = Seat> + 'a {
        self.round.active_seats()
    }

    /// Tiles this seat cannot see: in other hands, the boneyard, or (in the fast game's opening)
    /// the others' trains.
    #[inline]
    pub fn unseen(&self) -> TileSet {
        TileSet::full(self.round.rules().set).minus(self.hand()).minus(self.on_table())
    }

    /// Whether a double of pip `p` can still be covered by a tile not on the table.
    #[inline]
    pub fn coverable(&self, p: Pip) -> bool {
        self.round.coverable(p)
    }

    /// The legal actions, if it is this seat's turn.
    #[inline]
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.round.to_move() == self.seat { self.round.legal_actions() } else { Vec::new() }
    }

    /// This round's moves so far as this seat saw them (draws do not show the tile; in the fast
    /// game's opening, the others' building is not seen until it is over).
    pub fn history(&self) -> impl Iterator<Item = &'a Move> + 'a {
        let (round, seat) = (self.round, self.seat);
        self.history.iter().filter(move |m| match m.action {
            Action::Play { train, .. } => round.shows(seat, train),
            _ => true,
        })
    }

    /// Match totals before this round.
    #[inline]
    pub fn totals(&self) -> &'a [u32] {
        self.totals
    }
}

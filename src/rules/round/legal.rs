//! What may be done now: the turn's phase, which trains take which tiles, and why not.
//!
//! `legal_actions` (fast, for simulation and search) and `check` (one action, with the reason it
//! is refused) share the same gate per train, so they cannot disagree; a property test checks
//! that every candidate action is accepted exactly when it is listed.

use super::{MEX, Round};
use crate::rules::action::{Action, Seat, TrainId};
use crate::rules::error::RuleError;
use crate::rules::house_rules::{DoubleFinish, DoubleOrder, DoublesPerTurn, DrawRule, MexicanTrain};
use crate::rules::tile::{Pip, Tile, TileSet};
use serde::{Deserialize, Serialize};

/// Where the current turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnPhase {
    /// The round is over.
    Over,
    /// Nobody has opened the station: the player draws, hoping for the engine.
    SeekEngine,
    /// The player is down to one tile and must announce it or end the turn.
    Announce,
    /// "Build your train" first turn: lay tiles on your own train, then end the turn.
    Build,
    /// An open double from an earlier turn must be covered, and only it.
    Restricted { train: TrainId, pip: Pip },
    /// The player laid a double this turn and owes the tile after it.
    Finish { due: TrainId, pip: Pip },
    /// An ordinary turn: one tile on an eligible train.
    Free,
}

/// Why a train does or does not take doubles and non-doubles now: the reasons behind
/// [`Targets`], for refusals a player can understand.
struct Gate {
    doubles: Result<(), RuleError>,
    singles: Result<(), RuleError>,
}

impl Gate {
    fn closed(e: RuleError) -> Gate {
        Gate { doubles: Err(e), singles: Err(e) }
    }

    fn open() -> Gate {
        Gate { doubles: Ok(()), singles: Ok(()) }
    }
}

const MEX_BIT: u16 = 1 << MEX;

/// Which train slots take doubles and which take non-doubles now, as bit masks (bit `MEX` is
/// the Mexican train): the fast path behind `legal_actions` and `check`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Targets {
    singles: u16,
    doubles: u16,
    /// The Mexican train, unstarted, may be started only if no other play exists (Celko).
    mexican_if_alone: bool,
    /// Whether the mover has any legal play at all.
    any_play: bool,
}

impl Round {
    /// Where the current turn stands.
    pub fn phase(&self) -> TurnPhase {
        debug_assert_eq!(self.phase, self.derive_phase(), "the cached phase is stale");
        self.phase
    }

    /// Recompute what is cached about the current turn; called after every change.
    pub(super) fn refresh(&mut self) {
        self.phase = self.derive_phase();
        self.targets = self.derive_targets(self.turn.seat, self.phase);
        self.targets.any_play = self.scan_any_play(false);
    }

    /// The mover's targets (cached).
    fn targets(&self) -> Targets {
        debug_assert_eq!(
            self.targets,
            Targets { any_play: self.scan_any_play(false), ..self.derive_targets(self.turn.seat, self.phase) },
            "stale targets"
        );
        self.targets
    }

    /// Work out the phase from the state (cached in `self.phase` after every change).
    pub(super) fn derive_phase(&self) -> TurnPhase {
        if self.end.is_some() {
            return TurnPhase::Over;
        }
        if self.seek.is_some() {
            return TurnPhase::SeekEngine;
        }
        if self.turn.announce_pending {
            return TurnPhase::Announce;
        }
        if self.is_building(self.turn.seat) {
            return TurnPhase::Build;
        }
        if self.turn.finishing {
            if let Some(t) = self.due_in_turn() {
                return TurnPhase::Finish { due: TrainId::from_index(t), pip: self.trains[t].end };
            }
        }
        if self.turn.placed == 0 {
            if let Some(od) = self.due_open_double() {
                let t = od.train as usize;
                return TurnPhase::Restricted { train: TrainId::from_index(t), pip: self.trains[t].end };
            }
        }
        TurnPhase::Free
    }

    /// The open double (from earlier turns) that must be covered now, if any.
    pub(super) fn due_open_double(&self) -> Option<super::OpenDouble> {
        if self.n_open == 0 {
            return None;
        }
        let releases = self.rules.exhausted_double_releases;
        let mut due = self
            .open_doubles()
            .filter(|o| !releases || self.coverable(self.trains[o.train as usize].end));
        match self.rules.double_order {
            DoubleOrder::OldestFirst => due.next(),
            DoubleOrder::NewestFirst => due.last(),
        }
    }

    /// The double of this turn that the tile after it is owed to.
    pub(super) fn due_in_turn(&self) -> Option<usize> {
        let on_double = self.rules.double_finish == DoubleFinish::OnTheDouble;
        let releases = self.rules.exhausted_double_releases;
        let mut due = self.turn.doubles().iter().map(|&t| t as usize).filter(|&t| {
            let train = self.trains[t];
            train.ends_in_double && !(on_double && releases && !self.coverable(train.end))
        });
        match self.rules.double_order {
            DoubleOrder::OldestFirst => due.next(),
            DoubleOrder::NewestFirst => due.last(),
        }
    }

    /// Whether train slot `t` exists in this round.
    fn train_exists(&self, t: usize) -> Result<(), RuleError> {
        if t == MEX {
            if self.rules.mexican == MexicanTrain::Off { Err(RuleError::NoMexicanTrain) } else { Ok(()) }
        } else if self.is_active(t as Seat) {
            Ok(())
        } else {
            Err(RuleError::NoSuchTrain { train: TrainId::from_index(t) })
        }
    }

    /// Whether `seat` may play on train `t` in an unrestricted turn. `Ok(true)`: only if it has
    /// no other play (starting the Mexican train under Celko's rule).
    fn eligible(&self, seat: Seat, t: usize) -> Result<bool, RuleError> {
        if t == MEX {
            if self.trains[MEX].len > 0 {
                return Ok(false);
            }
            return match self.rules.mexican {
                MexicanTrain::Off => Err(RuleError::NoMexicanTrain),
                MexicanTrain::Anytime => Ok(false),
                MexicanTrain::AfterOwnTrain => {
                    if self.trains[seat as usize].len > 0 { Ok(false) } else { Err(RuleError::MexicanAfterOwnTrain) }
                }
                MexicanTrain::WhenNoOtherPlay => Ok(true),
            };
        }
        let owner = t as Seat;
        if owner == seat || self.rules.partner(seat) == Some(owner) || self.is_public(owner) {
            Ok(false)
        } else {
            Err(RuleError::TrainClosed { train: TrainId::Personal(owner) })
        }
    }

    /// Which tiles train `t` takes from `seat` in `phase`. `t` must exist.
    fn gate(&self, seat: Seat, phase: TurnPhase, t: usize) -> Gate {
        match phase {
            TurnPhase::Over => Gate::closed(RuleError::RoundOver),
            TurnPhase::SeekEngine => Gate::closed(RuleError::DrawForEngine),
            TurnPhase::Announce => Gate::closed(RuleError::AnnounceOrEndTurn),
            TurnPhase::Build => {
                if t == seat as usize { Gate::open() } else { Gate::closed(RuleError::BuildOwnTrain) }
            }
            TurnPhase::Restricted { train, pip } => {
                if t != train.index() {
                    Gate::closed(RuleError::DoubleDue { train, pip })
                } else if self.turn.drew && !self.rules.drawn_tile_may_cover {
                    Gate::closed(RuleError::DrawnTileMayNotCover)
                } else {
                    Gate { doubles: Err(RuleError::DoubleOnDouble), singles: Ok(()) }
                }
            }
            TurnPhase::Finish { due, pip } => {
                let is_due = t == due.index();
                let eligible = self.eligible(seat, t).map(|_| ());
                let doubles = match self.rules.doubles_per_turn {
                    DoublesPerTurn::Any => eligible,
                    DoublesPerTurn::One => Err(RuleError::OneDoublePerTurn { train: due, pip }),
                };
                let singles = match self.rules.double_finish {
                    DoubleFinish::OnTheDouble if is_due => Ok(()),
                    DoubleFinish::OnTheDouble => Err(RuleError::CoverYourDouble { train: due, pip }),
                    DoubleFinish::DueDoubleOrPlainEnd if is_due => Ok(()),
                    DoubleFinish::DueDoubleOrPlainEnd => eligible.and_then(|()| {
                        if self.trains[t].ends_in_double {
                            Err(RuleError::FinishOnDueOrPlainEnd { train: due, pip })
                        } else {
                            Ok(())
                        }
                    }),
                    DoubleFinish::Anywhere if is_due => Ok(()),
                    DoubleFinish::Anywhere => eligible,
                };
                Gate { doubles, singles }
            }
            TurnPhase::Free => match self.eligible(seat, t) {
                Ok(_) => Gate::open(),
                Err(e) => Gate::closed(e),
            },
        }
    }

    /// Train slots `seat` may play on in an unrestricted turn, and whether the Mexican train
    /// among them may only be started as the sole play. Bit ops for what `eligible` explains.
    fn eligible_mask(&self, seat: Seat) -> (u16, bool) {
        let n = self.rules.seats as u32;
        let public = match self.rules.partner(seat) {
            Some(_) => {
                let half = n / 2;
                let all = (1u32 << n) - 1;
                let m = self.markers as u32;
                let opposite = ((m >> half) | (m << half)) & all;
                (m & opposite) as u16
            }
            None => self.markers,
        };
        let partner = self.rules.partner(seat).map_or(0, super::bit);
        let mut mask = (super::bit(seat) | partner | public) & self.active;
        let mut alone = false;
        let mexican_started = self.trains[MEX].len > 0;
        match self.rules.mexican {
            MexicanTrain::Off => {}
            _ if mexican_started => mask |= MEX_BIT,
            MexicanTrain::Anytime => mask |= MEX_BIT,
            MexicanTrain::AfterOwnTrain => {
                if self.trains[seat as usize].len > 0 {
                    mask |= MEX_BIT;
                }
            }
            MexicanTrain::WhenNoOtherPlay => {
                mask |= MEX_BIT;
                alone = true;
            }
        }
        (mask, alone)
    }

    /// Train slots whose last tile is a double.
    fn double_ends(&self) -> u16 {
        self.trains.iter().enumerate().fold(0, |m, (i, t)| if t.ends_in_double { m | 1 << i } else { m })
    }

    fn derive_targets(&self, seat: Seat, phase: TurnPhase) -> Targets {
        match phase {
            TurnPhase::Over | TurnPhase::SeekEngine | TurnPhase::Announce => Targets::default(),
            TurnPhase::Build => Targets { singles: super::bit(seat), doubles: super::bit(seat), ..Targets::default() },
            TurnPhase::Restricted { train, .. } => {
                let blocked = self.turn.drew && !self.rules.drawn_tile_may_cover;
                Targets { singles: if blocked { 0 } else { 1 << train.index() }, ..Targets::default() }
            }
            TurnPhase::Finish { due, .. } => {
                let (eligible, alone) = self.eligible_mask(seat);
                let due_bit = 1 << due.index();
                let doubles = match self.rules.doubles_per_turn {
                    DoublesPerTurn::Any => eligible,
                    DoublesPerTurn::One => 0,
                };
                let singles = match self.rules.double_finish {
                    DoubleFinish::OnTheDouble => due_bit,
                    DoubleFinish::DueDoubleOrPlainEnd => due_bit | (eligible & !self.double_ends()),
                    DoubleFinish::Anywhere => due_bit | eligible,
                };
                Targets { singles, doubles, mexican_if_alone: alone, any_play: false }
            }
            TurnPhase::Free => {
                let (eligible, alone) = self.eligible_mask(seat);
                Targets { singles: eligible, doubles: eligible, mexican_if_alone: alone, any_play: false }
            }
        }
    }

    /// Whether the mover may not lay a double now because it would be their last tile.
    fn no_double_out(&self, hand: TileSet) -> bool {
        !self.rules.end_on_double && hand.len() == 1
    }

    /// Tiles of the mover's hand that `targets` lets onto train slot `t`.
    fn candidates(&self, targets: Targets, hand: TileSet, no_double_out: bool, t: usize) -> TileSet {
        let mut candidates = self.matching(hand, self.trains[t].end);
        if targets.doubles & (1 << t) == 0 || no_double_out {
            candidates = candidates.minus(TileSet::doubles());
        }
        if targets.singles & (1 << t) == 0 {
            candidates = candidates.and(TileSet::doubles());
        }
        candidates
    }

    /// Tiles of `hand` that can touch an end showing `end`.
    fn matching(&self, hand: TileSet, end: Pip) -> TileSet {
        if self.rules.blanks_wild {
            if end == 0 { hand } else { hand.and(TileSet::with_pip(end).or(TileSet::with_pip(0))) }
        } else {
            hand.and(TileSet::with_pip(end))
        }
    }

    fn touches(&self, x: Pip, end: Pip) -> bool {
        x == end || (self.rules.blanks_wild && (x == 0 || end == 0))
    }

    /// `tile` written touching end first for an end showing `end`, keeping the written order
    /// when both ways fit (only possible with wild blanks).
    pub(super) fn orient(&self, tile: Tile, end: Pip) -> Option<Tile> {
        if self.touches(tile.0, end) {
            Some(tile)
        } else if self.touches(tile.1, end) {
            Some(tile.flipped())
        } else {
            None
        }
    }

    /// Every legal play for the seat to move, in stable order: by train (seats, then Mexican),
    /// then by tile id, then touching end high first.
    fn plays_into(&self, out: &mut Vec<Action>) {
        let seat = self.turn.seat;
        let hand = self.hands[seat as usize];
        let targets = self.targets();
        let no_double_out = self.no_double_out(hand);
        let first = out.len();
        let mut trains = targets.singles | targets.doubles;
        while trains != 0 {
            let t = trains.trailing_zeros() as usize;
            trains &= trains - 1;
            if t == MEX && targets.mexican_if_alone && out.len() > first {
                continue;
            }
            let end = self.trains[t].end;
            let train = TrainId::from_index(t);
            let candidates = self.candidates(targets, hand, no_double_out, t);
            if !self.rules.blanks_wild {
                // Exactly one way round: the end that matches touches.
                for id in candidates.iter() {
                    let tile = id.tile();
                    let tile = if tile.0 == end { tile } else { tile.flipped() };
                    out.push(Action::Play { tile, train });
                }
                continue;
            }
            for id in candidates.iter() {
                let tile = id.tile();
                if self.touches(tile.0, end) {
                    out.push(Action::Play { tile, train });
                }
                if !tile.is_double() && self.touches(tile.1, end) {
                    out.push(Action::Play { tile: tile.flipped(), train });
                }
            }
        }
    }

    /// Whether the mover has any legal play (cached), or any not on the Mexican train.
    fn any_play(&self, skip_mexican: bool) -> bool {
        if skip_mexican { self.scan_any_play(true) } else { self.targets().any_play }
    }

    fn scan_any_play(&self, skip_mexican: bool) -> bool {
        let seat = self.turn.seat;
        let hand = self.hands[seat as usize];
        let targets = self.targets;
        let no_double_out = self.no_double_out(hand);
        let mut trains = targets.singles | targets.doubles;
        if skip_mexican {
            trains &= !MEX_BIT;
        }
        while trains != 0 {
            let t = trains.trailing_zeros() as usize;
            trains &= trains - 1;
            if !self.candidates(targets, hand, no_double_out, t).is_empty() {
                return true;
            }
        }
        false
    }

    fn can_draw(&self, phase: TurnPhase) -> Result<(), RuleError> {
        if self.boneyard.is_empty() {
            return Err(RuleError::BoneyardEmpty);
        }
        if !self.turn.drew || self.rules.draw == DrawRule::UntilPlayable {
            return Ok(());
        }
        let continuous = self.rules.continuous_draw
            && matches!(phase, TurnPhase::Restricted { .. })
            && self.due_open_double().is_some_and(|o| o.placer == self.turn.seat);
        if continuous { Ok(()) } else { Err(RuleError::AlreadyDrew) }
    }

    /// Every legal action for the seat to move, in a stable order (plays, then Draw, Pass,
    /// EndTurn, Announce). Empty only when the round is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// [`Round::legal_actions`] into a reused buffer (cleared first).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let phase = self.phase();
        match phase {
            TurnPhase::Over => {}
            TurnPhase::SeekEngine => out.push(Action::Draw),
            TurnPhase::Announce => {
                out.push(Action::EndTurn);
                out.push(Action::Announce);
            }
            TurnPhase::Build => {
                self.plays_into(out);
                if self.turn.placed > 0 || out.is_empty() {
                    out.push(Action::EndTurn);
                }
            }
            _ => {
                if self.targets().any_play {
                    self.plays_into(out);
                }
                if out.is_empty() {
                    out.push(if self.can_draw(phase).is_ok() { Action::Draw } else { Action::Pass });
                }
            }
        }
    }

    /// Whether `seat` may take `action` now; the play written touching end first if so.
    pub fn check(&self, seat: Seat, action: Action) -> Result<Action, RuleError> {
        self.check_in(self.phase(), seat, action)
    }

    /// [`Round::check`] with the phase already known.
    pub(super) fn check_in(&self, phase: TurnPhase, seat: Seat, action: Action) -> Result<Action, RuleError> {
        if phase == TurnPhase::Over {
            return Err(RuleError::RoundOver);
        }
        if seat != self.turn.seat {
            return Err(RuleError::NotYourTurn { seat, to_move: self.turn.seat });
        }
        match action {
            Action::Play { tile, train } => self.check_play(phase, seat, tile, train),
            Action::Draw => match phase {
                TurnPhase::SeekEngine => Ok(action),
                TurnPhase::Announce => Err(RuleError::AnnounceOrEndTurn),
                TurnPhase::Build => Err(RuleError::NoDrawWhileBuilding),
                _ if self.any_play(false) => Err(RuleError::MustPlay),
                _ => self.can_draw(phase).map(|()| action),
            },
            Action::Pass => match phase {
                TurnPhase::SeekEngine => Err(RuleError::DrawForEngine),
                TurnPhase::Announce => Err(RuleError::AnnounceOrEndTurn),
                TurnPhase::Build => Err(RuleError::TurnNotOver),
                _ if self.any_play(false) => Err(RuleError::MustPlay),
                _ if self.can_draw(phase).is_ok() => Err(RuleError::DrawFirst),
                _ => Ok(action),
            },
            Action::EndTurn => match phase {
                TurnPhase::Announce => Ok(action),
                TurnPhase::Build if self.turn.placed == 0 && self.any_play(false) => {
                    Err(RuleError::MustPlay)
                }
                TurnPhase::Build => Ok(action),
                TurnPhase::SeekEngine => Err(RuleError::DrawForEngine),
                _ => Err(RuleError::TurnNotOver),
            },
            Action::Announce => match phase {
                TurnPhase::Announce => Ok(action),
                _ => Err(RuleError::NotAnnouncing),
            },
        }
    }

    fn check_play(&self, phase: TurnPhase, seat: Seat, tile: Tile, train: TrainId) -> Result<Action, RuleError> {
        match phase {
            TurnPhase::SeekEngine => return Err(RuleError::DrawForEngine),
            TurnPhase::Announce => return Err(RuleError::AnnounceOrEndTurn),
            _ => {}
        }
        if !tile.in_set(self.rules.set) {
            return Err(RuleError::NotInSet { tile, set: self.rules.set });
        }
        if !self.hands[seat as usize].contains(tile.id()) {
            return Err(RuleError::NotInHand { tile });
        }
        let t = match train {
            TrainId::Personal(s) if s >= self.rules.seats => return Err(RuleError::NoSuchTrain { train }),
            _ => train.index(),
        };
        self.train_exists(t)?;
        let targets = self.targets();
        let mask = if tile.is_double() { targets.doubles } else { targets.singles };
        if mask & (1 << t) == 0 {
            let gate = self.gate(seat, phase, t);
            let reason = if tile.is_double() { gate.doubles } else { gate.singles };
            // The gate explains what the masks decided; they agree (a property test checks).
            return Err(reason.err().unwrap_or(RuleError::TrainClosed { train }));
        }
        let end = self.trains[t].end;
        let oriented = self.orient(tile, end).ok_or(RuleError::NoMatch { tile, train, end })?;
        if t == MEX && targets.mexican_if_alone && self.any_play(true) {
            return Err(RuleError::MexicanOnlyWithoutOtherPlay);
        }
        if tile.is_double() && !self.rules.end_on_double && self.hands[seat as usize].len() == 1 {
            return Err(RuleError::NoGoingOutOnDouble);
        }
        Ok(Action::Play { tile: oriented, train })
    }

    /// Whether train slot `t` is `seat`'s own train (or its partner's).
    pub(super) fn is_own_train(&self, seat: Seat, t: usize) -> bool {
        t == seat as usize || self.rules.partner(seat).is_some_and(|p| p as usize == t)
    }
}

//! What may be done now: the turn's phase, the legal actions, and why anything else is not.
//!
//! After every change the round derives its legal actions once (bit masks of which trains take
//! which tiles: fast). That list is the single source of truth: `check` accepts exactly what it
//! lists. When an action is refused, `judge` walks the rules one by one to say why; debug builds
//! assert that `judge` agrees with the list on every check (the property tests try them all).

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
/// `Targets`, for refusals a player can understand.
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
/// the Mexican train): how the legal list is derived.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Targets {
    singles: u16,
    doubles: u16,
    /// The Mexican train, unstarted, may be started only if no other play exists (Celko).
    mexican_if_alone: bool,
}

impl Round {
    /// Where the current turn stands.
    pub fn phase(&self) -> TurnPhase {
        debug_assert_eq!(self.phase, self.derive_phase(), "the cached phase is stale");
        self.phase
    }

    /// Every legal action for the seat to move, in a stable order: plays by train (seats, then
    /// Mexican), then by tile id; then Draw, Pass, EndTurn, Announce. Empty only when the round
    /// is over.
    pub fn legal(&self) -> &[Action] {
        debug_assert_eq!(self.legal, self.derive_legal(), "the cached legal actions are stale");
        &self.legal
    }

    /// [`Round::legal`] as a new vector.
    pub fn legal_actions(&self) -> Vec<Action> {
        self.legal().to_vec()
    }

    /// [`Round::legal`] into a reused buffer (cleared first).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        out.extend_from_slice(self.legal());
    }

    /// Re-derive what is cached about the current turn; called after every change.
    pub(super) fn refresh(&mut self) {
        self.phase = self.derive_phase();
        let mut legal = std::mem::take(&mut self.legal);
        self.derive_legal_into(&mut legal);
        self.legal = legal;
    }

    /// Work out the phase from the state (cached in `self.phase` after every change).
    pub(super) fn derive_phase(&self) -> TurnPhase {
        if self.s.end.is_some() {
            return TurnPhase::Over;
        }
        if self.s.seek.is_some() {
            return TurnPhase::SeekEngine;
        }
        if self.s.turn.announce_pending {
            return TurnPhase::Announce;
        }
        if self.is_building(self.s.turn.seat) {
            return TurnPhase::Build;
        }
        if self.s.turn.finishing
            && let Some(t) = self.due_in_turn() {
                return TurnPhase::Finish { due: TrainId::from_index(t), pip: self.s.trains[t].end };
            }
        if self.s.turn.placed == 0
            && let Some(od) = self.due_open_double() {
                let t = od.train as usize;
                return TurnPhase::Restricted { train: TrainId::from_index(t), pip: self.s.trains[t].end };
            }
        TurnPhase::Free
    }

    /// The open double (from earlier turns) that must be covered now, if any.
    pub(super) fn due_open_double(&self) -> Option<super::OpenDouble> {
        if self.s.n_open == 0 {
            return None;
        }
        let releases = self.s.rules.exhausted_double_releases;
        let mut due = self
            .open_doubles()
            .filter(|o| !releases || self.coverable(self.s.trains[o.train as usize].end));
        match self.s.rules.double_order {
            DoubleOrder::OldestFirst => due.next(),
            DoubleOrder::NewestFirst => due.last(),
        }
    }

    /// The double of this turn that the tile after it is owed to.
    pub(super) fn due_in_turn(&self) -> Option<usize> {
        let on_double = self.s.rules.double_finish == DoubleFinish::OnTheDouble;
        let releases = self.s.rules.exhausted_double_releases;
        let mut due = self.s.turn.doubles().iter().map(|&t| t as usize).filter(|&t| {
            let train = self.s.trains[t];
            train.ends_in_double && !(on_double && releases && !self.coverable(train.end))
        });
        match self.s.rules.double_order {
            DoubleOrder::OldestFirst => due.next(),
            DoubleOrder::NewestFirst => due.next_back(),
        }
    }

    /// Whether train slot `t` exists in this round.
    fn train_exists(&self, t: usize) -> Result<(), RuleError> {
        if t == MEX {
            if self.s.rules.mexican == MexicanTrain::Off { Err(RuleError::NoMexicanTrain) } else { Ok(()) }
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
            if self.s.trains[MEX].len > 0 {
                return Ok(false);
            }
            return match self.s.rules.mexican {
                MexicanTrain::Off => Err(RuleError::NoMexicanTrain),
                MexicanTrain::Anytime => Ok(false),
                MexicanTrain::AfterOwnTrain => {
                    if self.s.trains[seat as usize].len > 0 { Ok(false) } else { Err(RuleError::MexicanAfterOwnTrain) }
                }
                MexicanTrain::WhenNoOtherPlay => Ok(true),
            };
        }
        let owner = t as Seat;
        if owner == seat || self.s.rules.partner(seat) == Some(owner) || self.is_public(owner) {
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
                } else if self.s.turn.drew && !self.s.rules.drawn_tile_may_cover {
                    Gate::closed(RuleError::DrawnTileMayNotCover)
                } else {
                    Gate { doubles: Err(RuleError::DoubleOnDouble), singles: Ok(()) }
                }
            }
            TurnPhase::Finish { due, pip } => {
                let is_due = t == due.index();
                let eligible = self.eligible(seat, t).map(|_| ());
                let doubles = match self.s.rules.doubles_per_turn {
                    DoublesPerTurn::Any => eligible,
                    DoublesPerTurn::One => Err(RuleError::OneDoublePerTurn { train: due, pip }),
                };
                let singles = match self.s.rules.double_finish {
                    DoubleFinish::OnTheDouble if is_due => Ok(()),
                    DoubleFinish::OnTheDouble => Err(RuleError::CoverYourDouble { train: due, pip }),
                    DoubleFinish::DueDoubleOrPlainEnd if is_due => Ok(()),
                    DoubleFinish::DueDoubleOrPlainEnd => eligible.and_then(|()| {
                        if self.s.trains[t].ends_in_double {
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
        let n = self.s.rules.seats as u32;
        let public = match self.s.rules.partner(seat) {
            Some(_) => {
                let half = n / 2;
                let all = (1u32 << n) - 1;
                let m = self.s.markers as u32;
                let opposite = ((m >> half) | (m << half)) & all;
                (m & opposite) as u16
            }
            None => self.s.markers,
        };
        let partner = self.s.rules.partner(seat).map_or(0, super::bit);
        let mut mask = (super::bit(seat) | partner | public) & self.s.active;
        let mut alone = false;
        let mexican_started = self.s.trains[MEX].len > 0;
        match self.s.rules.mexican {
            MexicanTrain::Off => {}
            _ if mexican_started => mask |= MEX_BIT,
            MexicanTrain::Anytime => mask |= MEX_BIT,
            MexicanTrain::AfterOwnTrain => {
                if self.s.trains[seat as usize].len > 0 {
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
        self.s.trains.iter().enumerate().fold(0, |m, (i, t)| if t.ends_in_double { m | 1 << i } else { m })
    }

    fn targets(&self, seat: Seat, phase: TurnPhase) -> Targets {
        // The common case first, as a plain branch: random play makes a jump table mispredict.
        if phase == TurnPhase::Free {
            let (eligible, alone) = self.eligible_mask(seat);
            return Targets { singles: eligible, doubles: eligible, mexican_if_alone: alone };
        }
        match phase {
            TurnPhase::Over | TurnPhase::SeekEngine | TurnPhase::Announce => Targets::default(),
            TurnPhase::Build => Targets { singles: super::bit(seat), doubles: super::bit(seat), mexican_if_alone: false },
            TurnPhase::Restricted { train, .. } => {
                let blocked = self.s.turn.drew && !self.s.rules.drawn_tile_may_cover;
                Targets { singles: if blocked { 0 } else { 1 << train.index() }, doubles: 0, mexican_if_alone: false }
            }
            TurnPhase::Finish { due, .. } => {
                let (eligible, alone) = self.eligible_mask(seat);
                let due_bit = 1 << due.index();
                let doubles = match self.s.rules.doubles_per_turn {
                    DoublesPerTurn::Any => eligible,
                    DoublesPerTurn::One => 0,
                };
                let singles = match self.s.rules.double_finish {
                    DoubleFinish::OnTheDouble => due_bit,
                    DoubleFinish::DueDoubleOrPlainEnd => due_bit | (eligible & !self.double_ends()),
                    DoubleFinish::Anywhere => due_bit | eligible,
                };
                Targets { singles, doubles, mexican_if_alone: alone }
            }
            TurnPhase::Free => {
                let (eligible, alone) = self.eligible_mask(seat);
                Targets { singles: eligible, doubles: eligible, mexican_if_alone: alone }
            }
        }
    }

    /// Whether the mover may not lay a double now because it would be their last tile.
    fn no_double_out(&self, hand: TileSet) -> bool {
        !self.s.rules.end_on_double && hand.len() == 1
    }

    /// Tiles of the mover's hand that `targets` lets onto train slot `t`.
    #[inline]
    fn candidates(&self, targets: Targets, hand: TileSet, no_double_out: bool, t: usize) -> TileSet {
        let mut candidates = self.matching(hand, self.s.trains[t].end);
        if targets.doubles & (1 << t) == 0 || no_double_out {
            candidates = candidates.minus(TileSet::doubles());
        }
        if targets.singles & (1 << t) == 0 {
            candidates = candidates.and(TileSet::doubles());
        }
        candidates
    }

    /// Tiles of `hand` that can touch an end showing `end`.
    #[inline]
    fn matching(&self, hand: TileSet, end: Pip) -> TileSet {
        if self.s.rules.blanks_wild {
            if end == 0 { hand } else { hand.and(TileSet::with_pip(end).or(TileSet::with_pip(0))) }
        } else {
            hand.and(TileSet::with_pip(end))
        }
    }

    fn touches(&self, x: Pip, end: Pip) -> bool {
        x == end || (self.s.rules.blanks_wild && (x == 0 || end == 0))
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
    fn plays_into(&self, phase: TurnPhase, out: &mut Vec<Action>) {
        let seat = self.s.turn.seat;
        let hand = self.s.hands[seat as usize];
        let targets = self.targets(seat, phase);
        let no_double_out = self.no_double_out(hand);
        let first = out.len();
        let mut trains = targets.singles | targets.doubles;
        while trains != 0 {
            let t = trains.trailing_zeros() as usize;
            trains &= trains - 1;
            if t == MEX && targets.mexican_if_alone && out.len() > first {
                continue;
            }
            let candidates = self.candidates(targets, hand, no_double_out, t);
            if candidates.is_empty() {
                continue;
            }
            let end = self.s.trains[t].end;
            let train = TrainId::from_index(t);
            if !self.s.rules.blanks_wild {
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

    /// Whether the mover has any legal play (optionally not counting the Mexican train).
    fn any_play(&self, phase: TurnPhase, skip_mexican: bool) -> bool {
        let seat = self.s.turn.seat;
        let hand = self.s.hands[seat as usize];
        let targets = self.targets(seat, phase);
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
        if self.s.boneyard.is_empty() {
            return Err(RuleError::BoneyardEmpty);
        }
        if !self.s.turn.drew || self.s.rules.draw == DrawRule::UntilPlayable {
            return Ok(());
        }
        let continuous = self.s.rules.continuous_draw
            && matches!(phase, TurnPhase::Restricted { .. })
            && self.due_open_double().is_some_and(|o| o.placer == self.s.turn.seat);
        if continuous { Ok(()) } else { Err(RuleError::AlreadyDrew) }
    }

    fn derive_legal(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.derive_legal_into(&mut out);
        out
    }

    fn derive_legal_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let phase = self.phase;
        if matches!(phase, TurnPhase::Free | TurnPhase::Restricted { .. } | TurnPhase::Finish { .. }) {
            self.plays_into(phase, out);
            if out.is_empty() {
                out.push(if self.can_draw(phase).is_ok() { Action::Draw } else { Action::Pass });
            }
            return;
        }
        match phase {
            TurnPhase::Over => {}
            TurnPhase::SeekEngine => out.push(Action::Draw),
            TurnPhase::Announce => {
                out.push(Action::EndTurn);
                out.push(Action::Announce);
            }
            TurnPhase::Build => {
                self.plays_into(phase, out);
                if self.s.turn.placed > 0 || out.is_empty() {
                    out.push(Action::EndTurn);
                }
            }
            _ => {
                self.plays_into(phase, out);
                if out.is_empty() {
                    out.push(if self.can_draw(phase).is_ok() { Action::Draw } else { Action::Pass });
                }
            }
        }
    }

    /// Whether `seat` may take `action` now: the action as listed (a play written touching end
    /// first), or the reason it is refused.
    pub fn check(&self, seat: Seat, action: Action) -> Result<Action, RuleError> {
        let listed = self.listed(seat, action);
        debug_assert_eq!(
            listed.is_some(),
            self.judge(self.phase, seat, action).is_ok(),
            "the legal list and the rules disagree about {action}"
        );
        match listed {
            Some(a) => Ok(a),
            None => Err(match self.judge(self.phase, seat, action) {
                Err(e) => e,
                // Unreachable while the two agree (debug builds assert it above).
                Ok(_) => RuleError::TurnNotOver,
            }),
        }
    }

    /// `action` (or the same play written the other way round) if it is in the legal list.
    fn listed(&self, seat: Seat, action: Action) -> Option<Action> {
        if seat != self.s.turn.seat {
            return None;
        }
        let legal = &self.legal;
        if legal.contains(&action) {
            return Some(action);
        }
        match action {
            Action::Play { tile, train } => {
                let other = Action::Play { tile: tile.flipped(), train };
                legal.contains(&other).then_some(other)
            }
            _ => None,
        }
    }

    /// The rules, one by one: whether `seat` may take `action` in `phase`, and if not, why.
    fn judge(&self, phase: TurnPhase, seat: Seat, action: Action) -> Result<Action, RuleError> {
        if phase == TurnPhase::Over {
            return Err(RuleError::RoundOver);
        }
        if seat != self.s.turn.seat {
            return Err(RuleError::NotYourTurn { seat, to_move: self.s.turn.seat });
        }
        match action {
            Action::Play { tile, train } => self.check_play(phase, seat, tile, train),
            Action::Draw => match phase {
                TurnPhase::SeekEngine => Ok(action),
                TurnPhase::Announce => Err(RuleError::AnnounceOrEndTurn),
                TurnPhase::Build => Err(RuleError::NoDrawWhileBuilding),
                _ if self.any_play(phase, false) => Err(RuleError::MustPlay),
                _ => self.can_draw(phase).map(|()| action),
            },
            Action::Pass => match phase {
                TurnPhase::SeekEngine => Err(RuleError::DrawForEngine),
                TurnPhase::Announce => Err(RuleError::AnnounceOrEndTurn),
                TurnPhase::Build => Err(RuleError::TurnNotOver),
                _ if self.any_play(phase, false) => Err(RuleError::MustPlay),
                _ if self.can_draw(phase).is_ok() => Err(RuleError::DrawFirst),
                _ => Ok(action),
            },
            Action::EndTurn => match phase {
                TurnPhase::Announce => Ok(action),
                TurnPhase::Build if self.s.turn.placed == 0 && self.any_play(phase, false) => {
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
        if !tile.in_set(self.s.rules.set) {
            return Err(RuleError::NotInSet { tile, set: self.s.rules.set });
        }
        if !self.s.hands[seat as usize].contains(tile.id()) {
            return Err(RuleError::NotInHand { tile });
        }
        let t = match train {
            TrainId::Personal(s) if s >= self.s.rules.seats => return Err(RuleError::NoSuchTrain { train }),
            _ => train.index(),
        };
        self.train_exists(t)?;
        let targets = self.targets(seat, phase);
        let mask = if tile.is_double() { targets.doubles } else { targets.singles };
        if mask & (1 << t) == 0 {
            let gate = self.gate(seat, phase, t);
            let reason = if tile.is_double() { gate.doubles } else { gate.singles };
            // The gate explains what the masks decided; they agree (a property test checks).
            return Err(reason.err().unwrap_or(RuleError::TrainClosed { train }));
        }
        let end = self.s.trains[t].end;
        let oriented = self.orient(tile, end).ok_or(RuleError::NoMatch { tile, train, end })?;
        if t == MEX && targets.mexican_if_alone && self.any_play(phase, true) {
            return Err(RuleError::MexicanOnlyWithoutOtherPlay);
        }
        if tile.is_double() && !self.s.rules.end_on_double && self.s.hands[seat as usize].len() == 1 {
            return Err(RuleError::NoGoingOutOnDouble);
        }
        Ok(Action::Play { tile: oriented, train })
    }

    /// Whether train slot `t` is `seat`'s own train (or its partner's).
    pub(super) fn is_own_train(&self, seat: Seat, t: usize) -> bool {
        t == seat as usize || self.s.rules.partner(seat).is_some_and(|p| p as usize == t)
    }
}

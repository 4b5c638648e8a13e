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

/// Which tiles a train accepts in the current phase.
struct Gate {
    doubles: Result<(), RuleError>,
    singles: Result<(), RuleError>,
    /// The Mexican train may be started only if no other play exists.
    needs_no_other_play: bool,
}

impl Gate {
    fn closed(e: RuleError) -> Gate {
        Gate { doubles: Err(e), singles: Err(e), needs_no_other_play: false }
    }

    fn open() -> Gate {
        Gate { doubles: Ok(()), singles: Ok(()), needs_no_other_play: false }
    }
}

impl Round {
    /// Where the current turn stands.
    pub fn phase(&self) -> TurnPhase {
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
                    Gate { doubles: Err(RuleError::DoubleOnDouble), singles: Ok(()), needs_no_other_play: false }
                }
            }
            TurnPhase::Finish { due, pip } => {
                let is_due = t == due.index();
                let eligible = self.eligible(seat, t);
                let needs_no_other_play = matches!(eligible, Ok(true));
                let eligible = eligible.map(|_| ());
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
                Gate { doubles, singles, needs_no_other_play }
            }
            TurnPhase::Free => match self.eligible(seat, t) {
                Ok(needs_no_other_play) => Gate { needs_no_other_play, ..Gate::open() },
                Err(e) => Gate::closed(e),
            },
        }
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
    fn plays_into(&self, phase: TurnPhase, skip_mexican: bool, out: &mut Vec<Action>) {
        let seat = self.turn.seat;
        let hand = self.hands[seat as usize];
        let no_double_out = !self.rules.end_on_double && hand.len() == 1;
        let first = out.len();
        for t in (0..self.rules.seats as usize).chain(std::iter::once(MEX)) {
            if self.train_exists(t).is_err() || (skip_mexican && t == MEX) {
                continue;
            }
            let gate = self.gate(seat, phase, t);
            if gate.doubles.is_err() && gate.singles.is_err() {
                continue;
            }
            if gate.needs_no_other_play && out.len() > first {
                continue;
            }
            let end = self.trains[t].end;
            let mut candidates = self.matching(hand, end);
            if gate.doubles.is_err() || no_double_out {
                candidates = candidates.minus(TileSet::doubles());
            }
            if gate.singles.is_err() {
                candidates = candidates.and(TileSet::doubles());
            }
            let train = TrainId::from_index(t);
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
                self.plays_into(phase, false, out);
                if self.turn.placed > 0 || out.is_empty() {
                    out.push(Action::EndTurn);
                }
            }
            _ => {
                self.plays_into(phase, false, out);
                if out.is_empty() {
                    out.push(if self.can_draw(phase).is_ok() { Action::Draw } else { Action::Pass });
                }
            }
        }
    }

    fn has_play(&self, phase: TurnPhase, skip_mexican: bool) -> bool {
        let mut buf = Vec::new();
        self.plays_into(phase, skip_mexican, &mut buf);
        !buf.is_empty()
    }

    /// Whether `seat` may take `action` now; the play written touching end first if so.
    pub fn check(&self, seat: Seat, action: Action) -> Result<Action, RuleError> {
        let phase = self.phase();
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
                _ if self.has_play(phase, false) => Err(RuleError::MustPlay),
                _ => self.can_draw(phase).map(|()| action),
            },
            Action::Pass => match phase {
                TurnPhase::SeekEngine => Err(RuleError::DrawForEngine),
                TurnPhase::Announce => Err(RuleError::AnnounceOrEndTurn),
                TurnPhase::Build => Err(RuleError::TurnNotOver),
                _ if self.has_play(phase, false) => Err(RuleError::MustPlay),
                _ if self.can_draw(phase).is_ok() => Err(RuleError::DrawFirst),
                _ => Ok(action),
            },
            Action::EndTurn => match phase {
                TurnPhase::Announce => Ok(action),
                TurnPhase::Build if self.turn.placed == 0 && self.has_play(phase, false) => {
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
        let gate = self.gate(seat, phase, t);
        if tile.is_double() { gate.doubles } else { gate.singles }?;
        let end = self.trains[t].end;
        let oriented = self.orient(tile, end).ok_or(RuleError::NoMatch { tile, train, end })?;
        if gate.needs_no_other_play && self.has_play(phase, true) {
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

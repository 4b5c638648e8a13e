//! Why an action is refused: `check` accepts exactly what the legal list holds (`legal`), and
//! for anything else `judge` walks the rules one by one to name the rule it breaks (debug builds
//! assert that the two agree on every check; the property tests try them all).

use super::legal::TurnPhase;
use super::{MEX, Round};
use crate::rules::action::{Action, Seat, TrainId};
use crate::rules::error::RuleError;
use crate::rules::house_rules::{DoubleFinish, DoublesPerTurn, MexicanTrain};
use crate::rules::tile::Tile;

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

impl Round {
    /// Whether line `t` exists in this round.
    fn train_exists(&self, t: usize) -> Result<(), RuleError> {
        if let Some(k) = t.checked_sub(super::TRAIN_SLOTS_USIZE) {
            return if k < self.s.sides.len() { Ok(()) } else { Err(RuleError::NoSuchTrain { train: TrainId::from_index(t) }) };
        }
        if t == MEX {
            if self.s.rules.mexican == MexicanTrain::Off { Err(RuleError::NoMexicanTrain) } else { Ok(()) }
        } else if self.is_active(t as Seat) {
            Ok(())
        } else {
            Err(RuleError::NoSuchTrain { train: TrainId::from_index(t) })
        }
    }

    /// Which tiles train `t` takes from `seat` in `phase`. `t` must exist.
    fn gate(&self, seat: Seat, phase: TurnPhase, t: usize) -> Gate {
        match phase {
            TurnPhase::Over => Gate::closed(RuleError::RoundOver),
            TurnPhase::SeekEngine => Gate::closed(RuleError::DrawForEngine),
            TurnPhase::Announce => Gate::closed(RuleError::AnnounceOrEndTurn),
            TurnPhase::Build => {
                if t == seat as usize {
                    Gate::open()
                } else {
                    Gate::closed(RuleError::BuildOwnTrain)
                }
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
                    _ if self.may_lay_another_double() => eligible,
                    DoublesPerTurn::One => Err(RuleError::OneDoublePerTurn { train: due, pip }),
                    _ => Err(RuleError::TwoDoublesPerTurn),
                };
                if self.must_cover_own_double() {
                    let on_own_double = self.turn_doubles_mask() & (1 << t) != 0;
                    let singles = if on_own_double { Ok(()) } else { Err(RuleError::CoverOneOfYourDoubles) };
                    return Gate { doubles, singles };
                }
                let singles = match self.s.rules.double_finish {
                    DoubleFinish::OnTheDouble if is_due => Ok(()),
                    DoubleFinish::OnTheDouble => Err(RuleError::CoverYourDouble { train: due, pip }),
                    DoubleFinish::DueDoubleOrPlainEnd if is_due => Ok(()),
                    DoubleFinish::DueDoubleOrPlainEnd => eligible.and_then(|()| {
                        if self.line(t).ends_in_double { Err(RuleError::FinishOnDueOrPlainEnd { train: due, pip }) } else { Ok(()) }
                    }),
                    DoubleFinish::Anywhere if is_due => Ok(()),
                    DoubleFinish::Anywhere => eligible,
                };
                Gate { doubles, singles }
            }
            TurnPhase::Swan => {
                let next = self.swan_targets(seat);
                match self.eligible(seat, t) {
                    Err(e) => Gate::closed(e),
                    Ok(_) if next & (1 << t) != 0 => Gate { doubles: Err(RuleError::SwanDoubleNeedsCover), singles: Ok(()) },
                    Ok(_) => Gate::closed(RuleError::SwanGoesOn { train: TrainId::from_index(next.trailing_zeros() as usize) }),
                }
            }
            TurnPhase::SwanCover { train, pip } => {
                if t == train.index() {
                    Gate { doubles: Err(RuleError::DoubleOnDouble), singles: Ok(()) }
                } else {
                    Gate::closed(RuleError::CoverYourDouble { train, pip })
                }
            }
            TurnPhase::Free => match self.eligible(seat, t) {
                Ok(_) => Gate::open(),
                Err(e) => Gate::closed(e),
            },
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
    // Rare (a variant, or once a round): kept out of the hot path.
    #[cold]
    #[inline(never)]
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
                TurnPhase::Finish { .. } if self.finish_optional() => Err(RuleError::EndTurnInstead),
                TurnPhase::Swan => Err(RuleError::EndTurnInstead),
                _ if self.any_play(phase, false) => Err(RuleError::MustPlay),
                _ => self.can_draw(phase).map(|()| action),
            },
            Action::Pass => match phase {
                TurnPhase::SeekEngine => Err(RuleError::DrawForEngine),
                TurnPhase::Announce => Err(RuleError::AnnounceOrEndTurn),
                TurnPhase::Build => Err(RuleError::TurnNotOver),
                TurnPhase::Finish { .. } if self.finish_optional() => Err(RuleError::EndTurnInstead),
                TurnPhase::Swan => Err(RuleError::EndTurnInstead),
                _ if self.any_play(phase, false) => Err(RuleError::MustPlay),
                _ if self.can_draw(phase).is_ok() => Err(RuleError::DrawFirst),
                _ => Ok(action),
            },
            Action::EndTurn => match phase {
                TurnPhase::Announce => Ok(action),
                TurnPhase::Build if (self.s.turn.placed == 0 || self.builds_while_it_can()) && self.any_play(phase, false) => {
                    Err(RuleError::MustPlay)
                }
                TurnPhase::Build => Ok(action),
                TurnPhase::Finish { .. } if self.finish_optional() => Ok(action),
                TurnPhase::Swan => Ok(action),
                TurnPhase::SeekEngine => Err(RuleError::DrawForEngine),
                _ => Err(RuleError::TurnNotOver),
            },
            Action::Announce => match phase {
                TurnPhase::Announce => Ok(action),
                _ => Err(RuleError::NotAnnouncing),
            },
            Action::Bullet => match phase {
                _ if !self.s.rules.bullet_train => Err(RuleError::NoBulletTrain),
                TurnPhase::Free if self.bullet_chain().is_some() => Ok(action),
                TurnPhase::Free => Err(RuleError::NotABulletTrain),
                _ => Err(RuleError::BulletAtTheStart),
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
            TrainId::Side(k) if k as usize >= self.s.sides.len() => return Err(RuleError::NoSuchTrain { train }),
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
        let end = self.line(t).end;
        let oriented = self.orient(tile, end).ok_or(RuleError::NoMatch { tile, train, end })?;
        if t == MEX && targets.mexican_if_alone && self.any_play(phase, true) {
            return Err(RuleError::MexicanOnlyWithoutOtherPlay);
        }
        if tile.is_double() && !self.double_allowed(targets, self.s.hands[seat as usize], tile) {
            return Err(if targets.swan_double_needs_cover { RuleError::SwanDoubleNeedsCover } else { RuleError::SecondDoubleNeedsCover });
        }
        if tile.is_double() && !self.s.rules.end_on_double && self.s.hands[seat as usize].len() == 1 {
            return Err(RuleError::NoGoingOutOnDouble);
        }
        Ok(Action::Play { tile: oriented, train })
    }
}

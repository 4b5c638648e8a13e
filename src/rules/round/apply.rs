//! Doing an action: the only code that changes a `Round`.

use super::legal::TurnPhase;
use super::{MEX, OpenDouble, Placement, Round, Seek, Turn, bit};
use crate::rules::action::{Action, Seat, TrainId};
use crate::rules::error::RuleError;
use crate::rules::event::{Event, EventSink, RoundEnd};
use crate::rules::house_rules::{DoubleFinish, LastTile, MarkerRemoval};
use crate::rules::tile::{Tile, TileId};

impl Round {
    /// Apply `seat`'s `action`, returning what happened. On error nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_with(seat, action, &mut events)?;
        Ok(events)
    }

    /// [`Round::apply`] with the events going to `sink` (`&mut ()` to drop them).
    pub fn apply_with(&mut self, seat: Seat, action: Action, sink: &mut impl EventSink) -> Result<(), RuleError> {
        let phase = self.phase();
        let action = self.check_in(phase, seat, action)?;
        match action {
            Action::Play { tile, train } => self.play(phase, seat, tile, train, sink),
            Action::Draw => self.draw(seat, sink),
            Action::Pass => {
                self.place_marker(seat, sink);
                self.turn.passed = true;
                self.end_turn(sink);
            }
            Action::EndTurn => {
                if phase == TurnPhase::Announce {
                    self.penalize(seat, sink);
                    self.finish_turn(sink);
                } else {
                    self.end_turn(sink);
                }
            }
            Action::Announce => {
                self.announced |= bit(seat);
                sink.push(Event::Announced { seat });
                self.finish_turn(sink);
            }
        }
        self.refresh();
        Ok(())
    }

    fn play(&mut self, phase: TurnPhase, seat: Seat, tile: Tile, train: TrainId, sink: &mut impl EventSink) {
        let t = train.index();
        self.hands[seat as usize].remove(tile.id());
        self.on_table.insert(tile.id());
        let before = self.trains[t];
        let slot = &mut self.trains[t];
        slot.end = tile.1;
        slot.len += 1;
        slot.ends_in_double = tile.is_double();
        self.placements.push(Placement { seat, tile, train });
        sink.push(Event::Played { seat, tile, train });
        if before.ends_in_double {
            self.remove_open(t);
            sink.push(Event::DoubleCovered { train, pip: before.end });
        }

        let had_own_marker = self.has_marker(seat);
        if t != MEX {
            let lifted = match self.rules.marker_removal {
                MarkerRemoval::OwnerPlays if self.is_own_train(seat, t) => Some(seat),
                MarkerRemoval::OwnerPlays => None,
                MarkerRemoval::AnyPlay => Some(t as Seat),
            };
            if let Some(owner) = lifted.filter(|&o| self.has_marker(o)) {
                self.markers &= !bit(owner);
                sink.push(Event::MarkerRemoved { seat: owner });
            }
        }
        self.turn.placed += 1;
        self.turn.drew = false;

        if self.hands[seat as usize].is_empty() {
            self.end_round(RoundEnd::Domino { seat }, sink);
            return;
        }
        if tile.is_double() && self.rules.double_makes_public && t != MEX {
            self.place_marker(t as Seat, sink);
        }
        match phase {
            TurnPhase::Build => {}
            TurnPhase::Restricted { .. } => self.end_turn(sink),
            _ if tile.is_double() => {
                let released = self.rules.own_marker_double_release && t == seat as usize && had_own_marker;
                if released {
                    self.end_turn(sink);
                    return;
                }
                self.turn.push_double(t);
                let on_the_double = self.rules.double_finish == DoubleFinish::OnTheDouble;
                if on_the_double && self.due_in_turn().is_none() {
                    // A double nobody can cover needs no cover: the turn ends.
                    self.end_turn(sink);
                } else {
                    self.turn.finishing = true;
                }
            }
            _ => self.end_turn(sink),
        }
    }

    fn draw(&mut self, seat: Seat, sink: &mut impl EventSink) {
        let Some(id) = self.boneyard.pop() else { return };
        let tile = id.tile();
        sink.push(Event::Drew { seat, tile });
        self.announced &= !bit(seat);
        if let Some(seek) = self.seek {
            let found = match seek {
                Seek::Engine(pip) => tile == Tile(pip, pip),
                Seek::AnyDouble => tile.is_double(),
            };
            if found {
                self.on_table.insert(id);
                self.open_station(tile.0);
                // Whoever drew the engine plays the first turn.
                self.turn = Turn::new(seat);
                sink.push(Event::EngineOpened { pip: tile.0, by: Some(seat) });
            } else {
                self.hands[seat as usize].insert(id);
                let next = self.next_active(seat);
                self.turn = Turn::new(next);
                sink.push(Event::TurnEnded { seat, next });
            }
            return;
        }
        self.hands[seat as usize].insert(id);
        self.turn.drew = true;
    }

    fn penalize(&mut self, seat: Seat, sink: &mut impl EventSink) {
        let LastTile::Announce { penalty } = self.rules.last_tile else { return };
        let n = (penalty as usize).min(self.boneyard.len());
        sink.push(Event::Penalized { seat, tiles: n as u8 });
        for _ in 0..n {
            if let Some(id) = self.boneyard.pop() {
                self.hands[seat as usize].insert(id);
                sink.push(Event::Drew { seat, tile: TileId::tile(id) });
            }
        }
    }

    fn place_marker(&mut self, seat: Seat, sink: &mut impl EventSink) {
        if !self.has_marker(seat) {
            self.markers |= bit(seat);
            sink.push(Event::MarkerPlaced { seat });
        }
    }

    /// The turn would end: first ask for the last-tile announcement if one is owed.
    fn end_turn(&mut self, sink: &mut impl EventSink) {
        let seat = self.turn.seat;
        let owes_announce = matches!(self.rules.last_tile, LastTile::Announce { .. })
            && self.hand_len(seat) == 1
            && !self.has_announced(seat);
        if owes_announce {
            self.turn.announce_pending = true;
        } else {
            self.finish_turn(sink);
        }
    }

    fn finish_turn(&mut self, sink: &mut impl EventSink) {
        let seat = self.turn.seat;
        // Doubles this turn left uncovered join the open doubles, in the order they were laid.
        let built_on_a_double = self.is_building(seat) && self.trains[seat as usize].ends_in_double;
        if self.is_building(seat) {
            self.building &= !bit(seat);
        }
        let turn = self.turn;
        let laid = built_on_a_double.then_some(seat).into_iter().chain(turn.doubles().iter().copied());
        for t in laid.map(usize::from) {
            if self.trains[t].ends_in_double && !self.is_open(t) {
                self.push_open(OpenDouble { train: t as u8, placer: seat });
                sink.push(Event::DoubleOpened { train: TrainId::from_index(t), pip: self.trains[t].end });
            }
        }
        if self.turn.passed && self.turn.placed == 0 {
            self.pass_streak = self.pass_streak.saturating_add(1);
        } else {
            self.pass_streak = 0;
        }
        if self.boneyard.is_empty() && self.pass_streak as u32 >= self.active_count() {
            self.end_round(RoundEnd::Blocked, sink);
            return;
        }
        let next = self.next_active(seat);
        self.turn = Turn::new(next);
        self.turn_no += 1;
        sink.push(Event::TurnEnded { seat, next });
    }

    fn end_round(&mut self, end: RoundEnd, sink: &mut impl EventSink) {
        self.end = Some(end);
        self.turn.announce_pending = false;
        self.turn.finishing = false;
        sink.push(Event::RoundEnded { end });
    }
}

//! Doing an action: the only code that changes a `Round`.

use super::legal::TurnPhase;
use super::{MEX, OpenDouble, Placement, Round, Seek, TRAIN_SLOTS_USIZE as TRAIN_SLOTS, Turn, Void, bit};
use crate::rules::action::{Action, Seat, TrainId};
use crate::rules::error::RuleError;
use crate::rules::event::{Event, EventSink, RoundEnd};
use crate::rules::house_rules::{Branching, DoubleFinish, DoublesOwed, EmptyBoneyardPass, LastTile, MarkerRemoval, MexicanTrain};
use crate::rules::tile::{Tile, TileId, TileSet};

impl Round {
    /// Apply `seat`'s `action`, returning what happened. On error nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_with(seat, action, &mut events)?;
        Ok(events)
    }

    /// [`Round::apply`] with the events going to `sink` (`&mut ()` to drop them).
    pub fn apply_with(&mut self, seat: Seat, action: Action, sink: &mut impl EventSink) -> Result<(), RuleError> {
        let action = self.check(seat, action)?;
        self.apply_listed(seat, action, sink);
        Ok(())
    }

    /// Apply the `index`-th of [`Round::legal`] for the seat to move (no check needed: the list
    /// is the rules). For computer players' playouts. `false` if there is no such action.
    pub fn apply_legal(&mut self, index: usize, sink: &mut impl EventSink) -> bool {
        let Some(&action) = self.legal.get(index) else { return false };
        let seat = self.s.turn.seat;
        self.apply_listed(seat, action, sink);
        true
    }

    /// Do `action`, which is in the legal list.
    pub(in crate::rules) fn apply_listed(&mut self, seat: Seat, action: Action, sink: &mut impl EventSink) {
        self.act(seat, action, sink);
        self.refresh();
    }

    /// Do `action`, which is in the legal list, leaving what is derived from the state (the
    /// phase, the targets, the legal list) to the caller: `refresh`, or a playout's lean one.
    #[inline(always)]
    pub(super) fn act(&mut self, seat: Seat, action: Action, sink: &mut impl EventSink) {
        let phase = self.phase;
        match action {
            Action::Play { tile, train } => self.play(phase, seat, tile, train, sink),
            Action::Draw => self.act_draw(seat, sink),
            Action::Pass => self.act_pass(seat, phase, sink),
            Action::EndTurn => {
                if phase == TurnPhase::Announce {
                    self.penalize(seat, sink);
                    self.finish_turn(sink);
                } else {
                    self.end_turn(sink);
                }
            }
            Action::Announce => {
                self.s.announced |= bit(seat);
                sink.push(Event::Announced { seat });
                self.finish_turn(sink);
            }
            Action::Bullet => self.bullet(seat, sink),
        }
    }

    /// `act` for a draw (called directly where the action is known to be one).
    #[inline(always)]
    pub(super) fn act_draw(&mut self, seat: Seat, sink: &mut impl EventSink) {
        if self.s.seek.is_none() {
            self.note_void(seat, self.playable_tiles());
        }
        self.draw(seat, sink);
    }

    /// `act_draw` in a turn under way (not seeking the engine), `tiles` being what
    /// `playable_tiles` gives now (a playout keeps them for the pass that may follow).
    #[inline(always)]
    pub(super) fn act_draw_noted(&mut self, seat: Seat, tiles: TileSet, sink: &mut impl EventSink) {
        debug_assert!(self.s.seek.is_none() && tiles == self.playable_tiles());
        self.note_void(seat, tiles);
        self.draw(seat, sink);
    }

    /// `act` for a pass in `phase` (called directly where the action is known to be one).
    #[inline(always)]
    pub(super) fn act_pass(&mut self, seat: Seat, phase: TurnPhase, sink: &mut impl EventSink) {
        self.act_pass_noted(seat, phase, self.playable_tiles(), sink);
    }

    /// `act_pass`, `tiles` being what `playable_tiles` gives now.
    #[inline(always)]
    pub(super) fn act_pass_noted(&mut self, seat: Seat, phase: TurnPhase, tiles: TileSet, sink: &mut impl EventSink) {
        debug_assert_eq!(tiles, self.playable_tiles());
        self.note_void(seat, tiles);
        // Celko: with nothing to draw "he simply passes his turn". Three covers: who cannot
        // cover a side of a double (after its first cover) passes without a marker.
        let simply = self.s.rules.empty_boneyard_pass == EmptyBoneyardPass::SimplyPass && !self.s.turn.drew && self.s.boneyard.is_empty();
        let simply = simply || matches!(phase, TurnPhase::Restricted { train: TrainId::Side(_), .. });
        if !simply {
            self.place_marker(seat, sink);
        }
        self.s.turn.passed = true;
        self.end_turn(sink);
    }

    /// Put `tile` (written touching end first) on `train` for `seat`: the train's end, a double
    /// it covers, and the marker a play takes off. The turn's bookkeeping is the caller's.
    fn lay(&mut self, seat: Seat, tile: Tile, train: TrainId, sink: &mut impl EventSink) {
        let t = train.index();
        self.take(seat, tile);
        self.s.on_table.insert(tile.id());
        let before = self.line(t);
        let slot = self.line_mut(t);
        slot.end = tile.1;
        slot.len += 1;
        slot.ends_in_double = tile.is_double();
        self.s.placements.push(Placement { seat, tile, train });
        sink.push(Event::Played { seat, tile, train });
        if before.ends_in_double {
            self.remove_open(t);
            sink.push(Event::DoubleCovered { train, pip: before.end });
            // Branching doubles: a double tile just covered opens its two sides.
            if before.len > 0 && self.s.rules.branching != Branching::Off {
                for side in self.open_sides(t, before, seat).into_iter().flatten() {
                    sink.push(Event::SideOpened { side, pip: before.end });
                }
            }
        }
        self.lift_marker(seat, t, sink);
    }

    /// The marker a play by `seat` on line `t` takes off, as the rules say.
    #[inline(always)]
    fn lift_marker(&mut self, seat: Seat, t: usize, sink: &mut impl EventSink) {
        // As masks, not branches (where a tile goes follows the dice): the seat's own marker
        // when it plays on its own (or its partner's) train, or under "any play" the marker of
        // the train played on (the Mexican train's slot is no seat's: it has none).
        let main = self.main_slot(t);
        let lifted = match self.s.rules.marker_removal {
            MarkerRemoval::OwnerPlays => bit(seat) & (self.is_own_train(seat, main) as u16).wrapping_neg(),
            MarkerRemoval::AnyPlay => 1 << main,
        } & self.s.markers;
        // Taken off without a branch; only the event asks whether there was one.
        self.s.markers &= !lifted;
        if lifted != 0 {
            sink.push(Event::MarkerRemoved { seat: lifted.trailing_zeros() as Seat });
        }
    }

    /// Whether the rules let an ordinary turn's play end the turn at once and its plays be
    /// counted from the rows (no variant that goes on after such a play, or changes which tiles
    /// play where: swan drive, bullet train, wild blanks, a last tile to announce or one that
    /// may not be a double, the Mexican train only as the sole play). Fixed for a round.
    pub(super) fn plain_rules(&self) -> bool {
        let rules = &self.s.rules;
        !rules.swan_drive
            && !rules.bullet_train
            && !rules.blanks_wild
            && rules.end_on_double
            && rules.mexican != MexicanTrain::WhenNoOtherPlay
            && matches!(rules.last_tile, LastTile::Silent)
    }

    /// Under `plain_rules`, whether `act` would play `tile` (written touching end first) on
    /// main train `t` as an ordinary turn's whole move: the phase `Free` at the turn's start, a
    /// tile that is not a double, a train that does not end in one, not the mover's last tile.
    /// Then [`Round::play_ordinary`] does what `act` does, without its questions.
    #[inline(always)]
    pub(super) fn is_ordinary_play(&self, tile: Tile, t: usize) -> bool {
        let turn = &self.s.turn;
        (self.phase == TurnPhase::Free)
            & (turn.placed == 0)
            & (turn.n_doubles == 0)
            & (t < TRAIN_SLOTS)
            & !tile.is_double()
            & !self.s.trains[t.min(TRAIN_SLOTS - 1)].ends_in_double
            & (self.rows.lens[turn.seat as usize] > 1)
    }

    /// An ordinary turn's play (`is_ordinary_play`): the tile laid, the marker it lifts, the
    /// turn over. What `act` does for it, step for step (debug builds check it against `act`).
    #[inline(always)]
    pub(super) fn play_ordinary(&mut self, tile: Tile, t: usize, sink: &mut impl EventSink) {
        debug_assert!(self.plain_rules() && self.is_ordinary_play(tile, t));
        #[cfg(debug_assertions)]
        let by_act = {
            let mut round = self.clone();
            round.act(self.s.turn.seat, Action::Play { tile, train: TrainId::from_index(t) }, &mut ());
            round.s
        };
        let seat = self.s.turn.seat;
        let id = tile.id();
        self.forget_void(seat, id);
        self.take(seat, tile);
        self.s.on_table.insert(id);
        let slot = &mut self.s.trains[t];
        slot.end = tile.1;
        slot.len += 1;
        let train = TrainId::from_index(t);
        self.s.placements.push(Placement { seat, tile, train });
        sink.push(Event::Played { seat, tile, train });
        self.lift_marker(seat, t, sink);
        // The turn's end: a tile was laid, so no pass streak and no blocked round.
        self.s.pass_streak = 0;
        self.next_turn(seat, sink);
        #[cfg(debug_assertions)]
        debug_assert_eq!(self.s, by_act, "an ordinary play differs from act's");
    }

    /// The mover has no play: everyone now knows they hold none of the tiles that would play. An
    /// empty set (a drawn tile may not cover, say) tells nothing and keeps what was known.
    /// `tiles`: what `playable_tiles` gives now.
    #[inline(always)]
    fn note_void(&mut self, seat: Seat, tiles: TileSet) {
        if !tiles.is_empty() {
            self.s.voids[seat as usize] = Void { tiles, drawn_since: 0 };
        }
    }

    /// `seat` plays `id`: had it been known not to hold it, it must have drawn it since.
    #[inline(always)]
    fn forget_void(&mut self, seat: Seat, id: TileId) {
        // Without a branch (whether it was known not to hold it follows the dice).
        let void = &mut self.s.voids[seat as usize];
        let known = void.tiles.contains(id);
        void.tiles.remove(id);
        void.drawn_since = void.drawn_since.saturating_sub(known as u8);
    }

    fn play(&mut self, phase: TurnPhase, seat: Seat, tile: Tile, train: TrainId, sink: &mut impl EventSink) {
        let t = train.index();
        self.forget_void(seat, tile.id());
        let had_own_marker = self.has_marker(seat);
        self.lay(seat, tile, train, sink);
        self.s.turn.placed += 1;
        self.s.turn.drew = false;

        if self.rows.lens[seat as usize] == 0 {
            self.end_round(RoundEnd::Domino { seat }, sink);
            return;
        }
        let main = self.main_slot(t);
        if tile.is_double() && self.s.rules.double_makes_public && main != MEX {
            self.place_marker(main as Seat, sink);
        }
        // Plain branches, the commonest first (a jump table on the phase mispredicts in
        // random play).
        if let TurnPhase::Restricted { .. } = phase {
            self.end_turn(sink);
        } else if phase == TurnPhase::Build {
            // Building one's own train: the turn goes on.
        } else if matches!(phase, TurnPhase::SwanCover { .. } | TurnPhase::Swan) {
            self.swan_play(phase, tile, t, sink);
        } else if tile.is_double() {
            let released = self.s.rules.own_marker_double_release && main == seat as usize && had_own_marker;
            if released {
                self.end_turn(sink);
                return;
            }
            self.s.turn.push_double(t);
            let on_the_double = self.s.rules.double_finish == DoubleFinish::OnTheDouble;
            if on_the_double && self.due_in_turn().is_none() {
                // A double nobody can cover needs no cover: the turn ends.
                self.end_turn(sink);
            } else {
                self.s.turn.finishing = true;
            }
        } else if phase == TurnPhase::Free && self.s.rules.swan_drive && self.is_own_train(seat, t) {
            // Swan drive: a turn that starts with a tile on the player's own train may go on.
            self.go_on_swan(t, sink);
        } else {
            self.end_turn(sink);
        }
    }

    /// A tile laid in a swan drive (`phase` `Swan` or `SwanCover`) on line `t`: a double waits
    /// for its cover from the hand, anything else drives on.
    // Rare (a variant): kept out of the hot path.
    #[cold]
    #[inline(never)]
    fn swan_play(&mut self, phase: TurnPhase, tile: Tile, t: usize, sink: &mut impl EventSink) {
        if matches!(phase, TurnPhase::SwanCover { .. }) {
            self.s.turn.swan_cover = None;
            self.go_on_swan(t, sink);
        } else if tile.is_double() {
            self.s.turn.swan_cover = Some(t as u8);
        } else {
            self.go_on_swan(t, sink);
        }
    }

    /// Swan drive: go on clockwise after train slot `from`; the turn ends where no tile of the
    /// hand plays on the next train (or the drive has come round).
    // Rare (a variant, or once a round): kept out of the hot path.
    #[cold]
    #[inline(never)]
    fn go_on_swan(&mut self, from: usize, sink: &mut impl EventSink) {
        self.s.turn.swan_from = Some(from as u8);
        if !self.any_play(TurnPhase::Swan, false) {
            self.end_turn(sink);
        }
    }

    /// A bullet train: the whole hand laid on the player's own train; then every other player
    /// lays what they can on theirs ("finish out their private train by playing as many of their
    /// remaining dominoes as possible"), and the round is over.
    // Rare (a variant, or once a round): kept out of the hot path.
    #[cold]
    #[inline(never)]
    fn bullet(&mut self, seat: Seat, sink: &mut impl EventSink) {
        let Some(chain) = self.bullet_chain() else { return };
        for &tile in &chain.tiles {
            self.lay(seat, tile, TrainId::Personal(seat), sink);
        }
        let others: Vec<Seat> = self.seats_from(seat).filter(|&s| s != seat).collect();
        for s in others {
            let end = self.line(s as usize).end;
            let theirs = crate::rules::chain::best_chain(self.s.hands[s as usize], end, self.s.rules.blanks_wild);
            for &tile in &theirs.tiles {
                self.lay(s, tile, TrainId::Personal(s), sink);
            }
        }
        self.end_round(RoundEnd::Domino { seat }, sink);
    }

    fn draw(&mut self, seat: Seat, sink: &mut impl EventSink) {
        let Some(id) = self.s.boneyard.pop() else { return };
        let tile = id.tile();
        sink.push(Event::Drew { seat, tile: Some(tile) });
        self.s.announced &= !bit(seat);
        if let Some(seek) = self.s.seek {
            let found = match seek {
                Seek::Engine(pip) => tile == Tile(pip, pip),
                Seek::AnyDouble => tile.is_double(),
            };
            if found {
                self.s.on_table.insert(id);
                self.open_station(tile.0);
                // Whoever drew the engine plays the first turn.
                self.s.turn = Turn::new(seat);
                sink.push(Event::EngineOpened { pip: tile.0, by: Some(seat) });
            } else {
                self.give(seat, id);
                let next = self.next_active(seat);
                self.s.turn = Turn::new(next);
                sink.push(Event::TurnEnded { seat, next });
            }
            return;
        }
        self.give(seat, id);
        self.s.turn.drew = true;
        self.s.voids[seat as usize].drawn_since = self.s.voids[seat as usize].drawn_since.saturating_add(1);
    }

    // Rare (a variant, or once a round): kept out of the hot path.
    #[cold]
    #[inline(never)]
    fn penalize(&mut self, seat: Seat, sink: &mut impl EventSink) {
        let LastTile::Announce { penalty } = self.s.rules.last_tile else { return };
        let n = (penalty as usize).min(self.s.boneyard.len());
        sink.push(Event::Penalized { seat, tiles: n as u8 });
        for _ in 0..n {
            if let Some(id) = self.s.boneyard.pop() {
                self.give(seat, id);
                self.s.voids[seat as usize].drawn_since = self.s.voids[seat as usize].drawn_since.saturating_add(1);
                sink.push(Event::Drew { seat, tile: Some(TileId::tile(id)) });
            }
        }
    }

    fn place_marker(&mut self, seat: Seat, sink: &mut impl EventSink) {
        if !self.has_marker(seat) {
            self.s.markers |= bit(seat);
            sink.push(Event::MarkerPlaced { seat });
        }
    }

    /// The turn would end: first ask for the last-tile announcement if one is owed.
    fn end_turn(&mut self, sink: &mut impl EventSink) {
        let seat = self.s.turn.seat;
        let owes_announce =
            matches!(self.s.rules.last_tile, LastTile::Announce { .. }) && self.hand_len(seat) == 1 && !self.has_announced(seat);
        if owes_announce {
            self.s.turn.announce_pending = true;
        } else {
            self.finish_turn(sink);
        }
    }

    fn finish_turn(&mut self, sink: &mut impl EventSink) {
        let seat = self.s.turn.seat;
        // Doubles this turn left uncovered join the open doubles, in the order they were laid.
        let building = self.is_building(seat);
        if building || self.s.turn.n_doubles > 0 {
            self.leave_doubles_open(seat, building, sink);
        }
        if self.s.turn.passed && self.s.turn.placed == 0 {
            self.s.pass_streak = self.s.pass_streak.saturating_add(1);
        } else {
            self.s.pass_streak = 0;
        }
        // Blocked: nothing to draw, a whole turn of the table without a tile laid, and nobody
        // who could play on their next turn (under Celko a player may hold a drawn tile they
        // could not lay on the turn they drew it).
        let lap = self.s.boneyard.is_empty() && self.s.pass_streak as u32 >= self.active_count();
        if lap && !self.someone_could_play() {
            self.end_round(RoundEnd::Blocked, sink);
            return;
        }
        self.next_turn(seat, sink);
    }

    /// The turn of the next seat in play after `seat` begins.
    #[inline(always)]
    fn next_turn(&mut self, seat: Seat, sink: &mut impl EventSink) {
        let next = self.next_active(seat);
        self.s.turn = Turn::new(next);
        self.s.turn_no += 1;
        sink.push(Event::TurnEnded { seat, next });
    }

    /// The turn's end: the doubles `seat` laid this turn (and, `building`, the double its train
    /// was built to) that are still uncovered join the open doubles, in the order they were laid.
    fn leave_doubles_open(&mut self, seat: Seat, building: bool, sink: &mut impl EventSink) {
        let built_on_a_double = building && self.s.trains[seat as usize].ends_in_double;
        if building {
            self.s.building &= !bit(seat);
        }
        let turn = self.s.turn;
        let owed: &[u8] = match self.s.rules.doubles_owed {
            _ if self.s.rules.cover_optional => &[],
            DoublesOwed::Every => turn.doubles(),
            DoublesOwed::LastOfTurn => turn.doubles().last().map_or(&[], std::slice::from_ref),
        };
        let built = built_on_a_double && !self.s.rules.cover_optional;
        let laid = built.then_some(seat).into_iter().chain(owed.iter().copied());
        for t in laid.map(usize::from) {
            if self.line(t).ends_in_double && !self.is_open(t) {
                self.push_open(OpenDouble { train: t as u8, placer: seat });
                sink.push(Event::DoubleOpened { train: TrainId::from_index(t), pip: self.line(t).end });
            }
        }
    }

    /// Whether any seat would have a tile to play if its turn began now (each seat's fresh turn
    /// tried in place, then the turn put back).
    // Rare (a variant, or once a round): kept out of the hot path.
    #[cold]
    #[inline(never)]
    fn someone_could_play(&mut self) -> bool {
        let saved = self.s.turn;
        let seats: Vec<Seat> = self.active_seats().collect();
        let found = seats.into_iter().any(|s| {
            self.s.turn = Turn::new(s);
            let phase = self.derive_phase();
            self.any_play(phase, false)
        });
        self.s.turn = saved;
        found
    }

    // Rare (a variant, or once a round): kept out of the hot path.
    #[cold]
    #[inline(never)]
    fn end_round(&mut self, end: RoundEnd, sink: &mut impl EventSink) {
        self.s.end = Some(end);
        self.s.turn.announce_pending = false;
        self.s.turn.finishing = false;
        sink.push(Event::RoundEnded { end });
    }
}

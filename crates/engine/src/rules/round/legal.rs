//! What may be done now: the turn's phase and the legal actions.
//!
//! After every change the round derives its legal actions once (bit masks of which trains take
//! which tiles: fast). That list is the single source of truth: `check` accepts exactly what it
//! lists; why anything else is refused is `judge`'s (`round/judge.rs`), and a playout counts the
//! list rather than listing it where it can (`round/counted.rs`).

use super::{MEX, Round};
use crate::rules::action::{Action, Seat, TrainId};
use crate::rules::error::RuleError;
use crate::rules::house_rules::{AfterDouble, DoubleFinish, DoubleOrder, DrawRule, MexicanTrain, Opening};
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
    /// Swan drive: after a tile on their own train, the player may lay one tile on each next
    /// public train clockwise (the Mexican train may be skipped), or stop.
    Swan,
    /// Swan drive: the double just laid on `train` is covered from the hand before the drive goes on.
    SwanCover { train: TrainId, pip: Pip },
    /// An ordinary turn: one tile on an eligible train.
    Free,
}

const MEX_BIT: u64 = 1 << MEX;
/// The main trains' slots (the seats' and the Mexican train); sides of doubles come after.
const MAIN_BITS: u64 = (1 << super::TRAIN_SLOTS_USIZE) - 1;

/// Which lines take doubles and which take non-doubles now, as bit masks (bit `MEX` is the
/// Mexican train, bits above it the sides of doubles): how the legal list is derived.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Targets {
    pub(super) singles: u64,
    pub(super) doubles: u64,
    /// The Mexican train, unstarted, may be started only if no other play exists (Celko).
    pub(super) mexican_if_alone: bool,
    /// A double may be laid only with a tile left in hand to cover one of the turn's doubles
    /// (Parsons' second double).
    pub(super) doubles_need_cover: bool,
    /// Swan drive: a double may be laid only with a tile left in hand to cover it.
    pub(super) swan_double_needs_cover: bool,
}

/// Whether every open line takes its whole row (an ordinary turn): main trains only, doubles
/// and not alike, a double allowed as the last tile.
#[inline(always)]
pub(super) fn whole_rows(targets: Targets, no_double_out: bool) -> bool {
    ((targets.singles | targets.doubles) & !MAIN_BITS == 0) & (targets.singles == targets.doubles) & !no_double_out
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
    #[inline]
    pub fn legal(&self) -> &[Action] {
        debug_assert_eq!(self.rows, super::HandRows::of(&self.s.hands), "the hands' rows are stale");
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
        self.refresh_turn();
        self.relist();
    }

    /// The cached phase and targets derived again (a playout stops here where it can count).
    #[inline(always)]
    pub(super) fn refresh_turn(&mut self) {
        self.phase = self.derive_phase();
        self.targets = self.targets(self.s.turn.seat, self.phase);
    }

    /// The legal list derived again in the cached phase, keeping its memory.
    #[inline]
    pub(super) fn relist(&mut self) {
        let mut legal = std::mem::take(&mut self.legal);
        self.derive_legal_into(self.targets, &mut legal);
        self.legal = legal;
    }

    /// Work out the phase from the state (cached in `self.phase` after every change).
    pub(super) fn derive_phase(&self) -> TurnPhase {
        // Most turns first, in one test.
        if self.plainly_free() {
            return TurnPhase::Free;
        }
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
        if let Some(t) = self.s.turn.swan_cover {
            let t = t as usize;
            return TurnPhase::SwanCover { train: TrainId::from_index(t), pip: self.line(t).end };
        }
        if self.s.turn.swan_from.is_some() {
            return TurnPhase::Swan;
        }
        if self.s.turn.finishing
            && let Some(t) = self.due_in_turn()
        {
            return TurnPhase::Finish { due: TrainId::from_index(t), pip: self.line(t).end };
        }
        if self.s.turn.placed == 0
            && let Some(od) = self.due_open_double()
        {
            let t = od.train as usize;
            return TurnPhase::Restricted { train: TrainId::from_index(t), pip: self.line(t).end };
        }
        TurnPhase::Free
    }

    /// Whether the round is in plain play: not over, not seeking the engine, nobody building,
    /// and the turn owes nothing (no announcement, no swan drive, no tile after its own double).
    /// One test (`&`, not `&&`: one branch, not seven to mispredict).
    #[inline(always)]
    fn nothing_under_way(&self) -> bool {
        let turn = &self.s.turn;
        self.s.end.is_none()
            & self.s.seek.is_none()
            & (self.s.building == 0)
            & !turn.announce_pending
            & turn.swan_cover.is_none()
            & turn.swan_from.is_none()
            & !turn.finishing
    }

    /// Whether nothing is under way and no double is owed: the phase is `Free`.
    #[inline(always)]
    pub(super) fn plainly_free(&self) -> bool {
        let turn = &self.s.turn;
        self.nothing_under_way() & !((turn.placed == 0) & (self.s.n_open > 0))
    }

    /// The phase of a turn just begun (nothing laid or drawn in it, nothing under way), without
    /// the questions of a turn under way: `Free`, or `Restricted` where a double left open by an
    /// earlier turn is owed. `None` where the round is not in plain play (over, seeking the
    /// engine, building, a last tile to announce).
    #[inline(always)]
    pub(super) fn fresh_turn_phase(&self) -> Option<TurnPhase> {
        let turn = &self.s.turn;
        if !(self.nothing_under_way() & (turn.placed == 0) & !turn.drew) {
            return None;
        }
        let due = if self.s.n_open == 0 { None } else { self.due_open_double() };
        let phase = match due {
            Some(od) => {
                let t = od.train as usize;
                TurnPhase::Restricted { train: TrainId::from_index(t), pip: self.line(t).end }
            }
            None => TurnPhase::Free,
        };
        debug_assert_eq!(phase, self.derive_phase(), "a fresh turn's phase");
        Some(phase)
    }

    /// The open double (from earlier turns) that must be covered now, if any.
    pub(super) fn due_open_double(&self) -> Option<super::OpenDouble> {
        let n = self.s.n_open as usize;
        if n == 0 {
            return None;
        }
        let releases = self.s.rules.exhausted_double_releases;
        if !releases {
            // Every open double is due: the oldest or the newest.
            return Some(match self.s.rules.double_order {
                DoubleOrder::OldestFirst => self.s.open[0],
                DoubleOrder::NewestFirst => self.s.open[n - 1],
            });
        }
        let mut due = self.open_doubles().filter(|o| !releases || self.coverable(self.line(o.train as usize).end));
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
            let train = self.line(t);
            train.ends_in_double && !(on_double && releases && !self.coverable(train.end))
        });
        match self.s.rules.double_order {
            DoubleOrder::OldestFirst => due.next(),
            DoubleOrder::NewestFirst => due.next_back(),
        }
    }

    /// Whether `seat` may play on train `t` in an unrestricted turn. `Ok(true)`: only if it has
    /// no other play (starting the Mexican train under Celko's rule).
    pub(super) fn eligible(&self, seat: Seat, t: usize) -> Result<bool, RuleError> {
        // A side is open to whoever may play on the train of its double.
        let t = self.main_slot(t);
        if t == MEX {
            if self.line(MEX).len > 0 {
                return Ok(false);
            }
            return match self.s.rules.mexican {
                MexicanTrain::Off => Err(RuleError::NoMexicanTrain),
                MexicanTrain::Anytime => Ok(false),
                MexicanTrain::AfterOwnTrain => {
                    if self.line(seat as usize).len > 0 {
                        Ok(false)
                    } else {
                        Err(RuleError::MexicanAfterOwnTrain)
                    }
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

    /// Swan drive: the train slots the drive may play on next — the next public train clockwise
    /// after the last one played on (and, when that is the Mexican train, which may be skipped,
    /// the one after it too). Empty once it has come round to the player's own train.
    // Rare (a variant, or once a round): kept out of the hot path.
    #[cold]
    #[inline(never)]
    pub(super) fn swan_targets(&self, seat: Seat) -> u64 {
        let Some(from) = self.s.turn.swan_from else { return 0 };
        let n = self.s.rules.seats as usize;
        // Clockwise from the player's seat: the other seats, with the Mexican train between
        // the last seat and the first.
        let order = ((seat as usize + 1)..n).chain(std::iter::once(MEX)).chain(0..seat as usize);
        let mut after_from = from as usize == seat as usize || self.is_own_train(seat, from as usize);
        let mut mask = 0;
        for t in order {
            if !after_from {
                after_from = t == from as usize;
                continue;
            }
            let exists = if t == MEX { self.s.rules.mexican != MexicanTrain::Off } else { self.is_active(t as Seat) };
            if !exists || self.is_own_train(seat, t) || self.eligible(seat, t).is_err() {
                continue;
            }
            mask |= 1 << t;
            if t != MEX {
                break;
            }
        }
        mask
    }

    /// Train slots `seat` may play on in an unrestricted turn, and whether the Mexican train
    /// among them may only be started as the sole play. Bit ops for what `eligible` explains.
    fn eligible_mask(&self, seat: Seat) -> (u64, bool) {
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
        let mut mask = ((super::bit(seat) | partner | public) & self.s.active) as u64;
        let mut alone = false;
        let mexican_started = self.line(MEX).len > 0;
        match self.s.rules.mexican {
            MexicanTrain::Off => {}
            _ if mexican_started => mask |= MEX_BIT,
            MexicanTrain::Anytime => mask |= MEX_BIT,
            MexicanTrain::AfterOwnTrain => {
                if self.line(seat as usize).len > 0 {
                    mask |= MEX_BIT;
                }
            }
            MexicanTrain::WhenNoOtherPlay => {
                mask |= MEX_BIT;
                alone = true;
            }
        }
        // A side of a double is open to whoever may play on its train.
        for (k, side) in self.s.sides.iter().enumerate() {
            if mask & (1 << side.main) != 0 {
                mask |= 1 << (super::TRAIN_SLOTS_USIZE + k);
            }
        }
        (mask, alone)
    }

    /// Lines whose end is a double.
    fn double_ends(&self) -> u64 {
        let mains = self.s.trains.iter().enumerate().map(|(i, t)| (i, t.ends_in_double));
        let sides = self.s.sides.iter().enumerate().map(|(k, s)| (super::TRAIN_SLOTS_USIZE + k, s.line.ends_in_double));
        mains.chain(sides).fold(0, |m, (i, d)| if d { m | 1 << i } else { m })
    }

    // Inlined: returned through memory, its flags were read back before their stores landed.
    #[inline(always)]
    pub(super) fn targets(&self, seat: Seat, phase: TurnPhase) -> Targets {
        // The common case first, as a plain branch: random play makes a jump table mispredict.
        if phase == TurnPhase::Free {
            let (eligible, alone) = self.eligible_mask(seat);
            return Targets { singles: eligible, doubles: eligible, mexican_if_alone: alone, ..Targets::default() };
        }
        match phase {
            TurnPhase::Over | TurnPhase::SeekEngine | TurnPhase::Announce => Targets::default(),
            TurnPhase::Build => Targets { singles: 1 << seat, doubles: 1 << seat, ..Targets::default() },
            TurnPhase::Restricted { train, .. } => {
                let blocked = self.s.turn.drew && !self.s.rules.drawn_tile_may_cover;
                Targets { singles: if blocked { 0 } else { 1 << train.index() }, ..Targets::default() }
            }
            TurnPhase::Finish { due, .. } => {
                let (eligible, alone) = self.eligible_mask(seat);
                let due_bit = 1 << due.index();
                let doubles = if self.may_lay_another_double() { eligible } else { 0 };
                let singles = match self.s.rules.double_finish {
                    _ if self.must_cover_own_double() => self.turn_doubles_mask(),
                    DoubleFinish::OnTheDouble => due_bit,
                    DoubleFinish::DueDoubleOrPlainEnd => due_bit | (eligible & !self.double_ends()),
                    DoubleFinish::Anywhere => due_bit | eligible,
                };
                let doubles_need_cover = self.s.rules.second_double_needs_cover;
                Targets { singles, doubles, mexican_if_alone: alone, doubles_need_cover, ..Targets::default() }
            }
            TurnPhase::Swan => {
                let next = self.swan_targets(seat);
                Targets { singles: next, doubles: next, swan_double_needs_cover: true, ..Targets::default() }
            }
            TurnPhase::SwanCover { train, .. } => Targets { singles: 1 << train.index(), ..Targets::default() },
            TurnPhase::Free => {
                let (eligible, alone) = self.eligible_mask(seat);
                Targets { singles: eligible, doubles: eligible, mexican_if_alone: alone, ..Targets::default() }
            }
        }
    }

    /// Whether this turn may lay one more double (the doubles-a-turn limit).
    pub(super) fn may_lay_another_double(&self) -> bool {
        self.s.turn.n_doubles < self.s.rules.doubles_per_turn.most()
    }

    /// Parsons: after a second double, the tile from the hand must cover one of the turn's doubles.
    pub(super) fn must_cover_own_double(&self) -> bool {
        self.s.rules.second_double_needs_cover && self.s.turn.n_doubles >= 2
    }

    /// Train slots on which this turn laid a double that is still uncovered.
    pub(super) fn turn_doubles_mask(&self) -> u64 {
        self.s.turn.doubles().iter().filter(|&&t| self.line(t as usize).ends_in_double).fold(0u64, |m, &t| m | 1 << t)
    }

    /// Parsons: a second double may be laid only if, after it, the hand still holds a tile that
    /// covers one of the turn's doubles (or the double is the last tile).
    fn holds_cover_after(&self, hand: TileSet, double: Tile) -> bool {
        let rest = hand.minus(TileSet::doubles());
        if hand.len() == 1 {
            return true;
        }
        let turn_pips = self.s.turn.doubles().iter().filter(|&&t| self.line(t as usize).ends_in_double).map(|&t| self.line(t as usize).end);
        std::iter::once(double.0).chain(turn_pips).any(|p| !self.matching(rest, p).is_empty())
    }

    /// Whether the tile after the mover's own double may be left unplayed (the turn may end).
    pub(super) fn finish_optional(&self) -> bool {
        self.s.rules.after_double == AfterDouble::MayPlay || self.s.rules.cover_optional
    }

    /// Whether the mover may not lay a double now because it would be their last tile.
    pub(super) fn no_double_out(&self, hand: TileSet) -> bool {
        !self.s.rules.end_on_double && hand.len() == 1
    }

    /// Tiles of the mover's hand that `targets` lets onto train slot `t`.
    #[inline(always)]
    pub(super) fn candidates(&self, targets: Targets, hand: TileSet, no_double_out: bool, t: usize, end: Pip) -> TileSet {
        let mut candidates = self.matching(hand, end);
        if targets.doubles & (1 << t) == 0 || no_double_out {
            candidates = candidates.minus(TileSet::doubles());
        }
        if targets.singles & (1 << t) == 0 {
            candidates = candidates.and(TileSet::doubles());
        }
        if targets.doubles_need_cover || targets.swan_double_needs_cover {
            for d in candidates.and(TileSet::doubles()).iter() {
                if !self.double_allowed(targets, hand, d.tile()) {
                    candidates.remove(d);
                }
            }
        }
        candidates
    }

    /// Whether a double may be laid under the cover conditions of `targets`.
    pub(super) fn double_allowed(&self, targets: Targets, hand: TileSet, double: Tile) -> bool {
        let parsons = !targets.doubles_need_cover || self.holds_cover_after(hand, double);
        let swan =
            !targets.swan_double_needs_cover || hand.len() == 1 || !self.matching(hand.minus(TileSet::doubles()), double.0).is_empty();
        parsons && swan
    }

    /// Tiles of `hand` that can touch an end showing `end`.
    #[inline]
    pub(super) fn matching(&self, hand: TileSet, end: Pip) -> TileSet {
        if self.s.rules.blanks_wild {
            if end == 0 { hand } else { hand.and(TileSet::with_pip(end).or(TileSet::with_pip(0))) }
        } else {
            hand.and(TileSet::with_pip(end))
        }
    }

    pub(super) fn touches(&self, x: Pip, end: Pip) -> bool {
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

    /// Every legal play for the seat to move, in stable order: by train (seats, then Mexican, then
    /// the sides of doubles), then by tile id, then touching end high first.
    fn plays_into(&self, targets: Targets, out: &mut Vec<Action>) {
        let seat = self.s.turn.seat;
        let hand = self.s.hands[seat as usize];
        let no_double_out = self.no_double_out(hand);
        let first = out.len();
        let mut trains = targets.singles | targets.doubles;
        // Starting the Mexican train only as the sole play: look at every other line first.
        let mexican_last = targets.mexican_if_alone && trains & MEX_BIT != 0;
        if mexican_last {
            trains &= !MEX_BIT;
        }
        // The main trains first, read directly (the common case), then the sides of doubles.
        let mut mains = trains & MAIN_BITS;
        while mains != 0 {
            let t = mains.trailing_zeros() as usize;
            mains &= mains - 1;
            let train = if t == MEX { TrainId::Mexican } else { TrainId::Personal(t as Seat) };
            self.plays_on(targets, hand, no_double_out, (t, train, self.s.trains[t].end), out);
        }
        let mut sides = trains & !MAIN_BITS;
        while sides != 0 {
            let t = sides.trailing_zeros() as usize;
            sides &= sides - 1;
            self.plays_on(targets, hand, no_double_out, (t, TrainId::from_index(t), self.line(t).end), out);
        }
        if mexican_last && out.len() == first {
            self.plays_on(targets, hand, no_double_out, (MEX, TrainId::Mexican, self.s.trains[MEX].end), out);
        }
    }

    /// Whether a train built before the turns begin must go on while a tile fits: under "build
    /// as long as a tile fits" (Galt), and always in the fast game, where everyone "makes their
    /// own train as long as possible" before turns begin (the Wikipedia article's fast game).
    pub(super) fn builds_while_it_can(&self) -> bool {
        self.s.rules.build_while_you_can || self.s.rules.opening == Opening::Fast
    }

    /// Whether the mover has any legal play (optionally not counting the Mexican train).
    pub(super) fn any_play(&self, phase: TurnPhase, skip_mexican: bool) -> bool {
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
            if !self.candidates(targets, hand, no_double_out, t, self.line(t).end).is_empty() {
                return true;
            }
        }
        false
    }

    pub(super) fn can_draw(&self, phase: TurnPhase) -> Result<(), RuleError> {
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

    pub(super) fn derive_legal(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.derive_legal_into(self.targets(self.s.turn.seat, self.phase), &mut out);
        out
    }

    /// The legal list in the cached phase, whose `targets` are given (derived with the phase).
    pub(super) fn derive_legal_into(&self, targets: Targets, out: &mut Vec<Action>) {
        out.clear();
        let phase = self.phase;
        if (matches!(phase, TurnPhase::Finish { .. }) && self.finish_optional()) || phase == TurnPhase::Swan {
            self.plays_into(targets, out);
            out.push(Action::EndTurn);
            return;
        }
        if matches!(phase, TurnPhase::Free | TurnPhase::Restricted { .. } | TurnPhase::Finish { .. } | TurnPhase::SwanCover { .. }) {
            self.plays_into(targets, out);
            if out.is_empty() {
                out.push(if self.can_draw(phase).is_ok() { Action::Draw } else { Action::Pass });
            }
            if phase == TurnPhase::Free && self.s.rules.bullet_train && self.bullet_chain().is_some() {
                out.push(Action::Bullet);
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
                self.plays_into(targets, out);
                let may_stop = self.s.turn.placed > 0 && !self.builds_while_it_can();
                if may_stop || out.is_empty() {
                    out.push(Action::EndTurn);
                }
            }
            _ => {
                self.plays_into(targets, out);
                if out.is_empty() {
                    out.push(if self.can_draw(phase).is_ok() { Action::Draw } else { Action::Pass });
                }
            }
        }
    }

    /// Whether line `t` is (on) `seat`'s own train (or its partner's).
    #[inline]
    pub(super) fn is_own_train(&self, seat: Seat, t: usize) -> bool {
        let t = self.main_slot(t);
        // Without branches (where a tile goes follows the dice, and this is asked of every
        // play): the partner across the table found without a division.
        let (seats, across) = (self.s.rules.seats as usize, seat as usize + self.s.rules.seats as usize / 2);
        let partner = if across >= seats { across - seats } else { across };
        debug_assert!(!self.s.rules.partnerships || self.s.rules.partner(seat) == Some(partner as Seat));
        (t == seat as usize) | (self.s.rules.partnerships & (t == partner))
    }
}

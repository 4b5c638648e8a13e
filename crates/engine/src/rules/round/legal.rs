//! What may be done now: the turn's phase, the legal actions, and why anything else is not.
//!
//! After every change the round derives its legal actions once (bit masks of which trains take
//! which tiles: fast). That list is the single source of truth: `check` accepts exactly what it
//! lists. When an action is refused, `judge` walks the rules one by one to say why; debug builds
//! assert that `judge` agrees with the list on every check (the property tests try them all).

use super::{MEX, Round};
use crate::rules::action::{Action, Seat, TrainId};
use crate::rules::error::RuleError;
use crate::rules::house_rules::{AfterDouble, DoubleFinish, DoubleOrder, DoublesPerTurn, DrawRule, MexicanTrain, Opening};
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

const MEX_BIT: u64 = 1 << MEX;
/// The main trains' slots (the seats' and the Mexican train); sides of doubles come after.
const MAIN_BITS: u64 = (1 << super::TRAIN_SLOTS_USIZE) - 1;

/// Which lines take doubles and which take non-doubles now, as bit masks (bit `MEX` is the
/// Mexican train, bits above it the sides of doubles): how the legal list is derived.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Targets {
    singles: u64,
    doubles: u64,
    /// The Mexican train, unstarted, may be started only if no other play exists (Celko).
    mexican_if_alone: bool,
    /// A double may be laid only with a tile left in hand to cover one of the turn's doubles
    /// (Parsons' second double).
    doubles_need_cover: bool,
    /// Swan drive: a double may be laid only with a tile left in hand to cover it.
    swan_double_needs_cover: bool,
}

/// The number of plays in a row (its bits: tiles up to double-18 fit in 19): a table of 10
/// bits, as the baseline x86-64 has no popcount instruction (`count_ones` takes a dozen steps).
#[inline(always)]
pub(super) fn plays_in(row: u32) -> u32 {
    const BITS: [u8; 1024] = {
        let mut t = [0u8; 1024];
        let mut i = 1;
        while i < 1024 {
            t[i] = t[i >> 1] + (i & 1) as u8;
            i += 1;
        }
        t
    };
    debug_assert!(row < 1 << 20);
    (BITS[(row & 0x3ff) as usize] + BITS[(row >> 10 & 0x3ff) as usize]) as u32
}

/// The position of the `i`-th set bit of `row` (`i` below its count): two table reads, no loop.
#[inline(always)]
pub(super) fn nth_bit(row: u32, i: u32) -> u32 {
    /// `NTH[v][j]`: the position of the `j`-th set bit of the 10-bit `v`.
    const NTH: [[u8; 10]; 1024] = {
        let mut t = [[0u8; 10]; 1024];
        let mut v = 0;
        while v < 1024 {
            let (mut j, mut b) = (0, 0);
            while b < 10 {
                if v >> b & 1 == 1 {
                    t[v][j] = b as u8;
                    j += 1;
                }
                b += 1;
            }
            v += 1;
        }
        t
    };
    let low = row & 0x3ff;
    let in_low = plays_in(low);
    let high = i >= in_low;
    // The half that holds it, and its place among that half's bits.
    let half = if high { row >> 10 & 0x3ff } else { low };
    let j = if high { i - in_low } else { i };
    debug_assert!(j < 10 && plays_in(half) > j);
    NTH[half as usize][j as usize] as u32 + 10 * high as u32
}

/// Whether every open line takes its whole row (an ordinary turn): main trains only, doubles
/// and not alike, a double allowed as the last tile.
#[inline(always)]
fn whole_rows(targets: Targets, no_double_out: bool) -> bool {
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

    /// Whether `seat` may play on train `t` in an unrestricted turn. `Ok(true)`: only if it has
    /// no other play (starting the Mexican train under Celko's rule).
    fn eligible(&self, seat: Seat, t: usize) -> Result<bool, RuleError> {
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
    fn may_lay_another_double(&self) -> bool {
        self.s.turn.n_doubles < self.s.rules.doubles_per_turn.most()
    }

    /// Parsons: after a second double, the tile from the hand must cover one of the turn's doubles.
    fn must_cover_own_double(&self) -> bool {
        self.s.rules.second_double_needs_cover && self.s.turn.n_doubles >= 2
    }

    /// Train slots on which this turn laid a double that is still uncovered.
    fn turn_doubles_mask(&self) -> u64 {
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
    fn candidates(&self, targets: Targets, hand: TileSet, no_double_out: bool, t: usize, end: Pip) -> TileSet {
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
    fn double_allowed(&self, targets: Targets, hand: TileSet, double: Tile) -> bool {
        let parsons = !targets.doubles_need_cover || self.holds_cover_after(hand, double);
        let swan =
            !targets.swan_double_needs_cover || hand.len() == 1 || !self.matching(hand.minus(TileSet::doubles()), double.0).is_empty();
        parsons && swan
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

    /// Whether the legal list is plays the hand's rows tell (`rows_tell`), or a draw or a pass
    /// where there is none: an ordinary turn, a double owed from an earlier turn, or the tile
    /// owed after one's own double where it must be played. Then a playout counts the list and
    /// finds the chosen action in the rows (`count_plays`, `nth_play`) instead of listing it.
    #[inline(always)]
    pub(super) fn countable(&self) -> bool {
        let (phase, targets) = (self.phase, self.targets);
        let plays_then_draw = match phase {
            TurnPhase::Free => !self.s.rules.bullet_train,
            TurnPhase::Restricted { .. } => true,
            TurnPhase::Finish { .. } => !self.finish_optional(),
            _ => false,
        };
        plays_then_draw && self.rows_tell(targets) && !targets.mexican_if_alone
    }

    /// Where `countable`: how many plays the mover has, counted from the hand's rows (0: the
    /// legal list holds a draw or a pass).
    #[inline(always)]
    pub(super) fn count_plays(&self) -> u32 {
        let targets = self.targets;
        let seat = self.s.turn.seat as usize;
        let no_double_out = self.no_double_out(self.s.hands[seat]);
        debug_assert!(self.rows.counts[seat].iter().zip(&self.rows.rows[seat]).all(|(&c, &r)| c as u32 == r.count_ones()));
        let lines = targets.singles | targets.doubles;
        if whole_rows(targets, no_double_out) {
            // An ordinary turn: each open train takes every tile of its row. Every main train
            // read, open or not (masked): as many steps each turn, no loop exit to mispredict.
            let counts = &self.rows.counts[seat];
            let trains = &self.s.trains;
            let count = |t: usize| counts[trains[t].end as usize] as u32 & (((lines >> t) & 1) as u32).wrapping_neg();
            let mut plays = count(MEX);
            for t in 0..self.s.rules.seats as usize {
                plays += count(t);
            }
            return plays;
        }
        let mut plays = 0;
        let mut rest = lines;
        while rest != 0 {
            let t = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            plays += self.row_on(targets, no_double_out, t, self.line(t).end).1;
        }
        plays
    }

    /// Where `countable`: the `index`-th play (below `count_plays`) in the legal list's order —
    /// by line (the main trains, then the sides), then by tile id — as its tile, turned to touch
    /// the end, and its line. `None` past the last.
    #[inline(always)]
    pub(super) fn nth_play(&self, index: u32) -> Option<(Tile, usize)> {
        let targets = self.targets;
        let seat = self.s.turn.seat as usize;
        let no_double_out = self.no_double_out(self.s.hands[seat]);
        let mut i = index;
        let mut rest = targets.singles | targets.doubles;
        if whole_rows(targets, no_double_out) {
            // An ordinary turn: each open train's whole row. Every open train is read and the
            // one the index falls in kept by a select, not a loop exit: which train a random
            // index falls in is a coin's toss to the branch predictor. Past it, `i` has wrapped
            // round and no later row is below it.
            let (rows, counts) = (&self.rows.rows[seat], &self.rows.counts[seat]);
            let (mut hit, mut hit_end, mut hit_i) = (usize::MAX, 0, 0);
            while rest != 0 {
                let t = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let end = self.s.trains[t].end;
                let n = counts[end as usize] as u32;
                if i < n {
                    (hit, hit_end, hit_i) = (t, end, i);
                }
                i = i.wrapping_sub(n);
            }
            if hit == usize::MAX {
                return None;
            }
            return Some((Tile(hit_end, nth_bit(rows[hit_end as usize], hit_i) as Pip), hit));
        }
        while rest != 0 {
            let t = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let end = self.line(t).end;
            let (row, n) = self.row_on(targets, no_double_out, t, end);
            if i < n {
                return Some((Tile(end, nth_bit(row, i) as Pip), t));
            }
            i -= n;
        }
        None
    }

    /// Whether the plays `targets` allow are the hand's rows (`row_on`): the common case, where
    /// no tile plays both ways round (wild blanks) and no double waits on what else is in hand.
    #[inline(always)]
    pub(super) fn rows_tell(&self, targets: Targets) -> bool {
        !self.s.rules.blanks_wild && !targets.doubles_need_cover && !targets.swan_double_needs_cover
    }

    /// Where `rows_tell`: the plays onto line `t` (its open end showing `end`) as the mover's row
    /// for `end` (bit `q` for the tile `end|q`, already turned to touch it), in tile-id order —
    /// the tiles `candidates` gives — and how many they are.
    #[inline(always)]
    pub(super) fn row_on(&self, targets: Targets, no_double_out: bool, t: usize, end: Pip) -> (u32, u32) {
        let seat = self.s.turn.seat as usize;
        let full = self.rows.rows[seat][end as usize];
        let count = self.rows.counts[seat][end as usize] as u32;
        let double = 1u32 << end;
        // Without branches (random play makes them mispredict): all ones where allowed.
        let doubles_ok = (((targets.doubles >> t) & 1 == 1) & !no_double_out) as u32;
        let singles_ok = ((targets.singles >> t) & 1) as u32;
        let keep = (doubles_ok.wrapping_neg() & double) | (singles_ok.wrapping_neg() & !double);
        // The plays counted from the row's count: the double's bit, and the rest.
        let has_double = (full >> end) & 1;
        (full & keep, singles_ok * (count - has_double) + doubles_ok * has_double)
    }

    /// The plays onto line `t` (the train `train`, its open end showing `end`) that `targets`
    /// allow.
    #[inline(always)]
    fn plays_on(
        &self,
        targets: Targets,
        hand: TileSet,
        no_double_out: bool,
        (t, train, end): (usize, TrainId, Pip),
        out: &mut Vec<Action>,
    ) {
        if self.rows_tell(targets) {
            let (mut row, _) = self.row_on(targets, no_double_out, t, end);
            while row != 0 {
                let other = row.trailing_zeros() as Pip;
                row &= row - 1;
                out.push(Action::Play { tile: Tile(end, other), train });
            }
            return;
        }
        let candidates = self.candidates(targets, hand, no_double_out, t, end);
        if candidates.is_empty() {
            return;
        }
        if !self.s.rules.blanks_wild {
            // Exactly one way round: the end that matches touches.
            for id in candidates.iter() {
                let tile = id.tile();
                let tile = if tile.0 == end { tile } else { tile.flipped() };
                out.push(Action::Play { tile, train });
            }
            return;
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

    /// Whether a train built before the turns begin must go on while a tile fits: under "build
    /// as long as a tile fits" (Galt), and always in the fast game, where everyone "makes their
    /// own train as long as possible" before turns begin (the Wikipedia article's fast game).
    fn builds_while_it_can(&self) -> bool {
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

    /// This position as `seat`'s turn would begin on it: nothing laid or drawn this turn, and
    /// the round not over (to ask what `seat` could do next).
    pub fn as_turn_of(&self, seat: Seat) -> Round {
        let mut probe = self.clone();
        probe.s.turn = super::Turn::new(seat);
        probe.s.end = None;
        probe.refresh();
        probe
    }

    /// Whether `seat` would have a tile to play if its turn began now.
    pub fn could_play_on_next_turn(&self, seat: Seat) -> bool {
        self.is_active(seat) && self.as_turn_of(seat).legal().iter().any(|a| matches!(a, Action::Play { .. }))
    }

    /// Tiles the mover would surely have a play with now, had they held one (any unplayed tile
    /// matching a line the rules open to them). Doubles count only where holding one alone would
    /// do (no cover or going-out conditions). What a fruitless draw or a pass tells the others.
    pub(super) fn playable_tiles(&self) -> TileSet {
        debug_assert_eq!(self.targets, self.targets(self.s.turn.seat, self.phase), "the cached targets are stale");
        let targets = self.targets;
        let unplayed = TileSet::full(self.s.rules.set).minus(self.s.on_table);
        let doubles_conditional = targets.doubles_need_cover || targets.swan_double_needs_cover || !self.s.rules.end_on_double;
        let doubles = if doubles_conditional { 0 } else { targets.doubles };
        if !self.s.rules.blanks_wild & ((doubles == targets.singles) | (doubles == 0)) {
            // Each line takes every tile that shows its end's number (no double where no line
            // takes one): the numbers at the ends, their tiles read at once.
            let (mut lines, mut ends) = (targets.singles, 0u32);
            while lines != 0 {
                ends |= 1 << self.line(lines.trailing_zeros() as usize).end;
                lines &= lines - 1;
            }
            let mut fits = TileSet::with_pips(ends);
            if doubles == 0 {
                fits = fits.minus(TileSet::doubles());
            }
            let out = unplayed.and(fits);
            debug_assert_eq!(out, self.playable_tiles_by_line(unplayed, doubles_conditional));
            return out;
        }
        self.playable_tiles_by_line(unplayed, doubles_conditional)
    }

    /// `playable_tiles` line by line, each line's tiles as its targets let them on.
    fn playable_tiles_by_line(&self, unplayed: TileSet, doubles_conditional: bool) -> TileSet {
        let targets = self.targets;
        let mut lines = targets.singles | targets.doubles;
        let mut out = TileSet::EMPTY;
        while lines != 0 {
            let t = lines.trailing_zeros() as usize;
            lines &= lines - 1;
            let fits = self.matching(unplayed, self.line(t).end);
            if targets.singles & (1 << t) != 0 {
                out = out.or(fits.minus(TileSet::doubles()));
            }
            if targets.doubles & (1 << t) != 0 && !doubles_conditional {
                out = out.or(fits.and(TileSet::doubles()));
            }
        }
        out
    }

    /// The chain that lays the mover's whole hand on their own train, if the bullet train is on
    /// and there is one (a last double only where a round may end on a double).
    // Rare (a variant, or once a round): kept out of the hot path.
    #[cold]
    #[inline(never)]
    pub fn bullet_chain(&self) -> Option<crate::rules::chain::Chain> {
        let seat = self.s.turn.seat;
        if !self.s.rules.bullet_train || self.s.turn.placed > 0 || self.s.turn.drew {
            return None;
        }
        let hand = self.s.hands[seat as usize];
        let chain = crate::rules::chain::best_chain(hand, self.line(seat as usize).end, self.s.rules.blanks_wild);
        let whole = chain.len() == hand.len() && !hand.is_empty();
        (whole && (self.s.rules.end_on_double || !chain.ends_on_double())).then_some(chain)
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

//! What a round shows: the seats, the turn, the hands' sizes, the trains and their tiles, the
//! markers, the open doubles, and the scores once it is over. Reading only.

use super::*;

impl Round {
    /// Active seats clockwise starting at `from`.
    pub(super) fn seats_from(&self, from: Seat) -> impl Iterator<Item = Seat> + '_ {
        let n = self.s.rules.seats;
        (0..n).map(move |i| (from + i) % n).filter(move |&s| self.is_active(s))
    }

    #[inline]
    pub fn rules(&self) -> &RoundRules {
        &self.s.rules
    }

    /// Whether `seat` is dealt in this round (not eliminated).
    #[inline]
    pub fn is_active(&self, seat: Seat) -> bool {
        (seat as usize) < self.s.rules.seats as usize && self.s.active & bit(seat) != 0
    }

    /// The seats playing this round, a bit each (seat 0 the lowest).
    #[inline]
    pub fn active_mask(&self) -> u16 {
        self.s.active & ((1u32 << self.s.rules.seats) - 1) as u16
    }

    #[inline]
    pub fn active_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.s.rules.seats).filter(move |&s| self.is_active(s))
    }

    /// The hub double's pip, once the station is open.
    #[inline]
    pub fn engine(&self) -> Option<Pip> {
        self.s.engine
    }

    /// The seat the starter rule designated for this round (rotation goes on from it).
    #[inline]
    pub fn designated(&self) -> Seat {
        self.s.designated
    }

    /// The seat whose turn it was when the round began (after an engine found in the deal was
    /// placed). In a record this is `first`.
    #[inline]
    pub fn first(&self) -> Seat {
        self.s.first
    }

    /// The seat to act.
    #[inline]
    pub fn to_move(&self) -> Seat {
        self.s.turn.seat
    }

    #[inline]
    pub fn turn(&self) -> &Turn {
        &self.s.turn
    }

    /// Turns completed so far.
    #[inline]
    pub fn turn_number(&self) -> u32 {
        self.s.turn_no
    }

    #[inline]
    pub fn is_over(&self) -> bool {
        self.s.end.is_some()
    }

    /// How the round ended, once it has.
    #[inline]
    pub fn end(&self) -> Option<RoundEnd> {
        self.s.end
    }

    #[inline]
    pub fn hand(&self, seat: Seat) -> TileSet {
        self.s.hands.get(seat as usize).copied().unwrap_or_default()
    }

    #[inline]
    pub fn hand_len(&self, seat: Seat) -> usize {
        let n = self.rows.lens.get(seat as usize).map_or(0, |&n| n as usize);
        debug_assert_eq!(n, self.hand(seat).len());
        n
    }

    #[inline]
    pub fn boneyard_len(&self) -> usize {
        self.s.boneyard.len()
    }

    /// The boneyard in draw order (first is drawn next). Hidden information.
    #[inline]
    pub fn boneyard(&self) -> impl Iterator<Item = Tile> + '_ {
        self.s.boneyard.iter().rev().map(|id| id.tile())
    }

    /// Every tile on the table, engine included.
    #[inline]
    pub fn on_table(&self) -> TileSet {
        self.s.on_table
    }

    /// A train's (or a side's) state; an unknown side reads as unstarted.
    #[inline]
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
    #[inline]
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
    #[inline]
    pub fn sides(&self) -> impl Iterator<Item = (TrainId, Side)> + '_ {
        self.s.sides.iter().enumerate().map(|(k, s)| (TrainId::Side(k as u8), *s))
    }

    /// Open two sides on the double that ended line `t` (`double`: the line before it was
    /// covered).
    // Rare (a variant, or once a round): kept out of the hot path.
    #[cold]
    #[inline(never)]
    pub(super) fn open_sides(&mut self, t: usize, double: Train, placer: Seat) -> [Option<TrainId>; 2] {
        let mut out = [None, None];
        for (i, left) in [true, false].into_iter().enumerate() {
            if self.s.sides.len() >= MAX_SIDES {
                break;
            }
            let side = Side {
                main: self.main_slot(t) as u8,
                parent: t as u8,
                at: double.len.saturating_sub(1),
                left,
                line: Train { end: double.end, len: 0, ends_in_double: true },
            };
            self.s.sides.push(side);
            let id = TrainId::Side((self.s.sides.len() - 1) as u8);
            if self.s.rules.branching == crate::rules::house_rules::Branching::ThreeCovers {
                self.push_open(OpenDouble { train: id.index() as u8, placer });
            }
            out[i] = Some(id);
        }
        out
    }

    /// The trains in play: each active seat's, then the Mexican train if the rules have one.
    #[inline]
    pub fn trains(&self) -> impl Iterator<Item = TrainId> + '_ {
        self.active_seats().map(TrainId::Personal).chain((self.s.rules.mexican != MexicanTrain::Off).then_some(TrainId::Mexican))
    }

    /// The tiles of one train (or side) from the hub outwards, touching end first.
    #[inline]
    pub fn train_tiles(&self, train: TrainId) -> impl Iterator<Item = Tile> + '_ {
        self.s.placements.iter().filter(move |p| p.train == train).map(|p| p.tile)
    }

    /// When each tile of one train (or side) was laid, from the hub outwards: its place in
    /// [`Round::placements`].
    pub fn train_laid(&self, train: TrainId) -> impl Iterator<Item = u32> + '_ {
        self.s.placements.iter().enumerate().filter(move |(_, p)| p.train == train).map(|(i, _)| i as u32)
    }

    /// Every tile laid this round, in order.
    #[inline]
    pub fn placements(&self) -> &[Placement] {
        &self.s.placements
    }

    #[inline]
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
    #[inline]
    pub fn open_doubles(&self) -> impl Iterator<Item = OpenDouble> + '_ {
        self.s.open[..self.s.n_open as usize].iter().copied()
    }

    /// The trains with a double left open by an earlier turn, oldest first.
    #[inline]
    pub fn open_double_trains(&self) -> impl Iterator<Item = TrainId> + '_ {
        self.open_doubles().map(|o| TrainId::from_index(o.train as usize))
    }

    /// What everyone knows `seat` does not hold (see [`Void`]).
    #[inline]
    pub fn known_void(&self, seat: Seat) -> Void {
        self.s.voids.get(seat as usize).copied().unwrap_or_default()
    }

    /// Whether `seat` has announced its last tile.
    #[inline]
    pub fn has_announced(&self, seat: Seat) -> bool {
        self.s.announced & bit(seat) != 0
    }

    /// Seats still to take their "build your train" first turn.
    #[inline]
    pub fn is_building(&self, seat: Seat) -> bool {
        self.s.building & bit(seat) != 0
    }

    /// Whether `seat` sees `train` now. In the fast game everyone builds at once, so until the
    /// opening is over nobody sees the others' trains (only their own, or their team's).
    #[inline]
    pub fn shows(&self, seat: Seat, train: TrainId) -> bool {
        !self.builds_hidden() || train.owner().is_some_and(|o| o == seat || self.s.rules.partner(seat) == Some(o))
    }

    /// Whether the trains are out of sight of all but their builders now (the fast game's
    /// opening): someone watching sees none of them until it is over.
    #[inline]
    pub fn builds_hidden(&self) -> bool {
        self.s.rules.opening == Opening::Fast && self.s.building != 0
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
                if team_out { 0 } else { hand_points(s) + self.s.rules.partner(s).map_or(0, hand_points) }
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
}

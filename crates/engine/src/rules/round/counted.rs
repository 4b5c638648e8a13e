//! A playout's turns counted rather than listed: where the legal list is the plays the hand's
//! rows tell (an ordinary turn, a double owed, the tile owed after one's own double), it is
//! counted from the rows (`count_plays`) and the chosen action found in them (`nth_play`).

use super::bits::nth_bit;
use super::legal::{Targets, TurnPhase, whole_rows};
use super::{MEX, Round};
use crate::rules::action::{Action, TrainId};
use crate::rules::tile::{Pip, Tile, TileSet};

impl Round {
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
    pub(super) fn plays_on(
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
}

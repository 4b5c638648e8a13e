//! What a position says beyond the mover's turn: what a seat could do were its turn to begin
//! now, the tiles a fruitless draw or a pass tells the others the mover lacks, and the bullet
//! train's chain.

use super::Round;
use crate::rules::action::{Action, Seat};
use crate::rules::tile::TileSet;

impl Round {
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
}

//! A round played out by computer players. Where the hands' rows tell the plays (an ordinary
//! turn, a double owed, the tile owed after one's own double, under the common rules:
//! `Round::countable`) the legal actions are counted from the rows' counts, not listed, and the
//! chosen one is read from its row; elsewhere they are listed as every round lists them. The
//! commonest moves take a short path under `Round::plain_rules`: an ordinary play
//! (`Round::play_ordinary`), a draw (after which the phase is the same: only the count is new),
//! a pass (what the draw before it showed is noted once), and after a turn's end the new turn's
//! phase as a fresh turn's (`Round::fresh_turn_phase`). Either way the same actions in the same
//! order as [`Round::legal`]: choosing by index gives the same round (debug builds check every
//! position, every short play against `act` and every short phase against `derive_phase`; a test
//! plays rounds of every preset both ways).

use super::Round;
use super::legal::TurnPhase;
use crate::rules::action::{Action, Seat, TrainId};
use crate::rules::event::EventSink;
use crate::rules::tile::TileSet;

/// A round being played out by index into its legal actions ([`Playout::len`],
/// [`Playout::get`], [`Playout::apply`]), without listing them where they can be counted.
/// [`Playout::into_round`] gives the round back, its legal list derived again.
#[derive(Clone, Debug)]
pub struct Playout {
    round: Round,
    /// The number of legal actions when they were counted, not listed; 0 when the round's own
    /// list is current.
    counted: u32,
    /// Where counted: how many plays (0: the one action is the draw or the pass).
    plays: u32,
    /// The round's rules are `Round::plain_rules`: an ordinary turn's plays are counted and an
    /// ordinary play made by the short path.
    plain: bool,
    /// What a draw this turn noted the mover does not hold (`Round::playable_tiles`), with the
    /// turn's number: a pass after it in the same phase notes the same.
    noted: Option<(u32, TileSet)>,
}

impl Playout {
    /// `round` to be played out from here.
    pub fn new(round: Round) -> Playout {
        let plain = round.plain_rules();
        Playout { round, counted: 0, plays: 0, plain, noted: None }
    }

    /// Start again from `round`, keeping this playout's memory.
    pub fn set(&mut self, round: &Round) {
        self.round.clone_from(round);
        self.restart();
    }

    /// Round `r` of the match seeded `seed` dealt into this playout, as
    /// [`crate::rules::whole_match::start_dealt_round`] deals it, keeping its memory (nothing
    /// allocated): for playing round after round. On an error the playout is as it was.
    pub fn deal(
        &mut self,
        rules: &crate::rules::HouseRules,
        round_rules: super::RoundRules,
        start: super::RoundStart,
        seed: u64,
        r: u32,
        eliminated: u16,
    ) -> Result<(), super::DealError> {
        super::deal_round_into(&mut self.round, rules, round_rules, start, seed, r, eliminated)?;
        self.restart();
        Ok(())
    }

    /// [`Round::redeal_shuffled`] into this playout: `tiles` dealt in order, `sizes[s]` to seat
    /// `s`, the rest the boneyard. On an error the playout is as it was.
    pub fn deal_shuffled(
        &mut self,
        rules: super::RoundRules,
        start: super::RoundStart,
        tiles: &[crate::rules::tile::TileId],
        sizes: &[u8],
    ) -> Result<(), super::DealError> {
        self.round.redeal_shuffled(rules, start, tiles, sizes)?;
        self.restart();
        Ok(())
    }

    /// The round replaced: its own legal list current, nothing counted or noted.
    fn restart(&mut self) {
        self.counted = 0;
        self.plain = self.round.plain_rules();
        self.noted = None;
    }

    /// How many legal actions the seat to move has (0 once the round is over).
    #[inline]
    pub fn len(&self) -> usize {
        if self.counted > 0 { self.counted as usize } else { self.round.legal.len() }
    }

    /// Whether the round is over (no legal action).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `index`-th legal action, as [`Round::legal`] would list it.
    pub fn get(&self, index: usize) -> Option<Action> {
        if self.counted == 0 {
            return self.round.legal.get(index).copied();
        }
        if index >= self.counted as usize {
            return None;
        }
        if self.plays == 0 {
            // No play: the one action is the draw or the pass.
            return Some(self.draw_or_pass());
        }
        let (tile, t) = self.round.nth_play(index as u32)?;
        Some(Action::Play { tile, train: TrainId::from_index(t) })
    }

    /// Apply the `index`-th legal action; `false` (and nothing changes) if there is none.
    #[inline]
    pub fn apply(&mut self, index: usize, sink: &mut impl EventSink) -> bool {
        if self.counted > 0 {
            if index >= self.counted as usize {
                return false;
            }
            if self.plays == 0 {
                self.draw_or_pass_now(sink);
                return true;
            }
            if self.round.phase == TurnPhase::Free {
                return self.play_free(index, sink);
            }
        }
        let Some(action) = self.get(index) else { return false };
        self.act(action, sink);
        true
    }

    /// `action` done by the general path; then, if it ended the turn, the new turn's phase found
    /// as a fresh turn's, else derived as ever.
    #[inline(always)]
    fn act(&mut self, action: Action, sink: &mut impl EventSink) {
        let (seat, turn_no) = (self.round.s.turn.seat, self.round.s.turn_no);
        self.round.act(seat, action, sink);
        if self.round.s.turn_no != turn_no {
            self.refresh_new_turn();
        } else {
            self.refresh();
        }
    }

    /// The one action of a counted turn without a play: the draw (after which the phase is the
    /// same, and so are the targets unless a drawn tile may not cover the double owed), or the
    /// pass that ends the turn.
    #[inline(always)]
    fn draw_or_pass_now(&mut self, sink: &mut impl EventSink) {
        let (seat, phase) = (self.round.s.turn.seat, self.round.phase);
        // What the seat is now seen not to hold: the same at a pass after a draw in the same
        // phase and targets (nothing laid between), so noted once.
        let noted = match self.noted {
            Some((turn_no, tiles)) if turn_no == self.round.s.turn_no && self.round.s.turn.drew => tiles,
            _ => self.round.playable_tiles(),
        };
        self.noted = None;
        if self.draw_or_pass() == Action::Draw {
            self.round.act_draw_noted(seat, noted, sink);
            let same = match phase {
                TurnPhase::Free => true,
                TurnPhase::Restricted { .. } => self.round.s.rules.drawn_tile_may_cover,
                _ => false,
            };
            if same {
                debug_assert_eq!(phase, self.round.derive_phase(), "a draw changed the phase");
                self.noted = Some((self.round.s.turn_no, noted));
                self.count();
            } else {
                self.refresh();
            }
        } else {
            self.round.act_pass_noted(seat, phase, noted, sink);
            self.refresh_new_turn();
        }
    }

    /// A play in an ordinary turn whose plays were counted: made without the general path's
    /// questions where it is an ordinary play (`Round::is_ordinary_play`).
    #[inline(always)]
    fn play_free(&mut self, index: usize, sink: &mut impl EventSink) -> bool {
        let Some((tile, t)) = self.round.nth_play(index as u32) else { return false };
        if self.plain && self.round.is_ordinary_play(tile, t) {
            self.round.play_ordinary(tile, t, sink);
            // The new turn: the round on, nothing under way, so `Free` unless a double is owed
            // (said here, not asked of `refresh_new_turn`: that cost 3.5% more instructions).
            if self.round.s.n_open == 0 {
                let round = &mut self.round;
                round.phase = TurnPhase::Free;
                round.targets = round.targets(round.s.turn.seat, TurnPhase::Free);
                debug_assert!(round.countable() && round.derive_phase() == TurnPhase::Free);
                self.count();
            } else {
                self.refresh_new_turn();
            }
        } else {
            self.act(Action::Play { tile, train: TrainId::from_index(t) }, sink);
        }
        true
    }

    /// After a turn's end: a fresh turn's phase (`Free`, or `Restricted` where a double is
    /// owed) found without the questions of a turn under way; else derived as ever.
    #[inline(always)]
    fn refresh_new_turn(&mut self) {
        let round = &mut self.round;
        if let Some(phase) = round.fresh_turn_phase() {
            round.phase = phase;
            round.targets = round.targets(round.s.turn.seat, phase);
            self.count_or_list();
        } else {
            self.refresh();
        }
    }

    /// What `Round::refresh` derives, but the legal list only where it cannot be counted.
    #[inline]
    fn refresh(&mut self) {
        self.round.refresh_turn();
        self.count_or_list();
    }

    /// The legal actions in the cached phase and targets: counted where they can be, else listed.
    #[inline(always)]
    fn count_or_list(&mut self) {
        if self.round.countable() {
            self.count();
        } else {
            self.counted = 0;
            self.round.relist();
        }
    }

    /// The legal actions counted from the rows (the round is `countable`).
    #[inline(always)]
    fn count(&mut self) {
        let plays = self.round.count_plays();
        self.plays = plays;
        self.counted = plays.max(1);
        debug_assert_eq!(
            (0..self.len()).filter_map(|i| self.get(i)).collect::<Vec<_>>(),
            self.round.derive_legal(),
            "the counted legal actions differ from the list"
        );
    }

    #[inline]
    pub fn is_over(&self) -> bool {
        self.round.is_over()
    }

    /// `seat`'s `action`, checked against the rules as [`Round::apply_with`] checks it (the
    /// move a search tries first, before the playout).
    pub fn apply_with(&mut self, seat: Seat, action: Action, sink: &mut impl EventSink) -> Result<(), crate::rules::RuleError> {
        self.list();
        self.round.apply_with(seat, action, sink)
    }

    /// The round as it stands, with its legal list (listed now if it was counted).
    pub fn round(&mut self) -> &Round {
        self.list();
        &self.round
    }

    /// The legal list listed where it was counted: the rows' plays, in order (or the one draw
    /// or pass).
    fn list(&mut self) {
        if self.counted == 0 {
            return;
        }
        self.round.relist();
        self.counted = 0;
    }

    /// The one action of a turn without a play.
    fn draw_or_pass(&self) -> Action {
        if self.round.can_draw(self.round.phase).is_ok() { Action::Draw } else { Action::Pass }
    }

    /// The round as it stands, its legal list derived again.
    pub fn into_round(mut self) -> Round {
        self.list();
        self.round
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::house_rules::Branching;
    use crate::rules::rng::{below, stream_rng};
    use crate::rules::round::{RoundRules, RoundStart};
    use crate::rules::whole_match::start_dealt_round;
    use crate::rules::{HouseRules, preset, preset_names};

    /// A playout lists the same actions as the round, in the same order, move by move, and ends
    /// in the same round: every preset, and every variant on at once, 4 and 8 seats.
    #[test]
    fn a_playout_is_the_round_played_by_its_legal_list() {
        let mut all = vec![];
        for name in preset_names() {
            all.extend(preset(name).ok().map(|r| (name.to_string(), r)));
        }
        for players in [4, 8] {
            let every = HouseRules {
                players,
                branching: Branching::AfterCover,
                blanks_wild: true,
                swan_drive: true,
                bullet_train: true,
                ..HouseRules::default()
            };
            all.push((format!("every variant, {players} seats"), every));
        }
        let (mut counted, mut listed, mut ordinary) = (0, 0, 0);
        // One playout for every round, each dealt into it (`Playout::deal`) from rules to rules.
        let rules = HouseRules::default();
        let start = RoundStart { engine: 12, designated: 0, active: 0b1111 };
        let first = start_dealt_round(&rules, RoundRules::from(&rules), start, 0, 0, 0);
        let Ok(first) = first else { panic!("{first:?}") };
        let mut playout = Playout::new(first);
        for (name, rules) in &all {
            let rr = RoundRules::from(rules);
            assert_eq!(rules.validate(), Ok(()), "{name}");
            let mut rng = stream_rng(3, 4);
            for seed in 0..40u64 {
                // Every third round with seat 1 out of the match (turns pass it by).
                let out = if seed % 3 == 0 && !rules.partnerships { 0b10 } else { 0 };
                let active = ((1u32 << rules.players) - 1) as u16 & !out;
                let start = RoundStart { engine: rules.engine_of_round(0), designated: 0, active };
                let dealt = start_dealt_round(rules, rr, start, seed, 0, out);
                let Ok(mut round) = dealt else { panic!("{name}, seed {seed}: {dealt:?}") };
                assert_eq!(playout.deal(rules, rr, start, seed, 0, out), Ok(()), "{name}, seed {seed}");
                while !round.is_over() {
                    let legal = round.legal().to_vec();
                    let told: Vec<Action> = (0..playout.len()).filter_map(|i| playout.get(i)).collect();
                    assert_eq!(told, legal, "{name}, seed {seed}, turn {}", round.turn_number());
                    assert_eq!(playout.get(legal.len()), None);
                    if playout.counted > 0 {
                        counted += 1
                    } else {
                        listed += 1
                    }
                    let i = below(&mut rng, legal.len() as u32) as usize;
                    // The moves the short path makes (each checked against `act` in debug builds).
                    if let Action::Play { tile, train } = legal[i]
                        && playout.plain
                        && playout.counted > 0
                        && playout.round.is_ordinary_play(tile, train.index())
                    {
                        ordinary += 1;
                    }
                    assert!(round.apply_legal(i, &mut ()));
                    assert!(playout.apply(i, &mut ()));
                }
                assert!(playout.is_over() && playout.is_empty());
                assert_eq!(playout.round(), &round, "{name}, seed {seed}");
            }
        }
        // Both ways were tried, the counted one in most positions, the short path in many.
        assert!(counted > 2 * listed && listed > 0, "counted {counted}, listed {listed}");
        assert!(ordinary > counted / 4, "ordinary plays {ordinary} of {counted} counted positions");
    }
}

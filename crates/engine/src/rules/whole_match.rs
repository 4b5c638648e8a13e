//! A match: rounds with descending engines, the starter rule, totals, elimination and the winner.
//! It also keeps the game record as it goes.

use super::action::{Action, Seat};
use super::error::RuleError;
use super::event::{Event, EventSink, RoundEnd};
use super::house_rules::RulesPatch;
use super::house_rules::{HandSource, HouseRules, InvalidRules, MatchEnd, Starter};
use super::observation::Observation;
use super::record::{FORMAT, MatchRecord, Move, RoundRecord};
use super::rng::below;
use super::rng::stream_rng;
use super::round::{Deal, DealError, Round, RoundRules, RoundStart, all_seats};
pub use super::round::{deal_round, deal_round_into, start_dealt_round};
use super::scoring;
use serde::{Deserialize, Serialize};

/// A whole match. Deal with [`Match::new`]; play with [`Match::apply`]; after a round ends,
/// [`Match::next_round`] deals the next one until [`Match::is_over`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    preset: String,
    rules: HouseRules,
    seed: u64,
    round: Round,
    round_index: u32,
    deal: Deal,
    moves: Vec<Move>,
    finished: Vec<RoundRecord>,
    totals: Vec<u32>,
    eliminated: u16,
    /// Record the legal actions before each move (`simulate --legal`).
    record_legal: bool,
}

impl Match {
    /// A new match under `rules` (named after `preset`), dealt from `seed`.
    pub fn new(preset: &str, rules: HouseRules, seed: u64) -> Result<Match, InvalidRules> {
        rules.validate()?;
        let deal = deal_round(&rules, seed, 0, 0);
        let round = start_round(&rules, 0, 0, &deal, None, None, seed)
            .map_err(|e| InvalidRules::new(crate::rules::house_rules::Invalid::CannotDeal(e), &[]))?;
        Ok(Match::from_parts(preset, rules, seed, round, deal))
    }

    /// A match whose first round is the given deal (replaying a record). `first` is the record's
    /// claim, needed when the starter was chosen at random.
    pub fn from_deal(preset: &str, rules: HouseRules, deal: Deal, first: Seat) -> Result<Match, SetupError> {
        rules.validate().map_err(SetupError::Rules)?;
        check_hand_size_for(&rules, 0, &deal).map_err(SetupError::Deal)?;
        let round = start_round(&rules, 0, 0, &deal, Some(first), None, 0).map_err(SetupError::Deal)?;
        Ok(Match::from_parts(preset, rules, 0, round, deal))
    }

    fn from_parts(preset: &str, rules: HouseRules, seed: u64, round: Round, deal: Deal) -> Match {
        let seats = rules.players as usize;
        Match {
            preset: preset.to_string(),
            rules,
            seed,
            round,
            round_index: 0,
            deal,
            moves: Vec::new(),
            finished: Vec::new(),
            totals: vec![0; seats],
            eliminated: 0,
            record_legal: false,
        }
    }

    /// The same match, dealing its next rounds from `seed` (resuming a saved game).
    pub fn with_seed(mut self, seed: u64) -> Match {
        self.seed = seed;
        self
    }

    /// Keep the legal action list before every move in the record.
    pub fn record_legal_actions(&mut self, on: bool) {
        self.record_legal = on;
    }

    #[inline]
    pub fn rules(&self) -> &HouseRules {
        &self.rules
    }

    #[inline]
    pub fn preset(&self) -> &str {
        &self.preset
    }

    #[inline]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    #[inline]
    pub fn seats(&self) -> u8 {
        self.rules.players
    }

    #[inline]
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// 0-based index of the current round.
    #[inline]
    pub fn round_index(&self) -> u32 {
        self.round_index
    }

    /// This round's moves so far.
    #[inline]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Totals over the finished rounds.
    #[inline]
    pub fn totals(&self) -> &[u32] {
        &self.totals
    }

    /// Scores of each finished round.
    pub fn round_scores(&self) -> impl Iterator<Item = &[u32]> {
        self.finished_round_scores().map(|(_, scores)| scores)
    }

    #[inline]
    pub fn is_eliminated(&self, seat: Seat) -> bool {
        self.eliminated & (1 << seat) != 0
    }

    /// What `seat` may know now.
    #[inline]
    pub fn observation(&self, seat: Seat) -> Observation<'_> {
        Observation::new(&self.round, seat, &self.moves, &self.totals)
            .in_match(self.round_index, self.rules.round_count())
            .dealt_from(&self.deal, self.round_start())
    }

    /// How the current round was started (with [`Match::deal`], it replays to any of its positions).
    #[inline]
    pub fn round_start(&self) -> RoundStart {
        RoundStart {
            engine: self.rules.engine_of_round(self.round_index),
            designated: self.round.designated(),
            active: self.round.active_mask(),
        }
    }

    /// The current round's deal: hidden tiles. Only for copying a match's state for a computer
    /// player, which sees it through an [`Observation`] (never the deal itself).
    #[inline]
    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    pub fn legal_actions(&self) -> Vec<Action> {
        self.round.legal_actions()
    }

    #[inline]
    pub fn to_move(&self) -> Seat {
        self.round.to_move()
    }

    /// Apply `seat`'s action to the current round and record it.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_with(seat, action, &mut events)?;
        Ok(events)
    }

    /// [`Match::apply`] with the events going to `sink`.
    pub fn apply_with(&mut self, seat: Seat, action: Action, sink: &mut impl EventSink) -> Result<(), RuleError> {
        // Checked once: the action as the legal list has it.
        let action = self.round.check(seat, action)?;
        self.apply_listed(seat, action, sink);
        Ok(())
    }

    /// Apply the `index`-th of the legal actions for the seat to move (as a computer player
    /// chose it from that list: nothing to check) and record it. `false`, changing nothing, if
    /// there is no such action.
    pub fn apply_legal(&mut self, index: usize, sink: &mut impl EventSink) -> bool {
        let Some(&action) = self.round.legal().get(index) else { return false };
        self.apply_listed(self.round.to_move(), action, sink);
        true
    }

    /// [`Match::apply_legal`] with no events kept: what a run of computer players plays with
    /// (`simulate`). Not generic, so it is compiled here, with the engine, once.
    pub fn apply_legal_quietly(&mut self, index: usize) -> bool {
        self.apply_legal(index, &mut ())
    }

    fn apply_listed(&mut self, seat: Seat, action: Action, sink: &mut impl EventSink) {
        let legal = self.record_legal.then(|| self.round.legal_actions());
        self.round.apply_listed(seat, action, sink);
        self.moves.push(Move { seat, action, legal });
        if self.round.is_over() {
            self.finish_round();
        }
    }

    /// Take the current round back to how it stood before its move `to` (0: as dealt): the same
    /// deal and boneyard order, the later moves forgotten as if never made. A round that has just
    /// ended is reopened (its scores leave the totals); an earlier round cannot be taken back.
    /// Returns `false`, changing nothing, when there is no such move.
    pub fn take_back(&mut self, to: usize) -> bool {
        if to >= self.moves.len() {
            return false;
        }
        let start = self.round_start();
        let active = start.active;
        let Ok(mut round) = Round::new(RoundRules::from(&self.rules), start, &self.deal) else { return false };
        for m in &self.moves[..to] {
            if round.apply_with(m.seat, m.action, &mut ()).is_err() {
                return false;
            }
        }
        if self.round.is_over() {
            if let Some(scores) = self.finished.pop().and_then(|r| r.scores) {
                for (t, s) in self.totals.iter_mut().zip(scores) {
                    *t = t.saturating_sub(s);
                }
            }
            // Elimination is decided at a round's end: before it, the seats dealt out of it.
            self.eliminated = all_seats(&self.rules) & !active;
        }
        self.round = round;
        self.moves.truncate(to);
        true
    }

    fn finish_round(&mut self) {
        let scores = self.round.scores().unwrap_or_default();
        for (t, s) in self.totals.iter_mut().zip(&scores) {
            *t += s;
        }
        if let MatchEnd::Elimination { at } = self.rules.match_end {
            for (s, &t) in self.totals.iter().enumerate() {
                if t >= at {
                    self.eliminated |= 1 << s;
                }
            }
        }
        // The round's deal and moves join its record when the next round begins (or a record
        // is asked for): not copied here, where they are still this round's.
        self.finished.push(self.round_head(Some(scores)));
    }

    /// Give a round's record (made without them) its deal, high ends first, and its moves: a
    /// finished round's are the match's own until the next round begins (see `finish_round`).
    fn complete_record(record: &mut RoundRecord, deal: Deal, moves: Vec<Move>) {
        if !record.hands.is_empty() {
            return;
        }
        let Deal { mut hands, mut boneyard } = deal;
        for tile in hands.iter_mut().flatten().chain(boneyard.iter_mut()) {
            *tile = tile.canonical();
        }
        (record.hands, record.boneyard, record.moves) = (hands, boneyard, moves);
    }

    /// A record of the current round without its moves and deal.
    fn round_head(&self, scores: Option<Vec<u32>>) -> RoundRecord {
        RoundRecord {
            engine: self.round.engine().unwrap_or_else(|| self.rules.engine_of_round(self.round_index)),
            first: self.round.first(),
            hands: Vec::new(),
            boneyard: Vec::new(),
            moves: Vec::new(),
            end: self.round.end().unwrap_or(RoundEnd::InProgress),
            scores,
        }
    }

    /// The record of the round under way.
    fn round_record(&self) -> RoundRecord {
        let mut record = self.round_head(None);
        Self::complete_record(&mut record, self.deal.clone(), self.moves.clone());
        record
    }

    /// Each finished round's engine and scores, in order (cheap: no copy of the moves).
    pub fn finished_round_scores(&self) -> impl Iterator<Item = (crate::rules::Pip, &[u32])> {
        self.finished.iter().filter_map(|r| r.scores.as_deref().map(|s| (r.engine, s)))
    }

    /// Rounds finished so far.
    pub fn finished_rounds(&self) -> usize {
        self.finished.len()
    }

    /// Seats still in the match (all of them unless elimination is on).
    pub fn remaining(&self) -> u16 {
        let all = (1u16 << self.rules.players) - 1;
        all & !self.eliminated
    }

    /// Whether the match is over: the last round is finished, or elimination left one player.
    pub fn is_over(&self) -> bool {
        if !self.round.is_over() {
            return false;
        }
        let played = self.finished.len() as u32;
        match self.rules.match_end {
            MatchEnd::AllRounds => played >= self.rules.round_count(),
            MatchEnd::Elimination { .. } => self.remaining().count_ones() <= 1 || played >= self.rules.round_count(),
        }
    }

    /// The winner over the finished rounds (`None` while a round is under way, or on a tie the
    /// tie-break cannot separate).
    pub fn winner(&self) -> Option<Seat> {
        match self.winners().as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// Everyone who wins, sharing a tie the tie-break cannot separate (empty while a round is
    /// under way). With partnerships, each team by its lower seat.
    pub fn winners(&self) -> Vec<Seat> {
        if !self.round.is_over() {
            return Vec::new();
        }
        let rounds: Vec<Vec<u32>> = self.round_scores().map(<[u32]>::to_vec).collect();
        let mut candidates = self.remaining();
        if candidates == 0 {
            // Everyone left went out in the same round: the best of those wins.
            candidates = self.round.active_seats().fold(0, |m, s| m | 1 << s);
        }
        scoring::winners(&self.rules, &self.totals, &rounds, candidates)
    }

    /// Deal the next round from the match's seed. Returns `false` if the match is over or the
    /// current round is not.
    pub fn next_round(&mut self) -> bool {
        if !self.round.is_over() || self.is_over() {
            return false;
        }
        let r = self.round_index + 1;
        let deal = deal_round(&self.rules, self.seed, r, self.eliminated);
        match start_round(&self.rules, r, self.eliminated, &deal, None, Some(self.round.first()), self.seed) {
            Ok(round) => {
                self.begin(round, deal);
                true
            }
            Err(_) => false,
        }
    }

    /// Start the next round from a given deal (replaying a record).
    pub fn next_round_from(&mut self, deal: Deal, first: Seat) -> Result<(), SetupError> {
        if !self.round.is_over() {
            return Err(SetupError::Deal(DealError::RoundNotOver));
        }
        if self.is_over() {
            return Err(SetupError::Deal(DealError::MatchOver));
        }
        let r = self.round_index + 1;
        check_hand_size_for(&self.rules, self.eliminated, &deal).map_err(SetupError::Deal)?;
        let round =
            start_round(&self.rules, r, self.eliminated, &deal, Some(first), Some(self.round.first()), 0).map_err(SetupError::Deal)?;
        self.begin(round, deal);
        Ok(())
    }

    fn begin(&mut self, round: Round, deal: Deal) {
        let ended = std::mem::replace(&mut self.deal, deal);
        let capacity = self.moves.len();
        let moves = std::mem::replace(&mut self.moves, Vec::with_capacity(capacity));
        if let Some(last) = self.finished.last_mut() {
            Self::complete_record(last, ended, moves);
        }
        self.round = round;
        self.round_index += 1;
    }

    /// The game record so far: finished rounds, and the current one if it is under way.
    pub fn record(&self) -> MatchRecord {
        let mut rounds = self.finished.clone();
        if !self.round.is_over() {
            rounds.push(self.round_record());
        } else if let Some(last) = rounds.last_mut() {
            Self::complete_record(last, self.deal.clone(), self.moves.clone());
        }
        MatchRecord {
            format: FORMAT,
            preset: self.preset.clone(),
            rules: RulesPatch::full(&self.rules),
            seats: self.rules.players,
            rounds,
            totals: self.totals.clone(),
            winner: self.winner(),
        }
    }
}

/// A record or deal that cannot start a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    Rules(InvalidRules),
    Deal(DealError),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::Rules(e) => e.fmt(f),
            SetupError::Deal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SetupError {}

/// The deal's hands have the size the rules give (any equal size leaving a tile to draw, where
/// the preset's table has no entry).
fn check_hand_size_for(rules: &HouseRules, eliminated: u16, deal: &Deal) -> Result<(), DealError> {
    let active = all_seats(rules) & !eliminated;
    let players = active.count_ones() as u8;
    let (expected, source) = rules.hand_size_for(players);
    let mut sizes = (0..rules.players).filter(|s| active & (1 << s) != 0).map(|s| (s, deal.hands.get(s as usize).map_or(0, Vec::len)));
    let Some((first, got)) = sizes.next() else {
        return Err(DealError::NoSeatInPlay);
    };
    if let Some((s, n)) = sizes.find(|&(_, n)| n != got) {
        return Err(DealError::HandSizesDiffer { first, got, seat: s, has: n });
    }
    if got == 0 {
        return Err(DealError::HandsEmpty);
    }
    if source != HandSource::Fallback && got != expected as usize {
        return Err(DealError::HandSizeRule { players, expected, first, got });
    }
    if deal.boneyard.is_empty() {
        return Err(DealError::NoBoneyard);
    }
    Ok(())
}

/// The seat the starter rule designates in round `r`, before any engine is found in a hand.
/// Rotation passes clockwise from the previous round's starter (`previous`: who played first)
/// to the next seat still in the match. (Records keep who played first, so a replay rotates the
/// same way.)
fn designated(
    rules: &HouseRules,
    r: u32,
    active: u16,
    deal: &Deal,
    random_first: Option<Seat>,
    previous: Option<Seat>,
) -> Result<Seat, DealError> {
    let n = rules.players;
    let in_play = |s: Seat| active & (1 << s) != 0;
    let clockwise_from = |s: Seat| -> Seat { (0..n).map(|i| (s + i) % n).find(|&x| in_play(x)).unwrap_or(0) };
    let rotation = || match previous {
        Some(p) => clockwise_from((p + 1) % n),
        None => clockwise_from(0),
    };
    Ok(match rules.starter {
        Starter::Rotate => rotation(),
        Starter::RandomThenRotate if r == 0 => match random_first {
            Some(s) if s < n && in_play(s) => s,
            Some(s) => return Err(DealError::StarterOut { seat: s }),
            None => return Err(DealError::NoStarterDrawn),
        },
        Starter::RandomThenRotate => rotation(),
        Starter::HighestDouble => {
            let holder = deal.hands.iter().enumerate().filter_map(|(s, h)| {
                let best = h.iter().filter(|t| t.is_double()).map(|t| t.0).max()?;
                Some((best, s as Seat))
            });
            match holder.max() {
                Some((_, s)) => s,
                None => rotation(),
            }
        }
    })
}

/// A random seat among `active`, drawn from the match seed (for `Starter::RandomThenRotate`).
fn random_seat(seed: u64, active: u16) -> Seat {
    let k = below(&mut stream_rng(seed, 0x5EA7), active.count_ones().max(1));
    (0..16).filter(|&x| active & (1 << x) != 0).nth(k as usize).unwrap_or(0)
}

/// Build round `r` from a deal. `claim` is a record's `first`: it stands in for the random draw
/// of the first starter, and must agree with who actually starts. `previous`: who played first
/// last round.
fn start_round(
    rules: &HouseRules,
    r: u32,
    eliminated: u16,
    deal: &Deal,
    claim: Option<Seat>,
    previous: Option<Seat>,
    seed: u64,
) -> Result<Round, DealError> {
    let active = all_seats(rules) & !eliminated;
    let random_first = claim.or_else(|| (r == 0).then(|| random_seat(seed, active)));
    let designated = designated(rules, r, active, deal, random_first, previous)?;
    let start = RoundStart { engine: rules.engine_of_round(r), designated, active };
    let round = Round::new(RoundRules::from(rules), start, deal)?;
    if let Some(first) = claim
        && first != round.first()
    {
        return Err(DealError::WrongStarter { first: round.first(), claimed: first });
    }
    Ok(round)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::rng::{below, stream_rng};
    use crate::rules::{preset, preset_names};

    /// A round dealt without its `Deal` is the round `Round::new` starts from `deal_round`'s:
    /// every preset, every round's engine, seats out of the match, many seeds; and so is one
    /// dealt into a round already played (`deal_round_into`, from rules to rules).
    #[test]
    fn a_round_dealt_straight_is_the_round_its_deal_starts() {
        let played = {
            let rules = HouseRules { players: 8, ..HouseRules::default() };
            let start = RoundStart { engine: 12, designated: 0, active: 0xff };
            let Ok(mut round) = start_dealt_round(&rules, RoundRules::from(&rules), start, 7, 0, 0) else { panic!("no deal") };
            let mut rng = stream_rng(7, 7);
            while !round.is_over() {
                assert!(round.apply_legal(below(&mut rng, round.legal().len() as u32) as usize, &mut ()));
            }
            round
        };
        let mut into = played;
        for name in preset_names() {
            let Ok(rules) = preset(name) else { continue };
            for seed in 0..12u64 {
                let r = (seed % 13) as u32;
                let eliminated = if seed % 3 == 0 { 0b10 } else { 0 };
                let active = all_seats(&rules) & !eliminated;
                let designated = active.trailing_zeros() as Seat;
                let start = RoundStart { engine: rules.engine_of_round(r), designated, active };
                let rr = RoundRules::from(&rules);
                let by_deal = Round::new(rr, start, &deal_round(&rules, seed, r, eliminated));
                let straight = start_dealt_round(&rules, rr, start, seed, r, eliminated);
                assert_eq!(straight, by_deal, "{name}, seed {seed}, round {r}");
                assert!(straight.is_ok(), "{name}, seed {seed}: {straight:?}");
                let dealt_into = deal_round_into(&mut into, &rules, rr, start, seed, r, eliminated);
                assert_eq!(dealt_into.map(|()| into.clone()), straight, "{name}, seed {seed}, round {r}, dealt into a round");
            }
        }
    }

    /// Plays whole matches with seeded random moves, keeping the match before every move; taking
    /// the round back to each of those moves must give exactly the match kept there — the
    /// hands, the boneyard order, the trains, the totals, the record — also once the round has
    /// ended (reopened) and under elimination.
    #[test]
    fn taking_back_to_any_move_of_the_round_restores_the_match_exactly() {
        let mut checked = 0;
        for (i, name) in preset_names().enumerate() {
            let Ok(mut rules) = preset(name) else { continue };
            for (j, players) in [2u8, 4, 6].into_iter().enumerate() {
                rules.players = players;
                if j == 2 {
                    rules.match_end = MatchEnd::Elimination { at: 40 };
                }
                let Ok(mut m) = Match::new(name, rules.clone(), 11 + i as u64 * 7 + j as u64) else { continue };
                let mut rng = stream_rng(i as u64, j as u64);
                for _round in 0..3 {
                    let mut before = Vec::new();
                    while !m.round().is_over() {
                        before.push(m.clone());
                        let legal = m.legal_actions();
                        let action = legal[below(&mut rng, legal.len() as u32) as usize];
                        m.apply(m.to_move(), action).expect("a listed action is legal");
                    }
                    let ended = m.clone();
                    // Back from the end, move by move, then jump around.
                    let mut back = ended.clone();
                    for to in (0..before.len()).rev() {
                        assert!(back.take_back(to), "{name}: back to move {to}");
                        assert_eq!(back, before[to], "{name}, {players} players: taken back to move {to}");
                        assert_eq!(back.record(), before[to].record(), "{name}: the record holds only the moves that stood");
                        checked += 1;
                    }
                    for to in [before.len() / 2, 0, before.len() - 1] {
                        let mut from_end = ended.clone();
                        assert!(from_end.take_back(to));
                        assert_eq!(from_end, before[to], "{name}: from the end straight to move {to}");
                    }
                    // Played on again from a taken-back position, the same moves give the same end.
                    let mut again = ended.clone();
                    assert!(again.take_back(0));
                    for (k, b) in before.iter().enumerate().skip(1) {
                        let last = &ended.moves()[k - 1];
                        again.apply(last.seat, last.action).expect("the same move stands again");
                        assert_eq!(&again, b);
                    }
                    assert!(!m.clone().take_back(m.moves().len()), "nothing after the last move to take back");
                    if !m.next_round() {
                        break;
                    }
                }
            }
        }
        assert!(checked > 1000, "only {checked} positions checked");
    }

    /// A finished round keeps its deal and moves in the match until the next round begins (no
    /// copy at its end): its record must be whole whenever it is asked for — between rounds,
    /// after the next round began, and at the end of the match — and replay move for move.
    #[test]
    fn a_finished_rounds_record_is_whole_between_rounds_and_after() {
        for (i, name) in preset_names().enumerate() {
            let Ok(rules) = preset(name) else { continue };
            let mut m = Match::new(name, rules, 40 + i as u64).expect("a preset deals");
            let mut rng = stream_rng(i as u64, 9);
            let mut played = Vec::new();
            loop {
                let mut moves = 0;
                while !m.round().is_over() {
                    let legal = m.legal_actions();
                    let action = legal[below(&mut rng, legal.len() as u32) as usize];
                    m.apply(m.to_move(), action).expect("a listed action is legal");
                    moves += 1;
                }
                played.push(moves);
                let between = m.record();
                let last = between.rounds.last().expect("the round just finished");
                assert_eq!(last.moves.len(), moves, "{name}: its moves, between rounds");
                assert!(
                    last.hands.iter().any(|h| !h.is_empty()) && !last.boneyard.is_empty() && last.scores.is_some(),
                    "{name}: its deal and scores"
                );
                crate::rules::verify::verify(&between).unwrap_or_else(|e| panic!("{name}, between rounds: {e}"));
                if !m.next_round() {
                    break;
                }
                let after = m.record();
                assert_eq!(after.rounds[between.rounds.len() - 1], *last, "{name}: the same record once the next round began");
            }
            let end = m.record();
            let lengths: Vec<usize> = end.rounds.iter().map(|r| r.moves.len()).collect();
            assert_eq!(lengths, played, "{name}: every round's moves at the end of the match");
            assert!(crate::rules::verify::verify(&end).expect("the whole match replays").complete);
        }
    }
}

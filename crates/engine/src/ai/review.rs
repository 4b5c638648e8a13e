//! A game review: for each decision of one seat that had a choice, the points the move made and
//! the best move were expected to leave that seat with at the round's end, both measured by the
//! Hard player's search from what the seat could know at that moment (its [`SeatSnapshot`]: the
//! record holds every hand, the review never looks at the others'). A move is marked when what
//! it lost is beyond the measurement's noise: an *inaccuracy* from 2 points, a *mistake* from 5,
//! a *blunder* from 10.
//!
//! Beside the moves, each round's luck: what an average deal would have given the seat (the
//! planner playing every seat over many random deals), what the tiles it was dealt were worth
//! (the same, over the worlds its own hand leaves possible), and the rest (the draws and the
//! others' play), so that `points = average + dealt + rest + lost`.
//!
//! Everything is seeded: the same record, seat and settings give the same review, on any number
//! of threads.

use super::hint::{Gist, gist};
use super::planner::{Planner, PlayoutPlanner};
use super::search::{Budget, Decided, Search, play_out};
use super::snapshot::SeatSnapshot;
use crate::rules::record::MatchRecord;
use crate::rules::rng::{shuffle, stream_rng};
use crate::rules::round::Playout;
use crate::rules::sample::sample_world;
use crate::rules::tile::TileId;
use crate::rules::verify::{VerifyError, replay_until, verify};
use crate::rules::{Action, Deal, Round, RoundStart, Seat, TrainId, TurnPhase};
use serde::{Deserialize, Serialize};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Expected points lost from which a move is marked (and not within the noise, see [`NOISE`]).
pub const INACCURACY: f64 = 2.0;
pub const MISTAKE: f64 = 5.0;
pub const BLUNDER: f64 = 10.0;
/// A loss is only marked when it is at least this many standard errors.
pub const NOISE: f64 = 2.0;

/// How a move is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// The mark for `loss` points lost, measured to within `error` (one standard error).
    pub fn of(loss: f64, error: f64) -> Option<Mark> {
        if loss < NOISE * error {
            return None;
        }
        match loss {
            l if l >= BLUNDER => Some(Mark::Blunder),
            l if l >= MISTAKE => Some(Mark::Mistake),
            l if l >= INACCURACY => Some(Mark::Inaccuracy),
            _ => None,
        }
    }
}

/// How hard a review looks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// The standard error (points) each move's difference to the best is measured to.
    pub error: f64,
    /// Worlds a decision may take at most (a near tie between two moves never settles).
    pub max_worlds: u32,
    /// Deals played out for a round's average and for the worth of the seat's own tiles.
    pub deals: u32,
    pub seed: u64,
    /// Threads the decisions are shared among (the review is the same on any number).
    pub threads: usize,
}

impl Default for Settings {
    /// Each move to within 0.2 points (at most 6,000 worlds), luck from 6,000 deals: on two
    /// cores a round in one to two seconds, a whole match of a random player's moves in under
    /// half a minute (the README's measures; tighter than the first 0.25 points and 4,000, with
    /// the time the faster engine and chain search saved).
    fn default() -> Settings {
        Settings {
            error: 0.2,
            max_worlds: 6000,
            deals: 6000,
            seed: 0,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}

/// One reviewed decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// The round (0-based) and the move's index in it, as `verify` counts.
    pub round: usize,
    pub mv: usize,
    pub seat: Seat,
    /// The move played, as the engine offers it (a record may write a tile the other way round).
    pub played: Action,
    /// The move with the fewest expected points (the move played when nothing did better).
    pub best: Action,
    /// Expected points at the round's end after the move played, and after the best.
    pub played_points: f64,
    pub best_points: f64,
    /// Expected points lost (≥ 0) and its standard error (world by world, on the same worlds).
    pub loss: f64,
    pub error: f64,
    pub mark: Option<Mark>,
    /// How many legal moves there were, and how many worlds each was played in (at most).
    pub choices: usize,
    pub worlds: u32,
    /// The best move in the hint's terms (where it stands in the seat's planned train).
    pub better: Gist,
}

/// One round of the review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundReview {
    pub round: usize,
    /// The seat's points this round (`None` while the round is unfinished).
    pub points: Option<u32>,
    /// What an average deal gives this seat, the planner playing everyone.
    pub average: f64,
    /// What the tiles the seat was dealt were worth against an average deal (negative: good tiles).
    pub dealt: f64,
    /// Points lost by the reviewed moves.
    pub lost: f64,
    /// Everything but the moves: `points - average - lost` (the deal, the draws, the others' play).
    pub luck: f64,
    /// The standard error of `average` and `dealt` together (the other terms are measured).
    pub luck_error: f64,
    pub decisions: Vec<Decision>,
    /// The seat's moves with one legal choice (not reviewed), and those made building a train
    /// the others could not see (the fast game's opening: not reviewed either).
    pub forced: usize,
    pub unseen_builds: usize,
}

/// A whole review of one seat's play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub seat: Seat,
    pub rounds: Vec<RoundReview>,
}

impl Review {
    /// Every reviewed decision, round after round.
    pub fn decisions(&self) -> impl Iterator<Item = &Decision> {
        self.rounds.iter().flat_map(|r| r.decisions.iter())
    }

    /// Expected points lost per reviewed decision.
    pub fn lost_per_decision(&self) -> f64 {
        let (n, lost) = self.decisions().fold((0usize, 0.0), |(n, l), d| (n + 1, l + d.loss));
        if n == 0 { 0.0 } else { lost / n as f64 }
    }

    /// The `n` costliest moves, the costliest first.
    pub fn costliest(&self, n: usize) -> Vec<&Decision> {
        let mut all: Vec<&Decision> = self.decisions().filter(|d| d.mark.is_some()).collect();
        all.sort_by(|a, b| b.loss.total_cmp(&a.loss).then((a.round, a.mv).cmp(&(b.round, b.mv))));
        all.truncate(n);
        all
    }
}

/// Why a review could not be made.
#[derive(Debug)]
pub enum ReviewError {
    /// The record does not replay (see `verify`).
    Record(VerifyError),
    /// No such seat in the record.
    NoSeat { seat: Seat, seats: u8 },
    /// Stopped when asked to.
    Cancelled,
}

impl std::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReviewError::Record(e) => write!(f, "{e}"),
            ReviewError::NoSeat { seat, seats } => write!(f, "seat {seat} is not in a {seats}-seat record"),
            ReviewError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl std::error::Error for ReviewError {}

/// Measure one decision, move `mv` of round `round`: `played` against the other legal moves,
/// from what `snapshot`'s seat knew. `None` when there was nothing to choose (one legal move), or
/// the seat was building a train nobody else could see (the search does not search there either).
pub fn decision(snapshot: &SeatSnapshot, (round, mv): (usize, usize), played: Action, settings: &Settings, seed: u64) -> Option<Decision> {
    let obs = snapshot.observation();
    let legal = snapshot.legal();
    if legal.len() < 2 {
        return None;
    }
    // The move as the engine offers it (a record may write a tile the other way round).
    let played = *legal.iter().find(|a| a.same_move(played))?;
    if obs.phase() == TurnPhase::Build || !obs.sees_everything() {
        return None;
    }
    let cap = settings.max_worlds.saturating_mul(legal.len() as u32);
    let verdict = Search::new(Budget::Playouts(cap), seed).compare(&obs, legal, played, settings.error, settings.max_worlds);
    if verdict.how != Decided::Searched {
        return None;
    }
    let mine = verdict.candidates.iter().find(|c| c.action == played)?;
    let best = verdict.candidates.iter().find(|c| c.action == verdict.action)?;
    let (loss, error) = if best.action == played { (0.0, 0.0) } else { mine.behind(best) };
    let loss = loss.max(0.0);
    let best_action = if loss > 0.0 { best.action } else { played };
    let seat = obs.seat();
    let chain = Planner::new().chain_of(&obs);
    let is_own = |train| obs.main_train(train) == TrainId::Personal(seat);
    let mut shown = verdict.clone();
    shown.action = best_action;
    Some(Decision {
        round,
        mv,
        seat,
        played,
        best: best_action,
        played_points: mine.mean(),
        best_points: if loss > 0.0 { best.mean() } else { mine.mean() },
        loss,
        error,
        mark: Mark::of(loss, error),
        choices: legal.len(),
        worlds: verdict.worlds,
        better: gist(&shown, &chain, &is_own),
    })
}

/// Review `seat`'s play in `record`: every decision with a choice and each round's luck.
/// `progress(done, total)` is called from the working threads as jobs finish; setting `stop`
/// ends the review early with [`ReviewError::Cancelled`].
pub fn review(
    record: &MatchRecord,
    seat: Seat,
    settings: &Settings,
    progress: &(dyn Fn(usize, usize) + Sync),
    stop: &AtomicBool,
) -> Result<Review, ReviewError> {
    review_rounds(record, seat, 0..record.rounds.len(), settings, progress, stop)
}

/// [`review`] of the rounds in `rounds` only (0-based; the review's `rounds` holds those of them
/// the record has): a round's review as it ends, while the match goes on.
pub fn review_rounds(
    record: &MatchRecord,
    seat: Seat,
    rounds: std::ops::Range<usize>,
    settings: &Settings,
    progress: &(dyn Fn(usize, usize) + Sync),
    stop: &AtomicBool,
) -> Result<Review, ReviewError> {
    let wanted = rounds;
    if seat >= record.seats {
        return Err(ReviewError::NoSeat { seat, seats: record.seats });
    }
    verify(record).map_err(ReviewError::Record)?;
    let mut jobs = Vec::new();
    let mut rounds = Vec::new();
    for (r, rr) in record.rounds.iter().enumerate().filter(|(r, _)| wanted.contains(r)) {
        let mut m = replay_until(record, r, 0).map_err(ReviewError::Record)?;
        let start = RoundStartState {
            round: m.round().clone(),
            begin: m.round_start(),
            deal: m.deal().clone(),
            snapshot: SeatSnapshot::of(&m, seat),
        };
        let seed = |what: u64| settings.seed ^ (r as u64) << 40 ^ what;
        jobs.push(Job::Average { round: r, start: Box::new(start), seed: seed(0xA11) });
        let (mut forced, mut unseen_builds) = (0, 0);
        for (i, mv) in rr.moves.iter().enumerate() {
            if mv.seat == seat {
                // The seat's view, copied for a job only when there is something to review.
                let obs = m.observation(seat);
                if m.round().legal().len() < 2 {
                    forced += 1;
                } else if obs.phase() == TurnPhase::Build || !obs.sees_everything() {
                    unseen_builds += 1;
                } else {
                    let snapshot = Box::new(SeatSnapshot::of(&m, seat));
                    jobs.push(Job::Decision { round: r, mv: i, played: mv.action, snapshot, seed: seed(1 + i as u64) });
                }
            }
            if m.apply(mv.seat, mv.action).is_err() {
                break; // never: the whole record was verified above
            }
        }
        let points = rr.scores.as_ref().and_then(|s| s.get(seat as usize).copied());
        rounds.push(RoundReview {
            round: r,
            points,
            average: 0.0,
            dealt: 0.0,
            lost: 0.0,
            luck: 0.0,
            luck_error: 0.0,
            decisions: Vec::new(),
            forced,
            unseen_builds,
        });
    }
    let results = run(&jobs, seat, settings, progress, stop)?;
    for (job, result) in jobs.iter().zip(results) {
        match (job, result) {
            (Job::Average { round, .. }, Done::Average { average, dealt, error }) => {
                if let Some(r) = rounds.iter_mut().find(|r| r.round == *round) {
                    (r.average, r.dealt, r.luck_error) = (average, dealt, error);
                }
            }
            (Job::Decision { round, .. }, Done::Decision(Some(d))) => {
                if let Some(r) = rounds.iter_mut().find(|r| r.round == *round) {
                    r.decisions.push(d);
                }
            }
            _ => {}
        }
    }
    for r in &mut rounds {
        r.lost = r.decisions.iter().map(|d| d.loss).sum();
        r.luck = r.points.map_or(0.0, |p| p as f64 - r.average - r.lost);
    }
    Ok(Review { seat, rounds })
}

/// A round's start, for its luck.
struct RoundStartState {
    round: Round,
    begin: RoundStart,
    deal: Deal,
    snapshot: SeatSnapshot,
}

enum Job {
    Average { round: usize, start: Box<RoundStartState>, seed: u64 },
    Decision { round: usize, mv: usize, played: Action, snapshot: Box<SeatSnapshot>, seed: u64 },
}

enum Done {
    Average { average: f64, dealt: f64, error: f64 },
    Decision(Option<Decision>),
}

/// The jobs shared among `settings.threads` threads, each result in its job's place.
fn run(
    jobs: &[Job],
    seat: Seat,
    settings: &Settings,
    progress: &(dyn Fn(usize, usize) + Sync),
    stop: &AtomicBool,
) -> Result<Vec<Done>, ReviewError> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Done>>> = Mutex::new((0..jobs.len()).map(|_| None).collect());
    let threads = settings.threads.clamp(1, jobs.len().max(1));
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(i) else { return };
                    let result = match job {
                        Job::Average { start, seed, .. } => luck_of(start, seat, settings.deals, *seed),
                        Job::Decision { round, mv, played, snapshot, seed } => {
                            Done::Decision(decision(snapshot, (*round, *mv), *played, settings, *seed))
                        }
                    };
                    if let Ok(mut r) = results.lock() {
                        r[i] = Some(result);
                    }
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1, jobs.len());
                }
            });
        }
    });
    if stop.load(Ordering::Relaxed) {
        return Err(ReviewError::Cancelled);
    }
    let results = results.into_inner().unwrap_or_else(|poisoned| poisoned.into_inner());
    // A thread that panicked left its job undone: the review is then incomplete, and says so
    // by being cancelled rather than wrong.
    results.into_iter().map(|r| r.ok_or(ReviewError::Cancelled)).collect()
}

/// A round's average for `seat` over random deals, and the worth of its own dealt tiles over the
/// worlds they leave possible; both with the planner playing every seat.
fn luck_of(start: &RoundStartState, seat: Seat, deals: u32, seed: u64) -> Done {
    let mut planner = PlayoutPlanner::new();
    let mut rng = stream_rng(seed, 0x1AC);
    let mut tiles: Vec<TileId> = start.deal.hands.iter().flatten().chain(start.deal.boneyard.iter()).map(|t| t.id()).collect();
    let sizes: Vec<u8> = start.deal.hands.iter().map(|h| h.len() as u8).collect();
    let rules = *start.round.rules();
    let begin = start.begin;
    let mut average = Stats::default();
    // Each deal into the same playout (its memory kept).
    let mut round = Playout::new(start.round.clone());
    for _ in 0..deals {
        shuffle(&mut rng, &mut tiles);
        if round.deal_shuffled(rules, begin, &tiles, &sizes).is_err() {
            continue;
        }
        planner.new_world();
        play_out(&mut round, &mut planner, None);
        average.add(round.round().scores().and_then(|s| s.get(seat as usize).copied()).unwrap_or(0) as f64);
    }
    let obs = start.snapshot.observation();
    let mut dealt = Stats::default();
    for _ in 0..deals {
        let mut round = Playout::new(sample_world(&obs, &mut rng));
        planner.new_world();
        play_out(&mut round, &mut planner, None);
        dealt.add(round.round().scores().and_then(|s| s.get(seat as usize).copied()).unwrap_or(0) as f64);
    }
    Done::Average {
        average: average.mean(),
        dealt: dealt.mean() - average.mean(),
        error: (average.variance_of_mean() + dealt.variance_of_mean()).sqrt(),
    }
}

#[derive(Default)]
struct Stats {
    n: f64,
    sum: f64,
    squares: f64,
}

impl Stats {
    fn add(&mut self, x: f64) {
        self.n += 1.0;
        self.sum += x;
        self.squares += x * x;
    }

    fn mean(&self) -> f64 {
        if self.n == 0.0 { 0.0 } else { self.sum / self.n }
    }

    fn variance_of_mean(&self) -> f64 {
        if self.n < 2.0 {
            return 0.0;
        }
        let var = (self.squares - self.sum * self.sum / self.n) / (self.n - 1.0);
        var.max(0.0) / self.n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Bot, Level};
    use crate::rules::{HouseRules, Match, Tile};

    /// Quicker than a real review, still well inside the marks' thresholds.
    fn quick(seed: u64) -> Settings {
        Settings { error: 0.75, max_worlds: 400, deals: 150, seed, threads: 2 }
    }

    fn never(_: usize, _: usize) {}

    fn deal(seed: u64) -> Match {
        Match::new("standard", HouseRules::default(), seed).expect("the standard rules")
    }

    /// Play on, each seat by its bot, until `stop` says to stop before a move (or the round ends).
    fn play_on(m: &mut Match, bots: &mut [Box<dyn Bot>], mut stop: impl FnMut(&Match) -> bool) {
        while !m.round().is_over() && !stop(m) {
            let seat = m.to_move();
            let legal = m.legal_actions();
            let a = bots[seat as usize].choose(&m.observation(seat), &legal);
            m.apply(seat, a).expect("a legal move");
        }
    }

    fn bots(seat_0: Level) -> Vec<Box<dyn Bot>> {
        (0..4).map(|s| if s == 0 { seat_0.bot_with(7, Budget::Playouts(400)) } else { Level::Normal.bot(s) }).collect()
    }

    /// The heaviest tile a first round deals (its engine is the double-twelve): 22 points.
    const HEAVY: Tile = Tile(11, 11);

    fn lays(a: &Action, tile: Tile) -> bool {
        matches!(a, Action::Play { tile: t, .. } if t.id() == tile.id())
    }

    /// Seat 0 plays like Normal but never lays the double-eleven (when anything else is legal).
    struct Hoarder(Box<dyn Bot>);

    impl Bot for Hoarder {
        fn choose(&mut self, obs: &crate::rules::Observation<'_>, legal: &[Action]) -> Action {
            let others: Vec<Action> = legal.iter().copied().filter(|a| !lays(a, HEAVY)).collect();
            if others.is_empty() { self.0.choose(obs, legal) } else { self.0.choose(obs, &others) }
        }
    }

    /// The planted blunder: with a play for 11|11 open (and no other double to lay) and another
    /// seat down to its last tile, seat 0 plays a single instead, and holds the 22 points into the round's end. The review
    /// marks that move a blunder, and the better move lays the double-eleven.
    #[test]
    fn holding_the_double_eleven_into_the_end_is_a_blunder() {
        let mut found = 0;
        for seed in 0..400 {
            let chance = |m: &Match| {
                let legal = m.round().legal();
                m.to_move() == 0
                    && legal.iter().any(|a| lays(a, HEAVY))
                    && legal.iter().any(|a| matches!(a, Action::Play { .. }) && !lays(a, HEAVY))
                    // No other double to lay (a double plays again: it may be as good).
                    && !legal.iter().any(|a| matches!(a, Action::Play { tile, .. } if tile.is_double() && tile.id() != HEAVY.id()))
                    && (1..4).any(|s| m.round().hand_len(s) == 1)
            };
            let mut m = deal(seed);
            play_on(&mut m, &mut bots(Level::Normal), chance);
            if m.round().is_over() {
                continue;
            }
            let mv = m.moves().len();
            let legal = m.round().legal();
            let planted = *legal.iter().find(|a| matches!(a, Action::Play { .. }) && !lays(a, HEAVY)).expect("another play");
            m.apply(0, planted).expect("legal");
            let mut hoarding = bots(Level::Normal);
            hoarding[0] = Box::new(Hoarder(Level::Normal.bot(0)));
            play_on(&mut m, &mut hoarding, |_| false);
            if !m.round().hand(0).contains(HEAVY.id()) {
                continue; // it got rid of it after all: not the planted story
            }
            let r = review(&m.record(), 0, &quick(seed), &never, &AtomicBool::new(false)).expect("a review");
            let d = r.decisions().find(|d| d.mv == mv).expect("the planted move was reviewed");
            assert_eq!(d.played, planted);
            assert_eq!(d.mark, Some(Mark::Blunder), "seed {seed}: {d:?}");
            assert!(lays(&d.best, HEAVY), "seed {seed}: {d:?}");
            assert!(d.loss >= BLUNDER && d.loss >= NOISE * d.error, "{d:?}");
            found += 1;
            if found == 1 {
                return;
            }
        }
        panic!("only {found} planted blunders found in 400 deals");
    }

    /// A record in which every move of the seat had one legal choice (the game so far: it drew
    /// or passed, or had one tile to play) has nothing to review and no marks.
    #[test]
    fn forced_moves_are_not_reviewed() {
        for seed in 0..200 {
            let mut m = deal(seed);
            // Up to the seat's first real choice.
            play_on(&mut m, &mut bots(Level::Normal), |m| m.to_move() == 0 && m.round().legal().len() > 1);
            let forced = m.moves().iter().filter(|mv| mv.seat == 0).count();
            if forced < 2 {
                continue;
            }
            let r = review(&m.record(), 0, &quick(seed), &never, &AtomicBool::new(false)).expect("a review");
            assert_eq!(r.decisions().count(), 0);
            assert_eq!(r.rounds[0].forced, forced);
            assert_eq!(r.rounds[0].lost, 0.0);
            assert_eq!(r.rounds[0].points, None, "an unfinished round has no points yet");
            return;
        }
        panic!("no deal in 200 gave seat 0 two forced moves first");
    }

    /// No peeking: the review of a decision is the same whatever the tiles the seat could not see
    /// really were. The unseen tiles (the others' hands and the boneyard) are permuted at random,
    /// as long as every move before the decision stays legal (a seat that passed still cannot
    /// play): the seat saw exactly the same, and the review of the game up to and with the
    /// decision is identical.
    #[test]
    fn a_decision_is_reviewed_the_same_whatever_the_hidden_tiles() {
        use crate::rules::RoundEnd;
        use crate::rules::rng::shuffle;
        use crate::rules::verify::replay_until;
        let mut checked = 0;
        for seed in 0..40u64 {
            let mut m = deal(seed);
            let mut count = 0;
            // Seat 0's fourth decision with a choice, some way into the round.
            play_on(&mut m, &mut bots(Level::Normal), |m| {
                let choice = m.to_move() == 0 && m.round().legal().len() > 1 && m.round().boneyard_len() > 0;
                count += choice as u32;
                choice && count == 4
            });
            if m.round().is_over() {
                continue;
            }
            let mv = m.moves().len();
            let played = m.round().legal()[m.round().legal().len() - 1];
            m.apply(0, played).expect("legal");
            // The game as it stood just after the decision.
            let mut record = m.record();
            record.rounds[0].moves.truncate(mv + 1);
            record.rounds[0].moves.iter_mut().for_each(|mv| mv.legal = None);
            record.rounds[0].end = RoundEnd::InProgress;
            record.rounds[0].scores = None;
            let at = replay_until(&record, 0, mv).expect("the game up to the decision");
            let unseen: Vec<_> = crate::rules::TileSet::full(12).minus(at.round().on_table()).minus(at.round().hand(0)).iter().collect();
            let mut rng = stream_rng(seed, 99);
            for _ in 0..50 {
                let mut to = unseen.clone();
                shuffle(&mut rng, &mut to);
                let swap = |t: Tile| unseen.iter().position(|&u| u == t.id()).map_or(t, |i| to[i].tile());
                let mut other = record.clone();
                let r0 = &mut other.rounds[0];
                for h in r0.hands.iter_mut().chain([&mut r0.boneyard]) {
                    h.iter_mut().for_each(|t| *t = swap(*t));
                }
                if verify(&other).is_err() {
                    continue; // a seat that passed or drew would have held a tile to play
                }
                let moved = replay_until(&other, 0, mv).expect("verified");
                assert_ne!(moved.deal(), at.deal(), "the hidden tiles differ");
                assert_eq!(moved.round().hand(0), at.round().hand(0));
                let settings = quick(seed);
                let a = review(&record, 0, &settings, &never, &AtomicBool::new(false)).expect("a review");
                let b = review(&other, 0, &settings, &never, &AtomicBool::new(false)).expect("a review");
                let (a, b) = (a.decisions().find(|d| d.mv == mv).expect("reviewed"), b.decisions().find(|d| d.mv == mv).expect("reviewed"));
                assert_eq!(a, b, "seed {seed}: the review saw the hidden tiles");
                checked += 1;
                break;
            }
            if checked == 3 {
                return;
            }
        }
        panic!("only {checked} decisions could be checked");
    }

    /// The same record and seed give the same review, on one thread or two.
    #[test]
    fn a_review_is_repeatable() {
        let mut m = deal(3);
        play_on(&mut m, &mut bots(Level::Random), |_| false);
        let record = m.record();
        let one = review(&record, 0, &Settings { threads: 1, ..quick(11) }, &never, &AtomicBool::new(false)).expect("a review");
        let two = review(&record, 0, &Settings { threads: 2, ..quick(11) }, &never, &AtomicBool::new(false)).expect("a review");
        assert_eq!(one, two);
        assert!(one.decisions().count() > 3);
        let points = one.rounds[0].points.expect("finished") as f64;
        let r = &one.rounds[0];
        assert!((r.average + r.lost + r.luck - points).abs() < 1e-9, "points = average + lost + luck");
    }

    /// A round reviewed as it ends is that round of the whole match's review: the same jobs,
    /// seeded alike, and nothing of the other rounds.
    #[test]
    fn one_round_is_reviewed_as_in_the_whole_review() {
        let mut m = deal(5);
        let mut players = bots(Level::Random);
        play_on(&mut m, &mut players, |_| false);
        assert!(m.next_round(), "a second round is dealt");
        play_on(&mut m, &mut players, |_| false);
        let record = m.record();
        let settings = quick(2);
        let whole = review(&record, 0, &settings, &never, &AtomicBool::new(false)).expect("a review");
        let second = review_rounds(&record, 0, 1..2, &settings, &never, &AtomicBool::new(false)).expect("a review");
        assert_eq!(whole.rounds.len(), 2);
        assert_eq!(second.rounds, whole.rounds[1..]);
        assert!(second.decisions().count() > 3 && second.decisions().all(|d| d.round == 1));
        let none = review_rounds(&record, 0, 2..3, &settings, &never, &AtomicBool::new(false)).expect("a review");
        assert!(none.rounds.is_empty(), "no third round in the record");
    }

    /// The review tells a good player from a random one: over the same deals, Easy's (random)
    /// moves lose far more points a decision and are marked far more often than Hard's.
    #[test]
    fn random_moves_are_marked_and_hard_ones_rarely() {
        let rate = |level: Level| {
            let (mut n, mut marked, mut lost) = (0usize, 0usize, 0.0);
            for seed in 0..3 {
                let mut m = deal(seed);
                play_on(&mut m, &mut bots(level), |_| false);
                let r = review(&m.record(), 0, &quick(seed), &never, &AtomicBool::new(false)).expect("a review");
                for d in r.decisions() {
                    n += 1;
                    marked += d.mark.is_some() as usize;
                    lost += d.loss;
                }
            }
            (marked as f64 / n as f64, lost / n as f64)
        };
        let (easy_marked, easy_lost) = rate(Level::Random);
        let (hard_marked, hard_lost) = rate(Level::Hard);
        assert!(easy_marked > 0.25 && hard_marked < 0.1, "marked: Easy {easy_marked:.2}, Hard {hard_marked:.2}");
        assert!(easy_lost > 4.0 * hard_lost, "lost a decision: Easy {easy_lost:.2}, Hard {hard_lost:.2}");
    }

    /// Asked to stop, a review stops, and says it was cancelled; its progress counts every job.
    #[test]
    fn a_review_can_be_cancelled_and_tells_its_progress() {
        let mut m = deal(4);
        play_on(&mut m, &mut bots(Level::Random), |_| false);
        let record = m.record();
        let stop = AtomicBool::new(false);
        let seen = AtomicUsize::new(0);
        let progress = |done: usize, total: usize| {
            seen.fetch_max(done, Ordering::Relaxed);
            assert!(done <= total);
            if done == 2 {
                stop.store(true, Ordering::Relaxed);
            }
        };
        assert!(matches!(review(&record, 0, &quick(1), &progress, &stop), Err(ReviewError::Cancelled)));
        assert!(seen.load(Ordering::Relaxed) < 6, "stopped within a job a thread");
        let total = AtomicUsize::new(0);
        let counting = |done: usize, all: usize| {
            total.store(all, Ordering::Relaxed);
            assert!(done <= all);
        };
        let r = review(&record, 0, &quick(1), &counting, &AtomicBool::new(false)).expect("a review");
        assert_eq!(total.load(Ordering::Relaxed), r.decisions().count() + r.rounds.len(), "a job a decision, and one a round for its luck");
        assert!(matches!(review(&record, 4, &quick(1), &never, &AtomicBool::new(false)), Err(ReviewError::NoSeat { seat: 4, seats: 4 })));
    }
}

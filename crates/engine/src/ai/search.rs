//! Hard: a search over the tiles it cannot see. Many times over, it deals the unseen tiles into
//! a world consistent with what its seat has seen (`rules::sample`), plays each candidate move
//! there and lets the planner play every seat to the end of the round; the move with the lowest
//! average own score wins (in the last round of a match: the move most likely to win the match,
//! then the lowest score). Every candidate meets the same worlds, and the planner plays them out
//! the same way, so candidates are compared on equal luck; a candidate that trails the best by
//! 3.5 standard errors of their world-by-world difference is dropped, so the playouts go to the
//! close calls.
//!
//! The worlds are not dealt blind: the others' latest plays say something about their hands.
//! For each other seat's last few plays since it last drew, the search sees again the position
//! the play was made in (`rules::sample::past_plays`) and asks whether the planner, holding what
//! a world says that seat held then, would have made it. Worlds come from a walk over the
//! consistent worlds (`rules::sample::WorldWalk`) in which each play a world leaves unexplained
//! makes it four times less likely (`FIT`): against planners the real hands explain every play,
//! and a person's or another Hard player's different choices only weigh worlds, never rule them out.
//!
//! It thinks for a time (200 ms by default) or for a fixed number of playouts (seeded and
//! repeatable, for tests and `simulate`), and answers at once when only one move is legal.

use super::Bot;
use super::planner::{Planner, PlayoutPlanner};
use crate::rules::rng::stream_rng;
use crate::rules::round::Playout;
use crate::rules::sample::{Odds, PastPlay, WorldWalk, past_plays, sample_world};
use crate::rules::{Action, Observation, Round, Seat, TileSet, TurnPhase};
use rand::rngs::ChaCha8Rng;
use std::time::Duration;
use web_time::Instant;

/// How long the search may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Until this much time has passed (the game's default: 200 ms).
    Time(Duration),
    /// This many playouts (fewer when one move is clearly best early), repeatable with the same
    /// seed.
    Playouts(u32),
}

/// The default thinking time at the table.
pub const THINK: Duration = Duration::from_millis(200);

/// Worlds between two looks at which candidates to drop.
const BLOCK: u32 = 8;
/// Worlds a candidate must have met before it may be dropped.
const MIN_WORLDS: u32 = 48;
/// Standard errors of the paired difference by which a candidate must trail the leader to be
/// dropped.
const CONFIDENCE: f64 = 3.5;
/// The others' latest plays (each seat's, since it last drew) a world is checked against.
const CHECKED_PLAYS: usize = 3;
/// How much less likely a world is for each of those plays the planner would not have made in it.
const FIT: Odds = Odds { keep: 1, out_of: 4 };
/// Steps of the walk through the worlds before the first world is used, and between two worlds.
const BURN_IN: usize = 40;
const STEPS: usize = 3;
/// A playout that has not ended after this many moves is scored as it stands.
const MAX_PLAYOUT_MOVES: usize = 4000;

/// What the search found for one candidate.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub action: Action,
    /// Playouts played (one in each of the first `n` worlds).
    pub n: u32,
    sum: f64,
    wins: f64,
    /// What it is ranked by, world by world (lower is better): the own score, or in the last
    /// round of a match the share of the match won, negated.
    values: Vec<f32>,
    pub alive: bool,
}

impl Candidate {
    fn new(action: Action) -> Candidate {
        Candidate { action, n: 0, sum: 0.0, wins: 0.0, values: Vec::new(), alive: true }
    }

    fn record(&mut self, score: f64, win: f64, for_the_match: bool) {
        self.n += 1;
        self.sum += score;
        self.wins += win;
        self.values.push(if for_the_match { -win } else { score } as f32);
    }

    /// How much worse than `lead` it did in the same worlds: the mean difference and its
    /// standard error.
    pub fn behind(&self, lead: &Candidate) -> (f64, f64) {
        let n = self.values.len().min(lead.values.len());
        if n < 2 {
            return (0.0, f64::INFINITY);
        }
        let d = |i: usize| (self.values[i] - lead.values[i]) as f64;
        let mean = (0..n).map(d).sum::<f64>() / n as f64;
        let var = (0..n).map(|i| (d(i) - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
        (mean, (var / n as f64).sqrt())
    }

    /// Average own score at the end of the round.
    pub fn mean(&self) -> f64 {
        if self.n == 0 { f64::INFINITY } else { self.sum / self.n as f64 }
    }

    /// Share of playouts in which the match was won (last round only).
    pub fn win_rate(&self) -> f64 {
        if self.n == 0 { 0.0 } else { self.wins / self.n as f64 }
    }
}

/// The outcome of one search: the move, and how it compared.
#[derive(Clone, Debug)]
pub struct Verdict {
    pub action: Action,
    /// Every candidate with its statistics (the chosen one among them); empty when there was
    /// nothing to think about.
    pub candidates: Vec<Candidate>,
    pub playouts: u32,
    pub worlds: u32,
    /// The last round of a match: candidates were ranked by match wins.
    pub for_the_match: bool,
    pub how: Decided,
}

/// How a verdict was reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decided {
    /// Only one move was legal.
    Only,
    /// The planner's move, without a search (building the own train; or not seeing the other
    /// trains in the fast game's opening).
    Planned,
    /// By searching.
    Searched,
}

impl Verdict {
    fn at_once(action: Action, how: Decided) -> Verdict {
        Verdict { action, candidates: Vec::new(), playouts: 0, worlds: 0, for_the_match: false, how }
    }

    /// The chosen candidate's statistics.
    pub fn chosen(&self) -> Option<&Candidate> {
        self.candidates.iter().find(|c| c.action == self.action)
    }

    /// How many points a round the chosen move saves on average over the other moves tried.
    pub fn saving(&self) -> Option<f64> {
        let chosen = self.chosen()?.mean();
        let others: Vec<f64> = self.candidates.iter().filter(|c| c.action != self.action && c.n > 0).map(Candidate::mean).collect();
        (!others.is_empty()).then(|| others.iter().sum::<f64>() / others.len() as f64 - chosen)
    }
}

/// The searching computer player: Hard.
pub struct Search {
    budget: Budget,
    rng: ChaCha8Rng,
    playouts: PlayoutPlanner,
    table: Planner,
    world: Option<Playout>,
    /// Set from elsewhere: stop thinking (with what was found so far) at the next playout.
    stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
}

impl Search {
    pub fn new(budget: Budget, seed: u64) -> Search {
        Search { budget, rng: stream_rng(seed, 0x5EA2C4), playouts: PlayoutPlanner::new(), table: Planner::new(), world: None, stop: None }
    }

    /// The same search, which stops at its next playout once `stop` is set (a run of many
    /// playouts a decision must end when asked to).
    pub fn stopping_when(mut self, stop: std::sync::Arc<std::sync::atomic::AtomicBool>) -> Search {
        self.stop = Some(stop);
        self
    }

    /// Think about `legal` (the seat's legal actions) and say what was found.
    pub fn think(&mut self, obs: &Observation<'_>, legal: &[Action]) -> Verdict {
        match legal {
            [] => return Verdict::at_once(Action::Pass, Decided::Only),
            [only] => return Verdict::at_once(*only, Decided::Only),
            _ => {}
        }
        // Building a train, or not seeing the others' (the fast game's opening): nothing to
        // gain from guessing their hands; the planner lays the chain.
        if obs.phase() == TurnPhase::Build || !obs.sees_everything() {
            return Verdict::at_once(self.table.choose(obs, legal), Decided::Planned);
        }
        self.search(obs, legal, Goal::Choose { for_the_match: obs.is_last_round() })
    }

    /// Measure `played` against the other legal moves in points at the round's end (a game
    /// review): the same worlds and playouts as [`Search::think`], but `played` is never dropped,
    /// and the search goes on until the world-by-world difference between `played` and every
    /// move still in the running is known to within `error` points (one standard error), or
    /// `max_worlds` worlds were played. The budget's playouts or time still bound it.
    pub fn compare(&mut self, obs: &Observation<'_>, legal: &[Action], played: Action, error: f64, max_worlds: u32) -> Verdict {
        self.search(obs, legal, Goal::Compare { played, error, max_worlds })
    }

    fn search(&mut self, obs: &Observation<'_>, legal: &[Action], goal: Goal) -> Verdict {
        let for_the_match = matches!(goal, Goal::Choose { for_the_match: true });
        let keep = match goal {
            Goal::Compare { played, .. } => Some(played),
            Goal::Choose { .. } => None,
        };
        let mut candidates: Vec<Candidate> = legal.iter().map(|&a| Candidate::new(a)).collect();
        let started = Instant::now();
        let (mut playouts, mut worlds) = (0u32, 0u32);
        // The round played out in: its memory kept from playout to playout (and search to search).
        let mut scratch = self.world.take();
        // Worlds drawn from a walk that favours hands explaining the others' latest plays.
        let past = past_plays(obs, CHECKED_PLAYS);
        let mut walk = WorldWalk::new(obs, &mut self.rng, FIT, &past, |s, h| misfits(&mut self.table, &past, s, h));
        let deadline = match self.budget {
            Budget::Time(limit) => Some(started + limit),
            Budget::Playouts(_) => None,
        };
        let clock = Clock { started, deadline, stop: self.stop.clone() };
        let out_of_time = |budget: Budget| clock.out_of_time(budget);
        // Step by step, looking at the clock: with huge hands each step weighs several plays.
        for _ in 0..BURN_IN {
            if out_of_time(self.budget) {
                break;
            }
            walk.walk(&mut self.rng, 1, |s, h| misfits(&mut self.table, &past, s, h));
        }
        loop {
            let world = walk.world(obs, &mut self.rng);
            let (played, timed_out) = self.play_world(obs, &world, &mut scratch, &mut candidates, &clock, for_the_match);
            playouts += played;
            worlds += 1;
            if worlds.is_multiple_of(BLOCK) && worlds >= MIN_WORLDS {
                prune(&mut candidates, for_the_match, keep);
            }
            let alive = candidates.iter().filter(|c| c.alive).count();
            let done = match self.budget {
                Budget::Time(_) => timed_out || out_of_time(self.budget),
                Budget::Playouts(n) => playouts >= n || timed_out,
            };
            let settled = match goal {
                Goal::Choose { .. } => alive <= 1,
                Goal::Compare { played, error, max_worlds } => {
                    worlds >= max_worlds || (worlds.is_multiple_of(BLOCK) && known_to_within(&candidates, played, error))
                }
            };
            if done || (settled && worlds >= MIN_WORLDS) {
                break;
            }
            for _ in 0..STEPS {
                if out_of_time(self.budget) {
                    break;
                }
                walk.walk(&mut self.rng, 1, |s, h| misfits(&mut self.table, &past, s, h));
            }
        }
        self.world = scratch;
        let action = best(&candidates, for_the_match).unwrap_or(legal[0]);
        Verdict { action, candidates, playouts, worlds, for_the_match, how: Decided::Searched }
    }
}

impl Search {
    /// Each candidate still in the running played out once in `world` (in `scratch`, its memory
    /// kept): how many playouts finished, and whether time ran out. A candidate the world does
    /// not allow drops out.
    fn play_world(
        &mut self,
        obs: &Observation<'_>,
        world: &Round,
        scratch: &mut Option<Playout>,
        candidates: &mut [Candidate],
        clock: &Clock,
        for_the_match: bool,
    ) -> (u32, bool) {
        let me = obs.seat();
        self.playouts.new_world();
        let mut played = 0;
        for c in candidates.iter_mut().filter(|c| c.alive) {
            // Looked at playout by playout: a world's playouts for many moves take a while.
            if clock.out_of_time(self.budget) {
                return (played, true);
            }
            let sim = match scratch {
                Some(sim) => {
                    sim.set(world);
                    sim
                }
                None => scratch.insert(Playout::new(world.clone())),
            };
            if sim.apply_with(me, c.action, &mut ()).is_err() {
                c.alive = false;
                continue;
            }
            // A playout that would run past the deadline (long under some rules: drawing until a
            // tile plays, many doubles) is left unfinished and not counted.
            if !play_out(sim, &mut self.playouts, clock.deadline) {
                return (played, true);
            }
            let sim = sim.round();
            let score = sim.scores().map_or(0, |s| s.get(me as usize).copied().unwrap_or(0)) as f64;
            let win = if for_the_match { win_share(obs, sim, me) } else { 0.0 };
            c.record(score, win, for_the_match);
            played += 1;
        }
        (played, false)
    }
}

/// When a search stops: asked to (the game closing, a hint no longer wanted), or its time is up.
struct Clock {
    started: Instant,
    /// A playout past it is left unfinished (a search timed, not counted in playouts).
    deadline: Option<Instant>,
    stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
}

impl Clock {
    fn out_of_time(&self, budget: Budget) -> bool {
        let stopped = self.stop.as_ref().is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed));
        stopped || matches!(budget, Budget::Time(limit) if self.started.elapsed() >= limit)
    }
}

/// How many of `seat`'s `past` plays the planner would not have made, had it held `hand` now.
pub fn misfits(planner: &mut Planner, past: &[PastPlay], seat: Seat, hand: TileSet) -> u32 {
    past.iter().filter(|p| p.seat == seat && !planner_would_play(planner, p, hand)).count() as u32
}

/// Whether the planner makes the past play, had its player held `hand` now.
pub fn planner_would_play(planner: &mut Planner, past: &PastPlay, hand: TileSet) -> bool {
    let position = past.position_with(hand);
    let obs = Observation::new(&position, past.seat, &[], &[]);
    let legal = position.legal();
    !legal.is_empty() && planner.choose(&obs, legal) == past.action
}

/// How many playout moves go between two looks at the clock.
const CLOCK_EVERY: usize = 16;

/// Every seat plays the planner's moves to the end of the round; `false` if `deadline` passed
/// first (the clock is read every `CLOCK_EVERY` moves).
pub(crate) fn play_out(round: &mut Playout, planner: &mut PlayoutPlanner, deadline: Option<Instant>) -> bool {
    for n in 0..MAX_PLAYOUT_MOVES {
        if round.is_over() {
            return true;
        }
        if n % CLOCK_EVERY == CLOCK_EVERY - 1 && deadline.is_some_and(|d| Instant::now() >= d) {
            return false;
        }
        let i = planner.choose_in(round);
        if !round.apply(i, &mut ()) {
            return true;
        }
    }
    true
}

/// The seat's share of the match win if the match ends as this round did: 1 for the lowest
/// total alone, shared on equal totals, 0 otherwise.
fn win_share(obs: &Observation<'_>, round: &Round, me: Seat) -> f64 {
    let Some(scores) = round.scores() else { return 0.0 };
    let totals: Vec<(Seat, u32)> =
        round.active_seats().map(|s| (s, obs.totals().get(s as usize).copied().unwrap_or(0) + scores[s as usize])).collect();
    let lowest = totals.iter().map(|&(_, t)| t).min().unwrap_or(0);
    let tied = totals.iter().filter(|&&(_, t)| t == lowest).count();
    if totals.iter().any(|&(s, t)| s == me && t == lowest) { 1.0 / tied as f64 } else { 0.0 }
}

/// What a search is for.
#[derive(Clone, Copy)]
enum Goal {
    /// Choose a move: by points, or in the last round of a match by match wins.
    Choose { for_the_match: bool },
    /// Measure the move played against the others, in points (a review).
    Compare { played: Action, error: f64, max_worlds: u32 },
}

/// Whether `played`'s difference to every move still in the running is known to within `error`.
fn known_to_within(candidates: &[Candidate], played: Action, error: f64) -> bool {
    let Some(p) = candidates.iter().find(|c| c.action == played) else { return true };
    candidates.iter().filter(|c| c.alive && c.action != played).all(|c| p.behind(c).1 <= error)
}

/// Drop the candidates clearly worse than the best, compared world by world (the same worlds
/// met by both: their luck cancels out). One that did exactly as well in every world (another
/// way to the same position) goes too. `keep` is never dropped (the move a review measures).
fn prune(candidates: &mut [Candidate], for_the_match: bool, keep: Option<Action>) {
    let Some(lead) = best_index(candidates, for_the_match) else { return };
    let lead = candidates[lead].clone();
    for c in candidates.iter_mut().filter(|c| c.alive && c.action != lead.action && Some(c.action) != keep) {
        let (mean, error) = c.behind(&lead);
        if mean > CONFIDENCE * error || (mean == 0.0 && error == 0.0) {
            c.alive = false;
        }
    }
}

/// The leading candidate still in the running: the lowest mean score (in the last round: the
/// most match wins, then the lowest mean score).
fn best_index(candidates: &[Candidate], for_the_match: bool) -> Option<usize> {
    (0..candidates.len()).filter(|&i| candidates[i].alive && candidates[i].n > 0).min_by(|&a, &b| {
        let (a, b) = (&candidates[a], &candidates[b]);
        let by_win = if for_the_match { b.win_rate().total_cmp(&a.win_rate()) } else { std::cmp::Ordering::Equal };
        by_win.then(a.mean().total_cmp(&b.mean()))
    })
}

fn best(candidates: &[Candidate], for_the_match: bool) -> Option<Action> {
    best_index(candidates, for_the_match).map(|i| candidates[i].action)
}

impl Search {
    /// One playout for the benchmark: a world sampled from `obs`, the planner's move for the
    /// seat, and planner play to the end; the seat's score.
    pub fn playout_once(&mut self, obs: &Observation<'_>) -> u32 {
        let world = sample_world(obs, &mut self.rng);
        self.playouts.new_world();
        let sim = match &mut self.world {
            Some(sim) => {
                sim.set(&world);
                sim
            }
            None => self.world.insert(Playout::new(world.clone())),
        };
        play_out(sim, &mut self.playouts, None);
        sim.round().scores().map_or(0, |s| s.get(obs.seat() as usize).copied().unwrap_or(0))
    }
}

impl Bot for Search {
    fn choose(&mut self, obs: &Observation<'_>, legal: &[Action]) -> Action {
        self.think(obs, legal).action
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Match;
    use crate::rules::house_rules::DrawRule;

    /// A round under rules whose playouts run long (Celko, drawing until a tile plays).
    fn long_round() -> Round {
        let mut rules = crate::rules::preset("celko-1998").expect("a preset");
        rules.draw = DrawRule::UntilPlayable;
        Match::new("celko-1998", rules, 3).expect("a match").round().clone()
    }

    #[test]
    fn a_playout_stops_at_its_deadline_and_says_so() {
        let mut planner = PlayoutPlanner::new();
        let mut round = Playout::new(long_round());
        planner.new_world();
        // A deadline already past: the playout stops at its first look at the clock.
        let before = round.round().placements().len();
        assert!(!play_out(&mut round, &mut planner, Some(Instant::now())), "stopped unfinished");
        assert!(!round.is_over());
        assert!(round.round().placements().len() < before + CLOCK_EVERY, "within one look at the clock");
        // No deadline: played to the end.
        let mut round = Playout::new(long_round());
        planner.new_world();
        assert!(play_out(&mut round, &mut planner, None));
        assert!(round.is_over());
    }
}

//! How often the review marks a level's moves: `review_rates [ROUNDS] [LEVEL] [PLAYOUTS]`; and
//! how long a whole match takes to review: `review_rates match [LEVEL] [PLAYOUTS]`.
//! ROUNDS seeded first rounds (4 players, double-12, `standard`), seat 0 played by LEVEL (default
//! hard; a Hard seat plays PLAYOUTS playouts a decision, default 2000), the others Normal; then
//! seat 0's moves reviewed with the review's default settings. Prints, per level, the decisions
//! reviewed, the share marked (each mark and all) with a 95% interval, the points lost per
//! decision, and the review's time per round. `REVIEW_ERROR`, `REVIEW_MAX_WORLDS` and
//! `REVIEW_DEALS` in the environment replace the default settings' (to weigh others in the same
//! hour).
use mexican_train_engine::ai::review::{Mark, Settings, review};
use mexican_train_engine::ai::{Budget, Level};
use mexican_train_engine::rules::{HouseRules, Match, MatchRecord};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("match") {
        whole_match(&args);
        return;
    }
    let rounds: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let level: Level = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(Level::Hard);
    let playouts: u32 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(2000);
    let settings = settings();
    let (mut decisions, mut marks, mut lost, mut seconds) = (0usize, [0usize; 3], 0.0, Vec::new());
    for seed in 0..rounds {
        let Some(record) = played(1000 + seed, level, playouts, false) else { continue };
        let started = Instant::now();
        let Ok(r) = review(&record, 0, &Settings { seed, ..settings }, &|_, _| {}, &AtomicBool::new(false)) else {
            continue;
        };
        seconds.push(started.elapsed().as_secs_f64());
        for d in r.decisions() {
            decisions += 1;
            lost += d.loss;
            match d.mark {
                Some(Mark::Inaccuracy) => marks[0] += 1,
                Some(Mark::Mistake) => marks[1] += 1,
                Some(Mark::Blunder) => marks[2] += 1,
                None => {}
            }
        }
        let round = &r.rounds[0];
        println!(
            "seed {seed}: {} points (average {:.1}, dealt {:+.1}, lost {:.1}, luck {:+.1} ± {:.1}); {} decisions, {} forced; {:.2} s",
            round.points.unwrap_or(0),
            round.average,
            round.dealt,
            round.lost,
            round.luck,
            round.luck_error,
            round.decisions.len(),
            round.forced,
            started.elapsed().as_secs_f64()
        );
    }
    let share = |k: usize| {
        let p = k as f64 / decisions.max(1) as f64;
        let half = 1.96 * (p * (1.0 - p) / decisions.max(1) as f64).sqrt();
        format!("{:.1}% ± {:.1}", 100.0 * p, 100.0 * half)
    };
    let all = marks.iter().sum();
    seconds.sort_by(f64::total_cmp);
    println!(
        "{level}: {decisions} decisions over {rounds} rounds; marked {} (inaccuracies {}, mistakes {}, blunders {}); {:.2} points lost a decision; review {:.2} s a round (median; max {:.2}) on {} threads",
        share(all),
        share(marks[0]),
        share(marks[1]),
        share(marks[2]),
        lost / decisions.max(1) as f64,
        seconds.get(seconds.len() / 2).copied().unwrap_or(0.0),
        seconds.last().copied().unwrap_or(0.0),
        settings.threads,
    );
}

/// The record of a seeded first round (or of the whole match): seat 0 at `level` (a Hard seat
/// plays `playouts` playouts a decision), the others Normal.
fn played(seed: u64, level: Level, playouts: u32, whole: bool) -> Option<MatchRecord> {
    let mut m = Match::new("standard", HouseRules::default(), seed).ok()?;
    let mut bots: Vec<_> =
        (0..4u64).map(|s| if s == 0 { level.bot_with(seed, Budget::Playouts(playouts)) } else { Level::Normal.bot(s) }).collect();
    loop {
        if m.round().is_over() {
            if !whole || m.is_over() || !m.next_round() {
                return Some(m.record());
            }
            continue;
        }
        let seat = m.to_move();
        let legal = m.legal_actions();
        let a = bots[seat as usize].choose(&m.observation(seat), &legal);
        m.apply(seat, a).ok()?;
    }
}

/// A whole 13-round match (4 players, `standard`), seat 0 at LEVEL and the others Normal, then
/// seat 0's review timed (the default settings, every core).
fn whole_match(args: &[String]) {
    let level: Level = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(Level::Hard);
    let playouts: u32 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(2000);
    let Some(record) = played(2026, level, playouts, true) else { return };
    let settings = settings();
    let started = Instant::now();
    let Ok(r) = review(&record, 0, &settings, &|_, _| {}, &AtomicBool::new(false)) else { return };
    let seconds = started.elapsed().as_secs_f64();
    let worlds: Vec<u32> = r.decisions().map(|d| d.worlds).collect();
    let errors: Vec<f64> = r.decisions().map(|d| d.error).collect();
    println!(
        "{level}: {} rounds, {} decisions reviewed ({} forced), {} marked, {:.2} points lost a decision; {:.1} s on {} threads; worlds a decision: mean {:.0}, max {}; standard error: mean {:.2}, max {:.2}",
        r.rounds.len(),
        worlds.len(),
        r.rounds.iter().map(|r| r.forced).sum::<usize>(),
        r.decisions().filter(|d| d.mark.is_some()).count(),
        r.lost_per_decision(),
        seconds,
        settings.threads,
        worlds.iter().sum::<u32>() as f64 / worlds.len().max(1) as f64,
        worlds.iter().max().unwrap_or(&0),
        errors.iter().sum::<f64>() / errors.len().max(1) as f64,
        errors.iter().copied().fold(0.0, f64::max),
    );
}

/// The default settings, with any of `REVIEW_ERROR`, `REVIEW_MAX_WORLDS` and `REVIEW_DEALS` from
/// the environment in their place.
fn settings() -> Settings {
    fn var<T: std::str::FromStr>(name: &str) -> Option<T> {
        std::env::var(name).ok()?.parse().ok()
    }
    let d = Settings::default();
    Settings {
        error: var("REVIEW_ERROR").unwrap_or(d.error),
        max_worlds: var("REVIEW_MAX_WORLDS").unwrap_or(d.max_worlds),
        deals: var("REVIEW_DEALS").unwrap_or(d.deals),
        ..d
    }
}

//! What a run came to: points and wins by seat and by level, decision times in a bounded
//! histogram, the progress line, and the summary as a table or as JSON.

use super::Outcome;
use crate::ai::Level;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// Decision times, kept as a histogram whatever the length of the run: buckets 2 % apart from
/// a microsecond to about three minutes, and the exact largest.
#[derive(Clone)]
pub struct Times {
    counts: Vec<u64>,
    max: f32,
    n: u64,
}

impl Default for Times {
    fn default() -> Self {
        Times { counts: vec![0; Times::BUCKETS], max: 0.0, n: 0 }
    }
}

impl Times {
    const BUCKETS: usize = 1000;
    /// The smallest time told apart, in milliseconds, and the ratio between buckets.
    const FLOOR: f64 = 0.001;
    const STEP: f64 = 1.02;

    pub fn add(&mut self, ms: f32) {
        let b = ((ms as f64 / Self::FLOOR).max(1.0).ln() / Self::STEP.ln()) as usize;
        self.counts[b.min(Self::BUCKETS - 1)] += 1;
        self.max = self.max.max(ms);
        self.n += 1;
    }

    pub fn merge(&mut self, o: &Times) {
        for (a, b) in self.counts.iter_mut().zip(&o.counts) {
            *a += b;
        }
        self.max = self.max.max(o.max);
        self.n += o.n;
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The time at quantile `q` (0–1), in milliseconds, to within 2 %: the middle of its bucket
    /// (never above the largest time seen).
    pub fn quantile(&self, q: f64) -> f32 {
        if self.n == 0 {
            return 0.0;
        }
        if q >= 1.0 {
            return self.max;
        }
        let rank = (q * (self.n - 1) as f64).round() as u64;
        let mut seen = 0;
        for (b, &c) in self.counts.iter().enumerate() {
            seen += c;
            if seen > rank {
                return ((Self::FLOOR * Self::STEP.powf(b as f64 + 0.5)) as f32).min(self.max);
            }
        }
        self.max
    }
}

/// The figures of one level (over every seat it played).
#[derive(Default)]
pub(super) struct LevelTally {
    pub(super) seats: u64,
    pub(super) rounds: u64,
    pub(super) sum: f64,
    pub(super) sum_sq: f64,
    pub(super) wins: f64,
    /// Only for levels that think (`Level::thinks`).
    pub(super) decisions: Times,
}

impl LevelTally {
    pub(super) fn mean(&self) -> f64 {
        self.sum / self.rounds.max(1) as f64
    }

    /// Half the width of the 95 % interval of the mean points a round.
    pub(super) fn ci95(&self) -> f64 {
        let n = self.rounds as f64;
        if n < 2.0 {
            return f64::NAN;
        }
        let var = (self.sum_sq - self.sum * self.sum / n) / (n - 1.0);
        1.96 * (var.max(0.0) / n).sqrt()
    }

    pub(super) fn win_rate(&self) -> f64 {
        self.wins / self.seats.max(1) as f64
    }
}

#[derive(Default)]
pub(super) struct Tally {
    pub(super) matches: u64,
    pub(super) rounds: u64,
    pub(super) blocked: u64,
    pub(super) moves: u64,
    pub(super) per_seat: Vec<(u64, u64, f64)>,
    pub(super) levels: BTreeMap<&'static str, LevelTally>,
}

impl Tally {
    pub(super) fn add(&mut self, o: &Outcome, seats: &[Level]) {
        self.matches += 1;
        self.rounds += o.rounds.len() as u64;
        self.blocked += o.blocked;
        self.moves += o.moves;
        if self.per_seat.len() < seats.len() {
            self.per_seat.resize(seats.len(), (0, 0, 0.0));
        }
        for (s, &level) in seats.iter().enumerate() {
            let t = self.levels.entry(level.name()).or_default();
            t.seats += 1;
            for r in &o.rounds {
                let x = r.get(s).copied().unwrap_or(0) as f64;
                t.rounds += 1;
                t.sum += x;
                t.sum_sq += x * x;
            }
            t.wins += o.wins[s];
            t.decisions.merge(&o.decisions[s]);
            let seat = &mut self.per_seat[s];
            seat.0 += o.totals.get(s).copied().unwrap_or(0) as u64;
            seat.1 += o.rounds.iter().map(|r| r.get(s).copied().unwrap_or(0) as u64).sum::<u64>();
            seat.2 += o.wins[s];
        }
    }
}

/// Progress on a terminal: matches done, rate, time left (only when stderr is a terminal).
pub(super) struct Progress {
    pub(super) on: bool,
    pub(super) started: Instant,
    pub(super) shown: Option<Instant>,
}

impl Progress {
    pub(super) fn show(&mut self, done: u64, total: u64, rounds: u64) {
        let now = Instant::now();
        if !self.on || self.shown.is_some_and(|t| now - t < Duration::from_millis(250)) {
            return;
        }
        self.shown = Some(now);
        let secs = (now - self.started).as_secs_f64().max(1e-9);
        let left = secs / done.max(1) as f64 * (total - done) as f64;
        eprint!("\r{done}/{total} matches · {:.0} rounds/s · about {left:.0} s left   ", rounds as f64 / secs);
    }

    pub(super) fn clear(&self) {
        if self.on && self.shown.is_some() {
            eprint!("\r{:70}\r", "");
        }
    }
}

pub(super) fn print_summary(tally: &Tally, levels: &[Level], rotated: bool, elapsed: Duration) {
    let secs = elapsed.as_secs_f64().max(1e-9);
    let games = tally.matches.max(1) as f64;
    println!("games:  {} in {secs:.3} s: {:.1} games/s", tally.matches, tally.matches as f64 / secs);
    println!(
        "rounds: {} ({} blocked): {:.0} rounds/s; {} moves: {:.0} moves/s",
        tally.rounds,
        tally.blocked,
        tally.rounds as f64 / secs,
        tally.moves,
        tally.moves as f64 / secs
    );
    println!("seat  ai       mean total  mean/round  wins");
    for (s, level) in levels.iter().enumerate() {
        let (total, round, wins) = tally.per_seat.get(s).copied().unwrap_or_default();
        // Rotated, every player sat in every seat: the seat's line is not one player's.
        let who = if rotated { "(all)" } else { level.name() };
        println!("{s:>4}  {who:<7}  {:>10.1}  {:>10.2}  {:>4}", total as f64 / games, round as f64 / (tally.rounds.max(1)) as f64, wins);
    }
    println!("level    seat-rounds  mean/round  ±95%   win rate  decision ms p50/p99/max");
    for (name, t) in &tally.levels {
        let d = &t.decisions;
        let times = if d.is_empty() { "—".to_string() } else { format!("{:.1}/{:.1}/{:.1}", d.quantile(0.5), d.quantile(0.99), d.quantile(1.0)) };
        println!("{name:<8} {:>11}  {:>10.2}  {:>5.2}  {:>7.1} %  {times}", t.rounds, t.mean(), t.ci95(), t.win_rate() * 100.0);
    }
}

/// The run as one JSON object (keys as the README lists them; decision times are `null` for
/// levels that answer without thinking, whose decisions are not timed).
pub(super) fn json(tally: &Tally, elapsed: Duration) -> String {
    use serde_json::{Value, json};
    let secs = elapsed.as_secs_f64().max(1e-9);
    let num = |x: f64| if x.is_finite() { json!(x) } else { Value::Null };
    let levels: serde_json::Map<String, Value> = tally
        .levels
        .iter()
        .map(|(name, t)| {
            let d = &t.decisions;
            let q = |q: f64| if d.is_empty() { Value::Null } else { json!(d.quantile(q)) };
            let level = json!({
                "rounds": t.rounds,
                "mean_round": num(t.mean()),
                "ci95": num(t.ci95()),
                "match_wins": num(t.wins),
                "win_rate": num(t.win_rate()),
                "decision_ms": { "p50": q(0.5), "p99": q(0.99), "max": q(1.0) },
            });
            (name.to_string(), level)
        })
        .collect();
    json!({
        "matches": tally.matches,
        "rounds": tally.rounds,
        "rounds_per_s": num(tally.rounds as f64 / secs),
        "levels": levels,
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decision_times_are_a_bounded_histogram_true_to_two_percent() {
        let mut times = Times::default();
        let exact: Vec<f32> = (1..=100_000).map(|i| i as f32 * 0.01).collect();
        for &t in &exact {
            times.add(t);
        }
        assert_eq!(times.counts.len(), Times::BUCKETS, "the same size however many were added");
        for q in [0.5, 0.9, 0.99] {
            let want = exact[((exact.len() - 1) as f64 * q).round() as usize];
            let got = times.quantile(q);
            assert!((got / want - 1.0).abs() < 0.02, "quantile {q}: {got} for {want}");
        }
        assert_eq!(times.quantile(1.0), 1000.0, "the largest, exactly");
        let mut merged = Times::default();
        merged.merge(&times);
        merged.merge(&times);
        assert_eq!(merged.n, 200_000);
        assert_eq!(merged.quantile(0.5), times.quantile(0.5));
    }

}

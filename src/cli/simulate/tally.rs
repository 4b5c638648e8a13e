//! What a run came to: points and wins by seat and by level, decision times in a bounded
//! histogram, the progress line, and the summary as a table or as JSON.

use super::Outcome;
use crate::ai::Level;
use crate::lang::t;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// Decision times, kept as a histogram whatever the length of the run: buckets 2 % apart from
/// a microsecond to about three minutes, and the exact largest. The buckets are made at the
/// first time added: every match keeps one a seat, and players that are not timed add none.
#[derive(Clone, Default)]
pub struct Times {
    counts: Vec<u64>,
    max: f32,
    n: u64,
}

impl Times {
    const BUCKETS: usize = 1000;
    /// The smallest time told apart, in milliseconds, and the ratio between buckets.
    const FLOOR: f64 = 0.001;
    const STEP: f64 = 1.02;

    /// The buckets, made at the first time counted.
    fn buckets(&mut self) -> &mut Vec<u64> {
        if self.counts.is_empty() {
            self.counts = vec![0; Self::BUCKETS];
        }
        &mut self.counts
    }

    pub fn add(&mut self, ms: f32) {
        let b = ((ms as f64 / Self::FLOOR).max(1.0).ln() / Self::STEP.ln()) as usize;
        self.buckets()[b.min(Self::BUCKETS - 1)] += 1;
        self.max = self.max.max(ms);
        self.n += 1;
    }

    pub fn merge(&mut self, o: &Times) {
        if o.n == 0 {
            return;
        }
        for (a, b) in self.buckets().iter_mut().zip(&o.counts) {
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
        let rate = format!("{:.0}", rounds as f64 / secs);
        eprint!("\r{}   ", t!("cli-progress", done = done, total = total.to_string(), rate = rate, left = format!("{left:.0}")));
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
    let rate = |n: u64, decimals: usize| format!("{:.*}", decimals, n as f64 / secs);
    println!("{}", t!("cli-summary-games", games = tally.matches, secs = format!("{secs:.3}"), rate = rate(tally.matches, 1)));
    println!(
        "{}",
        t!(
            "cli-summary-rounds",
            rounds = tally.rounds,
            blocked = tally.blocked,
            rate = rate(tally.rounds, 0),
            moves = tally.moves,
            moverate = rate(tally.moves, 0)
        )
    );
    // Columns as wide as their heading in the language spoken, and at least as the English.
    use Align::{Left, Right};
    let seats = Table::new(&[
        ("cli-col-seat", 4, Right),
        ("cli-col-ai", 7, Left),
        ("cli-col-mean-total", 10, Right),
        ("cli-col-mean-round", 10, Right),
        ("cli-col-wins", 4, Right),
    ]);
    println!("{}", seats.heading());
    for (s, level) in levels.iter().enumerate() {
        let (total, round, wins) = tally.per_seat.get(s).copied().unwrap_or_default();
        // Rotated, every player sat in every seat: the seat's line is not one player's.
        let who = if rotated { t!("cli-all-seats") } else { level.name().to_string() };
        let mean_round = round as f64 / (tally.rounds.max(1)) as f64;
        println!(
            "{}",
            seats.line(&[s.to_string(), who, format!("{:.1}", total as f64 / games), format!("{mean_round:.2}"), wins.to_string()])
        );
    }
    let columns = [
        ("cli-col-level", 8, Left),
        ("cli-col-seat-rounds", 11, Right),
        ("cli-col-mean-round", 10, Right),
        ("", 5, Right),
        ("cli-col-win-rate", 9, Right),
        ("cli-col-decisions", 0, Left),
    ];
    let levels_table = Table::new(&columns);
    println!("{}", levels_table.heading());
    for (name, t) in &tally.levels {
        let d = &t.decisions;
        let times =
            if d.is_empty() { "—".to_string() } else { format!("{:.1}/{:.1}/{:.1}", d.quantile(0.5), d.quantile(0.99), d.quantile(1.0)) };
        let row = [
            name.to_string(),
            t.rounds.to_string(),
            format!("{:.2}", t.mean()),
            format!("{:.2}", t.ci95()),
            format!("{:.1} %", t.win_rate() * 100.0),
            times,
        ];
        println!("{}", levels_table.line(&row));
    }
}

/// A table of the summary: headings in the language spoken (`""`: ±95%, the same in every
/// language), each column as wide as its heading and at least as the English one, numbers to
/// the right; a last column of words is not padded.
struct Table {
    headings: Vec<String>,
    columns: Vec<(usize, Align)>,
}

#[derive(Clone, Copy, PartialEq)]
enum Align {
    Left,
    Right,
}

impl Table {
    fn new(columns: &[(&str, usize, Align)]) -> Table {
        let headings: Vec<String> = columns.iter().map(|(key, ..)| if key.is_empty() { "±95%".to_string() } else { t!(key) }).collect();
        let columns = columns.iter().zip(&headings).map(|(&(_, least, align), h)| (least.max(h.chars().count()), align)).collect();
        Table { headings, columns }
    }

    fn heading(&self) -> String {
        self.line(&self.headings)
    }

    fn line(&self, cells: &[String]) -> String {
        let last = self.columns.len().saturating_sub(1);
        let cells = cells.iter().zip(&self.columns).enumerate().map(|(i, (c, &(width, align)))| match align {
            Align::Left if i == last => c.clone(),
            Align::Left => format!("{c:<width$}"),
            Align::Right => format!("{c:>width$}"),
        });
        cells.collect::<Vec<_>>().join("  ").trim_end().to_string()
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

    #[test]
    fn times_of_a_player_that_is_not_timed_hold_no_buckets() {
        let mut tally = Times::default();
        tally.merge(&Times::default());
        assert!(tally.counts.is_empty() && tally.is_empty(), "nothing made for players never timed");
        let mut one = Times::default();
        one.add(2.0);
        tally.merge(&one);
        assert_eq!((tally.counts.len(), tally.n), (Times::BUCKETS, 1));
        assert!((tally.quantile(0.5) - 2.0).abs() < 0.05);
    }
}

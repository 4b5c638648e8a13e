//! What laying the table out costs a move: [`framing::fit`] (the game lays the table out and
//! frames it once each time the table changes) over every position of seeded rounds played by
//! the planner at every seat, at 4, 6 and 8 seats, in the standard game, with branching doubles,
//! with three covers and with every variant on, framed for a 1280×720 window. It prints, for each,
//! how many positions, the median, the 90th and 99th percentiles, the slowest and where; and
//! over all, the time they took together.
//!
//! `cargo bench -p mexican-train-layout --bench layout` natively (the `bench` profile: the
//! desktop's release build); `--profile web` for the browser's optimisation; the browser's own
//! engine (WebAssembly in V8) with `packaging/web/bench-layout`. `MT_BENCH_ROUNDS` rounds a case
//! (default 4), `MT_BENCH_GAME` keeps the games whose name holds it; `MT_BENCH_DIGEST` prints a
//! digest of every layout and camera too (a change meant to make the layout faster, not
//! different, leaves it as it was).

use engine::ai::Level;
use engine::rules::house_rules::Branching;
use engine::rules::{HouseRules, Match, TrainId};
use mexican_train_layout::framing::{Frame, Plate, PlateFor, fit};
use mexican_train_layout::geometry::{Felt, SideShape, TrainShape, V2};
use mexican_train_layout::layout::{Table, shapes_of};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn main() {
    let rounds: u64 = std::env::var("MT_BENCH_ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(4);
    let only = std::env::var("MT_BENCH_GAME").unwrap_or_default();
    let standard = HouseRules::default();
    let branching = HouseRules { branching: Branching::AfterCover, ..standard.clone() };
    let three = HouseRules { branching: Branching::ThreeCovers, blanks_wild: true, ..standard.clone() };
    let every = HouseRules { blanks_wild: true, swan_drive: true, bullet_train: true, ..branching.clone() };
    let games = [("standard", &standard), ("branching", &branching), ("three covers", &three), ("every variant", &every)];
    println!("framing::fit a move, 1280x720, {rounds} rounds a case: positions, median, p90, p99, slowest (seed, move)");
    let mut all = Vec::new();
    let mut digest = std::env::var_os("MT_BENCH_DIGEST").map(|_| Digest::default());
    for (name, rules) in games.into_iter().filter(|(name, _)| name.contains(only.as_str())) {
        for seats in [4u8, 6, 8] {
            let mut times = Vec::new();
            for seed in 0..rounds {
                let seed = seed * 13 + 3;
                for (at, (trains, sides)) in positions(rules, seats, seed).iter().enumerate() {
                    times.push((time_fit(trains, sides, rules.branching != Branching::Off, seats, digest.as_mut()), seed, at));
                }
            }
            all.extend(times.iter().map(|t| t.0));
            report(&format!("{name}, {seats} seats"), &mut times);
        }
    }
    all.sort();
    if let Some(slowest) = all.last() {
        let at = |q: f64| all[((all.len() - 1) as f64 * q).round() as usize];
        let total: Duration = all.iter().sum();
        println!("all: {} positions, {}, slowest {:.2}; in all {:.0} ms", all.len(), quantiles(&at), ms(*slowest), ms(total));
    }
    if let Some(digest) = digest {
        println!("digest of every layout and camera: {:016x}", digest.0);
    }
}

/// Every position of a round of `rules` at `seats` (the planner at every seat), from the deal
/// to its end, as the table's shapes.
fn positions(rules: &HouseRules, seats: u8, seed: u64) -> Vec<(Vec<TrainShape>, Vec<SideShape>)> {
    let mut rules = rules.clone();
    rules.players = seats;
    let mut out = Vec::new();
    let Ok(mut m) = Match::new("standard", rules, seed) else { return out };
    let mut bots: Vec<_> = (0..seats).map(|s| Level::Normal.bot(seed * 31 + s as u64)).collect();
    loop {
        out.push(shapes_of(m.round()));
        if m.round().is_over() {
            return out;
        }
        let seat = m.to_move();
        let legal = m.legal_actions();
        let action = bots[seat as usize].choose(&m.observation(seat), &legal);
        if m.apply(seat, action).is_err() {
            return out;
        }
    }
}

/// One lay-out and framing, as the game runs it for seat 0's window.
fn time_fit(trains: &[TrainShape], sides: &[SideShape], branching: bool, seats: u8, digest: Option<&mut Digest>) -> Duration {
    let table = Table { trains, sides, viewer: 0, branching };
    let felt = Felt::for_window(V2::new(1280.0, 720.0), trains.len());
    // The table's part of the window: what the top bar and the hand panel leave.
    let frame = Frame::for_view(V2::new(1280.0, 505.0), 8.0);
    let plate = |of| Plate { of, half: V2::new(76.0, 27.0) };
    let plates: Vec<Plate> = (1..seats)
        .map(|s| plate(PlateFor::Train(TrainId::Personal(s))))
        .chain([plate(PlateFor::Train(TrainId::Mexican)), Plate { of: PlateFor::Boneyard, half: V2::new(48.0, 38.0) }])
        .collect();
    let start = Instant::now();
    let fitted = black_box(fit(black_box(&table), felt, &frame, &plates));
    let took = start.elapsed();
    if let Some(digest) = digest {
        digest.add(&format!("{fitted:?}"));
    }
    took
}

/// FNV-1a over the layouts' and cameras' debug text.
struct Digest(u64);

impl Default for Digest {
    fn default() -> Digest {
        Digest(0xcbf2_9ce4_8422_2325)
    }
}

impl Digest {
    fn add(&mut self, text: &str) {
        for byte in text.bytes() {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// A case's times: how many, their quantiles, the slowest and its round and position.
fn report(what: &str, times: &mut [(Duration, u64, usize)]) {
    times.sort_by_key(|t| t.0);
    let Some(&(slowest, seed, moved)) = times.last() else { return };
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].0;
    println!("{what}: {} positions, {}, slowest {:.2} (seed {seed}, position {moved})", times.len(), quantiles(&at), ms(slowest));
}

fn quantiles(at: &dyn Fn(f64) -> Duration) -> String {
    format!("median {:.2} ms, p90 {:.2}, p99 {:.2}", ms(at(0.5)), ms(at(0.9)), ms(at(0.99)))
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

//! A quick, low-noise strength probe for tuning the search: `paired_rounds [DEALS] [BUDGET] [ab]`.
//! Every deal (4 players, double-12, `standard`, first round) is played twice for each seat:
//! once with that seat Hard and once Normal, the other seats Normal both times; the difference
//! of the seat's round scores is paired on the same deal. With `ab`, the two plays are instead
//! Hard looking back at the others' plays (as in the game) and Hard not doing so ("blind").
//! BUDGET is a number of playouts (seeded, repeatable; default 2000) or `200ms`.
//! `simulate` measures the real thing (whole matches, seats rotated); this answers "is a change
//! to the search better?" in minutes.
use mexican_train_engine::ai::{Bot, Budget, Level};
use mexican_train_engine::rules::{HouseRules, Match, Observation};
use std::time::Duration;

#[derive(Clone, Copy, PartialEq)]
enum Seat0 {
    Normal,
    Hard { blind: bool },
}

fn play(seed: u64, tried: Option<(u8, Seat0)>, budget: Budget) -> Vec<u32> {
    let Ok(mut m) = Match::new("standard", HouseRules::default(), seed) else { return Vec::new() };
    let mut bots: Vec<(Box<dyn Bot>, bool)> = (0..4u8)
        .map(|s| match tried {
            Some((t, Seat0::Hard { blind })) if t == s => (Level::Hard.bot_with(seed * 7 + s as u64, budget), blind),
            _ => (Level::Normal.bot(0), true),
        })
        .collect();
    while !m.round().is_over() {
        let seat = m.to_move();
        let legal = m.legal_actions();
        // Not within a match: every seat plays for the round's points.
        let obs = Observation::new(m.round(), seat, m.moves(), m.totals());
        let (bot, blind) = &mut bots[seat as usize];
        let obs = if *blind { obs } else { obs.dealt_from(m.deal(), m.round_start()) };
        let a = bot.choose(&obs, &legal);
        if m.apply(seat, a).is_err() {
            return Vec::new();
        }
    }
    m.round().scores().map(|s| s.to_vec()).unwrap_or_default()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let deals: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let budget = match args.get(2).map(String::as_str) {
        Some(ms) if ms.ends_with("ms") => Budget::Time(Duration::from_millis(ms.trim_end_matches("ms").parse().unwrap_or(200))),
        other => Budget::Playouts(other.and_then(|a| a.parse().ok()).unwrap_or(2000)),
    };
    let ab = args.iter().any(|a| a == "ab");
    let (first, second) =
        if ab { (Seat0::Hard { blind: false }, Seat0::Hard { blind: true }) } else { (Seat0::Hard { blind: false }, Seat0::Normal) };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            std::thread::spawn(move || {
                let mut out = Vec::new();
                for seed in (1..=deals).filter(|s| s % threads == t) {
                    let base = if second == Seat0::Normal { play(seed, None, budget) } else { Vec::new() };
                    for seat in 0..4u8 {
                        let a = play(seed, Some((seat, first)), budget);
                        let b = if second == Seat0::Normal { base.clone() } else { play(seed, Some((seat, second)), budget) };
                        if let (Some(a), Some(b)) = (a.get(seat as usize), b.get(seat as usize)) {
                            out.push((*a as f64, *b as f64));
                        }
                    }
                }
                out
            })
        })
        .collect();
    let pairs: Vec<(f64, f64)> = handles.into_iter().flat_map(|h| h.join().unwrap_or_default()).collect();
    let n = pairs.len() as f64;
    let mean = |f: &dyn Fn(&(f64, f64)) -> f64| pairs.iter().map(f).sum::<f64>() / n;
    let (a, b) = (mean(&|p| p.0), mean(&|p| p.1));
    let d = a - b;
    let var = pairs.iter().map(|p| (p.0 - p.1 - d).powi(2)).sum::<f64>() / (n - 1.0);
    let names = if ab { ("hard", "blind hard") } else { ("hard", "normal") };
    println!(
        "{} seat-rounds: {} {a:.2}, {} {b:.2}, ratio {:.3}, difference {d:.2} ± {:.2}",
        pairs.len(),
        names.0,
        names.1,
        a / b,
        1.96 * (var / n).sqrt()
    );
}

//! A quick, low-noise strength probe for tuning the search: `paired_rounds [DEALS] [PLAYOUTS]`.
//! Every deal (4 players, double-12, `standard`, first round) is played twice for each seat:
//! once with that seat Hard (a fixed number of playouts) and once Normal, the other seats
//! Normal both times; the difference of the seat's round scores is paired on the same deal.
//! `simulate` measures the real thing (whole matches, seats rotated); this answers "is a change
//! to the search better?" in minutes.
use mexican_train::ai::{Bot, Budget, Level};
use mexican_train::rules::{HouseRules, Match, Observation};

fn play(seed: u64, hard_seat: Option<u8>, playouts: u32) -> Vec<u32> {
    let Ok(mut m) = Match::new("standard", HouseRules::default(), seed) else { return Vec::new() };
    let mut bots: Vec<Box<dyn Bot>> = (0..4u8)
        .map(|s| if Some(s) == hard_seat { Level::Hard.bot_with(seed * 7 + s as u64, Budget::Playouts(playouts)) } else { Level::Normal.bot(0) })
        .collect();
    while !m.round().is_over() {
        let seat = m.to_move();
        let legal = m.legal_actions();
        // Not within a match: every seat plays for the round's points.
        let obs = Observation::new(m.round(), seat, m.moves(), m.totals());
        let a = bots[seat as usize].choose(&obs, &legal);
        if m.apply(seat, a).is_err() {
            return Vec::new();
        }
    }
    m.round().scores().map(|s| s.to_vec()).unwrap_or_default()
}

fn main() {
    let deals: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let playouts: u32 = std::env::args().nth(2).and_then(|a| a.parse().ok()).unwrap_or(2000);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            std::thread::spawn(move || {
                let mut out = Vec::new();
                for seed in (1..=deals).filter(|s| s % threads == t) {
                    let base = play(seed, None, playouts);
                    for seat in 0..4u8 {
                        let hard = play(seed, Some(seat), playouts);
                        if let (Some(h), Some(b)) = (hard.get(seat as usize), base.get(seat as usize)) {
                            out.push((*h as f64, *b as f64));
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
    let (hard, normal) = (mean(&|p| p.0), mean(&|p| p.1));
    let d = hard - normal;
    let var = pairs.iter().map(|p| (p.0 - p.1 - d).powi(2)).sum::<f64>() / (n - 1.0);
    println!("{} seat-rounds: hard {hard:.2}, normal {normal:.2}, ratio {:.3}, difference {d:.2} ± {:.2}", pairs.len(), hard / normal, 1.96 * (var / n).sqrt());
}

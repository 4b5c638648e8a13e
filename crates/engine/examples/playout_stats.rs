//! How fast the search player plays out: `playout_stats [MOVES] [fixed]`. From positions MOVES
//! moves into random rounds (4 players, double-12, `standard`), the Hard player thinks for 200 ms
//! and the playouts it managed are scaled to 200 ms; with `fixed`, exactly 2,000 playouts a
//! position instead (for counting instructions with callgrind: repeatable on any machine).
use mexican_train_engine::ai::{Budget, Search};
use mexican_train_engine::rules::rng::{below, stream_rng};
use mexican_train_engine::rules::{HouseRules, Match};
use std::time::{Duration, Instant};

fn main() {
    let moves: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(24);
    let fixed = std::env::args().any(|a| a == "fixed");
    let budget = if fixed { Budget::Playouts(2_000) } else { Budget::Time(Duration::from_millis(200)) };
    let rules = HouseRules::default();
    let mut rng = stream_rng(3, 3);
    let mut search = Search::new(budget, 1);
    let (mut rates, mut total) = (Vec::new(), 0u32);
    for seed in 0..20 {
        let Ok(mut m) = Match::new("standard", rules.clone(), seed) else { continue };
        for _ in 0..moves {
            if m.round().is_over() {
                break;
            }
            let legal = m.legal_actions();
            let a = legal[below(&mut rng, legal.len() as u32) as usize];
            let seat = m.to_move();
            if m.apply(seat, a).is_err() {
                return;
            }
        }
        if m.round().is_over() {
            continue;
        }
        let obs = m.observation(m.to_move());
        let legal = m.legal_actions();
        let started = Instant::now();
        let verdict = search.think(&obs, &legal);
        total += verdict.playouts;
        if verdict.playouts > 500 {
            rates.push(verdict.playouts as f64 / started.elapsed().as_secs_f64() * 0.2);
        }
    }
    rates.sort_by(f64::total_cmp);
    let mean = rates.iter().sum::<f64>() / rates.len().max(1) as f64;
    println!(
        "{total} playouts; per 200 ms: mean {mean:.0}, min {:.0}, max {:.0}",
        rates.first().unwrap_or(&0.0),
        rates.last().unwrap_or(&0.0)
    );
}

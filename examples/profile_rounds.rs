//! Plays random rounds in a loop, for profiling the engine (`perf record`, `valgrind`).
use mexican_train::rules::game::deal_round;
use mexican_train::rules::rng::{below, stream_rng};
use mexican_train::rules::round::{RoundRules, RoundStart};
use mexican_train::rules::{HouseRules, Round};

fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let rules = HouseRules::default();
    let mut legal = Vec::new();
    let mut rng = stream_rng(1, 1);
    let mut moves = 0u64;
    let start = std::time::Instant::now();
    for seed in 0..n {
        let deal = deal_round(&rules, seed, 0, 0);
        let Ok(mut round) = Round::new(RoundRules::from(&rules), RoundStart { engine: 12, designated: 0, active: 0b1111 }, &deal) else { return };
        while !round.is_over() {
            round.legal_actions_into(&mut legal);
            let a = legal[below(&mut rng, legal.len() as u32) as usize];
            let seat = round.to_move();
            let _ = round.apply_with(seat, a, &mut ());
            moves += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!("{n} rounds, {moves} moves in {secs:.3} s: {:.0} rounds/s", n as f64 / secs);
}

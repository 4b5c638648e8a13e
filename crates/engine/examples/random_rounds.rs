//! Whole random-play rounds, as the `random_play_round` bench plays them (4 players, double-12,
//! `standard`, deal included): `random_rounds [ROUNDS] [checked|listed|playout]`. Prints rounds/s
//! and moves a round. `checked` (the default) applies each move with `apply_with`, which checks
//! it against the rules; `listed` with `apply_legal`, by its place in the legal list; `playout`
//! with a `Playout`, which counts the legal actions where the hands' rows tell them, each round
//! dealt into the same playout (`Playout::deal`: its memory kept). One
//! process, one core: for side-by-side timing with `farm-bench --vs`, and for counting
//! instructions with callgrind (the same on any machine).
use mexican_train_engine::rules::HouseRules;
use mexican_train_engine::rules::rng::{below, stream_rng};
use mexican_train_engine::rules::round::{Playout, RoundRules, RoundStart};
use mexican_train_engine::rules::whole_match::start_dealt_round;
use std::time::Instant;

fn main() {
    let rounds: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let listed = std::env::args().any(|a| a == "listed");
    let playout = std::env::args().any(|a| a == "playout");
    let rules = HouseRules::default();
    let round_rules = RoundRules::from(&rules);
    let start = RoundStart { engine: 12, designated: 0, active: 0b1111 };
    let mut rng = stream_rng(1, 1);
    let mut legal = Vec::with_capacity(64);
    let (mut moves, mut points) = (0u64, 0u64);
    let started = Instant::now();
    // A playout's rounds are dealt into one playout, round after round (`Playout::deal`).
    let mut p = match start_dealt_round(&rules, round_rules, start, 0, 0, 0) {
        Ok(round) => Playout::new(round),
        Err(e) => {
            eprintln!("deal 0 refused: {e}");
            std::process::exit(1);
        }
    };
    for seed in 1..=rounds {
        if playout {
            if let Err(e) = p.deal(&rules, round_rules, start, seed, 0, 0) {
                eprintln!("deal {seed} refused: {e}");
                std::process::exit(1);
            }
            while !p.is_over() {
                let i = below(&mut rng, p.len() as u32) as usize;
                p.apply(i, &mut ());
                moves += 1;
            }
            let round = p.round();
            points += (0..4).map(|s| round.hand(s).pips() as u64).sum::<u64>();
            continue;
        }
        let Ok(mut round) = start_dealt_round(&rules, round_rules, start, seed, 0, 0) else {
            eprintln!("deal {seed} refused");
            std::process::exit(1);
        };
        while !round.is_over() {
            if listed {
                let i = below(&mut rng, round.legal().len() as u32) as usize;
                round.apply_legal(i, &mut ());
            } else {
                round.legal_actions_into(&mut legal);
                let action = legal[below(&mut rng, legal.len() as u32) as usize];
                let seat = round.to_move();
                if round.apply_with(seat, action, &mut ()).is_err() {
                    eprintln!("a legal action was refused in deal {seed}");
                    std::process::exit(1);
                }
            }
            moves += 1;
        }
        points += (0..4).map(|s| round.hand(s).pips() as u64).sum::<u64>();
    }
    let secs = started.elapsed().as_secs_f64();
    println!(
        "{rounds} rounds in {secs:.3} s: {:.0} rounds/s, {:.1} moves a round, {:.1} ns a move (check: {:.2} points left a round)",
        rounds as f64 / secs,
        moves as f64 / rounds as f64,
        secs * 1e9 / moves as f64,
        points as f64 / rounds as f64
    );
}

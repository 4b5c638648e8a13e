//! Rules engine benchmarks: random-play rounds per second (4 players, double-12, `standard`) and
//! the cost of `legal_actions`. Run with `cargo bench --no-default-features`.
//!
//! The round derives its legal actions once after every change (inside `apply`), so
//! `legal_actions` itself is a copy; `step` measures what a move really costs: cloning a
//! position, applying a legal action and deriving the next legal list (subtract `clone_round`).

use divan::counter::ItemsCount;
use divan::{Bencher, black_box};
use mexican_train_engine::rules::rng::{below, stream_rng};
use mexican_train_engine::rules::round::{Playout, RoundRules, RoundStart};
use mexican_train_engine::rules::whole_match::{deal_round, start_dealt_round};
use mexican_train_engine::rules::{Action, HouseRules, Round};

fn main() {
    divan::main();
}

fn new_round(rules: &HouseRules, seed: u64) -> Round {
    let start = RoundStart { engine: 12, designated: 0, active: 0b1111 };
    start_dealt_round(rules, RoundRules::from(rules), start, seed, 0, 0).unwrap_or_else(|e| panic!("{e}"))
}

/// Deal and play one whole round with uniformly random legal moves.
fn random_round(rules: &HouseRules, seed: u64, legal: &mut Vec<Action>, rng: &mut rand::rngs::ChaCha8Rng) -> Round {
    let mut round = new_round(rules, seed);
    while !round.is_over() {
        round.legal_actions_into(legal);
        let action = legal[below(rng, legal.len() as u32) as usize];
        let seat = round.to_move();
        if round.apply_with(seat, action, &mut ()).is_err() {
            unreachable!("a legal action was refused");
        }
    }
    round
}

/// Whole random-play rounds, deal included: the figure to compare with other engines.
/// Rounds vary a lot in length, so each sample plays 50 of them.
#[divan::bench(sample_count = 200, sample_size = 50)]
fn random_play_round(bencher: Bencher) {
    let rules = HouseRules::default();
    let mut legal = Vec::with_capacity(64);
    let mut rng = stream_rng(1, 1);
    let mut seed = 0u64;
    bencher.counter(ItemsCount::new(1usize)).bench_local(|| {
        seed += 1;
        black_box(random_round(&rules, seed, &mut legal, &mut rng))
    });
}

/// Whole random-play rounds as a playout plays them (`Playout`: each move by its place in the
/// legal actions, counted rather than listed where the hands' rows tell them; each round dealt
/// into the same playout, `Playout::deal`, as the review's average deals are): the same rounds
/// as `random_play_round`, move for move.
#[divan::bench(sample_count = 200, sample_size = 50)]
fn random_play_round_playout(bencher: Bencher) {
    let rules = HouseRules::default();
    let start = RoundStart { engine: 12, designated: 0, active: 0b1111 };
    let mut rng = stream_rng(1, 1);
    let mut seed = 0u64;
    let mut round = Playout::new(new_round(&rules, 0));
    bencher.counter(ItemsCount::new(1usize)).bench_local(|| {
        seed += 1;
        if let Err(e) = round.deal(&rules, RoundRules::from(&rules), start, seed, 0, 0) {
            panic!("{e}");
        }
        while !round.is_over() {
            let i = below(&mut rng, round.len() as u32) as usize;
            round.apply(i, &mut ());
        }
        black_box(round.len())
    });
}

/// Positions from the middle of random rounds.
fn positions() -> Vec<Round> {
    let rules = HouseRules::default();
    let mut legal = Vec::new();
    let mut rng = stream_rng(2, 2);
    let mut out = Vec::new();
    for seed in 0..200 {
        let mut round = new_round(&rules, seed);
        let stop = 10 + (seed as usize * 7) % 60;
        for _ in 0..stop {
            if round.is_over() {
                break;
            }
            round.legal_actions_into(&mut legal);
            let a = legal[below(&mut rng, legal.len() as u32) as usize];
            let seat = round.to_move();
            let _ = round.apply_with(seat, a, &mut ());
        }
        if !round.is_over() {
            out.push(round);
        }
    }
    out
}

/// One `legal_actions` call on a mid-round position.
#[divan::bench]
fn legal_actions(bencher: Bencher) {
    let positions = positions();
    let mut legal = Vec::with_capacity(64);
    let mut i = 0;
    bencher.counter(ItemsCount::new(1usize)).bench_local(|| {
        i = (i + 1) % positions.len();
        positions[i].legal_actions_into(&mut legal);
        black_box(legal.len())
    });
}

/// One move on a mid-round position: clone, apply a legal action, derive the next legal list.
#[divan::bench]
fn step(bencher: Bencher) {
    let positions = positions();
    let mut i = 0;
    bencher.counter(ItemsCount::new(1usize)).bench_local(|| {
        i = (i + 1) % positions.len();
        let mut round = positions[i].clone();
        let action = round.legal()[i % round.legal().len()];
        let seat = round.to_move();
        let _ = round.apply_with(seat, action, &mut ());
        black_box(round)
    });
}

/// Cloning a mid-round position (what a search does at every node).
#[divan::bench]
fn clone_round(bencher: Bencher) {
    let positions = positions();
    let mut i = 0;
    bencher.bench_local(|| {
        i = (i + 1) % positions.len();
        black_box(positions[i].clone())
    });
}

/// Hands of 16 tiles from fresh deals, with the engine as the end.
fn hands_of_16() -> Vec<mexican_train_engine::rules::TileSet> {
    let rules = HouseRules { players: 2, ..HouseRules::default() };
    (0..100).map(|seed| deal_round(&rules, seed, 0, 0).hands[0].iter().map(|t| t.id()).collect()).collect()
}

/// The planner's exact chain search for a 16-tile hand (the budget: under 0.1 ms).
#[divan::bench(sample_count = 200, sample_size = 20)]
fn chain_search_16_tiles(bencher: Bencher) {
    let hands = hands_of_16();
    let mut search = mexican_train_engine::rules::chain::ChainSearch::new();
    let mut i = 0;
    bencher.bench_local(|| {
        i = (i + 1) % hands.len();
        black_box(search.best(hands[i], 12, false))
    });
}

/// Positions from the middle of random rounds, each a seat's observation to search from: the
/// mover, with the moves so far.
fn mid_round() -> Vec<(Round, Vec<mexican_train_engine::rules::Move>)> {
    let rules = HouseRules::default();
    let mut out = Vec::new();
    let mut rng = stream_rng(3, 3);
    for seed in 0..50 {
        let mut m = mexican_train_engine::rules::Match::new("standard", rules.clone(), seed).unwrap_or_else(|e| panic!("{e}"));
        for _ in 0..24 {
            if m.round().is_over() {
                break;
            }
            let legal = m.legal_actions();
            let a = legal[below(&mut rng, legal.len() as u32) as usize];
            let seat = m.to_move();
            m.apply(seat, a).unwrap_or_else(|e| panic!("{e}"));
        }
        if !m.round().is_over() {
            out.push((m.round().clone(), m.moves().to_vec()));
        }
    }
    out
}

/// One playout of the search player from a mid-round position: a world sampled from the mover's
/// observation, a candidate move (the planner's) and every seat's planner play to the round's
/// end. The budget: at least 20,000 of these in 200 ms on one core (10 µs each).
#[divan::bench(sample_count = 100, sample_size = 100)]
fn search_playout_mid_round(bencher: Bencher) {
    use mexican_train_engine::ai::Budget;
    let positions = mid_round();
    let mut i = 0;
    let mut search = mexican_train_engine::ai::Search::new(Budget::Playouts(1), 9);
    bencher.bench_local(|| {
        i = (i + 1) % positions.len();
        let (round, moves) = &positions[i];
        let obs = mexican_train_engine::rules::Observation::new(round, round.to_move(), moves, &[]);
        black_box(search.playout_once(&obs))
    });
}

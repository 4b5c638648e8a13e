//! rules-reading.md, "Deal and round order" and "Scoring", over whole matches.

use crate::support::*;
use mexican_train_engine::ai::{Bot, Greedy, Level, play_turn};
use mexican_train_engine::rules::house_rules::{HandSize, Invalid, Rounds, Starter};
use mexican_train_engine::rules::tile::tile_count;
use mexican_train_engine::rules::{HouseRules, Match, RoundEnd, Tile};

/// Play the current round to its end with one bot per seat.
pub fn finish_round(m: &mut Match, bots: &mut [Box<dyn Bot>]) {
    while !m.round().is_over() {
        let seat = m.to_move();
        let legal = m.legal_actions();
        let a = bots[seat as usize].choose(&m.observation(seat), &legal);
        m.apply(seat, a).unwrap_or_else(|e| panic!("{a}: {e}"));
    }
}

pub fn play_out(m: &mut Match, level: Level, seed: u64) {
    let mut bots: Vec<Box<dyn Bot>> = (0..m.seats()).map(|s| level.bot(seed + s as u64)).collect();
    loop {
        finish_round(m, &mut bots);
        if !m.next_round() {
            break;
        }
    }
}

#[test]
fn thirteen_rounds_with_descending_engines_and_a_rotating_starter() {
    let mut m = Match::new("standard", rules_of("standard", |_| {}), 42).unwrap();
    play_out(&mut m, Level::Random, 1);
    assert!(m.is_over());
    let rec = m.record();
    assert_eq!(rec.rounds.len(), 13);
    for (r, round) in rec.rounds.iter().enumerate() {
        assert_eq!(round.engine as usize, 12 - r, "round {r} uses engine 12 - {r}");
        assert_eq!(round.first as usize, r % 4, "seat r mod seats starts round r");
        assert!(round.hands.iter().all(|h| h.len() == 15), "4 players, double-12: 15 tiles");
        assert_eq!(round.boneyard.len(), 90 - 60, "the engine is set aside before the deal");
        assert!(!round.hands.iter().flatten().chain(&round.boneyard).any(|&t| t == Tile(round.engine, round.engine)));
        let scores = round.scores.as_ref().unwrap();
        if let RoundEnd::Domino { seat } = round.end {
            assert_eq!(scores[seat as usize], 0);
        }
    }
    let sums: Vec<u32> = (0..4).map(|s| rec.rounds.iter().map(|r| r.scores.as_ref().unwrap()[s]).sum()).collect();
    assert_eq!(rec.totals, sums);
    let best = *sums.iter().min().unwrap();
    if sums.iter().filter(|&&t| t == best).count() == 1 {
        assert_eq!(rec.winner, sums.iter().position(|&t| t == best).map(|s| s as u8));
    }
}

#[test]
fn every_deal_follows_the_hand_size_table() {
    for (set, players, expected) in
        [(12u8, 2u8, 16usize), (12, 3, 16), (12, 5, 14), (12, 6, 12), (12, 7, 10), (12, 8, 9), (9, 2, 15), (9, 3, 13), (9, 4, 10)]
    {
        let rules = rules_of("standard", |r| {
            r.set = set;
            r.players = players;
        });
        let m = Match::new("standard", rules, 3).unwrap();
        let rec = m.record();
        let round = &rec.rounds[0];
        assert!(round.hands.iter().all(|h| h.len() == expected), "double-{set}, {players} players");
        assert_eq!(round.boneyard.len(), tile_count(set) - 1 - expected * players as usize);
        assert_eq!(round.engine, set);
    }
}

#[test]
fn fixed_hand_sizes_and_a_set_number_of_rounds() {
    let rules = rules_of("standard", |r| {
        r.hand_size = HandSize::Fixed(7);
        r.rounds = Rounds::Count(3);
        r.players = 3;
    });
    let mut m = Match::new("standard", rules, 9).unwrap();
    assert!(m.record().rounds[0].hands.iter().all(|h| h.len() == 7));
    play_out(&mut m, Level::Greedy, 0);
    assert_eq!(m.finished_rounds(), 3);
    let engines: Vec<u8> = m.record().rounds.iter().map(|r| r.engine).collect();
    assert_eq!(engines, [12, 11, 10]);
}

#[test]
fn random_starter_then_clockwise() {
    let rules = rules_of("standard", |r| {
        r.starter = Starter::RandomThenRotate;
        r.rounds = Rounds::Count(5);
    });
    let firsts: Vec<u8> = (0..16).map(|seed| Match::new("standard", rules.clone(), seed).unwrap().record().rounds[0].first).collect();
    assert!(firsts.iter().any(|&f| f != firsts[0]), "the first starter varies with the seed: {firsts:?}");
    let mut m = Match::new("standard", rules, 4).unwrap();
    play_out(&mut m, Level::Greedy, 0);
    let firsts: Vec<u8> = m.record().rounds.iter().map(|r| r.first).collect();
    for w in firsts.windows(2) {
        assert_eq!(w[1], (w[0] + 1) % 4);
    }
}

#[test]
fn holder_of_the_highest_double_starts() {
    let rules = rules_of("standard", |r| r.starter = Starter::HighestDouble);
    for seed in 0..10 {
        let m = Match::new("standard", rules.clone(), seed).unwrap();
        let rec = m.record();
        let round = &rec.rounds[0];
        let best = round.hands.iter().enumerate().filter_map(|(s, h)| h.iter().filter(|t| t.is_double()).map(|t| (t.0, s)).max()).max();
        if let Some((_, s)) = best {
            assert_eq!(round.first as usize, s, "seed {seed}");
        }
    }
}

#[test]
fn the_record_of_a_round_under_way() {
    let mut m = Match::new("standard", HouseRules::default(), 5).unwrap();
    let mut bot = Greedy;
    for _ in 0..10 {
        play_turn(&mut m, &mut bot).unwrap();
    }
    let rec = m.record();
    assert_eq!(rec.rounds.len(), 1);
    assert_eq!(rec.rounds[0].end, RoundEnd::InProgress);
    assert_eq!(rec.rounds[0].scores, None);
    assert_eq!(rec.rounds[0].moves.len(), 10);
    assert_eq!(rec.winner, None);
    assert_eq!(rec.totals, [0, 0, 0, 0]);
}

#[test]
fn the_same_seed_deals_the_same_match() {
    let a = Match::new("standard", HouseRules::default(), 77).unwrap().record();
    let b = Match::new("standard", HouseRules::default(), 77).unwrap().record();
    let c = Match::new("standard", HouseRules::default(), 78).unwrap().record();
    assert_eq!(a, b);
    assert_ne!(a.rounds[0].hands, c.rounds[0].hands);
}

#[test]
fn invalid_rules_do_not_deal() {
    let rules = rules_of("standard", |r| {
        r.set = 9;
        r.players = 8;
        r.hand_size = HandSize::Fixed(16);
    });
    let e = Match::new("standard", rules, 1).unwrap_err();
    assert!(matches!(e.why, Invalid::NotEnoughTiles { set: 9, tiles: 55, .. }), "{e:?}");
}

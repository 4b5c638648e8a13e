//! The computer players: the planner's choices in positions set up by hand, the sampler's worlds,
//! that no player can see what its seat cannot, and that every level plays every preset cleanly.

use crate::support::*;
use mexican_train_engine::ai::search::{misfits, planner_would_play};
use mexican_train_engine::ai::{Bot, Budget, Level, Planner, Search, play_turn};
use mexican_train_engine::rules::house_rules::{EngineRule, Opening};
use mexican_train_engine::rules::rng::stream_rng;
use mexican_train_engine::rules::sample::{WorldWalk, past_plays, sample_world};
use mexican_train_engine::rules::{Action, Deal, Match, Observation, Round, Tile, TileSet, TrainId, preset, preset_names};

fn planner_choice(r: &Round) -> String {
    let obs = Observation::new(r, r.to_move(), &[], &[]);
    short(&Planner::new().choose(&obs, r.legal()))
}

#[test]
fn the_planner_keeps_its_chain_and_sheds_the_rest_elsewhere() {
    // Own train ends in 4; the chain is 4-7 7-1; 9-5 fits only the Mexican train.
    let r = Pos::new("standard").hands(&["4-7 7-1 9-5", "*"]).train(p(0), "12-4").train(MEX, "12-9").build();
    assert_eq!(planner_choice(&r), "9-5>M", "the tile outside the chain goes elsewhere first");
    // Nothing outside the chain plays elsewhere: the chain's next tile on its own train.
    let r = Pos::new("standard").hands(&["4-7 7-1 9-5", "*"]).train(p(0), "12-4").train(MEX, "12-3").build();
    assert_eq!(planner_choice(&r), "4-7>0");
}

#[test]
fn the_planner_lifts_its_marker_with_the_chain_and_prefers_heavy_doubles() {
    // Its train is marked: the chain's next tile there takes the marker off, before shedding.
    let r = Pos::new("standard").hands(&["4-7 7-1 9-5", "*"]).train(p(0), "12-4").train(MEX, "12-9").marker(0).build();
    assert_eq!(planner_choice(&r), "4-7>0");
    // Outside the chain, a double goes first, then the heaviest.
    let r = Pos::new("standard").hands(&["4-7 9-9 9-11 3-5", "*"]).train(p(0), "12-4").train(MEX, "12-9").build();
    assert_eq!(planner_choice(&r), "9-9>M");
    // Nothing elsewhere, but a double outside the chain fits its own train (it keeps the end).
    let r = Pos::new("standard").hands(&["4-4 4-7 6-6", "*"]).train(p(0), "12-4").train(MEX, "12-2").build();
    let chain = Planner::new().chain_of(&Observation::new(&r, 0, &[], &[]));
    assert_eq!(chain[0], tile("4-4"), "a double is taken as soon as the chain reaches it");
    assert_eq!(planner_choice(&r), "4-4>0");
}

#[test]
fn the_planner_builds_its_chain_and_announces_when_asked() {
    let mut r = Pos::new("celko-1998").rules(|r| r.engine = EngineRule::SetAside).hands(&["12-5 5-3 3-9 11-1 10-2", "*"]).build();
    assert_eq!(r.phase(), mexican_train_engine::rules::TurnPhase::Build);
    let mut laid = Vec::new();
    while r.is_building(0) {
        let obs = Observation::new(&r, 0, &[], &[]);
        let a = Planner::new().choose(&obs, r.legal());
        laid.push(short(&a));
        act(&mut r, 0, a);
    }
    assert_eq!(laid, ["12-5>0", "5-3>0", "3-9>0", "EndTurn"]);
    // Down to one tile under Celko's rules: it taps the table.
    let mut r = Pos::new("celko-1998")
        .rules(|r| {
            r.engine = EngineRule::SetAside;
            r.opening = Opening::OneTile;
        })
        .hands(&["12-5 7-7", "*"])
        .build();
    act(&mut r, 0, play("12-5", p(0)));
    assert_eq!(planner_choice(&r), "Announce");
}

/// A mid-round match position from seeded random play.
fn mid_round(name: &str, seed: u64, moves: usize) -> Match {
    let mut m = Match::new(name, preset(name).unwrap(), seed).unwrap();
    let mut bot = Level::Random.bot(seed);
    for _ in 0..moves {
        if m.round().is_over() {
            break;
        }
        play_turn(&mut m, bot.as_mut()).unwrap();
    }
    m
}

#[test]
fn the_sampler_keeps_hand_sizes_and_known_voids_and_never_places_a_seen_tile() {
    let mut checked_voids = 0;
    for seed in 0..30 {
        let m = mid_round("standard", seed, 40);
        if m.round().is_over() {
            continue;
        }
        let r = m.round();
        let me = r.to_move();
        let obs = m.observation(me);
        let seen = obs.hand().or(obs.on_table());
        let mut rng = stream_rng(seed, 7);
        for _ in 0..50 {
            checked_voids += assert_consistent(&sample_world(&obs, &mut rng), r, me, seen);
        }
    }
    assert!(checked_voids > 100, "positions with known voids were tried ({checked_voids})");
}

/// Checks that a world keeps what `me` knows of the real round `r`: its own hand, the table,
/// the hand sizes and the boneyard's, no tile it has seen elsewhere, and the known voids. Returns
/// how many seats with a known void it checked.
fn assert_consistent(w: &Round, r: &Round, me: u8, seen: TileSet) -> usize {
    assert_eq!(w.hand(me), r.hand(me), "my hand is mine");
    assert_eq!(w.on_table(), r.on_table(), "the table is the table");
    assert_eq!(w.boneyard_len(), r.boneyard_len());
    let boneyard: TileSet = w.boneyard().map(|t| t.id()).collect();
    assert!(boneyard.and(seen).is_empty(), "no seen tile in the boneyard");
    let mut voids = 0;
    for s in r.active_seats().filter(|&s| s != me) {
        assert_eq!(w.hand_len(s), r.hand_len(s), "seat {s}'s hand keeps its size");
        assert!(w.hand(s).and(seen).is_empty(), "no seen tile in seat {s}'s hand");
        let void = r.known_void(s);
        let from_void = w.hand(s).and(void.tiles).len();
        assert!(from_void <= void.drawn_since as usize, "seat {s} holds {from_void} tiles it was known not to hold");
        voids += usize::from(!void.tiles.is_empty());
    }
    voids
}

#[test]
fn the_walk_keeps_what_is_known_and_favours_worlds_that_explain_the_others_plays() {
    // Four Normals play; from the seat to move, worlds drawn by the walk against worlds dealt
    // blind: how many of the others' latest plays the planner would not have made in them.
    let (mut walked, mut blind, mut checks) = (0, 0, 0);
    for seed in 0..20 {
        let m = normals_mid_round(seed, 24 + seed as usize);
        if m.round().is_over() {
            continue;
        }
        let (r, me) = (m.round(), m.to_move());
        let obs = m.observation(me);
        let seen = obs.hand().or(obs.on_table());
        let past = past_plays(&obs, 3);
        let mut planner = Planner::new();
        let mut misfits = |s: u8, hand: TileSet| misfits(&mut planner, &past, s, hand);
        let mut rng = stream_rng(seed, 3);
        let mut walk =
            WorldWalk::new(&obs, &mut rng, mexican_train_engine::rules::sample::Odds { keep: 1, out_of: 4 }, &past, &mut misfits);
        walk.walk(&mut rng, 40, &mut misfits);
        for _ in 0..30 {
            let w = walk.world(&obs, &mut rng);
            assert_consistent(&w, r, me, seen);
            let b = sample_world(&obs, &mut rng);
            for s in r.active_seats().filter(|&s| s != me) {
                walked += misfits(s, w.hand(s));
                blind += misfits(s, b.hand(s));
            }
            checks += past.len();
            walk.walk(&mut rng, 3, &mut misfits);
        }
    }
    assert!(checks > 1000, "{checks} plays checked");
    assert!(walked * 2 < blind, "the walk's worlds leave {walked} of {checks} plays unexplained, blind worlds {blind}");
}

#[test]
fn a_seat_that_drew_in_vain_is_known_to_hold_none_of_the_tiles_that_would_have_played() {
    let mut r = Pos::new("standard").hands(&["1-2", "11-11"]).train(p(0), "12-5").train(MEX, "12-9").boneyard("3-4 *").build();
    act(&mut r, 0, Action::Draw);
    act(&mut r, 0, Action::Pass);
    let void = r.known_void(0);
    assert!(void.tiles.contains(tile("5-6").id()) && void.tiles.contains(tile("9-0").id()), "any 5 or 9 would have played");
    assert!(!void.tiles.contains(tile("1-2").id()));
    assert_eq!(void.drawn_since, 0, "known after the pass, the drawn tile included");
}

/// The same position with the tiles `me` cannot see dealt the other way round: the hands keep
/// their sizes, the boneyard its length (made without the sampler, which is under test).
fn rearranged(r: &Round, me: u8) -> Round {
    let mut unseen: Vec<_> = TileSet::full(r.rules().set).minus(r.hand(me)).minus(r.on_table()).iter().collect();
    unseen.reverse();
    let mut rest = unseen.into_iter();
    let hands: Vec<(u8, TileSet)> =
        r.active_seats().filter(|&s| s != me).map(|s| (s, rest.by_ref().take(r.hand_len(s)).collect())).collect();
    let boneyard: Vec<_> = rest.collect();
    r.with_hidden_tiles(me, &hands, &boneyard).unwrap()
}

#[test]
fn no_computer_player_sees_what_its_seat_cannot() {
    // The real position, and another with the same public history and the same hand for the seat
    // to move but the hidden tiles lying elsewhere (a world the seat cannot tell from the real one).
    let mut compared = 0;
    for seed in 0..12 {
        let m = mid_round("standard", seed, 30 + seed as usize);
        if m.round().is_over() || m.legal_actions().len() < 2 {
            continue;
        }
        let me = m.to_move();
        let real = m.round().clone();
        let other = rearranged(&real, me);
        let hidden_differs = real.active_seats().any(|s| s != me && real.hand(s) != other.hand(s));
        assert!(hidden_differs || real.boneyard().ne(other.boneyard()), "seed {seed}: the hidden tiles differ");
        let decide = |r: &Round, level: Level| {
            let obs = Observation::new(r, me, m.moves(), m.totals());
            level.bot_with(17, Budget::Playouts(300)).choose(&obs, r.legal())
        };
        for level in Level::ALL {
            assert_eq!(decide(&real, level), decide(&other, level), "seed {seed}, {level}: the same observation and seed, the same move");
        }
        // The search's whole verdict, every candidate's statistics, is the same.
        let think = |r: &Round| {
            let obs = Observation::new(r, me, m.moves(), m.totals());
            let v = Search::new(Budget::Playouts(400), 5).think(&obs, r.legal());
            v.candidates.iter().map(|c| (c.action, c.n, c.mean().to_bits())).collect::<Vec<_>>()
        };
        assert_eq!(think(&real), think(&other), "seed {seed}");
        compared += 1;
    }
    assert!(compared >= 6, "{compared} positions compared");
}

/// A match four Normals have played `moves` moves into (their plays are what Hard reads).
fn normals_mid_round(seed: u64, moves: usize) -> Match {
    let mut m = Match::new("standard", preset("standard").unwrap(), seed).unwrap();
    let mut bots: Vec<_> = (0..4).map(|_| Level::Normal.bot(0)).collect();
    for _ in 0..moves {
        if m.round().is_over() {
            break;
        }
        let s = m.to_move() as usize;
        play_turn(&mut m, bots[s].as_mut()).unwrap();
    }
    m
}

/// Whether `me` sees the same in both rounds: table, hand sizes, voids, markers, own hand, turn.
fn looks_the_same(a: &Round, b: &Round, me: u8) -> bool {
    a.placements() == b.placements()
        && a.hand(me) == b.hand(me)
        && a.boneyard_len() == b.boneyard_len()
        && a.phase() == b.phase()
        && a.legal() == b.legal()
        && a.active_seats()
            .all(|s| a.hand_len(s) == b.hand_len(s) && a.known_void(s) == b.known_void(s) && a.has_marker(s) == b.has_marker(s))
}

/// The same match dealt otherwise: tiles `me` has not seen trade places in the deal (another
/// hand or the boneyard) wherever every move so far stays legal and `me` sees the same table, so
/// the others' past plays come from other hands. `None` if no trade keeps the history.
fn dealt_otherwise(m: &Match, me: u8, seed: u64) -> Option<Match> {
    let r = m.round();
    let unseen = TileSet::full(r.rules().set).minus(r.hand(me)).minus(r.on_table());
    let mut deal = m.deal().clone();
    let places: Vec<(Option<usize>, usize)> = (deal.hands.iter().enumerate().filter(|&(s, _)| s != me as usize))
        .flat_map(|(s, h)| h.iter().enumerate().filter(|(_, t)| unseen.contains(t.id())).map(move |(i, _)| (Some(s), i)))
        .chain(deal.boneyard.iter().enumerate().filter(|(_, t)| unseen.contains(t.id())).map(|(i, _)| (None, i)))
        .collect();
    fn at(d: &mut Deal, (s, i): (Option<usize>, usize)) -> &mut Tile {
        match s {
            Some(s) => &mut d.hands[s][i],
            None => &mut d.boneyard[i],
        }
    }
    let replayed = |d: &Deal| {
        let mut m2 = Match::from_deal(m.preset(), m.rules().clone(), d.clone(), r.first()).ok()?;
        m.moves().iter().all(|mv| m2.apply(mv.seat, mv.action).is_ok()).then_some(m2)
    };
    let mut rng = stream_rng(seed, 41);
    let mut traded = 0;
    for _ in 0..150 {
        let a = places[mexican_train_engine::rules::rng::below(&mut rng, places.len() as u32) as usize];
        let b = places[mexican_train_engine::rules::rng::below(&mut rng, places.len() as u32) as usize];
        if a.0 == b.0 && a.0.is_some() {
            continue;
        }
        let (x, y) = (*at(&mut deal, a), *at(&mut deal, b));
        *at(&mut deal, a) = y;
        *at(&mut deal, b) = x;
        match replayed(&deal) {
            Some(m2) if looks_the_same(m2.round(), r, me) => traded += 1,
            _ => {
                *at(&mut deal, a) = x;
                *at(&mut deal, b) = y;
            }
        }
    }
    (traded > 0).then(|| replayed(&deal)).flatten()
}

#[test]
fn no_computer_player_reads_hidden_tiles_into_the_others_past_plays() {
    // Hard weighs worlds by how well they explain the others' latest plays, seeing again the
    // positions they were made in. Another deal with the same public history (the hands the
    // others played from differ) must give the same decisions, for every level. The history is
    // random play: with the real hands the planner's plays would all fit, hiding a leak.
    let mut compared = 0;
    for seed in 0..30 {
        let m = mid_round("standard", seed, 20 + (seed as usize * 7) % 30);
        if m.round().is_over() || m.legal_actions().len() < 2 {
            continue;
        }
        let me = m.to_move();
        let Some(other) = dealt_otherwise(&m, me, seed) else { continue };
        let (a, b) = (m.observation(me), other.observation(me));
        if past_plays(&a, 3).is_empty() {
            continue;
        }
        let differs = m.round().active_seats().filter(|&s| s != me).filter(|&s| m.round().hand(s) != other.round().hand(s)).count();
        assert!(differs >= 1, "seed {seed}: the others hold other tiles");
        for level in Level::ALL {
            let decide = |obs: &Observation| level.bot_with(17, Budget::Playouts(300)).choose(obs, m.round().legal());
            assert_eq!(decide(&a), decide(&b), "seed {seed}, {level}: the same observation and seed, the same move");
        }
        let think = |obs: &Observation| {
            let v = Search::new(Budget::Playouts(400), 5).think(obs, m.round().legal());
            v.candidates.iter().map(|c| (c.action, c.n, c.mean().to_bits())).collect::<Vec<_>>()
        };
        assert_eq!(think(&a), think(&b), "seed {seed}");
        compared += 1;
    }
    assert!(compared >= 8, "{compared} positions compared");
}

#[test]
fn the_search_with_a_seed_and_a_number_of_playouts_repeats_itself() {
    let m = mid_round("standard", 4, 30);
    let obs = m.observation(m.to_move());
    let legal = m.legal_actions();
    let run = || {
        let v = Search::new(Budget::Playouts(500), 11).think(&obs, &legal);
        (v.action, v.playouts, v.candidates.iter().map(|c| c.mean().to_bits()).collect::<Vec<_>>())
    };
    assert_eq!(run(), run());
}

#[test]
fn the_search_answers_at_once_with_one_legal_move_and_prefers_going_out() {
    let r = Pos::new("standard").hands(&["4-7", "*"]).train(p(0), "12-4").build();
    let obs = Observation::new(&r, 0, &[], &[]);
    let v = Search::new(Budget::Playouts(1_000), 1).think(&obs, r.legal());
    assert_eq!((v.action, v.playouts), (play("4-7", p(0)), 0));
    // Going out beats anything else: 4-7 ends the round at 0 points.
    let r = Pos::new("standard").hands(&["4-7", "*"]).train(p(0), "12-4").train(MEX, "12-7").build();
    let obs = Observation::new(&r, 0, &[], &[]);
    let v = Search::new(Budget::Playouts(200), 1).think(&obs, r.legal());
    assert!(matches!(v.action, Action::Play { .. }));
    assert_eq!(v.chosen().map(|c| c.mean()), Some(0.0));
}

/// A whole match with the given levels, checking each move against the legal list.
fn play_match(name: &str, rules: mexican_train_engine::rules::HouseRules, seed: u64, levels: &[Level]) {
    let mut m = Match::new(name, rules, seed).unwrap_or_else(|e| panic!("{e}"));
    let mut bots: Vec<Box<dyn Bot>> = levels.iter().enumerate().map(|(s, l)| l.bot_with(seed + s as u64, Budget::Playouts(24))).collect();
    loop {
        while !m.round().is_over() {
            let seat = m.to_move();
            let legal = m.legal_actions();
            let a = bots[seat as usize].choose(&m.observation(seat), &legal);
            assert!(legal.contains(&a), "{name}: {a} is not legal");
            m.apply(seat, a).unwrap();
        }
        if !m.next_round() {
            break;
        }
    }
    assert!(m.is_over());
    mexican_train_engine::rules::verify::verify(&m.record()).unwrap_or_else(|e| panic!("{name}: {e}"));
}

#[test]
fn every_level_plays_every_preset_to_the_end() {
    let levels = [Level::Hard, Level::Normal, Level::Greedy, Level::Random];
    for (i, name) in preset_names().enumerate() {
        let mut rules = preset(name).unwrap();
        rules.rounds = mexican_train_engine::rules::house_rules::Rounds::Count(1);
        if let mexican_train_engine::rules::house_rules::MatchEnd::Elimination { .. } = rules.match_end {
            rules.match_end = mexican_train_engine::rules::house_rules::MatchEnd::Elimination { at: 30 };
        }
        play_match(name, rules, i as u64, &levels);
    }
}

#[test]
fn every_level_plays_the_variants_to_the_end() {
    use mexican_train_engine::rules::house_rules::{Branching, Rounds};
    let levels = [Level::Normal, Level::Hard, Level::Normal, Level::Hard];
    let variants: [fn(&mut mexican_train_engine::rules::HouseRules); 5] = [
        |r| r.branching = Branching::ThreeCovers,
        |r| r.swan_drive = true,
        |r| r.bullet_train = true,
        |r| r.opening = Opening::Fast,
        |r| r.cover_optional = true,
    ];
    for (i, change) in variants.iter().enumerate() {
        let mut rules = preset("standard").unwrap();
        rules.rounds = Rounds::Count(1);
        change(&mut rules);
        play_match("standard", rules, 100 + i as u64, &levels);
    }
    let _: TrainId = p(0);
}

#[test]
fn the_real_hands_explain_every_play_of_planners() {
    // What the walk weighs worlds by: the real hands explain every play the planners made.
    let (mut checked, mut misfits) = (0, Vec::new());
    for seed in 0..20 {
        let m = normals_mid_round(seed, 20 + seed as usize * 3);
        if m.round().is_over() {
            continue;
        }
        let obs = m.observation(m.to_move());
        for past in past_plays(&obs, 3) {
            checked += 1;
            if !planner_would_play(&mut Planner::new(), &past, m.round().hand(past.seat)) {
                misfits.push((seed, past.seat, past.action));
            }
        }
    }
    assert!(checked > 50, "{checked} plays checked");
    assert!(misfits.is_empty(), "{} of {checked} plays the planner would not have made: {misfits:?}", misfits.len());
}

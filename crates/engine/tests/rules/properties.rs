//! Random playouts across seeds, every preset and random valid house-rule combinations.
//! Invariants: every tile exactly once; every legal action applies; everything else is refused
//! and changes nothing; never stuck before the round ends; every round ends; blocking happens
//! exactly when the rule says; the same seed gives the same record; every record verifies.

use mexican_train_engine::ai::{Bot, Level};
use mexican_train_engine::rules::house_rules::*;
use mexican_train_engine::rules::rng::stream_rng;
use mexican_train_engine::rules::tile::{TileSet, set_tiles};
use mexican_train_engine::rules::verify::verify;
use mexican_train_engine::rules::{Action, Event, HouseRules, Match, MatchRecord, Round, RoundEnd, Tile, TrainId, preset, preset_names};
use proptest::prelude::*;
use rand::Rng;

/// House rules near a preset: each field changed with probability 1/2, using `genome`.
fn mutate(base: &HouseRules, genome: u64) -> HouseRules {
    let mut rng = stream_rng(genome, 99);
    let mut r = base.clone();
    let flip = |rng: &mut rand::rngs::ChaCha8Rng| rng.next_u32().is_multiple_of(2);
    macro_rules! pick {
        ($($v:expr),+ $(,)?) => {{
            let options = [$($v),+];
            options[(rng.next_u32() as usize) % options.len()]
        }};
    }
    if flip(&mut rng) {
        r.set = pick!(6, 9, 12, 15, 18);
    }
    if flip(&mut rng) {
        r.players = pick!(2, 3, 4, 5, 6, 8);
    }
    if flip(&mut rng) {
        r.hand_size = HandSize::Fixed(pick!(3, 5, 7, 9));
    }
    if flip(&mut rng) {
        r.engine = pick!(EngineRule::SetAside, EngineRule::HolderOpens, EngineRule::FirstPlayersHighestDouble);
    }
    if flip(&mut rng) {
        r.starter = pick!(Starter::Rotate, Starter::RandomThenRotate, Starter::HighestDouble);
    }
    if flip(&mut rng) {
        r.opening = pick!(Opening::OneTile, Opening::BuildTrain, Opening::Fast);
    }
    if flip(&mut rng) {
        r.build_while_you_can = pick!(true, false);
    }
    if flip(&mut rng) {
        r.mexican = pick!(MexicanTrain::Off, MexicanTrain::Anytime, MexicanTrain::AfterOwnTrain, MexicanTrain::WhenNoOtherPlay);
    }
    if flip(&mut rng) {
        r.double_finish = pick!(DoubleFinish::OnTheDouble, DoubleFinish::DueDoubleOrPlainEnd, DoubleFinish::Anywhere);
    }
    if flip(&mut rng) {
        r.doubles_per_turn = pick!(DoublesPerTurn::One, DoublesPerTurn::Two, DoublesPerTurn::Any);
    }
    if flip(&mut rng) {
        r.second_double_needs_cover = pick!(true, false);
    }
    if flip(&mut rng) {
        r.after_double = pick!(AfterDouble::MustPlay, AfterDouble::MayPlay);
    }
    if flip(&mut rng) {
        r.doubles_owed = pick!(DoublesOwed::Every, DoublesOwed::LastOfTurn);
    }
    if flip(&mut rng) {
        r.cover_optional = pick!(true, false);
    }
    if flip(&mut rng) {
        r.branching = pick!(Branching::Off, Branching::AfterCover, Branching::ThreeCovers);
    }
    if flip(&mut rng) {
        r.double_order = pick!(DoubleOrder::OldestFirst, DoubleOrder::NewestFirst);
    }
    if flip(&mut rng) {
        r.exhausted_double_releases = pick!(true, false);
    }
    if flip(&mut rng) {
        r.end_on_double = pick!(true, false);
    }
    if flip(&mut rng) {
        r.double_makes_public = pick!(true, false);
    }
    if flip(&mut rng) {
        r.drawn_tile_may_cover = pick!(true, false);
    }
    if flip(&mut rng) {
        r.own_marker_double_release = pick!(true, false);
    }
    if flip(&mut rng) {
        r.continuous_draw = pick!(true, false);
    }
    if flip(&mut rng) {
        r.draw = pick!(DrawRule::One, DrawRule::UntilPlayable);
    }
    if flip(&mut rng) {
        r.empty_boneyard_pass = pick!(EmptyBoneyardPass::MarkerGoesOn, EmptyBoneyardPass::SimplyPass);
    }
    if flip(&mut rng) {
        r.blocked_round = pick!(BlockedRound::CountHands, BlockedRound::LowestHandWins, BlockedRound::Void);
    }
    if flip(&mut rng) {
        r.swan_drive = pick!(true, false);
    }
    if flip(&mut rng) {
        r.bullet_train = pick!(true, false);
    }
    if flip(&mut rng) {
        r.marker_removal = pick!(MarkerRemoval::OwnerPlays, MarkerRemoval::AnyPlay);
    }
    if flip(&mut rng) {
        r.last_tile = pick!(LastTile::Silent, LastTile::Announce { penalty: 2 }, LastTile::Announce { penalty: 0 });
    }
    if flip(&mut rng) {
        r.scoring = pick!(Scoring::Pips, Scoring::Blanks { blank: 25, double_blank: 50 });
    }
    if flip(&mut rng) {
        r.tie_break = pick!(TieBreak::ZeroRoundsThenLowestRound, TieBreak::Shared);
    }
    if flip(&mut rng) {
        r.blanks_wild = pick!(true, false);
    }
    if flip(&mut rng) {
        r.partnerships = pick!(true, false);
    }
    // Combinations `validate` refuses are mended, so that most genomes play.
    if r.build_while_you_can && r.opening == Opening::OneTile {
        r.opening = Opening::BuildTrain;
    }
    if r.second_double_needs_cover && r.doubles_per_turn == DoublesPerTurn::One {
        r.doubles_per_turn = DoublesPerTurn::Two;
    }
    if r.cover_optional {
        r.continuous_draw = false;
        if r.branching == Branching::ThreeCovers {
            r.branching = Branching::AfterCover;
        }
    }
    if r.partnerships && !matches!(r.players, 4 | 6 | 8) {
        r.players = 4;
    }
    if r.partnerships {
        r.match_end = MatchEnd::AllRounds;
    }
    // Keep playouts short: a few rounds, or elimination at a low score.
    r.rounds = Rounds::Count(1 + (genome % 3) as u16);
    if let MatchEnd::Elimination { .. } = r.match_end {
        r.match_end = MatchEnd::Elimination { at: 60 };
    }
    r
}

/// Every tile of the set exactly once across hands, boneyard and table.
fn assert_every_tile_once(r: &Round) {
    let mut seen = TileSet::EMPTY;
    let mut count = 0;
    let places = r.active_seats().flat_map(|s| r.hand(s).tiles().collect::<Vec<_>>()).chain(r.boneyard()).chain(r.on_table().tiles());
    for t in places {
        assert!(!seen.contains(t.id()), "{t} is in two places");
        seen.insert(t.id());
        count += 1;
    }
    let full = TileSet::full(r.rules().set);
    if r.engine().is_some() {
        assert_eq!(seen, full, "a tile is missing");
    } else {
        // Seeking the engine: nothing is on the table yet.
        assert_eq!(seen, full);
    }
    assert_eq!(count, full.len());
}

/// Every action one could try: all tiles of the set both ways on every train slot, and the rest.
fn candidates(r: &Round) -> Vec<Action> {
    let mut out = vec![Action::Draw, Action::Pass, Action::EndTurn, Action::Announce];
    let trains: Vec<TrainId> = (0..r.rules().seats).map(TrainId::Personal).chain([TrainId::Mexican]).collect();
    for t in set_tiles(r.rules().set) {
        for &train in &trains {
            out.push(Action::Play { tile: t, train });
            if !t.is_double() {
                out.push(Action::Play { tile: t.flipped(), train });
            }
        }
    }
    out
}

fn check_every_candidate(r: &Round) {
    let legal = r.legal_actions();
    let seat = r.to_move();
    for c in candidates(r) {
        let flipped = match c {
            Action::Play { tile, train } => Action::Play { tile: tile.flipped(), train },
            other => other,
        };
        let listed = legal.contains(&c) || legal.contains(&flipped);
        let mut copy = r.clone();
        match copy.apply(seat, c) {
            Ok(_) => {
                assert!(listed, "{c} was accepted but is not in the legal list {legal:?}");
                let normalized = r.check(seat, c).unwrap();
                assert!(legal.contains(&normalized));
            }
            Err(e) => {
                assert!(!listed, "{c} is listed as legal but was refused: {e}");
                assert_eq!(&copy, r, "a refused {c} changed the state");
            }
        }
    }
    // Any action by a seat not to move is refused and changes nothing.
    let other = (seat + 1) % r.rules().seats;
    if other != seat {
        for &a in legal.iter().take(3) {
            let mut copy = r.clone();
            assert!(copy.apply(other, a).is_err());
            assert_eq!(&copy, r);
        }
    }
}

/// Play a whole match with random bots, checking invariants as it goes; returns its record.
fn playout(name: &str, rules: HouseRules, seed: u64, check_every: usize) -> MatchRecord {
    let mut m = Match::new(name, rules, seed).unwrap_or_else(|e| panic!("{e}"));
    let seats = m.seats();
    let mut bots: Vec<Box<dyn Bot>> = (0..seats).map(|s| Level::Random.bot(seed ^ s as u64)).collect();
    let mut steps = 0usize;
    loop {
        let mut streak = 0u32;
        let mut placed = false;
        let mut passed = false;
        let mut moves = 0;
        while !m.round().is_over() {
            let r = m.round();
            assert_every_tile_once(r);
            let legal = r.legal_actions();
            assert!(!legal.is_empty(), "no legal action before the round ended");
            if check_every > 0 && steps.is_multiple_of(check_every) {
                check_every_candidate(r);
            }
            let seat = m.to_move();
            let action = bots[seat as usize].choose(&m.observation(seat), &legal);
            let events = m.apply(seat, action).unwrap_or_else(|e| panic!("legal {action} refused: {e}"));
            steps += 1;
            moves += 1;
            assert!(moves < 20_000, "the round does not end");
            placed |= events.iter().any(|e| matches!(e, Event::Played { .. }));
            passed |= action == Action::Pass;
            let turn_over = events.iter().any(|e| matches!(e, Event::TurnEnded { .. } | Event::RoundEnded { end: RoundEnd::Blocked }));
            let seeking = events.iter().any(|e| matches!(e, Event::EngineOpened { .. })) || m.round().engine().is_none();
            if turn_over && !seeking {
                streak = if passed && !placed { streak + 1 } else { 0 };
                let blocked = events.contains(&Event::RoundEnded { end: RoundEnd::Blocked });
                let r = m.round();
                let lap = r.boneyard_len() == 0 && streak >= r.active_seats().count() as u32;
                // After a whole turn of the table without a tile: who could lay one if their turn
                // began now (each such position's legal list is itself checked against the rules
                // one by one).
                let could: Vec<u8> = r
                    .active_seats()
                    .filter(|&s| {
                        lap && {
                            let next = r.as_turn_of(s);
                            check_every_candidate(&next);
                            next.legal().iter().any(|a| matches!(a, Action::Play { .. }))
                        }
                    })
                    .collect();
                assert_eq!(
                    blocked,
                    lap && could.is_empty(),
                    "block rule: streak {streak}, boneyard {}, could play: {could:?}",
                    r.boneyard_len()
                );
                placed = false;
                passed = false;
            }
            if let Some(e) = events.iter().find_map(|e| match e {
                Event::RoundEnded { end: RoundEnd::Domino { seat } } => Some(*seat),
                _ => None,
            }) {
                assert_eq!(m.round().hand_len(e), 0);
            }
        }
        let scores = m.round().scores().unwrap();
        if let Some(RoundEnd::Domino { seat }) = m.round().end() {
            assert_eq!(scores[seat as usize], 0);
        }
        if !m.next_round() {
            break;
        }
    }
    assert!(m.is_over());
    m.record()
}

fn preset_strategy() -> impl Strategy<Value = &'static str> {
    let names: Vec<&'static str> = preset_names().collect();
    prop::sample::select(names)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn presets_play_out_cleanly(name in preset_strategy(), seed in any::<u64>()) {
        let mut rules = preset(name).unwrap();
        rules.rounds = Rounds::Count(2);
        if let MatchEnd::Elimination { .. } = rules.match_end {
            rules.match_end = MatchEnd::Elimination { at: 60 };
        }
        let record = playout(name, rules.clone(), seed, 9);
        let again = playout(name, rules, seed, 0);
        prop_assert_eq!(&record, &again, "same seed, same record");
        let summary = verify(&record).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(summary.complete);
        let text = record.to_ron();
        let parsed = MatchRecord::parse(&text).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(parsed, record);
    }

    #[test]
    fn random_house_rules_play_out_cleanly(name in preset_strategy(), genome in any::<u64>(), seed in any::<u64>()) {
        let rules = mutate(&preset(name).unwrap(), genome);
        prop_assume!(rules.validate().is_ok());
        let record = playout(name, rules, seed, 11);
        verify(&record).map_err(|e| TestCaseError::fail(format!("{e}\n{}", record.to_ron())))?;
    }

    #[test]
    fn full_standard_matches(seed in any::<u64>(), players in 2u8..=8) {
        let rules = HouseRules { players, ..HouseRules::default() };
        let record = playout("standard", rules, seed, 0);
        prop_assert_eq!(record.rounds.len(), 13);
        verify(&record).map_err(|e| TestCaseError::fail(e.to_string()))?;
    }
}

#[test]
fn the_same_tile_never_appears_twice_in_a_deal_across_sets() {
    for set in [6u8, 9, 12, 15, 18] {
        let rules = HouseRules { set, players: if set >= 15 { 10 } else { 3 }, ..HouseRules::default() };
        let m = Match::new("standard", rules, set as u64).unwrap();
        assert_every_tile_once(m.round());
        let _: Vec<Tile> = m.round().boneyard().collect();
    }
}

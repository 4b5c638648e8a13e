//! What each preset other than `standard` changes, from its rule text.

use crate::support::*;
use mexican_train_engine::rules::house_rules::{EngineRule, HandSource};
use mexican_train_engine::rules::round::{Deal, RoundRules, RoundStart};
use mexican_train_engine::rules::{Action, Event, Match, Round, RuleError, Tile, TurnPhase, preset};

#[test]
fn hand_size_tables_follow_each_text() {
    let sizes = |name: &str, set: u8, players: std::ops::RangeInclusive<u8>| -> Vec<u8> {
        let r = rules_of(name, |r| r.set = set);
        players
            .map(|p| {
                let (n, source) = r.hand_size_for(p);
                assert_eq!(source, HandSource::Table, "{name} double-{set} {p} players");
                n
            })
            .collect()
    };
    assert_eq!(sizes("standard", 12, 2..=8), [16, 16, 15, 14, 12, 10, 9]);
    assert_eq!(sizes("standard", 9, 2..=4), [15, 13, 10]);
    assert_eq!(sizes("consensus", 12, 2..=8), [16, 16, 15, 14, 12, 10, 9]);
    assert_eq!(sizes("consensus", 9, 2..=7), [15, 13, 10, 9, 8, 7]);
    assert_eq!(sizes("parsons-1994", 9, 2..=4), [12, 11, 10]);
    // Parsons: "12 / 11 / 10 / 9 for 5 / 6 / 7 / 8 players with double-12".
    assert_eq!(sizes("parsons-1994", 12, 5..=8), [12, 11, 10, 9]);
    assert_eq!(sizes("celko-1998", 12, 2..=8), [15, 15, 15, 12, 12, 11, 11]);
    assert_eq!(sizes("galt-1994", 12, 2..=8), [15, 15, 15, 12, 12, 11, 11]);
}

#[test]
fn galt_three_players_hold_45_tiles_and_leave_46() {
    // Wikipedia: "under the 1994 Galt rules, in a 3-player game using the double-twelve set of
    // 91 dominoes, the players collectively hold 45 tiles, leaving 46 tiles in the boneyard."
    let rules = rules_of("galt-1994", |r| r.players = 3);
    for seed in 0..20 {
        let m = Match::new("galt-1994", rules.clone(), seed).unwrap();
        let rec = m.record();
        let round = &rec.rounds[0];
        assert_eq!(round.hands.iter().map(Vec::len).sum::<usize>(), 45);
        assert_eq!(round.boneyard.len(), 46);
        // The first player with a double (clockwise from the designated seat 0) opened the
        // station with their highest double, and plays first.
        let opener = (0..3).find(|&s| round.hands[s].iter().any(|t| t.is_double()));
        if let Some(s) = opener {
            let highest = round.hands[s].iter().filter(|t| t.is_double()).map(|t| t.0).max().unwrap();
            assert_eq!(round.engine, highest, "seed {seed}");
            assert_eq!(round.first as usize, s);
            assert_eq!(m.round().hand_len(s as u8), 14, "the engine left the opener's hand");
            assert_eq!(m.round().phase(), TurnPhase::Build, "Galt: build your train first");
        }
    }
}

/// A deal of `set` for two seats in which nobody holds a double: every double is drawn.
fn no_doubles_deal(set: u8, first_draws: &[Tile]) -> Deal {
    let all: Vec<Tile> = mexican_train_engine::rules::tile::set_tiles(set).collect();
    let singles: Vec<Tile> = all.iter().copied().filter(|t| !t.is_double() && !first_draws.contains(t)).collect();
    let hands = vec![singles[..5].to_vec(), singles[5..10].to_vec()];
    let mut boneyard = first_draws.to_vec();
    boneyard.extend(all.iter().copied().filter(|t| !hands.iter().flatten().any(|h| h == t) && !first_draws.contains(t)));
    Deal { hands, boneyard }
}

#[test]
fn galt_if_nobody_has_a_double_players_draw_in_turn_until_one_turns_up() {
    let rules = rules_of("galt-1994", |r| {
        r.set = 6;
        r.players = 2;
    });
    let deal = no_doubles_deal(6, &[Tile(6, 1), Tile(4, 4)]);
    let mut r = Round::new(RoundRules::from(&rules), RoundStart { engine: 6, designated: 0, active: 0b11 }, &deal).unwrap();
    assert_eq!(r.engine(), None);
    assert_eq!(r.phase(), TurnPhase::SeekEngine);
    assert_eq!(legal(&r), ["Draw"]);
    assert_eq!(refuse(&r, 0, Action::Pass), RuleError::DrawForEngine);
    act(&mut r, 0, Action::Draw);
    assert_eq!(r.to_move(), 1, "no double: the next player draws");
    assert!(r.hand(0).contains(Tile(6, 1).id()), "the drawn tile stays in hand");
    let events = r.apply(1, Action::Draw).unwrap();
    assert!(events.contains(&Event::EngineOpened { pip: 4, by: Some(1) }));
    assert_eq!(r.engine(), Some(4));
    assert_eq!(r.to_move(), 1, "whoever opens the station plays first");
    assert_eq!(r.first(), 0, "the record's first seat is the one that began drawing");
}

#[test]
fn celko_the_holder_of_the_engine_opens_and_plays_first() {
    let rules = preset("celko-1998").unwrap();
    for seed in 0..20 {
        let m = Match::new("celko-1998", rules.clone(), seed).unwrap();
        let rec = m.record();
        let round = &rec.rounds[0];
        assert_eq!(round.engine, 12);
        assert_eq!(round.hands.iter().map(Vec::len).collect::<Vec<_>>(), [15, 15, 15, 15]);
        match round.hands.iter().position(|h| h.contains(&Tile(12, 12))) {
            Some(holder) => {
                assert_eq!(round.first as usize, holder);
                assert_eq!(m.round().phase(), TurnPhase::Build);
            }
            None => {
                assert_eq!(round.first, 0);
                assert_eq!(m.round().phase(), TurnPhase::SeekEngine);
            }
        }
    }
    // Nobody holds it: players draw in turn until someone does.
    let rules = rules_of("celko-1998", |r| {
        r.set = 6;
        r.players = 2;
    });
    let deal = no_doubles_deal(6, &[Tile(3, 3), Tile(6, 6)]);
    let mut r = Round::new(RoundRules::from(&rules), RoundStart { engine: 6, designated: 0, active: 0b11 }, &deal).unwrap();
    act(&mut r, 0, Action::Draw);
    assert_eq!(r.engine(), None, "Celko wants the round's double, not any double");
    act(&mut r, 1, Action::Draw);
    assert_eq!(r.engine(), Some(6));
    assert_eq!(r.to_move(), 1);
}

fn build_pos(name: &str) -> Pos {
    Pos::new(name).rules(|r| r.engine = EngineRule::SetAside)
}

#[test]
fn building_your_train_on_the_first_turn() {
    // Celko: "builds a train in front of himself ... This is done as one play", "ignores the
    // doubles rule".
    let mut r = build_pos("celko-1998").hands(&["12-5 5-5 5-3 7-7", "*"]).boneyard("1-0").build();
    assert_eq!(r.phase(), TurnPhase::Build);
    assert_eq!(legal(&r), ["12-5>0"], "only your own train; no draw, no Mexican train");
    assert_eq!(refuse(&r, 0, Action::EndTurn), RuleError::MustPlay);
    assert_eq!(refuse(&r, 0, Action::Draw), RuleError::NoDrawWhileBuilding);
    assert_eq!(refuse(&r, 0, play("12-5", MEX)), RuleError::BuildOwnTrain);
    act(&mut r, 0, play("12-5", p(0)));
    assert_eq!(legal(&r), ["5-3>0", "5-5>0", "EndTurn"]);
    act(&mut r, 0, play("5-5", p(0)));
    assert_eq!(legal(&r), ["5-3>0", "EndTurn"], "a double needs no cover while building");
    act(&mut r, 0, Action::EndTurn);
    assert_eq!(r.to_move(), 1);
    assert_eq!(r.phase(), TurnPhase::Build, "everyone builds on their first turn");
    // Seat 1 builds too, ignoring the open 5|5 for now.
    let own: Vec<String> = legal(&r).into_iter().filter(|a| a.ends_with(">1")).collect();
    assert!(!own.is_empty());
    act(&mut r, 1, play("12-4", p(1)));
    act(&mut r, 1, Action::EndTurn);
    // Then the double left at the end of seat 0's train must be satisfied.
    assert_eq!(r.phase(), TurnPhase::Restricted { train: p(0), pip: 5 });
}

#[test]
fn building_with_nothing_to_play_ends_the_turn_without_a_draw() {
    let mut r = build_pos("galt-1994").hands(&["5-3 7-7", "*"]).build();
    assert_eq!(legal(&r), ["EndTurn"]);
    act(&mut r, 0, Action::EndTurn);
    assert!(!r.has_marker(0), "a train made up of just the engine: no marker");
    assert_eq!(r.to_move(), 1);
}

#[test]
fn galt_a_double_that_lifts_your_marker_needs_no_cover() {
    let pos = |name: &str| {
        build_pos(name)
            .rules(|r| r.opening = mexican_train_engine::rules::house_rules::Opening::OneTile)
            .hands(&["4-4 2-1", "*"])
            .train(p(0), "12-4")
            .marker(0)
    };
    let mut r = pos("galt-1994").build();
    let events = r.apply(0, play("4-4", p(0))).unwrap();
    assert!(events.contains(&Event::MarkerRemoved { seat: 0 }));
    assert_eq!(r.to_move(), 1, "Galt's exception 2: no cover owed");
    assert_eq!(r.phase(), TurnPhase::Free);
    let mut c = pos("consensus").build();
    act(&mut c, 0, play("4-4", p(0)));
    assert_eq!(c.to_move(), 0, "consensus: the cover is owed");
}

#[test]
fn celko_mexican_train_only_when_no_other_play() {
    let pos = |hand: &str| {
        build_pos("celko-1998")
            .rules(|r| r.opening = mexican_train_engine::rules::house_rules::Opening::OneTile)
            .hands(&[hand, "*"])
            .train(p(0), "12-4")
    };
    let r = pos("4-1 12-7").build();
    assert_eq!(legal(&r), ["4-1>0"], "a play on your own train comes first");
    assert_eq!(refuse(&r, 0, play("12-7", MEX)), RuleError::MexicanOnlyWithoutOtherPlay);
    let r = pos("3-1 12-7").build();
    assert_eq!(legal(&r), ["12-7>M"]);
}

#[test]
fn celko_forgetting_to_announce_costs_two_tiles() {
    let mut r = build_pos("celko-1998")
        .rules(|r| r.opening = mexican_train_engine::rules::house_rules::Opening::OneTile)
        .hands(&["4-1 9-9", "8-8 9-8"])
        .train(p(0), "12-4")
        .boneyard("0-0 1-1 *")
        .build();
    act(&mut r, 0, play("4-1", p(0)));
    assert_eq!(r.phase(), TurnPhase::Announce);
    assert_eq!(legal(&r), ["EndTurn", "Announce"]);
    let mut announced = r.clone();
    act(&mut announced, 0, Action::Announce);
    assert!(announced.has_announced(0));
    assert_eq!(announced.hand_len(0), 1);
    let events = r.apply(0, Action::EndTurn).unwrap();
    assert!(events.contains(&Event::Penalized { seat: 0, tiles: 2 }));
    assert_eq!(r.hand_len(0), 3);
    assert_eq!(r.to_move(), 1);
}

#[test]
fn french_club_double_zero_is_worth_ten_and_players_are_eliminated_at_100() {
    let rules = preset("french-club").unwrap();
    let round_rules = RoundRules::from(&rules);
    assert_eq!(round_rules.tile_points(Tile(0, 0)), 10);
    assert_eq!(round_rules.tile_points(Tile(5, 0)), 5);
    assert_eq!(rules.engine_of_round(13), 12, "the 14th round starts with the double 12 again");
    let mut m = Match::new("french-club", rules, 5).unwrap();
    let mut bot = mexican_train_engine::ai::Greedy;
    loop {
        while !m.round().is_over() {
            let seat = m.to_move();
            let legal = m.legal_actions();
            let a = mexican_train_engine::ai::Bot::choose(&mut bot, &m.observation(seat), &legal);
            m.apply(seat, a).unwrap();
        }
        let out: Vec<u8> = (0..4).filter(|&s| m.totals()[s as usize] >= 100).collect();
        for &s in &out {
            assert!(m.is_eliminated(s));
        }
        if !m.next_round() {
            break;
        }
        for &s in &out {
            assert!(!m.round().is_active(s), "an eliminated player sits out");
            assert_eq!(m.round().hand_len(s), 0);
        }
    }
    assert!(m.is_over());
    let left: Vec<u8> = (0..4).filter(|&s| !m.is_eliminated(s)).collect();
    assert!(left.len() <= 1, "{left:?}");
    if let [last] = left[..] {
        assert_eq!(m.winner(), Some(last), "the last one in wins");
    }
    assert!(m.finished_rounds() > 1);
}

/// Celko: "If a player is unable to play and the boneyard is empty, he simply passes his turn;
/// when nobody can play the game is blocked." A player who drew the tile that covers the open
/// double may not lay it that turn (`drawn_tile_may_cover: false`), but will on the next: the
/// round is not blocked while they wait, though everyone passed once round the table.
#[test]
fn celko_a_round_is_not_blocked_while_a_drawn_cover_waits_for_its_turn() {
    let mut r = build_pos("celko-1998")
        .rules(|r| r.opening = mexican_train_engine::rules::house_rules::Opening::OneTile)
        .hands(&["9-9 3-4", "*", "7-7 11-11"])
        // Every 5 but the cover is on the table.
        .train(p(1), "12-5 5-5")
        .train(MEX, "12-4 4-5 5-0 0-1 1-5 5-2 2-6 6-5 5-7 7-8 8-5 5-9 9-10 10-5 5-11")
        .open(p(1))
        .boneyard("5-3")
        .build();
    assert_eq!(r.phase(), TurnPhase::Restricted { train: p(1), pip: 5 });
    assert_eq!(draw(&mut r, 0), tile("5-3"));
    assert_eq!(legal(&r), ["Pass"], "the drawn tile may not cover the double this turn");
    act(&mut r, 0, Action::Pass);
    act(&mut r, 1, Action::Pass);
    act(&mut r, 2, Action::Pass);
    assert!(!r.is_over(), "seat 0 can cover on its next turn: nobody is stuck yet");
    assert_eq!(legal(&r), ["5-3>1"]);
    act(&mut r, 0, play("5-3", p(1)));
    assert_eq!(r.train_tiles(p(1)).last(), Some(tile("5-3")));
}

/// The start passes clockwise from the previous starter to the next seat still in the match
/// (the French club eliminates players at 100 points).
#[test]
fn the_start_passes_to_the_next_seat_still_in_the_match() {
    use mexican_train_engine::ai::{Level, play_turn};
    let mut checked_after_an_elimination = 0;
    for seed in 0..40u64 {
        let rules = rules_of("french-club", |r| r.players = 3);
        let mut m = Match::new("french-club", rules, seed).unwrap();
        let mut bots: Vec<_> = (0..3).map(|s| Level::Random.bot(seed * 7 + s)).collect();
        let mut previous: Option<u8> = None;
        loop {
            let now = m.round().first();
            assert!(!m.is_eliminated(now), "seed {seed}: an eliminated seat cannot start");
            if let Some(p) = previous {
                let next = (1..=3u8).map(|i| (p + i) % 3).find(|&s| !m.is_eliminated(s)).unwrap();
                assert_eq!(now, next, "seed {seed}, round {}: the start goes clockwise from seat {p}", m.round_index());
                if m.is_eliminated((p + 1) % 3) {
                    checked_after_an_elimination += 1;
                }
            }
            previous = Some(now);
            while !m.round().is_over() {
                let seat = m.to_move() as usize;
                play_turn(&mut m, bots[seat].as_mut()).unwrap();
            }
            if !m.next_round() {
                break;
            }
        }
    }
    assert!(checked_after_an_elimination > 3, "some starts had to skip an eliminated seat ({checked_after_an_elimination})");
}

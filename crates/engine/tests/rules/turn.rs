//! rules-reading.md, "The turn, in both presets": must play, draw, pass, markers, going out,
//! blocking; checked under both `standard` and `consensus`.

use crate::support::*;
use mexican_train_engine::rules::{Action, Event, RoundEnd, RuleError};

const BOTH: [&str; 2] = ["standard", "consensus"];

fn d6(name: &str) -> Pos {
    Pos::new(name).rules(|r| r.set = 6)
}

#[test]
fn rule_1_a_player_who_can_play_must_play() {
    for name in BOTH {
        let r = d6(name).hands(&["6-5 4-3", "*"]).boneyard("2-1").build();
        // Own train and the unstarted Mexican train; seat 1's train is private.
        assert_eq!(legal(&r), ["6-5>0", "6-5>M"], "{name}");
        assert_eq!(refuse(&r, 0, Action::Draw), RuleError::MustPlay);
        assert_eq!(refuse(&r, 0, Action::Pass), RuleError::MustPlay);
        assert_eq!(refuse(&r, 0, play("6-5", p(1))), RuleError::TrainClosed { train: p(1) });
        assert_eq!(refuse(&r, 0, play("4-3", p(0))), RuleError::NoMatch { tile: tile("4-3"), train: p(0), end: 6 });
        assert_eq!(refuse(&r, 0, play("2-1", p(0))), RuleError::NotInHand { tile: tile("2-1") });
        assert_eq!(refuse(&r, 0, play("7-1", p(0))), RuleError::NotInSet { tile: tile("7-1"), set: 6 });
        assert_eq!(refuse(&r, 1, Action::Draw), RuleError::NotYourTurn { seat: 1, to_move: 0 });
        assert_eq!(refuse(&r, 0, Action::EndTurn), RuleError::TurnNotOver);
        assert_eq!(refuse(&r, 0, Action::Announce), RuleError::NotAnnouncing);
        let mut r = r;
        // The tile may be written either way round; the engine orients it.
        act(&mut r, 0, play("5-6", p(0)));
        assert_eq!(train_tiles(&r, p(0)), ["6-5"]);
        assert_eq!(r.train(p(0)).end, 5);
        assert_eq!(r.to_move(), 1, "one tile ends the turn");
    }
}

#[test]
fn rule_2_no_play_means_draw_and_then_any_legal_tile() {
    for name in BOTH {
        let mut r = d6(name).hands(&["5-4 4-3", "*"]).boneyard("6-2 1-0").build();
        assert_eq!(legal(&r), ["Draw"]);
        assert_eq!(refuse(&r, 0, Action::Pass), RuleError::DrawFirst);
        assert_eq!(draw(&mut r, 0), tile("6-2"));
        assert_eq!(r.to_move(), 0, "drawing does not end the turn");
        assert_eq!(legal(&r), ["6-2>0", "6-2>M"]);
        act(&mut r, 0, play("6-2", MEX));
        assert_eq!(r.to_move(), 1);
        assert_eq!(train_tiles(&r, MEX), ["6-2"]);
    }
}

#[test]
fn rule_3_and_4_pass_puts_the_marker_on_and_only_the_owner_takes_it_off() {
    for name in BOTH {
        let mut r = d6(name).hands(&["5-4 4-3", "*"]).boneyard("1-0 2-1").build();
        assert_eq!(draw(&mut r, 0), tile("1-0"));
        assert_eq!(legal(&r), ["Pass"]);
        assert_eq!(refuse(&r, 0, Action::Draw), RuleError::AlreadyDrew);
        let events = r.apply(0, Action::Pass).unwrap();
        assert!(events.contains(&Event::MarkerPlaced { seat: 0 }));
        assert!(r.has_marker(0) && r.is_public(0));
        assert_eq!(r.train(p(0)).len, 0, "the marker goes on an unstarted train too");
        assert_eq!(r.to_move(), 1);
        // Seat 1 may now play on seat 0's unstarted train.
        assert!(legal(&r).iter().any(|a| a.ends_with(">0")), "{:?}", legal(&r));
        act(&mut r, 1, play("6-3", p(0)));
        assert!(r.has_marker(0), "another player's tile does not lift the marker");
        // Seat 0 plays its 4|3 on its own train: the marker comes off.
        assert_eq!(legal(&r), ["3-4>0"]);
        let events = r.apply(0, play("4-3", p(0))).unwrap();
        assert!(events.contains(&Event::MarkerRemoved { seat: 0 }));
        assert!(!r.has_marker(0) && !r.is_public(0));
    }
}

#[test]
fn rule_3_pass_when_the_boneyard_is_empty() {
    for name in BOTH {
        let r = d6(name).hands(&["5-4 4-3", "*"]).build();
        assert_eq!(r.boneyard_len(), 0);
        assert_eq!(legal(&r), ["Pass"]);
        assert_eq!(refuse(&r, 0, Action::Draw), RuleError::BoneyardEmpty);
    }
}

#[test]
fn rule_5_going_out_ends_the_round_at_once_even_on_a_double() {
    for name in BOTH {
        let mut r = d6(name).hands(&["6-5 5-5", "*"]).build();
        act(&mut r, 0, play("6-5", p(0)));
        act(&mut r, 1, play("6-4", p(1)));
        let events = r.apply(0, play("5-5", p(0))).unwrap();
        assert_eq!(r.end(), Some(RoundEnd::Domino { seat: 0 }), "{name}");
        assert!(events.contains(&Event::RoundEnded { end: RoundEnd::Domino { seat: 0 } }));
        assert!(r.legal_actions().is_empty());
        assert_eq!(refuse(&r, 1, Action::Draw), RuleError::RoundOver);
        // Scores: 0 for the player who went out, the pips left for the others.
        let rest: u32 = r.hand(1).tiles().map(|t| t.pips()).sum();
        assert_eq!(r.scores(), Some(vec![0, rest]));
    }
}

#[test]
fn rule_6_a_full_turn_of_passes_blocks_only_when_nobody_could_play_next() {
    // Every 0 is on the table; seat 0's train and the Mexican train end in 0, seat 1's in 3.
    // Seat 0 holds only 3s (seat 1's train is private), seat 1 holds no 0 and no 3.
    for name in BOTH {
        let mut r = d6(name)
            .hands(&["3-1 3-3 4-3 5-3", "*"])
            .train(p(0), "6-0 0-2 2-3 3-0 0-0")
            .train(MEX, "6-1 1-0 0-4 4-5 5-0")
            .train(p(1), "6-3")
            .build();
        assert_eq!(r.boneyard_len(), 0);
        assert_eq!(legal(&r), ["Pass"], "{name}");
        act(&mut r, 0, Action::Pass);
        assert_eq!(r.end(), None, "one pass is not a block");
        // Seat 0's train is public now, but seat 1 holds no 0.
        assert_eq!(legal(&r), ["Pass"]);
        act(&mut r, 1, Action::Pass);
        // A whole turn of the table without a tile, but seat 1's pass opened its train, and seat 0
        // holds 3s: seat 0 can play next, so the round goes on (the rule's second condition).
        assert_eq!(r.end(), None, "{name}: not blocked while someone can play");
        assert_eq!(legal(&r), ["3-1>1", "3-3>1", "3-4>1", "3-5>1"]);
    }
}

#[test]
fn unstarted_trains_start_from_the_engine_and_the_engine_is_on_the_table() {
    let r = d6("standard").engine(4).hands(&["4-1 2-2", "*"]).build();
    assert_eq!(r.engine(), Some(4));
    assert!(r.on_table().contains(tile("4-4").id()));
    assert_eq!(legal(&r), ["4-1>0", "4-1>M"]);
    assert!(!r.train(p(0)).ends_in_double, "an unstarted train does not end in a double");
}

#[test]
fn wikipedia_example_the_mexican_train_continues_from_its_free_end() {
    // "if the double-9 domino is the engine and the 9-6 domino is played to start the Mexican
    // Train, the next domino to extend the Mexican Train must have one end with a 6."
    let mut r = Pos::new("consensus").rules(|r| r.set = 9).engine(9).hands(&["9-6 1-1", "6-3 6-2 2-2", "*"]).build();
    act(&mut r, 0, play("9-6", MEX));
    assert_eq!(r.train(MEX).end, 6);
    assert_eq!(legal(&r), ["6-2>M", "6-3>M"]);
}

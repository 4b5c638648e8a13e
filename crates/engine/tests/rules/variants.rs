//! The variants of Wikipedia's article that are house rules here: cover optional, swan drive,
//! bullet train, the fast game (and branching doubles).

use crate::support::*;
use mexican_train_engine::rules::house_rules::{EngineRule, Opening};
use mexican_train_engine::rules::record::Move;
use mexican_train_engine::rules::{Action, Event, Observation, RoundEnd, RuleError, TurnPhase};

#[test]
fn with_cover_optional_a_double_holds_up_nobody() {
    // "Some rules state that covering the double is optional altogether."
    let mut r =
        Pos::new("consensus").rules(|r| r.cover_optional = true).hands(&["4-4 9-2", "*"]).train(p(0), "12-4").train(MEX, "12-9").build();
    act(&mut r, 0, play("4-4", p(0)));
    assert_eq!(legal(&r), ["EndTurn"], "the cover may be left, and 9-2 cannot go elsewhere under consensus");
    act(&mut r, 0, Action::EndTurn);
    assert!(!r.has_marker(0));
    assert_eq!(r.phase(), TurnPhase::Free, "the next player is not held up by the 4|4");
    assert_eq!(r.open_doubles().count(), 0);
}

/// Seat 0's own train ends in 4; seat 1's train is private (ends 5), seat 2's public (ends 6),
/// seat 3's public (ends 8); the Mexican train ends in 9.
fn swan(hand: &str) -> Pos {
    Pos::new("standard")
        .rules(|r| r.swan_drive = true)
        .hands(&[hand, "*", "11-11", "10-10"])
        .train(p(0), "12-4")
        .train(p(1), "12-5")
        .train(p(2), "12-6")
        .train(p(3), "12-8")
        .train(MEX, "12-9")
        .marker(2)
        .marker(3)
}

#[test]
fn a_swan_drive_goes_on_clockwise_over_the_public_trains() {
    // "A player who can play on their own train may also play one tile on each subsequent public
    // train in clockwise order ... Once a player cannot play on the next public train, or has
    // looped around to their own train, their turn ends."
    let mut r = swan("4-1 6-3 8-2 9-7 0-0").build();
    act(&mut r, 0, play("4-1", p(0)));
    assert_eq!(r.phase(), TurnPhase::Swan);
    assert_eq!(legal(&r), ["6-3>2", "EndTurn"], "seat 1's train is private: the drive goes to seat 2's");
    act(&mut r, 0, play("6-3", p(2)));
    assert_eq!(legal(&r), ["8-2>3", "EndTurn"]);
    act(&mut r, 0, play("8-2", p(3)));
    assert_eq!(legal(&r), ["9-7>M", "EndTurn"], "then the Mexican train, between the last seat and the first");
    act(&mut r, 0, play("9-7", MEX));
    assert_eq!(r.to_move(), 1, "come round to the player's own train: the turn is over");
}

#[test]
fn a_swan_drive_stops_at_the_first_public_train_that_takes_no_tile() {
    let mut r = swan("4-1 8-2 5-3").build();
    act(&mut r, 0, play("4-1", p(0)));
    assert_eq!(r.to_move(), 1, "seat 2's train (6) takes nothing of 8-2 5-3: the drive ends at once");
    // A player may also stop by choice.
    let mut r = swan("4-1 6-3 8-2").build();
    act(&mut r, 0, play("4-1", p(0)));
    act(&mut r, 0, Action::EndTurn);
    assert_eq!(r.to_move(), 1);
    assert_eq!(r.hand_len(0), 2);
}

#[test]
fn in_a_swan_drive_the_mexican_train_may_be_skipped() {
    // "While playing on each public train, the player may choose to play on the Mexican train or
    // skip it when he comes to it." Seat 2 drives: after its own train comes the Mexican train
    // (between the last seat and the first), then seat 0's (private), then seat 1's (public).
    let mut r = Pos::new("standard")
        .rules(|r| r.swan_drive = true)
        .hands(&["*", "11-11", "12-3 9-2 1-5 2-2"])
        .train(p(1), "12-1")
        .train(MEX, "12-9")
        .marker(1)
        .first(2)
        .build();
    act(&mut r, 2, play("12-3", p(2)));
    assert_eq!(legal(&r), ["1-5>1", "9-2>M", "EndTurn"], "the Mexican train, or past it to seat 1's");
    act(&mut r, 2, play("1-5", p(1)));
    assert_eq!(r.to_move(), 0, "after seat 1's train the drive has come round");
}

#[test]
fn a_double_in_a_swan_drive_is_covered_from_the_hand_before_it_goes_on() {
    // "only one tile per train may be played (unless a double must be finished)".
    let mut r = swan("4-1 6-6 6-3 8-2").build();
    act(&mut r, 0, play("4-1", p(0)));
    assert!(legal(&r).contains(&"6-6>2".to_string()));
    act(&mut r, 0, play("6-6", p(2)));
    assert_eq!(r.phase(), TurnPhase::SwanCover { train: p(2), pip: 6 });
    assert_eq!(legal(&r), ["6-3>2"]);
    act(&mut r, 0, play("6-3", p(2)));
    assert_eq!(legal(&r), ["8-2>3", "EndTurn"], "then on to the next public train");
    // Without a cover in hand, the double may not go down in the drive: seat 2's train takes
    // nothing, so the drive is over.
    let mut r = swan("4-1 6-6 8-2").build();
    act(&mut r, 0, play("4-1", p(0)));
    assert_eq!(r.to_move(), 1);
}

#[test]
fn a_bullet_train_lays_the_whole_hand_and_the_others_finish_their_trains() {
    // "If they are able to finish out their hand by playing all of their remaining dominoes on
    // their private train, they can declare a 'Bullet Train'. ... the other players finish out
    // their private train by playing as many of their remaining dominoes as possible."
    let pos = |bullet: bool| {
        Pos::new("standard")
            .rules(|r| r.bullet_train = bullet)
            .hands(&["4-7 7-7 7-2", "3-9 9-1 5-5", "*"])
            .train(p(0), "12-4")
            .train(p(1), "12-3")
            .build()
    };
    assert!(!legal(&pos(false)).contains(&"Bullet".to_string()), "only where the rules have it");
    let mut r = pos(true);
    assert!(legal(&r).contains(&"Bullet".to_string()));
    let events = r.apply(0, Action::Bullet).unwrap();
    assert_eq!(train_tiles(&r, p(0)), ["12-4", "4-7", "7-7", "7-2"]);
    assert_eq!(train_tiles(&r, p(1)), ["12-3", "3-9", "9-1"], "seat 1 lays what it can");
    assert_eq!(r.end(), Some(RoundEnd::Domino { seat: 0 }));
    assert_eq!(r.scores().unwrap()[1], 10, "the 5|5 is left");
    assert!(events.contains(&Event::RoundEnded { end: RoundEnd::Domino { seat: 0 } }));
    // A hand that does not chain onto the own train cannot be declared.
    let r = Pos::new("standard").rules(|r| r.bullet_train = true).hands(&["4-7 2-2", "*"]).train(p(0), "12-4").build();
    assert!(!legal(&r).contains(&"Bullet".to_string()));
}

#[test]
fn in_the_fast_game_nobody_sees_the_others_trains_until_all_have_built() {
    // "an opening phase occurs where each player simultaneously makes their own train".
    let mut r = Pos::new("celko-1998")
        .rules(|r| {
            r.engine = EngineRule::SetAside;
            r.opening = Opening::Fast;
        })
        .hands(&["12-5 5-3 9-9 8-8", "12-7 7-1 10-10 11-11", "*"])
        .build();
    act(&mut r, 0, play("12-5", p(0)));
    act(&mut r, 0, play("5-3", p(0)));
    act(&mut r, 0, Action::EndTurn);
    let history = [
        Move { seat: 0, action: play("12-5", p(0)), legal: None },
        Move { seat: 0, action: play("5-3", p(0)), legal: None },
        Move { seat: 0, action: Action::EndTurn, legal: None },
    ];
    let seen_by_1 = Observation::new(&r, 1, &history, &[]);
    assert_eq!(seen_by_1.train_tiles(p(0)).count(), 0, "seat 1 builds without seeing seat 0's train");
    assert_eq!(seen_by_1.train(p(0)).len, 0);
    assert_eq!(seen_by_1.history().count(), 1, "only the end of seat 0's turn is seen");
    assert!(seen_by_1.unseen().contains(tile("5-3").id()));
    let seen_by_0 = Observation::new(&r, 0, &history, &[]);
    assert_eq!(seen_by_0.train_tiles(p(0)).count(), 2, "seat 0 sees its own");
    act(&mut r, 1, play("12-7", p(1)));
    act(&mut r, 1, play("7-1", p(1)));
    act(&mut r, 1, Action::EndTurn);
    // Seat 2 builds; once everyone has, all is seen.
    while r.is_building(2) {
        let a = r.legal_actions()[0];
        act(&mut r, 2, a);
    }
    let seen_by_1 = Observation::new(&r, 1, &history, &[]);
    assert_eq!(seen_by_1.train_tiles(p(0)).count(), 2);
}

#[test]
fn in_the_fast_game_everyone_builds_as_long_as_possible() {
    // "each player simultaneously makes their own train as long as possible. Once everyone has
    // made their train as long as possible ... play reverts to turns".
    let mut r = Pos::new("standard").rules(|r| r.opening = Opening::Fast).hands(&["12-5 5-3 3-8 9-9", "12-7 7-1 10-10 11-11", "*"]).build();
    act(&mut r, 0, play("12-5", p(0)));
    act(&mut r, 0, play("5-3", p(0)));
    // The 3-8 still fits: stopping here is not building as long as possible.
    assert!(!legal(&r).contains(&"EndTurn".to_string()), "{:?}", legal(&r));
    assert_eq!(r.apply(0, Action::EndTurn), Err(RuleError::MustPlay));
    act(&mut r, 0, play("3-8", p(0)));
    // Nothing more fits on the 8: now the building is over.
    assert_eq!(legal(&r), ["EndTurn"]);
    act(&mut r, 0, Action::EndTurn);
    assert!(!r.is_building(0));
}

#[test]
fn branching_doubles_open_two_sides_once_a_double_is_covered() {
    // "Once a double has been satisfied, players may continue to branch off of the double in two
    // more directions, meaning the double will have a matching endpoint on all four sides."
    use mexican_train_engine::rules::TrainId;
    use mexican_train_engine::rules::house_rules::Branching;
    let mut r = Pos::new("standard")
        .rules(|r| r.branching = Branching::AfterCover)
        .hands(&["4-4 4-1 4-6 4-9 11-11", "*"])
        .train(p(0), "12-4")
        .build();
    act(&mut r, 0, play("4-4", p(0)));
    assert_eq!(r.sides().count(), 0, "not before it is covered");
    let events = r.apply(0, play("4-1", p(0))).unwrap();
    let opened: Vec<TrainId> = events
        .iter()
        .filter_map(|e| match e {
            Event::SideOpened { side, pip: 4 } => Some(*side),
            _ => None,
        })
        .collect();
    assert_eq!(opened, [TrainId::Side(0), TrainId::Side(1)]);
    assert_eq!(r.main_train(TrainId::Side(1)), p(0), "the sides belong to the train of their double");
    assert_eq!(r.phase(), TurnPhase::Free, "the next player is not held up by the sides");
    // Seat 1 may not play on seat 0's private train, its sides included; seat 0 may.
    let one = r.as_turn_of(1);
    assert!(!legal(&one).iter().any(|a| a.contains(">S")));
    let zero = r.as_turn_of(0);
    let plays = legal(&zero);
    assert!(plays.contains(&"4-6>S0".to_string()) && plays.contains(&"4-9>S1".to_string()), "{plays:?}");
    // A tile on a side is laid there, and the side goes on from it.
    let mut zero = zero;
    act(&mut zero, 0, play("4-6", TrainId::Side(0)));
    assert_eq!(train_tiles(&zero, TrainId::Side(0)), ["4-6"]);
    assert_eq!(zero.train(TrainId::Side(0)).end, 6);
}

#[test]
fn with_three_covers_a_double_holds_play_until_both_sides_are_covered_and_a_side_costs_no_marker() {
    // "each double is required to be covered by three branching dominoes before normal play can
    // resume ... after the first covering domino has been played, it is not required to mark
    // trains as public if the player is unable to cover the second or third branch."
    use mexican_train_engine::rules::TrainId;
    use mexican_train_engine::rules::house_rules::Branching;
    let mut r = Pos::new("consensus")
        .rules(|r| r.branching = Branching::ThreeCovers)
        .hands(&["4-4 4-1 9-9", "4-2 8-8", "7-7 6-6"])
        .train(p(0), "12-4")
        .boneyard("3-3 *")
        .build();
    act(&mut r, 0, play("4-4", p(0)));
    act(&mut r, 0, play("4-1", p(0)));
    assert_eq!(r.to_move(), 1);
    assert_eq!(r.phase(), TurnPhase::Restricted { train: TrainId::Side(0), pip: 4 });
    assert_eq!(legal(&r), ["4-2>S0"]);
    act(&mut r, 1, play("4-2", TrainId::Side(0)));
    assert_eq!(r.phase(), TurnPhase::Restricted { train: TrainId::Side(1), pip: 4 }, "the third cover is owed");
    assert_eq!(draw(&mut r, 2), tile("3-3"));
    act(&mut r, 2, Action::Pass);
    assert!(!r.has_marker(2), "not covering a side puts no marker on");
    assert_eq!(r.phase(), TurnPhase::Restricted { train: TrainId::Side(1), pip: 4 });
}

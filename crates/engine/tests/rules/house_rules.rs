//! The house-rule switches of design.md, one scenario each.

use crate::support::*;
use mexican_train_engine::rules::house_rules::{DoublesPerTurn, DrawRule, MexicanTrain, Scoring};
use mexican_train_engine::rules::round::RoundRules;
use mexican_train_engine::rules::{Action, Event, RoundEnd, RuleError, Tile, TurnPhase};

fn d6(f: impl FnOnce(&mut mexican_train_engine::rules::HouseRules)) -> Pos {
    Pos::new("standard").rules(|r| {
        r.set = 6;
        f(r);
    })
}

#[test]
fn no_mexican_train() {
    let r = d6(|r| r.mexican = MexicanTrain::Off).hands(&["6-5 4-3", "*"]).build();
    assert_eq!(legal(&r), ["6-5>0"]);
    assert_eq!(refuse(&r, 0, play("6-5", MEX)), RuleError::NoMexicanTrain);
    assert_eq!(r.trains().count(), 2);
}

#[test]
fn mexican_train_only_after_your_own_train() {
    let after = |r: &mut mexican_train_engine::rules::HouseRules| r.mexican = MexicanTrain::AfterOwnTrain;
    let r = d6(after).hands(&["6-5 6-4", "*"]).build();
    assert_eq!(legal(&r), ["6-4>0", "6-5>0"]);
    assert_eq!(refuse(&r, 0, play("6-5", MEX)), RuleError::MexicanAfterOwnTrain);
    let r = d6(after).hands(&["1-2 6-5", "*"]).train(p(0), "6-1").build();
    assert_eq!(legal(&r), ["1-2>0", "6-5>M"]);
}

#[test]
fn a_double_makes_its_train_public() {
    let pos = |on: bool| d6(move |r| r.double_makes_public = on).hands(&["3-3 6-2 5-5", "*"]).train(p(0), "6-3");
    let mut r = pos(true).build();
    let events = r.apply(0, play("3-3", p(0))).unwrap();
    assert!(events.contains(&Event::MarkerPlaced { seat: 0 }));
    act(&mut r, 0, play("6-2", MEX));
    assert!(r.is_public(0), "the train with the open double is public");
    let mut r = pos(false).build();
    act(&mut r, 0, play("3-3", p(0)));
    act(&mut r, 0, play("6-2", MEX));
    assert!(!r.is_public(0));
}

#[test]
fn continuous_draw_for_a_double_that_went_round_the_table() {
    let pos = |on: bool| {
        Pos::new("consensus")
            .rules(move |r| r.continuous_draw = on)
            .hands(&["9-9 1-3 5-5", "12-3 4-5 1-0", "11-8 2-0 3-3"])
            .train(p(0), "12-9")
            .boneyard("10-10 11-11 8-8 7-7 9-2 *")
    };
    for on in [true, false] {
        let mut r = pos(on).build();
        act(&mut r, 0, play("9-9", p(0)));
        for seat in [0, 1, 2] {
            draw(&mut r, seat);
            act(&mut r, seat, Action::Pass);
        }
        assert_eq!(r.phase(), TurnPhase::Restricted { train: p(0), pip: 9 });
        assert_eq!(draw(&mut r, 0), tile("7-7"));
        if on {
            assert_eq!(legal(&r), ["Draw"], "the player who laid it keeps drawing");
            assert_eq!(draw(&mut r, 0), tile("9-2"));
            assert_eq!(legal(&r), ["9-2>0"]);
        } else {
            assert_eq!(legal(&r), ["Pass"]);
        }
    }
}

#[test]
fn draw_until_playable() {
    let mut r = d6(|r| r.draw = DrawRule::UntilPlayable).hands(&["5-4 4-3", "*"]).boneyard("1-0 2-1 6-2").build();
    draw(&mut r, 0);
    assert_eq!(legal(&r), ["Draw"]);
    draw(&mut r, 0);
    assert_eq!(legal(&r), ["Draw"]);
    assert_eq!(draw(&mut r, 0), tile("6-2"));
    assert_eq!(legal(&r), ["6-2>0", "6-2>M"]);
}

#[test]
fn no_going_out_on_a_double() {
    let pos = |on: bool| d6(move |r| r.end_on_double = on).hands(&["5-5", "*"]).train(p(0), "6-5").boneyard("5-1");
    let mut r = pos(false).build();
    assert_eq!(legal(&r), ["Draw"]);
    assert_eq!(refuse(&r, 0, play("5-5", p(0))), RuleError::NoGoingOutOnDouble);
    draw(&mut r, 0);
    assert_eq!(legal(&r), ["5-1>0", "5-5>0"], "with two tiles the double may be laid");
    let mut r = pos(true).build();
    act(&mut r, 0, play("5-5", p(0)));
    assert_eq!(r.end(), Some(RoundEnd::Domino { seat: 0 }));
}

#[test]
fn blanks_are_wild() {
    let wild = |r: &mut mexican_train_engine::rules::HouseRules| r.blanks_wild = true;
    let mut r = d6(wild).hands(&["3-0 4-2", "*"]).build();
    assert_eq!(legal(&r), ["0-3>0", "0-3>M"], "a blank end matches the 6");
    act(&mut r, 0, play("3-0", p(0)));
    assert_eq!(r.train(p(0)).end, 3);
    // A blank open end takes any tile, either way round: the written order decides.
    let mut r = d6(wild).hands(&["4-2 5-5", "*"]).train(p(0), "6-0").build();
    assert_eq!(legal(&r), ["4-2>0", "2-4>0", "5-5>0"]);
    act(&mut r, 0, play("2-4", p(0)));
    assert_eq!(r.train(p(0)).end, 4);
    // Without the rule, a blank is a blank.
    let r = d6(|_| {}).hands(&["3-0 4-2", "*"]).boneyard("1-1").build();
    assert_eq!(legal(&r), ["Draw"]);
}

#[test]
fn partnerships_share_trains_markers_and_scores() {
    let partners = |r: &mut mexican_train_engine::rules::HouseRules| r.partnerships = true;
    let r = d6(partners).hands(&["6-5 4-1", "2-2 3-3", "1-1 0-0", "*"]).train(p(2), "6-4").build();
    assert_eq!(legal(&r), ["6-5>0", "4-1>2", "6-5>M"], "your partner's train is yours too");
    assert_eq!(refuse(&r, 0, play("6-5", p(1))), RuleError::TrainClosed { train: p(1) });
    // One partner's marker does not open the team's trains; both do.
    let r = d6(partners).hands(&["6-5 4-1", "2-2 3-3", "1-1 0-0", "*"]).marker(1).build();
    assert!(!r.is_public(1));
    let r = d6(partners).hands(&["6-5 4-1", "2-2 3-3", "1-1 0-0", "*"]).marker(1).marker(3).build();
    assert!(r.is_public(1) && r.is_public(3));
    // Going out scores 0 for the team, even though the partner holds tiles.
    let mut r = d6(partners).hands(&["6-5", "2-2 3-3", "1-1 0-0", "*"]).build();
    act(&mut r, 0, play("6-5", p(0)));
    let other: u32 = [1, 3].iter().map(|&s| r.hand(s).pips()).sum();
    assert_eq!(r.scores(), Some(vec![0, other, 0, other]));
}

#[test]
fn blanks_score_25_and_the_double_blank_50() {
    let mut rules = rules_of("standard", |r| r.scoring = Scoring::Blanks { blank: 25, double_blank: 50 });
    let rr = RoundRules::from(&rules);
    assert_eq!(rr.tile_points(Tile(0, 0)), 50);
    assert_eq!(rr.tile_points(Tile(5, 0)), 30);
    assert_eq!(rr.tile_points(Tile(5, 4)), 9);
    rules.scoring = Scoring::Pips;
    assert_eq!(RoundRules::from(&rules).tile_points(Tile(0, 0)), 0);
}

#[test]
fn one_double_a_turn_with_the_bauguess_finish() {
    let mut r = d6(|r| r.doubles_per_turn = DoublesPerTurn::One)
        .hands(&["3-3 5-5 6-2", "*"])
        .train(p(0), "6-3")
        .train(MEX, "6-5")
        .boneyard("1-1")
        .build();
    act(&mut r, 0, play("3-3", p(0)));
    assert_eq!(refuse(&r, 0, play("5-5", MEX)), RuleError::OneDoublePerTurn { train: p(0), pip: 3 });
    assert_eq!(legal(&r), ["Draw"]);
}

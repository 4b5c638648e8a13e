//! Passages of the rule texts that can be read two ways, as the presets read them (each preset's
//! comment says why), and Parsons 1994 as the sentences cited to it say.

use crate::support::*;
use mexican_train_engine::rules::house_rules::{BlockedRound, EngineRule, Opening};
use mexican_train_engine::rules::{Action, Match, RoundEnd, RuleError, TurnPhase, preset};

/// Parsons's doubles on a table where seat 0's train ends in 4, the Mexican train in 9 and
/// seat 1's (public) train in 1.
fn parsons(hand: &str) -> Pos {
    Pos::new("parsons-1994").hands(&[hand, "*"]).train(p(0), "12-4").train(MEX, "12-9").train(p(1), "12-1").marker(1).boneyard("0-0")
}

#[test]
fn parsons_the_player_who_laid_the_double_may_put_the_next_tile_on_any_train() {
    // "The player who laid the double may put the next tile on any eligible train, but following
    // players must play on the double."
    let mut r = parsons("4-4 9-2 6-5").build();
    act(&mut r, 0, play("4-4", p(0)));
    assert_eq!(legal(&r), ["9-2>M"], "the next tile goes anywhere it fits, not only on the double");
    act(&mut r, 0, play("9-2", MEX));
    assert_eq!(r.phase(), TurnPhase::Restricted { train: p(0), pip: 4 }, "the next player must cover the 4|4");
    assert_eq!(r.to_move(), 1);
}

#[test]
fn parsons_a_second_double_needs_a_cover_in_hand_which_then_covers() {
    // "Only two doubles may be played in a single turn, and the covering domino for one of the
    // doubles must be one already held; it may not be drawn."
    let mut r = parsons("4-4 9-9 4-1 7-3").build();
    act(&mut r, 0, play("4-4", p(0)));
    assert!(legal(&r).contains(&"9-9>M".to_string()), "4-1 in hand covers the 4|4: a second double may go down");
    act(&mut r, 0, play("9-9", MEX));
    assert_eq!(legal(&r), ["4-1>0"], "the held tile covers one of the two doubles");
    act(&mut r, 0, play("4-1", p(0)));
    assert_eq!(r.phase(), TurnPhase::Restricted { train: MEX, pip: 9 }, "the other double is owed");

    // Without a cover in hand, no second double: the player would have had to draw for it.
    let mut r = parsons("4-4 9-9 7-3 2-5").build();
    act(&mut r, 0, play("4-4", p(0)));
    assert_eq!(refuse(&r, 0, play("9-9", MEX)), RuleError::SecondDoubleNeedsCover);
    assert_eq!(legal(&r), ["Draw"]);

    // A third double never.
    let mut r = parsons("4-4 9-9 1-1 4-2 1-3").build();
    act(&mut r, 0, play("4-4", p(0)));
    act(&mut r, 0, play("9-9", MEX));
    assert_eq!(refuse(&r, 0, play("1-1", p(1))), RuleError::TwoDoublesPerTurn);
}

#[test]
fn parsons_the_first_player_is_drawn_by_lot_then_it_goes_clockwise() {
    let rules = preset("parsons-1994").unwrap();
    let mut firsts = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let mut m = Match::new("parsons-1994", rules.clone(), seed).unwrap();
        let first = m.round().first();
        firsts.insert(first);
        // Play the round out with the first legal action, then the next round starts one seat on.
        while !m.round().is_over() {
            let seat = m.to_move();
            let a = m.legal_actions()[0];
            m.apply(seat, a).unwrap();
        }
        assert!(m.next_round());
        assert_eq!(m.round().first(), (first + 1) % 4, "seed {seed}");
    }
    assert!(firsts.len() >= 3, "the first player is drawn at random: {firsts:?}");
}

#[test]
fn celko_with_nothing_to_draw_a_player_simply_passes_without_a_marker() {
    // "If a player is unable to play and the boneyard is empty, he simply passes his turn."
    for (name, marker) in [("celko-1998", false), ("standard", true)] {
        let mut r = Pos::new(name)
            .rules(|r| {
                r.engine = EngineRule::SetAside;
                r.opening = Opening::OneTile;
            })
            .hands(&["3-4", "*"])
            .train(p(0), "12-5")
            .build();
        assert_eq!(legal(&r), ["Pass"], "{name}");
        act(&mut r, 0, Action::Pass);
        assert_eq!(r.has_marker(0), marker, "{name}");
    }
    // Having drawn in vain, the marker goes on as usual.
    let mut r = Pos::new("celko-1998")
        .rules(|r| {
            r.engine = EngineRule::SetAside;
            r.opening = Opening::OneTile;
        })
        .hands(&["3-4", "*"])
        .train(p(0), "12-5")
        .boneyard("3-2")
        .build();
    act(&mut r, 0, Action::Draw);
    act(&mut r, 0, Action::Pass);
    assert!(r.has_marker(0));
}

#[test]
fn galt_building_goes_on_as_long_as_a_tile_fits() {
    // Galt: "build their private trains by using as many dominoes as possible".
    let pos = |name: &str| Pos::new(name).rules(|r| r.engine = EngineRule::SetAside).hands(&["12-5 5-3 7-7", "*"]).boneyard("1-0");
    let mut galt = pos("galt-1994").build();
    act(&mut galt, 0, play("12-5", p(0)));
    assert_eq!(legal(&galt), ["5-3>0"], "5-3 fits: the train goes on");
    assert_eq!(refuse(&galt, 0, Action::EndTurn), RuleError::MustPlay);
    act(&mut galt, 0, play("5-3", p(0)));
    assert_eq!(legal(&galt), ["EndTurn"]);
    // Celko builds "as one play" but leaves the length to the player.
    let mut celko = pos("celko-1998").build();
    act(&mut celko, 0, play("12-5", p(0)));
    assert_eq!(legal(&celko), ["5-3>0", "EndTurn"]);
}

#[test]
fn french_club_a_double_allows_another_play_but_does_not_require_it() {
    // "Playing a double allows you to play again." A double left "unterminated" is then owed.
    let mut r = Pos::new("french-club").hands(&["4-4 4-1 9-2", "*"]).train(p(0), "12-4").train(MEX, "12-9").build();
    act(&mut r, 0, play("4-4", p(0)));
    assert_eq!(legal(&r), ["4-1>0", "9-2>M", "EndTurn"]);
    assert_eq!(refuse(&r, 0, Action::Draw), RuleError::EndTurnInstead);
    act(&mut r, 0, Action::EndTurn);
    assert!(!r.has_marker(0), "declining the extra play is not failing to play");
    assert_eq!(r.to_move(), 1);
    assert_eq!(r.phase(), TurnPhase::Restricted { train: p(0), pip: 4 }, "the next player must terminate the double");
}

/// A blocked round: two seats, nothing to draw, every 6 on the table and every train ending in 6.
fn blocked(f: impl FnOnce(&mut mexican_train_engine::rules::HouseRules)) -> mexican_train_engine::rules::Round {
    let mut r = Pos::new("standard")
        .rules(|r| {
            r.set = 6;
            f(r);
        })
        .engine(6)
        .hands(&["0-0 1-2", "*"])
        .train(MEX, "6-0 0-1 1-6 6-2 2-3 3-6 6-4 4-5 5-6")
        .build();
    r.apply(0, Action::Pass).unwrap();
    r.apply(1, Action::Pass).unwrap();
    assert_eq!(r.end(), Some(RoundEnd::Blocked));
    r
}

#[test]
fn a_blocked_round_is_scored_as_the_rules_say() {
    assert_eq!(blocked(|r| r.blocked_round = BlockedRound::CountHands).scores().unwrap(), [3, 87]);
    assert_eq!(blocked(|r| r.blocked_round = BlockedRound::LowestHandWins).scores().unwrap(), [0, 87]);
    assert_eq!(blocked(|r| r.blocked_round = BlockedRound::Void).scores().unwrap(), [0, 0]);
    // The French club's "declared draw": everyone counts, as at every round's end.
    assert_eq!(preset("french-club").unwrap().blocked_round, BlockedRound::CountHands);
}

//! rules-reading.md, "Doubles in standard" and "Doubles in consensus", and the rule texts'
//! examples (Wikipedia's 9|9, Bauguess's drawn double, Celko's chain of doubles).

use crate::support::*;
use mexican_train_engine::rules::house_rules::{EngineRule, Opening};
use mexican_train_engine::rules::{Action, Event, RuleError, TurnPhase};

fn d6(name: &str) -> Pos {
    Pos::new(name).rules(|r| r.set = 6)
}

#[test]
fn standard_open_doubles_are_covered_oldest_first_one_per_turn() {
    let mut r = d6("standard").hands(&["6-3 3-3 5-5 6-1", "*"]).boneyard("2-0 1-0 4-0").build();
    act(&mut r, 0, play("6-3", p(0)));
    act(&mut r, 1, play("6-5", MEX));
    assert_eq!(legal(&r), ["3-3>0", "5-5>M"]);
    act(&mut r, 0, play("3-3", p(0)));
    assert_eq!(r.phase(), TurnPhase::Finish { due: p(0), pip: 3 });
    // More doubles may follow on eligible trains; no non-double fits the 3|3 or a plain end.
    assert_eq!(legal(&r), ["5-5>M"]);
    act(&mut r, 0, play("5-5", MEX));
    assert_eq!(r.phase(), TurnPhase::Finish { due: p(0), pip: 3 }, "the first double stays due");
    assert_eq!(legal(&r), ["Draw"]);
    assert_eq!(draw(&mut r, 0), tile("2-0"));
    assert_eq!(legal(&r), ["Pass"]);
    let events = r.apply(0, Action::Pass).unwrap();
    let opened: Vec<_> = events.iter().filter(|e| matches!(e, Event::DoubleOpened { .. })).collect();
    assert_eq!(opened, [&Event::DoubleOpened { train: p(0), pip: 3 }, &Event::DoubleOpened { train: MEX, pip: 5 }]);
    assert!(r.has_marker(0));

    // Seat 1: only the OLDEST open double, on seat 0's train.
    assert_eq!(r.phase(), TurnPhase::Restricted { train: p(0), pip: 3 });
    assert_eq!(legal(&r), ["3-0>0", "3-1>0", "3-2>0", "3-4>0", "3-5>0"]);
    assert_eq!(refuse(&r, 1, play("5-4", MEX)), RuleError::DoubleDue { train: p(0), pip: 3 });
    assert_eq!(refuse(&r, 1, play("6-4", p(1))), RuleError::DoubleDue { train: p(0), pip: 3 });
    act(&mut r, 1, play("4-3", p(0)));
    assert_eq!(r.to_move(), 0, "covering ends the turn, one double per turn");
    assert!(r.has_marker(0), "covering does not lift the owner's marker");

    // Seat 0: the 5|5 is due now; it has no 5, draws once, passes.
    assert_eq!(r.phase(), TurnPhase::Restricted { train: MEX, pip: 5 });
    assert_eq!(legal(&r), ["Draw"]);
    assert_eq!(draw(&mut r, 0), tile("1-0"));
    assert_eq!(legal(&r), ["Pass"]);
    act(&mut r, 0, Action::Pass);
    assert_eq!(legal(&r), ["5-0>M", "5-1>M", "5-2>M", "5-3>M", "5-4>M"]);
    act(&mut r, 1, play("5-2", MEX));
    assert_eq!(r.phase(), TurnPhase::Free, "every double covered: normal play resumes");
    assert_eq!(r.open_doubles().count(), 0);
}

#[test]
fn standard_a_drawn_playable_double_is_played_and_the_player_draws_again() {
    // Bauguess: "If your draw is a playable double, play it and draw again."
    let mut r = d6("standard").hands(&["6-4 4-4 5-5", "*"]).boneyard("2-2 4-1").build();
    act(&mut r, 0, play("6-4", p(0)));
    act(&mut r, 1, play("6-2", MEX));
    assert_eq!(legal(&r), ["4-4>0"]);
    act(&mut r, 0, play("4-4", p(0)));
    assert_eq!(legal(&r), ["Draw"]);
    assert_eq!(draw(&mut r, 0), tile("2-2"));
    assert_eq!(legal(&r), ["2-2>M"]);
    act(&mut r, 0, play("2-2", MEX));
    assert_eq!(legal(&r), ["Draw"], "after a play the player may draw again");
    assert_eq!(draw(&mut r, 0), tile("4-1"));
    // The non-double goes on the FIRST double (4|4), not on the 2|2.
    assert_eq!(legal(&r), ["4-1>0"]);
    let events = r.apply(0, play("4-1", p(0))).unwrap();
    assert!(events.contains(&Event::DoubleCovered { train: p(0), pip: 4 }));
    assert!(events.contains(&Event::DoubleOpened { train: MEX, pip: 2 }));
    assert_eq!(r.phase(), TurnPhase::Restricted { train: MEX, pip: 2 });
}

#[test]
fn standard_the_tile_after_doubles_goes_on_the_first_double_or_a_plain_end() {
    let mut r = d6("standard").hands(&["6-3 3-3 5-5 5-2 3-1", "*"]).boneyard("1-0").build();
    act(&mut r, 0, play("6-3", p(0)));
    act(&mut r, 1, play("6-5", MEX));
    act(&mut r, 0, play("3-3", p(0)));
    act(&mut r, 0, play("5-5", MEX));
    assert_eq!(legal(&r), ["3-1>0"]);
    assert_eq!(refuse(&r, 0, play("5-2", MEX)), RuleError::FinishOnDueOrPlainEnd { train: p(0), pip: 3 });
    act(&mut r, 0, play("3-1", p(0)));
    assert_eq!(r.phase(), TurnPhase::Restricted { train: MEX, pip: 5 });

    // The tile may also go on another eligible train that ends in a non-double: the double then
    // stays open, and the next player must cover it even on a private train.
    let mut r = d6("standard").hands(&["6-3 3-3 6-2 5-5", "*"]).build();
    act(&mut r, 0, play("6-3", p(0)));
    act(&mut r, 1, play("6-4", p(1)));
    act(&mut r, 0, play("3-3", p(0)));
    assert_eq!(legal(&r), ["6-2>M"], "the unstarted Mexican train does not end in a double");
    act(&mut r, 0, play("6-2", MEX));
    assert!(!r.has_marker(0));
    assert_eq!(r.phase(), TurnPhase::Restricted { train: p(0), pip: 3 });
    act(&mut r, 1, play("3-4", p(0)));
    assert!(!r.has_marker(0));
}

/// Every 5 but the 5|5 is on the table; seat 0's train ends in 5, the Mexican train in 1.
fn fives_exhausted(name: &str) -> Pos {
    d6(name).hands(&["5-5 1-3 2-2", "*"]).train(p(0), "6-5").train(MEX, "6-0 0-5 5-1").train(p(1), "6-2 2-5 5-3 3-4 4-5").boneyard("1-1")
}

#[test]
fn standard_a_first_double_nobody_can_cover_still_owes_the_next_tile() {
    let mut r = fives_exhausted("standard").build();
    assert!(!r.coverable(5));
    act(&mut r, 0, play("5-5", p(0)));
    assert_eq!(r.to_move(), 0, "the closing tile is still owed");
    assert_eq!(legal(&r), ["1-3>M"]);
    act(&mut r, 0, play("1-3", MEX));
    assert_eq!(r.to_move(), 1);
    assert_eq!(r.phase(), TurnPhase::Free, "once the turn ends the used-up 5|5 restricts nothing");
}

#[test]
fn consensus_a_double_nobody_can_cover_needs_no_cover() {
    let mut r = fives_exhausted("consensus").build();
    act(&mut r, 0, play("5-5", p(0)));
    assert_eq!(r.to_move(), 1, "the turn ends after the double");
    assert_eq!(r.phase(), TurnPhase::Free);
}

/// Two open doubles: a used-up 5|5 on seat 0's train (older), a 2|2 on the Mexican train.
fn two_open_doubles(releases: bool) -> mexican_train_engine::rules::Round {
    d6("standard")
        .rules(|r| r.exhausted_double_releases = releases)
        .hands(&["2-3 4-4", "*"])
        .train(p(0), "6-5 5-5")
        .train(MEX, "6-0 0-5 5-1 1-2 2-2")
        .train(p(1), "6-3 3-5 5-4 4-2 2-5")
        .open(p(0))
        .open(MEX)
        .build()
}

#[test]
fn exhausted_open_doubles_drop_out_of_the_order() {
    let r = two_open_doubles(true);
    assert_eq!(r.phase(), TurnPhase::Restricted { train: MEX, pip: 2 });
    assert_eq!(legal(&r), ["2-3>M"]);
    let keep = two_open_doubles(false);
    assert_eq!(keep.phase(), TurnPhase::Restricted { train: p(0), pip: 5 }, "house rule: it keeps blocking");
    assert_eq!(legal(&keep), ["Pass"]);
}

#[test]
fn consensus_the_cover_goes_on_the_double_and_passes_round_the_table() {
    // Wikipedia: "if player A placed the double nine (9-9), player A must cover the double ... or
    // player A's private train becomes public; the next player (Player B) is then responsible".
    let pos = |a: &str| {
        Pos::new("consensus").hands(&[a, "12-3 4-5 1-0", "9-5 3-3 2-0"]).train(p(0), "12-9").train(MEX, "12-1").boneyard("10-10 *")
    };
    let mut r = pos("9-9 9-7 1-1").build();
    assert_eq!(legal(&r), ["9-7>0", "9-9>0", "1-1>M"]);
    act(&mut r, 0, play("9-9", p(0)));
    assert_eq!(r.phase(), TurnPhase::Finish { due: p(0), pip: 9 });
    assert_eq!(legal(&r), ["9-7>0"]);
    assert_eq!(refuse(&r, 0, play("1-1", MEX)), RuleError::OneDoublePerTurn { train: p(0), pip: 9 });
    act(&mut r, 0, play("9-7", p(0)));
    assert_eq!(r.to_move(), 1);
    assert_eq!(r.phase(), TurnPhase::Free);

    // A cannot cover: draw once, pass, marker; B is responsible, then C.
    let mut r = pos("9-9 1-3 5-5").build();
    act(&mut r, 0, play("9-9", p(0)));
    assert_eq!(legal(&r), ["Draw"]);
    assert_eq!(draw(&mut r, 0), tile("10-10"));
    assert_eq!(legal(&r), ["Pass"]);
    act(&mut r, 0, Action::Pass);
    assert!(r.has_marker(0), "A's train becomes public");
    assert_eq!(r.phase(), TurnPhase::Restricted { train: p(0), pip: 9 });
    // B could start its own train with 12|3, but only the double may be played on.
    assert_eq!(legal(&r), ["Draw"]);
    assert_eq!(refuse(&r, 1, play("12-3", p(1))), RuleError::DoubleDue { train: p(0), pip: 9 });
    draw(&mut r, 1);
    act(&mut r, 1, Action::Pass);
    assert!(r.has_marker(1), "multiple trains may become public");
    assert_eq!(legal(&r), ["9-5>0"]);
    act(&mut r, 2, play("9-5", p(0)));
    assert_eq!(r.phase(), TurnPhase::Free);
    assert!(r.has_marker(0) && r.has_marker(1));
}

#[test]
fn standard_allows_a_second_double_where_consensus_does_not() {
    let mut r = Pos::new("standard").hands(&["9-9 1-1 5-5", "*"]).train(p(0), "12-9").train(MEX, "12-1").build();
    act(&mut r, 0, play("9-9", p(0)));
    assert_eq!(legal(&r), ["1-1>M"]);
}

/// Celko: "Assume a player has three doubles, [1-1], [2-2], [3-3] and he holds the [2-6] and
/// [3-4] in his hand."
fn celko_chain() -> Pos {
    Pos::new("celko-1998")
        .rules(|r| {
            r.engine = EngineRule::SetAside;
            r.opening = Opening::OneTile;
        })
        .hands(&["1-1 2-2 3-3 2-6 3-4", "*"])
        .train(p(0), "12-1")
        .train(MEX, "12-2")
        .train(p(1), "12-3")
        .marker(1)
}

#[test]
fn celko_a_chain_of_doubles_obliges_the_next_player_to_the_last_one() {
    let mut r = celko_chain().build();
    act(&mut r, 0, play("1-1", p(0)));
    act(&mut r, 0, play("2-2", MEX));
    act(&mut r, 0, play("3-3", p(1)));
    assert!(!r.has_marker(1), "a play on a marked train takes on freight: its marker comes off");
    // "If he decides to play the [2-6] on the [2-2] ... the next player is obligated to play on
    // the [3-3] because it is still marked."
    let mut b = r.clone();
    act(&mut b, 0, play("2-6", MEX));
    assert_eq!(b.phase(), TurnPhase::Announce, "down to the [3-4]: Celko says tap the table");
    act(&mut b, 0, Action::Announce);
    assert_eq!(b.phase(), TurnPhase::Restricted { train: p(1), pip: 3 });
    // "If he puts the [3-4] on the [3-3], which frees up the last double played, he has gotten off
    // the train and the double marker returns to the engine": the [1-1] and [2-2] are owed by
    // nobody (Celko's one double marker; the preset's doubles_owed: LastOfTurn).
    act(&mut r, 0, play("3-4", p(1)));
    act(&mut r, 0, Action::Announce);
    assert_eq!(r.phase(), TurnPhase::Free);
    assert_eq!(r.open_doubles().count(), 0);
}

#[test]
fn celko_a_tile_drawn_for_a_double_is_not_played_on_it() {
    // "If they cannot, they must draw a tile and the turn passes to the next player."
    let pos = |name: &str| {
        Pos::new(name)
            .rules(|r| {
                r.engine = EngineRule::SetAside;
                r.opening = Opening::OneTile;
            })
            .hands(&["1-1 2-6 9-9 8-8", "8-7 9-8 10-10"])
            .train(p(0), "12-1")
            .train(MEX, "12-2")
            .boneyard("1-5 *")
    };
    for (name, after_draw) in [("celko-1998", vec!["Pass"]), ("standard", vec!["1-5>0"])] {
        let mut r = pos(name).build();
        act(&mut r, 0, play("1-1", p(0)));
        act(&mut r, 0, play("2-6", MEX));
        assert_eq!(r.phase(), TurnPhase::Restricted { train: p(0), pip: 1 }, "{name}");
        assert_eq!(legal(&r), ["Draw"]);
        assert_eq!(draw(&mut r, 1), tile("5-1"));
        assert_eq!(legal(&r), after_draw, "{name}");
    }
}

#[test]
fn french_club_doubles_left_open_are_terminated_newest_first() {
    let mut r = Pos::new("french-club")
        .hands(&["1-1 2-2 3-3 2-6 5-4", "*"])
        .train(p(0), "12-1")
        .train(MEX, "12-2")
        .train(p(1), "12-3")
        .marker(1)
        .build();
    act(&mut r, 0, play("1-1", p(0)));
    act(&mut r, 0, play("2-2", MEX));
    act(&mut r, 0, play("3-3", p(1)));
    assert!(r.has_marker(1), "french club: another player's tile does not close a train");
    assert_eq!(legal(&r), ["2-6>M", "EndTurn"], "any domino in any accessible train, or stop: a double allows another play");
    act(&mut r, 0, play("2-6", MEX));
    assert_eq!(r.phase(), TurnPhase::Restricted { train: p(1), pip: 3 });
}

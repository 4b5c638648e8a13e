//! `.mtr.ron` records: written, read back, verified; tampered and malformed records are caught
//! with a clear message, and no input makes `verify` panic.

use crate::matches::play_out;
use mexican_train_engine::ai::{Level, play_turn};
use mexican_train_engine::rules::house_rules::RulesPatch;
use mexican_train_engine::rules::verify::{VerifyError, Wrong, verify};
use mexican_train_engine::rules::{Action, HouseRules, Match, MatchRecord, RoundEnd, Tile, TrainId};
use mexican_train_engine::rules::{DealError, RuleError};
use proptest::prelude::*;

fn finished(seed: u64) -> MatchRecord {
    let rules = HouseRules { rounds: mexican_train_engine::rules::house_rules::Rounds::Count(3), ..HouseRules::default() };
    let mut m = Match::new("standard", rules, seed).unwrap();
    play_out(&mut m, Level::Random, seed);
    m.record()
}

/// Where the record goes wrong, and why.
fn illegal(record: &MatchRecord) -> (usize, Option<usize>, Wrong) {
    match verify(record) {
        Err(VerifyError::Illegal { round, mv, why }) => (round, mv, why),
        other => panic!("expected an illegal record, got {other:?}"),
    }
}

#[test]
fn a_played_match_verifies_and_reads_back() {
    let record = finished(1);
    let s = verify(&record).unwrap();
    assert_eq!((s.rounds, s.finished), (3, 3));
    assert!(s.complete);
    assert_eq!(s.totals, record.totals);
    let text = record.to_ron();
    assert!(text.starts_with("MatchRecord(\n    format: 1,\n    preset: \"standard\",\n    rules: (\n"));
    assert!(text.contains("        RoundRecord(\n            engine: 12,\n            first: 0,\n"));
    assert!(text.contains("(seat: 0, action: Play(tile: (12, "));
    assert_eq!(MatchRecord::parse(&text).unwrap(), record);
}

#[test]
fn rules_unit_means_the_preset_as_it_is() {
    let mut record = finished(2);
    record.rules = RulesPatch::default();
    verify(&record).unwrap();
}

#[test]
fn a_move_by_the_wrong_seat_is_named() {
    let mut record = finished(3);
    let mv = &mut record.rounds[0].moves[4];
    mv.seat = (mv.seat + 1) % 4;
    let (round, mv, why) = illegal(&record);
    assert_eq!((round, mv), (0, Some(4)));
    assert!(matches!(why, Wrong::Refused { error: RuleError::NotYourTurn { .. }, .. }), "{why:?}");
}

#[test]
fn an_illegal_play_is_named_with_the_reason() {
    let mut record = finished(4);
    let seat = record.rounds[1].moves[0].seat;
    // A tile from another seat's hand.
    let other = record.rounds[1].hands[(seat as usize + 1) % 4][0];
    record.rounds[1].moves[0].action = Action::Play { tile: other, train: TrainId::Personal(seat) };
    let (round, mv, why) = illegal(&record);
    assert_eq!((round, mv), (1, Some(0)));
    let play = Action::Play { tile: other, train: TrainId::Personal(seat) };
    assert_eq!(why, Wrong::Refused { seat, action: play, error: RuleError::NotInHand { tile: other } });
    // Developers read it with the move as the record writes it.
    assert!(why.to_string().starts_with(&format!("seat {seat} Play(tile: ")), "{why}");
}

#[test]
fn a_deal_that_is_not_a_full_set_is_refused() {
    let mut record = finished(5);
    let t = record.rounds[0].hands[0][0];
    record.rounds[0].boneyard[0] = t;
    let (round, mv, why) = illegal(&record);
    assert_eq!((round, mv), (0, None));
    let Wrong::Deal(DealError::NotAFullSet { set: 12, engine_aside: true, outside, twice, missing }) = why else { panic!("{why:?}") };
    assert_eq!((outside.len(), twice, missing.len()), (0, vec![t], 1));

    let mut record = finished(5);
    record.rounds[0].hands[0].pop();
    let (_, _, why) = illegal(&record);
    assert!(matches!(why, Wrong::Deal(DealError::HandSizesDiffer { first: 0, got: 14, seat: 1, has: 15 })), "{why:?}");
}

#[test]
fn wrong_ends_scores_totals_and_winners_are_caught() {
    let base = finished(6);
    let mut r = base.clone();
    let s = r.rounds[2].scores.as_mut().unwrap();
    s[0] += 1;
    assert!(matches!(illegal(&r).2, Wrong::Scores { .. }));
    let mut r = base.clone();
    r.totals[1] += 1;
    assert!(matches!(illegal(&r).2, Wrong::Totals { .. }));
    let mut r = base.clone();
    r.winner = Some(r.winner.map_or(0, |w| (w + 1) % 4));
    assert!(matches!(illegal(&r).2, Wrong::Winner { .. }));
    let mut r = base.clone();
    r.rounds[0].end = match r.rounds[0].end {
        RoundEnd::Blocked => RoundEnd::Domino { seat: 0 },
        _ => RoundEnd::Blocked,
    };
    assert!(matches!(illegal(&r).2, Wrong::End { .. }));
    let mut r = base.clone();
    r.rounds[1].engine = 3;
    assert_eq!(illegal(&r).2, Wrong::Engine { record: 3, engine: 11 });
    let mut r = base;
    r.rounds[0].first = 2;
    assert!(matches!(illegal(&r).2, Wrong::Deal(DealError::WrongStarter { first: 0, claimed: 2 })), "{:?}", illegal(&r).2);
}

#[test]
fn unfinished_matches_and_rounds_verify() {
    let full = finished(7);
    // Stop halfway through round 1.
    let mut r = full.clone();
    r.rounds.truncate(2);
    let half = r.rounds[1].moves.len() / 2;
    r.rounds[1].moves.truncate(half);
    r.rounds[1].end = RoundEnd::InProgress;
    r.rounds[1].scores = None;
    r.totals = r.rounds[0].scores.clone().unwrap();
    r.winner = None;
    let s = verify(&r).unwrap();
    assert_eq!((s.rounds, s.finished, s.moves), (2, 1, full.rounds[0].moves.len() + half));
    assert!(!s.complete);
    // A match cut after a finished round names its leader.
    let mut r = full.clone();
    r.rounds.truncate(1);
    r.totals = r.rounds[0].scores.clone().unwrap();
    let scores = r.totals.clone();
    let best = *scores.iter().min().unwrap();
    r.winner =
        if scores.iter().filter(|&&x| x == best).count() == 1 { scores.iter().position(|&x| x == best).map(|s| s as u8) } else { r.winner };
    if let Err(e) = verify(&r) {
        assert!(matches!(e, VerifyError::Illegal { why: Wrong::Winner { .. }, .. }), "{e:?}");
    }
    // Only the last round may be unfinished.
    let mut r = full;
    r.rounds[0].end = RoundEnd::InProgress;
    assert!(matches!(illegal(&r).2, Wrong::End { record: RoundEnd::InProgress, .. }), "{:?}", illegal(&r).2);
}

#[test]
fn a_record_without_rounds_verifies_only_with_zero_totals() {
    let mut r = finished(13);
    r.rounds.clear();
    r.totals = vec![0; 4];
    r.winner = None;
    let s = verify(&r).unwrap();
    assert_eq!((s.rounds, s.moves, s.complete), (0, 0, false));
    assert!(mexican_train_engine::rules::verify::replay(&r).is_err(), "there is no match to give");
    r.totals[2] = 5;
    assert!(verify(&r).is_err());
}

#[test]
fn replaying_up_to_any_move_gives_that_position() {
    let record = finished(14);
    let whole = mexican_train_engine::rules::verify::replay(&record).unwrap();
    let last = record.rounds.len() - 1;
    let end = mexican_train_engine::rules::verify::replay_until(&record, last, record.rounds[last].moves.len()).unwrap();
    assert_eq!(end, whole);
    let mid = mexican_train_engine::rules::verify::replay_until(&record, 1, 5).unwrap();
    assert_eq!((mid.round_index(), mid.moves().len()), (1, 5));
    assert_eq!(mid.moves(), &record.rounds[1].moves[..5]);
    let start = mexican_train_engine::rules::verify::replay_until(&record, 0, 0).unwrap();
    assert!(start.moves().is_empty() && start.round_index() == 0);
}

#[test]
fn legal_lists_are_cross_checked() {
    let mut m = Match::new("standard", HouseRules::default(), 8).unwrap();
    m.record_legal_actions(true);
    let mut bot = Level::Greedy.bot(0);
    for _ in 0..30 {
        play_turn(&mut m, bot.as_mut()).unwrap();
    }
    let record = m.record();
    assert!(record.rounds[0].moves.iter().all(|mv| mv.legal.is_some()));
    assert!(record.to_ron().contains(", legal: ["));
    verify(&MatchRecord::parse(&record.to_ron()).unwrap()).unwrap();
    let mut r = record.clone();
    let left_out = r.rounds[0].moves[3].legal.as_mut().unwrap().pop().unwrap();
    assert_eq!(illegal(&r).2, Wrong::ListLeavesOut(vec![left_out]));
    let mut r = record;
    r.rounds[0].moves[3].legal.as_mut().unwrap().push(Action::Play { tile: Tile(0, 0), train: TrainId::Mexican });
    let why = illegal(&r).2;
    assert!(matches!(why, Wrong::ListedNotLegal { action: Action::Play { tile: Tile(0, 0), train: TrainId::Mexican }, .. }), "{why:?}");
}

#[test]
fn set_up_problems_are_not_illegal_moves() {
    use mexican_train_engine::rules::house_rules::{Invalid, InvalidRules};
    use mexican_train_engine::rules::presets::PresetError;
    use mexican_train_engine::rules::verify::SetupWhy;
    let base = finished(9);
    let mut r = base.clone();
    r.preset = "grandmas".into();
    let e = verify(&r).unwrap_err();
    assert_eq!(e, VerifyError::Setup(SetupWhy::Preset(PresetError::Unknown("grandmas".into()))));
    let mut r = base.clone();
    r.format = 2;
    let e = verify(&r).unwrap_err();
    assert_eq!(e, VerifyError::Setup(SetupWhy::Format { found: 2 }));
    let mut r = base;
    r.rules.players = Some(4);
    r.rules.hand_size = Some(mexican_train_engine::rules::house_rules::HandSize::Fixed(40));
    let e = verify(&r).unwrap_err();
    assert!(matches!(&e, VerifyError::Setup(SetupWhy::Rules(InvalidRules { why: Invalid::NotEnoughTiles { hand: 40, .. }, .. }))), "{e:?}");
}

#[test]
fn malformed_ron_reports_line_and_column() {
    let text = finished(10).to_ron().replacen("seats: 4,", "seats: four,", 1);
    let e = MatchRecord::parse(&text).unwrap_err();
    let line = text.lines().position(|l| l.contains("seats: four")).unwrap() + 1;
    assert_eq!(e.line, line);
    assert!(e.column > 1);
    let e = MatchRecord::parse(
        "MatchRecord(format: 1, preset: \"standard\", seats: 4, rounds: [], totals: [0, 0, 0, 0], winner: None, colour: 3)",
    )
    .unwrap_err();
    assert!(e.detail.contains("colour"), "{}", e.detail);
    assert_eq!(e.newer, None);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Any edit of a valid record text: parse and verify answer, never panic.
    #[test]
    fn verify_never_panics(pos in 0usize..100_000, len in 0usize..40, insert in "[ -~]{0,12}") {
        let text = finished(11).to_ron();
        let start = pos % text.len();
        let end = (start + len).min(text.len());
        let (start, end) = (text.floor_char_boundary(start), text.floor_char_boundary(end));
        let edited = format!("{}{}{}", &text[..start], insert, &text[end..]);
        if let Ok(record) = MatchRecord::parse(&edited) {
            // Either it checks out, or it says why in words.
            if let Err(e) = verify(&record) {
                prop_assert!(!e.to_string().trim().is_empty());
            }
        }
    }

    /// Records with arbitrary numbers in them: seats, pips, engines.
    #[test]
    fn verify_never_panics_on_odd_numbers(seats in 0u8..=255, pip in 0u8..=255, engine in 0u8..=255, first in 0u8..=255) {
        let mut r = finished(12);
        r.seats = seats;
        r.rounds[0].engine = engine;
        r.rounds[0].first = first;
        r.rounds[0].hands[0][0] = Tile(pip, pip / 2);
        r.rounds[0].moves[0].action = Action::Play { tile: Tile(pip, 3), train: TrainId::Personal(first) };
        if let Err(e) = verify(&r) {
            prop_assert!(!e.to_string().trim().is_empty());
        }
    }
}

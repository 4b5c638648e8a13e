//! Serde round-trips of rules, states and records; every preset file parses.

use crate::matches::finish_round;
use mexican_train_engine::ai::{Bot, Level, play_turn};
use mexican_train_engine::rules::house_rules::RulesPatch;
use mexican_train_engine::rules::{Action, HouseRules, Match, MatchRecord, Round, Tile, TrainId, preset, preset_names};
use std::path::Path;

fn ron_round_trip<T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug>(value: &T) {
    let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default()).unwrap();
    let back: T = ron::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(&back, value);
}

#[test]
fn house_rules_round_trip() {
    for name in preset_names() {
        let rules = preset(name).unwrap();
        ron_round_trip(&rules);
        // A full patch written into a record reads back as the same rules.
        let text = ron::to_string(&RulesPatch::full(&rules)).unwrap();
        let patch: RulesPatch = ron::from_str(&text).unwrap();
        assert_eq!(patch.apply_to(&HouseRules::default()), rules, "{name}");
    }
}

#[test]
fn round_and_match_states_round_trip_and_play_on_identically() {
    for name in preset_names() {
        let mut m = Match::new(name, preset(name).unwrap(), 21).unwrap();
        let mut bots: Vec<Box<dyn Bot>> = (0..m.seats()).map(|s| Level::Random.bot(s as u64)).collect();
        for _ in 0..25 {
            if m.round().is_over() {
                break;
            }
            let seat = m.to_move() as usize;
            play_turn(&mut m, bots[seat].as_mut()).unwrap();
        }
        ron_round_trip(m.round());
        ron_round_trip(&m);
        let text = ron::to_string(&m).unwrap();
        let mut copy: Match = ron::from_str(&text).unwrap();
        let mut bots_a: Vec<Box<dyn Bot>> = (0..m.seats()).map(|s| Level::Greedy.bot(s as u64)).collect();
        let mut bots_b: Vec<Box<dyn Bot>> = (0..m.seats()).map(|s| Level::Greedy.bot(s as u64)).collect();
        finish_round(&mut m, &mut bots_a);
        finish_round(&mut copy, &mut bots_b);
        assert_eq!(m, copy, "{name}: a restored state plays on exactly like the original");
    }
}

#[test]
fn records_also_round_trip_through_plain_serde() {
    let mut m = Match::new("celko-1998", preset("celko-1998").unwrap(), 3).unwrap();
    m.record_legal_actions(true);
    let mut bots: Vec<Box<dyn Bot>> = (0..m.seats()).map(|s| Level::Random.bot(s as u64)).collect();
    finish_round(&mut m, &mut bots);
    m.next_round();
    for _ in 0..10 {
        let seat = m.to_move() as usize;
        play_turn(&mut m, bots[seat].as_mut()).unwrap();
    }
    let record = m.record();
    assert!(record.rounds[0].scores.is_some() && record.rounds[1].scores.is_none());
    ron_round_trip(&record);
    let text = ron::to_string(&record).unwrap();
    assert!(!text.contains("Some(["), "optional lists are written bare, as in the record format");
}

#[test]
fn a_round_state_with_a_bad_tile_is_refused() {
    let m = Match::new("standard", HouseRules::default(), 1).unwrap();
    let text = ron::to_string(m.round()).unwrap();
    let broken = text.replacen("(12,", "(40,", 1);
    assert!(ron::from_str::<Round>(&broken).is_err());
}

#[test]
fn actions_read_as_design_md_writes_them() {
    let a: Action = ron::from_str("Play(tile: (12, 5), train: Personal(0))").unwrap();
    assert_eq!(a, Action::Play { tile: Tile(12, 5), train: TrainId::Personal(0) });
    let a: Action = ron::from_str("Play(tile: (5, 9), train: Mexican)").unwrap();
    assert_eq!(a, Action::Play { tile: Tile(5, 9), train: TrainId::Mexican });
    for (text, action) in [("Draw", Action::Draw), ("Pass", Action::Pass), ("EndTurn", Action::EndTurn), ("Announce", Action::Announce)] {
        assert_eq!(ron::from_str::<Action>(text).unwrap(), action);
        assert_eq!(action.to_string(), text);
    }
}

#[test]
fn every_preset_file_parses() {
    fn walk(dir: &Path, found: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, found);
            } else {
                found.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("presets"), &mut files);
    assert!(files.len() >= 6);
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let rules: HouseRules = ron::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        rules.validate().unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
}

#[test]
fn the_design_md_example_parses() {
    let text = r#"MatchRecord(
    format: 1,
    preset: "standard",             // preset name the match was played under
    rules: (),
    seats: 4,
    rounds: [
        RoundRecord(
            engine: 12,             // the hub double's pip
            first: 0,               // seat that moves first this round
            hands: [[(12, 5), (3, 4)], [(1, 1)], [(2, 2)], [(3, 3)]],  // dealt hands, seat order
            boneyard: [(7, 1), (0, 0)],  // draw order: the first listed is drawn first
            moves: [
                (seat: 0, action: Play(tile: (12, 5), train: Personal(0))),
                (seat: 1, action: Play(tile: (12, 8), train: Mexican)),
                (seat: 2, action: Draw),
                (seat: 2, action: Pass),     // could not play after drawing: marker placed, turn ends
                (seat: 3, action: Play(tile: (5, 9), train: Personal(0))),
            ],
            end: Domino(seat: 1),           // or Blocked
            scores: [0, 31, 12, 4],
        ),
    ],
    totals: [88, 120, 64, 97],
    winner: Some(2),
)"#;
    let record = MatchRecord::parse(text).unwrap();
    assert_eq!(record.rounds[0].moves.len(), 5);
    assert_eq!(record.winner, Some(2));
    assert_eq!(record.rules, RulesPatch::default());
}

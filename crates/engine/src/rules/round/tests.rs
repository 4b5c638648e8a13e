//! Unit tests that look at the round's private counters.

use super::*;
use crate::rules::action::Action;
use crate::rules::presets::preset;

fn d6_round(hands: [&[Tile]; 2], layout: Layout) -> Round {
    let mut rules = preset("standard").unwrap_or_default();
    rules.set = 6;
    rules.players = 2;
    let used: TileSet =
        hands.iter().flat_map(|h| h.iter()).chain(layout.trains.iter().flat_map(|(_, t)| t.iter())).map(|t| t.id()).collect();
    let mut used = used;
    used.insert(Tile(6, 6).id());
    let rest: Vec<Tile> = TileSet::full(6).minus(used).tiles().collect();
    let mut h1 = hands[1].to_vec();
    h1.extend(rest);
    let deal = Deal { hands: vec![hands[0].to_vec(), h1], boneyard: Vec::new() };
    Round::with_layout(RoundRules::from(&rules), RoundStart { engine: 6, designated: 0, active: 0b11 }, &deal, &layout).unwrap()
}

#[test]
fn a_turn_that_laid_a_double_and_then_passed_resets_the_block_count() {
    let layout = Layout { trains: vec![(TrainId::Personal(0), vec![Tile(6, 3)])], ..Layout::default() };
    let mut r = d6_round([&[Tile(3, 3), Tile(4, 4)], &[]], layout);
    r.s.pass_streak = 1;
    r.apply(0, Action::Play { tile: Tile(3, 3), train: TrainId::Personal(0) }).unwrap();
    assert_eq!(r.legal_actions(), vec![Action::Pass]);
    r.apply(0, Action::Pass).unwrap();
    assert_eq!(r.s.pass_streak, 0, "a tile was laid this turn");
    assert!(r.s.end.is_none());
}

#[test]
fn a_plain_pass_counts_towards_a_block() {
    let layout = Layout { trains: vec![(TrainId::Personal(0), vec![Tile(6, 3)])], ..Layout::default() };
    let mut r = d6_round([&[Tile(4, 4)], &[]], layout);
    r.apply(0, Action::Pass).unwrap();
    assert_eq!(r.s.pass_streak, 1);
}

#[test]
fn open_doubles_keep_their_order_when_one_is_covered() {
    let layout = Layout::default();
    let mut r = d6_round([&[Tile(4, 4)], &[]], layout);
    for t in [3usize, 12, 1] {
        r.push_open(OpenDouble { train: t as u8, placer: 0 });
    }
    assert!(r.remove_open(12));
    assert!(!r.remove_open(12));
    let order: Vec<u8> = r.open_doubles().map(|o| o.train).collect();
    assert_eq!(order, [3, 1]);
}

//! Playing from the keyboard: `←` `→` choose a tile (the playable ones first), `↑` `↓` `Tab`
//! move among the ends where it plays (the one in focus glows brightest), `Enter` plays it; `D`
//! draws and `P` passes. The keys mean nothing on somebody else's turn.

use super::*;
use bevy::input::ButtonInput;
use mexican_train::game::key_order;
use mexican_train::persist::settings::HandOrder;
use mexican_train::rules::{HouseRules, Match};
use mexican_train::table::input::Selection;
use mexican_train::table::space::Highlight;

/// Press and let go of `key`, one frame each.
fn tap(app: &mut App, key: KeyCode) {
    let mut keys = ButtonInput::<KeyCode>::default();
    keys.press(key);
    app.insert_resource(keys);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
    app.update();
}

fn people_and_sleepy_computers(seed: u64) -> App {
    let mut app = app();
    human_and_sleepy_computers(&mut app);
    start(&mut app, setup(&[Player::Human, Player::Computer(Level::Normal), Player::Computer(Level::Normal), Player::Computer(Level::Normal)], seed));
    assert_eq!(game(&app).m.round().to_move(), 0);
    app
}

/// The ends where `tile` plays now.
fn ends_of(g: &Game, tile: mexican_train::rules::Tile) -> Vec<TrainId> {
    let mut ends: Vec<TrainId> = g
        .m
        .round()
        .legal()
        .iter()
        .filter_map(|a| match a {
            Action::Play { tile: t, train } if t.id() == tile.id() => Some(*train),
            _ => None,
        })
        .collect();
    ends.dedup();
    ends
}

#[test]
fn a_whole_turn_from_the_keyboard_select_cycle_and_play() {
    let mut app = people_and_sleepy_computers(3);
    let order = key_order(game(&app), 0, HandOrder::default());
    assert!(!ends_of(game(&app), order[0]).is_empty(), "the first tile the keys reach plays now");

    tap(&mut app, KeyCode::ArrowRight);
    let chosen = app.world().resource::<Selection>().selected.expect("→ selects a tile");
    assert_eq!(chosen.id(), order[0].id(), "the playable tiles come first");
    let ends = ends_of(game(&app), chosen);
    let focus = app.world().resource::<Selection>().end;
    assert!(focus.is_some_and(|e| ends.contains(&e)), "an end where it plays is in focus: {focus:?}");
    assert_eq!(app.world().resource::<Highlight>().focused, focus, "and glows brightest");

    // → then ← comes back to the same tile.
    tap(&mut app, KeyCode::ArrowRight);
    tap(&mut app, KeyCode::ArrowLeft);
    assert_eq!(app.world().resource::<Selection>().selected.map(|t| t.id()), Some(chosen.id()));

    // ↓ (and Tab) move through the ends where it plays, round and round.
    let mut seen = vec![app.world().resource::<Selection>().end.expect("an end")];
    for key in [KeyCode::ArrowDown, KeyCode::Tab, KeyCode::ArrowDown] {
        tap(&mut app, key);
        seen.push(app.world().resource::<Selection>().end.expect("an end"));
    }
    assert!(seen.iter().all(|e| ends.contains(e)), "{seen:?} within {ends:?}");
    if ends.len() > 1 {
        assert_ne!(seen[0], seen[1], "↓ moves the focus");
        tap(&mut app, KeyCode::ArrowUp);
        assert_eq!(app.world().resource::<Selection>().end, Some(seen[2]), "↑ moves it back");
    }
    let target = app.world().resource::<Selection>().end.expect("an end");
    let before = game(&app).m.round().train_tiles(target).count();
    tap(&mut app, KeyCode::Enter);
    app.update();
    let g = game(&app);
    assert_eq!(g.m.round().train_tiles(target).count(), before + 1, "Enter played it on the end in focus");
    assert!(g.m.round().train_tiles(target).any(|t| t.id() == chosen.id()));
    assert!(!g.m.round().hand(0).tiles().any(|t| t.id() == chosen.id()));
    assert_eq!(*app.world().resource::<Selection>(), Selection::default(), "nothing stays selected");
}

#[test]
fn draw_and_pass_from_the_keyboard() {
    // A deal where seat 0 cannot play at first, nor after drawing.
    let seed = (0..400u64)
        .find(|&seed| {
            let Ok(mut m) = Match::new("standard", HouseRules::default(), seed) else { return false };
            let legal = m.legal_actions();
            legal.contains(&Action::Draw) && m.apply(0, Action::Draw).is_ok() && m.legal_actions().contains(&Action::Pass)
        })
        .expect("such a deal among 400");
    let mut app = people_and_sleepy_computers(seed);
    let tiles = game(&app).m.round().hand_len(0);
    tap(&mut app, KeyCode::KeyD);
    app.update();
    assert_eq!(game(&app).m.round().hand_len(0), tiles + 1, "D drew a tile");
    tap(&mut app, KeyCode::KeyP);
    app.update();
    let g = game(&app);
    assert!(g.m.round().has_marker(0), "P passed: the marker is on the train");
    assert_ne!(g.m.round().to_move(), 0);
}

#[test]
fn the_hand_keys_do_nothing_on_somebody_elses_turn() {
    let mut app = people_and_sleepy_computers(3);
    let action = game(&app).m.round().legal().iter().copied().find(|a| matches!(a, Action::Play { .. })).expect("a play");
    app.world_mut().write_message(ActionRequested { seat: 0, action });
    for _ in 0..3 {
        app.update();
    }
    assert_ne!(game(&app).m.round().to_move(), 0);
    let revision = game(&app).revision;
    for key in [KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::Enter] {
        tap(&mut app, key);
    }
    assert_eq!(app.world().resource::<Selection>().selected, None);
    assert_eq!(game(&app).revision, revision, "nothing was played");
    assert!(app.world().resource::<Toasts>().items.is_empty(), "and nothing was said");
}

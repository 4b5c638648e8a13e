//! Playing from the keyboard: `←` `→` choose a tile (the playable ones first), `↑` `↓` `Tab`
//! move among the ends where it plays (the one in focus glows brightest), `Enter` plays it; `D`
//! draws and `P` passes. The keys mean nothing on somebody else's turn.

use super::*;
use bevy::input::ButtonInput;
use mexican_train::files::settings::HandOrder;
use mexican_train::play::hand_order::key_order;
use mexican_train::play::input::Selection;
use mexican_train::rules::{HouseRules, Match};
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
    start(
        &mut app,
        setup(&[Player::Human, Player::Computer(Level::Normal), Player::Computer(Level::Normal), Player::Computer(Level::Normal)], seed),
    );
    assert_eq!(game(&app).the_match.round().to_move(), 0);
    app
}

/// The ends where `tile` plays now.
fn ends_of(g: &Game, tile: mexican_train::rules::Tile) -> Vec<TrainId> {
    let mut ends: Vec<TrainId> = g
        .the_match
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
    let order =
        key_order(&mexican_train::rules::view::SeatView::of(&game(&app).the_match, Some(0)), HandOrder::default(), &Default::default());
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
    let before = game(&app).the_match.round().train_tiles(target).count();
    tap(&mut app, KeyCode::Enter);
    app.update();
    let g = game(&app);
    assert_eq!(g.the_match.round().train_tiles(target).count(), before + 1, "Enter played it on the end in focus");
    assert!(g.the_match.round().train_tiles(target).any(|t| t.id() == chosen.id()));
    assert!(!g.the_match.round().hand(0).tiles().any(|t| t.id() == chosen.id()));
    assert_eq!(*app.world().resource::<Selection>(), Selection::default(), "nothing stays selected");
}

#[test]
fn draw_and_pass_from_the_keyboard() {
    // A deal where seat 0 cannot play at first, nor after drawing.
    let seed = deal_where(|m| {
        m.legal_actions().contains(&Action::Draw) && m.apply(0, Action::Draw).is_ok() && m.legal_actions().contains(&Action::Pass)
    });
    let mut app = people_and_sleepy_computers(seed);
    let tiles = game(&app).the_match.round().hand_len(0);
    tap(&mut app, KeyCode::KeyD);
    app.update();
    assert_eq!(game(&app).the_match.round().hand_len(0), tiles + 1, "D drew a tile");
    tap(&mut app, KeyCode::KeyP);
    app.update();
    let g = game(&app);
    assert!(g.the_match.round().has_marker(0), "P passed: the marker is on the train");
    assert_ne!(g.the_match.round().to_move(), 0);
}

#[test]
fn the_hand_keys_do_nothing_on_somebody_elses_turn() {
    let mut app = people_and_sleepy_computers(3);
    let action = game(&app).the_match.round().legal().iter().copied().find(|a| matches!(a, Action::Play { .. })).expect("a play");
    app.world_mut().write_message(ActionRequested { seat: 0, action });
    for _ in 0..3 {
        app.update();
    }
    assert_ne!(game(&app).the_match.round().to_move(), 0);
    let revision = game(&app).revision;
    for key in [KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::Enter] {
        tap(&mut app, key);
    }
    assert_eq!(app.world().resource::<Selection>().selected, None);
    assert_eq!(game(&app).revision, revision, "nothing was played");
    assert!(app.world().resource::<Toasts>().items.is_empty(), "and nothing was said");
}

/// Update until seat 0 is to move again after the computers (or the round ended).
fn until_my_turn(app: &mut App) {
    for _ in 0..2000 {
        app.update();
        let g = game(app);
        if g.the_match.round().is_over() || (g.human_to_move() == Some(0) && g.the_match.moves().last().is_some_and(|m| m.seat != 0)) {
            return;
        }
    }
    panic!("the computers did not hand the turn back");
}

/// Choose the first tile the keys reach and play it where it glows; or draw (and pass).
fn play_a_turn_with_keys(app: &mut App) {
    let g = game(app);
    if g.the_match.round().legal().iter().any(|a| matches!(a, Action::Play { .. })) {
        tap(app, KeyCode::ArrowRight);
        tap(app, KeyCode::Enter);
    } else {
        tap(app, KeyCode::KeyD);
        if game(app).human_to_move() == Some(0) && game(app).the_match.round().legal().contains(&Action::Pass) {
            tap(app, KeyCode::KeyP);
        }
    }
}

#[test]
fn z_takes_back_my_turn_and_the_computer_turns_after_it_exactly() {
    let mut app = app();
    app.insert_resource(mexican_train::table::AnimSpeed(0.0));
    app.world_mut().resource_mut::<Pace>().computer_delay = 0.0;
    start(
        &mut app,
        setup(&[Player::Human, Player::Computer(Level::Greedy), Player::Computer(Level::Normal), Player::Computer(Level::Greedy)], 3),
    );
    let first = game(&app).the_match.clone();
    assert_eq!(game(&app).take_back_point(), None, "nothing to take back before the first move");

    play_a_turn_with_keys(&mut app);
    until_my_turn(&mut app);
    let second = game(&app).the_match.clone();
    assert!(second.moves().len() >= 4, "I and three computers moved");
    play_a_turn_with_keys(&mut app);
    until_my_turn(&mut app);
    assert!(game(&app).the_match.moves().len() > second.moves().len());

    tap(&mut app, KeyCode::KeyZ);
    app.update();
    let g = game(&app);
    assert_eq!(g.the_match, second, "back at the start of my second turn: same hands, boneyard order, trains, totals");
    assert_eq!(g.the_match.record(), second.record(), "the record holds only the moves that stood");
    assert_eq!(g.human_to_move(), Some(0));
    assert_eq!(table_tiles(&mut app), engine_tiles(game(&app)), "the table shows the position taken back to");
    let saved = app.world().resource::<SavedGame>().0.as_ref().expect("autosaved");
    assert_eq!(saved.record, second.record(), "the autosave forgot the moves taken back");

    // Again: the turn before. The computers wait for me there.
    tap(&mut app, KeyCode::KeyZ);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(game(&app).the_match, first, "back at the deal");
    assert!(app.world().resource::<Toasts>().items.iter().any(|t| t.text().contains("taken back")));

    // Nothing before the round's first turn; it says so and changes nothing.
    let revision = (game(&app).id, game(&app).revision);
    tap(&mut app, KeyCode::KeyZ);
    assert_eq!((game(&app).id, game(&app).revision), revision);
    assert!(app.world().resource::<Toasts>().items.iter().any(|t| t.text().contains("Nothing to take back")));

    // Played again from there, the same moves give the same match: the take-back changed no luck.
    play_a_turn_with_keys(&mut app);
    until_my_turn(&mut app);
    assert_eq!(game(&app).the_match, second);
}

#[test]
fn taking_back_is_off_when_two_people_play() {
    let mut app = app();
    human_and_sleepy_computers(&mut app);
    start(&mut app, setup(&[Player::Human, Player::Human, Player::Computer(Level::Greedy)], 3));
    // Seat 0's person says it is them (the view follows in the next frame's Apply).
    app.world_mut().write_message(mexican_train::gestures::Gesture::Uncover(0));
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<HandShown>(), HandShown(Some(0)));
    play_a_turn_with_keys(&mut app);
    app.update();
    assert!(!game(&app).the_match.moves().is_empty());
    assert_eq!(game(&app).take_back_point(), None);
    let before = game(&app).the_match.clone();
    app.world_mut().insert_resource(HandShown(Some(0)));
    tap(&mut app, KeyCode::KeyZ);
    assert_eq!(game(&app).the_match, before, "nothing taken back");
    assert!(app.world().resource::<Toasts>().items.iter().any(|t| t.text().contains("only for one person")));
}

#[test]
fn a_round_just_ended_can_be_taken_back_until_the_next_is_dealt() {
    // A round played out by Greedy players; seat 0 will be the person.
    let mut m = Match::new("standard", HouseRules::default(), 5).expect("a match");
    let mut bot = Level::Greedy.bot(5);
    let mut my_turn_began = None;
    while !m.round().is_over() {
        let last = m.moves().last().map(|mv| mv.seat);
        if m.to_move() == 0 && last != Some(0) {
            my_turn_began = Some(m.clone());
        }
        mexican_train::ai::play_turn(&mut m, bot.as_mut()).expect("legal");
    }
    let my_turn_began = my_turn_began.expect("seat 0 had turns");
    let mut app = app();
    human_and_sleepy_computers(&mut app);
    let players = [Player::Human, Player::Computer(Level::Greedy), Player::Computer(Level::Greedy), Player::Computer(Level::Greedy)];
    let seats = setup(&players, 5).seats;
    app.world_mut().write_message(mexican_train::game::LoadMatchRequested {
        the_match: m,
        seats,
        origin: mexican_train::game::Origin::Continued,
        hints: Vec::new(),
    });
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<GamePhase>>().get(), GamePhase::RoundOver);
    tap(&mut app, KeyCode::KeyZ);
    app.update();
    assert_eq!(game(&app).the_match, my_turn_began, "the round is reopened at the start of my last turn, its scores gone from the totals");
    assert_eq!(*app.world().resource::<State<GamePhase>>().get(), GamePhase::Playing);
}

/// Gestures written, in order (a second reader beside the one that acts on them).
#[derive(Resource, Default)]
struct Seen(Vec<mexican_train::gestures::Gesture>);

fn see(mut gestures: MessageReader<mexican_train::gestures::Gesture>, mut seen: ResMut<Seen>) {
    seen.0.extend(gestures.read().copied());
}

#[test]
fn every_key_in_the_help_does_what_it_says() {
    use mexican_train::gestures::{KEY_LINES, KeyDoes, gesture_of};
    use mexican_train::table::space::CameraFit;
    let mut app = people_and_sleepy_computers(3);
    app.init_resource::<Seen>().add_systems(Update, see);
    let mut checked = 0;
    for line in KEY_LINES {
        for &key in line.codes {
            app.world_mut().resource_mut::<Seen>().0.clear();
            app.world_mut().resource_mut::<CameraFit>().auto = false;
            tap(&mut app, key);
            let seen = std::mem::take(&mut app.world_mut().resource_mut::<Seen>().0);
            match line.does {
                KeyDoes::Gesture(g) => {
                    let want = gesture_of(key, false).expect("a gesture key");
                    assert_eq!(std::mem::discriminant(&want), std::mem::discriminant(&g), "{key:?}: the gesture its line names");
                    assert_eq!(seen.first(), Some(&want), "{key:?} ({}): {}", line.keys, line.what);
                }
                KeyDoes::FitTable => assert!(app.world().resource::<CameraFit>().auto, "{key:?} frames the whole table"),
                KeyDoes::Ui => assert!(seen.is_empty(), "{key:?} is egui's, not the table's"),
            }
            checked += 1;
        }
    }
    assert!(checked >= 17, "{checked} keys pressed");
    assert_eq!(gesture_of(KeyCode::ArrowLeft, false), Some(mexican_train::gestures::Gesture::StepTile(-1)));
    assert_eq!(gesture_of(KeyCode::Tab, true), Some(mexican_train::gestures::Gesture::StepEnd(-1)), "Shift+Tab goes back");
}

//! A person's gestures, faked as the hand panel and the pointer report them, become moves (or a
//! message) through the one input system, without a window.

use super::*;
use bevy::window::{PrimaryWindow, Window};
use mexican_train::gestures::Gesture;
use mexican_train::play::input::Selection;
use mexican_train::rules::Tile;
use mexican_train::table::space::{Highlight, TableProjection};

/// A person (seat 0) against computers that wait, at their first turn.
fn my_turn(seed: u64) -> App {
    let mut app = app();
    human_and_sleepy_computers(&mut app);
    start(
        &mut app,
        setup(&[Player::Human, Player::Computer(Level::Greedy), Player::Computer(Level::Greedy), Player::Computer(Level::Greedy)], seed),
    );
    assert_eq!(game(&app).the_match.round().to_move(), 0);
    app
}

/// Where on screen a train's open end is now.
fn end_on_screen(app: &App, train: TrainId) -> Vec2 {
    let view = app.world().resource::<TableView>();
    let end = view.layout.as_ref().expect("the table is laid out").train(train).expect("the train is on the table").next.center;
    app.world().resource::<TableProjection>().table_to_screen(end)
}

/// The places a tile of the hand may go now.
fn places(app: &App, tile: Tile) -> Vec<TrainId> {
    game(app)
        .the_match
        .round()
        .legal()
        .iter()
        .filter_map(|a| match a {
            Action::Play { tile: t, train } if t.id() == tile.id() => Some(*train),
            _ => None,
        })
        .collect()
}

fn first_play(app: &App) -> (Tile, TrainId) {
    let a = game(app).the_match.round().legal().iter().copied().find(|a| matches!(a, Action::Play { .. })).expect("seat 0 can play");
    let Action::Play { tile, train } = a else { unreachable!() };
    (tile, train)
}

fn gesture(app: &mut App, g: Gesture) {
    app.world_mut().write_message(g);
    app.update();
}

fn applied(app: &mut App) -> Vec<ActionApplied> {
    app.world_mut().resource_mut::<Messages<ActionApplied>>().drain().collect()
}

fn last_toast(app: &App) -> Option<String> {
    app.world().resource::<Toasts>().items.last().map(|t| t.text())
}

#[test]
fn a_tile_dropped_on_a_glowing_end_is_played() {
    let mut app = my_turn(3);
    let (tile, train) = first_play(&app);
    applied(&mut app);
    gesture(&mut app, Gesture::Lifted(tile));
    assert_eq!(app.world().resource::<Selection>().dragging, Some(tile));
    assert!(app.world().resource::<Highlight>().trains.contains(&train), "its ends glow while it is held");
    let at = end_on_screen(&app, train);
    gesture(&mut app, Gesture::Dropped { tile, at: Some(at) });
    let moves = applied(&mut app);
    assert_eq!(moves.len(), 1, "played at once");
    assert!(matches!(moves[0].action, Action::Play { tile: t, train: tr } if t.id() == tile.id() && tr == train));
    assert_eq!(moves[0].seat, 0);
    assert_eq!(*app.world().resource::<Selection>(), Selection::default(), "nothing is held any more");
}

#[test]
fn a_drop_on_a_closed_end_or_on_empty_felt_snaps_back_with_the_reason() {
    let mut app = my_turn(4);
    let before = game(&app).the_match.clone();
    let tile = before.round().hand(0).tiles().next().expect("a hand");
    applied(&mut app);
    // Seat 1's train is private.
    let at = end_on_screen(&app, TrainId::Personal(1));
    gesture(&mut app, Gesture::Dropped { tile, at: Some(at) });
    assert_eq!(game(&app).the_match, before, "nothing was played");
    let text = last_toast(&app).expect("a message");
    assert_eq!(text, "P1's train is private: it has no marker.");
    // The middle of the table, between the trains: no train's end.
    let hub = app.world().resource::<TableProjection>().table_to_screen(table_layout::geometry::V2::new(0.0, 0.0));
    gesture(&mut app, Gesture::Dropped { tile, at: Some(hub) });
    assert_eq!(game(&app).the_match, before);
    assert_eq!(last_toast(&app).as_deref(), Some("Drop the tile on the glowing end of a train."));
    // Let go outside the window: back into the hand, without a word.
    app.world_mut().resource_mut::<Toasts>().items.clear();
    gesture(&mut app, Gesture::Dropped { tile, at: None });
    assert_eq!(game(&app).the_match, before);
    assert_eq!(last_toast(&app), None);
    assert!(applied(&mut app).is_empty());
}

/// A window with a cursor and a mouse, for the pointer on the table.
fn with_mouse(app: &mut App) {
    app.world_mut().spawn((Window::default(), PrimaryWindow));
    app.insert_resource(ButtonInput::<MouseButton>::default());
    app.update();
}

fn mouse(app: &mut App, at: Vec2, press: Option<bool>) {
    {
        let mut q = app.world_mut().query_filtered::<&mut Window, With<PrimaryWindow>>();
        let mut window = q.single_mut(app.world_mut()).expect("a window");
        window.set_cursor_position(Some(at));
    }
    let mut buttons = app.world_mut().resource_mut::<ButtonInput<MouseButton>>();
    buttons.clear();
    match press {
        Some(true) => buttons.press(MouseButton::Left),
        Some(false) => buttons.release(MouseButton::Left),
        None => {}
    }
    app.update();
}

#[test]
fn a_tile_clicked_and_then_a_glowing_end_clicked_is_played_in_the_same_frame() {
    let mut app = my_turn(3);
    with_mouse(&mut app);
    let (tile, train) = first_play(&app);
    gesture(&mut app, Gesture::Picked(tile));
    assert_eq!(app.world().resource::<Selection>().selected, Some(tile));
    applied(&mut app);
    let at = end_on_screen(&app, train);
    mouse(&mut app, at, Some(true));
    assert!(applied(&mut app).is_empty(), "a press alone plays nothing");
    mouse(&mut app, at, Some(false));
    let moves = applied(&mut app);
    assert_eq!(moves.len(), 1, "the click is applied in the frame it is let go");
    assert!(matches!(moves[0].action, Action::Play { tile: t, train: tr } if t.id() == tile.id() && tr == train));
    assert_eq!(app.world().resource::<Selection>().selected, None);
}

#[test]
fn a_press_that_moves_pans_the_table_and_plays_nothing() {
    let mut app = my_turn(3);
    with_mouse(&mut app);
    let (tile, train) = first_play(&app);
    gesture(&mut app, Gesture::Picked(tile));
    applied(&mut app);
    let at = end_on_screen(&app, train);
    let centre = app.world().resource::<CameraFit>().center;
    mouse(&mut app, at, Some(true));
    mouse(&mut app, at + Vec2::new(60.0, 20.0), None);
    mouse(&mut app, at + Vec2::new(60.0, 20.0), Some(false));
    assert!(applied(&mut app).is_empty(), "a drag across the table is a pan, not a click");
    let fit = app.world().resource::<CameraFit>();
    assert!(!fit.auto && fit.center != centre, "the table moved with the pointer");
    assert_eq!(app.world().resource::<Selection>().selected, Some(tile), "the tile stays selected");
}

/// A window and a touch screen, for a finger on the table.
fn with_touch(app: &mut App) {
    use bevy::input::touch::{TouchInput, Touches, touch_screen_input_system};
    app.world_mut().spawn((Window::default(), PrimaryWindow));
    app.init_resource::<Touches>().add_message::<TouchInput>().add_systems(PreUpdate, touch_screen_input_system);
    app.update();
}

fn finger(app: &mut App, at: Vec2, phase: bevy::input::touch::TouchPhase) {
    let window = app.world_mut().query_filtered::<Entity, With<PrimaryWindow>>().single(app.world()).expect("a window");
    app.world_mut().write_message(bevy::input::touch::TouchInput { phase, position: at, window, force: None, id: 1 });
    app.update();
}

#[test]
fn a_tile_tapped_and_then_a_glowing_end_tapped_is_played() {
    use bevy::input::touch::TouchPhase;
    let mut app = my_turn(3);
    with_touch(&mut app);
    let (tile, train) = first_play(&app);
    gesture(&mut app, Gesture::Picked(tile));
    applied(&mut app);
    let at = end_on_screen(&app, train);
    finger(&mut app, at, TouchPhase::Started);
    assert!(applied(&mut app).is_empty(), "a finger down alone plays nothing");
    finger(&mut app, at + Vec2::new(2.0, 1.0), TouchPhase::Ended);
    let moves = applied(&mut app);
    assert_eq!(moves.len(), 1, "the tap is applied in the frame the finger lifts");
    assert!(matches!(moves[0].action, Action::Play { tile: t, train: tr } if t.id() == tile.id() && tr == train));
}

#[test]
fn a_finger_that_moves_pans_the_table_and_plays_nothing() {
    use bevy::input::touch::TouchPhase;
    let mut app = my_turn(3);
    with_touch(&mut app);
    let (tile, train) = first_play(&app);
    gesture(&mut app, Gesture::Picked(tile));
    applied(&mut app);
    let at = end_on_screen(&app, train);
    let centre = app.world().resource::<CameraFit>().center;
    finger(&mut app, at, TouchPhase::Started);
    finger(&mut app, at + Vec2::new(60.0, 20.0), TouchPhase::Moved);
    finger(&mut app, at + Vec2::new(60.0, 20.0), TouchPhase::Ended);
    assert!(applied(&mut app).is_empty(), "a finger across the table pans it");
    let fit = app.world().resource::<CameraFit>();
    assert!(!fit.auto && fit.center != centre, "the table moved with the finger");
    assert_eq!(app.world().resource::<Selection>().selected, Some(tile), "the tile stays selected");
}

#[test]
fn a_double_click_plays_a_tile_that_fits_in_one_place_only() {
    // Play on (everyone greedily) until seat 0 holds a tile with exactly one place and one with
    // several.
    for seed in 1..40 {
        if double_click_in(my_turn(seed)) {
            return;
        }
    }
    panic!("no position with a tile that fits once and one that fits in several places");
}

fn double_click_in(mut app: App) -> bool {
    for _ in 0..400 {
        let g = game(&app);
        let round = g.the_match.round();
        if round.is_over() {
            break;
        }
        if round.to_move() == 0 {
            let hand: Vec<Tile> = round.hand(0).tiles().collect();
            let one = hand.iter().copied().find(|&t| places(&app, t).len() == 1);
            let several = hand.iter().copied().find(|&t| places(&app, t).len() > 1);
            if let (Some(one), Some(several)) = (one, several) {
                applied(&mut app);
                gesture(&mut app, Gesture::DoubleClicked(several));
                assert!(applied(&mut app).is_empty(), "two places: the person chooses");
                assert_eq!(app.world().resource::<Selection>().selected, Some(several), "and its places glow");
                let train = places(&app, one)[0];
                gesture(&mut app, Gesture::DoubleClicked(one));
                let moves = applied(&mut app);
                assert_eq!(moves.len(), 1);
                assert!(matches!(moves[0].action, Action::Play { tile: t, train: tr } if t.id() == one.id() && tr == train));
                return true;
            }
        }
        let seat = round.to_move();
        let action = mexican_train::ai::Bot::choose(&mut mexican_train::ai::Greedy, &g.the_match.observation(seat), round.legal());
        app.world_mut().write_message(ActionRequested { seat, action });
        app.update();
    }
    false
}

#[test]
fn the_turn_buttons_act_for_the_hand_on_screen_only() {
    let mut app = my_turn(3);
    let before = game(&app).the_match.clone();
    applied(&mut app);
    // Seat 0 can play, so drawing is refused with the reason.
    gesture(&mut app, Gesture::Button(Action::Draw));
    assert_eq!(game(&app).the_match, before);
    assert!(last_toast(&app).is_some_and(|t| !t.is_empty()));
    // With the hand covered (a shared screen between turns), nothing acts.
    app.world_mut().resource_mut::<HandShown>().0 = None;
    let (tile, train) = first_play(&app);
    let at = end_on_screen(&app, train);
    gesture(&mut app, Gesture::Dropped { tile, at: Some(at) });
    assert!(applied(&mut app).is_empty());
    assert_eq!(game(&app).the_match, before);
}

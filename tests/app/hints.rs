//! A hint: asked with the button or `H` at the person's turn, it names a legal move, makes its
//! end glow and counts once; a move makes it stale. "Plan my train" lays out the hand as the
//! planned train, then the spare tiles.

use super::*;
use bevy::input::ButtonInput;
use mexican_train::ai::planner::Planner;
use mexican_train::files::settings::HandOrder;
use mexican_train::game::Hint;
use mexican_train::gestures::Gesture;
use mexican_train::play::hand_order::sorted_hand;
use mexican_train::play::input::Selection;
use mexican_train::table::space::Highlight;

/// A person (seat 0) against computers that wait, at their first turn.
fn my_turn(seed: u64) -> App {
    let mut app = app();
    human_and_sleepy_computers(&mut app);
    start(
        &mut app,
        setup(&[Player::Human, Player::Computer(Level::Normal), Player::Computer(Level::Normal), Player::Computer(Level::Normal)], seed),
    );
    assert_eq!(game(&app).the_match.round().to_move(), 0);
    app
}

/// Update until the hint has come back from its worker thread (it thinks for about 150 ms):
/// frame after frame, giving the thread way, until the suggestion is there.
fn wait_for_hint(app: &mut App) -> mexican_train::game::Suggestion {
    for _ in 0..2_000_000 {
        app.update();
        if let Some(s) = app.world().resource::<Hint>().suggestion(game(app).position()) {
            return s.clone();
        }
        std::thread::yield_now();
    }
    panic!("no hint ever came back");
}

#[test]
fn a_hint_names_a_legal_move_its_end_glows_and_it_counts_once() {
    let mut app = my_turn(3);
    app.world_mut().write_message(Gesture::Hint);
    app.update();
    app.update();
    assert!(app.world().resource::<Hint>().thinking(game(&app).position()), "it thinks off the main thread");
    let hint = wait_for_hint(&mut app);
    let g = game(&app);
    assert_eq!(hint.seat, 0);
    assert!(g.the_match.round().legal().contains(&hint.action), "{:?} is legal", hint.action);
    let why = hint.why.text();
    let said = match hint.action {
        Action::Play { tile, .. } => format!("Play {}|{} on ", tile.0, tile.1),
        Action::Draw => "Draw".to_string(),
        other => panic!("a hint at the start of a turn plays or draws, not {other:?}"),
    };
    assert!(why.starts_with(&said), "{why}: the move told");
    assert_eq!(g.hints[0], 1, "counted for the statistics");
    app.update();
    let glowing = app.world().resource::<Highlight>().hinted;
    match hint.action {
        Action::Play { train, .. } => assert_eq!(glowing, Some(train), "the suggested end glows"),
        _ => assert_eq!(glowing, None),
    }
    // Asking again at the same position (here with the key) shows the same hint, counted once.
    let mut keys = ButtonInput::<KeyCode>::default();
    keys.press(KeyCode::KeyH);
    app.insert_resource(keys);
    app.update();
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().clear();
    app.update();
    assert!(!app.world().resource::<Hint>().thinking(game(&app).position()));
    assert_eq!(game(&app).hints[0], 1);
    // Following it makes it stale: nothing glows any more.
    app.world_mut().write_message(ActionRequested { seat: 0, action: hint.action });
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Hint>().suggestion(game(&app).position()), None);
    assert_eq!(app.world().resource::<Highlight>().hinted, None);
}

#[test]
fn a_hint_takes_the_keyboards_focus_and_enter_plays_it() {
    // Seeds until the hint is a play (a first turn nearly always has one).
    for seed in 3..20 {
        let mut app = my_turn(seed);
        app.world_mut().write_message(Gesture::Hint);
        let hint = wait_for_hint(&mut app);
        let Action::Play { tile, train } = hint.action else { continue };
        app.update();
        let selection = *app.world().resource::<Selection>();
        assert_eq!(selection.selected.map(|t| t.id()), Some(tile.id()), "the hinted tile has the focus");
        assert_eq!(selection.end, Some(train), "and its end");
        assert_eq!(app.world().resource::<Highlight>().focused, Some(train), "the end in focus is the hinted one");
        let played = game(&app).the_match.round().placements().len();
        app.world_mut().write_message(Gesture::Confirm);
        app.update();
        let g = game(&app);
        assert_eq!(g.the_match.round().placements().len(), played + 1, "Enter played it");
        let last = g.the_match.round().placements().last().expect("a tile was laid");
        assert_eq!((last.tile.id(), last.train), (tile.id(), train));
        return;
    }
    panic!("no seed gave a hint to play a tile");
}

#[test]
fn a_hint_out_of_turn_is_refused_with_a_message() {
    let mut app = app();
    human_and_sleepy_computers(&mut app);
    // Seat 0 is a computer that waits: it is never the person's turn.
    start(&mut app, setup(&[Player::Computer(Level::Normal), Player::Human], 5));
    app.world_mut().write_message(Gesture::Hint);
    app.update();
    app.update();
    assert!(!app.world().resource::<Hint>().thinking(game(&app).position()));
    let toasts = app.world().resource::<mexican_train::toasts::Toasts>();
    assert_eq!(toasts.items.last().map(|t| t.text()).as_deref(), Some("A hint is for your own turn."));
    assert_eq!(game(&app).hints, [0, 0]);
}

#[test]
fn plan_my_train_lays_out_the_planned_train_then_the_spares() {
    let mut app = my_turn(11);
    for step in 0..6 {
        let g = game(&app);
        let hand = sorted_hand(&mexican_train::rules::view::SeatView::of(&g.the_match, Some(0)), HandOrder::Plan, &Default::default());
        let chain = Planner::new().chain_of(&g.the_match.observation(0));
        assert!(chain.len() >= 2 || step > 0, "a first hand of 15 tiles plans a train of at least two");
        // The planned tiles first, in playing order, each joining the last where it ends.
        let mut end = g.the_match.round().train(TrainId::Personal(0)).end;
        for (i, t) in hand.iter().take(chain.len()).enumerate() {
            assert_eq!(t.planned, Some(i));
            assert_eq!(t.tile.0, end, "tile {i} of the plan joins at {end}");
            end = t.tile.1;
        }
        assert!(hand[chain.len()..].iter().all(|t| t.planned.is_none()), "then the spares");
        assert_eq!(hand.len(), g.the_match.round().hand_len(0));
        // Every other order outlines nothing.
        assert!(
            sorted_hand(&mexican_train::rules::view::SeatView::of(&g.the_match, Some(0)), HandOrder::ByNumber, &Default::default())
                .iter()
                .all(|t| t.planned.is_none())
        );
        // Play on (the planner for the person too), and the plan follows the table.
        let seat = g.the_match.round().to_move();
        let action = Level::Normal.bot(0).choose(&g.the_match.observation(seat), g.the_match.round().legal());
        app.world_mut().write_message(ActionRequested { seat, action });
        app.update();
        if game(&app).the_match.round().is_over() {
            break;
        }
    }
}

//! *Learn to play*: every lesson taken from its start to its tick through the gestures a person
//! makes (a tile dragged to its end, a tile clicked then its end clicked, the keys, the turn
//! buttons), a wrong move tried in each and answered; Ana's moves are the lesson's.

use super::*;
use mexican_train::gestures::Gesture;
use mexican_train::learn::lessons::LESSONS;
use mexican_train::learn::{LearnCommand, LessonUnderWay};
use mexican_train::table::space::TableProjection;

/// Where on screen a train's open end is, once the camera has stopped moving (it eases to frame
/// the table after each move).
fn end_on_screen(app: &mut App, train: TrainId) -> Vec2 {
    let at = |app: &App| {
        let view = app.world().resource::<TableView>();
        let end = view.layout.as_ref().expect("the table is laid out").train(train).expect("the train is on the table").next.center;
        app.world().resource::<TableProjection>().table_to_screen(end)
    };
    let mut last = at(app);
    for _ in 0..100 {
        app.update();
        let now = at(app);
        if now.distance(last) < 0.01 {
            return now;
        }
        last = now;
    }
    panic!("the camera never came to rest");
}

fn gesture(app: &mut App, g: Gesture) {
    app.world_mut().write_message(g);
    app.update();
}

fn lesson(app: &App) -> LessonUnderWay {
    app.world().resource::<LessonUnderWay>().clone()
}

/// Let Ana answer (the lesson's moves, at the computers' pace) until the learner is to move or
/// the lesson is done.
fn settle_lesson(app: &mut App) {
    for _ in 0..200 {
        app.update();
        let l = lesson(app);
        if l.is_done() || (l.wants().is_some() && game(app).the_match.to_move() == 0) {
            return;
        }
    }
    panic!("the lesson did not come back to the learner");
}

/// How a step's move is made.
#[derive(Clone, Copy)]
enum By {
    Drag,
    Click,
    Keys,
}

/// Make `action` as a person would: a play by `by`, a draw or pass with its button (or, by keys,
/// Enter: the lesson suggests it as a hint does).
fn make(app: &mut App, action: Action, by: By) {
    match (action, by) {
        (Action::Play { tile, train }, By::Drag) => {
            gesture(app, Gesture::Lifted(tile));
            let at = end_on_screen(app, train);
            gesture(app, Gesture::Dropped { tile, at: Some(at) });
        }
        (Action::Play { tile, train }, By::Click) => {
            gesture(app, Gesture::Picked(tile));
            let at = end_on_screen(app, train);
            gesture(app, Gesture::TableClicked(at));
        }
        (Action::Play { tile, train }, By::Keys) => {
            // ← → to the tile, ↑ ↓ to its end, Enter.
            for _ in 0..20 {
                if app.world().resource::<mexican_train::play::input::Selection>().selected.is_some_and(|t| t.id() == tile.id()) {
                    break;
                }
                gesture(app, Gesture::StepTile(1));
            }
            for _ in 0..6 {
                if app.world().resource::<mexican_train::table::space::Highlight>().focused == Some(train) {
                    break;
                }
                gesture(app, Gesture::StepEnd(1));
            }
            gesture(app, Gesture::Confirm);
        }
        // By keys, a draw or a pass the lesson suggests is Enter (as after a hint).
        (_, By::Keys) => gesture(app, Gesture::Confirm),
        (other, _) => gesture(app, Gesture::Button(other)),
    }
    app.update();
}

#[test]
fn every_lesson_is_taken_to_its_tick_and_a_wrong_move_is_answered() {
    let home = temp_home("learn");
    let mut app = app_in(home.clone());
    app.insert_resource(AnimSpeed(0.0));
    app.world_mut().resource_mut::<Pace>().computer_delay = 0.0;
    let ways = [By::Click, By::Drag, By::Keys, By::Drag, By::Click, By::Keys];
    for (k, l) in LESSONS.iter().enumerate() {
        app.world_mut().write_message(LearnCommand::Start(k));
        for _ in 0..3 {
            app.update();
        }
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Game, "{}", l.name);
        assert_eq!(lesson(&app).index, k);
        assert_eq!(game(&app).the_match.round().hand(0).len(), l.yours.len(), "{}: the lesson's deal", l.name);

        // A wrong move: the first legal move that is not the one taught (or, where there is
        // none, one the rules refuse), answered, and nothing changes.
        let before = game(&app).the_match.moves().len();
        let legal = game(&app).the_match.legal_actions();
        let wrong = legal.iter().copied().find(|a| !l.accepts(0, *a)).unwrap_or(Action::Pass);
        make(&mut app, wrong, By::Drag);
        let answered = lesson(&app).answer.expect("a move not taught is answered");
        assert!(!answered.why.text().is_empty());
        assert_eq!(answered.refused.is_some(), !legal.contains(&wrong), "{}: the rules' reason only for an illegal move", l.name);
        assert_eq!(game(&app).the_match.moves().len(), before, "{}: a move not taught changes nothing", l.name);
        // An illegal one too: drawing while a tile fits.
        make(&mut app, Action::Draw, By::Drag);
        assert!(lesson(&app).answer.is_some_and(|a| a.refused.is_some()), "{}: the rules say why", l.name);

        for (s, step) in l.steps.iter().enumerate() {
            assert_eq!(lesson(&app).step, s, "{} step {}", l.name, s + 1);
            // What the step asks for glows as a suggestion.
            let position = game(&app).position();
            let shown = app.world().resource::<mexican_train::game::Hint>().suggestion(position).map(|s| s.action);
            assert!(
                shown.is_some_and(|a| a.same_move(step.wants)),
                "{} step {}: the move taught glows (shown {shown:?}, legal {:?}, to move {})",
                l.name,
                s + 1,
                game(&app).the_match.legal_actions(),
                game(&app).the_match.to_move()
            );
            make(&mut app, step.wants, ways[k]);
            assert!(lesson(&app).answer.is_none(), "{} step {}: taken, not answered", l.name, s + 1);
            settle_lesson(&mut app);
        }
        assert!(lesson(&app).is_done(), "{}", l.name);
        settle(&mut app);
        if l.name != "round-end" {
            // Over, the lesson's table stays as it is: a move is answered, not taken (Ana would
            // not answer it).
            let before = game(&app).the_match.moves().len();
            let legal = game(&app).the_match.legal_actions();
            make(&mut app, legal[0], By::Drag);
            assert!(lesson(&app).answer.is_some(), "{}: a move after the lesson is answered", l.name);
            assert_eq!(game(&app).the_match.moves().len(), before, "{}: and not taken", l.name);
        }
        if l.name == "round-end" {
            // The round is over and counted, and waits (its dialog offers the lesson's way on,
            // not the next round).
            let m = &game(&app).the_match;
            assert_eq!(m.round_scores().map(<[u32]>::to_vec).collect::<Vec<_>>(), vec![vec![0, 35]]);
            assert_eq!(m.round_index(), 0, "the lesson's round waits for the person");
        }
        let learnt = app.world().resource::<mexican_train::saving::LearningSettings>().0.clone();
        assert!(learnt.is_done(l.name), "{}: ticked", l.name);
        assert!(!home.autosave().exists(), "a lesson is not a game to continue");
    }
    // The ticks are in the settings file, for the next start.
    let written = std::fs::read_to_string(home.settings()).expect("the settings file");
    for l in &LESSONS {
        assert!(written.contains(l.name), "{} is in the settings file", l.name);
    }
}

//! The review in the replay viewer: started, watched to its end on its own thread, the same as
//! the engine's; a jump to a marked move; cancelled; and *Try again from here*, a practice that is
//! neither saved nor counted and leads back to the review.

use super::*;
use mexican_train::ai::review::{Settings, review};
use mexican_train::replay::review::{GameReview, PracticeCommand, ReviewCommand, ReviewState, TryAgainRequested};
use mexican_train::replay::{ReplayCommand, ReplayView, ReviewWanted, WatchRecordRequested};
use mexican_train::rules::{HouseRules, Match, MatchRecord};
use std::sync::atomic::AtomicBool;

/// A match at the end of its first round: seat 0 plays at random, the others as Normal.
fn a_round_played() -> Match {
    let mut m = Match::new("standard", HouseRules::default(), 12).expect("a match");
    let mut bots: Vec<_> = (0..4).map(|s| if s == 0 { Level::Random.bot(3) } else { Level::Normal.bot(s) }).collect();
    while !m.round().is_over() {
        let seat = m.to_move();
        let legal = m.legal_actions();
        let a = bots[seat as usize].choose(&m.observation(seat), &legal);
        m.apply(seat, a).expect("legal");
    }
    m
}

/// The record of [`a_round_played`].
fn a_round() -> MatchRecord {
    a_round_played().record()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Update until the review is no longer running (it thinks on its own thread, in real time).
fn until_reviewed(app: &mut App) {
    for _ in 0..3000 {
        app.update();
        match app.world().get_resource::<GameReview>().map(|r| &r.state) {
            Some(ReviewState::Running(_)) | None => std::thread::sleep(Duration::from_millis(20)),
            Some(_) => return,
        }
    }
    panic!("the review did not end within a minute");
}

#[test]
fn a_finished_game_is_reviewed_in_the_replay_viewer_and_a_move_tried_again() {
    let home = temp_home("review");
    let record = a_round();
    let mut app = app_in(home.clone());
    let names: Vec<String> = ["You", "Ana", "Bert", "Carmen"].map(String::from).to_vec();
    app.world_mut().write_message(WatchRecordRequested {
        record: record.clone(),
        name: "the game".into(),
        names: names.clone(),
        players: vec![None, Some(Level::Hard), Some(Level::Normal), Some(Level::Greedy)],
        you: Some(0),
        review: ReviewWanted::Start(0),
        at: (0, 0),
    });
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Replay);
    until_reviewed(&mut app);
    let done = app.world().resource::<GameReview>().review().expect("a finished review").clone();
    // The same review as the engine's for that record and seat (seeded: on any thread).
    let engine = review(&record, 0, &Settings::default(), &|_, _| {}, &AtomicBool::new(false)).expect("a review");
    assert_eq!(done, engine);
    let marked = done.costliest(1)[0].clone();
    // The person's own game: counted in their statistics, once.
    app.update();
    let counted = |app: &App| app.world().resource::<mexican_train::saving::Statistics>().0.players.get("You").cloned().unwrap_or_default();
    let you = counted(&app);
    assert_eq!((you.reviewed.len(), you.reviewed_moves as usize), (1, done.decisions().count()));
    let lost: f64 = done.decisions().map(|d| d.loss).sum();
    assert!((you.lost_per_move().expect("reviewed") - lost / done.decisions().count() as f64).abs() < 0.01);
    app.world_mut().write_message(ReviewCommand::Start(0));
    until_reviewed(&mut app);
    app.update();
    assert_eq!(counted(&app), you, "the same game reviewed again counts once");
    settle(&mut app);
    assert!(std::fs::read_to_string(home.stats()).expect("the statistics file").contains("reviewed_moves"));

    // A mark's button jumps to the position before that move.
    app.world_mut().write_message(ReplayCommand::ToMove { round: marked.round, step: marked.mv });
    app.update();
    app.update();
    assert_eq!(game(&app).the_match.moves().len(), marked.mv);
    assert_eq!(app.world().resource::<ReplayView>().step, marked.mv);

    // Try again from here: the person at seat 0, the computers at the levels they played, every
    // hand as it was; not saved, not counted.
    app.world_mut().write_message(TryAgainRequested { round: marked.round, step: marked.mv });
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Game);
    let g = game(&app);
    assert_eq!(g.origin, mexican_train::game::Origin::Practice);
    let players: Vec<Player> = g.seats.iter().map(|s| s.player).collect();
    assert_eq!(players, [Player::Human, Player::Computer(Level::Hard), Player::Computer(Level::Normal), Player::Computer(Level::Greedy)]);
    assert_eq!(g.the_match.moves().len(), marked.mv);
    assert_eq!(g.the_match.record().rounds[0].hands, record.rounds[0].hands);
    assert_eq!(g.the_match.to_move(), 0, "the reviewed move is the person's to make again");
    let legal = g.the_match.legal_actions();
    let other = *legal.iter().find(|a| **a != marked.played).unwrap_or(&legal[0]);
    app.world_mut().write_message(ActionRequested { seat: 0, action: other });
    for _ in 0..4 {
        app.update();
    }
    assert!(game(&app).the_match.moves().len() > marked.mv, "the other move was played");
    assert_eq!(game(&app).the_match.moves()[marked.mv].action, other);
    settle(&mut app);
    assert!(!home.autosave().exists(), "a practice is not a game to continue");

    // Its round's end leads back to the review, at the move tried.
    app.world_mut().write_message(PracticeCommand::BackToReview);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Replay);
    assert_eq!(app.world().resource::<GameReview>().review(), Some(&done));
    assert_eq!((app.world().resource::<ReplayView>().round, app.world().resource::<ReplayView>().step), (marked.round, marked.mv));

    // A review started again can be cancelled.
    app.world_mut().write_message(ReviewCommand::Start(1));
    app.update();
    app.world_mut().write_message(ReviewCommand::Cancel);
    app.update();
    assert!(matches!(app.world().resource::<GameReview>().state, ReviewState::Cancelled));
    assert_eq!(app.world().resource::<GameReview>().seat, 1);
}

/// A round of a game here, reviewed on its end's dialog while the match waits: the person's
/// moves of that round (the same as the engine's review of that round), never a computer's; a
/// review of a round gone by (the next one dealt) is forgotten.
#[test]
fn the_round_just_played_is_reviewed_while_the_match_waits() {
    use mexican_train::ai::review::review_rounds;
    use mexican_train::game::{LoadMatchRequested, NextRoundRequested, Origin};
    use mexican_train::replay::review::{RoundJustPlayed, RoundReviewCommand};
    let m = a_round_played();
    let record = m.record();
    let mut app = app_in(temp_home("round-review"));
    let seats = ["You", "Ana", "Bert", "Carmen"]
        .iter()
        .enumerate()
        .map(|(i, name)| SeatSetup { name: (*name).into(), player: if i == 0 { Player::Human } else { Player::Computer(Level::Normal) } })
        .collect();
    app.world_mut().write_message(LoadMatchRequested { the_match: m, seats, origin: Origin::NewGame, hints: Vec::new() });
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<GamePhase>>().get(), GamePhase::RoundOver);
    // A computer's moves are not the person's to review.
    app.world_mut().write_message(RoundReviewCommand::Start(1));
    app.update();
    assert!(app.world().get_resource::<RoundJustPlayed>().is_none());
    app.world_mut().write_message(RoundReviewCommand::Start(0));
    let mut reviewed = None;
    for _ in 0..3000 {
        app.update();
        if let Some(r) = app.world().get_resource::<RoundJustPlayed>().and_then(RoundJustPlayed::review) {
            reviewed = Some(r.clone());
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let reviewed = reviewed.expect("the round reviewed within a minute");
    let engine = review_rounds(&record, 0, 0..1, &Settings::default(), &|_, _| {}, &AtomicBool::new(false)).expect("a review");
    assert_eq!(Some(&reviewed), engine.rounds.first());
    assert!(!reviewed.decisions.is_empty() && reviewed.points.is_some());
    // Not a whole game reviewed: the statistics do not count it.
    let stats = app.world().resource::<mexican_train::saving::Statistics>();
    assert!(stats.0.players.get("You").is_none_or(|p| p.reviewed.is_empty()));

    // The next round dealt, the review of the last is gone.
    app.world_mut().write_message(NextRoundRequested);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<GamePhase>>().get(), GamePhase::Playing);
    assert!(app.world().get_resource::<RoundJustPlayed>().is_none());
}

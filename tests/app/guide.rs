//! The guide of a first game: over a seeded round, each new situation is explained once (its
//! line shown once, never again in that game); switched off, it says nothing; a finished game
//! switches it off by itself.

use super::*;
use mexican_train::learn::guide::{Guide, Situation};
use mexican_train::saving::{DisplaySettings, SettingsEdited};

/// A person (seat 0, playing as Greedy would) and three computers play round 1 to its end;
/// the guide's lines as they came on screen, and the situations it told.
fn lines_over_a_round(guide_on: bool) -> (Vec<Situation>, Vec<Situation>, App) {
    let mut app = app_in(temp_home("guide"));
    app.insert_resource(AnimSpeed(0.0));
    app.world_mut().resource_mut::<Pace>().computer_delay = 0.0;
    let display = mexican_train::files::settings::Display { guide: guide_on, ..app.world().resource::<DisplaySettings>().0 };
    app.world_mut().write_message(SettingsEdited::Display(display));
    app.update();
    let players = [Player::Human, Player::Computer(Level::Greedy), Player::Computer(Level::Random), Player::Computer(Level::Greedy)];
    start(&mut app, setup(&players, 21));
    let mut person = Level::Greedy.bot(5);
    // Every line that came on screen, in the order it came, each once however long it stays.
    let mut shown: Vec<Situation> = Vec::new();
    let mut on_screen: Vec<Situation> = Vec::new();
    for _ in 0..20_000 {
        app.update();
        let now: Vec<Situation> = app.world().resource::<Guide>().lines.iter().map(|(s, _)| *s).collect();
        shown.extend(now.iter().filter(|s| !on_screen.contains(s)));
        on_screen = now;
        let g = game(&app);
        if g.the_match.round().is_over() {
            break;
        }
        if g.the_match.to_move() == 0 && !app.world().resource::<mexican_train::game::Thinking>().is_thinking() {
            let obs = g.the_match.observation(0);
            let action = person.choose(&obs, &g.the_match.legal_actions());
            app.world_mut().write_message(ActionRequested { seat: 0, action });
        }
    }
    assert!(game(&app).the_match.round().is_over(), "the round was played to its end");
    let told = app.world().resource::<Guide>().told.clone();
    (shown, told, app)
}

#[test]
fn each_new_situation_is_explained_once_and_never_when_the_guide_is_off() {
    let (shown, told, mut app) = lines_over_a_round(true);
    let mut seen = shown.clone();
    seen.sort_by_key(|s| format!("{s:?}"));
    seen.dedup();
    assert_eq!(seen.len(), shown.len(), "no line twice: {shown:?}");
    assert_eq!(shown, told, "every situation told was shown, in order");
    assert_eq!(shown.first(), Some(&Situation::FirstTurn), "the first turn first: {shown:?}");
    assert!(shown.len() >= 4, "a round brings several new situations: {shown:?}");
    // The lines about the round just over stay with its end, and go when the next is dealt
    // (the markers and open doubles they tell of are not on the new table).
    assert!(!app.world().resource::<Guide>().lines.is_empty(), "the last lines stay at the round's end");
    app.world_mut().write_message(mexican_train::game::NextRoundRequested);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(game(&app).the_match.round_index(), 1, "the next round is dealt");
    let left: Vec<Situation> = app.world().resource::<Guide>().lines.iter().map(|(s, _)| *s).collect();
    assert!(left.iter().all(|s| !told.contains(s)), "nothing told in the last round stays: {left:?}");

    let (shown, told, _) = lines_over_a_round(false);
    assert!(shown.is_empty() && told.is_empty(), "off, the guide says nothing: {shown:?}");
}

#[test]
fn a_finished_game_switches_the_guide_off_by_itself() {
    let mut app = app_in(temp_home("guide-off"));
    assert!(app.world().resource::<DisplaySettings>().0.guide, "on for a new player");
    // A whole match played out, put on the table at its end.
    let mut m = mexican_train::rules::Match::new("standard", mexican_train::rules::HouseRules::default(), 4).expect("a match");
    let mut bots: Vec<_> = (0..4).map(|s| Level::Greedy.bot(s)).collect();
    loop {
        while !m.round().is_over() {
            let seat = m.to_move();
            let a = bots[seat as usize].choose(&m.observation(seat), &m.legal_actions());
            m.apply(seat, a).expect("legal");
        }
        if m.is_over() || !m.next_round() {
            break;
        }
    }
    let seats = (0..4)
        .map(|i| SeatSetup { name: format!("P{i}"), player: if i == 0 { Player::Human } else { Player::Computer(Level::Greedy) } })
        .collect();
    app.world_mut().write_message(mexican_train::game::LoadMatchRequested {
        the_match: m,
        seats,
        origin: mexican_train::game::Origin::NewGame,
        hints: Vec::new(),
    });
    for _ in 0..6 {
        app.update();
    }
    let display = app.world().resource::<DisplaySettings>().0;
    assert!(!display.guide && !display.guide_until_a_game, "off after a first game, and left to the person from then on");
}

/// A game resumed (*Continue*) does not explain again what its moves so far already brought:
/// the situations are found again from its record, and nothing is on screen until a new one.
#[test]
fn a_resumed_game_does_not_explain_again_what_it_already_explained() {
    let mut app = app_in(temp_home("guide-continue"));
    app.insert_resource(AnimSpeed(0.0));
    app.world_mut().resource_mut::<Pace>().computer_delay = 0.0;
    let players = [Player::Human, Player::Computer(Level::Greedy), Player::Computer(Level::Random), Player::Computer(Level::Greedy)];
    start(&mut app, setup(&players, 21));
    let mut person = Level::Greedy.bot(5);
    for _ in 0..20_000 {
        app.update();
        let g = game(&app);
        if g.the_match.moves().len() >= 40 && g.the_match.to_move() == 0 {
            break;
        }
        if g.the_match.to_move() == 0 && !app.world().resource::<mexican_train::game::Thinking>().is_thinking() {
            let action = person.choose(&g.the_match.observation(0), &g.the_match.legal_actions());
            app.world_mut().write_message(ActionRequested { seat: 0, action });
        }
    }
    let mut before = app.world().resource::<Guide>().told.clone();
    assert!(before.len() >= 3 && before.contains(&Situation::FirstTurn), "{before:?}");
    let (the_match, seats) = (game(&app).the_match.clone(), game(&app).seats.clone());
    app.world_mut().write_message(mexican_train::game::LoadMatchRequested {
        the_match,
        seats,
        origin: mexican_train::game::Origin::Continued,
        hints: Vec::new(),
    });
    for _ in 0..4 {
        app.update();
    }
    let guide = app.world().resource::<Guide>().clone();
    let mut after = guide.told.clone();
    before.sort_by_key(|s| format!("{s:?}"));
    after.sort_by_key(|s| format!("{s:?}"));
    assert_eq!(after, before, "the same situations, found again from the record");
    assert!(guide.lines.is_empty(), "nothing told again on resuming: {:?}", guide.lines.iter().map(|(s, _)| *s).collect::<Vec<_>>());
}

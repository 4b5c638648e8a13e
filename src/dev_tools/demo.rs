//! `--demo`: a seeded game (you and three computer players) put on the table with its first
//! moves already played, so a screenshot shows a busy table; computer players then wait.

use crate::demo::opening;
use crate::game::{Game, GameSetup, LoadMatchRequested, Origin, Pace};
use crate::gestures::Gesture;
use crate::rules::{Action, Match, RulesPatch};
use bevy::prelude::*;

/// The demo's table: how many seats, and at least how many moves are played before it is shown
/// (then on until the person at the screen has a tile to play: `demo::opening`).
#[derive(Resource, Clone, Debug)]
pub struct Demo {
    pub players: u8,
    pub moves: usize,
    /// House rules to change for the demo's game.
    pub rules: Option<RulesPatch>,
    /// `settings` (open on the Rules tab), `round-over` (the round played to its end; `round-review`
    /// with the person's moves of it reviewed),
    /// `table-in-words` (the game with its words beside it), …
    pub show: Option<String>,
}

pub(crate) fn plugin(demo: Demo) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(demo.clone())
            .init_resource::<crate::online::hosting::KeepTablesShut>()
            .add_systems(Startup, (start_demo, open_title_window, open_in_game))
            .add_systems(
                Update,
                (select_a_playable_tile, demo_rules_in_settings, demo_statistics, try_a_move_not_taught, take_the_lesson_through)
                    .in_set(crate::schedule::AppSystems::Input),
            );
    }
}

/// The whole match played out (`--demo-show game-over`).
fn whole_match(mut m: Match) -> Match {
    loop {
        m = opening(m, 0, 0, true);
        if m.is_over() || !m.next_round() {
            return m;
        }
    }
}

/// `--demo-show settings` (or `players`, `display`, `how-to-play`, `replays`, `statistics`,
/// `online`, `quit`, `tables`: *Your tables* on the title): no game; the title opens that window, with the demo's rules (`--demo-rules`) as
/// the next game's.
fn open_title_window(
    demo: Res<Demo>,
    mut commands: Commands,
    online: Res<crate::saving::OnlineSettings>,
    mut edits: MessageWriter<crate::saving::SettingsEdited>,
) {
    use crate::settings::window::Tab;
    use crate::title::OpenAtStart;
    let open = match demo.show.as_deref() {
        Some("settings") => OpenAtStart::Settings(Tab::Rules),
        Some("players") => OpenAtStart::Settings(Tab::Players),
        Some("display") => OpenAtStart::Settings(Tab::Display),
        Some("how-to-play") => OpenAtStart::Settings(Tab::HowToPlay),
        Some("replays") => OpenAtStart::Replays,
        Some("statistics") => OpenAtStart::Statistics,
        Some("lessons") => {
            // The first lesson taken, so its tick shows.
            edits.write(crate::saving::SettingsEdited::LessonDone(crate::learn::lessons::LESSONS[0].name.to_string()));
            OpenAtStart::Learn
        }
        Some("online") => {
            // A table heard on the network, as a family's second computer hears the first.
            commands.insert_resource(crate::online::nearby::NearbyTables::heard(heard_table().into_iter().collect()));
            OpenAtStart::Online
        }
        Some("quit") => {
            commands.insert_resource(crate::online::hosting::QuitQuestion(Some(3)));
            return;
        }
        Some("tables") => {
            // Four seats kept, as they stand.
            let (seats, glances) = kept_tables();
            let mut play = online.0.clone();
            for seat in seats {
                play.keep(seat);
            }
            edits.write(crate::saving::SettingsEdited::Online(play));
            commands.insert_resource(glances);
            return;
        }
        _ => return,
    };
    commands.insert_resource(open);
}

/// The invite of Ana's table, which the demos hear on the network or are sent.
const INVITE: &str =
    "mexican-train://join/ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c/K7PM-4QRT?ip=192.168.1.20:41000";

/// The table `--demo-show online` hears on the network: Ana's, two seats free.
fn heard_table() -> Option<crate::net::nearby::NearbyTable> {
    let invite = crate::net::link::TableAddress::parse(INVITE).ok()?;
    Some(crate::net::nearby::NearbyTable { invite, host: "Ana".into(), free: 2 })
}

/// The seats `--demo-show tables` keeps, and how their tables stand: one's own, a friend's
/// table at the person's turn, one at another's turn, one whose host's game is closed.
fn kept_tables() -> (Vec<crate::files::settings::KeptSeat>, crate::online::kept_tables::Glances) {
    use crate::net::protocol::Glance;
    use crate::online::kept_tables::Glanced;
    let seat = |token: &str, host: &str, hosted: bool| crate::files::settings::KeptSeat {
        server: "localhost:7777".into(),
        code: format!("K7PM-{}", token.to_uppercase()),
        token: token.into(),
        hosted,
        host: host.into(),
    };
    let seen = |to_move, round| {
        Glanced::Seen(Glance {
            code: "K7PM-4QRT".into(),
            seat: 1,
            names: vec![Some("Ana".into()), Some("You".into()), Some("Bert".into())],
            to_move: Some(to_move),
            round,
            over: false,
            paused: false,
        })
    };
    let seats = vec![seat("own", "", true), seat("cy", "Cy", false), seat("bo", "Bo", false), seat("ana", "Ana", false)];
    let mut by_token = std::collections::BTreeMap::new();
    by_token.insert("ana".to_string(), seen(1, 4));
    by_token.insert("bo".to_string(), seen(0, 11));
    by_token.insert("cy".to_string(), Glanced::NotAnswering(crate::net::client::Trouble::NoAnswer { address: "localhost:7777".into() }));
    (seats, crate::online::kept_tables::Glances::answered(by_token))
}

/// Over the game: the table in words beside it (`table-in-words`), the menu (`menu`), or the
/// question a record dropped on the window (`dropped-record`) or an invite clicked
/// (`invited`) asks, or what a computer played for you while you were away (`played-for-you`).
fn open_in_game(
    demo: Res<Demo>,
    state: Option<ResMut<crate::ui::UiState>>,
    mut dropped: ResMut<crate::replay::DroppedDuringGame>,
    mut invited: ResMut<crate::title::InviteDuringGame>,
    mut notices: MessageWriter<crate::game::Notice>,
) {
    match (demo.show.as_deref(), state) {
        // Back at a table a computer played for you at: what it did, said once.
        (Some("played-for-you"), _) => {
            use crate::rules::Tile;
            let played = crate::net::protocol::PlayedForYou { turns: 3, tiles: vec![Tile(6, 4), Tile(4, 4), Tile(4, 1)], drew: 1 };
            notices.write(crate::game::Notice::done(move || crate::lang::online::played_for_you(&played)));
        }
        (Some("table-in-words"), Some(mut state)) => state.words = true,
        (Some("menu"), Some(mut state)) => state.menu = true,
        (Some("dropped-record"), _) => dropped.0 = Some("Ana-2026-03-12.mtr.ron".into()),
        (Some("invited"), _) => invited.0 = Some(INVITE.into()),
        // The lesson's line "Show it in How to play", pressed.
        (Some("learn-rule"), Some(mut state)) => state.settings.show_rule(crate::lang::how_to_play::Topic::AfterDouble),
        _ => {}
    }
}

/// Whether the demo shows the title (and a window of it) rather than a game.
fn shows_title(demo: &Demo) -> bool {
    matches!(
        demo.show.as_deref(),
        Some(
            "title"
                | "settings"
                | "players"
                | "display"
                | "how-to-play"
                | "replays"
                | "statistics"
                | "online"
                | "quit"
                | "tables"
                | "lessons"
        )
    )
}

/// `--demo-show statistics`: two people's games, one with reviewed games (as the files would
/// have them), so every column shows.
fn demo_statistics(demo: Res<Demo>, stats: Option<ResMut<crate::saving::Statistics>>, mut done: Local<bool>) {
    let Some(mut stats) = stats.filter(|_| !*done && demo.show.as_deref() == Some("statistics")) else { return };
    *done = true;
    use crate::files::stats::PlayerStats;
    let you = PlayerStats {
        games: 12,
        wins: 5,
        rounds: 156,
        points: 3120,
        zero_rounds: 21,
        best_game: Some(141),
        hints: 9,
        reviewed: vec![1, 2, 3],
        reviewed_moves: 182,
        points_lost: 7462,
    };
    let ana = PlayerStats { games: 3, wins: 1, rounds: 39, points: 1010, zero_rounds: 4, best_game: Some(262), ..PlayerStats::default() };
    stats.0.players.insert(crate::lang::words::you(), you);
    stats.0.players.insert(crate::game_setup::NAMES[1].to_string(), ana);
}

/// The demo's rules as the next game's.
fn demo_rules_in_settings(
    demo: Res<Demo>,
    setup: Res<crate::saving::NewGameSetup>,
    mut edits: MessageWriter<crate::saving::SettingsEdited>,
    mut done: Local<bool>,
) {
    // `learn-rule`: a family that covers a double on the double itself, unless told otherwise.
    let house =
        crate::rules::RulesPatch { double_finish: Some(crate::rules::house_rules::DoubleFinish::OnTheDouble), ..Default::default() };
    let house = (demo.show.as_deref() == Some("learn-rule")).then_some(&house);
    let (false, Some(patch)) = (*done, demo.rules.as_ref().or(house)) else { return };
    *done = true;
    // On the title, and in a lesson (which compares them with its own), they are the table's.
    if shows_title(&demo) || demo.show.as_deref().is_some_and(|s| s.starts_with("learn")) {
        let mut next = setup.0.clone();
        next.rules = patch.apply_to(&next.rules);
        edits.write(crate::saving::SettingsEdited::NewGame(next));
    }
}

fn start_demo(
    mut commands: Commands,
    demo: Res<Demo>,
    mut load: MessageWriter<LoadMatchRequested>,
    mut watch: MessageWriter<crate::replay::WatchRecordRequested>,
    mut pace: ResMut<Pace>,
    mut learn: MessageWriter<crate::learn::LearnCommand>,
) {
    if shows_title(&demo) {
        return;
    }
    // `learn` (`learn-N`: lesson N; `learn-wrong`: the first, a move not taught tried;
    // `learn-over`: the last, taken to its end; `learn-rule`: the doubles under a house rule,
    // How to play open at it).
    if let Some(show) = demo.show.as_deref().filter(|s| s.starts_with("learn")) {
        let n = match show.strip_prefix("learn-") {
            Some("over") => crate::learn::lessons::LESSONS.len(),
            Some("rule") => 4,
            n => n.and_then(|n| n.parse::<usize>().ok()).unwrap_or(1),
        };
        learn.write(crate::learn::LearnCommand::Start(n.saturating_sub(1)));
        // Taken to its end within the screenshot's frames: Ana answers without a pause.
        if show == "learn-over" {
            pace.computer_delay = 0.0;
        }
        return;
    }
    let mut setup = GameSetup { seed: crate::demo::SEED, ..GameSetup::default() };
    if let Some(patch) = &demo.rules {
        setup.rules = patch.apply_to(&setup.rules);
    }
    setup.resize(demo.players as usize);
    // The person named in the player's language, as a new player's game names them.
    if let Some(seat) = setup.seats.first_mut() {
        seat.name = crate::lang::words::you();
    }
    if demo.show.as_deref() == Some("hot-seat")
        && let Some(seat) = setup.seats.get_mut(1)
    {
        seat.player = crate::game_setup::Player::Human;
    }
    let m = match Game::new_match(&setup) {
        Ok(m) => m,
        Err(e) => {
            error!("the demo's rules cannot be played: {e}");
            return;
        }
    };
    if let Some(show @ ("review" | "practice")) = demo.show.as_deref() {
        let Some(watched) = review_of_a_round(m, &setup) else { return };
        if show == "review" {
            watch.write(watched);
            return;
        }
        // The costliest move tried again, and that round played on to its end (by Greedy).
        let Some(practice) = crate::replay::review::Practice::of(&watched, watched.at) else { return };
        let Some(position) = practice.position() else { return };
        load.write(LoadMatchRequested {
            the_match: opening(position, 0, 0, true),
            seats: practice.seats(),
            origin: Origin::Practice,
            hints: Vec::new(),
        });
        commands.insert_resource(practice);
        pace.held = true;
        return;
    }
    let the_match = match demo.show.as_deref() {
        Some("game-over") => whole_match(m),
        Some("round-review") => {
            let ended = opening(m, 0, 0, true);
            if let Some(reviewed) = quick_review(&ended.record()) {
                let state = crate::replay::review::ReviewState::Done(Box::new(reviewed));
                commands.insert_resource(crate::replay::review::RoundJustPlayed { round: 0, seat: 0, state });
            }
            ended
        }
        show => opening(m, 0, demo.moves, show == Some("round-over")),
    };
    load.write(LoadMatchRequested { the_match, seats: setup.seats, origin: Origin::NewGame, hints: Vec::new() });
    // Computer players stay still after the opening, so the picture is steady.
    pace.held = true;
}

/// `--demo-show review` (and `practice`): the first round played to its end (you playing as
/// Greedy does), to watch with your moves reviewed (a quicker review than the game's), at the
/// costliest.
fn review_of_a_round(m: Match, setup: &GameSetup) -> Option<crate::replay::WatchRecordRequested> {
    let record = opening(m, 0, 0, true).record();
    let reviewed = quick_review(&record)?;
    let at = reviewed.costliest(1).first().map_or((0, 0), |d| (d.round, d.mv));
    Some(crate::replay::WatchRecordRequested {
        record,
        name: crate::lang::t!("review-this-game"),
        names: setup.seats.iter().map(|s| s.name.clone()).collect(),
        players: setup.seats.iter().map(crate::game_setup::SeatSetup::level).collect(),
        you: Some(0),
        review: crate::replay::ReviewWanted::Done(0, Box::new(reviewed)),
        at,
    })
}

/// Seat 0's moves in `record` reviewed, more quickly than the game reviews them.
fn quick_review(record: &crate::rules::MatchRecord) -> Option<crate::ai::review::Review> {
    use crate::ai::review::{Settings, review};
    let settings = Settings { error: 0.75, max_worlds: 300, deals: 200, seed: 7, ..Settings::default() };
    match review(record, 0, &settings, &|_, _| {}, &std::sync::atomic::AtomicBool::new(false)) {
        Ok(r) => Some(r),
        Err(e) => {
            error!("the demo's round could not be reviewed: {e}");
            None
        }
    }
}

/// `--demo-show learn-wrong`: in the first lesson, its tile laid on the Mexican train instead
/// of the learner's own (legal, but not the move taught): the lesson answers.
fn try_a_move_not_taught(
    demo: Res<Demo>,
    game: Option<Res<Game>>,
    mut done: Local<bool>,
    mut requests: MessageWriter<crate::game::ActionRequested>,
) {
    let Some(game) = game.filter(|g| !*done && g.origin == Origin::Lesson && demo.show.as_deref() == Some("learn-wrong")) else { return };
    *done = true;
    let action = Action::Play { tile: crate::rules::Tile(12, 5), train: crate::rules::TrainId::Mexican };
    requests.write(crate::game::ActionRequested { seat: game.viewer(), action });
}

/// `--demo-show learn-over`: the lesson's moves made for the learner, to its end (the last
/// lesson's round over, counted).
fn take_the_lesson_through(
    demo: Res<Demo>,
    game: Option<Res<Game>>,
    lesson: Option<Res<crate::learn::LessonUnderWay>>,
    mut requests: MessageWriter<crate::game::ActionRequested>,
    not_yet: Option<ResMut<crate::dev_tools::screenshot::NotYet>>,
) {
    if demo.show.as_deref() != Some("learn-over") {
        return;
    }
    let over = game.as_ref().is_some_and(|g| g.the_match.round().is_over());
    if let Some(mut not_yet) = not_yet {
        not_yet.set_if_neq(crate::dev_tools::screenshot::NotYet(!over));
    }
    let (Some(game), Some(lesson)) = (game, lesson) else { return };
    if game.the_match.to_move() != game.viewer() {
        return;
    }
    if let Some(action) = lesson.wants() {
        requests.write(crate::game::ActionRequested { seat: game.viewer(), action });
    }
}

/// Show where a tile may go: the person's first playable tile is selected, as a click would.
fn select_a_playable_tile(game: Option<Res<Game>>, mut done: Local<bool>, mut gestures: MessageWriter<Gesture>) {
    let Some(game) = game.filter(|_| !*done) else { return };
    *done = true;
    if game.the_match.to_move() != game.viewer() {
        return;
    }
    let first = game.the_match.round().legal().iter().find_map(|a| match a {
        Action::Play { tile, .. } => Some(*tile),
        _ => None,
    });
    if let Some(tile) = first {
        gestures.write(Gesture::Picked(tile));
    }
}

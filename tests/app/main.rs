//! The game through its ECS, without a window: `MinimalPlugins`, `StatesPlugin` and the game's
//! core plugins. Intents go in as messages; the table's entities must follow the engine.
#![expect(clippy::expect_used, reason = "helpers of tests fail loudly, naming what was missing")]

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use mexican_train::ai::{Level, play_turn};
use mexican_train::files::Dirs;
use mexican_train::game::{
    ActionApplied, ActionRejected, ActionRequested, Game, GameSetup, HandShown, NewGameRequested, Pace, Player, SeatSetup,
};
use mexican_train::rules::{Action, RuleError, Seat, TileId, TrainId};
use mexican_train::saving::{ContinueRequested, SavedGame, Storage};
use mexican_train::screens::{GamePhase, Screen};
use mexican_train::table::AnimSpeed;
use mexican_train::table::entities::{OnTrain, TableTile, TableTrain};
use mexican_train::table::space::{CameraFit, TableView};
use mexican_train::toasts::Toasts;
use std::collections::BTreeMap;
use std::time::Duration;

mod architecture;
mod arrange;
mod assists;
mod files;
mod guide;
mod hints;
mod input;
mod keys;
mod learn;
mod online;
mod review;
mod views;

/// A fresh folder for one test app's files (never the user's own folders). The folders of test
/// runs that have ended are removed on the first call (a run's apps may share a folder between
/// tests of a restart, so each is kept until its process has gone).
fn temp_home(name: &str) -> Dirs {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    static SWEPT: std::sync::Once = std::sync::Once::new();
    SWEPT.call_once(sweep_ended_runs);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let root = std::env::temp_dir().join(format!("mexican-train-app-{}-{name}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    Dirs::under(root)
}

/// Remove the folders `temp_home` made for test runs whose process no longer exists (Linux:
/// `/proc/<pid>`; elsewhere nothing is removed).
fn sweep_ended_runs() {
    if !std::path::Path::new("/proc/self").exists() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else { return };
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = name.strip_prefix("mexican-train-app-").and_then(|rest| rest.split('-').next()).and_then(|p| p.parse::<u32>().ok())
        else {
            continue;
        };
        if pid != std::process::id() && !std::path::Path::new(&format!("/proc/{pid}")).exists() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

fn app() -> App {
    app_in(temp_home("app"))
}

fn app_in(dirs: Dirs) -> App {
    app_with(dirs, |_| {})
}

/// The core app in `dirs`, with more plugins added before it starts.
fn app_with(dirs: Dirs, more: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.insert_resource(Storage::at(Some(dirs)));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(50)));
    app.add_plugins(mexican_train::app::core);
    more(&mut app);
    app.finish();
    app.cleanup();
    app
}

fn setup(players: &[Player], seed: u64) -> GameSetup {
    let seats = players.iter().enumerate().map(|(i, &player)| SeatSetup { name: format!("P{i}"), player }).collect();
    GameSetup { seats, seed, ..GameSetup::default() }
}

/// Start a game and let the states settle.
fn start(app: &mut App, setup: GameSetup) {
    app.world_mut().write_message(NewGameRequested(setup));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Game);
}

fn game(app: &App) -> &Game {
    app.world().resource::<Game>()
}

/// Tile entities on the table, by tile, with their train (`None`: the engine in the hub).
fn table_tiles(app: &mut App) -> BTreeMap<TileId, Option<TrainId>> {
    let mut q = app.world_mut().query::<(&TableTile, Option<&OnTrain>)>();
    let tiles: Vec<(TileId, Option<Entity>)> = q.iter(app.world()).map(|(t, on)| (t.0, on.map(|o| o.0))).collect();
    tiles
        .into_iter()
        .map(|(id, train)| (id, train.map(|e| app.world().get::<TableTrain>(e).expect("a tile's train is a train").0)))
        .collect()
}

/// The entity showing a tile.
fn tile_entity(app: &mut App, id: TileId) -> Option<Entity> {
    let mut q = app.world_mut().query::<(Entity, &TableTile)>();
    q.iter(app.world()).find(|(_, t)| t.0 == id).map(|(e, _)| e)
}

/// What the engine says is on the table.
fn engine_tiles(game: &Game) -> BTreeMap<TileId, Option<TrainId>> {
    let round = game.the_match.round();
    let mut out: BTreeMap<TileId, Option<TrainId>> = round.placements().iter().map(|p| (p.tile.id(), Some(p.train))).collect();
    if let Some(e) = round.engine() {
        out.insert(mexican_train::rules::Tile(e, e).id(), None);
    }
    out
}

/// A seed among the first 400 whose opening position (standard rules) `wanted` accepts.
fn deal_where(wanted: impl Fn(&mut mexican_train::rules::Match) -> bool) -> u64 {
    use mexican_train::rules::{HouseRules, Match};
    (0..400u64)
        .find(|&seed| Match::new("standard", HouseRules::default(), seed).is_ok_and(|mut m| wanted(&mut m)))
        .expect("such a deal among 400")
}

fn human_and_sleepy_computers(app: &mut App) {
    app.world_mut().resource_mut::<Pace>().held = true;
}

#[test]
fn a_play_request_moves_that_tile_onto_that_train() {
    let mut app = app();
    human_and_sleepy_computers(&mut app);
    start(
        &mut app,
        setup(&[Player::Human, Player::Computer(Level::Greedy), Player::Computer(Level::Greedy), Player::Computer(Level::Greedy)], 3),
    );
    let g = game(&app);
    assert_eq!(g.the_match.round().to_move(), 0, "seat 0 starts round 0");
    let action = g.the_match.round().legal().iter().copied().find(|a| matches!(a, Action::Play { .. })).expect("seat 0 can play");
    let Action::Play { tile, train } = action else { unreachable!() };
    app.world_mut().write_message(ActionRequested { seat: 0, action });
    for _ in 0..30 {
        app.update();
    }
    let g = game(&app);
    assert!(!g.the_match.round().hand(0).contains(tile.id()), "the tile left the hand");
    let tiles = table_tiles(&mut app);
    assert_eq!(tiles.get(&tile.id()), Some(&Some(train)), "the tile's entity stands on that train");
    // And it arrived where the layout puts it.
    let view = app.world().resource::<TableView>();
    let placed = view.layout.as_ref().unwrap().train(train).unwrap().tiles[0];
    let entity = tile_entity(&mut app, tile.id()).unwrap();
    let at = app.world().get::<Transform>(entity).unwrap().translation;
    let want = mexican_train::table::space::world(placed.center);
    assert!(at.truncate().distance(want) < 0.5, "{at} vs {want}");
}

#[test]
fn an_illegal_request_changes_nothing_and_says_why() {
    let mut app = app();
    human_and_sleepy_computers(&mut app);
    start(&mut app, setup(&[Player::Human, Player::Computer(Level::Greedy), Player::Computer(Level::Greedy)], 4));
    let before = game(&app).the_match.clone();
    let revision = game(&app).revision;
    let tile = before.round().hand(0).tiles().next().unwrap();
    // Seat 1's train is private.
    app.world_mut().write_message(ActionRequested { seat: 0, action: Action::Play { tile, train: TrainId::Personal(1) } });
    app.update();
    assert_eq!(game(&app).the_match, before, "the match did not change");
    assert_eq!(game(&app).revision, revision);
    let rejected: Vec<ActionRejected> = app.world_mut().resource_mut::<Messages<ActionRejected>>().drain().collect();
    assert_eq!(rejected.len(), 1);
    let toasts = app.world().resource::<Toasts>();
    let text = toasts.items.last().expect("a toast").text();
    assert_eq!(rejected[0].why, RuleError::TrainClosed { train: TrainId::Personal(1) });
    assert_eq!(text, "P1's train is private: it has no marker.", "worded for the person at the screen");
    // Playing for someone else is refused too.
    app.world_mut().write_message(ActionRequested { seat: 1, action: Action::Draw });
    app.update();
    assert_eq!(game(&app).the_match, before);
}

#[test]
fn at_a_shared_screen_the_hand_is_hidden_when_the_turn_passes() {
    let mut app = app();
    start(&mut app, setup(&[Player::Human, Player::Human], 9));
    assert_eq!(app.world().resource::<HandShown>().0, None, "two people: covered until someone says it is them");
    app.world_mut().resource_mut::<HandShown>().0 = Some(0);
    let action = game(&app).the_match.round().legal()[0];
    app.world_mut().write_message(ActionRequested { seat: 0, action });
    for _ in 0..3 {
        app.update();
        if game(&app).the_match.round().to_move() == 1 {
            break;
        }
    }
    if game(&app).the_match.round().to_move() == 1 {
        assert_eq!(app.world().resource::<HandShown>().0, None, "seat 0's hand is covered for seat 1");
    }
    // With one person, their hand stays in view.
    let mut solo = self::app();
    start(&mut solo, setup(&[Player::Human, Player::Computer(Level::Random)], 9));
    assert_eq!(solo.world().resource::<HandShown>().0, Some(0));
}

#[test]
fn a_computer_turn_is_thought_out_and_applied() {
    let mut app = app();
    app.insert_resource(AnimSpeed(0.0));
    app.world_mut().resource_mut::<Pace>().computer_delay = 0.0;
    start(&mut app, setup(&[Player::Computer(Level::Greedy), Player::Human, Player::Human], 5));
    for _ in 0..200 {
        app.update();
        if !game(&app).the_match.moves().is_empty() {
            break;
        }
    }
    let g = game(&app);
    assert!(!g.the_match.moves().is_empty(), "the computer moved");
    assert_eq!(g.the_match.moves()[0].seat, 0);
    // It stops at the first person's turn.
    for _ in 0..20 {
        app.update();
    }
    let g = game(&app);
    assert!(g.is_human(g.the_match.round().to_move()) || g.the_match.round().is_over());
}

#[test]
fn a_whole_round_of_computers_ends_in_the_round_over_screen_with_the_table_always_matching() {
    let mut app = app();
    app.insert_resource(AnimSpeed(0.0));
    app.world_mut().resource_mut::<Pace>().computer_delay = 0.0;
    let players = [
        Player::Computer(Level::Greedy),
        Player::Computer(Level::Random),
        Player::Computer(Level::Greedy),
        Player::Computer(Level::Random),
    ];
    start(&mut app, setup(&players, 6));
    let mut moves = 0;
    for _ in 0..20_000 {
        app.update();
        let applied: Vec<ActionApplied> = app.world_mut().resource_mut::<Messages<ActionApplied>>().drain().collect();
        if !applied.is_empty() {
            moves += applied.len();
            // After each action, the table's entities are the engine's table: same tiles, same trains.
            app.update();
            let want = engine_tiles(game(&app));
            assert_eq!(table_tiles(&mut app), want, "after move {moves}");
        }
        if *app.world().resource::<State<GamePhase>>().get() != GamePhase::Playing {
            break;
        }
    }
    assert_eq!(*app.world().resource::<State<GamePhase>>().get(), GamePhase::RoundOver);
    let g = game(&app);
    assert!(g.the_match.round().is_over());
    let scores = g.the_match.round().scores().unwrap();
    assert_eq!(g.the_match.totals(), &scores[..], "the round-over screen shows the engine's scores");
    assert!(moves > 20, "{moves} moves");
}

#[test]
fn the_next_round_starts_from_the_round_over_screen() {
    let mut app = app();
    app.insert_resource(AnimSpeed(0.0));
    app.world_mut().resource_mut::<Pace>().computer_delay = 0.0;
    start(&mut app, setup(&[Player::Computer(Level::Greedy), Player::Computer(Level::Greedy)], 8));
    for _ in 0..20_000 {
        app.update();
        if *app.world().resource::<State<GamePhase>>().get() == GamePhase::RoundOver {
            break;
        }
    }
    // The player zoomed in to look at the last round's table.
    app.world_mut().resource_mut::<CameraFit>().auto = false;
    app.world_mut().write_message(mexican_train::game::NextRoundRequested);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<GamePhase>>().get(), GamePhase::Playing);
    assert!(app.world().resource::<CameraFit>().auto, "a new round starts with the whole table in view");
    assert_eq!(game(&app).the_match.round_index(), 1);
    assert_eq!(game(&app).the_match.round().engine(), Some(11));
    let tiles = table_tiles(&mut app);
    assert_eq!(tiles, engine_tiles(game(&app)), "the old round's tiles are gone");
    let _: Seat = 0;
}

#[test]
fn a_new_game_starts_with_the_whole_table_in_view() {
    let mut app = app();
    app.world_mut().resource_mut::<CameraFit>().auto = false;
    start(&mut app, setup(&[Player::Human, Player::Computer(Level::Greedy)], 3));
    assert!(app.world().resource::<CameraFit>().auto);
}

/// Wait for the save writer to finish.
fn settle(app: &mut App) {
    for _ in 0..500 {
        if app.world().resource::<Storage>().settled() {
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("saves did not finish");
}

#[test]
fn the_game_is_saved_after_every_move_and_continue_resumes_it_exactly() {
    let home = temp_home("autosave");
    let mut app = app_in(home.clone());
    human_and_sleepy_computers(&mut app);
    start(&mut app, setup(&[Player::Human, Player::Computer(Level::Greedy), Player::Human], 21));
    for _ in 0..4 {
        let g = game(&app);
        let seat = g.the_match.round().to_move();
        let action = g.the_match.round().legal()[0];
        app.world_mut().write_message(ActionRequested { seat, action });
        app.update();
        app.update();
    }
    settle(&mut app);
    assert!(home.autosave().exists(), "saved after the moves");
    let before = game(&app).the_match.clone();
    let seats = game(&app).seats.clone();
    assert_eq!(before.moves().len(), 4);
    drop(app);

    // Start again: the title offers Continue, and it resumes the same position.
    let mut app = app_in(home);
    app.update();
    assert!(app.world().resource::<SavedGame>().0.is_some());
    app.world_mut().write_message(ContinueRequested);
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Game);
    assert_eq!(*app.world().resource::<State<GamePhase>>().get(), GamePhase::Playing);
    assert_eq!(game(&app).the_match, before, "same hands, boneyard order, turn and scores");
    assert_eq!(game(&app).seats, seats);
    let tiles = table_tiles(&mut app);
    assert_eq!(tiles, engine_tiles(game(&app)), "and the table shows it");
}

#[test]
fn a_finished_game_is_counted_and_its_save_forgotten() {
    let home = temp_home("finished");
    let mut app = app_in(home.clone());
    app.insert_resource(AnimSpeed(0.0));
    app.world_mut().resource_mut::<Pace>().computer_delay = 0.0;
    let mut s = setup(&[Player::Computer(Level::Greedy), Player::Computer(Level::Greedy)], 22);
    s.rules.rounds = mexican_train::rules::house_rules::Rounds::Count(1);
    s.seats[0].player = Player::Human;
    start(&mut app, s);
    // Let the person play greedily too, through the same requests.
    for _ in 0..20_000 {
        app.update();
        if *app.world().resource::<State<GamePhase>>().get() == GamePhase::GameOver {
            break;
        }
        let g = game(&app);
        if let Some(seat) = g.human_to_move() {
            let legal = g.the_match.round().legal().to_vec();
            let action = mexican_train::ai::Bot::choose(&mut mexican_train::ai::Greedy, &g.the_match.observation(seat), &legal);
            app.world_mut().write_message(ActionRequested { seat, action });
        }
    }
    app.update();
    app.update();
    settle(&mut app);
    assert_eq!(*app.world().resource::<State<GamePhase>>().get(), GamePhase::GameOver);
    assert!(!home.autosave().exists(), "a finished game is not offered to continue");
    let stats = &app.world().resource::<mexican_train::saving::Statistics>().0;
    assert_eq!(stats.players["P0"].games, 1);
    assert!(home.stats().exists());
}

#[test]
fn a_replay_opens_steps_and_the_table_follows() {
    let home = temp_home("replay");
    // A recorded match to watch.
    let mut m = mexican_train::rules::Match::new("standard", mexican_train::rules::HouseRules::default(), 31).unwrap();
    let mut bot = Level::Greedy.bot(0);
    for _ in 0..40 {
        play_turn(&mut m, bot.as_mut()).unwrap();
    }
    let path = mexican_train::files::replays::save(&home.replays(), &m, &["Ann", "Bo", "Cy", "Di"], "standard", 1_795_329_453).unwrap();
    let mut app = app_in(home.clone());
    app.world_mut().write_message(mexican_train::replay::OpenReplayRequested(path));
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Replay);
    assert!(game(&app).the_match.moves().is_empty(), "it starts at the deal");
    let names: Vec<&str> = game(&app).seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Bo", "Cy", "Di"], "the players' names come with the replay");
    assert!(game(&app).seats.iter().all(|s| s.player == Player::Recorded), "its seats are played by the record");
    for _ in 0..25 {
        app.world_mut().resource_mut::<mexican_train::replay::ReplayView>().forward();
        app.update();
        app.update();
    }
    assert_eq!(game(&app).the_match.moves(), &m.moves()[..25]);
    assert_eq!(table_tiles(&mut app), engine_tiles(game(&app)));
    app.world_mut().resource_mut::<mexican_train::replay::ReplayView>().back();
    app.update();
    app.update();
    assert_eq!(game(&app).the_match.moves().len(), 24);
    assert_eq!(table_tiles(&mut app), engine_tiles(game(&app)), "stepping back takes the tile off");
    settle(&mut app);
    assert!(!home.autosave().exists(), "watching a replay is not a game to continue");

    // A file that is not a record is refused with the reason, and nothing else changes.
    let bad = home.data.join("not a record.mtr.ron");
    std::fs::write(&bad, "MatchRecord(format: 1, seats: four)").unwrap();
    app.world_mut().write_message(mexican_train::replay::OpenReplayRequested(bad));
    app.update();
    let text = &app.world().resource::<Toasts>().items.last().unwrap().text();
    assert!(text.contains("not a game record") && text.contains("line 1"), "{text}");
}

/// A record of a fresh standard match, written in `home`'s data folder under `name`.
fn record_in(home: &Dirs, name: &str) -> std::path::PathBuf {
    let m = mexican_train::rules::Match::new("standard", mexican_train::rules::HouseRules::default(), 5).expect("standard rules");
    let path = home.data.join(name);
    std::fs::create_dir_all(&home.data).expect("a data folder");
    std::fs::write(&path, m.record().to_ron()).expect("a record written");
    path
}

#[test]
fn a_record_dropped_on_the_window_opens_in_the_replay_viewer() {
    let home = temp_home("drop");
    let path = record_in(&home, "from a friend.mtr.ron");
    let mut app = app_in(home);
    let window = Entity::PLACEHOLDER;
    app.world_mut().write_message(bevy::window::FileDragAndDrop::HoveredFile { window, path_buf: path.clone() });
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title, "hovering opens nothing");
    app.world_mut().write_message(bevy::window::FileDragAndDrop::DroppedFile { window, path_buf: path });
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Replay);
    let names: Vec<&str> = game(&app).seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Seat 1", "Seat 2", "Seat 3", "Seat 4"], "a plain record names its seats");
}

#[test]
fn a_record_dropped_during_a_game_waits_for_the_player_to_say_so() {
    let home = temp_home("drop-in-game");
    let path = record_in(&home, "friend.mtr.ron");
    let mut app = app_in(home);
    start(&mut app, setup(&[Player::Human, Player::Computer(Level::Greedy)], 4));
    app.world_mut().write_message(bevy::window::FileDragAndDrop::DroppedFile { window: Entity::PLACEHOLDER, path_buf: path.clone() });
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Game, "the game is not left without asking");
    assert_eq!(app.world().resource::<mexican_train::replay::DroppedDuringGame>().0.as_ref(), Some(&path));
    // Leaving the game forgets the question.
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<mexican_train::replay::DroppedDuringGame>().0, None);
}

/// A record double-clicked while the game is open arrives from the start it made, and goes
/// where a record dropped on the window goes: into the viewer, or over a game, a question.
#[test]
fn a_record_handed_over_by_a_later_start_opens_as_a_dropped_one() {
    use mexican_train::single_instance::{HandedOver, Opened};
    let home = temp_home("handed-record");
    let path = record_in(&home, "Sunday at Abuela's.mtr.ron");
    let mut app = app_in(home);
    start(&mut app, setup(&[Player::Human, Player::Computer(Level::Greedy)], 4));
    app.world_mut().write_message(HandedOver(Opened::Record(path.clone())));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Game, "the game is not left without asking");
    assert_eq!(app.world().resource::<mexican_train::replay::DroppedDuringGame>().0.as_ref(), Some(&path));
    app.world_mut().write_message(mexican_train::replay::DroppedRecordAnswered { watch: true });
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Replay, "watched once the person says so");
}

/// An invite clicked while the game is open: on the title, *Play online* opens with it; over a
/// game played here, the person is asked first, and joining leaves the game for the title with
/// the invite.
#[test]
fn an_invite_handed_over_by_a_later_start_is_followed_where_the_game_stands() {
    use mexican_train::single_instance::{HandedOver, Opened};
    use mexican_train::title::{InviteAnswered, InviteDuringGame, OpenAtStart};
    const INVITE: &str = "mexican-train://join/ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c/K7PM-4QRT";
    let joins = |app: &App| matches!(app.world().get_resource::<OpenAtStart>(), Some(OpenAtStart::Join(i)) if i == INVITE);
    let mut app = app();
    app.world_mut().write_message(HandedOver(Opened::Invite(INVITE.into())));
    app.update();
    assert!(joins(&app), "on the title, Play online opens with the invite");
    app.world_mut().remove_resource::<OpenAtStart>();

    start(&mut app, setup(&[Player::Human, Player::Computer(Level::Greedy)], 4));
    app.world_mut().write_message(HandedOver(Opened::Invite(INVITE.into())));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Game, "the game is not left without asking");
    assert_eq!(app.world().resource::<InviteDuringGame>().0.as_deref(), Some(INVITE));
    assert!(!joins(&app));
    app.world_mut().write_message(InviteAnswered { join: false });
    app.update();
    assert_eq!(app.world().resource::<InviteDuringGame>().0, None, "kept playing");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Game);

    app.world_mut().write_message(HandedOver(Opened::Invite(INVITE.into())));
    app.update();
    app.world_mut().write_message(InviteAnswered { join: true });
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title, "left for the title");
    assert!(joins(&app), "with the invite");
}

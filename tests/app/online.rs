//! The app at a real server's table: it joins a room as the title's *Join* does, follows the
//! host's start, draws the table from the views the server sends, and plays a move the server
//! accepts — with no `Game` in the app at any time.

use super::*;
use mexican_train::game::PlayerView;
use mexican_train::net::client::Connection;
use mexican_train::net::protocol::{ClientMsg, SeatPlan, ServerMsg};
use mexican_train::online::hosting::{HostedTable, TableReach};
use mexican_train::online::{Online, OnlineRequested};

#[allow(dead_code, reason = "the online tests' helpers, shared; this test uses a few")]
#[path = "../online/harness.rs"]
mod harness;

/// Update the app until `done` holds (the network runs on its own threads), for at most 20 s.
fn until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    while !done(app) {
        assert!(std::time::Instant::now() < deadline, "waited 20 s for {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Play the app's seat from its views until the match's record arrives (within `within`): one
/// move a view, as a person would. The moves it made.
fn play_the_app_seat(app: &mut App, seat: mexican_train::rules::Seat, within: Duration) -> usize {
    let mut moves = 0;
    // The view the app last moved at.
    let mut moved_at = None;
    let deadline = std::time::Instant::now() + within;
    while app.world().resource::<Online>().record.is_none() {
        assert!(std::time::Instant::now() < deadline, "the match ends within {within:?}");
        if let Some(seen) = app.world().get_resource::<PlayerView>() {
            let to_play = seen.view.my_turn().then(|| harness::choose(&seen.view)).flatten();
            if let Some(action) = to_play
                && moved_at != Some(seen.shows)
            {
                moved_at = Some(seen.shows);
                app.world_mut().write_message(ActionRequested { seat, action });
                moves += 1;
            }
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    moves
}

/// The host's messages until `pick` finds one.
fn host_hears<T>(rt: &tokio::runtime::Runtime, host: &mut Connection, mut pick: impl FnMut(ServerMsg) -> Option<T>) -> T {
    rt.block_on(async {
        loop {
            if let Some(t) = pick(harness::next(host, 20).await) {
                return t;
            }
        }
    })
}

#[test]
fn the_app_joins_a_room_and_plays_a_move_the_server_accepts() {
    let server = harness::ServerProcess::start(&harness::data_dir("app-join"), 0, &[]);
    let rt = tokio::runtime::Runtime::new().expect("a runtime");
    let room = harness::setup(&[SeatPlan::Friend, SeatPlan::Friend], 1);
    let (mut host, code, _, _) = rt.block_on(harness::sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: room }));

    let mut app = app();
    // What the title's Join button sends, with the code as a person might type it.
    app.world_mut().write_message(OnlineRequested::Join {
        server: server.addr.clone(),
        code: code.to_lowercase().replace('-', " "),
        name: "Bo".into(),
    });
    until(&mut app, "the app to be seated", |app| {
        app.world().get_resource::<Online>().is_some_and(|o| o.seat == Some(1) && o.lobby.as_ref().is_some_and(|l| l.is_full()))
    });
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title, "the lobby waits on the title screen");

    rt.block_on(host.send(&ClientMsg::Start)).expect("the host starts");
    until(&mut app, "the table", |app| {
        app.world().get_resource::<PlayerView>().is_some() && *app.world().resource::<State<Screen>>().get() == Screen::Game
    });
    assert!(app.world().get_resource::<Game>().is_none(), "online, the app holds no match");
    let seen = app.world().resource::<PlayerView>();
    assert_eq!((seen.viewer, seen.name(0), seen.name(1)), (1, "Ana", "You"));
    let hand = seen.view.hand.len();
    assert!(hand > 10 && Some(hand) == seen.view.seat_info(1).map(|i| i.hand_len), "its own hand, whole: {hand} tiles");
    assert!(!table_tiles(&mut app).is_empty(), "the engine is on the table");

    // The host plays until it is the app's turn.
    loop {
        let (revision, view) = host_hears(&rt, &mut host, |m| match m {
            ServerMsg::View { revision, view, .. } => Some((revision, view)),
            _ => None,
        });
        if view.to_move == 1 {
            break;
        }
        if let Some(action) = harness::choose(&view) {
            rt.block_on(host.send(&ClientMsg::Act { revision, action })).expect("the host plays");
        }
    }
    until(&mut app, "the app's turn", |app| app.world().resource::<PlayerView>().view.my_turn());
    let seen = app.world().resource::<PlayerView>();
    let action = harness::choose(&seen.view).expect("something to do");
    let before = seen.shows;
    app.world_mut().write_message(ActionRequested { seat: 1, action });
    until(&mut app, "the move's view", |app| app.world().resource::<PlayerView>().shows != before);
    let told = host_hears(&rt, &mut host, |m| match m {
        ServerMsg::Moved { seat: 1, action, .. } => action,
        _ => None,
    });
    assert_eq!(told, action, "the server took the app's move and told the host");
    if let Action::Play { tile, .. } = action {
        assert!(table_tiles(&mut app).contains_key(&tile.id()), "the app's table shows the tile played");
    }

    // Both play the match to its end: the host from its connection, the app from its views.
    let host_plays = rt.spawn(async move {
        let played = harness::play_on(&mut host, None).await;
        (host, played)
    });
    let moves = 1 + play_the_app_seat(&mut app, 1, Duration::from_secs(60));
    let (mut host, played) = rt.block_on(host_plays).expect("the host's play");
    assert!(moves > 5, "the app played its turns: {moves}");
    assert_eq!(app.world().resource::<Online>().record, played.record, "the app was offered the record the host was");
    until(&mut app, "the game-over dialog's phase", |app| {
        app.world().get_resource::<State<GamePhase>>().is_some_and(|p| *p.get() == GamePhase::GameOver)
    });
    // Save replay, as at the end of a game here: the server's record in the replays folder.
    app.world_mut().write_message(mexican_train::replay::save::SaveReplayRequested);
    app.update();
    let dirs = app.world().resource::<mexican_train::saving::Storage>().dirs.clone().expect("a folder");
    let saved: Vec<_> = std::fs::read_dir(dirs.replays()).expect("the replays folder").flatten().map(|e| e.path()).collect();
    assert_eq!(saved.len(), 1, "one replay saved: {saved:?}");
    let kept = mexican_train::rules::record::MatchRecord::parse(&std::fs::read_to_string(&saved[0]).expect("it reads")).expect("a record");
    let offered = mexican_train::rules::record::MatchRecord::parse(played.record.as_deref().expect("a record")).expect("a record");
    assert_eq!(kept.rounds, offered.rounds, "the replay is the match played online");

    // Leaving: back to the title, the connection closed, the seat the server's to give.
    app.world_mut().write_message(OnlineRequested::Leave);
    until(&mut app, "the title", |app| {
        *app.world().resource::<State<Screen>>().get() == Screen::Title && app.world().get_resource::<Online>().is_none()
    });
    // (The host hears lobbies until one has a computer in the seat left: within 20 s, or it fails.)
    host_hears(&rt, &mut host, |m| match m {
        ServerMsg::Lobby(l) if l.seats[1].stand_in.is_some() => Some(()),
        _ => None,
    });
}

/// The app hosts a table as *Play online → Host a table* does — no server to run, no address —
/// and a friend joins with the invite it shows, through a relay only; they play the match to its
/// end. The host's seat is kept against the table, and leaving closes the table.
#[test]
fn the_app_hosts_a_table_and_a_friend_joins_with_the_invite() {
    let rt = tokio::runtime::Runtime::new().expect("a runtime");
    // (The friend in this process reaches tables through it too.)
    let reach = harness::relay().reach();
    let mut app = app_with(temp_home("app-host"), |app| {
        app.insert_resource(TableReach(reach));
    });
    // The host's pace (its settings' speed) is its table's: fast, as a person may choose (set
    // once the settings are read).
    app.update();
    app.world_mut().insert_resource(mexican_train::saving::SpeedSetting(mexican_train::files::settings::Speed::Fast));
    let room = harness::setup(&[SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(mexican_train::ai::Level::Greedy)], 1);
    app.world_mut().write_message(OnlineRequested::HostTable { name: "Ana".into(), setup: room });
    until(&mut app, "the host to sit at its table", |app| {
        app.world().get_resource::<Online>().is_some_and(|o| o.code.is_some() && o.table.is_some() && o.seat == Some(0))
    });
    let online = app.world().resource::<Online>();
    let invite = online.table.as_ref().expect("the table").with_code(online.code.as_deref().expect("a code")).to_text();
    assert!(invite.starts_with("mexican-train://join/"), "{invite}");
    let kept = app.world().resource::<mexican_train::saving::OnlineSettings>().0.seats.last().cloned();
    let kept = kept.expect("the host's seat is kept");
    assert!(kept.hosted && kept.server.starts_with("mexican-train://table/"), "kept against the table: {kept:?}");

    // The friend pastes the invite.
    let table = mexican_train::net::link::TableAddress::parse(&invite).expect("an invite");
    let code = table.code.clone().expect("its code");
    let (mut friend, _, seat, _) = rt.block_on(harness::sit(&invite, ClientMsg::Join { code, name: "Bo".into() }));
    assert_eq!(seat, 1);
    until(&mut app, "the friend in the lobby", |app| {
        app.world().resource::<Online>().lobby.as_ref().is_some_and(|l| l.is_full() && l.seats[1].connected)
    });
    // Closing the window with a friend at the table asks first; asked again, it closes.
    let exits = |app: &mut App| app.world_mut().resource_mut::<Messages<AppExit>>().drain().count();
    exits(&mut app);
    let window = app.world_mut().spawn_empty().id();
    app.world_mut().write_message(bevy::window::WindowCloseRequested { window });
    app.update();
    assert_eq!(app.world().resource::<mexican_train::online::hosting::QuitQuestion>().0, Some(1), "one friend is at the table");
    assert_eq!(exits(&mut app), 0, "the game stays open while it asks");
    app.world_mut().write_message(bevy::window::WindowCloseRequested { window });
    app.update();
    assert_eq!(exits(&mut app), 1, "the close button pressed again closes");
    // (Kept playing: the question goes.)
    app.world_mut().resource_mut::<mexican_train::online::hosting::QuitQuestion>().0 = None;
    app.world_mut().write_message(OnlineRequested::Start);
    let friend_plays = rt.spawn(async move {
        // At most ten messages a second, as the table lets one friend send (a person sends far fewer).
        let played = harness::play_paced(&mut friend, None, Duration::from_millis(110)).await;
        (friend, played)
    });
    let moves = play_the_app_seat(&mut app, 0, Duration::from_secs(90));
    let (friend, played) = rt.block_on(friend_plays).expect("the friend's play");
    assert!(moves > 3 && played.moves_made > 3, "both played: {moves} and {}", played.moves_made);
    assert_eq!(app.world().resource::<Online>().record, played.record, "the host was offered the record the friend was");
    rt.block_on(friend.close());
    until(&mut app, "the seat forgotten once the match is over", |app| {
        app.world().resource::<mexican_train::saving::OnlineSettings>().0.seats.is_empty()
    });

    // Play again, as the game-over dialog's button does: a new match at the same table, the
    // seat kept again.
    app.world_mut().write_message(OnlineRequested::PlayAgain);
    until(&mut app, "another match", |app| {
        let online = app.world().resource::<Online>();
        let new = app.world().get_resource::<PlayerView>().is_some_and(|v| !v.view.match_over && v.view.finished.is_empty());
        let seats = &app.world().resource::<mexican_train::saving::OnlineSettings>().0.seats;
        new && online.record.is_none() && seats.iter().any(|s| s.token == kept.token && s.host == "Ana")
    });
    until(&mut app, "the playing phase", |app| {
        app.world().get_resource::<State<GamePhase>>().is_some_and(|p| *p.get() == GamePhase::Playing)
    });

    app.world_mut().write_message(OnlineRequested::Leave);
    until(&mut app, "the table to close", |app| {
        app.world().get_resource::<Online>().is_none() && app.world().get_resource::<HostedTable>().is_none()
    });
    // No friend at a table of this game's: Quit closes at once.
    app.world_mut().write_message(mexican_train::online::hosting::QuitRequested);
    app.update();
    assert_eq!(exits(&mut app), 1, "closed without a question");
}

/// The app watches a room, as *Watch* with a code or an invite does: it draws the table from a
/// watcher's views — no hand, nobody called "You", never a move to make — and follows two people
/// and a computer through two rounds to the match's end. A seat it keeps at another table is
/// left alone.
#[test]
fn the_app_watches_a_match_to_its_end() {
    let server = harness::ServerProcess::start(&harness::data_dir("app-watch"), 0, &[]);
    let rt = tokio::runtime::Runtime::new().expect("a runtime");
    let room = harness::setup(&[SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(mexican_train::ai::Level::Greedy)], 2);
    let (mut ana, code, _, _) = rt.block_on(harness::sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: room }));
    let (mut bo, _, _, _) = rt.block_on(harness::sit(&server.addr, ClientMsg::Join { code: code.clone(), name: "Bo".into() }));

    let mut app = app();
    app.update();
    let elsewhere = mexican_train::files::settings::KeptSeat {
        server: "example.org:7777".into(),
        code: "K7PM-4QRT".into(),
        token: "t".into(),
        hosted: false,
        host: "Cy".into(),
    };
    app.world_mut().resource_mut::<mexican_train::saving::OnlineSettings>().0.seats = vec![elsewhere.clone()];
    app.world_mut().write_message(OnlineRequested::Watch { server: server.addr.clone(), code: code.clone() });
    until(&mut app, "the app to watch", |app| {
        app.world()
            .get_resource::<Online>()
            .is_some_and(|o| o.watching && o.code.is_some() && o.lobby.as_ref().is_some_and(|l| l.watchers == 1))
    });
    assert_eq!(app.world().resource::<Online>().seat, None);

    rt.block_on(ana.send(&ClientMsg::Start)).expect("the host starts");
    let plays = rt.spawn(async move {
        let (a, b) = tokio::join!(harness::play_on(&mut ana, None), harness::play_on(&mut bo, None));
        (a, b, ana)
    });
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    let (mut views, mut rounds_over) = (0, 0);
    let mut last = None;
    while app.world().resource::<Online>().record.is_none() {
        assert!(std::time::Instant::now() < deadline, "the match ends within a minute");
        if let Some(seen) = app.world().get_resource::<PlayerView>()
            && last != Some(seen.shows)
        {
            last = Some(seen.shows);
            views += 1;
            assert!(seen.view.hand.is_empty() && !seen.my_turn() && seen.humans() == 0, "a watcher holds no hand, has no turn");
            assert!(seen.names.iter().all(|n| n != "You"), "nobody is you: {:?}", seen.names);
            assert_eq!(&seen.names[..2], ["Ana", "Bo"]);
            rounds_over += usize::from(seen.view.end.is_some());
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let (a, _, mut ana) = rt.block_on(plays).expect("the people's play");
    assert!(views > 10 && rounds_over > 0, "the app followed the moves ({views} views) and a round's end");
    assert_eq!(app.world().resource::<Online>().record, a.record, "the app was offered the match's record");
    until(&mut app, "the game-over phase", |app| {
        app.world().get_resource::<State<GamePhase>>().is_some_and(|p| *p.get() == GamePhase::GameOver)
    });
    assert!(table_tiles(&mut app).len() > 3, "the table shows the trains");
    assert_eq!(app.world().resource::<mexican_train::saving::OnlineSettings>().0.seats, [elsewhere], "the kept seat is untouched");

    // The host deals another match: the watcher follows it from its first round.
    rt.block_on(ana.send(&ClientMsg::PlayAgain)).expect("the host plays again");
    until(&mut app, "the next match", |app| {
        app.world().resource::<Online>().record.is_none()
            && app.world().get_resource::<PlayerView>().is_some_and(|v| !v.view.match_over && v.view.round_index == 0)
    });
}

/// *Your tables*: on the title, the app asks each kept seat's table how it stands, without
/// sitting down — a real server's room not dealt yet, then under way at someone's turn — and a
/// seat the server does not know is told as such.
#[test]
fn the_title_glances_at_the_tables_kept() {
    use mexican_train::online::kept_tables::{Glanced, Glances};
    let server = harness::ServerProcess::start(&harness::data_dir("app-glance"), 0, &[]);
    let rt = tokio::runtime::Runtime::new().expect("a runtime");
    let room = harness::setup(&[SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(mexican_train::ai::Level::Greedy)], 2);
    let (mut ana, code, _, _) = rt.block_on(harness::sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: room }));
    let (bo, _, _, token) = rt.block_on(harness::sit(&server.addr, ClientMsg::Join { code: code.clone(), name: "Bo".into() }));
    // Bo's game closed: its seat is kept in the app's settings.
    rt.block_on(bo.close());
    let seat = |token: &str, code: &str| mexican_train::files::settings::KeptSeat {
        server: server.addr.clone(),
        code: code.into(),
        token: token.into(),
        hosted: false,
        host: "Ana".into(),
    };
    let mut app = app();
    app.update();
    app.world_mut().resource_mut::<mexican_train::saving::OnlineSettings>().0.seats = vec![seat(&token, &code), seat("gone", "ZZZZ-ZZZZ")];
    let glanced = |app: &App, token: &str| app.world().resource::<Glances>().by_token.get(token).cloned();
    until(&mut app, "both tables answered", |app| {
        matches!(glanced(app, &token), Some(Glanced::Seen(_))) && matches!(glanced(app, "gone"), Some(Glanced::NotAnswering(_)))
    });
    let Some(Glanced::Seen(before)) = glanced(&app, &token) else { panic!("seen") };
    assert_eq!((before.seat, before.round, before.to_move, before.over), (1, 0, None, false), "not dealt yet: {before:?}");
    assert_eq!(
        glanced(&app, "gone"),
        Some(Glanced::NotAnswering(mexican_train::net::client::Trouble::Refused(mexican_train::net::protocol::Refusal::SeatNotKept)))
    );

    // Dealt, and Ana plays on: asked again a little later, the table is under way.
    rt.block_on(ana.send(&ClientMsg::Start)).expect("the host starts");
    rt.block_on(harness::next(&mut ana, 10));
    let later = std::time::Instant::now() + Duration::from_secs(60);
    loop {
        app.update();
        if let Some(Glanced::Seen(g)) = glanced(&app, &token)
            && g.round == 1
        {
            assert!(g.to_move.is_some(), "someone's turn: {g:?}");
            break;
        }
        assert!(std::time::Instant::now() < later, "asked again within a minute");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A host whose game stopped without being closed (a crash: here the app dropped with its table
/// open) finds the table open again when the game starts, seated at it, without a click: the
/// friends' games come back by themselves. Closed on purpose, the next start stays on the title
/// (the table waits in *Your tables*).
#[test]
fn a_host_whose_game_stopped_finds_the_table_open_again() {
    let reach = harness::relay().reach();
    let home = temp_home("app-reopen");
    let host = |home: &mexican_train::files::Dirs| {
        let reach = reach.clone();
        let mut app = app_with(home.clone(), move |app| {
            app.insert_resource(TableReach(reach));
        });
        app.update();
        app
    };
    let mut app = host(&home);
    let room = harness::setup(&[SeatPlan::Friend, SeatPlan::Friend], 1);
    app.world_mut().write_message(OnlineRequested::HostTable { name: "Ana".into(), setup: room });
    let seated = |app: &mut App| app.world().get_resource::<Online>().is_some_and(|o| o.code.is_some() && o.seat == Some(0));
    until(&mut app, "the host to sit at its table", seated);
    let code = app.world().resource::<Online>().code.clone();
    // The game stops: no *Quit*, no close button.
    drop(app);

    let mut app = host(&home);
    until(&mut app, "the table open again, the host at it", seated);
    assert_eq!(app.world().resource::<Online>().code, code, "the same table");
    assert!(app.world().get_resource::<HostedTable>().is_some());

    // Closed on purpose this time: the next start leaves the table to *Your tables*.
    app.world_mut().write_message(mexican_train::online::hosting::QuitRequested);
    app.update();
    drop(app);
    let mut app = host(&home);
    for _ in 0..40 {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(app.world().get_resource::<mexican_train::online::hosting::TableOpening>().is_none(), "not opening after a Quit");
    assert!(app.world().get_resource::<Online>().is_none(), "not reopened after a Quit");
    assert!(app.world().resource::<mexican_train::saving::OnlineSettings>().0.seats.iter().any(|s| s.hosted), "kept in Your tables");
}

/// A crashed host who starts the game with a record (double-clicked in a file manager) came for
/// the record: the replay opens, the table does not (it waits in *Your tables*).
#[test]
fn a_host_who_starts_the_game_with_a_record_gets_the_record() {
    let reach = harness::relay().reach();
    let home = temp_home("app-reopen-record");
    let with_reach = |reach: mexican_train::net::link::Reach| {
        move |app: &mut App| {
            app.insert_resource(TableReach(reach));
        }
    };
    let mut app = app_with(home.clone(), with_reach(reach.clone()));
    app.update();
    let room = harness::setup(&[SeatPlan::Friend, SeatPlan::Friend], 1);
    app.world_mut().write_message(OnlineRequested::HostTable { name: "Ana".into(), setup: room });
    until(&mut app, "the host to sit at its table", |app| app.world().get_resource::<Online>().is_some_and(|o| o.seat == Some(0)));
    drop(app);

    let record = record_in(&home, "a friend's game.mtr.ron");
    let mut app = app_with(home, |app| {
        with_reach(reach)(app);
        app.add_plugins(mexican_train::replay::open_at_start(record));
    });
    for _ in 0..40 {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Replay, "the record is open");
    assert!(app.world().get_resource::<mexican_train::online::hosting::TableOpening>().is_none(), "the table is not opening");
    assert!(app.world().get_resource::<Online>().is_none(), "nor open");
    assert!(app.world().resource::<mexican_train::saving::OnlineSettings>().0.seats.iter().any(|s| s.hosted), "kept in Your tables");
}

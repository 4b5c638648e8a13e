//! The server under fault and attack, each against a real `serve` process: a second server on
//! its folder, a thousand idle connections, SIGTERM with half a request in, a damaged
//! write-ahead log, players behind a proxy, an address holding many rooms, hints asked too often, an address
//! sending faster than its pace.

use super::*;
use mexican_train::ai::Level;
use mexican_train::net::client::{Connection, Note, Remote};
use mexican_train::net::protocol::{ClientMsg, Refusal, SeatPlan, ServerMsg};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A second server started on a folder in use is refused and says which process holds it; the
/// first plays on.
#[test]
fn a_second_server_on_the_same_folder_is_refused_naming_the_first() {
    let data = data_dir("owner");
    let first = ServerProcess::start(&data, 0, &[]);
    let mut second = std::process::Command::new(env!("CARGO_BIN_EXE_mexican-train"))
        .args(["serve", "--listen", "127.0.0.1:0", "--data"])
        .arg(&data)
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("starts");
    let since = Instant::now();
    let status = loop {
        if let Some(status) = second.try_wait().expect("waits") {
            break status;
        }
        assert!(since.elapsed() < Duration::from_secs(30), "the second server ran on");
        std::thread::sleep(Duration::from_millis(10));
    };
    let out = second.wait_with_output().expect("its output");
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(status.code(), Some(2), "{said}");
    assert!(said.contains(&format!("in use by another server (process {})", first.pid())), "{said}");
    assert!(out.stdout.is_empty(), "it never listened");
    assert!(first.health().contains("ok: 0 rooms"), "the first serves on: {}", first.health());
}

/// A TCP connection from `from` (a loopback address of its own) to the server.
async fn connect_from(from: &str, to: &str) -> Option<tokio::net::TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4().ok()?;
    socket.bind(format!("{from}:0").parse().ok()?).ok()?;
    socket.connect(to.parse().ok()?).await.ok()
}

/// Whether the server closed `s` within `secs` seconds (a read ends or fails).
async fn closed_within(s: &mut tokio::net::TcpStream, secs: u64) -> bool {
    let mut buf = [0u8; 64];
    loop {
        match tokio::time::timeout(Duration::from_secs(secs), s.read(&mut buf)).await {
            Ok(Ok(0) | Err(_)) => return true,
            Ok(Ok(_)) => continue,
            Err(_) => return false,
        }
    }
}

/// 1,100 connections from one address that send nothing or half a request, to a server that
/// may open 1,024 files: those past the address's limit are closed at once, the rest once their
/// time to become a WebSocket is up; meanwhile `/health` answers and a normal room plays to its end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_by_the_thousand_starve_no_one() {
    let server = ServerProcess::start_with_files(&data_dir("idle"), 1024, &["--upgrade-within", "3"]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Computer(Level::Greedy)];
    let (mut calm, _, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Dee".into(), setup: setup(&seats, 1) }).await;
    calm.send(&ClientMsg::Start).await.expect("starts");
    let mut idle = Vec::new();
    for i in 0..1100 {
        if let Some(mut s) = connect_from("127.0.0.2", &server.addr).await {
            if i % 2 == 0 {
                let _ = s.write_all(b"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n").await;
            }
            idle.push(s);
        }
    }
    assert!(idle.len() > 1000, "the connections were made: {}", idle.len());
    // Served all the while: the operator's check and a new player.
    assert!(server.health().contains("ok: 1 rooms"), "{}", server.health());
    let (mut late, _, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Eve".into(), setup: setup(&seats, 1) }).await;
    late.send(&ClientMsg::Start).await.expect("starts");
    // Every idle one is closed by the server, the last within their few seconds.
    let mut closed = 0;
    for s in &mut idle {
        if closed_within(s, 20).await {
            closed += 1;
        }
    }
    assert_eq!(closed, idle.len(), "every idle connection was closed");
    let played = play_on(&mut calm, None).await;
    assert!(played.record.is_some(), "the room played to its end");
    assert!(play_on(&mut late, None).await.record.is_some(), "and the late one");
}

/// SIGTERM ends the server even with a client holding half a request and another at a table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_ends_the_server_whatever_the_clients_do() {
    // An hour to finish an upgrade: only the stop itself may close the half request.
    let mut server = ServerProcess::start(&data_dir("term"), 0, &["--upgrade-within", "3"]);
    let mut half = tokio::net::TcpStream::connect(&server.addr).await.expect("connects");
    half.write_all(b"GET /health HTTP/1.1\r\nHost: x\r\n").await.expect("sends half");
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (_seated, _, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    // Generous: a hung server fails here, a slow machine does not.
    let status = tokio::task::spawn_blocking(move || {
        let status = server.terminate(30);
        (status, server)
    })
    .await
    .expect("waits");
    assert!(status.0.is_some_and(|s| s.success()), "SIGTERM ended the server: {:?}", status.0);
    assert!(closed_within(&mut half, 5).await, "the half request's connection closed with it");
}

/// Moves the clients were told of, lost with a damaged write-ahead log: the server, started
/// again, finds out when they come back, and says so in its log and to the players.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_lost_with_a_damaged_log_are_reported() {
    let data = data_dir("wal");
    let mut server = ServerProcess::start(&data, 0, &[]);
    let addr = server.addr.clone();
    let seats = vec![SeatPlan::Friend, SeatPlan::Computer(Level::Greedy)];
    let (mut host, _, _, token) = sit(&addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    host.send(&ClientMsg::Start).await.expect("starts");
    let played = play_on(&mut host, Some(12)).await;
    let (seen, _) = played.last_view.expect("views");
    let seal = played.last_seal;
    assert!(!seal.is_empty(), "a seat's views come sealed");
    server.kill();
    // The log cut short, as a damaged disk or a copy would leave it.
    let wal = data.join("rooms.sqlite3-wal");
    let len = std::fs::metadata(&wal).expect("a write-ahead log").len();
    std::fs::OpenOptions::new().write(true).open(&wal).expect("opens").set_len(len * 2 / 3).expect("cuts");
    let restarted = ServerProcess::start(&data, server.port(), &[]);
    let mut back = Remote::start(addr, ClientMsg::Resume { token, seen, seal });
    let told = loop {
        match tokio::time::timeout(Duration::from_secs(20), back.notes.recv()).await.expect("a note").expect("the seat") {
            Note::Msg(ServerMsg::Behind { kept, seen }) => break (kept, seen),
            Note::Gone(why) => panic!("the seat is gone: {why:?}"),
            _ => {}
        }
    };
    assert_eq!(told.1, seen);
    assert!(told.0 < seen, "kept {} of {seen}", told.0);
    let log = restarted.log();
    assert!(log.contains(&format!("a player was told of revision {seen}, but the database kept revision {}", told.0)), "{log}");
}

/// A client's word alone is not proof of lost moves: coming back to a seat claiming a revision
/// the server never sent — with no seal or a made-up one — raises no alarm, in the log or at the table. (Before seals, anyone with a seat's token
/// could make the server say its database had lost moves.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_claimed_revision_without_the_servers_seal_raises_no_alarm() {
    let server = ServerProcess::start(&data_dir("false-alarm"), 0, &[]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Friend];
    let (_host, code, _, token) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    let (mut bo, _, _, _) = sit(&server.addr, ClientMsg::Join { code, name: "Bo".into() }).await;
    let made_up = "ab".repeat(32);
    for (seen, seal) in [(5, String::new()), (5, made_up), (1, "0".repeat(64))] {
        let (_again, _, seat, _) = sit(&server.addr, ClientMsg::Resume { token: token.clone(), seen, seal }).await;
        assert_eq!(seat, 0);
    }
    // Bo hears the lobby change as Ana comes and goes, and no alarm.
    let until = Instant::now() + Duration::from_secs(2);
    while let Ok(Ok(msg)) = tokio::time::timeout(until.saturating_duration_since(Instant::now()), bo.recv()).await {
        assert!(!matches!(msg, ServerMsg::Behind { .. }), "a false alarm reached the table: {msg:?}");
    }
    let log = server.log();
    assert!(!log.contains("moves were lost"), "a false alarm in the log: {log}");
}

/// Behind a trusted proxy, players are counted by the address it forwards; anyone else's
/// forwarded address is ignored.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_behind_a_trusted_proxy_are_counted_apart() {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let connect = async |addr: &str, forwarded: &str| {
        let mut request = format!("ws://{addr}/ws").into_client_request().expect("a request");
        request.headers_mut().insert("x-forwarded-for", forwarded.parse().expect("a header"));
        tokio_tungstenite::connect_async(request).await.map(|(ws, _)| ws)
    };
    let trusting = ServerProcess::start(&data_dir("proxy"), 0, &["--trusted-proxy", "127.0.0.1", "--connections-per-address", "2"]);
    let mut open = Vec::new();
    for player in ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.1"] {
        open.push(connect(&trusting.addr, player).await.expect("each player has room of their own"));
    }
    let third = connect(&trusting.addr, "203.0.113.1").await;
    assert!(third.is_err(), "the third of one player's connections is refused");
    drop(open);

    let wary = ServerProcess::start(&data_dir("no-proxy"), 0, &["--connections-per-address", "2"]);
    let mut open = Vec::new();
    for player in ["203.0.113.1", "203.0.113.2"] {
        open.push(connect(&wary.addr, player).await.expect("within the limit"));
    }
    assert!(connect(&wary.addr, "203.0.113.3").await.is_err(), "a stranger's forwarded address is not believed");
}

/// One address may not fill the server with rooms.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_holds_only_so_many_rooms() {
    let server = ServerProcess::start(&data_dir("rooms"), 0, &["--rooms-per-address", "3"]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let mut hosts = Vec::new();
    for name in ["A", "B", "C"] {
        hosts.push(sit(&server.addr, ClientMsg::CreateRoom { name: name.into(), setup: setup(&seats, 1) }).await);
    }
    let mut c = Connection::open(&server.addr).await.expect("connects");
    c.send(&ClientMsg::CreateRoom { name: "D".into(), setup: setup(&seats, 1) }).await.expect("sends");
    let ServerMsg::Refused { why } = next(&mut c, 10).await else { panic!("a refusal") };
    assert_eq!(why, Refusal::TooManyRooms { most: 3 });
    assert!(server.health().contains("ok: 3 rooms"), "{}", server.health());
}

/// Hints are bounded for a seat over time: past its share, "slow down".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_asked_too_often_are_refused() {
    let server = ServerProcess::start(&data_dir("hints"), 0, &["--hints-per-seat-minute", "1"]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Computer(Level::Greedy)];
    let (mut c, _, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    c.send(&ClientMsg::Start).await.expect("starts");
    let mut answers = Vec::new();
    // At each of the host's first turns, a hint, then the move.
    while answers.len() < 2 {
        let ServerMsg::View { revision, view, .. } = next(&mut c, 20).await else { continue };
        let Some(action) = choose(&view).filter(|_| view.to_move == 0) else { continue };
        c.send(&ClientMsg::Hint { revision }).await.expect("asks");
        loop {
            match next(&mut c, 20).await {
                ServerMsg::Hint { .. } => {
                    answers.push(None);
                    break;
                }
                ServerMsg::Refused { why } => {
                    answers.push(Some(why));
                    break;
                }
                _ => {}
            }
        }
        c.send(&ClientMsg::Act { revision, action }).await.expect("plays");
    }
    assert_eq!(answers, [None, Some(Refusal::SlowDown)], "one hint a minute for this seat");
}

/// One address sending its rooms more than its pace is told to slow down, and no one else is:
/// a family at another address plays on unhurried.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_sending_too_fast_is_slowed_and_no_one_else() {
    let server = ServerProcess::start(&data_dir("pace"), 0, &["--messages-per-second", "2"]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (mut host, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    let mut guest =
        Connection::open_from(&server.addr, "127.0.0.2".parse().expect("an address")).await.expect("connects from a second address");
    guest.send(&ClientMsg::Join { code, name: "Bea".into() }).await.expect("joins");
    while !matches!(next(&mut guest, 10).await, ServerMsg::Seated { .. }) {}
    // Ten moves at once from the host's address, each at a table that has moved on: the room
    // refuses the first ones itself, the rest never reach it.
    let stale = ClientMsg::Act { revision: 0, action: mexican_train::rules::Action::Pass };
    for _ in 0..10 {
        host.send(&stale).await.expect("sends");
    }
    let mut refusals = Vec::new();
    while refusals.len() < 10 {
        if let ServerMsg::Refused { why } = next(&mut host, 10).await {
            refusals.push(why);
        }
    }
    let slowed = refusals.iter().filter(|why| **why == Refusal::SlowDown).count();
    // (The room's own refusals come after the slowed ones: those are said before reaching it.)
    assert!((1..=8).contains(&slowed), "two a second reach the room, the rest are slowed: {refusals:?}");
    // The other address is not slowed by the host's haste.
    guest.send(&stale).await.expect("sends");
    loop {
        if let ServerMsg::Refused { why } = next(&mut guest, 10).await {
            assert_ne!(why, Refusal::SlowDown, "another address keeps its own pace");
            break;
        }
    }
}

/// A family of eight behind one home router (one address, the server's default limits): they
/// join, play two rounds at a brisk pace, say "well played" together at the round's end, and
/// drop and come back together three times (the router restarting). Nobody is ever refused: a
/// seat's token coming back is no guess, and each person at a table has their own allowance of
/// messages. (Before, the 24 comebacks and 8 joins passed the 30 tries a minute, and the round's
/// end passed 10 messages a second.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_household_behind_one_address_is_never_refused() {
    let server = ServerProcess::start(
        &data_dir("household"),
        0,
        &["--messages-per-second", "10", "--joins-per-minute", "30", "--connections-per-minute", "600"],
    );
    let router = Proxy::start(&server.addr).await;
    let seats = vec![SeatPlan::Friend; 8];
    let mut host = Remote::start(router.addr.clone(), ClientMsg::CreateRoom { name: "Mum".into(), setup: setup(&seats, 2) });
    let code = seated(&mut host).await;
    let mut family = vec![host];
    for name in ["Dad", "Ana", "Bo", "Cy", "Dee", "Eli", "Flo"] {
        let mut r = Remote::start(router.addr.clone(), ClientMsg::Join { code: code.clone(), name: name.into() });
        seated(&mut r).await;
        family.push(r);
    }
    family[0].send(ClientMsg::Start);
    let playing: Vec<_> = family.into_iter().map(|r| tokio::spawn(play_at_home(r))).collect();
    for _ in 0..3 {
        tokio::time::sleep(Duration::from_secs(2)).await;
        router.cut();
    }
    let mut records = Vec::new();
    let mut reconnects = 0;
    for p in playing {
        let (record, back) = p.await.expect("a person's play");
        records.push(record);
        reconnects += back;
    }
    assert!(records.iter().all(|r| r.is_some() && *r == records[0]), "everyone played the match to its end");
    assert!(reconnects >= 8 * 3, "everyone came back after each cut: {reconnects} comebacks");
}

/// A person at home: a move every 60 ms, "well played" and ready at a round's end; any refusal
/// fails the test. The match's record and how many times the connection came back.
async fn play_at_home(mut r: Remote) -> (Option<String>, usize) {
    use mexican_train::net::protocol::Quick;
    let mut readied = None;
    let mut back = 0;
    loop {
        let note = match tokio::time::timeout(Duration::from_secs(60), r.notes.recv()).await {
            Ok(Some(n)) => n,
            other => panic!("nothing more heard: {other:?}"),
        };
        match note {
            Note::Msg(ServerMsg::View { revision, view, .. }) => {
                if let Some(action) = choose(&view) {
                    tokio::time::sleep(Duration::from_millis(60)).await;
                    r.send(ClientMsg::Act { revision, action });
                } else if view.end.is_some() && !view.match_over && readied != Some(view.round_index) {
                    readied = Some(view.round_index);
                    r.send(ClientMsg::Say { quick: Quick::WellPlayed });
                    r.send(ClientMsg::NextRound);
                }
            }
            Note::Msg(ServerMsg::Record { text }) => return (Some(text), back),
            Note::Msg(ServerMsg::Refused { why }) => panic!("refused: {why}"),
            Note::Back => back += 1,
            Note::Gone(why) => panic!("the seat is gone: {why}"),
            _ => {}
        }
    }
}

/// A friend on a slow line: joins `code` from `from` on a socket with a small receive window,
/// then reads at most `bytes_per_second`, for `secs` seconds. Whether the server still held
/// the connection at the end (it closes one whose client does not take what it is sent).
async fn slow_friend(addr: String, from: &str, code: String, bytes_per_second: u64, secs: u64) -> bool {
    use futures_util::{SinkExt, StreamExt};
    use mexican_train::net::protocol::{VERSION, encode};
    use tokio_tungstenite::tungstenite::Message;
    let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
    socket.set_recv_buffer_size(8 * 1024).expect("a small window");
    socket.bind(format!("{from}:0").parse().expect("an address")).expect("binds");
    let stream = socket.connect(addr.parse().expect("the server's address")).await.expect("connects");
    let (mut ws, _) = tokio_tungstenite::client_async(format!("ws://{addr}/ws"), stream).await.expect("a WebSocket");
    for msg in [ClientMsg::Hello { version: VERSION }, ClientMsg::Join { code, name: "Bea".into() }] {
        ws.send(Message::text(encode(&msg))).await.expect("sends");
    }
    let until = Instant::now() + Duration::from_secs(secs);
    while Instant::now() < until {
        match tokio::time::timeout_at(until.into(), ws.next()).await {
            Ok(Some(Ok(msg))) => {
                let micros = msg.len() as u64 * 1_000_000 / bytes_per_second;
                tokio::time::sleep(Duration::from_micros(micros)).await;
            }
            Ok(_) => return false,
            Err(_) => break,
        }
    }
    true
}

/// One address watching `code` over and over (hello, watch, close) until `until`: the watches
/// let in, and whether it was told it tried too often.
async fn watch_again_and_again(addr: String, from: std::net::IpAddr, code: String, until: Instant) -> (usize, bool) {
    let (mut watched, mut slowed) = (0, false);
    while Instant::now() < until {
        let Ok(mut c) = Connection::open_from(&addr, from).await else { continue };
        if c.send(&ClientMsg::Watch { code: code.clone() }).await.is_err() {
            continue;
        }
        loop {
            match tokio::time::timeout(Duration::from_secs(5), c.recv()).await {
                Ok(Ok(ServerMsg::Watching { .. })) => watched += 1,
                Ok(Ok(ServerMsg::Refused { why: Refusal::TooManyTries })) => slowed = true,
                Ok(Ok(ServerMsg::Refused { .. })) | Ok(Err(_)) | Err(_) => {}
                Ok(Ok(_)) => continue,
            }
            break;
        }
        c.close().await;
    }
    (watched, slowed)
}

/// A storm of watchers beside a room of two friends, for 15 s: 60 connections from 60
/// addresses each watching, closing and watching again as fast as they can (the limit on
/// watching from one address lifted: the storm from many). The players hear of the watchers a
/// few times a second, the latest count winning, not with every arrival and departure (before:
/// a lobby of 1.2 KB for each, over two thousand a second), so a friend on a slow line (8 KB a
/// second) is never shown away.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_watcher_storm_keeps_every_player_seated() {
    const SECS: u64 = 15;
    let lifted = ["--queue", "64", "--watchers-per-room", "1000", "--joins-per-minute", "1000000"];
    let server = ServerProcess::start(&data_dir("storm"), 0, &lifted);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (mut host, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    let friend = tokio::spawn(slow_friend(server.addr.clone(), "127.0.0.2", code.clone(), 8 * 1024, SECS + 3));
    // The friend is seated and connected before the storm.
    let seated = Instant::now() + Duration::from_secs(10);
    loop {
        assert!(Instant::now() < seated, "the friend sits down");
        if let ServerMsg::Lobby(l) = next(&mut host, 10).await
            && l.seats[1].connected
        {
            break;
        }
    }
    let until = Instant::now() + Duration::from_secs(SECS);
    let storm: Vec<_> =
        (1..=60u8).map(|i| tokio::spawn(watch_again_and_again(server.addr.clone(), [127, 0, 1, i].into(), code.clone(), until))).collect();
    let (mut lobbies, mut away, mut watchers_told, mut host_dropped) = (0, 0, Vec::new(), false);
    while Instant::now() < until {
        match tokio::time::timeout_at(until.into(), host.recv()).await {
            Ok(Ok(ServerMsg::Lobby(l))) => {
                lobbies += 1;
                watchers_told.push(l.watchers);
                away += usize::from(!l.seats[1].connected);
            }
            Ok(Ok(_)) => {}
            Ok(Err(_)) => {
                host_dropped = true;
                break;
            }
            Err(_) => break,
        }
    }
    let mut watched = 0;
    for s in storm {
        watched += s.await.expect("a watcher").0;
    }
    let friend_stayed = friend.await.expect("the friend");
    println!("storm: {watched} watches in {SECS} s; the host told the lobby {lobbies} times (watchers: {watchers_told:?})");
    assert!(!host_dropped, "the host was dropped, after {lobbies} lobbies");
    assert_eq!(away, 0, "the friend was shown away {away} times");
    assert!(friend_stayed, "the friend on a slow line was dropped");
    assert!(watched > 1000, "a storm: {watched} watches in {SECS} s");
    assert!(lobbies >= SECS as usize, "the host heard of the watchers as they came and went: {lobbies} lobbies");
    assert!(lobbies <= 5 * SECS as usize, "the host was told the lobby {lobbies} times in {SECS} s");
}

/// Watching counts against an address as creating rooms does (30 a minute by default): one
/// address watching, closing and watching again is let in 30 times, then told it tries too
/// often, while another address watches on. (Before, a right code never counted.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn watching_over_and_over_counts_against_the_address() {
    let server = ServerProcess::start(&data_dir("watch-count"), 0, &[]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (_host, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    let until = Instant::now() + Duration::from_secs(3);
    let (watched, slowed) = watch_again_and_again(server.addr.clone(), [127, 0, 0, 3].into(), code.clone(), until).await;
    assert!(slowed && watched == 30, "one address watched {watched} times in 3 s (told to slow down: {slowed})");
    let mut other = Connection::open_from(&server.addr, [127, 0, 0, 4].into()).await.expect("connects");
    other.send(&ClientMsg::Watch { code }).await.expect("sends");
    assert!(matches!(next(&mut other, 10).await, ServerMsg::Watching { .. }), "another address watches");
}

/// Glancing at a seat's room with its right token counts against the address (240 a minute by
/// default, here 5): the sixth glance in a minute is told it tries too often, another address
/// glances on. (Before, a right token had no limit: 3,100 glances a second from one address.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn glancing_too_often_is_refused() {
    let server = ServerProcess::start(&data_dir("glance-count"), 0, &["--glances-per-minute", "5"]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (_host, _, _, token) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    let glance_from = |from: [u8; 4]| {
        let (addr, token) = (server.addr.clone(), token.clone());
        async move {
            let mut c = Connection::open_from(&addr, from.into()).await.expect("connects");
            c.send(&ClientMsg::Glance { token }).await.expect("sends");
            next(&mut c, 10).await
        }
    };
    for i in 0..5 {
        assert!(matches!(glance_from([127, 0, 0, 5]).await, ServerMsg::Glance(_)), "glance {i} answered");
    }
    assert_eq!(glance_from([127, 0, 0, 5]).await, ServerMsg::Refused { why: Refusal::TooManyTries }, "the sixth is refused");
    assert!(matches!(glance_from([127, 0, 0, 6]).await, ServerMsg::Glance(_)), "another address glances on");
}

/// Connections opened too fast from one address are closed at the door, before any handshake
/// (a storm of connections that are refused only once they have said hello still costs the
/// server each handshake): with 20 a minute, the 21st from one address is not let in, while
/// another address connects.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_opened_too_fast_are_closed_at_the_door() {
    let server = ServerProcess::start(&data_dir("door"), 0, &["--connections-per-minute", "20"]);
    for i in 0..20 {
        let c = Connection::open_from(&server.addr, [127, 0, 0, 7].into()).await;
        c.unwrap_or_else(|e| panic!("connection {i} is let in: {e}")).close().await;
    }
    assert!(Connection::open_from(&server.addr, [127, 0, 0, 7].into()).await.is_err(), "the 21st in a minute is closed at the door");
    let other = Connection::open_from(&server.addr, [127, 0, 0, 8].into()).await;
    assert!(other.is_ok(), "another address connects");
    assert!(server.health().starts_with("HTTP/1.1 200"), "the server serves on: {}", server.health());
}

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
    server.kill();
    // The log cut short, as a damaged disk or a copy would leave it.
    let wal = data.join("rooms.sqlite3-wal");
    let len = std::fs::metadata(&wal).expect("a write-ahead log").len();
    std::fs::OpenOptions::new().write(true).open(&wal).expect("opens").set_len(len * 2 / 3).expect("cuts");
    let restarted = ServerProcess::start(&data, server.port(), &[]);
    let mut back = Remote::start(addr, ClientMsg::Resume { token, seen });
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
        let ServerMsg::View { revision, view } = next(&mut c, 20).await else { continue };
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
    let server = ServerProcess::start(&data_dir("household"), 0, &["--messages-per-second", "10", "--joins-per-minute", "30"]);
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
            Note::Msg(ServerMsg::View { revision, view }) => {
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

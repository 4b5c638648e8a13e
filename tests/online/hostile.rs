//! Hostile and broken clients get a refusal or a closed connection, never a panic, and the room
//! next door plays on undisturbed.

use super::*;
use futures_util::{SinkExt, StreamExt};
use mexican_train::ai::Level;
use mexican_train::net::client::{Connection, Trouble};
use mexican_train::net::protocol::{ClientMsg, Quick, Refusal, SeatPlan, ServerMsg, VERSION, encode};
use mexican_train::rules::view::SeatView;
use mexican_train::rules::{Action, RuleError, Tile, TrainId};

use tokio_tungstenite::tungstenite::Message;

/// A room of one person and a computer, started: the host's connection, at its first turn.
async fn bystander(addr: &str) -> (Connection, u64, SeatView) {
    let seats = vec![SeatPlan::Friend, SeatPlan::Computer(Level::Greedy)];
    let (mut c, _, _, _) = sit(addr, ClientMsg::CreateRoom { name: "Dee".into(), setup: setup(&seats, 1) }).await;
    c.send(&ClientMsg::Start).await.expect("starts");
    let played = play_on(&mut c, Some(0)).await;
    let (revision, view) = played.last_view.expect("a view");
    (c, revision, view)
}

/// The bystander plays its turn and on to the match's end.
async fn play_to_the_end(calm: &mut Connection, revision: u64, view: &SeatView) -> Played {
    let action = choose(view).expect("its turn");
    calm.send(&ClientMsg::Act { revision, action }).await.expect("sends");
    play_on(calm, None).await
}

/// The next refusal (other messages skipped), or why none came.
async fn refusal(c: &mut Connection) -> Result<Refusal, Trouble> {
    loop {
        match tokio::time::timeout(std::time::Duration::from_secs(10), c.recv()).await {
            Ok(Ok(ServerMsg::Refused { why })) => return Ok(why),
            Ok(Ok(_)) => continue,
            Ok(Err(e)) => return Err(e),
            Err(_) => return Err(Trouble::NoAnswer { address: "the test's server".into() }),
        }
    }
}

/// A raw WebSocket to the server, before any hello.
async fn raw(addr: &str) -> tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>> {
    let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws")).await.expect("connects");
    ws
}

/// A refusal as the server sent it.
fn refused(text: &str) -> Refusal {
    match mexican_train::net::protocol::decode::<ServerMsg>(text) {
        Ok(ServerMsg::Refused { why }) => why,
        other => panic!("not a refusal: {other:?} ({text})"),
    }
}

/// Malformed, out-of-order and out-of-turn messages are refused with a reason; another version
/// is told so in words; an oversized message closes only its own connection.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_messages_are_refused_and_other_rooms_play_on() {
    let mut server = ServerProcess::start(&data_dir("bad"), 0, &[]);
    let (mut calm, revision, calm_view) = bystander(&server.addr).await;

    // Out of order: a move before hello closes the connection with a reason.
    let mut ws = raw(&server.addr).await;
    ws.send(Message::text(encode(&ClientMsg::Start))).await.expect("sends");
    let Some(Ok(Message::Text(t))) = ws.next().await else { panic!("an answer") };
    assert_eq!(refused(&t), Refusal::HelloFirst, "{t}");

    // Another version is told who should update.
    let mut ws = raw(&server.addr).await;
    ws.send(Message::text(encode(&ClientMsg::Hello { version: VERSION + 1 }))).await.expect("sends");
    let Some(Ok(Message::Text(t))) = ws.next().await else { panic!("an answer") };
    assert_eq!(refused(&t), Refusal::OtherVersion { server: VERSION, yours: VERSION + 1 }, "{t}");

    // Greeted but not seated; then seated but not the host, not at that revision, not the turn.
    let mut c = Connection::open(&server.addr).await.expect("connects");
    c.send(&ClientMsg::Start).await.expect("sends");
    assert_eq!(refusal(&mut c).await, Ok(Refusal::JoinFirst));
    for text in ["not json", "{\"Act\":{}}", "{\"Fly\":{\"to\":\"moon\"}}", "[]", "\u{0}\u{1}"] {
        c.send_text(text).await.expect("sends");
        assert!(matches!(refusal(&mut c).await, Ok(Refusal::NotUnderstood { .. })), "{text}");
    }
    c.send(&ClientMsg::Join { code: "ZZZZ-ZZZZ".into(), name: "Eve".into() }).await.expect("sends");
    assert_eq!(refusal(&mut c).await, Ok(Refusal::NoSuchRoom));
    c.send(&ClientMsg::Join { code: "not a code".into(), name: "Eve".into() }).await.expect("sends");
    assert_eq!(refusal(&mut c).await, Ok(Refusal::CodeSymbols { wrong: "OO".into() }), "the letters codes never have");

    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (mut host, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    let (mut eve, _, _, _) = sit(&server.addr, ClientMsg::Join { code: code.clone(), name: "Eve".into() }).await;
    eve.send(&ClientMsg::Start).await.expect("sends");
    assert_eq!(refusal(&mut eve).await, Ok(Refusal::OnlyHostStarts));
    eve.send(&ClientMsg::StandIn { seat: 0, level: Some(Level::Hard) }).await.expect("sends");
    assert_eq!(refusal(&mut eve).await, Ok(Refusal::OnlyHostGivesSeats));
    host.send(&ClientMsg::Start).await.expect("starts");
    let view_of = async |c: &mut Connection| loop {
        if let ServerMsg::View { revision, view, .. } = next(c, 10).await {
            break (revision, view);
        }
    };
    let (rev, host_view) = view_of(&mut host).await;
    let (_, eve_view) = view_of(&mut eve).await;
    let (mover, waiter, hand) =
        if host_view.to_move == 0 { (&mut host, &mut eve, host_view.hand) } else { (&mut eve, &mut host, eve_view.hand) };
    mover.send(&ClientMsg::Act { revision: rev + 5, action: Action::Pass }).await.expect("sends");
    assert_eq!(refusal(mover).await, Ok(Refusal::NotReached));
    // A tile of the mover's that cannot match the engine (the first round's is 12): the engine's reason.
    let tile = *hand.iter().find(|t| t.0 != 12 && t.1 != 12).expect("a tile without a 12");
    mover.send(&ClientMsg::Act { revision: rev, action: Action::Play { tile, train: TrainId::Mexican } }).await.expect("sends");
    let reason = refusal(mover).await;
    assert!(
        matches!(reason, Ok(Refusal::Rule(RuleError::NoMatch { train: TrainId::Mexican, end: 12, .. }))),
        "the engine's reason: {reason:?}"
    );
    waiter.send(&ClientMsg::Act { revision: rev, action: Action::Draw }).await.expect("sends");
    assert_eq!(refusal(waiter).await, Ok(Refusal::NotYourTurn));
    // A message over the size limit closes its connection.
    eve.send_text(&"x".repeat(70 * 1024)).await.expect("sends");
    assert!(refusal(&mut eve).await.is_err(), "an oversized message closes its connection");

    // The server stands, and the room next door plays on.
    assert!(server.alive());
    assert!(server.health().starts_with("HTTP/1.1 200"), "{}", server.health());
    let on = play_to_the_end(&mut calm, revision, &calm_view).await;
    assert!(on.record.is_some() && on.moves_made > 0, "the other room played to its end from revision {revision}");
}

/// An address may hold only so many connections, and try only so many codes a minute.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_and_code_guesses_are_limited_per_address() {
    let server = ServerProcess::start(&data_dir("limits"), 0, &["--connections-per-address", "6", "--joins-per-minute", "10"]);
    let mut open = Vec::new();
    for _ in 0..6 {
        open.push(Connection::open(&server.addr).await.expect("connects within the limit"));
    }
    // Closed as it is taken, before a word of HTTP.
    let refused = Connection::open(&server.addr).await.err().expect("the seventh is refused");
    assert!(matches!(&refused, Trouble::CannotReach { .. }), "{refused:?}");
    open.pop().expect("one").close().await;
    // A place is free again once the server has seen the close (asked again until it has).
    let since = std::time::Instant::now();
    let mut guesser = loop {
        match Connection::open(&server.addr).await {
            Ok(c) => break c,
            Err(e) => assert!(since.elapsed().as_secs() < 20, "no place came free: {e:?}"),
        }
    };

    // Guessing codes: ten tries a minute, then refusals (the code space is 31^8).
    let mut refusals = Vec::new();
    for i in 0..14 {
        guesser.send(&ClientMsg::Join { code: format!("ABCD-EF{:02}", 22 + i % 8), name: "Mal".into() }).await.expect("sends");
        refusals.push(refusal(&mut guesser).await.expect("a refusal"));
    }
    assert!(refusals[..10].iter().all(|r| matches!(r, Refusal::NoSuchRoom | Refusal::CodeSymbols { .. })), "{refusals:?}");
    assert!(refusals[10..].iter().all(|r| *r == Refusal::TooManyTries), "{refusals:?}");
    assert!(server.health().contains("ok: 0 rooms"));
}

/// A client that sends without reading what it is told is dropped once its queue is full; the
/// others are told it is away and play on. Quick messages are limited, so no one can flood a table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_reading_is_dropped() {
    let server = ServerProcess::start(&data_dir("slow"), 0, &["--queue", "16"]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (mut host, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    // The sleeper's socket takes little before it pushes back.
    let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
    socket.set_recv_buffer_size(4096).expect("a small buffer");
    let stream = socket.connect(server.addr.parse().expect("an address")).await.expect("connects");
    let (mut sleeper, _) = tokio_tungstenite::client_async(format!("ws://{}/ws", server.addr), stream).await.expect("a WebSocket");
    sleeper.send(Message::text(encode(&ClientMsg::Hello { version: VERSION }))).await.expect("sends");
    sleeper.send(Message::text(encode(&ClientMsg::Join { code, name: "Zzz".into() }))).await.expect("sends");
    // Moves at a position never reached: each is answered with a refusal it never reads.
    let mut sent = 0;
    let ask = encode(&ClientMsg::Act { revision: 999, action: Action::Draw });
    while sent < 200_000 && sleeper.send(Message::text(ask.clone())).await.is_ok() {
        sent += 1;
    }
    loop {
        if let ServerMsg::Lobby(l) = next(&mut host, 20).await
            && l.seats[1].name.is_some()
            && !l.seats[1].connected
        {
            break;
        }
    }
    assert!(sent < 200_000, "the sleeper's connection was closed after {sent} messages");
    assert!(server.health().contains("ok: 1 rooms, 1 connections"), "{}", server.health());

    // Quick messages: five in ten seconds, then a refusal.
    for _ in 0..5 {
        host.send(&ClientMsg::Say { quick: Quick::WellPlayed }).await.expect("sends");
        loop {
            if let ServerMsg::Said { .. } = next(&mut host, 10).await {
                break;
            }
        }
    }
    host.send(&ClientMsg::Say { quick: Quick::WellPlayed }).await.expect("sends");
    assert_eq!(refusal(&mut host).await, Ok(Refusal::SlowDown));
}

/// Thousands of mutated messages (bytes flipped, cut, repeated; seeded) from greeted and seated
/// clients: the server never falls, and answers health checks throughout.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fuzz_of_malformed_messages_never_crashes_the_server() {
    let mut server = ServerProcess::start(&data_dir("fuzz"), 0, &["--joins-per-minute", "1000"]);
    let (mut calm, revision, calm_view) = bystander(&server.addr).await;
    let seats = vec![SeatPlan::Friend, SeatPlan::Computer(Level::Greedy)];
    let valid: Vec<String> = [
        ClientMsg::CreateRoom { name: "Fuzz".into(), setup: setup(&seats, 1) },
        ClientMsg::Join { code: "ABCD-EFGH".into(), name: "Fuzz".into() },
        ClientMsg::Start,
        ClientMsg::Act { revision: 1, action: Action::Play { tile: Tile(12, 5), train: TrainId::Personal(0) } },
        ClientMsg::Act { revision: 3, action: Action::Draw },
        ClientMsg::NextRound,
        ClientMsg::Say { quick: Quick::Oops },
        ClientMsg::StandIn { seat: 1, level: Some(Level::Hard) },
        ClientMsg::Resume { token: "00".repeat(16), seen: 0, seal: String::new() },
    ]
    .iter()
    .map(encode)
    .collect();
    let mut rng = 0x9e37_79b9_7f4a_7c15u64;
    let mut roll = |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        (rng % n as u64) as usize
    };
    let mut c = Connection::open(&server.addr).await.expect("connects");
    let (mut sent, mut reopened) = (0, 0);
    while sent < 3000 {
        let mut bytes = valid[roll(valid.len())].clone().into_bytes();
        for _ in 0..1 + roll(4) {
            let at = roll(bytes.len());
            match roll(4) {
                0 => {
                    let some = b"{}[]\":,0123456789-aZ\\";
                    bytes[at] = some[roll(some.len())];
                }
                1 => bytes.truncate(at.max(1)),
                2 => bytes.insert(at, roll(256) as u8),
                _ => {
                    let copy = bytes[at..].to_vec();
                    bytes.extend_from_slice(&copy);
                }
            }
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        sent += 1;
        if c.send_text(&text).await.is_err() || sent % 200 == 0 {
            // Closed after too many bad messages in a row (or to start afresh): open another.
            c = Connection::open(&server.addr).await.expect("the server still answers");
            reopened += 1;
        }
        if sent % 500 == 0 {
            assert!(server.alive() && server.health().contains("ok:"), "health after {sent} messages");
        }
    }
    assert!(reopened > 0);
    assert!(server.alive(), "the server stands after {sent} mutated messages");
    let on = play_to_the_end(&mut calm, revision, &calm_view).await;
    assert!(on.record.is_some(), "the room next door played to its end");
}

/// `wss://` addresses (a server behind a TLS proxy) are spoken with TLS: against this plain
/// server the TLS handshake itself fails, rather than the client lacking TLS.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wss_address_is_spoken_with_tls() {
    let server = ServerProcess::start(&data_dir("wss"), 0, &[]);
    let refused = Connection::open(&format!("wss://{}/ws", server.addr)).await.err().expect("no TLS here");
    // The network library's own words: the handshake was tried and failed, TLS was not missing.
    let Trouble::CannotReach { detail, .. } = &refused else { panic!("{refused:?}") };
    assert!(!detail.to_lowercase().contains("not compiled") && !detail.contains("not supported"), "{detail}");
    assert!(detail.to_lowercase().contains("tls") || detail.contains("corrupt") || detail.contains("InvalidContentType"), "{detail}");
}

/// A name holding a control character (NUL, a bell, an ANSI escape, DEL) is refused for what
/// it is, not as a name too long (before: `NameTooLong { max: 24 }` for "Bo" and a bell); a
/// long name is still refused as long, a tab is a space, and the seat stays free for a name
/// that can be read.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_with_control_characters_is_refused_for_what_it_is() {
    let server = ServerProcess::start(&data_dir("names"), 0, &[]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (_host, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    let mut c = Connection::open(&server.addr).await.expect("connects");
    for name in ["Bo\u{0}", "Bo\u{7}", "\u{1b}[31mBo", "Bo\u{7f}", "\u{9b}Bo"] {
        c.send(&ClientMsg::Join { code: code.clone(), name: name.into() }).await.expect("sends");
        assert_eq!(refusal(&mut c).await, Ok(Refusal::NameUnprintable), "{name:?}");
    }
    c.send(&ClientMsg::Join { code: code.clone(), name: "B".repeat(25) }).await.expect("sends");
    assert_eq!(refusal(&mut c).await, Ok(Refusal::NameTooLong { max: 24 }));
    c.send(&ClientMsg::Join { code, name: "Bo\tLee".into() }).await.expect("sends");
    loop {
        match next(&mut c, 10).await {
            ServerMsg::Lobby(l) => {
                assert_eq!(l.seats[1].name.as_deref(), Some("Bo Lee"), "a tab is a space");
                break;
            }
            ServerMsg::Refused { why } => panic!("refused: {why}"),
            _ => {}
        }
    }
}

//! A host's table reached by its key (`serve --table`, as a game hosting one runs it): a real
//! iroh relay on loopback started by the test, the server process told to use only it, and the
//! players' games dialling the table's address through it — no direct path, no port opened.

use super::secrets::{assert_no_leaks, watch, watch_on};
use super::*;
use mexican_train::ai::Level;
use mexican_train::net::client::Remote;
use mexican_train::net::link::TableAddress;
use mexican_train::net::protocol::{ClientMsg, SeatPlan};
use mexican_train::rules::record::MatchRecord;

fn table_server(data: &std::path::Path, relay: &Relay) -> ServerProcess {
    let args = relay.serve_args();
    ServerProcess::start(data, 0, &args.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Three people and a computer play a match at a hosted table, every connection through the
/// relay; each friend joins with the invite (the table's address and the room's code), and
/// someone watches with the same invite. Every message each person and the watcher received is
/// read for tiles they may not know.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn friends_play_a_match_at_a_table_through_a_relay() {
    let relay = relay();
    let server = table_server(&data_dir("table-match"), relay);
    let address = server.table.clone().expect("the table's address");
    let table = TableAddress::parse(&address).expect("a table's address");
    assert!(table.direct.is_empty(), "only the relay: {address}");
    assert_eq!(table.relays.iter().map(|r| r.to_string()).collect::<Vec<_>>(), [relay.url.as_str()], "{address}");

    let seats = vec![SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(Level::Normal), SeatPlan::Friend];
    let room = setup(&seats, 2);
    let (mut a, code, _, _) = sit(&address, ClientMsg::CreateRoom { name: "Ana".into(), setup: room.clone() }).await;
    let invite = table.with_code(&code).to_text();
    assert!(invite.starts_with("mexican-train://join/"), "{invite}");
    let (mut b, _, seat_b, _) = sit(&invite, ClientMsg::Join { code: code.clone(), name: "Bo".into() }).await;
    let (mut c, _, seat_c, _) = sit(&invite, ClientMsg::Join { code: code.clone(), name: "Cy".into() }).await;
    assert_eq!((seat_b, seat_c), (1, 3));
    let mut w = watch(&invite, &code).await;
    a.send(&ClientMsg::Start).await.expect("starts");
    let (pa, pb, pc, pw) = tokio::join!(play_on(&mut a, None), play_on(&mut b, None), play_on(&mut c, None), watch_on(&mut w));
    let record = MatchRecord::parse(pa.record.as_deref().expect("a record")).expect("a record");
    assert_eq!(record.rounds.len(), 2);
    mexican_train::rules::verify::replay(&record).expect("the record verifies");
    assert!(pa.moves_made > 5 && pb.moves_made > 5 && pc.moves_made > 5, "everyone played");

    let watcher = seats.len();
    assert_no_leaks(&record, &room.rules, seats.len(), &[(0, &pa), (1, &pb), (3, &pc), (watcher, &pw)], "through a relay");
    assert_eq!(pw.record, pa.record, "the watcher followed the match to its end");
    for c in [a, b, c, w] {
        c.close().await;
    }
}

/// The host's server killed mid-round (as a game closed by a crash) and started again from its
/// folder: the table keeps its address, and each seat, kept by the client, comes back by itself
/// and plays the match to its end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_killed_mid_round_comes_back_with_its_friends() {
    let relay = relay();
    let data = data_dir("table-killed");
    let mut server = table_server(&data, relay);
    let address = server.table.clone().expect("the table's address");
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(Level::Greedy)];
    let mut host = Remote::start(address.clone(), ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) });
    let code = seated(&mut host).await;
    let invite = TableAddress::parse(&address).expect("an address").with_code(&code).to_text();
    let mut friend = Remote::start(invite, ClientMsg::Join { code, name: "Bo".into() });
    seated(&mut friend).await;
    host.send(ClientMsg::Start);

    let mut killed_at = None;
    let (a, b) = tokio::join!(
        play_remote(&mut host, |moves| {
            if moves == 4 && killed_at.is_none() {
                server.kill();
                let again = table_server(&data, relay);
                killed_at = Some(again.table.clone());
                server = again;
            }
        }),
        play_remote(&mut friend, |_| {})
    );
    let again = killed_at.expect("the server was killed mid-round").expect("the table's address");
    assert_eq!(
        TableAddress::parse(&again).expect("an address").host,
        TableAddress::parse(&address).expect("an address").host,
        "the same key: the table's address did not change"
    );
    assert!(a.reconnects >= 1 && b.reconnects >= 1, "both seats came back by themselves: {} and {}", a.reconnects, b.reconnects);
    let record = MatchRecord::parse(a.record.as_deref().expect("a record")).expect("a record");
    assert_eq!(b.record, a.record, "both were offered the same record");
    mexican_train::rules::verify::replay(&record).expect("the record verifies");
}

/// A game opening its table while the relay does not answer (no internet, or a slow relay) shows
/// the invite as soon as friends on its network can use it (its direct addresses), and the relay
/// joins the invite when it answers. The relay is reached through a door the test opens late.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tables_invite_comes_before_its_relay_and_the_relay_joins_it() {
    use mexican_train::net::link::Reach;
    use mexican_train::net::server::{Config, Hosting, Limits};
    use std::time::Duration;
    let relay = relay();
    let door = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a local port");
    let url = format!("https://{}/", door.local_addr().expect("its address"));
    let reach = Reach {
        relays: Some(vec![url.parse().expect("a relay's address")]),
        relay_only: false,
        relay_certificate: Some(relay.certificate.clone()),
        nearby: false,
    };
    let config = Config {
        listen: std::net::SocketAddr::from(([127, 0, 0, 1], 0)),
        data: data_dir("invite-before-relay"),
        durable: false,
        computer_delay: Duration::ZERO,
        limits: Limits::default(),
        trusted_proxies: Vec::new(),
        table: Some(reach),
        relay_wait: Duration::from_millis(500),
    };
    let opening = std::time::Instant::now();
    let hosting = tokio::task::spawn_blocking(move || Hosting::start(config)).await.expect("opened").expect("a table");
    let said_after = opening.elapsed();
    let mut table = hosting.started.table.clone().expect("the table's address");
    let first = table.now();
    eprintln!("the invite was said {said_after:?} after the table began to open, its relay silent: {}", first.to_text());
    assert!(first.relays.is_empty(), "the relay has not answered, yet the invite names it: {}", first.to_text());
    assert!(!first.direct.is_empty(), "an invite that reaches nothing: {}", first.to_text());

    // (Friends on the table's network join by such an invite: `neighbours`, relay blackholed.)

    // The relay answers now: its address joins the table's.
    let relay_at = relay.url.trim_start_matches("https://").trim_end_matches('/').to_string();
    tokio::spawn(async move {
        while let Ok((mut near, _)) = door.accept().await {
            let relay_at = relay_at.clone();
            tokio::spawn(async move {
                if let Ok(mut far) = tokio::net::TcpStream::connect(&relay_at).await {
                    let _ = tokio::io::copy_bidirectional(&mut near, &mut far).await;
                }
            });
        }
    });
    let opened = std::time::Instant::now();
    let joined = loop {
        if let Some(now) = table.changed().filter(|t| !t.relays.is_empty()) {
            break now;
        }
        assert!(opened.elapsed() < Duration::from_secs(60), "the relay never joined the table's address: {}", table.now().to_text());
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    eprintln!("the relay joined the table's address {:?} after it answered", opened.elapsed());
    assert_eq!(joined.relays.iter().map(|r| r.to_string()).collect::<Vec<_>>(), [url.as_str()]);
    assert_eq!(joined.host, first.host, "the same table");
    hosting.stop().expect("stops");
}

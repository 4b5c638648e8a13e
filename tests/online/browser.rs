//! A friend at a desktop host's table from a browser: the web build (`packaging/web/build`'s
//! site, named by `MEXICAN_TRAIN_WEB_SITE`) in headless Chromium (`.ci/web_join.mjs`), opened
//! with the host's invite after its `#`, reaching the table only through the invite's relay — an
//! iroh relay on loopback started here, speaking plain HTTP (a page served from loopback may open
//! a `ws://` to it; a browser has no direct path) — asked the friend's name, seated, and playing
//! a move the host receives.
//!
//! The host is `serve --table` (as a game hosting a table runs it), through that relay only; the
//! test sits at its first seat over the server's WebSocket and plays it. `.ci/run` runs this after
//! the web build; without the site it is skipped by `cargo test` (ignored), not passed.

use super::*;
use mexican_train::net::link::TableAddress;
use mexican_train::net::protocol::{ClientMsg, SeatPlan, ServerMsg};
use std::io::{BufRead, Write};
use std::process::{Command, Stdio};
use std::time::Duration;

/// The host's turns played until the friend's next move arrives: that move. The lobby last told
/// is kept in `lobby`.
async fn friends_move(
    host: &mut mexican_train::net::client::Connection,
    lobby: &mut Option<mexican_train::net::protocol::Lobby>,
) -> mexican_train::rules::Action {
    loop {
        match next(host, 240).await {
            ServerMsg::View { revision, view, .. } if view.to_move == 0 && view.end.is_none() => {
                let action = choose(&view).expect("a move for the host");
                host.send(&ClientMsg::Act { revision, action }).await.expect("sends");
            }
            ServerMsg::Moved { seat: 1, action: Some(action), .. } => return action,
            ServerMsg::Lobby(told) => *lobby = Some(told),
            ServerMsg::Refused { why } => panic!("the host's move was refused: {why}"),
            _ => {}
        }
    }
}

/// The host's turns played until it is the friend's turn and the table has been still a moment
/// (the friend's keys held): their turn's view is the one on the friend's screen.
async fn until_the_friends_turn(host: &mut mexican_train::net::client::Connection) {
    let mut friends_turn = false;
    loop {
        let told = match tokio::time::timeout(Duration::from_secs(3), host.recv()).await {
            Ok(told) => told.expect("the host's connection"),
            Err(_) if friends_turn => return,
            Err(_) => continue,
        };
        match told {
            ServerMsg::View { revision, view, .. } if view.end.is_none() => {
                friends_turn = view.to_move == 1;
                if view.to_move == 0 {
                    let action = choose(&view).expect("a move for the host");
                    host.send(&ClientMsg::Act { revision, action }).await.expect("sends");
                }
            }
            ServerMsg::View { view, .. } => panic!("the round ended before the friend's second turn: {:?}", view.end),
            ServerMsg::Refused { why } => panic!("the host's move was refused: {why}"),
            _ => {}
        }
    }
}

/// The web build's site, and where the screenshots go.
fn site_and_shots() -> (String, String) {
    let site = std::env::var("MEXICAN_TRAIN_WEB_SITE").expect("MEXICAN_TRAIN_WEB_SITE: the web build's site");
    let shots = std::env::var("MEXICAN_TRAIN_WEB_SHOTS").unwrap_or_else(|_| std::env::temp_dir().display().to_string());
    (site, shots)
}

/// The friend's name once the host's lobby shows them at the second seat.
async fn sits_down(host: &mut mexican_train::net::client::Connection) -> String {
    loop {
        if let ServerMsg::Lobby(lobby) = next(host, 240).await
            && let Some(name) = lobby.seats.get(1).filter(|s| s.connected).and_then(|s| s.name.clone())
        {
            return name;
        }
    }
}

/// An iroh relay on loopback without TLS (its HTTP address is its URL), serving until the process
/// ends.
fn plain_relay() -> String {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Runtime::new().expect("a runtime");
        rt.block_on(async move {
            use iroh_relay::server::{AllowAll, RelayConfig, Server, ServerConfig};
            let mut relay = RelayConfig::new((std::net::Ipv4Addr::LOCALHOST, 0));
            relay.access = std::sync::Arc::new(AllowAll);
            let mut config = ServerConfig::default();
            config.relay = Some(relay);
            let server = Server::spawn(config).await.expect("a relay");
            let _ = tx.send(format!("http://{}/", server.http_addr().expect("its address")));
            std::future::pending::<()>().await;
            drop(server);
        });
    });
    rx.recv().expect("the relay started")
}

/// The browser's side, driven by `.ci/web_join.mjs`: what it printed, line by line, and the
/// lines it is sent (`shot NAME`, `quit`).
struct Browser {
    child: std::process::Child,
    lines: std::sync::mpsc::Receiver<String>,
}

/// One browser at a time: two pages drawn on the CPU at once (SwiftShader) take several times as
/// long a frame each, more than the script's pauses allow for.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

impl Browser {
    /// The script, on the site at `site`, joining as `how` says (`invite '#join/…'`, or `room
    /// ADDRESS CODE`).
    fn open(site: &str, shots: &str, how: &[&str]) -> Browser {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/.ci/web_join.mjs");
        let mut child = Command::new("node")
            .args([script, site, shots])
            .args(how)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("node runs .ci/web_join.mjs");
        let out = child.stdout.take().expect("its output");
        let (tx, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(out).lines().map_while(Result::ok) {
                println!("browser: {line}");
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Browser { child, lines }
    }

    fn tell(&mut self, line: &str) {
        let stdin = self.child.stdin.as_mut().expect("its input");
        writeln!(stdin, "{line}").expect("the browser's script reads");
    }

    /// Wait for the script to print a line starting with `what` (it says each step).
    fn said(&self, what: &str, secs: u64) -> String {
        let until = std::time::Instant::now() + Duration::from_secs(secs);
        loop {
            let left = until.saturating_duration_since(std::time::Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.starts_with(what) => return line,
                Ok(_) => {}
                Err(_) => panic!("the browser did not say {what:?} within {secs} s"),
            }
        }
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The host's table through a loopback relay; a friend opens the invite in a browser, gives
/// their name, sits at seat 2 (the host sees them in the lobby, here), and plays their first
/// move from the keyboard (`H`, then `Enter`: the hint's move); the host receives it. On their
/// next turn, a hint asked for and the page reloaded: the friend is back at the same seat (no
/// second seat, no name asked: the invite is out of the page's address), asks the hint again at
/// the same position, and their move arrives too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs the web build and Chromium: .ci/run runs it with MEXICAN_TRAIN_WEB_SITE"]
async fn a_friend_joins_from_a_browser_through_the_relay_and_plays_a_move_the_host_receives() {
    let _alone = ONE_AT_A_TIME.lock().await;
    let (site, shots) = site_and_shots();
    let relay = plain_relay();
    let server = ServerProcess::start(&data_dir("browser-seat"), 0, &["--table", "--relay", &relay, "--relay-only"]);
    let table = TableAddress::parse(server.table.as_deref().expect("the table's address")).expect("a table's address");
    assert!(table.direct.is_empty(), "only the relay: {}", table.to_text());

    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (mut host, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    let invite = table.with_code(&code).from_host("Ana").to_text();
    let after_hash = invite.strip_prefix(mexican_train::net::link::SCHEME).expect("an invite's scheme");
    let mut browser = Browser::open(&site, &shots, &["invite", &format!("#{after_hash}")]);

    // The friend, named in the browser, sits down.
    assert_eq!(sits_down(&mut host).await, "Bea");
    host.send(&ClientMsg::Start).await.expect("starts");

    // The host plays its turns; the friend's first move arrives.
    let mut lobby = None;
    let moved = friends_move(&mut host, &mut lobby).await;
    println!("the friend's move, received by the host: {moved:?}");
    browser.tell("hold");
    browser.said("held", 60);
    browser.tell("shot web-joined-played");
    browser.said("shot web-joined-played", 60);

    // On the friend's turn, a hint asked for, then the page reloaded: back at the seat, the
    // address no longer holding the invite; the hint asked again at the same position is
    // answered (the first went to the connection the reload dropped), and played.
    until_the_friends_turn(&mut host).await;
    browser.tell("reload");
    let address = browser.said("reloaded", 240);
    assert!(!address.contains('#'), "the invite is out of the address: {address}");
    let back = friends_move(&mut host, &mut lobby).await;
    println!("the friend's move after a reload, received by the host: {back:?}");
    let seats = lobby.expect("the lobby").seats;
    assert_eq!(seats.len(), 2, "no second seat");
    assert_eq!((seats[1].name.as_deref(), seats[1].connected), (Some("Bea"), true), "the friend is back at the seat");
    browser.tell("shot web-joined-back");
    browser.said("shot web-joined-back", 60);
    browser.tell("quit");
    browser.said("done", 30);
    host.close().await;
}

/// A dedicated server's room (`serve`, no table): the friend opens *Play online* in the browser,
/// types their name, the server's address and the room's code under *Advanced*, joins over the
/// browser's WebSocket, and plays a move the host receives.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs the web build and Chromium: .ci/run runs it with MEXICAN_TRAIN_WEB_SITE"]
async fn a_friend_joins_a_servers_room_from_a_browser_by_its_code_and_plays_a_move() {
    let _alone = ONE_AT_A_TIME.lock().await;
    let (site, shots) = site_and_shots();
    let server = ServerProcess::start(&data_dir("browser-room"), 0, &[]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (mut host, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    let mut browser = Browser::open(&site, &shots, &["room", &server.addr, &code]);
    assert_eq!(sits_down(&mut host).await, "Bea");
    host.send(&ClientMsg::Start).await.expect("starts");
    let moved = friends_move(&mut host, &mut None).await;
    println!("the friend's move at a server's room, received by the host: {moved:?}");
    browser.tell("shot web-room-played");
    browser.said("shot web-room-played", 60);
    browser.tell("quit");
    browser.said("done", 30);
    host.close().await;
}

//! A host and a friend on networks of their own, as two homes or one home's two computers are:
//! the test makes network namespaces (`ip netns`, as root) on one bridge — the host's computer,
//! the friend's — with this machine's end of the bridge carrying a relay, the only other thing
//! either can reach. The namespaces have no route out of the bridge: nothing leaves the machine.
//!
//! Each side is a process of its own in its namespace: this test program run again
//! (`in_a_namespace`, told its part in its environment), the host's part with a real
//! `serve --table --nearby` beside it, as a game hosting a table runs one.

use super::secrets::{assert_no_leaks, watch, watch_on};
use super::*;
use mexican_train::ai::Level;
use mexican_train::net::link::{Reach, TableAddress};
use mexican_train::net::protocol::{ClientMsg, SeatPlan, ServerMsg};
use mexican_train::rules::record::MatchRecord;
use std::io::BufRead;
use std::net::Ipv4Addr;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const ROLE: &str = "MT_NETNS_ROLE";
const RELAY_URL: &str = "MT_NETNS_RELAY";
const RELAY_CERTIFICATE: &str = "MT_NETNS_RELAY_CERTIFICATE";
const DATA: &str = "MT_NETNS_DATA";
const INVITE: &str = "MT_NETNS_INVITE";
/// The host's new address on its network when it reopens (a new lease from the router).
const MOVE_TO: &str = "MT_NETNS_MOVE_TO";

/// The host, a friend and a computer, two rounds.
fn room() -> mexican_train::net::protocol::RoomSetup {
    setup(&[SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(Level::Normal)], 2)
}

/// A bridge on this machine and two namespaces on it, the host's (`.2`) and the friend's (`.3`),
/// each with only the bridge's network and its multicast (mDNS); no IPv6, so that no
/// link-local path is found beside the addresses the test controls.
struct Network {
    bridge: String,
    subnet: u8,
    namespaces: Vec<String>,
    /// The bridge's ends of the namespaces' links.
    outside: Vec<String>,
}

fn ip(args: &[&str]) -> Result<(), String> {
    let out = Command::new("ip").args(args).output().map_err(|e| format!("ip {}: {e}", args.join(" ")))?;
    if out.status.success() { Ok(()) } else { Err(format!("ip {}: {}", args.join(" "), String::from_utf8_lossy(&out.stderr).trim())) }
}

impl Network {
    /// The network `10.213.<subnet>.0/24`; `None` (said on the error output) where this process
    /// may not make namespaces (not root). As root, any failure fails the test.
    fn make(tag: &str, subnet: u8) -> Option<Network> {
        // SAFETY: geteuid has no preconditions and cannot fail.
        if unsafe { libc::geteuid() } != 0 {
            eprintln!("skipped: making network namespaces needs root (CI runs as root)");
            return None;
        }
        let pid = std::process::id();
        // A bridge left by a test process killed before it tidied up would take the subnet's route.
        let prefix = format!("mtb{tag}");
        if let Ok(out) = Command::new("ip").args(["-o", "link", "show", "type", "bridge"]).output() {
            for line in String::from_utf8_lossy(&out.stdout).lines() {
                if let Some(name) = line.split(": ").nth(1).filter(|n| n.starts_with(&prefix)) {
                    let _ = ip(&["link", "del", name]);
                }
            }
        }
        let net = Network { bridge: format!("{prefix}{pid}"), subnet, namespaces: Vec::new(), outside: Vec::new() };
        Some(net.build(tag, pid).unwrap_or_else(|why| panic!("cannot make the test's networks: {why}")))
    }

    fn build(mut self, tag: &str, pid: u32) -> Result<Network, String> {
        let bridge = self.bridge.clone();
        ip(&["link", "add", &bridge, "type", "bridge"])?;
        ip(&["addr", "add", &format!("{}/24", self.gateway()), "dev", &bridge])?;
        ip(&["link", "set", &bridge, "up"])?;
        for (who, n) in [("host", 2), ("friend", 3)] {
            let ns = format!("mt-{pid}-{tag}-{who}");
            ip(&["netns", "add", &ns])?;
            self.namespaces.push(ns.clone());
            let outside = format!("mt{}{tag}{pid}", &who[..1]);
            ip(&["link", "add", &outside, "type", "veth", "peer", "name", "eth0", "netns", &ns])?;
            self.outside.push(outside.clone());
            ip(&["link", "set", &outside, "master", &bridge])?;
            ip(&["link", "set", &outside, "up"])?;
            let sysctl = |key: &str| {
                let status = Command::new("ip")
                    .args(["netns", "exec", &ns, "sh", "-c", &format!("echo 1 > /proc/sys/net/ipv6/conf/{key}/disable_ipv6")])
                    .status();
                match status {
                    Ok(s) if s.success() => Ok(()),
                    other => Err(format!("IPv6 not turned off in {ns}: {other:?}")),
                }
            };
            sysctl("all")?;
            sysctl("default")?;
            sysctl("eth0")?;
            ip(&["-n", &ns, "addr", "add", &format!("10.213.{}.{n}/24", self.subnet), "dev", "eth0"])?;
            ip(&["-n", &ns, "link", "set", "eth0", "up"])?;
            ip(&["-n", &ns, "link", "set", "lo", "up"])?;
            // Multicast (mDNS's 224.0.0.251) goes out on the home network; nothing else has a route.
            ip(&["-n", &ns, "route", "add", "224.0.0.0/4", "dev", "eth0"])?;
        }
        Ok(self)
    }

    /// This machine's end of the bridge (where the relay listens).
    fn gateway(&self) -> Ipv4Addr {
        Ipv4Addr::new(10, 213, self.subnet, 1)
    }

    fn address(&self, who: usize) -> Ipv4Addr {
        Ipv4Addr::new(10, 213, self.subnet, who as u8 + 2)
    }

    /// The namespace `who`'s packets to `to` are dropped (an error to the sender, as a strict
    /// firewall's rejection).
    fn block(&self, who: usize, to: Ipv4Addr) {
        ip(&["-n", &self.namespaces[who], "route", "add", "blackhole", &format!("{to}/32")]).expect("a blocked path");
    }

    /// The two namespaces cannot reach each other, and are not told so, as two homes behind
    /// carriers' NATs, each reaching this machine (the relay) but not the other: the bridge
    /// forwards nothing between their ports (isolated), and each knows the other's hardware
    /// address already, so nothing fails where a sender would see it — packets just vanish.
    fn isolate(&self) {
        for outside in &self.outside {
            ip(&["link", "set", "dev", outside, "type", "bridge_slave", "isolated", "on"]).expect("an isolated port");
        }
        let hardware = |who: usize| {
            let out = Command::new("ip").args(["-n", &self.namespaces[who], "-o", "link", "show", "eth0"]).output().expect("ip link");
            let text = String::from_utf8_lossy(&out.stdout).to_string();
            text.split_whitespace().skip_while(|w| *w != "link/ether").nth(1).expect("a hardware address").to_string()
        };
        for (me, other) in [(0, 1), (1, 0)] {
            let (to, lladdr) = (self.address(other).to_string(), hardware(other));
            ip(&["-n", &self.namespaces[me], "neigh", "replace", &to, "lladdr", &lladdr, "dev", "eth0", "nud", "permanent"])
                .expect("a neighbour");
        }
    }

    /// How the namespace `who` routes to `to`, in `ip route get`'s words.
    fn route(&self, who: usize, to: Ipv4Addr) -> String {
        let out = Command::new("ip").args(["-n", &self.namespaces[who], "route", "get", &to.to_string()]).output().expect("ip route get");
        format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
    }

    /// This test program again, in the namespace `who` (0: the host's, 1: the friend's), playing `role`.
    fn part(&self, who: usize, role: &str, relay: &Relay, env: &[(&str, String)]) -> Part {
        let exe = std::env::current_exe().expect("this test program");
        let log = data_dir(&format!("netns-{}-{role}.log", self.bridge));
        let errors = std::fs::File::create(&log).expect("a log");
        let mut child = Command::new("ip")
            .args(["netns", "exec", &self.namespaces[who]])
            .arg(exe)
            .args(["neighbours::in_a_namespace", "--exact", "--ignored", "--nocapture", "--test-threads", "1"])
            .env(ROLE, role)
            .env(RELAY_URL, &relay.url)
            .env(RELAY_CERTIFICATE, &relay.certificate_file)
            .env(DATA, data_dir(&format!("netns-{}-{role}", self.bridge)))
            .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(errors)
            .spawn()
            .expect("the part starts");
        let stdout = child.stdout.take().expect("its output");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        Part { role: role.to_string(), child, lines, log }
    }
}

impl Drop for Network {
    fn drop(&mut self) {
        for ns in &self.namespaces {
            let _ = ip(&["netns", "del", ns]);
        }
        let _ = ip(&["link", "del", &self.bridge]);
    }
}

/// A part played in a namespace: its output line by line.
struct Part {
    role: String,
    child: Child,
    lines: mpsc::Receiver<String>,
    log: std::path::PathBuf,
}

impl Part {
    /// The rest of its first line starting with `prefix`, within `secs` seconds.
    fn line(&mut self, prefix: &str, secs: u64) -> String {
        let until = Instant::now() + Duration::from_secs(secs);
        loop {
            let left = until.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    // (libtest may have begun the line: `test … ... `.)
                    if let Some((_, rest)) = line.split_once(prefix) {
                        return rest.to_string();
                    }
                }
                Err(e) => {
                    let wrote = self.errors();
                    panic!("the {} said no {prefix:?} ({e:?}); it wrote:\n{wrote}", self.role)
                }
            }
        }
    }

    fn errors(&mut self) -> String {
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Tell it the others are done (its input ends).
    fn others_done(&mut self) {
        drop(self.child.stdin.take());
    }

    /// It ends, having passed.
    fn passes(mut self) {
        self.others_done();
        let status = self.child.wait().expect("it ends");
        if !status.success() {
            let wrote = self.errors();
            panic!("the {} failed: {status}\n{wrote}", self.role);
        }
    }
}

impl Drop for Part {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A friend's game on the host's home network opens *Play online* and the host's table is
/// there (multicast DNS, no invite passed): it joins with what it heard and plays the match to
/// its end, a watcher beside it, directly over the home network: the relay is out of reach of
/// both (the home's connection down), so nothing else could carry it.
#[test]
fn a_friend_on_the_home_network_finds_the_table_and_plays() {
    let Some(net) = Network::make("l", 41) else { return };
    net.block(0, net.gateway());
    net.block(1, net.gateway());
    assert!(net.route(1, net.address(0)).contains("dev eth0"), "the friend reaches the host: {}", net.route(1, net.address(0)));
    let relay = Relay::start_on(net.gateway());
    let mut host = net.part(0, "host", &relay, &[]);
    let invite = TableAddress::parse(&host.line("INVITE ", 90)).expect("an invite");
    let mut friend = net.part(1, "friend", &relay, &[]);
    let found = friend.line("FOUND ", 60);
    let heard = TableAddress::parse(&found).expect("a table's address");
    assert_eq!((heard.host, &heard.code), (invite.host, &invite.code), "the table heard is the host's room: {found}");
    let host_ip = std::net::SocketAddr::from((net.address(0), 0)).ip();
    assert!(heard.direct.iter().any(|d| d.ip() == host_ip), "heard with its address on the home network: {found}");
    let (a, b) = (host.line("RECORD ", 240), friend.line("RECORD ", 240));
    assert_eq!(a, b, "both ended with the same record");
    friend.passes();
    host.passes();
}

/// The host's and the friend's networks cannot reach each other directly (each drops the other's
/// packets), so only the relay carries the game: the friend joins with the invite, plays the
/// match to its end, a watcher beside it, and neither is sent a tile it may not know.
#[test]
fn only_the_relay_carries_the_game_when_no_direct_path_opens() {
    let Some(net) = Network::make("r", 42) else { return };
    net.isolate();
    let relay = Relay::start_on(net.gateway());
    let mut host = net.part(0, "host", &relay, &[]);
    let invite = host.line("INVITE ", 90);
    let mut friend = net.part(1, "friend", &relay, &[(INVITE, invite)]);
    let (a, b) = (host.line("RECORD ", 240), friend.line("RECORD ", 240));
    assert_eq!(a, b, "both ended with the same record");
    friend.passes();
    host.passes();
}

/// The host's game closed and opened again on a home network without the internet (the relay out
/// of reach of both), as a family's evening goes: the reopened table listens where it did (its
/// port kept in its folder, as its key), so the friend's game, dialling the address it last used,
/// is back by itself within 15 s of the table starting again, and the match plays to its end.
/// (Before, the reopened table listened on another port and the friend's game said
/// "reconnecting…" for over two minutes.)
#[test]
fn a_friend_is_back_soon_after_the_host_reopens_without_internet() {
    if let Some(net) = Network::make("o", 43) {
        the_friend_is_back_after_the_host_reopens(&net, None);
    }
}

/// As above, but the host's computer has another address on its network when the table opens
/// again (the router gave it a new lease while the game was closed): the address the friend's
/// game last used leads nowhere, and the relay cannot be reached. The friend's game finds the
/// host's key on the home network (mDNS, where the table says itself) and is back within 15 s.
#[test]
fn a_friend_finds_the_host_at_its_new_address_without_internet() {
    if let Some(net) = Network::make("m", 44) {
        let moved = Ipv4Addr::new(10, 213, net.subnet, 9);
        the_friend_is_back_after_the_host_reopens(&net, Some(moved));
    }
}

/// The relay out of reach for both, the host's game killed mid-round and opened again 2 s later
/// (at `moved`, if it is given): the friend's game is back within 15 s of the table starting
/// again, and both end the match with the same record.
fn the_friend_is_back_after_the_host_reopens(net: &Network, moved: Option<Ipv4Addr>) {
    net.block(0, net.gateway());
    net.block(1, net.gateway());
    let relay = Relay::start_on(net.gateway());
    let env: Vec<(&str, String)> = moved.map(|m| (MOVE_TO, m.to_string())).into_iter().collect();
    let mut host = net.part(0, "host-reopens", &relay, &env);
    let invite = host.line("INVITE ", 90);
    let mut friend = net.part(1, "friend-kept", &relay, &[(INVITE, invite)]);
    let reopened: u128 = host.line("REOPENED ", 180).parse().expect("a time");
    let (a, b) = (host.line("RECORD ", 240), friend.line("RECORD ", 240));
    assert_eq!(a, b, "both ended with the same record");
    let backs: Vec<u128> = friend.line("BACKS ", 10).split_whitespace().map(|t| t.parse().expect("a time")).collect();
    let back = backs.iter().find(|&&t| t >= reopened).unwrap_or_else(|| panic!("the friend never came back: {backs:?}"));
    println!("the friend was back {} ms after the table started again (moved: {moved:?})", back - reopened);
    assert!(back - reopened <= 15_000, "the friend was back {} ms after the table started again", back - reopened);
    friend.passes();
    host.passes();
}

/// A part of the tests above, inside a namespace: the host (a real `serve --table --nearby`, and
/// the host's seat at it over loopback, as the game sits down at its own table) or the friend
/// (with the invite it is given, or else with what it hears on the network; and a watcher).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a part of the namespace tests, run by them inside a namespace"]
async fn in_a_namespace() {
    let Ok(role) = std::env::var(ROLE) else { return };
    let url = std::env::var(RELAY_URL).expect("the relay");
    let certificate_file = std::env::var(RELAY_CERTIFICATE).expect("the relay's certificate");
    let certificate = std::fs::read(&certificate_file).expect("the relay's certificate");
    // Direct paths are tried (where the network lets them through), and the relay.
    mexican_train::net::client::set_reach(Reach {
        relays: Some(vec![url.parse().expect("a relay's address")]),
        relay_certificate: Some(certificate),
        ..Reach::default()
    });
    let data = std::path::PathBuf::from(std::env::var(DATA).expect("a folder"));
    match role.as_str() {
        "host" => host_part(&data, &url, &certificate_file).await,
        "friend" => friend_part().await,
        "host-reopens" => host_reopens_part(&data, &url, &certificate_file).await,
        "friend-kept" => friend_kept_part().await,
        other => panic!("no part {other}"),
    }
}

/// The host's seat at its table (over loopback, as the game sits down at its own): the room
/// opened, its invite printed, the deal once the friend is connected. The seat and its token.
async fn deal_when_the_friend_sits(server: &ServerProcess) -> (mexican_train::net::client::Connection, String) {
    let table = TableAddress::parse(server.table.as_deref().expect("the table's address")).expect("an address");
    let (mut a, code, _, token) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: room() }).await;
    println!("INVITE {}", table.with_code(&code));
    loop {
        if let ServerMsg::Lobby(lobby) = next(&mut a, 120).await
            && lobby.seats[1].connected
        {
            break;
        }
    }
    a.send(&ClientMsg::Start).await.expect("starts");
    (a, token)
}

async fn host_part(data: &std::path::Path, relay: &str, certificate: &str) {
    let server = ServerProcess::start(data, 0, &["--table", "--nearby", "--relay", relay, "--relay-certificate", certificate]);
    let (mut a, _) = deal_when_the_friend_sits(&server).await;
    let played = play_on(&mut a, None).await;
    let text = played.record.expect("a record");
    mexican_train::rules::verify::replay(&MatchRecord::parse(&text).expect("a record")).expect("the record verifies");
    println!("RECORD {}", digest(&text));
    // The table stays open until the friend has what it was sent (its server ends with this part).
    let _ = tokio::task::spawn_blocking(|| std::io::stdin().read_line(&mut String::new())).await;
    a.close().await;
}

/// The host plays a few moves, then its game is killed (as closed) and opened again from the
/// same folder: its seat comes back with its token and plays the match to its end.
async fn host_reopens_part(data: &std::path::Path, relay: &str, certificate: &str) {
    // (Said on the home network, and opened as quickly, as the game's table is.)
    let args = ["--table", "--nearby", "--relay-wait", "1.5", "--relay", relay, "--relay-certificate", certificate];
    let mut server = ServerProcess::start(data, 0, &args);
    let (mut a, token) = deal_when_the_friend_sits(&server).await;
    play_on(&mut a, Some(3)).await;
    server.kill();
    // The game stays closed a moment, then opens again.
    // (Closed a moment: the hard case, the friend's game has not yet noticed the loss.)
    tokio::time::sleep(Duration::from_secs(2)).await;
    if let Ok(moved) = std::env::var(MOVE_TO) {
        // Another address on the same network (the link's routes go with its last address:
        // multicast's is made again).
        ip(&["addr", "flush", "dev", "eth0"]).expect("the old address gone");
        ip(&["addr", "add", &format!("{moved}/24"), "dev", "eth0"]).expect("the new address");
        ip(&["route", "replace", "224.0.0.0/4", "dev", "eth0"]).expect("the multicast route");
    }
    let reopened = unix_ms();
    let server = ServerProcess::start(data, 0, &args);
    println!("REOPENED {reopened}");
    let (mut a, _, _, _) = sit(&server.addr, ClientMsg::Resume { token, seen: 0, seal: String::new() }).await;
    let played = play_on(&mut a, None).await;
    println!("RECORD {}", digest(&played.record.expect("a record")));
    let _ = tokio::task::spawn_blocking(|| std::io::stdin().read_line(&mut String::new())).await;
    a.close().await;
}

/// A friend's game keeping its seat (as the game does): joins with the invite, plays to the
/// end, coming back by itself whenever the table is lost; says when it was back.
async fn friend_kept_part() {
    let invite = TableAddress::parse(&std::env::var(INVITE).expect("an invite")).expect("an invite");
    let code = invite.code.clone().expect("a room's code");
    let mut b = mexican_train::net::client::Remote::start(invite.to_text(), ClientMsg::Join { code, name: "Bo".into() });
    seated(&mut b).await;
    let played = play_remote(&mut b, |_| {}).await;
    let text = played.record.expect("a record");
    mexican_train::rules::verify::replay(&MatchRecord::parse(&text).expect("a record")).expect("the record verifies");
    assert!(played.reconnects >= 1, "the table was lost once");
    println!("RECORD {}", digest(&text));
    for (at, why) in &played.tries {
        eprintln!("{at}: {why}");
    }
    println!("BACKS {}", played.backs.iter().map(u128::to_string).collect::<Vec<_>>().join(" "));
}

async fn friend_part() {
    let invite = match std::env::var(INVITE) {
        Ok(text) => TableAddress::parse(&text).expect("an invite"),
        Err(_) => heard_on_the_network().await,
    };
    let code = invite.code.clone().expect("a room's code");
    let mut w = watch(&invite.to_text(), &code).await;
    let (mut b, _, seat, _) = sit(&invite.to_text(), ClientMsg::Join { code, name: "Bo".into() }).await;
    assert_eq!(seat, 1);
    let (pb, pw) = tokio::join!(play_on(&mut b, None), watch_on(&mut w));
    let text = pb.record.clone().expect("a record");
    let record = MatchRecord::parse(&text).expect("a record");
    mexican_train::rules::verify::replay(&record).expect("the record verifies");
    assert_eq!(pw.record, pb.record, "the watcher followed the match to its end");
    assert!(pb.moves_made > 5, "the friend played");
    assert_no_leaks(&record, &room().rules, 3, &[(1, &pb), (3, &pw)], "between namespaces");
    println!("RECORD {}", digest(&text));
    for c in [b, w] {
        c.close().await;
    }
}

/// The host's table, as *Play online* lists it: heard on the network, with no invite.
async fn heard_on_the_network() -> TableAddress {
    let nearby = mexican_train::net::nearby::Nearby::start().expect("listening on the network");
    let until = Instant::now() + Duration::from_secs(45);
    loop {
        if let Some(table) = nearby.tables().into_iter().find(|t| t.host == "Ana") {
            assert_eq!(table.free, 1, "one seat waits for a friend: {table:?}");
            println!("FOUND {}", table.invite);
            return table.invite;
        }
        assert!(Instant::now() < until, "no table heard on the network within 45 s");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A short fingerprint of a record's text (FNV-1a), to compare two processes' records.
fn digest(text: &str) -> String {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
    format!("{hash:016x} {} bytes", text.len())
}

//! Load on a game server, measured: starts `mexican-train serve` (the release binary beside this
//! example) and plays N four-seat rooms at once, every seat a headless client on a WebSocket of
//! its own. Each client, on its turn, waits its think time and plays (a tile when it has one,
//! else what the rules leave it). Reports the time from a client's move to the moment every other
//! client of its room has been told of it (p50, p99, max), the moves a second, the server's CPU
//! time and its memory per room.
//!
//!     cargo build --release --no-default-features --bin mexican-train
//!     cargo build --release -p mexican-train-net --example online_load
//!     target/release/examples/online_load --rooms 1000 --seconds 60 --think-ms 1000
//!
//! Clients and server share the machine: the clients' own work is in the numbers' background.
//!
//! Each measured room's clients come from an address of their own (127.1.x.y: a household
//! each), so the per-address limits are those a real server's rooms meet.
//!
//! `--hint-flood N` adds N more rooms whose four seats are one address's (127.0.0.2), each asking
//! a hint on every turn and moving at once (told to slow down, it tries again 5 ms later), beside
//! the measured rooms (which ask none): compare their move times with and without it. It also
//! reports the time from a move to the next player's view with its legal moves (what that player
//! waits for), how many hints were answered, how many refused with the hint pool busy, and how
//! many messages were told to slow down. `--flood-limits off` lifts the per-seat and per-address
//! hint limits and the address's pace of messages, leaving only the hint pool's share of the
//! machine: a flood from many addresses at once. `--flood-hints off` keeps the flooding rooms but
//! asks no hints: what the flood's moves alone cost the others, so what its hints cost is the
//! difference. (The flood's rooms come and go faster than any person's: the limits on joins,
//! rooms and connections per address are lifted for it.)
//!
//! `--watch-storm N` adds N connections from one address (127.0.0.3), each watching a measured
//! room, closing and watching again as fast as it can, against the server's own limits (with
//! `--hint-flood` too, the limits on joins, watching and connections a minute are lifted: then
//! what the rooms' players are sent about the watchers is measured, not the limits). It reports the watches let in, and
//! the lobbies each measured seat was told a second.
#![allow(clippy::expect_used, reason = "a measuring tool: it stops loudly when its setup fails")]

use engine::rules::house_rules::Rounds;
use engine::rules::view::SeatView;
use engine::rules::{Action, HouseRules};
use mexican_train_net::client::Connection;
use mexican_train_net::protocol::{ClientMsg, Refusal, RoomSetup, SeatPlan, ServerMsg};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::net::{IpAddr, Ipv4Addr};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

struct Args {
    rooms: usize,
    seconds: u64,
    think: Duration,
    server: std::path::PathBuf,
    hint_flood: usize,
    flood_limits: bool,
    flood_hints: bool,
    watch_storm: usize,
}

fn args() -> Args {
    let mut a = Args {
        rooms: 100,
        seconds: 60,
        think: Duration::from_millis(1000),
        server: std::env::current_exe().ok().and_then(|p| Some(p.parent()?.parent()?.join("mexican-train"))).unwrap_or_default(),
        hint_flood: 0,
        flood_limits: true,
        flood_hints: true,
        watch_storm: 0,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_default();
        match flag.as_str() {
            "--rooms" => a.rooms = value.parse().expect("--rooms N"),
            "--seconds" => a.seconds = value.parse().expect("--seconds N"),
            "--think-ms" => a.think = Duration::from_millis(value.parse().expect("--think-ms N")),
            "--server" => a.server = value.into(),
            "--hint-flood" => a.hint_flood = value.parse().expect("--hint-flood N"),
            "--flood-limits" => a.flood_limits = value != "off",
            "--flood-hints" => a.flood_hints = value != "off",
            "--watch-storm" => a.watch_storm = value.parse().expect("--watch-storm N"),
            _ => {
                panic!(
                    "unknown option {flag} (--rooms N, --seconds N, --think-ms N, --server PATH, --hint-flood N, --flood-limits on|off, --flood-hints on|off, --watch-storm N)"
                )
            }
        }
    }
    a
}

/// The server's CPU seconds so far and its resident memory in KB, from /proc.
fn server_usage(pid: u32) -> (f64, u64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat.rsplit_once(')').map_or("", |(_, rest)| rest).split_whitespace().collect();
    let ticks: u64 = fields.get(11).and_then(|u| u.parse().ok()).unwrap_or(0) + fields.get(12).and_then(|s| s.parse().ok()).unwrap_or(0);
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let rss = status.lines().find_map(|l| l.strip_prefix("VmRSS:")).and_then(|v| v.split_whitespace().next()?.parse().ok()).unwrap_or(0);
    (ticks as f64 / 100.0, rss)
}

/// Per room: when each revision's move was sent, and how many others have heard of it.
#[derive(Default)]
struct Pending {
    sent: BTreeMap<u64, (Instant, u8)>,
}

#[derive(Default)]
struct Totals {
    latencies_us: Vec<u64>,
    /// From a move sent to the next player's view with its legal moves.
    next_us: Vec<u64>,
    moves: u64,
    hints: u64,
    hints_answered: u64,
    /// The flood's moves made.
    flood_moves: u64,
    /// Hints refused because the hint pool was busy.
    hints_busy: u64,
    /// Messages told to slow down (hints and moves).
    slowed: u64,
    /// The measured rooms' messages told to slow down (a room moving faster than a household's
    /// pace: without think time).
    measured_slowed: u64,
    /// Lobbies the measured seats were told.
    lobbies: u64,
    /// Measured seats whose connection ended before their match did.
    dropped: u64,
    /// The storm's watches let in.
    watches: u64,
    measuring: bool,
}

fn choose(view: &SeatView) -> Option<Action> {
    view.legal.iter().find(|a| matches!(a, Action::Play { .. })).or(view.legal.first()).copied()
}

/// How a room plays.
#[derive(Clone, Copy)]
enum Pace {
    /// A think time a move; its moves measured.
    Measured(Duration),
    /// At once, asking a hint first or not.
    Flood { hints: bool },
}

/// One seat: play on its turn after thinking (a flooding seat plays at once, asking a hint
/// first), ready up between rounds, report what it hears.
async fn seat(mut c: Connection, room: Arc<Mutex<Pending>>, totals: Arc<Mutex<Totals>>, pace: Pace) {
    let flood = matches!(pace, Pace::Flood { .. });
    // The seat's latest move or readiness, to send again when told to slow down.
    let mut last: Option<ClientMsg> = None;
    loop {
        let msg = match c.recv().await {
            Ok(m) => m,
            Err(_) => {
                let mut t = totals.lock().expect("totals");
                if t.measuring && !flood {
                    t.dropped += 1;
                }
                return;
            }
        };
        match msg {
            ServerMsg::View { revision, view, .. } => {
                if let Some(action) = choose(&view) {
                    // What this player waited for: the move before, told with its legal moves.
                    let asked = room.lock().expect("room").sent.get(&revision).map(|(at, _)| *at);
                    if let Some(at) = asked.filter(|_| !flood) {
                        let mut t = totals.lock().expect("totals");
                        if t.measuring {
                            t.next_us.push(at.elapsed().as_micros() as u64);
                        }
                    }
                    if let Pace::Measured(think) = pace {
                        tokio::time::sleep(think).await;
                    } else if let Pace::Flood { hints: true } = pace {
                        let _ = c.send(&ClientMsg::Hint { revision }).await;
                        let mut t = totals.lock().expect("totals");
                        if t.measuring {
                            t.hints += 1;
                        }
                    }
                    room.lock().expect("room").sent.insert(revision + 1, (Instant::now(), 0));
                    let act = ClientMsg::Act { revision, action };
                    if c.send(&act).await.is_err() {
                        return;
                    }
                    last = Some(act);
                } else if view.end.is_some() && !view.match_over {
                    let _ = c.send(&ClientMsg::NextRound).await;
                    last = Some(ClientMsg::NextRound);
                }
            }
            ServerMsg::Moved { revision, .. } => {
                let done = {
                    let mut r = room.lock().expect("room");
                    match r.sent.get_mut(&revision) {
                        Some((at, heard)) => {
                            *heard += 1;
                            // The three others (the mover hears it too: four in all).
                            if *heard == 4 {
                                let at = *at;
                                r.sent.remove(&revision);
                                Some(at.elapsed())
                            } else {
                                None
                            }
                        }
                        None => None,
                    }
                };
                if let Some(latency) = done {
                    let mut t = totals.lock().expect("totals");
                    if t.measuring && flood {
                        t.flood_moves += 1;
                    } else if t.measuring {
                        t.latencies_us.push(latency.as_micros() as u64);
                        t.moves += 1;
                    }
                }
            }
            ServerMsg::Hint { .. } => {
                let mut t = totals.lock().expect("totals");
                if t.measuring {
                    t.hints_answered += 1;
                }
            }
            ServerMsg::Refused { why: why @ (Refusal::SlowDown | Refusal::HintsBusy) } => {
                {
                    let mut t = totals.lock().expect("totals");
                    if t.measuring {
                        if why == Refusal::HintsBusy {
                            t.hints_busy += 1;
                        } else {
                            if flood {
                                t.slowed += 1;
                            } else {
                                t.measured_slowed += 1;
                            }
                        }
                    }
                }
                // Told to slow down, a seat sends its move (or its readiness) again a moment
                // later (a duplicate of one that got through is refused, harmlessly).
                if why == Refusal::SlowDown
                    && let Some(msg) = last.as_ref()
                {
                    tokio::time::sleep(Duration::from_millis(5)).await;
                    if c.send(msg).await.is_err() {
                        return;
                    }
                }
            }
            ServerMsg::Lobby(_) => {
                let mut t = totals.lock().expect("totals");
                if t.measuring && !flood {
                    t.lobbies += 1;
                }
            }
            ServerMsg::Record { .. } => return,
            _ => {}
        }
    }
}

/// Open a room of four and start its match: its code, and the four seats' tasks, which end
/// with the match.
async fn open_room(addr: String, from: IpAddr, totals: Arc<Mutex<Totals>>, pace: Pace) -> (String, Vec<tokio::task::JoinHandle<()>>) {
    let addr = addr.as_str();
    let rules = HouseRules { rounds: Rounds::Count(13), ..HouseRules::default() };
    let setup = RoomSetup { preset: "standard".into(), rules, seats: vec![SeatPlan::Friend; 4] };
    let mut host = Connection::open_from(addr, from).await.expect("connects");
    host.send(&ClientMsg::CreateRoom { name: "Host".into(), setup }).await.expect("creates");
    let code = loop {
        if let ServerMsg::Seated { code, .. } = host.recv().await.expect("seated") {
            break code;
        }
    };
    let mut seats = vec![host];
    for i in 1..4 {
        let mut c = Connection::open_from(addr, from).await.expect("connects");
        c.send(&ClientMsg::Join { code: code.clone(), name: format!("P{i}") }).await.expect("joins");
        loop {
            match c.recv().await.expect("seated") {
                ServerMsg::Seated { .. } => break,
                ServerMsg::Refused { why } => panic!("refused: {why}"),
                _ => {}
            }
        }
        seats.push(c);
    }
    seats[0].send(&ClientMsg::Start).await.expect("starts");
    let room = Arc::new(Mutex::new(Pending::default()));
    (code, seats.into_iter().map(|c| tokio::spawn(seat(c, room.clone(), totals.clone(), pace))).collect())
}

/// The flood's one address.
const FLOOD_FROM: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));

/// Measured room `i`'s address: a household of its own.
fn household(i: usize) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 1, (i / 250) as u8, (i % 250 + 1) as u8))
}

/// A flooding room plays instantly, so it finishes a match in seconds: it opens another at once,
/// keeping the flood up for the whole measure.
async fn flood_room(addr: String, totals: Arc<Mutex<Totals>>, hints: bool) {
    loop {
        for s in open_room(addr.clone(), FLOOD_FROM, totals.clone(), Pace::Flood { hints }).await.1 {
            let _ = s.await;
        }
    }
}

/// The storm's one address.
const STORM_FROM: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 3));

/// One connection of the storm: watch room `codes[i]`, close, again (the next room), forever.
async fn watch_storm(addr: String, codes: Arc<Vec<String>>, mut i: usize, totals: Arc<Mutex<Totals>>) {
    loop {
        i = (i + 1) % codes.len();
        let Ok(mut c) = Connection::open_from(&addr, STORM_FROM).await else { continue };
        if c.send(&ClientMsg::Watch { code: codes[i].clone() }).await.is_err() {
            continue;
        }
        loop {
            match tokio::time::timeout(Duration::from_secs(5), c.recv()).await {
                Ok(Ok(ServerMsg::Watching { .. })) => {
                    let mut t = totals.lock().expect("totals");
                    if t.measuring {
                        t.watches += 1;
                    }
                }
                Ok(Ok(ServerMsg::Refused { .. }) | Err(_)) | Err(_) => {}
                Ok(Ok(_)) => continue,
            }
            break;
        }
        c.close().await;
    }
}

fn percentile(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i] as f64 / 1000.0
}

fn main() {
    let a = args();
    let data = std::env::temp_dir().join(format!("mt-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let mut server = Command::new(&a.server)
        .args([
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--computer-delay",
            "0",
            "--connections-per-address",
            "100000",
            "--rooms-per-address",
            "1000000",
            "--data",
        ])
        .arg(&data)
        // The flood's rooms come and go faster than people's; a storm of watchers meets the
        // server's own limit (the measured rooms' joins, with right codes, never count).
        .args(if a.hint_flood > 0 { &["--joins-per-minute", "1000000", "--connections-per-minute", "100000000"][..] } else { &[][..] })
        .args(if a.flood_limits {
            &[][..]
        } else {
            &["--hints-per-minute", "1000000", "--hints-per-seat-minute", "1000000", "--messages-per-second", "1000000"][..]
        })
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e} (build it: cargo build --release --no-default-features)", a.server.display()));
    let mut line = String::new();
    BufReader::new(server.stdout.take().expect("output")).read_line(&mut line).expect("the server says where it listens");
    let addr = line.strip_prefix("listening on ").and_then(|r| r.split_whitespace().next()).expect("an address").to_string();
    let pid = server.id();
    std::thread::sleep(Duration::from_millis(300));
    let (_, idle_kb) = server_usage(pid);

    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("a runtime");
    let totals = Arc::new(Mutex::new(Totals::default()));
    runtime.block_on(async {
        let opened = Instant::now();
        let mut opening = Vec::new();
        for i in 0..a.rooms + a.hint_flood {
            if i < a.rooms {
                opening.push(tokio::spawn(open_room(addr.clone(), household(i), totals.clone(), Pace::Measured(a.think))));
            } else {
                tokio::spawn(flood_room(addr.clone(), totals.clone(), a.flood_hints));
            }
            // A few at a time, as people would arrive.
            if opening.len() % 50 == 0 {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        let mut codes = Vec::new();
        for o in opening {
            codes.push(o.await.expect("a room opens").0);
        }
        let codes = Arc::new(codes);
        for i in 0..a.watch_storm {
            tokio::spawn(watch_storm(addr.clone(), codes.clone(), i, totals.clone()));
        }
        println!("{} rooms of 4 open and playing after {:.1} s", a.rooms, opened.elapsed().as_secs_f64());
        // Let the rooms settle into play, then measure.
        tokio::time::sleep(Duration::from_secs(3)).await;
        let (cpu0, _) = server_usage(pid);
        totals.lock().expect("totals").measuring = true;
        let start = Instant::now();
        tokio::time::sleep(Duration::from_secs(a.seconds)).await;
        totals.lock().expect("totals").measuring = false;
        let wall = start.elapsed().as_secs_f64();
        let (cpu1, kb) = server_usage(pid);
        let mut t = std::mem::take(&mut *totals.lock().expect("totals"));
        t.latencies_us.sort_unstable();
        t.next_us.sort_unstable();
        println!("measured {wall:.0} s, think time {} ms: {} moves, {:.0} moves/s", a.think.as_millis(), t.moves, t.moves as f64 / wall);
        if a.hint_flood > 0 {
            println!(
                "beside {} rooms playing at once from one address, {} (limits {}): {} of their moves made ({:.0}/s), {} hints asked, {} answered, {} refused as the hint pool was busy, {} messages told to slow down",
                a.hint_flood,
                if a.flood_hints { "asking a hint every turn" } else { "asking no hints" },
                if a.flood_limits { "on" } else { "off" },
                t.flood_moves,
                t.flood_moves as f64 / wall,
                t.hints,
                t.hints_answered,
                t.hints_busy,
                t.slowed
            );
        }
        if a.watch_storm > 0 {
            println!(
                "beside {} connections from one address watching the rooms over and over: {} watches ({:.0}/s)",
                a.watch_storm,
                t.watches,
                t.watches as f64 / wall
            );
        }
        println!(
            "each measured seat was told the lobby {:.2} times a second; {} measured seats dropped",
            t.lobbies as f64 / wall / (4 * a.rooms) as f64,
            t.dropped
        );
        if t.measured_slowed > 0 {
            println!("the measured rooms were told to slow down {} times (each sent again 5 ms later)", t.measured_slowed);
        }
        println!(
            "move to the next player's legal moves: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            percentile(&t.next_us, 0.5),
            percentile(&t.next_us, 0.99),
            t.next_us.last().copied().unwrap_or(0) as f64 / 1000.0
        );
        println!(
            "move to every other client told: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            percentile(&t.latencies_us, 0.5),
            percentile(&t.latencies_us, 0.99),
            t.latencies_us.last().copied().unwrap_or(0) as f64 / 1000.0
        );
        println!(
            "server: CPU {:.0}% of one core ({:.1} s in {wall:.0} s); memory {} MB, {:.0} KB a room above its idle {} MB",
            100.0 * (cpu1 - cpu0) / wall,
            cpu1 - cpu0,
            kb / 1024,
            (kb.saturating_sub(idle_kb)) as f64 / a.rooms as f64,
            idle_kb / 1024
        );
    });
    runtime.shutdown_background();
    let _ = server.kill();
    let _ = server.wait();
    let _ = std::fs::remove_dir_all(&data);
}

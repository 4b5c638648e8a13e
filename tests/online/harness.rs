//! A real server process, and clients that play from their views.

use mexican_train::ai::Level;
use mexican_train::net::client::Connection;
use mexican_train::net::protocol::{ClientMsg, RoomSetup, SeatPlan, ServerMsg, decode};
use mexican_train::rules::house_rules::Rounds;
use mexican_train::rules::record::{MatchRecord, RoundRecord};
use mexican_train::rules::view::SeatView;
use mexican_train::rules::{Action, HouseRules, Seat};
use mexican_train::rules::{Deal, Match};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// `mexican-train serve` running on a local port.
pub struct ServerProcess {
    child: Child,
    pub addr: String,
    pub data: PathBuf,
    /// With `--table`: the table's address (`mexican-train://table/…`).
    pub table: Option<String>,
}

impl ServerProcess {
    /// Start a server keeping its rooms in `data`, on `port` (0: any free port).
    pub fn start(data: &Path, port: u16, extra: &[&str]) -> ServerProcess {
        ServerProcess::start_in(Command::new(env!("CARGO_BIN_EXE_mexican-train")), data, port, extra)
    }

    /// A server that may open at most `files` files (its hard limit, as a small machine's).
    pub fn start_with_files(data: &Path, files: u32, extra: &[&str]) -> ServerProcess {
        let mut shell = Command::new("sh");
        shell.args(["-c", &format!("ulimit -n {files} && exec \"$0\" \"$@\""), env!("CARGO_BIN_EXE_mexican-train")]);
        ServerProcess::start_in(shell, data, 0, extra)
    }

    fn start_in(mut command: Command, data: &Path, port: u16, extra: &[&str]) -> ServerProcess {
        let listen = format!("127.0.0.1:{port}");
        // What it says goes to `serve.log` in its folder (appended across restarts).
        std::fs::create_dir_all(data).expect("a data folder");
        let log = std::fs::OpenOptions::new().create(true).append(true).open(data.join("serve.log")).expect("a log");
        let mut child = command
            .args(["serve", "--listen", &listen, "--data"])
            .arg(data)
            .args(["--computer-delay", "0"])
            // The tests' clients all play at once from 127.0.0.1, as fast as they can: they get
            // the pace of many addresses unless a test sets its own.
            .args(if extra.contains(&"--messages-per-second") { &[][..] } else { &["--messages-per-second", "100000"][..] })
            // and open connections as fast as they like.
            .args(if extra.contains(&"--connections-per-minute") { &[][..] } else { &["--connections-per-minute", "100000000"][..] })
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(log)
            .spawn()
            .expect("the server starts");
        let stdout = child.stdout.take().expect("its output");
        let mut stdout = BufReader::new(stdout);
        let mut line = String::new();
        stdout.read_line(&mut line).expect("it says where it listens");
        let table = extra.contains(&"--table").then(|| {
            let mut second = String::new();
            stdout.read_line(&mut second).expect("it says where the table is");
            second.strip_prefix("table: ").map(|t| t.trim().to_string()).unwrap_or_else(|| panic!("unexpected second line: {second:?}"))
        });
        let addr = line
            .strip_prefix("listening on ")
            .and_then(|rest| rest.split_whitespace().next())
            .unwrap_or_else(|| panic!("unexpected first line: {line:?}"))
            .to_string();
        ServerProcess { child, addr, data: data.to_path_buf(), table }
    }

    /// Kill it as a crash would (SIGKILL): no chance to tidy up.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// What the server said on its error output so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.data.join("serve.log")).unwrap_or_default()
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Send it SIGTERM (as a service manager stops it) and wait for it to end: its exit status,
    /// or `None` if it still runs after `secs` seconds.
    pub fn terminate(&mut self, secs: u64) -> Option<std::process::ExitStatus> {
        let _ = Command::new("kill").args(["-TERM", &self.child.id().to_string()]).status();
        let since = std::time::Instant::now();
        while since.elapsed() < Duration::from_secs(secs) {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        None
    }

    /// Whether the process is still running.
    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    pub fn port(&self) -> u16 {
        self.addr.rsplit(':').next().and_then(|p| p.parse().ok()).expect("a port")
    }

    /// The `/health` answer, over plain HTTP.
    /// Asked from an address of its own (127.0.0.9), as an operator's monitor would: the
    /// players' address may have used up its connections.
    pub fn health(&self) -> String {
        use std::io::{Read, Write};
        let socket = socket2_connect("127.0.0.9", &self.addr);
        let mut s = socket.expect("connects");
        s.set_read_timeout(Some(Duration::from_secs(5))).expect("timeout");
        write!(s, "GET /health HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", self.addr).expect("asks");
        let mut answer = String::new();
        let _ = s.read_to_string(&mut answer);
        answer
    }
}

/// A blocking TCP connection from the loopback address `from` to `to` (std cannot choose the
/// address it connects from: tokio's socket does, on a thread of its own, as tests run inside
/// a runtime already).
fn socket2_connect(from: &str, to: &str) -> std::io::Result<std::net::TcpStream> {
    let (from, to) = (from.to_string(), to.to_string());
    std::thread::spawn(move || {
        let to: std::net::SocketAddr = to.parse().map_err(std::io::Error::other)?;
        let rt = tokio::runtime::Builder::new_current_thread().enable_io().build()?;
        let stream = rt.block_on(async {
            let socket = tokio::net::TcpSocket::new_v4()?;
            socket.bind(format!("{from}:0").parse().map_err(std::io::Error::other)?)?;
            socket.connect(to).await?.into_std()
        })?;
        stream.set_nonblocking(false)?;
        Ok(stream)
    })
    .join()
    .map_err(|_| std::io::Error::other("the connecting thread failed"))?
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A fresh folder for a test's server.
pub fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mt-online-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A room of `seats` under the standard rules, `rounds` rounds long.
pub fn setup(seats: &[SeatPlan], rounds: u16) -> RoomSetup {
    let rules = HouseRules { rounds: Rounds::Count(rounds), ..HouseRules::default() };
    RoomSetup { preset: "standard".into(), rules, seats: seats.to_vec() }
}

pub fn friends_and(computers: usize, friends: usize, level: Level) -> Vec<SeatPlan> {
    let mut seats = vec![SeatPlan::Friend; friends];
    seats.extend(std::iter::repeat_n(SeatPlan::Computer(level), computers));
    seats
}

/// The next message, or a failure after `secs` seconds.
pub async fn next(c: &mut Connection, secs: u64) -> ServerMsg {
    match tokio::time::timeout(Duration::from_secs(secs), c.recv()).await {
        Ok(Ok(m)) => m,
        Ok(Err(e)) => panic!("connection ended: {e}"),
        Err(_) => panic!("no message within {secs} s"),
    }
}

/// Open a connection and take a seat with `opening`: the connection, the code, the seat and its token.
pub async fn sit(addr: &str, opening: ClientMsg) -> (Connection, String, Seat, String) {
    let mut c = Connection::open(addr).await.expect("connects");
    c.send(&opening).await.expect("sends");
    loop {
        match next(&mut c, 10).await {
            ServerMsg::Seated { code, seat, token } => return (c, code, seat, token),
            ServerMsg::Refused { why } => panic!("refused: {why}"),
            _ => {}
        }
    }
}

/// What a person's client plays from its view: a tile if it can (the first offered), else the
/// first action offered.
pub fn choose(view: &SeatView) -> Option<Action> {
    view.legal.iter().find(|a| matches!(a, Action::Play { .. })).or(view.legal.first()).copied()
}

/// What a client playing to the end saw.
#[derive(Default, Debug)]
pub struct Played {
    pub record: Option<String>,
    pub last_view: Option<(u64, SeatView)>,
    /// The server's seal of the last view's revision (returned when coming back).
    pub last_seal: String,
    pub moves_made: usize,
    /// Every message received, as sent.
    pub frames: Vec<String>,
}

/// Play the seat on `c` until the match's record arrives (or `stop_after` own moves).
pub async fn play_on(c: &mut Connection, stop_after: Option<usize>) -> Played {
    play_paced(c, stop_after, Duration::ZERO).await
}

/// `play_on`, waiting `pace` before each message (a server's limit of messages a second).
pub async fn play_paced(c: &mut Connection, stop_after: Option<usize>, pace: Duration) -> Played {
    let mut played = Played::default();
    let mut readied = None;
    loop {
        let text = match tokio::time::timeout(Duration::from_secs(30), c.recv_text()).await {
            Ok(Ok(text)) => text,
            Ok(Err(e)) => panic!("connection ended: {e}"),
            Err(_) => panic!("no message within 30 s"),
        };
        let msg: ServerMsg = decode(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        played.frames.push(text);
        match msg {
            ServerMsg::View { revision, view, seal } => {
                played.last_seal = seal;
                if let Some(action) = choose(&view) {
                    if stop_after.is_some_and(|n| played.moves_made >= n) {
                        played.last_view = Some((revision, *view));
                        return played;
                    }
                    tokio::time::sleep(pace).await;
                    c.send(&ClientMsg::Act { revision, action }).await.expect("sends");
                    played.moves_made += 1;
                } else if view.end.is_some() && !view.match_over && readied != Some(revision) {
                    readied = Some(revision);
                    tokio::time::sleep(pace).await;
                    c.send(&ClientMsg::NextRound).await.expect("sends");
                }
                played.last_view = Some((revision, *view));
            }
            ServerMsg::Record { text } => {
                played.record = Some(text);
                return played;
            }
            ServerMsg::Refused { why } => panic!("a move was refused: {why}"),
            _ => {}
        }
    }
}

/// The deal a recorded round was played from.
pub fn deal(round: &RoundRecord) -> Deal {
    Deal { hands: round.hands.iter().map(|h| h.to_vec()).collect(), boneyard: round.boneyard.clone() }
}

/// The match a record was played from, at its first deal (`rules` as the room was set up).
pub fn first_deal(record: &MatchRecord, rules: &HouseRules, seats: usize) -> Match {
    let mut rules = rules.clone();
    rules.players = seats as u8;
    let first = &record.rounds[0];
    Match::from_deal("standard", rules, deal(first), first.first).expect("the deal replays")
}

/// A TCP relay between clients and a server, whose links the test can cut at once (a network
/// that drops, or a client killed mid-turn).
pub struct Proxy {
    pub addr: String,
    cuts: tokio::sync::watch::Sender<u64>,
}

impl Proxy {
    pub async fn start(to: &str) -> Proxy {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a local port");
        let addr = listener.local_addr().expect("its address").to_string();
        let (cuts, watch) = tokio::sync::watch::channel(0u64);
        let to = to.to_string();
        tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                let mut watch = watch.clone();
                let to = to.clone();
                tokio::spawn(async move {
                    let Ok(mut server) = tokio::net::TcpStream::connect(&to).await else { return };
                    watch.mark_unchanged();
                    tokio::select! {
                        _ = tokio::io::copy_bidirectional(&mut client, &mut server) => {}
                        _ = watch.changed() => {}
                    }
                });
            }
        });
        Proxy { addr, cuts }
    }

    /// Cut every link open now (later connections pass again).
    pub fn cut(&self) {
        self.cuts.send_modify(|n| *n += 1);
    }
}

/// What a kept seat (`Remote`) saw while playing to the end.
#[derive(Default, Debug)]
pub struct PlayedRemote {
    pub record: Option<String>,
    /// Every move the seat was told was made: (revision, seat, action), the action as this seat
    /// may know it (`None`: a move the rules hide from it).
    pub moved: Vec<(u64, Seat, Option<Action>)>,
    /// How many of them it was told before its connection was first lost.
    pub told_before_loss: Option<usize>,
    pub moves_made: usize,
    pub reconnects: usize,
    pub highest_revision: u64,
    pub lobbies: Vec<mexican_train::net::protocol::Lobby>,
    /// The server said it lost moves: (kept, seen).
    pub behind: Vec<(u64, u64)>,
    /// When the seat was back after each loss (milliseconds since 1970: compared with another
    /// process's clock on this machine).
    pub backs: Vec<u128>,
    /// When each try to come back failed, and why.
    pub tries: Vec<(u128, String)>,
}

/// Now, in milliseconds since 1970 (one clock for the processes of a test on this machine).
pub fn unix_ms() -> u128 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis())
}

/// Play a kept seat to the match's end, calling `after_move(moves made)` after each of its own.
pub async fn play_remote(r: &mut mexican_train::net::client::Remote, mut after_move: impl FnMut(usize)) -> PlayedRemote {
    use mexican_train::net::client::Note;
    let mut played = PlayedRemote::default();
    let mut readied = None;
    loop {
        let note = match tokio::time::timeout(Duration::from_secs(60), r.notes.recv()).await {
            Ok(Some(n)) => n,
            Ok(None) => panic!("the seat's task ended"),
            Err(_) => panic!("nothing heard for 60 s: {played:?}"),
        };
        let msg = match note {
            Note::Msg(m) => m,
            Note::Reconnecting(why) => {
                played.tries.push((unix_ms(), why.to_string()));
                // (Said as it happens: the log of a part that fails shows how far it got.)
                eprintln!("{} try: {why}", unix_ms());
                played.told_before_loss.get_or_insert(played.moved.len());
                played.reconnects += 1;
                continue;
            }
            Note::Back => {
                played.backs.push(unix_ms());
                continue;
            }
            Note::Gone(reason) => panic!("the seat is gone: {reason}"),
        };
        match msg {
            ServerMsg::View { revision, view, .. } => {
                played.highest_revision = played.highest_revision.max(revision);
                if let Some(action) = choose(&view) {
                    r.send(ClientMsg::Act { revision, action });
                    played.moves_made += 1;
                    after_move(played.moves_made);
                } else if view.end.is_some() && !view.match_over && readied != Some(revision) {
                    readied = Some(revision);
                    r.send(ClientMsg::NextRound);
                }
            }
            ServerMsg::Moved { revision, seat, action, .. } => {
                played.highest_revision = played.highest_revision.max(revision);
                played.moved.push((revision, seat, action));
            }
            ServerMsg::Lobby(l) => played.lobbies.push(l),
            ServerMsg::Behind { kept, seen } => played.behind.push((kept, seen)),
            ServerMsg::Record { text } => {
                played.record = Some(text);
                return played;
            }
            ServerMsg::Refused { why } => panic!("refused: {why}"),
            _ => {}
        }
    }
}

/// An iroh relay on loopback, as `iroh::test_utils` starts one, but with its self-signed
/// certificate kept: hosted tables and friends are told to trust it (nothing is left unchecked).
/// One for the whole test process (how this process's games reach tables is one setting), on a
/// thread and runtime of its own.
pub struct Relay {
    pub url: String,
    /// Its certificate (DER), and the file holding it (`serve --relay-certificate`).
    pub certificate: Vec<u8>,
    pub certificate_file: PathBuf,
}

/// The process's relay, started by the first test that asks, and this process's games told to
/// reach tables only through it.
pub fn relay() -> &'static Relay {
    static RELAY: std::sync::OnceLock<Relay> = std::sync::OnceLock::new();
    RELAY.get_or_init(|| {
        let relay = Relay::start_on(std::net::Ipv4Addr::LOCALHOST);
        mexican_train::net::client::set_reach(relay.reach());
        relay
    })
}

impl Relay {
    /// A relay on `ip` (an address of this machine's), serving until the process ends.
    pub fn start_on(ip: std::net::Ipv4Addr) -> Relay {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let rt = tokio::runtime::Runtime::new().expect("a runtime");
            rt.block_on(async move {
                use iroh_relay::server::{AllowAll, CertConfig, QuicConfig, RelayConfig, Server, ServerConfig, TlsConfig};
                let (certs, server_config) = iroh_relay::server::testing::self_signed_tls_certs_and_config();
                let mut relay = RelayConfig::new((ip, 0));
                relay.tls = Some(TlsConfig::new((ip, 0), CertConfig::Manual { server_config }));
                relay.key_cache_capacity = Some(1024);
                relay.access = std::sync::Arc::new(AllowAll);
                let mut config = ServerConfig::default();
                config.relay = Some(relay);
                config.quic = Some(QuicConfig::new((ip, 0)));
                let server = Server::spawn(config).await.expect("a relay");
                let _ = tx.send((format!("https://{}/", server.https_addr().expect("its address")), certs[0].to_vec()));
                // It serves until the process ends.
                std::future::pending::<()>().await;
                drop(server);
            });
        });
        let (url, certificate) = rx.recv().expect("the relay started");
        let dir = data_dir(&format!("relay-{ip}"));
        std::fs::create_dir_all(&dir).expect("a folder");
        let certificate_file = dir.join("relay.der");
        std::fs::write(&certificate_file, &certificate).expect("the certificate written");
        Relay { url, certificate, certificate_file }
    }

    /// How a game reaches tables through this relay only.
    pub fn reach(&self) -> mexican_train::net::link::Reach {
        mexican_train::net::link::Reach {
            relays: Some(vec![self.url.parse().expect("a relay's address")]),
            relay_only: true,
            relay_certificate: Some(self.certificate.clone()),
            nearby: false,
        }
    }

    /// `serve`'s arguments for a table reached through this relay only.
    pub fn serve_args(&self) -> Vec<String> {
        ["--table", "--relay", &self.url, "--relay-only", "--relay-certificate"]
            .iter()
            .map(|s| s.to_string())
            .chain([self.certificate_file.display().to_string()])
            .collect()
    }
}

/// Wait for a kept seat to be seated: its room's code.
pub async fn seated(r: &mut mexican_train::net::client::Remote) -> String {
    use mexican_train::net::client::Note;
    use mexican_train::net::protocol::ServerMsg;
    loop {
        match tokio::time::timeout(Duration::from_secs(30), r.notes.recv()).await {
            Ok(Some(Note::Msg(ServerMsg::Seated { code, .. }))) => return code,
            Ok(Some(Note::Gone(why))) => panic!("no seat: {why}"),
            Ok(Some(_)) => {}
            Ok(None) => panic!("the seat's task ended"),
            Err(_) => panic!("not seated within 30 s"),
        }
    }
}

//! The game server (`mexican-train serve`): rooms with a code, each seat told only what it may
//! know, every accepted step kept in SQLite before anyone hears of it. One WebSocket per client
//! at `/ws` (JSON messages, `net::protocol`), `/health` for operators; plain HTTP, so a TLS
//! reverse proxy in front gives `wss://`.
//!
//! Hostile or broken clients are refused or closed, never a panic, and no other room notices:
//! messages are size-limited and decoded strictly; an address may hold only so many
//! connections (counted from the first byte, `gate`), miss only so many codes or tokens and ask
//! only so many hints a minute, send its rooms only so many messages a second for each person it
//! has at a table, up to a household's eight (one address playing instantly in many rooms slows
//! no one else; a family behind one router is never refused), and create only so many rooms; a connection that does not become a WebSocket
//! within a few seconds is closed; a client that stops reading fills its queue and is dropped.
//! Hints think on a pool of their own, at most half the machine's cores. SIGTERM or Ctrl-C ends
//! the server within a second, whatever the clients are doing.

pub mod gate;
mod hub;
mod room;
pub mod seal;
pub mod store;
mod table;

use crate::protocol::{self, ClientMsg, Refusal, ServerMsg, decode, encode};
use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use engine::rules::Seat;
use futures_util::{SinkExt, StreamExt};
use hub::{Hub, RoomCmd, StoreHandle};
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::sync::mpsc;

/// What the server refuses beyond, each a setting (`serve --help`).
#[derive(Clone, Debug)]
pub struct Limits {
    /// The largest message a client may send, in bytes.
    pub max_message: usize,
    /// Open connections from one address.
    pub connections_per_address: usize,
    /// Connections one address may open in a minute.
    pub connections_per_minute: usize,
    /// Rooms created, and codes or tokens missed, from one address in a minute (guessing codes;
    /// a right code or token does not count); rooms watched from one address in a minute, apart.
    pub joins_per_minute: u32,
    /// Glances at a seat's room (*Your tables* on the title) from one address in a minute.
    pub glances_per_minute: u32,
    /// Rooms on the server.
    pub max_rooms: usize,
    /// Messages waiting for a client before it counts as not reading and is dropped.
    pub queue: usize,
    /// A connection silent this long is closed (the server pings every third of it).
    pub idle: Duration,
    /// A finished match's room is closed (and forgotten) once nobody has been in it this long.
    pub keep_finished: Duration,
    /// Any other room is closed once nobody has been in it this long.
    pub keep_empty: Duration,
    /// A connection that has not become a WebSocket this long after it opened is closed.
    pub upgrade_within: Duration,
    /// Hints one address may ask for in a minute.
    pub hints_per_minute: u32,
    /// Hints one seat may ask for in a minute.
    pub hints_per_seat_minute: u32,
    /// Rooms one address may have open at once.
    pub rooms_per_address: usize,
    /// Messages to its rooms (moves, hints asked, words, starts) one address may send in any
    /// second.
    pub messages_per_second: u32,
    /// A person away on their turn is waited for this long, then a computer plays for them
    /// until they are back (zero: waited for as long as it takes).
    pub cover_after: Duration,
    /// Watchers of one room at once.
    pub watchers_per_room: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_message: protocol::MAX_MESSAGE,
            connections_per_address: 64,
            // A household of eight, each game with its seat and a glance at five kept tables
            // every 20 s, opens about 130 a minute.
            connections_per_minute: 600,
            joins_per_minute: 30,
            // A title glances at each kept seat every 20 s: a household of eight, each with
            // five tables kept, glances 120 times a minute.
            glances_per_minute: 240,
            max_rooms: 20_000,
            queue: 512,
            idle: Duration::from_secs(60),
            keep_finished: Duration::from_secs(10 * 60),
            keep_empty: Duration::from_secs(7 * 24 * 3600),
            upgrade_within: Duration::from_secs(5),
            hints_per_minute: 60,
            hints_per_seat_minute: 12,
            rooms_per_address: 20,
            messages_per_second: 10,
            cover_after: Duration::from_secs(90),
            watchers_per_room: 16,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Config {
    pub listen: SocketAddr,
    /// Where the rooms' database lives.
    pub data: PathBuf,
    /// Every commit waits for the disk (survives a power cut, slower).
    pub durable: bool,
    /// How long a computer waits after the last move, so people can follow.
    pub computer_delay: Duration,
    pub limits: Limits,
    /// Reverse proxies whose `X-Forwarded-For` names the player's address.
    pub trusted_proxies: Vec<IpAddr>,
    /// Also a table friends reach from anywhere by its key (`net::link`), as a game hosting one
    /// is: how. Its key is kept in the data folder.
    pub table: Option<crate::link::Reach>,
    /// How long a table that can already be reached directly (on its home network) waits for
    /// its relay before it says its address; the relay joins the address when it answers.
    pub relay_wait: Duration,
}

struct Server {
    hub: Arc<Hub>,
    admissions: Arc<gate::Admissions>,
}

/// What a server found when it started: where it listens, the rooms it brought back, and what the
/// operator should know of its data.
#[derive(Clone, Debug)]
pub struct Started {
    /// The address it accepts connections on (with `--listen …:0`, the port the system chose).
    pub address: SocketAddr,
    /// Rooms kept from before, playing again.
    pub restored: usize,
    /// Rooms that could not be brought back, each with why (technical detail for the operator).
    pub not_restored: Vec<String>,
    pub found: Vec<store::Found>,
    /// Where friends reach the table (`Config::table`): its key, relay and direct addresses,
    /// as they change while it is open.
    pub table: Option<crate::link::TableWatch>,
}

/// Why the server (or its store) could not start, or stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServeError {
    /// Another server (or a game hosting a table) keeps its rooms in the data folder.
    FolderInUse { folder: PathBuf, pid: Option<u32> },
    /// Anything else, in the system's or the libraries' own words.
    Failed(String),
}

impl std::fmt::Display for ServeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ServeError::FolderInUse { folder, pid: Some(pid) } => write!(f, "{} is in use by process {pid}", folder.display()),
            ServeError::FolderInUse { folder, pid: None } => write!(f, "{} is in use by another process", folder.display()),
            ServeError::Failed(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for ServeError {}

impl From<String> for ServeError {
    fn from(why: String) -> ServeError {
        ServeError::Failed(why)
    }
}

impl From<crate::link::LinkError> for ServeError {
    fn from(e: crate::link::LinkError) -> ServeError {
        ServeError::Failed(e.to_string())
    }
}

/// Run the server until Ctrl-C or SIGTERM; `started` hears once it accepts connections.
pub fn serve(config: Config, started: impl FnOnce(&Started)) -> Result<(), ServeError> {
    let runtime =
        tokio::runtime::Builder::new_multi_thread().enable_all().thread_name("serve").build().map_err(|e| format!("cannot start: {e}"))?;
    let ended = runtime.block_on(run(config, started, stop_signal()));
    // Thinking computers and hints are not waited for.
    runtime.shutdown_timeout(Duration::from_millis(200));
    ended
}

/// A server running inside a program (a game hosting a table) on threads of its own, until
/// `stop` or until the handle is dropped.
pub struct Hosting {
    pub started: Started,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<Result<(), ServeError>>>,
}

impl Hosting {
    /// Start, and wait until it accepts connections (or could not start: why).
    pub fn start(config: Config) -> Result<Hosting, ServeError> {
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let (told, started) = std::sync::mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("host".into())
            .spawn(move || {
                let runtime = tokio::runtime::Builder::new_multi_thread()
                    .worker_threads(2)
                    .enable_all()
                    .thread_name("host")
                    .build()
                    .map_err(|e| ServeError::Failed(format!("cannot start: {e}")))?;
                let ended = runtime.block_on(run(config, |s| drop(told.send(s.clone())), async move {
                    let _ = stopped.await;
                }));
                runtime.shutdown_timeout(Duration::from_millis(200));
                ended
            })
            .map_err(|e| ServeError::Failed(format!("cannot start: {e}")))?;
        match started.recv() {
            Ok(started) => Ok(Hosting { started, stop: Some(stop), thread: Some(thread) }),
            // It ended before it started: why.
            Err(_) => Err(match thread.join() {
                Ok(Err(e)) => e,
                Ok(Ok(())) => ServeError::Failed("it stopped at once".into()),
                Err(_) => ServeError::Failed("it failed at start".into()),
            }),
        }
    }

    /// Stop: the connections are closed, every room is kept in the database for next time.
    pub fn stop(mut self) -> Result<(), ServeError> {
        self.end()
    }

    fn end(&mut self) -> Result<(), ServeError> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        match self.thread.take().map(|t| t.join()) {
            Some(Ok(ended)) => ended,
            Some(Err(_)) => Err(ServeError::Failed("the table's server failed".into())),
            None => Ok(()),
        }
    }
}

impl Drop for Hosting {
    fn drop(&mut self) {
        let _ = self.end();
    }
}

/// How long the connections have to close once the server is told to stop.
const CLOSING: Duration = Duration::from_millis(500);

async fn run(
    config: Config,
    started: impl FnOnce(&Started),
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    let files = gate::raise_file_limit();
    let (mut store, found) = store::Store::open(&config.data, config.durable)?;
    let (kept, problems) = store.load()?;
    let seal = seal::Seal::new(store.seal_key()?);
    let rooms = kept.len();
    let store = StoreHandle::start(store);
    let listen = config.listen;
    let admissions = Arc::new(gate::Admissions::new(
        config.limits.connections_per_address,
        config.limits.connections_per_minute,
        files,
        config.trusted_proxies.clone(),
    ));
    let upgrade_within = config.limits.upgrade_within;
    let reach = config.table.clone();
    let key = match &reach {
        Some(_) => Some(crate::link::host_key(&config.data)?),
        None => None,
    };
    let config_data = config.data.clone();
    let relay_wait = config.relay_wait;
    let (hub, more) = Hub::start(config, store, kept, seal);
    let server = Arc::new(Server { hub, admissions: admissions.clone() });
    let app = Router::new().route("/ws", get(upgrade)).route("/health", get(health)).with_state(server.clone());
    let listener = tokio::net::TcpListener::bind(listen).await.map_err(|e| format!("cannot listen on {listen}: {e}"))?;
    let address = listener.local_addr().map_err(|e| format!("cannot listen on {listen}: {e}"))?;
    let (endpoint, table) = match reach.zip(key) {
        Some((reach, key)) => {
            let (endpoint, table) = table::open(reach, key, &config_data, relay_wait, server.clone()).await?;
            (Some(endpoint), Some(table))
        }
        None => (None, None),
    };
    started(&Started {
        address,
        restored: rooms - more.len().min(rooms),
        not_restored: problems.into_iter().chain(more).collect(),
        found,
        table,
    });
    let gate = gate::Gate { listener, admissions, upgrade_within };
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    let stopped = |mut rx: tokio::sync::watch::Receiver<bool>| async move {
        let _ = rx.wait_for(|s| *s).await;
    };
    let serving =
        axum::serve(gate, app.into_make_service_with_connect_info::<gate::Peer>()).with_graceful_shutdown(stopped(stop_rx.clone()));
    tokio::spawn(async move {
        stop.await;
        let _ = stop_tx.send(true);
    });
    // Told to stop: the connections have a moment to close, then the server ends whatever they do.
    let ended = tokio::select! {
        ended = serving => ended.map_err(|e| ServeError::Failed(format!("the server stopped: {e}"))),
        () = async {
            stopped(stop_rx).await;
            tokio::time::sleep(CLOSING).await;
        } => Ok(()),
    };
    if let Some(endpoint) = endpoint {
        let _ = tokio::time::timeout(CLOSING, endpoint.close()).await;
    }
    ended
}

async fn stop_signal() {
    #[cfg(unix)]
    {
        let term = async {
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(mut s) => {
                    s.recv().await;
                }
                Err(_) => std::future::pending::<()>().await,
            }
        };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}

async fn health(State(server): State<Arc<Server>>) -> String {
    format!("ok: {} rooms, {} connections\n", server.hub.rooms(), server.hub.connections.load(Ordering::Relaxed))
}

async fn upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<gate::Peer>,
    headers: axum::http::HeaderMap,
    State(server): State<Arc<Server>>,
) -> Response {
    let ip = gate::client_address(&server.admissions, peer.addr.ip(), &headers);
    // A proxy's connections were let in as the proxy's: each is counted now, by its player.
    let behind_proxy = ip != peer.addr.ip() || server.admissions.is_trusted(ip);
    if behind_proxy && !server.admissions.count_in(ip) {
        return (StatusCode::TOO_MANY_REQUESTS, "too many connections from your address\n").into_response();
    }
    peer.mark.upgraded();
    let limit = server.hub.config.limits.max_message;
    // Small buffers: thousands of connections, few bytes each (a view is a few KB).
    ws.max_message_size(limit)
        .max_frame_size(limit)
        .read_buffer_size(4 * 1024)
        .write_buffer_size(8 * 1024)
        .max_write_buffer_size(1 << 20)
        .on_upgrade(move |socket| async move {
            server.hub.connections.fetch_add(1, Ordering::Relaxed);
            let (sink, stream) = socket.split();
            connection(&server, stream, sink, ip).await;
            server.hub.connections.fetch_sub(1, Ordering::Relaxed);
            if behind_proxy {
                server.admissions.count_out(ip);
            }
        })
}

/// Malformed messages a connection may send in a row before it is closed.
const MALFORMED_IN_A_ROW: u32 = 20;

/// Where a connection stands.
enum Stage {
    /// Before `Hello`.
    New,
    /// Greeted, not at a table.
    Greeted,
    Seated {
        room: mpsc::Sender<RoomCmd>,
        seat: Seat,
    },
    /// Watching a room: no seat, nothing to send but `Leave`.
    Watching {
        room: mpsc::Sender<RoomCmd>,
    },
}

/// What arrives on a connection, whatever carries it (a WebSocket, or a QUIC stream from a
/// hosted table's friend).
enum Incoming {
    Text(String),
    /// A message that is not text.
    Binary,
    /// The other side closes.
    Close,
    /// A ping, pong or keepalive: nothing to answer, but the connection is alive.
    Alive,
}

/// What the writer sends.
enum Outgoing {
    Text(String),
    /// Are you still there? (The client's answer, or its own keepalive, keeps it open.)
    Ping,
}

/// A connection's incoming half.
trait WireIn: Send {
    /// The next message; `None` when the connection closed, broke, or sent more than it may.
    fn next(&mut self) -> impl std::future::Future<Output = Option<Incoming>> + Send;
}

/// A connection's outgoing half.
trait WireOut: Send + 'static {
    fn send(&mut self, out: Outgoing) -> impl std::future::Future<Output = Result<(), ()>> + Send;
    /// Say goodbye (what was sent still arrives).
    fn close(self) -> impl std::future::Future<Output = ()> + Send;
}

impl WireIn for futures_util::stream::SplitStream<WebSocket> {
    async fn next(&mut self) -> Option<Incoming> {
        match StreamExt::next(self).await {
            Some(Ok(Message::Text(t))) => Some(Incoming::Text(t.as_str().to_string())),
            Some(Ok(Message::Binary(_))) => Some(Incoming::Binary),
            Some(Ok(Message::Close(_))) => Some(Incoming::Close),
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => Some(Incoming::Alive),
            // Closed, or broken (an oversized message ends here too).
            Some(Err(_)) | None => None,
        }
    }
}

impl WireOut for futures_util::stream::SplitSink<WebSocket, Message> {
    async fn send(&mut self, out: Outgoing) -> Result<(), ()> {
        let msg = match out {
            Outgoing::Text(text) => Message::Text(text.into()),
            Outgoing::Ping => Message::Ping(Default::default()),
        };
        SinkExt::send(self, msg).await.map_err(|_| ())
    }

    async fn close(mut self) {
        let _ = SinkExt::close(&mut self).await;
    }
}

/// One client's connection: its messages in, the room's answers out (through a bounded queue
/// a writer task empties). Once seated, only the room holds the queue: when it drops the
/// connection (its queue full: the client stopped reading), the writer ends and closes it.
async fn connection(server: &Arc<Server>, mut stream: impl WireIn, mut sink: impl WireOut, ip: IpAddr) {
    let hub = &server.hub;
    let limits = hub.config.limits.clone();
    let conn = hub.new_conn();
    let (out, mut queue) = mpsc::channel::<String>(limits.queue);
    let idle = limits.idle;
    let mut writer = tokio::spawn(async move {
        let mut ping = tokio::time::interval(idle / 3);
        ping.tick().await;
        loop {
            let msg = tokio::select! {
                next = queue.recv() => match next {
                    Some(text) => Outgoing::Text(text),
                    None => break,
                },
                _ = ping.tick() => Outgoing::Ping,
            };
            // A client that does not take what it is sent within the idle time is gone.
            match tokio::time::timeout(idle, sink.send(msg)).await {
                Ok(Ok(())) => {}
                _ => break,
            }
        }
        let _ = tokio::time::timeout(Duration::from_secs(2), sink.close()).await;
    });
    let weak = out.downgrade();
    let mut out = Some(out);
    // A client that sends without reading what it is told fills its queue: it is closed.
    let stuck = std::sync::atomic::AtomicBool::new(false);
    let say = |msg: &ServerMsg| {
        let told = weak.upgrade().is_some_and(|o| o.try_send(encode(msg)).is_ok());
        if !told {
            stuck.store(true, Ordering::Relaxed);
        }
    };
    let mut stage = Stage::New;
    let mut malformed = 0;
    // The revision a client coming back was told of last.
    let mut resumed_at: Option<(u64, String)> = None;
    let mut writer_done = false;
    loop {
        // Closed when it does not read: its own queue full, or the room dropped it for that.
        if stuck.load(Ordering::Relaxed) || (out.is_none() && weak.upgrade().is_none()) {
            break;
        }
        let next = tokio::select! {
            next = tokio::time::timeout(idle, stream.next()) => match next {
                Ok(Some(msg)) => msg,
                // Silent too long, closed, or broken (an oversized message ends here too).
                _ => break,
            },
            // The room dropped the connection (its client stopped reading), or the client is gone.
            _ = &mut writer => {
                writer_done = true;
                break;
            }
        };
        let text = match next {
            Incoming::Text(t) => t,
            Incoming::Close => break,
            Incoming::Alive => continue,
            Incoming::Binary => {
                say(&ServerMsg::Refused { why: Refusal::NotText });
                malformed += 1;
                if malformed >= MALFORMED_IN_A_ROW {
                    break;
                }
                continue;
            }
        };
        let msg: ClientMsg = match decode(text.as_str()) {
            Ok(m) => {
                malformed = 0;
                m
            }
            Err(why) => {
                say(&ServerMsg::Refused { why });
                malformed += 1;
                if malformed >= MALFORMED_IN_A_ROW {
                    break;
                }
                continue;
            }
        };
        match (&stage, msg) {
            (Stage::New, ClientMsg::Hello { version }) => {
                if version != protocol::VERSION {
                    say(&ServerMsg::Refused { why: protocol::version_mismatch(version) });
                    break;
                }
                say(&ServerMsg::Welcome { version: protocol::VERSION });
                stage = Stage::Greeted;
            }
            (Stage::New, _) => {
                say(&ServerMsg::Refused { why: Refusal::HelloFirst });
                break;
            }
            (Stage::Greeted, msg @ (ClientMsg::CreateRoom { .. } | ClientMsg::Join { .. } | ClientMsg::Resume { .. })) => {
                // Creating a room counts; joining or coming back counts only when it fails.
                let allowed = match &msg {
                    ClientMsg::CreateRoom { .. } => server.admissions.may_join(ip, limits.joins_per_minute),
                    _ => server.admissions.may_try(ip, limits.joins_per_minute),
                };
                if !allowed {
                    say(&ServerMsg::Refused { why: Refusal::TooManyTries });
                    continue;
                }
                let trying = !matches!(msg, ClientMsg::CreateRoom { .. });
                let seated = match msg {
                    ClientMsg::CreateRoom { name, setup } => hub.create(&name, setup, ip).await.map(|(code, token)| (code, 0, token)),
                    ClientMsg::Join { code, name } => match crate::code::normalize(&code) {
                        Ok(code) => hub.join(&code, &name).await.map(|(seat, token)| (code, seat, token)),
                        Err(e) => Err(e),
                    },
                    ClientMsg::Resume { token, seen, seal } => match hub.resume(&token) {
                        Some((code, seat)) => {
                            resumed_at = Some((seen, seal));
                            Ok((code, seat, token))
                        }
                        None => Err(Refusal::SeatNotKept),
                    },
                    _ => continue,
                };
                match seated {
                    Ok((code, seat, token)) => {
                        let Some(room) = hub.room(&code) else {
                            say(&ServerMsg::Refused { why: Refusal::RoomClosed });
                            continue;
                        };
                        say(&ServerMsg::Seated { code, seat, token });
                        let Some(queue) = out.take() else { continue };
                        if room.send(RoomCmd::Attach { seat, conn, out: queue, seen: resumed_at.take() }).await.is_err() {
                            say(&ServerMsg::Refused { why: Refusal::RoomClosed });
                            continue;
                        }
                        server.admissions.seated(ip, true);
                        stage = Stage::Seated { room, seat };
                    }
                    Err(why) => {
                        if trying {
                            server.admissions.missed(ip);
                        }
                        say(&ServerMsg::Refused { why });
                    }
                }
            }
            // Watching counts (a storm of watchers coming and going would keep the room's
            // players busy), a wrong code counts as a miss.
            (Stage::Greeted, ClientMsg::Watch { code }) => {
                if !server.admissions.may_try(ip, limits.joins_per_minute) || !server.admissions.may_watch(ip, limits.joins_per_minute) {
                    say(&ServerMsg::Refused { why: Refusal::TooManyTries });
                    continue;
                }
                let room = match crate::code::normalize(&code).and_then(|code| hub.room(&code).ok_or(Refusal::NoSuchRoom)) {
                    Ok(room) => room,
                    Err(why) => {
                        server.admissions.missed(ip);
                        say(&ServerMsg::Refused { why });
                        continue;
                    }
                };
                let Some(queue) = out.take() else { continue };
                let (reply, answer) = tokio::sync::oneshot::channel();
                if room.send(RoomCmd::Watch { conn, out: queue, reply }).await.is_err() {
                    say(&ServerMsg::Refused { why: Refusal::RoomClosed });
                    continue;
                }
                match answer.await {
                    Ok(Ok(())) => {
                        server.admissions.seated(ip, true);
                        stage = Stage::Watching { room };
                    }
                    // Refused: the queue comes back, to say why.
                    Ok(Err((why, queue))) => {
                        out = Some(queue);
                        say(&ServerMsg::Refused { why });
                    }
                    Err(_) => break,
                }
            }
            // A glance at a seat's room: counted, and a wrong token counts as a miss.
            (Stage::Greeted, ClientMsg::Glance { token }) => {
                if !server.admissions.may_try(ip, limits.joins_per_minute) || !server.admissions.may_glance(ip, limits.glances_per_minute) {
                    say(&ServerMsg::Refused { why: Refusal::TooManyTries });
                    continue;
                }
                let Some((room, seat)) = hub.resume(&token).and_then(|(code, seat)| Some((hub.room(&code)?, seat))) else {
                    server.admissions.missed(ip);
                    say(&ServerMsg::Refused { why: Refusal::SeatNotKept });
                    continue;
                };
                let (reply, answer) = tokio::sync::oneshot::channel();
                match room.send(RoomCmd::Glance { seat, reply }).await {
                    Ok(()) => match answer.await {
                        Ok(glance) => say(&ServerMsg::Glance(glance)),
                        Err(_) => say(&ServerMsg::Refused { why: Refusal::RoomClosed }),
                    },
                    Err(_) => say(&ServerMsg::Refused { why: Refusal::RoomClosed }),
                }
            }
            (Stage::Greeted, _) => {
                say(&ServerMsg::Refused { why: Refusal::JoinFirst });
            }
            (Stage::Watching { .. }, ClientMsg::Leave) => break,
            (Stage::Watching { .. }, _) => {
                say(&ServerMsg::Refused { why: Refusal::OnlyWatching });
            }
            // Leaving is never refused; anything else beyond the address's pace waits.
            (Stage::Seated { .. }, msg) if msg != ClientMsg::Leave && !server.admissions.may_send(ip, limits.messages_per_second) => {
                say(&ServerMsg::Refused { why: Refusal::SlowDown });
            }
            (Stage::Seated { .. }, ClientMsg::Hint { .. }) if !server.admissions.may_hint(ip, limits.hints_per_minute) => {
                say(&ServerMsg::Refused { why: Refusal::SlowDown });
            }
            (Stage::Seated { room, seat }, msg) => {
                let leaving = msg == ClientMsg::Leave;
                if room.send(RoomCmd::Msg { seat: *seat, conn, msg }).await.is_err() || leaving {
                    break;
                }
            }
        }
    }
    match stage {
        Stage::Seated { room, seat } => {
            server.admissions.seated(ip, false);
            drop(room.send(RoomCmd::Detach { seat: Some(seat), conn }).await);
        }
        Stage::Watching { room } => {
            server.admissions.seated(ip, false);
            drop(room.send(RoomCmd::Detach { seat: None, conn }).await);
        }
        Stage::New | Stage::Greeted => {}
    }
    let dropped = stuck.load(Ordering::Relaxed) || (out.is_none() && weak.upgrade().is_none());
    drop(out);
    drop(weak);
    if dropped {
        // Its writer may wait on a client that reads nothing: no flushing for it.
        writer.abort();
    } else if !writer_done {
        let _ = writer.await;
    }
}

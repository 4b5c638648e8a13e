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

mod connection;
pub mod gate;
mod hosted;
mod limits;
mod room;
pub use crate::names::COMPUTER_NAMES;
pub use limits::Limits;
mod rooms;
pub mod seal;
pub mod store;

use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use connection::connection;
use futures_util::StreamExt;
use rooms::{Rooms, StoreHandle};
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

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
    rooms: Arc<Rooms>,
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
    let kept_rooms = kept.len();
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
    let (rooms, more) = Rooms::start(config, store, kept, seal);
    let server = Arc::new(Server { rooms, admissions: admissions.clone() });
    let app = Router::new().route("/ws", get(upgrade)).route("/health", get(health)).with_state(server.clone());
    let listener = tokio::net::TcpListener::bind(listen).await.map_err(|e| format!("cannot listen on {listen}: {e}"))?;
    let address = listener.local_addr().map_err(|e| format!("cannot listen on {listen}: {e}"))?;
    let (endpoint, table) = match reach.zip(key) {
        Some((reach, key)) => {
            let (endpoint, table) = hosted::open(reach, key, &config_data, relay_wait, server.clone()).await?;
            (Some(endpoint), Some(table))
        }
        None => (None, None),
    };
    started(&Started {
        address,
        restored: kept_rooms - more.len().min(kept_rooms),
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
    format!("ok: {} rooms, {} connections\n", server.rooms.count(), server.rooms.connections.load(Ordering::Relaxed))
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
    let limit = server.rooms.config.limits.max_message;
    // Small buffers: thousands of connections, few bytes each (a view is a few KB).
    ws.max_message_size(limit)
        .max_frame_size(limit)
        .read_buffer_size(4 * 1024)
        .write_buffer_size(8 * 1024)
        .max_write_buffer_size(1 << 20)
        .on_upgrade(move |socket| async move {
            server.rooms.connections.fetch_add(1, Ordering::Relaxed);
            let (sink, stream) = socket.split();
            connection(&server, stream, sink, ip).await;
            server.rooms.connections.fetch_sub(1, Ordering::Relaxed);
            if behind_proxy {
                server.admissions.count_out(ip);
            }
        })
}

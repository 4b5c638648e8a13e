//! The client's side of a connection to a game server: one WebSocket (`Connection`), and a
//! seat kept across lost connections (`Remote`): it reconnects by itself with its seat token,
//! and sends again a move the server may not have received. Used by the game, the tests and the
//! load tool alike; no Bevy here.
//!
//! In a browser the same: a host's table through its relay (iroh speaks to the relay over the
//! browser's WebSocket), a server's room over the browser's WebSocket; the waits and the seat's
//! task are the page's (`n0_future`), tokio's on the desktop.

use super::protocol::{self, ClientMsg, Refusal, ServerMsg, decode, encode};
use n0_future::time::{sleep, timeout};
use n0_future::{SinkExt, StreamExt};
use std::time::Duration;
#[cfg(not(target_family = "wasm"))]
use tokio::net::TcpStream;
use tokio::sync::mpsc;
#[cfg(not(target_family = "wasm"))]
use tokio_tungstenite::tungstenite::Message;
#[cfg(not(target_family = "wasm"))]
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
#[cfg(not(target_family = "wasm"))]
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};
#[cfg(target_family = "wasm")]
use ws_stream_wasm::{WsMessage as Message, WsMeta, WsStream};

/// The WebSocket address of a server given as a person types it: `localhost:7777`,
/// `ws://host:7777`, or `wss://host/path` (a TLS reverse proxy's; spoken with rustls).
pub fn url_of(address: &str) -> String {
    let address = address.trim();
    let with_scheme = if address.contains("://") { address.to_string() } else { format!("ws://{address}") };
    let after_scheme = with_scheme.split_once("://").map_or("", |(_, rest)| rest);
    if after_scheme.contains('/') { with_scheme } else { format!("{with_scheme}/ws") }
}

/// Why a connection could not be made or was lost, typed (each game words it for its player;
/// `detail` is the network library's own, technical words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// Nothing answered at `address` in time.
    NoAnswer {
        address: String,
    },
    CannotReach {
        address: String,
        detail: String,
    },
    /// The server answered the hello with something else than a welcome.
    OddHello {
        what: String,
    },
    /// The server refused (the hello, or the room asked for).
    Refused(Refusal),
    ConnectionLost {
        detail: String,
    },
    ServerClosed,
    /// A message from the server this client cannot read.
    Unreadable {
        detail: String,
    },
}

impl std::fmt::Display for Trouble {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Trouble::NoAnswer { address } => write!(f, "no answer from {address}"),
            Trouble::CannotReach { address, detail } => write!(f, "cannot reach {address}: {detail}"),
            Trouble::OddHello { what } => write!(f, "the server answered the hello with {what}"),
            Trouble::Refused(why) => write!(f, "refused: {why}"),
            Trouble::ConnectionLost { detail } => write!(f, "the connection was lost: {detail}"),
            Trouble::ServerClosed => write!(f, "the server closed the connection"),
            Trouble::Unreadable { detail } => write!(f, "a message from the server cannot be read: {detail}"),
        }
    }
}

impl std::error::Error for Trouble {}

fn lost(e: impl std::fmt::Display) -> Trouble {
    Trouble::ConnectionLost { detail: e.to_string() }
}

/// A server's messages are at most a megabyte (a view of eight seats is ~10 KB), over either wire.
const MOST_FROM_SERVER: usize = 1 << 20;

#[cfg(not(target_family = "wasm"))]
fn ws_config() -> WebSocketConfig {
    WebSocketConfig::default().max_message_size(Some(MOST_FROM_SERVER)).max_frame_size(Some(MOST_FROM_SERVER))
}

/// How the room of a kept seat stands, asked without sitting down (the seat stays as it is: a
/// computer covering it goes on): open, ask, close. Within `within` in all.
pub async fn glance(address: &str, token: &str, within: Duration) -> Result<crate::protocol::Glance, Trouble> {
    let asked = async {
        let mut c = Connection::open(address).await?;
        c.send(&ClientMsg::Glance { token: token.to_string() }).await?;
        let answer = loop {
            match c.recv().await? {
                ServerMsg::Glance(glance) => break Ok(glance),
                ServerMsg::Refused { why } => break Err(Trouble::Refused(why)),
                _ => {}
            }
        };
        c.close().await;
        answer
    };
    timeout(within, asked).await.map_err(|_| Trouble::NoAnswer { address: address.to_string() })?
}

/// One open connection, greeted: to a server's WebSocket, or to a host's table over iroh.
pub struct Connection {
    wire: Wire,
}

enum Wire {
    #[cfg(not(target_family = "wasm"))]
    Ws(Box<WebSocketStream<MaybeTlsStream<TcpStream>>>),
    /// A browser's WebSocket (and what it says of it, kept to close it).
    #[cfg(target_family = "wasm")]
    Ws(Box<(WsMeta, WsStream)>),
    Table(Box<TableWire>),
}

/// A connection to a host's table: its stream both ways, and the endpoint it was dialled from
/// (kept open while the connection is).
struct TableWire {
    endpoint: iroh::Endpoint,
    conn: iroh::endpoint::Connection,
    send: iroh::endpoint::SendStream,
    recv: iroh::endpoint::RecvStream,
}

/// How this program reaches hosts' tables (its relays: the game's settings, or a test's).
/// Default: the relays an invite names, else the public ones.
static REACH: std::sync::RwLock<Option<crate::link::Reach>> = std::sync::RwLock::new(None);

/// Set how this program's next connections reach hosts' tables.
pub fn set_reach(reach: crate::link::Reach) {
    *REACH.write().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(reach);
}

fn reach() -> crate::link::Reach {
    REACH.read().unwrap_or_else(std::sync::PoisonError::into_inner).clone().unwrap_or_default()
}

impl Connection {
    /// Connect to `address` (a server's, or a host's table: `mexican-train://…`) and say hello.
    pub async fn open(address: &str) -> Result<Connection, Trouble> {
        if crate::link::is_table_address(address) {
            return Connection::open_table(address).await;
        }
        let url = url_of(address);
        #[cfg(not(target_family = "wasm"))]
        let connect = async {
            let (ws, _) = tokio_tungstenite::connect_async_with_config(url.as_str(), Some(ws_config()), true).await?;
            Ok::<_, tokio_tungstenite::tungstenite::Error>(ws)
        };
        #[cfg(target_family = "wasm")]
        let connect = WsMeta::connect(url.as_str(), None);
        let ws = timeout(Duration::from_secs(10), connect)
            .await
            .map_err(|_| Trouble::NoAnswer { address: address.to_string() })?
            .map_err(|e| Trouble::CannotReach { address: address.to_string(), detail: e.to_string() })?;
        Connection::greet(Connection { wire: Wire::Ws(Box::new(ws)) }).await
    }

    /// Dial a host's table by its key, through the relays its address names (or ours).
    async fn open_table(address: &str) -> Result<Connection, Trouble> {
        let table = crate::link::TableAddress::parse(address)
            .map_err(|e| Trouble::CannotReach { address: address.to_string(), detail: e.to_string() })?;
        let cannot = |detail: String| Trouble::CannotReach { address: address.to_string(), detail };
        let reach = dialling(reach(), &table);
        let endpoint = reach.bind(None, false).await.map_err(|e| cannot(e.to_string()))?;
        let dial = async {
            let conn = endpoint.connect(table.endpoint_addr(), crate::link::ALPN).await.map_err(|e| cannot(e.to_string()))?;
            let (send, recv) = conn.open_bi().await.map_err(|e| cannot(e.to_string()))?;
            Ok::<_, Trouble>((conn, send, recv))
        };
        let (conn, send, recv) = match timeout(TABLE_DIAL, dial).await {
            Ok(Ok(opened)) => opened,
            Ok(Err(e)) => {
                endpoint.close().await;
                return Err(e);
            }
            Err(_) => {
                endpoint.close().await;
                return Err(Trouble::NoAnswer { address: address.to_string() });
            }
        };
        Connection::greet(Connection { wire: Wire::Table(Box::new(TableWire { endpoint, conn, send, recv })) }).await
    }

    /// Connect to `address` (a plain `ws://` one) from the local address `from`: a test's or a
    /// load tool's clients seen by the server as several addresses (`127.0.0.2`, …) on one
    /// machine.
    #[cfg(not(target_family = "wasm"))]
    pub async fn open_from(address: &str, from: std::net::IpAddr) -> Result<Connection, Trouble> {
        let url = url_of(address);
        let cannot = |detail: String| Trouble::CannotReach { address: address.to_string(), detail };
        let host = url.split_once("://").map_or("", |(_, rest)| rest).split('/').next().unwrap_or_default();
        let connect = async {
            let to = tokio::net::lookup_host(host)
                .await
                .map_err(|e| cannot(e.to_string()))?
                .next()
                .ok_or_else(|| cannot(format!("{host} names no address")))?;
            let socket = if to.is_ipv4() { tokio::net::TcpSocket::new_v4() } else { tokio::net::TcpSocket::new_v6() }
                .map_err(|e| cannot(e.to_string()))?;
            socket.bind(std::net::SocketAddr::new(from, 0)).map_err(|e| cannot(format!("{from}: {e}")))?;
            let stream = socket.connect(to).await.map_err(|e| cannot(e.to_string()))?;
            let _ = stream.set_nodelay(true);
            tokio_tungstenite::client_async_with_config(url.as_str(), MaybeTlsStream::Plain(stream), Some(ws_config()))
                .await
                .map_err(|e| cannot(e.to_string()))
        };
        let (ws, _) = timeout(Duration::from_secs(10), connect).await.map_err(|_| Trouble::NoAnswer { address: address.to_string() })??;
        Connection::greet(Connection { wire: Wire::Ws(Box::new(ws)) }).await
    }

    /// Say hello and wait for the welcome.
    async fn greet(mut c: Connection) -> Result<Connection, Trouble> {
        c.send(&ClientMsg::Hello { version: protocol::VERSION }).await?;
        match c.recv().await? {
            ServerMsg::Welcome { .. } => Ok(c),
            ServerMsg::Refused { why } => Err(Trouble::Refused(why)),
            other => Err(Trouble::OddHello { what: format!("{other:?}") }),
        }
    }

    pub async fn send(&mut self, msg: &ClientMsg) -> Result<(), Trouble> {
        self.send_text(&encode(msg)).await
    }

    /// Send raw text (tests of a server's refusals).
    pub async fn send_text(&mut self, text: &str) -> Result<(), Trouble> {
        match &mut self.wire {
            #[cfg(not(target_family = "wasm"))]
            Wire::Ws(ws) => ws.send(Message::text(text)).await.map_err(lost),
            #[cfg(target_family = "wasm")]
            Wire::Ws(ws) => ws.1.send(Message::Text(text.to_string())).await.map_err(lost),
            Wire::Table(t) => crate::link::write_frame(&mut t.send, text).await.map_err(lost),
        }
    }

    /// The next message from the server.
    pub async fn recv(&mut self) -> Result<ServerMsg, Trouble> {
        decode(&self.recv_text().await?).map_err(|e| match e {
            Refusal::NotUnderstood { detail } => Trouble::Unreadable { detail },
            other => Trouble::Refused(other),
        })
    }

    /// The next message from the server as the bytes it sent (tests that read what a client
    /// was told).
    pub async fn recv_text(&mut self) -> Result<String, Trouble> {
        loop {
            match &mut self.wire {
                #[cfg(not(target_family = "wasm"))]
                Wire::Ws(ws) => match ws.next().await {
                    Some(Ok(Message::Text(text))) => return Ok(text.as_str().to_string()),
                    Some(Ok(Message::Close(_))) | None => return Err(Trouble::ServerClosed),
                    Some(Ok(_)) => continue,
                    Some(Err(e)) => return Err(lost(e)),
                },
                // A browser's WebSocket says nothing of why it closed: the stream ends.
                #[cfg(target_family = "wasm")]
                Wire::Ws(ws) => match ws.1.next().await {
                    Some(Message::Text(text)) => return Ok(text),
                    Some(Message::Binary(_)) => continue,
                    None => return Err(Trouble::ServerClosed),
                },
                Wire::Table(t) => match crate::link::read_frame(&mut t.recv, MOST_FROM_SERVER).await {
                    // The host asks whether we are there: we are.
                    Ok(text) if text.is_empty() => crate::link::write_frame(&mut t.send, "").await.map_err(lost)?,
                    Ok(text) => return Ok(text),
                    Err(crate::link::FrameError::Ended) => return Err(Trouble::ServerClosed),
                    Err(e) => return Err(lost(e)),
                },
            }
        }
    }

    pub async fn close(self) {
        match self.wire {
            #[cfg(not(target_family = "wasm"))]
            Wire::Ws(mut ws) => {
                let _ = WebSocketStream::close(&mut *ws, None).await;
            }
            #[cfg(target_family = "wasm")]
            Wire::Ws(ws) => {
                let _ = timeout(Duration::from_millis(500), ws.0.close()).await;
            }
            Wire::Table(mut t) => {
                let _ = t.send.finish();
                let _ = timeout(Duration::from_millis(500), t.send.stopped()).await;
                t.conn.close(0u32.into(), b"bye");
                let _ = timeout(Duration::from_millis(500), t.endpoint.close()).await;
            }
        }
    }
}

/// What a kept seat hears.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant, reason = "one note at a time through a channel; a view is most of them")]
pub enum Note {
    Msg(ServerMsg),
    /// The connection was lost; trying again.
    Reconnecting(Trouble),
    /// Connected again (the seat's view follows).
    Back,
    /// No way on: the reason (a refused code, a version the server does not speak).
    Gone(Trouble),
}

/// A seat at a server's table, kept across lost connections. Send with `send`; what arrives is
/// in `notes` (poll it with `try_recv` from a game loop).
pub struct Remote {
    outbox: mpsc::UnboundedSender<ClientMsg>,
    pub notes: mpsc::UnboundedReceiver<Note>,
    /// The task keeping the seat: it ends once `Leave` is sent, or when the seat is refused.
    pub task: Option<n0_future::task::JoinHandle<()>>,
}

impl Remote {
    /// Start on the current tokio runtime (a page's own in a browser): connect to `address`,
    /// open with `opening` (`CreateRoom`, `Join`, `Resume` or `Watch`), and keep the seat it
    /// gives (or keep watching).
    pub fn start(address: String, opening: ClientMsg) -> Remote {
        let (outbox, out_rx) = mpsc::unbounded_channel();
        let (in_tx, notes) = mpsc::unbounded_channel();
        let task = n0_future::task::spawn(keep_seat(address, opening, out_rx, in_tx));
        Remote { outbox, notes, task: Some(task) }
    }

    /// Send a message (kept until the connection takes it).
    pub fn send(&self, msg: ClientMsg) {
        let _ = self.outbox.send(msg);
    }
}

/// How to dial `table`: through the host's relays (they answer even when no direct path does),
/// and one's own as well (unless its certificate is pinned: then only through it); with neither,
/// the public ones.
fn dialling(mut reach: crate::link::Reach, table: &crate::link::TableAddress) -> crate::link::Reach {
    if table.relays.is_empty() {
        return reach;
    }
    reach.relays = match reach.relays.take() {
        None => Some(table.relays.clone()),
        Some(own) if reach.relay_certificate.is_some() => Some(own),
        Some(own) => {
            let mut all = table.relays.clone();
            all.extend(own.into_iter().filter(|r| !table.relays.contains(r)));
            Some(all)
        }
    };
    reach
}

/// How long a table's host has to answer a dial (a relay's path takes about a second; a host that
/// is starting again is tried again after this).
const TABLE_DIAL: Duration = Duration::from_secs(8);

/// The longest wait between tries to reconnect.
const MOST_BACKOFF: Duration = Duration::from_secs(4);

async fn keep_seat(
    address: String,
    opening: ClientMsg,
    mut outbox: mpsc::UnboundedReceiver<ClientMsg>,
    notes: mpsc::UnboundedSender<Note>,
) {
    let mut kept = Kept::default();
    let mut backoff = Duration::from_millis(100);
    let mut lost_once = false;
    loop {
        let mut c = match Connection::open(&address).await {
            Ok(c) => c,
            Err(e) => {
                if kept.token.is_none() && !lost_once {
                    let _ = notes.send(Note::Gone(e));
                    return;
                }
                let _ = notes.send(Note::Reconnecting(e));
                sleep(backoff).await;
                backoff = (backoff * 2).min(MOST_BACKOFF);
                continue;
            }
        };
        backoff = Duration::from_millis(100);
        if c.send(&kept.hello(&opening)).await.is_err() {
            continue;
        }
        if lost_once {
            let _ = notes.send(Note::Back);
        }
        let Some(reason) = kept.connected(c, &mut outbox, &notes).await else { return };
        lost_once = true;
        let _ = notes.send(Note::Reconnecting(reason));
        sleep(backoff).await;
    }
}

/// What a kept seat knows from one connection to the next.
#[derive(Default)]
struct Kept {
    token: Option<String>,
    /// The latest revision told of in a view, and the server's seal of it: said when coming back.
    seen: (u64, String),
    /// A move sent and not yet seen made: (revision, message).
    pending: Option<(u64, ClientMsg)>,
}

impl Kept {
    /// What a connection opens with: the opening, or coming back to the seat.
    fn hello(&self, opening: &ClientMsg) -> ClientMsg {
        match &self.token {
            Some(t) => ClientMsg::Resume { token: t.clone(), seen: self.seen.0, seal: self.seen.1.clone() },
            None => opening.clone(),
        }
    }

    /// Play on one connection until it is lost (why: `Some`) or the seat is given up (`None`:
    /// left, refused, or nobody reads the notes any more).
    async fn connected(
        &mut self,
        mut c: Connection,
        outbox: &mut mpsc::UnboundedReceiver<ClientMsg>,
        notes: &mpsc::UnboundedSender<Note>,
    ) -> Option<Trouble> {
        let mut resumed = self.token.is_some();
        // Until the server seats us, a refusal means there is no seat to keep.
        let mut seating = true;
        loop {
            tokio::select! {
                next = outbox.recv() => {
                    let Some(msg) = next else {
                        c.close().await;
                        return None;
                    };
                    if let ClientMsg::Act { revision, .. } = &msg {
                        self.pending = Some((*revision, msg.clone()));
                    }
                    let leaving = msg == ClientMsg::Leave;
                    if let Err(e) = c.send(&msg).await {
                        return Some(e);
                    }
                    if leaving {
                        c.close().await;
                        return None;
                    }
                }
                got = c.recv() => {
                    let msg = match got {
                        Ok(m) => m,
                        Err(e) => return Some(e),
                    };
                    match self.heard(&msg, &mut seating, &mut resumed) {
                        Heard::Told => {}
                        Heard::Resend(act) => {
                            if let Err(e) = c.send(&act).await {
                                return Some(e);
                            }
                        }
                        Heard::NoSeat(why) => {
                            let _ = notes.send(Note::Gone(Trouble::Refused(why)));
                            c.close().await;
                            return None;
                        }
                    }
                    if notes.send(Note::Msg(msg)).is_err() {
                        c.close().await;
                        return None;
                    }
                }
            }
        }
    }

    /// What the server's message means for the seat kept.
    fn heard(&mut self, msg: &ServerMsg, seating: &mut bool, resumed: &mut bool) -> Heard {
        match msg {
            ServerMsg::Seated { token, .. } => {
                self.token = Some(token.clone());
                *seating = false;
            }
            // A watcher has no seat: it watches again with the same opening.
            ServerMsg::Watching { .. } => *seating = false,
            // The opening (or coming back) refused: the room is not there for us.
            ServerMsg::Refused { why } if *seating => return Heard::NoSeat(why.clone()),
            ServerMsg::Refused { .. } => self.pending = None,
            ServerMsg::View { revision, seal, .. } => {
                if *revision >= self.seen.0 {
                    self.seen = (*revision, seal.clone());
                }
                let was_resumed = std::mem::take(resumed);
                match &self.pending {
                    // Back at the position the move was made at: it never arrived.
                    Some((at, act)) if was_resumed && at == revision => return Heard::Resend(act.clone()),
                    Some((at, _)) if at < revision => self.pending = None,
                    _ => {}
                }
            }
            _ => {}
        }
        Heard::Told
    }
}

/// What a message from the server asks of a kept seat's connection.
enum Heard {
    /// Nothing more than telling the game.
    Told,
    /// The move made before the connection was lost never arrived: sent again.
    Resend(ClientMsg),
    /// The opening or the coming back was refused: there is no seat to keep.
    NoSeat(Refusal),
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table is dialled through its host's relays and one's own; a pinned relay alone; with
    /// no relay named anywhere, the public ones.
    #[test]
    fn a_table_is_dialled_through_the_hosts_relays_and_ones_own() {
        use crate::link::{Reach, TableAddress};
        let host = iroh::SecretKey::from_bytes(&[5; 32]).public();
        let hosts: iroh::RelayUrl = "https://relay.host.example./".parse().unwrap();
        let own = Reach::own_relay("https://relay.mine.example./").unwrap();
        let invite = TableAddress { host, relays: vec![hosts.clone()], direct: Vec::new(), code: None, watch: false, from: None };
        let urls = |r: &Reach| r.relays.as_ref().map(|v| v.iter().map(|u| u.to_string()).collect::<Vec<_>>());
        assert_eq!(urls(&dialling(Reach::default(), &invite)), Some(vec![hosts.to_string()]));
        assert_eq!(urls(&dialling(own.clone(), &invite)), Some(vec![hosts.to_string(), "https://relay.mine.example./".to_string()]));
        let pinned = Reach { relay_certificate: Some(vec![1, 2, 3]), ..own.clone() };
        assert_eq!(urls(&dialling(pinned, &invite)), Some(vec!["https://relay.mine.example./".to_string()]));
        let bare = TableAddress { relays: Vec::new(), ..invite };
        assert_eq!(dialling(Reach::default(), &bare).relays, None, "the public relays");
        assert_eq!(urls(&dialling(own, &bare)), Some(vec!["https://relay.mine.example./".to_string()]));
    }

    #[test]
    fn an_address_becomes_a_websocket_url() {
        assert_eq!(url_of("localhost:7777"), "ws://localhost:7777/ws");
        assert_eq!(url_of(" 192.168.1.20:7777 "), "ws://192.168.1.20:7777/ws");
        assert_eq!(url_of("ws://example.org:80"), "ws://example.org:80/ws");
        assert_eq!(url_of("wss://example.org/mexican-train/ws"), "wss://example.org/mexican-train/ws");
    }
}

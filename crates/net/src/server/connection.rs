//! One client's connection, whatever carries it (a WebSocket, or a QUIC stream from a hosted
//! table's friend), through its stages: the handshake (`Hello`), the lobby (create, join, come
//! back, watch or glance), then seated at a room or watching one.

use super::Server;
use super::rooms::RoomCmd;
use crate::protocol::{self, ClientMsg, Refusal, ServerMsg, decode, encode};
use axum::extract::ws::{Message, WebSocket};
use engine::rules::Seat;
use futures_util::{SinkExt, StreamExt};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

/// Malformed messages a connection may send in a row before it is closed.
const MALFORMED_IN_A_ROW: u32 = 20;

/// What arrives on a connection, whatever carries it.
pub(super) enum Incoming {
    Text(String),
    /// A message that is not text.
    Binary,
    /// The other side closes.
    Close,
    /// A ping, pong or keepalive: nothing to answer, but the connection is alive.
    Alive,
}

/// What the writer sends.
pub(super) enum Outgoing {
    Text(String),
    /// Are you still there? (The client's answer, or its own keepalive, keeps it open.)
    Ping,
}

/// A connection's incoming half.
pub(super) trait WireIn: Send {
    /// The next message; `None` when the connection closed, broke, or sent more than it may.
    fn next(&mut self) -> impl std::future::Future<Output = Option<Incoming>> + Send;
}

/// A connection's outgoing half.
pub(super) trait WireOut: Send + 'static {
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

/// After a message: go on reading, or close the connection.
enum Flow {
    Go,
    Close,
}

/// One client's connection: its messages in, the room's answers out (through a bounded queue
/// a writer task empties). Once seated, only the room holds the queue: when it drops the
/// connection (its queue full: the client stopped reading), the writer ends and closes it.
pub(super) async fn connection(server: &Arc<Server>, mut stream: impl WireIn, sink: impl WireOut, ip: IpAddr) {
    let limits = &server.rooms.config.limits;
    let (out, queue) = mpsc::channel::<String>(limits.queue);
    let mut writer = tokio::spawn(write(sink, queue, limits.idle));
    let mut conn = Conn {
        server,
        ip,
        id: server.rooms.new_conn(),
        weak: out.downgrade(),
        out: Some(out),
        stuck: false,
        stage: Stage::New,
        malformed: 0,
        resumed_at: None,
    };
    let mut writer_done = false;
    // Closed when it does not read: its own queue full, or the room dropped it for that.
    while !conn.dropped() {
        let next = tokio::select! {
            next = tokio::time::timeout(limits.idle, stream.next()) => match next {
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
        let flow = match conn.read(next) {
            Ok(Some(msg)) => conn.answer(msg).await,
            Ok(None) => Flow::Go,
            Err(()) => Flow::Close,
        };
        if let Flow::Close = flow {
            break;
        }
    }
    if conn.leave().await {
        // Its writer may wait on a client that reads nothing: no flushing for it.
        writer.abort();
    } else if !writer_done {
        let _ = writer.await;
    }
}

/// The writer: the queue's messages out, a ping every third of the idle time; it ends when the
/// queue is dropped or the client does not take a message within the idle time.
async fn write(mut sink: impl WireOut, mut queue: mpsc::Receiver<String>, idle: Duration) {
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
}

/// A connection's state between its messages.
struct Conn<'s> {
    server: &'s Arc<Server>,
    ip: IpAddr,
    /// The rooms's number for this connection (rooms tell a seat's connections apart by it).
    id: u64,
    /// The queue to the writer, until a room or a watch takes it.
    out: Option<mpsc::Sender<String>>,
    /// The queue, while anyone holds it.
    weak: mpsc::WeakSender<String>,
    /// A message could not be queued: the client does not read.
    stuck: bool,
    stage: Stage,
    /// Malformed messages in a row.
    malformed: u32,
    /// The revision a client coming back was told of last.
    resumed_at: Option<(u64, String)>,
}

impl Conn<'_> {
    /// Tell the client, unless it stopped reading (then it is closed).
    fn say(&mut self, msg: &ServerMsg) {
        let told = self.weak.upgrade().is_some_and(|o| o.try_send(encode(msg)).is_ok());
        if !told {
            self.stuck = true;
        }
    }

    /// It stopped reading: its queue full, or the room dropped it for that.
    fn dropped(&self) -> bool {
        self.stuck || (self.out.is_none() && self.weak.upgrade().is_none())
    }

    /// A client message, or nothing to answer (`Ok(None)`), or too many malformed in a row.
    fn read(&mut self, next: Incoming) -> Result<Option<ClientMsg>, ()> {
        let text = match next {
            Incoming::Text(t) => t,
            Incoming::Close => return Err(()),
            Incoming::Alive => return Ok(None),
            Incoming::Binary => return self.malformed(Refusal::NotText),
        };
        match decode(text.as_str()) {
            Ok(msg) => {
                self.malformed = 0;
                Ok(Some(msg))
            }
            Err(why) => self.malformed(why),
        }
    }

    fn malformed(&mut self, why: Refusal) -> Result<Option<ClientMsg>, ()> {
        self.say(&ServerMsg::Refused { why });
        self.malformed += 1;
        if self.malformed >= MALFORMED_IN_A_ROW { Err(()) } else { Ok(None) }
    }

    /// A message, answered as the connection's stage allows.
    async fn answer(&mut self, msg: ClientMsg) -> Flow {
        match &self.stage {
            Stage::New => self.handshake(msg),
            Stage::Greeted => self.in_the_lobby(msg).await,
            Stage::Seated { .. } => self.seated(msg).await,
            Stage::Watching { .. } if msg == ClientMsg::Leave => Flow::Close,
            Stage::Watching { .. } => {
                self.say(&ServerMsg::Refused { why: Refusal::OnlyWatching });
                Flow::Go
            }
        }
    }

    /// `Hello` first, in the protocol's version.
    fn handshake(&mut self, msg: ClientMsg) -> Flow {
        let ClientMsg::Hello { version } = msg else {
            self.say(&ServerMsg::Refused { why: Refusal::HelloFirst });
            return Flow::Close;
        };
        if version != protocol::VERSION {
            self.say(&ServerMsg::Refused { why: protocol::version_mismatch(version) });
            return Flow::Close;
        }
        self.say(&ServerMsg::Welcome { version: protocol::VERSION });
        self.stage = Stage::Greeted;
        Flow::Go
    }

    /// Greeted, not at a table: take a seat, watch, or glance at a seat's room.
    async fn in_the_lobby(&mut self, msg: ClientMsg) -> Flow {
        match msg {
            ClientMsg::CreateRoom { .. } | ClientMsg::Join { .. } | ClientMsg::Resume { .. } => {
                self.take_a_seat(msg).await;
                Flow::Go
            }
            ClientMsg::Watch { code } => self.watch(&code).await,
            ClientMsg::Glance { token } => {
                self.glance(&token).await;
                Flow::Go
            }
            _ => {
                self.say(&ServerMsg::Refused { why: Refusal::JoinFirst });
                Flow::Go
            }
        }
    }

    /// Create a room, join one, or come back to a kept seat. Creating a room counts against the
    /// address's pace; joining or coming back counts only when it fails.
    async fn take_a_seat(&mut self, msg: ClientMsg) {
        let (server, ip) = (self.server, self.ip);
        let limits = &server.rooms.config.limits;
        let creating = matches!(msg, ClientMsg::CreateRoom { .. });
        let allowed = if creating {
            server.admissions.may_join(ip, limits.joins_per_minute)
        } else {
            server.admissions.may_try(ip, limits.joins_per_minute)
        };
        if !allowed {
            self.say(&ServerMsg::Refused { why: Refusal::TooManyTries });
            return;
        }
        let seated = match msg {
            ClientMsg::Join { code, name } => self.join(&code, &name).await,
            msg => match self.seat_for(msg).await {
                Ok((code, seat, token)) => {
                    self.sit(code, seat, token).await;
                    Ok(())
                }
                Err(why) => Err(why),
            },
        };
        if let Err(why) = seated {
            if !creating {
                server.admissions.missed(ip);
            }
            self.say(&ServerMsg::Refused { why });
        }
    }

    /// Join a room: the room tells the client it is seated and takes its queue in one step.
    async fn join(&mut self, code: &str, name: &str) -> Result<(), Refusal> {
        let code = crate::code::normalize(code)?;
        let Some(out) = self.out.take() else { return Ok(()) };
        match self.server.rooms.join(&code, name, self.id, out).await {
            Ok((room, seat)) => {
                self.server.admissions.seated(self.ip, true);
                self.stage = Stage::Seated { room, seat };
                Ok(())
            }
            Err((why, out)) => {
                self.out = out;
                Err(why)
            }
        }
    }

    /// The seat a lobby message asks for (creating a room, or coming back to a kept seat): the
    /// room's code, the seat and its token.
    async fn seat_for(&mut self, msg: ClientMsg) -> Result<(String, Seat, String), Refusal> {
        let rooms = &self.server.rooms;
        match msg {
            ClientMsg::CreateRoom { name, setup } => rooms.create(&name, setup, self.ip).await.map(|(code, token)| (code, 0, token)),
            ClientMsg::Resume { token, seen, seal } => {
                let (code, seat) = rooms.resume(&token).ok_or(Refusal::SeatNotKept)?;
                self.resumed_at = Some((seen, seal));
                Ok((code, seat, token))
            }
            _ => Err(Refusal::JoinFirst),
        }
    }

    /// Seated: the client is told, and its queue handed to the room.
    async fn sit(&mut self, code: String, seat: Seat, token: String) {
        let Some(room) = self.server.rooms.room(&code) else {
            self.say(&ServerMsg::Refused { why: Refusal::RoomClosed });
            return;
        };
        self.say(&ServerMsg::Seated { code, seat, token });
        let Some(out) = self.out.take() else { return };
        let attach = RoomCmd::Attach { seat, conn: self.id, out, seen: self.resumed_at.take() };
        if room.send(attach).await.is_err() {
            self.say(&ServerMsg::Refused { why: Refusal::RoomClosed });
            return;
        }
        self.server.admissions.seated(self.ip, true);
        self.stage = Stage::Seated { room, seat };
    }

    /// Watch a room. Watching counts against the address's pace (a storm of watchers coming and
    /// going would keep the room's players busy); a wrong code counts as a miss.
    async fn watch(&mut self, code: &str) -> Flow {
        let (server, ip) = (self.server, self.ip);
        let per_minute = server.rooms.config.limits.joins_per_minute;
        if !server.admissions.may_try(ip, per_minute) || !server.admissions.may_watch(ip, per_minute) {
            self.say(&ServerMsg::Refused { why: Refusal::TooManyTries });
            return Flow::Go;
        }
        let room = match crate::code::normalize(code).and_then(|code| server.rooms.room(&code).ok_or(Refusal::NoSuchRoom)) {
            Ok(room) => room,
            Err(why) => {
                server.admissions.missed(ip);
                self.say(&ServerMsg::Refused { why });
                return Flow::Go;
            }
        };
        let Some(out) = self.out.take() else { return Flow::Go };
        let (reply, answer) = tokio::sync::oneshot::channel();
        if room.send(RoomCmd::Watch { conn: self.id, out, reply }).await.is_err() {
            self.say(&ServerMsg::Refused { why: Refusal::RoomClosed });
            return Flow::Go;
        }
        match answer.await {
            Ok(Ok(())) => {
                server.admissions.seated(ip, true);
                self.stage = Stage::Watching { room };
            }
            // Refused: the queue comes back, to say why.
            Ok(Err((why, out))) => {
                self.out = Some(out);
                self.say(&ServerMsg::Refused { why });
            }
            Err(_) => return Flow::Close,
        }
        Flow::Go
    }

    /// A glance at a seat's room (*Your tables*): counted, and a wrong token counts as a miss.
    async fn glance(&mut self, token: &str) {
        let (server, ip) = (self.server, self.ip);
        let limits = &server.rooms.config.limits;
        if !server.admissions.may_try(ip, limits.joins_per_minute) || !server.admissions.may_glance(ip, limits.glances_per_minute) {
            self.say(&ServerMsg::Refused { why: Refusal::TooManyTries });
            return;
        }
        let rooms = &server.rooms;
        let Some((room, seat)) = rooms.resume(token).and_then(|(code, seat)| Some((rooms.room(&code)?, seat))) else {
            server.admissions.missed(ip);
            self.say(&ServerMsg::Refused { why: Refusal::SeatNotKept });
            return;
        };
        let (reply, answer) = tokio::sync::oneshot::channel();
        let glance = match room.send(RoomCmd::Glance { seat, reply }).await {
            Ok(()) => answer.await.ok(),
            Err(_) => None,
        };
        match glance {
            Some(glance) => self.say(&ServerMsg::Glance(glance)),
            None => self.say(&ServerMsg::Refused { why: Refusal::RoomClosed }),
        }
    }

    /// At a table: the message goes to the room, within the address's pace (leaving is never
    /// refused; anything else beyond the pace waits).
    async fn seated(&mut self, msg: ClientMsg) -> Flow {
        let (server, ip) = (self.server, self.ip);
        let limits = &server.rooms.config.limits;
        let leaving = msg == ClientMsg::Leave;
        // (A hint is counted only once the message is within the pace.)
        let paced = !leaving
            && (!server.admissions.may_send(ip, limits.messages_per_second)
                || matches!(msg, ClientMsg::Hint { .. }) && !server.admissions.may_hint(ip, limits.hints_per_minute));
        if paced {
            self.say(&ServerMsg::Refused { why: Refusal::SlowDown });
            return Flow::Go;
        }
        let Stage::Seated { room, seat } = &self.stage else { return Flow::Go };
        if room.send(RoomCmd::Msg { seat: *seat, conn: self.id, msg }).await.is_err() || leaving {
            return Flow::Close;
        }
        Flow::Go
    }

    /// The connection ends: its room is told. True when it had stopped reading.
    async fn leave(self) -> bool {
        let detach = match &self.stage {
            Stage::Seated { room, seat } => Some((room, Some(*seat))),
            Stage::Watching { room } => Some((room, None)),
            Stage::New | Stage::Greeted => None,
        };
        if let Some((room, seat)) = detach {
            self.server.admissions.seated(self.ip, false);
            drop(room.send(RoomCmd::Detach { seat, conn: self.id }).await);
        }
        self.dropped()
    }
}

//! Who is in a room's task's hearing: each connection (a seat's, or a watcher's) and what it
//! has been told, the lobby held back a moment while people come and go.

use crate::protocol::{Lobby, ServerMsg, encode};
use engine::rules::Seat;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// A connection of a seat (or, `None`, a watcher's), and where its messages go.
pub(super) struct Conn {
    pub(super) seat: Option<Seat>,
    pub(super) id: u64,
    pub(super) out: mpsc::Sender<String>,
    /// Told a lobby yet (a new connection is told one at once, held back or not).
    pub(super) knows_lobby: bool,
}

impl Conn {
    pub(super) fn new(seat: Option<Seat>, id: u64, out: mpsc::Sender<String>) -> Conn {
        Conn { seat, id, out, knows_lobby: false }
    }
}

/// Whom a message is for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum To {
    /// Every seat and every watcher.
    All,
    Seat(Seat),
    Watchers,
    /// The connections not told a lobby yet.
    New,
}

impl To {
    pub(super) fn takes(self, conn: &Conn) -> bool {
        match self {
            To::All => true,
            To::Seat(s) => conn.seat == Some(s),
            To::Watchers => conn.seat.is_none(),
            To::New => !conn.knows_lobby,
        }
    }
}

/// News of watchers coming and going goes out at most this often, the latest count winning:
/// a storm of watchers cannot fill the players' connections with lobbies.
pub(super) const LOBBY_GAP: Duration = Duration::from_millis(250);

/// The room's connections, and sending to them: a connection whose queue is full (its client
/// stopped reading) or closed is dropped.
pub(super) struct Audience {
    pub(super) conns: Vec<Conn>,
    /// The lobby as last told everyone, and when.
    pub(super) told: Option<(Lobby, Instant)>,
    /// A lobby differing from the last told only in its count of watchers, held back until
    /// `LOBBY_GAP` has passed since.
    pub(super) held: bool,
}

impl Audience {
    /// Send `msg` to the connections `to`; the seats that lost a connection doing so (a
    /// watcher's is just dropped).
    pub(super) fn send(&mut self, to: To, msg: &ServerMsg) -> Vec<Seat> {
        let text = encode(msg);
        let mut dropped = Vec::new();
        self.conns.retain(|c| {
            if !to.takes(c) {
                return true;
            }
            let kept = c.out.try_send(text.clone()).is_ok();
            if !kept {
                dropped.extend(c.seat);
            }
            kept
        });
        dropped
    }

    /// Send `msg` to one connection: its seat if that lost the connection.
    pub(super) fn send_to_conn(&mut self, id: u64, msg: &ServerMsg) -> Vec<Seat> {
        let Some(at) = self.conns.iter().position(|c| c.id == id) else { return Vec::new() };
        if self.conns[at].out.try_send(encode(msg)).is_ok() {
            return Vec::new();
        }
        self.conns.remove(at).seat.into_iter().collect()
    }

    pub(super) fn watchers(&self) -> usize {
        self.conns.iter().filter(|c| c.seat.is_none()).count()
    }

    /// When the lobby held back is due.
    pub(super) fn lobby_due(&self) -> Option<Instant> {
        self.told.as_ref().filter(|_| self.held).map(|(_, at)| *at + LOBBY_GAP)
    }
}

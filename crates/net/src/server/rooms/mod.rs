//! The rooms in play: one task per room owns its `Room` and answers its seats in order; the rooms
//! finds a room by its code or a seat by its token. Every accepted step is written to the store
//! before anyone hears of it. Computers think on the blocking pool, never on the network's
//! threads.

use super::Config;
use super::room::Room;
use super::seal::Seal;
use super::store::{Store, StoreError, StoredRoom};
use crate::code;
use crate::protocol::{ClientMsg, Lobby, Refusal, RoomSetup};
use engine::rules::{Action, Seat};
use std::collections::BTreeMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::{mpsc, oneshot};

mod audience;
mod task;
#[cfg(test)]
mod tests;

use task::{JoinReply, WatchReply, run_room};

/// Work for the store's thread.
type StoreJob = Box<dyn FnOnce(&mut Store) + Send>;

/// The store on a thread of its own: rooms ask it and wait for the answer.
#[derive(Clone)]
pub struct StoreHandle {
    tx: std::sync::mpsc::Sender<StoreJob>,
}

impl StoreHandle {
    pub fn start(mut store: Store) -> StoreHandle {
        let (tx, rx) = std::sync::mpsc::channel::<StoreJob>();
        std::thread::Builder::new()
            .name("rooms database".into())
            .spawn(move || {
                for job in rx {
                    job(&mut store);
                }
            })
            .map(|_| ())
            .unwrap_or_else(|e| eprintln!("mexican-train serve: cannot start the database thread: {e}"));
        StoreHandle { tx }
    }

    /// Run `f` on the store and wait for its answer.
    pub async fn call<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.tx.send(Box::new(move |s: &mut Store| drop(tx.send(f(s))))).map_err(|_| StoreError::Stopped)?;
        rx.await.map_err(|_| StoreError::Stopped)?
    }
}

/// What a room's task is asked.
pub enum RoomCmd {
    /// A person joins: seated, their connection told `Seated` and at the table at once; or
    /// refused, its queue handed back to say why.
    Join {
        name: String,
        conn: u64,
        out: mpsc::Sender<String>,
        reply: JoinReply,
    },
    Attach {
        seat: Seat,
        conn: u64,
        out: mpsc::Sender<String>,
        /// For a client coming back: the latest revision it was told of, and its seal.
        seen: Option<(u64, String)>,
    },
    /// A watcher's connection: told `Watching`, the lobby and the watched view; or refused (too
    /// many watch already), its queue handed back to say so.
    Watch {
        conn: u64,
        out: mpsc::Sender<String>,
        reply: WatchReply,
    },
    /// How the room stands, for a seat not at the table.
    Glance {
        seat: Seat,
        reply: oneshot::Sender<crate::protocol::Glance>,
    },
    /// A connection closed: a seat's, or (`None`) a watcher's.
    Detach {
        seat: Option<Seat>,
        conn: u64,
    },
    Msg {
        seat: Seat,
        conn: u64,
        msg: ClientMsg,
    },
    Computer {
        revision: u64,
        seat: Seat,
        action: Action,
    },
    /// The person to move at `revision` has been away the whole wait (`Limits::cover_after`): a
    /// computer plays for them until they are back.
    Cover {
        revision: u64,
        seat: Seat,
    },
    /// A hint thought out for `seat`'s connection `conn` at `revision`.
    Hinted {
        revision: u64,
        seat: Seat,
        conn: u64,
        thought: engine::ai::hint::Thought,
    },
    /// The room's own: the lobby held back (`LOBBY_GAP`) is due.
    TellLobby,
}

/// The rooms's lock, taken briefly: a poisoned lock (a panic elsewhere) still holds good data.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

pub struct Rooms {
    pub config: Config,
    store: StoreHandle,
    /// The seal of each revision told (see `seal`).
    seal: Arc<Seal>,
    rooms: Mutex<BTreeMap<String, mpsc::Sender<RoomCmd>>>,
    tokens: Mutex<BTreeMap<String, (String, Seat)>>,
    /// The address each open room was created from (rooms brought back from the database have
    /// none), to cap the rooms one address holds.
    created_by: Mutex<BTreeMap<String, IpAddr>>,
    next_conn: AtomicU64,
    pub connections: AtomicUsize,
    /// Hints think on at most this many threads at once: half the machine, so that the rooms'
    /// moves and computers keep the rest whatever players ask.
    hints: Arc<tokio::sync::Semaphore>,
    /// The table saying on its home network which room it plays (`Reach::nearby`).
    nearby: std::sync::OnceLock<crate::nearby::Announcer>,
}

/// Threads hints may think on at once: half the machine's cores, at least one.
fn hint_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1))
}

impl Rooms {
    /// The rooms, with every kept room standing where it stood. Rooms that cannot be restored are
    /// reported and left in the database.
    pub fn start(config: Config, store: StoreHandle, kept: Vec<StoredRoom>, seal: Seal) -> (Arc<Rooms>, Vec<String>) {
        let seal = Arc::new(seal);
        let rooms = Arc::new(Rooms {
            config,
            seal: seal.clone(),
            store,
            rooms: Mutex::new(BTreeMap::new()),
            tokens: Mutex::new(BTreeMap::new()),
            created_by: Mutex::new(BTreeMap::new()),
            next_conn: AtomicU64::new(1),
            connections: AtomicUsize::new(0),
            hints: Arc::new(tokio::sync::Semaphore::new(hint_threads())),
            nearby: std::sync::OnceLock::new(),
        });
        let mut problems = Vec::new();
        for stored in kept {
            let code = stored.code.clone();
            match Room::restore(stored, seal.clone()) {
                Ok(room) => rooms.spawn_room(room),
                Err(e) => problems.push(format!("room {code}: {e}")),
            }
        }
        (rooms, problems)
    }

    /// From now on, say on the home network which room the table plays.
    pub fn announce_with(&self, nearby: crate::nearby::Announcer) {
        let _ = self.nearby.set(nearby);
    }

    /// The table is reached at `now` from now on (its relay answered): said on the home network.
    pub fn table_moved(&self, now: &crate::link::TableAddress) {
        if let Some(nearby) = self.nearby.get() {
            nearby.moved(now);
        }
    }

    /// The room a host is at, said on the home network: its code, its host's name and its free
    /// seats, while the host (the first seat) is connected; once they are gone, nothing.
    fn announce(&self, lobby: &Lobby) {
        let Some(nearby) = self.nearby.get() else { return };
        let host = lobby.seats.first().filter(|s| s.connected && s.computer.is_none()).and_then(|s| s.name.clone());
        match host {
            Some(host) => {
                let free = if lobby.started { 0 } else { lobby.seats.iter().filter(|s| s.computer.is_none() && s.name.is_none()).count() };
                let free = u8::try_from(free).unwrap_or(u8::MAX);
                nearby.announce(Some(&crate::nearby::Announcement { code: lobby.code.clone(), host, free }));
            }
            None => nearby.withdraw(&lobby.code),
        }
    }

    pub fn count(&self) -> usize {
        lock(&self.rooms).len()
    }

    pub fn new_conn(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    fn spawn_room(self: &Arc<Self>, room: Room) {
        let (tx, rx) = mpsc::channel(256);
        for (seat, place) in room.places.iter().enumerate() {
            if let Some(token) = &place.token {
                lock(&self.tokens).insert(token.clone(), (room.code.clone(), seat as Seat));
            }
        }
        lock(&self.rooms).insert(room.code.clone(), tx.clone());
        tokio::spawn(run_room(self.clone(), room, rx, tx));
    }

    /// Open a room for `setup` asked from `ip`, its host seated: the code, the host's token.
    pub async fn create(self: &Arc<Self>, name: &str, setup: RoomSetup, ip: IpAddr) -> Result<(String, String), Refusal> {
        if self.count() >= self.config.limits.max_rooms {
            return Err(Refusal::ServerFull);
        }
        if lock(&self.created_by).values().filter(|&&by| by == ip).count() >= self.config.limits.rooms_per_address {
            return Err(Refusal::TooManyRooms { most: self.config.limits.rooms_per_address });
        }
        let seed = code::seed()?;
        let mut room = Room::new(String::new(), setup, seed, self.seal.clone())?;
        let (_, token) = room.join(name)?;
        let code = loop {
            let code = code::room_code()?;
            if !lock(&self.rooms).contains_key(&code) {
                break code;
            }
        };
        room.code = code.clone();
        let (setup, host, t) = (room.setup.clone(), room.places[0].name.clone().unwrap_or_default(), token.clone());
        let c = code.clone();
        let created = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        self.store
            .call(move |s| {
                s.create_room(&c, &setup, seed, created)?;
                s.seat(&c, 0, &host, &t)
            })
            .await?;
        lock(&self.created_by).insert(code.clone(), ip);
        self.spawn_room(room);
        Ok((code, token))
    }

    /// The room with this code.
    pub fn room(&self, code: &str) -> Option<mpsc::Sender<RoomCmd>> {
        lock(&self.rooms).get(code).cloned()
    }

    /// Seat `name` in the room `code`, its connection `conn` at the table from then on: the
    /// room and the seat. The room tells the connection it is seated (`Seated`, its first
    /// message) and takes its queue in the same step, so nothing the room does next (its host
    /// closing it, say) misses the newcomer. Refused, the queue comes back to say why (unless
    /// the room's task is gone).
    pub async fn join(
        &self,
        code: &str,
        name: &str,
        conn: u64,
        out: mpsc::Sender<String>,
    ) -> Result<(mpsc::Sender<RoomCmd>, Seat), (Refusal, Option<mpsc::Sender<String>>)> {
        let Some(room) = self.room(code) else { return Err((Refusal::NoSuchRoom, Some(out))) };
        let Ok(permit) = room.reserve().await else { return Err((Refusal::RoomClosed, Some(out))) };
        let (reply, answer) = oneshot::channel();
        permit.send(RoomCmd::Join { name: name.to_string(), conn, out, reply });
        match answer.await {
            Ok(Ok(seat)) => Ok((room, seat)),
            Ok(Err((why, out))) => Err((why, Some(out))),
            Err(_) => Err((Refusal::RoomClosed, None)),
        }
    }

    /// The room and seat `token` belongs to.
    pub fn resume(&self, token: &str) -> Option<(String, Seat)> {
        lock(&self.tokens).get(token).cloned()
    }

    fn keep_token(&self, token: &str, code: &str, seat: Seat) {
        lock(&self.tokens).insert(token.to_string(), (code.to_string(), seat));
    }

    fn forget_token(&self, token: &str) {
        lock(&self.tokens).remove(token);
    }

    /// Close a room for good: no code finds it, no token leads to it, its rows are deleted.
    async fn close(&self, room: &Room) -> Result<(), StoreError> {
        let code = room.code.clone();
        self.store.call(move |s| s.remove_room(&code)).await?;
        lock(&self.rooms).remove(&room.code);
        lock(&self.created_by).remove(&room.code);
        let mut tokens = lock(&self.tokens);
        for token in room.places.iter().filter_map(|p| p.token.as_ref()) {
            tokens.remove(token);
        }
        Ok(())
    }
}

//! Every room kept in an embedded SQLite database (`rooms.sqlite3` in the server's data folder):
//! its setup and seed, its seats and their tokens, and its steps — the start, every accepted
//! action, every next round — one transaction each, written before anyone is told. A room is
//! its setup plus its steps: the server killed at any moment and started again replays them and
//! stands where the last accepted action left it.
//!
//! The database is in WAL mode with `synchronous=NORMAL`: a commit survives the server process
//! being killed; only a power cut of the machine may lose the last few (`--durable` makes every
//! commit wait for the disk). The log is copied into the database (a checkpoint, which waits for
//! the disk) by a thread of its own every [`CHECKPOINT_EVERY`] writes, not by SQLite inside the
//! commit that fills it: no move waits for it.
//!
//! One server owns a data folder: it holds an OS lock on `server.lock` there (with its process
//! id written in it) as long as it runs, and a second server — or a second window of the game
//! hosting a table — started on the same folder is refused, told which process holds it.

use super::super::protocol::RoomSetup;
use super::ServeError;
use engine::ai::Level;
use engine::rules::{Action, Seat};
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};

/// One change of a room's match, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// The host started: the first round is dealt.
    Start,
    Act {
        seat: Seat,
        action: Action,
    },
    /// The next round was dealt.
    Next,
    /// The match over, the host dealt another with the same seats and rules.
    Again,
}

/// A seat as kept.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct StoredSeat {
    pub name: Option<String>,
    pub token: Option<String>,
    pub stand_in: Option<Level>,
}

/// A room as kept: enough to stand it where it stood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredRoom {
    pub code: String,
    pub setup: RoomSetup,
    pub seed: u64,
    pub seats: Vec<StoredSeat>,
    pub steps: Vec<Step>,
}

pub struct Store {
    conn: Connection,
    /// Tells the checkpoint thread the log has grown (`None`: SQLite checkpoints in the commit).
    checkpoints: Option<std::sync::mpsc::SyncSender<()>>,
    writes: u64,
    /// The data folder, held for as long as the store lives.
    _lock: File,
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,
    setup TEXT NOT NULL,
    seed INTEGER NOT NULL,
    created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT,
    token TEXT UNIQUE,
    stand_in TEXT,
    PRIMARY KEY (code, seat)
);
CREATE TABLE IF NOT EXISTS steps (
    code TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
    n INTEGER NOT NULL,
    step TEXT NOT NULL,
    PRIMARY KEY (code, n)
);
CREATE TABLE IF NOT EXISTS secret (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    key BLOB NOT NULL
);
";

/// What the rooms' database could not do, and why (in SQLite's and serde's own words: for the
/// operator's log, or a player's "server trouble").
#[derive(Debug)]
pub enum StoreError {
    /// SQLite refused (a full disk, a damaged file, a lock held too long).
    Database(rusqlite::Error),
    /// A room's data could not be written as JSON.
    Write(serde_json::Error),
    /// A kept room's `what` (its rules, a step) could not be read back.
    Read { what: &'static str, why: serde_json::Error },
    /// A kept seat lies outside its room.
    SeatOutside { seat: i64 },
    /// A kept room's steps have a gap.
    StepMissing { n: usize },
    /// No key could be made for the seals.
    NoRandomness(crate::code::NoRandomness),
    /// The database's thread has stopped (the server is closing).
    Stopped,
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Database(e) => write!(f, "the rooms' database: {e}"),
            StoreError::Write(e) => write!(f, "cannot write a room's data: {e}"),
            StoreError::Read { what, why } => write!(f, "a room's {what} cannot be read: {why}"),
            StoreError::SeatOutside { seat } => write!(f, "seat {seat} is not in the room"),
            StoreError::StepMissing { n } => write!(f, "step {n} is missing"),
            StoreError::NoRandomness(e) => e.fmt(f),
            StoreError::Stopped => f.write_str("the rooms' database has stopped"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError::Database(e)
    }
}

impl From<crate::code::NoRandomness> for StoreError {
    fn from(e: crate::code::NoRandomness) -> StoreError {
        StoreError::NoRandomness(e)
    }
}

/// A player is told the server's trouble, in its technical words.
impl From<StoreError> for crate::protocol::Refusal {
    fn from(e: StoreError) -> crate::protocol::Refusal {
        crate::protocol::Refusal::ServerTrouble { detail: e.to_string() }
    }
}

impl From<StoreError> for ServeError {
    fn from(e: StoreError) -> ServeError {
        ServeError::Failed(e.to_string())
    }
}

fn json<T: Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(StoreError::Write)
}

fn unjson<T: for<'de> Deserialize<'de>>(text: &str, what: &'static str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|why| StoreError::Read { what, why })
}

/// What opening the store found that the operator should know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// The database file was there but empty (0 bytes): there were no rooms to bring back.
    EmptyDatabase { path: PathBuf },
}

/// Hold the data folder for this process: an OS lock on `server.lock`, which names the process.
fn lock_folder(dir: &Path) -> Result<File, ServeError> {
    let path = dir.join("server.lock");
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&path)
        .map_err(|e| ServeError::Failed(format!("cannot open {}: {e}", path.display())))?;
    match file.try_lock() {
        Ok(()) => {
            // Who holds it, for the next one to be told.
            let told = file.set_len(0).and_then(|()| file.rewind()).and_then(|()| writeln!(file, "{}", std::process::id()));
            told.map_err(|e| ServeError::Failed(format!("cannot write {}: {e}", path.display())))?;
            Ok(file)
        }
        Err(TryLockError::WouldBlock) => {
            let mut text = String::new();
            let _ = file.read_to_string(&mut text);
            Err(ServeError::FolderInUse { folder: dir.to_path_buf(), pid: text.trim().parse().ok() })
        }
        Err(TryLockError::Error(e)) => Err(ServeError::Failed(format!("cannot lock {}: {e}", path.display()))),
    }
}

/// A seat's row: its number, name, token and stand-in.
/// Writes between two checkpoints of the log: a step is a few pages of 4 KB, so about the
/// thousand pages at which SQLite itself would checkpoint.
pub const CHECKPOINT_EVERY: u64 = 250;

/// The log's pages (4 KB) beyond which the writer checkpoints it itself.
pub const LOG_MOST: i32 = 2000;

thread_local! {
    /// Pages in the log after this thread's latest commit, as SQLite tells its log hook.
    static LOG_PAGES: std::cell::Cell<i32> = const { std::cell::Cell::new(0) };
}

/// SQLite's log hook (a plain function: it keeps the count where the committing thread reads it).
fn log_grew(_: &rusqlite::hooks::Wal, pages: std::ffi::c_int) -> rusqlite::Result<()> {
    LOG_PAGES.set(pages);
    Ok(())
}

/// A thread with its own connection to the database at `path`, copying the log into it
/// (`PRAGMA wal_checkpoint(PASSIVE)`: it never holds up the writer) each time it is woken; it
/// ends with the store (its sender dropped). `None` if it cannot be had: SQLite then checkpoints
/// by itself, inside a commit now and then.
fn checkpoint_thread(path: &Path) -> Option<std::sync::mpsc::SyncSender<()>> {
    let conn = Connection::open(path).ok()?;
    conn.busy_timeout(std::time::Duration::from_secs(5)).ok()?;
    let (due, wake) = std::sync::mpsc::sync_channel::<()>(1);
    std::thread::Builder::new()
        .name("rooms log checkpoints".into())
        .spawn(move || {
            for () in wake {
                if let Err(e) = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(())) {
                    eprintln!("mexican-train serve: the rooms' database log could not be copied into it now: {e}");
                }
            }
        })
        .ok()?;
    Some(due)
}

type SeatRow = (i64, Option<String>, Option<String>, Option<String>);

impl Store {
    /// Open (or create) the database in `dir`, holding the folder while the store lives; what
    /// the operator should know of it.
    pub fn open(dir: &Path, durable: bool) -> Result<(Store, Vec<Found>), ServeError> {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot make the data folder {}: {e}", dir.display()))?;
        let lock = lock_folder(dir)?;
        let path = dir.join("rooms.sqlite3");
        let mut found = Vec::new();
        if std::fs::metadata(&path).is_ok_and(|m| m.len() == 0) {
            found.push(Found::EmptyDatabase { path: path.clone() });
        }
        let conn = Connection::open(&path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        conn.pragma_update(None, "journal_mode", "WAL").map_err(StoreError::Database)?;
        conn.pragma_update(None, "synchronous", if durable { "FULL" } else { "NORMAL" }).map_err(StoreError::Database)?;
        conn.pragma_update(None, "foreign_keys", "ON").map_err(StoreError::Database)?;
        conn.busy_timeout(std::time::Duration::from_secs(5)).map_err(StoreError::Database)?;
        conn.execute_batch(SCHEMA).map_err(StoreError::Database)?;
        let checkpoints = checkpoint_thread(&path);
        if checkpoints.is_some() {
            // (The pragma sets SQLite's own log hook: the store's goes after it.)
            conn.pragma_update(None, "wal_autocheckpoint", 0).map_err(StoreError::Database)?;
            conn.wal_hook(Some(log_grew));
        }
        Ok((Store { conn, checkpoints, writes: 0, _lock: lock }, found))
    }

    /// One more write: every [`CHECKPOINT_EVERY`], the checkpoint thread is woken (if it is not
    /// already at work). A checkpoint beside the writes never empties a log written without a
    /// pause (each finds new pages behind it): past [`LOG_MOST`] pages the writer checkpoints
    /// itself, between two writes, and waits for it to finish (`RESTART`: after the thread's
    /// checkpoint, if one is running), which lets the next write start the log again — a short
    /// pause of the moves, as the thread has copied most of it already.
    fn written(&mut self) {
        self.writes += 1;
        let Some(due) = &self.checkpoints else { return };
        if LOG_PAGES.get() > LOG_MOST {
            // (busy, log pages, pages copied). Busy at once while the thread's checkpoint runs
            // (SQLite runs one at a time and does not wait for another): tried again until the
            // thread's is done, for at most a second; then again after the next write.
            let deadline = std::time::Instant::now() + std::time::Duration::from_secs(1);
            loop {
                match self.conn.query_row("PRAGMA wal_checkpoint(RESTART)", [], |r| r.get::<_, i64>(0)) {
                    Ok(0) => {
                        LOG_PAGES.set(0);
                        break;
                    }
                    Ok(_) if std::time::Instant::now() < deadline => std::thread::sleep(std::time::Duration::from_millis(2)),
                    Ok(_) => break,
                    Err(e) => {
                        LOG_PAGES.set(0);
                        eprintln!("mexican-train serve: the rooms' database log could not be copied into it: {e}");
                        break;
                    }
                }
            }
        } else if self.writes.is_multiple_of(CHECKPOINT_EVERY) {
            let _ = due.try_send(());
        }
    }

    /// The key revisions are sealed with (`seal::Seal`): made the first time, kept with the rooms
    /// so that a server started again knows its own seals.
    pub fn seal_key(&mut self) -> Result<[u8; 32], StoreError> {
        let kept: Option<Vec<u8>> = self.conn.query_row("SELECT key FROM secret WHERE id = 1", [], |r| r.get(0)).optional()?;
        if let Some(key) = kept.and_then(|k| <[u8; 32]>::try_from(k).ok()) {
            return Ok(key);
        }
        let key = crate::code::entropy::<32>()?;
        self.conn.execute("INSERT OR REPLACE INTO secret (id, key) VALUES (1, ?1)", [&key[..]])?;
        Ok(key)
    }

    /// A new room, its seats empty but for computers', in one transaction.
    pub fn create_room(&mut self, code: &str, setup: &RoomSetup, seed: u64, created: u64) -> Result<(), StoreError> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "INSERT INTO rooms (code, setup, seed, created) VALUES (?1, ?2, ?3, ?4)",
            params![code, json(setup)?, seed as i64, created as i64],
        )?;
        for seat in 0..setup.seats.len() {
            tx.execute("INSERT INTO seats (code, seat) VALUES (?1, ?2)", params![code, seat as i64])?;
        }
        tx.commit()?;
        self.written();
        Ok(())
    }

    /// A person took `seat`.
    pub fn seat(&mut self, code: &str, seat: Seat, name: &str, token: &str) -> Result<(), StoreError> {
        self.conn
            .execute("UPDATE seats SET name = ?3, token = ?4 WHERE code = ?1 AND seat = ?2", params![code, seat as i64, name, token])?;
        self.written();
        Ok(())
    }

    /// A computer plays for the person at `seat` (or no longer does).
    pub fn stand_in(&mut self, code: &str, seat: Seat, level: Option<Level>) -> Result<(), StoreError> {
        let level = level.map(|l| json(&l)).transpose()?;
        self.conn.execute("UPDATE seats SET stand_in = ?3 WHERE code = ?1 AND seat = ?2", params![code, seat as i64, level])?;
        self.written();
        Ok(())
    }

    /// The person at `seat` left for good: their token no longer brings them back; a computer
    /// plays for them (`level`), or (before the start) the seat is free again.
    pub fn leave(&mut self, code: &str, seat: Seat, level: Option<Level>) -> Result<(), StoreError> {
        let stand_in = level.map(|l| json(&l)).transpose()?;
        let sql = if level.is_some() {
            "UPDATE seats SET token = NULL, stand_in = ?3 WHERE code = ?1 AND seat = ?2"
        } else {
            "UPDATE seats SET token = NULL, name = NULL, stand_in = ?3 WHERE code = ?1 AND seat = ?2"
        };
        self.conn.execute(sql, params![code, seat as i64, stand_in])?;
        self.written();
        Ok(())
    }

    /// Step `n` of a room (one transaction).
    pub fn append(&mut self, code: &str, n: u64, step: Step) -> Result<(), StoreError> {
        self.conn.execute("INSERT INTO steps (code, n, step) VALUES (?1, ?2, ?3)", params![code, n as i64, json(&step)?])?;
        self.written();
        Ok(())
    }

    /// Forget a room (finished long ago, or never started and abandoned).
    pub fn remove_room(&mut self, code: &str) -> Result<(), StoreError> {
        self.conn.execute("DELETE FROM rooms WHERE code = ?1", params![code])?;
        self.written();
        Ok(())
    }

    /// The room `token` belongs to, and the seat.
    pub fn token_seat(&self, token: &str) -> Result<Option<(String, Seat)>, StoreError> {
        self.conn
            .query_row("SELECT code, seat FROM seats WHERE token = ?1", params![token], |r| {
                Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)? as Seat))
            })
            .optional()
            .map_err(StoreError::Database)
    }

    /// Every room kept, with its seats and steps in order. A room whose data cannot be read is
    /// left out, with why.
    pub fn load(&self) -> Result<(Vec<StoredRoom>, Vec<String>), StoreError> {
        let mut rooms = Vec::new();
        let mut problems = Vec::new();
        let mut stmt = self.conn.prepare("SELECT code, setup, seed FROM rooms ORDER BY created, code")?;
        let heads: Vec<(String, String, i64)> = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?.collect::<Result<_, _>>()?;
        let mut seats_stmt = self.conn.prepare("SELECT seat, name, token, stand_in FROM seats WHERE code = ?1 ORDER BY seat")?;
        let mut steps_stmt = self.conn.prepare("SELECT n, step FROM steps WHERE code = ?1 ORDER BY n")?;
        for (code, setup, seed) in heads {
            let room = (|| -> Result<StoredRoom, StoreError> {
                let setup: RoomSetup = unjson(&setup, "setup")?;
                let rows: Vec<SeatRow> =
                    seats_stmt.query_map(params![code], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?.collect::<Result<_, _>>()?;
                let mut seats = vec![StoredSeat::default(); setup.seats.len()];
                for (seat, name, token, stand_in) in rows {
                    let slot = seats.get_mut(seat as usize).ok_or(StoreError::SeatOutside { seat })?;
                    *slot = StoredSeat { name, token, stand_in: stand_in.map(|l| unjson(&l, "stand-in")).transpose()? };
                }
                let rows: Vec<(i64, String)> =
                    steps_stmt.query_map(params![code], |r| Ok((r.get(0)?, r.get(1)?)))?.collect::<Result<_, _>>()?;
                let mut steps = Vec::with_capacity(rows.len());
                for (i, (n, step)) in rows.into_iter().enumerate() {
                    if n as usize != i {
                        return Err(StoreError::StepMissing { n: i });
                    }
                    steps.push(unjson(&step, "step")?);
                }
                Ok(StoredRoom { code: code.clone(), setup, seed: seed as u64, seats, steps })
            })();
            match room {
                Ok(r) => rooms.push(r),
                Err(e) => problems.push(format!("room {code}: {e}")),
            }
        }
        Ok((rooms, problems))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::SeatPlan;
    use engine::rules::{HouseRules, Tile, TrainId};

    fn setup() -> RoomSetup {
        RoomSetup {
            preset: "standard".into(),
            rules: HouseRules::default(),
            seats: vec![SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(Level::Normal)],
        }
    }

    /// SQLite checkpoints no more inside the commits (no move waits for the disk), yet the log
    /// is still copied into the database, by the store's own thread, woken by the writes.
    #[test]
    fn the_log_is_checkpointed_beside_the_writes() {
        let dir = std::env::temp_dir().join(format!("mt-store-wal-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let (mut store, _) = Store::open(&dir, false).expect("opens");
        let autocheckpoint: i64 = store.conn.query_row("PRAGMA wal_autocheckpoint", [], |r| r.get(0)).expect("a pragma");
        assert_eq!(autocheckpoint, 0, "not in the commits");
        let database = || std::fs::metadata(dir.join("rooms.sqlite3")).map_or(0, |m| m.len());
        store.create_room("ABCD-EFGH", &setup(), 7, 1).expect("created");
        let before = database();
        // The steps go to the log; only a checkpoint copies them into the database file. The
        // room was the first write, these the next ones up to the one before the thread's turn.
        for n in 0..CHECKPOINT_EVERY - 2 {
            store.append("ABCD-EFGH", n, Step::Next).expect("step");
        }
        assert_eq!(database(), before, "nothing copied before the thread is woken");
        store.append("ABCD-EFGH", CHECKPOINT_EVERY, Step::Next).expect("step");
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        while database() == before {
            assert!(std::time::Instant::now() < deadline, "the log was not copied into the database");
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        // Written without a pause, the log may outrun the thread: it stays within its bound.
        let wal = dir.join("rooms.sqlite3-wal");
        let mut largest = 0;
        for n in CHECKPOINT_EVERY + 1..60 * CHECKPOINT_EVERY {
            store.append("ABCD-EFGH", n, Step::Next).expect("step");
            largest = largest.max(std::fs::metadata(&wal).map_or(0, |m| m.len()));
        }
        let most = (LOG_MOST as u64 + CHECKPOINT_EVERY * 4) * (4096 + 24);
        assert!(largest <= most, "the log grew to {largest} bytes");
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_room_comes_back_as_it_was_kept() {
        let dir = std::env::temp_dir().join(format!("mt-store-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        {
            let (mut store, found) = Store::open(&dir, false).expect("opens");
            assert!(found.is_empty());
            // Held: a second store on the folder is refused, naming this process.
            assert_eq!(
                Store::open(&dir, false).err(),
                Some(ServeError::FolderInUse { folder: dir.clone(), pid: Some(std::process::id()) })
            );
            store.create_room("ABCD-EFGH", &setup(), u64::MAX - 3, 1).expect("created");
            store.seat("ABCD-EFGH", 0, "Ana", "t0").expect("seated");
            store.append("ABCD-EFGH", 0, Step::Start).expect("step");
            store
                .append("ABCD-EFGH", 1, Step::Act { seat: 1, action: Action::Play { tile: Tile(12, 3), train: TrainId::Mexican } })
                .expect("step");
            store.stand_in("ABCD-EFGH", 1, Some(Level::Hard)).expect("stand-in");
            assert!(store.append("ABCD-EFGH", 1, Step::Next).is_err(), "a step is written once");
        }
        let (store, _) = Store::open(&dir, false).expect("opens again, once the first is gone");
        let (rooms, problems) = store.load().expect("loads");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(rooms.len(), 1);
        let r = &rooms[0];
        assert_eq!((r.code.as_str(), r.seed, &r.setup), ("ABCD-EFGH", u64::MAX - 3, &setup()));
        assert_eq!(r.seats[0], StoredSeat { name: Some("Ana".into()), token: Some("t0".into()), stand_in: None });
        assert_eq!(r.seats[1].stand_in, Some(Level::Hard));
        assert_eq!(r.steps, [Step::Start, Step::Act { seat: 1, action: Action::Play { tile: Tile(12, 3), train: TrainId::Mexican } }]);
        assert_eq!(store.token_seat("t0").ok(), Some(Some(("ABCD-EFGH".to_string(), 0))));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// An empty database file (0 bytes) holds no rooms: opening it says so.
    #[test]
    fn an_empty_database_file_is_told() {
        let dir = std::env::temp_dir().join(format!("mt-store-empty-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder");
        std::fs::write(dir.join("rooms.sqlite3"), b"").expect("an empty file");
        let (store, found) = Store::open(&dir, false).expect("opens");
        assert_eq!(found, [Found::EmptyDatabase { path: dir.join("rooms.sqlite3") }]);
        assert_eq!(store.load().expect("loads").0.len(), 0);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

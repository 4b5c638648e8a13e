//! The limits a server keeps, and their defaults: `config/server.ron`, built into the game so
//! that a packager or a club changes them without reading Rust (and each is a `serve` option).

use crate::protocol;
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;
use std::time::Duration;

/// What the server refuses beyond, each a setting (`serve --help`); by default as
/// `config/server.ron` says.
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// `config/server.ron`: every limit but the message size (the protocol's, which clients share),
/// times in whole seconds. Every field must be there, and nothing else.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct LimitsFile {
    connections_per_address: usize,
    connections_per_minute: usize,
    joins_per_minute: u32,
    glances_per_minute: u32,
    max_rooms: usize,
    queue: usize,
    idle: u64,
    keep_finished: u64,
    keep_empty: u64,
    upgrade_within: u64,
    hints_per_minute: u32,
    hints_per_seat_minute: u32,
    rooms_per_address: usize,
    messages_per_second: u32,
    cover_after: u64,
    watchers_per_room: usize,
}

/// The file, as built into the game.
const DEFAULTS: &str = include_str!("../../../../config/server.ron");

impl LimitsFile {
    fn read(text: &str) -> Result<LimitsFile, String> {
        ron::from_str(text).map_err(|e| format!("config/server.ron cannot be read: {e}"))
    }

    fn limits(&self) -> Limits {
        let secs = Duration::from_secs;
        Limits {
            max_message: protocol::MAX_MESSAGE,
            connections_per_address: self.connections_per_address,
            connections_per_minute: self.connections_per_minute,
            joins_per_minute: self.joins_per_minute,
            glances_per_minute: self.glances_per_minute,
            max_rooms: self.max_rooms,
            queue: self.queue,
            idle: secs(self.idle),
            keep_finished: secs(self.keep_finished),
            keep_empty: secs(self.keep_empty),
            upgrade_within: secs(self.upgrade_within),
            hints_per_minute: self.hints_per_minute,
            hints_per_seat_minute: self.hints_per_seat_minute,
            rooms_per_address: self.rooms_per_address,
            messages_per_second: self.messages_per_second,
            cover_after: secs(self.cover_after),
            watchers_per_room: self.watchers_per_room,
        }
    }
}

impl Default for Limits {
    /// As `config/server.ron` says. (The file is part of the build, not of a player's machine:
    /// `config_server_ron_is_read_whole` reads it in every test run, so a build whose file does
    /// not read is a build whose tests fail, naming the line.)
    fn default() -> Self {
        static BUILT_IN: LazyLock<Limits> = LazyLock::new(|| match LimitsFile::read(DEFAULTS) {
            Ok(file) => file.limits(),
            Err(why) => panic!("{why}"),
        });
        BUILT_IN.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The built-in file reads whole, every limit in it, and reads back the same once written
    /// out again; the defaults are the file's.
    #[test]
    fn config_server_ron_is_read_whole() {
        let file = LimitsFile::read(DEFAULTS).unwrap_or_else(|why| panic!("{why}"));
        let again = ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default()).expect("written");
        assert_eq!(LimitsFile::read(&again), Ok(file.clone()));
        assert_eq!(Limits::default(), file.limits());
    }

    /// A file missing a limit, or with one the server does not know, is refused by name.
    #[test]
    fn a_file_missing_a_limit_or_with_a_stranger_is_refused() {
        let missing = DEFAULTS.replace("queue: 512,", "");
        assert!(LimitsFile::read(&missing).is_err_and(|why| why.contains("queue")), "{missing}");
        let stranger = DEFAULTS.replace("queue: 512,", "queue: 512, quue: 3,");
        assert!(LimitsFile::read(&stranger).is_err_and(|why| why.contains("quue")));
    }
}

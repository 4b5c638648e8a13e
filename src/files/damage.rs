//! What is wrong with a file that was read at start — which file, why it (or a part of it) could
//! not be read, where the damaged original went — typed, and told in the player's language when
//! it is shown (`lang::files`), not when it is found: the settings are read before the language
//! they choose is known.

use std::fmt;

/// Which of the player's files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileKind {
    Settings,
    SavedGame,
    Statistics,
    /// A saved rule set, by its name.
    RuleSet(String),
}

/// Why a file, or the whole of it, could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    NotFound,
    /// The system's own words (permission denied, …).
    Io(String),
    Folder,
    /// A pipe, a device.
    NotRegular,
    TooLarge {
        size: u64,
        limit: u64,
    },
    /// It grew while it was read, past the limit.
    Grew {
        limit: u64,
    },
    NotText,
    /// Not the shape of this game's files (no opening parenthesis).
    NotOurs,
    /// Where the RON reader stopped, in its own (technical) words.
    Syntax {
        line: usize,
        detail: String,
    },
    Newer {
        format: u32,
    },
    /// A saved game with a different number of players than seats.
    Seats {
        players: usize,
        seats: u8,
    },
    /// A saved game whose moves do not replay under its rules.
    Game(crate::rules::verify::VerifyError),
}

/// One part of a file that could not be read (the rest was).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Issue {
    /// A field whose value does not fit (`detail`: the RON reader's words).
    BadValue {
        field: String,
        detail: String,
    },
    Unknown {
        field: String,
    },
    Missing {
        field: String,
    },
    EndsEarly,
    UnexpectedText {
        line: usize,
    },
    /// Written by a newer version (what could be read was kept).
    Newer {
        format: u32,
    },
}

/// Where the damaged original went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Moved aside under this file name (`settings.ron.bad`).
    As(String),
    /// Left in place: a hundred damaged copies are kept already.
    TooManyCopies,
    /// It could not be moved (the system's words).
    NotMoved(String),
}

/// Whether what was read of a partly read file was written back in its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavedBack {
    Yes,
    /// No (the system's words): it holds for this session only.
    No(String),
}

/// What was found wrong with a file read at start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Nothing could be read: the defaults are used.
    Unreadable { file: FileKind, why: Unreadable, kept: Kept },
    /// Part of it could not be read: the rest is used.
    Partly { file: FileKind, issues: Vec<Issue>, kept: Kept, saved_back: Option<SavedBack> },
}

/// For developers and logs (`lang::files` words it for the player).
impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreadable::NotFound => write!(f, "not found"),
            Unreadable::Io(detail) => f.write_str(detail),
            Unreadable::Folder => write!(f, "a folder, not a file"),
            Unreadable::NotRegular => write!(f, "not a regular file"),
            Unreadable::TooLarge { size, limit } => write!(f, "{size} bytes, more than {limit}"),
            Unreadable::Grew { limit } => write!(f, "it grew past {limit} bytes while read"),
            Unreadable::NotText => write!(f, "not text"),
            Unreadable::NotOurs => write!(f, "not a file of this game"),
            Unreadable::Syntax { line, detail } => write!(f, "line {line}: {detail}"),
            Unreadable::Newer { format } => write!(f, "written in the newer format {format}"),
            Unreadable::Seats { players, seats } => write!(f, "{players} players for {seats} seats"),
            Unreadable::Game(why) => write!(f, "its moves do not replay: {why}"),
        }
    }
}

impl std::error::Error for Unreadable {}

impl From<std::io::Error> for Unreadable {
    fn from(e: std::io::Error) -> Unreadable {
        match e.kind() {
            std::io::ErrorKind::NotFound => Unreadable::NotFound,
            _ => Unreadable::Io(e.to_string()),
        }
    }
}

impl From<ron::error::SpannedError> for Unreadable {
    fn from(e: ron::error::SpannedError) -> Unreadable {
        Unreadable::Syntax { line: e.span.start.line, detail: e.code.to_string() }
    }
}

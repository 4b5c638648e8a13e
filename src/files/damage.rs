//! What is wrong with a file that was read at start — which file, why it (or a part of it) could
//! not be read, where the damaged original went — typed, and told in the player's language when
//! it is shown (`Display`, through the Fluent texts), not when it is found: the settings are read
//! before the language they choose is known.

use crate::t;
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
    TooLarge { size: u64, limit: u64 },
    /// It grew while it was read, past the limit.
    Grew { limit: u64 },
    NotText,
    /// Not the shape of this game's files (no opening parenthesis).
    NotOurs,
    /// Where the RON reader stopped, in its own (technical) words.
    Syntax { line: usize, detail: String },
    Newer { format: u32 },
    /// A saved game with a different number of players than seats.
    Seats { players: usize, seats: u8 },
    /// A saved game whose moves do not replay under its rules.
    Game(crate::rules::verify::VerifyError),
}

/// One part of a file that could not be read (the rest was).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Issue {
    /// A field whose value does not fit (`detail`: the RON reader's words).
    BadValue { field: String, detail: String },
    Unknown { field: String },
    Missing { field: String },
    EndsEarly,
    UnexpectedText { line: usize },
    /// Written by a newer version (what could be read was kept).
    Newer { format: u32 },
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

fn megabytes(n: u64) -> String {
    format!("{:.1} MB", n as f64 / (1 << 20) as f64)
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Unreadable::NotFound => t!("file-why-not-found"),
            Unreadable::Io(detail) => detail.clone(),
            Unreadable::Folder => t!("file-why-folder"),
            Unreadable::NotRegular => t!("file-why-not-regular"),
            Unreadable::TooLarge { size, limit } => t!("file-why-too-large", size = megabytes(*size), limit = megabytes(*limit)),
            Unreadable::Grew { limit } => t!("file-why-grew", limit = megabytes(*limit)),
            Unreadable::NotText => t!("file-why-not-text"),
            Unreadable::NotOurs => t!("file-why-not-ours"),
            Unreadable::Syntax { line, detail } => t!("file-why-syntax", line = *line, detail = detail.as_str()),
            Unreadable::Newer { format } => t!("file-why-newer", format = *format),
            Unreadable::Seats { players, seats } => t!("file-why-seats", players = *players, seats = *seats),
            Unreadable::Game(why) => why.to_string(),
        })
    }
}

impl fmt::Display for Issue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Issue::BadValue { field, detail } => t!("file-issue-bad-value", field = field.as_str(), detail = detail.as_str()),
            Issue::Unknown { field } => t!("file-issue-unknown", field = field.as_str()),
            Issue::Missing { field } => t!("file-issue-missing", field = field.as_str()),
            Issue::EndsEarly => t!("file-issue-ends-early"),
            Issue::UnexpectedText { line } => t!("file-issue-unexpected", line = *line),
            Issue::Newer { format } => t!("file-why-newer", format = *format),
        })
    }
}

/// The file's name for the selectors of the Fluent texts, and a rule set's own name.
fn file_args(file: &FileKind) -> (&'static str, String) {
    match file {
        FileKind::Settings => ("settings", String::new()),
        FileKind::SavedGame => ("saved-game", String::new()),
        FileKind::Statistics => ("statistics", String::new()),
        FileKind::RuleSet(name) => ("rule-set", crate::files::safe_io::shorten(name, 60)),
    }
}

/// Where the original went, for the selectors: its kind, the new name, the system's words.
fn kept_args(kept: &Kept) -> (&'static str, String, String) {
    match kept {
        Kept::As(bad) => ("as", bad.clone(), String::new()),
        Kept::TooManyCopies => ("too-many", String::new(), String::new()),
        Kept::NotMoved(error) => ("not-moved", String::new(), error.clone()),
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Unreadable { file, why, kept } => {
                let (file, name) = file_args(file);
                let (kept, bad, error) = kept_args(kept);
                f.write_str(&t!("file-unreadable", file = file, name = name, why = why.to_string(), kept = kept, bad = bad, error = error))
            }
            Problem::Partly { file, issues, kept, saved_back } => {
                let (file, name) = file_args(file);
                let (kept, bad, error) = kept_args(kept);
                let issues: Vec<String> = issues.iter().map(|i| crate::files::safe_io::shorten(&i.to_string(), 200)).collect();
                f.write_str(&t!("file-partly", file = file, name = name, issues = issues.join(&t!("file-issue-separator")), kept = kept, bad = bad, error = error))?;
                match saved_back {
                    Some(SavedBack::Yes) => write!(f, " {}", t!("file-saved-back")),
                    Some(SavedBack::No(error)) => write!(f, " {}", t!("file-not-saved-back", error = error.as_str())),
                    None => Ok(()),
                }
            }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, tests::speak};

    /// Told in the language spoken when it is shown, as whole sentences for each file.
    #[test]
    fn a_damaged_file_is_told_in_the_players_language() {
        let unreadable = Problem::Unreadable { file: FileKind::Settings, why: Unreadable::Folder, kept: Kept::As("settings.ron.bad".into()) };
        let partly = Problem::Partly {
            file: FileKind::RuleSet("Mamie".into()),
            issues: vec![Issue::Missing { field: "draw".into() }, Issue::EndsEarly],
            kept: Kept::As("Mamie.ron.bad".into()),
            saved_back: Some(SavedBack::Yes),
        };
        speak(Lang::Es);
        assert_eq!(unreadable.to_string(), "No se pudieron leer los ajustes (es una carpeta, no un archivo); el archivo se guardó aparte como settings.ron.bad.");
        speak(Lang::Fr);
        assert_eq!(
            partly.to_string(),
            "Une partie des règles «\u{a0}Mamie\u{a0}» n'a pas pu être lue (`draw` manque\u{a0}; le fichier s'arrête trop tôt)\u{a0}; le reste a été gardé, et l'original a été mis de côté sous le nom Mamie.ron.bad. Ce qui a pu être lu a été enregistré à sa place."
        );
        speak(Lang::En);
        assert_eq!(Problem::Unreadable { file: FileKind::SavedGame, why: Unreadable::Newer { format: 3 }, kept: Kept::TooManyCopies }.to_string(), "The saved game could not be read (it was written by a newer version of the game (format 3)); it was left in place: too many damaged copies are kept already.");
    }
}

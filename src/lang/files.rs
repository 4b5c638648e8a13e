//! Files in words: what was wrong with a file read at start (which file, why, where the
//! damaged original went), said when it is shown, in the language of that moment.

use crate::files::damage::{FileKind, Issue, Kept, Problem, SavedBack, Unreadable};
use crate::files::safe_io::shorten;
use crate::lang::t;

fn megabytes(n: u64) -> String {
    format!("{:.1} MB", n as f64 / (1 << 20) as f64)
}

/// Why a file could not be read.
pub fn unreadable(why: &Unreadable) -> String {
    match why {
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
        Unreadable::Game(why) => super::refusal::verify_error(why),
    }
}

/// A part of a file that could not be read.
pub fn issue(issue: &Issue) -> String {
    match issue {
        Issue::BadValue { field, detail } => t!("file-issue-bad-value", field = field.as_str(), detail = detail.as_str()),
        Issue::Unknown { field } => t!("file-issue-unknown", field = field.as_str()),
        Issue::Missing { field } => t!("file-issue-missing", field = field.as_str()),
        Issue::EndsEarly => t!("file-issue-ends-early"),
        Issue::UnexpectedText { line } => t!("file-issue-unexpected", line = *line),
        Issue::Newer { format } => t!("file-why-newer", format = *format),
    }
}

/// The file's name for the selectors of the Fluent texts, and a rule set's own name.
fn file_args(file: &FileKind) -> (&'static str, String) {
    match file {
        FileKind::Settings => ("settings", String::new()),
        FileKind::SavedGame => ("saved-game", String::new()),
        FileKind::Statistics => ("statistics", String::new()),
        FileKind::RuleSet(name) => ("rule-set", shorten(name, 60)),
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

/// What was found wrong with a file read at start, in whole sentences.
pub fn problem(problem: &Problem) -> String {
    match problem {
        Problem::Unreadable { file, why, kept } => {
            let (file, name) = file_args(file);
            let (kept, bad, error) = kept_args(kept);
            t!("file-unreadable", file = file, name = name, why = unreadable(why), kept = kept, bad = bad, error = error)
        }
        Problem::Partly { file, issues, kept, saved_back } => {
            let (file, name) = file_args(file);
            let (kept, bad, error) = kept_args(kept);
            let issues: Vec<String> = issues.iter().map(|i| shorten(&issue(i), 200)).collect();
            let text = t!(
                "file-partly",
                file = file,
                name = name,
                issues = issues.join(&t!("file-issue-separator")),
                kept = kept,
                bad = bad,
                error = error
            );
            match saved_back {
                Some(SavedBack::Yes) => format!("{text} {}", t!("file-saved-back")),
                Some(SavedBack::No(error)) => format!("{text} {}", t!("file-not-saved-back", error = error.as_str())),
                None => text,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, tests::speak};

    /// Told in the language spoken when it is shown, as whole sentences for each file.
    #[test]
    fn a_damaged_file_is_told_in_the_players_language() {
        let unreadable =
            Problem::Unreadable { file: FileKind::Settings, why: Unreadable::Folder, kept: Kept::As("settings.ron.bad".into()) };
        let partly = Problem::Partly {
            file: FileKind::RuleSet("Mamie".into()),
            issues: vec![Issue::Missing { field: "draw".into() }, Issue::EndsEarly],
            kept: Kept::As("Mamie.ron.bad".into()),
            saved_back: Some(SavedBack::Yes),
        };
        speak(Lang::Es);
        assert_eq!(
            problem(&unreadable),
            "No se pudieron leer los ajustes (es una carpeta, no un archivo); el archivo se guardó aparte como settings.ron.bad."
        );
        speak(Lang::Fr);
        assert_eq!(
            problem(&partly),
            "Une partie des règles «\u{a0}Mamie\u{a0}» n'a pas pu être lue (`draw` manque\u{a0}; le fichier s'arrête trop tôt)\u{a0}; le reste a été gardé, et l'original a été mis de côté sous le nom Mamie.ron.bad. Ce qui a pu être lu a été enregistré à sa place."
        );
        speak(Lang::En);
        assert_eq!(
            problem(&Problem::Unreadable { file: FileKind::SavedGame, why: Unreadable::Newer { format: 3 }, kept: Kept::TooManyCopies }),
            "The saved game could not be read (it was written by a newer version of the game (format 3)); it was left in place: too many damaged copies are kept already."
        );
    }
}

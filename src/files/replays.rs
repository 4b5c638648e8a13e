//! Saved replays: game records (`.mtr.ron`) in the data folder, named by date.

use crate::rules::Match;
use std::path::{Path, PathBuf};

/// A replay on disk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    pub path: PathBuf,
    /// The file name without `.mtr.ron`.
    pub name: String,
    /// The players, when the file's first line names them.
    pub players: Vec<String>,
}

/// `2026-11-22 06-17-33` for a time in seconds since 1970 (as given: pass the player's local
/// time, UTC plus their zone's offset, and the name reads like their clock).
pub fn date_name(unix_secs: u64) -> String {
    let days = (unix_secs / 86_400) as i64;
    let secs = unix_secs % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02} {:02}-{:02}-{:02}", secs / 3600, secs / 60 % 60, secs % 60)
}

/// The comment line that opens a saved replay and names its players. The record format has no
/// names, and a comment keeps the file a plain record that `verify` and other readers take.
const PLAYERS: &str = "// players: ";

/// Write `m`'s record into `dir` as `<date> <title>.mtr.ron` (the date from `local_secs`, see
/// [`date_name`]; the title is the rules' name, characters no file system takes become `-`), the
/// players' names in its first line.
pub fn save(dir: &Path, m: &Match, names: &[&str], title: &str, local_secs: u64) -> std::io::Result<PathBuf> {
    let title: String = title.chars().map(|c| if c.is_control() || r#"/\:*?"<>|"#.contains(c) { '-' } else { c }).collect();
    let stem = format!("{} {}", date_name(local_secs), title.trim());
    let mut path = dir.join(format!("{stem}.mtr.ron"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{stem} ({n}).mtr.ron"));
        n += 1;
    }
    let names = ron::to_string(names).unwrap_or_default();
    let text = format!("{PLAYERS}{names}\n{}", m.record().to_ron());
    super::safe_io::write_atomic(&path, text.as_bytes())?;
    Ok(path)
}

/// The players' names a saved replay gives in its first line, if it does.
pub fn names_in(text: &str) -> Option<Vec<String>> {
    let line = text.lines().next()?.strip_prefix(PLAYERS)?;
    ron::from_str(line).ok()
}

/// The replays in `dir`, newest first.
pub fn list(dir: &Path) -> Vec<Replay> {
    let mut out: Vec<Replay> = super::store::files_in(dir)
        .into_iter()
        .filter_map(|path| {
            let name = path.file_name()?.to_str()?.strip_suffix(".mtr.ron")?.to_string();
            let players = super::store::first_line(&path).and_then(|l| names_in(&l)).unwrap_or_default();
            Some(Replay { path, name, players })
        })
        .collect();
    out.sort_by(|a, b| b.name.cmp(&a.name));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_name_files_in_order() {
        assert_eq!(date_name(0), "1970-01-01 00-00-00");
        assert_eq!(date_name(951_782_400), "2000-02-29 00-00-00");
        assert_eq!(date_name(1_795_329_453), "2026-11-22 06-37-33");
    }
}

//! Writing files so a crash never leaves half of one, and reading them so a damaged one never
//! stops the game: what can be read is kept, the original is moved aside as `*.bad`, and the
//! problem is said in words.

use super::damage::{FileKind, Issue, Kept, Problem, SavedBack, Unreadable};
use super::store;
use std::io;
use std::path::{Path, PathBuf};

#[cfg(not(target_family = "wasm"))]
pub use super::store::{commit, temp_path, write_temp};

/// Replace `path` with `bytes` atomically: readers see the old file or the new one, never a mix,
/// even if the process dies half-way (`store::replace`).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    store::replace(path, bytes, false)
}

/// `write_atomic` for a file only its owner may read (on Unix, mode 0600 from its creation; on
/// Windows a user's own folders are closed to other users already; in a browser, the page's
/// storage is its site's alone).
pub fn write_private(path: &Path, bytes: &[u8]) -> io::Result<()> {
    store::replace(path, bytes, true)
}

/// Move a damaged file aside as `name.bad` (or `name.bad.2`, … if that exists), never overwriting
/// an earlier one. Returns the new name.
pub fn quarantine(path: &Path) -> io::Result<PathBuf> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    for i in 1..100 {
        let bad = if i == 1 { format!("{name}.bad") } else { format!("{name}.bad.{i}") };
        let target = path.with_file_name(bad);
        if !store::exists(&target) {
            store::rename(path, &target)?;
            return Ok(target);
        }
    }
    // Told apart from other failures by its kind (`Kept::TooManyCopies`).
    Err(io::Error::new(io::ErrorKind::AlreadyExists, "too many damaged copies are already kept"))
}

/// Move a damaged file aside, and say where it went.
fn put_aside(path: &Path) -> Kept {
    match quarantine(path) {
        Ok(bad) => Kept::As(bad.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()),
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Kept::TooManyCopies,
        Err(e) => Kept::NotMoved(e.to_string()),
    }
}

/// The largest settings, rule set, statistics or saved-game file read (far larger than any the
/// game writes); a larger one is refused with its size.
pub const MAX_FILE: u64 = 8 << 20;

/// The largest game record read (a 13-round 8-player match with every legal list is a few
/// megabytes).
pub const MAX_RECORD: u64 = 32 << 20;

/// The whole of a regular file of at most `limit` bytes. Anything else — a folder, a pipe, a
/// device, a larger file — is refused with what it is (without reading it).
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, Unreadable> {
    store::read(path, limit)
}

/// Text as read from a file: UTF-8 with a byte-order mark at its start (some editors write one)
/// read as if it had none.
pub fn text_of(bytes: Vec<u8>) -> Result<String, Unreadable> {
    let text = String::from_utf8(bytes).map_err(|_| Unreadable::NotText)?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// `text` cut to at most `n` characters (with "…" when cut), to echo what came from a file or a
/// person without letting it fill the screen.
pub fn shorten(text: &str, n: usize) -> String {
    match text.char_indices().nth(n) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// A file's contents, read with as much recovery as possible.
#[derive(Debug)]
pub struct Loaded<T> {
    pub value: T,
    /// What went wrong, for the player (`None`: the file was fine or absent).
    pub problem: Option<Problem>,
    /// Part of the file was read and the original moved aside: what was read should be written
    /// back at once (`write_back`), or the next start would find no file.
    pub recovered: bool,
}

impl<T> Loaded<T> {
    /// After a partial recovery, write what was read back in place with `save` (atomically, as
    /// every save), and say so in the problem.
    pub fn write_back(mut self, save: impl FnOnce(&T) -> io::Result<()>) -> Loaded<T> {
        if self.recovered {
            let told = match save(&self.value) {
                Ok(()) => SavedBack::Yes,
                Err(e) => SavedBack::No(e.to_string()),
            };
            if let Some(Problem::Partly { saved_back, .. }) = &mut self.problem {
                *saved_back = Some(told);
            }
        }
        self
    }
}

/// Read a value from its text: the value (with what could be read), and what was wrong with the
/// text (empty when nothing). An `Err` means nothing at all could be read.
pub trait Recover: Sized {
    fn recover(text: &str) -> Result<(Self, Vec<Issue>), Unreadable>;
}

/// Load `path` (the player's `file`): absent → `default`; damaged → what could be read (or
/// `default`), the file moved aside as `*.bad`, and the problem.
pub fn load<T: Recover>(path: &Path, file: FileKind, default: impl FnOnce() -> T) -> Loaded<T> {
    load_checked(path, file, default, |_| None)
}

/// [`load`], with `check` finding what else is wrong with a value that parsed (a newer format).
pub fn load_checked<T: Recover>(
    path: &Path,
    file: FileKind,
    default: impl FnOnce() -> T,
    check: impl FnOnce(&T) -> Option<Issue>,
) -> Loaded<T> {
    let fail = |default: T, why: Unreadable, file: FileKind| Loaded {
        value: default,
        problem: Some(Problem::Unreadable { file, why, kept: put_aside(path) }),
        recovered: false,
    };
    let bytes = match read_limited(path, MAX_FILE) {
        Ok(b) => b,
        Err(Unreadable::NotFound) => return Loaded { value: default(), problem: None, recovered: false },
        Err(e) => return fail(default(), e, file),
    };
    let text = match text_of(bytes) {
        Ok(text) => text,
        Err(why) => return fail(default(), why, file),
    };
    match T::recover(&text) {
        Ok((value, mut issues)) => {
            issues.extend(check(&value));
            if issues.is_empty() {
                return Loaded { value, problem: None, recovered: false };
            }
            let kept = put_aside(path);
            let recovered = matches!(kept, Kept::As(_));
            Loaded { value, problem: Some(Problem::Partly { file, issues, kept, saved_back: None }), recovered }
        }
        Err(why) => fail(default(), why, file),
    }
}

/// A struct's fields as read: each name with its value's text, and what cut the reading short.
pub type Fields = (Vec<(String, String)>, Option<Issue>);

/// The fields of a RON struct, `Name(a: 1, b: Foo(x: [2, 3]))` or `(a: 1, …)`, as names and the
/// text of their values, in order. A file cut short gives the fields before the cut and says so.
pub fn struct_fields(text: &str) -> Result<Fields, Unreadable> {
    let mut p = Scanner { s: text.as_bytes(), i: 0 };
    p.skip_blank();
    while p.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_') {
        p.i += 1;
    }
    p.skip_blank();
    if p.peek() != Some(b'(') {
        return Err(Unreadable::NotOurs);
    }
    p.i += 1;
    let mut fields = Vec::new();
    loop {
        p.skip_blank();
        match p.peek() {
            None => return Ok((fields, Some(Issue::EndsEarly))),
            Some(b')') => return Ok((fields, None)),
            Some(b',') => {
                p.i += 1;
                continue;
            }
            _ => {}
        }
        let start = p.i;
        while p.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_') {
            p.i += 1;
        }
        let name = String::from_utf8_lossy(&p.s[start..p.i]).into_owned();
        p.skip_blank();
        if p.peek().is_none() {
            return Ok((fields, Some(Issue::EndsEarly)));
        }
        if name.is_empty() || p.peek() != Some(b':') {
            let line = text[..p.i.min(text.len())].lines().count().max(1);
            return Ok((fields, Some(Issue::UnexpectedText { line })));
        }
        p.i += 1;
        match p.value() {
            Some(v) => fields.push((name, v.trim().to_string())),
            None => return Ok((fields, Some(Issue::EndsEarly))),
        }
    }
}

struct Scanner<'a> {
    s: &'a [u8],
    i: usize,
}

impl Scanner<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn skip_blank(&mut self) {
        loop {
            match (self.peek(), self.s.get(self.i + 1)) {
                (Some(c), _) if c.is_ascii_whitespace() => self.i += 1,
                (Some(b'/'), Some(b'/')) => {
                    while self.peek().is_some_and(|c| c != b'\n') {
                        self.i += 1;
                    }
                }
                (Some(b'/'), Some(b'*')) => {
                    self.i += 2;
                    while self.i < self.s.len() && !(self.s[self.i] == b'*' && self.s.get(self.i + 1) == Some(&b'/')) {
                        self.i += 1;
                    }
                    self.i = (self.i + 2).min(self.s.len());
                }
                _ => return,
            }
        }
    }

    /// One value's text, up to the `,` or `)` that ends it at the top level (not consumed).
    fn value(&mut self) -> Option<String> {
        let start = self.i;
        let mut depth = 0usize;
        loop {
            let c = self.peek()?;
            match c {
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' if depth == 0 => return Some(String::from_utf8_lossy(&self.s[start..self.i]).into_owned()),
                b')' | b']' | b'}' => depth -= 1,
                b',' if depth == 0 => return Some(String::from_utf8_lossy(&self.s[start..self.i]).into_owned()),
                b'"' => {
                    self.i += 1;
                    while self.peek()? != b'"' {
                        if self.peek()? == b'\\' {
                            self.i += 1;
                        }
                        self.i += 1;
                    }
                }
                b'/' if matches!(self.s.get(self.i + 1), Some(b'/') | Some(b'*')) => {
                    self.skip_blank();
                    continue;
                }
                _ => {}
            }
            self.i += 1;
        }
    }
}

/// Recover a struct field by field: every field that parses is kept, the others keep their
/// default; unknown and missing fields are reported.
macro_rules! recover_fields {
    ($ty:ty, $default:expr, [$($field:ident),* $(,)?]) => {
        impl $crate::files::safe_io::Recover for $ty {
            fn recover(text: &str) -> Result<(Self, Vec<$crate::files::damage::Issue>), $crate::files::damage::Unreadable> {
                let (fields, cut) = $crate::files::safe_io::struct_fields(text)?;
                let mut out: $ty = $default;
                let mut issues: Vec<$crate::files::damage::Issue> = Vec::new();
                let mut seen: Vec<&str> = Vec::new();
                for (name, value) in &fields {
                    match name.as_str() {
                        $(stringify!($field) => {
                            seen.push(stringify!($field));
                            match ron::from_str(value) {
                                Ok(v) => out.$field = v,
                                Err(e) => issues.push($crate::files::damage::Issue::BadValue { field: name.clone(), detail: e.code.to_string() }),
                            }
                        })*
                        other => issues.push($crate::files::damage::Issue::Unknown { field: other.to_string() }),
                    }
                }
                for field in [$(stringify!($field)),*] {
                    if !seen.contains(&field) {
                        issues.push($crate::files::damage::Issue::Missing { field: field.to_string() });
                    }
                }
                issues.extend(cut);
                Ok((out, issues))
            }
        }
    };
}
pub(crate) use recover_fields;

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    /// A private file is written whole and, on Unix, readable by its owner alone from the start.
    #[test]
    fn a_private_file_is_its_owners_alone() {
        let dir = std::env::temp_dir().join(format!("mexican-train-private-{}", std::process::id()));
        let path = dir.join("instance.ron");
        write_private(&path, b"(port: 1)").unwrap();
        write_private(&path, b"(port: 2)").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"(port: 2)");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        }
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn struct_fields_split_nested_values_strings_and_comments() {
        let text = r#"Settings( // a comment
            version: 1,
            name: "a, (tricky) \"string\"",
            nested: Foo(x: [1, 2], y: {3: "4"}), /* block */
            last: Some(3)
        )"#;
        let (fields, cut) = struct_fields(text).unwrap();
        assert_eq!(cut, None);
        let names: Vec<&str> = fields.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["version", "name", "nested", "last"]);
        assert_eq!(fields[1].1, r#""a, (tricky) \"string\"""#);
        assert_eq!(fields[2].1, r#"Foo(x: [1, 2], y: {3: "4"})"#);
    }

    #[test]
    fn a_cut_file_keeps_the_fields_before_the_cut() {
        let (fields, cut) = struct_fields("(a: 1, b: [2, 3], c: Foo(x:").unwrap();
        assert_eq!(fields.len(), 2);
        assert_eq!(cut, Some(Issue::EndsEarly));
        assert!(struct_fields("not ron at all").is_err());
    }
}

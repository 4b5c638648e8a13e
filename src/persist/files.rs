//! Writing files so a crash never leaves half of one, and reading them so a damaged one never
//! stops the game: what can be read is kept, the original is moved aside as `*.bad`, and the
//! problem is said in words.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Where a file being written goes first.
pub fn temp_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(".tmp");
    path.with_file_name(name)
}

/// Write the whole of `bytes` to a temporary file beside `path` and flush it to disk: the first
/// half of an atomic write. Until `commit`, `path` is untouched.
pub fn write_temp(path: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let tmp = temp_path(path);
    let mut f = fs::File::create(&tmp)?;
    f.write_all(bytes)?;
    f.sync_all()?;
    Ok(tmp)
}

/// Put the temporary file in place of `path` in one step (a rename), and flush the folder.
pub fn commit(tmp: &Path, path: &Path) -> io::Result<()> {
    fs::rename(tmp, path)?;
    if let Some(dir) = path.parent() {
        // Best effort: make the rename itself durable where the platform allows.
        if let Ok(d) = fs::File::open(dir) {
            let _ = d.sync_all();
        }
    }
    Ok(())
}

/// Replace `path` with `bytes` atomically: readers see the old file or the new one, never a mix,
/// even if the process dies half-way.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let tmp = write_temp(path, bytes)?;
    commit(&tmp, path)
}

/// Move a damaged file aside as `name.bad` (or `name.bad.2`, … if that exists), never overwriting
/// an earlier one. Returns the new name.
pub fn quarantine(path: &Path) -> io::Result<PathBuf> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    for i in 1..100 {
        let bad = if i == 1 { format!("{name}.bad") } else { format!("{name}.bad.{i}") };
        let target = path.with_file_name(bad);
        if !target.exists() {
            fs::rename(path, &target)?;
            return Ok(target);
        }
    }
    Err(io::Error::other("too many damaged copies are already kept"))
}

/// A file's contents, read with as much recovery as possible.
#[derive(Debug)]
pub struct Loaded<T> {
    pub value: T,
    /// What went wrong, for the player (`None`: the file was fine or absent).
    pub problem: Option<String>,
}

/// Read a value from its text: the value (with what could be read), and what was wrong with the
/// text (empty when nothing). An `Err` means nothing at all could be read.
pub trait Recover: Sized {
    fn recover(text: &str) -> Result<(Self, Vec<String>), String>;
}

/// Load `path` (a `what`, e.g. "settings"): absent → `default`; damaged → what could be read
/// (or `default`), the file moved aside as `*.bad`, and a sentence saying so.
pub fn load<T: Recover>(path: &Path, what: &str, default: impl FnOnce() -> T) -> Loaded<T> {
    load_checked(path, what, default, |_| None)
}

/// [`load`], with `check` finding what else is wrong with a value that parsed (a newer format).
pub fn load_checked<T: Recover>(path: &Path, what: &str, default: impl FnOnce() -> T, check: impl FnOnce(&T) -> Option<String>) -> Loaded<T> {
    let fail = |default: T, why: String| {
        let kept = match quarantine(path) {
            Ok(bad) => format!("it was kept as {}", bad.file_name().map(|n| n.to_string_lossy()).unwrap_or_default()),
            Err(e) => format!("it could not be moved aside ({e})"),
        };
        Loaded { value: default, problem: Some(format!("The {what} could not be read ({why}); {kept}.")) }
    };
    let bytes = match fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Loaded { value: default(), problem: None },
        Err(e) => return fail(default(), e.to_string()),
    };
    let Ok(text) = String::from_utf8(bytes) else {
        return fail(default(), "it is not text".into());
    };
    match T::recover(&text) {
        Ok((value, mut issues)) => {
            issues.extend(check(&value));
            if issues.is_empty() {
                return Loaded { value, problem: None };
            }
            let kept = match quarantine(path) {
                Ok(bad) => format!("the original was kept as {}", bad.file_name().map(|n| n.to_string_lossy()).unwrap_or_default()),
                Err(e) => format!("the original could not be moved aside ({e})"),
            };
            Loaded { value, problem: Some(format!("Part of the {what} could not be read ({}); the rest was kept and {kept}.", issues.join("; "))) }
        }
        Err(why) => fail(default(), why),
    }
}

/// A struct's fields as read: each name with its value's text, and what cut the reading short.
pub type Fields = (Vec<(String, String)>, Option<String>);

/// The fields of a RON struct, `Name(a: 1, b: Foo(x: [2, 3]))` or `(a: 1, …)`, as names and the
/// text of their values, in order. A file cut short gives the fields before the cut and says so.
pub fn struct_fields(text: &str) -> Result<Fields, String> {
    let mut p = Scanner { s: text.as_bytes(), i: 0 };
    p.skip_blank();
    while p.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_') {
        p.i += 1;
    }
    p.skip_blank();
    if p.peek() != Some(b'(') {
        return Err("it is not a settings file (no opening parenthesis)".into());
    }
    p.i += 1;
    let mut fields = Vec::new();
    loop {
        p.skip_blank();
        match p.peek() {
            None => return Ok((fields, Some("the file ends early".into()))),
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
            return Ok((fields, Some("the file ends early".into())));
        }
        if name.is_empty() || p.peek() != Some(b':') {
            let line = text[..p.i.min(text.len())].lines().count().max(1);
            return Ok((fields, Some(format!("unexpected text at line {line}"))));
        }
        p.i += 1;
        match p.value() {
            Some(v) => fields.push((name, v.trim().to_string())),
            None => return Ok((fields, Some("the file ends early".into()))),
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
#[macro_export]
macro_rules! recover_fields {
    ($ty:ty, $default:expr, [$($field:ident),* $(,)?]) => {
        impl $crate::persist::files::Recover for $ty {
            fn recover(text: &str) -> Result<(Self, Vec<String>), String> {
                let (fields, cut) = $crate::persist::files::struct_fields(text)?;
                let mut out: $ty = $default;
                let mut issues = Vec::new();
                let mut seen: Vec<&str> = Vec::new();
                for (name, value) in &fields {
                    match name.as_str() {
                        $(stringify!($field) => {
                            seen.push(stringify!($field));
                            match ron::from_str(value) {
                                Ok(v) => out.$field = v,
                                Err(e) => issues.push(format!("`{}` has a value that does not fit: {}", name, e.code)),
                            }
                        })*
                        other => issues.push(format!("unknown field `{other}`")),
                    }
                }
                for field in [$(stringify!($field)),*] {
                    if !seen.contains(&field) {
                        issues.push(format!("`{field}` is missing"));
                    }
                }
                issues.extend(cut);
                Ok((out, issues))
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(cut.as_deref(), Some("the file ends early"));
        assert!(struct_fields("not ron at all").is_err());
    }
}

//! The game's files in the browser's local storage, which keeps text under keys for this page's
//! site: a file's path (`mexican-train/config/settings.ron`) is its key, a folder the keys that
//! start with its path. One `setItem` replaces a value whole, so every write is atomic; a full
//! storage refuses the write, and the last good value stays.

use crate::files::damage::Unreadable;
use std::io;
use std::path::{Path, PathBuf};

/// The page's local storage, or why there is none (storage turned off for the site, or not a
/// page at all).
fn storage() -> io::Result<web_sys::Storage> {
    let window = web_sys::window().ok_or_else(|| io::Error::other("not in a browser page"))?;
    match window.local_storage() {
        Ok(Some(s)) => Ok(s),
        _ => Err(io::Error::new(io::ErrorKind::PermissionDenied, "the browser keeps no storage for this page")),
    }
}

/// Whether this page may keep anything (a browser may refuse storage to a site).
pub fn available() -> bool {
    storage().is_ok()
}

fn key(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

fn get(path: &Path) -> io::Result<Option<String>> {
    storage()?.get_item(&key(path)).map_err(|_| io::Error::other("the browser's storage could not be read"))
}

fn set(path: &Path, text: &str) -> io::Result<()> {
    storage()?
        .set_item(&key(path), text)
        .map_err(|_| io::Error::new(io::ErrorKind::StorageFull, "the browser's storage for this page is full"))
}

/// Replace `path` with `bytes` (text: what the game keeps is), in one step.
pub fn replace(path: &Path, bytes: &[u8], _private: bool) -> io::Result<()> {
    let text = std::str::from_utf8(bytes).map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "only text is kept in the browser"))?;
    set(path, text)
}

/// The whole of a value of at most `limit` bytes.
pub fn read(path: &Path, limit: u64) -> Result<Vec<u8>, Unreadable> {
    let text = get(path)?.ok_or(Unreadable::NotFound)?;
    if text.len() as u64 > limit {
        return Err(Unreadable::TooLarge { size: text.len() as u64, limit });
    }
    Ok(text.into_bytes())
}

/// A value's first line (at most 4 KiB of it).
pub fn first_line(path: &Path) -> Option<String> {
    let text = get(path).ok()??;
    let line = text.split_inclusive('\n').next().unwrap_or_default();
    Some(line.chars().take(4096).collect())
}

/// Move a value to another key.
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    let text = get(from)?.ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))?;
    set(to, &text)?;
    remove(from)
}

/// Remove a value; one that is not there is an `Err` of kind `NotFound`.
pub fn remove(path: &Path) -> io::Result<()> {
    if get(path)?.is_none() {
        return Err(io::ErrorKind::NotFound.into());
    }
    storage()?.remove_item(&key(path)).map_err(|_| io::Error::other("the browser's storage could not be changed"))
}

/// Whether a value (or a folder's values) is at `path`.
pub fn exists(path: &Path) -> bool {
    get(path).is_ok_and(|v| v.is_some()) || !files_in(path).is_empty()
}

/// The values directly in `dir`, sorted.
pub fn files_in(dir: &Path) -> Vec<PathBuf> {
    let Ok(storage) = storage() else { return Vec::new() };
    let prefix = format!("{}/", key(dir).trim_end_matches('/'));
    let n = storage.length().unwrap_or(0);
    let mut out: Vec<PathBuf> = (0..n)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter(|k| k.strip_prefix(&prefix).is_some_and(|rest| !rest.is_empty() && !rest.contains('/')))
        .map(PathBuf::from)
        .collect();
    out.sort();
    out
}

//! The game's files in the OS's folders: writes through a temporary file beside the target,
//! flushed, then renamed over it.

use crate::files::damage::Unreadable;
use std::fs;
use std::io::{self, BufRead, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Where a file being written goes first: beside it, named for this process and this write, so
/// that two programs (or two writes) never share one — `settings.ron.4711-3.tmp`.
pub fn temp_path(path: &Path) -> PathBuf {
    static WRITES: AtomicU64 = AtomicU64::new(0);
    let mut name = path.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(format!(".{}-{}.tmp", std::process::id(), WRITES.fetch_add(1, Ordering::Relaxed)));
    path.with_file_name(name)
}

/// Write the whole of `bytes` to a temporary file beside `path` and flush it to disk: the first
/// half of an atomic write. Until `commit`, `path` is untouched. A write that fails (a full
/// disk) leaves no temporary file behind.
pub fn write_temp(path: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
    write_temp_as(path, bytes, &fs::OpenOptions::new())
}

/// `write_temp`, the temporary file opened with `options` (its permissions, say).
fn write_temp_as(path: &Path, bytes: &[u8], options: &fs::OpenOptions) -> io::Result<PathBuf> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let tmp = temp_path(path);
    let written = options.clone().write(true).create(true).truncate(true).open(&tmp).and_then(|mut f| {
        f.write_all(bytes)?;
        f.sync_all()
    });
    match written {
        Ok(()) => Ok(tmp),
        Err(e) => {
            let _ = fs::remove_file(&tmp);
            Err(e)
        }
    }
}

/// Put the temporary file in place of `path` in one step (a rename), and flush the folder; if
/// it cannot be put there, it is removed.
pub fn commit(tmp: &Path, path: &Path) -> io::Result<()> {
    if let Err(e) = fs::rename(tmp, path) {
        let _ = fs::remove_file(tmp);
        return Err(e);
    }
    if let Some(dir) = path.parent() {
        // Best effort: make the rename itself durable where the platform allows.
        if let Ok(d) = fs::File::open(dir) {
            let _ = d.sync_all();
        }
    }
    Ok(())
}

/// Replace `path` with `bytes` atomically (readers see the old file or the new one, never a mix,
/// even if the process dies half-way); `private`: only its owner may read it (on Unix, mode 0600
/// from its creation; on Windows a user's own folders are closed to other users already).
/// Temporary files of `path` that a run which died left behind (more than a minute old) are
/// removed.
pub fn replace(path: &Path, bytes: &[u8], private: bool) -> io::Result<()> {
    #[allow(unused_mut)]
    let mut options = fs::OpenOptions::new();
    #[cfg(unix)]
    if private {
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    }
    #[cfg(not(unix))]
    let _ = private;
    let tmp = write_temp_as(path, bytes, &options)?;
    commit(&tmp, path)?;
    sweep_stale_temps(path);
    Ok(())
}

/// Remove `path`'s temporary files older than a minute (a write in progress is never that old).
fn sweep_stale_temps(path: &Path) {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name().and_then(|n| n.to_str())) else { return };
    let Ok(entries) = fs::read_dir(dir) else { return };
    let prefix = format!("{name}.");
    for entry in entries.filter_map(Result::ok) {
        let file = entry.file_name();
        let Some(file) = file.to_str() else { continue };
        let ours = file.starts_with(&prefix)
            && file.ends_with(".tmp")
            && file[prefix.len()..file.len() - 4].chars().all(|c| c.is_ascii_digit() || c == '-');
        let old = entry.metadata().and_then(|m| m.modified()).ok().and_then(|t| t.elapsed().ok()).is_some_and(|age| age.as_secs() > 60);
        if ours && old {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// The whole of a regular file of at most `limit` bytes. Anything else — a folder, a pipe, a
/// device, a larger file — is refused with what it is (without reading it).
pub fn read(path: &Path, limit: u64) -> Result<Vec<u8>, Unreadable> {
    let meta = fs::metadata(path)?;
    if meta.is_dir() {
        return Err(Unreadable::Folder);
    }
    if !meta.is_file() {
        return Err(Unreadable::NotRegular);
    }
    if meta.len() > limit {
        return Err(Unreadable::TooLarge { size: meta.len(), limit });
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // A file that grows while it is read stops at the limit too.
    fs::File::open(path)?.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(Unreadable::Grew { limit });
    }
    Ok(bytes)
}

/// A file's first line (at most 4 KiB of it), read without reading the rest.
pub fn first_line(path: &Path) -> Option<String> {
    let mut line = String::new();
    io::BufReader::new(fs::File::open(path).ok()?).take(4096).read_line(&mut line).ok()?;
    Some(line)
}

/// Move a file to another name (replacing nothing the caller has not checked).
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    fs::rename(from, to)
}

/// Remove a file; one that is not there is an `Err` of kind `NotFound`.
pub fn remove(path: &Path) -> io::Result<()> {
    fs::remove_file(path)
}

/// Whether a file (or anything else) is at `path`.
pub fn exists(path: &Path) -> bool {
    path.exists()
}

/// What is directly in `dir` (files, and folders: a folder where a file belongs is said when
/// read), sorted; nothing when it cannot be read.
pub fn files_in(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else { return Vec::new() };
    let mut out: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    out.sort();
    out
}

//! When the game crashes: a short report (version, what happened, where, the backtrace) goes
//! into the data folder instead of vanishing with the terminal nobody opened; the next start tells
//! the player, once, and the report is kept as `last-crash.txt`.

use super::Dirs;
use std::backtrace::Backtrace;
use std::panic::PanicHookInfo;
use std::path::PathBuf;

/// Write a report for every panic from now on (after the usual message on standard error).
pub fn install_hook(dirs: Option<Dirs>) {
    let Some(dirs) = dirs else { return };
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        previous(info);
        // Nothing here may fail loudly: the game is already going down.
        let _ = super::safe_io::write_atomic(&dirs.crash_report(), report(info).as_bytes());
    }));
}

/// The report of a panic.
fn report(info: &PanicHookInfo<'_>) -> String {
    let what = info
        .payload()
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| info.payload().downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".to_string());
    let place = info.location().map_or("an unknown place".to_string(), |l| format!("{}:{}", l.file(), l.line()));
    let thread = std::thread::current().name().unwrap_or("unnamed").to_string();
    let when = web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    report_text(&what, &place, &thread, when, &Backtrace::force_capture().to_string())
}

/// The words of a report.
pub fn report_text(what: &str, place: &str, thread: &str, unix_time: u64, backtrace: &str) -> String {
    format!(
        "Mexican Train {} closed unexpectedly.\n\nWhat happened: {what}\nWhere: {place} (thread \"{thread}\")\nWhen: {unix_time} (seconds since 1970, UTC)\nSystem: {} {}\n\nBacktrace:\n{backtrace}\n",
        env!("CARGO_PKG_VERSION"),
        std::env::consts::OS,
        std::env::consts::ARCH,
    )
}

/// A crash the player has not heard about: its report is moved to `last-crash.txt`, whose path
/// is returned (`None`: no crash since the last start).
pub fn take_report(dirs: &Dirs) -> Option<PathBuf> {
    let report = dirs.crash_report();
    if !super::store::exists(&report) {
        return None;
    }
    let kept = dirs.last_crash_report();
    match super::store::rename(&report, &kept) {
        Ok(()) => Some(kept),
        // Cannot be moved: tell about it where it is (and again next time, rather than never).
        Err(_) => Some(report),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_leaves_a_report_and_the_next_start_takes_it_once() {
        let dirs = Dirs::under(std::env::temp_dir().join(format!("mexican-train-crash-{}", std::process::id())));
        let _ = std::fs::remove_dir_all(&dirs.data);
        install_hook(Some(dirs.clone()));
        let outcome = std::panic::catch_unwind(|| panic!("a tile fell off the table"));
        // Back to the default hook for the other tests.
        let _ = std::panic::take_hook();
        assert!(outcome.is_err());
        let text = std::fs::read_to_string(dirs.crash_report()).expect("a report was written");
        assert!(text.contains("closed unexpectedly") && text.contains("a tile fell off the table"), "{text}");
        assert!(text.contains("src/files/crash.rs") && text.contains("Backtrace:"), "{text}");
        assert_eq!(take_report(&dirs), Some(dirs.last_crash_report()));
        assert_eq!(take_report(&dirs), None, "told once");
    }
}

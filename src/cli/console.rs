//! The console on Windows. The game is a window there (no console opens beside it when it is
//! double-clicked), so its commands — `simulate`, `verify`, `serve`, `--help` — would print
//! nowhere when typed in a console. Started with arguments, it writes to the console it was
//! started from, if any; output sent to a file or a pipe stays where it was sent.

/// Attach to the console of the program that started this one (cmd, PowerShell, Windows
/// Terminal). Started from Explorer, a shortcut or a link there is none, and nothing changes.
#[cfg(windows)]
pub fn attach_to_parent() {
    use std::os::raw::c_void;
    const ATTACH_PARENT_PROCESS: u32 = u32::MAX;
    const STD_OUTPUT_HANDLE: u32 = -11i32 as u32;
    const INVALID_HANDLE_VALUE: *mut c_void = -1isize as *mut c_void;
    #[link(name = "kernel32")]
    unsafe extern "system" {
        fn AttachConsole(process: u32) -> i32;
        fn GetStdHandle(which: u32) -> *mut c_void;
    }
    // SAFETY: both calls take plain values and only read or set this process's own handles.
    unsafe {
        let out = GetStdHandle(STD_OUTPUT_HANDLE);
        if out.is_null() || out == INVALID_HANDLE_VALUE {
            // Fails harmlessly when there is no console to attach to.
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}

/// Elsewhere a program always has the terminal it was started from.
#[cfg(not(windows))]
pub fn attach_to_parent() {}

//! The one place the game's files are read, written, listed and removed: a folder of the OS on
//! the desktop (`native`), the browser's local storage on the web (`web`, a file's path its
//! key). Everything above (`safe_io`, the settings, the autosave, the replays) is the same on
//! both. No Bevy here.

#[cfg(not(target_family = "wasm"))]
mod native;
#[cfg(not(target_family = "wasm"))]
pub use native::*;

#[cfg(target_family = "wasm")]
mod web;
#[cfg(target_family = "wasm")]
pub use web::*;

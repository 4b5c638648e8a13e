//! Online play: the protocol both sides speak, room codes, the server (`mexican-train serve`)
//! and the client's connection. No Bevy: the server builds and tests with
//! `--no-default-features`; the game's online screens sit on `net::client`.

pub mod client;
pub mod code;
pub mod link;
pub mod names;
pub mod nearby;
pub mod protocol;
pub mod server;

//! Online play: the protocol both sides speak, room codes, the server (`mexican-train serve`)
//! and the client's connection. No Bevy: the server builds and tests with
//! `--no-default-features`; the game's online screens sit on `net::client`.

//!
//! A web build (`wasm32`) has the protocol, the codes and the names, and the client: a seat at a
//! host's table (through its relay) or at a server's room; the server, hosting a table and the
//! home network's list are the desktop's.

pub mod client;
pub mod code;
pub mod link;
pub mod names;
#[cfg(not(target_family = "wasm"))]
pub mod nearby;
pub mod protocol;
#[cfg(not(target_family = "wasm"))]
pub mod server;

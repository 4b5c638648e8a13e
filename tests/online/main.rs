//! Online play against a real server: each test starts `mexican-train serve` as its own process
//! on a free local port with its own data folder, and talks to it with the game's client
//! (`net::client`) over real WebSockets.
#![expect(clippy::expect_used, reason = "helpers of tests fail loudly, naming what was missing")]

mod browser;
mod fault;
mod harness;
mod hostile;
mod match_play;
mod neighbours;
mod secrets;
mod survive;
mod table;

pub use harness::*;

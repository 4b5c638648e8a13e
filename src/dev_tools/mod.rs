//! What developers and CI run the game with, not players: `--demo` (a seeded busy table,
//! `demo`), `--perf` (`perf`), `--screenshot` (`screenshot`), `--check-layout` (the words of every
//! panel checked on the screenshot's frame, `layout_audit`). (`--table-report` is the table's
//! own, `table::report`.)

#[cfg(not(target_family = "wasm"))]
pub mod demo;
pub mod layout_audit;
pub mod perf;
pub mod screenshot;

//! Where a Mexican Train table's tiles go: pure geometry over the engine's trains and tiles, no
//! Bevy. Each train's strip of the felt around the hub and each main train laid in it
//! (`mains`), its rows turning back at the felt's edge (`snake`); the whole table (`layout`); a
//! branching table laid in the order of play, the sides of doubles on the felt the trains leave
//! (`sides`); a long outer train crossing under the hub to the felt a short one leaves
//! (`crossing`); what the camera frames and where the seats' plates go (`framing`); the shapes
//! and sizes they share (`geometry`).
//!
//! The game (`mexican-train`) draws what this crate lays out. Its own crate, optimised in a dev
//! build (the workspace's `Cargo.toml`), so that its tests, which lay out every move of many
//! seeded rounds, take 16 s rather than 85 s, and so that the game's two builds share one build
//! of it.

pub mod crossing;
pub mod framing;
pub mod geometry;
pub mod layout;
pub mod mains;
pub mod sides;
pub mod snake;

//! The rules of Mexican Train: a pure, deterministic engine (no Bevy, no I/O, no clock, no floats,
//! no global RNG). Same seed and same actions give identical states on every machine.

pub mod action;
pub mod chain;
pub mod error;
pub mod event;
pub mod house_rules;
pub mod observation;
pub mod presets;
pub mod record;
pub mod rng;
pub mod round;
pub mod sample;
pub mod scoring;
pub mod seating;
pub mod tile;
pub mod verify;
pub mod view;
pub mod whole_match;

pub use action::{Action, Seat, TrainId};
pub use error::RuleError;
pub use event::{Event, EventSink, RoundEnd};
pub use house_rules::{HouseRules, InvalidRules, RulesPatch};
pub use observation::Observation;
pub use presets::{preset, preset_names};
pub use record::{MatchRecord, Move, RoundRecord};
pub use round::{Deal, DealError, Layout, Round, RoundRules, RoundStart, TurnPhase};
pub use tile::{Pip, Tile, TileId, TileSet};
pub use whole_match::Match;

//! Why a set of house rules cannot be played: typed (it travels to an online player as it is, to
//! be worded in their language), with the fields that cannot go together.

use crate::rules::tile::Pip;
use serde::{Deserialize, Serialize};

/// Why a set of house rules cannot be played (typed: `lang` words it for people), and the
/// house-rule fields that cannot go together (the settings mark each of them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvalidRules {
    pub why: Invalid,
    pub fields: &'static [&'static str],
}

/// What is wrong with a set of house rules (it travels to an online player as it is, to be worded
/// in their language).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Invalid {
    NoSuchSet {
        set: Pip,
    },
    TooFewPlayers {
        players: u8,
    },
    TooManyAtTable {
        players: u8,
        max: u8,
    },
    SetTooSmall {
        players: u8,
        set: Pip,
    },
    NoTilesDealt,
    NotEnoughTiles {
        players: u8,
        hand: u8,
        dealt: usize,
        set: Pip,
        tiles: usize,
        engine_dealt: bool,
    },
    EmptyHandInTable {
        set: Pip,
    },
    NoRounds,
    TooManyRounds {
        rounds: u16,
        max: u32,
    },
    PartnersSeating {
        players: u8,
    },
    PartnersEliminated,
    EliminationAtZero,
    SecondDoubleNeedsMore,
    ContinuousDrawOptionalCover,
    ThreeCoversOptional,
    BuildNeedsBuildOpening,
    PenaltyTooHigh {
        penalty: u8,
        max: u8,
    },
    /// Dealing failed (validated rules always deal: an engine fault).
    CannotDeal(crate::rules::error::DealError),
}

impl InvalidRules {
    pub fn new(why: Invalid, fields: &'static [&'static str]) -> InvalidRules {
        InvalidRules { why, fields }
    }
}

/// For developers and logs (a game words it for its players from [`Invalid`]).
impl std::fmt::Display for Invalid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Invalid::NoSuchSet { set } => write!(f, "there is no double-{set} set (6, 9, 12, 15 or 18)"),
            Invalid::TooFewPlayers { players } => write!(f, "{players} players: at least 2 are needed"),
            Invalid::TooManyAtTable { players, max } => write!(f, "{players} players: at most {max} sit at the table"),
            Invalid::SetTooSmall { players, set } => write!(f, "{players} players need a double-15 or double-18 set, not double-{set}"),
            Invalid::NoTilesDealt => write!(f, "each player must be dealt at least one tile"),
            Invalid::NotEnoughTiles { players, hand, dealt, set, tiles, engine_dealt } => {
                let besides = if *engine_dealt { "one to draw" } else { "the engine and one to draw" };
                write!(f, "{players} players × {hand} tiles need {dealt} tiles plus {besides}; a double-{set} set has {tiles}")
            }
            Invalid::EmptyHandInTable { set } => write!(f, "the hand-size table for double-{set} has a hand of 0 tiles"),
            Invalid::NoRounds => write!(f, "a match needs at least one round"),
            Invalid::TooManyRounds { rounds, max } => write!(f, "{rounds} rounds: at most {max}"),
            Invalid::PartnersSeating { players } => write!(f, "partnerships need 4, 6 or 8 players, not {players}"),
            Invalid::PartnersEliminated => write!(f, "partnerships cannot be combined with elimination"),
            Invalid::EliminationAtZero => write!(f, "the elimination score must be at least 1"),
            Invalid::SecondDoubleNeedsMore => write!(f, "a cover held for a second double needs more than one double a turn"),
            Invalid::ContinuousDrawOptionalCover => write!(f, "continuous draw cannot go with optional covers"),
            Invalid::ThreeCoversOptional => write!(f, "doubles taking three covers cannot also have optional covers"),
            Invalid::BuildNeedsBuildOpening => write!(f, "building while a tile fits needs an opening where trains are built"),
            Invalid::PenaltyTooHigh { penalty, max } => write!(f, "a penalty of {penalty} tiles is more than {max}"),
            Invalid::CannotDeal(why) => write!(f, "these rules cannot be dealt: {why}"),
        }
    }
}

impl std::fmt::Display for InvalidRules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.why.fmt(f)
    }
}

impl std::error::Error for InvalidRules {}

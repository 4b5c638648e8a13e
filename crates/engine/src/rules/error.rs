//! Why an action was refused, typed: a game words it for the person who tried, in their
//! language; its `Display` is a plain message for developers and logs.

use super::action::{Seat, TrainId};
use super::tile::{Pip, Tile};
use serde::{Deserialize, Serialize};
use std::fmt;

/// An illegal action. The state is unchanged when `apply` returns one.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum RuleError {
    RoundOver,
    NotYourTurn {
        seat: Seat,
        to_move: Seat,
    },
    NotInSet {
        tile: Tile,
        set: Pip,
    },
    NotInHand {
        tile: Tile,
    },
    NoSuchTrain {
        train: TrainId,
    },
    NoMexicanTrain,
    TrainClosed {
        train: TrainId,
    },
    MexicanAfterOwnTrain,
    MexicanOnlyWithoutOtherPlay,
    NoMatch {
        tile: Tile,
        train: TrainId,
        end: Pip,
    },
    /// An open double from an earlier turn must be covered first.
    DoubleDue {
        train: TrainId,
        pip: Pip,
    },
    /// The tile after a double must go on the double itself.
    CoverYourDouble {
        train: TrainId,
        pip: Pip,
    },
    /// The tile after a double goes on the due double or a train not ending in a double.
    FinishOnDueOrPlainEnd {
        train: TrainId,
        pip: Pip,
    },
    OneDoublePerTurn {
        train: TrainId,
        pip: Pip,
    },
    /// Two doubles are the most in one turn (Parsons).
    TwoDoublesPerTurn,
    /// A second double only with a tile in hand to cover one of the turn's doubles (Parsons).
    SecondDoubleNeedsCover,
    /// After two doubles, the tile from the hand covers one of them (Parsons).
    CoverOneOfYourDoubles,
    /// The tile after your own double is optional: end the turn rather than draw or pass.
    EndTurnInstead,
    /// Swan drive: the next train of the drive.
    SwanGoesOn {
        train: TrainId,
    },
    /// Swan drive: a double only with a tile in hand to cover it.
    SwanDoubleNeedsCover,
    NoBulletTrain,
    NotABulletTrain,
    BulletAtTheStart,
    DoubleOnDouble,
    NoGoingOutOnDouble,
    BuildOwnTrain,
    NoDrawWhileBuilding,
    MustPlay,
    AlreadyDrew,
    BoneyardEmpty,
    DrawFirst,
    TurnNotOver,
    NotAnnouncing,
    AnnounceOrEndTurn,
    DrawForEngine,
    DrawnTileMayNotCover,
}

/// For developers and logs: seats by number (a game words the refusal for its players).
impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::RoundOver => write!(f, "the round is over"),
            RuleError::NotYourTurn { seat, to_move } => write!(f, "seat {seat} moved, but it is seat {to_move}'s turn"),
            RuleError::NotInSet { tile, set } => write!(f, "{tile} is not in a double-{set} set"),
            RuleError::NotInHand { tile } => write!(f, "{tile} is not in the hand"),
            RuleError::NoSuchTrain { train } => write!(f, "there is no {train} in play"),
            RuleError::NoMexicanTrain => write!(f, "these rules have no Mexican train"),
            RuleError::TrainClosed { train } => write!(f, "{train} is private: it has no marker"),
            RuleError::MexicanAfterOwnTrain => write!(f, "the Mexican train may be started only after the player's own train"),
            RuleError::MexicanOnlyWithoutOtherPlay => write!(f, "the Mexican train may be started only without another play"),
            RuleError::NoMatch { tile, train, end } => write!(f, "{tile} does not match the {end} at the end of {train}"),
            RuleError::DoubleDue { train, pip } => write!(f, "the open double {pip}|{pip} on {train} must be covered first"),
            RuleError::CoverYourDouble { train, pip } => write!(f, "the tile after a double must cover the double {pip}|{pip} on {train}"),
            RuleError::FinishOnDueOrPlainEnd { train, pip } => {
                write!(f, "after doubles, play on the {pip}|{pip} on {train} or on a train not ending in a double")
            }
            RuleError::OneDoublePerTurn { train, pip } => {
                write!(f, "one double a turn: cover the {pip}|{pip} on {train} with a non-double")
            }
            RuleError::TwoDoublesPerTurn => write!(f, "two doubles are the most in one turn"),
            RuleError::SecondDoubleNeedsCover => write!(f, "a second double needs a tile in hand to cover one of the turn's doubles"),
            RuleError::CoverOneOfYourDoubles => write!(f, "after two doubles, the tile from the hand covers one of them"),
            RuleError::EndTurnInstead => write!(f, "the tile after the player's own double is optional: end the turn instead"),
            RuleError::SwanGoesOn { train } => write!(f, "the swan drive goes on to {train}"),
            RuleError::SwanDoubleNeedsCover => write!(f, "a double in a swan drive needs a tile in hand to cover it"),
            RuleError::NoBulletTrain => write!(f, "these rules have no bullet train"),
            RuleError::NotABulletTrain => write!(f, "the hand does not chain onto the player's own train in one go"),
            RuleError::BulletAtTheStart => write!(f, "a bullet train is declared at the start of a free turn"),
            RuleError::DoubleOnDouble => write!(f, "a double cannot cover a double"),
            RuleError::NoGoingOutOnDouble => write!(f, "these rules forbid going out on a double"),
            RuleError::BuildOwnTrain => write!(f, "the first turn builds the player's own train"),
            RuleError::NoDrawWhileBuilding => write!(f, "no drawing while building a train: end the turn"),
            RuleError::MustPlay => write!(f, "a tile in the hand plays, so the player must play"),
            RuleError::AlreadyDrew => write!(f, "the player has already drawn this turn"),
            RuleError::BoneyardEmpty => write!(f, "the boneyard is empty"),
            RuleError::DrawFirst => write!(f, "the player must draw before passing"),
            RuleError::TurnNotOver => write!(f, "the turn ends by itself here: play, draw or pass"),
            RuleError::NotAnnouncing => write!(f, "announcing is only for a player down to one tile"),
            RuleError::AnnounceOrEndTurn => write!(f, "the player is down to one tile: announce it or end the turn"),
            RuleError::DrawForEngine => write!(f, "nobody has opened the station yet: draw for the engine"),
            RuleError::DrawnTileMayNotCover => write!(f, "a tile drawn for an open double may not be played on it under these rules"),
        }
    }
}

impl std::error::Error for RuleError {}

/// A deal (or a laid-out position) that is not a legal start of a round: what is wrong, typed
/// (a game words it for its players; its `Display` is for developers and logs).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DealError {
    HandsForSeats {
        hands: usize,
        seats: u8,
    },
    NoSeatInPlay,
    /// The seat the rules name to start is out of the match.
    StarterOut {
        seat: Seat,
    },
    EngineNotInSet {
        engine: Pip,
        set: Pip,
    },
    /// The hands, boneyard, table (and the engine set aside) are not the whole set, each once.
    NotAFullSet {
        set: Pip,
        engine_aside: bool,
        outside: Vec<Tile>,
        twice: Vec<Tile>,
        missing: Vec<Tile>,
    },
    OutButDealt {
        seat: Seat,
    },
    NobodyOpens,
    TrainNotInPlay {
        train: TrainId,
    },
    DoesNotChain {
        tile: Tile,
        end: Pip,
        train: TrainId,
    },
    MarkerOfSeatOut {
        seat: Seat,
    },
    NoDoubleToOpen {
        train: TrainId,
    },
    RoundNotOver,
    MatchOver,
    HandSizesDiffer {
        first: Seat,
        got: usize,
        seat: Seat,
        has: usize,
    },
    HandsEmpty,
    HandSizeRule {
        players: u8,
        expected: u8,
        first: Seat,
        got: usize,
    },
    NoBoneyard,
    NoStarterDrawn,
    /// A record says `claimed` played first, but the rules start `first`.
    WrongStarter {
        first: Seat,
        claimed: Seat,
    },
    CannotBeGiven {
        seat: Seat,
        tiles: usize,
    },
    HiddenNotUnseen,
}

/// Tiles as a record writes them: "12|5, 3|3".
fn tile_list(tiles: &[Tile]) -> String {
    tiles.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
}

impl std::fmt::Display for DealError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DealError::HandsForSeats { hands, seats } => write!(f, "the deal has {hands} hands for {seats} seats"),
            DealError::NoSeatInPlay => write!(f, "no seat is in play"),
            DealError::StarterOut { seat } => write!(f, "seat {seat} is not in play and cannot start"),
            DealError::EngineNotInSet { engine, set } => write!(f, "engine {engine}|{engine} is not in a double-{set} set"),
            DealError::NotAFullSet { set, engine_aside, outside, twice, missing } => {
                let aside = if *engine_aside { " with the engine set aside" } else { "" };
                write!(
                    f,
                    "the deal is not a full double-{set} set{aside} (not in the set: [{}]; dealt twice: [{}]; missing: [{}])",
                    tile_list(outside),
                    tile_list(twice),
                    tile_list(missing)
                )
            }
            DealError::OutButDealt { seat } => write!(f, "seat {seat} is out of the match but was dealt tiles"),
            DealError::NobodyOpens => write!(f, "nobody can open the station: no engine in any hand and nothing to draw"),
            DealError::TrainNotInPlay { train } => write!(f, "{train} is not in play"),
            DealError::DoesNotChain { tile, end, train } => write!(f, "{tile} does not chain onto the {end} at the end of {train}"),
            DealError::MarkerOfSeatOut { seat } => write!(f, "seat {seat} is not in play and has no marker"),
            DealError::NoDoubleToOpen { train } => write!(f, "{train} does not end in a double that could be open"),
            DealError::RoundNotOver => write!(f, "the current round is not over"),
            DealError::MatchOver => write!(f, "the match is already over"),
            DealError::HandSizesDiffer { first, got, seat, has } => write!(f, "seat {first} has {got} tiles, seat {seat} has {has}"),
            DealError::HandsEmpty => write!(f, "the hands are empty"),
            DealError::HandSizeRule { players, expected, first, got } => {
                write!(f, "each of {players} players must be dealt {expected} tiles, but seat {first} has {got}")
            }
            DealError::NoBoneyard => write!(f, "the deal leaves no tile in the boneyard"),
            DealError::NoStarterDrawn => write!(f, "no seat was drawn to start"),
            DealError::WrongStarter { first, claimed } => write!(f, "seat {first} plays first under these rules, not seat {claimed}"),
            DealError::CannotBeGiven { seat, tiles } => write!(f, "seat {seat} cannot be given {tiles} tiles"),
            DealError::HiddenNotUnseen => write!(f, "the hidden tiles must be exactly the unseen ones, each once"),
        }
    }
}

impl std::error::Error for DealError {}

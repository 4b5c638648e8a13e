//! Why an action was refused, typed: `lang::refusal` words it for the person who tried.

use super::action::{Seat, TrainId};
use super::tile::{Pip, Tile};

/// An illegal action. The state is unchanged when `apply` returns one.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum RuleError {
    RoundOver,
    NotYourTurn { seat: Seat, to_move: Seat },
    NotInSet { tile: Tile, set: Pip },
    NotInHand { tile: Tile },
    NoSuchTrain { train: TrainId },
    NoMexicanTrain,
    TrainClosed { train: TrainId },
    MexicanAfterOwnTrain,
    MexicanOnlyWithoutOtherPlay,
    NoMatch { tile: Tile, train: TrainId, end: Pip },
    /// An open double from an earlier turn must be covered first.
    DoubleDue { train: TrainId, pip: Pip },
    /// The tile after a double must go on the double itself.
    CoverYourDouble { train: TrainId, pip: Pip },
    /// The tile after a double goes on the due double or a train not ending in a double.
    FinishOnDueOrPlainEnd { train: TrainId, pip: Pip },
    OneDoublePerTurn { train: TrainId, pip: Pip },
    /// Two doubles are the most in one turn (Parsons).
    TwoDoublesPerTurn,
    /// A second double only with a tile in hand to cover one of the turn's doubles (Parsons).
    SecondDoubleNeedsCover,
    /// After two doubles, the tile from the hand covers one of them (Parsons).
    CoverOneOfYourDoubles,
    /// The tile after your own double is optional: end the turn rather than draw or pass.
    EndTurnInstead,
    /// Swan drive: the next train of the drive.
    SwanGoesOn { train: TrainId },
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

/// In words: `lang::refusal` (the sentence for the person who tried, in their language).
impl std::error::Error for RuleError {}

//! The values a house rule may take where it is more than yes or no: how many tiles a hand
//! holds, how many rounds, who starts, what a double asks for, how a round is scored, …

use crate::rules::tile::Pip;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How many tiles each player is dealt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HandSize {
    /// Per set (6, 9, 12, …): the hand size for 2, 3, 4, … players. Where the table has no entry
    /// for the set and player count, [`fallback_hand_size`](super::fallback_hand_size) is used.
    Table(BTreeMap<Pip, Vec<u8>>),
    /// The same number of tiles whatever the set and number of players.
    Fixed(u8),
}

/// How many rounds a match has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rounds {
    /// One round per engine, from the top double down to 0-0 (13 with double-12).
    AllEngines,
    /// A fixed number of rounds, engines descending from the top double (wrapping after 0-0).
    Count(u16),
}

/// Where the round's engine (the hub double) comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EngineRule {
    /// The round's double (12-12, then 11-11, …) is set aside before the deal (Puremco).
    SetAside,
    /// The round's double is dealt like any tile; whoever holds it opens the station and plays
    /// first. If nobody holds it, players draw in turn until it turns up (Celko 1998).
    HolderOpens,
    /// The first player opens the station with their highest double; without one, the next player
    /// with a double does; if nobody has a double, players draw in turn until one is drawn (Galt 1994).
    FirstPlayersHighestDouble,
}

/// Who moves first in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Starter {
    /// Seat `r mod seats` in round `r`: the starter rotates clockwise.
    Rotate,
    /// A random seat in the first round, then clockwise.
    RandomThenRotate,
    /// The player holding the highest double after the deal (rotation if nobody holds one).
    HighestDouble,
}

/// What a player does on their first turn of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opening {
    /// The first turn is like any other.
    OneTile,
    /// "Working on the railroad": on their first turn each player lays as many tiles as they
    /// like on their own train, ignoring the doubles rule, then ends the turn (Celko, Galt).
    BuildTrain,
    /// The "fast game": everyone builds their own train at once before the first turn — each
    /// builds as above, but nobody sees the others' trains until all have built.
    Fast,
}

/// The shared Mexican train.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MexicanTrain {
    /// No Mexican train ("private trains").
    Off,
    /// Anyone may start it on any turn.
    Anytime,
    /// A player may start it only once their own train is started.
    AfterOwnTrain,
    /// A player may start it only when they have no other play (Celko).
    WhenNoOtherPlay,
}

/// Where the extra tile after a double must go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DoubleFinish {
    /// On the double itself (Wikipedia's consensus rules).
    OnTheDouble,
    /// On the double that is due first, or on any eligible train whose end is not a double
    /// (Puremco/Bauguess).
    DueDoubleOrPlainEnd,
    /// On any eligible train (Celko, French club).
    Anywhere,
}

/// How many doubles a player may lay in one turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DoublesPerTurn {
    One,
    /// At most two (Parsons 1994).
    Two,
    Any,
}

impl DoublesPerTurn {
    /// The most doubles one turn may lay.
    pub fn most(self) -> u8 {
        match self {
            DoublesPerTurn::One => 1,
            DoublesPerTurn::Two => 2,
            DoublesPerTurn::Any => u8::MAX,
        }
    }
}

/// Which doubles a turn leaves owed: the next players must cover them before anything else.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DoublesOwed {
    /// Every double the turn left uncovered.
    #[default]
    Every,
    /// Only the last double laid in the turn, if it is uncovered (Celko's one "double marker",
    /// which goes back to the engine once that double is covered).
    LastOfTurn,
}

/// Whether the tile after your own double is owed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AfterDouble {
    /// You must play again (draw if you need to; pass with your marker if you still cannot).
    #[default]
    MustPlay,
    /// You may play again, or end your turn (the French club: a double "allows" you to play again).
    MayPlay,
}

/// What a player who passes with the boneyard empty does with their marker.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum EmptyBoneyardPass {
    /// The marker goes on their train, as after a fruitless draw.
    #[default]
    MarkerGoesOn,
    /// They "simply pass" (Celko): no marker, unless they drew this turn.
    SimplyPass,
}

/// How a blocked round (nobody can play, nothing to draw) is scored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BlockedRound {
    /// Everyone scores what is left in their hand.
    #[default]
    CountHands,
    /// The lowest hand (or hands) scores 0, as if it had gone out; the others count.
    LowestHandWins,
    /// The round counts for nothing: everyone scores 0.
    Void,
}

/// Branching doubles, as in Chicken Foot.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Branching {
    /// A train goes on from a double in one direction only.
    #[default]
    Off,
    /// Once a double is covered, its train may also go on from the double's two sides.
    AfterCover,
    /// A double takes three covering tiles (its end and both sides) before normal play goes on;
    /// after the first, a player who cannot cover a side passes without a marker.
    ThreeCovers,
}

/// In which order open doubles must be satisfied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DoubleOrder {
    OldestFirst,
    NewestFirst,
}

/// What a player who cannot play does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawRule {
    /// Draw one tile; if it does not play, pass.
    One,
    /// Keep drawing until a tile plays or the boneyard is empty.
    UntilPlayable,
}

/// What takes a marker off a train.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MarkerRemoval {
    /// Only its owner playing on their own train.
    OwnerPlays,
    /// Any play on the train: it "takes on freight" (Celko).
    AnyPlay,
}

/// Announcing the last tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LastTile {
    /// Nothing to announce.
    Silent,
    /// A player left with one tile must announce it (tap the table); whoever ends that turn
    /// without announcing draws `penalty` tiles.
    Announce { penalty: u8 },
}

/// How a hand is counted at the end of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scoring {
    /// The sum of the pips.
    Pips,
    /// Pips, except that each blank end scores `blank` and the double blank scores `double_blank`.
    Blanks { blank: u16, double_blank: u16 },
}

/// When the match ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MatchEnd {
    /// After the last round; the lowest total wins.
    AllRounds,
    /// A player whose total reaches `at` is out; the last player left wins. Engines cycle
    /// (12, 11, …, 0, 12, …) and the `rounds` setting is not used.
    Elimination { at: u32 },
}

/// How equal totals are separated at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TieBreak {
    /// Most rounds scored 0, then the lowest non-zero round score.
    ZeroRoundsThenLowestRound,
    /// Tied players share the win (no single winner).
    Shared,
}

//! Why an action was refused, as a sentence a player understands.

use super::action::{Seat, TrainId};
use super::tile::{Pip, Tile};
use std::fmt;

/// An illegal action. The state is unchanged when `apply` returns one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
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

impl RuleError {
    /// The sentence, naming trains with `owner(seat)` as a possessive ("your", "Ann's").
    pub fn explain(&self, owner: &dyn Fn(Seat) -> String) -> String {
        let train = |t: &TrainId| match t {
            TrainId::Personal(s) => format!("{} train", owner(*s)),
            TrainId::Mexican => "the Mexican train".to_string(),
            TrainId::Side(_) => "that side of a double".to_string(),
        };
        match self {
            RuleError::RoundOver => "The round is over.".into(),
            RuleError::NotYourTurn { seat, to_move } => {
                format!("It is {} turn, not {}.", owner(*to_move), possessive_pronoun(&owner(*seat)))
            }
            RuleError::NotInSet { tile, set } => format!("There is no {tile} in a double-{set} set."),
            RuleError::NotInHand { tile } => format!("{tile} is not in the hand."),
            RuleError::NoSuchTrain { train: TrainId::Personal(s) } => {
                format!("Nobody sits at seat {s}, so there is no such train.")
            }
            RuleError::NoSuchTrain { train: TrainId::Mexican } | RuleError::NoMexicanTrain => {
                "These rules have no Mexican train.".into()
            }
            RuleError::NoSuchTrain { train: TrainId::Side(n) } => format!("There is no side {n} of a double on the table."),
            RuleError::TrainClosed { train: t } => {
                format!("{} is private: it has no marker.", capitalize(&train(t)))
            }
            RuleError::MexicanAfterOwnTrain => {
                "Start your own train before you start the Mexican train.".into()
            }
            RuleError::MexicanOnlyWithoutOtherPlay => {
                "You may start the Mexican train only when you have no other play.".into()
            }
            RuleError::NoMatch { tile, train: t, end } => {
                format!("{tile} does not match the {end} at the end of {}.", train(t))
            }
            RuleError::DoubleDue { train: t, pip } => {
                format!("Cover the open double {pip}|{pip} on {} first.", train(t))
            }
            RuleError::CoverYourDouble { train: t, pip } => {
                format!("Cover the double {pip}|{pip} on {} first.", train(t))
            }
            RuleError::FinishOnDueOrPlainEnd { train: t, pip } => format!(
                "After your doubles, play on the {pip}|{pip} on {} or on a train that does not end in a double.",
                train(t)
            ),
            RuleError::OneDoublePerTurn { train: t, pip } => format!(
                "Only one double a turn: cover the {pip}|{pip} on {} with a non-double.",
                train(t)
            ),
            RuleError::TwoDoublesPerTurn => "Two doubles are the most in one turn: now play a tile that is not a double.".into(),
            RuleError::SecondDoubleNeedsCover => {
                "You may lay a second double only if you hold a tile to cover one of your doubles.".into()
            }
            RuleError::CoverOneOfYourDoubles => "After two doubles, cover one of them with a tile from your hand.".into(),
            RuleError::EndTurnInstead => {
                "You need not play again after your double: end your turn if you have nothing to play.".into()
            }
            RuleError::SwanGoesOn { train: t } => format!("The swan drive goes on to {} next (or end your turn).", train(t)),
            RuleError::SwanDoubleNeedsCover => "In a swan drive, lay a double only if you hold a tile to cover it.".into(),
            RuleError::NoBulletTrain => "These rules have no bullet train.".into(),
            RuleError::NotABulletTrain => "A bullet train lays every tile in your hand on your own train in one go; yours do not chain.".into(),
            RuleError::BulletAtTheStart => "A bullet train is declared at the start of a free turn.".into(),
            RuleError::DoubleOnDouble => "A double cannot cover a double.".into(),
            RuleError::NoGoingOutOnDouble => {
                "In these rules you may not go out on a double.".into()
            }
            RuleError::BuildOwnTrain => {
                "On your first turn you build your own train; the other trains wait.".into()
            }
            RuleError::NoDrawWhileBuilding => {
                "There is no drawing while you build your train: end your turn.".into()
            }
            RuleError::MustPlay => "You have a tile that plays, so you must play.".into(),
            RuleError::AlreadyDrew => "You have already drawn: pass if you still cannot play.".into(),
            RuleError::BoneyardEmpty => "The boneyard is empty: pass.".into(),
            RuleError::DrawFirst => "Draw a tile before you pass.".into(),
            RuleError::TurnNotOver => "The turn ends by itself here: play, draw or pass.".into(),
            RuleError::NotAnnouncing => "You announce only when you are down to one tile.".into(),
            RuleError::AnnounceOrEndTurn => {
                "You are down to one tile: announce it or end your turn.".into()
            }
            RuleError::DrawForEngine => {
                "Nobody has opened the station yet: draw until the engine turns up.".into()
            }
            RuleError::DrawnTileMayNotCover => {
                "A tile drawn for an open double may not be played on it in these rules: pass.".into()
            }
        }
    }
}

/// "your" stays "yours"; "Ana's" stays "Ana's".
fn possessive_pronoun(owner: &str) -> String {
    if owner == "your" { "yours".to_string() } else { owner.to_string() }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.explain(&|s| format!("seat {s}'s")))
    }
}

impl std::error::Error for RuleError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_name_people_as_the_table_does() {
        let names = |s: Seat| if s == 0 { "your".to_string() } else { ["", "Ana's", "Bert's"][s as usize].to_string() };
        let e = RuleError::NotYourTurn { seat: 0, to_move: 2 };
        assert_eq!(e.explain(&names), "It is Bert's turn, not yours.");
        assert_eq!(e.to_string(), "It is seat 2's turn, not seat 0's.");
        let e = RuleError::DoubleDue { train: TrainId::Personal(1), pip: 6 };
        assert_eq!(e.explain(&names), "Cover the open double 6|6 on Ana's train first.");
        let e = RuleError::TrainClosed { train: TrainId::Personal(0) };
        assert_eq!(e.explain(&names), "Your train is private: it has no marker.");
    }
}

//! The table in words: trains, turns and hands as the person at a seat calls them.

use crate::rules::describe::Seats;
use crate::rules::{Seat, TrainId};
use crate::t;

/// A train as the person at `viewer`'s seat calls it: "your train", "Ana's train", "the Mexican
/// train", "a side of a double on your train".
pub fn train_name(seats: &impl Seats, train: TrainId, viewer: Seat) -> String {
    let name = match seats.main_train(train) {
        TrainId::Personal(s) => personal_train(s, Some(viewer), |s| seats.name(s).to_string()),
        _ => t!("train-mexican"),
    };
    if train.is_side() { t!("train-side-of", train = name) } else { name }
}

/// A seat's own train as `viewer` calls it: "your train", "Ana's train" (`name` names the seat).
pub fn personal_train(owner: Seat, viewer: Option<Seat>, name: impl FnOnce(Seat) -> String) -> String {
    if Some(owner) == viewer { t!("train-yours") } else { t!("train-of", name = name(owner)) }
}

/// "Ana's turn.", or "Your turn." when it is the seat of the person at the screen (`yours`: a
/// flag of the seat, never read off its name).
pub fn turn_of(name: &str, yours: bool) -> String {
    if yours { t!("turn-yours") } else { t!("turn-of", name = name) }
}

/// "Ana's hand", or "Your hand" for the seat of the person at the screen.
pub fn hand_of(name: &str, yours: bool) -> String {
    if yours { t!("hand-yours") } else { t!("hand-of", name = name) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, tests::speak};

    struct Table;
    impl Seats for Table {
        fn name(&self, seat: Seat) -> &str {
            ["You", "Ana", "Bert"][seat as usize]
        }
        fn main_train(&self, train: TrainId) -> TrainId {
            if train.is_side() { TrainId::Personal(2) } else { train }
        }
        fn partner(&self, _: Seat) -> Option<Seat> {
            None
        }
    }

    #[test]
    fn trains_turns_and_hands_are_named_for_the_viewer_in_each_language() {
        speak(Lang::En);
        assert_eq!(train_name(&Table, TrainId::Personal(0), 0), "your train");
        assert_eq!(train_name(&Table, TrainId::Personal(1), 0), "Ana's train");
        assert_eq!(train_name(&Table, TrainId::Side(0), 0), "a side of a double on Bert's train");
        assert_eq!((turn_of("Ana", true), turn_of("Ana", false), hand_of("Ana", false)), ("Your turn.".into(), "Ana's turn.".into(), "Ana's hand".into()));
        assert_eq!(turn_of("You", false), "You's turn.", "a seat named You is a name like any other");
        speak(Lang::Es);
        assert_eq!(train_name(&Table, TrainId::Personal(1), 0), "el tren de Ana");
        assert_eq!((turn_of("Ana", true), turn_of("Ana", false), hand_of("Ana", false)), ("Tu turno.".into(), "Turno de Ana.".into(), "Mano de Ana".into()));
        speak(Lang::Fr);
        assert_eq!(train_name(&Table, TrainId::Personal(1), 0), "le train d'Ana");
        assert_eq!(train_name(&Table, TrainId::Mexican, 0), "le train mexicain");
        assert_eq!((turn_of("Bert", false), hand_of("Ana", false), hand_of("Ana", true)), ("Au tour de Bert.".into(), "Main d'Ana".into(), "Votre main".into()));
        speak(Lang::En);
    }
}

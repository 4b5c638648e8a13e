//! The table in words: trains, turns and hands as the person at a seat calls them.

use crate::rules::describe::Seats;
use crate::rules::{Seat, TrainId};
use crate::t;

/// A train as the person at `viewer`'s seat calls it: "your train", "Ana's train", "the Mexican
/// train", "a side of a double on your train".
pub fn train_name(seats: &impl Seats, train: TrainId, viewer: Seat) -> String {
    let name = match seats.main_train(train) {
        TrainId::Personal(s) if s == viewer => t!("train-yours"),
        TrainId::Personal(s) => t!("train-of", name = seats.name(s)),
        _ => t!("train-mexican"),
    };
    if train.is_side() { t!("train-side-of", train = name) } else { name }
}

/// Whether `name` is the person at the screen's own default name (their turn is "your turn").
fn is_you(name: &str) -> bool {
    name == crate::setup::NAMES[0]
}

/// "Ana's turn." ("Your turn." for the person named You).
pub fn turn_of(name: &str) -> String {
    if is_you(name) { t!("turn-yours") } else { t!("turn-of", name = name) }
}

/// "Ana's hand" ("Your hand" for the person named You).
pub fn hand_of(name: &str) -> String {
    if is_you(name) { t!("hand-yours") } else { t!("hand-of", name = name) }
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
        assert_eq!((turn_of("You"), turn_of("Ana"), hand_of("Ana")), ("Your turn.".into(), "Ana's turn.".into(), "Ana's hand".into()));
        speak(Lang::Es);
        assert_eq!(train_name(&Table, TrainId::Personal(1), 0), "el tren de Ana");
        assert_eq!((turn_of("You"), turn_of("Ana"), hand_of("Ana")), ("Tu turno.".into(), "Turno de Ana.".into(), "Mano de Ana".into()));
        speak(Lang::Fr);
        assert_eq!(train_name(&Table, TrainId::Personal(1), 0), "le train d'Ana");
        assert_eq!(train_name(&Table, TrainId::Mexican, 0), "le train mexicain");
        assert_eq!((turn_of("Bert"), hand_of("Ana")), ("Au tour de Bert.".into(), "Main d'Ana".into()));
        speak(Lang::En);
    }
}

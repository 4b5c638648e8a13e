//! The table in words: trains, turns and hands as the person at a seat calls them.

use crate::rules::describe::Seats;
use crate::rules::{Action, Pip, Seat, Tile, TrainId};
use crate::t;

/// A train as the person at `viewer`'s seat calls it: "your train", "Ana's train", "the Mexican
/// train", "a side of a double on your train".
pub fn train_name(seats: &impl Seats, train: TrainId, viewer: Seat) -> String {
    train_named(seats, train, Some(viewer))
}

/// A train as `viewer` calls it, or by its owner's name for someone at no seat.
pub fn train_named(seats: &impl Seats, train: TrainId, viewer: Option<Seat>) -> String {
    let name = match seats.main_train(train) {
        TrainId::Personal(s) => personal_train(s, viewer, |s| seats.name(s).to_string()),
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

/// A tile as a screen reader should say it: "six–four", "double blank" (a picture's "6|4"
/// would be read as "six vertical line four").
pub fn tile_said(tile: Tile) -> String {
    if tile.0 == tile.1 {
        t!("tile-said-double", pip = pip_said(tile.0))
    } else {
        t!("tile-said", high = pip_said(tile.0.max(tile.1)), low = pip_said(tile.0.min(tile.1)))
    }
}

/// A number of pips said aloud: "blank", "six", "twelve".
pub fn pip_said(n: Pip) -> String {
    t!("pip-said", n = n)
}

/// How a move is told: who made it (`mover`, named by `name`), to whom (`you`: the seat of the
/// person at the screen, told "You play…"; `None` for a replay, told by names), the train a play
/// went on as `main` names its train, and the tile as `tile` writes it ("6|4" on screen,
/// `tile_said` aloud).
pub struct MoveTeller<N: Fn(Seat) -> String, M: Fn(TrainId) -> TrainId, T: Fn(Tile) -> String> {
    pub name: N,
    pub you: Option<Seat>,
    pub main: M,
    pub tile: T,
}

impl<N: Fn(Seat) -> String, M: Fn(TrainId) -> TrainId, T: Fn(Tile) -> String> MoveTeller<N, M, T> {
    /// "Ana plays six–four on your train.", "You draw."
    pub fn tell(&self, mover: Seat, action: Action) -> String {
        let yours = self.you == Some(mover);
        let who = (self.name)(mover);
        match action {
            Action::Play { tile, train } => {
                let on = match (self.main)(train) {
                    TrainId::Personal(s) if s == mover && !yours => t!("train-their-own"),
                    TrainId::Personal(s) => personal_train(s, self.you, &self.name),
                    _ => t!("train-mexican"),
                };
                let on = if train.is_side() { t!("train-side-of", train = on) } else { on };
                let tile = (self.tile)(tile);
                if yours { t!("move-play-you", tile = tile, train = on) } else { t!("move-play", name = who, tile = tile, train = on) }
            }
            Action::Bullet if yours => t!("move-bullet-you"),
            Action::Bullet => t!("move-bullet", name = who),
            Action::Draw if yours => t!("move-draw-you"),
            Action::Draw => t!("move-draw", name = who),
            Action::Pass if yours => t!("move-pass-you"),
            Action::Pass => t!("move-pass", name = who),
            Action::EndTurn if yours => t!("move-end-turn-you"),
            Action::EndTurn => t!("move-end-turn", name = who),
            Action::Announce if yours => t!("move-announce-you"),
            Action::Announce => t!("move-announce", name = who),
        }
    }
}

/// A line of words with its first letter a capital ("your train: …" starting a line).
pub fn capitalized(words: &str) -> String {
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
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

//! The table in words: trains, turns and hands as the person at a seat calls them.

use crate::ai::hint::{Gist, Measured};
use crate::files::rule_sets::{self, RuleSet, RulesName};
use crate::files::settings::{Speed, TableColour};
use crate::lang::t;
use crate::rules::seating::Seats;
use crate::rules::{Action, HouseRules, Pip, Seat, Tile, TrainId};

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

/// A line written with tiles as "12|5", as it is said aloud: each tile as `tile_said` says it
/// ("twelve–five"), for a screen reader.
pub fn said_aloud(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(bar) = rest.find('|') {
        let (before, after) = (&rest[..bar], &rest[bar + 1..]);
        let high = before.len() - before.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let low = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let tile = (before[before.len() - high..].parse::<Pip>(), after[..low].parse::<Pip>());
        match tile {
            (Ok(a), Ok(b)) if high > 0 && low > 0 => {
                out.push_str(&before[..before.len() - high]);
                out.push_str(&tile_said(Tile(a, b)));
                rest = &after[low..];
            }
            _ => {
                out.push_str(&rest[..=bar]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
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

/// Who sits where, kept: the names, and the main train of the trains that will be named, so that
/// words made now can be made again later in another language (a hint, a move told).
#[derive(Clone, Debug)]
pub struct SeatsKept {
    names: Vec<String>,
    mains: Vec<(TrainId, TrainId)>,
    partners: Vec<Option<Seat>>,
}

impl SeatsKept {
    /// What `seats` say of `count` seats and of the trains `trains`.
    pub fn of(seats: &impl Seats, count: Seat, trains: impl IntoIterator<Item = TrainId>) -> SeatsKept {
        SeatsKept {
            names: (0..count).map(|s| seats.name(s).to_string()).collect(),
            mains: trains.into_iter().map(|t| (t, seats.main_train(t))).collect(),
            partners: (0..count).map(|s| seats.partner(s)).collect(),
        }
    }
}

impl Seats for SeatsKept {
    fn name(&self, seat: Seat) -> &str {
        self.names.get(seat as usize).map_or("", String::as_str)
    }

    fn main_train(&self, train: TrainId) -> TrainId {
        self.mains.iter().find(|(t, _)| *t == train).map_or(train, |(_, main)| *main)
    }

    fn partner(&self, seat: Seat) -> Option<Seat> {
        self.partners.get(seat as usize).copied().flatten()
    }
}

/// A hint for `seat`, worded whenever it is shown.
pub fn hint_phrase(gist: &Gist, seats: &impl Seats, count: Seat, seat: Seat) -> super::Phrase {
    let trains = match gist.action {
        Action::Play { train, .. } => Some(train),
        _ => None,
    };
    let (gist, kept) = (gist.clone(), SeatsKept::of(seats, count, trains));
    super::Phrase::new(move || hint(&gist, &|train| train_name(&kept, train, seat)))
}

/// A line of words with its first letter a capital ("your train: …" starting a line).
pub fn capitalized(words: &str) -> String {
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A hint in words — the move and one line of why: what it does for the planned train, and what the search
/// measured (points saved on average, or the share of games won in the last round).
pub fn hint(gist: &Gist, train_name: &dyn Fn(TrainId) -> String) -> String {
    let mut reasons = Vec::new();
    let n = gist.plan;
    if let Action::Play { tile, .. } = gist.action {
        reasons.push(match (gist.own, gist.planned) {
            (true, Some(0)) if n > 1 => t!("why-next-of-plan", tiles = n),
            (true, Some(0)) => t!("why-last-of-own-train"),
            (true, Some(_)) => t!("why-other-way"),
            (true, None) => t!("why-spare-on-own"),
            (false, Some(_)) => t!("why-gives-plan-away", tiles = n),
            (false, None) if n > 1 => t!("why-spare-keeps-plan", tiles = n),
            (false, None) if tile.is_double() => t!("why-double-out"),
            (false, None) => t!("why-points-out", points = tile.pips()),
        });
    }
    let what = action_words(gist.action, train_name);
    match gist.measured {
        Measured::Only => reasons.push(t!("why-only-move")),
        Measured::Wins(percent) => reasons.push(t!("why-wins", percent = percent)),
        Measured::Saves(points) => reasons.push(t!("why-saves", points = points)),
        Measured::Nothing => {}
    }
    if reasons.is_empty() {
        return t!("hint-alone", action = what);
    }
    t!("hint-why", action = what, reasons = reasons.join(&t!("hint-reasons-joined")))
}

/// A move as a hint says it: "Play 9|5 on your train", "Draw".
pub fn action_words(action: Action, train_name: &dyn Fn(TrainId) -> String) -> String {
    match action {
        Action::Play { tile, train } => t!("hint-play", tile = format!("{}|{}", tile.0, tile.1), train = train_name(train)),
        Action::Draw => t!("hint-draw"),
        Action::Pass => t!("hint-pass"),
        Action::EndTurn => t!("hint-end-turn"),
        Action::Announce => t!("hint-announce"),
        Action::Bullet => t!("hint-bullet"),
    }
}

/// The name a new game gives the first seat's person: "You".
pub fn you() -> String {
    t!("name-you")
}

/// What a rule set is, in a line: a preset's own line (`preset-<name>`), or "Rules you saved".
pub fn preset_blurb(name: &str) -> String {
    if crate::rules::preset_names().any(|p| p == name) { super::tr(&format!("preset-{name}")) } else { t!("preset-saved") }
}

/// What rules are called: "standard", "Family", or "Custom (based on standard)".
pub fn rules_name(name: &RulesName) -> String {
    match name {
        RulesName::Named(name) => name.clone(),
        RulesName::Custom { based_on } => t!("rules-custom", preset = based_on.as_str()),
    }
}

/// What to call `rules` that started from `name`, in words ([`rule_sets::name_of`]).
pub fn rules_label(name: &str, rules: &HouseRules, sets: &[RuleSet]) -> String {
    rules_name(&rule_sets::name_of(name, rules, sets))
}

/// A table colour's name.
pub fn table_colour(colour: TableColour) -> String {
    t!(match colour {
        TableColour::Green => "table-green",
        TableColour::Blue => "table-blue",
        TableColour::Burgundy => "table-burgundy",
        TableColour::Wood => "table-wood",
    })
}

/// A speed's name.
pub fn speed(speed: Speed) -> String {
    t!(match speed {
        Speed::Slow => "speed-slow",
        Speed::Normal => "speed-normal",
        Speed::Fast => "speed-fast",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_in_a_line_are_said_aloud() {
        crate::lang::tests::speak(crate::lang::Lang::En);
        assert_eq!(said_aloud("Lay 12|5 on your train: its 12 touches 6|6."), "Lay twelve–five on your train: its 12 touches double six.");
        assert_eq!(said_aloud("a | b, |3, 4|, 0|0"), "a | b, |3, 4|, double blank");
    }
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
        assert_eq!(
            (turn_of("Ana", true), turn_of("Ana", false), hand_of("Ana", false)),
            ("Your turn.".into(), "Ana's turn.".into(), "Ana's hand".into())
        );
        assert_eq!(turn_of("You", false), "You's turn.", "a seat named You is a name like any other");
        speak(Lang::Es);
        assert_eq!(train_name(&Table, TrainId::Personal(1), 0), "el tren de Ana");
        assert_eq!(
            (turn_of("Ana", true), turn_of("Ana", false), hand_of("Ana", false)),
            ("Tu turno.".into(), "Turno de Ana.".into(), "Mano de Ana".into())
        );
        speak(Lang::Fr);
        assert_eq!(train_name(&Table, TrainId::Personal(1), 0), "le train d'Ana");
        assert_eq!(train_name(&Table, TrainId::Mexican, 0), "le train mexicain");
        assert_eq!(
            (turn_of("Bert", false), hand_of("Ana", false), hand_of("Ana", true)),
            ("Au tour de Bert.".into(), "Main d'Ana".into(), "Votre main".into())
        );
        speak(Lang::En);
    }

    #[test]
    fn a_hint_says_what_the_move_does_for_the_planned_train() {
        let name = |t: TrainId| if t == TrainId::Personal(0) { "your train".to_string() } else { "the Mexican train".to_string() };
        let gist = |action, own, planned, measured| Gist { action, own, planned, plan: 3, measured };
        let play = |tile, train| Action::Play { tile, train };
        speak(Lang::En);
        let next = gist(play(Tile(12, 5), TrainId::Personal(0)), true, Some(0), Measured::Nothing);
        assert_eq!(hint(&next, &name), "Play 12|5 on your train: the next tile of the longest train your hand makes (3 tiles).");
        let spare = gist(play(Tile(12, 9), TrainId::Mexican), false, None, Measured::Nothing);
        assert_eq!(
            hint(&spare, &name),
            "Play 12|9 on the Mexican train: a tile your own train does not need, so its run of 3 stays whole."
        );
        let given = gist(play(Tile(12, 5), TrainId::Mexican), false, Some(0), Measured::Nothing);
        assert_eq!(
            hint(&given, &name),
            "Play 12|5 on the Mexican train: uses up a tile your own train needs later (your hand makes a train of 3)."
        );
        assert_eq!(hint(&gist(Action::Draw, false, None, Measured::Only), &name), "Draw: it is your only move.");
    }
}

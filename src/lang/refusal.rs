//! Why a move was refused, in words: the rules engine gives a typed [`RuleError`]; this turns it
//! into the sentence for the person who tried, naming trains as the table does ("your train",
//! "Ana's train") in the current language; and why a set of house rules cannot be played (the
//! typed [`Invalid`] of `HouseRules::validate`).

use crate::rules::house_rules::{Invalid, InvalidRules};
use crate::rules::presets::PresetError;
use crate::rules::verify::{SetupWhy, VerifyError, Wrong};
use crate::rules::{RuleError, Seat, TrainId};
use crate::t;
use std::fmt;

/// Who the people at the table are, for naming their trains.
pub struct Names<'a> {
    /// Each seat's name.
    pub name: &'a dyn Fn(Seat) -> String,
    /// The seat the words are for ("your train"), if any.
    pub viewer: Option<Seat>,
}

impl Names<'_> {
    /// A train as the sentence names it: "your train", "Ana's train", "the Mexican train".
    pub fn train(&self, train: TrainId) -> String {
        match train {
            TrainId::Personal(s) => super::words::personal_train(s, self.viewer, self.name),
            TrainId::Mexican => t!("train-mexican"),
            TrainId::Side(_) => t!("train-side"),
        }
    }
}

/// The sentence for `error`, for the seat `names.viewer`.
pub fn refusal(error: &RuleError, names: &Names) -> String {
    let train = |t: &TrainId| names.train(*t);
    let double = |pip: &u8| format!("{pip}|{pip}");
    let text = match error {
        RuleError::RoundOver => t!("refusal-round-over"),
        RuleError::NotYourTurn { to_move, .. } => t!("refusal-not-your-turn", name = (names.name)(*to_move)),
        RuleError::NotInSet { tile, set } => t!("refusal-not-in-set", tile = tile.to_string(), set = *set),
        RuleError::NotInHand { tile } => t!("refusal-not-in-hand", tile = tile.to_string()),
        RuleError::NoSuchTrain { train: TrainId::Personal(s) } => t!("refusal-no-such-seat", seat = *s),
        RuleError::NoSuchTrain { train: TrainId::Mexican } | RuleError::NoMexicanTrain => t!("refusal-no-mexican-train"),
        RuleError::NoSuchTrain { train: TrainId::Side(n) } => t!("refusal-no-such-side", side = *n),
        RuleError::TrainClosed { train: tr } => t!("refusal-train-closed", train = train(tr)),
        RuleError::MexicanAfterOwnTrain => t!("refusal-mexican-after-own"),
        RuleError::MexicanOnlyWithoutOtherPlay => t!("refusal-mexican-only-alone"),
        RuleError::NoMatch { tile, train: tr, end } => t!("refusal-no-match", tile = tile.to_string(), end = *end, train = train(tr)),
        RuleError::DoubleDue { train: tr, pip } => t!("refusal-double-due", double = double(pip), train = train(tr)),
        RuleError::CoverYourDouble { train: tr, pip } => t!("refusal-cover-your-double", double = double(pip), train = train(tr)),
        RuleError::FinishOnDueOrPlainEnd { train: tr, pip } => t!("refusal-finish-on-due-or-plain", double = double(pip), train = train(tr)),
        RuleError::OneDoublePerTurn { train: tr, pip } => t!("refusal-one-double-a-turn", double = double(pip), train = train(tr)),
        RuleError::TwoDoublesPerTurn => t!("refusal-two-doubles-a-turn"),
        RuleError::SecondDoubleNeedsCover => t!("refusal-second-double-needs-cover"),
        RuleError::CoverOneOfYourDoubles => t!("refusal-cover-one-of-your-doubles"),
        RuleError::EndTurnInstead => t!("refusal-end-turn-instead"),
        RuleError::SwanGoesOn { train: tr } => t!("refusal-swan-goes-on", train = train(tr)),
        RuleError::SwanDoubleNeedsCover => t!("refusal-swan-double-needs-cover"),
        RuleError::NoBulletTrain => t!("refusal-no-bullet-train"),
        RuleError::NotABulletTrain => t!("refusal-not-a-bullet-train"),
        RuleError::BulletAtTheStart => t!("refusal-bullet-at-the-start"),
        RuleError::DoubleOnDouble => t!("refusal-double-on-double"),
        RuleError::NoGoingOutOnDouble => t!("refusal-no-going-out-on-double"),
        RuleError::BuildOwnTrain => t!("refusal-build-own-train"),
        RuleError::NoDrawWhileBuilding => t!("refusal-no-draw-while-building"),
        RuleError::MustPlay => t!("refusal-must-play"),
        RuleError::AlreadyDrew => t!("refusal-already-drew"),
        RuleError::BoneyardEmpty => t!("refusal-boneyard-empty"),
        RuleError::DrawFirst => t!("refusal-draw-first"),
        RuleError::TurnNotOver => t!("refusal-turn-not-over"),
        RuleError::NotAnnouncing => t!("refusal-not-announcing"),
        RuleError::AnnounceOrEndTurn => t!("refusal-announce-or-end-turn"),
        RuleError::DrawForEngine => t!("refusal-draw-for-engine"),
        RuleError::DrawnTileMayNotCover => t!("refusal-drawn-tile-may-not-cover"),
    };
    capitalized(&text)
}

/// A sentence starts with a capital, whatever its first word ("your train is…" → "Your…").
fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// For logs and the command line: seats by number ("seat 2's train"), nobody's "your".
impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |s: Seat| t!("seat-number", seat = s);
        f.write_str(&refusal(self, &Names { name: &name, viewer: None }))
    }
}

/// Why a set of house rules cannot be played, in words.
pub fn invalid_rules(why: &Invalid) -> String {
    match why {
        Invalid::NoSuchSet { set } => t!("invalid-no-such-set", set = *set),
        Invalid::TooFewPlayers { players } => t!("invalid-too-few-players", players = *players),
        Invalid::TooManyAtTable { players, max } => t!("invalid-too-many-at-table", players = *players, max = *max),
        Invalid::SetTooSmall { players, set } => t!("invalid-set-too-small", players = *players, set = *set),
        Invalid::NoTilesDealt => t!("invalid-no-tiles-dealt"),
        Invalid::NotEnoughTiles { players, hand, dealt, set, tiles, engine_dealt } => t!(
            "invalid-not-enough-tiles",
            players = *players,
            hand = *hand,
            dealt = *dealt,
            engine = if *engine_dealt { "dealt" } else { "aside" },
            set = *set,
            tiles = *tiles,
        ),
        Invalid::EmptyHandInTable { set } => t!("invalid-empty-hand-in-table", set = *set),
        Invalid::NoRounds => t!("invalid-no-rounds"),
        Invalid::TooManyRounds { rounds, max } => t!("invalid-too-many-rounds", rounds = *rounds, max = *max),
        Invalid::PartnersSeating { players } => t!("invalid-partners-seating", players = *players),
        Invalid::PartnersEliminated => t!("invalid-partners-eliminated"),
        Invalid::EliminationAtZero => t!("invalid-elimination-at-zero"),
        Invalid::SecondDoubleNeedsMore => t!("invalid-second-double"),
        Invalid::ContinuousDrawOptionalCover => t!("invalid-continuous-draw-optional"),
        Invalid::ThreeCoversOptional => t!("invalid-three-covers-optional"),
        Invalid::BuildNeedsBuildOpening => t!("invalid-build-needs-opening"),
        Invalid::PenaltyTooHigh { penalty, max } => t!("invalid-penalty-too-high", penalty = *penalty, max = *max),
        Invalid::CannotDeal(why) => t!("invalid-cannot-deal", why = why.as_str()),
    }
}

/// The reason in the current language (the settings, logs, the command line).
impl fmt::Display for InvalidRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&invalid_rules(&self.why))
    }
}

/// Why a record does not check out, in words ("round 2, move 14: …"). Moves and ends are
/// written as the record writes them (`Play(tile: (12, 5), train: Mexican)`), so that they can be
/// found in the file.
pub fn verify_error(error: &VerifyError) -> String {
    match error {
        VerifyError::Setup(why) => setup_why(why),
        VerifyError::Illegal { round, mv: Some(mv), why } => t!("verify-at-move", round = *round, mv = *mv, why = wrong(why)),
        VerifyError::Illegal { round, mv: None, why } => t!("verify-at-round", round = *round, why = wrong(why)),
    }
}

fn setup_why(why: &SetupWhy) -> String {
    match why {
        SetupWhy::Format { found } => t!("verify-format", found = *found, format = crate::rules::record::FORMAT),
        SetupWhy::Preset(e) => e.to_string(),
        SetupWhy::SeatsDisagree { seats, players } => t!("verify-seats-disagree", seats = *seats, players = *players),
        SetupWhy::Rules(e) => t!("verify-rules", why = e.to_string()),
    }
}

fn wrong(why: &Wrong) -> String {
    let list = |v: &[u32]| format!("{v:?}");
    match why {
        Wrong::EmptyWithScores => t!("verify-empty-with-scores"),
        Wrong::NoRounds => t!("verify-no-rounds"),
        Wrong::Deal(e) => e.to_string(),
        Wrong::AfterTheEnd { after } => t!("verify-after-the-end", after = *after),
        Wrong::Engine { record, engine } => t!("verify-engine", record = format!("{record}|{record}"), engine = format!("{engine}|{engine}")),
        Wrong::RoundOver => t!("verify-round-over"),
        Wrong::Refused { seat, action, error } => t!("verify-refused", seat = *seat, action = action.to_string(), why = error.to_string()),
        Wrong::ListedNotLegal { action, error } => t!("verify-listed-not-legal", action = action.to_string(), why = error.to_string()),
        Wrong::ListLeavesOut(actions) => {
            let names: Vec<String> = actions.iter().map(ToString::to_string).collect();
            t!("verify-list-leaves-out", actions = names.join(", "))
        }
        Wrong::End { end, record } => t!("verify-end", end = format!("{end:?}"), record = format!("{record:?}")),
        Wrong::Scores { scores, record } => t!("verify-scores", scores = list(scores), record = format!("{record:?}")),
        Wrong::StillUnderWay { record, moves } => t!("verify-still-under-way", record = format!("{record:?}"), moves = *moves),
        Wrong::UnfinishedNotLast => t!("verify-unfinished-not-last"),
        Wrong::UnfinishedWithScores => t!("verify-unfinished-with-scores"),
        Wrong::Totals { totals, record } => t!("verify-totals", totals = list(totals), record = list(record)),
        Wrong::Winner { winner, record } => t!("verify-winner", winner = format!("{winner:?}"), record = format!("{record:?}")),
    }
}

/// Why a record does not check out, in the current language (verify, the replay viewer).
impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&verify_error(self))
    }
}

/// A preset that cannot be loaded, in words.
impl fmt::Display for PresetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            PresetError::Unknown(name) => {
                let known: Vec<_> = crate::rules::preset_names().collect();
                // A name from a file may be anything, of any length: echo its start only.
                let shown: String = name.chars().take(40).collect();
                let cut = if shown.len() < name.len() { "…" } else { "" };
                t!("preset-unknown", name = format!("{shown}{cut}"), known = known.join(", "))
            }
            PresetError::Parse { name, message } => t!("preset-parse", name = name.as_str(), message = message.as_str()),
        };
        f.write_str(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, tests::speak};

    #[test]
    fn reasons_name_people_as_the_table_does_in_each_language() {
        let name = |s: Seat| ["You", "Ana", "Bert"][s as usize].to_string();
        let names = Names { name: &name, viewer: Some(0) };
        let not_yours = RuleError::NotYourTurn { seat: 0, to_move: 2 };
        let due = RuleError::DoubleDue { train: TrainId::Personal(1), pip: 6 };
        let closed = RuleError::TrainClosed { train: TrainId::Personal(0) };
        speak(Lang::En);
        assert_eq!(refusal(&not_yours, &names), "It is Bert's turn, not yours.");
        assert_eq!(not_yours.to_string(), "It is seat 2's turn, not yours.");
        assert_eq!(refusal(&due, &names), "Cover the open double 6|6 on Ana's train first.");
        assert_eq!(refusal(&closed, &names), "Your train is private: it has no marker.");
        speak(Lang::Es);
        assert_eq!(refusal(&due, &names), "Primero cubre el doble abierto 6|6 en el tren de Ana.");
        assert_eq!(refusal(&closed, &names), "Tu tren es privado: no tiene marcador.");
        speak(Lang::Fr);
        assert_eq!(refusal(&due, &names), "Couvrez d'abord le double ouvert 6|6 sur le train d'Ana.");
        assert_eq!(refusal(&closed, &names), "Votre train est privé\u{a0}: il n'a pas de marqueur.");
        speak(Lang::En);
    }
}

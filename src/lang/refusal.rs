//! Why a move was refused, in words: the rules engine gives a typed [`RuleError`]; this turns it
//! into the sentence for the person who tried, naming trains as the table does ("your train",
//! "Ana's train") in the current language; and why a set of house rules cannot be played (the
//! typed [`Invalid`] of `HouseRules::validate`).

use super::words::capitalized;
use crate::game_setup::SetupProblem;
use crate::lang::t;
use crate::rules::house_rules::{Invalid, InvalidRules};
use crate::rules::presets::PresetError;
use crate::rules::record::ParseError;
use crate::rules::round::DealError;
use crate::rules::verify::{SetupWhy, VerifyError, Wrong};
use crate::rules::{RuleError, Seat, TrainId};

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
        RuleError::FinishOnDueOrPlainEnd { train: tr, pip } => {
            t!("refusal-finish-on-due-or-plain", double = double(pip), train = train(tr))
        }
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

/// A refusal with seats by number ("seat 2's train"), nobody's "your": the command line's.
pub fn refusal_by_seat(error: &RuleError) -> String {
    let name = |s: Seat| t!("seat-number", seat = s);
    refusal(error, &Names { name: &name, viewer: None })
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
        Invalid::CannotDeal(why) => t!("invalid-cannot-deal", why = deal_error(why)),
    }
}

/// Why rules cannot be played, in the current language (the settings, the command line).
pub fn invalid(e: &InvalidRules) -> String {
    invalid_rules(&e.why)
}

/// Why a game set up cannot start.
pub fn setup_problem(problem: &SetupProblem) -> String {
    match problem {
        SetupProblem::Rules(e) => invalid(e),
        SetupProblem::NameNeeded => t!("setup-name-needed"),
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
        SetupWhy::Preset(e) => preset_error(e),
        SetupWhy::SeatsDisagree { seats, players } => t!("verify-seats-disagree", seats = *seats, players = *players),
        SetupWhy::Rules(e) => t!("verify-rules", why = invalid(e)),
    }
}

fn wrong(why: &Wrong) -> String {
    let list = |v: &[u32]| format!("{v:?}");
    match why {
        Wrong::EmptyWithScores => t!("verify-empty-with-scores"),
        Wrong::NoRounds => t!("verify-no-rounds"),
        Wrong::Deal(e) => deal_error(e),
        Wrong::AfterTheEnd { after } => t!("verify-after-the-end", after = *after),
        Wrong::Engine { record, engine } => {
            t!("verify-engine", record = format!("{record}|{record}"), engine = format!("{engine}|{engine}"))
        }
        Wrong::RoundOver => t!("verify-round-over"),
        Wrong::Refused { seat, action, error } => {
            t!("verify-refused", seat = *seat, action = action.to_string(), why = refusal_by_seat(error))
        }
        Wrong::ListedNotLegal { action, error } => t!("verify-listed-not-legal", action = action.to_string(), why = refusal_by_seat(error)),
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
/// Why a record's text does not parse: written by a newer version, or where the reader stopped.
pub fn parse_reason(e: &ParseError) -> String {
    match e.newer {
        Some(found) => t!("record-newer", found = found, format = crate::rules::record::FORMAT, detail = e.detail.as_str()),
        None => e.detail.clone(),
    }
}

/// Why a record's text does not parse, with where ("line 3, column 5: …").
pub fn parse_error(e: &ParseError) -> String {
    t!("record-parse-at", line = e.line, column = e.column, why = parse_reason(e))
}

/// What is wrong with a deal or a laid-out position, in words (a damaged record's deal, a test's
/// position). Tiles as written in a record's text: "12|5".
pub fn deal_error(e: &DealError) -> String {
    let list = |tiles: &[crate::rules::Tile]| tiles.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
    match e {
        DealError::HandsForSeats { hands, seats } => t!("deal-hands-for-seats", hands = *hands, seats = *seats),
        DealError::NoSeatInPlay => t!("deal-no-seat-in-play"),
        DealError::StarterOut { seat } => t!("deal-starter-out", seat = *seat),
        DealError::EngineNotInSet { engine, set } => t!("deal-engine-not-in-set", engine = format!("{engine}|{engine}"), set = *set),
        DealError::NotAFullSet { set, engine_aside, outside, twice, missing } => {
            let mut parts = Vec::new();
            if !outside.is_empty() {
                parts.push(t!("deal-not-in-set", tiles = list(outside)));
            }
            if !twice.is_empty() {
                parts.push(t!("deal-dealt-twice", tiles = list(twice)));
            }
            if !missing.is_empty() {
                parts.push(t!("deal-missing", tiles = list(missing)));
            }
            let aside = if *engine_aside { "yes" } else { "no" };
            t!("deal-not-a-full-set", set = *set, aside = aside, faults = parts.join("; "))
        }
        DealError::OutButDealt { seat } => t!("deal-out-but-dealt", seat = *seat),
        DealError::NobodyOpens => t!("deal-nobody-opens"),
        DealError::TrainNotInPlay { train } => t!("deal-train-not-in-play", train = train.to_string()),
        DealError::DoesNotChain { tile, end, train } => {
            t!("deal-does-not-chain", tile = tile.to_string(), end = *end, train = train.to_string())
        }
        DealError::MarkerOfSeatOut { seat } => t!("deal-marker-of-seat-out", seat = *seat),
        DealError::NoDoubleToOpen { train } => t!("deal-no-double-to-open", train = train.to_string()),
        DealError::RoundNotOver => t!("deal-round-not-over"),
        DealError::MatchOver => t!("deal-match-over"),
        DealError::HandSizesDiffer { first, got, seat, has } => {
            t!("deal-hand-sizes-differ", first = *first, got = *got, seat = *seat, has = *has)
        }
        DealError::HandsEmpty => t!("deal-hands-empty"),
        DealError::HandSizeRule { players, expected, first, got } => {
            t!("deal-hand-size-rule", players = *players, expected = *expected, first = *first, got = *got)
        }
        DealError::NoBoneyard => t!("deal-no-boneyard"),
        DealError::NoStarterDrawn => t!("deal-no-starter-drawn"),
        DealError::WrongStarter { first, claimed } => t!("deal-wrong-starter", first = *first, claimed = *claimed),
        DealError::CannotBeGiven { seat, tiles } => t!("deal-cannot-be-given", seat = *seat, tiles = *tiles),
        DealError::HiddenNotUnseen => t!("deal-hidden-not-unseen"),
    }
}

/// A preset that cannot be loaded, in words.
pub fn preset_error(e: &PresetError) -> String {
    match e {
        PresetError::Unknown(name) => {
            let known: Vec<_> = crate::rules::preset_names().collect();
            // A name from a file may be anything, of any length: echo its start only.
            let shown: String = name.chars().take(40).collect();
            let cut = if shown.len() < name.len() { "…" } else { "" };
            t!("preset-unknown", name = format!("{shown}{cut}"), known = known.join(", "))
        }
        PresetError::Parse { name, message } => t!("preset-parse", name = name.as_str(), message = message.as_str()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, tests::speak};

    /// A record that does not parse: where, and (when it says so) that it is from a newer version.
    #[test]
    fn a_record_that_does_not_parse_is_told_in_each_language() {
        let newer = ParseError { line: 3, column: 5, newer: Some(2), detail: "Unexpected field `seating`".into() };
        speak(Lang::Es);
        assert_eq!(
            parse_error(&newer),
            "línea 3, columna 5: lo escribió una versión más reciente del juego (formato de repetición 2; esta lee el formato 1): Unexpected field `seating`"
        );
        speak(Lang::En);
        assert_eq!(parse_error(&ParseError { newer: None, ..newer }), "line 3, column 5: Unexpected field `seating`");
    }

    /// A damaged record's deal is told in the reader's language, the tiles as the file writes them.
    #[test]
    fn a_deal_that_is_not_the_set_is_told_in_each_language() {
        use crate::rules::Tile;
        let e = DealError::NotAFullSet { set: 12, engine_aside: true, outside: vec![], twice: vec![Tile(5, 3)], missing: vec![Tile(6, 6)] };
        speak(Lang::En);
        assert_eq!(deal_error(&e), "the deal is not a full double-12 set with the engine set aside (dealt twice: 5|3; missing: 6|6)");
        speak(Lang::Es);
        assert_eq!(
            deal_error(&e),
            "el reparto no es un juego completo de doble 12 con la locomotora apartada (repartidas dos veces: 5|3; faltan: 6|6)"
        );
        speak(Lang::Fr);
        let fr = deal_error(&DealError::HandSizeRule { players: 4, expected: 15, first: 0, got: 14 });
        assert_eq!(fr, "avec ces règles, chacun des 4 joueurs reçoit 15 dominos, mais la place 0 en a 14");
        speak(Lang::En);
        assert_eq!(deal_error(&DealError::NobodyOpens), "nobody can open the station: no engine in any hand and nothing to draw");
    }

    #[test]
    fn reasons_name_people_as_the_table_does_in_each_language() {
        let name = |s: Seat| ["You", "Ana", "Bert"][s as usize].to_string();
        let names = Names { name: &name, viewer: Some(0) };
        let not_yours = RuleError::NotYourTurn { seat: 0, to_move: 2 };
        let due = RuleError::DoubleDue { train: TrainId::Personal(1), pip: 6 };
        let closed = RuleError::TrainClosed { train: TrainId::Personal(0) };
        speak(Lang::En);
        assert_eq!(refusal(&not_yours, &names), "It is Bert's turn, not yours.");
        assert_eq!(refusal_by_seat(&not_yours), "It is seat 2's turn, not yours.");
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

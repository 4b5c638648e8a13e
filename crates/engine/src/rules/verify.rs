//! Replaying a record under its rules: every deal, move, end, score, total and the winner.

use super::action::{Action, Seat};
use super::error::RuleError;
use super::event::RoundEnd;
use super::house_rules::EngineRule;
use super::house_rules::InvalidRules;
use super::presets::PresetError;
use super::presets::preset;
use super::record::{FORMAT, MatchRecord, RoundRecord};
use super::round::{Deal, DealError};
use super::tile::Pip;
use super::whole_match::{Match, SetupError};

/// What a valid record contains.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub preset: String,
    pub seats: u8,
    pub rounds: usize,
    pub finished: usize,
    pub moves: usize,
    pub totals: Vec<u32>,
    pub winner: Option<Seat>,
    /// Whether the record holds the whole match.
    pub complete: bool,
}

/// Why a record does not check out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The game cannot even be set up: unknown format, unknown preset, impossible rules.
    Setup(SetupWhy),
    /// The record is not a legal game: the first thing wrong, and where.
    Illegal { round: usize, mv: Option<usize>, why: Wrong },
}

/// Why a record's game cannot be set up (a game words it for its players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupWhy {
    /// A record format this program does not read.
    Format {
        found: u32,
    },
    Preset(PresetError),
    /// The record's seats and its rules' players disagree.
    SeatsDisagree {
        seats: u8,
        players: u8,
    },
    /// The rules the record gives cannot be played.
    Rules(InvalidRules),
}

/// The first thing wrong in a record that sets up (a game words it for its players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// A record without rounds, with totals or a winner.
    EmptyWithScores,
    NoRounds,
    /// The round's deal cannot start it.
    Deal(DealError),
    /// A round after the match had ended (after round `after`).
    AfterTheEnd {
        after: usize,
    },
    /// The record's engine is not the round's.
    Engine {
        record: Pip,
        engine: Pip,
    },
    /// A move after the round ended.
    RoundOver,
    /// A move the rules refuse.
    Refused {
        seat: Seat,
        action: Action,
        error: RuleError,
    },
    /// The record's legal list names a move that is not legal.
    ListedNotLegal {
        action: Action,
        error: RuleError,
    },
    /// The record's legal list leaves out these legal moves.
    ListLeavesOut(Vec<Action>),
    /// The round ends otherwise than the record says.
    End {
        end: RoundEnd,
        record: RoundEnd,
    },
    Scores {
        scores: Vec<u32>,
        record: Option<Vec<u32>>,
    },
    /// The record says the round ended, but its moves leave it under way.
    StillUnderWay {
        record: RoundEnd,
        moves: usize,
    },
    /// An unfinished round that is not the record's last.
    UnfinishedNotLast,
    UnfinishedWithScores,
    Totals {
        totals: Vec<u32>,
        record: Vec<u32>,
    },
    Winner {
        winner: Option<Seat>,
        record: Option<Seat>,
    },
}

/// For developers and logs: "round 2, move 14: …", moves and ends as a record writes them.
impl std::fmt::Display for VerifyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            VerifyError::Setup(why) => why.fmt(f),
            VerifyError::Illegal { round, mv: Some(mv), why } => write!(f, "round {round}, move {mv}: {why}"),
            VerifyError::Illegal { round, mv: None, why } => write!(f, "round {round}: {why}"),
        }
    }
}

impl std::fmt::Display for SetupWhy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupWhy::Format { found } => write!(f, "a format {found} record; this reader reads format {FORMAT}"),
            SetupWhy::Preset(e) => e.fmt(f),
            SetupWhy::SeatsDisagree { seats, players } => write!(f, "the record has {seats} seats but its rules say {players} players"),
            SetupWhy::Rules(e) => write!(f, "the record's rules cannot be played: {e}"),
        }
    }
}

impl std::fmt::Display for Wrong {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Wrong::EmptyWithScores => write!(f, "a record without rounds must have zero totals and no winner"),
            Wrong::NoRounds => write!(f, "the record has no rounds"),
            Wrong::Deal(e) => e.fmt(f),
            Wrong::AfterTheEnd { after } => write!(f, "the match was already over after round {after}"),
            Wrong::Engine { record, engine } => write!(f, "the record says the engine is {record}|{record}, but it is {engine}|{engine}"),
            Wrong::RoundOver => write!(f, "the round is already over"),
            Wrong::Refused { seat, action, error } => write!(f, "seat {seat} {action}: {error}"),
            Wrong::ListedNotLegal { action, error } => write!(f, "the record lists {action} as legal, but it is not: {error}"),
            Wrong::ListLeavesOut(actions) => {
                let names: Vec<String> = actions.iter().map(ToString::to_string).collect();
                write!(f, "the record's legal list leaves out {}", names.join(", "))
            }
            Wrong::End { end, record } => write!(f, "the round ends {end:?} after its moves, but the record says {record:?}"),
            Wrong::Scores { scores, record } => write!(f, "the scores are {scores:?}, but the record says {record:?}"),
            Wrong::StillUnderWay { record, moves } => {
                write!(f, "the record says the round ended {record:?}, but after its {moves} moves it is still under way")
            }
            Wrong::UnfinishedNotLast => write!(f, "only the last round of a record may be unfinished"),
            Wrong::UnfinishedWithScores => write!(f, "an unfinished round has no scores"),
            Wrong::Totals { totals, record } => write!(f, "the totals are {totals:?}, but the record says {record:?}"),
            Wrong::Winner { winner, record } => write!(f, "the winner is {winner:?}, but the record says {record:?}"),
        }
    }
}

impl std::error::Error for VerifyError {}

fn illegal(round: usize, mv: Option<usize>, why: Wrong) -> VerifyError {
    VerifyError::Illegal { round, mv, why }
}

/// Replay `record` move by move and sum it up. Round and move numbers in errors are 0-based,
/// like seats.
pub fn verify(record: &MatchRecord) -> Result<Summary, VerifyError> {
    if record.rounds.is_empty() {
        // Nothing was dealt yet: only the header can be checked.
        setup_rules(record)?;
        let zero = vec![0; record.seats as usize];
        if record.totals != zero || record.winner.is_some() {
            return Err(illegal(0, None, Wrong::EmptyWithScores));
        }
        return Ok(Summary {
            preset: record.preset.clone(),
            seats: record.seats,
            rounds: 0,
            finished: 0,
            moves: 0,
            totals: zero,
            winner: None,
            complete: false,
        });
    }
    let game = replay(record)?;
    Ok(Summary {
        preset: record.preset.clone(),
        seats: record.seats,
        rounds: record.rounds.len(),
        finished: game.finished_rounds(),
        moves: record.rounds.iter().map(|r| r.moves.len()).sum(),
        totals: game.totals().to_vec(),
        winner: game.winner(),
        complete: game.is_over(),
    })
}

/// The match a record describes, checked move by move as [`verify`] does. A record without
/// rounds has no match to give, and is refused.
pub fn replay(record: &MatchRecord) -> Result<Match, VerifyError> {
    let rules = setup_rules(record)?;
    replay_rounds(record, rules, None)
}

/// The match as it stood after `step` moves of round `round` (a replay viewer's position).
/// Everything up to there is checked as [`verify`] does.
pub fn replay_until(record: &MatchRecord, round: usize, step: usize) -> Result<Match, VerifyError> {
    let rules = setup_rules(record)?;
    replay_rounds(record, rules, Some((round, step)))
}

/// The house rules a record was played under (its preset, its overrides, its seats).
fn setup_rules(record: &MatchRecord) -> Result<crate::rules::HouseRules, VerifyError> {
    if record.format != FORMAT {
        return Err(VerifyError::Setup(SetupWhy::Format { found: record.format }));
    }
    let base = preset(&record.preset).map_err(|e| VerifyError::Setup(SetupWhy::Preset(e)))?;
    let mut rules = record.rules.apply_to(&base);
    match record.rules.players {
        None => rules.players = record.seats,
        Some(p) if p != record.seats => {
            return Err(VerifyError::Setup(SetupWhy::SeatsDisagree { seats: record.seats, players: p }));
        }
        Some(_) => {}
    }
    if record.rules.set.is_none()
        && rules.engine != EngineRule::FirstPlayersHighestDouble
        && let Some(first) = record.rounds.first()
    {
        rules.set = first.engine;
    }
    rules.validate().map_err(|e| VerifyError::Setup(SetupWhy::Rules(e)))?;
    Ok(rules)
}

fn replay_rounds(record: &MatchRecord, rules: crate::rules::HouseRules, until: Option<(usize, usize)>) -> Result<Match, VerifyError> {
    let Some(first) = record.rounds.first() else {
        return Err(illegal(0, None, Wrong::NoRounds));
    };
    let deal = |r: &RoundRecord| Deal { hands: r.hands.clone(), boneyard: r.boneyard.clone() };
    let mut game = Match::from_deal(&record.preset, rules.clone(), deal(first), first.first).map_err(|e| match e {
        SetupError::Rules(e) => VerifyError::Setup(SetupWhy::Rules(e)),
        SetupError::Deal(e) => illegal(0, None, Wrong::Deal(e)),
    })?;
    let last = record.rounds.len() - 1;
    for (i, rr) in record.rounds.iter().enumerate() {
        if until.is_some_and(|(round, _)| i > round) {
            return Ok(game);
        }
        if i > 0 {
            if game.is_over() {
                return Err(illegal(i, None, Wrong::AfterTheEnd { after: i - 1 }));
            }
            game.next_round_from(deal(rr), rr.first).map_err(|e| match e {
                SetupError::Rules(e) => VerifyError::Setup(SetupWhy::Rules(e)),
                SetupError::Deal(e) => illegal(i, None, Wrong::Deal(e)),
            })?;
        }
        if rules.engine != EngineRule::FirstPlayersHighestDouble {
            let engine = rules.engine_of_round(i as u32);
            if rr.engine != engine {
                return Err(illegal(i, None, Wrong::Engine { record: rr.engine, engine }));
            }
        }
        let stop = until.and_then(|(round, step)| (round == i).then_some(step)).unwrap_or(usize::MAX);
        for (j, mv) in rr.moves.iter().enumerate().take(stop) {
            if game.round().is_over() {
                return Err(illegal(i, Some(j), Wrong::RoundOver));
            }
            if let Some(listed) = &mv.legal {
                check_legal_list(&game, mv.seat, listed).map_err(|why| illegal(i, Some(j), why))?;
            }
            game.apply(mv.seat, mv.action)
                .map_err(|error| illegal(i, Some(j), Wrong::Refused { seat: mv.seat, action: mv.action, error }))?;
        }
        if stop < rr.moves.len() {
            // Stopped inside this round: its end and scores are not reached yet.
            return Ok(game);
        }
        check_round_end(game.round(), rr, i == last).map_err(|why| illegal(i, None, why))?;
    }
    if until.is_some() {
        return Ok(game);
    }
    if record.totals != game.totals() {
        return Err(illegal(last, None, Wrong::Totals { totals: game.totals().to_vec(), record: record.totals.clone() }));
    }
    let winner = game.winner();
    if record.winner != winner {
        return Err(illegal(last, None, Wrong::Winner { winner, record: record.winner }));
    }
    Ok(game)
}

/// A round played to the record's last move ends as the record says: its engine, how it ended
/// and its scores; one still under way is the record's last, without scores.
fn check_round_end(round: &crate::rules::Round, rr: &RoundRecord, last: bool) -> Result<(), Wrong> {
    if let Some(engine) = round.engine()
        && engine != rr.engine
    {
        return Err(Wrong::Engine { record: rr.engine, engine });
    }
    match round.end() {
        Some(end) if rr.end != end => Err(Wrong::End { end, record: rr.end }),
        Some(_) => {
            let scores = round.scores();
            if rr.scores != scores {
                return Err(Wrong::Scores { scores: scores.unwrap_or_default(), record: rr.scores.clone() });
            }
            Ok(())
        }
        None if rr.end != RoundEnd::InProgress => Err(Wrong::StillUnderWay { record: rr.end, moves: rr.moves.len() }),
        None if !last => Err(Wrong::UnfinishedNotLast),
        None if rr.scores.is_some() => Err(Wrong::UnfinishedWithScores),
        None => Ok(()),
    }
}

/// The record's legal list must be the engine's, as sets (either may write tiles either way).
fn check_legal_list(game: &Match, seat: Seat, listed: &[Action]) -> Result<(), Wrong> {
    let mut theirs = Vec::with_capacity(listed.len());
    for &a in listed {
        match game.round().check(seat, a) {
            Ok(a) => theirs.push(a),
            Err(error) => return Err(Wrong::ListedNotLegal { action: a, error }),
        }
    }
    let mut ours = game.legal_actions();
    ours.sort();
    theirs.sort();
    theirs.dedup();
    if ours != theirs {
        return Err(Wrong::ListLeavesOut(ours.into_iter().filter(|a| !theirs.contains(a)).collect()));
    }
    Ok(())
}

//! Replaying a record under its rules: every deal, move, end, score, total and the winner.

use super::action::{Action, Seat};
use super::event::RoundEnd;
use super::whole_match::{Match, SetupError};
use super::house_rules::EngineRule;
use super::presets::preset;
use super::record::{FORMAT, MatchRecord, RoundRecord};
use super::round::Deal;

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
    Setup(String),
    /// The record is not a legal game: the first thing wrong, and where.
    Illegal { round: usize, mv: Option<usize>, message: String },
}

impl std::fmt::Display for VerifyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            VerifyError::Setup(m) => f.write_str(m),
            VerifyError::Illegal { round, mv: Some(mv), message } => write!(f, "round {round}, move {mv}: {message}"),
            VerifyError::Illegal { round, mv: None, message } => write!(f, "round {round}: {message}"),
        }
    }
}

impl std::error::Error for VerifyError {}

fn illegal(round: usize, mv: Option<usize>, message: impl Into<String>) -> VerifyError {
    VerifyError::Illegal { round, mv, message: message.into() }
}

/// Replay `record` move by move and sum it up. Round and move numbers in errors are 0-based,
/// like seats.
pub fn verify(record: &MatchRecord) -> Result<Summary, VerifyError> {
    if record.rounds.is_empty() {
        // Nothing was dealt yet: only the header can be checked.
        setup_rules(record)?;
        let zero = vec![0; record.seats as usize];
        if record.totals != zero || record.winner.is_some() {
            return Err(illegal(0, None, "a record without rounds must have zero totals and no winner"));
        }
        return Ok(Summary { preset: record.preset.clone(), seats: record.seats, rounds: 0, finished: 0, moves: 0, totals: zero, winner: None, complete: false });
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
        return Err(VerifyError::Setup(format!(
            "this is a format {} record; this program reads format {FORMAT}",
            record.format
        )));
    }
    let base = preset(&record.preset).map_err(|e| VerifyError::Setup(e.to_string()))?;
    let mut rules = record.rules.apply_to(&base);
    match record.rules.players {
        None => rules.players = record.seats,
        Some(p) if p != record.seats => {
            return Err(VerifyError::Setup(format!(
                "the record has {} seats but its rules say {p} players",
                record.seats
            )));
        }
        Some(_) => {}
    }
    if record.rules.set.is_none()
        && rules.engine != EngineRule::FirstPlayersHighestDouble
        && let Some(first) = record.rounds.first()
    {
        rules.set = first.engine;
    }
    rules.validate().map_err(|e| VerifyError::Setup(format!("the record's rules cannot be played: {e}")))?;
    Ok(rules)
}

fn replay_rounds(record: &MatchRecord, rules: crate::rules::HouseRules, until: Option<(usize, usize)>) -> Result<Match, VerifyError> {
    let Some(first) = record.rounds.first() else {
        return Err(illegal(0, None, "the record has no rounds"));
    };
    let deal = |r: &RoundRecord| Deal { hands: r.hands.clone(), boneyard: r.boneyard.clone() };
    let mut game = Match::from_deal(&record.preset, rules.clone(), deal(first), first.first).map_err(|e| match e {
        SetupError::Rules(e) => VerifyError::Setup(e.to_string()),
        SetupError::Deal(e) => illegal(0, None, e.to_string()),
    })?;
    let last = record.rounds.len() - 1;
    for (i, rr) in record.rounds.iter().enumerate() {
        if until.is_some_and(|(round, _)| i > round) {
            return Ok(game);
        }
        if i > 0 {
            if game.is_over() {
                return Err(illegal(i, None, format!("the match was already over after round {}", i - 1)));
            }
            game.next_round_from(deal(rr), rr.first).map_err(|e| illegal(i, None, e.to_string()))?;
        }
        if rules.engine != EngineRule::FirstPlayersHighestDouble {
            let engine = rules.engine_of_round(i as u32);
            if rr.engine != engine {
                return Err(illegal(i, None, format!(
                    "the record says the engine is {0}|{0}, but round {i}'s engine is {1}|{1}",
                    rr.engine, engine
                )));
            }
        }
        let stop = until.and_then(|(round, step)| (round == i).then_some(step)).unwrap_or(usize::MAX);
        for (j, mv) in rr.moves.iter().enumerate().take(stop) {
            if game.round().is_over() {
                return Err(illegal(i, Some(j), "the round is already over"));
            }
            if let Some(listed) = &mv.legal {
                check_legal_list(&game, mv.seat, listed).map_err(|m| illegal(i, Some(j), m))?;
            }
            game.apply(mv.seat, mv.action)
                .map_err(|e| illegal(i, Some(j), format!("seat {} {}: {e}", mv.seat, mv.action)))?;
        }
        if stop < rr.moves.len() {
            // Stopped inside this round: its end and scores are not reached yet.
            return Ok(game);
        }
        let round = game.round();
        if let Some(engine) = round.engine()
            && engine != rr.engine {
                return Err(illegal(i, None, format!("the record says the engine is {0}|{0}, but it is {1}|{1}", rr.engine, engine)));
            }
        match round.end() {
            Some(end) => {
                if rr.end != end {
                    return Err(illegal(i, None, format!("the round ends {end:?} after its moves, but the record says {:?}", rr.end)));
                }
                let scores = round.scores();
                if rr.scores != scores {
                    return Err(illegal(i, None, format!("the scores are {:?}, but the record says {:?}", scores.unwrap_or_default(), rr.scores)));
                }
            }
            None => {
                if rr.end != RoundEnd::InProgress {
                    return Err(illegal(i, None, format!("the record says the round ended {:?}, but after its {} moves it is still under way", rr.end, rr.moves.len())));
                }
                if i != last {
                    return Err(illegal(i, None, "only the last round of a record may be unfinished"));
                }
                if rr.scores.is_some() {
                    return Err(illegal(i, None, "an unfinished round has no scores"));
                }
            }
        }
    }
    if until.is_some() {
        return Ok(game);
    }
    if record.totals != game.totals() {
        return Err(illegal(last, None, format!("the totals are {:?}, but the record says {:?}", game.totals(), record.totals)));
    }
    let winner = game.winner();
    if record.winner != winner {
        return Err(illegal(last, None, format!("the winner is {winner:?}, but the record says {:?}", record.winner)));
    }
    Ok(game)
}

/// The record's legal list must be the engine's, as sets (either may write tiles either way).
fn check_legal_list(game: &Match, seat: Seat, listed: &[Action]) -> Result<(), String> {
    let mut theirs = Vec::with_capacity(listed.len());
    for &a in listed {
        match game.round().check(seat, a) {
            Ok(a) => theirs.push(a),
            Err(e) => return Err(format!("the record lists {a} as legal, but it is not: {e}")),
        }
    }
    let mut ours = game.legal_actions();
    ours.sort();
    theirs.sort();
    theirs.dedup();
    if ours != theirs {
        let missing: Vec<String> = ours.iter().filter(|a| !theirs.contains(a)).map(Action::to_string).collect();
        return Err(format!("the record's legal list leaves out {}", missing.join(", ")));
    }
    Ok(())
}

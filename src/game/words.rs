//! The match in words for the dialogs: how a round ended, a train's and a side's name, the result
//! of a match with the tie-break spelled out.

use super::Game;
use crate::rules::describe::{count, possessive};
use crate::rules::{RoundEnd, Seat, TrainId};

/// Words for how a round ended, for dialogs.
pub fn describe_end(game: &Game, end: RoundEnd) -> String {
    match end {
        RoundEnd::Domino { seat } => format!("{} went out.", game.name(seat)),
        RoundEnd::Blocked => "Nobody could play: the round is blocked.".to_string(),
        RoundEnd::InProgress => String::new(),
    }
}

/// A train as the person at `viewer`'s seat calls it: "your train", "Ana's train", "the Mexican
/// train", "a side of a double on your train".
pub fn train_name(game: &Game, train: TrainId, viewer: Seat) -> String {
    let name = match game.m.round().main_train(train) {
        TrainId::Personal(s) if s == viewer => "your train".to_string(),
        TrainId::Personal(s) => format!("{} train", possessive(game.name(s))),
        _ => "the Mexican train".to_string(),
    };
    if train.is_side() { format!("a side of a double on {name}") } else { name }
}

/// Names of a seat's side: the player, or both partners.
pub fn side_name(game: &Game, seat: Seat) -> String {
    match game.m.rules().partner(seat) {
        Some(p) => format!("{} & {}", game.name(seat), game.name(p)),
        None => game.name(seat).to_string(),
    }
}

/// The result of a finished match in words, spelling out the tie-break when it decided.
pub fn result_in_words(game: &Game) -> String {
    let totals = game.m.totals();
    let rounds: Vec<&[u32]> = game.m.round_scores().collect();
    let team = game.m.rules().partnerships;
    let representatives: Vec<Seat> = (0..game.seats.len() as Seat).filter(|&s| !team || s < game.seats.len() as Seat / 2).collect();
    let candidates: Vec<Seat> = representatives.iter().copied().filter(|&s| !game.m.is_eliminated(s)).collect();
    let pool = if candidates.is_empty() { representatives } else { candidates };
    let best = pool.iter().map(|&s| totals[s as usize]).min().unwrap_or(0);
    let tied: Vec<Seat> = pool.iter().copied().filter(|&s| totals[s as usize] == best).collect();
    let zeros = |s: Seat| rounds.iter().filter(|r| r.get(s as usize) == Some(&0)).count();
    let lowest = |s: Seat| rounds.iter().filter_map(|r| r.get(s as usize).copied()).filter(|&x| x > 0).min();
    let names = |v: &[Seat]| v.iter().map(|&s| side_name(game, s)).collect::<Vec<_>>().join(" and ");
    let verb = if team { "win" } else { "wins" };
    match (game.m.winner(), tied.as_slice()) {
        (Some(w), [_]) => format!("{} {verb} with {}.", side_name(game, w), count(best, "point")),
        (Some(w), _) => {
            let others: Vec<Seat> = tied.iter().copied().filter(|&s| s != w).collect();
            let (zw, zo) = (zeros(w), others.iter().map(|&s| zeros(s)).max().unwrap_or(0));
            let reason = if zw > zo {
                format!("with {} at zero against {zo}", count(zw as u64, "round"))
            } else {
                let lo = others.iter().filter_map(|&s| lowest(s)).min();
                format!("with a lowest round of {} against {}", lowest(w).map_or("0".into(), |x| x.to_string()), lo.map_or("0".into(), |x| x.to_string()))
            };
            format!("{} tie on {}. Tie-break: {} {verb} {reason}.", names(&tied), count(best, "point"), side_name(game, w))
        }
        (None, _) => format!("{} tie on {} and the tie-break cannot separate them: they share the win.", names(&tied), count(best, "point")),
    }
}

//! The match in words for the dialogs: how a round ended, a train's and a side's name, the result
//! of a match with the tie-break spelled out. The words need only names and who sits where:
//! the game here (`Game`) and what the screen may see (`PlayerView`) both answer.

use super::{Game, PlayerView};
use crate::lang::t;
use crate::rules::{RoundEnd, Seat, TrainId};

pub use crate::lang::words::train_name;
pub use crate::rules::seating::Seats;

impl Seats for Game {
    fn name(&self, seat: Seat) -> &str {
        Game::name(self, seat)
    }

    fn main_train(&self, train: TrainId) -> TrainId {
        self.the_match.round().main_train(train)
    }

    fn partner(&self, seat: Seat) -> Option<Seat> {
        self.the_match.rules().partner(seat)
    }
}

impl Seats for PlayerView {
    fn name(&self, seat: Seat) -> &str {
        PlayerView::name(self, seat)
    }

    fn main_train(&self, train: TrainId) -> TrainId {
        self.view.train(train).map_or(train, |t| t.main)
    }

    fn partner(&self, seat: Seat) -> Option<Seat> {
        self.view.rules.partner(seat)
    }
}

/// Words for how a round ended, for dialogs; `you`: the seat told "you" (the person at this
/// screen), if any.
pub fn describe_end(seats: &impl Seats, end: RoundEnd, you: Option<Seat>) -> String {
    match end {
        RoundEnd::Domino { seat } if you == Some(seat) => t!("end-went-out-you"),
        RoundEnd::Domino { seat } => t!("end-went-out", name = seats.name(seat)),
        RoundEnd::Blocked => t!("end-blocked"),
        RoundEnd::InProgress => String::new(),
    }
}

/// Names of a seat's side: the player, or both partners.
pub fn side_name(seats: &impl Seats, seat: Seat) -> String {
    match seats.partner(seat) {
        Some(p) => t!("side-partners", first = seats.name(seat), second = seats.name(p)),
        None => seats.name(seat).to_string(),
    }
}

/// The result of a finished match in words, spelling out the tie-break when it decided.
pub fn result_in_words(seen: &PlayerView) -> String {
    let view = &seen.view;
    let totals: Vec<u32> = view.seats.iter().map(|s| s.total).collect();
    let rounds: Vec<&[u32]> = view.finished.iter().map(|(_, scores)| scores.as_slice()).collect();
    let team = view.rules.partnerships;
    let n = view.seats.len() as Seat;
    let representatives: Vec<Seat> = (0..n).filter(|&s| !team || s < n / 2).collect();
    let candidates: Vec<Seat> = representatives.iter().copied().filter(|&s| !view.seats[s as usize].eliminated).collect();
    let pool = if candidates.is_empty() { representatives } else { candidates };
    let best = pool.iter().map(|&s| totals[s as usize]).min().unwrap_or(0);
    let tied: Vec<Seat> = pool.iter().copied().filter(|&s| totals[s as usize] == best).collect();
    let zeros = |s: Seat| rounds.iter().filter(|r| r.get(s as usize) == Some(&0)).count();
    let lowest = |s: Seat| rounds.iter().filter_map(|r| r.get(s as usize).copied()).filter(|&x| x > 0).min();
    let names = |v: &[Seat]| v.iter().map(|&s| side_name(seen, s)).collect::<Vec<_>>().join(&t!("result-names-joined"));
    let team = if team { "yes" } else { "no" };
    // The winner, as the match decided it (alone, or none when the win is shared).
    let winner = match view.winners.as_slice() {
        [one] => Some(*one),
        _ => None,
    };
    match (winner, tied.as_slice()) {
        (Some(w), [_]) => t!("result-wins", name = side_name(seen, w), team = team, points = best),
        (Some(w), _) => {
            let others: Vec<Seat> = tied.iter().copied().filter(|&s| s != w).collect();
            let (zw, zo) = (zeros(w), others.iter().map(|&s| zeros(s)).max().unwrap_or(0));
            let (names, winner) = (names(&tied), side_name(seen, w));
            if zw > zo {
                t!("result-tie-zeros", names = names, points = best, name = winner, team = team, rounds = zw, others = zo)
            } else {
                let lo = others.iter().filter_map(|&s| lowest(s)).min();
                t!(
                    "result-tie-lowest",
                    names = names,
                    points = best,
                    name = winner,
                    team = team,
                    lowest = lowest(w).unwrap_or(0),
                    others = lo.unwrap_or(0)
                )
            }
        }
        (None, _) => t!("result-shared", names = names(&tied), points = best),
    }
}

use super::Bot;
use crate::rules::{Action, Observation};

/// Plays the tile with the most pips (doubles first among equals: they earn another play);
/// always announces its last tile; otherwise draws or passes as it must.
pub struct Greedy;

impl Bot for Greedy {
    fn choose(&mut self, _: &Observation<'_>, legal: &[Action]) -> Action {
        let best_play = legal
            .iter()
            .filter_map(|a| match a {
                Action::Play { tile, .. } => Some((tile.pips(), tile.is_double(), *a)),
                _ => None,
            })
            // max_by_key keeps the last maximum; reverse so the first in legal order wins ties.
            .rev()
            .max_by_key(|&(pips, double, _)| (pips, double))
            .map(|(_, _, a)| a);
        best_play.or_else(|| legal.iter().copied().find(|a| *a == Action::Announce)).unwrap_or(legal[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Match, preset};

    #[test]
    fn greedy_plays_its_heaviest_legal_tile() {
        let mut game = Match::new("standard", preset("standard").unwrap(), 11).unwrap();
        for _ in 0..200 {
            if game.round().is_over() {
                break;
            }
            let seat = game.to_move();
            let legal = game.legal_actions();
            let choice = Greedy.choose(&game.observation(seat), &legal);
            let heaviest = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Play { tile, .. } => Some(tile.pips()),
                    _ => None,
                })
                .max();
            if let Action::Play { tile, .. } = choice {
                assert_eq!(Some(tile.pips()), heaviest);
            } else {
                assert_eq!(heaviest, None, "a play was possible");
            }
            game.apply(seat, choice).unwrap();
        }
    }
}

//! The game's demo (`--demo`): which deal, and the opening played on it before it is shown. The
//! game's window (its `dev_tools::demo`) and the table layout's measures over the demo's tables
//! (`mexican-train-layout`'s `framing` tests) play the same.

use crate::ai::{Bot, Greedy};
use crate::rules::{Action, Match};

/// The demo's seed: the same deal on every system.
pub const SEED: u64 = 7;

/// How many moves past `--demo-moves` the opening goes on at most, waiting for the person at
/// the screen to have a tile to play.
const MORE_MOVES: usize = 120;

/// The opening, played on the match by Greedy at every seat: at least `moves` moves, then on
/// until seat `viewer` is to move with a tile to play (at most `MORE_MOVES` more), stopping
/// before the move that would end the round — unless `to_end`, which plays the round out.
pub fn opening(mut m: Match, viewer: u8, moves: usize, to_end: bool) -> Match {
    let can_play = |m: &Match| m.legal_actions().iter().any(|a| matches!(a, Action::Play { .. }));
    for n in 0.. {
        let enough = n >= moves + MORE_MOVES || (n >= moves && m.to_move() == viewer && can_play(&m));
        if m.round().is_over() || (enough && !to_end) {
            break;
        }
        let seat = m.to_move();
        let action = Greedy.choose(&m.observation(seat), m.round().legal());
        let before = m.clone();
        if m.apply(seat, action).is_err() || (m.round().is_over() && !to_end) {
            m = before;
            break;
        }
    }
    m
}

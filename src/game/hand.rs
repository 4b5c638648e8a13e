//! The hand on screen, in the order the person chose: what the hand panel draws and the keys
//! step through.

use super::Game;
use crate::ai::planner::Planner;
use crate::persist::settings::HandOrder;
use crate::rules::{Action, Seat, Tile};

/// A tile of the hand on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandTile {
    pub tile: Tile,
    /// It plays now.
    pub playable: bool,
    /// Its place in the planned train for the own train (only when the hand is sorted by plan).
    pub planned: Option<usize>,
}

/// The tiles of the hand on screen, sorted.
pub fn sorted_hand(game: &Game, seat: Seat, order: HandOrder) -> Vec<HandTile> {
    let round = game.m.round();
    let mine = round.to_move() == seat;
    let playable = |t: Tile| mine && round.legal().iter().any(|a| matches!(a, Action::Play { tile, .. } if tile.id() == t.id()));
    let chain = if order == HandOrder::Plan { Planner::new().chain_of(&game.m.observation(seat)) } else { Vec::new() };
    let planned = |t: Tile| chain.iter().position(|c| c.id() == t.id());
    let mut tiles: Vec<HandTile> = round.hand(seat).tiles().map(|tile| HandTile { tile, playable: playable(tile), planned: planned(tile) }).collect();
    let high = |t: &HandTile| std::cmp::Reverse((t.tile.0, t.tile.1));
    match order {
        HandOrder::ByNumber => tiles.sort_by_key(high),
        HandOrder::ByPips => tiles.sort_by_key(|t| std::cmp::Reverse((t.tile.pips(), t.tile.0))),
        HandOrder::PlayableFirst => tiles.sort_by_key(|t| (!t.playable, high(t))),
        // The chain in playing order (oriented as it will lie), then the extras heaviest first.
        HandOrder::Plan => {
            tiles.sort_by_key(|t| (t.planned.unwrap_or(usize::MAX), std::cmp::Reverse((t.tile.pips(), t.tile.0))));
            for t in &mut tiles {
                if let Some(i) = t.planned {
                    t.tile = chain[i];
                }
            }
        }
    }
    tiles
}

/// The order the keys step through the hand: the tiles that play now first, each group in the
/// order on screen.
pub fn key_order(game: &Game, seat: Seat, order: HandOrder) -> Vec<Tile> {
    let hand = sorted_hand(game, seat, order);
    let (now, later): (Vec<HandTile>, Vec<HandTile>) = hand.into_iter().partition(|t| t.playable);
    now.into_iter().chain(later).map(|t| t.tile).collect()
}

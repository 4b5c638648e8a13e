//! The hand on screen, in the order the person chose: what the hand panel draws and the keys
//! step through, and the order each person dragged their tiles into, kept while the round lasts.

use crate::files::settings::HandOrder;
use crate::game::{Applying, MatchLoaded, RoundStarted};
use crate::rules::chain::ChainSearch;
use crate::rules::view::SeatView;
use crate::rules::{Action, Seat, Tile, TileId, TileSet, TrainId};
use crate::schedule::AppSystems;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ArrangeRequested>()
        .init_resource::<Arrangement>()
        .add_systems(Update, keep_the_arrangement.in_set(AppSystems::Apply).after(Applying));
}

/// A hand tile let go over the hand: move `tile` to place `to` of the hand as it was `shown`.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ArrangeRequested {
    pub seat: Seat,
    pub shown: Vec<TileId>,
    pub tile: TileId,
    pub to: usize,
}

/// The arrangement follows the game: a new round or another match forgets it (a take-back keeps
/// the hand as the person arranged it), a tile let go over the hand moves.
fn keep_the_arrangement(
    mut arranged: ResMut<Arrangement>,
    mut loaded: MessageReader<MatchLoaded>,
    mut dealt: MessageReader<RoundStarted>,
    mut requests: MessageReader<ArrangeRequested>,
) {
    // Every message read (`any` would leave the rest for the next frame).
    let another_match = loaded.read().filter(|m| m.origin.is_another_match()).count() > 0;
    if dealt.read().count() > 0 || another_match {
        arranged.clear();
    }
    for ArrangeRequested { seat, shown, tile, to } in requests.read() {
        arranged.move_tile(*seat, shown, *tile, *to);
    }
}

/// The order each person dragged their tiles into (`HandOrder::Arranged`), kept while the round
/// lasts: a tile played leaves it, a tile drawn joins at the right.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Arrangement {
    seats: Vec<Vec<TileId>>,
}

impl Arrangement {
    /// The seat's tiles in the order it arranged them.
    pub fn of(&self, seat: Seat) -> &[TileId] {
        self.seats.get(seat as usize).map_or(&[], Vec::as_slice)
    }

    /// Move `tile` to place `to` (0: the left) of the hand as it is shown now (`shown`, in order).
    /// Returns `false`, keeping nothing, when that is where it already was.
    pub fn move_tile(&mut self, seat: Seat, shown: &[TileId], tile: TileId, to: usize) -> bool {
        let mut order: Vec<TileId> = shown.iter().copied().filter(|&t| t != tile).collect();
        order.insert(to.min(order.len()), tile);
        if order == shown {
            return false;
        }
        if self.seats.len() <= seat as usize {
            self.seats.resize(seat as usize + 1, Vec::new());
        }
        self.seats[seat as usize] = order;
        true
    }

    /// A new round or another match: nobody has arranged anything.
    pub fn clear(&mut self) {
        self.seats.clear();
    }
}

/// A tile of the hand on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandTile {
    pub tile: Tile,
    /// It plays now.
    pub playable: bool,
    /// Its place in the planned train for the own train (only when the hand is sorted by plan).
    pub planned: Option<usize>,
}

/// The tiles of the hand in `view` (the seat's own), sorted (or as the person arranged them).
pub fn sorted_hand(view: &SeatView, order: HandOrder, arranged: &Arrangement) -> Vec<HandTile> {
    let Some(seat) = view.seat else { return Vec::new() };
    let playable = |t: Tile| view.legal.iter().any(|a| matches!(a, Action::Play { tile, .. } if tile.id() == t.id()));
    // The plan: the best chain the hand makes on the seat's own train (the planner's own).
    let chain = match (order, view.train(TrainId::Personal(seat))) {
        (HandOrder::Plan, Some(own)) => {
            let hand: TileSet = view.hand.iter().map(|t| t.id()).collect();
            ChainSearch::new().best(hand, own.end, view.rules.blanks_wild).tiles
        }
        _ => Vec::new(),
    };
    let planned = |t: Tile| chain.iter().position(|c| c.id() == t.id());
    let mut tiles: Vec<HandTile> =
        view.hand.iter().map(|&tile| HandTile { tile, playable: playable(tile), planned: planned(tile) }).collect();
    let high = |t: &HandTile| std::cmp::Reverse((t.tile.0, t.tile.1));
    match order {
        HandOrder::ByNumber => tiles.sort_by_key(high),
        HandOrder::ByPips => tiles.sort_by_key(|t| std::cmp::Reverse((t.tile.pips(), t.tile.0))),
        HandOrder::PlayableFirst => tiles.sort_by_key(|t| (!t.playable, high(t))),
        // As dragged; tiles drawn since at the right, highest first.
        HandOrder::Arranged => {
            let mine = arranged.of(seat);
            tiles.sort_by_key(|t| (mine.iter().position(|&m| m == t.tile.id()).unwrap_or(usize::MAX), high(t)));
        }
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
pub fn key_order(view: &SeatView, order: HandOrder, arranged: &Arrangement) -> Vec<Tile> {
    let hand = sorted_hand(view, order, arranged);
    let (now, later): (Vec<HandTile>, Vec<HandTile>) = hand.into_iter().partition(|t| t.playable);
    now.into_iter().chain(later).map(|t| t.tile).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_moved_tile_lands_where_it_was_dropped_and_the_rest_keep_their_order() {
        let ids = |v: &[u8]| v.iter().map(|&i| TileId(i)).collect::<Vec<_>>();
        let shown = ids(&[5, 9, 2, 7]);
        let mut a = Arrangement::default();
        assert!(!a.move_tile(1, &shown, TileId(9), 1), "let go where it was");
        assert!(a.of(1).is_empty(), "nothing kept");
        assert!(a.move_tile(1, &shown, TileId(5), 2));
        assert_eq!(a.of(1), ids(&[9, 2, 5, 7]));
        assert_eq!(a.of(0), ids(&[]), "other seats untouched");
        assert!(a.move_tile(1, a.of(1).to_vec().as_slice(), TileId(7), 0));
        assert_eq!(a.of(1), ids(&[7, 9, 2, 5]));
        assert!(a.move_tile(1, a.of(1).to_vec().as_slice(), TileId(9), 99));
        assert_eq!(a.of(1), ids(&[7, 2, 5, 9]), "past the end: at the right");
        a.clear();
        assert!(a.of(1).is_empty());
    }
}

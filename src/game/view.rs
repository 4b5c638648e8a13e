//! The seam between the whole match and what is drawn: after every change, `Apply` makes the
//! [`PlayerView`] — one seat's knowledge of the match (`rules::view::SeatView`), the players'
//! names — and the table reads it, never the match. A game over the network will receive the
//! same view instead of making it.

use super::{Game, HandShown};
use crate::rules::Seat;
use crate::rules::view::SeatView;
use bevy::prelude::*;

/// What the people at the screen may see now: the seat whose hand is on screen (or, with the
/// hands hidden or only computers playing, what anyone watching may see).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct PlayerView {
    pub view: SeatView,
    pub names: Vec<String>,
    /// Which seats people play (the others are computers).
    pub people: Vec<bool>,
    /// The seat the table is seen from: its train at the bottom left.
    pub viewer: Seat,
    /// The game and the revision shown: a change of either is a change of the view.
    pub shows: (u64, u64),
    /// Whose hand it shows (none while covered).
    pub hand_shown: HandShown,
    /// The match's position (a hint holds for one).
    pub position: super::hint::Position,
    /// Whether *Take back* is offered here (one person against computers, in a game played
    /// here), and if so whether there is a turn to take back.
    pub take_back: Option<bool>,
    /// Online: for each seat whose person is not at the table now, what its plate says instead
    /// ("reconnecting…", "a computer plays"); empty at one screen.
    pub away: Vec<Option<String>>,
    /// Someone watching a table where people play (online): no seat of theirs.
    pub watching: bool,
    /// Whether a round's end may be reviewed here: a game kept here (not online, not a practice,
    /// whose review is the one it came from).
    pub reviewable: bool,
    /// Online: what the hand's line says instead of whose turn it is, when play waits on
    /// someone not there (the table out of reach, the person to move away); none at one screen.
    pub waiting_on: Option<String>,
}

impl PlayerView {
    /// The view of `game` for the hand on screen: that seat's; with the hands covered, the
    /// viewer's without a hand; with only computers playing, the whole table.
    pub fn of(game: &Game, shown: HandShown) -> PlayerView {
        let view = match (game.humans(), shown.0) {
            (0, _) => SeatView::of(&game.the_match, None),
            (_, Some(seat)) => SeatView::of(&game.the_match, Some(seat)),
            (_, None) => SeatView::of(&game.the_match, Some(game.viewer())).covered(),
        };
        PlayerView {
            view,
            names: game.seats.iter().map(|s| s.name.clone()).collect(),
            people: (0..game.seats.len() as Seat).map(|s| game.is_human(s)).collect(),
            viewer: game.viewer(),
            shows: (game.id, game.revision),
            hand_shown: shown,
            position: game.position(),
            take_back: (game.humans() == 1 && game.is_kept()).then(|| game.take_back_point().is_some()),
            away: Vec::new(),
            watching: false,
            reviewable: game.is_kept(),
            waiting_on: None,
        }
    }

    pub fn name(&self, seat: Seat) -> &str {
        self.names.get(seat as usize).map_or("?", String::as_str)
    }

    /// What the plate of `seat` says while its person is away (online).
    pub fn away(&self, seat: Seat) -> Option<&str> {
        self.away.get(seat as usize).and_then(|a| a.as_deref())
    }

    pub fn humans(&self) -> usize {
        self.people.iter().filter(|p| **p).count()
    }

    /// Whether the hand on screen is to move (it may act).
    pub fn my_turn(&self) -> bool {
        self.view.my_turn()
    }

    /// Whether `seat` is the one person's at this screen ("your turn", "your hand"): with two or
    /// more people here, each is called by name.
    pub fn is_you(&self, seat: Seat) -> bool {
        self.humans() == 1 && self.is_person(seat)
    }

    /// The one person at this screen, if there is exactly one (see [`PlayerView::is_you`]).
    pub fn you(&self) -> Option<Seat> {
        (0..self.names.len() as Seat).find(|&s| self.is_you(s))
    }

    /// Whether `seat` is played by a person here.
    pub fn is_person(&self, seat: Seat) -> bool {
        self.people.get(seat as usize).copied().unwrap_or(false)
    }
}

/// Make the view again when the game or the hand on screen changed (the last system of
/// `Apply`); when the game it was made from goes, so does the view (a view that came from
/// elsewhere — a recording, a connection — is left alone).
pub(super) fn show_the_view(
    mut commands: Commands,
    game: Option<Res<Game>>,
    shown: Res<HandShown>,
    now: Option<Res<PlayerView>>,
    mut made: Local<bool>,
) {
    let Some(game) = game else {
        if std::mem::take(&mut *made) && now.is_some() {
            commands.remove_resource::<PlayerView>();
        }
        return;
    };
    *made = true;
    let fresh = now.as_ref().is_none_or(|v| v.shows != (game.id, game.revision) || v.hand_shown != *shown);
    if fresh {
        commands.insert_resource(PlayerView::of(&game, *shown));
    }
}

//! Moves made for the person when they ask for it (Display settings, off by default): drawing
//! and passing when no tile of theirs plays, and playing a tile that has only one place to go.
//! The move goes in as the person's own `ActionRequested`, after a pause to see the table.

use super::{ActionRequested, Game, HandShown, Origin, Stillness};
use crate::rules::Action;
use crate::schedule::AppSystems;
use crate::screens::GamePhase;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Assists>().add_systems(Update, play_for_person.run_if(in_state(GamePhase::Playing)).in_set(AppSystems::Input));
}

/// Which moves are made for the person (the UI keeps it as the settings say).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Assists {
    /// Draw, and pass, when no tile in the hand plays.
    pub draw_and_pass: bool,
    /// Play the tile when it is the only move there is.
    pub only_move: bool,
}

/// Seconds the table rests before a move is made for the person, so they see why.
pub const ASSIST_PAUSE: f32 = 0.6;

impl Assists {
    /// The move made for the person, given the legal ones now (`None`: they choose).
    pub fn choose(self, legal: &[Action]) -> Option<Action> {
        let plays = legal.iter().any(|a| matches!(a, Action::Play { .. } | Action::Bullet | Action::Announce));
        match legal {
            [only @ Action::Play { .. }] if self.only_move => Some(*only),
            _ if plays || !self.draw_and_pass => None,
            _ => [Action::Draw, Action::Pass].into_iter().find(|a| legal.contains(a)),
        }
    }
}

/// At the person's turn, with their hand in view, make the move the assists cover.
fn play_for_person(
    game: Option<Res<Game>>,
    assists: Res<Assists>,
    shown: Res<HandShown>,
    stillness: Stillness,
    mut asked: Local<Option<(u64, u64)>>,
    mut requests: MessageWriter<ActionRequested>,
) {
    let Some(game) = game.filter(|g| g.is_played_here()) else { return };
    if *assists == Assists::default() || !stillness.still_for(ASSIST_PAUSE) {
        return;
    }
    let Some(seat) = game.human_to_move().filter(|&s| shown.0 == Some(s)) else { return };
    // A position just taken back is the person's to play: drawing again at once would leave no
    // way further back.
    if game.origin == Origin::TakenBack && game.revision == 0 {
        return;
    }
    // Asked once per position: a refused move is not asked again and again.
    let now = (game.id, game.revision);
    if *asked == Some(now) {
        return;
    }
    if let Some(action) = assists.choose(game.the_match.round().legal()) {
        *asked = Some(now);
        requests.write(ActionRequested { seat, action });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Tile, TrainId};

    #[test]
    fn only_what_was_asked_for_is_played() {
        let play = Action::Play { tile: Tile(3, 4), train: TrainId::Mexican };
        let other = Action::Play { tile: Tile(3, 5), train: TrainId::Mexican };
        let both = Assists { draw_and_pass: true, only_move: true };
        let none = Assists::default();
        let pass_only = Assists { draw_and_pass: true, only_move: false };
        let single = Assists { draw_and_pass: false, only_move: true };
        for a in [none, pass_only, single, both] {
            assert_eq!(a.choose(&[play, other]), None, "two moves: the person chooses");
            assert_eq!(a.choose(&[Action::Announce, Action::EndTurn]), None, "announcing is the person's");
        }
        assert_eq!(none.choose(&[Action::Draw]), None, "off by default");
        assert_eq!(none.choose(&[play]), None);
        assert_eq!(pass_only.choose(&[Action::Draw]), Some(Action::Draw));
        assert_eq!(pass_only.choose(&[Action::Pass]), Some(Action::Pass));
        assert_eq!(pass_only.choose(&[play]), None);
        assert_eq!(single.choose(&[play]), Some(play));
        assert_eq!(single.choose(&[Action::Draw]), None);
        assert_eq!(both.choose(&[Action::Pass, Action::EndTurn]), Some(Action::Pass));
    }
}

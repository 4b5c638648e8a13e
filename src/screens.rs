//! Where the player is: the title screen, or a game (playing, a round over, the game over).

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>().add_sub_state::<GamePhase>();
}

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Game,
    /// Watching a recorded match.
    Replay,
}

/// The part of a game: the table stays on screen in all of them.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Game)]
pub enum GamePhase {
    #[default]
    Playing,
    RoundOver,
    GameOver,
}

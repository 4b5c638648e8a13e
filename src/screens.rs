//! Where the player is: the title screen, or a game (playing, a round over, the game over).

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_sub_state::<GamePhase>()
        .add_message::<ToTitleRequested>()
        .add_systems(Update, back_to_the_title.in_set(crate::schedule::AppSystems::Input));
}

/// Leave the game or the replay for the title screen (a game here stays saved).
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ToTitleRequested;

fn back_to_the_title(mut requests: MessageReader<ToTitleRequested>, mut next: ResMut<NextState<Screen>>) {
    if requests.read().last().is_some() {
        NextState::set_if_neq(&mut next, Screen::Title);
    }
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

//! Playing a game at the table: the hand in the order the person chose (`hand_order`), what a
//! gesture on the hand or the table means (`input`) and the keys that make gestures (`keys`) —
//! [`plugin`], which runs without a window too — and the panels around the table ([`panels`]):
//! the top bar (`top_bar`), the hand with its buttons and the tile being dragged (`hand`), the
//! in-game menu (`menu`) and the dialogs over the table — a round's and the game's end, the hot
//! seat's cover, a record dropped or an invite clicked during a game (`dialogs`) — and the
//! settings window with the game's rules locked. The panels only report what the person did:
//! the gestures and keys get their meaning in `input`.

pub mod dialogs;
pub mod hand;
pub mod hand_order;
pub mod input;
pub mod keys;
pub mod menu;
pub mod top_bar;

use crate::game::{Game, PlayerView};
use crate::saving::{SettingsEdited, SettingsView};
use crate::schedule::Draw;
use crate::screens::{GamePhase, Screen};
use crate::settings::window;
use crate::ui::UiState;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The hand's order, the gestures and the keys.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((hand_order::plugin, input::plugin, keys::plugin));
}

/// The panels, in their places of `Draw`'s order.
pub(super) fn panels(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            (
                top_bar::top_bar.run_if(resource_exists::<PlayerView>),
                menu::game_menu,
                hand::hand_panel.run_if(resource_exists::<PlayerView>),
                hand::drag_overlay,
            )
                .chain()
                .in_set(Draw::Panels),
            (
                dialogs::dropped_record,
                dialogs::invite_during_game,
                dialogs::hot_seat_cover.run_if(in_state(GamePhase::Playing)),
                dialogs::round_over.run_if(in_state(GamePhase::RoundOver).and_then(dialogs::no_window_open)),
                dialogs::game_over.run_if(in_state(GamePhase::GameOver).and_then(dialogs::no_window_open)),
            )
                .chain()
                .in_set(Draw::Dialogs),
            in_game_settings.in_set(Draw::Windows),
        )
            .run_if(in_state(Screen::Game)),
    );
}

/// The settings window during a game: rules shown but locked.
fn in_game_settings(
    mut contexts: EguiContexts,
    mut state: ResMut<UiState>,
    settings: SettingsView,
    mut edits: MessageWriter<SettingsEdited>,
    game: Option<Res<Game>>,
) -> Result {
    if !state.settings.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let in_play = game.as_deref().filter(|g| !g.the_match.is_over());
    let mut edit = window::Edit::of(&settings);
    window::show(ctx, &mut state.settings, &mut edit, in_play);
    edit.report(&settings, &mut edits);
    Ok(())
}

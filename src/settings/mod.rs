//! The player's settings: the window that edits them (`window`, with the rules' rows it shares
//! with the new game's card, `rule_rows`, and the rules chooser and seats editor, `new_game`; during a game `play` shows it with the rules locked) and
//! the one system that applies them (`applied`). The settings themselves are files
//! (`files::settings`) kept in play by `saving`.

pub mod applied;
pub mod new_game;
pub mod rule_rows;
pub mod window;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(applied::plugin);
}

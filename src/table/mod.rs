//! The table: where tiles, trains, markers and plates go (pure geometry, `layout`; pip patterns
//! and colours, `pips`), and with the `gui` feature the Bevy entities that show them.

pub mod layout;
pub mod pips;

#[cfg(feature = "gui")]
pub mod anim;
#[cfg(feature = "gui")]
pub mod art;
#[cfg(feature = "gui")]
pub mod camera;
#[cfg(feature = "gui")]
pub mod input;
#[cfg(feature = "gui")]
pub mod surface;
#[cfg(feature = "gui")]
pub mod view;

/// The table's Bevy plugins (the art is added by the app, where images can be made).
#[cfg(feature = "gui")]
pub(crate) fn plugin(app: &mut bevy::prelude::App) {
    use bevy::prelude::*;
    app.configure_sets(Update, TableSystems.after(crate::game::GameSystems))
        .add_plugins((view::plugin, anim::plugin, camera::plugin, input::plugin));
}

/// The table's per-frame systems in `Update`: they follow the game.
#[cfg(feature = "gui")]
#[derive(bevy::prelude::SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct TableSystems;

//! The order of a frame, the base of the Bevy side: every `Update` system of the game sits in
//! one of these sets, which `app::core` chains once for the whole app.
//!
//! A person's gesture or a computer's choice is turned into an intent (`Input`), the one apply
//! system changes the match (`Apply`), files follow (`Persist`), and the table, sound and
//! toasts follow the facts (`Present`) — all in the same frame. egui draws afterwards (bevy_egui
//! runs its pass in `PostUpdate`, each feature's panels in their place of [`Draw`]'s order) and
//! reports what the person did as messages that the next frame's `Input` reads.

use bevy::prelude::*;

#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Turn gestures, keys, files and computer answers into intents.
    Input,
    /// Change the match: apply intents, load matches, deal rounds.
    Apply,
    /// Keep the files in step: autosave, statistics, settings, replays.
    Persist,
    /// Follow the facts: the table's entities, the camera, sound, toasts.
    Present,
}

/// Chain the sets in `Update` (called once, by the app).
pub fn configure(app: &mut App) {
    app.configure_sets(Update, (AppSystems::Input, AppSystems::Apply, AppSystems::Persist, AppSystems::Present).chain());
}

/// The egui systems of the game: every [`Draw`] set, chained by `ui`. (The table in words, the
/// host's question on closing and the layout audit come after them.)
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct UiSystems;

/// Where each feature draws in the egui frame, in this order: egui lays out panels at the
/// window's edges before what fills the rest, and the last drawn lies on top.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Draw {
    /// The look: colours, fonts, the UI scale (`theme`).
    Theme,
    /// A whole screen: the title (`title`).
    Screens,
    /// The panels at the window's edges, which set the table's view: the top bar and the hand
    /// (`play`), the replay's controls and review (`replay`).
    Panels,
    /// The dialogs of a game: a record dropped, an invite, the hot seat's cover, a round's and the
    /// game's end (`play`).
    Dialogs,
    /// The settings window during a game (`settings`).
    Windows,
    /// Over the table: the seats' plates and the ends' badges (`table::plates`).
    Overlays,
    /// Over everything: the messages (`toasts`).
    Messages,
}

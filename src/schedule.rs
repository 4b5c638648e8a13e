//! The order of a frame, the base of the Bevy side: every `Update` system of the game sits in
//! one of these sets, which `app::core` chains once for the whole app.
//!
//! A person's gesture or a computer's choice is turned into an intent (`Input`), the one apply
//! system changes the match (`Apply`), files follow (`Persist`), and the table, sound and
//! toasts follow the facts (`Present`) — all in the same frame. egui draws afterwards (bevy_egui
//! runs its pass in `PostUpdate`) and reports what the person did as messages that the next
//! frame's `Input` reads.

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

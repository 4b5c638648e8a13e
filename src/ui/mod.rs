//! Everything drawn with egui: the title screen, the top bar, the hand panel, the seat plates
//! and boneyard count on the table, toasts, and the dialogs. These are views of the match; they
//! change it only by sending `*Requested` messages.

mod dialogs;
mod hand;
mod overlay;
pub mod tiles;
mod title;

use crate::game::Game;
use crate::rules::Action;
use crate::screens::Screen;
use crate::table::art::FaceStyle;
use crate::table::input::Selection;
use crate::table::view::Highlight;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<hand::HandOrder>()
        .init_resource::<FaceStyle>()
        .init_resource::<UiState>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                apply_theme,
                title::title_screen.run_if(in_state(Screen::Title)),
                (hand::panels, overlay::plates, overlay::toasts, hand::drag_overlay, dialogs::dialogs).chain().run_if(in_state(Screen::Game)),
            )
                .chain()
                .in_set(UiSystems),
        )
        .add_systems(Update, highlight_targets.run_if(resource_exists::<Game>));
}

/// The few display settings reachable from the in-game menu (the full settings screen comes
/// with saved settings).
#[derive(bevy::ecs::system::SystemParam)]
pub struct QuickSettings<'w> {
    pub style: ResMut<'w, FaceStyle>,
    pub sound: ResMut<'w, crate::audio::SoundSettings>,
    pub pace: ResMut<'w, crate::game::Pace>,
    pub speed: ResMut<'w, crate::table::view::AnimSpeed>,
}

impl QuickSettings<'_> {
    pub fn show(&mut self, ui: &mut egui::Ui) {
        ui.label(egui::RichText::new("Display").strong());
        let mut style = *self.style;
        ui.checkbox(&mut style.numerals, "Numerals instead of pips");
        ui.checkbox(&mut style.colour_coded, "Colour-coded numbers");
        ui.add_enabled(style.colour_coded, egui::Checkbox::new(&mut style.colour_blind_safe, "Colour-blind-safe colours"));
        if style != *self.style {
            *self.style = style;
        }
        ui.label(egui::RichText::new("Computer players").strong());
        ui.horizontal(|ui| {
            for (name, delay, anim) in [("Slow", 1.4, 0.6), ("Normal", 0.7, 1.0), ("Fast", 0.25, 2.0)] {
                let on = (self.pace.computer_delay - delay).abs() < 0.01;
                if ui.selectable_label(on, name).clicked() {
                    self.pace.computer_delay = delay;
                    self.speed.0 = anim;
                }
            }
        });
        ui.label(egui::RichText::new("Sound").strong());
        ui.horizontal(|ui| {
            ui.checkbox(&mut self.sound.on, "On");
            ui.add_enabled(self.sound.on, egui::Slider::new(&mut self.sound.volume, 0.0..=1.0).show_value(false));
        });
    }
}

/// The egui systems of the game.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct UiSystems;

/// Small UI state shared between the panels.
#[derive(Resource, Default, Debug)]
pub struct UiState {
    themed: bool,
    /// The in-game menu is open.
    pub menu: bool,
}

/// Warm table colours for egui.
fn apply_theme(mut contexts: EguiContexts, mut state: ResMut<UiState>) -> Result {
    if state.themed {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut visuals = egui::Visuals::dark();
    visuals.panel_fill = Color32::from_rgb(28, 40, 34);
    visuals.window_fill = Color32::from_rgb(34, 48, 41);
    visuals.extreme_bg_color = Color32::from_rgb(20, 30, 25);
    visuals.selection.bg_fill = Color32::from_rgb(190, 140, 40);
    visuals.widgets.inactive.weak_bg_fill = Color32::from_rgb(52, 72, 60);
    visuals.widgets.hovered.weak_bg_fill = Color32::from_rgb(70, 98, 80);
    visuals.widgets.active.weak_bg_fill = Color32::from_rgb(190, 140, 40);
    visuals.window_corner_radius = 10.into();
    ctx.set_visuals(visuals);
    ctx.all_styles_mut(|s| {
        s.spacing.button_padding = egui::vec2(12.0, 6.0);
        s.text_styles.insert(egui::TextStyle::Button, egui::FontId::proportional(16.0));
        s.text_styles.insert(egui::TextStyle::Body, egui::FontId::proportional(15.0));
    });
    state.themed = true;
    Ok(())
}

/// The train ends where the picked-up or selected tile may go.
fn highlight_targets(game: Res<Game>, selection: Res<Selection>, mut highlight: ResMut<Highlight>) {
    let trains = match (selection.active(), game.human_to_move()) {
        (Some(tile), Some(_)) => game
            .m
            .round()
            .legal()
            .iter()
            .filter_map(|a| match a {
                Action::Play { tile: t, train } if t.id() == tile.id() => Some(*train),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    if highlight.trains != trains {
        highlight.trains = trains;
    }
}

/// A seed for a new game from the clock: only the choice of deal, never the rules, uses it.
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(7, |d| d.as_nanos() as u64)
}

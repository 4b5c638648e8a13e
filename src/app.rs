//! The game window: composes every Bevy plugin of the game.

use crate::cli::WindowArgs;
use crate::screenshot;
use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};
use std::process::ExitCode;

/// Felt green of the table.
pub const TABLE_GREEN: Color = Color::srgb(0.09, 0.32, 0.20);

/// The whole game.
pub struct AppPlugin {
    pub window: WindowArgs,
}

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(ClearColor(TABLE_GREEN))
            .add_plugins(
                DefaultPlugins
                    .set(WindowPlugin {
                        primary_window: Some(Window {
                            title: "Mexican Train".into(),
                            resolution: WindowResolution::new(1280, 720),
                            ..default()
                        }),
                        ..default()
                    })
                    .set(bevy::log::LogPlugin { level: bevy::log::Level::WARN, ..default() }),
            )
            .add_plugins(EguiPlugin::default())
            .add_systems(Startup, spawn_camera)
            // bevy_egui needs at least one system in its pass, or it drops its output.
            .add_systems(EguiPrimaryContextPass, title_bar);
        if let Some(path) = &self.window.screenshot {
            app.add_plugins(screenshot::plugin(path.clone(), self.window.frames));
        }
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Table camera"), Camera2d));
}

fn title_bar(mut contexts: EguiContexts) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new("title".into()).fixed_pos(egui::pos2(16.0, 12.0)).show(ctx, |ui| {
        ui.heading(egui::RichText::new("Mexican Train").color(egui::Color32::WHITE));
    });
    Ok(())
}

/// Run the game window until it closes.
pub fn run(window: WindowArgs) -> ExitCode {
    match App::new().add_plugins(AppPlugin { window }).run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

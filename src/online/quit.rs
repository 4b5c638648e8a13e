//! The question `online::hosting` asks before the game closes while friends play at its table: keep
//! playing, or close the game (and the table with it).

use crate::lang::t;
use crate::online::hosting::QuitQuestion;
use crate::theme::{GOLD, card_frame};
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, quit_question.after(crate::schedule::UiSystems));
}

fn quit_question(mut contexts: EguiContexts, mut question: ResMut<QuitQuestion>, mut exit: MessageWriter<AppExit>) -> Result {
    let Some(friends) = question.0 else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(RichText::new(t!("quit-title")).size(20.0).strong().color(GOLD))
        .id(egui::Id::new("quit question"))
        .frame(card_frame())
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.set_max_width(460.0);
            ui.label(RichText::new(t!("quit-friends-at-table", count = friends)).size(17.0));
            ui.label(RichText::new(t!("quit-table-closes")).weak());
            ui.add_space(10.0);
            ui.horizontal(|ui| {
                let big = |text: String| egui::Button::new(RichText::new(text).size(17.0)).min_size(egui::vec2(150.0, 34.0));
                if ui.add(big(t!("quit-keep-playing"))).clicked() || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                    question.0 = None;
                }
                if ui.add(big(t!("quit-close-anyway"))).clicked() {
                    exit.write(AppExit::Success);
                }
            });
        });
    Ok(())
}

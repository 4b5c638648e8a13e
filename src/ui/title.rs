//! The title screen: start a new game (seats, who plays them, the rules preset), continue, quit.

use super::tiles::{Look, paint_tile};
use crate::ai::Level;
use crate::game::{GameSetup, NewGameRequested, Player};
use crate::rules::{Tile, preset, preset_names};
use crate::table::art::FaceStyle;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Color32, RichText};

/// The new game being set up on the title screen.
#[derive(Resource)]
#[derive(Default)]
pub struct TitleSetup(pub GameSetup);


fn player_label(p: Player) -> &'static str {
    match p {
        Player::Human => "Person",
        Player::Computer(Level::Random) => "Computer (easy)",
        Player::Computer(Level::Greedy) => "Computer (medium)",
    }
}

/// One line about each preset, for the chooser.
fn preset_blurb(name: &str) -> &'static str {
    match name {
        "standard" => "Puremco official rules (Bauguess 2012). The usual game.",
        "consensus" => "Wikipedia's consensus: one double a turn, covered on the double.",
        "galt-1994" => "Galt 1994: highest double opens; build your train first.",
        "parsons-1994" => "Parsons 1994: the original Puremco rules.",
        "celko-1998" => "Celko 1998: build your train; doubles answered newest first.",
        "french-club" => "French club: out at 100 points, last one in wins.",
        _ => "",
    }
}

pub fn title_screen(
    mut contexts: EguiContexts,
    mut setup: Local<TitleSetup>,
    style: Res<FaceStyle>,
    mut new_game: MessageWriter<NewGameRequested>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let setup = &mut setup.0;
    let mut root = egui::Ui::new(ctx.clone(), "title".into(), egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()));
    egui::CentralPanel::default().frame(egui::Frame::new().fill(Color32::from_rgb(22, 72, 48))).show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.06);
            ui.label(RichText::new("Mexican Train").size(56.0).strong().color(Color32::from_rgb(245, 205, 95)));
            ui.label(RichText::new("dominoes").size(20.0).color(Color32::from_rgb(220, 230, 210)));
            ui.add_space(10.0);
            let (rect, _) = ui.allocate_exact_size(egui::vec2(7.0 * 76.0, 40.0), egui::Sense::hover());
            for (i, t) in [(12u8, 12u8), (12, 7), (7, 3), (3, 3), (3, 9), (9, 1), (1, 0)].iter().enumerate() {
                let r = egui::Rect::from_min_size(rect.min + egui::vec2(i as f32 * 76.0, if t.0 == t.1 { 0.0 } else { 10.0 }), if t.0 == t.1 { egui::vec2(20.0, 40.0) } else { egui::vec2(70.0, 20.0) });
                let r = if t.0 == t.1 { r.translate(egui::vec2(25.0, 0.0)) } else { r };
                paint_tile(ui.painter(), r, Tile(t.0, t.1), *style, Look { playable: false, selected: false, ghost: false });
            }
            ui.add_space(22.0);
            egui::Frame::new().fill(Color32::from_rgba_unmultiplied(15, 35, 25, 235)).corner_radius(12).inner_margin(20).show(ui, |ui| {
                ui.set_width(560.0);
                ui.label(RichText::new("New game").size(22.0).strong());
                ui.add_space(8.0);
                egui::Grid::new("setup").num_columns(2).spacing([16.0, 10.0]).show(ui, |ui| {
                    ui.label("Rules");
                    egui::ComboBox::from_id_salt("preset").width(260.0).selected_text(&setup.preset).show_ui(ui, |ui| {
                        for name in preset_names() {
                            if ui.selectable_label(setup.preset == name, name).on_hover_text(preset_blurb(name)).clicked()
                                && let Ok(rules) = preset(name) {
                                    setup.preset = name.to_string();
                                    setup.rules = rules;
                                }
                        }
                    });
                    ui.end_row();
                    ui.label("");
                    ui.label(RichText::new(preset_blurb(&setup.preset)).weak());
                    ui.end_row();
                    ui.label("Players");
                    let mut n = setup.seats.len();
                    ui.add(egui::Slider::new(&mut n, 2..=8));
                    ui.end_row();
                    setup.resize(n);
                });
                ui.add_space(6.0);
                egui::Grid::new("seats").num_columns(3).spacing([12.0, 6.0]).show(ui, |ui| {
                    for (i, seat) in setup.seats.iter_mut().enumerate() {
                        ui.label(format!("Seat {}", i + 1));
                        ui.add_sized([170.0, 26.0], egui::TextEdit::singleline(&mut seat.name).char_limit(16));
                        egui::ComboBox::from_id_salt(("player", i)).width(190.0).selected_text(player_label(seat.player)).show_ui(ui, |ui| {
                            for p in [Player::Human, Player::Computer(Level::Random), Player::Computer(Level::Greedy)] {
                                ui.selectable_value(&mut seat.player, p, player_label(p));
                            }
                        });
                        ui.end_row();
                    }
                });
                let problem = setup.problem();
                ui.add_space(10.0);
                if let Some(p) = &problem {
                    ui.label(RichText::new(p).color(Color32::from_rgb(255, 150, 130)));
                }
                ui.horizontal(|ui| {
                    let start = ui.add_enabled(problem.is_none(), egui::Button::new(RichText::new("Start").size(20.0)).min_size(egui::vec2(160.0, 40.0)));
                    if start.clicked() {
                        let mut game = setup.clone();
                        game.seed = super::fresh_seed();
                        for s in &mut game.seats {
                            s.name = s.name.trim().to_string();
                        }
                        new_game.write(NewGameRequested(game));
                    }
                    ui.add_enabled(false, egui::Button::new(RichText::new("Continue").size(20.0)).min_size(egui::vec2(160.0, 40.0)))
                        .on_disabled_hover_text("No saved game yet.");
                    if ui.add(egui::Button::new(RichText::new("Quit").size(20.0)).min_size(egui::vec2(120.0, 40.0))).clicked() {
                        exit.write(AppExit::Success);
                    }
                });
            });
        });
    });
    Ok(())
}

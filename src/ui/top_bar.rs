//! The top bar of a game: the round, the engine, the rules with the variants in force, the
//! boneyard; *Fit table* and *Menu*; online, the room's code, *Say…* and a lost connection.
//! It only reports what the person did.

use super::UiState;
use crate::game::PlayerView;
use crate::lang::t;
use crate::saving::RuleSets;
use crate::table::input::Gesture;
use crate::table::space::TableInsets;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Color32, RichText};

/// The name of the rules in play, worked out once per game.
#[derive(Default)]
pub struct RulesLabel {
    /// The game and the language it was worded for.
    game: Option<(u64, crate::lang::Lang)>,
    text: String,
}

/// What the bar reports (gestures; online, quick messages), and the seat at a server's table.
#[derive(bevy::ecs::system::SystemParam)]
pub struct BarReports<'w> {
    gestures: MessageWriter<'w, Gesture>,
    online: Option<Res<'w, crate::online::Online>>,
    say: MessageWriter<'w, crate::online::OnlineRequested>,
}

/// A lesson of *Learn to play* under way: its row under the bar, and what it may ask for.
#[derive(bevy::ecs::system::SystemParam)]
pub struct LessonBar<'w, 's> {
    lesson: Option<Res<'w, crate::learn::LessonUnderWay>>,
    learn: MessageWriter<'w, crate::learn::LearnCommand>,
    to_title: MessageWriter<'w, crate::screens::ToTitleRequested>,
    commands: Commands<'w, 's>,
}

/// The top bar: the round, the engine, the rules, the boneyard; Fit table and Menu; a lesson's
/// row under it.
#[allow(clippy::too_many_arguments)]
pub fn top_bar(
    mut contexts: EguiContexts,
    seen: Res<PlayerView>,
    sets: Option<Res<RuleSets>>,
    mut rules_label: Local<RulesLabel>,
    mut state: ResMut<UiState>,
    mut insets: ResMut<TableInsets>,
    mut reports: BarReports,
    mut lesson: LessonBar,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let view = &seen.view;
    let game = seen.shows.0;
    let worded = (game, crate::lang::current());
    if rules_label.game != Some(worded) {
        let sets = sets.as_deref().map_or(&[][..], |s| &s.0);
        let mut text = crate::lang::words::rules_label(&view.preset, &view.rules, sets);
        let variants = super::settings_window::variants_in_force(&view.rules);
        if !variants.is_empty() {
            text = t!("bar-rules-with", rules = text, variants = variants.join(", "));
        }
        *rules_label = RulesLabel { game: Some(worded), text };
    }
    let top = egui::Panel::top("top bar").resizable(false).show(&mut super::panel_root(&ctx, "top bar"), |ui| {
        ui.horizontal(|ui| {
            ui.add_space(6.0);
            ui.label(RichText::new(t!("game-name")).strong().size(18.0).color(Color32::from_rgb(240, 200, 90)));
            ui.separator();
            let engine = view.engine.map_or("—".to_string(), |p| format!("{p}|{p}"));
            let info = t!("bar-info", round = view.round_index + 1, engine = engine, rules = rules_label.text.as_str());
            // The buttons and the boneyard are laid out first, from the right; the round and the
            // rules take the room left and are cut short ("…", whole on hover) when the
            // variants' names are long.
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button(t!("bar-menu")).clicked() {
                    state.menu = !state.menu;
                }
                if ui.button(t!("bar-fit-table")).on_hover_text(t!("bar-fit-table-tip")).clicked() {
                    reports.gestures.write(Gesture::FitTable);
                }
                // Online: a word to the table, and the room's code.
                let BarReports { online, say, .. } = &mut reports;
                if let Some(online) = online.as_ref().filter(|o| o.watching) {
                    ui.label(RichText::new(t!("bar-watching")).italics());
                    if let Some(code) = &online.code {
                        ui.label(RichText::new(t!("bar-room", code = code.as_str())).weak());
                    }
                } else if let Some(online) = online {
                    ui.menu_button(t!("bar-say"), |ui| {
                        for quick in crate::net::protocol::Quick::ALL {
                            if ui.button(crate::lang::online::quick(quick)).clicked() {
                                say.write(crate::online::OnlineRequested::Say(quick));
                                ui.close();
                            }
                        }
                    });
                    if let Some(code) = &online.code {
                        ui.label(RichText::new(t!("bar-room", code = code.as_str())).weak());
                    }
                    if let crate::online::Link::Reconnecting(why) = &online.link {
                        ui.label(RichText::new(t!("bar-reconnecting")).italics().color(Color32::from_rgb(255, 170, 150)))
                            .on_hover_text(online.trouble_words(why));
                    }
                }
                ui.separator();
                ui.label(t!("bar-boneyard", count = view.boneyard));
                ui.separator();
                ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                    ui.add(egui::Label::new(info).truncate()).on_hover_text(&rules_label.text);
                });
            });
        });
        if let Some(under_way) = lesson.lesson.as_deref() {
            ui.separator();
            let mut asked = None;
            super::lesson_panel::lesson_row(ui, under_way, &mut asked);
            match asked {
                Some(super::lesson_panel::LessonAsk::Take(k)) => {
                    lesson.learn.write(crate::learn::LearnCommand::Start(k));
                }
                Some(super::lesson_panel::LessonAsk::Leave) => {
                    lesson.to_title.write(crate::screens::ToTitleRequested);
                    lesson.commands.insert_resource(super::title::OpenAtStart::Learn);
                }
                None => {}
            }
        }
    });
    let top = top.response.rect.height() * ctx.zoom_factor();
    if insets.top != top {
        insets.top = top;
    }
    Ok(())
}

//! The top bar of a game: the round, the engine, the rules with the variants in force, the
//! boneyard; *Fit table* and *Menu*; online, the room's code, *Say…* and a lost connection.
//! It only reports what the person did.

use crate::game::PlayerView;
use crate::gestures::Gesture;
use crate::lang::t;
use crate::saving::RuleSets;
use crate::table::space::TableInsets;
use crate::ui::UiState;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Color32, RichText};

/// The name of the rules in play, worked out once per game.
#[derive(Default)]
pub struct RulesLabel {
    /// The game, the language and whether a lesson was under way when it was worded.
    game: Option<(u64, crate::lang::Lang, bool)>,
    text: String,
}

/// What the bar reports (gestures; online, quick messages), and the seat at a server's table.
#[derive(bevy::ecs::system::SystemParam)]
pub struct BarReports<'w> {
    gestures: MessageWriter<'w, Gesture>,
    online: Option<Res<'w, crate::online::Online>>,
    say: MessageWriter<'w, crate::online::OnlineRequested>,
}

/// A lesson of *Learn to play* under way, and what its row (or the round-over dialog) may ask.
#[derive(bevy::ecs::system::SystemParam)]
pub struct LessonBar<'w, 's> {
    pub lesson: Option<Res<'w, crate::learn::LessonUnderWay>>,
    table: Res<'w, crate::saving::NewGameSetup>,
    difference: Local<'s, LessonDifference>,
    new_game: MessageWriter<'w, crate::game::NewGameRequested>,
    learn: MessageWriter<'w, crate::learn::LearnCommand>,
    to_title: MessageWriter<'w, crate::screens::ToTitleRequested>,
    commands: Commands<'w, 's>,
}

/// Where the table's rules differ from what the lesson teaches (its first such rule, worded),
/// and the lesson, language and rules it was worked out for: *How to play* is worded twice to
/// find it, so not every frame.
#[derive(Default)]
pub struct LessonDifference {
    worded_for: Option<(usize, crate::lang::Lang, crate::rules::HouseRules)>,
    first: Option<(crate::lang::how_to_play::Topic, String)>,
}

impl LessonBar<'_, '_> {
    /// The first rule the lesson under way teaches that the table plays differently, worded.
    fn difference(&mut self) -> Option<(crate::lang::how_to_play::Topic, String)> {
        let lesson = self.lesson.as_deref()?;
        let (lang, rules) = (crate::lang::current(), &self.table.0.rules);
        let fresh = matches!(&self.difference.worded_for, Some((k, l, r)) if *k == lesson.index && *l == lang && r == rules);
        if !fresh {
            self.difference.first = lesson.lesson().differences(rules).into_iter().next();
            self.difference.worded_for = Some((lesson.index, lang, rules.clone()));
        }
        self.difference.first.clone()
    }

    /// Carry out what the person asked of the lesson.
    pub fn ask(&mut self, asked: Option<crate::learn::panel::LessonAsk>) {
        match asked {
            Some(crate::learn::panel::LessonAsk::Take(k)) => {
                self.learn.write(crate::learn::LearnCommand::Start(k));
            }
            Some(crate::learn::panel::LessonAsk::Leave) => {
                self.to_title.write(crate::screens::ToTitleRequested);
                self.commands.insert_resource(crate::title::OpenAtStart::Learn);
            }
            Some(crate::learn::panel::LessonAsk::FirstGame) => {
                self.new_game
                    .write(crate::game::NewGameRequested(crate::learn::first_game(&self.table.0, crate::game_setup::fresh_seed())));
            }
            // The settings window is the UI's own: opened by the bar itself.
            Some(crate::learn::panel::LessonAsk::SeeRule(_)) | None => {}
        }
    }
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
    let worded = (game, crate::lang::current(), lesson.lesson.is_some());
    if rules_label.game != Some(worded) {
        *rules_label = RulesLabel { game: Some(worded), text: rules_words(view, sets.as_deref(), lesson.lesson.is_some()) };
    }
    let top = egui::Panel::top("top bar").resizable(false).show(&mut crate::ui::panel_root(&ctx, "top bar"), |ui| {
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
                online_items(ui, &mut reports);
                ui.separator();
                ui.label(t!("bar-boneyard", count = view.boneyard));
                ui.separator();
                ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                    ui.add(egui::Label::new(info).truncate()).on_hover_text(&rules_label.text);
                });
            });
        });
        let difference = lesson.difference();
        if let Some(under_way) = lesson.lesson.as_deref() {
            ui.separator();
            let mut asked = None;
            crate::learn::panel::lesson_row(ui, under_way, difference.as_ref(), view.end.is_some(), &mut asked);
            if let Some(crate::learn::panel::LessonAsk::SeeRule(topic)) = asked {
                state.settings.show_rule(topic);
            }
            lesson.ask(asked);
        }
    });
    let top = top.response.rect.height() * ctx.zoom_factor();
    if insets.top != top {
        insets.top = top;
    }
    Ok(())
}

/// The rules as the bar names them: the preset or the rule set, and the variants in force (a
/// lesson's rules are the standard ones with a short deal, not "Custom").
fn rules_words(view: &crate::rules::view::SeatView, sets: Option<&RuleSets>, lesson: bool) -> String {
    let sets = sets.map_or(&[][..], |s| &s.0);
    let text = if lesson { t!("learn-rules-label") } else { crate::lang::words::rules_label(&view.preset, &view.rules, sets) };
    let variants = crate::settings::window::variants_in_force(&view.rules);
    if variants.is_empty() { text } else { t!("bar-rules-with", rules = text, variants = variants.join(", ")) }
}

/// Online: a word to the table, the room's code, how many watch, and a connection being found
/// again; a watcher's bar says they watch.
fn online_items(ui: &mut egui::Ui, reports: &mut BarReports<'_>) {
    let BarReports { online, say, .. } = reports;
    if let Some(online) = online.as_ref().filter(|o| o.watching) {
        ui.label(RichText::new(t!("bar-watching")).italics());
        if let Some(code) = &online.code {
            ui.label(RichText::new(t!("bar-room", code = code.as_str())).weak());
        }
        return;
    }
    let Some(online) = online else { return };
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
    // How many watch, while they do (the lobby said it before the deal).
    let watchers = online.watchers();
    if watchers > 0 {
        ui.label(RichText::new(t!("bar-watchers", count = watchers)).weak());
    }
    if let crate::online::Link::Reconnecting(why) = &online.link {
        ui.label(RichText::new(t!("bar-reconnecting")).italics().color(Color32::from_rgb(255, 170, 150)))
            .on_hover_text(online.trouble_words(why));
    }
}

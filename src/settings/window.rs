//! The settings window: rules (every house rule, with what it means and which rule text it comes
//! from), players, display, and the rules in plain words. Reachable from the title screen and
//! during a game, where the rules in play are shown but locked.

use crate::files::settings::{Display, Sound, Speed, TableColour};
use crate::game::Game;
use crate::game_setup::GameSetup;
use crate::lang::Lang;
use crate::lang::how_to_play::{Topic, describe};
use crate::lang::t;
use crate::rules::HouseRules;
use crate::rules::house_rules::*;
use crate::saving::{RuleSets, SettingsEdited};
use crate::settings::new_game::{player_label, rules_chooser, seat_editor};
use crate::settings::rule_rows::{CONFLICT, rules_editor};
use crate::theme::spoken::named_slider;
use bevy::prelude::MessageWriter;
use bevy_egui::egui::{self, Color32, RichText, Ui};

/// Which part of the settings window is open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    #[default]
    Rules,
    Players,
    Display,
    HowToPlay,
}

/// The settings window's own state.
#[derive(Debug, Default)]
pub struct SettingsWindow {
    pub open: bool,
    pub tab: Tab,
    save_name: String,
    /// Scroll "How to play" to the keys (it was opened with `?`), once.
    pub at_keys: bool,
    /// "How to play" opened by a lesson at a rule the person's table plays differently: the
    /// table's rules are shown (not the lesson's), that rule's line marked; scrolled to once.
    pub rule: Option<(Topic, bool)>,
}

impl SettingsWindow {
    /// Open "How to play" with the rules of the person's table, at the line telling `topic`.
    pub fn show_rule(&mut self, topic: Topic) {
        self.open = true;
        self.tab = Tab::HowToPlay;
        self.rule = Some((topic, true));
    }

    /// Open "How to play" at the keys.
    pub fn show_keys(&mut self) {
        self.open = true;
        self.tab = Tab::HowToPlay;
        self.at_keys = true;
    }
}

/// The variants a game is played with, for the top bar (the rules of the Variants group that
/// are on).
pub fn variants_in_force(r: &HouseRules) -> Vec<String> {
    let on = [
        (r.branching == Branching::AfterCover, "variant-branching"),
        (r.branching == Branching::ThreeCovers, "variant-three-covers"),
        (r.blanks_wild, "variant-blanks-wild"),
        (r.partnerships, "variant-partnerships"),
        (r.swan_drive, "variant-swan-drive"),
        (r.bullet_train, "variant-bullet-train"),
    ];
    on.iter().filter(|(yes, _)| *yes).map(|(_, key)| crate::lang::tr(key)).collect()
}

/// What the settings window shows: copies of the settings, which its widgets change, and the
/// rule sets to start from. `report` sends what the person changed; the window changes nothing.
pub struct Edit<'a> {
    pub display: Display,
    pub sound: Sound,
    pub speed: Speed,
    pub new_game: GameSetup,
    pub sets: &'a RuleSets,
    /// Rules the person asked to save under a name.
    pub save: Option<(String, HouseRules)>,
}

impl<'a> Edit<'a> {
    /// The settings as the panels read them.
    pub fn of(view: &'a crate::saving::SettingsView) -> Edit<'a> {
        Edit {
            display: view.display.0,
            sound: view.sound.0,
            speed: view.speed.0,
            new_game: view.new_game.0.clone(),
            sets: &view.sets,
            save: None,
        }
    }

    /// What the person changed, as requests.
    pub fn changes(self, view: &crate::saving::SettingsView) -> Vec<SettingsEdited> {
        let mut out = Vec::new();
        if self.display != view.display.0 {
            out.push(SettingsEdited::Display(self.display));
        }
        if self.sound != view.sound.0 {
            out.push(SettingsEdited::Sound(self.sound));
        }
        if self.speed != view.speed.0 {
            out.push(SettingsEdited::Speed(self.speed));
        }
        if self.new_game != view.new_game.0 {
            out.push(SettingsEdited::NewGame(self.new_game));
        }
        if let Some((name, rules)) = self.save {
            out.push(SettingsEdited::SaveRules { name, rules });
        }
        out
    }

    /// Send what the person changed.
    pub fn report(self, view: &crate::saving::SettingsView, out: &mut MessageWriter<SettingsEdited>) {
        out.write_batch(self.changes(view));
    }
}

/// The whole window. `in_play`: the rules of a game under way, shown locked.
pub fn show(ctx: &egui::Context, window: &mut SettingsWindow, edit: &mut Edit<'_>, in_play: Option<&Game>) {
    let mut open = window.open;
    egui::Window::new(RichText::new(t!("settings-title")).size(20.0))
        .id(egui::Id::new("settings"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_size([760.0, 560.0])
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                for (tab, key) in [
                    (Tab::Rules, "settings-rules"),
                    (Tab::Players, "settings-players"),
                    (Tab::Display, "settings-display"),
                    (Tab::HowToPlay, "settings-how-to-play"),
                ] {
                    ui.selectable_value(&mut window.tab, tab, RichText::new(t!(key)).size(16.0));
                }
            });
            ui.separator();
            // How to play opened by a lesson during its game: whose rules these are (above the
            // scrolled text, in sight).
            if window.tab == Tab::HowToPlay && window.rule.is_some() && in_play.is_some() {
                ui.label(RichText::new(t!("how-your-table")).italics().color(Color32::from_rgb(250, 215, 120)));
            }
            // One height for every tab, so the window does not jump when switching.
            let body = (ctx.viewport_rect().height() - 180.0).clamp(120.0, 560.0);
            egui::ScrollArea::vertical().auto_shrink([false, false]).min_scrolled_height(body).max_height(body).show(ui, |ui| match window
                .tab
            {
                Tab::Rules => rules_tab(ui, window, edit, in_play),
                Tab::Players => players_tab(ui, &mut edit.new_game, in_play),
                Tab::Display => display_tab(ui, &mut edit.display, &mut edit.sound, &mut edit.speed),
                Tab::HowToPlay => {
                    // Opened by a lesson at a rule: the rules of the person's table, whatever is
                    // played now.
                    let rules = match (window.rule, in_play) {
                        (Some(_), _) | (None, None) => edit.new_game.rules.clone(),
                        (None, Some(g)) => g.the_match.rules().clone(),
                    };
                    let scroll = window.rule.as_mut().map(|(topic, scroll)| (*topic, std::mem::take(scroll)));
                    how_to_play_tab(ui, rules, std::mem::take(&mut window.at_keys), scroll)
                }
            });
        });
    window.open = open;
    // The rule's mark lasts while How to play stays open.
    if !window.open || window.tab != Tab::HowToPlay {
        window.rule = None;
    }
}

/// The seats of the next game (or, during one, the seats playing it).
fn players_tab(ui: &mut Ui, setup: &mut GameSetup, in_play: Option<&Game>) {
    if let Some(game) = in_play {
        ui.label(t!("players-in-play"));
        for (i, s) in game.seats.iter().enumerate() {
            ui.label(t!("seats-seat-playing", seat = i + 1, name = s.name.as_str(), player = player_label(s.player)));
        }
        return;
    }
    seat_editor(ui, setup);
}

/// The rules in plain words, generated from the rules themselves; `rule`: the line of a topic to
/// mark, and whether to scroll to it now.
fn how_to_play_tab(ui: &mut Ui, rules: HouseRules, at_keys: bool, rule: Option<(Topic, bool)>) {
    for section in describe(&rules) {
        ui.label(RichText::new(section.title).strong().size(17.0));
        for line in &section.lines {
            let text = format!("• {}", line.text);
            match rule {
                Some((topic, scroll)) if line.topic == Some(topic) => {
                    let marked = ui.label(RichText::new(text).strong().color(Color32::from_rgb(250, 215, 120)));
                    if scroll {
                        marked.scroll_to_me(Some(egui::Align::Center));
                    }
                }
                _ => {
                    ui.label(text);
                }
            }
        }
        ui.add_space(6.0);
    }
    let keys = ui.label(RichText::new(t!("how-keys")).strong().size(17.0));
    if at_keys {
        keys.scroll_to_me(Some(egui::Align::TOP));
    }
    // What each key does wraps within the window (the longest ran past its edge).
    let what_width = (ui.available_width() - 200.0).max(240.0);
    egui::Grid::new("keys").num_columns(2).spacing([14.0, 4.0]).max_col_width(what_width).show(ui, |ui| {
        for line in crate::gestures::KEY_LINES {
            ui.label(RichText::new(crate::lang::tr(line.keys)).strong().monospace());
            ui.add(egui::Label::new(crate::lang::tr(line.what)).wrap());
            ui.end_row();
        }
    });
}

fn rules_tab(ui: &mut Ui, window: &mut SettingsWindow, edit: &mut Edit<'_>, in_play: Option<&Game>) {
    let sets = edit.sets;
    if let Some(game) = in_play {
        ui.label(
            RichText::new(t!(
                "rules-locked",
                rules = crate::lang::words::rules_label(game.the_match.preset(), game.the_match.rules(), &sets.0)
            ))
            .color(Color32::from_rgb(250, 215, 120)),
        );
        let mut rules = game.the_match.rules().clone();
        ui.add_enabled_ui(false, |ui| rules_editor(ui, &mut rules, None));
        return;
    }
    let setup = &mut edit.new_game;
    ui.horizontal(|ui| {
        let name = ui.label(t!("rules-start-from")).id;
        rules_chooser(ui, name, setup, sets);
    });
    // The engine's validate() says what cannot be played: always on one line above the list (so
    // the list never moves), and marked on the rows concerned.
    let mut players = setup.rules.clone();
    players.players = setup.seats.len() as u8;
    let conflict = players.validate().err();
    let (text, colour) = match (&conflict, setup.problem()) {
        (Some(c), _) => (t!("rules-cannot-be-played", why = crate::lang::refusal::invalid(c)), CONFLICT),
        (None, Some(p)) => (format!("⚠ {}", crate::lang::refusal::setup_problem(&p)), CONFLICT),
        (None, None) => (t!("rules-can-be-played"), Color32::from_rgb(150, 210, 150)),
    };
    // Two lines kept for it, whatever it says.
    let height = ui.text_style_height(&egui::TextStyle::Body) * 2.0 + 6.0;
    ui.allocate_ui_with_layout(egui::vec2(ui.available_width(), height), egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.set_min_height(height);
        ui.add(egui::Label::new(RichText::new(text).color(colour)).wrap());
    });
    rules_editor(ui, &mut setup.rules, conflict.as_ref());
    setup.rules.players = setup.seats.len() as u8;
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.label(t!("rules-save-as"));
        ui.add(egui::TextEdit::singleline(&mut window.save_name).hint_text(t!("rules-save-as-hint")).desired_width(200.0));
        let name = window.save_name.trim().to_string();
        if ui.add_enabled(!name.is_empty(), egui::Button::new(t!("rules-save"))).clicked() {
            edit.save = Some((name, setup.rules.clone()));
        }
    });
}

/// The language: the system's (named, in its own words) or one chosen, each in its own words.
fn language_choice(ui: &mut Ui, name: egui::Id, language: &mut Option<Lang>) {
    let system = t!("display-language-system", language = Lang::system().native_name());
    let shown = language.map_or_else(|| system.clone(), |l| l.native_name().to_string());
    egui::ComboBox::from_id_salt("language")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(language, None, system);
            for l in Lang::OFFERED {
                ui.selectable_value(language, Some(l), l.native_name());
            }
        })
        .response
        .labelled_by(name);
}

/// Four tiles drawn as the display settings draw them.
fn tiles_as_they_look(ui: &mut Ui, d: &Display) {
    let style = crate::table::art::FaceStyle { numerals: d.numerals, colour_coded: d.colour_coded, colour_blind_safe: d.colour_blind_safe };
    let (rect, _) = ui.allocate_exact_size(egui::vec2(4.0 * 86.0, 40.0), egui::Sense::hover());
    for (i, (a, b)) in [(1, 2), (3, 4), (5, 6), (9, 12)].into_iter().enumerate() {
        let at = rect.min + egui::vec2(i as f32 * 86.0, 0.0);
        let place = egui::Rect::from_min_size(at, egui::vec2(80.0, 40.0));
        crate::table::painted::paint_tile(ui.painter(), place, crate::rules::Tile(a, b), style, crate::table::painted::Look::default());
    }
}

/// The table's colour, chosen from a list named by `name`.
fn table_colour_choice(ui: &mut Ui, name: egui::Id, table: &mut TableColour) {
    egui::ComboBox::from_id_salt("table colour")
        .selected_text(crate::lang::words::table_colour(*table))
        .show_ui(ui, |ui| {
            for c in TableColour::ALL {
                ui.selectable_value(table, c, crate::lang::words::table_colour(c));
            }
        })
        .response
        .labelled_by(name);
}

fn display_tab(ui: &mut Ui, d: &mut Display, sound: &mut Sound, speed: &mut Speed) {
    egui::Grid::new("display").num_columns(2).spacing([18.0, 10.0]).show(ui, |ui| {
        let name = ui.label(RichText::new(t!("display-language")).strong()).id;
        language_choice(ui, name, &mut d.language);
        ui.end_row();
        ui.label(RichText::new(t!("display-numbers")).strong());
        ui.horizontal(|ui| {
            ui.radio_value(&mut d.numerals, false, t!("display-pips"));
            ui.radio_value(&mut d.numerals, true, t!("display-numerals"));
        });
        ui.end_row();
        ui.label(RichText::new(t!("display-colours")).strong());
        ui.vertical(|ui| {
            ui.checkbox(&mut d.colour_coded, t!("display-colour-coded"));
            ui.add_enabled(d.colour_coded, egui::Checkbox::new(&mut d.colour_blind_safe, t!("display-colour-blind-safe")));
        });
        ui.end_row();
        ui.label(RichText::new(t!("display-looks-like")).strong());
        tiles_as_they_look(ui, d);
        ui.end_row();
        let name = ui.label(RichText::new(t!("display-table")).strong()).id;
        table_colour_choice(ui, name, &mut d.table);
        ui.end_row();
        let name = ui.label(RichText::new(t!("display-text-size")).strong()).id;
        ui.horizontal(|ui| {
            let percent = percent(d.ui_scale);
            named_slider(ui, egui::Slider::new(&mut d.ui_scale, 0.75..=2.0).step_by(0.05), name, percent);
            let shown = ui.ctx().zoom_factor();
            if shown + 0.005 < d.ui_scale {
                ui.label(RichText::new(t!("display-text-size-capped", percent = (shown * 100.0).round() as i64)).weak());
            }
        });
        ui.end_row();
        ui.label(RichText::new(t!("display-guide")).strong());
        let guide = ui.checkbox(&mut d.guide, t!("display-guide-on")).on_hover_text(t!("display-guide-tip"));
        if guide.changed() {
            d.guide_until_a_game = false;
        }
        ui.end_row();
        ui.label(RichText::new(t!("display-play-for-me")).strong());
        ui.vertical(|ui| {
            ui.checkbox(&mut d.draw_and_pass_for_me, t!("display-draw-and-pass")).on_hover_text(t!("display-draw-and-pass-tip"));
            ui.checkbox(&mut d.play_only_move_for_me, t!("display-only-move")).on_hover_text(t!("display-only-move-tip"));
        });
        ui.end_row();
        ui.label(RichText::new(t!("display-speed")).strong());
        ui.horizontal(|ui| {
            for s in Speed::ALL {
                ui.radio_value(speed, s, crate::lang::words::speed(s));
            }
        });
        ui.end_row();
        let name = ui.label(RichText::new(t!("display-sound")).strong()).id;
        ui.horizontal(|ui| {
            ui.checkbox(&mut sound.on, t!("display-sound-on"));
            let percent = percent(sound.volume);
            ui.add_enabled_ui(sound.on, |ui| named_slider(ui, egui::Slider::new(&mut sound.volume, 0.0..=1.0), name, percent));
        });
        ui.end_row();
    });
}

/// A share of a whole as people read it: "35 %".
fn percent(share: f32) -> String {
    format!("{:.0} %", share * 100.0)
}

#[cfg(test)]
mod tests {
    use crate::rules::house_rules::{RULE_FIELDS, RuleGroup};
    use bevy_egui::egui;

    use crate::ui::layout_check::fits_in_every_language;
    use egui_kittest::Harness;

    /// The settings window's inside at its default width (760 points), as tall as a tab gets.
    const WINDOW: egui::Vec2 = egui::vec2(740.0, 6000.0);

    /// The Display tab in every language and the pseudo-language: every word on the screen, none
    /// over another.
    #[test]
    fn the_display_tab_fits_in_every_language() {
        let screen = egui::vec2(1280.0, 720.0);
        fits_in_every_language("the Display tab", screen, 9, || {
            let crate::files::settings::Settings { mut display, mut sound, mut speed, .. } = Default::default();
            Harness::builder().with_size(screen).build_ui(move |ui| super::display_tab(ui, &mut display, &mut sound, &mut speed))
        });
    }

    /// The Rules tab in every language and the pseudo-language: every row's words inside the
    /// settings window's width, none over another.
    #[test]
    fn the_rules_tab_fits_its_window_in_every_language() {
        fits_in_every_language("the Rules tab", WINDOW, 60, || {
            let mut rules = crate::rules::preset("standard").expect("a preset");
            Harness::builder().with_size(WINDOW).build_ui(move |ui| {
                super::rules_editor(ui, &mut rules, None);
            })
        });
    }

    /// A screen reader hears each yes/no choice with the rule it answers, and each drop-down by
    /// its row's title.
    #[test]
    fn the_rules_choices_are_named_by_their_rule() {
        use crate::lang::t;
        use egui_kittest::kittest::{NodeT, Queryable, by};
        let mut rules = crate::rules::preset("standard").expect("a preset");
        let harness = Harness::builder().with_size(WINDOW).build_ui(move |ui| {
            super::rules_editor(ui, &mut rules, None);
        });
        let names = |role| harness.query_all(by().role(role)).map(|n| n.accesskit_node().label().unwrap_or_default()).collect::<Vec<_>>();
        let radios = names(egui::accesskit::Role::RadioButton);
        assert!(radios.iter().any(|r| r == &format!("{}: {}", t!("rule-blanks-wild"), t!("rules-yes"))), "{radios:?}");
        assert!(radios.iter().all(|r| r != &t!("rules-yes") && r != &t!("rules-no")), "a bare yes or no: {radios:?}");
        let combos = names(egui::accesskit::Role::ComboBox);
        assert!(combos.contains(&t!("rule-set")), "{combos:?}");
    }

    /// How to play (every rule told, then the keys) and the Players tab (8 seats), in every
    /// language and the pseudo-language, inside the settings window's width.
    #[test]
    fn how_to_play_and_the_players_tab_fit_their_window_in_every_language() {
        let rules = crate::rules::preset("celko-1998").expect("a preset");
        fits_in_every_language("How to play", WINDOW, 40, || {
            let rules = rules.clone();
            Harness::builder().with_size(WINDOW).build_ui(move |ui| super::how_to_play_tab(ui, rules.clone(), false, None))
        });
        fits_in_every_language("the Players tab", WINDOW, 8, || {
            let mut setup = crate::game_setup::GameSetup::default();
            setup.resize(8);
            Harness::builder().with_size(WINDOW).build_ui(move |ui| super::players_tab(ui, &mut setup, None))
        });
    }

    #[test]
    fn every_house_rule_has_a_row_in_its_group() {
        let ctx = egui::Context::default();
        let mut rules = crate::rules::preset("standard").expect("a preset");
        let mut drawn = Vec::new();
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            drawn = super::rules_editor(ui, &mut rules, None);
        });
        out.textures_delta.clear();
        // Group by group, in the list's order; every house rule but the seats' (the Players tab).
        let grouped: Vec<&str> =
            RuleGroup::SHOWN.iter().flat_map(|g| RULE_FIELDS.iter().filter(move |f| f.group == *g).map(|f| f.name)).collect();
        assert_eq!(drawn.iter().map(|d| d.0).collect::<Vec<_>>(), grouped, "every grouped rule drew its row");
        assert!(drawn.iter().all(|d| !d.1), "nothing marked without a conflict");
        assert_eq!(grouped.len(), RULE_FIELDS.len() - 1);
        assert!(!grouped.contains(&"players"));
    }

    #[test]
    fn a_conflict_is_marked_on_both_of_its_rows_and_nowhere_else() {
        let ctx = egui::Context::default();
        let mut rules = crate::rules::preset("standard").expect("a preset");
        rules.cover_optional = true;
        rules.continuous_draw = true;
        let conflict = rules.validate().expect_err("these rules clash");
        let mut drawn = Vec::new();
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            drawn = super::rules_editor(ui, &mut rules, Some(&conflict));
        });
        out.textures_delta.clear();
        let marked: Vec<&str> = drawn.iter().filter(|d| d.1).map(|d| d.0).collect();
        assert_eq!(marked, ["cover_optional", "continuous_draw"]);
    }
}

//! Widgets the title screen and the settings window share: the rules chooser, the seats editor,
//! and the words for presets and players.

pub mod tiles;

use crate::ai::Level;
use crate::files::rule_sets;
use crate::game_setup::{GameSetup, Player};
use crate::lang::t;
use crate::rules::{HouseRules, preset, preset_names};
use crate::saving::RuleSets;
use bevy_egui::egui::{self, Ui};

/// The look of the title's card and of the dialogs over the table: dark felt in a gold rim.
pub fn card_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(egui::Color32::from_rgb(15, 38, 27))
        .stroke(egui::Stroke::new(2.0, egui::Color32::from_rgb(196, 160, 72)))
        .corner_radius(12)
        .inner_margin(egui::Margin::same(18))
        .shadow(egui::epaint::Shadow { offset: [0, 6], blur: 18, spread: 0, color: egui::Color32::from_black_alpha(110) })
}

/// The gold of the game's name and the dialogs' titles.
pub const GOLD: egui::Color32 = egui::Color32::from_rgb(245, 205, 95);

/// A little train of tiles `height` points high, doubles crosswise, as on the table.
pub fn tile_strip(ui: &mut Ui, style: crate::table::art::FaceStyle, tiles: &[crate::rules::Tile], height: f32) {
    let long = height * 1.75;
    let gap = height * 0.15;
    let width: f32 = tiles.iter().map(|t| if t.0 == t.1 { height / 2.0 } else { long } + gap).sum();
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
    let mut x = rect.left();
    for &t in tiles {
        let double = t.0 == t.1;
        let size = if double { egui::vec2(height / 2.0, height) } else { egui::vec2(long, height / 2.0) };
        let at = egui::pos2(x, rect.center().y - size.y / 2.0);
        tiles::paint_tile(ui.painter(), egui::Rect::from_min_size(at, size), t, style, tiles::Look::default());
        x += size.x + gap;
    }
}

/// Who may sit at a seat of a new game.
const PLAYERS: [Player; 4] =
    [Player::Human, Player::Computer(Level::Random), Player::Computer(Level::Normal), Player::Computer(Level::Hard)];

pub fn player_label(p: Player) -> String {
    t!(match p {
        Player::Human => "player-person",
        Player::Computer(Level::Random) => "player-easy",
        // Offered no more; settings saved before Normal and Hard existed may still name it.
        Player::Computer(Level::Greedy) => "player-greedy",
        Player::Computer(Level::Normal) => "player-normal",
        Player::Computer(Level::Hard) => "player-hard",
        Player::Recorded => "player-recorded",
    })
}

/// What each player does, for the chooser's tooltip.
fn player_blurb(p: Player) -> String {
    t!(match p {
        Player::Human => "player-person-tip",
        Player::Computer(Level::Random) => "player-easy-tip",
        Player::Computer(Level::Greedy) => "player-greedy-tip",
        Player::Computer(Level::Normal) => "player-normal-tip",
        Player::Computer(Level::Hard) => "player-hard-tip",
        Player::Recorded => "player-recorded-tip",
    })
}

/// The number of seats, and each seat's name and player.
pub fn seat_editor(ui: &mut Ui, setup: &mut GameSetup) {
    ui.horizontal(|ui| {
        let name = ui.label(t!("seats-players")).id;
        let mut n = setup.seats.len();
        let max = if setup.rules.set >= 15 { 12 } else { 8 };
        let shown = n.to_string();
        named_slider(ui, egui::Slider::new(&mut n, 2..=max), name, shown);
        setup.resize(n);
    });
    egui::Grid::new("seats").num_columns(3).spacing([12.0, 6.0]).show(ui, |ui| {
        for (i, seat) in setup.seats.iter_mut().enumerate() {
            let name = ui.label(t!("seats-seat", seat = i + 1)).id;
            ui.add(
                egui::TextEdit::singleline(&mut seat.name)
                    .char_limit(16)
                    .desired_width(170.0)
                    .vertical_align(egui::Align::Center)
                    .min_size(egui::vec2(170.0, 30.0)),
            )
            .labelled_by(name);
            egui::ComboBox::from_id_salt(("player", i))
                .width(190.0)
                .selected_text(player_label(seat.player))
                .show_ui(ui, |ui| {
                    for p in PLAYERS {
                        ui.selectable_value(&mut seat.player, p, player_label(p)).on_hover_text(player_blurb(p));
                    }
                })
                .response
                .labelled_by(name);
            ui.end_row();
        }
    });
    setup.rules.players = setup.seats.len() as u8;
}

/// What a setup's rules are called: the preset or saved set, or changes to one.
pub fn rules_name(setup: &GameSetup, sets: &RuleSets) -> rule_sets::RulesName {
    rule_sets::name_of(&setup.preset, &setup.rules, &sets.0)
}

/// A slider named for a screen reader by the label `name` beside it, its value written after it
/// as `shown`. (egui's own value box beside a slider is a second control it cannot name.)
pub fn named_slider(ui: &mut Ui, slider: egui::Slider<'_>, name: egui::Id, shown: impl Into<egui::WidgetText>) -> egui::Response {
    let response = ui.add(slider.show_value(false)).labelled_by(name);
    ui.label(shown);
    response
}

/// Names a control for a screen reader with `words` (trimmed) that are drawn inside it, where no
/// label beside it says them.
pub fn spoken_as(response: egui::Response, words: &str) -> egui::Response {
    let words = words.trim().trim_end_matches(':').trim().to_string();
    response.ctx.accesskit_node_builder(response.id, |node| node.set_label(words));
    response
}

/// A label's text as a screen reader reads it (and announces it, when it is live): `words`
/// instead of what is drawn, such as tiles said aloud instead of "12|5".
pub fn read_as(response: egui::Response, words: &str) -> egui::Response {
    let words = words.to_string();
    response.ctx.accesskit_node_builder(response.id, |node| node.set_value(words));
    response
}

/// A label a screen reader speaks whenever its words change, wherever the focus is (an ARIA
/// "polite" live region): the live line of the table in words, a lesson's step, the guide.
pub fn live(response: egui::Response) -> egui::Response {
    response.ctx.accesskit_node_builder(response.id, |node| node.set_live(egui::accesskit::Live::Polite));
    response
}

/// A share of a whole as people read it: "35 %".
pub fn percent(share: f32) -> String {
    format!("{:.0} %", share * 100.0)
}

/// Choose the rules to start from: a built-in preset or a saved rule set; named for a screen
/// reader by the label `name` beside it.
pub fn rules_chooser(ui: &mut Ui, name: egui::Id, setup: &mut GameSetup, sets: &RuleSets) {
    let players = setup.seats.len() as u8;
    // The entry that is ticked is the one named at the top (rules that match a saved set are
    // that set, even when they were started from a preset).
    let current = rules_name(setup, sets);
    egui::ComboBox::from_id_salt("rules to start from")
        .width(260.0)
        .height(480.0)
        .selected_text(crate::lang::words::rules_name(&current))
        .show_ui(ui, |ui| {
            for name in preset_names() {
                let picked = ui.selectable_label(current.is(name), name).on_hover_text(crate::lang::words::preset_blurb(name)).clicked();
                if let (true, Ok(rules)) = (picked, preset(name)) {
                    setup.preset = name.to_string();
                    setup.rules = HouseRules { players, ..rules };
                }
            }
            if !sets.0.is_empty() {
                ui.separator();
            }
            for set in &sets.0 {
                if ui.selectable_label(current.is(&set.name), t!("rules-saved-set", name = set.name.as_str())).clicked() {
                    setup.preset = set.name.clone();
                    setup.rules = HouseRules { players, ..set.rules.clone() };
                }
            }
        })
        .response
        .labelled_by(name);
}

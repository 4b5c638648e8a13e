//! The widgets the title's new-game card and the settings window share to set up a game: the
//! rules chooser, the seats editor, and the words for players.

use crate::ai::Level;
use crate::files::rule_sets;
use crate::game_setup::{GameSetup, Player};
use crate::lang::t;
use crate::rules::{HouseRules, preset, preset_names};
use crate::saving::RuleSets;
use crate::theme::spoken::named_slider;
use bevy_egui::egui::{self, Ui};

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
pub fn rules_called(setup: &GameSetup, sets: &RuleSets) -> rule_sets::RulesName {
    rule_sets::name_of(&setup.preset, &setup.rules, &sets.0)
}

/// Choose the rules to start from: a built-in preset or a saved rule set; named for a screen
/// reader by the label `name` beside it.
pub fn rules_chooser(ui: &mut Ui, name: egui::Id, setup: &mut GameSetup, sets: &RuleSets) {
    let players = setup.seats.len() as u8;
    // The entry that is ticked is the one named at the top (rules that match a saved set are
    // that set, even when they were started from a preset).
    let current = rules_called(setup, sets);
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

//! The replay viewer's panels: the replay's name, step back and forward, play and pause, the
//! round, what the last move was, and any seat's hand, face up.

use crate::game::Game;
use crate::gestures::Gesture;
use crate::lang::t;
use crate::replay::{ReplayCommand, ReplayView};
use crate::rules::{Action, TrainId};
use crate::screens::{Screen, ToTitleRequested};
use crate::table::art::FaceStyle;
use crate::table::painted::{Look, paint_tile};
use crate::table::space::TableInsets;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Color32, LayerId, RichText, Ui, UiBuilder};

/// A move in words, seen from nobody's seat in particular (`round`: the position after it).
/// The viewer's panels, drawn with egui: its keys, top bar, controls and the review beside the
/// table (whose room at the window's right is the table's again off the replay).
pub fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Replay), |mut insets: ResMut<TableInsets>| insets.right = 0.0).add_systems(
        bevy_egui::EguiPrimaryContextPass,
        (replay_keys, replay_top_bar, replay_controls, super::review_panel::review_panel)
            .chain()
            .run_if(in_state(Screen::Replay))
            .in_set(crate::schedule::Draw::Panels),
    );
}

fn describe(names: &[String], round: &crate::rules::Round, seat: u8, action: Action) -> String {
    let teller = crate::lang::words::MoveTeller {
        name: |s: u8| names.get(usize::from(s)).cloned().unwrap_or_else(|| t!("seats-seat", seat = s + 1)),
        you: None,
        main: |t: TrainId| round.main_train(t),
        tile: |t: crate::rules::Tile| t.to_string(),
    };
    teller.tell(seat, action)
}

/// Keys: ← and → step, space plays or pauses (unless a text field has the keyboard).
pub fn replay_keys(mut contexts: EguiContexts, view: Option<Res<ReplayView>>, mut commands: MessageWriter<ReplayCommand>) -> Result {
    if view.is_none() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    if ctx.egui_wants_keyboard_input() {
        return Ok(());
    }
    let (left, right, space) =
        ctx.input(|i| (i.key_pressed(egui::Key::ArrowLeft), i.key_pressed(egui::Key::ArrowRight), i.key_pressed(egui::Key::Space)));
    if left {
        commands.write(ReplayCommand::Back);
    }
    if right {
        commands.write(ReplayCommand::Forward);
    }
    // A focused button answers space itself.
    if space && ctx.memory(|m| m.focused().is_none()) {
        commands.write(ReplayCommand::PlayOrPause);
    }
    Ok(())
}

/// A root `Ui` over the whole window for a panel whose size sets the table's view.
fn root(ctx: &egui::Context, name: &'static str) -> Ui {
    Ui::new(ctx.clone(), name.into(), UiBuilder::new().layer_id(LayerId::background()).max_rect(ctx.viewport_rect()))
}

/// The replay's name, Fit table and Close.
pub fn replay_top_bar(
    mut contexts: EguiContexts,
    view: Option<Res<ReplayView>>,
    mut insets: ResMut<TableInsets>,
    mut gestures: MessageWriter<Gesture>,
    mut to_title: MessageWriter<ToTitleRequested>,
) -> Result {
    let Some(view) = view else { return Ok(()) };
    let ctx = contexts.ctx_mut()?.clone();
    let top = egui::Panel::top("replay top").resizable(false).show(&mut root(&ctx, "replay top"), |ui| {
        ui.horizontal(|ui| {
            ui.label(RichText::new(t!("replay-title")).strong().size(18.0).color(Color32::from_rgb(240, 200, 90)));
            ui.separator();
            ui.label(&view.name);
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button(t!("replay-close")).clicked() {
                    to_title.write(ToTitleRequested);
                }
                if ui.button(t!("bar-fit-table")).on_hover_text(t!("bar-fit-table-tip")).clicked() {
                    gestures.write(Gesture::FitTable);
                }
            });
        });
    });
    let height = top.response.rect.height() * ctx.zoom_factor();
    if insets.top != height {
        insets.top = height;
    }
    Ok(())
}

/// The round, stepping and playing, the last move in words, and any seat's hand face up.
pub fn replay_controls(
    mut contexts: EguiContexts,
    view: Option<Res<ReplayView>>,
    game: Option<Res<Game>>,
    style: Res<FaceStyle>,
    mut insets: ResMut<TableInsets>,
    mut commands: MessageWriter<ReplayCommand>,
) -> Result {
    let (Some(view), Some(game)) = (view, game) else { return Ok(()) };
    let mut asked = Vec::new();
    let ctx = contexts.ctx_mut()?.clone();
    let bottom = egui::Panel::bottom("replay controls").resizable(false).show(&mut root(&ctx, "replay controls"), |ui| {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            step_buttons(ui, &view, &mut asked);
            ui.separator();
            let last = view.step.checked_sub(1).and_then(|i| view.record.rounds.get(view.round)?.moves.get(i));
            let text = last.map_or_else(|| t!("replay-round-begins"), |m| describe(&view.names, game.the_match.round(), m.seat, m.action));
            ui.label(RichText::new(text).color(Color32::from_rgb(250, 225, 150)));
        });
        ui.add_space(4.0);
        ui.horizontal(|ui| hand_row(ui, &view, &game, *style, &mut asked));
        ui.add_space(4.0);
    });
    let height = bottom.response.rect.height() * ctx.zoom_factor();
    if insets.bottom != height {
        insets.bottom = height;
    }
    commands.write_batch(asked);
    Ok(())
}

/// The round chooser and the buttons that move through the record.
fn step_buttons(ui: &mut Ui, view: &ReplayView, asked: &mut Vec<ReplayCommand>) {
    let rounds = view.record.rounds.len();
    let chooser = egui::ComboBox::from_id_salt("round")
        .selected_text(t!("replay-round-of", round = view.round + 1, rounds = rounds))
        .show_ui(ui, |ui| {
            for r in 0..rounds {
                let engine = view.record.rounds[r].engine;
                if ui
                    .selectable_label(view.round == r, t!("replay-round-engine", round = r + 1, engine = format!("{engine}|{engine}")))
                    .clicked()
                {
                    asked.push(ReplayCommand::ToRound(r));
                }
            }
        });
    crate::theme::spoken::spoken_as(chooser.response, &t!("replay-round-chooser"));
    // Each button is a picture with words for its tooltip, and those words are its name for a
    // screen reader (not "⏮").
    let mut big = |glyph: &str, what: String| {
        let response = ui.add(egui::Button::new(RichText::new(glyph).size(18.0)).min_size(egui::vec2(44.0, 30.0)));
        crate::theme::spoken::spoken_as(response, &what).on_hover_text(what).clicked()
    };
    if big("⏮", t!("replay-start-tip")) {
        asked.push(ReplayCommand::ToRound(view.round));
    }
    if big("◀", t!("replay-back-tip")) {
        asked.push(ReplayCommand::Back);
    }
    let (play, what) = if view.playing { ("⏸", t!("replay-pause-tip")) } else { ("▶", t!("replay-play-tip")) };
    if big(play, what) {
        asked.push(ReplayCommand::PlayOrPause);
    }
    if big("▶|", t!("replay-forward-tip")) {
        asked.push(ReplayCommand::Forward);
    }
    if big("⏭", t!("replay-end-tip")) {
        asked.push(ReplayCommand::ToEnd);
    }
    ui.label(t!("replay-move-of", step = view.step, moves = view.moves_in_round()));
}

/// Any seat's hand, face up.
fn hand_row(ui: &mut Ui, view: &ReplayView, game: &Game, style: FaceStyle, asked: &mut Vec<ReplayCommand>) {
    let hand_of = |s: u8| crate::lang::words::hand_of(view.names.get(usize::from(s)).map_or("?", String::as_str), view.you == Some(s));
    let mut seat = view.seat;
    let chooser = egui::ComboBox::from_id_salt("seat").selected_text(hand_of(seat)).show_ui(ui, |ui| {
        for s in 0..view.record.seats {
            ui.selectable_value(&mut seat, s, hand_of(s));
        }
    });
    crate::theme::spoken::spoken_as(chooser.response, &t!("replay-hand-chooser"));
    if seat != view.seat {
        asked.push(ReplayCommand::ShowHand(seat));
    }
    for tile in game.the_match.round().hand(view.seat).tiles() {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(30.0, 60.0), egui::Sense::hover());
        paint_tile(ui.painter(), rect, tile, style, Look::default());
    }
}

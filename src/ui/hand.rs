//! The top bar and the hand panel: your tiles (drag one onto a glowing train end, or click it and
//! then the end), Draw / Pass / End turn / Announce when they are legal, and what to do now.

use super::UiState;
use super::tiles::{Look, paint_back, paint_tile};
use crate::game::{ActionRequested, Game, HandShown, NewGameRequested, Player, Thinking};
use crate::rules::describe::{count, possessive};
use crate::rules::{Action, Seat, Tile, TrainId, TurnPhase};
use crate::screens::Screen;
use crate::table::art::FaceStyle;
use crate::table::camera::{CameraFit, TableInsets, TableProjection};
use crate::table::input::{Pointer, Selection, legal_play, train_at};
use crate::table::view::TableView;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, LayerId, Order, RichText, Sense, Ui, UiBuilder};
use bevy_egui::EguiContexts;

/// How the hand is sorted.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HandOrder {
    /// Highest number first, grouped (how people hold them).
    #[default]
    ByNumber,
    /// Heaviest first: what would cost most at the end of the round.
    ByPips,
    /// Tiles that play now first.
    PlayableFirst,
}

impl HandOrder {
    const ALL: [HandOrder; 3] = [HandOrder::ByNumber, HandOrder::ByPips, HandOrder::PlayableFirst];

    fn label(self) -> &'static str {
        match self {
            HandOrder::ByNumber => "By number",
            HandOrder::ByPips => "Heaviest first",
            HandOrder::PlayableFirst => "Playable first",
        }
    }
}

/// The tiles of the hand on screen, sorted.
pub fn sorted_hand(game: &Game, seat: Seat, order: HandOrder) -> Vec<(Tile, bool)> {
    let round = game.m.round();
    let mine = round.to_move() == seat;
    let playable = |t: Tile| mine && round.legal().iter().any(|a| matches!(a, Action::Play { tile, .. } if tile.id() == t.id()));
    let mut tiles: Vec<(Tile, bool)> = round.hand(seat).tiles().map(|t| (t, playable(t))).collect();
    match order {
        HandOrder::ByNumber => tiles.sort_by_key(|(t, _)| std::cmp::Reverse((t.0, t.1))),
        HandOrder::ByPips => tiles.sort_by_key(|(t, _)| std::cmp::Reverse((t.pips(), t.0))),
        HandOrder::PlayableFirst => tiles.sort_by_key(|(t, p)| (!p, std::cmp::Reverse((t.0, t.1)))),
    }
    tiles
}

/// What the person at the screen should do now, in words.
fn prompt(game: &Game, shown: Option<Seat>, thinking: bool) -> String {
    let round = game.m.round();
    if round.is_over() {
        return if game.m.is_over() { "The game is over." } else { "The round is over." }.into();
    }
    let seat = round.to_move();
    if !game.is_human(seat) {
        let dots = if thinking { "…" } else { "" };
        return format!("{} is playing{dots}", game.name(seat));
    }
    if shown != Some(seat) {
        return format!("{} turn.", possessive(game.name(seat)));
    }
    let legal = round.legal();
    let can = |a: Action| legal.contains(&a);
    let whose = |t: TrainId| match t {
        TrainId::Personal(s) if s == seat => "your train".to_string(),
        TrainId::Personal(s) => format!("{} train", possessive(game.name(s))),
        TrainId::Mexican => "the Mexican train".to_string(),
    };
    match round.phase() {
        TurnPhase::Announce => "Down to one tile: announce it (or end your turn and draw the penalty).".into(),
        TurnPhase::Build => "Your first turn: build your train from the station, then End turn.".into(),
        TurnPhase::SeekEngine => "Nobody holds the engine: draw until it turns up.".into(),
        TurnPhase::Restricted { train, pip } if !can(Action::Draw) && !can(Action::Pass) => {
            format!("Cover the open double {pip}|{pip} on {}.", whose(train))
        }
        TurnPhase::Finish { due, pip } if legal.iter().any(|a| matches!(a, Action::Play { .. })) => {
            format!("You laid a double: play one more tile (the {pip}|{pip} on {} first in line).", whose(due))
        }
        _ if can(Action::Draw) => "No tile of yours plays: draw from the boneyard.".into(),
        _ if can(Action::Pass) => "Still no play: pass — your marker goes on your train.".into(),
        _ => "Your turn: drag a tile onto a glowing train end.".into(),
    }
}

/// Hand tiles stand upright, sized to the window: readable at 1280×720 and 1920×1080.
fn tile_size(ctx: &egui::Context) -> egui::Vec2 {
    let h = (ctx.viewport_rect().height() * 0.115).clamp(60.0, 120.0);
    egui::vec2(h / 2.0, h)
}

/// The name of the rules in play, worked out once per game.
#[derive(Default)]
pub struct RulesLabel {
    game: Option<u64>,
    text: String,
}

/// The top bar and the hand panel, drawn into one root `Ui` so their sizes set the table's view.
#[expect(clippy::too_many_arguments, reason = "the hand panel shows and drives most of the game")]
pub fn panels(
    mut contexts: EguiContexts,
    game: Res<Game>,
    shown: Res<HandShown>,
    thinking: Res<Thinking>,
    mut order: ResMut<HandOrder>,
    mut selection: ResMut<Selection>,
    mut pointer: ResMut<Pointer>,
    (mut insets, mut fit, mut state): (ResMut<TableInsets>, ResMut<CameraFit>, ResMut<UiState>),
    (projection, view, time): (Res<TableProjection>, Res<TableView>, Res<Time>),
    (mut requests, mut new_game): (MessageWriter<ActionRequested>, MessageWriter<NewGameRequested>),
    mut next_screen: ResMut<NextState<Screen>>,
    mut toasts: ResMut<crate::game::Toasts>,
    (style, mut replay): (Res<FaceStyle>, MessageWriter<crate::game::saving::SaveReplayRequested>),
    (sets, mut rules_label): (Option<Res<crate::game::saving::RuleSets>>, Local<RulesLabel>),
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = Ui::new(ctx.clone(), "table panels".into(), UiBuilder::new().layer_id(LayerId::background()).max_rect(ctx.viewport_rect()));
    let round = game.m.round();
    let seat_shown = shown.0;
    let size = tile_size(&ctx);

    let top = egui::Panel::top("top bar").resizable(false).show(&mut root, |ui| {
        ui.horizontal(|ui| {
            ui.add_space(6.0);
            ui.label(RichText::new("Mexican Train").strong().size(18.0).color(Color32::from_rgb(240, 200, 90)));
            ui.separator();
            let engine = round.engine().map_or("—".to_string(), |p| format!("{p}|{p}"));
            if rules_label.game != Some(game.id) {
                let none = crate::game::saving::RuleSets::default();
                let sets = sets.as_deref().unwrap_or(&none);
                *rules_label = RulesLabel { game: Some(game.id), text: super::settings::rules_label(game.m.preset(), game.m.rules(), sets) };
            }
            ui.label(format!("Round {} · engine {engine} · {}", game.m.round_index() + 1, rules_label.text));
            ui.separator();
            ui.label(format!("Boneyard: {}", round.boneyard_len()));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button("Menu").clicked() {
                    state.menu = !state.menu;
                }
                if ui.button("Fit table").on_hover_text("Show the whole table (F)").clicked() {
                    fit.auto = true;
                }
            });
        });
    });
    if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        state.menu = false;
        state.settings.open = false;
    }
    if state.menu {
        egui::Window::new("Menu").collapsible(false).resizable(false).default_width(230.0).anchor(egui::Align2::RIGHT_TOP, [-8.0, 44.0]).show(&ctx, |ui| {
            ui.set_width(230.0);
            let width = ui.available_width();
            let item = |text: &str| egui::Button::new(text).min_size(egui::vec2(width, 0.0));
            if ui.add(item("New game (same players)")).clicked() {
                new_game.write(NewGameRequested(game.setup_again(super::fresh_seed())));
                state.menu = false;
            }
            if ui.add(item("Leave to the title screen")).clicked() {
                next_screen.set(Screen::Title);
                state.menu = false;
            }
            if ui.add(item("Save replay")).on_hover_text("Keep this game as a record you can watch again.").clicked() {
                replay.write(crate::game::saving::SaveReplayRequested);
                state.menu = false;
            }
            if ui.add(item("Settings…")).clicked() {
                state.settings.open = true;
                state.settings.tab = super::settings::Tab::Display;
                state.menu = false;
            }
            if ui.add(item("How to play")).clicked() {
                state.settings.open = true;
                state.settings.tab = super::settings::Tab::HowToPlay;
                state.menu = false;
            }
            if ui.add(item("Close")).clicked() {
                state.menu = false;
            }
        });
    }

    let hand_panel = egui::Panel::bottom("hand").resizable(false).show(&mut root, |ui| {
        ui.add_space(4.0);
        let seat = seat_shown.unwrap_or_else(|| game.viewer());
        let visible = seat_shown.is_some();
        ui.horizontal(|ui| {
            let name = match (visible, game.humans()) {
                (false, 0) => "Watching the computers".to_string(),
                (false, _) => "Hands are hidden".to_string(),
                (true, 1) => "Your hand".to_string(),
                (true, _) => format!("{} hand", possessive(game.name(seat))),
            };
            ui.label(RichText::new(name).strong());
            let n = count(round.hand_len(seat) as u64, "tile");
            let count = if visible { format!("({n})") } else { format!("({}: {n})", game.name(seat)) };
            ui.label(RichText::new(count).weak());
            ui.separator();
            ui.label(RichText::new(prompt(&game, seat_shown, thinking.is_thinking())).color(Color32::from_rgb(250, 225, 150)));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                egui::ComboBox::from_id_salt("sort").selected_text(order.label()).show_ui(ui, |ui| {
                    for o in HandOrder::ALL {
                        ui.selectable_value(&mut *order, o, o.label());
                    }
                });
                ui.label("Sort:");
            });
        });
        ui.add_space(2.0);
        ui.horizontal(|ui| {
            let my_turn = visible && round.to_move() == seat && !round.is_over();
            let legal = round.legal();
            ui.vertical(|ui| {
                ui.set_width(ui.available_width() - 190.0);
                ui.horizontal_wrapped(|ui| {
                    ui.spacing_mut().item_spacing.x = 6.0;
                    if !visible {
                        for _ in 0..round.hand_len(seat) {
                            let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
                            paint_back(ui.painter(), rect);
                        }
                        return;
                    }
                    for (tile, playable) in sorted_hand(&game, seat, *order) {
                        let (rect, response) = ui.allocate_exact_size(size, Sense::click_and_drag());
                        let dragged = selection.dragging.is_some_and(|d| d.id() == tile.id());
                        let look = Look { playable, selected: selection.selected.is_some_and(|s| s.id() == tile.id()), ghost: dragged };
                        let lift = if response.hovered() && !dragged { egui::vec2(0.0, -4.0) } else { egui::Vec2::ZERO };
                        paint_tile(ui.painter(), rect.translate(lift), tile, *style, look);
                        let response = response.on_hover_text(format!("{}|{} · {} points", tile.0, tile.1, tile.pips()));
                        if response.drag_started() {
                            selection.dragging = Some(tile);
                            pointer.tile_drag = true;
                        }
                        if response.drag_stopped() {
                            let at = ctx.pointer_latest_pos().map(|p| super::to_pixels(&ctx, p));
                            drop_tile(&game, seat, tile, at, &projection, &view, &mut requests, &mut toasts, time.elapsed_secs());
                            selection.dragging = None;
                            selection.selected = None;
                            pointer.tile_drag = false;
                        }
                        if response.double_clicked() && my_turn {
                            let places: Vec<Action> = legal.iter().copied().filter(|a| matches!(a, Action::Play { tile: t, .. } if t.id() == tile.id())).collect();
                            if let [only] = places[..] {
                                requests.write(ActionRequested { seat, action: only });
                                selection.selected = None;
                            }
                        } else if response.clicked() {
                            let again = selection.selected.is_some_and(|s| s.id() == tile.id());
                            selection.selected = if again { None } else { Some(tile) };
                        }
                    }
                });
            });
            ui.separator();
            ui.vertical(|ui| {
                let can = |a: Action| my_turn && legal.contains(&a);
                let button = |ui: &mut Ui, text: &str, enabled: bool, tip: &str| ui.add_enabled(enabled, egui::Button::new(text).min_size(egui::vec2(170.0, 28.0))).on_hover_text(tip).on_disabled_hover_text(tip);
                if button(ui, "Draw", can(Action::Draw), "Take a tile from the boneyard: only when no tile of yours plays.").clicked() {
                    requests.write(ActionRequested { seat, action: Action::Draw });
                }
                if button(ui, "Pass", can(Action::Pass), "Only when you cannot play after drawing: your turn ends and your marker goes on your train, so others may play on it.").clicked() {
                    requests.write(ActionRequested { seat, action: Action::Pass });
                }
                if can(Action::Announce) && button(ui, "Announce last tile", true, "Tap the table: you are down to one tile.").clicked() {
                    requests.write(ActionRequested { seat, action: Action::Announce });
                }
                if can(Action::EndTurn) {
                    let tip = if round.phase() == TurnPhase::Announce { "End your turn without announcing: you draw the penalty." } else { "You have built your train: end your turn." };
                    if button(ui, "End turn", true, tip).clicked() {
                        requests.write(ActionRequested { seat, action: Action::EndTurn });
                    }
                }
            });
        });
        ui.add_space(4.0);
    });
    let zoom = ctx.zoom_factor();
    let top_h = top.response.rect.height() * zoom;
    let bottom_h = hand_panel.response.rect.height() * zoom;
    let new = TableInsets { top: top_h, bottom: bottom_h };
    if *insets != new {
        *insets = new;
    }
    // Nobody may act for a computer seat; forget a selection when it is not our move.
    if game.human_to_move().is_none() || matches!(game.player(round.to_move()), Player::Computer(_)) {
        selection.selected = None;
    }
    Ok(())
}

/// A tile was let go at `at` (logical pixels): play it on the train end there, or say why not.
#[expect(clippy::too_many_arguments, reason = "a drop needs the table, the game and the toasts")]
fn drop_tile(
    game: &Game,
    seat: Seat,
    tile: Tile,
    at: Option<Vec2>,
    projection: &TableProjection,
    view: &TableView,
    requests: &mut MessageWriter<ActionRequested>,
    toasts: &mut crate::game::Toasts,
    now: f32,
) {
    let (Some(at), Some(layout)) = (at, view.layout.as_ref()) else { return };
    if !projection.contains(at) {
        return; // Back into the hand: nothing happens.
    }
    let Some(train) = train_at(layout, projection.to_table(at)) else {
        toasts.push("Drop the tile on the glowing end of a train.", now);
        return;
    };
    let action = legal_play(game, tile, train).unwrap_or(Action::Play { tile, train });
    requests.write(ActionRequested { seat, action });
}

/// The tile being dragged, under the pointer.
pub fn drag_overlay(mut contexts: EguiContexts, selection: Res<Selection>, style: Res<FaceStyle>) -> Result {
    let Some(tile) = selection.dragging else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let Some(p) = ctx.pointer_latest_pos() else { return Ok(()) };
    let painter = ctx.layer_painter(LayerId::new(Order::Tooltip, egui::Id::new("dragged tile")));
    let rect = egui::Rect::from_center_size(p, tile_size(ctx) * 1.1);
    paint_tile(&painter, rect, tile, *style, Look { playable: true, selected: true, ghost: false });
    Ok(())
}

//! Labels on the table: each seat's plate (name, tiles in hand, score, whose turn), the Mexican
//! train's label, the boneyard's count, and toasts.

use super::tiles::paint_back;
use crate::game::{Game, NoticeKind};
use crate::rules::{Seat, TrainId};
use crate::rules::describe::count;
use crate::table::art::seat_colour;
use crate::table::space::{TableProjection, TableView, world};
use crate::toasts::Toasts;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, Color32, RichText};

fn egui_colour(c: Color) -> Color32 {
    let s = c.to_srgba();
    Color32::from_rgb((s.red * 255.0) as u8, (s.green * 255.0) as u8, (s.blue * 255.0) as u8)
}

/// Where to centre an area last drawn as `last` so that all of it stays on the table's part of
/// the window, not under the panels: `at`, moved in as little as needed; `None` when the table's
/// part of the window is too small to hold it at all.
fn keep_inside(ctx: &egui::Context, last: Option<egui::Rect>, at: Vec2, projection: &TableProjection) -> Option<Vec2> {
    let Some(rect) = last else { return Some(at) };
    let half = Vec2::new(rect.width(), rect.height()) * ctx.zoom_factor() / 2.0 + Vec2::splat(2.0);
    let (lo, hi) = (projection.origin + half, projection.origin + projection.size - half);
    (lo.x <= hi.x && lo.y <= hi.y).then(|| at.clamp(lo, hi))
}

/// Whether an area last drawn as `last` lies over the end of any train: its last tile or the
/// place the next one would go.
fn hides_a_train_end(ctx: &egui::Context, last: Option<egui::Rect>, layout: &crate::table::layout::TableLayout, projection: &TableProjection) -> bool {
    let Some(rect) = last else { return false };
    layout.trains.iter().any(|t| {
        let ends = std::iter::once(t.next.center).chain(t.tiles.last().map(|p| p.center));
        ends.into_iter().any(|p| rect.contains(super::to_points(ctx, projection.to_screen(world(p)))))
    })
}

/// Plates at the outer end of every spoke, and the boneyard's count.
pub fn plates(mut contexts: EguiContexts, game: Res<Game>, view: Res<TableView>, projection: Res<TableProjection>, time: Res<Time>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(layout) = view.layout.as_ref() else { return Ok(()) };
    let pulse = 0.5 + 0.5 * (time.elapsed_secs() * 3.0).sin();
    for t in &layout.trains {
        let at = projection.to_screen(world(t.plate));
        if t.train.is_side() || !projection.contains(at) {
            continue;
        }
        let id = egui::Id::new(("plate", t.train));
        let last = ctx.memory(|m| m.area_rect(id));
        let Some(at) = keep_inside(ctx, last, at, &projection) else { continue };
        let hides_an_end = hides_a_train_end(ctx, last, layout, &projection);
        egui::Area::new(id).fixed_pos(super::to_points(ctx, at)).pivot(Align2::CENTER_CENTER).order(egui::Order::Background).interactable(false).show(ctx, |ui| {
            if hides_an_end {
                // A zoomed-in table can bring a train's end under a plate: let it show through.
                ui.multiply_opacity(0.35);
            }
            match t.train {
                TrainId::Personal(seat) => seat_plate(ui, &game, seat, pulse),
                _ => mexican_label(ui),
            }
        });
    }
    let at = projection.to_screen(world(layout.boneyard));
    if projection.contains(at) {
        egui::Area::new(egui::Id::new("boneyard")).fixed_pos(super::to_points(ctx, at + Vec2::new(0.0, 34.0))).pivot(Align2::CENTER_TOP).order(egui::Order::Background).interactable(false).show(ctx, |ui| {
            ui.add(egui::Label::new(RichText::new(format!("Boneyard: {}", game.m.round().boneyard_len())).strong().color(Color32::WHITE)).extend());
        });
    }
    Ok(())
}

/// A seat's plate: its colour and name, whose turn, tiles in hand, score, open train, last tile.
fn seat_plate(ui: &mut egui::Ui, game: &Game, seat: Seat, pulse: f32) {
    let round = game.m.round();
    let to_move = round.to_move() == seat && !round.is_over();
    let colour = egui_colour(seat_colour(seat));
    let border = if to_move { Color32::from_rgb(255, 215, 90).gamma_multiply(0.6 + 0.4 * pulse) } else { colour.gamma_multiply(0.7) };
    let frame = egui::Frame::new()
        .fill(Color32::from_rgba_unmultiplied(18, 28, 22, 225))
        .stroke(egui::Stroke::new(if to_move { 3.0 } else { 1.5 }, border))
        .corner_radius(8)
        .inner_margin(egui::Margin::symmetric(10, 6));
    frame.show(ui, |ui| {
        ui.horizontal(|ui| {
            let (dot, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
            ui.painter().circle_filled(dot.center(), 5.0, colour);
            ui.label(RichText::new(game.name(seat)).strong().size(15.0));
            if game.m.is_eliminated(seat) {
                ui.label(RichText::new("out").weak());
            }
            if to_move {
                ui.label(RichText::new("to play").color(Color32::from_rgb(255, 215, 90)));
            }
        });
        ui.horizontal(|ui| {
            ui.label(count(round.hand_len(seat) as u64, "tile"));
            ui.label(RichText::new(format!("· {} pts", game.m.totals().get(seat as usize).copied().unwrap_or(0))).weak());
            if round.has_marker(seat) {
                ui.label(RichText::new("· open train").color(Color32::from_rgb(255, 190, 120)));
            }
            if round.has_announced(seat) {
                ui.label(RichText::new("· last tile!").color(Color32::from_rgb(255, 120, 100)));
            }
        });
        if !game.is_human(seat) || Some(seat) != view_human(game) {
            let n = round.hand_len(seat).min(16);
            let (rect, _) = ui.allocate_exact_size(egui::vec2(n as f32 * 9.0 + 6.0, 16.0), egui::Sense::hover());
            for i in 0..n {
                let r = egui::Rect::from_min_size(rect.min + egui::vec2(i as f32 * 9.0, 0.0), egui::vec2(8.0, 16.0));
                paint_back(ui.painter(), r);
            }
        }
    });
}

/// The Mexican train's label.
fn mexican_label(ui: &mut egui::Ui) {
    egui::Frame::new().fill(Color32::from_rgba_unmultiplied(90, 55, 25, 230)).corner_radius(8).inner_margin(egui::Margin::symmetric(10, 6)).show(ui, |ui| {
        ui.label(RichText::new("MEXICAN TRAIN").strong().color(Color32::from_rgb(245, 210, 110)));
        ui.label(RichText::new("open to everyone").small());
    });
}

/// The human whose hand is on this screen (to skip their face-down row on their plate).
fn view_human(game: &Game) -> Option<Seat> {
    (game.humans() == 1).then(|| game.viewer())
}

/// Messages near the top of the table, fading out.
pub fn toasts(mut contexts: EguiContexts, toasts: Res<Toasts>, projection: Res<TableProjection>, time: Res<Time>) -> Result {
    if toasts.items.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let now = time.elapsed_secs();
    let top = super::to_points(ctx, Vec2::new(projection.origin.x + projection.size.x / 2.0, projection.origin.y + 16.0));
    egui::Area::new(egui::Id::new("toasts")).fixed_pos(top).pivot(Align2::CENTER_TOP).order(egui::Order::Foreground).interactable(false).show(ctx, |ui| {
        for t in &toasts.items {
            let age = now - t.since;
            let alpha = ((t.seconds() - age) / 0.6).clamp(0.0, 1.0);
            let (r, g, b) = match t.kind {
                NoticeKind::Problem => (120, 30, 25),
                NoticeKind::Done => (30, 90, 50),
            };
            egui::Frame::new()
                .fill(Color32::from_rgba_unmultiplied(r, g, b, (230.0 * alpha) as u8))
                .corner_radius(8)
                .inner_margin(egui::Margin::symmetric(14, 8))
                .show(ui, |ui| {
                    ui.label(RichText::new(&t.text).size(16.0).color(Color32::WHITE.gamma_multiply(alpha)));
                });
            ui.add_space(4.0);
        }
    });
    Ok(())
}

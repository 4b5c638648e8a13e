//! Labels on the table: each seat's plate (name, tiles in hand, score, whose turn) on the view's
//! border, a badge at every open end (the number to match, the Mexican train's name, markers,
//! doubles to cover), the boneyard's count, and toasts.

use super::tiles::paint_back;
use crate::game::{Game, HandShown, NoticeKind};
use crate::rules::{Seat, TrainId, TurnPhase};
use crate::rules::describe::count;
use crate::table::art::{MEXICAN_COLOUR, seat_colour};
use crate::table::space::{LabelSizes, PlateSpots, TableProjection, TableView, world};
use crate::toasts::Toasts;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, Color32, RichText};

fn egui_colour(c: Color) -> Color32 {
    let s = c.to_srgba();
    Color32::from_rgb((s.red * 255.0) as u8, (s.green * 255.0) as u8, (s.blue * 255.0) as u8)
}

/// Whether an area last drawn as `last` lies over the end of any train: its last tile or the
/// place the next one would go (only when the player zoomed in: the framing keeps them apart).
fn hides_a_train_end(ctx: &egui::Context, last: Option<egui::Rect>, layout: &crate::table::layout::TableLayout, projection: &TableProjection) -> bool {
    let Some(rect) = last else { return false };
    layout.trains.iter().any(|t| {
        let ends = std::iter::once(t.next.center).chain(t.tiles.last().map(|p| p.center));
        ends.into_iter().any(|p| rect.contains(super::to_points(ctx, projection.to_screen(world(p)))))
    })
}

/// The seats that get a plate: all of them, but the one person's whose hand is on screen (their
/// hand panel says the same, right under their train).
fn plated_seats<'a>(game: &'a Game, shown: &'a HandShown) -> impl Iterator<Item = Seat> + 'a {
    let own = (game.humans() == 1 && shown.0 == Some(game.viewer())).then(|| game.viewer());
    (0..game.m.seats()).filter(move |&s| Some(s) != own)
}

/// A plate's half size before it was first drawn, in logical pixels.
const PLATE_GUESS: Vec2 = Vec2::new(100.0, 34.0);

/// What the plates and badges need to be drawn.
#[derive(SystemParam)]
pub struct TableLabels<'w> {
    game: Res<'w, Game>,
    shown: Res<'w, HandShown>,
    view: Res<'w, TableView>,
    projection: Res<'w, TableProjection>,
    spots: Res<'w, PlateSpots>,
    time: Res<'w, Time>,
}

/// The seats' plates where the camera put them on the border, the end badges, and the
/// boneyard's count; the sizes drawn are reported for the next framing.
pub fn plates(mut contexts: EguiContexts, labels: TableLabels, mut sizes: ResMut<LabelSizes>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(layout) = labels.view.layout.as_ref() else { return Ok(()) };
    let (game, projection) = (&*labels.game, &*labels.projection);
    let pulse = 0.5 + 0.5 * (labels.time.elapsed_secs() * 3.0).sin();
    let zoom = ctx.zoom_factor();
    let mut drawn: Vec<(TrainId, Vec2)> = Vec::new();
    for seat in plated_seats(game, &labels.shown) {
        let train = TrainId::Personal(seat);
        let id = egui::Id::new(("plate", train));
        let last = ctx.memory(|m| m.area_rect(id));
        drawn.push((train, last.map_or(PLATE_GUESS, |r| Vec2::new(r.width(), r.height()) * zoom / 2.0)));
        let Some(&(_, at)) = labels.spots.spots.iter().find(|(t, _)| *t == train) else { continue };
        let hides_an_end = hides_a_train_end(ctx, last, layout, projection);
        egui::Area::new(id).fixed_pos(super::to_points(ctx, at)).pivot(Align2::CENTER_CENTER).order(egui::Order::Background).interactable(false).show(ctx, |ui| {
            if hides_an_end {
                // A zoomed-in table can bring a train's end under a plate: let it show through.
                ui.multiply_opacity(0.35);
            }
            seat_plate(ui, game, seat, pulse);
        });
    }
    let badge_half = badges(ctx, game, labels.shown.0, layout, projection, pulse);
    let reported = LabelSizes { plates: drawn, badge_half: badge_half.max(LabelSizes::default().badge_half), ..LabelSizes::default() };
    // Only a change of a pixel or more frames the table again.
    let same = sizes.plates.len() == reported.plates.len()
        && sizes.plates.iter().zip(&reported.plates).all(|(a, b)| a.0 == b.0 && a.1.distance(b.1) < 1.0)
        && sizes.badge_half.distance(reported.badge_half) < 1.0;
    if !same {
        *sizes = reported;
    }
    if let Some(at) = labels.spots.boneyard {
        // Under the heap (drawn by the table at the same spot, a little higher).
        egui::Area::new(egui::Id::new("boneyard")).fixed_pos(super::to_points(ctx, at + Vec2::new(0.0, 16.0))).pivot(Align2::CENTER_TOP).order(egui::Order::Background).interactable(false).show(ctx, |ui| {
            ui.add(egui::Label::new(RichText::new(format!("Boneyard: {}", game.m.round().boneyard_len())).strong().color(Color32::WHITE)).extend());
        });
    }
    Ok(())
}

/// A badge at every open end the person at the screen may see: the number to match in the
/// colour of the train's owner, the Mexican train's name, an open train's marker and an open
/// double's "cover". Returns the largest badge's half size, in logical pixels.
fn badges(ctx: &egui::Context, game: &Game, shown: Option<Seat>, layout: &crate::table::layout::TableLayout, projection: &TableProjection, pulse: f32) -> Vec2 {
    let round = game.m.round();
    let clip = egui::Rect::from_min_size(super::to_points(ctx, projection.origin), egui::vec2(projection.size.x, projection.size.y) / ctx.zoom_factor());
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("end badges"))).with_clip_rect(clip);
    let seat = shown.unwrap_or_else(|| game.viewer());
    let due = match round.phase() {
        TurnPhase::Restricted { train, .. } | TurnPhase::Finish { due: train, .. } => Some(train),
        _ => None,
    };
    let open: Vec<TrainId> = round.open_double_trains().chain(due).filter(|&t| round.train(t).ends_in_double).collect();
    let mut largest = Vec2::ZERO;
    for t in &layout.trains {
        let main = round.main_train(t.train);
        if game.humans() > 0 && !round.shows(seat, main) {
            continue;
        }
        let at = super::to_points(ctx, projection.to_screen(world(crate::table::framing::badge_at(t))));
        let end = Badge {
            number: round.train(t.train).end,
            colour: main.owner().map_or(egui_colour(MEXICAN_COLOUR), |s| egui_colour(seat_colour(s))),
            mexican: main == TrainId::Mexican && !t.train.is_side(),
            public: t.train.owner().is_some_and(|s| round.has_marker(s)),
            cover: open.contains(&t.train).then_some(if due == Some(t.train) { pulse } else { 1.0 }),
        };
        let rect = end.paint(&painter, at);
        largest = largest.max(Vec2::new(rect.width(), rect.height()) * ctx.zoom_factor() / 2.0);
    }
    largest
}

/// An open end's badge.
struct Badge {
    number: crate::rules::Pip,
    colour: Color32,
    mexican: bool,
    public: bool,
    /// An open double to cover: how bright its outline is (the one due now pulses).
    cover: Option<f32>,
}

impl Badge {
    /// Paint it centred at `at` (points); the rectangle it took.
    fn paint(&self, painter: &egui::Painter, at: egui::Pos2) -> egui::Rect {
        const COVER: Color32 = Color32::from_rgb(255, 140, 70);
        let number = painter.layout_no_wrap(self.number.to_string(), egui::FontId::proportional(18.0), Color32::WHITE);
        let caption = match (self.mexican, self.cover.is_some()) {
            (true, true) => Some("Mexican · cover"),
            (true, false) => Some("Mexican"),
            (false, true) => Some("cover"),
            (false, false) => None,
        };
        let caption = caption.map(|c| painter.layout_no_wrap(c.to_string(), egui::FontId::proportional(11.0), if self.cover.is_some() { COVER } else { Color32::from_rgb(245, 210, 110) }));
        let flag = if self.public { 11.0 } else { 0.0 };
        let inner_w = number.size().x + caption.as_ref().map_or(0.0, |c| c.size().x + 4.0) + flag;
        let h = number.size().y + 4.0;
        let rect = egui::Rect::from_center_size(at, egui::vec2((inner_w + 12.0).max(h + 2.0), h));
        let stroke = match self.cover {
            Some(bright) => egui::Stroke::new(2.5, COVER.gamma_multiply(0.45 + 0.55 * bright)),
            None => egui::Stroke::new(2.0, self.colour),
        };
        painter.rect(rect, 8.0, Color32::from_rgba_unmultiplied(16, 24, 20, 235), stroke, egui::StrokeKind::Inside);
        let mut x = rect.center().x - inner_w / 2.0;
        if let Some(c) = caption {
            painter.galley(egui::pos2(x, rect.center().y - c.size().y / 2.0), c.clone(), Color32::WHITE);
            x += c.size().x + 4.0;
        }
        painter.galley(egui::pos2(x, rect.center().y - number.size().y / 2.0), number.clone(), Color32::WHITE);
        x += number.size().x;
        if self.public {
            // The marker: a little flag in the owner's colour, as on the train.
            let (top, foot) = (egui::pos2(x + 4.0, rect.top() + 5.0), egui::pos2(x + 4.0, rect.bottom() - 5.0));
            painter.line_segment([top, foot], egui::Stroke::new(1.5, Color32::WHITE));
            painter.add(egui::Shape::convex_polygon(vec![top, egui::pos2(top.x + 7.0, top.y + 3.5), egui::pos2(top.x, top.y + 7.0)], self.colour, egui::Stroke::NONE));
        }
        rect
    }
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
            seat_status(ui, game, seat);
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

/// A seat's score, and whether its train is open and it announced its last tile (on its plate,
/// or in the hand panel's header for the hand on screen).
pub fn seat_status(ui: &mut egui::Ui, game: &Game, seat: Seat) {
    let round = game.m.round();
    ui.label(RichText::new(format!("· {} pts", game.m.totals().get(seat as usize).copied().unwrap_or(0))).weak());
    if round.has_marker(seat) {
        ui.label(RichText::new("· open train").color(Color32::from_rgb(255, 190, 120)));
    }
    if round.has_announced(seat) {
        ui.label(RichText::new("· last tile!").color(Color32::from_rgb(255, 120, 100)));
    }
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

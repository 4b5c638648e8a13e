//! Labels on the table, drawn with egui over it: each seat's plate (name, tiles in hand, score,
//! whose turn) on the view's border, a badge at every open end (the number to match, the Mexican
//! train's name, markers, doubles to cover), and the boneyard's count.

use crate::game::PlayerView;
use crate::lang::t;
use crate::rules::{Seat, TrainId};
use crate::schedule::Draw;
use crate::screens::Screen;
use crate::table::art::{MEXICAN_COLOUR, seat_colour};
use crate::table::space::{Highlight, LabelSizes, PlateSpots, TableProjection, TableView, world};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use table_layout::geometry::Bounds;
use table_layout::layout::TableLayout;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, plates.run_if(in_state(Screen::Game).or_else(in_state(Screen::Replay))).in_set(Draw::Overlays));
}

/// A Bevy colour (the seats', the table's) in egui.
pub fn egui_colour(c: Color) -> Color32 {
    let s = c.to_srgba();
    Color32::from_rgb((s.red * 255.0) as u8, (s.green * 255.0) as u8, (s.blue * 255.0) as u8)
}

/// Whether an area last drawn as `last` lies over the end of any train: its last tile or the
/// place the next one would go (only when the player zoomed in: the framing keeps them apart).
fn hides_a_train_end(ctx: &egui::Context, last: Option<egui::Rect>, layout: &TableLayout, projection: &TableProjection) -> bool {
    let Some(rect) = last else { return false };
    layout.trains.iter().any(|t| {
        let ends = std::iter::once(t.next.center).chain(t.tiles.last().map(|p| p.center));
        ends.into_iter().any(|p| rect.contains(super::space::to_points(ctx, projection.to_screen(world(p)))))
    })
}

/// The seats that get a plate: all of them, but the one person's whose hand is on screen (their
/// hand panel says the same, right under their train).
fn plated_seats(seen: &PlayerView) -> impl Iterator<Item = Seat> + '_ {
    let own = (seen.humans() == 1 && seen.view.seat == Some(seen.viewer)).then_some(seen.viewer);
    (0..seen.names.len() as Seat).filter(move |&s| Some(s) != own && seen.view.train(TrainId::Personal(s)).is_some())
}

/// Every plate's width in points: the same for all, so the table does not move as their words
/// change.
const PLATE_WIDTH: f32 = 128.0;

/// A plate's half size before it was first drawn, in logical pixels.
const PLATE_GUESS: Vec2 = Vec2::new(PLATE_WIDTH / 2.0 + 12.0, 26.0);

/// What the plates and badges need to be drawn.
#[derive(SystemParam)]
pub struct TableLabels<'w> {
    seen: Option<Res<'w, PlayerView>>,
    view: Res<'w, TableView>,
    projection: Res<'w, TableProjection>,
    spots: Res<'w, PlateSpots>,
    highlight: Res<'w, Highlight>,
    time: Res<'w, Time>,
}

/// The plates (each seat's, the Mexican train's) where the camera put them on the border, the
/// end badges, the folded runs' counts, and the boneyard's count; the plates' sizes are reported
/// for the next layout.
pub fn plates(mut contexts: EguiContexts, labels: TableLabels, mut sizes: ResMut<LabelSizes>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(layout) = labels.view.layout.as_ref() else { return Ok(()) };
    let Some(seen) = labels.seen.as_deref() else { return Ok(()) };
    let projection = &*labels.projection;
    let pulse = 0.5 + 0.5 * (labels.time.elapsed_secs() * 3.0).sin();
    let zoom = ctx.zoom_factor();
    let mexican = seen.view.train(TrainId::Mexican).is_some();
    let plated: Vec<TrainId> = plated_seats(seen).map(TrainId::Personal).chain(mexican.then_some(TrainId::Mexican)).collect();
    let mut drawn: Vec<(TrainId, Vec2)> = Vec::new();
    for train in plated {
        let id = egui::Id::new(("plate", train));
        let last = ctx.memory(|m| m.area_rect(id));
        // The frame's stroke may lie just outside the area.
        drawn.push((train, last.map_or(PLATE_GUESS, |r| Vec2::new(r.width() + 3.0, r.height() + 3.0) * zoom / 2.0)));
        let Some(&(_, at)) = labels.spots.spots.iter().find(|(t, _)| *t == train) else { continue };
        let hides_an_end = hides_a_train_end(ctx, last, layout, projection);
        egui::Area::new(id)
            .fixed_pos(super::space::to_points(ctx, at))
            .pivot(Align2::CENTER_CENTER)
            .order(egui::Order::Background)
            .interactable(false)
            .show(ctx, |ui| {
                if hides_an_end {
                    // A zoomed-in table can bring a train's end under a plate: let it show through.
                    ui.multiply_opacity(0.35);
                }
                match train {
                    TrainId::Personal(seat) => seat_plate(ui, seen, seat, pulse),
                    _ => mexican_plate(ui),
                }
            });
    }
    badges(ctx, seen, layout, projection, pulse);
    // The keyboard's focus: corners around the end where Enter plays.
    if let Some(t) = labels.highlight.focused.and_then(|t| layout.train(t)) {
        let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("end focus")));
        crate::table::painted::paint_focus(&painter, screen_rect(ctx, projection, t.next.bounds()));
    }
    let reported = LabelSizes { plates: drawn, ..LabelSizes::default() };
    // Only a change of a pixel or more lays the table out again.
    if sizes.differs(&reported) {
        *sizes = reported;
    }
    if let Some(at) = labels.spots.boneyard {
        // Under the heap (drawn by the table at the same spot, a little higher); a long word
        // (German-long, as the pseudo-language has it) kept off the window's edge.
        egui::Area::new(egui::Id::new("boneyard"))
            .constrain_to(ctx.content_rect().shrink(8.0))
            .fixed_pos(super::space::to_points(ctx, at + Vec2::new(0.0, 16.0)))
            .pivot(Align2::CENTER_TOP)
            .order(egui::Order::Background)
            .interactable(false)
            .show(ctx, |ui| {
                ui.add(
                    egui::Label::new(RichText::new(t!("bar-boneyard", count = seen.view.boneyard)).strong().color(Color32::WHITE)).extend(),
                );
            });
    }
    Ok(())
}

/// A table box in window points.
fn screen_rect(ctx: &egui::Context, projection: &TableProjection, b: Bounds) -> egui::Rect {
    let (a, c) = (projection.to_screen(world(b.min)), projection.to_screen(world(b.max)));
    egui::Rect::from_two_pos(super::space::to_points(ctx, a), super::space::to_points(ctx, c))
}

/// A badge on every open end the person at the screen may see, inside the end's next place
/// (beside the marker of a train open to all): the number to match, framed in the colour of the
/// train's owner (an open double to cover in orange, with "cover" in the player's language when
/// there is room); and on every folded run, how many tiles it holds.
fn badges(ctx: &egui::Context, seen: &PlayerView, layout: &TableLayout, projection: &TableProjection, pulse: f32) {
    let clip = egui::Rect::from_min_size(
        super::space::to_points(ctx, projection.origin),
        egui::vec2(projection.size.x, projection.size.y) / ctx.zoom_factor(),
    );
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("end badges"))).with_clip_rect(clip);
    let view = &seen.view;
    for t in &layout.trains {
        let Some(train) = view.train(t.train).filter(|t| t.shown) else { continue };
        let end = Badge {
            number: train.end,
            colour: train.main.owner().map_or(egui_colour(MEXICAN_COLOUR), |s| egui_colour(seat_colour(s))),
            cover: view.waits_for_cover(t.train).then_some(if view.due == Some(t.train) { pulse } else { 1.0 }),
        };
        // A train's marker stands on the outer half of its next place; without one, the badge
        // takes the whole place.
        let marked = t.train.owner().is_none_or(|s| view.seat_info(s).is_some_and(|i| i.marker));
        let place = if marked || t.train.is_side() { t.badge } else { t.next.bounds() };
        end.paint(&painter, screen_rect(ctx, projection, place));
        for &(run, n) in &t.runs {
            folded_count(&painter, screen_rect(ctx, projection, run), n);
        }
    }
}

/// How many tiles a folded run holds, on the run.
fn folded_count(painter: &egui::Painter, run: egui::Rect, n: usize) {
    let size = (run.height() * 0.62).clamp(10.0, 16.0);
    let text = painter.layout_no_wrap(format!("+{n}"), egui::FontId::proportional(size), Color32::WHITE);
    let chip = egui::Rect::from_center_size(run.center(), text.size() + egui::vec2(8.0, 2.0));
    painter.rect(
        chip,
        chip.height() / 2.0,
        Color32::from_rgba_unmultiplied(16, 24, 20, 215),
        egui::Stroke::new(1.0, Color32::from_gray(190)),
        egui::StrokeKind::Inside,
    );
    painter.galley(chip.center() - text.size() / 2.0, text, Color32::WHITE);
}

/// An open end's badge.
struct Badge {
    number: crate::rules::Pip,
    colour: Color32,
    /// An open double to cover: how bright its outline is (the one due now pulses).
    cover: Option<f32>,
}

/// An open double's colour: its glow on the table, and its badge.
const COVER: Color32 = Color32::from_rgb(255, 140, 70);

impl Badge {
    /// Paint it inside `place` (the end's badge box, in points), as large as it reads well.
    fn paint(&self, painter: &egui::Painter, place: egui::Rect) {
        // As tall as the place is across the train (a place at a turn stands upright).
        let h = (place.height().min(place.width()) * 0.86).clamp(12.0, 30.0);
        let number = painter.layout_no_wrap(self.number.to_string(), egui::FontId::proportional(h * 0.72), Color32::WHITE);
        let caption = painter.layout_no_wrap(t!("badge-cover"), egui::FontId::proportional((h * 0.5).max(10.0)), COVER);
        let pad = h * 0.3;
        let with_caption = number.size().x + caption.size().x + 4.0 + 2.0 * pad;
        let caption = (self.cover.is_some() && with_caption <= place.width() - 2.0).then_some(caption);
        let inner_w = number.size().x + caption.as_ref().map_or(0.0, |c| c.size().x + 4.0);
        let rect = egui::Rect::from_center_size(place.center(), egui::vec2((inner_w + 2.0 * pad).max(h), h));
        let stroke = match self.cover {
            Some(bright) => egui::Stroke::new(2.5, COVER.gamma_multiply(0.45 + 0.55 * bright)),
            None => egui::Stroke::new(2.0, self.colour),
        };
        painter.rect(rect, h * 0.3, Color32::from_rgba_unmultiplied(16, 24, 20, 235), stroke, egui::StrokeKind::Inside);
        let mut x = rect.center().x - inner_w / 2.0;
        if let Some(c) = caption {
            let w = c.size().x;
            painter.galley(egui::pos2(x, rect.center().y - c.size().y / 2.0), c, Color32::WHITE);
            x += w + 4.0;
        }
        painter.galley(egui::pos2(x, rect.center().y - number.size().y / 2.0), number, Color32::WHITE);
    }
}

/// A plate's inside: its fixed width, its lines close together.
fn compact(ui: &mut egui::Ui) {
    ui.set_width(PLATE_WIDTH);
    ui.spacing_mut().item_spacing.y = 2.0;
    ui.spacing_mut().interact_size.y = 18.0;
}

/// A plate's frame: in its owner's colour, bright and thick when it is their turn.
fn plate_frame(colour: Color32, to_move: bool, pulse: f32) -> egui::Frame {
    let border = if to_move { Color32::from_rgb(255, 215, 90).gamma_multiply(0.6 + 0.4 * pulse) } else { colour.gamma_multiply(0.8) };
    egui::Frame::new()
        .fill(Color32::from_rgba_unmultiplied(18, 28, 22, 225))
        .stroke(egui::Stroke::new(if to_move { 3.0 } else { 1.5 }, border))
        .corner_radius(8)
        .inner_margin(egui::Margin::symmetric(10, 6))
}

/// A plate's first line: the colour's dot, the name (cut short to fit) and, at the right, what
/// is happening to the seat now.
fn plate_title(ui: &mut egui::Ui, colour: Color32, name: &str, tail: Option<RichText>) {
    ui.horizontal(|ui| {
        let (dot, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
        ui.painter().circle_filled(dot.center(), 5.0, colour);
        let tail =
            tail.map(|t| egui::WidgetText::from(t).into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, egui::TextStyle::Body));
        let room = ui.available_width() - tail.as_ref().map_or(0.0, |t| t.size().x + 6.0);
        ui.scope(|ui| {
            ui.set_max_width(room.max(20.0));
            ui.add(egui::Label::new(RichText::new(name).strong().size(15.0)).truncate());
        });
        if let Some(tail) = tail {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| ui.label(tail));
        }
    });
}

/// A seat's plate: its colour and name, whose turn (or out), tiles in hand, score, open train,
/// last tile.
fn seat_plate(ui: &mut egui::Ui, seen: &PlayerView, seat: Seat, pulse: f32) {
    let view = &seen.view;
    let to_move = view.to_move == seat && !view.is_over();
    let colour = egui_colour(seat_colour(seat));
    let info = view.seat_info(seat);
    plate_frame(colour, to_move, pulse).show(ui, |ui| {
        compact(ui);
        let tail = if info.is_some_and(|i| i.eliminated) {
            Some(RichText::new(t!("plate-out")).weak())
        } else if to_move {
            Some(RichText::new(t!("plate-to-play")).color(Color32::from_rgb(255, 215, 90)))
        } else {
            None
        };
        plate_title(ui, colour, seen.name(seat), tail);
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = 4.0;
            ui.style_mut().override_font_id = Some(egui::FontId::proportional(13.0));
            ui.label(t!("plate-tiles", count = info.map_or(0, |i| i.hand_len)));
            seat_status(ui, seen, seat);
        });
        // Online: the person is away (a line of its own, so the name stays whole).
        if let Some(away) = seen.away(seat) {
            ui.label(RichText::new(away).italics().size(13.0).color(Color32::from_rgb(255, 170, 150)));
        }
    });
}

/// The Mexican train's plate, beside its first row.
fn mexican_plate(ui: &mut egui::Ui) {
    let colour = egui_colour(MEXICAN_COLOUR);
    plate_frame(colour, false, 0.0).show(ui, |ui| {
        compact(ui);
        plate_title(ui, colour, &t!("plate-mexican"), None);
        ui.label(RichText::new(t!("plate-mexican-open")).weak().size(13.0));
    });
}

/// A seat's score, and whether its train is open and it announced its last tile (on its plate,
/// or in the hand panel's header for the hand on screen).
pub fn seat_status(ui: &mut egui::Ui, seen: &PlayerView, seat: Seat) {
    let Some(info) = seen.view.seat_info(seat) else { return };
    ui.label(RichText::new(t!("plate-points", points = info.total)).weak());
    if info.marker {
        ui.label(RichText::new(t!("plate-open")).color(Color32::from_rgb(255, 190, 120))).on_hover_text(t!("plate-open-tip"));
    }
    if info.announced {
        ui.label(RichText::new(t!("plate-last-tile")).color(Color32::from_rgb(255, 120, 100)));
    }
}

//! The hand panel: your tiles (drag one onto a glowing train end, or click it and then the end),
//! Draw / Pass / End turn / Announce when they are legal, what to do now, and the messages. The
//! panel only reports what the person did (`Gesture`); `input` decides what it means.

use super::hand_order::{Arrangement, HandTile, sorted_hand};
use super::input::Selection;
use crate::files::settings::HandOrder;
use crate::game::train_name;
use crate::game::{Hint, PlayerView, Thinking};
use crate::gestures::Gesture;
use crate::lang::t;
use crate::lang::words::{hand_of, turn_of};
use crate::rules::{Action, Seat, Tile, TrainId, TurnPhase};
use crate::saving::DisplaySettings;
use crate::table::art::FaceStyle;
use crate::table::painted::{HINT, Look, paint_back, paint_focus, paint_tile};
use crate::table::space::TableInsets;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Color32, LayerId, Order, RichText, Sense, Ui};

const ORDERS: [HandOrder; 5] = [HandOrder::ByNumber, HandOrder::ByPips, HandOrder::PlayableFirst, HandOrder::Plan, HandOrder::Arranged];

/// The order's name and what it does, as message keys.
fn order_keys(order: HandOrder) -> (&'static str, &'static str) {
    match order {
        HandOrder::ByNumber => ("sort-by-number", "sort-by-number-tip"),
        HandOrder::ByPips => ("sort-heaviest", "sort-heaviest-tip"),
        HandOrder::PlayableFirst => ("sort-playable", "sort-playable-tip"),
        HandOrder::Plan => ("sort-plan", "sort-plan-tip"),
        HandOrder::Arranged => ("sort-mine", "sort-mine-tip"),
    }
}

fn order_label(order: HandOrder) -> String {
    t!(order_keys(order).0)
}

fn order_tip(order: HandOrder) -> String {
    t!(order_keys(order).1)
}

/// What the person at the screen should do now, in words.
fn prompt(seen: &PlayerView, thinking: bool, selected: bool) -> String {
    let view = &seen.view;
    if let Some(waiting) = &seen.waiting_on {
        return waiting.clone();
    }
    if view.end.is_some() {
        return t!(if view.match_over { "prompt-game-over" } else { "prompt-round-over" });
    }
    let seat = view.to_move;
    if !seen.is_person(seat) {
        return t!(if thinking { "prompt-thinking" } else { "prompt-playing" }, name = seen.name(seat));
    }
    if seen.hand_shown.0 != Some(seat) {
        return turn_of(seen.name(seat), seen.is_you(seat));
    }
    let can = |a: Action| view.legal.contains(&a);
    let whose = |t: TrainId| train_name(seen, t, seat);
    match view.phase {
        TurnPhase::Announce => t!("prompt-announce"),
        TurnPhase::Build => t!("prompt-build"),
        TurnPhase::SeekEngine => t!("prompt-seek-engine"),
        TurnPhase::Restricted { train, pip } if !can(Action::Draw) && !can(Action::Pass) => {
            t!("prompt-cover-open-double", double = format!("{pip}|{pip}"), train = whose(train))
        }
        TurnPhase::Finish { due, pip } if view.legal.iter().any(|a| matches!(a, Action::Play { .. })) => {
            let key = if can(Action::EndTurn) { "prompt-after-double-may" } else { "prompt-after-double-must" };
            t!(key, double = format!("{pip}|{pip}"), train = whose(due))
        }
        TurnPhase::Finish { .. } if can(Action::EndTurn) => t!("prompt-after-double-done"),
        TurnPhase::Swan => t!("prompt-swan"),
        TurnPhase::SwanCover { train, pip } => t!("prompt-swan-cover", double = format!("{pip}|{pip}"), train = whose(train)),
        _ if can(Action::Draw) => t!("prompt-draw"),
        _ if can(Action::Pass) => t!("prompt-pass"),
        _ if selected => t!("prompt-place-it"),
        _ => t!("prompt-pick"),
    }
}

/// Hand tiles stand upright, sized to the window: readable at 1280×720 and 1920×1080.
fn tile_size(ctx: &egui::Context) -> egui::Vec2 {
    let h = (ctx.viewport_rect().height() * 0.115).clamp(60.0, 120.0);
    egui::vec2(h / 2.0, h)
}

/// What the hand panel shows.
#[derive(SystemParam)]
pub struct HandView<'w> {
    seen: Res<'w, PlayerView>,
    thinking: Res<'w, Thinking>,
    hint: Res<'w, Hint>,
    selection: Res<'w, Selection>,
    style: Res<'w, FaceStyle>,
    arranged: Res<'w, Arrangement>,
    toasts: Res<'w, crate::toasts::Toasts>,
    time: Res<'w, Time>,
    guide: Res<'w, crate::learn::guide::Guide>,
    lesson: Option<Res<'w, crate::learn::LessonUnderWay>>,
}

impl HandView<'_> {
    /// The move suggested to the hand on screen, if it asked for one at this position.
    fn suggested(&self) -> Option<&crate::game::Suggestion> {
        self.hint.suggestion(self.seen.position).filter(|s| Some(s.seat) == self.seen.hand_shown.0)
    }

    /// A lesson over: it takes no more moves (its table stays as it is).
    fn lesson_over(&self) -> bool {
        self.lesson.as_ref().is_some_and(|l| l.is_done())
    }

    /// The seat whose hand is on screen, if it is shown.
    fn shown(&self) -> Option<Seat> {
        self.seen.hand_shown.0
    }
}

/// The hand panel: whose hand, what to do now, the tiles and the turn's buttons.
pub fn hand_panel(
    mut contexts: EguiContexts,
    view: HandView,
    display: Res<DisplaySettings>,
    mut insets: ResMut<TableInsets>,
    (mut gestures, mut guide_read): (MessageWriter<Gesture>, MessageWriter<crate::learn::guide::GuideDismissed>),
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut reported = Vec::new();
    let mut dismissed = false;
    let was = display.0.hand_order;
    let mut order = was;
    let panel = egui::Panel::bottom("hand").resizable(false).show(&mut crate::ui::panel_root(&ctx, "hand"), |ui| {
        ui.add_space(4.0);
        hand_header(ui, &view, &mut order);
        if !view.guide.lines.is_empty() {
            let words: Vec<String> = view.guide.lines.iter().map(|(_, w)| w.text()).collect();
            guide_lines(ui, &words, &mut dismissed);
            // Room for a chosen tile, which rises out of the hand.
            ui.add_space(6.0);
        }
        ui.add_space(2.0);
        ui.horizontal(|ui| {
            ui.vertical(|ui| {
                ui.set_width(ui.available_width() - 190.0);
                hand_tiles(ui, &view, order, &mut reported);
                // Messages under the hand, where they cover nothing on the table.
                if !view.toasts.items.is_empty() {
                    ui.add_space(4.0);
                    crate::toasts::toast_list(ui, &view.toasts, view.time.elapsed_secs());
                }
            });
            // Someone watching has no turn to take.
            if !view.seen.watching {
                ui.separator();
                ui.vertical(|ui| turn_buttons(ui, &view, &mut reported));
            }
        });
        ui.add_space(4.0);
    });
    // A sort chosen is reported (the settings are saved when they change).
    if order != was {
        reported.push(Gesture::Sort(order));
    }
    gestures.write_batch(reported);
    if dismissed {
        guide_read.write(crate::learn::guide::GuideDismissed);
    }
    let bottom = panel.response.rect.height() * ctx.zoom_factor();
    if insets.bottom != bottom {
        insets.bottom = bottom;
    }
    Ok(())
}

/// The guide's lines: what just happened, the first time it did, and *Got it*.
fn guide_lines(ui: &mut Ui, lines: &[String], dismissed: &mut bool) {
    ui.horizontal_top(|ui| {
        ui.label(RichText::new(t!("guide-label")).strong().color(Color32::from_rgb(150, 210, 255)));
        let room = (ui.available_width() - 110.0).max(120.0);
        ui.vertical(|ui| {
            ui.set_max_width(room);
            for words in lines {
                // Spoken as it comes, for a screen reader's user.
                let line = ui.add(egui::Label::new(RichText::new(words).color(Color32::from_rgb(205, 230, 255))).wrap());
                crate::theme::spoken::live(crate::theme::spoken::read_as(line, &crate::lang::words::said_aloud(words)));
            }
        });
        if ui.button(t!("guide-got-it")).clicked() {
            *dismissed = true;
        }
    });
}

/// Whose hand, how many tiles, what to do now, and the sort order.
fn hand_header(ui: &mut Ui, view: &HandView, order: &mut HandOrder) {
    let seen = &*view.seen;
    let seat = view.shown().unwrap_or(seen.viewer);
    let visible = view.shown().is_some();
    ui.horizontal(|ui| {
        let name = match (visible, seen.humans()) {
            (false, 0) if seen.watching => t!("hand-watching-table"),
            (false, 0) => t!("hand-watching"),
            (false, _) => t!("hand-hidden"),
            (true, _) => hand_of(seen.name(seat), seen.is_you(seat)),
        };
        // The seat's colour, as on the others' plates: which train on the table is this hand's.
        if visible {
            let (dot, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
            ui.painter().circle_filled(dot.center(), 5.0, crate::table::plates::egui_colour(crate::table::art::seat_colour(seat)));
        }
        ui.label(RichText::new(name).strong());
        let n = seen.view.seats.get(seat as usize).map_or(0, |s| s.hand_len);
        let count = if visible { t!("hand-count", count = n) } else { t!("hand-count-of", name = seen.name(seat), count = n) };
        ui.label(RichText::new(count).weak());
        if visible {
            // What the seat's plate would say: the hand on screen has none.
            crate::table::plates::seat_status(ui, seen, seat);
        }
        ui.separator();
        // The sort order sits on the right; what to do now (or the hint) takes the rest.
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            // (Someone watching has no hand to sort: the tiles they see are face down.)
            if !seen.watching {
                let sort = egui::ComboBox::from_id_salt("sort").selected_text(order_label(*order)).show_ui(ui, |ui| {
                    for o in ORDERS {
                        ui.selectable_value(order, o, order_label(o)).on_hover_text(order_tip(o));
                    }
                });
                // Its label is drawn after it (right to left): named by those words.
                crate::theme::spoken::spoken_as(sort.response, &t!("sort-label"));
                ui.label(t!("sort-label"));
            }
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| match view.suggested() {
                Some(s) => {
                    let why = s.why.text();
                    let text = RichText::new(t!("hint-line", why = why.as_str())).color(HINT);
                    sentence(ui, text);
                }
                // A lesson over: its table stays as it is.
                None if view.lesson_over() && seen.view.end.is_none() => {
                    sentence(ui, RichText::new(t!("learn-over-moves")).color(Color32::from_rgb(150, 220, 150)));
                }
                None => {
                    let text = RichText::new(prompt(seen, view.thinking.is_thinking(), view.selection.active().is_some()))
                        .color(Color32::from_rgb(250, 225, 150));
                    sentence(ui, text);
                }
            });
        });
    });
}

/// The hand's line of what to do, or why a hint says what it says: read whole, on a second line
/// where one is not enough (never cut short with "…").
fn sentence(ui: &mut Ui, text: RichText) -> egui::Response {
    ui.add(egui::Label::new(text).wrap())
}

/// The tiles of the hand on screen (face down when hidden), reporting clicks, drags and drops: a
/// tile let go over the hand moves there, anywhere else it is a drop on the table.
fn hand_tiles(ui: &mut Ui, view: &HandView, order: HandOrder, reported: &mut Vec<Gesture>) {
    let size = tile_size(ui.ctx());
    let seen = &*view.seen;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        let Some(seat) = view.shown() else {
            for _ in 0..seen.view.seats.get(seen.viewer as usize).map_or(0, |s| s.hand_len) {
                let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
                paint_back(ui.painter(), rect);
            }
            return;
        };
        let selection = *view.selection;
        // A lesson over takes no more moves: nothing in the hand looks playable.
        let lesson_over = view.lesson_over();
        let my_turn = seen.my_turn() && seen.is_person(seat) && !lesson_over;
        let hinted = match view.suggested().map(|s| s.action) {
            Some(Action::Play { tile, .. }) => Some(tile.id()),
            _ => None,
        };
        if seen.view.seat != Some(seat) {
            return;
        }
        let tiles = sorted_hand(&seen.view, order, &view.arranged);
        let planned = tiles.iter().filter(|t| t.planned.is_some()).count();
        // The planned train is outlined as one band behind its tiles (painted once they are placed).
        let band = ui.painter().add(egui::Shape::Noop);
        let mut band_rects: Vec<egui::Rect> = Vec::new();
        // The other tiles' places, for where a dragged tile would go.
        let mut others: Vec<egui::Rect> = Vec::new();
        let mut let_go = None;
        for HandTile { tile, playable, planned: place } in tiles {
            let playable = playable && !lesson_over;
            let (rect, response) = ui.allocate_exact_size(size, Sense::click_and_drag());
            let dragged = selection.dragging.is_some_and(|d| d.id() == tile.id());
            if !dragged {
                others.push(rect);
            }
            let selected = selection.selected.is_some_and(|s| s.id() == tile.id());
            let look = Look { playable, selected, ghost: dragged, hinted: hinted == Some(tile.id()), dimmed: my_turn && !playable };
            let lift = if (response.hovered() || selected) && !dragged { egui::vec2(0.0, -4.0) } else { egui::Vec2::ZERO };
            paint_tile(ui.painter(), rect.translate(lift), tile, *view.style, look);
            if selected && !dragged {
                paint_focus(ui.painter(), rect.translate(lift));
            }
            if place.is_some() {
                band_rects.push(rect);
            }
            let (tip, said) = tile_words(tile, place, planned, my_turn && playable);
            // A screen reader hears the tile as a button, pressed while selected: "six–four, plays now".
            response.widget_info(|| egui::WidgetInfo::selected(egui::WidgetType::Button, true, selected, &said));
            let response = response.on_hover_text(tip);
            if response.drag_stopped() {
                let_go = Some(tile);
            }
            reported.extend(tile_gesture(&response, tile));
        }
        ui.painter().set(band, plan_band(&band_rects));
        // Over the hand, a dragged tile shows where it would go, and goes there when let go.
        let area = ui.min_rect().expand(8.0);
        let pointer = ui.ctx().pointer_latest_pos();
        let over_hand = pointer.filter(|p| area.contains(*p));
        if let (Some(p), Some(_)) = (over_hand, selection.dragging) {
            ui.painter().add(insertion_bar(&others, insertion_index(&others, p), size));
        }
        if let Some(tile) = let_go {
            reported.push(match over_hand {
                Some(p) => Gesture::Rearranged { tile, to: insertion_index(&others, p) },
                None => Gesture::Dropped { tile, at: pointer.map(|p| crate::table::space::to_pixels(ui.ctx(), p)) },
            });
        }
    });
}

/// A hand's tile in words: its tip (its points, its place in the planned train, the keys) and
/// what a screen reader says of it.
fn tile_words(tile: Tile, place: Option<usize>, planned: usize, plays_now: bool) -> (String, String) {
    let role = match place {
        Some(i) => t!("tile-tip-planned", place = i + 1, planned = planned),
        None if planned > 0 => t!("tile-tip-spare"),
        None => String::new(),
    };
    let about = t!("tile-tip", tile = format!("{}|{}", tile.0, tile.1), points = tile.pips());
    let said = crate::lang::words::tile_said(tile);
    let said = if plays_now { t!("words-hand-tile-plays", tile = said) } else { t!("words-hand-tile", tile = said, points = tile.pips()) };
    (format!("{about}{role}\n{}", crate::gestures::keys_tip()), said)
}

/// What the pointer did to a hand's tile this frame: lifted it, double-clicked or clicked it.
fn tile_gesture(response: &egui::Response, tile: Tile) -> Vec<Gesture> {
    let mut done = Vec::new();
    if response.drag_started() {
        done.push(Gesture::Lifted(tile));
    }
    if response.double_clicked() {
        done.push(Gesture::DoubleClicked(tile));
    } else if response.clicked() {
        done.push(Gesture::Picked(tile));
    }
    done
}

/// Where among the other tiles (`rects`, in reading order) a tile let go at `p` goes: after every
/// tile on an earlier row, and after the tiles of its own row left of `p`.
fn insertion_index(rects: &[egui::Rect], p: egui::Pos2) -> usize {
    rects
        .iter()
        .filter(|r| {
            let row_above = p.y > r.bottom();
            let same_row = p.y >= r.top() && p.y <= r.bottom();
            row_above || (same_row && p.x > r.center().x)
        })
        .count()
}

/// A bright bar between the tiles where a dragged tile would go.
fn insertion_bar(rects: &[egui::Rect], at: usize, size: egui::Vec2) -> egui::Shape {
    let (x, y) = match (rects.get(at), rects.last()) {
        (Some(r), _) => (r.left() - 3.0, r.center().y),
        (None, Some(r)) => (r.right() + 3.0, r.center().y),
        (None, None) => return egui::Shape::Noop,
    };
    let half = size.y * 0.55;
    egui::Shape::line_segment([egui::pos2(x, y - half), egui::pos2(x, y + half)], egui::Stroke::new(3.0, HINT))
}

/// One rounded band behind each row of the planned train's tiles.
fn plan_band(rects: &[egui::Rect]) -> egui::Shape {
    let mut rows: Vec<egui::Rect> = Vec::new();
    for r in rects {
        match rows.last_mut() {
            Some(row) if (row.top() - r.top()).abs() < 1.0 => *row = row.union(*r),
            _ => rows.push(*r),
        }
    }
    let shapes = rows.into_iter().map(|row| {
        let rect = row.expand2(egui::vec2(4.0, 5.0));
        egui::Shape::Rect(egui::epaint::RectShape::new(
            rect,
            8.0,
            PLAN.gamma_multiply(0.28),
            egui::Stroke::new(2.0, PLAN),
            egui::StrokeKind::Outside,
        ))
    });
    egui::Shape::Vec(shapes.collect())
}

/// The colour of the planned train's band.
const PLAN: Color32 = Color32::from_rgb(120, 200, 120);

/// Suggest, Draw, Pass, Announce and End turn, enabled when the rules allow them; Take back when
/// one person plays against computers.
fn turn_buttons(ui: &mut Ui, view: &HandView, reported: &mut Vec<Gesture>) {
    let seen = &view.seen.view;
    let my_turn = view.shown().is_some() && seen.my_turn() && !view.lesson_over();
    let can = |a: Action| my_turn && seen.legal.contains(&a);
    let hinted = view.suggested().map(|s| s.action);
    // A button the hint suggests is outlined like the hinted tile.
    let button = |ui: &mut Ui, text: &str, enabled: bool, lit: bool, tip: &str| {
        let stroke = if lit && enabled { egui::Stroke::new(2.5, HINT) } else { ui.visuals().widgets.inactive.bg_stroke };
        let response = ui.add_enabled(enabled, egui::Button::new(text).stroke(stroke).min_size(egui::vec2(170.0, 28.0)));
        // AT-SPI (AccessKit 0.18) calls every button enabled: a greyed one says so in its name.
        if !enabled {
            response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, false, t!("button-not-now", button = text)));
        }
        response.on_hover_text(tip).on_disabled_hover_text(tip)
    };
    let asking = view.hint.thinking(view.seen.position);
    let (suggest, tip) = if asking { ("button-thinking", "button-thinking-tip") } else { ("button-suggest", "button-suggest-tip") };
    if button(ui, &t!(suggest), my_turn && !asking, false, &t!(tip)).clicked() {
        reported.push(Gesture::Hint);
    }
    let end_turn_tip = match seen.phase {
        TurnPhase::Announce => "button-end-turn-announce-tip",
        TurnPhase::Build => "button-end-turn-build-tip",
        _ => "button-end-turn-tip",
    };
    // Draw and Pass always show (greyed when they do not apply); the others only when they do.
    let buttons = [
        (Action::Draw, "button-draw", true, "button-draw-tip"),
        (Action::Pass, "button-pass", true, "button-pass-tip"),
        (Action::Announce, "button-announce", false, "button-announce-tip"),
        (Action::Bullet, "button-bullet", false, "button-bullet-tip"),
        (Action::EndTurn, "button-end-turn", false, end_turn_tip),
    ];
    for (action, text, always, tip) in buttons {
        if (always || can(action)) && button(ui, &t!(text), can(action), hinted == Some(action), &t!(tip)).clicked() {
            reported.push(Gesture::Button(action));
        }
    }
    // Only for one person against computers: a shared table never takes back.
    if let Some(possible) = view.seen.take_back
        && button(ui, &t!("button-take-back"), possible, false, &t!("button-take-back-tip")).clicked()
    {
        reported.push(Gesture::TakeBack);
    }
}

/// The tile being dragged, under the pointer.
pub fn drag_overlay(mut contexts: EguiContexts, selection: Res<Selection>, style: Res<FaceStyle>) -> Result {
    let Some(tile) = selection.dragging else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let Some(p) = ctx.pointer_latest_pos() else { return Ok(()) };
    let painter = ctx.layer_painter(LayerId::new(Order::Tooltip, egui::Id::new("dragged tile")));
    let rect = egui::Rect::from_center_size(p, tile_size(ctx) * 1.1);
    paint_tile(&painter, rect, tile, *style, Look { playable: true, selected: true, ..Look::default() });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hint's why, long as it is in some languages, is read whole at 1280×720: in the
    /// header's row, beside the sort order, it wraps onto a second line rather than end in "…".
    #[test]
    fn a_long_why_wraps_in_the_header_rather_than_being_cut() {
        let why = "Hint: play the six–four on the Mexican train: it leaves you about 7 points fewer if the round ends now, and keeps your double for later.";
        let mut harness = egui_kittest::Harness::builder().with_size(egui::vec2(700.0, 200.0)).build_ui(|ui| {
            ui.horizontal(|ui| {
                ui.label("Your hand");
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    ui.label("Sort:");
                    ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| sentence(ui, RichText::new(why)));
                });
            });
        });
        harness.run();
        use egui_kittest::kittest::{NodeT, Queryable, by};
        let rect_of = |text: &str| {
            harness
                .query_all(by().role(egui::accesskit::Role::Label))
                .find(|n| n.accesskit_node().value().or_else(|| n.accesskit_node().label()).as_deref() == Some(text))
                .map(|n| n.rect())
                .expect("drawn")
        };
        let (rect, line) = (rect_of(why), rect_of("Sort:").height());
        assert!(rect.height() > 1.5 * line, "on more than one line: {rect:?}");
        assert!(rect.right() <= 700.0, "within the window: {rect:?}");
    }
    use crate::game::{Game, HandShown, Origin};
    use crate::game_setup::{GameSetup, Player, SeatSetup};

    fn game_of(players: &[Player]) -> Game {
        let seats: Vec<SeatSetup> =
            players.iter().zip(crate::game_setup::NAMES).map(|(&player, name)| SeatSetup { name: name.into(), player }).collect();
        let setup = GameSetup { seats: seats.clone(), seed: 5, ..GameSetup::default() };
        let m = Game::new_match(&setup).expect("standard rules play");
        Game { the_match: m, hints: vec![0; seats.len()], seats, revision: 0, id: 1, origin: Origin::NewGame }
    }

    /// The words come from the seat's view: whose turn, and what the seat on screen may do.
    #[test]
    fn the_prompt_says_what_the_view_allows() {
        let mut game = game_of(&[Player::Human, Player::Human, Player::Computer(crate::ai::Level::Greedy)]);
        let first = game.the_match.round().to_move();
        let other = (first + 1) % 3;
        let words = |game: &Game, shown: Option<Seat>| prompt(&PlayerView::of(game, HandShown(shown)), false, false);
        assert!(game.is_human(first), "seed 5 starts with a person");
        assert!(words(&game, Some(first)).starts_with("Your"), "{}", words(&game, Some(first)));
        assert_eq!(words(&game, None), turn_of(game.name(first), false), "hands covered: only whose turn, by name (two people here)");
        assert_ne!(words(&game, Some(first)), words(&game, Some(other)), "the seat not to move is not told to play");
        // Play the round out: the computer's turn says so, and the end says the round is over.
        let mut saw_computer = false;
        while !game.the_match.round().is_over() {
            let seat = game.the_match.round().to_move();
            if !game.is_human(seat) {
                saw_computer = true;
                assert_eq!(words(&game, Some(0)), format!("{} is playing", game.name(seat)));
            }
            let action = crate::ai::Level::Greedy.bot(1).choose(&game.the_match.observation(seat), game.the_match.round().legal());
            game.the_match.apply(seat, action).expect("a legal move");
        }
        assert!(saw_computer);
        assert_eq!(words(&game, Some(0)), "The round is over.");
    }

    #[test]
    fn a_tile_let_go_goes_between_the_tiles_it_was_let_go_between() {
        // Two rows of three tiles, 40 × 80, 6 apart.
        let rects: Vec<egui::Rect> = (0..6)
            .map(|i| egui::Rect::from_min_size(egui::pos2((i % 3) as f32 * 46.0, (i / 3) as f32 * 90.0), egui::vec2(40.0, 80.0)))
            .collect();
        let at = |x: f32, y: f32| insertion_index(&rects, egui::pos2(x, y));
        assert_eq!(at(5.0, 40.0), 0, "left half of the first tile: before it");
        assert_eq!(at(30.0, 40.0), 1, "right half of the first tile: after it");
        assert_eq!(at(200.0, 40.0), 3, "right of the first row: its end");
        assert_eq!(at(-20.0, 130.0), 3, "left of the second row: its start");
        assert_eq!(at(70.0, 130.0), 5, "second row, right half of its second tile");
        assert_eq!(at(200.0, 300.0), 6, "below everything: the very end");
    }
}

//! The review beside the replay (`replay::review`): ask for it, watch it come, or cancel it; then the
//! match in one line, each round's luck beside the points its moves lost, a chart of the expected
//! points through the round, the marked moves as buttons that jump there, and at a marked move
//! what was played and what was better, in the hint's words.

use crate::ai::review::{Decision, Mark, Review, RoundReview};
use crate::game::PlayerView;
use crate::lang::t;
use crate::replay::review::{GameReview, ReviewCommand, ReviewState, RoundJustPlayed, RoundReviewCommand, TryAgainRequested};
use crate::replay::{ReplayCommand, ReplayView};
use crate::rules::TrainId;
use crate::table::space::TableInsets;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Color32, RichText, Ui};

/// The panel's width, in points.
pub const WIDTH: f32 = 300.0;

const GOLD: Color32 = Color32::from_rgb(240, 200, 90);

/// A mark's colour: the worse, the redder.
pub fn mark_colour(mark: Option<Mark>) -> Color32 {
    match mark {
        Some(Mark::Blunder) => Color32::from_rgb(235, 80, 70),
        Some(Mark::Mistake) => Color32::from_rgb(240, 150, 60),
        Some(Mark::Inaccuracy) => Color32::from_rgb(235, 215, 90),
        None => Color32::from_rgb(150, 200, 150),
    }
}

/// A mark in words: "blunder".
pub fn mark_words(mark: Option<Mark>) -> String {
    match mark {
        Some(Mark::Blunder) => t!("review-blunder"),
        Some(Mark::Mistake) => t!("review-mistake"),
        Some(Mark::Inaccuracy) => t!("review-inaccuracy"),
        None => t!("review-unmarked"),
    }
}

fn points(x: f64) -> String {
    format!("{x:.1}")
}

fn signed(x: f64) -> String {
    format!("{x:+.1}")
}

/// What the panel may ask for.
#[derive(SystemParam)]
pub struct ReviewAsks<'w> {
    replay: MessageWriter<'w, ReplayCommand>,
    review: MessageWriter<'w, ReviewCommand>,
    try_again: MessageWriter<'w, TryAgainRequested>,
}

/// What the panel was asked this frame.
#[derive(Default)]
struct Asked {
    jumps: Vec<ReplayCommand>,
    review: Vec<ReviewCommand>,
    again: Option<TryAgainRequested>,
}

/// The review panel at the window's right, between the replay's top bar and its controls.
pub fn review_panel(
    mut contexts: EguiContexts,
    view: Option<Res<ReplayView>>,
    seen: Option<Res<PlayerView>>,
    review: Option<Res<GameReview>>,
    mut insets: ResMut<TableInsets>,
    mut asks: ReviewAsks,
) -> Result {
    let (Some(view), Some(seen)) = (view, seen) else { return Ok(()) };
    let ctx = contexts.ctx_mut()?.clone();
    let zoom = ctx.zoom_factor();
    let right = WIDTH * zoom;
    if insets.right != right {
        insets.right = right;
    }
    let screen = ctx.viewport_rect();
    let area = egui::Rect::from_min_max(
        egui::pos2(screen.right() - WIDTH, screen.top() + insets.top / zoom),
        egui::pos2(screen.right(), screen.bottom() - insets.bottom / zoom),
    );
    let mut root = egui::Ui::new(ctx.clone(), "review".into(), egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(area));
    let mut asked = Asked::default();
    egui::Panel::right("review").resizable(false).exact_size(WIDTH).show(&mut root, |ui| {
        ui.heading(t!("review-title"));
        let name = |s: u8| view.names.get(usize::from(s)).cloned().unwrap_or_default();
        match review.as_deref() {
            None | Some(GameReview { state: ReviewState::Cancelled | ReviewState::Failed(_), .. }) => {
                if let Some(GameReview { state: ReviewState::Cancelled, .. }) = review.as_deref() {
                    ui.label(RichText::new(t!("review-cancelled")).italics());
                }
                if let Some(GameReview { state: ReviewState::Failed(why), .. }) = review.as_deref() {
                    ui.label(RichText::new(t!("review-failed", why = why.text())).color(Color32::from_rgb(240, 140, 120)));
                }
                ui.add(egui::Label::new(t!("review-what")).wrap());
                ui.add_space(6.0);
                if ui.add(egui::Button::new(t!("review-start", name = name(view.seat))).wrap()).clicked() {
                    asked.review.push(ReviewCommand::Start(view.seat));
                }
            }
            Some(GameReview { seat, state: ReviewState::Running(running) }) => {
                ui.label(t!("review-running", name = name(*seat)));
                let progress = running.progress();
                let bar = ui.add(egui::ProgressBar::new(progress).show_percentage());
                crate::theme::spoken::spoken_as(bar, &t!("review-progress", percent = (progress * 100.0).round() as u32));
                if ui.button(t!("review-cancel")).clicked() {
                    asked.review.push(ReviewCommand::Cancel);
                }
                // Keep drawing while it runs, so the bar moves.
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
            }
            Some(GameReview { seat, state: ReviewState::Done(r) }) => {
                egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                    finished(ui, (&view, &seen), *seat, r, &name(*seat), &mut asked);
                    if view.seat != *seat {
                        ui.add_space(6.0);
                        if ui.add(egui::Button::new(t!("review-start", name = name(view.seat))).wrap()).clicked() {
                            asked.review.push(ReviewCommand::Start(view.seat));
                        }
                    }
                });
            }
        }
    });
    asks.replay.write_batch(asked.jumps);
    asks.review.write_batch(asked.review);
    asks.try_again.write_batch(asked.again);
    Ok(())
}

/// A finished review: the move at the cursor if it was reviewed, the round shown (its luck, its
/// chart, its marks), then the match.
fn finished(ui: &mut Ui, (view, seen): (&ReplayView, &PlayerView), seat: u8, review: &Review, name: &str, asked: &mut Asked) {
    let whose = if view.you == Some(seat) { t!("review-yours") } else { t!("review-whose", name = name) };
    ui.label(RichText::new(whose).strong());
    // At a reviewed move: what was played, and what was better; and a second try.
    if let Some(d) = review.decisions().find(|d| d.mv == view.step && d.round == view.round) {
        at_the_move(ui, seen, seat, d);
        let button = ui.add(egui::Button::new(t!("review-try-again")).wrap()).on_hover_text(t!("review-try-again-tip"));
        if button.clicked() {
            asked.again = Some(TryAgainRequested { round: d.round, step: d.mv });
        }
        ui.separator();
    }
    if let Some(round) = review.rounds.iter().find(|r| r.round == view.round) {
        ui.label(RichText::new(t!("review-round", round = view.round + 1)).strong().color(GOLD));
        luck_rows(ui, round);
        chart(ui, &round.decisions, view.step, &mut asked.jumps);
        let marked: Vec<&Decision> = round.decisions.iter().filter(|d| d.mark.is_some()).collect();
        if marked.is_empty() {
            ui.label(RichText::new(t!("review-no-marks")).italics());
        }
        for d in marked {
            let words = t!("review-mark", move = d.mv + 1, mark = mark_words(d.mark), loss = points(d.loss));
            if mark_button(ui, d, words, d.mv == view.step).clicked() {
                asked.jumps.push(ReplayCommand::ToMove { round: d.round, step: d.mv });
            }
        }
        ui.separator();
    }
    let decisions = review.decisions().count();
    ui.add(egui::Label::new(t!("review-match", lost = format!("{:.2}", review.lost_per_decision()), decisions = decisions)).wrap());
    let costliest = review.costliest(3);
    if !costliest.is_empty() {
        ui.label(RichText::new(t!("review-costliest")).strong());
        for d in costliest {
            let words = t!("review-costly", round = d.round + 1, move = d.mv + 1, loss = points(d.loss));
            let here = d.round == view.round && d.mv == view.step;
            if mark_button(ui, d, words, here).clicked() {
                asked.jumps.push(ReplayCommand::ToMove { round: d.round, step: d.mv });
            }
        }
    }
}

/// A round's points split: an average deal, the tiles dealt, the draws and the others' play, the
/// moves (or, unfinished, what the moves lost so far).
fn luck_rows(ui: &mut Ui, round: &RoundReview) {
    let Some(p) = round.points else {
        ui.add(egui::Label::new(t!("review-round-unfinished", lost = points(round.lost))).wrap());
        return;
    };
    ui.add(egui::Label::new(t!("review-round-points", points = p)).wrap());
    // The words wrap in what the numbers leave them; the numbers line up on the right.
    let words = (ui.available_width() - 70.0).max(40.0);
    egui::Grid::new(("luck", round.round))
        .num_columns(2)
        .spacing([10.0, 3.0])
        .min_row_height(ui.text_style_height(&egui::TextStyle::Body))
        .show(ui, |ui| {
            for (what, value) in [
                (t!("review-average"), points(round.average)),
                (t!("review-dealt"), signed(round.dealt)),
                (t!("review-rest"), signed(round.luck - round.dealt)),
                (t!("review-lost"), signed(round.lost)),
            ] {
                ui.vertical(|ui| {
                    ui.set_max_width(words);
                    ui.add(egui::Label::new(what).wrap());
                });
                ui.label(RichText::new(format!("{value:>6}")).monospace());
                ui.end_row();
            }
        });
}

/// The round's end dialog's review of the round just played: asked for per person at the table,
/// its progress, then the round's points split and each marked move with what was better.
/// `seen` is the round's end (its trains name the moves' trains).
pub fn round_just_played(ui: &mut Ui, seen: &PlayerView, review: Option<&RoundJustPlayed>, asked: &mut Vec<RoundReviewCommand>) {
    let people: Vec<u8> = (0..seen.names.len() as u8).filter(|&s| seen.is_person(s)).collect();
    let whose = |seat: u8| if people.len() == 1 { t!("review-round-yours") } else { t!("review-round-whose", name = seen.name(seat)) };
    ui.separator();
    match review.map(|r| (r.seat, &r.state)) {
        None | Some((_, ReviewState::Cancelled | ReviewState::Failed(_))) => {
            if let Some((_, ReviewState::Failed(why))) = review.map(|r| (r.seat, &r.state)) {
                ui.label(RichText::new(t!("review-failed", why = why.text())).color(Color32::from_rgb(240, 140, 120)));
            }
            ui.horizontal_wrapped(|ui| {
                for &seat in &people {
                    let button = ui.button(whose(seat)).on_hover_text(t!("review-round-tip"));
                    if button.clicked() {
                        asked.push(RoundReviewCommand::Start(seat));
                    }
                }
            });
        }
        Some((seat, ReviewState::Running(running))) => {
            ui.label(t!("review-running", name = seen.name(seat)));
            ui.horizontal(|ui| {
                let progress = running.progress();
                let bar = ui.add(egui::ProgressBar::new(progress).desired_width(220.0).show_percentage());
                crate::theme::spoken::spoken_as(bar, &t!("review-progress", percent = (progress * 100.0).round() as u32));
                if ui.button(t!("review-cancel")).clicked() {
                    asked.push(RoundReviewCommand::Cancel);
                }
            });
            ui.ctx().request_repaint_after(std::time::Duration::from_millis(100));
        }
        Some((seat, ReviewState::Done(_))) => {
            let Some(round) = review.and_then(RoundJustPlayed::review) else { return };
            let title = if people.len() == 1 { t!("review-yours") } else { t!("review-whose", name = seen.name(seat)) };
            ui.label(RichText::new(title).strong().color(GOLD));
            ui.scope(|ui| {
                ui.set_max_width(420.0);
                luck_rows(ui, round);
            });
            let marked: Vec<&Decision> = round.decisions.iter().filter(|d| d.mark.is_some()).collect();
            if marked.is_empty() {
                ui.label(RichText::new(t!("review-no-marks")).italics());
            }
            let train = |t: TrainId| crate::lang::words::train_name(seen, t, seat);
            for d in marked {
                let head = t!("review-mark", move = d.mv + 1, mark = mark_words(d.mark), loss = points(d.loss));
                let mut better = d.better.clone();
                better.measured = crate::ai::hint::Measured::Nothing;
                let played = t!("review-played", action = crate::lang::words::action_words(d.played, &train));
                let better = t!("review-better", hint = crate::lang::words::hint(&better, &train));
                let mut text = egui::text::LayoutJob::default();
                let font = egui::TextStyle::Body.resolve(ui.style());
                text.append("● ", 0.0, egui::TextFormat::simple(font.clone(), mark_colour(d.mark)));
                text.append(&head, 0.0, egui::TextFormat::simple(font.clone(), ui.visuals().strong_text_color()));
                text.append(&format!("\n{played}\n{better}"), 0.0, egui::TextFormat::simple(font, ui.visuals().text_color()));
                text.wrap.max_width = 520.0;
                let said = format!("{head}. {played}. {better}");
                crate::theme::spoken::spoken_as(ui.add(egui::Label::new(text)), &said);
            }
        }
    }
}

/// A marked move as a button: a dot in its mark's colour, then its words (plain on the selected
/// one, where the selection's colour is behind them).
fn mark_button(ui: &mut Ui, d: &Decision, words: String, here: bool) -> egui::Response {
    let mut text = egui::text::LayoutJob::default();
    let font = egui::TextStyle::Button.resolve(ui.style());
    text.append("● ", 0.0, egui::TextFormat::simple(font.clone(), mark_colour(d.mark)));
    let colour = if here { ui.visuals().strong_text_color() } else { ui.visuals().text_color() };
    text.append(&words, 0.0, egui::TextFormat::simple(font, colour));
    let response = ui.add(egui::Button::selectable(here, text).wrap());
    // Said without the dot.
    crate::theme::spoken::spoken_as(response, &words)
}

/// The reviewed move at the cursor: its mark, what it lost, the move played and the better one,
/// its trains named as the table names them (`seen`: the position shown, before the move).
fn at_the_move(ui: &mut Ui, seen: &PlayerView, seat: u8, d: &Decision) {
    let train = |t: TrainId| crate::lang::words::train_name(seen, t, seat);
    ui.label(RichText::new(t!("review-here", move = d.mv + 1, mark = mark_words(d.mark))).strong().color(mark_colour(d.mark)));
    if d.loss > 0.0 {
        ui.add(egui::Label::new(t!("review-here-lost", loss = points(d.loss), error = points(d.error))).wrap());
    }
    ui.add(egui::Label::new(t!("review-played", action = crate::lang::words::action_words(d.played, &train))).wrap());
    if d.best != d.played {
        let mut better = d.better.clone();
        better.measured = crate::ai::hint::Measured::Nothing;
        ui.add(egui::Label::new(t!("review-better", hint = crate::lang::words::hint(&better, &train))).wrap());
    } else {
        ui.add(egui::Label::new(t!("review-best-played")).wrap());
    }
}

/// The expected points after each reviewed move of the round (a line), each move a dot in its
/// mark's colour; the move at the cursor ringed. A dot clicked jumps to its move.
fn chart(ui: &mut Ui, decisions: &[Decision], step: usize, jumps: &mut Vec<ReplayCommand>) {
    if decisions.is_empty() {
        return;
    }
    ui.add_space(4.0);
    ui.label(RichText::new(t!("review-chart")).small());
    let width = ui.available_width().min(WIDTH - 16.0);
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, 80.0), egui::Sense::click());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, Color32::from_rgba_unmultiplied(0, 0, 0, 70));
    let top = decisions.iter().map(|d| d.played_points).fold(1.0f64, f64::max);
    let inner = rect.shrink(8.0);
    let at = |i: usize, v: f64| {
        let x =
            if decisions.len() == 1 { inner.center().x } else { inner.left() + inner.width() * i as f32 / (decisions.len() - 1) as f32 };
        egui::pos2(x, inner.bottom() - inner.height() * (v / top) as f32)
    };
    let line: Vec<egui::Pos2> = decisions.iter().enumerate().map(|(i, d)| at(i, d.played_points)).collect();
    painter.add(egui::Shape::line(line.clone(), egui::Stroke::new(1.5, Color32::from_rgb(200, 200, 210))));
    for (d, p) in decisions.iter().zip(&line) {
        let r = if d.mark.is_some() { 4.5 } else { 2.5 };
        painter.circle_filled(*p, r, mark_colour(d.mark));
        if d.mv == step {
            painter.circle_stroke(*p, 7.0, egui::Stroke::new(1.5, GOLD));
        }
    }
    let described = t!(
        "review-chart-said",
        first = points(decisions.first().map_or(0.0, |d| d.played_points)),
        last = points(decisions.last().map_or(0.0, |d| d.played_points)),
        moves = decisions.len()
    );
    let response = crate::theme::spoken::spoken_as(response, &described);
    if response.clicked()
        && let Some(pos) = response.interact_pointer_pos()
        && let Some((_, d)) = line.iter().zip(decisions).min_by(|a, b| (a.0.x - pos.x).abs().total_cmp(&(b.0.x - pos.x).abs()))
    {
        jumps.push(ReplayCommand::ToMove { round: d.round, step: d.mv });
    }
}

//! *Learn to play* on screen: the lesson's row under the top bar (which lesson, the step's line,
//! the answer to a move not taught, and the way on), and the list of lessons on the title, each
//! ticked once taken to its end. They only report what the person asked.

use crate::files::settings::Learning;
use crate::lang::t;
use crate::learn::LessonUnderWay;
use crate::learn::lessons::LESSONS;
use bevy_egui::egui::{self, Color32, RichText, Ui};

const GOLD: Color32 = Color32::from_rgb(240, 200, 90);

/// What the person asked of a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonAsk {
    /// Lesson `k` (0-based) from its start: the next one, or this one again.
    Take(usize),
    /// Back to the title, its list of lessons open.
    Leave,
}

/// The lesson's row: "Lesson 2 of 4 · The Mexican train", what to do now (said by a screen
/// reader as it changes), why the last move was not taken, and the buttons.
pub fn lesson_row(ui: &mut Ui, lesson: &LessonUnderWay, asked: &mut Option<LessonAsk>) {
    let name = lesson.lesson().name;
    ui.horizontal_wrapped(|ui| {
        ui.add_space(6.0);
        let title = t!("learn-lesson-of", lesson = lesson.index + 1, lessons = LESSONS.len(), title = t!(&format!("learn-{name}-title")));
        ui.label(RichText::new(title).strong().color(GOLD));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button(t!("learn-leave")).clicked() {
                *asked = Some(LessonAsk::Leave);
            }
            if lesson.is_done() {
                if ui.button(t!("learn-again")).clicked() {
                    *asked = Some(LessonAsk::Take(lesson.index));
                }
                if lesson.index + 1 < LESSONS.len() {
                    let next = ui.add(egui::Button::new(RichText::new(t!("learn-next")).strong()));
                    if next.clicked() {
                        *asked = Some(LessonAsk::Take(lesson.index + 1));
                    }
                }
            }
        });
    });
    let colour = if lesson.is_done() { Color32::from_rgb(150, 220, 150) } else { Color32::WHITE };
    let line = ui.add(egui::Label::new(RichText::new(lesson.line()).size(17.0).color(colour)).wrap());
    super::widgets::spoken_as(line, &lesson.line());
    if let Some(answer) = &lesson.answer {
        ui.add(egui::Label::new(RichText::new(answer.why.text()).color(Color32::from_rgb(255, 180, 120))).wrap());
    }
}

/// The lessons on the title: each with its tick and a button that takes it.
pub fn lessons_window(ctx: &egui::Context, open: &mut bool, learning: &Learning, asked: &mut Option<usize>) {
    egui::Window::new(t!("learn-title"))
        .id(egui::Id::new("learn to play"))
        .open(open)
        .collapsible(false)
        .default_width(520.0)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.add(egui::Label::new(RichText::new(t!("learn-intro")).weak()).wrap());
            ui.add_space(6.0);
            egui::Grid::new("lessons").num_columns(3).spacing([10.0, 6.0]).show(ui, |ui| {
                for (k, lesson) in LESSONS.iter().enumerate() {
                    let done = learning.is_done(lesson.name);
                    let title = t!(&format!("learn-{}-title", lesson.name));
                    ui.label(RichText::new(if done { "✔" } else { " " }).color(Color32::from_rgb(150, 220, 150)));
                    ui.label(format!("{}. {title}", k + 1));
                    let words =
                        if done { t!("learn-take-again", title = title.as_str()) } else { t!("learn-take", title = title.as_str()) };
                    let button = ui.button(if done { t!("learn-again") } else { t!("learn-start") });
                    if super::widgets::spoken_as(button, &words).clicked() {
                        *asked = Some(k);
                    }
                    ui.end_row();
                }
            });
        });
}

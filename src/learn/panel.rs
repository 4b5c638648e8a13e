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
    /// *How to play*, at the rule the person's table plays differently.
    SeeRule(crate::lang::how_to_play::Topic),
    /// After the last lesson: a real game against easy computers, the guide at the person's side.
    FirstGame,
}

/// The lesson's row: "Lesson 2 of 4 · The Mexican train", what to do now (said by a screen
/// reader as it changes), why the last move was not taken, and the buttons.
/// `difference`: the first rule the lesson teaches that the person's table plays differently,
/// and its line under the table's rules. `round_over`: the round-over dialog is up (it has the
/// way on, and Enter).
pub fn lesson_row(
    ui: &mut Ui,
    lesson: &LessonUnderWay,
    difference: Option<&(crate::lang::how_to_play::Topic, String)>,
    round_over: bool,
    asked: &mut Option<LessonAsk>,
) {
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
                the_way_on(ui, lesson, egui::vec2(0.0, 0.0), asked);
                // Enter takes the way on, for the keyboard.
                if !round_over && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                    *asked = Some(the_next(lesson));
                }
            }
        });
    });
    let colour = if lesson.is_done() { Color32::from_rgb(150, 220, 150) } else { Color32::WHITE };
    // The step's line and the answer are spoken as they change (live), wherever the focus is.
    let words = lesson.line();
    let line = ui.add(egui::Label::new(RichText::new(&words).size(17.0).color(colour)).wrap());
    let aloud = crate::lang::words::said_aloud;
    crate::theme::spoken::live(crate::theme::spoken::read_as(line, &aloud(&words)));
    match &lesson.answer {
        Some(answer) => {
            let why = answer.why.text();
            let said = ui.add(egui::Label::new(RichText::new(&why).color(Color32::from_rgb(255, 180, 120))).wrap());
            crate::theme::spoken::live(crate::theme::spoken::read_as(said, &aloud(&why)));
        }
        // No answer: its line's room kept all the same, so that an answer does not make the
        // table's view smaller (the camera re-framed the table under the learner's hand).
        None => {
            // As high as the answer's label of one line (a galley of its text style).
            let width = ui.available_width();
            let line = egui::WidgetText::from(" ").into_galley(ui, None, width, egui::TextStyle::Body);
            ui.allocate_space(egui::vec2(0.0, line.size().y));
        }
    }
    // Lessons are written for the standard rules: where the person's table plays this lesson's
    // rule differently, one line says how (the first such rule), and How to play opens at it.
    if let Some((topic, line)) = difference {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(t!("learn-differs", rule = line.as_str())).color(Color32::from_rgb(160, 200, 255)));
            if ui.small_button(t!("learn-see-rule")).clicked() {
                *asked = Some(LessonAsk::SeeRule(*topic));
            }
        });
    }
}

/// A lesson at its end: *Again* and *Next lesson* — after the last, *Play a first game* (in the
/// lesson's row, laid out from the right). `size`: the buttons' least size.
pub fn the_way_on(ui: &mut Ui, lesson: &LessonUnderWay, size: egui::Vec2, asked: &mut Option<LessonAsk>) {
    if ui.add(egui::Button::new(t!("learn-again")).min_size(size)).clicked() {
        *asked = Some(LessonAsk::Take(lesson.index));
    }
    if lesson.index + 1 < LESSONS.len() {
        let next = ui.add(egui::Button::new(RichText::new(t!("learn-next")).strong()).min_size(size));
        if next.clicked() {
            *asked = Some(LessonAsk::Take(lesson.index + 1));
        }
    } else {
        let first = ui.add(egui::Button::new(RichText::new(t!("learn-first-game")).strong()).min_size(size));
        if first.on_hover_text(t!("learn-first-game-tip")).clicked() {
            *asked = Some(LessonAsk::FirstGame);
        }
    }
}

/// What follows a lesson: the next one, or after the last a first game.
fn the_next(lesson: &LessonUnderWay) -> LessonAsk {
    if lesson.index + 1 < LESSONS.len() { LessonAsk::Take(lesson.index + 1) } else { LessonAsk::FirstGame }
}

/// The round-over dialog of a lesson: the lesson is over, and the way on instead of *Next
/// round* (Enter takes the next lesson, or after the last a first game).
pub fn round_over_buttons(ui: &mut Ui, lesson: &LessonUnderWay, asked: &mut Option<LessonAsk>) {
    ui.label(RichText::new(t!("learn-round-over")).italics());
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        let size = egui::vec2(160.0, 34.0);
        the_way_on(ui, lesson, size, asked);
        if ui.add(egui::Button::new(t!("learn-back")).min_size(size)).clicked() {
            *asked = Some(LessonAsk::Leave);
        }
    });
    if ui.input(|i| i.key_pressed(egui::Key::Enter)) {
        *asked = Some(the_next(lesson));
    }
}

/// The lessons on the title: each with its tick and a button that takes it.
/// `focus`: give the keyboard's focus to the first lesson not yet taken (the first if all are).
pub fn lessons_window(ctx: &egui::Context, open: &mut bool, learning: &Learning, focus: bool, asked: &mut Option<usize>) {
    let next = LESSONS.iter().position(|l| !learning.is_done(l.name)).unwrap_or(0);
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
                    if focus && k == next {
                        button.request_focus();
                    }
                    if crate::theme::spoken::spoken_as(button, &words).clicked() {
                        *asked = Some(k);
                    }
                    ui.end_row();
                }
            });
        });
}

#[cfg(test)]
mod tests {
    use super::lesson_row;
    use crate::lang::{Phrase, t};
    use crate::learn::{LessonUnderWay, NotTaught};
    use crate::rules::Action;
    use bevy_egui::egui;

    /// The lesson's row is as high with the answer to a move not taught as without it (the
    /// answer takes the room kept for it): the table's view under the row does not move.
    #[test]
    fn an_answer_takes_the_room_kept_for_it() {
        let ctx = egui::Context::default();
        let input = || egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))),
            ..Default::default()
        };
        let height = |answer: Option<NotTaught>| {
            let mut lesson = LessonUnderWay::new(0);
            lesson.answer = answer;
            let mut h = 0.0;
            for _ in 0..2 {
                let mut out = ctx.run_ui(input(), |ui| {
                    lesson_row(ui, &lesson, None, false, &mut None);
                    h = ui.min_rect().height();
                });
                out.textures_delta.clear();
            }
            h
        };
        let without = height(None);
        let why = Phrase::new(|| t!("learn-first-tile-other"));
        let with = height(Some(NotTaught { action: Action::Draw, refused: None, why }));
        assert!(without > 40.0, "the row is drawn: {without} px");
        assert_eq!(with, without, "the row without the answer {without} px, with it {with}");
    }
}

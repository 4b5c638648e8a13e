//! The words a screen reader says for controls and labels that draw something else, or that
//! must be spoken when they change (AccessKit, through egui).

use bevy_egui::egui::{self, Ui};

/// A slider named for a screen reader by the label `name` beside it, its value written after it
/// as `shown`. (egui's own value box beside a slider is a second control it cannot name.)
pub fn named_slider(ui: &mut Ui, slider: egui::Slider<'_>, name: egui::Id, shown: impl Into<egui::WidgetText>) -> egui::Response {
    let response = ui.add(slider.show_value(false)).labelled_by(name);
    ui.label(shown);
    response
}

/// Names a control for a screen reader with `words` (trimmed) that are drawn inside it, where no
/// label beside it says them.
pub fn spoken_as(response: egui::Response, words: &str) -> egui::Response {
    let words = words.trim().trim_end_matches(':').trim().to_string();
    response.ctx.accesskit_node_builder(response.id, |node| node.set_label(words));
    response
}

/// A label's text as a screen reader reads it (and announces it, when it is live): `words`
/// instead of what is drawn, such as tiles said aloud instead of "12|5".
pub fn read_as(response: egui::Response, words: &str) -> egui::Response {
    let words = words.to_string();
    response.ctx.accesskit_node_builder(response.id, |node| node.set_value(words));
    response
}

/// A label a screen reader speaks whenever its words change, wherever the focus is (an ARIA
/// "polite" live region): the live line of the table in words, a lesson's step, the guide.
pub fn live(response: egui::Response) -> egui::Response {
    response.ctx.accesskit_node_builder(response.id, |node| node.set_live(egui::accesskit::Live::Polite));
    response
}

//! `--check-layout` (with `--screenshot`): the words of every window and panel the real game draws
//! are checked on the frame the screenshot is taken, through what egui tells a screen reader
//! (AccessKit): no text leaves the window, no two texts of one window or panel lie over each other,
//! and every control has a name a screen reader can say; in the pseudo-language, no word is left
//! in English (egui's own words included). The screenshot run then fails with what it found. `.ci/run` runs it in the pseudo-language (accented and 40% longer) at 1280×720 on
//! each window and dialog (`--demo-show`).

use crate::schedule::UiSystems;
use bevy::prelude::*;
use bevy_egui::egui::{self, accesskit};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use std::collections::HashMap;

/// What the last frame's check found: how many texts and controls it read, and what is wrong,
/// one sentence each.
#[derive(Resource, Default, Debug)]
pub struct LayoutFindings {
    pub read: usize,
    pub wrong: Vec<String>,
    /// How many frames in a row have drawn the same words in the same places (0: this frame
    /// differs from the last): the screenshot waits for a settled frame, not one where a window
    /// that has just opened is still measuring its grid's columns.
    pub settled: u32,
    last: u64,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<LayoutFindings>()
        .add_systems(EguiPrimaryContextPass, check_layout.after(UiSystems).after(crate::access::WordsSystems));
}

/// One piece of the frame: a text or a control, where it is drawn.
#[derive(Clone, Debug)]
pub struct Drawn {
    pub role: accesskit::Role,
    /// Its words: a label's text, a control's name (its own or a label's it is tied to).
    pub words: String,
    /// The window or panel it is in (egui's layer).
    pub layer: egui::LayerId,
    /// The whole of it, and the part of it not clipped away (empty: scrolled out of sight).
    pub rect: egui::Rect,
    pub visible: egui::Rect,
}

/// The roles of controls, which a screen reader names.
pub const CONTROLS: [accesskit::Role; 9] = [
    accesskit::Role::Button,
    accesskit::Role::CheckBox,
    accesskit::Role::ComboBox,
    accesskit::Role::TextInput,
    accesskit::Role::MultilineTextInput,
    accesskit::Role::Slider,
    accesskit::Role::SpinButton,
    accesskit::Role::RadioButton,
    accesskit::Role::Tab,
];

fn check_layout(mut contexts: EguiContexts, mut findings: ResMut<LayoutFindings>) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The words come from egui's AccessKit nodes, built only while AccessKit is on.
    ctx.enable_accesskit();
    let drawn = drawn(ctx);
    findings.wrong = problems(&drawn, ctx.viewport_rect());
    if crate::lang::current() == crate::lang::Lang::Pseudo {
        let names: Vec<&str> = crate::game_setup::NAMES.iter().copied().chain(crate::rules::preset_names()).collect();
        findings.wrong.extend(untranslated(&drawn, &names));
    }
    findings.read = drawn.len();
    let now = fingerprint(&drawn);
    findings.settled = if now == findings.last { findings.settled + 1 } else { 0 };
    findings.last = now;
    Ok(())
}

/// What a frame drew, in one number: its words, their windows and their places in their window
/// (a window or a train's plate moving as a whole, as the plates do with the camera, is not
/// a change; a grid whose columns are still being measured is). The same whatever order egui
/// lists its layers in.
fn fingerprint(drawn: &[Drawn]) -> u64 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut origin: HashMap<egui::LayerId, egui::Pos2> = HashMap::new();
    for d in drawn {
        let o = origin.entry(d.layer).or_insert(d.rect.min);
        *o = o.min(d.rect.min);
    }
    let mut each: Vec<u64> = drawn
        .iter()
        .map(|d| {
            let mut h = DefaultHasher::new();
            d.words.hash(&mut h);
            d.layer.hash(&mut h);
            let (at, size) = (d.rect.min - origin[&d.layer], d.rect.size());
            for v in [at.x, at.y, size.x, size.y, d.visible.width(), d.visible.height()] {
                v.to_bits().hash(&mut h);
            }
            h.finish()
        })
        .collect();
    each.sort_unstable();
    let mut h = DefaultHasher::new();
    each.hash(&mut h);
    h.finish()
}

/// Every text and control of this pass, with its words and where it lies.
fn drawn(ctx: &egui::Context) -> Vec<Drawn> {
    ctx.viewport(|vp| {
        let Some(access) = vp.this_pass.accesskit_state.as_ref() else { return Vec::new() };
        let by_node: HashMap<accesskit::NodeId, &accesskit::Node> =
            access.nodes.iter().map(|(id, node)| (id.accesskit_id(), node)).collect();
        let text = |node: &accesskit::Node| node.value().or(node.label()).unwrap_or_default().trim().to_string();
        // A control's own name, else a text's words, else the words of the labels it is tied to.
        let words_of = |node: &accesskit::Node| -> String {
            match node.label().map(str::trim) {
                Some(own) if !own.is_empty() => own.to_string(),
                _ if node.role() == accesskit::Role::Label => text(node),
                _ => node
                    .labelled_by()
                    .iter()
                    .filter_map(|id| by_node.get(id))
                    .map(|l| text(l))
                    .collect::<Vec<_>>()
                    .join(" ")
                    .trim()
                    .to_string(),
            }
        };
        let mut out = Vec::new();
        for (layer, widgets) in vp.this_pass.widgets.layers() {
            for w in widgets {
                let Some(node) = access.nodes.get(&w.id) else { continue };
                let role = node.role();
                if role != accesskit::Role::Label && !CONTROLS.contains(&role) {
                    continue;
                }
                out.push(Drawn { role, words: words_of(node), layer: *layer, rect: w.rect, visible: w.interact_rect });
            }
        }
        out
    })
}

/// What is wrong with a frame's texts and controls on a screen of `screen`: a text (seen, not
/// scrolled away) leaving the screen, two texts of one layer over each other, a control with no
/// name or a name that is only a picture ("⏮").
pub fn problems(drawn: &[Drawn], screen: egui::Rect) -> Vec<String> {
    let seen = |d: &&Drawn| d.visible.is_positive() && d.visible.width() >= 1.0 && d.visible.height() >= 1.0;
    let texts: Vec<&Drawn> = drawn.iter().filter(|d| d.role == accesskit::Role::Label && !d.words.is_empty()).filter(seen).collect();
    let mut wrong = Vec::new();
    for (i, text) in texts.iter().enumerate() {
        if !screen.expand(0.5).contains_rect(text.rect) {
            wrong.push(format!("{:?} leaves the window at {:?}", text.words, text.rect));
        }
        for other in &texts[i + 1..] {
            if other.layer == text.layer && text.visible.shrink(1.0).intersects(other.visible.shrink(1.0)) {
                wrong.push(format!("{:?} {:?} lies over {:?} {:?}", text.words, text.visible, other.words, other.visible));
            }
        }
    }
    for control in drawn.iter().filter(|d| CONTROLS.contains(&d.role)).filter(seen) {
        if !control.words.chars().any(char::is_alphanumeric) {
            wrong.push(format!("a {:?} at {:?} has no name a screen reader can say ({:?})", control.role, control.rect, control.words));
        }
    }
    wrong
}

/// Words left in English: in the pseudo-language every word the game translates has its vowels
/// accented ("Play" → "Þlååý"), so a word of three or more plain letters with a plain vowel in it
/// was not translated — unless it is one of `names` (a seat's, a preset's) or part of a file's
/// name (a text with no space in it).
pub fn untranslated(drawn: &[Drawn], names: &[&str]) -> Vec<String> {
    let plain =
        |word: &str| word.len() >= 3 && word.chars().any(|c| "aeiouync".contains(c)) && !names.iter().any(|n| n.eq_ignore_ascii_case(word));
    drawn
        .iter()
        .filter(|d| d.visible.is_positive() && d.words.contains(' '))
        .filter(|d| d.words.split(|c: char| !c.is_ascii_alphabetic()).any(plain))
        .map(|d| format!("{:?} is not in the pseudo-language (left in English?)", d.words))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(role: accesskit::Role, words: &str, layer: &str, rect: egui::Rect) -> Drawn {
        Drawn { role, words: words.into(), layer: egui::LayerId::new(egui::Order::Middle, egui::Id::new(layer)), rect, visible: rect }
    }

    /// Read from a real egui pass: texts over each other and off the screen, a control without a
    /// name, and one named by the label it is tied to.
    #[test]
    fn a_real_pass_is_read_with_its_words_and_places() {
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        let mut found = Vec::new();
        let mut read = Vec::new();
        for _ in 0..2 {
            let mut out = ctx.run_ui(
                egui::RawInput {
                    screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))),
                    ..Default::default()
                },
                |ui| {
                    let at = egui::Rect::from_min_size(egui::pos2(100.0, 100.0), egui::vec2(200.0, 20.0));
                    ui.put(at, egui::Label::new("one"));
                    ui.put(at.translate(egui::vec2(20.0, 0.0)), egui::Label::new("two"));
                    ui.put(
                        egui::Rect::from_min_size(egui::pos2(1250.0, 300.0), egui::vec2(200.0, 20.0)),
                        egui::Label::new("three").extend(),
                    );
                    let mut text = String::from("Ana");
                    ui.put(
                        egui::Rect::from_min_size(egui::pos2(100.0, 400.0), egui::vec2(200.0, 30.0)),
                        egui::TextEdit::singleline(&mut text),
                    );
                    let name =
                        ui.put(egui::Rect::from_min_size(egui::pos2(100.0, 500.0), egui::vec2(100.0, 20.0)), egui::Label::new("Seat 2")).id;
                    let mut more = String::from("Bert");
                    ui.put(
                        egui::Rect::from_min_size(egui::pos2(220.0, 500.0), egui::vec2(200.0, 30.0)),
                        egui::TextEdit::singleline(&mut more),
                    )
                    .labelled_by(name);
                    read = drawn(ui.ctx());
                    found = problems(&read, ui.ctx().viewport_rect());
                },
            );
            out.textures_delta.clear();
        }
        assert!(read.iter().any(|d| d.role == accesskit::Role::TextInput && d.words == "Seat 2"), "{read:?}");
        assert!(found.iter().any(|w| w.contains("\"one\"") && w.contains("lies over \"two\"")), "{found:?}");
        assert!(found.iter().any(|w| w.contains("\"three\" leaves the window")), "{found:?}");
        assert!(found.iter().any(|w| w.contains("TextInput") && w.contains("no name")), "{found:?}");
        assert_eq!(found.len(), 3, "{found:?}");
    }

    #[test]
    fn words_left_in_english_show_in_the_pseudo_language() {
        let r = egui::Rect::from_min_size(egui::pos2(10.0, 10.0), egui::vec2(200.0, 20.0));
        let label = accesskit::Role::Label;
        let translated = crate::lang::pseudo("Ana plays twelve–four on the Mexican train").into_owned();
        let drawn = [
            at(label, &translated, "a", r),
            at(label, "Mano de Seat 1", "a", r),
            at(label, "standard-8p-d12-seed-1.mtr.ron", "a", r),
            at(label, "Ana · Bert", "a", r),
        ];
        let found = untranslated(&drawn, &["Ana", "Bert"]);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("Mano de Seat 1"), "{found:?}");
    }

    #[test]
    fn texts_over_each_other_off_the_window_and_unnamed_controls_are_found() {
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0));
        let r = |x: f32, y: f32| egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(200.0, 20.0));
        let label = accesskit::Role::Label;
        let fine = [
            at(label, "one", "a", r(10.0, 10.0)),
            at(label, "two", "a", r(10.0, 40.0)),
            at(label, "in another window", "b", r(20.0, 10.0)),
            at(accesskit::Role::Button, "Start", "a", r(10.0, 80.0)),
        ];
        assert!(problems(&fine, screen).is_empty(), "{:?}", problems(&fine, screen));

        let mut scrolled_away = at(label, "below", "a", r(10.0, 800.0));
        scrolled_away.visible = egui::Rect::NOTHING;
        assert!(problems(&[scrolled_away], screen).is_empty());

        let wrong = [
            at(label, "one", "a", r(10.0, 10.0)),
            at(label, "over one", "a", r(30.0, 15.0)),
            at(label, "off", "a", r(1200.0, 300.0)),
            at(accesskit::Role::ComboBox, "", "a", r(10.0, 400.0)),
            at(accesskit::Role::Button, "⏮", "a", r(10.0, 500.0)),
        ];
        let found = problems(&wrong, screen);
        assert!(found.iter().any(|w| w.contains("\"one\"") && w.contains("lies over \"over one\"")), "{found:?}");
        assert!(found.iter().any(|w| w.contains("\"off\" leaves the window")), "{found:?}");
        assert!(found.iter().any(|w| w.contains("ComboBox") && w.contains("no name")), "{found:?}");
        assert!(found.iter().any(|w| w.contains("Button") && w.contains("⏮")), "{found:?}");
        assert_eq!(found.len(), 4, "{found:?}");
    }
}

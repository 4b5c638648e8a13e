//! What the game's egui panels share: the order they are drawn in (each feature draws its own in
//! one of `schedule::Draw`'s ordered sets — the look, whole screens, the panels at the window's
//! edges, dialogs, windows, overlays — all within `schedule::UiSystems`), the state the panels
//! share ([`UiState`]: the menu, the table in words, the settings window), a root for panels that
//! set the table's view, whether the person is typing, and the play keys kept from egui on the
//! person's turn. The panels are views of the match and change it only by sending `*Requested`
//! messages.

use crate::game::PlayerView;
use crate::schedule::{Draw, UiSystems};
use crate::screens::Screen;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::egui;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UiState>()
        .configure_sets(
            EguiPrimaryContextPass,
            (Draw::Theme, Draw::Screens, Draw::Panels, Draw::Dialogs, Draw::Windows, Draw::Overlays, Draw::Messages)
                .chain()
                .in_set(UiSystems),
        )
        .add_systems(
            PreUpdate,
            keep_play_keys_from_egui.after(bevy_egui::EguiPreUpdateSet::ProcessInput).before(bevy_egui::EguiPreUpdateSet::BeginPass),
        );
}

/// On a person's own turn, with no window of the UI open, `Tab` and the arrows play (they move
/// through the hand and the train ends): egui does not see them, or it would move its focus
/// over the buttons instead. Anywhere else they are egui's, for its windows.
fn keep_play_keys_from_egui(
    screen: Option<Res<State<Screen>>>,
    seen: Option<Res<PlayerView>>,
    state: Res<UiState>,
    mut contexts: Query<(&mut bevy_egui::EguiInput, &mut bevy_egui::EguiContext), With<bevy_egui::PrimaryEguiContext>>,
) {
    let in_game = screen.is_some_and(|s| *s.get() == Screen::Game);
    let own_turn = seen.is_some_and(|v| v.my_turn() && v.hand_shown.0.is_some_and(|s| v.is_person(s)));
    if !in_game || !own_turn || state.menu || state.settings.open {
        return;
    }
    for (mut input, mut context) in &mut contexts {
        if context.get_mut().memory(|m| m.focused().is_some()) {
            continue;
        }
        input.0.events.retain(|e| {
            !matches!(
                e,
                egui::Event::Key {
                    key: egui::Key::Tab | egui::Key::ArrowLeft | egui::Key::ArrowRight | egui::Key::ArrowUp | egui::Key::ArrowDown,
                    ..
                }
            )
        });
    }
}

/// Small UI state shared between the panels.
#[derive(Resource, Default, Debug)]
pub struct UiState {
    /// The in-game menu is open.
    pub menu: bool,
    /// The table in words is shown (`T`, the menu; opens for a screen reader).
    pub words: bool,
    pub settings: crate::settings::window::SettingsWindow,
}

/// A root `Ui` over the whole window for panels whose sizes set the table's view.
pub(crate) fn panel_root(ctx: &egui::Context, name: &'static str) -> egui::Ui {
    egui::Ui::new(ctx.clone(), name.into(), egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()))
}

/// Whether the person is typing in a text field (egui's keyboard focus is on one): a key is a
/// letter then, not a command. The focus is read first and the field after: a field's state
/// locks egui's memory too, so asking for it inside `memory(..)` waits for itself forever (it
/// froze the game as soon as a screen reader focused anything).
pub fn typing(ctx: &egui::Context) -> bool {
    let focused = ctx.memory(|m| m.focused());
    focused.is_some_and(|id| egui::TextEdit::load_state(ctx, id).is_some())
}

/// Layouts checked in every language: the words of a panel drawn at 1280×720 stay on the screen
/// and no two of them overlap (what egui can tell: each label's rectangle, through AccessKit).
#[cfg(test)]
pub(crate) mod layout_check {
    use bevy_egui::egui;
    use egui_kittest::Harness;
    use egui_kittest::kittest::{NodeT, Queryable, by};

    /// The languages a layout is checked in: each offered one, and the pseudo-language (accented
    /// and 40% longer than English).
    pub fn languages() -> [crate::lang::Lang; 4] {
        use crate::lang::Lang;
        [Lang::En, Lang::Es, Lang::Fr, Lang::Pseudo]
    }

    /// Draw the panel `make` gives (a harness made anew in each language, so that what it shows
    /// is in that language) in every language of [`languages`], and fail with what is wrong:
    /// fewer than `least` labels read, a label leaving `size` or lying over another.
    pub fn fits_in_every_language<'a, S>(what: &str, size: egui::Vec2, least: usize, mut make: impl FnMut() -> Harness<'a, S>) {
        for lang in languages() {
            crate::lang::tests::speak(lang);
            let harness = make();
            let (labels, wrong) = problems_within(&harness, size);
            assert!(labels >= least, "{lang:?}, {what}: its words were read ({labels})");
            assert!(wrong.is_empty(), "{lang:?}, {what}:\n{}", wrong.join("\n"));
        }
        crate::lang::tests::speak(crate::lang::Lang::En);
    }

    /// Every label's text and rectangle, and what is wrong with them: outside a screen (or a
    /// window's inside) of `size`, or overlapping another label.
    pub fn problems_within<S>(harness: &Harness<'_, S>, size: egui::Vec2) -> (usize, Vec<String>) {
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
        let labels: Vec<(String, egui::Rect)> = harness
            .query_all(by().role(egui::accesskit::Role::Label))
            .map(|n| (n.accesskit_node().value().or_else(|| n.accesskit_node().label()).unwrap_or_default(), n.rect()))
            .filter(|(text, _)| !text.trim().is_empty())
            .collect();
        let mut wrong = Vec::new();
        for (i, (text, rect)) in labels.iter().enumerate() {
            if !screen.expand(0.5).contains_rect(*rect) {
                wrong.push(format!("{text:?} leaves the screen at {rect:?}"));
            }
            for (other, r) in &labels[i + 1..] {
                if rect.shrink(1.0).intersects(r.shrink(1.0)) {
                    wrong.push(format!("{text:?} {rect:?} overlaps {other:?} {r:?}"));
                }
            }
        }
        wrong.extend(unnamed_controls(harness));
        (labels.len(), wrong)
    }

    /// The controls a screen reader could not name: a button, field, list or slider with no
    /// words of its own or from a label it is tied to (`labelled_by`). Orca would say only
    /// "combo box" or "entry".
    pub fn unnamed_controls<S>(harness: &Harness<'_, S>) -> Vec<String> {
        crate::dev_tools::layout_audit::CONTROLS
            .iter()
            .flat_map(|role| harness.query_all(by().role(*role)))
            .filter(|n| n.accesskit_node().label().is_none_or(|l| l.trim().is_empty()))
            .map(|n| {
                format!("a {:?} has no name (its value: {:?}) at {:?}", n.accesskit_node().role(), n.accesskit_node().value(), n.rect())
            })
            .collect()
    }
    #[test]
    fn overlapping_words_and_words_off_the_screen_are_seen() {
        let harness = Harness::builder().with_size(egui::vec2(1280.0, 720.0)).build_ui(|ui| {
            let at = egui::Rect::from_min_size(egui::pos2(100.0, 100.0), egui::vec2(200.0, 20.0));
            ui.put(at, egui::Label::new("one"));
            ui.put(at.translate(egui::vec2(20.0, 0.0)), egui::Label::new("two"));
            ui.put(egui::Rect::from_min_size(egui::pos2(1250.0, 300.0), egui::vec2(200.0, 20.0)), egui::Label::new("three").extend());
        });
        let (labels, wrong) = problems_within(&harness, egui::vec2(1280.0, 720.0));
        assert_eq!(labels, 3);
        assert!(wrong.iter().any(|w| w.contains("overlaps")) && wrong.iter().any(|w| w.contains("leaves the screen")), "{wrong:?}");
    }
}

#[cfg(test)]
mod tests {
    use super::typing;
    use bevy_egui::egui;

    /// A focused text field is typing; a focused button is not; and asking never locks egui
    /// against itself (it did: the game hung when a screen reader focused a button).
    #[test]
    fn typing_is_a_focused_text_field_and_asking_does_not_deadlock() {
        let ctx = egui::Context::default();
        let mut text = String::new();
        let mut frame = |focus_field: bool| {
            let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
                let field = ui.text_edit_singleline(&mut text);
                let button = ui.button("Start");
                if focus_field { field.request_focus() } else { button.request_focus() }
            });
            out.textures_delta.clear();
        };
        frame(true);
        frame(true);
        assert!(typing(&ctx), "the field has the focus");
        frame(false);
        frame(false);
        assert!(ctx.memory(|m| m.focused().is_some()), "the button has the focus");
        assert!(!typing(&ctx), "a button is not typing");
    }
}

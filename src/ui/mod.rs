//! Everything drawn with egui: the title screen, the top bar, the hand panel, the seat plates
//! and boneyard count on the table, toasts, and the dialogs. These are views of the match; they
//! change it only by sending `*Requested` messages.

mod access;
mod dialogs;
mod hand;
pub mod layout_audit;
mod menu;
mod overlay;
#[cfg(not(target_family = "wasm"))]
pub mod quit;
mod top_bar;

use crate::game::{Game, PlayerView};
use crate::replay::{panel, review_panel};
use crate::saving::{DisplaySettings, SettingsEdited, SettingsView};
use crate::screens::{GamePhase, Screen};
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UiState>()
        .add_plugins((
            access::plugin,
            #[cfg(not(target_family = "wasm"))]
            quit::plugin,
        ))
        // The review panel's room at the window's right is the table's again off the replay.
        .add_systems(OnExit(Screen::Replay), |mut insets: ResMut<crate::table::space::TableInsets>| insets.right = 0.0)
        .add_systems(
            EguiPrimaryContextPass,
            (
                apply_theme,
                crate::title::title_screen.run_if(in_state(Screen::Title)),
                (
                    top_bar::top_bar.run_if(resource_exists::<PlayerView>),
                    menu::game_menu,
                    hand::hand_panel.run_if(resource_exists::<PlayerView>),
                    hand::drag_overlay,
                    dialogs::dropped_record,
                    dialogs::invite_during_game,
                    dialogs::hot_seat_cover.run_if(in_state(GamePhase::Playing)),
                    dialogs::round_over.run_if(in_state(GamePhase::RoundOver).and_then(dialogs::no_window_open)),
                    dialogs::game_over.run_if(in_state(GamePhase::GameOver).and_then(dialogs::no_window_open)),
                    in_game_settings,
                )
                    .chain()
                    .run_if(in_state(Screen::Game)),
                (panel::replay_keys, panel::replay_top_bar, panel::replay_controls, review_panel::review_panel)
                    .chain()
                    .run_if(in_state(Screen::Replay)),
                overlay::plates.run_if(in_state(Screen::Game).or_else(in_state(Screen::Replay))),
                overlay::toasts.run_if(not(in_state(Screen::Game))),
            )
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

/// The egui systems of the game.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct UiSystems;

/// Small UI state shared between the panels.
#[derive(Resource, Default, Debug)]
pub struct UiState {
    themed: bool,
    /// The in-game menu is open.
    pub menu: bool,
    /// The table in words is shown (`T`, the menu; opens for a screen reader).
    pub words: bool,
    pub settings: crate::settings::window::SettingsWindow,
}

/// A root `Ui` over the whole window for panels whose sizes set the table's view.
pub(super) fn panel_root(ctx: &egui::Context, name: &'static str) -> egui::Ui {
    egui::Ui::new(ctx.clone(), name.into(), egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()))
}

/// egui points per window pixel differ by the UI scale: convert between them.
/// Whether the person is typing in a text field (egui's keyboard focus is on one): a key is a
/// letter then, not a command. The focus is read first and the field after: a field's state
/// locks egui's memory too, so asking for it inside `memory(..)` waits for itself forever (it
/// froze the game as soon as a screen reader focused anything).
pub fn typing(ctx: &egui::Context) -> bool {
    let focused = ctx.memory(|m| m.focused());
    focused.is_some_and(|id| egui::TextEdit::load_state(ctx, id).is_some())
}

pub fn to_points(ctx: &egui::Context, px: bevy::prelude::Vec2) -> egui::Pos2 {
    let z = ctx.zoom_factor();
    egui::pos2(px.x / z, px.y / z)
}

pub fn to_pixels(ctx: &egui::Context, p: egui::Pos2) -> bevy::prelude::Vec2 {
    let z = ctx.zoom_factor();
    bevy::prelude::Vec2::new(p.x * z, p.y * z)
}

/// The settings window during a game: rules shown but locked.
fn in_game_settings(
    mut contexts: EguiContexts,
    mut state: ResMut<UiState>,
    settings: SettingsView,
    mut edits: MessageWriter<SettingsEdited>,
    game: Option<Res<Game>>,
) -> Result {
    if !state.settings.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let in_play = game.as_deref().filter(|g| !g.the_match.is_over());
    let mut edit = crate::settings::window::Edit::of(&settings);
    crate::settings::window::show(ctx, &mut state.settings, &mut edit, in_play);
    edit.report(&settings, &mut edits);
    Ok(())
}

/// The smallest window, in points, the game's panels and table are laid out for.
const ROOM: (f32, f32) = (1060.0, 600.0);

/// The size text and panels are drawn at: the chosen `setting`, unless the window (`w` × `h`
/// logical pixels) is too small to hold the screens at that size; then as large as fits, but
/// never smaller than 100 % (or the setting, if that is smaller).
pub fn effective_ui_scale(setting: f32, w: f32, h: f32) -> f32 {
    let fits = (w / ROOM.0).min(h / ROOM.1);
    setting.min(fits).max(setting.min(1.0))
}

/// Warm table colours for egui, at the chosen size.
fn apply_theme(
    mut contexts: EguiContexts,
    mut state: ResMut<UiState>,
    display: Res<DisplaySettings>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let setting = display.0.ui_scale;
    let zoom = window.map_or(setting, |w| effective_ui_scale(setting, w.width(), w.height()));
    if (ctx.zoom_factor() - zoom).abs() > 1e-3 {
        ctx.set_zoom_factor(zoom);
    }
    if state.themed {
        return Ok(());
    }
    let mut visuals = egui::Visuals::dark();
    visuals.panel_fill = Color32::from_rgb(28, 40, 34);
    visuals.window_fill = Color32::from_rgb(34, 48, 41);
    visuals.extreme_bg_color = Color32::from_rgb(20, 30, 25);
    visuals.selection.bg_fill = Color32::from_rgb(190, 140, 40);
    visuals.widgets.inactive.weak_bg_fill = Color32::from_rgb(52, 72, 60);
    visuals.widgets.hovered.weak_bg_fill = Color32::from_rgb(70, 98, 80);
    visuals.widgets.active.weak_bg_fill = Color32::from_rgb(190, 140, 40);
    visuals.window_corner_radius = 10.into();
    ctx.set_visuals(visuals);
    ctx.set_fonts(fonts());
    ctx.all_styles_mut(|s| {
        s.spacing.button_padding = egui::vec2(12.0, 6.0);
        // As tall as a button, so labels in a row line up with the buttons beside them.
        s.spacing.interact_size.y = 30.0;
        // Scroll bars beside the content, never over it.
        s.spacing.scroll = egui::style::ScrollStyle::solid();
        s.text_styles.insert(egui::TextStyle::Button, egui::FontId::proportional(16.0));
        s.text_styles.insert(egui::TextStyle::Body, egui::FontId::proportional(15.0));
    });
    state.themed = true;
    Ok(())
}

/// egui's built-in fonts, with Hack (built in too) behind the proportional one: it draws the
/// arrows of the keys (← → ↑ ↓ ↵), which Ubuntu Light has not.
pub fn fonts() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    if let Some(family) = fonts.families.get_mut(&egui::FontFamily::Proportional) {
        family.push("Hack".to_owned());
    }
    fonts
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
        super::layout_audit::CONTROLS
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
    use super::{effective_ui_scale, fonts, typing};
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

    #[test]
    fn every_key_named_in_the_help_and_the_tooltips_has_its_glyphs() {
        let ctx = egui::Context::default();
        ctx.set_fonts(fonts());
        let mut out = ctx.run_ui(egui::RawInput::default(), |_| {});
        out.textures_delta.clear();
        let body = egui::FontId::proportional(15.0);
        // Every character the game's sources write (every file, found on disk), and every
        // language's words with the pseudo-language's accents.
        fn rust_files(dir: &std::path::Path, out: &mut Vec<String>) {
            let Ok(entries) = std::fs::read_dir(dir) else { return };
            for path in entries.filter_map(Result::ok).map(|e| e.path()) {
                if path.is_dir() {
                    rust_files(&path, out);
                } else if path.extension().is_some_and(|x| x == "rs") {
                    out.push(std::fs::read_to_string(&path).unwrap_or_default());
                }
            }
        }
        let mut sources = Vec::new();
        rust_files(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut sources);
        assert!(sources.len() > 50, "the sources were read");
        sources.extend(crate::lang::Lang::OFFERED.iter().map(|&l| crate::lang::source_of(l).to_string()));
        sources.push(crate::lang::pseudo(crate::lang::source_of(crate::lang::Lang::En)).into_owned());
        sources.push(crate::lang::Lang::Pseudo.native_name().to_string());
        let unusual: String = sources.iter().flat_map(|s| s.chars()).filter(|c| !c.is_ascii()).collect();
        let tip = crate::table::keys::keys_tip();
        let keys: Vec<String> =
            crate::table::keys::KEY_LINES.iter().flat_map(|l| [crate::lang::tr(l.keys), crate::lang::tr(l.what)]).collect();
        let texts = keys.iter().map(String::as_str).chain([tip.as_str(), unusual.as_str()]);
        ctx.fonts_mut(|f| {
            // How a character is drawn (`has_glyph` says no to every character of the face that
            // also draws the replacement box, such as ▶): the same picture as a character no
            // font has means it has none.
            let mut picture = |c: char| {
                let galley = f.layout_no_wrap(c.to_string(), body.clone(), egui::Color32::WHITE);
                galley.rows.first().and_then(|r| r.row.glyphs.first()).map(|g| g.uv_rect)
            };
            let none = picture('\u{10FFFD}');
            for text in texts {
                let missing: String = text.chars().filter(|&c| c != ' ' && picture(c) == none).collect();
                assert!(missing.is_empty(), "no glyph for {missing:?} in {text:?}");
            }
        });
    }

    #[test]
    fn text_and_panels_grow_only_as_far_as_the_window_holds_them() {
        assert_eq!(effective_ui_scale(1.0, 1280.0, 720.0), 1.0);
        assert_eq!(effective_ui_scale(1.5, 1920.0, 1080.0), 1.5);
        assert!((effective_ui_scale(2.0, 1280.0, 720.0) - 1.2).abs() < 1e-6, "720p holds 120 %");
        assert!((effective_ui_scale(2.0, 1920.0, 1080.0) - 1.8).abs() < 1e-6);
        assert_eq!(effective_ui_scale(1.0, 640.0, 400.0), 1.0, "a tiny window never shrinks the text below 100 %");
        assert_eq!(effective_ui_scale(1.5, 640.0, 400.0), 1.0);
        assert_eq!(effective_ui_scale(0.8, 640.0, 400.0), 0.8, "a smaller setting is kept");
    }
}

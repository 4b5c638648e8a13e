//! The game's look in egui: its colours, fonts and size (the UI scale, fitted to the window), the
//! frames of its cards and dialogs, and the words a screen reader says for controls that draw
//! their own (`spoken`). (Tiles are painted in egui as on the table by `table::painted`.)

pub mod spoken;

use crate::saving::DisplaySettings;
use crate::schedule::Draw;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, apply_theme.in_set(Draw::Theme));
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
    mut themed: Local<bool>,
    display: Res<DisplaySettings>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let setting = display.0.ui_scale;
    let zoom = window.map_or(setting, |w| effective_ui_scale(setting, w.width(), w.height()));
    if (ctx.zoom_factor() - zoom).abs() > 1e-3 {
        ctx.set_zoom_factor(zoom);
    }
    if *themed {
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
    *themed = true;
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

/// The look of the title's card and of the dialogs over the table: dark felt in a gold rim.
pub fn card_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(egui::Color32::from_rgb(15, 38, 27))
        .stroke(egui::Stroke::new(2.0, egui::Color32::from_rgb(196, 160, 72)))
        .corner_radius(12)
        .inner_margin(egui::Margin::same(18))
        .shadow(egui::epaint::Shadow { offset: [0, 6], blur: 18, spread: 0, color: egui::Color32::from_black_alpha(110) })
}

/// The gold of the game's name and the dialogs' titles.
pub const GOLD: egui::Color32 = egui::Color32::from_rgb(245, 205, 95);

#[cfg(test)]
mod tests {
    use super::{effective_ui_scale, fonts};
    use bevy_egui::egui;

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
        let tip = crate::gestures::keys_tip();
        let keys: Vec<String> =
            crate::gestures::KEY_LINES.iter().flat_map(|l| [crate::lang::tr(l.keys), crate::lang::tr(l.what)]).collect();
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

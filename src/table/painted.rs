//! Painting tiles in egui (the hand, dialogs, the dragged tile, a little train of them), with the
//! same pip patterns and colours as the table, and the keyboard's focus on a tile or an end.

use crate::rules::{Pip, Tile};
use crate::table::art::FaceStyle;
use crate::table::pips;
use bevy_egui::egui::{self, Color32, Painter, Pos2, Rect, Stroke, StrokeKind, Ui, Vec2};

/// How a painted tile looks apart from its numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Look {
    /// Lit: playable now.
    pub playable: bool,
    pub selected: bool,
    /// Faded (the tile is being dragged away).
    pub ghost: bool,
    /// The move a hint suggests: a bright halo.
    pub hinted: bool,
    /// It cannot be played now (on the person's turn): greyed.
    pub dimmed: bool,
}

/// The keyboard's focus: white corner brackets just outside `rect` (on the table: the train end
/// in focus; in the hand: the tile in focus), unlike the hint's halo, the glows and the
/// last-played rings.
pub fn paint_focus(painter: &Painter, rect: Rect) {
    let r = rect.expand(4.0);
    let arm = (r.width().min(r.height()) * 0.35).clamp(6.0, 18.0);
    let stroke = Stroke::new(3.0, Color32::WHITE);
    let shadow = Stroke::new(5.5, Color32::from_black_alpha(140));
    for (corner, dx, dy) in
        [(r.left_top(), 1.0, 1.0), (r.right_top(), -1.0, 1.0), (r.left_bottom(), 1.0, -1.0), (r.right_bottom(), -1.0, -1.0)]
    {
        let arms = [corner + Vec2::new(dx * arm, 0.0), corner, corner + Vec2::new(0.0, dy * arm)];
        painter.line(arms.to_vec(), shadow);
        painter.line(arms.to_vec(), stroke);
    }
}

/// A hint's colour (the halo of the suggested tile; its train end glows the same).
pub const HINT: Color32 = Color32::from_rgb(110, 225, 255);

fn colour(c: pips::Rgb) -> Color32 {
    Color32::from_rgb(c[0], c[1], c[2])
}

/// Paint `tile` in `rect`: vertical when the rect is taller than wide (first number on top).
pub fn paint_tile(painter: &Painter, rect: Rect, tile: Tile, style: FaceStyle, look: Look) {
    let vertical = rect.height() > rect.width();
    let short = rect.width().min(rect.height());
    let rounding = short * 0.16;
    let alpha = if look.ghost {
        0.35
    } else if look.dimmed {
        0.55
    } else {
        1.0
    };
    let fade = |c: Color32| c.gamma_multiply(alpha);
    painter.rect_filled(rect.translate(Vec2::new(short * 0.05, short * 0.08)), rounding, fade(Color32::from_black_alpha(70)));
    if look.hinted {
        let halo = rect.expand(short * 0.12);
        painter.rect_filled(halo, rounding * 1.4, HINT.gamma_multiply(0.45));
        painter.rect_stroke(halo, rounding * 1.4, Stroke::new(2.5, HINT), StrokeKind::Inside);
    }
    let edge = if look.selected {
        Color32::from_rgb(255, 200, 40)
    } else if look.playable {
        Color32::from_rgb(250, 230, 150)
    } else {
        Color32::from_rgb(150, 140, 120)
    };
    let body = if look.dimmed { Color32::from_rgb(200, 196, 186) } else { Color32::from_rgb(247, 241, 226) };
    painter.rect_filled(rect, rounding, fade(body));
    painter.rect_stroke(rect, rounding, Stroke::new(if look.selected { 3.0 } else { 1.5 }, fade(edge)), StrokeKind::Inside);
    let (a_rect, b_rect) = if vertical {
        let h = rect.height() / 2.0;
        (
            Rect::from_min_size(rect.min, Vec2::new(rect.width(), h)),
            Rect::from_min_size(rect.min + Vec2::new(0.0, h), Vec2::new(rect.width(), h)),
        )
    } else {
        let w = rect.width() / 2.0;
        (
            Rect::from_min_size(rect.min, Vec2::new(w, rect.height())),
            Rect::from_min_size(rect.min + Vec2::new(w, 0.0), Vec2::new(w, rect.height())),
        )
    };
    let divider = if vertical {
        [Pos2::new(rect.left() + short * 0.12, rect.center().y), Pos2::new(rect.right() - short * 0.12, rect.center().y)]
    } else {
        [Pos2::new(rect.center().x, rect.top() + short * 0.12), Pos2::new(rect.center().x, rect.bottom() - short * 0.12)]
    };
    painter.line_segment(divider, Stroke::new((short * 0.035).max(1.0), fade(Color32::from_rgb(130, 120, 100))));
    paint_face(painter, a_rect, tile.0, style, alpha);
    paint_face(painter, b_rect, tile.1, style, alpha);
}

/// One half: pips in the classic pattern, or the numeral.
pub fn paint_face(painter: &Painter, rect: Rect, n: Pip, style: FaceStyle, alpha: f32) {
    let c = colour(style.colour(n)).gamma_multiply(alpha);
    let side = rect.width().min(rect.height());
    let square = Rect::from_center_size(rect.center(), Vec2::splat(side));
    if style.numerals {
        if n > 0 {
            painter.text(square.center(), egui::Align2::CENTER_CENTER, n.to_string(), egui::FontId::proportional(side * 0.58), c);
        }
        return;
    }
    let (pips, r) = pips::pattern(n);
    let inset = side * 0.08;
    let span = side - 2.0 * inset;
    for (x, y) in pips {
        let centre = Pos2::new(square.left() + inset + x * span, square.top() + inset + y * span);
        painter.circle_filled(centre, (r * span).max(1.2), c);
    }
}

/// Paint a face-down tile.
pub fn paint_back(painter: &Painter, rect: Rect) {
    let short = rect.width().min(rect.height());
    painter.rect_filled(rect, short * 0.16, Color32::from_rgb(50, 85, 130));
    painter.rect_stroke(rect.shrink(short * 0.12), short * 0.1, Stroke::new(1.0, Color32::from_rgb(190, 160, 80)), StrokeKind::Inside);
}

/// A little train of tiles `height` points high, doubles crosswise, as on the table.
pub fn tile_strip(ui: &mut Ui, style: FaceStyle, tiles: &[Tile], height: f32) {
    let long = height * 1.75;
    let gap = height * 0.15;
    let width: f32 = tiles.iter().map(|t| if t.0 == t.1 { height / 2.0 } else { long } + gap).sum();
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
    let mut x = rect.left();
    for &t in tiles {
        let double = t.0 == t.1;
        let size = if double { egui::vec2(height / 2.0, height) } else { egui::vec2(long, height / 2.0) };
        let at = egui::pos2(x, rect.center().y - size.y / 2.0);
        paint_tile(ui.painter(), egui::Rect::from_min_size(at, size), t, style, Look::default());
        x += size.x + gap;
    }
}

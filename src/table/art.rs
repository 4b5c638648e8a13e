//! Everything on the table is drawn here, in code: tile bodies, pip faces (or numerals), tile
//! backs, the hub, train markers and glows, rasterized with anti-aliased signed distances.

use super::pips::{self, Rgb};
use crate::rules::Pip;
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// How faces are drawn (a display setting).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaceStyle {
    pub numerals: bool,
    pub colour_coded: bool,
    pub colour_blind_safe: bool,
}

impl Default for FaceStyle {
    fn default() -> Self {
        FaceStyle { numerals: false, colour_coded: true, colour_blind_safe: false }
    }
}

impl FaceStyle {
    /// The colour of number `n`'s pips.
    pub fn colour(&self, n: Pip) -> Rgb {
        if !self.colour_coded {
            return pips::PLAIN;
        }
        let palette = if self.colour_blind_safe { &pips::COLOUR_BLIND_SAFE } else { &pips::CLASSIC };
        palette[(n as usize).min(palette.len() - 1)]
    }
}

/// Handles to the generated images.
#[derive(Resource, Clone)]
pub struct TileArt {
    pub body: Handle<Image>,
    pub shadow: Handle<Image>,
    pub back: Handle<Image>,
    pub faces: Vec<Handle<Image>>,
    pub glow: Handle<Image>,
    pub marker: Handle<Image>,
    pub hub: Handle<Image>,
    pub bed: Handle<Image>,
    pub style: FaceStyle,
}

/// Colours of the seats' markers and plates.
pub const SEAT_COLOURS: [Color; 12] = [
    Color::srgb(0.95, 0.35, 0.30),
    Color::srgb(0.30, 0.60, 0.95),
    Color::srgb(0.98, 0.78, 0.25),
    Color::srgb(0.55, 0.85, 0.40),
    Color::srgb(0.80, 0.45, 0.90),
    Color::srgb(0.30, 0.85, 0.85),
    Color::srgb(0.98, 0.55, 0.20),
    Color::srgb(0.90, 0.90, 0.90),
    Color::srgb(0.65, 0.45, 0.30),
    Color::srgb(0.62, 0.66, 0.72),
    Color::srgb(0.50, 0.55, 0.95),
    Color::srgb(0.70, 0.75, 0.35),
];

pub fn seat_colour(seat: crate::rules::Seat) -> Color {
    SEAT_COLOURS[seat as usize % SEAT_COLOURS.len()]
}

/// The Mexican train's marker, rail and plate: a magenta no seat wears.
pub const MEXICAN_COLOUR: Color = Color::srgb(1.0, 0.30, 0.66);

/// Pixels per table unit in the textures (a tile is 2 × 1 units).
const RES: usize = 96;

/// A float RGBA canvas with "over" blending.
struct Canvas {
    w: usize,
    h: usize,
    px: Vec<[f32; 4]>,
}

impl Canvas {
    fn new(w: usize, h: usize) -> Canvas {
        Canvas { w, h, px: vec![[0.0; 4]; w * h] }
    }

    /// Fill where `sdf(x, y)` (in pixels, negative inside) is below zero, with a one-pixel
    /// anti-aliased edge; `colour` may vary over the canvas. Only pixels in `area` are visited.
    fn fill(&mut self, area: (f32, f32, f32, f32), sdf: impl Fn(f32, f32) -> f32, colour: impl Fn(f32, f32) -> [f32; 4]) {
        let (x0, y0, x1, y1) = area;
        let xs = (x0.floor().max(0.0) as usize)..(x1.ceil().min(self.w as f32) as usize);
        let ys = (y0.floor().max(0.0) as usize)..(y1.ceil().min(self.h as f32) as usize);
        for y in ys {
            for x in xs.clone() {
                let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
                let cover = (0.5 - sdf(fx, fy)).clamp(0.0, 1.0);
                if cover <= 0.0 {
                    continue;
                }
                let c = colour(fx, fy);
                let a = c[3] * cover;
                let dst = &mut self.px[y * self.w + x];
                let out_a = a + dst[3] * (1.0 - a);
                if out_a > 0.0 {
                    for i in 0..3 {
                        dst[i] = (c[i] * a + dst[i] * dst[3] * (1.0 - a)) / out_a;
                    }
                }
                dst[3] = out_a;
            }
        }
    }

    fn whole(&self) -> (f32, f32, f32, f32) {
        (0.0, 0.0, self.w as f32, self.h as f32)
    }

    fn into_image(self) -> Image {
        let data: Vec<u8> =
            self.px.iter().flat_map(|p| [p[0], p[1], p[2], p[3]].map(|v| (v.clamp(0.0, 1.0) * 255.0 + 0.5) as u8)).collect();
        rgba8_image(self.w, self.h, data)
    }
}

/// A `w` × `h` sRGB image from its RGBA bytes, row by row.
pub(crate) fn rgba8_image(w: usize, h: usize, data: Vec<u8>) -> Image {
    Image::new(
        Extent3d { width: w as u32, height: h as u32, depth_or_array_layers: 1 },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    )
}

fn rgba(c: Rgb, a: f32) -> [f32; 4] {
    [c[0] as f32 / 255.0, c[1] as f32 / 255.0, c[2] as f32 / 255.0, a]
}

/// Signed distance to a rounded rectangle centred at (cx, cy).
fn rounded_rect(x: f32, y: f32, cx: f32, cy: f32, hw: f32, hh: f32, r: f32) -> f32 {
    let qx = (x - cx).abs() - (hw - r);
    let qy = (y - cy).abs() - (hh - r);
    let outside = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
    outside + qx.max(qy).min(0.0) - r
}

fn circle(x: f32, y: f32, cx: f32, cy: f32, r: f32) -> f32 {
    ((x - cx).powi(2) + (y - cy).powi(2)).sqrt() - r
}

/// Signed distance to a segment of half-width `r` (a capsule).
fn capsule(x: f32, y: f32, a: (f32, f32), b: (f32, f32), r: f32) -> f32 {
    let (px, py) = (x - a.0, y - a.1);
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let t = ((px * dx + py * dy) / (dx * dx + dy * dy).max(1e-6)).clamp(0.0, 1.0);
    ((px - dx * t).powi(2) + (py - dy * t).powi(2)).sqrt() - r
}

/// An ivory tile body with a divider and a brass spinner; `ink` for the divider.
fn body_image() -> Image {
    let (w, h) = (2 * RES, RES);
    let mut c = Canvas::new(w, h);
    let (cx, cy, hw, hh, r) = (w as f32 / 2.0, h as f32 / 2.0, w as f32 / 2.0 - 1.0, h as f32 / 2.0 - 1.0, h as f32 * 0.16);
    c.fill(c.whole(), |x, y| rounded_rect(x, y, cx, cy, hw, hh, r), |_, _| rgba([150, 140, 120], 1.0));
    c.fill(
        c.whole(),
        |x, y| rounded_rect(x, y, cx, cy, hw - 2.0, hh - 2.0, r - 2.0),
        |_, y| {
            // Light from above: a soft vertical gradient of ivory.
            let t = y / h as f32;
            let top = [252.0, 248.0, 236.0];
            let bottom = [232.0, 224.0, 204.0];
            let mix = |i: usize| (top[i] * (1.0 - t) + bottom[i] * t) / 255.0;
            [mix(0), mix(1), mix(2), 1.0]
        },
    );
    c.fill(c.whole(), |x, y| capsule(x, y, (cx, 7.0), (cx, h as f32 - 7.0), 1.6), |_, _| rgba([120, 110, 95], 0.9));
    c.fill(c.whole(), |x, y| circle(x, y, cx, cy, 4.5), |_, _| rgba([190, 150, 60], 1.0));
    c.fill(c.whole(), |x, y| circle(x, y, cx - 1.2, cy - 1.2, 1.8), |_, _| rgba([250, 225, 150], 0.8));
    c.into_image()
}

fn shadow_image() -> Image {
    let (w, h) = (2 * RES, RES);
    let mut c = Canvas::new(w, h);
    let (cx, cy) = (w as f32 / 2.0, h as f32 / 2.0);
    let soft = 6.0;
    c.fill(
        c.whole(),
        |x, y| rounded_rect(x, y, cx, cy, cx - soft, cy - soft, 10.0) / soft - 0.5,
        |x, y| {
            let d = rounded_rect(x, y, cx, cy, cx - soft, cy - soft, 10.0);
            rgba([0, 0, 0], 0.35 * (1.0 - (d / soft).clamp(0.0, 1.0)))
        },
    );
    c.into_image()
}

/// A face: `n` pips (or the numeral) in a square, on a transparent background.
fn face_image(n: Pip, style: FaceStyle) -> Image {
    let s = RES as f32;
    let mut c = Canvas::new(RES, RES);
    let col = style.colour(n);
    if style.numerals {
        if n > 0 || !style.colour_coded {
            draw_number(&mut c, n, col);
        }
        return c.into_image();
    }
    let (pips, r) = pips::pattern(n);
    let inset = 0.08 * s;
    let span = s - 2.0 * inset;
    for (px, py) in pips {
        let (x, y, rad) = (inset + px * span, inset + py * span, r * span);
        let area = (x - rad - 2.0, y - rad - 2.0, x + rad + 2.0, y + rad + 2.0);
        // A drilled pip: a darker rim, then the colour with a highlight.
        c.fill(area, |a, b| circle(a, b, x, y, rad), |_, _| rgba([col[0] / 2, col[1] / 2, col[2] / 2], 1.0));
        c.fill(
            area,
            |a, b| circle(a, b, x + 0.4, y + 0.4, rad - 1.2),
            |a, b| {
                let t = (((a - x).powi(2) + (b - y).powi(2)).sqrt() / rad).clamp(0.0, 1.0);
                let k = 1.0 - 0.25 * t;
                rgba([(col[0] as f32 * k) as u8, (col[1] as f32 * k) as u8, (col[2] as f32 * k) as u8], 1.0)
            },
        );
    }
    c.into_image()
}

/// Strokes of the digits 0–9 in a 0..1 × 0..1 box (y down), as polylines.
fn digit_strokes(d: u8) -> &'static [&'static [(f32, f32)]] {
    match d {
        0 => &[&[(0.5, 0.0), (0.9, 0.2), (0.9, 0.8), (0.5, 1.0), (0.1, 0.8), (0.1, 0.2), (0.5, 0.0)]],
        1 => &[&[(0.25, 0.22), (0.55, 0.0), (0.55, 1.0)], &[(0.25, 1.0), (0.85, 1.0)]],
        2 => &[&[(0.12, 0.22), (0.4, 0.0), (0.75, 0.02), (0.88, 0.25), (0.8, 0.45), (0.12, 1.0), (0.9, 1.0)]],
        3 => &[&[(0.12, 0.1), (0.5, 0.0), (0.85, 0.15), (0.8, 0.4), (0.45, 0.5), (0.85, 0.62), (0.88, 0.85), (0.5, 1.0), (0.1, 0.9)]],
        4 => &[&[(0.7, 1.0), (0.7, 0.0), (0.08, 0.7), (0.92, 0.7)]],
        5 => &[&[(0.85, 0.0), (0.18, 0.0), (0.14, 0.45), (0.55, 0.38), (0.88, 0.6), (0.82, 0.9), (0.45, 1.0), (0.1, 0.9)]],
        6 => &[&[(0.8, 0.05), (0.4, 0.1), (0.12, 0.5), (0.15, 0.85), (0.5, 1.0), (0.85, 0.82), (0.85, 0.55), (0.5, 0.42), (0.14, 0.58)]],
        7 => &[&[(0.1, 0.0), (0.9, 0.0), (0.4, 1.0)]],
        8 => &[&[
            (0.5, 0.47),
            (0.18, 0.3),
            (0.22, 0.07),
            (0.5, 0.0),
            (0.78, 0.07),
            (0.82, 0.3),
            (0.5, 0.47),
            (0.15, 0.68),
            (0.2, 0.93),
            (0.5, 1.0),
            (0.8, 0.93),
            (0.85, 0.68),
            (0.5, 0.47),
        ]],
        _ => &[&[
            (0.86, 0.42),
            (0.5, 0.58),
            (0.15, 0.42),
            (0.15, 0.15),
            (0.5, 0.0),
            (0.85, 0.15),
            (0.86, 0.5),
            (0.75, 0.85),
            (0.4, 1.0),
            (0.15, 0.95),
        ]],
    }
}

fn draw_number(c: &mut Canvas, n: Pip, col: Rgb) {
    let s = RES as f32;
    let digits: Vec<u8> = if n >= 10 { vec![n / 10, n % 10] } else { vec![n] };
    let (gw, gh) = (0.28 * s, 0.5 * s);
    let gap = 0.06 * s;
    let total = digits.len() as f32 * gw + (digits.len() as f32 - 1.0) * gap;
    let (left, top) = ((s - total) / 2.0, (s - gh) / 2.0);
    let width = 0.055 * s;
    for (i, &d) in digits.iter().enumerate() {
        let ox = left + i as f32 * (gw + gap);
        for stroke in digit_strokes(d) {
            for seg in stroke.windows(2) {
                let a = (ox + seg[0].0 * gw, top + seg[0].1 * gh);
                let b = (ox + seg[1].0 * gw, top + seg[1].1 * gh);
                let area = (a.0.min(b.0) - width - 2.0, a.1.min(b.1) - width - 2.0, a.0.max(b.0) + width + 2.0, a.1.max(b.1) + width + 2.0);
                c.fill(area, |x, y| capsule(x, y, a, b, width), |_, _| rgba(col, 1.0));
            }
        }
    }
}

fn back_image() -> Image {
    let (w, h) = (2 * RES, RES);
    let mut c = Canvas::new(w, h);
    let (cx, cy) = (w as f32 / 2.0, h as f32 / 2.0);
    let r = h as f32 * 0.16;
    c.fill(c.whole(), |x, y| rounded_rect(x, y, cx, cy, cx - 1.0, cy - 1.0, r), |_, _| rgba([25, 45, 70], 1.0));
    c.fill(
        c.whole(),
        |x, y| rounded_rect(x, y, cx, cy, cx - 3.0, cy - 3.0, r - 2.0),
        |_, y| {
            let t = y / h as f32;
            rgba([(45.0 + 20.0 * (1.0 - t)) as u8, (75.0 + 25.0 * (1.0 - t)) as u8, (120.0 + 25.0 * (1.0 - t)) as u8], 1.0)
        },
    );
    c.fill(c.whole(), |x, y| (rounded_rect(x, y, cx, cy, cx - 10.0, cy - 10.0, r - 6.0)).abs() - 1.2, |_, _| rgba([190, 160, 80], 0.9));
    c.fill(c.whole(), |x, y| circle(x, y, cx, cy, 8.0), |_, _| rgba([190, 160, 80], 0.9));
    c.into_image()
}

/// A soft white halo around a tile-sized rectangle, to be tinted.
fn glow_image() -> Image {
    let (w, h) = (2 * RES + 48, RES + 48);
    let mut c = Canvas::new(w, h);
    let (cx, cy) = (w as f32 / 2.0, h as f32 / 2.0);
    let (hw, hh) = (RES as f32, RES as f32 / 2.0);
    c.fill(
        c.whole(),
        |x, y| rounded_rect(x, y, cx, cy, hw + 22.0, hh + 22.0, 30.0),
        |x, y| {
            let d = rounded_rect(x, y, cx, cy, hw, hh, 14.0);
            let a = if d < 0.0 { 0.35 } else { 0.9 * (1.0 - d / 22.0).clamp(0.0, 1.0).powf(1.6) };
            [1.0, 1.0, 1.0, a]
        },
    );
    c.into_image()
}

/// A little locomotive, white, to be tinted in the owner's colour.
fn marker_image() -> Image {
    let (w, h) = (128, 96);
    let mut c = Canvas::new(w, h);
    let white = |_: f32, _: f32| [1.0, 1.0, 1.0, 1.0];
    let dark = |_: f32, _: f32| rgba([30, 30, 30], 1.0);
    // Outline first (dark), then the white body a little smaller.
    for (grow, colour) in [(3.0f32, 0usize), (0.0, 1)] {
        let col = move |x, y| if colour == 0 { dark(x, y) } else { white(x, y) };
        c.fill(c.whole(), |x, y| rounded_rect(x, y, 52.0, 52.0, 38.0 + grow, 16.0 + grow, 8.0), col);
        c.fill(c.whole(), |x, y| rounded_rect(x, y, 92.0, 38.0, 14.0 + grow, 28.0 + grow, 5.0), col);
        c.fill(c.whole(), |x, y| rounded_rect(x, y, 30.0, 26.0, 7.0 + grow, 12.0 + grow, 3.0), col);
        c.fill(c.whole(), |x, y| rounded_rect(x, y, 92.0, 12.0, 18.0 + grow, 4.0 + grow, 2.0), col);
    }
    for wx in [28.0, 56.0, 92.0] {
        c.fill(c.whole(), |x, y| circle(x, y, wx, 76.0, 12.0), dark);
        c.fill(c.whole(), |x, y| circle(x, y, wx, 76.0, 5.0), |_, _| rgba([200, 200, 200], 1.0));
    }
    c.fill(c.whole(), |x, y| rounded_rect(x, y, 92.0, 34.0, 8.0, 9.0, 2.0), |_, _| rgba([60, 90, 130], 1.0));
    c.into_image()
}

/// The station: a brass ring around a felt disc.
fn hub_image() -> Image {
    let n = 4 * RES;
    let mut c = Canvas::new(n, n);
    let m = n as f32 / 2.0;
    c.fill(c.whole(), |x, y| circle(x, y, m, m, m - 2.0), |_, _| rgba([120, 90, 35], 1.0));
    c.fill(
        c.whole(),
        |x, y| circle(x, y, m, m, m - 8.0),
        |x, y| {
            let t = ((x - m) + (y - m)) / (2.0 * m);
            rgba([(215.0 - 40.0 * t) as u8, (175.0 - 35.0 * t) as u8, (80.0 - 20.0 * t) as u8], 1.0)
        },
    );
    c.fill(c.whole(), |x, y| circle(x, y, m, m, m - 22.0), |_, _| rgba([20, 70, 45], 1.0));
    c.into_image()
}

/// A wooden sleeper bed under the Mexican train's tiles.
fn bed_image() -> Image {
    let (w, h) = (2 * RES + 24, RES + 24);
    let mut c = Canvas::new(w, h);
    let (cx, cy) = (w as f32 / 2.0, h as f32 / 2.0);
    c.fill(
        c.whole(),
        |x, y| rounded_rect(x, y, cx, cy, cx - 1.0, cy - 1.0, 10.0),
        |x, _| {
            let grain = ((x * 0.35).sin() * 0.5 + 0.5) * 18.0;
            rgba([(110.0 + grain) as u8, (70.0 + grain * 0.6) as u8, 40], 0.95)
        },
    );
    for rail in [cy - RES as f32 * 0.3, cy + RES as f32 * 0.3] {
        c.fill(c.whole(), |x, y| capsule(x, y, (4.0, rail), (w as f32 - 4.0, rail), 3.0), |_, _| rgba([190, 190, 200], 1.0));
    }
    c.into_image()
}

/// The sizes of the desktop icons (the hicolor theme's), each drawn at its own size.
pub const ICON_SIZES: [usize; 6] = [32, 48, 64, 128, 256, 512];

/// The sizes in the Windows icon file (`packaging/windows/mexican-train.ico`).
pub const WINDOWS_ICON_SIZES: [usize; 4] = [16, 32, 48, 256];

/// Where the desktop icon of `size` is kept in the source tree (the package installs it).
pub fn icon_path(size: usize) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("packaging/icons/hicolor/{size}x{size}/apps/mexican-train.png"))
}

/// The game's icon (the window's, the launcher's): a standing 6|6 domino, as RGBA pixels,
/// drawn at `size` (not scaled from another size).
pub fn icon_rgba(size: usize) -> Vec<u8> {
    let mut c = Canvas::new(size, size);
    let s = size as f32;
    // Edges on whole pixels and pips centred on pixels, so small sizes stay sharp.
    let (cx, cy) = ((s / 2.0).round(), (s / 2.0).round());
    let (hw, hh) = ((s * 0.27).round(), (s * 0.47).round());
    let rim = (s * 0.03).round().max(1.0);
    c.fill(c.whole(), |x, y| rounded_rect(x, y, cx, cy, hw, hh, s * 0.08), |_, _| rgba([90, 80, 60], 1.0));
    c.fill(c.whole(), |x, y| rounded_rect(x, y, cx, cy, hw - rim, hh - rim, s * 0.06), |_, _| rgba([250, 245, 230], 1.0));
    let line = (s * 0.015).max(0.5);
    c.fill(c.whole(), |x, y| capsule(x, y, (cx - hw * 0.7, cy), (cx + hw * 0.7, cy), line), |_, _| rgba([120, 110, 95], 1.0));
    let r = (s * 0.045).max(1.5);
    let snap = |v: f32| (v - 0.5).round() + 0.5;
    for half in [cy - hh / 2.0, cy + hh / 2.0] {
        for (px, py) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 0.0), (1.0, 0.0), (-1.0, 1.0), (1.0, 1.0)] {
            let (x, y) = (snap(cx + px * hw * 0.45), snap(half + py * hh * 0.28));
            c.fill(c.whole(), |a, b| circle(a, b, x, y, r), |_, _| rgba([215, 170, 20], 1.0));
        }
    }
    c.px.iter().flat_map(|p| p.map(|v| (v.clamp(0.0, 1.0) * 255.0 + 0.5) as u8)).collect()
}

/// Make every image; faces follow `style`.
pub fn generate(images: &mut Assets<Image>, style: FaceStyle) -> TileArt {
    TileArt {
        body: images.add(body_image()),
        shadow: images.add(shadow_image()),
        back: images.add(back_image()),
        faces: (0..=crate::rules::tile::MAX_PIP).map(|n| images.add(face_image(n, style))).collect(),
        glow: images.add(glow_image()),
        marker: images.add(marker_image()),
        hub: images.add(hub_image()),
        bed: images.add(bed_image()),
        style,
    }
}

/// Redraw the faces in a new style, in place (every sprite using them follows).
pub fn restyle(images: &mut Assets<Image>, art: &mut TileArt, style: FaceStyle) {
    for (n, handle) in art.faces.iter().enumerate() {
        let _ = images.insert(handle.id(), face_image(n as Pip, style));
    }
    art.style = style;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mexican_train_wears_a_colour_no_seat_does() {
        let rgb = |c: Color| {
            let s = c.to_srgba();
            Vec3::new(s.red, s.green, s.blue)
        };
        for (seat, &c) in SEAT_COLOURS.iter().enumerate() {
            let d = rgb(c).distance(rgb(MEXICAN_COLOUR));
            assert!(d > 0.3, "seat {seat}'s colour is {d} from the Mexican train's");
        }
    }

    #[test]
    fn faces_show_their_pips() {
        let style = FaceStyle::default();
        for n in [0u8, 1, 6, 12, 18] {
            let img = face_image(n, style);
            let data = img.data.as_ref().expect("pixels");
            let opaque = data.chunks(4).filter(|p| p[3] > 200).count();
            if n == 0 {
                assert_eq!(opaque, 0);
            } else {
                assert!(opaque > 20 * n as usize, "{n} pips paint {opaque} pixels");
            }
        }
    }

    fn png_bytes(size: usize, data: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, size as u32, size as u32);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(png::Compression::High);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(data).unwrap();
        writer.finish().unwrap();
        out
    }

    fn decode_png(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
        let mut reader = png::Decoder::new(std::io::Cursor::new(bytes)).read_info().unwrap();
        let mut data = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut data).unwrap();
        data.truncate(info.buffer_size());
        (info.width, info.height, data)
    }

    /// A Windows icon file holding one PNG image per size.
    fn ico_bytes(sizes: &[usize]) -> Vec<u8> {
        let images: Vec<Vec<u8>> = sizes.iter().map(|&s| png_bytes(s, &icon_rgba(s))).collect();
        let mut out = vec![0, 0, 1, 0];
        out.extend_from_slice(&(sizes.len() as u16).to_le_bytes());
        let mut offset = 6 + 16 * sizes.len();
        for (&size, image) in sizes.iter().zip(&images) {
            let side = if size >= 256 { 0 } else { size as u8 };
            out.extend_from_slice(&[side, side, 0, 0, 1, 0, 32, 0]);
            out.extend_from_slice(&(image.len() as u32).to_le_bytes());
            out.extend_from_slice(&(offset as u32).to_le_bytes());
            offset += image.len();
        }
        for image in &images {
            out.extend_from_slice(image);
        }
        out
    }

    /// The images of an icon file: (size, pixels).
    fn ico_images(bytes: &[u8]) -> Vec<(u32, Vec<u8>)> {
        let n = u16::from_le_bytes([bytes[4], bytes[5]]) as usize;
        (0..n)
            .map(|i| {
                let e = &bytes[6 + 16 * i..6 + 16 * (i + 1)];
                let len = u32::from_le_bytes([e[8], e[9], e[10], e[11]]) as usize;
                let at = u32::from_le_bytes([e[12], e[13], e[14], e[15]]) as usize;
                let (w, h, data) = decode_png(&bytes[at..at + len]);
                assert_eq!(w, h);
                (w, data)
            })
            .collect()
    }

    /// The desktop icons in `packaging/icons` and the Windows icon are what `icon_rgba` draws
    /// now. `UPDATE_ICONS=1 cargo test --lib desktop_icons` draws them again.
    #[test]
    fn desktop_icons_are_current() {
        let update = std::env::var_os("UPDATE_ICONS").is_some();
        let again = "run UPDATE_ICONS=1 cargo test --lib desktop_icons";
        for size in ICON_SIZES {
            let path = icon_path(size);
            let pixels = icon_rgba(size);
            if update {
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(&path, png_bytes(size, &pixels)).unwrap();
            }
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}; {again}", path.display()));
            let (w, h, data) = decode_png(&bytes);
            assert_eq!((w, h), (size as u32, size as u32), "{}", path.display());
            assert!(data == pixels, "{} is stale: {again}", path.display());
            // Drawn, not blank: the domino's body and its pips.
            let opaque = data.chunks(4).filter(|p| p[3] > 200).count();
            assert!(opaque > size * size / 5, "{size} px: {opaque} opaque pixels");
        }
        let ico = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("packaging/windows/mexican-train.ico");
        if update {
            std::fs::create_dir_all(ico.parent().unwrap()).unwrap();
            std::fs::write(&ico, ico_bytes(&WINDOWS_ICON_SIZES)).unwrap();
        }
        let bytes = std::fs::read(&ico).unwrap_or_else(|e| panic!("{}: {e}; {again}", ico.display()));
        let images = ico_images(&bytes);
        assert_eq!(images.iter().map(|(s, _)| *s as usize).collect::<Vec<_>>(), WINDOWS_ICON_SIZES);
        for (size, data) in images {
            assert!(data == icon_rgba(size as usize), "{} ({size} px) is stale: {again}", ico.display());
        }
    }

    #[test]
    fn numerals_draw_both_digits() {
        let style = FaceStyle { numerals: true, ..FaceStyle::default() };
        let one = face_image(1, style).data.unwrap().chunks(4).filter(|p| p[3] > 200).count();
        let twelve = face_image(12, style).data.unwrap().chunks(4).filter(|p| p[3] > 200).count();
        assert!(one > 100 && twelve > one, "{one} {twelve}");
    }
}

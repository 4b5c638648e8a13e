//! The table top under the tiles: felt with a fine nap, or planks of wood with their grain, in
//! the chosen colour and darkening towards the edges of the view. Generated in code (a small
//! texture, stretched over the table's part of the window), regenerated when the colour changes.

use bevy::prelude::*;

/// Added by the windowed app (it makes an image), not by the core plugins.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Surface>()
        // After `Update`, where the settings set the colour: the texture is made once per colour.
        .add_systems(PostUpdate, restyle)
        .add_systems(Update, follow_view.after(super::space::TableSystems::Camera).in_set(crate::schedule::AppSystems::Present));
}

/// What the table top looks like (a display setting, followed by `settings::applied`).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Surface {
    /// The table's colour, sRGB components 0..1.
    pub rgb: [f32; 3],
    pub wood: bool,
}

impl Default for Surface {
    fn default() -> Self {
        Surface { rgb: [0.09, 0.32, 0.20], wood: false }
    }
}

/// The sprite that shows the table top.
#[derive(Component)]
struct TableTop;

/// Behind everything on the table (the hub is at 1, tile shadows at about 9).
const Z_SURFACE: f32 = -10.0;

/// The texture's size: small, since it is stretched and its detail is soft.
const W: usize = 800;
const H: usize = 450;

/// Make the table top when the colour is first known, and redraw its texture in place when the
/// colour changes (as `art::restyle` does for tile faces).
fn restyle(mut commands: Commands, surface: Res<Surface>, mut images: ResMut<Assets<Image>>, top: Query<&Sprite, With<TableTop>>) {
    if !surface.is_changed() {
        return;
    }
    let image = super::art::rgba8_image(W, H, pixels(*surface, W, H));
    match top.single() {
        Ok(sprite) => {
            let _ = images.insert(sprite.image.id(), image);
        }
        Err(_) => {
            commands.spawn((
                Name::new("Table top"),
                TableTop,
                Sprite::from_image(images.add(image)),
                Transform::from_xyz(0.0, 0.0, Z_SURFACE),
            ));
        }
    }
}

/// Cover exactly the table's view, wherever the camera looks and however far it zooms.
fn follow_view(projection: Res<super::space::TableProjection>, mut top: Query<(&mut Sprite, &mut Transform), With<TableTop>>) {
    let Ok((mut sprite, mut transform)) = top.single_mut() else { return };
    let size = projection.size * projection.scale;
    if sprite.custom_size != Some(size) {
        sprite.custom_size = Some(size);
    }
    let at = projection.center.extend(Z_SURFACE);
    if transform.translation != at {
        transform.translation = at;
    }
}

/// A deterministic hash of a lattice point to 0..1.
fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x8da6_b343) ^ (y as u32).wrapping_mul(0xd816_3841) ^ seed.wrapping_mul(0xcb1a_b31f);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    (h & 0x00ff_ffff) as f32 / 16_777_216.0
}

/// Smooth value noise, 0..1, one lattice cell per unit.
fn noise(x: f32, y: f32, seed: u32) -> f32 {
    let (ix, iy) = (x.floor() as i32, y.floor() as i32);
    let (fx, fy) = (x - x.floor(), y - y.floor());
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let a = hash(ix, iy, seed) + (hash(ix + 1, iy, seed) - hash(ix, iy, seed)) * sx;
    let b = hash(ix, iy + 1, seed) + (hash(ix + 1, iy + 1, seed) - hash(ix, iy + 1, seed)) * sx;
    a + (b - a) * sy
}

fn smoothstep(a: f32, b: f32, x: f32) -> f32 {
    let t = ((x - a) / (b - a)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// How bright the surface is at (x, y) relative to its colour: the material's texture times a
/// soft light that is brightest in the middle of the view.
fn shade(surface: Surface, x: f32, y: f32, w: f32, h: f32) -> f32 {
    let (u, v) = (x / w * 2.0 - 1.0, y / h * 2.0 - 1.0);
    let light = 1.07 - 0.32 * smoothstep(0.35, 1.45, (u * u + v * v).sqrt());
    let material = if surface.wood {
        // Planks across the table, each with its own grain, and a dark seam between them.
        let plank_h = h / 5.0;
        let plank = (y / plank_h).floor();
        let within = y - plank * plank_h;
        let seed = plank as u32;
        let warp = 9.0 * noise(x / 90.0, within / 30.0, seed) + 3.0 * noise(x / 17.0, within / 9.0, seed + 7);
        let grain = ((within + warp) * 0.55 + plank * 1.7).sin();
        let rings = 0.5 + 0.5 * grain * grain.abs();
        let streak = noise(x / 140.0, y / 12.0, seed + 13);
        let seam = 1.0 - 0.35 * (1.0 - smoothstep(0.0, 1.6, within.min(plank_h - within)));
        (0.86 + 0.10 * rings + 0.08 * (streak - 0.5) + 0.04 * (hash(x as i32, y as i32, 3) - 0.5)) * seam
    } else {
        // Felt: a fine nap and a faint, larger mottling.
        let nap = hash(x as i32, y as i32, 1) - 0.5;
        let mottle = noise(x / 60.0, y / 60.0, 2) - 0.5;
        1.0 + 0.05 * nap + 0.05 * mottle
    };
    light * material
}

/// The texture's RGBA bytes (sRGB), `w` × `h`.
fn pixels(surface: Surface, w: usize, h: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(w * h * 4);
    for y in 0..h {
        for x in 0..w {
            let k = shade(surface, x as f32 + 0.5, y as f32 + 0.5, w as f32, h as f32);
            for c in surface.rgb {
                out.push(((c * k).clamp(0.0, 1.0) * 255.0 + 0.5) as u8);
            }
            out.push(255);
        }
    }
    out
}

/// The side of the Windows installer's welcome page (`packaging/windows/wizard.bmp`, NSIS's
/// 164 × 314): the game's domino standing on the felt.
pub const INSTALLER_ART_SIZE: (usize, usize) = (164, 314);

/// The installer's picture (`INSTALLER_ART_SIZE`) as RGB pixels, top row first.
pub fn installer_art_rgb() -> Vec<u8> {
    let (w, h) = INSTALLER_ART_SIZE;
    let felt = pixels(Surface::default(), w, h);
    let side = 128;
    let icon = super::art::icon_rgba(side);
    let (left, top) = ((w - side) / 2, 72);
    let mut out = Vec::with_capacity(w * h * 3);
    for (i, under) in felt.chunks(4).enumerate() {
        let (x, y) = (i % w, i / w);
        let over = (x >= left && x < left + side && y >= top && y < top + side).then(|| &icon[((y - top) * side + x - left) * 4..][..4]);
        let alpha = over.map_or(0.0, |p| f32::from(p[3]) / 255.0);
        for c in 0..3 {
            let v = f32::from(over.map_or(0, |p| p[c])) * alpha + f32::from(under[c]) * (1.0 - alpha);
            out.push((v + 0.5) as u8);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mean(px: &[u8], pick: impl Fn(usize, usize) -> bool, w: usize) -> f32 {
        let (mut sum, mut n) = (0.0, 0.0);
        for (i, p) in px.chunks(4).enumerate() {
            if pick(i % w, i / w) {
                sum += f32::from(p[0]) + f32::from(p[1]) + f32::from(p[2]);
                n += 1.0;
            }
        }
        sum / n
    }

    #[test]
    fn the_table_keeps_its_colour_lit_in_the_middle_and_darker_at_the_edges() {
        for wood in [false, true] {
            let s = Surface { rgb: [0.36, 0.24, 0.14], wood };
            let (w, h) = (200, 120);
            let px = pixels(s, w, h);
            assert_eq!(px.len(), w * h * 4);
            let centre = mean(&px, |x, y| (80..120).contains(&x) && (45..75).contains(&y), w);
            let corners = mean(&px, |x, y| (x < 15 || x >= w - 15) && (y < 10 || y >= h - 10), w);
            let expected = (0.36 + 0.24 + 0.14) * 255.0;
            assert!((centre / expected - 1.0).abs() < 0.12, "wood {wood}: centre {centre} vs colour {expected}");
            assert!(corners < centre * 0.85, "wood {wood}: corners {corners} should be darker than the centre {centre}");
            assert!(px.chunks(4).all(|p| p[3] == 255), "opaque");
        }
    }

    #[test]
    fn wood_has_grain_and_felt_is_nearly_even() {
        let spread = |wood: bool| {
            let px = pixels(Surface { rgb: [0.4, 0.4, 0.4], wood }, 160, 90);
            // Down one column in the middle, away from the darkened edges.
            let column: Vec<f32> = (30..60).map(|y| f32::from(px[(y * 160 + 80) * 4])).collect();
            let m = column.iter().sum::<f32>() / column.len() as f32;
            (column.iter().map(|v| (v - m).powi(2)).sum::<f32>() / column.len() as f32).sqrt()
        };
        let (felt, wood) = (spread(false), spread(true));
        assert!(wood > 2.0 * felt && wood > 3.0, "wood grain {wood} vs felt {felt}");
        assert!(felt < 6.0, "felt stays calm: {felt}");
    }

    /// A 24-bit Windows bitmap (bottom row first, rows padded to four bytes).
    fn bmp_bytes(w: usize, h: usize, rgb: &[u8]) -> Vec<u8> {
        let row = (w * 3).div_ceil(4) * 4;
        let size = 54 + row * h;
        let mut out = Vec::with_capacity(size);
        out.extend_from_slice(b"BM");
        for v in [size as u32, 0, 54, 40, w as u32, h as u32] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.extend_from_slice(&1u16.to_le_bytes());
        out.extend_from_slice(&24u16.to_le_bytes());
        for v in [0u32, (row * h) as u32, 2835, 2835, 0, 0] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        for y in (0..h).rev() {
            for x in 0..w {
                let p = &rgb[(y * w + x) * 3..][..3];
                out.extend_from_slice(&[p[2], p[1], p[0]]);
            }
            out.resize(out.len() + row - w * 3, 0);
        }
        out
    }

    /// The installer's picture is what `installer_art_rgb` draws now, and shows the domino on
    /// the felt. `UPDATE_ICONS=1 cargo test --lib installer_art` draws it again.
    #[test]
    fn installer_art_is_current() {
        let (w, h) = INSTALLER_ART_SIZE;
        let rgb = installer_art_rgb();
        assert_eq!(rgb.len(), w * h * 3);
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("packaging/windows/wizard.bmp");
        let bytes = bmp_bytes(w, h, &rgb);
        if std::env::var_os("UPDATE_ICONS").is_some() {
            std::fs::write(&path, &bytes).unwrap();
        }
        let kept =
            std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}; run UPDATE_ICONS=1 cargo test --lib installer_art", path.display()));
        assert!(kept == bytes, "{} is stale: run UPDATE_ICONS=1 cargo test --lib installer_art", path.display());
        // The domino's ivory face in the middle, the green felt at the foot.
        let at = |x: usize, y: usize| &rgb[(y * w + x) * 3..][..3];
        let face = at(w / 2 - 20, 72 + 40);
        assert!(face.iter().all(|&c| c > 200), "{face:?}");
        let foot = at(10, h - 10);
        assert!(foot[1] > foot[0] && foot[1] > foot[2], "{foot:?}");
    }
}

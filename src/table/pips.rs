//! Pip patterns for every number up to 18, and the colours of each number. Pure data, shared by
//! the table's tile textures and the hand panel's painter.

use crate::rules::Pip;

/// Pip centres for `n` pips, in a unit square (0..1 both ways, y down), and the pip radius.
/// 0–9 follow the classic domino faces; 10–18 use three evenly filled columns.
pub fn pattern(n: Pip) -> (Vec<(f32, f32)>, f32) {
    const L: f32 = 0.24;
    const M: f32 = 0.5;
    const H: f32 = 0.76;
    let classic: &[(f32, f32)] = match n {
        0 => &[],
        1 => &[(M, M)],
        2 => &[(L, L), (H, H)],
        3 => &[(L, L), (M, M), (H, H)],
        4 => &[(L, L), (H, L), (L, H), (H, H)],
        5 => &[(L, L), (H, L), (M, M), (L, H), (H, H)],
        6 => &[(L, L), (L, M), (L, H), (H, L), (H, M), (H, H)],
        7 => &[(L, L), (L, M), (L, H), (M, M), (H, L), (H, M), (H, H)],
        8 => &[(L, L), (L, M), (L, H), (M, L), (M, H), (H, L), (H, M), (H, H)],
        9 => &[(L, L), (L, M), (L, H), (M, L), (M, M), (M, H), (H, L), (H, M), (H, H)],
        _ => &[],
    };
    if n <= 9 {
        let radius = if n <= 6 { 0.1 } else { 0.085 };
        return (classic.to_vec(), radius);
    }
    // Two outer columns of `side` pips and a middle column of the rest, each evenly spaced.
    let side = (n as usize).div_ceil(3);
    let middle = n as usize - 2 * side;
    let column = |x: f32, count: usize| -> Vec<(f32, f32)> {
        (0..count).map(|i| (x, 0.14 + 0.72 * (i as f32 + 0.5) / count as f32)).collect()
    };
    let mut pips = column(0.2, side);
    pips.extend(column(0.5, middle));
    pips.extend(column(0.8, side));
    // As large as the rows allow without touching.
    let radius = 0.45 * 0.72 / side as f32;
    (pips, radius.min(0.075))
}

/// An sRGB colour, 0–255 per channel.
pub type Rgb = [u8; 3];

/// Colours by number, like a colour-coded double-12 set: each number its own colour.
pub const CLASSIC: [Rgb; 19] = [
    [60, 60, 60],    // 0 (no pips)
    [40, 140, 220],  // 1 light blue
    [40, 150, 70],   // 2 green
    [210, 40, 40],   // 3 red
    [130, 80, 40],   // 4 brown
    [25, 60, 170],   // 5 dark blue
    [215, 170, 20],  // 6 yellow
    [150, 70, 190],  // 7 purple
    [20, 100, 60],   // 8 dark green
    [20, 20, 20],    // 9 black
    [230, 110, 30],  // 10 orange
    [60, 60, 60],    // 11 dark grey
    [120, 120, 120], // 12 grey
    [220, 80, 150],  // 13 pink
    [0, 150, 150],   // 14 teal
    [120, 30, 30],   // 15 maroon
    [100, 100, 180], // 16 slate blue
    [150, 140, 40],  // 17 olive
    [80, 40, 110],   // 18 plum
];

/// Okabe–Ito colours, safe for the common colour blindnesses, repeated with darker shades.
pub const COLOUR_BLIND_SAFE: [Rgb; 19] = [
    [60, 60, 60],
    [230, 159, 0],
    [86, 180, 233],
    [0, 158, 115],
    [200, 180, 30],
    [0, 114, 178],
    [213, 94, 0],
    [204, 121, 167],
    [0, 0, 0],
    [150, 100, 0],
    [40, 110, 150],
    [0, 100, 70],
    [130, 115, 0],
    [0, 70, 120],
    [140, 60, 0],
    [140, 70, 110],
    [90, 90, 90],
    [170, 130, 60],
    [60, 120, 160],
];

/// Black pips for a plain set.
pub const PLAIN: Rgb = [25, 25, 25];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_has_that_many_pips_inside_the_face() {
        for n in 0..=18u8 {
            let (pips, r) = pattern(n);
            assert_eq!(pips.len(), n as usize, "{n}");
            for (x, y) in &pips {
                assert!(*x - r >= 0.0 && *x + r <= 1.0 && *y - r >= 0.0 && *y + r <= 1.0, "{n}: pip outside");
            }
            for (i, a) in pips.iter().enumerate() {
                for b in &pips[i + 1..] {
                    let d = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
                    assert!(d > 2.0 * r, "{n}: pips touch");
                }
            }
        }
    }

    #[test]
    fn neighbouring_numbers_have_different_colours() {
        for pal in [CLASSIC, COLOUR_BLIND_SAFE] {
            for w in pal.windows(2).skip(1) {
                assert_ne!(w[0], w[1]);
            }
        }
    }
}

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
    let column =
        |x: f32, count: usize| -> Vec<(f32, f32)> { (0..count).map(|i| (x, 0.14 + 0.72 * (i as f32 + 0.5) / count as f32)).collect() };
    let mut pips = column(0.2, side);
    pips.extend(column(0.5, middle));
    pips.extend(column(0.8, side));
    // As large as the rows allow without touching.
    let radius = 0.45 * 0.72 / side as f32;
    (pips, radius.min(0.075))
}

/// An sRGB colour, 0–255 per channel.
pub type Rgb = [u8; 3];

/// Colours by number, like a colour-coded double-12 set: each number its own colour, each dark
/// enough to read on the ivory face (contrast at least 3:1, tested below).
pub const CLASSIC: [Rgb; 19] = [
    [60, 60, 60],    // 0 (no pips)
    [40, 140, 220],  // 1 light blue
    [40, 150, 70],   // 2 green
    [210, 40, 40],   // 3 red
    [130, 80, 40],   // 4 brown
    [25, 60, 170],   // 5 dark blue
    [170, 128, 0],   // 6 yellow (golden, to show on ivory)
    [150, 70, 190],  // 7 purple
    [20, 100, 60],   // 8 dark green
    [20, 20, 20],    // 9 black
    [210, 95, 25],   // 10 orange
    [60, 60, 60],    // 11 dark grey
    [120, 120, 120], // 12 grey
    [220, 80, 150],  // 13 pink
    [0, 145, 145],   // 14 teal
    [120, 30, 30],   // 15 maroon
    [100, 100, 180], // 16 slate blue
    [140, 130, 35],  // 17 olive
    [80, 40, 110],   // 18 plum
];

/// Okabe–Ito hues, safe for the common colour blindnesses, darkened where needed to read on
/// ivory; the numbers past 8 repeat them in darker shades.
pub const COLOUR_BLIND_SAFE: [Rgb; 19] = [
    [60, 60, 60],
    [175, 121, 0],
    [66, 139, 179],
    [0, 149, 108],
    [130, 130, 0],
    [0, 114, 178],
    [213, 94, 0],
    [182, 108, 149],
    [0, 0, 0],
    [135, 65, 20],
    [40, 95, 130],
    [0, 95, 65],
    [80, 80, 20],
    [0, 60, 105],
    [100, 40, 0],
    [120, 55, 95],
    [110, 110, 110],
    [100, 100, 160],
    [40, 130, 130],
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

    /// WCAG relative luminance of an sRGB colour.
    fn luminance(c: Rgb) -> f64 {
        let lin = |v: u8| {
            let v = f64::from(v) / 255.0;
            if v <= 0.04045 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
        };
        0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
    }

    #[test]
    fn pips_read_on_ivory_and_numbers_of_a_double_12_set_look_different() {
        let ivory = luminance([242, 236, 218]);
        for pal in [CLASSIC, COLOUR_BLIND_SAFE] {
            for (n, c) in pal.iter().enumerate().skip(1) {
                let contrast = (ivory + 0.05) / (luminance(*c) + 0.05);
                assert!(contrast >= 3.0, "{n}: contrast {contrast:.2} on ivory");
            }
            for a in 1..=12 {
                for b in a + 1..=12 {
                    let d: f64 = (0..3).map(|i| (f64::from(pal[a][i]) - f64::from(pal[b][i])).powi(2)).sum::<f64>().sqrt();
                    assert!(d >= 40.0, "{a} and {b} look alike");
                }
            }
        }
    }
}

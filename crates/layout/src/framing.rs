//! What the camera frames and where the plates go: pure geometry over a layout and the view's
//! size in pixels, no Bevy.
//!
//! The camera frames what is on the table — the hub, every tile, every train's next place and
//! marker — centred in the view, as close as it may. Each seat's plate sits on the view's border
//! beside its train's first row (left or right, at that row's height), the boneyard at the
//! bottom left; plates in a column are pushed apart where they would touch. Only when even the
//! whole felt would make tiles shorter than [`LEAST_TILE_PX`] do the longest trains fold their
//! oldest tiles ([`fit`]), and only where that makes them a tenth longer: the last resort.

use super::geometry::{Bounds, Felt, TILE_LONG, V2, hub_box};

use super::layout::{Table, TableLayout, lay_out};
use engine::rules::TrainId;

/// A camera: view pixels per table unit, and the table point at the view's centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    pub zoom: f32,
    pub center: V2,
}

impl Camera {
    /// A table point in a `view`-sized view's pixels (top-left origin, y down).
    pub fn to_view(&self, view: V2, p: V2) -> V2 {
        V2::new(view.x / 2.0 + (p.x - self.center.x) * self.zoom, view.y / 2.0 - (p.y - self.center.y) * self.zoom)
    }

    /// A table box in view pixels (y down).
    pub fn box_to_view(&self, view: V2, b: Bounds) -> Bounds {
        let (a, c) = (self.to_view(view, b.min), self.to_view(view, b.max));
        Bounds { min: V2::new(a.x, c.y), max: V2::new(c.x, a.y) }
    }
}

/// What a plate on the border belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlateFor {
    /// A train's plate (a seat's, or the Mexican train's): beside its first row's outer end.
    Train(TrainId),
    /// The boneyard's heap: at the bottom left, by the viewer's train.
    Boneyard,
}

/// A plate on the border, and its half size in view pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plate {
    pub of: PlateFor,
    pub half: V2,
}

/// What the framing needs besides the layout, in view pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    /// The view's size.
    pub view: V2,
    /// Space kept between the view's border (and the plates) and what is framed.
    pub margin: f32,
    /// The closest the framing comes, in pixels per table unit (a fresh table is not blown up).
    pub max_zoom: f32,
}

impl Frame {
    /// The framing of a view `size` pixels large: tiles at most a ninth of the view's height
    /// long (a fresh table is not blown up).
    pub fn for_view(size: V2, margin: f32) -> Frame {
        Frame { view: size, margin, max_zoom: size.y / 9.0 / TILE_LONG }
    }
}

/// Everything the framing keeps in view and uncovered, in table units: the hub, and every
/// train's tiles and next place.
pub fn content(layout: &TableLayout) -> Vec<Bounds> {
    let mut out = vec![hub_box()];
    for t in &layout.trains {
        out.extend(t.boxes());
    }
    out
}

/// The column (right or not) and height (table units) a plate wants for `layout`.
fn wanted(layout: &TableLayout, plate: &Plate) -> (bool, f32) {
    match plate.of {
        PlateFor::Train(train) => layout.train(train).map_or((false, 0.0), |t| (t.spoke.x > 0.0, t.lane_y())),
        PlateFor::Boneyard => (false, layout.bounds.min.y),
    }
}

/// Where each plate's centre is (view pixels) for `camera`: in the left or right column of the
/// view, at its first row's height, pushed apart from the others in its column and kept in the
/// view.
pub fn plate_spots(layout: &TableLayout, camera: &Camera, frame: &Frame, plates: &[Plate]) -> Vec<V2> {
    let m = frame.margin;
    let mut spots: Vec<V2> = plates
        .iter()
        .map(|plate| {
            let (right, y) = wanted(layout, plate);
            let x = if right { frame.view.x - m - plate.half.x } else { m + plate.half.x };
            V2::new(x.max(plate.half.x.min(frame.view.x / 2.0)), camera.to_view(frame.view, V2::new(0.0, y)).y)
        })
        .collect();
    for right in [false, true] {
        let mut column: Vec<usize> = (0..plates.len()).filter(|&i| wanted(layout, &plates[i]).0 == right).collect();
        column.sort_by(|&a, &b| spots[a].y.total_cmp(&spots[b].y).then(a.cmp(&b)));
        let (top, bottom) = (|i: usize| m + plates[i].half.y, |i: usize| frame.view.y - m - plates[i].half.y);
        let apart = |a: usize, b: usize| plates[a].half.y + plates[b].half.y + m;
        // Plates that would touch move apart as a group, each as little as it can (the group's
        // middle stays where its plates' rows are, on average).
        // A group's top plate's height, and each plate's offset below it.
        let place = |g: &[usize], spots: &[V2]| {
            let mut offsets = vec![0.0];
            for w in g.windows(2) {
                offsets.push(offsets.last().copied().unwrap_or(0.0) + apart(w[0], w[1]));
            }
            let c = g.iter().zip(&offsets).map(|(&i, o)| spots[i].y - o).sum::<f32>() / g.len() as f32;
            (c, offsets)
        };
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for &i in &column {
            groups.push(vec![i]);
            loop {
                let n = groups.len();
                if n < 2 {
                    break;
                }
                let (c_prev, o_prev) = place(&groups[n - 2], &spots);
                let (c_last, _) = place(&groups[n - 1], &spots);
                let prev_end = c_prev + o_prev.last().copied().unwrap_or(0.0);
                let (last_prev, first_last) = (groups[n - 2][groups[n - 2].len() - 1], groups[n - 1][0]);
                if c_last < prev_end + apart(last_prev, first_last) {
                    let last = groups.pop().unwrap_or_default();
                    if let Some(g) = groups.last_mut() {
                        g.extend(last);
                    }
                } else {
                    break;
                }
            }
        }
        let mut placed = spots.clone();
        for g in &groups {
            let (c, offsets) = place(g, &spots);
            for (&i, o) in g.iter().zip(&offsets) {
                placed[i].y = c + o;
            }
        }
        spots = placed;
        // Then kept in the view: down from the top, up from the bottom, down again if the
        // column is too tall for it.
        for k in 0..column.len() {
            let i = column[k];
            let least = if k == 0 { top(i) } else { spots[column[k - 1]].y + apart(column[k - 1], i) };
            spots[i].y = spots[i].y.max(least);
        }
        for k in (0..column.len()).rev() {
            let i = column[k];
            let most = if k + 1 == column.len() { bottom(i) } else { spots[column[k + 1]].y - apart(i, column[k + 1]) };
            spots[i].y = spots[i].y.min(most);
        }
        if let Some(&first) = column.first() {
            spots[first].y = spots[first].y.max(top(first).min(frame.view.y / 2.0));
        }
    }
    spots
}

/// Whether at `camera` everything framed is in the view (by the margin) and no plate covers
/// any of it.
pub fn clear(layout: &TableLayout, boxes: &[Bounds], camera: &Camera, frame: &Frame, plates: &[Plate]) -> bool {
    let m = frame.margin;
    let inside = Bounds { min: V2::new(m, m), max: V2::new(frame.view.x - m, frame.view.y - m) };
    let shown: Vec<Bounds> = boxes.iter().map(|b| camera.box_to_view(frame.view, *b)).collect();
    if !shown.iter().all(|b| inside.contains(*b)) {
        return false;
    }
    let spots = plate_spots(layout, camera, frame, plates);
    plates.iter().zip(spots).all(|(plate, at)| {
        let covers = Bounds::around(at, plate.half + V2::new(m / 2.0, m / 2.0));
        !shown.iter().any(|b| covers.overlaps(*b))
    })
}

/// The camera to frame the table with now: the one it has (`kept`) while the whole table is
/// still clear in it, so the table a player is reading stays where it is from one move to the
/// next; else the framing of what is there (`framed`). (The kept camera frames an earlier, smaller
/// table: its tiles are never smaller than the framing's.)
pub fn keep_or_frame(layout: &TableLayout, kept: Option<Camera>, framed: Camera, frame: &Frame, plates: &[Plate]) -> Camera {
    match kept {
        Some(kept) if clear(layout, &content(layout), &kept, frame, plates) => kept,
        _ => framed,
    }
}

/// The camera that frames the table: centred on what is there, as close as `max_zoom` allows
/// while everything is in view and no plate covers a tile or a next place.
pub fn frame(layout: &TableLayout, frame: &Frame, plates: &[Plate]) -> Camera {
    let boxes = content(layout);
    let all = layout.bounds;
    let center = all.center();
    let size = all.size();
    let room = V2::new((frame.view.x - 2.0 * frame.margin).max(1.0), (frame.view.y - 2.0 * frame.margin).max(1.0));
    let fits = (room.x / size.x.max(1e-3)).min(room.y / size.y.max(1e-3));
    let mut hi = fits.min(frame.max_zoom).max(1e-3);
    let at = |zoom: f32| Camera { zoom, center };
    if clear(layout, &boxes, &at(hi), frame, plates) {
        return at(hi);
    }
    // The largest zoom that is clear, by bisection (a tiny table is always clear of the border).
    let mut lo = hi * 0.02;
    for _ in 0..20 {
        let mid = (lo + hi) / 2.0;
        if clear(layout, &boxes, &at(mid), frame, plates) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    at(lo)
}

/// The shortest tile, in pixels, the framing lets the table shrink to before the oldest tiles
/// of the longest train fold into a counted run (the last resort): every tile drawn whole is at
/// least this long, unless folding could not make them a tenth longer ([`FOLD_WORTH`]). (At
/// 1280×720 with the whole window for the table, late tables of 8 seats keep tiles of 40 px and
/// more; a panel beside the table, the table in words, leaves less.)
pub const LEAST_TILE_PX: f32 = 32.0;

/// How much longer than the whole table's folds must make the tiles to be kept: hiding tiles in
/// runs for less costs the player more than it gains. (Of 648 seeded rounds' ends at 1280×720,
/// standard, branching and three covers at 4, 6 and 8 seats, three folded: one with three covers
/// at eight seats six tiles, to draw the rest 30.2 px long rather than 30.1 whole, one branching
/// six for 32.3 px rather than 31.5; the third, three tiles for 34.3 px rather than 30.9, still
/// folds. `framing::tests::late_tables_share_the_felt`.)
const FOLD_WORTH: f32 = 1.1;

/// The layout and the camera for a view: every train laid whole on `felt` and framed as close as
/// the view allows; only if that would make tiles shorter than [`LEAST_TILE_PX`] does the table
/// fold the oldest tiles of the trains that keep it from being framed closer (the longest first,
/// a few more at a time, never a train's last two), as few as bring the tiles back to that size:
/// the last resort. A fold that would frame the table less close is undone, and the folds are
/// kept only if they make the tiles at least [`FOLD_WORTH`] times as long as the whole table's:
/// else the table stays whole, its tiles a little shorter.
pub fn fit(table: &Table, felt: Felt, frame_: &Frame, plates: &[Plate]) -> (TableLayout, Camera) {
    let laid = |folds: &[(TrainId, usize)]| {
        let layout = lay_out(table, felt, folds);
        let cam = frame(&layout, frame_, plates);
        (layout, cam)
    };
    let whole = laid(&[]);
    if long_enough(&whole.1) {
        return whole;
    }
    match folded(table, laid, &whole.1) {
        Some(best) if best.1.zoom >= whole.1.zoom * FOLD_WORTH => best,
        _ => whole,
    }
}

/// Whether tiles are drawn at least [`LEAST_TILE_PX`] long.
fn long_enough(c: &Camera) -> bool {
    c.zoom * TILE_LONG >= LEAST_TILE_PX - 1e-3
}

/// The closest framing folds give `table` (`whole`, its camera unfolded, frames its tiles
/// shorter than [`LEAST_TILE_PX`]): the fewest that bring the tiles to that size, else the
/// closest of all; none if no fold frames it closer. (`laid`: the table laid out with some
/// folds, and framed.)
fn folded(table: &Table, laid: impl Fn(&[(TrainId, usize)]) -> (TableLayout, Camera), whole: &Camera) -> Option<(TableLayout, Camera)> {
    let mut best: Option<(TableLayout, Camera)> = None;
    let mut lengths: Vec<(TrainId, usize)> = table.trains.iter().map(|t| (t.train, t.doubles.len())).collect();
    lengths.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut folds: Vec<(TrainId, usize)> = Vec::new();
    loop {
        let mut folded_more = false;
        for &(train, len) in &lengths {
            // A run holds three tiles at the least (fewer would save nothing), and a train keeps
            // its last two whole.
            let now = folds.iter().find(|f| f.0 == train).map_or(0, |f| f.1);
            let more = (now + 3).min(len.saturating_sub(2));
            if more <= now || more < 3 {
                continue;
            }
            folds.retain(|f| f.0 != train);
            folds.push((train, more));
            folded_more = true;
            let attempt = laid(&folds);
            let so_far = best.as_ref().map_or(whole, |b| &b.1);
            if attempt.1.zoom > so_far.zoom + 1e-4 || (long_enough(&attempt.1) && !long_enough(so_far)) {
                let enough = long_enough(&attempt.1);
                best = Some(attempt);
                if enough {
                    return best;
                }
            }
        }
        if !folded_more {
            return best;
        }
    }
}

#[cfg(test)]
mod tests;

//! What the camera frames, how far the lanes may run before their older tiles fold, and where
//! the plates go: pure geometry over a layout and the view's size in pixels, no Bevy.
//!
//! The camera frames what is on the table — the hub, every tile, every lane's next place and
//! sign — centred in the view, as close as it may. Each seat's plate sits on the view's border
//! at the outer end of its lane (left or right, at the lane's height), the boneyard at the
//! bottom left; plates in a column are pushed apart where they would touch. When the table
//! would have to shrink its tiles below the size wanted at the open ends (`Frame::tile_px`),
//! the lanes are given a shorter reach and their older tiles fold instead ([`fit`]).

use super::layout::{Bounds, HUB_RADIUS, LANE_START, SideShape, TILE_LONG, TableLayout, TrainShape, V2, layout_with_sides};
use crate::rules::{Seat, TrainId};

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
    /// A train's plate (a seat's, or the Mexican train's): at its lane's outer end.
    Train(TrainId),
    /// The boneyard's heap: at the bottom left, by the viewer's lane.
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
    /// How long, in pixels, a tile at an open end should be at least: lanes fold their older
    /// tiles rather than shrink below it.
    pub tile_px: f32,
}

impl Frame {
    /// The framing of a view `size` pixels large: a fresh table at most about twelve units
    /// tall, and tiles at the open ends about a ninth of the view's height long (never less than
    /// 40 pixels).
    pub fn for_view(size: V2, margin: f32) -> Frame {
        Frame { view: size, margin, max_zoom: size.y / 12.0, tile_px: (size.y / 9.0).max(40.0) }
    }
}

/// Everything the framing keeps in view and uncovered, in table units: the hub, and every
/// lane's tiles, next place and sign slot.
pub fn content(layout: &TableLayout) -> Vec<Bounds> {
    let mut out = vec![Bounds::around(V2::default(), V2::new(HUB_RADIUS, HUB_RADIUS))];
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
/// view, at its lane's height, pushed apart from the others in its column and kept in the view.
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
        // middle stays where its plates' lanes are, on average).
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

/// The camera that frames the table: centred on what is there, as close as `max_zoom` allows
/// while everything is in view and no plate covers a tile, a next place or a sign.
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

/// The trains and sides to lay out, and whose view it is.
#[derive(Clone, Copy, Debug)]
pub struct Table<'a> {
    pub trains: &'a [TrainShape],
    pub sides: &'a [SideShape],
    pub viewer: Seat,
}

impl Table<'_> {
    fn laid(&self, reach: f32) -> TableLayout {
        layout_with_sides(self.trains, self.sides, self.viewer, reach)
    }
}

/// A lane's length from its start to its outer end when it shows `n` tiles at full size after
/// a folded run.
const fn lane_showing(n: f32) -> f32 {
    3.0 + n * (TILE_LONG + super::layout::GAP) + TILE_LONG + super::layout::GAP + super::layout::SIGN_LEN
}

/// The shortest tile the table asks for at an open end before lanes fold down to their last
/// two tiles, in pixels.
pub const LEAST_TILE_PX: f32 = 45.0;

/// The layout and the camera for a view: every tile at full size if the view holds the table
/// with tiles at least `frame.tile_px` long; otherwise the longest reach at which it does, the
/// older tiles of longer lanes folded, as long as each lane still shows its last four tiles.
/// If even that is not enough (or the table's height, not its width, keeps the tiles small),
/// the longest reach with tiles as large as four tiles a lane allow — or, to keep them at least
/// 40 pixels long, as few as two.
pub fn fit(table: Table, frame_: &Frame, plates: &[Plate]) -> (TableLayout, Camera) {
    let natural = table.laid(f32::INFINITY);
    let cam = frame(&natural, frame_, plates);
    let px = |c: &Camera| c.zoom * TILE_LONG;
    let longest = natural.unfolded_reach();
    let (four, two) = ((LANE_START + lane_showing(4.0)).min(longest), LANE_START + lane_showing(2.0));
    if px(&cam) >= frame_.tile_px - 1e-3 || longest <= two {
        return (natural, cam);
    }
    let try_reach = |r: f32| {
        let l = table.laid(r);
        let c = frame(&l, frame_, plates);
        (l, c)
    };
    let at_four = try_reach(four);
    let (from, goal, start) = if px(&at_four.1) >= frame_.tile_px {
        (four, frame_.tile_px, at_four)
    } else if px(&at_four.1) >= LEAST_TILE_PX {
        (four, px(&at_four.1) * 0.999, at_four)
    } else {
        let at_two = try_reach(two);
        if px(&at_two.1) <= px(&at_four.1) {
            (four, px(&at_four.1) * 0.999, at_four)
        } else {
            (two, px(&at_two.1).min(LEAST_TILE_PX) * 0.999, at_two)
        }
    };
    // The longest reach from `from` whose tiles are still `goal` long.
    let (mut lo, mut hi, mut best) = (from, longest, start);
    if px(&cam) >= goal {
        return (natural, cam);
    }
    while hi - lo > 0.5 {
        let mid = (lo + hi) / 2.0;
        let attempt = try_reach(mid);
        if px(&attempt.1) >= goal {
            lo = mid;
            best = attempt;
        } else {
            hi = mid;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::layout::{Placed, SideShape, layout};

    fn shapes(seats: u8, len: impl Fn(usize) -> usize) -> Vec<TrainShape> {
        (0..seats)
            .map(TrainId::Personal)
            .chain([TrainId::Mexican])
            .enumerate()
            .map(|(i, train)| TrainShape { train, doubles: (0..len(i)).map(|k| k % 5 == 3).collect() })
            .collect()
    }

    /// The other seats' plates, the Mexican train's and the boneyard, about as large as the UI
    /// draws them at 100 %.
    fn plates_of(seats: u8) -> Vec<Plate> {
        let plate = |of| Plate { of, half: V2::new(76.0, 27.0) };
        (1..seats)
            .map(|s| plate(PlateFor::Train(TrainId::Personal(s))))
            .chain([plate(PlateFor::Train(TrainId::Mexican)), Plate { of: PlateFor::Boneyard, half: V2::new(48.0, 38.0) }])
            .collect()
    }

    /// The table's part of a window: what the top bar and the hand panel leave (as measured in
    /// the game: 505 of 720 pixels, 815 of 1080).
    fn view(w: f32, h: f32) -> Frame {
        let panels = if h > 900.0 { 265.0 } else { 215.0 };
        Frame::for_view(V2::new(w, h - panels), 8.0)
    }

    /// Every tile, next place and sign in view, no plate over any of them, no two plates over
    /// each other.
    fn assert_framed(t: &TableLayout, cam: &Camera, f: &Frame, p: &[Plate]) {
        assert!(clear(t, &content(t), cam, f, p), "the framing is clear");
        let spots = plate_spots(t, cam, f, p);
        for (i, a) in spots.iter().enumerate() {
            let r = Bounds::around(*a, p[i].half);
            assert!(
                r.min.x >= -0.01 && r.min.y >= -0.01 && r.max.x <= f.view.x + 0.01 && r.max.y <= f.view.y + 0.01,
                "plate {i} in the view"
            );
            for (j, b) in spots.iter().enumerate().skip(i + 1) {
                assert!(!r.overlaps(Bounds::around(*b, p[j].half)), "plates {i} and {j} overlap");
            }
        }
    }

    /// The length in pixels of the shortest tile at an open end (the last tile of each lane, or
    /// the next place of an empty lane): a folded one is a sliver.
    fn end_tile_px(t: &TableLayout, cam: &Camera) -> f32 {
        let len = |p: &Placed| TILE_LONG * cam.zoom * if p.folded() { p.squash } else { 1.0 };
        t.trains.iter().map(|l| l.tiles.last().map_or(len(&l.next), len)).fold(f32::INFINITY, f32::min)
    }

    #[test]
    fn early_four_player_tables_are_framed_large_at_720p() {
        let f = view(1280.0, 720.0);
        for len in 0..=2 {
            let s = shapes(4, |_| len);
            let (t, cam) = fit(Table { trains: &s, sides: &[], viewer: 0 }, &f, &plates_of(4));
            assert_framed(&t, &cam, &f, &plates_of(4));
            assert!(cam.zoom * TILE_LONG >= 60.0, "{len} tiles a train: tiles {} px long", cam.zoom * TILE_LONG);
        }
    }

    #[test]
    fn plates_never_cover_tiles_or_ends_on_two_to_eight_seats_with_long_trains() {
        for seats in 2..=8u8 {
            for len in [0, 3, 8, 15, 30] {
                for (w, h) in [(1280.0, 720.0), (1920.0, 1080.0), (1024.0, 640.0)] {
                    let s = shapes(seats, |i| len + i % 3);
                    let f = view(w, h);
                    let (t, cam) = fit(Table { trains: &s, sides: &[], viewer: 0 }, &f, &plates_of(seats));
                    assert_framed(&t, &cam, &f, &plates_of(seats));
                    assert!(end_tile_px(&t, &cam) >= 40.0, "{seats} seats, {len} tiles, {w}×{h}: {}", end_tile_px(&t, &cam));
                }
            }
        }
    }

    #[test]
    fn growing_trains_ease_the_camera_out_then_fold() {
        let f = view(1280.0, 720.0);
        let zooms: Vec<(f32, usize)> = [0, 4, 10, 20, 35]
            .iter()
            .map(|&n| {
                let s = shapes(4, |_| n);
                let (t, cam) = fit(Table { trains: &s, sides: &[], viewer: 0 }, &f, &plates_of(4));
                (cam.zoom, t.trains.iter().map(|l| l.folded).sum())
            })
            .collect();
        let unfolded: Vec<f32> = zooms.iter().filter(|z| z.1 == 0).map(|z| z.0).collect();
        assert!(unfolded.windows(2).all(|w| w[1] <= w[0] + 1e-3), "{zooms:?}");
        assert_eq!(zooms[0].1, 0, "nothing to fold at first");
        assert!(zooms[4].1 > 0, "long trains fold: {zooms:?}");
        assert!(zooms[4].0 * TILE_LONG >= 45.0, "and keep their tiles large: {zooms:?}");
    }

    #[test]
    fn a_plate_sits_at_the_outer_end_of_its_lane() {
        let s = shapes(4, |_| 2);
        let f = view(1280.0, 720.0);
        let plates = plates_of(4);
        let (t, cam) = fit(Table { trains: &s, sides: &[], viewer: 0 }, &f, &plates);
        let hub = cam.to_view(f.view, V2::default());
        for (plate, at) in plates.iter().zip(plate_spots(&t, &cam, &f, &plates)) {
            let PlateFor::Train(train) = plate.of else { continue };
            let lane = t.train(train).unwrap();
            assert_eq!(at.x > hub.x, lane.spoke.x > 0.0, "{train:?}: on its lane's side");
            let lane_at = cam.to_view(f.view, lane.next.center);
            assert!((lane_at.y - at.y).abs() <= plate.half.y, "{train:?}: at its lane's height");
        }
    }

    /// A table `len` tiles a train (give or take, within the 90 tiles a double-12 set has besides
    /// the engine), and with `branching` the sides real games open: both sides of most doubles,
    /// some with tiles, some with sides of their own — up to 24, as many as games with branching
    /// doubles reach (200 games by the planner for each of 2, 3, 4, 6 and 8 seats: 10 to 16 at
    /// the median, 22 to 24 at the most).
    fn game_table(seats: u8, len: usize, branching: bool) -> (Vec<TrainShape>, Vec<SideShape>) {
        // The sides hold about 40 of the tiles when there are 24 of them.
        let budget = if branching { 50 } else { 90 } / (seats as usize + 1);
        let trains: Vec<TrainShape> = (0..seats)
            .map(TrainId::Personal)
            .chain([TrainId::Mexican])
            .enumerate()
            .map(|(i, train)| TrainShape { train, doubles: (0..(len + (i * 5) % 4).min(budget)).map(|k| (k + i) % 5 == 2).collect() })
            .collect();
        let mut sides: Vec<SideShape> = Vec::new();
        if !branching {
            return (trains, sides);
        }
        for t in &trains {
            for (at, _) in t.doubles.iter().enumerate().filter(|(k, d)| **d && k + 1 < t.doubles.len()) {
                for left in [true, false] {
                    if sides.len() >= 24 {
                        break;
                    }
                    let n = (at * 3 + usize::from(left) + sides.len()) % 5;
                    let side = TrainId::Side(sides.len() as u8);
                    sides.push(SideShape { side, parent: t.train, at, left, doubles: (0..n).map(|k| k == 1 && n > 2).collect() });
                    // Now and then a side of that side's double.
                    if n > 2 && sides.len() < 24 && sides.len().is_multiple_of(3) {
                        sides.push(SideShape {
                            side: TrainId::Side(sides.len() as u8),
                            parent: side,
                            at: 1,
                            left,
                            doubles: vec![false; n - 2],
                        });
                    }
                }
            }
        }
        (trains, sides)
    }

    /// The check of the table (issue 18): over 2–8 seats, 0–40 tiles a train, branching on and
    /// off, at 1280×720 and 1920×1080, no two things drawn overlap — tiles, the badges on the
    /// next places, markers' slots, plates, the boneyard — no rail runs through any of them, and
    /// the tile at every open end is at least 40 pixels long (60 early with four seats or
    /// fewer), half as much again at 1080p. (Real rounds: `real_rounds_stay_clear_and_readable`.)
    #[test]
    fn the_table_stays_clear_and_readable_at_every_size() {
        let mut smallest: f32 = f32::INFINITY;
        for (w, h, scale) in [(1280.0, 720.0, 1.0), (1920.0, 1080.0, 1.5)] {
            let f = view(w, h);
            for seats in 2..=8u8 {
                let plates = plates_of(seats);
                for len in [0, 1, 2, 5, 10, 15, 20, 30, 40] {
                    for branching in [false, true] {
                        let (trains, sides) = game_table(seats, len, branching);
                        let (t, cam) = fit(Table { trains: &trains, sides: &sides, viewer: 0 }, &f, &plates);
                        crate::table::layout::check::assert_clear(&t);
                        assert_framed(&t, &cam, &f, &plates);
                        let end = end_tile_px(&t, &cam);
                        // Made-up tables past what real games reach (every double with both its
                        // sides, up to 24): 40 pixels; early tables without sides as real ones.
                        let least = if len <= 2 && !branching && seats <= 4 { 60.0 } else { 40.0 };
                        let case = format!("{seats} seats, {len} tiles a train, {} sides, {w}×{h}", sides.len());
                        assert!(end >= least * scale, "{case}: the open ends' tiles are {end:.1} px long");
                        smallest = smallest.min(end / scale);
                    }
                }
            }
        }
        assert!(smallest < 60.0, "the hard cases were reached ({smallest})");
    }

    /// The same check on the tables of real rounds (the planner playing every seat): 2–8 seats,
    /// branching doubles on and off, early (6 moves), mid-round (60), late (150) and at the
    /// round's end.
    #[test]
    fn real_rounds_stay_clear_and_readable() {
        use crate::ai::Level;
        use crate::rules::house_rules::Branching;
        use crate::rules::{Match, preset};
        let mut checked = 0;
        for seats in 2..=8u8 {
            for branching in [Branching::Off, Branching::AfterCover] {
                for seed in 0..6u64 {
                    let mut rules = preset("standard").expect("a preset");
                    rules.players = seats;
                    rules.branching = branching;
                    let mut m = Match::new("standard", rules, seed).expect("a match");
                    let mut bots: Vec<_> = (0..seats).map(|s| Level::Normal.bot(seed * 31 + s as u64)).collect();
                    for moves in 0.. {
                        let over = m.round().is_over();
                        if [6, 60, 150].contains(&moves) || over {
                            let (trains, sides) = crate::table::layout::shapes_of(m.round());
                            for (w, h, scale) in [(1280.0, 720.0, 1.0), (1920.0, 1080.0, 1.5)] {
                                let f = view(w, h);
                                let plates = plates_of(seats);
                                let (t, cam) = fit(Table { trains: &trains, sides: &sides, viewer: 0 }, &f, &plates);
                                crate::table::layout::check::assert_clear(&t);
                                assert_framed(&t, &cam, &f, &plates);
                                let end = end_tile_px(&t, &cam);
                                let least = if seats > 4 {
                                    40.0
                                } else if moves <= 6 {
                                    60.0
                                } else {
                                    45.0
                                };
                                assert!(
                                    end >= least * scale,
                                    "{seats} seats, seed {seed}, {moves} moves, {} sides, {w}×{h}: {end:.1} px",
                                    sides.len()
                                );
                                checked += 1;
                            }
                        }
                        if over {
                            break;
                        }
                        let seat = m.to_move();
                        let legal = m.legal_actions();
                        let action = bots[seat as usize].choose(&m.observation(seat), &legal);
                        m.apply(seat, action).expect("a legal move");
                    }
                }
            }
        }
        assert!(checked > 300, "{checked} tables checked");
    }

    #[test]
    fn a_plate_column_too_full_keeps_its_plates_apart() {
        let t = layout(&shapes(12, |_| 1), 0, f32::INFINITY);
        let f = view(1280.0, 720.0);
        let plates = plates_of(12);
        let cam = frame(&t, &f, &plates);
        assert_framed(&t, &cam, &f, &plates);
    }
}

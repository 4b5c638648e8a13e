//! What the camera frames, and where the seats' plates go: pure geometry over a layout and the
//! view's size in pixels, no Bevy.
//!
//! The camera frames what is on the table — the hub, every tile, every train's next place with
//! its end badge — not the table there could be. Plates (and the boneyard) sit on the view's
//! border where each seat's spoke, stretched as the view is, leaves it (so a plate stays in its
//! train's direction and a wide view's plates go towards its corners), pushed
//! apart where two would touch, and the framing zooms out until no plate covers any of it.

use super::layout::{Bounds, HUB_RADIUS, TILE_LONG, TableLayout, TrainLayout, V2};

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
    fn box_to_view(&self, view: V2, b: Bounds) -> Bounds {
        let (a, c) = (self.to_view(view, b.min), self.to_view(view, b.max));
        Bounds { min: V2::new(a.x, c.y), max: V2::new(c.x, a.y) }
    }
}

/// A seat's plate, or anything else on the border: the table direction it lies in from the hub
/// (a seat's spoke) and its half size in view pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plate {
    pub toward: V2,
    pub half: V2,
}

/// Where the boneyard lies from the hub: towards the top-left corner.
pub const BONEYARD_TOWARD: V2 = V2::new(-0.8, 0.6);

/// What the framing needs besides the layout, in view pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    /// The view's size.
    pub view: V2,
    /// Half the size of a train end's badge, centred on the train's next place.
    pub badge_half: V2,
    /// Space kept between the view's border (and the plates) and what is framed.
    pub margin: f32,
    /// The closest the framing comes, in pixels per table unit (a fresh table is not blown up).
    pub max_zoom: f32,
}

/// Everything the framing keeps in view and uncovered, in table units: the hub, every tile and
/// next place.
pub fn content(layout: &TableLayout) -> Vec<Bounds> {
    let mut out = vec![Bounds::around(V2::default(), V2::new(HUB_RADIUS, HUB_RADIUS))];
    for t in &layout.trains {
        out.extend(t.tiles.iter().chain(std::iter::once(&t.next)).map(|p| p.bounds()));
    }
    out
}

/// Where a train's end badge is centred: in the inner half of its next place, by the number to
/// match (the marker stands in the outer half).
pub fn badge_at(t: &TrainLayout) -> V2 {
    t.next.center - t.next.dir.scale(TILE_LONG * 0.25)
}

/// The badges' boxes (in view pixels) for a camera: one at every train's next place.
fn badges(layout: &TableLayout, camera: &Camera, frame: &Frame) -> impl Iterator<Item = Bounds> {
    layout.trains.iter().map(move |t| Bounds::around(camera.to_view(frame.view, badge_at(t)), frame.badge_half))
}

/// Where each plate's centre is (view pixels) for `camera`: on the border of the view, inset by
/// the margin and the plate's half size, where its train's spoke from the hub (stretched as the
/// view is) leaves it; plates
/// that would touch are pushed apart along the border.
pub fn plate_spots(camera: &Camera, frame: &Frame, plates: &[Plate]) -> Vec<V2> {
    let hub = camera.to_view(frame.view, V2::default());
    let inset = |half: V2| {
        let lo = V2::new(half.x + frame.margin, half.y + frame.margin);
        let hi = V2::new(frame.view.x - half.x - frame.margin, frame.view.y - half.y - frame.margin);
        // A view too small for the plate: it sits at the centre.
        let mid = frame.view.scale(0.5);
        (V2::new(lo.x.min(mid.x), lo.y.min(mid.y)), V2::new(hi.x.max(mid.x), hi.y.max(mid.y)))
    };
    let mut spots: Vec<V2> = plates
        .iter()
        .map(|plate| {
            let (lo, hi) = inset(plate.half);
            let from = V2::new(hub.x.clamp(lo.x, hi.x), hub.y.clamp(lo.y, hi.y));
            // The spoke's direction as the view stretches it: towards the corners of a wide
            // view, where the trains leave room, rather than over the middle.
            let spoke = plate.toward;
            let stretch = (frame.view.x / frame.view.y.max(1.0)).clamp(0.33, 3.0);
            let dir = V2::new(spoke.x * stretch, -spoke.y);
            let reach = |d: f32, at: f32, lo: f32, hi: f32| {
                if d > 1e-6 {
                    (hi - at) / d
                } else if d < -1e-6 {
                    (lo - at) / d
                } else {
                    f32::INFINITY
                }
            };
            let t = reach(dir.x, from.x, lo.x, hi.x).min(reach(dir.y, from.y, lo.y, hi.y));
            let t = if t.is_finite() { t.max(0.0) } else { 0.0 };
            from + dir.scale(t)
        })
        .collect();
    // Push touching plates apart, along the axis they overlap least, and keep them inside.
    let gap = frame.margin.max(2.0);
    for _ in 0..24 {
        let mut moved = false;
        for i in 0..spots.len() {
            for j in i + 1..spots.len() {
                let (a, b) = (plates[i].half, plates[j].half);
                let d = spots[j] - spots[i];
                let over = V2::new(a.x + b.x + gap - d.x.abs(), a.y + b.y + gap - d.y.abs());
                if over.x <= 0.0 || over.y <= 0.0 {
                    continue;
                }
                moved = true;
                // Which way: the way they already lie (the first plate first when level).
                let push = if over.x < over.y {
                    V2::new(if d.x >= 0.0 { over.x / 2.0 } else { -over.x / 2.0 }, 0.0)
                } else {
                    V2::new(0.0, if d.y >= 0.0 { over.y / 2.0 } else { -over.y / 2.0 })
                };
                spots[i] = spots[i] - push;
                spots[j] = spots[j] + push;
                for k in [i, j] {
                    let (lo, hi) = inset(plates[k].half);
                    spots[k] = V2::new(spots[k].x.clamp(lo.x, hi.x), spots[k].y.clamp(lo.y, hi.y));
                }
            }
        }
        if !moved {
            break;
        }
    }
    spots
}

fn overlaps(a: Bounds, b: Bounds) -> bool {
    a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y
}

/// Whether at `camera` everything framed is in the view (by the margin) and no plate covers
/// any of it.
pub fn clear(layout: &TableLayout, boxes: &[Bounds], camera: &Camera, frame: &Frame, plates: &[Plate]) -> bool {
    let m = frame.margin;
    let inside = Bounds { min: V2::new(m, m), max: V2::new(frame.view.x - m, frame.view.y - m) };
    let shown: Vec<Bounds> = boxes.iter().map(|b| camera.box_to_view(frame.view, *b)).chain(badges(layout, camera, frame)).collect();
    if !shown.iter().all(|b| inside.contains(*b)) {
        return false;
    }
    let spots = plate_spots(camera, frame, plates);
    plates.iter().zip(spots).all(|(plate, at)| {
        let covers = Bounds::around(at, plate.half + V2::new(m / 2.0, m / 2.0));
        !shown.iter().any(|b| overlaps(covers, *b))
    })
}

/// The camera that frames the table: centred on what is there, as close as `max_zoom` allows
/// while everything is in view and no plate covers a tile, a next place or a badge.
pub fn frame(layout: &TableLayout, frame: &Frame, plates: &[Plate]) -> Camera {
    let boxes = content(layout);
    let all = boxes.iter().copied().reduce(Bounds::union).unwrap_or(Bounds::around(V2::default(), V2::new(1.0, 1.0)));
    let center = all.center();
    let size = all.size();
    let room = V2::new((frame.view.x - 2.0 * frame.margin - 2.0 * frame.badge_half.x).max(1.0), (frame.view.y - 2.0 * frame.margin - 2.0 * frame.badge_half.y).max(1.0));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::TrainId;
    use crate::table::layout::{TrainShape, layout};

    fn table(seats: u8, len: impl Fn(usize) -> usize, aspect: f32) -> TableLayout {
        let shapes: Vec<TrainShape> = (0..seats)
            .map(TrainId::Personal)
            .chain([TrainId::Mexican])
            .enumerate()
            .map(|(i, train)| TrainShape { train, doubles: (0..len(i)).map(|k| k % 5 == 3).collect() })
            .collect();
        layout(&shapes, 0, aspect)
    }

    /// The other seats' plates and the boneyard.
    fn plates_of(t: &TableLayout, seats: u8) -> Vec<Plate> {
        let spoke = |s: u8| t.train(TrainId::Personal(s)).unwrap().spoke;
        (1..seats).map(|s| Plate { toward: spoke(s), half: V2::new(105.0, 30.0) }).chain([Plate { toward: BONEYARD_TOWARD, half: V2::new(55.0, 40.0) }]).collect()
    }

    fn frame_for(w: f32, h: f32) -> Frame {
        Frame { view: V2::new(w, h), badge_half: V2::new(16.0, 14.0), margin: 8.0, max_zoom: h / 12.0 }
    }

    /// Every tile, next place, badge and the boneyard in view, and no plate over any of them.
    fn assert_framed(t: &TableLayout, f: &Frame, p: &[Plate]) -> Camera {
        let cam = frame(t, f, p);
        assert!(clear(t, &content(t), &cam, f, p), "the framing is clear");
        let spots = plate_spots(&cam, f, p);
        for (i, a) in spots.iter().enumerate() {
            let r = Bounds::around(*a, p[i].half);
            assert!(r.min.x >= -0.01 && r.min.y >= -0.01 && r.max.x <= f.view.x + 0.01 && r.max.y <= f.view.y + 0.01, "plate {i} in the view");
            for (j, b) in spots.iter().enumerate().skip(i + 1) {
                assert!(!overlaps(r, Bounds::around(*b, p[j].half)), "plates {i} and {j} overlap");
            }
        }
        cam
    }

    #[test]
    fn early_four_player_tables_are_framed_large_at_720p() {
        // 1280×720 leaves about 1280×540 to the table between the top bar and the hand.
        let f = frame_for(1280.0, 540.0);
        for len in 0..=2 {
            let t = table(4, |_| len, 1280.0 / 540.0);
            let cam = assert_framed(&t, &f, &plates_of(&t, 4));
            assert!(cam.zoom * TILE_LONG >= 60.0, "{len} tiles a train: tiles {} px long", cam.zoom * TILE_LONG);
        }
    }

    #[test]
    fn plates_never_cover_tiles_or_ends_on_two_to_eight_seats_with_long_trains() {
        for seats in 2..=8u8 {
            for len in [0, 3, 8, 15, 30] {
                for (w, h) in [(1280.0, 540.0), (1920.0, 880.0), (800.0, 420.0)] {
                    let t = table(seats, |i| len + i % 3, w / h);
                    assert_framed(&t, &frame_for(w, h), &plates_of(&t, seats));
                }
            }
        }
    }

    #[test]
    fn every_train_end_has_its_badge_at_its_next_place_beside_its_last_tile() {
        let mut farthest: f32 = 0.0;
        for seats in 2..=8u8 {
            for len in [0, 1, 2, 5, 9, 13, 21, 30] {
                let t = table(seats, |i| len + i % 3, 2.3);
                assert_eq!(t.trains.len(), seats as usize + 1, "every personal train and the Mexican");
                for tr in &t.trains {
                    let b = badge_at(tr);
                    let place = tr.next.bounds();
                    assert!(b.x >= place.min.x && b.x <= place.max.x && b.y >= place.min.y && b.y <= place.max.y, "{:?}: the badge on its next place", tr.train);
                    // Nearer the train than the marker is: on the inner half.
                    let inward = (b - tr.next.center).x * tr.next.dir.x + (b - tr.next.center).y * tr.next.dir.y;
                    assert!(inward < 0.0, "{:?}: the badge on the inner half", tr.train);
                    match tr.tiles.last() {
                        // Beside the last tile: on along the row, or in the next row across from it.
                        Some(last) => {
                            let d = (b - last.center).length();
                            farthest = farthest.max(d);
                            assert!(d <= TILE_LONG + 0.5, "{:?} with {} tiles ({seats} seats): the badge {d} from its last tile", tr.train, tr.tiles.len());
                        }
                        // An empty train's badge lies on its spoke, off the hub.
                        None => {
                            let along = (b.x * tr.spoke.x + b.y * tr.spoke.y) / (b.length() * tr.spoke.length());
                            assert!(along > 0.99 && b.length() > HUB_RADIUS, "{:?}: an empty train's badge on its spoke ({along})", tr.train);
                        }
                    }
                }
            }
        }
        assert!(farthest > TILE_LONG * 0.5, "trains with tiles were checked ({farthest})");
    }

    #[test]
    fn growing_trains_ease_the_camera_out() {
        let f = frame_for(1280.0, 540.0);
        let zooms: Vec<f32> = [0, 4, 10, 20]
            .iter()
            .map(|&n| {
                let t = table(4, |_| n, 2.3);
                frame(&t, &f, &plates_of(&t, 4)).zoom
            })
            .collect();
        assert!(zooms.windows(2).all(|w| w[1] <= w[0] + 1e-3), "{zooms:?}");
        assert!(zooms[3] < zooms[0] * 0.8, "{zooms:?}");
    }

    #[test]
    fn a_plate_sits_where_its_spoke_leaves_the_view() {
        let t = table(4, |_| 2, 2.3);
        let f = frame_for(1280.0, 540.0);
        let plates = plates_of(&t, 4);
        let cam = frame(&t, &f, &plates);
        let hub = cam.to_view(f.view, V2::default());
        for (plate, at) in plates.iter().zip(plate_spots(&cam, &f, &plates)) {
            let spoke = plate.toward;
            let to = at - hub;
            let along = (to.x * spoke.x - to.y * spoke.y) / (to.length() * spoke.length());
            assert!(along > 0.4, "{:?}: the plate lies in its train's direction ({along})", plate.toward);
        }
    }
}

//! Where everything goes on the table: pure geometry, no Bevy.
//!
//! Units: a tile is 2 long and 1 wide. The hub is at the origin. Each train has a spoke, from the
//! hub towards its seat (the viewer's at the bottom, the others clockwise in play order, the
//! Mexican train last). A train runs outward along its spoke, then snakes back and forth in rows
//! beside it, each row starting far enough out that it stays clear of the next spoke's train;
//! when trains outgrow the rows, every row gets longer. Doubles lie crosswise.

use crate::rules::{Seat, TrainId};
use std::f32::consts::{PI, TAU};

/// A 2D point or direction.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct V2 {
    pub x: f32,
    pub y: f32,
}

impl V2 {
    pub const fn new(x: f32, y: f32) -> V2 {
        V2 { x, y }
    }

    pub fn from_angle(a: f32) -> V2 {
        V2::new(a.cos(), a.sin())
    }

    pub fn scale(self, k: f32) -> V2 {
        V2::new(self.x * k, self.y * k)
    }

    pub fn dot(self, o: V2) -> f32 {
        self.x * o.x + self.y * o.y
    }

    pub fn length(self) -> f32 {
        self.dot(self).sqrt()
    }

    /// Rotated a quarter turn counter-clockwise.
    pub fn perp(self) -> V2 {
        V2::new(-self.y, self.x)
    }
}

impl std::ops::Add for V2 {
    type Output = V2;

    fn add(self, o: V2) -> V2 {
        V2::new(self.x + o.x, self.y + o.y)
    }
}

impl std::ops::Sub for V2 {
    type Output = V2;

    fn sub(self, o: V2) -> V2 {
        V2::new(self.x - o.x, self.y - o.y)
    }
}

/// An axis-aligned rectangle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    pub min: V2,
    pub max: V2,
}

impl Bounds {
    pub fn around(p: V2, half: V2) -> Bounds {
        Bounds { min: p - half, max: p + half }
    }

    pub fn union(self, o: Bounds) -> Bounds {
        Bounds {
            min: V2::new(self.min.x.min(o.min.x), self.min.y.min(o.min.y)),
            max: V2::new(self.max.x.max(o.max.x), self.max.y.max(o.max.y)),
        }
    }

    pub fn size(self) -> V2 {
        self.max - self.min
    }

    pub fn center(self) -> V2 {
        (self.min + self.max).scale(0.5)
    }

    pub fn contains(self, o: Bounds) -> bool {
        o.min.x >= self.min.x - 1e-4
            && o.min.y >= self.min.y - 1e-4
            && o.max.x <= self.max.x + 1e-4
            && o.max.y <= self.max.y + 1e-4
    }
}

/// Tile length and width.
pub const TILE_LONG: f32 = 2.0;
pub const TILE_SHORT: f32 = 1.0;
/// Space between tiles in a train.
pub const GAP: f32 = 0.12;
/// Radius of the hub (the station holding the engine).
pub const HUB_RADIUS: f32 = 2.0;
/// Distance between the rows of one train: room for a crosswise double plus a gap.
const ROW_SPACING: f32 = TILE_LONG + 0.4;
/// Clearance between neighbouring spokes' rows: two half crosswise doubles and a gap.
const CLEARANCE: f32 = TILE_LONG + 0.4;
/// Where trains start: at the hub's rim.
const TRAIN_START: f32 = HUB_RADIUS + 0.25;
/// Shortest row, even for a fresh table.
const MIN_ROW_LENGTH: f32 = 3.5 * (TILE_LONG + GAP);

/// A tile (or an empty slot) on the table: its centre and the direction it points. For a play
/// the touching end is at the back: the tile's first half lies towards `-dir`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    pub center: V2,
    /// Direction of travel of the train here (unit vector).
    pub dir: V2,
    /// Crosswise (a double).
    pub double: bool,
}

impl Placed {
    /// Angle of the tile's long axis, in radians (for the sprite's rotation).
    pub fn angle(&self) -> f32 {
        let a = self.dir.y.atan2(self.dir.x);
        if self.double { a + PI / 2.0 } else { a }
    }

    /// The four corners of the tile.
    pub fn corners(&self) -> [V2; 4] {
        let (along, across) = if self.double { (TILE_SHORT, TILE_LONG) } else { (TILE_LONG, TILE_SHORT) };
        let u = self.dir.scale(along / 2.0);
        let v = self.dir.perp().scale(across / 2.0);
        [
            self.center + u + v,
            self.center + u - v,
            self.center - u - v,
            self.center - u + v,
        ]
    }

    pub fn bounds(&self) -> Bounds {
        let c = self.corners();
        let mut b = Bounds { min: c[0], max: c[0] };
        for p in &c[1..] {
            b = b.union(Bounds { min: *p, max: *p });
        }
        b
    }
}

/// What the layout needs to know about a train: its tiles in order (true = a double).
#[derive(Clone, Debug, PartialEq)]
pub struct TrainShape {
    pub train: TrainId,
    pub doubles: Vec<bool>,
}

/// A side of a double (branching doubles): it grows from tile `at` of `parent` (a double), to
/// its left or right; its tiles in order (true = a double).
#[derive(Clone, Debug, PartialEq)]
pub struct SideShape {
    pub side: TrainId,
    pub parent: TrainId,
    pub at: usize,
    pub left: bool,
    pub doubles: Vec<bool>,
}

/// One train laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct TrainLayout {
    pub train: TrainId,
    /// Direction of the spoke, from the hub outwards.
    pub spoke: V2,
    pub tiles: Vec<Placed>,
    /// Where the next (non-double) tile would go: the drop target for this train's end.
    pub next: Placed,
    /// Where the train's marker stands: in the outer half of its next place, at the end of
    /// the train.
    pub marker: V2,
}

/// The whole table.
#[derive(Clone, Debug, PartialEq)]
pub struct TableLayout {
    pub trains: Vec<TrainLayout>,
    /// Everything laid on the table: the hub, the trains with their next places.
    pub bounds: Bounds,
}

impl TableLayout {
    pub fn train(&self, train: TrainId) -> Option<&TrainLayout> {
        self.trains.iter().find(|t| t.train == train)
    }
}

/// Where a train's marker stands for its next place: the outer half of it.
fn marker_at(next: &Placed) -> V2 {
    next.center + next.dir.scale(TILE_LONG * 0.25)
}

/// One row of a train's lane: from `start` to `end` (distances from the hub along the spoke),
/// offset `offset` to the left of the spoke, travelling outward or back inward.
#[derive(Clone, Copy, Debug)]
struct Row {
    start: f32,
    end: f32,
    offset: f32,
    outward: bool,
}

/// The rows of a lane whose spoke is `step` radians from its left neighbour, out to `reach`.
fn rows(step: f32, reach: f32) -> Vec<Row> {
    let mut rows = Vec::new();
    let (sin, cos) = (step.sin(), step.cos());
    for k in 0.. {
        let offset = k as f32 * ROW_SPACING;
        // Stay `CLEARANCE` away from the next spoke's line: r·sin(step) − offset·cos(step).
        let clear = if sin > 0.15 { (CLEARANCE + offset * cos) / sin } else { 0.0 };
        let start = clear.max(TRAIN_START);
        if reach - start < TILE_LONG + GAP || k > 64 {
            break;
        }
        rows.push(Row { start, end: reach, offset, outward: k % 2 == 0 });
    }
    // A row travelling back inward turns where the next row (further from the spoke, so starting
    // further out) begins: the train's next place is then beside its last tile, not beyond it.
    for k in (1..rows.len().saturating_sub(1)).step_by(2) {
        rows[k].start = rows[k].start.max(rows[k + 1].start).min(rows[k].end);
    }
    rows
}

/// Lay `tiles` along `rows`; `None` if they do not fit. The last entry is the next free slot.
/// Each row turns back beside where the last one stopped, so a train reads as one line and its
/// next place is always beside its last tile.
fn lay(rows: &[Row], spoke: V2, tiles: &[bool]) -> Option<Vec<Placed>> {
    let side = spoke.perp();
    let mut out = Vec::with_capacity(tiles.len() + 1);
    let mut row = 0;
    // The part of the current row in use (distances from the hub), and how much of it is laid.
    let first = rows.first()?;
    let mut span = (first.start, first.end);
    let mut used = 0.0f32;
    // How far out the last tile laid reaches, at its far end.
    let mut reached = first.end;
    // Every tile, then a phantom non-double for the next slot.
    for &double in tiles.iter().chain(std::iter::once(&false)) {
        let len = if double { TILE_SHORT } else { TILE_LONG };
        while used + len > span.1 - span.0 + 1e-4 {
            row += 1;
            let r = rows.get(row)?;
            span = if r.outward { (r.start.max(reached), r.end) } else { (r.start, r.end.min(reached)) };
            used = 0.0;
        }
        let outward = rows[row].outward;
        let along = if outward { span.0 + used + len / 2.0 } else { span.1 - used - len / 2.0 };
        reached = if outward { along + len / 2.0 } else { along - len / 2.0 };
        let dir = if outward { spoke } else { spoke.scale(-1.0) };
        out.push(Placed { center: spoke.scale(along) + side.scale(rows[row].offset), dir, double });
        used += len + GAP;
    }
    Some(out)
}

/// The angle of each spoke: the viewer's train straight down, then clockwise in play order,
/// the Mexican train last.
pub fn spoke_angles(trains: &[TrainId], viewer: Seat) -> Vec<(TrainId, f32)> {
    // Personal trains in play order, starting at the viewer.
    let mut ordered: Vec<TrainId> = trains.iter().copied().filter(|t| t.owner().is_some()).collect();
    ordered.sort();
    let start = ordered.iter().position(|t| t.owner().is_some_and(|s| s >= viewer)).unwrap_or(0);
    ordered.rotate_left(start);
    if trains.contains(&TrainId::Mexican) {
        ordered.push(TrainId::Mexican);
    }
    let step = TAU / ordered.len().max(1) as f32;
    ordered.iter().enumerate().map(|(i, &t)| (t, -PI / 2.0 - i as f32 * step)).collect()
}

/// How far a spoke at `angle` reaches on a table `aspect` times wider than tall, relative to a
/// vertical spoke: the radius of an ellipse.
fn stretch(angle: f32, aspect: f32) -> f32 {
    let (c, s) = (angle.cos(), angle.sin());
    aspect / (c * c + aspect * aspect * s * s).sqrt()
}

/// Lay out the table for `trains` (in any order), seen from `viewer`'s seat, for a view `aspect`
/// times wider than tall: spokes towards the sides reach further, so the table fills the view.
pub fn layout(trains: &[TrainShape], viewer: Seat, aspect: f32) -> TableLayout {
    layout_with_sides(trains, &[], viewer, aspect)
}

/// [`layout`] with the sides of doubles (branching doubles): each a straight line from the side
/// of its double, angled 45° forward, as players lay them to keep room. They are in the layout's
/// trains too (with their parent train's marker and plate places).
pub fn layout_with_sides(trains: &[TrainShape], sides: &[SideShape], viewer: Seat, aspect: f32) -> TableLayout {
    let ids: Vec<TrainId> = trains.iter().map(|t| t.train).collect();
    let spokes = spoke_angles(&ids, viewer);
    let step = TAU / spokes.len().max(1) as f32;
    // Trains grow more slowly than the view is wide: stretch a little less than the view.
    let aspect = aspect.clamp(1.0, 3.0).powf(0.8);
    let mut base = TRAIN_START + MIN_ROW_LENGTH;
    let laid = loop {
        let attempt: Option<Vec<_>> = spokes
            .iter()
            .map(|&(train, angle)| {
                let shape = trains.iter().find(|t| t.train == train)?;
                let spoke = V2::from_angle(angle);
                let reach = TRAIN_START + (base - TRAIN_START) * stretch(angle, aspect);
                lay(&rows(step, reach), spoke, &shape.doubles).map(|placed| (train, spoke, placed))
            })
            .collect();
        match attempt {
            Some(laid) => break laid,
            None => base += 2.0 * (TILE_LONG + GAP),
        }
    };
    let mut bounds = Bounds::around(V2::default(), V2::new(HUB_RADIUS, HUB_RADIUS));
    let mut out = Vec::with_capacity(laid.len());
    for (train, spoke, mut placed) in laid {
        let next = placed.pop().unwrap_or(Placed { center: spoke.scale(TRAIN_START), dir: spoke, double: false });
        for p in placed.iter().chain(std::iter::once(&next)) {
            bounds = bounds.union(p.bounds());
        }
        out.push(TrainLayout { train, spoke, tiles: placed, next, marker: marker_at(&next) });
    }
    for side in sides {
        let Some(parent) = out.iter().find(|t| t.train == side.parent) else { continue };
        let Some(double) = parent.tiles.get(side.at).copied() else { continue };
        let laid = lay_side(double, side);
        for p in &laid.tiles {
            bounds = bounds.union(p.bounds());
        }
        bounds = bounds.union(laid.next.bounds());
        out.push(laid);
    }
    TableLayout { trains: out, bounds }
}

/// A side's tiles: from the end of the double (crosswise on its line, so its ends lie to the
/// line's left and right), straight on at 45° between sideways and forward.
fn lay_side(double: Placed, side: &SideShape) -> TrainLayout {
    let across = if side.left { double.dir.perp() } else { double.dir.perp().scale(-1.0) };
    let dir = (across + double.dir).scale(std::f32::consts::FRAC_1_SQRT_2);
    let mut at = double.center + across.scale(TILE_LONG / 2.0) + dir.scale(GAP);
    let mut tiles = Vec::with_capacity(side.doubles.len());
    for &d in side.doubles.iter().chain(std::iter::once(&false)) {
        let len = if d { TILE_SHORT } else { TILE_LONG };
        tiles.push(Placed { center: at + dir.scale(len / 2.0), dir, double: d });
        at = at + dir.scale(len + GAP);
    }
    let next = tiles.pop().unwrap_or(Placed { center: at, dir, double: false });
    TrainLayout { train: side.side, spoke: dir, tiles, marker: marker_at(&next), next }
}

/// Scale and centre that fit `bounds` into a `width` × `height` view with a margin: the number
/// of view pixels per table unit, and the table point at the view's centre.
pub fn fit(bounds: Bounds, width: f32, height: f32) -> (f32, V2) {
    let size = bounds.size();
    let margin = 1.06;
    let zoom = (width / (size.x * margin)).min(height / (size.y * margin));
    (zoom.max(1e-3), bounds.center())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Separating-axis test for two rectangles, with a small tolerance for touching edges.
    fn overlap(a: &Placed, b: &Placed) -> bool {
        let (ca, cb) = (a.corners(), b.corners());
        let axes = [a.dir, a.dir.perp(), b.dir, b.dir.perp()];
        axes.iter().all(|axis| {
            let project = |c: &[V2; 4]| {
                let d: Vec<f32> = c.iter().map(|p| p.dot(*axis)).collect();
                (d.iter().cloned().fold(f32::MAX, f32::min), d.iter().cloned().fold(f32::MIN, f32::max))
            };
            let ((a0, a1), (b0, b1)) = (project(&ca), project(&cb));
            a1 > b0 + 0.01 && b1 > a0 + 0.01
        })
    }

    fn shapes(seats: u8, mexican: bool, lengths: impl Fn(usize) -> usize, doubles_every: usize) -> Vec<TrainShape> {
        let mut trains: Vec<TrainId> = (0..seats).map(TrainId::Personal).collect();
        if mexican {
            trains.push(TrainId::Mexican);
        }
        trains
            .iter()
            .enumerate()
            .map(|(i, &train)| TrainShape { train, doubles: (0..lengths(i)).map(|k| doubles_every > 0 && k % doubles_every == 2).collect() })
            .collect()
    }

    fn assert_no_overlaps(table: &TableLayout) {
        let all: Vec<(TrainId, usize, Placed)> = table
            .trains
            .iter()
            .flat_map(|t| t.tiles.iter().chain(std::iter::once(&t.next)).enumerate().map(move |(i, p)| (t.train, i, *p)))
            .collect();
        for (i, a) in all.iter().enumerate() {
            assert!(a.2.center.length() > HUB_RADIUS + TILE_SHORT / 2.0, "{:?} #{} sits on the hub", a.0, a.1);
            for b in &all[i + 1..] {
                assert!(!overlap(&a.2, &b.2), "{:?} #{} overlaps {:?} #{}", a.0, a.1, b.0, b.1);
            }
        }
    }

    fn assert_inside(table: &TableLayout) {
        for t in &table.trains {
            for p in t.tiles.iter().chain(std::iter::once(&t.next)) {
                assert!(table.bounds.contains(p.bounds()), "{:?} leaves the bounds", t.train);
            }
            assert!(table.bounds.contains(Bounds::around(t.marker, V2::new(0.4, 0.4))), "the marker is on the table");
        }
    }

    #[test]
    fn eight_seats_with_long_trains_never_overlap() {
        for (len, every) in [(0, 0), (3, 3), (12, 4), (20, 5), (30, 3), (45, 2)] {
            let table = layout(&shapes(8, true, |i| len + i % 3, every), 0, 2.3);
            assert_no_overlaps(&table);
            assert_inside(&table);
        }
    }

    #[test]
    fn every_seat_count_with_uneven_trains() {
        for seats in 2..=12u8 {
            for mexican in [true, false] {
                let table = layout(&shapes(seats, mexican, |i| (i * 7) % 23, 3), seats / 2, 1.0 + seats as f32 * 0.15);
                assert_no_overlaps(&table);
                assert_inside(&table);
                assert_eq!(table.trains.len(), seats as usize + usize::from(mexican));
            }
        }
    }

    #[test]
    fn the_viewer_sits_at_the_bottom_and_play_goes_clockwise() {
        let trains: Vec<TrainId> = (0..4).map(TrainId::Personal).chain([TrainId::Mexican]).collect();
        let angles = spoke_angles(&trains, 2);
        assert_eq!(angles[0].0, TrainId::Personal(2));
        assert!((angles[0].1 + PI / 2.0).abs() < 1e-6, "straight down");
        assert_eq!(angles.iter().map(|a| a.0).collect::<Vec<_>>(), [TrainId::Personal(2), TrainId::Personal(3), TrainId::Personal(0), TrainId::Personal(1), TrainId::Mexican]);
        let down = V2::from_angle(angles[0].1);
        let next = V2::from_angle(angles[1].1);
        assert!(next.x < 0.0, "the next seat is to the viewer's left, clockwise seen from above");
        let _ = down;
    }

    #[test]
    fn trains_start_by_the_hub_and_grow_outward() {
        let table = layout(&shapes(4, true, |_| 5, 0), 0, 1.0);
        for t in &table.trains {
            let first = t.tiles[0];
            assert!(first.center.length() < TRAIN_START + TILE_LONG + 0.01);
            assert!(first.dir.dot(t.spoke) > 0.99, "the first row runs outward");
            let slot = t.next.center - t.tiles[4].center;
            assert!(slot.length() > TILE_LONG - 0.01, "the next slot follows the last tile");
        }
    }

    #[test]
    fn a_wide_view_gets_a_wide_table() {
        let s = shapes(4, true, |_| 14, 4);
        let round = layout(&s, 0, 1.0).bounds.size();
        let wide = layout(&s, 0, 2.3).bounds.size();
        assert!(wide.x / wide.y > round.x / round.y + 0.2, "{round:?} vs {wide:?}");
    }

    #[test]
    fn fitting_keeps_everything_in_view() {
        let table = layout(&shapes(8, true, |_| 25, 4), 0, 2.0);
        for (w, h) in [(1280.0, 570.0), (1920.0, 900.0), (200.0, 100.0)] {
            let (zoom, center) = fit(table.bounds, w, h);
            let half = V2::new(w / zoom / 2.0, h / zoom / 2.0);
            assert!(Bounds::around(center, half).contains(table.bounds));
        }
    }

    #[test]
    fn a_side_grows_from_the_side_of_its_double() {
        let mut s = shapes(4, true, |_| 5, 0);
        s[0].doubles[2] = true;
        let sides = [
            SideShape { side: TrainId::Side(0), parent: TrainId::Personal(0), at: 2, left: true, doubles: vec![false, false] },
            SideShape { side: TrainId::Side(1), parent: TrainId::Personal(0), at: 2, left: false, doubles: vec![] },
        ];
        let table = layout_with_sides(&s, &sides, 0, 1.5);
        let double = table.train(TrainId::Personal(0)).unwrap().tiles[2];
        let left = table.train(TrainId::Side(0)).unwrap();
        assert_eq!(left.tiles.len(), 2);
        let gap = (left.tiles[0].center - double.center).length();
        assert!(gap > TILE_LONG / 2.0 && gap < TILE_LONG + 1.0, "the first tile sits by the double: {gap}");
        assert!((left.tiles[1].center - left.tiles[0].center).length() > TILE_LONG - 0.01, "then straight on");
        assert!(left.spoke.dot(double.dir.perp()) > 0.5, "to the left of the train");
        let right = table.train(TrainId::Side(1)).unwrap();
        assert!(right.spoke.dot(double.dir.perp()) < -0.5 && right.tiles.is_empty());
        assert!(table.bounds.contains(left.next.bounds()) && table.bounds.contains(right.next.bounds()));
    }

    #[test]
    fn layout_is_deterministic() {
        let s = shapes(6, true, |i| i * 3, 2);
        assert_eq!(layout(&s, 1, 1.7), layout(&s, 1, 1.7));
    }
}

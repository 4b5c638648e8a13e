//! Where everything goes on the table: pure geometry, no Bevy.
//!
//! Units: a tile is 2 long and 1 wide; the hub is at the origin. Every train has a lane of its
//! own: a straight row running away from the hub, to the left or to the right. The trains go
//! round the table in play order — the viewer's at the bottom left, the next seats up the left
//! side, then down the right side, the Mexican train last, at the bottom right — and each lane
//! starts from a rail out of the hub. A lane's last tiles are always at full size; when a lane
//! would run further out than the table allows (`reach`), its older tiles fold into a compact
//! run at its start, shown with their count. A double's sides (branching doubles) get lanes of
//! their own beside their train's lane, joined to the double by a rail; lanes never cross.
//! At the open end of every lane: the next place (where the next tile goes, with the number to
//! match on it), then the sign slot (the marker of a train open to all).

use crate::rules::{Seat, TrainId};
use std::f32::consts::PI;

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
        o.min.x >= self.min.x - 1e-4 && o.min.y >= self.min.y - 1e-4 && o.max.x <= self.max.x + 1e-4 && o.max.y <= self.max.y + 1e-4
    }

    /// Whether the two share more than an edge.
    pub fn overlaps(self, o: Bounds) -> bool {
        self.min.x < o.max.x - 1e-3 && o.min.x < self.max.x - 1e-3 && self.min.y < o.max.y - 1e-3 && o.min.y < self.max.y - 1e-3
    }

    fn translate(self, d: V2) -> Bounds {
        Bounds { min: self.min + d, max: self.max + d }
    }
}

/// Tile length and width.
pub const TILE_LONG: f32 = 2.0;
pub const TILE_SHORT: f32 = 1.0;
/// Space between tiles in a train.
pub const GAP: f32 = 0.12;
/// Radius of the hub (the station holding the engine).
pub const HUB_RADIUS: f32 = 2.0;
/// Where the trains' lanes start, left and right of the hub's centre.
pub const LANE_START: f32 = HUB_RADIUS + 1.0;
/// Space between two lanes.
const LANE_GAP: f32 = 0.15;
/// The marker's slot beyond a lane's next place.
pub const SIGN_LEN: f32 = 1.3;
/// The room beyond the next place for "cover" on the badge of a lane that ends in a double.
pub const COVER_LEN: f32 = 1.4;
/// How far a side's lane starts past the middle of its double.
const SIDE_OFFSET: f32 = 0.75;
/// A folded run: the room each older tile takes in it, and the run's shortest and longest.
const FOLD_PITCH: f32 = 0.3;
const FOLD_MIN: f32 = 1.3;
const FOLD_MAX: f32 = 3.0;
/// Tiles a train's lane always shows at full size (when it has them; a side, one).
const MIN_FULL: usize = 2;

/// A tile (or an empty slot) on the table: its centre and the direction it points. For a play
/// the touching end is at the back: the tile's first half lies towards `-dir`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    pub center: V2,
    /// Direction of travel of the train here (unit vector).
    pub dir: V2,
    /// Crosswise (a double).
    pub double: bool,
    /// How much of its length along the lane it keeps: 1 at full size, less in a folded run.
    pub squash: f32,
}

impl Placed {
    fn full(center: V2, dir: V2, double: bool) -> Placed {
        Placed { center, dir, double, squash: 1.0 }
    }

    /// Whether it lies folded in its lane's run of older tiles.
    pub fn folded(&self) -> bool {
        self.squash < 1.0
    }

    /// Angle of the tile's long axis, in radians (for the sprite's rotation).
    pub fn angle(&self) -> f32 {
        let a = self.dir.y.atan2(self.dir.x);
        if self.double { a + PI / 2.0 } else { a }
    }

    /// The sprite's scale along its own long and short axes (a folded double is a sliver as
    /// narrow as the others).
    pub fn scale(&self) -> (f32, f32) {
        match (self.double, self.folded()) {
            (true, true) => (TILE_SHORT / TILE_LONG, self.squash),
            (true, false) => (1.0, self.squash),
            (false, _) => (self.squash, 1.0),
        }
    }

    /// Its length along the lane and its width across it.
    fn extent(&self) -> (f32, f32) {
        let (along, across) = if self.double && !self.folded() { (TILE_SHORT, TILE_LONG) } else { (along(self.double), TILE_SHORT) };
        (along * self.squash, across)
    }

    /// The four corners of the tile.
    pub fn corners(&self) -> [V2; 4] {
        let (along, across) = self.extent();
        let u = self.dir.scale(along / 2.0);
        let v = self.dir.perp().scale(across / 2.0);
        [self.center + u + v, self.center + u - v, self.center - u - v, self.center - u + v]
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

/// The shapes of the trains and sides a seat sees, as the layout takes them.
pub fn shapes_of_view(view: &crate::rules::view::SeatView) -> (Vec<TrainShape>, Vec<SideShape>) {
    let doubles = |t: &crate::rules::view::TrainView| t.tiles.iter().map(|tile| tile.is_double()).collect();
    let trains = view.main_trains().map(|t| TrainShape { train: t.train, doubles: doubles(t) }).collect();
    let sides = view
        .trains
        .iter()
        .filter_map(|t| t.side_of.map(|(parent, at, left)| SideShape { side: t.train, parent, at: at as usize, left, doubles: doubles(t) }))
        .collect();
    (trains, sides)
}

/// The shapes of a round's trains and of the sides of its doubles, as the layout takes them.
pub fn shapes_of(round: &crate::rules::Round) -> (Vec<TrainShape>, Vec<SideShape>) {
    let doubles = |train: TrainId| round.train_tiles(train).map(|t| t.is_double()).collect();
    let trains = round.trains().map(|train| TrainShape { train, doubles: doubles(train) }).collect();
    let sides = round
        .sides()
        .map(|(side, s)| SideShape { side, parent: round.parent_of(side), at: s.at as usize, left: s.left, doubles: doubles(side) })
        .collect();
    (trains, sides)
}

/// A straight piece of rail, from one point to another.
pub type Rail = [V2; 2];

/// One train laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct TrainLayout {
    pub train: TrainId,
    /// The lane's direction of travel, from its start outwards (left or right).
    pub spoke: V2,
    pub tiles: Vec<Placed>,
    /// Where the next (non-double) tile would go: the drop target for this train's end.
    pub next: Placed,
    /// Where the end's badge is drawn (the number to match): the next place, and beyond it room
    /// for "cover" when the lane ends in a double.
    pub badge: Bounds,
    /// The slot beyond the next place where the train's marker stands (a main train's only).
    pub sign: Option<Bounds>,
    /// Where the train's marker stands: in the middle of its sign slot.
    pub marker: V2,
    /// How many of its tiles lie folded, and the runs they lie in: each run's box and how many
    /// tiles it holds (older tiles fold between the doubles that have sides).
    pub folded: usize,
    pub runs: Vec<(Bounds, usize)>,
    /// The rail from the hub (or from the side of its double) to the lane's start.
    pub rails: Vec<Rail>,
}

impl TrainLayout {
    /// The lane's centre line, across its direction (its `y`).
    pub fn lane_y(&self) -> f32 {
        self.next.center.y
    }

    /// Every box this lane draws something in: tiles, the badge on the next place, the sign
    /// slot.
    pub fn boxes(&self) -> impl Iterator<Item = Bounds> + '_ {
        self.tiles.iter().map(|p| p.bounds()).chain(std::iter::once(self.badge)).chain(self.sign)
    }
}

/// The whole table.
#[derive(Clone, Debug, PartialEq)]
pub struct TableLayout {
    pub trains: Vec<TrainLayout>,
    /// Everything laid on the table: the hub, the trains with their next places and signs.
    pub bounds: Bounds,
}

impl TableLayout {
    pub fn train(&self, train: TrainId) -> Option<&TrainLayout> {
        self.trains.iter().find(|t| t.train == train)
    }

    /// The longest a lane would need to be to show every tile at full size, from the hub's
    /// centre (a `reach` at which nothing folds).
    pub fn unfolded_reach(&self) -> f32 {
        self.trains.iter().flat_map(|t| t.boxes()).map(|b| b.max.x.abs().max(b.min.x.abs())).fold(LANE_START, f32::max)
    }
}

/// The main trains in play order from the viewer: the viewer's, then clockwise, the Mexican
/// train last.
pub fn table_order(trains: &[TrainId], viewer: Seat) -> Vec<TrainId> {
    let mut ordered: Vec<TrainId> = trains.iter().copied().filter(|t| t.owner().is_some()).collect();
    ordered.sort();
    ordered.dedup();
    let start = ordered.iter().position(|t| t.owner().is_some_and(|s| s >= viewer)).unwrap_or(0);
    ordered.rotate_left(start);
    if trains.contains(&TrainId::Mexican) {
        ordered.push(TrainId::Mexican);
    }
    ordered
}

/// The length of a folded run of `n` tiles.
fn fold_len(n: usize) -> f32 {
    (n as f32 * FOLD_PITCH).clamp(FOLD_MIN, FOLD_MAX)
}

/// Length along the lane of a full tile.
fn along(double: bool) -> f32 {
    if double { TILE_SHORT } else { TILE_LONG }
}

/// The length of the open end: the next place, room to say "cover" after a double, and the
/// sign slot (main trains only).
fn tip_len(doubles: &[bool], signed: bool) -> f32 {
    let cover = if doubles.last() == Some(&true) { COVER_LEN } else { 0.0 };
    TILE_LONG + cover + if signed { GAP + SIGN_LEN } else { 0.0 }
}

/// A piece of a lane: a tile at full size, or a run of older tiles folded (`start..end`).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Piece {
    Full(usize),
    Run(usize, usize),
}

/// The pieces of a lane whose first `k` tiles may fold: those of them that are not junctions
/// (doubles with sides, which stay at full size so their sides keep room) fold into runs, but
/// a lone tile between junctions stays as it is.
fn pieces(n: usize, k: usize, junction: impl Fn(usize) -> bool) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < n {
        if i < k && !junction(i) {
            let start = i;
            while i < k && !junction(i) {
                i += 1;
            }
            if i - start >= 2 {
                out.push(Piece::Run(start, i));
            } else {
                out.extend((start..i).map(Piece::Full));
            }
        } else {
            out.push(Piece::Full(i));
            i += 1;
        }
    }
    out
}

/// How far along a lane each piece starts, and the lane's length to the end of its last tile.
fn piece_starts(doubles: &[bool], pieces: &[Piece]) -> (Vec<f32>, f32) {
    let mut s = 0.0;
    let mut starts = Vec::with_capacity(pieces.len());
    for p in pieces {
        starts.push(s);
        s += match *p {
            Piece::Full(i) => along(doubles[i]),
            Piece::Run(a, b) => fold_len(b - a),
        } + GAP;
    }
    (starts, s)
}

/// How many of the first tiles of a lane may fold for it to fit `room` units from its start to
/// the reach (a main train keeps its last two tiles at full size, a side of a double its last
/// one). `sides`: for a double with sides, how far past its middle they need at the least.
fn folds(doubles: &[bool], room: f32, signed: bool, sides: &[(usize, f32)]) -> usize {
    let n = doubles.len();
    let least = if signed { MIN_FULL } else { 1 };
    let tip = tip_len(doubles, signed);
    let junction = |i: usize| sides.iter().any(|&(at, _)| at == i);
    let fits = |k: usize| {
        let plan = pieces(n, k, junction);
        let (starts, len) = piece_starts(doubles, &plan);
        let sides_fit = plan.iter().zip(&starts).all(|(p, &at)| match *p {
            Piece::Full(i) => sides.iter().filter(|s| s.0 == i).all(|&(_, need)| at + along(doubles[i]) / 2.0 + need <= room + 1e-4),
            Piece::Run(..) => true,
        });
        sides_fit && len + tip <= room + 1e-4
    };
    if fits(0) || n < least + 2 {
        return 0;
    }
    (2..=n - least).find(|&k| fits(k)).unwrap_or(n - least)
}

/// The shortest a side's lane can be, from the middle of its double: its tiles folded but the
/// last one, and its open end (an empty side's badge sits right by its double).
fn side_need(doubles: &[bool]) -> f32 {
    if doubles.is_empty() {
        return TILE_LONG / 2.0;
    }
    let k = folds(doubles, 0.0, false, &[]);
    let (_, len) = piece_starts(doubles, &pieces(doubles.len(), k, |_| false));
    SIDE_OFFSET + len + tip_len(doubles, false)
}

/// One lane laid along `dir` (±x) from `origin`, at height 0 (moved to its row later).
fn lay_lane(train: TrainId, doubles: &[bool], origin: V2, dir: V2, reach: f32, signed: bool, sides: &[(usize, f32)]) -> TrainLayout {
    let room = reach - origin.x.abs();
    let k = folds(doubles, room, signed, sides);
    let plan = pieces(doubles.len(), k, |i| sides.iter().any(|&(at, _)| at == i));
    let (starts, len) = piece_starts(doubles, &plan);
    let at = |s: f32| origin + dir.scale(s);
    let mut tiles = Vec::with_capacity(doubles.len());
    let mut runs = Vec::new();
    for (p, &s) in plan.iter().zip(&starts) {
        match *p {
            Piece::Full(i) => tiles.push(Placed::full(at(s + along(doubles[i]) / 2.0), dir, doubles[i])),
            Piece::Run(a, b) => {
                let run = fold_len(b - a);
                let pitch = run / (b - a) as f32;
                let sliver = (pitch * 0.75).min(FOLD_PITCH * 0.75);
                for (j, &double) in doubles[a..b].iter().enumerate() {
                    tiles.push(Placed { center: at(s + (j as f32 + 0.5) * pitch), dir, double, squash: sliver / along(double) });
                }
                let (from, to) = (at(s), at(s + run));
                runs.push((
                    Bounds { min: V2::new(from.x.min(to.x), -TILE_SHORT / 2.0), max: V2::new(from.x.max(to.x), TILE_SHORT / 2.0) },
                    b - a,
                ));
            }
        }
    }
    let mut s = len;
    let next = Placed::full(at(s + TILE_LONG / 2.0), dir, false);
    let cover = if doubles.last() == Some(&true) { COVER_LEN } else { 0.0 };
    let badge = next.bounds().union(Bounds::around(at(s + TILE_LONG + cover / 2.0), V2::new(cover / 2.0, TILE_SHORT / 2.0)));
    s += TILE_LONG + cover + GAP;
    let sign = signed.then(|| Bounds::around(at(s + SIGN_LEN / 2.0), V2::new(SIGN_LEN / 2.0, 0.45)));
    let folded = runs.iter().map(|r| r.1).sum();
    TrainLayout {
        train,
        spoke: dir,
        tiles,
        next,
        badge,
        marker: sign.map_or(next.center, |s| s.center()),
        sign,
        folded,
        runs,
        rails: Vec::new(),
    }
}

/// How tall a lane is: a full-size double lies crosswise.
fn lane_height(t: &TrainLayout) -> f32 {
    t.tiles.iter().map(|p| p.extent().1).fold(TILE_SHORT, f32::max)
}

/// Lay out the table for `trains` (in any order), seen from `viewer`'s seat, with no lane
/// running further than `reach` from the hub's centre if folding its older tiles can help
/// (`f32::INFINITY`: nothing folds).
pub fn layout(trains: &[TrainShape], viewer: Seat, reach: f32) -> TableLayout {
    layout_with_sides(trains, &[], viewer, reach)
}

/// [`layout`] with the sides of doubles (branching doubles): each a lane of its own beside its
/// train's lane, starting beside its double. Sides of the doubles further out lie nearer their
/// train, so no rail crosses a lane where it has tiles.
pub fn layout_with_sides(trains: &[TrainShape], sides: &[SideShape], viewer: Seat, reach: f32) -> TableLayout {
    let ids: Vec<TrainId> = trains.iter().map(|t| t.train).collect();
    let mut order = table_order(&ids, viewer);
    // Laid once running right to find each lane's height (the same either way), to split the
    // trains between the hub's sides so that neither side is much taller than the other. The
    // Mexican train, with the sides everyone opens on it, goes at the bottom of whichever side
    // that leaves shorter: after the last seat (right), or before the viewer's train (left).
    let all_right = lay_lanes(trains, sides, &order, &[], reach);
    let height = |train: &TrainId| {
        let b = block(*train, LANE_START, sides, &all_right);
        b.top - b.bottom
    };
    let heights: Vec<f32> = order.iter().map(height).collect();
    let (mut left_count, taller) = split(&heights);
    if order.last() == Some(&TrainId::Mexican) && order.len() > 2 {
        let mut first = order.clone();
        first.rotate_right(1);
        let heights: Vec<f32> = first.iter().map(height).collect();
        let (k, t) = split(&heights);
        if t + 1.0 < taller {
            (order, left_count) = (first, k);
        }
    }
    let (left, right) = order.split_at(left_count);
    let mut lanes = lay_lanes(trains, sides, &order, left, reach);
    // Each side of the hub, its blocks top to bottom, each as high as it fits under those
    // above it (a block's sides may tuck in beside another's), then centred on the hub.
    let left_top_down: Vec<TrainId> = left.iter().rev().copied().collect();
    for mains in [&left_top_down[..], right] {
        let mut placed: Vec<Rect> = Vec::new();
        let mut anchors: Vec<(Block, f32)> = Vec::new();
        for &train in mains {
            let b = block(train, LANE_START, sides, &lanes);
            let y = if placed.is_empty() { -b.top } else { -clearance(&placed, &b.rects, false, f32::NEG_INFINITY) };
            placed.extend(b.rects.iter().map(|r| r.shifted(y)));
            anchors.push((b, y));
        }
        let top = placed.iter().map(|r| r.high).fold(f32::NEG_INFINITY, f32::max);
        let bottom = placed.iter().map(|r| r.low).fold(f32::INFINITY, f32::min);
        let centre = if top.is_finite() && bottom.is_finite() { (top + bottom) / 2.0 } else { 0.0 };
        for (b, y) in &anchors {
            for &(train, dy) in &b.rows {
                if let Some(lane) = lanes.iter_mut().find(|t| t.train == train) {
                    shift(lane, y + dy - centre);
                }
            }
        }
    }
    // Rails: main lanes from the hub's rim; sides from the edge of their double.
    for i in 0..lanes.len() {
        let start = lane_start(&lanes[i]);
        lanes[i].rails = match sides.iter().find(|s| s.side == lanes[i].train) {
            None => {
                let to = start;
                vec![[to.scale(HUB_RADIUS * 0.85 / to.length().max(1e-3)), to]]
            }
            Some(side) => {
                let double = lanes.iter().find(|t| t.train == side.parent).and_then(|p| p.tiles.get(side.at).copied());
                match double {
                    Some(d) => {
                        let up = start.y > d.center.y;
                        let toward = if up { 1.0 } else { -1.0 };
                        let edge = V2::new(d.center.x, d.center.y + toward * d.extent().1 / 2.0);
                        if side.doubles.is_empty() {
                            // Straight to the badge above (or below) the double.
                            vec![[edge, V2::new(d.center.x, start.y - toward * TILE_SHORT / 2.0)]]
                        } else {
                            let bend = V2::new(d.center.x, start.y);
                            vec![[edge, bend], [bend, start]]
                        }
                    }
                    None => Vec::new(),
                }
            }
        };
    }
    let mut bounds = Bounds::around(V2::default(), V2::new(HUB_RADIUS, HUB_RADIUS));
    for lane in &lanes {
        for b in lane.boxes() {
            bounds = bounds.union(b);
        }
    }
    TableLayout { trains: lanes, bounds }
}

/// Every lane at height 0: the main trains in `order` (those in `left` running left, the
/// others right) from beside the hub, then the sides, each from beside its double (a side's
/// parent is a main train or an earlier side).
fn lay_lanes(trains: &[TrainShape], sides: &[SideShape], order: &[TrainId], left: &[TrainId], reach: f32) -> Vec<TrainLayout> {
    // How far past its double each side needs at the least: a lane folds its doubles in far
    // enough for their sides to fit too.
    let needs =
        |line: TrainId| -> Vec<(usize, f32)> { sides.iter().filter(|s| s.parent == line).map(|s| (s.at, side_need(&s.doubles))).collect() };
    let mut lanes: Vec<TrainLayout> = Vec::new();
    for &train in order {
        let Some(shape) = trains.iter().find(|t| t.train == train) else { continue };
        let dir = if left.contains(&train) { V2::new(-1.0, 0.0) } else { V2::new(1.0, 0.0) };
        lanes.push(lay_lane(train, &shape.doubles, dir.scale(LANE_START), dir, reach, true, &needs(train)));
    }
    for side in sides {
        let Some(parent) = lanes.iter().find(|t| t.train == side.parent) else { continue };
        let Some(double) = parent.tiles.get(side.at).copied() else { continue };
        let dir = parent.spoke;
        // A side's tiles run on from beside its double; an empty side's badge sits right by it
        // (not before the lane it grows from starts).
        let origin = if side.doubles.is_empty() {
            let lane_from = lane_start(parent).x * dir.x;
            V2::new(dir.x * (double.center.x * dir.x - TILE_LONG / 2.0).max(lane_from), 0.0)
        } else {
            V2::new(double.center.x + dir.x * SIDE_OFFSET, 0.0)
        };
        lanes.push(lay_lane(side.side, &side.doubles, origin, dir, reach, false, &needs(side.side)));
    }
    lanes
}

/// How many of the trains in table order go to the left of the hub, given how tall each stands
/// with its sides: the split whose taller side is the shortest (the middle one among equals),
/// at most one train away from the middle (each side has room for only so many plates), each
/// side keeping at least one train; and how tall its taller side is.
fn split(blocks: &[f32]) -> (usize, f32) {
    let n = blocks.len();
    let height = |part: &[f32]| part.iter().sum::<f32>() + LANE_GAP * part.len().saturating_sub(1) as f32;
    if n < 2 {
        return (n, height(blocks));
    }
    let middle = n / 2;
    let taller = |k: usize| height(&blocks[..k]).max(height(&blocks[k..]));
    let k = (middle.saturating_sub(1).max(1)..=(middle + 1).min(n - 1))
        .min_by(|&a, &b| taller(a).total_cmp(&taller(b)).then(a.abs_diff(middle).cmp(&b.abs_diff(middle))))
        .unwrap_or(middle);
    (k, taller(k))
}

/// Where a lane starts: the touching end of its first tile, or of its next place.
fn lane_start(t: &TrainLayout) -> V2 {
    let first = t.tiles.first().unwrap_or(&t.next);
    first.center - first.dir.scale(first.extent().0 / 2.0)
}

/// Move a lane laid at height 0 to height `y`.
fn shift(t: &mut TrainLayout, y: f32) {
    let d = V2::new(0.0, y);
    for p in t.tiles.iter_mut().chain(std::iter::once(&mut t.next)) {
        p.center = p.center + d;
    }
    t.sign = t.sign.map(|s| s.translate(d));
    t.badge = t.badge.translate(d);
    t.marker = t.marker + d;
    for run in &mut t.runs {
        run.0 = run.0.translate(d);
    }
}

/// A lane with its sides (and theirs), packed: each lane's height relative to the lane the
/// block grows from, the boxes the block takes (its lanes' and its rails'), how far it reaches
/// above and below that lane's centre, and how far along the lanes it stretches — all measured
/// outward from the hub (from `start`: the lane's start, or a side's rail).
#[derive(Clone, Debug)]
struct Block {
    rows: Vec<(TrainId, f32)>,
    rects: Vec<Rect>,
    top: f32,
    bottom: f32,
}

/// A box of a block: a stretch outward from the hub, and a band across the lanes.
#[derive(Clone, Copy, Debug)]
struct Rect {
    from: f32,
    to: f32,
    low: f32,
    high: f32,
}

impl Rect {
    /// Whether the two lie along the same stretch (or closer than a lane's gap end to end, so
    /// two lanes in one band never read as one).
    fn beside(&self, o: &Rect) -> bool {
        self.from < o.to + END_GAP && o.from < self.to + END_GAP
    }

    fn shifted(self, dy: f32) -> Rect {
        Rect { low: self.low + dy, high: self.high + dy, ..self }
    }
}

/// Half the width a side's rail keeps clear.
const RAIL_CLEAR: f32 = 0.25;
/// The least room between two lanes in one band, end to end.
const END_GAP: f32 = 0.5;

/// How far `rects` must move along +y (if `up`, else along −y) from where they are for none of
/// them to meet `placed` where they lie along the same stretch; never less than `least`.
fn clearance(placed: &[Rect], rects: &[Rect], up: bool, least: f32) -> f32 {
    let mut need = least;
    for p in placed {
        for q in rects.iter().filter(|q| q.beside(p)) {
            need = need.max(if up { p.high + LANE_GAP - q.low } else { q.high + LANE_GAP - p.low });
        }
    }
    need
}

/// `line` and its sides: the sides of the doubles furthest out are placed first, each as near
/// the line as it fits (beside other sides' lanes where their stretches do not meet), never
/// across a rail placed before it, so no rail crosses a lane. The side to a line's left lies
/// above it when it runs right, below it when it runs left.
fn block(line: TrainId, start: f32, sides: &[SideShape], lanes: &[TrainLayout]) -> Block {
    let Some(lane) = lanes.iter().find(|t| t.train == line) else {
        return Block { rows: Vec::new(), rects: Vec::new(), top: 0.0, bottom: 0.0 };
    };
    let out = lane.spoke.x;
    let outward = |x: f32| x * out;
    let h = lane_height(lane);
    let end = lane.boxes().map(|b| outward(b.min.x).max(outward(b.max.x))).fold(start, f32::max);
    let start = lane.boxes().map(|b| outward(b.min.x).min(outward(b.max.x))).fold(start, f32::min);
    let mut rects = vec![Rect { from: start, to: end, low: -h / 2.0, high: h / 2.0 }];
    let mut rows = vec![(line, 0.0)];
    let runs_right = out > 0.0;
    let mut mine: Vec<&SideShape> = sides.iter().filter(|s| s.parent == line).collect();
    // The doubles furthest out first.
    mine.sort_by_key(|s| std::cmp::Reverse(s.at));
    for up in [true, false] {
        let toward = if up { 1.0 } else { -1.0 };
        for s in mine.iter().filter(|s| (s.left == runs_right) == up) {
            let Some(double) = lane.tiles.get(s.at) else { continue };
            let rail = outward(double.center.x);
            // A side's block begins at its rail, by its double; first placed just clear of the
            // line, then moved out past whatever it meets.
            let sub = block(s.side, rail - RAIL_CLEAR, sides, lanes);
            let first = if up { h / 2.0 + LANE_GAP - sub.bottom } else { -(h / 2.0 + LANE_GAP + sub.top) };
            let at_first: Vec<Rect> = sub.rects.iter().map(|r| r.shifted(first)).collect();
            let y = first + toward * clearance(&rects, &at_first, up, 0.0);
            rows.extend(sub.rows.iter().map(|&(t, dy)| (t, y + dy)));
            rects.extend(sub.rects.iter().map(|r| r.shifted(y)));
            // Its rail, from the line's edge to the side's lane.
            let (a, b) = (toward * h / 2.0, y);
            rects.push(Rect { from: rail - RAIL_CLEAR, to: rail + RAIL_CLEAR, low: a.min(b), high: a.max(b) });
        }
    }
    let top = rects.iter().map(|r| r.high).fold(h / 2.0, f32::max);
    let bottom = rects.iter().map(|r| r.low).fold(-h / 2.0, f32::min);
    Block { rows, rects, top, bottom }
}

/// Checks the table's tests share: nothing overlaps, no rail runs through anything.
#[cfg(test)]
pub(crate) mod check {
    use super::*;

    /// Does the segment `a`–`b` pass through the inside of `r`?
    fn crosses(seg: Rail, r: Bounds) -> bool {
        let inner = Bounds { min: r.min + V2::new(0.02, 0.02), max: r.max - V2::new(0.02, 0.02) };
        (0..=40).any(|i| {
            let p = seg[0] + (seg[1] - seg[0]).scale(i as f32 / 40.0);
            p.x > inner.min.x && p.x < inner.max.x && p.y > inner.min.y && p.y < inner.max.y
        })
    }

    /// No two things overlap, nothing sits on the hub, no rail runs through anything but where it
    /// starts, and everything is inside the bounds.
    pub(crate) fn assert_clear(table: &TableLayout) {
        let hub = Bounds::around(V2::default(), V2::new(HUB_RADIUS, HUB_RADIUS));
        let all: Vec<(TrainId, usize, Bounds)> =
            table.trains.iter().flat_map(|t| t.boxes().enumerate().map(move |(i, b)| (t.train, i, b))).collect();
        for (i, a) in all.iter().enumerate() {
            assert!(!a.2.overlaps(hub), "{:?} #{} sits on the hub", a.0, a.1);
            assert!(table.bounds.contains(a.2), "{:?} #{} leaves the bounds", a.0, a.1);
            for b in &all[i + 1..] {
                assert!(!a.2.overlaps(b.2), "{:?} #{} overlaps {:?} #{}: {:?} {:?}", a.0, a.1, b.0, b.1, a.2, b.2);
            }
        }
        for t in &table.trains {
            for rail in &t.rails {
                for (owner, i, b) in &all {
                    // A side's rail leaves the side of its double.
                    let own_double = t.train.is_side() && (b.center().x - rail[0].x).abs() < 0.6 && (b.center().y - rail[0].y).abs() < 1.2;
                    assert!(own_double || !crosses(*rail, *b), "the rail of {:?} runs through {owner:?} #{i}", t.train);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::check::assert_clear;
    use super::*;

    pub(crate) fn shapes(seats: u8, mexican: bool, lengths: impl Fn(usize) -> usize, doubles_every: usize) -> Vec<TrainShape> {
        let mut trains: Vec<TrainId> = (0..seats).map(TrainId::Personal).collect();
        if mexican {
            trains.push(TrainId::Mexican);
        }
        trains
            .iter()
            .enumerate()
            .map(|(i, &train)| TrainShape {
                train,
                doubles: (0..lengths(i)).map(|k| doubles_every > 0 && k % doubles_every == 2).collect(),
            })
            .collect()
    }

    #[test]
    fn eight_seats_with_long_trains_never_overlap() {
        for reach in [f32::INFINITY, 30.0, 16.0, 9.0] {
            for (len, every) in [(0, 0), (3, 3), (12, 4), (20, 5), (30, 3), (45, 2)] {
                let table = layout(&shapes(8, true, |i| len + i % 3, every), 0, reach);
                assert_clear(&table);
            }
        }
    }

    #[test]
    fn every_seat_count_with_uneven_trains() {
        for seats in 2..=12u8 {
            for mexican in [true, false] {
                let table = layout(&shapes(seats, mexican, |i| (i * 7) % 23, 3), seats / 2, 14.0);
                assert_clear(&table);
                assert_eq!(table.trains.len(), seats as usize + usize::from(mexican));
            }
        }
    }

    #[test]
    fn the_viewer_is_at_the_bottom_left_and_play_goes_clockwise() {
        let trains: Vec<TrainId> = (0..4).map(TrainId::Personal).chain([TrainId::Mexican]).collect();
        assert_eq!(
            table_order(&trains, 2),
            [TrainId::Personal(2), TrainId::Personal(3), TrainId::Personal(0), TrainId::Personal(1), TrainId::Mexican]
        );
        let s = shapes(4, true, |_| 3, 0);
        let table = layout(&s, 2, f32::INFINITY);
        let lane = |t: TrainId| table.train(t).unwrap();
        let (me, next, across, last, mex) = (
            lane(TrainId::Personal(2)),
            lane(TrainId::Personal(3)),
            lane(TrainId::Personal(0)),
            lane(TrainId::Personal(1)),
            lane(TrainId::Mexican),
        );
        assert!(me.spoke.x < 0.0 && next.spoke.x < 0.0, "the viewer and the next seat on the left");
        assert!(me.lane_y() < next.lane_y(), "up the left side");
        assert!(across.spoke.x > 0.0 && last.spoke.x > 0.0 && mex.spoke.x > 0.0, "then the right side");
        assert!(across.lane_y() > last.lane_y() && last.lane_y() > mex.lane_y(), "down the right side, the Mexican train last");
    }

    #[test]
    fn lanes_are_straight_and_start_by_the_hub() {
        let table = layout(&shapes(4, true, |_| 5, 0), 0, f32::INFINITY);
        for t in &table.trains {
            let first = t.tiles[0];
            assert!((first.center.x.abs() - (LANE_START + TILE_LONG / 2.0)).abs() < 1e-4, "{:?} starts by the hub", t.train);
            assert!(
                t.tiles.iter().all(|p| (p.center.y - t.lane_y()).abs() < 1e-4 && p.dir == t.spoke),
                "{:?} is one straight lane",
                t.train
            );
            let slot = t.next.center - t.tiles[4].center;
            assert!((slot.length() - (TILE_LONG + GAP)).abs() < 1e-4, "the next place follows the last tile");
            assert!(t.rails.len() == 1 && t.rails[0][0].length() < HUB_RADIUS, "a rail from the hub");
        }
    }

    #[test]
    fn older_tiles_fold_and_the_last_ones_stay_full_size() {
        let s = shapes(4, true, |_| 30, 4);
        let table = layout(&s, 0, 16.0);
        for t in &table.trains {
            assert!(t.folded >= 2, "{:?} folds", t.train);
            assert!(t.tiles[..t.folded].iter().all(|p| p.folded()) && t.tiles[t.folded..].iter().all(|p| !p.folded()));
            assert!(t.tiles.len() - t.folded >= MIN_FULL, "the last tiles at full size");
            assert!(t.boxes().all(|b| b.max.x.abs().max(b.min.x.abs()) <= 16.0 + 1e-3), "{:?} stays within the reach", t.train);
            let (run, n) = t.runs[0];
            assert_eq!((t.runs.len(), n), (1, t.folded), "one run without junctions");
            assert!(t.tiles[..t.folded].iter().all(|p| run.contains(p.bounds())), "the folded tiles lie in their run");
        }
        let unfolded = layout(&s, 0, f32::INFINITY);
        assert!(unfolded.trains.iter().all(|t| t.folded == 0));
        assert!(unfolded.unfolded_reach() > 60.0);
        assert_clear(&table);
    }

    fn side(side: u8, parent: TrainId, at: usize, left: bool, len: usize) -> SideShape {
        SideShape { side: TrainId::Side(side), parent, at, left, doubles: vec![false; len] }
    }

    #[test]
    fn sides_get_lanes_of_their_own_beside_their_double() {
        let mut s = shapes(4, true, |_| 8, 0);
        // Two doubles on seat 0's train (runs left), one on the Mexican (runs right).
        s[0].doubles[2] = true;
        s[0].doubles[5] = true;
        s[4].doubles[3] = true;
        let p0 = TrainId::Personal(0);
        let mut sides = vec![
            side(0, p0, 2, true, 4),
            side(1, p0, 2, false, 1),
            side(2, p0, 5, true, 6),
            side(3, p0, 5, false, 0),
            side(4, TrainId::Mexican, 3, true, 3),
            side(5, TrainId::Mexican, 3, false, 2),
        ];
        // A side of a side.
        sides.push(SideShape { side: TrainId::Side(6), parent: TrainId::Side(2), at: 1, left: true, doubles: vec![false; 2] });
        sides[2].doubles[1] = true;
        for reach in [f32::INFINITY, 14.0] {
            let table = layout_with_sides(&s, &sides, 0, reach);
            assert_clear(&table);
            let lane = |t: TrainId| table.train(t).unwrap();
            let main = lane(p0);
            for sd in &sides {
                let l = lane(sd.side);
                let parent = lane(sd.parent);
                let double = parent.tiles[sd.at];
                assert!(l.spoke == parent.spoke, "a side runs the way its train does");
                assert!((l.lane_y() - parent.lane_y()).abs() > TILE_SHORT, "{:?} in a lane of its own", sd.side);
                let start = lane_start(l);
                if sd.doubles.is_empty() {
                    assert!((l.next.center.x - double.center.x).abs() < 1e-4, "{:?}: an empty side's badge by its double", sd.side);
                    assert_eq!(l.rails.len(), 1, "joined straight to its double");
                } else {
                    assert!((start.x - double.center.x) * l.spoke.x > 0.0, "{:?} starts past its double", sd.side);
                    assert_eq!(l.rails.len(), 2, "joined to its double");
                }
                assert!((l.rails[0][0].x - double.center.x).abs() < 1e-4);
            }
            // Running left, a side to the train's left lies below it; of the outer double nearer.
            assert!(lane(TrainId::Side(0)).lane_y() < main.lane_y() && lane(TrainId::Side(2)).lane_y() < main.lane_y());
            assert!(lane(TrainId::Side(2)).lane_y() > lane(TrainId::Side(0)).lane_y(), "the outer double's side nearer its train");
            assert!(lane(TrainId::Side(1)).lane_y() > main.lane_y() && lane(TrainId::Side(3)).lane_y() > main.lane_y());
            // Running right, the left side is above.
            assert!(lane(TrainId::Side(4)).lane_y() > lane(TrainId::Mexican).lane_y());
        }
    }

    #[test]
    fn the_trains_may_come_in_any_order() {
        let s = shapes(6, true, |i| i * 3, 2);
        let mut reversed = s.clone();
        reversed.reverse();
        let (a, b) = (layout(&s, 1, 17.0), layout(&reversed, 1, 17.0));
        for t in &a.trains {
            assert_eq!(Some(t), b.train(t.train), "{:?} lies where it lay", t.train);
        }
        assert_eq!(a.bounds, b.bounds);
    }
}

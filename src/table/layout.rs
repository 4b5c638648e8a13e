//! Where everything goes on the table: pure geometry, no Bevy.
//!
//! Units: a tile is 2 long and 1 wide; the hub is at the origin. The felt around the hub is
//! shared out among the trains in play order around the table: the viewer's train at the bottom
//! left, the next seats up the left side, then down the right side, the Mexican train last, at
//! the bottom right. Each side of the hub is a stack of strips, one per train, and each train
//! runs out from the hub along the first row of its strip; where it reaches the felt's edge
//! (`Felt::reach`) it turns back in the next row, then out again: a snake (`snake`), every tile
//! whole and end to end, a double across its row. The two outer strips of each side (the top
//! and bottom ones) stack their rows away from the hub without end, so a long train takes the
//! felt above or below; a strip between them has a few rows, and a train that fills them goes on
//! past the felt's edge in short legs across its strip. The view eases out to show whatever is
//! there. Where a tile goes depends only on the tiles before it on its own train and on the
//! strips, which are fixed for the round: laying a tile moves no other tile.
//!
//! With branching doubles the rows of a snake keep a lane free on each side, and the table is
//! laid in the order of play (`sides`): each main train keeps the felt it may yet take, and the
//! sides of doubles, laid whole like small trains of their own, take the felt left free, first
//! come first served; a main train's next row goes beyond the sides already there. Folding the
//! oldest tiles into a counted run is the last resort for a table that cannot fit the view
//! (`framing::fit`).
//!
//! At the open end of every train: the next place (where the next tile goes), with the number
//! to match on its inner half and the marker of a train open to all on its outer half.

use super::snake::{BAY_ROW, Field, ROW, Snake, WIDE_ROW};
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

impl std::ops::Neg for V2 {
    type Output = V2;

    fn neg(self) -> V2 {
        V2::new(-self.x, -self.y)
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

    /// Whether the segment from `a` to `b` passes through the inside of the box (shrunk by
    /// `inset` on every side): clipped against it (Liang–Barsky).
    pub fn crossed_by(self, a: V2, b: V2, inset: f32) -> bool {
        let (min, max) = (self.min + V2::new(inset, inset), self.max - V2::new(inset, inset));
        let d = b - a;
        let (mut t0, mut t1) = (0.0f32, 1.0f32);
        for (p, q) in [(-d.x, a.x - min.x), (d.x, max.x - a.x), (-d.y, a.y - min.y), (d.y, max.y - a.y)] {
            if p.abs() < 1e-9 {
                if q < 0.0 {
                    return false;
                }
                continue;
            }
            let t = q / p;
            if p < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
            if t0 > t1 {
                return false;
            }
        }
        true
    }

    pub fn translate(self, d: V2) -> Bounds {
        Bounds { min: self.min + d, max: self.max + d }
    }
}

/// Tile length and width.
pub const TILE_LONG: f32 = 2.0;
pub const TILE_SHORT: f32 = 1.0;
/// Space between tiles in a train.
pub const GAP: f32 = 0.1;
/// Radius of the hub (the station holding the engine).
pub const HUB_RADIUS: f32 = 2.0;
/// Where rows that pass the hub start, left and right of its centre.
pub const LANE_START: f32 = HUB_RADIUS + 1.0;
/// Where rows above and below the hub start, left and right of its centre.
pub const ABOVE_START: f32 = 1.0;
/// A folded run (the last resort): the room each tile takes in it, and the run's shortest and
/// longest.
const FOLD_PITCH: f32 = 0.3;
const FOLD_MIN: f32 = 1.3;
const FOLD_MAX: f32 = 3.0;

/// A tile (or an empty slot) on the table: its centre and the direction it points. For a play
/// the touching end is at the back: the tile's first half lies towards `-dir`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    pub center: V2,
    /// Direction of travel of the train here (unit vector).
    pub dir: V2,
    /// Crosswise (a double).
    pub double: bool,
    /// How much of its length along the train it keeps: 1 at full size, less in a folded run.
    pub squash: f32,
}

impl Placed {
    pub fn full(center: V2, dir: V2, double: bool) -> Placed {
        Placed { center, dir, double, squash: 1.0 }
    }

    /// Whether it lies folded in a counted run (the last resort).
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

    /// Its length along the train and its width across it.
    pub fn extent(&self) -> (f32, f32) {
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
    /// When each tile was laid: its place among every tile laid this round (empty when not
    /// known: a server of an older version).
    pub laid: Vec<u32>,
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
    /// When each tile was laid (as [`TrainShape::laid`]).
    pub laid: Vec<u32>,
}

/// The shapes of the trains and sides a seat sees, as the layout takes them.
pub fn shapes_of_view(view: &crate::rules::view::SeatView) -> (Vec<TrainShape>, Vec<SideShape>) {
    let doubles = |t: &crate::rules::view::TrainView| t.tiles.iter().map(|tile| tile.is_double()).collect();
    let trains = view.main_trains().map(|t| TrainShape { train: t.train, doubles: doubles(t), laid: t.laid.clone() }).collect();
    let sides = view
        .trains
        .iter()
        .filter_map(|t| {
            t.side_of.map(|(parent, at, left)| SideShape {
                side: t.train,
                parent,
                at: at as usize,
                left,
                doubles: doubles(t),
                laid: t.laid.clone(),
            })
        })
        .collect();
    (trains, sides)
}

/// The shapes of a round's trains and of the sides of its doubles, as the layout takes them.
pub fn shapes_of(round: &crate::rules::Round) -> (Vec<TrainShape>, Vec<SideShape>) {
    let doubles = |train: TrainId| round.train_tiles(train).map(|t| t.is_double()).collect();
    let laid = |train: TrainId| round.train_laid(train).collect();
    let trains = round.trains().map(|train| TrainShape { train, doubles: doubles(train), laid: laid(train) }).collect();
    let sides = round
        .sides()
        .map(|(side, s)| SideShape {
            side,
            parent: round.parent_of(side),
            at: s.at as usize,
            left: s.left,
            doubles: doubles(side),
            laid: laid(side),
        })
        .collect();
    (trains, sides)
}

/// A straight piece of rail, from one point to another.
pub type Rail = [V2; 2];

/// One train (or side of a double) laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct TrainLayout {
    pub train: TrainId,
    /// The side of the hub its strip lies on (its plate's side of the table): left or right.
    pub spoke: V2,
    /// Where it starts: the middle of its first row's start (its plate is at this height).
    pub home: V2,
    pub tiles: Vec<Placed>,
    /// Where the next (non-double) tile would go: the drop target for this train's end.
    pub next: Placed,
    /// Where the end's badge is drawn (the number to match): the next place, or its inner half
    /// where a marker may stand on its outer half (a main train's).
    pub badge: Bounds,
    /// Where the train's marker stands.
    pub marker: V2,
    /// How many of its tiles lie folded (the last resort), and the runs they lie in: each run's
    /// box and how many tiles it holds.
    pub folded: usize,
    pub runs: Vec<(Bounds, usize)>,
    /// The rail from the hub to the train's first tile.
    pub rails: Vec<Rail>,
}

impl TrainLayout {
    /// The height of its first row's centre line.
    pub fn lane_y(&self) -> f32 {
        self.home.y
    }

    /// Every box this train draws something in: tiles, the next place (its badge and marker).
    pub fn boxes(&self) -> impl Iterator<Item = Bounds> + '_ {
        self.tiles.iter().map(|p| p.bounds()).chain([self.next.bounds()])
    }
}

/// The whole table.
#[derive(Clone, Debug, PartialEq)]
pub struct TableLayout {
    /// The main trains in play order from the viewer (the keyboard goes through their ends in
    /// this order), then the sides of doubles in the order they opened.
    pub trains: Vec<TrainLayout>,
    /// Everything laid on the table: the hub, the trains with their next places.
    pub bounds: Bounds,
}

impl TableLayout {
    pub fn train(&self, train: TrainId) -> Option<&TrainLayout> {
        self.trains.iter().find(|t| t.train == train)
    }

    /// How many tiles lie folded in counted runs (the last resort).
    pub fn folded(&self) -> usize {
        self.trains.iter().map(|t| t.folded).sum()
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

/// The felt the trains share: how far from the hub's centre their rows run before they turn.
/// Fixed for a round (it follows the window's shape, not what is on the table), so that a tile,
/// once laid, stays where it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Felt {
    pub reach: f32,
}

impl Felt {
    /// The felt for a table `size` pixels large (the table's width, the window's height: only
    /// the shape counts) and `trains` main trains: rows as long as let late tables of this many
    /// trains fill a 16:9 window best (tiles as large as they can be, over seeded rounds; more
    /// trains, longer rows, as the middle strips then have one row each), shorter beside a
    /// panel, in steps of half a unit so that a small change of the window changes nothing.
    pub fn for_window(size: V2, trains: usize) -> Felt {
        let base = match trains {
            0..=8 => 16.0,
            9 => 19.0,
            _ => 20.0,
        };
        let shape = (size.x / size.y.max(1.0)) / (16.0 / 9.0);
        Felt { reach: (base * shape.clamp(0.7, 1.6) * 2.0).round() / 2.0 }
    }

    /// The felt of a table with branching doubles: rows a third longer, as its rows stand
    /// further apart (lanes for the sides of doubles between them), so that the table keeps the
    /// window's shape.
    pub fn branching(self) -> Felt {
        Felt { reach: (self.reach * BRANCHING_REACH * 2.0).round() / 2.0 }
    }

    /// The felt's nominal height: as tall as its rows are long, for a 16:9 window's table.
    pub(super) fn height(&self) -> f32 {
        self.reach * 1.04
    }
}

/// How much longer the rows of a table with branching doubles are.
const BRANCHING_REACH: f32 = 1.3;

/// What the layout takes: the trains, the sides of doubles, whose view it is, and whether
/// doubles branch (the snakes then keep lanes free for sides).
#[derive(Clone, Copy, Debug)]
pub struct Table<'a> {
    pub trains: &'a [TrainShape],
    pub sides: &'a [SideShape],
    pub viewer: Seat,
    pub branching: bool,
}

/// Trains whose oldest tiles fold into a counted run (the last resort), and how many.
pub type Folds = [(TrainId, usize)];

/// The length of a folded run of `n` tiles.
fn fold_len(n: usize) -> f32 {
    (n as f32 * FOLD_PITCH).clamp(FOLD_MIN, FOLD_MAX)
}

/// Length along the train of a full tile.
fn along(double: bool) -> f32 {
    if double { TILE_SHORT } else { TILE_LONG }
}

/// A train's strip: the side of the hub (`out`: ±1 along x), the way its rows stack (`stack`:
/// ±1 along y), its first row's centre line, and how many rows it has (`None`: without end, an
/// outer strip); a strip with an end goes on past the felt's edge in legs across `band` (from
/// `band.0` to `band.1` along y).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Strip {
    train: TrainId,
    out: f32,
    stack: f32,
    first: f32,
    rows: Option<usize>,
    band: (f32, f32),
}

/// How far from its centre line a row's tiles reach towards the hub, in a game without and with
/// branching doubles (their lanes for sides): rows closer than this to the hub start beside it.
fn reach_across(branching: bool) -> f32 {
    if branching { BAY } else { ROW }
}

/// A branching snake's lane for sides on each side of a row: from a double's end to past a side
/// tile.
pub(super) const BAY: f32 = TILE_SHORT + GAP + TILE_SHORT + GAP;

/// Room a strip keeps between its edge and its first row's centre line (a double across the row
/// reaches a tile's length from it; with branching doubles, the lane for sides beyond), and
/// beyond its last row (a double there may lie half a tile further out).
fn inner_margin(branching: bool) -> f32 {
    if branching { BAY + GAP / 2.0 } else { TILE_SHORT + GAP / 2.0 }
}

fn far_margin(branching: bool) -> f32 {
    if branching { BAY + GAP / 2.0 } else { TILE_SHORT * 1.5 + GAP / 2.0 }
}

/// The strips of one side of the hub, top to bottom: the outer ones open (stacking up from the
/// top of the middle ones, down from their bottom), the middle ones centred on the hub's line
/// with three rows each if the felt has room for them and the outer strips' first rows, else one.
fn strips_of_side(trains: &[TrainId], out: f32, felt: Felt, branching: bool) -> Vec<Strip> {
    let (inner, far) = (inner_margin(branching), far_margin(branching));
    let m = trains.len();
    let middle = m.saturating_sub(2);
    let three = inner + 2.0 * ROW + far + 0.5;
    let one = (inner + far).max(TILE_LONG * 2.0 + 0.4);
    let fits_three = !branching && middle <= 2 && middle as f32 * three + 2.0 * (inner + ROW) <= felt.height();
    let (h, rows) = if fits_three { (three, 3) } else { (one, 1) };
    let half = middle as f32 * h / 2.0;
    // The outer strips' first rows: beside the middle strips' outermost rows (a lone row's band
    // beyond it is its legs' room past the felt's edge, where the outer strips never go).
    let outer_first = match (middle, rows) {
        (0, _) => inner,
        (_, 1) if !branching => {
            // The outermost middle rows, by their strips' inner edges.
            let top = if middle == 1 { -half + inner } else { half - h + inner };
            top + TILE_LONG + 2.0 * GAP
        }
        _ => half + inner,
    };
    let mut out_strips = Vec::with_capacity(m);
    for (i, &train) in trains.iter().enumerate() {
        let strip = if m == 1 {
            Strip { train, out, stack: 1.0, first: 0.0, rows: None, band: (0.0, 0.0) }
        } else if i == 0 {
            Strip { train, out, stack: 1.0, first: outer_first, rows: None, band: (0.0, 0.0) }
        } else if i == m - 1 {
            Strip { train, out, stack: -1.0, first: -outer_first, rows: None, band: (0.0, 0.0) }
        } else {
            let j = i - 1;
            let hi = half - j as f32 * h;
            let lo = hi - h;
            // Away from the hub's line (a lone row too: the rest of its strip is its legs' room
            // past the felt's edge).
            let stack = if lo + hi >= 0.0 { 1.0 } else { -1.0 };
            let first = if stack > 0.0 { lo + inner } else { hi - inner };
            // Beyond the felt's edge the outer strips' rows never go: there the middle strips
            // share the felt's whole height for their legs, a slice each in their order (their
            // own band if their last row would not lie well inside the slice).
            let tall = felt.height().max(middle as f32 * h);
            let slice = tall / middle as f32;
            let (top, bottom) = (tall / 2.0 - j as f32 * slice, tall / 2.0 - (j + 1) as f32 * slice);
            let last = first + stack * (rows - 1) as f32 * WIDE_ROW;
            // Its rows inside the slice, and room beside the last for the turn into the legs and
            // the corner ending the first.
            let inside = |y: f32| y >= bottom + TILE_SHORT && y <= top - TILE_SHORT;
            let room = (top - last).max(last - bottom) >= 1.5 * TILE_SHORT + GAP + TILE_SHORT + GAP + 0.3;
            let band = if inside(first) && inside(last) && room { (bottom, top) } else { (lo, hi) };
            Strip { train, out, stack, first, rows: Some(rows), band }
        };
        out_strips.push(strip);
    }
    out_strips
}

/// Every main train's strip, in play order from the viewer: the first half of the trains up the
/// left side, the rest down the right.
fn strips(trains: &[TrainShape], viewer: Seat, felt: Felt, branching: bool) -> Vec<Strip> {
    let ids: Vec<TrainId> = trains.iter().map(|t| t.train).collect();
    let order = table_order(&ids, viewer);
    let k = order.len() / 2;
    let left: Vec<TrainId> = order[..k].iter().rev().copied().collect();
    let mut all = strips_of_side(&left, -1.0, felt, branching);
    all.extend(strips_of_side(&order[k..], 1.0, felt, branching));
    all.sort_by_key(|s| order.iter().position(|t| *t == s.train));
    all
}

/// The fields a strip's snake lays in: its rows, then (for a strip with an end) legs across its
/// band beyond the felt's edge, first towards whichever side of the band has more room.
fn fields_of(s: &Strip, felt: Felt, branching: bool) -> (Vec<Field>, f32) {
    let a = V2::new(s.out, 0.0);
    let b = V2::new(0.0, s.stack);
    let hub_clear = reach_across(branching);
    let rows = Field {
        origin: V2::default(),
        a,
        b,
        v0: s.first * s.stack,
        lo: ABOVE_START,
        hi: felt.reach,
        rows: s.rows,
        hub_clear,
        bays: branching,
        run_past: s.rows.is_some(),
    };
    let mut fields = vec![rows];
    if s.rows.is_some() {
        // The last row runs on past the corners of the rows before; the first leg goes towards
        // the side of the band with more room.
        let last = s.first + s.stack * s.rows.map_or(0.0, |n| (n - 1) as f32 * ROW);
        let toward = if s.band.1 - last >= last - s.band.0 { 1.0 } else { -1.0 };
        let (lo, hi) = if toward > 0.0 { (s.band.0, s.band.1) } else { (-s.band.1, -s.band.0) };
        fields.push(Field {
            origin: V2::default(),
            a: V2::new(0.0, toward),
            b: a,
            v0: 0.0,
            lo: lo + GAP,
            hi: hi - GAP,
            rows: None,
            hub_clear: 0.0,
            bays: branching,
            run_past: false,
        });
    }
    let start = if s.first.abs() < HUB_RADIUS + hub_clear { LANE_START } else { ABOVE_START };
    (fields, start)
}

/// The rail from the hub's rim to a train's start.
fn rail_to(start: V2) -> Rail {
    [start.scale(HUB_RADIUS * 0.85 / start.length().max(1e-3)), start]
}

/// A main train's open end: the badge (the number to match) on the next place's inner half, the
/// marker on its outer half, so that both stay where the next tile goes, wherever the train
/// turns.
fn open_end(next: &Placed) -> (Bounds, V2) {
    let half = V2::new(TILE_SHORT / 2.0, TILE_SHORT / 2.0);
    let inner = next.center - next.dir.scale(TILE_SHORT / 2.0);
    (Bounds::around(inner, half), next.center + next.dir.scale(TILE_SHORT / 2.0))
}

/// A main train being laid in its strip, tile by tile: its oldest `fold` tiles in a counted run
/// at its start (the last resort), then its snake.
pub(super) struct MainPen {
    strip: Strip,
    felt: Felt,
    snake: Snake,
    start: f32,
    tiles: Vec<Placed>,
    runs: Vec<(Bounds, usize)>,
    fold: usize,
    /// How many of its rows have the felt of the row after them kept (branching doubles).
    planned: usize,
    kept: Vec<Bounds>,
    /// The row being laid that will turn into the next (its field, row and centre line) and
    /// where the next row goes (infinite: not placed yet); and the felt of its turn, once begun.
    row: Option<(usize, usize, f32, f32)>,
    turn: Option<Bounds>,
}

impl MainPen {
    fn new(s: &Strip, felt: Felt, branching: bool, fold: usize, doubles: &[bool]) -> MainPen {
        let (fields, start) = fields_of(s, felt, branching);
        let mut snake = Snake::new(fields, start);
        let fold = fold.min(doubles.len());
        let mut tiles = Vec::with_capacity(doubles.len());
        let mut runs = Vec::new();
        if fold > 0 {
            let (run, places) = snake.lay_run(fold_len(fold), &doubles[..fold]);
            tiles.extend(places);
            runs.push((run, fold));
        }
        MainPen { strip: *s, felt, snake, start, tiles, runs, fold, planned: 0, kept: Vec::new(), row: None, turn: None }
    }

    pub(super) fn train(&self) -> TrainId {
        self.strip.train
    }

    /// How many of its tiles lie in its counted run.
    pub(super) fn folded(&self) -> usize {
        self.fold
    }

    /// Lay its next tile.
    pub(super) fn lay(&mut self, double: bool) -> Placed {
        let placed = self.snake.lay(double);
        self.tiles.push(placed);
        placed
    }

    /// The tiles laid so far.
    pub(super) fn tiles(&self) -> &[Placed] {
        &self.tiles
    }

    /// Where it starts, and its rail from the hub.
    fn home(&self) -> V2 {
        V2::new(self.strip.out * self.start, self.strip.first)
    }

    pub(super) fn rail(&self) -> Rail {
        rail_to(self.tiles.first().map_or(self.home(), |p| p.center - p.dir.scale(p.extent().0 / 2.0)))
    }

    /// The felt it keeps clear of the sides of doubles on a branching table: what it may yet
    /// take. From the start: a strip with an end, its rows, the turn past the felt's edge and
    /// its first leg; a strip without, its first row. Then, as it comes to each row that may
    /// turn into another ([`MainPen::keep_next_row`]): that row, the turn at its end and the
    /// next row; the felt of the rows it has left is free again, but for its tiles.
    pub(super) fn kept(&self) -> &[Bounds] {
        &self.kept
    }

    fn kept_from_the_start(&mut self) {
        let s = self.strip;
        let Some(f) = self.snake.fields().first() else { return };
        self.kept.clear();
        match s.rows {
            Some(rows) => {
                for r in 0..rows {
                    let v = f.v0 + r as f32 * BAY_ROW;
                    let last = r + 1 == rows;
                    self.kept.push(row_band(f, r, v, r > 0, if last { TILE_LONG + GAP } else { 0.0 }));
                    if !last {
                        self.kept.push(turn_room(f, r, v, v + BAY_ROW));
                    }
                }
                // The quarter turn into the legs past the felt's edge, and the first leg, from
                // the last row to the side of the band it runs to.
                let last = f.v0 + (rows - 1) as f32 * BAY_ROW;
                let first_leg = self.snake.fields().get(1).map_or(1.0, |legs| legs.a.y);
                let across = TILE_SHORT + GAP / 2.0;
                let (y0, y1) = if first_leg > 0.0 { (s.stack * last - across, s.band.1) } else { (s.band.0, s.stack * last + across) };
                let (near, beyond) = (self.felt.reach - GAP, self.felt.reach + TILE_LONG + GAP + TILE_SHORT + GAP + TILE_SHORT);
                let (x0, x1) = if s.out > 0.0 { (near, beyond) } else { (-beyond, -near) };
                self.kept.push(Bounds { min: V2::new(x0, y0), max: V2::new(x1, y1) });
            }
            None => self.kept.push(row_band(f, 0, f.v0, false, 0.0)),
        }
    }

    /// On a branching table, as it lays a row that may turn into another (a row of a strip
    /// without end, a leg of one with an end): keep the rest of that row and the felt beyond
    /// its end where it will turn; once its next tile would turn, the next row too, the usual
    /// pitch on or further where sides of its doubles already lie (`free` says whether felt is
    /// clear of them); once it turns, only the felt the turn runs through. The felt it has left
    /// is free again, but for its tiles.
    pub(super) fn keep_next_row(&mut self, free: impl Fn(Bounds) -> bool) {
        if self.planned == 0 {
            self.kept_from_the_start();
        }
        let rows = self.snake.rows().len();
        let Some((field, r, v)) = self.snake.row_line() else {
            self.keep_the_turn();
            return;
        };
        if self.strip.rows.is_some() && field == 0 {
            self.planned = rows;
            return;
        }
        let Some(f) = self.snake.fields().get(field).cloned() else { return };
        if rows > self.planned {
            self.planned = rows;
            self.row = Some((field, r, v, f32::INFINITY));
            self.turn = None;
        }
        if self.row.is_some_and(|row| !row.3.is_finite()) && self.snake.turns_next() {
            let keep = |next: f32| [turn_room(&f, r, v, next), row_band(&f, r + 1, next, true, 0.0)];
            // A lane more for the sides of each double in the row (two at the most).
            let row_now = rows - 1;
            let doubles = self.tiles.iter().zip(self.snake.tile_rows()).filter(|(t, at)| t.double && **at == Some(row_now)).count();
            let pitch = BAY_ROW + SIDE_LANE * doubles.min(2) as f32;
            let next =
                (0..80).map(|i| v + pitch + i as f32 * TILE_SHORT / 2.0).find(|&n| keep(n).iter().all(|&b| free(b))).unwrap_or(v + BAY_ROW);
            self.snake.plan_next_row(next);
            self.row = Some((field, r, v, next));
        }
        let next = self.row.map_or(f32::INFINITY, |row| row.3);
        self.kept.clear();
        // The rest of the row, from its last tile on.
        let (lo, hi) = f.limits(r, v).unwrap_or((f.lo, f.hi));
        let u = self.snake.cursor();
        let across = TILE_SHORT + GAP / 2.0;
        let (u0, u1) = if r.is_multiple_of(2) { (u.max(lo) - GAP, hi + GAP) } else { (lo - GAP, u.min(hi) + GAP) };
        self.kept.push(boxed(&f, u0, u1, v - across, v + across));
        if next.is_finite() {
            self.kept.push(turn_room(&f, r, v, next));
            self.kept.push(row_band(&f, r + 1, next, true, 0.0));
        } else {
            self.kept.push(turn_room(&f, r, v, v + TURN_ROOM_REACH));
        }
    }

    /// Once the turn at a row's end has begun: keep only the felt it runs through (its corner
    /// tells where), and the next row.
    fn keep_the_turn(&mut self) {
        let Some((field, r, v, next)) = self.row else { return };
        let Some(f) = self.snake.fields().get(field).cloned() else { return };
        if !next.is_finite() {
            return;
        }
        let column = match self.turn {
            Some(c) => c,
            None => {
                let Some(corner) = self.tiles.last() else { return };
                let u = (corner.center - f.origin).dot(f.a);
                let reach = TILE_SHORT / 2.0 + GAP;
                // A double in the run lies across it, reaching a tile's width on.
                let (u0, u1) = if r.is_multiple_of(2) { (u - reach, u + reach + TILE_SHORT) } else { (u - reach - TILE_SHORT, u + reach) };
                let across = TILE_SHORT + GAP / 2.0;
                boxed(&f, u0, u1, v - across, next + TILE_LONG + GAP + across)
            }
        };
        self.turn = Some(column);
        self.kept.clear();
        self.kept.push(column);
        self.kept.push(row_band(&f, r + 1, next, true, 0.0));
    }

    pub(super) fn finish(self) -> TrainLayout {
        let next = self.snake.peek(false);
        let (badge, marker) = open_end(&next);
        let rail = self.rail();
        let s = &self.strip;
        TrainLayout {
            train: s.train,
            spoke: V2::new(s.out, 0.0),
            home: self.home(),
            tiles: self.tiles,
            next,
            badge,
            marker,
            folded: self.fold,
            runs: self.runs,
            rails: vec![rail],
        }
    }
}

/// The felt a row of a branching snake takes, its centre line at `v` (a long U-turn into it may
/// bring it up to a tile further on; `slack` more where it runs past the felt's edge): its
/// tiles, and doubles across them.
fn row_band(f: &Field, r: usize, v: f32, turned_into: bool, slack: f32) -> Bounds {
    let (lo, hi) = f.limits(r, v).unwrap_or((f.lo, f.hi));
    let across = TILE_SHORT + GAP / 2.0;
    let beyond = if turned_into { TILE_LONG + GAP } else { 0.0 };
    boxed(f, lo - GAP, hi + slack + GAP, v - across, v + beyond + across)
}

/// The room a side's row takes across: a tile's width and the gap beside it.
const SIDE_LANE: f32 = TILE_SHORT + GAP + TILE_SHORT / 2.0;

/// How far beyond a row the felt at its end is kept for its turn until the next row is placed.
const TURN_ROOM_REACH: f32 = 40.0;

/// The felt a long U-turn takes at the end of row `r` (its centre line at `v`) on its way to
/// the next row (at `next`, or up to a tile further).
fn turn_room(f: &Field, r: usize, v: f32, next: f32) -> Bounds {
    let (lo, hi) = f.limits(r, v).unwrap_or((f.lo, f.hi));
    // The last tile of a row may stop this far short of its end.
    let turn = GAP + TILE_LONG + GAP + TILE_LONG + GAP;
    let (u0, u1) = if r.is_multiple_of(2) { (hi - turn, hi + GAP) } else { (lo - GAP, lo + turn) };
    let across = TILE_SHORT + GAP / 2.0;
    boxed(f, u0, u1, v - across, next + TILE_LONG + GAP + across)
}

/// The box of a field's rectangle from `(u0, v0)` to `(u1, v1)`.
fn boxed(f: &Field, u0: f32, u1: f32, v0: f32, v1: f32) -> Bounds {
    let (a, b) = (f.at(u0, v0), f.at(u1, v1));
    Bounds { min: V2::new(a.x.min(b.x), a.y.min(b.y)), max: V2::new(a.x.max(b.x), a.y.max(b.y)) }
}

/// Lay out the table seen from `table.viewer`'s seat on `felt`, the oldest tiles of the trains
/// in `folds` folded into counted runs (the last resort).
pub fn lay_out(table: &Table, felt: Felt, folds: &Folds) -> TableLayout {
    let felt = if table.branching { felt.branching() } else { felt };
    let mut trains = Vec::with_capacity(table.trains.len() + table.sides.len());
    let mut mains: Vec<(MainPen, &TrainShape)> = Vec::with_capacity(table.trains.len());
    for strip in strips(table.trains, table.viewer, felt, table.branching) {
        let Some(shape) = table.trains.iter().find(|t| t.train == strip.train) else { continue };
        let fold = folds.iter().find(|f| f.0 == strip.train).map_or(0, |f| f.1);
        mains.push((MainPen::new(&strip, felt, table.branching, fold, &shape.doubles), shape));
    }
    if table.branching && !table.sides.is_empty() {
        trains.extend(super::sides::lay_branching(mains, table.sides, felt));
    } else {
        for (mut pen, shape) in mains {
            for &double in &shape.doubles[pen.folded()..] {
                pen.lay(double);
            }
            trains.push(pen.finish());
        }
    }
    let mut bounds = Bounds::around(V2::default(), V2::new(HUB_RADIUS, HUB_RADIUS));
    for t in &trains {
        for b in t.boxes() {
            bounds = bounds.union(b);
        }
    }
    TableLayout { trains, bounds }
}

/// [`lay_out`] of main trains alone, nothing folded.
pub fn layout(trains: &[TrainShape], viewer: Seat, felt: Felt) -> TableLayout {
    lay_out(&Table { trains, sides: &[], viewer, branching: false }, felt, &[])
}

/// Checks the table's tests share: nothing overlaps, nothing sits on the hub.
#[cfg(test)]
pub(crate) mod check {
    use super::*;

    /// What overlaps (tiles, next places), sits on the hub, or leaves the bounds, if anything.
    pub(crate) fn not_clear(table: &TableLayout) -> Option<String> {
        let hub = Bounds::around(V2::default(), V2::new(HUB_RADIUS, HUB_RADIUS));
        let all: Vec<(TrainId, usize, Bounds)> =
            table.trains.iter().flat_map(|t| t.boxes().enumerate().map(move |(i, b)| (t.train, i, b))).collect();
        for (i, a) in all.iter().enumerate() {
            if a.2.overlaps(hub) {
                return Some(format!("{:?} #{} sits on the hub", a.0, a.1));
            }
            if !table.bounds.contains(a.2) {
                return Some(format!("{:?} #{} leaves the bounds", a.0, a.1));
            }
            if let Some(b) = all[i + 1..].iter().find(|b| a.2.overlaps(b.2)) {
                return Some(format!("{:?} #{} overlaps {:?} #{}: {:?} {:?}", a.0, a.1, b.0, b.1, a.2, b.2));
            }
        }
        None
    }

    /// A rail that runs through a tile or a next place (but its own train's first tile, where it
    /// ends), if any.
    pub(crate) fn rail_crossing(table: &TableLayout) -> Option<String> {
        for t in &table.trains {
            for rail in &t.rails {
                for other in &table.trains {
                    for (i, b) in other.boxes().enumerate() {
                        if !(other.train == t.train && i == 0) && b.crossed_by(rail[0], rail[1], 0.02) {
                            return Some(format!(
                                "the rail of {:?} runs through {:?} #{i}: {rail:?} {b:?} (of {} tiles)",
                                t.train,
                                other.train,
                                other.tiles.len()
                            ));
                        }
                    }
                }
            }
        }
        None
    }

    pub(crate) fn assert_clear(table: &TableLayout) {
        if let Some(e) = not_clear(table).or_else(|| rail_crossing(table)) {
            panic!("{e}");
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;

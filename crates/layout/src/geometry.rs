//! The table's shapes and sizes, which its layouts share: points and boxes, a tile's size and
//! the room kept between tiles, a tile as placed, the felt the trains share, and what the layout
//! takes and gives for each train: pure geometry, no Bevy.

use engine::rules::TrainId;
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

    /// The box two corners span, in any order (a straight line's from `a` to `b`).
    pub fn spanning(a: V2, b: V2) -> Bounds {
        Bounds { min: V2::new(a.x.min(b.x), a.y.min(b.y)), max: V2::new(a.x.max(b.x), a.y.max(b.y)) }
    }

    pub fn union(self, o: Bounds) -> Bounds {
        Bounds {
            min: V2::new(self.min.x.min(o.min.x), self.min.y.min(o.min.y)),
            max: V2::new(self.max.x.max(o.max.x), self.max.y.max(o.max.y)),
        }
    }

    /// What of it lies inside `o` (where they do not meet, a box whose min passes its max).
    pub fn meet(self, o: Bounds) -> Bounds {
        Bounds {
            min: V2::new(self.min.x.max(o.min.x), self.min.y.max(o.min.y)),
            max: V2::new(self.max.x.min(o.max.x), self.max.y.min(o.max.y)),
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

    /// The area the two share (0 if apart).
    pub fn shared_area(self, o: Bounds) -> f32 {
        let shared = self.meet(o).size();
        shared.x.max(0.0) * shared.y.max(0.0)
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

/// The box the hub takes, around the table's origin.
pub fn hub_box() -> Bounds {
    Bounds::around(V2::default(), V2::new(HUB_RADIUS, HUB_RADIUS))
}

/// The most pieces of rail a train has that the table draws: a main train's one from the hub, a
/// side's rails, hops and leads to where it went on from elsewhere, crowded, a bent one two
/// pieces (of 420 sides at seeded rounds' ends, the most had 6 with leads, 5 without;
/// `layout::tests::laying_a_tile_moves_no_tile_on_the_table_and_nothing_overlaps`): room for
/// two more.
pub const RAIL_PIECES: usize = 8;
/// Where rows that pass the hub start, left and right of its centre.
pub const LANE_START: f32 = HUB_RADIUS + 1.0;
/// Where rows above and below the hub start, left and right of its centre.
pub const ABOVE_START: f32 = 1.0;
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
    /// The rail from the hub to the train's first tile; a side's rails to where it went on
    /// from elsewhere.
    pub rails: Vec<Rail>,
    /// A side's hops: rails to where it went on from elsewhere that run over felt a main train
    /// keeps (no rail could reach free felt clear of it), drawn under the tiles the main train
    /// may lay there later.
    pub hops: Vec<Rail>,
    /// A side's leads: where neither a rail nor a hop could reach free felt (the last resort), a
    /// faint line under the tiles between, to where it went on.
    pub leads: Vec<Rail>,
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

    /// Every piece of its track: its rails, then a side's hops and leads (what the layout's
    /// checks and tests go through; the table draws each kind its own way).
    #[cfg(test)]
    pub(crate) fn track(&self) -> impl Iterator<Item = &Rail> + '_ {
        self.rails.iter().chain(&self.hops).chain(&self.leads)
    }
}

/// The felt the trains share: how far from the hub's centre their rows run before they turn.
/// Fixed for a round (it follows the window's shape, not what is on the table), so that a tile,
/// once laid, stays where it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Felt {
    pub reach: f32,
    /// The reach of a table with branching doubles ([`Felt::branching`]).
    branching_reach: f32,
}

impl Felt {
    /// The felt for a table `size` pixels large (the table's width, the window's height: only
    /// the shape counts) and `trains` main trains: rows as long as let late tables of this many
    /// trains fill a 16:9 window best (tiles as large as they can be, over seeded rounds; more
    /// trains, longer rows, as the middle strips then have one row each), shorter beside a
    /// panel, in steps of half a unit so that a small change of the window changes nothing.
    /// Nine trains without branching doubles have rows shorter than with them: the viewer's
    /// train lands below the left side's middle strips, where a long Mexican train may cross
    /// to (`mains::strips`), and their rows measured best at 16 units: of 24 seeded rounds' ends
    /// at 8 seats, 19 share the felt, the tiles 44.5–56.1 px long, 51.5 on average (19 at 15.5,
    /// 16 at 16.5, 12 at 17, 9 at 18, 6 at 19, the reach before).
    pub fn for_window(size: V2, trains: usize) -> Felt {
        let (base, branching_base) = match trains {
            0..=8 => (16.0, 16.0),
            9 => (16.0, 19.0),
            _ => (20.0, 20.0),
        };
        let shape = (size.x / size.y.max(1.0)) / (16.0 / 9.0);
        let reach = |base: f32| (base * shape.clamp(0.7, 1.6) * 2.0).round() / 2.0;
        let branching_reach = (reach(branching_base) * BRANCHING_REACH * 2.0).round() / 2.0;
        Felt { reach: reach(base), branching_reach }
    }

    /// The felt of a table with branching doubles: rows a third longer, as its rows stand
    /// further apart (lanes for the sides of doubles between them), so that the table keeps the
    /// window's shape.
    pub fn branching(self) -> Felt {
        Felt { reach: self.branching_reach, ..self }
    }

    /// The felt's nominal height: as tall as its rows are long, for a 16:9 window's table.
    pub(super) fn height(&self) -> f32 {
        self.reach * 1.04
    }
}

/// How much longer the rows of a table with branching doubles are.
///
/// Measured at 4 seats (`framing::tests::late_tables_share_the_felt` over 72 seeded rounds'
/// ends, 1280×720): rows 1.0 × as long share the felt in 19 with branching doubles and 23 with
/// three covers, 1.3 × in 11 and 15. But on 72 other rounds (the measure's `MT_MEASURE_FROM=500`)
/// 1.0 × shares it in 13 and 11 against 1.3 ×'s 10 and 20, and its shortest tile is 29.8 px: no
/// better, so the rows stay 1.3 ×. Every length from 0.9 × to 1.3 × leaves the demo's table
/// (`--demo-moves 150`, whose top left seat has a train of one tile) a corner empty or more.
const BRANCHING_REACH: f32 = 1.3;

/// Length along the train of a full tile.
fn along(double: bool) -> f32 {
    if double { TILE_SHORT } else { TILE_LONG }
}

/// A branching snake's lane for sides on each side of a row: from a double's end to past a side
/// tile.
pub(super) const BAY: f32 = TILE_SHORT + GAP + TILE_SHORT + GAP;

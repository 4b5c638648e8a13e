//! A branching table, laid tile by tile in the order the tiles were played: the main trains in
//! their strips, the sides of doubles on the felt they leave: pure geometry, no Bevy.
//!
//! A main train keeps the felt it may yet take clear of sides: the rest of the row it is laying
//! and the felt beyond the row's end where it will turn; once it is about to turn, the next row
//! too, the usual pitch on or further where sides already lie ([`MainPen::keep_next_row`]). A
//! train of a middle strip keeps only the felt just ahead in its row, and where it comes to a
//! side there, goes on past it ([`MainPen::go_past`]): its row to the felt's edge, kept from the
//! start, had walled the sides of a long Mexican train into knots of rails. A
//! side opens beside its double's end, its first tile along the lane between rows with its first
//! half beside the end, running back or on: towards the emptier felt, where both ways have room
//! (a double at a turn, with no lane, from its free faces). It goes straight on while the felt
//! ahead is free and on the table — the felt, and beyond its edges only beside what the table
//! already holds there ([`Board::held`]; a side may open a little beyond where its double leaves
//! no room) — where it is not, it turns back in the next lane out (a small snake of its own,
//! always stacking across its way) or turns a corner; with nowhere to go, it goes on from the nearest free
//! felt, a short rail showing the way along the table's lines (straight, or bent once round what
//! lies between or where the felt lies askew of its end: [`along_the_lines`]); where
//! no rail can leave without crossing felt a main train keeps (the side is closed in between a
//! main train's rows), a hop: a fainter rail over that felt, under the tiles the main train may
//! lay there later, to felt about as near; and as the very last resort from free felt neither
//! reaches, inside what the table already holds where there is some (free felt beyond it would
//! make every tile smaller), a lead: a faint thin line under the tiles between, straight or bent
//! once, under the fewest tiles and never over the hub (before leads, such a side's next place
//! or tile lay on the felt with nothing to tell whose it was). Hops and leads run along the
//! table's lines too: only the main trains' rails from the hub run askew. A rail crosses no
//! line of tiles, not even between two of its tiles, and no other rail or hop, nor does a hop
//! cross a rail ([`Board::joins`], [`Board::crosses_track`]): only a lead runs under a line.
//! Nor does a rail or hop run along another, nearer than [`TRACKS_APART`], unless only a lead
//! would reach free felt otherwise ([`Board::jump`]): drawn, the two read as one rail.
//! (Threaded through the gap between two tiles, or across another rail, a side's rail read as
//! going where it did not: over the measure's three sets of 72 late tables with branching doubles
//! or three covers, 61–207 a set of 72 such rails against 0–2, the sides at the end of a lead
//! 2–4 times as many, their track as long; `framing::tests::late_tables_share_the_felt`.) (Of the 420 sides at
//! the ends of the layout test's rounds, 40 went on with neither a rail nor a hop before hops, 26
//! since, each at the end of a lead, and the tiles are as large; with every piece along the
//! table's lines, 143 had a rail, 33 a hop and 30 a lead, against 161, 19 and 26, the tiles as
//! long; with a branching table's left side a strip larger at six seats, 152, 29 and 38 (over
//! 432 six-seat tables of the measure, 340 sides at the end of a lead against 333); with the
//! middle strips keeping only the felt just ahead, 149, 19 and 31, and over the measure's three
//! sets of six- and eight-seat tables with branching doubles or three covers (864), 430 sides at
//! the end of a hop against 980 and 473 of a lead against 670, the sides' track 6–32 % shorter:
//! `layout::tests`, `framing::tests::late_tables_share_the_felt`.) Sides
//! kept to what the table holds made the tiles of 72 seeded late tables at 1280×720 longer
//! (with branching doubles at 8 seats the shortest 32.9 px rather than 31.5, 38.0 on average
//! rather than 37.0; with three covers 32.9 rather than 30.1, 41.5 rather than 39.4; since their
//! track runs along the table's lines, 38.1, 33.2 and 41.5;
//! `framing::tests::late_tables_share_the_felt`). Every tile lies whole.
//!
//! A side's next place is kept free by every line laid after it, and chosen anew, from what is
//! on the table then, when its next tile comes: a tile's place depends only on what was played
//! before it, so laying a tile moves nothing already on the table.

use super::crossing::Crossings;
use super::geometry::{Bounds, Felt, GAP, Placed, Rail, SideShape, TILE_LONG, TILE_SHORT, TrainLayout, TrainShape, V2, hub_box};
use super::mains::MainPen;
use engine::rules::TrainId;
use near::{Filed, Kind, Near, Shape};

mod near;

/// From a line's centre line to the lane beside it: past a double's end, a tile's half width.
const LANE: f32 = TILE_SHORT + GAP + TILE_SHORT / 2.0;
/// The distances between the rows of a side's own snake: a lane apart, or side by side where
/// the lanes between two rows of its main train are all there is.
const PITCHES: [f32; 2] = [LANE, TILE_SHORT + GAP];
/// How far a rail may reach to where a side goes on (the last resort but one).
const FARTHEST_JUMP: f32 = 12.0;
/// How much farther than the nearest free felt a hop may lead (where no rail reaches any).
const HOP_SLACK: f32 = TILE_LONG;
/// How far beyond the felt's edges a side may open where its double leaves no room on the felt:
/// a little past its ends, where the rows turn, and further above and below, where the outer
/// trains stack their rows. (Beyond that, sides lie on the felt and beside what the table
/// already holds: [`Board::held`].)
const AREA_BEYOND: V2 = V2::new(TILE_LONG + GAP, 3.0 * TILE_LONG);
/// How close to another line a tile may lie: a little less than the gap between two tiles of
/// one line, so that lines read apart.
const APART: f32 = GAP * 0.4;
/// How far from a tile a rail must run: more than half the gap between a line's tiles, so that
/// no tile is laid where a rail would run between it and the tile before it.
const OFF_TRACK: f32 = GAP * 0.6;
/// How far ahead a side looks for free felt when it chooses its way: the felt a few tiles on.
const LOOK: f32 = 3.0 * TILE_LONG;

/// What a side's next tile does.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Step {
    /// Straight on from `back` along `dir`; a double lies across here if `across`, else along.
    /// The line then stacks its rows towards `out` (across `dir`).
    Straight { back: V2, dir: V2, across: bool, out: V2 },
    /// A turn: a tile along `dir` centred at `centre`; a double takes the same place, lying
    /// across the way the line came. Then the line goes on as `after`.
    Turn { centre: V2, dir: V2, after: Pen },
}

/// Where a side stands: the front of its last tile, the way it goes, and the way it stacks its
/// rows (away from its double's line).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Pen {
    front: V2,
    dir: V2,
    out: V2,
}

/// A side's next place: what its next tile does, the felt kept free for it, and the rail to it
/// when it goes on from elsewhere (straight, or bent once around what lies between).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Slot {
    step: Step,
    keep: Bounds,
    rail: [Option<Rail>; 2],
    /// What the rail is, if there is one.
    link: Link,
}

/// What shows the way to where a side goes on from elsewhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Link {
    /// A rail clear of everything on the felt.
    Rail,
    /// A hop: a fainter rail over felt a main train keeps, under the tiles it may lay there
    /// later.
    Hop,
    /// A lead, the last resort where neither reaches: a faint line under the tiles between.
    Lead,
}

impl Slot {
    /// Straight on from `back` along `dir`, the line stacking its rows towards `out`: across
    /// its way (a line that goes on along the way it stacked, from the end of a double or from
    /// elsewhere, stacks across that way instead, or it could never turn).
    fn straight(back: V2, dir: V2, across: bool, out: V2) -> Slot {
        let mut keep = along_tile(back, dir).bounds();
        if across {
            keep = keep.union(across_double(back, dir).bounds());
        }
        let out = if out.dot(dir).abs() > 0.5 { dir.perp() } else { out };
        Slot { step: Step::Straight { back, dir, across, out }, keep, rail: [None; 2], link: Link::Rail }
    }

    fn turn(centre: V2, dir: V2, after: Pen) -> Slot {
        Slot { step: Step::Turn { centre, dir, after }, keep: Placed::full(centre, dir, false).bounds(), rail: [None; 2], link: Link::Rail }
    }

    /// The tile laid here, and where the line then stands.
    fn lay(&self, double: bool) -> (Placed, Pen) {
        match self.step {
            Step::Straight { back, dir, across, out } => {
                let tile = if double && across { across_double(back, dir) } else { along_tile(back, dir) };
                (tile, Pen { front: tile.center + dir.scale(tile.extent().0 / 2.0), dir, out })
            }
            Step::Turn { centre, dir, after } => {
                let tile = if double { Placed::full(centre, dir.perp(), true) } else { Placed::full(centre, dir, false) };
                (tile, after)
            }
        }
    }

    /// The next place as shown: where a tile other than a double goes.
    fn shown(&self) -> Placed {
        self.lay(false).0
    }
}

/// A tile laid along its line, from `back`.
fn along_tile(back: V2, dir: V2) -> Placed {
    Placed::full(back + dir.scale(TILE_LONG / 2.0), dir, false)
}

/// A double lying across its line, from `back`.
fn across_double(back: V2, dir: V2) -> Placed {
    Placed::full(back + dir.scale(TILE_SHORT / 2.0), dir, true)
}

/// Whether a straight piece from `a` to `b` runs along the table's lines. A side's rails, hops
/// and leads do, straight along one or bent once ([`bends`]), so that the only tracks that run
/// askew are the main trains' rails from the hub: a side's straight rail to where it went on, at
/// whatever angle, read as one of those spokes (59 of the 300 pieces at the ends of the layout
/// test's rounds ran askew).
pub(crate) fn along_the_lines(a: V2, b: V2) -> bool {
    (a.x - b.x).abs() < 1e-3 || (a.y - b.y).abs() < 1e-3
}

/// The two corners where a line from `a` to `b` along the table's axes may bend once.
fn bends(a: V2, b: V2) -> [V2; 2] {
    [V2::new(a.x, b.y), V2::new(b.x, a.y)]
}

/// Whether the segments from `a` to `b` and from `c` to `d` cross (touching at an end aside).
pub(crate) fn crosses(a: V2, b: V2, c: V2, d: V2) -> bool {
    let side = |p: V2, q: V2, r: V2| (q - p).x * (r - p).y - (q - p).y * (r - p).x;
    let apart = |x: f32, y: f32| (x > 1e-4 && y < -1e-4) || (x < -1e-4 && y > 1e-4);
    apart(side(c, d, a), side(c, d, b)) && apart(side(a, b, c), side(a, b, d))
}

/// How far apart two pieces of track that run side by side must lie to read as two: a rail is
/// drawn 0.22 units wide (`table::entities`), so a little more than twice that.
const TRACKS_APART: f32 = 0.5;

/// Whether the segments from `a` to `b` and from `c` to `d` run side by side, nearer than
/// [`TRACKS_APART`], along more than a gap's length: drawn, the two read as one track (two
/// sides of one double once left it by rails 0.08 units apart, one over the other).
pub(crate) fn runs_along(a: V2, b: V2, c: V2, d: V2) -> bool {
    let (u, v) = (b - a, d - c);
    let (lu, lv) = (u.length(), v.length());
    if lu < 1e-3 || lv < 1e-3 {
        return false;
    }
    let dir = u.scale(1.0 / lu);
    let across = |p: V2| dir.x * (p - a).y - dir.y * (p - a).x;
    if (across(c) - across(d)).abs() > 1e-3 * lv.max(1.0) || across(c).abs() >= TRACKS_APART {
        return false;
    }
    let (t0, t1) = ((c - a).dot(dir), (d - a).dot(dir));
    t1.max(t0).min(lu) - t0.min(t1).max(0.0) > GAP
}

/// The gap between two tiles that lie end to end, as a box across the line: along it, where
/// each tile grown by the gap between a line's tiles meets the other; across it, a little less
/// than both tiles reach (a rail may run along their edges).
pub(crate) fn gap_between(a: Bounds, b: Bounds) -> Option<Bounds> {
    let (ga, gb) = (grow(a, GAP), grow(b, GAP));
    if !ga.overlaps(gb) {
        return None;
    }
    let mut gap = ga.meet(gb);
    let inside = 0.02;
    if a.min.x < b.max.x && b.min.x < a.max.x {
        (gap.min.x, gap.max.x) = (a.min.x.max(b.min.x) + inside, a.max.x.min(b.max.x) - inside);
    }
    if a.min.y < b.max.y && b.min.y < a.max.y {
        (gap.min.y, gap.max.y) = (a.min.y.max(b.min.y) + inside, a.max.y.min(b.max.y) - inside);
    }
    Some(gap)
}

fn grow(b: Bounds, by: f32) -> Bounds {
    Bounds { min: b.min - V2::new(by, by), max: b.max + V2::new(by, by) }
}

/// What lies on the felt: the main trains' felt, every side's tiles and rails, and the places
/// kept for the sides' next tiles.
struct Board {
    /// Where sides may lie now ([`Board::within`]): the felt and a little around it, where they
    /// open (`beyond`), or what the table holds on the felt and beyond it, where they go on.
    area: std::cell::Cell<Bounds>,
    beyond: Bounds,
    felt: Bounds,
    /// The hub, and for each main train the felt it keeps.
    hub: Bounds,
    kept: Vec<Vec<Bounds>>,
    /// The main trains' tiles.
    main_tiles: Vec<Bounds>,
    /// The sides' tiles.
    boxes: Vec<Bounds>,
    /// The gaps between each line's tiles, main trains' and sides', that lie end to end: no
    /// rail or hop runs through one, between two tiles of a line (threaded so, a side's rail
    /// read as crossing the line).
    joins: Vec<Bounds>,
    /// The main trains' rails from the hub, then the sides' rails.
    rails: Vec<Rail>,
    main_rails: usize,
    keeps: Vec<Option<Bounds>>,
    /// The rails to the kept places that have one.
    keep_rails: Vec<[Option<Rail>; 2]>,
    /// The sides' hops, and the hops to the kept places that have one: the sides keep clear of
    /// them, the main trains lay over them.
    hops: Vec<Rail>,
    keep_hops: Vec<[Option<Rail>; 2]>,
    /// All the above filed by where it lies, while a search for a side's next place runs
    /// ([`Board::jump`]).
    near: std::cell::RefCell<Option<Near>>,
    /// Whether a rail or hop may run along another ([`runs_along`]): only where otherwise a
    /// lead alone would reach free felt ([`Board::jump`]).
    alongside: std::cell::Cell<bool>,
    /// Whether a rail or hop was refused for running along another, since [`Board::jump`]
    /// began: if none was, a search allowing it would find nothing more.
    kept_off: std::cell::Cell<bool>,
}

impl Board {
    fn mains(&self) -> impl Iterator<Item = &Bounds> {
        std::iter::once(&self.hub).chain(self.kept.iter().flatten()).chain(&self.main_tiles)
    }

    /// Whether a tile may lie in `b` (the side `own`'s kept place aside).
    fn free(&self, b: Bounds, own: usize) -> bool {
        if !self.area.get().contains(b) {
            return false;
        }
        let (near, track) = (grow(b, APART), grow(b, OFF_TRACK));
        let side = own != usize::MAX;
        let blocked = self.filed_any(track, |f| match (f.kind, f.what) {
            (Kind::Hub | Kind::Kept | Kind::MainTile | Kind::SideTile, Shape::Box(o)) => o.overlaps(near),
            (Kind::Keep(k), Shape::Box(o)) => k != own && o.overlaps(near),
            (Kind::SideRail, Shape::Track(r)) => track.crossed_by(r[0], r[1], 0.0),
            (Kind::KeepRail(k), Shape::Track(r)) => k != own && track.crossed_by(r[0], r[1], 0.0),
            (Kind::MainRail | Kind::Hop, Shape::Track(r)) => side && track.crossed_by(r[0], r[1], 0.0),
            (Kind::KeepHop(k), Shape::Track(r)) => side && k != own && track.crossed_by(r[0], r[1], 0.0),
            _ => false,
        });
        self.either(blocked.map(|b| !b), || self.free_of_all(b, own))
    }

    /// Whether anything filed by where lies in `b` and `hits`, while the board is filed so
    /// ([`Board::jump`]).
    fn filed_any(&self, b: Bounds, hits: impl Fn(&Filed) -> bool) -> Option<bool> {
        self.near.borrow().as_ref().map(|near| near.around(b).any(hits))
    }

    /// The answer from the board filed by where if there is one, else from a look at
    /// everything (`all`); the crate's tests ask both and want the same.
    fn either(&self, filed: Option<bool>, all: impl Fn() -> bool) -> bool {
        match filed {
            Some(answer) => {
                #[cfg(test)]
                assert_eq!(answer, all(), "the board filed by where, and as it is, differ");
                answer
            }
            None => all(),
        }
    }

    /// [`Board::free`] looking at everything on the board, the felt aside.
    fn free_of_all(&self, b: Bounds, own: usize) -> bool {
        let near = grow(b, APART);
        !self.mains().any(|o| o.overlaps(near)) && self.free_of_sides(b, own)
    }

    /// Whether `p` lies well inside a tile, the hub, felt a main train keeps or a place kept for
    /// another side: then no tile may lie from `p` any way (its back's middle at `p`), and a
    /// search that tries all four ways from `p` skips it. Asked of the board filed by where only
    /// (elsewhere, `false`).
    fn inside(&self, p: V2, own: usize) -> bool {
        let well_inside = |o: Bounds| o.min.x + 1e-3 < p.x && p.x < o.max.x - 1e-3 && o.min.y + 1e-3 < p.y && p.y < o.max.y - 1e-3;
        let hit = self.filed_any(Bounds { min: p, max: p }, |f| match (f.kind, f.what) {
            (Kind::Hub | Kind::Kept | Kind::MainTile | Kind::SideTile, Shape::Box(o)) => well_inside(o),
            (Kind::Keep(k), Shape::Box(o)) => k != own && well_inside(o),
            _ => false,
        });
        hit.unwrap_or(false)
    }

    /// Everything on the board, to file by where it lies ([`Near`]).
    fn filed(&self) -> Vec<Filed> {
        let boxes = |kind, all: &[Bounds]| all.iter().map(move |&b| Filed { kind, what: Shape::Box(b) }).collect::<Vec<_>>();
        let tracks = |kind, all: &[Rail]| all.iter().map(move |&r| Filed { kind, what: Shape::Track(r) }).collect::<Vec<_>>();
        let mut all = vec![Filed { kind: Kind::Hub, what: Shape::Box(self.hub) }];
        all.extend(self.kept.iter().flat_map(|k| boxes(Kind::Kept, k)));
        all.extend(boxes(Kind::MainTile, &self.main_tiles));
        all.extend(boxes(Kind::SideTile, &self.boxes));
        all.extend(self.keeps.iter().enumerate().filter_map(|(k, b)| b.map(|b| Filed { kind: Kind::Keep(k), what: Shape::Box(b) })));
        all.extend(boxes(Kind::Join, &self.joins));
        all.extend(tracks(Kind::MainRail, &self.rails[..self.main_rails]));
        all.extend(tracks(Kind::SideRail, &self.rails[self.main_rails..]));
        all.extend(tracks(Kind::Hop, &self.hops));
        for (k, (rails, hops)) in self.keep_rails.iter().zip(&self.keep_hops).enumerate() {
            all.extend(rails.iter().flatten().map(|&r| Filed { kind: Kind::KeepRail(k), what: Shape::Track(r) }));
            all.extend(hops.iter().flatten().map(|&r| Filed { kind: Kind::KeepHop(k), what: Shape::Track(r) }));
        }
        all
    }

    /// Whether nothing of the sides (but `own`'s kept place) lies in `b`.
    fn free_of_sides(&self, b: Bounds, own: usize) -> bool {
        let (near, track) = (grow(b, APART), grow(b, OFF_TRACK));
        !self.boxes.iter().any(|o| o.overlaps(near))
            && !self.keeps.iter().enumerate().any(|(k, o)| k != own && o.is_some_and(|o| o.overlaps(near)))
            && !self.rails[self.main_rails..].iter().any(|r| track.crossed_by(r[0], r[1], 0.0))
            && !self.keep_rails.iter().enumerate().any(|(k, r)| k != own && r.iter().flatten().any(|r| track.crossed_by(r[0], r[1], 0.0)))
            && (own == usize::MAX
                || !self.rails[..self.main_rails]
                    .iter()
                    .chain(&self.hops)
                    .chain(self.keep_hops.iter().enumerate().filter(|(k, _)| *k != own).flat_map(|(_, r)| r.iter().flatten()))
                    .any(|r| track.crossed_by(r[0], r[1], 0.0)))
    }

    /// Whether a main train's tile may lie in `b`: clear of the sides' tiles and rails. (A side's
    /// next place there is chosen anew, as every side's is once the table is laid.)
    fn clear_for_main(&self, b: Bounds) -> bool {
        !self.boxes.iter().any(|o| o.overlaps(grow(b, APART)))
            && !self.rails[self.main_rails..].iter().any(|r| grow(b, OFF_TRACK).crossed_by(r[0], r[1], 0.0))
    }

    /// Whether a line from `a` to `b` runs clear of every tile, the hub and the places kept for
    /// the other sides (what neither a rail nor a hop may cross).
    fn clear_of_laid(&self, a: V2, b: V2, own: usize) -> bool {
        let hit = self.filed_any(Bounds::spanning(a, b), |f| match (f.kind, f.what) {
            (Kind::Hub | Kind::MainTile | Kind::SideTile, Shape::Box(o)) => o.crossed_by(a, b, 0.02),
            (Kind::Join, Shape::Box(o)) => o.crossed_by(a, b, 0.0),
            (Kind::Keep(k), Shape::Box(o)) => k != own && o.crossed_by(a, b, 0.02),
            _ => false,
        });
        self.either(hit.map(|hit| !hit), || self.clear_of_all(a, b, own))
    }

    /// [`Board::clear_of_laid`] looking at everything on the board.
    fn clear_of_all(&self, a: V2, b: V2, own: usize) -> bool {
        !self.boxes.iter().chain(&self.main_tiles).chain([&self.hub]).any(|o| o.crossed_by(a, b, 0.02))
            && !self.joins.iter().any(|o| o.crossed_by(a, b, 0.0))
            && !self.keeps.iter().enumerate().any(|(k, o)| k != own && o.is_some_and(|o| o.crossed_by(a, b, 0.02)))
    }

    /// Whether a hop from `a` to `b` runs clear of everything laid and of every rail and hop:
    /// only felt a main train keeps lies under it.
    fn hop_clear(&self, a: V2, b: V2, own: usize) -> bool {
        self.clear_of_laid(a, b, own) && !self.crosses_track(a, b, own)
    }

    /// `slot` (its tile's back at `back`) reached from `from` by a hop, straight or bent once,
    /// if one runs clear.
    fn hop(&self, from: V2, back: V2, slot: Slot, own: usize) -> Option<Slot> {
        let leg = |a: V2, b: V2| self.hop_clear(a, b, own) && !slot.keep.crossed_by(a, b, 0.02);
        if along_the_lines(from, back) && leg(from, back) {
            return Some(Slot { rail: [Some([from, back]), None], link: Link::Hop, ..slot });
        }
        let corner = bends(from, back).into_iter().find(|&c| leg(from, c) && leg(c, back))?;
        Some(Slot { rail: [Some([from, corner]), Some([corner, back])], link: Link::Hop, ..slot })
    }

    /// Whether a rail from `a` to `b` runs clear of everything on the felt (`leaving` a line's
    /// end: the felt a main train keeps may lie within a tile's width of where it starts, from a
    /// double there).
    fn rail_clear(&self, a: V2, b: V2, own: usize, leaving: bool) -> bool {
        let d = b - a;
        let out_of_it = if leaving { a + d.scale((TILE_SHORT + 2.0 * GAP) / d.length().max(1e-3)) } else { a };
        self.clear_of_laid(a, b, own)
            && !self.either(
                self.filed_any(
                    Bounds::spanning(out_of_it, b),
                    |f| matches!((f.kind, f.what), (Kind::Kept, Shape::Box(o)) if o.crossed_by(out_of_it, b, 0.02)),
                ),
                || self.kept.iter().flatten().any(|o| o.crossed_by(out_of_it, b, 0.02)),
            )
            && !self.crosses_track(a, b, own)
    }

    /// Whether a line from `a` to `b` crosses a rail or a hop, or runs along one nearer than
    /// [`TRACKS_APART`]: the main trains' rails from the hub, the sides', and those to the other
    /// sides' next places. (A rail crossing another read as going where that one goes; one along
    /// another, drawn over it, as the same rail.)
    fn crosses_track(&self, a: V2, b: V2, own: usize) -> bool {
        let meets = |r: Rail| {
            crosses(a, b, r[0], r[1]) || {
                let along = !self.alongside.get() && runs_along(a, b, r[0], r[1]);
                self.kept_off.set(self.kept_off.get() || along);
                along
            }
        };
        let filed = self.filed_any(grow(Bounds::spanning(a, b), TRACKS_APART), |f| match (f.kind, f.what) {
            (Kind::MainRail | Kind::SideRail | Kind::Hop, Shape::Track(r)) => meets(r),
            (Kind::KeepRail(k) | Kind::KeepHop(k), Shape::Track(r)) => k != own && meets(r),
            _ => false,
        });
        self.either(filed, || {
            fn others(pieces: &[[Option<Rail>; 2]], own: usize) -> impl Iterator<Item = &Rail> {
                pieces.iter().enumerate().filter(move |(k, _)| *k != own).flat_map(|(_, r)| r.iter().flatten())
            }
            let mut all = self.rails.iter().chain(&self.hops).chain(others(&self.keep_rails, own)).chain(others(&self.keep_hops, own));
            all.any(|&r| meets(r))
        })
    }

    /// A tile of a line laid after `before` (its last tile, if any): the gap between them, if
    /// they lie end to end, kept from rails.
    fn join(&mut self, before: Option<Bounds>, tile: Bounds) {
        if let Some(gap) = before.and_then(|b| gap_between(b, tile)) {
            self.joins.push(gap);
        }
    }

    /// How crowded the felt is a little ahead of `at` going `dir`: the area of the tiles in it,
    /// and of what of it lies off the felt sides may take (a side going there would stretch the
    /// table and leave the felt empty elsewhere).
    fn crowd(&self, at: V2, dir: V2) -> f32 {
        let window = Bounds::around(at + dir.scale(LOOK / 2.0), V2::new(LOOK / 2.0, LOOK / 2.0));
        let tiles: f32 = self.main_tiles.iter().chain(&self.boxes).map(|&b| window.shared_area(b)).sum();
        tiles + window.size().x * window.size().y - window.shared_area(self.area.get())
    }

    fn straight_free(&self, pen: &Pen, own: usize) -> bool {
        self.free(along_tile(pen.front + pen.dir.scale(GAP), pen.dir).bounds(), own)
    }

    /// How many tiles would go straight on from `pen` (up to `most`).
    fn run(&self, mut pen: Pen, own: usize, most: usize) -> usize {
        let mut n = 0;
        while n < most && self.straight_free(&pen, own) {
            pen.front = pen.front + pen.dir.scale(GAP + TILE_LONG);
            n += 1;
        }
        n
    }

    /// A U-turn towards `s`, `pitch` over: the corner across the line's end, then the row back.
    fn u_turn(&self, pen: &Pen, s: V2, pitch: f32, own: usize) -> Option<Slot> {
        let centre = pen.front + pen.dir.scale(GAP + TILE_SHORT / 2.0) + s.scale(pitch / 2.0);
        let after = Pen { front: pen.front + s.scale(pitch) + pen.dir.scale(GAP), dir: -pen.dir, out: pen.out };
        let corner = Placed::full(centre, s, false).bounds();
        (self.free(corner, own) && self.run(after, own, 1) == 1).then(|| Slot::turn(centre, s, after))
    }

    /// A quarter turn towards `s`: the tile's first half beside the line's end.
    fn quarter(&self, pen: &Pen, s: V2, own: usize) -> Option<Slot> {
        let centre = pen.front + pen.dir.scale(GAP + TILE_SHORT / 2.0) + s.scale(TILE_SHORT / 2.0);
        let after = Pen { front: centre + s.scale(TILE_LONG / 2.0), dir: s, out: -pen.dir };
        let tile = Placed::full(centre, s, false).bounds();
        (self.free(tile, own) && self.run(after, own, 1) == 1).then(|| Slot::turn(centre, s, after))
    }

    /// Straight on, with a double across if there is room for it.
    fn straight(&self, pen: &Pen, own: usize) -> Slot {
        let back = pen.front + pen.dir.scale(GAP);
        Slot::straight(back, pen.dir, self.free(across_double(back, pen.dir).bounds(), own), pen.out)
    }

    /// What the tiles on the table span, if there are any.
    fn laid(&self) -> Option<Bounds> {
        self.main_tiles.iter().chain(&self.boxes).copied().reduce(Bounds::union)
    }

    /// Where sides go on: the felt, and what the table already holds beyond it (a main train's
    /// rows past its edges), up to a little around it. A side running on past the felt's edge
    /// (as far as it once might, straight on while the felt was free) stretched the table and
    /// made every tile smaller, while the felt was empty elsewhere.
    fn held(&self) -> Bounds {
        self.laid().map_or(self.felt, |laid| laid.union(self.felt)).meet(self.beyond)
    }

    /// `choose` with sides kept to `area`.
    fn within<T>(&self, area: Bounds, choose: impl FnOnce() -> T) -> T {
        let was = self.area.replace(area);
        let chosen = choose();
        self.area.set(was);
        chosen
    }

    /// The next place of a side standing at `pen`, on what the table holds ([`Board::held`]):
    /// on from its end, else from elsewhere.
    fn next(&self, pen: &Pen, own: usize) -> Slot {
        self.within(self.held(), || self.next_from_end(pen, own).unwrap_or_else(|| self.jump(pen.front, pen.dir, pen.out, own)))
    }

    /// The next place of a side standing at `pen`, on from its end: straight on, a U-turn or a
    /// quarter turn, if there is room.
    fn next_from_end(&self, pen: &Pen, own: usize) -> Option<Slot> {
        let ahead = self.straight_free(pen, own);
        if ahead {
            let beyond = Pen { front: pen.front + pen.dir.scale(GAP + TILE_LONG), ..*pen };
            let goes_on = self.straight_free(&beyond, own)
                || [pen.out, -pen.out].iter().any(|&s| PITCHES.iter().any(|&p| self.u_turn(&beyond, s, p, own).is_some()));
            if goes_on {
                return Some(self.straight(pen, own));
            }
        }
        for s in [pen.out, -pen.out] {
            for p in PITCHES {
                if let Some(slot) = self.u_turn(pen, s, p, own) {
                    return Some(slot);
                }
            }
        }
        if ahead {
            return Some(self.straight(pen, own));
        }
        [pen.out, -pen.out].into_iter().find_map(|s| self.quarter(pen, s, own))
    }

    /// The last resort but one: the nearest free felt where a tile and one after it fit, and
    /// a rail to it clear of everything (straight, else bent once round what lies between);
    /// failing that, past everything. (It tries a few thousand places on a board that does not
    /// change meanwhile: the board filed by where first, [`Near`].)
    ///
    /// A rail along another reads as one rail going two ways, but a lead, a faint line
    /// under the tiles, shows the way less still: where only a lead would reach free felt, a
    /// rail or hop running along another is taken rather than it. (Kept apart always, more
    /// sides went on at the end of a lead, to far felt: at six seats with branching doubles 135
    /// of the measure's 72 tables against 110; so, 114, and 44 pieces of track along another
    /// against 64: docs/table-layout.md.)
    fn jump(&self, from: V2, dir: V2, out: V2, own: usize) -> Slot {
        let was = self.near.replace(Some(Near::new(self.filed())));
        self.kept_off.set(false);
        let slot = match self.jump_filed(from, dir, out, own) {
            Ok(slot) => slot,
            Err(nearest) if !self.kept_off.get() => self.lead_to(from, dir, out, own, nearest),
            Err(nearest) => {
                self.alongside.set(true);
                let along = self.jump_filed(from, dir, out, own);
                self.alongside.set(false);
                along.unwrap_or_else(|_| self.lead_to(from, dir, out, own, nearest))
            }
        };
        self.near.replace(was);
        slot
    }

    /// The nearest place a rail or a hop reaches, or else the nearest free felt for two tiles
    /// (for a lead: [`Board::lead_to`]).
    fn jump_filed(&self, from: V2, dir: V2, out: V2, own: usize) -> Result<Slot, Option<Slot>> {
        // The nearest free felt, kept in case no rail can reach any; the nearest felt for two
        // tiles a bent rail reaches, and for one tile a rail reaches (the side goes on from there
        // as from any end), rather than a place with nothing showing the way.
        let mut nearest: Option<(Slot, f32)> = None;
        let mut hopped: Option<Slot> = None;
        let mut one: Option<Slot> = None;
        let (mut bent, mut bent_one): (Option<Slot>, Option<Slot>) = (None, None);
        // How far a rail runs clear from `from` each way along the table's axes (a bent rail's
        // first leg), half a tile at a time: found once, when a rail is first to bend.
        let axes = || {
            [V2::new(1.0, 0.0), V2::new(-1.0, 0.0), V2::new(0.0, 1.0), V2::new(0.0, -1.0)].map(|way| {
                let step = TILE_SHORT / 2.0;
                let mut reach = 0.0;
                while reach + step <= FARTHEST_JUMP && self.rail_clear(from, from + way.scale(reach + step), own, true) {
                    reach += step;
                }
                reach
            })
        };
        let mut reach: Option<[f32; 4]> = None;
        for &offset in offsets() {
            let back = from + offset;
            // Once a rail straight along a line to one tile's room, or bent to two tiles', is
            // found, only a straight rail further along a line can be chosen over it: the felt
            // off the lines through `from` is not looked at again (the same places chosen, and a
            // search a third as long: `benches/layout.rs`).
            if (one.is_some() || bent.is_some()) && !along_the_lines(from, back) || self.inside(back, own) {
                continue;
            }
            for way in [dir, out, -out, -dir] {
                let pen = Pen { front: back - way.scale(GAP), dir: way, out };
                let room = self.run(pen, own, 2);
                if room == 0 || (room == 1 && one.is_some()) {
                    continue;
                }
                let mut slot = self.straight(&pen, own);
                // The rail comes to the tile's back, not through it.
                let clear = |a: V2, b: V2, leaving: bool| self.rail_clear(a, b, own, leaving) && !slot.keep.crossed_by(a, b, 0.02);
                if along_the_lines(from, back) && clear(from, back, true) {
                    slot.rail = [Some([from, back]), None];
                    if room == 2 {
                        return Ok(slot);
                    }
                    one = Some(slot);
                    continue;
                }
                if room == 2 {
                    let (_, first_free) = *nearest.get_or_insert((slot, offset.length()));
                    // A hop only to felt about as near as the nearest free felt: a long one
                    // would stretch the table for one tile.
                    if hopped.is_none() && offset.length() <= first_free + HOP_SLACK {
                        hopped = self.hop(from, back, slot, own);
                    }
                }
                // Only where a bent rail would be the best found yet.
                let wanted = one.is_none() && bent.is_none() && (room == 2 || bent_one.is_none());
                if !wanted {
                    continue;
                }
                // A rail bent once: along one way to the corner, then the other to the tile.
                let reach = *reach.get_or_insert_with(axes);
                let bend = bends(from, back).into_iter().find(|&corner| {
                    let first = corner - from;
                    let axis = if first.x.abs() > first.y.abs() { usize::from(first.x < 0.0) } else { 2 + usize::from(first.y < 0.0) };
                    first.length() > TILE_SHORT / 2.0
                        && (back - corner).length() > TILE_SHORT / 2.0
                        && first.length() <= reach[axis] + 1e-3
                        && !slot.keep.crossed_by(from, corner, 0.02)
                        && clear(corner, back, false)
                });
                if let Some(corner) = bend {
                    slot.rail = [Some([from, corner]), Some([corner, back])];
                    *(if room == 2 { &mut bent } else { &mut bent_one }) = Some(slot);
                }
            }
        }
        // Then the nearest free felt a hop reaches over felt a main train keeps.
        one.or(bent).or(bent_one).or(hopped).ok_or(nearest.map(|(slot, _)| slot))
    }

    /// The last resort, from `from` to `nearest` (the nearest free felt) or farther.
    fn lead_to(&self, from: V2, dir: V2, out: V2, own: usize, nearest: Option<Slot>) -> Slot {
        // The last resort: the nearest free felt, reached by a lead under the tiles between
        // (neither a rail nor a hop can reach free felt without running through a tile), and
        // away from the hub: inside the table's tiles if any is, a lead clear of the hub if any.
        let over_hub = |slot: &Slot| slot.rail.iter().flatten().any(|r| self.hub.crossed_by(r[0], r[1], 0.02));
        let farther = || {
            let table = self.laid();
            let (mut first, mut over) = (None, None);
            for &offset in far_offsets() {
                let back = from + offset;
                if self.inside(back, own) {
                    continue;
                }
                for way in [dir, out, -out, -dir] {
                    let pen = Pen { front: back - way.scale(GAP), dir: way, out };
                    if self.run(pen, own, 2) == 2 {
                        let slot = self.lead(from, self.straight(&pen, own));
                        if over_hub(&slot) {
                            over.get_or_insert(slot);
                        } else if table.is_some_and(|t| t.contains(grow(slot.keep, TILE_LONG))) {
                            return Some(slot);
                        } else {
                            first.get_or_insert(slot);
                        }
                    }
                }
            }
            first.or(over)
        };
        let nearest = nearest.map(|slot| self.lead(from, slot));
        match nearest {
            Some(slot) if !over_hub(&slot) => slot,
            _ => farther().or(nearest).unwrap_or_else(|| {
                let top = self.boxes.iter().chain(self.mains()).chain(self.keeps.iter().flatten()).map(|b| b.max.y).fold(from.y, f32::max);
                self.lead(from, Slot::straight(V2::new(from.x, top + TILE_LONG), V2::new(1.0, 0.0), false, V2::new(0.0, 1.0)))
            }),
        }
    }

    /// `slot`, reached from `from` by a lead under the tiles between (the last resort): straight
    /// where it runs along the table's lines, else bent once, whichever way runs under the fewest
    /// tiles and not over the hub if it can help it. A side that went on apart once left its next
    /// place (or its tiles there) on the felt with nothing to tell whose it was.
    fn lead(&self, from: V2, slot: Slot) -> Slot {
        let Step::Straight { back, .. } = slot.step else { return slot };
        let under = |a: V2, b: V2| {
            let tiles = self.main_tiles.iter().chain(&self.boxes).filter(|o| o.crossed_by(a, b, 0.02)).count();
            tiles + 100 * usize::from(self.hub.crossed_by(a, b, 0.02) || slot.keep.crossed_by(a, b, 0.02))
        };
        let rail = if along_the_lines(from, back) {
            [Some([from, back]), None]
        } else {
            let [a, b] = bends(from, back).map(|c| ([Some([from, c]), Some([c, back])], under(from, c) + under(c, back)));
            if b.1 < a.1 { b.0 } else { a.0 }
        };
        Slot { rail, link: Link::Lead, ..slot }
    }

    /// The first place of a side opening beside `double`, to its left or right: along the lane
    /// beside the double's end whichever way the felt is free further; else straight out from
    /// the end, or from the double's faces (a double at a turn); on what the table holds if it
    /// can ([`Board::held`]), else a little beyond the felt; else from the nearest free felt.
    fn first(&self, double: &Placed, left: bool, own: usize) -> Slot {
        let d = double.dir;
        let out = if left { d.perp() } else { -d.perp() };
        let (along_half, across_half) = (double.extent().0 / 2.0, double.extent().1 / 2.0);
        let c = double.center;
        let end = c + out.scale(across_half);
        if double.folded() {
            return self.jump(end, d, out, own);
        }
        let lane = c + out.scale(across_half + GAP + TILE_SHORT / 2.0);
        let beside = out.scale(TILE_SHORT / 2.0 + GAP / 2.0);
        let ways = [
            (lane + d.scale(TILE_SHORT / 2.0), -d, out),
            (lane - d.scale(TILE_SHORT / 2.0), d, out),
            (end + out.scale(GAP), out, d),
            (c + d.scale(along_half + GAP) + beside, d, out),
            (c - d.scale(along_half + GAP) + beside, -d, out),
        ];
        let choose = || {
            let pens: Vec<(Pen, usize)> = ways
                .iter()
                .map(|&(back, dir, stack)| {
                    let pen = Pen { front: back - dir.scale(GAP), dir, out: stack };
                    (pen, self.run(pen, own, 6))
                })
                .collect();
            let lane_best = pens[..2]
                .iter()
                .filter(|p| p.1 >= 2)
                .min_by(|a, b| self.crowd(a.0.front, a.0.dir).total_cmp(&self.crowd(b.0.front, b.0.dir)).then(b.1.cmp(&a.1)));
            let chosen =
                lane_best.or_else(|| pens[2..].iter().find(|p| p.1 >= 2)).or_else(|| pens.iter().filter(|p| p.1 >= 1).max_by_key(|p| p.1));
            chosen.map(|(pen, _)| self.straight(pen, own))
        };
        self.within(self.held(), choose).or_else(choose).unwrap_or_else(|| self.jump(end, d, out, own))
    }
}

/// Offsets from a point, nearest first, `step` apart, from `from` to `to` away.
fn ring(step: f32, from: f32, to: f32) -> Vec<V2> {
    let reach = (to / step) as i32;
    let mut all: Vec<(i32, i32, i32)> = (-reach..=reach)
        .flat_map(|i| (-reach..=reach).map(move |j| (i * i + j * j, j, i)))
        .filter(|&(d2, _, _)| {
            let d = (d2 as f32).sqrt() * step;
            d >= from && d <= to
        })
        .collect();
    all.sort_unstable();
    all.into_iter().map(|(_, j, i)| V2::new(i as f32 * step, j as f32 * step)).collect()
}

/// Where a rail may lead, nearest first: half a tile apart nearby, then a tile apart out to the
/// farthest jump.
fn offsets() -> &'static [V2] {
    static OFFSETS: std::sync::OnceLock<Vec<V2>> = std::sync::OnceLock::new();
    OFFSETS.get_or_init(|| {
        let mut all = ring(TILE_SHORT / 2.0, TILE_SHORT, FARTHEST_JUMP / 2.0);
        all.extend(ring(TILE_SHORT, FARTHEST_JUMP / 2.0 + 0.01, FARTHEST_JUMP));
        all
    })
}

/// Free felt farther away, nearest first, a tile apart: where a side with no rail to any
/// place goes on (the last resort).
fn far_offsets() -> &'static [V2] {
    static OFFSETS: std::sync::OnceLock<Vec<V2>> = std::sync::OnceLock::new();
    OFFSETS.get_or_init(|| ring(TILE_SHORT, FARTHEST_JUMP + 0.01, 3.0 * FARTHEST_JUMP))
}

/// What happens on a branching table, in the order of play: a tile laid on a main train or on
/// a side, or a side opening (its double covered).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Event {
    Main { main: usize, tile: usize },
    Lay { side: usize, tile: usize },
    Open { side: usize },
}

/// A side being laid.
#[derive(Default)]
struct Side {
    slot: Option<Slot>,
    /// Its double, once open, and where it stands after its last tile.
    double: Option<Placed>,
    pen: Option<Pen>,
    tiles: Vec<Placed>,
    rails: Vec<Rail>,
    hops: Vec<Rail>,
    leads: Vec<Rail>,
}

impl Side {
    /// Its rails, hops or leads.
    fn pieces(&mut self, link: Link) -> &mut Vec<Rail> {
        match link {
            Link::Rail => &mut self.rails,
            Link::Hop => &mut self.hops,
            Link::Lead => &mut self.leads,
        }
    }

    /// Its next place chosen anew from what is on the table now (it only ever moves the place
    /// shown for the next tile, never a tile): what kept it free may be gone, and a place found
    /// when the table was crowded may be better now.
    fn choose_next(&mut self, board: &mut Board, left: bool, own: usize) {
        let slot = match (self.pen, self.double) {
            (Some(pen), _) => board.next(&pen, own),
            (None, Some(double)) => board.first(&double, left, own),
            (None, None) => return,
        };
        board.keeps[own] = Some(slot.keep);
        // A lead lies under everything: nothing keeps clear of it.
        (board.keep_rails[own], board.keep_hops[own]) = match slot.link {
            Link::Rail => (slot.rail, [None; 2]),
            Link::Hop => ([None; 2], slot.rail),
            Link::Lead => ([None; 2], [None; 2]),
        };
        self.slot = Some(slot);
    }
}

/// A branching table laid out in the order of play: the main trains in their strips (each row
/// kept clear of sides once the train comes to the row before it), and the sides of doubles on
/// the felt they leave. The main trains first, in the order given, then the sides in the order
/// they opened.
pub(super) fn lay_branching(mut mains: Vec<(MainPen, &TrainShape)>, sides: &[SideShape], felt: Felt) -> Vec<TrainLayout> {
    let rails: Vec<Rail> = mains.iter().map(|(m, _)| m.rail()).collect();
    let beyond = Bounds::around(V2::default(), V2::new(felt.reach + AREA_BEYOND.x, felt.height() / 2.0 + AREA_BEYOND.y));
    let mut board = Board {
        area: std::cell::Cell::new(beyond),
        beyond,
        felt: Bounds::around(V2::default(), V2::new(felt.reach + AREA_BEYOND.x, felt.height() / 2.0)),
        hub: hub_box(),
        kept: vec![Vec::new(); mains.len()],
        main_tiles: mains.iter().flat_map(|(m, _)| m.tiles().iter().map(|t| t.bounds())).collect(),
        boxes: Vec::new(),
        joins: mains.iter().flat_map(|(m, _)| m.tiles().windows(2).filter_map(|w| gap_between(w[0].bounds(), w[1].bounds()))).collect(),
        main_rails: rails.len(),
        rails,
        keeps: vec![None; sides.len()],
        keep_rails: vec![[None; 2]; sides.len()],
        hops: Vec::new(),
        keep_hops: vec![[None; 2]; sides.len()],
        near: std::cell::RefCell::new(None),
        alongside: std::cell::Cell::new(false),
        kept_off: std::cell::Cell::new(false),
    };
    let mut crossings = Crossings::of(&mains, felt, true, order_known(&mains, sides));
    for (k, (main, _)) in mains.iter_mut().enumerate() {
        main.keep_next_row(|b| board.free_of_sides(b, usize::MAX));
        board.kept[k] = main.kept();
    }
    let mut laid: Vec<Side> = sides.iter().map(|_| Side::default()).collect();
    for event in events(&mains, sides) {
        match event {
            Event::Main { main, tile } => {
                if crossings.before_lay(&mut mains, main, |b| board.free_of_sides(b, usize::MAX)) {
                    for (k, (pen, _)) in mains.iter().enumerate() {
                        board.kept[k] = pen.kept();
                    }
                }
                let Some((pen, shape)) = mains.get_mut(main) else { continue };
                let double = shape.doubles.get(tile).copied().unwrap_or(false);
                pen.go_past(double, |b| board.clear_for_main(b));
                let before = pen.tiles().last().map(Placed::bounds);
                let placed = pen.lay(double);
                board.main_tiles.push(placed.bounds());
                board.join(before, placed.bounds());
                pen.keep_next_row(|b| board.free_of_sides(b, usize::MAX) && crossings.clear_for(main, b));
                board.kept[main] = pen.kept();
            }
            Event::Open { side } => {
                let shape = &sides[side];
                let double = double_of(&mains, sides, &laid, shape).unwrap_or_else(|| Placed::full(V2::default(), V2::new(1.0, 0.0), true));
                laid[side].double = Some(double);
                laid[side].choose_next(&mut board, shape.left, side);
            }
            Event::Lay { side, tile } => {
                laid[side].choose_next(&mut board, sides[side].left, side);
                let Some(slot) = laid[side].slot else { continue };
                let (placed, pen) = slot.lay(sides[side].doubles.get(tile).copied().unwrap_or(false));
                for rail in slot.rail.into_iter().flatten() {
                    laid[side].pieces(slot.link).push(rail);
                    match slot.link {
                        Link::Rail => board.rails.push(rail),
                        Link::Hop => board.hops.push(rail),
                        // A lead lies under everything: nothing keeps clear of it.
                        Link::Lead => {}
                    }
                }
                board.boxes.push(placed.bounds());
                board.join(laid[side].tiles.last().map(Placed::bounds), placed.bounds());
                laid[side].tiles.push(placed);
                laid[side].pen = Some(pen);
                laid[side].choose_next(&mut board, sides[side].left, side);
            }
        }
    }
    // Each main train's next place clear of the sides, as its next tile's would be, and kept
    // clear of their next places.
    for (k, (pen, _)) in mains.iter_mut().enumerate() {
        if pen.go_past(false, |b| board.clear_for_main(b)) {
            pen.keep_next_row(|b| board.free_of_sides(b, usize::MAX));
            board.kept[k] = pen.kept();
        }
    }
    // The next places as the table stands now.
    for (k, side) in laid.iter_mut().enumerate() {
        side.choose_next(&mut board, sides[k].left, k);
    }
    let mut out: Vec<TrainLayout> = mains.into_iter().map(|(m, _)| m.finish()).collect();
    let spoke_of = |train: TrainId, out: &[TrainLayout]| out.iter().find(|t| t.train == train).map_or(V2::new(1.0, 0.0), |t| t.spoke);
    for (shape, mut s) in sides.iter().zip(laid) {
        let main = sides.iter().rev().fold(shape.parent, |p, s| if s.side == p { s.parent } else { p });
        let spoke = spoke_of(main, &out);
        let slot = s.slot.unwrap_or_else(|| Slot::straight(V2::default(), V2::new(1.0, 0.0), false, V2::new(0.0, 1.0)));
        let next = slot.shown();
        s.pieces(slot.link).extend(slot.rail.into_iter().flatten());
        let home = s.tiles.first().map_or(next.center, |t| t.center);
        out.push(TrainLayout {
            train: shape.side,
            spoke,
            home,
            tiles: s.tiles,
            next,
            badge: next.bounds(),
            marker: next.center,
            folded: 0,
            runs: Vec::new(),
            rails: s.rails,
            hops: s.hops,
            leads: s.leads,
        });
    }
    out
}

/// Whether the views say when each tile was laid, the sides' too.
fn order_known(mains: &[(MainPen, &TrainShape)], sides: &[SideShape]) -> bool {
    super::mains::order_known(mains) && sides.iter().all(|s| s.laid.len() == s.doubles.len())
}

/// The double a side grows from, as laid: on a main train, or on a side laid before it.
fn double_of(mains: &[(MainPen, &TrainShape)], sides: &[SideShape], laid: &[Side], shape: &SideShape) -> Option<Placed> {
    match mains.iter().find(|(m, _)| m.train() == shape.parent) {
        Some((main, _)) => main.tiles().get(shape.at).copied(),
        None => {
            let k = sides.iter().position(|s| s.side == shape.parent)?;
            laid.get(k)?.tiles.get(shape.at).copied()
        }
    }
}

/// Every tile and every side's opening in the order they were played. A side opens when its
/// double is covered. Without the order of play (a server of an older version): the main trains
/// first, then the sides one after another in the order they opened.
fn events(mains: &[(MainPen, &TrainShape)], sides: &[SideShape]) -> Vec<Event> {
    let main_tiles = |main: usize| {
        let (pen, shape) = &mains[main];
        (pen.folded()..shape.doubles.len()).map(move |tile| Event::Main { main, tile })
    };
    if !order_known(mains, sides) {
        return (0..mains.len())
            .flat_map(main_tiles)
            .chain((0..sides.len()).flat_map(|side| {
                std::iter::once(Event::Open { side }).chain((0..sides[side].doubles.len()).map(move |tile| Event::Lay { side, tile }))
            }))
            .collect();
    }
    let laid_of = |train: TrainId| -> &[u32] {
        mains
            .iter()
            .find(|(_, t)| t.train == train)
            .map(|(_, t)| t.laid.as_slice())
            .or_else(|| sides.iter().find(|s| s.side == train).map(|s| s.laid.as_slice()))
            .unwrap_or(&[])
    };
    let mut timed: Vec<(u32, Event)> = Vec::new();
    for (main, (pen, shape)) in mains.iter().enumerate() {
        timed.extend((pen.folded()..shape.doubles.len()).map(|tile| (shape.laid[tile], Event::Main { main, tile })));
    }
    for (side, shape) in sides.iter().enumerate() {
        let parent = laid_of(shape.parent);
        let opened = parent.get(shape.at + 1).or(parent.get(shape.at)).copied().unwrap_or(0);
        timed.push((opened, Event::Open { side }));
        timed.extend(shape.laid.iter().enumerate().map(|(tile, &t)| (t, Event::Lay { side, tile })));
    }
    // At one moment, the covering tile lies before the sides it opens; left before right.
    timed.sort_by_key(|&(t, e)| (t, e));
    timed.into_iter().map(|(_, e)| e).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(x0: f32, y0: f32, x1: f32, y1: f32) -> Bounds {
        Bounds { min: V2::new(x0, y0), max: V2::new(x1, y1) }
    }

    /// A board with one main train and one side (index 0), nothing kept for it yet.
    fn board(area: Bounds, hub: Bounds, kept: Vec<Bounds>, main_tiles: Vec<Bounds>, boxes: Vec<Bounds>) -> Board {
        Board {
            area: std::cell::Cell::new(area),
            beyond: area,
            felt: area,
            hub,
            kept: vec![kept],
            main_tiles,
            boxes,
            joins: Vec::new(),
            rails: Vec::new(),
            main_rails: 0,
            keeps: vec![None],
            keep_rails: vec![[None; 2]],
            hops: Vec::new(),
            keep_hops: vec![[None; 2]],
            near: std::cell::RefCell::new(None),
            alongside: std::cell::Cell::new(false),
            kept_off: std::cell::Cell::new(false),
        }
    }

    /// A side's end at `(0, 1)` going up, closed in: its own tiles below it, main trains' tiles
    /// either side, and across the way on, from `y = 2` to `4`, `band`: felt a main train keeps,
    /// or its tiles.
    fn closed_in(band: Option<(Bounds, bool)>) -> Board {
        let mut main_tiles = vec![b(-1.6, -8.0, -0.6, 1.8), b(0.6, -8.0, 1.6, 1.8), b(-1.6, -9.0, 1.6, -8.0)];
        let mut kept = Vec::new();
        match band {
            Some((row, true)) => kept.push(row),
            Some((row, false)) => main_tiles.push(row),
            None => {}
        }
        board(b(-30.0, -30.0, 30.0, 30.0), b(20.0, 20.0, 22.0, 22.0), kept, main_tiles, vec![b(-0.5, -8.0, 0.5, 1.0)])
    }

    const ROW: Bounds = Bounds { min: V2::new(-20.0, 2.0), max: V2::new(20.0, 4.0) };

    fn jump(board: &Board) -> Slot {
        board.jump(V2::new(0.0, 1.0), V2::new(0.0, 1.0), V2::new(1.0, 0.0), 0)
    }

    /// Closed in by felt a main train keeps, a side goes on beyond it by a hop that crosses only
    /// that felt; other sides keep clear of the hop, the main trains do not.
    #[test]
    fn a_side_closed_in_by_a_main_trains_felt_hops_over_it() {
        let mut board = closed_in(Some((ROW, true)));
        let slot = jump(&board);
        assert_eq!(slot.link, Link::Hop, "a hop: {slot:?}");
        let [Some([from, to]), None] = slot.rail else { panic!("one straight hop: {slot:?}") };
        assert_eq!(from, V2::new(0.0, 1.0));
        assert!(to.y > ROW.max.y && to.x.abs() < 1e-3, "straight on, beyond the kept felt: {to:?}");
        board.hops.push([from, to]);
        let on_the_hop = Bounds::around(V2::new(0.0, 3.0), V2::new(0.5, 0.5));
        assert!(!board.free_of_sides(on_the_hop, 1), "another side keeps clear of the hop");
        assert!(board.free_of_sides(on_the_hop, usize::MAX), "a main train lays over it");
    }

    /// With no free felt a rail or a hop reaches, a side goes on, the last resort, from the
    /// nearest free felt inside what the table already holds rather than beyond it (which would
    /// make every tile smaller), however much nearer that is.
    #[test]
    fn the_last_resort_stays_inside_the_table() {
        // The side's end deep inside a block of tiles, the table reaching far to the right.
        let tiles = vec![b(-13.0, -13.0, 13.0, 13.0), b(30.0, -0.5, 32.0, 0.5)];
        let board = board(b(-40.0, -40.0, 40.0, 40.0), b(-1.0, 20.0, 1.0, 22.0), Vec::new(), tiles, Vec::new());
        let slot = board.jump(V2::default(), V2::new(0.0, 1.0), V2::new(1.0, 0.0), 0);
        let table = b(-13.0, -13.0, 32.0, 13.0);
        assert_eq!(slot.link, Link::Lead, "no rail reaches: {slot:?}");
        assert!(table.contains(slot.keep), "{:?} inside the table {table:?}", slot.keep);
        assert!(slot.keep.min.x >= 13.0, "to the right, where the table goes on: {:?}", slot.keep);
    }

    /// A side that goes on along the way it stacked (straight out from its double's end, or
    /// from elsewhere) stacks across its way from then on: blocked ahead, it turns where it
    /// stands rather than going on from elsewhere at the end of a rail (it once could not turn,
    /// and ran on straight as far as the felt was free).
    #[test]
    fn a_side_going_the_way_it_stacked_turns_where_it_is_blocked() {
        let slot = Slot::straight(V2::new(0.0, 0.1), V2::new(0.0, 1.0), false, V2::new(0.0, 1.0));
        let (tile, pen) = slot.lay(false);
        assert!(pen.out.dot(pen.dir).abs() < 1e-3, "it stacks across its way: {pen:?}");
        // A main train's tiles across the way, a tile and a half ahead.
        let board =
            board(b(-30.0, -30.0, 30.0, 30.0), b(20.0, 20.0, 22.0, 22.0), Vec::new(), vec![b(-3.0, 4.4, 3.0, 5.4)], vec![tile.bounds()]);
        let next = board.next(&pen, 0);
        assert!(matches!(next.step, Step::Turn { .. }) && next.rail == [None; 2], "a turn where it stands: {next:?}");
    }

    /// A side keeps to the felt and to what the table already holds beyond it: at the felt's
    /// edge with nothing beyond, it turns or goes on from elsewhere on the felt rather than
    /// running on past the edge (which stretched the table and made every tile smaller); where
    /// a main train's rows already lie beyond the edge, it runs on there.
    #[test]
    fn a_side_runs_past_the_felts_edge_only_beside_what_the_table_holds() {
        let mut board = board(b(-30.0, -16.0, 30.0, 16.0), b(-1.0, 20.0, 1.0, 22.0), Vec::new(), Vec::new(), Vec::new());
        board.felt = b(-30.0, -10.0, 30.0, 10.0);
        // A side's tile from y = -6.9 down to -8.9, going down; the felt ends at -10.
        board.boxes.push(b(-0.5, -8.9, 0.5, -6.9));
        let pen = Pen { front: V2::new(0.0, -8.9), dir: V2::new(0.0, -1.0), out: V2::new(1.0, 0.0) };
        let inside = board.next(&pen, 0);
        assert!(board.felt.contains(inside.keep), "on the felt: {inside:?}");
        // A main train's row below the felt's edge, further along.
        board.main_tiles.push(b(10.0, -15.0, 16.0, -14.0));
        let on = board.next(&pen, 0);
        assert!(
            matches!(on.step, Step::Straight { dir, .. } if dir.y < 0.0) && on.keep.min.y < -10.0,
            "straight on past the felt's edge, beside the main train's row: {on:?}"
        );
    }

    /// A lead (the last resort) runs under the fewest tiles, and never over the hub where a bent
    /// one can go round it.
    #[test]
    fn a_lead_runs_under_the_fewest_tiles_and_round_the_hub() {
        let hub = b(-1.0, -1.0, 1.0, 1.0);
        // A tile on the way along the top, none along the bottom.
        let board = board(b(-30.0, -30.0, 30.0, 30.0), hub, Vec::new(), vec![b(-1.0, 4.5, 1.0, 5.5)], Vec::new());
        let (from, back) = (V2::new(-10.0, -5.0), V2::new(10.0, 5.0));
        let slot = board.lead(from, Slot::straight(back, V2::new(1.0, 0.0), false, V2::new(0.0, 1.0)));
        let corner = V2::new(10.0, -5.0);
        assert_eq!(slot.link, Link::Lead);
        assert_eq!(slot.rail, [Some([from, corner]), Some([corner, back])], "bent along the bottom, then up");
        // Straight where nothing lies between.
        let near = board.lead(V2::new(3.0, -5.0), Slot::straight(V2::new(6.0, -5.0), V2::new(1.0, 0.0), false, V2::new(0.0, 1.0)));
        assert_eq!(near.rail, [Some([V2::new(3.0, -5.0), V2::new(6.0, -5.0)]), None]);
    }

    /// A side's rail runs along the table's lines: where the felt it goes on from lies askew of
    /// its end, the rail bends once, though a straight one askew would run clear (only the main
    /// trains' rails from the hub run askew: a side's read as one of those spokes).
    #[test]
    fn a_sides_rail_runs_along_the_tables_lines() {
        // The side's end at the origin, going up, just off the corner of the felt it may lie on.
        let board = board(b(1.5, 1.5, 30.0, 30.0), b(-20.0, -20.0, -18.0, -18.0), Vec::new(), Vec::new(), Vec::new());
        let from = V2::default();
        let slot = board.jump(from, V2::new(0.0, 1.0), V2::new(1.0, 0.0), 0);
        let Step::Straight { back, .. } = slot.step else { panic!("straight on from elsewhere: {slot:?}") };
        assert!(!along_the_lines(from, back), "the felt lies askew of the end: {slot:?}");
        assert!(board.rail_clear(from, back, 0, true), "a straight rail askew would run clear");
        assert_eq!(slot.link, Link::Rail, "{slot:?}");
        let [Some([a, corner]), Some([c, b])] = slot.rail else { panic!("a rail bent once: {slot:?}") };
        assert_eq!((a, c, b), (from, corner, back), "from the end, round the corner, to the tile's back: {slot:?}");
        assert!(along_the_lines(a, corner) && along_the_lines(corner, b), "{slot:?}");
    }

    /// Two pieces of track read as one where they run side by side, nearer than a rail's width
    /// and a little felt, along more than a gap; lines apart, across, or end to end read as two.
    #[test]
    fn track_runs_along_track_only_side_by_side() {
        let (a, b) = (V2::new(0.0, 0.0), V2::new(6.0, 0.0));
        assert!(runs_along(a, b, V2::new(1.0, 0.0), V2::new(4.0, 0.0)), "one over the other");
        assert!(runs_along(a, b, V2::new(5.0, 0.2), V2::new(2.0, 0.2)), "a little apart, either way");
        assert!(!runs_along(a, b, V2::new(1.0, 0.6), V2::new(4.0, 0.6)), "felt between");
        assert!(!runs_along(a, b, V2::new(6.0, 0.0), V2::new(9.0, 0.0)), "end to end");
        assert!(!runs_along(a, b, V2::new(5.95, 0.1), V2::new(9.0, 0.1)), "overlapping by less than a gap");
        assert!(!runs_along(a, b, V2::new(3.0, -2.0), V2::new(3.0, 2.0)), "across");
        assert!(!runs_along(a, b, V2::new(0.0, 0.1), V2::new(6.0, 0.3)), "askew");
    }

    /// A second side leaving where another's rail runs goes another way rather than along it
    /// (two sides of one double once left it by rails 0.08 apart); where the only way out runs
    /// along that rail, it takes it rather than a lead.
    #[test]
    fn a_sides_rail_runs_along_no_other_while_another_way_reaches_free_felt() {
        let mut board = board(b(1.5, 1.5, 30.0, 30.0), b(-20.0, -20.0, -18.0, -18.0), Vec::new(), Vec::new(), Vec::new());
        let from = V2::default();
        let first = board.jump(from, V2::new(0.0, 1.0), V2::new(1.0, 0.0), 0);
        assert_eq!(first.link, Link::Rail, "{first:?}");
        board.rails.extend(first.rail.iter().flatten());
        let second = board.jump(from, V2::new(0.0, 1.0), V2::new(1.0, 0.0), 0);
        assert_eq!(second.link, Link::Rail, "{second:?}");
        for &[a, b] in second.rail.iter().flatten() {
            for r in first.rail.iter().flatten() {
                assert!(!runs_along(a, b, r[0], r[1]), "{:?} along {r:?}", [a, b]);
            }
        }

        // Closed in between main trains' tiles, with two other rails up the way out.
        let mut board = closed_in(None);
        board.rails.extend([[V2::new(-0.25, 1.0), V2::new(-0.25, 6.0)], [V2::new(0.25, 1.0), V2::new(0.25, 6.0)]]);
        let slot = jump(&board);
        assert_ne!(slot.link, Link::Lead, "the one way out, along the other rails: {slot:?}");
        let along = |[a, b]: Rail| board.rails.iter().any(|r| runs_along(a, b, r[0], r[1]));
        assert!(slot.rail.iter().flatten().any(|&r| along(r)), "{slot:?}");
    }

    /// Where a rail can leave, the side takes it; where only tiles lie across the way, no hop
    /// runs over them (the last resort, without a rail).
    #[test]
    fn a_hop_only_over_kept_felt() {
        let free = jump(&closed_in(None));
        assert!(free.link == Link::Rail && free.rail[0].is_some(), "a rail where nothing lies across: {free:?}");
        let tiles = jump(&closed_in(Some((ROW, false))));
        assert_eq!(tiles.link, Link::Lead, "nothing over tiles but a lead under them: {tiles:?}");
    }
}

//! The sides of branching doubles, laid beside their double's row: pure geometry, no Bevy.
//!
//! A branching snake keeps a lane free on each side of its rows (`snake`). A side starts at
//! its double's end, its first tile's first half beside it, and runs along the lane: back
//! towards the row's start as far as the double before it, when there is room there for a tile
//! (and that double's side ran back too), else on as far as the row's next double or the row's
//! end. It takes its way when it opens, from the doubles laid before it, so nothing laid
//! later turns it round. Its tiles lie along the lane (a double too: the lane is one tile
//! wide). A side that outgrows its stretch — a double laid in its way — folds its oldest tiles
//! into a counted run, and a side of a side, or of a double at a turn, which has no lane, shows
//! its open end where the table is free near its double, its tiles folded: the last resort.

use super::layout::{Bounds, GAP, HUB_RADIUS, Placed, Rail, SideShape, TILE_LONG, TILE_SHORT, TrainLayout, V2};
use super::snake::Snake;
use crate::rules::TrainId;

/// The lane's centre line, from its row's: past a double's end.
const LANE: f32 = TILE_SHORT + GAP + TILE_SHORT / 2.0;
/// A folded run's room for each tile, and its shortest.
const FOLD_PITCH: f32 = 0.3;
const FOLD_MIN: f32 = 1.3;

/// Which way a side runs along its lane from its double: back towards its row's start, or on
/// towards its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Way {
    Back,
    On,
}

/// A side's double in its row: the line and row, the lane, the double's index on the line, and
/// which way its side there ran.
#[derive(Clone, Copy, Debug)]
struct Ran {
    line: TrainId,
    row: usize,
    above: bool,
    at: usize,
    way: Way,
}

/// The sides laid out, in the order they opened: each decides its way when it opens, from what
/// was on the table then (the doubles before it and their sides' ways), so that nothing laid
/// later changes it.
pub(super) fn lay_sides(sides: &[SideShape], mains: &[TrainLayout], snakes: &[(TrainId, Snake)]) -> Vec<TrainLayout> {
    let mut order: Vec<&SideShape> = sides.iter().collect();
    order.sort_by_key(|s| s.side);
    let mut laid: Vec<TrainLayout> = Vec::with_capacity(sides.len());
    let mut loose: Vec<&SideShape> = Vec::new();
    let mut ran: Vec<Ran> = Vec::new();
    for side in order {
        let in_lane = mains
            .iter()
            .zip(snakes)
            .find(|(m, _)| m.train == side.parent)
            .and_then(|(main, (_, snake))| in_its_lane(side, main, snake, &mut ran));
        match in_lane {
            Some(l) => laid.push(l),
            None => loose.push(side),
        }
    }
    // The last resort, placed once the lanes are: each where the table is free near its double.
    for side in loose {
        let parent = mains.iter().chain(laid.iter()).find(|t| t.train == side.parent);
        let near = parent.and_then(|p| p.tiles.get(side.at)).map_or(V2::default(), |p| p.center);
        let spoke = parent.map_or(V2::new(1.0, 0.0), |p| p.spoke);
        let l = loose_side(side, near, spoke, mains, &laid);
        laid.push(l);
    }
    laid
}

/// A side in its lane, or none (the last resort's loose end) if its double has no lane (at a
/// turn) or the lane no room for it, even folded. It runs back along the lane, as far as the
/// double before it, when that side ran back too and leaves room for a tile and the side's
/// open end; else on, as far as the row's next double or the row's end (a double laid there
/// later cuts it short: the way back, once taken, never is).
fn in_its_lane(side: &SideShape, main: &TrainLayout, snake: &Snake, ran: &mut Vec<Ran>) -> Option<TrainLayout> {
    let double = main.tiles.get(side.at).filter(|d| !d.folded())?;
    let r = (*snake.tile_rows().get(side.at)?)?;
    let row = snake.rows().get(r)?;
    let outward = if side.left { row.dir.perp() } else { -row.dir.perp() };
    let above = outward.dot(row.up) > 0.0;
    let along = |t: &Placed| (t.center - row.start).dot(row.dir);
    let at = along(double);
    // The row's doubles before and after this one.
    let row_doubles = main.tiles.iter().enumerate().zip(snake.tile_rows()).filter(|((_, t), r_of)| t.double && **r_of == Some(r));
    let before = row_doubles.clone().filter(|((i, _), _)| *i < side.at).fold(None, |_, ((i, t), _)| Some((i, along(t))));
    let after = row_doubles.clone().find(|((i, _), _)| *i > side.at).map(|((_, t), _)| along(t));
    // The lane is crossed by the U-turn into the row at its start (towards the row before), or
    // taken by a double turning into it (towards the next).
    let start_free = if above { row.free_above } else { row.free_below };
    let back_from = match before {
        None => Some(start_free),
        Some((i, b_at)) => {
            let its_way = ran.iter().find(|x| x.line == side.parent && x.row == r && x.above == above && x.at == i).map(|x| x.way);
            (its_way != Some(Way::On)).then_some(b_at + TILE_SHORT / 2.0 + GAP)
        }
    };
    let (lo, hi) = (at - TILE_SHORT / 2.0, at + TILE_SHORT / 2.0);
    let a_tile_and_its_end = TILE_LONG + GAP + TILE_LONG;
    let way = match back_from {
        Some(from) if hi - from >= a_tile_and_its_end => Way::Back,
        _ => Way::On,
    };
    ran.push(Ran { line: side.parent, row: r, above, at: side.at, way });
    if lo < start_free - 1e-3 && way == Way::On {
        return None;
    }
    // The stretch, as `w` from beside the double's end along the side's way.
    let (room, point, way_dir): (f32, Box<dyn Fn(f32) -> V2>, V2) = match way {
        Way::Back => {
            let from = back_from.unwrap_or(start_free);
            let start = row.start;
            let (dir, o) = (row.dir, outward);
            (hi - from, Box::new(move |w: f32| start + dir.scale(hi - w) + o.scale(LANE)), -row.dir)
        }
        Way::On => {
            let to = after.map_or(row.end, |n| n - TILE_SHORT / 2.0).min(row.end) - GAP;
            let start = row.start;
            let (dir, o) = (row.dir, outward);
            (to - lo, Box::new(move |w: f32| start + dir.scale(lo + w) + o.scale(LANE)), row.dir)
        }
    };
    lay_along(side, main.spoke, room, &*point, way_dir, outward)
}

/// A side's tiles laid along a stretch of `room` from `point(0)` on its way (folding its first
/// tiles into a counted run if it must), and its open end after them; none if even folded it
/// has no room.
fn lay_along(side: &SideShape, spoke: V2, room: f32, point: &dyn Fn(f32) -> V2, way_dir: V2, outward: V2) -> Option<TrainLayout> {
    let n = side.doubles.len();
    let need = |k: usize| {
        let run = if k > 0 { fold_len(k) + GAP } else { 0.0 };
        run + (n - k) as f32 * (TILE_LONG + GAP) + TILE_LONG
    };
    // Too little room even folded: the last resort's loose end.
    let fold = (0..=n).find(|&k| need(k) <= room + 1e-3)?;
    let mut tiles = Vec::with_capacity(n);
    let mut runs = Vec::new();
    let mut w = 0.0;
    if fold > 0 {
        let len = fold_len(fold);
        tiles.extend(slivers(&side.doubles[..fold], len, point, way_dir));
        runs.push((strip(point(0.0), point(len), outward), fold));
        w = len + GAP;
    }
    for _ in fold..n {
        tiles.push(Placed::full(point(w + TILE_LONG / 2.0), way_dir, false));
        w += TILE_LONG + GAP;
    }
    let next = Placed::full(point(w + TILE_LONG / 2.0), way_dir, false);
    Some(TrainLayout {
        train: side.side,
        spoke,
        home: point(0.0),
        tiles,
        next,
        badge: next.bounds(),
        marker: next.center,
        folded: fold,
        runs,
        rails: Vec::new(),
    })
}

/// The length of a folded run of `n` tiles.
fn fold_len(n: usize) -> f32 {
    (n as f32 * FOLD_PITCH).max(FOLD_MIN)
}

/// The tiles of a folded run `len` long, from `at(0)` to `at(len)`, each a sliver.
fn slivers(doubles: &[bool], len: f32, at: &dyn Fn(f32) -> V2, way: V2) -> Vec<Placed> {
    let pitch = len / doubles.len().max(1) as f32;
    let sliver = (pitch * 0.75).min(FOLD_PITCH * 0.75);
    doubles
        .iter()
        .enumerate()
        .map(|(i, &double)| {
            let along = if double { TILE_SHORT } else { TILE_LONG };
            Placed { center: at((i as f32 + 0.5) * pitch), dir: way, double, squash: sliver / along }
        })
        .collect()
}

/// The box of a lane's stretch from `a` to `b` (points on its centre line), a tile wide.
fn strip(a: V2, b: V2, across: V2) -> Bounds {
    let h = across.scale(TILE_SHORT / 2.0);
    let h = V2::new(h.x.abs(), h.y.abs());
    Bounds::around(a, h).union(Bounds::around(b, h))
}

/// The last resort: a side with no lane of its own shows its open end where the table is free
/// nearest its double, its tiles folded beside it.
fn loose_side(side: &SideShape, near: V2, spoke: V2, mains: &[TrainLayout], laid: &[TrainLayout]) -> TrainLayout {
    let busy: Vec<Bounds> = mains
        .iter()
        .chain(laid)
        .flat_map(|t| t.boxes().chain(t.runs.iter().map(|r| r.0)))
        .chain(std::iter::once(Bounds::around(V2::default(), V2::new(HUB_RADIUS, HUB_RADIUS))))
        .collect();
    let n = side.doubles.len();
    let run_len = if n > 0 { fold_len(n) + GAP } else { 0.0 };
    // The run, then the next place, along +x.
    let footprint = |c: V2| {
        let from = c - V2::new((run_len + TILE_LONG) / 2.0, 0.0);
        Bounds { min: from - V2::new(GAP, TILE_SHORT / 2.0 + GAP), max: from + V2::new(run_len + TILE_LONG + GAP, TILE_SHORT / 2.0 + GAP) }
    };
    let rails: Vec<Rail> = mains.iter().chain(laid).flat_map(|t| t.rails.iter().copied()).collect();
    let free = |c: V2| {
        let here = footprint(c);
        !busy.iter().any(|b| b.overlaps(here)) && !rails.iter().any(|r| here.crossed_by(r[0], r[1], 0.0))
    };
    let spot = (1..60)
        .flat_map(|ring| {
            let radius = 1.5 + ring as f32 * 0.5;
            (0..16).map(move |k| {
                let a = k as f32 * std::f32::consts::TAU / 16.0;
                near + V2::new(a.cos() * radius, a.sin() * radius)
            })
        })
        .find(|&c| free(c))
        .unwrap_or_else(|| {
            // Past everything, above it.
            let top = busy.iter().map(|b| b.max.y).fold(near.y, f32::max);
            V2::new(near.x, top + TILE_LONG)
        });
    let from = spot - V2::new((run_len + TILE_LONG) / 2.0, 0.0);
    let way = V2::new(1.0, 0.0);
    let at = |x: f32| from + V2::new(x, 0.0);
    let tiles = if n > 0 { slivers(&side.doubles, run_len - GAP, &at, way) } else { Vec::new() };
    let runs = if n > 0 { vec![(strip(at(0.0), at(run_len - GAP), V2::new(0.0, 1.0)), n)] } else { Vec::new() };
    let next = Placed::full(at(run_len + TILE_LONG / 2.0), way, false);
    TrainLayout {
        train: side.side,
        spoke,
        home: from,
        tiles,
        next,
        badge: next.bounds(),
        marker: next.center,
        folded: n,
        runs,
        rails: Vec::new(),
    }
}

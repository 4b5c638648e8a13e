//! Outer trains that cross under the hub to the felt the other side leaves free: pure geometry,
//! no Bevy.
//!
//! The two outer strips at one end of the table (the top ones, the bottom ones) stack their rows
//! away from the hub, each on its side. When one of them is long and the other short, half of
//! that end of the felt stays empty while the long one stacks row on row in its corner. So, in
//! the order of play, a long train's row running back towards the hub may run on under it to
//! the other side's edge, when it lies well beyond what the other train has and the row after
//! the next it may take; from then on its rows run the felt's whole width. The other train keeps
//! its rows above and, once its next row would meet the crossing ones, runs on past the felt's
//! edge into legs along it, as a strip with an end does. The strips between the outer two of
//! that side have legs past the same edge: a train only crosses while theirs have not begun,
//! and from then on they keep above the other train's first row (at eight seats the viewer's
//! strip lands a strip lower for it: `mains::strips`). Only once per end of the table. Every
//! decision is taken when the tile comes and never changes: laying a tile moves no other tile.
//!
//! Crossing below a side with strips between its outer two was once left to the landing strip:
//! at six seats the Mexican train then stacked row on row in its corner, and of 72 seeded rounds'
//! ends at 1280×720, 48 shared the felt; crossing there too, 52, and none fewer
//! (`framing::tests::late_tables_share_the_felt`).

use super::geometry::{BAY, Bounds, Felt, GAP, HUB_RADIUS, TILE_LONG, TILE_SHORT, TrainShape, V2};
use super::mains::{MainPen, SIDE_LANE};
use super::snake::{BAY_ROW, Field, WIDE_ROW};

/// The outer trains at one end of the table, and whether one crossed.
#[derive(Clone, Copy, Debug)]
struct Pair {
    /// The left one and the right one (indices of the main trains).
    mains: [usize; 2],
    /// The way their rows stack (±1 along y).
    stack: f32,
    /// Which crossed (0: the left, 1: the right) and how far from the hub's line (along the
    /// way rows stack) its crossing rows' felt begins.
    crossed: Option<(usize, f32)>,
    /// Whether the other has ended its rows.
    yielded: bool,
}

/// The crossings of a table being laid in the order of play.
pub(super) struct Crossings {
    pairs: Vec<Pair>,
    felt: Felt,
    branching: bool,
}

/// How far from a row's centre line its felt reaches towards the row before and towards the
/// next (a double moved away from the row before; with branching doubles, the lanes for sides),
/// and the furthest apart two rows may be.
fn reaches(branching: bool) -> (f32, f32, f32) {
    if branching { (BAY + GAP, BAY + GAP, BAY_ROW + SIDE_LANE) } else { (TILE_SHORT + GAP, TILE_SHORT * 1.5 + GAP, WIDE_ROW) }
}

/// How far `b` reaches from the hub's line the way `stack` points.
fn depth_of(b: Bounds, stack: f32) -> (f32, f32) {
    let (p, q) = (b.min.y * stack, b.max.y * stack);
    (p.min(q), p.max(q))
}

/// The shortest legs a train that ended its rows goes on in.
const LEG_LEAST: f32 = 3.0 * TILE_LONG;

impl Crossings {
    /// The pairs of outer trains of `mains` that may cross, if the order of play is `known`.
    pub(super) fn of(mains: &[(MainPen, &TrainShape)], felt: Felt, branching: bool, known: bool) -> Crossings {
        let find = |out: f32, stack: f32| mains.iter().position(|(m, _)| m.outer() == Some((out, stack)));
        let mut pairs = Vec::new();
        if known {
            for stack in [1.0, -1.0] {
                if let (Some(l), Some(r)) = (find(-1.0, stack), find(1.0, stack)) {
                    pairs.push(Pair { mains: [l, r], stack, crossed: None, yielded: false });
                }
            }
        }
        Crossings { pairs, felt, branching }
    }

    /// Before main train `k` lays its next tile: it crosses if it may and the felt is free
    /// (`free`: clear of what else lies there), or ends its rows if a crossing train's rows are
    /// next. Whether anything changed.
    pub(super) fn before_lay(&mut self, mains: &mut [(MainPen, &TrainShape)], k: usize, free: impl Fn(Bounds) -> bool) -> bool {
        let mut changed = false;
        for p in 0..self.pairs.len() {
            let pair = self.pairs[p];
            let Some(i) = pair.mains.iter().position(|&m| m == k) else { continue };
            match pair.crossed {
                None => {
                    if let Some(top) = self.try_cross(mains, pair.mains[i], pair.mains[1 - i], &free) {
                        self.pairs[p].crossed = Some((i, top));
                        changed = true;
                    }
                }
                Some((c, top)) if c != i && !pair.yielded && self.try_yield(mains, k, pair.mains[c], top) => {
                    self.pairs[p].yielded = true;
                    changed = true;
                }
                _ => {}
            }
        }
        changed
    }

    /// Whether `b` stays clear of the rows that crossed to main train `k`'s side.
    pub(super) fn clear_for(&self, k: usize, b: Bounds) -> bool {
        self.pairs.iter().all(|pair| match pair.crossed {
            Some((c, top)) if pair.mains[1 - c] == k => {
                // The other is the left one when the right one crossed.
                let out = if c == 1 { -1.0 } else { 1.0 };
                let (_, deep) = depth_of(b, pair.stack);
                let on_side = b.max.x * out > 0.0 || b.min.x * out > 0.0;
                !(on_side && deep > top)
            }
            _ => true,
        })
    }

    /// Main train `c` crosses to the side of `o` if it is laying a row back towards the hub
    /// that lies beyond everything `o` has and the row after the next it may take; the depth
    /// where its crossing rows' felt begins.
    fn try_cross(&self, mains: &mut [(MainPen, &TrainShape)], c: usize, o: usize, free: &impl Fn(Bounds) -> bool) -> Option<f32> {
        let (to_before, to_next, pitch) = reaches(self.branching);
        let (crosser, other) = (&mains[c].0, &mains[o].0);
        let (out, stack) = other.outer()?;
        let (field, r, v) = crosser.snake().row_line()?;
        // Only when the row would turn at the hub's end.
        if field != 0 || r.is_multiple_of(2) || !crosser.snake().turns_next() {
            return None;
        }
        let (ro, vo) = other.snake().row_ahead()?;
        // The other keeps the felt of the row it lays and, if that one runs back to the hub, the
        // next, which runs out to the felt's edge, where it would turn into its legs. (Its first
        // row lies a sixth of the felt from the hub's line, `mains::SPREAD`: keeping a row more,
        // as when it lay beside the hub, left the crossing train stacking rows in its corner.)
        let kept_row = ro.next_multiple_of(2);
        let mut deepest = vo + (kept_row - ro) as f32 * pitch + to_next;
        deepest = deepest.max(other.planned_next().map_or(0.0, |n| n + pitch + to_next));
        for t in other.tiles() {
            deepest = deepest.max(depth_of(t.bounds(), stack).1);
        }
        let top = v - to_before;
        if top < deepest + GAP || top < HUB_RADIUS + TILE_LONG {
            return None;
        }
        // The felt its rows take on the other side, and the other's legs past its edge.
        let reach = self.felt.reach;
        let y = |d: f32| d * stack;
        let span = |x0: f32, x1: f32, d0: f32, d1: f32| Bounds {
            min: V2::new(x0.min(x1), y(d0).min(y(d1))),
            max: V2::new(x0.max(x1), y(d0).max(y(d1))),
        };
        let far = v + to_next + 4.0 * TILE_LONG;
        let rows = span(0.0, out * reach, top, far);
        let legs = span(out * (reach - GAP), out * (reach + 3.0 * TILE_LONG), deepest - to_next - TILE_SHORT, far);
        if !free(rows) || !free(legs) {
            return None;
        }
        // The legs of the other side's middle strips may reach into the felt past the edge that
        // the other's legs would take: only if none has yet, and from now on they keep above
        // its first row. (Its first row's tiles, a double across it, and a landing strip's turn
        // into its legs reach half a tile's length from its line towards the hub.)
        let line = other.first_line() - stack * (TILE_LONG / 2.0 + GAP);
        let middles: Vec<usize> = (0..mains.len()).filter(|&m| m != o && mains[m].0.side() == out).collect();
        if !middles.iter().all(|&m| mains[m].0.may_keep_legs_short_of(line, stack)) {
            return None;
        }
        for m in middles {
            mains[m].0.keep_legs_short_of(line, stack);
        }
        mains[c].0.cross_to(-(reach - GAP));
        mains[o].0.keep_beyond(legs);
        Some(top)
    }

    /// Main train `o` ends its rows if the one after the row it lays out to the edge would meet
    /// the rows of `c` that crossed to its side (their felt begins at depth `top`).
    fn try_yield(&self, mains: &mut [(MainPen, &TrainShape)], o: usize, c: usize, top: f32) -> bool {
        let (_, to_next, pitch) = reaches(self.branching);
        let other = &mains[o].0;
        let Some((out, stack)) = other.outer() else { return false };
        let Some((0, r, v)) = other.snake().row_line() else { return false };
        if !r.is_multiple_of(2) || v + pitch + to_next + GAP < top {
            return false;
        }
        let lo = v + TILE_SHORT + GAP;
        let least = lo + (self.felt.height() / 2.0).max(LEG_LEAST);
        let deepest = mains[c].0.tiles().iter().map(|t| depth_of(t.bounds(), stack).1).fold(least, f32::max);
        let legs = Field {
            origin: V2::default(),
            a: V2::new(0.0, stack),
            b: V2::new(out, 0.0),
            v0: 0.0,
            lo,
            hi: deepest,
            rows: None,
            hub_clear: 0.0,
            bays: self.branching,
            run_past: false,
            cross: None,
        };
        mains[o].0.end_rows_here(legs);
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::geometry::{Felt, HUB_RADIUS, TrainShape};
    use crate::layout::check::assert_clear;
    use crate::layout::tests::{felt, shapes};
    use crate::layout::{Table, TableLayout, lay_out};
    use engine::rules::TrainId;

    /// Four seats, the viewer's (seat 0's) train `viewer` tiles long and the Mexican train
    /// `mexican`, the others three; the three and the Mexican train's tiles played in turns first,
    /// then the viewer's.
    fn four_seats(viewer: usize, mexican: usize) -> Vec<TrainShape> {
        let mut s = shapes(
            4,
            true,
            |i| match i {
                0 => viewer,
                4 => mexican,
                _ => 3,
            },
            0,
        );
        let turns = 3.max(mexican) as u32;
        for t in &mut s {
            let i = match t.train {
                TrainId::Personal(k) => k as u32,
                _ => 4,
            };
            t.laid = (0..t.doubles.len() as u32).map(|k| if i == 0 { 5 * turns + k } else { 5 * k + i }).collect();
        }
        s
    }

    /// The table at every moment of play: every tile stays where it was laid, nothing overlaps.
    fn laid_moment_by_moment(trains: &[TrainShape], felt: Felt, branching: bool) -> TableLayout {
        let last = trains.iter().flat_map(|t| t.laid.iter().copied()).max().unwrap_or(0);
        let mut before: Option<TableLayout> = None;
        for now in 0..=last {
            let cut: Vec<TrainShape> = trains
                .iter()
                .map(|t| {
                    let n = t.laid.iter().filter(|&&m| m <= now).count();
                    TrainShape { train: t.train, doubles: t.doubles[..n].to_vec(), laid: t.laid[..n].to_vec() }
                })
                .collect();
            let table = lay_out(&Table { trains: &cut, sides: &[], viewer: 0, branching }, felt, &[]);
            assert_clear(&table);
            if let Some(b) = &before {
                for (t, was) in table.trains.iter().zip(&b.trains) {
                    assert_eq!(t.tiles[..was.tiles.len()], was.tiles[..], "{:?}'s tiles stay where they were, at {now}", t.train);
                }
            }
            before = Some(table);
        }
        before.unwrap_or_else(|| lay_out(&Table { trains, sides: &[], viewer: 0, branching }, felt, &[]))
    }

    #[test]
    fn a_long_train_crosses_under_the_hub_to_the_felt_a_short_one_leaves() {
        for branching in [false, true] {
            let trains = four_seats(3, 60);
            let crossed = laid_moment_by_moment(&trains, felt(5), branching);
            let mexican = crossed.train(TrainId::Mexican).unwrap();
            let across = mexican.tiles.iter().filter(|p| p.center.x < -HUB_RADIUS && p.center.y < 0.0).count();
            assert!(across >= 5, "branching {branching}: {across} of the Mexican train's tiles on the viewer's side");
            // Without the order of play nothing crosses, and the table is deeper.
            let unordered: Vec<TrainShape> = trains.iter().map(|t| TrainShape { laid: Vec::new(), ..t.clone() }).collect();
            let stacked = lay_out(&Table { trains: &unordered, sides: &[], viewer: 0, branching }, felt(5), &[]);
            assert!(stacked.train(TrainId::Mexican).unwrap().tiles.iter().all(|p| p.center.x > 0.0));
            assert!(
                crossed.bounds.size().y < stacked.bounds.size().y - 1.0,
                "branching {branching}: {} deep crossed, {} stacked",
                crossed.bounds.size().y,
                stacked.bounds.size().y
            );
        }
    }

    #[test]
    fn the_short_train_then_ends_its_rows_and_goes_on_past_the_felts_edge() {
        for branching in [false, true] {
            let f = felt(5);
            let reach = if branching { f.branching().reach } else { f.reach };
            let table = laid_moment_by_moment(&four_seats(40, 60), f, branching);
            let viewer = table.train(TrainId::Personal(0)).unwrap();
            let past = viewer.tiles.iter().filter(|p| p.center.x < -reach).count();
            assert!(past >= 5, "branching {branching}: {past} of the viewer's tiles in legs past the felt's edge");
        }
    }

    /// `seats` seats and the Mexican train (`shapes`' order: seat 0 on, then the Mexican train),
    /// `lengths` long, laid in `phases`: in each, the trains it names take turns, one tile each,
    /// until every one has laid all its tiles.
    fn seated(seats: u8, lengths: &[usize], phases: &[&[usize]]) -> Vec<TrainShape> {
        let mut s = shapes(seats, true, |i| lengths[i], 0);
        let mut now = 0u32;
        for phase in phases {
            for k in 0..phase.iter().map(|&i| lengths[i]).max().unwrap_or(0) {
                for &i in phase.iter().filter(|&&i| k < lengths[i]) {
                    s[i].laid.push(now);
                    now += 1;
                }
            }
        }
        assert!(s.iter().all(|t| t.laid.len() == t.doubles.len()), "every train in a phase");
        s
    }

    const VIEWER: usize = 0;
    /// The left side's lowest strip between the outer ones (seat 1's, above the viewer's, at six
    /// and at eight seats).
    const ABOVE: usize = 1;

    /// The Mexican train's index at `seats` seats (`seated`'s order), and lengths of 3 for every
    /// train but a long Mexican train (60).
    fn long_mexican(seats: u8) -> (usize, Vec<usize>) {
        let mexican = usize::from(seats);
        let mut lengths = vec![3; mexican + 1];
        lengths[mexican] = 60;
        (mexican, lengths)
    }

    /// Train `i` of a table of `seats` seats (`seated`'s order).
    fn tiles_of(t: &TableLayout, seats: u8, i: usize) -> &[crate::geometry::Placed] {
        let id = if i == usize::from(seats) { TrainId::Mexican } else { TrainId::Personal(i as u8) };
        &t.train(id).unwrap().tiles
    }

    /// At six and at eight seats the right side has a strip more than the left (the Mexican
    /// train's), and the left a strip between its outer two, whose legs past the felt's edge
    /// reach down beside the viewer's rows: a long Mexican train still crosses under the hub
    /// below a short viewer's train rather than stacking row on row in its corner (at eight seats
    /// the viewer's train lands in the left side's lowest middle place for it).
    #[test]
    fn a_long_mexican_train_crosses_below_the_viewers_short_one_past_strips_between() {
        for seats in [6u8, 8] {
            let (mexican, lengths) = long_mexican(seats);
            let everyone: Vec<usize> = (0..=mexican).collect();
            let table = laid_moment_by_moment(&seated(seats, &lengths, &[&everyone]), felt(mexican + 1), false);
            let viewer_lowest = tiles_of(&table, seats, VIEWER).iter().fold(f32::INFINITY, |m, p| m.min(p.bounds().min.y));
            let across: Vec<_> = tiles_of(&table, seats, mexican).iter().filter(|p| p.center.x < -HUB_RADIUS).collect();
            assert!(across.len() >= 10, "{seats} seats: {} of the Mexican train's tiles on the viewer's side", across.len());
            assert!(across.iter().all(|p| p.bounds().max.y < viewer_lowest), "{seats} seats: below the viewer's train");
        }
    }

    /// The strip above the viewer's has legs past the felt's edge that may reach down beside
    /// the viewer's rows: once they have, the Mexican train no longer crosses (the viewer's train
    /// would have no room for its legs there); once it has crossed, they keep above the viewer's
    /// first row, and the viewer's train, growing long, ends its rows and goes on in legs below
    /// them. Nothing overlaps at any moment, and no tile moves; at six seats and at eight.
    #[test]
    fn the_legs_beside_the_viewers_train_and_its_own_keep_apart() {
        for seats in [6u8, 8] {
            let (mexican, mut lengths) = long_mexican(seats);
            lengths[ABOVE] = 40;
            let others: Vec<usize> = (2..=mexican).collect();
            let f = felt(mexican + 1);
            // Its legs first: the Mexican train stays on its side.
            let table = laid_moment_by_moment(&seated(seats, &lengths, &[&[ABOVE], &[0], &others]), f, false);
            let viewer_line = tiles_of(&table, seats, VIEWER)[0].center.y;
            let reached_down = tiles_of(&table, seats, ABOVE).iter().any(|p| p.center.x < -f.reach && p.center.y < viewer_line);
            assert!(reached_down, "{seats} seats: its legs reach down");
            assert!(tiles_of(&table, seats, mexican).iter().all(|p| p.center.x > 0.0), "{seats} seats: the Mexican train keeps its side");
            // The Mexican train first, then the legs, then a long viewer's train.
            lengths[VIEWER] = 40;
            let table = laid_moment_by_moment(&seated(seats, &lengths, &[&others, &[ABOVE], &[VIEWER]]), f, false);
            let across = tiles_of(&table, seats, mexican).iter().filter(|p| p.center.x < -HUB_RADIUS).count();
            assert!(across >= 10, "{seats} seats: crossed ({across})");
            let viewer_line = tiles_of(&table, seats, VIEWER)[0].center.y;
            let above = tiles_of(&table, seats, ABOVE).iter().all(|p| p.bounds().min.y > viewer_line);
            assert!(above, "{seats} seats: its legs above the viewer's first row");
            let legs = tiles_of(&table, seats, VIEWER).iter().filter(|p| p.center.x < -f.reach).count();
            assert!(legs >= 10, "{seats} seats: {legs} of the viewer's tiles in legs past the felt's edge");
        }
    }

    /// Real rounds at six and at eight seats without branching doubles (48 seeds each of the rule
    /// sets without them, on a 1280×720 window's felt), position by position: every table clear,
    /// no tile ever moves, and in some of them the Mexican train crossed below the viewer's and
    /// the viewer's went on in legs. (Other windows' shapes: `layout::tests::
    /// every_seat_count_lies_clear_on_felts_of_other_shapes`.)
    #[test]
    fn real_rounds_cross_below_the_viewers_train_past_strips_between_and_stay_clear() {
        use crate::geometry::V2;
        use crate::layout::tests::{each_steady_table, rule_sets};
        use engine::rules::house_rules::Branching;
        let (w, h) = (1280.0, 720.0);
        for seats in [6u8, 8] {
            let (mut positions, mut crossed, mut legs) = (0, 0, 0);
            let reach = Felt::for_window(V2::new(w, h), usize::from(seats) + 1).reach;
            for (name, rules) in rule_sets().into_iter().filter(|(_, r)| r.branching == Branching::Off) {
                for seed in (0..48u64).map(|s| s * 5 + 2) {
                    each_steady_table(&rules, seats, seed, (w, h), &name, |round, table| {
                        if round.is_over() {
                            crossed += usize::from(tiles_of(table, seats, usize::from(seats)).iter().any(|p| p.center.x < -HUB_RADIUS));
                            legs += usize::from(tiles_of(table, seats, VIEWER).iter().any(|p| p.center.x < -reach));
                        }
                        positions += 1;
                    });
                }
            }
            println!(
                "{seats} seats: {positions} positions; at the rounds' ends the Mexican train had crossed in {crossed}, the viewer's train gone on in legs in {legs}"
            );
            assert!(crossed > 0 && legs > 0, "{seats} seats: crossed {crossed}, legs {legs}");
        }
    }
}

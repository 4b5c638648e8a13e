//! The main trains laid in their strips of the felt, tile by tile: pure geometry, no Bevy.
//!
//! Each side of the hub is a stack of strips, one per train in play order from the viewer
//! (`strips`); a train runs out from the hub along its strip's first row and turns back at the
//! felt's edge (`snake`), its oldest tiles in a counted run if the table must fold (the last
//! resort), its open end showing the number to match and its marker. On a branching table a
//! train also says which felt it keeps clear of the sides of doubles ([`MainPen::kept`]).

use super::geometry::{
    ABOVE_START, BAY, Bounds, Felt, GAP, HUB_RADIUS, LANE_START, Placed, Rail, TILE_LONG, TILE_SHORT, TrainLayout, TrainShape, V2,
};
use super::snake::{BAY_ROW, Field, ROW, Snake, WIDE_ROW};
use engine::rules::{Seat, TrainId};

/// A folded run (the last resort): the room each tile takes in it, and the run's shortest and
/// longest.
const FOLD_PITCH: f32 = 0.3;
const FOLD_MIN: f32 = 1.3;
const FOLD_MAX: f32 = 3.0;

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

/// Whether the views say when each main train's tile was laid (a server of an older version
/// says nothing).
pub(super) fn order_known(mains: &[(MainPen, &TrainShape)]) -> bool {
    mains.iter().all(|(_, t)| t.laid.len() == t.doubles.len())
}

/// The main trains' tiles (each main's index and the tile's) in the order they were played;
/// without it, one train after another.
pub(super) fn play_order(mains: &[(MainPen, &TrainShape)]) -> Vec<(usize, usize)> {
    let tiles = |(main, (pen, shape)): (usize, &(MainPen, &TrainShape))| (pen.folded()..shape.doubles.len()).map(move |tile| (main, tile));
    let mut order: Vec<(usize, usize)> = mains.iter().enumerate().flat_map(tiles).collect();
    if order_known(mains) {
        order.sort_by_key(|&(main, tile)| (mains[main].1.laid[tile], main, tile));
    }
    order
}

/// The length of a folded run of `n` tiles.
fn fold_len(n: usize) -> f32 {
    (n as f32 * FOLD_PITCH).clamp(FOLD_MIN, FOLD_MAX)
}

/// A train's strip: the side of the hub (`out`: ±1 along x), the way its rows stack (`stack`:
/// ±1 along y), its first row's centre line, and how many rows it has (`None`: without end, an
/// outer strip); a strip with an end goes on past the felt's edge in legs across `band` (from
/// `band.0` to `band.1` along y); and how much further from the hub than usual its rows begin
/// (`away`: [`AWAY_FROM_HUB`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Strip {
    pub(super) train: TrainId,
    out: f32,
    stack: f32,
    first: f32,
    rows: Option<usize>,
    band: (f32, f32),
    away: f32,
}

/// How far from its centre line a row's tiles reach towards the hub, in a game without and with
/// branching doubles (their lanes for sides): rows closer than this to the hub start beside it.
fn reach_across(branching: bool) -> f32 {
    if branching { BAY } else { ROW }
}

/// Room a strip keeps between its edge and its first row's centre line (a double across the row
/// reaches a tile's length from it; with branching doubles, the lane for sides beyond), and
/// beyond its last row (a double there may lie half a tile further out).
fn inner_margin(branching: bool) -> f32 {
    if branching { BAY + GAP / 2.0 } else { TILE_SHORT + GAP / 2.0 }
}

fn far_margin(branching: bool) -> f32 {
    if branching { BAY + GAP / 2.0 } else { TILE_SHORT * 1.5 + GAP / 2.0 }
}

/// How far from the hub's line, as a share of the felt's height, the first rows of a side with
/// only its two outer strips lie: apart, as on a real table, so that the felt between and beyond
/// them is shared (beside the hub, a 4-seat table's trains stayed in a band across the middle
/// of the felt while its top and bottom stayed empty: of 24 seeded rounds' ends at 1280×720, 8
/// shared the felt, and 23 since, the tiles as long; `framing::tests::late_tables_share_the_felt`).
pub(super) const SPREAD: f32 = 1.0 / 6.0;

/// The strips of one side of the hub, top to bottom: the outer ones open (stacking up from the
/// top of the middle ones, down from their bottom, or from a sixth of the felt each side of the
/// hub's line without middle ones), the middle ones centred on the hub's line with three rows
/// each if the felt has room for them and the outer strips' first rows, else one.
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
        (0, _) => inner.max(felt.height() * SPREAD),
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
            Strip { train, out, stack: 1.0, first: 0.0, rows: None, band: (0.0, 0.0), away: 0.0 }
        } else if i == 0 {
            Strip { train, out, stack: 1.0, first: outer_first, rows: None, band: (0.0, 0.0), away: 0.0 }
        } else if i == m - 1 {
            Strip { train, out, stack: -1.0, first: -outer_first, rows: None, band: (0.0, 0.0), away: 0.0 }
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
            Strip { train, out, stack, first, rows: Some(rows), band, away: 0.0 }
        };
        out_strips.push(strip);
    }
    out_strips
}

/// Every main train's strip, in play order from the viewer: the first half of the trains up the
/// left side (the larger half at six seats with branching doubles), the rest down the right.
///
/// At eight seats without branching doubles the Mexican train, last, makes the right side a
/// strip deeper than the left, so the viewer's train, the left side's outer strip at the
/// bottom, lay as deep as the Mexican train's second row: a long Mexican train could not cross
/// under the hub to the felt a short viewer's train left (`crossing`), and stacked row on row in
/// its corner while the bottom left of the felt stayed empty. So the left side is laid out as
/// deep as the right, a strip for the Mexican train's crossing rows at its bottom, and the
/// viewer's train lands in the lowest middle strip's place and stacks its rows down into that
/// felt, as an outer strip: whichever of the two comes first takes it. The strips between the
/// outer ones get more room for their legs past the felt's edge ([`widen_outer_legs`]). Of 24
/// seeded rounds' ends at 1280×720, 19 share the felt (9 before), the tiles 44.5–56.1 px long,
/// 51.5 on average (44.5–55.9 and 49.8 before; `framing::tests::late_tables_share_the_felt`,
/// with the felt's rows shorter for it, [`Felt::for_window`]). At six seats the same measured
/// worse (10 of 72 against 52, where the Mexican train crosses below the viewer's outer strip
/// past the strip between: `crossing`); at seven seats, landing a strip lower in the left side's
/// lowest middle place, 30 of 72 shared the felt against 23, but 8 of those 23 no longer did and
/// the smallest tile fell from 45.0 px to 40.8 (not kept); with branching doubles, no better (2
/// of 24 against 1).
///
/// At six seats with branching doubles the left side takes four trains and the right three, the
/// Mexican train's side the smaller: the Mexican train and its sides hold half such a table,
/// and the right side's four strips crowded them into knots of rails while the left stayed
/// empty. Over three sets of 72 seeded rounds' ends at 1280×720, 39 of 216 share the felt
/// against 22 with branching doubles, and 46 against 41 with three covers, the tiles 0.3–0.9 px
/// longer on average (`framing::tests::late_tables_share_the_felt`). At four and eight seats
/// the same shared the felt less, and left the demo's tables cells empty
/// (`docs/table-layout.md`).
pub(super) fn strips(trains: &[TrainShape], viewer: Seat, felt: Felt, branching: bool) -> Vec<Strip> {
    let ids: Vec<TrainId> = trains.iter().map(|t| t.train).collect();
    let order = table_order(&ids, viewer);
    let seats = order.iter().filter(|t| t.owner().is_some()).count();
    let landing = !branching && seats == LANDING_AT && order.len() == seats + 1 && order.last() == Some(&TrainId::Mexican);
    let k = if landing {
        seats / 2
    } else if branching && seats == LEFT_LARGER_AT {
        order.len().div_ceil(2)
    } else {
        order.len() / 2
    };
    let mut left: Vec<TrainId> = order[..k].iter().rev().copied().collect();
    if landing {
        // The Mexican train's crossing rows' strip, for the side's shape only.
        left.push(TrainId::Mexican);
    }
    let mut all = strips_of_side(&left, -1.0, felt, branching);
    if landing {
        all.pop();
        if let Some(viewer) = all.last_mut() {
            *viewer = Strip { rows: None, stack: -1.0, band: (0.0, 0.0), ..*viewer };
        }
    }
    all.extend(strips_of_side(&order[k..], 1.0, felt, branching));
    if landing {
        widen_outer_legs(&mut all);
    }
    // The Mexican train, last in the order, lies on the right.
    if branching && order.contains(&TrainId::Mexican) {
        for s in all.iter_mut().filter(|s| s.out < 0.0) {
            s.away = AWAY_FROM_HUB;
        }
    }
    all.sort_by_key(|s| order.iter().position(|t| *t == s.train));
    all
}

/// How much further from the hub than usual the rows of a branching table's side without the
/// Mexican train begin (`strips`): a tile and a half, their rails from the hub that much longer.
/// With branching doubles the players' trains stay short, as the sides of doubles take the
/// tiles (the Mexican train with its sides holds 38–56 % of a late table): their few tiles lay
/// by the hub, and the felt's corners on their side stayed empty. Begun further out, they reach
/// those corners, and the felt by the hub is left to the rails and the sides. Over three sets of
/// 72 seeded late tables at 1280×720 (branching doubles, three covers, every variant; 4, 6 and 8
/// seats), 401 of 1944 share the felt against 346: at six seats 157 of 648 against 142, at eight
/// 130 against 90, at four as many (114), the four-seat branching demo's among them. The tiles
/// are 0.2–1.9 px shorter on average, the shortest 32.0 px; the sides' track is as long. One and
/// two tile lengths gave 390 and 416 (the shortest 31.5 px); the Mexican train's side 1.5
/// further instead, 399; both sides, 430, the shortest 31.4 px and the tiles up to 3.9 px
/// shorter. The standard game's trains are long: with it, 504 of 648 against 509
/// (`docs/table-layout.md`).
const AWAY_FROM_HUB: f32 = 1.5 * TILE_LONG;

/// At how many seats the viewer's train lands below the left side's middle strips (`strips`).
const LANDING_AT: usize = 8;

/// At how many seats a branching table's left side takes a strip more than the right (`strips`).
const LEFT_LARGER_AT: usize = 6;

/// Past the felt's edge above the highest strip between the outer ones and below the lowest,
/// the outer trains' rows never go: on each side those two strips' legs get twice their band's
/// room that way, and none of their neighbours'. (At eight seats the middle strips have a row
/// each and legs in a slice of the felt's height; the middle one of three bends every tile.)
/// The lowest one's room below reaches into the felt past the edge a landing train's legs would
/// take: once the other side's train crosses below that one, the legs keep above it (`crossing`).
fn widen_outer_legs(strips: &mut [Strip]) {
    for out in [-1.0, 1.0] {
        let mut middles: Vec<&mut Strip> = strips.iter_mut().filter(|s| s.out == out && s.rows.is_some()).collect();
        middles.sort_by(|a, b| a.first.total_cmp(&b.first));
        let n = middles.len();
        if n < 2 {
            continue;
        }
        let (next_up, next_down) = (middles[1].band.0, middles[n - 2].band.1);
        let lowest = &mut middles[0].band;
        *lowest = (lowest.0 - (lowest.1 - lowest.0), lowest.1.min(next_up));
        let highest = &mut middles[n - 1].band;
        *highest = (highest.0.max(next_down), highest.1 + (highest.1 - highest.0));
    }
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
        cross: None,
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
            cross: None,
        });
    }
    let start = if s.first.abs() < HUB_RADIUS + hub_clear { LANE_START } else { ABOVE_START };
    // A strip begun further from the hub: its rows, those that come back towards it too.
    fields[0].lo += s.away;
    (fields, start + s.away)
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
    /// Felt past the felt's edge it keeps for its legs, once a train crossing from the other
    /// side may end its rows ([`crate::crossing`]).
    beyond: Option<Bounds>,
    /// Where it went on past the sides lying in its row ([`MainPen::go_past`]): leads under
    /// them.
    past: Vec<Rail>,
}

impl MainPen {
    pub(super) fn new(s: &Strip, felt: Felt, branching: bool, fold: usize, doubles: &[bool]) -> MainPen {
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
        MainPen {
            strip: *s,
            felt,
            snake,
            start,
            tiles,
            runs,
            fold,
            planned: 0,
            kept: Vec::new(),
            row: None,
            turn: None,
            beyond: None,
            past: Vec::new(),
        }
    }

    pub(super) fn train(&self) -> TrainId {
        self.strip.train
    }

    /// The side of the hub its strip is on (±1 along x) and the way its rows stack (±1 along
    /// y), if it is an outer strip of a side with others (its rows without end).
    pub(super) fn outer(&self) -> Option<(f32, f32)> {
        (self.strip.rows.is_none() && self.strip.first != 0.0).then_some((self.strip.out, self.strip.stack))
    }

    /// Its first row's centre line (along y).
    pub(super) fn first_line(&self) -> f32 {
        self.strip.first
    }

    /// A middle strip's band for its legs kept from reaching past height `y` the way `stack`
    /// points (`None`: not a middle strip).
    fn band_short_of(&self, y: f32, stack: f32) -> Option<Strip> {
        let (lo, hi) = self.strip.band;
        let band = if stack < 0.0 { (lo.max(y), hi) } else { (lo, hi.min(y)) };
        self.strip.rows.is_some().then_some(Strip { band, ..self.strip })
    }

    /// Whether its legs past the felt's edge may keep from reaching past height `y` the way
    /// `stack` points: not a middle strip, or one that has not begun its legs and has room for
    /// them short of it.
    pub(super) fn may_keep_legs_short_of(&self, y: f32, stack: f32) -> bool {
        self.band_short_of(y, stack).is_none_or(|s| self.snake.field() == 0 && s.band.1 - s.band.0 >= TILE_LONG + TILE_SHORT + 3.0 * GAP)
    }

    /// Keep its legs past the felt's edge from reaching past height `y` the way `stack` points
    /// (into felt another train's legs may take), the first leg towards whichever side of what
    /// is left of its band has more room ([`MainPen::may_keep_legs_short_of`] first).
    pub(super) fn keep_legs_short_of(&mut self, y: f32, stack: f32) {
        let Some(strip) = self.band_short_of(y, stack) else { return };
        let branching = self.snake.fields().first().is_some_and(|f| f.bays);
        if let Some(legs) = fields_of(&strip, self.felt, branching).0.into_iter().nth(1)
            && self.snake.replace_field_ahead(1, legs)
        {
            self.strip = strip;
        }
    }

    /// The side of the hub its strip is on (±1 along x).
    pub(super) fn side(&self) -> f32 {
        self.strip.out
    }

    /// Its pen: the rows it lays in and where it is in them.
    pub(super) fn snake(&self) -> &Snake {
        &self.snake
    }

    /// From the row it is laying on, run back under the hub as far as `lo` along its rows (to
    /// the other side's felt).
    pub(super) fn cross_to(&mut self, lo: f32) {
        self.snake.cross_to(lo);
        // Its next row is no longer where it was planned: planned again at the row's new end.
        if let Some(row) = self.row.as_mut() {
            row.3 = f32::INFINITY;
        }
        self.turn = None;
    }

    /// Where its next row's centre line is planned to go, once it is (branching doubles).
    pub(super) fn planned_next(&self) -> Option<f32> {
        self.row.map(|row| row.3).filter(|n| n.is_finite())
    }

    /// Keep `b` (felt past the felt's edge) for its legs from now on.
    pub(super) fn keep_beyond(&mut self, b: Bounds) {
        self.beyond = Some(b);
    }

    /// End its rows with the one it is laying and go on in `legs` past the felt's edge.
    pub(super) fn end_rows_here(&mut self, legs: Field) {
        self.snake.end_rows_here(legs);
    }

    /// How many of its tiles lie in its counted run.
    pub(super) fn folded(&self) -> usize {
        self.fold
    }

    /// Before its next tile (a double if `double`), a middle strip's train whose place lies on
    /// a side (`clear` says where a tile may lie) goes on along its row past it, to where the
    /// tile lies clear, a lead under what it passes showing the way. It keeps only the felt
    /// just ahead of it clear of sides ([`MIDDLE_AHEAD`]), and where it turns at the row's end.
    /// Whether it went on.
    pub(super) fn go_past(&mut self, double: bool, clear: impl Fn(Bounds) -> bool) -> bool {
        let Some((0, _, v)) = self.snake.row_line() else { return false };
        if self.strip.rows.is_none() || clear(self.snake.peek(double).bounds()) {
            return false;
        }
        let Some(f) = self.snake.fields().first().cloned() else { return false };
        let from = self.snake.cursor();
        let mut ahead = self.snake.clone();
        while ahead.straight_on(double) {
            ahead.skip(TILE_SHORT / 2.0);
            let tile = ahead.peek(double);
            if clear(tile.bounds()) {
                let back = tile.center - tile.dir.scale(tile.extent().0 / 2.0);
                self.past.push([f.at(from, v), back]);
                self.snake = ahead;
                return true;
            }
        }
        false
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

    /// Its rail from the hub to its first tile's back (before that tile comes, where it will
    /// lie: the felt its rail takes is the same from the start).
    pub(super) fn rail(&self) -> Rail {
        let back = |p: &Placed| p.center - p.dir.scale(p.extent().0 / 2.0);
        rail_to(self.tiles.first().map_or_else(|| back(&self.snake.peek(false)), back))
    }

    /// The felt it keeps clear of the sides of doubles on a branching table: what it may yet
    /// take. From the start: a strip with an end, of the row it is laying only the felt just
    /// ahead ([`MIDDLE_AHEAD`]), its later rows, the turn past the felt's edge and its first leg;
    /// a strip without, its first row. Then, as it comes to each row that may
    /// turn into another ([`MainPen::keep_next_row`]): that row, the turn at its end and the
    /// next row; the felt of the rows it has left is free again, but for its tiles. And the
    /// felt past the felt's edge for its legs, once it may need it ([`MainPen::keep_beyond`]).
    pub(super) fn kept(&self) -> Vec<Bounds> {
        self.kept.iter().copied().chain(self.beyond).collect()
    }

    fn kept_from_the_start(&mut self) {
        let s = self.strip;
        let Some(f) = self.snake.fields().first() else { return };
        self.kept.clear();
        match s.rows {
            Some(rows) => {
                // Of the row being laid, only the felt just ahead of its last tile.
                let (now, u) = match self.snake.row_line() {
                    Some((0, r, _)) => (r, self.snake.cursor()),
                    _ => (0, self.start),
                };
                for r in now..rows {
                    let v = f.v0 + r as f32 * BAY_ROW;
                    let last = r + 1 == rows;
                    let band = row_band(f, r, v, r > 0, if last { TILE_LONG + GAP } else { 0.0 });
                    self.kept.push(if r == now { ahead_in_row(f, r, u, band) } else { band });
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
            self.kept_from_the_start();
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
            // A lane more where the row holds a double, for its sides: one, however many doubles
            // (a lane for each of two made branching tables taller and their tiles shorter, and
            // shared the felt less: docs/table-layout.md).
            let row_now = rows - 1;
            let has_double = self.tiles.iter().zip(self.snake.tile_rows()).any(|(t, at)| t.double && *at == Some(row_now));
            let pitch = BAY_ROW + if has_double { SIDE_LANE } else { 0.0 };
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
            hops: Vec::new(),
            leads: self.past,
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

/// How far ahead of its last tile a middle strip's train keeps its row clear of the sides of
/// doubles (branching doubles). Its row to the felt's edge, kept from the start, walled the
/// sides of a long Mexican train into knots of rails, while a player's train there seldom came
/// so far; where it does come to a side, it goes on past it ([`MainPen::go_past`]).
const MIDDLE_AHEAD: f32 = 8.0;

/// Of a row's felt `band` (row `r`, of field `f`), what lies from `u` on, up to
/// [`MIDDLE_AHEAD`] on.
fn ahead_in_row(f: &Field, r: usize, u: f32, band: Bounds) -> Bounds {
    let d = if r.is_multiple_of(2) { 1.0 } else { -1.0 };
    // Along the row from `u` on; across, wider than the band.
    let (v, wide) = ((band.center() - f.origin).dot(f.b), band.size().x + band.size().y);
    band.meet(boxed(f, u - d * GAP, u + d * MIDDLE_AHEAD, v - wide, v + wide))
}

/// The room a side's row takes across: a tile's width and the gap beside it.
pub(super) const SIDE_LANE: f32 = TILE_SHORT + GAP + TILE_SHORT / 2.0;

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
    Bounds::spanning(f.at(u0, v0), f.at(u1, v1))
}

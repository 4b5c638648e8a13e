//! How a train bends: a pen that lays tiles one after another along rows that turn back at
//! their ends (a snake), pure geometry, no Bevy.
//!
//! A [`Field`] is a stack of rows: row 0 runs along `a` from its start, row 1 back along `-a`
//! beside it, row 2 along `a` again, each further along `b`. A tile that still fits in its row
//! goes straight on; at the row's end the next tile is the corner of a U-turn, across the end
//! and halfway to the next row (its first half beside the row's last tile, its second half
//! beside the next row's first); a field without more rows hands the pen to the next field by a
//! quarter turn. Doubles lie across their row, moved half a tile away from the row before where
//! they would meet one of its doubles; the row after such a double keeps its distance.
//!
//! With branching doubles (`bays`) rows keep a lane free on each side for the sides of their
//! doubles, so a U-turn is longer: the corner, a tile straight on across the lanes, and a tile
//! turning back into the next row (each touching the one before, end to side).
//!
//! Where a tile goes depends only on the tiles laid before it on the same train and on the
//! fields (fixed for a round): laying a tile never moves one laid before.

use super::geometry::{BAY, Bounds, GAP, HUB_RADIUS, LANE_START, Placed, TILE_LONG, TILE_SHORT, V2};

/// The distance between the centre lines of two rows of a snake: tiles one wide with room
/// between them to read them as two rows.
pub const ROW: f32 = 1.5 + GAP;
/// The distance between two rows where a double of the first was moved towards the second.
pub const WIDE_ROW: f32 = TILE_LONG + GAP;
/// The distance between two rows with a lane for sides on each (branching doubles).
pub const BAY_ROW: f32 = 2.0 * BAY - GAP;

/// How far past its field's end a last row that runs past it runs at least: its next field's
/// first line (a leg past the felt's edge) then lies so far out that a double across it stays
/// past that edge, clear of the corners of the rows ending there — another train's, or the
/// train's own rows before (a double there reached back over the edge onto them by 0.4).
const RUN_PAST: f32 = TILE_SHORT / 2.0;

/// A stack of rows. Positions in it are `(u, v)`: `u` along `a`, `v` along `b`, from `origin`.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub origin: V2,
    /// Row 0's direction; odd rows run the other way.
    pub a: V2,
    /// The direction rows stack in.
    pub b: V2,
    /// Row 0's centre line (`v`).
    pub v0: f32,
    /// How far rows run: each row between `lo` and `hi` (`u`).
    pub lo: f32,
    pub hi: f32,
    /// How many rows the field has (`None`: as many as it takes).
    pub rows: Option<usize>,
    /// Rows whose tiles (and lanes) reach this close to the hub's height start beside it
    /// (`LANE_START`) rather than at `lo`: how far they reach across.
    pub hub_clear: f32,
    /// Rows keep a lane for sides on each side (branching doubles).
    pub bays: bool,
    /// The last row runs on until it has passed `hi` by `RUN_PAST` (so that the next field
    /// starts beyond the corners of the rows before).
    pub run_past: bool,
    /// From which row on the rows run further back than `lo`, and how far (an outer train that
    /// crossed under the hub to the other side's free felt).
    pub cross: Option<(usize, f32)>,
}

impl Field {
    pub(super) fn at(&self, u: f32, v: f32) -> V2 {
        self.origin + self.a.scale(u) + self.b.scale(v)
    }

    /// Row `r`'s limits along `a` when its centre line is at `v` (`None`: no such row).
    pub(super) fn limits(&self, r: usize, v: f32) -> Option<(f32, f32)> {
        if self.rows.is_some_and(|n| r >= n) {
            return None;
        }
        if let Some((from, lo)) = self.cross
            && r >= from
        {
            return Some((lo, self.hi));
        }
        let y = self.at(0.0, v).y;
        let near_hub = self.hub_clear > 0.0 && y.abs() < HUB_RADIUS + self.hub_clear;
        Some((if near_hub { self.lo.max(LANE_START) } else { self.lo }, self.hi))
    }
}

/// A row of a snake as laid: where its first tile starts (on its centre line), the way it runs,
/// and the way the next row lies. Lanes for sides run beside it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RowTrack {
    pub start: V2,
    pub dir: V2,
    pub up: V2,
    /// From how far along the row (from `start`) the lane towards the row before, and the one
    /// towards the next, are free: a long U-turn into the row crosses the first at its start, and
    /// a double turning into it reaches into the second.
    pub free_below: f32,
    pub free_above: f32,
    /// How far along the row (from `start`) its lanes are free at the most: where it turned,
    /// or while it runs on, the least it will reach.
    pub end: f32,
    /// `start` along the field's `a`.
    start_u: f32,
}

/// A double of a row: where it lies along the row, and how far it reaches towards the next.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Reach {
    lo: f32,
    hi: f32,
    toward_next: f32,
}

/// A long U-turn under way: the run's middle (`u`), how far it has come (`top`, `v`), the least
/// height of the next row, and the direction of the row it left.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Turn {
    u: f32,
    top: f32,
    target: f32,
    d: f32,
}

/// A train's pen: the fields it lays in, one after another, and where it is in them.
#[derive(Clone, Debug, PartialEq)]
pub struct Snake {
    fields: Vec<Field>,
    field: usize,
    /// The row, its centre line (`v`), and the front of the row's last tile (`u`).
    row: usize,
    v: f32,
    cursor: f32,
    turn: Option<Turn>,
    /// Where the next row's centre line goes, if not the usual pitch on (a long U-turn then
    /// runs on as far).
    next_row: Option<f32>,
    /// The doubles of this row and of the row before.
    here: Vec<Reach>,
    before: Vec<Reach>,
    /// Every row laid in, and the row of each tile laid (`None`: a U-turn's or a quarter turn's).
    rows: Vec<RowTrack>,
    tile_rows: Vec<Option<usize>>,
}

/// How far along row `r` (its centre line at `v`, starting `start_u` along `a`) its lanes are
/// free at the most while it runs on: the row turns once its next tile no longer fits with a long
/// U-turn's room after it.
fn lanes_end(f: &Field, r: usize, v: f32, start_u: f32) -> f32 {
    let (lo, hi) = f.limits(r, v).unwrap_or((f.lo, f.hi));
    let reach = if sense(r) > 0.0 { hi - start_u } else { start_u - lo };
    reach - (GAP + TILE_LONG + GAP + TILE_LONG)
}

/// Row `r`'s direction along `a`.
fn sense(r: usize) -> f32 {
    if r.is_multiple_of(2) { 1.0 } else { -1.0 }
}

impl Snake {
    /// A pen at the start of `fields[0]`'s first row, `start` along it.
    pub fn new(fields: Vec<Field>, start: f32) -> Snake {
        let mut s = Snake {
            fields,
            field: 0,
            row: 0,
            v: 0.0,
            cursor: start,
            turn: None,
            next_row: None,
            here: Vec::new(),
            before: Vec::new(),
            rows: Vec::new(),
            tile_rows: Vec::new(),
        };
        if let Some(f) = s.fields.first().cloned() {
            s.v = f.v0;
            s.begin_row(&f, f.at(start, f.v0), 0.0);
        }
        s
    }

    /// Put the next row's centre line at `v` (at least the usual pitch on; a branching snake's
    /// long U-turn runs on that far), for the row after the one being laid.
    pub fn plan_next_row(&mut self, v: f32) {
        self.next_row = Some(v);
    }

    /// The field being laid in, the row of it being laid and that row's centre line (`None`
    /// while turning).
    pub fn row_line(&self) -> Option<(usize, usize, f32)> {
        self.turn.is_none().then_some((self.field, self.row, self.v))
    }

    /// The row it is laying or turning into, and that row's centre line (at least), in the field
    /// it is laying in (`None`: past its first field).
    pub fn row_ahead(&self) -> Option<(usize, f32)> {
        if self.field > 0 {
            return None;
        }
        Some(match self.turn {
            Some(t) => (self.row + 1, t.target),
            None => (self.row, self.v),
        })
    }

    /// From the row being laid on, run back as far as `lo` (past the field's own `lo`), and
    /// turn there.
    pub fn cross_to(&mut self, lo: f32) {
        let (field, row) = (self.field, self.row);
        let Some(f) = self.fields.get_mut(field) else { return };
        f.cross = Some((row, lo));
        let f = f.clone();
        self.next_row = None;
        // The row's lanes now reach as far as it will run.
        let v = self.v;
        if let Some(track) = self.rows.last_mut() {
            track.end = lanes_end(&f, row, v, track.start_u);
        }
    }

    /// Lay field `i` as `f` instead, if it has not been begun (whether it had not).
    pub fn replace_field_ahead(&mut self, i: usize, f: Field) -> bool {
        match self.fields.get_mut(i) {
            Some(ahead) if i > self.field => {
                *ahead = f;
                true
            }
            _ => false,
        }
    }

    /// Make the row being laid the field's last (it runs on past the field's end) and go on in
    /// `then`, by a quarter turn.
    pub fn end_rows_here(&mut self, then: Field) {
        let (field, row) = (self.field, self.row);
        let Some(f) = self.fields.get_mut(field) else { return };
        f.rows = Some(row + 1);
        f.run_past = true;
        self.fields.truncate(field + 1);
        self.fields.push(then);
    }

    /// How far along the row being laid its last tile reaches (along the field's `a`).
    pub fn cursor(&self) -> f32 {
        self.cursor
    }

    /// Whether its next tile (if not a double) begins a turn.
    pub fn turns_next(&self) -> bool {
        let mut next = self.clone();
        next.lay(false);
        next.turn.is_some() || next.field != self.field || next.row != self.row
    }

    /// Whether its next tile (a double if `double`) goes straight on in the row being laid.
    pub fn straight_on(&self, double: bool) -> bool {
        let mut next = self.clone();
        next.lay(double);
        next.turn.is_none() && next.field == self.field && next.row == self.row
    }

    /// Go on `by` further along the row being laid before its next tile, leaving a gap (what
    /// lies there is passed under: [`crate::mains::MainPen::go_past`]).
    pub fn skip(&mut self, by: f32) {
        self.cursor += sense(self.row) * by;
    }

    /// The field it is laying in.
    pub fn field(&self) -> usize {
        self.field
    }

    /// The fields it lays in.
    pub fn fields(&self) -> &[Field] {
        &self.fields
    }

    /// The rows laid in so far, and the row each tile lies in.
    pub fn rows(&self) -> &[RowTrack] {
        &self.rows
    }

    pub fn tile_rows(&self) -> &[Option<usize>] {
        &self.tile_rows
    }

    fn begin_row(&mut self, f: &Field, start: V2, free_below: f32) {
        let d = sense(self.row);
        let start_u = (start - f.origin).dot(f.a);
        let end = lanes_end(f, self.row, self.v, start_u);
        self.rows.push(RowTrack { start, dir: f.a.scale(d), up: f.b, free_below, free_above: 0.0, end, start_u });
    }

    /// The row ends here: its lanes are free as far as its last tile.
    fn end_row(&mut self) {
        let d = sense(self.row);
        let cursor = self.cursor;
        if let Some(row) = self.rows.last_mut() {
            row.end = (cursor - row.start_u) * d;
        }
    }

    /// Where a tile would go next (nothing laid).
    pub fn peek(&self, double: bool) -> Placed {
        self.clone().lay(double)
    }

    /// Lay a tile: straight on in its row; at the row's end, the corner of a U-turn into the
    /// next; when the field has no more rows, a quarter turn into the next field.
    pub fn lay(&mut self, double: bool) -> Placed {
        let Some(f) = self.fields.get(self.field).cloned() else {
            return Placed::full(V2::default(), V2::new(1.0, 0.0), double);
        };
        if let Some(turn) = self.turn {
            self.tile_rows.push(None);
            return self.go_on_turning(&f, turn, double);
        }
        let d = sense(self.row);
        let (lo, hi) = f.limits(self.row, self.v).unwrap_or((f.lo, f.hi));
        let room = if d > 0.0 { hi - self.cursor } else { self.cursor - lo };
        let along = if double { TILE_SHORT } else { TILE_LONG };
        // A tile goes straight on if a corner still fits after it (with branching doubles, with
        // room for a double in the long U-turn, which lies across it); in a last row that runs
        // past its end, until it has.
        let corner = if f.bays { TILE_LONG } else { TILE_SHORT };
        let last = f.rows.is_some_and(|n| self.row + 1 >= n);
        let runs_on = f.run_past && last && self.field + 1 < self.fields.len() && room + RUN_PAST > 1e-4;
        if runs_on || GAP + along + GAP + corner <= room + 1e-4 {
            self.tile_rows.push(Some(self.rows.len() - 1));
            return self.straight(&f, d, double);
        }
        self.tile_rows.push(None);
        let pitch = if f.bays {
            BAY_ROW
        } else if self.here.iter().any(|h| h.toward_next > TILE_SHORT + 1e-3) {
            WIDE_ROW
        } else {
            ROW
        };
        let fits_next = |lo: f32, hi: f32| self.cursor >= lo - 1e-4 && self.cursor <= hi + 1e-4;
        if f.limits(self.row + 1, self.v + pitch).is_some_and(|(lo, hi)| fits_next(lo, hi)) {
            return if f.bays { self.start_turn(&f, d, double) } else { self.u_turn(&f, d, pitch, double) };
        }
        if self.field + 1 < self.fields.len() {
            return self.quarter_turn(&f, d, double);
        }
        // Nowhere left to turn: straight on (the layout gives every train room enough).
        self.tile_rows.pop();
        self.tile_rows.push(Some(self.rows.len() - 1));
        self.straight(&f, d, double)
    }

    /// A folded run of `n` tiles (`doubles`) `len` long, straight on from the start of the first
    /// row: its box and the tiles in it, each a sliver (the last resort).
    pub fn lay_run(&mut self, len: f32, doubles: &[bool]) -> (Bounds, Vec<Placed>) {
        let Some(f) = self.fields.get(self.field).cloned() else { return (Bounds::around(V2::default(), V2::default()), Vec::new()) };
        let d = sense(self.row);
        let from = self.cursor + d * GAP;
        let n = doubles.len().max(1) as f32;
        let pitch = len / n;
        let sliver = (pitch * 0.75).min(0.3 * 0.75);
        let tiles = doubles
            .iter()
            .enumerate()
            .map(|(i, &double)| {
                let along = if double { TILE_SHORT } else { TILE_LONG };
                Placed { center: f.at(from + d * (i as f32 + 0.5) * pitch, self.v), dir: f.a.scale(d), double, squash: sliver / along }
            })
            .collect();
        self.tile_rows.extend(doubles.iter().map(|_| Some(self.rows.len() - 1)));
        let (a, b) = (f.at(from, self.v - TILE_SHORT / 2.0), f.at(from + d * len, self.v + TILE_SHORT / 2.0));
        self.cursor = from + d * len;
        let run = Bounds::spanning(a, b);
        (run, tiles)
    }

    /// The next tile of the row, straight on.
    fn straight(&mut self, f: &Field, d: f32, double: bool) -> Placed {
        let along = if double { TILE_SHORT } else { TILE_LONG };
        let (from, to) = (self.cursor + d * GAP, self.cursor + d * (GAP + along));
        let mut v = self.v;
        if double {
            let (lo, hi) = (from.min(to), from.max(to));
            let meets = self.before.iter().any(|b| b.lo < hi - 1e-3 && lo < b.hi - 1e-3);
            let toward_next = if meets {
                // Half a tile further from the row before.
                v += TILE_SHORT / 2.0;
                TILE_SHORT * 1.5
            } else {
                TILE_SHORT
            };
            self.here.push(Reach { lo, hi, toward_next });
        }
        self.cursor = to;
        Placed::full(f.at((from + to) / 2.0, v), f.a.scale(d), double)
    }

    /// The corner at the row's end, across it and halfway to the next row, which starts beside
    /// it.
    fn u_turn(&mut self, f: &Field, d: f32, pitch: f32, double: bool) -> Placed {
        let centre = f.at(self.cursor + d * (GAP + TILE_SHORT / 2.0), self.v + pitch / 2.0);
        self.end_row();
        // The next row starts a gap from the corner's side.
        self.cursor += d * GAP;
        self.row += 1;
        self.v += pitch;
        self.before = std::mem::take(&mut self.here);
        self.begin_row(f, f.at(self.cursor, self.v), 0.0);
        // A double lies across the row it ends, as any double does.
        Placed::full(centre, if double { f.a.scale(d) } else { f.b }, double)
    }

    /// A long U-turn begins: the corner across the row's end, its first half beside the row's
    /// last tile (a little towards the next row, to leave the lanes their room).
    fn start_turn(&mut self, f: &Field, d: f32, double: bool) -> Placed {
        self.end_row();
        let u = self.cursor + d * (GAP + TILE_SHORT / 2.0);
        let centre_v = self.v + TILE_SHORT / 2.0 + GAP;
        self.turn =
            Some(Turn { u, top: centre_v + TILE_SHORT, target: self.next_row.take().unwrap_or(self.v + BAY_ROW).max(self.v + BAY_ROW), d });
        Placed::full(f.at(u, centre_v), if double { f.a.scale(d) } else { f.b }, double)
    }

    /// A long U-turn goes on across the lanes, or turns back into the next row once it is high
    /// enough.
    fn go_on_turning(&mut self, f: &Field, turn: Turn, double: bool) -> Placed {
        let d = turn.d;
        let first_half = turn.top + GAP + TILE_SHORT / 2.0;
        if first_half < turn.target - 1e-3 {
            let along = if double { TILE_SHORT } else { TILE_LONG };
            // A double lies across the run, reaching on beyond it rather than back over the row.
            let u = if double { turn.u + d * TILE_SHORT / 2.0 } else { turn.u };
            let centre = f.at(u, turn.top + GAP + along / 2.0);
            self.turn = Some(Turn { top: turn.top + GAP + along, ..turn });
            return Placed::full(centre, f.b, double);
        }
        // Back into the next row: the tile's first half beside the run's end.
        self.turn = None;
        self.row += 1;
        self.v = first_half;
        self.before.clear();
        self.here.clear();
        let back = -d;
        self.begin_row(f, f.at(turn.u - back * TILE_SHORT / 2.0, self.v), TILE_SHORT + GAP);
        if double {
            // Across the row, its side facing along it, reaching towards the next row.
            if let Some(row) = self.rows.last_mut() {
                row.free_above = TILE_SHORT + GAP;
            }
            self.cursor = turn.u + back * TILE_SHORT / 2.0;
            let centre = f.at(turn.u, turn.top + GAP + TILE_SHORT);
            self.tile_rows.pop();
            self.tile_rows.push(Some(self.rows.len() - 1));
            return Placed::full(centre, f.a.scale(back), true);
        }
        self.cursor = turn.u + back * (TILE_SHORT / 2.0 + TILE_SHORT);
        self.tile_rows.pop();
        self.tile_rows.push(Some(self.rows.len() - 1));
        Placed::full(f.at(turn.u + back * TILE_SHORT / 2.0, self.v), f.a.scale(back), false)
    }

    /// A quarter turn into the next field: the tile's first half beside the row's last tile,
    /// its second half along the next field's first row.
    fn quarter_turn(&mut self, f: &Field, d: f32, double: bool) -> Placed {
        self.end_row();
        let beside = f.at(self.cursor + d * (GAP + TILE_SHORT / 2.0), self.v);
        let Some(next) = self.fields.get_mut(self.field + 1) else {
            return self.straight(f, d, double);
        };
        let centre = beside + next.a.scale(TILE_SHORT / 2.0);
        let front = centre + next.a.scale(TILE_SHORT);
        next.v0 = (centre - next.origin).dot(next.b);
        let (a, cursor, v) = (next.a, (front - next.origin).dot(next.a), next.v0);
        self.field += 1;
        self.row = 0;
        self.v = v;
        self.cursor = cursor;
        self.here.clear();
        self.before.clear();
        if let Some(next) = self.fields.get(self.field).cloned() {
            self.begin_row(&next, front, 0.0);
        }
        Placed::full(centre, if double { f.a.scale(d) } else { a }, double)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(n: Option<usize>, hi: f32, bays: bool) -> Field {
        let run_past = n.is_some();
        Field {
            origin: V2::default(),
            a: V2::new(1.0, 0.0),
            b: V2::new(0.0, 1.0),
            v0: 5.0,
            lo: 1.0,
            hi,
            rows: n,
            hub_clear: 0.0,
            bays,
            run_past,
            cross: None,
        }
    }

    fn legs() -> Field {
        Field { a: V2::new(0.0, -1.0), b: V2::new(1.0, 0.0), v0: 0.0, lo: -9.0, hi: -3.0, ..rows(None, 0.0, false) }
    }

    /// Whether `b` touches `a` side to side: a gap between them, and sharing some of that side.
    fn touches(a: &Placed, b: &Placed) -> bool {
        let (p, q) = (a.bounds(), b.bounds());
        let gap_x = (p.min.x - q.max.x).max(q.min.x - p.max.x);
        let gap_y = (p.min.y - q.max.y).max(q.min.y - p.max.y);
        (gap_x.abs() <= GAP + 1e-3 && gap_y < -0.3) || (gap_y.abs() <= GAP + 1e-3 && gap_x < -0.3)
    }

    fn assert_snake(tiles: &[Placed], lo: f32, hi: f32) {
        for w in tiles.windows(2) {
            assert!(touches(&w[0], &w[1]), "{:?} then {:?}", w[0], w[1]);
        }
        for (i, a) in tiles.iter().enumerate() {
            assert!(a.bounds().min.x >= lo - 1e-3 && a.bounds().max.x <= hi + 1e-3, "tile {i} within the rows: {a:?}");
            for b in &tiles[i + 1..] {
                assert!(!a.bounds().overlaps(b.bounds()), "{a:?} and {b:?}");
            }
        }
    }

    #[test]
    fn rows_turn_back_at_their_ends_and_every_tile_touches_the_one_before() {
        for bays in [false, true] {
            for pattern in [0usize, 3, 5, 7] {
                let mut s = Snake::new(vec![rows(None, 12.0, bays)], 1.0);
                let tiles: Vec<Placed> = (0..40).map(|i| s.lay(pattern > 0 && i % pattern == 2)).collect();
                assert_snake(&tiles, 1.0, 12.0);
                let top = tiles.iter().map(|t| t.center.y).fold(0.0, f32::max);
                assert!(top > 5.0 + 3.0 * ROW, "the rows stack up: {top}");
                assert!(s.rows().len() >= 4, "{} rows", s.rows().len());
            }
        }
    }

    #[test]
    fn a_full_field_hands_on_to_the_next_and_the_next_place_is_where_the_tile_goes() {
        let fields = || vec![rows(Some(3), 14.0, false), legs()];
        let mut s = Snake::new(fields(), 1.0);
        let mut laid = Vec::new();
        for i in 0..30 {
            let double = i % 4 == 1;
            let peeked = s.peek(double);
            let placed = s.lay(double);
            assert_eq!(peeked, placed, "tile {i}: the next place is where the tile goes");
            laid.push(placed);
        }
        assert!(laid.iter().any(|p| p.center.x > 14.0), "the legs go on beyond the rows");
        // Laid again one by one, every tile where it was: none moves another.
        let mut again = Snake::new(fields(), 1.0);
        for (i, p) in laid.iter().enumerate() {
            assert_eq!(again.lay(i % 4 == 1), *p);
        }
    }

    #[test]
    fn a_branching_snake_keeps_a_lane_free_on_each_side_of_its_rows() {
        let mut s = Snake::new(vec![rows(None, 12.0, true)], 1.0);
        let tiles: Vec<Placed> = (0..30).map(|i| s.lay(i % 6 == 3)).collect();
        let lines: Vec<f32> = s.rows().iter().map(|r| r.start.y).collect();
        for w in lines.windows(2) {
            assert!(w[1] - w[0] >= BAY_ROW - 1e-3, "rows {w:?} leave their lanes free");
        }
        // Nothing of the rows' own tiles lies in a lane (between a double's reach and the lane's
        // far side), but the U-turns at the rows' ends.
        for (t, row) in tiles.iter().zip(s.tile_rows()) {
            if let Some(r) = row {
                let off = (t.center.y - lines[*r]).abs();
                assert!(off < 0.01 || (t.double && off < TILE_SHORT / 2.0 + 0.01), "{t:?} on its row's line");
            }
        }
    }
}

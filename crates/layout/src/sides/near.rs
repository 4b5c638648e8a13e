//! What lies on the board, filed by where: a coarse grid over its boxes and tracks, so that
//! whether a tile's place is free, or a rail's way clear, looks at what lies in the cells under
//! it rather than at everything laid. Built for one search for a side's next place ([`super::Board::jump`], which
//! tries a few thousand places on a board that does not change meanwhile) and answering exactly
//! what a look at everything would (the crate's tests ask both, every time).

use crate::geometry::{Bounds, Rail, TILE_LONG, V2};

/// How wide a cell is: a tile's length, so that a tile's place spans a few cells.
const CELL: f32 = TILE_LONG;
/// Filed a little larger than it is: what touches a cell's edge is found from either side.
const MARGIN: f32 = 0.01;

/// Something on the board, and what it is.
#[derive(Clone, Copy, Debug)]
pub(super) struct Filed {
    pub(super) kind: Kind,
    pub(super) what: Shape,
}

/// What lies on the board (`Board`'s fields): the hub, the felt a main train keeps, a main
/// train's tile, a side's tile, the place kept for side `k`'s next tile, the gap between two
/// tiles of a line; a main train's rail from the hub, a side's rail, a hop, the rail or hop to
/// side `k`'s next place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    Hub,
    Kept,
    MainTile,
    SideTile,
    Keep(usize),
    Join,
    MainRail,
    SideRail,
    Hop,
    KeepRail(usize),
    KeepHop(usize),
}

#[derive(Clone, Copy, Debug)]
pub(super) enum Shape {
    /// A tile, or felt kept: a place a little way around it (by `APART`) must not overlap it.
    Box(Bounds),
    /// A rail or hop: a place a little way around it (by `OFF_TRACK`) must not lie across it.
    Track(Rail),
}

impl Shape {
    fn extent(self) -> Bounds {
        match self {
            Shape::Box(b) => b,
            Shape::Track([a, b]) => Bounds::spanning(a, b),
        }
    }
}

/// The obstacles, and for each cell of a grid over them which may reach into it: the cells'
/// lists one after another in `filed`, cell `i`'s from `starts[i]` to `starts[i + 1]`.
pub(super) struct Near {
    items: Vec<Filed>,
    min: V2,
    cols: usize,
    rows: usize,
    starts: Vec<u32>,
    filed: Vec<u32>,
}

impl Near {
    pub(super) fn new(items: Vec<Filed>) -> Near {
        let all = items.iter().map(|o| o.what.extent()).reduce(Bounds::union).unwrap_or(Bounds { min: V2::default(), max: V2::default() });
        let min = all.min - V2::new(MARGIN, MARGIN);
        let size = all.max - min;
        let (cols, rows) = ((size.x / CELL) as usize + 1, (size.y / CELL) as usize + 1);
        let mut near = Near { items, min, cols, rows, starts: vec![0; cols * rows + 1], filed: Vec::new() };
        let spans: Vec<[(usize, usize); 2]> = near
            .items
            .iter()
            .map(|item| {
                let e = item.what.extent();
                [near.cell(e.min - V2::new(MARGIN, MARGIN)), near.cell(e.max + V2::new(MARGIN, MARGIN))]
            })
            .collect();
        let cells = |&[(c0, r0), (c1, r1)]: &[(usize, usize); 2]| (r0..=r1).flat_map(move |r| (c0..=c1).map(move |c| r * cols + c));
        for span in &spans {
            for cell in cells(span) {
                near.starts[cell + 1] += 1;
            }
        }
        for i in 1..near.starts.len() {
            near.starts[i] += near.starts[i - 1];
        }
        let mut next = near.starts.clone();
        near.filed = vec![0; near.starts[cols * rows] as usize];
        for (i, span) in spans.iter().enumerate() {
            for cell in cells(span) {
                near.filed[next[cell] as usize] = i as u32;
                next[cell] += 1;
            }
        }
        near
    }

    /// The cell a point lies in, the grid's edge cells for a point beyond it (an obstacle and a
    /// place that meet still share a cell: the clamp keeps the order of points).
    fn cell(&self, p: V2) -> (usize, usize) {
        // `as` saturates: a point before the grid's start comes to its first cell.
        let at = |v: f32, n: usize| ((v / CELL) as usize).min(n - 1);
        (at(p.x - self.min.x, self.cols), at(p.y - self.min.y, self.rows))
    }

    /// What may lie in `b`: everything filed in the cells under it (some more than once).
    pub(super) fn around(&self, b: Bounds) -> impl Iterator<Item = &Filed> {
        let ((c0, r0), (c1, r1)) = (self.cell(b.min), self.cell(b.max));
        (r0..=r1).flat_map(move |r| {
            let (from, to) = (self.starts[r * self.cols + c0] as usize, self.starts[r * self.cols + c1 + 1] as usize);
            self.filed[from..to].iter().map(|&i| &self.items[i as usize])
        })
    }
}

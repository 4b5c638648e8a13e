//! `--table-report PATH` (with `--screenshot`): what the table shows on the screenshot's frame,
//! measured by the game itself, so that a check can hold the numbers — how many tiles are on the
//! table and how many of them are drawn whole and in view, the shortest of those on screen,
//! how many pairs of things drawn on the felt (tiles, next places, plates, the boneyard)
//! overlap, and the largest move of a tile already on the table when a tile was laid during the
//! run (a new framing of the whole view aside), all in logical pixels; and the table's part of
//! the window (`view`: x, y, width, height), where a check counts the felt's pixels, and the felt
//! between the plates' columns (`felt`), where a check looks at how the trains share it.

use table_layout::geometry::{Bounds, TILE_LONG, V2};

use super::space::{LabelSizes, PlateSpots, TableProjection, TableSystems, TableView, UNIT};
use bevy::prelude::*;
use std::path::PathBuf;
use table_layout::layout::TableLayout;

/// Asks for the report and keeps what it needs across the run.
#[derive(Resource, Debug, Default)]
pub struct TableReport {
    pub path: PathBuf,
    /// The largest move (in table units) of a tile already laid when the table changed with a
    /// move, and the layout last seen with its revision.
    largest_shift: f32,
    last: Option<((u64, u64), TableLayout)>,
}

impl TableReport {
    pub fn new(path: PathBuf) -> TableReport {
        TableReport { path, ..TableReport::default() }
    }
}

pub fn plugin(path: PathBuf) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(TableReport::new(path.clone()))
            .add_systems(Update, note_shifts.after(TableSystems::Arrange).before(TableSystems::Camera));
    }
}

/// Each new layout made because of a move, compared with the one before: how far a tile of the
/// earlier table moved (in table units; the camera's framing is not a move).
fn note_shifts(view: Res<TableView>, mut report: ResMut<TableReport>) {
    let (Some(layout), Some(revision)) = (view.layout.as_ref(), view.revision) else { return };
    if report.last.as_ref().is_some_and(|(r, _)| *r == revision) {
        return;
    }
    if let Some((before, old)) = report.last.as_ref().filter(|(r, _)| r.0 == revision.0 && !view.resized) {
        let _ = before;
        report.largest_shift = report.largest_shift.max(largest_shift(old, layout));
    }
    report.last = Some((revision, layout.clone()));
}

/// The largest move of a tile from `old` to `new` (the same train, the same place in it).
pub fn largest_shift(old: &TableLayout, new: &TableLayout) -> f32 {
    old.trains
        .iter()
        .filter_map(|t| new.train(t.train).map(|n| (t, n)))
        .flat_map(|(t, n)| t.tiles.iter().zip(&n.tiles).map(|(a, b)| (a.center - b.center).length()))
        .fold(0.0, f32::max)
}

/// The report on what `view` shows through `projection`, as JSON.
pub fn report_json(
    report: &TableReport,
    view: &TableView,
    projection: &TableProjection,
    spots: &PlateSpots,
    labels: &LabelSizes,
) -> String {
    let px_per_unit = UNIT / projection.scale.max(1e-6);
    let on_screen = |b: Bounds| {
        let (a, c) = (projection.table_to_screen(b.min), projection.table_to_screen(b.max));
        Bounds { min: V2::new(a.x.min(c.x), a.y.min(c.y)), max: V2::new(a.x.max(c.x), a.y.max(c.y)) }
    };
    let view_rect = Bounds {
        min: V2::new(projection.origin.x, projection.origin.y),
        max: V2::new(projection.origin.x + projection.size.x, projection.origin.y + projection.size.y),
    };
    let mut drawn: Vec<Bounds> = Vec::new();
    let (mut on_table, mut whole, mut smallest) = (0usize, 0usize, f32::INFINITY);
    if let Some(layout) = &view.layout {
        for t in &layout.trains {
            for p in &t.tiles {
                on_table += 1;
                let b = on_screen(p.bounds());
                drawn.push(b);
                if !p.folded() && view_rect.contains(b) {
                    whole += 1;
                    smallest = smallest.min(TILE_LONG * px_per_unit);
                }
            }
            drawn.push(on_screen(t.next.bounds()));
        }
    }
    for (train, at) in &spots.spots {
        if let Some((_, half)) = labels.plates.iter().find(|(t, _)| t == train) {
            drawn.push(Bounds::around(V2::new(at.x, at.y), V2::new(half.x, half.y)));
        }
    }
    if let Some(at) = spots.boneyard {
        drawn.push(Bounds::around(V2::new(at.x, at.y), V2::new(labels.boneyard_half.x, labels.boneyard_half.y)));
    }
    let mut overlapping = 0usize;
    for (i, a) in drawn.iter().enumerate() {
        overlapping += drawn[i + 1..].iter().filter(|b| a.overlaps(**b)).count();
    }
    let smallest = if smallest.is_finite() { smallest } else { 0.0 };
    let (o, size) = (projection.origin, projection.size);
    // The felt between the plates' columns: right of those on the left, left of those on the
    // right.
    let middle = o.x + size.x / 2.0;
    let plates = spots.spots.iter().filter_map(|(train, at)| labels.plates.iter().find(|(t, _)| t == train).map(|(_, half)| (at, half)));
    let (left, right) = plates.fold(
        (o.x, o.x + size.x),
        |(l, r), (at, half)| {
            if at.x < middle { (l.max(at.x + half.x), r) } else { (l, r.min(at.x - half.x)) }
        },
    );
    format!(
        "{{\"tiles_on_table\": {on_table}, \"tiles_drawn_whole\": {whole}, \"smallest_tile_px\": {smallest:.1}, \"overlapping_pairs\": {overlapping}, \"largest_shift_px\": {:.1}, \"view\": [{:.0}, {:.0}, {:.0}, {:.0}], \"felt\": [{:.0}, {:.0}, {:.0}, {:.0}]}}\n",
        report.largest_shift * px_per_unit,
        o.x,
        o.y,
        size.x,
        size.y,
        left,
        o.y,
        (right - left).max(0.0),
        size.y
    )
}

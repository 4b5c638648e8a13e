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
//! past the felt's edge in short legs across its strip. The tiles are laid in the order they
//! were played: a long outer train's row running back towards the hub may run on under it to
//! the felt a short train leaves at the same end of the table, which then goes on past the felt's
//! edge (`crossing`; at eight seats the viewer's train lies a strip higher on the left than the
//! Mexican train on the right, so that a long Mexican train may cross below it). The view eases
//! out to show whatever is there. Where a tile goes depends only on what was played before it
//! and on the strips, which are fixed for the round: laying a tile moves no other tile.
//!
//! With branching doubles the rows of a snake keep a lane free on each side, and the table is
//! laid in the order of play (`sides`): each main train keeps the felt it may yet take, and the
//! sides of doubles, laid whole like small trains of their own, take the felt left free, first
//! come first served; a main train's next row goes beyond the sides already there (a middle
//! strip's train keeps only the felt just ahead of it, and goes on past a side in its row, a
//! lead under it). Folding the
//! oldest tiles into a counted run is the last resort for a table that cannot fit the view
//! (`framing::fit`).
//!
//! At the open end of every train: the next place (where the next tile goes), with the number
//! to match on its inner half and the marker of a train open to all on its outer half.

use super::crossing::Crossings;
use super::geometry::{Bounds, Felt, SideShape, TrainLayout, TrainShape, hub_box};
use super::mains::{MainPen, order_known, play_order, strips};
use engine::rules::{Seat, TrainId};

/// The shapes of the trains and sides a seat sees, as the layout takes them.
pub fn shapes_of_view(view: &engine::rules::view::SeatView) -> (Vec<TrainShape>, Vec<SideShape>) {
    let doubles = |t: &engine::rules::view::TrainView| t.tiles.iter().map(|tile| tile.is_double()).collect();
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
pub fn shapes_of(round: &engine::rules::Round) -> (Vec<TrainShape>, Vec<SideShape>) {
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
        let mut crossings = Crossings::of(&mains, felt, table.branching, order_known(&mains));
        for (main, tile) in play_order(&mains) {
            crossings.before_lay(&mut mains, main, |_| true);
            let (pen, shape) = &mut mains[main];
            pen.lay(shape.doubles[tile]);
        }
        trains.extend(mains.into_iter().map(|(pen, _)| pen.finish()));
    }
    let mut bounds = hub_box();
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
        let hub = hub_box();
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
    /// ends), a side's hop through a side's, a side's rail, hop or lead askew (only the main
    /// trains' rails from the hub do), or a side's rail across a line or a rail
    /// ([`rails_across`]), if any.
    pub(crate) fn rail_crossing(table: &TableLayout) -> Option<String> {
        for t in table.trains.iter().filter(|t| t.train.is_side()) {
            if let Some(piece) = t.track().find(|p| !crate::sides::along_the_lines(p[0], p[1])) {
                return Some(format!("a piece of track of {:?} runs askew: {piece:?}", t.train));
            }
        }
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
        // A side's lead (the last resort) runs under tiles, but never over the hub.
        let hub = hub_box();
        for t in &table.trains {
            if let Some(lead) = t.leads.iter().find(|l| hub.crossed_by(l[0], l[1], 0.02)) {
                return Some(format!("the lead of {:?} runs over the hub: {lead:?}", t.train));
            }
        }
        // A side's hop runs over a main train's felt, under its tiles, and clear of the sides.
        for t in &table.trains {
            for hop in &t.hops {
                for other in table.trains.iter().filter(|o| o.train.is_side()) {
                    if let Some((i, b)) = other.boxes().enumerate().find(|(_, b)| b.crossed_by(hop[0], hop[1], 0.02)) {
                        return Some(format!("the hop of {:?} runs through {:?} #{i}: {hop:?} {b:?}", t.train, other.train));
                    }
                }
            }
        }
        rails_across(table).into_iter().next()
    }

    /// Each piece of a side's rail that crosses a line of tiles between two of its tiles (a rail
    /// through a tile is [`rail_crossing`]'s), or crosses another rail or a hop: a rail a player
    /// cannot follow. (Only a lead, the last resort, runs under a line.)
    pub(crate) fn rails_across(table: &TableLayout) -> Vec<String> {
        use crate::sides::{crosses, gap_between};
        let gaps: Vec<(TrainId, Bounds)> = table
            .trains
            .iter()
            .flat_map(|l| l.tiles.windows(2).filter_map(|w| gap_between(w[0].bounds(), w[1].bounds())).map(|g| (l.train, g)))
            .collect();
        let track = track_of(table);
        let mut across = Vec::new();
        for t in table.trains.iter().filter(|t| t.train.is_side()) {
            for &[a, b] in &t.rails {
                if let Some((of, gap)) = gaps.iter().find(|(_, g)| g.crossed_by(a, b, 0.0)) {
                    across.push(format!("the rail of {:?} runs between two tiles of {of:?}: {:?} {gap:?}", t.train, [a, b]));
                } else if let Some((of, r)) = track.iter().find(|(of, r)| !(*of == t.train && *r == [a, b]) && crosses(a, b, r[0], r[1])) {
                    across.push(format!("the rail of {:?} crosses a rail or hop of {of:?}: {:?} {r:?}", t.train, [a, b]));
                }
            }
        }
        across
    }

    /// Every train's rails and hops, each with its train.
    fn track_of(table: &TableLayout) -> Vec<(TrainId, crate::geometry::Rail)> {
        table.trains.iter().flat_map(|l| l.rails.iter().chain(&l.hops).map(|r| (l.train, *r))).collect()
    }

    /// Each piece of a side's rails and hops that runs along another train's rail or hop,
    /// nearer than `sides::TRACKS_APART`: drawn, the two read as one. Kept to where only a lead
    /// would reach the side's free felt otherwise (`Board::jump`), so counted, not forbidden.
    pub(crate) fn rails_along(table: &TableLayout) -> Vec<String> {
        use crate::sides::runs_along;
        let track = track_of(table);
        let mut along = Vec::new();
        for t in table.trains.iter().filter(|t| t.train.is_side()) {
            for &[a, b] in t.rails.iter().chain(&t.hops) {
                if let Some((of, r)) = track.iter().find(|(of, r)| *of != t.train && runs_along(a, b, r[0], r[1])) {
                    along.push(format!("the track of {:?} runs along a rail or hop of {of:?}: {:?} {r:?}", t.train, [a, b]));
                }
            }
        }
        along
    }

    pub(crate) fn assert_clear(table: &TableLayout) {
        if let Some(e) = not_clear(table).or_else(|| rail_crossing(table)) {
            panic!("{e}");
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;

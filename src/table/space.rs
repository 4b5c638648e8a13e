//! What the table's modules share: the order of their systems, and table coordinates — world pixels
//! per table unit, where the table's part of the window is and how the camera maps it
//! (`TableProjection`, written by the camera), what the camera is asked to frame (`CameraFit`,
//! written by the pointer and by new matches), and the layout of what is on the table now
//! (`TableView`, written by `arrange`), the ends that glow for the tile held (`Highlight`,
//! written by `input`), and the labels over the table (`LabelSizes` from the UI, `PlateSpots`
//! from the camera, window pixels to egui's points, `to_points`). What several of the table's modules need lives here, one layer below them
//! (`docs/architecture.md`), so that they look down to it, never across at each other.

use crate::rules::{Seat, TrainId};
use bevy::prelude::*;
use table_layout::framing::{Camera, Plate, PlateFor};
use table_layout::geometry::{Felt, V2};
use table_layout::layout::TableLayout;

/// The table's part of `AppSystems::Present`, in order: the entities follow the facts, go
/// where the layout puts them, and the camera frames them.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TableSystems {
    Entities,
    Arrange,
    Camera,
}

/// Space kept between the view's border, the plates and what is framed, in logical pixels.
pub const MARGIN: f32 = 8.0;

/// World pixels per table unit (a tile is 2 × 1 units).
pub const UNIT: f32 = 40.0;

/// A table point in world pixels.
pub fn world(p: V2) -> Vec2 {
    Vec2::new(p.x * UNIT, p.y * UNIT)
}

/// The layout of the table shown now, the camera that frames it, and what they were made for.
#[derive(Resource, Default, Debug)]
pub struct TableView {
    pub layout: Option<TableLayout>,
    /// The framing of the layout (table units), before the person zooms or pans.
    pub camera: Option<Camera>,
    /// The game and revision laid out.
    pub revision: Option<(u64, u64)>,
    /// The view's size (logical pixels), the felt (from the window's shape) and the labels the
    /// layout was made for.
    pub size: Vec2,
    pub felt: Option<Felt>,
    pub labels: Option<LabelSizes>,
    /// Made again only because the view or its labels changed: everything moves there at once.
    pub resized: bool,
}

/// The sizes of the labels drawn over the table, in logical pixels (written by the UI as it
/// draws them): each plate shown (a seat's, the Mexican train's). The layout and the camera
/// keep the table clear of them.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct LabelSizes {
    /// The plates to place, with their half sizes.
    pub plates: Vec<(TrainId, Vec2)>,
    /// The boneyard's heap with its count.
    pub boneyard_half: Vec2,
}

impl Default for LabelSizes {
    fn default() -> Self {
        LabelSizes { plates: Vec::new(), boneyard_half: BONEYARD_HALF }
    }
}

impl LabelSizes {
    /// Whether `other` differs by a pixel or more anywhere.
    pub fn differs(&self, other: &LabelSizes) -> bool {
        self.plates.len() != other.plates.len()
            || self.plates.iter().zip(&other.plates).any(|(a, b)| a.0 != b.0 || a.1.distance(b.1) >= 1.0)
            || self.boneyard_half.distance(other.boneyard_half) >= 1.0
    }

    /// The plates as the framing places them: each train's, then the boneyard's.
    pub fn framed(&self) -> Vec<Plate> {
        let v2 = |v: Vec2| V2::new(v.x, v.y);
        self.plates
            .iter()
            .map(|&(train, half)| Plate { of: PlateFor::Train(train), half: v2(half) })
            .chain([Plate { of: PlateFor::Boneyard, half: v2(self.boneyard_half) }])
            .collect()
    }
}

/// Half the boneyard's heap with its count, in logical pixels.
pub const BONEYARD_HALF: Vec2 = Vec2::new(48.0, 38.0);

/// Where each seat's plate is now, in window logical pixels (written by the camera, from the
/// framing): the UI draws the plates there, and tiles fly from there. The boneyard too.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct PlateSpots {
    pub spots: Vec<(TrainId, Vec2)>,
    pub boneyard: Option<Vec2>,
    /// Where a seat without a plate (the one whose hand is on screen) plays from: the bottom
    /// middle of the table's view.
    pub hand: Vec2,
}

impl PlateSpots {
    /// Where a seat's tiles come from and go to, in window logical pixels.
    pub fn of(&self, seat: Seat) -> Vec2 {
        self.spots.iter().find(|(t, _)| *t == TrainId::Personal(seat)).map_or(self.hand, |(_, at)| *at)
    }
}

/// Trains whose ends glow: where the tile held (dragged or selected) may go.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Highlight {
    pub trains: Vec<TrainId>,
    /// The end a hint suggests playing on.
    pub hinted: Option<TrainId>,
    /// The end in focus for the selected tile (the keys move it): brighter than the others.
    pub focused: Option<TrainId>,
}

/// Screen space taken by panels, in logical pixels (written by the UI).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct TableInsets {
    pub top: f32,
    pub bottom: f32,
    /// The table in words, when it is open beside the table (`access`).
    pub right: f32,
}

/// Whether the camera frames the whole table, and where it is heading.
#[derive(Resource, Debug, Clone, Copy)]
pub struct CameraFit {
    /// Fit the whole table (until the player zooms or pans; `F` brings it back).
    pub auto: bool,
    pub center: Vec2,
    /// World pixels per screen pixel.
    pub scale: f32,
    /// Go to the framing at once rather than glide there (`--screenshot`: its frame is the one
    /// the camera comes to rest on, however few frames a slow machine draws a second).
    pub snap: bool,
    /// Where the camera is heading while it fits the table: kept from one move to the next while
    /// the whole table is still in view (`None`: frame the table anew, as a new round and *Fit
    /// table* do).
    pub target: Option<table_layout::framing::Camera>,
}

impl Default for CameraFit {
    fn default() -> Self {
        CameraFit { auto: true, center: Vec2::ZERO, scale: 1.0, snap: false, target: None }
    }
}

impl CameraFit {
    /// Frame the whole table anew (a new round, *Fit table*), as close as the view allows.
    pub fn frame_anew(&mut self) {
        self.auto = true;
        self.target = None;
    }
}

/// The table's view rectangle on screen, and the mapping between screen and world.
#[derive(Resource, Debug, Clone, Copy)]
pub struct TableProjection {
    /// Top-left and size of the table's part of the window, in logical pixels.
    pub origin: Vec2,
    pub size: Vec2,
    pub center: Vec2,
    pub scale: f32,
    /// The whole window's size in logical pixels (its shape sets the felt the trains share).
    pub window: Vec2,
}

impl Default for TableProjection {
    fn default() -> Self {
        let size = Vec2::new(1280.0, 720.0);
        TableProjection { origin: Vec2::ZERO, size, center: Vec2::ZERO, scale: 1.0, window: size }
    }
}

impl TableProjection {
    /// World pixels to window logical pixels.
    pub fn to_screen(&self, world: Vec2) -> Vec2 {
        let d = (world - self.center) / self.scale;
        self.origin + self.size / 2.0 + Vec2::new(d.x, -d.y)
    }

    /// Window logical pixels to world pixels.
    pub fn to_world(&self, screen: Vec2) -> Vec2 {
        let d = screen - self.origin - self.size / 2.0;
        self.center + Vec2::new(d.x, -d.y) * self.scale
    }

    /// Window logical pixels to table units.
    pub fn to_table(&self, screen: Vec2) -> V2 {
        let w = self.to_world(screen);
        V2::new(w.x / UNIT, w.y / UNIT)
    }

    /// Table units to window logical pixels.
    pub fn table_to_screen(&self, p: V2) -> Vec2 {
        self.to_screen(world(p))
    }

    pub fn contains(&self, screen: Vec2) -> bool {
        let p = screen - self.origin;
        p.x >= 0.0 && p.y >= 0.0 && p.x <= self.size.x && p.y <= self.size.y
    }
}

/// egui points per window pixel differ by the UI scale: convert between them.
pub fn to_points(ctx: &bevy_egui::egui::Context, px: Vec2) -> bevy_egui::egui::Pos2 {
    let z = ctx.zoom_factor();
    bevy_egui::egui::pos2(px.x / z, px.y / z)
}

/// Back from egui points to window pixels.
pub fn to_pixels(ctx: &bevy_egui::egui::Context, p: bevy_egui::egui::Pos2) -> Vec2 {
    let z = ctx.zoom_factor();
    Vec2::new(p.x * z, p.y * z)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_and_world_round_trip() {
        let p = TableProjection {
            origin: Vec2::new(0.0, 40.0),
            size: Vec2::new(1280.0, 500.0),
            center: Vec2::new(30.0, -20.0),
            scale: 1.7,
            window: Vec2::new(1280.0, 720.0),
        };
        for s in [Vec2::new(0.0, 40.0), Vec2::new(640.0, 290.0), Vec2::new(1279.0, 539.0)] {
            assert!(p.to_screen(p.to_world(s)).distance(s) < 1e-3);
        }
        assert!(p.to_world(Vec2::new(640.0, 290.0)).distance(p.center) < 1e-3, "the view's centre is the camera's");
        assert!(p.to_world(Vec2::new(640.0, 100.0)).y > p.center.y, "up on screen is up on the table");
        let t = V2::new(3.5, -2.0);
        let back = p.to_table(p.table_to_screen(t));
        assert!((back - t).length() < 1e-3, "table units round-trip too");
    }
}

//! The pointer on the table: which train end is under it, clicks on glowing ends, and whether a
//! press is panning the table or dragging a tile from the hand.

use super::camera::TableProjection;
use super::layout::{TableLayout, V2};
use super::view::TableView;
use crate::game::{ActionRequested, Game};
use crate::rules::{Action, Tile, TrainId};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pointer>().init_resource::<Selection>().add_systems(Update, click_train_ends.run_if(not(in_state(crate::screens::Screen::Title))).in_set(super::TableSystems));
}

/// The tile picked up or selected in the hand.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Selection {
    /// Selected by a click (a click on a glowing end then plays it).
    pub selected: Option<Tile>,
    /// Being dragged from the hand.
    pub dragging: Option<Tile>,
}

impl Selection {
    /// The tile whose possible places glow.
    pub fn active(&self) -> Option<Tile> {
        self.dragging.or(self.selected)
    }
}

/// What a press on the table is doing.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct Pointer {
    /// A tile is being dragged from the hand: the table must not pan.
    pub tile_drag: bool,
    /// The current press moved far enough to be a pan, not a click.
    pub panning: bool,
    press_at: Option<Vec2>,
}

/// How close (in table units) to a train's next place a drop or click must be.
const END_RADIUS: f32 = 1.6;

/// The train whose open end is at table point `p`: near its next place, or on its last tile.
pub fn train_at(layout: &TableLayout, p: V2) -> Option<TrainId> {
    let mut best: Option<(f32, TrainId)> = None;
    for t in &layout.trains {
        let d = (t.next.center - p).length();
        let on_last = t.tiles.last().is_some_and(|last| (last.center - p).length() < 1.1);
        if d < END_RADIUS || on_last {
            let score = if on_last { d.min(1.0) } else { d };
            if best.is_none_or(|(b, _)| score < b) {
                best = Some((score, t.train));
            }
        }
    }
    best.map(|(_, t)| t)
}

/// The play of `tile` on `train` as the engine lists it, if it is legal.
pub fn legal_play(game: &Game, tile: Tile, train: TrainId) -> Option<Action> {
    game.m.round().legal().iter().copied().find(|a| matches!(a, Action::Play { tile: t, train: tr } if t.id() == tile.id() && *tr == train))
}

/// A click (press and release without moving) on a glowing end plays the selected tile there;
/// moving while pressed pans instead.
#[expect(clippy::too_many_arguments, reason = "pointer state, selection, table and game")]
fn click_train_ends(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    projection: Res<TableProjection>,
    view: Res<TableView>,
    game: Option<Res<Game>>,
    mut pointer: ResMut<Pointer>,
    mut selection: ResMut<Selection>,
    mut requests: MessageWriter<ActionRequested>,
) {
    let (Some(window), Some(buttons)) = (window, buttons) else { return };
    let cursor = window.cursor_position();
    let over_ui = egui.is_some_and(|e| e.wants_pointer_input() || e.is_pointer_over_area());
    if buttons.just_pressed(MouseButton::Left) || buttons.just_pressed(MouseButton::Right) || buttons.just_pressed(MouseButton::Middle) {
        pointer.press_at = cursor.filter(|c| projection.contains(*c) && !over_ui && !pointer.tile_drag);
        pointer.panning = false;
    }
    if let (Some(start), Some(c)) = (pointer.press_at, cursor)
        && c.distance(start) > 5.0 {
            pointer.panning = true;
        }
    if buttons.just_released(MouseButton::Left) {
        let was_click = pointer.press_at.is_some() && !pointer.panning;
        pointer.press_at = None;
        pointer.panning = false;
        if !was_click {
            return;
        }
        let (Some(c), Some(layout), Some(game)) = (cursor, view.layout.as_ref(), game) else { return };
        let Some(train) = train_at(layout, projection.to_table(c)) else {
            selection.selected = None;
            return;
        };
        let (Some(tile), Some(seat)) = (selection.selected, game.human_to_move()) else { return };
        if let Some(action) = legal_play(&game, tile, train) {
            requests.write(ActionRequested { seat, action });
            selection.selected = None;
        } else {
            // Let the engine say why.
            requests.write(ActionRequested { seat, action: Action::Play { tile, train } });
        }
    }
    if buttons.just_released(MouseButton::Right) || buttons.just_released(MouseButton::Middle) {
        pointer.press_at = None;
        pointer.panning = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::layout::{TrainShape, layout};

    #[test]
    fn drops_land_on_the_nearest_end_and_not_in_the_middle() {
        let shapes: Vec<TrainShape> = (0..4)
            .map(TrainId::Personal)
            .chain([TrainId::Mexican])
            .map(|train| TrainShape { train, doubles: vec![false; 4] })
            .collect();
        let table = layout(&shapes, 0, 1.5);
        for t in &table.trains {
            assert_eq!(train_at(&table, t.next.center), Some(t.train));
            assert_eq!(train_at(&table, t.tiles[3].center), Some(t.train), "on the last tile");
            assert_eq!(train_at(&table, t.tiles[1].center), None, "the middle of a train is not its end");
        }
        assert_eq!(train_at(&table, V2::new(0.0, 0.0)), None, "the hub");
    }
}

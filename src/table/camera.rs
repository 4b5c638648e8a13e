//! The table camera: fitted to the table above the hand panel, with mouse-wheel zoom and
//! drag-to-pan on empty table. `TableProjection` converts between screen and table positions
//! for the plates and the pointer.

use super::layout::{V2, fit as fit_bounds};
use super::view::{TableView, UNIT};
use bevy::camera::Viewport;
use bevy::input::mouse::AccumulatedMouseScroll;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use crate::screens::{GamePhase, Screen};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableInsets>()
        .init_resource::<CameraFit>()
        .init_resource::<TableProjection>()
        .add_systems(Startup, spawn_camera)
        // A new game, a new round and a replay each start with the whole table in view.
        .add_systems(OnEnter(GamePhase::Playing), fit_whole_table)
        .add_systems(OnEnter(Screen::Replay), fit_whole_table)
        .add_systems(
            Update,
            // Only where there is a table to look at: not a scroll or a slider drag on the title.
            (pan_and_zoom.run_if(not(in_state(Screen::Title))), follow_fit).chain().in_set(super::TableSystems),
        );
}

fn fit_whole_table(mut fit: ResMut<CameraFit>) {
    fit.auto = true;
}

/// The table camera.
#[derive(Component)]
pub struct TableCamera;

/// Screen space taken by panels, in logical pixels (written by the UI).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct TableInsets {
    pub top: f32,
    pub bottom: f32,
}

/// Whether the camera follows the table's size, and where it is heading.
#[derive(Resource, Debug, Clone, Copy)]
pub struct CameraFit {
    /// Fit the whole table (until the player zooms or pans; `F` brings it back).
    pub auto: bool,
    pub center: Vec2,
    /// World pixels per screen pixel.
    pub scale: f32,
}

impl Default for CameraFit {
    fn default() -> Self {
        CameraFit { auto: true, center: Vec2::ZERO, scale: 1.0 }
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
}

impl Default for TableProjection {
    fn default() -> Self {
        TableProjection { origin: Vec2::ZERO, size: Vec2::new(1280.0, 720.0), center: Vec2::ZERO, scale: 1.0 }
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

    pub fn contains(&self, screen: Vec2) -> bool {
        let p = screen - self.origin;
        p.x >= 0.0 && p.y >= 0.0 && p.x <= self.size.x && p.y <= self.size.y
    }
}

fn spawn_camera(mut commands: Commands) {
    // No multisampling: tiles are textured sprites (already smooth), and it saves a lot of work
    // on software renderers.
    commands.spawn((Name::new("Table camera"), TableCamera, Camera2d, bevy::render::view::Msaa::Off));
}

/// Mouse-wheel zoom towards the cursor; drag with any button on empty table to pan.
#[expect(clippy::too_many_arguments, reason = "pointer, wheel, panels and camera state")]
fn pan_and_zoom(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    scroll: Option<Res<AccumulatedMouseScroll>>,
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    drag: Res<super::input::Pointer>,
    projection: Res<TableProjection>,
    mut fit: ResMut<CameraFit>,
    mut last: Local<Option<Vec2>>,
) {
    let Some(window) = window else { return };
    if keys.is_some_and(|k| k.just_pressed(KeyCode::KeyF) || k.just_pressed(KeyCode::Home)) {
        fit.auto = true;
    }
    let cursor = window.cursor_position();
    let over_ui = egui.is_some_and(|e| e.wants_pointer_input() || e.is_pointer_over_area());
    let on_table = cursor.is_some_and(|c| projection.contains(c)) && !over_ui;
    if let (Some(scroll), Some(c)) = (scroll, cursor)
        && on_table && scroll.delta.y != 0.0 {
            let factor = 0.88f32.powf(scroll.delta.y.clamp(-5.0, 5.0));
            let anchor = projection.to_world(c);
            let scale = (fit.scale * factor).clamp(0.05, 20.0);
            // Keep the point under the cursor where it is.
            fit.center = anchor + (fit.center - anchor) * (scale / fit.scale);
            fit.scale = scale;
            fit.auto = false;
        }
    let held = buttons.is_some_and(|b| b.pressed(MouseButton::Right) || b.pressed(MouseButton::Middle) || b.pressed(MouseButton::Left));
    match (held && !drag.tile_drag && (on_table || last.is_some()), cursor) {
        (true, Some(c)) => {
            if let Some(prev) = *last {
                let d = c - prev;
                if d.length() > 0.0 && drag.panning {
                    let scale = fit.scale;
                    fit.center -= Vec2::new(d.x, -d.y) * scale;
                    fit.auto = false;
                }
            }
            *last = Some(c);
        }
        _ => *last = None,
    }
}

/// Fit the table when it changes (unless the player took over), follow smoothly, and keep the
/// camera's viewport above the hand panel.
fn follow_fit(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    insets: Res<TableInsets>,
    view: Res<TableView>,
    time: Res<Time>,
    mut fit: ResMut<CameraFit>,
    mut projection_out: ResMut<TableProjection>,
    mut camera: Query<(&mut Camera, &mut Transform, &mut Projection), With<TableCamera>>,
) {
    let Some(window) = window else { return };
    let Ok((mut camera, mut transform, mut projection)) = camera.single_mut() else { return };
    let (w, h) = (window.width(), window.height());
    let size = Vec2::new(w.max(1.0), (h - insets.top - insets.bottom).max(1.0));
    let origin = Vec2::new(0.0, insets.top.min(h - 1.0).max(0.0));
    let target = view.layout.as_ref().map(|l| {
        let (zoom, c) = fit_bounds(l.bounds, size.x, size.y);
        (Vec2::new(c.x, c.y) * UNIT, UNIT / zoom)
    });
    let Projection::Orthographic(ortho) = &mut *projection else { return };
    if fit.auto
        && let Some((center, scale)) = target {
            let k = (time.delta_secs() * 6.0).clamp(0.0, 1.0);
            let first = projection_out.scale == 1.0 && fit.scale == 1.0;
            fit.center = if first { center } else { fit.center.lerp(center, k) };
            fit.scale = if first { scale } else { fit.scale + (scale - fit.scale) * k };
        }
    transform.translation.x = fit.center.x;
    transform.translation.y = fit.center.y;
    ortho.scale = fit.scale;
    let sf = window.scale_factor();
    let physical = UVec2::new((size.x * sf) as u32, (size.y * sf) as u32).max(UVec2::ONE);
    let pos = UVec2::new(0, (origin.y * sf) as u32);
    let viewport = Viewport { physical_position: pos, physical_size: physical, ..default() };
    if camera.viewport.as_ref().map(|v| (v.physical_position, v.physical_size)) != Some((pos, physical)) {
        camera.viewport = Some(viewport);
    }
    *projection_out = TableProjection { origin, size, center: fit.center, scale: fit.scale };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_and_world_round_trip() {
        let p = TableProjection { origin: Vec2::new(0.0, 40.0), size: Vec2::new(1280.0, 500.0), center: Vec2::new(30.0, -20.0), scale: 1.7 };
        for s in [Vec2::new(0.0, 40.0), Vec2::new(640.0, 290.0), Vec2::new(1279.0, 539.0)] {
            assert!(p.to_screen(p.to_world(s)).distance(s) < 1e-3);
        }
        assert!(p.to_world(Vec2::new(640.0, 290.0)).distance(p.center) < 1e-3, "the view's centre is the camera's");
        assert!(p.to_world(Vec2::new(640.0, 100.0)).y > p.center.y, "up on screen is up on the table");
    }
}

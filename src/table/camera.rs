//! The table camera: framed on the table between the panels, following `CameraFit` (which the
//! pointer changes by zooming and panning, and every new match and round sets back to the whole
//! table), and keeping `TableProjection` true for everything that maps the screen to the table.

use super::space::TableSystems;
use super::layout::fit as fit_bounds;
use super::space::{CameraFit, TableInsets, TableProjection, TableView, UNIT};
use crate::game::{MatchLoaded, Origin, RoundStarted};
use bevy::camera::Viewport;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableInsets>()
        .init_resource::<CameraFit>()
        .init_resource::<TableProjection>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, (fit_new_tables, follow_fit).chain().in_set(TableSystems::Camera));
}

/// The table camera.
#[derive(Component)]
pub struct TableCamera;

fn spawn_camera(mut commands: Commands) {
    // No multisampling: tiles are textured sprites (already smooth), and it saves a lot of work
    // on software renderers.
    commands.spawn((Name::new("Table camera"), TableCamera, Camera2d, bevy::render::view::Msaa::Off));
}

/// A new game, a new round and a replay each start with the whole table in view (a replay's
/// steps keep the view the person chose).
fn fit_new_tables(mut loaded: MessageReader<MatchLoaded>, mut dealt: MessageReader<RoundStarted>, mut fit: ResMut<CameraFit>) {
    let new_match = loaded.read().any(|l| l.origin != Origin::ReplayJump);
    if new_match || dealt.read().count() > 0 {
        fit.auto = true;
    }
}

/// Fit the table when it changes (unless the player took over), follow smoothly, and keep the
/// camera's viewport between the panels.
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
    if camera.viewport.as_ref().map(|v| (v.physical_position, v.physical_size)) != Some((pos, physical)) {
        camera.viewport = Some(Viewport { physical_position: pos, physical_size: physical, ..default() });
    }
    *projection_out = TableProjection { origin, size, center: fit.center, scale: fit.scale };
}

//! The table camera: framed on the table between the panels, following `CameraFit` (which the
//! pointer changes by zooming and panning, and every new match and round sets back to the
//! framing of what is on the table), keeping `TableProjection` true for everything that maps
//! the screen to the table, and `PlateSpots` for the plates on the view's border.

use super::space::TableSystems;
use super::space::{CameraFit, LabelSizes, MARGIN, PlateSpots, TableInsets, TableProjection, TableView, UNIT};
use crate::game::{MatchLoaded, RoundStarted};
use bevy::camera::Viewport;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use table_layout::framing::{self, Frame, PlateFor};
use table_layout::geometry::V2;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableInsets>()
        .init_resource::<CameraFit>()
        .init_resource::<TableProjection>()
        .init_resource::<LabelSizes>()
        .init_resource::<PlateSpots>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, (fit_new_tables, follow_fit).chain().in_set(TableSystems::Camera))
        .add_systems(Update, frame_title.in_set(crate::schedule::AppSystems::Present).run_if(in_state(crate::screens::Screen::Title)));
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
    let new_match = loaded.read().any(|l| l.origin.is_another_match());
    if new_match || dealt.read().count() > 0 {
        fit.frame_anew();
    }
}

/// The title's table: the whole window, one world pixel per pixel, centred on the origin.
fn frame_title(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mut projection_out: ResMut<TableProjection>,
    mut camera: Query<(&mut Camera, &mut Transform, &mut Projection), With<TableCamera>>,
) {
    let Some(window) = window else { return };
    let Ok((mut camera, mut transform, mut projection)) = camera.single_mut() else { return };
    let size = Vec2::new(window.width().max(1.0), window.height().max(1.0));
    transform.translation.x = 0.0;
    transform.translation.y = 0.0;
    if let Projection::Orthographic(ortho) = &mut *projection {
        ortho.scale = 1.0;
    }
    if camera.viewport.is_some() {
        camera.viewport = None;
    }
    let framed = TableProjection { origin: Vec2::ZERO, size, center: Vec2::ZERO, scale: 1.0, window: size };
    if projection_out.size != framed.size
        || projection_out.center != framed.center
        || projection_out.scale != framed.scale
        || projection_out.origin != framed.origin
        || projection_out.window != framed.window
    {
        *projection_out = framed;
    }
}

/// Frame the table when it no longer fits (unless the player took over), follow smoothly, keep the
/// camera's viewport between the panels, and put the plates on the border for the view shown.
#[allow(clippy::too_many_arguments)]
fn follow_fit(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    insets: Res<TableInsets>,
    view: Res<TableView>,
    labels: Res<LabelSizes>,
    time: Res<Time>,
    mut fit: ResMut<CameraFit>,
    mut projection_out: ResMut<TableProjection>,
    mut spots: ResMut<PlateSpots>,
    mut camera: Query<(&mut Camera, &mut Transform, &mut Projection), With<TableCamera>>,
) {
    let Some(window) = window else { return };
    let Ok((mut camera, mut transform, mut projection)) = camera.single_mut() else { return };
    let (w, h) = (window.width(), window.height());
    let size = Vec2::new((w - insets.right).max(1.0), (h - insets.top - insets.bottom).max(1.0));
    let origin = Vec2::new(0.0, insets.top.min(h - 1.0).max(0.0));
    let (Some(layout), Some(framed)) = (view.layout.as_ref(), view.camera) else { return };
    let frame = Frame::for_view(V2::new(size.x, size.y), MARGIN);
    let plates = labels.framed();
    let Projection::Orthographic(ortho) = &mut *projection else { return };
    // A window of another size: framed anew. (Panels that grow or shrink with what they say
    // re-frame the table only if it no longer fits.)
    if projection_out.window != Vec2::new(w, h) {
        fit.target = None;
    }
    if fit.auto {
        // The table stays where it is while it fits: re-framed only once it no longer does
        // (looked at when the layout is made again, not every frame).
        let target = match fit.target {
            Some(kept) if !view.is_changed() => kept,
            kept => framing::keep_or_frame(layout, kept, framed, &frame, &plates),
        };
        fit.target = Some(target);
        let (center, scale) = (Vec2::new(target.center.x, target.center.y) * UNIT, UNIT / target.zoom);
        let k = (time.delta_secs() * 4.0).clamp(0.0, 1.0);
        // The first framing, and a screenshot's, is taken at once; later ones glide.
        let jump = (projection_out.scale == 1.0 && fit.scale == 1.0) || fit.snap;
        fit.center = if jump { center } else { fit.center.lerp(center, k) };
        fit.scale = if jump { scale } else { fit.scale + (scale - fit.scale) * k };
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
    *projection_out = TableProjection { origin, size, center: fit.center, scale: fit.scale, window: Vec2::new(w, h) };
    // The plates for the camera as it is now (gliding, or where the player zoomed).
    let now = framing::Camera { zoom: UNIT / fit.scale, center: V2::new(fit.center.x / UNIT, fit.center.y / UNIT) };
    let at: Vec<Vec2> = framing::plate_spots(layout, &now, &frame, &plates).into_iter().map(|at| origin + Vec2::new(at.x, at.y)).collect();
    let placed = PlateSpots {
        spots: plates
            .iter()
            .zip(&at)
            .filter_map(|(p, &at)| match p.of {
                PlateFor::Train(train) => Some((train, at)),
                PlateFor::Boneyard => None,
            })
            .collect(),
        boneyard: plates.iter().zip(&at).find(|(p, _)| p.of == PlateFor::Boneyard).map(|(_, &at)| at),
        hand: origin + Vec2::new(size.x / 2.0, size.y),
    };
    spots.set_if_neq(placed);
}

//! The table camera: framed on the table between the panels, following `CameraFit` (which the
//! pointer changes by zooming and panning, and every new match and round sets back to the
//! framing of what is on the table), keeping `TableProjection` true for everything that maps
//! the screen to the table, and `PlateSpots` for the plates on the view's border.

use super::framing::{self, BONEYARD_TOWARD, Frame, Plate};
use super::layout::{TableLayout, V2};
use crate::rules::TrainId;
use super::space::TableSystems;
use super::space::{CameraFit, LabelSizes, PlateSpots, TableInsets, TableProjection, TableView, UNIT};
use crate::game::{MatchLoaded, RoundStarted};
use bevy::camera::Viewport;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableInsets>()
        .init_resource::<CameraFit>()
        .init_resource::<TableProjection>()
        .init_resource::<LabelSizes>()
        .init_resource::<PlateSpots>()
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
    let new_match = loaded.read().any(|l| l.origin.is_another_match());
    if new_match || dealt.read().count() > 0 {
        fit.auto = true;
    }
}

/// Space kept between the view's border, the plates and what is framed, in logical pixels.
const MARGIN: f32 = 8.0;

/// What the framing was made from, to make it again only when one of them changes.
#[derive(Default)]
struct FramedFor {
    revision: Option<(u64, u64)>,
    size: Vec2,
    labels: Option<LabelSizes>,
}

impl FramedFor {
    fn is_for(&self, revision: Option<(u64, u64)>, size: Vec2, labels: &LabelSizes) -> bool {
        self.revision == revision && self.size == size && self.labels.as_ref() == Some(labels)
    }
}

/// The framing asked of the pure geometry, for a view of `size` logical pixels: the plates in
/// their trains' directions, then the boneyard.
fn frame_of(size: Vec2, labels: &LabelSizes, layout: &TableLayout) -> (Frame, Vec<Plate>) {
    let v2 = |v: Vec2| V2::new(v.x, v.y);
    // A fresh table is not blown up: at most about twelve table units from top to bottom.
    let frame = Frame { view: v2(size), badge_half: v2(labels.badge_half), margin: MARGIN, max_zoom: size.y / 12.0 };
    let spoke = |train: TrainId| layout.train(train).map_or(V2::new(0.0, -1.0), |t| t.spoke);
    let plates = labels.plates.iter().map(|&(train, half)| Plate { toward: spoke(train), half: v2(half) });
    let boneyard = Plate { toward: BONEYARD_TOWARD, half: v2(labels.boneyard_half) };
    (frame, plates.chain([boneyard]).collect())
}

/// Frame the table when it changes (unless the player took over), follow smoothly, keep the
/// camera's viewport between the panels, and put the plates on the border for the view shown.
#[allow(clippy::too_many_arguments)]
fn follow_fit(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    insets: Res<TableInsets>,
    view: Res<TableView>,
    labels: Res<LabelSizes>,
    time: Res<Time>,
    mut framed: Local<(FramedFor, Option<(Vec2, f32)>)>,
    mut fit: ResMut<CameraFit>,
    mut projection_out: ResMut<TableProjection>,
    mut spots: ResMut<PlateSpots>,
    mut camera: Query<(&mut Camera, &mut Transform, &mut Projection), With<TableCamera>>,
) {
    let Some(window) = window else { return };
    let Ok((mut camera, mut transform, mut projection)) = camera.single_mut() else { return };
    let (w, h) = (window.width(), window.height());
    let size = Vec2::new(w.max(1.0), (h - insets.top - insets.bottom).max(1.0));
    let origin = Vec2::new(0.0, insets.top.min(h - 1.0).max(0.0));
    let Some(layout) = view.layout.as_ref() else { return };
    let (frame, plates) = frame_of(size, &labels, layout);
    if !framed.0.is_for(view.revision, size, &labels) {
        let cam = framing::frame(layout, &frame, &plates);
        framed.1 = Some((Vec2::new(cam.center.x, cam.center.y) * UNIT, UNIT / cam.zoom));
        framed.0 = FramedFor { revision: view.revision, size, labels: Some(labels.clone()) };
    }
    let Projection::Orthographic(ortho) = &mut *projection else { return };
    if fit.auto
        && let Some((center, scale)) = framed.1 {
            let k = (time.delta_secs() * 4.0).clamp(0.0, 1.0);
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
    // The plates for the camera as it is now (gliding, or where the player zoomed).
    let now = framing::Camera { zoom: UNIT / fit.scale, center: V2::new(fit.center.x / UNIT, fit.center.y / UNIT) };
    let mut at = framing::plate_spots(&now, &frame, &plates).into_iter().map(|at| origin + Vec2::new(at.x, at.y));
    let placed = PlateSpots {
        spots: labels.plates.iter().map(|(train, _)| *train).zip(at.by_ref()).collect(),
        boneyard: at.next(),
        hand: origin + Vec2::new(size.x / 2.0, size.y),
    };
    spots.set_if_neq(placed);
}

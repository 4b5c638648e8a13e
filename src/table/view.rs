//! The table's entities follow the match: one entity per tile on the table, the hub, the train
//! ends, markers, glows on open doubles, the boneyard. Whenever the match changes they are
//! derived again from the engine's state (never kept as a second copy of it), and tweens carry
//! them to where the layout puts them.

use super::anim::{Flight, Tween, fly};
use super::art::TileArt;
use super::layout::{Placed, TableLayout, TrainShape, V2, layout};
use crate::game::{ActionApplied, Game, GameSystems};
use crate::rules::{Event, Seat, Tile, TileId, TrainId};
use crate::screens::Screen;
use bevy::prelude::*;
use std::collections::BTreeMap;

/// World pixels per table unit (a tile is 2 × 1 units).
pub const UNIT: f32 = 40.0;

const Z_HUB: f32 = 1.0;
const Z_BED: f32 = 2.0;
const Z_GLOW: f32 = 3.0;
const Z_TILE: f32 = 10.0;
const Z_MARKER: f32 = 20.0;
pub(super) const Z_FLYING: f32 = 50.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableView>()
        .init_resource::<Highlight>()
        .init_resource::<AnimSpeed>()
        .add_systems(OnExit(Screen::Game), clear_table)
        .add_systems(OnExit(Screen::Replay), clear_table)
        .add_systems(
            Update,
            (sync_table, fly_draws, show_highlights)
                .chain()
                .after(GameSystems)
                .in_set(super::TableSystems)
                .run_if(resource_exists::<Game>.and_then(in_state(Screen::Game).or_else(in_state(Screen::Replay)))),
        );
}

/// A tile on the table.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableTile(pub TileId);

/// The train a table tile belongs to (`None`: the engine in the hub).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OnTrain(pub Option<TrainId>);

/// The open end of a train: where its next tile goes, and the drop target.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrainEnd {
    pub train: TrainId,
}

/// A train's marker (always on the Mexican train).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Marker {
    pub train: TrainId,
}

/// The glow under an open double.
#[derive(Component, Debug, Clone, Copy)]
pub struct DoubleGlow {
    pub train: TrainId,
    pub due: bool,
}

#[derive(Component)]
struct BoneyardPile;

#[derive(Component)]
struct Hub;

/// Animation speed: 1 normal, 2 twice as fast, 0 instant.
#[derive(Resource, Debug, Clone, Copy)]
pub struct AnimSpeed(pub f32);

impl Default for AnimSpeed {
    fn default() -> Self {
        AnimSpeed(1.0)
    }
}

impl AnimSpeed {
    pub fn seconds(&self, base: f32) -> f32 {
        if self.0 <= 0.0 { 0.0 } else { base / self.0 }
    }
}

/// Trains whose ends glow: where the tile being dragged (or selected) may go.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Highlight {
    pub trains: Vec<TrainId>,
}

/// What the table shows now: the layout and the entities standing for the match.
#[derive(Resource, Default)]
pub struct TableView {
    /// The game and revision shown.
    revision: Option<(u64, u64)>,
    /// The game and round shown.
    round: Option<(u64, u32)>,
    pub layout: Option<TableLayout>,
    tiles: BTreeMap<TileId, Entity>,
    ends: BTreeMap<TrainId, Entity>,
    markers: BTreeMap<TrainId, Entity>,
    beds: Vec<Entity>,
    glows: Vec<Entity>,
    hub: Option<Entity>,
    pile: Option<Entity>,
    /// Place everything at once on the next change (a restored or demo game).
    pub snap: bool,
    /// The view's width over height the layout was made for.
    aspect: f32,
}

impl TableView {
    /// The entity of a tile on the table.
    pub fn tile_entity(&self, id: TileId) -> Option<Entity> {
        self.tiles.get(&id).copied()
    }

    /// Where a seat's plate is, in world pixels.
    pub fn plate(&self, seat: Seat) -> Option<Vec2> {
        let l = self.layout.as_ref()?;
        l.train(TrainId::Personal(seat)).map(|t| world(t.plate))
    }

    pub fn boneyard(&self) -> Option<Vec2> {
        self.layout.as_ref().map(|l| world(l.boneyard))
    }
}

/// A table point in world pixels.
pub fn world(p: V2) -> Vec2 {
    Vec2::new(p.x * UNIT, p.y * UNIT)
}

fn transform_of(p: &Placed, z: f32) -> Transform {
    Transform::from_translation(world(p.center).extend(z)).with_rotation(Quat::from_rotation_z(p.angle()))
}

/// Colours of the seats' markers and plates.
pub const SEAT_COLOURS: [Color; 12] = [
    Color::srgb(0.95, 0.35, 0.30),
    Color::srgb(0.30, 0.60, 0.95),
    Color::srgb(0.98, 0.78, 0.25),
    Color::srgb(0.55, 0.85, 0.40),
    Color::srgb(0.80, 0.45, 0.90),
    Color::srgb(0.30, 0.85, 0.85),
    Color::srgb(0.98, 0.55, 0.20),
    Color::srgb(0.90, 0.90, 0.90),
    Color::srgb(0.65, 0.45, 0.30),
    Color::srgb(0.95, 0.50, 0.70),
    Color::srgb(0.50, 0.55, 0.95),
    Color::srgb(0.70, 0.75, 0.35),
];

pub fn seat_colour(seat: Seat) -> Color {
    SEAT_COLOURS[seat as usize % SEAT_COLOURS.len()]
}

const MEXICAN_COLOUR: Color = Color::srgb(0.93, 0.78, 0.30);

/// Spawn a tile showing `tile` (first half at the back); children only if art exists.
pub(super) fn spawn_tile(commands: &mut Commands, art: Option<&TileArt>, tile: Tile, on: Option<TrainId>, transform: Transform) -> Entity {
    let mut e = commands.spawn((
        Name::new(format!("Tile {tile}")),
        TableTile(tile.id()),
        OnTrain(on),
        transform,
        Visibility::default(),
        OnTable,
    ));
    if let Some(art) = art {
        let face = |n: u8| art.faces.get(n as usize).cloned().unwrap_or_default();
        e.with_children(|p| {
            p.spawn((
                Sprite { image: art.shadow.clone(), custom_size: Some(Vec2::new(2.2 * UNIT, 1.2 * UNIT)), ..default() },
                Transform::from_xyz(0.08 * UNIT, -0.12 * UNIT, -0.5),
            ));
            if on == Some(TrainId::Mexican) {
                p.spawn((
                    Sprite { image: art.bed.clone(), custom_size: Some(Vec2::new(2.3 * UNIT, 1.3 * UNIT)), ..default() },
                    Transform::from_xyz(0.0, 0.0, -0.6),
                ));
            }
            p.spawn((Sprite { image: art.body.clone(), custom_size: Some(Vec2::new(2.0 * UNIT, UNIT)), ..default() }, Transform::default()));
            for (x, n) in [(-0.5, tile.0), (0.5, tile.1)] {
                p.spawn((
                    Sprite { image: face(n), custom_size: Some(Vec2::splat(0.94 * UNIT)), ..default() },
                    Transform::from_xyz(x * UNIT, 0.0, 0.1),
                ));
            }
        });
    }
    e.id()
}

/// Spawn a face-down tile (boneyard, flights).
pub(super) fn spawn_back(commands: &mut Commands, art: Option<&TileArt>, transform: Transform) -> Entity {
    let mut e = commands.spawn((Name::new("Face-down tile"), transform, Visibility::default(), OnTable));
    if let Some(art) = art {
        e.insert(Sprite { image: art.back.clone(), custom_size: Some(Vec2::new(2.0 * UNIT, UNIT)), ..default() });
    }
    e.id()
}

/// Everything on the table, cleared when leaving a game or a replay.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct OnTable;

fn clear_table(mut commands: Commands, mut view: ResMut<TableView>, entities: Query<Entity, (With<OnTable>, Without<ChildOf>)>) {
    for e in &entities {
        commands.entity(e).try_despawn();
    }
    *view = TableView::default();
}

/// Train-end entities (and nothing that could alias the other queries).
type EndsOnly = (With<TrainEnd>, Without<TableTile>, Without<Marker>);

/// Bring the table's entities in line with the match, whenever it changes.
#[expect(clippy::too_many_arguments, reason = "one system keeps the table equal to the engine")]
fn sync_table(
    mut commands: Commands,
    game: Res<Game>,
    mut view: ResMut<TableView>,
    art: Option<Res<TileArt>>,
    speed: Res<AnimSpeed>,
    projection: Res<super::camera::TableProjection>,
    mut tiles: Query<(&mut Transform, Option<&mut Tween>), With<TableTile>>,
    mut markers: Query<(&Marker, &mut Visibility, &mut Transform), Without<TableTile>>,
    mut ends: Query<&mut Transform, EndsOnly>,
) {
    let aspect = (projection.size.x / projection.size.y.max(1.0)).clamp(0.5, 4.0);
    let reshaped = (aspect - view.aspect).abs() > 0.05;
    let same_match = view.revision == Some((game.id, game.revision));
    if same_match && !reshaped {
        return;
    }
    view.revision = Some((game.id, game.revision));
    view.aspect = aspect;
    let art = art.as_deref();
    let round = game.m.round();
    // Only moves animate; a new window shape re-lays the table at once.
    let snap = std::mem::take(&mut view.snap) || same_match;
    let duration = if snap { 0.0 } else { speed.seconds(0.45) };

    // A new round (or game): clear the table.
    let this_round = (game.id, game.m.round_index());
    if view.round != Some(this_round) {
        let mut old: Vec<Entity> = view.tiles.values().copied().chain(view.hub).chain(view.pile).collect();
        old.append(&mut view.beds);
        for e in old {
            commands.entity(e).try_despawn();
        }
        view.tiles.clear();
        view.hub = None;
        view.pile = None;
        view.round = Some(this_round);
    }

    let shapes: Vec<TrainShape> = round
        .trains()
        .map(|train| TrainShape { train, doubles: round.train_tiles(train).map(|t| t.is_double()).collect() })
        .collect();
    let table = layout(&shapes, game.viewer(), aspect);

    // The hub and the engine in it.
    if view.hub.is_none() {
        let mut hub = commands.spawn((Name::new("Hub"), Hub, Transform::from_xyz(0.0, 0.0, Z_HUB), Visibility::default(), OnTable));
        if let Some(art) = art {
            hub.insert(Sprite { image: art.hub.clone(), custom_size: Some(Vec2::splat(4.0 * UNIT)), ..default() });
        }
        view.hub = Some(hub.id());
    }
    if let Some(pip) = round.engine() {
        let id = Tile(pip, pip).id();
        view.tiles.entry(id).or_insert_with(|| {
            let at = Transform::from_xyz(0.0, 0.0, Z_TILE).with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_2));
            
            spawn_tile(&mut commands, art, Tile(pip, pip), None, at)
        });
    }

    // Every tile on every train, where the layout puts it.
    let mut on_table: Vec<TileId> = round.engine().map(|p| Tile(p, p).id()).into_iter().collect();
    for t in &table.trains {
        for (i, (tile, placed)) in round.train_tiles(t.train).zip(&t.tiles).enumerate() {
            let id = tile.id();
            on_table.push(id);
            let target = transform_of(placed, Z_TILE + i as f32 * 0.01);
            match view.tiles.get(&id).copied() {
                Some(e) => {
                    if let Ok((mut transform, tween)) = tiles.get_mut(e) {
                        let goal = tween.as_ref().map_or(*transform, |t| t.to);
                        if goal.translation.distance(target.translation) > 0.5 || goal.rotation.angle_between(target.rotation) > 0.01 {
                            let from = *transform;
                            if duration > 0.0 {
                                commands.entity(e).insert(Tween::new(from, target, duration));
                            } else {
                                *transform = target;
                            }
                        }
                    }
                }
                None => {
                    let seat = round.placements().iter().find(|p| p.tile.id() == id).map_or(0, |p| p.seat);
                    let origin = table.train(TrainId::Personal(seat)).map_or(t.plate, |s| s.plate);
                    let from = Transform::from_translation(world(origin).extend(Z_FLYING)).with_rotation(target.rotation);
                    let start = if duration > 0.0 { from } else { target };
                    let e = spawn_tile(&mut commands, art, tile, Some(t.train), start);
                    if duration > 0.0 {
                        commands.entity(e).insert(Tween::new(from, target, duration));
                    }
                    view.tiles.insert(id, e);
                }
            }
        }
    }
    let gone: Vec<TileId> = view.tiles.keys().copied().filter(|id| !on_table.contains(id)).collect();
    for id in gone {
        if let Some(e) = view.tiles.remove(&id) {
            commands.entity(e).try_despawn();
        }
    }

    // Train ends, markers and the Mexican train's sleepers under its next place.
    for t in &table.trains {
        let end_at = transform_of(&t.next, Z_GLOW);
        match view.ends.get(&t.train).copied() {
            Some(e) => {
                if let Ok(mut tr) = ends.get_mut(e) {
                    *tr = end_at;
                }
            }
            None => {
                let mut e = commands.spawn((Name::new(format!("End of {}", t.train)), TrainEnd { train: t.train }, end_at, Visibility::Hidden, OnTable));
                if let Some(art) = art {
                    e.insert(Sprite { image: art.glow.clone(), custom_size: Some(Vec2::new(2.5 * UNIT, 1.5 * UNIT)), color: Color::srgba(1.0, 0.9, 0.3, 0.9), ..default() });
                }
                view.ends.insert(t.train, e.id());
            }
        }
        let shown = match t.train {
            TrainId::Personal(s) => round.has_marker(s),
            TrainId::Mexican => true,
        };
        let marker_at = Transform::from_translation(world(t.marker).extend(Z_MARKER));
        match view.markers.get(&t.train).copied() {
            Some(e) => {
                if let Ok((_, mut vis, mut tr)) = markers.get_mut(e) {
                    let was = *vis != Visibility::Hidden;
                    *vis = if shown { Visibility::Inherited } else { Visibility::Hidden };
                    tr.translation = marker_at.translation;
                    if shown && !was {
                        // Pop on.
                        let small = marker_at.with_scale(Vec3::splat(0.2));
                        tr.scale = small.scale;
                        commands.entity(e).insert(Tween::new(small, marker_at, speed.seconds(0.3)));
                    }
                }
            }
            None => {
                let colour = match t.train {
                    TrainId::Personal(s) => seat_colour(s),
                    TrainId::Mexican => MEXICAN_COLOUR,
                };
                let vis = if shown { Visibility::Inherited } else { Visibility::Hidden };
                let mut e = commands.spawn((Name::new(format!("Marker of {}", t.train)), Marker { train: t.train }, marker_at, vis, OnTable));
                if let Some(art) = art {
                    e.insert(Sprite { image: art.marker.clone(), custom_size: Some(Vec2::new(1.6 * UNIT, 1.2 * UNIT)), color: colour, ..default() });
                }
                view.markers.insert(t.train, e.id());
            }
        }
    }
    for e in view.beds.drain(..) {
        commands.entity(e).try_despawn();
    }
    if let (Some(art), Some(mex)) = (art, table.train(TrainId::Mexican)) {
        let bed = commands
            .spawn((
                Name::new("Mexican train's next place"),
                Sprite { image: art.bed.clone(), custom_size: Some(Vec2::new(2.3 * UNIT, 1.3 * UNIT)), color: Color::srgba(1.0, 1.0, 1.0, 0.55), ..default() },
                transform_of(&mex.next, Z_BED),
                OnTable,
            ))
            .id();
        view.beds.push(bed);
    }

    // Glows under the open doubles; the one due now pulses.
    for e in view.glows.drain(..) {
        commands.entity(e).try_despawn();
    }
    let due = match round.phase() {
        crate::rules::TurnPhase::Restricted { train, .. } | crate::rules::TurnPhase::Finish { due: train, .. } => Some(train),
        _ => None,
    };
    let open: Vec<TrainId> = round.open_double_trains().chain(due).filter(|&t| round.train(t).ends_in_double).collect();
    for train in open {
        let Some(t) = table.train(train) else { continue };
        let Some(last) = t.tiles.last() else { continue };
        let mut e = commands.spawn((Name::new("Open double"), DoubleGlow { train, due: Some(train) == due }, transform_of(last, Z_GLOW), OnTable));
        if let Some(art) = art {
            e.insert(Sprite { image: art.glow.clone(), custom_size: Some(Vec2::new(2.6 * UNIT, 1.6 * UNIT)), color: Color::srgba(1.0, 0.45, 0.2, 0.9), ..default() });
        }
        view.glows.push(e.id());
    }

    // The boneyard: a small stack of face-down tiles; its count is on its plate.
    if view.pile.is_none() {
        let at = Transform::from_translation(world(table.boneyard).extend(Z_TILE));
        let pile = commands.spawn((Name::new("Boneyard"), BoneyardPile, at, Visibility::default(), OnTable)).id();
        if art.is_some() {
            // A loose heap of face-down tiles.
            for (i, (x, y, turn)) in [(-0.9f32, -0.4f32, 0.25f32), (0.8, -0.5, -0.4), (-0.3, 0.55, 1.35), (0.6, 0.45, 0.1), (0.0, -0.05, -0.15)].iter().enumerate() {
                let at = Transform::from_xyz(x * UNIT, y * UNIT, i as f32 * 0.01).with_rotation(Quat::from_rotation_z(*turn));
                let back = spawn_back(&mut commands, art, at);
                commands.entity(back).insert(ChildOf(pile));
            }
        }
        view.pile = Some(pile);
    } else if let Some(pile) = view.pile {
        commands.entity(pile).insert(Transform::from_translation(world(table.boneyard).extend(Z_TILE)));
    }
    view.layout = Some(table);
}

/// Drawn tiles fly face down from the boneyard to the drawer's plate.
fn fly_draws(mut commands: Commands, mut applied: MessageReader<ActionApplied>, view: Res<TableView>, art: Option<Res<TileArt>>, speed: Res<AnimSpeed>) {
    for a in applied.read() {
        let draws = a.events.iter().filter(|e| matches!(e, Event::Drew { .. })).count();
        let (Some(from), Some(to)) = (view.boneyard(), view.plate(a.seat)) else { continue };
        for i in 0..draws {
            let start = Transform::from_translation(from.extend(Z_FLYING + i as f32));
            let end = Transform::from_translation(to.extend(Z_FLYING + i as f32)).with_scale(Vec3::splat(0.5));
            let e = spawn_back(&mut commands, art.as_deref(), start);
            fly(&mut commands, e, start, end, speed.seconds(0.4) + i as f32 * 0.08);
            commands.entity(e).insert(Flight);
        }
    }
}

/// Light up the ends where the dragged or selected tile may go.
fn show_highlights(highlight: Res<Highlight>, time: Res<Time>, mut ends: Query<(&TrainEnd, &mut Visibility, Option<&mut Sprite>)>, mut glows: Query<(&DoubleGlow, &mut Sprite), Without<TrainEnd>>) {
    let pulse = 0.65 + 0.35 * (time.elapsed_secs() * 5.0).sin();
    for (end, mut vis, sprite) in &mut ends {
        let lit = highlight.trains.contains(&end.train);
        let want = if lit { Visibility::Inherited } else { Visibility::Hidden };
        if *vis != want {
            *vis = want;
        }
        if let (true, Some(mut s)) = (lit, sprite) {
            s.color = Color::srgba(1.0, 0.9, 0.3, pulse);
        }
    }
    for (glow, mut sprite) in &mut glows {
        let a = if glow.due { pulse } else { 0.55 };
        sprite.color = Color::srgba(1.0, 0.45, 0.2, a);
    }
}

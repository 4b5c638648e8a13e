//! The table's entities: the hub with the engine, one `TableTrain` per train (its tiles related
//! to it in order by `OnTrain`; its end, marker, open-double glow and, for the Mexican train, the
//! sleepers under its next place as its children), and the boneyard. They follow the facts:
//! a whole match put in place (or a round dealt) builds the table from the state, and every move
//! adds the tiles it played, flying from the player who played them. `arrange` then moves
//! everything to where the layout puts it.

use super::anim::{Flight, fly};
use super::art::{MEXICAN_COLOUR, TileArt, seat_colour};
use super::space::{PlateSpots, TableProjection, TableView, UNIT};
use crate::game::{ActionApplied, MatchLoaded, PlayerView, RoundStarted};
use crate::rules::{Event, Pip, Tile, TileId, TrainId};
use crate::screens::Screen;
use bevy::prelude::*;

pub const Z_HUB: f32 = 1.0;
pub const Z_BED: f32 = 2.0;
pub const Z_GLOW: f32 = 3.0;
pub const Z_TILE: f32 = 10.0;
pub const Z_MARKER: f32 = 20.0;
pub const Z_FLYING: f32 = 50.0;

pub(super) fn plugin(app: &mut App) {
    // The title shows no table.
    app.add_systems(OnEnter(Screen::Title), clear_table).add_systems(
        Update,
        // Moves first, so a match put in place in the same frame clears whatever they added.
        (forget_last_played, add_played_tiles, fly_draws, build_table).chain().in_set(super::space::TableSystems::Entities),
    );
}

/// A tile on the table.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableTile(pub TileId);

/// The engine, in the hub.
#[derive(Component, Debug, Clone, Copy)]
pub struct InHub;

/// A train on the table: the parent of its end, marker and glow, the target of its tiles.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableTrain(pub TrainId);

/// The train a tile lies on.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[relationship(relationship_target = TrainTiles)]
pub struct OnTrain(pub Entity);

/// A train's tiles, from the hub outwards (in the order they were laid).
#[derive(Component, Debug, Default)]
#[relationship_target(relationship = OnTrain, linked_spawn)]
pub struct TrainTiles(Vec<Entity>);

impl TrainTiles {
    pub fn tiles(&self) -> &[Entity] {
        &self.0
    }
}

/// The open end of a train: where its next tile goes; it glows where the held tile may go.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrainEnd {
    pub train: TrainId,
}

/// A train's marker (always shown on the Mexican train).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Marker {
    pub train: TrainId,
}

/// The glow under a train's open double; `due`: the one to cover now (it pulses).
#[derive(Component, Debug, Clone, Copy)]
pub struct DoubleGlow {
    pub train: TrainId,
    pub due: bool,
}

/// How much a rail shows, and a side's hop (under the tiles a main train may lay over it).
pub const RAIL_ALPHA: f32 = 0.7;
pub const HOP_ALPHA: f32 = 0.4;
/// How much a side's lead shows (the last resort: under the tiles between), and how wide it is
/// beside a rail.
pub const LEAD_ALPHA: f32 = 0.45;
pub const LEAD_WIDTH: f32 = 0.6;
const _: () = assert!(LEAD_WIDTH < 1.0 && LEAD_ALPHA < RAIL_ALPHA, "a lead is thinner and fainter than a rail");

/// A piece of the rail from the hub's rim to a main train's first tile (trains visibly start at
/// the hub), or of a side's rails to where it went on from elsewhere, crowded (up to
/// `geometry::RAIL_PIECES` drawn, hops and leads too).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Track {
    pub train: TrainId,
    pub part: u8,
}

/// A tile a player laid in their last turn, marked until their next turn starts.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LastPlayed(pub crate::rules::Seat);

/// The sleepers under the Mexican train's next place.
#[derive(Component, Debug, Clone, Copy)]
pub struct NextPlace {
    pub train: TrainId,
}

#[derive(Component)]
pub struct BoneyardPile;

#[derive(Component)]
pub struct Hub;

/// Everything on the table, cleared when leaving a game or a replay.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct OnTable;

/// Put it where the layout says at once, without gliding (a table built from a saved state).
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Snap;

/// A tile showing `tile` (first half at the back); its sprites only if the art exists (not in
/// headless tests).
fn spawn_tile<'a>(
    commands: &'a mut Commands,
    art: Option<&TileArt>,
    tile: Tile,
    mexican: bool,
    transform: Transform,
) -> EntityCommands<'a> {
    let mut e = commands.spawn((Name::new(format!("Tile {tile}")), TableTile(tile.id()), transform, Visibility::default(), OnTable));
    if let Some(art) = art {
        e.with_children(|p| tile_look(p, art, tile, mexican));
    }
    e
}

/// The sprites of a tile showing `tile`: shadow, the Mexican train's sleepers under it, body
/// and faces.
pub(super) fn tile_look(p: &mut ChildSpawnerCommands, art: &TileArt, tile: Tile, mexican: bool) {
    let face = |n: Pip| art.faces.get(n as usize).cloned().unwrap_or_default();
    p.spawn((sprite(&art.shadow, 2.2, 1.2, Color::WHITE), Transform::from_xyz(0.08 * UNIT, -0.12 * UNIT, -0.5)));
    if mexican {
        p.spawn((sprite(&art.bed, 2.3, 1.3, Color::WHITE), Transform::from_xyz(0.0, 0.0, -0.6)));
    }
    p.spawn((sprite(&art.body, 2.0, 1.0, Color::WHITE), Transform::default()));
    for (x, n) in [(-0.5, tile.0), (0.5, tile.1)] {
        p.spawn((sprite(&face(n), 0.94, 0.94, Color::WHITE), Transform::from_xyz(x * UNIT, 0.0, 0.1)));
    }
}

/// A sprite `w` × `h` table units.
pub(super) fn sprite(image: &Handle<Image>, w: f32, h: f32, color: Color) -> Sprite {
    Sprite { image: image.clone(), custom_size: Some(Vec2::new(w * UNIT, h * UNIT)), color, ..default() }
}

/// A face-down tile (boneyard, flights).
fn spawn_back(commands: &mut Commands, art: Option<&TileArt>, transform: Transform) -> Entity {
    let mut e = commands.spawn((Name::new("Face-down tile"), transform, Visibility::default(), OnTable));
    if let Some(art) = art {
        e.insert(sprite(&art.back, 2.0, 1.0, Color::WHITE));
    }
    e.id()
}

/// The engine in the hub, crosswise.
fn spawn_engine(commands: &mut Commands, art: Option<&TileArt>, pip: Pip) {
    let at = Transform::from_xyz(0.0, 0.0, Z_TILE).with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_2));
    spawn_tile(commands, art, Tile(pip, pip), false, at).insert(InHub);
}

/// A train with its end, marker and glow (and the Mexican train's sleepers), all hidden until
/// `arrange` places and shows them.
fn spawn_train(commands: &mut Commands, art: Option<&TileArt>, train: TrainId, main: TrainId) -> Entity {
    let colour = main.owner().map_or(MEXICAN_COLOUR, seat_colour);
    let look = |f: fn(&TileArt) -> &Handle<Image>, w: f32, h: f32, c: Color| art.map(|a| sprite(f(a), w, h, c));
    let mut e =
        commands.spawn((Name::new(format!("Train: {train}")), TableTrain(train), Transform::IDENTITY, Visibility::default(), OnTable));
    e.with_children(|p| {
        part(p, (Name::new("Train end"), TrainEnd { train }), look(|a| &a.glow, 2.5, 1.5, Color::srgba(1.0, 0.9, 0.3, 0.9)));
        if !train.is_side() {
            part(p, (Name::new("Marker"), Marker { train }), look(|a| &a.marker, 1.1, 0.82, colour));
        }
        // A main train has one rail, from the hub; a side as many as it may draw.
        let pieces = if train.is_side() { table_layout::geometry::RAIL_PIECES } else { 1 };
        for piece in 0..pieces as u8 {
            let rail =
                art.map(|_| Sprite { color: colour.with_alpha(RAIL_ALPHA), custom_size: Some(Vec2::new(UNIT, 0.22 * UNIT)), ..default() });
            part(p, (Name::new("Track"), Track { train, part: piece }), rail);
        }
        part(
            p,
            (Name::new("Open double"), DoubleGlow { train, due: false }),
            look(|a| &a.glow, 2.6, 1.6, Color::srgba(1.0, 0.45, 0.2, 0.9)),
        );
        if train == TrainId::Mexican {
            part(
                p,
                (Name::new("Mexican train's next place"), NextPlace { train }),
                look(|a| &a.bed, 2.3, 1.3, Color::srgba(1.0, 1.0, 1.0, 0.55)),
            );
        }
    });
    e.id()
}

/// A hidden part of a train (its sprite only if the art exists).
fn part(p: &mut ChildSpawnerCommands, bundle: impl Bundle, look: Option<Sprite>) {
    let mut e = p.spawn((bundle, Transform::default(), Visibility::Hidden));
    if let Some(look) = look {
        e.insert(look);
    }
}

/// The boneyard: a loose heap of face-down tiles; its count is on its plate.
fn spawn_pile(commands: &mut Commands, art: Option<&TileArt>) {
    let pile = commands.spawn((Name::new("Boneyard"), BoneyardPile, Transform::default(), Visibility::default(), OnTable)).id();
    if art.is_none() {
        return;
    }
    for (i, (x, y, turn)) in
        [(-0.9f32, -0.4f32, 0.25f32), (0.8, -0.5, -0.4), (-0.3, 0.55, 1.35), (0.6, 0.45, 0.1), (0.0, -0.05, -0.15)].iter().enumerate()
    {
        let at = Transform::from_xyz(x * UNIT, y * UNIT, i as f32 * 0.01).with_rotation(Quat::from_rotation_z(*turn));
        let back = spawn_back(commands, art, at);
        commands.entity(back).insert(ChildOf(pile));
    }
}

fn clear_table(mut commands: Commands, mut view: ResMut<TableView>, entities: Query<Entity, (With<OnTable>, Without<ChildOf>)>) {
    for e in &entities {
        commands.entity(e).try_despawn();
    }
    *view = TableView::default();
}

/// A match put in place, or a new round: the table is built afresh from what the people at the
/// screen may see (`PlayerView`), everything placed at once. So it is when trains hidden until
/// now (the fast game's opening) come into sight.
fn build_table(
    mut commands: Commands,
    mut loaded: MessageReader<MatchLoaded>,
    mut dealt: MessageReader<RoundStarted>,
    seen: Option<Res<PlayerView>>,
    art: Option<Res<TileArt>>,
    mut hidden: Local<Vec<TrainId>>,
    old: Query<Entity, (With<OnTable>, Without<ChildOf>)>,
) {
    let fresh = loaded.read().count() + dealt.read().count() > 0;
    let Some(seen) = seen else { return };
    let hidden_now: Vec<TrainId> = seen.view.trains.iter().filter(|t| !t.shown).map(|t| t.train).collect();
    let revealed = hidden.iter().any(|t| !hidden_now.contains(t));
    *hidden = hidden_now;
    if !fresh && !revealed {
        return;
    }
    for e in &old {
        commands.entity(e).try_despawn();
    }
    let art = art.as_deref();
    let view = &seen.view;
    let mut hub = commands.spawn((Name::new("Hub"), Hub, Transform::from_xyz(0.0, 0.0, Z_HUB), Visibility::default(), OnTable));
    if let Some(art) = art {
        hub.insert(sprite(&art.hub, 4.0, 4.0, Color::WHITE));
    }
    if let Some(pip) = view.engine {
        spawn_engine(&mut commands, art, pip);
    }
    for train in &view.trains {
        let t = spawn_train(&mut commands, art, train.train, train.main);
        for &tile in &train.tiles {
            spawn_tile(&mut commands, art, tile, train.train == TrainId::Mexican, Transform::from_xyz(0.0, 0.0, Z_TILE))
                .insert((OnTrain(t), Snap));
        }
    }
    spawn_pile(&mut commands, art);
}

/// Each tile a move laid joins its train, flying from the plate of the player who laid it; an
/// engine drawn from the boneyard goes into the hub; a side a covered double opens becomes a
/// train of its own.
fn add_played_tiles(
    mut commands: Commands,
    mut applied: MessageReader<ActionApplied>,
    (spots, projection): (Res<PlateSpots>, Res<TableProjection>),
    art: Option<Res<TileArt>>,
    seen: Res<PlayerView>,
    trains: Query<(Entity, &TableTrain)>,
) {
    let mut opened: Vec<(Entity, TrainId)> = Vec::new();
    for event in applied.read().flat_map(|a| &a.events) {
        match *event {
            Event::SideOpened { side, .. } => {
                let main = seen.view.train(side).map_or(side, |t| t.main);
                opened.push((spawn_train(&mut commands, art.as_deref(), side, main), side));
            }
            Event::Played { seat, tile, train } => {
                let found = trains.iter().map(|(e, tt)| (e, tt.0)).chain(opened.iter().copied()).find(|(_, id)| *id == train);
                let Some((t, _)) = found else { continue };
                let from = projection.to_world(spots.of(seat));
                let at = Transform::from_translation(from.extend(Z_FLYING));
                let laid = spawn_tile(&mut commands, art.as_deref(), tile, train == TrainId::Mexican, at).insert(OnTrain(t)).id();
                mark_last_played(&mut commands, art.as_deref(), laid, seat);
            }
            Event::EngineOpened { pip, .. } => spawn_engine(&mut commands, art.as_deref(), pip),
            _ => {}
        }
    }
}

/// A ring in the player's colour around a tile they just laid (a child of the tile).
fn mark_last_played(commands: &mut Commands, art: Option<&TileArt>, tile: Entity, seat: crate::rules::Seat) {
    let mut ring = commands.spawn((Name::new("Last played"), LastPlayed(seat), Transform::from_xyz(0.0, 0.0, -0.45), ChildOf(tile)));
    if let Some(art) = art {
        ring.insert(sprite(&art.glow, 2.45, 1.45, seat_colour(seat).with_alpha(0.95)));
    }
}

/// A player's marks go when their next turn starts: the first move they make after their turn
/// ended.
fn forget_last_played(
    mut commands: Commands,
    mut applied: MessageReader<ActionApplied>,
    mut turn_over: Local<Vec<crate::rules::Seat>>,
    marks: Query<(Entity, &LastPlayed)>,
) {
    for a in applied.read() {
        if let Some(i) = turn_over.iter().position(|&s| s == a.seat) {
            turn_over.swap_remove(i);
            for (e, _) in marks.iter().filter(|(_, m)| m.0 == a.seat) {
                commands.entity(e).try_despawn();
            }
        }
        if a.events.iter().any(|e| matches!(e, Event::TurnEnded { seat, .. } if *seat == a.seat)) {
            turn_over.push(a.seat);
        }
    }
}

/// Drawn tiles fly face down from the boneyard to the drawer's plate.
fn fly_draws(
    mut commands: Commands,
    mut applied: MessageReader<ActionApplied>,
    (spots, projection): (Res<PlateSpots>, Res<TableProjection>),
    art: Option<Res<TileArt>>,
    speed: Res<super::anim::AnimSpeed>,
) {
    for a in applied.read() {
        let draws = a.events.iter().filter(|e| matches!(e, Event::Drew { .. })).count();
        let Some(from) = spots.boneyard.map(|b| projection.to_world(b)) else { continue };
        let to = projection.to_world(spots.of(a.seat));
        for i in 0..draws {
            let start = Transform::from_translation(from.extend(Z_FLYING + i as f32));
            let end = Transform::from_translation(to.extend(Z_FLYING + i as f32)).with_scale(Vec3::splat(0.5));
            let e = spawn_back(&mut commands, art.as_deref(), start);
            fly(&mut commands, e, start, end, speed.seconds(0.4) + i as f32 * 0.08);
            commands.entity(e).insert(Flight);
        }
    }
}

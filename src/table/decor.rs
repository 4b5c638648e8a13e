//! The title screen's table: the felt with the game's own pieces around the new-game card — the
//! hub with its engine, a player's train with its marker, the Mexican train on its sleepers and
//! the boneyard — drawn with the table's art, in the margins the card leaves.

use super::art::{MEXICAN_COLOUR, TileArt, seat_colour};
use super::entities::{Z_HUB, Z_MARKER, Z_TILE, sprite, tile_look};
use super::space::UNIT;
use crate::rules::Tile;
use crate::screens::Screen;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, set_the_table.run_if(in_state(Screen::Title)).in_set(crate::schedule::AppSystems::Present));
}

/// A piece of the title's table.
#[derive(Component)]
struct Decor;

/// Half the width the title's card takes in the middle of the window, in logical pixels.
const CARD_HALF: f32 = 320.0;

/// Lay the pieces out for the window's size (again when it changes); none in a window too
/// narrow to leave margins beside the card, or without the art (headless tests).
fn set_the_table(
    mut commands: Commands,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    art: Option<Res<TileArt>>,
    mut laid_for: Local<Option<Vec2>>,
    pieces: Query<Entity, With<Decor>>,
) {
    let (Some(window), Some(art)) = (window, art) else { return };
    let size = Vec2::new(window.width(), window.height());
    if *laid_for == Some(size) && !art.is_changed() {
        return;
    }
    *laid_for = Some(size);
    for e in &pieces {
        commands.entity(e).try_despawn();
    }
    let margin = size.x / 2.0 - CARD_HALF;
    if margin < 4.0 * UNIT || size.y < 14.0 * UNIT {
        return;
    }
    // Each group in the middle of its margin, in world pixels (the title's camera shows the
    // window at one pixel per pixel, centred on the origin).
    let left = -(CARD_HALF + margin / 2.0);
    let right = CARD_HALF + margin / 2.0;
    let top = size.y / 2.0 - 3.2 * UNIT;
    let place = |x: f32, y: f32, z: f32, turn: f32| Transform::from_xyz(x, y, z).with_rotation(Quat::from_rotation_z(turn));
    let down = -std::f32::consts::FRAC_PI_2;
    let spawn = |commands: &mut Commands, name: &str, at: Transform| {
        commands.spawn((Name::new(name.to_string()), Decor, at, Visibility::default(), DespawnOnExit(Screen::Title))).id()
    };
    // The hub with the engine, and a player's train running down from it, marker at its end.
    let hub = spawn(&mut commands, "Title hub", place(left, top, Z_HUB, 0.0));
    commands.entity(hub).insert(sprite(&art.hub, 4.0, 4.0, Color::WHITE));
    let engine = spawn(&mut commands, "Title engine", place(left, top, Z_TILE, 0.0));
    commands.entity(engine).with_children(|p| tile_look(p, &art, Tile(12, 12), false));
    let mut y = top - 2.3 * UNIT;
    for tile in [Tile(12, 5), Tile(5, 5), Tile(5, 9), Tile(9, 3)] {
        let double = tile.0 == tile.1;
        let len = if double { 1.0 } else { 2.0 };
        y -= len / 2.0 * UNIT;
        let e = spawn(&mut commands, "Title tile", place(left, y, Z_TILE, if double { 0.0 } else { down }));
        commands.entity(e).with_children(|p| tile_look(p, &art, tile, false));
        y -= (len / 2.0 + 0.12) * UNIT;
    }
    let marker = spawn(&mut commands, "Title marker", place(left, y - 0.7 * UNIT, Z_MARKER, 0.0));
    commands.entity(marker).insert(sprite(&art.marker, 1.1, 0.82, seat_colour(1)));
    // The Mexican train on its sleepers, with its marker, and the boneyard below it.
    let mut y = top + 1.0 * UNIT;
    for tile in [Tile(12, 8), Tile(8, 8), Tile(8, 1), Tile(1, 10)] {
        let double = tile.0 == tile.1;
        let len = if double { 1.0 } else { 2.0 };
        y -= len / 2.0 * UNIT;
        let e = spawn(&mut commands, "Title tile", place(right, y, Z_TILE, if double { 0.0 } else { down }));
        commands.entity(e).with_children(|p| tile_look(p, &art, tile, true));
        y -= (len / 2.0 + 0.12) * UNIT;
    }
    let marker = spawn(&mut commands, "Title marker", place(right, y - 0.7 * UNIT, Z_MARKER, 0.0));
    commands.entity(marker).insert(sprite(&art.marker, 1.1, 0.82, MEXICAN_COLOUR));
    let pile_y = (y - 4.0 * UNIT).max(-size.y / 2.0 + 2.5 * UNIT);
    for (i, (dx, dy, turn)) in
        [(-0.9f32, -0.4f32, 0.25f32), (0.8, -0.5, -0.4), (-0.3, 0.55, 1.35), (0.6, 0.45, 0.1), (0.0, -0.05, -0.15)].into_iter().enumerate()
    {
        let e = spawn(&mut commands, "Title boneyard", place(right + dx * UNIT, pile_y + dy * UNIT, Z_TILE + i as f32 * 0.01, turn));
        commands.entity(e).insert(sprite(&art.back, 2.0, 1.0, Color::WHITE));
    }
}

//! Everything on the table goes where the layout puts it: when the match or the view's shape
//! changes the layout is made again (`layout`, pure geometry) and the table's entities glide
//! there (or jump: a table just built, or a resized window). Markers, the Mexican train's next
//! place and the glows of open doubles are shown or hidden as the state says, never respawned.

use super::anim::AnimSpeed;
use super::anim::Tween;
use super::entities::{
    BoneyardPile, DoubleGlow, HOP_ALPHA, InHub, LEAD_ALPHA, LEAD_WIDTH, Marker, NextPlace, RAIL_ALPHA, Snap, TableTile, TableTrain, Track,
    TrainEnd, TrainTiles, Z_BED, Z_GLOW, Z_MARKER, Z_TILE,
};
use super::space::TableSystems;
use super::space::{Highlight, LabelSizes, MARGIN, PlateSpots, TableProjection, TableView, UNIT, world};
use crate::game::PlayerView;
use bevy::prelude::*;
use table_layout::framing::{self, Frame};
use table_layout::geometry::{Felt, Placed, V2};
use table_layout::layout::{Table, shapes_of_view};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            lay_out_table,
            (place_tiles, place_ends, place_tracks, place_markers, show_open_doubles).run_if(resource_changed::<TableView>),
            place_pile,
            hide_unseen_trains.run_if(resource_changed::<TableView>.or_else(resource_exists_and_changed::<PlayerView>)),
            show_highlights,
        )
            .chain()
            .in_set(TableSystems::Arrange),
    );
}

/// A table place as a transform at height `z`.
fn transform_of(p: &Placed, z: f32) -> Transform {
    let (along, across) = p.scale();
    Transform::from_translation(world(p.center).extend(z))
        .with_rotation(Quat::from_rotation_z(p.angle()))
        .with_scale(Vec3::new(along, across, 1.0))
}

/// Lay the table out and frame it again when the match changed, or the view or the labels over
/// it took another size. The felt the trains share follows the shape of the window and of a
/// panel beside the table (the table in words), not the panels above and below it, whose
/// height changes with what they say: those only reframe the table.
fn lay_out_table(seen: Option<Res<PlayerView>>, projection: Res<TableProjection>, labels: Res<LabelSizes>, mut view: ResMut<TableView>) {
    let Some(seen) = seen else { return };
    let revision = Some(seen.shows);
    let size = projection.size;
    let (shapes, sides) = shapes_of_view(&seen.view);
    // The table's width (a panel beside it, the table in words, leaves it narrower) against the
    // window's height (the panels above and below change with what they say: not the felt).
    let felt = Felt::for_window(V2::new(projection.size.x, projection.window.y), shapes.len());
    let relabelled = view.labels.as_ref().is_none_or(|l| l.differs(&labels));
    if view.revision == revision && view.size == size && view.felt == Some(felt) && !relabelled {
        return;
    }
    let frame = Frame::for_view(V2::new(size.x, size.y), MARGIN);
    let branching = seen.view.rules.branching != crate::rules::house_rules::Branching::Off;
    let table = Table { trains: &shapes, sides: &sides, viewer: seen.viewer, branching };
    let (layout, camera) = framing::fit(&table, felt, &frame, &labels.framed());
    *view = TableView {
        layout: Some(layout),
        camera: Some(camera),
        revision,
        size,
        felt: Some(felt),
        labels: Some(labels.clone()),
        resized: view.revision == revision,
    };
}

/// Tiles on trains (not the engine), where they are and where they are heading.
type TrainTilesNow<'w, 's> =
    Query<'w, 's, (Entity, &'static mut Transform, Option<&'static Tween>, Has<Snap>), (With<TableTile>, Without<InHub>)>;

/// Tiles glide to their places (a new one from the plate it was spawned at); a tile of a table
/// just built, or of a resized view, is put there at once.
fn place_tiles(
    mut commands: Commands,
    view: Res<TableView>,
    speed: Res<AnimSpeed>,
    trains: Query<(&TableTrain, &TrainTiles)>,
    mut tiles: TrainTilesNow,
) {
    let Some(layout) = &view.layout else { return };
    let duration = if view.resized { 0.0 } else { speed.seconds(0.45) };
    for (train, on_train) in &trains {
        let Some(places) = layout.train(train.0) else { continue };
        for (i, (&e, placed)) in on_train.tiles().iter().zip(&places.tiles).enumerate() {
            let Ok((e, mut transform, tween, snap)) = tiles.get_mut(e) else { continue };
            let target = transform_of(placed, Z_TILE + i as f32 * 0.01);
            if snap || duration <= 0.0 {
                *transform = target;
                commands.entity(e).remove::<(Snap, Tween)>();
                continue;
            }
            let goal = tween.map_or(*transform, |t| t.to);
            if goal.translation.distance(target.translation) > 0.5 || goal.rotation.angle_between(target.rotation) > 0.01 {
                commands.entity(e).insert(Tween::new(*transform, target, duration));
            }
        }
    }
}

/// Each train's end (the place its next tile goes) and the Mexican train's sleepers there.
fn place_ends(
    view: Res<TableView>,
    mut ends: Query<(&TrainEnd, &mut Transform)>,
    mut beds: Query<(&NextPlace, &mut Transform, &mut Visibility), Without<TrainEnd>>,
) {
    let Some(layout) = &view.layout else { return };
    for (end, mut transform) in &mut ends {
        if let Some(t) = layout.train(end.train) {
            *transform = transform_of(&t.next, Z_GLOW);
        }
    }
    for (bed, mut transform, mut visibility) in &mut beds {
        if let Some(t) = layout.train(bed.train) {
            *transform = transform_of(&t.next, super::entities::Z_BED);
            visibility.set_if_neq(Visibility::Inherited);
        }
    }
}

/// Each train's rails: from the hub to its first tile (a side touches its double: none), a
/// side's to where it went on from elsewhere, then its hops, fainter, under the tiles a main
/// train lays over them, then its leads, fainter and thinner, under the tiles between (the
/// pieces without one hidden).
fn place_tracks(view: Res<TableView>, mut tracks: Query<(&Track, &mut Transform, &mut Visibility, Option<&mut Sprite>)>) {
    let Some(layout) = &view.layout else { return };
    for (track, mut transform, mut visibility, sprite) in &mut tracks {
        let part = track.part as usize;
        let piece = layout.train(track.train).and_then(|t| {
            let (hops, leads) = (t.rails.len(), t.rails.len() + t.hops.len());
            match part {
                p if p < hops => t.rails.get(p).map(|r| (*r, RAIL_ALPHA, 1.0)),
                p if p < leads => t.hops.get(p - hops).map(|r| (*r, HOP_ALPHA, 1.0)),
                p => t.leads.get(p - leads).map(|r| (*r, LEAD_ALPHA, LEAD_WIDTH)),
            }
        });
        let Some(([from, to], alpha, width)) = piece else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        if let Some(mut sprite) = sprite
            && sprite.color.alpha() != alpha
        {
            sprite.color.set_alpha(alpha);
        }
        let along = to - from;
        // A piece overlaps the next a little, so a bend has no gap.
        let length = along.length() + 0.11;
        let center = (from + to).scale(0.5);
        *transform = Transform::from_translation(world(center).extend(Z_BED))
            .with_rotation(Quat::from_rotation_z(along.y.atan2(along.x)))
            .with_scale(Vec3::new(length, width, 1.0));
        visibility.set_if_neq(Visibility::Inherited);
    }
}

/// Markers stand at the end of public trains, in the outer half of the next place (always on
/// the Mexican train); one that appears pops on.
fn place_markers(
    mut commands: Commands,
    seen: Res<PlayerView>,
    view: Res<TableView>,
    speed: Res<AnimSpeed>,
    mut markers: Query<(Entity, &Marker, &mut Transform, &mut Visibility)>,
) {
    let Some(layout) = &view.layout else { return };
    for (e, marker, mut transform, mut visibility) in &mut markers {
        let Some(t) = layout.train(marker.train) else { continue };
        let shown = marker.train.owner().is_none_or(|s| seen.view.seat_info(s).is_some_and(|i| i.marker));
        let at = Transform::from_translation(world(t.marker).extend(Z_MARKER));
        let was = *visibility != Visibility::Hidden;
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
        if shown && !was {
            let small = at.with_scale(Vec3::splat(0.2));
            *transform = small;
            commands.entity(e).insert(Tween::new(small, at, speed.seconds(0.3)));
        } else {
            // Markers move with the end of their train: a pop still running would put it back.
            *transform = at;
            commands.entity(e).remove::<Tween>();
        }
    }
}

/// A glow under every open double; the one due now pulses (see `show_highlights`).
fn show_open_doubles(seen: Res<PlayerView>, view: Res<TableView>, mut glows: Query<(&mut DoubleGlow, &mut Transform, &mut Visibility)>) {
    let Some(layout) = &view.layout else { return };
    let due = seen.view.due;
    for (mut glow, mut transform, mut visibility) in &mut glows {
        let last = layout.train(glow.train).and_then(|t| t.tiles.last()).filter(|_| seen.view.waits_for_cover(glow.train));
        visibility.set_if_neq(if last.is_some() { Visibility::Inherited } else { Visibility::Hidden });
        if let Some(last) = last {
            *transform = transform_of(last, Z_GLOW);
        }
        let is_due = due == Some(glow.train);
        if glow.due != is_due {
            glow.due = is_due;
        }
    }
}

/// The boneyard's heap stays where the camera put it on the border, at one size on screen
/// (its tiles about 36 pixels long) however the table is zoomed.
fn place_pile(spots: Res<PlateSpots>, projection: Res<TableProjection>, mut pile: Query<&mut Transform, With<BoneyardPile>>) {
    let Some(at) = spots.boneyard else { return };
    let scale = 18.0 * projection.scale / UNIT;
    for mut transform in &mut pile {
        *transform = Transform::from_translation(projection.to_world(at - Vec2::new(0.0, 12.0)).extend(Z_TILE))
            .with_scale(Vec3::new(scale, scale, 1.0));
    }
}

/// In the fast game everyone builds at once: until all have, the person at the screen does not
/// see the others' trains (the view says which; a table of computers alone shows everything).
fn hide_unseen_trains(
    seen: Res<PlayerView>,
    trains: Query<(&TableTrain, &TrainTiles)>,
    mut tiles: Query<&mut Visibility, With<TableTile>>,
) {
    for (train, on_train) in &trains {
        let shown = seen.view.train(train.0).is_none_or(|t| t.shown);
        let want = if shown { Visibility::Inherited } else { Visibility::Hidden };
        for &e in on_train.tiles() {
            if let Ok(mut visibility) = tiles.get_mut(e) {
                visibility.set_if_neq(want);
            }
        }
    }
}

/// Light up the ends where the held tile may go; the due double's glow pulses.
fn show_highlights(
    highlight: Res<Highlight>,
    time: Res<Time>,
    mut ends: Query<(&TrainEnd, &mut Visibility, Option<&mut Sprite>)>,
    mut glows: Query<(&DoubleGlow, &mut Sprite), Without<TrainEnd>>,
) {
    let pulse = 0.65 + 0.35 * (time.elapsed_secs() * 5.0).sin();
    for (end, mut visibility, sprite) in &mut ends {
        let hinted = highlight.hinted == Some(end.train);
        let focused = highlight.focused == Some(end.train);
        let lit = hinted || highlight.trains.contains(&end.train);
        visibility.set_if_neq(if lit { Visibility::Inherited } else { Visibility::Hidden });
        if let (true, Some(mut s)) = (lit, sprite) {
            // A hint's end glows in the hint's colour (as its tile in the hand), the others gold;
            // the one in focus (Enter plays there) bright and steady, the others dimmer.
            s.color = match (hinted, focused) {
                (true, _) => Color::srgba(0.43, 0.88, 1.0, pulse),
                (false, true) => Color::srgba(1.0, 0.97, 0.6, 1.0),
                (false, false) if highlight.focused.is_some() => Color::srgba(1.0, 0.85, 0.3, 0.35 + 0.2 * pulse),
                (false, false) => Color::srgba(1.0, 0.9, 0.3, pulse),
            };
            s.custom_size = Some(if focused { Vec2::new(2.8, 1.8) * super::space::UNIT } else { Vec2::new(2.5, 1.5) * super::space::UNIT });
        }
    }
    for (glow, mut sprite) in &mut glows {
        let a = if glow.due { pulse } else { 0.55 };
        sprite.color = Color::srgba(1.0, 0.45, 0.2, a);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::TrainId;
    use table_layout::geometry::{Bounds, TrainLayout};
    use table_layout::layout::TableLayout;

    /// A side's rail, hop and lead each show as a piece of track, the lead fainter and thinner
    /// than a rail; the pieces it has none for are hidden.
    #[test]
    fn a_sides_rail_hop_and_lead_show_as_tracks_and_the_rest_hide() {
        let side = TrainId::Side(0);
        let next = Placed::full(V2::new(9.0, 0.0), V2::new(1.0, 0.0), false);
        let piece = |x: f32| [V2::new(x, 0.0), V2::new(x, 3.0)];
        let train = TrainLayout {
            train: side,
            spoke: V2::new(1.0, 0.0),
            home: V2::default(),
            tiles: Vec::new(),
            next,
            badge: next.bounds(),
            marker: next.center,
            folded: 0,
            runs: Vec::new(),
            rails: vec![piece(1.0)],
            hops: vec![piece(2.0)],
            leads: vec![piece(3.0)],
        };
        let bounds = Bounds::around(V2::default(), V2::new(10.0, 10.0));
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.insert_resource(TableView { layout: Some(TableLayout { trains: vec![train], bounds }), ..default() });
        app.add_systems(Update, place_tracks);
        let tracks: Vec<Entity> = (0..4u8)
            .map(|part| {
                let sprite = Sprite { color: Color::WHITE.with_alpha(RAIL_ALPHA), ..default() };
                app.world_mut().spawn((Track { train: side, part }, Transform::default(), Visibility::Hidden, sprite)).id()
            })
            .collect();
        app.update();
        let seen = |e: Entity| {
            let w = app.world();
            let (t, v, s) = (w.get::<Transform>(e), w.get::<Visibility>(e), w.get::<Sprite>(e));
            (t.map(|t| (t.translation.x, t.scale.y)), v.copied(), s.map(|s| s.color.alpha()))
        };
        let shown = |x: f32, width: f32, alpha: f32| (Some((world(V2::new(x, 1.5)).x, width)), Some(Visibility::Inherited), Some(alpha));
        assert_eq!(seen(tracks[0]), shown(1.0, 1.0, RAIL_ALPHA), "the rail");
        assert_eq!(seen(tracks[1]), shown(2.0, 1.0, HOP_ALPHA), "the hop");
        assert_eq!(seen(tracks[2]), shown(3.0, LEAD_WIDTH, LEAD_ALPHA), "the lead");
        assert_eq!(seen(tracks[3]).1, Some(Visibility::Hidden), "no fourth piece");
    }
}

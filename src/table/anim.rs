//! Tweens: every move glides a tile from where it was (or came from) to where the layout puts it.
//! The table is "busy" while anything moves, and computer players wait for it.

use crate::game::TableBusy;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, run_tweens.before(TransformSystems::Propagate));
}

/// Animation speed: 1 normal, 2 twice as fast, 0 instant.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
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

/// Move from `from` to `to` over `duration` seconds, easing out.
#[derive(Component, Debug, Clone, Copy)]
pub struct Tween {
    pub from: Transform,
    pub to: Transform,
    pub elapsed: f32,
    pub duration: f32,
}

impl Tween {
    pub fn new(from: Transform, to: Transform, duration: f32) -> Tween {
        Tween { from, to, elapsed: 0.0, duration }
    }

    fn at(&self, t: f32) -> Transform {
        // Ease out cubic, with a little lift in the middle of the flight.
        let k = 1.0 - (1.0 - t).powi(3);
        let mut tr = Transform {
            translation: self.from.translation.lerp(self.to.translation, k),
            rotation: self.from.rotation.slerp(self.to.rotation, k),
            scale: self.from.scale.lerp(self.to.scale, k),
        };
        let lift = 1.0 + 0.12 * (std::f32::consts::PI * t).sin() * (self.from.translation.distance(self.to.translation) > 1.0) as u8 as f32;
        tr.scale *= lift;
        tr
    }
}

/// A face-down tile flying somewhere, gone when it lands.
#[derive(Component, Debug, Clone, Copy)]
pub struct Flight;

/// Start a tween on `entity`.
pub fn fly(commands: &mut Commands, entity: Entity, from: Transform, to: Transform, duration: f32) {
    commands.entity(entity).insert(Tween::new(from, to, duration));
}

fn run_tweens(
    mut commands: Commands,
    time: Res<Time>,
    mut busy: ResMut<TableBusy>,
    mut tweens: Query<(Entity, &mut Transform, &mut Tween, Has<Flight>)>,
) {
    let dt = time.delta_secs();
    let mut any = false;
    for (e, mut transform, mut tween, flight) in &mut tweens {
        tween.elapsed += dt;
        if tween.duration <= 0.0 || tween.elapsed >= tween.duration {
            *transform = tween.to;
            if flight {
                commands.entity(e).try_despawn();
            } else {
                commands.entity(e).remove::<Tween>();
            }
        } else {
            *transform = tween.at(tween.elapsed / tween.duration);
            any = true;
        }
    }
    if busy.0 != any {
        busy.0 = any;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tween_starts_and_ends_where_it_should() {
        let a = Transform::from_xyz(0.0, 0.0, 0.0);
        let b = Transform::from_xyz(100.0, 50.0, 0.0).with_rotation(Quat::from_rotation_z(1.0));
        let t = Tween::new(a, b, 1.0);
        assert!(t.at(0.0).translation.distance(a.translation) < 1e-4);
        assert!(t.at(1.0).translation.distance(b.translation) < 1e-3);
        assert!(t.at(1.0).rotation.angle_between(b.rotation) < 1e-3);
        assert!(t.at(0.5).translation.x > 50.0, "eases out");
    }
}

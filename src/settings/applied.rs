//! The player's settings, followed: one system turns the display and speed settings (kept by
//! `saving`) into the language words are given in, the tiles' faces, the table's colour, how fast
//! tiles glide and computers move, and what is played for the person. (Sound reads its setting
//! itself.)

use crate::game::{Assists, Pace};
use crate::saving::{DisplaySettings, SpeedSetting};
use crate::schedule::AppSystems;
use crate::table::AnimSpeed;
use crate::table::art::FaceStyle;
use crate::table::surface::Surface;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FaceStyle>().add_systems(Update, follow_settings.in_set(AppSystems::Present));
}

/// What the display settings drive.
#[derive(SystemParam)]
pub struct Looks<'w> {
    style: ResMut<'w, FaceStyle>,
    clear: ResMut<'w, ClearColor>,
    surface: ResMut<'w, Surface>,
    speed: ResMut<'w, AnimSpeed>,
    pace: ResMut<'w, Pace>,
    assists: ResMut<'w, Assists>,
}

/// The one system that applies the settings, whenever they change.
fn follow_settings(display: Res<DisplaySettings>, speed: Res<SpeedSetting>, mut looks: Looks) {
    if !display.is_changed() && !speed.is_changed() {
        return;
    }
    let d = &display.0;
    // (A language fixed for the run, `--lang`, stays.)
    crate::lang::set(d.language.unwrap_or_else(crate::lang::Lang::system));
    looks.style.set_if_neq(FaceStyle { numerals: d.numerals, colour_coded: d.colour_coded, colour_blind_safe: d.colour_blind_safe });
    let [r, g, b] = d.table.rgb();
    looks.clear.0 = Color::srgb(r, g, b);
    looks.surface.set_if_neq(Surface { rgb: [r, g, b], wood: d.table == crate::files::settings::TableColour::Wood });
    looks.pace.computer_delay = speed.0.computer_delay();
    looks.speed.set_if_neq(AnimSpeed(speed.0.animation()));
    looks.assists.set_if_neq(Assists { draw_and_pass: d.draw_and_pass_for_me, only_move: d.play_only_move_for_me });
}

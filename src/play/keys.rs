//! The keys pressed over the table turned into gestures (`table_keys`, by the key map:
//! `gestures::KEY_LINES`), which `input::resolve_gestures` then decides the meaning of, as it
//! does a click's.

use crate::gestures::{Gesture, KEY_LINES, KeyDoes, gesture_of};
use crate::schedule::AppSystems;
use crate::screens::Screen;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

pub(super) fn plugin(app: &mut App) {
    // Keys become gestures before anything gives gestures their meaning; not on the title.
    app.add_systems(Update, table_keys.run_if(not(in_state(Screen::Title))).before(super::input::Resolving).in_set(AppSystems::Input));
}

/// `F` or Home: the whole table again; the play keys (`KEY_LINES`) become gestures, unless a
/// text field or a window of the UI has the keyboard.
fn table_keys(keys: Option<Res<ButtonInput<KeyCode>>>, egui: Option<Res<EguiWantsInput>>, mut gestures: MessageWriter<Gesture>) {
    let typing = egui.is_some_and(|e| e.wants_any_keyboard_input());
    let Some(keys) = keys.filter(|_| !typing) else { return };
    let shift = keys.pressed(KeyCode::ShiftLeft) || keys.pressed(KeyCode::ShiftRight);
    for line in &KEY_LINES {
        for &key in line.codes.iter().filter(|&&k| keys.just_pressed(k)) {
            match line.does {
                KeyDoes::FitTable => {
                    gestures.write(Gesture::FitTable);
                }
                KeyDoes::Gesture(_) => {
                    if let Some(g) = gesture_of(key, shift) {
                        gestures.write(g);
                    }
                }
                KeyDoes::Ui => {}
            }
        }
    }
}

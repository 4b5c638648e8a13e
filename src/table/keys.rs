//! The game's keys: what each does (`KEY_LINES`, the one list the settings' Keys tab and the
//! tips read), and the keys pressed over the table turned into gestures (`table_keys`), which
//! `input::resolve_gestures` then decides the meaning of, as it does a click's.

use super::input::Gesture;
use crate::rules::Action;
use crate::schedule::AppSystems;
use crate::screens::Screen;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

pub(super) fn plugin(app: &mut App) {
    // Keys become gestures before anything gives gestures their meaning; not on the title.
    app.add_systems(Update, table_keys.run_if(not(in_state(Screen::Title))).before(super::input::Resolving).in_set(AppSystems::Input));
}

/// What a key does.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum KeyDoes {
    /// A gesture on the table or the hand (`Tab` with Shift steps back).
    Gesture(Gesture),
    /// Frame the whole table again.
    FitTable,
    /// Handled by egui: close the menu or the settings (`Escape`), open the keys (`?`), move
    /// between and press buttons in windows, or the mouse's ways.
    Ui,
}

/// One line of the keys: the keys (by their codes; none for the mouse and typed characters),
/// how "How to play" writes them and what they do (message keys, `t!` words them in the player's
/// language), and what they do in deed.
#[derive(Clone, Copy, Debug)]
pub struct KeyLine {
    pub codes: &'static [KeyCode],
    pub keys: &'static str,
    pub what: &'static str,
    pub does: KeyDoes,
}

const fn line(codes: &'static [KeyCode], keys: &'static str, what: &'static str, does: KeyDoes) -> KeyLine {
    KeyLine { codes, keys, what, does }
}

/// Every key of the game, once: the table's `table_keys` acts on them, "How to play" lists them,
/// the hand's tooltip names the first three.
pub const KEY_LINES: [KeyLine; 16] = [
    line(&[KeyCode::ArrowLeft, KeyCode::ArrowRight], "keys-left-right", "keys-left-right-what", KeyDoes::Gesture(Gesture::StepTile(1))),
    line(&[KeyCode::ArrowUp, KeyCode::ArrowDown, KeyCode::Tab], "keys-up-down", "keys-up-down-what", KeyDoes::Gesture(Gesture::StepEnd(1))),
    line(&[KeyCode::Enter, KeyCode::NumpadEnter], "key-enter", "keys-enter-what", KeyDoes::Gesture(Gesture::Confirm)),
    line(&[KeyCode::KeyD], "keys-d", "keys-d-what", KeyDoes::Gesture(Gesture::Button(Action::Draw))),
    line(&[KeyCode::KeyP], "keys-p", "keys-p-what", KeyDoes::Gesture(Gesture::Button(Action::Pass))),
    line(&[KeyCode::KeyA], "keys-a", "keys-a-what", KeyDoes::Gesture(Gesture::Button(Action::Announce))),
    line(&[KeyCode::KeyE], "keys-e", "keys-e-what", KeyDoes::Gesture(Gesture::Button(Action::EndTurn))),
    line(&[KeyCode::KeyB], "keys-b", "keys-b-what", KeyDoes::Gesture(Gesture::Button(Action::Bullet))),
    line(&[KeyCode::KeyH], "keys-h", "keys-h-what", KeyDoes::Gesture(Gesture::Hint)),
    line(&[KeyCode::KeyZ], "keys-z", "keys-z-what", KeyDoes::Gesture(Gesture::TakeBack)),
    line(&[KeyCode::KeyF, KeyCode::Home], "keys-f", "keys-f-what", KeyDoes::FitTable),
    line(&[KeyCode::KeyT], "keys-t", "keys-t-what", KeyDoes::Ui),
    line(&[KeyCode::Escape], "keys-escape", "keys-escape-what", KeyDoes::Ui),
    line(&[], "keys-question", "keys-question-what", KeyDoes::Ui),
    line(&[], "keys-windows", "keys-windows-what", KeyDoes::Ui),
    line(&[], "keys-mouse", "keys-mouse-what", KeyDoes::Ui),
];

/// The hand's tooltip on the keys: the first three lines of the keys, short.
pub fn keys_tip() -> String {
    crate::lang::t!("keys-tip")
}

/// The gesture a key makes (the second key of a pair steps the other way; Shift+Tab back).
pub fn gesture_of(key: KeyCode, shift: bool) -> Option<Gesture> {
    let line = KEY_LINES.iter().find(|l| l.codes.contains(&key))?;
    let KeyDoes::Gesture(g) = line.does else { return None };
    Some(match g {
        Gesture::StepTile(_) => Gesture::StepTile(if key == KeyCode::ArrowLeft { -1 } else { 1 }),
        Gesture::StepEnd(_) => Gesture::StepEnd(if key == KeyCode::ArrowUp || (key == KeyCode::Tab && shift) { -1 } else { 1 }),
        other => other,
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_worded_in_every_language() {
        for lang in crate::lang::Lang::OFFERED {
            crate::lang::tests::speak(lang);
            for line in &KEY_LINES {
                for key in [line.keys, line.what] {
                    assert_ne!(crate::lang::tr(key), key, "{lang:?} has no words for {key}");
                }
            }
            assert_ne!(keys_tip(), "keys-tip");
        }
        crate::lang::tests::speak(crate::lang::Lang::En);
    }
}

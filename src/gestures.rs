//! What a person may do at the table, in the game's own terms, before anything decides what it
//! means: a [`Gesture`] — which the hand panel, the pointer on the table, the keys, the replay's
//! controls and the table in words report, and `play::input` alone gives its meaning — and the
//! key map ([`KEY_LINES`], the one list the keys themselves, the settings' Keys tab and the tips
//! read).

use crate::files::settings::HandOrder;
use crate::rules::{Action, Seat, Tile};
use bevy::prelude::*;

/// What the person did with the hand or on the table, before anything decided what it means.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum Gesture {
    /// A hand tile was clicked: select it, or unselect it.
    Picked(Tile),
    /// A hand tile was picked up to be dragged.
    Lifted(Tile),
    /// The dragged tile was let go at a window point (logical pixels); `None`: outside the window.
    Dropped { tile: Tile, at: Option<Vec2> },
    /// A hand tile was double-clicked.
    DoubleClicked(Tile),
    /// The table was clicked (pressed and let go without moving) at a window point.
    TableClicked(Vec2),
    /// A move chosen by its name: a turn button (Draw, Pass, End turn, Announce), or a play from
    /// the table in words' list of moves (`access`, what a screen reader's user presses).
    Button(Action),
    /// Suggest a move (the button, or `H`).
    Hint,
    /// Take back the last turn (the button, or `Z`).
    TakeBack,
    /// A hand tile was dragged to place `to` (0: the left) among the other tiles of the hand.
    Rearranged { tile: Tile, to: usize },
    /// `←` / `→`: the previous or next tile of the hand (the tiles that play now first).
    StepTile(i8),
    /// `↑` / `↓` / `Tab`: the previous or next train end where the selected tile plays.
    StepEnd(i8),
    /// `Enter`: play the selected tile on the end in focus.
    Confirm,
    /// *Fit table* (or `F`): frame the whole table again.
    FitTable,
    /// A sort of the hand was chosen.
    Sort(HandOrder),
    /// At a shared screen, `seat`'s person says it is them: uncover their hand.
    Uncover(Seat),
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

//! `--demo`: deal a seeded game (you and three computer players) and play its first moves at
//! once, so a screenshot shows a busy table; computer players then wait.

use crate::ai::{Bot, Greedy};
use crate::game::{ActionRequested, Game, GameSetup, NewGameRequested, Pace};
use crate::rules::Action;
use crate::table::input::Selection;
use crate::table::view::TableView;
use bevy::prelude::*;

/// At least this many moves are played before the first frame, then on until the person at the
/// screen has a tile to play (at most `MAX_MOVES`).
const MOVES: usize = 40;
const MAX_MOVES: usize = 160;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, start_demo).add_systems(Update, play_opening);
}

fn start_demo(mut new_game: MessageWriter<NewGameRequested>, mut pace: ResMut<Pace>) {
    new_game.write(NewGameRequested(GameSetup { seed: 7, ..GameSetup::default() }));
    // Computer players stay still after the opening, so the picture is steady.
    pace.computer_delay = f32::MAX;
}

fn play_opening(game: Option<Res<Game>>, mut done: Local<bool>, mut requests: MessageWriter<ActionRequested>, mut view: ResMut<TableView>, mut selection: ResMut<Selection>) {
    let Some(game) = game else { return };
    if *done {
        return;
    }
    *done = true;
    // Work the moves out on a copy, then ask for them in order; the apply system makes them.
    let mut copy = game.m.clone();
    let mut bot = Greedy;
    let viewer = game.viewer();
    let can_play = |m: &crate::rules::Match| m.legal_actions().iter().any(|a| matches!(a, Action::Play { .. }));
    for n in 0..MAX_MOVES {
        if copy.round().is_over() || (n >= MOVES && copy.to_move() == viewer && can_play(&copy)) {
            break;
        }
        let seat = copy.to_move();
        let legal = copy.legal_actions();
        let action = bot.choose(&copy.observation(seat), &legal);
        let before = copy.clone();
        if copy.apply(seat, action).is_err() || copy.round().is_over() {
            copy = before;
            break;
        }
        requests.write(ActionRequested { seat, action });
    }
    view.snap = true;
    // Show where a tile may go: pick the human's first playable tile.
    if copy.to_move() == viewer {
        selection.selected = copy.legal_actions().iter().find_map(|a| match a {
            Action::Play { tile, .. } => Some(*tile),
            _ => None,
        });
    }
}

//! `--demo`: a seeded game (you and three computer players) put on the table with its first
//! moves already played, so a screenshot shows a busy table; computer players then wait.

use crate::ai::{Bot, Greedy};
use crate::game::{Game, GameSetup, LoadMatchRequested, Origin, Pace};
use crate::rules::{Action, Match};
use crate::table::input::Gesture;
use bevy::prelude::*;

/// The demo's table: how many seats, and at least how many moves are played before it is shown
/// (then on until the person at the screen has a tile to play, at most `MORE_MOVES` more).
#[derive(Resource, Clone, Copy, Debug)]
struct Demo {
    players: u8,
    moves: usize,
}

const MORE_MOVES: usize = 120;

pub(super) fn plugin(players: u8, moves: usize) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Demo { players, moves })
            .add_systems(Startup, start_demo)
            .add_systems(Update, select_a_playable_tile.in_set(crate::frame::AppSystems::Input));
    }
}

/// The opening, played on the match before it is put in place.
fn opening(mut m: Match, viewer: u8, moves: usize) -> Match {
    let can_play = |m: &Match| m.legal_actions().iter().any(|a| matches!(a, Action::Play { .. }));
    for n in 0..moves + MORE_MOVES {
        if m.round().is_over() || (n >= moves && m.to_move() == viewer && can_play(&m)) {
            break;
        }
        let seat = m.to_move();
        let action = Greedy.choose(&m.observation(seat), m.round().legal());
        let before = m.clone();
        if m.apply(seat, action).is_err() || m.round().is_over() {
            m = before;
            break;
        }
    }
    m
}

fn start_demo(demo: Res<Demo>, mut load: MessageWriter<LoadMatchRequested>, mut pace: ResMut<Pace>) {
    let mut setup = GameSetup { seed: 7, ..GameSetup::default() };
    setup.resize(demo.players as usize);
    let Ok(m) = Game::new_match(&setup) else { return };
    load.write(LoadMatchRequested { m: opening(m, 0, demo.moves), seats: setup.seats, origin: Origin::NewGame, hints: Vec::new() });
    // Computer players stay still after the opening, so the picture is steady.
    pace.computer_delay = f32::MAX;
}

/// Show where a tile may go: the person's first playable tile is selected, as a click would.
fn select_a_playable_tile(game: Option<Res<Game>>, mut done: Local<bool>, mut gestures: MessageWriter<Gesture>) {
    let Some(game) = game.filter(|_| !*done) else { return };
    *done = true;
    if game.m.to_move() != game.viewer() {
        return;
    }
    let first = game.m.round().legal().iter().find_map(|a| match a {
        Action::Play { tile, .. } => Some(*tile),
        _ => None,
    });
    if let Some(tile) = first {
        gestures.write(Gesture::Picked(tile));
    }
}

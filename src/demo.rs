//! `--demo`: a seeded game (you and three computer players) put on the table with its first
//! moves already played, so a screenshot shows a busy table; computer players then wait.

use crate::ai::{Bot, Greedy};
use crate::game::{Game, GameSetup, LoadMatchRequested, Origin, Pace};
use crate::rules::{Action, Match, RulesPatch};
use crate::table::input::Gesture;
use bevy::prelude::*;

/// The demo's table: how many seats, and at least how many moves are played before it is shown
/// (then on until the person at the screen has a tile to play, at most `MORE_MOVES` more).
#[derive(Resource, Clone, Debug)]
pub struct Demo {
    pub players: u8,
    pub moves: usize,
    /// House rules to change for the demo's game.
    pub rules: Option<RulesPatch>,
    /// `settings` (open on the Rules tab), `round-over` (the round played to its end),
    /// `table-in-words` (the game with its words beside it), …
    pub show: Option<String>,
}

const MORE_MOVES: usize = 120;

pub(super) fn plugin(demo: Demo) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(demo.clone())
            .add_systems(Startup, (start_demo, open_settings, open_table_in_words))
            .add_systems(Update, (select_a_playable_tile, demo_rules_in_settings).in_set(crate::frame::AppSystems::Input));
    }
}

/// The opening, played on the match before it is put in place (to the round's end if `to_end`).
fn opening(mut m: Match, viewer: u8, moves: usize, to_end: bool) -> Match {
    let can_play = |m: &Match| m.legal_actions().iter().any(|a| matches!(a, Action::Play { .. }));
    for n in 0.. {
        let enough = n >= moves + MORE_MOVES || (n >= moves && m.to_move() == viewer && can_play(&m));
        if m.round().is_over() || (enough && !to_end) {
            break;
        }
        let seat = m.to_move();
        let action = Greedy.choose(&m.observation(seat), m.round().legal());
        let before = m.clone();
        if m.apply(seat, action).is_err() || (m.round().is_over() && !to_end) {
            m = before;
            break;
        }
    }
    m
}

/// `--demo-show settings` (or `display`, `how-to-play`): no game; the title's settings open on
/// their Rules (Display, How to play) tab, with the demo's rules (`--demo-rules`) as the next game's.
fn open_settings(demo: Res<Demo>, mut commands: Commands) {
    use crate::ui::settings_window::Tab;
    let tab = match demo.show.as_deref() {
        Some("settings") => Tab::Rules,
        Some("display") => Tab::Display,
        Some("how-to-play") => Tab::HowToPlay,
        _ => return,
    };
    commands.insert_resource(crate::ui::title::OpenSettingsAtStart(tab));
}

/// `--demo-show table-in-words`: the game with the table in words open beside it.
fn open_table_in_words(demo: Res<Demo>, state: Option<ResMut<crate::ui::UiState>>) {
    if let (Some("table-in-words"), Some(mut state)) = (demo.show.as_deref(), state) {
        state.words = true;
    }
}

/// Whether the demo shows the title's settings rather than a game.
fn shows_settings(demo: &Demo) -> bool {
    matches!(demo.show.as_deref(), Some("settings" | "display" | "how-to-play"))
}

/// The demo's rules as the next game's, once the settings are there.
fn demo_rules_in_settings(demo: Res<Demo>, settings: Option<ResMut<crate::saving::UserSettings>>, mut done: Local<bool>) {
    let (false, Some(mut settings), Some(patch)) = (*done, settings, demo.rules.as_ref()) else { return };
    *done = true;
    if shows_settings(&demo) {
        settings.0.new_game.rules = patch.apply_to(&settings.0.new_game.rules);
    }
}

fn start_demo(demo: Res<Demo>, mut load: MessageWriter<LoadMatchRequested>, mut pace: ResMut<Pace>) {
    if shows_settings(&demo) {
        return;
    }
    let mut setup = GameSetup { seed: 7, ..GameSetup::default() };
    if let Some(patch) = &demo.rules {
        setup.rules = patch.apply_to(&setup.rules);
    }
    setup.resize(demo.players as usize);
    let m = match Game::new_match(&setup) {
        Ok(m) => m,
        Err(e) => {
            error!("the demo's rules cannot be played: {e}");
            return;
        }
    };
    load.write(LoadMatchRequested { the_match: opening(m, 0, demo.moves, demo.show.as_deref() == Some("round-over")), seats: setup.seats, origin: Origin::NewGame, hints: Vec::new() });
    // Computer players stay still after the opening, so the picture is steady.
    pace.held = true;
}

/// Show where a tile may go: the person's first playable tile is selected, as a click would.
fn select_a_playable_tile(game: Option<Res<Game>>, mut done: Local<bool>, mut gestures: MessageWriter<Gesture>) {
    let Some(game) = game.filter(|_| !*done) else { return };
    *done = true;
    if game.the_match.to_move() != game.viewer() {
        return;
    }
    let first = game.the_match.round().legal().iter().find_map(|a| match a {
        Action::Play { tile, .. } => Some(*tile),
        _ => None,
    });
    if let Some(tile) = first {
        gestures.write(Gesture::Picked(tile));
    }
}

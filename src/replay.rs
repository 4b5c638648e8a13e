//! Watching a recorded match: open a `.mtr.ron` (from the list of saved replays, or dropped on
//! the window), step through it move by move, or let it play. The table shows the position; the
//! replay is checked as `verify` checks it, so a bad file says why and is not shown.

use crate::game::{Game, GameIds, SeatSetup, Toasts};
use crate::rules::verify::{replay, replay_until};
use crate::rules::{MatchRecord, Seat};
use crate::screens::Screen;
use crate::setup::Player;
use crate::table::view::TableView;
use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use std::path::PathBuf;

pub(super) fn plugin(app: &mut App) {
    // Registered by the window plugin too; headless tests have no window.
    app.add_message::<FileDragAndDrop>()
        .add_message::<OpenReplayRequested>()
        .init_resource::<DroppedDuringGame>()
        .add_systems(OnExit(Screen::Game), |mut waiting: ResMut<DroppedDuringGame>| waiting.0 = None)
        .add_systems(Update, (open_dropped_files, open_replay, autoplay.run_if(in_state(Screen::Replay)), show_position).chain());
}

/// Open this record in the replay viewer.
#[derive(Message, Clone, Debug)]
pub struct OpenReplayRequested(pub PathBuf);

/// The replay being watched and where in it.
#[derive(Resource, Debug)]
pub struct ReplayView {
    pub name: String,
    /// The players' names, from the file or "Seat 1"….
    pub names: Vec<String>,
    pub record: MatchRecord,
    pub round: usize,
    /// Moves of the round shown.
    pub step: usize,
    pub playing: bool,
    /// Whose hand the panel shows.
    pub seat: Seat,
    shown: Option<(usize, usize)>,
    last_step_at: f32,
    game_id: u64,
    revision: u64,
}

impl ReplayView {
    pub fn moves_in_round(&self) -> usize {
        self.record.rounds.get(self.round).map_or(0, |r| r.moves.len())
    }

    pub fn at_end(&self) -> bool {
        self.round + 1 >= self.record.rounds.len() && self.step >= self.moves_in_round()
    }

    /// One move on (into the next round after the last move of one).
    pub fn forward(&mut self) {
        if self.step < self.moves_in_round() {
            self.step += 1;
        } else if self.round + 1 < self.record.rounds.len() {
            self.round += 1;
            self.step = 0;
        }
    }

    /// One move back (to the end of the previous round from the start of one).
    pub fn back(&mut self) {
        if self.step > 0 {
            self.step -= 1;
        } else if self.round > 0 {
            self.round -= 1;
            self.step = self.moves_in_round();
        }
    }

    pub fn go_to_round(&mut self, round: usize) {
        self.round = round.min(self.record.rounds.len().saturating_sub(1));
        self.step = 0;
    }
}

/// A record dropped on the window while a game is being played: it waits for the player to say
/// whether to leave the game (which stays saved) and watch it.
#[derive(Resource, Default, Debug)]
pub struct DroppedDuringGame(pub Option<PathBuf>);

fn open_dropped_files(
    mut dropped: MessageReader<FileDragAndDrop>,
    mut open: MessageWriter<OpenReplayRequested>,
    screen: Option<Res<State<Screen>>>,
    game: Option<Res<Game>>,
    mut waiting: ResMut<DroppedDuringGame>,
) {
    for d in dropped.read() {
        if let FileDragAndDrop::DroppedFile { path_buf, .. } = d {
            let playing = screen.as_ref().is_some_and(|s| *s.get() == Screen::Game) && game.as_ref().is_some_and(|g| !g.m.is_over());
            if playing {
                waiting.0 = Some(path_buf.clone());
            } else {
                open.write(OpenReplayRequested(path_buf.clone()));
            }
        }
    }
}

fn open_replay(
    mut commands: Commands,
    mut requests: MessageReader<OpenReplayRequested>,
    mut ids: ResMut<GameIds>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut toasts: ResMut<Toasts>,
    time: Res<Time>,
) {
    let Some(OpenReplayRequested(path)) = requests.read().last() else { return };
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let now = time.elapsed_secs();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            toasts.push(format!("{name} cannot be read: {e}"), now);
            return;
        }
    };
    let record = match MatchRecord::parse(&text) {
        Ok(r) => r,
        Err(e) => {
            toasts.push(format!("{name} is not a game record ({e})."), now);
            return;
        }
    };
    if let Err(e) = replay(&record) {
        toasts.push(format!("{name} does not replay: {e}"), now);
        return;
    }
    let names = crate::persist::replays::names_in(&text)
        .filter(|n| n.len() == usize::from(record.seats))
        .unwrap_or_else(|| (1..=record.seats).map(|s| format!("Seat {s}")).collect());
    commands.insert_resource(ReplayView {
        name: name.trim_end_matches(".mtr.ron").to_string(),
        names,
        record,
        round: 0,
        step: 0,
        playing: false,
        seat: 0,
        shown: None,
        last_step_at: now,
        game_id: ids.issue(),
        revision: 0,
    });
    next_screen.set(Screen::Replay);
}

/// Play on by itself, one move every so often.
fn autoplay(view: Option<ResMut<ReplayView>>, time: Res<Time>) {
    let Some(mut view) = view else { return };
    let now = time.elapsed_secs();
    if !view.playing {
        view.last_step_at = now;
        return;
    }
    if now - view.last_step_at >= 0.8 {
        view.last_step_at = now;
        if view.at_end() {
            view.playing = false;
        } else {
            view.forward();
        }
    }
}

/// Put the position on the table when it changes.
fn show_position(mut commands: Commands, view: Option<ResMut<ReplayView>>, screen: Res<State<Screen>>, mut table: ResMut<TableView>, mut toasts: ResMut<Toasts>, time: Res<Time>) {
    let Some(mut view) = view else { return };
    if *screen.get() != Screen::Replay || view.shown == Some((view.round, view.step)) {
        return;
    }
    let first = view.shown.is_none();
    view.shown = Some((view.round, view.step));
    match replay_until(&view.record, view.round, view.step) {
        Ok(m) => {
            view.revision += 1;
            let seats = view.names.iter().map(|name| SeatSetup { name: name.clone(), player: Player::Computer(crate::ai::Level::Greedy) }).collect();
            commands.insert_resource(Game { m, seats, revision: view.revision, id: view.game_id });
            if first {
                table.snap = true;
            }
        }
        Err(e) => {
            view.playing = false;
            toasts.push(format!("This position cannot be shown: {e}"), time.elapsed_secs());
        }
    }
}

//! The game's files in play: settings, rule sets, statistics and the autosave are read at start
//! (a problem with one becomes a toast, never a crash); the match is saved after every change by
//! a writer thread, in order and atomically; Continue resumes it; a finished game counts in the
//! statistics; replays are saved on request.

use super::{Game, GameIds, GameSystems, HandShown, Toasts};
use crate::persist::autosave::{self, Autosave};
use crate::persist::rule_sets::{self, RuleSet};
use crate::persist::settings::{self, Settings};
use crate::persist::stats::{self, Stats};
use crate::persist::{Dirs, replays};
use crate::screens::{GamePhase, Screen};
use crate::table::view::TableView;
use bevy::prelude::*;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ContinueRequested>()
        .add_message::<SaveReplayRequested>()
        .init_resource::<Storage>()
        .add_systems(PreStartup, load_everything)
        .add_systems(
            Update,
            // Only a game being played is autosaved: the replay viewer's positions are not.
            (continue_saved_game, autosave_changes.run_if(in_state(Screen::Game)), count_finished_game, save_replay, save_settings)
                .chain()
                .after(GameSystems),
        );
}

/// Where files go; `None` when the OS gives no folder (then nothing is kept).
#[derive(Resource)]
pub struct Storage {
    pub dirs: Option<Dirs>,
    writer: Option<Writer>,
    /// Files are off on purpose (demo and measuring runs): say nothing about it.
    quiet: bool,
}

impl Default for Storage {
    fn default() -> Self {
        Storage::at(Dirs::locate())
    }
}

impl Storage {
    /// Files under `dirs` (tests use a temporary folder).
    pub fn at(dirs: Option<Dirs>) -> Storage {
        let writer = dirs.as_ref().map(|_| Writer::start());
        Storage { dirs, writer, quiet: false }
    }

    /// Keep no files at all (demo and measuring runs leave the player's folders alone).
    pub fn off() -> Storage {
        Storage { dirs: None, writer: None, quiet: true }
    }

    /// Whether every save asked for so far is on disk.
    pub fn settled(&self) -> bool {
        self.writer.as_ref().is_none_or(|w| w.pending.load(Ordering::SeqCst) == 0)
    }

    /// Write `text` to `path` atomically, in the order asked, off the main thread.
    fn write(&self, path: PathBuf, text: String) {
        if let Some(w) = &self.writer {
            w.pending.fetch_add(1, Ordering::SeqCst);
            if w.jobs.send(Job::Write(path, text)).is_err() {
                w.pending.fetch_sub(1, Ordering::SeqCst);
            }
        }
    }

    fn remove(&self, path: PathBuf) {
        if let Some(w) = &self.writer {
            w.pending.fetch_add(1, Ordering::SeqCst);
            if w.jobs.send(Job::Remove(path)).is_err() {
                w.pending.fetch_sub(1, Ordering::SeqCst);
            }
        }
    }
}

enum Job {
    Write(PathBuf, String),
    Remove(PathBuf),
}

/// One thread that writes files in the order they were asked for.
struct Writer {
    jobs: Sender<Job>,
    pending: Arc<AtomicUsize>,
}

impl Writer {
    fn start() -> Writer {
        let (jobs, rx) = channel::<Job>();
        let pending = Arc::new(AtomicUsize::new(0));
        let count = pending.clone();
        std::thread::Builder::new()
            .name("save writer".into())
            .spawn(move || {
                for job in rx {
                    let result = match &job {
                        Job::Write(path, text) => crate::persist::files::write_atomic(path, text.as_bytes()),
                        Job::Remove(path) => autosave::remove(path),
                    };
                    if let Err(e) = result {
                        let path = match &job {
                            Job::Write(p, _) | Job::Remove(p) => p,
                        };
                        bevy::log::error!("could not save {}: {e}", path.display());
                    }
                    count.fetch_sub(1, Ordering::SeqCst);
                }
            })
            .ok();
        Writer { jobs, pending }
    }
}

/// The player's settings.
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct UserSettings(pub Settings);

/// A saved game that Continue can resume.
#[derive(Resource, Debug, Default)]
pub struct SavedGame(pub Option<Autosave>);

/// Rule sets people saved under a name.
#[derive(Resource, Debug, Default)]
pub struct RuleSets(pub Vec<RuleSet>);

#[derive(Resource, Debug, Default)]
pub struct Statistics(pub Stats);

#[derive(Message, Clone, Copy, Debug, Default)]
pub struct ContinueRequested;

#[derive(Message, Clone, Copy, Debug, Default)]
pub struct SaveReplayRequested;

fn load_everything(mut commands: Commands, storage: Res<Storage>, mut toasts: ResMut<Toasts>) {
    let Some(dirs) = &storage.dirs else {
        commands.insert_resource(UserSettings::default());
        commands.insert_resource(SavedGame::default());
        commands.insert_resource(RuleSets::default());
        commands.insert_resource(Statistics::default());
        if !storage.quiet {
            toasts.push("There is no folder to keep settings and games in: nothing will be saved.", 0.0);
        }
        return;
    };
    let s = settings::load(&dirs.settings());
    let saved = autosave::load(&dirs.autosave());
    let st = stats::load(&dirs.stats());
    let (sets, problems) = rule_sets::load_all(&dirs.rule_sets());
    for problem in s.problem.iter().chain(&saved.problem).chain(&st.problem).chain(&problems) {
        toasts.push(problem.clone(), 0.0);
    }
    commands.insert_resource(UserSettings(s.value));
    commands.insert_resource(SavedGame(saved.value));
    commands.insert_resource(Statistics(st.value));
    commands.insert_resource(RuleSets(sets));
}

/// Save the match whenever it changed; forget the save once the match is over.
fn autosave_changes(game: Option<Res<Game>>, storage: Res<Storage>, mut saved: ResMut<SavedGame>, mut last: Local<Option<(u64, u64, u32)>>) {
    let (Some(game), Some(dirs)) = (game, &storage.dirs) else { return };
    let now = (game.id, game.revision, game.m.round_index());
    if *last == Some(now) {
        return;
    }
    *last = Some(now);
    if game.m.is_over() {
        storage.remove(dirs.autosave());
        saved.0 = None;
        return;
    }
    let save = Autosave::of(&game.m, &game.seats);
    storage.write(dirs.autosave(), save.to_ron());
    saved.0 = Some(save);
}

/// Resume the saved game exactly where it was.
#[expect(clippy::too_many_arguments, reason = "resuming touches the game, the screens and the table")]
fn continue_saved_game(
    mut commands: Commands,
    mut requests: MessageReader<ContinueRequested>,
    saved: Res<SavedGame>,
    mut ids: ResMut<GameIds>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut shown: ResMut<HandShown>,
    mut view: ResMut<TableView>,
    mut toasts: ResMut<Toasts>,
    time: Res<Time>,
) {
    if requests.read().last().is_none() {
        return;
    }
    let Some(save) = &saved.0 else {
        toasts.push("There is no saved game to continue.", time.elapsed_secs());
        return;
    };
    match save.resume() {
        Ok(m) => {
            let game = Game { m, seats: save.seats.clone(), revision: 0, id: ids.issue() };
            shown.0 = (game.humans() == 1).then(|| game.viewer());
            let phase = match (game.m.round().is_over(), game.m.is_over()) {
                (false, _) => GamePhase::Playing,
                (true, false) => GamePhase::RoundOver,
                (true, true) => GamePhase::GameOver,
            };
            commands.insert_resource(game);
            view.snap = true;
            next_screen.set(Screen::Game);
            // Entering the game screen, the phase starts as the saved game left it.
            commands.insert_resource(NextState::Pending(phase));
        }
        Err(e) => toasts.push(format!("The saved game cannot be resumed: {e}"), time.elapsed_secs()),
    }
}

/// A finished game counts once in the statistics.
fn count_finished_game(
    game: Option<Res<Game>>,
    phase: Option<Res<State<GamePhase>>>,
    storage: Res<Storage>,
    mut stats: ResMut<Statistics>,
    mut counted: Local<Vec<u64>>,
) {
    let (Some(game), Some(phase)) = (game, phase) else { return };
    if *phase.get() != GamePhase::GameOver || !game.m.is_over() || counted.contains(&game.id) {
        return;
    }
    counted.push(game.id);
    stats.0.record(&game.m, &game.seats);
    if let Some(dirs) = &storage.dirs {
        storage.write(dirs.stats(), stats.0.to_ron());
    }
}

fn save_replay(
    mut requests: MessageReader<SaveReplayRequested>,
    (game, sets): (Option<Res<Game>>, Res<RuleSets>),
    storage: Res<Storage>,
    mut toasts: ResMut<Toasts>,
    time: Res<Time>,
) {
    if requests.read().last().is_none() {
        return;
    }
    let (Some(game), Some(dirs)) = (game, &storage.dirs) else {
        toasts.push("There is no folder to save replays in.", time.elapsed_secs());
        return;
    };
    // Named by the player's own clock.
    let now = chrono::Local::now();
    let local = now.timestamp().saturating_add(i64::from(now.offset().local_minus_utc()));
    let now = u64::try_from(local).unwrap_or(0);
    let title = crate::ui::settings::rules_label(game.m.preset(), game.m.rules(), &sets);
    let names: Vec<&str> = game.seats.iter().map(|s| s.name.as_str()).collect();
    match replays::save(&dirs.replays(), &game.m, &names, &title, now) {
        Ok(path) => toasts.done(format!("Replay saved: {}", path.file_name().map(|n| n.to_string_lossy()).unwrap_or_default()), time.elapsed_secs()),
        Err(e) => toasts.push(format!("The replay could not be saved: {e}"), time.elapsed_secs()),
    }
}

/// Keep `settings.ron` in step with the settings.
fn save_settings(settings: Option<Res<UserSettings>>, storage: Res<Storage>, mut first: Local<bool>) {
    let (Some(settings), Some(dirs)) = (settings, &storage.dirs) else { return };
    if !*first {
        *first = true;
        return;
    }
    if settings.is_changed() {
        storage.write(dirs.settings(), settings.0.to_ron());
    }
}

/// The last game set up, remembered for the title screen.
pub fn remember_setup(settings: &mut UserSettings, setup: &crate::setup::GameSetup) {
    if settings.0.new_game != *setup {
        settings.0.new_game = setup.clone();
    }
}

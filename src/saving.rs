//! The game's files in play: settings, rule sets, statistics and the autosave are read at start
//! (a problem with one becomes a toast, never a crash); the match is saved after every change by
//! a writer thread, in order and atomically; Continue resumes it; a finished game counts in the
//! statistics; replays are saved on request.

use crate::files::Dirs;
use crate::files::autosave::{self, Autosave};
use crate::files::rule_sets::{self, RuleSet};
use crate::files::settings::{self, Display, HandOrder, KeptSeat, Learning, OnlinePlay, Settings, Sound, Speed};
use crate::files::stats::{self, Stats};
use crate::game::{Game, LoadMatchRequested, NewGameRequested, Notice, Origin};
use crate::game_setup::GameSetup;
use crate::lang::{Phrase, t};
use crate::rules::HouseRules;
use crate::schedule::AppSystems;
use crate::screens::GamePhase;
use bevy::prelude::*;
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
#[cfg(not(target_family = "wasm"))]
use std::sync::{
    atomic::{AtomicUsize, Ordering},
    mpsc::{Sender, channel},
};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ContinueRequested>()
        .add_message::<SettingsEdited>()
        .init_resource::<Storage>()
        .init_resource::<DisplaySettings>()
        .init_resource::<SoundSettings>()
        .init_resource::<SpeedSetting>()
        .init_resource::<NewGameSetup>()
        .init_resource::<OnlineSettings>()
        .add_message::<SeatKept>()
        .init_resource::<LearningSettings>()
        .init_resource::<RuleSets>()
        .add_systems(PreStartup, load_everything)
        .add_systems(Update, continue_saved_game.in_set(AppSystems::Input))
        .add_systems(Update, (keep_settings, computers_apart_from_the_player).chain().in_set(AppSystems::Apply))
        .add_systems(
            Update,
            (autosave_changes, count_finished_game, save_settings, report_save_problems).chain().in_set(AppSystems::Persist),
        );
}

/// Where files go; `None` when the OS gives no folder (then nothing is kept).
#[derive(Resource)]
pub struct Storage {
    pub dirs: Option<Dirs>,
    writer: Option<Writer>,
    /// Files are off on purpose (demo and measuring runs): say nothing about it.
    quiet: bool,
    /// What could not be saved, in words, for the player (filled by any thread).
    problems: Arc<Mutex<Vec<Phrase>>>,
}

impl Default for Storage {
    fn default() -> Self {
        Storage::at(Dirs::locate())
    }
}

impl Storage {
    /// Files under `dirs` (tests use a temporary folder).
    pub fn at(dirs: Option<Dirs>) -> Storage {
        let problems = Arc::new(Mutex::new(Vec::new()));
        let writer = dirs.as_ref().and_then(|_| Writer::start(problems.clone()));
        Storage { dirs, writer, quiet: false, problems }
    }

    /// Keep no files at all (demo and measuring runs leave the player's folders alone).
    pub fn off() -> Storage {
        Storage { dirs: None, writer: None, quiet: true, problems: Arc::default() }
    }

    /// Whether every save asked for so far is on disk.
    pub fn settled(&self) -> bool {
        match &self.writer {
            #[cfg(not(target_family = "wasm"))]
            Some(Writer::Thread { pending, .. }) => pending.load(Ordering::SeqCst) == 0,
            _ => true,
        }
    }

    /// Write `text` to `path` atomically, in the order asked, off the main thread. Text that
    /// could not be made (`Err`) writes nothing, so the last good file stays; the player is told.
    pub fn write(&self, path: PathBuf, text: Result<String, ron::Error>) {
        match text {
            Ok(text) => self.send(Job::Write(path, text)),
            Err(e) => {
                let why = e.to_string();
                self.problem(Phrase::new(move || t!("saving-failed-kept", what = what(&path), why = why.as_str())))
            }
        }
    }

    fn remove(&self, path: PathBuf) {
        self.send(Job::Remove(path));
    }

    fn send(&self, job: Job) {
        match &self.writer {
            None if self.dirs.is_some() => self.problem(Phrase::new(|| t!("saving-no-thread"))),
            None => {}
            #[cfg(not(target_family = "wasm"))]
            Some(Writer::Thread { jobs, pending }) => {
                pending.fetch_add(1, Ordering::SeqCst);
                if jobs.send(job).is_err() {
                    pending.fetch_sub(1, Ordering::SeqCst);
                    self.problem(Phrase::new(|| t!("saving-thread-stopped")));
                }
            }
            // A browser's storage is written at once (it is quick, and a page has one thread).
            #[cfg(target_family = "wasm")]
            Some(Writer::Inline) => carry_out(&job, &self.problems),
        }
    }

    fn problem(&self, words: Phrase) {
        if let Ok(mut problems) = self.problems.lock() {
            problems.push(words);
        }
    }

    /// The problems not reported yet.
    pub fn take_problems(&self) -> Vec<Phrase> {
        self.problems.lock().map(|mut p| std::mem::take(&mut *p)).unwrap_or_default()
    }
}

/// A file the game keeps, in words.
fn what(path: &std::path::Path) -> String {
    match path.file_name().and_then(|n| n.to_str()) {
        Some("autosave.ron") => t!("saving-your-game"),
        Some("stats.ron") => t!("saving-the-statistics"),
        Some("settings.ron") => t!("saving-the-settings"),
        Some(name) => name.to_string(),
        None => path.display().to_string(),
    }
}

enum Job {
    Write(PathBuf, String),
    Remove(PathBuf),
}

/// What writes the files, in the order they were asked for.
enum Writer {
    /// A thread of its own, off the frame.
    #[cfg(not(target_family = "wasm"))]
    Thread { jobs: Sender<Job>, pending: Arc<AtomicUsize> },
    /// The page's own thread, at once (a browser's storage).
    #[cfg(target_family = "wasm")]
    Inline,
}

impl Writer {
    /// The writer thread, or `None` if the system would not start one.
    #[cfg(not(target_family = "wasm"))]
    fn start(problems: Arc<Mutex<Vec<Phrase>>>) -> Option<Writer> {
        let (jobs, rx) = channel::<Job>();
        let pending = Arc::new(AtomicUsize::new(0));
        let count = pending.clone();
        std::thread::Builder::new()
            .name("save writer".into())
            .spawn(move || {
                for job in rx {
                    carry_out(&job, &problems);
                    count.fetch_sub(1, Ordering::SeqCst);
                }
            })
            .ok()?;
        Some(Writer::Thread { jobs, pending })
    }

    #[cfg(target_family = "wasm")]
    fn start(_: Arc<Mutex<Vec<Phrase>>>) -> Option<Writer> {
        Some(Writer::Inline)
    }
}

/// Write or remove one file; what failed is kept for the player.
fn carry_out(job: &Job, problems: &Mutex<Vec<Phrase>>) {
    let (result, path) = match job {
        Job::Write(path, text) => (crate::files::safe_io::write_atomic(path, text.as_bytes()), path),
        Job::Remove(path) => (autosave::remove(path), path),
    };
    if let Err(e) = result
        && let Ok(mut problems) = problems.lock()
    {
        let (path, why) = (path.clone(), e.to_string());
        problems.push(Phrase::new(move || t!("saving-failed", what = what(&path), why = why.as_str())));
    }
}

/// Tell the player what could not be saved, each problem once.
fn report_save_problems(storage: Res<Storage>, mut notices: MessageWriter<Notice>, mut told: Local<BTreeSet<String>>) {
    for problem in storage.take_problems() {
        if told.insert(problem.text()) {
            notices.write(Notice::problem(problem));
        }
    }
}

/// How the game looks and what it does for the person (`settings.ron`'s `display`). Like every
/// part of the settings, changed only by [`keep_settings`], from [`SettingsEdited`].
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct DisplaySettings(pub Display);

/// Sound on or off, and its volume (`sound`).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct SoundSettings(pub Sound);

/// How fast computers move and tiles glide (`speed`).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct SpeedSetting(pub Speed);

/// The next game: its rules and seats, as set up last (`new_game`).
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct NewGameSetup(pub GameSetup);

/// Online play: the server, the name given there, a seat to come back to (`online`).
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct OnlineSettings(pub OnlinePlay);

/// The lessons of *Learn to play* taken to their end (`learning`).
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct LearningSettings(pub Learning);

/// A change to the player's settings, asked for by a panel or a gesture; [`keep_settings`] makes
/// it (and saving a rule set writes its file).
#[derive(Message, Clone, Debug, PartialEq)]
pub enum SettingsEdited {
    Display(Display),
    Sound(Sound),
    Speed(Speed),
    NewGame(GameSetup),
    Online(OnlinePlay),
    HandOrder(HandOrder),
    /// A lesson of *Learn to play* taken to its end: ticked.
    LessonDone(String),
    /// Save these rules under `name` (a file of `rules/`), and start the next game from them.
    SaveRules {
        name: String,
        rules: HouseRules,
    },
}

/// The settings as one file's worth.
fn settings_now(
    display: &DisplaySettings,
    sound: &SoundSettings,
    speed: &SpeedSetting,
    new_game: &NewGameSetup,
    online: &OnlineSettings,
    learning: &LearningSettings,
) -> Settings {
    Settings {
        version: settings::VERSION,
        display: display.0,
        sound: sound.0,
        speed: speed.0,
        new_game: new_game.0.clone(),
        online: online.0.clone(),
        learning: learning.0.clone(),
    }
}

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

fn load_everything(mut commands: Commands, storage: Res<Storage>, mut notices: MessageWriter<Notice>) {
    let Some(dirs) = &storage.dirs else {
        // Nowhere to keep files: a new player's settings, as with no settings file.
        put_settings(&mut commands, Settings::default());
        commands.insert_resource(SavedGame::default());
        commands.insert_resource(RuleSets::default());
        commands.insert_resource(Statistics::default());
        if !storage.quiet {
            notices.write(Notice::problem(|| t!("saving-no-folder")));
        }
        return;
    };
    let s = settings::load(&dirs.settings());
    let saved = autosave::load(&dirs.autosave());
    let st = stats::load(&dirs.stats());
    let (sets, problems) = rule_sets::load_all(&dirs.rule_sets());
    // Worded when shown, in the language of that moment (the settings just read chose it).
    let mut found: Vec<Phrase> = s
        .problem
        .iter()
        .chain(&saved.problem)
        .chain(&st.problem)
        .chain(&problems)
        .map(|p| {
            let p = p.clone();
            Phrase::new(move || crate::lang::files::problem(&p))
        })
        .collect();
    if let Some(report) = crate::files::crash::take_report(dirs) {
        let saved = if saved.value.is_some() { "yes" } else { "no" };
        let report = report.display().to_string();
        found.push(Phrase::new(move || t!("saving-crashed", saved = saved, report = report.as_str())));
    }
    // Every problem found at start reaches the person: one notice, however many there are.
    if let Some(notice) = startup_notice(found) {
        notices.write(Notice::problem(notice));
    }
    put_settings(&mut commands, s.value);
    commands.insert_resource(SavedGame(saved.value));
    commands.insert_resource(Statistics(st.value));
    commands.insert_resource(RuleSets(sets));
}

/// The settings as the app's resources, one each.
fn put_settings(commands: &mut Commands, settings: Settings) {
    let Settings { display, sound, speed, new_game, online, learning, .. } = settings;
    commands.insert_resource(DisplaySettings(display));
    commands.insert_resource(SoundSettings(sound));
    commands.insert_resource(SpeedSetting(speed));
    commands.insert_resource(NewGameSetup(in_own_words(new_game)));
    commands.insert_resource(OnlineSettings(online));
    commands.insert_resource(LearningSettings(learning));
}

/// The problems found at start in one message: the one, or each on a line of its own.
fn startup_notice(problems: Vec<Phrase>) -> Option<Phrase> {
    match problems.len() {
        0 => None,
        1 => problems.into_iter().next(),
        count => Some(Phrase::new(move || {
            let list = problems.iter().map(|p| format!("• {}", p.text())).collect::<Vec<_>>().join("\n");
            t!("saving-found-at-start", count = count, list = list)
        })),
    }
}

/// Save the match whenever it changed; forget the save once the match is over.
fn autosave_changes(game: Option<Res<Game>>, storage: Res<Storage>, mut saved: ResMut<SavedGame>, mut last: Local<Option<(u64, u64)>>) {
    let (Some(game), Some(dirs)) = (game, &storage.dirs) else { return };
    // Only a game being played is saved: a replay being watched (or a practice from one) is not.
    if !game.is_kept() {
        return;
    }
    // Every change of the game bumps its revision (a hint asked for too: its count is saved).
    let now = (game.id, game.revision);
    if *last == Some(now) {
        return;
    }
    *last = Some(now);
    if game.the_match.is_over() {
        storage.remove(dirs.autosave());
        saved.0 = None;
        return;
    }
    let save = Autosave::of(&game.the_match, &game.seats).with_hints(&game.hints);
    storage.write(dirs.autosave(), save.to_ron());
    saved.0 = Some(save);
}

/// Resume the saved game exactly where it was.
fn continue_saved_game(
    mut requests: MessageReader<ContinueRequested>,
    saved: Res<SavedGame>,
    mut load: MessageWriter<LoadMatchRequested>,
    mut notices: MessageWriter<Notice>,
) {
    if requests.read().last().is_none() {
        return;
    }
    let Some(save) = &saved.0 else {
        notices.write(Notice::problem(|| t!("saving-nothing-to-continue")));
        return;
    };
    match save.resume() {
        Ok(m) => {
            load.write(LoadMatchRequested {
                the_match: m,
                seats: save.seats.clone(),
                origin: Origin::Continued,
                hints: save.hints.clone(),
            });
        }
        Err(e) => {
            notices.write(Notice::problem(move || t!("saving-cannot-resume", why = crate::lang::files::unreadable(&e))));
        }
    }
}

/// A finished game counts once in the statistics.
fn count_finished_game(
    game: Option<Res<Game>>,
    phase: Option<Res<State<GamePhase>>>,
    storage: Res<Storage>,
    mut stats: ResMut<Statistics>,
    mut counted: Local<Vec<u64>>,
    (display, mut edits): (Res<DisplaySettings>, MessageWriter<SettingsEdited>),
) {
    let (Some(game), Some(phase)) = (game, phase) else { return };
    if *phase.get() != GamePhase::GameOver || !game.the_match.is_over() || !game.is_kept() || counted.contains(&game.id) {
        return;
    }
    counted.push(game.id);
    // A first game finished: its guide goes off (unless the person chose it).
    if display.0.guide_until_a_game && game.humans() > 0 {
        edits.write(SettingsEdited::Display(Display { guide: false, guide_until_a_game: false, ..display.0 }));
    }
    stats.0.record(&game.the_match, &game.seats, &game.hints);
    if let Some(dirs) = &storage.dirs {
        storage.write(dirs.stats(), stats.0.to_ron());
    }
}

/// A seat to come back to changed: kept while its match goes on, forgotten once it is over,
/// left, or no longer on the server. (Kept in the settings: *Your tables*.)
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum SeatKept {
    Keep(KeptSeat),
    Forget { token: String },
}

/// The player's settings as the panels read them: a panel changes none, it reports what the
/// person changed (`SettingsEdited`) and `saving::keep_settings` changes them.
#[derive(bevy::ecs::system::SystemParam)]
pub struct SettingsView<'w> {
    pub display: Res<'w, DisplaySettings>,
    pub sound: Res<'w, SoundSettings>,
    pub speed: Res<'w, SpeedSetting>,
    pub new_game: Res<'w, NewGameSetup>,
    pub online: Res<'w, OnlineSettings>,
    pub learning: Res<'w, LearningSettings>,
    pub sets: Res<'w, RuleSets>,
}

/// What changes the settings: edits from the panels and gestures, the last game set up (that
/// could start, remembered for the title screen), the online seat to come back to (or forget).
#[derive(bevy::ecs::system::SystemParam)]
pub struct SettingsChanges<'w, 's> {
    edits: MessageReader<'w, 's, SettingsEdited>,
    new_games: MessageReader<'w, 's, NewGameRequested>,
    seats: MessageReader<'w, 's, SeatKept>,
}

/// The settings as resources, to change.
#[derive(bevy::ecs::system::SystemParam)]
pub struct SettingsMut<'w> {
    display: ResMut<'w, DisplaySettings>,
    sound: ResMut<'w, SoundSettings>,
    speed: ResMut<'w, SpeedSetting>,
    new_game: ResMut<'w, NewGameSetup>,
    online: ResMut<'w, OnlineSettings>,
    learning: ResMut<'w, LearningSettings>,
    sets: ResMut<'w, RuleSets>,
}

/// The one system that changes the settings (and the rule sets): a resource changes only when
/// its value does, so `save_settings` writes the file only then.
/// The new game as a new player has it (`config/new-player.ron`) names its person "You" in the
/// player's language.
fn in_own_words(mut setup: GameSetup) -> GameSetup {
    if setup == Settings::default().new_game
        && let Some(seat) = setup.seats.first_mut()
    {
        seat.name = crate::lang::words::you();
    }
    setup
}

/// The next game's computers are not named as the player goes by online (one named "Ana" at
/// the screen meets no computer "Ana").
/// (Only when the name or the number of seats changes: a computer the player names so stays so.)
fn computers_apart_from_the_player(online: Res<OnlineSettings>, mut new_game: ResMut<NewGameSetup>, mut seats: Local<usize>) {
    if !online.is_changed() && *seats == new_game.0.seats.len() {
        return;
    }
    *seats = new_game.0.seats.len();
    let mut setup = new_game.0.clone();
    setup.computers_apart_from(&online.0.name);
    new_game.set_if_neq(NewGameSetup(setup));
}

fn keep_settings(mut changes: SettingsChanges, mut settings: SettingsMut, storage: Res<Storage>, mut notices: MessageWriter<Notice>) {
    for edit in changes.edits.read() {
        match edit.clone() {
            SettingsEdited::Display(d) => settings.display.set_if_neq(DisplaySettings(d)),
            SettingsEdited::Sound(s) => settings.sound.set_if_neq(SoundSettings(s)),
            SettingsEdited::Speed(s) => settings.speed.set_if_neq(SpeedSetting(s)),
            SettingsEdited::NewGame(setup) => settings.new_game.set_if_neq(NewGameSetup(setup)),
            SettingsEdited::Online(play) => settings.online.set_if_neq(OnlineSettings(play)),
            SettingsEdited::LessonDone(name) => {
                let mut learning = settings.learning.0.clone();
                learning.tick(&name);
                settings.learning.set_if_neq(LearningSettings(learning))
            }
            SettingsEdited::HandOrder(order) => {
                if settings.display.0.hand_order != order {
                    settings.display.0.hand_order = order;
                }
                false
            }
            SettingsEdited::SaveRules { name, rules } => {
                notices.write(save_rules(&storage, &mut settings, &name, &rules));
                false
            }
        };
    }
    if let Some(NewGameRequested(setup)) = changes.new_games.read().last()
        && setup.problem().is_none()
    {
        settings.new_game.set_if_neq(NewGameSetup(setup.clone()));
    }
    for kept in changes.seats.read() {
        let mut play = settings.online.0.clone();
        match kept.clone() {
            SeatKept::Keep(seat) => play.keep(seat),
            SeatKept::Forget { token } => play.forget(&token),
        }
        settings.online.set_if_neq(OnlineSettings(play));
    }
}

/// Save `rules` as the rule set `name` and start the next game from it; what to tell the person.
fn save_rules(storage: &Storage, settings: &mut SettingsMut, name: &str, rules: &HouseRules) -> Notice {
    let Some(dirs) = &storage.dirs else { return Notice::problem(|| t!("rules-no-folder")) };
    match rule_sets::save(&dirs.rule_sets(), name, rules) {
        Ok(path) => {
            let saved = path.file_stem().map_or_else(|| name.to_string(), |s| s.to_string_lossy().into_owned());
            settings.sets.0.retain(|s| s.name != saved);
            settings.sets.0.push(RuleSet { name: saved.clone(), rules: rules.clone() });
            if settings.new_game.0.preset != saved {
                settings.new_game.0.preset = saved.clone();
            }
            Notice::done(move || t!("rules-saved", name = saved.as_str()))
        }
        Err(e) => {
            let why = e.to_string();
            Notice::problem(move || t!("rules-save-failed", why = why.as_str()))
        }
    }
}

/// Keep `settings.ron` in step with the settings (not when they were just read).
fn save_settings(
    display: Res<DisplaySettings>,
    sound: Res<SoundSettings>,
    speed: Res<SpeedSetting>,
    new_game: Res<NewGameSetup>,
    (online, learning): (Res<OnlineSettings>, Res<LearningSettings>),
    storage: Res<Storage>,
    mut first: Local<bool>,
) {
    let Some(dirs) = &storage.dirs else { return };
    if !*first {
        *first = true;
        return;
    }
    let changed = display.is_changed() || sound.is_changed() || speed.is_changed() || new_game.is_changed() || online.is_changed();
    if changed || learning.is_changed() {
        storage.write(dirs.settings(), settings_now(&display, &sound, &speed, &new_game, &online, &learning).to_ron());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settle(storage: &Storage) {
        for _ in 0..500 {
            if storage.settled() {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        panic!("the writer did not finish");
    }

    #[test]
    fn a_save_that_cannot_be_made_keeps_the_last_one_and_the_player_is_told_once() {
        let root = std::env::temp_dir().join(format!("mexican-train-saving-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let dirs = Dirs::under(root);
        let storage = Storage::at(Some(dirs.clone()));
        storage.write(dirs.autosave(), Ok("the last good save".into()));
        settle(&storage);
        let mut app = App::new();
        app.add_plugins(MinimalPlugins).add_message::<Notice>().insert_resource(storage).add_systems(Update, report_save_problems);
        for _ in 0..2 {
            // Serialising failed: nothing is written, not even an empty file.
            app.world().resource::<Storage>().write(dirs.autosave(), Err(ron::Error::Message("a value it cannot write".into())));
            settle(app.world().resource::<Storage>());
            app.update();
        }
        assert_eq!(std::fs::read_to_string(dirs.autosave()).unwrap(), "the last good save");
        let told: Vec<Notice> = app.world_mut().resource_mut::<Messages<Notice>>().drain().collect();
        assert_eq!(told.len(), 1, "once: {told:?}");
        assert_eq!(told[0].words.text(), "Your game could not be saved (a value it cannot write); the last save is kept.");
    }

    #[test]
    fn without_a_writer_thread_the_player_is_told_that_nothing_is_saved() {
        let storage = Storage {
            dirs: Some(Dirs::under(std::env::temp_dir().join("mexican-train-nowhere"))),
            writer: None,
            quiet: false,
            problems: Arc::default(),
        };
        storage.write(PathBuf::from("autosave.ron"), Ok("text".into()));
        let told: Vec<String> = storage.take_problems().iter().map(Phrase::text).collect();
        assert_eq!(told, ["Nothing can be saved: the saving thread could not start."]);
    }
}

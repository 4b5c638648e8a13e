//! The title screen: start a new game (seats, who plays them, the rules), continue the saved one,
//! settings, replays, statistics, quit.

use crate::files::autosave::Autosave;
use crate::files::replays;
use crate::game::NewGameRequested;
use crate::game_setup::GameSetup;
use crate::lang::t;
use crate::online::{Online, OnlineRequested};
use crate::replay::OpenReplayRequested;
use crate::rules::{Tile, preset};
use crate::saving::{ContinueRequested, RuleSets, SavedGame, SettingsEdited, Statistics, Storage};
use crate::screens::Screen;
use crate::settings::new_game::{rules_called, rules_chooser, seat_editor};
use crate::settings::window::Edit;
use crate::table::art::FaceStyle;
use crate::table::painted::tile_strip;
use crate::theme::{GOLD, card_frame};
// Invites handed over by a second start and tables of one's own (the desktop's).
#[cfg(not(target_family = "wasm"))]
use crate::{
    game::Notice,
    schedule::AppSystems,
    screens::ToTitleRequested,
    single_instance::{HandedOver, Opened},
};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Color32, RichText, Ui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InviteDuringGame>()
        .init_resource::<FirstDeal>()
        .add_message::<InviteAnswered>()
        .add_systems(OnExit(Screen::Game), |mut waiting: ResMut<InviteDuringGame>| waiting.0 = None);
    // Invites handed over and tables of one's own: the desktop's (a page opens with its invite).
    #[cfg(not(target_family = "wasm"))]
    app.add_systems(Update, (follow_invites, reopen_after_a_stop).in_set(AppSystems::Input));
}

/// The title screen, drawn with egui.
pub fn panels(app: &mut App) {
    app.add_systems(bevy_egui::EguiPrimaryContextPass, title_screen.run_if(in_state(Screen::Title)).in_set(crate::schedule::Draw::Screens));
}

/// The game stopped with its table open: open it again at once (the host sits down at it and
/// the friends' games come back by themselves), and say so. Not when the game was opened with
/// an invite or a record (the person came for that), nor in a demo (`KeepTablesShut`). Decided
/// on the first frame, when what the game was opened with has been asked for.
#[cfg(not(target_family = "wasm"))]
#[allow(clippy::too_many_arguments)]
fn reopen_after_a_stop(
    mut done: Local<bool>,
    storage: Res<Storage>,
    online_settings: Res<crate::saving::OnlineSettings>,
    open_at_start: Option<Res<OpenAtStart>>,
    mut replays: MessageReader<OpenReplayRequested>,
    shut: Option<Res<crate::online::hosting::KeepTablesShut>>,
    mut requests: MessageWriter<OnlineRequested>,
    mut notices: MessageWriter<Notice>,
) {
    if std::mem::replace(&mut *done, true) {
        return;
    }
    let Some(marker) = storage.dirs.as_ref().map(crate::online::hosting::under_way_in) else { return };
    if !marker.exists() {
        return;
    }
    let opened_with_something = open_at_start.is_some() || replays.read().count() > 0 || shut.is_some();
    let kept = online_settings.0.seats.iter().rev().find(|s| s.hosted).cloned();
    match kept {
        Some(kept) if !opened_with_something => {
            requests.write(OnlineRequested::Resume(kept));
            notices.write(Notice::done(|| t!("online-table-reopened")));
        }
        // Nothing to open (or the person came for something else): it stays in *Your tables*.
        _ => crate::online::hosting::forget_under_way(&marker),
    }
}

/// An invite clicked while a game is played here: it waits for the person to say whether to
/// leave the game (which stays saved) and join that table.
#[derive(Resource, Default, Debug)]
pub struct InviteDuringGame(pub Option<String>);

/// The person's answer to `InviteDuringGame`'s question.
#[derive(Message, Clone, Copy, Debug)]
pub struct InviteAnswered {
    pub join: bool,
}

/// An invite clicked while the game is open (handed over by the start it made) goes where the
/// game stands: on the title, *Play online* opens with it; over a game played here, the person
/// is asked first; at a table online, they are told to leave it first; anywhere else (a replay,
/// a game over) the title opens with it.
#[cfg(not(target_family = "wasm"))]
#[expect(clippy::too_many_arguments, reason = "a system: where the game stands, and the three ways it answers")]
fn follow_invites(
    mut handed: MessageReader<HandedOver>,
    mut answers: MessageReader<InviteAnswered>,
    screen: Res<State<Screen>>,
    game: Option<Res<crate::game::Game>>,
    online: Option<Res<Online>>,
    mut waiting: ResMut<InviteDuringGame>,
    mut to_title: MessageWriter<ToTitleRequested>,
    mut notices: MessageWriter<Notice>,
    mut commands: Commands,
) {
    let mut join = |invite: String, commands: &mut Commands| {
        if *screen.get() != Screen::Title {
            to_title.write(ToTitleRequested);
        }
        commands.insert_resource(OpenAtStart::Join(invite));
    };
    if let Some(answer) = answers.read().last()
        && let Some(invite) = waiting.0.take()
        && answer.join
    {
        join(invite, &mut commands);
    }
    for HandedOver(opened) in handed.read() {
        let Opened::Invite(invite) = opened else { continue };
        if online.is_some() {
            notices.write(Notice::problem(|| t!("invited-at-a-table")));
        } else if game.as_ref().is_some_and(|g| g.is_under_way_here()) {
            waiting.0 = Some(invite.clone());
        } else {
            join(invite.clone(), &mut commands);
        }
    }
}

/// Windows the title screen can open.
#[derive(Default)]
pub struct TitleWindows {
    settings: crate::settings::window::SettingsWindow,
    replays: bool,
    stats: bool,
    /// *Learn to play*: the lessons.
    learn: bool,
    /// Whether the keyboard's focus has been offered to *Learn to play* (to a new player, once a
    /// session), and whether to give it to the next lesson's button (the lessons just opened).
    learn_focus_offered: bool,
    focus_lesson: bool,
    /// The saved replays, read when the window opens (not every frame).
    replay_list: Option<Vec<replays::Replay>>,
    online: crate::online::play_online::OnlineForm,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Which {
    Settings,
    Replays,
    Stats,
    Online,
    Learn,
}

impl TitleWindows {
    /// One window at a time, so none hides another; `None` closes them all (Escape).
    fn show(&mut self, which: Option<Which>) {
        self.settings.open = which == Some(Which::Settings);
        self.replays = which == Some(Which::Replays);
        self.stats = which == Some(Which::Stats);
        self.focus_lesson = which == Some(Which::Learn) && !self.learn;
        self.learn = which == Some(Which::Learn);
        self.online.open = which == Some(Which::Online);
    }
}

/// The files the title screen shows (changes to the settings go out as `SettingsEdited`).
#[derive(SystemParam)]
pub struct TitleFiles<'w> {
    settings: crate::saving::SettingsView<'w>,
    storage: Res<'w, Storage>,
    saved: Res<'w, SavedGame>,
    stats: Res<'w, Statistics>,
    /// How the tables of the seats kept stand.
    #[cfg(not(target_family = "wasm"))]
    glances: Res<'w, crate::online::kept_tables::Glances>,
}

/// What the title screen can ask for.
#[derive(SystemParam)]
pub struct TitleRequests<'w> {
    new_game: MessageWriter<'w, NewGameRequested>,
    first_deal: ResMut<'w, FirstDeal>,
    resume: MessageWriter<'w, ContinueRequested>,
    open_replay: MessageWriter<'w, OpenReplayRequested>,
    #[cfg(not(target_family = "wasm"))]
    exit: MessageWriter<'w, crate::online::hosting::QuitRequested>,
    online: MessageWriter<'w, OnlineRequested>,
    edits: MessageWriter<'w, SettingsEdited>,
    #[cfg(not(target_family = "wasm"))]
    look_around: MessageWriter<'w, crate::online::nearby::LookAround>,
    learn: MessageWriter<'w, crate::learn::LearnCommand>,
    /// A download that failed (a browser's).
    #[cfg(target_family = "wasm")]
    notices: MessageWriter<'w, crate::game::Notice>,
}

/// A window of the title's to open when it first shows (`--demo-show settings|replays|…`).
#[derive(Resource, Debug)]
pub enum OpenAtStart {
    /// The settings, on this tab.
    Settings(crate::settings::window::Tab),
    Replays,
    Statistics,
    Online,
    /// *Learn to play*: the lessons (coming back from one).
    Learn,
    /// *Play online* with this invite pasted (the link the game was opened with), joining at
    /// once if the person's name is known.
    Join(String),
}

#[allow(clippy::too_many_arguments)]
pub fn title_screen(
    mut contexts: EguiContexts,
    mut windows: Local<TitleWindows>,
    mut commands: Commands,
    open_at_start: Option<Res<OpenAtStart>>,
    style: Res<FaceStyle>,
    files: TitleFiles,
    mut requests: TitleRequests,
    online: Option<Res<Online>>,
    #[cfg(not(target_family = "wasm"))] opening: Option<Res<crate::online::hosting::TableOpening>>,
    #[cfg(not(target_family = "wasm"))] nearby: Res<crate::online::nearby::NearbyTables>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // This game's own table, opening (a browser opens none).
    #[cfg(not(target_family = "wasm"))]
    let opening = opening.is_some();
    #[cfg(target_family = "wasm")]
    let opening = false;
    if let Some(open) = open_at_start {
        match &*open {
            OpenAtStart::Settings(tab) => {
                windows.show(Some(Which::Settings));
                windows.settings.tab = *tab;
            }
            OpenAtStart::Replays => windows.show(Some(Which::Replays)),
            OpenAtStart::Statistics => windows.show(Some(Which::Stats)),
            OpenAtStart::Online => windows.show(Some(Which::Online)),
            OpenAtStart::Learn => windows.show(Some(Which::Learn)),
            OpenAtStart::Join(invite) => {
                windows.show(Some(Which::Online));
                windows.online.invite = invite.clone();
                windows.online.join_now = true;
                windows.online.invited = true;
            }
        }
        commands.remove_resource::<OpenAtStart>();
    }
    let mut root =
        Ui::new(ctx.clone(), "title".into(), egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()));
    let mut setup = files.settings.new_game.0.clone();
    // No fill: the table's felt and pieces (`table::decor`) show around the card.
    egui::CentralPanel::default().frame(egui::Frame::new()).show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                heading(ui, *style, setup.seats.len());
                card_frame().show(ui, |ui| match &online {
                    // Online, until the host deals: the room (at this game's own table, its invite).
                    Some(online) => {
                        // The host's own table, or a friend's seat at one (who may pass the invite on).
                        let table = online.table.clone().or_else(|| crate::net::link::TableAddress::parse(&online.server).ok());
                        // It says whose table it is: the host's name, read first by whoever opens it.
                        let host = online.lobby.as_ref().and_then(|l| l.seats.first()).and_then(|s| s.name.clone()).unwrap_or_default();
                        let invite = table.zip(online.code.as_deref()).map(|(t, code)| t.with_code(code).from_host(&host).to_text());
                        if let Some(asked) =
                            crate::online::lobby::lobby_card(ui, online, invite.as_deref(), crate::online::lobby::web_game().as_deref())
                        {
                            requests.online.write(asked);
                        }
                    }
                    None if opening => crate::online::lobby::opening_card(ui),
                    None => new_game_card(ui, &mut setup, &files, &mut requests, &mut windows),
                });
            });
        });
    });
    if setup != files.settings.new_game.0 {
        requests.edits.write(SettingsEdited::NewGame(setup));
    }
    if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        windows.show(None);
    }
    title_windows(&ctx, &mut windows, &files, &mut requests);
    if windows.online.open && online.is_none() && !opening {
        let mut play = files.settings.online.0.clone();
        // Tables on this network are listened for while the window shows.
        #[cfg(not(target_family = "wasm"))]
        requests.look_around.write(crate::online::nearby::LookAround);
        #[cfg(not(target_family = "wasm"))]
        let nearby = Some(&*nearby);
        #[cfg(target_family = "wasm")]
        let nearby = None;
        if let Some(asked) =
            crate::online::play_online::online_window(&ctx, &mut windows.online, &mut play, &files.settings.new_game.0, nearby)
        {
            requests.online.write(asked);
        }
        if play != files.settings.online.0 {
            requests.edits.write(SettingsEdited::Online(play));
        }
    }
    Ok(())
}

/// The game's name and a little train of tiles (unless the seats need the room: many seats, a
/// short window).
fn heading(ui: &mut Ui, style: FaceStyle, seats: usize) {
    ui.add_space(ui.available_height().min(600.0) * 0.05);
    ui.label(RichText::new(t!("game-name")).size(56.0).strong().color(GOLD));
    ui.label(RichText::new(t!("game-subtitle")).size(20.0).color(Color32::from_rgb(220, 230, 210)));
    ui.add_space(10.0);
    if ui.ctx().viewport_rect().height() >= 480.0 + 36.0 * seats as f32 {
        tile_strip(ui, style, &[Tile(12, 12), Tile(12, 7), Tile(7, 3), Tile(3, 3), Tile(3, 9), Tile(9, 1), Tile(1, 0)], 40.0);
    }
    ui.add_space(18.0);
}

/// The online seats kept (hosted or joined) and how their tables stand: back to one, or forget
/// it.
#[cfg(not(target_family = "wasm"))]
fn kept_tables(ui: &mut Ui, files: &TitleFiles, requests: &mut TitleRequests) {
    if !files.settings.online.0.seats.is_empty() {
        ui.add_space(6.0);
    }
    match crate::online::your_tables::your_tables(ui, &files.settings.online.0.seats, &files.glances) {
        Some(crate::online::your_tables::TableAsked::Back(kept)) => {
            requests.online.write(OnlineRequested::Resume(kept));
        }
        Some(crate::online::your_tables::TableAsked::Forget { token }) => {
            let mut play = files.settings.online.0.clone();
            play.forget(&token);
            requests.edits.write(SettingsEdited::Online(play));
        }
        None => {}
    }
}

/// The new game: rules, seats, and Start / Continue / Quit; the buttons that open the windows.
fn new_game_card(ui: &mut Ui, setup: &mut GameSetup, files: &TitleFiles, requests: &mut TitleRequests, windows: &mut TitleWindows) {
    ui.set_width(580.0);
    ui.label(RichText::new(t!("title-new-game")).size(22.0).strong());
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        let name = ui.label(t!("title-rules")).id;
        rules_chooser(ui, name, setup, &files.settings.sets);
        if ui.button(t!("title-change-rules")).clicked() {
            windows.show(Some(Which::Settings));
            windows.settings.tab = crate::settings::window::Tab::Rules;
        }
    });
    let name = rules_called(setup, &files.settings.sets);
    let blurb = match &name {
        crate::files::rule_sets::RulesName::Custom { based_on } => t!("title-custom-rules", preset = based_on.as_str()),
        crate::files::rule_sets::RulesName::Named(name) => crate::lang::words::preset_blurb(name),
    };
    ui.label(RichText::new(blurb).weak());
    ui.add_space(6.0);
    seat_editor(ui, setup);
    let problem = setup.problem();
    ui.add_space(10.0);
    if let Some(p) = &problem {
        ui.label(RichText::new(crate::lang::refusal::setup_problem(p)).color(Color32::from_rgb(255, 150, 130)));
    }
    ui.horizontal(|ui| {
        let big = |text: &str| egui::Button::new(RichText::new(text).size(19.0)).min_size(egui::vec2(130.0, 40.0));
        if ui.add_enabled(problem.is_none(), big(&t!("title-start"))).clicked() {
            let seed = requests.first_deal.0.take().unwrap_or_else(crate::game_setup::fresh_seed);
            requests.new_game.write(NewGameRequested(ready_to_deal(setup, seed)));
        }
        // Worked out only while the pointer is on the button.
        let continue_tip = |ui: &mut Ui| {
            ui.label(files.saved.0.as_ref().map_or(t!("title-no-saved-game"), |s| saved_game_in_words(s, &files.settings.sets)));
        };
        if ui.add(big(&t!("title-play-online"))).on_hover_text(t!("title-play-online-tip")).clicked() {
            windows.show(Some(Which::Online));
        }
        if ui
            .add_enabled(files.saved.0.is_some(), big(&t!("title-continue")))
            .on_hover_ui(continue_tip)
            .on_disabled_hover_ui(continue_tip)
            .clicked()
        {
            requests.resume.write(ContinueRequested);
        }
        // A browser's tab is closed by the browser.
        #[cfg(not(target_family = "wasm"))]
        if ui.add(big(&t!("title-quit"))).clicked() {
            requests.exit.write(crate::online::hosting::QuitRequested);
        }
    });
    #[cfg(not(target_family = "wasm"))]
    kept_tables(ui, files, requests);
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let learn = ui.button(RichText::new(t!("title-learn")).strong().color(GOLD)).on_hover_text(t!("title-learn-tip"));
        // Someone new (no lesson taken, no game finished): Enter (or Space) opens the lessons.
        let settings = &files.settings;
        let new_player = settings.display.0.guide_until_a_game && settings.learning.0.done.is_empty();
        if !std::mem::replace(&mut windows.learn_focus_offered, true) && new_player {
            learn.request_focus();
        }
        if learn.clicked() {
            windows.show(Some(Which::Learn));
        }
        for (which, key) in [(Which::Settings, "title-settings"), (Which::Replays, "title-replays"), (Which::Stats, "title-statistics")] {
            if ui.button(t!(key)).clicked() {
                windows.show(Some(which));
            }
        }
    });
}

/// The seed of the first game started from the title, when one was given (`--seed`, or a web
/// page's `?seed=`): the same deal on every system. Later games are dealt from the clock.
#[derive(Resource, Default, Debug)]
pub struct FirstDeal(pub Option<u64>);

/// The setup as dealt: from `seed`, names trimmed, and a built-in preset named (records name
/// a built-in preset; saved rule sets are recorded in full).
fn ready_to_deal(setup: &GameSetup, seed: u64) -> GameSetup {
    let mut game = setup.clone();
    game.seed = seed;
    for s in &mut game.seats {
        s.name = s.name.trim().to_string();
    }
    if preset(&game.preset).is_err() {
        game.preset = "standard".into();
    }
    game
}

/// "Family, round 3: You, Ana, Bert".
fn saved_game_in_words(s: &Autosave, sets: &RuleSets) -> String {
    let names: Vec<&str> = s.seats.iter().map(|p| p.name.as_str()).collect();
    let rules = preset(&s.record.preset).map(|p| s.record.rules.apply_to(&p));
    let label = rules.map_or_else(|_| s.record.preset.clone(), |r| crate::lang::words::rules_label(&s.record.preset, &r, &sets.0));
    t!("title-saved-game", rules = label, round = s.record.rounds.len(), players = names.join(", "))
}

/// The window open over the title, if any.
fn title_windows(ctx: &egui::Context, windows: &mut TitleWindows, files: &TitleFiles, requests: &mut TitleRequests) {
    let open_replay = &mut requests.open_replay;
    if windows.settings.open {
        let mut edit = Edit::of(&files.settings);
        crate::settings::window::show(ctx, &mut windows.settings, &mut edit, None);
        edit.report(&files.settings, &mut requests.edits);
    }
    if windows.replays {
        let storage = &files.storage;
        let list = windows
            .replay_list
            .get_or_insert_with(|| storage.dirs.as_ref().map(|d| replays::list(&d.replays())).unwrap_or_default())
            .clone();
        let folder = storage.dirs.as_ref().map(|d| d.replays());
        let _download = replays_window(ctx, &mut windows.replays, &list, folder.as_deref(), open_replay);
        #[cfg(target_family = "wasm")]
        if let Some(path) = _download
            && let Err(why) = crate::page::download(&path)
        {
            requests.notices.write(crate::game::Notice::problem(move || why.clone()));
        }
    } else {
        windows.replay_list = None;
    }
    if windows.stats {
        stats_window(ctx, &mut windows.stats, &files.stats);
    }
    if windows.learn {
        let mut asked = None;
        let focus = std::mem::take(&mut windows.focus_lesson);
        crate::learn::panel::lessons_window(ctx, &mut windows.learn, &files.settings.learning.0, focus, &mut asked);
        if let Some(k) = asked {
            requests.learn.write(crate::learn::LearnCommand::Start(k));
        }
    }
}

/// The saved replays, each to watch (and in a browser, to download: the one asked for is
/// returned).
fn replays_window(
    ctx: &egui::Context,
    open: &mut bool,
    list: &[replays::Replay],
    folder: Option<&std::path::Path>,
    open_replay: &mut MessageWriter<OpenReplayRequested>,
) -> Option<std::path::PathBuf> {
    let mut download = None;
    egui::Window::new(t!("replays-title"))
        .id(egui::Id::new("replays"))
        .open(open)
        .collapsible(false)
        .default_width(560.0)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label(RichText::new(t!("replays-intro")).weak());
            ui.add_space(6.0);
            if list.is_empty() {
                ui.label(t!("replays-none"));
            }
            egui::ScrollArea::vertical().max_height(360.0).show(ui, |ui| {
                for r in list {
                    ui.horizontal(|ui| {
                        if ui.button(t!("replays-watch")).clicked() {
                            open_replay.write(OpenReplayRequested(r.path.clone()));
                        }
                        if cfg!(target_family = "wasm") && ui.button(t!("replays-download")).clicked() {
                            download = Some(r.path.clone());
                        }
                        ui.label(&r.name);
                        if !r.players.is_empty() {
                            ui.label(RichText::new(r.players.join(", ")).weak());
                        }
                    });
                }
            });
            if let Some(folder) = folder {
                ui.add_space(6.0);
                let kept = if cfg!(target_family = "wasm") {
                    t!("replays-kept-in-browser")
                } else {
                    t!("replays-kept-in", folder = folder.display().to_string())
                };
                ui.label(RichText::new(kept).weak().size(12.0));
            }
        });
    download
}

fn stats_window(ctx: &egui::Context, open: &mut bool, stats: &Statistics) {
    egui::Window::new(t!("stats-title"))
        .id(egui::Id::new("statistics"))
        .open(open)
        .collapsible(false)
        .default_width(560.0)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            if stats.0.players.is_empty() {
                ui.label(t!("stats-none"));
                return;
            }
            egui::Grid::new("stats").striped(true).spacing([16.0, 6.0]).show(ui, |ui| {
                for h in [
                    "stats-player",
                    "stats-games",
                    "stats-wins",
                    "stats-points-a-round",
                    "stats-rounds-at-zero",
                    "stats-best-game",
                    "stats-hints",
                    "stats-lost-a-move",
                ] {
                    ui.label(RichText::new(t!(h)).strong());
                }
                ui.end_row();
                for (name, s) in &stats.0.players {
                    ui.label(name);
                    ui.label(s.games.to_string());
                    ui.label(s.wins.to_string());
                    ui.label(s.average_per_round().map_or("—".into(), |a| format!("{a:.1}")));
                    ui.label(s.zero_rounds.to_string());
                    ui.label(s.best_game.map_or("—".into(), |b| b.to_string()));
                    ui.label(s.hints.to_string());
                    let lost = s.lost_per_move().map_or("—".into(), |l| format!("{l:.2}"));
                    ui.label(lost).on_hover_text(t!("stats-lost-a-move-tip", games = s.reviewed.len(), moves = s.reviewed_moves));
                    ui.end_row();
                }
            });
        });
}

//! The game window: composes every plugin of the game.

use crate::cli::WindowArgs;
#[cfg(not(target_family = "wasm"))]
use crate::dev_tools::demo;
use crate::dev_tools::{perf, screenshot};
use crate::single_instance::{self, Opened};
use crate::table::art::{self, FaceStyle};
use crate::{access, audio, game, learn, online, play, replay, saving, schedule, screens, settings, table, theme, title, toasts, ui};
use bevy::camera::CameraOutputMode;
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy::window::WindowResolution;
use bevy_egui::{EguiGlobalSettings, EguiPlugin, PrimaryEguiContext};
use std::process::ExitCode;

/// Felt green of the table.
pub const TABLE_GREEN: Color = Color::srgb(0.09, 0.32, 0.20);

/// The whole game: window, rendering, sound, and the game's plugins.
pub struct AppPlugin {
    pub window: WindowArgs,
}

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(ClearColor(TABLE_GREEN))
            .add_plugins(
                DefaultPlugins
                    .set(WindowPlugin {
                        primary_window: Some(Window {
                            title: "Mexican Train".into(),
                            // The X11 class and Wayland app id: launchers match it to
                            // `mexican-train.desktop` and show its icon.
                            name: Some("mexican-train".into()),
                            resolution: WindowResolution::new(self.window.size.0, self.window.size.1),
                            // In a browser: the page's canvas, as large as the page, the browser's
                            // own shortcuts kept from the game's keys.
                            #[cfg(target_family = "wasm")]
                            canvas: Some("#mexican-train".into()),
                            #[cfg(target_family = "wasm")]
                            fit_canvas_to_parent: true,
                            ..default()
                        }),
                        // Closing asks first while friends play at this game's table (`online::quit`).
                        close_when_requested: false,
                        ..default()
                    })
                    .set(bevy::log::LogPlugin { level: bevy::log::Level::WARN, ..default() }),
            )
            .add_plugins(EguiPlugin::default())
            // egui gets its own full-window camera: the table camera's viewport shrinks to the
            // space between the panels, and egui must not shrink with it.
            .insert_resource(EguiGlobalSettings { auto_create_primary_context: false, ..default() })
            .add_plugins(core)
            .add_plugins(panels)
            .add_plugins((audio::plugin, table::surface::plugin, settings::plugin))
            .add_systems(Startup, (make_art, spawn_ui_camera))
            .add_systems(Update, (set_window_icon, restyle_faces).in_set(schedule::AppSystems::Present));
        // A browser page: a reload back to the game, records dropped on the page.
        #[cfg(target_family = "wasm")]
        app.add_plugins(crate::page::plugin);
        if let Some(lang) = self.window.lang {
            crate::lang::fix(lang);
        }
        app.insert_resource(title::FirstDeal(self.window.seed));
        if self.window.demo || self.window.perf {
            app.insert_resource(saving::Storage::off());
            // Nothing is listened for on the network around the machine.
            #[cfg(not(target_family = "wasm"))]
            app.insert_resource(online::nearby::NearbyTables::heard(Vec::new()));
        }
        #[cfg(not(target_family = "wasm"))]
        if self.window.demo {
            app.add_plugins(demo::plugin(demo::Demo {
                players: self.window.demo_players,
                moves: self.window.demo_moves,
                rules: self.window.demo_rules.clone(),
                show: self.window.demo_show.clone(),
            }));
        }
        if self.window.perf {
            app.add_plugins(perf::plugin(web_time::Instant::now()));
        }
        match opened(&self.window) {
            // An invite clicked in a chat or an e-mail (the desktop's handler of `mexican-train://`).
            Opened::Invite(link) => {
                app.insert_resource(title::OpenAtStart::Join(link));
            }
            Opened::Record(record) => {
                app.add_plugins(replay::open_at_start(record));
            }
            Opened::Game => {}
        }
        if is_own_run(&self.window)
            && let Some(dirs) = crate::files::Dirs::locate()
        {
            app.add_plugins(single_instance::listening(dirs));
        }
        if let Some(path) = &self.window.screenshot {
            app.add_plugins(screenshot::plugin(path.clone(), self.window.frames));
            if self.window.check_layout {
                app.add_plugins(crate::dev_tools::layout_audit::plugin);
            }
            if let Some(report) = &self.window.table_report {
                app.add_plugins(table::report::plugin(report.clone()));
            }
        }
    }
}

/// The game without a window, rendering or sound: the frame's order, states, the match,
/// online play, computer players, files, the replay viewer, toasts and the table's entities. App tests run
/// this under `MinimalPlugins` and `StatesPlugin`.
pub fn core(app: &mut App) {
    schedule::configure(app);
    app.add_plugins((
        screens::plugin,
        single_instance::plugin,
        title::plugin,
        game::plugin,
        online::plugin,
        saving::plugin,
        replay::plugin,
        learn::plugin,
        toasts::plugin,
        table::plugin,
        play::plugin,
    ));
}

/// The panels drawn with egui, each feature's in its place of the frame's order (`ui::Draw`):
/// the windowed app adds them to `core`; tests read their schedule.
pub fn panels(app: &mut App) {
    app.add_plugins((
        ui::plugin,
        theme::plugin,
        title::panels,
        play::panels,
        replay::panel::plugin,
        table::plates::plugin,
        toasts::panels,
        access::plugin,
    ));
    #[cfg(not(target_family = "wasm"))]
    app.add_plugins(online::quit::plugin);
}

fn spawn_ui_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("UI camera"),
        PrimaryEguiContext,
        Camera2d,
        bevy::render::view::Msaa::Off,
        RenderLayers::none(),
        Camera {
            order: 1,
            output_mode: CameraOutputMode::Write { blend_state: Some(BlendState::ALPHA_BLENDING), clear_color: ClearColorConfig::None },
            clear_color: ClearColorConfig::Custom(Color::NONE),
            ..default()
        },
    ));
}

fn make_art(mut commands: Commands, mut images: ResMut<Assets<Image>>, style: Res<FaceStyle>) {
    commands.insert_resource(art::generate(&mut images, *style));
}

/// Redraw the faces when the display style changes (numerals, colours).
fn restyle_faces(style: Res<FaceStyle>, mut images: ResMut<Assets<Image>>, art: Option<ResMut<art::TileArt>>) {
    if let Some(mut art) = art
        && style.is_changed()
        && art.style != *style
    {
        art::restyle(&mut images, &mut art, *style);
    }
}

/// Give the window its icon once winit has made it (winit windows live on the main thread).
fn set_window_icon(
    _main_thread: bevy::ecs::system::NonSendMarker,
    windows: Query<Entity, With<bevy::window::PrimaryWindow>>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    let Ok(entity) = windows.single() else { return };
    bevy::winit::WINIT_WINDOWS.with_borrow(|winit_windows| {
        if let Some(window) = winit_windows.get_window(entity) {
            let size = 64;
            if let Ok(icon) = winit::window::Icon::from_rgba(art::icon_rgba(size), size as u32, size as u32) {
                window.set_window_icon(Some(icon));
            }
            // Windows: the title bar's icon is the one above; the taskbar's and Alt+Tab's is
            // the big one (the executable's own icon shows in Explorer and the Start menu).
            #[cfg(windows)]
            {
                use winit::platform::windows::WindowExtWindows;
                let big = 256;
                if let Ok(icon) = winit::window::Icon::from_rgba(art::icon_rgba(big), big as u32, big as u32) {
                    window.set_taskbar_icon(Some(icon));
                }
            }
            *done = true;
        }
    });
}

/// What the game was opened with: a record, an invite, or nothing but itself.
pub fn opened(window: &WindowArgs) -> Opened {
    match &window.record {
        Some(link) if crate::net::link::is_table_address(&link.to_string_lossy()) => {
            Opened::Invite(link.to_string_lossy().trim().to_string())
        }
        Some(record) => Opened::Record(crate::files::local_path(record)),
        None => Opened::Game,
    }
}

/// A person's own run of the game, rather than one of the headless-friendly modes (`--demo`,
/// `--perf`, `--screenshot`): the one open game that later starts hand over to.
pub fn is_own_run(window: &WindowArgs) -> bool {
    !(window.demo || window.perf || window.screenshot.is_some())
}

/// Run the game window until it closes, unless a game is open already: then what this start
/// was opened with goes to that one (`single_instance`), and this start ends.
pub fn run(window: WindowArgs) -> ExitCode {
    if is_own_run(&window)
        && let Some(dirs) = crate::files::Dirs::locate()
        && single_instance::hand_over(&dirs, &opened(&window))
    {
        return ExitCode::SUCCESS;
    }
    match App::new().add_plugins(AppPlugin { window }).run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

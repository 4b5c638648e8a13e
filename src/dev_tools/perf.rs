//! `--perf`: measure the game on a busy 8-seat table played by computers: time to the first
//! drawn table, our systems' CPU time per frame (update and UI, the main thread's CPU time, which
//! the renderer's threads cannot inflate; the table's layout apart), frame times (also while a
//! computer player thinks), how long the computers took to decide (seven Greedy, one Hard) and
//! resident memory. Prints a summary and exits. In a browser (`?perf` in the page's address) the
//! summary goes to the browser's console; the page has one thread, so its time between the
//! brackets is ours (and a Hard computer's thinking holds the frame it runs in).

use crate::ai::Level;
use crate::game::{GameSetup, NewGameRequested, Pace, Player, SeatSetup, Thinking};
use crate::schedule::AppSystems;
use crate::table::space::{TableSystems, TableView};
use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use std::time::Duration;
use web_time::Instant;

/// Frames to measure after the table is first drawn.
const FRAMES: usize = 600;

pub fn plugin(started: Instant) -> impl Fn(&mut App) {
    move |app: &mut App| {
        // One thread for our schedules, so the time between the brackets is ours alone.
        app.edit_schedule(Update, |s| {
            s.set_executor(SingleThreadedExecutor::new());
        });
        app.edit_schedule(EguiPrimaryContextPass, |s| {
            s.set_executor(SingleThreadedExecutor::new());
        });
        app.insert_resource(Probe { started: Some(started), ..default() })
            .add_systems(Startup, start_busy_game)
            .add_systems(First, frame_start)
            .add_systems(Update, (update_begin.before(AppSystems::Input), update_end.after(AppSystems::Present)))
            .add_systems(Update, (arrange_begin.before(TableSystems::Arrange), arrange_end.after(TableSystems::Arrange)))
            .add_systems(EguiPrimaryContextPass, (ui_begin.before(crate::schedule::UiSystems), ui_end.after(crate::schedule::UiSystems)))
            .add_systems(Last, report);
    }
}

/// CPU time used by the calling thread so far, in seconds.
#[cfg(unix)]
fn thread_cpu() -> f64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec; the clock id is a constant the C library knows.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    if ok { ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9 } else { 0.0 }
}

/// A browser's page has one thread: its time is the page's clock (`performance.now`).
#[cfg(target_family = "wasm")]
fn thread_cpu() -> f64 {
    static ORIGIN: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    ORIGIN.get_or_init(Instant::now).elapsed().as_secs_f64()
}

#[cfg(not(any(unix, target_family = "wasm")))]
fn thread_cpu() -> f64 {
    0.0
}

/// A line of the summary: to the terminal, or the browser's console.
fn say(line: String) {
    #[cfg(target_family = "wasm")]
    web_sys::console::log_1(&line.into());
    #[cfg(not(target_family = "wasm"))]
    println!("{line}");
}

#[derive(Resource, Default)]
struct Probe {
    started: Option<Instant>,
    first_table: Option<Duration>,
    frame_began: Option<Instant>,
    mark: Option<f64>,
    frame_ms: Vec<f32>,
    thinking_ms: Vec<f32>,
    update_ms: Vec<f32>,
    ui_ms: Vec<f32>,
    /// The table's layout and its entities put in place (`TableSystems::Arrange`), per frame.
    arrange_mark: Option<f64>,
    arrange_ms: Vec<f32>,
}

fn start_busy_game(mut new_game: MessageWriter<NewGameRequested>, mut pace: ResMut<Pace>) {
    let names = ["Ana", "Bert", "Carmen", "Dev", "Emma", "Farid", "Grace", "Hugo"];
    // Hugo is Hard: its think time measured where the game runs.
    let level = |n: &str| if n == "Hugo" { Level::Hard } else { Level::Greedy };
    let seats = names.iter().map(|n| SeatSetup { name: n.to_string(), player: Player::Computer(level(n)) }).collect();
    new_game.write(NewGameRequested(GameSetup { seats, seed: 11, ..GameSetup::default() }));
    pace.computer_delay = 0.05;
}

fn frame_start(mut probe: ResMut<Probe>, thinking: Res<Thinking>) {
    let now = Instant::now();
    if let Some(prev) = probe.frame_began {
        let ms = (now - prev).as_secs_f32() * 1000.0;
        if probe.first_table.is_some() {
            probe.frame_ms.push(ms);
            if thinking.is_thinking() {
                probe.thinking_ms.push(ms);
            }
        }
    }
    probe.frame_began = Some(now);
}

fn update_begin(mut probe: ResMut<Probe>) {
    probe.mark = Some(thread_cpu());
}

fn update_end(mut probe: ResMut<Probe>, view: Res<TableView>) {
    if let Some(m) = probe.mark.take() {
        let ms = ((thread_cpu() - m) * 1000.0) as f32;
        if probe.first_table.is_some() {
            probe.update_ms.push(ms);
        }
    }
    if probe.first_table.is_none() && view.layout.is_some() {
        probe.first_table = probe.started.map(|s| s.elapsed());
    }
}

fn arrange_begin(mut probe: ResMut<Probe>) {
    probe.arrange_mark = Some(thread_cpu());
}

fn arrange_end(mut probe: ResMut<Probe>) {
    if let Some(m) = probe.arrange_mark.take() {
        let ms = ((thread_cpu() - m) * 1000.0) as f32;
        if probe.first_table.is_some() {
            probe.arrange_ms.push(ms);
        }
    }
}

fn ui_begin(mut probe: ResMut<Probe>) {
    probe.mark = Some(thread_cpu());
}

fn ui_end(mut probe: ResMut<Probe>) {
    if let Some(m) = probe.mark.take() {
        let ms = ((thread_cpu() - m) * 1000.0) as f32;
        if probe.first_table.is_some() {
            probe.ui_ms.push(ms);
        }
    }
}

/// Mean, 99th percentile and largest of `v` (milliseconds), and how many `what`.
fn stats(v: &[f32], what: &str) -> String {
    if v.is_empty() {
        return "no samples".into();
    }
    let mut s = v.to_vec();
    s.sort_by(f32::total_cmp);
    let mean = s.iter().sum::<f32>() / s.len() as f32;
    let p99 = s[(s.len() * 99 / 100).min(s.len() - 1)];
    format!("mean {mean:.3} ms, p99 {p99:.3} ms, max {:.3} ms ({} {what})", s[s.len() - 1], s.len())
}

/// Resident memory in MiB (Linux; in a browser, the wasm's memory).
#[cfg(target_family = "wasm")]
fn resident_mib() -> Option<f64> {
    Some(core::arch::wasm32::memory_size(0) as f64 * 65536.0 / (1024.0 * 1024.0))
}

/// Resident memory in MiB (Linux; in a browser, the wasm's memory).
#[cfg(not(target_family = "wasm"))]
fn resident_mib() -> Option<f64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: f64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096.0 / (1024.0 * 1024.0))
}

fn report(
    probe: Res<Probe>,
    game: Option<Res<crate::game::Game>>,
    thinking: Res<Thinking>,
    mut exit: MessageWriter<AppExit>,
    mut done: Local<bool>,
) {
    if *done || probe.frame_ms.len() < FRAMES {
        return;
    }
    *done = true;
    let tiles = game.map_or(0, |g| g.the_match.round().placements().len());
    say(format!("perf: 8 computer players, {tiles} tiles on the table, {FRAMES} frames measured"));
    say(format!("first drawn table: {:.0} ms after start", probe.first_table.map_or(f32::NAN, |d| d.as_secs_f32() * 1000.0)));
    say(format!("frame time:              {}", stats(&probe.frame_ms, "frames")));
    say(format!("frame time while thinking: {}", stats(&probe.thinking_ms, "frames")));
    say(format!("our update systems (CPU): {}", stats(&probe.update_ms, "frames")));
    say(format!("  of which the table's layout and arranging (CPU): {}", stats(&probe.arrange_ms, "frames")));
    say(format!("our UI systems (CPU):     {}", stats(&probe.ui_ms, "frames")));
    let both: Vec<f32> = probe.update_ms.iter().zip(&probe.ui_ms).map(|(a, b)| a + b).collect();
    say(format!("ours per frame (CPU):     {}", stats(&both, "frames")));
    for level in [Level::Greedy, Level::Hard] {
        let took: Vec<f32> = thinking.took.iter().filter(|(l, _)| *l == level).map(|(_, ms)| *ms).collect();
        say(format!("{level} decisions: {}", stats(&took, "decisions")));
    }
    say(format!("Hard's budget: {} ms", crate::ai::search::THINK.as_millis()));
    say(format!("resident memory: {:.0} MiB", resident_mib().unwrap_or(f64::NAN)));
    exit.write(AppExit::Success);
}

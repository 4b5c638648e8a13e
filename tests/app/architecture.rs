//! What `docs/architecture.md` says of the app's systems, read off the built schedules (the
//! access each system declares, `SystemParam`s and all): every `Update` system of the game sits
//! in one of the frame's sets; only `game::apply_requests` changes the match; the panels drawn
//! with egui change no game, camera, settings, file or screen state — they report; the table
//! and the panels draw from the seat's view, not the match, but for the few the page names.

use super::*;
use bevy::ecs::component::ComponentId;
use bevy::ecs::schedule::{ScheduleLabel, Schedules, SystemSet};
use mexican_train::game::{Game, HandShown};
use mexican_train::play::hand_order::Arrangement;
use mexican_train::play::input::Selection;
use mexican_train::saving::{DisplaySettings, NewGameSetup, OnlineSettings, RuleSets, SavedGame, SoundSettings, SpeedSetting, Statistics};
use mexican_train::schedule::AppSystems;
use std::collections::BTreeSet;

/// The whole game as the window runs it, without the window: the core and the panels.
fn whole_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.insert_resource(Storage::off());
    app.add_plugins(mexican_train::app::core);
    app.add_plugins(mexican_train::app::panels);
    app.finish();
    app.cleanup();
    app
}

/// Each system of the schedule `label` (ours: named `mexican_train::…`) with the resources and
/// components it may change, and the sets it sits in.
struct Declared {
    name: String,
    reads: Vec<ComponentId>,
    writes: Vec<ComponentId>,
    writes_all: bool,
    sets: BTreeSet<String>,
}

fn declared(app: &mut App, label: impl ScheduleLabel) -> Vec<Declared> {
    use bevy::ecs::schedule::NodeId;
    use bevy::ecs::schedule::graph::Direction;
    let label = label.intern();
    let world = app.world_mut();
    let mut schedules = world.remove_resource::<Schedules>().expect("schedules");
    let schedule = schedules.get_mut(label).unwrap_or_else(|| panic!("no schedule {label:?}"));
    // Read before the schedule is first built (building moves the systems out of its graph).
    let graph = schedule.graph_mut();
    let frame: Vec<(String, NodeId)> = [AppSystems::Input, AppSystems::Apply, AppSystems::Persist, AppSystems::Present]
        .into_iter()
        .filter_map(|s| Some((format!("{s:?}"), NodeId::Set(graph.system_sets.get_key(s.intern())?))))
        .collect();
    let keys: Vec<_> = graph.systems.iter().map(|(key, _, _)| key).collect();
    let mut out = Vec::new();
    for key in keys {
        // The sets it sits in, and theirs (a set in a set).
        let mut seen = BTreeSet::new();
        let mut todo = vec![NodeId::System(key)];
        while let Some(node) = todo.pop() {
            for parent in graph.hierarchy().neighbors_directed(node, Direction::Incoming) {
                if seen.insert(parent) {
                    todo.push(parent);
                }
            }
        }
        let sets = frame.iter().filter(|(_, node)| seen.contains(node)).map(|(name, _)| name.clone()).collect();
        let Some(system) = graph.systems.get_mut(key) else { continue };
        let name = system.name().to_string();
        if !name.starts_with("mexican_train::") {
            continue;
        }
        // The access a system declares: its parameters', `SystemParam`s included.
        let access = bevy::ecs::system::System::initialize(system, world);
        let combined = access.combined_access();
        let ids: Vec<ComponentId> = world.components().iter_registered().map(|c| c.id()).collect();
        let reads = ids.iter().copied().filter(|&id| combined.has_read(id)).collect();
        let writes = ids.into_iter().filter(|&id| combined.has_write(id)).collect();
        out.push(Declared { name, reads, writes, writes_all: combined.has_write_all(), sets });
    }
    world.insert_resource(schedules);
    out
}

/// The id a resource's access is declared under (as `Res`/`ResMut` register it).
fn id_of<T: Resource>(app: &mut App) -> ComponentId {
    app.world_mut().components_registrator().register_component::<T>()
}

#[test]
fn every_update_system_of_the_game_sits_in_a_set_of_the_frame() {
    let mut app = whole_app();
    let update = declared(&mut app, Update);
    assert!(update.len() > 30, "the game's systems were read: {}", update.len());
    assert!(update.iter().any(|s| s.name == "mexican_train::game::apply_requests" && s.sets == BTreeSet::from(["Apply".to_string()])));
    let loose: Vec<String> = update.into_iter().filter(|s| s.sets.is_empty()).map(|s| s.name).collect();
    assert!(loose.is_empty(), "Update systems in no AppSystems set:\n{}", loose.join("\n"));
}

#[test]
fn only_the_apply_system_changes_the_match() {
    let mut app = whole_app();
    let game = id_of::<Game>(&mut app);
    let (mut changers, mut read) = (Vec::new(), 0);
    for label in [Startup.intern(), PreUpdate.intern(), Update.intern(), PostUpdate.intern(), bevy_egui::EguiPrimaryContextPass.intern()] {
        for s in declared(&mut app, label) {
            read += 1;
            if s.writes_all || s.writes.contains(&game) {
                changers.push(s.name);
            }
        }
    }
    assert!(read > 60, "the game's systems were read: {read}");
    assert_eq!(changers, ["mexican_train::game::apply_requests"], "systems that may change the match");
}

#[test]
fn panels_report_and_change_no_game_camera_settings_file_or_screen_state() {
    let mut app = whole_app();
    let kept: Vec<(ComponentId, &str)> = vec![
        (id_of::<Game>(&mut app), "the match"),
        (id_of::<HandShown>(&mut app), "the hand shown"),
        (id_of::<Arrangement>(&mut app), "the hand's arrangement"),
        (id_of::<Selection>(&mut app), "the selection"),
        (id_of::<mexican_train::table::space::CameraFit>(&mut app), "the camera's framing"),
        (id_of::<DisplaySettings>(&mut app), "the display settings"),
        (id_of::<SoundSettings>(&mut app), "the sound settings"),
        (id_of::<SpeedSetting>(&mut app), "the speed"),
        (id_of::<NewGameSetup>(&mut app), "the next game's setup"),
        (id_of::<OnlineSettings>(&mut app), "the online settings"),
        (id_of::<RuleSets>(&mut app), "the rule sets"),
        (id_of::<SavedGame>(&mut app), "the saved game"),
        (id_of::<Statistics>(&mut app), "the statistics"),
        (id_of::<mexican_train::toasts::Toasts>(&mut app), "the messages on screen"),
        (id_of::<mexican_train::replay::ReplayView>(&mut app), "the replay's position"),
        (id_of::<mexican_train::replay::DroppedDuringGame>(&mut app), "a record dropped during a game"),
        (id_of::<NextState<mexican_train::screens::Screen>>(&mut app), "the screen"),
        (id_of::<NextState<mexican_train::screens::GamePhase>>(&mut app), "the game's phase"),
    ];
    let panels = declared(&mut app, bevy_egui::EguiPrimaryContextPass);
    assert!(panels.iter().any(|p| p.name.contains("hand_panel")), "the panels were read");
    let mut wrong = Vec::new();
    for panel in &panels {
        for (id, what) in &kept {
            if panel.writes_all || panel.writes.contains(id) {
                wrong.push(format!("{} may change {what}", panel.name));
            }
        }
    }
    assert!(wrong.is_empty(), "panels only report:\n{}", wrong.join("\n"));
}

/// "The table draws from the seat's view": no system of the table or the panels reads the match
/// but those the page names (a new game's setup, the rules in play, the replay's record).
#[test]
fn the_table_and_the_panels_read_the_view() {
    let mut app = whole_app();
    let game = id_of::<Game>(&mut app);
    let allowed = [
        "mexican_train::play::menu::game_menu",
        "mexican_train::play::dialogs::game_over",
        "mexican_train::play::in_game_settings",
        "mexican_train::replay::panel::replay_controls",
    ];
    let mut readers = Vec::new();
    let egui = bevy_egui::EguiPrimaryContextPass.intern();
    for label in [Update.intern(), PostUpdate.intern(), egui] {
        for s in declared(&mut app, label) {
            // Every egui system is a panel, whichever feature's folder draws it.
            let drawn =
                label == egui || ["mexican_train::ui", "mexican_train::table", "mexican_train::play"].iter().any(|m| s.name.starts_with(m));
            if drawn && s.reads.contains(&game) {
                readers.push(s.name);
            }
        }
    }
    readers.sort();
    let mut want = allowed.map(String::from).to_vec();
    want.sort();
    assert_eq!(readers, want, "the table and the panels that read the match");
}

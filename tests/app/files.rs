//! Files met at start. `mexican-train FILE` (what a file manager runs for a double-clicked
//! record): a good record opens in the replay viewer; a damaged one, a missing one or a folder
//! leaves the title screen with a message saying what was wrong. A saved game stays saved either
//! way. A crash report left by the last run is told once.

use super::*;
use mexican_train::files::autosave;
use std::path::{Path, PathBuf};

/// The app started with `path` on its command line, run until it settles.
fn started_with(home: Dirs, path: &Path) -> App {
    let path = path.to_path_buf();
    let mut app = app_with(home, move |app| {
        app.add_plugins(mexican_train::replay::open_at_start(path.clone()));
    });
    for _ in 0..4 {
        app.update();
    }
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn message(app: &App) -> String {
    app.world().resource::<Toasts>().items.last().map(|t| t.text()).unwrap_or_default()
}

/// A home with a game in progress saved in it.
fn home_with_a_saved_game(name: &str) -> (Dirs, PathBuf, String) {
    let home = temp_home(name);
    std::fs::create_dir_all(&home.data).expect("a data folder");
    let mut m = mexican_train::rules::Match::new("standard", mexican_train::rules::HouseRules::default(), 8).expect("a match");
    let seat = m.to_move();
    let first = m.legal_actions()[0];
    m.apply(seat, first).expect("a legal move");
    let text = autosave::Autosave::of(&m, &GameSetup::default().seats).to_ron().expect("it serializes");
    let path = home.autosave();
    std::fs::write(&path, &text).expect("the autosave");
    (home, path, text)
}

#[test]
fn a_record_on_the_command_line_opens_in_the_replay_viewer_and_the_saved_game_stays() {
    let (home, autosave, saved) = home_with_a_saved_game("arg-good");
    let m = mexican_train::rules::Match::new("standard", mexican_train::rules::HouseRules::default(), 5).expect("a match");
    let record = home.data.join("Sunday.mtr.ron");
    std::fs::write(&record, m.record().to_ron()).expect("a record");
    let app = started_with(home, &record);
    assert_eq!(screen(&app), Screen::Replay);
    assert_eq!(game(&app).the_match.record().rounds[0].hands, m.record().rounds[0].hands, "that record's deal");
    assert_eq!(std::fs::read_to_string(autosave).expect("still there"), saved, "the game in progress is kept");
}

#[test]
fn a_file_that_cannot_be_a_record_leaves_the_title_with_the_reason() {
    let (home, autosave, saved) = home_with_a_saved_game("arg-bad");
    let damaged = home.data.join("damaged.mtr.ron");
    std::fs::write(&damaged, "(format: 1, preset: \"standard\", rounds: [").expect("a file");
    let folder = home.data.join("a folder.mtr.ron");
    std::fs::create_dir_all(&folder).expect("a folder");
    let missing = home.data.join("gone.mtr.ron");
    let cases: [(&Path, &str); 3] =
        [(&damaged, "is not a game record"), (&missing, "There is no game record at"), (&folder, "is a folder, not a game record")];
    for (path, says) in cases {
        let app = started_with(home.clone(), path);
        assert_eq!(screen(&app), Screen::Title, "{}", path.display());
        let text = message(&app);
        assert!(text.contains(says), "{}: {text}", path.display());
        assert!(app.world().resource::<mexican_train::saving::SavedGame>().0.is_some(), "Continue is still offered");
    }
    assert_eq!(std::fs::read_to_string(autosave).expect("still there"), saved);
}

#[test]
fn a_crash_last_time_is_told_once_with_continue_offered() {
    let (home, _, _) = home_with_a_saved_game("crash");
    let report = mexican_train::files::crash::report_text("index out of bounds", "src/x.rs:1", "main", 0, "(backtrace)");
    assert!(report.contains(env!("CARGO_PKG_VERSION")) && report.contains("index out of bounds") && report.contains("src/x.rs:1"));
    std::fs::write(home.crash_report(), &report).expect("a report");
    let mut app = app_in(home.clone());
    app.update();
    let text = message(&app);
    assert!(text.starts_with("The game closed unexpectedly last time. Your game was saved: Continue"), "{text}");
    assert!(text.contains("last-crash.txt"), "{text}");
    assert!(!home.crash_report().exists(), "told once");
    assert_eq!(std::fs::read_to_string(home.last_crash_report()).expect("kept"), report);
    assert!(app.world().resource::<mexican_train::saving::SavedGame>().0.is_some());
    let mut again = app_in(home);
    again.update();
    assert!(!message(&again).contains("unexpectedly"), "not told twice");
}

#[test]
fn every_problem_found_at_start_reaches_the_person() {
    let home = temp_home("four-damaged");
    std::fs::create_dir_all(home.rule_sets()).expect("folders");
    std::fs::create_dir_all(&home.data).expect("folders");
    std::fs::write(home.settings(), "garbage settings").expect("a file");
    std::fs::write(home.stats(), "garbage stats").expect("a file");
    std::fs::write(home.autosave(), "garbage save").expect("a file");
    std::fs::write(home.rule_sets().join("Family.ron"), "garbage rules").expect("a file");
    std::fs::write(home.rule_sets().join("Club.ron"), "garbage rules").expect("a file");
    let mut app = app_in(home);
    app.update();
    let toasts = app.world().resource::<Toasts>();
    let all: String = toasts.items.iter().map(|t| t.text()).collect::<Vec<_>>().join("\n");
    for what in ["settings", "statistics", "saved game", "rule set “Family”", "rule set “Club”"] {
        assert!(all.contains(what), "{what} is told: {all}");
    }
}

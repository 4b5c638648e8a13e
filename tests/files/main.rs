//! Settings, saved games, rule sets, statistics and replays on disk: round trips, atomic writes,
//! and every kind of damaged file (corrupt, cut short, newer, unreadable, unknown or missing
//! fields): the game goes on, keeps what it can, moves the file aside as `*.bad`, and says so.

#![expect(clippy::unwrap_used, reason = "tests stop at the first surprise")]

use mexican_train::ai::{Level, play_turn};
use mexican_train::files::damage::{FileKind, Issue, Kept, Problem, SavedBack, Unreadable};
use mexican_train::files::safe_io::{self, write_atomic, write_temp};
use mexican_train::files::settings::{self, Settings, Speed, TableColour};
use mexican_train::files::{Dirs, autosave, replays, rule_sets, stats};
use mexican_train::game_setup::{GameSetup, Player};
use mexican_train::rules::verify::verify;
use mexican_train::rules::{HouseRules, Match, MatchRecord};
use std::fs;
use std::path::{Path, PathBuf};

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mexican-train-persist-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn custom_settings() -> Settings {
    let mut s = Settings::default();
    s.display.numerals = true;
    s.display.table = TableColour::Wood;
    s.display.ui_scale = 1.25;
    s.sound.volume = 0.8;
    s.speed = Speed::Fast;
    s.new_game.seats[1].name = "Grandma".into();
    s.new_game.rules.blanks_wild = true;
    s
}

fn bad_files(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".bad"))
        .collect();
    v.sort();
    v
}

#[test]
fn settings_round_trip() {
    let dir = temp("settings-rt");
    let path = dir.join("settings.ron");
    let s = custom_settings();
    settings::save(&path, &s).unwrap();
    let loaded = settings::load(&path);
    assert_eq!(loaded.problem, None);
    assert_eq!(loaded.value, s);
    assert!(bad_files(&dir).is_empty());
}

#[test]
fn no_settings_file_means_defaults_and_no_fuss() {
    let dir = temp("settings-none");
    let loaded = settings::load(&dir.join("settings.ron"));
    assert_eq!(loaded.value, Settings::default());
    assert_eq!(loaded.problem, None);
}

#[test]
fn corrupt_settings_give_defaults_and_are_kept_aside() {
    let dir = temp("settings-corrupt");
    let path = dir.join("settings.ron");
    fs::write(&path, "\u{0}\u{1}garbage{{{").unwrap();
    let loaded = settings::load(&path);
    assert_eq!(loaded.value, Settings::default());
    let problem = loaded.problem.expect("the player is told");
    assert!(
        matches!(&problem, Problem::Unreadable { file: FileKind::Settings, why: Unreadable::Syntax { .. } | Unreadable::NotText | Unreadable::NotOurs, kept: Kept::As(bad) } if bad == "settings.ron.bad"),
        "{problem:?}"
    );
    assert_eq!(bad_files(&dir), ["settings.ron.bad"]);
    assert_eq!(fs::read_to_string(dir.join("settings.ron.bad")).unwrap(), "\u{0}\u{1}garbage{{{", "kept as it was");
    assert!(!path.exists(), "never overwritten in place");
}

#[test]
fn truncated_settings_keep_what_came_before_the_cut() {
    let dir = temp("settings-cut");
    let path = dir.join("settings.ron");
    let full = custom_settings().to_ron().unwrap();
    let cut = &full[..full.find("speed").unwrap() + 3];
    fs::write(&path, cut).unwrap();
    let loaded = settings::load(&path);
    assert!(loaded.value.display.numerals, "display came before the cut");
    assert_eq!(loaded.value.display.table, TableColour::Wood);
    assert_eq!(loaded.value.speed, Speed::default(), "speed was cut");
    assert_eq!(loaded.value.new_game, GameSetup::default());
    let problem = loaded.problem.unwrap();
    assert!(
        matches!(&problem, Problem::Partly { file: FileKind::Settings, issues, .. } if issues.contains(&Issue::EndsEarly)),
        "{problem:?}"
    );
    assert_eq!(bad_files(&dir), ["settings.ron.bad"]);
}

#[test]
fn settings_from_a_newer_version_keep_what_this_one_knows() {
    let dir = temp("settings-newer");
    let path = dir.join("settings.ron");
    let text =
        custom_settings().to_ron().unwrap().replace("version: 1", "version: 7").replace("speed: Fast,", "speed: Fast,\n    hologram: On,");
    fs::write(&path, text).unwrap();
    let loaded = settings::load(&path);
    assert_eq!(loaded.value.speed, Speed::Fast);
    assert_eq!(loaded.value.version, settings::VERSION);
    let Some(Problem::Partly { issues, .. }) = loaded.problem else { panic!("{:?}", loaded.problem) };
    assert!(issues.contains(&Issue::Newer { format: 7 }) && issues.contains(&Issue::Unknown { field: "hologram".into() }), "{issues:?}");
    assert_eq!(bad_files(&dir), ["settings.ron.bad"]);
}

#[test]
fn unknown_missing_and_ill_fitting_fields() {
    let dir = temp("settings-fields");
    let path = dir.join("settings.ron");
    fs::write(&path, "(version: 1, sound: (on: false, volume: 0.2), speed: Warp, colour: Red)").unwrap();
    let loaded = settings::load(&path);
    assert!(!loaded.value.sound.on, "the part that could be read is kept");
    assert_eq!(loaded.value.speed, Speed::Normal);
    let Some(Problem::Partly { issues, .. }) = loaded.problem else { panic!("{:?}", loaded.problem) };
    assert!(issues.iter().any(|i| matches!(i, Issue::BadValue { field, .. } if field == "speed")), "{issues:?}");
    for found in
        [Issue::Unknown { field: "colour".into() }, Issue::Missing { field: "display".into() }, Issue::Missing { field: "new_game".into() }]
    {
        assert!(issues.contains(&found), "{found:?} in {issues:?}");
    }
}

#[test]
fn a_game_setup_missing_a_field_keeps_the_rest() {
    let dir = temp("settings-seedless");
    let path = dir.join("settings.ron");
    let mut custom = custom_settings();
    custom.new_game.seed = 99;
    let text = custom.to_ron().unwrap().replace("seed: 99,", "").replace("seed: 99", "");
    assert!(!text.contains("seed"), "{text}");
    fs::write(&path, text).unwrap();
    let loaded = settings::load(&path);
    assert_eq!(loaded.value.new_game.seats, custom.new_game.seats, "the seats survive a missing seed");
    assert_eq!(loaded.value.new_game.rules, custom.new_game.rules);
    assert_eq!(loaded.value.new_game.seed, GameSetup::default().seed);
}

#[test]
fn an_unreadable_settings_file_is_moved_aside() {
    // Running as root, permissions do not stop reading: a folder in its place does.
    let dir = temp("settings-unreadable");
    let path = dir.join("settings.ron");
    fs::create_dir_all(&path).unwrap();
    let loaded = settings::load(&path);
    assert_eq!(loaded.value, Settings::default());
    assert!(matches!(loaded.problem, Some(Problem::Unreadable { why: Unreadable::Folder, .. })), "{:?}", loaded.problem);
    assert!(dir.join("settings.ron.bad").is_dir());
    settings::save(&path, &custom_settings()).unwrap();
    assert_eq!(settings::load(&path).value, custom_settings(), "and the next save works");
}

#[test]
fn a_second_bad_file_does_not_overwrite_the_first() {
    let dir = temp("settings-twice");
    let path = dir.join("settings.ron");
    fs::write(&path, "first garbage").unwrap();
    settings::load(&path);
    fs::write(&path, "second garbage").unwrap();
    settings::load(&path);
    assert_eq!(bad_files(&dir), ["settings.ron.bad", "settings.ron.bad.2"]);
    assert_eq!(fs::read_to_string(dir.join("settings.ron.bad")).unwrap(), "first garbage");
}

#[test]
fn a_crash_between_writing_and_renaming_leaves_the_old_file() {
    let dir = temp("atomic");
    let path = dir.join("settings.ron");
    settings::save(&path, &Settings::default()).unwrap();
    let before = fs::read(&path).unwrap();
    // The new contents are fully written to the temporary file; then the process "dies".
    let tmp = write_temp(&path, custom_settings().to_ron().unwrap().as_bytes()).unwrap();
    assert!(tmp.exists());
    assert_eq!(fs::read(&path).unwrap(), before, "the old file is intact");
    assert_eq!(settings::load(&path).value, Settings::default());
    // The next start writes without trouble, and sweeps the leftover once it is old.
    fs::File::options()
        .write(true)
        .open(&tmp)
        .unwrap()
        .set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(600))
        .unwrap();
    write_atomic(&path, custom_settings().to_ron().unwrap().as_bytes()).unwrap();
    assert_eq!(settings::load(&path).value, custom_settings());
    assert!(!tmp.exists(), "the dead run's temporary file is gone");
    assert_eq!(temps(&dir), Vec::<String>::new());
}

/// The temporary files in `dir`.
fn temps(dir: &Path) -> Vec<String> {
    fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect()
}

#[test]
fn a_write_that_fails_leaves_no_temporary_file_and_two_writes_never_share_one() {
    let dir = temp("atomic-fails");
    // The file's place is taken by a folder: the temporary file is written, the rename fails.
    let path = dir.join("settings.ron");
    fs::create_dir_all(path.join("inside")).unwrap();
    assert!(write_atomic(&path, b"(version: 1)").is_err());
    assert_eq!(temps(&dir), Vec::<String>::new(), "nothing left behind");
    // A folder that cannot be written: not even the temporary file starts.
    assert!(write_atomic(&dir.join("no").join("such").join("\0bad"), b"x").is_err());
    assert_eq!(temps(&dir), Vec::<String>::new());
    // Two writers of one file (two runs, or two threads) each have their own temporary name.
    assert_ne!(safe_io::temp_path(&path), safe_io::temp_path(&path));
}

#[test]
fn recovered_settings_are_saved_again_at_once() {
    let dir = temp("settings-recovered");
    let path = dir.join("settings.ron");
    let mut s = custom_settings();
    s.new_game.seats[2].name = "Zed".into();
    let text = s.to_ron().unwrap().replace("table: Wood", "table: Purple");
    assert!(text.contains("Purple"));
    fs::write(&path, text).unwrap();
    let loaded = settings::load(&path);
    assert_eq!(loaded.value.new_game.seats[2].name, "Zed", "the other fields are kept");
    assert!(matches!(loaded.problem, Some(Problem::Partly { saved_back: Some(SavedBack::Yes), .. })), "{:?}", loaded.problem);
    assert_eq!(bad_files(&dir), ["settings.ron.bad"], "the original is kept aside");
    // The next start finds the recovered settings, and nothing to complain about.
    let again = settings::load(&path);
    assert_eq!(again.problem, None);
    assert_eq!(again.value, loaded.value);
    assert_eq!(again.value.new_game.seats[2].name, "Zed");
}

#[test]
fn a_partly_recovered_rule_set_is_saved_again_at_once() {
    let dir = temp("rules-recovered");
    let rules = HouseRules { blanks_wild: true, ..HouseRules::default() };
    let path = rule_sets::save(&dir, "Family", &rules).unwrap();
    let text = fs::read_to_string(&path).unwrap().replace("bullet_train: false", "bullet_train: Maybe");
    assert!(text.contains("Maybe"));
    fs::write(&path, text).unwrap();
    let (sets, problems) = rule_sets::load_all(&dir);
    assert_eq!(problems.len(), 1);
    assert!(
        matches!(&problems[0], Problem::Partly { file: FileKind::RuleSet(name), saved_back: Some(SavedBack::Yes), .. } if name == "Family"),
        "{problems:?}"
    );
    assert!(sets[0].rules.blanks_wild);
    let (again, problems) = rule_sets::load_all(&dir);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(again, sets, "still there, as recovered");
    assert_eq!(bad_files(&dir), ["Family.ron.bad"]);
}

#[test]
fn files_far_larger_than_any_real_one_pipes_and_devices_are_refused_with_what_they_are() {
    let dir = temp("limits");
    let big = dir.join("big.mtr.ron");
    // A sparse file: its size is known without writing it.
    fs::File::create(&big).unwrap().set_len(100 << 20).unwrap();
    let e = safe_io::read_limited(&big, safe_io::MAX_RECORD).unwrap_err();
    assert_eq!(e, Unreadable::TooLarge { size: 100 << 20, limit: safe_io::MAX_RECORD });
    // Told in megabytes (tests speak English: the process's language is not set).
    let told = mexican_train::lang::files::unreadable(&e);
    assert!(told.contains("100.0 MB") && told.contains("32.0 MB"), "{told}");
    let e = safe_io::read_limited(Path::new("/dev/zero"), safe_io::MAX_RECORD).unwrap_err();
    assert_eq!(e, Unreadable::NotRegular);
    let fifo = dir.join("pipe");
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    assert_eq!(safe_io::read_limited(&fifo, safe_io::MAX_RECORD).unwrap_err(), Unreadable::NotRegular);
    assert_eq!(safe_io::read_limited(&dir, safe_io::MAX_RECORD).unwrap_err(), Unreadable::Folder);
    // A settings file that large is set aside like any unreadable one.
    let settings_path = dir.join("settings.ron");
    fs::File::create(&settings_path).unwrap().set_len(safe_io::MAX_FILE + 1).unwrap();
    let loaded = settings::load(&settings_path);
    assert_eq!(loaded.value, Settings::default());
    assert!(matches!(loaded.problem, Some(Problem::Unreadable { why: Unreadable::TooLarge { .. }, .. })), "{:?}", loaded.problem);
}

#[test]
fn a_byte_order_mark_is_read_past_and_a_newer_record_says_so() {
    let m = Match::new("standard", HouseRules::default(), 4).unwrap();
    let text = m.record().to_ron();
    assert_eq!(MatchRecord::parse(&format!("\u{feff}{text}")).unwrap(), m.record(), "a record saved by an editor that writes a BOM");
    let newer = text.replacen("format: 1,", "format: 2,", 1).replacen("rounds: [", "seating: Circle,\n    rounds: [", 1);
    let e = MatchRecord::parse(&newer).unwrap_err();
    assert_eq!(e.newer, Some(2), "{e:?}");
    // Settings with a BOM read as ever.
    let dir = temp("bom");
    let path = dir.join("settings.ron");
    fs::write(&path, format!("\u{feff}{}", custom_settings().to_ron().unwrap())).unwrap();
    let loaded = settings::load(&path);
    assert_eq!((loaded.value, loaded.problem), (custom_settings(), None));
}

/// A match some way into its second round.
fn match_under_way() -> Match {
    let mut m =
        Match::new("standard", HouseRules { rounds: mexican_train::rules::house_rules::Rounds::Count(3), ..HouseRules::default() }, 17)
            .unwrap();
    let mut bot = Level::Greedy.bot(0);
    let mut rounds = 0;
    for _ in 0..10_000 {
        if m.round().is_over() {
            rounds += 1;
            if rounds == 2 || !m.next_round() {
                break;
            }
            continue;
        }
        if rounds == 1 && m.moves().len() == 23 {
            break;
        }
        play_turn(&mut m, bot.as_mut()).unwrap();
    }
    m
}

#[test]
fn the_autosave_resumes_the_exact_position() {
    let dir = temp("autosave");
    let path = dir.join("autosave.ron");
    let m = match_under_way();
    let seats = GameSetup::default().seats;
    let plain = autosave::Autosave::of(&m, &seats);
    assert!(!plain.to_ron().unwrap().contains("hints"), "no hints asked: the file is as older versions wrote it");
    autosave::save(&path, &plain.with_hints(&[2, 0, 0, 0])).unwrap();
    let loaded = autosave::load(&path);
    assert_eq!(loaded.problem, None);
    let save = loaded.value.expect("a saved game");
    assert_eq!(save.seats, seats);
    assert_eq!(save.hints, [2, 0, 0, 0], "the hints asked so far come back with the game");
    let resumed = save.resume().unwrap();
    assert_eq!(resumed, m, "same hands, boneyard order, turn, scores and seed");
    // And it goes on exactly as the original would.
    let (mut a, mut b) = (m, resumed);
    a.apply(a.to_move(), a.legal_actions()[0]).unwrap();
    b.apply(b.to_move(), b.legal_actions()[0]).unwrap();
    assert_eq!(a, b);
}

#[test]
fn a_damaged_autosave_is_kept_aside_and_the_game_starts_fresh() {
    let dir = temp("autosave-bad");
    let path = dir.join("autosave.ron");
    let m = match_under_way();
    let text = autosave::Autosave::of(&m, &GameSetup::default().seats).to_ron().unwrap();
    // Cut short.
    fs::write(&path, &text[..text.len() / 2]).unwrap();
    let loaded = autosave::load(&path);
    assert!(loaded.value.is_none());
    assert!(
        matches!(loaded.problem, Some(Problem::Unreadable { file: FileKind::SavedGame, why: Unreadable::Syntax { .. }, .. })),
        "{:?}",
        loaded.problem
    );
    assert_eq!(bad_files(&dir), ["autosave.ron.bad"]);
    // A move that is not legal.
    let mut save = autosave::Autosave::of(&m, &GameSetup::default().seats);
    save.record.rounds[0].moves[3].seat = (save.record.rounds[0].moves[3].seat + 1) % 4;
    fs::write(&path, save.to_ron().unwrap()).unwrap();
    let loaded = autosave::load(&path);
    assert!(loaded.value.is_none());
    assert!(
        matches!(
            loaded.problem,
            Some(Problem::Unreadable {
                why: Unreadable::Game(mexican_train::rules::verify::VerifyError::Illegal { round: 0, mv: Some(3), .. }),
                ..
            })
        ),
        "{:?}",
        loaded.problem
    );
    // From a newer version.
    let newer = autosave::Autosave::of(&m, &GameSetup::default().seats).to_ron().unwrap().replacen("version: 1", "version: 2", 1);
    fs::write(&path, newer).unwrap();
    assert!(matches!(autosave::load(&path).problem, Some(Problem::Unreadable { why: Unreadable::Newer { format: 2 }, .. })));
    assert_eq!(bad_files(&dir).len(), 3);
}

#[test]
fn statistics_count_people_not_computers() {
    let dir = temp("stats");
    let path = dir.join("stats.ron");
    let mut m =
        Match::new("standard", HouseRules { rounds: mexican_train::rules::house_rules::Rounds::Count(2), ..HouseRules::default() }, 4)
            .unwrap();
    let mut bot = Level::Greedy.bot(1);
    loop {
        while !m.round().is_over() {
            play_turn(&mut m, bot.as_mut()).unwrap();
        }
        if !m.next_round() {
            break;
        }
    }
    let seats = GameSetup::default().seats;
    assert_eq!(seats[0].player, Player::Human);
    let mut s = stats::Stats::default();
    s.record(&m, &seats, &[3, 5]);
    s.record(&m, &seats, &[]);
    let you = &s.players["You"];
    assert_eq!((you.games, you.rounds), (2, 4));
    assert_eq!(you.hints, 3, "the hints asked for at the person's seat");
    assert_eq!(you.points, 2 * m.totals()[0] as u64);
    assert_eq!(you.best_game, Some(m.totals()[0]));
    assert_eq!(you.wins, 2 * u32::from(m.winner() == Some(0)));
    assert!(!s.players.contains_key("Ana"), "computer players are not counted");
    stats::save(&path, &s).unwrap();
    assert_eq!(stats::load(&path).value, s);
}

#[test]
fn rule_sets_are_saved_by_name_and_a_damaged_one_keeps_its_good_fields() {
    let dir = temp("rules");
    let family = HouseRules { blanks_wild: true, set: 9, players: 3, ..HouseRules::default() };
    rule_sets::save(&dir, "Grandma's rules", &family).unwrap();
    let (sets, problems) = rule_sets::load_all(&dir);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(sets.len(), 1);
    assert_eq!(sets[0].name, "Grandma's rules");
    assert_eq!(rule_sets::file_name("Tuesdays: a/b? *"), "Tuesdays_ a_b_ _.ron");
    assert_eq!(sets[0].rules, family);
    let path = dir.join("broken.ron");
    fs::write(&path, "(set: 9, blanks_wild: true, double_order: Sideways)").unwrap();
    let (sets, problems) = rule_sets::load_all(&dir);
    let broken = sets.iter().find(|s| s.name == "broken").unwrap();
    assert!(broken.rules.blanks_wild && broken.rules.set == 9);
    assert!(
        matches!(&problems[0], Problem::Partly { issues, .. } if matches!(issues.first(), Some(Issue::BadValue { field, .. }) if field == "double_order")),
        "{problems:?}"
    );
}

#[test]
fn replays_are_saved_by_date_listed_newest_first_and_verify() {
    let dir = temp("replays");
    let m = match_under_way();
    let a = replays::save(&dir, &m, &["Ann", "Bo", "Cy", "Di"], "standard", 1_795_329_453).unwrap();
    let b = replays::save(&dir, &m, &["Ann", "Bo", "Cy", "Di"], "standard", 1_795_329_453).unwrap();
    let odd = ["Ann \"A\", Jr", "Bo)", "// Cy", "Di\nDa"];
    let c = replays::save(&dir, &m, &odd, "Grandma's: rules/2", 1_795_400_000).unwrap();
    let text = fs::read_to_string(&c).unwrap();
    assert_eq!(replays::names_in(&text).unwrap(), odd, "names with quotes, brackets and newlines come back");
    verify(&MatchRecord::parse(&text).unwrap()).expect("the names line is a comment: the file is a plain record");
    assert_eq!(replays::names_in(&m.record().to_ron()), None, "a record without the line has no names");
    assert_ne!(a, b, "same second, two files");
    let list = replays::list(&dir);
    assert_eq!(list.len(), 3);
    assert_eq!(list[0].path, c);
    assert_eq!(list[0].name, "2026-11-23 02-13-20 Grandma's- rules-2", "a name the file system takes");
    assert_eq!(list[0].players, odd, "the list names the players");
    fs::write(dir.join("bare.mtr.ron"), m.record().to_ron()).unwrap();
    let bare = replays::list(&dir).into_iter().find(|r| r.name == "bare").unwrap();
    assert!(bare.players.is_empty(), "a plain record is listed without names");
    assert_eq!(c.parent(), Some(dir.as_path()));
    let record = MatchRecord::parse(&fs::read_to_string(&a).unwrap()).unwrap();
    verify(&record).unwrap();
}

#[test]
fn folders_follow_the_override_and_never_the_working_directory() {
    let dirs = Dirs::under(PathBuf::from("/somewhere"));
    assert_eq!(dirs.settings(), PathBuf::from("/somewhere/config/settings.ron"));
    assert_eq!(dirs.autosave(), PathBuf::from("/somewhere/data/autosave.ron"));
    if let Some(os) = Dirs::locate() {
        assert!(os.config.is_absolute() && os.data.is_absolute() && os.local.is_absolute());
    }
}

/// The one online seat an older version kept (`seat: Some(…)`) comes back in *Your tables*, and
/// is written in the list from then on.
#[test]
fn the_seat_an_older_version_kept_joins_your_tables() {
    let dir = temp("settings-one-seat");
    let path = dir.join("settings.ron");
    std::fs::write(&path, r#"(version: 1, online: (name: "Bo", seat: Some((server: "localhost:7777", code: "K7PM-4QRT", token: "abc"))))"#)
        .unwrap();
    let loaded = settings::load(&path).value;
    assert_eq!(loaded.online.seat, None);
    let [kept] = &loaded.online.seats[..] else { panic!("one seat kept: {:?}", loaded.online.seats) };
    assert_eq!((kept.code.as_str(), kept.token.as_str(), kept.hosted, kept.host.as_str()), ("K7PM-4QRT", "abc", false, ""));
    settings::save(&path, &loaded).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("seats:") && !text.contains("seat:"), "written as the list: {text}");
    assert_eq!(settings::load(&path).value.online.seats, loaded.online.seats);
}

//! The command line, run as a person would: exit codes and messages of `simulate`, `verify` and
//! `review`.

#![expect(clippy::unwrap_used, clippy::expect_used, reason = "tests and benches stop at the first surprise")]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The binary, speaking English whatever language the machine running the tests is set to.
fn bin() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mexican-train"));
    command.env_remove("LC_ALL").env_remove("LC_MESSAGES").env_remove("LANG");
    command
}

/// The binary with the environment asking for `lang` (as `LANG=es_MX.UTF-8` does).
fn in_lang(lang: &str, args: &[&str]) -> Output {
    bin().env("LANG", lang).args(args).output().expect("the binary runs")
}

fn run(args: &[&str]) -> Output {
    bin().args(args).output().expect("the binary runs")
}

fn text(out: &[u8]) -> String {
    String::from_utf8_lossy(out).into_owned()
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mexican-train-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn records_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    files
}

#[test]
fn simulate_prints_a_summary() {
    let out = run(&["simulate", "--games", "5", "--seed", "3", "--ai", "greedy"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    for needle in ["games/s", "rounds/s", "mean total", "seat"] {
        assert!(s.contains(needle), "{needle} missing from:\n{s}");
    }
    assert!(s.contains("rounds: 65 "), "5 games × 13 rounds:\n{s}");
}

#[test]
fn simulate_writes_records_that_verify() {
    let dir = temp_dir("records");
    let d = dir.to_str().unwrap();
    for preset in ["standard", "celko-1998", "french-club"] {
        let out = run(&["simulate", "--preset", preset, "--games", "2", "--ai", "random,greedy,random,greedy", "--record", d, "--legal"]);
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
    let files = records_in(&dir);
    assert_eq!(files.len(), 6, "one record per match, named after its preset: {files:?}");
    let mut args = vec!["verify".to_string()];
    args.extend(files.iter().map(|f| f.display().to_string()));
    let out = bin().args(&args).output().unwrap();
    assert!(out.status.success(), "{}{}", text(&out.stdout), text(&out.stderr));
    assert!(text(&out.stdout).contains(": OK: french-club, 4 seats"));
    assert!(std::fs::read_to_string(&files[0]).unwrap().contains(", legal: ["));
}

#[test]
fn simulate_refuses_bad_input_with_a_sentence() {
    let cases: [(&[&str], &str); 5] = [
        (&["simulate", "--threads", "0"], "--threads 0: at least one thread is needed"),
        (&["simulate", "--preset", "grandmas"], "there is no preset called \"grandmas\""),
        (&["simulate", "--players", "9"], "9 players need a double-15 or double-18 set"),
        (&["simulate", "--ai", "random,greedy"], "--ai names 2 computer players for 4 seats"),
        (&["simulate", "--ai", "clever"], "unknown computer player \"clever\""),
    ];
    for (args, message) in cases {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).contains(message), "{args:?}: {}", text(&out.stderr));
    }
    let dir = temp_dir("rules");
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "(blanks_wild: maybe)").unwrap();
    let out = run(&["simulate", "--rules", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("bad.ron:1:"), "{}", text(&out.stderr));
    let huge = dir.join("huge.ron");
    std::fs::write(&huge, "(set: 9, players: 8, hand_size: Fixed(16))").unwrap();
    let out = run(&["simulate", "--rules", huge.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("8 players × 16 tiles need 128 tiles plus the engine and one to draw; a double-9 set has 55."),
        "{}",
        text(&out.stderr)
    );
    let good = dir.join("good.ron");
    std::fs::write(&good, "(blanks_wild: true, partnerships: true)").unwrap();
    let out = run(&["simulate", "--rules", good.to_str().unwrap(), "--games", "2"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
}

/// A one-match record simulated into `dir`, a copy whose first move is a Pass where a tile was
/// played (`tampered.mtr.ron`), and the record's text.
fn a_record_and_a_tampered_copy(dir: &Path) -> (PathBuf, PathBuf, String) {
    let out = run(&["simulate", "--games", "1", "--record", dir.to_str().unwrap()]);
    assert!(out.status.success());
    let good = records_in(dir).remove(0);
    let original = std::fs::read_to_string(&good).unwrap();
    let first_move = original.lines().find(|l| l.contains("(seat: 0, action: Play(")).unwrap();
    let tampered = dir.join("tampered.mtr.ron");
    std::fs::write(&tampered, original.replacen(first_move, "                (seat: 0, action: Pass),", 1)).unwrap();
    (good, tampered, original)
}

#[test]
fn verify_exit_codes() {
    let dir = temp_dir("verify");
    let (good, tampered, original) = a_record_and_a_tampered_copy(&dir);

    let out = run(&["verify", good.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains("OK: standard, 4 seats, 13 rounds (13 finished, complete match)"));

    // 1: an illegal move, named by round, move, action and reason.
    let out = run(&["verify", tampered.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("illegal: round 0, move 0: seat 0 Pass:"), "{err}");

    // 2: unreadable, unparsable (with line and column), or a game that cannot be set up.
    let out = run(&["verify", dir.join("missing.mtr.ron").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("cannot read"));
    let broken = dir.join("broken.mtr.ron");
    std::fs::write(&broken, original.replacen("seats: 4,", "seats: [4],", 1)).unwrap();
    let out = run(&["verify", broken.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    let line = original.lines().position(|l| l.contains("seats: 4,")).unwrap() + 1;
    assert!(err.contains(&format!("broken.mtr.ron:{line}:")), "{err}");
    let binary = dir.join("binary.mtr.ron");
    std::fs::write(&binary, [0xff, 0xfe, 0x00, 0x12]).unwrap();
    assert_eq!(run(&["verify", binary.to_str().unwrap()]).status.code(), Some(2));
    let unknown = dir.join("unknown.mtr.ron");
    std::fs::write(&unknown, original.replacen("preset: \"standard\"", "preset: \"grandmas\"", 1)).unwrap();
    let out = run(&["verify", unknown.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("cannot set up the game: there is no preset called \"grandmas\""));

    // Several files: the worst code wins.
    let out = run(&["verify", good.to_str().unwrap(), tampered.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn simulate_records_of_different_runs_never_share_a_name_and_none_is_overwritten() {
    let dir = temp_dir("names");
    let d = dir.to_str().unwrap();
    // Same seed, different players: different names.
    for players in ["2", "4", "6"] {
        let out = run(&["simulate", "--games", "2", "--seed", "5", "--players", players, "--record", d]);
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
    let files = records_in(&dir);
    assert_eq!(files.len(), 6, "{files:?}");
    let names: Vec<String> = files.iter().map(|f| f.file_name().unwrap().to_string_lossy().into_owned()).collect();
    assert!(names.iter().any(|n| n.starts_with("standard-2p-d12-seed-5-")), "{names:?}");
    // The same run again is refused, and nothing is touched.
    let before: Vec<_> = files.iter().map(|f| std::fs::metadata(f).unwrap().modified().unwrap()).collect();
    let out = run(&["simulate", "--games", "2", "--seed", "5", "--players", "4", "--record", d]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("is already there") && text(&out.stderr).contains("--overwrite"), "{}", text(&out.stderr));
    let after: Vec<_> = files.iter().map(|f| std::fs::metadata(f).unwrap().modified().unwrap()).collect();
    assert_eq!(before, after);
    // Unless asked.
    let out = run(&["simulate", "--games", "2", "--seed", "5", "--players", "4", "--record", d, "--overwrite"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(records_in(&dir).len(), 6);
}

#[test]
fn simulate_stops_with_a_clear_message_when_a_record_cannot_be_written() {
    let dir = temp_dir("unwritable");
    // A folder where the second record's file would go: writing it fails.
    let out = run(&["simulate", "--games", "1", "--seed", "8", "--record", dir.to_str().unwrap()]);
    assert!(out.status.success());
    let first = records_in(&dir).remove(0);
    let second = first.to_string_lossy().replace("-seed-8-", "-seed-9-");
    std::fs::remove_file(&first).unwrap();
    std::fs::create_dir_all(&second).unwrap();
    let out = run(&["simulate", "--games", "3", "--seed", "8", "--record", dir.to_str().unwrap(), "--overwrite"]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("cannot write") && err.contains("-seed-9-") && err.contains("keeping the records of the 1 match before it"),
        "{err}"
    );
    assert!(text(&out.stdout).contains("games:  2 in"), "the summary of what was played: {}", text(&out.stdout));
}

/// Wait for `child` to end (at most a minute: a run that does not stop on Ctrl-C fails here
/// rather than hanging), and its output.
#[cfg(unix)]
fn ended(mut child: std::process::Child) -> Output {
    for _ in 0..600 {
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let _ = child.kill();
    panic!("it did not stop within a minute of Ctrl-C");
}

#[cfg(unix)]
#[test]
fn simulate_with_records_and_a_huge_run_starts_at_once_and_stops_on_ctrl_c() {
    let dir = temp_dir("huge");
    let child = bin()
        .args(["simulate", "--games", "18446744073709551615", "--threads", "2", "--record", dir.to_str().unwrap()])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Records are written from the start (no name check of every future record first): the
    // first comes within the minute even on a slow machine.
    let first = std::time::Instant::now();
    while records_in(&dir).is_empty() {
        assert!(first.elapsed() < std::time::Duration::from_secs(60), "no record written in a minute");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap().success());
    let out = ended(child);
    assert_eq!(out.status.code(), Some(130), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("interrupted:"), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("games/s"), "the summary: {}", text(&out.stdout));
    // The count as given, not as a floating-point number (18446744073709552000).
    assert!(text(&out.stdout).contains("18446744073709551615 deals"), "{}", text(&out.stdout));
    assert!(text(&out.stderr).contains("of 18446744073709551615 matches"), "{}", text(&out.stderr));
    // Every record written is whole and verifies; no temporary file is left.
    let records = records_in(&dir);
    let mut args = vec!["verify"];
    let paths: Vec<String> = records.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    args.extend(paths.iter().map(String::as_str));
    assert!(run(&args).status.success());
    let leftovers: Vec<_> =
        std::fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()).filter(|e| e.file_name().to_string_lossy().ends_with(".tmp")).collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

/// `simulate` with `args`, sent SIGINT (as Ctrl-C) once its first line, the run's heading, is
/// out (it comes once Ctrl-C is taken care of): that heading, and the rest of its output.
#[cfg(unix)]
fn simulate_interrupted(args: &[&str]) -> (String, std::io::BufReader<std::process::ChildStdout>, std::process::Child) {
    use std::io::BufRead;
    let mut child =
        bin().arg("simulate").args(args).stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut head = String::new();
    stdout.read_line(&mut head).unwrap();
    assert!(Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap().success());
    (head, stdout, child)
}

#[cfg(unix)]
#[test]
fn simulate_stops_cleanly_on_ctrl_c_with_the_summary_so_far() {
    use std::io::Read;
    let (head, mut stdout, child) = simulate_interrupted(&["--games", "100000000", "--ai", "greedy"]);
    assert!(head.starts_with("simulate: preset standard"), "{head}");
    let mut summary = String::new();
    stdout.read_to_string(&mut summary).unwrap();
    let out = ended(child);
    assert_eq!(out.status.code(), Some(130));
    assert!(text(&out.stderr).contains("interrupted:"), "{}", text(&out.stderr));
    assert!(summary.contains("games/s") && summary.contains("mean total"), "{summary}");
}

/// A search told to play four billion playouts a decision still stops at the first Ctrl-C (the
/// search is under way right after the heading).
#[cfg(unix)]
#[test]
fn a_search_of_endless_playouts_stops_at_the_first_ctrl_c() {
    // (Its output kept open, read or not: the summary must have somewhere to go.)
    let (head, _stdout, child) = simulate_interrupted(&["--games", "1", "--ai", "hard", "--playouts", "4294967295"]);
    assert!(head.contains("ai hard"), "{head}");
    let out = ended(child);
    assert_eq!(out.status.code(), Some(130), "{}", text(&out.stderr));
}

/// The command line speaks the language `LANG` names (English when it names none the game
/// speaks): verify's verdicts and reasons, simulate's summary, in Spanish and French.
#[test]
fn the_command_line_speaks_the_language_lang_names() {
    let dir = temp_dir("lang");
    let (good, tampered, _) = a_record_and_a_tampered_copy(&dir);
    let (good, tampered) = (good.to_str().unwrap(), tampered.to_str().unwrap());

    let said = |lang: &str, file: &str| {
        let out = in_lang(lang, &["verify", file]);
        format!("{}{}", text(&out.stdout), text(&out.stderr))
    };
    assert!(
        said("es_MX.UTF-8", good).contains("correcto: standard, 4 asientos, 13 rondas (13 terminadas, partida completa)"),
        "{}",
        said("es_MX.UTF-8", good)
    );
    let es = said("es_ES.UTF-8", tampered);
    assert!(es.contains("no válido: ronda 0, jugada 0: asiento 0 Pass: "), "{es}");
    assert!(es.contains(" ficha "), "the engine's reason in Spanish too (\"…una ficha…\"): {es}");
    let fr = said("fr_CA.UTF-8", good);
    assert!(fr.contains("correct\u{a0}: standard, 4 places, 13 manches (13 finies, partie complète)"), "{fr}");
    assert!(said("fr_FR", tampered).contains("non conforme\u{a0}: manche 0, coup 0"), "{}", said("fr_FR", tampered));
    for english in ["de_DE.UTF-8", "C.UTF-8", ""] {
        assert!(said(english, good).contains(": OK: standard, 4 seats"), "{english}: {}", said(english, good));
    }

    let out = in_lang("fr_FR.UTF-8", &["simulate", "--games", "2", "--ai", "greedy"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    for words in
        ["donnes depuis la graine 1", "parties\u{a0}: 2 en ", "manches\u{a0}: 26 (", "place  ia ", "total moyen", "niveau", "% victoires"]
    {
        assert!(s.contains(words), "{words} missing from:\n{s}");
    }
    // The help, in the language too.
    let out = in_lang("es_ES.UTF-8", &["--help"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("Opciones:") && text(&out.stdout).contains("Muestra la ayuda"), "{}", text(&out.stdout));
    let out = in_lang("fr_FR.UTF-8", &["simulate", "--help"]);
    assert!(text(&out.stdout).contains("Graine de la première donne"), "{}", text(&out.stdout));
    assert!(text(&in_lang("C.UTF-8", &["verify", "--help"]).stdout).contains("Record files (.mtr.ron)"));
    let out = in_lang("es", &["simulate", "--games", "1", "--ai", "random,random,random"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--ai nombra 3 jugadores del ordenador para 4 asientos"), "{}", text(&out.stderr));
}

/// A one-round record of seat 0 playing at random against three Normal players, in `dir`.
fn a_random_round(dir: &Path) -> PathBuf {
    let rules = dir.join("one-round.ron");
    std::fs::write(&rules, "(rounds: Count(1))").unwrap();
    let out = run(&[
        "simulate",
        "--games",
        "1",
        "--seed",
        "5",
        "--rules",
        rules.to_str().unwrap(),
        "--ai",
        "random,normal,normal,normal",
        "--record",
        dir.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    records_in(dir).into_iter().find(|p| p.to_string_lossy().ends_with(".mtr.ron")).unwrap()
}

#[test]
fn review_marks_the_costly_moves_and_tells_the_luck_in_json_and_in_words() {
    let dir = temp_dir("review");
    let record = a_random_round(&dir);
    let file = record.to_str().unwrap();
    let out = run(&["review", file, "--json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    let decisions = json["decisions"].as_array().expect("a decisions list");
    assert!(decisions.len() >= 5, "{json}");
    for d in decisions {
        for key in ["round", "move", "seat", "played", "best", "loss", "mark", "error", "played_points", "best_points"] {
            assert!(d.get(key).is_some(), "{key} missing from {d}");
        }
        assert!(d["loss"].as_f64().unwrap() >= 0.0);
        assert!(d["mark"].is_null() || ["inaccuracy", "mistake", "blunder"].contains(&d["mark"].as_str().unwrap()), "{d}");
        if d["loss"].as_f64().unwrap() == 0.0 {
            assert_eq!(d["played"], d["best"]);
        }
        // Moves as data, as a record's serde writes them: `{"Play": {"tile": [12, 5], "train":
        // "Mexican"}}`, `"Draw"`.
        for mv in [&d["played"], &d["best"]] {
            let read: Result<mexican_train::rules::Action, _> = serde_json::from_value(mv.clone());
            assert!(read.is_ok(), "a move that does not read back: {mv}");
        }
    }
    let played = decisions.iter().find_map(|d| d["played"].get("Play")).expect("a tile played");
    assert!(played["tile"].is_array() && !played["train"].is_null(), "{played}");
    let marked = decisions.iter().filter(|d| !d["mark"].is_null()).count();
    assert!(marked >= 2, "random play is marked: {marked} of {}", decisions.len());
    let round = &json["rounds"][0];
    let (points, average, lost, luck) = (
        round["points"].as_f64().unwrap(),
        round["average"].as_f64().unwrap(),
        round["lost"].as_f64().unwrap(),
        round["luck"].as_f64().unwrap(),
    );
    assert!((average + lost + luck - points).abs() < 0.05, "points = average + lost + luck: {round}");
    // The same record and seed: the same review.
    let again = run(&["review", file, "--json"]);
    assert_eq!(again.stdout, out.stdout);

    // In words: each round's luck and the marked moves, with what was better.
    let out = run(&["review", file]);
    assert!(out.status.success());
    let words = text(&out.stdout);
    assert!(words.contains("Round 1: ") && words.contains("An average deal: ") && words.contains("Better: "), "{words}");
    // The words end their line; the time it took is a line of its own.
    assert!(words.ends_with(".\n"), "{words}");
    assert!(text(&out.stderr).starts_with("reviewed in "), "{}", text(&out.stderr));
    let out = in_lang("es_ES.UTF-8", &["review", file]);
    assert!(text(&out.stdout).contains("Ronda 1: ") && text(&out.stdout).contains("Mejor: "), "{}", text(&out.stdout));

    // A seat not at the table, and a record that does not replay, are told.
    let out = run(&["review", file, "--seat", "7"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("there is no seat 7 at this table (4 seats"), "{}", text(&out.stderr));
    let (_, tampered, _) = a_record_and_a_tampered_copy(&temp_dir("review-tampered"));
    let out = run(&["review", tampered.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("illegal: round 0, move 0"), "{}", text(&out.stderr));
}

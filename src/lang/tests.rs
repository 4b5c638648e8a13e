use super::*;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each message of a Fluent text with the variables it uses (`$name`), read off the text:
/// a message starts at a line `key = …`; indented lines continue it.
fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut key = None;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        // A new message: `key =` at the line's start (a line opening with `}` goes on).
        if let Some((k, _)) = line.split_once(" =").filter(|(k, _)| k.starts_with(|c: char| c.is_ascii_alphabetic()) && !k.contains(' ')) {
            key = Some(k.to_string());
        }
        let Some(k) = &key else { continue };
        let vars = out.entry(k.clone()).or_default();
        for (at, _) in line.match_indices('$') {
            let name: String = line[at + 1..].chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-').collect();
            vars.insert(name);
        }
    }
    out
}

#[test]
fn every_text_parses() {
    for (lang, source) in Lang::OFFERED.iter().zip(SOURCES) {
        if let Err((_, errors)) = FluentResource::try_new(source.to_string()) {
            panic!("{}.ftl does not parse: {errors:?}", lang.tag());
        }
        assert!(messages(source).len() > 20, "{}.ftl was read", lang.tag());
    }
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let english = messages(SOURCES[0]);
    for (lang, source) in Lang::OFFERED.iter().zip(SOURCES).skip(1) {
        let theirs = messages(source);
        let missing: Vec<&String> = english.keys().filter(|k| !theirs.contains_key(*k)).collect();
        let extra: Vec<&String> = theirs.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{}.ftl: missing {missing:?}, not in English {extra:?}", lang.tag());
        for (k, vars) in &english {
            assert_eq!(&theirs[k], vars, "{}.ftl: `{k}` takes other arguments than in English", lang.tag());
        }
    }
    // The check sees a difference.
    assert_ne!(messages("a = { $x }\n"), messages("a = { $y }\n"));
}

/// Every source file below `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for path in entries.filter_map(Result::ok).map(|e| e.path()) {
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// The keys a text asks for literally: `t!("key"`, `tr("key"`, `tr_args("key"`.
fn keys_asked(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for opener in ["t!(\"", "tr(\"", "tr_args(\""] {
        for (at, _) in text.match_indices(opener) {
            // Not `format!("…"` nor `attr("…"`.
            if text[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = &text[at + opener.len()..];
            if let Some(end) = rest.find('"') {
                out.push(rest[..end].to_string());
            }
        }
    }
    out
}

#[test]
fn every_key_the_code_asks_for_is_in_english() {
    let english = messages(SOURCES[0]);
    let mut files = Vec::new();
    sources(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let mut asked = 0;
    let mut missing = Vec::new();
    // (The macro's example and these tests name keys that are not there on purpose; the other
    // files of `lang` — refusals, words, How to play — are read like any.)
    let lang = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/lang");
    for path in files.into_iter().filter(|p| *p != lang.join("mod.rs") && *p != lang.join("tests.rs")) {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for key in keys_asked(&text) {
            asked += 1;
            if !english.contains_key(&key) {
                missing.push(format!("{}: {key}", path.display()));
            }
        }
    }
    assert!(asked > 20, "the code was read");
    assert!(missing.is_empty(), "keys not in en.ftl:\n{}", missing.join("\n"));
}

thread_local! {
    /// The language of one test's thread: tests run side by side, and the process's language is
    /// one setting for all of them.
    pub(crate) static SPOKEN_HERE: std::cell::Cell<Option<Lang>> = const { std::cell::Cell::new(None) };
}

/// Every preset has its line, found by its name (`preset-<name>`), in every language (the test
/// above holds the others to English); a rule set of one's own has the saved line.
#[test]
fn every_preset_is_described_by_its_name() {
    let english = &super::bundles()[0];
    for name in crate::rules::preset_names() {
        assert!(english.has_message(&format!("preset-{name}")), "{name} has no line");
    }
    SPOKEN_HERE.with(|l| l.set(Some(Lang::En)));
    assert_eq!(crate::lang::words::preset_blurb("galt-1994"), crate::lang::tr("preset-galt-1994"));
    assert_eq!(crate::lang::words::preset_blurb("Grandma's"), crate::lang::tr("preset-saved"));
}

/// Keys the code makes rather than writes: every house rule's title (`rule-<field>`) and
/// explanation (`rule-help-<field>`), and for a yes-or-no rule where each answer comes from, are
/// in English (and so, by the test above, in every language).
#[test]
fn every_house_rule_is_named_and_explained() {
    use crate::rules::house_rules::{HouseRules, RULE_FIELDS};
    let english = &super::bundles()[0];
    // The yes-or-no rules: the fields a patch writes as `true`/`false`.
    let patch = ron::to_string(&crate::rules::RulesPatch::full(&HouseRules::default())).unwrap_or_default();
    for field in RULE_FIELDS {
        let (name, dashed) = (field.name, field.name.replace('_', "-"));
        assert!(english.has_message(&format!("rule-help-{name}")), "{name} has no explanation");
        assert!(name == "players" || english.has_message(&format!("rule-{dashed}")), "{name} has no title");
        let yes_or_no = ["(", ","].iter().any(|b| ["true", "false"].iter().any(|v| patch.contains(&format!("{b}{name}:{v}"))));
        for answer in ["yes", "no"] {
            let key = format!("rule-{dashed}-{answer}-source");
            assert_eq!(english.has_message(&key), yes_or_no, "{key}: only and every yes-or-no rule says where each answer comes from");
        }
    }
}

/// Speak `lang` on this test's thread.
pub(crate) fn speak(lang: Lang) {
    SPOKEN_HERE.with(|l| l.set(Some(lang)));
}

#[test]
fn words_follow_the_language_with_arguments_and_english_as_fallback() {
    speak(Lang::Es);
    assert_eq!(crate::lang::t!("title-back-to-room", code = "K7PM-4QRT"), "Volver a la sala K7PM-4QRT");
    speak(Lang::Fr);
    assert_eq!(crate::lang::t!("title-start"), "Commencer");
    // Plurals by the language's rules: French counts 0 as one, English as many.
    assert_eq!(
        (crate::lang::t!("hand-count", count = 0), crate::lang::t!("hand-count", count = 2)),
        ("(0 domino)".into(), "(2 dominos)".into())
    );
    speak(Lang::Es);
    assert_eq!(
        (crate::lang::t!("hand-count", count = 1), crate::lang::t!("hand-count", count = 3)),
        ("(1 ficha)".into(), "(3 fichas)".into())
    );
    speak(Lang::En);
    assert_eq!(
        (crate::lang::t!("hand-count", count = 1), crate::lang::t!("hand-count", count = 0)),
        ("(1 tile)".into(), "(0 tiles)".into())
    );
    speak(Lang::Pseudo);
    let pseudo = crate::lang::t!("title-start");
    assert!(pseudo.chars().count() as f32 >= "Start".len() as f32 * 1.4 && pseudo.contains('å'), "{pseudo}");
    speak(Lang::En);
    assert_eq!(crate::lang::t!("title-start"), "Start");
    assert_eq!(tr("no-such-key"), "no-such-key");
}

#[test]
fn locales_name_their_language() {
    assert_eq!(Lang::from_locale("es_MX.UTF-8"), Some(Lang::Es));
    assert_eq!(Lang::from_locale("fr-CA"), Some(Lang::Fr));
    assert_eq!(Lang::from_locale("en"), Some(Lang::En));
    assert_eq!(Lang::from_locale("C"), None);
    assert_eq!(Lang::from_locale("de_DE"), None);
    let env =
        |pairs: &'static [(&'static str, &'static str)]| move |k: &str| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string());
    assert_eq!(Lang::from_env_vars(env(&[("LANG", "fr_FR.UTF-8")])), Lang::Fr);
    assert_eq!(Lang::from_env_vars(env(&[("LANG", "fr_FR.UTF-8"), ("LC_ALL", "es_ES.UTF-8")])), Lang::Es);
    assert_eq!(Lang::from_env_vars(env(&[("LANG", "C.UTF-8")])), Lang::En);
    assert_eq!(Lang::from_env_vars(env(&[])), Lang::En);
}

/// Keys the lessons make: each lesson's title, every step's line, its end, and its answer to a
/// move it does not teach (`learn::lessons`).
#[cfg(feature = "gui")]
#[test]
fn every_lesson_has_its_words() {
    let english = &super::bundles()[0];
    for lesson in &crate::learn::lessons::LESSONS {
        let steps = (1..=lesson.steps.len()).map(|k| k.to_string());
        for part in ["title", "done", "other"].map(String::from).into_iter().chain(steps) {
            let key = format!("learn-{}-{part}", lesson.name);
            assert!(english.has_message(&key), "{key} is missing");
        }
        assert!(!english.has_message(&format!("learn-{}-{}", lesson.name, lesson.steps.len() + 1)), "{}: a line for no step", lesson.name);
    }
}

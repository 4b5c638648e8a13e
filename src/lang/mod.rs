//! Words in the player's language. Every sentence the game shows lives in a Fluent file
//! (`src/lang/ftl/<code>.ftl`, embedded in the binary); code asks for it by key with
//! [`t!`], names, tiles and numbers as arguments, and plurals follow each language's
//! own rules. Adding a language is adding its `.ftl` file and a [`Lang`] variant: the tests
//! check that it has every key with the same arguments as English.
//!
//! The language is one setting for the whole process ([`set`]): the game's from Display
//! settings (the system's language until chosen), the command line's from `LANG`. English is
//! the fallback for anything missing.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::borrow::Cow;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentValue;

pub mod files;
pub mod how_to_play;
pub mod online;
pub mod refusal;
pub mod words;

pub use crate::locale::Lang;

/// The texts, in the order of [`Lang`]'s variants (Pseudo is English transformed).
const SOURCES: [&str; 3] = [include_str!("ftl/en.ftl"), include_str!("ftl/es.ftl"), include_str!("ftl/fr.ftl")];

static CURRENT: AtomicU8 = AtomicU8::new(0);
/// Set by [`fix`]: the language of this run, whatever the settings say.
static FIXED: AtomicBool = AtomicBool::new(false);

/// The language words are given in now.
pub fn current() -> Lang {
    #[cfg(test)]
    if let Some(lang) = tests::SPOKEN_HERE.with(|l| l.get()) {
        return lang;
    }
    match CURRENT.load(Ordering::Relaxed) {
        1 => Lang::Es,
        2 => Lang::Fr,
        3 => Lang::Pseudo,
        _ => Lang::En,
    }
}

/// Speak `lang` from now on (every word asked for after this), unless the run's language was
/// fixed ([`fix`]).
pub fn set(lang: Lang) {
    if !FIXED.load(Ordering::Relaxed) {
        CURRENT.store(lang.index() as u8, Ordering::Relaxed);
    }
}

/// Speak `lang` for the rest of the run, whatever the settings say (`--lang`).
pub fn fix(lang: Lang) {
    CURRENT.store(lang.index() as u8, Ordering::Relaxed);
    FIXED.store(true, Ordering::Relaxed);
}

/// The Fluent text of a language (Pseudo's is English's, transformed when it is read).
pub fn source_of(lang: Lang) -> &'static str {
    SOURCES.get(lang.index()).copied().unwrap_or(SOURCES[0])
}

/// The bundles, made on first use: one a language, Pseudo last.
fn bundles() -> &'static [FluentBundle<FluentResource>; 4] {
    static BUNDLES: OnceLock<[FluentBundle<FluentResource>; 4]> = OnceLock::new();
    BUNDLES.get_or_init(|| [bundle(Lang::En), bundle(Lang::Es), bundle(Lang::Fr), bundle(Lang::Pseudo)])
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let source = source_of(lang);
    let id: LanguageIdentifier = lang.tag().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: egui would draw them as boxes.
    bundle.set_use_isolating(false);
    // French: "de" before a name elides before a vowel ("le train d'Ana", "le train de Bert").
    let _ = bundle.add_function("DE", |positional, _| match positional.first() {
        Some(FluentValue::String(name)) => FluentValue::from(de(name)),
        _ => FluentValue::Error,
    });
    if lang == Lang::Pseudo {
        bundle.set_transform(Some(pseudo));
    }
    // A file that does not parse keeps the messages that do (the tests refuse such a file).
    let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
    let _ = bundle.add_resource(resource);
    bundle
}

/// French "de" before `name`, elided before a vowel sound.
fn de(name: &str) -> String {
    let vowel = name.chars().next().is_some_and(|c| "AEIOUYÂÊÎÔÛÉÈaeiouyâêîôûéè".contains(c));
    if vowel { format!("d'{name}") } else { format!("de {name}") }
}

/// English accented and 40% longer: "Play" → "Þlååý~".
pub(crate) fn pseudo(text: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(text.len() * 2);
    let mut letters = 0;
    for c in text.chars() {
        // Letters every face of the game's fonts has (Latin-1 and Latin Extended-A).
        let accented = match c {
            'a' => "å",
            'e' => "ē",
            'i' => "ï",
            'o' => "ø",
            'u' => "ů",
            'y' => "ý",
            'n' => "ñ",
            'c' => "ç",
            'A' => "Å",
            'E' => "Ē",
            'O' => "Ø",
            'P' => "Þ",
            'S' => "Š",
            _ => {
                out.push(c);
                if c.is_alphabetic() {
                    letters += 1;
                }
                continue;
            }
        };
        out.push_str(accented);
        letters += 1;
        // Vowels doubled: about 40% more letters in English text.
        if "aeiouAEO".contains(c) {
            out.push_str(accented);
        }
    }
    if letters > 0 && text.len() > 1 {
        out.push('~');
    }
    Cow::Owned(out)
}

/// Words made when they are read, in the language of that moment: a notice or a refusal still on
/// screen is said again in the new language when the person changes it.
#[derive(Clone)]
pub struct Phrase(std::sync::Arc<dyn Fn() -> String + Send + Sync>);

impl Phrase {
    /// The words `say` makes (asked again every time they are read).
    pub fn new(say: impl Fn() -> String + Send + Sync + 'static) -> Phrase {
        Phrase(std::sync::Arc::new(say))
    }

    /// Words that are the same in every language: a name, a server's own technical detail.
    pub fn fixed(text: impl Into<String>) -> Phrase {
        let text: String = text.into();
        Phrase::new(move || text.clone())
    }

    /// The words in the current language.
    pub fn text(&self) -> String {
        (self.0)()
    }
}

impl<F: Fn() -> String + Send + Sync + 'static> From<F> for Phrase {
    fn from(say: F) -> Phrase {
        Phrase::new(say)
    }
}

impl std::fmt::Debug for Phrase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Phrase({:?})", self.text())
    }
}

/// The message `key` in the current language, with `args`; English when the language lacks it,
/// and the key itself when English does too (the tests see that no key is missing).
pub fn tr_args(key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let lang = current();
    let bundles = bundles();
    let fluent_args = (!args.is_empty()).then(|| {
        let mut a = FluentArgs::with_capacity(args.len());
        for (k, v) in args {
            a.set(*k, v.clone());
        }
        a
    });
    for b in [&bundles[lang.index()], &bundles[0]] {
        if let Some(pattern) = b.get_message(key).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return b.format_pattern(pattern, fluent_args.as_ref(), &mut errors).into_owned();
        }
    }
    key.to_string()
}

/// The message `key` in the current language.
pub fn tr(key: &str) -> String {
    tr_args(key, &[])
}

/// The message `key` in the current language, with named arguments:
/// `t!("hand-count", name = "Ana", count = 3)`. Used as `lang::t!`, so that every use of the
/// words names their module.
macro_rules! t {
    ($key:expr) => {
        $crate::lang::tr($key)
    };
    ($key:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::lang::tr_args($key, &[$((stringify!($name), $crate::lang::FluentValue::from($value))),+])
    };
}
pub(crate) use t;

#[cfg(test)]
pub(crate) mod tests;

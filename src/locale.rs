//! Which language: the languages the game speaks, and the one a locale or the environment names.
//! (What they say is `lang`'s.)

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    #[default]
    En,
    Es,
    Fr,
    /// English accented and 40% longer, for checking layouts (never offered to players).
    Pseudo,
}

impl Lang {
    /// The languages offered to players.
    pub const OFFERED: [Lang; 3] = [Lang::En, Lang::Es, Lang::Fr];

    /// The language's own name for itself, as the language menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Fr => "Français",
            Lang::Pseudo => "Þšēēůůdøø",
        }
    }

    /// The BCP 47 tag.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Fr => "fr",
            Lang::Pseudo => "en-XA",
        }
    }

    /// The language a locale names (`es-MX`, `fr_CA.UTF-8`, `en`), if the game speaks it.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary: String = locale.trim().chars().take_while(|c| c.is_ascii_alphabetic()).collect::<String>().to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }

    /// The system's language if the game speaks it, else English.
    pub fn system() -> Lang {
        sys_locale::get_locales().find_map(|l| Lang::from_locale(&l)).unwrap_or_default()
    }

    /// The language the environment asks for (`LC_ALL`, `LC_MESSAGES`, `LANG`, as POSIX reads
    /// them), else English: the command line's messages.
    pub fn from_env() -> Lang {
        Lang::from_env_vars(|k| std::env::var(k).ok())
    }

    pub(crate) fn from_env_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|k| var(k).filter(|v| !v.is_empty()))
            .find_map(|v| Lang::from_locale(&v))
            .unwrap_or_default()
    }

    pub(crate) fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::Es => 1,
            Lang::Fr => 2,
            Lang::Pseudo => 3,
        }
    }
}

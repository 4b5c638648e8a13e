//! The built-in presets, compiled in from `presets/*.ron` so the game runs from anywhere.

use super::house_rules::HouseRules;

/// Every built-in preset: its name (used by the settings menu, config files and the command line)
/// and its RON text.
pub const PRESETS: &[(&str, &str)] = &[
    ("standard", include_str!("../../presets/standard.ron")),
    ("consensus", include_str!("../../presets/consensus.ron")),
    ("galt-1994", include_str!("../../presets/galt-1994.ron")),
    ("parsons-1994", include_str!("../../presets/parsons-1994.ron")),
    ("celko-1998", include_str!("../../presets/celko-1998.ron")),
    ("french-club", include_str!("../../presets/french-club.ron")),
];

/// The names of the built-in presets, default first.
pub fn preset_names() -> impl Iterator<Item = &'static str> {
    PRESETS.iter().map(|(name, _)| *name)
}

/// A preset that could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PresetError {
    Unknown(String),
    /// A preset file that does not parse: only possible for files given by a user.
    Parse {
        name: String,
        message: String,
    },
}

impl std::fmt::Display for PresetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PresetError::Unknown(name) => {
                // A name from a file may be anything, of any length: echo its start only.
                let shown: String = name.chars().take(40).collect();
                let cut = if shown.len() < name.len() { "…" } else { "" };
                write!(f, "no preset called {shown:?}{cut} (the presets: {})", preset_names().collect::<Vec<_>>().join(", "))
            }
            PresetError::Parse { name, message } => write!(f, "preset {name}: {message}"),
        }
    }
}

impl std::error::Error for PresetError {}

/// Parse house rules from RON text (a preset file or a user's saved rule set).
pub fn parse_rules(name: &str, text: &str) -> Result<HouseRules, PresetError> {
    ron::from_str(text).map_err(|e| PresetError::Parse { name: name.to_string(), message: e.to_string() })
}

/// The house rules of a built-in preset.
pub fn preset(name: &str) -> Result<HouseRules, PresetError> {
    let (_, text) = PRESETS.iter().find(|(n, _)| *n == name).ok_or_else(|| PresetError::Unknown(name.to_string()))?;
    parse_rules(name, text)
}

impl Default for HouseRules {
    /// The `standard` preset.
    fn default() -> Self {
        #[expect(clippy::expect_used, reason = "compiled-in file, parsed by a unit test")]
        preset("standard").expect("presets/standard.ron is valid")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_parses_and_validates() {
        for name in preset_names() {
            let rules = preset(name).unwrap_or_else(|e| panic!("{e}"));
            rules.validate().unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }

    #[test]
    fn every_file_in_presets_is_compiled_in() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/presets");
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
            assert!(preset_names().any(|n| n == stem), "{stem} is not in PRESETS");
        }
    }

    #[test]
    fn unknown_preset_lists_the_known_ones() {
        let e = preset("house").unwrap_err().to_string();
        assert!(e.contains("\"house\"") && e.contains("standard") && e.contains("french-club"));
    }
}

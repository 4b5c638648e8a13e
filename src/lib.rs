//! Mexican Train dominoes: the rules engine, computer players, the command line and (with the
//! `gui` feature) the Bevy table game.

pub mod ai;
pub mod cli;
pub mod files;
pub mod lang;
pub mod net;
pub mod rules;
pub mod setup;
pub mod table;

#[cfg(feature = "gui")]
pub mod app;
#[cfg(feature = "gui")]
pub mod audio;
#[cfg(feature = "gui")]
mod demo;
#[cfg(feature = "gui")]
pub mod frame;
#[cfg(feature = "gui")]
pub mod game;
#[cfg(feature = "gui")]
pub mod online;
#[cfg(feature = "gui")]
mod perf;
#[cfg(feature = "gui")]
pub mod replay_viewer;
#[cfg(feature = "gui")]
pub mod saving;
#[cfg(feature = "gui")]
pub mod screens;
#[cfg(feature = "gui")]
mod screenshot;
#[cfg(feature = "gui")]
pub mod toasts;
#[cfg(feature = "gui")]
pub mod ui;

#[cfg(not(feature = "gui"))]
use std::process::ExitCode;

/// Open the game window.
#[cfg(feature = "gui")]
pub fn play(window: cli::WindowArgs) -> std::process::ExitCode {
    // A crash leaves a report in the data folder, and the next start says so.
    if !(window.demo || window.perf) {
        files::crash::install_hook(files::Dirs::locate());
    }
    app::run(window)
}

/// Open the game window.
#[cfg(not(feature = "gui"))]
pub fn play(_: cli::WindowArgs) -> ExitCode {
    eprintln!(
        "mexican-train was built without the game window (the `gui` feature); \
         `simulate` and `verify` work. Build with default features to play."
    );
    ExitCode::from(2)
}

/// `docs/architecture.md` is true of the code: every module its layer table names exists, every
/// source file sits in a layer, and no module uses one from a layer above its own.
#[cfg(test)]
mod architecture {
    use std::collections::BTreeMap;
    use std::path::{Path, PathBuf};

    fn root() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
    }

    /// The layer table: module path → layer.
    fn layers() -> BTreeMap<String, u32> {
        let text = std::fs::read_to_string(root().join("docs/architecture.md")).unwrap_or_default();
        let mut out = BTreeMap::new();
        for line in text.lines() {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            let Some(layer) = cells.get(1).and_then(|c| c.parse::<u32>().ok()) else { continue };
            for module in cells.get(2).unwrap_or(&"").split(',') {
                out.insert(module.trim().trim_matches('`').to_string(), layer);
            }
        }
        out
    }

    /// Every source file below `dir`, with its module path (`table::input`; `` for lib/main).
    fn sources(dir: &Path, module: &str, out: &mut Vec<(PathBuf, String)>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        let mut entries: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
        entries.sort();
        for path in entries {
            let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
            let joined = if module.is_empty() { name.clone() } else { format!("{module}::{name}") };
            if path.is_dir() {
                sources(&path, &joined, out);
            } else if path.extension().is_some_and(|x| x == "rs") {
                let m = match name.as_str() {
                    "mod" => module.to_string(),
                    "lib" | "main" if module.is_empty() => String::new(),
                    _ => joined,
                };
                out.push((path, m));
            }
        }
    }

    /// The layer of a module path: its longest prefix in the table.
    fn layer_of(path: &str, layers: &BTreeMap<String, u32>) -> Option<u32> {
        let segments: Vec<&str> = path.split("::").collect();
        (1..=segments.len()).rev().find_map(|n| layers.get(&segments[..n].join("::")).copied())
    }

    /// The module paths a text uses through `crate::` and `super::` (groups expanded).
    fn uses(text: &str, module: &str) -> Vec<String> {
        let parent = |m: &str| m.rsplit_once("::").map_or(String::new(), |(p, _)| p.to_string());
        let mut out = Vec::new();
        let bytes = text.as_bytes();
        for (i, _) in text.match_indices("::") {
            let start = text[..i].rfind(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).map_or(0, |k| k + 1);
            if start > 0 && bytes[start - 1] == b'$' {
                continue;
            }
            let head = &text[start..i];
            if text[i + 2..].starts_with("super::") {
                continue; // the next `::` reads the whole chain
            }
            let base = if head == "crate" {
                String::new()
            } else if head.split("::").all(|s| s == "super") {
                let mut m = module.to_string();
                for _ in head.split("::") {
                    m = parent(&m);
                }
                m
            } else {
                continue;
            };
            expand(&base, &text[i + 2..], &mut out);
        }
        out
    }

    /// `rest` follows `base::`: a path, or a `{…}` group of paths.
    fn expand(base: &str, rest: &str, out: &mut Vec<String>) {
        let join = |a: &str, b: &str| if a.is_empty() { b.to_string() } else { format!("{a}::{b}") };
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(base, item.trim(), out);
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            if !item.trim().is_empty() {
                expand(base, item.trim(), out);
            }
            return;
        }
        let path: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':').collect();
        let path = path.trim_end_matches(':');
        if let Some(brace) = rest.strip_prefix(path).and_then(|r| r.strip_prefix("::")).filter(|r| r.starts_with('{')) {
            return expand(&join(base, path), brace, out);
        }
        if !path.is_empty() {
            out.push(join(base, path));
        }
    }

    #[test]
    fn the_layers_in_docs_architecture_are_the_code() {
        let layers = layers();
        assert!(layers.len() > 10, "docs/architecture.md has a layer table");
        for module in layers.keys() {
            let file = root().join("src").join(module.replace("::", "/"));
            assert!(file.with_extension("rs").exists() || file.join("mod.rs").exists(), "docs/architecture.md names `{module}`, which does not exist");
        }
        let mut files = Vec::new();
        sources(&root().join("src"), "", &mut files);
        let mut wrong = Vec::new();
        for (path, module) in &files {
            if module.is_empty() {
                continue;
            }
            let own = layer_of(module, &layers).unwrap_or_else(|| panic!("{} (`{module}`) is in no layer of docs/architecture.md", path.display()));
            let text = std::fs::read_to_string(path).unwrap_or_default();
            // A file's own unit tests may use anything.
            let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or_default();
            for used in uses(code, module) {
                if let Some(layer) = layer_of(&used, &layers)
                    && layer > own {
                        wrong.push(format!("{module} (layer {own}) uses {used} (layer {layer})"));
                    }
            }
        }
        assert!(wrong.is_empty(), "layers must only look down:\n{}", wrong.join("\n"));
    }

    /// The names of the functions in `code` whose parameters mention `needle`.
    fn fns_taking(code: &str, needle: &str) -> Vec<String> {
        code.match_indices(needle)
            .filter_map(|(at, _)| {
                let before = &code[..at];
                let f = before.rfind("fn ")?;
                // Inside the parameter list: no body opened between the `fn` and the mention.
                if before[f..].contains('{') {
                    return None;
                }
                Some(before[f + 3..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect())
            })
            .collect()
    }

    /// "The one system that changes the match" and "panels only report" are the code: no system
    /// but `Apply`'s takes the game to change it, and no panel of the UI changes the game, the
    /// hand shown, the selection or the camera.
    #[test]
    fn only_apply_changes_the_game_and_panels_only_report() {
        let mut files = Vec::new();
        sources(&root().join("src"), "", &mut files);
        let mut wrong = Vec::new();
        // (`lib.rs` holds this test, and its examples.)
        for (path, module) in files.iter().filter(|(_, m)| !m.is_empty()) {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or_default();
            for f in fns_taking(code, "ResMut<Game>") {
                if !(module == "game" && f == "apply_requests") {
                    wrong.push(format!("{module}::{f} takes ResMut<Game>"));
                }
            }
            if module.starts_with("ui") {
                for state in ["ResMut<Game>", "ResMut<HandShown>", "ResMut<CameraFit>", "ResMut<Selection>", "ResMut<Arrangement>"] {
                    for f in fns_taking(code, state) {
                        wrong.push(format!("the panel {module}::{f} takes {state}"));
                    }
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
        // And the check sees what it looks for.
        assert_eq!(fns_taking("fn apply_requests(mut game: ResMut<Game>) { x }\nfn other() { let y: ResMut<Game>; }", "ResMut<Game>"), ["apply_requests"]);
    }

    /// "The table draws from the seat's view": no system of the table or the UI reads the match
    /// but those the docs name (a new game's setup, the settings' rules, the replay's record).
    #[test]
    fn the_table_and_the_panels_read_the_view() {
        let allowed = [("ui::menu", "game_menu"), ("ui::dialogs", "game_over"), ("ui", "in_game_settings"), ("ui::replay_panel", "replay_controls")];
        let mut files = Vec::new();
        sources(&root().join("src"), "", &mut files);
        let mut wrong = Vec::new();
        let mut seen = 0;
        for (path, module) in files.iter().filter(|(_, m)| m.starts_with("ui") || m.starts_with("table")) {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or_default();
            for needle in ["Res<Game>", "Res<'w, Game>"] {
                for f in fns_taking(code, needle).into_iter().chain(code.contains(&format!("{needle},\n")).then(|| "(a SystemParam)".to_string())) {
                    seen += 1;
                    if !allowed.contains(&(module.as_str(), f.as_str())) {
                        wrong.push(format!("{module}::{f} reads the game"));
                    }
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
        assert_eq!(seen, allowed.len(), "each allowed reader is still there (else drop it from the list and the docs)");
    }

    /// "No floats in rules": the engine is whole numbers throughout, so it plays the same on
    /// every machine.
    #[test]
    fn the_rules_use_no_floating_point() {
        let mut files = Vec::new();
        sources(&root().join("src").join("rules"), "rules", &mut files);
        assert!(files.len() > 10, "the rules' files were read");
        let mut wrong = Vec::new();
        for (path, module) in &files {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            for (n, line) in code.lines().enumerate() {
                let code_part = line.split("//").next().unwrap_or_default();
                let words = code_part.split(|c: char| !(c.is_alphanumeric() || c == '_'));
                if words.into_iter().any(|w| w == "f32" || w == "f64") {
                    wrong.push(format!("{module}:{}: {}", n + 1, line.trim()));
                }
            }
        }
        assert!(wrong.is_empty(), "floating point in the rules:\n{}", wrong.join("\n"));
    }

    #[test]
    fn uses_are_read_as_module_paths() {
        let text = "use super::{Game, saving::Storage};\nuse crate::table::{art::FaceStyle, space};\nlet x = crate::ui::to_points(a);\nuse super::anim::Tween;\nuse super::super::rules::Tile;";
        let got = uses(text, "game::computer");
        assert_eq!(got, ["game::Game", "game::saving::Storage", "table::art::FaceStyle", "table::space", "ui::to_points", "game::anim::Tween", "rules::Tile"]);
        let layers: BTreeMap<String, u32> = [("table".to_string(), 9), ("table::art".to_string(), 6)].into();
        assert_eq!(layer_of("table::art::FaceStyle", &layers), Some(6));
        assert_eq!(layer_of("table::input", &layers), Some(9));
    }
}

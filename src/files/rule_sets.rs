//! Named rule sets people save: one RON file of house rules each, in `config/rules/`.

use super::damage::{FileKind, Issue, Problem, Unreadable};
use super::safe_io::{self, Loaded, Recover};
use crate::rules::house_rules::RulesPatch;
use crate::rules::{HouseRules, preset};
use std::path::{Path, PathBuf};

/// A saved rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSet {
    pub name: String,
    pub rules: HouseRules,
}

impl Recover for HouseRules {
    /// Field by field over `standard`: every field that reads is kept.
    fn recover(text: &str) -> Result<(Self, Vec<Issue>), Unreadable> {
        let (fields, cut) = safe_io::struct_fields(text)?;
        let mut rules = HouseRules::default();
        let mut issues = Vec::new();
        let mut seen = Vec::new();
        for (name, value) in &fields {
            seen.push(name.clone());
            match ron::from_str::<RulesPatch>(&format!("({name}: {value})")) {
                Ok(patch) => rules = patch.apply_to(&rules),
                Err(e) => issues.push(Issue::BadValue { field: name.clone(), detail: e.code.to_string() }),
            }
        }
        for field in crate::rules::house_rules::RULE_FIELDS.iter().map(|f| f.name) {
            // A field newer than the file takes its default (the old behaviour) without a word.
            let newer = crate::rules::house_rules::ADDED_FIELDS.contains(&field);
            if !newer && !seen.iter().any(|s| s == field) {
                issues.push(Issue::Missing { field: field.to_string() });
            }
        }
        issues.extend(cut);
        Ok((rules, issues))
    }
}

/// What rules are called: a preset's or a saved set's name, or changes made to one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesName {
    Named(String),
    Custom { based_on: String },
}

impl RulesName {
    /// Whether these are the rules called `name` (never true of changed rules).
    pub fn is(&self, name: &str) -> bool {
        matches!(self, RulesName::Named(n) if n == name)
    }
}

/// What to call `rules` that started from `name` (a preset or a saved set): that name while they
/// are unchanged, else a saved set with exactly these rules (records name only built-in presets,
/// so a game played under "Family" comes back as standard plus changes), else custom rules
/// based on `name`. The number of players is not part of a rule set.
pub fn name_of(name: &str, rules: &HouseRules, sets: &[RuleSet]) -> RulesName {
    let same = |mut candidate: HouseRules| {
        candidate.players = rules.players;
        candidate == *rules
    };
    let named = preset(name).ok().or_else(|| sets.iter().find(|s| s.name == name).map(|s| s.rules.clone()));
    if named.is_some_and(same) {
        return RulesName::Named(name.to_string());
    }
    match sets.iter().find(|s| same(s.rules.clone())) {
        Some(set) => RulesName::Named(set.name.clone()),
        None => RulesName::Custom { based_on: name.to_string() },
    }
}

/// A file name for a rule set's name: letters, digits, spaces and `-_'(),&!+` are kept, anything
/// a file system might refuse (`/`, `:`, `?`, `*`, quotes…) becomes `_`.
pub fn file_name(name: &str) -> String {
    let clean: String = name.chars().map(|c| if c.is_alphanumeric() || " -_'(),&!+".contains(c) { c } else { '_' }).collect();
    format!("{}.ron", clean.trim())
}

pub fn save(dir: &Path, name: &str, rules: &HouseRules) -> std::io::Result<PathBuf> {
    let path = dir.join(file_name(name));
    save_at(&path, name, rules)?;
    Ok(path)
}

/// Write the rule set `name` to `path`, atomically.
fn save_at(path: &Path, name: &str, rules: &HouseRules) -> std::io::Result<()> {
    let body = ron::ser::to_string_pretty(rules, ron::ser::PrettyConfig::new().indentor("    ").compact_arrays(true))
        .map_err(std::io::Error::other)?;
    safe_io::write_atomic(path, format!("// House rules \"{name}\", saved by Mexican Train.\n{body}\n").as_bytes())
}

/// Every rule set in `dir`, by name; problems with damaged files.
pub fn load_all(dir: &Path) -> (Vec<RuleSet>, Vec<Problem>) {
    let paths: Vec<PathBuf> = super::store::files_in(dir).into_iter().filter(|p| p.extension().is_some_and(|x| x == "ron")).collect();
    let mut sets = Vec::new();
    let mut problems = Vec::new();
    for path in paths {
        let name = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        // A partly read set is saved again at once, or the next start would find it gone.
        let loaded =
            safe_io::load(&path, FileKind::RuleSet(name.clone()), HouseRules::default).write_back(|rules| save_at(&path, &name, rules));
        let Loaded { value, problem, .. } = loaded;
        problems.extend(problem);
        sets.push(RuleSet { name, rules: value });
    }
    (sets, problems)
}

//! The game record, `.mtr.ron`: a complete, replayable account of a match, like PGN for chess.
//! Written by `simulate` and the game, read by `verify` and the replay viewer.

use super::action::{Action, Seat};
use super::event::RoundEnd;
use super::house_rules::RulesPatch;
use super::tile::{Pip, Tile};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt::Write;

/// The record format version this program writes and reads.
pub const FORMAT: u32 = 1;

/// Optional fields are written bare (`scores: [0, 31]`), not as `Some([0, 31])`.
fn some<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

fn bare<S: Serializer, T: Serialize>(value: &Option<T>, s: S) -> Result<S::Ok, S::Error> {
    match value {
        Some(v) => v.serialize(s),
        None => s.serialize_none(),
    }
}

/// A whole match (or the part played so far).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchRecord {
    pub format: u32,
    /// The preset the match was played under.
    pub preset: String,
    /// The house rules actually used, over the preset: `()` means the preset as it is.
    #[serde(default)]
    pub rules: RulesPatch,
    pub seats: u8,
    pub rounds: Vec<RoundRecord>,
    /// Sum of the finished rounds' scores.
    pub totals: Vec<u32>,
    /// Decided over the finished rounds; `None` while a round is unfinished or on a true tie.
    pub winner: Option<Seat>,
}

/// One round: the deal, every move, and how it ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundRecord {
    /// The hub double's pip.
    pub engine: Pip,
    /// The seat that moves first this round.
    pub first: Seat,
    /// Dealt hands, in seat order.
    pub hands: Vec<Vec<Tile>>,
    /// Draw order: the first listed is drawn first.
    pub boneyard: Vec<Tile>,
    pub moves: Vec<Move>,
    pub end: RoundEnd,
    /// Each seat's score; absent while the round is unfinished.
    #[serde(default, deserialize_with = "some", serialize_with = "bare", skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<u32>>,
}

/// One move, optionally with the legal actions the engine offered before it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Move {
    pub seat: Seat,
    pub action: Action,
    #[serde(default, deserialize_with = "some", serialize_with = "bare", skip_serializing_if = "Option::is_none")]
    pub legal: Option<Vec<Action>>,
}

/// A record file that does not parse, with where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    /// The record says it has this newer format.
    pub newer: Option<u32>,
    /// Where the RON reader stopped, in its own (technical) words.
    pub detail: String,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        if let Some(found) = self.newer {
            write!(f, "record format {found} is newer than this reader's ({FORMAT}): ")?;
        }
        f.write_str(&self.detail)
    }
}

impl std::error::Error for ParseError {}

/// The `format: N` a record's text begins with, if it says (read even when the rest does not
/// parse).
fn declared_format(text: &str) -> Option<u32> {
    let head = text.get(..text.len().min(400))?;
    let after = &head[head.find("format")? + "format".len()..];
    let digits: String = after.trim_start().strip_prefix(':')?.trim_start().chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

impl MatchRecord {
    /// Read a record from its RON text (a byte-order mark at its start is skipped). A record
    /// that does not parse and says it has a newer format is said to be from a newer version.
    pub fn parse(text: &str) -> Result<MatchRecord, ParseError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        ron::from_str(text).map_err(|e| ParseError {
            line: e.span.start.line,
            column: e.span.start.col,
            newer: declared_format(text).filter(|n| *n > FORMAT),
            detail: e.code.to_string(),
        })
    }

    /// The record as RON text, laid out for people: one move per line.
    pub fn to_ron(&self) -> String {
        let mut out = String::with_capacity(4096 + self.rounds.len() * 4096);
        let _ = self.write(&mut out);
        out
    }

    fn write(&self, o: &mut String) -> std::fmt::Result {
        writeln!(o, "MatchRecord(")?;
        writeln!(o, "    format: {},", self.format)?;
        writeln!(o, "    preset: {},", ron_string(&self.preset))?;
        writeln!(o, "    rules: {},", indent(&rules_ron(&self.rules), "    "))?;
        writeln!(o, "    seats: {},", self.seats)?;
        writeln!(o, "    rounds: [")?;
        for r in &self.rounds {
            writeln!(o, "        RoundRecord(")?;
            writeln!(o, "            engine: {},", r.engine)?;
            writeln!(o, "            first: {},", r.first)?;
            writeln!(o, "            hands: [")?;
            for h in &r.hands {
                writeln!(o, "                {},", tiles(h))?;
            }
            writeln!(o, "            ],")?;
            writeln!(o, "            boneyard: {},", tiles(&r.boneyard))?;
            writeln!(o, "            moves: [")?;
            for m in &r.moves {
                write!(o, "                (seat: {}, action: {}", m.seat, m.action)?;
                if let Some(legal) = &m.legal {
                    let list: Vec<String> = legal.iter().map(Action::to_string).collect();
                    write!(o, ", legal: [{}]", list.join(", "))?;
                }
                writeln!(o, "),")?;
            }
            writeln!(o, "            ],")?;
            let end = match r.end {
                RoundEnd::Domino { seat } => format!("Domino(seat: {seat})"),
                RoundEnd::Blocked => "Blocked".to_string(),
                RoundEnd::InProgress => "InProgress".to_string(),
            };
            writeln!(o, "            end: {end},")?;
            if let Some(scores) = &r.scores {
                writeln!(o, "            scores: {},", numbers(scores))?;
            }
            writeln!(o, "        ),")?;
        }
        writeln!(o, "    ],")?;
        writeln!(o, "    totals: {},", numbers(&self.totals))?;
        match self.winner {
            Some(w) => writeln!(o, "    winner: Some({w}),")?,
            None => writeln!(o, "    winner: None,")?,
        }
        writeln!(o, ")")
    }
}

fn tiles(ts: &[Tile]) -> String {
    let parts: Vec<String> = ts.iter().map(|t| format!("({}, {})", t.0, t.1)).collect();
    format!("[{}]", parts.join(", "))
}

fn numbers(ns: &[u32]) -> String {
    let parts: Vec<String> = ns.iter().map(u32::to_string).collect();
    format!("[{}]", parts.join(", "))
}

fn ron_string(s: &str) -> String {
    ron::to_string(s).unwrap_or_else(|_| "\"\"".to_string())
}

/// The rules block, pretty-printed by RON (it knows every field and enum).
fn rules_ron(rules: &RulesPatch) -> String {
    let config = ron::ser::PrettyConfig::new().indentor("    ").compact_arrays(true);
    ron::ser::to_string_pretty(rules, config).unwrap_or_else(|_| "()".to_string())
}

fn indent(text: &str, by: &str) -> String {
    text.lines().enumerate().fold(String::new(), |mut acc, (i, line)| {
        if i > 0 {
            acc.push('\n');
            acc.push_str(by);
        }
        acc.push_str(line);
        acc
    })
}

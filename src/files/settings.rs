//! `settings.ron`: display, sound, speed, and the last game set up.

use super::damage::{FileKind, Issue};
use super::safe_io::{self, Loaded};
use crate::game_setup::GameSetup;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The settings format this program writes.
pub const VERSION: u32 = 1;

/// Colours of the table's felt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableColour {
    #[default]
    Green,
    Blue,
    Burgundy,
    Wood,
}

impl TableColour {
    pub const ALL: [TableColour; 4] = [TableColour::Green, TableColour::Blue, TableColour::Burgundy, TableColour::Wood];

    pub fn rgb(self) -> [f32; 3] {
        match self {
            TableColour::Green => [0.09, 0.32, 0.20],
            TableColour::Blue => [0.08, 0.20, 0.36],
            TableColour::Burgundy => [0.33, 0.09, 0.13],
            TableColour::Wood => [0.36, 0.24, 0.14],
        }
    }
}

/// How the hand is sorted on screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum HandOrder {
    /// Highest number first, grouped (how people hold them).
    #[default]
    ByNumber,
    /// Heaviest first: what would cost most at the end of the round.
    ByPips,
    /// Tiles that play now first.
    PlayableFirst,
    /// The best train the hand can build on the own train, in playing order, then the spare
    /// tiles (Parsons 1994's "personal train" and "extras").
    Plan,
    /// The order the person dragged the tiles into (new tiles at the right).
    Arranged,
}

/// How tiles and the table look.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Display {
    pub numerals: bool,
    pub colour_coded: bool,
    pub colour_blind_safe: bool,
    pub table: TableColour,
    /// Size of text and panels, 0.75–2.
    pub ui_scale: f32,
    pub hand_order: HandOrder,
    /// Draw and pass for me when no tile of mine plays.
    pub draw_and_pass_for_me: bool,
    /// Play my tile for me when it is my only move.
    pub play_only_move_for_me: bool,
    /// The language words are in; `None`: the system's.
    pub language: Option<crate::locale::Lang>,
    /// The guide of a first game: each new situation explained the first time it happens.
    pub guide: bool,
    /// The guide goes off by itself when a game is finished (until the person sets it).
    pub guide_until_a_game: bool,
}

impl Default for Display {
    fn default() -> Self {
        Display {
            numerals: false,
            colour_coded: true,
            colour_blind_safe: false,
            table: TableColour::Green,
            ui_scale: 1.0,
            hand_order: HandOrder::ByNumber,
            draw_and_pass_for_me: false,
            play_only_move_for_me: false,
            language: None,
            guide: true,
            guide_until_a_game: true,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Sound {
    pub on: bool,
    /// 0–1.
    pub volume: f32,
}

impl Default for Sound {
    fn default() -> Self {
        Sound { on: true, volume: 0.35 }
    }
}

/// How fast computer players move and tiles glide.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
}

impl Speed {
    pub const ALL: [Speed; 3] = [Speed::Slow, Speed::Normal, Speed::Fast];

    /// Seconds a computer player waits after a move.
    pub fn computer_delay(self) -> f32 {
        match self {
            Speed::Slow => 1.4,
            Speed::Normal => 0.7,
            Speed::Fast => 0.25,
        }
    }

    /// Animation speed factor.
    pub fn animation(self) -> f32 {
        match self {
            Speed::Slow => 0.6,
            Speed::Normal => 1.0,
            Speed::Fast => 2.0,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub version: u32,
    pub display: Display,
    pub sound: Sound,
    pub speed: Speed,
    /// The game set up last time (its seed is not used again).
    pub new_game: GameSetup,
    /// Online play: the server, and the name given there (files from before it have none).
    #[serde(default)]
    pub online: OnlinePlay,
    /// *Learn to play*: the lessons taken to their end (files from before it have none).
    #[serde(default)]
    pub learning: Learning,
}

/// What the person has learnt: the lessons taken to their end, by name (`learn::lessons`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Learning {
    pub done: Vec<String>,
}

impl Learning {
    pub fn is_done(&self, lesson: &str) -> bool {
        self.done.iter().any(|d| d == lesson)
    }

    /// `lesson` ticked (once).
    pub fn tick(&mut self, lesson: &str) {
        if !self.is_done(lesson) {
            self.done.push(lesson.to_string());
        }
    }
}

/// The settings a new player starts with, as the game writes a settings file, built into the
/// game: a packager or a club changes them there without reading Rust.
const NEW_PLAYER: &str = include_str!("../../config/new-player.ron");

impl Default for Settings {
    /// A new player's settings: `config/new-player.ron`. (The file is part of the build: a test
    /// reads it whole in every run. A build whose file did not read would say so and start from
    /// [`Settings::built_in`].)
    fn default() -> Self {
        static NEW_PLAYERS: std::sync::LazyLock<Settings> = std::sync::LazyLock::new(|| match Settings::new_player(NEW_PLAYER) {
            Ok(settings) => settings,
            Err(why) => {
                eprintln!("config/new-player.ron cannot be read ({why}): the game's own defaults are used");
                Settings::built_in()
            }
        });
        NEW_PLAYERS.clone()
    }
}

impl Settings {
    /// A new player's settings from `text` (`config/new-player.ron`), in their ranges.
    fn new_player(text: &str) -> Result<Settings, ron::error::SpannedError> {
        let mut settings = ron::from_str::<Settings>(text)?.clamped();
        settings.version = VERSION;
        Ok(settings)
    }

    /// The values the code gives each setting: what a field missing from a settings file takes
    /// (below the top level; at the top level, a new player's).
    fn built_in() -> Settings {
        Settings {
            version: VERSION,
            display: Display::default(),
            sound: Sound::default(),
            speed: Speed::default(),
            new_game: GameSetup::default(),
            online: OnlinePlay::default(),
            learning: Learning::default(),
        }
    }
}

crate::files::safe_io::recover_fields!(Settings, Settings::default(), [version, display, sound, speed, new_game, online, learning]);

/// Where online games are played, and as whom.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OnlinePlay {
    /// The server's address as typed: `localhost:7777` runs on this computer or the house's
    /// network; `ws://…` or `wss://…` for one behind a proxy.
    pub server: String,
    /// The name the others see.
    pub name: String,
    /// The seats of matches not yet over, hosted or joined, to come back to (*Your tables* on the
    /// title), the latest last.
    pub seats: Vec<KeptSeat>,
    /// The one seat kept by versions before *Your tables*: read into `seats`, never written.
    #[serde(skip_serializing)]
    pub seat: Option<KeptSeat>,
    /// A relay of one's own for hosted tables (`https://…`); empty: the public relays.
    pub relay: String,
    /// At a hosted table, a friend away on their turn is waited for so many seconds, then a
    /// computer plays for them until they are back (0: waited for as long as it takes).
    pub cover_after: u32,
    /// A hosted table shows in the *Play online* window of games on the same home network (its
    /// host's name and its room: whoever is on the network can sit down, as with the invite).
    pub nearby: bool,
}

/// How long a hosted table waits for a friend away on their turn unless the host says otherwise.
pub const COVER_AFTER: u32 = 90;

/// A seat at a server's table: where, which room, and the token that brings its person back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptSeat {
    /// The server's address, or the hosted table's (`mexican-train://table/…`).
    pub server: String,
    pub code: String,
    pub token: String,
    /// The table is this game's own: opening it again starts it before sitting down.
    #[serde(default)]
    pub hosted: bool,
    /// The host's name, as the lobby last said ("Ana's table"; empty before it was heard).
    #[serde(default)]
    pub host: String,
}

/// Seats a person keeps at most: the oldest is forgotten beyond (a match long abandoned).
pub const MOST_SEATS_KEPT: usize = 8;

impl OnlinePlay {
    /// Keep `seat` (again: in the place of the same seat, found by its token or its room), the
    /// latest last.
    pub fn keep(&mut self, seat: KeptSeat) {
        self.seats.retain(|k| k.token != seat.token && !(k.server == seat.server && k.code == seat.code));
        self.seats.push(seat);
        if self.seats.len() > MOST_SEATS_KEPT {
            self.seats.remove(0);
        }
    }

    /// Forget the seat with this token.
    pub fn forget(&mut self, token: &str) {
        self.seats.retain(|k| k.token != token);
    }
}

impl Default for OnlinePlay {
    fn default() -> Self {
        OnlinePlay {
            server: "localhost:7777".into(),
            name: String::new(),
            seats: Vec::new(),
            seat: None,
            relay: String::new(),
            cover_after: COVER_AFTER,
            nearby: true,
        }
    }
}

impl Settings {
    /// The file's text, or why it cannot be written (then nothing is written).
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        let config = ron::ser::PrettyConfig::new().indentor("    ").compact_arrays(true).struct_names(true);
        let body = ron::ser::to_string_pretty(self, config)?;
        Ok(format!("// Mexican Train settings. Edit with care: a file that cannot be read is set aside.\n{body}\n"))
    }

    /// Keep values in their ranges (a hand-edited file may not).
    fn clamped(mut self) -> Settings {
        self.display.ui_scale = if self.display.ui_scale.is_finite() { self.display.ui_scale.clamp(0.75, 2.0) } else { 1.0 };
        self.sound.volume = if self.sound.volume.is_finite() { self.sound.volume.clamp(0.0, 1.0) } else { 0.35 };
        // The one seat an older version kept joins the list.
        if let Some(seat) = self.online.seat.take()
            && !self.online.seats.iter().any(|k| k.token == seat.token)
        {
            self.online.seats.insert(0, seat);
        }
        self
    }
}

/// Read the settings; see [`safe_io::load`] for what happens to a damaged file.
pub fn load(path: &Path) -> Loaded<Settings> {
    let mut loaded = safe_io::load_checked(path, FileKind::Settings, Settings::default, |s: &Settings| {
        (s.version > VERSION).then_some(Issue::Newer { format: s.version })
    });
    loaded.value = loaded.value.clamped();
    loaded.value.version = VERSION;
    // What was read is saved again at once (the original is kept aside as `*.bad`), or the next
    // start would find no settings and say nothing.
    loaded.write_back(|s| save(path, s))
}

pub fn save(path: &Path, settings: &Settings) -> std::io::Result<()> {
    safe_io::write_atomic(path, settings.to_ron().map_err(std::io::Error::other)?.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A settings file's text without its comment lines and its spacing.
    fn bare(text: &str) -> String {
        text.lines().filter(|l| !l.trim_start().starts_with("//")).flat_map(|l| l.chars().filter(|c| !c.is_whitespace())).collect()
    }

    /// `config/new-player.ron` reads whole: it is a new player's settings, spelt out as the game
    /// writes a settings file (every setting there, nothing else: only its comments and spacing
    /// may differ), at this format's version, and it reads back the same once written.
    #[test]
    fn config_new_player_ron_is_a_whole_settings_file() {
        let new = Settings::new_player(NEW_PLAYER).unwrap_or_else(|why| panic!("config/new-player.ron: {why}"));
        assert_eq!(Settings::default(), new);
        let written = new.to_ron().expect("written");
        assert_eq!(bare(NEW_PLAYER), bare(&written), "config/new-player.ron as the game writes it:\n{written}");
        assert_eq!(Settings::new_player(&written).ok(), Some(new.clone()));
        assert!(NEW_PLAYER.contains(&format!("version: {VERSION},")), "the file is at version {VERSION}");
    }

    /// A file with a setting left out, or a stranger, is refused, and the game starts from its
    /// own values (it says why; nothing panics).
    #[test]
    fn a_new_player_file_that_does_not_read_is_refused() {
        let cut = NEW_PLAYER.replace("speed: Normal,", "");
        assert!(Settings::new_player(&cut).is_err(), "a setting left out");
        let broken = NEW_PLAYER.replace("speed: Normal,", "speed: Warp,");
        assert!(Settings::new_player(&broken).is_err(), "a value the game has not");
    }
}

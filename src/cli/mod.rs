//! The command line: the game window (default), `simulate`, `verify`, `serve` and `review`.

pub mod console;
pub mod page;
mod review;
#[cfg(not(target_family = "wasm"))]
mod serve;
mod simulate;
mod verify;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

pub use review::ReviewArgs;
#[cfg(not(target_family = "wasm"))]
pub use serve::ServeArgs;
pub use simulate::SimulateArgs;
pub use verify::VerifyArgs;

#[derive(Parser, Debug)]
#[command(name = "mexican-train", version, about = "Mexican Train dominoes", args_conflicts_with_subcommands = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub window: WindowArgs,
}

/// Options of the game window.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct WindowArgs {
    /// A game record (.mtr.ron) to watch in the replay viewer (what a file manager passes when
    /// one is double-clicked, also as a `file://` URL), or an invite to a table
    /// (`mexican-train://join/…`, what a browser or a chat passes when one is clicked).
    #[arg(value_name = "RECORD")]
    pub record: Option<PathBuf>,
    /// Render a real window, save a screenshot to PATH after --frames frames, and exit.
    #[arg(long, value_name = "PATH")]
    pub screenshot: Option<PathBuf>,
    /// Frames to render before the screenshot.
    #[arg(long, default_value_t = 60, requires = "screenshot")]
    pub frames: u32,
    /// Deal a seeded game and let computer players make a few moves first.
    #[arg(long)]
    pub demo: bool,
    /// Seats at the demo's table (you and computers).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=8), requires = "demo")]
    pub demo_players: u8,
    /// Moves played before the demo's table is shown (then on to your turn): few for early in a
    /// round, many for late.
    #[arg(long, default_value_t = 40, requires = "demo")]
    pub demo_moves: usize,
    /// A RON file of house-rule fields to change for the demo's game, as `simulate --rules`
    /// (e.g. `(branching: AfterCover, blanks_wild: true)`).
    #[arg(long, value_name = "FILE", value_parser = read_rules_patch, requires = "demo")]
    pub demo_rules: Option<crate::rules::RulesPatch>,
    /// What the demo shows: on the title, `title` itself, `settings` (the Rules tab),
    /// `players`, `display`, `how-to-play`, `replays`, `statistics` or `online` (the Play online
    /// window); over its game, `round-over` (the round played to its end), `game-over` (the
    /// match played to its end), `menu`, `hot-seat` (two people at the screen: the cover),
    /// `dropped-record` (a record dropped on the window), `played-for-you` (back at a table: what a
    /// computer played for you), `invited` (an invite clicked while
    /// playing) or `table-in-words` (as a screen reader's user has it); `review`: the first
    /// round's review in the replay viewer; `practice`: its costliest move tried again, played to
    /// the round's end; `quit`: the question before closing with friends at your table.
    #[arg(long, value_name = "WHAT", value_parser = DEMO_SHOWS, requires = "demo")]
    pub demo_show: Option<String>,
    /// With --screenshot: check the words of what is drawn on the screenshot's frame (none
    /// leaves the window or lies over another; every control has a name a screen reader can
    /// say) and fail, naming each, if any is wrong.
    #[arg(long, requires = "screenshot")]
    pub check_layout: bool,
    /// With --screenshot: after the last frame, write what the table shows as JSON to PATH
    /// (tiles on the table, tiles drawn whole, the shortest on screen, overlapping pairs, the
    /// largest move of a tile already laid; logical pixels).
    #[arg(long, value_name = "PATH", requires = "screenshot")]
    pub table_report: Option<PathBuf>,
    /// The language of this run, over the setting: `en`, `es`, `fr`, or `pseudo` (English
    /// accented and 40% longer, for checking that every text fits).
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<crate::lang::Lang>,
    /// The window's size in logical pixels, as WIDTHxHEIGHT.
    #[arg(long, value_name = "WxH", default_value = "1280x720", value_parser = parse_size)]
    pub size: (u32, u32),
    /// Deal the first game started from the title from this seed: the same deal on every
    /// system (a browser takes it from the page's address, `?seed=N`).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Measure a busy 8-seat table played by computers, print the figures and exit.
    #[arg(long, conflicts_with = "demo")]
    pub perf: bool,
}

/// What `--demo-show` can show (see its help).
pub const DEMO_SHOWS: [&str; 31] = [
    "title",
    "settings",
    "players",
    "display",
    "how-to-play",
    "replays",
    "statistics",
    "online",
    "round-over",
    "round-review",
    "game-over",
    "menu",
    "hot-seat",
    "dropped-record",
    "invited",
    "played-for-you",
    "table-in-words",
    "quit",
    "tables",
    "review",
    "practice",
    "lessons",
    "learn",
    "learn-2",
    "learn-3",
    "learn-4",
    "learn-5",
    "learn-6",
    "learn-over",
    "learn-rule",
    "learn-wrong",
];

/// A value given on the command line that cannot be used, worded for the person (clap prints
/// it after the argument's name).
#[derive(Debug)]
pub enum BadArgument {
    /// The file could not be read (the system's words).
    CannotRead {
        file: String,
        why: String,
    },
    /// The file is no RON of house rules (with its line and column).
    RulesFile {
        file: String,
        why: Box<ron::error::SpannedError>,
    },
    /// Not `WIDTHxHEIGHT`.
    Size(String),
    SizeOutOfRange {
        width: u32,
        height: u32,
    },
    /// A language the game does not speak.
    Lang(String),
}

impl std::fmt::Display for BadArgument {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::lang::t;
        let text = match self {
            BadArgument::CannotRead { file, why } => t!("cli-read-file", file = file.as_str(), why = why.as_str()),
            BadArgument::RulesFile { file, why } => format!("{file}:{why}"),
            BadArgument::Size(size) => t!("cli-bad-size", size = size.as_str()),
            BadArgument::SizeOutOfRange { width, height } => t!("cli-size-out-of-range", size = format!("{width}x{height}")),
            BadArgument::Lang(lang) => t!("cli-bad-lang", lang = lang.as_str()),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for BadArgument {}

/// A file of house-rule fields, read and parsed (with the file's name, line and column if not).
pub fn read_rules_patch(path: &str) -> Result<crate::rules::RulesPatch, BadArgument> {
    let cannot_read = |why: String| BadArgument::CannotRead { file: path.to_string(), why };
    let bytes = crate::files::safe_io::read_limited(std::path::Path::new(path), crate::files::safe_io::MAX_FILE)
        .map_err(|e| cannot_read(e.to_string()))?;
    let text = crate::files::safe_io::text_of(bytes).map_err(|e| cannot_read(e.to_string()))?;
    ron::from_str(&text).map_err(|why| BadArgument::RulesFile { file: path.to_string(), why: Box::new(why) })
}

/// `1920x1080` as (1920, 1080).
fn parse_size(text: &str) -> Result<(u32, u32), BadArgument> {
    let bad = || BadArgument::Size(text.to_string());
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let (width, height): (u32, u32) = (w.trim().parse().map_err(|_| bad())?, h.trim().parse().map_err(|_| bad())?);
    if !(320..=8192).contains(&width) || !(240..=8192).contains(&height) {
        return Err(BadArgument::SizeOutOfRange { width, height });
    }
    Ok((width, height))
}

/// The command line, its help in the language the environment names (`LANG`; English
/// otherwise): each command's description and every argument's words (`cli-about-…`,
/// `cli-help-…`), the headings, and the help and version flags' own lines. Clap's usage line,
/// its `[default: …]` and its own error messages stay as clap writes them.
pub fn command() -> clap::Command {
    use clap::CommandFactory;
    crate::lang::set(crate::lang::Lang::from_env());
    localized_tree(Cli::command()).disable_version_flag(true).disable_help_subcommand(true).arg(
        clap::Arg::new("version")
            .short('V')
            .long("version")
            .action(clap::ArgAction::Version)
            .help(crate::lang::t!("cli-help-version"))
            .help_heading(crate::lang::t!("cli-heading-options")),
    )
}

/// The game's command and its subcommands, each with its words from the Fluent texts.
fn localized_tree(cmd: clap::Command) -> clap::Command {
    localized(cmd, None).mut_subcommands(|sub| {
        let name = sub.get_name().to_string();
        localized(sub, Some(&name))
    })
}

/// The Fluent key of a command's argument: `cli-help-demo-players`, `cli-help-simulate-ai`.
fn help_key(command: Option<&str>, arg: &str) -> String {
    let arg = arg.replace('_', "-");
    match command {
        Some(command) => format!("cli-help-{command}-{arg}"),
        None => format!("cli-help-{arg}"),
    }
}

/// One command (`None`: the game's own) with its words from the Fluent texts.
fn localized(cmd: clap::Command, name: Option<&str>) -> clap::Command {
    use crate::lang::t;
    let about = name.map_or_else(|| "cli-about".to_string(), |n| format!("cli-about-{n}"));
    let mut cmd = cmd
        .about(crate::lang::tr(&about))
        .help_template(format!("{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}", t!("cli-usage")))
        .subcommand_help_heading(t!("cli-heading-commands"))
        .disable_help_flag(true)
        .arg(clap::Arg::new("help").short('h').long("help").action(clap::ArgAction::Help).help(t!("cli-help-help")));
    let ids: Vec<String> = cmd.get_arguments().map(|a| a.get_id().to_string()).filter(|id| id != "help").collect();
    for id in ids {
        let key = help_key(name, &id);
        cmd = cmd.mut_arg(&id, |a| {
            let heading = if a.is_positional() { t!("cli-heading-arguments") } else { t!("cli-heading-options") };
            a.help(crate::lang::tr(&key)).help_heading(heading)
        });
    }
    cmd.mut_arg("help", |a| a.help_heading(t!("cli-heading-options")))
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play computer players against each other, headless, and print a summary.
    Simulate(SimulateArgs),
    /// Replay game records (.mtr.ron) under their rules and check every move.
    Verify(VerifyArgs),
    /// Run a game server for online play (rooms with a code), headless.
    #[cfg(not(target_family = "wasm"))]
    Serve(ServeArgs),
    /// Review a seat's moves in a game record: which cost points, and how much was luck.
    Review(ReviewArgs),
}

/// Run a subcommand; `None` means: open the game window (the caller's job).
pub fn run(command: Command) -> ExitCode {
    // The command line speaks English unless the environment (`LANG`) asks for another language.
    crate::lang::set(crate::lang::Lang::from_env());
    match command {
        Command::Simulate(args) => simulate::run(&args),
        Command::Verify(args) => verify::run(&args),
        #[cfg(not(target_family = "wasm"))]
        Command::Serve(args) => serve::run(&args),
        Command::Review(args) => review::run(&args),
    }
}

fn parse_lang(s: &str) -> Result<crate::lang::Lang, BadArgument> {
    match s {
        "pseudo" => Ok(crate::lang::Lang::Pseudo),
        _ => crate::lang::Lang::from_locale(s).ok_or_else(|| BadArgument::Lang(s.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every argument of every command has its words in the Fluent texts (so none is left in
    /// English), and the help reads in the language asked for.
    #[test]
    fn the_help_has_words_for_every_argument_in_each_language() {
        use crate::lang::{Lang, tests::speak};
        use clap::CommandFactory;
        fn every_help(cmd: &clap::Command, out: &mut Vec<(String, String)>) {
            for arg in cmd.get_arguments() {
                out.push((format!("{} {}", cmd.get_name(), arg.get_id()), arg.get_help().map(ToString::to_string).unwrap_or_default()));
            }
            for sub in cmd.get_subcommands() {
                every_help(sub, out);
            }
        }
        for lang in [Lang::En, Lang::Es, Lang::Fr] {
            speak(lang);
            let mut cmd = localized_tree(Cli::command());
            let mut helps = Vec::new();
            every_help(&cmd, &mut helps);
            assert!(helps.len() >= 40, "{helps:?}");
            for (arg, help) in &helps {
                assert!(!help.is_empty() && !help.starts_with("cli-help-"), "{lang:?}: {arg} has no words of its own: {help:?}");
            }
            let text = cmd.render_help().to_string();
            let sim = cmd.find_subcommand_mut("simulate").map(|s| s.render_help().to_string()).unwrap_or_default();
            match lang {
                Lang::Es => assert!(
                    text.contains("Opciones:") && text.contains("Órdenes:") && sim.contains("Semilla del primer reparto"),
                    "{text}\n{sim}"
                ),
                Lang::Fr => assert!(text.contains("Utilisation") && sim.contains("Graine de la première donne"), "{text}\n{sim}"),
                _ => assert!(text.contains("Usage: ") && sim.contains("Seed of the first deal"), "{text}\n{sim}"),
            }
        }
        speak(Lang::En);
    }

    #[test]
    fn a_file_given_alone_is_a_record_to_watch_and_subcommands_still_parse() {
        let cli = Cli::try_parse_from(["mexican-train", "/home/ana/Sunday.mtr.ron"]).expect("a record path parses");
        assert!(cli.command.is_none());
        assert_eq!(cli.window.record, Some(PathBuf::from("/home/ana/Sunday.mtr.ron")));
        let cli = Cli::try_parse_from(["mexican-train", "verify", "a.mtr.ron"]).expect("verify parses");
        assert!(matches!(cli.command, Some(Command::Verify(_))));
        assert!(Cli::try_parse_from(["mexican-train"]).expect("no arguments").window.record.is_none());
        // An invite clicked in a chat arrives the same way, and is told from a record.
        let link =
            "mexican-train://join/ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c/K7PM-4QRT?relay=https://r.example.org./";
        let cli = Cli::try_parse_from(["mexican-train", link]).expect("an invite parses");
        let given = cli.window.record.expect("given");
        assert!(crate::net::link::is_table_address(&given.to_string_lossy()));
        assert_eq!(crate::net::link::TableAddress::parse(&given.to_string_lossy()).map(|t| t.code), Ok(Some("K7PM-4QRT".to_string())));
    }

    #[test]
    fn window_sizes_and_demo_tables_parse_and_nonsense_is_refused() {
        assert_eq!(Cli::try_parse_from(["mexican-train"]).expect("defaults").window.size, (1280, 720));
        let cli = Cli::try_parse_from(["mexican-train", "--demo", "--demo-players", "8", "--demo-moves", "150", "--size", "1920x1080"])
            .expect("parses");
        assert_eq!((cli.window.demo_players, cli.window.demo_moves, cli.window.size), (8, 150, (1920, 1080)));
        let cli = Cli::try_parse_from(["mexican-train", "--demo", "--demo-show", "round-over"]).expect("parses");
        assert_eq!(cli.window.demo_show.as_deref(), Some("round-over"));
        assert!(
            Cli::try_parse_from(["mexican-train", "--demo", "--demo-rules", "/no/such/rules.ron"]).is_err(),
            "a rules file that is not there is refused"
        );
        for bad in [["--size", "big"], ["--size", "10x10"], ["--demo-players", "9"], ["--demo-show", "everything"]] {
            let args = ["mexican-train", "--demo", bad[0], bad[1]];
            assert!(Cli::try_parse_from(args).is_err(), "{bad:?} refused");
        }
    }
}

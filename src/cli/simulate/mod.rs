//! `mexican-train simulate`: computer players against each other, headless, to measure speed and
//! strength. Matches run on every core (each match is seeded: the results do not depend on how
//! many ran at once). With `--rotate` every deal is played once for every rotation of the seat
//! list, so each player sits in every seat on the same deals. Long runs show their progress on a
//! terminal and stop cleanly on Ctrl-C with the summary so far; records are named so that no run
//! overwrites another's, and an existing record is never replaced unless asked.

mod schedule;
mod tally;

use crate::ai::{Bot, Budget, Level, UnknownLevel};
use crate::files::safe_io::{self, write_atomic};
use crate::lang::{refusal, t};
use crate::rules::house_rules::RulesPatch;
use crate::rules::rng::fnv1a;
use crate::rules::{HouseRules, Match, RoundEnd, preset};
use schedule::{play_all, threads};
use std::fs;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;
use tally::{Tally, Times, json, print_summary};

#[derive(clap::Args, Debug, Clone)]
pub struct SimulateArgs {
    /// Rule preset (standard, consensus, galt-1994, parsons-1994, celko-1998, french-club).
    #[arg(long, default_value = "standard")]
    pub preset: String,
    /// A RON file of house-rule fields to change on top of the preset, e.g. `(blanks_wild: true)`.
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    /// Number of players (default: the preset's).
    #[arg(long)]
    pub players: Option<u8>,
    /// Domino set by its top double: 6, 9, 12, 15, 18 (default: the preset's).
    #[arg(long)]
    pub set: Option<u8>,
    /// Seed of the first deal; deal g uses seed + g.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Number of deals (matches; with --rotate, each deal is played once per seat).
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// Computer player for every seat, or a comma list with one per seat: random (or easy),
    /// greedy, normal, hard.
    #[arg(long, default_value = "random")]
    pub ai: String,
    /// Play every deal once for every rotation of the seat list.
    #[arg(long)]
    pub rotate: bool,
    /// Search players play exactly N playouts a decision (seeded: repeatable), instead of
    /// thinking for 200 ms.
    #[arg(long, value_name = "N")]
    pub playouts: Option<u32>,
    /// Matches played at once (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print one JSON object (for scripts) instead of the table.
    #[arg(long)]
    pub json: bool,
    /// Write one record per match into DIR (named by preset, players, set, seed and a digest of
    /// the rules and players, so different runs never share a name).
    #[arg(long, value_name = "DIR")]
    pub record: Option<PathBuf>,
    /// With --record: replace records already in DIR from an earlier run with the same settings.
    #[arg(long, requires = "record")]
    pub overwrite: bool,
    /// With --record: include the legal action list before every move.
    #[arg(long, requires = "record")]
    pub legal: bool,
}

fn fail(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("mexican-train simulate: {message}");
    ExitCode::from(2)
}

/// Why a run cannot start, or stopped: worded for the person running it (`Display`, in the
/// language `LANG` names).
#[derive(Debug)]
pub enum SimulateError {
    Preset(crate::rules::presets::PresetError),
    /// The rules file could not be read (the system's words).
    CannotRead {
        path: PathBuf,
        why: String,
    },
    /// The rules file is no RON of house rules.
    RulesFile {
        path: PathBuf,
        why: Box<ron::error::SpannedError>,
    },
    Rules(crate::rules::InvalidRules),
    UnknownAi(UnknownLevel),
    AiCount {
        n: usize,
        seats: u8,
    },
    ThreadsZero,
    /// A record of that name is there already (and `--overwrite` was not given).
    RecordTaken(PathBuf),
    NoRecord {
        index: usize,
    },
    CannotWrite {
        path: PathBuf,
        why: std::io::Error,
        kept: u64,
    },
    /// A seed's match cannot be dealt.
    Seed {
        seed: u64,
        why: crate::rules::InvalidRules,
    },
    /// A computer player chose a move by an index the legal list does not have.
    BadChoice {
        seed: u64,
        index: usize,
    },
    EngineRefused {
        seed: u64,
        action: crate::rules::Action,
        why: crate::rules::RuleError,
    },
}

impl std::fmt::Display for SimulateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            SimulateError::Preset(e) => refusal::preset_error(e),
            SimulateError::CannotRead { path, why } => t!("cli-read-file", file = path.display().to_string(), why = why.as_str()),
            SimulateError::RulesFile { path, why } => format!("{}:{why}", path.display()),
            SimulateError::Rules(e) => refusal::invalid(e),
            SimulateError::UnknownAi(e) => {
                let known: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                t!("cli-unknown-ai", name = e.0.as_str(), known = known.join(", "))
            }
            SimulateError::AiCount { n, seats } => t!("cli-ai-count", n = *n, seats = *seats),
            SimulateError::ThreadsZero => t!("cli-threads-zero"),
            SimulateError::RecordTaken(path) => t!("cli-stopped", why = taken(path)),
            SimulateError::NoRecord { index } => t!("cli-no-record", index = *index),
            SimulateError::CannotWrite { path, why, kept } => {
                t!("cli-cannot-write", file = path.display().to_string(), why = why.to_string(), kept = *kept)
            }
            SimulateError::Seed { seed, why } => t!("cli-seed", seed = seed.to_string(), why = refusal::invalid(why)),
            SimulateError::BadChoice { seed, index } => t!("cli-bad-choice", seed = seed.to_string(), index = *index),
            SimulateError::EngineRefused { seed, action, why } => {
                t!("cli-engine-refused", seed = seed.to_string(), action = action.to_string(), why = refusal::refusal_by_seat(why))
            }
        };
        f.write_str(&text)
    }
}

impl std::error::Error for SimulateError {}

/// The rules the arguments describe, or why not.
pub fn rules_from(args: &SimulateArgs) -> Result<HouseRules, SimulateError> {
    let mut rules = preset(&args.preset).map_err(SimulateError::Preset)?;
    if let Some(path) = &args.rules {
        let cannot_read = |why: String| SimulateError::CannotRead { path: path.clone(), why };
        let bytes = safe_io::read_limited(path, safe_io::MAX_FILE).map_err(|e| cannot_read(e.to_string()))?;
        let text = safe_io::text_of(bytes).map_err(|e| cannot_read(e.to_string()))?;
        let patch: RulesPatch = ron::from_str(&text).map_err(|why| SimulateError::RulesFile { path: path.clone(), why: Box::new(why) })?;
        rules = patch.apply_to(&rules);
    }
    if let Some(p) = args.players {
        rules.players = p;
    }
    if let Some(s) = args.set {
        rules.set = s;
    }
    rules.validate().map_err(SimulateError::Rules)?;
    Ok(rules)
}

fn levels(spec: &str, seats: u8) -> Result<Vec<Level>, SimulateError> {
    let levels: Vec<Level> = spec.split(',').map(|s| s.trim().parse()).collect::<Result<_, _>>().map_err(SimulateError::UnknownAi)?;
    match levels.len() {
        1 => Ok(vec![levels[0]; seats as usize]),
        n if n == seats as usize => Ok(levels),
        n => Err(SimulateError::AiCount { n, seats }),
    }
}

/// Where a match's record goes: `standard-4p-d12-seed-17-3fa2b9c0.mtr.ron` (a rotation adds
/// `-r1`, …). The digest covers the full rules and the players (in their seats).
pub fn record_name(preset: &str, rules: &HouseRules, levels: &[Level], seed: u64, rotation: usize) -> String {
    let names: Vec<&str> = levels.iter().map(|l| l.name()).collect();
    let rules_text = ron::to_string(&RulesPatch::full(rules)).unwrap_or_default();
    let digest = fnv1a(format!("{rules_text}|{}", names.join(",")).as_bytes()) as u32;
    let turn = if rotation > 0 { format!("-r{rotation}") } else { String::new() };
    format!("{preset}-{}p-d{}-seed-{seed}{turn}-{digest:08x}.mtr.ron", rules.players, rules.set)
}

/// One match to play: a deal, and the players in their seats.
#[derive(Clone)]
struct Job {
    seed: u64,
    rotation: usize,
    seats: Vec<Level>,
}

/// Every match of the run, numbered: deal after deal, each in every rotation asked for.
struct Jobs {
    seed: u64,
    games: u64,
    rotations: usize,
    levels: Vec<Level>,
}

impl Jobs {
    fn len(&self) -> usize {
        (self.games as usize).saturating_mul(self.rotations)
    }

    fn get(&self, i: usize) -> Job {
        let (g, r) = (i / self.rotations, i % self.rotations);
        let n = self.levels.len();
        Job { seed: self.seed.wrapping_add(g as u64), rotation: r, seats: (0..n).map(|s| self.levels[(s + r) % n]).collect() }
    }
}

/// What a player keeps of a finished match besides its tally.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keeping {
    Tally,
    /// Its record, with each move's legal list or without.
    Record {
        legal: bool,
    },
}

/// What one match came to.
struct Outcome {
    index: usize,
    /// Each seat's points over the match.
    totals: Vec<u32>,
    /// The match's record as written to a file, when the run records (made by the player, so
    /// the match itself is dropped on its own thread).
    record: Option<String>,
    /// Each round's scores, seat by seat.
    rounds: Vec<Vec<u32>>,
    blocked: u64,
    moves: u64,
    /// The share of the match each seat won (1 alone, shared on a tie the tie-break leaves).
    wins: Vec<f64>,
    /// How long each seat's decisions took (only decisions with a choice, by levels that think).
    decisions: Vec<Times>,
}

pub fn run(args: &SimulateArgs) -> ExitCode {
    let rules = match rules_from(args) {
        Ok(r) => r,
        Err(e) => return fail(e),
    };
    let seats = rules.players;
    let levels = match levels(&args.ai, seats) {
        Ok(l) => l,
        Err(e) => return fail(e),
    };
    // Ctrl-C stops at once: the matches under way are dropped, those finished are kept (and
    // recorded), and the summary so far is printed; a second Ctrl-C quits without waiting.
    let stop = Arc::new(AtomicBool::new(false));
    // (A browser has no Ctrl-C: the web build runs no command.)
    #[cfg(not(target_family = "wasm"))]
    {
        let flag = stop.clone();
        let _ = ctrlc::set_handler(move || {
            if flag.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
            eprintln!("\n{}", t!("cli-stopping"));
        });
    }
    let threads = match threads(args.threads) {
        Ok(t) => t,
        Err(e) => return fail(e),
    };
    let jobs = Jobs { seed: args.seed, games: args.games, rotations: if args.rotate { seats as usize } else { 1 }, levels: levels.clone() };
    if let Some(dir) = &args.record {
        if let Err(e) = fs::create_dir_all(dir) {
            return fail(t!("cli-cannot-create", dir = dir.display().to_string(), why = e.to_string()));
        }
        // An earlier run with the same settings is found at its first record (each later one is
        // checked as it is written).
        if jobs.len() > 0 && !args.overwrite {
            let first = jobs.get(0);
            let path = dir.join(record_name(&args.preset, &rules, &first.seats, first.seed, first.rotation));
            if path.exists() {
                return fail(taken(&path));
            }
        }
    }
    if !args.json {
        let ai: Vec<&str> = levels.iter().map(|l| l.name()).collect();
        let rotate = if args.rotate { "yes" } else { "no" };
        let head = t!(
            "cli-simulate-head",
            preset = args.preset.as_str(),
            players = seats,
            set = rules.set,
            // Counts past 2^53 (a run "forever") written whole, not as Fluent's floating point.
            games = args.games.to_string(),
            seed = args.seed.to_string(),
            rotate = rotate,
            ai = ai.join(",")
        );
        println!("{head}");
    }
    let budget = args.playouts.map_or(Budget::Time(crate::ai::search::THINK), Budget::Playouts);
    let started = Instant::now();
    let (tally, outcome) = play_all(args, &rules, &jobs, budget, threads, &stop);
    if args.json {
        println!("{}", json(&tally, started.elapsed()));
    } else {
        print_summary(&tally, &levels, args.rotate, started.elapsed());
    }
    outcome
}

/// Why a record's name is taken.
fn taken(path: &std::path::Path) -> String {
    t!("cli-record-taken", file = path.display().to_string())
}

/// Count a finished match, and write its record; a record that cannot be written stops the run.
fn keep(args: &SimulateArgs, rules: &HouseRules, job: &Job, o: &Outcome, tally: &mut Tally) -> Result<(), SimulateError> {
    tally.add(o, &job.seats);
    let Some(dir) = &args.record else { return Ok(()) };
    let path = dir.join(record_name(&args.preset, rules, &job.seats, job.seed, job.rotation));
    if !args.overwrite && path.exists() {
        return Err(SimulateError::RecordTaken(path));
    }
    let Some(record) = &o.record else { return Err(SimulateError::NoRecord { index: o.index }) };
    write_atomic(&path, record.as_bytes()).map_err(|why| SimulateError::CannotWrite { path, why, kept: tally.matches - 1 })
}

/// Play one match; `Ok(None)` if the run was stopped before it ended (it is dropped).
fn play_match(
    preset: &str,
    rules: &HouseRules,
    index: usize,
    job: &Job,
    budget: Budget,
    keeping: Keeping,
    stop: &Arc<AtomicBool>,
) -> Result<Option<Outcome>, SimulateError> {
    let seed = job.seed;
    let mut game = Match::new(preset, rules.clone(), seed).map_err(|why| SimulateError::Seed { seed, why })?;
    game.record_legal_actions(keeping == Keeping::Record { legal: true });
    // A player's randomness follows its seat and the deal, not its rotation: the same player
    // in the same seat on the same deal plays the same.
    let mut bots: Vec<Box<dyn Bot>> = job
        .seats
        .iter()
        .enumerate()
        .map(|(s, l)| l.bot_until(seed.wrapping_mul(31).wrapping_add(s as u64), budget, stop.clone()))
        .collect();
    let n = job.seats.len();
    let (mut rounds, mut blocked, mut moves) = (Vec::new(), 0, 0);
    let mut decisions = vec![Times::default(); n];
    let timed: Vec<bool> = job.seats.iter().map(|l| l.thinks()).collect();
    loop {
        while !game.round().is_over() {
            // Ctrl-C: the match under way is dropped at its next move.
            if stop.load(Ordering::Relaxed) {
                return Ok(None);
            }
            let seat = game.to_move();
            let legal = game.round().legal();
            let chooses = legal.len() > 1 && timed[seat as usize];
            let thought = chooses.then(Instant::now);
            let choice = bots[seat as usize].choose_index(&game.observation(seat), legal);
            if let Some(t) = thought {
                decisions[seat as usize].add(t.elapsed().as_secs_f32() * 1000.0);
            }
            match choice {
                Ok(i) if game.apply_legal_quietly(i) => {}
                Ok(index) => return Err(SimulateError::BadChoice { seed, index }),
                Err(action) => game.apply_with(seat, action, &mut ()).map_err(|why| SimulateError::EngineRefused { seed, action, why })?,
            }
            moves += 1;
        }
        if game.round().end() == Some(RoundEnd::Blocked) {
            blocked += 1;
        }
        rounds.push(game.round().scores().unwrap_or_default());
        if !game.next_round() {
            break;
        }
    }
    let winners = game.winners();
    let mut wins = vec![0.0; n];
    for &w in &winners {
        let share = 1.0 / winners.len() as f64;
        wins[w as usize] += share;
        // A partnership's win is its team's.
        if let Some(p) = rules.partner(w) {
            wins[p as usize] += share;
        }
    }
    let record = matches!(keeping, Keeping::Record { .. }).then(|| game.record().to_ron());
    Ok(Some(Outcome { index, totals: game.totals().to_vec(), record, rounds, blocked, moves, wins, decisions }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stop_drops_the_match_under_way_at_its_next_move() {
        let rules = preset("standard").expect("a preset");
        let job = Job { seed: 1, rotation: 0, seats: vec![Level::Random; 4] };
        let stop = Arc::new(AtomicBool::new(true));
        let played = play_match("standard", &rules, 0, &job, Budget::Playouts(10), Keeping::Tally, &stop).expect("no engine error");
        assert!(played.is_none(), "dropped, not played to its end");
        let stop = Arc::new(AtomicBool::new(false));
        assert!(play_match("standard", &rules, 0, &job, Budget::Playouts(10), Keeping::Tally, &stop).expect("no engine error").is_some());
    }
}

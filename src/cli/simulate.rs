//! `mexican-train simulate`: computer players against each other, headless. Long runs show their
//! progress on a terminal and stop cleanly on Ctrl-C with the summary so far; records are named
//! so that no run overwrites another's, and an existing record is never replaced unless asked.

use crate::ai::{Bot, Level};
use crate::persist::files::write_atomic;
use crate::rules::house_rules::RulesPatch;
use crate::rules::rng::fnv1a;
use crate::rules::{HouseRules, Match, RoundEnd, preset};
use std::fs;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

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
    /// Seed of the first match; match g uses seed + g.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Number of matches.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// Computer player for every seat, or a comma list with one per seat (random, greedy).
    #[arg(long, default_value = "random")]
    pub ai: String,
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

/// The rules the arguments describe, or a sentence saying why not.
pub fn rules_from(args: &SimulateArgs) -> Result<HouseRules, String> {
    let mut rules = preset(&args.preset).map_err(|e| e.to_string())?;
    if let Some(path) = &args.rules {
        let text = fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let patch: RulesPatch = ron::from_str(&text).map_err(|e| format!("{}:{e}", path.display()))?;
        rules = patch.apply_to(&rules);
    }
    if let Some(p) = args.players {
        rules.players = p;
    }
    if let Some(s) = args.set {
        rules.set = s;
    }
    rules.validate().map_err(|e| e.to_string())?;
    Ok(rules)
}

fn levels(spec: &str, seats: u8) -> Result<Vec<Level>, String> {
    let levels: Vec<Level> = spec.split(',').map(|s| s.trim().parse()).collect::<Result<_, _>>()?;
    match levels.len() {
        1 => Ok(vec![levels[0]; seats as usize]),
        n if n == seats as usize => Ok(levels),
        n => Err(format!("--ai names {n} computer players for {seats} seats; give one, or one per seat")),
    }
}

/// Where a match's record goes: `standard-4p-d12-seed-17-3fa2b9c0.mtr.ron`. The digest covers
/// the full rules and the players, so runs that differ only there do not collide either.
pub fn record_name(preset: &str, rules: &HouseRules, levels: &[Level], seed: u64) -> String {
    let names: Vec<&str> = levels.iter().map(|l| l.name()).collect();
    let rules_text = ron::to_string(&RulesPatch::full(rules)).unwrap_or_default();
    let digest = fnv1a(format!("{rules_text}|{}", names.join(",")).as_bytes()) as u32;
    format!("{preset}-{}p-d{}-seed-{seed}-{digest:08x}.mtr.ron", rules.players, rules.set)
}

#[derive(Default)]
struct Tally {
    games: u64,
    rounds: u64,
    blocked: u64,
    moves: u64,
    totals: Vec<u64>,
    round_scores: Vec<u64>,
    wins: Vec<u64>,
    ties: u64,
}

/// Progress on a terminal: matches done, rate, time left (only when stderr is a terminal).
struct Progress {
    on: bool,
    started: Instant,
    shown: Option<Instant>,
}

impl Progress {
    fn show(&mut self, done: u64, total: u64, rounds: u64) {
        let now = Instant::now();
        if !self.on || self.shown.is_some_and(|t| now - t < Duration::from_millis(250)) {
            return;
        }
        self.shown = Some(now);
        let secs = (now - self.started).as_secs_f64().max(1e-9);
        let left = secs / done.max(1) as f64 * (total - done) as f64;
        eprint!("\r{done}/{total} matches · {:.0} rounds/s · about {left:.0} s left   ", rounds as f64 / secs);
    }

    fn clear(&self) {
        if self.on && self.shown.is_some() {
            eprint!("\r{:70}\r", "");
        }
    }
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
    let seeds = || (0..args.games).map(|g| args.seed.wrapping_add(g));
    if let Some(dir) = &args.record {
        if let Err(e) = fs::create_dir_all(dir) {
            return fail(format!("cannot create {}: {e}", dir.display()));
        }
        if !args.overwrite
            && let Some(taken) = seeds().map(|s| dir.join(record_name(&args.preset, &rules, &levels, s))).find(|p| p.exists())
        {
            return fail(format!(
                "{} is already there, from an earlier run with the same rules, players and seeds; pass --overwrite to replace such records, or record into another folder",
                taken.display()
            ));
        }
    }
    // Ctrl-C stops after the match under way, with the summary so far.
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let _ = ctrlc::set_handler(move || flag.store(true, Ordering::SeqCst));

    let ai: Vec<&str> = levels.iter().map(|l| l.name()).collect();
    println!(
        "simulate: preset {}, {seats} players, double-{}, {} games from seed {}, ai {}",
        args.preset, rules.set, args.games, args.seed, ai.join(",")
    );
    let n = seats as usize;
    let mut tally = Tally { totals: vec![0; n], round_scores: vec![0; n], wins: vec![0; n], ..Tally::default() };
    let started = Instant::now();
    let mut progress = Progress { on: std::io::stderr().is_terminal(), started, shown: None };
    let mut outcome = ExitCode::SUCCESS;
    for seed in seeds() {
        if stop.load(Ordering::SeqCst) {
            progress.clear();
            eprintln!("interrupted: {} of {} matches played", tally.games, args.games);
            outcome = ExitCode::from(130);
            break;
        }
        let game = match play_match(&args.preset, &rules, seed, &levels, args.legal && args.record.is_some(), &mut tally) {
            Ok(m) => m,
            Err(e) => return fail(format!("seed {seed}: {e}")),
        };
        if let Some(dir) = &args.record {
            let path = dir.join(record_name(&args.preset, &rules, &levels, seed));
            if let Err(e) = write_atomic(&path, game.record().to_ron().as_bytes()) {
                progress.clear();
                let kept = tally.games - 1;
                let matches = if kept == 1 { "1 match".to_string() } else { format!("{kept} matches") };
                eprintln!("mexican-train simulate: cannot write {}: {e}; stopped, keeping the records of the {matches} before it", path.display());
                outcome = ExitCode::from(2);
                break;
            }
        }
        progress.show(tally.games, args.games, tally.rounds);
    }
    progress.clear();
    print_summary(&tally, &levels, started.elapsed());
    outcome
}

fn print_summary(tally: &Tally, levels: &[Level], elapsed: Duration) {
    let secs = elapsed.as_secs_f64().max(1e-9);
    let games = tally.games.max(1) as f64;
    println!("games:  {} in {secs:.3} s: {:.1} games/s", tally.games, tally.games as f64 / secs);
    println!(
        "rounds: {} ({} blocked): {:.0} rounds/s; {} moves: {:.0} moves/s",
        tally.rounds,
        tally.blocked,
        tally.rounds as f64 / secs,
        tally.moves,
        tally.moves as f64 / secs
    );
    println!("seat  ai       mean total  mean/round  wins");
    for (s, level) in levels.iter().enumerate() {
        println!(
            "{s:>4}  {:<7}  {:>10.1}  {:>10.2}  {:>4}",
            level.name(),
            tally.totals[s] as f64 / games,
            tally.round_scores[s] as f64 / (tally.rounds.max(1)) as f64,
            tally.wins[s]
        );
    }
    if tally.ties > 0 {
        println!("ties without a single winner: {}", tally.ties);
    }
}

fn play_match(preset: &str, rules: &HouseRules, seed: u64, levels: &[Level], legal: bool, tally: &mut Tally) -> Result<Match, String> {
    let mut game = Match::new(preset, rules.clone(), seed).map_err(|e| e.to_string())?;
    game.record_legal_actions(legal);
    let mut bots: Vec<Box<dyn Bot>> = levels.iter().enumerate().map(|(s, l)| l.bot(seed.wrapping_mul(31).wrapping_add(s as u64))).collect();
    let mut legal_buf = Vec::new();
    loop {
        while !game.round().is_over() {
            let seat = game.to_move();
            game.round().legal_actions_into(&mut legal_buf);
            let action = bots[seat as usize].choose(&game.observation(seat), &legal_buf);
            game.apply_with(seat, action, &mut ()).map_err(|e| format!("the engine refused its own legal action {action}: {e}"))?;
            tally.moves += 1;
        }
        tally.rounds += 1;
        if game.round().end() == Some(RoundEnd::Blocked) {
            tally.blocked += 1;
        }
        if let Some(scores) = game.round().scores() {
            for (acc, s) in tally.round_scores.iter_mut().zip(scores) {
                *acc += s as u64;
            }
        }
        if !game.next_round() {
            break;
        }
    }
    tally.games += 1;
    for (acc, &t) in tally.totals.iter_mut().zip(game.totals()) {
        *acc += t as u64;
    }
    match game.winner() {
        Some(w) => tally.wins[w as usize] += 1,
        None => tally.ties += 1,
    }
    Ok(game)
}

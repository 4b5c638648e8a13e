//! `mexican-train simulate`: computer players against each other, headless.

use crate::ai::{Bot, Level};
use crate::rules::house_rules::RulesPatch;
use crate::rules::{HouseRules, Match, RoundEnd, preset};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

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
    /// Write one record per match into DIR.
    #[arg(long, value_name = "DIR")]
    pub record: Option<PathBuf>,
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

#[derive(Default)]
struct Tally {
    rounds: u64,
    blocked: u64,
    moves: u64,
    totals: Vec<u64>,
    round_scores: Vec<u64>,
    wins: Vec<u64>,
    ties: u64,
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
    if let Some(dir) = &args.record
        && let Err(e) = fs::create_dir_all(dir) {
            return fail(format!("cannot create {}: {e}", dir.display()));
        }
    let ai: Vec<&str> = levels.iter().map(|l| l.name()).collect();
    println!(
        "simulate: preset {}, {seats} players, double-{}, {} games from seed {}, ai {}",
        args.preset, rules.set, args.games, args.seed, ai.join(",")
    );
    let mut tally = Tally {
        totals: vec![0; seats as usize],
        round_scores: vec![0; seats as usize],
        wins: vec![0; seats as usize],
        ..Tally::default()
    };
    let started = Instant::now();
    for g in 0..args.games {
        let seed = args.seed.wrapping_add(g);
        let game = match play_match(&args.preset, &rules, seed, &levels, args.legal && args.record.is_some(), &mut tally) {
            Ok(m) => m,
            Err(e) => return fail(format!("game {g} (seed {seed}): {e}")),
        };
        if let Some(dir) = &args.record
            && let Err(e) = write_record(dir, g, &game) {
                return fail(e);
            }
    }
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    let games = args.games.max(1) as f64;
    println!("games:  {} in {secs:.3} s: {:.1} games/s", args.games, args.games as f64 / secs);
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
    ExitCode::SUCCESS
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
    for (acc, &t) in tally.totals.iter_mut().zip(game.totals()) {
        *acc += t as u64;
    }
    match game.winner() {
        Some(w) => tally.wins[w as usize] += 1,
        None => tally.ties += 1,
    }
    Ok(game)
}

fn write_record(dir: &Path, g: u64, game: &Match) -> Result<(), String> {
    let path = dir.join(format!("{}-game-{g:05}-seed-{}.mtr.ron", game.preset(), game.seed()));
    fs::write(&path, game.record().to_ron()).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

//! `mexican-train simulate`: computer players against each other, headless, to measure speed and
//! strength. Matches run on every core (each match is seeded: the results do not depend on how
//! many ran at once). With `--rotate` every deal is played once for every rotation of the seat
//! list, so each player sits in every seat on the same deals. Long runs show their progress on a
//! terminal and stop cleanly on Ctrl-C with the summary so far; records are named so that no run
//! overwrites another's, and an existing record is never replaced unless asked.

use crate::ai::{Bot, Budget, Level};
use crate::persist::files::{self, write_atomic};
use crate::rules::house_rules::RulesPatch;
use crate::rules::rng::fnv1a;
use crate::rules::{HouseRules, Match, RoundEnd, preset};
use std::collections::BTreeMap;
use std::fs;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, mpsc};
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

/// The rules the arguments describe, or a sentence saying why not.
pub fn rules_from(args: &SimulateArgs) -> Result<HouseRules, String> {
    let mut rules = preset(&args.preset).map_err(|e| e.to_string())?;
    if let Some(path) = &args.rules {
        let bytes = files::read_limited(path, files::MAX_FILE).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let text = files::text_of(bytes).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
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

/// What one match came to.
struct Outcome {
    index: usize,
    game: Match,
    /// Each round's scores, seat by seat.
    rounds: Vec<Vec<u32>>,
    blocked: u64,
    moves: u64,
    /// The share of the match each seat won (1 alone, shared on a tie the tie-break leaves).
    wins: Vec<f64>,
    /// How long each seat's decisions took (only decisions with a choice, by levels that think).
    decisions: Vec<Times>,
}

/// Decision times, kept as a histogram whatever the length of the run: buckets 2 % apart from
/// a microsecond to about three minutes, and the exact largest.
#[derive(Clone)]
pub struct Times {
    counts: Vec<u64>,
    max: f32,
    n: u64,
}

impl Default for Times {
    fn default() -> Self {
        Times { counts: vec![0; Times::BUCKETS], max: 0.0, n: 0 }
    }
}

impl Times {
    const BUCKETS: usize = 1000;
    /// The smallest time told apart, in milliseconds, and the ratio between buckets.
    const FLOOR: f64 = 0.001;
    const STEP: f64 = 1.02;

    pub fn add(&mut self, ms: f32) {
        let b = ((ms as f64 / Self::FLOOR).max(1.0).ln() / Self::STEP.ln()) as usize;
        self.counts[b.min(Self::BUCKETS - 1)] += 1;
        self.max = self.max.max(ms);
        self.n += 1;
    }

    pub fn merge(&mut self, o: &Times) {
        for (a, b) in self.counts.iter_mut().zip(&o.counts) {
            *a += b;
        }
        self.max = self.max.max(o.max);
        self.n += o.n;
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The time at quantile `q` (0–1), in milliseconds, to within 2 %: the middle of its bucket
    /// (never above the largest time seen).
    pub fn quantile(&self, q: f64) -> f32 {
        if self.n == 0 {
            return 0.0;
        }
        if q >= 1.0 {
            return self.max;
        }
        let rank = (q * (self.n - 1) as f64).round() as u64;
        let mut seen = 0;
        for (b, &c) in self.counts.iter().enumerate() {
            seen += c;
            if seen > rank {
                return ((Self::FLOOR * Self::STEP.powf(b as f64 + 0.5)) as f32).min(self.max);
            }
        }
        self.max
    }
}

/// The figures of one level (over every seat it played).
#[derive(Default)]
struct LevelTally {
    seats: u64,
    rounds: u64,
    sum: f64,
    sum_sq: f64,
    wins: f64,
    /// Only for levels that think (`Level::thinks`).
    decisions: Times,
}

impl LevelTally {
    fn mean(&self) -> f64 {
        self.sum / self.rounds.max(1) as f64
    }

    /// Half the width of the 95 % interval of the mean points a round.
    fn ci95(&self) -> f64 {
        let n = self.rounds as f64;
        if n < 2.0 {
            return f64::NAN;
        }
        let var = (self.sum_sq - self.sum * self.sum / n) / (n - 1.0);
        1.96 * (var.max(0.0) / n).sqrt()
    }

    fn win_rate(&self) -> f64 {
        self.wins / self.seats.max(1) as f64
    }
}

#[derive(Default)]
struct Tally {
    matches: u64,
    rounds: u64,
    blocked: u64,
    moves: u64,
    per_seat: Vec<(u64, u64, f64)>,
    levels: BTreeMap<&'static str, LevelTally>,
}

impl Tally {
    fn add(&mut self, o: &Outcome, seats: &[Level]) {
        self.matches += 1;
        self.rounds += o.rounds.len() as u64;
        self.blocked += o.blocked;
        self.moves += o.moves;
        if self.per_seat.len() < seats.len() {
            self.per_seat.resize(seats.len(), (0, 0, 0.0));
        }
        for (s, &level) in seats.iter().enumerate() {
            let t = self.levels.entry(level.name()).or_default();
            t.seats += 1;
            for r in &o.rounds {
                let x = r.get(s).copied().unwrap_or(0) as f64;
                t.rounds += 1;
                t.sum += x;
                t.sum_sq += x * x;
            }
            t.wins += o.wins[s];
            t.decisions.merge(&o.decisions[s]);
            let seat = &mut self.per_seat[s];
            seat.0 += o.game.totals().get(s).copied().unwrap_or(0) as u64;
            seat.1 += o.rounds.iter().map(|r| r.get(s).copied().unwrap_or(0) as u64).sum::<u64>();
            seat.2 += o.wins[s];
        }
    }
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
    // Ctrl-C stops at once: the matches under way are dropped, those finished are kept (and
    // recorded), and the summary so far is printed; a second Ctrl-C quits without waiting.
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let _ = ctrlc::set_handler(move || {
        if flag.swap(true, Ordering::SeqCst) {
            std::process::exit(130);
        }
        eprintln!("\nstopping: keeping the matches finished so far (Ctrl-C again quits at once)");
    });
    let threads = match threads(args.threads) {
        Ok(t) => t,
        Err(e) => return fail(e),
    };
    let jobs = Jobs { seed: args.seed, games: args.games, rotations: if args.rotate { seats as usize } else { 1 }, levels: levels.clone() };
    if let Some(dir) = &args.record {
        if let Err(e) = fs::create_dir_all(dir) {
            return fail(format!("cannot create {}: {e}", dir.display()));
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
        let rotate = if args.rotate { ", every deal in every seat rotation" } else { "" };
        println!("simulate: preset {}, {seats} players, double-{}, {} deals from seed {}{rotate}, ai {}", args.preset, rules.set, args.games, args.seed, ai.join(","));
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

/// The most matches played at once: four a core (matches are pure computation; more threads
/// only wait their turn), and never more than 256.
pub fn most_threads() -> usize {
    (std::thread::available_parallelism().map_or(1, |n| n.get()) * 4).min(256)
}

/// The threads asked for (default: one a core), or why not; more than `most_threads` are cut
/// down to it, with a word on standard error.
fn threads(asked: Option<usize>) -> Result<usize, String> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    match asked {
        None => Ok(cores),
        Some(0) => Err("--threads 0: at least one thread is needed to play".into()),
        Some(n) if n > most_threads() => {
            eprintln!("simulate: --threads {n} is more than helps on {cores} cores: using {}", most_threads());
            Ok(most_threads())
        }
        Some(n) => Ok(n),
    }
}

/// How many matches past the first one not yet tallied may be played (each held until its turn
/// to be tallied and recorded), per thread: the players wait for the tally beyond that.
const AHEAD_PER_THREAD: usize = 4;

/// Which match comes next, and how far the tally has come: workers take matches in order and
/// wait while they are too far ahead of it.
struct Schedule {
    next: AtomicUsize,
    due: Mutex<usize>,
    moved: Condvar,
    ahead: usize,
}

impl Schedule {
    /// The next match to play, once it is within reach of the tally; `None` when there is none
    /// or the run stops.
    fn take(&self, jobs: usize, stop: &AtomicBool) -> Option<usize> {
        if stop.load(Ordering::SeqCst) {
            return None;
        }
        let i = self.next.fetch_add(1, Ordering::SeqCst);
        if i >= jobs {
            return None;
        }
        let mut due = self.due.lock().unwrap_or_else(|e| e.into_inner());
        while i >= *due + self.ahead && !stop.load(Ordering::SeqCst) {
            due = self.moved.wait_timeout(due, Duration::from_millis(50)).map_or_else(|e| e.into_inner().0, |(d, _)| d);
        }
        (!stop.load(Ordering::SeqCst)).then_some(i)
    }

    /// The tally has come to match `due`.
    fn tallied(&self, due: usize) {
        *self.due.lock().unwrap_or_else(|e| e.into_inner()) = due;
        self.moved.notify_all();
    }
}

/// Play every job on `threads` worker threads, tallying (and recording) in job order. The work
/// in hand is bounded: a worker waits while it is `AHEAD_PER_THREAD` matches a thread ahead of
/// the tally, and at most one finished match a thread waits to be handed over.
fn play_all(args: &SimulateArgs, rules: &HouseRules, jobs: &Jobs, budget: Budget, threads: usize, stop: &AtomicBool) -> (Tally, ExitCode) {
    let threads = threads.clamp(1, jobs.len().max(1));
    let record_legal = args.legal && args.record.is_some();
    let schedule = Schedule { next: AtomicUsize::new(0), due: Mutex::new(0), moved: Condvar::new(), ahead: threads * AHEAD_PER_THREAD };
    let (results, finished) = mpsc::sync_channel::<Result<Outcome, String>>(threads);
    let mut tally = Tally::default();
    let mut exit = ExitCode::SUCCESS;
    let mut progress = Progress { on: std::io::stderr().is_terminal(), started: Instant::now(), shown: None };
    std::thread::scope(|scope| {
        let mut started = 0;
        for t in 0..threads {
            let results = results.clone();
            let schedule = &schedule;
            let worker = move || {
                while let Some(i) = schedule.take(jobs.len(), stop) {
                    let outcome = match play_match(&args.preset, rules, i, &jobs.get(i), budget, record_legal, stop) {
                        Ok(Some(o)) => Ok(o),
                        Ok(None) => break,
                        Err(e) => Err(e),
                    };
                    if results.send(outcome).is_err() {
                        break;
                    }
                }
            };
            match std::thread::Builder::new().name(format!("simulate {t}")).spawn_scoped(scope, worker) {
                Ok(_) => started += 1,
                Err(e) => {
                    eprintln!("mexican-train simulate: only {started} of {threads} threads could start ({e}); going on with {started}");
                    break;
                }
            }
        }
        drop(results);
        if started == 0 {
            exit = ExitCode::from(2);
            return;
        }
        // Tally in job order, whatever order the matches finish in.
        let mut waiting: BTreeMap<usize, Outcome> = BTreeMap::new();
        let mut due = 0;
        for result in finished {
            let outcome = match result {
                Ok(o) => o,
                Err(e) => {
                    stop.store(true, Ordering::SeqCst);
                    progress.clear();
                    eprintln!("mexican-train simulate: {e}");
                    exit = ExitCode::from(2);
                    continue;
                }
            };
            waiting.insert(outcome.index, outcome);
            while exit == ExitCode::SUCCESS
                && let Some(o) = waiting.remove(&due)
            {
                due += 1;
                if let Err(e) = keep(args, rules, &jobs.get(o.index), &o, &mut tally) {
                    stop.store(true, Ordering::SeqCst);
                    progress.clear();
                    eprintln!("mexican-train simulate: {e}");
                    exit = ExitCode::from(2);
                }
                progress.show(tally.matches, jobs.len() as u64, tally.rounds);
            }
            schedule.tallied(due);
        }
        // Stopped: the matches that finished after one that was dropped count too.
        for o in std::mem::take(&mut waiting).into_values() {
            if exit != ExitCode::SUCCESS {
                break;
            }
            if let Err(e) = keep(args, rules, &jobs.get(o.index), &o, &mut tally) {
                eprintln!("mexican-train simulate: {e}");
                exit = ExitCode::from(2);
            }
        }
    });
    progress.clear();
    if stop.load(Ordering::SeqCst) && exit == ExitCode::SUCCESS && (tally.matches as usize) < jobs.len() {
        eprintln!("interrupted: {} of {} matches played", tally.matches, jobs.len());
        exit = ExitCode::from(130);
    }
    (tally, exit)
}

/// Why a record's name is taken.
fn taken(path: &std::path::Path) -> String {
    format!(
        "{} is already there, from an earlier run with the same rules, players and seeds; pass --overwrite to replace such records, or record into another folder",
        path.display()
    )
}

/// Count a finished match, and write its record; a record that cannot be written stops the run.
fn keep(args: &SimulateArgs, rules: &HouseRules, job: &Job, o: &Outcome, tally: &mut Tally) -> Result<(), String> {
    tally.add(o, &job.seats);
    let Some(dir) = &args.record else { return Ok(()) };
    let path = dir.join(record_name(&args.preset, rules, &job.seats, job.seed, job.rotation));
    if !args.overwrite && path.exists() {
        return Err(format!("{}; stopped", taken(&path)));
    }
    write_atomic(&path, o.game.record().to_ron().as_bytes()).map_err(|e| {
        let kept = tally.matches - 1;
        let matches = if kept == 1 { "1 match".to_string() } else { format!("{kept} matches") };
        format!("cannot write {}: {e}; stopped, keeping the records of the {matches} before it", path.display())
    })
}

/// Play one match; `Ok(None)` if the run was stopped before it ended (it is dropped).
fn play_match(preset: &str, rules: &HouseRules, index: usize, job: &Job, budget: Budget, legal: bool, stop: &AtomicBool) -> Result<Option<Outcome>, String> {
    let seed = job.seed;
    let mut game = Match::new(preset, rules.clone(), seed).map_err(|e| format!("seed {seed}: {e}"))?;
    game.record_legal_actions(legal);
    // A player's randomness follows its seat and the deal, not its rotation: the same player
    // in the same seat on the same deal plays the same.
    let mut bots: Vec<Box<dyn Bot>> = job.seats.iter().enumerate().map(|(s, l)| l.bot_with(seed.wrapping_mul(31).wrapping_add(s as u64), budget)).collect();
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
            let action = bots[seat as usize].choose(&game.observation(seat), legal);
            if let Some(t) = thought {
                decisions[seat as usize].add(t.elapsed().as_secs_f32() * 1000.0);
            }
            game.apply_with(seat, action, &mut ()).map_err(|e| format!("seed {seed}: the engine refused its own legal action {action}: {e}"))?;
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
    Ok(Some(Outcome { index, game, rounds, blocked, moves, wins, decisions }))
}

fn print_summary(tally: &Tally, levels: &[Level], rotated: bool, elapsed: Duration) {
    let secs = elapsed.as_secs_f64().max(1e-9);
    let games = tally.matches.max(1) as f64;
    println!("games:  {} in {secs:.3} s: {:.1} games/s", tally.matches, tally.matches as f64 / secs);
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
        let (total, round, wins) = tally.per_seat.get(s).copied().unwrap_or_default();
        // Rotated, every player sat in every seat: the seat's line is not one player's.
        let who = if rotated { "(all)" } else { level.name() };
        println!("{s:>4}  {who:<7}  {:>10.1}  {:>10.2}  {:>4}", total as f64 / games, round as f64 / (tally.rounds.max(1)) as f64, wins);
    }
    println!("level    seat-rounds  mean/round  ±95%   win rate  decision ms p50/p99/max");
    for (name, t) in &tally.levels {
        let d = &t.decisions;
        let times = if d.is_empty() { "—".to_string() } else { format!("{:.1}/{:.1}/{:.1}", d.quantile(0.5), d.quantile(0.99), d.quantile(1.0)) };
        println!("{name:<8} {:>11}  {:>10.2}  {:>5.2}  {:>7.1} %  {times}", t.rounds, t.mean(), t.ci95(), t.win_rate() * 100.0);
    }
}

/// The run as one JSON object (keys as the README lists them; decision times are `null` for
/// levels that answer without thinking, whose decisions are not timed).
fn json(tally: &Tally, elapsed: Duration) -> String {
    use serde_json::{Value, json};
    let secs = elapsed.as_secs_f64().max(1e-9);
    let num = |x: f64| if x.is_finite() { json!(x) } else { Value::Null };
    let levels: serde_json::Map<String, Value> = tally
        .levels
        .iter()
        .map(|(name, t)| {
            let d = &t.decisions;
            let q = |q: f64| if d.is_empty() { Value::Null } else { json!(d.quantile(q)) };
            let level = json!({
                "rounds": t.rounds,
                "mean_round": num(t.mean()),
                "ci95": num(t.ci95()),
                "match_wins": num(t.wins),
                "win_rate": num(t.win_rate()),
                "decision_ms": { "p50": q(0.5), "p99": q(0.99), "max": q(1.0) },
            });
            (name.to_string(), level)
        })
        .collect();
    json!({
        "matches": tally.matches,
        "rounds": tally.rounds,
        "rounds_per_s": num(tally.rounds as f64 / secs),
        "levels": levels,
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Spin until `cond` holds (another thread gets there), or fail after many tries.
    fn until(cond: impl Fn() -> bool) {
        for _ in 0..2_000_000 {
            if cond() {
                return;
            }
            std::thread::yield_now();
        }
        panic!("the other thread never got there");
    }

    #[test]
    fn players_wait_while_they_are_too_far_ahead_of_the_tally() {
        let schedule = Schedule { next: AtomicUsize::new(0), due: Mutex::new(0), moved: Condvar::new(), ahead: 3 };
        let stop = AtomicBool::new(false);
        let taken = Mutex::new(Vec::new());
        std::thread::scope(|s| {
            s.spawn(|| {
                while let Some(i) = schedule.take(1_000, &stop) {
                    taken.lock().unwrap_or_else(|e| e.into_inner()).push(i);
                }
            });
            // Matches 0, 1, 2 are taken; the worker has asked for 3 and waits.
            until(|| schedule.next.load(Ordering::SeqCst) == 4);
            assert_eq!(*taken.lock().unwrap_or_else(|e| e.into_inner()), [0, 1, 2], "no more than `ahead` past the tally");
            // The tally reaches match 1: one more may be taken, and no other.
            schedule.tallied(1);
            until(|| schedule.next.load(Ordering::SeqCst) == 5);
            assert_eq!(*taken.lock().unwrap_or_else(|e| e.into_inner()), [0, 1, 2, 3]);
            // Ctrl-C: the waiting worker gives up.
            stop.store(true, Ordering::SeqCst);
        });
        assert_eq!(taken.into_inner().unwrap_or_else(|e| e.into_inner()), [0, 1, 2, 3], "nothing taken after the stop");
    }

    #[test]
    fn a_stop_drops_the_match_under_way_at_its_next_move() {
        let rules = preset("standard").expect("a preset");
        let job = Job { seed: 1, rotation: 0, seats: vec![Level::Random; 4] };
        let stop = AtomicBool::new(true);
        let played = play_match("standard", &rules, 0, &job, Budget::Playouts(10), false, &stop).expect("no engine error");
        assert!(played.is_none(), "dropped, not played to its end");
        let stop = AtomicBool::new(false);
        assert!(play_match("standard", &rules, 0, &job, Budget::Playouts(10), false, &stop).expect("no engine error").is_some());
    }

    #[test]
    fn decision_times_are_a_bounded_histogram_true_to_two_percent() {
        let mut times = Times::default();
        let exact: Vec<f32> = (1..=100_000).map(|i| i as f32 * 0.01).collect();
        for &t in &exact {
            times.add(t);
        }
        assert_eq!(times.counts.len(), Times::BUCKETS, "the same size however many were added");
        for q in [0.5, 0.9, 0.99] {
            let want = exact[((exact.len() - 1) as f64 * q).round() as usize];
            let got = times.quantile(q);
            assert!((got / want - 1.0).abs() < 0.02, "quantile {q}: {got} for {want}");
        }
        assert_eq!(times.quantile(1.0), 1000.0, "the largest, exactly");
        let mut merged = Times::default();
        merged.merge(&times);
        merged.merge(&times);
        assert_eq!(merged.n, 200_000);
        assert_eq!(merged.quantile(0.5), times.quantile(0.5));
    }

    #[test]
    fn threads_are_refused_at_zero_and_cut_down_past_what_helps() {
        assert!(threads(Some(0)).is_err());
        assert_eq!(threads(Some(3_000)), Ok(most_threads()));
        assert_eq!(threads(Some(1)), Ok(1));
        assert!(most_threads() <= 256);
    }
}

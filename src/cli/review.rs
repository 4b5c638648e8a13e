//! `mexican-train review`: which of a seat's moves cost points, and how much of each round was
//! luck (the engine's `ai::review`), in words or as one JSON object (the schema is in the README).

use super::verify::read_record;
use crate::ai::review::{self, Decision, Mark, Review, Settings};
use crate::lang::{refusal, t};
use crate::rules::seating::Seats;
use crate::rules::verify::replay_until;
use crate::rules::{MatchRecord, Seat, TrainId};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

#[derive(clap::Args, Debug, Clone)]
pub struct ReviewArgs {
    /// A game record (.mtr.ron).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The seat whose moves are reviewed (0 is the first seat, as in the record).
    #[arg(long, default_value_t = 0)]
    pub seat: Seat,
    /// Print the review as one JSON object (the README gives its fields).
    #[arg(long)]
    pub json: bool,
    /// Seed of the review's playouts: the same record and seed give the same review.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
}

/// Exit 0 with the review; 1 if the record does not replay; 2 if it cannot be read or the seat
/// is not in it; 130 if stopped with Ctrl-C.
pub fn run(args: &ReviewArgs) -> ExitCode {
    let file = args.file.display().to_string();
    let record = match read_record(&args.file) {
        Ok(r) => r,
        Err(code) => return ExitCode::from(code),
    };
    let stop = Arc::new(AtomicBool::new(false));
    // (A browser has no Ctrl-C: the web build runs no command.)
    #[cfg(not(target_family = "wasm"))]
    {
        let flag = stop.clone();
        let _ = ctrlc::set_handler(move || {
            if flag.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
        });
    }
    let settings = Settings { seed: args.seed, ..Settings::default() };
    // A progress line on a terminal (never in a pipe or a file).
    let shown = AtomicUsize::new(0);
    let terminal = std::io::stderr().is_terminal();
    let progress = |done: usize, total: usize| {
        let percent = 100 * done / total.max(1);
        if terminal && shown.fetch_max(percent, Ordering::Relaxed) < percent {
            eprint!("\r{}", t!("cli-review-progress", percent = percent));
            let _ = std::io::stderr().flush();
        }
    };
    let started = Instant::now();
    let result = review::review(&record, args.seat, &settings, &progress, &stop);
    if terminal {
        eprint!("\r\x1b[K");
    }
    let review = match result {
        Ok(r) => r,
        Err(review::ReviewError::Record(e)) => {
            eprintln!("{}", t!("cli-illegal", file = file.as_str(), why = refusal::verify_error(&e)));
            return ExitCode::from(1);
        }
        Err(review::ReviewError::NoSeat { seat, seats }) => {
            eprintln!("{}", t!("cli-review-no-seat", file = file.as_str(), seat = seat, seats = seats));
            return ExitCode::from(2);
        }
        Err(review::ReviewError::Cancelled) => {
            eprintln!("{}", t!("cli-review-stopped"));
            return ExitCode::from(130);
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    if args.json {
        println!("{}", json(&review, &settings));
    } else {
        print!("{}", words(&record, &review, &file));
    }
    eprintln!("{}", t!("cli-review-took", seconds = format!("{seconds:.1}"), threads = settings.threads));
    ExitCode::SUCCESS
}

/// The review as one JSON object: `decisions` (one entry per reviewed decision) and `rounds`.
pub fn json(review: &Review, settings: &Settings) -> serde_json::Value {
    use serde_json::json;
    let points = |x: f64| (x * 100.0).round() / 100.0;
    let mark = |m: Option<Mark>| {
        m.map(|m| match m {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        })
    };
    let decisions: Vec<_> = review
        .decisions()
        .map(|d| {
            json!({
                "round": d.round,
                "move": d.mv,
                "seat": d.seat,
                "played": d.played,
                "best": d.best,
                "played_points": points(d.played_points),
                "best_points": points(d.best_points),
                "loss": points(d.loss),
                "error": points(d.error),
                "mark": mark(d.mark),
                "choices": d.choices,
                "worlds": d.worlds,
            })
        })
        .collect();
    let rounds: Vec<_> = review
        .rounds
        .iter()
        .map(|r| {
            json!({
                "round": r.round,
                "points": r.points,
                "average": points(r.average),
                "dealt": points(r.dealt),
                "luck": points(r.luck),
                "luck_error": points(r.luck_error),
                "lost": points(r.lost),
                "decisions": r.decisions.len(),
                "forced": r.forced,
                "unseen_builds": r.unseen_builds,
            })
        })
        .collect();
    json!({
        "seat": review.seat,
        "thresholds": { "inaccuracy": review::INACCURACY, "mistake": review::MISTAKE, "blunder": review::BLUNDER, "noise": review::NOISE },
        "settings": { "error": settings.error, "max_worlds": settings.max_worlds, "deals": settings.deals, "seed": settings.seed },
        "lost_per_decision": points(review.lost_per_decision()),
        "decisions": decisions,
        "rounds": rounds,
    })
}

/// The trains of a position named for the reviewed seat: "your train", "seat 2's train".
struct Table<'a> {
    names: Vec<String>,
    round: &'a crate::rules::Round,
}

impl Seats for Table<'_> {
    fn name(&self, seat: Seat) -> &str {
        self.names.get(seat as usize).map_or("", String::as_str)
    }

    fn main_train(&self, train: TrainId) -> TrainId {
        self.round.main_train(train)
    }

    fn partner(&self, seat: Seat) -> Option<Seat> {
        self.round.rules().partner(seat)
    }
}

/// A decision in words: its mark, what it lost, what was played and what was better and why.
fn decision_words(record: &MatchRecord, d: &Decision) -> String {
    let names: Vec<String> = (0..record.seats).map(|s| t!("seat-number", seat = s)).collect();
    let Ok(m) = replay_until(record, d.round, d.mv) else { return String::new() };
    let table = Table { names, round: m.round() };
    let train = |t: TrainId| crate::lang::words::train_name(&table, t, d.seat);
    let played = crate::lang::words::action_words(d.played, &train);
    let mut better = d.better.clone();
    better.measured = crate::ai::hint::Measured::Nothing;
    let mark = match d.mark {
        Some(Mark::Blunder) => t!("review-blunder"),
        Some(Mark::Mistake) => t!("review-mistake"),
        Some(Mark::Inaccuracy) => t!("review-inaccuracy"),
        None => t!("review-unmarked"),
    };
    t!(
        "cli-review-move",
        round = d.round + 1,
        move = d.mv + 1,
        mark = mark,
        loss = format!("{:.1}", d.loss),
        error = format!("{:.1}", d.error),
        played = played,
        better = crate::lang::words::hint(&better, &train)
    )
}

/// The review in words, for people: each round's luck and marked moves, then the match.
pub fn words(record: &MatchRecord, review: &Review, file: &str) -> String {
    let mut out = String::new();
    let decisions = review.decisions().count();
    let forced: usize = review.rounds.iter().map(|r| r.forced + r.unseen_builds).sum();
    out += &t!("cli-review-head", file = file, seat = review.seat, decisions = decisions, forced = forced);
    out.push('\n');
    let signed = |x: f64| format!("{x:+.1}");
    for r in &review.rounds {
        let marked = r.decisions.iter().filter(|d| d.mark.is_some()).count();
        let line = match r.points {
            Some(points) => t!(
                "cli-review-round",
                round = r.round + 1,
                points = points,
                average = format!("{:.1}", r.average),
                dealt = signed(r.dealt),
                rest = signed(r.luck - r.dealt),
                lost = format!("{:.1}", r.lost),
                marked = marked
            ),
            None => t!("cli-review-round-unfinished", round = r.round + 1, lost = format!("{:.1}", r.lost), marked = marked),
        };
        out += &line;
        out.push('\n');
        for d in r.decisions.iter().filter(|d| d.mark.is_some()) {
            out += "  ";
            out += &decision_words(record, d);
            out.push('\n');
        }
    }
    let costliest = review.costliest(3);
    out += &t!("cli-review-match", lost = format!("{:.2}", review.lost_per_decision()), decisions = decisions);
    out.push('\n');
    if costliest.is_empty() {
        out += &t!("cli-review-no-marks");
        out.push('\n');
    } else {
        let list: Vec<String> = costliest
            .iter()
            .map(|d| t!("cli-review-costly", round = d.round + 1, move = d.mv + 1, loss = format!("{:.1}", d.loss)))
            .collect();
        out += &t!("cli-review-costliest", moves = list.join(", "));
        out.push('\n');
    }
    out
}

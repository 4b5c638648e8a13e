//! `mexican-train verify`: replay records and check every move.

use crate::files::safe_io;
use crate::rules::MatchRecord;
use crate::rules::verify::{VerifyError, verify};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug, Clone)]
pub struct VerifyArgs {
    /// Record files (.mtr.ron).
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
}

/// Exit 0 if every record checks out; 1 if one holds an illegal move or a wrong deal, end, score
/// or winner (the first one is named); 2 if a file cannot be read, parsed or set up.
pub fn run(args: &VerifyArgs) -> ExitCode {
    let mut worst = 0u8;
    for path in &args.files {
        let code = verify_file(path);
        worst = worst.max(code);
    }
    ExitCode::from(worst)
}

fn verify_file(path: &std::path::Path) -> u8 {
    let name = path.display();
    let text = match safe_io::read_limited(path, safe_io::MAX_RECORD).map_err(|e| e.to_string()).and_then(safe_io::text_of) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{name}: cannot read: {e}");
            return 2;
        }
    };
    let record = match MatchRecord::parse(&text) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{name}:{}:{}: cannot parse: {}", e.line, e.column, e.message);
            return 2;
        }
    };
    match verify(&record) {
        Ok(s) => {
            let winner = match s.winner {
                Some(w) => format!("winner seat {w}"),
                None => "no single winner".to_string(),
            };
            let extent = if s.complete { "complete match" } else { "unfinished match" };
            println!(
                "{name}: OK: {}, {} seats, {} rounds ({} finished, {extent}), {} moves, totals {:?}, {winner}",
                s.preset, s.seats, s.rounds, s.finished, s.moves, s.totals
            );
            0
        }
        Err(e @ VerifyError::Setup(_)) => {
            eprintln!("{name}: cannot set up the game: {e}");
            2
        }
        Err(e) => {
            eprintln!("{name}: illegal: {e}");
            1
        }
    }
}

//! `mexican-train verify`: replay records and check every move.

use crate::files::safe_io;
use crate::lang::FluentValue;
use crate::lang::{refusal, t};
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
    let file = path.display().to_string();
    let record = match read_record(path) {
        Ok(r) => r,
        Err(code) => return code,
    };
    match verify(&record) {
        Ok(s) => {
            let winner = s.winner.map_or(FluentValue::from("none"), FluentValue::from);
            let complete = if s.complete { "yes" } else { "no" };
            let totals = format!("{:?}", s.totals);
            println!(
                "{}",
                t!(
                    "cli-verify-ok",
                    file = file.as_str(),
                    preset = s.preset,
                    seats = s.seats,
                    rounds = s.rounds,
                    finished = s.finished,
                    complete = complete,
                    moves = s.moves,
                    totals = totals,
                    winner = winner
                )
            );
            0
        }
        Err(e @ VerifyError::Setup(_)) => {
            eprintln!("{}", t!("cli-cannot-set-up", file = file.as_str(), why = refusal::verify_error(&e)));
            2
        }
        Err(e) => {
            eprintln!("{}", t!("cli-illegal", file = file.as_str(), why = refusal::verify_error(&e)));
            1
        }
    }
}

/// Read and parse a record file; on failure, say why on stderr and give the exit code (2).
pub(super) fn read_record(path: &std::path::Path) -> Result<MatchRecord, u8> {
    let file = path.display().to_string();
    let text = match safe_io::read_limited(path, safe_io::MAX_RECORD).and_then(safe_io::text_of).map_err(|e| e.to_string()) {
        Ok(t) => t,
        Err(why) => {
            eprintln!("{}", t!("cli-cannot-read", file = file.as_str(), why = why));
            return Err(2);
        }
    };
    MatchRecord::parse(&text).map_err(|e| {
        eprintln!(
            "{}",
            t!("cli-cannot-parse", file = file.as_str(), line = e.line, column = e.column, why = crate::lang::refusal::parse_reason(&e))
        );
        2
    })
}

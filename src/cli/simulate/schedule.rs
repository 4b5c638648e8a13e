//! Which match plays next and where the tally stands: worker threads take matches in order
//! and wait while they are too far ahead of the tally, so the work in hand stays bounded; a
//! stop (Ctrl-C) ends them at once.

use super::tally::{Progress, Tally};
use super::{Jobs, Keeping, Outcome, SimulateArgs, SimulateError, keep, play_match};
use crate::ai::Budget;
use crate::lang::t;
use crate::rules::HouseRules;
use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, mpsc};
use std::time::{Duration, Instant};

/// The most matches played at once: four a core (matches are pure computation; more threads
/// only wait their turn), and never more than 256.
pub fn most_threads() -> usize {
    (std::thread::available_parallelism().map_or(1, |n| n.get()) * 4).min(256)
}

/// The threads asked for (default: one a core), or why not; more than `most_threads` are cut
/// down to it, with a word on standard error.
pub(super) fn threads(asked: Option<usize>) -> Result<usize, SimulateError> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    match asked {
        None => Ok(cores),
        Some(0) => Err(SimulateError::ThreadsZero),
        Some(n) if n > most_threads() => {
            eprintln!("{}", t!("cli-threads-capped", asked = n, cores = cores, used = most_threads()));
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

/// Play every job on `threads` threads, tallying (and recording) in job order. One thread plays
/// here, match after match, with nothing handed over. More play on worker threads, and the work
/// in hand is bounded: a worker waits while it is `AHEAD_PER_THREAD` matches a thread ahead of
/// the tally, and at most one finished match a thread waits to be handed over.
pub(super) fn play_all(
    args: &SimulateArgs,
    rules: &HouseRules,
    jobs: &Jobs,
    budget: Budget,
    threads: usize,
    stop: &std::sync::Arc<AtomicBool>,
) -> (Tally, ExitCode) {
    let threads = threads.clamp(1, jobs.len().max(1));
    let keeping = if args.record.is_some() { Keeping::Record { legal: args.legal } } else { Keeping::Tally };
    let play = |i: usize| play_match(&args.preset, rules, i, &jobs.get(i), budget, keeping, stop);
    let mut tallying = Tallying::new(args, rules, jobs, stop);
    if threads == 1 {
        // Stopped (`Ok(None)`): the match under way is dropped and the run ends.
        let played = (0..jobs.len()).map_while(|i| if stop.load(Ordering::SeqCst) { None } else { play(i).transpose() });
        for result in played {
            tallying.take(result);
        }
        return tallying.finish();
    }
    let schedule = Schedule { next: AtomicUsize::new(0), due: Mutex::new(0), moved: Condvar::new(), ahead: threads * AHEAD_PER_THREAD };
    let (results, finished) = mpsc::sync_channel::<Result<Outcome, SimulateError>>(threads);
    std::thread::scope(|scope| {
        let mut started = 0;
        for t in 0..threads {
            let results = results.clone();
            let (schedule, play) = (&schedule, &play);
            let worker = move || {
                while let Some(i) = schedule.take(jobs.len(), stop) {
                    let Some(outcome) = play(i).transpose() else { break };
                    if results.send(outcome).is_err() {
                        break;
                    }
                }
            };
            match std::thread::Builder::new().name(format!("simulate {t}")).spawn_scoped(scope, worker) {
                Ok(_) => started += 1,
                Err(e) => {
                    eprintln!(
                        "mexican-train simulate: {}",
                        t!("cli-threads-started", started = started, threads = threads, why = e.to_string())
                    );
                    break;
                }
            }
        }
        drop(results);
        if started == 0 {
            tallying.exit = ExitCode::from(2);
            return;
        }
        for result in finished {
            tallying.take(result);
            schedule.tallied(tallying.due);
        }
    });
    tallying.finish()
}

/// The tally of a run: matches counted (and recorded) in job order, whatever order they finish in.
struct Tallying<'a> {
    args: &'a SimulateArgs,
    rules: &'a HouseRules,
    jobs: &'a Jobs,
    stop: &'a AtomicBool,
    tally: Tally,
    exit: ExitCode,
    progress: Progress,
    /// Finished matches waiting for an earlier one.
    waiting: BTreeMap<usize, Outcome>,
    /// The next match to count.
    due: usize,
}

impl<'a> Tallying<'a> {
    fn new(args: &'a SimulateArgs, rules: &'a HouseRules, jobs: &'a Jobs, stop: &'a AtomicBool) -> Self {
        let progress = Progress { on: std::io::stderr().is_terminal(), started: Instant::now(), shown: None };
        Tallying { args, rules, jobs, stop, tally: Tally::default(), exit: ExitCode::SUCCESS, progress, waiting: BTreeMap::new(), due: 0 }
    }

    /// A match played (or the error that ended it): counted with every match it let through.
    fn take(&mut self, result: Result<Outcome, SimulateError>) {
        match result {
            Ok(o) => {
                self.waiting.insert(o.index, o);
            }
            Err(e) => return self.fail(e),
        }
        while self.exit == ExitCode::SUCCESS
            && let Some(o) = self.waiting.remove(&self.due)
        {
            self.due += 1;
            self.keep(&o);
            self.progress.show(self.tally.matches, self.jobs.len() as u64, self.tally.rounds);
        }
    }

    fn keep(&mut self, o: &Outcome) {
        if let Err(e) = keep(self.args, self.rules, &self.jobs.get(o.index), o, &mut self.tally) {
            self.fail(e);
        }
    }

    /// The run stops with `e` said.
    fn fail(&mut self, e: SimulateError) {
        self.stop.store(true, Ordering::SeqCst);
        self.progress.clear();
        eprintln!("mexican-train simulate: {e}");
        self.exit = ExitCode::from(2);
    }

    /// The run is over: stopped, the matches that finished after one that was dropped count too.
    fn finish(mut self) -> (Tally, ExitCode) {
        for o in std::mem::take(&mut self.waiting).into_values() {
            if self.exit != ExitCode::SUCCESS {
                break;
            }
            self.keep(&o);
        }
        self.progress.clear();
        if self.stop.load(Ordering::SeqCst) && self.exit == ExitCode::SUCCESS && (self.tally.matches as usize) < self.jobs.len() {
            eprintln!("{}", t!("cli-interrupted", played = self.tally.matches, total = self.jobs.len().to_string()));
            self.exit = ExitCode::from(130);
        }
        (self.tally, self.exit)
    }
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
    fn threads_are_refused_at_zero_and_cut_down_past_what_helps() {
        assert!(matches!(threads(Some(0)), Err(SimulateError::ThreadsZero)));
        assert_eq!(threads(Some(3_000)).ok(), Some(most_threads()));
        assert_eq!(threads(Some(1)).ok(), Some(1));
        assert!(most_threads() <= 256);
    }
}

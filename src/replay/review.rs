//! Reviewing a game in the replay viewer: the engine's review (`ai::review`: which moves cost
//! points, how much was luck) of one seat's play, run on a thread of its own while the viewer
//! stays live, with its progress and a way to cancel it. The panel (`ui::review_panel`) shows it
//! and asks for it; a finished game opens its record here with the review already started.
//! *Try again from here* plays a reviewed position again against computers (a practice: not
//! saved, not counted), and its round's end leads back to the review. A round of a game under way
//! is reviewed on its end's dialog (`RoundJustPlayed`), while the match waits for the next round.

use crate::ai::Level;
use crate::ai::review::{Review, ReviewError, Settings, review_rounds};
use crate::game::{Game, LoadMatchRequested, Origin, SeatSetup};
use crate::game_setup::Player;
use crate::replay::{ReplayOpened, ReplayView, ReviewWanted, WatchRecordRequested};
use crate::rules::verify::replay_until;
use crate::rules::{MatchRecord, Seat};
use crate::schedule::AppSystems;
use crate::screens::Screen;
use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReviewCommand>()
        .add_message::<TryAgainRequested>()
        .add_message::<PracticeCommand>()
        .add_message::<OwnGameReviewed>()
        .add_message::<RoundReviewCommand>()
        .add_systems(OnExit(Screen::Replay), stop_reviewing)
        .add_systems(OnExit(Screen::Game), |mut commands: Commands| commands.remove_resource::<RoundJustPlayed>())
        .add_systems(OnEnter(Screen::Title), |mut commands: Commands| commands.remove_resource::<Practice>())
        .add_systems(
            Update,
            (
                review_what_is_opened.after(crate::replay::ViewerSystems),
                (start_or_cancel, collect, try_again).chain().run_if(in_state(Screen::Replay)),
                (practice_again, (review_round, collect_round)).chain().run_if(in_state(Screen::Game)),
            )
                .in_set(AppSystems::Input),
        )
        .add_systems(Update, count_reviews.in_set(AppSystems::Persist));
}

/// *Try again from here*: play the reviewed seat's part again from this position (`step` moves
/// into round `round`: the reviewed move not made yet), against computers.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TryAgainRequested {
    pub round: usize,
    pub step: usize,
}

/// The review of the person's own game, just played here, is finished: `saving` counts it in
/// their statistics (once per game: `game` is its record's digest).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct OwnGameReviewed {
    pub name: String,
    pub game: u64,
    /// Moves with a choice measured, and the points they lost in all.
    pub moves: u32,
    pub lost: f64,
}

/// Asked at the end of a practice round.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PracticeCommand {
    /// The same position once more.
    Again,
    /// Back to the replay and its review, where the practice began.
    BackToReview,
}

/// The review a practice game came from: the record, its review, and the position tried again.
#[derive(Resource, Clone, Debug)]
pub struct Practice {
    record: MatchRecord,
    name: String,
    names: Vec<String>,
    players: Vec<Option<Level>>,
    you: Option<Seat>,
    seat: Seat,
    review: Box<Review>,
    at: (usize, usize),
}

impl Practice {
    /// A practice of `watched`'s reviewed seat from `at` (`step` moves into round `round`), if
    /// its review is made.
    pub fn of(watched: &WatchRecordRequested, at: (usize, usize)) -> Option<Practice> {
        let ReviewWanted::Done(seat, review) = &watched.review else { return None };
        Some(Practice {
            record: watched.record.clone(),
            name: watched.name.clone(),
            names: watched.names.clone(),
            players: watched.players.clone(),
            you: watched.you,
            seat: *seat,
            review: review.clone(),
            at,
        })
    }

    /// The reviewed seat played by the person, the others by computers: at the levels they were
    /// played by if the record came from a game here, Normal otherwise.
    pub fn seats(&self) -> Vec<SeatSetup> {
        (0..self.record.seats)
            .map(|s| SeatSetup {
                name: self.names.get(usize::from(s)).cloned().unwrap_or_default(),
                player: if s == self.seat {
                    Player::Human
                } else {
                    Player::Computer(self.players.get(usize::from(s)).copied().flatten().unwrap_or(Level::Normal))
                },
            })
            .collect()
    }

    /// The practice's match: the record's position, every hand as it was.
    pub fn position(&self) -> Option<crate::rules::Match> {
        replay_until(&self.record, self.at.0, self.at.1).ok()
    }

    fn load(&self) -> Option<LoadMatchRequested> {
        let the_match = self.position()?;
        Some(LoadMatchRequested { the_match, seats: self.seats(), origin: Origin::Practice, hints: Vec::new() })
    }
}

fn try_again(
    mut commands: Commands,
    mut asked: MessageReader<TryAgainRequested>,
    view: Option<Res<ReplayView>>,
    review: Option<Res<GameReview>>,
    mut load: MessageWriter<LoadMatchRequested>,
) {
    let Some(&TryAgainRequested { round, step }) = asked.read().last() else { return };
    let (Some(view), Some(review)) = (view, review) else { return };
    let Some(done) = review.review() else { return };
    let practice = Practice {
        record: view.record.clone(),
        name: view.name.clone(),
        names: view.names.clone(),
        players: view.players.clone(),
        you: view.you,
        seat: review.seat,
        review: Box::new(done.clone()),
        at: (round, step),
    };
    if let Some(request) = practice.load() {
        load.write(request);
        commands.insert_resource(practice);
    }
}

fn practice_again(
    mut asked: MessageReader<PracticeCommand>,
    practice: Option<Res<Practice>>,
    mut load: MessageWriter<LoadMatchRequested>,
    mut watch: MessageWriter<WatchRecordRequested>,
) {
    let Some(command) = asked.read().last().copied() else { return };
    let Some(practice) = practice else { return };
    match command {
        PracticeCommand::Again => {
            if let Some(request) = practice.load() {
                load.write(request);
            }
        }
        PracticeCommand::BackToReview => {
            watch.write(WatchRecordRequested {
                record: practice.record.clone(),
                name: practice.name.clone(),
                names: practice.names.clone(),
                players: practice.players.clone(),
                you: practice.you,
                review: ReviewWanted::Done(practice.seat, practice.review.clone()),
                at: practice.at,
            });
        }
    }
}

/// What the person asked of the review.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewCommand {
    /// Review this seat's moves in the record watched (stopping any review under way).
    Start(Seat),
    Cancel,
}

/// The review of the record in the replay viewer: under way, finished, or why not.
#[derive(Resource)]
pub struct GameReview {
    pub seat: Seat,
    pub state: ReviewState,
}

pub enum ReviewState {
    Running(Running),
    Done(Box<Review>),
    /// Cancelled by the person.
    Cancelled,
    /// It could not be made (the record did not replay: never for a record the viewer opened),
    /// worded when shown.
    Failed(crate::lang::Phrase),
}

/// A review under way on its thread.
pub struct Running {
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    result: Arc<Mutex<Option<Result<Review, ReviewError>>>>,
}

impl Running {
    /// How far it is, from 0 to 1.
    pub fn progress(&self) -> f32 {
        let total = self.total.load(Ordering::Relaxed);
        if total == 0 { 0.0 } else { self.done.load(Ordering::Relaxed) as f32 / total as f32 }
    }
}

impl Drop for Running {
    /// A review nobody will read stops at its threads' next job.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// A record opened in the viewer comes with its review as asked: started, put in place, or none
/// (another record's review is not this one's).
fn review_what_is_opened(mut commands: Commands, mut opened: MessageReader<ReplayOpened>) {
    let Some(ReplayOpened { record, review }) = opened.read().last() else { return };
    match review {
        ReviewWanted::None => commands.remove_resource::<GameReview>(),
        ReviewWanted::Start(seat) => commands.insert_resource(GameReview::start(record, *seat)),
        ReviewWanted::Done(seat, review) => commands.insert_resource(GameReview::finished(*seat, (**review).clone())),
    }
}

impl GameReview {
    /// Start reviewing `seat`'s moves in `record` on a thread of its own.
    pub fn start(record: &MatchRecord, seat: Seat) -> GameReview {
        let rounds = 0..record.rounds.len();
        let state = match spawn(record.clone(), seat, rounds, Settings::default()) {
            Ok(running) => ReviewState::Running(running),
            Err(e) => {
                let why = e.to_string();
                ReviewState::Failed(crate::lang::Phrase::new(move || why.clone()))
            }
        };
        GameReview { seat, state }
    }

    /// The finished review, if it is.
    pub fn review(&self) -> Option<&Review> {
        match &self.state {
            ReviewState::Done(r) => Some(r),
            _ => None,
        }
    }

    /// A finished review put in place as it is (the demo shows one without waiting).
    pub fn finished(seat: Seat, review: Review) -> GameReview {
        GameReview { seat, state: ReviewState::Done(Box::new(review)) }
    }
}

/// Review `rounds` of `record` for `seat` on a thread of its own.
fn spawn(record: MatchRecord, seat: Seat, rounds: std::ops::Range<usize>, settings: Settings) -> std::io::Result<Running> {
    let running = Running { done: Arc::default(), total: Arc::default(), stop: Arc::default(), result: Arc::default() };
    let (done, total, stop, result) = (running.done.clone(), running.total.clone(), running.stop.clone(), running.result.clone());
    std::thread::Builder::new().name("review".into()).spawn(move || {
        let progress = |d: usize, t: usize| {
            total.store(t, Ordering::Relaxed);
            done.fetch_max(d, Ordering::Relaxed);
        };
        let reviewed = review_rounds(&record, seat, rounds, &settings, &progress, &stop);
        if let Ok(mut slot) = result.lock() {
            *slot = Some(reviewed);
        }
    })?;
    Ok(running)
}

fn start_or_cancel(
    mut commands: Commands,
    mut asked: MessageReader<ReviewCommand>,
    view: Option<Res<ReplayView>>,
    current: Option<ResMut<GameReview>>,
) {
    let Some(view) = view else {
        asked.clear();
        return;
    };
    let mut current = current;
    for command in asked.read() {
        match *command {
            ReviewCommand::Start(seat) if seat < view.record.seats => {
                // Replacing a review under way drops it, which stops it.
                commands.insert_resource(GameReview::start(&view.record, seat));
            }
            ReviewCommand::Start(_) => {}
            ReviewCommand::Cancel => {
                if let Some(review) = current.as_mut()
                    && matches!(review.state, ReviewState::Running(_))
                {
                    review.state = ReviewState::Cancelled;
                }
            }
        }
    }
}

impl Running {
    /// The review's outcome once its thread is done: the review, or why there is none (worded
    /// when shown). `None` while it runs.
    fn outcome(&self) -> Option<Result<Review, ReviewState>> {
        let taken = self.result.lock().ok().and_then(|mut slot| slot.take())?;
        Some(taken.map_err(|e| match e {
            ReviewError::Cancelled => ReviewState::Cancelled,
            ReviewError::Record(e) => ReviewState::Failed(crate::lang::Phrase::new(move || crate::lang::refusal::verify_error(&e))),
            e => {
                let why = e.to_string();
                ReviewState::Failed(crate::lang::Phrase::new(move || why.clone()))
            }
        }))
    }
}

/// Take the finished review from its thread (the person's own game's counts in their statistics).
fn collect(review: Option<ResMut<GameReview>>, view: Option<Res<ReplayView>>, mut own: MessageWriter<OwnGameReviewed>) {
    let Some(mut review) = review else { return };
    let ReviewState::Running(running) = &review.state else { return };
    match running.outcome() {
        Some(Ok(r)) => {
            if let Some(view) = view.filter(|v| v.you == Some(review.seat))
                && let Some(name) = view.names.get(usize::from(review.seat))
            {
                own.write(OwnGameReviewed {
                    name: name.clone(),
                    game: crate::rules::rng::fnv1a(view.record.to_ron().as_bytes()),
                    moves: r.decisions().count() as u32,
                    lost: r.decisions().map(|d| d.loss).sum(),
                });
            }
            review.state = ReviewState::Done(Box::new(r));
        }
        Some(Err(state)) => review.state = state,
        None => {}
    }
}

/// The review of one person's moves in the round that just ended (a game played here), asked for
/// on the round's end dialog. Forgotten when the next round is dealt.
#[derive(Resource)]
pub struct RoundJustPlayed {
    /// The round (0-based) and the seat reviewed.
    pub round: usize,
    pub seat: Seat,
    pub state: ReviewState,
}

impl RoundJustPlayed {
    /// The finished review, if it is.
    pub fn review(&self) -> Option<&crate::ai::review::RoundReview> {
        match &self.state {
            ReviewState::Done(r) => r.rounds.iter().find(|r| r.round == self.round),
            _ => None,
        }
    }
}

/// Asked on the round's end dialog.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundReviewCommand {
    /// Review this seat's moves in the round just ended.
    Start(Seat),
    Cancel,
}

/// The round just ended reviewed for a person at the table, or the review cancelled; a review
/// of a round no longer the current one (the next was dealt, a game loaded) is forgotten.
fn review_round(
    mut commands: Commands,
    mut asked: MessageReader<RoundReviewCommand>,
    game: Option<Res<Game>>,
    current: Option<ResMut<RoundJustPlayed>>,
) {
    let Some(game) = game else { return };
    let round = game.the_match.round_index() as usize;
    let ended = game.the_match.round().is_over() && game.is_kept();
    let mut current = current;
    if current.as_ref().is_some_and(|c| c.round != round || !ended) {
        // Dropping a review under way stops it.
        commands.remove_resource::<RoundJustPlayed>();
        current = None;
    }
    for command in asked.read() {
        match *command {
            RoundReviewCommand::Start(seat) if ended && game.seats.get(usize::from(seat)).is_some_and(|s| s.player == Player::Human) => {
                let state = match spawn(game.the_match.record(), seat, round..round + 1, Settings::default()) {
                    Ok(running) => ReviewState::Running(running),
                    Err(e) => {
                        let why = e.to_string();
                        ReviewState::Failed(crate::lang::Phrase::new(move || why.clone()))
                    }
                };
                commands.insert_resource(RoundJustPlayed { round, seat, state });
            }
            RoundReviewCommand::Start(_) => {}
            RoundReviewCommand::Cancel => {
                if let Some(review) = current.as_mut()
                    && matches!(review.state, ReviewState::Running(_))
                {
                    review.state = ReviewState::Cancelled;
                }
            }
        }
    }
}

/// Take the round's finished review from its thread.
fn collect_round(review: Option<ResMut<RoundJustPlayed>>) {
    let Some(mut review) = review else { return };
    let ReviewState::Running(running) = &review.state else { return };
    match running.outcome() {
        Some(Ok(r)) => review.state = ReviewState::Done(Box::new(r)),
        Some(Err(state)) => review.state = state,
        None => {}
    }
}

/// Leaving the replay viewer stops the review and forgets it.
fn stop_reviewing(mut commands: Commands) {
    commands.remove_resource::<GameReview>();
}

/// The review of a person's own game counts in their statistics (once a game).
fn count_reviews(
    mut reviewed: MessageReader<OwnGameReviewed>,
    storage: Res<crate::saving::Storage>,
    mut stats: ResMut<crate::saving::Statistics>,
) {
    let mut changed = false;
    for r in reviewed.read() {
        changed |= stats.0.record_review(&r.name, r.game, r.moves, r.lost);
    }
    if changed && let Some(dirs) = &storage.dirs {
        storage.write(dirs.stats(), stats.0.to_ron());
    }
}

//! Watching a recorded match: open a `.mtr.ron` (from the list of saved replays, or dropped on
//! the window), step through it move by move, or let it play. The record is checked as `verify`
//! checks it, so a bad file says why and is not shown. The viewer is a player of sorts: a step
//! forward asks for the record's next move like any player (so the table animates it); a step
//! back or a jump to another round puts that position in place as a whole.

pub mod panel;
pub mod review;
pub mod review_panel;
pub mod save;

use crate::files::safe_io;
use crate::game::{ActionRequested, Game, LoadMatchRequested, Notice, Origin, SeatSetup};
use crate::game_setup::Player;
use crate::lang::{Phrase, refusal};
use crate::rules::verify::{replay, replay_until};
use crate::rules::{MatchRecord, Seat};
use crate::schedule::AppSystems;
use crate::screens::Screen;
use crate::single_instance::{HandedOver, Opened};
use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use std::path::PathBuf;

pub(super) fn plugin(app: &mut App) {
    // Registered by the window plugin too; headless tests have no window.
    app.add_message::<FileDragAndDrop>()
        .add_message::<OpenReplayRequested>()
        .add_message::<WatchRecordRequested>()
        .add_message::<ReplayOpened>()
        .add_message::<ReplayCommand>()
        .add_message::<DroppedRecordAnswered>()
        .init_resource::<DroppedDuringGame>()
        .add_systems(OnExit(Screen::Game), |mut waiting: ResMut<DroppedDuringGame>| waiting.0 = None)
        .add_systems(
            Update,
            (
                open_dropped_files,
                open_replay,
                watch_record,
                (move_the_cursor, autoplay, follow_cursor).chain().run_if(in_state(Screen::Replay)),
            )
                .chain()
                .in_set(ViewerSystems)
                .in_set(AppSystems::Input),
        )
        .add_plugins((review::plugin, save::plugin));
}

/// Open this record in the replay viewer.
#[derive(Message, Clone, Debug)]
pub struct OpenReplayRequested(pub PathBuf);

/// Watch a record held in memory (the game just finished, the demo's), with its review.
#[derive(Message, Clone, Debug)]
pub struct WatchRecordRequested {
    pub record: MatchRecord,
    /// What the viewer's top bar calls it.
    pub name: String,
    /// The players' names, in seat order.
    pub names: Vec<String>,
    /// The level each seat's computer played at, when known (a game played here).
    pub players: Vec<Option<crate::ai::Level>>,
    /// The seat of the person at this screen, for a game they just played ("your hand").
    pub you: Option<Seat>,
    pub review: ReviewWanted,
    /// The position to show first: `step` moves into round `round`.
    pub at: (usize, usize),
}

/// What a record watched from memory comes with.
#[derive(Clone, Debug)]
pub enum ReviewWanted {
    None,
    /// Start reviewing this seat's moves as it opens.
    Start(Seat),
    /// This review, already made (the demo's).
    Done(Seat, Box<crate::ai::review::Review>),
}

/// The viewer's systems (what reacts to a record opened runs after them).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ViewerSystems;

/// A record was opened in the viewer, and the review it comes with (`review` starts, puts in
/// place or drops the review beside it).
#[derive(Message, Clone, Debug)]
pub struct ReplayOpened {
    pub record: MatchRecord,
    pub review: ReviewWanted,
}

/// What the person asked of the replay viewer (its controls and keys report it).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayCommand {
    /// One move back (pauses).
    Back,
    /// One move on (pauses).
    Forward,
    /// The start of this round.
    ToRound(usize),
    /// The end of the round shown.
    ToEnd,
    /// This position: `step` moves into round `round` (a reviewed move, before it is made).
    ToMove {
        round: usize,
        step: usize,
    },
    PlayOrPause,
    /// Show this seat's hand.
    ShowHand(Seat),
}

/// The answer to a record dropped on the window during a game: watch it (the game stays saved),
/// or play on.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DroppedRecordAnswered {
    pub watch: bool,
}

/// Open a record given on the command line (`mexican-train FILE.mtr.ron`, as a file manager
/// starts it) as soon as the game is up. One that cannot be opened leaves the title screen
/// with a message saying why; a game in progress stays saved either way.
pub fn open_at_start(path: PathBuf) -> impl Fn(&mut App) {
    move |app: &mut App| {
        let path = path.clone();
        app.add_systems(Startup, move |mut open: MessageWriter<OpenReplayRequested>| {
            open.write(OpenReplayRequested(path.clone()));
        });
    }
}

/// The replay being watched, and the position the viewer wants shown (the cursor).
#[derive(Resource, Debug)]
pub struct ReplayView {
    pub name: String,
    /// The players' names, from the file or "Seat 1"….
    pub names: Vec<String>,
    /// The level each seat's computer played at, when known (a game just played here).
    pub players: Vec<Option<crate::ai::Level>>,
    /// The seat of the person at this screen, when the record is a game they just played.
    pub you: Option<Seat>,
    pub record: MatchRecord,
    pub round: usize,
    /// Moves of the round shown.
    pub step: usize,
    pub playing: bool,
    /// Whose hand the panel shows.
    pub seat: Seat,
    last_step_at: f32,
    /// The position last asked for by a move, to notice one that did not arrive.
    asked: Option<(usize, usize)>,
}

impl ReplayView {
    fn new(name: String, names: Vec<String>, record: MatchRecord, now: f32) -> ReplayView {
        ReplayView {
            name,
            names,
            players: Vec::new(),
            you: None,
            record,
            round: 0,
            step: 0,
            playing: false,
            seat: 0,
            last_step_at: now,
            asked: None,
        }
    }

    pub fn moves_in_round(&self) -> usize {
        self.record.rounds.get(self.round).map_or(0, |r| r.moves.len())
    }

    pub fn at_end(&self) -> bool {
        self.round + 1 >= self.record.rounds.len() && self.step >= self.moves_in_round()
    }

    /// One move on (into the next round after the last move of one).
    pub fn forward(&mut self) {
        if self.step < self.moves_in_round() {
            self.step += 1;
        } else if self.round + 1 < self.record.rounds.len() {
            self.round += 1;
            self.step = 0;
        }
    }

    /// One move back (to the end of the previous round from the start of one).
    pub fn back(&mut self) {
        if self.step > 0 {
            self.step -= 1;
        } else if self.round > 0 {
            self.round -= 1;
            self.step = self.moves_in_round();
        }
    }

    pub fn go_to_round(&mut self, round: usize) {
        self.round = round.min(self.record.rounds.len().saturating_sub(1));
        self.step = 0;
    }

    /// The seats as the record has them: its names, each played by the record.
    fn seats(&self) -> Vec<SeatSetup> {
        self.names.iter().map(|name| SeatSetup { name: name.clone(), player: Player::Recorded }).collect()
    }
}

/// A record dropped on the window while a game is being played: it waits for the player to say
/// whether to leave the game (which stays saved) and watch it.
#[derive(Resource, Default, Debug)]
pub struct DroppedDuringGame(pub Option<PathBuf>);

/// A record dropped on the window, or double-clicked while the game is open (handed over by the
/// start it made), opens in the viewer — over a game played here, once the person says so.
fn open_dropped_files(
    mut dropped: MessageReader<FileDragAndDrop>,
    mut handed: MessageReader<HandedOver>,
    mut answers: MessageReader<DroppedRecordAnswered>,
    mut open: MessageWriter<OpenReplayRequested>,
    game: Option<Res<Game>>,
    mut waiting: ResMut<DroppedDuringGame>,
) {
    if let Some(answer) = answers.read().last()
        && let Some(path) = waiting.0.take()
        && answer.watch
    {
        open.write(OpenReplayRequested(path));
    }
    let dropped = dropped.read().filter_map(|d| match d {
        FileDragAndDrop::DroppedFile { path_buf, .. } => Some(path_buf.clone()),
        _ => None,
    });
    let handed = handed.read().filter_map(|HandedOver(opened)| match opened {
        Opened::Record(path) => Some(path.clone()),
        _ => None,
    });
    for path in dropped.chain(handed) {
        if game.as_ref().is_some_and(|g| g.is_under_way_here()) {
            waiting.0 = Some(path);
        } else {
            open.write(OpenReplayRequested(path));
        }
    }
}

/// Read, check and open a record: its deal goes on the table as a match of recorded seats.
fn open_replay(
    mut commands: Commands,
    mut requests: MessageReader<OpenReplayRequested>,
    mut load: MessageWriter<LoadMatchRequested>,
    mut opened: MessageWriter<ReplayOpened>,
    mut notices: MessageWriter<Notice>,
    time: Res<Time>,
) {
    let Some(OpenReplayRequested(path)) = requests.read().last() else { return };
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let (record, text) = match read_record(path, &name) {
        Ok(r) => r,
        Err(problem) => {
            notices.write(Notice::problem(problem));
            return;
        }
    };
    let start = match replay_until(&record, 0, 0) {
        Ok(m) => m,
        Err(e) => {
            notices.write(Notice::problem(does_not_replay(name, e)));
            return;
        }
    };
    let names = crate::files::replays::names_in(&text)
        .filter(|n| n.len() == usize::from(record.seats))
        .unwrap_or_else(|| (1..=record.seats).map(|s| crate::lang::t!("seats-seat", seat = s)).collect());
    let view = ReplayView::new(name.trim_end_matches(".mtr.ron").to_string(), names, record, time.elapsed_secs());
    load.write(LoadMatchRequested { the_match: start, seats: view.seats(), origin: Origin::Replay, hints: Vec::new() });
    // Another record's review is not this one's.
    opened.write(ReplayOpened { record: view.record.clone(), review: ReviewWanted::None });
    commands.insert_resource(view);
}

/// Watch a record held in memory, at the position asked, reviewing it as asked.
fn watch_record(
    mut commands: Commands,
    mut requests: MessageReader<WatchRecordRequested>,
    mut load: MessageWriter<LoadMatchRequested>,
    mut opened: MessageWriter<ReplayOpened>,
    mut notices: MessageWriter<Notice>,
    time: Res<Time>,
) {
    let Some(request) = requests.read().last() else { return };
    let (round, step) = request.at;
    let shown = match replay(&request.record).and_then(|_| replay_until(&request.record, round, step)) {
        Ok(m) => m,
        Err(e) => {
            notices.write(Notice::problem(does_not_replay(request.name.clone(), e)));
            return;
        }
    };
    let mut names = request.names.clone();
    names.resize_with(usize::from(request.record.seats), String::new);
    let mut view = ReplayView::new(request.name.clone(), names, request.record.clone(), time.elapsed_secs());
    (view.round, view.step) = (round, step);
    view.players = request.players.clone();
    view.you = request.you;
    if let ReviewWanted::Start(seat) | ReviewWanted::Done(seat, _) = &request.review {
        view.seat = *seat;
    }
    opened.write(ReplayOpened { record: request.record.clone(), review: request.review.clone() });
    load.write(LoadMatchRequested { the_match: shown, seats: view.seats(), origin: Origin::Replay, hints: Vec::new() });
    commands.insert_resource(view);
}

/// "Sunday.mtr.ron does not replay: …", worded when shown.
fn does_not_replay(name: String, e: crate::rules::verify::VerifyError) -> Phrase {
    Phrase::new(move || crate::lang::t!("notice-does-not-replay", name = name.as_str(), why = refusal::verify_error(&e)))
}

/// A record and its text, checked move by move; or what is wrong with it, in words.
fn read_record(path: &std::path::Path, name: &str) -> Result<(MatchRecord, String), Phrase> {
    use crate::files::damage::Unreadable;
    use crate::lang::t;
    let (shown, name) = (path.display().to_string(), name.to_string());
    let unreadable = |e: Unreadable| {
        let name = name.clone();
        Phrase::new(move || t!("replay-error-unreadable", name = name.as_str(), why = crate::lang::files::unreadable(&e)))
    };
    let bytes = safe_io::read_limited(path, safe_io::MAX_RECORD).map_err(|e| match e {
        Unreadable::Folder => Phrase::new(move || t!("replay-error-folder", path = shown.as_str())),
        Unreadable::NotFound => Phrase::new(move || t!("replay-error-missing", path = shown.as_str())),
        e => unreadable(e),
    })?;
    let text = safe_io::text_of(bytes).map_err(unreadable)?;
    let named = name.clone();
    let record = MatchRecord::parse(&text)
        .map_err(move |e| Phrase::new(move || t!("replay-error-not-a-record", name = named.as_str(), why = refusal::parse_error(&e))))?;
    replay(&record).map_err(move |e| does_not_replay(name, e))?;
    Ok((record, text))
}

/// Move the cursor as the person asked.
fn move_the_cursor(mut commands: MessageReader<ReplayCommand>, view: Option<ResMut<ReplayView>>) {
    let Some(mut view) = view else {
        commands.clear();
        return;
    };
    for command in commands.read() {
        match *command {
            ReplayCommand::Back => {
                view.playing = false;
                view.back();
            }
            ReplayCommand::Forward => {
                view.playing = false;
                view.forward();
            }
            ReplayCommand::ToRound(round) => view.go_to_round(round),
            ReplayCommand::ToEnd => view.step = view.moves_in_round(),
            ReplayCommand::ToMove { round, step } => {
                view.playing = false;
                view.go_to_round(round);
                view.step = step.min(view.moves_in_round());
            }
            ReplayCommand::PlayOrPause => view.playing = !view.playing,
            ReplayCommand::ShowHand(seat) => {
                if seat < view.record.seats {
                    view.seat = seat;
                }
            }
        }
    }
}

/// Play on by itself, one move every so often.
fn autoplay(view: Option<ResMut<ReplayView>>, time: Res<Time>) {
    let Some(mut view) = view else { return };
    let now = time.elapsed_secs();
    if !view.playing {
        view.last_step_at = now;
        return;
    }
    if now - view.last_step_at >= 0.8 {
        view.last_step_at = now;
        if view.at_end() {
            view.playing = false;
        } else {
            view.forward();
        }
    }
}

/// Bring the table to the cursor: the record's next move is asked for like any move; any other
/// change of position (back, another round) puts that position in place.
fn follow_cursor(
    view: Option<ResMut<ReplayView>>,
    game: Option<Res<Game>>,
    mut requests: MessageWriter<ActionRequested>,
    mut load: MessageWriter<LoadMatchRequested>,
    mut notices: MessageWriter<Notice>,
) {
    let (Some(mut view), Some(game)) = (view, game) else { return };
    let shown = (game.the_match.round_index() as usize, game.the_match.moves().len());
    let wanted = (view.round, view.step);
    if shown == wanted {
        view.asked = None;
        return;
    }
    let next = view.record.rounds.get(view.round).and_then(|r| r.moves.get(shown.1));
    let one_on = wanted.0 == shown.0 && wanted.1 == shown.1 + 1 && !game.the_match.round().is_over();
    // A move asked for last frame that did not arrive is not asked for again.
    let stuck = view.asked == Some(wanted);
    match next {
        Some(m) if one_on && !stuck => {
            requests.write(ActionRequested { seat: m.seat, action: m.action });
            view.asked = Some(wanted);
        }
        _ => match replay_until(&view.record, view.round, view.step) {
            Ok(m) => {
                load.write(LoadMatchRequested { the_match: m, seats: view.seats(), origin: Origin::ReplayJump, hints: Vec::new() });
                view.asked = None;
            }
            Err(e) => {
                view.playing = false;
                view.round = shown.0;
                view.step = shown.1;
                notices.write(Notice::problem(move || {
                    crate::lang::t!("notice-position-not-shown", why = crate::lang::refusal::verify_error(&e))
                }));
            }
        },
    }
}

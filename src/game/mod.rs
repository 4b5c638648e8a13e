//! The match in play: its resource, the intents that would change it, the one system that
//! applies them, the one system that puts a whole match in place (a new game, a continued one,
//! a replay), computer turns thought out off the main thread, and the pacing that lets a person
//! follow them. Everything here is below the files, the table and the UI: it imports none of them.

mod assist;
mod computer;
mod hint;
mod view;
mod words;

use crate::rules::{Action, Event, Match, RuleError, Seat};
use crate::schedule::AppSystems;
use crate::screens::{GamePhase, Screen};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

pub use crate::game_setup::{GameSetup, Player, SeatSetup};
pub use assist::{ASSIST_PAUSE, Assists};
pub use computer::Thinking;
pub use hint::{HINT_THINK, Hint, HintAsked, HintRequested, Suggestion};
pub use view::PlayerView;
pub use words::{describe_end, result_in_words, side_name, train_name};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ActionRequested>()
        .add_message::<ActionApplied>()
        .add_message::<ActionRejected>()
        .add_message::<NextRoundRequested>()
        .add_message::<NewGameRequested>()
        .add_message::<LoadMatchRequested>()
        .add_message::<MatchLoaded>()
        .add_message::<RoundStarted>()
        .add_message::<Notice>()
        .add_message::<TakeBackRequested>()
        .add_message::<UncoverRequested>()
        .add_message::<MoveNotTaught>()
        .init_resource::<Taught>()
        .init_resource::<Pace>()
        .init_resource::<TableBusy>()
        .init_resource::<HandShown>()
        .init_resource::<GameIds>()
        // The title has no match: a game left there stays only in its autosave.
        .add_systems(OnEnter(Screen::Title), leave_the_match)
        .add_systems(Update, start_new_game.in_set(AppSystems::Input))
        .add_systems(
            Update,
            (
                apply_requests.run_if(resource_exists::<Game>),
                take_back_turn,
                install_match,
                follow_phase.run_if(in_state(Screen::Game)),
                hide_hands_between_turns,
                uncover_hands,
                view::show_the_view,
            )
                .chain()
                .in_set(AppSystems::Apply)
                .in_set(Applying),
        )
        .add_plugins((assist::plugin, computer::plugin, hint::plugin));
}

/// The game's own `Apply` systems, in their order: what follows a match changed (a round dealt, a
/// match put in place) in the same frame runs after them.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Applying;

/// The match being played (or watched), and who plays it.
#[derive(Resource)]
pub struct Game {
    pub the_match: Match,
    pub seats: Vec<SeatSetup>,
    /// Bumped on every change of the game (a move, a round dealt, a hint counted), so that what
    /// follows it (the autosave, the table) knows to follow.
    pub revision: u64,
    /// Different for every match put in place in this run.
    pub id: u64,
    /// Where the match came from: a game played here, or a replay being watched.
    pub origin: Origin,
    /// Hints each seat asked for in this match (for the statistics).
    pub hints: Vec<u32>,
}

impl Game {
    /// A new match for `setup`, or why its rules cannot be played.
    pub fn new_match(setup: &GameSetup) -> Result<Match, crate::rules::InvalidRules> {
        let mut rules = setup.rules.clone();
        rules.players = setup.seats.len() as u8;
        Match::new(&setup.preset, rules, setup.seed)
    }

    pub fn name(&self, seat: Seat) -> &str {
        self.seats.get(seat as usize).map_or("?", |s| s.name.as_str())
    }

    pub fn player(&self, seat: Seat) -> Player {
        self.seats.get(seat as usize).map_or(Player::Human, |s| s.player)
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        self.player(seat) == Player::Human
    }

    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|s| s.player == Player::Human).count()
    }

    /// The position the match stands at: its id, the round and how many moves it has seen (a
    /// hint counted changes the game, not the position).
    pub fn position(&self) -> (u64, u32, usize) {
        (self.id, self.the_match.round_index(), self.the_match.moves().len())
    }

    /// The seat the table is seen from: the first human (seat 0 if nobody here plays).
    pub fn viewer(&self) -> Seat {
        (0..self.seats.len() as Seat).find(|&s| self.is_human(s)).unwrap_or(0)
    }

    /// A game played here, not a replay being watched.
    pub fn is_played_here(&self) -> bool {
        self.is_kept() || matches!(self.origin, Origin::Practice | Origin::Lesson)
    }

    /// A game played here that is not over: one the person is asked before leaving.
    pub fn is_under_way_here(&self) -> bool {
        self.is_played_here() && !self.the_match.is_over()
    }

    /// A game played here that is autosaved and counted in the statistics, and whose turns may
    /// be taken back (not a practice from a review).
    pub fn is_kept(&self) -> bool {
        matches!(self.origin, Origin::NewGame | Origin::Continued | Origin::TakenBack)
    }

    /// Where a take-back would bring the round: the move that began the person's last turn (the
    /// one under way, if they have moved in it), the computers' turns after it undone too. Only
    /// for one person against computers, within the current round, while the match goes on.
    pub fn take_back_point(&self) -> Option<usize> {
        if self.humans() != 1 || !self.is_kept() || self.the_match.is_over() {
            return None;
        }
        let me = self.viewer();
        let moves = self.the_match.moves();
        (0..moves.len()).rev().find(|&i| moves[i].seat == me && (i == 0 || moves[i - 1].seat != me))
    }

    /// The same players and rules, dealt afresh: "play again".
    pub fn setup_again(&self, seed: u64) -> GameSetup {
        GameSetup { preset: self.the_match.preset().to_string(), rules: self.the_match.rules().clone(), seats: self.seats.clone(), seed }
    }

    /// Whether the seat to move is a person who may act now.
    pub fn human_to_move(&self) -> Option<Seat> {
        let round = self.the_match.round();
        let seat = round.to_move();
        (!round.is_over() && self.is_human(seat)).then_some(seat)
    }

    /// A rule error in words for the people at this table ("your train", "Ana's train"), said
    /// in the language of the moment it is read.
    pub fn explain(&self, error: RuleError, viewer: Seat) -> crate::lang::Phrase {
        let names: Vec<String> = (0..self.seats.len() as Seat).map(|s| self.name(s).to_string()).collect();
        crate::lang::Phrase::new(move || {
            let name = |s: Seat| names.get(s as usize).cloned().unwrap_or_default();
            crate::lang::refusal::refusal(&error, &crate::lang::refusal::Names { name: &name, viewer: Some(viewer) })
        })
    }
}

/// Numbers the matches put in place in this run, so views never mistake one for another.
#[derive(Resource, Default, Debug)]
pub struct GameIds(u64);

impl GameIds {
    /// A new match's id.
    pub fn issue(&mut self) -> u64 {
        self.0 += 1;
        self.0
    }
}

/// Someone wants to make a move: a person's gesture, a computer player's choice, a replay's
/// next recorded move.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActionRequested {
    pub seat: Seat,
    pub action: Action,
}

/// A move was made: what happened, in order.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ActionApplied {
    pub seat: Seat,
    pub action: Action,
    pub events: Vec<Event>,
}

/// While a lesson teaches a move, the one move of that seat taken (a tile either way round);
/// any other is answered with `MoveNotTaught` and changes nothing. `Some((seat, None))`: none of
/// that seat's moves is taken (the lesson is over).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Taught(pub Option<(Seat, Option<Action>)>);

/// A move other than the one the lesson teaches: `refused` is the rules' reason when the move is
/// not legal either (else the lesson says why it is not the one).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveNotTaught {
    pub seat: Seat,
    pub action: Action,
    pub refused: Option<RuleError>,
}

/// A move was refused, and why (worded for the person at the screen by `toasts`).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ActionRejected {
    pub seat: Seat,
    pub action: Action,
    pub why: RuleError,
}

#[derive(Message, Clone, Copy, Debug, Default)]
pub struct NextRoundRequested;

/// Deal a new match for these seats and rules.
#[derive(Message, Clone, Debug)]
pub struct NewGameRequested(pub GameSetup);

/// Where a match put in place comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Dealt now.
    NewGame,
    /// Resumed from the autosave.
    Continued,
    /// A recorded match opened in the replay viewer.
    Replay,
    /// The replay viewer jumped to another position of the same record.
    ReplayJump,
    /// A game played here, its last turns taken back.
    TakenBack,
    /// A position of a reviewed record played again against computers (*Try again from here*):
    /// played here, but neither saved nor counted, and no turn taken back.
    Practice,
    /// A lesson of *Learn to play*: played here, neither saved nor counted; the other seat's
    /// moves are the lesson's (no computer thinks), and only the move taught is taken.
    Lesson,
}

impl Origin {
    /// Whether the table shows another match (not another position of the same one): the view
    /// starts afresh.
    pub fn is_another_match(self) -> bool {
        matches!(self, Origin::NewGame | Origin::Continued | Origin::Replay | Origin::Practice | Origin::Lesson)
    }
}

/// The person asks to take back their last turn (`Z`, or the button).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeBackRequested {
    pub seat: Seat,
}

/// Put this match in place as a whole: the one way a match arrives (new game, Continue, the
/// replay viewer).
#[derive(Message, Clone, Debug)]
pub struct LoadMatchRequested {
    pub the_match: Match,
    pub seats: Vec<SeatSetup>,
    pub origin: Origin,
    /// Hints each seat had asked for (a continued game keeps its count; empty: none).
    pub hints: Vec<u32>,
}

/// A match was put in place as a whole (not by a move): views rebuild from its state.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchLoaded {
    pub origin: Origin,
}

/// The next round was dealt: views rebuild from its state.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct RoundStarted;

/// Something to tell the people at the screen (a problem, or news that something worked), in
/// words made when they are shown (a change of language re-words it).
#[derive(Message, Clone, Debug)]
pub struct Notice {
    pub words: crate::lang::Phrase,
    pub kind: NoticeKind,
}

/// A refusal or a problem, or news that something worked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    Problem,
    Done,
}

impl Notice {
    /// A problem, in the words `say` makes: `Notice::problem(|| t!("notice-taken-back"))`.
    pub fn problem(say: impl Into<crate::lang::Phrase>) -> Notice {
        Notice { words: say.into(), kind: NoticeKind::Problem }
    }

    pub fn done(say: impl Into<crate::lang::Phrase>) -> Notice {
        Notice { words: say.into(), kind: NoticeKind::Done }
    }
}

/// Pacing of computer players: how long they wait after a move, so a person can follow.
#[derive(Resource, Debug)]
pub struct Pace {
    /// Seconds a computer waits after the last move (the settings' speed).
    pub computer_delay: f32,
    pub last_action_at: f32,
    /// The computers wait for good: the demo's steady picture, tests that play by hand.
    pub held: bool,
}

impl Default for Pace {
    fn default() -> Self {
        Pace { computer_delay: 0.7, last_action_at: 0.0, held: false }
    }
}

/// Whether the table is still animating the last moves (computer players wait for it).
#[derive(Resource, Default, Debug)]
pub struct TableBusy(pub bool);

/// How long the table has been still: moves made by the game (computers, assists) wait for it.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Stillness<'w> {
    pace: Res<'w, Pace>,
    busy: Res<'w, TableBusy>,
    time: Res<'w, Time>,
}

impl Stillness<'_> {
    /// No tile is moving, and the last move was at least `seconds` ago.
    pub(crate) fn still_for(&self, seconds: f32) -> bool {
        !self.busy.0 && self.time.elapsed_secs() - self.pace.last_action_at >= seconds
    }

    /// Whether a computer may move now: not held, and the table still for its pause.
    pub(crate) fn computers_may_move(&self) -> bool {
        !self.pace.held && self.still_for(self.pace.computer_delay)
    }
}

/// Whose hand is on screen. With two or more people at one screen, a cover hides the hand until
/// the next person says it is them.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandShown(pub Option<Seat>);

/// Back at the title, no match is in place: the one that was is saved (or over, or a replay).
/// With `install_match`, the only systems that put a match in place or take it away.
fn leave_the_match(mut commands: Commands) {
    commands.remove_resource::<Game>();
}

/// Deal the match a new game asks for (or say why its rules cannot be played).
fn start_new_game(
    mut requests: MessageReader<NewGameRequested>,
    mut load: MessageWriter<LoadMatchRequested>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(NewGameRequested(setup)) = requests.read().last() else { return };
    match Game::new_match(setup) {
        Ok(m) => {
            load.write(LoadMatchRequested { the_match: m, seats: setup.seats.clone(), origin: Origin::NewGame, hints: Vec::new() });
        }
        Err(e) => {
            notices.write(Notice::problem(move || crate::lang::t!("notice-cannot-start", why = crate::lang::refusal::invalid(&e))));
        }
    }
}

/// The one system that puts a whole match in place: it numbers it, shows the right hand, goes to
/// the right screen and says so.
fn install_match(
    mut commands: Commands,
    mut requests: MessageReader<LoadMatchRequested>,
    mut ids: ResMut<GameIds>,
    mut shown: ResMut<HandShown>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut loaded: MessageWriter<MatchLoaded>,
) {
    let Some(request) = requests.read().last() else { return };
    let mut hints = request.hints.clone();
    hints.resize(request.seats.len(), 0);
    let game = Game {
        the_match: request.the_match.clone(),
        seats: request.seats.clone(),
        revision: 0,
        id: ids.issue(),
        origin: request.origin,
        hints,
    };
    shown.0 = (game.humans() == 1).then(|| game.viewer());
    NextState::set_if_neq(&mut next_screen, if game.is_played_here() { Screen::Game } else { Screen::Replay });
    commands.insert_resource(game);
    loaded.write(MatchLoaded { origin: request.origin });
}

/// At a shared screen, `seat`'s person says it is them (the cover's button).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct UncoverRequested {
    pub seat: Seat,
}

/// What may ask `Apply` for a change of the game.
#[derive(SystemParam)]
pub struct Requests<'w, 's> {
    actions: MessageReader<'w, 's, ActionRequested>,
    next_round: MessageReader<'w, 's, NextRoundRequested>,
    hints: MessageReader<'w, 's, HintAsked>,
}

/// What `Apply` tells the rest of the game.
#[derive(SystemParam)]
pub struct Facts<'w> {
    applied: MessageWriter<'w, ActionApplied>,
    rejected: MessageWriter<'w, ActionRejected>,
    not_taught: MessageWriter<'w, MoveNotTaught>,
    started: MessageWriter<'w, RoundStarted>,
}

/// The one system that changes the match (and the game around it): moves, the next round's
/// deal, a hint counted for the statistics. Every change bumps `Game::revision`.
fn apply_requests(
    mut requests: Requests,
    mut game: ResMut<Game>,
    mut facts: Facts,
    mut pace: ResMut<Pace>,
    mut shown: ResMut<HandShown>,
    (time, taught): (Res<Time>, Res<Taught>),
) {
    for &ActionRequested { seat, action } in requests.actions.read() {
        if let Some((learner, wanted)) = taught.0
            && learner == seat
            && !wanted.is_some_and(|w| w.same_move(action))
        {
            let refused = game.the_match.round().check(seat, action).err();
            facts.not_taught.write(MoveNotTaught { seat, action, refused });
            continue;
        }
        match game.the_match.apply(seat, action) {
            Ok(events) => {
                game.revision += 1;
                pace.last_action_at = time.elapsed_secs();
                let action = game.the_match.moves().last().map_or(action, |m| m.action);
                facts.applied.write(ActionApplied { seat, action, events });
            }
            Err(e) => {
                facts.rejected.write(ActionRejected { seat, action, why: e });
            }
        }
    }
    for &HintAsked { seat } in requests.hints.read() {
        if let Some(n) = game.hints.get_mut(seat as usize) {
            *n += 1;
            game.revision += 1;
        }
    }
    // The next round is dealt once this one is over (asked for from its dialog).
    if requests.next_round.read().last().is_some()
        && game.the_match.round().is_over()
        && !game.the_match.is_over()
        && game.the_match.next_round()
    {
        game.revision += 1;
        if game.humans() > 1 {
            shown.0 = None;
        }
        facts.started.write(RoundStarted);
    }
}

/// Take the round back to the start of the person's last turn: the same match, a position it
/// passed through, put in place as a whole. The record keeps only the moves that stood.
fn take_back_turn(
    game: Option<Res<Game>>,
    mut requests: MessageReader<TakeBackRequested>,
    mut load: MessageWriter<LoadMatchRequested>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(&TakeBackRequested { seat }) = requests.read().last() else { return };
    let Some(game) = game else { return };
    if game.humans() != 1 {
        notices.write(Notice::problem(|| crate::lang::t!("notice-take-back-alone")));
        return;
    }
    if seat != game.viewer() {
        return;
    }
    let mut m = game.the_match.clone();
    match game.take_back_point() {
        Some(to) if m.take_back(to) => {
            load.write(LoadMatchRequested {
                the_match: m,
                seats: game.seats.clone(),
                origin: Origin::TakenBack,
                hints: game.hints.clone(),
            });
            notices.write(Notice::done(|| crate::lang::t!("notice-taken-back")));
        }
        _ if game.the_match.is_over() => {
            notices.write(Notice::problem(|| crate::lang::t!("notice-take-back-over")));
        }
        _ => {
            notices.write(Notice::problem(|| crate::lang::t!("notice-take-back-none")));
        }
    }
}

/// The part of the game screen follows the match: playing, a round over, the game over.
fn follow_phase(game: Option<Res<Game>>, mut next_phase: ResMut<NextState<GamePhase>>) {
    let Some(game) = game else { return };
    let phase = match (game.the_match.round().is_over(), game.the_match.is_over()) {
        (false, _) => GamePhase::Playing,
        (true, false) => GamePhase::RoundOver,
        (true, true) => GamePhase::GameOver,
    };
    NextState::set_if_neq(&mut next_phase, phase);
}

/// At a shared screen, the person to move says it is them: their hand is shown. With one
/// person, their hand is always the one shown.
fn uncover_hands(mut requests: MessageReader<UncoverRequested>, game: Option<Res<Game>>, mut shown: ResMut<HandShown>) {
    let Some(game) = game else {
        requests.clear();
        return;
    };
    if game.humans() < 2 {
        shown.set_if_neq(HandShown(Some(game.viewer())));
    }
    for &UncoverRequested { seat } in requests.read() {
        if game.human_to_move() == Some(seat) {
            shown.set_if_neq(HandShown(Some(seat)));
        }
    }
}

/// At a shared screen, a hand disappears when its turn ends; the next person uncovers theirs.
fn hide_hands_between_turns(mut applied: MessageReader<ActionApplied>, game: Option<Res<Game>>, mut shown: ResMut<HandShown>) {
    let Some(game) = game else {
        applied.clear();
        return;
    };
    for a in applied.read() {
        let passed_on = a.events.iter().any(|e| matches!(e, Event::TurnEnded { seat, next } if seat != next));
        if game.humans() > 1 && passed_on {
            shown.0 = None;
        }
    }
}

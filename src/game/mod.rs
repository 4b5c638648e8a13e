//! The match in play: its resource, the intents that would change it, the one system that
//! applies them, computer turns thought out off the main thread, and the pacing that lets a
//! person follow them.

mod computer;
pub mod saving;

use crate::rules::describe::{count, possessive};
use crate::rules::{Action, Event, InvalidRules, Match, RoundEnd, RuleError, Seat, TurnPhase};
use crate::screens::{GamePhase, Screen};
use bevy::prelude::*;

pub use computer::Thinking;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ActionRequested>()
        .add_message::<ActionApplied>()
        .add_message::<ActionRejected>()
        .add_message::<NextRoundRequested>()
        .add_message::<NewGameRequested>()
        .init_resource::<Toasts>()
        .init_resource::<Pace>()
        .init_resource::<TableBusy>()
        .init_resource::<HandShown>()
        .init_resource::<GameIds>()
        .add_systems(
            Update,
            (
                start_new_game,
                apply_requested_actions.run_if(in_state(GamePhase::Playing)),
                start_next_round.run_if(in_state(GamePhase::RoundOver)),
                hide_hands_between_turns,
                expire_toasts,
            )
                .chain()
                .in_set(GameSystems),
        )
        .add_plugins((computer::plugin, saving::plugin));
}

/// The game's systems: apply intents, then the views follow.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct GameSystems;

pub use crate::setup::{GameSetup, Player, SeatSetup};

/// The match being played, and who plays it.
#[derive(Resource)]
pub struct Game {
    pub m: Match,
    pub seats: Vec<SeatSetup>,
    /// Bumped on every change of the match, so views know to follow.
    pub revision: u64,
    /// Different for every game started in this run.
    pub id: u64,
}

impl Game {
    pub fn new(setup: &GameSetup) -> Result<Game, InvalidRules> {
        let mut rules = setup.rules.clone();
        rules.players = setup.seats.len() as u8;
        let m = Match::new(&setup.preset, rules, setup.seed)?;
        Ok(Game { m, seats: setup.seats.clone(), revision: 0, id: 0 })
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

    /// The seat the table is seen from: the first human (seat 0 if all are computers).
    pub fn viewer(&self) -> Seat {
        (0..self.seats.len() as Seat).find(|&s| self.is_human(s)).unwrap_or(0)
    }

    /// The same players and rules, dealt afresh: "play again".
    pub fn setup_again(&self, seed: u64) -> GameSetup {
        GameSetup { preset: self.m.preset().to_string(), rules: self.m.rules().clone(), seats: self.seats.clone(), seed }
    }

    /// Whether the seat to move is a person who may act now.
    pub fn human_to_move(&self) -> Option<Seat> {
        let round = self.m.round();
        let seat = round.to_move();
        (!round.is_over() && self.is_human(seat)).then_some(seat)
    }

    /// A rule error in words for the people at this table ("your train", "Ana's train").
    pub fn explain(&self, error: &RuleError, viewer: Seat) -> String {
        error.explain(&|s| if s == viewer { "your".to_string() } else { possessive(self.name(s)) })
    }
}

/// Numbers games started in this run, so views never mistake one for another.
#[derive(Resource, Default, Debug)]
pub struct GameIds(u64);

impl GameIds {
    /// A new game's id.
    pub fn issue(&mut self) -> u64 {
        self.0 += 1;
        self.0
    }
}

/// Someone wants to make a move: a click or drop in the UI, or a computer player's choice.
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

/// A move was refused, with the reason in words.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ActionRejected {
    pub seat: Seat,
    pub action: Action,
    pub reason: String,
}

#[derive(Message, Clone, Copy, Debug, Default)]
pub struct NextRoundRequested;

#[derive(Message, Clone, Debug)]
pub struct NewGameRequested(pub GameSetup);

/// Short messages shown on the table for a few seconds.
#[derive(Resource, Default, Debug)]
pub struct Toasts {
    pub items: Vec<Toast>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Toast {
    pub text: String,
    pub since: f32,
    pub kind: ToastKind,
}

/// A refusal or a problem, or news that something worked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToastKind {
    Problem,
    Done,
}

impl Toast {
    /// Long enough to read: a few seconds, more for a long sentence, at most twelve.
    pub fn seconds(&self) -> f32 {
        (3.0 + self.text.chars().count() as f32 * 0.06).min(12.0)
    }
}

impl Toasts {
    /// A refusal or a problem.
    pub fn push(&mut self, text: impl Into<String>, now: f32) {
        self.add(text.into(), now, ToastKind::Problem);
    }

    /// News that something worked ("Replay saved").
    pub fn done(&mut self, text: impl Into<String>, now: f32) {
        self.add(text.into(), now, ToastKind::Done);
    }

    fn add(&mut self, text: String, now: f32, kind: ToastKind) {
        self.items.retain(|t| t.text != text);
        self.items.push(Toast { text, since: now, kind });
        if self.items.len() > 3 {
            self.items.remove(0);
        }
    }
}

/// Pacing of computer players: how long they wait after a move, so a person can follow.
#[derive(Resource, Debug)]
pub struct Pace {
    pub computer_delay: f32,
    pub last_action_at: f32,
}

impl Default for Pace {
    fn default() -> Self {
        Pace { computer_delay: 0.7, last_action_at: 0.0 }
    }
}

/// Whether the table is still animating the last moves (computer players wait for it).
#[derive(Resource, Default, Debug)]
pub struct TableBusy(pub bool);

/// Whose hand is on screen. With two or more people at one screen, a cover hides the hand until
/// the next person says it is them.
#[derive(Resource, Default, Debug)]
pub struct HandShown(pub Option<Seat>);

fn start_new_game(
    mut commands: Commands,
    mut requests: MessageReader<NewGameRequested>,
    (mut next_screen, mut next_phase): (ResMut<NextState<Screen>>, Option<ResMut<NextState<GamePhase>>>),
    mut toasts: ResMut<Toasts>,
    mut shown: ResMut<HandShown>,
    time: Res<Time>,
    (mut ids, mut settings): (ResMut<GameIds>, Option<ResMut<saving::UserSettings>>),
) {
    let Some(NewGameRequested(setup)) = requests.read().last() else { return };
    match Game::new(setup) {
        Ok(mut game) => {
            game.id = ids.issue();
            if let Some(settings) = settings.as_mut() {
                saving::remember_setup(settings, setup);
            }
            shown.0 = (game.humans() == 1).then(|| game.viewer());
            commands.insert_resource(game);
            toasts.items.clear();
            next_screen.set(Screen::Game);
            if let Some(phase) = next_phase.as_mut() {
                phase.set(GamePhase::Playing);
            }
        }
        Err(e) => toasts.push(format!("Cannot start this game: {e}"), time.elapsed_secs()),
    }
}

/// The one system that changes the match.
fn apply_requested_actions(
    mut requests: MessageReader<ActionRequested>,
    game: Option<ResMut<Game>>,
    (mut applied, mut rejected): (MessageWriter<ActionApplied>, MessageWriter<ActionRejected>),
    mut toasts: ResMut<Toasts>,
    mut pace: ResMut<Pace>,
    mut next_phase: ResMut<NextState<GamePhase>>,
    time: Res<Time>,
) {
    let Some(mut game) = game else {
        requests.clear();
        return;
    };
    for &ActionRequested { seat, action } in requests.read() {
        if game.m.round().is_over() {
            break;
        }
        match game.m.apply(seat, action) {
            Ok(events) => {
                game.revision += 1;
                pace.last_action_at = time.elapsed_secs();
                let action = game.m.moves().last().map_or(action, |m| m.action);
                applied.write(ActionApplied { seat, action, events });
            }
            Err(e) => {
                let viewer = game.human_to_move().unwrap_or_else(|| game.viewer());
                let reason = game.explain(&e, viewer);
                if game.is_human(seat) {
                    toasts.push(reason.clone(), time.elapsed_secs());
                }
                rejected.write(ActionRejected { seat, action, reason });
            }
        }
    }
    if game.m.round().is_over() {
        next_phase.set(if game.m.is_over() { GamePhase::GameOver } else { GamePhase::RoundOver });
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

fn start_next_round(
    mut requests: MessageReader<NextRoundRequested>,
    game: Option<ResMut<Game>>,
    mut next_phase: ResMut<NextState<GamePhase>>,
    mut shown: ResMut<HandShown>,
) {
    if requests.read().last().is_none() {
        return;
    }
    let Some(mut game) = game else { return };
    if game.m.next_round() {
        game.revision += 1;
        if game.humans() > 1 {
            shown.0 = None;
        }
        next_phase.set(GamePhase::Playing);
    }
}

fn expire_toasts(mut toasts: ResMut<Toasts>, time: Res<Time>) {
    let now = time.elapsed_secs();
    if toasts.items.iter().any(|t| now - t.since > t.seconds()) {
        toasts.items.retain(|t| now - t.since <= t.seconds());
    }
}

/// Words for how a round ended, for dialogs.
pub fn describe_end(game: &Game, end: RoundEnd) -> String {
    match end {
        RoundEnd::Domino { seat } => format!("{} went out.", game.name(seat)),
        RoundEnd::Blocked => "Nobody could play: the round is blocked.".to_string(),
        RoundEnd::InProgress => String::new(),
    }
}

/// Whether the round is waiting on someone's choice other than a play (for hints in the UI).
pub fn waiting_for_announcement(game: &Game) -> bool {
    game.m.round().phase() == TurnPhase::Announce
}

/// Names of a seat's side: the player, or both partners.
pub fn side_name(game: &Game, seat: Seat) -> String {
    match game.m.rules().partner(seat) {
        Some(p) => format!("{} & {}", game.name(seat), game.name(p)),
        None => game.name(seat).to_string(),
    }
}

/// The result of a finished match in words, spelling out the tie-break when it decided.
pub fn result_in_words(game: &Game) -> String {
    let totals = game.m.totals();
    let rounds: Vec<&[u32]> = game.m.round_scores().collect();
    let team = game.m.rules().partnerships;
    let representatives: Vec<Seat> = (0..game.seats.len() as Seat).filter(|&s| !team || s < game.seats.len() as Seat / 2).collect();
    let candidates: Vec<Seat> = representatives.iter().copied().filter(|&s| !game.m.is_eliminated(s)).collect();
    let pool = if candidates.is_empty() { representatives } else { candidates };
    let best = pool.iter().map(|&s| totals[s as usize]).min().unwrap_or(0);
    let tied: Vec<Seat> = pool.iter().copied().filter(|&s| totals[s as usize] == best).collect();
    let zeros = |s: Seat| rounds.iter().filter(|r| r.get(s as usize) == Some(&0)).count();
    let lowest = |s: Seat| rounds.iter().filter_map(|r| r.get(s as usize).copied()).filter(|&x| x > 0).min();
    let names = |v: &[Seat]| v.iter().map(|&s| side_name(game, s)).collect::<Vec<_>>().join(" and ");
    let verb = if team { "win" } else { "wins" };
    match (game.m.winner(), tied.as_slice()) {
        (Some(w), [_]) => format!("{} {verb} with {}.", side_name(game, w), count(best, "point")),
        (Some(w), _) => {
            let others: Vec<Seat> = tied.iter().copied().filter(|&s| s != w).collect();
            let (zw, zo) = (zeros(w), others.iter().map(|&s| zeros(s)).max().unwrap_or(0));
            let reason = if zw > zo {
                format!("with {} at zero against {zo}", count(zw as u64, "round"))
            } else {
                let lo = others.iter().filter_map(|&s| lowest(s)).min();
                format!("with a lowest round of {} against {}", lowest(w).map_or("0".into(), |x| x.to_string()), lo.map_or("0".into(), |x| x.to_string()))
            };
            format!("{} tie on {}. Tie-break: {} {verb} {reason}.", names(&tied), count(best, "point"), side_name(game, w))
        }
        (None, _) => format!("{} tie on {} and the tie-break cannot separate them: they share the win.", names(&tied), count(best, "point")),
    }
}

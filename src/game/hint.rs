//! Hints: the Hard player's search, asked from the person's own observation (it sees exactly what
//! they see), thinks off the main thread for about 150 ms and names a move with one line of why.
//! A suggestion holds for the position it was asked about; any move makes it stale. Every hint
//! asked for counts in the person's statistics.

use super::Game;
use crate::ai::hint::{Thought, gist};
use crate::rules::{Action, Seat, TrainId};
use crate::schedule::AppSystems;
use crate::screens::GamePhase;
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

pub use crate::ai::hint::HINT_THINK;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HintRequested>()
        .add_message::<HintAsked>()
        .init_resource::<Hint>()
        .add_systems(Update, (ask_for_hint, receive_hint).chain().run_if(in_state(GamePhase::Playing)).in_set(AppSystems::Input));
}

/// The person at `seat` asks what to play.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintRequested {
    pub seat: Seat,
}

/// A hint was started for `seat` at the current position: `Apply` counts it (for the
/// statistics) like any change of the game.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintAsked {
    pub seat: Seat,
}

/// The position a hint is about (`Game::position`, `PlayerView::position`): a hint counted
/// keeps its position.
pub type Position = (u64, u32, usize);

/// The hint being thought about, and the last one found.
#[derive(Resource, Default)]
pub struct Hint {
    asked: Option<(Position, Seat, Task<Thought>)>,
    found: Option<Suggestion>,
}

/// A suggested move and why.
#[derive(Clone, Debug)]
pub struct Suggestion {
    position: Position,
    pub seat: Seat,
    pub action: Action,
    /// One line: the move and why, for the person (worded when shown).
    pub why: crate::lang::Phrase,
}

/// The same suggestion: the same move for the same seat at the same position (its words follow).
impl PartialEq for Suggestion {
    fn eq(&self, other: &Suggestion) -> bool {
        (self.position, self.seat, self.action) == (other.position, other.seat, other.action)
    }
}

impl Hint {
    /// Whether a hint is being thought about for `position`.
    pub fn thinking(&self, position: Position) -> bool {
        self.asked.as_ref().is_some_and(|(at, _, _)| *at == position)
    }

    /// The suggestion for `position`, if one was asked for there.
    pub fn suggestion(&self, position: Position) -> Option<&Suggestion> {
        self.found.as_ref().filter(|s| s.position == position)
    }

    /// A suggestion thought out elsewhere (online, by the server, for this seat's position).
    pub fn show(&mut self, position: Position, seat: Seat, action: Action, why: crate::lang::Phrase) {
        self.found = Some(Suggestion { position, seat, action, why });
    }
}

/// Start thinking about a hint for the person to move (once per position: asking again shows the
/// same one). The request counts in the statistics (`HintAsked`, counted in `Apply`).
fn ask_for_hint(
    mut requests: MessageReader<HintRequested>,
    game: Option<Res<Game>>,
    mut hint: ResMut<Hint>,
    mut asked: MessageWriter<HintAsked>,
) {
    let Some(&HintRequested { seat }) = requests.read().last() else { return };
    let Some(game) = game else { return };
    if game.human_to_move() != Some(seat) || hint.thinking(game.position()) || hint.suggestion(game.position()).is_some() {
        return;
    }
    asked.write(HintAsked { seat });
    let (snapshot, seed) = crate::ai::hint::ask(&game.the_match, seat);
    let task = AsyncComputeTaskPool::get().spawn(async move { crate::ai::hint::think(&snapshot, seed) });
    hint.asked = Some((game.position(), seat, task));
}

/// Put the hint found in words; drop one that came back after the position changed.
fn receive_hint(game: Option<Res<Game>>, mut hint: ResMut<Hint>) {
    let Some((position, seat, task)) = hint.asked.as_mut() else { return };
    let Some(thought) = check_ready(task) else { return };
    let (position, seat) = (*position, *seat);
    hint.asked = None;
    let Some(game) = game else { return };
    if position != game.position() {
        return;
    }
    let is_own = |train| game.the_match.round().main_train(train) == TrainId::Personal(seat);
    let gist = gist(&thought.verdict, &thought.chain, &is_own);
    let why = crate::lang::words::hint_phrase(&gist, &*game, game.seats.len() as Seat, seat);
    hint.found = Some(Suggestion { position, seat, action: thought.verdict.action, why });
}

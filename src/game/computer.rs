//! Computer turns: the bot thinks on the async compute pool over a copy of what its seat may
//! see; its choice comes back as an ordinary `ActionRequested`.

use super::{ActionRequested, Game, Player, Stillness};
use crate::ai::{Level, SeatSnapshot, decision_seed};
use crate::rules::Action;
use crate::schedule::AppSystems;
use crate::screens::GamePhase;
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>().add_systems(
        Update,
        // Before `finish`: a turn is not started again in the frame whose answer is not yet applied.
        (start_computer_turn, finish_computer_turn).chain().run_if(in_state(GamePhase::Playing)).in_set(AppSystems::Input),
    );
}

/// A computer player's decision under way, for the game and revision it was asked about; how
/// long the decisions so far took, by level (`--perf` reports them).
#[derive(Resource, Default)]
pub struct Thinking {
    task: Option<((u64, u64), Task<Decided>)>,
    /// Each decision's time in milliseconds, with its player's level, oldest first (the last
    /// thousand).
    pub took: std::collections::VecDeque<(Level, f32)>,
}

/// A decision: the action, the level that chose it, and how long it took (milliseconds).
type Decided = (Action, Level, f32);

impl Thinking {
    pub fn is_thinking(&self) -> bool {
        self.task.is_some()
    }
}

fn start_computer_turn(game: Option<Res<Game>>, mut thinking: ResMut<Thinking>, stillness: Stillness) {
    let Some(game) = game else { return };
    if thinking.task.is_some() || !stillness.computers_may_move() {
        return;
    }
    let round = game.the_match.round();
    let seat = round.to_move();
    let Player::Computer(level) = game.player(seat) else { return };
    // In a lesson, the lesson makes the other seat's moves.
    if game.origin == super::Origin::Lesson {
        return;
    }
    if round.is_over() {
        return;
    }
    let snapshot = SeatSnapshot::of(&game.the_match, seat);
    let seed = decision_seed(&game.the_match);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        // The browser's clock too (std's panics there).
        let began = web_time::Instant::now();
        let action = level.bot(seed).choose(&snapshot.observation(), snapshot.legal());
        (action, level, began.elapsed().as_secs_f32() * 1000.0)
    });
    thinking.task = Some(((game.id, game.revision), task));
}

fn finish_computer_turn(game: Option<Res<Game>>, mut thinking: ResMut<Thinking>, mut requests: MessageWriter<ActionRequested>) {
    let Some((revision, task)) = thinking.task.as_mut() else { return };
    let Some((action, level, ms)) = check_ready(task) else { return };
    let revision = *revision;
    thinking.task = None;
    if thinking.took.len() == 1000 {
        thinking.took.pop_front();
    }
    thinking.took.push_back((level, ms));
    let Some(game) = game else { return };
    // The match moved on while it thought (a new round or game): drop the stale answer.
    if revision == (game.id, game.revision) {
        requests.write(ActionRequested { seat: game.the_match.round().to_move(), action });
    }
}

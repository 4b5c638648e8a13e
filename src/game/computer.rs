//! Computer turns: the bot thinks on the async compute pool over a copy of what its seat may
//! see; its choice comes back as an ordinary `ActionRequested`.

use super::{ActionRequested, Game, Player, Stillness};
use crate::frame::AppSystems;
use crate::rules::record::Move;
use crate::rules::{Action, Deal, Match, Observation, Round, RoundStart, Seat};
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

/// What one seat may know of a match, copied for a worker thread. Whoever thinks over it sees it
/// only through [`SeatSnapshot::observation`], which offers no way to the other hands or the
/// boneyard order.
pub(super) struct SeatSnapshot {
    round: Round,
    /// How the round began: Hard sees again the positions the others played in (never the deal).
    deal: Deal,
    start: RoundStart,
    seat: Seat,
    history: Vec<Move>,
    totals: Vec<u32>,
    round_index: u32,
    rounds: u32,
}

impl SeatSnapshot {
    pub(super) fn of(m: &Match, seat: Seat) -> SeatSnapshot {
        SeatSnapshot {
            round: m.round().clone(),
            deal: m.deal().clone(),
            start: m.round_start(),
            seat,
            history: m.moves().to_vec(),
            totals: m.totals().to_vec(),
            round_index: m.round_index(),
            rounds: m.rules().round_count(),
        }
    }

    pub(super) fn observation(&self) -> Observation<'_> {
        Observation::new(&self.round, self.seat, &self.history, &self.totals)
            .in_match(self.round_index, self.rounds)
            .dealt_from(&self.deal, self.start)
    }

    /// The seat's legal actions now.
    pub(super) fn legal(&self) -> &[Action] {
        self.round.legal()
    }
}

/// A seed for a decision at this point of the match: repeatable, different at every move.
pub(super) fn decision_seed(m: &Match) -> u64 {
    m.seed() ^ (m.round_index() as u64) << 32 ^ m.moves().len() as u64
}

/// A computer player's decision under way, for the game and revision it was asked about.
#[derive(Resource, Default)]
pub struct Thinking {
    task: Option<((u64, u64), Task<Action>)>,
}

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
    if round.is_over() {
        return;
    }
    let snapshot = SeatSnapshot::of(&game.the_match, seat);
    let seed = decision_seed(&game.the_match);
    let task = AsyncComputeTaskPool::get().spawn(async move { level.bot(seed).choose(&snapshot.observation(), snapshot.legal()) });
    thinking.task = Some(((game.id, game.revision), task));
}

fn finish_computer_turn(game: Option<Res<Game>>, mut thinking: ResMut<Thinking>, mut requests: MessageWriter<ActionRequested>) {
    let Some((revision, task)) = thinking.task.as_mut() else { return };
    let Some(action) = check_ready(task) else { return };
    let revision = *revision;
    thinking.task = None;
    let Some(game) = game else { return };
    // The match moved on while it thought (a new round or game): drop the stale answer.
    if revision == (game.id, game.revision) {
        requests.write(ActionRequested { seat: game.the_match.round().to_move(), action });
    }
}

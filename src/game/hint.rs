//! Hints: the Hard player's search, asked from the person's own observation (it sees exactly what
//! they see), thinks off the main thread for about 150 ms and names a move with one line of why.
//! A suggestion holds for the position it was asked about; any move makes it stale. Every hint
//! asked for counts in the person's statistics.

use crate::ai::{SeatSnapshot, decision_seed};
use super::{Game, train_name};
use crate::ai::planner::Planner;
use crate::ai::search::{Budget, Decided, Search, Verdict};
use crate::frame::AppSystems;
use crate::rules::describe::count;
use crate::rules::{Action, Seat, Tile, TrainId};
use crate::screens::GamePhase;
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use std::time::Duration;

/// How long a hint thinks.
pub const HINT_THINK: Duration = Duration::from_millis(150);

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

/// What the search thought, and the chain the seat had planned before the move.
struct Thought {
    verdict: Verdict,
    chain: Vec<Tile>,
}

/// The hint being thought about, and the last one found.
#[derive(Resource, Default)]
pub struct Hint {
    asked: Option<(Position, Seat, Task<Thought>)>,
    found: Option<Suggestion>,
}

/// A suggested move and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion {
    position: Position,
    pub seat: Seat,
    pub action: Action,
    /// One line: the move and why, for the person.
    pub why: String,
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
}

/// Start thinking about a hint for the person to move (once per position: asking again shows the
/// same one). The request counts in the statistics (`HintAsked`, counted in `Apply`).
fn ask_for_hint(mut requests: MessageReader<HintRequested>, game: Option<Res<Game>>, mut hint: ResMut<Hint>, mut asked: MessageWriter<HintAsked>) {
    let Some(&HintRequested { seat }) = requests.read().last() else { return };
    let Some(game) = game else { return };
    if game.human_to_move() != Some(seat) || hint.thinking(game.position()) || hint.suggestion(game.position()).is_some() {
        return;
    }
    asked.write(HintAsked { seat });
    let snapshot = SeatSnapshot::of(&game.the_match, seat);
    let seed = decision_seed(&game.the_match);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let obs = snapshot.observation();
        let chain = Planner::new().chain_of(&obs);
        let verdict = Search::new(Budget::Time(HINT_THINK), seed).think(&obs, snapshot.legal());
        Thought { verdict, chain }
    });
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
    let why = explain(&thought.verdict, &thought.chain, &is_own, &|train| train_name(&*game, train, seat));
    hint.found = Some(Suggestion { position, seat, action: thought.verdict.action, why });
}

/// The move and one line of why: what it does for the planned train, and what the search
/// measured (points saved on average, or the share of games won in the last round).
pub fn explain(verdict: &Verdict, chain: &[Tile], is_own: &dyn Fn(TrainId) -> bool, train_name: &dyn Fn(TrainId) -> String) -> String {
    let mut reasons = Vec::new();
    let what = match verdict.action {
        Action::Play { tile, train } => {
            let own = is_own(train);
            let planned = chain.iter().position(|t| t.id() == tile.id());
            let n = chain.len();
            reasons.push(match (own, planned) {
                (true, Some(0)) if n > 1 => format!("the next tile of your planned {n}-tile train"),
                (true, Some(0)) => "the last tile your own train can take".to_string(),
                (true, Some(_)) => "builds your train another way than its longest plan".to_string(),
                (true, None) => "a spare tile on your own train".to_string(),
                (false, Some(_)) => format!("gives a tile of your planned {n}-tile train away"),
                (false, None) if n > 1 => format!("a spare tile, so your {n}-tile train stays whole"),
                (false, None) if tile.is_double() => "gets a double out of your hand".to_string(),
                (false, None) => format!("gets {} out of your hand", count(tile.pips(), "point")),
            });
            format!("Play {}|{} on {}", tile.0, tile.1, train_name(train))
        }
        Action::Draw => "Draw".to_string(),
        Action::Pass => "Pass".to_string(),
        Action::EndTurn => "End your turn".to_string(),
        Action::Announce => "Announce your last tile".to_string(),
        Action::Bullet => "Lay your whole hand: bullet train".to_string(),
    };
    match verdict.how {
        Decided::Only => reasons.push("it is your only move".to_string()),
        Decided::Planned => {}
        Decided::Searched if verdict.for_the_match => {
            if let Some(c) = verdict.chosen() {
                reasons.push(format!("wins the game in about {:.0}% of the deals tried", 100.0 * c.win_rate()));
            }
        }
        Decided::Searched => {
            if let Some(saving) = verdict.saving().filter(|s| *s >= 0.5) {
                reasons.push(format!("saves about {} on average", count(saving.round() as u64, "point")));
            }
        }
    }
    if reasons.is_empty() {
        return format!("{what}.");
    }
    format!("{what}: {}.", reasons.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(action: Action, how: Decided) -> Verdict {
        Verdict { action, candidates: Vec::new(), playouts: 0, worlds: 0, for_the_match: false, how }
    }

    #[test]
    fn the_why_says_what_the_move_does_for_the_planned_train() {
        let chain = [Tile(12, 5), Tile(5, 3), Tile(3, 3)];
        let own = |t: TrainId| t == TrainId::Personal(0);
        let name = |t: TrainId| if own(t) { "your train".to_string() } else { "the Mexican train".to_string() };
        let play = |tile, train| verdict(Action::Play { tile, train }, Decided::Planned);
        let why = |v: &Verdict| explain(v, &chain, &own, &name);
        assert_eq!(why(&play(Tile(12, 5), TrainId::Personal(0))), "Play 12|5 on your train: the next tile of your planned 3-tile train.");
        assert_eq!(why(&play(Tile(12, 9), TrainId::Mexican)), "Play 12|9 on the Mexican train: a spare tile, so your 3-tile train stays whole.");
        assert_eq!(why(&play(Tile(12, 5), TrainId::Mexican)), "Play 12|5 on the Mexican train: gives a tile of your planned 3-tile train away.");
        assert_eq!(why(&verdict(Action::Draw, Decided::Only)), "Draw: it is your only move.");
    }
}

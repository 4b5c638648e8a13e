//! A hint, without Bevy: the Hard player's search run from a seat's own snapshot for a short
//! while, and the move put in one line of why. The game asks it on its compute pool for a game
//! played here; the server asks it for a seat at its table (online, the whole match is there).

use super::planner::Planner;
use super::search::{Budget, Decided, Search, Verdict};
use super::{SeatSnapshot, decision_seed};
use crate::rules::{Action, Match, Seat, Tile, TrainId};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// How long a hint thinks.
pub const HINT_THINK: Duration = Duration::from_millis(150);

/// What the search thought, and the chain the seat had planned before the move.
pub struct Thought {
    pub verdict: Verdict,
    pub chain: Vec<Tile>,
}

/// The snapshot a hint for `seat` thinks from, and its seed (taken on the thread that holds the
/// match; the thinking may go elsewhere).
pub fn ask(m: &Match, seat: Seat) -> (SeatSnapshot, u64) {
    (SeatSnapshot::of(m, seat), decision_seed(m))
}

/// Think about the snapshot's position for `HINT_THINK`.
pub fn think(snapshot: &SeatSnapshot, seed: u64) -> Thought {
    think_until(snapshot, seed, Arc::new(AtomicBool::new(false)))
}

/// Think as [`think`] does, stopping early once `stop` is set (the position has moved on and
/// nobody wants the answer any more): the verdict is then what was found so far.
pub fn think_until(snapshot: &SeatSnapshot, seed: u64, stop: Arc<AtomicBool>) -> Thought {
    let obs = snapshot.observation();
    let chain = Planner::new().chain_of(&obs);
    let verdict = Search::new(Budget::Time(HINT_THINK), seed).stopping_when(stop).think(&obs, snapshot.legal());
    Thought { verdict, chain }
}

/// What a hint found, typed (it travels from a game server to the seat, whose game words it in
/// its player's language): the move, what it does for the planned train, and what the search
/// measured.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gist {
    pub action: Action,
    /// A play on the seat's own train.
    pub own: bool,
    /// Where the played tile stands in the planned chain, if it is in it.
    pub planned: Option<usize>,
    /// How many tiles the planned chain has.
    pub plan: usize,
    pub measured: Measured,
}

/// What the search measured of the move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Measured {
    /// The only legal move.
    Only,
    /// The share of games it won in the last round of a match, in percent.
    Wins(i64),
    /// Points it saved on average against the next best.
    Saves(i64),
    Nothing,
}

/// The gist of a verdict for the seat whose own train `is_own` tells.
pub fn gist(verdict: &Verdict, chain: &[Tile], is_own: &dyn Fn(TrainId) -> bool) -> Gist {
    let (own, planned) = match verdict.action {
        Action::Play { tile, train } => (is_own(train), chain.iter().position(|t| t.id() == tile.id())),
        _ => (false, None),
    };
    let measured = match verdict.how {
        Decided::Only => Measured::Only,
        Decided::Planned => Measured::Nothing,
        Decided::Searched if verdict.for_the_match => {
            verdict.chosen().map_or(Measured::Nothing, |c| Measured::Wins((100.0 * c.win_rate()).round() as i64))
        }
        Decided::Searched => verdict.saving().filter(|s| *s >= 0.5).map_or(Measured::Nothing, |s| Measured::Saves(s.round() as i64)),
    };
    Gist { action: verdict.action, own, planned, plan: chain.len(), measured }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(action: Action, how: Decided) -> Verdict {
        Verdict { action, candidates: Vec::new(), playouts: 0, worlds: 0, for_the_match: false, how }
    }

    /// The gist says where the move stands in the planned chain and what was measured: each
    /// game words it for its player.
    #[test]
    fn the_gist_places_the_move_in_the_planned_train() {
        let chain = [Tile(12, 5), Tile(5, 3), Tile(3, 3)];
        let own = |t: TrainId| t == TrainId::Personal(0);
        let play = |tile, train| verdict(Action::Play { tile, train }, Decided::Planned);
        let gist_of = |v: &Verdict| gist(v, &chain, &own);
        let next = gist_of(&play(Tile(12, 5), TrainId::Personal(0)));
        assert_eq!((next.own, next.planned, next.plan, next.measured), (true, Some(0), 3, Measured::Nothing));
        let spare = gist_of(&play(Tile(12, 9), TrainId::Mexican));
        assert_eq!((spare.own, spare.planned), (false, None));
        let given_away = gist_of(&play(Tile(5, 12), TrainId::Mexican));
        assert_eq!((given_away.own, given_away.planned), (false, Some(0)), "a tile is the same tile either way round");
        let only = gist_of(&verdict(Action::Draw, Decided::Only));
        assert_eq!((only.action, only.measured), (Action::Draw, Measured::Only));
    }
}

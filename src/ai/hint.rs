//! A hint, without Bevy: the Hard player's search run from a seat's own snapshot for a short
//! while, and the move put in one line of why. The game asks it on its compute pool for a game
//! played here; the server asks it for a seat at its table (online, the whole match is there).

use super::planner::Planner;
use super::search::{Budget, Decided, Search, Verdict};
use super::{SeatSnapshot, decision_seed};
use crate::t;
use crate::rules::{Action, Match, Seat, Tile, TrainId};
use serde::{Deserialize, Serialize};
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
    let obs = snapshot.observation();
    let chain = Planner::new().chain_of(&obs);
    let verdict = Search::new(Budget::Time(HINT_THINK), seed).think(&obs, snapshot.legal());
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
        Decided::Searched if verdict.for_the_match => verdict.chosen().map_or(Measured::Nothing, |c| Measured::Wins((100.0 * c.win_rate()).round() as i64)),
        Decided::Searched => verdict.saving().filter(|s| *s >= 0.5).map_or(Measured::Nothing, |s| Measured::Saves(s.round() as i64)),
    };
    Gist { action: verdict.action, own, planned, plan: chain.len(), measured }
}

/// The move and one line of why: what it does for the planned train, and what the search
/// measured (points saved on average, or the share of games won in the last round).
pub fn explain(gist: &Gist, train_name: &dyn Fn(TrainId) -> String) -> String {
    let mut reasons = Vec::new();
    let n = gist.plan;
    let what = match gist.action {
        Action::Play { tile, train } => {
            reasons.push(match (gist.own, gist.planned) {
                (true, Some(0)) if n > 1 => t!("why-next-of-plan", tiles = n),
                (true, Some(0)) => t!("why-last-of-own-train"),
                (true, Some(_)) => t!("why-other-way"),
                (true, None) => t!("why-spare-on-own"),
                (false, Some(_)) => t!("why-gives-plan-away", tiles = n),
                (false, None) if n > 1 => t!("why-spare-keeps-plan", tiles = n),
                (false, None) if tile.is_double() => t!("why-double-out"),
                (false, None) => t!("why-points-out", points = tile.pips()),
            });
            t!("hint-play", tile = format!("{}|{}", tile.0, tile.1), train = train_name(train))
        }
        Action::Draw => t!("hint-draw"),
        Action::Pass => t!("hint-pass"),
        Action::EndTurn => t!("hint-end-turn"),
        Action::Announce => t!("hint-announce"),
        Action::Bullet => t!("hint-bullet"),
    };
    match gist.measured {
        Measured::Only => reasons.push(t!("why-only-move")),
        Measured::Wins(percent) => reasons.push(t!("why-wins", percent = percent)),
        Measured::Saves(points) => reasons.push(t!("why-saves", points = points)),
        Measured::Nothing => {}
    }
    if reasons.is_empty() {
        return t!("hint-alone", action = what);
    }
    t!("hint-why", action = what, reasons = reasons.join(&t!("hint-reasons-joined")))
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
        let why = |v: &Verdict| explain(&gist(v, &chain, &own), &name);
        assert_eq!(why(&play(Tile(12, 5), TrainId::Personal(0))), "Play 12|5 on your train: the next tile of your planned 3-tile train.");
        assert_eq!(why(&play(Tile(12, 9), TrainId::Mexican)), "Play 12|9 on the Mexican train: a spare tile, so your 3-tile train stays whole.");
        assert_eq!(why(&play(Tile(12, 5), TrainId::Mexican)), "Play 12|5 on the Mexican train: gives a tile of your planned 3-tile train away.");
        assert_eq!(why(&verdict(Action::Draw, Decided::Only)), "Draw: it is your only move.");
    }
}

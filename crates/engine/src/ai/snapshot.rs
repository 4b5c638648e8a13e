//! What one seat may know of a match, copied so a computer can think over it on another thread
//! (the game's async pool, the server's blocking pool).

use crate::rules::record::Move;
use crate::rules::{Action, Deal, Match, Observation, Round, RoundStart, Seat};

/// What one seat may know of a match, copied for a worker thread. Whoever thinks over it sees it
/// only through [`SeatSnapshot::observation`], which offers no way to the other hands or the
/// boneyard order.
pub struct SeatSnapshot {
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
    pub fn of(m: &Match, seat: Seat) -> SeatSnapshot {
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

    pub fn observation(&self) -> Observation<'_> {
        Observation::new(&self.round, self.seat, &self.history, &self.totals)
            .in_match(self.round_index, self.rounds)
            .dealt_from(&self.deal, self.start)
    }

    /// The seat's legal actions now.
    pub fn legal(&self) -> &[Action] {
        self.round.legal()
    }
}

/// A seed for a decision at this point of the match: repeatable, different at every move.
pub fn decision_seed(m: &Match) -> u64 {
    m.seed() ^ (m.round_index() as u64) << 32 ^ m.moves().len() as u64
}

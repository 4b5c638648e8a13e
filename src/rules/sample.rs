//! Worlds a seat cannot tell apart from the real one: the tiles it cannot see dealt at random
//! into the other hands and the boneyard, each hand its known size, and no seat given a tile it
//! is known not to hold (it drew or passed when that tile would have played, and has not drawn
//! since — or at most as many of them as it has drawn since). The sampler takes an observation,
//! never a round: whatever the hidden tiles really are, the same observation and the same random
//! stream give the same world.

use super::action::Seat;
use super::observation::Observation;
use super::rng::shuffle;
use super::round::Round;
use super::tile::{TileId, TileSet};
use rand::Rng;

/// Tries at keeping every known void before a world ignores them (never seen in practice: voids
/// are small beside the unseen tiles).
const TRIES: usize = 64;

/// A world consistent with what `obs`'s seat has seen.
pub fn sample_world(obs: &Observation<'_>, rng: &mut impl Rng) -> Round {
    let me = obs.seat();
    let unseen = obs.unseen();
    let mut pool: Vec<TileId> = unseen.iter().collect();
    let mut seats: Vec<(Seat, usize)> = obs.active_seats().filter(|&s| s != me).map(|s| (s, obs.hand_len(s))).collect();
    for attempt in 0..=TRIES {
        shuffle(rng, &mut pool);
        shuffle(rng, &mut seats);
        let keep_voids = attempt < TRIES;
        if let Some((hands, boneyard)) = deal(obs, &pool, &seats, keep_voids) {
            return obs.position().with_hidden(me, &hands, &boneyard);
        }
    }
    // Unreachable: the last try keeps no void and always deals.
    obs.position().with_hidden(me, &[], &pool)
}

/// Deal `pool` (shuffled) into `seats` (each with its hand size), in order, each taking the
/// first tiles it may hold; the rest is the boneyard. `None` if a seat cannot be filled.
/// The other seats' hands and the boneyard of one sampled world.
type Dealt = (Vec<(Seat, TileSet)>, Vec<TileId>);

fn deal(obs: &Observation<'_>, pool: &[TileId], seats: &[(Seat, usize)], keep_voids: bool) -> Option<Dealt> {
    let mut taken = TileSet::EMPTY;
    let mut hands = Vec::with_capacity(seats.len());
    for &(seat, size) in seats {
        let void = obs.known_void(seat);
        let mut allowed_from_void = void.drawn_since as usize;
        let mut hand = TileSet::EMPTY;
        for &id in pool {
            if hand.len() == size {
                break;
            }
            if taken.contains(id) {
                continue;
            }
            if keep_voids && void.tiles.contains(id) {
                if allowed_from_void == 0 {
                    continue;
                }
                allowed_from_void -= 1;
            }
            hand.insert(id);
            taken.insert(id);
        }
        if hand.len() < size {
            return None;
        }
        hands.push((seat, hand));
    }
    let boneyard: Vec<TileId> = pool.iter().copied().filter(|id| !taken.contains(*id)).collect();
    (boneyard.len() == obs.boneyard_len()).then_some((hands, boneyard))
}

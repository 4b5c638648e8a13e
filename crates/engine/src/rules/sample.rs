//! Worlds a seat cannot tell apart from the real one: the tiles it cannot see dealt at random
//! into the other hands and the boneyard, each hand its known size, and no seat given a tile it
//! is known not to hold (it drew or passed when that tile would have played, and has not drawn
//! since — or at most as many of them as it has drawn since). The sampler takes an observation,
//! never a round: whatever the hidden tiles really are, the same observation and the same random
//! stream give the same world.
//!
//! A searching player also weighs worlds by how well they explain the others' latest plays:
//! [`past_plays`] sets up again the positions those plays were made in (replaying the round's
//! moves, then taking every hidden tile away), and [`WorldWalk`] walks through the consistent
//! worlds favouring those whose hands make the plays likely. Both take an observation too.

use super::action::{Action, Seat};
use super::house_rules::MAX_PLAYERS;
use super::observation::Observation;
use super::rng::{below, shuffle};
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

/// A play another seat made earlier in this round, where the observing seat can look at it
/// again: the position it was made in with every hidden tile taken away, and the tiles the seat
/// has played since. It has not drawn since, so its hand then was its hand now and those tiles:
/// a world's guess at its hand now says what it held then, and whether its move fits a player's
/// way of playing is a hint about the world.
#[derive(Clone, Debug)]
pub struct PastPlay {
    pub seat: Seat,
    /// What it played (as the legal list wrote it).
    pub action: Action,
    /// The observing seat.
    me: Seat,
    before: Round,
    played_since: TileSet,
}

impl PastPlay {
    /// The position the play was made in, the seat holding what it would have held if it holds
    /// `hand` now (and nobody else holding anything hidden).
    pub fn position_with(&self, hand: TileSet) -> Round {
        self.before.with_hidden(self.me, &[(self.seat, hand.or(self.played_since))], &[])
    }
}

/// The latest plays (at most `per_seat` for each) each other seat has made since it last drew
/// in this round, with the positions they were made in; empty when the observation does not
/// say how the round was dealt. Plays while building a train are left out (the building is
/// hidden in the fast game, and its tiles all stay on the table).
pub fn past_plays(obs: &Observation<'_>, per_seat: usize) -> Vec<PastPlay> {
    let Some(((deal, start), moves)) = obs.dealt() else { return Vec::new() };
    let me = obs.seat();
    let now = obs.position();
    // Which moves: walking back from the latest, each seat's plays until its last draw.
    let mut wanted = vec![false; moves.len()];
    let mut counted = [0usize; MAX_PLAYERS as usize];
    let mut drew = [false; MAX_PLAYERS as usize];
    for (k, m) in moves.iter().enumerate().rev() {
        let s = m.seat as usize;
        if m.seat == me || s >= drew.len() || drew[s] {
            continue;
        }
        match m.action {
            Action::Draw => drew[s] = true,
            Action::Play { .. } if counted[s] < per_seat => {
                counted[s] += 1;
                wanted[k] = true;
            }
            _ => {}
        }
    }
    if !wanted.contains(&true) {
        return Vec::new();
    }
    let Ok(mut position) = Round::new(*now.rules(), start, deal) else { return Vec::new() };
    let mut out = Vec::new();
    for (k, m) in moves.iter().enumerate() {
        if wanted[k] && position.to_move() == m.seat && position.phase() != super::round::TurnPhase::Build {
            let played_since: TileSet = moves[k..]
                .iter()
                .filter(|later| later.seat == m.seat)
                .filter_map(|later| match later.action {
                    Action::Play { tile, .. } => Some(tile.id()),
                    _ => None,
                })
                .collect();
            // Every hidden tile goes: the seat's own hand (to be guessed), the others', the boneyard.
            let nobody: Vec<(Seat, TileSet)> = position.active_seats().filter(|&s| s != me).map(|s| (s, TileSet::EMPTY)).collect();
            let before = position.with_hidden(me, &nobody, &[]);
            out.push(PastPlay { seat: m.seat, action: m.action, me, before, played_since });
        }
        if position.apply_with(m.seat, m.action, &mut ()).is_err() {
            return Vec::new();
        }
    }
    out
}

/// A walk through the worlds `obs`'s seat cannot tell apart from the real one (Metropolis
/// sampling). Each step swaps a tile of another seat's hand with a hidden tile held elsewhere
/// (another hand or the boneyard), keeping hand sizes and known voids, and keeps the swap with a
/// probability that favours worlds where the others' plays make sense: a world with `k` more
/// plays its players would not have made (`misfits`, seat by seat) is `fit^k` times as likely
/// (`fit` is odds in whole numbers: the rules use no floating point).
/// Its worlds are drawn from that distribution once the walk has gone on long enough.
pub struct WorldWalk {
    me: Seat,
    /// The other seats in play, each with its hand and its known void.
    seats: Vec<(Seat, TileSet, super::round::Void)>,
    /// How many plays each seat's hand fails to explain.
    misfits: Vec<u32>,
    boneyard: Vec<TileId>,
    /// Seats whose hands are weighed (the others only move tiles about).
    weighed: Vec<usize>,
    fit: Odds,
}

/// A probability as whole numbers: `keep` in `out_of`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Odds {
    pub keep: u32,
    pub out_of: u32,
}

impl Odds {
    /// True with probability `(keep / out_of)^k`: one draw of 24 bits against that probability,
    /// rounded up to the next 2^-24 (never 0 while `keep` is not).
    fn chance_to_the(self, rng: &mut impl Rng, k: u32) -> bool {
        const SCALE: u128 = 1 << 24;
        let (mut num, mut den) = (SCALE, 1u128);
        for _ in 0..k {
            match (num.checked_mul(self.keep as u128), den.checked_mul(self.out_of.max(1) as u128)) {
                (Some(n), Some(d)) if d < 1 << 100 => (num, den) = (n, d),
                // Too small to tell from 2^-24: the least chance there is.
                _ => return self.keep > 0 && below(rng, SCALE as u32) < 1,
            }
        }
        let threshold = num.div_ceil(den).min(SCALE) as u32;
        below(rng, SCALE as u32) < threshold
    }
}

impl WorldWalk {
    /// A walk starting from a world dealt at random, weighing the seats that made the `past`
    /// plays. `misfits(seat, hand)`: how many of `seat`'s past plays the world in which it holds
    /// `hand` does not explain.
    pub fn new(
        obs: &Observation<'_>,
        rng: &mut impl Rng,
        fit: Odds,
        past: &[PastPlay],
        mut misfits: impl FnMut(Seat, TileSet) -> u32,
    ) -> WorldWalk {
        let me = obs.seat();
        let weighed: Vec<Seat> = past.iter().map(|p| p.seat).collect();
        let start = sample_world(obs, rng);
        let seats: Vec<(Seat, TileSet, super::round::Void)> =
            obs.active_seats().filter(|&s| s != me).map(|s| (s, start.hand(s), obs.known_void(s))).collect();
        let misfits_now = seats.iter().map(|&(s, hand, _)| if weighed.contains(&s) { misfits(s, hand) } else { 0 }).collect();
        let weighed = (0..seats.len()).filter(|&i| weighed.contains(&seats[i].0)).collect();
        WorldWalk { me, seats, misfits: misfits_now, boneyard: start.boneyard().map(|t| t.id()).collect(), weighed, fit }
    }

    /// Plays not explained by the current world, over all seats.
    pub fn misfits(&self) -> u32 {
        self.misfits.iter().sum()
    }

    /// Take `steps` steps of the walk.
    pub fn walk(&mut self, rng: &mut impl Rng, steps: usize, mut misfits: impl FnMut(Seat, TileSet) -> u32) {
        if self.weighed.is_empty() {
            return;
        }
        for _ in 0..steps {
            self.step(rng, &mut misfits);
        }
    }

    fn step(&mut self, rng: &mut impl Rng, misfits: &mut impl FnMut(Seat, TileSet) -> u32) {
        let j = self.weighed[below(rng, self.weighed.len() as u32) as usize];
        let (_, hand_j, void_j) = self.seats[j];
        let others: u32 =
            self.seats.iter().enumerate().filter(|&(i, _)| i != j).map(|(_, s)| s.1.len() as u32).sum::<u32>() + self.boneyard.len() as u32;
        if hand_j.is_empty() || others == 0 {
            return;
        }
        // A tile of j's, and one held elsewhere: in another hand (k) or the boneyard (None).
        let a = nth(hand_j, below(rng, hand_j.len() as u32) as usize);
        let mut pick = below(rng, others) as usize;
        let mut holder = None;
        for (i, s) in self.seats.iter().enumerate().filter(|&(i, _)| i != j) {
            if pick < s.1.len() {
                holder = Some((i, nth(s.1, pick)));
                break;
            }
            pick -= s.1.len();
        }
        let b = match holder {
            Some((_, b)) => b,
            None => self.boneyard[pick],
        };
        let swapped = |hand: TileSet, out: TileId, into: TileId| {
            let mut h = hand;
            h.remove(out);
            h.insert(into);
            h
        };
        let new_j = swapped(hand_j, a, b);
        if !keeps_void(new_j, hand_j, void_j) {
            return;
        }
        let new_k = match holder {
            Some((k, _)) => {
                let (_, hand_k, void_k) = self.seats[k];
                let h = swapped(hand_k, b, a);
                if !keeps_void(h, hand_k, void_k) {
                    return;
                }
                Some((k, h))
            }
            None => None,
        };
        let weighed_k = new_k.filter(|&(k, _)| self.weighed.contains(&k));
        let mis_j = misfits(self.seats[j].0, new_j);
        let mis_k = weighed_k.map(|(k, h)| misfits(self.seats[k].0, h));
        let before = self.misfits[j] + weighed_k.map_or(0, |(k, _)| self.misfits[k]);
        let after = mis_j + mis_k.unwrap_or(0);
        if after > before && !self.fit.chance_to_the(rng, after - before) {
            return;
        }
        self.seats[j].1 = new_j;
        self.misfits[j] = mis_j;
        match new_k {
            Some((k, h)) => {
                self.seats[k].1 = h;
                if let Some(m) = mis_k {
                    self.misfits[k] = m;
                }
            }
            None => {
                if let Some(slot) = self.boneyard.iter_mut().find(|t| **t == b) {
                    *slot = a;
                }
            }
        }
    }

    /// The world the walk stands on, with what is held by seats not weighed and the boneyard
    /// dealt among them afresh (nothing tells those worlds apart), the boneyard in a new order.
    pub fn world(&mut self, obs: &Observation<'_>, rng: &mut impl Rng) -> Round {
        self.redeal_unweighed(rng);
        shuffle(rng, &mut self.boneyard);
        let hands: Vec<(Seat, TileSet)> = self.seats.iter().map(|&(s, h, _)| (s, h)).collect();
        obs.position().with_hidden(self.me, &hands, &self.boneyard)
    }

    /// Deal the tiles of the seats not weighed and the boneyard among them again, at random,
    /// keeping sizes and voids (kept as they were if a few tries cannot). Rejection, not
    /// [`deal`]'s first fit: every void-keeping deal is equally likely. (Dealing with `deal`
    /// instead was tried: 0.55 ± 0.74 points saved over blind, against 0.96 ± 0.72 this way.)
    fn redeal_unweighed(&mut self, rng: &mut impl Rng) {
        let free: Vec<usize> = (0..self.seats.len()).filter(|i| !self.weighed.contains(i)).collect();
        if free.is_empty() {
            return;
        }
        let mut pool: Vec<TileId> = self.boneyard.clone();
        for &i in &free {
            pool.extend(self.seats[i].1.iter());
        }
        'tries: for _ in 0..8 {
            shuffle(rng, &mut pool);
            let mut rest = pool.as_slice();
            let mut hands = Vec::with_capacity(free.len());
            for &i in &free {
                let (_, old, void) = self.seats[i];
                let (hand, tail) = rest.split_at(old.len());
                let hand: TileSet = hand.iter().copied().collect();
                if !keeps_void(hand, old, void) {
                    continue 'tries;
                }
                hands.push(hand);
                rest = tail;
            }
            for (&i, hand) in free.iter().zip(hands) {
                self.seats[i].1 = hand;
            }
            self.boneyard = rest.to_vec();
            return;
        }
    }
}

/// The `n`th tile of a set, in id order.
fn nth(set: TileSet, n: usize) -> TileId {
    set.iter().nth(n).unwrap_or_else(|| set.iter().next().unwrap_or(TileId(0)))
}

/// Whether `hand` holds no more of the seat's known void than it has drawn since (or, if the
/// hand it replaces held more, no more than that: a world that could not keep every void).
fn keeps_void(hand: TileSet, old: TileSet, void: super::round::Void) -> bool {
    let allowed = (void.drawn_since as usize).max(old.and(void.tiles).len());
    hand.and(void.tiles).len() <= allowed
}

#[cfg(test)]
mod odds {
    use super::*;
    use crate::rules::rng::stream_rng;

    #[test]
    fn odds_in_whole_numbers_come_out_at_their_rate() {
        let quarter = Odds { keep: 1, out_of: 4 };
        for (k, want) in [(0, 1.0), (1, 0.25), (2, 0.0625)] {
            let mut rng = stream_rng(7, k as u64);
            let n = 40_000;
            let hits = (0..n).filter(|_| quarter.chance_to_the(&mut rng, k)).count();
            let rate = hits as f64 / n as f64;
            assert!((rate - want).abs() < 0.01, "1 in 4 to the {k}: {rate}");
        }
        // Far too small to tell from nothing, yet never impossible; and 0 in n never happens.
        let mut rng = stream_rng(8, 0);
        assert!(!(0..1000).any(|_| quarter.chance_to_the(&mut rng, 60)));
        let never = Odds { keep: 0, out_of: 4 };
        assert!(!(0..1000).any(|_| never.chance_to_the(&mut rng, 1)));
    }
}

//! A round's tiles shuffled and dealt: from a match's seed and the round's number, the same
//! hands and boneyard on every machine (`deal_round`), or straight into a round where it lies,
//! without building the deal (`start_dealt_round`, `deal_round_into`: random play's many rounds).

use super::{Deal, DealError, Round, RoundRules, RoundStart};
use crate::rules::action::MAX_PLAYERS;
use crate::rules::house_rules::{EngineRule, HouseRules};
use crate::rules::rng::{round_rng, shuffle_with_own};
use crate::rules::tile::{Tile, TileId, tile_count};

pub(crate) fn all_seats(rules: &HouseRules) -> u16 {
    (1u16 << rules.players) - 1
}

/// Shuffle and deal round `r` for the seats not in `eliminated`.
pub fn deal_round(rules: &HouseRules, seed: u64, r: u32, eliminated: u16) -> Deal {
    let (pool, n) = shuffled_set(rules, seed, r);
    let sizes = hand_sizes(rules, eliminated);
    let mut rest = pool[..n].iter().map(|id| id.tile());
    let hands = sizes.iter().take(rules.players as usize).map(|&k| rest.by_ref().take(k as usize).collect()).collect();
    Deal { hands, boneyard: rest.collect() }
}

/// Round `r` dealt as [`deal_round`] deals it (the same tiles to the same seats, the same
/// boneyard) and started, without building its [`Deal`]: for the many rounds of random play.
pub fn start_dealt_round(
    rules: &HouseRules,
    round_rules: RoundRules,
    start: RoundStart,
    seed: u64,
    r: u32,
    eliminated: u16,
) -> Result<Round, DealError> {
    let (pool, n) = shuffled_set(rules, seed, r);
    let sizes = &hand_sizes(rules, eliminated)[..rules.players as usize];
    Round::deal_from(round_rules, start, &pool[..n], sizes, own_set(rules, round_rules, start, r))
}

/// [`start_dealt_round`] dealt into `round` where it lies (`Round::redeal_shuffled`: its lists'
/// room kept, nothing allocated): for playing round after round. On an error `round` is as it was.
pub fn deal_round_into(
    round: &mut Round,
    rules: &HouseRules,
    round_rules: RoundRules,
    start: RoundStart,
    seed: u64,
    r: u32,
    eliminated: u16,
) -> Result<(), DealError> {
    let (pool, n) = shuffled_set(rules, seed, r);
    let sizes = &hand_sizes(rules, eliminated)[..rules.players as usize];
    round.redeal_from(round_rules, start, &pool[..n], sizes, own_set(rules, round_rules, start, r))
}

/// Whether the shuffled set of round `r` is the set the round plays with: the round's rules are
/// these rules' and the engine set aside is this round's (then it need not be checked again).
fn own_set(rules: &HouseRules, round_rules: RoundRules, start: RoundStart, r: u32) -> bool {
    let aside_agrees = rules.engine != EngineRule::SetAside || start.engine == rules.engine_of_round(r);
    round_rules.set == rules.set && round_rules.engine == rules.engine && aside_agrees
}

/// The set's tiles (the engine set aside, when the rules say so) in round `r`'s shuffled order:
/// the first `n` of the array.
fn shuffled_set(rules: &HouseRules, seed: u64, r: u32) -> ([TileId; ALL_TILES], usize) {
    let mut pool = ALL_IDS;
    let mut n = tile_count(rules.set);
    let engine = rules.engine_of_round(r);
    if rules.engine == EngineRule::SetAside {
        // The set in order without the engine: the tiles after it moved down one.
        let aside = Tile(engine, engine).id().index();
        if aside < n {
            pool.copy_within(aside + 1..n, aside);
            n -= 1;
        }
    }
    shuffle_with_own(round_rng(seed, r), &mut pool[..n]);
    (pool, n)
}

/// Tiles in the largest set.
const ALL_TILES: usize = tile_count(crate::rules::tile::MAX_PIP);

/// The largest set's ids in order (a smaller set's are the first of them).
const ALL_IDS: [TileId; ALL_TILES] = {
    let mut ids = [TileId(0); ALL_TILES];
    let mut i = 0;
    while i < ALL_TILES {
        ids[i] = TileId(i as u8);
        i += 1;
    }
    ids
};

/// Each seat's hand size in a round where `eliminated` are out (0 for them).
fn hand_sizes(rules: &HouseRules, eliminated: u16) -> [u8; MAX_PLAYERS as usize] {
    let active = all_seats(rules) & !eliminated;
    let (hand, _) = rules.hand_size_for(active.count_ones() as u8);
    let mut sizes = [0; MAX_PLAYERS as usize];
    for (s, size) in sizes.iter_mut().enumerate().take(rules.players as usize) {
        if active & (1 << s) != 0 {
            *size = hand;
        }
    }
    sizes
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What is not the set is refused as `Round::new` refuses it.
    #[test]
    fn tiles_dealt_straight_that_are_not_the_set_are_told_as_a_deal_is() {
        let rules = HouseRules::default();
        let rr = RoundRules::from(&rules);
        let start = RoundStart { engine: 12, designated: 0, active: 0b1111 };
        let (pool, n) = shuffled_set(&rules, 5, 0);
        let mut twice = pool[..n].to_vec();
        twice[3] = twice[4];
        let sizes = [15, 15, 15, 15];
        let err = Round::deal_shuffled(rr, start, &twice, &sizes).err();
        assert!(matches!(err, Some(DealError::NotAFullSet { .. })), "{err:?}");
        // Dealt into a round, refused the same, and the round as it was.
        let Ok(mut round) = Round::deal_shuffled(rr, start, &pool[..n], &sizes) else { panic!("no deal") };
        let before = round.clone();
        assert_eq!(round.redeal_shuffled(rr, start, &twice, &sizes).err(), err);
        assert_eq!(round, before);
        // A tile of a larger set, in the place of one of this set's.
        let mut outside = pool[..n].to_vec();
        let replaced = outside[7].tile();
        outside[7] = Tile(15, 13).id();
        let err = Round::deal_shuffled(rr, start, &outside, &sizes).err();
        let told =
            matches!(&err, Some(DealError::NotAFullSet { outside, missing, .. }) if *outside == [Tile(15, 13)] && *missing == [replaced]);
        assert!(told, "{err:?}");
        let out_but_dealt = RoundStart { active: 0b0111, ..start };
        let err = Round::deal_shuffled(rr, out_but_dealt, &pool[..n], &sizes).err();
        assert_eq!(err, Some(DealError::OutButDealt { seat: 3 }));
        let err = Round::deal_shuffled(rr, start, &pool[..n], &sizes[..3]).err();
        assert_eq!(err, Some(DealError::HandsForSeats { hands: 3, seats: 4 }));
    }
}

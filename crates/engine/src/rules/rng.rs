//! Seeded, portable randomness for deals: ChaCha8 and our own Fisher–Yates, so the same seed gives
//! the same deal on every machine and with every future version of `rand`.

use rand::rngs::ChaCha8Rng;
use rand::{Rng, SeedableRng};

/// The generator for round `round` of the match seeded with `seed`: independent streams per
/// round, so a saved match can deal its next round from the seed alone.
pub fn round_rng(seed: u64, round: u32) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(splitmix64(seed ^ splitmix64(round as u64 + 1)))
}

/// A generator for anything else derived from a seed (bots, simulations): `stream` keeps them
/// apart.
pub fn stream_rng(seed: u64, stream: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(splitmix64(seed.wrapping_add(splitmix64(stream ^ 0xA5A5_A5A5))))
}

/// A 64-bit FNV-1a digest: stable across machines and versions (for names, not for security).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3))
}

fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A uniform number in `0..n` (`n > 0`): Lemire's multiply-shift with rejection, exact and
/// portable (no division on the common path).
#[inline]
pub fn below(rng: &mut impl Rng, n: u32) -> u32 {
    below_from(|| rng.next_u32(), n)
}

/// [`below`] from the words `next` gives in turn.
#[inline(always)]
fn below_from(mut next: impl FnMut() -> u32, n: u32) -> u32 {
    debug_assert!(n > 0);
    let n = n.max(1);
    let mut m = next() as u64 * n as u64;
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = next() as u64 * n as u64;
        }
    }
    (m >> 32) as u32
}

/// Fisher–Yates shuffle.
pub fn shuffle<T>(rng: &mut impl Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

/// [`shuffle`] with a generator nothing draws from after it (it is taken): the same order,
/// its words read two at a time (`next_u64`: ChaCha's next two words, the first low) for two
/// steps at once, half the calls — a word left over is dropped with the generator. Where a word
/// may need another after it (Lemire's rare second look), the rest goes word by word
/// ([`shuffle_from`]), from that pair.
pub fn shuffle_with_own(mut rng: ChaCha8Rng, items: &mut [impl Copy]) {
    // `k`: the place the next step fills (from `0..=k`).
    let mut k = items.len().saturating_sub(1);
    while k >= 2 {
        let two = rng.next_u64();
        let (n1, n2) = (k as u64 + 1, k as u64);
        let (m1, m2) = ((two & 0xffff_ffff) * n1, (two >> 32) * n2);
        if ((m1 as u32 as u64) < n1) | ((m2 as u32 as u64) < n2) {
            return shuffle_from(rng, items, k, [two as u32, (two >> 32) as u32]);
        }
        items.swap(k, (m1 >> 32) as usize);
        items.swap(k - 1, (m2 >> 32) as usize);
        k -= 2;
    }
    if k == 1 {
        // The last step, from `0..2`: one word, never a second look (2 divides 2³²).
        items.swap(1, (rng.next_u64() as u32 >> 31) as usize);
    }
}

/// The steps of [`shuffle`] that fill places `k` down to 1, from the words `pair` and then the
/// generator's, two at a time (the first low).
// Rare (a word in 2³² / n needs a second look): kept out of the shuffle's loop.
#[cold]
#[inline(never)]
fn shuffle_from(mut rng: ChaCha8Rng, items: &mut [impl Copy], k: usize, pair: [u32; 2]) {
    let two_at_a_time = std::iter::from_fn(move || Some(rng.next_u64())).flat_map(|two| [two as u32, (two >> 32) as u32]);
    let mut words = pair.into_iter().chain(two_at_a_time);
    for i in (1..=k).rev() {
        // The words never end (`from_fn` always gives one): the 0 is never read.
        let j = below_from(|| words.next().unwrap_or(0), i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_rounds_differ() {
        let a: Vec<u32> = (0..4).map(|_| round_rng(7, 0).next_u32()).collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
        assert_ne!(round_rng(7, 0).next_u32(), round_rng(7, 1).next_u32());
        assert_ne!(round_rng(7, 0).next_u32(), round_rng(8, 0).next_u32());
    }

    #[test]
    fn shuffle_is_a_permutation_and_reproducible() {
        let mut a: Vec<u32> = (0..91).collect();
        let mut b = a.clone();
        shuffle(&mut round_rng(1, 2), &mut a);
        shuffle(&mut round_rng(1, 2), &mut b);
        assert_eq!(a, b);
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, (0..91).collect::<Vec<_>>());
        assert_ne!(a, sorted);
    }

    /// Words read two at a time give the order one at a time gives, for any length.
    #[test]
    fn shuffle_with_own_is_shuffle() {
        for len in [0, 1, 2, 3, 28, 90, 91, 130, 300] {
            for seed in 0..50 {
                let (mut a, mut b): (Vec<u32>, Vec<u32>) = ((0..len).collect(), (0..len).collect());
                shuffle(&mut round_rng(seed, 5), &mut a);
                shuffle_with_own(round_rng(seed, 5), &mut b);
                assert_eq!(a, b, "length {len}, seed {seed}");
            }
        }
    }

    /// The word-by-word rest of a shuffle, from two words that make Lemire's method look again
    /// (a low part below the range: rare from a real generator), is the same as `shuffle` fed
    /// those words first.
    #[test]
    fn shuffle_from_a_pair_is_shuffle_from_those_words() {
        for (k, pair) in [(90usize, [0u32, 5]), (90, [7, 0]), (40, [1, 1]), (2, [0, 0]), (1, [0, 9])] {
            for seed in 0..20 {
                let (mut a, mut b): (Vec<u32>, Vec<u32>) = ((0..=k as u32).collect(), (0..=k as u32).collect());
                shuffle_from(round_rng(seed, 1), &mut a, k, pair);
                let mut words = pair.into_iter().chain(std::iter::from_fn({
                    let mut rng = round_rng(seed, 1);
                    move || Some(rng.next_u32())
                }));
                for i in (1..=k).rev() {
                    let j = below_from(|| words.next().unwrap_or(0), i as u32 + 1) as usize;
                    b.swap(i, j);
                }
                assert_eq!(a, b, "k {k}, pair {pair:?}, seed {seed}");
            }
        }
    }

    #[test]
    fn below_is_roughly_uniform() {
        let mut rng = stream_rng(3, 0);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[below(&mut rng, 6) as usize] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }
}

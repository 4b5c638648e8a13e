//! Tiles, pips, domino sets and a compact tile bitset.
//!
//! Every tile of every set up to double-18 has a fixed id: `hi * (hi + 1) / 2 + lo`. The ids of a
//! double-N set are exactly `0..tile_count(N)`, so a set is a prefix of the id space and a hand
//! is a 192-bit set.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A number of pips on one end of a tile: `0..=18`.
pub type Pip = u8;

/// The largest set we know: double-18.
pub const MAX_PIP: Pip = 18;

/// The sets people play Mexican Train with.
pub const SETS: [Pip; 5] = [6, 9, 12, 15, 18];

/// Number of tiles in a double-`max` set: 28, 55, 91, 136, 190 for 6, 9, 12, 15, 18.
pub const fn tile_count(max: Pip) -> usize {
    let m = max as usize;
    (m + 1) * (m + 2) / 2
}

const ID_COUNT: usize = tile_count(MAX_PIP);

/// A tile as written: `(a, b)`. Equality is on the written order, so that a play can say which
/// end touches the train; use [`Tile::id`] for the unordered identity.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(from = "(Pip, Pip)", into = "(Pip, Pip)")]
pub struct Tile(pub Pip, pub Pip);

impl From<(Pip, Pip)> for Tile {
    fn from((a, b): (Pip, Pip)) -> Self {
        Tile(a, b)
    }
}

impl From<Tile> for (Pip, Pip) {
    fn from(t: Tile) -> Self {
        (t.0, t.1)
    }
}

impl Tile {
    pub const fn new(a: Pip, b: Pip) -> Self {
        Tile(a, b)
    }

    /// The unordered identity of this tile.
    #[inline]
    pub fn id(self) -> TileId {
        /// `IDS[a][b]`: the id of `a|b`, either way round (read masked: no bounds check, and
        /// no panic for a tile outside every set, which nothing asks of before `in_set`).
        const IDS: [[u8; 32]; 32] = {
            let mut ids = [[0u8; 32]; 32];
            let mut a = 0;
            while a < 32 {
                let mut b = 0;
                while b < 32 {
                    let (hi, lo) = if a >= b { (a, b) } else { (b, a) };
                    ids[a][b] = (hi * (hi + 1) / 2 + lo) as u8;
                    b += 1;
                }
                a += 1;
            }
            ids
        };
        TileId(IDS[self.0 as usize & 31][self.1 as usize & 31])
    }

    /// The same tile written high end first, e.g. `(12, 5)`.
    pub fn canonical(self) -> Tile {
        if self.0 >= self.1 { self } else { self.flipped() }
    }

    pub fn flipped(self) -> Tile {
        Tile(self.1, self.0)
    }

    pub fn is_double(self) -> bool {
        self.0 == self.1
    }

    pub fn has(self, p: Pip) -> bool {
        self.0 == p || self.1 == p
    }

    pub fn pips(self) -> u32 {
        self.0 as u32 + self.1 as u32
    }

    pub fn high(self) -> Pip {
        self.0.max(self.1)
    }

    /// Whether this tile exists in a double-`max` set.
    pub fn in_set(self, max: Pip) -> bool {
        self.0 <= max && self.1 <= max
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}|{}", self.0, self.1)
    }
}

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.0, self.1)
    }
}

/// A tile's unordered identity, `0..190`. Stable across set sizes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub struct TileId(pub u8);

const fn build_id_table() -> [(Pip, Pip); ID_COUNT] {
    let mut table = [(0u8, 0u8); ID_COUNT];
    let mut hi = 0u8;
    let mut i = 0usize;
    while hi <= MAX_PIP {
        let mut lo = 0u8;
        while lo <= hi {
            table[i] = (hi, lo);
            lo += 1;
            i += 1;
        }
        hi += 1;
    }
    table
}

static ID_TABLE: [(Pip, Pip); ID_COUNT] = build_id_table();

impl TileId {
    /// The tile, high end first.
    pub fn tile(self) -> Tile {
        let (hi, lo) = ID_TABLE[self.0 as usize];
        Tile(hi, lo)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A set of tiles as a 192-bit bitset over tile ids. Iterates in id order (deterministic).
/// Serialized as its list of tiles, high end first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(into = "Vec<Tile>", try_from = "Vec<Tile>")]
pub struct TileSet(pub [u64; 3]);

impl From<TileSet> for Vec<Tile> {
    fn from(s: TileSet) -> Self {
        s.tiles().collect()
    }
}

impl TryFrom<Vec<Tile>> for TileSet {
    type Error = String;

    fn try_from(tiles: Vec<Tile>) -> Result<Self, Self::Error> {
        let mut s = TileSet::EMPTY;
        for t in tiles {
            if !t.in_set(MAX_PIP) {
                return Err(format!("{t} is not a domino of any set up to double-{MAX_PIP}"));
            }
            s.insert(t.id());
        }
        Ok(s)
    }
}

impl TileSet {
    pub const EMPTY: TileSet = TileSet([0; 3]);

    /// Every tile of a double-`max` set.
    pub fn full(max: Pip) -> TileSet {
        FULL_SETS[max.min(MAX_PIP) as usize]
    }

    const fn compute_full(max: Pip) -> TileSet {
        let n = tile_count(max);
        let mut words = [0u64; 3];
        let mut w = 0;
        while w < 3 {
            let lo = w * 64;
            if n >= lo + 64 {
                words[w] = u64::MAX;
            } else if n > lo {
                words[w] = (1u64 << (n - lo)) - 1;
            }
            w += 1;
        }
        TileSet(words)
    }

    /// Every tile (of the largest set) that carries pip `p`.
    pub fn with_pip(p: Pip) -> TileSet {
        PIP_MASKS[p as usize]
    }

    /// Every tile showing a number of `pips` (bit `p` for `p`), doubles included: the union of
    /// `with_pip` over them, read from three tables of seven numbers each (no loop).
    #[inline]
    pub fn with_pips(pips: u32) -> TileSet {
        let [low, mid, high] = [pips & 0x7f, pips >> 7 & 0x7f, pips >> 14 & 0x7f];
        PIPS_MASKS[0][low as usize].or(PIPS_MASKS[1][mid as usize]).or(PIPS_MASKS[2][high as usize])
    }

    /// Every double.
    pub fn doubles() -> TileSet {
        DOUBLES
    }

    pub fn contains(&self, id: TileId) -> bool {
        let i = id.0 as usize;
        self.0[i >> 6] & (1u64 << (i & 63)) != 0
    }

    pub fn insert(&mut self, id: TileId) {
        let i = id.0 as usize;
        self.0[i >> 6] |= 1u64 << (i & 63);
    }

    pub fn remove(&mut self, id: TileId) {
        let i = id.0 as usize;
        self.0[i >> 6] &= !(1u64 << (i & 63));
    }

    pub fn len(&self) -> usize {
        (self.0[0].count_ones() + self.0[1].count_ones() + self.0[2].count_ones()) as usize
    }

    pub fn is_empty(&self) -> bool {
        (self.0[0] | self.0[1] | self.0[2]) == 0
    }

    pub fn and(self, other: TileSet) -> TileSet {
        TileSet([self.0[0] & other.0[0], self.0[1] & other.0[1], self.0[2] & other.0[2]])
    }

    pub fn or(self, other: TileSet) -> TileSet {
        TileSet([self.0[0] | other.0[0], self.0[1] | other.0[1], self.0[2] | other.0[2]])
    }

    pub fn minus(self, other: TileSet) -> TileSet {
        TileSet([self.0[0] & !other.0[0], self.0[1] & !other.0[1], self.0[2] & !other.0[2]])
    }

    pub fn iter(&self) -> TileSetIter {
        TileSetIter { words: self.0, word: 0 }
    }

    pub fn tiles(&self) -> impl Iterator<Item = Tile> + use<> {
        self.iter().map(TileId::tile)
    }

    /// Sum of pips of all tiles in the set.
    pub fn pips(&self) -> u32 {
        self.tiles().map(Tile::pips).sum()
    }
}

impl fmt::Debug for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.tiles()).finish()
    }
}

impl FromIterator<TileId> for TileSet {
    fn from_iter<I: IntoIterator<Item = TileId>>(iter: I) -> Self {
        let mut s = TileSet::EMPTY;
        for id in iter {
            s.insert(id);
        }
        s
    }
}

pub struct TileSetIter {
    words: [u64; 3],
    word: usize,
}

impl Iterator for TileSetIter {
    type Item = TileId;

    #[inline]
    fn next(&mut self) -> Option<TileId> {
        loop {
            let w = *self.words.get(self.word)?;
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(TileId((self.word * 64 + w.trailing_zeros() as usize) as u8));
            }
            // Skip the empty words at once.
            self.word += 1;
            while self.word < 3 && self.words[self.word] == 0 {
                self.word += 1;
            }
        }
    }
}

const fn build_pip_masks() -> [TileSet; MAX_PIP as usize + 1] {
    let table = build_id_table();
    let mut masks = [TileSet([0; 3]); MAX_PIP as usize + 1];
    let mut i = 0;
    while i < ID_COUNT {
        let (hi, lo) = table[i];
        masks[hi as usize].0[i >> 6] |= 1u64 << (i & 63);
        masks[lo as usize].0[i >> 6] |= 1u64 << (i & 63);
        i += 1;
    }
    masks
}

const fn build_doubles() -> TileSet {
    let table = build_id_table();
    let mut s = TileSet([0; 3]);
    let mut i = 0;
    while i < ID_COUNT {
        let (hi, lo) = table[i];
        if hi == lo {
            s.0[i >> 6] |= 1u64 << (i & 63);
        }
        i += 1;
    }
    s
}

static PIP_MASKS: [TileSet; MAX_PIP as usize + 1] = build_pip_masks();

/// `PIPS_MASKS[g][v]`: the tiles showing a number `7g + k` for a bit `k` of `v`.
const fn build_pips_masks() -> [[TileSet; 128]; 3] {
    let single = build_pip_masks();
    let mut tables = [[TileSet([0; 3]); 128]; 3];
    let mut g = 0;
    while g < 3 {
        let mut v = 0;
        while v < 128 {
            let mut k = 0;
            while k < 7 {
                let p = 7 * g + k;
                if v >> k & 1 == 1 && p <= MAX_PIP as usize {
                    let mut w = 0;
                    while w < 3 {
                        tables[g][v].0[w] |= single[p].0[w];
                        w += 1;
                    }
                }
                k += 1;
            }
            v += 1;
        }
        g += 1;
    }
    tables
}

static PIPS_MASKS: [[TileSet; 128]; 3] = build_pips_masks();

const fn build_full_sets() -> [TileSet; MAX_PIP as usize + 1] {
    let mut sets = [TileSet([0; 3]); MAX_PIP as usize + 1];
    let mut m = 0;
    while m <= MAX_PIP {
        sets[m as usize] = TileSet::compute_full(m);
        m += 1;
    }
    sets
}

static FULL_SETS: [TileSet; MAX_PIP as usize + 1] = build_full_sets();
static DOUBLES: TileSet = build_doubles();

/// Every tile of a double-`max` set, in id order.
pub fn set_tiles(max: Pip) -> impl Iterator<Item = Tile> {
    (0..tile_count(max)).map(|i| TileId(i as u8).tile())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_sizes_match_the_rule_texts() {
        assert_eq!(SETS.map(tile_count), [28, 55, 91, 136, 190]);
        for max in SETS {
            assert_eq!(TileSet::full(max).len(), tile_count(max));
            assert_eq!(set_tiles(max).count(), tile_count(max));
        }
    }

    #[test]
    fn ids_are_unordered_and_round_trip() {
        for i in 0..tile_count(MAX_PIP) {
            let id = TileId(i as u8);
            let t = id.tile();
            assert_eq!(t.id(), id);
            assert_eq!(t.flipped().id(), id);
            assert!(t.0 >= t.1);
        }
        assert_eq!(Tile(5, 12).canonical(), Tile(12, 5));
    }

    #[test]
    fn pip_masks_hold_each_pip_max_plus_one_times() {
        for max in SETS {
            for p in 0..=max {
                let n = TileSet::with_pip(p).and(TileSet::full(max)).len();
                assert_eq!(n, max as usize + 1, "pip {p} in double-{max}");
            }
        }
        assert_eq!(TileSet::doubles().and(TileSet::full(12)).len(), 13);
    }

    /// The tiles of several numbers read from the tables are the union of each number's.
    #[test]
    fn pips_masks_are_the_union_of_pip_masks() {
        let mut pips = 0x9E37_79B9u32;
        for _ in 0..2000 {
            pips = pips.wrapping_mul(0x2C1B_3C6D).wrapping_add(0x2979_1A9B);
            let numbers = pips >> 7 & ((1 << (MAX_PIP + 1)) - 1);
            let each = (0..=MAX_PIP).filter(|&p| numbers >> p & 1 == 1).fold(TileSet::EMPTY, |s, p| s.or(TileSet::with_pip(p)));
            assert_eq!(TileSet::with_pips(numbers), each, "numbers {numbers:#b}");
        }
        assert_eq!(TileSet::with_pips(0), TileSet::EMPTY);
        assert_eq!(TileSet::with_pips((1 << (MAX_PIP + 1)) - 1), TileSet::full(MAX_PIP));
    }

    #[test]
    fn bitset_iterates_in_id_order() {
        let ids = [TileId(150), TileId(3), TileId(64), TileId(63), TileId(189)];
        let s: TileSet = ids.into_iter().collect();
        let got: Vec<_> = s.iter().collect();
        assert_eq!(got, vec![TileId(3), TileId(63), TileId(64), TileId(150), TileId(189)]);
        assert_eq!(s.len(), 5);
    }
}

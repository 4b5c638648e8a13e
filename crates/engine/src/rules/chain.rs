//! The best chain a hand makes from a train's open end: the tiles laid end to end, in playing
//! order — the "personal train" of Parsons 1994, what a bullet train lays, what a careful player
//! plans. Best means most tiles, then most pips, then not ending on a double. A double is taken
//! as soon as the chain reaches its number (it keeps the end, so that never loses a tile).
//!
//! Exact: a depth-first search memoised over (end number, tiles left), in a table reused from
//! search to search (searches run inside the computer players' playouts, thousands a second).
//! Huge hands are capped by a budget of search steps; past it, the best chain found so far is kept.

use super::tile::{Pip, Tile, TileSet};

/// Search steps allowed by default: far more than a 16-tile hand needs (a few thousand), and
/// about a millisecond at most for the huge hands some rules make (drawing until a tile plays):
/// a computer player's decision stays within its time whatever the rules.
pub const DEFAULT_BUDGET: usize = 20_000;

/// Most tiles a hand brings to the search (a larger hand searches its first 32 tiles).
const MAX_TILES: usize = 32;

/// A chain: its tiles in playing order, each written touching end first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chain {
    pub tiles: Vec<Tile>,
    pub pips: u32,
}

impl Chain {
    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// The open end after the chain (`start` if it is empty).
    pub fn end(&self, start: Pip) -> Pip {
        self.tiles.last().map_or(start, |t| t.1)
    }

    pub fn ends_on_double(&self) -> bool {
        self.tiles.last().is_some_and(|t| t.is_double())
    }

    /// The chain's tiles as a set.
    pub fn set(&self) -> TileSet {
        self.tiles.iter().map(|t| t.id()).collect()
    }
}

/// How good a continuation is, packed so that a larger number is better: tiles, then pips,
/// then a plain (non-double) last tile.
type Score = u32;

fn score(tiles: u32, pips: u32, plain_end: bool) -> Score {
    (tiles << 20) | (pips.min(0x7FFFF) << 1) | u32::from(plain_end)
}

fn tiles_of(s: Score) -> u32 {
    s >> 20
}

fn pips_of(s: Score) -> u32 {
    (s >> 1) & 0x7FFFF
}

fn plain_of(s: Score) -> bool {
    s & 1 == 1
}

/// One remembered state: (end, tiles left) and its best continuation's score.
#[derive(Clone, Copy, Default)]
struct Entry {
    /// `end << 32 | left`.
    key: u64,
    /// The search it belongs to (an entry of an earlier search is an empty slot).
    generation: u32,
    score: Score,
    /// The search below was finished (not cut by the budget): trusted when met again.
    complete: bool,
}

/// States with fewer tiles left than this are searched again rather than remembered (cheaper).
const MEMO_MIN: u32 = 4;

/// A chain search with its memory, reusable from search to search.
#[derive(Default)]
pub struct ChainSearch {
    tiles: Vec<Tile>,
    /// For each number, the hand tiles that can touch an end showing it (bit i: tile i).
    touching: [u32; 19],
    /// For each number, the hand's double of it (`NO_TILE`: none).
    double: [u8; 19],
    wild: bool,
    table: Vec<Entry>,
    used: usize,
    generation: u32,
    steps: usize,
    budget: usize,
}

const NO_TILE: u8 = u8::MAX;

impl ChainSearch {
    pub fn new() -> ChainSearch {
        ChainSearch::default()
    }

    /// The best chain `hand` makes from an open end showing `end`.
    pub fn best(&mut self, hand: TileSet, end: Pip, wild: bool) -> Chain {
        self.best_within(hand, end, wild, DEFAULT_BUDGET)
    }

    /// [`ChainSearch::best`] with at most `budget` search steps (the best found so far past it).
    pub fn best_within(&mut self, hand: TileSet, end: Pip, wild: bool, budget: usize) -> Chain {
        self.prepare(hand, wild, budget);
        let all = if self.tiles.len() == 32 { u32::MAX } else { (1u32 << self.tiles.len()) - 1 };
        self.search(end, all);
        // Follow the best move state by state (the states below are remembered, or cheap).
        // Room for the whole hand at once: a chain grown tile by tile reallocated several times.
        let mut chain = Chain { tiles: Vec::with_capacity(self.tiles.len()), ..Chain::default() };
        let (mut at, mut left) = (end, all);
        while let Some((i, way)) = self.best_move(at, left) {
            chain.tiles.push(way);
            chain.pips += way.pips();
            left &= !(1 << i);
            at = way.1;
        }
        chain
    }

    fn prepare(&mut self, hand: TileSet, wild: bool, budget: usize) {
        self.tiles.clear();
        self.tiles.extend(hand.tiles().take(MAX_TILES));
        self.touching = [0; 19];
        self.double = [NO_TILE; 19];
        for (i, t) in self.tiles.iter().enumerate() {
            self.touching[t.0 as usize] |= 1 << i;
            self.touching[t.1 as usize] |= 1 << i;
            if t.is_double() {
                self.double[t.0 as usize] = i as u8;
            }
        }
        if wild {
            // A blank touches every end, and a blank end every tile.
            let blanks = self.touching[0];
            for p in 1..19 {
                self.touching[p] |= blanks;
            }
            self.touching[0] = if self.tiles.len() == 32 { u32::MAX } else { (1u32 << self.tiles.len()) - 1 };
        }
        self.wild = wild;
        self.steps = 0;
        self.budget = budget;
        let size = (self.tiles.len() * 64).next_power_of_two().clamp(256, 1 << 20);
        if self.table.len() < size {
            self.table = vec![Entry::default(); size];
            self.generation = 0;
        }
        // A new generation empties the table without touching it.
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.table.fill(Entry::default());
            self.generation = 1;
        }
        self.used = 0;
    }

    /// The ways tile `i` can be laid on `end`: written touching end first.
    fn ways(&self, i: usize, end: Pip, wild: bool) -> [Option<Tile>; 2] {
        let t = self.tiles[i];
        let fits = |x: Pip| x == end || (wild && (x == 0 || end == 0));
        [fits(t.0).then_some(t), (!t.is_double() && fits(t.1)).then(|| t.flipped())]
    }

    fn slot(&self, key: u64) -> usize {
        let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> 40) as usize & (self.table.len() - 1)
    }

    fn lookup(&self, end: Pip, left: u32) -> Option<Entry> {
        let key = (end as u64) << 32 | left as u64;
        let mut i = self.slot(key);
        loop {
            let e = self.table[i];
            if e.generation != self.generation {
                return None;
            }
            if e.key == key {
                return Some(e);
            }
            i = (i + 1) & (self.table.len() - 1);
        }
    }

    fn remember(&mut self, end: Pip, left: u32, score: Score, complete: bool) {
        if self.used * 2 >= self.table.len() {
            self.grow();
        }
        let key = (end as u64) << 32 | left as u64;
        let generation = self.generation;
        let mut i = self.slot(key);
        loop {
            let e = &mut self.table[i];
            if e.generation != generation {
                *e = Entry { key, generation, score, complete };
                self.used += 1;
                return;
            }
            if e.key == key {
                if !e.complete {
                    *e = Entry { key, generation, score, complete };
                }
                return;
            }
            i = (i + 1) & (self.table.len() - 1);
        }
    }

    /// Twice the room, this search's entries moved over.
    fn grow(&mut self) {
        let old = std::mem::take(&mut self.table);
        self.table = vec![Entry::default(); old.len() * 2];
        let generation = self.generation;
        for e in old.into_iter().filter(|e| e.generation == generation) {
            let mut i = self.slot(e.key);
            while self.table[i].generation == generation {
                i = (i + 1) & (self.table.len() - 1);
            }
            self.table[i] = e;
        }
    }

    /// The best continuation's score from `end` with `left` (bit i: hand tile i), and whether the
    /// search below finished within the budget.
    fn search(&mut self, end: Pip, left: u32) -> (Score, bool) {
        let memo = left.count_ones() >= MEMO_MIN;
        if memo
            && let Some(e) = self.lookup(end, left)
            && e.complete
        {
            return (e.score, true);
        }
        let nothing = score(0, 0, true);
        if self.steps >= self.budget {
            return (nothing, false);
        }
        self.steps += 1;
        let (best, complete) = self.options(end, left, self.wild);
        if memo {
            self.remember(end, left, best.0, complete);
        }
        (best.0, complete)
    }

    /// The best option from a state: its score, the tile's index and how it is laid.
    fn options(&mut self, end: Pip, left: u32, wild: bool) -> ((Score, Option<(usize, Tile)>), bool) {
        // The double of the end's number is taken at once.
        let d = self.double[end as usize];
        if d != NO_TILE && left & (1 << d) != 0 {
            let i = d as usize;
            let (after, complete) = self.search(end, left & !(1 << i));
            let t = self.tiles[i];
            let s = score(tiles_of(after) + 1, pips_of(after) + t.pips(), tiles_of(after) > 0 && plain_of(after));
            return ((s, Some((i, t))), complete);
        }
        let mut best: (Score, Option<(usize, Tile)>) = (score(0, 0, true), None);
        let mut complete = true;
        let mut rest = left & self.touching[end as usize];
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if !wild {
                // Without wild blanks a tile touching the end (not its double, taken above)
                // lays one way only: the side showing the end's number first.
                let t = self.tiles[i];
                let way = if t.0 == end { t } else { t.flipped() };
                debug_assert_eq!(self.ways(i, end, wild).into_iter().flatten().collect::<Vec<_>>(), [way]);
                self.consider(left, i, way, &mut best, &mut complete);
                continue;
            }
            for way in self.ways(i, end, wild).into_iter().flatten() {
                self.consider(left, i, way, &mut best, &mut complete);
            }
        }
        (best, complete)
    }

    /// Tile `i` laid `way` from a state with `left`: the best so far kept in `best`.
    #[inline(always)]
    fn consider(&mut self, left: u32, i: usize, way: Tile, best: &mut (Score, Option<(usize, Tile)>), complete: &mut bool) {
        let (after, done) = self.search(way.1, left & !(1 << i));
        *complete &= done;
        let plain = if tiles_of(after) > 0 { plain_of(after) } else { !way.is_double() };
        let s = score(tiles_of(after) + 1, pips_of(after) + way.pips(), plain);
        if best.1.is_none() || s > best.0 {
            *best = (s, Some((i, way)));
        }
    }

    /// The best move from a state (the tile's index and how it is laid), if any tile plays.
    fn best_move(&mut self, end: Pip, left: u32) -> Option<(usize, Tile)> {
        self.options(end, left, self.wild).0.1
    }
}

/// The best chain `hand` makes from an open end showing `end`, with wild blanks or not.
pub fn best_chain(hand: TileSet, end: Pip, wild: bool) -> Chain {
    ChainSearch::new().best(hand, end, wild)
}

/// [`best_chain`] with at most `budget` search steps (the best found so far past it).
pub fn best_chain_within(hand: TileSet, end: Pip, wild: bool, budget: usize) -> Chain {
    ChainSearch::new().best_within(hand, end, wild, budget)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(tiles: &[(Pip, Pip)]) -> TileSet {
        tiles.iter().map(|&(a, b)| Tile(a, b).id()).collect()
    }

    /// Every chain, by brute force: the best by the same order (tiles, pips, plain last tile).
    fn brute(hand: TileSet, end: Pip, wild: bool) -> (usize, u32, bool) {
        let touches = |x: Pip, e: Pip| x == e || (wild && (x == 0 || e == 0));
        fn go(
            touches: &dyn Fn(Pip, Pip) -> bool,
            end: Pip,
            left: TileSet,
            len: usize,
            pips: u32,
            last_double: bool,
            best: &mut (usize, u32, bool),
        ) {
            let cand = (len, pips, !last_double);
            if cand > *best {
                *best = cand;
            }
            for id in left.iter() {
                let t = id.tile();
                let ways = [Some(t), (!t.is_double()).then(|| t.flipped())];
                for way in ways.into_iter().flatten().filter(|w| touches(w.0, end)) {
                    let mut rest = left;
                    rest.remove(id);
                    go(touches, way.1, rest, len + 1, pips + way.pips(), way.is_double(), best);
                }
            }
        }
        let mut best = (0usize, 0u32, true);
        go(&touches, end, hand, 0, 0, false, &mut best);
        best
    }

    #[test]
    fn the_chain_search_agrees_with_brute_force_on_small_hands() {
        let mut rng = crate::rules::rng::stream_rng(42, 1);
        let mut search = ChainSearch::new();
        for case in 0..600 {
            let max: Pip = if case % 2 == 0 { 6 } else { 9 };
            let n = 1 + (crate::rules::rng::below(&mut rng, 8)) as usize;
            let mut all: Vec<Tile> = crate::rules::tile::set_tiles(max).collect();
            crate::rules::rng::shuffle(&mut rng, &mut all);
            let hand: TileSet = all.iter().take(n).map(|t| t.id()).collect();
            let end = crate::rules::rng::below(&mut rng, max as u32 + 1) as Pip;
            let wild = case % 3 == 0;
            // The same searcher serves every case: nothing of one search leaks into the next.
            let chain = search.best(hand, end, wild);
            assert_eq!(chain, best_chain(hand, end, wild));
            let (len, pips, plain) = brute(hand, end, wild);
            assert_eq!((chain.len(), chain.pips), (len, pips), "case {case}: hand {hand:?} from {end}");
            if len > 0 {
                assert_eq!(!chain.ends_on_double(), plain, "case {case}: hand {hand:?} from {end}");
            }
            // The chain is real: each tile touches the end before it, no tile twice.
            let mut at = end;
            let mut used = TileSet::EMPTY;
            for t in &chain.tiles {
                assert!(t.0 == at || (wild && (t.0 == 0 || at == 0)), "case {case}: {t} does not touch {at}");
                assert!(hand.contains(t.id()) && !used.contains(t.id()));
                used.insert(t.id());
                at = t.1;
            }
        }
    }

    #[test]
    fn a_double_is_taken_as_soon_as_the_chain_reaches_its_number() {
        let chain = best_chain(set(&[(5, 3), (3, 3), (3, 1), (5, 5)]), 5, false);
        let tiles: Vec<(Pip, Pip)> = chain.tiles.iter().map(|t| (t.0, t.1)).collect();
        assert_eq!(tiles, [(5, 5), (5, 3), (3, 3), (3, 1)]);
        assert_eq!(chain.pips, 10 + 8 + 6 + 4);
        assert!(!chain.ends_on_double());
    }

    #[test]
    fn more_pips_break_a_tie_in_length_and_nothing_plays_from_a_missing_number() {
        // From 6: 6-2 or 6-9, each alone.
        let chain = best_chain(set(&[(6, 2), (6, 9), (1, 1)]), 6, false);
        assert_eq!(chain.tiles, [Tile(6, 9)]);
        assert!(best_chain(set(&[(1, 2), (3, 4)]), 6, false).is_empty());
    }

    #[test]
    fn a_hand_of_many_tiles_is_searched_within_the_budget() {
        // Every tile of a double-9 set with a 9, a 1 or a 4 in it: many crossings.
        let hand: TileSet = crate::rules::tile::set_tiles(9).filter(|t| t.has(9) || t.has(1) || t.has(4)).map(|t| t.id()).collect();
        let capped = best_chain_within(hand, 9, false, 2_000);
        let full = best_chain(hand, 9, false);
        assert!(!capped.is_empty() && capped.len() <= full.len());
        assert!(full.len() >= 10, "{}", full.len());
    }
}

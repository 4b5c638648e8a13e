//! The best chain a hand makes from a train's open end: the tiles laid end to end, in playing
//! order — the "personal train" of Parsons 1994, what a bullet train lays, what a careful player
//! plans. Best means most tiles, then most pips, then not ending on a double. A double is taken
//! as soon as the chain reaches its number (it keeps the end, so that never loses a tile).
//!
//! Exact: a depth-first search memoised over (end number, tiles left). Huge hands are capped by
//! a budget of search steps; past it, the best chain found so far is kept.

use super::tile::{Pip, Tile, TileSet};
use std::collections::HashMap;

/// Search steps allowed by default: far more than a 16-tile hand needs (a few thousand).
pub const DEFAULT_BUDGET: usize = 200_000;

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

/// How good a continuation is: more tiles, then more pips, then not ending on a double.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Score {
    tiles: u8,
    pips: u32,
    plain_end: bool,
}

/// The best continuation from a state: its score and its first tile (oriented).
#[derive(Clone, Copy, Debug)]
struct Best {
    score: Score,
    first: Option<Tile>,
}

struct Search {
    wild: bool,
    /// Each state searched: its best continuation, and whether that search was complete (only
    /// complete ones are trusted when met again; the others still lead a capped chain home).
    memo: HashMap<(Pip, TileSet), (Best, bool)>,
    steps: usize,
    budget: usize,
}

impl Search {
    fn touches(&self, x: Pip, end: Pip) -> bool {
        x == end || (self.wild && (x == 0 || end == 0))
    }

    /// Ways `t` can be laid on `end`: the tile written touching end first.
    fn ways(&self, t: Tile, end: Pip) -> impl Iterator<Item = Tile> + use<> {
        let a = self.touches(t.0, end).then_some(t);
        let b = (!t.is_double() && self.touches(t.1, end)).then_some(t.flipped());
        a.into_iter().chain(b)
    }

    /// The best continuation from `end` with `left` in hand, and whether the budget let the
    /// search below finish (only then is it remembered).
    fn best(&mut self, end: Pip, left: TileSet) -> (Best, bool) {
        if let Some(&(b, true)) = self.memo.get(&(end, left)) {
            return (b, true);
        }
        let none = Best { score: Score { tiles: 0, pips: 0, plain_end: true }, first: None };
        if self.steps >= self.budget {
            return (none, false);
        }
        self.steps += 1;
        // The double of the end's number is taken at once.
        let double = Tile(end, end);
        let (best, complete) = if left.contains(double.id()) {
            let mut rest = left;
            rest.remove(double.id());
            let (after, complete) = self.best(end, rest);
            let plain_end = after.first.is_some() && after.score.plain_end;
            let score = Score { tiles: after.score.tiles + 1, pips: after.score.pips + double.pips(), plain_end };
            (Best { score, first: Some(double) }, complete)
        } else {
            let mut best = none;
            let mut complete = true;
            for id in left.iter() {
                for way in self.ways(id.tile(), end) {
                    let mut rest = left;
                    rest.remove(id);
                    let (after, done) = self.best(way.1, rest);
                    complete &= done;
                    let plain_end = if after.first.is_some() { after.score.plain_end } else { !way.is_double() };
                    let score = Score { tiles: after.score.tiles + 1, pips: after.score.pips + way.pips(), plain_end };
                    if best.first.is_none() || score > best.score {
                        best = Best { score, first: Some(way) };
                    }
                }
            }
            (best, complete)
        };
        let entry = self.memo.entry((end, left)).or_insert((best, complete));
        if !entry.1 {
            *entry = (best, complete);
        }
        (best, complete)
    }
}

/// The best chain `hand` makes from an open end showing `end`, with wild blanks or not.
pub fn best_chain(hand: TileSet, end: Pip, wild: bool) -> Chain {
    best_chain_within(hand, end, wild, DEFAULT_BUDGET)
}

/// [`best_chain`] with at most `budget` search steps (the best found so far past it).
pub fn best_chain_within(hand: TileSet, end: Pip, wild: bool, budget: usize) -> Chain {
    let mut search = Search { wild, memo: HashMap::new(), steps: 0, budget };
    let mut chain = Chain::default();
    let (mut at, mut left) = (end, hand);
    search.best(at, left);
    // Follow the first tiles the search chose, state by state.
    while let Some(&(Best { first: Some(tile), .. }, _)) = search.memo.get(&(at, left)) {
        chain.tiles.push(tile);
        chain.pips += tile.pips();
        left.remove(tile.id());
        at = tile.1;
    }
    chain
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(tiles: &[(Pip, Pip)]) -> TileSet {
        tiles.iter().map(|&(a, b)| Tile(a, b).id()).collect()
    }

    /// Every chain, by brute force: the best by the same order.
    fn brute(hand: TileSet, end: Pip, wild: bool) -> (usize, u32, bool) {
        let s = Search { wild, memo: HashMap::new(), steps: 0, budget: usize::MAX };
        let mut best = (0usize, 0u32, true);
        fn go(s: &Search, end: Pip, left: TileSet, len: usize, pips: u32, last_double: bool, best: &mut (usize, u32, bool)) {
            let cand = (len, pips, !last_double);
            if cand > *best {
                *best = cand;
            }
            for id in left.iter() {
                for way in s.ways(id.tile(), end) {
                    let mut rest = left;
                    rest.remove(id);
                    go(s, way.1, rest, len + 1, pips + way.pips(), way.is_double(), best);
                }
            }
        }
        go(&s, end, hand, 0, 0, false, &mut best);
        best
    }

    #[test]
    fn the_chain_search_agrees_with_brute_force_on_small_hands() {
        let mut rng = crate::rules::rng::stream_rng(42, 1);
        for case in 0..400 {
            let max: Pip = if case % 2 == 0 { 6 } else { 9 };
            let n = 1 + (crate::rules::rng::below(&mut rng, 8)) as usize;
            let mut all: Vec<Tile> = crate::rules::tile::set_tiles(max).collect();
            crate::rules::rng::shuffle(&mut rng, &mut all);
            let hand: TileSet = all.iter().take(n).map(|t| t.id()).collect();
            let end = crate::rules::rng::below(&mut rng, max as u32 + 1) as Pip;
            let wild = case % 3 == 0;
            let chain = best_chain(hand, end, wild);
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
        // Every tile of a double-9 set with a 9 or a 1 in it: many crossings.
        let hand: TileSet = crate::rules::tile::set_tiles(9).filter(|t| t.has(9) || t.has(1) || t.has(4)).map(|t| t.id()).collect();
        let capped = best_chain_within(hand, 9, false, 2_000);
        let full = best_chain(hand, 9, false);
        assert!(!capped.is_empty() && capped.len() <= full.len());
    }
}

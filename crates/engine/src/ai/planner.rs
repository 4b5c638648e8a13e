//! Normal: the planner — the best heuristic other Mexican Train programs have, made exact. It
//! plans the best chain for its own train (most tiles, then most pips, then not ending on a
//! double; `rules::chain`), keeps those tiles for its train, and sheds the others elsewhere:
//!
//! 1. a bullet train, or announcing the last tile, when the rules offer it;
//! 2. building the train on the first turn: lay the chain;
//! 3. if its own train is marked and the chain's next tile plays there: play it (the marker goes);
//! 4. else its heaviest tile not in the chain (doubles first) on any train but its own;
//! 5. failing that, a double not in the chain on its own train;
//! 6. otherwise the chain's next tile on its own train;
//! 7. otherwise its heaviest legal tile (in a swan drive it stops rather than break the chain).
//!
//! The same decision serves the bot at the table (from its observation) and the search player's
//! playouts (from a sampled world), where each seat's chain is kept from move to move and only
//! searched again when a draw or another player's tile changes it.

use super::Bot;
use crate::rules::chain::ChainSearch;
use crate::rules::round::{Playout, RoundRules};
use crate::rules::{Action, Observation, Pip, Round, Seat, Tile, TileSet, TrainId, TurnPhase};

/// What the planner needs to know about a position, from one seat.
pub struct Situation<'a> {
    pub seat: Seat,
    pub hand: TileSet,
    /// The open end of the seat's own train.
    pub own_end: Pip,
    /// The seat's marker is on its train.
    pub own_marked: bool,
    pub phase: TurnPhase,
    pub rules: &'a RoundRules,
    /// The train a line belongs to (a side of a double: the train of its double).
    pub main_train: &'a dyn Fn(TrainId) -> TrainId,
}

impl<'a> Situation<'a> {
    pub fn from_observation(obs: &'a Observation<'a>, main_train: &'a dyn Fn(TrainId) -> TrainId) -> Situation<'a> {
        let seat = obs.seat();
        Situation {
            seat,
            hand: obs.hand(),
            own_end: obs.train(TrainId::Personal(seat)).end,
            own_marked: obs.has_marker(seat),
            phase: obs.phase(),
            rules: obs.rules(),
            main_train,
        }
    }

    pub fn from_round(round: &'a Round, main_train: &'a dyn Fn(TrainId) -> TrainId) -> Situation<'a> {
        let seat = round.to_move();
        Situation {
            seat,
            hand: round.hand(seat),
            own_end: round.train(TrainId::Personal(seat)).end,
            own_marked: round.has_marker(seat),
            phase: round.phase(),
            rules: round.rules(),
            main_train,
        }
    }
}

/// The planner's decision, given the chain still planned for the own train (in playing order).
pub fn plan(s: &Situation<'_>, chain: &[Tile], legal: &[Action]) -> Action {
    let in_chain: TileSet = chain.iter().map(|t| t.id()).collect();
    legal.get(plan_index(s, chain.first().copied(), in_chain, legal)).copied().unwrap_or(Action::Pass)
}

/// [`plan`] as an index into `legal` (0 when `legal` is empty), from the chain's next tile and
/// all its tiles.
pub fn plan_index(s: &Situation<'_>, next: Option<Tile>, in_chain: TileSet, legal: &[Action]) -> usize {
    let own = TrainId::Personal(s.seat);
    let is_own = |t: TrainId| t == own || (t.is_side() && (s.main_train)(t) == own);
    let next = next.map(|t| t.id());
    // One pass over the legal actions: what each rule would pick (the first among equals).
    let weight = |t: Tile| (t.is_double(), s.rules.tile_points(t));
    let mut next_on_own = None;
    let mut off_chain_elsewhere: Option<((bool, u32), usize)> = None;
    let mut off_chain_double_own: Option<((bool, u32), usize)> = None;
    let mut heaviest: Option<((bool, u32), usize)> = None;
    let mut end_turn = None;
    let better = |best: &Option<((bool, u32), usize)>, w: (bool, u32)| best.is_none_or(|(b, _)| w > b);
    for (i, &a) in legal.iter().enumerate() {
        match a {
            Action::Bullet | Action::Announce => return i,
            Action::EndTurn => end_turn = Some(i),
            Action::Play { tile, train } => {
                let w = weight(tile);
                let mine = is_own(train);
                let planned = in_chain.contains(tile.id());
                if mine && Some(tile.id()) == next && next_on_own.is_none() {
                    next_on_own = Some(i);
                }
                if !planned && !mine && better(&off_chain_elsewhere, w) {
                    off_chain_elsewhere = Some((w, i));
                }
                if !planned && mine && tile.is_double() && better(&off_chain_double_own, w) {
                    off_chain_double_own = Some((w, i));
                }
                if better(&heaviest, w) {
                    heaviest = Some((w, i));
                }
            }
            _ => {}
        }
    }
    if s.phase == TurnPhase::Build {
        return next_on_own.or(end_turn).unwrap_or(0);
    }
    if s.own_marked
        && let Some(i) = next_on_own
    {
        return i;
    }
    if let Some((_, i)) = off_chain_elsewhere.or(off_chain_double_own) {
        return i;
    }
    if let Some(i) = next_on_own {
        return i;
    }
    if let (TurnPhase::Swan, Some(i)) = (s.phase, end_turn) {
        return i;
    }
    heaviest.map_or(0, |(_, i)| i)
}

/// The planner at the table: Normal.
#[derive(Default)]
pub struct Planner {
    search: ChainSearch,
}

impl Planner {
    pub fn new() -> Planner {
        Planner::default()
    }

    /// The chain the seat would plan for its own train now.
    pub fn chain_of(&mut self, obs: &Observation<'_>) -> Vec<Tile> {
        let own = obs.train(TrainId::Personal(obs.seat())).end;
        self.search.best(obs.hand(), own, obs.rules().blanks_wild).tiles
    }
}

impl Bot for Planner {
    fn choose(&mut self, obs: &Observation<'_>, legal: &[Action]) -> Action {
        if legal.len() == 1 {
            return legal[0];
        }
        let chain = self.chain_of(obs);
        let main = |t: TrainId| obs.main_train(t);
        plan(&Situation::from_observation(obs, &main), &chain, legal)
    }
}

/// One seat's planned chain, kept while it stays the best: playing its next tile, or a tile
/// outside it, leaves the rest optimal; a draw or another tile on the own train means a new search.
#[derive(Clone, Debug, Default)]
struct Planned {
    /// The hand it was planned from.
    hand: TileSet,
    tiles: Vec<Tile>,
    /// The chain's tiles, and for each k the first k of them with the end after them.
    all: TileSet,
    prefixes: Vec<(TileSet, Pip)>,
    valid: bool,
}

impl Planned {
    fn set(&mut self, hand: TileSet, end: Pip, tiles: Vec<Tile>) {
        self.hand = hand;
        self.prefixes.clear();
        let (mut done, mut at) = (TileSet::EMPTY, end);
        self.prefixes.push((done, at));
        for t in &tiles {
            done.insert(t.id());
            at = t.1;
            self.prefixes.push((done, at));
        }
        self.all = done;
        self.tiles = tiles;
        self.valid = true;
    }

    /// The chain still to play (its next tile and all its tiles), if the plan holds for `hand`
    /// and `end`: no tile it did not know, the tiles gone from it are its first ones, and the own
    /// train ends where they ended.
    fn rest(&self, hand: TileSet, end: Pip) -> Option<(Option<Tile>, TileSet)> {
        if !self.valid || !hand.minus(self.hand).is_empty() {
            return None;
        }
        let gone = self.all.minus(hand);
        let k = gone.len();
        let &(prefix, at) = self.prefixes.get(k)?;
        (prefix == gone && at == end).then(|| (self.tiles.get(k).copied(), self.all.and(hand)))
    }
}

/// The planner for every seat of a playout: each seat's chain is remembered between moves, and
/// between playouts too — a plan is used only where it still holds (the hand has no tile the
/// plan did not know, the rest of the chain is in it and starts at the own train's end), and
/// then it is still the best chain (any better one would have been better before).
#[derive(Default)]
pub struct PlayoutPlanner {
    search: ChainSearch,
    plans: Vec<Planned>,
    /// Each seat's first plan in the current world: every candidate move meets the same world,
    /// so the others start each playout from the same hands.
    first: Vec<Planned>,
}

impl PlayoutPlanner {
    pub fn new() -> PlayoutPlanner {
        PlayoutPlanner::default()
    }

    /// A new world is dealt: the first plans of the last one no longer apply.
    pub fn new_world(&mut self) {
        for p in &mut self.first {
            p.valid = false;
        }
    }

    /// The planner's move for the seat to move in `round`.
    pub fn choose(&mut self, round: &Round) -> Action {
        round.legal().get(self.choose_index(round)).copied().unwrap_or(Action::Pass)
    }

    /// The planner's move for the seat to move in `round`, as an index into its legal actions.
    pub fn choose_index(&mut self, round: &Round) -> usize {
        if round.legal().len() == 1 {
            return 0;
        }
        self.choose_among(round)
    }

    /// [`PlayoutPlanner::choose_index`] in a playout: a forced move is known without listing it.
    pub fn choose_in(&mut self, playout: &mut Playout) -> usize {
        if playout.len() == 1 {
            return 0;
        }
        self.choose_among(playout.round())
    }

    /// The planner's choice among two or more legal actions.
    fn choose_among(&mut self, round: &Round) -> usize {
        let legal = round.legal();
        let seat = round.to_move();
        let hand = round.hand(seat);
        let end = round.train(TrainId::Personal(seat)).end;
        let s = seat as usize;
        if self.plans.len() <= s {
            self.plans.resize(s + 1, Planned::default());
            self.first.resize(s + 1, Planned::default());
        }
        if self.plans[s].rest(hand, end).is_none() {
            if self.first[s].rest(hand, end).is_some() {
                self.plans[s].clone_from(&self.first[s]);
            } else {
                let tiles = self.search.best(hand, end, round.rules().blanks_wild).tiles;
                self.plans[s].set(hand, end, tiles);
                if !self.first[s].valid {
                    self.first[s].clone_from(&self.plans[s]);
                }
            }
        }
        let (next, in_chain) = self.plans[s].rest(hand, end).unwrap_or((None, TileSet::EMPTY));
        let main = |t: TrainId| round.main_train(t);
        plan_index(&Situation::from_round(round, &main), next, in_chain, legal)
    }
}

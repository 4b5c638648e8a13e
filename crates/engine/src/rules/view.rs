//! What one seat may know of a match, as plain data: everything a view of the game draws from
//! (the table, the hand, the plates, the badges, the dialogs), and nothing more. A local game
//! makes it from its [`Match`] after every change; a game played over the network will receive
//! it. Hidden tiles — the other hands, the boneyard's order — are in it only once the rules
//! reveal them (the round is over).

use super::action::{Action, Seat, TrainId};
use super::event::{Event, RoundEnd};
use super::house_rules::HouseRules;
use super::round::Round;
use super::round::TurnPhase;
use super::tile::{Pip, Tile};
use super::whole_match::Match;
use serde::{Deserialize, Serialize};

/// A train (or a side of a double) as the seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrainView {
    pub train: TrainId,
    /// The train it belongs to: itself, or for a side, the train its double is on.
    pub main: TrainId,
    /// Its tiles from the hub outwards, touching end first (none while the rules hide it).
    pub tiles: Vec<Tile>,
    /// When each of its tiles was laid: its place among every tile laid this round (0 the
    /// first), so a view can lay the table out in the order it was played. (Empty from a
    /// server of an older version.)
    #[serde(default)]
    pub laid: Vec<u32>,
    /// The number to match.
    pub end: Pip,
    pub ends_in_double: bool,
    /// For a side: the line it grows from, which tile of it is the double, and whether it lies
    /// to its left.
    pub side_of: Option<(TrainId, u16, bool)>,
    /// Whether the seat sees it (in the fast game's opening, the others' trains are hidden).
    pub shown: bool,
}

/// What everyone knows of a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub hand_len: usize,
    /// Its marker is out: its train is open to everyone.
    pub marker: bool,
    pub announced: bool,
    pub eliminated: bool,
    /// Its points over the rounds finished (this one too, once it is over).
    pub total: u32,
    /// Still dealt in this round.
    pub active: bool,
}

/// One seat's knowledge of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// Whose knowledge: a seat, or `None` for someone watching a table of computers (the whole
    /// table, no hand).
    pub seat: Option<Seat>,
    pub preset: String,
    pub rules: HouseRules,
    pub round_index: u32,
    pub rounds: u32,
    pub engine: Option<Pip>,
    /// The trains in play, then the sides of doubles, in the order they opened.
    pub trains: Vec<TrainView>,
    pub seats: Vec<SeatInfo>,
    /// The seat's own tiles.
    pub hand: Vec<Tile>,
    pub boneyard: usize,
    pub to_move: Seat,
    pub phase: TurnPhase,
    /// What the seat may do now: the legal actions on its turn, none otherwise.
    pub legal: Vec<Action>,
    /// Trains whose double waits to be covered (oldest first), and the one due now.
    pub open_doubles: Vec<TrainId>,
    pub due: Option<TrainId>,
    /// Once the round is over: how it ended, its scores and every hand.
    pub end: Option<RoundEnd>,
    pub scores: Option<Vec<u32>>,
    pub revealed: Vec<Vec<Tile>>,
    /// Each finished round's engine and scores.
    pub finished: Vec<(Pip, Vec<u32>)>,
    pub match_over: bool,
    pub winners: Vec<Seat>,
}

/// Whose knowledge a view or a move is made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Knower {
    Seat(Seat),
    /// Someone watching a table where people play: what every seat knows, and nothing one
    /// seat alone knows (no hand, no drawn tile, no build the rules hide).
    Watcher,
    /// Someone watching a table of computers: everything but the hands.
    Everything,
}

impl Knower {
    fn of(seat: Option<Seat>) -> Knower {
        seat.map_or(Knower::Everything, Knower::Seat)
    }

    fn sees(self, round: &Round, train: TrainId) -> bool {
        match self {
            Knower::Seat(s) => round.shows(s, round.main_train(train)),
            Knower::Watcher => !round.builds_hidden(),
            Knower::Everything => true,
        }
    }

    /// The turn's phase as told: a phase that names a train the knower does not see (a double
    /// on a hidden build) is told as the build it is part of, without its train or number.
    fn phase_seen(self, round: &Round) -> TurnPhase {
        match round.phase() {
            TurnPhase::Restricted { train, .. } | TurnPhase::Finish { due: train, .. } | TurnPhase::SwanCover { train, .. }
                if !self.sees(round, train) =>
            {
                TurnPhase::Build
            }
            phase => phase,
        }
    }

    fn sees_draw_of(self, seat: Seat) -> bool {
        match self {
            Knower::Seat(s) => s == seat,
            Knower::Watcher => false,
            Knower::Everything => true,
        }
    }
}

impl SeatView {
    /// What `seat` may know of `m` now (`None`: someone watching a table of computers, who
    /// sees the whole table but no hand).
    pub fn of(m: &Match, seat: Option<Seat>) -> SeatView {
        SeatView::known_by(m, Knower::of(seat))
    }

    /// What someone watching a table where people play may know of `m` now: the table and each
    /// hand's size, as every seat knows them; no hand and no hidden build until the rules reveal
    /// them.
    pub fn watched(m: &Match) -> SeatView {
        SeatView::known_by(m, Knower::Watcher)
    }

    fn known_by(m: &Match, knower: Knower) -> SeatView {
        let seat = match knower {
            Knower::Seat(s) => Some(s),
            Knower::Watcher | Knower::Everything => None,
        };
        let round = m.round();
        let shows = |t: TrainId| knower.sees(round, t);
        let mut trains: Vec<TrainView> = round
            .trains()
            .map(|t| TrainView {
                train: t,
                main: t,
                tiles: Vec::new(),
                laid: Vec::new(),
                end: 0,
                ends_in_double: false,
                side_of: None,
                shown: shows(t),
            })
            .chain(round.sides().map(|(t, s)| TrainView {
                train: t,
                main: round.main_train(t),
                tiles: Vec::new(),
                laid: Vec::new(),
                end: 0,
                ends_in_double: false,
                side_of: Some((round.parent_of(t), s.at, s.left)),
                shown: shows(t),
            }))
            .collect();
        for t in &mut trains {
            let line = if t.shown { round.train(t.train) } else { Default::default() };
            t.end = if t.shown { line.end } else { round.engine().unwrap_or(0) };
            t.ends_in_double = line.ends_in_double;
            if t.shown {
                t.tiles = round.train_tiles(t.train).collect();
                t.laid = round.train_laid(t.train).collect();
            }
        }
        let seats = (0..m.seats())
            .map(|s| SeatInfo {
                hand_len: round.hand_len(s),
                marker: round.has_marker(s),
                announced: round.has_announced(s),
                eliminated: m.is_eliminated(s),
                total: m.totals().get(s as usize).copied().unwrap_or(0),
                active: round.active_seats().any(|a| a == s),
            })
            .collect();
        // A train the knower does not see is not named either: not as an open double, not as
        // the one due, not in the turn's phase (in the fast game's opening a builder's double
        // stays open on a train only the builder sees).
        let phase = knower.phase_seen(round);
        let due = match phase {
            TurnPhase::Restricted { train, .. } | TurnPhase::Finish { due: train, .. } => Some(train),
            _ => None,
        };
        let over = round.is_over();
        SeatView {
            seat,
            preset: m.preset().to_string(),
            rules: m.rules().clone(),
            round_index: m.round_index(),
            rounds: m.rules().round_count(),
            engine: round.engine(),
            trains,
            seats,
            hand: seat.map(|s| round.hand(s).tiles().collect()).unwrap_or_default(),
            boneyard: round.boneyard_len(),
            to_move: round.to_move(),
            phase,
            legal: if seat == Some(round.to_move()) && !over { round.legal().to_vec() } else { Vec::new() },
            open_doubles: round.open_double_trains().filter(|&t| shows(t)).collect(),
            due,
            end: round.end(),
            scores: round.scores(),
            revealed: if over { (0..m.seats()).map(|s| round.hand(s).tiles().collect()).collect() } else { Vec::new() },
            finished: m.finished_round_scores().map(|(pip, scores)| (pip, scores.to_vec())).collect(),
            match_over: m.is_over(),
            winners: if m.is_over() { m.winners() } else { Vec::new() },
        }
    }

    /// The same knowledge without the hand: a seat's view while its hand is covered (at a shared
    /// screen, between turns).
    pub fn covered(mut self) -> SeatView {
        self.hand.clear();
        self.legal.clear();
        self
    }

    /// A train (or side) as seen.
    pub fn train(&self, train: TrainId) -> Option<&TrainView> {
        self.trains.iter().find(|t| t.train == train)
    }

    /// The trains in play (not the sides).
    pub fn main_trains(&self) -> impl Iterator<Item = &TrainView> {
        self.trains.iter().filter(|t| t.side_of.is_none())
    }

    /// Whether the round is over.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// Whether it is the seat's turn (and it may act).
    pub fn my_turn(&self) -> bool {
        !self.legal.is_empty()
    }

    /// A double on `train` waits to be covered (open, or due in this turn).
    pub fn waits_for_cover(&self, train: TrainId) -> bool {
        (self.open_doubles.contains(&train) || self.due == Some(train)) && self.train(train).is_some_and(|t| t.ends_in_double)
    }

    pub fn seat_info(&self, seat: Seat) -> Option<&SeatInfo> {
        self.seats.get(seat as usize)
    }
}

/// A move's events as `seat` may know them (`None`: someone watching a table of computers, who
/// is told everything): another seat's drawn tile is not told.
pub fn seen_by(events: &[Event], seat: Option<Seat>) -> Vec<Event> {
    events_known_by(events, Knower::of(seat))
}

fn events_known_by(events: &[Event], knower: Knower) -> Vec<Event> {
    events
        .iter()
        .map(|&e| match e {
            Event::Drew { seat: drew, .. } if !knower.sees_draw_of(drew) => Event::Drew { seat: drew, tile: None },
            e => e,
        })
        .collect()
}

/// A move as `seat` may know it, told once it is made (`round` as the move left it): its action,
/// unless the rules hide it from the seat (a play on a train the seat does not see: another's
/// build in the fast game's opening), and its events without another seat's drawn tile and
/// without anything that happened on a train the seat does not see. Once the last builder is
/// done every train is in sight, and so is that move.
pub fn move_seen_by(round: &Round, action: Action, events: &[Event], seat: Option<Seat>) -> (Option<Action>, Vec<Event>) {
    move_known_by(round, action, events, Knower::of(seat))
}

/// A move as someone watching a table where people play may know it: as a seat that neither
/// made it nor drew in it (no drawn tile, no play on a train still hidden from all but its
/// builder).
pub fn move_watched(round: &Round, action: Action, events: &[Event]) -> (Option<Action>, Vec<Event>) {
    move_known_by(round, action, events, Knower::Watcher)
}

fn move_known_by(round: &Round, action: Action, events: &[Event], knower: Knower) -> (Option<Action>, Vec<Event>) {
    let sees = |train: TrainId| knower.sees(round, train);
    let action = match action {
        Action::Play { train, .. } if !sees(train) => None,
        a => Some(a),
    };
    let events = events_known_by(events, knower)
        .into_iter()
        .filter(|e| match *e {
            Event::Played { train, .. } | Event::DoubleOpened { train, .. } | Event::DoubleCovered { train, .. } => sees(train),
            Event::SideOpened { side, .. } => sees(side),
            _ => true,
        })
        .collect();
    (action, events)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{HouseRules, preset};

    #[test]
    fn another_seats_drawn_tile_is_not_told() {
        let events = [Event::Drew { seat: 1, tile: Some(Tile(3, 4)) }, Event::MarkerPlaced { seat: 1 }];
        assert_eq!(seen_by(&events, Some(1)), events, "the seat that drew sees its tile");
        assert_eq!(seen_by(&events, Some(0)), [Event::Drew { seat: 1, tile: None }, Event::MarkerPlaced { seat: 1 }]);
        assert_eq!(seen_by(&events, None), events, "a table of computers is seen whole");
    }

    /// Play `n` moves of `m` with the first legal action each time.
    fn play(m: &mut Match, n: usize) {
        for _ in 0..n {
            if m.round().is_over() {
                return;
            }
            let seat = m.to_move();
            let a = m.legal_actions()[0];
            m.apply(seat, a).expect("a legal move");
        }
    }

    /// Each tile's place in the order of play: every tile laid once, in the order the round
    /// laid them, each train's in its own order from the hub.
    #[test]
    fn every_tile_says_when_it_was_laid() {
        let rules = HouseRules { branching: crate::rules::house_rules::Branching::AfterCover, ..HouseRules::default() };
        let mut m = Match::new("standard", rules, 9).expect("a match");
        play(&mut m, 120);
        let view = SeatView::of(&m, None);
        let mut all: Vec<(u32, Tile)> = view.trains.iter().flat_map(|t| t.laid.iter().copied().zip(t.tiles.iter().copied())).collect();
        for t in &view.trains {
            assert_eq!(t.laid.len(), t.tiles.len(), "{:?}", t.train);
            assert!(t.laid.windows(2).all(|w| w[0] < w[1]), "{:?} laid from the hub out", t.train);
        }
        all.sort();
        let placed: Vec<(u32, Tile)> = m.round().placements().iter().enumerate().map(|(i, p)| (i as u32, p.tile)).collect();
        assert_eq!(all, placed);
        assert!(view.trains.iter().any(|t| t.side_of.is_some()), "sides too");
    }

    #[test]
    fn a_seat_sees_its_own_hand_the_table_and_counts_and_no_hidden_tile() {
        let mut m = Match::new("standard", HouseRules::default(), 5).expect("a match");
        play(&mut m, 30);
        let v = SeatView::of(&m, Some(1));
        let round = m.round();
        assert_eq!(v.hand, round.hand(1).tiles().collect::<Vec<_>>());
        assert_eq!(v.seats.iter().map(|s| s.hand_len).collect::<Vec<_>>(), (0..4).map(|s| round.hand_len(s)).collect::<Vec<_>>());
        assert_eq!(v.boneyard, round.boneyard_len());
        // Every tile it names is its own or on the table: nothing of the other hands or the
        // boneyard, in any field.
        let text = ron::to_string(&v).expect("it serializes");
        let visible = round.hand(1).or(round.on_table());
        let hidden: Vec<Tile> = round.hand(0).or(round.hand(2)).or(round.hand(3)).tiles().collect();
        assert!(!hidden.is_empty());
        for t in crate::rules::TileSet::full(12).tiles() {
            if visible.contains(t.id()) {
                continue;
            }
            for written in [format!("({},{})", t.0, t.1), format!("({},{})", t.1, t.0)] {
                assert!(!text.contains(&written), "{t} is hidden from seat 1, yet the view holds it");
            }
        }
        assert_eq!(v.legal.is_empty(), m.to_move() != 1, "the legal actions only on its turn");
        assert!(v.revealed.is_empty() && v.scores.is_none());
        assert_eq!(SeatView::of(&m, None).hand, Vec::new(), "a watcher holds no hand");
    }

    #[test]
    fn the_round_over_reveals_every_hand() {
        let mut m = Match::new("standard", HouseRules::default(), 6).expect("a match");
        play(&mut m, 2000);
        assert!(m.round().is_over());
        let v = SeatView::of(&m, Some(0));
        assert_eq!(v.revealed.len(), 4);
        assert_eq!(v.revealed[2], m.round().hand(2).tiles().collect::<Vec<_>>());
        assert_eq!(v.scores, m.round().scores());
    }

    #[test]
    fn in_the_fast_game_the_others_trains_stay_hidden_until_all_have_built() {
        let mut rules = preset("standard").expect("a preset");
        rules.opening = crate::rules::house_rules::Opening::Fast;
        let mut m = Match::new("standard", rules, 3).expect("a match");
        let first = m.to_move();
        while m.to_move() == first && !m.round().is_over() {
            play(&mut m, 1);
        }
        let built = TrainId::Personal(first);
        assert!(m.round().train_tiles(built).count() > 0 || m.round().train(built).len == 0);
        let other = SeatView::of(&m, Some(m.to_move()));
        let t = other.train(built).expect("the train");
        assert!(!t.shown && t.tiles.is_empty(), "not seen by the next builder");
        let own = SeatView::of(&m, Some(first));
        assert_eq!(own.train(built).map(|t| t.tiles.len()), Some(m.round().train_tiles(built).count()));
    }

    /// In the fast game's opening, another seat's build is told to no one else: not the tile, not
    /// the train, not its events; the builder is told all, and so is everyone once all have built.
    #[test]
    fn a_build_the_rules_hide_is_told_to_no_one_else() {
        let rules = HouseRules { opening: crate::rules::house_rules::Opening::Fast, ..preset("standard").unwrap() };
        let mut m = Match::new("standard", rules, 5).unwrap();
        let mut hidden = 0;
        let mut told_after = 0;
        for _ in 0..200 {
            if m.round().is_over() {
                break;
            }
            let (seat, action) = (m.to_move(), m.legal_actions()[0]);
            let building = m.round().is_building(seat);
            let events = m.apply(seat, action).unwrap();
            for to in 0..m.seats() {
                let (told, seen) = move_seen_by(m.round(), action, &events, Some(to));
                let hides = !m.round().shows(to, TrainId::Personal(seat));
                if to == seat || !hides {
                    assert_eq!(told, Some(action), "seat {to} sees the move of seat {seat}");
                    if !building {
                        told_after += 1;
                    }
                } else {
                    hidden += 1;
                    assert!(matches!(action, Action::Play { .. }) == told.is_none(), "a play is hidden, an end of turn is not: {action:?}");
                    assert!(!seen.iter().any(|e| matches!(e, Event::Played { .. })), "no tile of the build: {seen:?}");
                }
            }
            assert_eq!(move_seen_by(m.round(), action, &events, None), (Some(action), events.clone()), "computers' table: all");
        }
        assert!(hidden > 10 && told_after > 10, "builds were hidden ({hidden}) and later moves told ({told_after})");
    }

    /// Someone watching a table where people play is told what every seat knows and nothing one
    /// seat alone knows: through the fast game's opening and a whole round, neither the watched
    /// view nor any move names a tile outside the public table, until the round reveals them.
    #[test]
    fn a_watcher_is_told_only_what_every_seat_knows() {
        let rules = HouseRules { opening: crate::rules::house_rules::Opening::Fast, ..preset("standard").unwrap() };
        let mut m = Match::new("standard", rules, 11).unwrap();
        let (mut hidden_builds, mut draws) = (0, 0);
        let names = |text: &str, t: Tile| [format!("({},{})", t.0, t.1), format!("({},{})", t.1, t.0)].iter().any(|w| text.contains(w));
        for _ in 0..2000 {
            if m.round().is_over() {
                break;
            }
            let (seat, action) = (m.to_move(), m.legal_actions()[0]);
            let events = m.apply(seat, action).unwrap();
            let round = m.round();
            let public = if round.builds_hidden() { crate::rules::TileSet::default() } else { round.on_table() };
            let engine = round.engine().map(|p| Tile(p, p));
            let (told, seen) = move_watched(round, action, &events);
            let view = SeatView::watched(&m);
            assert!(view.hand.is_empty() && view.legal.is_empty() && view.seat.is_none());
            assert_eq!(view.seats.iter().map(|s| s.hand_len).collect::<Vec<_>>(), (0..4).map(|s| round.hand_len(s)).collect::<Vec<_>>());
            if round.is_over() {
                assert_eq!(view.revealed.len(), 4, "the round's end reveals every hand to a watcher too");
                break;
            }
            let text = ron::to_string(&(&told, &seen, &view)).unwrap();
            for t in crate::rules::TileSet::full(12).tiles() {
                if !public.contains(t.id()) && Some(t) != engine {
                    assert!(!names(&text, t), "{t} is not public, yet a watcher is told it: {text}");
                }
            }
            hidden_builds += usize::from(round.builds_hidden() && told.is_none());
            draws += seen.iter().filter(|e| matches!(e, Event::Drew { tile: None, .. })).count();
        }
        assert!(hidden_builds > 5 && draws > 5, "the test saw hidden builds ({hidden_builds}) and draws ({draws})");
    }

    /// A build the rules hide is not named either: no view names a train its knower does not
    /// see, as an open double, as the one due or in the turn's phase. In the fast game's opening
    /// a builder may leave a double open on their own train; the others must not learn it.
    #[test]
    fn a_hidden_trains_open_double_is_not_told() {
        let rules = HouseRules { opening: crate::rules::house_rules::Opening::Fast, ..preset("standard").unwrap() };
        let mut hidden_doubles = 0;
        for seed in 0..40 {
            let mut m = Match::new("standard", rules.clone(), seed).unwrap();
            while m.round().builds_hidden() && !m.round().is_over() {
                // Doubles first, so that builds leave doubles open.
                let legal = m.legal_actions();
                let double = legal.iter().find(|a| matches!(a, Action::Play { tile, .. } if tile.is_double()));
                let action = *double.unwrap_or(&legal[0]);
                m.apply(m.to_move(), action).unwrap();
                let round = m.round();
                let views =
                    (0..m.seats()).map(|s| (Knower::Seat(s), SeatView::of(&m, Some(s)))).chain([(Knower::Watcher, SeatView::watched(&m))]);
                for (knower, view) in views {
                    let hidden = |t: TrainId| !knower.sees(round, t);
                    hidden_doubles += round.open_double_trains().filter(|&t| hidden(t)).count();
                    let phase_train = match view.phase {
                        TurnPhase::Restricted { train, .. } | TurnPhase::Finish { due: train, .. } | TurnPhase::SwanCover { train, .. } => {
                            Some(train)
                        }
                        _ => None,
                    };
                    for t in view.open_doubles.iter().copied().chain(view.due).chain(phase_train) {
                        assert!(!hidden(t), "{knower:?} is told of {t:?}, a train it does not see: {view:?}");
                        assert!(view.train(t).is_some_and(|v| v.shown), "{t:?} is named and shown");
                    }
                }
            }
        }
        assert!(hidden_doubles > 10, "builds left doubles open out of others' sight: {hidden_doubles}");
    }
}

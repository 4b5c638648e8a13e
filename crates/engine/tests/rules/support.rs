//! Setting up positions by hand: `round("standard", |_| {}, 6, 0, &["6-5 5-2", "*"], "3-1")`.

#![allow(dead_code)]

use mexican_train_engine::rules::house_rules::EngineRule;
use mexican_train_engine::rules::house_rules::HouseRules;
use mexican_train_engine::rules::round::{Deal, Layout, RoundRules, RoundStart};
use mexican_train_engine::rules::tile::{Pip, TileSet};
use mexican_train_engine::rules::{Action, Round, RuleError, Seat, Tile, TrainId, preset};

/// Tiles from "6-5 5-5 12-3".
pub fn tiles(s: &str) -> Vec<Tile> {
    s.split_whitespace()
        .map(|t| {
            let (a, b) = t.split_once('-').unwrap_or_else(|| panic!("bad tile {t}"));
            Tile(a.parse().unwrap(), b.parse().unwrap())
        })
        .collect()
}

pub fn tile(s: &str) -> Tile {
    tiles(s)[0]
}

/// House rules of a preset, changed by `f`.
pub fn rules_of(name: &str, f: impl FnOnce(&mut HouseRules)) -> HouseRules {
    let mut r = preset(name).unwrap();
    f(&mut r);
    r
}

/// A round under `name` (changed by `f`) with `hands.len()` seats. A hand of "*" takes every
/// tile not listed elsewhere; the boneyard is drawn in the order given.
pub fn round(name: &str, f: impl FnOnce(&mut HouseRules), engine: Pip, first: Seat, hands: &[&str], boneyard: &str) -> Round {
    Pos::new(name).rules(f).engine(engine).first(first).hands(hands).boneyard(boneyard).build()
}

/// A position built step by step: rules, engine, hands, boneyard, and tiles already laid.
/// One hand, or the boneyard (after the tiles it lists), may be "*": every tile not used
/// elsewhere, in id order.
pub struct Pos {
    rules: HouseRules,
    engine: Pip,
    first: Seat,
    hands: Vec<String>,
    boneyard: String,
    layout: Layout,
}

impl Pos {
    pub fn new(name: &str) -> Pos {
        let rules = preset(name).unwrap();
        Pos { engine: rules.set, rules, first: 0, hands: Vec::new(), boneyard: String::new(), layout: Layout::default() }
    }

    pub fn rules(mut self, f: impl FnOnce(&mut HouseRules)) -> Pos {
        f(&mut self.rules);
        if self.engine > self.rules.set {
            self.engine = self.rules.set;
        }
        self
    }

    pub fn engine(mut self, e: Pip) -> Pos {
        self.engine = e;
        self
    }

    pub fn first(mut self, s: Seat) -> Pos {
        self.first = s;
        self
    }

    pub fn hands(mut self, hands: &[&str]) -> Pos {
        self.hands = hands.iter().map(|h| h.to_string()).collect();
        self
    }

    pub fn boneyard(mut self, b: &str) -> Pos {
        self.boneyard = b.to_string();
        self
    }

    /// Tiles already on `train`, from the hub out.
    pub fn train(mut self, train: TrainId, t: &str) -> Pos {
        self.layout.trains.push((train, tiles(t)));
        self
    }

    pub fn marker(mut self, seat: Seat) -> Pos {
        self.layout.markers.push(seat);
        self
    }

    pub fn open(mut self, train: TrainId) -> Pos {
        self.layout.open_doubles.push(train);
        self
    }

    pub fn build(self) -> Round {
        let mut rules = self.rules;
        rules.players = self.hands.len() as u8;
        let set_aside = rules.engine == EngineRule::SetAside;
        let rest_in_boneyard = self.boneyard.contains('*');
        let mut boneyard = tiles(&self.boneyard.replace('*', ""));
        let mut listed: Vec<Tile> = self.hands.iter().filter(|h| *h != "*").flat_map(|h| tiles(h)).collect();
        listed.extend(&boneyard);
        listed.extend(self.layout.trains.iter().flat_map(|(_, ts)| ts.iter().copied()));
        if set_aside {
            listed.push(Tile(self.engine, self.engine));
        }
        let used: TileSet = listed.iter().map(|t| t.id()).collect();
        let rest: Vec<Tile> = TileSet::full(rules.set).minus(used).tiles().collect();
        if rest_in_boneyard {
            boneyard.extend(&rest);
        }
        let hands = self.hands.iter().map(|h| if h == "*" { rest.clone() } else { tiles(h) }).collect();
        let deal = Deal { hands, boneyard };
        let active = (1u16 << rules.players) - 1;
        let start = RoundStart { engine: self.engine, designated: self.first, active };
        Round::with_layout(RoundRules::from(&rules), start, &deal, &self.layout).unwrap_or_else(|e| panic!("bad position: {e}"))
    }
}

pub fn p(seat: Seat) -> TrainId {
    TrainId::Personal(seat)
}

pub const MEX: TrainId = TrainId::Mexican;

pub fn play(t: &str, train: TrainId) -> Action {
    Action::Play { tile: tile(t), train }
}

/// Apply, panicking with the engine's reason if refused.
pub fn act(r: &mut Round, seat: Seat, a: Action) {
    if let Err(e) = r.apply(seat, a) {
        panic!("seat {seat} {a} refused: {e}\nlegal: {:?}", legal(r));
    }
}

pub fn refuse(r: &Round, seat: Seat, a: Action) -> RuleError {
    let before = r.clone();
    let mut copy = r.clone();
    let e = copy.apply(seat, a).expect_err("expected the action to be refused");
    assert_eq!(copy, before, "a refused action changed the state");
    e
}

/// The legal actions as short strings: "6-5>0" (play 6|5, touching 6, on seat 0's train),
/// "5-2>M" (Mexican), "4-1>S0" (the first side of a double), "Draw", "Pass", "EndTurn", "Announce".
pub fn legal(r: &Round) -> Vec<String> {
    r.legal_actions().iter().map(short).collect()
}

pub fn short(a: &Action) -> String {
    match a {
        Action::Play { tile, train } => {
            let t = match train {
                TrainId::Personal(s) => s.to_string(),
                TrainId::Mexican => "M".to_string(),
                TrainId::Side(k) => format!("S{k}"),
            };
            format!("{}-{}>{t}", tile.0, tile.1)
        }
        other => format!("{other:?}"),
    }
}

/// Draw for `seat` and return the tile drawn.
pub fn draw(r: &mut Round, seat: Seat) -> Tile {
    let events = r.apply(seat, Action::Draw).unwrap_or_else(|e| panic!("draw refused: {e}"));
    events
        .iter()
        .find_map(|e| match e {
            mexican_train_engine::rules::Event::Drew { tile, .. } => *tile,
            _ => None,
        })
        .expect("a Drew event")
}

pub fn train_tiles(r: &Round, t: TrainId) -> Vec<String> {
    r.train_tiles(t).map(|x| format!("{}-{}", x.0, x.1)).collect()
}

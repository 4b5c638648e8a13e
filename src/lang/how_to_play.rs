//! The rules in plain words, generated from the house rules so they are never out of date: what
//! happens on your turn, with doubles, and at the end ("How to play"), in the current language.

use crate::lang::t;
use crate::rules::house_rules::{
    AfterDouble, BlockedRound, Branching, DoubleFinish, DoubleOrder, DoublesOwed, DoublesPerTurn, DrawRule, EmptyBoneyardPass, EngineRule,
    HandSize, HouseRules, LastTile, MarkerRemoval, MatchEnd, MexicanTrain, Opening, Rounds, Scoring, Starter, TieBreak,
};

/// A titled group of sentences.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    pub title: String,
    pub lines: Vec<Line>,
}

/// One sentence, and the rule it tells where a lesson may point at it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub text: String,
    pub topic: Option<Topic>,
}

/// The rules a lesson teaches, each told by one line of *How to play* (or by none, where the
/// rules leave it out): a lesson compares its line under the standard rules with the line under
/// the rules the person's table plays, so a difference is found from the words themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    /// Where the engine comes from.
    Engine,
    /// A first turn unlike the others (building a train, the fast game).
    Opening,
    /// Which trains a tile may go on: yours, the Mexican train, a partner's.
    Trains,
    /// Blanks match any number.
    BlanksWild,
    /// What you draw when nothing plays.
    Draw,
    /// A pass with the boneyard empty.
    EmptyPass,
    /// What takes a marker off.
    Marker,
    /// What follows a double.
    AfterDouble,
    /// Open doubles: who covers them and in which order.
    Cover,
    /// Trains going on from a double's sides.
    Branching,
    /// The last tile announced.
    Announce,
    /// How many rounds, or when the match ends.
    Rounds,
    /// How a hand left is counted.
    Scoring,
    /// How a blocked round is counted.
    Blocked,
}

impl Section {
    fn new(title: String, lines: Vec<(Option<Topic>, String)>) -> Section {
        Section { title, lines: lines.into_iter().map(|(topic, text)| Line { text, topic }).collect() }
    }
}

/// The line of `sections` (*How to play* under some rules) that tells `topic`, if they have one.
pub fn line_about(sections: &[Section], topic: Topic) -> Option<&str> {
    sections.iter().flat_map(|s| &s.lines).find(|l| l.topic == Some(topic)).map(|l| l.text.as_str())
}

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// How a match under `rules` goes, in plain words.
pub fn describe(rules: &HouseRules) -> Vec<Section> {
    vec![
        Section::new(t!("how-setting-up"), setting_up(rules)),
        Section::new(t!("how-your-turn"), your_turn(rules)),
        Section::new(t!("how-doubles"), doubles(rules)),
        Section::new(t!("how-the-end"), the_end(rules)),
    ]
}

/// The deal, the engine, the rounds, who starts.
fn setting_up(r: &HouseRules) -> Vec<(Option<Topic>, String)> {
    let (hand, _) = r.hand_size_for(r.players);
    let set = r.set;
    let mut setup = vec![(None, t!("how-deal", players = r.players, set = set, hand = hand))];
    setup.push((
        Some(Topic::Engine),
        t!(match r.engine {
            EngineRule::SetAside => "how-engine-set-aside",
            EngineRule::HolderOpens => "how-engine-holder",
            EngineRule::FirstPlayersHighestDouble => "how-engine-highest",
        }),
    ));
    setup.push((
        Some(Topic::Rounds),
        match (r.match_end, r.rounds) {
            (MatchEnd::Elimination { at }, _) => t!("how-elimination", set = set, at = at),
            (_, Rounds::AllEngines) => t!("how-all-engines", rounds = set as u32 + 1, set = set),
            (_, Rounds::Count(1)) => t!("how-single-round", set = set),
            (_, Rounds::Count(n)) => t!("how-rounds", rounds = n, set = set),
        },
    ));
    setup.push((
        None,
        t!(match r.starter {
            Starter::Rotate => "how-starter-rotate",
            Starter::RandomThenRotate => "how-starter-lot",
            Starter::HighestDouble => "how-starter-highest",
        }),
    ));
    if let HandSize::Fixed(n) = r.hand_size {
        setup.push((None, t!("how-fixed-hand", tiles = n)));
    }
    setup
}

/// A turn: the first, the trains one may play on, drawing, passing, the marker, the variants.
fn your_turn(r: &HouseRules) -> Vec<(Option<Topic>, String)> {
    let mut turn = Vec::new();
    match r.opening {
        Opening::OneTile => {}
        Opening::BuildTrain => turn.push((Some(Topic::Opening), t!("how-build-train", while_fits = yes(r.build_while_you_can)))),
        Opening::Fast => turn.push((Some(Topic::Opening), t!("how-fast-game"))),
    }
    let mexican = match r.mexican {
        MexicanTrain::Off => "off",
        MexicanTrain::Anytime => "anytime",
        MexicanTrain::AfterOwnTrain => "after-own",
        MexicanTrain::WhenNoOtherPlay => "alone",
    };
    turn.push((Some(Topic::Trains), t!("how-play-one", partner = yes(r.partnerships), mexican = mexican)));
    turn.push((None, t!("how-must-play")));
    turn.push((
        Some(Topic::Draw),
        t!(match r.draw {
            DrawRule::One => "how-draw-one",
            DrawRule::UntilPlayable => "how-draw-until",
        }),
    ));
    turn.push((None, t!("how-pass")));
    if r.empty_boneyard_pass == EmptyBoneyardPass::SimplyPass {
        turn.push((Some(Topic::EmptyPass), t!("how-simply-pass")));
    }
    turn.push((
        Some(Topic::Marker),
        t!(match r.marker_removal {
            MarkerRemoval::OwnerPlays => "how-marker-owner",
            MarkerRemoval::AnyPlay => "how-marker-any",
        }),
    ));
    if r.blanks_wild {
        turn.push((Some(Topic::BlanksWild), t!("how-blanks-wild")));
    }
    if let LastTile::Announce { penalty } = r.last_tile {
        turn.push((Some(Topic::Announce), t!("how-announce", penalty = penalty)));
    }
    if r.swan_drive {
        turn.push((None, t!("how-swan")));
    }
    if r.bullet_train {
        turn.push((None, t!("how-bullet")));
    }
    turn
}

/// Doubles: laid crosswise, what follows one, covering, branching.
fn doubles(r: &HouseRules) -> Vec<(Option<Topic>, String)> {
    let mut doubles = vec![(None, t!("how-crosswise"))];
    let more = match r.doubles_per_turn {
        DoublesPerTurn::One => "one",
        DoublesPerTurn::Two => "two",
        DoublesPerTurn::Any => "any",
    };
    let must = match r.after_double {
        AfterDouble::MustPlay if !r.cover_optional => "must",
        _ => "may",
    };
    let finish = match r.double_finish {
        DoubleFinish::OnTheDouble => "on-double",
        DoubleFinish::DueDoubleOrPlainEnd => "due-or-plain",
        DoubleFinish::Anywhere => "anywhere",
    };
    doubles.push((Some(Topic::AfterDouble), t!("how-after-double", more = more, must = must, finish = finish)));
    if r.second_double_needs_cover {
        doubles.push((None, t!("how-second-double")));
    }
    if r.cover_optional {
        doubles.push((Some(Topic::Cover), t!("how-cover-optional")));
    } else {
        let owed = match r.doubles_owed {
            DoublesOwed::Every => "every",
            DoublesOwed::LastOfTurn => "last",
        };
        let order = match r.double_order {
            DoubleOrder::OldestFirst => "oldest",
            DoubleOrder::NewestFirst => "newest",
        };
        doubles.push((Some(Topic::Cover), t!("how-cover-first", owed = owed, order = order)));
    }
    match r.branching {
        Branching::Off => {}
        Branching::AfterCover => doubles.push((Some(Topic::Branching), t!("how-branching-after-cover"))),
        Branching::ThreeCovers => doubles.push((Some(Topic::Branching), t!("how-branching-three"))),
    }
    for (on, key) in [
        (r.exhausted_double_releases, "how-exhausted-double"),
        (!r.drawn_tile_may_cover, "how-drawn-not-on-double"),
        (r.own_marker_double_release, "how-own-marker-release"),
        (r.double_makes_public, "how-double-public"),
        (r.continuous_draw, "how-continuous-draw"),
    ] {
        if on {
            doubles.push((None, t!(key)));
        }
    }
    doubles.push((None, t!(if r.end_on_double { "how-out-on-double" } else { "how-no-out-on-double" })));
    doubles
}

/// A round's end, its scores, and the match's winner.
fn the_end(r: &HouseRules) -> Vec<(Option<Topic>, String)> {
    let mut end = vec![(None, t!("how-round-ends"))];
    end.push((
        Some(Topic::Blocked),
        t!(match r.blocked_round {
            BlockedRound::CountHands => "how-blocked-count",
            BlockedRound::LowestHandWins => "how-blocked-lowest",
            BlockedRound::Void => "how-blocked-void",
        }),
    ));
    end.push((
        Some(Topic::Scoring),
        match r.scoring {
            Scoring::Pips => t!("how-score-pips"),
            Scoring::Blanks { blank: 0, double_blank } => t!("how-score-double-blank", double_blank = double_blank),
            Scoring::Blanks { blank, double_blank } => t!("how-score-blanks", blank = blank, double_blank = double_blank),
        },
    ));
    if r.partnerships {
        end.push((None, t!("how-partners")));
    }
    end.push((None, t!(if matches!(r.match_end, MatchEnd::Elimination { .. }) { "how-last-knocked-out" } else { "how-lowest-wins" })));
    end.push((
        None,
        t!(match r.tie_break {
            TieBreak::ZeroRoundsThenLowestRound => "how-tie-zero-rounds",
            TieBreak::Shared => "how-tie-shared",
        }),
    ));
    end
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, tests::speak};
    use crate::rules::presets::{preset, preset_names};

    fn text(name: &str) -> String {
        describe(&preset(name).unwrap()).iter().flat_map(|s| s.lines.iter().map(|l| l.text.clone())).collect::<Vec<_>>().join("\n")
    }

    #[test]
    fn every_preset_is_described() {
        for name in preset_names() {
            let sections = describe(&preset(name).unwrap());
            assert_eq!(sections.len(), 4);
            assert!(sections.iter().all(|s| !s.lines.is_empty()), "{name}");
        }
    }

    #[test]
    fn the_words_follow_the_rules() {
        assert!(text("standard").contains("4 players with a double-12 set; each is dealt 15 tiles"));
        assert!(text("standard").contains("on your first double, or on any train"));
        assert!(text("consensus").contains("cover it with a tile on the double itself"));
        assert!(text("celko-1998").contains("build your own train"));
        assert!(text("celko-1998").contains("the last one laid first"));
        assert!(text("celko-1998").contains("forget, and you draw 2"));
        assert!(text("french-club").contains("reaches 100 points is out"));
        assert!(text("french-club").contains("the double blank counts 10"));
        assert!(text("french-club").contains("knocked out in the same round, the lowest total among them wins"));
        assert!(text("standard").contains("The lowest total wins."));
        assert!(text("parsons-1994").contains("at most two doubles a turn"));
        assert!(text("parsons-1994").contains("only if you hold a tile to cover one of your doubles"));
        assert!(text("celko-1998").contains("The last double a turn left open (only that one)"));
        assert!(text("celko-1998").contains("you simply pass: no marker"));
        assert!(text("galt-1994").contains("as long as one fits"));
        assert!(text("french-club").contains("you may play again"));
        let mut r = preset("standard").unwrap();
        r.mexican = MexicanTrain::Off;
        r.blanks_wild = true;
        let all: String = describe(&r).iter().flat_map(|s| s.lines.iter().map(|l| l.text.clone())).collect();
        assert!(!all.contains("Mexican") && all.contains("Blanks are wild"));
    }

    #[test]
    fn the_rules_are_told_in_each_language() {
        speak(Lang::Es);
        let es = text("standard");
        assert!(es.contains("4 jugadores con un juego de doble 12; cada uno recibe 15 fichas"), "{es}");
        assert!(es.contains("el tren mexicano"));
        speak(Lang::Fr);
        let fr = text("celko-1998");
        assert!(fr.contains("le dernier posé d'abord"), "{fr}");
        assert!(fr.contains("vous piochez 2"));
        speak(Lang::En);
    }
}

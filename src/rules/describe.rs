//! The rules in plain words, generated from the house rules so they are never out of date: what
//! happens on your turn, with doubles, and at the end.

use super::action::{Seat, TrainId};
use super::house_rules::{
    AfterDouble, BlockedRound, Branching, DoubleFinish, DoubleOrder, DoublesOwed, DoublesPerTurn, DrawRule, EmptyBoneyardPass,
    EngineRule, HandSize, HouseRules, LastTile, MarkerRemoval, MatchEnd, MexicanTrain, Opening, Rounds, Scoring, Starter,
    TieBreak,
};

/// `n` and a noun that takes an `s` in the plural: "1 tile", "3 tiles", "0 points".
pub fn count(n: impl Into<u64>, noun: &str) -> String {
    let n = n.into();
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

/// A titled group of sentences.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    pub title: &'static str,
    pub lines: Vec<String>,
}

/// How a match under `rules` goes, in plain words.
pub fn describe(rules: &HouseRules) -> Vec<Section> {
    let r = rules;
    let (hand, _) = r.hand_size_for(r.players);
    let mut setup = vec![format!(
        "{} players with a double-{} set; each is dealt {hand} tiles and the rest form the boneyard.",
        r.players, r.set
    )];
    setup.push(match r.engine {
        EngineRule::SetAside => "The round's double (the engine) is set aside and placed in the station first.".into(),
        EngineRule::HolderOpens => "The round's double is dealt like any tile; whoever holds it places it in the station and plays first. If nobody has it, players draw in turn until it turns up.".into(),
        EngineRule::FirstPlayersHighestDouble => "The first player opens the station with their highest double (without one, the next player with a double does; if nobody has one, players draw in turn until a double turns up).".into(),
    });
    setup.push(match (r.match_end, r.rounds) {
        (MatchEnd::Elimination { at }, _) => format!("Rounds go on, engines counting down from {} and starting again; a player who reaches {at} points is out, and the last one left wins.", r.set),
        (_, Rounds::AllEngines) => format!("The match has {} rounds, the engine counting down from {}|{} to 0|0.", r.set as u32 + 1, r.set, r.set),
        (_, Rounds::Count(1)) => format!("The match is a single round, with the {}|{} engine.", r.set, r.set),
        (_, Rounds::Count(n)) => format!("The match has {n} rounds, the engine counting down from {}|{}.", r.set, r.set),
    });
    setup.push(match r.starter {
        Starter::Rotate => "The first player moves clockwise from round to round.".into(),
        Starter::RandomThenRotate => "The first player of the first round is drawn by lot, then it moves clockwise.".into(),
        Starter::HighestDouble => "Whoever holds the highest double starts the round.".into(),
    });
    if let HandSize::Fixed(n) = r.hand_size {
        setup.push(format!("Everyone is dealt {n} tiles whatever the set."));
    }

    let mut turn = Vec::new();
    let how_long = if r.build_while_you_can { "keep laying tiles on it from the station as long as one fits" } else { "lay as many tiles as you like on it from the station" };
    match r.opening {
        Opening::OneTile => {}
        Opening::BuildTrain => turn.push(format!("On your first turn of a round, build your own train: {how_long} (doubles need no cover yet), then end your turn.")),
        Opening::Fast => turn.push("Before the first turn everyone builds their own train at once, as long as possible: keep laying tiles on it from the station while one fits (doubles need no cover yet); nobody sees the others' trains until all have built.".to_string()),
    }
    let mexican = match r.mexican {
        MexicanTrain::Off => "",
        MexicanTrain::Anytime => ", the Mexican train (anyone may start it)",
        MexicanTrain::AfterOwnTrain => ", the Mexican train (you may start it once your own train is started)",
        MexicanTrain::WhenNoOtherPlay => ", the Mexican train (you may start it only when you have no other play)",
    };
    let partner = if r.partnerships { ", your partner's train" } else { "" };
    turn.push(format!("Play one tile whose number matches the end of a train: your own train{partner}{mexican}, or any train with a marker on it."));
    turn.push("If a tile of yours plays, you must play; you may not draw or pass instead.".into());
    turn.push(match r.draw {
        DrawRule::One => "If none plays, draw one tile from the boneyard and play it (or any tile) if you can.".into(),
        DrawRule::UntilPlayable => "If none plays, draw from the boneyard until one does (or it is empty).".into(),
    });
    turn.push("If you still cannot play, pass: your marker goes on your train, and others may play on it.".into());
    if r.empty_boneyard_pass == EmptyBoneyardPass::SimplyPass {
        turn.push("When the boneyard is empty and you cannot play, you simply pass: no marker.".into());
    }
    turn.push(match r.marker_removal {
        MarkerRemoval::OwnerPlays => "Your marker comes off when you play on your own train again.".into(),
        MarkerRemoval::AnyPlay => "A marker comes off as soon as anyone plays on that train (it \"takes on freight\").".into(),
    });
    if r.blanks_wild {
        turn.push("Blanks are wild: a blank matches any number, and any tile fits a blank end.".into());
    }
    if let LastTile::Announce { penalty } = r.last_tile {
        turn.push(format!("When you are down to one tile, announce it; forget, and you draw {penalty}."));
    }
    if r.swan_drive {
        turn.push("Swan drive: when your turn starts with a tile on your own train, you may go on with one tile on each next public train clockwise (the Mexican train may be skipped), until one does not take a tile, you come round, or you stop. A double laid on the way is covered at once from your hand.".into());
    }
    if r.bullet_train {
        turn.push("Bullet train: if at the start of your turn every tile in your hand chains onto your own train, you may declare it and lay them all: you are out, and everyone else lays what they can on their own train before counting.".into());
    }

    let mut doubles = vec!["Doubles are laid crosswise.".to_string()];
    let more = match r.doubles_per_turn {
        DoublesPerTurn::One => "one double a turn",
        DoublesPerTurn::Two => "at most two doubles a turn",
        DoublesPerTurn::Any => "you may lay several doubles in a row",
    };
    let (must, draw) = match r.after_double {
        AfterDouble::MustPlay if !r.cover_optional => ("you must", " Draw if you need to; if you still cannot, pass."),
        _ => ("you may", " Or end your turn."),
    };
    doubles.push(match r.double_finish {
        DoubleFinish::OnTheDouble => format!("After laying a double ({more}), {must} cover it with a tile on the double itself.{draw}"),
        DoubleFinish::DueDoubleOrPlainEnd => format!("After laying a double ({more}), {must} play one more tile that is not a double: on your first double, or on any train you may use that does not end in a double.{draw}"),
        DoubleFinish::Anywhere => format!("After laying a double ({more}), {must} play again: any tile, on any train you may use.{draw}"),
    });
    if r.second_double_needs_cover {
        doubles.push("You may lay a second double only if you hold a tile to cover one of your doubles, and that tile then covers it.".into());
    }
    if r.cover_optional {
        doubles.push("Covering doubles is optional: an open double holds up nobody.".into());
    } else {
        doubles.push(format!(
            "{} must be covered before anything else is played, and only it; open doubles are covered one per turn, {}.",
            match r.doubles_owed {
                DoublesOwed::Every => "A double left open",
                DoublesOwed::LastOfTurn => "The last double a turn left open (only that one)",
            },
            match r.double_order {
                DoubleOrder::OldestFirst => "oldest first",
                DoubleOrder::NewestFirst => "the last one laid first",
            }
        ));
    }
    match r.branching {
        Branching::Off => {}
        Branching::AfterCover => doubles.push("Branching doubles: once a double is covered, its two sides take tiles too, like new ends of its train.".into()),
        Branching::ThreeCovers => doubles.push("Branching doubles: a double takes three tiles — its end and both sides — before play goes on elsewhere; after the first, a player who cannot cover a side passes without a marker.".into()),
    }
    if r.exhausted_double_releases {
        doubles.push("A double that nobody can cover any more (every tile of its number is out) stops holding up play.".into());
    }
    if !r.drawn_tile_may_cover {
        doubles.push("A tile drawn because of an open double may not be played on it that turn.".into());
    }
    if r.own_marker_double_release {
        doubles.push("A double that takes your marker off your own train needs no cover.".into());
    }
    if r.double_makes_public {
        doubles.push("Laying a double on a train makes that train public.".into());
    }
    if r.continuous_draw {
        doubles.push("If a double goes round the table uncovered, the player who laid it draws until they can cover it.".into());
    }
    doubles.push(if r.end_on_double { "You may go out on a double.".into() } else { "You may not go out on a double.".into() });

    let mut end = vec!["A round ends when a player plays their last tile, or when it is blocked: the boneyard is empty, a whole turn of the table went by without a tile, and nobody could play on their next turn.".to_string()];
    end.push(match r.blocked_round {
        BlockedRound::CountHands => "A blocked round is scored like any other: everyone counts their hand.".into(),
        BlockedRound::LowestHandWins => "In a blocked round the lowest hand scores 0, as if it had gone out; the others count theirs.".into(),
        BlockedRound::Void => "A blocked round counts for nothing: nobody scores.".into(),
    });
    end.push(match r.scoring {
        Scoring::Pips => "Everyone else scores the pips left in their hand.".into(),
        Scoring::Blanks { blank: 0, double_blank } => format!("Everyone else scores the pips left in their hand; the double blank counts {double_blank}."),
        Scoring::Blanks { blank, double_blank } => format!("Everyone else scores the pips left in their hand, each blank end counting {blank} and the double blank {double_blank}."),
    });
    if r.partnerships {
        end.push("Partners sit opposite and score together; a team scores 0 when either partner goes out.".into());
    }
    end.push(if matches!(r.match_end, MatchEnd::Elimination { .. }) {
        "If the last players are all knocked out in the same round, the lowest total among them wins.".into()
    } else {
        "The lowest total wins.".into()
    });
    end.push(match r.tie_break {
        TieBreak::ZeroRoundsThenLowestRound => "On equal totals, most rounds scored at 0 wins, then the lowest round score.".into(),
        TieBreak::Shared => "Equal totals share the win.".into(),
    });

    vec![
        Section { title: "Setting up", lines: setup },
        Section { title: "Your turn", lines: turn },
        Section { title: "Doubles", lines: doubles },
        Section { title: "The end", lines: end },
    ]
}

/// Who sits where: the names, the train a side belongs to, the partners.
pub trait Seats {
    fn name(&self, seat: Seat) -> &str;
    fn main_train(&self, train: TrainId) -> TrainId;
    fn partner(&self, seat: Seat) -> Option<Seat>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_singular_for_one() {
        assert_eq!((count(1u32, "tile"), count(0u32, "point"), count(12u8, "round")), ("1 tile".into(), "0 points".into(), "12 rounds".into()));
    }
    use crate::rules::presets::{preset, preset_names};

    fn text(name: &str) -> String {
        describe(&preset(name).unwrap()).iter().flat_map(|s| s.lines.clone()).collect::<Vec<_>>().join("\n")
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
        let all: String = describe(&r).iter().flat_map(|s| s.lines.clone()).collect();
        assert!(!all.contains("Mexican") && all.contains("Blanks are wild"));
    }
}

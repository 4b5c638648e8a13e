//! The rules in plain words, generated from the house rules so they are never out of date: what
//! happens on your turn, with doubles, and at the end.

use super::house_rules::{
    DoubleFinish, DoubleOrder, DoublesPerTurn, DrawRule, EngineRule, HandSize, HouseRules, LastTile, MarkerRemoval,
    MatchEnd, MexicanTrain, Opening, Rounds, Scoring, Starter, TieBreak,
};

/// `n` and a noun that takes an `s` in the plural: "1 tile", "3 tiles", "0 points".
pub fn count(n: impl Into<u64>, noun: &str) -> String {
    let n = n.into();
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

/// "Ana's", and "Your" for the seat named "You" (the default name of the person at the screen).
pub fn possessive(name: &str) -> String {
    if name == "You" { "Your".into() } else { format!("{name}'s") }
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
    if r.opening == Opening::BuildTrain {
        turn.push("On your first turn of a round, build your own train: lay as many tiles as you like on it from the station (doubles need no cover yet), then end your turn.".into());
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

    let mut doubles = vec!["Doubles are laid crosswise.".to_string()];
    let more = match r.doubles_per_turn {
        DoublesPerTurn::One => "one double a turn",
        DoublesPerTurn::Any => "you may lay several doubles in a row",
    };
    doubles.push(match r.double_finish {
        DoubleFinish::OnTheDouble => format!("After laying a double ({more}), you must cover it with a tile on the double itself; draw if you need to; if you cannot, pass."),
        DoubleFinish::DueDoubleOrPlainEnd => format!("After laying a double ({more}), you must play one more tile that is not a double: on your first double, or on any train you may use that does not end in a double. Draw if you need to."),
        DoubleFinish::Anywhere => format!("Laying a double lets you play again ({more}): any tile, on any train you may use."),
    });
    doubles.push(format!(
        "A double left open must be covered before anything else is played, and only it; open doubles are covered one per turn, {}.",
        match r.double_order {
            DoubleOrder::OldestFirst => "oldest first",
            DoubleOrder::NewestFirst => "the last one laid first",
        }
    ));
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

    let mut end = vec!["A round ends when a player plays their last tile, or when the boneyard is empty and nobody can play for a whole turn of the table.".to_string()];
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_person_called_you_has_your_turn() {
        assert_eq!((possessive("Ana"), possessive("You")), ("Ana's".into(), "Your".into()));
    }

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
        let mut r = preset("standard").unwrap();
        r.mexican = MexicanTrain::Off;
        r.blanks_wild = true;
        let all: String = describe(&r).iter().flat_map(|s| s.lines.clone()).collect();
        assert!(!all.contains("Mexican") && all.contains("Blanks are wild"));
    }
}

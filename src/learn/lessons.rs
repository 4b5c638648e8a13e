//! The lessons of *Learn to play*: each a prepared deal for you and Ana (a computer whose moves
//! the lesson writes), and the moves it teaches, one step at a time. A deal is set up through the
//! engine (`Match::from_deal`), so a lesson is a legal game: the test below plays every lesson
//! through and checks its record with `verify`. The words are in the language files:
//! `learn-<name>-title`, `learn-<name>-<k>` for step k (from 1), and `learn-<name>-done`.

use crate::lang::how_to_play::{Topic, describe, line_about};
use crate::rules::house_rules::HandSize;
use crate::rules::{Action, Deal, HouseRules, Match, Seat, Tile, TrainId};

/// The learner's seat; Ana's is 1.
pub const YOU: Seat = 0;
pub const ANA: Seat = 1;

/// One step: the move it asks for (a play written touching end first) and Ana's moves after it.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    pub wants: Action,
    pub then: &'static [Action],
}

/// A lesson: its name (for its words and its tick), the two hands, the boneyard's first tiles in
/// the order they are drawn (the rest of the set follows, lowest first), its steps, and the rules
/// it teaches (where a table's own rules differ, the lesson says so).
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    pub name: &'static str,
    pub yours: &'static [Tile],
    pub anas: &'static [Tile],
    pub draws: &'static [Tile],
    pub steps: &'static [Step],
    pub topics: &'static [Topic],
}

const fn play(a: u8, b: u8, train: TrainId) -> Action {
    Action::Play { tile: Tile(a, b), train }
}

const MINE: TrainId = TrainId::Personal(YOU);
const HERS: TrainId = TrainId::Personal(ANA);
const MEX: TrainId = TrainId::Mexican;

/// The lessons, in the order they are taken.
pub const LESSONS: [Lesson; 6] = [
    // The engine in the hub; your train starts from it; each tile matches the end before it.
    Lesson {
        name: "first-tile",
        yours: &[Tile(12, 5), Tile(5, 10), Tile(3, 1), Tile(8, 6), Tile(4, 4), Tile(9, 0)],
        anas: &[Tile(12, 9), Tile(9, 7), Tile(11, 2), Tile(6, 6), Tile(2, 0), Tile(7, 1)],
        draws: &[],
        steps: &[
            Step { wants: play(12, 5, MINE), then: &[play(12, 9, HERS)] },
            Step { wants: play(5, 10, MINE), then: &[play(9, 7, HERS)] },
        ],
        topics: &[Topic::Engine, Topic::Opening, Topic::BlanksWild],
    },
    // The Mexican train: anyone's, started from the engine like your own.
    Lesson {
        name: "mexican-train",
        yours: &[Tile(12, 4), Tile(12, 8), Tile(8, 2), Tile(10, 10), Tile(5, 1), Tile(3, 0)],
        anas: &[Tile(12, 6), Tile(6, 3), Tile(2, 11), Tile(9, 5), Tile(7, 0), Tile(11, 1)],
        draws: &[],
        steps: &[
            Step { wants: play(12, 4, MINE), then: &[play(12, 6, HERS)] },
            Step { wants: play(12, 8, MEX), then: &[play(6, 3, HERS)] },
            Step { wants: play(8, 2, MEX), then: &[play(2, 11, MEX)] },
        ],
        topics: &[Topic::Trains],
    },
    // No tile fits: draw one; play it if it fits.
    Lesson {
        name: "drawing",
        yours: &[Tile(12, 3), Tile(6, 0), Tile(7, 2), Tile(9, 8), Tile(11, 4), Tile(10, 1)],
        anas: &[Tile(12, 5), Tile(5, 5), Tile(5, 2), Tile(8, 1), Tile(4, 0), Tile(6, 2)],
        draws: &[Tile(3, 9), Tile(2, 2)],
        steps: &[
            Step { wants: play(12, 3, MINE), then: &[play(12, 5, HERS)] },
            // Nothing fits the 3 of your train, and the Mexican train needs a 12: draw.
            Step { wants: Action::Draw, then: &[] },
            Step { wants: play(3, 9, MINE), then: &[play(5, 2, HERS)] },
        ],
        topics: &[Topic::Draw],
    },
    // A double: after it you play again, and the next tile covers it.
    Lesson {
        name: "doubles",
        yours: &[Tile(12, 6), Tile(6, 6), Tile(6, 1), Tile(9, 3), Tile(10, 4), Tile(8, 0)],
        anas: &[Tile(12, 2), Tile(2, 5), Tile(11, 7), Tile(9, 9), Tile(4, 1), Tile(3, 0)],
        draws: &[],
        steps: &[
            Step { wants: play(12, 6, MINE), then: &[play(12, 2, HERS)] },
            Step { wants: play(6, 6, MINE), then: &[] },
            Step { wants: play(6, 1, MINE), then: &[play(2, 5, HERS)] },
        ],
        topics: &[Topic::AfterDouble, Topic::Cover, Topic::Branching],
    },
    // A draw that does not fit: pass, and your train opens to everyone (the marker); your
    // own tile on it takes the marker off.
    Lesson {
        name: "open-train",
        yours: &[Tile(12, 7), Tile(1, 0), Tile(4, 2), Tile(11, 3), Tile(10, 6), Tile(7, 5)],
        anas: &[Tile(12, 2), Tile(2, 9), Tile(9, 1), Tile(8, 8), Tile(7, 3), Tile(6, 5)],
        draws: &[Tile(11, 8), Tile(7, 0)],
        steps: &[
            Step { wants: play(12, 7, MINE), then: &[play(12, 2, HERS)] },
            // Nothing fits the 7 of your train (7|5 kept for later)? It does: lay it, then
            // Ana's turn.
            Step { wants: play(7, 5, MINE), then: &[play(2, 9, HERS)] },
            // Nothing fits the 5: draw 11|8, which does not fit either: pass.
            Step { wants: Action::Draw, then: &[] },
            Step { wants: Action::Pass, then: &[play(5, 6, MINE)] },
            // Ana played on your open train; your own tile takes the marker off.
            Step { wants: play(6, 10, MINE), then: &[play(9, 1, HERS)] },
        ],
        topics: &[Topic::Marker, Topic::EmptyPass],
    },
    // Three tiles each: you go out, the round ends, and every hand left is counted.
    Lesson {
        name: "round-end",
        yours: &[Tile(12, 4), Tile(4, 9), Tile(9, 2)],
        anas: &[Tile(12, 10), Tile(8, 3), Tile(6, 6)],
        draws: &[Tile(11, 1)],
        steps: &[
            Step { wants: play(12, 4, MINE), then: &[play(12, 10, HERS)] },
            // Ana has nothing for her 10 nor a 12 for the Mexican train: she draws 11|1 and passes.
            Step { wants: play(4, 9, MINE), then: &[Action::Draw, Action::Pass] },
            Step { wants: play(9, 2, MINE), then: &[] },
        ],
        topics: &[Topic::Scoring, Topic::Rounds, Topic::Blocked, Topic::Announce],
    },
];

impl Lesson {
    /// The rules a lesson is played under: the standard rules, two seats, its hands' size.
    pub fn rules(&self) -> HouseRules {
        HouseRules { players: 2, hand_size: HandSize::Fixed(self.yours.len() as u8), ..HouseRules::default() }
    }

    /// The deal: the two hands, the boneyard's first tiles, then the rest of the set (the
    /// engine, 12|12, set aside).
    pub fn deal(&self) -> Deal {
        let rules = self.rules();
        let engine = Tile(rules.set, rules.set);
        let dealt: Vec<Tile> = self.yours.iter().chain(self.anas).chain(self.draws).copied().collect();
        let rest = (0..=rules.set)
            .flat_map(|hi| (0..=hi).map(move |lo| Tile(hi, lo)))
            .filter(|t| *t != engine && !dealt.iter().any(|d| d.id() == t.id()));
        Deal { hands: vec![self.yours.to_vec(), self.anas.to_vec()], boneyard: self.draws.iter().copied().chain(rest).collect() }
    }

    /// The lesson's match at its start, or why the engine refuses the deal (never, the test says).
    pub fn start(&self) -> Result<Match, crate::rules::whole_match::SetupError> {
        Match::from_deal("standard", self.rules(), self.deal(), YOU)
    }

    /// Where `table` (the rules of the person's table) differs from the lesson's in what it
    /// teaches: each such rule, and its line of *How to play* under `table`.
    pub fn differences(&self, table: &HouseRules) -> Vec<(Topic, String)> {
        // Each described once, whatever the number of topics.
        let (ours, tables) = (describe(&self.rules()), describe(table));
        self.topics
            .iter()
            .filter_map(|&topic| {
                let theirs = line_about(&tables, topic)?;
                (line_about(&ours, topic) != Some(theirs)).then(|| (topic, theirs.to_string()))
            })
            .collect()
    }

    /// Whether `action` is what step `step` asks for (a tile named either way round).
    pub fn accepts(&self, step: usize, action: Action) -> bool {
        self.steps.get(step).is_some_and(|s| s.wants.same_move(action))
    }
}

/// Which lesson is `name`.
pub fn lesson(name: &str) -> Option<(usize, &'static Lesson)> {
    LESSONS.iter().enumerate().find(|(_, l)| l.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::verify::verify;

    /// Every lesson is a legal game: its deal is accepted, every step's move and Ana's answers
    /// are legal in turn (each step's move is the learner's to make), and the record verifies.
    #[test]
    fn every_lesson_plays_through_and_verifies() {
        for lesson in &LESSONS {
            let mut m = lesson.start().unwrap_or_else(|e| panic!("{}: {e}", lesson.name));
            for (k, step) in lesson.steps.iter().enumerate() {
                assert_eq!(m.to_move(), YOU, "{} step {}: the learner's turn", lesson.name, k + 1);
                let legal = m.legal_actions();
                assert!(
                    legal.iter().any(|a| a.same_move(step.wants)),
                    "{} step {}: {} is not legal: {legal:?}",
                    lesson.name,
                    k + 1,
                    step.wants
                );
                m.apply(YOU, step.wants).unwrap_or_else(|e| panic!("{} step {}: {e}", lesson.name, k + 1));
                for &answer in step.then {
                    let seat = m.to_move();
                    m.apply(seat, answer).unwrap_or_else(|e| panic!("{} step {} answer {answer}: {e}", lesson.name, k + 1));
                }
            }
            verify(&m.record()).unwrap_or_else(|e| panic!("{}: {e}", lesson.name));
        }
    }

    /// The last lesson ends its round: you go out with 0, Ana counts the pips left in her hand
    /// (8|3, 6|6 and the 11|1 she drew: 35), and the match goes on to its next round.
    #[test]
    fn the_round_end_lesson_ends_the_round_and_counts_anas_hand() {
        let (_, lesson) = lesson("round-end").expect("the lesson");
        let mut m = lesson.start().expect("a legal deal");
        for step in lesson.steps {
            m.apply(YOU, step.wants).expect("the step's move");
            for &answer in step.then {
                m.apply(m.to_move(), answer).expect("Ana's answer");
            }
        }
        assert_eq!(m.finished_round_scores().map(|(_, s)| s.to_vec()).collect::<Vec<_>>(), vec![vec![0, 35]]);
        assert!(!m.is_over(), "a lesson's match goes on: the round-over dialog shows, not the match's end");
    }

    /// Under the standard rules no lesson has anything to add; under a family's house rules, the
    /// lessons concerned say what differs, in the words of *How to play*.
    #[test]
    fn a_lesson_says_where_the_tables_rules_differ() {
        let standard = crate::rules::presets::preset("standard").expect("the standard rules");
        assert!(LESSONS.iter().all(|l| l.differences(&standard).is_empty()));
        let mut house = standard.clone();
        house.double_finish = crate::rules::house_rules::DoubleFinish::OnTheDouble;
        house.mexican = crate::rules::house_rules::MexicanTrain::Off;
        house.blanks_wild = true;
        let told = |name: &str| lesson(name).expect("the lesson").1.differences(&house);
        let topics = |name: &str| told(name).into_iter().map(|(t, _)| t).collect::<Vec<_>>();
        assert_eq!(topics("first-tile"), vec![Topic::BlanksWild]);
        assert_eq!(topics("mexican-train"), vec![Topic::Trains]);
        assert_eq!(topics("doubles"), vec![Topic::AfterDouble]);
        assert!(topics("drawing").is_empty() && topics("open-train").is_empty() && topics("round-end").is_empty());
        assert!(told("doubles")[0].1.contains("on the double itself"), "{}", told("doubles")[0].1);
        assert!(!told("mexican-train")[0].1.contains("Mexican"), "{}", told("mexican-train")[0].1);
        // The French club's: it plays to 100 points, and counts the double blank.
        let club = crate::rules::presets::preset("french-club").expect("the French club's rules");
        let round_end = lesson("round-end").expect("the lesson").1.differences(&club);
        assert!(round_end.iter().any(|(t, _)| *t == Topic::Rounds) && round_end.iter().any(|(t, _)| *t == Topic::Scoring), "{round_end:?}");
    }

    /// A lesson teaches something: at its first step more than one move is legal (a wrong one
    /// can be tried), except where the rules leave only one.
    #[test]
    fn a_wrong_move_can_be_tried_in_every_lesson() {
        for lesson in &LESSONS {
            let m = lesson.start().expect("a legal deal");
            let legal = m.legal_actions();
            assert!(legal.iter().any(|a| !lesson.accepts(0, *a)), "{}: only the taught move is legal", lesson.name);
        }
    }
}

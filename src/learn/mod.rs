//! *Learn to play*: short lessons on prepared deals (`lessons`), each a few moves against Ana,
//! whose moves the lesson makes. A step says in one line what to do and glows the tile and the
//! train concerned (the hint's glow: the move is shown as a suggestion); only that move is taken
//! (`game::Taught`), any other is answered — with the rules' reason when it is not legal either.
//! A lesson taken to its end is ticked in the settings; it can be left and taken again.

pub mod guide;
pub mod lessons;
pub mod panel;

use crate::game::{ActionApplied, ActionRequested, Game, Hint, LoadMatchRequested, MoveNotTaught, Origin, SeatSetup, Stillness, Taught};
use crate::game_setup::Player;
use crate::lang::{Phrase, t};
use crate::rules::{Action, RuleError};
use crate::saving::SettingsEdited;
use crate::schedule::AppSystems;
use crate::screens::Screen;
use bevy::prelude::*;
use lessons::{LESSONS, Lesson, YOU};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LearnCommand>()
        .add_systems(OnEnter(Screen::Title), stop)
        .add_systems(Update, (start, answer_for_ana).chain().in_set(AppSystems::Input))
        // After the frame's moves: the step follows them, and the glow is for the position the
        // person sees.
        .add_systems(Update, (follow, glow).chain().in_set(AppSystems::Present))
        .add_plugins(guide::plugin);
}

/// Asked of *Learn to play*.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LearnCommand {
    /// Take lesson `k` (0-based) from its start.
    Start(usize),
}

/// The lesson under way: which, its step (0-based; the number of steps once it is done), Ana's
/// moves still to make, and the answer to the last move that was not the one taught.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct LessonUnderWay {
    pub index: usize,
    pub step: usize,
    pending: Vec<Action>,
    /// Why the last move tried was not taken: the rules' reason when it is not legal, else the
    /// lesson's (cleared by the move taught).
    pub answer: Option<NotTaught>,
}

/// A move that was not the one taught, and why, worded.
#[derive(Debug, Clone)]
pub struct NotTaught {
    pub action: Action,
    pub refused: Option<RuleError>,
    pub why: Phrase,
}

impl PartialEq for NotTaught {
    fn eq(&self, other: &NotTaught) -> bool {
        (self.action, self.refused) == (other.action, other.refused)
    }
}

impl LessonUnderWay {
    /// Lesson `index` (0-based) at its start.
    pub fn new(index: usize) -> LessonUnderWay {
        LessonUnderWay { index, step: 0, pending: Vec::new(), answer: None }
    }

    pub fn lesson(&self) -> &'static Lesson {
        &LESSONS[self.index.min(LESSONS.len() - 1)]
    }

    /// Every step made (and Ana's answers to it).
    pub fn is_done(&self) -> bool {
        self.step >= self.lesson().steps.len() && self.pending.is_empty()
    }

    /// The line of the step under way: what to do now (or, done, what was learnt).
    pub fn line(&self) -> String {
        let name = self.lesson().name;
        if self.is_done() {
            t!(&format!("learn-{name}-done"))
        } else {
            t!(&format!("learn-{name}-{}", self.step.min(self.lesson().steps.len() - 1) + 1))
        }
    }

    /// The move the step under way asks for (none while Ana plays, or once done).
    pub fn wants(&self) -> Option<Action> {
        self.lesson().steps.get(self.step).filter(|_| self.pending.is_empty()).map(|s| s.wants)
    }
}

/// The first game after the lessons: the rules and the seats of the person's table (`table`, the
/// next new game's), the person in the first seat and easy computers in the others; the guide
/// explains it as it goes.
pub fn first_game(table: &crate::game_setup::GameSetup, seed: u64) -> crate::game_setup::GameSetup {
    let mut setup = crate::game_setup::GameSetup { seed, ..table.clone() };
    let person = table.seats.iter().find(|s| s.player == Player::Human).map_or_else(crate::lang::words::you, |s| s.name.clone());
    for (i, seat) in setup.seats.iter_mut().enumerate() {
        if i == 0 {
            *seat = SeatSetup { name: person.clone(), player: Player::Human };
        } else if seat.player == Player::Human || seat.name == person {
            *seat = SeatSetup {
                name: crate::game_setup::NAMES[i % crate::game_setup::NAMES.len()].to_string(),
                player: Player::Computer(crate::ai::Level::Random),
            };
        } else {
            seat.player = Player::Computer(crate::ai::Level::Random);
        }
    }
    setup
}

/// The seats of a lesson: you, and Ana (whose moves are the lesson's).
fn seats() -> Vec<SeatSetup> {
    vec![
        SeatSetup { name: t!("learn-you"), player: Player::Human },
        SeatSetup { name: t!("learn-ana"), player: Player::Computer(crate::ai::Level::Random) },
    ]
}

fn start(
    mut commands: Commands,
    mut asked: MessageReader<LearnCommand>,
    mut load: MessageWriter<LoadMatchRequested>,
    mut taught: ResMut<Taught>,
) {
    let Some(&LearnCommand::Start(index)) = asked.read().last() else { return };
    let Some(lesson) = LESSONS.get(index) else { return };
    let the_match = match lesson.start() {
        Ok(m) => m,
        Err(e) => {
            // Never: every lesson's deal is checked by a test.
            error!("lesson {} cannot be dealt: {e}", lesson.name);
            return;
        }
    };
    load.write(LoadMatchRequested { the_match, seats: seats(), origin: Origin::Lesson, hints: Vec::new() });
    commands.insert_resource(LessonUnderWay::new(index));
    taught.0 = lesson.steps.first().map(|s| (YOU, Some(s.wants)));
}

/// The learner's move taken: Ana's answers queued and the next step taught (the lesson ticked at
/// its end); a move not taught answered.
fn follow(
    mut commands: Commands,
    lesson: Option<ResMut<LessonUnderWay>>,
    game: Option<Res<Game>>,
    mut applied: MessageReader<ActionApplied>,
    mut not_taught: MessageReader<MoveNotTaught>,
    mut taught: ResMut<Taught>,
    mut edits: MessageWriter<SettingsEdited>,
) {
    let Some(mut lesson) = lesson else {
        applied.clear();
        not_taught.clear();
        return;
    };
    // Another match put in place (a game loaded some other way): the lesson is over.
    if game.as_ref().is_some_and(|g| g.origin != Origin::Lesson) {
        commands.remove_resource::<LessonUnderWay>();
        taught.0 = None;
        return;
    }
    for &MoveNotTaught { seat, action, refused } in not_taught.read() {
        if seat != YOU {
            continue;
        }
        let why = match (refused, game.as_ref()) {
            // The lesson is over: the table stays as it is (Ana would not answer).
            _ if lesson.is_done() => Phrase::new(|| t!("learn-over-moves")),
            (Some(e), Some(game)) => game.explain(e, YOU),
            _ => {
                let key = format!("learn-{}-other", lesson.lesson().name);
                Phrase::new(move || t!(&key))
            }
        };
        lesson.answer = Some(NotTaught { action, refused, why });
    }
    for a in applied.read() {
        if a.seat != YOU || !lesson.lesson().accepts(lesson.step, a.action) {
            continue;
        }
        let then = lesson.lesson().steps[lesson.step].then;
        lesson.pending = then.to_vec();
        lesson.step += 1;
        lesson.answer = None;
        // Nothing taught while Ana plays: her moves are the lesson's, not the learner's.
        taught.0 = None;
    }
    if lesson.pending.is_empty() {
        // The step's move; once the lesson is done, none.
        let next = (lesson.wants().is_some() || lesson.is_done()).then_some((YOU, lesson.wants()));
        if taught.0 != next {
            taught.0 = next;
        }
        if lesson.is_done() && lesson.is_changed() {
            edits.write(SettingsEdited::LessonDone(lesson.lesson().name.to_string()));
        }
    }
}

/// Ana's moves, one at a time, once the table has been still for a computer's pause.
fn answer_for_ana(
    lesson: Option<ResMut<LessonUnderWay>>,
    game: Option<Res<Game>>,
    stillness: Stillness,
    mut requests: MessageWriter<ActionRequested>,
) {
    let (Some(mut lesson), Some(game)) = (lesson, game) else { return };
    if lesson.pending.is_empty() || !stillness.computers_may_move() || game.origin != Origin::Lesson {
        return;
    }
    let action = lesson.pending.remove(0);
    requests.write(ActionRequested { seat: game.the_match.to_move(), action });
}

/// The move taught, shown as the hint shows a suggestion: its tile and its train glow.
fn glow(lesson: Option<Res<LessonUnderWay>>, game: Option<Res<Game>>, mut hint: ResMut<Hint>) {
    let (Some(lesson), Some(game)) = (lesson, game) else { return };
    let Some(wants) = lesson.wants() else { return };
    let position = game.position();
    let legal = || game.the_match.round().legal().iter().any(|a| a.same_move(wants));
    if game.the_match.to_move() == YOU && hint.suggestion(position).is_none_or(|s| s.action != wants) && legal() {
        let key = if matches!(wants, Action::Play { .. }) { "learn-hint" } else { "learn-hint-button" };
        hint.show(position, YOU, wants, Phrase::new(move || t!(key)));
    }
}

/// Back at the title: no lesson under way.
fn stop(mut commands: Commands, mut taught: ResMut<Taught>) {
    commands.remove_resource::<LessonUnderWay>();
    taught.0 = None;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_setup::GameSetup;

    /// The first game keeps the table's rules and number of seats; the person plays the first
    /// seat, every other seat is an easy computer (another person at the table included).
    #[test]
    fn the_first_game_is_the_tables_against_easy_computers() {
        let mut table = GameSetup::default();
        table.rules.blanks_wild = true;
        table.resize(5);
        table.seats[0] = SeatSetup { name: "Nico".into(), player: Player::Computer(crate::ai::Level::Hard) };
        table.seats[2] = SeatSetup { name: "Marta".into(), player: Player::Human };
        let first = first_game(&table, 99);
        assert_eq!((first.seed, first.rules.clone(), first.seats.len()), (99, table.rules.clone(), 5));
        assert_eq!(first.seats[0], SeatSetup { name: "Marta".into(), player: Player::Human });
        assert!(first.seats[1..].iter().all(|s| s.player == Player::Computer(crate::ai::Level::Random)), "{:?}", first.seats);
        assert!(first.seats[1..].iter().all(|s| s.name != "Marta"), "one Marta: {:?}", first.seats);
        assert_eq!(first.problem(), None);
    }
}

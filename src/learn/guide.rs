//! The guide of a first game: a line above the hand that explains each new situation the first
//! time it happens in a game played here — the person's first turn, the first double, a double
//! left open, a train opened by its marker (someone else's, or the person's own), the first tile
//! drawn, the Mexican train started, the last tile to announce — and points to the hint. It is on
//! until a first game is finished (`saving` turns it off then), and the Display settings turn it
//! on or off for good.

use crate::game::{ActionApplied, Game, MatchLoaded, Origin, PlayerView};
use crate::lang::{Phrase, t};
use crate::rules::{Event, Seat, TrainId, TurnPhase};
use crate::saving::DisplaySettings;
use crate::schedule::AppSystems;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Guide>()
        .add_message::<GuideDismissed>()
        .add_systems(Update, (forget_on_load, dismiss, follow).chain().in_set(AppSystems::Present));
}

/// A situation the guide explains once a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Situation {
    FirstTurn,
    Double,
    DoubleOpen,
    OpenTrain,
    YourTrainOpen,
    Drew,
    Mexican,
    Announce,
}

/// The guide's lines on screen now (the latest last), and the situations already explained in
/// this game.
#[derive(Resource, Default, Debug, Clone)]
pub struct Guide {
    pub lines: Vec<(Situation, Phrase)>,
    pub told: Vec<Situation>,
    /// The round the lines on screen are about: they go when the next is dealt (a marker or an
    /// open double they tell of is not on the new table).
    round: u32,
}

/// Lines on screen at most: two things that happened in the same move both stay in sight.
const LINES: usize = 2;

impl Guide {
    fn tell(&mut self, situation: Situation, words: Phrase) {
        if !self.told.contains(&situation) {
            self.told.push(situation);
            self.lines.push((situation, words));
            if self.lines.len() > LINES {
                self.lines.remove(0);
            }
        }
    }
}

/// The person has read the lines (*Got it*).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuideDismissed;

fn dismiss(mut asked: MessageReader<GuideDismissed>, mut guide: ResMut<Guide>) {
    if asked.read().last().is_some() && !guide.lines.is_empty() {
        guide.lines.clear();
    }
}

/// A new match on the table: nothing explained yet — unless it is a game resumed (*Continue*),
/// whose moves so far were explained when they were made: those situations are not told again.
fn forget_on_load(mut loaded: MessageReader<MatchLoaded>, game: Option<Res<Game>>, mut guide: ResMut<Guide>) {
    let Some(origin) = loaded.read().map(|l| l.origin).filter(|o| o.is_another_match()).last() else { return };
    *guide = Guide::default();
    if let (Origin::Continued, Some(game)) = (origin, game) {
        guide.told = told_before(&game);
    }
}

/// The situations a game's moves so far brought, as the guide would have told them (replayed
/// from its record; a record that does not replay brings none).
fn told_before(game: &Game) -> Vec<Situation> {
    let record = game.the_match.record();
    let you = game.viewer();
    let mut guide = Guide::default();
    let deal = |r: &crate::rules::RoundRecord| crate::rules::Deal { hands: r.hands.clone(), boneyard: r.boneyard.clone() };
    let mut replayed: Option<crate::rules::Match> = None;
    for round in &record.rounds {
        let started = match replayed.as_mut() {
            None => crate::rules::Match::from_deal(&record.preset, game.the_match.rules().clone(), deal(round), round.first)
                .map(|m| replayed = Some(m)),
            Some(m) => m.next_round_from(deal(round), round.first),
        };
        let Some(m) = replayed.as_mut().filter(|_| started.is_ok()) else { break };
        for mv in &round.moves {
            let Ok(events) = m.apply(mv.seat, mv.action) else { break };
            if mv.seat == you {
                guide.told.push(Situation::FirstTurn);
            }
            for event in &events {
                explain(&mut guide, event, mv.seat, you, &|s| game.name(s).to_string());
            }
        }
    }
    guide.told.sort_by_key(|s| *s as u8);
    guide.told.dedup();
    guide.told
}

/// The situation a fact of a move (`mover`'s) brings, told if it is the first of its kind.
fn explain(guide: &mut Guide, event: &Event, mover: Seat, you: Seat, name: &dyn Fn(Seat) -> String) {
    match *event {
        Event::Played { tile, seat, .. } if tile.is_double() && seat == you => {
            guide.tell(Situation::Double, Phrase::new(move || t!("guide-double-you", tile = tile.to_string())));
        }
        Event::Played { tile, seat, .. } if tile.is_double() => {
            let who = name(seat);
            guide.tell(Situation::Double, Phrase::new(move || t!("guide-double", name = who.as_str(), tile = tile.to_string())));
        }
        Event::Played { train: TrainId::Mexican, .. } => {
            guide.tell(Situation::Mexican, Phrase::new(|| t!("guide-mexican")));
        }
        Event::DoubleOpened { pip, .. } => {
            guide.tell(Situation::DoubleOpen, Phrase::new(move || t!("guide-double-open", pip = pip)));
        }
        Event::MarkerPlaced { seat } if seat == you => {
            guide.tell(Situation::YourTrainOpen, Phrase::new(|| t!("guide-your-train-open")));
        }
        Event::MarkerPlaced { seat } => {
            let who = name(seat);
            guide.tell(Situation::OpenTrain, Phrase::new(move || t!("guide-open-train", name = who.as_str())));
        }
        Event::Drew { seat, .. } if seat == you && mover == you => {
            guide.tell(Situation::Drew, Phrase::new(|| t!("guide-drew")));
        }
        _ => {}
    }
}

/// Each fact of a move, and the person's turn as it comes: the first of each kind explained.
fn follow(
    mut applied: MessageReader<ActionApplied>,
    game: Option<Res<Game>>,
    seen: Option<Res<PlayerView>>,
    display: Res<DisplaySettings>,
    mut guide: ResMut<Guide>,
) {
    let (Some(game), Some(seen)) = (game, seen) else {
        applied.clear();
        return;
    };
    // Games played here by a person, while the guide is on (not a lesson: it teaches itself).
    if !game.is_kept() || game.humans() == 0 || !display.0.guide {
        applied.clear();
        if !guide.lines.is_empty() {
            guide.lines.clear();
        }
        return;
    }
    let round_index = game.the_match.round_index();
    if guide.round != round_index {
        guide.round = round_index;
        if !guide.lines.is_empty() {
            guide.lines.clear();
        }
    }
    let you = seen.viewer;
    let name = |s: Seat| game.name(s).to_string();
    for a in applied.read() {
        for event in &a.events {
            explain(&mut guide, event, a.seat, you, &name);
        }
    }
    // The person's turn: the first one, and the last tile to announce.
    let round = game.the_match.round();
    if !round.is_over() && round.to_move() == you && game.is_human(you) {
        if round.phase() == TurnPhase::Announce {
            guide.tell(Situation::Announce, Phrase::new(|| t!("guide-announce")));
        } else if !guide.told.contains(&Situation::FirstTurn) {
            let engine = round.engine().unwrap_or(0);
            guide.tell(Situation::FirstTurn, Phrase::new(move || t!("guide-first-turn", engine = engine)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, tests::speak};
    use crate::rules::Tile;

    /// A double is told to the person who laid it as "you", in every language (the person's own
    /// seat is named "You"/"Vous"/"Tú", which a sentence about someone else would misuse).
    #[test]
    fn your_own_double_is_told_to_you() {
        let double = |seat| Event::Played { seat, tile: Tile(6, 6), train: TrainId::Personal(seat) };
        for (lang, yours, theirs) in [
            (Lang::En, "You laid a double, 6|6", "Ana laid"),
            (Lang::Fr, "Vous avez posé un double", "Ana a posé"),
            (Lang::Es, "Has puesto", "Ana ha puesto"),
        ] {
            speak(lang);
            for (seat, expected) in [(0, yours), (1, theirs)] {
                let mut guide = Guide::default();
                explain(&mut guide, &double(seat), seat, 0, &|s| if s == 0 { "Vous".into() } else { "Ana".into() });
                let told = guide.lines.first().map(|(_, w)| w.text()).unwrap_or_default();
                assert!(told.starts_with(expected), "{lang:?}: {told}");
            }
        }
        speak(Lang::En);
    }
}

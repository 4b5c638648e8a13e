//! Short messages for the people at the screen: notices from any part of the game and the
//! engine's refusals of a person's move, kept a few seconds. `ui::overlay` draws them.

use crate::game::{ActionRejected, Game, MatchLoaded, Notice, NoticeKind};
use crate::lang::Phrase;
use crate::schedule::AppSystems;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Toasts>().add_systems(Update, (collect_toasts, expire_toasts).chain().in_set(AppSystems::Present));
}

/// The messages on screen now, oldest first (at most three).
#[derive(Resource, Default, Debug)]
pub struct Toasts {
    pub items: Vec<Toast>,
}

/// A message on screen: its words are made when it is drawn, in the language of that moment.
#[derive(Clone, Debug)]
pub struct Toast {
    pub words: Phrase,
    pub since: f32,
    pub kind: NoticeKind,
    /// Said while a game was on the table (another game clears it); one said before any game
    /// (a damaged file found at start) stays its time.
    pub of_a_game: bool,
}

impl Toast {
    /// The words, in the current language.
    pub fn text(&self) -> String {
        self.words.text()
    }

    /// Long enough to read: a few seconds, more for a long sentence, at most twenty.
    pub fn seconds(&self) -> f32 {
        (3.0 + self.text().chars().count() as f32 * 0.06).min(20.0)
    }
}

impl Toasts {
    /// A refusal or a problem, in a game.
    pub fn push(&mut self, words: impl Into<Phrase>, now: f32) {
        self.add(words.into(), now, NoticeKind::Problem, true);
    }

    /// News that something worked ("Replay saved"), in a game.
    pub fn done(&mut self, words: impl Into<Phrase>, now: f32) {
        self.add(words.into(), now, NoticeKind::Done, true);
    }

    fn add(&mut self, words: Phrase, now: f32, kind: NoticeKind, of_a_game: bool) {
        let text = words.text();
        self.items.retain(|t| t.text() != text);
        self.items.push(Toast { words, since: now, kind, of_a_game });
        if self.items.len() > 3 {
            self.items.remove(0);
        }
    }
}

/// Notices, and the reasons a person's move was refused (a computer's never reach the screen).
/// A new game starts with none of the last one's (what was said before any game, such as a
/// damaged file found at start, stays: a game resumed at once must not hide it).
fn collect_toasts(
    mut loaded: MessageReader<MatchLoaded>,
    mut notices: MessageReader<Notice>,
    mut rejected: MessageReader<ActionRejected>,
    game: Option<Res<Game>>,
    mut toasts: ResMut<Toasts>,
    time: Res<Time>,
) {
    let now = time.elapsed_secs();
    if loaded.read().any(|l| l.origin.is_another_match()) {
        toasts.items.retain(|t| !t.of_a_game);
    }
    for n in notices.read() {
        toasts.add(n.words.clone(), now, n.kind, game.is_some());
    }
    for r in rejected.read() {
        if let Some(game) = game.as_ref().filter(|g| g.is_human(r.seat)) {
            let viewer = game.human_to_move().unwrap_or_else(|| game.viewer());
            toasts.push(game.explain(r.why, viewer), now);
        }
    }
}

fn expire_toasts(mut toasts: ResMut<Toasts>, time: Res<Time>) {
    let now = time.elapsed_secs();
    if toasts.items.iter().any(|t| now - t.since > t.seconds()) {
        toasts.items.retain(|t| now - t.since <= t.seconds());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, t, tests::speak};
    use crate::rules::{RuleError, TrainId};

    /// A message still on screen when the person changes the language is said in the new one:
    /// a notice, and a refusal naming the table's trains.
    #[test]
    fn messages_on_screen_follow_the_language() {
        let setup = crate::game_setup::GameSetup::default();
        let the_match = crate::game::Game::new_match(&setup).expect("standard rules play");
        let seats = setup.seats.clone();
        let game =
            crate::game::Game { the_match, hints: vec![0; seats.len()], seats, revision: 0, id: 1, origin: crate::game::Origin::NewGame };
        let mut toasts = Toasts::default();
        toasts.done(|| t!("notice-taken-back"), 0.0);
        toasts.push(game.explain(RuleError::TrainClosed { train: TrainId::Personal(1) }, 0), 0.0);
        speak(Lang::En);
        let english: Vec<String> = toasts.items.iter().map(Toast::text).collect();
        assert_eq!(english[1], "Ana's train is private: it has no marker.");
        speak(Lang::Es);
        let spanish: Vec<String> = toasts.items.iter().map(Toast::text).collect();
        assert_eq!(spanish[1], "El tren de Ana es privado: no tiene marcador.");
        assert_ne!(spanish[0], english[0]);
        speak(Lang::En);
    }

    /// Another game clears what was said in the last; what was said before any game (a damaged
    /// file found at start, when a reloaded page resumes its game at once) stays.
    #[test]
    fn a_new_game_clears_the_last_ones_messages_but_not_those_said_before_any() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins).add_message::<MatchLoaded>().add_message::<Notice>().add_message::<ActionRejected>();
        app.configure_sets(Update, AppSystems::Present);
        plugin(&mut app);
        app.world_mut().write_message(Notice::problem(|| "the settings were damaged".to_string()));
        app.update();
        let setup = crate::game_setup::GameSetup::default();
        let the_match = crate::game::Game::new_match(&setup).expect("standard rules play");
        let seats = setup.seats.clone();
        app.insert_resource(crate::game::Game {
            the_match,
            hints: vec![0; seats.len()],
            seats,
            revision: 0,
            id: 1,
            origin: crate::game::Origin::NewGame,
        });
        app.world_mut().write_message(Notice::problem(|| "said in the game".to_string()));
        app.update();
        let texts = |app: &App| app.world().resource::<Toasts>().items.iter().map(Toast::text).collect::<Vec<_>>();
        assert_eq!(texts(&app), ["the settings were damaged", "said in the game"]);
        app.world_mut().write_message(MatchLoaded { origin: crate::game::Origin::NewGame });
        app.update();
        assert_eq!(texts(&app), ["the settings were damaged"]);
    }
}

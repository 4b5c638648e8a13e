//! Short messages for the people at the screen: notices from any part of the game and the
//! engine's refusals of a person's move, kept a few seconds, and drawn: in a game in the hand
//! panel (`play::hand`, with [`toast_list`]), elsewhere under the top of the window.

use crate::game::{ActionRejected, Game, MatchLoaded, Notice, NoticeKind};
use crate::lang::Phrase;
use crate::schedule::AppSystems;
use crate::schedule::Draw;
use crate::screens::Screen;
use crate::table::space::TableProjection;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Toasts>().add_systems(Update, (collect_toasts, expire_toasts).chain().in_set(AppSystems::Present));
}

/// The messages drawn outside a game, over everything.
pub fn panels(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, toasts.run_if(not(in_state(Screen::Game))).in_set(Draw::Messages));
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

/// Messages outside a game (the title, the replay viewer), under the top of the window, as wide
/// as their words (a game shows them in the hand panel: `toast_list`).
fn toasts(mut contexts: EguiContexts, toasts: Res<Toasts>, projection: Res<TableProjection>, time: Res<Time>) -> Result {
    if toasts.items.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let top = crate::table::space::to_points(ctx, Vec2::new(projection.origin.x + projection.size.x / 2.0, projection.origin.y + 16.0));
    let width = (ctx.viewport_rect().width() - 40.0).clamp(200.0, 720.0);
    egui::Area::new(egui::Id::new("toasts"))
        .fixed_pos(top)
        .pivot(Align2::CENTER_TOP)
        .order(egui::Order::Foreground)
        .interactable(false)
        .show(ctx, |ui| {
            ui.set_max_width(width);
            toast_list(ui, &toasts, time.elapsed_secs());
        });
    Ok(())
}

/// The messages, newest last, each fading out at the end of its time.
pub fn toast_list(ui: &mut egui::Ui, toasts: &Toasts, now: f32) {
    for t in &toasts.items {
        let age = now - t.since;
        let alpha = ((t.seconds() - age) / 0.6).clamp(0.0, 1.0);
        let (r, g, b) = match t.kind {
            NoticeKind::Problem => (120, 30, 25),
            NoticeKind::Done => (30, 90, 50),
        };
        egui::Frame::new()
            .fill(Color32::from_rgba_unmultiplied(r, g, b, (230.0 * alpha) as u8))
            .corner_radius(8)
            .inner_margin(egui::Margin::symmetric(12, 5))
            .show(ui, |ui| {
                // Each message keeps its own id, so a screen reader hears it once, when it comes
                // (a live node), and not again when the one above it goes.
                let text = t.text();
                ui.push_id((t.since.to_bits(), t.kind == NoticeKind::Problem), |ui| {
                    let label = ui.add(egui::Label::new(RichText::new(text).size(15.0).color(Color32::WHITE.gamma_multiply(alpha))).wrap());
                    let live = if t.kind == NoticeKind::Problem { egui::accesskit::Live::Assertive } else { egui::accesskit::Live::Polite };
                    ui.ctx().accesskit_node_builder(label.id, |node| node.set_live(live));
                });
            });
        ui.add_space(3.0);
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

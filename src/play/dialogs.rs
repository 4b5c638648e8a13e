//! Dialogs over the table: the round's end with the score sheet, the game's end, the cover that
//! hides one person's hand from the next at a shared screen, and the questions a replay dropped
//! on the window, or an invite clicked, during a game asks.

use crate::game::{Game, NewGameRequested, NextRoundRequested, PlayerView, describe_end, result_in_words};
use crate::gestures::Gesture;
use crate::lang::t;
use crate::replay::save::SaveReplayRequested;
use crate::replay::{DroppedDuringGame, DroppedRecordAnswered};
use crate::rules::{Seat, Tile};
use crate::screens::ToTitleRequested;
use crate::table::art::FaceStyle;
use crate::table::painted::tile_strip;
use crate::table::painted::{Look, paint_tile};
use crate::theme::{GOLD, card_frame};
use crate::title::{InviteAnswered, InviteDuringGame};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Color32, RichText};

/// A record dropped on the window during a game: watch it (this game stays saved), or not.
pub fn dropped_record(
    mut contexts: EguiContexts,
    dropped: Res<DroppedDuringGame>,
    mut answers: MessageWriter<DroppedRecordAnswered>,
) -> Result {
    let Some(path) = dropped.0.clone() else { return Ok(()) };
    let name = path.file_name().map(|n| n.to_string_lossy().trim_end_matches(".mtr.ron").to_string()).unwrap_or_default();
    let question = t!("dropped-watch", name = name.as_str());
    if let Some(watch) = leave_the_game(contexts.ctx_mut()?, "watch a replay", &t!("dropped-title"), &question, &t!("dropped-watch-it")) {
        answers.write(DroppedRecordAnswered { watch });
    }
    Ok(())
}

/// An invite clicked during a game: join that table (this game stays saved), or not.
pub fn invite_during_game(
    mut contexts: EguiContexts,
    waiting: Res<InviteDuringGame>,
    mut answers: MessageWriter<InviteAnswered>,
) -> Result {
    if waiting.0.is_none() {
        return Ok(());
    }
    if let Some(join) =
        leave_the_game(contexts.ctx_mut()?, "join a table", &t!("invited-title"), &t!("invited-join"), &t!("invited-join-it"))
    {
        answers.write(InviteAnswered { join });
    }
    Ok(())
}

/// The question whether to leave the game for something else: `Some(true)` when the person
/// chose to, `Some(false)` when they keep playing.
fn leave_the_game(ctx: &egui::Context, id: &str, title: &str, question: &str, leave: &str) -> Option<bool> {
    let body = |ui: &mut egui::Ui| {
        ui.label(RichText::new(question).size(17.0).strong());
        ui.label(t!("dropped-saved"));
    };
    let mut answer = None;
    window(ctx, id, title, body, |ui| {
        ui.horizontal(|ui| {
            if ui.button(RichText::new(leave).size(16.0)).clicked() {
                answer = Some(true);
            }
            if ui.button(RichText::new(t!("dropped-keep-playing")).size(16.0)).clicked() {
                answer = Some(false);
            }
        });
    });
    answer
}

/// With two or more people at one screen, hide the hand until the next one says it is them.
pub fn hot_seat_cover(mut contexts: EguiContexts, seen: Option<Res<PlayerView>>, mut gestures: MessageWriter<Gesture>) -> Result {
    let Some(seen) = seen else { return Ok(()) };
    let seat = seen.view.to_move;
    if seen.view.end.is_some() || !seen.is_person(seat) || seen.humans() < 2 || seen.hand_shown.0 == Some(seat) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let who = seen.name(seat);
    let (pass, button) = (t!("cover-pass-to", name = who), t!("cover-im", name = who));
    egui::Modal::new(egui::Id::new("pass the screen")).backdrop_color(Color32::from_rgba_unmultiplied(10, 20, 15, 250)).show(ctx, |ui| {
        ui.set_width(380.0);
        ui.vertical_centered(|ui| {
            ui.add_space(8.0);
            ui.label(RichText::new(pass).size(22.0).strong());
            ui.add_space(6.0);
            ui.label(t!("cover-look-away"));
            ui.add_space(12.0);
            let show = ui.add(egui::Button::new(RichText::new(button).size(17.0)).min_size(egui::vec2(280.0, 38.0)));
            // Enter (or Space) answers at once.
            if ui.memory(|m| m.focused().is_none()) {
                show.request_focus();
            }
            if show.clicked() {
                gestures.write(Gesture::Uncover(seat));
            }
            ui.add_space(8.0);
        });
    });
    Ok(())
}

/// The round's result waits while the settings or the menu are open.
pub fn no_window_open(ui_state: Res<crate::ui::UiState>) -> bool {
    !ui_state.settings.open && !ui_state.menu
}

/// The round's end: every hand revealed and counted, the score sheet, Next round (or Enter).
pub fn round_over(
    mut contexts: EguiContexts,
    seen: Option<Res<PlayerView>>,
    (style, mut next_round): (Res<FaceStyle>, MessageWriter<NextRoundRequested>),
    online: Option<Res<crate::online::Online>>,
    (practice, mut practice_asked): (Option<Res<crate::replay::review::Practice>>, MessageWriter<crate::replay::review::PracticeCommand>),
    (reviewed, mut review_asked): (
        Option<Res<crate::replay::review::RoundJustPlayed>>,
        MessageWriter<crate::replay::review::RoundReviewCommand>,
    ),
    mut lesson: super::top_bar::LessonBar,
) -> Result {
    let Some(seen) = seen else { return Ok(()) };
    let mut lesson_asked = None;
    let ctx = contexts.ctx_mut()?;
    // A round of a game kept here may be reviewed while the match waits.
    let reviewable = seen.reviewable && online.is_none();
    let mut asked = Vec::new();
    let body = |ui: &mut egui::Ui| {
        // The engine just played out, as on the title, and where the match stands.
        ui.horizontal(|ui| {
            if let Some(pip) = seen.view.engine {
                tile_strip(ui, *style, &[Tile(pip, pip)], 36.0);
            }
            ui.label(RichText::new(t!("round-of", round = seen.view.round_index + 1, rounds = seen.view.rounds)).size(17.0).color(GOLD));
        });
        round_summary(ui, &seen, *style);
        if reviewable {
            crate::replay::review_panel::round_just_played(ui, &seen, reviewed.as_deref(), &mut asked);
        }
        ui.add_space(8.0);
        score_sheet(ui, &seen);
    };
    window(ctx, "round over", &t!("round-over-title"), body, |ui| {
        ui.vertical_centered(|ui| {
            // Online, the next round is dealt once everyone at the table is ready: whom it waits
            // for; someone watching only waits.
            if let Some(online) = &online {
                if online.watching {
                    ui.label(RichText::new(t!("round-players-deal")).italics());
                    return;
                }
                if online.is_ready() {
                    let waits = online.next_round_waits_for();
                    let names = waits.join(&t!("result-names-joined"));
                    ui.label(RichText::new(t!("round-waits-for", names = names.as_str(), count = waits.len())).italics());
                    return;
                }
            }
            // A lesson's round: the lesson is over; the next one, or this one again.
            if let Some(under_way) = lesson.lesson.as_deref() {
                crate::learn::panel::round_over_buttons(ui, under_way, &mut lesson_asked);
                return;
            }
            // A practice from a review: this round was the point; again, or back to the review.
            if practice.is_some() {
                ui.horizontal(|ui| {
                    let big = |text: String| egui::Button::new(RichText::new(text).size(17.0)).min_size(egui::vec2(180.0, 34.0));
                    if ui.add(big(t!("practice-again"))).clicked() {
                        practice_asked.write(crate::replay::review::PracticeCommand::Again);
                    }
                    if ui.add(big(t!("practice-back"))).clicked() {
                        practice_asked.write(crate::replay::review::PracticeCommand::BackToReview);
                    }
                });
                return;
            }
            let button = ui.add(egui::Button::new(RichText::new(t!("round-next")).size(18.0)).min_size(egui::vec2(180.0, 36.0)));
            // Enter deals the next round (nobody is typing: this dialog waits while the settings,
            // the only place with text fields, are open).
            let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
            if button.on_hover_text(t!("key-enter")).clicked() || enter {
                next_round.write(NextRoundRequested);
            }
        });
    });
    review_asked.write_batch(asked);
    lesson.ask(lesson_asked);
    Ok(())
}

/// What the game-over dialog can ask for.
#[derive(SystemParam)]
pub struct GameOverRequests<'w> {
    new_game: MessageWriter<'w, NewGameRequested>,
    to_title: MessageWriter<'w, ToTitleRequested>,
    save_replay: MessageWriter<'w, SaveReplayRequested>,
    online: MessageWriter<'w, crate::online::OnlineRequested>,
    watch: MessageWriter<'w, crate::replay::WatchRecordRequested>,
}

/// Online, who may deal another match: the host; the others are told so.
enum AgainOnline {
    Host,
    HostDeals(String),
}

/// The game's end: the winner (with the tie-break spelled out), the score sheet, the last round.
pub fn game_over(
    mut contexts: EguiContexts,
    game: Option<Res<Game>>,
    seen: Option<Res<PlayerView>>,
    style: Res<FaceStyle>,
    mut requests: GameOverRequests,
    online: Option<Res<crate::online::Online>>,
) -> Result {
    let Some(seen) = seen else { return Ok(()) };
    let again_online = online.as_ref().map(|o| {
        if o.is_host() {
            AgainOnline::Host
        } else {
            let host = o.lobby.as_ref().and_then(|l| l.seats.first()).and_then(|s| s.name.clone()).unwrap_or_default();
            AgainOnline::HostDeals(host)
        }
    });
    let ctx = contexts.ctx_mut()?;
    let body = |ui: &mut egui::Ui| {
        ui.label(RichText::new(result_in_words(&seen)).size(20.0).strong().color(Color32::from_rgb(250, 215, 100)));
        ui.add_space(8.0);
        score_sheet(ui, &seen);
        ui.add_space(8.0);
        ui.label(RichText::new(t!("game-over-last-round")).strong());
        round_summary(ui, &seen, *style);
    };
    window(ctx, "game over", &t!("game-over-title"), body, |ui| {
        if let Some(AgainOnline::HostDeals(host)) = &again_online {
            ui.label(RichText::new(t!("online-host-may-play-again", host = host.as_str())).italics());
            ui.add_space(4.0);
        }
        ui.horizontal(|ui| {
            let big = |text: &str| egui::Button::new(RichText::new(text).size(17.0)).min_size(egui::vec2(160.0, 34.0));
            // Online the host deals again at the same table (the room is the server's).
            if let Some(game) = &game
                && ui.add(big(&t!("game-over-play-again"))).clicked()
            {
                requests.new_game.write(NewGameRequested(game.setup_again(crate::game_setup::fresh_seed())));
            }
            if let Some(AgainOnline::Host) = &again_online
                && ui.add(big(&t!("game-over-play-again"))).on_hover_text(t!("online-play-again-tip")).clicked()
            {
                requests.online.write(crate::online::OnlineRequested::PlayAgain);
            }
            if game.is_none() {
                if ui.add(big(&t!("menu-leave-room"))).clicked() {
                    requests.online.write(crate::online::OnlineRequested::Leave);
                }
            } else if ui.add(big(&t!("game-over-new-game"))).clicked() {
                requests.to_title.write(ToTitleRequested);
            }
            // The game just played, in the replay viewer, its review under way for the person.
            if let Some(game) = &game
                && ui.add(big(&t!("game-over-review"))).on_hover_text(t!("game-over-review-tip")).clicked()
            {
                requests.watch.write(crate::replay::WatchRecordRequested {
                    record: game.the_match.record(),
                    name: t!("review-this-game"),
                    names: game.seats.iter().map(|s| s.name.clone()).collect(),
                    players: game.seats.iter().map(crate::game_setup::SeatSetup::level).collect(),
                    you: Some(seen.viewer),
                    review: crate::replay::ReviewWanted::Start(seen.viewer),
                    at: (0, 0),
                });
            }
            if ui.add(big(&t!("menu-save-replay"))).clicked() {
                requests.save_replay.write(SaveReplayRequested);
            }
        });
    });
    Ok(())
}

/// A dialog in the middle of the table: `body` scrolls when the window is short, `buttons` stay
/// in sight below it. It can be dragged by its title or folded away, to look at the final table.
/// `id` keeps its place whatever the language of its `title`.
fn window(ctx: &egui::Context, id: &str, title: &str, body: impl FnOnce(&mut egui::Ui), buttons: impl FnOnce(&mut egui::Ui)) {
    let screen = ctx.viewport_rect();
    let height = screen.height();
    let centre = screen.center() - egui::vec2(0.0, 20.0);
    // Back to the middle when the window is resized (the player may have moved it aside before).
    let size_id = egui::Id::new(("dialog window size", id));
    let before: Option<egui::Vec2> = ctx.data_mut(|d| {
        let before = d.get_temp(size_id);
        d.insert_temp(size_id, screen.size());
        before
    });
    let resized = before.is_some_and(|old| old != screen.size());
    let mut dialog = egui::Window::new(RichText::new(title).size(22.0).strong().color(GOLD))
        .id(egui::Id::new(("dialog", id)))
        .frame(card_frame())
        .collapsible(true)
        .resizable(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(centre)
        .constrain(true);
    if resized {
        // Not movable for this one frame: egui (0.36) ignores `current_pos` on a window that is
        // dragged by its title bar.
        dialog = dialog.current_pos(centre).movable(false);
    }
    dialog.max_height(height - 80.0).show(ctx, |ui| {
        egui::ScrollArea::vertical().auto_shrink([false, true]).max_height((height - 210.0).max(80.0)).show(ui, body);
        ui.add_space(10.0);
        buttons(ui);
    });
}

/// How the round ended, every hand revealed and counted.
fn round_summary(ui: &mut egui::Ui, seen: &PlayerView, style: FaceStyle) {
    let view = &seen.view;
    if let Some(end) = view.end {
        ui.label(RichText::new(describe_end(seen, end, seen.you())).size(16.0));
    }
    let scores = view.scores.clone().unwrap_or_default();
    egui::Grid::new("hands").striped(true).spacing([14.0, 6.0]).show(ui, |ui| {
        for (seat, hand) in view.revealed.iter().enumerate().filter(|(s, _)| view.seats[*s].active) {
            ui.label(RichText::new(seen.name(seat as Seat)).strong());
            ui.horizontal(|ui| {
                for &tile in hand {
                    let (rect, _) = ui.allocate_exact_size(egui::vec2(40.0, 20.0), egui::Sense::hover());
                    paint_tile(ui.painter(), rect, tile, style, Look::default());
                }
                if hand.is_empty() {
                    ui.label(RichText::new(t!("round-out")).color(Color32::from_rgb(140, 220, 140)));
                }
            });
            ui.label(t!("round-points", points = scores.get(seat).copied().unwrap_or(0)));
            ui.end_row();
        }
    });
}

/// Every finished round's scores, and the totals.
fn score_sheet(ui: &mut egui::Ui, seen: &PlayerView) {
    let seats: Vec<Seat> = (0..seen.names.len() as Seat).collect();
    egui::CollapsingHeader::new(t!("sheet-title")).id_salt("score sheet").default_open(true).show(ui, |ui| {
        egui::Grid::new("sheet").striped(true).spacing([16.0, 4.0]).show(ui, |ui| {
            ui.label(RichText::new(t!("sheet-round")).weak());
            for &s in &seats {
                ui.label(RichText::new(seen.name(s)).strong());
            }
            ui.end_row();
            for (i, (engine, scores)) in seen.view.finished.iter().enumerate() {
                ui.label(format!("{} · {engine}|{engine}", i + 1));
                for &s in &seats {
                    let v = scores.get(s as usize).copied().unwrap_or(0);
                    let text = RichText::new(v.to_string());
                    ui.label(if v == 0 { text.color(Color32::from_rgb(140, 220, 140)) } else { text });
                }
                ui.end_row();
            }
            ui.label(RichText::new(t!("sheet-total")).strong());
            for &s in &seats {
                ui.label(RichText::new(seen.view.seat_info(s).map_or(0, |i| i.total).to_string()).strong());
            }
            ui.end_row();
        });
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameSetup, HandShown, Origin};

    /// The end of a round at the busiest table (8 seats, three rounds in): how it ended, every
    /// hand, the score sheet — in every language and the pseudo-language, on a 1280×720 screen.
    #[test]
    fn the_round_summary_and_the_score_sheet_fit_in_every_language() {
        let mut setup = GameSetup::default();
        setup.resize(8);
        let mut the_match = crate::game::Game::new_match(&setup).expect("8 seats deal");
        let mut bot = crate::ai::Level::Random.bot_with(3, crate::ai::Budget::Playouts(1));
        for round in 0..3 {
            while !the_match.round().is_over() {
                crate::ai::play_turn(&mut the_match, bot.as_mut()).expect("a legal move");
            }
            if round < 2 {
                assert!(the_match.next_round());
            }
        }
        let game = Game { the_match, seats: setup.seats, revision: 1, id: 1, origin: Origin::NewGame, hints: vec![0; 8] };
        let seen = PlayerView::of(&game, HandShown(Some(0)));
        let screen = egui::vec2(1280.0, 720.0);
        crate::ui::layout_check::fits_in_every_language("the end of a round", screen, 8 + 9 * 4, || {
            egui_kittest::Harness::builder().with_size(screen).build_ui(|ui| {
                round_summary(ui, &seen, FaceStyle::default());
                score_sheet(ui, &seen);
            })
        });
    }
}

//! Online play on the title screen: the *Play online* window (host a room with the rules and
//! seats set up on the title, or join one with its code), and the lobby card while friends come
//! in (the code large, to read out or copy; who is in; Start for the host).

use super::widgets::GOLD;
use crate::files::settings::OnlinePlay;
use crate::lang::t;
use crate::net::code;
use crate::net::server::{MAX_NAME, clean_name};
use crate::online::{Link, Online, OnlineRequested, room_setup};
use crate::setup::GameSetup;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText, Ui};

/// The *Play online* window's fields.
#[derive(Default)]
pub struct OnlineForm {
    pub open: bool,
    pub code: String,
}

/// Host a room or join one: the server, the person's name, and the code to join with. What the
/// person asked for, if anything.
pub fn online_window(ctx: &egui::Context, form: &mut OnlineForm, play: &mut OnlinePlay, setup: &GameSetup) -> Option<OnlineRequested> {
    let mut asked = None;
    let mut open = form.open;
    egui::Window::new(t!("title-play-online"))
        .id(egui::Id::new("play online"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(520.0)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.set_width(520.0);
            if let Some(kept) = play.seat.clone() {
                ui.horizontal(|ui| {
                    ui.label(RichText::new(t!("online-seat-kept", code = kept.code.as_str())).strong());
                    if ui
                        .button(RichText::new(t!("online-back-to-table")).size(16.0))
                        .on_hover_text(t!("title-on-server", server = kept.server.as_str()))
                        .clicked()
                    {
                        asked = Some(OnlineRequested::Resume(kept));
                        form.open = false;
                    }
                    if ui.small_button(t!("online-forget")).clicked() {
                        play.seat = None;
                    }
                });
                ui.separator();
            }
            egui::Grid::new("online fields").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
                let label = ui.label(t!("online-server"));
                ui.add(egui::TextEdit::singleline(&mut play.server).desired_width(300.0).hint_text("localhost:7777"))
                    .labelled_by(label.id)
                    .on_hover_text(t!("online-server-tip"));
                ui.end_row();
                let label = ui.label(t!("online-your-name"));
                ui.add(
                    egui::TextEdit::singleline(&mut play.name).desired_width(300.0).char_limit(MAX_NAME).hint_text(t!("online-name-hint")),
                )
                .labelled_by(label.id);
                ui.end_row();
            });
            let name = clean_name(&play.name);
            let server = play.server.trim().to_string();
            let mut problem = name.as_ref().err().map(crate::lang::online::refusal_by_seat);
            if server.is_empty() {
                problem = Some(t!("online-no-server"));
            }
            ui.add_space(10.0);
            ui.columns(2, |cols| {
                let host = &mut cols[0];
                host.label(RichText::new(t!("online-own-room")).size(18.0).strong());
                host.label(RichText::new(t!("online-own-room-about")).weak());
                let room = room_setup(setup);
                if let Err(crate::online::RoomSetupProblem::FirstSeatPerson) = &room {
                    host.label(RichText::new(t!("online-first-seat-person")).color(Color32::from_rgb(255, 150, 130)));
                }
                if host
                    .add_enabled(
                        problem.is_none() && room.is_ok(),
                        egui::Button::new(RichText::new(t!("online-host")).size(17.0)).min_size(egui::vec2(170.0, 34.0)),
                    )
                    .clicked()
                    && let (Ok(name), Ok(setup)) = (&name, room)
                {
                    asked = Some(OnlineRequested::Host { server: server.clone(), name: name.clone(), setup });
                    form.open = false;
                }
                let join = &mut cols[1];
                join.label(RichText::new(t!("online-friends-room")).size(18.0).strong());
                let label = join.label(RichText::new(t!("online-code")).weak());
                join.add(
                    egui::TextEdit::singleline(&mut form.code)
                        .desired_width(180.0)
                        .char_limit(12)
                        .hint_text("K7PM-4QRT")
                        .font(egui::TextStyle::Monospace),
                )
                .labelled_by(label.id);
                let code = code::normalize(&form.code);
                if !form.code.trim().is_empty()
                    && let Err(e) = &code
                {
                    join.label(RichText::new(crate::lang::online::refusal_by_seat(e)).color(Color32::from_rgb(255, 150, 130)));
                }
                if join
                    .add_enabled(
                        problem.is_none() && code.is_ok(),
                        egui::Button::new(RichText::new(t!("online-join")).size(17.0)).min_size(egui::vec2(120.0, 34.0)),
                    )
                    .clicked()
                    && let (Ok(name), Ok(code)) = (&name, code)
                {
                    asked = Some(OnlineRequested::Join { server: server.clone(), code, name: name.clone() });
                    form.open = false;
                }
            });
            if let Some(p) = problem {
                ui.add_space(6.0);
                ui.label(RichText::new(p).color(Color32::from_rgb(255, 150, 130)));
            }
        });
    form.open &= open;
    asked
}

/// The room while friends come in: its code, who is in, Start for the host, Leave.
pub fn lobby_card(ui: &mut Ui, online: &Online, requests: &mut MessageWriter<OnlineRequested>) {
    ui.set_width(580.0);
    let Some(code) = &online.code else {
        ui.label(RichText::new(t!("title-play-online")).size(22.0).strong());
        ui.add_space(8.0);
        match &online.link {
            Link::Reconnecting(why) => {
                ui.label(t!("online-trying-again", server = online.server.as_str(), why = crate::lang::online::trouble(why)))
            }
            _ => ui.label(t!("online-connecting", server = online.server.as_str())),
        };
        ui.add_space(8.0);
        if ui.button(t!("online-cancel")).clicked() {
            requests.write(OnlineRequested::Leave);
        }
        return;
    };
    ui.label(RichText::new(t!("online-your-room")).size(22.0).strong());
    ui.horizontal(|ui| {
        ui.label(RichText::new(code).size(40.0).monospace().strong().color(GOLD));
        if ui.button(t!("online-copy")).on_hover_text(t!("online-copy-tip")).clicked() {
            ui.ctx().copy_text(code.clone());
        }
    });
    ui.label(RichText::new(t!("online-friends-join", server = online.server.as_str())).weak());
    if let Link::Reconnecting(why) = &online.link {
        ui.label(RichText::new(t!("online-reconnecting", why = crate::lang::online::trouble(why))).color(Color32::from_rgb(255, 190, 120)));
    }
    ui.add_space(8.0);
    let Some(lobby) = &online.lobby else { return };
    egui::Grid::new("lobby seats").striped(true).spacing([16.0, 6.0]).show(ui, |ui| {
        for (i, seat) in lobby.seats.iter().enumerate() {
            ui.label(RichText::new(t!("seats-seat", seat = i + 1)).weak());
            match (&seat.name, seat.computer) {
                (Some(name), Some(level)) => {
                    ui.label(name);
                    ui.label(RichText::new(super::widgets::player_label(crate::setup::Player::Computer(level))).weak());
                }
                (Some(name), None) => {
                    let you = online.seat == Some(i as u8);
                    ui.label(RichText::new(if you { t!("online-name-you", name = name.as_str()) } else { name.clone() }).strong());
                    ui.label(if seat.connected {
                        RichText::new(t!("online-here")).color(Color32::from_rgb(140, 220, 140))
                    } else {
                        RichText::new(t!("online-away")).color(Color32::from_rgb(255, 170, 150))
                    });
                }
                (None, _) => {
                    ui.label(RichText::new(t!("online-waiting")).italics().weak());
                    ui.label("");
                }
            }
            ui.end_row();
        }
    });
    ui.add_space(10.0);
    ui.horizontal(|ui| {
        let big = |text: &str| egui::Button::new(RichText::new(text).size(19.0)).min_size(egui::vec2(130.0, 40.0));
        if online.is_host() {
            let full = lobby.is_full();
            let start = ui.add_enabled(full, big(&t!("title-start")));
            let start = if full { start } else { start.on_disabled_hover_text(t!("online-start-wait")) };
            if start.clicked() {
                requests.write(OnlineRequested::Start);
            }
        } else {
            ui.label(RichText::new(t!("online-host-starts")).weak());
        }
        if ui.add(big(&t!("online-leave"))).clicked() {
            requests.write(OnlineRequested::Leave);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    /// What the title holds for the window, and what the window asked for.
    struct Title {
        form: OnlineForm,
        play: OnlinePlay,
        setup: GameSetup,
        asked: Vec<OnlineRequested>,
    }

    fn harness(setup: GameSetup) -> Harness<'static, Title> {
        let title = Title { form: OnlineForm { open: true, code: String::new() }, play: OnlinePlay::default(), setup, asked: Vec::new() };
        Harness::builder().with_size(egui::vec2(1280.0, 720.0)).build_ui_state(
            |ui, t: &mut Title| {
                if let Some(asked) = online_window(ui.ctx(), &mut t.form, &mut t.play, &t.setup) {
                    t.asked.push(asked);
                }
            },
            title,
        )
    }

    /// The Play online window in every language and the pseudo-language: every word on the
    /// screen, none over another.
    #[test]
    fn the_window_fits_in_every_language() {
        crate::ui::layout_check::fits_in_every_language("the Play online window", egui::vec2(1280.0, 720.0), 6, || {
            harness(GameSetup::default())
        });
    }

    /// Type into the field named `label`.
    fn type_into(h: &mut Harness<'_, Title>, label: &str, text: &str) {
        h.get_by_label(label).focus();
        h.run();
        h.get_by_label(label).type_text(text);
        h.run();
    }

    #[test]
    fn join_takes_a_name_and_the_code_as_typed() {
        let mut h = harness(GameSetup::default());
        h.get_by_label("Join").click();
        h.run();
        assert!(h.state().asked.is_empty(), "no name, no code: Join does nothing");
        type_into(&mut h, "Your name", "  Bo ");
        type_into(&mut h, "Its code, as your host gives it:", "k7pm 4qrt");
        h.get_by_label("Join").click();
        h.run();
        assert_eq!(
            h.state().asked,
            [OnlineRequested::Join { server: "localhost:7777".into(), code: "K7PM-4QRT".into(), name: "Bo".into() }]
        );
        assert!(!h.state().form.open, "the window closes for the lobby");
    }

    #[test]
    fn host_offers_the_new_game_with_friends_for_people() {
        let mut setup = GameSetup::default();
        setup.seats[1].player = crate::setup::Player::Human;
        let mut h = harness(setup);
        type_into(&mut h, "Your name", "Ana");
        h.get_by_label("Host a room").click();
        h.run();
        let [OnlineRequested::Host { server, name, setup }] = &h.state().asked[..] else { panic!("one Host: {:?}", h.state().asked) };
        assert_eq!((server.as_str(), name.as_str()), ("localhost:7777", "Ana"));
        assert_eq!(setup.seats[..2], [crate::net::protocol::SeatPlan::Friend, crate::net::protocol::SeatPlan::Friend]);
    }
}

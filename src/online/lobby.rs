//! The lobby card on the title screen while friends come in: the invite to copy (and a link for
//! a browser), or the room's code; who is in; Start for the host.

use crate::lang::t;
use crate::net::link::TableAddress;
use crate::online::{Link, Online, OnlineRequested};
use crate::rules::Seat;
use crate::theme::GOLD;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText, Ui};

/// Seconds "Copied" shows beside *Copy invite* once clicked.
const COPIED_FOR: f64 = 3.0;

/// While this game's table opens (its relay may take a few seconds).
pub fn opening_card(ui: &mut Ui) {
    ui.set_width(580.0);
    ui.label(RichText::new(t!("title-play-online")).size(22.0).strong());
    ui.add_space(8.0);
    ui.label(t!("online-table-opening"));
    ui.add_space(8.0);
    ui.spinner();
}

/// Where the game is played in a browser: in a browser, this page; on the desktop, the site the
/// release publishes, named when the game is built (`MEXICAN_TRAIN_WEB_GAME`; none in a build of
/// one's own: no link to offer).
pub fn web_game() -> Option<String> {
    #[cfg(target_family = "wasm")]
    {
        let location = web_sys::window()?.location();
        Some(format!("{}{}", location.origin().ok()?, location.pathname().ok()?))
    }
    #[cfg(not(target_family = "wasm"))]
    {
        option_env!("MEXICAN_TRAIN_WEB_GAME").filter(|site| !site.is_empty()).map(str::to_string)
    }
}

/// The room while friends come in: its code, who is in, Start for the host, Leave. At a table:
/// its invite, and a link to it for a browser where the web game is known (`web_game`).
pub fn lobby_card(ui: &mut Ui, online: &Online, invite: Option<&str>, web_game: Option<&str>) -> Option<OnlineRequested> {
    ui.set_width(580.0);
    let Some(code) = &online.code else { return connecting(ui, online) };
    // Lost: said first, above all else (the technical detail on hover).
    if let Link::Reconnecting(why) = &online.link {
        ui.label(RichText::new(t!("online-reconnecting", why = online.trouble_words(why))).color(Color32::from_rgb(255, 190, 120)))
            .on_hover_text(why.to_string());
    }
    match invite {
        // This game's own table: friends come with the invite.
        Some(invite) => the_invite(ui, online, invite, code, web_game),
        None => the_room_code(ui, online, code),
    }
    ui.add_space(8.0);
    let lobby = online.lobby.as_ref()?;
    egui::Grid::new("lobby seats").striped(true).spacing([16.0, 6.0]).show(ui, |ui| {
        for (i, seat) in lobby.seats.iter().enumerate() {
            ui.label(RichText::new(t!("seats-seat", seat = i + 1)).weak());
            seat_row(ui, online, i as Seat, seat);
            ui.end_row();
        }
    });
    if lobby.watchers > 0 {
        ui.label(RichText::new(t!("online-watchers", count = lobby.watchers)).weak());
    }
    ui.add_space(10.0);
    ui.horizontal(|ui| {
        let mut asked = None;
        let big = |text: &str| egui::Button::new(RichText::new(text).size(19.0)).min_size(egui::vec2(130.0, 40.0));
        if online.is_host() {
            let full = lobby.is_full();
            let start = ui.add_enabled(full, big(&t!("title-start")));
            let start = if full { start } else { start.on_disabled_hover_text(t!("online-start-wait")) };
            if start.clicked() {
                asked = Some(OnlineRequested::Start);
            }
        } else {
            ui.label(RichText::new(t!("online-host-starts")).weak());
        }
        let leave = if online.watching { t!("online-stop-watching") } else { t!("online-leave") };
        if ui.add(big(&leave)).clicked() {
            asked = Some(OnlineRequested::Leave);
        }
        asked
    })
    .inner
}

/// Before the room: connecting (or trying again, and why), with *Cancel*.
fn connecting(ui: &mut Ui, online: &Online) -> Option<OnlineRequested> {
    ui.label(RichText::new(t!("title-play-online")).size(22.0).strong());
    ui.add_space(8.0);
    let server = crate::lang::online::place(&online.server);
    match &online.link {
        Link::Reconnecting(why) => {
            ui.label(t!("online-trying-again", server = server, why = online.trouble_words(why))).on_hover_text(why.to_string())
        }
        _ => ui.label(t!("online-connecting", server = server)),
    };
    ui.add_space(8.0);
    ui.button(t!("online-cancel")).clicked().then_some(OnlineRequested::Leave)
}

/// A table hosted by a game: whose it is, the invite to send (the host) or pass on (a friend),
/// *Copy invite* and *Copy a link to watch*, the invite itself, one part a line, and a link to it
/// for a friend without the game (the web game at `web_game`, opened at the table).
fn the_invite(ui: &mut Ui, online: &Online, invite: &str, code: &str, web_game: Option<&str>) {
    let host = online.host_name();
    let heading = match (online.is_host(), online.watching, host) {
        (true, _, _) => t!("online-your-table"),
        (false, true, _) => t!("online-watching-heading"),
        (false, false, Some(host)) => t!("online-whose-table", host = host),
        (false, false, None) => t!("online-hosts-table-heading"),
    };
    ui.label(RichText::new(heading).size(22.0).strong());
    if online.watching {
        ui.label(RichText::new(t!("online-watching-about")).weak());
    }
    let about = match host {
        Some(host) if !online.is_host() => ui.label(t!("online-pass-invite", host = host)),
        _ => ui.label(t!("online-send-invite")),
    };
    ui.add_space(4.0);
    ui.horizontal(|ui| copy_buttons(ui, invite, code));
    // One part a line, the scheme never cut (copied from here, it reads back whole).
    let mut shown = TableAddress::parse(invite).map_or_else(|_| invite.to_string(), |t| t.to_lines());
    ui.add(
        egui::TextEdit::multiline(&mut shown).desired_rows(3).desired_width(560.0).font(egui::FontId::monospace(12.0)).interactive(true),
    )
    .labelled_by(about.id)
    .on_hover_text(t!("online-invite-tip"));
    if let (Some(site), Ok(table)) = (web_game, TableAddress::parse(invite)) {
        ui.horizontal(|ui| {
            if ui.button(t!("online-copy-web-link")).on_hover_text(t!("online-copy-web-link-tip")).clicked() {
                ui.ctx().copy_text(table.on_the_web(site));
            }
            ui.label(RichText::new(t!("online-web-link-about")).weak());
        });
    }
    if online.is_host() {
        ui.label(RichText::new(t!("online-table-open-while")).weak());
    }
}

/// *Copy invite* (saying "Copied" for a few seconds where the click was), *Copy a link to
/// watch* (the same table, no seat taken), and the room's code.
fn copy_buttons(ui: &mut Ui, invite: &str, code: &str) {
    let copy = ui.add(egui::Button::new(RichText::new(t!("online-copy-invite")).size(18.0)).min_size(egui::vec2(160.0, 36.0)));
    let copied_at = egui::Id::new("invite copied at");
    if copy.on_hover_text(t!("online-copy-invite-tip")).clicked() {
        ui.ctx().copy_text(invite.to_string());
        let now = ui.input(|i| i.time);
        ui.ctx().data_mut(|d| d.insert_temp(copied_at, now));
    }
    let since = ui.ctx().data(|d| d.get_temp::<f64>(copied_at)).map(|at| ui.input(|i| i.time) - at);
    if let Some(since) = since.filter(|s| *s < COPIED_FOR) {
        ui.label(RichText::new(t!("online-copied")).color(GOLD));
        ui.ctx().request_repaint_after(std::time::Duration::from_secs_f64(COPIED_FOR - since));
    }
    if ui.button(t!("online-copy-watch-link")).on_hover_text(t!("online-copy-watch-link-tip")).clicked()
        && let Ok(link) = TableAddress::parse(invite)
    {
        ui.ctx().copy_text(link.to_watch().to_text());
    }
    ui.label(RichText::new(t!("online-room-code", code = code)).weak());
}

/// A room on a dedicated server: its code, big, to copy and say.
fn the_room_code(ui: &mut Ui, online: &Online, code: &str) {
    let heading = if online.watching { t!("online-watching-heading") } else { t!("online-your-room") };
    ui.label(RichText::new(heading).size(22.0).strong());
    ui.horizontal(|ui| {
        ui.label(RichText::new(code).size(40.0).monospace().strong().color(GOLD));
        if ui.button(t!("online-copy")).on_hover_text(t!("online-copy-tip")).clicked() {
            ui.ctx().copy_text(code.to_string());
        }
    });
    ui.label(RichText::new(t!("online-friends-join", server = online.server.as_str())).weak());
}

/// A seat's row in the lobby: a computer and its level, a person and whether they are here, or
/// a seat still free.
fn seat_row(ui: &mut Ui, online: &Online, seat: Seat, state: &crate::net::protocol::SeatState) {
    match (&state.name, state.computer) {
        (Some(name), Some(level)) => {
            ui.label(name);
            ui.label(RichText::new(crate::settings::new_game::player_label(crate::game_setup::Player::Computer(level))).weak());
        }
        (Some(name), None) => {
            let you = online.seat == Some(seat);
            ui.label(RichText::new(if you { t!("online-name-you", name = name.as_str()) } else { name.clone() }).strong());
            // While this game reconnects, who is at the table is not known here: the last word
            // heard would be stale (this seat itself was "here").
            if matches!(online.link, Link::Reconnecting(_)) {
                ui.label(RichText::new(t!("online-not-known")).weak()).on_hover_text(t!("online-not-known-tip"));
            } else if state.connected {
                ui.label(RichText::new(t!("online-here")).color(Color32::from_rgb(140, 220, 140)));
            } else {
                ui.label(RichText::new(t!("online-away")).color(Color32::from_rgb(255, 170, 150)));
            }
        }
        (None, _) => {
            ui.label(RichText::new(t!("online-waiting")).italics().weak());
            ui.label("");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    /// A host's key, the same every run.
    fn iroh_key() -> iroh::EndpointId {
        iroh::SecretKey::from_bytes(&[3; 32]).public()
    }

    /// The lobby card of a hosted table as its host, a friend and a watcher see it, in every
    /// language: every word in sight, none over another, every control named (the invite's
    /// text too).
    #[test]
    fn the_lobby_card_fits_for_the_host_a_friend_and_a_watcher() {
        use crate::net::protocol::{ClientMsg, Lobby, SeatState};
        let person = |name: &str, connected: bool| SeatState { name: Some(name.into()), connected, ..SeatState::default() };
        let lobby = Lobby {
            code: "K7PM-4QRT".into(),
            preset: "standard".into(),
            rules: crate::rules::HouseRules::default(),
            seats: vec![
                person("Ana", true),
                person("Bo", false),
                SeatState::default(),
                SeatState { name: Some("Carmen".into()), computer: Some(Level::Hard), ..SeatState::default() },
            ],
            started: false,
            watchers: 2,
            cover_after: 90,
        };
        let invite = format!("mexican-train://join/{}/K7PM-4QRT?relay=https://relay.example.org./", iroh_key());
        for (seat, what) in [(Some(0), "host"), (Some(1), "friend"), (None, "watcher"), (Some(1), "friend reconnecting")] {
            crate::ui::layout_check::fits_in_every_language(&format!("the lobby card, {what}"), egui::vec2(1280.0, 720.0), 10, || {
                // Nothing answers at this address: the card is drawn from what is set here.
                let opening = ClientMsg::Watch { code: "K7PM-4QRT".into() };
                let mut online = Online::start("127.0.0.1:1".into(), opening, 1).expect("a runtime");
                online.code = Some("K7PM-4QRT".into());
                online.seat = seat;
                online.watching = seat.is_none();
                online.lobby = Some(lobby.clone());
                if what.ends_with("reconnecting") {
                    online.link = Link::Reconnecting(crate::net::client::Trouble::NoAnswer { address: "127.0.0.1:1".into() });
                }
                let invite = invite.clone();
                Harness::builder().with_size(egui::vec2(1280.0, 720.0)).build_ui_state(
                    move |ui, online: &mut Online| {
                        let web_game = Some("https://example.org/mexican-train/");
                        egui::CentralPanel::default().show(ui, |ui| lobby_card(ui, online, Some(&invite), web_game));
                    },
                    online,
                )
            });
        }
    }

    /// While the game reconnects, nobody is shown "here" (nor "away"): it is not known.
    #[test]
    fn while_reconnecting_nobody_is_shown_here() {
        use crate::net::protocol::{ClientMsg, Lobby, SeatState};
        let person = |name: &str| SeatState { name: Some(name.into()), connected: true, ..SeatState::default() };
        let mut online = Online::start("127.0.0.1:1".into(), ClientMsg::Watch { code: "K7PM-4QRT".into() }, 1).expect("a runtime");
        online.code = Some("K7PM-4QRT".into());
        online.seat = Some(1);
        online.lobby = Some(Lobby {
            code: "K7PM-4QRT".into(),
            preset: "standard".into(),
            rules: crate::rules::HouseRules::default(),
            seats: vec![person("Ana"), person("Bo")],
            started: false,
            watchers: 0,
            cover_after: 90,
        });
        let draw = |online: Online| {
            Harness::builder().with_size(egui::vec2(1280.0, 720.0)).build_ui_state(
                |ui, online: &mut Online| {
                    egui::CentralPanel::default().show(ui, |ui| lobby_card(ui, online, None, None));
                },
                online,
            )
        };
        let mut h = draw(online);
        assert_eq!(h.query_all_by_label("here").count(), 2, "both here, as last heard");
        h.state_mut().link = Link::Reconnecting(crate::net::client::Trouble::NoAnswer { address: "127.0.0.1:1".into() });
        h.run();
        assert_eq!(h.query_all_by_label("here").count(), 0, "not known while reconnecting");
        assert_eq!(h.query_all_by_label("not known").count(), 2);
    }

    /// Where the web game is known, the lobby offers a link to the table for a browser (what a
    /// click copies: the web game's address with the invite after its `#`); where it is not, no
    /// button that could not work.
    #[test]
    fn a_link_for_a_browser_where_the_web_game_is_known() {
        use crate::net::protocol::{ClientMsg, Lobby, SeatState};
        crate::lang::tests::speak(crate::lang::Lang::En);
        let invite = format!("mexican-train://join/{}/K7PM-4QRT?relay=https://relay.example.org./", iroh_key());
        let draw = |site: Option<&'static str>| {
            let mut online = Online::start("127.0.0.1:1".into(), ClientMsg::Watch { code: "K7PM-4QRT".into() }, 1).expect("a runtime");
            online.code = Some("K7PM-4QRT".into());
            online.seat = Some(0);
            let ana = SeatState { name: Some("Ana".into()), connected: true, ..SeatState::default() };
            online.lobby = Some(Lobby {
                code: "K7PM-4QRT".into(),
                preset: "standard".into(),
                rules: crate::rules::HouseRules::default(),
                seats: vec![ana, SeatState::default()],
                started: false,
                watchers: 0,
                cover_after: 90,
            });
            let invite = invite.clone();
            Harness::builder().with_size(egui::vec2(1280.0, 720.0)).build_ui_state(
                move |ui, online: &mut Online| {
                    egui::CentralPanel::default().show(ui, |ui| lobby_card(ui, online, Some(&invite), site));
                },
                online,
            )
        };
        assert!(draw(None).query_by_label("Copy a link for a browser").is_none(), "no web game known: no link");
        let mut h = draw(Some("https://example.org/mexican-train/"));
        h.get_by_label("Copy a link for a browser").click();
        // (The frame the click is taken in says what it copied.)
        h.step();
        let copied: Vec<String> = h
            .output()
            .platform_output
            .commands
            .iter()
            .filter_map(|c| match c {
                egui::OutputCommand::CopyText(text) => Some(text.clone()),
                _ => None,
            })
            .collect();
        let expected = format!("https://example.org/mexican-train/#{}", &invite["mexican-train://".len()..]);
        assert_eq!(copied, std::slice::from_ref(&expected));
        assert_eq!(TableAddress::parse(&expected).map(|t| t.code), Ok(Some("K7PM-4QRT".to_string())), "it reads back as the invite");
    }
}

//! The in-game menu: a new game, the title, a replay, the settings, how to play.

use crate::game::{Game, NewGameRequested};
use crate::lang::t;
use crate::replay::save::SaveReplayRequested;
use crate::screens::ToTitleRequested;
use crate::ui::UiState;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Ui};

/// What the in-game menu can ask for.
#[derive(SystemParam)]
pub struct MenuRequests<'w> {
    new_game: MessageWriter<'w, NewGameRequested>,
    save_replay: MessageWriter<'w, SaveReplayRequested>,
    to_title: MessageWriter<'w, ToTitleRequested>,
    online: MessageWriter<'w, crate::online::OnlineRequested>,
}

/// The in-game menu: a new game, the title, a replay, the settings, how to play. Escape closes it
/// (and the settings).
pub fn game_menu(
    mut contexts: EguiContexts,
    game: Option<Res<Game>>,
    online: Option<Res<crate::online::Online>>,
    mut state: ResMut<UiState>,
    mut requests: MenuRequests,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    menu_keys(&ctx, &mut state);
    if !state.menu {
        return Ok(());
    }
    let mut chosen = false;
    egui::Window::new(t!("bar-menu"))
        .id(egui::Id::new("menu"))
        .collapsible(false)
        .resizable(false)
        .default_width(230.0)
        .anchor(egui::Align2::RIGHT_TOP, [-8.0, 44.0])
        .show(&ctx, |ui| {
            ui.set_width(230.0);
            let width = ui.available_width();
            let mut item = |ui: &mut Ui, text: &str, tip: &str| {
                let mut response = ui.add(egui::Button::new(text).min_size(egui::vec2(width, 0.0)));
                if !tip.is_empty() {
                    response = response.on_hover_text(tip);
                }
                let clicked = response.clicked();
                chosen |= clicked;
                clicked
            };
            match &game {
                Some(game) => {
                    if item(ui, &t!("menu-new-game"), &t!("menu-new-game-tip")) {
                        requests.new_game.write(NewGameRequested(game.setup_again(crate::game_setup::fresh_seed())));
                    }
                    if item(ui, &t!("menu-leave"), &t!("menu-leave-tip")) {
                        requests.to_title.write(ToTitleRequested);
                    }
                    if item(ui, &t!("menu-save-replay"), &t!("menu-save-replay-tip")) {
                        requests.save_replay.write(SaveReplayRequested);
                    }
                }
                None => online_items(ui, &mut item, online.as_deref(), &mut requests),
            }
            if item(ui, &t!("menu-table-words"), &t!("keys-t-what")) {
                state.words = !state.words;
            }
            for (key, tab) in [
                ("menu-settings", crate::settings::window::Tab::Display),
                ("settings-how-to-play", crate::settings::window::Tab::HowToPlay),
            ] {
                if item(ui, &t!(key), "") {
                    state.settings.open = true;
                    state.settings.tab = tab;
                }
            }
            item(ui, &t!("menu-close"), "");
        });
    // Any choice closes the menu.
    if chosen {
        state.menu = false;
    }
    Ok(())
}

/// Escape closes the menu and the settings; `?` (however the keyboard makes it) opens the keys,
/// in "How to play".
fn menu_keys(ctx: &egui::Context, state: &mut UiState) {
    if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        state.menu = false;
        state.settings.open = false;
    }
    let typing = crate::ui::typing(ctx);
    if !typing && ctx.input(|i| i.events.iter().any(|e| matches!(e, egui::Event::Text(t) if t == "?"))) {
        state.menu = false;
        state.settings.show_keys();
    }
}

/// Online, the match is the server's: the host may give an absent friend's seat to a computer,
/// and give it back; anyone may copy a link to watch (a latecomer may still come) or leave.
fn online_items(
    ui: &mut Ui,
    item: &mut impl FnMut(&mut Ui, &str, &str) -> bool,
    online: Option<&crate::online::Online>,
    requests: &mut MenuRequests<'_>,
) {
    if let Some(lobby) = online.filter(|o| o.is_host()).and_then(|o| o.lobby.as_ref()) {
        for (seat, state) in lobby.seats.iter().enumerate().skip(1).filter(|(_, s)| s.computer.is_none() && s.name.is_some()) {
            let name = state.name.as_deref().unwrap_or("?");
            if state.stand_in.is_some() {
                if item(ui, &t!("menu-seat-back", name = name), &t!("menu-seat-back-tip")) {
                    requests.online.write(crate::online::OnlineRequested::StandIn { seat: seat as u8, level: None });
                }
            } else if !state.connected && item(ui, &t!("menu-stand-in", name = name), &t!("menu-stand-in-tip")) {
                requests.online.write(crate::online::OnlineRequested::StandIn { seat: seat as u8, level: Some(crate::ai::Level::Normal) });
            }
        }
    }
    let table = online.and_then(|o| {
        let table = o.table.clone().or_else(|| crate::net::link::TableAddress::parse(&o.server).ok())?;
        Some(table.with_code(o.code.as_deref()?).to_watch())
    });
    if let Some(link) = table
        && item(ui, &t!("online-copy-watch-link"), &t!("online-copy-watch-link-tip"))
    {
        ui.ctx().copy_text(link.to_text());
    }
    if item(ui, &t!("menu-leave-room"), &t!("menu-leave-room-tip")) {
        requests.online.write(crate::online::OnlineRequested::Leave);
    }
}

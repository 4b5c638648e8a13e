//! The *Play online* window on the title screen: host a table of this game's own that friends
//! reach with an invite, join one by pasting the invite (or by a click on a table heard on this
//! network), or — folded away for those who run one — a dedicated server's room by its code.

use crate::ai::Level;
use crate::files::settings::OnlinePlay;
use crate::game_setup::{GameSetup, Player};
use crate::lang::t;
use crate::net::code;
use crate::net::link::TableAddress;
use crate::net::names::{MAX_NAME, clean_name};
use crate::net::protocol::{Refusal, RoomSetup, SeatPlan};
#[cfg(not(target_family = "wasm"))]
use crate::online::nearby::NearbyTables;
use crate::online::{OnlineRequested, room_setup};
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText, Ui};
/// The *Play online* window's fields.
#[derive(Default)]
pub struct OnlineForm {
    pub open: bool,
    /// A room's code on a dedicated server.
    pub code: String,
    /// An invite as pasted.
    pub invite: String,
    /// Friends invited to a hosted table (0: as many as the new game has people's seats, at least one).
    pub friends: usize,
    /// The level of the computers at a hosted table (`None`: as the new game has them).
    pub level: Option<Level>,
    /// Join with the invite at once, if the name is known (the game was opened with the link).
    pub join_now: bool,
    /// The game was opened with an invite to join: a short card asks the name (`invite_card`),
    /// the rest of the window out of the way until asked for.
    pub invited: bool,
    /// The card's name field has been given the focus.
    pub name_focused: bool,
}

const PROBLEM: Color32 = Color32::from_rgb(255, 150, 130);

/// A browser hears no tables on its network (a page cannot listen for them): there are none.
#[cfg(target_family = "wasm")]
pub enum NearbyTables {}

/// A hosted table for the new game's rules and seats: the host, `friends` friends, and
/// computers at `level` (or the new game's own levels) in the other seats.
pub fn table_setup(setup: &GameSetup, friends: usize, level: Option<Level>) -> RoomSetup {
    let seats = setup.seats.len().max(2);
    let friends = friends.clamp(1, seats - 1);
    let mut levels = setup.seats.iter().filter_map(|s| match s.player {
        Player::Computer(l) => Some(l),
        _ => None,
    });
    let seats = (0..seats)
        .map(|i| match i {
            0 => SeatPlan::Friend,
            i if i <= friends => SeatPlan::Friend,
            _ => SeatPlan::Computer(level.or_else(|| levels.next()).unwrap_or(Level::Normal)),
        })
        .collect();
    crate::online::room_with(setup, seats)
}

/// How many of the new game's seats are people's other than the first (the friends a table
/// invites unless the host chooses).
fn people_in(setup: &GameSetup) -> usize {
    setup.seats.iter().skip(1).filter(|s| s.player == Player::Human).count().max(1)
}

/// Host a table or join one with an invite; a dedicated server under *Advanced*. What the
/// person asked for, if anything. (In a browser: join, or a dedicated server's room; a table is
/// hosted by the desktop game, and the tables on the home network are not heard.)
pub fn online_window(
    ctx: &egui::Context,
    form: &mut OnlineForm,
    play: &mut OnlinePlay,
    setup: &GameSetup,
    nearby: Option<&NearbyTables>,
) -> Option<OnlineRequested> {
    if form.invited {
        match TableAddress::parse(&form.invite) {
            Ok(invite) if invite.code.is_some() && !invite.watch => return invite_card(ctx, form, play, &invite),
            _ => form.invited = false,
        }
    }
    let mut asked = None;
    let mut open = form.open;
    if form.friends == 0 {
        form.friends = people_in(setup);
    }
    egui::Window::new(t!("title-play-online"))
        .id(egui::Id::new("play online"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(560.0)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.set_width(560.0);
            ui.horizontal(|ui| {
                let label = ui.label(t!("online-your-name"));
                ui.add(
                    egui::TextEdit::singleline(&mut play.name).desired_width(300.0).char_limit(MAX_NAME).hint_text(t!("online-name-hint")),
                )
                .labelled_by(label.id);
            });
            let name = clean_name(&play.name);
            let (name_line, name_problem) = name_line(&name);
            let name = name.ok();
            ui.add_space(10.0);
            #[cfg(not(target_family = "wasm"))]
            ui.columns(2, |cols| {
                // Left-aligned, not justified: a column's words keep their spacing.
                let top_down = egui::Layout::top_down(egui::Align::Min);
                let hosted = cols[0].with_layout(top_down, |ui| host_column(ui, form, play, setup, name.as_ref())).inner;
                let joined = cols[1].with_layout(top_down, |ui| join_column(ui, form, nearby, name.as_ref())).inner;
                asked = asked.take().or(joined).or(hosted);
            });
            #[cfg(target_family = "wasm")]
            {
                asked = join_column(ui, form, nearby, name.as_ref());
                ui.add_space(6.0);
                ui.label(RichText::new(t!("online-host-on-desktop")).weak());
            }
            // Its line kept either way: the window (centred) does not jump as the name is typed.
            ui.add_space(6.0);
            let line = RichText::new(name_line);
            ui.label(if name_problem { line.color(PROBLEM) } else { line.weak() });
            ui.add_space(8.0);
            egui::CollapsingHeader::new(t!("online-advanced")).id_salt("online advanced").show(ui, |ui| {
                if let Some(a) = dedicated_server(ui, form, play, setup, name.as_ref()) {
                    asked = Some(a);
                }
            });
        });
    if asked.is_some() {
        form.open = false;
    }
    form.open &= open;
    asked
}

/// The line under the card's columns for the name as typed, and whether it is a mistake: none
/// yet is no mistake (someone who only watches needs none), a name that cannot be used is.
fn name_line(name: &Result<String, Refusal>) -> (String, bool) {
    match name {
        Ok(_) => (String::new(), false),
        Err(Refusal::NameEmpty) => (t!("online-name-to-sit"), false),
        Err(why) => (crate::lang::online::refusal_by_seat(why), true),
    }
}

/// *Host a table* (the desktop's): how many friends, what the computers play, the wait for a person away, and
/// the button (only with a name).
#[cfg(not(target_family = "wasm"))]
fn host_column(
    ui: &mut Ui,
    form: &mut OnlineForm,
    play: &mut OnlinePlay,
    setup: &GameSetup,
    name: Option<&String>,
) -> Option<OnlineRequested> {
    ui.label(RichText::new(t!("online-host-table")).size(18.0).strong());
    ui.label(RichText::new(t!("online-host-table-about")).weak());
    let seats = setup.seats.len().max(2);
    ui.horizontal(|ui| {
        let label = ui.label(t!("online-friends"));
        ui.add(egui::DragValue::new(&mut form.friends).range(1..=seats - 1)).labelled_by(label.id);
    });
    let room = table_setup(setup, form.friends, form.level);
    let computers = room.seats.iter().filter(|s| matches!(s, SeatPlan::Computer(_))).count();
    if computers > 0 {
        computers_level(ui, form);
    }
    ui.label(RichText::new(t!("online-table-seats", seats = seats, friends = form.friends, computers = computers)).weak());
    ui.checkbox(&mut play.nearby, t!("online-nearby")).on_hover_text(t!("online-nearby-tip"));
    ui.add_space(4.0);
    ui.vertical(|ui| {
        let label = ui.label(t!("online-cover-after"));
        ui.add(egui::DragValue::new(&mut play.cover_after).range(0..=600).suffix(" s"))
            .labelled_by(label.id)
            .on_hover_text(t!("online-cover-after-tip"));
    });
    let button = egui::Button::new(RichText::new(t!("online-host-table-button")).size(17.0)).min_size(egui::vec2(170.0, 34.0));
    let hosted = ui.add_enabled(name.is_some(), button).clicked();
    let name = name.filter(|_| hosted)?;
    Some(OnlineRequested::HostTable { name: name.clone(), setup: room })
}

/// What the table's computers play: as in the new game's setup, or a level for all. (The label
/// above the choice: the column is narrow, the level's name long in some languages.)
#[cfg(not(target_family = "wasm"))]
fn computers_level(ui: &mut Ui, form: &mut OnlineForm) {
    ui.vertical(|ui| {
        let label = ui.label(t!("online-computers-play"));
        let shown = form.level.map_or_else(|| t!("online-as-new-game"), |l| crate::settings::new_game::player_label(Player::Computer(l)));
        egui::ComboBox::from_id_salt("table computers")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut form.level, None, t!("online-as-new-game"));
                for level in [Level::Random, Level::Normal, Level::Hard] {
                    ui.selectable_value(&mut form.level, Some(level), crate::settings::new_game::player_label(Player::Computer(level)));
                }
            })
            .response
            .labelled_by(label.id);
    });
}

/// *Join a table*: the invite pasted, *Join* (with a name) and *Watch*, and the tables on this
/// network. A link to watch opens watching; an invite joins once the name is known.
fn join_column(ui: &mut Ui, form: &mut OnlineForm, nearby: Option<&NearbyTables>, name: Option<&String>) -> Option<OnlineRequested> {
    ui.label(RichText::new(t!("online-join-table")).size(18.0).strong());
    let label = ui.label(RichText::new(t!("online-paste-invite")).weak());
    ui.add(egui::TextEdit::singleline(&mut form.invite).desired_width(250.0).hint_text("mexican-train://join/…")).labelled_by(label.id);
    let invite = TableAddress::parse(&form.invite);
    let invite_problem = match &invite {
        _ if form.invite.trim().is_empty() => None,
        Ok(t) if t.code.is_none() => Some(t!("online-invite-no-code")),
        Ok(_) => None,
        Err(_) => Some(t!("online-invite-unreadable")),
    };
    if let Some(p) = &invite_problem {
        ui.label(RichText::new(p).color(PROBLEM));
    }
    let open_now = std::mem::take(&mut form.join_now);
    let watch_now = open_now && invite.as_ref().is_ok_and(|t| t.watch);
    let join_now = open_now && !watch_now;
    let has_code = invite_problem.is_none() && invite.as_ref().is_ok_and(|t| t.code.is_some());
    let (joined, watch) = ui
        .horizontal(|ui| {
            let big = |text: String, width: f32| egui::Button::new(RichText::new(text).size(17.0)).min_size(egui::vec2(width, 34.0));
            let joined = ui.add_enabled(name.is_some() && has_code, big(t!("online-join"), 120.0));
            // The same invite lets anyone watch: no name, no seat.
            let watch = ui.add_enabled(has_code, big(t!("online-watch"), 100.0)).on_hover_text(t!("online-watch-tip"));
            (joined.clicked() || join_now, watch.clicked() || watch_now)
        })
        .inner;
    let mut asked = None;
    if let (true, Some(name), Ok(table)) = (joined, name, &invite)
        && let Some(code) = &table.code
    {
        asked = Some(OnlineRequested::Join { server: table.with_code(code).to_text(), code: code.clone(), name: name.clone() });
    }
    if let (true, Ok(table)) = (watch, &invite)
        && let Some(code) = &table.code
    {
        asked = Some(OnlineRequested::Watch { server: table.table().to_text(), code: code.clone() });
    }
    match nearby {
        #[cfg(not(target_family = "wasm"))]
        Some(nearby) => {
            ui.add_space(10.0);
            on_this_network(ui, nearby, name).or(asked)
        }
        _ => asked,
    }
}

/// The game opened with an invite: whose table it is, the name (with the focus), *Join* and
/// *Watch*; hosting and other tables one click away.
fn invite_card(ctx: &egui::Context, form: &mut OnlineForm, play: &mut OnlinePlay, invite: &TableAddress) -> Option<OnlineRequested> {
    let mut asked = None;
    let mut open = form.open;
    let code = invite.code.clone().unwrap_or_default();
    let heading = invite.from.as_deref().map_or_else(|| t!("online-join-table"), |host| t!("online-join-whose", host = host));
    egui::Window::new(heading)
        .id(egui::Id::new("play online"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.set_width(400.0);
            ui.label(RichText::new(t!("online-invited-to", code = code.as_str())).weak());
            ui.add_space(8.0);
            let label = ui.label(t!("online-your-name"));
            let field = ui
                .add(egui::TextEdit::singleline(&mut play.name).desired_width(300.0).char_limit(MAX_NAME).hint_text(t!("online-name-hint")))
                .labelled_by(label.id);
            if !std::mem::replace(&mut form.name_focused, true) {
                field.request_focus();
            }
            let name = clean_name(&play.name);
            // Always as tall: the buttons do not move as the name becomes one. No name yet is
            // what to do, not a mistake.
            let problem = name.as_ref().err().map(|e| (crate::lang::online::refusal_by_seat(e), *e == Refusal::NameEmpty));
            match problem {
                Some((words, true)) => ui.label(RichText::new(words).weak()),
                Some((words, false)) => ui.label(RichText::new(words).color(PROBLEM)),
                None => ui.label(""),
            };
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            ui.add_space(4.0);
            let (joined, watch) = ui
                .horizontal(|ui| {
                    let joined = ui.add_enabled(
                        name.is_ok(),
                        egui::Button::new(RichText::new(t!("online-join")).size(17.0)).min_size(egui::vec2(120.0, 34.0)),
                    );
                    let watch = ui
                        .add(egui::Button::new(RichText::new(t!("online-watch")).size(17.0)).min_size(egui::vec2(100.0, 34.0)))
                        .on_hover_text(t!("online-watch-tip"));
                    (joined, watch)
                })
                .inner;
            let now = std::mem::take(&mut form.join_now);
            if (joined.clicked() || entered || now)
                && let Ok(name) = &name
            {
                asked = Some(OnlineRequested::Join { server: invite.to_text(), code: code.clone(), name: name.clone() });
            }
            if watch.clicked() {
                asked = Some(OnlineRequested::Watch { server: invite.table().to_text(), code: code.clone() });
            }
            ui.add_space(10.0);
            if ui.link(t!("online-invite-other")).clicked() {
                form.invited = false;
            }
        });
    if asked.is_some() {
        form.open = false;
    }
    form.open &= open;
    if !form.open {
        form.invited = false;
    }
    asked
}

/// The tables heard on this network, each to join (when a seat is free and the name is known)
/// or to watch with one click.
#[cfg(not(target_family = "wasm"))]
fn on_this_network(ui: &mut Ui, nearby: &NearbyTables, name: Option<&String>) -> Option<OnlineRequested> {
    let mut asked = None;
    ui.label(RichText::new(t!("online-on-this-network")).strong());
    if let Some(why) = &nearby.deaf {
        ui.label(RichText::new(t!("online-network-deaf")).weak()).on_hover_text(why.to_string());
        return None;
    }
    if nearby.tables.is_empty() {
        // (No spinner: the window would be drawn again every frame for as long as it is open.)
        ui.label(RichText::new(t!("online-network-none")).weak());
        return None;
    }
    // A few at most: a home has one or two.
    for table in nearby.tables.iter().take(4) {
        let Some(code) = &table.invite.code else { continue };
        let host = table.host.as_str();
        let state = if table.free > 0 { t!("online-network-free", free = table.free) } else { t!("online-network-playing") };
        ui.label(format!("{} · {state}", t!("online-network-table", host = host)));
        ui.horizontal(|ui| {
            let join = ui.add_enabled(name.is_some() && table.free > 0, egui::Button::new(t!("online-join")));
            // Each button names its table for a screen reader ("Join Ana's table").
            let enabled = join.enabled();
            join.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, enabled, t!("online-network-join", host = host)));
            if join.clicked()
                && let Some(name) = name
            {
                asked = Some(OnlineRequested::Join { server: table.invite.to_text(), code: code.clone(), name: name.clone() });
            }
            let watch = ui.button(t!("online-watch")).on_hover_text(t!("online-watch-tip"));
            watch.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, t!("online-network-watch", host = host)));
            if watch.clicked() {
                asked = Some(OnlineRequested::Watch { server: table.invite.table().to_text(), code: code.clone() });
            }
        });
    }
    asked
}

/// A dedicated server (`mexican-train serve`): host a room there or join one by its code; and
/// a relay of one's own for hosted tables.
fn dedicated_server(
    ui: &mut Ui,
    form: &mut OnlineForm,
    play: &mut OnlinePlay,
    setup: &GameSetup,
    name: Option<&String>,
) -> Option<OnlineRequested> {
    let mut asked = None;
    egui::Grid::new("online fields").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
        let label = ui.label(t!("online-server"));
        ui.add(egui::TextEdit::singleline(&mut play.server).desired_width(300.0).hint_text("localhost:7777"))
            .labelled_by(label.id)
            .on_hover_text(t!("online-server-tip"));
        ui.end_row();
        // For the tables this game hosts (the desktop's).
        #[cfg(not(target_family = "wasm"))]
        {
            let label = ui.label(t!("online-relay"));
            ui.add(egui::TextEdit::singleline(&mut play.relay).desired_width(300.0).hint_text(t!("online-relay-hint")))
                .labelled_by(label.id)
                .on_hover_text(t!("online-relay-tip"));
            ui.end_row();
        }
    });
    let server = play.server.trim().to_string();
    let problem = name.is_none() || server.is_empty();
    if server.is_empty() {
        ui.label(RichText::new(t!("online-no-server")).color(PROBLEM));
    }
    ui.horizontal(|ui| {
        let room = room_setup(setup);
        let host =
            ui.add_enabled(!problem && room.is_ok(), egui::Button::new(t!("online-host"))).on_hover_text(t!("online-own-room-about"));
        if let Err(crate::online::RoomSetupProblem::FirstSeatPerson) = &room {
            ui.label(RichText::new(t!("online-first-seat-person")).color(PROBLEM));
        }
        if host.clicked()
            && let (Some(name), Ok(setup)) = (name, room)
        {
            asked = Some(OnlineRequested::Host { server: server.clone(), name: name.clone(), setup });
        }
        ui.separator();
        let label = ui.label(t!("online-code"));
        ui.add(
            egui::TextEdit::singleline(&mut form.code)
                .desired_width(110.0)
                .char_limit(12)
                .hint_text("K7PM-4QRT")
                .font(egui::TextStyle::Monospace),
        )
        .labelled_by(label.id);
        let code = code::normalize(&form.code);
        if ui.add_enabled(!problem && code.is_ok(), egui::Button::new(t!("online-join-room"))).clicked()
            && let (Some(name), Ok(code)) = (name, code.clone())
        {
            asked = Some(OnlineRequested::Join { server: server.clone(), code, name: name.clone() });
        }
        if ui
            .add_enabled(!server.is_empty() && code.is_ok(), egui::Button::new(t!("online-watch")))
            .on_hover_text(t!("online-watch-tip"))
            .clicked()
            && let Ok(code) = code
        {
            asked = Some(OnlineRequested::Watch { server: server.clone(), code });
        }
    });
    // A code being typed is no mistake yet: its line under the row, kept either way, so the
    // window (centred) neither widens nor jumps as the code is typed.
    let code_problem = code::normalize(&form.code).err().filter(|_| !form.code.trim().is_empty());
    ui.label(RichText::new(code_problem.map(|e| crate::lang::online::refusal_by_seat(&e)).unwrap_or_default()).color(PROBLEM));
    asked
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
        nearby: NearbyTables,
        asked: Vec<OnlineRequested>,
    }

    fn harness(setup: GameSetup) -> Harness<'static, Title> {
        harness_hearing(setup, Vec::new())
    }

    /// The window with these tables heard on the network.
    fn harness_hearing(setup: GameSetup, tables: Vec<crate::net::nearby::NearbyTable>) -> Harness<'static, Title> {
        let title = Title {
            form: OnlineForm { open: true, ..OnlineForm::default() },
            play: OnlinePlay::default(),
            setup,
            nearby: NearbyTables::heard(tables),
            asked: Vec::new(),
        };
        Harness::builder().with_size(egui::vec2(1280.0, 720.0)).build_ui_state(
            |ui, t: &mut Title| {
                if let Some(asked) = online_window(ui.ctx(), &mut t.form, &mut t.play, &t.setup, Some(&t.nearby)) {
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

    /// Two tables heard on the network (one with seats free, one playing), in every language.
    #[test]
    fn the_window_with_tables_heard_fits_in_every_language() {
        crate::ui::layout_check::fits_in_every_language("the Play online window, tables heard", egui::vec2(1280.0, 720.0), 6, || {
            harness_hearing(GameSetup::default(), vec![heard("Ana María", 2), heard("Bartholomew", 0)])
        });
    }

    fn heard(host: &str, free: u8) -> crate::net::nearby::NearbyTable {
        let key = iroh::SecretKey::from_bytes(&[host.len() as u8; 32]).public();
        let invite = crate::net::link::TableAddress::parse(&format!("mexican-train://join/{key}/K7PM-4QRT?ip=192.168.1.20:41000"))
            .expect("an invite");
        crate::net::nearby::NearbyTable { invite, host: host.into(), free }
    }

    /// A table heard on the network is joined, or watched, with one click: no invite pasted. A
    /// table whose seats are all taken can only be watched.
    #[test]
    fn a_table_on_this_network_is_joined_with_one_click() {
        let ana = heard("Ana", 1);
        let mut h = harness_hearing(GameSetup::default(), vec![ana.clone(), heard("Bartholomew", 0)]);
        assert!(h.query_by_label_contains("Ana's table · 1 seat free").is_some(), "the table heard is listed");
        h.get_by_label("Join Ana's table").click();
        h.run();
        assert!(h.state().asked.is_empty(), "no name: nobody joins");
        type_into(&mut h, "Your name", "Bo");
        h.get_by_label("Join Bartholomew's table").click();
        h.run();
        assert!(h.state().asked.is_empty(), "a table playing has no seat free");
        h.get_by_label("Join Ana's table").click();
        h.run();
        let [OnlineRequested::Join { server, code, name }] = &h.state().asked[..] else { panic!("one Join: {:?}", h.state().asked) };
        assert_eq!((code.as_str(), name.as_str()), ("K7PM-4QRT", "Bo"));
        assert_eq!(crate::net::link::TableAddress::parse(server).as_ref(), Ok(&ana.invite), "where it was heard: {server}");

        let mut h = harness_hearing(GameSetup::default(), vec![heard("Bartholomew", 0)]);
        h.get_by_label("Watch Bartholomew's table").click();
        h.run();
        let [OnlineRequested::Watch { code, .. }] = &h.state().asked[..] else { panic!("one Watch: {:?}", h.state().asked) };
        assert_eq!(code, "K7PM-4QRT");
    }

    /// The window with its dedicated server's fields unfolded.
    #[test]
    fn the_advanced_part_fits_in_every_language() {
        crate::ui::layout_check::fits_in_every_language("the Play online window, advanced", egui::vec2(1280.0, 720.0), 6, || {
            let mut h = harness(GameSetup::default());
            // Named in the language being checked.
            h.get_by_label(&t!("online-advanced")).click();
            h.run();
            h
        });
    }

    /// Type into the field named `label`.
    fn type_into(h: &mut Harness<'_, Title>, label: &str, text: &str) {
        h.get_by_label(label).focus();
        h.run();
        h.get_by_label(label).type_text(text);
        h.run();
    }

    fn iroh_key() -> iroh::EndpointId {
        iroh::SecretKey::from_bytes(&[3; 32]).public()
    }

    #[test]
    fn join_takes_a_name_and_the_invite_as_pasted() {
        let mut h = harness(GameSetup::default());
        h.get_by_label("Join").click();
        h.run();
        assert!(h.state().asked.is_empty(), "no name, no invite: Join does nothing");
        type_into(&mut h, "Your name", "  Bo ");
        type_into(&mut h, "Paste the invite your host sent you:", "not an invite");
        assert!(h.query_by_label_contains("This is not an invite of this game").is_some(), "a wrong paste is told");
        h.get_by_label("Paste the invite your host sent you:").focus();
        h.run();
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        h.run();
        let invite = format!("mexican-train://join/{}/k7pm-4qrt?relay=https://relay.example.org./", iroh_key());
        h.get_by_label("Paste the invite your host sent you:").type_text(&format!(" {invite} "));
        h.run();
        h.get_by_label("Join").click();
        h.run();
        let [OnlineRequested::Join { server, code, name }] = &h.state().asked[..] else { panic!("one Join: {:?}", h.state().asked) };
        assert_eq!((code.as_str(), name.as_str()), ("K7PM-4QRT", "Bo"));
        assert_eq!(crate::net::link::TableAddress::parse(server).map(|t| t.host), Ok(iroh_key()), "the table's address: {server}");
        assert!(!h.state().form.open, "the window closes for the lobby");
    }

    /// Opened with an invite (the game's argument) and no name known, the window is a short
    /// card: whose table it is first, the name with the focus, *Join*, *Watch*; the hosting form
    /// out of the way. A name typed and Enter joins; the full window is one click away.
    #[test]
    fn an_invite_opens_a_short_card_asking_the_name() {
        let card = |h: &mut Harness<'_, Title>| {
            let form = &mut h.state_mut().form;
            form.invite = format!("mexican-train://join/{}/K7PM-4QRT?from=Ana", iroh_key());
            (form.join_now, form.invited) = (true, true);
            h.run();
            h.run();
        };
        let mut h = harness(GameSetup::default());
        card(&mut h);
        assert!(h.state().asked.is_empty(), "no name yet: nothing asked");
        assert!(h.query_by_label("Join Ana's table").is_some(), "whose table it is, first");
        assert!(h.query_by_label_contains("Paste the invite").is_none(), "hosting and pasting are out of the way");
        assert!(h.get_by_label("Your name").is_focused(), "the name has the focus");
        h.get_by_label("Your name").type_text("Bo");
        h.run();
        h.key_press(egui::Key::Enter);
        h.run();
        let [OnlineRequested::Join { server, code, name }] = &h.state().asked[..] else { panic!("one Join: {:?}", h.state().asked) };
        assert_eq!((code.as_str(), name.as_str()), ("K7PM-4QRT", "Bo"));
        assert_eq!(crate::net::link::TableAddress::parse(server).map(|t| t.host), Ok(iroh_key()));
        assert!(!h.state().form.open && !h.state().form.invited, "the card closes for the lobby");

        // Another table, or one's own: the whole window.
        let mut h = harness(GameSetup::default());
        card(&mut h);
        h.get_by_label("Host a table, or join another…").click();
        h.run();
        assert!(h.query_by_label_contains("Paste the invite").is_some(), "the whole window");
    }

    /// The invite's card in every language and the pseudo-language.
    #[test]
    fn the_invite_card_fits_in_every_language() {
        crate::ui::layout_check::fits_in_every_language("the invite's card", egui::vec2(1280.0, 720.0), 3, || {
            let mut h = harness(GameSetup::default());
            let form = &mut h.state_mut().form;
            form.invite = format!("mexican-train://join/{}/K7PM-4QRT?from=Bartholomew", iroh_key());
            form.invited = true;
            h.run();
            h.run();
            h
        });
    }

    /// The same invite lets anyone watch, with no name; a link to watch opens watching at once.
    /// No name yet is no mistake (watching needs none): the card says what a name is for,
    /// not a red "Type your name first"; a name that cannot be used is a mistake.
    #[test]
    fn no_name_yet_is_no_mistake() {
        crate::lang::tests::speak(crate::lang::Lang::En);
        assert_eq!(name_line(&clean_name("")), (t!("online-name-to-sit"), false));
        assert!(t!("online-name-to-sit").contains("watching"), "it says watching needs no name");
        assert!(name_line(&clean_name(&"x".repeat(MAX_NAME + 1))).1, "too long is a mistake");
        assert_eq!(name_line(&clean_name("Bo")), (String::new(), false));
    }

    #[test]
    fn an_invite_watches_with_no_name() {
        let mut h = harness(GameSetup::default());
        let invite = format!("mexican-train://join/{}/K7PM-4QRT", iroh_key());
        type_into(&mut h, "Paste the invite your host sent you:", &invite);
        h.get_by_label("Watch").click();
        h.run();
        let [OnlineRequested::Watch { server, code }] = &h.state().asked[..] else { panic!("one Watch: {:?}", h.state().asked) };
        assert_eq!(code, "K7PM-4QRT");
        assert_eq!(server, &format!("mexican-train://table/{}", iroh_key()));

        // Opened by a link to watch (as the program's argument): watching, no name asked.
        let mut h = harness(GameSetup::default());
        h.state_mut().form.invite = format!("mexican-train://watch/{}/K7PM-4QRT", iroh_key());
        h.state_mut().form.join_now = true;
        h.run();
        assert!(matches!(&h.state().asked[..], [OnlineRequested::Watch { .. }]), "{:?}", h.state().asked);
    }

    #[test]
    fn a_code_joins_a_room_on_a_dedicated_server() {
        let mut h = harness(GameSetup::default());
        h.get_by_label("Advanced: a dedicated server").click();
        h.run();
        type_into(&mut h, "Your name", "Bo");
        type_into(&mut h, "Its code, as your host gives it:", "k7pm 4qrt");
        h.get_by_label("Join the room").click();
        h.run();
        assert_eq!(
            h.state().asked,
            [OnlineRequested::Join { server: "localhost:7777".into(), code: "K7PM-4QRT".into(), name: "Bo".into() }]
        );
    }

    /// Hosting needs no address: the host chooses how many friends; the other seats are
    /// computers.
    #[test]
    fn host_a_table_with_the_friends_chosen() {
        let mut setup = GameSetup::default();
        setup.seats[1].player = crate::game_setup::Player::Human;
        let seats = setup.seats.len();
        let mut h = harness(setup);
        type_into(&mut h, "Your name", "Ana");
        assert!(h.query_by_label_contains("you, 1 friend").is_some(), "one friend, as the new game has one more person");
        h.get_by_label("Host a table").click();
        h.run();
        let [OnlineRequested::HostTable { name, setup }] = &h.state().asked[..] else { panic!("one HostTable: {:?}", h.state().asked) };
        assert_eq!(name, "Ana");
        assert_eq!(setup.seats.len(), seats);
        assert_eq!(setup.seats[..2], [SeatPlan::Friend, SeatPlan::Friend]);
        assert!(setup.seats[2..].iter().all(|s| matches!(s, SeatPlan::Computer(_))), "{:?}", setup.seats);
    }

    #[test]
    fn a_table_seats_the_friends_asked_for() {
        let setup = GameSetup::default();
        let room = table_setup(&setup, 2, Some(Level::Hard));
        let friends = room.seats.iter().filter(|s| **s == SeatPlan::Friend).count();
        assert_eq!(friends, 3, "the host and two friends: {:?}", room.seats);
        assert!(room.seats[3..].iter().all(|s| *s == SeatPlan::Computer(Level::Hard)));
        assert_eq!(room.rules.players as usize, room.seats.len());
        // Never more friends than seats after the host's.
        let room = table_setup(&setup, 99, None);
        assert!(room.seats.iter().all(|s| *s == SeatPlan::Friend));
    }
}

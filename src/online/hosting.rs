//! A table hosted by this game: the same server as `mexican-train serve`, on threads of its
//! own, its rooms in the game's data folder (`table/`), reached by friends from anywhere by
//! the table's key (`net::link`: iroh, through a relay when no direct path opens). It runs
//! while the game is open; the host's own seat sits down over loopback, the friends with the
//! invite. Opening a kept hosted seat starts the table again at the same address; a game that
//! stopped without being closed (a crash) opens its table again at once when it starts. Closing
//! the game while friends are at the table asks first (`QuitQuestion`, drawn by `ui::quit`).

use crate::files::settings::KeptSeat;
use crate::game::Notice;
use crate::lang::t;
use crate::net::link::{Reach, TableWatch};
use crate::net::protocol::RoomSetup;
use crate::net::server::{Config, Hosting, Limits, ServeError};
use crate::online::{Online, OnlineRequested};
use crate::schedule::AppSystems;
use bevy::prelude::*;
use bevy::window::WindowCloseRequested;
use std::sync::mpsc;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (reach_tables_as_set, open_table, table_opened, close_table).chain().in_set(AppSystems::Input).before(crate::online::connect),
    )
    .add_message::<QuitRequested>()
    .add_message::<WindowCloseRequested>()
    .init_resource::<QuitQuestion>()
    .add_systems(Update, ask_before_quitting.in_set(AppSystems::Input))
    .add_systems(Last, closed_on_purpose);
}

/// The file in the table's folder that says the host's table is open: written when it opens,
/// removed when the host leaves it or closes the game. Found at the next start, the game stopped
/// without being closed (a crash, a power cut, the process killed) while friends may sit at the
/// table waiting: the title opens the table again at once (`title::reopen_after_a_stop`).
const UNDER_WAY: &str = "under-way";

/// Where the file that says the table is under way is, in the game's folders.
pub fn under_way_in(dirs: &crate::files::Dirs) -> std::path::PathBuf {
    dirs.local.join("table").join(UNDER_WAY)
}

/// A run that never opens a table by itself at its start (a demo).
#[derive(Resource, Debug, Default)]
pub struct KeepTablesShut;

/// The game closes on purpose (*Quit*, the window's close button): its table is not under way
/// at the next start.
fn closed_on_purpose(mut exits: MessageReader<AppExit>, table: Option<Res<HostedTable>>) {
    if exits.read().count() > 0
        && let Some(table) = table
    {
        forget_under_way(&table.under_way);
    }
}

/// The table is not under way any more (the host left it, or closed the game).
pub fn forget_under_way(marker: &std::path::Path) {
    if let Err(e) = std::fs::remove_file(marker)
        && e.kind() != std::io::ErrorKind::NotFound
    {
        eprintln!("mexican-train: {}: {e}", marker.display());
    }
}

/// The person asks to close the game (*Quit*; the window's close button says the same).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct QuitRequested;

/// Asked: so many friends are at this game's table (`None`: nothing asked).
#[derive(Resource, Default, Debug)]
pub struct QuitQuestion(pub Option<usize>);

/// The friends connected to the table this game hosts now (none when it hosts none).
pub fn friends_at_hosted_table(hosted: bool, online: Option<&Online>) -> usize {
    let Some(online) = online.filter(|_| hosted) else { return 0 };
    let Some(lobby) = &online.lobby else { return 0 };
    lobby.seats.iter().enumerate().filter(|(s, st)| online.seat != Some(*s as u8) && st.computer.is_none() && st.connected).count()
}

/// Close the game when asked, unless friends play at its table: then ask (`ui::quit` draws the
/// question); asked twice, close.
fn ask_before_quitting(
    mut closing: MessageReader<WindowCloseRequested>,
    mut quit: MessageReader<QuitRequested>,
    hosted: Option<Res<HostedTable>>,
    online: Option<Res<Online>>,
    mut question: ResMut<QuitQuestion>,
    mut exit: MessageWriter<AppExit>,
) {
    let asked = closing.read().count() + quit.read().count() > 0;
    if !asked {
        return;
    }
    match friends_at_hosted_table(hosted.is_some(), online.as_deref()) {
        0 => {
            exit.write(AppExit::Success);
        }
        // Asked again (the close button pressed twice): the second time closes.
        _ if question.0.is_some() => {
            exit.write(AppExit::Success);
        }
        friends => question.0 = Some(friends),
    }
}

/// Other hosts' tables are reached as the settings say (or as whoever started the app says):
/// through one's own relay as well as the invite's, or the public ones.
fn reach_tables_as_set(online: Res<crate::saving::OnlineSettings>, given: Option<Res<TableReach>>, mut set: Local<bool>) {
    if !online.is_changed() && !given.as_ref().is_some_and(|g| g.is_changed()) {
        return;
    }
    // An unreadable relay is told when a table is opened with it; joining uses the public ones.
    let own = given.map(|g| g.0.clone()).or_else(|| reach(&online.0.relay).ok().filter(|r| r.relays.is_some()));
    match own {
        Some(reach) => {
            crate::net::client::set_reach(reach);
            *set = true;
        }
        // (The program's reach is left as it is unless this game set it: a test's, say.)
        None if std::mem::take(&mut *set) => crate::net::client::set_reach(Reach::default()),
        None => {}
    }
}

/// The table this game hosts, while it is open.
#[derive(Resource)]
pub struct HostedTable {
    /// Dropped with the resource: the table stops, its rooms kept for next time.
    _hosting: Hosting,
    /// Where friends reach it, as it changes (a relay answering late joins it).
    address: TableWatch,
    /// Where the host's own seat connects (loopback).
    pub local: String,
    /// The host has sat down at it (from then on, the table closes when the seat is left).
    seated: bool,
    /// The file that says the table is under way (`UNDER_WAY`).
    under_way: std::path::PathBuf,
}

impl HostedTable {
    /// Where friends reach this table, for the seat that connects to it at `server` (its own
    /// loopback address); `None` for any other server.
    pub fn address_for(&self, server: &str) -> Option<crate::net::link::TableAddress> {
        (self.local == server).then(|| self.address.now())
    }
}

/// A table being opened (its relay may take a few seconds to answer), and what to do at it.
#[derive(Resource)]
pub struct TableOpening {
    started: std::sync::Mutex<mpsc::Receiver<Result<Hosting, ServeError>>>,
    then: Then,
    /// The table's folder.
    data: std::path::PathBuf,
}

enum Then {
    Create { name: String, setup: RoomSetup },
    Resume(KeptSeat),
}

/// How this game's table is reached, set by whoever starts the app instead of the settings' relay
/// (a test's relay on loopback).
#[derive(Resource, Clone, Debug)]
pub struct TableReach(pub Reach);

/// How this game reaches tables: the relay in the settings, or the public ones.
pub fn reach(relay: &str) -> Result<Reach, crate::net::link::LinkError> {
    if relay.trim().is_empty() { Ok(Reach::default()) } else { Reach::own_relay(relay) }
}

/// What a table is opened with: where its rooms are kept, how it is reached, its computers' pace.
#[derive(bevy::ecs::system::SystemParam)]
struct TableSettings<'w> {
    online: Res<'w, crate::saving::OnlineSettings>,
    storage: Res<'w, crate::saving::Storage>,
    given: Option<Res<'w, TableReach>>,
    speed: Res<'w, crate::saving::SpeedSetting>,
}

/// The host's table asked for: start its server off the frame (the relay may take seconds).
fn open_table(
    mut commands: Commands,
    mut requests: MessageReader<OnlineRequested>,
    with: TableSettings,
    opening: Option<Res<TableOpening>>,
    mut notices: MessageWriter<Notice>,
) {
    for request in requests.read() {
        let then = match request.clone() {
            OnlineRequested::HostTable { name, setup } => Then::Create { name, setup },
            OnlineRequested::Resume(kept) if kept.hosted => Then::Resume(kept),
            _ => continue,
        };
        if opening.is_some() {
            continue;
        }
        let Some(data) = with.storage.dirs.as_ref().map(|d| d.local.join("table")) else {
            notices.write(Notice::problem(|| t!("cli-no-data-folder")));
            continue;
        };
        // Shown on the home network as the host chose (a reach given by whoever started the app
        // says for itself).
        let from_settings = || reach(&with.online.0.relay).map(|r| Reach { nearby: with.online.0.nearby, ..r });
        let table = match with.given.as_ref().map_or_else(from_settings, |g| Ok(g.0.clone())) {
            Ok(r) => r,
            Err(why) => {
                let why = why.to_string();
                notices.write(Notice::problem(move || t!("online-relay-unreadable", why = why.as_str())));
                continue;
            }
        };
        let config = Config {
            listen: std::net::SocketAddr::from(([127, 0, 0, 1], 0)),
            data,
            durable: false,
            // The computers at the host's table keep the pace the host chose for its own games.
            computer_delay: Duration::from_secs_f32(with.speed.0.computer_delay()),
            // The wait for a friend away on their turn: the host's setting.
            limits: Limits { cover_after: Duration::from_secs(u64::from(with.online.0.cover_after)), ..Limits::default() },
            trusted_proxies: Vec::new(),
            table: Some(table),
            relay_wait: RELAY_WAIT,
        };
        let (tx, started) = mpsc::channel();
        let folder = config.data.clone();
        let spawned = std::thread::Builder::new().name("open table".into()).spawn(move || {
            let _ = tx.send(Hosting::start(config));
        });
        match spawned {
            Ok(_) => commands.insert_resource(TableOpening { started: std::sync::Mutex::new(started), then, data: folder }),
            Err(e) => {
                let why = e.to_string();
                notices.write(Notice::problem(move || t!("online-table-cannot-open", why = why.as_str())));
            }
        }
    }
}

/// How long an opening table that friends on its network can already reach waits for its relay
/// before the invite is shown (a local relay answers within a second; without internet none
/// does). The relay joins the invite when it answers.
const RELAY_WAIT: Duration = Duration::from_millis(1500);

/// The table's server answered: sit down at it (over loopback).
fn table_opened(
    mut commands: Commands,
    opening: Option<Res<TableOpening>>,
    mut requests: MessageWriter<OnlineRequested>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(opening) = opening else { return };
    let heard = match opening.started.lock() {
        Ok(started) => started.try_recv(),
        Err(_) => Err(mpsc::TryRecvError::Disconnected),
    };
    let started = match heard {
        Ok(started) => started,
        Err(mpsc::TryRecvError::Empty) => return,
        Err(mpsc::TryRecvError::Disconnected) => Err(ServeError::Failed("it stopped at start".into())),
    };
    commands.remove_resource::<TableOpening>();
    let hosting = match started {
        Ok(h) => h,
        Err(e) => {
            let why = crate::lang::online::serve_error(&e);
            notices.write(Notice::problem(move || t!("online-table-cannot-open", why = why.as_str())));
            return;
        }
    };
    let Some(address) = hosting.started.table.clone() else { return };
    let local = hosting.started.address.to_string();
    requests.write(match &opening.then {
        Then::Create { name, setup } => OnlineRequested::Host { server: local.clone(), name: name.clone(), setup: setup.clone() },
        Then::Resume(kept) => OnlineRequested::Resume(KeptSeat { server: local.clone(), hosted: false, ..kept.clone() }),
    });
    // Under way until the host leaves it or closes the game.
    let under_way = opening.data.join(UNDER_WAY);
    if let Err(e) = crate::files::safe_io::write_atomic(&under_way, b"") {
        eprintln!("mexican-train: {}: {e}", under_way.display());
    }
    commands.insert_resource(HostedTable { _hosting: hosting, address, local, seated: false, under_way });
}

/// The host's seat at its table is told where the table is (before it hears anything: its
/// kept seat and its invite name the table). When the host leaves (or never sat down), the
/// table closes, its rooms kept.
fn close_table(mut commands: Commands, table: Option<ResMut<HostedTable>>, online: Option<ResMut<Online>>) {
    let Some(mut table) = table else { return };
    match online {
        Some(mut online) if online.server == table.local => {
            table.seated = true;
            // The invite shown is the table's address now: a relay answering late joins it.
            let moved = table.address.changed();
            if online.table.is_none() || moved.is_some() {
                online.table = Some(moved.unwrap_or_else(|| table.address.now()));
            }
        }
        None if table.seated => {
            forget_under_way(&table.under_way);
            commands.remove_resource::<HostedTable>();
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::protocol::{ClientMsg, Lobby, SeatState};
    use crate::online::Online;

    fn online(seat: Option<u8>, seats: Vec<SeatState>) -> Online {
        let mut o = Online::start("127.0.0.1:1".into(), ClientMsg::Watch { code: "K7PM-4QRT".into() }, 1).expect("a runtime");
        o.seat = seat;
        o.lobby = Some(Lobby {
            code: "K7PM-4QRT".into(),
            preset: "standard".into(),
            rules: crate::rules::HouseRules::default(),
            seats,
            started: true,
            watchers: 0,
            cover_after: 90,
        });
        o
    }

    fn seat(connected: bool, computer: bool) -> SeatState {
        SeatState { name: Some("x".into()), computer: computer.then_some(crate::ai::Level::Normal), connected, ..SeatState::default() }
    }

    /// Only friends connected to the table this game hosts count: not the host, not computers,
    /// not friends away; at someone else's table nobody does.
    #[test]
    fn the_friends_at_the_hosted_table_are_counted() {
        let o = online(Some(0), vec![seat(true, false), seat(true, false), seat(false, false), seat(false, true), seat(true, false)]);
        assert_eq!(friends_at_hosted_table(true, Some(&o)), 2);
        assert_eq!(friends_at_hosted_table(false, Some(&o)), 0, "a friend at another's table closes freely");
        assert_eq!(friends_at_hosted_table(true, None), 0);
    }
}
